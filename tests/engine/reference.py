"""A slow, obviously correct reference of legality, written straight from RULES.md.

Nothing here uses the engine's bit tricks or its tables: the layout is a plain ``set`` of
``(suit, rank)`` pairs (suit one of ``"♠♥♣♦"``, rank 1 = A ... 13 = K) and every rule is a short
loop that walks outward from the 7 cell by cell. Rules followed (ids from RULES.md):

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
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

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
