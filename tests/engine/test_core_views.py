"""Reading a game through the rules core (issue 13 item 1): ``core.view_of`` (the live state, for
explain/public/notation, which run per hover, redraw and save), ``core.killed_by_of``, and
``Game.from_core_state``, the one constructor the position-text parser hands its state to."""

from __future__ import annotations

import random

import pytest

from shichi_widgets.engine import Game, NotationError, PositionError, Ruleset, core
from shichi_widgets.engine.cards import Card

PRESETS = ("shichi-narabe", "joker", "joker-wild", "tunnel", "ghost", "seven-bridge", "koroshi", "mushikui", "sevens")


def _positions(preset: str, games: int = 2, seed: int = 5):
    """Every position of a few random games of ``preset``."""
    rng = random.Random(seed)
    for n in range(games):
        game = Game.new(preset, players=3 + n % 3, seed=rng.randrange(10**6))
        while not game.is_over:
            yield game
            game.play(rng.choice(game.legal_moves()))
        yield game


def _fields(state: core.State) -> dict:
    """A state's own fields (not the derived ones), as plain values to compare."""
    names = ("layout", "joker_cells", "hands", "jokers", "passes", "status", "out", "dropped", "bankrupt", "last",
             "to_move", "chips", "pot", "set_aside", "ghost", "completed", "killed", "penalties")
    return {name: getattr(state, name) for name in names}


def test_view_of_follows_the_game_and_state_of_does_not() -> None:
    game = Game.new("shichi-narabe", players=4, seed=3)
    view, copy = core.view_of(game), core.state_of(game)
    assert view.layout == copy.layout == game.layout_mask
    game.play(game.legal_moves()[0])
    assert view.layout == game.layout_mask != copy.layout
    assert core.view_of(game).layout == view.layout  # a view of the same live state


def test_killed_by_of_names_the_card_that_killed_each_cell_K3_and_is_read_only() -> None:
    for game in _positions("koroshi", games=3):
        killed_by = core.killed_by_of(game)
        expected = {cell.index: by.index for cell, by in game.state().killed_by}
        assert dict(killed_by) == expected
        if killed_by:
            break
    else:
        pytest.fail("no koroshi game killed a cell")
    with pytest.raises(TypeError):
        killed_by[0] = 1  # type: ignore[index]


@pytest.mark.parametrize("preset", PRESETS)
def test_from_core_state_rebuilds_every_position_of_random_games(preset: str) -> None:
    for game in _positions(preset):
        again = Game.from_core_state(
            game.rules, core.state_of(game), game.dealer, game.row_order, core.killed_by_of(game)
        )
        assert again == game
        assert again.legal_moves() == game.legal_moves()
        assert again.to_text() == game.to_text()
        assert again.history == ()


def test_from_core_state_keeps_a_copy_so_the_callers_state_cannot_move_the_game() -> None:
    game = Game.new("shichi-narabe", players=4, seed=9)
    state = core.state_of(game)
    again = Game.from_core_state(game.rules, state)
    state.hands[0] = 0
    state.layout = 0
    assert again == game


def _bad(rules: Ruleset, change) -> tuple[core.State, dict]:
    state = core.state_of(Game.new(rules, players=4, seed=2))
    change(state)
    return state, _fields(state.copy())


@pytest.mark.parametrize(
    ("preset", "change", "words"),
    [
        ("shichi-narabe", lambda s: s.hands.__setitem__(1, s.hands[1] | s.hands[0]), "a card has one place (L1)"),
        ("shichi-narabe", lambda s: setattr(s, "layout", s.layout | s.hands[2]), "a card has one place (L1)"),
        ("joker", lambda s: setattr(s, "joker_cells", Card.parse("5♠").bit), "must be in the layout too (J3)"),
        ("shichi-narabe", lambda s: s.status.__setitem__(2, "asleep"), "player 2's status must be one of"),
        ("shichi-narabe", lambda s: s.passes.append(0), "passes need one entry per player (4) (R1)"),
        ("shichi-narabe", lambda s: setattr(s, "to_move", 7), "to_move must be a player 0–3, not 7 (R1)"),
    ],
)
def test_from_core_state_refuses_an_impossible_state_naming_the_rule_and_leaves_it_unchanged(
    preset: str, change, words: str
) -> None:
    rules = Ruleset.preset(preset)
    state, before = _bad(rules, change)
    with pytest.raises(PositionError, match=words.replace("(", r"\(").replace(")", r"\)")):
        Game.from_core_state(rules, state)
    assert _fields(state) == before


def test_from_core_state_refuses_what_is_not_a_core_state() -> None:
    game = Game.new("shichi-narabe", players=4, seed=1)
    with pytest.raises(PositionError, match="needs the core's State, not GameState"):
        Game.from_core_state(game.rules, game.state())  # type: ignore[arg-type]


def test_from_core_state_refuses_a_bad_row_order_K1() -> None:
    game = Game.new("koroshi", players=4, seed=1)
    with pytest.raises(PositionError, match="row"):
        Game.from_core_state(game.rules, core.state_of(game), row_order="♠♠♥♦")


@pytest.mark.parametrize(("line", "words"), [("players: 9", r"players must be 2 to 8, not 9 \(R1\)"),
                                             ("players: 1", r"players must be 2 to 8, not 1 \(R1\)")])
def test_position_text_with_a_player_count_out_of_range_names_the_line_R1(line: str, words: str) -> None:
    text = Game.new("shichi-narabe", players=4, seed=1).to_text().replace("players: 4", line)
    with pytest.raises(NotationError, match=r"line 3 \(players\): " + words):
        Game.from_text(text)


def test_position_text_with_a_dealer_out_of_range_names_the_line_R2() -> None:
    text = Game.new("shichi-narabe", players=4, seed=1).to_text().replace("dealer: 0", "dealer: 4")
    with pytest.raises(NotationError, match=r"line 4 \(dealer\): dealer must be a player 0–3, not 4 \(R2\)"):
        Game.from_text(text)


def test_position_text_refuses_shuffled_as_the_rows_of_a_position_K1() -> None:
    text = Game.new("koroshi", players=4, seed=1).to_text()
    assert "\nrows: " in text  # K1: a kill game writes its rows
    bad = "\n".join("rows: shuffled" if line.startswith("rows: ") else line for line in text.splitlines())
    with pytest.raises(NotationError, match=r"\(rows\): list the four suits once each.*'shuffled' \(K1\)"):
        Game.from_text(bad)


def test_position_text_reads_a_kill_game_with_shuffled_rows_and_kills_K1_K3() -> None:
    rng = random.Random(4)
    rules = Ruleset.preset("mushikui").replace(row_order="shuffled")
    for seed in range(40):
        game = Game.new(rules, players=4, seed=seed)
        while not game.is_over and not game.killed_cells:
            game.play(rng.choice(game.legal_moves()))
        if game.killed_cells and not game.is_over:
            break
    else:
        pytest.fail("no mushikui game killed a cell before its end")
    again = Game.from_text(game.to_text())
    assert again == game
    assert dict(core.killed_by_of(again)) == dict(core.killed_by_of(game))
    assert again.row_order == game.row_order
