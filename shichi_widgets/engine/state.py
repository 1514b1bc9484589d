"""The public, read-only state of a hand: what ``Game.state()`` returns and ``Game.from_state`` reads.

A :class:`GameState` is a frozen record of everything the position text carries (and a little
more: who went out in which order, jokers set aside, what killed each cell), in cards and seat
numbers rather than the engine's bit sets. It is safe to keep, compare and hash: it never changes
when the game moves on. Notation, results, views and bots read it (or ``Game``'s public
properties) instead of the game's private fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit
from .rules import DEFAULT_ROWS

__all__ = ["GameState"]


@dataclass(frozen=True)
class GameState:
    """One position of a hand, frozen. Seats are numbered from 0 clockwise (R1).

    ``hands`` hold each player's cards without jokers (``jokers`` counts those); with hidden
    penalties (K6) a player's penalty cards are in ``penalties`` only. ``statuses`` are
    ``"active"``, ``"out"``, ``"bankrupt"``, ``"yurei"`` or ``"dropped-out"``; ``out``,
    ``bankrupt`` and ``dropped`` list seats in the order they left (R8, R9, J8). ``to_move`` is
    ``None`` once the hand is over.
    """

    players: int
    dealer: int
    to_move: int | None
    layout: frozenset[Card]  # filled cells; a cell holding a joker counts as its card
    joker_cells: frozenset[Card]  # cells a joker fills that nobody could swap back (partial deck)
    hands: tuple[frozenset[Card], ...]
    jokers: tuple[int, ...]  # jokers each player holds (J1)
    passes: tuple[int, ...]  # passes used (R5)
    statuses: tuple[str, ...]
    out: tuple[int, ...] = ()  # seats in the order they went out (R7, R8)
    dropped: tuple[int, ...] = ()  # seats that dropped out with a lone joker (J8)
    bankrupt: tuple[int, ...] = ()  # seats that went bankrupt or left (R9, K4)
    last: int | None = None  # the last holder, ranked after everyone out (R8)
    chips: tuple[int, ...] = ()  # Sevens chips (W1, W4)
    pot: int = 0  # after W5's settlement once the hand is over (0 when someone took it)
    pot_taken: int | None = None  # W5: what the winner took from the pot; None until the hand settles
    set_aside: int = 0  # jokers set aside by bankrupt or dropped players (J5, J8)
    ghost: int | None = None  # the ghost of the talking-ghost variant (G1)
    completed: tuple[tuple[Suit, int], ...] = ()  # suits completed and by whom (kings bonus)
    killed: frozenset[Card] = frozenset()  # killed cells (K3, K8)
    killed_by: tuple[tuple[Card, Card], ...] = ()  # (killed cell, the card whose play killed it)
    penalties: tuple[frozenset[Card], ...] = ()  # each player's penalty cards (K3, K4)
    row_order: tuple[Suit, ...] = DEFAULT_ROWS  # the suits' rows top to bottom (K1)

    def hand(self, player: int) -> frozenset[Card]:
        """The player's cards (jokers not included)."""
        return self.hands[player]
