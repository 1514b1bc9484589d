"""The shipped lessons as a catalogue of the rulebook: every lesson loads, and every worked example of docs/rules.md
is a step of the lesson of its variant that cites the example's rule id, whose position reproduces the example,
and whose question the engine answers as the rulebook says.

The rulebook's facts are written out here (RULE_EXAMPLES and the constants below), independently of the lessons;
kills are also recomputed from the words of K3 and K8 by a small reference below, not by the engine.
"""

import random
import re
from collections.abc import Callable

import pytest

from shichi_widgets import Card, Game, Match, Move, Rank, Ruleset, RulesetError, Suit
from shichi_widgets.lessons import COURSE
from shichi_widgets.widgets import Lesson
from shichi_widgets.widgets.lesson import LESSONS, Step

RULE_EXAMPLES = {
    # section 1, 2 and 4: the lessons basics, passes and tunnels
    "L3": "basics", "R9": "passes", "T2": "tunnels", "T3": "tunnels", "T4": "tunnels",
    # section 3: jokers
    "J1": "jokers", "J2": "jokers", "J3": "jokers", "J4": "jokers", "J5": "jokers", "J6": "jokers",
    "J7": "jokers", "J8": "jokers", "J9": "jokers",
    # section 6: kill games
    "K1": "koroshi", "K2": "koroshi", "K3": "koroshi", "K4": "koroshi", "K5": "koroshi", "K6": "koroshi",
    "K7": "koroshi", "K8": "koroshi", "K9": "koroshi", "K10": "koroshi",
    # section 7: Seven Bridge
    "B1": "seven-bridge", "B2": "seven-bridge", "B3": "seven-bridge", "B4": "seven-bridge", "B5": "seven-bridge",
    "B6": "seven-bridge", "B7": "seven-bridge", "B8": "seven-bridge",
    # section 8: Western Sevens
    "W1": "sevens", "W2": "sevens", "W3": "sevens", "W4": "sevens", "W5": "sevens", "W6": "sevens",
}
SHIPPED = {"basics", "passes", "tunnels", "jokers", "koroshi", "seven-bridge", "sevens"}
NEW = ("jokers", "koroshi", "seven-bridge", "sevens")

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SEVENS = {"7♠", "7♥", "7♣", "7♦"}


def run(suit: str, low: str, high: str) -> set[str]:
    return {rank + suit for rank in RANKS[RANKS.index(low) : RANKS.index(high) + 1]}


R9_LAYOUT = run("♠", "6", "Q") | run("♥", "5", "10") | run("♣", "A", "8") | run("♦", "4", "9")
R9_FILLED = {"Q♥", "K♥", "A♥", "2♠", "Q♣", "J♦"}
R9_PLAYS = {"5♠", "K♠", "4♥", "J♥", "9♣", "3♦", "10♦"}
J6_PLAYS = {"JK=5♠+4♠", "JK=4♥+3♥", "JK=9♣+10♣", "JK=3♦+2♦", "JK=10♦+Q♦"}
T4_PLAYS = {"JK=K♣+J♣", "JK=K♠+A♠", "JK=J♥+2♥"}


# --------------------------------------------------------------------------------------------- helpers

_LOADED: dict[str, Lesson] = {}


def lesson(name: str) -> Lesson:
    if name not in _LOADED:
        _LOADED[name] = Lesson.from_file(LESSONS / f"{name}.json")
    return _LOADED[name]


def cites(step: Step, rule: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9]){rule}(?![0-9])", step.caption) is not None


def steps(rule: str, where: Callable[[Step], bool] = lambda step: True) -> list[Step]:
    """The steps of the rule's lesson that cite it and fit ``where``."""
    return [step for step in lesson(RULE_EXAMPLES[rule]).steps if cites(step, rule) and where(step)]


def the_step(rule: str, where: Callable[[Step], bool], what: str) -> Step:
    found = steps(rule, where)
    assert found, f"no step of the {RULE_EXAMPLES[rule]!r} lesson cites {rule} with {what}"
    return found[0]


def layout(game: Game) -> set[str]:
    return {str(card) for card in game.layout}


def row(game: Game, suit: str) -> set[str]:
    return {card for card in layout(game) if card.endswith(suit)}


def playable(game: Game, suit: str = "") -> set[str]:
    return {str(card) for card in game.playable_cells() if str(card).endswith(suit)}


def hand(game: Game, player: int) -> set[str]:
    return {str(card) for card in game.hand(player)}


def joker_moves(game: Game) -> set[str]:
    return {str(move) for move in game.legal_moves() if move.kind == "joker"}


def legal(game: Game) -> set[str]:
    return {str(move) for move in game.legal_moves()}


