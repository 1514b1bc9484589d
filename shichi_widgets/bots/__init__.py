"""Bots that play every preset, and simulation for the strategy lab.

* :class:`RandomBot`: the beginner, any legal move;
* :class:`GreedyBot`: goes out fast, playing the card that frees most of its own cards;
* :class:`BlockerBot`: holds blockers and spends passes to keep them;
* :class:`ExpertBot`: determinized Monte Carlo search over the hidden hands;
* :func:`simulate`: many games between a seat of bots, as a tidy table;
* :func:`review`: a player's moves in a game, each against the expert's choice, with the cost;
* :data:`BOT_LEVELS` and :func:`make_bot`: the levels a learner picks from (:mod:`.levels`).

Each bot is ``Bot(seed=None, ...)`` with ``choose(game) -> Move`` and ``explain(game) -> str``,
and decides only from what its player may know (:mod:`.knowledge`).
"""

from .base import Bot, Decision
from .blocker import BlockerBot
from .expert import ExpertBot
from .greedy import GreedyBot
from .levels import BOT_LEVELS, make_bot
from .random_bot import RandomBot
from .review import review
from .simulate import Simulation, Standing, simulate

__all__ = [
    "BOT_LEVELS",
    "BlockerBot",
    "Bot",
    "Decision",
    "ExpertBot",
    "GreedyBot",
    "RandomBot",
    "Simulation",
    "Standing",
    "make_bot",
    "review",
    "simulate",
]
