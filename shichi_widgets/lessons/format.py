"""The lesson file format: its schema, the checks that turn a teacher's JSON into clear errors, and
reading a lesson file. Standard library and the engine only (no Jupyter), so a lesson can be checked
anywhere; the steps and their questions are :mod:`.questions`, the widget ``shichi_widgets.widgets.Lesson``.

The lesson file format (JSON, UTF-8)
====================================

An object with a ``"steps"`` list and, optionally, a ``"title"`` and ``"format": "shichi-lesson 1"``::

    {
      "format": "shichi-lesson 1",
      "title": "The layout and the legal cards",
      "steps": [
        {
          "title": "Building outward from the 7",
          "caption": ["Spades 6 to Q are on the table.", "", "Which spades can be played? (**L3**)"],
          "preset": "shichi-narabe",
          "layout": ["6♠-Q♠", "7♥", "7♣", "7♦"],
          "hands": [["5♠", "9♥"], ["K♠", "2♣"]],
          "to_move": 0,
          "point": ["7♠"],
          "question": {"kind": "playable"}
        }
      ]
    }

A step has these fields (only ``caption`` and a position are needed):

``title``
    A short heading.
``caption``
    Markdown: paragraphs, ``-`` or ``1.`` lists, ``**bold**``, ``*italic*`` and ```code```;
    a string, or a list of lines (joined with newlines). Everything else is shown as text.
    A caption may also be written in several languages, as an object with one entry per
    language (``"en"``, ``"ja"``), each a string or a list of lines::

        "caption": {"en": ["Which spades can be played? (**L3**)"],
                    "ja": ["出せるスペードはどれですか？（**L3**）"]}

    ``Lesson(..., lang="ja")`` shows the ``"ja"`` text; a language that is missing falls back to
    ``"en"`` (or, without ``"en"``, to the first language given). A plain string is shown in
    every language. The lesson's ``title``, a step's ``title`` and a question's ``prompt`` take the
    same two forms. Everything the widget itself says (buttons, progress, the default prompts,
    right/wrong feedback and the engine's explanations) follows ``lang`` from the message
    catalogue, whatever language the teacher wrote in.
The position: either ``position``
    Position text as written by ``Game.to_text()`` (a string or a list of lines);
or ``preset`` with the arguments of ``Game.from_position``
    ``layout`` (cards; runs like ``"6♠-Q♠"``; ``"JK=5♠"`` for a joker in a cell), ``hands`` (one
    list of cards per player; ``"JK"`` for a joker), ``to_move`` (default 0), ``passes_used``,
    ``dealer``, ``row_order`` (``"♥♠♣♦"``), ``penalties`` (kill games) and ``flags`` (house rules,
    ``{"passes": 5}``, as ``Ruleset.replace``). Cards in neither the layout nor a hand are out of play.
``moves``
    Moves played from that position before the step is shown (``["9♣", "pass"]``); ``"talk 2"``: player 2
    talks to the ghost (G1, the ghost variant).
``point``
    Cells to point at (drawn with ``data-pointed="true"``).
``show_hands``
    ``false`` hides the players' hands (default ``true``: lessons show every hand).
``show_playable``
    ``false`` draws no playable highlights (default ``true``), for a step that shows a position whose
    open cells a later step asks for. While a question is open they are never drawn.
``question``
    Optional, an object with ``kind``, an optional ``prompt`` (a string, or one per language as for
    ``caption``; without it the widget asks in its own language) and the fields of its kind:

    - ``"playable"``: click every playable cell. With ``"player": k``: every card player k
      could play now (their cards in playable cells).
    - ``"next"``: which card must come next in ``"suit"`` (``"♣"``), optionally going
      ``"direction"`` ``"up"`` or ``"down"`` from the 7; the answer is one card.
    - ``"kills"``: click the cells that playing ``"card"`` would kill (kill games; the card must
      be a legal move of the player to move).
    - ``"joker"``: which joker plays are possible for the player to move: the learner picks among
      move texts. The engine offers every joker play of the layout (``JK=X+Y`` with X open and Y the
      next missing card beyond it, or ``JK=X`` for wild jokers); ``"options"`` adds more.
    - ``"choose"``: pick the one right option among ``"options"``; ``"ask"`` says what is right:
      ``"legal"`` (a legal move now), ``"illegal"``, ``"playable"`` (an open cell) or
      ``"not-playable"``. Exactly one option must be right.
    - ``"turn"``: which player makes the next turn (R1, R3, R7); the learner picks a player.

    Every question may carry a ``"hint"`` (a string, or one per language): what a learner reads
    after a first wrong answer, with which of their picks were right, before a second try. It
    must not state the answer; without it the widget gives a hint of its own for the kind.

    The expected answer is never written in the file: it is always computed by the engine, and a
    question whose answer does not fit (no next card, two right options to a ``choose``...) is
    refused when the lesson is loaded. Every error names the step (counted from 1) and the field.

    Without a ``hint`` the learner reads one that the step's ruleset and position make true
    (:mod:`.hints`): K2 in kill games, J7 for wild jokers, the pass rule of the position, T2/T3
    in tunnels, B2/W2 at an opening, R3 for the first turn.

Seats: the file's numbers for players (``to_move``, ``player``, ``dealer``, the order of
``hands``, ``"talk 2"``) are seat indices counted from 0, as in the Python API. Everything the
learner reads counts people from 1 ("Player 1" is seat 0), so write captions, prompts and hints
that way: with ``"to_move": 2``, the caption says "Player 3 is to move".
"""

