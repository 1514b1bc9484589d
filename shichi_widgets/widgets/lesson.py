"""``Lesson``: a list of steps (a position, a caption, cells pointed at, an optional question),
with right/wrong feedback that the engine explains. Lessons are data, so a teacher can write one
without JavaScript; ``Lesson.from_file("my_lesson.json")`` loads one.

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
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from ..engine import JOKER, Card, Game, Move, Rank, Ruleset, ShichiError, Suit
from ..engine.cards import cards_of
from ..engine.events import Killed
from ..engine.grid import board_for
from ..engine.layout import DOWN, UP
from ..engine.messages import LANGUAGES, join, suit_name
from ..engine.messages import text as message
from .base import STATIC, MessageError, ShichiWidget, bundle, stylesheet
from .explorer import rules_label
from .markdown import render_markdown
from .state import hand_state, layout_state
from .views import hover_info

__all__ = ["COURSE", "LESSONS", "Lesson", "LessonError", "Question", "Step"]

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
FORMAT = "shichi-lesson 1"
KINDS = ("playable", "next", "kills", "joker", "choose", "turn")
ASKS = ("legal", "illegal", "playable", "not-playable")
LESSON_FIELDS = ("format", "title", "steps")
STEP_FIELDS = (
    "title", "caption", "position", "preset", "flags", "layout", "hands", "to_move", "passes_used", "dealer",
    "row_order", "penalties", "moves", "point", "show_hands", "show_playable", "question",
)
COURSE = (
    "how-to-play", "basics", "passes", "jokers", "tunnels", "ghost", "koroshi", "seven-bridge", "sevens",
)
"""The shipped lessons in the order a beginner takes them: the goal, the deal and a turn first; then the layout
(L3), which the passes lesson's gaps rely on (R9); jokers (J2) before tunnels, whose T4 step plays the joker;
the ghost after bankruptcy (G1); kill games after passes (K4); then Seven Bridge and Western Sevens."""
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


def _fail(where: str, why: str) -> LessonError:
    return LessonError(f"{where}: {why}")


def _unknown(fields: Iterable[str], allowed: Sequence[str], where: str) -> None:
    for key in fields:
        if key not in allowed:
            hint = difflib.get_close_matches(str(key), allowed, n=1)
            extra = f"; did you mean {hint[0]!r}?" if hint else ""
            raise _fail(where, f"unknown field {key!r}{extra} Fields: {', '.join(allowed)}")


def _text(value: Any, where: str, limit: int, lines: bool = False) -> str:
    if lines and isinstance(value, list) and all(isinstance(line, str) for line in value):
        value = "\n".join(value)
    if not isinstance(value, str):
        kind = "a string or a list of lines" if lines else "a string"
        raise _fail(where, f"must be {kind}, not {type(value).__name__}")
    if len(value) > limit:
        raise _fail(where, f"is {len(value)} characters long; at most {limit}")
    return value


def _localized(value: Any, where: str, limit: int, lines: bool = False) -> tuple[str, dict[str, str]]:
    """A teacher's text: a string (or list of lines), or ``{"en": ..., "ja": ...}``.

    Returns the English text (the first given when there is no ``"en"``) and the texts by
    language (empty for a plain string, which is the same in every language)."""
    if not isinstance(value, Mapping):
        return _text(value, where, limit, lines), {}
    if not value:
        raise _fail(where, f"give the text in at least one language: {', '.join(LANGUAGES)}")
    texts = {}
    for lang, item in value.items():
        if lang not in LANGUAGES:
            raise _fail(where, f"unknown language {lang!r}; the languages are {', '.join(LANGUAGES)}")
        texts[lang] = _text(item, f"{where}.{lang}", limit, lines)
    return texts.get("en", next(iter(texts.values()))), texts


def _in(texts: Mapping[str, str], lang: str, english: str) -> str:
    """A localized text in ``lang``, else English."""
    return texts.get(lang, english)


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise _fail(where, f"must be a list, not {type(value).__name__}")
    return value


def _card(value: Any, where: str, joker: bool = False) -> Card:
    try:
        card = Card.parse(value)
    except ShichiError as exc:
        raise _fail(where, str(exc)) from None
    if card.is_joker and not joker:
        raise _fail(where, "the joker has no cell of its own (J2)")
    return card


def _cards(value: Any, where: str, cells: bool = False) -> list[str]:
    """A list of card texts; runs such as ``"6♠-Q♠"`` expand; ``"JK=5♠"`` (cells) and ``"JK"`` (hands)."""
    out: list[str] = []
    for i, token in enumerate(_list(value, where)):
        at = f"{where}[{i}]"
        if not isinstance(token, str):
            raise _fail(at, f"a card is text such as '5♠', not {token!r}")
        if cells and "=" in token:
            head, _, tail = token.partition("=")
            if not _card(head, at, joker=True).is_joker:
                raise _fail(at, "write a joker in a cell as 'JK=5♠'")
            out.append(f"JK={_card(tail, at)}")
        elif "-" in token:
            low_text, _, high_text = token.partition("-")
            low, high = _card(low_text, at), _card(high_text, at)
            if low.suit != high.suit or low.rank > high.rank:
                raise _fail(at, f"a run is low-high in one suit, like '6♠-Q♠', not {token!r}")
            out += [str(Card(low.suit, Rank(r))) for r in range(low.rank, high.rank + 1)]
        else:
            card = _card(token, at, joker=not cells)
            out.append(str(card))
    return out


def _whole(value: Any, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _fail(where, f"must be a whole number from {low} to {high}, not {value!r}")
    return value


# --------------------------------------------------------------------------------------------- questions


@dataclass(frozen=True)
class Question:
    """A question of a step; its answer comes from :meth:`Step.answer`, i.e. from the engine."""

    kind: str
    prompt: str
    player: int | None = None
    suit: Suit | None = None
    direction: str | None = None
    card: Card | None = None
    options: tuple[str, ...] = ()
    ask: str | None = None
    prompts: Mapping[str, str] = field(default_factory=dict, hash=False)
    """The teacher's prompt by language, when it was written in several languages."""
    authored: bool = False
    """True when the teacher wrote the prompt; otherwise it is the default one, in every language."""
    hint: str = ""
    """The teacher's hint for a second try (English); empty: the widget's own hint for the kind."""
    hints: Mapping[str, str] = field(default_factory=dict, hash=False)

    def prompt_in(self, lang: str = "en") -> str:
        """The prompt in ``lang``: the teacher's (English when not written in ``lang``) or the default."""
        if self.authored:
            return _in(self.prompts, lang, self.prompt)
        return _default_prompt(self, lang)

    def hint_in(self, lang: str = "en", game: Game | None = None) -> str:
        """The hint for a second try in ``lang``: the teacher's, or the catalogue's for this kind of question."""
        if self.hint:
            return _in(self.hints, lang, self.hint)
        if self.kind == "kills" and game is not None and game.rules.kill == "group":
            return message("ui.lesson.hint.kills_group", lang)
        if self.kind == "choose":
            return message(f"ui.lesson.hint.choose_{self.ask.replace('-', '_')}", lang)
        return message(f"ui.lesson.hint.{self.kind}", lang)

    @property
    def picks(self) -> str:
        """``"cells"``: the learner clicks cards; ``"options"``: they pick offered texts."""
        return "options" if self.kind in ("joker", "choose", "turn") else "cells"

    @property
    def multiple(self) -> bool:
        """True when the answer is a set (pick all), False when it is one card or option."""
        return self.kind in ("playable", "kills", "joker")

    @property
    def may_be_empty(self) -> bool:
        """True when "nothing" can be the answer (a play that kills nothing, no joker play): the
        learner then says so with an explicit button rather than by checking an empty pick."""
        return self.kind in ("kills", "joker")


