"""The joker shortcuts give exactly what the long way gives: the per-row tables of a holder's joker
plays (J2, J4, T4), a joker play made without a snapshot and its undo (J2, J3, J7, J8), the core's
one-row update of the open cells after a joker play, the deal's inlined shuffle and its hands (R2), a
wild holder's moves in one read (J7) and a joker play told its target's holder (J3)."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, Ruleset
from shichi_widgets.engine import core
from shichi_widgets.engine.cards import DECK, Card
from shichi_widgets.engine.move_table import joker_move as _joker_move
from shichi_widgets.engine.move_table import joker_plays as _joker_plays
from shichi_widgets.engine.move_table import joker_rows as _joker_rows
from shichi_widgets.engine.move_table import kind_rows as _kind_rows
from shichi_widgets.engine.move_table import moves_from as _moves_from
from shichi_widgets.engine.move_table import plays as _plays
from shichi_widgets.engine.moves import JOKER_KIND, PASS, YUREI, Move

WILD = {"joker_mode": "wild", "joker_alone_drops_out": True}
JOKER_RULES = {
    "joker": Ruleset.preset("joker"),
    "joker-wild": Ruleset.preset("joker-wild"),
    "tunnel-joker": Ruleset.preset("tunnel-joker"),
    "two-jokers": Ruleset.preset("joker").replace(jokers=2),
    "open-tunnel-joker": Ruleset.preset("tunnel-open").replace(jokers=1, joker_mode="next"),
    "two-wild-jokers": Ruleset.preset("joker-wild").replace(jokers=2),
    "seven-bridge-wild": Ruleset.preset("seven-bridge").replace(jokers=2, **WILD),
    "ghost-joker": Ruleset.preset("ghost").replace(jokers=1, joker_mode="next"),
    "sevens-wild": Ruleset.preset("sevens").replace(jokers=1, **WILD),
}


def random_positions(rules: Ruleset, games: int, seed: int = 7, players: int = 4):
    """Every position of a few random games (the game is yielded before each move)."""
    rng = random.Random(seed)
    for number in range(games):
        game = Game.new(rules, players, seed=number)
        while not game.is_over:
            yield game
            game.play(rng.choice(game.legal_moves()))


def legal_moves_the_long_way(game: Game) -> tuple:
    """``legal_moves()`` by its documented order: card plays, the core's joker options as moves,
    a yūrei's exposed cards, then the pass when allowed."""
    t, s = core.tables_of(game), core.view_of(game)
    p = s.to_move
    moves = _plays(s.hands[p] & s.open)
    if s.jokers[p]:
        moves += tuple(_joker_move(a, b) for a, b in core.joker_options(t, s, p))
    moves += _moves_from(_kind_rows(YUREI), s.exposed & s.open)
    if not moves or not (t.must or s.passes[p] >= t.limit or s.gate):
        moves += (PASS,)
    return moves


@pytest.mark.parametrize("name", JOKER_RULES)
def test_a_joker_holders_moves_from_the_row_tables_equal_the_core_options_in_order_j2_j4_t4(name):
    holders = 0
    for game in random_positions(JOKER_RULES[name], 20):
        s = core.view_of(game)
        if s.jokers[s.to_move]:
            holders += 1
        assert game.legal_moves() == legal_moves_the_long_way(game)
    assert holders > 50


@pytest.mark.parametrize("tunnels", [None, "blocking", "open"])
def test_the_row_tables_match_joker_options_for_every_hand_near_random_layouts_j2_j4_t4(tunnels):
    rules = Ruleset.preset("joker").replace(tunnels=tunnels)
    t = core.Tables.of(rules, 2)
    rng = random.Random(4)
    found = 0
    for _ in range(400):
        s = core.State(2)
        s.layout = core.SEVENS_MASK | (rng.getrandbits(52) & rng.getrandbits(52))
        s.hands[0] = rng.getrandbits(52) & ~s.layout
        expected = tuple(_joker_move(a, b) for a, b in core.joker_options(t, s, 0))
        assert _joker_plays(_joker_rows(tunnels), s.layout, s.hands[0]) == expected
        found += len(expected)
    assert found > 200


def _joker_positions(rules: Ruleset, games: int):
    """(game, joker move) for every position of a few games where the player to move has one."""
    for game in random_positions(rules, games, seed=9):
        jokers = [m for m in game.legal_moves() if m.kind is JOKER_KIND]
        if jokers:
            yield game, jokers


