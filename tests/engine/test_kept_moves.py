"""The lists of legal moves ``legal.legal_moves`` keeps (by the set of playable cards, to list
them with one dict read) are the lists it makes afresh, whatever it kept before; what it keeps
is bounded."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Card, Game, Ruleset
from shichi_widgets.engine import core, legal
from shichi_widgets.engine.move_table import MOVES


def fresh(forms: tuple) -> tuple:
    """The same form with nothing kept yet."""
    return legal.move_forms(*forms[4:])


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_kept_lists_equal_the_lists_made_afresh_at_every_turn(preset):
    rng = random.Random(11)
    seen = 0
    for seed in range(5):
        game = Game.new(preset, 4, seed=seed)
        while not game.is_over:
            t, s = core.tables_of(game), core.state_of(game)
            listed = game.legal_moves()
            assert listed == legal.legal_moves(t, s, fresh(MOVES))
            assert legal.legal_moves(t, s, legal.LEAN) == legal.legal_moves(t, s, fresh(legal.LEAN))
            seen += 1
            game.play(rng.choice(listed))
    assert seen > 100


def test_a_set_of_cards_lists_the_pass_only_where_the_pass_rule_allows_it_r5():
    """The same playable cards, one player with a pass token left and one without: the kept
    lists differ by the pass alone, in either order of asking."""
    eight = Card.parse("8♠").bit
    for first in (0, 1):
        forms = fresh(MOVES)
        game = Game.from_position(
            "shichi-narabe", layout="7♠ 7♥ 7♦ 7♣", hands=["8♠ 2♣", "6♠ 2♦"], passes_used=[0, 3]
        )
        t, s = core.tables_of(game), core.state_of(game)
        lists = {}
        for p in (first, 1 - first):
            s.hands[p] = eight | Card.parse("2♣").bit  # the same cards for both
            s.to_move = p
            lists[p] = [str(m) for m in legal.legal_moves(t, s, forms)]
        assert lists == {0: ["8♠", "pass"], 1: ["8♠"]}


def test_nothing_to_play_lists_the_pass_alone_even_without_a_token_r6():
    game = Game.from_position("shichi-narabe", layout="7♠ 7♥ 7♦ 7♣", hands=["2♣ 5♦", "8♠"], passes_used=[3, 0])
    assert [str(m) for m in game.legal_moves()] == ["pass"]


def test_what_is_kept_is_bounded(monkeypatch):
    monkeypatch.setattr(legal, "KEPT", 4)
    forms = fresh(MOVES)
    assert all(len(kept) <= 4 for kept in forms[:4])
    rng = random.Random(2)
    for seed in range(3):
        game = Game.new("koroshi", 4, seed=seed)
        while not game.is_over:
            t, s = core.tables_of(game), core.state_of(game)
            assert legal.legal_moves(t, s, forms) == game.legal_moves()
            game.play(rng.choice(game.legal_moves()))
    assert all(len(kept) <= 4 for kept in forms[:4])


def test_every_set_of_at_most_two_cards_is_kept_from_the_start():
    forms = fresh(MOVES)
    kept, kept_pass = forms[0], forms[1]
    assert len(kept) == len(kept_pass) == 1 + 52 + 52 * 51 // 2
    eight, two = Card.parse("8♠"), Card.parse("2♣")
    assert [str(m) for m in kept[eight.bit | two.bit]] == ["8♠", "2♣"]  # card order: suit, then rank
    assert [str(m) for m in kept_pass[eight.bit | two.bit]] == ["8♠", "2♣", "pass"]
    assert kept[0] == kept_pass[0] == forms[7]  # nothing to play: the pass alone (R6)
    assert kept_pass[eight.bit][-1] == forms[7][0] and forms[7][0] not in kept[eight.bit]
