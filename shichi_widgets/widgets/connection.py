"""``ConnectionLine``: a Voilà page says so when it loses its kernel, and reloads with one button.

The page's widgets live in the kernel: when the websocket drops or the kernel dies (killed, restarted,
culled), clicks do nothing. This widget's front end watches the page's kernel connection and then
shows ``lost`` (a sentence in the page's language, sent while the kernel was there) with a button
labelled ``reload`` that reloads the page; the app keeps its work in the browser's storage, so the
reload brings it back with a new kernel. Its element says ``data-connection="ok"`` or ``"lost"``.
No rule logic is in it. Outside Voilà (JupyterLab shows its own kernel state) it stays hidden.
"""

from __future__ import annotations

import anywidget
import traitlets

from .base import STATIC


class ConnectionLine(anywidget.AnyWidget):
    """A line hidden while the page's kernel is connected, shown with a reload button when it is lost."""

    _esm = STATIC / "connection.js"
    lost = traitlets.Unicode("").tag(sync=True)
    """Said while the page tries to reconnect to its kernel (the websocket dropped)."""
    gone = traitlets.Unicode("").tag(sync=True)
    """Said when the kernel itself died or restarted: only a reload brings the app back."""
    reload = traitlets.Unicode("").tag(sync=True)
