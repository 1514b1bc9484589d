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

__all__ = [
    "JOKER",
    "PASS",
    "Card",
    "CardError",
    "Event",
    "Game",
    "IllegalMoveError",
    "Match",
    "Move",
    "NotationError",
    "PositionError",
    "Rank",
    "Result",
    "Ruleset",
    "RulesetError",
    "ShichiError",
    "Suit",
    "Turn",
]
