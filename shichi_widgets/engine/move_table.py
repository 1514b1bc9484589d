"""Move tables: a ``Move`` object for every card, row and joker play, made once and read by index.

``Game.legal_moves()`` lists moves as tuples of :class:`~.moves.Move`; building them one by one for
every call would cost more than the rules themselves. So each suit's 13-bit row of cards maps,
through a table, to the tuple of their moves; :func:`.legal.legal_moves` keeps the lists it makes
from these rows (by the set of cards), so that a list is most often one dict read. What the
tables are read *with* (which cards are playable, the joker pairs, the pass rule) is
:mod:`.legal`'s; :data:`MOVES` is the form in which :func:`.legal.legal_moves` writes
``Game``'s moves.
"""

from __future__ import annotations

from functools import cache

from .cards import DECK
from .layout import FULL_ROW, joker_targets
from .legal import move_forms
from .moves import JOKER_KIND, PASS, PLAY, YUREI, Move

__all__ = [
    "MOVES", "PASS_ONLY", "all_joker_plays", "joker_move", "joker_plays", "joker_row_moves", "joker_rows",
    "kind_rows", "moves_from", "plays",
]  # fmt: skip

PASS_ONLY = (PASS,)


def _row_moves(suit: int, kind: str = PLAY) -> tuple[tuple[Move, ...], ...]:
    """For every 13-bit set of one suit's cards, the tuple of their play (yūrei, wild joker) moves."""
    if kind is JOKER_KIND:
        moves = [Move(JOKER_KIND, None, DECK[13 * suit + pos]) for pos in range(13)]
    else:
        moves = [Move(kind, DECK[13 * suit + pos]) for pos in range(13)]
    return tuple(tuple(moves[pos] for pos in range(13) if row >> pos & 1) for row in range(FULL_ROW + 1))


_R0, _R1, _R2, _R3 = (_row_moves(suit) for suit in range(4))


@cache
def kind_rows(kind: str) -> tuple[tuple[tuple[Move, ...], ...], ...]:
    """Per-suit move tables for yūrei cards and wild jokers, built the first time a game needs them."""
    return tuple(_row_moves(suit, kind) for suit in range(4))


def moves_from(rows: tuple[tuple[tuple[Move, ...], ...], ...], mask: int) -> tuple[Move, ...]:
    """The moves of a per-suit table for the cards of a 52-bit set."""
    return rows[0][mask & 0x1FFF] + rows[1][mask >> 13 & 0x1FFF] + rows[2][mask >> 26 & 0x1FFF] + rows[3][mask >> 39]


def plays(mask: int) -> tuple[Move, ...]:
    """The play moves for a set of cards: four table reads, one per suit."""
    return _R0[mask & 0x1FFF] + _R1[mask >> 13 & 0x1FFF] + _R2[mask >> 26 & 0x1FFF] + _R3[mask >> 39]


def joker_row_moves(suit: int, row: int, tunnels: str | None) -> tuple[tuple[int, int, Move], ...]:
    """J2's joker plays in one row: (X bit, Y bit, move) with 52-bit masks."""
    shift = 13 * suit
    return tuple(
        (1 << (shift + x), 1 << (shift + y), Move(JOKER_KIND, DECK[shift + y], DECK[shift + x]))
        for x, y in joker_targets(row, tunnels)
    )


_JOKER_MOVES: dict[tuple[int, int], Move] = {}


def joker_move(a: int, b: int) -> Move:
    """The core's joker play ``(a, b)`` as a move: ``JK=X+Y`` (J2) or ``JK=X`` alone (J7)."""
    move = _JOKER_MOVES.get((a, b))
    if move is None:
        card = DECK[a.bit_length() - 1] if a else None
        move = _JOKER_MOVES[(a, b)] = Move(JOKER_KIND, card, DECK[b.bit_length() - 1])
    return move


