"""The public state (issue 13): ``Game.state()``/``from_state``, ``jokers()``, ``legal_moves(player=)``,
``next_cell``, ``joker_plays``, ``position_at`` and named history entries."""

from __future__ import annotations

import dataclasses
import random

import pytest

from shichi_widgets.engine import Card, Game, IllegalMoveError, PositionError, ShichiError, Suit
from shichi_widgets.engine.state import GameState

PRESETS = (
    "shichi-narabe", "joker", "joker-wild", "tunnel", "tunnel-open", "tunnel-joker", "ghost",
    "seven-bridge", "koroshi", "koroshi-tunnel", "mushikui", "koroshi-diagonal", "sevens",
)


def _random_games(preset: str, games: int = 3, seed: int = 7):
    """Yield (game, rng) at every position of a few random games of ``preset``."""
    rng = random.Random(seed)
    for n in range(games):
        game = Game.new(preset, players=3 + n % 3, seed=rng.randrange(10**6))
        while not game.is_over:
            yield game
            game.play(rng.choice(game.legal_moves()))
        yield game


@pytest.mark.parametrize("preset", PRESETS)
def test_from_state_rebuilds_every_position_of_random_games(preset: str) -> None:
    for game in _random_games(preset):
        state = game.state()
        again = Game.from_state(game.rules, state)
        assert again.state() == state
        assert again.legal_moves() == game.legal_moves()
        assert again.result == game.result
        assert again.to_text() == game.to_text()


def test_state_is_frozen_and_does_not_follow_later_moves() -> None:
    game = Game.new("shichi-narabe", players=4, seed=3)
    state = game.state()
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.to_move = 2  # type: ignore[misc]
    game.play(game.legal_moves()[0])
    assert game.state() != state
    assert len(game.state().layout) == len(state.layout) + 1


def test_state_carries_hands_passes_and_jokers_as_the_game_reports_them() -> None:
    game = Game.new("joker", players=4, seed=11)
    state = game.state()
    for seat in range(4):
        assert sorted(state.hands[seat]) == [c for c in game.hand(seat) if c.suit is not None][: len(state.hands[seat])]
        assert state.jokers[seat] == game.jokers(seat)
        assert state.passes[seat] == game.passes_used(seat)
    assert sum(game.jokers(s) for s in range(4)) == 1  # J1: one joker in the deck


def test_jokers_refuses_a_seat_that_does_not_exist() -> None:
    game = Game.new("joker", players=4, seed=11)
    with pytest.raises(ShichiError, match="no player 9"):
        game.jokers(9)


def test_from_state_refuses_a_card_in_two_places_and_leaves_nothing_built() -> None:
    game = Game.new("shichi-narabe", players=4, seed=5)
    state = game.state()
    card = next(iter(state.hands[0]))
    hands = (state.hands[0], state.hands[1] | {card}) + state.hands[2:]
    with pytest.raises(PositionError, match="two places"):
        Game.from_state(game.rules, dataclasses.replace(state, hands=hands))
    with pytest.raises(PositionError, match="one entry per player"):
        Game.from_state(game.rules, dataclasses.replace(state, passes=(0, 0)))
    with pytest.raises(PositionError, match="GameState"):
        Game.from_state(game.rules, "not a state")  # type: ignore[arg-type]
    assert game.state() == state


def test_from_state_refuses_a_status_that_is_not_one() -> None:
    game = Game.new("shichi-narabe", players=3, seed=5)
    state = dataclasses.replace(game.state(), statuses=("active", "asleep", "active"))
    with pytest.raises(PositionError, match="asleep"):
        Game.from_state(game.rules, state)


@pytest.mark.parametrize("preset", ["shichi-narabe", "joker", "ghost", "seven-bridge", "koroshi", "sevens"])
def test_legal_moves_for_another_player_equal_the_moves_on_their_turn(preset: str) -> None:
    """R6: what a player could do if it were their turn, asked without changing the game."""
    for game in _random_games(preset, games=2):
        if game.is_over:
            assert game.legal_moves(player=0) == ()
            continue
        before = game.state()
        for seat in range(game.players):
            try:
                moves = game.legal_moves(player=seat)
            except IllegalMoveError as exc:  # B2: before the opening card only its holder can move
                assert "B2" in str(exc) and game.rules.opening_card is not None
                with pytest.raises(PositionError, match="B2"):
                    Game.from_state(game.rules, dataclasses.replace(before, to_move=seat))
                continue
            if game.status(seat) != "active":
                assert moves == ()
                continue
            turned = Game.from_state(game.rules, dataclasses.replace(before, to_move=seat))
            assert moves == turned.legal_moves()
        assert game.state() == before


