"""The hint a learner reads after a first wrong answer, when the teacher wrote none: lines chosen by
what the step's ruleset (its flags, never its name) and position make true.

A kill game gets K2 (a card goes next to any card), not L3; a wild joker J7 (played alone), not J2;
a pass the rule of the position (a pass left: R4/R5 or B4; none left: R6, B5, B8 or K4 by the
``stuck`` flag; Sevens: W4); tunnels T2 or T3 (and a "next" question in a row whose side is
complete says so); an opening position B2 or W2; the first turn R3. No line names a card or a
player, so no hint gives the answer away. Standard library and the engine only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Card, Game, Move, Rank, ShichiError, Suit
from ..engine.catalogue import locale
from ..engine.messages import suit_name
from .words import say as message

if TYPE_CHECKING:
    from .questions import Question

__all__ = ["first_turn_rule", "hint_lines", "hint_text", "turn_rules"]

Line = tuple[str, dict[str, Any]]

_SEVENS = frozenset(Card(suit, Rank(7)) for suit in Suit)


def first_turn_rule(game: Game) -> str | None:
    """The rule that names who makes the first turn when no turn has been made yet, else None: R3 (the
    7s dealt out, S1: whoever held 7♦), B2 (the opening card's holder) or W2 (the dealer's left)."""
    if game.history or game.to_move is None:
        return None
    if game.rules.sevens == "dealt":
        return "R3" if game.layout == _SEVENS else None
    if game.layout:
        return None
    return "B2" if game.rules.opening_card is not None else "W2"


def _placement(game: Game) -> list[Line]:
    """Where a card may go in this ruleset and position (L3, T2, T3, K2/K7/K9, B2, W2, B3, W3)."""
    rules = game.rules
    if rules.kill is not None:
        lines: list[Line] = [("ui.lesson.hint.place.K2", {})]
        if rules.diagonal:
            lines.append(("ui.lesson.hint.place.K9", {}))
        if rules.tunnels is not None:
            lines.append(("ui.lesson.hint.place.K7", {}))
        return lines
    if rules.sevens == "played":
        if rules.opening_card is not None and rules.opening_card not in game.layout:
            return [("ui.lesson.hint.place.B2", {})]
        if rules.opening_card is None and not game.layout:
            return [("ui.lesson.hint.place.W2", {})]
        return [("ui.lesson.hint.place.B3" if rules.opening_card is not None else "ui.lesson.hint.place.W3", {})]
    if rules.tunnels == "blocking":
        lines = [("ui.lesson.hint.place.T2", {})]
    elif rules.tunnels == "open":
        lines = [("ui.lesson.hint.place.T3", {})]
    else:
        lines = [("ui.lesson.hint.playable", {})]
    if not _SEVENS <= game.layout:  # a 7 out of play (a teaching position): its row has no cell yet
        lines.append(("ui.lesson.hint.place.L4", {}))
    return lines


def _complete_side(game: Game, suit: Suit) -> str | None:
    """"low" when A–6 of ``suit`` are all in the layout, "high" when 8–K are, else None."""
    layout = game.layout
    if all(Card(suit, Rank(r)) in layout for r in range(1, 7)):
        return "low"
    if all(Card(suit, Rank(r)) in layout for r in range(8, 14)):
        return "high"
    return None


def _next(question: Question, game: Game) -> list[Line]:
    rules = game.rules
    if rules.sevens == "played" or rules.kill is not None:
        return _placement(game)
    if rules.tunnels == "blocking":
        side = _complete_side(game, question.suit)
        if side is not None:
            return [(f"ui.lesson.hint.next.T2_{side}", {"suit": question.suit})]
        return [("ui.lesson.hint.next", {}), ("ui.lesson.hint.next.T2_later", {})]
    if rules.tunnels == "open":
        return [("ui.lesson.hint.next.T3", {})]
    return [("ui.lesson.hint.next", {})]


def _joker(game: Game) -> list[Line]:
    if game.rules.joker_mode == "wild":
        return [("ui.lesson.hint.joker.J7", {})]
    if game.rules.tunnels is not None:
        return [("ui.lesson.hint.joker", {}), ("ui.lesson.hint.joker.T4", {})]
    return [("ui.lesson.hint.joker", {})]


def _pass(game: Game) -> list[Line]:
    """What a pass is in this position, for the player to move (R4–R6, B4, B5, B8, K4, W4)."""
    rules = game.rules
    if game.to_move is None:
        return []
    if rules.opening_card is not None and rules.opening_card not in game.layout:
        return [("ui.lesson.hint.pass.B2", {})]
    if rules.passes is None:
        return [("ui.lesson.hint.pass.W4", {})]
    left = rules.passes - game.passes_used(game.to_move)
    if left > 0:
        ids = ("B4",) if rules.sevens == "played" else ("R4", "R5")
        return [("ui.lesson.hint.pass.left", {"rules": ids})]
    return [(f"ui.lesson.hint.pass.none.{rules.stuck}", {})]


def _options(question: Question, game: Game) -> list[Line]:
    """One line per kind of move among the options: cards, joker plays, a yūrei's exposed cards, a pass."""
    kinds = []
    for option in question.options:
        try:
            kind = Move.parse(option).kind
        except ShichiError:
            continue
        if kind not in kinds:
            kinds.append(kind)
    lines: list[Line] = []
    if "play" in kinds or "yurei" in kinds:
        lines += _placement(game)
    if "yurei" in kinds:
        lines.append(("ui.lesson.hint.yurei", {}))
    if "joker" in kinds:
        lines += _joker(game)
    if "pass" in kinds:
        lines += _pass(game)
    return lines


