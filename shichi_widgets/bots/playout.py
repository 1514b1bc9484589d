"""A lean inner loop: whole games as a few integers, for simulations and search playouts.

``Game`` keeps history, events and undo records, which a simulation of thousands of games never
reads. This module plays the same rules on bare state (52-bit masks and short lists) and agrees
with ``Game`` move for move: the options of the player to move are ``Game.legal_moves()`` in the
same order (own cards by index, then joker plays, then a yūrei's exposed cards, then ``pass``), so
a uniformly random choice drawn with the same random stream picks the same move (``RandomBot``
draws ``rng.choice(moves)``, which is ``moves[rng._randbelow(len(moves))]``; the loop calls
``_randbelow`` directly). ``tests/bots/test_playout.py`` replays recorded games through
``Game.play`` and compares every move and the result (:mod:`.scoring` reads the result).

It reads the engine's rule tables (``layout.row_tables``, ``layout.joker_targets``,
``grid.board_for``) and, in :func:`state_from_game`, ``Game``'s private state read-only (hands,
passes, statuses, finishing order, chips, penalties): the engine has no public snapshot of them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache

from ..engine.cards import DECK
from ..engine.cards import low_bits as _bits
from ..engine.grid import Board, board_for
from ..engine.layout import FULL_ROW, joker_targets, row_tables
from ..engine.moves import JOKER_KIND, PASS, PASS_KIND, PLAY, YUREI, Move
from ..engine.rules import DEFAULT_ROWS, Ruleset

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

# move kinds: (kind, a, b) with a = the card's bit (Y for a joker play, 0 alone), b = X's bit
PLAY_CARD, PASS_MOVE, YUREI_CARD, JOKER = 0, 1, 2, 3
# choice policies of run()
UNIFORM, EAGER, HOLD = 0, 1, 2
# statuses, as small ints (the engine's strings in STATUS_NAMES)
ACTIVE, OUT, BANKRUPT, YUREI_ST, DROPPED = 0, 1, 2, 3, 4
STATUS_NAMES = ("active", "out", "bankrupt", "yurei", "dropped-out")
_STATUS_CODES = {name: code for code, name in enumerate(STATUS_NAMES)}
# what a stuck player does (R6, B5, B8, K4) and when the hand ends (R8, B6, W5, K5)
_STUCK = {"bankrupt": 0, "yurei": 1, "lose-turn": 2, "leave": 3}
_END = {"last-holder": 0, "first-out": 1, "all-placed": 2}
_NO_LIMIT = 1 << 30
SEVENS = sum(1 << (13 * s + 6) for s in range(4))
FULL = (1 << 52) - 1
_SHIFT = tuple(13 * (i // 13) for i in range(52))
_KEEP = tuple(FULL & ~(FULL_ROW << (13 * (i // 13))) for i in range(52))
_ROW_MASKS = tuple(FULL_ROW << (13 * s) for s in range(4))


class Table:
    """The rule flags of one ruleset and player count, read once into plain attributes."""

    def __init__(self, rules: Ruleset, players: int) -> None:
        self.rules = rules
        self.players = players
        self.row_open = row_tables(rules.tunnels, rules.sevens == "played")
        self.limit = _NO_LIMIT if rules.passes is None else rules.passes
        self.must = rules.must_play
        self.cost = rules.pass_cost
        self.opening = rules.opening_card.bit if rules.opening_card is not None else 0
        self.stuck = _STUCK[rules.stuck]
        self.end = _END[rules.end]
        self.scoring = rules.scoring
        self.jokers = rules.jokers
        self.wild = rules.joker_mode == "wild"
        self.tunnels = rules.tunnels
        self.drop_out = rules.joker_alone_drops_out
        self.kings_bonus = rules.kings_bonus
        self.by_value = rules.penalty == "value"
        self.joker_penalty = rules.joker_penalty if self.by_value else 1
        self.kill = rules.kill is not None

    def board(self, rows: tuple) -> Board | None:
        """The kill games' board for a row order (K1), or None in linear games."""
        rules = self.rules
        if rules.kill is None:
            return None
        return board_for(tuple(rows), rules.tunnels == "open", rules.diagonal, rules.kill == "group")

    @staticmethod
    @lru_cache(maxsize=256)
    def of(rules: Ruleset, players: int) -> Table:
        """The table of a ruleset and player count (made once)."""
        return Table(rules, players)


