"""Bots only ever choose legal moves, in every preset and house rule, from the deal to the end
and from unusual positions (a joker-only hand, a yūrei's exposed cards, a partial deck)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shichi_widgets import BlockerBot, ExpertBot, Game, GreedyBot, IllegalMoveError, RandomBot

BOT_KINDS = (RandomBot, GreedyBot, BlockerBot, lambda seed: ExpertBot(seed=seed, playouts=12))


def play_to_the_end(game: Game, bots: list) -> int:
    """Let the bots finish ``game``, checking every move against ``legal_moves()``."""
    turns = 0
    while not game.is_over:
        legal = game.legal_moves()
        move = bots[game.to_move].choose(game)
        assert move in legal, (str(game.rules), move, legal)
        game.play(move)
        turns += 1
    return turns


@settings(max_examples=4, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 8))
def test_a_table_of_every_kind_of_bot_plays_legal_moves_to_the_end(rules, seed, players):
    bots = [BOT_KINDS[(seat + seed) % 4](seed + seat) for seat in range(players)]
    game = Game.new(rules, players, seed=seed)
    assert play_to_the_end(game, bots) > 0
    assert game.result is not None


@pytest.mark.parametrize("kind", BOT_KINDS[1:], ids=["greedy", "blocker", "expert"])
def test_every_bot_finishes_every_preset_alone_at_the_table(preset, kind):
    game = Game.new(preset, 4, seed=11)
    play_to_the_end(game, [kind(seat) for seat in range(4)])
    assert len(game.result.ranks) == 4


@pytest.mark.parametrize("kind", BOT_KINDS, ids=["random", "greedy", "blocker", "expert"])
def test_bots_move_legally_from_unusual_positions(kind):
    cases = [
        # J5: a hand of the joker alone can only pass (and then goes bankrupt)
        Game.from_position("joker", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["JK"], ["8♠", "6♥"], ["9♠"]]),
        # J2: joker plays beside plain plays
        Game.from_position("joker", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["JK", "9♠", "5♥"], ["8♠", "6♥"]]),
        # J8: the wild joker with one card left: playing the card would drop out
        Game.from_position("joker-wild", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["JK", "8♠"], ["9♠", "6♥"]]),
        # a partial deck: cards in no hand and not on the table are out of play
        Game.from_position("tunnel", layout=["7♠", "7♥", "7♣", "7♦", "8♠"], hands=[["9♠", "K♣"], ["6♠", "5♠"]]),
        # K3: a play that would kill a card of the player's own
        Game.from_position("koroshi", layout=["7♠", "7♥", "7♣", "7♦", "Q♥", "K♥"], hands=[["Q♠", "K♠", "8♠"], ["8♥"]]),
    ]
    bridge = Game.new("seven-bridge", 4, seed=3)
    while not bridge.is_over and not bridge.exposed:  # B5: play on until someone is a yūrei
        bridge.play(RandomBot(seed=len(bridge.history)).choose(bridge))
    if not bridge.is_over:
        cases.append(bridge)
    for game in cases:
        bot = kind(5)
        move = bot.choose(game)
        assert move in game.legal_moves()
        assert isinstance(bot.explain(game), str)


def test_a_bot_refuses_to_move_in_a_finished_game():
    game = Game.new("shichi-narabe", 3, seed=1)
    play_to_the_end(game, [RandomBot(seed=s) for s in range(3)])
    with pytest.raises(IllegalMoveError, match="over"):
        GreedyBot().choose(game)
