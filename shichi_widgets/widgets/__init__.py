"""Jupyter widgets (anywidget) over the engine: the layout, a hand, and a whole game table.

The widget classes load on first use, so the modules with no Jupyter in them (``labels``, the
lessons' format and judging) can be imported without ipywidgets.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_WIDGETS = {
    "GameTable": "table",
    "HandView": "views",
    "LayoutView": "views",
    "Lesson": "lesson",
    "PositionExplorer": "explorer",
}


def __getattr__(name: str) -> Any:
    """``shichi_widgets.widgets.GameTable`` and the other widgets, imported when first asked for."""
    if name in _WIDGETS:
        return getattr(import_module(f".{_WIDGETS[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GameTable", "HandView", "LayoutView", "Lesson", "PositionExplorer"]
