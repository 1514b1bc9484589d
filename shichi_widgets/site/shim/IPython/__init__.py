"""A stand-in for IPython on the static site's page, where there is no IPython shell.

ipywidgets imports ``get_ipython``, ``IPython.display`` and ``InteractiveShell`` at import time but
needs a shell only to register its comm target in a kernel. Loading the real IPython in Pyodide
costs seconds (prompt_toolkit, jedi, pygments...) for nothing the app uses, so the site's page
installs this module instead. JupyterLite's notebooks use the real IPython.
"""


def get_ipython() -> None:
    """There is no shell on the page."""
    return None
