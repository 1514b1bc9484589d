"""Bad input gets a clear error naming what was wrong and the rule, and changes nothing."""

import pytest

from shichi_widgets import (
    CardError,
    Game,
    IllegalMoveError,
    Move,
    NotationError,
    PositionError,
    Ruleset,
    RulesetError,
    ShichiError,
)

LAYOUT = ["6♠", "7♠", "8♠", "7♥", "7♣", "7♦"]


def small_game(preset="shichi-narabe", **kwargs):
    return Game.from_position(
        preset, layout=LAYOUT, hands=[["5♠", "9♠", "JK" if "joker" in preset else "2♣"], ["8♥", "6♣"]], **kwargs
    )


def assert_refused(game, action, error, *fragments):
    before_text, before = game.to_text(history=True), game.copy()
    with pytest.raises(error) as info:
        action()
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    assert game == before and game.to_text(history=True) == before_text
    assert isinstance(info.value, ValueError)
    return message


@pytest.mark.parametrize("text", ["11♠", "5X", "", "♠"])
def test_a_malformed_card_in_a_move_is_refused_and_names_the_text(text):
    game = small_game()
    assert_refused(game, lambda: game.play(text), IllegalMoveError, repr(text))


def test_a_malformed_card_in_explain_is_refused():
    game = small_game()
    with pytest.raises(ShichiError, match="'Z9'"):
        game.explain("Z9")


def test_an_unknown_preset_or_flag_is_refused():
    with pytest.raises(RulesetError, match="unknown preset 'koroshi-x'"):
        Game.new("koroshi-x")
    with pytest.raises(RulesetError, match="unknown rule flag 'jokerz'"):
        Ruleset.preset("joker").replace(jokerz=2)


def test_a_card_that_is_not_the_next_one_outward_is_refused_with_L3():
    game = small_game()
    game.play("5♠")
    game.play("8♥")
    game.play("9♠")
    game.play("pass")
    message = assert_refused(game, lambda: game.play("2♣"), IllegalMoveError, "2♣", "L3")
    assert "6♣ must come first" in message


def test_a_card_the_player_does_not_hold_is_refused_with_R4():
    game = small_game()
    assert_refused(game, lambda: game.play("8♥"), IllegalMoveError, "does not hold 8♥", "R4")


def test_a_move_out_of_turn_is_refused_with_R1():
    game = small_game()
    assert_refused(game, lambda: game.play("8♥", player=1), IllegalMoveError, "player 1's turn", "R1")


def test_a_move_for_a_player_who_is_out_is_refused_with_R7():
    game = Game.from_position(
        "shichi-narabe", layout=LAYOUT, hands=[["5♠"], ["8♥", "9♥"], ["6♣", "5♣"]], to_move=0
    )
    game.play("5♠")
    assert game.status(0) == "out"
    assert_refused(game, lambda: game.play("9♥", player=0), IllegalMoveError, "player 1 is out", "R7")


def test_a_move_after_the_game_is_over_is_refused():
    game = Game.from_position("shichi-narabe", layout=LAYOUT, hands=[["5♠"], ["8♥"]])
    game.play("5♠")
    assert game.is_over
    assert_refused(game, lambda: game.play("8♥"), IllegalMoveError, "over")


def test_a_joker_play_without_the_joker_is_refused_with_J2():
    game = Game.from_position("joker", layout=LAYOUT, hands=[["5♠", "4♠"], ["JK", "6♣"]])
    assert_refused(game, lambda: game.play("JK=5♠+4♠"), IllegalMoveError, "does not hold the joker", "J2")


def test_a_joker_play_in_a_game_without_jokers_is_refused_with_J1():
    game = small_game()
    assert_refused(game, lambda: game.play("JK=5♠+4♠"), IllegalMoveError, "J1")


def test_the_joker_written_as_a_plain_card_is_refused():
    game = small_game("joker")
    assert_refused(game, lambda: game.play("JK"), IllegalMoveError, "joker")


