"""The rules core (``engine/core.py``) on its own: its deal is ``Game.new``'s, its transitions
give ``Game``'s events and positions move for move, its outcome is ``Game.result``'s, and a
playout from a hand that blocks ends at once (B5, W5) instead of running forever."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, Ruleset
from shichi_widgets.bots import playout
from shichi_widgets.engine import core
from shichi_widgets.engine import events as ev

PRESETS = Ruleset.presets()
HOUSE_RULES = (
    Ruleset.preset("seven-bridge").replace(kings_bonus=5),
    Ruleset.preset("seven-bridge").replace(stuck="lose-turn"),
    Ruleset.preset("koroshi").replace(row_order="shuffled"),
    Ruleset.preset("joker").replace(jokers=2),
)
ALL_RULES = tuple(Ruleset.preset(name) for name in PRESETS) + HOUSE_RULES
FIELDS = ("layout", "joker_cells", "hands", "jokers", "passes", "status", "out", "dropped", "bankrupt", "last",
          "to_move", "chips", "pot", "set_aside", "ghost", "completed", "killed", "penalties", "open", "exposed")


def fields(state: core.State) -> dict:
    return {name: getattr(state, name) for name in FIELDS}


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_the_core_deal_is_the_deal_of_game_new_r2_s1_b1_b2_w1_k1(rules):
    for players in (3, 4, 7):
        for seed in (0, 5, 123):
            state, _, rows = core.deal(core.Tables.of(rules, players), seed)
            game = Game.new(rules, players, seed=seed)
            assert fields(state) == fields(core.state_of(game))
            assert tuple(rows) == game.row_order


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_core_transitions_give_game_events_and_positions_move_for_move(rules):
    """Every move of random games, applied by ``core.play`` with events (the general path) and by
    ``Game.play`` (its fast paths where it takes them): same events, same position after it."""
    for players, seed in ((3, 1), (4, 2), (5, 3), (8, 4)):
        game = Game.new(rules, players, seed=seed)
        table = core.Tables.of(rules, players)
        state = core.state_of(game)
        rng = random.Random(seed)
        while not game.is_over:
            move = rng.choice(game.legal_moves())
            player = game.to_move
            events = list(game.play(move))
            if events and isinstance(events[-1], ev.HandOver):
                events.pop()  # the result's sentence is Game's; the core gives the numbers
            core_events: list = []
            core.play(table, state, player, *playout.lean_move(move), core_events)
            assert core_events == events, (rules, players, seed, move)
            assert fields(state) == fields(core.state_of(game)), (rules, players, seed, move)


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_core_outcome_is_game_result_r8_b6_k5_w5(rules):
    for seed in range(6):
        game = Game.new(rules, 4, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        result = game.result
        numbers = core.outcome(core.tables_of(game), core.state_of(game))
        assert (numbers.kind, numbers.ranking, numbers.ranks, numbers.scores, numbers.winner, numbers.chips) == (
            result.kind, result.ranking, result.ranks, result.scores, result.winner, result.chips
        )


class BoundedRecord(list):
    """A playout's move record that fails a test instead of letting a loop run forever."""

    def __init__(self, bound: int) -> None:
        super().__init__()
        self.bound = bound

    def append(self, item) -> None:
        if len(self) >= self.bound:
            raise AssertionError(f"the playout made more than {self.bound} moves: it does not end")
        super().append(item)


BLOCKING = (
    ("sevens", ["7♠", "7♥", "7♣", "7♦"], [["8♠", "10♠"], ["10♥"]], "8♠"),
    ("seven-bridge", ["7♦", "7♠", "7♥", "7♣"], [["8♠", "10♠"], ["10♥"], ["10♣"]], "8♠"),
)


