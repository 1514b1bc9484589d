"""A slow, obviously correct reference of legality (and kills), written straight from docs/rules.md.

Nothing here uses the engine's bit tricks or its tables: the layout is a plain ``set`` of
``(suit, rank)`` pairs (suit one of ``"♠♥♣♦"``, rank 1 = A ... 13 = K) and every rule is a short
loop that walks outward from the 7 cell by cell. Rules followed (ids from docs/rules.md):

* L3  within a row only the next missing cell outward from the 7 on each side is playable;
      filled cells (R9 gaps) are skipped by "first cell not yet filled".
* L4  a row exists only once its 7 is on the table; with 7s played (B3a) the 7 itself is playable.
* T1  with tunnels, A and K are neighbours (only in rows whose 7 is down).
* T2  blocking tunnels: a complete low side (A–6) leaves only K, then Q, J, ... (going down from
      K); a complete high side (8–K) leaves only A, then 2, 3, ... (going up from A).
* T3  open tunnels: up from the 7 is 8 ... K then A, 2, ...; down is 6 ... A then K, Q, ...
* J2/J4/T4  the joker as the open cell X together with the next missing card Y beyond X in the
      same row and direction (through the tunnel when there is one); Y held, X not held; no Y,
      no joker play.
* J7  the wild joker alone as any open cell whose card the holder does not hold.
* J8  (joker_alone_drops_out) a hand of the joker alone may not play it.
* B2  with an opening card that is not down yet, it is the only playable cell and the opener
      may not pass.
* B3  any 7 at any time (7s played); one below the lowest / one above the highest of a row
      (the same cells as L3 when a row has no gaps).
* B5  an active player may play a legal exposed yūrei card ("yūrei 5♠").
* R4–R6, W4  a pass is legal while passes are left (R5) unless the player must play (W4, B2);
      a player with no legal play may always pass (R6: the stuck declaration).

Move texts are those of ``str(move)``: ``"5♠"``, ``"pass"``, ``"JK=5♠+4♠"``, ``"JK=5♠"`` and
``"yūrei 5♠"``.

The kill games of section 6 (K1-K10) have their own reference below ("kill games"): plain loops
over (row, column) coordinates in the game's row order for playability (K2, K7, K9) and for what
a play kills (K3, K8, K4). ``reference_moves_for(game)`` picks the right one for any game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

SUITS = ("♠", "♥", "♣", "♦")
LABELS = {1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 12: "Q", 13: "K"}
RANK_OF_LABEL = {label: rank for rank, label in LABELS.items()}
JOKER = "JK"

Cell = tuple[str, int]


def text(cell: Cell) -> str:
    """``("♠", 5)`` -> ``"5♠"``."""
    suit, rank = cell
    return f"{LABELS[rank]}{suit}"


def cell_of(card: object) -> Cell | str:
    """A card (anything whose ``str`` is like ``"10♦"``) as ``(suit, rank)``, or ``"JK"``."""
    written = str(card)
    if written == JOKER:
        return JOKER
    suit, label = written[-1], written[:-1]
    assert suit in SUITS and label in RANK_OF_LABEL, f"unexpected card text {written!r}"
    return (suit, RANK_OF_LABEL[label])


@dataclass(frozen=True)
class Flags:
    """The rule flags legality depends on."""

    tunnels: str | None = None  # None (L3), "blocking" (T2) or "open" (T3)
    sevens: str = "dealt"  # "dealt" (S1) or "played" (B3, W3)
    opening_card: Cell | None = None  # B2
    joker_mode: str | None = None  # None, "next" (J2) or "wild" (J7)
    joker_alone_drops_out: bool = False  # J8
    passes: int | None = 3  # R5; None = no limit (W4)
    must_play: bool = False  # W4


# ------------------------------------------------------------------------------------- walks


def walks_of_row(layout: set[Cell], suit: str, tunnels: str | None) -> list[list[int]]:
    """The walks outward from the 7 that are open in this row, each a list of ranks in the
    order they are visited. The open cell of a walk is its first rank not yet filled; what
    comes after it is "beyond" it in the same direction (J2, T4). A row whose 7 is not down
    has no walks (L4, T1)."""
    if (suit, 7) not in layout:
        return []
    down = [6, 5, 4, 3, 2, 1]  # L3: going down from the 7
    up = [8, 9, 10, 11, 12, 13]  # L3: going up from the 7
    through_k = [13, 12, 11, 10, 9, 8]  # T1: after A comes K, going down
    through_a = [1, 2, 3, 4, 5, 6]  # T1: after K comes A, going up
    if tunnels is None:
        return [down, up]  # L3
    if tunnels == "open":
        return [down + through_k, up + through_a]  # T3: both directions, always
    assert tunnels == "blocking", tunnels
    low_complete = all((suit, rank) in layout for rank in range(1, 7))
    high_complete = all((suit, rank) in layout for rank in range(8, 14))
    if low_complete and high_complete:
        return []
    if low_complete:
        return [through_k]  # T2: only the K, or the next missing going down from the K
    if high_complete:
        return [through_a]  # T2: only the A, or the next missing going up from the A
    # T2: neither side complete: the next missing card on each side, as L3 (the first missing
    # card of each walk lies on its own side); T4: "beyond" continues through the tunnel.
    return [down + through_k, up + through_a]


def first_missing(layout: set[Cell], suit: str, ranks: Iterable[int]) -> int | None:
    for rank in ranks:
        if (suit, rank) not in layout:
            return rank
    return None


def open_cells_with_beyond(layout: set[Cell], flags: Flags) -> list[tuple[Cell, Cell | None]]:
    """Every open cell X of a row (L3/T2/T3) with the next missing cell Y beyond it in the same
    direction (or None). 7s are handled by :func:`playable_cells`."""
    out = []
    for suit in SUITS:
        for walk in walks_of_row(layout, suit, flags.tunnels):
            x = first_missing(layout, suit, walk)
            if x is None:
                continue
            beyond = walk[walk.index(x) + 1 :]
            y = first_missing(layout, suit, beyond)
            out.append(((suit, x), None if y is None else (suit, y)))
    return out


def opening_pending(layout: set[Cell], flags: Flags) -> bool:
    """B2: an opening card is required and not down yet."""
    return flags.sevens == "played" and flags.opening_card is not None and flags.opening_card not in layout


def playable_cells(layout: set[Cell], flags: Flags) -> set[Cell]:
    """The cells open right now, whoever holds their cards."""
    if opening_pending(layout, flags):
        return {flags.opening_card}  # B2: until the opening card is down it is the only cell
    cells = set()
    for suit in SUITS:
        # L4: a row without its 7 does not exist; with 7s played its 7 is playable (B3a, W2)
        if (suit, 7) not in layout and flags.sevens == "played":
            cells.add((suit, 7))
    for x, _y in open_cells_with_beyond(layout, flags):
        cells.add(x)
    return cells


# ------------------------------------------------------------------------------------- moves


def legal_moves(
    layout: Iterable[Cell],
    hand: Iterable[Cell | str],
    flags: Flags,
    passes_used: int = 0,
    exposed: Iterable[Cell | str] = (),
) -> set[str]:
    """The set of legal move texts of the player to move, holding ``hand`` (cells and ``"JK"``
    entries), with ``passes_used`` passes spent and the yūrei cards ``exposed`` on the table."""
    layout = set(layout)
    hand = list(hand)
    cards = {c for c in hand if c != JOKER}
    jokers = sum(1 for c in hand if c == JOKER)
    exposed_cards = {c for c in exposed if c != JOKER}
    assert not cards & layout, "a card in the layout cannot be in a hand (L1)"
    open_cells = playable_cells(layout, flags)

    moves = {text(c) for c in cards & open_cells}  # R4, L3, B3
    if jokers:
        if flags.joker_mode == "next":  # J2, J4, T4
            for x, y in open_cells_with_beyond(layout, flags):
                if x in open_cells and y is not None and y in cards and x not in cards:
                    moves.add(f"JK={text(x)}+{text(y)}")
        elif flags.joker_mode == "wild":  # J7
            if not (flags.joker_alone_drops_out and not cards):  # J8
                for x in open_cells - cards:
                    moves.add(f"JK={text(x)}")
    for card in exposed_cards & open_cells:  # B5
        moves.add(f"yūrei {text(card)}")

    tokens_left = flags.passes is None or passes_used < flags.passes  # R5
    may_choose_to_pass = tokens_left and not flags.must_play and not opening_pending(layout, flags)  # R4, W4, B2
    if not moves or may_choose_to_pass:  # R6: with no legal play, "pass" is the only move
        moves.add("pass")
    return moves


# ------------------------------------------------------------------------------ engine adapter


def flags_of(rules: object) -> Flags:
    """The reference's flags from an engine ``Ruleset`` (read through its public fields)."""
    opening = rules.opening_card
    return Flags(
        tunnels=rules.tunnels,
        sevens=rules.sevens,
        opening_card=None if opening is None else cell_of(opening),
        joker_mode=rules.joker_mode,
        joker_alone_drops_out=rules.joker_alone_drops_out,
        passes=rules.passes,
        must_play=rules.must_play,
    )


