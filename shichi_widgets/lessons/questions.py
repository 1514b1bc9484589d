"""The steps of a lesson and their questions: the model (a position, a caption, cells pointed at, a
question) and the judging, whose every answer and reason comes from the engine. Standard library and
the engine only (no Jupyter): ``Step.judge`` can be tested, or run, without a widget. The file format
they are read from is :mod:`.format`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine import Card, Game, Move, Rank, ShichiError, Suit
from ..engine.cards import cards_of
from ..engine.catalogue import locale
from ..engine.events import Killed
from ..engine.explain import status_text
from ..engine.grid import board_for
from ..engine.layout import DOWN, UP
from ..engine.messages import join, suit_name
from .format import (
    ASKS,
    KINDS,
    MAX_CAPTION,
    MAX_STEPS,
    QUESTION_FIELDS,
    STEP_FIELDS,
    LessonError,
    check_fields,
    field_error,
    in_language,
    localized,
    read_card,
    read_list,
    read_position,
    read_whole,
)
from .hints import first_turn_rule, hint_text, turn_rules
from .markdown import render_markdown
from .words import say as message

__all__ = ["Question", "Step", "move_words", "read_steps", "sentence_gap"]


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
            return in_language(self.prompts, lang, self.prompt)
        return _default_prompt(self, lang)

    def hint_in(self, lang: str = "en", game: Game | None = None) -> str:
        """The hint for a second try in ``lang``: the teacher's, or lines that the step's ruleset and
        position ``game`` make true (:mod:`.hints`: K2 in kill games, J7 for wild jokers, the pass rule
        of the position, T2/T3 in tunnels, B2/W2 at an opening, R3 for the first turn)."""
        if self.hint:
            return in_language(self.hints, lang, self.hint)
        if game is None:
            raise TypeError("the hint is chosen by the step's position: pass its game")
        return hint_text(self, game, lang)

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
        raise field_error(where, f"must be an object with a 'kind', not {type(data).__name__}")
    kind = data.get("kind")
    if kind not in KINDS:
        raise field_error(f"{where}.kind", f"unknown kind {kind!r}; kinds are {', '.join(KINDS)}")
    check_fields(data, QUESTION_FIELDS[kind], where)
    prompt, prompts = localized(data["prompt"], f"{where}.prompt", 300) if "prompt" in data else ("", {})
    fields: dict[str, Any] = {}
    if "hint" in data:
        fields["hint"], fields["hints"] = localized(data["hint"], f"{where}.hint", 400)
    if kind == "turn":
        if game.to_move is None:
            raise field_error(f"{where}.kind", "the hand is over: nobody makes a turn")
        fields["options"] = tuple(str(p) for p in range(game.players))
    if kind == "playable" and "player" in data:
        fields["player"] = read_whole(data["player"], f"{where}.player", 0, game.players - 1)
    if kind == "next":
        if game.rules.kill is not None:
            raise field_error(f"{where}.kind", "kill games have no 'next' card: a card goes next to any card (K2)")
        if "suit" not in data:
            raise field_error(f"{where}.suit", "a 'next' question needs a suit, like '♣'")
        try:
            fields["suit"] = Suit.parse(data["suit"])
        except ShichiError as exc:
            raise field_error(f"{where}.suit", str(exc)) from None
        if "direction" in data and data["direction"] not in (UP, DOWN):
            raise field_error(f"{where}.direction", f"must be 'up' or 'down', not {data['direction']!r}")
        fields["direction"] = data.get("direction")
    if kind == "kills":
        if game.rules.kill is None:
            raise field_error(f"{where}.kind", "only kill games kill cells (K3)")
        if "card" not in data:
            raise field_error(f"{where}.card", "a 'kills' question needs the card to play, like '9♣'")
        card = read_card(data["card"], f"{where}.card")
        if Move.play(card) not in game.legal_moves():
            why = game.explain(card) if game.to_move is not None else "the hand is over"
            raise field_error(f"{where}.card", f"{card} is not a legal move of the player to move: {why}")
        fields["card"] = card
    if kind in ("joker", "choose"):
        given = read_list(data.get("options", []), f"{where}.options")
        options: list[str] = []
        for i, text in enumerate(given):
            at = f"{where}.options[{i}]"
            if not isinstance(text, str) or not 0 < len(text) <= 20:
                raise field_error(at, f"an option is a short text such as '5♠' or 'JK=5♠+4♠', not {text!r}")
            options.append(_option(text, kind, data.get("ask"), at))
        if kind == "joker":
            if not game.rules.jokers:
                raise field_error(f"{where}.kind", "this variant has no joker (J1)")
            if game.to_move is None:
                raise field_error(f"{where}.kind", "the hand is over: nobody can play the joker")
            legal = [str(m) for m in game.legal_moves() if m.kind == "joker"]
            options = sorted(dict.fromkeys(options + _joker_candidates(game) + legal), key=_option_order)
        else:
            if data.get("ask") not in ASKS:
                raise field_error(f"{where}.ask", f"must be one of {', '.join(ASKS)}, not {data.get('ask')!r}")
            fields["ask"] = data["ask"]
            if len(options) < 2 or len(set(options)) != len(options):
                raise field_error(f"{where}.options", "a 'choose' question needs two or more different options")
        if len(options) > 24:
            raise field_error(f"{where}.options", f"{len(options)} options; at most 24")
        fields["options"] = tuple(options)
    question = Question(kind=kind, prompt="", **fields)
    return replace(question, prompt=prompt or _default_prompt(question), prompts=prompts, authored=bool(prompt))


def _option(text: str, kind: str, ask: Any, where: str) -> str:
    """An option in its canonical text: a move (``joker``, ask legal/illegal) or a cell (playable)."""
    try:
        if kind == "choose" and ask in ("playable", "not-playable"):
            return str(read_card(text, where))
        move = Move.parse(text)
    except ShichiError as exc:
        raise field_error(where, str(exc)) from None
    if kind == "joker" and move.kind != "joker":
        raise field_error(where, f"{text!r} is not a joker play; write 'JK=5♠+4♠' (J2) or 'JK=5♠' (J7)")
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
            raise field_error(where, f"a step is an object with a caption and a position, not {type(data).__name__}")
        check_fields(data, STEP_FIELDS, where)
        title, titles = localized(data.get("title", ""), f"{where}.title", 120)
        caption, captions = localized(data.get("caption", ""), f"{where}.caption", MAX_CAPTION, lines=True)
        game = read_position(data, where)
        points = read_list(data.get("point", []), f"{where}.point")
        point = tuple(read_card(c, f"{where}.point[{i}]") for i, c in enumerate(points))
        show = data.get("show_hands", True)
        if not isinstance(show, bool):
            raise field_error(f"{where}.show_hands", f"must be true or false, not {show!r}")
        question = _question(data["question"], game, f"{where}.question") if data.get("question") is not None else None
        playable = data.get("show_playable", True)
        if not isinstance(playable, bool):
            raise field_error(f"{where}.show_playable", f"must be true or false, not {playable!r}")
        step = cls(number, title, caption, game, point, question, show, titles, captions, playable)
        texts = {"title": [title, *titles.values()], "caption": [caption, *captions.values()]}
        if question is not None:
            texts["question.prompt"] = [question.prompt, *question.prompts.values()] if question.authored else []
            texts["question.hint"] = [question.hint, *question.hints.values()]
        for name, values in texts.items():
            _check_people(values, game.players, f"{where}.{name}")
        if question is not None:
            answer = step.answer()
            if question.kind == "next" and len(answer) != 1:
                found = " ".join(sorted(answer, key=_card_order)) or "none"
                raise field_error(f"{where}.question", f"the engine finds {len(answer)} next cards ({found}) in "
                                  f"{question.suit.plural}; a 'next' question needs exactly one: "
                                  "give or change 'direction'")
            if question.kind == "choose" and len(answer) != 1:
                found = ", ".join(sorted(answer, key=step._option_index)) or "none"
                raise field_error(f"{where}.question.options",
                                  f"the engine finds {len(answer)} right options ({found}) "
                                  f"for ask={question.ask!r}; a 'choose' question needs exactly one")
            if question.kind == "playable" and not answer:
                raise field_error(f"{where}.question", "the engine finds no playable card here")
        return step

    def position(self) -> Game:
        """A copy of the step's position."""
        return self.game.copy()

    @property
    def caption_html(self) -> str:
        return render_markdown(self.caption)

    def title_in(self, lang: str = "en") -> str:
        """The step's title in ``lang`` (English when the teacher did not write it in ``lang``)."""
        return in_language(self.titles, lang, self.title)

    def caption_in(self, lang: str = "en") -> str:
        """The caption's Markdown in ``lang`` (English when the teacher did not write it in ``lang``)."""
        return in_language(self.captions, lang, self.caption)

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
        summary = message("ui.lesson.hint.summary", lang, what=sentence_gap(lang).join(parts))
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
            return message("ui.lesson.player", lang, player=int(item))
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


