"""One-sentence answers to "why can (or can't) this be played?", citing rule ids (RULES.md §9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import DECK, Card, Suit
from .errors import CardError, ShichiError
from .layout import DOWN, FULL_ROW, SEVEN, UP, blocked_directions, direction_cells, joker_targets, paths
from .moves import JOKER_KIND, PASS_KIND, PLAY, TALK, YUREI, Move

if TYPE_CHECKING:
    from .game import Game

__all__ = ["explain", "why_illegal"]


def _card(suit: Suit, pos: int) -> Card:
    return DECK[13 * suit.value + pos]


def _row(game: Game, suit: Suit) -> int:
    return (game._layout >> (13 * suit.value)) & FULL_ROW


def _rule(game: Game) -> str:
    return {None: "L3", "blocking": "T2", "open": "T3"}[game.rules.tunnels]


def explain(game: Game, item: Card | str) -> str:
    """Why a card (or a move written as text) is playable or not for the player to move."""
    if isinstance(item, Move):
        return explain_move(game, item)
    if isinstance(item, str) and ("=" in item or item.strip().lower() == "pass" or "rei " in item.lower()):
        return explain_move(game, Move.parse(item))
    try:
        card = Card.parse(item)
    except CardError as exc:
        raise ShichiError(f"cannot explain {item!r}: {exc}") from None
    if card.is_joker:
        return _explain_joker(game)
    return explain_cell(game, card)


def explain_cell(game: Game, card: Card) -> str:
    """Why the cell of ``card`` is open or not, whoever holds the card."""
    rules = game.rules
    suit = card.suit
    pos = card.rank - 1
    row = _row(game, suit)
    if game._joker_cells & card.bit:
        return f"{card}'s cell holds the joker, which stands for it (J2)."
    if game._layout & card.bit:
        return f"{card} is already in the layout (L1)."
    if game._board is not None:
        return _explain_board_cell(game, card)
    if game._gate:
        opening = rules.opening_card
        if card == opening:
            return f"{card} is playable: it must open the hand (B2)."
        return f"Not playable: {opening} must open the hand before any other card (B2)."
    seven = _card(suit, 6)
    if not row & SEVEN:
        if card == seven:
            if game._sevens_dealt:
                return f"Not playable: {card} is out of play, so the {suit.plural} row does not exist (L4)."
            first = " (W2)" if not game._layout else ""
            return f"{card} is playable: a 7 may be played at any time, opening the {suit.plural} row (B3){first}."
        if game._sevens_dealt:
            return f"Not playable: the {suit.plural} row does not exist without {seven} (L4)."
        return f"Not playable: the {suit.plural} row opens only when {seven} is played (L4, B3)."
    open_cells = direction_cells(row, rules.tunnels)
    rule = _rule(game)
    for direction, cell in open_cells.items():
        if cell == pos:
            return f"{card} is playable: {_how_reached(row, rules.tunnels, direction, card)} ({rule})."
    blocked = blocked_directions(row, rules.tunnels)
    if blocked:  # T2: a complete side shuts its way on; the only way is through the tunnel
        side = "A–6" if blocked[0] == UP else "8–K"
        other = open_cells.get(DOWN if blocked[0] == UP else UP)
        then = f"{_card(suit, other)} must come next" if other is not None else "nothing more can be played"
        return f"Not playable: {suit.plural} {side} is complete, so the tunnel is open and {then} (T2)."
    reasons = [
        (direction, _card(suit, open_cells[direction]))
        for direction, path in paths(rules.tunnels).items()
        if pos in path and direction in open_cells
    ]
    if len(reasons) == 1:
        direction, first = reasons[0]
        return f"Not playable: {first} must come first, going {direction} from the 7 ({rule})."
    if reasons:
        parts = " and ".join(f"{first} (going {direction})" for direction, first in reasons)
        return f"Not playable: the next {suit.plural} are {parts} ({rule})."
    return f"Not playable: no {suit.plural} card can be played now ({rule})."


def _explain_board_cell(game: Game, card: Card) -> str:
    """Kill games: killed, dead, next to a card, or not (K2–K4, K7–K9)."""
    board = game._board
    rule = "K8" if game.rules.kill == "group" else "K3"
    if game._killed & card.bit:
        by = game._killed_by.get(card.index)
        killer = f" by {DECK[by]}" if by is not None else ""
        return f"Not playable: killed{killer}; its cell can never be filled ({rule})."
    for seat, penalties in enumerate(game._penalties):
        if penalties & card.bit:
            return f"Not playable: player {seat} left the game with {card} as a penalty card (K4)."
    straight = board.orthogonal[card.index] & game._layout
    if straight:
        neighbour = DECK[(straight & -straight).bit_length() - 1]
        through = neighbour.rank in (1, 13) and card.rank in (1, 13) and neighbour.suit == card.suit
        where = " through the tunnel (K7)" if through else ""
        verdict = "playable" if game._open & card.bit else "empty"
        return f"{card} is {verdict}: its cell is empty and next to {neighbour}{where} (K2)."
    corner = board.touching[card.index] & game._layout
    if corner:
        neighbour = DECK[(corner & -corner).bit_length() - 1]
        return f"{card} is playable: its cell is diagonally next to {neighbour} (K9)."
    also = ", even diagonally" if game.rules.diagonal else ""
    return f"Not playable: its cell is not next to any card{also} (K2)."


def _how_reached(row: int, tunnels: str | None, direction: str, card: Card) -> str:
    through = tunnels is not None and (
        (direction == UP and card.rank < 7) or (direction == DOWN and card.rank > 7)
    )
    if tunnels == "blocking" and through:
        side = "A–6" if direction == DOWN else "8–K"
        return (
            f"{card.suit.plural} {side} is complete, so the tunnel is open and it is the next "
            f"card going {direction} through it"
        )
    where = f"going {direction} from the 7" + (" through the tunnel" if through else "")
    return f"it is the next missing {card.suit.plural[:-1]} {where}"


def _joker_plays(game: Game, p: int) -> list[Move]:
    return [m for m in game.legal_moves() if m.kind == JOKER_KIND] if game.to_move == p else []


def _explain_joker(game: Game) -> str:
    p = game.to_move
    rules = game.rules
    if not rules.jokers:
        return "This variant has no joker (J1)."
    if p is None:
        return "The hand is over."
    if not game._jokers[p]:
        return f"Player {p} does not hold the joker (J2)."
    plays = _joker_plays(game, p)
    if plays:
        listed = ", ".join(str(m) for m in plays)
        rule = "J7" if rules.joker_mode == "wild" else "J2"
        return f"Player {p} can play the joker: {listed} ({rule}); the holder of the card it stands for must swap (J3)."
    if rules.joker_mode == "next":
        if not game._hands[p]:
            return f"Player {p} holds only the joker, which is never played alone (J4, J5)."
        return (
            f"No joker play for player {p}: the joker needs a playable card X they do not hold "
            f"and the next missing card beyond X in their hand (J2, J4)."
        )
    return f"No joker play for player {p}: every open cell's card is in their own hand (J7)."


def explain_move(game: Game, move: Move) -> str:
    """Why a move is legal or not for the player to move."""
    p = game.to_move
    if p is None:
        return "The hand is over: no more moves (R8, B6, W5)."
    if move in game.legal_moves():
        if move.kind == JOKER_KIND:
            if move.card is None:
                return (
                    f"Legal: the joker stands alone for {move.joker_as}, an open cell (J7); "
                    "its holder must swap (J3)."
                )
            return (
                f"Legal: the joker stands for {move.joker_as} and {move.card} is the next missing "
                f"card beyond it (J2); the holder of {move.joker_as} must swap (J3)."
            )
        if move.kind == PASS_KIND:
            return _explain_pass(game, p)
        return explain_cell(game, move.card)
    return "Not legal: " + why_illegal(game, p, move)


def _explain_pass(game: Game, p: int) -> str:
    rules = game.rules
    used = game._passes[p]
    if rules.passes is None:
        return f"Player {p} cannot play, so passes and pays {rules.pass_cost} chip(s) (W4)."
    if used < rules.passes:
        return f"Player {p} may pass: {used} of {rules.passes} passes used (R4, R5)."
    outcome = {
        "bankrupt": "declares bankruptcy (R6): all their cards go to the layout (R9)",
        "yurei": "becomes a yūrei (B5)",
        "lose-turn": "loses the turn (B8)",
    }[rules.stuck]
    return f"Player {p} has used all {rules.passes} passes and cannot play: passing {outcome}."


def why_illegal(game: Game, p: int, move: Move) -> str:
    """The reason ``move`` is not legal for player ``p`` now, with the rule id."""
    rules = game.rules
    hand = game._hands[p]
    kind = move.kind
    if kind == PLAY:
        if not hand & move.bit:
            return f"player {p} does not hold {move.card} (R4)."
        return explain_cell(game, move.card)
    if kind == YUREI:
        if not game._exposed & move.bit:
            return f"{move.card} is not an exposed yūrei card (B5)."
        return explain_cell(game, move.card)
    if kind == TALK:
        return "talking to the ghost is not a turn's move: call talk_to_ghost(player) (G1)."
    if kind == PASS_KIND:
        if game._gate:
            return f"the opener must open with {rules.opening_card} and may not pass (B2)."
        if rules.must_play:
            return "a player who can play must play (W4)."
        return f"player {p} has used all {rules.passes} passes and has a card to play, so must play (R6)."
    # joker
    if not rules.jokers:
        return "this variant has no joker (J1)."
    if not game._jokers[p]:
        return f"player {p} does not hold the joker (J2)."
    target = move.joker_as
    if hand & target.bit:
        rule = "J7" if rules.joker_mode == "wild" else "J2"
        return f"player {p} holds {target}, so the joker cannot stand for it ({rule})."
    if rules.joker_mode == "wild" and move.card is not None:
        return "in this variant the joker is played alone, written 'JK=X' (J7)."
    if rules.joker_mode == "next" and move.card is None:
        return "the joker is never played alone: write 'JK=X+Y' with Y the next missing card beyond X (J2, J4)."
    if not game._open & target.bit:
        reason = explain_cell(game, target)
        return f"the joker can only stand for a playable card: {reason[0].lower()}{reason[1:]}"
    if move.card is not None:
        row = _row(game, target.suit)
        pairs = joker_targets(row, rules.tunnels)
        beyond = [y for x, y in pairs if x == target.rank - 1]
        if not beyond:
            return f"nothing is missing beyond {target} in its direction, so no joker play for it (J4)."
        if move.card.suit != target.suit or move.card.rank - 1 not in beyond:
            needed = " or ".join(str(_card(target.suit, y)) for y in beyond)
            return f"the card played with the joker must be the next missing card beyond {target}: {needed} (J2)."
        if not hand & move.bit:
            return f"player {p} does not hold {move.card} (J2)."
    return f"{move} is not legal now (J2)."
