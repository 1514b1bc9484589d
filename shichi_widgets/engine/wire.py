"""Engine state turned into the small JSON the front end draws: no rules here, only reading. The
widgets send it from the kernel and the rooms' server from the classroom server, so both draw alike.

Cell sets travel as four 13-bit row masks, one per suit in the engine's suit order (♠ ♥ ♣ ♦;
bit ``r - 1`` for rank ``r``), because JavaScript's bit operators work on 32-bit numbers.
"""

from __future__ import annotations

from typing import Any

from . import public
from .cards import JOKER, ROW_MASK, Card, cards_of
from .game import Game

ROW = ROW_MASK[0]  # one suit's 13 cells


def without_empty(value: Any, _widget: Any = None) -> Any:
    """A dict (or a list of dicts) as it goes over the wire: keys whose value is empty, ``None`` or
    ``False`` left out, numbers kept (0 included). The front end reads a missing key as that empty
    value, so nothing it draws changes; Python keeps the whole dict. A ``to_json`` for ipywidgets:
    the table's ``info`` and ``seats`` change on every move, and their empty keys were a sixth of
    a move's bytes."""
    if isinstance(value, list):
        return [without_empty(item) for item in value]
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if not _empty(v)}
    return value


def _empty(value: Any) -> bool:
    return value is None or value is False or (isinstance(value, str | list | dict) and not value)


def rows(mask: int) -> list[int]:
    """A 52-bit card set as four 13-bit row masks (♠ ♥ ♣ ♦)."""
    return [(mask >> (13 * suit)) & ROW for suit in range(4)]


def layout_state(game: Game) -> dict[str, Any]:
    """What a layout view draws: filled, open, killed, dead, joker and exposed cells, row order.

    Kill games with hidden penalties (K6) are drawn as every player sees them (``engine.public``):
    a leaver's cells look empty until the layout encloses them."""
    exposed = 0
    for cards in game.exposed.values():
        for card in cards:
            if not card.is_joker:
                exposed |= card.bit
    return {
        "rows": [suit.value for suit in game.row_order],
        "placed": rows(game.layout_mask & ~game.joker_cells_mask),
        "jokers": rows(game.joker_cells_mask),
        "playable": rows(public.open_mask(game)),
        "killed": rows(public.killed_mask(game)),
        "dead": rows(public.dead_mask(game)),
        "exposed": rows(exposed),
        "tunnels": game.rules.tunnels is not None,
        "kill": game.rules.kill is not None,
        "over": game.is_over,
    }


def hand_state(game: Game, player: int, lang: str = "en") -> dict[str, Any]:
    """One player's hand, sorted by suit and rank, with what they may play now; ``move_texts``
    says the joker and yūrei moves in words in ``lang`` (buttons keep the notation as their value)."""
    mine = game.to_move == player
    moves = game.legal_moves() if mine else ()
    playable = {str(m.card) for m in moves if m.kind == "play"}
    joker_plays = [str(m) for m in moves if m.kind == "joker"]
    cards = [str(card) for card in cards_of(game.hand_mask(player))] + ["JK"] * (game.hand(player).count(JOKER))
    return {
        "player": player,
        "cards": cards,
        "playable": sorted(playable, key=lambda text: Card.parse(text).index),
        "joker_plays": joker_plays,
        "yurei_plays": [str(m) for m in moves if m.kind == "yurei"],
        "move_texts": {str(m): m.text(lang) for m in moves if m.kind in ("joker", "yurei")},
        "penalties": [str(card) for card in cards_of(game.penalty_mask(player))],
        "can_pass": any(m.kind == "pass" for m in moves),
        "to_move": mine,
    }
