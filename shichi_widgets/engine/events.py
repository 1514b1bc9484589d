"""Events: what a move caused, as small immutable objects whose ``str`` is a sentence.

``Game.play`` returns a tuple of these; the widgets' event log and the golden playthrough files
print them. Players are numbered from 0, as everywhere in the API. ``event.text(lang)`` says the
same in another language of the message catalogue (``"ja"``); ``str(event)`` is ``text("en")``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, Suit
from .messages import cards_text, check_lang, text

__all__ = [
    "Bankrupt",
    "BecameYurei",
    "DroppedOut",
    "Event",
    "GhostTalk",
    "HandOver",
    "JokerPlayed",
    "JokerStays",
    "JokerSwapped",
    "LostTurn",
    "Passed",
    "Played",
    "SuitCompleted",
    "WentOut",
    "YureiCardPlayed",
]


class Event:
    """Base class of every event: ``text(lang)`` is its sentence, ``str()`` the English one."""

    __slots__ = ()

    def text(self, lang: str = "en") -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text("en")


@dataclass(frozen=True, slots=True)
class Played(Event):
    player: int
    card: Card

    def text(self, lang: str = "en") -> str:
        return text("event.played", lang, player=self.player, card=self.card)


@dataclass(frozen=True, slots=True)
class YureiCardPlayed(Event):
    player: int
    card: Card
    yurei: int

    def text(self, lang: str = "en") -> str:
        return text("event.yurei_card", lang, player=self.player, card=self.card, yurei=self.yurei)


@dataclass(frozen=True, slots=True)
class JokerPlayed(Event):
    player: int
    joker_as: Card
    card: Card | None

    def text(self, lang: str = "en") -> str:
        if self.card is None:
            return text("event.joker_alone", lang, player=self.player, joker_as=self.joker_as)
        return text("event.joker_with", lang, player=self.player, joker_as=self.joker_as, card=self.card)


@dataclass(frozen=True, slots=True)
class JokerSwapped(Event):
    player: int
    card: Card

    def text(self, lang: str = "en") -> str:
        return text("event.joker_swapped", lang, player=self.player, card=self.card)


@dataclass(frozen=True, slots=True)
class JokerStays(Event):
    card: Card

    def text(self, lang: str = "en") -> str:
        return text("event.joker_stays", lang, card=self.card)


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: int
    count: int
    limit: int | None
    chips: int = 0
    rule: str = field(default="R5", compare=False)  # the rule cited: B4 for a Seven Bridge pass token

    def text(self, lang: str = "en") -> str:
        if self.limit is None:
            key = "event.passed_stuck" if not self.chips else (
                "event.passed_paid_one" if self.chips == 1 else "event.passed_paid"
            )
            return text(key, lang, player=self.player, chips=self.chips)
        return text("event.passed", lang, player=self.player, count=self.count, limit=self.limit, rule=self.rule)


@dataclass(frozen=True, slots=True)
class Bankrupt(Event):
    player: int
    placed: tuple[Card, ...]
    joker_set_aside: bool = False

    def text(self, lang: str = "en") -> str:
        key = "event.bankrupt_joker" if self.joker_set_aside else "event.bankrupt"
        return text(key, lang, player=self.player, cards=cards_text(self.placed, lang))


@dataclass(frozen=True, slots=True)
class BecameYurei(Event):
    player: int
    placed: tuple[Card, ...]
    exposed: tuple[Card, ...]

    def text(self, lang: str = "en") -> str:
        return text(
            "event.became_yurei",
            lang,
            player=self.player,
            placed=cards_text(self.placed, lang),
            exposed=cards_text(self.exposed, lang),
        )


@dataclass(frozen=True, slots=True)
class LostTurn(Event):
    player: int

    def text(self, lang: str = "en") -> str:
        return text("event.lost_turn", lang, player=self.player)


@dataclass(frozen=True, slots=True)
class DroppedOut(Event):
    player: int

    def text(self, lang: str = "en") -> str:
        return text("event.dropped_out", lang, player=self.player)


@dataclass(frozen=True, slots=True)
class WentOut(Event):
    """A player's hand is empty: ranked (R7, R8), the hand ends (B6, W5), or they leave (K5)."""

    player: int
    rank: int | None
    rule: str = "R7"

    def text(self, lang: str = "en") -> str:
        if self.rule == "K5":
            return text("event.left_hand", lang, player=self.player)
        if self.rank is None:
            return text("event.ends_hand", lang, player=self.player, rule=self.rule)
        return text("event.went_out", lang, player=self.player, rank=self.rank)


@dataclass(frozen=True, slots=True)
class Killed(Event):
    """A cell killed by a play (K3, K8); ``player`` is whose penalty card it became (or None)."""

    card: Card
    player: int | None
    by: Card
    group: bool = False
    hidden: bool = field(default=False, repr=False, compare=False)
    """K6: penalties are hidden, so the sentence keeps the holder secret (``player`` still names it)."""

    def text(self, lang: str = "en") -> str:
        rule = "K8" if self.group else "K3"
        if self.hidden:
            return text("event.killed_hidden", lang, card=self.card, by=self.by, rule=rule)
        key = "event.killed" + ("_group" if self.group else "") + ("" if self.player is not None else "_unheld")
        return text(key, lang, card=self.card, by=self.by, player=self.player, rule=rule)


@dataclass(frozen=True, slots=True)
class LeftGame(Event):
    player: int
    penalties: tuple[Card, ...]
    hidden: bool = field(default=False, repr=False, compare=False)
    """K6: the cards stay hidden in the leaver's hand, so the sentence does not name them."""

    def text(self, lang: str = "en") -> str:
        if self.hidden:
            return text("event.left_game_hidden", lang, player=self.player)
        return text("event.left_game", lang, player=self.player, cards=cards_text(self.penalties, lang))


@dataclass(frozen=True, slots=True)
class SuitCompleted(Event):
    player: int
    suit: Suit

    def text(self, lang: str = "en") -> str:
        return text("event.suit_completed", lang, player=self.player, suits=self.suit)


@dataclass(frozen=True, slots=True)
class GhostTalk(Event):
    player: int
    ghost: int

    def text(self, lang: str = "en") -> str:
        return text("event.ghost_talk", lang, player=self.player, ghost=self.ghost)


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    """The hand ended; ``summary`` is :meth:`Result.summary` in English."""

    summary: str

    def text(self, lang: str = "en") -> str:
        summary = self.summary
        if check_lang(lang) != "en":
            from .result import translate_summary

            summary = translate_summary(summary, lang)
        return text("event.hand_over", lang, summary=summary)