@pytest.mark.parametrize("policy", [playout.UNIFORM, playout.EAGER, playout.HOLD])
@pytest.mark.parametrize(("preset", "layout", "hands", "last_placeable"), BLOCKING)
def test_a_playout_of_a_partial_deck_ends_when_the_hand_blocks_b5_w5(policy, preset, layout, hands, last_placeable):
    """After the last card anybody can place, nobody ever can (the rest need cards out of play) and
    a stuck player only loses the turn (B8, W4): the hand ends at once as it stands (B5, W5)."""
    rules = Ruleset.preset(preset)
    if rules.stuck != "lose-turn":
        rules = rules.replace(stuck="lose-turn")  # Seven Bridge without the ghost (B8)
    game = Game.from_position(rules, layout=layout, hands=hands)
    state = playout.state_from_game(game)
    record = BoundedRecord(50)
    playout.run(core.tables_of(game), state, random.Random(0)._randbelow, policy, record=record)
    assert state.to_move is None
    moves = [playout.to_move(kind, a, b) for _, kind, a, b in record]
    assert str(moves[-1]) == last_placeable and all(move.kind == "pass" for move in moves[:-1])
    game.play(last_placeable)  # Game ends the hand there too
    assert game.is_over and game.result.scores == core.outcome(core.tables_of(game), state).scores


def test_the_blocked_end_needs_a_partial_deck_and_a_stuck_player_who_only_loses_the_turn_b5_w5():
    full = Game.new("sevens", 4, seed=1)
    assert not core.state_of(full).blockable  # every card in play: somebody can always place
    partial = Game.from_position("sevens", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["8♠", "10♠"], ["10♥"]])
    assert core.state_of(partial).blockable
    bankrupting = Game.from_position("shichi-narabe", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["8♠"], ["10♥"]])
    assert not core.state_of(bankrupting).blockable  # R6: a stuck player goes bankrupt, the hand moves on


def test_tables_read_each_rule_flag_into_a_named_constant_once():
    rules = Ruleset.preset("koroshi")
    tables = core.Tables.of(rules, 4)
    assert core.Tables.of(rules, 4) is tables
    assert (tables.stuck, tables.end) == (core.Stuck.LEAVE, core.End.ALL_PLACED)  # K4, K5
    assert core.Tables.of(Ruleset.preset("sevens"), 4).stuck is core.Stuck.LOSE_TURN  # W4
    assert core.Tables.of(Ruleset.preset("seven-bridge"), 4).end is core.End.FIRST_OUT  # B6
    assert core.Tables.of(Ruleset.preset("shichi-narabe"), 4).end is core.End.LAST_HOLDER  # R8


def test_a_copied_state_plays_on_without_changing_the_game():
    game = Game.new("joker", 4, seed=3)
    before = game.to_text()
    state = core.state_of(game)
    playout.run(core.tables_of(game), state, random.Random(1)._randbelow)
    assert state.to_move is None
    assert game.to_text() == before and not game.is_over


def test_open_cells_follow_the_layout_l3_t2_k2():
    linear = core.Tables.of(Ruleset.preset("shichi-narabe"), 4)
    layout = sum(1 << (13 * suit + 6) for suit in range(4))  # the four 7s (S1)
    sixes_and_eights = sum(1 << (13 * suit + rank) for suit in range(4) for rank in (5, 7))
    assert core.open_mask(linear.row_open, None, layout) == sixes_and_eights
    tunnel = core.Tables.of(Ruleset.preset("tunnel"), 4)
    low_side = sum(1 << pos for pos in range(7))  # A–7 of spades: only the tunnel goes on (T2)
    assert core.open_mask(tunnel.row_open, None, low_side) & 0x1FFF == 1 << 12
    kill = core.Tables.of(Ruleset.preset("koroshi"), 4)
    board = kill.board(Ruleset.preset("koroshi").row_order)
    seven = 1 << 6
    assert core.open_mask(kill.row_open, board, seven, closed=1 << 5) & 0x1FFF == 1 << 7  # K2, a closed 6


@pytest.mark.parametrize("preset", ["joker", "koroshi", "seven-bridge"])
def test_a_copy_and_its_original_undo_their_general_moves_independently(preset):
    """Undo keeps the state before each general move (joker plays J2, kills K3, B5's yūrei): a
    copy keeps its own, so undoing in one never changes the other."""
    game = Game.new(preset, 4, seed=11)
    rng = random.Random(11)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    other = game.copy()
    final = game.to_text()
    while other.history:
        other.undo()
        if other.legal_moves():
            other.play(rng.choice(other.legal_moves()))
            other.undo()
    assert game.to_text() == final
    assert other == Game.new(preset, 4, seed=11)
    while game.history:
        game.undo()
    assert game == Game.new(preset, 4, seed=11)
