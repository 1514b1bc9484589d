"""Ratios to the yardstick that survive a shared machine whose speed swings within a minute.

A figure and the yardstick are measured in short alternating slices (yardstick, figure, yardstick,
figure, ..., yardstick); each slice's ratio is the figure's rate over the mean of the two yardstick
rates either side of it, and the reported ratio is the median over the slices, with its spread
(lowest and highest slice), so a load change during the run moves both sides of a ratio alike.
Single-process figures count this process's CPU time (:func:`cpu_rate`), which other jobs on the
machine do not add to (they still cost caches and turbo, which the interleaving evens out).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import NamedTuple


def cpu_rate(run: Callable[[], object], units: int) -> float:
    """``units`` over the CPU seconds this process spent in ``run()``."""
    start = time.process_time()
    run()
    return units / max(time.process_time() - start, 1e-9)


def wall_rate(run: Callable[[], object], units: int) -> float:
    """``units`` over the wall-clock seconds of ``run()`` (for figures that use other processes)."""
    start = time.perf_counter()
    run()
    return units / max(time.perf_counter() - start, 1e-9)


def yardstick_rate(games: int, seed: int = 1, wall: bool = False) -> float:
    """The minimal engine's random 4-player games per CPU second (``minimal_engine.py``), or per
    wall-clock second with ``wall`` (to set beside figures that use other processes)."""
    import random

    import minimal_engine

    rng = random.Random(seed)
    game = minimal_engine.random_game
    return (wall_rate if wall else cpu_rate)(lambda: [game(rng) for _ in range(games)], games)


class Interleaved(NamedTuple):
    """One figure measured against the yardstick in alternating slices."""

    rate: float  # median of the figure's slice rates (units a second)
    ratio: float  # median of the slice ratios
    low: float  # lowest slice ratio
    high: float  # highest slice ratio
    yardsticks: tuple[float, ...]  # every yardstick slice rate, in order

    @property
    def spread(self) -> str:
        """The slice ratios' range, as printed in the tables."""
        return f"{self.low:.2f}–{self.high:.2f}"


def interleaved(figure: Callable[[], float], yardstick: Callable[[], float], slices: int) -> Interleaved:
    """Measure ``figure`` (a rate) in ``slices`` slices, each between two ``yardstick`` slices."""
    if slices < 1:
        raise ValueError(f"slices must be at least 1, not {slices}")
    yards = [yardstick()]
    rates, ratios = [], []
    for _ in range(slices):
        rate = figure()
        yards.append(yardstick())
        rates.append(rate)
        ratios.append(rate / ((yards[-2] + yards[-1]) / 2))
    return Interleaved(statistics.median(rates), statistics.median(ratios), min(ratios), max(ratios), tuple(yards))
