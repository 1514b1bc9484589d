"""The shipped lessons, read in one place: their folder, the course order, which lessons there are,
and each one's number of steps and title read from its file without building it. The widgets, the
app, its links and its saved state all ask here. Standard library only."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

__all__ = ["COURSE", "LESSONS", "lesson_file", "lesson_steps", "lesson_title", "lesson_titles", "shipped"]

LESSONS = Path(__file__).resolve().parent
"""The folder of the shipped lessons (``basics.json``...)."""
COURSE = (
    "how-to-play", "basics", "passes", "jokers", "tunnels", "ghost", "koroshi", "seven-bridge", "sevens",
)
"""The shipped lessons in the order a beginner takes them: the goal, the deal and a turn first; then the layout
(L3), which the passes lesson's gaps rely on (R9); jokers (J2) before tunnels, whose T4 step plays the joker;
the ghost after bankruptcy (G1); kill games after passes (K4); then Seven Bridge and Western Sevens."""


def shipped() -> tuple[str, ...]:
    """The shipped lessons now in the folder: those of :data:`COURSE` in course order, then any other
    lesson file there, by name."""
    present = {path.stem for path in LESSONS.glob("*.json")}
    return tuple(name for name in COURSE if name in present) + tuple(sorted(present - set(COURSE)))


def lesson_file(name: str) -> Path:
    """The file of shipped lesson ``name`` (one of :func:`shipped`; not checked here)."""
    return LESSONS / f"{name}.json"


def _read(name: str) -> Mapping | None:
    """A shipped lesson file's JSON object, or None if it cannot be read."""
    try:
        data = json.loads(lesson_file(name).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, Mapping) else None


def lesson_steps() -> dict[str, int]:
    """Every shipped lesson's name and its number of steps, read from the folder now (lessons are
    added and reordered; a file that cannot be read, or has no steps, is left out)."""
    out = {}
    for name in shipped():
        steps = (_read(name) or {}).get("steps")
        if isinstance(steps, list) and steps:
            out[name] = len(steps)
    return out


def lesson_title(name: str, lang: str = "en") -> str:
    """A shipped lesson's title in ``lang`` (English where it has none), read from its file without
    building it; its name if the file cannot be read."""
    data = _read(name)
    title = name if data is None else data.get("title", name)
    if isinstance(title, Mapping):
        return str(title.get(lang) or title.get("en") or name)
    return str(title)


def lesson_titles(lang: str = "en") -> list[tuple[str, str]]:
    """(numbered title, name) of every readable shipped lesson, in course order, in ``lang``:
    ``("1. How to play", "how-to-play")`` (a lesson keeps its number in the course)."""
    return [(f"{number}. {lesson_title(name, lang)}", name)
            for number, name in enumerate(shipped(), 1) if _read(name) is not None]
