"""Position text round-trips exactly; the static picture marks playable cells; the engine is standalone."""

import random
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from shichi_widgets import Card, Game, Ruleset


def random_game(preset, seed, moves):
    game = Game.new(preset, players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_text_round_trips_mid_game_and_at_the_end(preset):
    for moves in (0, 25, 500):
        game = random_game(preset, seed=3, moves=moves)
        again = Game.from_text(game.to_text())
        assert again == game
        assert again.to_text() == game.to_text()
        assert again.legal_moves() == game.legal_moves()


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_text_with_history_restores_the_moves_so_undo_still_works(preset):
    game = random_game(preset, seed=5, moves=30)
    again = Game.from_text(game.to_text(history=True))
    assert again == game
    assert [(t.player, str(t.move)) for t in again.history] == [(t.player, str(t.move)) for t in game.history]
    while game.history:
        assert again.undo() == game.undo()
        assert again == game


def test_layout_runs_are_written_compactly_and_read_back():
    game = Game.from_position(
        "shichi-narabe", layout=["6♠", "7♠", "8♠", "9♠", "7♥", "8♥", "7♣", "7♦", "Q♥"], hands=[["5♠"], ["10♠"]]
    )
    text = game.to_text()
    assert "layout: 6♠-9♠ 7♥ 8♥ Q♥ 7♣ 7♦" in text
    assert Game.from_text(text) == game


def test_house_rules_are_written_as_flags_after_the_preset():
    rules = Ruleset.preset("seven-bridge").replace(passes=5, opening_card="7♥", penalty="count")
    game = Game.new(rules, players=3, seed=1)
    text = game.to_text()
    assert "rules: seven-bridge passes=5 opening_card=7♥ penalty=count" in text
    assert Game.from_text(text).rules == rules


def test_a_joker_standing_in_a_cell_round_trips():
    game = Game.from_position("joker", layout=["7♠", "6♠", "7♥", "7♣", "7♦"], hands=[["JK", "4♠"], ["9♥"]])
    game.play("JK=5♠+4♠")  # nobody holds 5♠ in this partial deck: the joker stays (J2)
    assert "JK=5♠" in game.to_text()
    assert game.joker_cells == {Card.parse("5♠")}
    assert Game.from_text(game.to_text()) == game


def test_sevens_chips_and_pot_round_trip():
    game = random_game("sevens", seed=2, moves=20)
    text = game.to_text()
    assert "chips: " in text and "pot: " in text
    assert Game.from_text(text).chips == game.chips


def test_the_svg_picture_is_well_formed_and_marks_each_playable_cell_with_a_dot():
    game = random_game("tunnel", seed=4, moves=10)
    svg = game._repr_svg_()
    root = ET.fromstring(svg)
    titles = [el.text for el in root.iter("{http://www.w3.org/2000/svg}title")]
    playable = {t.split(":")[0] for t in titles if t.endswith("playable")}
    assert playable == {str(c) for c in game.playable_cells()}
    dots = list(root.iter("{http://www.w3.org/2000/svg}circle"))
    assert len(dots) == len(playable)
    assert len(titles) == 52


def test_the_engine_imports_nothing_from_jupyter():
    code = (
        "import sys, shichi_widgets, shichi_widgets.engine\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('ipywidgets', 'anywidget', 'IPython', 'traitlets', 'jupyter_core', 'ipykernel', 'comm')]\n"
        "print(bad)\n"
        "assert not bad, bad\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
