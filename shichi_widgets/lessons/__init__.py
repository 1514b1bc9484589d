"""The lessons: the shipped lesson files (``*.json``, in course order :data:`~.format.COURSE`), their
file format (:mod:`.format`) and the steps with their questions and judging (:mod:`.questions`).
Standard library and the engine only; the widget that shows a lesson is ``shichi_widgets.widgets.Lesson``.
"""

from .format import COURSE, LESSONS, LessonError, check_lesson, read_lesson_file
from .questions import Question, Step, read_steps

__all__ = ["COURSE", "LESSONS", "LessonError", "Question", "Step", "check_lesson", "read_lesson_file", "read_steps"]
