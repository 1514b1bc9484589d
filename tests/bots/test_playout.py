"""The lean loop plays exactly the games ``Game`` plays: same deal, same options in the same
order, same moves from the same random stream, same result."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, RandomBot, Ruleset
from shichi_widgets.bots import playout
from shichi_widgets.engine import core


def game_with_random_bot(rules: Ruleset, players: int, seed: int) -> tuple[Game, list]:
    """A whole game through ``Game.play``, a RandomBot at every seat on the deal's stream."""
    game = Game.new(rules, players, seed=seed)
    rng, _, _ = playout.deal_rng(rules, seed)
    bot = RandomBot()
    bot.reseed(rng)
    moves = []
    while not game.is_over:
        move = bot.choose(game)
        moves.append((game.to_move, move))
        game.play(move)
    return game, moves


def lean_game(rules: Ruleset, players: int, seed: int) -> tuple[playout.Table, playout.State, list]:
    table = playout.Table.of(rules, players)
    state, rng, _ = playout.deal(table, seed)
    record: list = []
    playout.run(table, state, rng._randbelow, record=record)
    return table, state, [(p, playout.to_move(kind, a, b)) for p, kind, a, b in record]


def test_lean_loop_plays_the_same_moves_and_result_as_game(rules):
    for players in (2, 3, 4, 6, 8):
        for seed in range(3):
            table, state, lean_moves = lean_game(rules, players, seed)
            game, moves = game_with_random_bot(rules, players, seed)
            assert lean_moves == moves, (rules, players, seed)
            result = core.outcome(table, state)
            assert (result.ranks, result.scores) == (game.result.ranks, game.result.scores)
            assert state.passes == list(game.passes)


def test_every_recorded_move_replays_through_game_play_as_a_legal_move(rules):
    for seed in range(4):
        game = Game.new(rules, 4, seed=seed)
        _, _, lean_moves = lean_game(rules, 4, seed)
        for player, move in lean_moves:
            assert game.to_move == player
            assert move in game.legal_moves()
            game.play(move)
        assert game.is_over


def test_the_lean_deal_is_the_deal_of_game_new(rules):
    for players in (3, 4, 7):
        for seed in (0, 1, 99):
            table = playout.Table.of(rules, players)
            state, _, rows = playout.deal(table, seed)
            game = Game.new(rules, players, seed=seed)
            assert state.hands == [game.hand_mask(p) for p in range(players)]
            assert state.layout == game.layout_mask
            assert state.to_move == game.to_move
            assert state.open == game.open_mask
            assert tuple(rows) == game.row_order


@pytest.mark.parametrize("policy", [playout.EAGER, playout.HOLD])
def test_search_policies_play_only_legal_moves_from_any_position(rules, policy, mid_game):
    for seed in range(3):
        start = mid_game(rules, 4, seed, moves=10)
        if start.is_over:
            continue
        table = playout.Table.of(rules, 4)
        state = playout.state_from_game(start)
        record: list = []
        rng = random.Random(seed)
        playout.run(table, state, rng._randbelow, policy=policy, record=record)
        game = start.copy()
        for player, kind, a, b in record:
            assert game.to_move == player
            game.play(playout.to_move(kind, a, b))
        assert game.is_over
        assert game.result.scores == core.outcome(table, state).scores


def test_state_from_game_continues_exactly_like_the_game(rules, mid_game):
    for seed in range(3):
        start = mid_game(rules, 5, seed, moves=12)
        if start.is_over:
            continue
        table = playout.Table.of(rules, 5)
        state = playout.state_from_game(start)
        record: list = []
        playout.run(table, state, random.Random(7)._randbelow, record=record)
        game = start.copy()
        bot = RandomBot(seed=7)
        for player, kind, a, b in record:
            assert (game.to_move, bot.choose(game)) == (player, playout.to_move(kind, a, b))
            game.play(playout.to_move(kind, a, b))
        assert game.is_over
