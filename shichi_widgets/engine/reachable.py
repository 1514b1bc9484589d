"""Checks that a state read from position text could arise from play.

``Game.from_text`` reads every field of the state (statuses, the finishing order, killed cells,
jokers set aside, chips, completed suits...). Each must agree with the ruleset and with the
rest of the position, or the game would go on from a state no sequence of legal moves reaches
(a yūrei in the basic game, a suit "completed" while cards of it are missing, a cell killed by
itself). The checks read the rules core's lean state (:class:`.core.State`) that the parser builds,
before it becomes a game; each names the line and the rule. ``Game.from_core_state`` then checks
what a ``from_position`` game must also satisfy (to move, passes, the opening card, S1, K3).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from .cards import DECK, ROW_MASK, cards_of
from .catalogue import Phrase
from .core import ACTIVE, BANKRUPT, DROPPED, OUT, YUREI_STATUS, State
from .errors import NotationError, PositionError
from .messages import cards_text, text
from .rules import Ruleset

__all__ = ["check_reachable"]


def check_reachable(
    rules: Ruleset,
    s: State,
    killed_by: Mapping[int, int],
    line: Callable[[str], str],
    error: type[PositionError] = NotationError,
) -> None:
    """Refuse a state that no legal sequence of moves reaches: the rules core's lean state ``s``
    and ``killed_by`` (killed cell index -> index of the card that killed it). ``line(key)`` names
    the field for the message, e.g. ``"line 9 (status)"``; ``error`` is the class raised. Called
    by :func:`.positions.check_position`, the one checker of ``from_text``, ``from_position`` and
    ``from_state``. A sentence that names a player is the message table's (``error.reachable.*``,
    its seats shown from 1); the others name what position text writes (seats from 0, as written)."""

    def fail(key: str, message: str, /, **values: object) -> None:
        if message.startswith("error.reachable."):  # a key of the message table
            raise error.said(message, where=line(key), **values)
        raise error(f"{line(key)}: {message}")

    n = len(s.hands)
    statuses = s.status
    # Which statuses this variant has.
    allowed = {
        YUREI_STATUS: (rules.stuck == "yurei", "error.reachable.yurei_here"),
        BANKRUPT: (rules.stuck in ("bankrupt", "leave"), "error.reachable.bankrupt_here"),
        DROPPED: (rules.joker_alone_drops_out, "error.reachable.dropped_here"),
    }
    fate = _said("error.reachable.fate_lose_turn" if rules.stuck == "lose-turn" else "error.reachable.fate_yurei")
    for seat, status in enumerate(statuses):
        ok, key = allowed.get(status, (True, ""))
        if not ok:
            fail("status", key, player=seat, status=_status(status), fate=fate)
    _check_holdings(rules, s, fail)
    # A player is stuck (bankrupt, yūrei, left) only with every pass used (R6, B5, K4); in the ghost
    # variant a player who talked to the ghost handed their passes to the old ghost (G1).
    for seat, status in enumerate(statuses):
        if status in (BANKRUPT, YUREI_STATUS):
            used = s.passes[seat]
            if used != rules.passes and not (rules.ghost_talk and used == 0):
                rule = {"yurei": "B5", "leave": "K4"}.get(rules.stuck, "R6")
                fail("passes", "error.reachable.stuck_passes", player=seat, status=_status(status), used=used,
                     limit=rules.passes, rule=rule)
    outs = [seat for seat in range(n) if statuses[seat] == OUT]
    if rules.end == "first-out" and len(outs) > 1:
        fail("status", "error.reachable.two_out", player=outs[0], seat=outs[1])
    _check_last(rules, s, fail)
    _check_jokers(rules, s, fail)
    _check_chips(rules, s, fail)
    _check_completed(rules, s, fail)
    _check_ghost(rules, s, fail)
    _check_kills(rules, s, killed_by, fail)


Fail = Callable[..., None]


def _said(key: str) -> Phrase:
    """A phrase of the message table, in every language."""
    return Phrase.of(lambda lang: text(key, lang))


def _status(status: str) -> Phrase:
    """A status word (``status.*``), in every language."""
    return _said(f"status.{status}")


def _check_holdings(rules: Ruleset, s: State, fail: Fail) -> None:
    """Statuses, hands and the finishing order agree (R7, R9, J8, K4, K5)."""
    for seat, status in enumerate(s.status):
        holds = s.hands[seat] or s.jokers[seat]
        if status in (OUT, BANKRUPT, DROPPED) and holds:
            fail("status", "error.reachable.holds_cards", player=seat, status=_status(status))
        if status == ACTIVE and not holds:
            fail("status", "error.reachable.no_cards", player=seat, rule="K5" if rules.kill is not None else "R7")
    for name, seats, status in (
        ("out", s.out, OUT),
        ("bankrupt", s.bankrupt, BANKRUPT),
        ("dropped", s.dropped, DROPPED),
    ):
        expected = sorted(seat for seat in range(len(s.status)) if s.status[seat] == status)
        if sorted(seats) != expected or len(set(seats)) != len(seats):
            written = " ".join(map(str, expected)) or "-"  # seats as position text writes them (from 0)
            fail("order", f"'{name}' must list each {status} player once, by seat as position text numbers them: "
                          f"'{name} {written}' (R8)")


def _check_last(rules: Ruleset, s: State, fail: Fail) -> None:
    """R8: when a hand of the basic game ends with one player holding cards, that player is last."""
    holders = [seat for seat in range(len(s.status)) if s.status[seat] == ACTIVE]
    last = s.last
    if rules.end != "last-holder":
        if last is not None:
            fail("order", f"'last {last}' belongs to games played until one player holds cards (R8)")
        return
    if last is None:
        if s.to_move is None and holders:
            fail("order", "error.reachable.last_missing", player=holders[0], last=f"last {holders[0]}")
        return
    if s.to_move is not None or holders != [last]:
        fail("order", f"last {last} must be the one player still holding cards when the hand is over (R8)")


def _check_jokers(rules: Ruleset, s: State, fail: Fail) -> None:
    """J1, J5, J8: jokers set aside are a count ≥ 0, and only a bankrupt's or drop-out's."""
    aside = s.set_aside
    if aside < 0:
        fail("jokers aside", f"{aside} jokers: a count is at least 0 (J5, J8)")
    if aside and not (s.bankrupt or s.dropped):
        fail("jokers aside", f"{aside} joker(s) set aside, but only a bankrupt's (J5) or a drop-out's (J8) "
                             "joker is set aside, and nobody is either")
    jokers = aside + sum(s.jokers) + s.joker_cells.bit_count()
    if jokers > rules.jokers:
        fail("jokers aside", f"{jokers} joker(s) in the position, but the ruleset has {rules.jokers} (J1)")


def _check_chips(rules: Ruleset, s: State, fail: Fail) -> None:
    """W1, W4: the pot holds every ante and at most one chip a pass (chips may be a debt, W5);
    W5: a settled hand (``pot taken``) is over, and the winner's take emptied the pot."""
    if rules.scoring != "chips":
        if s.taken is not None:
            fail("pot taken", "only Sevens settles a pot (W5)")
        return
    antes = rules.ante * len(s.hands)
    most = antes + rules.pass_cost * sum(s.passes)
    pot = s.pot
    if s.taken is not None:  # W5 settled the hand: the pot before it is what the winner took
        winner = s.out[0] if s.out else None
        paid = sum(s.hands[p].bit_count() + s.jokers[p] for p in range(len(s.hands)) if p != winner)
        if s.to_move is not None:
            fail("pot taken", "the pot is taken only when the hand is over (W5)")
        if winner is not None and s.pot:
            fail("pot", "error.reachable.pot_not_empty", winner=winner, pot=s.pot)
        if winner is None and s.taken:
            fail("pot taken", f"nobody went out, so nobody took {s.taken} chips (W5)")
        pot = (s.taken if winner is not None else s.pot) - paid
    if not antes <= pot <= most:
        fail("pot", f"the pot holds {pot} chips, but the antes put {antes} in (W1) and the passes "
                    f"at most {most - antes} more (W4)")