_CHOOSE_PROMPTS = {"legal": "legal", "illegal": "illegal", "playable": "playable_cell",
                   "not-playable": "not_playable_cell"}


def _default_prompt(q: Question, lang: str = "en") -> str:
    """The question asked in ``lang`` when the teacher wrote no prompt (the message catalogue)."""
    if q.kind == "playable":
        if q.player is not None:
            return message("ui.lesson.prompt.playable_player", lang, player=q.player)
        return message("ui.lesson.prompt.playable", lang)
    if q.kind == "next":
        suit = suit_name(q.suit, lang, plural=False)
        if q.direction:
            direction = message(f"word.{q.direction}", lang)  # "up" / "down"
            return message("ui.lesson.prompt.next_direction", lang, suit=suit, direction=direction)
        return message("ui.lesson.prompt.next", lang, suit=suit)
    if q.kind == "kills":
        return message("ui.lesson.prompt.kills", lang, card=q.card)
    if q.kind == "joker":
        return message("ui.lesson.prompt.joker", lang)
    if q.kind == "turn":
        return message("ui.lesson.prompt.turn", lang)
    return message(f"ui.lesson.prompt.{_CHOOSE_PROMPTS[q.ask]}", lang)


def _next_cards(game: Game, suit: Suit, direction: str | None) -> list[Card]:
    """The open cells of one suit, or the one reached going ``direction`` from the 7 (L3, T2, T3)."""
    open_cells = sorted(c for c in game.playable_cells() if c.suit == suit)
    if direction is None or Card(suit, Rank(7)) not in game.layout:
        return open_cells
    return [c for c in open_cells if c == game.next_cell(suit, direction)]


def _joker_candidates(game: Game) -> list[str]:
    """Every joker play the layout allows whoever holds what: J2/T4 pairs, or J7's open cells."""
    return [str(move) for move in game.joker_plays()]


def _option_order(text: str) -> tuple:
    try:
        move = Move.parse(text)
    except ShichiError:
        return (99, 99, text)
    first = move.joker_as or move.card
    second = move.card if move.joker_as is not None and move.card is not None else None
    return (first.index if first else 98, second.index if second else -1, text)


