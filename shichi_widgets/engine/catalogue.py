"""One message system for every layer: a :class:`Catalogue` is a table of sentences (a key, one
template per language), and a :class:`Locale` row holds each language's punctuation, list words,
plurals and ordinals, so no code branches on the language.

Each layer owns its table and builds it with this one mechanism: the engine's rule sentences
(:mod:`shichi_widgets.engine.messages`), the bots' reasons and hints, the lessons' prompts and
feedback, the widgets' labels and the app's words. A layer reads its own table and the tables
below it (a catalogue's ``below``), never one above it.

Two conventions hold in every table, so that no caller does them by hand:

- **People count from 1.** A placeholder named in :data:`SEAT_PLACEHOLDERS` (``{player}``,
  ``{holder}`` …) holds a 0-based seat index, as the Python API does, and is shown as the seat
  number people use: ``text("event.played", player=0, …)`` says "Player 1 played …".
- **Plurals by key.** When a template's count (``{n}`` or ``{count}``) is in the locale's "one"
  category and the table has ``key + ".one"``, that template is used: "1 move", "2 moves".

A third language is one more column in every table and one more :class:`Locale` row in
:data:`LOCALES` (see ``docs/languages.md``). Standard library only.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

__all__ = [
    "LANGUAGES",
    "LOCALES",
    "SEAT_PLACEHOLDERS",
    "Catalogue",
    "Locale",
    "Phrase",
    "catalogues",
    "check_lang",
    "locale",
    "seat_number",
]


def _english_plural(n: int) -> str:
    return "one" if n == 1 else "other"


def _no_plural(n: int) -> str:
    return "other"


def _english_ordinal(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


@dataclass(frozen=True)
class Locale:
    """What a language writes the same way in every sentence: list joining, punctuation around a
    clause, the gap between two sentences, plural categories and ordinals."""

    lang: str
    name: str
    """The language named in itself, for a language menu."""
    comma: str
    """Between the items of a list: ", " / "、"."""
    and_word: str
    """Before the last item of an "and" list: " and " / "、"."""
    or_word: str
    """Before the last item of an "or" list: " or " / "か"."""
    colon: str
    """Before an explanation: ": " / "："."""
    gap: str
    """Between two sentences: " " / ""."""
    open_paren: str
    close_paren: str
    plural: Callable[[int], str]
    """The plural category of a count: "one" or "other"."""
    ordinal: Callable[[int], str]
    """A place in words: "3rd" / "3位"."""
    lower_clause: bool
    """A sentence put after a colon starts in lower case ("Not legal: not playable …")."""

    def join(self, items: Iterable[Any], how: str = "comma") -> str:
        """Items as a list: ``how`` is "comma" (a, b, c), "and" (a, b and c) or "or" (a, b or c)."""
        shown = [str(item) for item in items]
        if how == "comma" or len(shown) < 2:
            return self.comma.join(shown)
        last = self.and_word if how == "and" else self.or_word
        if how not in ("and", "or"):
            raise ValueError(f"a list is joined by 'comma', 'and' or 'or', not {how!r}")
        return self.comma.join(shown[:-1]) + last + shown[-1]

    def sentences(self, *parts: str) -> str:
        """Sentences one after the other, with the language's gap between them (empty ones left out)."""
        return self.gap.join(part for part in parts if part)

    def paren(self, text: str, inner: str) -> str:
        """``text`` followed by ``inner`` in brackets: "Alice (bot)" / "アリス（ボット）"."""
        return f"{text}{' ' if self.open_paren == '(' else ''}{self.open_paren}{inner}{self.close_paren}"


LOCALES: Mapping[str, Locale] = MappingProxyType({
    "en": Locale(
        lang="en", name="English", comma=", ", and_word=" and ", or_word=" or ", colon=": ", gap=" ",
        open_paren="(", close_paren=")", plural=_english_plural, ordinal=_english_ordinal,
        lower_clause=True,
    ),
    "ja": Locale(
        lang="ja", name="日本語", comma="、", and_word="、", or_word="か", colon="：", gap="",
        open_paren="（", close_paren="）", plural=_no_plural, ordinal=lambda n: f"{n}位",
        lower_clause=False,
    ),
})
"""One row per language; its order is the order of the columns in every table."""

LANGUAGES: tuple[str, ...] = tuple(LOCALES)
"""The languages of every catalogue: English and Japanese."""

_LANG_INDEX = {lang: i for i, lang in enumerate(LANGUAGES)}

SEAT_PLACEHOLDERS: frozenset[str] = frozenset({"player", "holder", "yurei", "winner", "ghost", "seat", "to_move"})
"""Placeholders that hold a 0-based seat index and are shown counted from 1, as people count."""

_COUNT_PLACEHOLDERS = ("n", "count")
_FORMATTER = string.Formatter()


_EVERY: list[Catalogue] = []


def catalogues() -> tuple[Catalogue, ...]:
    """Every catalogue made so far (each layer's, once its module is imported), for the tests that
    hold every table to the same checks."""
    return tuple(_EVERY)


def check_lang(lang: str) -> str:
    """``lang`` if the catalogues have it; otherwise a ``ValueError`` listing the languages."""
    if lang not in _LANG_INDEX:
        shown = repr(lang)[:40]
        raise ValueError(f"unknown language {shown}: the languages are {', '.join(LANGUAGES)}")
    return lang


