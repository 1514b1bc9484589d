"""Feedback that is always true: for every question of every shipped lesson and every item a learner can pick
(each of the 52 cells of the layout, or each offered option), every sentence of the hint and of the answer
names an item and states only facts that the engine confirms in the position the learner sees.

The facts are read back from the English sentences by the patterns below (playable or not, in the layout,
held by whom, killed or not by the card played, which cells are still empty, legal or not, whose turn), and
checked against the engine's public API and a small adjacency reference written here. A sentence that states
none of the known facts fails too, so a new kind of sentence must be taught to this test before it ships.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from lesson_rules import hint_problems

from shichi_widgets import Card, Game, Move
from shichi_widgets.engine.messages import text
from shichi_widgets.widgets import Lesson
from shichi_widgets.widgets.lesson import Step

CARD = r"(?:10|[2-9AJQK])[♠♥♣♦]"
CELLS = [str(Card.from_index(i)) for i in range(52)]
STATUS_WORDS = {text(f"status.{s}"): s for s in ("out", "bankrupt", "yurei", "dropped-out", "ghost", "active")}


def candidates(step: Step) -> list[str]:
    """Everything the learner can pick: the offered options, or any of the 52 cells."""
    q = step.question
    return list(q.options) if q.picks == "options" else list(CELLS)


def seat(number: str) -> int:
    """The 0-based seat of a player named in a sentence: people count from 1 ("Player 1" is seat 0)."""
    return int(number) - 1


def holder(game: Game, card: Card) -> int | None:
    return next((p for p in range(game.players) if card in game.hand(p)), None)


def after_play(game: Game, card: Card) -> Game:
    after = game.copy()
    after.play(Move.play(card))
    return after


def neighbours(game: Game, card: Card) -> set[Card]:
    """Orthogonal neighbours of a cell on the kill-game board (K1, K7), worked out from the row order here."""
    rows = [str(s) for s in game.row_order]
    row, col = rows.index(str(card.suit)), int(card.rank) - 1
    cylinder = game.rules.tunnels == "open"
    out = set()
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if cylinder:
            c %= 13
        if 0 <= r < 4 and 0 <= c < 13:
            out.add(Card.parse(f"{['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][c]}{rows[r]}"))
    return out


def edges(game: Game, card: Card) -> str:
    """Which edge rows the empty cells connected to ``card``'s cell lose (K8): "top", "bottom" or "both"
    (or "none" when they still reach both)."""
    rows = [str(s) for s in game.row_order]
    layout = set(game.layout)
    seen, todo = {card}, [card]
    while todo:
        here = todo.pop()
        for near in neighbours(game, here):
            if near not in layout and near not in seen:
                seen.add(near)
                todo.append(near)
    found = {rows.index(str(c.suit)) for c in seen}
    return {(True, True): "none", (True, False): "bottom", (False, True): "top"}.get((0 in found, 3 in found), "both")


def reaches_top_and_bottom(game: Game, card: Card) -> bool:
    """K8 by its words: the empty cells connected to ``card``'s cell reach both the top and the bottom row."""
    rows = [str(s) for s in game.row_order]
    layout = set(game.layout)
    seen, todo = {card}, [card]
    while todo:
        here = todo.pop()
        for near in neighbours(game, here):
            if near not in layout and near not in seen:
                seen.add(near)
                todo.append(near)
    found = {rows.index(str(c.suit)) for c in seen}
    return 0 in found and 3 in found


# --------------------------------------------------------------------------------------------- the checker

Check = Callable[[re.Match], bool]


