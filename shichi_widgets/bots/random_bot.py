"""The beginner: any legal move, uniformly at random (passes included)."""

from __future__ import annotations

import random

from ..engine import Game, Move
from .base import Bot, Decision, said

__all__ = ["RandomBot"]


class RandomBot(Bot):
    """Plays a uniformly random legal move: ``rng.choice(game.legal_moves())``.

    The simulator's lean loop draws exactly the same choice from the same stream, so games of
    random seats are simulated without building a ``Game`` (see :mod:`.playout`).
    """

    def decide(self, game: Game, moves: tuple[Move, ...], rng: random.Random) -> Decision:
        move = rng.choice(moves)
        return Decision.of(move, said("bot.random", move=move, n=len(moves)))
