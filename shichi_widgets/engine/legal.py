"""Legality, once: which moves the player to move may make, for ``Game`` and the playouts alike.

The rules core (:mod:`.core`) makes moves and checks nothing; this module, beside it, says which
moves are legal, so the rule is written in one place and every caller asks it:

* :func:`must_play`: the pass rule (R5, R6, W4, B2), read from the core's ``s.free``
  (:func:`~.core.free_seats` is where the rule is written);
* :func:`legal_moves`: the moves in their documented order (plain cards in card order, then the
  joker plays, then a yūrei's exposed cards, then the pass), written in a :class:`MoveForms`:
  ``Game``'s :class:`~.moves.Move` tuples (:data:`.move_table.MOVES`) or the playouts' lean
  ``(kind, a, b)`` tuples (:data:`LEAN`). The same position gives the same list in both forms, so
  a random choice with the same stream picks the same move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from .cards import low_bits
from .core import (
    CARD,
    JOKER_PLAY,
    PASS,
    YUREI,
    State,
    Tables,
    has_play,
    is_joker_option,
    joker_options,
    wild_joker_cells,
)

__all__ = ["KEPT", "LEAN", "MoveForms", "has_play", "is_legal", "legal_moves", "move_forms", "must_play", "with_pass"]


def must_play(t: Tables, s: State, p: int) -> bool:
    """Whether ``p``, holding a play, must make one rather than pass: the pass rule (R5, W4, B2),
    which the core keeps as ``s.free`` (:func:`~.core.free_seats`, a bit per seat)."""
    return not s.free >> p & 1


class MoveForms(NamedTuple):
    """How :func:`legal_moves` writes moves (made by :func:`move_forms`), with what it keeps to
    write them fast. ``rows``: four per-suit tables, a suit's 13-bit row of cards -> their moves;
    ``jokers(t, s, p)``: a joker holder's joker plays (J2, J4, T4, J7); ``yurei(mask)``: exposed
    cards on open cells as moves (B5); ``passing``: the pass alone. Kept: ``kept`` and
    ``kept_pass``, the common list (the cards, with the pass in ``kept_pass``) by the whole 52-bit
    set of cards, one dict read (every set of at most two cards from the start, others as they are
    seen); ``low`` and ``high``, the first two suits' moves and the last
    two's by their 26 bits, which make the other lists. (Passed as a plain tuple, which unpacks
    faster than a named one.)"""

    kept: dict
    kept_pass: dict
    low: dict
    high: dict
    rows: Sequence
    jokers: Callable[[Tables, State, int], tuple]
    yurei: Callable[[int], tuple]
    passing: tuple


KEPT = 1 << 14
"""At most this many sets of cards in each of a form's dicts. ``kept`` and ``kept_pass`` stop
growing when full (a set not kept is read from the four suits' rows: kill games see thousands of
sets once each, and starting again cost more than it saved); the two-suit halves start again."""


class _Halves(dict):
    """Two suits' moves by the 26-bit set of their cards, made from the suits' rows the first
    time a set is seen (in ``__missing__``: no exception raised); at most :data:`KEPT` sets, then
    the dict starts again."""

    __slots__ = ("first", "second")

    def __init__(self, first: Sequence, second: Sequence) -> None:
        super().__init__()
        self.first, self.second = first, second

    def __missing__(self, cards: int) -> tuple:
        if len(self) >= KEPT:
            self.clear()
        moves = self[cards] = self.first[cards & 0x1FFF] + self.second[cards >> 13]
        return moves


def move_forms(rows: Sequence, jokers: Callable, yurei: Callable, passing: tuple) -> tuple:
    """A :class:`MoveForms` (as a plain tuple), its common lists made for every set of at most
    two cards (most lists in play)."""
    forms = tuple(MoveForms({}, {}, _Halves(rows[0], rows[1]), _Halves(rows[2], rows[3]), rows, jokers, yurei, passing))
    _keep_small_sets(forms)
    return forms


_SMALL_SETS = (0, *(1 << a for a in range(52)), *((1 << a) | (1 << b) for a in range(52) for b in range(a + 1, 52)))
"""Every set of at most two cards (1 + 52 + 1,326 sets): the lists kept from the start."""


def _keep_small_sets(forms: MoveForms) -> None:
    """``kept`` and ``kept_pass`` emptied and given the lists of every set of at most two cards
    (filling at most half of :data:`KEPT`)."""
    kept, kept_pass, low, high, _, _, _, passing = forms
    kept.clear()
    kept_pass.clear()
    for cards in _SMALL_SETS[: KEPT // 2]:
        moves = low[cards & 0x3FFFFFF] + high[cards >> 26]
        kept[cards], kept_pass[cards] = with_pass(moves, 0, passing), with_pass(moves, 1, passing)


def with_pass(moves: tuple, free: int, passing: tuple) -> tuple:
    """``moves`` and the pass after them when the pass rule allows it (``free``: the player's bit
    of ``s.free``, R5, W4, B2) or when there is nothing else (R6)."""
    return moves + passing if free or not moves else moves


def legal_moves(t: Tables, s: State, forms: MoveForms) -> tuple:
    """The legal moves of the player to move in ``forms``: ``()`` once the hand is over, else never
    empty (R6). Order: the cards of the hand on open cells (R4), in card order; the joker plays
    (J2, J7); a yūrei's exposed cards on open cells (B5); the pass, when there is nothing else or
    the pass rule allows it (``s.free``, :func:`~.core.free_seats`)."""
    p = s.to_move
    if p is None:
        return ()
    plays = s.hands[p] & s.open
    free = s.free >> p & 1  # the pass rule (core.free_seats)
    exposed = s.exposed
    if not s.jokers[p] and not (exposed and exposed & s.open):  # the common case (no joker, no yūrei's card
        # on an open cell): the cards, then the pass when allowed
        moves = forms[free].get(plays)  # forms[0] is ``kept``, forms[1] ``kept_pass``
        if moves is None:  # a set not kept: from the suits' rows, and kept while there is room
            kept, rows = forms[free], forms[4]
            moves = with_pass(rows[0][plays & 0x1FFF] + rows[1][plays >> 13 & 0x1FFF]
                              + rows[2][plays >> 26 & 0x1FFF] + rows[3][plays >> 39], free, forms[7])
            if len(kept) < KEPT:
                kept[plays] = moves
        return moves
    moves = forms[2][plays & 0x3FFFFFF] + forms[3][plays >> 26]  # the cards: ``low`` and ``high``
    if s.jokers[p]:
        moves += forms[5](t, s, p)  # ``jokers``
    exposed &= s.open
    if exposed:
        moves += forms[6](exposed)  # ``yurei``
    return with_pass(moves, free, forms[7])


def is_legal(t: Tables, s: State, p: int, kind: int, a: int, b: int = 0) -> bool:
    """Whether the lean move ``(kind, a, b)`` is among :func:`legal_moves` of ``p``, without
    listing them: a card of the hand on an open cell (R4), a yūrei's exposed card there (B5), a
    joker play (J2, J4, T4; alone on an open cell the holder lacks, J7) or the pass."""
    if kind == JOKER_PLAY:  # (asked first: ``Game.play`` asks here for joker plays and passes, rarely for cards)
        if not s.jokers[p]:
            return False
        if t.wild:
            return not a and bool(s.open & ~s.hands[p] & b)
        return bool(a) and is_joker_option(t, s, p, a, b)
    if kind == PASS:
        return not (must_play(t, s, p) and has_play(t, s, p))
    if kind == CARD:
        return bool(s.hands[p] & s.open & a)
    return kind == YUREI and bool(s.exposed & s.open & a)


class _LeanRows(dict):
    """One suit's lean moves ``(kind, bit, 0)`` by its 13-bit row, made the first time a row is
    seen (the playouts ask only for joker holders' and yūrei games' lists)."""

    __slots__ = ("kind", "shift")

    def __init__(self, kind: int, suit: int) -> None:
        super().__init__()
        self.kind, self.shift = kind, 13 * suit

    def __missing__(self, row: int) -> tuple:
        moves = self[row] = tuple([(self.kind, bit << self.shift, 0) for bit in low_bits(row)])
        return moves


_LEAN_PASS = ((PASS, 0, 0),)
_LEAN_YUREI = tuple(_LeanRows(YUREI, suit) for suit in range(4))


def _lean_jokers(t: Tables, s: State, p: int) -> tuple:
    if t.wild:  # J7: the joker alone on each open cell p lacks (core.joker_options, without its pairs)
        return tuple([(JOKER_PLAY, 0, b) for b in low_bits(wild_joker_cells(s, p))])
    return tuple([(JOKER_PLAY, a, b) for a, b in joker_options(t, s, p)])


def _lean_yurei(mask: int) -> tuple:
    y0, y1, y2, y3 = _LEAN_YUREI
    return y0[mask & 0x1FFF] + y1[mask >> 13 & 0x1FFF] + y2[mask >> 26 & 0x1FFF] + y3[mask >> 39]


LEAN = move_forms(tuple(_LeanRows(CARD, suit) for suit in range(4)), _lean_jokers, _lean_yurei, _LEAN_PASS)
"""The playouts' form: ``(kind, a, b)`` as the core's :func:`~.core.play` takes them."""