def _check_completed(rules: Ruleset, s: State, fail: Fail) -> None:
    """B8 race to kings: a completed suit is a full row, once, by a player of this game."""
    if not s.completed:
        return
    if not rules.kings_bonus:
        fail("completed", "completed suits count only in the race to kings (B8: kings_bonus)")
    players = len(s.hands)
    seen = set()
    for suit, seat in s.completed:
        name = DECK[13 * suit].suit
        if not 0 <= seat < players:
            fail("completed", f"'{name} by {seat}': position text numbers the seats 0–{players - 1}, so there is no "
                              f"seat {seat} (B8)")
        if suit in seen:
            fail("completed", f"{name} is completed twice (B8)")
        seen.add(suit)
        missing = ROW_MASK[suit] & ~s.layout
        if missing:
            cards = " ".join(map(str, cards_of(missing)[:5]))
            verb = "is" if missing.bit_count() == 1 else "are"
            fail("completed", f"{name} is said to be completed, but {cards} {verb} not in the layout (B8)")


def _check_ghost(rules: Ruleset, s: State, fail: Fail) -> None:
    """G1: the ghost is the most recent bankrupt; there is one exactly when someone is bankrupt."""
    if not rules.ghost_talk:
        if s.ghost is not None:
            fail("ghost", "there is a ghost only in the ghost variant (G1)")
        return
    expected = s.bankrupt[-1] if s.bankrupt else None
    if s.ghost != expected:
        if expected is None:
            fail("ghost", "error.reachable.no_ghost")
        fail("ghost", "error.reachable.ghost_is", ghost=expected)


