"""Checks that a state read from position text could arise from play.

``Game.from_text`` reads every field of the state (statuses, the finishing order, killed cells,
jokers set aside, chips, completed suits...). Each must agree with the ruleset and with the
rest of the position, or the game would go on from a state no sequence of legal moves reaches
(a yūrei in the basic game, a suit "completed" while cards of it are missing, a cell killed by
itself). Each check names the line and the rule; ``Game._check_position`` checks what a
``from_position`` game must also satisfy (to move, passes, the opening card, S1, K3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .cards import DECK, ROW_MASK, cards_of
from .errors import NotationError

if TYPE_CHECKING:
    from .game import Game

__all__ = ["check_reachable"]


def check_reachable(game: Game, line: Callable[[str], str]) -> None:
    """Refuse a state that no legal sequence of moves reaches. ``line(key)`` names a line of the
    text for the message, e.g. ``"line 9 (status)"``."""
    from .game import ACTIVE, BANKRUPT, DROPPED, OUT, YUREI_STATUS

    def fail(key: str, message: str) -> None:
        raise NotationError(f"{line(key)}: {message}")

    rules, n = game.rules, game.players
    statuses = game._status
    # Which statuses this variant has.
    allowed = {
        YUREI_STATUS: (rules.stuck == "yurei", "a player becomes a yūrei only in Seven Bridge with yūrei (B5)"),
        BANKRUPT: (
            rules.stuck in ("bankrupt", "leave"),
            "players go bankrupt (R6) or leave (K4) only where a stuck player does; here "
            + ("the stuck player loses the turn (B8, W4)" if rules.stuck == "lose-turn" else "they become yūrei (B5)"),
        ),
        DROPPED: (rules.joker_alone_drops_out, "a player drops out only with a wild joker alone in hand (J8)"),
    }
    for seat, status in enumerate(statuses):
        ok, why = allowed.get(status, (True, ""))
        if not ok:
            fail("status", f"player {seat} is {status}, but {why}")
    _check_holdings(game, fail, (ACTIVE, OUT, BANKRUPT, DROPPED))
    # A player is stuck (bankrupt, yūrei, left) only with every pass used (R6, B5, K4); in the ghost
    # variant a player who talked to the ghost handed their passes to the old ghost (G1).
    for seat, status in enumerate(statuses):
        if status in (BANKRUPT, YUREI_STATUS):
            used = game._passes[seat]
            if used != rules.passes and not (rules.ghost_talk and used == 0):
                rule = {"yurei": "B5", "leave": "K4"}.get(rules.stuck, "R6")
                fail("passes", f"player {seat} is {status} with {used} passes used: a player is stuck only "
                               f"when every pass ({rules.passes}) is used ({rule})")
    outs = [s for s in range(n) if statuses[s] == OUT]
    if rules.end == "first-out" and len(outs) > 1:
        fail("status", f"players {', '.join(map(str, outs))} are out, but the hand ends when the first "
                       "player plays their last card (B6, W5)")
    _check_last(game, fail, ACTIVE)
    _check_jokers(game, fail)
    _check_chips(game, fail)
    _check_completed(game, fail)
    _check_ghost(game, fail)
    _check_kills(game, fail)


def _check_holdings(game: Game, fail: Callable[[str, str], None], statuses: tuple[str, ...]) -> None:
    """Statuses, hands and the finishing order agree (R7, R9, J8, K4, K5)."""
    active, out, bankrupt, dropped = statuses
    for seat, status in enumerate(game._status):
        holds = game._hands[seat] or game._jokers[seat]
        if status in (out, bankrupt, dropped) and holds:
            fail("status", f"player {seat} is {status} but holds cards (R7, R9, J8, K4)")
        if status == active and not holds:
            rule = "K5" if game.rules.kill is not None else "R7"
            fail("status", f"player {seat} is active but holds no card to play ({rule})")
    for name, seats, status in (
        ("out", game._out, out),
        ("bankrupt", game._bankrupt, bankrupt),
        ("dropped", game._dropped, dropped),
    ):
        expected = sorted(s for s in range(game.players) if game._status[s] == status)
        if sorted(seats) != expected or len(set(seats)) != len(seats):
            fail("order", f"{name} must list each {status} player once: {expected} (R8)")


def _check_last(game: Game, fail: Callable[[str, str], None], active: str) -> None:
    """R8: when a hand of the basic game ends with one player holding cards, that player is last."""
    holders = [s for s in range(game.players) if game._status[s] == active]
    last = game._last
    if game.rules.end != "last-holder":
        if last is not None:
            fail("order", f"'last {last}' belongs to games played until one player holds cards (R8)")
        return
    if last is None:
        if game._to_move is None and holders:
            fail("order", f"the hand is over and player {holders[0]} still holds cards: write 'last "
                          f"{holders[0]}' (R8)")
        return
    if game._to_move is not None or holders != [last]:
        fail("order", f"last {last} must be the one player still holding cards when the hand is over (R8)")


def _check_jokers(game: Game, fail: Callable[[str, str], None]) -> None:
    """J1, J5, J8: jokers set aside are a count ≥ 0, and only a bankrupt's or drop-out's."""
    aside = game._set_aside
    if aside < 0:
        fail("jokers aside", f"{aside} jokers: a count is at least 0 (J5, J8)")
    if aside and not (game._bankrupt or game._dropped):
        fail("jokers aside", f"{aside} joker(s) set aside, but only a bankrupt's (J5) or a drop-out's (J8) "
                             "joker is set aside, and nobody is either")
    jokers = aside + sum(game._jokers) + game._joker_cells.bit_count()
    if jokers > game.rules.jokers:
        fail("jokers aside", f"{jokers} joker(s) in the position, but the ruleset has {game.rules.jokers} (J1)")


def _check_chips(game: Game, fail: Callable[[str, str], None]) -> None:
    """W1, W4: the pot holds every ante and at most one chip a pass (chips may be a debt, W5)."""
    rules = game.rules
    if rules.scoring != "chips":
        return
    antes = rules.ante * game.players
    most = antes + rules.pass_cost * sum(game._passes)
    if not antes <= game._pot <= most:
        fail("pot", f"the pot holds {game._pot} chips, but the antes put {antes} in (W1) and the passes "
                    f"at most {most - antes} more (W4)")


def _check_completed(game: Game, fail: Callable[[str, str], None]) -> None:
    """B8 race to kings: a completed suit is a full row, once, by a player of this game."""
    if not game._completed:
        return
    if not game.rules.kings_bonus:
        fail("completed", "completed suits count only in the race to kings (B8: kings_bonus)")
    seen = set()
    for suit, seat in game._completed:
        name = DECK[13 * suit].suit
        if not 0 <= seat < game.players:
            fail("completed", f"{name} by {seat}: there is no player {seat} (players 0–{game.players - 1}; B8)")
        if suit in seen:
            fail("completed", f"{name} is completed twice (B8)")
        seen.add(suit)
        missing = ROW_MASK[suit] & ~game._layout
        if missing:
            cards = " ".join(map(str, cards_of(missing)[:5]))
            verb = "is" if missing.bit_count() == 1 else "are"
            fail("completed", f"{name} is said to be completed, but {cards} {verb} not in the layout (B8)")


def _check_ghost(game: Game, fail: Callable[[str, str], None]) -> None:
    """G1: the ghost is the most recent bankrupt; there is one exactly when someone is bankrupt."""
    if not game.rules.ghost_talk:
        if game._ghost is not None:
            fail("ghost", "there is a ghost only in the ghost variant (G1)")
        return
    expected = game._bankrupt[-1] if game._bankrupt else None
    if game._ghost != expected:
        want = "no ghost, as nobody is bankrupt" if expected is None else f"player {expected}, the latest bankrupt"
        fail("ghost", f"the ghost is {want} (G1)")


def _check_kills(game: Game, fail: Callable[[str, str], None]) -> None:
    """K3, K4, K8: killed cells are empty, dead in the layout, next to the card that killed them,
    and their cards are their holders' penalty cards; a penalty card that was not killed belongs
    to a player who left."""
    board = game._board
    killed = game._killed
    fined = 0
    for cards in game._penalties:
        fined |= cards
    if board is None:
        if killed:
            fail("killed", "cells are killed only in the kill games (K3)")
        if fined:
            seat = next(s for s in range(game.players) if game._penalties[s])
            fail(f"penalties {seat}", "penalty cards belong to the kill games (K3)")
        return
    from .game import BANKRUPT

    held = 0
    for cards in game._hands:
        held |= cards
    for card in cards_of(killed & (game._layout | held)):
        where = "in the layout" if card.bit & game._layout else "in a hand"
        fail("killed", f"{card} is killed, so its cell stays empty and its card is a penalty card, but it is "
                       f"{where} (K3)")
    dead = board.dead_cells(game._layout)
    by_killer: dict[int, int] = {}
    for index, by in game._killed_by.items():
        by_killer[by] = by_killer.get(by, 0) | 1 << index
    # Dead cells a dying group may hold without their being killed again (K4): a leaver's cards,
    # and the penalty cards a from_position game starts with (killed, but by no card).
    unkilled = (fined | killed) & ~_killed_by_mask(game)
    for index, by in game._killed_by.items():
        cell, killer = DECK[index], DECK[by]
        if by == index or not killer.bit & game._layout:
            fail("killed", f"{cell} by {killer}: a cell is killed by a card played into the layout next to it (K3)")
        if not cell.bit & dead:
            fail("killed", f"{cell} is not enclosed, so it cannot have been killed (K3, K8)")
        if not board.groups and not board.orthogonal[by] & cell.bit:
            fail("killed", f"{cell} by {killer}: {killer} is not next to {cell} (K3)")
        if board.groups:  # K8: the group that died is connected, through its own cells, to the card
            group = board.to_grid(by_killer[by] | unkilled)
            reach = board._reach(board.to_grid(board.orthogonal[by]) & group, group)
            if not board.to_grid(cell.bit) & reach:
                fail("killed", f"{cell} by {killer}: {cell}'s group does not touch {killer} (K8)")
    unexplained = killed & ~fined & ~_killed_by_mask(game)
    if unexplained:
        cells = " ".join(map(str, cards_of(unexplained)))
        fail("killed", f"{cells}: write which card killed it ('{DECK[unexplained.bit_length() - 1]} by 8♠'), "
                       "or list it as a penalty card (K3)")
    for seat, cards in enumerate(game._penalties):
        left = cards & ~killed
        if left and game._status[seat] != BANKRUPT:
            cells = " ".join(map(str, cards_of(left)))
            fail(f"penalties {seat}", f"{cells} were neither killed nor left with, but player {seat} has not "
                                      "left the game (K3, K4)")


def _killed_by_mask(game: Game) -> int:
    mask = 0
    for index in game._killed_by:
        mask |= 1 << index
    return mask
