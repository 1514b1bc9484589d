"""Which cells of a row are open, as bit operations on 13-bit row masks (L3, L4, T1–T4, J2, J4).

A row is a 13-bit integer: bit ``r - 1`` is set when the card of rank ``r`` is in the layout.
For each placement rule the open cells of every one of the 8,192 possible rows are computed
once and looked up afterwards, so legality costs one table read per row.

Going *up* from the 7 visits 8 … K and, through a tunnel, A … 6; going *down* visits 6 … A and,
through a tunnel, K … 8. A row's open cells are the first missing card in each direction that
is not blocked:

* no tunnels (L3): both directions, stopping at the row's ends;
* blocking tunnels (T2): a complete low side (A–6) blocks going up, a complete high side (8–K)
  blocks going down, so the only way on is through the tunnel;
* open tunnels (T3): both directions, always.

A row without its 7 has only the 7 open (L4, B3a).
"""

from __future__ import annotations

from functools import cache, lru_cache

__all__ = ["DOWN", "UP", "direction_cells", "first_missing", "joker_targets", "row_tables"]

UP = "up"
DOWN = "down"
SEVEN = 1 << 6
LOW_SIDE = 0x3F  # A–6 (L2)
HIGH_SIDE = 0x3F << 7  # 8–K (L2)
FULL_ROW = 0x1FFF

_LINEAR_PATHS = {UP: tuple(range(7, 13)), DOWN: tuple(range(5, -1, -1))}
_TUNNEL_PATHS = {
    UP: tuple(range(7, 13)) + tuple(range(0, 6)),
    DOWN: tuple(range(5, -1, -1)) + tuple(range(12, 6, -1)),
}


def paths(tunnels: str | None) -> dict[str, tuple[int, ...]]:
    """The bit positions visited going up and down from the 7 (through the tunnel if any)."""
    return _LINEAR_PATHS if tunnels is None else _TUNNEL_PATHS


def first_missing(row: int, path: tuple[int, ...]) -> int | None:
    """The first position on ``path`` whose bit is not set in ``row``, or None."""
    for pos in path:
        if not row >> pos & 1:
            return pos
    return None


def blocked_directions(row: int, tunnels: str | None) -> tuple[str, ...]:
    """Directions that blocking tunnels shut for this row (T2); empty otherwise."""
    if tunnels != "blocking":
        return ()
    blocked = []
    if row & LOW_SIDE == LOW_SIDE:
        blocked.append(UP)
    if row & HIGH_SIDE == HIGH_SIDE:
        blocked.append(DOWN)
    return tuple(blocked)


def direction_cells(row: int, tunnels: str | None) -> dict[str, int]:
    """For a row whose 7 is down: each open direction and the bit position open in it."""
    out = {}
    blocked = blocked_directions(row, tunnels)
    for direction, path in paths(tunnels).items():
        if direction in blocked:
            continue
        pos = first_missing(row, path)
        if pos is not None:
            out[direction] = pos
    return out


def _open_cells(row: int, tunnels: str | None, seven_open: bool) -> int:
    if not row & SEVEN:
        return SEVEN if seven_open else 0
    mask = 0
    for pos in direction_cells(row, tunnels).values():
        mask |= 1 << pos
    return mask


@cache
def row_tables(tunnels: str | None, seven_open: bool = True) -> tuple[int, ...]:
    """The open-cell mask of every 13-bit row under one tunnel rule (computed once).

    ``seven_open``: a row without its 7 has the 7 open (7s are played, B3a); with 7s dealt out
    (S1) such a row does not exist and nothing in it is open (L4).
    """
    return tuple(_open_cells(row, tunnels, seven_open) for row in range(FULL_ROW + 1))


@lru_cache(maxsize=3 * (FULL_ROW + 1))  # every row under each of the three tunnel rules
def joker_targets(row: int, tunnels: str | None) -> tuple[tuple[int, int], ...]:
    """Joker plays in a row under J2/J4/T4: pairs (X, Y) of bit positions.

    X is an open cell, Y the next missing cell beyond X in the same direction (skipping filled
    cells, continuing through the tunnel when there is one). No Y, no pair (J4).
    """
    if not row & SEVEN:
        return ()
    pairs = []
    for direction, x in direction_cells(row, tunnels).items():
        path = paths(tunnels)[direction]
        rest = path[path.index(x) + 1 :]
        y = first_missing(row, rest)
        if y is not None and (x, y) not in pairs:
            pairs.append((x, y))
    return tuple(pairs)
