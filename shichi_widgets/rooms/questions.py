"""Questions for the whole class: the teacher puts a lesson step or a position to everyone in a room.

A question is stored by where it comes from, never by its answer: ``{"lesson": "basics", "step": 3}``
(a shipped lesson's step, counted from 1) or ``{"position": text}`` (the explorer's position, asked as
"which cells are playable?"). The step is read again from the lessons whenever it is needed, so the
answer and its reasons always come from the engine (:meth:`.Step.judge`). Students' pages get the
question without its answer until the teacher reveals it; then each sees their own verdict.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from ..engine.errors import quote
from ..engine.wire import layout_state
from ..lessons import LessonError, Step, read_lesson_file, read_steps
from ..lessons.catalogue import lesson_file, shipped
from .errors import RoomError

__all__ = ["ask_source", "question_view", "step_of", "tally"]

MAX_POSITION = 4000


def ask_source(source: Any) -> dict[str, Any]:
    """A checked question source (a RoomError saying what is wrong otherwise)."""
    if isinstance(source, dict) and set(source) == {"lesson", "step"}:
        name, number = source["lesson"], source["step"]
        whole = isinstance(number, int) and not isinstance(number, bool)
        if not isinstance(name, str) or name not in shipped() or not whole:
            raise RoomError("room.error.question")
        step = step_of({"lesson": name, "step": number})
        if step.question is None:
            raise RoomError("room.error.no_question")
        return {"lesson": name, "step": number}
    if isinstance(source, dict) and set(source) == {"position"} and isinstance(source["position"], str):
        if len(source["position"]) > MAX_POSITION:
            raise RoomError("room.error.question")
        step_of(source)
        return {"position": source["position"]}
    raise RoomError("room.error.question")


def step_of(source: dict[str, Any]) -> Step:
    """The step a source names, read and checked by the lessons (the engine computes its answer)."""
    if "lesson" in source:
        steps = _lesson_steps(source["lesson"])
        if not 1 <= source["step"] <= len(steps):
            raise RoomError("room.error.question")
        return steps[source["step"] - 1]
    return _position_step(source["position"])


@lru_cache(maxsize=16)
def _lesson_steps(name: str) -> tuple[Step, ...]:
    return read_steps(read_lesson_file(lesson_file(name))["steps"])


@lru_cache(maxsize=64)
def _position_step(text: str) -> Step:
    try:
        return Step.from_dict({"position": text, "question": {"kind": "playable"}}, 1)
    except (LessonError, ValueError):
        raise RoomError("room.error.position", text=quote(text.splitlines()[0] if text else "")) from None


def tally(answers: dict[str, list[str]]) -> dict[str, Any]:
    """How many answered, and how many picked each item."""
    counts = Counter(item for picks in answers.values() for item in set(picks))
    return {"n": len(answers), "picked": dict(sorted(counts.items()))}


def question_view(question: dict[str, Any], visitor: str | None, host: bool, lang: str) -> dict[str, Any]:
    """The question as ``visitor`` sees it: the position, the prompt and the choices; their own picks;
    for the host the tally as it grows; after the reveal the answer with the engine's reasons and each
    person's own verdict."""
    step = step_of(question["source"])
    q = step.question
    answers: dict[str, list[str]] = question["answers"]
    mine = answers.get(visitor or "")
    out: dict[str, Any] = {
        "id": question["id"],
        "title": step.title_in(lang),
        "caption_html": step.caption_html_in(lang),
        "prompt": q.prompt_in(lang),
        "picks": q.picks,
        "multiple": q.multiple,
        "may_be_empty": q.may_be_empty,
        "options": [{"value": value, "label": label} for value, label in step.option_labels(lang).items()],
        "layout": {**layout_state(step.game), "playable": [0, 0, 0, 0]},  # open cells would give it away
        "hands": [[str(c) for c in step.game.hand(p)] for p in range(step.game.players)] if step.show_hands else [],
        "to_move": step.game.to_move,
        "answered": mine is not None,
        "mine": mine or [],
        "revealed": question["revealed"],
    }
    if host:
        out["tally"] = tally(answers)
    if question["revealed"]:
        shown = step.judge(mine or [], lang) if mine is not None else step.judge(step.answer(), lang)
        out["answer"] = shown["answer"]
        out["reasons"] = shown["reasons"]
        if mine is not None:
            out["verdict"] = shown["verdict"]
            out["summary"] = shown["summary"]
    return out