def fact_checks(step: Step) -> list[tuple[str, Check]]:
    """(pattern, check) pairs: each pattern is a fact a sentence may state; check says whether it is true."""
    game = step.position()
    q = step.question
    cells = game.playable_cells()
    layout = set(game.layout)
    legal = {str(m) for m in game.legal_moves()} if game.to_move is not None else set()
    played = q.card
    after = after_play(game, played) if q.kind == "kills" else None
    kills = game.kills_if(played) if q.kind == "kills" else frozenset()
    answer = step.answer()
    labels = {step.option_labels().get(item, item): item for item in candidates(step)}
    first_turn = not game.history and game.rules.sevens == "dealt" and layout == {Card.parse(f"7{s}") for s in "♠♥♣♦"}
    label = "|".join(re.escape(k) for k in sorted(labels, key=len, reverse=True))

    def card(m: re.Match, group: int = 1) -> Card:
        return Card.parse(m.group(group))

    def listed(value: str) -> list[Card]:
        return [Card.parse(c) for c in re.findall(CARD, value)]

    def hand_of(who: str, c: Card) -> bool:
        if who == "out of play":
            return holder(game, c) is None and c not in layout
        return holder(game, c) == seat(re.search(r"\d", who).group())

    return [
        # cells
        (rf"({CARD}) is already in the layout", lambda m: card(m) in layout),
        (rf"({CARD}) is playable", lambda m: card(m) in cells),
        (rf"^({CARD}): Not playable", lambda m: card(m) not in cells and card(m) not in layout),
        (rf"({CARD}) must come first, going (up|down) from the 7", lambda m: card(m) not in layout),
        (rf"[Pp]layer (\d) holds ({CARD})", lambda m: Card.parse(m.group(2)) in game.hand(seat(m.group(1)))),
        (rf"[Pp]layer (\d) does not hold ({CARD})",
         lambda m: Card.parse(m.group(2)) not in game.hand(seat(m.group(1)))),
        # kills (K3, K7, K8), in the position before the play
        (rf"^({CARD}) is killed by ({CARD})", lambda m: card(m, 2) == played and card(m) in kills),
        (rf"^({CARD}) is killed by {CARD}.*penalty card of player (\d)",
         lambda m: holder(game, card(m)) == seat(m.group(2))),
        (rf"^({CARD}) is killed by {CARD}.*becomes out of play", lambda m: holder(game, card(m)) is None),
        (rf"^({CARD}) is killed by {CARD}, which cuts its group of empty cells off from (?:the )?(top|bottom|both)",
         lambda m: edges(after, card(m)) == m.group(2)),
        (rf"^({CARD})(?: \((in player \d's hand|out of play)\))? is not killed by ({CARD})",
         lambda m: card(m, 3) == played and card(m) not in kills and (not m.group(2) or hand_of(m.group(2), card(m)))),
        (rf"^({CARD}) .*an empty cell is still next to it \(([^)]*)\)",
         lambda m: all(c not in set(after.layout) and c in neighbours(game, card(m)) for c in listed(m.group(2)))),
        (rf"^({CARD}) .*: ({CARD}), next to it through the tunnel, is still empty",
         lambda m: card(m, 2) not in set(after.layout) and card(m, 2) in neighbours(game, card(m))
         and card(m, 2).suit == card(m).suit),
        (rf"^({CARD}) .*its group of empty cells still reaches both the top and the bottom row",
         lambda m: reaches_top_and_bottom(after, card(m))),
        (rf"^({CARD}) is the card played", lambda m: card(m) == played),
        (rf"^Playing ({CARD}) kills no cell", lambda m: card(m) == played and not kills),
        # moves
        (rf"^({label}): Legal", lambda m: labels[m.group(1)] in legal),
        (rf"^({label}): Not legal", lambda m: labels[m.group(1)] not in legal),
        (r"^pass: .*(?:may pass|passes and puts|passing declares|passing leaves|passing becomes)",
         lambda m: "pass" in legal),
        (r"[Pp]layer (\d) has used all (\d+) passes", lambda m: game.passes_used(seat(m.group(1))) == int(m.group(2))),
        # turns (R1, R3, R7): the first turn (R3) only before any turn, with the 7s alone in the layout (S1)
        (r"^Player (\d) makes the first turn: whoever held 7♦ starts \(R3\)",
         lambda m: seat(m.group(1)) == game.to_move and first_turn),
        (r"^Player (\d) does not make the first turn: whoever held 7♦ starts, and that is player (\d) \(R3\)",
         lambda m: seat(m.group(1)) != game.to_move and seat(m.group(2)) == game.to_move and first_turn),
        # B2: the holder of the opening card opens, before any card is down
        (rf"^Player (\d) makes the first turn: the holder of ({CARD}) opens the hand \(B2\)",
         lambda m: seat(m.group(1)) == game.to_move and not layout and Card.parse(m.group(2)) == game.rules.opening_card
         and Card.parse(m.group(2)) in game.hand(seat(m.group(1)))),
        (rf"^Player (\d) does not make the first turn: the holder of ({CARD}), player (\d), opens the hand \(B2\)",
         lambda m: seat(m.group(1)) != game.to_move == seat(m.group(3)) and not layout
         and Card.parse(m.group(2)) == game.rules.opening_card
         and Card.parse(m.group(2)) in game.hand(seat(m.group(3)))),
        (r"^Player (\d) makes the next turn", lambda m: seat(m.group(1)) == game.to_move),
        (r"^Player (\d) takes no more turns: ([\w ]+) \(",
         lambda m: STATUS_WORDS.get(m.group(2)) != "active" and (
             game.status(seat(m.group(1))) == STATUS_WORDS.get(m.group(2))
             or (STATUS_WORDS.get(m.group(2)) == "ghost" and game.ghost == seat(m.group(1))))),
        (r"^Player (\d) plays later: going clockwise, player (\d) comes first",
         lambda m: game.status(seat(m.group(1))) == "active" and seat(m.group(2)) == game.to_move),
        # the hint
        (rf"^({label}): right\.$", lambda m: labels[m.group(1)] in answer),
        (rf"^({label}): not right\.$", lambda m: labels[m.group(1)] not in answer),
        # the hint line: its rules apply to the flags and lead to the engine's answer (lesson_rules.py)
        (r"^Hint: .*", lambda m: not hint_problems(step, {"en": m.group(0)})),
    ]


