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


@pytest.mark.parametrize("name", [
    "LESSONS", "COURSE", "shipped", "lesson_steps", "lesson_title", "lesson_titles",
])
def test_the_lesson_catalogue_is_defined_once_in_the_lessons(name):
    found = [path for path in assignments_of(name) if path != "shichi_widgets/lessons/words.py"]
    assert found == ["shichi_widgets/lessons/catalogue.py"]  # words.py's LESSONS is the lessons' word table


def test_the_links_the_app_and_the_lesson_format_read_the_one_catalogue():
    from shichi_widgets import app, links
    from shichi_widgets.lessons import catalogue
    from shichi_widgets.lessons import format as lesson_format

    assert links.lesson_steps is app_state.lesson_steps is catalogue.lesson_steps
    assert app.lesson_titles is catalogue.lesson_titles
    assert lesson_format.COURSE is catalogue.COURSE and lesson_format.LESSONS is catalogue.LESSONS


def test_the_catalogue_lists_the_course_then_any_other_lesson_file(tmp_path, monkeypatch):
    from shichi_widgets.lessons import catalogue

    for name in ("zz-extra", "basics", "how-to-play", "broken"):
        (tmp_path / f"{name}.json").write_text('{"title": {"en": "T", "ja": "題"}, "steps": [{}, {}]}')
    (tmp_path / "broken.json").write_text("{not json")
    monkeypatch.setattr(catalogue, "LESSONS", tmp_path)
    assert catalogue.shipped() == ("how-to-play", "basics", "broken", "zz-extra")
    assert catalogue.lesson_steps() == {"how-to-play": 2, "basics": 2, "zz-extra": 2}
    assert catalogue.lesson_titles("ja") == [("1. 題", "how-to-play"), ("2. 題", "basics"), ("4. 題", "zz-extra")]
    assert catalogue.lesson_title("broken") == "broken"
