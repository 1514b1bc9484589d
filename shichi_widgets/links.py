"""App links: the query string (or fragment) that opens the app on a lesson step, a position or
a game with its moves, or a class's shared table, in a language and on a tab. A teacher pastes one into a slide and the
whole class opens the same position.

Parameters (any others in the URL, such as Voilà's own, are left alone):

* ``lesson=tunnels&step=4``: a shipped lesson (:mod:`shichi_widgets.lessons.catalogue`) and a step, counted from 1
  as the lesson shows it ("Step 4/7"); the step defaults to 1;
* ``position=…``: a position (``game.to_text()``), opened in Explore by default;
* ``game=…``: a game with its moves (``game.to_text(history=True)``), opened in Play by default;
  ``at=5`` with it shows the position after its first 5 moves on the history slider ("move 5 of 11"),
  the whole game still there to step through;
* ``room=HJ4KX``: a shared table of the Class tab (:mod:`shichi_widgets.rooms`), joined on opening;
* ``tab=learn|play|explore|class`` and ``lang=en|ja``.

A position or game is written compactly: ``z`` followed by the text compressed with zlib, in
URL-safe base64 without padding. Plain position text (starting ``shichi 1``, percent-encoded)
is read too. Everything is checked: :func:`parse_link` raises :class:`LinkError` naming the
parameter and what was wrong for an unknown lesson, a step out of range, a garbled or illegal
position, an unknown tab or language, or a link longer than :data:`MAX_LINK` characters
(:class:`LinkTooLong`: the app says so and opens as usual; the app's server answers a longer
address with a page saying so, see ``shichi_widgets.offline_page``). Standard library, the
engine and the lessons and rooms below it (no Jupyter).
"""

from __future__ import annotations

import base64
import binascii
import zlib
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, quote, urlsplit

from .engine import Game, ShichiError
from .engine.messages import LANGUAGES
from .lessons.catalogue import lesson_steps  # named here too: older code imports it from the links
from .rooms.codes import read_code

__all__ = [
    "MAX_LINK",
    "TABS",
    "AppLink",
    "LinkError",
    "LinkTooLong",
    "decode_position",
    "encode_position",
    "lesson_steps",
    "link_for_game",
    "link_for_lesson",
    "link_for_position",
    "parse_link",
]

MAX_LINK = 16 * 1024
"""The longest link (in characters: the page address's ``?query`` and ``#fragment``) that is read
or made; the one statement of the limit (the app, its server's "too long" page and the docs say it)."""
MAX_TEXT = 64 * 1024
"""The longest position text a link may unpack to (a guard against compression bombs)."""
TABS = ("learn", "play", "explore", "class")
KEYS = ("tab", "lesson", "step", "position", "game", "at", "lang", "room")
_PREFIX = "z"
_HEADER = "shichi 1"


class LinkError(ValueError):
    """A bad or tampered app link: the message names the parameter and what was wrong."""


class LinkTooLong(LinkError):
    """A link over :data:`MAX_LINK` characters; ``length`` is its length, ``limit`` the limit."""

    def __init__(self, length: int, limit: int = MAX_LINK) -> None:
        super().__init__(f"the link is {length:,} characters long; at most {limit:,} are read")
        self.length = length
        self.limit = limit


@dataclass(frozen=True)
class AppLink:
    """What a link asks for. ``step`` counts from 1 (``step_index`` from 0); ``game`` is a fresh
    :class:`Game` (the position, or the start and its moves) or None; ``text`` its notation; ``at``
    the moves of the game shown on the history slider (None: the whole game, live)."""

    tab: str | None = None
    lesson: str | None = None
    step: int | None = None
    game: Game | None = field(default=None, compare=False, repr=False)
    lang: str | None = None
    text: str | None = None
    at: int | None = None
    room: str | None = None
    """A room code of the Class tab (``?room=HJ4KX``): the page joins that table."""

    @property
    def step_index(self) -> int | None:
        """The lesson step counted from 0 (as ``Lesson.go`` takes it), or None."""
        return None if self.step is None else self.step - 1


# ------------------------------------------------------------------------------ making links


def encode_position(text: str) -> str:
    """Position text as a compact URL-safe value: ``z`` + zlib + base64url, no padding."""
    packed = zlib.compress(text.encode("utf-8"), 9)
    return _PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def link_for_position(game: Game, base: str = "", *, lang: str | None = None, tab: str | None = None) -> str:
    """A link that opens ``game``'s current position (no moves) in Explore, or in ``tab``."""
    return _link(base, [("position", encode_position(_text_of(game, False)))], tab, lang)


