"""The careful player who wants to go out fast: plays the card that frees most of its own cards;
7s early, isolated cards late; the joker is a reserve.

An *isolated* card frees none of the player's other cards. In the linear games, while a pass is
left, the greedy player passes rather than play one (a playable card in hand is a reserve for the
turn when nothing else can be played); in the kill games it passes rather than kill a card of its
own. A last card is always played. It never looks at what a play gives the others: that is
:class:`BlockerBot`'s job.
"""

from __future__ import annotations

import random

from ..engine import Game, Move
from .base import Bot, Decision
from .features import MoveEffect, View, card_runs, describe
from .words import said, say

__all__ = ["GreedyBot"]


class GreedyBot(Bot):
    """Plays the move that frees most of its own cards (see the module docstring).

    Deterministic: ties go to the earlier legal move, so the seed does not matter.
    """

    def decide(self, game: Game, moves: tuple[Move, ...], rng: random.Random) -> Decision:
        view = View(game)
        effects = [view.effect(move) for move in moves if move.kind != "pass"]
        best = max(effects, key=lambda e: greedy_key(e, view))
        if moves[-1].kind == "pass":
            if best.killed_mine:
                mine = best.killed_mine
                rule = "K8" if view.rules.kill == "group" else "K3"
                texts = said("bot.greedy.own_kill_pass", play=best.move, cards=lambda lang: card_runs(mine, lang),
                             rule=rule)
                return Decision.of(moves[-1], texts)
            if view.board is None and is_isolated(best, view):
                return Decision.of(moves[-1], _hold_texts(view))
        return Decision.of(best.move, greedy_texts(best, view))


def greedy_key(effect: MoveEffect, view: View) -> tuple:
    """Bigger is better: going out; own cards freed and shed, no own kills; the joker kept in
    reserve and never left alone in hand (J5, J8); 7s first; heavier cards first where cards left
    in hand cost points (B6)."""
    card = effect.move.card or effect.move.joker_as
    value = 2 * effect.freed.bit_count() + effect.shed + effect.killed_theirs.bit_count()
    value -= 3 * effect.killed_mine.bit_count()
    if effect.move.kind == "joker":
        value -= 10  # a reserve: played when nothing better is left
    if effect.stranded:
        value -= 100
    if effect.goes_out:
        value += 100
    heavy = int(card.rank) if view.rules.scoring == "penalty" else 0
    return (value, _opens_row(effect, view), heavy)


def is_isolated(effect: MoveEffect, view: View) -> bool:
    """A play that frees nothing of the player's own (and neither goes out nor opens a row)."""
    return not (effect.freed or effect.goes_out or effect.stranded or _opens_row(effect, view))


def _opens_row(effect: MoveEffect, view: View) -> bool:
    card = effect.move.card
    return card is not None and card.rank == 7 and view.rules.sevens == "played"


def _hold_texts(view: View) -> dict[str, str]:
    left = view.passes_left()
    reserve = view.hand & view.open

    def tokens(lang: str) -> str:
        if left is None:
            return ""
        tokens = "_token" if view.rules.sevens == "played" else ""  # Seven Bridge's pass tokens (B2)
        return say(f"bot.tokens_left{tokens}", lang, n=left - 1)

    if not reserve:  # only a joker or a yūrei's card could be played
        return said("bot.greedy.hold_joker" if view.jokers else "bot.greedy.hold_none", tokens=tokens)
    return said("bot.greedy.hold", tokens=tokens, cards=lambda lang: card_runs(reserve, lang), n=reserve.bit_count())


def greedy_reason(effect: MoveEffect, view: View) -> str:
    """Why the greedy player makes this play (English)."""
    return greedy_texts(effect, view)["en"]


def greedy_texts(effect: MoveEffect, view: View) -> dict[str, str]:
    """Why the greedy player makes this play, in every language."""
    move = effect.move

    def what(lang: str) -> str:
        return describe(move, lang)

    if effect.goes_out:
        return said("bot.goes_out", what=what)
    if move.kind == "joker":
        return said("bot.greedy.joker_with" if move.card is not None else "bot.greedy.joker_alone", what=what)
    if effect.freed:
        freed = effect.freed
        return said("bot.greedy.frees", what=what, cards=lambda lang: card_runs(freed, lang))
    if _opens_row(effect, view):
        return said("bot.greedy.opens_row", card=move.card, suits=move.card.suit)
    return said("bot.greedy.nothing", what=what)
