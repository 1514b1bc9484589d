"""The engine's edges (issue 25, item 7): each test failed before its fix."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import textwrap
from dataclasses import replace

import pytest

from shichi_widgets.engine import Game
from shichi_widgets.engine.cards import Card, Suit
from shichi_widgets.engine.errors import PositionError, ShichiError


def test_move_kind_from_json_does_not_poison_the_interned_move():
    """J2: a Move whose kind is an equal but distinct string (as json.loads gives), built before
    any position, must not make the legal joker play illegal. Run in a fresh interpreter, so the
    move is not interned already by another test."""
    script = textwrap.dedent(
        """
        import json
        from shichi_widgets.engine import Game
        from shichi_widgets.engine.cards import Card
        from shichi_widgets.engine.moves import Move
        kind = json.loads('"joker"')
        assert kind == "joker"
        early = Move(kind, Card.parse("10♠"), Card.parse("9♠"))
        game = Game.from_position("joker", layout="7♠ 8♠", hands=["JK 10♠ 2♥", "3♥ 4♥"])
        legal = {str(m) for m in game.legal_moves()}
        assert "JK=9♠+10♠" in legal, legal
        game.play("JK=9♠+10♠")
        assert early.kind is Move("joker", Card.parse("10♠"), Card.parse("9♠")).kind
        print("ok")
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "ok"


def _dealt_state():
    return Game.new("shichi-narabe", 4, seed=1).state()


def _impossible_states():
    """States of the basic game that no play reaches: a joker (J1), a ghost (G1), a killed cell (K3)."""
    state = _dealt_state()
    eight = Card.parse("8♠")
    yield "J1", replace(state, jokers=(1, 0, 0, 0))
    yield "G1", replace(state, ghost=1)
    yield "K3", replace(state, hands=tuple(hand - {eight} for hand in state.hands), killed=frozenset({eight}))


@pytest.mark.parametrize(("rule", "state"), list(_impossible_states()), ids=["J1", "G1", "K3"])
def test_from_state_refuses_what_from_text_refuses(rule, state):
    """from_state, from_position and from_text share one checker: a state that cannot occur is
    refused naming the rule, never accepted to write a to_text() its own from_text refuses."""
    with pytest.raises(PositionError) as refused:
        Game.from_state("shichi-narabe", state)
    assert f"({rule})" in str(refused.value)
    assert len(str(refused.value)) < 300


def test_from_position_refuses_a_joker_the_rules_do_not_have_J1():
    with pytest.raises(PositionError, match=r"J1"):
        Game.from_position("shichi-narabe", layout="7♠ 7♥ 7♣ 7♦", hands=["JK 8♠", "9♠"])


@pytest.mark.parametrize("preset", ["shichi-narabe", "joker", "ghost", "koroshi", "sevens", "seven-bridge"])
def test_every_state_from_state_accepts_round_trips_through_text(preset):
    """What from_state accepts, to_text writes and from_text reads back to the same state."""
    game = Game.new(preset, 4, seed=3)
    rng = random.Random(3)
    while True:
        state = game.state()
        again = Game.from_state(preset, state)
        assert Game.from_text(again.to_text()).state() == state
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))


def test_next_cell_accepts_a_suit_as_text_L3():
    game = Game.from_position("shichi-narabe", layout="7♠ 8♠ 7♥", hands=["9♠ 2♥", "3♥ 4♥"])
    assert game.next_cell("♠", "up") == Card.parse("9♠")
    assert game.next_cell("S", "down") == Card.parse("6♠")
    assert game.next_cell(Suit.SPADES, "up") == game.next_cell("s", "up")


@pytest.mark.parametrize("suit", ["x" * 10**6, "♠♠", None, 7, True])
def test_next_cell_refuses_what_is_not_a_suit_with_a_short_message(suit):
    game = Game.from_position("shichi-narabe", layout="7♠", hands=["9♠ 2♥", "3♥ 4♥"])
    with pytest.raises(ShichiError) as refused:
        game.next_cell(suit, "up")
    assert len(str(refused.value)) < 200
    assert "suit" in str(refused.value)


def test_next_cell_refuses_a_huge_direction_with_a_short_message_L3():
    game = Game.from_position("shichi-narabe", layout="7♠", hands=["9♠ 2♥", "3♥ 4♥"])
    with pytest.raises(ShichiError) as refused:
        game.next_cell("♠", "x" * 10**6)
    assert len(str(refused.value)) < 200


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_rank_game_result_lines_each_cite_a_rule_R7_R8(lang):
    """Every line of a rank game's result.explain() names its rule, the same ids in both languages."""
    game = Game.new("shichi-narabe", 4, seed=5)
    rng = random.Random(5)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    lines = game.result.explain(lang).splitlines()
    assert len(lines) == 4
    ids = re.compile(r"[(（][A-Z]\d+(?:[,、] ?[A-Z]\d+)*[)）]")
    for line in lines:
        assert ids.search(line), line
    assert "R8" in "".join(lines)


