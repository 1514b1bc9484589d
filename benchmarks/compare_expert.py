"""ExpertBot's decision time as a ratio to the yardstick, in this tree and optionally beside another
(say, the code before a change); and where the time goes. Prints figures, asserts nothing.

    .venv/bin/python benchmarks/compare_expert.py                              # this tree, every preset
    git worktree add /tmp/before <commit>
    .venv/bin/python benchmarks/compare_expert.py /tmp/before                  # both trees
    .venv/bin/python benchmarks/compare_expert.py /tmp/before --presets joker --rounds 6
    .venv/bin/python benchmarks/compare_expert.py --profile shichi-narabe      # where the time goes

The figure is the *ratio*: one ExpertBot decision at its default budget (5,000 playouts) over the
time the minimal engine (``minimal_engine.py``) takes for 5,000 whole random games, both in process
CPU time. Each run is a child process that imports ``shichi_widgets`` from one tree only
(``PYTHONPATH``) and times the bot on the same mid-game positions (``bench_bots.decision_positions``
of that tree: the same seeds deal the same hands), each decision between two slices of the
yardstick (1,000 games each, scaled to 5,000; the same yardstick code for both trees), so that a
swing in the shared machine's speed moves both sides of a ratio alike; a run's figure is the median
over its decisions. Runs of the two trees alternate, first one tree then the other. Printed per
preset: the median over runs of each tree's ratio (and of the decision's CPU seconds), the second
tree's ratio over the first's, and every run's ratio; then the median over the presets.

``--profile PRESET`` runs cProfile over this tree's decisions in one preset and prints the
functions that take the most time of their own.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
BUDGET_GAMES = 5000  # the yardstick's games per decision: ExpertBot's default budget in playouts
SLICE = 1000  # yardstick games per slice


def _yardstick():
    """``minimal_engine.random_game`` and a stream, from this script's own folder (both trees are
    measured against the same code)."""
    import random

    spec = importlib.util.spec_from_file_location("minimal_engine", Path(__file__).with_name("minimal_engine.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    game = module.random_game

    def seconds() -> float:
        """CPU seconds of 5,000 yardstick games (one slice of ``SLICE``, scaled)."""
        rng = random.Random(1)
        start = time.process_time()
        for _ in range(SLICE):
            game(rng)
        return (time.process_time() - start) * BUDGET_GAMES / SLICE

    return seconds


def _positions(tree: str, preset: str, decisions: int):
    sys.path.insert(0, str(Path(tree) / "benchmarks"))
    import bench_bots

    import shichi_widgets

    if not shichi_widgets.__file__.startswith(tree):
        raise SystemExit(f"shichi_widgets came from {shichi_widgets.__file__}, not {tree}")
    return shichi_widgets.ExpertBot, bench_bots.decision_positions(preset, decisions)


def child(tree: str, preset: str, decisions: int) -> None:
    """Print the median ratio (decision over 5,000 yardstick games) and the median decision's CPU
    seconds over ``decisions`` positions, each decision between two yardstick slices."""
    expert, games = _positions(tree, preset, decisions)
    yardstick = _yardstick()
    yardstick()  # warm-up
    expert(seed=0, playouts=200).choose(games[0].copy())
    ratios, times = [], []
    before = yardstick()
    for i, game in enumerate(games):
        bot = expert(seed=i)
        start = time.process_time()
        bot.choose(game)
        took = time.process_time() - start
        after = yardstick()
        ratios.append(took / ((before + after) / 2))
        times.append(took)
        before = after
    print(statistics.median(ratios), statistics.median(times))


def profile(preset: str, decisions: int, top: int = 18) -> None:
    """cProfile of this tree's decisions in ``preset``: the functions by time of their own."""
    import cProfile
    import pstats

    expert, games = _positions(str(HERE), preset, decisions)
    profiler = cProfile.Profile()
    profiler.enable()
    for i, game in enumerate(games):
        expert(seed=i).choose(game)
    profiler.disable()
    print(f"ExpertBot in {preset}: {decisions} decisions at the default budget, by time of their own")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


def run(tree: str, preset: str, decisions: int) -> tuple[float, float]:
    command = [sys.executable, __file__, "--child", tree, "--presets", preset, "--decisions", str(decisions)]
    done = subprocess.run(command, env={**os.environ, "PYTHONPATH": tree}, capture_output=True, text=True,
                          check=True, cwd="/")
    ratio, seconds = done.stdout.split()
    return float(ratio), float(seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("other", nargs="?", help="another tree to measure first (a checkout of another commit)")
    parser.add_argument("--presets", nargs="+", default=None, help="only these presets")
    parser.add_argument("--rounds", type=int, default=4, help="runs per tree and preset")
    parser.add_argument("--decisions", type=int, default=8, help="positions timed per run")
    parser.add_argument("--profile", metavar="PRESET", help="profile this tree's decisions in PRESET instead")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(str(Path(args.other).resolve()), args.presets[0], args.decisions)
        return
    if args.profile:
        sys.path.insert(0, str(HERE))
        profile(args.profile, args.decisions)
        return
    sys.path.insert(0, str(HERE))
    from shichi_widgets import Ruleset

    trees = {"other": str(Path(args.other).resolve())} if args.other else {}
    trees["this"] = str(HERE)
    print(f"ExpertBot at 5,000 playouts: a decision's CPU time over the minimal engine's for 5,000 random games "
          f"(median of {args.decisions} decisions a run, each between two yardstick slices; {args.rounds} runs a "
          f"tree, alternating; median over runs)")
    medians: dict[str, list[float]] = {name: [] for name in trees}
    for preset in args.presets or Ruleset.presets():
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name in trees}
        for i in range(args.rounds):
            for name in trees if i % 2 == 0 else reversed(list(trees)):
                runs[name].append(run(trees[name], preset, args.decisions))
        line = f"{preset:<17}"
        for name, values in runs.items():
            ratio = statistics.median(r for r, _ in values)
            medians[name].append(ratio)
            line += (f" {name} {ratio:.2f} × ({statistics.median(s for _, s in values):.3f} s; "
                     f"{' '.join(f'{r:.2f}' for r, _ in values)})")
        if len(trees) == 2:
            line += f"  this/other {medians['this'][-1] / medians['other'][-1]:.2f}"
        print(line, flush=True)
    overall = ", ".join(f"{name} {statistics.median(values):.2f} ×" for name, values in medians.items())
    print(f"median over the presets: {overall}")


if __name__ == "__main__":
    main()