def _question(data: Any, game: Game, where: str) -> Question:
    if not isinstance(data, Mapping):
        raise _fail(where, f"must be an object with a 'kind', not {type(data).__name__}")
    kind = data.get("kind")
    if kind not in KINDS:
        raise _fail(f"{where}.kind", f"unknown kind {kind!r}; kinds are {', '.join(KINDS)}")
    _unknown(data, QUESTION_FIELDS[kind], where)
    prompt, prompts = _localized(data["prompt"], f"{where}.prompt", 300) if "prompt" in data else ("", {})
    fields: dict[str, Any] = {}
    if "hint" in data:
        fields["hint"], fields["hints"] = _localized(data["hint"], f"{where}.hint", 400)
    if kind == "turn":
        if game.to_move is None:
            raise _fail(f"{where}.kind", "the hand is over: nobody makes a turn")
        fields["options"] = tuple(str(p) for p in range(game.players))
    if kind == "playable" and "player" in data:
        fields["player"] = _whole(data["player"], f"{where}.player", 0, game.players - 1)
    if kind == "next":
        if game.rules.kill is not None:
            raise _fail(f"{where}.kind", "kill games have no 'next' card: a card goes next to any card (K2)")
        if "suit" not in data:
            raise _fail(f"{where}.suit", "a 'next' question needs a suit, like '♣'")
        try:
            fields["suit"] = Suit.parse(data["suit"])
        except ShichiError as exc:
            raise _fail(f"{where}.suit", str(exc)) from None
        if "direction" in data and data["direction"] not in (UP, DOWN):
            raise _fail(f"{where}.direction", f"must be 'up' or 'down', not {data['direction']!r}")
        fields["direction"] = data.get("direction")
    if kind == "kills":
        if game.rules.kill is None:
            raise _fail(f"{where}.kind", "only kill games kill cells (K3)")
        if "card" not in data:
            raise _fail(f"{where}.card", "a 'kills' question needs the card to play, like '9♣'")
        card = _card(data["card"], f"{where}.card")
        if Move.play(card) not in game.legal_moves():
            why = game.explain(card) if game.to_move is not None else "the hand is over"
            raise _fail(f"{where}.card", f"{card} is not a legal move of the player to move: {why}")
        fields["card"] = card
    if kind in ("joker", "choose"):
        given = _list(data.get("options", []), f"{where}.options")
        options: list[str] = []
        for i, text in enumerate(given):
            at = f"{where}.options[{i}]"
            if not isinstance(text, str) or not 0 < len(text) <= 20:
                raise _fail(at, f"an option is a short text such as '5♠' or 'JK=5♠+4♠', not {text!r}")
            options.append(_option(text, kind, data.get("ask"), at))
        if kind == "joker":
            if not game.rules.jokers:
                raise _fail(f"{where}.kind", "this variant has no joker (J1)")
            if game.to_move is None:
                raise _fail(f"{where}.kind", "the hand is over: nobody can play the joker")
            legal = [str(m) for m in game.legal_moves() if m.kind == "joker"]
            options = sorted(dict.fromkeys(options + _joker_candidates(game) + legal), key=_option_order)
        else:
            if data.get("ask") not in ASKS:
                raise _fail(f"{where}.ask", f"must be one of {', '.join(ASKS)}, not {data.get('ask')!r}")
            fields["ask"] = data["ask"]
            if len(options) < 2 or len(set(options)) != len(options):
                raise _fail(f"{where}.options", "a 'choose' question needs two or more different options")
        if len(options) > 24:
            raise _fail(f"{where}.options", f"{len(options)} options; at most 24")
        fields["options"] = tuple(options)
    question = Question(kind=kind, prompt="", **fields)
    return replace(question, prompt=prompt or _default_prompt(question), prompts=prompts, authored=bool(prompt))


def _option(text: str, kind: str, ask: Any, where: str) -> str:
    """An option in its canonical text: a move (``joker``, ask legal/illegal) or a cell (playable)."""
    try:
        if kind == "choose" and ask in ("playable", "not-playable"):
            return str(_card(text, where))
        move = Move.parse(text)
    except ShichiError as exc:
        raise _fail(where, str(exc)) from None
    if kind == "joker" and move.kind != "joker":
        raise _fail(where, f"{text!r} is not a joker play; write 'JK=5♠+4♠' (J2) or 'JK=5♠' (J7)")
    return str(move)


# --------------------------------------------------------------------------------------------- steps