@pytest.mark.parametrize("name", JOKER_RULES)
def test_a_joker_play_without_a_snapshot_equals_the_long_way_and_undo_restores_it_j2_j3_j7_j8(name):
    rules = JOKER_RULES[name]
    quick = 0
    for game, jokers in _joker_positions(rules, 12):
        for move in jokers:
            p = game.to_move
            before = game.state()
            fast, slow = game.copy(), game.copy()
            events = fast.play(move)
            quick += fast._history[-1][4] is None  # made without a snapshot
            assert slow._general(p, move) == events
            assert fast.state() == slow.state()
            assert fast == slow
            assert fast.undo() is move
            assert fast.state() == before
            assert fast == game
            assert fast.legal_moves() == game.legal_moves()
    assert quick > 20


def test_undoing_a_whole_game_of_quiet_joker_plays_walks_back_through_every_position_j3():
    rng = random.Random(12)
    for seed in range(15):
        game = Game.new(JOKER_RULES["two-wild-jokers"], 4, seed=seed)
        seen = []
        while not game.is_over:
            seen.append(game.state())
            game.play(rng.choice(game.legal_moves()))
        while seen:
            game.undo()
            assert game.state() == seen.pop()


def test_a_joker_play_that_empties_the_hand_goes_the_long_way_and_the_player_goes_out_r7_j8():
    game = Game.from_position("joker", layout="7♣ 7♦ 7♥ 7♠", hands=[["5♣", "JK"], ["6♣", "8♦"], ["9♦"]])
    events = game.play("JK=6♣+5♣")  # 6♣'s holder takes the joker back (J3); player 0 is out (R7)
    assert game.status(0) == "out"
    assert game.jokers(1) == 1
    assert game._history[-1][4] is not None  # a snapshot: the long way
    game.undo()
    assert game.status(0) == "active" and game.jokers(0) == 1
    assert [type(e).__name__ for e in events][:2] == ["JokerPlayed", "JokerSwapped"]


def test_an_illegal_joker_play_is_refused_naming_the_rule_and_changes_nothing_j7():
    game = Game.from_position("joker-wild", layout="7♣ 7♦ 7♥ 7♠", hands=[["5♣", "JK"], ["6♣", "8♦"]])
    before = game.state()
    with pytest.raises(ValueError, match="J7"):
        game.play("JK=5♣")  # not an open cell
    with pytest.raises(ValueError, match="J7"):
        game.play("JK=6♦+5♦")  # a wild joker is played alone
    assert game.state() == before


@pytest.mark.parametrize("name", JOKER_RULES)
def test_the_cores_one_row_open_update_after_a_joker_play_equals_recomputing_the_open_cells_j2_j7(name):
    rules = JOKER_RULES[name]
    checked = 0
    for game, jokers in _joker_positions(rules, 10):
        t = core.tables_of(game)
        for move in jokers:
            quick, long = core.state_of(game), core.state_of(game)
            p = quick.to_move
            a, b = move.bit, move.joker_as.bit
            core.play_joker(t, quick, p, a, b)  # no events: the shortcut when the hand goes on
            core.play_joker(t, long, p, a, b, [])  # events: the long way through settle
            assert quick.open == core.open_cells(t, quick)
            for field in core.State.__slots__:
                assert getattr(quick, field) == getattr(long, field), field
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("size", [52, 53, 54])
def test_the_deals_shuffle_gives_random_shuffles_order_and_stream_r2(size):
    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        deck, expected = list(range(size)), list(range(size))
        core.shuffle(ours, deck)
        theirs.shuffle(expected)
        assert deck == expected
        assert ours.getrandbits(64) == theirs.getrandbits(64)  # the stream after the deal is the same


@pytest.mark.parametrize("name", ["joker", "joker-wild"])
def test_a_quiet_joker_play_on_a_card_nobody_holds_stays_and_undo_empties_the_cell_j3(name):
    # a partial deck: nobody holds 6♣, so the joker stays in the layout (J3) and undo takes it back
    game = Game.from_position(name, layout="7♣ 7♦ 7♥ 7♠", hands=[["5♣", "JK", "9♦"], ["8♦", "2♠"]])
    move = "JK=6♣+5♣" if name == "joker" else "JK=6♣"
    before = game.state()
    slow = game.copy()
    events = game.play(move)
    assert game._history[-1][4] is None  # the quiet path
    assert slow._general(0, game.history[-1].move) == events
    assert [type(e).__name__ for e in events] == ["JokerPlayed", "JokerStays"]
    assert game == slow and game.state() == slow.state()
    assert {str(c) for c in game.joker_cells} == {"6♣"}
    game.undo()
    assert game.state() == before and not game.joker_cells


# ------------------------------------------------------------------ wild holders, known owners, the deal

WILD_RULES = {name: rules for name, rules in JOKER_RULES.items() if rules.joker_mode == "wild"} | {
    "wild-must-play": Ruleset.preset("sevens").replace(jokers=1, joker_mode="wild"),
    "wild-opening-card": Ruleset.preset("seven-bridge").replace(jokers=1, joker_mode="wild"),
}