def asks(kind: str, **fields) -> Callable[[Step], bool]:
    def where(step: Step) -> bool:
        q = step.question
        return q is not None and q.kind == kind and all(getattr(q, k) == v for k, v in fields.items())

    return where


def successive(game: Game, suit: str, count: int) -> list[str]:
    """The cards of ``suit`` that come next one after another, each the only playable one of its row."""
    cards = set(layout(game))
    spare = [r + s for s in "♠♥♣♦" if s != suit for r in RANKS if r != "7" and r + s not in cards]
    out = []
    for _ in range(count):
        position = Game.from_position(game.rules, layout=sorted(cards), hands=[[spare[0]], [spare[1]]])
        open_cells = playable(position, suit)
        assert len(open_cells) == 1, (out, open_cells)
        card = open_cells.pop()
        out.append(card)
        cards.add(card)
    return out


# ------------------------------------------------------------------------------ kills, by the words of K3 and K8


def cell(game: Game, card: Card) -> tuple[int, int]:
    return game.row_order.index(card.suit), int(card.rank) - 1


def neighbours(game: Game, r: int, c: int) -> list[tuple[int, int]]:
    """Orthogonal neighbours; with tunnels (K7) K and A are neighbours; rows 0 and 3 have an edge (K3)."""
    out = [(r + dr, c) for dr in (-1, 1) if 0 <= r + dr < 4]
    for dc in (-1, 1):
        if 0 <= c + dc < 13:
            out.append((r, c + dc))
        elif game.rules.tunnels == "open":
            out.append((r, (c + dc) % 13))
    return out


def reference_kills(game: Game, card: str) -> set[str]:
    played = Card.parse(card)
    filled = {cell(game, c) for c in game.layout} | {cell(game, played)}
    dead = {cell(game, c) for c in game.dead_cells}  # K4: dead cells count as empty, never walls
    empty = {(r, c) for r in range(4) for c in range(13)} - filled
    if game.rules.kill == "single":  # K3: every side a card or an edge
        killed = {e for e in empty if all(n in filled for n in neighbours(game, *e))}
    else:  # K8: alive only while connected by empty cells to both the top and the bottom row
        killed, seen = set(), set()
        for start in empty:
            if start in seen:
                continue
            group, todo = {start}, [start]
            while todo:
                for n in neighbours(game, *todo.pop()):
                    if n in empty and n not in group:
                        group.add(n)
                        todo.append(n)
            seen |= group
            if not ({r for r, _ in group} >= {0, 3}):
                killed |= group
    killed -= dead
    return {str(Card(game.row_order[r], Rank(c + 1))) for r, c in killed}


def walls(game: Game, card: str, after: str) -> tuple[str, int]:
    """Where ``card``'s cell is (inner, edge, corner) and how many cards wall it in once ``after`` is played."""
    filled = {cell(game, c) for c in game.layout} | {cell(game, Card.parse(after))}
    r, c = cell(game, Card.parse(card))
    around = neighbours(game, r, c)
    kind = {4: "inner", 3: "edge", 2: "corner"}[len(around)]
    return kind, sum(n in filled for n in around)


# --------------------------------------------------------------------------------------------- the catalogue


def test_every_shipped_lesson_loads_with_engine_answers():
    assert set(Lesson.builtins()) >= SHIPPED
    for name in Lesson.builtins():
        loaded = Lesson.from_file(LESSONS / f"{name}.json")
        assert loaded.title and len(loaded.steps) >= 5
        assert sum(step.question is not None for step in loaded.steps) >= len(loaded.steps) // 2, name
        for step in loaded.steps:
            if step.question is not None and step.question.kind in ("playable", "next", "choose"):
                assert step.answer(), (name, step.number)


@pytest.mark.parametrize("name", NEW)
def test_every_step_of_the_new_lessons_cites_a_rule_and_reads_in_english_and_japanese(name):
    for step in lesson(name).steps:
        assert re.search(r"\([^)]*\b[LRSJTGKBW]\d{1,2}\b[^)]*\)", step.caption), (name, step.number)
        assert "en" in step.captions and "ja" in step.captions, (name, step.number)


@pytest.mark.parametrize("rule", sorted(RULE_EXAMPLES, key=lambda r: (r[0], int(r[1:]))))
def test_every_rule_with_a_worked_example_is_cited_in_the_lesson_of_its_variant(rule):
    assert steps(rule), f"no step of {RULE_EXAMPLES[rule]!r} cites {rule}"


def check_L3() -> None:
    spades = the_step("L3", lambda s: row(s.game, "♠") == run("♠", "6", "Q"), "spades 6–Q")
    assert playable(spades.game, "♠") == {"5♠", "K♠"}
    if spades.question is not None and spades.question.kind == "next":
        assert spades.answer() <= {"5♠", "K♠"}
    clubs = the_step("L3", lambda s: row(s.game, "♣") == run("♣", "A", "8"), "clubs A–8")
    assert playable(clubs.game, "♣") == {"9♣"}