_PERSON = re.compile(r"(?:\b[Pp]layers? |プレイヤー)(\d+(?:(?:, |、| and | or |と)\d+)*)")


def _check_people(texts: Iterable[str], players: int, where: str) -> None:
    """A teacher's text names people as the learner counts them, from 1 ("Player 1" is seat 0): refuse
    "player 0" and a player beyond the position's seats."""
    for text in texts:
        for m in _PERSON.finditer(text or ""):
            for number in map(int, re.findall(r"\d+", m.group(1))):
                if not 1 <= number <= players:
                    raise field_error(where, f"says {m.group(0)!r}, but players are counted from 1 to {players} "
                                            f"(Player 1 is seat 0, the file's \"to_move\": 0)")


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
    layout = after.layout_mask
    killed = {str(e.card): _would_kill(game, e, layout, lang) for e in events if isinstance(e, Killed)}
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


def _edges_reached(game: Game, cell: Card, layout: int) -> tuple[bool, bool]:
    """Whether the empty cells connected to ``cell`` (every cell not in ``layout`` is empty, K4's dead cells
    too) reach the top row and the bottom row (K8)."""
    board = board_for(tuple(game.row_order), game.rules.tunnels == "open", game.rules.diagonal,
                      game.rules.kill == "group")
    seen, todo = cell.bit, [cell]
    while todo:
        here = todo.pop()
        for near in cards_of(board.orthogonal[here.index] & ~layout & ~seen):
            seen |= near.bit
            todo.append(near)
    rows = [card.suit for card in cards_of(seen)]
    return game.row_order[0] in rows, game.row_order[-1] in rows