def link_for_game(
    game: Game, base: str = "", *, lang: str | None = None, tab: str | None = None, at: int | None = None
) -> str:
    """A link that opens ``game`` with its moves (``to_text(history=True)``) in Play, or ``tab``;
    with ``at``, showing the position after that many of its moves (the history slider's place)."""
    pairs = [("game", encode_position(_text_of(game, True)))]
    if at is not None:
        moves = len(game.history)
        if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= moves:
            raise LinkError(f"at: a number of moves from 0 to {moves}, not {at!r:.20}")
        if at < moves:
            pairs.append(("at", str(at)))
    return _link(base, pairs, tab, lang)


def link_for_lesson(name: str, step: int = 1, base: str = "", *, lang: str | None = None) -> str:
    """A link that opens lesson ``name`` at ``step`` (counted from 1)."""
    _check_lesson(name, str(step) if isinstance(step, int) and not isinstance(step, bool) else repr(step))
    return _link(base, [("lesson", name), ("step", str(step))], None, lang)


def _text_of(game: Game, history: bool) -> str:
    if not isinstance(game, Game):
        raise LinkError(f"a link is made from a Game, not {type(game).__name__}")
    return game.to_text(history=history)


def _link(base: str, pairs: list[tuple[str, str]], tab: str | None, lang: str | None) -> str:
    if tab is not None:
        pairs.append(("tab", _check_choice("tab", tab, TABS)))
    if lang is not None:
        pairs.append(("lang", _check_choice("lang", lang, LANGUAGES)))
    if not isinstance(base, str):
        raise LinkError(f"base: the app's address is text, not {type(base).__name__}")
    base = base.split("#", 1)[0]
    if "?" not in base:
        base += "?"
    elif not base.endswith(("?", "&")):
        base += "&"
    link = base + "&".join(f"{key}={quote(value, safe='-_')}" for key, value in pairs)
    if len(link) > MAX_LINK:
        raise LinkTooLong(len(link))
    return link


# ------------------------------------------------------------------------------ reading links


def parse_link(url_or_query: str) -> AppLink:
    """Read a URL, its query (``?lesson=tunnels&step=4``) or fragment (``#position=z…``), or bare
    ``key=value&…`` text, and check everything in it. Raises :class:`LinkError`."""
    if not isinstance(url_or_query, str):
        raise LinkError(f"a link is text, not {type(url_or_query).__name__}")
    if len(url_or_query) > MAX_LINK:
        raise LinkTooLong(len(url_or_query))
    params = _params(url_or_query)
    tab, lang = params.get("tab"), params.get("lang")
    if tab is not None:
        _check_choice("tab", tab, TABS)
    if lang is not None:
        _check_choice("lang", lang, LANGUAGES)
    given = [key for key in ("lesson", "position", "game", "room") if key in params]
    if len(given) > 1:
        raise LinkError(f"{' and '.join(given)}: a link opens one lesson, position, game or room, not {len(given)}")
    if "step" in params and "lesson" not in params:
        raise LinkError(f"step: {_quote(params['step'])} is given without a lesson")
    if "at" in params and "game" not in params:
        raise LinkError(f"at: {_quote(params['at'])} is given without a game")
    if "room" in params:
        if tab not in (None, "class"):
            raise LinkError(f"tab: a room opens on the class tab, not {_quote(tab)}")
        try:
            code = read_code(params["room"])
        except ValueError:
            raise LinkError(f"room: {_quote(params['room'])} is not a room code (4 to 6 letters and digits)") from None
        return AppLink(tab="class", lang=lang, room=code)
    if "lesson" in params:
        name = params["lesson"]
        step = _check_lesson(name, params.get("step", "1"))
        if tab not in (None, "learn"):
            raise LinkError(f"tab: a lesson opens on the learn tab, not {_quote(tab)}")
        return AppLink(tab="learn", lesson=name, step=step, lang=lang)
    for key, default_tab in (("position", "explore"), ("game", "play")):
        if key in params:
            if tab == "learn":
                raise LinkError(f"tab: a {key} opens on the play or explore tab, not 'learn'")
            text, game = _read_game(key, params[key])
            at = _check_at(params["at"], len(game.history)) if "at" in params else None
            return AppLink(tab=tab or default_tab, game=game, lang=lang, text=text, at=at)
    return AppLink(tab=tab, lang=lang)


def decode_position(value: str, key: str = "position") -> Game:
    """A position or game from a link's value (``z…`` or plain text); :class:`LinkError` if bad."""
    return _read_game(key, value)[1]