def check_R9() -> None:
    step = the_step("R9", lambda s: layout(s.game) == R9_LAYOUT | R9_FILLED, "R9's layout after the bankruptcy")
    assert playable(step.game) == R9_PLAYS
    assert "bankrupt" in step.game.statuses
    if step.question is not None and step.question.kind == "playable" and step.question.player is None:
        assert step.answer() == R9_PLAYS


def check_J1() -> None:
    step = the_step("J1", lambda s: s.game.rules.jokers == 1, "a joker")
    assert "JK" in {c for p in range(step.game.players) for c in hand(step.game, p)}
    for seed in range(3):  # 53 cards; the 7s laid out, the joker never
        game = Game.new("joker", players=4, seed=seed)
        assert sum(len(game.hand(p)) for p in range(4)) + len(game.layout) == 53
        assert layout(game) == SEVENS and not game.joker_cells


def check_J2() -> None:
    step = the_step("J2", asks("joker"), "a joker question")
    assert step.answer() == joker_moves(step.game) and step.answer()
    me = hand(step.game, step.game.to_move)
    for text in step.answer():
        move = Move.parse(text)
        assert str(move.joker_as) not in me and str(move.card) in me


def check_J3() -> None:
    step = the_step("J3", lambda s: any(t.move.kind == "joker" for t in s.game.history), "a joker played")
    turn = next(t for t in step.game.history if t.move.kind == "joker")
    x = str(turn.move.joker_as)
    assert x in layout(step.game) and not step.game.joker_cells
    takers = [p for p in range(step.game.players) if "JK" in map(str, step.game.hand(p))]
    assert takers and takers[0] != turn.player
    assert step.game.to_move == (turn.player + 1) % step.game.players  # not a turn for the swapper


def check_J4() -> None:
    step = the_step("J4", lambda s: row(s.game, "♠") == run("♠", "6", "Q") | {"2♠"}, "spades 6–Q and 2♠")
    assert "JK=5♠+4♠" in joker_moves(step.game)
    assert not any(Move.parse(m).joker_as == Card.parse("K♠") for m in joker_moves(step.game))
    assert step.question is not None and step.question.kind == "joker"
    assert "JK=5♠+4♠" in step.answer() and not any(m.startswith("JK=K♠") for m in step.answer())


def check_J5() -> None:
    step = the_step("J5", lambda s: [str(c) for c in s.game.hand(s.game.to_move)] == ["JK"], "a hand of the joker")
    assert legal(step.game) == {"pass"}


def check_J6() -> None:
    step = the_step("J6", lambda s: layout(s.game) == R9_LAYOUT | R9_FILLED and asks("joker")(s), "R9's layout")
    game = step.game
    assert step.answer() == J6_PLAYS == joker_moves(game)
    replaced = {"5♠", "4♥", "9♣", "3♦", "10♦", "K♠", "J♥"}
    assert not hand(game, game.to_move) & replaced, "the joker holder holds none of the replaced cards"
    offered = set(step.question.options)
    assert any(o.startswith("JK=K♠") for o in offered) and any(o.startswith("JK=J♥") for o in offered)
    after = the_step("J6", lambda s: any(str(t.move) == "JK=10♦+Q♦" for t in s.game.history), "JK=10♦+Q♦ played")
    assert {"10♦", "J♦", "Q♦"} <= layout(after.game) and playable(after.game, "♦") >= {"K♦"}


def check_J7() -> None:
    step = the_step("J7", lambda s: s.game.rules.joker_mode == "wild" and asks("joker")(s), "a wild joker question")
    game = step.game
    expected = {f"JK={c}" for c in playable(game) - hand(game, game.to_move)}
    assert step.answer() == expected == joker_moves(game)
    assert all(Move.parse(m).card is None for m in expected)  # played alone


def check_J8() -> None:
    step = the_step("J8", lambda s: "dropped-out" in s.game.statuses, "a player dropped out")
    game = step.game.copy()
    dropped = game.statuses.index("dropped-out")
    assert game.hand(dropped) == []
    rng = random.Random(8)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    ranking = game.result.ranking
    bankrupt = [p for p in range(game.players) if game.status(p) == "bankrupt"]
    above = [p for p in ranking if p != dropped and p not in bankrupt]
    assert ranking.index(dropped) == len(above), "ranked above the bankrupt and below everyone else"