@dataclass(frozen=True)
class Step:
    """One step of a lesson: a position (kept unchanged: :meth:`position` gives a copy), its caption,
    the cells pointed at and an optional question."""

    number: int
    title: str
    caption: str
    game: Game
    point: tuple[Card, ...] = ()
    question: Question | None = None
    show_hands: bool = True
    titles: Mapping[str, str] = field(default_factory=dict)
    """The title by language, when the teacher wrote it in several (``title`` is the English)."""
    captions: Mapping[str, str] = field(default_factory=dict)
    """The caption by language, when the teacher wrote it in several (``caption`` is the English)."""
    show_playable: bool = True
    """False: the step draws no playable highlights (they would answer a later step's question)."""

    @classmethod
    def from_dict(cls, data: Any, number: int) -> Step:
        """Read and check one step (``number`` counts from 1, for the error messages)."""
        where = f"step {number}"
        if not isinstance(data, Mapping):
            raise _fail(where, f"a step is an object with a caption and a position, not {type(data).__name__}")
        _unknown(data, STEP_FIELDS, where)
        title, titles = _localized(data.get("title", ""), f"{where}.title", 120)
        caption, captions = _localized(data.get("caption", ""), f"{where}.caption", MAX_CAPTION, lines=True)
        game = _position(data, where)
        points = _list(data.get("point", []), f"{where}.point")
        point = tuple(_card(c, f"{where}.point[{i}]") for i, c in enumerate(points))
        show = data.get("show_hands", True)
        if not isinstance(show, bool):
            raise _fail(f"{where}.show_hands", f"must be true or false, not {show!r}")
        question = _question(data["question"], game, f"{where}.question") if data.get("question") is not None else None
        playable = data.get("show_playable", True)
        if not isinstance(playable, bool):
            raise _fail(f"{where}.show_playable", f"must be true or false, not {playable!r}")
        step = cls(number, title, caption, game, point, question, show, titles, captions, playable)
        if question is not None:
            answer = step.answer()
            if question.kind == "next" and len(answer) != 1:
                found = " ".join(sorted(answer, key=_card_order)) or "none"
                raise _fail(f"{where}.question", f"the engine finds {len(answer)} next cards ({found}) in "
                            f"{question.suit.plural}; a 'next' question needs exactly one: give or change 'direction'")
            if question.kind == "choose" and len(answer) != 1:
                found = ", ".join(sorted(answer, key=step._option_index)) or "none"
                raise _fail(f"{where}.question.options", f"the engine finds {len(answer)} right options ({found}) "
                            f"for ask={question.ask!r}; a 'choose' question needs exactly one")
            if question.kind == "playable" and not answer:
                raise _fail(f"{where}.question", "the engine finds no playable card here")
        return step

    def position(self) -> Game:
        """A copy of the step's position."""
        return self.game.copy()

    @property
    def caption_html(self) -> str:
        return render_markdown(self.caption)

    def title_in(self, lang: str = "en") -> str:
        """The step's title in ``lang`` (English when the teacher did not write it in ``lang``)."""
        return _in(self.titles, lang, self.title)

    def caption_in(self, lang: str = "en") -> str:
        """The caption's Markdown in ``lang`` (English when the teacher did not write it in ``lang``)."""
        return _in(self.captions, lang, self.caption)

    def caption_html_in(self, lang: str = "en") -> str:
        return render_markdown(self.caption_in(lang))

    # -- the answer, always from the engine ---------------------------------------------------------

    def answer(self) -> frozenset[str]:
        """The right answer: card texts (cells) or option texts, computed by the engine now."""
        q, game = self.question, self.game
        if q is None:
            return frozenset()
        if q.kind == "playable":
            cells = game.playable_cells()
            if q.player is not None:
                cells = cells & frozenset(cards_of(game.hand_mask(q.player)))
            return frozenset(map(str, cells))
        if q.kind == "next":
            return frozenset(map(str, _next_cards(game, q.suit, q.direction)))
        if q.kind == "kills":
            return frozenset(map(str, game.kills_if(q.card)))
        if q.kind == "joker":
            legal = {str(m) for m in game.legal_moves()}
            return frozenset(o for o in q.options if o in legal)
        if q.ask in ("legal", "illegal"):
            legal = {str(m) for m in game.legal_moves()}
            return frozenset(o for o in q.options if (o in legal) == (q.ask == "legal"))
        if q.kind == "turn":
            return frozenset({str(game.to_move)})
        open_cells = {str(c) for c in game.playable_cells()}
        return frozenset(o for o in q.options if (o in open_cells) == (q.ask == "playable"))

    def judge(self, selection: Iterable[str], lang: str = "en") -> dict[str, Any]:
        """Right or wrong, with the answer and one sentence per card or option, in ``lang``.

        Every sentence of ``reasons`` starts with the item it is about (the card picked, missed or
        right) and states only what the engine says of it in the position the learner sees."""
        q = self.question
        if q is None:
            raise LessonError(f"step {self.number} has no question")
        answer = self.answer()
        chosen = set(selection)
        right = chosen == answer
        order = self._order
        missed = sorted(answer - chosen, key=order)
        extra = sorted(chosen - answer, key=order)
        shown = sorted(answer, key=order)
        good = sorted(chosen & answer, key=order)  # every pick gets its sentence, right ones too
        reasons = self._reasons(shown if right else extra + good + missed, lang)
        if right:
            summary = message("ui.lesson.summary_right", lang, what=self._describe(shown, lang))
        else:
            key = "ui.lesson.summary_wrong" if chosen & answer else "ui.lesson.summary_wrong_none"
            summary = message(key, lang, what=self._describe(shown, lang))
            if missed:
                summary += message("ui.lesson.summary_missed", lang,
                                   items=join([self._label(i, lang) for i in missed], lang))
            if extra:
                summary += message("ui.lesson.summary_extra", lang,
                                   items=join([self._label(i, lang) for i in extra], lang))
        return {
            "verdict": "right" if right else "wrong",
            "summary": summary,
            "reasons": reasons,
            "answer": shown,
            "missed": missed,
            "extra": extra,
        }

    def hint(self, selection: Iterable[str], lang: str = "en") -> dict[str, Any]:
        """After a first wrong answer: which picks were right and which not, and a hint, never the
        full answer (no missed item is named). ``verdict`` is ``"hint"``; the learner tries again."""
        q = self.question
        if q is None:
            raise LessonError(f"step {self.number} has no question")
        answer = self.answer()
        chosen = set(selection)
        good = sorted(chosen & answer, key=self._order)
        bad = sorted(chosen - answer, key=self._order)
        parts = []
        if not chosen:
            parts.append(message("ui.lesson.hint.picked_nothing", lang))
        elif good:
            parts.append(message("ui.lesson.hint.right_so_far", lang,
                                 items=join([self._label(i, lang) for i in good], lang)))
        if bad:
            parts.append(message("ui.lesson.hint.not_right", lang,
                                 items=join([self._label(i, lang) for i in bad], lang)))
        missing = len(answer - chosen)
        if q.multiple and missing and chosen:
            parts.append(message("ui.lesson.hint.missing", lang, n=missing))
        reasons = [message("ui.lesson.hint.item_right", lang, item=self._label(i, lang)) for i in good]
        reasons += [message("ui.lesson.hint.item_wrong", lang, item=self._label(i, lang)) for i in bad]
        reasons.append(q.hint_in(lang, self.game))
        summary = message("ui.lesson.hint.summary", lang, what=_gap(lang).join(parts))
        return {"verdict": "hint", "summary": summary, "reasons": reasons,
                "answer": good, "missed": [], "extra": bad}

    def _order(self, text: str) -> Any:
        return _card_order(text) if self.question.picks == "cells" else self._option_index(text)

    def _option_index(self, text: str) -> int:
        return self.question.options.index(text) if text in self.question.options else len(self.question.options)

    def _label(self, item: str, lang: str = "en") -> str:
        """How an item is named to the learner: a card as written, a player as "player 2", a move in words
        when the engine has ``Move.text``."""
        q = self.question
        if q.kind == "turn":
            return message("ui.player", lang, n=int(item))
        if q.picks == "options" and not (q.kind == "choose" and q.ask in ("playable", "not-playable")):
            return move_words(item, lang)
        return item

    def option_labels(self, lang: str = "en") -> dict[str, str]:
        """The text shown on each option's button, by option."""
        return {option: self._label(option, lang) for option in self.question.options} if self.question else {}

    def _describe(self, answer: list[str], lang: str = "en") -> str:
        q = self.question
        listed = " ".join(answer)
        if q.kind == "playable":
            if q.player is not None:
                if answer:
                    return message("ui.lesson.answer.player_can", lang, player=q.player, cards=listed)
                return message("ui.lesson.answer.player_cannot", lang, player=q.player)
            return message("ui.lesson.answer.playable", lang, cards=listed)
        if q.kind == "next":
            return message("ui.lesson.answer.next", lang, suit=suit_name(q.suit, lang, plural=False), cards=listed)
        if q.kind == "kills":
            if answer:
                return message("ui.lesson.answer.kills", lang, card=q.card, cards=listed)
            return message("ui.lesson.answer.kills_nothing", lang, card=q.card)
        if q.kind == "joker":
            if answer:
                return message("ui.lesson.answer.joker", lang, moves=join([self._label(a, lang) for a in answer], lang))
            return message("ui.lesson.answer.no_joker", lang)
        if q.kind == "turn":
            return message("ui.lesson.answer.turn", lang, player=int(answer[0]))
        return message("ui.lesson.answer.other", lang, items=join([self._label(a, lang) for a in answer], lang))

    def _reasons(self, items: list[str], lang: str = "en") -> list[str]:
        """One sentence per item (cell, option or player), in ``lang``, each starting with the item."""
        q, game = self.question, self.game
        if q.kind == "kills":
            return _kill_reasons(game, q.card, items, lang)
        if q.kind == "turn":
            return [_turn_reason(game, int(item), lang) for item in items]
        out = []
        moves = q.kind == "joker" or q.ask in ("legal", "illegal")
        for item in items:
            sentence = game.explain(Move.parse(item) if moves else item, lang=lang)
            if q.kind == "playable" and q.player is not None:
                card = Card.parse(item)
                if card in game.playable_cells():
                    held = bool(game.hand_mask(q.player) & card.bit)
                    key = "ui.lesson.reason.held" if held else "ui.lesson.reason.not_held"
                    sentence = message(key, lang, sentence=sentence, player=q.player, card=item)
            out.append(_naming(self._label(item, lang), sentence, lang))
        return out