def layout_of(game: object) -> set[Cell]:
    return {cell_of(card) for card in game.layout}


def reference_playable_cells(game: object) -> set[str]:
    """Texts of the cells the reference says are open in ``game`` (public API only)."""
    return {text(c) for c in playable_cells(layout_of(game), flags_of(game.rules))}


def reference_legal_moves(game: object) -> set[str]:
    """The reference's legal move texts for ``game``'s player to move (public API only)."""
    p = game.to_move
    if p is None:
        return set()
    assert game.status(p) == "active", f"player {p} to move is {game.status(p)}"
    exposed = {cell_of(card) for cards in game.exposed.values() for card in cards}
    return legal_moves(
        layout_of(game),
        [cell_of(card) for card in game.hand(p)],
        flags_of(game.rules),
        passes_used=game.passes_used(p),
        exposed=exposed,
    )


# ================================================================================ kill games
# docs/rules.md section 6 (K1-K10), written straight from the rule text on (row, column) coordinates:
# row 0 is the top row of the game's row order (K1), column 0 is the A, column 12 the K.
#
# * K1  the suits' rows from top to bottom are the game's row order.
# * K2  a card may be played into its own cell when that cell is empty, not killed, and
#       orthogonally adjacent (up, down, left, right) to a cell holding a card.
# * K9  (diagonal) diagonally adjacent counts too for playing; kills stay orthogonal.
# * K7  (tunnels) the grid is a cylinder: column K is next to column A, so there is no left or
#       right edge; only the top and bottom rows have an edge (above, below).
# * K3  (kill single) an empty cell whose four sides are each a card or an edge is killed.
# * K8  (kill group) an empty cell stays alive only while a chain of orthogonally adjacent empty
#       cells connects it to an empty cell in the top row and to one in the bottom row; every
#       other empty cell is killed.
# * K4  a leaver's cards become penalty cards and their cells are dead: never playable, and (for
#       K3 and K8) empty, not walls. A cell already killed or dead is never killed again.
# * K5  players leave when their cards are all played or killed; the game ends when every card is
#       in the layout or a penalty card (nobody holds a playable card).
# * K6  (hidden_penalties) penalty cards stay in the owner's hand, unplayable.
# * R5, R6 (through K2, K4) passes as usual; with no pass left a player who can play must play,
#       and a player who cannot play has the single move "pass": leaving the game (K4).