def check_J9() -> None:
    step = the_step("J9", asks("joker"), "a joker question")
    game = step.game
    single = [p for p in range(game.players) if p != game.to_move and len(game.hand(p)) == 1]
    assert single
    (card,) = hand(game, single[0])
    assert card in playable(game) and f"JK={card}" in step.answer()
    after = game.copy()
    after.play(f"JK={card}")
    assert after.status(single[0]) == "dropped-out"
    caught = the_step("J9", lambda s: "dropped-out" in s.game.statuses, "the player caught with the joker")
    assert caught.game.statuses == after.statuses


def check_T2() -> None:
    clubs = the_step("T2", lambda s: s.game.rules.tunnels == "blocking"
                     and row(s.game, "♣") == run("♣", "A", "8") | {"Q♣"}, "clubs A–8 and Q♣")
    assert "9♣" not in playable(clubs.game)
    assert successive(clubs.game, "♣", 4) == ["K♣", "J♣", "10♣", "9♣"]
    if clubs.question is not None and clubs.question.kind == "next":
        assert clubs.answer() == {"K♣"}
    hearts = the_step("T2", lambda s: s.game.rules.tunnels == "blocking"
                      and row(s.game, "♥") == run("♥", "5", "10") | {"J♥", "Q♥", "K♥", "A♥"}, "hearts after J♥")
    assert playable(hearts.game, "♥") == {"2♥"} and "4♥" not in playable(hearts.game)
    assert successive(hearts.game, "♥", 3) == ["2♥", "3♥", "4♥"]
    if hearts.question is not None and hearts.question.kind == "next":
        assert hearts.answer() == {"2♥"}


def check_T3() -> None:
    clubs = the_step("T3", lambda s: s.game.rules.tunnels == "open"
                     and row(s.game, "♣") == run("♣", "A", "8") | {"Q♣"}, "clubs A–8 and Q♣")
    assert playable(clubs.game, "♣") == {"9♣", "K♣"}
    hearts = the_step("T3", lambda s: s.game.rules.tunnels == "open"
                      and row(s.game, "♥") == run("♥", "5", "10") | {"J♥", "Q♥", "K♥", "A♥"}, "hearts after J♥")
    assert playable(hearts.game, "♥") == {"2♥", "4♥"}


def check_T4() -> None:
    step = the_step("T4", lambda s: s.game.rules == Ruleset.preset("tunnel-joker")
                    and layout(s.game) == R9_LAYOUT | R9_FILLED, "R9's layout with blocking tunnels")
    game = step.game
    assert joker_moves(game) == T4_PLAYS
    assert "10♣" in hand(game, game.to_move) and "JK=9♣+10♣" not in legal(game)
    if step.question is not None and step.question.kind == "joker":
        assert step.answer() == T4_PLAYS
    spades = game.copy()
    spades.play("JK=K♠+A♠")
    assert successive(spades, "♠", 3) == ["3♠", "4♠", "5♠"]  # 5♠ the last spade
    hearts = game.copy()
    hearts.play("JK=J♥+2♥")
    assert playable(hearts, "♥") == {"3♥"}


def check_K1() -> None:
    step = the_step("K1", lambda s: s.game.rules.kill is not None, "a kill game")
    assert [s.symbol for s in step.game.row_order] == ["♠", "♥", "♣", "♦"]


def check_K2() -> None:
    step = the_step("K2", lambda s: layout(s.game) == SEVENS | {"8♥", "9♥"}, "8♥ and 9♥")
    rows = [s.symbol for s in step.game.row_order]
    above, below = rows[rows.index("♥") - 1], rows[rows.index("♥") + 1]
    assert {"9" + above, "9" + below} <= playable(step.game)
    assert step.question is not None and step.answer() == playable(step.game)
    linear = Game.from_position("shichi-narabe", layout=sorted(layout(step.game)), hands=[["2♦"], ["3♦"]])
    assert not {"9" + above, "9" + below} & playable(linear)


def check_K3() -> None:
    corner = the_step("K3", lambda s: asks("kills", card=Card.parse("Q♠"))(s) and "K♥" in layout(s.game)
                      and s.game.rules.tunnels is None and s.game.row_order[0] == Suit.SPADES, "K♥ and Q♠")
    assert corner.answer() == {"K♠"}
    seen = set()
    for step in steps("K3", asks("kills")):
        if step.game.rules.kill != "single" or step.game.rules.tunnels is not None:
            continue
        card = str(step.question.card)
        assert step.answer() == reference_kills(step.game, card), step.number
        seen |= {walls(step.game, killed, card) for killed in step.answer()}
    assert {("inner", 4), ("edge", 3), ("corner", 2)} <= seen
    assert any(len(step.answer()) >= 2 for step in steps("K3", asks("kills"))), "one play kills several cells"