class _JokerSubsets(dict):
    """One row's joker moves by the holder's cards among the row's X and Y cells (a subset of at
    most four bits): made the first time a subset is seen, at most 16 entries."""

    __slots__ = ("pairs",)

    def __init__(self, pairs: tuple[tuple[int, int], ...]) -> None:
        super().__init__()
        self.pairs = pairs

    def __missing__(self, subset: int) -> tuple[Move, ...]:
        found = self[subset] = tuple([joker_move(y, x) for y, x in self.pairs if subset & y and not subset & x])
        return found


_NO_JOKER_PLAYS: tuple[int, dict[int, tuple[Move, ...]]] = (0, {0: ()})


class _JokerRows(dict):
    """One suit's J2/J4/T4 joker plays under one tunnel rule, by the suit's 13-bit row: ``(mask,
    plays)`` where ``mask`` holds the row's X and Y bits (52-bit) and ``plays`` maps the holder's
    cards there (``hand & mask``) to the tuple of joker moves they allow, in
    :func:`~.core.joker_options` order. Filled the first time a row is seen: at most 8,192 rows."""

    __slots__ = ("shift", "tunnels")

    def __init__(self, suit: int, tunnels: str | None) -> None:
        super().__init__()
        self.shift = 13 * suit
        self.tunnels = tunnels

    def __missing__(self, row: int) -> tuple[int, dict[int, tuple[Move, ...]]]:
        shift = self.shift
        pairs = tuple((1 << (shift + y), 1 << (shift + x)) for x, y in joker_targets(row, self.tunnels))
        if not pairs:
            entry = _NO_JOKER_PLAYS
        else:
            mask = 0
            for y, x in pairs:
                mask |= y | x
            entry = (mask, _JokerSubsets(pairs))
        self[row] = entry
        return entry


class _ByTunnels(dict):
    """The four suits' :class:`_JokerRows` of each tunnel rule (three rules: three sets), made
    the first time a rule is seen; a dict read, not a call, per joker holder's listing."""

    def __missing__(self, tunnels: str | None) -> tuple[_JokerRows, ...]:
        rows = self[tunnels] = tuple(_JokerRows(suit, tunnels) for suit in range(4))
        return rows


_JOKER_ROWS = _ByTunnels()


class _JokerHalves(dict):
    """Two suits' :class:`_JokerRows` entries read as one, by the 26-bit layout of the two rows:
    ``(mask, plays)`` as a row's, over both rows' X and Y bits, the first suit's plays before the
    second's (:func:`~.core.joker_options` order). Made from the rows the first time a pair of
    rows is seen; at most ``_KEPT`` pairs, then it starts again."""

    __slots__ = ("first", "second")

    def __init__(self, first: _JokerRows, second: _JokerRows) -> None:
        super().__init__()
        self.first, self.second = first, second

    def __missing__(self, rows: int) -> tuple[int, dict[int, tuple[Move, ...]]]:
        if len(self) >= _KEPT:
            self.clear()
        low, high = self.first[rows & 0x1FFF], self.second[rows >> 13]
        if not high[0]:
            entry = low
        elif not low[0]:
            entry = high
        else:
            entry = (low[0] | high[0], _JokerSubsets(low[1].pairs + high[1].pairs))
        self[rows] = entry
        return entry


class _HalvesByTunnels(dict):
    """:class:`_JokerHalves` of the first two suits and of the last two, by tunnel rule."""

    def __missing__(self, tunnels: str | None) -> tuple[_JokerHalves, _JokerHalves]:
        j0, j1, j2, j3 = _JOKER_ROWS[tunnels]
        halves = self[tunnels] = (_JokerHalves(j0, j1), _JokerHalves(j2, j3))
        return halves


_JOKER_HALVES = _HalvesByTunnels()


def joker_rows(tunnels: str | None) -> tuple[_JokerRows, ...]:
    """The four suits' :class:`_JokerRows` of a tunnel rule."""
    return _JOKER_ROWS[tunnels]


