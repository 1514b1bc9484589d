"""A bot knows only what its player may know, and its sampled deals fit everything known."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import BlockerBot, ExpertBot, Game, GreedyBot, RandomBot
from shichi_widgets.bots.knowledge import Knowledge


def test_sampled_deals_keep_every_hand_size_and_never_deal_a_seen_card(rules, positions):
    for game in positions(rules, count=3, players=5):
        p = game.to_move
        know = Knowledge.of(game)
        rng = random.Random(0)
        for _ in range(20):
            hands, jokers = know.sample(rng)
            assert hands[p] == game.hand_mask(p)
            for seat in range(game.players):
                assert hands[seat] & game.layout_mask == 0
                size = hands[seat].bit_count() + jokers[seat]
                assert size == know.sizes[seat], (str(rules), seat)
            dealt = [h for s, h in enumerate(hands) if s != p]
            assert sum(h.bit_count() for h in dealt) == sum(dealt).bit_count() == sum(h for h in dealt).bit_count()
            assert sum(dealt) & ~know.unknown & ~sum(know.shown) == 0


def test_a_pass_where_play_is_compulsory_rules_out_the_open_cards():
    game = Game.new("sevens", 4, seed=2)
    bot = RandomBot(seed=1)
    while not any(turn.move.kind == "pass" for turn in game.history):
        game.play(bot.choose(game))
    passer = game.history[-1].player
    before = game.copy()
    before.undo()
    ruled_out = before.open_mask
    observer = (passer + 1) % 4
    while game.to_move != observer:
        game.play(bot.choose(game))
    know = Knowledge.of(game)
    assert know.excluded[passer] & ruled_out == ruled_out
    rng = random.Random(3)
    for _ in range(200):
        hands, _ = know.sample(rng)
        assert hands[passer] & ruled_out == 0


def test_a_voluntary_pass_proves_nothing():
    game = Game.from_position(
        "shichi-narabe", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["8♠", "2♣"], ["6♠", "K♦"], ["8♥", "A♦"]]
    )
    game.play("pass")
    assert Knowledge.of(game).excluded == (0, 0, 0)


def test_a_swapped_joker_is_known_to_be_with_its_new_holder():
    game = Game.from_position(
        "joker",
        layout=["7♠", "7♥", "7♣", "7♦"],
        hands=[["JK", "9♠", "2♣"], ["8♠", "3♥", "4♥"], ["K♦", "5♣", "Q♣"]],
    )
    game.play("JK=8♠+9♠")  # J2, J3: player 1 held 8♠ and takes the joker
    know = Knowledge.of(game, player=2)
    assert know.known_jokers[1] == 1 and know.hidden_jokers == 0
    hands, jokers = know.sample(random.Random(0))
    assert jokers == [0, 1, 0]
    assert hands[1].bit_count() == 2 and hands[0].bit_count() == 1


def test_the_ghost_takes_over_what_is_known_of_the_talkers_hand():
    game = Game.new("ghost", 4, seed=5)
    bot = RandomBot(seed=5)
    while game.ghost is None:
        game.play(bot.choose(game))
    talker = game.to_move
    game.talk_to_ghost(talker)  # G1
    know = Knowledge.of(game)
    assert know.sizes[talker] == 0
    hands, _ = know.sample(random.Random(1))
    assert all(hands[s].bit_count() == game.hand_size(s) for s in range(4))
    assert ExpertBot(seed=1, playouts=30).choose(game) in game.legal_moves()


@pytest.mark.parametrize(
    "make", [RandomBot, GreedyBot, BlockerBot, lambda seed: ExpertBot(seed=seed, playouts=60)],
    ids=["random", "greedy", "blocker", "expert"],
)
def test_bots_decide_the_same_whatever_the_hidden_hands_hold(make):
    layout = ["7♠", "7♥", "7♣", "7♦", "8♠", "6♥", "5♥", "8♣"]
    mine = ["9♠", "10♠", "4♥", "6♣", "2♦"]
    theirs = ["J♠", "Q♠", "3♥", "5♣", "9♣", "10♣", "6♦", "8♦", "K♦", "A♠"]
    rng = random.Random(4)
    choices = set()
    for _ in range(4):
        rng.shuffle(theirs)
        game = Game.from_position("tunnel", layout=layout, hands=[mine, theirs[:5], theirs[5:]])
        assert Knowledge.of(game) == Knowledge.of(game)
        choices.add((str(make(7).choose(game)), make(7).explain(game)))
    assert len(choices) == 1, choices