def move_words(item: str, lang: str = "en") -> str:
    """A move option in words when the engine says moves in words (``Move.text``), else its notation."""
    try:
        move = Move.parse(item)
    except ShichiError:
        return item
    words = getattr(move, "text", None)
    return words(lang) if callable(words) else item


def _naming(label: str, sentence: str, lang: str = "en") -> str:
    """``sentence`` as a bullet that starts with what the learner picked (``label``)."""
    if sentence.startswith(label):
        return sentence
    return message("ui.lesson.reason.item", lang, item=label, sentence=sentence)


def _holder(game: Game, card: Card) -> int | None:
    for seat in range(game.players):
        if game.hand_mask(seat) & card.bit:
            return seat
    return None


def _empty_neighbours(game: Game, card: Card, layout: int) -> list[tuple[Card, bool]]:
    """The empty cells orthogonally next to ``card``'s cell in ``layout`` (K3), each with True when it is
    reached through the tunnel (an A next to the K of its row, K7)."""
    board = board_for(tuple(game.row_order), game.rules.tunnels == "open", game.rules.diagonal,
                      game.rules.kill == "group")
    out = []
    for near in cards_of(board.orthogonal[card.index] & ~layout):
        out.append((near, near.suit == card.suit and abs(int(near.rank) - int(card.rank)) == 12))
    return sorted(out, key=lambda pair: pair[0].index)


