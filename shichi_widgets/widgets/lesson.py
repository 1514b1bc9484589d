"""``Lesson``: the widget that shows a lesson, step by step, with right/wrong feedback that the engine
explains. Lessons are data, so a teacher can write one without JavaScript;
``Lesson.from_file("my_lesson.json")`` loads one.

The widget only shows and takes clicks. The lesson file format (schema, checks, loading) is
:mod:`shichi_widgets.lessons.format`, whose docstring documents it; the steps, their questions and
the judging are :mod:`shichi_widgets.lessons.questions`. Their public names are importable from here
too, as before the split.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from ..engine import JOKER, Card, Game, ShichiError
from ..engine.errors import quote
from ..engine.explain import status_text
from ..engine.wire import hand_state, layout_state
from ..lessons.catalogue import lesson_file, shipped
from ..lessons.format import ASKS as ASKS
from ..lessons.format import COURSE, LESSONS, LessonError, check_lesson, in_language, lesson_title, localized, shorten
from ..lessons.format import FORMAT as FORMAT
from ..lessons.format import KINDS as KINDS
from ..lessons.format import LESSON_FIELDS as LESSON_FIELDS
from ..lessons.format import MAX_CAPTION as MAX_CAPTION
from ..lessons.format import MAX_FILE_BYTES as MAX_FILE_BYTES
from ..lessons.format import MAX_STEPS as MAX_STEPS
from ..lessons.format import POSITION_FIELDS as POSITION_FIELDS
from ..lessons.format import QUESTION_FIELDS as QUESTION_FIELDS
from ..lessons.format import STEP_FIELDS as STEP_FIELDS
from ..lessons.format import read_lesson_file as read_lesson_file
from ..lessons.questions import Question, Step, read_steps, sentence_gap
from ..lessons.questions import move_words as move_words
from .base import STATIC, MessageError, ShichiWidget, bundle, stylesheet
from .explorer import rules_label
from .labels import say as message
from .views import hover_info

__all__ = ["COURSE", "LESSONS", "Lesson", "LessonError", "Question", "Step"]
# The format's and the model's other public names ("X as X" above: ASKS, FORMAT, ..., read_lesson_file,
# move_words) stay importable from this module, as they were before the split.


class Lesson(ShichiWidget):
    """A lesson: steps with a position, a caption, pointed cells and questions checked by the engine.

    ``Lesson(steps)`` takes a list of steps in the file format (:mod:`shichi_widgets.lessons.format`);
    ``Lesson.from_file(path)`` reads a JSON lesson and ``Lesson.builtin("basics")`` a shipped one.
    Python API: :meth:`go`, :meth:`next`, :meth:`back`, :meth:`select`, :meth:`check`, :attr:`step`,
    :attr:`game`, :meth:`answer`.
    """

    _esm = bundle("lesson.js")
    _css = stylesheet() + (STATIC / "learn.css").read_text(encoding="utf-8")
    view = traitlets.Dict().tag(sync=True)
    layout_cells = traitlets.Dict().tag(sync=True)
    hands = traitlets.List().tag(sync=True)
    selected = traitlets.List().tag(sync=True)
    result = traitlets.Unicode("").tag(sync=True)
    feedback = traitlets.Dict().tag(sync=True)
    hover = traitlets.Dict().tag(sync=True)
    lesson_name = traitlets.Unicode("")
    """The shipped lesson shown (one of :data:`COURSE`), or "" for a teacher's own lesson."""
    _actions: ClassVar[frozenset[str]] = frozenset(
        {"select", "clear", "check", "nothing", "next", "back", "hover", "next_lesson"}
    )

    def __init__(self, steps: Sequence[Mapping[str, Any] | Step], *, title: str | Mapping[str, str] = "",
                 start: int = 0, **kwargs: Any) -> None:
        parsed = read_steps(steps)
        if not isinstance(title, (str, Mapping)):
            raise TypeError(f"title must be a string, or one per language, not {type(title).__name__}")
        english, titles = localized(title, "lesson.title", 200)
        super().__init__(**kwargs)
        self.title = english
        self.titles = titles
        self.steps = parsed
        self.index = 0
        self.go(start)

    @classmethod
    def from_dict(cls, data: Any, **kwargs: Any) -> Lesson:
        """A lesson from its JSON object: ``{"title": ..., "steps": [...]}`` (checked by :mod:`..lessons.format`)."""
        title, steps = check_lesson(data)
        return cls(steps, title=title, **kwargs)

    @classmethod
    def from_file(cls, path: str | Path, **kwargs: Any) -> Lesson:
        """Read a JSON lesson file (UTF-8, a byte order mark allowed, at most 1 MB).

        Every failure is a :class:`LessonError` whose message starts with the file's name and
        names the step and the field where there is one."""
        data = read_lesson_file(path)
        name = Path(path).name
        try:
            return cls.from_dict(data, **kwargs)
        except LessonError as exc:
            raise LessonError(f"{name}: {exc}") from None
        except RecursionError:
            raise LessonError(f"{name}: the lesson is nested too deeply to read") from None
        except (ValueError, TypeError) as exc:  # a safety net: no raw error escapes a lesson file
            raise LessonError(f"{name}: {shorten(str(exc))}") from None

    @classmethod
    def builtin(cls, name: str, **kwargs: Any) -> Lesson:
        """A lesson shipped with the package: one of :meth:`builtins`."""
        names = cls.builtins()
        if name not in names:
            raise LessonError(f"no lesson {quote(name)}; the shipped lessons are {', '.join(names)}")
        lesson = cls.from_file(lesson_file(name), **kwargs)
        lesson.lesson_name = name
        lesson._draw(full=True)  # the view now says "lesson 3 of 9" and offers the next lesson
        return lesson

    @staticmethod
    def builtins() -> tuple[str, ...]:
        """The shipped lessons in course order (:data:`COURSE`); any other file in the folder after them."""
        return shipped()

    def next_lesson(self) -> None:
        """Go on to the next lesson of the course, at its first step (from the last step of a shipped lesson)."""
        names = self.builtins()
        if self.lesson_name not in names:
            raise MessageError(self.say("ui.lesson.no_course"))
        at = names.index(self.lesson_name)
        if at + 1 >= len(names):
            raise MessageError(self.say("ui.lesson.course_done"))
        self.show_builtin(names[at + 1])

    def show_builtin(self, name: str, index: int = 0) -> None:
        """Show shipped lesson ``name`` at step ``index`` (from 0) in this same widget (the app's
        lesson menu, a link, a restored visit); an unknown lesson or step changes nothing."""
        names = self.builtins()
        if name not in names:
            raise LessonError(f"no lesson {quote(name)}; the shipped lessons are {', '.join(names)}")
        data = json.loads(lesson_file(name).read_text(encoding="utf-8"))
        title = data.get("title", "")
        english, titles = localized(title, "lesson.title", 200)
        steps = read_steps(data.get("steps"))
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(steps):
            raise ValueError(f"lesson {name!r} has steps 0–{len(steps) - 1} (counted from 0), not {index!r}")
        self.title, self.titles, self.steps = english, titles, steps
        self.lesson_name = name
        self.go(index)

    # -- Python API ------------------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def game(self) -> Game:
        """A copy of the current step's position."""
        return self.step.position()

    def answer(self, index: int | None = None) -> frozenset[str]:
        """The engine's answer to a step's question (the current step by default)."""
        return self.steps[self.index if index is None else index].answer()

    def go(self, index: int) -> None:
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self.steps):
            raise MessageError(f"there is no step {index!r}: steps are 0–{len(self.steps) - 1}")
        self.index = index
        self.message = ""
        self._selection: list[str] = []
        self._verdict: dict[str, Any] = {}
        self._judged: list[str] = []  # the selection the verdict was given on (said again in a new language)
        self._tries = 0  # wrong answers so far: the first gets a hint and a second try
        self._draw(full=True)

    def next(self) -> None:
        if self.index + 1 >= len(self.steps):
            raise MessageError(self.say("ui.lesson.last_step"))
        self.go(self.index + 1)

    def back(self) -> None:
        if self.index == 0:
            raise MessageError(self.say("ui.lesson.first_step"))
        self.go(self.index - 1)

    def select(self, *items: str) -> None:
        """Toggle cells (``"9♣"``) or options (``"JK=5♠+4♠"``), as clicks do."""
        for item in items:
            self._on_select({"type": "select", "item": item})

    def check(self) -> bool:
        """Check the selection against the engine's answer; True when right.

        A first wrong answer gets a hint (``result == "hint"``: which picks were right, never the whole
        answer) and a second try; a second wrong answer gets the answer with the engine's reasons."""
        self._on_check({"type": "check"})
        return self.result == "right"

    def answer_nothing(self) -> bool:
        """Answer "nothing" (no cell killed, no joker play), as the explicit button does; True when right."""
        self._on_nothing({"type": "nothing"})
        return self.result == "right"

    # -- messages ----------------------------------------------------------------------------------

    def _on_select(self, data: dict[str, Any]) -> None:
        q = self.step.question
        if q is None:
            raise MessageError(self.say("ui.lesson.no_question_select"))
        item = self._text(data, "item", 20)
        if q.picks == "options":
            if item not in q.options:
                raise MessageError(self.say("ui.lesson.not_offered", item=item))
        else:
            try:
                card = Card.parse(item)
            except ShichiError as exc:
                raise MessageError(str(exc)) from None
            if card.is_joker:
                raise MessageError(self.say("ui.lesson.joker_no_cell"))
            item = str(card)
        chosen = list(self._selection)
        if item in chosen:
            chosen.remove(item)
        elif q.multiple:
            chosen.append(item)
        else:
            chosen = [item]
        self._selection = chosen
        if self._verdict.get("verdict") != "hint":  # the hint stays in view during the second try
            self._verdict = {}
        self.message = ""
        self._draw()

    def _on_clear(self, data: dict[str, Any]) -> None:
        self._selection = []
        if self._verdict.get("verdict") != "hint":
            self._verdict = {}
        self._draw()

    def _on_check(self, data: dict[str, Any]) -> None:
        step = self.step
        if step.question is None:
            raise MessageError(self.say("ui.lesson.no_question_check"))
        verdict = step.judge(self._selection, self.lang)
        self._judged = list(self._selection)
        if verdict["verdict"] == "wrong":
            self._tries += 1
            if self._tries == 1:
                verdict = step.hint(self._selection, self.lang)
        self._verdict = verdict
        self.message = ""
        self._draw()

    def _on_nothing(self, data: dict[str, Any]) -> None:
        q = self.step.question
        if q is None or not q.may_be_empty:
            raise MessageError(self.say("ui.lesson.no_nothing"))
        self._selection = []
        self._on_check({"type": "check"})

    def _on_next_lesson(self, data: dict[str, Any]) -> None:
        self.next_lesson()

    def _on_next(self, data: dict[str, Any]) -> None:
        self.next()

    def _on_back(self, data: dict[str, Any]) -> None:
        self.back()

    def _on_hover(self, data: dict[str, Any]) -> None:
        card = self._text(data, "card", 4)
        if self._open_question():
            hover_info(self.step.game, card)  # refuses what is not a cell
            self.hover = {"card": str(Card.parse(card)), "text": self.say("ui.lesson.press_check"), "kills": []}
            return
        self.hover = hover_info(self.step.game, card, self.lang)

    # -- drawing -----------------------------------------------------------------------------------

    def _relabel(self) -> None:
        """The same lesson, step, selection and verdict, said in the new language."""
        if not hasattr(self, "_verdict"):
            return
        verdict = self._verdict.get("verdict")
        if verdict == "hint":
            self._verdict = self.step.hint(self._judged, self.lang)
        elif verdict:
            self._verdict = self.step.judge(self._judged, self.lang)
        self._draw(full=True)

    def _open_question(self) -> bool:
        """True while the question waits for an answer (also during the second try after a hint)."""
        return self.step.question is not None and self._verdict.get("verdict") in (None, "hint")

    def _status(self) -> str:
        """The line under the caption: the variant and whose turn it is, unless a "who makes the next
        turn?" question is open (the line would answer it)."""
        game = self.step.game
        if game.to_move is None:
            turn = self.say("ui.lesson.hand_over")
        elif self._hides_turn():
            turn = self.say("ui.lesson.whose_turn_open")
        else:
            turn = self.say("ui.lesson.player_to_move", player=game.to_move)
        return f"{rules_label(game.rules, self.lang)} · {turn}"

    def _hides_turn(self) -> bool:
        """True while a "who makes the next turn?" question is open: no seat is marked as the one to move."""
        return self._open_question() and self.step.question.kind == "turn"

    def _draw(self, full: bool = False) -> None:
        step, game = self.step, self.step.game
        hide = self._open_question() or not step.show_playable
        cells = layout_state(game)
        if hide:  # the highlights would give the answer away until the learner has checked
            cells["playable"] = [0, 0, 0, 0]
        with self.hold_sync():
            if full:
                self.view = self._view()
                self.hands = [self._hand(game, seat, hide, self.lang, self._hides_turn())
                              for seat in range(game.players)] if step.show_hands else []
            elif self.hands:
                self.hands = [self._hand(game, seat, hide, self.lang, self._hides_turn())
                              for seat in range(game.players)]
            if not full and self.view.get("status") != self._status():  # a turn question answered: whose turn
                self.view = {**self.view, "status": self._status()}
            self.layout_cells = cells
            self.selected = list(self._selection)
            self.feedback = dict(self._verdict)
            self.result = self._verdict.get("verdict", "")
            self.hover = {}

    def _view(self) -> dict[str, Any]:
        step, lang = self.step, self.lang
        q = step.question
        question = None
        if q is not None:
            question = {"kind": q.kind, "prompt": q.prompt_in(lang), "picks": q.picks, "multiple": q.multiple,
                        "options": list(q.options), "labels": step.option_labels(lang),
                        "nothing": self.say(f"ui.lesson.nothing.{q.kind}") if q.may_be_empty else ""}
        names = self.builtins() if self.lesson_name else ()
        course, done, following = "", "", None
        title = in_language(self.titles, lang, self.title)
        if self.lesson_name in names:
            at = names.index(self.lesson_name)
            course = self.say("ui.lesson.course", i=at + 1, n=len(names))
            if self.index == len(self.steps) - 1:
                done = self.say("ui.lesson.done", i=at + 1, title=title)
                if at + 1 < len(names):
                    other = lesson_title(names[at + 1], lang)
                    following = {"name": names[at + 1], "title": other,
                                 "label": self.say("ui.lesson.next_lesson", title=other)}
                else:
                    done += sentence_gap(lang) + self.say("ui.lesson.course_done_note")
        return {
            "lesson": title,
            "course": course,
            "done": done,
            "next_lesson": following,
            "index": self.index,
            "count": len(self.steps),
            "progress": self.say("ui.lesson.step", i=self.index + 1, n=len(self.steps)),
            "title": step.title_in(lang),
            "caption_html": step.caption_html_in(lang),
            "point": [str(c) for c in step.point],
            "question": question,
            "status": self._status(),
        }

    @staticmethod
    def _hand(game: Game, seat: int, hide: bool, lang: str = "en", hide_turn: bool = False) -> dict[str, Any]:
        state = hand_state(game, seat, lang)
        if hide:
            state.update(playable=[], joker_plays=[], yurei_plays=[], can_pass=False)
        if hide_turn:  # "who makes the next turn?" is open: no seat is marked
            state.update(to_move=False)
        limit = game.rules.passes
        used = game.passes_used(seat)
        passes = message("ui.lesson.passes_used_of", lang, used=used, limit=limit) if limit is not None else ""
        to_move = state["to_move"]
        label = message("ui.lesson.seat_to_move" if to_move else "ui.lesson.player", lang, player=seat)
        status = game.status(seat)
        return {**state, "label": label, "passes": passes, "status": status,
                "status_text": status_text(game, status, lang),  # kill games: "left the game", not "bankrupt"
                "hand_label": message("ui.lesson.hand_of", lang, player=seat),
                "jokers": game.hand(seat).count(JOKER)}
