"""shichi_widgets: learn, teach and explore Shichi Narabe (七並べ) and its family in Jupyter.

The rules engine (``shichi_widgets.engine``) needs nothing but the standard library; the
widgets live in ``shichi_widgets.widgets``.
"""

from .engine import (
    JOKER,
    PASS,
    Card,
    CardError,
    Event,
    Game,
    IllegalMoveError,
    Match,
    Move,
    NotationError,
    PositionError,
    Rank,
    Result,
    Ruleset,
    RulesetError,
    ShichiError,
    Suit,
    Turn,
)

__version__ = "0.1.0"

_BOTS = ("BlockerBot", "ExpertBot", "GreedyBot", "RandomBot", "review", "simulate")


def __getattr__(name: str):
    """The bots, ``simulate`` and ``review`` load on first use, so ``import shichi_widgets`` stays light."""
    if name in _BOTS:
        from . import bots

        return getattr(bots, name)
    raise AttributeError(f"module 'shichi_widgets' has no attribute {name!r}")


__all__ = [
    "JOKER",
    "PASS",
    "BlockerBot",
    "Card",
    "CardError",
    "Event",
    "ExpertBot",
    "Game",
    "GreedyBot",
    "IllegalMoveError",
    "Match",
    "Move",
    "NotationError",
    "PositionError",
    "RandomBot",
    "Rank",
    "Result",
    "Ruleset",
    "RulesetError",
    "ShichiError",
    "Suit",
    "Turn",
    "review",
    "simulate",
]