from __future__ import annotations

import difflib
import json
import stat
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..engine import Card, Game, Rank, Ruleset, ShichiError
from ..engine.errors import quote
from ..engine.messages import LANGUAGES
from .catalogue import COURSE, LESSONS, lesson_title  # the catalogue's, named here for older imports

__all__ = [
    "ASKS", "COURSE", "FORMAT", "KINDS", "LESSONS", "MAX_CAPTION", "MAX_FILE_BYTES", "MAX_STEPS", "LessonError",
    "check_fields", "check_lesson", "field_error", "in_language", "lesson_title", "localized", "read_card",
    "read_lesson_file", "read_list", "read_position", "read_whole", "shorten",
]

FORMAT = "shichi-lesson 1"
KINDS = ("playable", "next", "kills", "joker", "choose", "turn")
ASKS = ("legal", "illegal", "playable", "not-playable")
LESSON_FIELDS = ("format", "title", "steps")
STEP_FIELDS = (
    "title", "caption", "position", "preset", "flags", "layout", "hands", "to_move", "passes_used", "dealer",
    "row_order", "penalties", "moves", "point", "show_hands", "show_playable", "question",
)
POSITION_FIELDS = ("flags", "layout", "hands", "to_move", "passes_used", "dealer", "row_order", "penalties")
QUESTION_FIELDS = {
    "playable": ("kind", "prompt", "hint", "player"),
    "next": ("kind", "prompt", "hint", "suit", "direction"),
    "kills": ("kind", "prompt", "hint", "card"),
    "joker": ("kind", "prompt", "hint", "options"),
    "choose": ("kind", "prompt", "hint", "options", "ask"),
    "turn": ("kind", "prompt", "hint"),
}
MAX_CAPTION = 4000
MAX_STEPS = 200


class LessonError(ValueError):
    """A lesson that cannot be used; the message names the step (from 1) and the field."""


def field_error(where: str, why: str) -> LessonError:
    """The error for a lesson field: ``where`` (``step 3.question.kind``) and why it is wrong."""
    return LessonError(f"{where}: {why}")


def check_fields(fields: Iterable[str], allowed: Sequence[str], where: str) -> None:
    """Refuse the first field not in ``allowed``, suggesting the nearest known one."""
    for key in fields:
        if key not in allowed:
            hint = difflib.get_close_matches(str(key), allowed, n=1) if len(str(key)) <= 100 else []
            extra = f"; did you mean {hint[0]!r}?" if hint else ""
            raise field_error(where, f"unknown field {quote(key)}{extra} Fields: {', '.join(allowed)}")


def _text(value: Any, where: str, limit: int, lines: bool = False) -> str:
    if lines and isinstance(value, list) and all(isinstance(line, str) for line in value):
        value = "\n".join(value)
    if not isinstance(value, str):
        kind = "a string or a list of lines" if lines else "a string"
        raise field_error(where, f"must be {kind}, not {type(value).__name__}")
    if len(value) > limit:
        raise field_error(where, f"is {len(value)} characters long; at most {limit}")
    return value


def localized(value: Any, where: str, limit: int, lines: bool = False) -> tuple[str, dict[str, str]]:
    """A teacher's text: a string (or list of lines), or ``{"en": ..., "ja": ...}``.

    Returns the English text (the first given when there is no ``"en"``) and the texts by
    language (empty for a plain string, which is the same in every language)."""
    if not isinstance(value, Mapping):
        return _text(value, where, limit, lines), {}
    if not value:
        raise field_error(where, f"give the text in at least one language: {', '.join(LANGUAGES)}")
    texts = {}
    for lang, item in value.items():
        if lang not in LANGUAGES:
            raise field_error(where, f"unknown language {quote(lang)}; the languages are {', '.join(LANGUAGES)}")
        texts[lang] = _text(item, f"{where}.{lang}", limit, lines)
    return texts.get("en", next(iter(texts.values()))), texts


