"""The result of a finished hand: a ranking (R8), penalty points (B6) or chips (W5), explained.

The sentences come from the message catalogue (:mod:`.messages`): ``summary(lang)`` and
``explain(lang)`` say them in English or Japanese; ``lines`` are the English lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .cards import Card
from .messages import cards_text, check_lang, join, text

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Result", "compute_result", "outcome_summary", "translate_summary"]

Line = tuple[str, tuple[tuple[str, Any], ...]]
"""One line of ``Result.explain``: a catalogue key and its values (cards as tuples of Cards)."""

_EMPTY = {"result.penalty_cards": "word.none"}  # how an empty list of cards is written


@dataclass(frozen=True)
class Result:
    """How a hand ended. ``ranking`` lists players best first; ``ranks[p]`` is player p's place
    (1 = best; equal scores share a place). ``scores[p]`` is what a match adds up: the rank
    (R8), the penalty points (B6), or the chips won or lost this hand (W5)."""

    kind: str
    ranking: tuple[int, ...]
    ranks: tuple[int, ...]
    scores: tuple[int, ...]
    winner: int | None
    chips: tuple[int, ...] | None
    details: tuple[Line, ...] = field(default=(), repr=False)
    """How each score was computed, one line a player, as catalogue keys and values."""

    @property
    def lines(self) -> tuple[str, ...]:
        """How each score was computed, one English line a player."""
        return self.explain_lines("en")

    def explain_lines(self, lang: str = "en") -> tuple[str, ...]:
        """How each score was computed, one line a player, in ``lang``."""
        check_lang(lang)
        return tuple(_line(key, dict(values), lang) for key, values in self.details)

    def summary(self, lang: str = "en") -> str:
        """The result in one sentence: the ranking, the penalties or the chips, with the rule id."""
        return format_summary(self.kind, self.winner, _pairs(self.kind, self.ranking, self.scores, self.chips), lang)

    def explain(self, lang: str = "en") -> str:
        """How every score was computed, one line a player."""
        return "\n".join(self.explain_lines(lang))


def _line(key: str, values: dict[str, Any], lang: str) -> str:
    cards = values.get("cards")
    if isinstance(cards, tuple):
        values["cards"] = cards_text(cards, lang, _EMPTY.get(key, "word.no_cards"))
    return text(key, lang, **values)


_SUMMARY_ITEM = {
    "rank": "summary.ranking_item",
    "penalty": "summary.penalty_item",
    "penalty-cards": "summary.penalty_cards_item",
    "chips": "summary.chips_item",
}


def _pairs(kind: str, ranking: tuple[int, ...], scores: tuple[int, ...], chips: tuple[int, ...] | None) -> tuple:
    """What a summary lists: (place, player) for a ranking, else (player, score or chips)."""
    if kind == "rank":
        return tuple(enumerate(ranking, 1))
    if kind == "chips":
        return tuple(enumerate(chips or ()))
    return tuple(enumerate(scores))


def outcome_summary(numbers: Any, lang: str = "en") -> str:
    """``Result.summary`` straight from the core's :class:`~.core.Outcome` (what the ``HandOver``
    event says at the end of every hand, without building the whole :class:`Result`)."""
    return format_summary(
        numbers.kind, numbers.winner, _pairs(numbers.kind, numbers.ranking, numbers.scores, numbers.chips), lang
    )


@lru_cache(maxsize=4096)
def format_summary(kind: str, winner: int | None, pairs: tuple[tuple[int, int], ...], lang: str = "en") -> str:
    """``Result.summary`` from its parts: ``pairs`` are (place, player) for a ranking and
    (player, score or chips) otherwise. (Remembered: a pure function of its arguments and the
    fixed catalogue, and a 4-player ranking has only 24 orders.)"""
    item = _SUMMARY_ITEM[kind]
    items = join((_summary_item(item, lang, a, b) for a, b in pairs), lang)
    if kind == "rank":
        return text("summary.ranking", lang, items=items)
    key = {
        "penalty": ("summary.penalty", "summary.penalty_no_winner"),
        "penalty-cards": ("summary.penalty_cards", "summary.penalty_cards_tie"),
        "chips": ("summary.chips", "summary.chips_no_winner"),
    }[kind][winner is None]
    return text(key, lang, winner=winner, items=items)


@lru_cache(maxsize=4096)
def _summary_item(item: str, lang: str, a: int, b: int) -> str:
    """One item of a summary: (place, player) for a ranking, else (player, score or chips)."""
    if item == "summary.ranking_item":
        return text(item, lang, place=a, player=b)
    return text(item, lang, player=a, score=b, chips=b)


_READ_SUMMARY = (
    ("rank", re.compile(r"ranking (?P<items>.*) \(R8\)\.")),
    ("penalty", re.compile(r"(?:player (?P<winner>\d+) wins|no winner); penalties (?P<items>.*) \(B6\)\.")),
    ("penalty-cards", re.compile(
        r"(?:player (?P<winner>\d+) wins|a tie for fewest); penalty cards (?P<items>.*) \(K5\)\."
    )),
    ("chips", re.compile(r"(?:player (?P<winner>\d+)|nobody) wins the pot; chips (?P<items>.*) \(W5\)\.")),
)
_READ_ITEM = re.compile(r"(-?\d+)\.? player (-?\d+)|player (-?\d+) (-?\d+)")


def translate_summary(summary: str, lang: str) -> str:
    """An English ``Result.summary`` (as a ``HandOver`` event keeps it) said in ``lang``;
    text that is not such a summary is returned unchanged."""
    check_lang(lang)
    for kind, pattern in _READ_SUMMARY:
        match = pattern.fullmatch(summary)
        if match:
            pairs = []
            for item in match["items"].split(", "):
                got = _READ_ITEM.fullmatch(item)
                if got is None:
                    return summary
                numbers = [int(g) for g in got.groups() if g is not None]
                # the sentence counts seats from 1: back to the 0-based index (the place stays)
                pairs.append((numbers[0], numbers[1] - 1) if kind == "rank" else (numbers[0] - 1, numbers[1]))
            winner = match.groupdict().get("winner")
            return format_summary(kind, None if winner is None else int(winner) - 1, tuple(pairs), lang)
    return summary


def _details(*lines: tuple[str, dict[str, Any]]) -> tuple[Line, ...]:
    return tuple((key, tuple(values.items())) for key, values in lines)


def compute_result(game: Game) -> Result:
    """The result of a finished hand: the rules core's numbers (:func:`.core.outcome`, the one
    scoring) with a line a player saying how each was reached."""
    from .core import outcome_of

    rules = game.rules
    n = game.players
    numbers = outcome_of(game)
    kind, ranking, ranks, scores, winner = numbers.kind, numbers.ranking, numbers.ranks, numbers.scores, numbers.winner
    if kind == "rank":
        out, last, dropped = game.out_order, game.last_holder, game.dropped_order
        lines = []
        for place, seat in enumerate(ranking, 1):
            how = (
                "result.went_out" if seat in out
                else "result.last_holder" if seat == last
                else "result.dropped_out" if seat in dropped
                else "result.bankrupt"
            )
            lines.append((how, {"place": place, "player": seat}))
        return Result(kind, ranking, ranks, scores, winner, None, _details(*lines))

    if kind == "penalty-cards":  # K5: fewest penalty cards wins
        details = _details(*(
            ("result.penalty_cards", {"player": p, "cards": tuple(game.penalty_cards(p)), "score": scores[p]})
            for p in range(n)
        ))
        return Result(kind, ranking, ranks, scores, winner, None, details)

    if kind == "penalty":
        lines = []
        for p in range(n):
            cards: list[Card] = game.hand(p)
            if rules.penalty == "value":
                parts = [rules.joker_penalty if c.is_joker else int(c.rank) for c in cards]
            else:
                parts = [1] * len(cards)
            bonus = rules.kings_bonus * sum(1 for _, who in game.completed_suits if who == p)
            values = {"player": p, "cards": tuple(cards), "formula": " + ".join(map(str, parts)) or "0"}
            if bonus:
                lines.append(("result.penalty_bonus", {**values, "bonus": bonus, "score": scores[p]}))
            else:
                lines.append(("result.penalty", {**values, "score": scores[p]}))
        return Result(kind, ranking, ranks, scores, winner, None, _details(*lines))

    # chips (W5): every other player pays a chip a card; the winner takes the pot
    lines = [("result.pays", {"player": p, "count": numbers.paid[p]}) for p in range(n) if p != winner]
    if winner is not None:
        from .core import view_of

        taken = view_of(game).taken
        pot = taken if taken is not None else game.pot + sum(numbers.paid)
        lines.insert(0, ("result.pot", {"player": winner, "pot": pot}))
    return Result(kind, ranking, ranks, scores, winner, numbers.chips, _details(*lines))
