"""Lesson readers at the edges (issue 25, item 7): each test failed before its fix."""

from __future__ import annotations

import json
import os
import threading

import pytest

from shichi_widgets.lessons.format import LessonError, read_lesson_file
from shichi_widgets.widgets.lesson import Lesson


def _step_with(position: dict) -> dict:
    return {"title": "t", "steps": [{"caption": "c", "position": position}]}


def test_a_pipe_is_refused_at_once_not_read_for_ever(tmp_path):
    fifo = tmp_path / "lesson.json"
    os.mkfifo(fifo)
    outcome: list[BaseException | object] = []

    def read() -> None:
        try:
            outcome.append(read_lesson_file(fifo))
        except BaseException as exc:  # the test inspects it
            outcome.append(exc)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(5)
    if reader.is_alive():  # unblock the reader so the test process can end
        with open(fifo, "w"):
            pass
        reader.join(5)
        pytest.fail("reading a pipe blocked")
    assert isinstance(outcome[0], LessonError)
    assert "lesson.json" in str(outcome[0]) and "regular file" in str(outcome[0])


def test_a_5000_digit_number_names_the_file(tmp_path):
    path = tmp_path / "big.json"
    path.write_text('{"title": "t", "steps": [{"caption": "c", "position": {"to_move": ' + "9" * 5000 + "}}]}")
    with pytest.raises(LessonError) as refused:
        Lesson.from_file(path)
    assert str(refused.value).startswith("big.json: ")
    assert len(str(refused.value)) < 400


def test_a_huge_field_name_is_quoted_short(tmp_path):
    path = tmp_path / "field.json"
    path.write_text(json.dumps({"title": "t", "x" * 900_000: 1, "steps": []}))
    with pytest.raises(LessonError) as refused:
        Lesson.from_file(path)
    message = str(refused.value)
    assert message.startswith("field.json: ") and "xxxxxxxxxx" in message
    assert len(message) < 600


def test_an_unknown_builtin_name_is_quoted_short():
    with pytest.raises(LessonError) as refused:
        Lesson.builtin("x" * 10**6)
    assert len(str(refused.value)) < 1000
    assert "xxxxxxxxxx" in str(refused.value)


def test_a_huge_card_text_is_quoted_short(tmp_path):
    path = tmp_path / "card.json"
    path.write_text(json.dumps(_step_with({"layout": ["7♠"], "hands": [["8" * 500_000], ["9♠"]]})))
    with pytest.raises(LessonError) as refused:
        Lesson.from_file(path)
    assert len(str(refused.value)) < 600


def _well_nested(html_text: str) -> bool:
    """Every closing tag closes the innermost open one, and all are closed."""
    import re

    stack: list[str] = []
    for closing, name in re.findall(r"<(/?)([a-z]+)>", html_text):
        if not closing:
            stack.append(name)
        elif not stack or stack.pop() != name:
            return False
    return not stack


def test_bold_italic_nests_properly():
    from shichi_widgets.lessons.markdown import render_markdown

    assert render_markdown("***a***") == "<p><strong><em>a</em></strong></p>"


def test_emphasis_always_nests_whatever_the_stars():
    """Every mix of stars, letters and spaces renders to properly nested tags."""
    import itertools

    from shichi_widgets.lessons.markdown import render_markdown

    for length in range(1, 8):
        for chars in itertools.product("*a ", repeat=length):
            text = "".join(chars)
            rendered = render_markdown(text)
            assert _well_nested(rendered), (text, rendered)