@pytest.mark.parametrize("name", WILD_RULES)
def test_a_wild_holders_moves_in_one_read_equal_the_general_listing_j7(name):
    """J7: the wild holder's moves read in one expression (cards, the joker as each open cell the
    holder lacks, then the pass) equal ``_legal_general``'s, with the pass allowed or not (R5, W4, B2)."""
    holders = passless = 0
    for game in random_positions(WILD_RULES[name], 20):
        s = core.view_of(game)
        p = s.to_move
        if not s.jokers[p] or s.exposed:
            continue
        holders += 1
        moves = game.legal_moves()
        assert moves == legal_moves_the_long_way(game)
        passless += PASS not in moves
    assert holders > 50
    assert passless > 0


def test_a_wild_holder_with_nothing_open_may_only_pass_and_with_no_pass_left_may_not_r5_j7():
    game = Game.from_position("joker-wild", layout="7♣ 7♦ 7♥ 7♠", hands=[["5♣", "JK", "9♦"], ["8♦", "2♠"]])
    s = game._s  # written below: the game's own state
    assert game.legal_moves() == legal_moves_the_long_way(game)
    assert PASS in game.legal_moves()
    s.passes[0] = 3  # no pass left (R5): the joker's cells and the cards only
    core.refresh(core.tables_of(game), s)  # the derived fields follow (s.free: the pass rule)
    assert PASS not in game.legal_moves()
    assert game.legal_moves() == legal_moves_the_long_way(game)
    open_cells, s.open = s.open, 0  # nothing open at all: only the pass (R6), never an empty list
    assert game.legal_moves() == legal_moves_the_long_way(game) == (PASS,)
    s.open = open_cells


@pytest.mark.parametrize("name", JOKER_RULES)
def test_the_cores_joker_play_with_the_owner_given_equals_finding_the_owner_j3(name):
    """J3: ``core.play_joker`` told who holds the target (or ``None``: nobody) ends in the same
    state as when it looks the holder up itself, events and all."""
    checked = nobody = 0
    for game, jokers in _joker_positions(JOKER_RULES[name], 8):
        t = core.tables_of(game)
        for move in jokers:
            given, found = core.state_of(game), core.state_of(game)
            p = given.to_move
            owner = core.holder(given, move.target)
            nobody += owner is None
            given_events, found_events = [], []
            core.play_joker(t, given, p, move.bit, move.target, given_events, owner)
            core.play_joker(t, found, p, move.bit, move.target, found_events)
            assert given_events == found_events
            for field in core.State.__slots__:
                assert getattr(given, field) == getattr(found, field), field
            checked += 1
    assert checked > 50


def test_a_joker_play_on_a_card_nobody_holds_with_the_owner_given_as_none_keeps_the_joker_there_j3():
    game = Game.from_position("joker-wild", layout="7♣ 7♦ 7♥ 7♠", hands=[["5♣", "JK", "9♦"], ["8♦", "2♠"]])
    t, s = core.tables_of(game), core.state_of(game)
    six = Move.joker("6♣").target
    core.play_joker(t, s, 0, 0, six, None, None)
    assert s.joker_cells == six and s.layout & six and s.jokers == [0, 0]


def test_a_moves_target_is_the_bit_of_the_card_the_joker_stands_for_and_zero_otherwise():
    for card in DECK:
        assert Move.joker(card).target == card.bit
        assert Move.play(card).target == Move.yurei(card).target == 0
    assert PASS.target == 0
    assert Move.parse("JK=6♣+5♣").target == Card.parse("6♣").bit


@pytest.mark.parametrize("jokers", [0, 1, 2])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 7, 8])
def test_the_deals_hands_equal_dealing_the_shuffled_deck_one_card_at_a_time_r2_s1(players, jokers):
    """R2, S1: each hand (as a bit set, jokers counted) is the cards dealt to it one at a time
    clockwise from the dealer's left, from ``random.Random(seed).shuffle`` of the pack; the 7s go
    to the layout and the 7♦'s holder starts (R3)."""
    rules = Ruleset.preset("joker").replace(jokers=jokers, joker_mode="next" if jokers else None)
    t = core.Tables.of(rules, players)
    for seed in range(40):
        dealer = seed % players
        s, _, _ = core.deal(t, seed, dealer)
        deck = list(range(52)) + [52] * jokers
        random.Random(seed).shuffle(deck)
        hands, counts = [0] * players, [0] * players
        for place, index in enumerate(deck):
            seat = (dealer + 1 + place) % players
            if index == 52:
                counts[seat] += 1
            else:
                hands[seat] |= 1 << index
        starter = next(seat for seat in range(players) if hands[seat] & core.SEVEN_OF_DIAMONDS)
        assert s.hands == [hand & ~core.SEVENS_MASK for hand in hands]
        assert s.jokers == counts
        assert s.layout == core.SEVENS_MASK
        assert s.to_move == starter
