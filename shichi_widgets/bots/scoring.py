"""The result of a hand played by the lean loop, computed as ``Game.result`` computes it (R8,
B6, K5, W5), plus what the simulation table reports: penalties and outcomes."""

from __future__ import annotations

from ..engine.layout import FULL_ROW
from .playout import ACTIVE, STATUS_NAMES, State, Table

__all__ = ["hand_value", "outcome", "statuses"]

_VALUE_OF_ROW = tuple(sum(pos + 1 for pos in range(13) if row >> pos & 1) for row in range(FULL_ROW + 1))


def _competition(values: list[int]) -> list[int]:
    return [1 + sum(other < v for other in values) for v in values]


def hand_value(mask: int) -> int:
    """The penalty value of a set of cards (B6: A=1 … K=13)."""
    return (
        _VALUE_OF_ROW[mask & FULL_ROW]
        + _VALUE_OF_ROW[mask >> 13 & FULL_ROW]
        + _VALUE_OF_ROW[mask >> 26 & FULL_ROW]
        + _VALUE_OF_ROW[mask >> 39 & FULL_ROW]
    )


def outcome(table: Table, state: State) -> tuple[list[int], list[int], list[int]]:
    """Ranks, scores and penalties of a finished hand, as ``Game.result`` computes them.

    ``scores`` are ``Result.scores`` (the rank, penalty points, penalty cards, or chips after the
    hand); ``penalty`` is what the hand cost each player: penalty points (B6), penalty cards (K5),
    chips paid for the cards left (W5); 0 in ranking games (R8 has no points).
    """
    n = table.players
    scoring = table.scoring
    hands, jokers = state.hands, state.jokers
    counts = [hands[p].bit_count() + jokers[p] for p in range(n)]
    if scoring == "rank":
        ranking = state.out + ([state.last] if state.last is not None else []) + state.dropped[::-1]
        ranking += state.bankrupt[::-1]
        ranks = [0] * n
        for place, seat in enumerate(ranking, 1):
            ranks[seat] = place
        return ranks, ranks[:], [0] * n
    if scoring == "penalty-cards":
        scores = [state.penalties[p].bit_count() for p in range(n)]
        return _competition(scores), scores, scores[:]
    if scoring == "penalty":
        scores = []
        for p in range(n):
            base = hand_value(hands[p]) if table.by_value else hands[p].bit_count()
            bonus = table.kings_bonus * sum(1 for _, who in state.completed if who == p)
            scores.append(base + jokers[p] * table.joker_penalty - bonus)
        return _competition(scores), scores, scores[:]
    winner = state.out[0] if state.out else None
    chips, pot = state.chips[:], state.pot
    paid = [0 if p == winner else counts[p] for p in range(n)]
    for p in range(n):
        chips[p] -= paid[p]
        pot += paid[p]
    if winner is not None:
        chips[winner] += pot
    return _competition([-c for c in chips]), chips, paid


def statuses(table: Table, state: State) -> list[str]:
    """Each player's outcome: out, bankrupt, yurei, dropped-out, or still holding cards:
    ``last`` (the last holder of a ranking game, R8) or ``holding`` (B6, W5)."""
    held = "last" if table.scoring == "rank" else "holding"
    return [held if code == ACTIVE else STATUS_NAMES[code] for code in state.status]
