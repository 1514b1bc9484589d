"""One job per module (issue 13 item 4): the lesson file format (``lessons/format.py``) and the steps
with their questions and judging (``lessons/questions.py``) live outside the widget, need no Jupyter,
and every name the widget module exported before the split is still importable from it."""

from __future__ import annotations

import ast
import subprocess
import sys

import pytest

from shichi_widgets.lessons import format as lesson_format
from shichi_widgets.lessons import questions
from shichi_widgets.lessons.format import LESSONS, LessonError, check_lesson, read_lesson_file
from shichi_widgets.lessons.questions import read_steps

JUPYTER = ("anywidget", "ipywidgets", "traitlets", "ipykernel", "IPython", "comm")


def test_the_format_and_the_questions_import_no_jupyter_module():
    """Reading, checking and judging a shipped lesson loads no Jupyter module (a fresh interpreter)."""
    code = (
        "import sys\n"
        "from shichi_widgets.lessons.format import LESSONS, check_lesson, read_lesson_file\n"
        "from shichi_widgets.lessons.questions import read_steps\n"
        "title, steps = check_lesson(read_lesson_file(LESSONS / 'basics.json'))\n"
        "step = next(s for s in read_steps(steps) if s.question is not None)\n"
        "verdict = step.judge(sorted(step.answer()), 'ja')\n"
        "assert verdict['verdict'] == 'right' and verdict['summary'].startswith('正解'), verdict\n"
        f"print(sorted(m for m in {JUPYTER!r} if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]", done.stdout


def test_the_checked_jupyter_modules_would_be_seen():
    """The check above can fail: the widget module does load them."""
    code = (
        "import sys\nimport shichi_widgets.widgets.lesson\n"
        f"print(sorted(m for m in {JUPYTER!r} if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert {"anywidget", "ipywidgets", "traitlets"} <= set(ast.literal_eval(done.stdout))


@pytest.mark.parametrize("name", [
    "ASKS", "COURSE", "FORMAT", "KINDS", "LESSONS", "LESSON_FIELDS", "MAX_CAPTION", "MAX_FILE_BYTES", "MAX_STEPS",
    "POSITION_FIELDS", "QUESTION_FIELDS", "STEP_FIELDS", "LessonError", "read_lesson_file",
])
def test_the_formats_names_are_still_importable_from_the_widget_module(name):
    from shichi_widgets.widgets import lesson

    assert getattr(lesson, name) is getattr(lesson_format, name)


@pytest.mark.parametrize("name", ["Question", "Step", "move_words", "read_steps"])
def test_the_models_names_are_still_importable_from_the_widget_module(name):
    from shichi_widgets.widgets import lesson

    assert getattr(lesson, name) is getattr(questions, name)


def test_the_package_exports_keep_the_lesson_widget():
    import shichi_widgets.widgets as widgets
    from shichi_widgets.widgets import Lesson
    from shichi_widgets.widgets.lesson import Lesson as FromModule

    assert Lesson is FromModule is widgets.Lesson
    assert set(widgets.__all__) == {"GameTable", "HandView", "LayoutView", "Lesson", "PositionExplorer"}
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        widgets.Nothing  # noqa: B018


def test_every_shipped_lesson_reads_without_the_widget():
    for path in sorted(LESSONS.glob("*.json")):
        title, steps = check_lesson(read_lesson_file(path))
        assert title and read_steps(steps), path.name


@pytest.mark.parametrize("data, said", [
    ([], "a lesson is a JSON object with 'steps', not list"),
    ({"steps": [], "format": "shichi-lesson 2"}, "lesson.format: expected 'shichi-lesson 1'"),
    ({"title": "x"}, "lesson.steps: missing"),
    ({"steps": [], "tittle": "x"}, "unknown field 'tittle'; did you mean 'title'?"),
    ({"steps": [], "title": 5}, "lesson.title: must be a string"),
])
def test_a_bad_lesson_document_is_refused_with_what_is_wrong(data, said):
    """A LessonError (a ValueError) that names the field; the data given is left as it was."""
    before = repr(data)
    with pytest.raises(LessonError) as caught:
        check_lesson(data)
    assert said in str(caught.value) and isinstance(caught.value, ValueError)
    assert repr(data) == before
