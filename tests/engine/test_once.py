"""One place for each rule (issue 26 items 1 and 2): the pass rule and the legal-move builder are
written once, in the engine beside its rules core, and ``Game`` and the playouts both ask them;
readers get a read-only view of a game's state, not the live state; the position checker is one,
shared by every way a position is built; ``engine/game.py`` stays small."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from shichi_widgets import Game, Ruleset
from shichi_widgets.bots import playout
from shichi_widgets.engine import core, legal, positions
from shichi_widgets.engine.core import StateView

PACKAGE = Path(__file__).resolve().parents[2] / "shichi_widgets"

# The pass rule's parts as code writes them: "must_play / must or ..." and "passes used ≥ the limit".
PASS_RULE = re.compile(r"\bmust\s+or\b|passes\[\w+\]\s*>=\s*[\w.]*limit")


def pass_rule_lines(package: Path) -> list[str]:
    """``path:line`` of every line of the package's source that writes (part of) the pass rule."""
    found = []
    for path in sorted(package.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if PASS_RULE.search(line.split("#")[0]):
                found.append(f"{path.relative_to(package).as_posix()}:{number}")
    return found


def test_the_scan_finds_the_pass_rule_written_in_any_of_its_forms(tmp_path):
    (tmp_path / "a.py").write_text(
        "x = must or gate or passes[p] >= limit\ny = t.must or s.gate\nz = s.passes[p] >= t.limit\n# must or\n"
    )
    assert pass_rule_lines(tmp_path) == ["a.py:1", "a.py:2", "a.py:3"]


def test_the_pass_rule_is_written_once_in_the_package_r5_w4_b2():
    assert [line.split(":")[0] for line in pass_rule_lines(PACKAGE)] == ["engine/core.py"]  # core.free_seats


def _functions(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]


def _calls(function: ast.FunctionDef) -> set[str]:
    names = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Call):
            target = node.func
            names.add(target.id if isinstance(target, ast.Name) else getattr(target, "attr", ""))
    return names


def test_the_legal_move_builder_is_defined_once_and_every_other_listing_asks_it():
    builders, listings = [], []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        for function in _functions(path):
            if function.name == "legal_moves" or "legal_general" in function.name:
                (listings if "legal_moves" in _calls(function) else builders).append(f"{rel}:{function.name}")
    assert builders == ["engine/legal.py:legal_moves"]
    assert "engine/game.py:legal_moves" in listings  # Game.legal_moves asks the builder


def test_the_playouts_ask_the_engine_for_the_rule():
    source = (PACKAGE / "bots" / "playout.py").read_text(encoding="utf-8")
    assert "state.free >> p & 1" in source and "legal_moves(" in source  # the core's pass rule, the one builder
    assert "passes[" not in source and "limit" not in source


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_the_kept_pass_rule_equals_the_rule_worked_out_afresh_r5_w4_b2(preset):
    """``s.free``, kept up to date by the transitions, is what :func:`core.free_seats` says of the
    state at every turn of random games (passes used, the opening card down, undo)."""
    rng = random.Random(3)
    for seed in range(4):
        game = Game.new(preset, 4, seed=seed)
        while not game.is_over:
            t, s = core.tables_of(game), core.view_of(game)
            assert s.free == core.free_seats(t, s)
            game.play(rng.choice(game.legal_moves()))
            if rng.random() < 0.1:
                game.undo()


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_the_lean_and_the_game_lists_are_the_same_moves_in_the_same_order(preset):
    rng = random.Random(5)
    seen = 0
    for seed in range(6):
        game = Game.new(preset, 4, seed=seed)
        while not game.is_over:
            t, s = core.tables_of(game), core.state_of(game)
            moves = game.legal_moves()
            lean = legal.legal_moves(t, s, legal.LEAN)
            assert [playout.to_move(*move) for move in lean] == list(moves)
            assert all(legal.is_legal(t, s, s.to_move, *move) for move in lean)
            seen += 1
            game.play(rng.choice(moves))
    assert seen > 100


def test_readers_get_a_read_only_view_that_follows_the_game():
    game = Game.new("joker", 4, seed=1)
    view = core.view_of(game)
    assert isinstance(view, StateView) and not isinstance(view, core.State)
    with pytest.raises(AttributeError, match="read-only"):
        view.layout = 0
    with pytest.raises(AttributeError, match="read-only"):
        view.to_move = None
    with pytest.raises(TypeError):
        view.hands[0] = 0  # per-seat lists read as tuples
    with pytest.raises(AttributeError):
        del view.passes
    before = game.state()
    assert game.state() == before  # nothing was written
    game.play(game.legal_moves()[0])
    assert view.layout == game.layout_mask and view.to_move == game.to_move  # it follows the game


def test_the_view_has_every_field_of_the_state():
    game = Game.new("koroshi", 4, seed=2)
    view, state = core.view_of(game), core.state_of(game)
    for name in core.State.__slots__:
        value = getattr(state, name)
        assert getattr(view, name) == (tuple(value) if isinstance(value, list) else value), name


def test_every_way_of_building_a_position_goes_through_the_one_checker(monkeypatch):
    calls = []
    real = positions.check_position
    monkeypatch.setattr(positions, "check_position", lambda *a, **k: calls.append(1) or real(*a, **k))
    game = Game.from_position("shichi-narabe", layout="7♠ 7♥ 7♦ 7♣", hands=["8♠ 6♥", "9♠ 5♥"])
    assert len(calls) == 1
    Game.from_state("shichi-narabe", game.state())
    assert len(calls) == 2
    Game.from_text(game.to_text())
    assert len(calls) == 3


def test_the_game_module_stays_small():
    lines = (PACKAGE / "engine" / "game.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 750, f"engine/game.py has {lines} lines"