def check_K4() -> None:
    choose = the_step("K4", asks("choose"), "a choice")
    assert choose.answer() == {"pass"} == legal(choose.game)
    left = the_step("K4", lambda s: "bankrupt" in s.game.statuses, "a player who left")
    p = left.game.statuses.index("bankrupt")
    assert left.game.hand(p) == [] and set(left.game.penalty_cards(p)) <= set(left.game.dead_cells)
    assert not {str(c) for c in left.game.penalty_cards(p)} & layout(left.game)  # not put into the layout


def check_K5() -> None:
    killed = the_step("K5", asks("kills"), "a last card killed")
    game = killed.game.copy()
    (victim,) = [p for p in range(game.players) if p != game.to_move and len(game.hand(p)) == 1]
    game.play(str(killed.question.card))
    assert game.status(victim) == "out" and len(game.penalty_cards(victim)) == 1
    alone = the_step("K5", lambda s: s.game.statuses.count("active") == 1, "the last player playing alone")
    game = alone.game.copy()
    while not game.is_over:
        game.play(next(m for m in game.legal_moves() if m.kind == "play"))
    assert game.result.scores == (0, 1, 0) and game.result.winner is None  # fewest penalty cards: 0 and 2 share


def check_K6() -> None:
    step = the_step("K6", lambda s: s.game.rules.hidden_penalties and asks("kills")(s), "hidden penalties")
    game = step.game.copy()
    game.play(str(step.question.card))
    for card in step.answer():
        owner = next(p for p in range(game.players) if card in {str(c) for c in game.penalty_cards(p)})
        assert card in hand(game, owner)


def check_K7() -> None:
    ace = the_step("K7", asks("choose", ask="playable"), "an ace through the tunnel")
    assert ace.answer() == {"A♣"} and "K♣" in layout(ace.game) and "2♣" not in layout(ace.game)
    corner = the_step("K7", asks("kills", card=Card.parse("K♥")), "K♥ next to K♠")
    assert corner.answer() == set()
    flat = Game.from_position("koroshi", layout=sorted(layout(corner.game)),
                              hands=[sorted(hand(corner.game, p)) for p in range(corner.game.players)])
    assert flat.kills_if("K♥") == {Card.parse("K♠")}
    seen = set()
    for step in steps("K7", asks("kills")):
        if step.game.rules.tunnels != "open" or step.game.rules.kill != "single":
            continue
        card = str(step.question.card)
        assert step.answer() == reference_kills(step.game, card), step.number
        for killed in step.answer():
            r, _ = cell(step.game, Card.parse(killed))
            kind, count = walls(step.game, killed, card)
            assert kind != "corner" and count == (3 if r in (0, 3) else 4)
            seen.add((killed[0], "top or bottom" if r in (0, 3) else "middle", count))
    assert {("K", "top or bottom", 3), ("K", "middle", 4)} <= seen and any(s[0] == "A" for s in seen)


def check_K8() -> None:
    groups = [s for s in steps("K8", asks("kills")) if s.game.rules.kill == "group"]
    assert groups
    edges = set()
    for step in groups:
        assert step.game.rules.tunnels == "open"  # played with tunnels as K7
        assert step.answer() == reference_kills(step.game, str(step.question.card)), step.number
        assert len(step.answer()) >= 2
        edges |= {cell(step.game, Card.parse(c))[0] in (0, 3) for c in step.answer()}
    assert edges == {True, False}, "a group walled in by cards, and one cut off with an edge"
    inner = next(s for s in groups if not any(cell(s.game, Card.parse(c))[0] in (0, 3) for c in s.answer()))
    single = the_step("K7", lambda s: s.game.rules.kill == "single" and layout(s.game) == layout(inner.game)
                      and asks("kills")(s), "the mushikui position with single kills")
    assert single.answer() == set() == reference_kills(single.game, str(single.question.card))


def check_K9() -> None:
    step = the_step("K9", lambda s: s.game.rules.diagonal and asks("playable")(s), "diagonal play")
    filled = {cell(step.game, c) for c in step.game.layout}
    diagonal_only = {c for c in step.answer()
                     if not any(n in filled for n in neighbours(step.game, *cell(step.game, Card.parse(c))))}
    assert {"9♠", "9♣"} <= diagonal_only
    kills = the_step("K9", lambda s: s.game.rules.diagonal and asks("kills")(s), "a kill with diagonal play")
    assert kills.answer() == reference_kills(kills.game, str(kills.question.card)) and kills.answer()


def check_K10() -> None:
    the_step("K10", lambda s: s.game.rules.kill is not None and not s.game.rules.jokers, "a kill game")
    with pytest.raises(RulesetError, match="K10"):
        Ruleset.preset("koroshi").replace(jokers=1, joker_mode="next")


def sizes_from_dealer(game: Game) -> list[int]:
    return [len(game.hand((game.dealer + k) % game.players)) for k in range(game.players)]