def in_language(texts: Mapping[str, str], lang: str, english: str) -> str:
    """A localized text in ``lang``, else English."""
    return texts.get(lang, english)


def read_list(value: Any, where: str) -> list:
    """``value`` if it is a list; else a :class:`LessonError` naming ``where``."""
    if not isinstance(value, list):
        raise field_error(where, f"must be a list, not {type(value).__name__}")
    return value


def read_card(value: Any, where: str, joker: bool = False) -> Card:
    """A card from its text (``"5♠"``; the joker only where ``joker``); a :class:`LessonError` otherwise."""
    try:
        card = Card.parse(value)
    except ShichiError as exc:
        raise field_error(where, str(exc)) from None
    if card.is_joker and not joker:
        raise field_error(where, "the joker has no cell of its own (J2)")
    return card


def _cards(value: Any, where: str, cells: bool = False) -> list[str]:
    """A list of card texts; runs such as ``"6♠-Q♠"`` expand; ``"JK=5♠"`` (cells) and ``"JK"`` (hands)."""
    out: list[str] = []
    for i, token in enumerate(read_list(value, where)):
        at = f"{where}[{i}]"
        if not isinstance(token, str):
            raise field_error(at, f"a card is text such as '5♠', not {quote(token)}")
        if cells and "=" in token:
            head, _, tail = token.partition("=")
            if not read_card(head, at, joker=True).is_joker:
                raise field_error(at, "write a joker in a cell as 'JK=5♠'")
            out.append(f"JK={read_card(tail, at)}")
        elif "-" in token:
            low_text, _, high_text = token.partition("-")
            low, high = read_card(low_text, at), read_card(high_text, at)
            if low.suit != high.suit or low.rank > high.rank:
                raise field_error(at, f"a run is low-high in one suit, like '6♠-Q♠', not {quote(token)}")
            out += [str(Card(low.suit, Rank(r))) for r in range(low.rank, high.rank + 1)]
        else:
            card = read_card(token, at, joker=not cells)
            out.append(str(card))
    return out


