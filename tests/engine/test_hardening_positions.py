"""Positions no legal play reaches are refused by ``Game.from_text``, naming the line and the rule;
``Game.from_position`` reads cards given as text and refuses wrong types clearly (issue 14).

Each refused text is a valid text (which loads: the control) with one line edited."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, NotationError, PositionError, Ruleset, RulesetError
from shichi_widgets.engine.events import Killed

SEVENS = ["7♠", "7♥", "7♣", "7♦"]


# ------------------------------------------------------------------------------- base positions


def basic() -> str:
    hands = [["2♠", "9♥"], ["8♠", "9♠"], ["6♠", "5♠"]]
    return Game.from_position("shichi-narabe", layout=SEVENS, hands=hands).to_text()


def bankrupt(preset: str = "shichi-narabe", joker: bool = False) -> str:
    """Player 0 went bankrupt (R6, R9): with the joker in hand it was set aside (J5)."""
    hand = ["2♠", "JK"] if joker else ["2♠"]
    game = Game.from_position(preset, layout=SEVENS, hands=[hand, ["8♠", "9♠"], ["6♠", "5♠"]], passes_used=[3, 0, 0])
    game.play("pass")
    assert game.status(0) == "bankrupt"
    return game.to_text()


def finished_basic() -> str:
    game = Game.from_position("shichi-narabe", layout=SEVENS, hands=[["8♠"], ["6♠", "5♠"]])
    game.play("8♠")
    assert game.is_over
    return game.to_text()


def seven_bridge(**flags) -> str:
    rules = Ruleset.preset("seven-bridge").replace(**flags)
    return Game.from_position(rules, layout=["7♦"], hands=[["8♦", "9♦"], ["6♦", "5♦"], ["2♠", "8♣"]]).to_text()


def seven_bridge_over() -> str:
    game = Game.from_position("seven-bridge", layout=["7♦"], hands=[["8♦", "9♦"], ["6♦", "5♦"], ["2♠"]])
    for move in ("8♦", "6♦", "pass", "9♦"):
        game.play(move)
    assert game.is_over and game.status(0) == "out"
    return game.to_text()


def kings_race() -> str:
    rules = Ruleset.preset("seven-bridge").replace(kings_bonus=5)
    return Game.from_position(rules, layout=["7♦"], hands=[["8♦", "9♦"], ["6♦", "5♦"]]).to_text()


def sevens() -> str:
    return Game.new("sevens", players=3, seed=1).to_text()


def koroshi_kill() -> str:
    """K3: Q♠ kills K♠ (a corner: two cards kill it), K♠ becomes player 1's penalty card."""
    game = Game.from_position("koroshi", layout=SEVENS + ["Q♥", "K♥"], hands=[["Q♠", "8♠"], ["K♠", "8♥"]])
    game.play("Q♠")
    assert game.penalty_cards(1) == [game.penalty_cards(1)[0]] and str(game.penalty_cards(1)[0]) == "K♠"
    return game.to_text()


def mushikui_group_kill() -> str:
    """A random mushikui game, played until a play kills cells (K8)."""
    for seed in range(200):
        game = Game.new("mushikui", players=3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            events = game.play(rng.choice([m for m in game.legal_moves() if str(m) != "pass"] or game.legal_moves()))
            if any(isinstance(e, Killed) for e in events):
                return game.to_text()
    raise AssertionError("no kill in 200 mushikui games")


# --------------------------------------------------------------------------------- text editing


def replace_line(text: str, key: str, value: str) -> str:
    lines = text.splitlines()
    found = [i for i, line in enumerate(lines) if line.startswith(f"{key}:")]
    assert found, f"no line {key!r} in\n{text}"
    lines[found[0]] = f"{key}: {value}"
    return "\n".join(lines) + "\n"


def add_line(text: str, key: str, value: str) -> str:
    """Insert ``key: value`` before the ``to move`` line."""
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("to move:"))
    lines.insert(at, f"{key}: {value}")
    return "\n".join(lines) + "\n"


