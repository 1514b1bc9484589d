"""``RoomTable``: the Class tab's table, shared by several people and played on the classroom server.

Unlike the other widgets, its game is not in this kernel: the page talks to the server's rooms
socket (:mod:`shichi_widgets.rooms.server`), which holds one game per room and sends each seat only
what it may see. Python gives the labels, the presets and a room code to join (from an app link);
a reload, a new kernel or a lost connection does not touch the room. No rule logic is in it.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..engine import Ruleset
from ..rooms.codes import read_code
from ..rooms.room import MOST_SEATS, TURN_CHOICES
from .base import STATIC, ShichiWidget, bundle, stylesheet

__all__ = ["RoomTable"]


class RoomTable(ShichiWidget):
    """Open a table for several people, or join one by its code; then play it with the others.

    ``RoomTable(lang="ja", join="HJ4KX")`` opens at that room. Outside the classroom server (a
    notebook in JupyterLab, the static site) it says that tables for several people need it."""

    _esm = bundle("room.js")
    _css = stylesheet() + "".join((STATIC / name).read_text(encoding="utf-8") for name in ("learn.css", "room.css"))
    presets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The games a table can be opened for."""
    seat_counts = traitlets.List(traitlets.Int()).tag(sync=True)
    turn_choices = traitlets.List(traitlets.Int()).tag(sync=True)
    """Seconds a person may take for a move before a bot plays that turn (the room's choice)."""
    ask_source = traitlets.Dict().tag(sync=True)
    """What "Ask the class" asks: ``{"lesson": name, "step": n}`` (the Learn tab's step) or
    ``{"position": text}`` (the explorer's); kept current by the app. Empty: nothing to ask."""
    join = traitlets.Unicode("").tag(sync=True)
    """A room code to join when the page opens (an app link's ``?room=``); empty: the lobby."""

    def __init__(self, join: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.presets = list(Ruleset.presets())
        self.seat_counts = list(range(2, MOST_SEATS + 1))
        self.turn_choices = list(TURN_CHOICES)
        if join:
            self.join = read_code(join)
