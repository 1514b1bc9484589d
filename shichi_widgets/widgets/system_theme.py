"""``SystemTheme``: lets a Voilà page follow the visitor's light or dark system setting.

Voilà draws a page in one theme, light unless the URL or the notebook names another. The app shows
this invisible widget so that a page whose URL names no theme turns dark on a dark system (and
back, if the system changes); ``?theme=light`` and ``?theme=dark`` still decide when given.
It also gives a Voilà page the app's language and title: ``<html lang>`` (so a screen reader reads
Japanese as Japanese) and the browser tab's title follow ``lang`` and ``title``.
Outside Voilà (JupyterLab, VS Code) it does nothing: those hosts have theme settings, a language and
a title of their own.
"""

from __future__ import annotations

import anywidget
import traitlets

from .base import STATIC


class SystemTheme(anywidget.AnyWidget):
    """An invisible widget: a Voilà page without ``?theme=`` follows ``prefers-color-scheme``, and a
    Voilà page's ``<html lang>`` and title follow ``lang`` and ``title`` (empty: left as they are)."""

    _esm = STATIC / "theme.js"  # a path: anywidget reads it (and reloads it in development)
    lang = traitlets.Unicode("").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
