"""A static SVG picture of the layout, for notebooks without widgets (``Game._repr_svg_``).

Playable cells get a dashed outline and a dot, so they are marked by shape, not colour alone.
Colours come from a small stylesheet inside the picture, scoped to it, with a dark set under
``prefers-color-scheme: dark`` (a viewer in dark mode shows a dark picture).
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from . import public
from .cards import DECK

if TYPE_CHECKING:
    from .game import Game

CELL_W, CELL_H, GAP, LABEL_W, TOP = 34, 46, 4, 26, 22
_LIGHT = (".s7{fill:#fff3c4}.t{fill:#555}.k{fill:#222}.r{fill:#c0392b}.f{fill:#fff;stroke:#888}"
          ".d{fill:#555;stroke:#333}.x{stroke:#eee}.o{fill:#e8f6ec;stroke:#1e7d3a}.p{fill:#1e7d3a}"
          ".e{fill:#f2f2f2;stroke:#ddd}")
_DARK = (".s7{fill:#4a4220}.t{fill:#c8c8c8}.k{fill:#eee}.r{fill:#ff8f86}.f{fill:#262a31;stroke:#8a929e}"
         ".d{fill:#1c1c1c;stroke:#666}.x{stroke:#ffb3ac}.o{fill:#183d28;stroke:#6fdc8c}.p{fill:#6fdc8c}"
         ".e{fill:#2a2a2a;stroke:#4a4a4a}")


def _scoped(rules: str) -> str:
    return "".join(f".sw-svg {rule}}}" for rule in rules.split("}") if rule)


def _style() -> str:
    """Every colour of the picture, light and dark; scoped by the root's class, so a page that
    inlines the SVG keeps its own styles."""
    return f"<style>{_scoped(_LIGHT)}@media (prefers-color-scheme: dark){{{_scoped(_DARK)}}}</style>"


def game_svg(game: Game) -> str:
    """The layout: suit rows, the 7 column marked, placed cards, open cells dashed with a dot."""
    width = LABEL_W + 13 * (CELL_W + GAP) + GAP
    height = TOP + 4 * (CELL_H + GAP) + 26
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" role="img" class="sw-svg" '
        f'aria-label="Shichi Narabe layout">',
        _style(),
        f'<rect x="{LABEL_W + 6 * (CELL_W + GAP)}" y="2" width="{CELL_W + 2 * GAP}" '
        f'height="{TOP + 4 * (CELL_H + GAP)}" class="s7" rx="4"/>',
    ]
    for col, label in enumerate(("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")):
        x = LABEL_W + GAP + col * (CELL_W + GAP) + CELL_W / 2
        parts.append(f'<text x="{x}" y="15" font-size="11" text-anchor="middle" class="t">{label}</text>')
    for row, suit in enumerate(game.row_order):
        y = TOP + row * (CELL_H + GAP)
        colour = "r" if suit.is_red else "k"  # the class of the suit's colour
        parts.append(
            f'<text x="{LABEL_W / 2}" y="{y + CELL_H / 2 + 7}" font-size="20" '
            f'text-anchor="middle" class="{colour}">{suit.symbol}</text>'
        )
        for col in range(13):
            card = DECK[13 * suit.value + col]
            x = LABEL_W + GAP + col * (CELL_W + GAP)
            parts.append(_cell(game, card, x, y, colour))
    state = "hand over" if game.is_over else f"player {game.to_move} to move"
    caption = escape(f"{game.rules} · {game.players} players · {state}")
    parts.append(f'<text x="{LABEL_W}" y="{height - 8}" font-size="12" class="t">{caption}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _cell(game: Game, card, x: float, y: float, colour: str) -> str:
    bit = card.bit
    rect = f'x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="4"'
    if game.layout_mask & bit:
        label = "JK" if game.joker_cells_mask & bit else card.rank.label
        return (
            f'<g><title>{card}</title><rect {rect} class="f"/>'
            f'<text x="{x + CELL_W / 2}" y="{y + 20}" font-size="14" font-weight="bold" '
            f'text-anchor="middle" class="{colour}">{label}</text>'
            f'<text x="{x + CELL_W / 2}" y="{y + 38}" font-size="14" text-anchor="middle" '
            f'class="{colour}">{card.suit.symbol}</text></g>'
        )
    killed, dead = public.killed_mask(game), public.dead_mask(game)  # K6: only what everyone sees
    if (killed | dead) & bit:
        what = "killed" if killed & bit else "dead: a penalty card"
        return (
            f'<g><title>{card}: {what}</title><rect {rect} class="d"/>'
            f'<path d="M{x + 8} {y + 12} l{CELL_W - 16} {CELL_H - 24} m0 -{CELL_H - 24} '
            f'l-{CELL_W - 16} {CELL_H - 24}" class="x" stroke-width="3"/></g>'
        )
    if public.open_mask(game) & bit:
        return (
            f'<g><title>{card}: playable</title><rect {rect} class="o" '
            f'stroke-width="2.5" stroke-dasharray="5 3"/>'
            f'<circle cx="{x + CELL_W / 2}" cy="{y + CELL_H / 2}" r="5" class="p"/></g>'
        )
    return f'<g><title>{card}: empty</title><rect {rect} class="e"/></g>'