def test_a_pass_with_no_pass_left_and_a_play_in_hand_is_refused_with_R6():
    game = small_game(passes_used=[3, 0])
    assert_refused(game, lambda: game.play("pass"), IllegalMoveError, "must play", "R6")


def test_an_object_that_is_not_a_move_is_refused():
    game = small_game()
    assert_refused(game, lambda: game.play(42), IllegalMoveError, "42")


def test_undo_with_no_history_is_refused():
    game = small_game()
    assert_refused(game, game.undo, IllegalMoveError, "nothing to undo")


@pytest.mark.parametrize(
    "kwargs, fragment",
    [
        (dict(layout=["7♠", "7♠"], hands=[["5♠"], ["6♠"]]), "7♠ is listed twice in the layout"),
        (dict(layout=["7♠", "6♠"], hands=[["6♠"], ["8♠"]]), "6♠ is both"),
        (dict(layout=["7♠"], hands=[["5♠", "5♠"], ["8♠"]]), "5♠ is listed twice"),
        (dict(layout=["7♠"], hands=[[], ["8♠"]], to_move=0), "R7"),
        (dict(layout=["7♠"], hands=[["5♠"], ["8♠"]], to_move=2), "R1"),
        (dict(layout=["7♠"], hands=[["5♠", "7♥"], ["8♠"]]), "S1"),
        (dict(layout=["7♠"], hands=[["5♠"], ["8♠"]], passes_used=[4, 0]), "R5"),
        (dict(layout=["7♠"], hands=[["5♠", "JK"], ["8♠"]]), "J1"),
        (dict(layout=["7♠"], hands=[["5♠"]]), "R1"),
        (dict(layout=["7♠"], hands=[["5♠"], []], to_move=0), "R8"),
        (dict(layout=["7♠", "9X"], hands=[["5♠"], ["8♠"]]), "'9X'"),
    ],
)
def test_impossible_positions_are_refused_with_the_reason(kwargs, fragment):
    with pytest.raises((PositionError, CardError)) as info:
        Game.from_position("shichi-narabe", **kwargs)
    assert fragment in str(info.value)


def test_seven_bridge_positions_where_the_wrong_player_opens_are_refused_with_B2():
    with pytest.raises(PositionError, match="B2"):
        Game.from_position("seven-bridge", layout=[], hands=[["7♦", "5♠"], ["8♠", "7♠"]], to_move=1)


@pytest.mark.parametrize(
    "mutate, fragment",
    [
        (lambda t: t.replace("shichi 1", "shichi 2"), "line 1"),
        (lambda t: t.replace("players: 2", "players: two"), "players"),
        (lambda t: t.replace("hand 1: 8♥ 6♣", "hand 1: 8♥ 6♣ 6♣"), "6♣ is listed twice in hand 1"),
        (lambda t: t.replace("to move: 0", "to move: 5"), "R1"),
        (lambda t: t + "colour: blue\n", "unknown line 'colour'"),
        (lambda t: t.replace("status: active active", "status: active sleeping"), "sleeping"),
        (lambda t: t.replace("rules: shichi-narabe", "rules: shichi-narabe passes=lots"), "passes"),
        (lambda t: t.replace("layout: ", "layout: 9♠-6♠ "), "run"),
        (lambda t: t.replace("to move: 0\n", ""), "to move"),
        (lambda t: t + "moves: 9♥\n", "move 1"),
    ],
)
def test_malformed_position_text_is_refused_naming_the_line(mutate, fragment):
    text = mutate(small_game().to_text())
    with pytest.raises(NotationError) as info:
        Game.from_text(text)
    assert fragment in str(info.value)


def test_malformed_moves_are_refused_by_move_parse():
    with pytest.raises(IllegalMoveError, match="only the joker"):
        Move.parse("5♠=6♠")
    with pytest.raises(IllegalMoveError, match="'JK=Z'"):
        Move.parse("JK=Z")
