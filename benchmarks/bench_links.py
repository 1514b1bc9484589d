"""App link lengths and reading time: prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_links.py            # 20 random 4-player games per preset
    .venv/bin/python benchmarks/bench_links.py --games 5

Per preset, the characters of: a link to the dealt position (``link_for_position``), the same
position as plain percent-encoded text (for comparison), and a link to the whole game with its
moves (``link_for_game``, uniformly random moves to the end); and the milliseconds
``parse_link`` takes to check and rebuild a whole game (median).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from shichi_widgets import Game, Ruleset
from shichi_widgets.links import MAX_LINK, link_for_game, link_for_position, parse_link


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20, help="random games per preset")
    args = parser.parse_args()
    print(f"link lengths in characters (cap {MAX_LINK:,}), 4 players, {args.games} games per preset")
    print()
    print("| preset | dealt position | as plain text | whole game: median | max | parse ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for preset in Ruleset.presets():
        dealt, plain, whole, parse_ms = [], [], [], []
        for seed in range(args.games):
            game = Game.new(preset, players=4, seed=seed)
            dealt.append(len(link_for_position(game)))
            plain.append(len("?position=" + quote(game.to_text())))
            rng = random.Random(seed)
            while not game.is_over:
                game.play(rng.choice(game.legal_moves()))
            link = link_for_game(game)
            whole.append(len(link))
            start = time.perf_counter()
            parse_link(link)
            parse_ms.append(1000 * (time.perf_counter() - start))
        print(
            f"| {preset} | {statistics.median(dealt):.0f} | {statistics.median(plain):.0f} "
            f"| {statistics.median(whole):.0f} | {max(whole)} | {statistics.median(parse_ms):.1f} |"
        )


if __name__ == "__main__":
    main()