def test_legal_moves_order_is_plays_then_pass() -> None:
    game = Game.from_position("shichi-narabe", layout="7♠ 7♥ 7♣ 7♦", hands=["8♠ 6♥ K♦", "A♠"], to_move=0)
    texts = [str(m) for m in game.legal_moves()]
    assert set(texts) == {"8♠", "6♥", "pass"}
    assert texts[-1] == "pass" and sorted(texts[:-1], key=lambda t: Card.parse(t).index) == texts[:-1]


def test_next_cell_goes_up_and_down_from_the_seven_L3() -> None:
    game = Game.from_position("shichi-narabe", layout="7♠ 8♠ 9♠ 6♠ 7♥", hands=["10♠ 5♠ A♣", "K♥ 2♦"], to_move=0)
    assert game.next_cell(Suit.SPADES, "up") == Card.parse("10♠")
    assert game.next_cell(Suit.SPADES, "down") == Card.parse("5♠")
    assert game.next_cell(Suit.CLUBS, "up") is None  # L4: no 7 yet
    with pytest.raises(ShichiError, match="direction"):
        game.next_cell(Suit.SPADES, "sideways")


def test_next_cell_through_the_tunnel_T3() -> None:
    game = Game.from_position("tunnel-open", layout="8♠ 9♠ 10♠ J♠ Q♠ K♠ 7♠ 7♥ 7♣ 7♦",
                              hands=["A♠ 6♠", "2♠ 5♠"], to_move=0)
    assert game.next_cell(Suit.SPADES, "up") == Card.parse("A♠")


def test_joker_plays_pair_an_open_cell_with_the_next_missing_card_J2() -> None:
    game = Game.from_position("joker", layout="7♠ 7♥ 7♣ 7♦", hands=["JK 9♠", "8♠ A♣"], to_move=0)
    plays = {str(m) for m in game.joker_plays()}
    assert "JK=8♠+9♠" in plays
    assert all(m.kind == "joker" for m in game.joker_plays())
    assert {str(m) for m in game.legal_moves() if m.kind == "joker"} <= plays


def test_position_at_replays_the_first_moves_and_leaves_the_game_alone() -> None:
    game = Game.new("ghost", players=4, seed=2)
    rng = random.Random(2)
    states = [game.state()]
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        states.append(game.state())
    for n in (0, 1, len(states) // 2, len(states) - 1):
        past = game.position_at(n)
        assert past.state() == states[n]
        assert len(past.history) == n
    assert game.state() == states[-1]
    with pytest.raises(ShichiError, match="moves must be"):
        game.position_at(len(states))


def test_history_entries_are_named_with_their_kind() -> None:
    game = Game.new("shichi-narabe", players=4, seed=1)
    game.play("pass") if "pass" in map(str, game.legal_moves()) else game.play(game.legal_moves()[0])
    entry = game.history[-1]
    assert entry.player == entry[0] and entry.move == entry[1] and entry.events == entry[2]
    assert entry.kind == entry.move.kind in ("play", "pass")


def test_game_state_is_documented() -> None:
    assert GameState.__doc__ and "R1" in GameState.__doc__


@pytest.mark.parametrize("preset", ["shichi-narabe", "joker", "ghost", "seven-bridge", "koroshi", "sevens"])
def test_finish_order_properties_agree_with_the_state_and_the_ranking_R8(preset: str) -> None:
    for game in _random_games(preset, games=2):
        state = game.state()
        assert game.out_order == state.out and game.last_holder == state.last
        assert game.dropped_order == state.dropped and game.bankrupt_order == state.bankrupt
        assert game.completed_suits == state.completed and game.jokers_set_aside == state.set_aside
        if game.is_over and game.rules.scoring == "rank":
            assert game.result.ranking[: len(game.out_order)] == game.out_order
