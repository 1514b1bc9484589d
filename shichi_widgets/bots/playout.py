"""Playouts: whole hands played by the engine's rules core, for simulations and search.

``Game`` keeps history, events and undo records, which a simulation of thousands of games never
reads. The playouts run the rules core (:mod:`shichi_widgets.engine.core`) directly on its lean
state; this module only *chooses* the moves: which moves are legal is the engine's
(:mod:`shichi_widgets.engine.legal` and the core's ``state.free``, the pass rule of
:func:`~shichi_widgets.engine.core.free_seats`: what ``Game`` asks too). With the ``UNIFORM`` policy
the options of the player to move are ``Game.legal_moves()`` in the same order and the same
list (own cards by index, then joker plays, then a yūrei's exposed cards, then ``pass``; the
lean form, :data:`~shichi_widgets.engine.legal.LEAN`), so a uniformly random choice drawn with
the same random stream picks the same move (``RandomBot`` draws ``rng.choice(moves)``, which is
``moves[rng._randbelow(len(moves))]``; the loop calls ``_randbelow`` directly).
``tests/bots/test_playout.py`` replays recorded games through ``Game.play`` and compares every
move and the result.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import core
from ..engine.cards import DECK
from ..engine.core import SHIFT, Kind, State
from ..engine.core import Tables as Table
from ..engine.layout import FULL_ROW
from ..engine.legal import LEAN, legal_moves
from ..engine.moves import JOKER_KIND, PASS, PASS_KIND, PLAY, YUREI, Move

__all__ = [
    "EAGER",
    "HOLD",
    "JOKER",
    "PASS_MOVE",
    "PLAY_CARD",
    "UNIFORM",
    "YUREI_CARD",
    "State",
    "Table",
    "deal",
    "deal_rng",
    "lean_move",
    "run",
    "state_from_game",
    "to_move",
]

# move kinds of the core: (kind, a, b) with a = the card's bit (Y for a joker play, 0 alone), b = X's bit
PLAY_CARD, PASS_MOVE, YUREI_CARD, JOKER = Kind.CARD.value, Kind.PASS.value, Kind.YUREI.value, Kind.JOKER.value
# choice policies of run()
UNIFORM, EAGER, HOLD = 0, 1, 2
deal_rng = core.deal_rng
_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", None)
_BIT_LENGTH = tuple(n.bit_length() for n in range(64))  # a draw below n takes n.bit_length() random bits


def deal(table: Table, seed: int, dealer: int = 0) -> tuple[State, random.Random, tuple]:
    """The state ``Game.new(rules, players, seed=seed, dealer=dealer)`` starts from, the random
    stream after the deal, and the row order (the core's :func:`~shichi_widgets.engine.core.deal`)."""
    return core.deal(table, seed, dealer)


def state_from_game(game, hands: list[int] | None = None, jokers: list[int] | None = None) -> State:
    """A copy of a ``Game``'s lean state, optionally with other (sampled) hands and joker counts."""
    state = core.state_of(game)
    return state if hands is None and jokers is None else state.copy(hands, jokers)


def lean_move(move: Move) -> tuple[int, int, int]:
    """A ``Move`` as the core's ``(kind, a, b)``."""
    kind = move.kind
    if kind is PLAY:
        return (PLAY_CARD, move.bit, 0)
    if kind is PASS_KIND:
        return (PASS_MOVE, 0, 0)
    if kind is YUREI:
        return (YUREI_CARD, move.bit, 0)
    return (JOKER, move.bit, move.joker_as.bit)


def to_move(kind: int, a: int, b: int) -> Move:
    """The core's ``(kind, a, b)`` as a ``Move``."""
    if kind == PLAY_CARD:
        return Move(PLAY, DECK[a.bit_length() - 1])
    if kind == PASS_MOVE:
        return PASS
    if kind == YUREI_CARD:
        return Move(YUREI, DECK[a.bit_length() - 1])
    return Move(JOKER_KIND, DECK[a.bit_length() - 1] if a else None, DECK[b.bit_length() - 1])


_UP = sum(0b0111111000000 << 13 * row for row in range(4))  # a row's 7 to Q: the next cell up is in the row
_DOWN = sum(0b0000001111110 << 13 * row for row in range(4))  # its 2 to 7: the next cell down is
_NEXT_CELLS: dict[int, tuple[tuple[int, ...], bool]] = {}


def opens_next_cell(row_open: tuple[int, ...]) -> bool:
    """Whether, by ``row_open``, a card played on an open cell opens just the cell next to it
    (above from the 7 up, below from the 7 down) whenever that cell is empty: then HOLD's question
    "does this card open a cell of mine?" is answered for every card at once with two shifts.
    Worked out from the table itself (every row pattern), once per table: true for L3's rows,
    false for tunnels (T2, T3), where the A and the K open each other."""
    known = _NEXT_CELLS.get(id(row_open))
    if known is not None and known[0] is row_open:
        return known[1]
    ok = True
    for r in range(1 << 13):
        opened = row_open[r]
        rest = opened & ~r
        while rest and ok:
            low = rest & -rest
            rest ^= low
            near = (low & _UP) << 1 | (low & _DOWN) >> 1
            if not near & r:  # (a filled cell next to it: HOLD asks the table itself)
                free = FULL_ROW & ~r & ~opened
                ok = row_open[r | low] & free == near & free
        if not ok:
            break
    _NEXT_CELLS[id(row_open)] = (row_open, ok)
    return ok


def run(
    table: Table,
    state: State,
    randbelow: Callable[[int], int],
    policy: int = 0,
    first: tuple[int, int, int] | None = None,
    record: list | None = None,
) -> State:
    """Play ``state`` to the end of the hand, in place, and return it.

    Every player chooses with ``randbelow`` by ``policy``: ``UNIFORM``, a uniformly random legal
    move (``RandomBot``'s choice); ``EAGER``, a random card (a yūrei's exposed cards included)
    when there is one, else a joker play, else ``pass``; ``HOLD`` (the search playouts'), as
    ``EAGER`` but only cards that open a cell of one of the player's own cards, else ``pass``
    while passing is allowed (a hand whose every card is playable is played out; in the kill
    games ``HOLD`` is ``EAGER``). Both search policies keep the joker as a reserve but play it
    rather than leave it alone in hand. ``first`` forces the first move;
    ``record`` collects ``(player, kind, a, b)`` for every move.

    The moves are drawn in one loop per kind of policy (:func:`_uniform`, :func:`_search`), each
    with nothing in it that a move of that policy does not need.
    """
    p = state.to_move
    if first is not None and p is not None:
        kind, a, b = first
        if record is not None:
            record.append((p, kind, a if kind != PASS_MOVE else 0, b if kind == JOKER else 0))
        core.play(table, state, p, kind, a, b)
    # a random.Random's own _randbelow: its draws are made inline in the loops (the same getrandbits calls)
    owner = getattr(randbelow, "__self__", None)
    bits = None
    if type(owner) is random.Random and _RANDBELOW is not None and getattr(randbelow, "__func__", None) is _RANDBELOW:
        bits = owner.getrandbits
    if policy == UNIFORM:
        _uniform(table, state, randbelow, bits, record)
    else:
        _search(table, state, randbelow, bits, policy, record)
    return state


def _uniform(table: Table, state: State, randbelow: Callable[[int], int], bits, record: list | None) -> None:
    """:func:`run`'s loop for ``UNIFORM``: the options are ``Game.legal_moves()`` in its order.
    A player with only cards and the pass (no joker, no yūrei's card on an open cell) chooses among the
    cards on open cells, in card order, and the pass last when the pass rule allows it
    (``state.free``); anyone else among the engine's own list (:func:`~shichi_widgets.engine.legal.legal_moves`)."""
    hands, jokers = state.hands, state.jokers
    any_jokers = table.jokers > 0
    # exposed cards come only from yūrei (B5): in other games a player with no joker has cards and the pass
    yurei = bool(state.exposed) or table.stuck is core.Stuck.YUREI
    general = any_jokers or yurei
    play_card, pass_turn, play = core.play_card, core.pass_turn, core.play
    bit_length = _BIT_LENGTH
    p = state.to_move
    while p is not None:
        if general and ((any_jokers and jokers[p]) or (yurei and state.exposed & state.open)):
            options = legal_moves(table, state, LEAN)  # the engine's list, as Game.legal_moves() has it
            kind, a, b = options[randbelow(len(options))] if len(options) > 1 else options[0]
            if record is not None:
                record.append((p, kind, a if kind != PASS_MOVE else 0, b if kind == JOKER else 0))
            play(table, state, p, kind, a, b)
            p = state.to_move
            continue
        plays = hands[p] & state.open
        if plays:  # the cards, and the pass last when the pass rule allows it
            count = plays.bit_count()
            total = count + (state.free >> p & 1)
            if total > 1:
                if bits is None:
                    pick = randbelow(total)
                else:  # random.Random._randbelow_with_getrandbits, without its call
                    k = bit_length[total]
                    pick = bits(k)
                    while pick >= total:
                        pick = bits(k)
                if pick != count:
                    while pick:
                        plays &= plays - 1
                        pick -= 1
                    plays &= -plays
                else:
                    plays = 0  # the pass
            if plays:  # the card chosen
                if record is not None:
                    record.append((p, PLAY_CARD, plays, 0))
                play_card(table, state, p, plays)
                p = state.to_move
                continue
        if record is not None:
            record.append((p, PASS_MOVE, 0, 0))
        pass_turn(table, state, p)
        p = state.to_move


def _search(
    table: Table, state: State, randbelow: Callable[[int], int], bits, policy: int, record: list | None
) -> None:
    """:func:`run`'s loop for ``EAGER`` and ``HOLD``: the card ``a`` chosen (0: none), then a
    joker play instead when the rule of thumb says so, then the move made."""
    hands, jokers = state.hands, state.jokers
    row_open, board = table.row_open, state.board
    any_jokers = table.jokers > 0
    yurei = bool(state.exposed) or table.stuck is core.Stuck.YUREI  # exposed cards come only from yūrei (B5)
    gated = bool(table.opening)  # (B2: the opening card may not be down yet)
    play_card, pass_turn, play_yurei, play_joker = core.play_card, core.pass_turn, core.play_yurei, core.play_joker
    joker_options, wild_cells, wild = core.joker_options, core.wild_joker_cells, table.wild
    hold = policy == HOLD and board is None  # (in the kill games HOLD is EAGER)
    shifts = hold and opens_next_cell(row_open)
    up, down, bit_length = _UP, _DOWN, _BIT_LENGTH
    p = state.to_move
    while p is not None:
        hand = hands[p]
        opn = state.open
        plays = hand & opn
        if yurei and state.exposed:  # a yūrei's exposed cards count as plays
            plays |= state.exposed & opn
        a = 0
        if plays:
            if hold and hand & ~plays:  # cards that open one of the player's own cells, else keep them
                layout, wanted = state.layout, hand & ~opn
                good, rest = 0, plays
                if shifts and not (gated and state.gate):  # cards whose next cell is empty: all at once
                    # (a card's next cell: above it from the 7 up, below it from the 7 down)
                    rest = plays & ((layout >> 1 & up) | (layout << 1 & down))  # next cell filled
                    good = plays & ~rest & ((wanted >> 1 & up) | (wanted << 1 & down))  # next cell wanted
                while rest:  # the others (a filled cell next to them, R9): as the table says
                    low = rest & -rest
                    rest ^= low
                    shift = SHIFT[low.bit_length() - 1]
                    if row_open[(layout | low) >> shift & FULL_ROW] << shift & wanted:
                        good |= low
                if good:
                    plays = good
                elif state.free >> p & 1:  # the pass rule (core.free_seats): keep them
                    plays = 0
            # (HOLD: a hand of playable cards only is played out)
            count = plays.bit_count()
            if count > 1:
                if bits is None:
                    pick = randbelow(count)
                else:  # random.Random._randbelow_with_getrandbits, without its call
                    k = bit_length[count]
                    pick = bits(k)
                    while pick >= count:
                        pick = bits(k)
                while pick:
                    plays &= plays - 1
                    pick -= 1
                a = plays & -plays
            else:
                a = plays  # the one card, or none
        if any_jokers and jokers[p] and (not a or not hand & ~a):
            # the joker is a reserve, and never left alone in hand (J5, J8)
            b = 0
            if wild:  # J7: joker_options' cells, lowest first, picked without listing them
                cells = wild_cells(state, p)
                if cells:
                    count = cells.bit_count()
                    pick = randbelow(count) if count > 1 else 0
                    while pick:
                        cells &= cells - 1
                        pick -= 1
                    a, b = 0, cells & -cells
            else:
                options = joker_options(table, state, p)
                if options:
                    a, b = options[randbelow(len(options))] if len(options) > 1 else options[0]
            if b:
                if record is not None:
                    record.append((p, JOKER, a, b))
                play_joker(table, state, p, a, b)
                p = state.to_move
                continue
        if record is not None:
            record.append((p, (PLAY_CARD if a & hand else YUREI_CARD) if a else PASS_MOVE, a, 0))
        if not a:
            pass_turn(table, state, p)
        elif a & hand:
            play_card(table, state, p, a)
        else:
            play_yurei(table, state, p, a)
        p = state.to_move
