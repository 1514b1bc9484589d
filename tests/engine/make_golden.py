"""Write the golden playthroughs in ``tests/engine/golden/``: one file per preset and seed, the
linear games (docs/rules.md sections 1-5, 7, 8) and the kill games (section 6) alike.

Run from the repository root: ``.venv/bin/python tests/engine/make_golden.py``.

Each file holds the starting position (``game.to_text()`` of ``Game.new(preset, players, seed)``),
a blank line, then one line per move: ``<player> <move> | <event> | <event> ...``. Moves are
chosen by ``random.Random(seed)`` among the legal moves (sorted by their text, so the choice does
not depend on the engine's order). ``test_golden.py`` replays the files.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from shichi_widgets.engine import Game, Ruleset

GOLDEN = Path(__file__).resolve().parent / "golden"
SEEDS = (1, 2)


def linear_presets() -> tuple[str, ...]:
    """Every preset except the kill games of docs/rules.md section 6."""
    return tuple(p for p in Ruleset.presets() if getattr(Ruleset.preset(p), "kill", None) is None)


def kill_presets() -> tuple[str, ...]:
    """The kill games of docs/rules.md section 6 (K1-K10)."""
    return tuple(p for p in Ruleset.presets() if getattr(Ruleset.preset(p), "kill", None) is not None)


def all_presets() -> tuple[str, ...]:
    return linear_presets() + kill_presets()


def players_for(seed: int) -> int:
    return 3 + seed  # seed 1: 4 players, seed 2: 5 players


def file_name(preset: str, seed: int) -> str:
    return f"{preset}-seed{seed}.txt"


def playthrough(preset: str, seed: int) -> str:
    game = Game.new(preset, players=players_for(seed), seed=seed)
    rng = random.Random(seed)
    start = game.to_text()
    lines = []
    while not game.is_over:
        move = rng.choice(sorted(game.legal_moves(), key=str))
        player = game.to_move
        events = game.play(move)
        lines.append(f"{player} {move} | " + " | ".join(map(str, events)))
    return start + "\n" + "\n".join(lines) + "\n"


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for preset in all_presets():
        for seed in SEEDS:
            path = GOLDEN / file_name(preset, seed)
            path.write_text(playthrough(preset, seed), encoding="utf-8")
            print(f"wrote {path}")


if __name__ == "__main__":
    main()
