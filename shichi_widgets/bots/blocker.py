"""The blocker: the sources' tips. Hold cards that stop the others' runs, release them at the
right time, spend passes to keep a block, and never waste the last pass.

Each play is weighed as the cards it sheds and frees for the player against the others' cards it
lets into play (what holding it blocks). Blocking matters less as the player's own hand shrinks
(going out comes first) and more while an opponent is close to going out. A pass is spent only
when every play gives away more than it gains, a token other than the last is left, and
passing is allowed; in the kill games the same weighing adds the cards a play kills.
"""

from __future__ import annotations

import random

from ..engine import Game, Move
from .base import Bot, Decision
from .features import MoveEffect, View, card_runs, cards_leaving, describe
from .words import said, say

__all__ = ["BlockerBot"]


class BlockerBot(Bot):
    """Holds blockers and spends passes to keep them (see the module docstring).

    ``weight`` is how much one of the others' cards let into play counts against one of the
    player's own cards freed or shed. Deterministic: ties go to the earlier legal move.
    """

    def __init__(self, seed: int | None = None, weight: float = 0.6, name: str | None = None) -> None:
        super().__init__(seed, name)
        self.weight = weight

    def decide(self, game: Game, moves: tuple[Move, ...], rng: random.Random) -> Decision:
        view = View(game)
        weight = self._weight(game, view)
        plays = [view.effect(move) for move in moves if move.kind != "pass"]
        scored = [(blocker_value(e, view, weight), -i, e) for i, e in enumerate(plays)]
        value, _, best = max(scored, key=lambda item: item[:2])
        left = view.passes_left()
        can_pass = moves[-1].kind == "pass" and left is not None and left >= 2  # keep the last pass
        if can_pass and value < 0:
            cards = [e for e in plays if e.move.kind == "play"]  # a card kept in hand blocks (not the joker)
            held = max(cards, key=lambda e: e.blocks.bit_count()) if cards else None
            return Decision.of(moves[-1], _pass_texts(held, left - 1, view.rules.sevens == "played"))
        return Decision.of(best.move, _play_texts(best, view, left))

    def _weight(self, game: Game, view: View) -> float:
        """Blocking counts less near the player's own going out, more near an opponent's."""
        p = game.to_move
        weight = self.weight
        size = game.hand_size(p)
        if size <= 3:
            weight *= 0.3
        others = [game.hand_size(s) for s in range(game.players) if s != p and game.status(s) == "active"]
        if others and min(others) <= 2:
            weight *= 1.5
        return weight


def blocker_value(effect: MoveEffect, view: View, weight: float) -> float:
    """Own cards shed and freed, minus the others' cards let into play, plus kills."""
    card = effect.move.card or effect.move.joker_as
    value = effect.shed + 1.5 * effect.freed.bit_count()
    if view.board is not None:  # kill games: opening cells matters less than what dies
        value -= 0.3 * weight * effect.gift.bit_count()
        value += 2 * effect.killed_theirs.bit_count() - 4 * effect.killed_mine.bit_count()
    else:
        value -= weight * (effect.blocks.bit_count() + effect.gift.bit_count())
    if view.rules.scoring == "penalty":
        value += int(card.rank) / 13  # heavy cards cost the most if the hand ends (B6)
    if effect.move.kind == "joker":
        value -= 2  # the joker is a reserve for a turn with no other play
    if effect.stranded:
        value -= 100  # the joker alone in hand is stuck (J5) or drops out (J8)
    if effect.goes_out:
        value += 100  # going out comes before any block
    return value


def _pass_texts(held: MoveEffect | None, left: int, pass_tokens: bool = False) -> dict[str, str]:
    def tokens(lang: str) -> str:  # Seven Bridge's pass tokens (B2)
        return say("bot.blocker.tokens_token" if pass_tokens else "bot.blocker.tokens", lang, n=left)

    if held is not None and held.blocks:
        card = held.move.card
        blocks = held.blocks
        return said("bot.blocker.pass_keeps", card=card, cards=lambda lang: card_runs(blocks, lang), tokens=tokens)
    return said("bot.blocker.pass_opens", tokens=tokens)


def _play_texts(effect: MoveEffect, view: View, left: int | None) -> dict[str, str]:
    move = effect.move

    def what(lang: str) -> str:
        return describe(move, lang)

    leaving = cards_leaving(view.game, move)  # the engine's count: 2 for the joker with a card, 0 for a yūrei's

    def freed(lang: str) -> str:
        if effect.freed:
            return say("bot.blocker.frees", lang, cards=card_runs(effect.freed, lang))
        if not leaving:
            return say("bot.blocker.costs_nothing", lang)
        return say("bot.blocker.sheds", lang, n=leaving)

    if effect.goes_out:
        return said("bot.goes_out", what=what)
    if effect.killed_theirs:
        rule = "K8" if view.rules.kill == "group" else "K3"
        return said("bot.blocker.kills", what=what, cards=lambda lang: card_runs(effect.killed_theirs, lang), rule=rule)
    opened = effect.gift if view.board is not None else effect.blocks | effect.gift
    if not opened:
        return said("bot.blocker.opens_nothing", what=what, freed=freed)
    if view.rules.must_play:
        why = "must_play"
    elif left is not None and left <= 1 and view.rules.passes:
        why = "last_pass"
    elif view.game.hand_size(view.player) <= 3:
        why = "going_out"
    else:
        why = "least"
    return said(
        "bot.blocker.release", what=what, freed=freed, cards=lambda lang: card_runs(opened, lang),
        why=lambda lang: say(f"bot.why.{why}", lang),
    )
