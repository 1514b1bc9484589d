"""Positions shared by the browser tests and the notebooks they serve (the same code on both sides)."""

import random

from shichi_widgets import Game


def position(preset: str, seed: int) -> Game:
    """A mid-game position of a preset: a seeded deal and a seeded number of random moves."""
    game = Game.new(preset, players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randint(8, 30)):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game