def _kill_reasons(game: Game, card: Card, items: list[str], lang: str = "en") -> list[str]:
    """Why each picked cell is or is not killed by playing ``card``, in the position before the play (K3, K7, K8)."""
    after = game.copy()
    events = after.play(Move.play(card))
    killed = {str(e.card): e.text(lang) for e in events if isinstance(e, Killed)}
    layout = after.layout_mask
    out = [] if killed or items else [message("ui.lesson.reason.nothing_killed", lang, card=card,
                                                      rule="K8" if game.rules.kill == "group" else "K3")]
    for item in items:
        cell = Card.parse(item)
        if item in killed:
            out.append(_naming(item, killed[item], lang))
        elif cell == card:
            out.append(message("ui.lesson.reason.the_card_played", lang, card=item))
        elif cell in game.layout:
            out.append(message("ui.lesson.reason.kill_in_layout", lang, card=item))
        elif cell in game.killed_cells:
            out.append(_naming(item, game.explain(cell, lang=lang), lang))
        else:
            where = _where(game, cell, lang)
            if game.rules.kill == "group":
                out.append(message("ui.lesson.reason.alive_group", lang, card=item, where=where, by=card))
                continue
            free = _empty_neighbours(game, cell, layout)
            tunnel = [str(c) for c, through in free if through]
            plain = [str(c) for c, through in free if not through]
            if tunnel and not plain:
                out.append(message("ui.lesson.reason.alive_tunnel", lang, card=item, where=where, by=card,
                                   cells=join(tunnel, lang)))
            else:
                out.append(message("ui.lesson.reason.alive", lang, card=item, where=where, by=card,
                                   cells=join(plain + tunnel, lang)))
    return out


def _where(game: Game, card: Card, lang: str = "en") -> str:
    holder = _holder(game, card)
    if holder is None:
        return message("ui.lesson.where.out_of_play", lang)
    return message("ui.lesson.where.hand", lang, player=holder)


def _turn_reason(game: Game, seat: int, lang: str = "en") -> str:
    """Why ``seat`` does or does not make the next turn (R1, R3, R7, R9)."""
    to_move = game.to_move
    if seat == to_move:
        return message("ui.lesson.reason.turn_yes", lang, player=seat)
    status = game.status(seat)
    if status != "active":
        return message("ui.lesson.reason.turn_not_active", lang, player=seat,
                       status=message(f"ui.status.{status}", lang))
    return message("ui.lesson.reason.turn_later", lang, player=seat, first=to_move)


def _gap(lang: str = "en") -> str:
    """What goes between two sentences: a space in English, nothing in Japanese (。 ends a sentence)."""
    return "" if lang == "ja" else " "


def _lesson_title(name: str, lang: str = "en") -> str:
    """A shipped lesson's title in ``lang``, read from its file without building it."""
    try:
        title = json.loads((LESSONS / f"{name}.json").read_text(encoding="utf-8")).get("title", name)
    except (OSError, ValueError):
        return name
    if isinstance(title, Mapping):
        return str(title.get(lang) or title.get("en") or name)
    return str(title)


def _card_order(text: str) -> int:
    try:
        return Card.parse(text).index
    except ShichiError:
        return 99