ROWS, COLUMNS = 4, 13
ORTHOGONAL = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right (K2, K3, K8)
DIAGONAL = ((-1, -1), (-1, 1), (1, -1), (1, 1))  # K9


@dataclass(frozen=True)
class KillFlags:
    """The rule flags a kill game's legality and kills depend on."""

    rows: tuple[str, ...] = SUITS  # K1: suits from the top row to the bottom row
    kill: str = "single"  # "single" (K3) or "group" (K8)
    cylinder: bool = False  # K7 (tunnels="open")
    diagonal: bool = False  # K9
    passes: int | None = 3  # R5
    must_play: bool = False


def grid_position(cell: Cell, flags: KillFlags) -> tuple[int, int]:
    """K1: a card's cell as (row, column): its suit's row in the row order, its rank's column."""
    suit, rank = cell
    return flags.rows.index(suit), rank - 1


def cell_at(row: int, column: int, flags: KillFlags) -> Cell:
    return (flags.rows[row], column + 1)


def grid_neighbours(cell: Cell, flags: KillFlags, steps: Iterable[tuple[int, int]]) -> list[Cell]:
    """The cells one step away in each direction of ``steps``; a step off the grid reaches an
    edge and gives no cell, except sideways on the cylinder (K7), where column K is next to A."""
    row, column = grid_position(cell, flags)
    out = []
    for d_row, d_column in steps:
        r, c = row + d_row, column + d_column
        if flags.cylinder:
            c = c % COLUMNS  # K7: K and A are neighbours, there is no left or right edge
        if 0 <= r < ROWS and 0 <= c < COLUMNS:
            out.append(cell_at(r, c, flags))
    return out


