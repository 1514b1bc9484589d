"""The rules a lesson hint may cite, worked out by hand from docs/rules.md, apart from the engine and from
``shichi_widgets/lessons/hints.py``: which rule ids hold under which flags, where a card may go (L3, T2,
T3, K2 with K7/K9, B2, W2, B3/W3), when a pass is legal (R4/R5, B4, R6, B5, B8, K4, W4, B2), which joker
plays exist (J2 with T4, J7), what a play kills (K3 with K7, K8) and who moves next (R1/R7, R3).

:func:`hint_problems` checks a hint against them; the truth tests import it
(tests/widgets/test_lesson_hints_truth.py, tests/widgets/test_lesson_feedback_truth.py).
"""

from __future__ import annotations

import re

from shichi_widgets import Card, Game, Move
from shichi_widgets.engine import Rank, Ruleset, Suit
from shichi_widgets.lessons.questions import Step

RULE_ID = re.compile(r"(?<![A-Za-z0-9])([LRSJTGKBW]\d{1,2})(?![0-9])")
CELLS = [str(Card.from_index(i)) for i in range(52)]
SEVENS = {Card(suit, Rank(7)) for suit in Suit}


def _applies(rules: Ruleset) -> dict[str, bool]:
    """Which rule ids hold under these flags, from docs/rules.md (sections 1–8), written apart from the code."""
    linear = rules.kill is None
    dealt = rules.sevens == "dealt"
    bridge = not dealt and rules.opening_card is not None  # Seven Bridge (B1–B8)
    western = not dealt and rules.opening_card is None  # Western Sevens (W1–W6)
    table = {
        "L1": True, "L2": True, "L3": linear, "L4": linear,
        "R1": True, "R2": dealt, "S1": dealt, "R3": dealt, "R4": True,
        "R5": dealt and rules.passes is not None, "R6": rules.stuck == "bankrupt", "R7": rules.end != "first-out",
        "R8": rules.scoring == "rank", "R9": rules.stuck == "bankrupt", "R10": rules.stuck == "bankrupt",
        "J1": rules.jokers > 0, "J2": rules.joker_mode == "next", "J3": rules.jokers > 0,
        "J4": rules.joker_mode == "next", "J5": rules.joker_mode == "next", "J6": rules.joker_mode == "next",
        "J7": rules.joker_mode == "wild", "J8": rules.joker_alone_drops_out, "J9": rules.joker_mode == "wild",
        "T1": rules.tunnels is not None, "T2": linear and rules.tunnels == "blocking",
        "T3": linear and rules.tunnels == "open", "T4": rules.joker_mode == "next" and rules.tunnels is not None,
        "G1": rules.ghost_talk,
        "K1": not linear, "K2": not linear, "K3": not linear, "K4": rules.stuck == "leave", "K5": not linear,
        "K6": rules.hidden_penalties, "K7": not linear and rules.tunnels is not None, "K8": rules.kill == "group",
        "K9": rules.diagonal, "K10": not linear,
        "B1": bridge, "B2": bridge, "B3": bridge, "B4": bridge and rules.passes is not None,
        "B5": rules.stuck == "yurei", "B6": bridge, "B7": bridge, "B8": bridge,
        "W1": western, "W2": western, "W3": western, "W4": rules.passes is None and rules.must_play,
        "W5": western, "W6": western,
    }
    return table


def telling(label: str) -> bool:
    """An answer label that gives the answer away when said: one naming a card or a player ("pass" is a
    rule word every pass hint says)."""
    return bool(re.search(r"(?:10|[2-9AJQK])[♠♥♣♦]|[Pp]layer \d|プレイヤー\d", label))


def cited(text: str) -> list[str]:
    """The rule ids a sentence cites, in order (card names such as J♠ or 10♦ are not rule ids)."""
    return RULE_ID.findall(text)


# --------------------------------------------------------------------------------------------- the rules, by hand


def _rows(game: Game) -> list[Suit]:
    return list(game.row_order)


def _cell(suit: Suit, rank: int) -> Card:
    return Card(suit, Rank(rank))


def _first_missing(layout: set[Card], suit: Suit, ranks) -> Card | None:
    return next((_cell(suit, r) for r in ranks if _cell(suit, r) not in layout), None)


def l3_cells(game: Game) -> dict[Card, set[str]]:
    """L3: in each row whose 7 is down, the first cell not yet filled going down from 7 and going up."""
    layout, out = set(game.layout), {}
    for suit in Suit:
        if _cell(suit, 7) not in layout:
            continue
        for direction, ranks in (("down", range(6, 0, -1)), ("up", range(8, 14))):
            cell = _first_missing(layout, suit, ranks)
            if cell is not None:
                out.setdefault(cell, set()).add(direction)
    return out


