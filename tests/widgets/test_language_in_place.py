"""Changing ``lang`` on a live widget says everything again in the new language and keeps the
widget's state: the same game, position, line, lesson step and verdict (issue 11, item 1)."""

from __future__ import annotations

import pytest

from shichi_widgets import Game
from shichi_widgets.engine.messages import text
from shichi_widgets.widgets import GameTable, HandView, LayoutView, Lesson, PositionExplorer


def test_changing_lang_sends_the_labels_of_the_new_language():
    table = GameTable("shichi-narabe", players=3, bots="greedy", seed=2, pace=0)
    table.lang = "ja"
    assert table.strings["pass"] == text("ui.pass", "ja") != text("ui.pass", "en")


def test_an_unknown_lang_is_refused_and_the_language_kept():
    table = GameTable("shichi-narabe", players=3, bots="greedy", seed=2, pace=0)
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        table.lang = "xx"
    assert table.lang == "en" and table.strings["pass"] == text("ui.pass", "en")


def test_the_table_keeps_its_game_and_says_its_log_again_in_japanese():
    table = GameTable("shichi-narabe", players=4, bots="greedy", seed=5, pace=0)
    for _ in range(3):
        table.play(table.hand["playable"][0] if table.hand["playable"] else "pass")
    game, history, log = table.game, list(table.game.history), list(table.log_lines)
    table.lang = "ja"
    assert table.game is game and list(game.history) == history
    assert len(table.log_lines) == len(log) and table.log_lines != log
    assert table.info["status"] == text("ui.your_turn", "ja")
    table.lang = "en"
    assert table.log_lines == log and table.game is game


def test_the_table_keeps_the_slider_position_when_the_language_changes():
    table = GameTable("shichi-narabe", players=3, bots="greedy", seed=5, pace=0)
    table.play(table.hand["playable"][0])
    table._receive(table, {"type": "seek", "index": 1}, [])
    table.lang = "ja"
    assert table.info["viewing"] == 1


def test_the_explorer_keeps_its_position_and_line():
    explorer = PositionExplorer(preset="shichi-narabe", seed=3)
    first = explorer.game.legal_moves()[0]
    explorer.play(first)
    explorer.play(explorer.game.legal_moves()[0])
    explorer.back()
    line, text_before = explorer.line, explorer.text
    explorer.lang = "ja"
    assert explorer.line == line and explorer.text == text_before
    assert explorer.info["line_text"] == [first.text("ja")]
    assert explorer.info["status"] == text("ui.player_to_move", "ja", player=explorer.game.to_move)
    assert explorer.schema["flags"][0]["label"] == text("ui.rule.passes", "ja")


def test_the_lesson_keeps_its_step_selection_and_verdict():
    lesson = Lesson.builtin(Lesson.builtins()[0])
    index = next(i for i, step in enumerate(lesson.steps) if step.question is not None and step.answer())
    lesson.go(index)
    lesson.select(*sorted(lesson.answer()))
    assert lesson.check()
    feedback = lesson.feedback
    lesson.lang = "ja"
    assert lesson.index == index and lesson.result == "right" and lesson.selected == sorted(lesson.answer())
    assert lesson.feedback["summary"] != feedback["summary"]
    assert lesson.view["progress"] == text("ui.lesson.step", "ja", i=index + 1, n=len(lesson.steps))


def test_the_lesson_says_a_hint_again_in_the_new_language():
    lesson = Lesson.builtin(Lesson.builtins()[0])
    index = next(i for i, step in enumerate(lesson.steps)
                 if step.question is not None and step.question.picks == "cells" and step.answer())
    lesson.go(index)
    lesson.check()  # nothing picked: a hint and a second try
    assert lesson.result == "hint"
    lesson.lang = "ja"
    assert lesson.result == "hint"
    assert lesson.feedback == lesson.step.hint([], "ja")


def test_the_layout_and_hand_views_follow_the_language():
    game = Game.new("shichi-narabe", players=3, seed=1)
    layout, hand = LayoutView(game), HandView(game, 0)
    layout._receive(layout, {"type": "hover", "card": "8♠"}, [])
    layout.lang = "ja"
    hand.lang = "ja"
    assert layout.strings["pass"] == hand.strings["pass"] == text("ui.pass", "ja")
    assert layout.state and hand.state["cards"]