def line_number(text: str, key: str) -> int:
    """The line number the parser gives ``key`` (blank lines are not counted)."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return next(i for i, line in enumerate(lines, 1) if line.startswith(f"{key}:"))


def value_of(text: str, key: str) -> str:
    return next(line.partition(":")[2].strip() for line in text.splitlines() if line.startswith(f"{key}:"))


def far_card(text: str) -> str:
    """A card of the layout three columns or more from every killed cell, around the cylinder (K7),
    so it touches none of them."""
    game = Game.from_text(text)
    killed = game.killed_cells
    far = [c for c in sorted(game.layout) if all(min(abs(c.rank - k.rank), 13 - abs(c.rank - k.rank)) >= 3
                                                 for k in killed)]
    assert far, text
    return str(far[0])


# ---------------------------------------------------------------------------------------- cases

CASES = {
    # statuses the variant does not have
    "a yūrei in the basic game": (basic, "status", lambda t: replace_line(t, "status", "active active yurei"), "B5"),
    "a drop-out in the joker-next game": (
        lambda: bankrupt("joker", joker=True), "status",
        lambda t: replace_line(t, "status", "dropped-out active active"), "J8"),
    "a bankrupt in Seven Bridge": (
        seven_bridge, "status", lambda t: replace_line(t, "status", "active bankrupt active"), "B5"),
    "a bankrupt in Seven Bridge without yūrei": (
        lambda: seven_bridge(ghost=False), "status", lambda t: replace_line(t, "status", "active bankrupt active"),
        "B8"),
    "a bankrupt in Sevens": (sevens, "status", lambda t: replace_line(t, "status", "active bankrupt active"), "W4"),
    "a yūrei in koroshi": (koroshi_kill, "status", lambda t: replace_line(t, "status", "yurei active"), "B5"),
    # statuses against the hands, the passes and the end rules
    "an active player without cards": (
        finished_basic, "status", lambda t: replace_line(replace_line(t, "status", "active active"), "to move", "0"),
        "R7"),
    "a bankrupt with passes left": (bankrupt, "passes", lambda t: replace_line(t, "passes", "1 0 0"), "R6"),
    "two players out in Seven Bridge": (
        seven_bridge_over, "status",
        lambda t: replace_line(replace_line(replace_line(t, "hand 1", "-"), "status", "out out active"),
                               "order", "out 0 1"),
        "B6"),
    "a finished basic game without its last player": (
        finished_basic, "order", lambda t: replace_line(t, "order", "out 0"), "R8"),
    "a last player in Seven Bridge": (
        seven_bridge_over, "order", lambda t: replace_line(t, "order", "out 0; last 1"), "R8"),
    "an order entry given twice": (
        bankrupt, "order", lambda t: replace_line(t, "order", "bankrupt 0; bankrupt 0"), "R8"),
    # B8 race to kings
    "a completed suit without the race to kings": (
        basic, "completed", lambda t: add_line(t, "completed", "♠ by 1; ♥ by 1; ♣ by 1"), "B8"),
    "a completed suit by a player who is not there": (
        kings_race, "completed", lambda t: add_line(replace_line(t, "layout", "A♣-K♣ 7♦"), "completed", "♣ by 9"),
        "B8"),
    "a completed suit that is not complete": (
        kings_race, "completed", lambda t: add_line(t, "completed", "♦ by 1"), "B8"),
    "a suit completed twice": (
        kings_race, "completed",
        lambda t: add_line(replace_line(t, "layout", "A♣-K♣ 7♦"), "completed", "♣ by 0; ♣ by 1"), "B8"),
    # kill lines (K3, K4, K8)
    "a killed cell in the basic game": (basic, "killed", lambda t: add_line(t, "killed", "5♣"), "K3"),
    "penalty cards in the basic game": (basic, "penalties 0", lambda t: add_line(t, "penalties 0", "5♣"), "K3"),
    "a killed cell that is in the layout": (
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by Q♠; Q♥ by K♥"), "K3"),
    "a killed cell whose card is in a hand": (
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by Q♠; 8♥ by 7♥"), "K3"),
    "a cell killed by itself": (koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by K♠"), "K3"),
    "a cell killed by a card that is not next to it": (
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by 7♠"), "K3"),
    "a cell killed by a card that is not in the layout": (
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by J♠"), "K3"),
    "a killed cell that is not enclosed": (
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by Q♠; 8♦ by 7♦"), "K3"),
    "a killed cell that is nobody's penalty and has no killer": (
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by Q♠; 2♦"), "K3"),
    "a killed cell listed twice": (
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by Q♠; K♠ by Q♠"), "K3"),
    "a penalty card of an active player that was never killed": (
        koroshi_kill, "penalties 0", lambda t: add_line(t, "penalties 0", "2♦"), "K4"),
    "a joker among the penalty cards": (  # kill games have no joker (found by test_mutated_position_text)
        koroshi_kill, "penalties 1", lambda t: replace_line(t, "penalties 1", "K♠ JK"), "K10"),
    "a joker as a killed cell": (  # found by test_mutated_text_is_refused_or_round_trips_exactly
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "JK by Q♠"), "K10"),
    "a joker as the killer": (
        koroshi_kill, "killed", lambda t: replace_line(t, "killed", "K♠ by JK"), "K10"),
    "a group killed by a card that does not touch it": (
        mushikui_group_kill, "killed",
        lambda t: replace_line(t, "killed", "; ".join(
            f"{part.split(' by ')[0]} by {far_card(t)}" for part in value_of(t, "killed").split("; "))),
        "K8"),
    # jokers (J1, J5, J8)
    "negative jokers aside": (lambda: bankrupt("joker", joker=True), "jokers aside",
                              lambda t: replace_line(t, "jokers aside", "-5"), "J5"),
    "jokers aside with nobody bankrupt": (lambda: Game.new("joker", 3, seed=2).to_text(), "jokers aside",
                                          lambda t: add_line(t, "jokers aside", "1"), "J5"),
    "more jokers than the pack has": (lambda: bankrupt("joker", joker=True), "jokers aside",
                                      lambda t: replace_line(t, "jokers aside", "2"), "J1"),
    "jokers aside in a game without jokers": (bankrupt, "jokers aside", lambda t: add_line(t, "jokers aside", "1"),
                                              "J1"),
    # chips (W1, W4)
    "a negative pot": (sevens, "pot", lambda t: replace_line(t, "pot", "-3"), "W1"),
    "a pot smaller than the antes": (sevens, "pot", lambda t: replace_line(t, "pot", "2"), "W1"),
    "a pot with chips no pass paid": (sevens, "pot", lambda t: replace_line(t, "pot", "9"), "W4"),
    # the ghost (G1)
    "a ghost outside the ghost variant": (bankrupt, "ghost", lambda t: add_line(t, "ghost", "0"), "G1"),
    "a ghost who is not the latest bankrupt": (
        lambda: bankrupt("ghost"), "ghost", lambda t: replace_line(t, "ghost", "1"), "G1"),
    "a bankrupt without the ghost": (
        lambda: bankrupt("ghost"), "ghost", lambda t: "\n".join(
            line for line in t.splitlines() if not line.startswith("ghost:")) + "\n", "G1"),
}


@pytest.mark.parametrize("case", CASES)
def test_an_unreachable_position_text_is_refused_naming_the_line_and_the_rule(case):
    make, key, edit, rule = CASES[case]
    text = make()
    Game.from_text(text)  # the control: the unedited text loads
    bad = edit(text)
    assert bad != text
    with pytest.raises(NotationError) as info:
        Game.from_text(bad)
    message = str(info.value)
    if key in [line.partition(":")[0] for line in bad.splitlines()]:
        assert f"line {line_number(bad, key)} ({key})" in message, message
    else:  # the refusal is about a line that is missing (the ghost's)
        assert key in message, message
    assert rule in message, message


def test_the_issue_examples_are_refused():
    """Issue 14's texts: a yūrei in a basic game, suits 'completed' with no suit complete, a
    killed cell in a basic game, a bankrupt in Seven Bridge, -5 jokers aside, a negative pot,
    '♣ by 9' with 2 players, '2♠ by 2♠'."""
    text = Game.new("shichi-narabe", players=3, seed=1).to_text()
    bridge = Game.new("seven-bridge", players=3, seed=1).to_text()
    race = Game.new(Ruleset.preset("seven-bridge").replace(kings_bonus=5), players=2, seed=1).to_text()
    koroshi = Game.new("koroshi", players=2, seed=1).to_text()
    bad = [
        replace_line(text, "status", "active active yurei"),
        add_line(text, "completed", "♠ by 1; ♥ by 1; ♣ by 1"),
        add_line(text, "killed", "5♠"),
        replace_line(bridge, "status", "active active bankrupt"),
        add_line(text, "jokers aside", "-5"),
        replace_line(replace_line(sevens(), "pot", "-3"), "chips", "-19 -19 -19"),
        add_line(race, "completed", "♣ by 9"),
        add_line(koroshi, "killed", "2♠ by 2♠"),
    ]
    for edited in bad:
        with pytest.raises(NotationError):
            Game.from_text(edited)
            pytest.fail(f"accepted:\n{edited}")


def test_a_chip_debt_is_a_position_of_sevens_W5():
    """W5: chips may go negative (a debt); a match can bring a debt into a hand, so it loads."""
    game = Game.new("sevens", players=3, seed=4, chips=[0, -7, 30])
    assert game.chips == (-1, -8, 29)
    again = Game.from_text(game.to_text())
    assert again == game and again.chips == (-1, -8, 29)


@pytest.mark.parametrize("value", ["３ 0 0", "1e3 0 0", "9" * 40 + " 0 0", "²  0 0"])
def test_numbers_that_are_not_plain_digits_are_refused_as_notation(value):
    text = replace_line(basic(), "passes", value)
    with pytest.raises(NotationError, match=r"line \d+ \(passes\): expected a number"):
        Game.from_text(text)


def test_rules_flags_with_odd_numbers_are_refused_as_notation():
    text = replace_line(basic(), "rules", "shichi-narabe passes=" + "9" * 5000)
    with pytest.raises(NotationError):
        Game.from_text(text)
    text = replace_line(basic(), "rules", "shichi-narabe source_players=3-x")
    with pytest.raises(NotationError, match="source_players"):
        Game.from_text(text)


# ------------------------------------------------------------------ from_position argument types


def test_from_position_reads_the_layout_and_hands_as_text_with_runs():
    as_text = Game.from_position("shichi-narabe", layout="A♣-8♣ 7♠ 7♥ 7♦", hands=["9♣ 6♠", "8♠-10♠", "-"])
    as_lists = Game.from_position(
        "shichi-narabe",
        layout=["A♣", "2♣", "3♣", "4♣", "5♣", "6♣", "7♣", "8♣", "7♠", "7♥", "7♦"],
        hands=[["9♣", "6♠"], ["8♠", "9♠", "10♠"], []],
    )
    assert as_text == as_lists
    assert as_text.status(2) == "out"


def test_from_position_reads_a_layout_text_with_a_joker_in_a_cell_J2():
    game = Game.from_position("joker", layout="7♠ 7♥ 7♣ 7♦ 8♦ JK=9♦ 10♦", hands=["J♦ 6♠", "8♠"])
    assert [str(c) for c in game.joker_cells] == ["9♦"]


def test_from_position_reads_penalties_as_text_K3():
    game = Game.from_position(
        "koroshi", layout="7♠ 7♥ 7♣ 7♦ Q♠ Q♥ K♥", hands=["8♠", "8♥"], penalties=["K♠", "-"]
    )
    assert [str(c) for c in game.penalty_cards(0)] == ["K♠"]


@pytest.mark.parametrize("layout", [None, 7, 3.5, b"7S", {"7♠": 1}])
def test_from_position_refuses_a_layout_that_is_not_cards_with_the_forms_it_takes(layout):
    with pytest.raises(PositionError) as info:
        Game.from_position("shichi-narabe", layout=layout, hands=[["8♠"], ["6♠"]])
    assert "layout must be a list of cards, or a text such as 'A♣-8♣ 7♠'" in str(info.value)


@pytest.mark.parametrize("hands", [None, "8♠ 6♠", 2, [["8♠"], None], [["8♠"], 5]])
def test_from_position_refuses_hands_that_are_not_lists_of_cards(hands):
    with pytest.raises(PositionError) as info:
        Game.from_position("shichi-narabe", layout=SEVENS, hands=hands)
    message = str(info.value)
    assert "must be" in message and "'A♣-8♣ 7♠'" in message, message


def test_a_hand_given_as_one_card_text_is_that_card():
    game = Game.from_position("shichi-narabe", layout=SEVENS, hands=["8♠", "6♠"])
    assert [str(c) for c in game.hand(0)] == ["8♠"]


def test_the_issue_layout_text_is_read_as_four_sevens_not_letters():
    """Issue 14: ``layout="7♠ 7♥ 7♣ 7♦"`` was read a character at a time ('not a card: 7')."""
    game = Game.from_position("shichi-narabe", layout="7♠ 7♥ 7♣ 7♦", hands=[["8♠"], ["6♠"]])
    assert sorted(map(str, game.layout)) == sorted(SEVENS)


@pytest.mark.parametrize("passes", [3, "3 0", {0: 3}])
def test_from_position_refuses_passes_that_are_not_a_list_R5(passes):
    with pytest.raises(PositionError, match="R5"):
        Game.from_position("shichi-narabe", layout=SEVENS, hands=[["8♠"], ["6♠"]], passes_used=passes)


@pytest.mark.parametrize("ruleset", [42, None, ["shichi-narabe"]])
def test_a_ruleset_that_is_neither_a_ruleset_nor_a_preset_name_is_a_ruleset_error(ruleset):
    with pytest.raises(RulesetError, match="preset name"):
        Game.from_position(ruleset, layout=SEVENS, hands=[["8♠"], ["6♠"]])
    with pytest.raises(RulesetError, match="preset name"):
        Game.new(ruleset)
