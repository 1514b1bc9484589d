"""ExpertBot's decision time, this tree beside another (say, the code before a change): prints
figures, asserts nothing.

    git worktree add /tmp/before <commit>
    .venv/bin/python benchmarks/compare_expert.py /tmp/before                  # every preset
    .venv/bin/python benchmarks/compare_expert.py /tmp/before --presets joker --rounds 6

Each run is a child process that imports ``shichi_widgets`` from one tree only (``PYTHONPATH``)
and times ``ExpertBot`` (default budget, 5,000 playouts) on the same mid-game positions
(``bench_bots.decision_positions`` of that tree: the same seeds deal the same hands), in process
CPU time. Runs of the two trees alternate, first one tree then the other, so that the shared
machine's swings in speed fall on both alike. Printed per preset: the median over runs of each
run's median decision, their ratio (this tree over the other), and every run's figure.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]


def child(tree: str, preset: str, decisions: int) -> None:
    """Print the median CPU seconds of ExpertBot's decision over ``decisions`` positions."""
    sys.path.insert(0, str(Path(tree) / "benchmarks"))
    import bench_bots

    import shichi_widgets

    if not shichi_widgets.__file__.startswith(tree):
        raise SystemExit(f"shichi_widgets came from {shichi_widgets.__file__}, not {tree}")
    times = []
    for i, game in enumerate(bench_bots.decision_positions(preset, decisions)):
        bot = shichi_widgets.ExpertBot(seed=i)
        start = time.process_time()
        bot.choose(game)
        times.append(time.process_time() - start)
    print(statistics.median(times))


def run(tree: str, preset: str, decisions: int) -> float:
    command = [sys.executable, __file__, "--child", tree, "--presets", preset, "--decisions", str(decisions)]
    done = subprocess.run(command, env={**os.environ, "PYTHONPATH": tree}, capture_output=True, text=True,
                          check=True, cwd="/")
    return float(done.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("other", help="the other tree (a checkout of another commit)")
    parser.add_argument("--presets", nargs="+", default=None, help="only these presets")
    parser.add_argument("--rounds", type=int, default=4, help="runs per tree and preset")
    parser.add_argument("--decisions", type=int, default=8, help="positions timed per run")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(str(Path(args.other).resolve()), args.presets[0], args.decisions)
        return
    sys.path.insert(0, str(HERE))
    from shichi_widgets import Ruleset

    trees = {"other": str(Path(args.other).resolve()), "this": str(HERE)}
    print(f"ExpertBot, median CPU s per decision ({args.decisions} positions a run, {args.rounds} runs a tree)")
    for preset in args.presets or Ruleset.presets():
        runs: dict[str, list[float]] = {name: [] for name in trees}
        for i in range(args.rounds):
            for name in trees if i % 2 == 0 else reversed(list(trees)):
                runs[name].append(run(trees[name], preset, args.decisions))
        other, this = statistics.median(runs["other"]), statistics.median(runs["this"])
        each = {name: " ".join(f"{x:.3f}" for x in values) for name, values in runs.items()}
        print(f"{preset:<17} other {other:.3f} s  this {this:.3f} s  this/other {this / other:.2f}  "
              f"(other {each['other']} | this {each['this']})", flush=True)


if __name__ == "__main__":
    main()
