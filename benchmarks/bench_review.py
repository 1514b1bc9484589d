"""Review benchmark: how long ``review(game, player)`` takes, per move and per game. Prints
figures, asserts nothing.

    .venv/bin/python benchmarks/bench_review.py             # default budget, a few presets
    .venv/bin/python benchmarks/bench_review.py --quick     # a smoke run of a few seconds
    .venv/bin/python benchmarks/bench_review.py --playouts 2000 --games 5 --preset sevens

Each game is a 4-player game (a seeded deal) in which seat 0, the reviewed "human", plays a card
whenever it can (``GreedyBot``'s, or a random one one time in four: a learner who never holds a
card back, and so stays in the game and makes many decisions) against three ``GreedyBot``s.
Figures per preset: the reviewed moves per game, seconds per reviewed move (a game's time
over its moves: the median game's and the slowest game's), seconds per game (median and
slowest; wall clock), the slowest game's CPU seconds (what an idle machine would take: the
wall clock grows when other jobs share the cores), and the share of moves that cost at least ``MIN_COST`` of a place.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from shichi_widgets import Game, GreedyBot, review
from shichi_widgets.bots.review import DEFAULT_PLAYOUTS, MIN_COST

PRESETS = ("shichi-narabe", "tunnel", "joker", "seven-bridge", "koroshi", "sevens")


def beginner_game(preset: str, seed: int) -> Game:
    """Seat 0 plays a card whenever it can (GreedyBot's choice, a random card one time in four)
    and passes only when stuck; three GreedyBots."""
    game = Game.new(preset, players=4, seed=seed)
    rng = random.Random(seed)
    bots = [GreedyBot(seed=0), GreedyBot(seed=1), GreedyBot(seed=2), GreedyBot(seed=3)]
    while not game.is_over:
        plays = [m for m in game.legal_moves() if m.kind != "pass"]
        if game.to_move == 0 and plays:
            greedy = bots[0].choose(game)
            game.play(rng.choice(plays) if greedy.kind == "pass" or rng.random() < 0.25 else greedy)
        else:
            game.play(bots[game.to_move].choose(game))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small run for a smoke test")
    parser.add_argument("--games", type=int, default=3, help="games reviewed per preset")
    parser.add_argument("--playouts", type=int, default=DEFAULT_PLAYOUTS, help="review budget per decision")
    parser.add_argument("--preset", action="append", help="preset(s) to time (default: a few)")
    args = parser.parse_args()
    presets = args.preset or (PRESETS[:2] if args.quick else PRESETS)
    games = 1 if args.quick else args.games
    playouts = 300 if args.quick else args.playouts
    print(f"review(game, 0, playouts={playouts:,}): 4-player games, {games} per preset")
    print()
    print(
        "| preset | moves/game | s/move median | s/move max | s/game median | s/game max | CPU s/game max "
        "| costly moves |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for preset in presets:
        per_move: list[float] = []
        per_game: list[float] = []
        cpu_game: list[float] = []
        moves = costly = 0
        for seed in range(games):
            game = beginner_game(preset, 100 + seed)
            start, cpu = time.perf_counter(), time.process_time()
            rows = review(game, 0, playouts=playouts, seed=seed)
            per_game.append(time.perf_counter() - start)
            cpu_game.append(time.process_time() - cpu)
            per_move.append(per_game[-1] / max(1, len(rows)))
            moves += len(rows)
            costly += sum(row["cost"] >= MIN_COST for row in rows)
        print(
            f"| {preset} | {moves / games:.1f} | {statistics.median(per_move):.2f} | {max(per_move):.2f} "
            f"| {statistics.median(per_game):.1f} | {max(per_game):.1f} | {max(cpu_game):.1f} "
            f"| {costly / max(1, moves):.0%} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