def read_whole(value: Any, where: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` (not a bool); a :class:`LessonError` otherwise."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise field_error(where, f"must be a whole number from {low} to {high}, not {_number(value)}")
    return value


# --------------------------------------------------------------------------------------------- a position


def read_position(data: Mapping[str, Any], where: str) -> Game:
    """A step's Game: ``position`` text, or ``preset`` with the arguments of ``Game.from_position``;
    then its ``moves``. Errors name ``where`` (the step) and the field."""
    if "position" in data and "preset" in data:
        raise field_error(
            where, "give either 'position' (position text) or 'preset' with 'layout' and 'hands', not both")
    if "position" in data:
        extra = [key for key in POSITION_FIELDS if key in data]
        if extra:
            raise field_error(f"{where}.{extra[0]}", "belongs with 'preset'; position text already says it")
        text = _text(data["position"], f"{where}.position", 4000, lines=True)
        try:
            game = Game.from_text(text)
        except ShichiError as exc:
            raise field_error(f"{where}.position", str(exc)) from None
    elif "preset" in data:
        preset = data["preset"]
        try:
            rules = Ruleset.preset(preset)
        except ShichiError as exc:
            raise field_error(f"{where}.preset", str(exc)) from None
        flags = data.get("flags", {})
        if not isinstance(flags, Mapping):
            raise field_error(f"{where}.flags", "must be an object of house rules, like {\"passes\": 5}")
        try:
            rules = rules.replace(**flags)
        except (ShichiError, TypeError) as exc:
            raise field_error(f"{where}.flags", str(exc)) from None
        layout = _cards(data.get("layout", []), f"{where}.layout", cells=True)
        given = read_list(data.get("hands"), f"{where}.hands")
        hands = [_cards(hand, f"{where}.hands[{i}]") for i, hand in enumerate(given)]
        if not 2 <= len(hands) <= 8:
            raise field_error(f"{where}.hands", f"one list of cards per player, 2 to 8 players, not {len(hands)}")
        n = len(hands)
        kwargs: dict[str, Any] = {"to_move": read_whole(data.get("to_move", 0), f"{where}.to_move", 0, n - 1)}
        if "passes_used" in data:
            used = read_list(data["passes_used"], f"{where}.passes_used")
            kwargs["passes_used"] = [read_whole(u, f"{where}.passes_used[{i}]", 0, 99) for i, u in enumerate(used)]
        if "dealer" in data:
            kwargs["dealer"] = read_whole(data["dealer"], f"{where}.dealer", 0, n - 1)
        if "row_order" in data:
            kwargs["row_order"] = data["row_order"]
        if "penalties" in data:
            penalties = read_list(data["penalties"], f"{where}.penalties")
            kwargs["penalties"] = [_cards(cards, f"{where}.penalties[{i}]") for i, cards in enumerate(penalties)]
        try:
            game = Game.from_position(rules, layout=layout, hands=hands, **kwargs)
        except ShichiError as exc:
            raise field_error(f"{where}.position", str(exc)) from None
    else:
        raise field_error(where, "needs a position: 'position' (position text) or 'preset' with 'layout' and 'hands'")
    for i, move in enumerate(read_list(data.get("moves", []), f"{where}.moves")):
        if not isinstance(move, str):
            raise field_error(f"{where}.moves[{i}]", f"a move is text such as '9♣' or 'pass', not {quote(move)}")
        try:
            talker = move.removeprefix("talk ")
            if talker != move and talker.isdigit():  # "talk 2": player 2 talks to the ghost (G1)
                game.talk_to_ghost(int(talker))
            else:
                game.play(move)
        except ShichiError as exc:
            raise field_error(f"{where}.moves[{i}]", str(exc)) from None
    return game


# --------------------------------------------------------------------------------------------- the document


def check_lesson(data: Any) -> tuple[Any, Any]:
    """The ``title`` and ``steps`` of a lesson's JSON object, once its own fields are checked (the
    steps are read by :func:`.questions.read_steps`); a :class:`LessonError` otherwise."""
    if not isinstance(data, Mapping):
        raise LessonError(f"a lesson is a JSON object with 'steps', not {type(data).__name__}")
    check_fields(data, LESSON_FIELDS, "lesson")
    if data.get("format", FORMAT) != FORMAT:
        raise LessonError(f"lesson.format: expected {FORMAT!r}, not {quote(data['format'])}")
    title = data.get("title", "")
    localized(title, "lesson.title", 200)  # a clear error before the steps are read
    if "steps" not in data:
        raise LessonError("lesson.steps: missing; a lesson needs a list of steps")
    return title, data["steps"]


MAX_FILE_BYTES = 1_000_000


def _number(value: Any) -> str:
    """A value for a message: a whole number of many digits is named by its size (its repr may
    itself fail past Python's 4,300-digit limit), anything else quoted short."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
    return quote(value)


def shorten(message: str, limit: int = 300) -> str:
    """``message`` cut to ``limit`` characters with "…" (for an error quoting another one)."""
    return message if len(message) <= limit else message[: limit - 1] + "…"


def read_lesson_file(path: str | Path) -> Any:
    """The JSON document of a lesson file; a :class:`LessonError` naming the file for a path
    that is missing, a folder, unreadable, over :data:`MAX_FILE_BYTES`, not UTF-8 or not JSON."""
    if not isinstance(path, (str, Path)):
        raise LessonError(f"a lesson file is a path (a str or Path), not {type(path).__name__}")
    path = Path(path)
    name = path.name or str(path)
    try:
        if path.is_dir():
            raise LessonError(f"{name}: is a folder, not a lesson file")
        if not stat.S_ISREG(path.stat().st_mode):  # a pipe or a device would block (or never end)
            raise LessonError(f"{name}: not a regular file (a pipe, socket or device); a lesson is a file")
        with path.open("rb") as stream:  # read at most one byte past the limit, whatever the file says
            raw = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise LessonError(f"{name}: no such lesson file ({shorten(str(path), 60)})") from None
    except OSError as exc:
        raise LessonError(f"{name}: cannot be read: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise LessonError(f"{name}: larger than {MAX_FILE_BYTES:,} bytes; a lesson file is at most 1 MB")
    try:
        text = raw.decode("utf-8-sig")  # a byte order mark, as some editors write, is allowed
    except UnicodeDecodeError as exc:
        raise LessonError(f"{name}: not UTF-8 text (byte {exc.start}); save the lesson as UTF-8") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise LessonError(f"{name}: not valid JSON: {shorten(str(exc))}") from None
    except ValueError as exc:  # e.g. a number of more than 4,300 digits (Python's int limit)
        raise LessonError(f"{name}: not a lesson: {shorten(str(exc), 120)}") from None
    except RecursionError:
        raise LessonError(f"{name}: not a lesson: JSON nested too deeply to read") from None

