"""Section 5 of docs/rules.md: the talking ghost (G1), preset "ghost", ``Game.talk_to_ghost(player)``."""

from __future__ import annotations

import random

import pytest

from shichi_widgets.engine import Card, Game, IllegalMoveError, Ruleset, ShichiError
from shichi_widgets.engine.events import Bankrupt, GhostTalk, HandOver, Passed, WentOut

SEVENS = ["7♠", "7♥", "7♣", "7♦"]


def cards(*texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts]


def moves(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def play_checked(game: Game, move: str, player: int) -> tuple:
    assert game.to_move == player, f"expected player {player} to move, not {game.to_move}"
    assert move in moves(game), f"{move} should be legal, legal moves are {sorted(moves(game))}"
    return game.play(move)


def assert_talk_refused(game: Game, player: int, *rule_ids: str, error=IllegalMoveError) -> str:
    """talk_to_ghost raises naming the rule ids and leaves the game exactly as it was."""
    before = game.to_text(history=True)
    state = (game.to_move, game.ghost, game.statuses, game.passes, len(game.history))
    with pytest.raises(error) as info:
        game.talk_to_ghost(player)
    message = str(info.value)
    for rule in rule_ids:
        assert rule in message, f"{rule} not cited in {message!r}"
    assert game.to_text(history=True) == before
    assert (game.to_move, game.ghost, game.statuses, game.passes, len(game.history)) == state
    return message


def one_ghost_game(preset: str | Ruleset = "ghost") -> Game:
    """Player 0 has used 3 passes and cannot play (2♠ 3♠ wait for 6♠ … 4♠): their pass is bankruptcy."""
    hands = [
        ["2♠", "3♠"],
        ["6♠", "8♥", "9♥"],
        ["8♠", "8♣", "J♦"],
        ["6♥", "9♠", "5♠"],
    ]
    return Game.from_position(preset, layout=SEVENS, hands=hands, to_move=0, passes_used=[3, 0, 2, 1])


def ghost_game() -> Game:
    game = one_ghost_game()
    assert moves(game) == {"pass"}
    game.play("pass")
    return game


# ------------------------------------------------------------------------------------------ set-up


def test_G1_ghost_preset_flags():
    rules = Ruleset.preset("ghost")
    assert rules.ghost_talk is True
    assert rules.stuck == "bankrupt"
    assert rules.passes == 3
    assert not Ruleset.preset("shichi-narabe").ghost_talk


def test_G1_bankrupt_player_becomes_the_ghost_and_their_cards_go_to_the_layout():
    """G1: the bankrupt is the ghost; Resolved: the first ghost's cards are placed as R9."""
    game = one_ghost_game()
    assert game.ghost is None
    events = game.play("pass")
    assert events[0] == Bankrupt(0, tuple(cards("2♠", "3♠")), False)
    assert game.ghost == 0
    assert game.status(0) == "bankrupt"
    assert set(cards("2♠", "3♠")) <= game.layout
    assert game.hand(0) == []
    assert game.to_move == 1


# ------------------------------------------------------------------------------------------ talking


def test_G1_talker_becomes_ghost_and_old_ghost_returns_with_the_talkers_hand_and_passes():
    game = ghost_game()
    talker_hand = game.hand(2)
    talker_passes = game.passes_used(2)
    layout = game.layout
    events = game.talk_to_ghost(2)
    assert events == (GhostTalk(2, 0),)
    assert "G1" in str(events[0])
    assert game.ghost == 2
    assert game.status(2) == "bankrupt"
    assert game.status(0) == "active"
    assert game.hand(0) == talker_hand
    assert game.passes_used(0) == talker_passes == 2
    assert game.hand(2) == []
    assert game.layout == layout  # the talker's cards are handed over, not placed
    assert game.to_move == 1  # talking is not a move: player 1 is still to move
    assert game.history[-1].events == events


def test_G1_returning_ghost_plays_in_their_own_old_seat():
    """G1 Resolved: seat order is unchanged; the talker's seat is skipped from now on."""
    game = ghost_game()
    game.talk_to_ghost(2)
    play_checked(game, "6♠", 1)
    play_checked(game, "5♠", 3)  # player 2 (the new ghost) is skipped
    play_checked(game, "8♠", 0)  # the old ghost plays in seat 0, with player 2's old cards
    assert game.to_move == 1


def test_G1_returning_ghost_inherits_the_pass_tokens():
    """G1 Resolved: the tokens go with the hand: player 0 gets player 2's 2 used passes, so one is left."""
    game = ghost_game()
    game.talk_to_ghost(2)
    play_checked(game, "pass", 1)
    play_checked(game, "pass", 3)
    events = play_checked(game, "pass", 0)
    assert events == (Passed(0, 3, 3),)
    assert game.passes_used(0) == 3
    # with all three passes used and 8♠ 8♣ playable, player 0 must play next time round (R6)
    play_checked(game, "pass", 1)
    play_checked(game, "pass", 3)
    assert moves(game) == {"8♠", "8♣"}


def test_G1_talker_takes_the_bankrupts_place_in_the_ranking():
    """G1: the talker becomes the loser; the old ghost is ranked like an ordinary player."""
    game = ghost_game()
    game.talk_to_ghost(2)
    for move, player in [
        ("6♠", 1),
        ("5♠", 3),
        ("8♠", 0),
        ("8♥", 1),
        ("9♠", 3),
        ("8♣", 0),
        ("9♥", 1),  # player 1 goes out: rank 1
    ]:
        play_checked(game, move, player)
    events = play_checked(game, "6♥", 3)  # player 3 goes out: rank 2; only player 0 holds cards
    assert WentOut(3, 2) in events
    assert isinstance(events[-1], HandOver)
    assert game.is_over
    result = game.result
    assert result.ranking == (1, 3, 0, 2)
    assert result.ranks == (3, 1, 4, 2)


def test_G1_without_talking_the_bankrupt_stays_last():
    """Contrast: the same hand without a talk ranks the bankrupt (player 0) last (R8)."""
    game = ghost_game()
    while not game.is_over:
        game.play(game.legal_moves()[0])
    assert game.ghost == 0
    assert game.status(0) == "bankrupt"
    assert game.result.ranking[-1] == 0


def two_bankrupts_game() -> Game:
    """Players 0 and 1 go bankrupt in turn; player 1 is then the ghost."""
    hands = [["2♠"], ["3♠"], ["8♠", "9♠", "10♠"], ["8♥", "9♥", "10♥"]]
    game = Game.from_position("ghost", layout=SEVENS, hands=hands, to_move=0, passes_used=[3, 3, 0, 0])
    play_checked(game, "pass", 0)
    assert game.ghost == 0
    play_checked(game, "pass", 1)
    assert game.ghost == 1  # the latest bankrupt is the ghost
    assert game.to_move == 2
    return game


def test_G1_talker_to_move_loses_the_turn_to_the_next_active_player():
    game = two_bankrupts_game()
    game.talk_to_ghost(2)
    assert game.ghost == 2
    assert game.statuses == ("bankrupt", "active", "bankrupt", "active")
    assert game.hand(1) == cards("8♠", "9♠", "10♠")
    assert game.to_move == 3


def test_G1_with_two_bankrupts_the_talker_takes_the_latest_ghosts_place():
    """R8 + G1: the first bankrupt (0) stays last; the talker (2) takes the ghost's (1) place."""
    game = two_bankrupts_game()
    game.talk_to_ghost(2)
    for move, player in [("8♥", 3), ("8♠", 1), ("9♥", 3), ("9♠", 1), ("10♥", 3)]:
        play_checked(game, move, player)
    assert game.is_over
    assert game.result.ranking == (3, 1, 2, 0)


def test_G1_the_returning_ghost_may_go_bankrupt_again():
    """The old ghost, back with the talker's hand and tokens, can become the ghost again; the talker
    keeps the earlier bankrupt's place (the first to fall ranks last)."""
    hands = [["2♠"], ["6♠", "5♠", "9♥"], ["3♥", "K♦"], ["8♥", "4♠"]]
    game = Game.from_position("ghost", layout=SEVENS, hands=hands, to_move=0, passes_used=[3, 0, 3, 0])
    play_checked(game, "pass", 0)
    game.talk_to_ghost(2)  # player 0 returns holding 3♥ K♦ with no pass left
    play_checked(game, "6♠", 1)
    play_checked(game, "8♥", 3)
    events = play_checked(game, "pass", 0)  # stuck again: bankrupt, the ghost again
    assert isinstance(events[0], Bankrupt) and events[0].player == 0
    assert game.ghost == 0
    assert game.statuses == ("bankrupt", "active", "bankrupt", "active")
    play_checked(game, "5♠", 1)
    play_checked(game, "4♠", 3)  # player 3 goes out: only player 1 holds cards
    assert game.is_over
    assert game.result.ranking == (3, 1, 0, 2)


# ------------------------------------------------------------------------------------------ errors


def test_G1_talking_when_there_is_no_ghost_is_refused():
    game = one_ghost_game()
    assert_talk_refused(game, 1, "G1")


@pytest.mark.parametrize("preset", ["shichi-narabe", "tunnel", "joker"])
def test_G1_talking_in_other_presets_is_refused(preset):
    """Only the ghost variant has a ghost, even when a player has gone bankrupt."""
    game = one_ghost_game(preset)
    game.play("pass")
    assert game.status(0) == "bankrupt"
    assert game.ghost is None
    assert_talk_refused(game, 1, "G1")


@pytest.mark.parametrize("preset", ["seven-bridge", "sevens"])
def test_G1_talking_in_sevens_games_is_refused(preset):
    game = Game.new(preset, players=4, seed=3)
    assert_talk_refused(game, 0, "G1")


def test_G1_the_ghost_cannot_talk_to_itself():
    game = ghost_game()
    message = assert_talk_refused(game, 0, "G1")
    assert "active" in message


def test_G1_a_player_who_is_out_cannot_talk():
    hands = [["2♠"], ["6♠"], ["8♠", "9♠"], ["8♥", "9♥"]]
    game = Game.from_position("ghost", layout=SEVENS, hands=hands, to_move=0, passes_used=[3, 0, 0, 0])
    play_checked(game, "pass", 0)
    play_checked(game, "6♠", 1)  # player 1 goes out
    assert game.status(1) == "out"
    assert_talk_refused(game, 1, "G1")
    game.talk_to_ghost(2)  # an active player still can
    assert game.ghost == 2


def test_G1_no_talking_once_the_game_is_over():
    hands = [["2♠"], ["6♠", "5♠"], ["8♠"]]
    game = Game.from_position("ghost", layout=SEVENS, hands=hands, to_move=0, passes_used=[3, 0, 0])
    play_checked(game, "pass", 0)
    play_checked(game, "6♠", 1)
    play_checked(game, "8♠", 2)  # player 2 out; only player 1 holds cards
    assert game.is_over
    assert_talk_refused(game, 1, "G1")


def test_G1_bad_player_number_is_refused():
    game = ghost_game()
    assert_talk_refused(game, 7, error=ShichiError)
    assert_talk_refused(game, -1, error=ShichiError)


def test_G1_illegal_moves_after_a_talk_are_refused_unchanged():
    game = ghost_game()
    game.talk_to_ghost(2)
    before = game.to_text(history=True)
    with pytest.raises(IllegalMoveError):
        game.play("8♠", player=0)  # not player 0's turn (player 1 is to move)
    with pytest.raises(IllegalMoveError):
        game.play("8♠")  # player 1 does not hold 8♠
    assert game.to_text(history=True) == before


# ------------------------------------------------------------------------------------------ undo, notation


def test_G1_undo_takes_back_a_talk():
    game = ghost_game()
    before = game.copy()
    game.talk_to_ghost(2)
    assert game != before
    game.undo()
    assert game == before
    assert game.ghost == 0 and game.status(0) == "bankrupt" and game.status(2) == "active"


def test_G1_a_talk_survives_the_notation_round_trip():
    game = ghost_game()
    game.talk_to_ghost(2)
    play_checked(game, "6♠", 1)
    again = Game.from_text(game.to_text(history=True))
    assert again == game
    assert again.ghost == 2
    plain = Game.from_text(game.to_text())
    assert plain == game


def test_G1_random_games_with_random_talks_keep_the_invariants():
    """Random ghost games where active players sometimes talk: the ghost is always bankrupt, the
    number of cards is conserved, and the final ranking lists every player once."""
    talks = 0
    for seed in range(15):
        rng = random.Random(seed)
        game = Game.new("ghost", players=4, seed=seed)
        total = sum(game.hand_size(p) for p in range(4)) + len(game.layout)
        while not game.is_over:
            ghost = game.ghost
            if ghost is not None:
                assert game.status(ghost) == "bankrupt"
                active = [p for p in range(4) if game.status(p) == "active"]
                if rng.random() < 0.1:
                    talker = rng.choice(active)
                    bankrupt_before = [p for p in range(4) if game.status(p) == "bankrupt"]
                    hand, used = game.hand(talker), game.passes_used(talker)
                    game.talk_to_ghost(talker)
                    talks += 1
                    assert game.hand(ghost) == hand and game.passes_used(ghost) == used
                    assert game.ghost == talker
                    assert sorted(p for p in range(4) if game.status(p) == "bankrupt") == sorted(
                        [talker if p == ghost else p for p in bankrupt_before]
                    )
                    continue
            legal = game.legal_moves()
            plays = [m for m in legal if str(m) != "pass"]
            game.play(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
            assert sum(game.hand_size(p) for p in range(4)) + len(game.layout) == total
        result = game.result
        assert sorted(result.ranking) == [0, 1, 2, 3]
        bankrupts = [p for p in range(4) if game.status(p) == "bankrupt"]
        assert set(result.ranking[len(result.ranking) - len(bankrupts) :]) == set(bankrupts)
    assert talks > 0  # the loop did exercise G1


def test_G1_ghost_talk_needs_the_bankrupt_rule():
    """G1: the ghost is the bankrupt player, so the flag cannot go with yūrei or lose-turn rules."""
    from shichi_widgets.engine import RulesetError

    with pytest.raises(RulesetError, match="G1"):
        Ruleset.preset("seven-bridge").replace(ghost_talk=True)
    with pytest.raises(RulesetError, match="G1"):
        Ruleset.preset("ghost").replace(stuck="yurei")
    assert Ruleset.preset("tunnel").replace(ghost_talk=True).ghost_talk