class State:
    """Everything that changes during a hand, as bare integers and lists (see ``Game`` for the
    meaning of each field). Copy with :meth:`copy` before a playout."""

    __slots__ = (
        "bankrupt", "board", "chips", "closed", "completed", "dropped", "exposed", "gate", "hands",
        "joker_cells", "jokers", "last", "layout", "open", "out", "passes", "penalties", "pot",
        "set_aside", "status", "to_move",
    )  # fmt: skip

    def copy(self) -> State:
        other = State.__new__(State)
        other.hands, other.jokers, other.passes = self.hands[:], self.jokers[:], self.passes[:]
        other.status, other.out, other.bankrupt = self.status[:], self.out[:], self.bankrupt[:]
        other.dropped, other.chips, other.penalties = self.dropped[:], self.chips[:], self.penalties[:]
        other.completed = self.completed[:]
        other.board, other.last, other.pot, other.layout = self.board, self.last, self.pot, self.layout
        other.open, other.closed, other.exposed, other.gate = self.open, self.closed, self.exposed, self.gate
        other.joker_cells, other.set_aside, other.to_move = self.joker_cells, self.set_aside, self.to_move
        return other


def _open_cells(table: Table, state: State) -> int:
    """The open cells of the layout (L3, T2, T3, B2, K2), as ``Game._compute_open``."""
    layout = state.layout
    if state.gate:
        return table.opening
    if state.board is not None:
        return state.board.open_cells(layout, state.closed)
    row_open = table.row_open
    return (
        row_open[layout & FULL_ROW]
        | row_open[layout >> 13 & FULL_ROW] << 13
        | row_open[layout >> 26 & FULL_ROW] << 26
        | row_open[layout >> 39 & FULL_ROW] << 39
    ) & ~layout


def deal_rng(rules: Ruleset, seed: int) -> tuple[random.Random, list[int], tuple]:
    """``Game.new``'s shuffle for ``seed``: the random stream after the deal, the shuffled deck
    and the row order (K1). The stream then serves the bots' choices in simulations."""
    rng = random.Random(seed)
    deck = list(range(52)) + [52] * rules.jokers
    rng.shuffle(deck)
    rows = tuple(rng.sample(DEFAULT_ROWS, 4)) if rules.row_order == "shuffled" else rules.row_order
    return rng, deck, rows


def deal(table: Table, seed: int, dealer: int = 0) -> tuple[State, random.Random, tuple]:
    """The state ``Game.new(rules, players, seed=seed, dealer=dealer)`` starts from (R2, S1, B1,
    B2, W1, W2), the random stream after the deal, and the row order."""
    rules, n = table.rules, table.players
    rng, deck, rows = deal_rng(rules, seed)
    hands, jokers = [0] * n, [0] * n
    first = (dealer + 1) % n if rules.deal_start == "left" else dealer
    for start in range(n):
        seat = (first + start) % n
        mask = 0
        for index in deck[start::n]:
            if index == 52:
                jokers[seat] += 1
            else:
                mask |= 1 << index
        hands[seat] = mask
    state = State()
    state.hands, state.jokers, state.passes = hands, jokers, [0] * n
    state.status, state.out, state.bankrupt, state.dropped = [ACTIVE] * n, [], [], []
    state.last, state.completed = None, []
    state.penalties, state.closed, state.exposed = [0] * n, 0, 0
    state.joker_cells, state.set_aside, state.board = 0, 0, table.board(rows)
    state.layout = 0
    holder_7d = next(seat for seat in range(n) if hands[seat] >> 45 & 1)
    if rules.sevens == "dealt":  # S1, R3
        for seat in range(n):
            state.layout |= hands[seat] & SEVENS
            hands[seat] &= ~SEVENS
        state.to_move = holder_7d
    elif table.opening:  # B2
        state.to_move = next(seat for seat in range(n) if hands[seat] & table.opening)
    else:  # W2
        state.to_move = (dealer + 1) % n
    if rules.scoring == "chips":
        state.chips, state.pot = [rules.chips - rules.ante] * n, rules.ante * n
    else:
        state.chips, state.pot = [0] * n, 0
    state.gate = bool(table.opening) and not state.layout & table.opening
    state.open = _open_cells(table, state)
    return state, rng, rows


