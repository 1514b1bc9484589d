"""A hint a beginner understands: the move the expert would make, said in words, with one reason
in the game's own terms ("8♥ frees your 9♥, 10♥; holding 6♣ blocks 2♣–5♣ for the others"). The
expert's statistics (average rank over sampled deals) are kept apart, for whoever asks for them.

The reason is read from what the move does from the player's seat (:class:`.features.View`), so it
uses only what the player may know.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Game, Move
from ..engine.messages import check_lang, text
from .expert import ExpertBot
from .features import MoveEffect, View, card_runs, describe

__all__ = ["Hint", "hint", "hint_reason"]


@dataclass(frozen=True)
class Hint:
    """A suggested move, the sentence a beginner reads, and the statistics behind it."""

    move: Move
    text: str
    statistics: str


def hint(game: Game, lang: str = "en", adviser: ExpertBot | None = None) -> Hint:
    """The expert's move for the player to move, with a reason in game terms (R4, R7, K3) and, apart,
    the expert's statistics. ``adviser`` defaults to a seeded expert of 400 playouts."""
    check_lang(lang)
    adviser = adviser or ExpertBot(seed=0, playouts=400)
    move = adviser.choose(game)
    return Hint(move, hint_text(game, move, lang), adviser.explain(game, lang))


def hint_text(game: Game, move: Move, lang: str = "en") -> str:
    """"Hint: play 8♥. 8♥ frees your 9♥, 10♥; holding 6♣ blocks 2♣–5♣ for the others." """
    why = hint_reason(game, move, lang)
    if move.kind == "pass":
        return text("hint.pass", lang, why=why)
    if move.kind == "play":
        return text("hint.play", lang, what=move.card, why=why)
    return text("hint.move", lang, what=move.text(lang), why=why)


def hint_reason(game: Game, move: Move, lang: str = "en") -> str:
    """One reason for ``move`` in the game's terms, for the player to move; a second clause says
    what holding another card blocks for the others, when a held card does."""
    view = View(game)
    effect = view.effect(move)
    if move.kind == "pass":
        return _pass_reason(game, view, lang) + _full_stop(lang)
    what = describe(move, lang)
    if effect.goes_out:
        return text("hint.goes_out", lang, card=what) + _full_stop(lang)
    if effect.killed_theirs:
        first = text("hint.kills", lang, card=what, cards=card_runs(effect.killed_theirs, lang))
    elif effect.freed:
        first = text("hint.frees", lang, card=what, cards=card_runs(effect.freed, lang))
    elif move.card is not None and move.card.rank == 7 and view.rules.sevens == "played":
        first = text("hint.opens_row", lang, card=what, suits=move.card.suit)
    else:
        opened = effect.gift if view.board is not None else effect.gift | effect.blocks
        first = text("hint.sheds" if opened else "hint.opens_nothing", lang, card=what)
    blocker = _best_blocker(game, view, exclude=move)
    if blocker is None:
        return text("hint.alone", lang, first=first)
    card = blocker.move.card
    second = text("hint.holding", lang, card=card, cards=card_runs(blocker.blocks, lang))
    return text("hint.then", lang, first=first, second=second)


def _full_stop(lang: str) -> str:
    return "." if lang == "en" else "。"


def _best_blocker(game: Game, view: View, exclude: Move) -> MoveEffect | None:
    """The other playable card in hand whose holding keeps most of the others' cards out of reach."""
    best = None
    for move in game.legal_moves():
        if move.kind != "play" or move == exclude:
            continue
        effect = view.effect(move)
        if effect.blocks and (best is None or effect.blocks.bit_count() > best.blocks.bit_count()):
            best = effect
    return best


def _pass_reason(game: Game, view: View, lang: str) -> str:
    plays = [view.effect(m) for m in game.legal_moves() if m.kind == "play"]
    left = view.passes_left()
    if not plays:
        return text("hint.pass_chips" if left is None else "hint.pass_stuck", lang)
    held = max(plays, key=lambda e: e.blocks.bit_count())
    after = max(0, (left or 0) - 1)
    if held.blocks:
        return text("hint.pass_blocks", lang, card=held.move.card, cards=card_runs(held.blocks, lang), left=after)
    return text("hint.pass_waits", lang, left=after)