def _finished_sevens(seed: int) -> Game:
    game = Game.new("sevens", 4, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("seed", range(6))
def test_sevens_chips_and_pot_after_the_hand_agree_with_the_result_W5(seed):
    game = _finished_sevens(seed)
    result = game.result
    assert game.chips == result.chips
    assert game.state().chips == result.chips
    text = game.to_text()
    assert "chips: " + " ".join(map(str, result.chips)) in text
    # chips are only moved, never made: with a winner the pot is empty
    if result.winner is not None:
        assert game.pot == 0 and game.state().pot == 0
    assert sum(game.chips) + game.pot == 4 * game.rules.chips
    again = Game.from_text(text)
    assert again.chips == result.chips and again.pot == game.pot
    assert again.result == result
    assert Game.from_state("sevens", game.state()).result == result


def test_undoing_the_last_move_of_a_sevens_hand_restores_the_chips_W5():
    game = _finished_sevens(1)
    last_before = Game.from_text(game.to_text(history=True))
    game.undo()
    assert not game.is_over
    assert sum(game.chips) + game.pot == 4 * game.rules.chips
    assert game.pot >= 4 * game.rules.ante
    assert last_before.chips == _finished_sevens(1).result.chips


def test_a_finished_sevens_text_written_before_the_settlement_is_settled_when_read_W5():
    """Texts saved before this fix hold a finished hand's chips before W5's settlement and no
    'pot taken' line: reading one settles it, so its chips agree with its result."""
    game = _finished_sevens(2)
    assert str(game.history[-1].move) != "pass"  # the hand ended on a card, which moves no chip
    before = game.copy()
    before.undo()
    lines = []
    for line in game.to_text().splitlines():
        if line.startswith("pot taken:"):
            continue
        if line.startswith("chips:"):
            line = "chips: " + " ".join(map(str, before.chips))
        elif line.startswith("pot:"):
            line = f"pot: {before.pot}"
        lines.append(line)
    old = Game.from_text("\n".join(lines))
    assert old.chips == game.result.chips == old.result.chips
    assert old.pot == game.pot


SEVENS = "7♠ 7♥ 7♣ 7♦"
POSITION_ERRORS = [
    # (ruleset, from_position arguments, catalogue key, the seat the sentence names, counted from 1)
    ("shichi-narabe", dict(layout="7♠", hands=["7♥ 8♠", "9♠"]), "error.position.sevens_held", "1"),
    ("shichi-narabe", dict(layout=SEVENS, hands=["8♠", "9♠"], passes_used=[0, 4]), "error.position.passes_over", "2"),
    ("joker-wild", dict(layout="7♠ 7♥ 7♣ 7♦", hands=["9♠", "JK", "8♠"]), "error.position.joker_alone", "2"),
    ("shichi-narabe", dict(layout=SEVENS, hands=["8♠", "", "9♠"], to_move=1), "error.position.to_move_inactive", "2"),
    ("sevens", dict(layout="7♠ 7♥ 7♣ 7♦", hands=["8♠", "", "9♠"], to_move=0), "error.position.already_over", "2"),
    ("seven-bridge", dict(layout="", hands=["8♠", "7♦ 9♠"], to_move=0), "error.position.opener_must_open", "2"),
]


@pytest.mark.parametrize(("preset", "args", "key", "seat"), POSITION_ERRORS, ids=[e[2] for e in POSITION_ERRORS])
def test_position_errors_a_learner_meets_say_the_seat_from_1_in_both_languages(preset, args, key, seat):
    """The explorer shows a refused position's sentence in the learner's language (error.text):
    each has a catalogue key, and its seat counts from 1 as every sentence does."""
    with pytest.raises(PositionError) as refused:
        Game.from_position(preset, **args)
    error = refused.value
    assert error.key == key
    assert f"player {seat}" in str(error)
    japanese = error.text("ja")
    assert f"プレイヤー{seat}" in japanese and "player" not in japanese
    assert re.search(r"[（(][A-Z]\d", japanese) and japanese.endswith("。")


BAD_STATE_FIELDS = {
    "killed": frozenset({"8♠"}),
    "killed_by": (("8♠", "9♠"),),
    "completed": (("x", 1),),
    "jokers": (-1, 0, 0, 0),
    "passes": ("a", 0, 0, 0),
    "pot": "x",
    "set_aside": "x",
    "joker_cells": frozenset({"8♠"}),
    "layout": None,
    "hands": (1, 2, 3, 4),
    "ghost": "x" * 10**6,
}


@pytest.mark.parametrize("field", sorted(BAD_STATE_FIELDS))
def test_from_state_refuses_a_malformed_field_with_a_short_position_error(field):
    """Each field of a GameState is checked before it is used: a PositionError naming the field and
    quoting at most ~60 characters, never an AttributeError or a TypeError (or a negative count
    accepted)."""
    state = replace(Game.new("koroshi", 4, seed=1).state(), **{field: BAD_STATE_FIELDS[field]})
    with pytest.raises(PositionError) as refused:
        Game.from_state("koroshi", state)
    assert field in str(refused.value)
    assert len(str(refused.value)) < 200