def check_B1() -> None:
    three = the_step("B1", lambda s: s.game.players == 3 and not s.game.layout, "a 3-player deal")
    assert sizes_from_dealer(three.game) == [18, 17, 17]
    five = the_step("B1", lambda s: s.game.players == 5 and not s.game.layout, "a 5-player deal")
    assert sizes_from_dealer(five.game) == [11, 11, 10, 10, 10]
    for seed in range(3):
        for players, expected in ((3, [18, 17, 17]), (5, [11, 11, 10, 10, 10])):
            assert sizes_from_dealer(Game.new("seven-bridge", players=players, seed=seed, dealer=seed % 3)) == expected


def check_B2() -> None:
    """The holder of the opening card opens (asked as "who opens?", so the caption's 7♦ is the rule, not the
    answer); until it is down it is the only playable cell; the opener may not pass."""
    opening = the_step("B2", lambda s: not s.game.layout and asks("turn")(s), "the opening")
    card = str(opening.game.rules.opening_card)
    (opener,) = opening.answer()
    assert playable(opening.game) == {card} and card in hand(opening.game, int(opener))
    no_pass = the_step("B2", asks("choose", ask="illegal"), "the opener's pass")
    assert no_pass.answer() == {"pass"} and "pass" not in legal(no_pass.game)
    classic = the_step("B2", lambda s: str(s.game.rules.opening_card) == "7♥" and asks("turn")(s), "7♥ opens")
    (opener,) = classic.answer()
    assert playable(classic.game) == {"7♥"} and "7♥" in hand(classic.game, int(opener))


def check_B3() -> None:
    step = the_step("B3", lambda s: row(s.game, "♦") == run("♦", "6", "8") and asks("playable")(s), "diamonds 6–8")
    assert step.answer() == {"5♦", "9♦"} | (SEVENS - layout(step.game))
    unopened = the_step("B3", asks("choose", ask="not-playable"), "a row without its 7")
    (card,) = unopened.answer()
    assert "7" + card[-1] not in layout(unopened.game)


def check_B4() -> None:
    by_choice = the_step("B4", lambda s: asks("choose", ask="legal")(s)
                         and playable(s.game) & hand(s.game, s.game.to_move), "a pass by choice")
    assert by_choice.answer() == {"pass"}
    assert by_choice.game.passes_used(by_choice.game.to_move) < by_choice.game.rules.passes
    stuck = the_step("B4", lambda s: s.game.passes_used(s.game.to_move) == 3, "no token left")
    assert legal(stuck.game) == {"pass"}


def check_B5() -> None:
    step = the_step("B5", lambda s: "yurei" in s.game.statuses, "a yūrei")
    yurei = step.game.statuses.index("yurei")
    assert step.game.exposed[yurei] and step.game.to_move != yurei
    yurei_moves = {m for m in legal(step.game) if m.startswith("yūrei ")}
    assert yurei_moves and step.answer() == yurei_moves == {"yūrei 5♥"}


def check_B6() -> None:
    value = the_step("B6", lambda s: s.game.is_over and s.game.rules.penalty == "value"
                     and not s.game.rules.kings_bonus, "the scores by value")
    assert value.game.result.scores == (0, 13, 15) and value.game.result.winner == 0
    assert value.game.exposed  # the yūrei's exposed cards count
    count = the_step("B6", lambda s: s.game.is_over and s.game.rules.penalty == "count", "the scores by count")
    assert count.game.result.scores == (0, 2, 2)
    last = the_step("B6", asks("playable", player=0), "the last card")
    assert last.answer() == {"9♠"} and len(last.game.hand(0)) == 1


def check_B7() -> None:
    the_step("B7", lambda s: True, "a match")
    rules = Ruleset.preset("seven-bridge")
    assert rules.match_hands == 5 and Match(rules, players=4, seed=1).hands == 5
    assert Match(rules, players=4, seed=1, target=100).target == 100


def check_B8() -> None:
    five = the_step("B8", lambda s: s.game.rules.passes == 5, "five tokens")
    game = five.game.copy()
    assert game.passes_used(game.to_move) == 4 and legal(game) == {"pass"}
    player = game.to_move
    game.play("pass")
    assert game.status(player) == "active" and game.passes_used(player) == 5
    no_yurei = the_step("B8", lambda s: s.game.rules.stuck == "lose-turn", "no yūrei")
    (turn,) = no_yurei.game.history
    assert str(turn.move) == "pass" and no_yurei.game.passes_used(turn.player) == 3
    assert no_yurei.game.status(turn.player) == "active" and not no_yurei.game.exposed
    wild = the_step("B8", lambda s: s.game.rules.jokers == 2, "jokers wild")
    assert wild.game.rules.joker_mode == "wild" and wild.game.rules.joker_penalty == 15
    assert wild.answer() == {f"JK={c}" for c in playable(wild.game) - hand(wild.game, wild.game.to_move)}
    kings = the_step("B8", lambda s: s.game.rules.kings_bonus == 5, "race to kings")
    assert kings.game.result.scores == (-2, 0, 11)