def state_from_game(game, hands: list[int] | None = None, jokers: list[int] | None = None) -> State:
    """The lean state of a ``Game``, optionally with other (sampled) hands and joker counts.

    Reads ``Game``'s private state read-only: finishing order, chips, penalties, the kill board.
    """
    state = State()
    n = game.players
    state.hands = list(game._hands if hands is None else hands)
    state.jokers = list(game._jokers if jokers is None else jokers)
    state.passes = list(game._passes)
    state.status = [_STATUS_CODES[s] for s in game._status]
    state.out, state.bankrupt, state.dropped = list(game._out), list(game._bankrupt), list(game._dropped)
    state.last = game._last
    state.completed = list(game._completed)
    state.penalties = list(game._penalties)
    state.closed = game._closed
    state.chips, state.pot = list(game._chips), game._pot
    state.layout, state.joker_cells, state.set_aside = game._layout, game._joker_cells, game._set_aside
    state.board = game._board
    state.gate = game._gate
    state.open = game._open
    state.exposed = 0
    for seat in range(n):
        if state.status[seat] == YUREI_ST:
            state.exposed |= state.hands[seat]
    state.to_move = -1 if game._to_move is None else game._to_move
    return state


def lean_move(move: Move) -> tuple[int, int, int]:
    """A ``Move`` as the loop's ``(kind, a, b)``."""
    kind = move.kind
    if kind is PLAY:
        return (PLAY_CARD, move.bit, 0)
    if kind is PASS_KIND:
        return (PASS_MOVE, 0, 0)
    if kind is YUREI:
        return (YUREI_CARD, move.bit, 0)
    return (JOKER, move.bit, move.joker_as.bit)


def to_move(kind: int, a: int, b: int) -> Move:
    """The loop's ``(kind, a, b)`` as a ``Move``."""
    if kind == PLAY_CARD:
        return Move(PLAY, DECK[a.bit_length() - 1])
    if kind == PASS_MOVE:
        return PASS
    if kind == YUREI_CARD:
        return Move(YUREI, DECK[a.bit_length() - 1])
    return Move(JOKER_KIND, DECK[a.bit_length() - 1] if a else None, DECK[b.bit_length() - 1])




def _joker_options(table: Table, layout: int, opn: int, hand: int) -> list[tuple[int, int, int]]:
    """J2/T4 (joker with the next card beyond, Y in hand and X not) or J7 (alone, as an open
    cell the holder lacks), in ``Game._joker_moves`` order."""
    if table.wild:
        return [(JOKER, 0, x) for x in _bits(opn & ~hand)]
    options = []
    tunnels = table.tunnels
    for suit in range(4):
        shift = 13 * suit
        for x, y in joker_targets(layout >> shift & FULL_ROW, tunnels):
            if hand >> (shift + y) & 1 and not hand >> (shift + x) & 1:
                options.append((JOKER, 1 << (shift + y), 1 << (shift + x)))
    return options


