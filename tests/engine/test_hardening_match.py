"""``Match(...)`` checks ``hands`` and ``target`` as ``Ruleset`` checks its flags (B7, W6): whole
numbers ≥ 1, never a bool, a text or a float; the error names the argument and the rule, and no
match is made (issue 14: ``target=True`` ended a match after one hand, ``target="100"`` failed
after a whole hand, ``hands=2.5`` played three hands)."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, Match, PositionError, Ruleset, RulesetError

BAD = [-5, 0, True, False, "100", "5", 2.5, 1.0, [5], {"n": 5}]


def play_hand(game, rng: random.Random) -> None:
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("value", BAD, ids=repr)
def test_match_refuses_a_target_that_is_not_a_whole_number_of_points_B7(value):
    with pytest.raises(PositionError) as info:
        Match("seven-bridge", players=3, target=value)
    message = str(info.value)
    assert "target" in message and "B7" in message, message


@pytest.mark.parametrize("value", BAD, ids=repr)
def test_match_refuses_hands_that_are_not_a_whole_number_of_hands_B7_W6(value):
    with pytest.raises(PositionError) as info:
        Match("sevens", players=3, hands=value)
    message = str(info.value)
    assert "hands" in message and "B7" in message and "W6" in message, message


@pytest.mark.parametrize("players", [True, 3.0, "4"])
def test_match_refuses_players_that_are_not_a_whole_number_R1(players):
    with pytest.raises(PositionError, match="R1"):
        Match("shichi-narabe", players=players)


def test_a_match_of_two_hands_plays_exactly_two_regular_hands_W6():
    match = Match("sevens", players=3, seed=5, hands=2)
    rng = random.Random(5)
    while not match.is_over:
        play_hand(match.game, rng)
        match.next_hand()
    regular = [s for s in match.seats_of_hand if len(s) == 3]
    assert len(regular) == 2
    assert match.hands == 2


def test_a_target_of_one_point_ends_when_a_player_passes_it_B7():
    match = Match("seven-bridge", players=3, seed=2, target=1)
    rng = random.Random(2)
    play_hand(match.game, rng)
    match.next_hand()
    another_regular_hand = match.game is not None and len(match.seats_of_hand[-1]) == 3
    assert another_regular_hand == (max(match.totals) <= 1)


def test_ruleset_flags_refuse_a_bool_target_and_hands_B7():
    with pytest.raises(RulesetError, match="match_target"):
        Ruleset.preset("seven-bridge").replace(match_target=True)
    with pytest.raises(RulesetError, match="match_hands"):
        Ruleset.preset("seven-bridge").replace(match_hands=True)


def test_a_bool_is_not_a_dealer_or_a_player_count_R1_R2():
    with pytest.raises(PositionError, match="R2"):
        Match("shichi-narabe", players=3, dealer=True)
    with pytest.raises(PositionError, match="R1"):
        Game.new("shichi-narabe", players=True)