def _params(link: str) -> dict[str, str]:
    """Our parameters from the query and the fragment; each at most once."""
    text = link.strip()
    if "?" in text or "#" in text or "://" in text:
        parts = urlsplit(text)
        sources = [parts.query, parts.fragment]
    else:
        sources = [text]
    params: dict[str, str] = {}
    for source in sources:
        try:
            pairs = parse_qsl(source, keep_blank_values=True, strict_parsing=False, max_num_fields=64)
        except ValueError as exc:
            raise LinkError(f"the link has too many parameters ({exc})") from None
        for key, value in pairs:
            if key not in KEYS:
                continue  # other applications' parameters (Voilà's, a tracker's) are not ours
            if key in params:
                raise LinkError(f"{key}: given twice in the link")
            params[key] = value
    return params


def _read_game(key: str, value: str) -> tuple[str, Game]:
    if not isinstance(value, str):
        raise LinkError(f"{key}: a position is text (position text or a packed 'z…' value), not {type(value).__name__}")
    if len(value) > MAX_TEXT:
        raise LinkError(f"{key}: the value is {len(value):,} characters long; at most {MAX_TEXT:,} are read")
    if value.startswith(_HEADER):
        text = value
    elif value.startswith(_PREFIX):
        text = _unpack(key, value)
    else:
        raise LinkError(f"{key}: {_quote(value)} is not a position: it starts with 'z' (packed) or {_HEADER!r}")
    try:
        game = Game.from_text(text)
    except ShichiError as exc:
        raise LinkError(f"{key}: the position cannot be read: {_short(str(exc), 160)}") from None
    except (ValueError, TypeError, IndexError, KeyError) as exc:  # any other slip of a tampered text
        raise LinkError(f"{key}: the position cannot be read ({type(exc).__name__})") from None
    if key == "position" and game.history:
        raise LinkError("position: a position has no moves; a link with moves uses game=…")
    return text, game


def _unpack(key: str, value: str) -> str:
    body = value[len(_PREFIX) :]
    if not body or not all(c.isascii() and (c.isalnum() or c in "-_") for c in body):
        raise LinkError(f"{key}: {_quote(value)} is garbled: a packed position is letters, digits, '-' and '_'")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_TEXT)
        if inflater.unconsumed_tail:
            raise LinkError(f"{key}: the position unpacks to more than {MAX_TEXT:,} bytes")
        if not inflater.eof:
            raise LinkError(f"{key}: {_quote(value)} is cut short (the link was truncated)")
        text = raw.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError):
        raise LinkError(f"{key}: {_quote(value)} is garbled: it does not unpack to a position") from None
    if not text.startswith(_HEADER):
        raise LinkError(f"{key}: the unpacked text is not a position (it must start with {_HEADER!r})")
    return text


def _check_lesson(name: object, step_text: str) -> int:
    """The step (from 1) of a known lesson; LinkError otherwise."""
    steps = lesson_steps()
    if not isinstance(name, str) or name not in steps:
        known = ", ".join(steps) or "none"
        raise LinkError(f"lesson: unknown lesson {_quote(name)}; the lessons are {known}")
    count = steps[name]
    if not (isinstance(step_text, str) and step_text.isascii() and step_text.isdecimal() and len(step_text) <= 4):
        raise LinkError(f"step: {_quote(step_text)} is not a step number; lesson {name!r} has steps 1–{count}")
    step = int(step_text)
    if not 1 <= step <= count:
        raise LinkError(f"step: lesson {name!r} has steps 1–{count}, not {step}")
    return step


def _check_at(text: str, moves: int) -> int:
    """The moves shown of a game of ``moves`` moves; LinkError otherwise."""
    if not (text.isascii() and text.isdecimal() and len(text) <= 6):
        raise LinkError(f"at: {_quote(text)} is not a number of moves; the game has 0–{moves}")
    at = int(text)
    if at > moves:
        raise LinkError(f"at: the game has {moves} moves, not {at}")
    return at


def _check_choice(key: str, value: object, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise LinkError(f"{key}: unknown {key} {_quote(value)}; one of {', '.join(choices)}")
    return value  # type: ignore[return-value]


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _quote(value: object, limit: int = 60) -> str:
    """A value for an error message: quoted, at most ``limit`` characters of it."""
    text = value if isinstance(value, str) else repr(value)
    shown = repr(text[:limit])
    return shown[:-1] + "…" + shown[-1] if len(text) > limit else shown