def _next_seats(status: list[int]) -> list[int]:
    """For each seat, the next active seat clockwise (itself when it is the only one)."""
    n = len(status)
    nxt = [-1] * n
    active = [seat for seat in range(n) if status[seat] == ACTIVE]
    if active:
        following = active[0]
        for seat in range(n - 1, -1, -1):
            nxt[seat] = following
            if status[seat] == ACTIVE:
                following = seat
    return nxt


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
    """
    n = table.players
    hands, jokers, passes, status = state.hands, state.jokers, state.passes, state.status
    row_open, board = table.row_open, state.board
    limit, must, cost, watch = table.limit, table.must, table.cost, table.kings_bonus > 0
    any_jokers = table.jokers > 0
    layout, opn, exposed, gate = state.layout, state.open, state.exposed, state.gate
    nxt = _next_seats(status)
    p = state.to_move
    while p >= 0:
        hand = hands[p]
        # ---- choose: UNIFORM picks among Game.legal_moves() in its order
        if first is not None:
            kind, a, b = first
            first = None
        elif not policy and ((any_jokers and jokers[p]) or exposed):
            options = [(PLAY_CARD, bit, 0) for bit in _bits(hand & opn)]
            if jokers[p]:
                options += _joker_options(table, layout, opn, hand)
            options += [(YUREI_CARD, bit, 0) for bit in _bits(exposed & opn)]
            if not options or not (must or gate or passes[p] >= limit):
                options.append((PASS_MOVE, 0, 0))
            kind, a, b = options[randbelow(len(options))] if len(options) > 1 else options[0]
        else:
            plays = hand & opn
            if exposed:  # (EAGER, HOLD) a yūrei's exposed cards count as plays
                plays |= exposed & opn
            kind = PASS_MOVE
            if plays:
                count = plays.bit_count()
                if not policy:
                    total = count if must or gate or passes[p] >= limit else count + 1
                elif policy == EAGER or board is not None or not hand & ~plays:
                    total = count  # (HOLD: a hand of playable cards only is played out)
                else:  # HOLD: cards that open one of the player's own cells, else keep them
                    good, rest = 0, plays
                    while rest:
                        low = rest & -rest
                        rest ^= low
                        shift = _SHIFT[low.bit_length() - 1]
                        if row_open[(layout | low) >> shift & FULL_ROW] << shift & hand & ~opn:
                            good |= low
                    if good:
                        plays, count = good, good.bit_count()
                        total = count
                    else:
                        total = count if must or gate or passes[p] >= limit else 0
                pick = randbelow(total) if total > 1 else 0
                if pick != count and total:
                    while pick:
                        plays &= plays - 1
                        pick -= 1
                    a = plays & -plays
                    kind = PLAY_CARD if a & hand else YUREI_CARD
            if policy and any_jokers and jokers[p] and (kind == PASS_MOVE or not hand & ~a):
                # (EAGER, HOLD) the joker is a reserve, and never left alone in hand (J5, J8)
                options = _joker_options(table, layout, opn, hand)
                if options:
                    kind, a, b = options[randbelow(len(options))] if len(options) > 1 else options[0]
        if record is not None:
            record.append((p, kind, a if kind != PASS_MOVE else 0, b if kind == JOKER else 0))
        # ---- apply
        if kind == PLAY_CARD:
            hand ^= a
            hands[p] = hand
            layout |= a
            index = a.bit_length() - 1
            if board is None:
                shift = _SHIFT[index]
                opn = (opn & _KEEP[index]) | (row_open[layout >> shift & FULL_ROW] << shift)
                if gate:  # B2: the opening card is down, every row opens normally
                    gate = False
                    state.layout, state.gate = layout, gate
                    opn = _open_cells(table, state)
                if watch:
                    _check_rows(state, layout, a, p)
                if hand or (any_jokers and jokers[p]) or watch:
                    if not hand or watch:
                        state.layout, state.open, state.exposed, state.gate = layout, opn, exposed, gate
                        p, nxt = _settle(table, state, p, nxt)
                        layout, opn, exposed = state.layout, state.open, state.exposed
                    else:
                        p = nxt[p]
                    continue
            else:  # K2, K3, K8: a card next to a card; it may kill cells
                killed = board.kills(layout, index, state.closed)
                if killed:
                    _kill(state, killed)
                opn = (opn | board.touching[index]) & ~layout & ~state.closed
                if hand and not killed:
                    p = nxt[p]
                    continue
        elif kind == PASS_MOVE:
            if passes[p] < limit:  # R5, W4
                passes[p] += 1
                if cost:
                    state.chips[p] -= cost
                    state.pot += cost
                p = nxt[p]
                continue
            state.layout, state.open, state.exposed, state.gate = layout, opn, exposed, gate
            if not _stuck(table, state, p):  # B8: loses the turn
                p = nxt[p]
                continue
            layout, opn, exposed = state.layout, state.open, state.exposed
        elif kind == YUREI_CARD:  # B5: an exposed card, played by an active player
            owner = next(seat for seat in range(n) if hands[seat] & a)
            hands[owner] ^= a
            exposed ^= a
            layout |= a
            index = a.bit_length() - 1
            shift = _SHIFT[index]
            opn = (opn & _KEEP[index]) | (row_open[layout >> shift & FULL_ROW] << shift)
            if watch:
                _check_rows(state, layout, a, p)
            p = nxt[p]
            continue
        else:  # J2, J3, J7
            state.layout, state.open, state.exposed, state.gate = layout, opn, exposed, gate
            _play_joker(table, state, p, a, b)
            layout, opn, exposed = state.layout, state.open, state.exposed
        state.layout, state.open, state.exposed, state.gate = layout, opn, exposed, gate
        p, nxt = _settle(table, state, p, nxt)
        layout, opn, exposed = state.layout, state.open, state.exposed
    state.layout, state.open, state.exposed, state.gate, state.to_move = layout, opn, exposed, gate, -1
    return state


def _check_rows(state: State, layout: int, played: int, p: int) -> None:
    """Race to kings (B8): the row of a card just played by ``p`` is complete."""
    for suit in range(4):
        mask = _ROW_MASKS[suit]
        if played & mask and layout & mask == mask:
            state.completed.append((suit, p))


def _kill(state: State, killed: int) -> None:
    """K3, K8: killed cells' cards become their holders' penalty cards."""
    hands = state.hands
    for bit in _bits(killed):
        for seat in range(len(hands)):
            if hands[seat] & bit:
                hands[seat] ^= bit
                state.penalties[seat] |= bit
                break
    state.closed |= killed


def _stuck(table: Table, state: State, p: int) -> bool:
    """No pass left and no play (R6, B5, B8, K4). False when the player just loses the turn."""
    stuck = table.stuck
    hand = state.hands[p]
    if stuck == 2:
        return False
    if stuck == 3:  # K4: every card a penalty card, its cell dead
        state.penalties[p] |= hand
        state.closed |= hand
        state.open &= ~hand
        state.hands[p] = 0
        state.status[p] = BANKRUPT
        state.bankrupt.append(p)
    elif stuck == 0:  # R9: every card to its cell; J5: a joker is set aside
        state.layout |= hand
        state.hands[p] = 0
        state.set_aside += state.jokers[p]
        state.jokers[p] = 0
        state.status[p] = BANKRUPT
        state.bankrupt.append(p)
        state.open = _open_cells(table, state)
    else:  # B5: place every legal card, then expose the rest
        while True:
            legal = state.hands[p] & _open_cells(table, state)
            if not legal:
                break
            low = legal & -legal
            state.hands[p] ^= low
            state.layout |= low
        state.status[p] = YUREI_ST
        state.exposed |= state.hands[p]
        state.open = _open_cells(table, state)
    return True


def _play_joker(table: Table, state: State, p: int, card: int, target: int) -> None:
    """The joker as ``target`` (with ``card`` in J2); its holder swaps it back at once (J3)."""
    state.jokers[p] -= 1
    hands = state.hands
    hands[p] ^= card
    state.layout |= card | target
    holder = next((seat for seat in range(len(hands)) if hands[seat] & target), None)
    if holder is None:
        state.joker_cells |= target
    else:
        hands[holder] ^= target
        state.jokers[holder] += 1
        state.exposed &= ~target
        if not hands[holder] and state.status[holder] == ACTIVE and table.drop_out:
            _drop_out(state, holder)
    if table.kings_bonus:
        _check_rows(state, state.layout, card | target, p)
    state.open = _open_cells(table, state)


def _drop_out(state: State, p: int) -> None:
    """J8: a hand of the joker alone drops out; the joker is set aside."""
    state.set_aside += state.jokers[p]
    state.jokers[p] = 0
    state.status[p] = DROPPED
    state.dropped.append(p)


def _settle(table: Table, state: State, p: int, nxt: list[int]) -> tuple[int, list[int]]:
    """After a move by ``p``: going out (R7, K5), dropping out (J8), the end, the next turn."""
    status, hands = state.status, state.hands
    if status[p] == ACTIVE and not hands[p]:
        if not state.jokers[p]:
            status[p] = OUT
            state.out.append(p)
        elif table.drop_out:
            _drop_out(state, p)
    if table.kill:  # K5: a player whose cards were all killed leaves too
        for seat in range(table.players):
            if status[seat] == ACTIVE and not hands[seat]:
                status[seat] = OUT
                state.out.append(seat)
    active = [seat for seat in range(table.players) if status[seat] == ACTIVE]
    end = table.end
    if end == 2:
        over = not active
    elif end == 1:
        over = bool(state.out) or not active
    else:
        over = len(active) <= 1
        if over and active:
            state.last = active[0]
    if over:
        return -1, nxt
    nxt = _next_seats(status)
    return nxt[p], nxt