def joker_plays(rows: tuple[_JokerRows, ...], layout: int, hand: int) -> tuple[Move, ...]:
    """J2/J4/T4: the joker plays of a holder of ``hand``, a table read per suit of ``rows``
    (:func:`joker_rows`; equal to :func:`~.core.joker_options` turned into moves)."""
    j0, j1, j2, j3 = rows
    m0, p0 = j0[layout & 0x1FFF]
    m1, p1 = j1[layout >> 13 & 0x1FFF]
    m2, p2 = j2[layout >> 26 & 0x1FFF]
    m3, p3 = j3[layout >> 39]
    return p0[hand & m0] + p1[hand & m1] + p2[hand & m2] + p3[hand & m3]


def all_joker_plays(t, s) -> tuple[Move, ...]:
    """Every joker play the layout allows, whoever holds what (``Game.joker_plays()``): the
    J2/J4/T4 pairs ``JK=X+Y`` (X open, Y the next missing card beyond it), or with wild jokers (J7)
    ``JK=X`` for each open cell."""
    if t.wild:
        return moves_from(kind_rows(JOKER_KIND), s.open)
    moves = []
    for suit in range(4):
        row = (s.layout >> 13 * suit) & FULL_ROW
        for x_bit, _, move in joker_row_moves(suit, row, t.tunnels):
            if x_bit & s.open:
                moves.append(move)
    return tuple(moves)


class _TwoSuits(dict):
    """Two suits' moves (from two per-suit tables) by the 26-bit set of their cards, made the first
    time a set is seen: one read instead of two (at most ``_KEPT`` sets, then it starts again)."""

    __slots__ = ("first", "second")

    def __init__(self, first: tuple, second: tuple) -> None:
        super().__init__()
        self.first, self.second = first, second

    def __missing__(self, cards: int) -> tuple[Move, ...]:
        if len(self) >= _KEPT:
            self.clear()
        moves = self[cards] = self.first[cards & 0x1FFF] + self.second[cards >> 13]
        return moves


_KEPT = 1 << 14


def _halves(rows: tuple) -> tuple[_TwoSuits, _TwoSuits]:
    """A per-suit table's moves read two suits at a time: the first two suits', the last two's."""
    return _TwoSuits(rows[0], rows[1]), _TwoSuits(rows[2], rows[3])


_WILD: tuple = ()  # J7's tables (kind_rows(JOKER_KIND)) two suits at a time, set the first time a wild holder lists
_YUREI: tuple = ()  # B5's likewise, set the first time a yūrei's cards are listed


def _jokers(t, s, p: int) -> tuple[Move, ...]:
    """A joker holder's joker plays as moves: J7's open cells the holder lacks
    (:func:`~.core.wild_joker_cells`), else the J2/J4/T4 pairs (:func:`~.core.joker_options`)."""
    global _WILD
    hand = s.hands[p]
    if t.wild:
        cells = s.open & ~hand
        if not _WILD:
            _WILD = _halves(kind_rows(JOKER_KIND))
        w0, w1 = _WILD
        return w0[cells & 0x3FFFFFF] + w1[cells >> 26]
    low, high = _JOKER_HALVES[t.tunnels]  # joker_plays, two suits at a time
    layout = s.layout
    m0, p0 = low[layout & 0x3FFFFFF]
    m1, p1 = high[layout >> 26]
    if not hand & (m0 | m1):  # none of the holder's cards is a Y beyond an open X
        return ()
    return p0[hand & m0] + p1[hand & m1]


def _yurei(mask: int) -> tuple[Move, ...]:
    """B5: a yūrei's exposed cards on open cells, as moves."""
    global _YUREI
    if not _YUREI:
        _YUREI = _halves(kind_rows(YUREI))
    y0, y1 = _YUREI
    return y0[mask & 0x3FFFFFF] + y1[mask >> 26]


MOVES = move_forms((_R0, _R1, _R2, _R3), _jokers, _yurei, PASS_ONLY)
"""``Game``'s form of the legal moves: :class:`~.moves.Move` tuples from the tables above."""