def _turn(game: Game) -> list[Line]:
    first = first_turn_rule(game)
    if first is not None:
        return [(f"ui.lesson.hint.turn.{first}", {})]
    return [("ui.lesson.hint.turn", {"rules": turn_rules(game)})]


def turn_rules(game: Game) -> tuple[str, ...]:
    """The rules that say who moves next after a turn, by the flags: R1 (clockwise), R7 where players go out
    and the others play on, and the rules that take a player out of the turns (R9, B5, K4, J8, G1)."""
    rules = game.rules
    ids = ["R1"]  # clockwise; who is skipped depends on the flags:
    if rules.end != "first-out":
        ids.append("R7")  # players who went out (a hand that ends at the first out skips nobody for that)
    ids += {"bankrupt": ["R9"], "yurei": ["B5"], "leave": ["K4"]}.get(rules.stuck, [])
    if rules.joker_alone_drops_out:
        ids.append("J8")
    if rules.ghost_talk:
        ids.append("G1")
    return tuple(ids)


def hint_lines(question: Question, game: Game) -> list[Line]:
    """The hint's sentences, as (key, values), for ``question`` in ``game``."""
    kind = question.kind
    if kind == "playable":
        lines = _placement(game)
        if question.player is not None:
            lines = [*lines, ("ui.lesson.hint.player_holds", {"player": question.player})]
        return lines
    if kind == "next":
        return _next(question, game)
    if kind == "kills":
        lines = [("ui.lesson.hint.kills_group" if game.rules.kill == "group" else "ui.lesson.hint.kills", {})]
        if game.rules.tunnels is not None and game.rules.kill != "group":
            lines.append(("ui.lesson.hint.kills.K7", {}))
        if game.rules.diagonal:
            lines.append(("ui.lesson.hint.kills.K9", {}))
        return lines
    if kind == "joker":
        return _joker(game)
    if kind == "turn":
        return _turn(game)
    if question.ask in ("legal", "illegal"):
        return _options(question, game)
    return _placement(game)  # choose a playable / not playable cell


def hint_text(question: Question, game: Game, lang: str = "en") -> str:
    """The hint in ``lang``: "Hint: " and the lines, one sentence each."""
    row = locale(lang)
    sentences = []
    for key, values in hint_lines(question, game):
        shown = dict(values)
        if "rules" in shown:
            shown["rules"] = row.join(shown["rules"])
        if "suit" in shown:
            shown["suit"] = suit_name(shown["suit"], lang, plural=True)
        sentences.append(message(key, lang, **shown))
    return message("ui.lesson.hint.prefix", lang, text=row.sentences(*sentences))
