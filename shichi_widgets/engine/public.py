"""The public view of a kill game: what every player can see when penalties are hidden (K6).

With ``hidden_penalties`` (K6) killed cards and a leaver's cards stay face down in their owners'
hands, so three things are secret until the hand ends: who holds each killed card, how many
penalty cards each player holds, and which cards a player who left (K4) kept. What everyone sees
is the layout: a cell is *killed* when the layout encloses it (K3, K8), whoever holds its card
(the dead cell of a leaver's card too, once enclosed); until then a leaver's cell looks like any
empty cell, open when it is next to a card. Hand sizes, passes and statuses stay public.

``explain()``, the events' sentences, the SVG picture and the widgets read the game through these
functions. Without the flag (or outside kill games) each one is simply the engine's own state; with
it, ``Game.penalty_cards``, ``dead_cells``, ``playable_cells`` and ``kills_if`` remain the full truth
for Python code that is allowed to see everything.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .cards import Card, cards_of
from .core import killed_by_of, view_of

if TYPE_CHECKING:
    from .game import Game
    from .grid import Board

__all__ = ["dead_mask", "hides_penalties", "kill_lines", "killed_by", "killed_mask", "kills_if", "open_mask"]


@lru_cache(maxsize=1024)
def _enclosed(board: Board, layout: int) -> int:
    """The cells a layout encloses (K3, K8), remembered: hovers and pictures ask again and again."""
    return board.dead_cells(layout)


def hides_penalties(game: Game) -> bool:
    """True when penalty cards are hidden in their owners' hands (K6)."""
    return game.rules.hidden_penalties and view_of(game).board is not None


def killed_mask(game: Game) -> int:
    """The killed cells everyone sees: enclosed by the layout (K3, K8), or given as killed in the
    starting position."""
    s = view_of(game)
    if not (game.rules.hidden_penalties and s.board is not None):  # hides_penalties, inlined: per cell of a picture
        return s.killed
    return s.killed | _enclosed(s.board, s.layout)


def dead_mask(game: Game) -> int:
    """Cells shown as a leaver's penalty cards (K4): none while they are hidden (K6)."""
    s = view_of(game)
    if not (game.rules.hidden_penalties and s.board is not None):
        return s.closed & ~s.killed
    return 0


def open_mask(game: Game) -> int:
    """The open cells everyone sees: empty, next to a card and not killed (K2); with hidden
    penalties a leaver's cell is open like any other, since nobody knows it is dead."""
    s = view_of(game)
    if not (game.rules.hidden_penalties and s.board is not None) or s.gate:
        return s.open
    return s.board.open_cells(s.layout, s.killed | _enclosed(s.board, s.layout))


def kills_if(game: Game, card: Card) -> frozenset[Card]:
    """The cells a play of ``card`` (an open cell) would kill, as everyone sees them."""
    if not hides_penalties(game):
        return game.kills_if(card)
    s = view_of(game)
    after = _enclosed(s.board, s.layout | card.bit)
    return frozenset(cards_of(after & ~killed_mask(game) & ~card.bit))


def killed_by(game: Game, card: Card) -> int | None:
    """The index of the card whose play killed ``card``'s cell, as everyone saw it (as
    :func:`.core.killed_by_of` holds it); None when the cell was killed from the start."""
    known = killed_by_of(game).get(card.index)
    if not hides_penalties(game):
        return known
    s = view_of(game)
    board = s.board
    placed = [c.bit for turn in game.history for c in _placed(turn.events)]
    layout = s.layout
    for bit in placed:
        layout &= ~bit
    if _enclosed(board, layout) & card.bit:
        return known
    for bit in placed:
        layout |= bit
        if _enclosed(board, layout) & card.bit:
            return bit.bit_length() - 1
    return known


def kill_lines(game: Game, events: tuple) -> list[tuple[Card, Card]]:
    """The cells the move that gave ``events`` (the game's last move) killed, as everyone sees
    them: ``(card, by)`` pairs, the dead cell of a leaver's card included (K4, K6)."""
    placed = list(_placed(events))
    if not placed:
        return []
    s = view_of(game)
    board = s.board
    engine_new = 0
    for event in events:
        if type(event).__name__ == "Killed":
            engine_new |= event.card.bit
    before = s.layout
    for card in placed:
        before &= ~card.bit
    seen_before = (s.killed & ~engine_new) | _enclosed(board, before)
    new = killed_mask(game) & ~seen_before
    return [(card, placed[-1]) for card in cards_of(new)]


def _placed(events: tuple) -> list[Card]:
    """The cards a move put in the layout (kill games place only played cards)."""
    return [event.card for event in events if type(event).__name__ == "Played"]
