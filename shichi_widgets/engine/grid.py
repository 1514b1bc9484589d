"""The kill games' board (section 6): adjacency and kills as bit operations.

Cards keep their usual indices (suit * 13 + rank - 1); the board only decides which cells are
neighbours. Rows are stacked in the game's row order (K1), so "up" and "down" depend on it; with
tunnels the board is a cylinder and K is next to A (K7); with ``diagonal`` a card may also be
played diagonally next to a card (K9), while kills stay orthogonal.

For group kills (K8) the board is also drawn in *grid space* (bit = row * 13 + column), where a
flood fill is four shifts a step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from .cards import Suit

__all__ = ["Board", "board_for"]

FULL = (1 << 52) - 1
COLUMN_A = sum(1 << (13 * row) for row in range(4))
COLUMN_K = COLUMN_A << 12
NOT_COLUMN_A = FULL & ~COLUMN_A
NOT_COLUMN_K = FULL & ~COLUMN_K
TOP_ROW = 0x1FFF
BOTTOM_ROW = 0x1FFF << 39


@dataclass(frozen=True)
class Board:
    """Adjacency for one row order and board shape; built once per ruleset and game."""

    rows: tuple[Suit, ...]
    cylinder: bool = False
    diagonal: bool = False
    groups: bool = False
    orthogonal: tuple[int, ...] = field(init=False, repr=False)
    touching: tuple[int, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        row_of = {suit: row for row, suit in enumerate(self.rows)}
        at = {(row_of[Suit(index // 13)], index % 13): index for index in range(52)}

        def mask(cells: list[tuple[int, int]]) -> int:
            out = 0
            for row, col in cells:
                if self.cylinder:
                    col %= 13
                if 0 <= row < 4 and 0 <= col < 13:
                    out |= 1 << at[(row, col)]
            return out

        orthogonal, touching = [], []
        for index in range(52):
            row, col = row_of[Suit(index // 13)], index % 13
            straight = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
            corners = [(row + dr, col + dc) for dr in (-1, 1) for dc in (-1, 1)]
            orthogonal.append(mask(straight))
            touching.append(mask(straight + corners) if self.diagonal else mask(straight))
        object.__setattr__(self, "orthogonal", tuple(orthogonal))
        object.__setattr__(self, "touching", tuple(touching))
        object.__setattr__(self, "_row_of", tuple(row_of[Suit(s)] for s in range(4)))

    # -- placement (K2, K7, K9) ------------------------------------------------------------------

    def open_cells(self, layout: int, closed: int) -> int:
        """Empty cells next to a card (K2), minus ``closed`` ones (killed or dead)."""
        near = 0
        mask = layout
        touching = self.touching
        while mask:
            low = mask & -mask
            near |= touching[low.bit_length() - 1]
            mask ^= low
        return near & ~layout & ~closed & FULL

    # -- kills (K3, K8) --------------------------------------------------------------------------

    def kills(self, layout: int, index: int, closed: int) -> int:
        """The cells a card just placed at ``index`` kills, given the layout *with* it (K3, K8).

        ``closed`` cells (already killed or dead) are never reported again (K4).
        """
        orthogonal = self.orthogonal
        around = orthogonal[index] & ~layout
        if not around:
            return 0
        if not self.groups:  # K3: an empty cell whose every side is a card or an edge
            killed = 0
            while around:
                low = around & -around
                if not orthogonal[low.bit_length() - 1] & ~layout:
                    killed |= low
                around ^= low
            return killed & ~closed
        return self._group_kills(layout, around) & ~closed

    def dead_cells(self, layout: int) -> int:
        """Every empty cell that the kill rule says is dead in this layout (K3 or K8)."""
        empty = ~layout & FULL
        if not self.groups:
            dead = 0
            mask = empty
            while mask:
                low = mask & -mask
                if not self.orthogonal[low.bit_length() - 1] & empty:
                    dead |= low
                mask ^= low
            return dead
        grid = self.to_grid(empty)
        alive = self._reach(grid & TOP_ROW, grid) & self._reach(grid & BOTTOM_ROW, grid)
        return self.from_grid(grid & ~alive)

    def _reach(self, seeds: int, empty: int) -> int:
        """Grid space: every empty cell connected to ``seeds`` through empty cells."""
        part = seeds
        while True:
            grown = part | (self._spread(part) & empty)
            if grown == part:
                return part
            part = grown

    def _group_kills(self, layout: int, around: int) -> int:
        """K8: the components of empty cells next to the new card that lost the top or bottom.
        (:meth:`_spread` is written out in the loop: this runs for every card of a group-kill game.)"""
        empty = self.to_grid(~layout & FULL)
        seeds = self.to_grid(around)
        cylinder = self.cylinder
        dead = 0
        alive = 0
        while seeds:
            low = seeds & -seeds
            seeds ^= low
            if low & alive:
                continue
            part = low
            while True:
                if part & TOP_ROW and part & BOTTOM_ROW:
                    alive |= part  # this component reaches both edges: it lives (the rest of it too)
                    break
                near = ((part << 1) & NOT_COLUMN_A) | ((part >> 1) & NOT_COLUMN_K) | (part << 13) | (part >> 13)
                if cylinder:
                    near |= ((part & COLUMN_K) >> 12) | ((part & COLUMN_A) << 12)
                grown = part | (near & empty)
                if grown == part:
                    dead |= part  # the whole component, and it misses an edge
                    break
                part = grown
            seeds &= ~part
        return self.from_grid(dead)

    def _spread(self, cells: int) -> int:
        """Cells orthogonally next to ``cells`` on the grid (grid space)."""
        sideways = ((cells << 1) & ~COLUMN_A) | ((cells >> 1) & ~COLUMN_K)
        if self.cylinder:
            sideways |= ((cells & COLUMN_K) >> 12) | ((cells & COLUMN_A) << 12)
        return (sideways | (cells << 13) | (cells >> 13)) & FULL

    # -- grid space ------------------------------------------------------------------------------

    def to_grid(self, mask: int) -> int:
        """Card space (suit * 13 + column) to grid space (row * 13 + column)."""
        row_of = self._row_of  # type: ignore[attr-defined]
        if row_of == (0, 1, 2, 3):
            return mask
        out = 0
        for suit in range(4):
            out |= ((mask >> (13 * suit)) & 0x1FFF) << (13 * row_of[suit])
        return out

    def from_grid(self, mask: int) -> int:
        row_of = self._row_of  # type: ignore[attr-defined]
        if row_of == (0, 1, 2, 3):
            return mask
        out = 0
        for suit in range(4):
            out |= ((mask >> (13 * row_of[suit])) & 0x1FFF) << (13 * suit)
        return out

    def row_of(self, suit: Suit) -> int:
        """The row (0 = top) of a suit."""
        return self._row_of[suit.value]  # type: ignore[attr-defined]


@lru_cache(maxsize=64)
def board_for(rows: tuple[Suit, ...], cylinder: bool, diagonal: bool, groups: bool) -> Board:
    """The board of a row order and shape, built once."""
    return Board(rows, cylinder, diagonal, groups)
