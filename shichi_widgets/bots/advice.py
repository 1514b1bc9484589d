"""A hint a beginner understands: the move the expert would make, said in words, with one reason
in the game's own terms ("Playing 8♥ frees your 9♥, 10♥. Holding 6♣ blocks A♣–5♣ for the
others."). The expert's statistics (average rank over sampled deals) are kept apart, for whoever
asks for them.

Every claim is true of the position. What a move does to the player's own hand (how many cards
leave it, going out, dropping out) is the engine's answer: the move is played on a copy of the
game. What it frees, opens, blocks and kills is read from the player's seat (:class:`.features.View`,
the engine's layout tables), so it uses only what the player may know. A pass is advised as "no
move can be played" only when no move but the pass is legal: a joker or a yūrei's card counts.
The sentences are in :mod:`.words`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Game, Move
from ..engine.catalogue import check_lang
from .expert import ExpertBot
from .features import MoveEffect, View
from .words import Cards, Said, sentences

__all__ = ["Hint", "hint", "hint_reason", "hint_said", "hint_text"]


@dataclass(frozen=True)
class Hint:
    """A suggested move, the sentence a beginner reads, and the statistics behind it. ``said`` holds
    the sentences unworded (key and values), to say them in any language."""

    move: Move
    text: str
    statistics: str
    said: tuple[Said, ...] = ()


def hint(game: Game, lang: str = "en", adviser: ExpertBot | None = None) -> Hint:
    """The expert's move for the player to move, with a reason in game terms (R4, R7, K3) and, apart,
    the expert's statistics. ``adviser`` defaults to a seeded expert of 400 playouts."""
    check_lang(lang)
    adviser = adviser or ExpertBot(seed=0, playouts=400)
    move = adviser.choose(game)
    parts = hint_said(game, move)
    return Hint(move, sentences(parts, lang), adviser.explain(game, lang), parts)


def hint_text(game: Game, move: Move, lang: str = "en") -> str:
    """"Hint: play 8♥. Playing 8♥ frees your 9♥, 10♥: … Holding 6♣ blocks A♣–5♣ for the others." """
    return sentences(hint_said(game, move), lang)


def hint_reason(game: Game, move: Move, lang: str = "en") -> str:
    """The reason for ``move`` alone (the hint without its first sentence)."""
    return sentences(hint_said(game, move)[1:], lang)


def hint_said(game: Game, move: Move) -> tuple[Said, ...]:
    """The hint's sentences for ``move`` of the player to move: the move, then why."""
    view = View(game)
    if move.kind == "pass":
        return (Said("hint.pass"), _pass_reason(game, view))
    return (Said("hint.play", {"what": move}), *_play_reasons(game, view, move))


def _play_reasons(game: Game, view: View, move: Move) -> list[Said]:
    p, rules = view.player, view.rules
    effect = view.effect(move)
    after = game.copy()
    after.play(move)  # the engine's answer to what the move does to the hand
    leaving = game.hand_size(p) - after.hand_size(p)
    kill_rule = "K8" if rules.kill == "group" else "K3"
    reasons: list[Said] = []
    if after.status(p) == "dropped-out":  # J8: the joker alone in hand is set aside, the hand empty
        reasons.append(Said("hint.drops_out", {"card": move}))
    elif after.hand_size(p) == 0:
        reasons.append(Said("hint.goes_out", {"card": move, "rule": _out_rule(game)}))
    elif effect.stranded:
        reasons.append(Said("hint.joker_alone", {"card": move}))
    elif effect.killed_theirs:
        reasons.append(Said("hint.kills", {"card": move, "cards": Cards(effect.killed_theirs), "rule": kill_rule}))
    elif effect.freed:
        reasons.append(Said("hint.frees", {"card": move, "cards": Cards(effect.freed), "n": effect.freed.bit_count()}))
    elif move.card is not None and move.kind == "play" and move.card.rank == 7 and rules.sevens == "played":
        rule = "W3" if rules.scoring == "chips" else "B3"
        reasons.append(Said("hint.opens_row", {"card": move, "suits": move.card.suit, "rule": rule}))
    elif leaving == 0:
        reasons.append(Said("hint.sheds_none", {"card": move}))
    else:
        opened = effect.gift if view.board is not None else effect.gift | effect.blocks
        if opened:
            reasons.append(Said("hint.sheds", {"card": move, "n": leaving}))
        else:
            reasons.append(Said("hint.opens_nothing", {"card": move}))
    if effect.killed_mine:
        reasons.append(Said("hint.kills_mine", {"cards": Cards(effect.killed_mine), "rule": kill_rule}))
    if after.hand_size(p) and after.status(p) == "active":
        blocker = _best_blocker(game, view, exclude=move)
        if blocker is not None:
            reasons.append(Said("hint.holding", {"card": blocker.move.card, "cards": Cards(blocker.blocks)}))
    return reasons


def _out_rule(game: Game) -> str:
    """The rule that says what emptying the hand does: K5 in the kill games, B6 and W5 where the
    hand ends with the first player out, R7 otherwise."""
    rules = game.rules
    if rules.kill is not None:
        return "K5"
    if rules.end == "first-out":
        return "W5" if rules.scoring == "chips" else "B6"
    return "R7"


def _best_blocker(game: Game, view: View, exclude: Move) -> MoveEffect | None:
    """The other playable card in hand whose holding keeps most of the others' cards out of reach (not
    the last card: playing that goes out)."""
    best = None
    for move in game.legal_moves():
        if move.kind != "play" or move == exclude:
            continue
        effect = view.effect(move)
        if not effect.blocks or effect.goes_out:
            continue
        if best is None or effect.blocks.bit_count() > best.blocks.bit_count():
            best = effect
    return best


def _pass_reason(game: Game, view: View) -> Said:
    rules = view.rules
    moves = [m for m in game.legal_moves() if m.kind != "pass"]  # cards, jokers and a yūrei's cards
    left = view.passes_left()
    if not moves:
        if left is None:
            cost = rules.pass_cost
            return Said("hint.pass_chips", {"n": cost}) if cost else Said("bot.forced_pass_chips")
        if left <= 0:
            return Said(f"bot.stuck.{rules.stuck}")
        rule = "B4" if rules.sevens == "played" else "R4"  # Seven Bridge spends a pass token
        return Said("hint.pass_free", {"uses": _uses(view, left), "rule": rule})
    uses = _uses(view, left or 0)
    plays = [e for e in (view.effect(m) for m in moves if m.kind == "play") if not e.goes_out]
    held = max(plays, key=lambda e: e.blocks.bit_count()) if plays else None
    if held is not None and held.blocks:
        return Said("hint.pass_blocks", {"card": held.move.card, "cards": Cards(held.blocks), "uses": uses})
    return Said("hint.pass_waits", {"uses": uses})


def _uses(view: View, left: int) -> Said:
    """"uses one of your passes (2 left after it)"; Seven Bridge's pass tokens (B2)."""
    key = "hint.uses_token" if view.rules.sevens == "played" else "hint.uses_pass"
    return Said(key, {"left": max(0, left - 1)})