@lru_cache(maxsize=64)
def neighbour_table(flags: KillFlags, steps: tuple[tuple[int, int], ...]) -> dict[Cell, tuple[Cell, ...]]:
    """:func:`grid_neighbours` of every cell, worked out once per board (only for speed)."""
    return {cell: tuple(grid_neighbours(cell, flags, steps)) for cell in all_cells(flags)}


@lru_cache(maxsize=64)
def all_cells(flags: KillFlags) -> tuple[Cell, ...]:
    """Every cell, row by row from the top (K1), A to K."""
    return tuple(cell_at(row, column, flags) for row in range(ROWS) for column in range(COLUMNS))


def kill_playable_cells(layout: set[Cell], closed: set[Cell], flags: KillFlags) -> set[Cell]:
    """K2, K7, K9: empty, not killed or dead (K3, K4), and next to a card in the layout."""
    touching = neighbour_table(flags, ORTHOGONAL + DIAGONAL if flags.diagonal else ORTHOGONAL)
    out = set()
    for cell in all_cells(flags):
        if cell in layout or cell in closed:
            continue
        if any(near in layout for near in touching[cell]):
            out.add(cell)
    return out


def enclosed(cell: Cell, layout: set[Cell], sides: dict[Cell, tuple[Cell, ...]]) -> bool:
    """K3: each of the four sides is a card or an edge (an edge gives no neighbour);
    ``sides`` is ``neighbour_table(flags, ORTHOGONAL)``."""
    return all(near in layout for near in sides[cell])


def connected_empty(start: list[Cell], layout: set[Cell], flags: KillFlags) -> set[Cell]:
    """K8: every empty cell joined to one of ``start`` by a chain of orthogonally adjacent empty
    cells (empty = no card: killed and dead cells are empty too)."""
    sides = neighbour_table(flags, ORTHOGONAL)
    seen = set(start)
    todo = list(start)
    while todo:
        cell = todo.pop()
        for near in sides[cell]:
            if near not in layout and near not in seen:
                seen.add(near)
                todo.append(near)
    return seen


def dead_by_rule(layout: set[Cell], flags: KillFlags) -> set[Cell]:
    """Every empty cell that the kill rule says is dead in this layout (K3 or K8), whether or
    not it was killed before."""
    empty = [cell for cell in all_cells(flags) if cell not in layout]
    if flags.kill == "single":
        sides = neighbour_table(flags, ORTHOGONAL)
        return {cell for cell in empty if enclosed(cell, layout, sides)}  # K3
    assert flags.kill == "group", flags.kill
    top = [cell for cell in empty if cell[0] == flags.rows[0]]  # an empty cell in the top row
    bottom = [cell for cell in empty if cell[0] == flags.rows[ROWS - 1]]  # ... in the bottom row
    alive = connected_empty(top, layout, flags) & connected_empty(bottom, layout, flags)  # K8
    return {cell for cell in empty if cell not in alive}


def kills_of(layout: set[Cell], closed: set[Cell], card: Cell, flags: KillFlags) -> set[Cell]:
    """K3/K8: the cells that playing ``card`` kills: every cell dead once it is down, except
    cells already killed or dead (K4: never killed twice)."""
    assert card not in layout and card not in closed, f"{text(card)} cannot be played"
    return dead_by_rule(layout | {card}, flags) - closed


def kill_legal_moves(
    layout: set[Cell], closed: set[Cell], hand: Iterable[Cell], flags: KillFlags, passes_used: int = 0
) -> set[str]:
    """K2 (play a held card into a playable cell), R4/R5 (pass while passes are left), R6/K4
    (a player with no pass left must play; with no play, "pass" alone: leaving)."""
    hand = set(hand)
    assert not hand & layout and not hand & closed, "a held card's cell is empty and alive"
    moves = {text(cell) for cell in hand & kill_playable_cells(layout, closed, flags)}
    tokens_left = flags.passes is None or passes_used < flags.passes
    if not moves or (tokens_left and not flags.must_play):
        moves.add("pass")
    return moves


