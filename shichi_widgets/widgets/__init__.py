"""Jupyter widgets (anywidget) over the engine: the layout, a hand, and a whole game table."""

from .views import HandView, LayoutView

__all__ = ["HandView", "LayoutView"]
