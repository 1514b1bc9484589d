"""The rules core: every transition of a hand, once, on lean state (52-bit masks, short lists).

``Game`` wraps it with checking, events, history and undo; the bots' playouts
(``bots/playout.py``) and simulations run it directly. The transitions check nothing: callers pass
legal moves, which :mod:`.legal` (beside this module) lists and checks for both of them.

* :class:`Tables`: a ruleset's flags read once into tables and named constants (one place).
* :class:`State`: what changes during a hand, with ``__slots__``; ``copy()`` before a playout.
* transitions: :func:`deal`, :func:`play_card` (L3, K2, K3, K8, B8's kings), :func:`play_yurei`
  (B5), :func:`play_joker` (J2, J3, J7, J8), :func:`pass_turn` (R5, R6, R9, B5, B8, K4),
  :func:`settle` (R7, R8, K5, J8, the end of the hand with the blocked-hand end, B5/W5),
  :func:`talk_to_ghost` (G1) and :func:`refresh` (open cells, exposed cards, turn order,
  recomputed from scratch); beside them the inverses of the quiet moves (:func:`unplay_card`,
  :func:`unpass`, :func:`unplay_joker`) and :func:`snapshot`/:func:`restore` for the rest.
* :func:`free_seats`: the pass rule (R5, W4, B2), the one place it is written; the transitions
  keep its answer in ``s.free`` (a bit per seat), which :mod:`.legal`, ``Game`` and the playouts read.
* :class:`StateView`: a read-only view of a game's state (:func:`view_of`), for readers.
* :func:`outcome`: ranks, scores and what the hand cost each player (R8, B6, K5, W5).

Moves are ``(kind, a, b)``: ``kind`` a :class:`Kind`; ``a`` the card's bit (for a joker play the
card played with it, 0 alone); ``b`` the bit of the cell the joker fills. With ``events`` (a
list) the transitions append the engine's events; ``None`` (the playouts) skips them.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from enum import IntEnum
from functools import lru_cache
from operator import attrgetter
from types import MappingProxyType
from typing import NamedTuple

from . import events as ev
from .cards import DECK, FULL_MASK, JOKER, ROW_MASK, cards_of, low_bits
from .grid import Board, board_for
from .layout import FULL_ROW, joker_targets, row_tables
from .rules import DEFAULT_ROWS, Ruleset

__all__ = [
    "ACTIVE", "BANKRUPT", "DROPPED", "OUT", "PLAYED", "STATUSES", "YUREI_STATUS", "End", "Kind", "Outcome",
    "State", "StateView", "Stuck", "Tables", "anyone_can_place", "card_tuple", "deal", "deal_rng", "free_seats",
    "has_play", "is_joker_option", "joker_options", "killed_by_of", "open_cells", "open_mask", "outcome", "outcome_of",
    "pass_turn", "pay_out", "play", "play_card", "play_joker", "play_yurei", "refresh", "restore", "scores", "seeded",
    "settle", "shuffle", "snapshot", "state_of", "tables_of", "talk_to_ghost", "unpass", "unplay_card", "unplay_joker",
    "view_of", "wild_joker_cells",
]  # fmt: skip

# statuses (Game.status() says them as these words)
ACTIVE = "active"
OUT = "out"
BANKRUPT = "bankrupt"
YUREI_STATUS = "yurei"
DROPPED = "dropped-out"
STATUSES = (ACTIVE, OUT, BANKRUPT, YUREI_STATUS, DROPPED)


class Kind(IntEnum):
    """The kind of a lean move ``(kind, a, b)``."""

    CARD = 0  # a card from the hand (R4)
    PASS = 1  # a pass: with a token (R5) or the stuck player's (R6, B5, B8, K4)
    YUREI = 2  # a yūrei's exposed card, played by an active player (B5)
    JOKER = 3  # a joker play (J2, J7)


class Stuck(IntEnum):
    """What a player with no pass left and no play does (``Ruleset.stuck``)."""

    BANKRUPT = 0  # R6, R9
    YUREI = 1  # B5
    LOSE_TURN = 2  # B8 (ghost = False), W4
    LEAVE = 3  # K4


class End(IntEnum):
    """When the hand ends (``Ruleset.end``)."""

    LAST_HOLDER = 0  # R8
    FIRST_OUT = 1  # B6, W5
    ALL_PLACED = 2  # K5


CARD, PASS, YUREI, JOKER_PLAY = Kind.CARD.value, Kind.PASS.value, Kind.YUREI.value, Kind.JOKER.value
_STUCK = {"bankrupt": Stuck.BANKRUPT, "yurei": Stuck.YUREI, "lose-turn": Stuck.LOSE_TURN, "leave": Stuck.LEAVE}
_END = {"last-holder": End.LAST_HOLDER, "first-out": End.FIRST_OUT, "all-placed": End.ALL_PLACED}
# Tables hold these very members: the transitions ask ``is`` (an enum's == is a slower call)
_LOSE_TURN, _LEAVE, _GO_BANKRUPT = Stuck.LOSE_TURN, Stuck.LEAVE, Stuck.BANKRUPT
_ALL_PLACED, _FIRST_OUT = End.ALL_PLACED, End.FIRST_OUT
NO_LIMIT = 1 << 30
SEVENS_MASK = sum(1 << (13 * s + 6) for s in range(4))
NOT_SEVENS = FULL_MASK & ~SEVENS_MASK
SEVEN_OF_DIAMONDS = 1 << (13 * 3 + 6)  # R3: its holder starts
SHIFT = tuple(13 * (i // 13) for i in range(52))  # a card's row offset
KEEP = tuple(FULL_MASK & ~(FULL_ROW << (13 * (i // 13))) for i in range(52))  # every row but a card's
_JOKER_PAIRS: dict[str | None, dict[int, tuple[tuple[int, int], ...]]] = {}  # by tunnel rule, then row key
_VALUE_OF_ROW = tuple(sum(pos + 1 for pos in range(13) if row >> pos & 1) for row in range(FULL_ROW + 1))


class Tables:
    """The rule flags of one ruleset and player count, read once into plain attributes and tables
    (the only place flags become tables: ``Game``, the playouts and the bots' views read these)."""

    __slots__ = (
        "by_value", "cost", "cylinder", "diagonal", "drop_out", "end", "ghost_talk", "group_kills", "hidden",
        "joker_pairs", "joker_penalty", "jokers", "kill", "kings_bonus", "limit", "must", "opening", "out_rule",
        "pass_rule", "players", "row_open", "rules", "scoring", "sevens_dealt", "stuck", "tunnels", "watch_rows",
        "wild",
    )  # fmt: skip

    def __init__(self, rules: Ruleset, players: int) -> None:
        self.rules = rules
        self.players = players
        self.row_open = row_tables(rules.tunnels, rules.sevens == "played")  # L3, L4, T1–T3, B3a
        self.limit = NO_LIMIT if rules.passes is None else rules.passes  # R5, W4
        self.must = rules.must_play  # W4
        self.cost = rules.pass_cost  # W4
        self.sevens_dealt = rules.sevens == "dealt"  # S1
        self.opening = rules.opening_card.bit if rules.opening_card is not None else 0  # B2
        self.stuck = _STUCK[rules.stuck]
        self.end = _END[rules.end]
        self.scoring = rules.scoring
        self.jokers = rules.jokers  # J1
        self.wild = rules.joker_mode == "wild"  # J7
        self.tunnels = rules.tunnels
        self.joker_pairs = _JOKER_PAIRS.setdefault(rules.tunnels, {})  # J2/J4/T4 pairs of each row, as bits
        self.drop_out = rules.joker_alone_drops_out  # J8
        self.kings_bonus = rules.kings_bonus  # B8
        self.watch_rows = rules.kings_bonus > 0
        self.by_value = rules.penalty == "value"  # B6
        self.joker_penalty = rules.joker_penalty if self.by_value else 1
        self.kill = rules.kill is not None  # K2
        self.group_kills = rules.kill == "group"  # K8
        self.cylinder = rules.tunnels == "open"  # K7
        self.diagonal = rules.diagonal  # K9
        self.hidden = rules.hidden_penalties  # K6
        self.ghost_talk = rules.ghost_talk  # G1
        self.pass_rule = "B4" if rules.scoring == "penalty" else "R5"  # B4: a Seven Bridge pass token
        self.out_rule = {"penalty": "B6", "chips": "W5"}.get(rules.scoring, "K5")

    def board(self, rows: tuple) -> Board | None:
        """The kill games' board for a row order (K1), or ``None`` in linear games."""
        if not self.kill:
            return None
        return board_for(tuple(rows), self.cylinder, self.diagonal, self.group_kills)

    @staticmethod
    def of(rules: Ruleset, players: int) -> Tables:
        """The tables of a ruleset and player count (made once; looked up by the ruleset's
        identity first, since hashing a ruleset reads all its flags)."""
        key = (id(rules), players)
        kept = _TABLES_BY_ID.get(key)
        if kept is not None and kept.rules is rules:
            return kept
        tables = _tables(rules, players)
        if len(_TABLES_BY_ID) > 1024:
            _TABLES_BY_ID.clear()
        _TABLES_BY_ID[key] = tables  # the tables keep the ruleset alive, so its id is not reused meanwhile
        return tables


_TABLES_BY_ID: dict[tuple[int, int], Tables] = {}


@lru_cache(maxsize=256)
def _tables(rules: Ruleset, players: int) -> Tables:
    return Tables(rules, players)


class State:
    """Everything that changes during a hand (``Game`` keeps one and wraps it).

    ``hands`` and ``penalties`` are 52-bit card sets per seat, ``jokers`` and ``passes`` counts;
    ``status`` holds the status words; ``out``, ``dropped`` and ``bankrupt`` seats in the order
    they left; ``to_move`` is ``None`` once the hand is over. Derived (kept up to date by the
    transitions, recomputed by :func:`refresh`): ``gate`` (B2: the opening card is not down yet),
    ``free`` (the pass rule, a bit per seat: :func:`free_seats`),
    ``closed`` (killed or dead cells), ``open``, ``exposed`` (the yūrei's cards), ``next`` (each
    seat's next active seat), ``blockable`` (a partial deck where a stuck player only loses the
    turn: the hand may block, B5/W5) and ``quiet`` (none of gate, kings bonus or blocking: a card
    that is not the player's last only passes the turn).
    """

    __slots__ = (
        "active", "bankrupt", "blockable", "board", "chips", "closed", "completed", "dropped", "exposed", "free",
        "gate", "ghost", "hands", "joker_cells", "jokers", "killed", "last", "layout", "next", "open", "out", "passes",
        "penalties", "pot", "quiet", "set_aside", "status", "taken", "to_move",
    )  # fmt: skip

    def __init__(self, players: int) -> None:
        n = players
        self.layout = 0
        self.joker_cells = 0  # cells a joker fills that nobody could swap back (partial deck)
        self.hands = [0] * n
        self.jokers = [0] * n
        self.passes = [0] * n
        self.status = [ACTIVE] * n
        self.out: list[int] = []
        self.dropped: list[int] = []
        self.bankrupt: list[int] = []
        self.last: int | None = None
        self.to_move: int | None = None
        self.chips = [0] * n
        self.pot = 0
        self.taken: int | None = None  # W5: what the winner took from the pot once the hand settled
        self.set_aside = 0  # J5, J8
        self.ghost: int | None = None  # G1
        self.completed: tuple[tuple[int, int], ...] = ()  # (suit, player) of completed rows (B8)
        self.killed = 0  # K3, K8
        self.penalties = [0] * n  # K3, K4
        self.board: Board | None = None
        self.gate = False
        self.free = 0  # the seats that may pass while holding a play (free_seats)
        self.closed = 0
        self.open = 0
        self.exposed = 0
        self.next: list[int | None] = [None] * n
        self.active = n  # how many seats are active (``next`` is recomputed when it changes)
        self.blockable = False
        self.quiet = False  # no gate (B2), no kings bonus (B8), no blocking: a card not the last just passes the turn

    def copy(self, hands: list[int] | None = None, jokers: list[int] | None = None) -> State:
        """An independent copy (the lists are copied; masks and tuples are immutable), with other
        ``hands`` and ``jokers`` when given (a search's sampled deal of the hidden cards)."""
        other = State.__new__(State)
        other.hands = self.hands[:] if hands is None else hands[:]
        other.jokers = self.jokers[:] if jokers is None else jokers[:]
        other.passes = self.passes[:]
        other.status, other.out, other.bankrupt = self.status[:], self.out[:], self.bankrupt[:]
        other.dropped, other.chips, other.penalties = self.dropped[:], self.chips[:], self.penalties[:]
        other.completed, other.next, other.board, other.last = self.completed, self.next, self.board, self.last
        other.layout, other.joker_cells, other.pot = self.layout, self.joker_cells, self.pot
        other.set_aside, other.ghost, other.killed, other.gate = self.set_aside, self.ghost, self.killed, self.gate
        other.closed, other.open, other.exposed = self.closed, self.open, self.exposed
        other.to_move, other.blockable, other.active = self.to_move, self.blockable, self.active
        other.quiet, other.taken, other.free = self.quiet, self.taken, self.free
        return other


def state_of(game) -> State:
    """A copy of a ``Game``'s lean state, to play on without touching the game."""
    return game._s.copy()


class StateView:
    """A read-only view of a :class:`State`: the same field names, following the state as it
    changes, but nothing can be written through it (setting a field raises ``AttributeError``; the
    per-seat lists read as tuples, so they cannot be changed in place either). For code that reads
    a position again and again (``explain()`` per hover, the public view per redraw, the position
    text per save) without copying it; to play on, take :func:`state_of`'s copy instead."""

    __slots__ = ("_state",)

    def __init__(self, state: State) -> None:
        object.__setattr__(self, "_state", state)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a StateView is read-only: {name} cannot be set (play on core.state_of's copy)")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a StateView is read-only: {name} cannot be deleted")

    def __repr__(self) -> str:
        return f"<StateView to move {self._state.to_move}>"


def _view_field(name: str, listed: bool) -> property:
    """A :class:`StateView` field: the state's value, a per-seat list as a tuple."""
    get = attrgetter(name)
    if listed:
        return property(lambda view: tuple(get(view._state)), doc=f"The state's ``{name}`` (a tuple).")
    return property(lambda view: get(view._state), doc=f"The state's ``{name}``.")


def view_of(game) -> StateView:
    """A ``Game``'s lean state, live but read-only (:class:`StateView`): no copy is made, and
    nothing can be written through it."""
    return StateView(game._s)


_KEPT = (
    "layout", "joker_cells", "hands", "jokers", "passes", "status", "out", "dropped", "bankrupt", "last", "to_move",
    "chips", "pot", "taken", "set_aside", "ghost", "completed", "killed", "penalties",
)  # fmt: skip
"""The fields of a :class:`State` that a snapshot keeps (the rest derives from them), in order."""
_LISTS = frozenset(("hands", "jokers", "passes", "status", "out", "dropped", "bankrupt", "chips", "penalties", "next"))
"""The fields of a :class:`State` that are lists (a snapshot and a view hold them as tuples)."""

for _name in State.__slots__:
    setattr(StateView, _name, _view_field(_name, _name in _LISTS))

# The snapshot is one tuple expression over _KEPT, compiled once from the constant names above (never
# from input): as fast as writing the tuple out, which every general move pays for, without listing
# the fields a second time.
snapshot = eval(
    "lambda s: (" + "".join(f"tuple(s.{name}), " if name in _LISTS else f"s.{name}, " for name in _KEPT) + ")"
)
snapshot.__name__ = snapshot.__qualname__ = "snapshot"
snapshot.__doc__ = """``snapshot(s)``: what undo needs to put ``s`` back (:func:`restore`): the fields of ``_KEPT``
as a tuple, lists as tuples (numbers and tuples of numbers cost the garbage collector nothing once seen)."""


def restore(t: Tables, s: State, kept: tuple) -> None:
    """Put ``s`` back as :func:`snapshot` found it, then recompute what derives (:func:`refresh`)."""
    for name, value in zip(_KEPT, kept, strict=True):
        setattr(s, name, list(value) if name in _LISTS else value)
    refresh(t, s)


def killed_by_of(game) -> Mapping[int, int]:
    """Which card killed each killed cell of a ``Game`` (cell index -> card index, K3, K8),
    read-only; cells killed from the start of a position have no entry."""
    return MappingProxyType(game._killed_by)


def tables_of(game) -> Tables:
    """The tables of a ``Game``'s ruleset and player count."""
    return game._t


def outcome_of(game) -> Outcome:
    """:func:`outcome` of a finished ``Game`` (its result in numbers)."""
    return outcome(game._t, game._s)


# ---------------------------------------------------------------------------------------- cells


_EVENTS: dict[tuple, ev.Event] = {}
PLAYED = tuple(tuple(ev.Played(p, card) for card in DECK[:52]) for p in range(Ruleset.MAX_PLAYERS))
"""``PLAYED[p][index]``: the event of ``p`` playing the card ``index`` (made once: a table read, not a hash)."""


class _RowCards(dict):
    """One suit's cards by its 13-bit row, as a tuple, made the first time a row is seen."""

    __slots__ = ("shift",)

    def __init__(self, suit: int) -> None:
        super().__init__()
        self.shift = 13 * suit

    def __missing__(self, row: int) -> tuple:
        cards = self[row] = tuple(cards_of(row << self.shift))
        return cards


_ROW_CARDS = tuple(_RowCards(suit) for suit in range(4))


def card_tuple(mask: int) -> tuple:
    """``tuple(cards_of(mask))`` (suit-then-rank order), read a suit's row at a time: the cards
    that events name (a bankrupt's, a leaver's, a yūrei's)."""
    r0, r1, r2, r3 = _ROW_CARDS
    return r0[mask & FULL_ROW] + r1[mask >> 13 & FULL_ROW] + r2[mask >> 26 & FULL_ROW] + r3[mask >> 39 & FULL_ROW]


def _event(kind: type, *values) -> ev.Event:
    """The event ``kind(*values)``, made once: events are frozen values (equal when their fields
    are), so one object serves every move that causes the same event."""
    key = (kind, *values)
    event = _EVENTS.get(key)
    if event is None:
        if len(_EVENTS) >= 1 << 15:
            _EVENTS.clear()
        event = _EVENTS[key] = kind(*values)
    return event


def open_mask(row_open: tuple[int, ...], board: Board | None, layout: int, closed: int = 0) -> int:
    """The open cells of a layout: each row's by ``row_open`` (L3, T2, T3), or next to a card on
    a kill board (K2); never a ``closed`` (killed or dead) cell."""
    if board is not None:
        return board.open_cells(layout, closed)
    return (
        row_open[layout & FULL_ROW]
        | row_open[layout >> 13 & FULL_ROW] << 13
        | row_open[layout >> 26 & FULL_ROW] << 26
        | row_open[layout >> 39 & FULL_ROW] << 39
    ) & ~layout & ~closed


def open_cells(t: Tables, s: State) -> int:
    """The cells open now: only the opening card before it is down (B2), else :func:`open_mask`."""
    if s.gate:
        return t.opening
    return open_mask(t.row_open, s.board, s.layout, s.closed)


def free_seats(t: Tables, s: State) -> int:
    """The pass rule (R5, R6, W4, B2), as a bit per seat: the seats that may pass while holding a
    play. Nobody may in Sevens with ``must_play`` (W4) or before the opening card is down (B2);
    else whoever has a pass token left (R5). A player with no play may always pass (R6: the pass
    then costs what :func:`pass_turn` says). Kept in ``s.free`` (see :class:`State`)."""
    if t.must or s.gate:
        return 0
    free, limit = 0, t.limit
    for seat, used in enumerate(s.passes):
        if used < limit:
            free |= 1 << seat
    return free


def next_seats(status: list[str]) -> list[int | None]:
    """For each seat, the next active seat clockwise (itself when it is the only one, R1)."""
    n = len(status)
    nxt: list[int | None] = [None] * n
    active = [seat for seat in range(n) if status[seat] == ACTIVE]
    if active:
        following = active[0]
        for seat in range(n - 1, -1, -1):  # walk backwards: the next active seat after each
            nxt[seat] = following
            if status[seat] == ACTIVE:
                following = seat
    return nxt


_CLOCKWISE = tuple([(seat + 1) % n for seat in range(n)] for n in range(Ruleset.MAX_PLAYERS + 1))
"""``next_seats`` when every seat is active (shared: turn orders are replaced, never changed in place)."""
_TURN_ORDERS: dict[tuple[str, ...], list[int | None]] = {}


def _turn_order(status: list[str]) -> list[int | None]:
    """:func:`next_seats`, made once per set of statuses and shared (turn orders are replaced, never
    changed in place): a seat leaving the hand is common in the playouts."""
    key = tuple(status)
    order = _TURN_ORDERS.get(key)
    if order is None:
        if len(_TURN_ORDERS) >= 1 << 14:
            _TURN_ORDERS.clear()
        order = _TURN_ORDERS[key] = next_seats(status)
    return order


def refresh(t: Tables, s: State) -> None:
    """Recompute what derives from the state: the gate, closed and open cells, exposed cards,
    the turn order and whether the hand can block."""
    s.gate = bool(t.opening) and not s.layout & t.opening
    s.free = free_seats(t, s)
    closed, exposed = s.killed, 0
    hands, penalties, status = s.hands, s.penalties, s.status
    n, active = len(hands), status.count(ACTIVE)
    if any(penalties):  # (none in a new deal: the loops below are skipped)
        for cards in penalties:
            closed |= cards
    if active != n:
        for seat in range(n):
            if status[seat] == YUREI_STATUS:
                exposed |= hands[seat]
    s.closed, s.exposed = closed, exposed
    blockable = False
    if t.stuck is _LOSE_TURN:  # a hand may block only when some cards are out of play (a partial deck)
        in_play = s.layout
        for seat in range(n):
            in_play |= hands[seat] | penalties[seat]
        blockable = in_play != FULL_MASK
    s.blockable = blockable
    s.quiet = not s.gate and not t.watch_rows and not blockable
    s.open = open_cells(t, s)
    s.active = active
    s.next = _CLOCKWISE[n] if active == n else _turn_order(status)


def holder(s: State, bit: int) -> int | None:
    """The seat whose hand holds the card ``bit``, or ``None``."""
    hands = s.hands
    for seat in range(len(hands)):
        if hands[seat] & bit:
            return seat
    return None


def joker_options(t: Tables, s: State, p: int) -> list[tuple[int, int]]:
    """Player ``p``'s joker plays as ``(a, b)`` bits, in ``Game.legal_moves()`` order: J2/J4/T4
    (the card ``a`` beyond the open cell ``b``, ``a`` in hand and ``b`` not), or J7 (alone, ``a``
    0, as any open cell the holder lacks)."""
    if t.wild:
        return [(0, x) for x in low_bits(wild_joker_cells(s, p))]
    hand = s.hands[p]
    pairs = t.joker_pairs
    layout = s.layout
    options = []
    for key in (  # each row, and where it sits
        layout & FULL_ROW,
        (layout >> 13 & FULL_ROW) | 13 << 13,
        (layout >> 26 & FULL_ROW) | 26 << 13,
        (layout >> 39) | 39 << 13,
    ):
        row_pairs = pairs.get(key)
        if row_pairs is None:
            row_pairs = _row_pairs(t, key)
        for y, x in row_pairs:
            if hand & y and not hand & x:
                options.append((y, x))
    return options


def is_joker_option(t: Tables, s: State, p: int, a: int, b: int) -> bool:
    """Whether ``(a, b)`` is among :func:`joker_options` of ``p`` (J2/J4/T4), reading only the
    row of the cell ``b``."""
    if t.wild or not a or not s.hands[p] & a or s.hands[p] & b:
        return False
    shift = SHIFT[b.bit_length() - 1]
    key = (s.layout >> shift & FULL_ROW) | shift << 13
    row_pairs = t.joker_pairs.get(key)
    if row_pairs is None:
        row_pairs = _row_pairs(t, key)
    return (a, b) in row_pairs


def wild_joker_cells(s: State, p: int) -> int:
    """J7: the cells a wild joker of ``p`` may fill: any open cell whose card ``p`` lacks."""
    return s.open & ~s.hands[p]


def _row_pairs(t: Tables, key: int) -> tuple[tuple[int, int], ...]:
    """``layout.joker_targets`` of one row as bits of the 52-bit layout (computed once a row)."""
    shift = key >> 13
    targets = joker_targets(key & FULL_ROW, t.tunnels)
    pairs = t.joker_pairs[key] = tuple((1 << (shift + y), 1 << (shift + x)) for x, y in targets)
    return pairs


def has_play(t: Tables, s: State, p: int) -> bool:
    """Whether ``p`` has anything but the pass: a card of the hand on an open cell (R4), a yūrei's
    exposed card there (B5) or a joker play (J2, J7)."""
    opn = s.open
    return bool(s.hands[p] & opn or s.exposed & opn or (s.jokers[p] and joker_options(t, s, p)))


def anyone_can_place(t: Tables, s: State) -> bool:
    """Whether a player still in the hand has a card (or joker play) to place now. When nobody
    does, passes and lost turns change nothing, so nobody ever will (the blocked hand)."""
    status = s.status
    return any(status[seat] == ACTIVE and has_play(t, s, seat) for seat in range(len(status)))


# ---------------------------------------------------------------------------------------- the deal


_FRESH_DECKS = tuple(tuple(range(52)) + (52,) * jokers for jokers in range(9))  # unshuffled, by jokers (52 = a joker)
_FRESH_BITS = tuple(tuple(1 << index for index in range(52)) + (0,) * jokers for jokers in range(9))  # bits, 0 = joker


def _shuffle_steps(size: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """A shuffle's places, last first, grouped by the random bits each draw takes: ``(k, places)``,
    the place ``i`` drawing below ``i + 1`` with ``k = (i + 1).bit_length()`` bits."""
    groups: dict[int, list[int]] = {}
    for i in range(size - 1, 0, -1):
        groups.setdefault((i + 1).bit_length(), []).append(i)
    return tuple((k, tuple(places)) for k, places in groups.items())


_SHUFFLE_STEPS = tuple(_shuffle_steps(size) for size in range(61))


def shuffle(rng: random.Random, deck: list) -> None:
    """``rng.shuffle(deck)`` to the same order and the same stream after it (the same draws of
    ``getrandbits`` as ``random.Random``'s shuffle), without a method call per card: every seed
    deals the hand it always dealt. Decks of up to 60 cards (52 and the jokers)."""
    getrandbits = rng.getrandbits
    for k, places in _SHUFFLE_STEPS[len(deck)]:
        for i in places:
            j = getrandbits(k)
            while j > i:  # a draw of k bits at or above i + 1: drawn again (as _randbelow does)
                j = getrandbits(k)
            deck[i], deck[j] = deck[j], deck[i]


_NEW_RANDOM, _C_SEED = random.Random.__new__, random.Random.__bases__[0].seed  # the C generator's own seed


def seeded(seed: int | None) -> random.Random:
    """``random.Random(seed)``: the same generator in the same state. An ``int`` seed is given to
    the C seeding straight away, which is all that ``Random.seed`` does with one (its Python
    layers cost a tenth of a deal); anything else goes through ``random.Random`` itself."""
    if type(seed) is not int:
        return random.Random(seed)
    rng = _NEW_RANDOM(random.Random)
    _C_SEED(rng, seed)
    rng.gauss_next = None
    return rng


def _shuffled(rules: Ruleset, seed: int | None, decks: tuple) -> tuple[random.Random, list[int], tuple]:
    """:func:`deal_rng` with the unshuffled deck of ``decks`` (cards as indices or as bits): a
    shuffle moves cards by place only, so every form of the deck is shuffled alike."""
    rng = seeded(seed)
    deck = list(decks[rules.jokers])
    shuffle(rng, deck)
    rows = tuple(rng.sample(DEFAULT_ROWS, 4)) if rules.row_order == "shuffled" else rules.row_order
    return rng, deck, rows


def deal_rng(rules: Ruleset, seed: int | None) -> tuple[random.Random, list[int], tuple]:
    """The shuffle for ``seed``: the random stream after the deal, the shuffled deck (52 = a
    joker) and the row order (K1: shuffled by the same stream when the ruleset says so)."""
    return _shuffled(rules, seed, _FRESH_DECKS)


def deal(
    t: Tables, seed: int | None, dealer: int = 0, chips: list[int] | None = None, blank: State | None = None
) -> tuple[State, random.Random, tuple]:
    """A new hand (R2, S1, B1, B2, W1, W2): the state, the random stream after the deal and the
    row order. ``chips`` are the players' chips before the ante (W1; default ``rules.chips``);
    ``blank``: a new ``State(t.players)`` to deal into (``Game.new`` has made one already)."""
    rules, n = t.rules, t.players
    rng, deck, rows = _shuffled(rules, seed, _FRESH_BITS)  # the cards as bits, a joker as 0
    s = State(n) if blank is None else blank
    hands, jokers = s.hands, s.jokers
    first = (dealer + 1) % n if rules.deal_start == "left" else dealer
    sevens_dealt, any_jokers, layout = t.sevens_dealt, rules.jokers > 0, 0
    for turn in range(n):  # one card at a time clockwise: seat k gets every n-th card
        seat = (first + turn) % n
        cards = deck[turn::n]
        hand = sum(cards)  # distinct bits: the sum is the union (a joker adds 0)
        if sevens_dealt:  # S1: every 7 goes to the layout before play; R3: the 7♦'s holder starts
            if hand & SEVEN_OF_DIAMONDS:
                s.to_move = seat
            layout |= hand & SEVENS_MASK
            hand &= NOT_SEVENS
        hands[seat] = hand
        if any_jokers:
            jokers[seat] = cards.count(0)
    s.board = t.board(rows)
    if sevens_dealt:
        s.layout = layout
    elif t.opening:
        s.to_move = holder(s, t.opening)  # B2
    else:
        s.to_move = (dealer + 1) % n  # W2
    if t.scoring == "chips":
        start = [rules.chips] * n if chips is None else chips
        s.chips = [c - rules.ante for c in start]
        s.pot = rules.ante * n
    refresh(t, s)
    return s, rng, rows


# ---------------------------------------------------------------------------------------- moves


def play(t: Tables, s: State, p: int, kind: int, a: int, b: int = 0, events: list | None = None) -> None:
    """Player ``p`` makes the legal move ``(kind, a, b)``; ``s.to_move`` is then the next player
    (``None`` once the hand is over)."""
    if kind == CARD:
        play_card(t, s, p, a, events)
    elif kind == PASS:
        pass_turn(t, s, p, events)
    elif kind == YUREI:
        play_yurei(t, s, p, a, events)
    else:
        play_joker(t, s, p, a, b, events)


def play_card(
    t: Tables, s: State, p: int, bit: int, events: list | None = None, killed: int = -1, owner: int | None = None
) -> None:
    """``p`` places the card ``bit`` on its cell (R4, L3, T2, T3, K2): from their hand, or with
    ``owner`` a yūrei's exposed card (B5). The open cells follow; the cells it kills become
    penalty cards (K3, K8; ``killed`` when the caller has worked them out, else -1); completed
    rows count for the kings bonus (B8); then the next turn, or :func:`settle` when a hand may
    have emptied or the hand may have blocked."""
    hands = s.hands
    if owner is None:
        hand = hands[p] ^ bit
        hands[p] = hand
    else:
        hands[owner] ^= bit
        s.exposed ^= bit
        hand = hands[p]
    layout = s.layout | bit
    s.layout = layout
    index = bit.bit_length() - 1
    board = s.board
    if board is None:
        shift = SHIFT[index]
        s.open = (s.open & KEEP[index]) | (t.row_open[layout >> shift & FULL_ROW] << shift)
        if hand and events is None and s.quiet:  # the common case: nothing else happens
            s.to_move = s.next[p]
            return
        killed = 0
    else:
        s.open = (s.open | board.touching[index]) & ~layout & ~s.closed
        if killed < 0:
            killed = board.kills(layout, index, s.closed)
    if events is not None:
        events.append(PLAYED[p][index] if owner is None else _event(ev.YureiCardPlayed, p, DECK[index], owner))
    if s.gate:  # B2: the opening card is down, every row opens normally
        s.gate = False
        s.free = free_seats(t, s)
        s.quiet = not t.watch_rows and not s.blockable
        s.open = open_cells(t, s)
    if killed:
        kill(t, s, killed, index, events)
    if t.watch_rows:
        completed_rows(s, bit, p, events)
    if hand and not killed and not s.blockable:
        s.to_move = s.next[p]
    else:
        settle(t, s, p, events)


def play_yurei(t: Tables, s: State, p: int, bit: int, events: list | None = None) -> None:
    """A yūrei's exposed card, played by the active player ``p`` (B5)."""
    play_card(t, s, p, bit, events, 0, holder(s, bit))


def play_joker(
    t: Tables, s: State, p: int, card: int, target: int, events: list | None = None, owner: int | None = -1
) -> None:
    """The joker as ``target`` (with ``card`` in J2, alone in J7); the holder of ``target``
    swaps it back at once, not as a turn (J3), and drops out if only the joker is left (J8).
    ``owner``: the holder of ``target`` (``None``: nobody) when the caller has found it, else -1."""
    s.jokers[p] -= 1
    hands = s.hands
    hands[p] ^= card
    quick = events is None and hands[p] != 0  # p plays on (not out, not dropped out, J8)
    layout = s.layout | card | target
    s.layout = layout
    if events is not None:
        events.append(
            _event(ev.JokerPlayed, p, DECK[target.bit_length() - 1], DECK[card.bit_length() - 1] if card else None)
        )
    if owner == -1:
        owner = holder(s, target)
    if owner is None:
        s.joker_cells |= target
        if events is not None:
            events.append(_event(ev.JokerStays, DECK[target.bit_length() - 1]))
    else:
        hands[owner] ^= target
        s.jokers[owner] += 1
        if s.exposed:  # a yūrei held the card (B5): it is no longer exposed
            s.exposed &= ~target
        if events is not None:
            events.append(_event(ev.JokerSwapped, owner, DECK[target.bit_length() - 1]))
        if not hands[owner] and s.status[owner] == ACTIVE and t.drop_out:
            drop_out(s, owner, events)
            quick = False  # a seat left: the long way below
    if s.gate or s.board is not None:
        s.open = open_cells(t, s)
    else:  # the card and the cell share a row (J2, J7): only that row's open cells change
        index = target.bit_length() - 1
        shift = SHIFT[index]
        s.open = ((s.open & KEEP[index]) | (t.row_open[layout >> shift & FULL_ROW] << shift)) & ~s.closed
        if quick and s.quiet:  # nobody left and nothing else to watch: the next turn (as in play_card)
            s.to_move = s.next[p]
            return
    if t.watch_rows:
        completed_rows(s, card | target, p, events)
    settle(t, s, p, events)


def completed_rows(s: State, played: int, p: int, events: list | None) -> None:
    """Race to kings (B8): each row the cards just ``played`` by ``p`` completed."""
    layout = s.layout
    for suit in range(4):
        mask = ROW_MASK[suit]
        if played & mask and layout & mask == mask:
            s.completed += ((suit, p),)
            if events is not None:
                events.append(ev.SuitCompleted(p, DECK[13 * suit].suit))


def kill(t: Tables, s: State, cells: int, by: int, events: list | None = None) -> None:
    """K3, K8: the killed cells' cards become their holders' penalty cards at once."""
    hands, penalties = s.hands, s.penalties
    for bit in low_bits(cells):
        owner = holder(s, bit)
        if owner is not None:
            hands[owner] ^= bit
            penalties[owner] |= bit
        if events is not None:
            events.append(ev.Killed(DECK[bit.bit_length() - 1], owner, DECK[by], t.group_kills, t.hidden))
    s.killed |= cells
    s.closed |= cells
    s.open &= ~cells


def drop_out(s: State, p: int, events: list | None = None) -> None:
    """J8: a hand of the joker alone drops out; the joker is set aside."""
    s.set_aside += s.jokers[p]
    s.jokers[p] = 0
    s.status[p] = DROPPED
    s.dropped.append(p)
    if events is not None:
        events.append(ev.DroppedOut(p))


def pass_turn(t: Tables, s: State, p: int, events: list | None = None) -> None:
    """A pass: with a token while one is left (R5, W4), else the stuck player's (R6, B5, B8, K4)."""
    passes, limit = s.passes, t.limit
    used = passes[p] + 1
    if used <= limit:  # R5, W4: a token; in Sevens it costs a chip to the pot
        passes[p] = used
        if used == limit:  # the last token: from now on p plays when p can (s.free)
            s.free &= ~(1 << p)
        if t.cost:
            s.chips[p] -= t.cost
            s.pot += t.cost
        s.to_move = s.next[p]
        if events is not None:
            events.append(ev.Passed(p, used, t.rules.passes, t.cost, t.pass_rule))
        return
    stuck = t.stuck
    if stuck is _LOSE_TURN:
        s.to_move = s.next[p]
        if events is not None:
            events.append(ev.LostTurn(p))
        return
    hand = s.hands[p]
    if stuck is _LEAVE:  # K4: every card a penalty card, its cell dead
        s.penalties[p] |= hand
        s.closed |= hand
        s.open &= ~hand
        s.hands[p] = 0
        s.status[p] = BANKRUPT
        s.bankrupt.append(p)
        if events is not None:
            events.append(ev.LeftGame(p, card_tuple(hand), t.hidden))  # K6: the cards kept hidden
    elif stuck is _GO_BANKRUPT:  # R9: every card to its cell, gaps and all; J5: a joker set aside
        s.layout |= hand
        s.hands[p] = 0
        aside = s.jokers[p]
        s.set_aside += aside
        s.jokers[p] = 0
        s.status[p] = BANKRUPT
        s.bankrupt.append(p)
        if t.ghost_talk:
            s.ghost = p  # G1
        s.open = open_cells(t, s)
        if events is not None:
            events.append(ev.Bankrupt(p, card_tuple(hand), aside > 0))
    else:  # B5: place every legal card, again and again (the lowest first), then expose the rest
        placed = []
        while True:
            legal = s.hands[p] & open_cells(t, s)
            if not legal:
                break
            low = legal & -legal
            s.hands[p] ^= low
            s.layout |= low
            placed.append(low)
        s.status[p] = YUREI_STATUS
        s.exposed |= s.hands[p]
        s.open = open_cells(t, s)
        if events is not None:
            shown = card_tuple(s.hands[p]) + (JOKER,) * s.jokers[p]
            events.append(ev.BecameYurei(p, tuple(DECK[bit.bit_length() - 1] for bit in placed), shown))
    settle(t, s, p, events)


def settle(t: Tables, s: State, p: int, events: list | None = None) -> None:
    """After a move by ``p``: going out (R7) or dropping out (J8), K5's leavers, the end of the
    hand (R8, B6, W5, K5, and a blocked hand, B5/W5), else the next turn."""
    status, hands = s.status, s.hands
    if status[p] == ACTIVE and not hands[p]:
        if not s.jokers[p]:
            status[p] = OUT
            s.out.append(p)
            if events is not None:
                if t.scoring == "rank":
                    events.append(_event(ev.WentOut, p, len(s.out)))
                else:
                    events.append(_event(ev.WentOut, p, None, t.out_rule))
        elif t.drop_out:
            drop_out(s, p, events)
    if s.board is not None:  # K5: a player whose cards were all killed leaves too
        for seat in range(len(hands)):
            if status[seat] == ACTIVE and not hands[seat]:
                status[seat] = OUT
                s.out.append(seat)
                if events is not None:
                    events.append(_event(ev.WentOut, seat, None, "K5"))
    active = status.count(ACTIVE)
    end = t.end
    if end is _ALL_PLACED:
        over = not active  # K5: the last holder plays on alone
    elif end is _FIRST_OUT:
        # B5, W5 and the blocked hand: nobody left to play, or nobody can ever place a card again
        over = bool(s.out) or not active or (s.blockable and not anyone_can_place(t, s))
    else:
        over = active <= 1
        if over and active:
            s.last = status.index(ACTIVE)  # R8: the last holder takes the next rank
    if over:
        s.to_move = None
        if t.scoring == "chips":
            pay_out(s)
        return
    if active != s.active:  # somebody left the turn order (statuses only ever leave ACTIVE)
        s.active = active
        s.next = _turn_order(status)
    s.to_move = s.next[p]


def talk_to_ghost(t: Tables, s: State, player: int) -> int:
    """G1: the active ``player`` spoke to the ghost (``s.ghost``, a bankrupt player). The talker
    becomes the ghost (and the loser, bankrupt in the ghost's place in the order) and hands their
    cards, jokers and used passes to the old ghost, who plays on in their own seat. Returns the
    old ghost. (Undo restores a :func:`snapshot`.)"""
    ghost = s.ghost
    hands, jokers, passes = s.hands, s.jokers, s.passes
    hands[ghost], jokers[ghost], passes[ghost] = hands[player], jokers[player], passes[player]
    hands[player], jokers[player], passes[player] = 0, 0, 0
    s.status[ghost] = ACTIVE
    s.status[player] = BANKRUPT
    s.bankrupt[s.bankrupt.index(ghost)] = player
    s.ghost = player
    refresh(t, s)
    if s.to_move == player:
        s.to_move = s.next[player]
    return ghost


# ---------------------------------------------------------------------------------------- inverses
# The inverses of the quiet moves (those after which nobody leaves and the hand goes on): undo
# puts back the few numbers they changed, with ``before`` the open cells before the move.


def unplay_card(s: State, p: int, bit: int, before: int, owner: int | None = None) -> None:
    """Undo :func:`play_card`'s quiet case: the card back to ``p``'s hand, or with ``owner`` to the
    yūrei who held it, exposed again (B5); ``p`` is to move again."""
    if owner is None:
        s.hands[p] |= bit
    else:
        s.hands[owner] |= bit
        s.exposed |= bit
    s.layout ^= bit
    s.open = before
    s.to_move = p


def unpass(t: Tables, s: State, p: int) -> None:
    """Undo :func:`pass_turn` with a token (R5): the token back, and in Sevens the chip (W4)."""
    s.passes[p] -= 1
    s.free = free_seats(t, s)
    cost = t.cost
    if cost:
        s.chips[p] += cost
        s.pot -= cost
    s.to_move = p


def unplay_joker(s: State, p: int, a: int, b: int, before: int, owner: int | None) -> None:
    """Undo :func:`play_joker`'s quiet case: the joker back to ``p`` with its card ``a``, the cell
    ``b``'s card back to its ``owner`` (with the joker they took, J3) or the cell emptied."""
    s.jokers[p] += 1
    s.hands[p] |= a
    s.layout &= ~(a | b)
    if owner is None:
        s.joker_cells &= ~b
    else:
        s.hands[owner] |= b
        s.jokers[owner] -= 1
        if s.status[owner] == YUREI_STATUS:  # a yūrei's card is exposed again (B5)
            s.exposed |= b
    s.open = before
    s.to_move = p


# ---------------------------------------------------------------------------------------- the result


class Outcome(NamedTuple):
    """A finished hand in numbers (``Game.result`` adds the sentences)."""

    kind: str  # the ruleset's scoring
    ranking: tuple[int, ...]  # seats, best first
    ranks: tuple[int, ...]  # each seat's place (1 = best; equal scores share a place)
    scores: tuple[int, ...]  # the rank (R8), penalty points (B6), penalty cards (K5) or chips (W5)
    winner: int | None
    chips: tuple[int, ...] | None  # chips after the hand (W5), else None
    paid: tuple[int, ...]  # what the hand cost: penalty points or cards, chips paid (W5); 0 in R8


_NOTHING = tuple((0,) * n for n in range(Ruleset.MAX_PLAYERS + 1))


def hand_value(mask: int) -> int:
    """The penalty value of a set of cards (B6: A=1 … K=13)."""
    return (
        _VALUE_OF_ROW[mask & FULL_ROW]
        + _VALUE_OF_ROW[mask >> 13 & FULL_ROW]
        + _VALUE_OF_ROW[mask >> 26 & FULL_ROW]
        + _VALUE_OF_ROW[mask >> 39 & FULL_ROW]
    )


def _settled(s: State, winner: int | None, paid: tuple[int, ...]) -> tuple[list[int], int, int]:
    """W5's settlement of a finished hand's chips: (chips, pot, taken): each other player pays a
    chip a card left into the pot, and the winner (who went out first) takes the whole pot."""
    chips, pot = s.chips[:], s.pot
    for p in range(len(chips)):
        chips[p] -= paid[p]
        pot += paid[p]
    taken = 0
    if winner is not None:
        chips[winner] += pot
        taken, pot = pot, 0
    return chips, pot, taken


def _paid(s: State, winner: int | None) -> tuple[int, ...]:
    """W5: what each player pays at the end of a hand, a chip a card (and joker) left; the winner nothing."""
    hands, jokers = s.hands, s.jokers
    return tuple([0 if p == winner else hands[p].bit_count() + jokers[p] for p in range(len(hands))])


def pay_out(s: State) -> None:
    """W5 at the end of a Sevens hand: settle the chips and the pot in the state itself, so the
    game's chips, pot, state and text agree with its result; ``s.taken`` records what the winner
    took (and marks the hand settled). Does nothing to a hand already settled."""
    if s.taken is not None:
        return
    winner = s.out[0] if s.out else None
    s.chips, s.pot, s.taken = _settled(s, winner, _paid(s, winner))


def _competition(values: list[int]) -> tuple[int, ...]:
    """Competition ranks: 1 + how many values are smaller (equal values share a place)."""
    ordered = sorted(values)
    return tuple([1 + bisect_left(ordered, v) for v in values])


def _ranking(s: State) -> list[int]:
    """R8's ranking of a finished ranking hand: out in order, the last holder, then dropped-out and
    bankrupt players, the first to fall last."""
    return s.out + ([s.last] if s.last is not None else []) + s.dropped[::-1] + s.bankrupt[::-1]


def _places(ranking: Sequence[int], n: int) -> tuple[int, ...]:
    """Each seat's place in a ranking (1 = first)."""
    places = [0] * n
    for place, seat in enumerate(ranking, 1):
        places[seat] = place
    return tuple(places)


def scores(t: Tables, s: State) -> tuple[int, ...]:
    """Each seat's score in a finished hand (``outcome(t, s).scores``, without the ranking, for
    the search's playouts): its place (R8), penalty points less the kings bonus (B6, B8), penalty
    cards (K5) or chips after the hand (W5)."""
    n = len(s.hands)
    scoring = t.scoring
    if scoring == "rank":
        return _places(_ranking(s), n)
    if scoring == "penalty-cards":  # K5: fewest penalty cards wins
        penalties = s.penalties
        return tuple([penalties[p].bit_count() for p in range(n)])
    if scoring == "penalty":
        hands, jokers, completed = s.hands, s.jokers, s.completed
        bonus_each = t.kings_bonus if completed else 0
        out = []
        for p in range(n):
            base = hand_value(hands[p]) if t.by_value else hands[p].bit_count()
            bonus = bonus_each * sum(1 for _, who in completed if who == p) if bonus_each else 0
            out.append(base + jokers[p] * t.joker_penalty - bonus)
        return tuple(out)
    if s.taken is not None:  # W5: settled when the hand ended
        return tuple(s.chips)
    winner = s.out[0] if s.out else None
    return tuple(_settled(s, winner, _paid(s, winner))[0])


_RANK_OUTCOMES: dict[tuple[int, ...], Outcome] = {}  # (players, *ranking) -> the outcome (R8); outcomes are frozen


def outcome(t: Tables, s: State) -> Outcome:
    """Ranks, scores and costs of a finished hand: R8's ranking (out in order, the last holder,
    then dropped-out and bankrupt players, the first to fall last), B6's penalty points (less the
    kings bonus, B8), K5's penalty cards, W5's chips (a chip a card left to the winner's pot):
    :func:`scores`, and the ranking and places they give."""
    n = len(s.hands)
    scoring = t.scoring
    if scoring == "rank":  # a pure function of the ranking: made once per ranking (4 players: 24)
        key = (n, *_ranking(s))
        known = _RANK_OUTCOMES.get(key)
        if known is None:
            if len(_RANK_OUTCOMES) >= 1 << 12:
                _RANK_OUTCOMES.clear()
            ranking = key[1:]
            ranks = _places(ranking, n)
            known = _RANK_OUTCOMES[key] = Outcome(scoring, ranking, ranks, ranks, ranking[0], None, _NOTHING[n])
        return known
    score = scores(t, s)
    if scoring == "penalty-cards":  # K5: fewest penalty cards wins
        ranks = _competition(list(score))
        best = [p for p in range(n) if ranks[p] == 1]
        ranking = tuple(sorted(range(n), key=lambda p: (score[p], p)))
        return Outcome(scoring, ranking, ranks, score, best[0] if len(best) == 1 else None, None, score)
    winner = s.out[0] if s.out else None
    if scoring == "penalty":
        ranking = tuple(sorted(range(n), key=lambda p: (score[p], p != winner, p)))
        return Outcome(scoring, ranking, _competition(list(score)), score, winner, None, score)
    # W5: every other player pays a chip a card; the winner takes the pot
    ranking = tuple(sorted(range(n), key=lambda p: (-score[p], p)))
    return Outcome(scoring, ranking, _competition([-c for c in score]), score, winner, score, _paid(s, winner))
