"""The lessons: the shipped lesson files (``*.json``, in course order :data:`~.catalogue.COURSE`; which
there are, their steps and titles: :mod:`.catalogue`), their file format (:mod:`.format`) and the steps
with their questions and judging (:mod:`.questions`).
Standard library and the engine only; the widget that shows a lesson is ``shichi_widgets.widgets.Lesson``.
"""

from .catalogue import COURSE, LESSONS, lesson_file, lesson_steps, lesson_title, lesson_titles, shipped
from .format import LessonError, check_lesson, read_lesson_file
from .questions import Question, Step, read_steps

__all__ = [
    "COURSE", "LESSONS", "LessonError", "Question", "Step", "check_lesson", "lesson_file", "lesson_steps",
    "lesson_title", "lesson_titles", "read_lesson_file", "read_steps", "shipped",
]