# ------------------------------------------------------------------------ kill-game adapter


def kill_flags_of(game: object) -> KillFlags:
    """The reference's kill flags from a game (its public ``rules`` and ``row_order``)."""
    rules = game.rules
    assert rules.kill in ("single", "group"), rules.kill
    return KillFlags(
        rows=tuple(str(suit) for suit in game.row_order),
        kill=rules.kill,
        cylinder=rules.tunnels == "open",
        diagonal=rules.diagonal,
        passes=rules.passes,
        must_play=rules.must_play,
    )


def closed_of(game: object) -> set[Cell]:
    """Cells killed (K3, K8) or dead (K4)."""
    return {cell_of(card) for card in game.killed_cells} | {cell_of(card) for card in game.dead_cells}


def penalties_of(game: object, player: int) -> set[Cell]:
    return {cell_of(card) for card in game.penalty_cards(player)}


def playable_hand(game: object, player: int) -> set[Cell]:
    """The player's cards that are not penalty cards (K6: hidden penalty cards stay in the hand
    but can never be played)."""
    return {cell_of(card) for card in game.hand(player)} - penalties_of(game, player)


def reference_kill_playable_cells(game: object) -> set[str]:
    return {text(c) for c in kill_playable_cells(layout_of(game), closed_of(game), kill_flags_of(game))}


def reference_kill_legal_moves(game: object) -> set[str]:
    p = game.to_move
    if p is None:
        return set()
    assert game.status(p) == "active", f"player {p} to move is {game.status(p)}"
    return kill_legal_moves(
        layout_of(game), closed_of(game), playable_hand(game, p), kill_flags_of(game), game.passes_used(p)
    )


def reference_kills_if(game: object, card: object) -> set[str]:
    """Texts of the cells playing ``card`` now would kill."""
    return {text(c) for c in kills_of(layout_of(game), closed_of(game), cell_of(card), kill_flags_of(game))}


@dataclass(frozen=True)
class KillOutcome:
    """What a move must do in a kill game, by the rule text."""

    killed: dict[str, int | None]  # K3/K8: killed cell -> whose penalty card it becomes (None: nobody's)
    left: tuple[int, frozenset[str]] | None  # K4: (the leaver, their cards, now penalty cards)
    leaving: frozenset[int]  # K5: players (not the K4 leaver) whose cards are now all played or killed
    over: bool  # K5: every card is in the layout or a penalty card


def reference_kill_outcome(game: object, move: str) -> KillOutcome:
    """The reference's prediction of ``move`` (a legal move text) by the player to move."""
    p = game.to_move
    flags = kill_flags_of(game)
    layout, closed = layout_of(game), closed_of(game)
    holding = {q: playable_hand(game, q) if game.status(q) == "active" else set() for q in range(game.players)}
    killed: dict[str, int | None] = {}
    left = None
    if move == "pass":
        if flags.passes is not None and game.passes_used(p) >= flags.passes:  # K4: no pass left, no play
            left = (p, frozenset(text(c) for c in holding[p]))
            holding[p] = set()
    else:
        card = cell_of(move)
        holding[p].discard(card)
        for cell in kills_of(layout, closed, card, flags):
            owner = next((q for q in holding if cell in holding[q]), None)
            killed[text(cell)] = owner
            if owner is not None:
                holding[owner].discard(cell)
    leaver = None if left is None else left[0]
    leaving = frozenset(q for q in holding if game.status(q) == "active" and not holding[q] and q != leaver)
    over = all(not cards for cards in holding.values())
    return KillOutcome(killed, left, leaving, over)


def reference_moves_for(game: object) -> set[str]:
    """The reference's legal move texts, for either family of games."""
    if game.rules.kill is not None:
        return reference_kill_legal_moves(game)
    return reference_legal_moves(game)


def reference_cells_for(game: object) -> set[str]:
    if game.rules.kill is not None:
        return reference_kill_playable_cells(game)
    return reference_playable_cells(game)
