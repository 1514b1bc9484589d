"""A static SVG picture of the layout, for notebooks without widgets (``Game._repr_svg_``).

Playable cells get a dashed outline and a dot, so they are marked by shape, not colour alone.
Colours come from a small stylesheet inside the picture, scoped to it, with a dark set under
``prefers-color-scheme: dark`` (a viewer in dark mode shows a dark picture). They are the widgets'
own: the palette is read from the custom properties of the widgets' stylesheet (``shichi.css``,
where each colour is written once as ``light-dark(light, dark)``), so the picture and the widgets
never drift apart. Reading a file is no import: the engine still imports nothing above it.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from . import public
from .cards import DECK

if TYPE_CHECKING:
    from collections.abc import Mapping

    from .game import Game

__all__ = ["PALETTE", "SVG_CLASSES", "game_svg", "read_palette"]

CELL_W, CELL_H, GAP, LABEL_W, TOP = 34, 46, 4, 26, 22
STYLESHEET = Path(__file__).resolve().parents[1] / "widgets" / "static" / "shichi.css"


def _split_top(text: str) -> list[str]:
    """``text`` split at the commas outside parentheses (``rgba(0, 0, 0, 0.2), #fff``)."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    return [*parts, text[start:].strip()]


def _colours(value: str) -> tuple[str, str] | None:
    """(light, dark) of a palette value: ``light-dark(a, b)``, a colour, or either as the fallback
    of ``var(--jp-..., ...)``; None for anything else (a size, another ``--sw-`` colour)."""
    value = value.strip()
    jupyter = re.fullmatch(r"var\(--jp-[\w-]+,\s*(.+)\)", value, re.S)
    if jupyter:
        value = jupyter.group(1).strip()
    both = re.fullmatch(r"light-dark\((.+)\)", value, re.S)
    if both:
        light, dark = _split_top(both.group(1))
        return light, dark
    if re.fullmatch(r"#[0-9a-fA-F]{3,8}|rgba?\([^()]*\)", value):
        return value, value
    return None


def read_palette(css: str) -> dict[str, tuple[str, str]]:
    """The colours of the widgets' palette (the first ``.sw-root { ... }`` block of ``css``), by
    name without ``--sw-``: ``{"face-red": ("#c3261f", "#ff8f86"), ...}``."""
    block = re.search(r"^\.sw-root\s*\{(.*?)^\}", css, re.S | re.M)
    if block is None:
        raise ValueError("the stylesheet has no .sw-root { ... } palette block")
    found = {}
    for name, value in re.findall(r"--sw-([\w-]+)\s*:\s*([^;]+);", block.group(1)):
        pair = _colours(value)
        if pair is not None:
            found[name] = pair
    return found


PALETTE: Mapping[str, tuple[str, str]] = MappingProxyType(read_palette(STYLESHEET.read_text(encoding="utf-8")))
"""The widgets' colours, name -> (light, dark), read from ``shichi.css`` at import."""

# Each class of the picture: its SVG properties and the palette colour of each. The picture is drawn
# as the widgets draw the table: a felt with slots, open cells framed and dotted, faces, dead cells.
SVG_CLASSES: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "g": {"fill": "felt", "stroke": "felt-edge"},  # the table surface
    "s7": {"fill": "felt-edge"},  # the 7 column
    "t": {"fill": "felt-ink"},  # column headings, on the felt
    "c": {"fill": "muted"},  # the caption, on the page
    "k": {"fill": "face-ink"},
    "r": {"fill": "face-red"},
    "f": {"fill": "face", "stroke": "face-line"},
    "d": {"fill": "dead", "stroke": "dead-line"},
    "x": {"stroke": "dead-ink"},
    "o": {"fill": "slot", "stroke": "open"},
    "p": {"fill": "open"},
    "e": {"fill": "slot", "stroke": "slot-line"},
})


def _rules(scheme: int) -> str:
    """The picture's rules in one scheme (0 light, 1 dark), scoped by the root's class, so a page
    that inlines the SVG keeps its own styles."""
    return "".join(
        f".sw-svg .{name}{{{';'.join(f'{prop}:{PALETTE[colour][scheme]}' for prop, colour in props.items())}}}"
        for name, props in SVG_CLASSES.items()
    )


def _style() -> str:
    """Every colour of the picture, light and dark."""
    return f"<style>{_rules(0)}@media (prefers-color-scheme: dark){{{_rules(1)}}}</style>"


def game_svg(game: Game) -> str:
    """The layout: suit rows, the 7 column marked, placed cards, open cells dashed with a dot."""
    width = LABEL_W + 13 * (CELL_W + GAP) + GAP
    height = TOP + 4 * (CELL_H + GAP) + 26
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" role="img" class="sw-svg" '
        f'aria-label="Shichi Narabe layout">',
        _style(),
        f'<rect x="0.5" y="0.5" width="{width - 1}" height="{TOP + 4 * (CELL_H + GAP) + GAP - 1}" class="g" rx="8"/>',
        f'<rect x="{LABEL_W + 6 * (CELL_W + GAP)}" y="2" width="{CELL_W + 2 * GAP}" '
        f'height="{TOP + 4 * (CELL_H + GAP)}" class="s7" rx="4"/>',
    ]
    for col, label in enumerate(("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")):
        x = LABEL_W + GAP + col * (CELL_W + GAP) + CELL_W / 2
        parts.append(f'<text x="{x}" y="15" font-size="11" text-anchor="middle" class="t">{label}</text>')
    for row, suit in enumerate(game.row_order):
        y = TOP + row * (CELL_H + GAP)
        colour = "r" if suit.is_red else "k"  # the class of the suit's colour
        parts.append(  # on a face, as the widgets' row labels: the suit's colour keeps its contrast
            f'<rect x="3" y="{y + CELL_H / 2 - 12}" width="{LABEL_W - 4}" height="24" rx="4" class="f"/>'
            f'<text x="{LABEL_W / 2 + 1}" y="{y + CELL_H / 2 + 7}" font-size="18" '
            f'text-anchor="middle" class="{colour}">{suit.symbol}</text>'
        )
        for col in range(13):
            card = DECK[13 * suit.value + col]
            x = LABEL_W + GAP + col * (CELL_W + GAP)
            parts.append(_cell(game, card, x, y, colour))
    state = "hand over" if game.is_over else f"player {game.to_move} to move"
    caption = escape(f"{game.rules} · {game.players} players · {state}")
    parts.append(f'<text x="{LABEL_W}" y="{height - 8}" font-size="12" class="c">{caption}</text>')
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