def false_facts(step: Step, sentence: str) -> list[str]:
    """The facts ``sentence`` states that the engine contradicts; raises when it states no known fact."""
    wrong, stated = [], 0
    for pattern, check in fact_checks(step):
        for m in re.finditer(pattern, sentence):
            stated += 1
            if not check(m):
                wrong.append(m.group(0))
    if not stated:
        raise AssertionError(f"step {step.number}: no known fact in {sentence!r}: teach this test the sentence")
    return wrong


def names_an_item(step: Step, sentence: str, lang: str = "en") -> bool:
    labels = step.option_labels(lang)
    return any(sentence.startswith(labels.get(item, item)) for item in candidates(step)) \
        or sentence.startswith(text("ui.lesson.hint.prefix", lang, text=""))


QUESTIONS = [(name, index) for name in Lesson.builtins()
             for index, step in enumerate(Lesson.builtin(name).steps) if step.question is not None]


@pytest.mark.parametrize("name, index", QUESTIONS, ids=[f"{n}-{i + 1}" for n, i in QUESTIONS])
def test_every_feedback_sentence_for_every_pick_agrees_with_the_engine(name, index):
    """Hint and answer, for each single pick: every sentence names an item, and its facts are the engine's."""
    step = Lesson.builtin(name).steps[index]
    answer = step.answer()
    problems = []
    for item in candidates(step):
        label = step.option_labels().get(item, item)
        for verdict in (step.hint([item]), step.judge([item])):
            reasons = verdict["reasons"]
            about = [r for r in reasons if r.startswith(label)]
            assert about, f"{item}: no sentence names the item picked: {reasons}"
            for sentence in reasons:
                assert names_an_item(step, sentence), f"{item}: a sentence names no item: {sentence!r}"
                problems += [f"{item}: {sentence!r} says {fact!r}" for fact in false_facts(step, sentence)]
        assert (verdict["verdict"] == "right") == ({item} == answer)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("name, index", QUESTIONS, ids=[f"{n}-{i + 1}" for n, i in QUESTIONS])
def test_every_japanese_feedback_sentence_names_the_item_picked(name, index):
    step = Lesson.builtin(name).steps[index]
    for item in candidates(step):
        label = step.option_labels("ja").get(item, item)
        for verdict in (step.hint([item], "ja"), step.judge([item], "ja")):
            assert any(r.startswith(label) for r in verdict["reasons"]), (item, verdict["reasons"])
            assert "pass" not in " ".join(verdict["reasons"]) + verdict["summary"]  # パス in Japanese
            assert "JK=" not in " ".join(verdict["reasons"]) + verdict["summary"]


def test_the_checker_catches_what_koroshi_step_3_used_to_say():
    """The old bullet for picking 9♣, the card played, as a killed cell (K3): 9♣ is in player 1's hand (seat 0)."""
    step = Lesson.builtin("koroshi").steps[2]
    assert step.question.card == Card.parse("9♣") and Card.parse("9♣") in step.game.hand(0)
    old = "9♣ is not killed by 9♣: 9♣ is already in the layout (L1)."
    assert false_facts(step, old) == ["9♣ is already in the layout"]
    assert false_facts(step, step.judge(["9♣"])["reasons"][0]) == []


