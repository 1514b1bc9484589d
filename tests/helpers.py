"""Helpers shared by the engine's rule tests (``from helpers import assert_illegal, names``).

tests/ is on ``sys.path`` while the tests run (pytest puts the folder of tests/conftest.py there).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from shichi_widgets.engine import Card, Game, IllegalMoveError


def names(cards: Iterable[Card | str]) -> set[str]:
    """The cards as their texts, for comparing sets: Card objects and card texts ("10♠") alike."""
    return {str(Card.parse(card)) if isinstance(card, str) else str(card) for card in cards}


def assert_illegal(game: Game, move, *rule_ids: str, player: int | None = None, cites: str = "every") -> str:
    """The move raises IllegalMoveError (a ValueError) citing every one of ``rule_ids`` as a word (or, with
    ``cites="one"``, at least one of them), and changes nothing: the same position text and history, the same
    game, legal moves, player to move, chips and pot. Returns the message."""
    before_text = game.to_text(history=True)
    before = game.copy()
    before_moves = game.legal_moves()
    to_move, chips, pot = game.to_move, game.chips, game.pot
    with pytest.raises(IllegalMoveError) as info:
        game.play(move, player=player)
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    cited = [rule for rule in rule_ids if re.search(rf"(?<!\w){re.escape(rule)}(?!\w)", message)]
    if cites == "one":
        assert cited or not rule_ids, f"none of {', '.join(rule_ids)} cited in {message!r}"
    else:
        assert cited == list(rule_ids), f"{', '.join(sorted(set(rule_ids) - set(cited)))} not cited in {message!r}"
    assert game.to_text(history=True) == before_text
    assert game == before
    assert game.legal_moves() == before_moves
    assert (game.to_move, game.chips, game.pot) == (to_move, chips, pot)
    return message
