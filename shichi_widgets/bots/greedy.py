"""The careful player who wants to go out fast: always plays when it can, choosing the card that
frees most of its own cards; 7s early, isolated cards late. It never passes by choice, except in
the kill games when every play would kill one of its own cards."""

from __future__ import annotations

import random

from ..engine import Game, Move
from .base import Bot, Decision
from .features import MoveEffect, View, card_runs

__all__ = ["GreedyBot"]


class GreedyBot(Bot):
    """Plays the move that frees most of its own cards (see the module docstring).

    Deterministic: ties go to the earlier legal move, so the seed does not matter.
    """

    def decide(self, game: Game, moves: tuple[Move, ...], rng: random.Random) -> Decision:
        view = View(game)
        effects = [view.effect(move) for move in moves if move.kind != "pass"]
        can_pass = any(move.kind == "pass" for move in moves)
        best = max(effects, key=lambda e: greedy_key(e, view))
        if can_pass and best.killed_mine:
            return Decision(moves[-1], f"Every play would kill a card of yours, so pass ({card_runs(best.killed_mine)} at risk, K3).")
        return Decision(best.move, greedy_reason(best, view))


def greedy_key(effect: MoveEffect, view: View) -> tuple:
    """Bigger is better: own cards freed and shed, no own kills; 7s first; higher penalty
    cards first where cards left in hand score against you."""
    card = effect.move.card or effect.move.joker_as
    value = 2 * effect.freed.bit_count() + effect.shed + effect.killed_theirs.bit_count()
    value -= 3 * effect.killed_mine.bit_count()
    seven = card.rank == 7 and view.rules.sevens == "played"
    heavy = int(card.rank) if view.rules.scoring == "penalty" else 0
    return (value, seven, heavy)


def greedy_reason(effect: MoveEffect, view: View) -> str:
    move = effect.move
    if move.kind == "joker":
        with_card = f" with {move.card}" if move.card is not None else ""
        return f"Playing the joker as {move.joker_as}{with_card} gets rid of the joker{' and a card' * bool(with_card)} in one turn."
    freed = card_runs(effect.freed)
    if effect.freed:
        return f"Playing {move.card} frees {freed} in your hand, more than any other play."
    if move.card.rank == 7 and view.rules.sevens == "played":
        return f"Playing {move.card} opens the {move.card.suit.plural} row: 7s go early."
    if move.kind == "yurei":
        return f"Playing the yūrei's {move.card} keeps your own cards and frees nothing you need less."
    return f"No play frees another of your cards, so {move.card} goes now; isolated cards are played late."
