"""The bot levels a learner picks from (the table's menu, the app's saved state): their names, weakest
first, and :func:`make_bot` that builds one. Defined here once; the widgets and the app import them."""

from __future__ import annotations

from ..engine.errors import quote
from .base import Bot
from .blocker import BlockerBot
from .expert import ExpertBot
from .greedy import GreedyBot
from .random_bot import RandomBot

__all__ = ["BOT_LEVELS", "EXPERT_PLAYOUTS", "make_bot"]

BOT_LEVELS = ("random", "greedy", "blocker", "expert")
"""The levels, weakest first."""
EXPERT_PLAYOUTS = 400
"""The expert's playouts per decision at a table: a learner waits about a second, not ExpertBot's default 5,000."""


def make_bot(level: str, seed: int | None) -> Bot:
    """A bot of the named strength (``random``, ``greedy``, ``blocker`` or ``expert``)."""
    if level == "expert":
        return ExpertBot(seed=seed, playouts=EXPERT_PLAYOUTS)
    classes = {"random": RandomBot, "greedy": GreedyBot, "blocker": BlockerBot}
    if level not in classes:
        raise ValueError(f"unknown bot level {quote(level)}; choose one of {', '.join(BOT_LEVELS)}")
    return classes[level](seed=seed)
