"""Engine benchmark: prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench.py            # full run (about a minute)
    .venv/bin/python benchmarks/bench.py --quick    # a few seconds
    .venv/bin/python benchmarks/bench.py --slices 15 --games 500   # more, shorter slices

Figures:
* the yardstick: random 4-player basic games per second of the minimal bitmask engine
  (``minimal_engine.py``), measured in the same run, in slices alternating with each preset's;
* per preset: random 4-player games per second through the public API (``Game.new``,
  ``legal_moves()`` and ``play()``, a uniformly random legal move each turn) and the ratio to
  the yardstick: each slice's rate over the mean of the yardstick slices either side of it, the
  median over ``--slices`` slices, and the spread (lowest–highest slice ratio), so that the
  shared machine's swings in speed move both sides of a ratio alike (``interleave.py``); rates
  are per CPU second of this process;
* per preset: the median µs of one ``legal_moves()`` call on a fresh mid-game state (each call on
  its own copy of the position, so no state is reused between calls; the engine's lists, which
  ``engine/legal.py`` keeps by the set of playable cards, are: the figure is of a set seen before,
  as most are in play).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from interleave import cpu_rate, interleaved, yardstick_rate

from shichi_widgets import Game, Ruleset


def yardstick(games: int) -> float:
    return yardstick_rate(games)


def api_games(preset: str, games: int, players: int = 4) -> float:
    rules = Ruleset.preset(preset)
    choice = random.Random(1).choice

    def run() -> None:
        for seed in range(games):
            game = Game.new(rules, players, seed=seed)
            while not game.is_over:
                game.play(choice(game.legal_moves()))

    return cpu_rate(run, games)


def mid_game_positions(preset: str, count: int) -> list[Game]:
    """Positions a third to two thirds of the way through random games."""
    rng = random.Random(2)
    positions = []
    seed = 0
    while len(positions) < count:
        game = Game.new(preset, 4, seed=10_000 + seed)
        seed += 1
        stop = rng.randint(12, 32)
        for _ in range(stop):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over:
            positions.append(game)
    return positions


def legal_moves_us(preset: str, positions: int, copies: int = 200) -> float:
    """Median over positions of the mean time of one ``legal_moves()`` on a fresh copy (the
    copies share the engine's kept lists: the first call makes the position's list, the rest read it)."""
    figures = []
    for game in mid_game_positions(preset, positions):
        fresh = [game.copy() for _ in range(copies)]
        start = time.perf_counter_ns()
        for state in fresh:
            state.legal_moves()
        spent = time.perf_counter_ns() - start
        start = time.perf_counter_ns()
        for state in fresh:
            state.copy  # the loop's own cost, subtracted below  # noqa: B018
        overhead = time.perf_counter_ns() - start
        figures.append((spent - overhead) / copies / 1000)
    return statistics.median(figures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small run for a smoke test")
    parser.add_argument("--games", type=int, default=None, help="games per slice")
    parser.add_argument("--slices", type=int, default=None, help="slices per preset, each between two yardstick slices")
    parser.add_argument("--presets", nargs="+", default=None, metavar="PRESET", help="only these presets")
    args = parser.parse_args()
    games = args.games or (150 if args.quick else 800)
    slices = args.slices or (3 if args.quick else 9)
    positions = 20 if args.quick else 200
    print(f"Python {sys.version.split()[0]} · {games} random 4-player games a slice, {slices} slices per preset")
    yardstick(games)  # warm-up
    first = yardstick(games)
    print(f"yardstick: minimal bitmask engine (shichi-narabe): {first:,.0f} games/s (one slice, at the start)")
    print(f"{'preset':<15}{'games/s':>10}{'× yardstick':>13}{'legal_moves µs':>16}{'spread':>12}{'yardstick':>11}")
    everything = []
    for preset in args.presets or Ruleset.presets():
        api_games(preset, max(1, games // 10))  # warm-up: the ruleset's tables
        figure = interleaved(lambda preset=preset: api_games(preset, games), lambda: yardstick(games), slices)
        everything += figure.yardsticks
        micro = legal_moves_us(preset, positions)
        yard = statistics.median(figure.yardsticks)
        print(f"{preset:<15}{figure.rate:>10,.0f}{figure.ratio:>13.2f}{micro:>16.2f}{figure.spread:>12}{yard:>11,.0f}")
    low, high = min(everything), max(everything)
    print(
        f"yardstick over the run: median {statistics.median(everything):,.0f} games/s, "
        f"slices {low:,.0f}–{high:,.0f} (the machine's swing: ×{high / low:.2f})"
    )

if __name__ == "__main__":
    main()
