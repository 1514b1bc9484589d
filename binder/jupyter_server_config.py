"""Binder's Jupyter server settings (binder/postBuild copies this file to ~/.jupyter/).

Binder serves the app as a page of Voilà's server extension (``/voila/render/notebooks/app.ipynb``)
and the tutorials in JupyterLab, from one Jupyter server. It gets the settings the app command
(``python -m shichi_widgets.serve``, see ``shichi_widgets/offline_page.py``) gives its own server:

* the ``shichi`` Voilà template (Voilà's lab template without its Font Awesome links to a CDN, with
  the app's icon), found on ``JUPYTER_PATH`` in the installed package: the page asks no other host;
* a notebook with no saved rich output (the app's) is trusted: no "is not trusted" warning per visit;
* kernels over the ``ipc`` transport (Unix sockets): no "running over TCP without encryption" warning;
* a kernel shut down is ended at once, without the interrupt and the polite exit before it: no
  "KeyboardInterrupt caught in kernel" error or exit traceback when a page goes while its kernel is
  busy (``shichi_widgets/kernel_shutdown.py``; a restart is unchanged);
* tornado's warning about jupyter_server's websocket ping numbers dropped (jupyter_server issue 1612);
* the front-end extensions that have no part in a Voilà page left out of it;
* the kernel websocket without Nagle's delay (clicks re-render in milliseconds) and idle kernels
  culled after 20 minutes.
"""

from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager

from shichi_widgets.offline_page import (
    TEMPLATE,
    quiet_ping_units_warning,
    trust_notebooks_without_outputs,
    use_page_template,
)
from shichi_widgets.serve import CULL_IDLE_SECONDS, UNUSED_EXTENSIONS, enable_nodelay

c = get_config()  # noqa: F821 (given to a Jupyter config file)

enable_nodelay()
use_page_template()  # before Voilà's extension loads and looks for templates
quiet_ping_units_warning()


class TrustingContentsManager(AsyncLargeFileManager):
    """The server's own contents manager, whose notary trusts a notebook with no rich output to trust."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        trust_notebooks_without_outputs(self)


c.ServerApp.contents_manager_class = TrustingContentsManager
c.VoilaConfiguration.template = TEMPLATE
c.VoilaConfiguration.extension_denylist = list(UNUSED_EXTENSIONS)
c.KernelManager.transport = "ipc"
c.MappingKernelManager.kernel_manager_class = "shichi_widgets.kernel_shutdown.QuietShutdownKernelManager"
c.MappingKernelManager.cull_idle_timeout = CULL_IDLE_SECONDS
c.MappingKernelManager.cull_interval = 60
