"""Benchmark of what views ask the engine again and again: prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_views.py            # about half a minute
    .venv/bin/python benchmarks/bench_views.py --quick    # a few seconds

Per preset, on mid-game positions of random 4-player games, the median over positions of the mean
µs of one call (best of three rounds):
* ``explain``: ``game.explain(card)`` for each of the 52 cells (a hover);
* ``public``: ``public.open_mask``, ``killed_mask`` and ``dead_mask`` together (a redraw reads them);
* ``svg``: the game's SVG picture (reads the public view per cell);
* ``to_text`` (a save) and ``from_text`` (a load) of the position.
Kill games are also measured with hidden penalties (K6), where the public view differs from the truth.
Only public names are used, so the same file measures an older commit side by side.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from shichi_widgets import Game, Ruleset
from shichi_widgets.engine import public
from shichi_widgets.engine.cards import DECK
from shichi_widgets.engine.svg import game_svg

CASES = ("shichi-narabe", "tunnel", "joker", "seven-bridge", "sevens", "koroshi", "mushikui", "koroshi+K6")


def _rules(case: str) -> Ruleset:
    name, _, extra = case.partition("+")
    rules = Ruleset.preset(name)
    return rules.replace(hidden_penalties=True) if extra == "K6" else rules


def positions(case: str, count: int) -> list[Game]:
    """Positions a third to two thirds of the way through random games (the same every run)."""
    rules = _rules(case)
    rng = random.Random(2)
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        game = Game.new(rules, 4, seed=10_000 + seed)
        seed += 1
        for _ in range(rng.randint(12, 32)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over:
            found.append(game)
    return found


def _per_call(games: list, work, calls: int) -> float:
    """Median over the games (or texts) of the best-of-three mean µs of one call of ``work(game)``."""
    figures = []
    for game in games:
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter_ns()
            work(game)
            best = min(best, time.perf_counter_ns() - start)
        figures.append(best / calls / 1000)
    return statistics.median(figures)


def _explain_all(game: Game) -> None:
    for card in DECK:
        game.explain(card)


def _public(game: Game) -> None:
    public.open_mask(game)
    public.killed_mask(game)
    public.dead_mask(game)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small run for a smoke test")
    args = parser.parse_args()
    count = 10 if args.quick else 60
    print(f"Python {sys.version.split()[0]} · {count} mid-game positions per case · µs per call (median)")
    print(f"{'case':<15}{'explain':>10}{'public':>10}{'svg':>10}{'to_text':>10}{'from_text':>11}")
    for case in CASES:
        games = positions(case, count)
        explain = _per_call(games, _explain_all, len(DECK))
        view = _per_call(games, _public, 1)
        svg = _per_call(games, game_svg, 1)
        write = _per_call(games, lambda g: g.to_text(), 1)
        read = _per_call([game.to_text() for game in games], Game.from_text, 1)
        print(f"{case:<15}{explain:>10.2f}{view:>10.2f}{svg:>10.1f}{write:>10.1f}{read:>11.1f}")


if __name__ == "__main__":
    main()
