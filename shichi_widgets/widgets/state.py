"""The widgets' wire format, which lives in :mod:`shichi_widgets.engine.wire` (the rooms' server
sends the same JSON); kept here for the widgets that import it by this name."""

from ..engine.wire import ROW, hand_state, layout_state, rows, without_empty

__all__ = ["ROW", "hand_state", "layout_state", "rows", "without_empty"]
