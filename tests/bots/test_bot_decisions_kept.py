"""GreedyBot and BlockerBot decide as they did when their decisions were stored (golden decisions).

The strength tests (a bot's edge in rank over many duplicate deals) took most of the bots' test time; they are
now figures of ``benchmarks/bench_bots.py --strength-margins``. What stays a test is that neither bot changes
its mind: for fixed-seed positions of every preset and of the house rules of ``conftest.py`` (3, 4 and 5
players, early, middle and late), ``bot_decisions.json`` holds the move each bot chose. ExpertBot's decisions
are kept the same way by ``test_expert_decisions_kept.py``. The positions are reached by a seeded walk over the
legal moves in sorted order, so they do not depend on the order ``legal_moves()`` lists them in (the bots' ties
do: they go to the earlier legal move). Regenerate (only when a change of decisions is meant, and say so):

    .venv/bin/python tests/bots/test_bot_decisions_kept.py --write
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from shichi_widgets import BlockerBot, Game, GreedyBot, Ruleset

STORED = Path(__file__).with_name("bot_decisions.json")
RULES = tuple(Ruleset.preset(name) for name in Ruleset.presets()) + (
    Ruleset.preset("seven-bridge").replace(kings_bonus=5),
    Ruleset.preset("seven-bridge").replace(jokers=2, joker_mode="wild"),
    Ruleset.preset("seven-bridge").replace(ghost=False),
    Ruleset.preset("seven-bridge").replace(passes=5, opening_card="7♥", penalty="count"),
    Ruleset.preset("koroshi").replace(row_order="shuffled"),
    Ruleset.preset("koroshi").replace(hidden_penalties=True),
)
BOTS = {"greedy": GreedyBot, "blocker": BlockerBot}
STARTS = ((3, 1, 3), (4, 2, 9), (4, 3, 17), (5, 4, 26), (4, 5, 36))  # players, seed, random moves in


def _position(rules: Ruleset, players: int, seed: int, moves: int) -> Game | None:
    """``moves`` seeded random moves (mostly plays) into a seeded game; None when the game is over or the
    player to move has one move only."""
    game = Game.new(rules, players, seed=seed)
    rng = random.Random(7000 + seed)
    for _ in range(moves):
        if game.is_over:
            return None
        options = sorted(str(m) for m in game.legal_moves())
        plays = [m for m in options if m != "pass"]
        game.play(rng.choice(plays if plays and rng.random() < 0.8 else options))
    return None if game.is_over or len(game.legal_moves()) < 2 else game


def _positions() -> dict[str, Game]:
    """Named positions: for every ruleset one per start in ``STARTS`` (the next seed when one is decided)."""
    out = {}
    for rules in RULES:
        for players, seed, moves in STARTS:
            for tries in range(8):
                game = _position(rules, players, seed + 10 * tries, moves)
                if game is not None:
                    out[f"{rules} | {players}p seed {seed + 10 * tries} after {moves}"] = game
                    break
    return out


POSITIONS = _positions()


def _decisions(game: Game) -> dict[str, str]:
    return {name: str(kind(seed=1).choose(game)) for name, kind in BOTS.items()}


def _stored() -> dict[str, dict[str, str]]:
    return json.loads(STORED.read_text(encoding="utf-8"))


def test_the_stored_decisions_cover_every_position():
    """The file was made from these very positions: a position that changed would not be checked."""
    assert sorted(_stored()) == sorted(POSITIONS)
    assert len(POSITIONS) >= 90


@pytest.mark.parametrize("name", list(POSITIONS))
def test_greedy_and_blocker_decide_as_stored(name):
    game = POSITIONS[name]
    assert _decisions(game) == _stored()[name], game.to_text()


if __name__ == "__main__":
    if "--write" not in sys.argv:
        raise SystemExit(__doc__)
    rows = [f"{json.dumps(name, ensure_ascii=False)}: {json.dumps(_decisions(game), ensure_ascii=False)}"
            for name, game in POSITIONS.items()]
    STORED.write_text("{\n" + ",\n".join(rows) + "\n}\n", encoding="utf-8")
    print(f"wrote {len(POSITIONS)} positions' decisions to {STORED}")