def check_W1() -> None:
    step = the_step("W1", lambda s: not s.game.layout and s.game.players == 4, "a new deal")
    assert step.game.chips == (19, 19, 19, 19) and step.game.pot == 4
    assert sum(len(step.game.hand(p)) for p in range(4)) == 52


def check_W2() -> None:
    step = the_step("W2", lambda s: not s.game.layout and asks("playable")(s), "the first card")
    game = step.game
    assert game.to_move == (game.dealer + 1) % game.players
    assert step.answer() == {c for c in hand(game, game.to_move) if c.startswith("7")} and step.answer()
    assert all(c.startswith("7") for c in playable(game))


def check_W3() -> None:
    step = the_step("W3", asks("playable"), "new 7s and building")
    new_sevens = SEVENS - layout(step.game)
    assert new_sevens and new_sevens <= step.answer() and step.answer() - new_sevens


def check_W4() -> None:
    paid = the_step("W4", lambda s: bool(s.game.history), "a pass paid")
    assert [str(t.move) for t in paid.game.history] == ["pass"]
    assert paid.game.chips == (19, 18, 19, 19) and paid.game.pot == 5
    must = the_step("W4", asks("choose", ask="illegal"), "a player who can play")
    assert must.answer() == {"pass"} and must.game.rules.passes is None
    assert must.game.passes_used(must.game.to_move) > 3  # no limit on passes


def check_W5() -> None:
    step = the_step("W5", lambda s: s.game.is_over, "the end of a hand")
    result = step.game.result
    assert result.winner == 0 and result.chips == (39, -3, 14, 30)


def check_W6() -> None:
    the_step("W6", lambda s: True, "the match")
    match = Match("sevens", players=4, seed=1)
    rng = random.Random(1)
    dealers = []
    while not match.is_over:
        game = match.game
        dealers.append(game.dealer)
        if game.players == 4:  # chips carry over from hand to hand, less the ante (W1)
            assert game.chips == tuple(total - 1 for total in match.totals)
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        match.next_hand()
    assert dealers[:5] == [0, 1, 2, 3, 0]  # the deal passes to the left
    assert match.winner in [seat for seat, total in enumerate(match.totals) if total == max(match.totals)]


CHECKS = {name.removeprefix("check_"): check for name, check in globals().items() if name.startswith("check_")}


def test_every_example_has_a_check():
    assert set(CHECKS) == set(RULE_EXAMPLES)


@pytest.mark.parametrize("rule", sorted(CHECKS, key=lambda r: (r[0], int(r[1:]))))
def test_the_worked_example_is_a_step_that_the_engine_answers_as_the_rulebook_says(rule):
    CHECKS[rule]()


# --------------------------------------------------------------------------------------------- the course (issue 10)

COURSE_ORDER = list(COURSE)  # the one definition (lessons/catalogue.py); its order is checked below
# The rule ids each lesson of the course teaches, as the README's "The course" lists them.
COURSE_RULES = {
    "how-to-play": {"R1", "R2", "S1", "R3", "R4", "L3", "R5", "R6", "R7", "R8"},
    "basics": {"L1", "L2", "L3", "L4", "S1", "R4"},
    "passes": {"R4", "R5", "R6", "R8", "R9"},
    "jokers": {"J1", "J2", "J3", "J4", "J5", "J6", "J7", "J8", "J9"},
    "tunnels": {"T1", "T2", "T3", "T4", "R9"},
    "ghost": {"G1", "R6", "R9"},
    "koroshi": {"K1", "K2", "K3", "K4", "K5", "K6", "K7", "K8", "K9", "K10"},
    "seven-bridge": {"B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8"},
    "sevens": {"W1", "W2", "W3", "W4", "W5", "W6"},
}
RULE_ID = re.compile(r"\b([LRSJTGKBW]\d{1,2})\b")


def cited(name: str) -> set[str]:
    return {rule for step in lesson(name).steps for rule in RULE_ID.findall(step.caption)}


