"""What one person's screen receives of a room: the layout, the seats, the log and, for a seated
person, their own hand. Nothing here reveals another seat's cards: the layout is drawn as every
player sees it (``engine.public``, through the table's own wire format) and the hands are counts.
"""

from __future__ import annotations

import math
from typing import Any

from ..engine.catalogue import check_lang
from ..engine.messages import ENGINE
from ..engine.wire import hand_state, layout_state, without_empty
from .room import Room
from .words import ROOMS

__all__ = ["view"]


def view(room: Room, visitor: str | None, lang: str = "en", now: float | None = None) -> dict[str, Any]:
    """The room as ``visitor`` may see it, in ``lang`` (a watcher, ``None``, sees no hand)."""
    check_lang(lang)
    game = room.game_now()
    mine = None if visitor is None else room.seat_of(visitor)
    seats = []
    for index, seat in enumerate(room.seats):
        entry: dict[str, Any] = {"seat": index, "kind": seat.kind, "name": seat.name, "you": index == mine,
                                 "host": seat.visitor == room.host and seat.kind == "person",
                                 "stood_in": seat.stood_in}
        if game is not None:
            status = game.status(index)
            entry.update(cards=game.hand_size(index), passes=game.passes_used(index), status=status,
                         status_text=ENGINE.text(f"status.{status}", lang))
        seats.append(entry)
    out: dict[str, Any] = {
        "code": room.code,
        "preset": room.preset,
        "players": room.players,
        "status": room.status,
        "status_text": ROOMS.text(f"room.status.{room.status}", lang),
        "version": room.version,
        "host": visitor == room.host,
        "seat": mine,
        "seats": seats,
        "log": [line.get(lang) or line["en"] for line in room.log[-40:]],
    }
    if room.question is not None:
        from .questions import question_view

        out["question"] = question_view(room.question, visitor, visitor == room.host, lang)
    if game is not None:
        out["layout"] = layout_state(game)
        out["to_move"] = game.to_move
        out["turn"] = len(game.history)  # sent back with a move: a move from an old screen is refused
        if mine is not None:
            out["hand"] = hand_state(game, mine, lang)
        if room.status == "playing" and now is not None and game.to_move is not None:
            out["turn_left_s"] = max(0, math.ceil(room.turn_since + room.turn_s - now))
        if game.result is not None:
            out["result"] = game.result.explain(lang)
    return without_empty(out)
