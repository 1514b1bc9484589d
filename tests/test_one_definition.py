"""One definition each (issue 26 item 3): the bot levels live in ``bots/levels.py`` and the lesson
catalogue (the folder, the course order, each lesson's steps and title) in ``lessons/catalogue.py``;
every other module imports them instead of writing its own copy."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from shichi_widgets import app_state, bots
from shichi_widgets.bots import levels
from shichi_widgets.bots.expert import ExpertBot
from shichi_widgets.widgets import table

PACKAGE = Path(__file__).resolve().parents[1] / "shichi_widgets"


def assignments_of(name: str) -> list[str]:
    """Every module of the package that assigns or defines ``name`` at its top level."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = []
            if isinstance(node, ast.Assign):
                targets = [t.id for t in node.targets if isinstance(t, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                targets = [node.target.id]
            elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                targets = [node.name]
            if name in targets:
                found.append(str(path.relative_to(PACKAGE.parent)))
    return found


@pytest.mark.parametrize(("name", "home"), [
    ("BOT_LEVELS", "shichi_widgets/bots/levels.py"),
    ("make_bot", "shichi_widgets/bots/levels.py"),
])
def test_the_bot_levels_are_defined_once_in_the_bots(name, home):
    assert assignments_of(name) == [home]


def test_the_table_and_the_saved_state_use_the_bots_levels():
    assert table.BOT_LEVELS is app_state.BOT_LEVELS is levels.BOT_LEVELS is bots.BOT_LEVELS
    assert table.make_bot is levels.make_bot is bots.make_bot


@pytest.mark.parametrize("level", levels.BOT_LEVELS)
def test_each_level_makes_its_bot(level):
    bot = levels.make_bot(level, 3)
    assert type(bot).__name__.lower().startswith(level)


def test_the_expert_at_a_table_uses_fewer_playouts():
    bot = levels.make_bot("expert", 1)
    assert isinstance(bot, ExpertBot) and bot.playouts == levels.EXPERT_PLAYOUTS


def test_an_unknown_level_is_refused_naming_the_levels():
    levels_named = "choose one of random, greedy, blocker, expert"
    with pytest.raises(ValueError, match=rf"unknown bot level 'x+'… \(1000 characters\); {levels_named}"):
        levels.make_bot("x" * 1000, 1)
