"""Events: what a move caused, as small immutable objects whose ``str`` is a sentence.

``Game.play`` returns a tuple of these; the widgets' event log and the golden playthrough files
print them. Players are numbered from 0, as everywhere in the API.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit

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


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(map(str, cards)) if cards else "no cards"


class Event:
    """Base class of every event."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Played(Event):
    player: int
    card: Card

    def __str__(self) -> str:
        return f"Player {self.player} played {self.card}."


@dataclass(frozen=True, slots=True)
class YureiCardPlayed(Event):
    player: int
    card: Card
    yurei: int

    def __str__(self) -> str:
        return f"Player {self.player} played {self.card} from yūrei {self.yurei}'s exposed cards (B5)."


@dataclass(frozen=True, slots=True)
class JokerPlayed(Event):
    player: int
    joker_as: Card
    card: Card | None

    def __str__(self) -> str:
        if self.card is None:
            return f"Player {self.player} played the joker as {self.joker_as} (J7)."
        return f"Player {self.player} played the joker as {self.joker_as} with {self.card} (J2)."


@dataclass(frozen=True, slots=True)
class JokerSwapped(Event):
    player: int
    card: Card

    def __str__(self) -> str:
        return (
            f"Player {self.player} held {self.card}: it replaces the joker in the layout and "
            f"player {self.player} takes the joker (J3)."
        )


@dataclass(frozen=True, slots=True)
class JokerStays(Event):
    card: Card

    def __str__(self) -> str:
        return f"Nobody holds {self.card}, so the joker stays in its cell."


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: int
    count: int
    limit: int | None
    chips: int = 0

    def __str__(self) -> str:
        if self.limit is None:
            paid = f" and paid {self.chips} chip{'s' * (self.chips != 1)} into the pot" if self.chips else ""
            return f"Player {self.player} could not play, passed{paid} (W4)."
        return f"Player {self.player} passed ({self.count} of {self.limit}) (R5)."


@dataclass(frozen=True, slots=True)
class Bankrupt(Event):
    player: int
    placed: tuple[Card, ...]
    joker_set_aside: bool = False

    def __str__(self) -> str:
        aside = "; the joker is set aside (J5)" if self.joker_set_aside else ""
        return (
            f"Player {self.player} has no pass left and no card to play: bankrupt (R6); "
            f"their cards go to the layout: {_cards(self.placed)} (R9){aside}."
        )


@dataclass(frozen=True, slots=True)
class BecameYurei(Event):
    player: int
    placed: tuple[Card, ...]
    exposed: tuple[Card, ...]

    def __str__(self) -> str:
        return (
            f"Player {self.player} has no token left and cannot play: a yūrei (B5); "
            f"placed {_cards(self.placed)}, exposed {_cards(self.exposed)}."
        )


@dataclass(frozen=True, slots=True)
class LostTurn(Event):
    player: int

    def __str__(self) -> str:
        return f"Player {self.player} has no token left and cannot play: loses the turn (B8)."


@dataclass(frozen=True, slots=True)
class DroppedOut(Event):
    player: int

    def __str__(self) -> str:
        return (
            f"Player {self.player} holds only the joker and drops out; the joker is set aside (J8)."
        )


@dataclass(frozen=True, slots=True)
class WentOut(Event):
    """A player's hand is empty: ranked (R7, R8), the hand ends (B6, W5), or they leave (K5)."""

    player: int
    rank: int | None
    rule: str = "R7"

    def __str__(self) -> str:
        if self.rule == "K5":
            return f"Player {self.player} has no cards left and leaves the hand (K5)."
        if self.rank is None:
            return f"Player {self.player} played their last card, which ends the hand ({self.rule})."
        return f"Player {self.player} played their last card and is out, rank {self.rank} (R7, R8)."


@dataclass(frozen=True, slots=True)
class Killed(Event):
    """A cell killed by a play (K3, K8); ``player`` is whose penalty card it became (or None)."""

    card: Card
    player: int | None
    by: Card
    group: bool = False

    def __str__(self) -> str:
        rule = "K8" if self.group else "K3"
        whose = f"a penalty card of player {self.player}" if self.player is not None else "out of play"
        return f"{self.card} is killed by {self.by} and becomes {whose} ({rule})."


@dataclass(frozen=True, slots=True)
class LeftGame(Event):
    player: int
    penalties: tuple[Card, ...]

    def __str__(self) -> str:
        return (
            f"Player {self.player} has no pass left and cannot play: leaves the game; "
            f"{_cards(self.penalties)} become penalty cards (K4)."
        )


@dataclass(frozen=True, slots=True)
class SuitCompleted(Event):
    player: int
    suit: Suit

    def __str__(self) -> str:
        return f"Player {self.player} completed {self.suit.plural} A–K: race-to-kings bonus (B8)."


@dataclass(frozen=True, slots=True)
class GhostTalk(Event):
    player: int
    ghost: int

    def __str__(self) -> str:
        return (
            f"Player {self.player} spoke to the ghost: player {self.player} becomes the ghost and "
            f"hands their cards to player {self.ghost}, who plays on (G1)."
        )


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    summary: str

    def __str__(self) -> str:
        return f"The hand is over: {self.summary}"