def t2_cells(game: Game) -> dict[Card, set[str]]:
    """T2: as L3 until a side is complete; then only the other end, through the tunnel."""
    layout, out = set(game.layout), {}
    for suit in Suit:
        if _cell(suit, 7) not in layout:
            continue
        low = all(_cell(suit, r) in layout for r in range(1, 7))
        high = all(_cell(suit, r) in layout for r in range(8, 14))
        if low and not high:
            walks = [("down", range(13, 7, -1))]
        elif high and not low:
            walks = [("up", range(1, 7))]
        else:
            walks = [("down", range(6, 0, -1)), ("up", range(8, 14))]
        for direction, ranks in walks:
            cell = _first_missing(layout, suit, ranks)
            if cell is not None:
                out.setdefault(cell, set()).add(direction)
    return out


def t3_cells(game: Game) -> dict[Card, set[str]]:
    """T3: up from the 7 to the K, then on at the A; down from the 7 to the A, then on at the K."""
    layout, out = set(game.layout), {}
    for suit in Suit:
        if _cell(suit, 7) not in layout:
            continue
        up, down = [*range(8, 14), *range(1, 7)], [*range(6, 0, -1), *range(13, 7, -1)]
        for direction, ranks in (("up", up), ("down", down)):
            cell = _first_missing(layout, suit, ranks)
            if cell is not None:
                out.setdefault(cell, set()).add(direction)
    return out


def b3_cells(game: Game) -> dict[Card, set[str]]:
    """B3/W3: any 7 not yet down; in an opened row, one below its lowest card and one above its highest."""
    layout, out = set(game.layout), {}
    for suit in Suit:
        if _cell(suit, 7) not in layout:
            out[_cell(suit, 7)] = {"up", "down"}
            continue
        ranks = [r for r in range(1, 14) if _cell(suit, r) in layout]
        if min(ranks) > 1:
            out.setdefault(_cell(suit, min(ranks) - 1), set()).add("down")
        if max(ranks) < 13:
            out.setdefault(_cell(suit, max(ranks) + 1), set()).add("up")
    return out


def neighbours(game: Game, card: Card, wrap: bool, diagonal: bool = False) -> set[Card]:
    """The cells next to ``card`` on the kill-game board (K1), the ends of a row joined when ``wrap`` (K7)."""
    rows = _rows(game)
    row, col = rows.index(card.suit), int(card.rank) - 1
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)] + ([(-1, -1), (-1, 1), (1, -1), (1, 1)] if diagonal else [])
    out = set()
    for dr, dc in steps:
        r, c = row + dr, col + dc
        if wrap:
            c %= 13
        if 0 <= r < 4 and 0 <= c < 13:
            out.add(_cell(rows[r], c + 1))
    return out


def k2_cells(game: Game, wrap: bool, diagonal: bool) -> dict[Card, set[str]]:
    """K2: an empty cell, not killed, next to a card in the layout (K7 through the tunnel, K9 diagonally)."""
    layout = set(game.layout)
    gone = set(game.killed_cells) | set(game.dead_cells)
    return {Card.from_index(i): set() for i in range(52)
            if Card.from_index(i) not in layout | gone
            and neighbours(game, Card.from_index(i), wrap, diagonal) & layout}


def placement(game: Game, ids: list[str]) -> dict[Card, set[str]] | None:
    """Where a card may go by the rule the hint cites; None when it cites none."""
    if "K2" in ids:
        return k2_cells(game, wrap="K7" in ids, diagonal="K9" in ids)
    rules = game.rules
    if "B2" in ids and rules.opening_card is not None and rules.opening_card not in game.layout:
        return {rules.opening_card: set()}
    if "W2" in ids and not game.layout:
        return {seven: set() for seven in SEVENS}
    if "B3" in ids or "W3" in ids:
        return b3_cells(game)
    if "T2" in ids:
        return t2_cells(game)
    if "T3" in ids:
        return t3_cells(game)
    if "L3" in ids:
        return l3_cells(game)
    return None


def beyond(game: Game, cell: Card, direction: str, wrap: bool) -> Card | None:
    """J2: the next card not yet filled beyond ``cell`` in ``direction`` (through the tunnel with T4)."""
    layout, rank = set(game.layout), int(cell.rank)
    for _ in range(12):
        rank += 1 if direction == "up" else -1
        if wrap:
            rank = (rank - 1) % 13 + 1
        if not 1 <= rank <= 13 or rank == 7:
            return None
        if _cell(cell.suit, rank) not in layout:
            return _cell(cell.suit, rank)
    return None


def hand(game: Game, seat: int) -> set[Card]:
    return set(game.hand(seat))


