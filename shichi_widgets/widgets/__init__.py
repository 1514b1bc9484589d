"""Jupyter widgets (anywidget) over the engine: the layout, a hand, and a whole game table."""

from .explorer import PositionExplorer
from .lesson import Lesson
from .table import GameTable
from .views import HandView, LayoutView

__all__ = ["GameTable", "HandView", "LayoutView", "Lesson", "PositionExplorer"]
