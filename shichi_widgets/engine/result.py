"""The result of a finished hand: a ranking (R8), penalty points (B6) or chips (W5), explained."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Result", "compute_result"]


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
    lines: tuple[str, ...]

    def summary(self) -> str:
        if self.kind == "rank":
            return "ranking " + ", ".join(f"{i + 1}. player {p}" for i, p in enumerate(self.ranking)) + " (R8)."
        if self.kind == "penalty":
            won = f"player {self.winner} wins; " if self.winner is not None else "no winner; "
            return won + "penalties " + ", ".join(
                f"player {p} {self.scores[p]}" for p in range(len(self.scores))
            ) + " (B6)."
        if self.kind == "penalty-cards":
            won = f"player {self.winner} wins; " if self.winner is not None else "a tie for fewest; "
            return won + "penalty cards " + ", ".join(
                f"player {p} {self.scores[p]}" for p in range(len(self.scores))
            ) + " (K5)."
        return f"player {self.winner} wins the pot; chips " + ", ".join(
            f"player {p} {c}" for p, c in enumerate(self.chips or ())
        ) + " (W5)."

    def explain(self) -> str:
        """How every score was computed, one line a player."""
        return "\n".join(self.lines)


def _competition_ranks(values: list[int]) -> tuple[int, ...]:
    return tuple(1 + sum(other < v for other in values) for v in values)


def compute_result(game: Game) -> Result:
    rules = game.rules
    n = game.players
    if rules.scoring == "rank":
        ranking = list(game._out)
        if game._last is not None:
            ranking.append(game._last)
        ranking += game._dropped[::-1] + game._bankrupt[::-1]  # J8, R8: first to fall is last
        ranks = [0] * n
        for place, seat in enumerate(ranking, 1):
            ranks[seat] = place
        lines = []
        for place, seat in enumerate(ranking, 1):
            how = (
                "went out" if seat in game._out
                else "last holding cards" if seat == game._last
                else "dropped out (J8)" if seat in game._dropped
                else "bankrupt (R6)"
            )
            lines.append(f"{place}. player {seat}: {how}")
        return Result("rank", tuple(ranking), tuple(ranks), tuple(ranks), ranking[0], None, tuple(lines))

    if rules.scoring == "penalty-cards":  # K5: fewest penalty cards wins
        scores = [game._penalties[p].bit_count() for p in range(n)]
        lines = tuple(
            f"player {p}: penalty cards {' '.join(map(str, game.penalty_cards(p))) or 'none'} = {scores[p]} (K5)"
            for p in range(n)
        )
        ranks = _competition_ranks(scores)
        ranking = tuple(sorted(range(n), key=lambda p: (scores[p], p)))
        best = [p for p in range(n) if ranks[p] == 1]
        return Result("penalty-cards", ranking, ranks, tuple(scores), best[0] if len(best) == 1 else None, None, lines)

    winner = game._out[0] if game._out else None
    counts = [game._hands[p].bit_count() + game._jokers[p] for p in range(n)]
    if rules.scoring == "penalty":
        scores, lines = [], []
        for p in range(n):
            cards = game.hand(p)
            if rules.penalty == "value":
                parts = [rules.joker_penalty if c.is_joker else int(c.rank) for c in cards]
            else:
                parts = [1] * len(cards)
            bonus = rules.kings_bonus * sum(1 for _, who in game._completed if who == p)
            score = sum(parts) - bonus
            scores.append(score)
            shown = " ".join(map(str, cards)) or "no cards"
            formula = " + ".join(map(str, parts)) or "0"
            extra = f" − {bonus} race-to-kings bonus (B8)" if bonus else ""
            lines.append(f"player {p}: {shown} = {formula}{extra} = {score} points (B6)")
        ranks = _competition_ranks(scores)
        ranking = tuple(sorted(range(n), key=lambda p: (scores[p], p != winner, p)))
        return Result("penalty", ranking, ranks, tuple(scores), winner, None, tuple(lines))

    # chips (W5): every other player pays a chip a card; the winner takes the pot
    chips = list(game._chips)
    pot = game._pot
    lines = []
    for p in range(n):
        if p != winner:
            chips[p] -= counts[p]
            pot += counts[p]
            lines.append(f"player {p}: {counts[p]} card(s) left, pays {counts[p]} chip(s) (W5)")
    if winner is not None:
        chips[winner] += pot
        lines.insert(0, f"player {winner}: went out first and takes the pot of {pot} chips (W5)")
    start = [c for c in chips]
    ranks = _competition_ranks([-c for c in chips])
    ranking = tuple(sorted(range(n), key=lambda p: (-chips[p], p)))
    return Result("chips", ranking, ranks, tuple(start), winner, tuple(chips), tuple(lines))