def locale(lang: str) -> Locale:
    """The :class:`Locale` row of ``lang``."""
    return LOCALES[check_lang(lang)]


def seat_number(seat: int) -> int:
    """The number people use for a 0-based seat index: seat 0 is player 1."""
    return seat + 1


@dataclass(frozen=True)
class Phrase:
    """A value that is itself said in words: one text per language, filled into a sentence in the
    sentence's language (a reason inside an error, a status inside a sentence)."""

    by_lang: Mapping[str, str]

    @classmethod
    def of(cls, say: Callable[[str], str]) -> Phrase:
        """The phrase ``say(lang)`` for every language, worked out now (the game may change later)."""
        return cls(MappingProxyType({lang: say(lang) for lang in LANGUAGES}))

    def __str__(self) -> str:
        return self.by_lang["en"]


def _is_seat_index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Catalogue:
    """A layer's table of sentences: ``key -> (English, Japanese)``, one column per language.

    ``below`` are the catalogues of the layers underneath, read when a key is not in this table
    (so a widget speaks through one catalogue). ``shown`` turns a value into text for a language
    (the engine names a :class:`~shichi_widgets.engine.cards.Suit` in words); the catalogues above
    the engine inherit it from the one below.
    """

    def __init__(
        self,
        owner: str,
        table: Mapping[str, tuple[str, ...]],
        *,
        below: tuple[Catalogue, ...] = (),
        shown: Callable[[Any, str], Any] | None = None,
    ) -> None:
        for key, row in table.items():
            if len(row) != len(LANGUAGES):
                raise ValueError(f"{owner}: {key!r} has {len(row)} templates, one per language is {len(LANGUAGES)}")
        self.owner = owner
        self._table = dict(table)
        self.below = below
        self._shown = shown or next((c._shown for c in below if c._shown), None)
        _EVERY.append(self)
        self.mapping: Mapping[str, Mapping[str, str]] = MappingProxyType(
            {key: MappingProxyType(dict(zip(LANGUAGES, row, strict=True))) for key, row in self._table.items()}
        )
        """Every template of this table: ``mapping[key][lang]`` (read-only)."""

    def __contains__(self, key: object) -> bool:
        return self.find(key) is not None  # type: ignore[arg-type]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def owns(self, key: str) -> bool:
        """True when ``key`` is in this table itself (not only in one below)."""
        return key in self._table

    def find(self, key: str) -> Catalogue | None:
        """The catalogue (this one or one below) whose table has ``key``."""
        if key in self._table:
            return self
        for other in self.below:
            found = other.find(key)
            if found is not None:
                return found
        return None

    def keys(self, prefix: str = "") -> tuple[str, ...]:
        """This table's keys that start with ``prefix``, in table order."""
        return tuple(key for key in self._table if key.startswith(prefix))

    def template(self, key: str, lang: str = "en") -> str:
        """The template of ``key`` in ``lang``, placeholders unfilled; ``KeyError`` for an unknown key."""
        index = _LANG_INDEX.get(lang)
        if index is None:
            check_lang(lang)
        owner = self.find(key)
        if owner is None:
            raise KeyError(f"no message {key!r} in the {self.owner} catalogue or below it")
        return owner._table[key][index]

    def placeholders(self, key: str, lang: str = "en") -> frozenset[str]:
        """The names of the ``{placeholders}`` in a template."""
        return frozenset(name for _, name, _, _ in _FORMATTER.parse(self.template(key, lang)) if name)

    def text(self, key: str, /, lang: str = "en", **values: Any) -> str:
        """The sentence ``key`` in ``lang`` with its placeholders filled: seats counted from 1, a
        count of one choosing ``key + ".one"`` where the table has it."""
        row = LOCALES.get(lang) or locale(lang)
        for name in _COUNT_PLACEHOLDERS:
            count = values.get(name)
            if _is_seat_index(count) and row.plural(count) == "one" and self.find(key + ".one") is not None:
                key += ".one"
                break
        template = self.template(key, lang)
        shown = {}
        for name, value in values.items():
            if name in SEAT_PLACEHOLDERS and _is_seat_index(value):
                value = seat_number(value)
            elif isinstance(value, Phrase):
                value = value.by_lang[lang]
            elif self._shown is not None:
                value = self._shown(value, lang)
            shown[name] = value
        try:
            return template.format(**shown)
        except KeyError as exc:
            raise KeyError(f"message {key!r} needs a value for {exc.args[0]!r}") from None

    def strings(self, lang: str, prefix: str = "", strip: str = "") -> dict[str, str]:
        """This table's templates in ``lang`` for keys starting with ``prefix``, each key without
        ``strip`` at its start (the front end's labels)."""
        index = _LANG_INDEX[check_lang(lang)]
        return {key.removeprefix(strip): row[index] for key, row in self._table.items() if key.startswith(prefix)}

    def missing(self) -> list[str]:
        """Problems a test must catch: an empty template, or the languages of a key disagreeing on
        their placeholders."""
        problems = []
        for key, row in self._table.items():
            names = [frozenset(n for _, n, _, _ in _FORMATTER.parse(t) if n) for t in row]
            if any(not t.strip() for t in row):
                problems.append(f"{self.owner}: {key!r} has an empty template")
            if len(set(names)) > 1:
                problems.append(f"{self.owner}: {key!r} takes different placeholders per language")
        return problems