def _would_kill(game: Game, event: Killed, layout: int, lang: str = "en") -> str:
    """The kill a play would make, said as what happens if it is played (the question is asked before the
    play, so not in the log's past tense): K3, or K8 naming the edge the group loses."""
    values: dict[str, Any] = {"card": event.card, "by": event.by, "player": event.player,
                              "rule": "K8" if event.group else "K3"}
    if event.hidden:
        return message("ui.lesson.reason.killed_hidden", lang, **values)
    key = "ui.lesson.reason.killed"
    if event.group:
        top, bottom = _edges_reached(game, event.card, layout)
        edge = "bottom" if top else "top" if bottom else "both"
        values["edge"] = message(f"ui.lesson.edge.{edge}", lang)
        key += "_group"
    return message(key + ("" if event.player is not None else "_unheld"), lang, **values)


def _where(game: Game, card: Card, lang: str = "en") -> str:
    holder = _holder(game, card)
    if holder is None:
        return message("ui.lesson.where.out_of_play", lang)
    return message("ui.lesson.where.hand", lang, player=holder)


def _turn_reason(game: Game, seat: int, lang: str = "en") -> str:
    """Why ``seat`` does or does not make the next turn (R1, R3, R7, R9; B2, W2 for the first turn)."""
    to_move = game.to_move
    first = first_turn_rule(game)
    if first is not None:
        card = game.rules.opening_card
        if seat == to_move:
            return message(f"ui.lesson.reason.turn_first.{first}", lang, player=seat, card=card)
        return message(f"ui.lesson.reason.turn_first_not.{first}", lang, player=seat, card=card, seat=to_move)
    if seat == to_move:
        return message("ui.lesson.reason.turn_yes", lang, player=seat, rules=locale(lang).join(turn_rules(game)))
    status = game.status(seat)
    if status != "active":
        ghost = game.rules.ghost_talk and game.ghost == seat  # G1: the ghost, not merely bankrupt
        shown = message("status.ghost", lang) if ghost else status_text(game, status, lang)
        return message("ui.lesson.reason.turn_not_active", lang, player=seat, status=shown,
                       rule=_status_rule(game, seat, status))
    return message("ui.lesson.reason.turn_later", lang, player=seat, seat=to_move)


def _status_rule(game: Game, seat: int, status: str) -> str:
    """The rule that takes a player out of the turns: R7 (went out), R9 (bankrupt), G1 (the ghost), B5
    (a yūrei), J8 (dropped out); in kill games K5 (no cards left) or K4 (left with no pass left)."""
    if game.rules.kill is not None:
        return {"out": "K5", "bankrupt": "K4"}.get(status, "K5")
    if status == "bankrupt" and game.rules.ghost_talk and game.ghost == seat:
        return "G1"
    return {"out": "R7", "bankrupt": "R9", "yurei": "B5", "dropped-out": "J8"}.get(status, "R7")


def sentence_gap(lang: str = "en") -> str:
    """What goes between two sentences in ``lang``: a space in English, nothing in Japanese (。 ends a
    sentence). Public: the lesson widget joins its own sentences with it too."""
    return locale(lang).gap


def _card_order(text: str) -> int:
    try:
        return Card.parse(text).index
    except ShichiError:
        return 99


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
