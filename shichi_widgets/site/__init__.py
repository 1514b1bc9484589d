"""The app as a static site: Python runs in the browser (Pyodide), with no server behind the page.

``python -m shichi_widgets.site build OUT`` writes a folder that any static host can serve:
``index.html`` opens the app, ``tutorials/`` holds the tutorial notebooks in JupyterLite, ``sw.js``
keeps the app in the browser after a first visit so it opens with the host down. Building needs
the ``[site]`` extra and npm; everything comes from the package registries (see ``build``).
"""

from __future__ import annotations

from typing import Any


def build_site(*args: Any, **kwargs: Any) -> dict:
    """Build the site (see :func:`shichi_widgets.site.build.build_site`)."""
    from .build import build_site as build

    return build(*args, **kwargs)


__all__ = ["build_site"]
