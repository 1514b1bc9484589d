"""What every bot shares: a seeded random stream, ``choose`` and ``explain``.

A bot decides from what its player may know (see :mod:`.knowledge`): its own hand, the layout,
hand sizes, passes, statuses and the moves so far. ``choose`` always returns one of
``game.legal_moves()``; a position with a single legal move is answered without touching the
random stream, so every bot agrees with the simulator's lean loop on forced moves.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass

from ..engine import Game, IllegalMoveError, Move

__all__ = ["Bot", "Decision"]


@dataclass(frozen=True)
class Decision:
    """A chosen move and the one- or two-sentence reason for it."""

    move: Move
    reason: str


class Bot:
    """Base class: subclasses implement :meth:`decide`.

    ``seed`` makes the bot deterministic (the same seed and the same games, the same moves);
    ``name`` labels it in simulation tables (default: the class name).
    """

    def __init__(self, seed: int | None = None, name: str | None = None) -> None:
        self.seed = seed
        self.name = name or type(self).__name__
        self.rng = random.Random(seed)
        self._last: tuple[tuple, Decision] | None = None

    # -------------------------------------------------------------------- public API

    def choose(self, game: Game) -> Move:
        """The bot's move for the player to move in ``game`` (one of ``game.legal_moves()``)."""
        return self._decision(game, self.rng).move

    def explain(self, game: Game) -> str:
        """One or two sentences on why the bot chooses (or chose) its move in this position.

        After :meth:`choose` in the same position this is the reason for that very move;
        otherwise the bot decides on a copy of its random stream, so explaining never changes
        what it will choose next.
        """
        return self._decision(game, copy.deepcopy(self.rng)).reason

    def reseed(self, seed: int | random.Random | None) -> None:
        """Restart the random stream from ``seed`` (or use the given ``random.Random``)."""
        self.rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self._last = None

    def decide(self, game: Game, moves: tuple[Move, ...], rng: random.Random) -> Decision:
        """Choose among ``moves`` (at least two) using ``rng``; subclasses override this."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r}, name={self.name!r})"

    # -------------------------------------------------------------------- helpers

    def _decision(self, game: Game, rng: random.Random) -> Decision:
        if game.is_over:
            raise IllegalMoveError(f"{self.name} has no move to choose: the hand is over")
        key = _position_key(game)
        if self._last is not None and self._last[0] == key:
            return self._last[1]
        moves = game.legal_moves()
        if len(moves) == 1:
            decision = Decision(moves[0], only_move_reason(game, moves[0]))
        else:
            decision = self.decide(game, moves, rng)
            if decision.move not in moves:  # a bug in a bot must never reach the table
                raise IllegalMoveError(f"{self.name} chose {decision.move}, which is not legal here")
        if rng is self.rng:
            self._last = (key, decision)
        return decision


def _position_key(game: Game) -> tuple:
    """What identifies a position for the cached decision (public state and the mover's hand)."""
    p = game.to_move
    return (id(game), len(game.history), game.layout_mask, game.hand_mask(p), game.hand_size(p), game.passes, p)


def only_move_reason(game: Game, move: Move) -> str:
    """The reason for a forced move."""
    p = game.to_move
    if move.kind != "pass":
        return f"{move} is the only legal move."
    limit = game.rules.passes
    if limit is None or game.passes_used(p) < limit:
        if game.rules.must_play:
            return "No card can be played, so this is a pass (W4)."
        return "No card can be played, so passing is the only move (R4)."
    stuck = {
        "bankrupt": "this pass declares bankruptcy (R6)",
        "yurei": "this pass makes the player a yūrei (B5)",
        "leave": "this pass means leaving the game (K4)",
        "lose-turn": "the turn is lost (B8)",
    }[game.rules.stuck]
    return f"No pass is left and no card can be played: {stuck}."