def placement_of_rules(game: Game) -> dict[Card, set[str]]:
    """Where a card may go by the flags (for "a card that could be played now" in a joker line)."""
    rules = game.rules
    if rules.kill is not None:
        return k2_cells(game, wrap=rules.tunnels is not None, diagonal=rules.diagonal)
    if rules.sevens == "played":
        if rules.opening_card is not None and rules.opening_card not in game.layout:
            return {rules.opening_card: set()}
        return {seven: set() for seven in SEVENS} if not game.layout else b3_cells(game)
    return {"blocking": t2_cells, "open": t3_cells}.get(rules.tunnels, l3_cells)(game)


def plays_by_hint(game: Game, ids: list[str], cells: dict[Card, set[str]]) -> bool:
    """Whether the player to move has a play, by the rules the hint cites: a card of theirs on a cell the
    hint opens, a yūrei's exposed card there (B5), or a joker play (J2, J7)."""
    me = game.to_move
    mine = hand(game, me)
    if mine & set(cells):
        return True
    if "B5" in ids and any(set(cards) & set(cells) for cards in game.exposed.values()):
        return True
    if game.jokers(me):
        if "J7" in ids and set(cells) - mine:
            return True
        if "J2" in ids:
            return any(beyond(game, x, d, "T4" in ids) in mine for x in set(cells) - mine for d in cells[x])
    return False


def pass_rules(text: str) -> list[str]:
    """The rule ids cited by the sentences of a hint that speak of passing (B5 is also the yūrei's exposed
    cards, so which sentence cites it matters)."""
    return [rule for sentence in re.split(r"(?<=[.。])\s*", text) if re.search(r"pass|パス", sentence, re.I)
            for rule in cited(sentence)]


def legal_by_hint(game: Game, option: str, ids: list[str], cells: dict[Card, set[str]] | None,
                  passing: list[str] | None = None) -> bool | str:
    """Whether ``option`` is legal by the rules the hint cites, or a text saying why the hint cannot tell."""
    move = Move.parse(option)
    me = game.to_move
    if move.kind in ("play", "yurei", "joker") and cells is None:
        return "the hint gives no rule for where a card may go"
    if move.kind == "play":
        return move.card in cells and move.card in hand(game, me)
    if move.kind == "yurei":
        if "B5" not in ids:
            return "the hint does not say a yūrei's exposed card may be played (B5)"
        return move.card in cells and any(move.card in cards for cards in game.exposed.values())
    if move.kind == "joker":
        if game.jokers(me) == 0:
            return False
        if "J7" in ids:
            return move.card is None and move.joker_as in cells and move.joker_as not in hand(game, me)
        if "J2" in ids:
            x, y = move.joker_as, move.card
            if y is None or x not in cells or x in hand(game, me):
                return False
            return any(beyond(game, x, d, "T4" in ids) == y for d in cells[x]) and y in hand(game, me)
        return "the hint gives no joker rule (J2 or J7)"
    if move.kind == "pass":
        can_play = plays_by_hint(game, ids, cells) if cells is not None else None
        rules = game.rules
        ids = ids if passing is None else passing
        if "B2" in ids and rules.opening_card is not None and rules.opening_card not in game.layout:
            return False  # the opener may not pass
        if "W4" in ids:
            return rules.passes is None and can_play is False
        if {"R6", "B5", "B8", "K4"} & set(ids):
            if rules.passes is None or game.passes_used(me) < rules.passes:
                return "the hint says no pass is left, but one is"
            return can_play is False
        if {"R5", "B4"} & set(ids):
            if rules.passes is None or game.passes_used(me) >= rules.passes:
                return "the hint says a pass is left, but none is"
            return True
        return "the hint gives no rule for a pass"
    return f"no hint rule for {option}"


def kills_by_hint(game: Game, card: Card, ids: list[str]) -> set[Card] | str:
    """The cells playing ``card`` kills by the rule the hint cites: K3 (with K7) or K8."""
    after = game.copy()
    after.play(Move.play(card))
    layout = set(game.layout) | {card}
    before = set(game.killed_cells) | set(game.dead_cells)
    if "K8" in ids:
        wrap = game.rules.tunnels is not None  # K8 is played with tunnels, as K7
        empty = {Card.from_index(i) for i in range(52)} - layout - set(game.killed_cells)
        rows = _rows(game)
        alive = set()
        for start in empty:
            seen, todo = {start}, [start]
            while todo:
                here = todo.pop()
                for near in neighbours(game, here, wrap):
                    if near in empty and near not in seen:
                        seen.add(near)
                        todo.append(near)
            found = {rows.index(c.suit) for c in seen}
            if 0 in found and 3 in found:
                alive.add(start)
        return empty - alive - before
    if "K3" in ids:
        wrap = "K7" in ids
        out = set()
        for near in neighbours(game, card, wrap):
            if near not in layout and near not in before and neighbours(game, near, wrap) <= layout:
                out.add(near)
        return out
    return "the hint gives no kill rule (K3 or K8)"


