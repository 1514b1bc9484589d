"""Bot and simulation benchmark: prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_bots.py                 # throughput and ExpertBot timing
    .venv/bin/python benchmarks/bench_bots.py --quick         # a smoke run of a few seconds
    .venv/bin/python benchmarks/bench_bots.py --strength 2000 # + full-strength duplicate deals
    .venv/bin/python benchmarks/bench_bots.py --strength 2000 --expert-deals 200  # fewer for ExpertBot
    .venv/bin/python benchmarks/bench_bots.py --strength-margins  # the former strength tests (~1-2 min)

Figures:
* the yardstick: random 4-player basic games per second of the minimal bitmask engine
  (``minimal_engine.py``), measured in the same run, in slices alternating with each figure's;
* per preset: random-bot games per second through ``simulate`` (4 RandomBots, rows included), in
  one process (per CPU second of this process) and with ``--workers`` processes (wall clock, set
  beside the yardstick's wall-clock rate), and
  the ratios to the yardstick: the median over ``--slices`` slices of each slice's rate over the
  mean of the yardstick slices either side of it, with the 1-process ratio's spread
  (``interleave.py``: the shared machine's swings move both sides of a ratio alike);
* ``ExpertBot`` with its default budget (5,000 playouts): seconds per decision and playouts per
  decision on mid-game positions; and with ``time_limit=0.5``: playouts reached;
* ``--strength N``: N duplicate deals (every deal once per seat rotation) of GreedyBot and
  BlockerBot against three RandomBots and ExpertBot (``--playouts``, default 5,000) against three
  GreedyBots, with every entrant's mean rank and 95% confidence interval, and the hero's edge
  (the other seats' mean rank minus its own);
* ``--strength-margins``: the four duplicate-deal comparisons that were tests (tests/bots/test_bot_strength.py
  until issue 26) with their deals, seeds and budgets, each edge printed beside the margin the test asked for.
  What stays a test is that the bots do not change their minds (tests/bots/test_bot_decisions_kept.py and
  test_expert_decisions_kept.py): a change meant to make a bot stronger is measured here.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from interleave import cpu_rate, interleaved, wall_rate, yardstick_rate

from shichi_widgets import BlockerBot, ExpertBot, Game, GreedyBot, RandomBot, Ruleset, simulate


def yardstick(games: int) -> float:
    return yardstick_rate(games)


def simulate_rate(preset: str, games: int, workers: int) -> float:
    """Games a CPU second in one process; games a wall-clock second with more workers."""
    bots = [RandomBot() for _ in range(4)]

    def run() -> None:
        simulate(preset, bots, games=games, seed=1, workers=workers, progress=False)

    return cpu_rate(run, games) if workers == 1 else wall_rate(run, games)


def decision_positions(preset: str, count: int) -> list[Game]:
    """Positions 4–24 greedy moves into a game, with at least two legal moves."""
    rng = random.Random(3)
    out, seed = [], 0
    while len(out) < count:
        game = Game.new(preset, 4, seed=500 + seed)
        seed += 1
        greedy = GreedyBot()
        for _ in range(rng.randint(4, 24)):
            if game.is_over:
                break
            game.play(greedy.choose(game))
        if not game.is_over and len(game.legal_moves()) > 1:
            out.append(game)
    return out


def expert_timing(preset: str, positions: int) -> tuple[float, float, float, float]:
    """Median and max seconds per decision at the default budget; median playouts per decision
    at the default budget and within ``time_limit=0.5``."""
    times, counts, limited = [], [], []
    for i, game in enumerate(decision_positions(preset, positions)):
        bot = ExpertBot(seed=i)
        start = time.perf_counter()
        bot.choose(game)
        times.append(time.perf_counter() - start)
        counts.append(bot.last_playouts)
        timed = ExpertBot(seed=i, playouts=10**9, time_limit=0.5)
        timed.choose(game)
        limited.append(timed.last_playouts)
    return statistics.median(times), max(times), statistics.median(counts), statistics.median(limited)


def edge(sim, hero: int = 0) -> tuple[float, float]:
    """The hero's mean edge in rank over the other seats per deal, and its 95% half-interval."""
    per_deal: dict[int, tuple[list[int], list[int]]] = {}
    for row in sim.rows:
        mine, others = per_deal.setdefault(row["deal"], ([], []))
        (mine if row["entrant"] == hero else others).append(row["rank"])
    edges = [statistics.fmean(o) - statistics.fmean(m) for m, o in per_deal.values()]
    return statistics.fmean(edges), 1.96 * statistics.stdev(edges) / len(edges) ** 0.5


def strength(deals: int, expert_deals: int, playouts: int, workers: int, preset: str) -> None:
    print(f"\nstrength: {preset}, duplicate deals × 4 seat rotations, {workers} workers")
    expert = ExpertBot(seed=1, playouts=playouts)
    matches = [
        ("GreedyBot vs 3 RandomBot", [GreedyBot()] + [RandomBot() for _ in range(3)], deals),
        ("BlockerBot vs 3 RandomBot", [BlockerBot()] + [RandomBot() for _ in range(3)], deals),
        (f"ExpertBot({playouts}) vs 3 GreedyBot", [expert] + [GreedyBot() for _ in range(3)], expert_deals),
    ]
    for title, bots, count in matches:
        start = time.perf_counter()
        sim = simulate(preset, bots, games=count, seed=2026, duplicate=True, workers=workers, progress=False)
        spent = time.perf_counter() - start
        mean, half = edge(sim)
        print(f"  {title}, {count} deals ({spent:,.0f} s): edge {mean:+.3f} ± {half:.3f} rank")
        for standing in sim.standings():
            print(f"    entrant {standing.entrant} {standing}")