def _position(data: Mapping[str, Any], where: str) -> Game:
    """The step's Game: position text, or preset + from_position arguments; then its moves."""
    if "position" in data and "preset" in data:
        raise _fail(where, "give either 'position' (position text) or 'preset' with 'layout' and 'hands', not both")
    if "position" in data:
        extra = [key for key in POSITION_FIELDS if key in data]
        if extra:
            raise _fail(f"{where}.{extra[0]}", "belongs with 'preset'; position text already says it")
        text = _text(data["position"], f"{where}.position", 4000, lines=True)
        try:
            game = Game.from_text(text)
        except ShichiError as exc:
            raise _fail(f"{where}.position", str(exc)) from None
    elif "preset" in data:
        preset = data["preset"]
        try:
            rules = Ruleset.preset(preset)
        except ShichiError as exc:
            raise _fail(f"{where}.preset", str(exc)) from None
        flags = data.get("flags", {})
        if not isinstance(flags, Mapping):
            raise _fail(f"{where}.flags", "must be an object of house rules, like {\"passes\": 5}")
        try:
            rules = rules.replace(**flags)
        except (ShichiError, TypeError) as exc:
            raise _fail(f"{where}.flags", str(exc)) from None
        layout = _cards(data.get("layout", []), f"{where}.layout", cells=True)
        given = _list(data.get("hands"), f"{where}.hands")
        hands = [_cards(hand, f"{where}.hands[{i}]") for i, hand in enumerate(given)]
        if not 2 <= len(hands) <= 8:
            raise _fail(f"{where}.hands", f"one list of cards per player, 2 to 8 players, not {len(hands)}")
        n = len(hands)
        kwargs: dict[str, Any] = {"to_move": _whole(data.get("to_move", 0), f"{where}.to_move", 0, n - 1)}
        if "passes_used" in data:
            used = _list(data["passes_used"], f"{where}.passes_used")
            kwargs["passes_used"] = [_whole(u, f"{where}.passes_used[{i}]", 0, 99) for i, u in enumerate(used)]
        if "dealer" in data:
            kwargs["dealer"] = _whole(data["dealer"], f"{where}.dealer", 0, n - 1)
        if "row_order" in data:
            kwargs["row_order"] = data["row_order"]
        if "penalties" in data:
            penalties = _list(data["penalties"], f"{where}.penalties")
            kwargs["penalties"] = [_cards(cards, f"{where}.penalties[{i}]") for i, cards in enumerate(penalties)]
        try:
            game = Game.from_position(rules, layout=layout, hands=hands, **kwargs)
        except ShichiError as exc:
            raise _fail(f"{where}.position", str(exc)) from None
    else:
        raise _fail(where, "needs a position: 'position' (position text) or 'preset' with 'layout' and 'hands'")
    for i, move in enumerate(_list(data.get("moves", []), f"{where}.moves")):
        if not isinstance(move, str):
            raise _fail(f"{where}.moves[{i}]", f"a move is text such as '9♣' or 'pass', not {move!r}")
        try:
            talker = move.removeprefix("talk ")
            if talker != move and talker.isdigit():  # "talk 2": player 2 talks to the ghost (G1)
                game.talk_to_ghost(int(talker))
            else:
                game.play(move)
        except ShichiError as exc:
            raise _fail(f"{where}.moves[{i}]", str(exc)) from None
    return game


def read_steps(steps: Any) -> tuple[Step, ...]:
    """Check a list of steps (dicts as in the file format, or :class:`Step` objects)."""
    if not isinstance(steps, (list, tuple)) or not steps:
        raise LessonError(f"steps: a lesson is a non-empty list of steps, not {type(steps).__name__}")
    if len(steps) > MAX_STEPS:
        raise LessonError(f"steps: {len(steps)} steps; at most {MAX_STEPS}")
    out = []
    for number, step in enumerate(steps, 1):
        if isinstance(step, Step):
            out.append(replace(step, number=number))
        else:
            out.append(Step.from_dict(step, number))
    return tuple(out)


MAX_FILE_BYTES = 1_000_000


def _short(message: str, limit: int = 300) -> str:
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
        with path.open("rb") as stream:  # read at most one byte past the limit, whatever the file says
            raw = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise LessonError(f"{name}: no such lesson file ({_short(str(path), 60)})") from None
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
        raise LessonError(f"{name}: not valid JSON: {exc}") from None
    except RecursionError:
        raise LessonError(f"{name}: not a lesson: JSON nested too deeply to read") from None


# --------------------------------------------------------------------------------------------- the widget


