"""The playouts' inlined random draw is ``random.Random._randbelow`` itself: the same moves, the
same result and the same stream after the hand, for every policy; any other ``randbelow`` is
called as given."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Ruleset
from shichi_widgets.bots import playout


def play(rules: Ruleset, seed: int, policy: int, wrap: bool) -> tuple[list, list, int]:
    """One playout from the deal of ``seed``: its record, hands at the end, and the next draw.
    ``wrap`` hides ``_randbelow`` behind a plain function, so the loop must call it."""
    table = playout.Table.of(rules, 4)
    state, rng, _ = playout.deal(table, seed)
    randbelow = rng._randbelow
    record: list = []
    playout.run(table, state, (lambda n: randbelow(n)) if wrap else randbelow, policy, record=record)
    return record, state.hands, rng.getrandbits(32)


@pytest.mark.parametrize("policy", [playout.UNIFORM, playout.EAGER, playout.HOLD])
def test_the_inlined_draw_makes_the_same_moves_as_calling_randbelow_r1(rules, policy):
    """(every preset and the house rules of ``conftest.py``)"""
    for seed in range(6):
        assert play(rules, seed, policy, wrap=False) == play(rules, seed, policy, wrap=True)


def test_a_randbelow_that_is_not_randoms_own_is_called_for_every_draw():
    calls = []

    def counting(n: int) -> int:
        calls.append(n)
        return n - 1  # always the last option: the pass when there is one

    table = playout.Table.of(Ruleset.preset("shichi-narabe"), 4)
    state, _, _ = playout.deal(table, 3)
    playout.run(table, state, counting)
    assert calls and all(n > 1 for n in calls)
    assert state.to_move is None


def test_a_subclass_of_random_keeps_its_own_draws():
    class Low(random.Random):
        def _randbelow(self, n: int) -> int:  # always the first option
            return 0

    table = playout.Table.of(Ruleset.preset("shichi-narabe"), 4)
    low, plain = playout.deal(table, 5)[0], playout.deal(table, 5)[0]
    record_low: list = []
    playout.run(table, low, Low(1)._randbelow, record=record_low)
    record_plain: list = []
    playout.run(table, plain, random.Random(1)._randbelow, record=record_plain)
    first_card = [a for _, kind, a, _ in record_low if kind == playout.PLAY_CARD][:3]
    assert record_low != record_plain
    assert first_card  # the first option is always a card when there is one
    assert all(kind != playout.PASS_MOVE for _, kind, _, _ in record_low[:3])
