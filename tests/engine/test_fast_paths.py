"""The engine's shortcuts give what the long way gives (issue 26 item 7): the generator seeded
without ``random.Random``'s Python layers is ``random.Random(seed)``; the deck shuffled as bits
deals the hands the deck of card indices deals; events' card tuples are ``cards_of``'s cards; a
ranking outcome kept from an earlier hand is the one worked out afresh; and the kept list a
player gets when no yūrei's card is playable is the general list."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, Ruleset
from shichi_widgets.engine import core, legal
from shichi_widgets.engine.cards import cards_of
from shichi_widgets.engine.move_table import MOVES

SEEDS = (0, 1, 7, -3, 2**32 + 5, 2**70 + 11, 10**30)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_seeded_generator_is_random_random_of_the_seed(seed):
    ours, theirs = core.seeded(seed), random.Random(seed)
    assert type(ours) is random.Random
    assert ours.getstate() == theirs.getstate()
    assert [ours.getrandbits(40) for _ in range(5)] == [theirs.getrandbits(40) for _ in range(5)]
    assert ours.gauss(0, 1) == theirs.gauss(0, 1)  # gauss_next is set as Random.seed sets it


@pytest.mark.parametrize("seed", ["a text", b"bytes", 2.5])
def test_a_seed_that_is_not_an_int_is_seeded_by_random_random_itself(seed):
    assert core.seeded(seed).getstate() == random.Random(seed).getstate()


@pytest.mark.parametrize("preset", ["shichi-narabe", "joker", "seven-bridge", "sevens", "koroshi"])
def test_the_deal_from_bits_deals_the_hands_of_the_deck_of_indices_r2_b1(preset):
    rules = Ruleset.preset(preset)
    for players in (3, 4, 6):
        t = core.Tables.of(rules, players)
        for seed in range(20):
            state, rng, _ = core.deal(t, seed)
            stream, deck, _ = core.deal_rng(rules, seed)  # cards as indices, 52 a joker
            first = (1 % players) if rules.deal_start == "left" else 0
            for turn in range(players):
                seat = (first + turn) % players
                cards = deck[turn::players]
                dealt = sum(1 << card for card in cards if card < 52)
                assert (state.hands[seat] | (state.layout & dealt)) == dealt
                assert state.jokers[seat] == cards.count(52)
            assert rng.getstate() == stream.getstate()  # the same stream after the deal


def test_card_tuple_is_the_cards_of_the_mask_in_order():
    rng = random.Random(4)
    for mask in [0, 1, (1 << 52) - 1] + [rng.getrandbits(52) for _ in range(300)]:
        assert core.card_tuple(mask) == tuple(cards_of(mask))


def test_a_kept_ranking_outcome_is_the_outcome_worked_out_afresh_r8():
    rng = random.Random(6)
    for seed in range(40):
        game = Game.new("shichi-narabe", 4 + seed % 3, seed=seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        t, s = core.tables_of(game), core.state_of(game)
        core._RANK_OUTCOMES.clear()
        fresh = core.outcome(t, s)
        assert core.outcome(t, s) is fresh  # kept
        ranking = tuple(s.out + ([s.last] if s.last is not None else []) + s.dropped[::-1] + s.bankrupt[::-1])
        places = tuple(ranking.index(p) + 1 for p in range(len(s.hands)))
        assert fresh == ("rank", ranking, places, places, ranking[0], None, (0,) * len(s.hands))
        assert game.result.ranking == fresh.ranking


def test_with_no_yurei_card_playable_the_kept_list_is_the_general_list_b5():
    """Seven Bridge after a yūrei: a player whose open cells hold none of the exposed cards gets
    the kept list of cards and pass, the very list the general way (cards, yūrei's cards, pass)
    makes."""
    rng = random.Random(8)
    seen = 0
    for seed in range(30):
        game = Game.new("seven-bridge", 4, seed=seed)
        while not game.is_over:
            s = core.state_of(game)
            p = s.to_move
            if s.exposed and not s.exposed & s.open and not s.jokers[p]:
                plays = s.hands[p] & s.open
                _, _, low, high, _, _, _, passing = MOVES
                general = legal.with_pass(low[plays & 0x3FFFFFF] + high[plays >> 26], s.free >> p & 1, passing)
                assert game.legal_moves() == general
                seen += 1
            game.play(rng.choice(game.legal_moves()))
    assert seen > 50
