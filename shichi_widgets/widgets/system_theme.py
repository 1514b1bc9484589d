"""``SystemTheme``: lets a Voilà page follow the visitor's light or dark system setting.

Voilà draws a page in one theme, light unless the URL or the notebook names another. The app shows
this invisible widget so that a page whose URL names no theme turns dark on a dark system (and
back, if the system changes); ``?theme=light`` and ``?theme=dark`` still decide when given.
Outside Voilà (JupyterLab, VS Code) it does nothing: those hosts have theme settings of their own.
"""

from __future__ import annotations

import anywidget

from .base import STATIC


class SystemTheme(anywidget.AnyWidget):
    """An invisible widget: a Voilà page without ``?theme=`` follows ``prefers-color-scheme``."""

    _esm = STATIC / "theme.js"  # a path: anywidget reads it (and reloads it in development)
