"""A match: hands played in sequence with the deal rotating, scores added up, and the end and
tie rules of the preset (B7, W6).

Scores per hand come from :class:`Result.scores`: the rank for Shichi Narabe (R8 has no points,
so a match adds up places: lowest total wins), penalty points for Seven Bridge (B6, lowest wins)
and chips for Sevens (W5, most wins). A tie for the win is decided by one more hand among the
tied players only (B7), repeated while they stay tied.
"""

from __future__ import annotations

import random

from .errors import IllegalMoveError, PositionError, quote
from .game import Game
from .positions import as_rules
from .result import Result
from .rules import Ruleset

__all__ = ["Match"]


def _count(value: object, name: str, what: str) -> int:
    """A whole number ≥ 1 (not a bool, a float or a text), as the ruleset's flags are checked."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise PositionError(f"{name} must be a whole number ≥ 1 ({what}; B7, W6), not {quote(value)}")
    return value


class Match:
    """Deal hand after hand of one ruleset. ``match.game`` is the hand in play; when it is over,
    :meth:`next_hand` scores it and deals the next (or ends the match)."""

    def __init__(
        self,
        ruleset: Ruleset | str = "shichi-narabe",
        players: int = 4,
        seed: int | None = None,
        dealer: int = 0,
        hands: int | None = None,
        target: int | None = None,
    ) -> None:
        self.rules = as_rules(ruleset)
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not Ruleset.MIN_PLAYERS <= players <= Ruleset.MAX_PLAYERS
        ):
            raise PositionError(f"players must be 2 to 8, not {quote(players)} (R1)")
        self.players = players
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
            raise PositionError(f"dealer must be a player 0–{players - 1}, not {quote(dealer)} (R2)")
        self.hands = self.rules.match_hands if hands is None else _count(hands, "hands", "hands in the match")
        self.target = self.rules.match_target if target is None else _count(target, "target", "points to pass")
        self._rng = random.Random(seed)
        self._first_dealer = dealer
        chips = self.rules.chips if self.rules.scoring == "chips" else 0
        self.totals: list[int] = [chips] * players
        self.results: list[Result] = []
        self.seats_of_hand: list[tuple[int, ...]] = []
        self.winner: int | None = None
        self.game: Game | None = None
        self._deal(tuple(range(players)))

    @property
    def lower_wins(self) -> bool:
        return self.rules.scoring != "chips"

    @property
    def is_over(self) -> bool:
        return self.game is None

    def _deal(self, seats: tuple[int, ...]) -> None:
        number = len(self.results)
        dealer = (self._first_dealer + number) % len(seats) if len(seats) == self.players else number % len(seats)
        chips = [self.totals[s] for s in seats] if self.rules.scoring == "chips" else None
        self.seats_of_hand.append(seats)
        self.game = Game.new(self.rules, len(seats), seed=self._rng.randrange(2**32), dealer=dealer, chips=chips)

    def next_hand(self) -> Game | None:
        """Score the finished hand and deal the next; ``None`` when the match is over."""
        game = self.game
        if game is None:
            raise IllegalMoveError(f"the match is over: player {self.winner} won")
        if not game.is_over:
            raise IllegalMoveError("the hand in play is not over yet")
        result = game.result
        seats = self.seats_of_hand[-1]
        for sub, seat in enumerate(seats):
            if self.rules.scoring == "chips":
                self.totals[seat] = result.scores[sub]
            else:
                self.totals[seat] += result.scores[sub]
        self.results.append(result)
        self.game = None
        contenders = self._contenders(seats)
        if contenders is None:
            self._deal(tuple(range(self.players)))
        elif len(contenders) == 1:
            self.winner = contenders[0]
        else:
            self._deal(contenders)  # B7: one more hand among the tied players only
        return self.game

    def _contenders(self, seats: tuple[int, ...]) -> tuple[int, ...] | None:
        """Who can still win: ``None`` while regular hands remain, else the best (tied) seats."""
        tiebreak = len(seats) < self.players
        if not tiebreak:
            if self.target is not None:
                if max(self.totals) <= self.target:  # B7: until a player passes the target
                    return None
            elif len(self.results) < self.hands:
                return None
        pool = seats if tiebreak else tuple(range(self.players))
        scores = [self.totals[s] for s in pool]
        best = min(scores) if self.lower_wins else max(scores)
        return tuple(s for s in pool if self.totals[s] == best)

    def standings(self) -> list[tuple[int, int]]:
        """(seat, total) best first."""
        sign = 1 if self.lower_wins else -1
        return sorted(enumerate(self.totals), key=lambda item: (sign * item[1], item[0]))

    def __repr__(self) -> str:
        state = f"won by player {self.winner}" if self.is_over else f"hand {len(self.results) + 1}"
        return f"<Match {self.rules} · {self.players} players · {state} · totals {self.totals}>"
