"""The shortcuts taken for speed give exactly what the long way gives: the one-row joker check
(J2, J4, T4), the plain moves read from tables, the end-of-hand summary from the core's numbers (R8,
B6, K5, W5), the written-out group kills (K8) and a kill worked out once per play (K3)."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, Ruleset
from shichi_widgets.engine import core
from shichi_widgets.engine import events as ev
from shichi_widgets.engine.cards import FULL_MASK, low_bits
from shichi_widgets.engine.grid import FULL, board_for
from shichi_widgets.engine.move_table import plays as _plays
from shichi_widgets.engine.moves import PASS
from shichi_widgets.engine.result import outcome_summary
from shichi_widgets.engine.rules import DEFAULT_ROWS

JOKER_RULES = tuple(Ruleset.preset(name) for name in ("joker", "tunnel-joker")) + (
    Ruleset.preset("joker").replace(jokers=2),
    Ruleset.preset("tunnel-open").replace(jokers=1, joker_mode="next"),
)


def random_positions(rules: Ruleset, games: int, seed: int = 7):
    """Every position of a few random 4-player games (the game is yielded before each move)."""
    rng = random.Random(seed)
    for number in range(games):
        game = Game.new(rules, 4, seed=number)
        while not game.is_over:
            yield game
            game.play(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("rules", JOKER_RULES, ids=str)
def test_the_one_row_joker_check_agrees_with_the_list_of_joker_plays_j2_j4_t4(rules):
    checked = 0
    for game in random_positions(rules, 25):
        t, s = core.tables_of(game), core.view_of(game)
        for p in range(4):
            listed = set(core.joker_options(t, s, p))
            for a in low_bits(s.hands[p]):
                for b in low_bits(FULL_MASK & ~s.layout):
                    assert core.is_joker_option(t, s, p, a, b) == ((a, b) in listed)
                    checked += 1
            for a, b in listed:  # and every listed play is accepted
                assert core.is_joker_option(t, s, p, a, b)
    assert checked > 10_000


def test_a_joker_play_off_its_row_is_refused_with_the_rule_j2():
    game = Game.from_position("joker", layout="7♣ 7♦ 7♥ 7♠", hands=[["5♣", "JK"], ["6♣", "8♦"]])
    assert "JK=6♣+5♣" in map(str, game.legal_moves())
    before = game.state()
    with pytest.raises(ValueError, match=r"J2|J4"):
        game.play("JK=6♦+5♣")  # 5♣ is not beyond 6♦ in its row
    assert game.state() == before


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_plain_moves_are_the_plays_in_card_order_then_the_pass_r4_r5(preset):
    seen = 0
    for game in random_positions(Ruleset.preset(preset), 8):
        t, s = core.tables_of(game), core.view_of(game)
        p = s.to_move
        if s.jokers[p] or s.exposed:
            continue
        playable = s.hands[p] & s.open
        passes = not playable or not (t.must or s.passes[p] >= t.limit or s.gate)
        expected = _plays(playable) + ((PASS,) if passes else ())
        assert game.legal_moves() == expected
        seen += 1
    assert seen > 100


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_the_hand_over_event_says_the_results_summary_r8_b6_k5_w5(preset):
    rng = random.Random(3)
    for seed in range(30):
        game = Game.new(preset, 4, seed=seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        last = game.history[-1].events[-1]
        assert isinstance(last, ev.HandOver)
        assert last.summary == game.result.summary()
        for lang in ("en", "ja"):
            assert outcome_summary(core.outcome_of(game), lang) == game.result.summary(lang)


def _group_kills_the_long_way(board, layout: int, index: int, closed: int) -> int:
    """K8 by the definition: an empty component next to the new card that misses the top or
    the bottom row dies (flood fill with the board's own one-step spread)."""
    empty = board.to_grid(~layout & FULL)
    dead = 0
    for seed in low_bits(board.to_grid(board.orthogonal[index] & ~layout)):
        part = seed
        while True:
            grown = part | (board._spread(part) & empty)
            if grown == part:
                break
            part = grown
        if not (part & 0x1FFF and part & (0x1FFF << 39)):
            dead |= part
    return board.from_grid(dead) & ~closed


@pytest.mark.parametrize("cylinder", [False, True])
@pytest.mark.parametrize("rows", [DEFAULT_ROWS, tuple(reversed(DEFAULT_ROWS))], ids=["default", "reversed"])
def test_group_kills_match_the_flood_fill_of_the_definition_k8_k7(cylinder, rows):
    board = board_for(tuple(rows), cylinder, False, True)
    rng = random.Random(11)
    killing = 0
    for _ in range(3000):
        layout = 0
        for index in rng.sample(range(52), rng.randint(4, 40)):
            layout |= 1 << index
        index = rng.choice([i for i in range(52) if layout >> i & 1])
        closed = rng.getrandbits(52) & ~layout & rng.getrandbits(52)
        expected = _group_kills_the_long_way(board, layout, index, closed)
        assert board.kills(layout, index, closed) == expected
        killing += bool(expected)
    assert killing > 100


@pytest.mark.parametrize("preset", ["koroshi", "mushikui", "koroshi-diagonal"])
def test_a_killing_play_kills_what_kills_if_said_and_undo_restores_it_k3_k8(preset):
    rng = random.Random(5)
    kills = 0
    for game in random_positions(Ruleset.preset(preset), 20, seed=5):
        plays = [m for m in game.legal_moves() if m.kind == "play"]
        if not plays:
            continue
        move = rng.choice(plays)
        expected = game.kills_if(move.card)
        before = game.state()
        events = game.play(move)
        killed = {e.card for e in events if isinstance(e, ev.Killed)}
        assert killed == set(expected)
        assert set(game.killed_cells) >= killed
        kills += bool(killed)
        game.undo()
        assert game.state() == before
    assert kills > 20