def test_the_course_is_one_order_in_builtins_and_in_the_app():
    """How to play first; the layout (L3) before the passes lesson's gaps (R9); jokers (J2) before tunnels (T4)."""
    from shichi_widgets.app import App, lesson_titles

    place = COURSE_ORDER.index
    assert COURSE_ORDER[0] == "how-to-play" and set(COURSE_ORDER) == set(COURSE_RULES)
    assert place("basics") < place("passes") < place("ghost") and place("passes") < place("koroshi")
    assert place("jokers") < place("tunnels") and COURSE_ORDER[-2:] == ["seven-bridge", "sevens"]

    assert list(Lesson.builtins()) == COURSE_ORDER
    assert [name for _, name in lesson_titles("en")] == COURSE_ORDER == [name for _, name in lesson_titles("ja")]
    assert [title.split(". ", 1)[0] for title, _ in lesson_titles("en")] == [str(i) for i in range(1, 10)]
    app = App(seed=1, pace=0)
    assert [name for _, name in app.lesson_choice.options] == COURSE_ORDER
    assert app.lesson_choice.value == "how-to-play" and app.lesson.lesson_name == "how-to-play"
    shown = app.lesson
    shown.go(len(shown.steps) - 1)
    shown.next_lesson()  # the last step's button: the dropdown follows, the lesson is not rebuilt
    assert app.lesson_choice.value == "basics" and app.lesson is shown and shown.index == 0


@pytest.mark.parametrize("name", COURSE_ORDER)
def test_each_lesson_cites_the_rules_the_course_says_it_teaches(name):
    assert COURSE_RULES[name] <= cited(name), COURSE_RULES[name] - cited(name)


def test_the_first_lesson_teaches_the_deal_who_starts_a_turn_and_the_goal():
    """R2 (the deal), R3 (the holder of 7♦ starts), R7 (going out) and R8 (the ranking) are taught and asked."""
    first = lesson("how-to-play")
    assert {"R2", "R3", "R7", "R8"} <= cited("how-to-play")
    deal = Game.new("shichi-narabe", players=4, seed=6, dealer=3)  # the deal the lesson shows, dealt again
    assert first.steps[0].game == deal
    assert sum(len(deal.hand(p)) for p in range(4)) + 4 == 52 and deal.dealer == 3  # every card dealt (R2, S1)
    turn = next(step for step in first.steps if step.question is not None and step.question.kind == "turn")
    assert "R3" in turn.caption and turn.answer() == {str(deal.to_move)}
    # seat 2 is "player 3": people count from 1
    assert "player 3 put down 7♦" in turn.caption and "7♦" not in turn.question.hint_in("en")  # a fact, not the rule
    going_out = first.steps[5]
    assert going_out.question.kind == "turn" and going_out.game.status(1) == "out"
    assert going_out.answer() == {"2"}  # seat 0 just played: seat 1 is out and skipped (R7)


def test_each_lesson_says_where_it_is_in_the_course_and_its_last_step_offers_the_next():
    for number, name in enumerate(COURSE_ORDER, 1):
        shown = Lesson.builtin(name)
        assert shown.view["course"] == f"lesson {number} of 9" and shown.view["done"] == ""
        shown.go(len(shown.steps) - 1)
        assert shown.view["done"].startswith(f"That is the end of lesson {number}, {shown.title}.")
        following = shown.view["next_lesson"]
        if number < 9:
            assert following["name"] == COURSE_ORDER[number]
            shown.next_lesson()
            assert shown.lesson_name == COURSE_ORDER[number] and shown.index == 0
            assert shown.view["course"] == f"lesson {number + 1} of 9"
        else:
            assert following is None and "last lesson of the course" in shown.view["done"]
            with pytest.raises(ValueError, match="last lesson of the course"):
                shown.next_lesson()


def test_a_teachers_own_lesson_is_outside_the_course():
    own = Lesson.from_file(LESSONS / "basics.json")
    assert own.lesson_name == "" and own.view["course"] == "" and own.view["next_lesson"] is None
    with pytest.raises(ValueError, match="not part of the course"):
        own.next_lesson()


def test_while_a_question_is_asked_no_pointer_marks_its_answer():
    for name in COURSE_ORDER:
        for step in lesson(name).steps:
            if step.question is not None and step.question.picks == "cells":
                assert not {str(c) for c in step.point} & step.answer(), (name, step.number)


def test_the_docs_state_the_course_in_its_order():
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    docs = (root / "docs" / "lessons.md").read_text(encoding="utf-8")  # the course, beside the short README
    course = docs.split("## The course", 1)[1].split("\n## ", 1)[0]
    assert re.findall(r"\(`([\w-]+)`\)", course) == COURSE_ORDER
    for name in COURSE_ORDER:
        line = next(line for line in course.splitlines() if f"(`{name}`)" in line)
        assert lesson(name).title in line
    notebooks = (root / "notebooks" / "README.md").read_text(encoding="utf-8")
    order = ['"how-to-play"', "01 (", "02 (", "03 (", '"ghost"', "04 (", "05 ("]
    assert [notebooks.index(mark) for mark in order] == sorted(notebooks.index(mark) for mark in order)