class Lesson(ShichiWidget):
    """A lesson: steps with a position, a caption, pointed cells and questions checked by the engine.

    ``Lesson(steps)`` takes a list of steps in the file format (see the module docstring);
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
        english, titles = _localized(title, "lesson.title", 200)
        super().__init__(**kwargs)
        self.title = english
        self.titles = titles
        self.steps = parsed
        self.index = 0
        self.go(start)

    @classmethod
    def from_dict(cls, data: Any, **kwargs: Any) -> Lesson:
        """A lesson from its JSON object: ``{"title": ..., "steps": [...]}``."""
        if not isinstance(data, Mapping):
            raise LessonError(f"a lesson is a JSON object with 'steps', not {type(data).__name__}")
        _unknown(data, LESSON_FIELDS, "lesson")
        if data.get("format", FORMAT) != FORMAT:
            raise LessonError(f"lesson.format: expected {FORMAT!r}, not {data['format']!r}")
        title = data.get("title", "")
        _localized(title, "lesson.title", 200)  # a clear error before the steps are read
        if "steps" not in data:
            raise LessonError("lesson.steps: missing; a lesson needs a list of steps")
        return cls(data["steps"], title=title, **kwargs)

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
            raise LessonError(f"{name}: {_short(str(exc))}") from None

    @classmethod
    def builtin(cls, name: str, **kwargs: Any) -> Lesson:
        """A lesson shipped with the package: one of :meth:`builtins`."""
        names = cls.builtins()
        if name not in names:
            raise ValueError(f"no lesson {name!r}; the shipped lessons are {', '.join(names)}")
        lesson = cls.from_file(LESSONS / f"{name}.json", **kwargs)
        lesson.lesson_name = name
        lesson._draw(full=True)  # the view now says "lesson 3 of 9" and offers the next lesson
        return lesson

    @staticmethod
    def builtins() -> tuple[str, ...]:
        """The shipped lessons in course order (:data:`COURSE`); any other file in the folder after them."""
        present = {p.stem for p in LESSONS.glob("*.json")}
        return tuple(n for n in COURSE if n in present) + tuple(sorted(present - set(COURSE)))

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
            raise ValueError(f"no lesson {name!r}; the shipped lessons are {', '.join(names)}")
        data = json.loads((LESSONS / f"{name}.json").read_text(encoding="utf-8"))
        title = data.get("title", "")
        english, titles = _localized(title, "lesson.title", 200)
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

    def _draw(self, full: bool = False) -> None:
        step, game = self.step, self.step.game
        hide = self._open_question() or not step.show_playable
        cells = layout_state(game)
        if hide:  # the highlights would give the answer away until the learner has checked
            cells["playable"] = [0, 0, 0, 0]
        with self.hold_sync():
            if full:
                self.view = self._view()
                self.hands = [self._hand(game, seat, hide, self.lang) for seat in range(game.players)] \
                    if step.show_hands else []
            elif self.hands:
                self.hands = [self._hand(game, seat, hide, self.lang) for seat in range(game.players)]
            self.layout_cells = cells
            self.selected = list(self._selection)
            self.feedback = dict(self._verdict)
            self.result = self._verdict.get("verdict", "")
            self.hover = {}

    def _view(self) -> dict[str, Any]:
        step, game, lang = self.step, self.step.game, self.lang
        q = step.question
        question = None
        if q is not None:
            question = {"kind": q.kind, "prompt": q.prompt_in(lang), "picks": q.picks, "multiple": q.multiple,
                        "options": list(q.options), "labels": step.option_labels(lang),
                        "nothing": self.say(f"ui.lesson.nothing.{q.kind}") if q.may_be_empty else ""}
        to_move = game.to_move
        status = self.say("ui.lesson.hand_over") if to_move is None else self.say("ui.player_to_move", n=to_move)
        names = self.builtins() if self.lesson_name else ()
        course, done, following = "", "", None
        title = _in(self.titles, lang, self.title)
        if self.lesson_name in names:
            at = names.index(self.lesson_name)
            course = self.say("ui.lesson.course", i=at + 1, n=len(names))
            if self.index == len(self.steps) - 1:
                done = self.say("ui.lesson.done", i=at + 1, title=title)
                if at + 1 < len(names):
                    other = _lesson_title(names[at + 1], lang)
                    following = {"name": names[at + 1], "title": other,
                                 "label": self.say("ui.lesson.next_lesson", title=other)}
                else:
                    done += _gap(lang) + self.say("ui.lesson.course_done_note")
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
            "status": f"{rules_label(game.rules, lang)} · {status}",
        }

    @staticmethod
    def _hand(game: Game, seat: int, hide: bool, lang: str = "en") -> dict[str, Any]:
        state = hand_state(game, seat)
        if hide:
            state.update(playable=[], joker_plays=[], yurei_plays=[], can_pass=False)
        limit = game.rules.passes
        used = game.passes_used(seat)
        passes = message("ui.passes_used_of", lang, used=used, limit=limit) if limit is not None else ""
        to_move = game.to_move == seat
        label = message("ui.lesson.seat_to_move" if to_move else "ui.player", lang, n=seat)
        status = game.status(seat)
        return {**state, "label": label, "passes": passes, "status": status,
                "status_text": message(f"ui.status.{status}", lang),
                "hand_label": message("ui.lesson.hand_of", lang, n=seat),
                "jokers": game.hand(seat).count(JOKER)}