# The former strength tests: (title, preset, hero, field, deals, margin the hero's edge had to pass).
MARGINS = (
    ("GreedyBot vs 3 RandomBot", "shichi-narabe", GreedyBot, RandomBot, 400, 0.2),
    ("BlockerBot vs 3 RandomBot", "shichi-narabe", BlockerBot, RandomBot, 400, 0.4),
    ("ExpertBot(150) vs 3 GreedyBot", "shichi-narabe", lambda: ExpertBot(seed=1, playouts=150), GreedyBot, 120, 0.05),
    ("ExpertBot(150) vs 3 GreedyBot", "sevens", lambda: ExpertBot(seed=1, playouts=150), GreedyBot, 40, 0.08),
)


def strength_margins(workers: int) -> None:
    """Each former strength test's edge (seed 1, duplicate deals) and whether it clears the test's margin."""
    print(f"\nstrength margins (the former tests/bots/test_bot_strength.py), seed 1, {workers} workers")
    for title, preset, hero, field, deals, margin in MARGINS:
        bots = [hero(), field(), field(), field()]
        start = time.perf_counter()
        sim = simulate(preset, bots, games=deals, seed=1, duplicate=True, workers=workers, progress=False)
        spent = time.perf_counter() - start
        mean, half = edge(sim)
        verdict = "clears" if mean > margin else "BELOW"
        print(f"  {preset:<14} {title}, {deals} deals ({spent:,.0f} s): edge {mean:+.3f} ± {half:.3f} rank, "
              f"{verdict} the margin {margin}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small run for a smoke test")
    parser.add_argument("--games", type=int, default=None, help="random games per throughput slice")
    parser.add_argument("--slices", type=int, default=None, help="slices per throughput figure")
    parser.add_argument("--presets", nargs="+", default=None, metavar="PRESET", help="only these presets")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes for the parallel figures")
    parser.add_argument("--positions", type=int, default=None, help="ExpertBot decisions timed per preset")
    parser.add_argument("--strength", type=int, default=0, metavar="DEALS", help="run the duplicate-deal comparison")
    parser.add_argument("--playouts", type=int, default=5000, help="ExpertBot budget in the strength comparison")
    parser.add_argument(
        "--expert-deals", type=int, default=None, help="deals for ExpertBot (default: --strength; ~2.4 s a game)"
    )
    parser.add_argument("--preset", default="shichi-narabe", help="preset of the strength comparison")
    parser.add_argument("--strength-only", action="store_true", help="skip the throughput and timing figures")
    parser.add_argument(
        "--strength-margins", action="store_true", help="only the former strength tests' edges against their margins"
    )
    args = parser.parse_args()
    if args.strength_margins:
        strength_margins(args.workers)
        return
    if args.strength_only:
        strength(args.strength, args.expert_deals or args.strength, args.playouts, args.workers, args.preset)
        return
    games = args.games or (500 if args.quick else 3000)
    slices = args.slices or (3 if args.quick else 7)
    positions = args.positions or (2 if args.quick else 10)
    print(
        f"Python {sys.version.split()[0]} · {os.cpu_count()} cores · {games} random 4-player games a slice, "
        f"{slices} slices per figure"
    )
    yardstick(games)  # warm-up
    first = yardstick(games)
    print(f"yardstick: minimal bitmask engine (shichi-narabe): {first:,.0f} games/s (one slice, at the start)")
    print(
        f"{'preset':<17}{'1 process':>10}{'× yardstick':>13}{f'{args.workers} workers':>11}{'× yardstick':>13}"
        f"{'spread (1)':>13}"
    )
    everything = []
    for preset in args.presets or Ruleset.presets():
        simulate_rate(preset, max(1, games // 10), 1)  # warm-up: the ruleset's tables
        one = interleaved(lambda preset=preset: simulate_rate(preset, games, 1), lambda: yardstick(games), slices)
        many = interleaved(
            lambda preset=preset: simulate_rate(preset, games, args.workers),
            lambda: yardstick_rate(games, wall=True),
            max(1, slices // 2),
        )
        everything += one.yardsticks
        print(f"{preset:<17}{one.rate:>10,.0f}{one.ratio:>13.2f}{many.rate:>11,.0f}{many.ratio:>13.2f}{one.spread:>13}")
    low, high = min(everything), max(everything)
    print(
        f"yardstick over the run: median {statistics.median(everything):,.0f} games/s, "
        f"slices {low:,.0f}–{high:,.0f} (the machine's swing: ×{high / low:.2f})"
    )
    print("\nExpertBot (default 5,000 playouts; and time_limit=0.5 s), mid-game decisions, 4 players")
    print(f"{'preset':<17}{'median s':>9}{'max s':>8}{'playouts':>10}{'in 0.5 s':>10}")
    for preset in args.presets or Ruleset.presets():
        median, worst, count, limited = expert_timing(preset, positions)
        print(f"{preset:<17}{median:>9.3f}{worst:>8.3f}{count:>10,.0f}{limited:>10,.0f}")
    if args.strength:
        strength(args.strength, args.expert_deals or args.strength, args.playouts, args.workers, args.preset)


if __name__ == "__main__":
    main()