def _check_kills(rules: Ruleset, s: State, killed_by: Mapping[int, int], fail: Fail) -> None:
    """K3, K4, K8: killed cells are empty, dead in the layout, next to the card that killed them,
    and their cards are their holders' penalty cards; a penalty card that was not killed belongs
    to a player who left."""
    board = s.board
    killed = s.killed
    fined = 0
    for cards in s.penalties:
        fined |= cards
    if board is None:
        if killed:
            fail("killed", "cells are killed only in the kill games (K3)")
        if fined:
            seat = next(seat for seat in range(len(s.penalties)) if s.penalties[seat])
            fail(f"penalties {seat}", "penalty cards belong to the kill games (K3)")
        return
    held = 0
    for cards in s.hands:
        held |= cards
    layout = s.layout
    for card in cards_of(killed & (layout | held)):
        where = "in the layout" if card.bit & layout else "in a hand"
        fail("killed", f"{card} is killed, so its cell stays empty and its card is a penalty card, but it is "
                       f"{where} (K3)")
    dead = board.dead_cells(layout)
    by_killer: dict[int, int] = {}
    explained = 0  # the cells killed by a card
    for index, by in killed_by.items():
        by_killer[by] = by_killer.get(by, 0) | 1 << index
        explained |= 1 << index
    # Dead cells a dying group may hold without their being killed again (K4): a leaver's cards,
    # and the penalty cards a from_position game starts with (killed, but by no card).
    unkilled = (fined | killed) & ~explained
    for index, by in killed_by.items():
        cell, killer = DECK[index], DECK[by]
        if by == index or not killer.bit & layout:
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
    unexplained = killed & ~fined & ~explained
    if unexplained:
        cells = " ".join(map(str, cards_of(unexplained)))
        fail("killed", f"{cells}: write which card killed it ('{DECK[unexplained.bit_length() - 1]} by 8♠'), "
                       "or list it as a penalty card (K3)")
    for seat, cards in enumerate(s.penalties):
        left = cards & ~killed
        if left and s.status[seat] != BANKRUPT:
            fail(f"penalties {seat}", "error.reachable.penalties_kept", cards=cards_text(cards_of(left)), player=seat)
