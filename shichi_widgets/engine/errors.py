"""The engine's errors: all are ``ValueError`` subclasses that say what was wrong and which rule."""

from __future__ import annotations

__all__ = ["CardError", "IllegalMoveError", "NotationError", "PositionError", "RulesetError", "ShichiError", "quote"]

QUOTE_LIMIT = 60
"""Most characters of the user's input an error message repeats (a long input is cut)."""


class ShichiError(ValueError):
    """Base class of every error the engine raises for bad input.

    An error a learner can meet (an illegal move, a move out of turn) carries the catalogue key of
    its sentence and the sentence's values, so a widget shows it in the learner's language:
    ``error.text("ja")``. ``str(error)`` stays English for Python users.
    """

    def __init__(self, message: str = "", /, *, key: str | None = None, **values: object) -> None:
        self.key = key
        self.values = values
        super().__init__(message or (self.text("en") if key else ""))

    def text(self, lang: str = "en") -> str:
        """The error as a sentence in ``lang`` (its English ``str()`` when it has no key)."""
        if self.key is None:
            return str(self)
        from .messages import text  # the catalogue imports the cards, which import this module

        return text(self.key, lang, **self.values)

    @classmethod
    def said(cls, key: str, /, **values: object) -> ShichiError:
        """The error whose sentence is the catalogue's ``key`` with ``values``."""
        return cls(key=key, **values)


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


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for an error message, cut to about ``limit`` characters so that a huge input
    (a 400 kB string, a long list) never makes a huge message: ``'5♠5♠5♠…' (400000 characters)``."""
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit]!r}… ({len(value)} characters)"
    try:
        text = repr(value)
    except Exception:  # a broken __repr__ must not hide the real error
        text = f"<{type(value).__name__}>"
    if len(text) > limit:
        return f"{text[:limit]}… ({type(value).__name__})"
    return text
