"""A game with observers (``Game.observe``): every change is followed by a call to each of them.

A game becomes an :class:`ObservedGame` when it is first observed, so games nobody observes pay
nothing for the calls.
"""

from __future__ import annotations

from collections.abc import Callable

from . import events as ev
from .game import Game
from .moves import Move

__all__ = ["ObservedGame"]


class ObservedGame(Game):
    """A game with observers: every change is followed by a call to each of them."""

    _observers: list[Callable[[Game], None]]

    def _notify(self) -> None:
        for callback in list(self._observers):
            callback(self)

    def play(self, move: Move | str, player: int | None = None) -> tuple[ev.Event, ...]:
        events = super().play(move, player)
        self._notify()
        return events

    def undo(self) -> Move:
        move = super().undo()
        self._notify()
        return move

    def talk_to_ghost(self, player: int) -> tuple[ev.Event, ...]:
        events = super().talk_to_ghost(player)
        self._notify()
        return events
