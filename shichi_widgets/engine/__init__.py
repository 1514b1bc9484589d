"""The rules engine: pure Python, standard library only (no Jupyter imports)."""

from . import messages
from .cards import JOKER, Card, Rank, Suit
from .errors import (
    CardError,
    IllegalMoveError,
    NotationError,
    PositionError,
    RulesetError,
    ShichiError,
)
from .events import Event
from .game import Game, Turn
from .match import Match
from .messages import LANGUAGES, card_name, ui_strings
from .moves import PASS, Move
from .result import Result
from .rules import Ruleset
from .state import GameState

__all__ = [
    "JOKER",
    "LANGUAGES",
    "PASS",
    "Card",
    "CardError",
    "Event",
    "Game",
    "GameState",
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
    "card_name",
    "messages",
    "ui_strings",
]
