"""What the search's playouts read at the end of a hand and along it (issue 26 item 7, speed work):
``core.scores`` is the outcome's scores without the ranking, and the turn order the core keeps
(each order made once per set of statuses and shared) is the one worked out afresh."""

from __future__ import annotations

import random

import pytest

from shichi_widgets.bots import playout
from shichi_widgets.engine import core, legal


@pytest.mark.parametrize("policy", [playout.UNIFORM, playout.HOLD])
def test_the_scores_a_search_reads_are_the_outcomes_scores(rules, policy):
    table = playout.Table.of(rules, 4)
    rng = random.Random(7)
    seen = set()
    for seed in range(12):
        state, _, _ = playout.deal(table, seed)
        playout.run(table, state, rng._randbelow, policy)
        scores = core.scores(table, state)
        assert scores == core.outcome(table, state).scores
        seen.add(scores)
    assert len(seen) > 1  # different hands, different scores: the comparison saw something


def test_the_kept_turn_order_is_the_one_worked_out_afresh_r1(rules):
    table = playout.Table.of(rules, 4)
    rng = random.Random(11)
    orders = set()
    for seed in range(8):
        state, _, _ = playout.deal(table, seed)
        while state.to_move is not None:
            assert state.next == core.next_seats(state.status)
            orders.add(tuple(state.next))
            moves = legal.legal_moves(table, state, legal.LEAN)
            core.play(table, state, state.to_move, *rng.choice(moves))
    if not (table.stuck is core.Stuck.LOSE_TURN and table.end is core.End.FIRST_OUT):  # (B8, W4: nobody leaves)
        assert len(orders) > 1  # seats left the hand: orders other than the clockwise one were kept