def turn_by_hint(game: Game, ids: list[str]) -> int | str:
    """Who moves next by the rule the hint cites: R3 (the first turn: whoever held 7♦, which the position
    text records as the player to move), B2 (the holder of the opening card), W2 (the dealer's left),
    R1/R7 (clockwise from the last player, skipping those who take no turns)."""
    if "B2" in ids or "W2" in ids:
        if game.history or game.layout:
            return "the hint cites the opening (B2, W2) after a card was played"
        if "B2" in ids:
            return next(seat for seat in range(game.players) if game.rules.opening_card in game.hand(seat))
        return (game.dealer + 1) % game.players
    if "R3" in ids:
        if game.history or set(game.layout) != SEVENS:
            return "the hint cites the first turn (R3) after a turn was made"
        return game.to_move  # whoever held 7♦: the position text says who that is
    if "R1" in ids:
        if not game.history:
            return "the hint gives the order of turns (R1) for the first turn, which R3, B2 or W2 gives"
        last = game.history[-1].player
        for k in range(1, game.players + 1):
            seat = (last + k) % game.players
            if game.status(seat) == "active":
                return seat
        return "nobody is left to move"
    return "the hint gives no turn rule"


# --------------------------------------------------------------------------------------------- the checker


def hint_problems(step: Step, hint: dict[str, str]) -> list[str]:
    """What is false in a step's hint (``hint[lang]``, one text per language): rule ids that do not
    apply to the ruleset or differ between languages, an answer named, or a rule that does not lead to
    the engine's answer. Empty when the hint is true."""
    q, game = step.question, step.position()
    problems = []
    applies = _applies(game.rules)
    ids = {lang: cited(text) for lang, text in hint.items()}
    for lang, found in ids.items():
        for rule in found:
            if not applies.get(rule, False):
                problems.append(f"{lang}: cites {rule}, which does not apply to {game.rules.name} with these flags")
    if len({tuple(sorted(set(found))) for found in ids.values()}) > 1:
        problems.append(f"the languages cite different rules: {ids}")
    answer = step.answer()
    for lang, text in hint.items():
        labels = step.option_labels(lang)
        for item in answer:
            label = labels.get(item, item)
            if telling(label) and re.search(rf"(?<![0-9]){re.escape(label)}(?![0-9])", text):
                problems.append(f"{lang}: names the answer {label}")
    rules = ids.get("en") or next(iter(ids.values()))
    if q.kind == "playable":
        cells = placement(game, rules)
        if cells is None:
            return [*problems, "no rule for where a card may go"]
        got = set(cells)
        if q.player is not None:
            got &= hand(game, q.player)
        if {str(c) for c in got} != answer:
            problems.append(f"following the hint gives {sorted(map(str, got))}, the engine {sorted(answer)}")
    elif q.kind == "next":
        cells = placement(game, rules)
        if cells is None:
            return [*problems, "no rule for where a card may go"]
        got = {c for c, ways in cells.items() if c.suit == q.suit and (q.direction is None or q.direction in ways)}
        if {str(c) for c in got} != answer:
            problems.append(f"following the hint gives {sorted(map(str, got))}, the engine {sorted(answer)}")
    elif q.kind == "kills":
        got = kills_by_hint(game, q.card, rules)
        if isinstance(got, str) or {str(c) for c in got} != answer:
            problems.append(f"following the hint gives {got}, the engine {sorted(answer)}")
    elif q.kind == "turn":
        got = turn_by_hint(game, rules)
        if got != game.to_move:
            problems.append(f"following the hint gives {got}, the engine player seat {game.to_move}")
    else:  # joker, choose
        cells = placement(game, rules)
        if cells is None and ("J2" in rules or "J7" in rules):
            cells = placement_of_rules(game)  # J2/J7 say "a card that could be played now"
        for option in q.options:
            if q.kind == "choose" and q.ask in ("playable", "not-playable"):
                if cells is None:
                    return [*problems, "no rule for where a card may go"]
                by_hint: bool | str = Card.parse(option) in cells
                right = by_hint if q.ask == "playable" else not by_hint
            else:
                by_hint = legal_by_hint(game, option, rules, cells, pass_rules(hint.get("en", "")) or None)
                if isinstance(by_hint, str):
                    problems.append(f"{option}: {by_hint}")
                    continue
                right = by_hint if q.ask != "illegal" else not by_hint
            if right != (option in answer):
                problems.append(f"{option}: by the hint {'right' if right else 'not right'}, by the engine "
                                f"{'right' if option in answer else 'not right'}")
    return problems
