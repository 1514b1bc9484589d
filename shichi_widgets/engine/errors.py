"""The engine's errors: all are ``ValueError`` subclasses that say what was wrong and which rule."""

from __future__ import annotations

__all__ = ["CardError", "IllegalMoveError", "NotationError", "PositionError", "RulesetError", "ShichiError"]


class ShichiError(ValueError):
    """Base class of every error the engine raises for bad input."""


class CardError(ShichiError):
    """Text that is not a card."""


class RulesetError(ShichiError):
    """An unknown preset or flag, a bad flag value, or flags that contradict each other."""


class IllegalMoveError(ShichiError):
    """A move that the rules do not allow now (the game is left unchanged)."""


class PositionError(ShichiError):
    """A position that cannot occur (a card twice, a player to move without cards, ...)."""


class NotationError(PositionError):
    """Position text that cannot be read; the message names the line."""
