"""The app's state as the browser keeps it: the visitor's tab, lesson and step, the game with its
moves, the explorer's position and line, the language and the teacher's switches, as plain JSON.

It is written to the browser's ``localStorage`` (:mod:`shichi_widgets.widgets.storage`) and read
back when the page is opened again, on a new kernel. What comes back from a browser is checked
like any input: :func:`read_state` raises :class:`StateError` naming the field and what was wrong,
and the app then starts afresh. Standard library, the engine and the bots' levels only (no Jupyter).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from .bots.levels import BOT_LEVELS
from .engine import Game, ShichiError
from .engine.messages import LANGUAGES
from .lessons.catalogue import lesson_steps
from .links import TABS

__all__ = ["BOT_LEVELS", "MAX_STATE", "VERSION", "AppState", "StateError", "read_state"]

VERSION = 1
"""The state's format; the browser's key carries it, so a new format never reads an old one."""
MAX_STATE = 64 * 1024
"""The longest state text (characters) that is read."""
MAX_TEXT = 16 * 1024
_FIELDS = ("v", "lang", "tab", "lesson", "step", "game", "bots", "reveal", "explore", "ahead", "link")


class StateError(ValueError):
    """A saved state that cannot be restored: the message names the field and what was wrong."""


@dataclass
class AppState:
    """What the app keeps. ``step`` counts from 0; ``game`` and ``explore`` are position texts with
    their moves (``to_text(history=True)``); ``ahead`` are the explorer's moves after Back;
    ``link`` is the app link last opened (so a reload does not open it again over later work)."""

    lang: str = "en"
    tab: str = "learn"
    lesson: str | None = None
    step: int = 0
    game: str | None = None
    bots: str = "greedy"
    reveal: bool = False
    explore: str | None = None
    ahead: list[str] = field(default_factory=list)
    link: str = ""

    def to_json(self) -> str:
        return json.dumps({"v": VERSION, **asdict(self)}, ensure_ascii=False, separators=(",", ":"))


def read_state(data: Any) -> AppState:
    """A saved state (JSON text or its object) checked field by field; :class:`StateError` if bad."""
    if isinstance(data, str):
        if len(data) > MAX_STATE:
            raise StateError(f"the saved state is {len(data):,} characters; at most {MAX_STATE:,} are read")
        try:
            data = json.loads(data)
        except (ValueError, RecursionError):
            raise StateError("the saved state is not JSON") from None
    if not isinstance(data, dict):
        raise StateError(f"the saved state is a JSON object, not {type(data).__name__}")
    if data.get("v") != VERSION:
        raise StateError(f"v: the saved state is of format {data.get('v')!r:.20}, not {VERSION}")
    unknown = [key for key in data if key not in _FIELDS]
    if unknown:
        raise StateError(f"{unknown[0]!r:.40}: not a field of the saved state")
    state = AppState()
    state.lang = _choice(data, "lang", LANGUAGES, state.lang)
    state.tab = _choice(data, "tab", TABS, state.tab)
    state.bots = _choice(data, "bots", BOT_LEVELS, state.bots)
    state.reveal = data.get("reveal", False)
    if not isinstance(state.reveal, bool):
        raise StateError(f"reveal: true or false, not {state.reveal!r:.40}")
    state.link = _text(data, "link", 17 * 1024) or ""
    lesson = data.get("lesson")
    if lesson is not None:
        steps = lesson_steps()
        if lesson not in steps:
            raise StateError(f"lesson: unknown lesson {lesson!r:.60}")
        step = data.get("step", 0)
        if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step < steps[lesson]:
            raise StateError(f"step: lesson {lesson!r} has steps 0–{steps[lesson] - 1}, not {step!r:.20}")
        state.lesson, state.step = lesson, step
    state.game = _text(data, "game", MAX_TEXT)
    if state.game is not None:
        _game(state.game, "game")
    state.explore = _text(data, "explore", MAX_TEXT)
    ahead = data.get("ahead", [])
    if not isinstance(ahead, list) or len(ahead) > 200 or not all(isinstance(m, str) and len(m) <= 20 for m in ahead):
        raise StateError("ahead: a list of at most 200 moves, each a short text")
    if ahead and state.explore is None:
        raise StateError("ahead: moves ahead without an explorer position")
    if state.explore is not None:
        line = _game(state.explore, "explore")
        for move in ahead:  # the moves ahead must follow on from the position
            try:
                line.play(move) if not move.startswith("talk ") else line.talk_to_ghost(int(move[5:]))
            except (ShichiError, ValueError):
                raise StateError(f"ahead: {move!r} cannot be played there") from None
    state.ahead = list(ahead)
    return state


def _choice(data: dict[str, Any], key: str, choices: tuple[str, ...], default: str) -> str:
    value = data.get(key, default)
    if value not in choices:
        raise StateError(f"{key}: {value!r:.40} is not one of {', '.join(choices)}")
    return value


def _text(data: dict[str, Any], key: str, limit: int) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise StateError(f"{key}: a text of at most {limit:,} characters, not {type(value).__name__}")
    if value is not None and len(value) > limit:
        raise StateError(f"{key}: a text of at most {limit:,} characters, not {len(value):,}")
    return value


def _game(text: str, key: str) -> Game:
    try:
        return Game.from_text(text)
    except ShichiError as exc:
        message = str(exc)
        raise StateError(f"{key}: the position cannot be read: {message[:160]}") from None
    except (ValueError, TypeError, IndexError, KeyError) as exc:
        raise StateError(f"{key}: the position cannot be read ({type(exc).__name__})") from None