def test_the_checker_catches_a_false_kill_a_false_holder_and_a_wrong_empty_neighbour():
    step = Lesson.builtin("koroshi").steps[2]  # 9♣ kills 9♥ (K3)
    # 9♥ is held by seat 1, "player 2" (people count from 1)
    assert false_facts(step, "9♥ is killed by 9♣ and becomes a penalty card of player 2 (K3).") == []
    assert false_facts(step, "9♥ is killed by 9♣ and becomes a penalty card of player 3 (K3).") \
        == ["9♥ is killed by 9♣ and becomes a penalty card of player 3"]
    assert false_facts(step, "9♥ is killed by 9♣ and becomes a penalty card of player 1 (K3).") \
        == ["9♥ is killed by 9♣ and becomes a penalty card of player 1"]
    assert false_facts(step, "J♥ is killed by 9♣ and becomes a penalty card of player 1 (K3).") \
        == ["J♥ is killed by 9♣"]
    alive = "{} (in player {}'s hand) is not killed by 9♣: an empty cell is still next to it ({}) (K3)."
    assert false_facts(step, alive.format("J♥", 2, "Q♥")) == ["J♥ (in player 2's hand) is not killed by 9♣"]
    assert not false_facts(step, alive.format("J♥", 1, "Q♥"))  # J♥ is held by seat 0: player 1
    assert len(false_facts(step, alive.format("9♥", 2, "8♥"))) == 2  # 9♥ is killed, and 8♥ is in the layout
    with pytest.raises(AssertionError, match="no known fact"):
        false_facts(step, "9♥ is fine.")


def test_koroshi_step_13_says_why_k_spades_lives_through_the_tunnel():
    """K7: with K♥ played, K♠ keeps A♠ (through the tunnel) as an empty neighbour; the bullet says so."""
    step = Lesson.builtin("koroshi").steps[12]
    (sentence,) = [r for r in step.judge(["K♠"])["reasons"] if r.startswith("K♠")]
    assert "A♠, next to it through the tunnel, is still empty (K7)" in sentence
    assert "in player 2's hand" in sentence and not false_facts(step, sentence)  # seat 1, counted from 1


def test_koroshi_step_10_asks_what_its_question_asks():
    step = Lesson.builtin("koroshi").steps[9]
    assert step.question.kind == "playable" and step.question.player == 2
    assert "Which cards could player 3 play now?" in step.caption  # seat 2, counted from 1
    assert "プレイヤー3が今出せるカードはどれでしょう？" in step.captions["ja"]


def test_koroshi_step_19_says_9_spades_group_is_cut_off_from_the_bottom_row_only():
    """K8: a group dies when it loses the top row OR the bottom row. 9♠ is in the top row: playing 9♣ cuts its
    group off from the bottom row only, and the bullet says so (in Japanese, as what the play would do)."""
    step = Lesson.builtin("koroshi").steps[18]
    (en,) = [r for r in step.judge(["9♠"])["reasons"] if r.startswith("9♠")]
    assert "cuts its group of empty cells off from the bottom row" in en and not false_facts(step, en)
    assert false_facts(step, en.replace("the bottom row", "the top row"))
    (ja,) = [r for r in step.judge(["9♠"], "ja")["reasons"] if r.startswith("9♠")]
    assert "一番下の段とつながらなくなるからです（K8）" in ja and "なりました" not in ja


def said_facts(sentence: str) -> tuple:
    """The cards, players (as numbers) and rule ids a sentence names, in either language."""
    cards = set(re.findall(CARD, sentence))
    players = set(re.findall(r"(?:[Pp]layers? |プレイヤー)(\d)", sentence))
    rules = set(re.findall(r"(?<![A-Za-z0-9])([LRSJTGKBW]\d{1,2})(?![0-9])", sentence))
    return cards, players, rules


@pytest.mark.parametrize("name, index", QUESTIONS, ids=[f"{n}-{i + 1}" for n, i in QUESTIONS])
def test_every_japanese_sentence_names_the_same_cards_players_and_rules_as_the_english(name, index):
    """The English sentences are read back against the engine above; each Japanese sentence, in the same
    place, names the same cards, the same players (counted from 1) and cites the same rules."""
    step = Lesson.builtin(name).steps[index]
    problems = []
    for item in candidates(step):
        for how in ("hint", "judge"):
            en = getattr(step, how)([item])["reasons"]
            ja = getattr(step, how)([item], "ja")["reasons"]
            assert len(en) == len(ja), (item, en, ja)
            problems += [f"{item}: {e!r} / {j!r}" for e, j in zip(en, ja, strict=True)
                         if said_facts(e) != said_facts(j)]
    assert not problems, "\n".join(problems[:10])


def test_the_cross_language_check_finds_a_player_a_card_or_a_rule_that_differs():
    english = said_facts("Player 2 holds 5♠ (R4).")
    assert english == said_facts("プレイヤー2は5♠を持っています（R4）。")
    slips = ("プレイヤー1は5♠を持っています（R4）。",  # another player
             "プレイヤー2は6♠を持っています（R4）。",  # another card
             "プレイヤー2は5♠を持っています。")  # no rule
    for slip in slips:
        assert said_facts(slip) != english, slip
