"""Shared pieces of the bot tests: ``rules`` runs a test on every preset and a few house rules;
``preset`` on every preset name; ``mid_game`` and ``positions`` make positions to decide in."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, Ruleset

PRESETS = Ruleset.presets()
HOUSE_RULES = (
    Ruleset.preset("seven-bridge").replace(kings_bonus=5),
    Ruleset.preset("seven-bridge").replace(jokers=2, joker_mode="wild"),
    Ruleset.preset("seven-bridge").replace(ghost=False),
    Ruleset.preset("seven-bridge").replace(passes=5, opening_card="7♥", penalty="count"),
    Ruleset.preset("koroshi").replace(row_order="shuffled"),
    Ruleset.preset("koroshi").replace(hidden_penalties=True),
)
ALL_RULES = tuple(Ruleset.preset(name) for name in PRESETS) + HOUSE_RULES


def pytest_generate_tests(metafunc):
    if "rules" in metafunc.fixturenames:
        metafunc.parametrize("rules", ALL_RULES, ids=str)
    if "preset" in metafunc.fixturenames:
        metafunc.parametrize("preset", PRESETS)


def _mid_game(rules: Ruleset | str, players: int, seed: int, moves: int) -> Game:
    """A position ``moves`` random moves into a seeded game (fewer if the game ends first)."""
    game = Game.new(rules, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        options = game.legal_moves()
        plays = [m for m in options if m.kind != "pass"]
        game.play(rng.choice(plays if plays and rng.random() < 0.8 else options))
    return game


@pytest.fixture
def mid_game():
    return _mid_game


@pytest.fixture
def positions():
    """Undecided positions (at least two legal moves) of a ruleset: early, middle and late."""

    def make(rules: Ruleset | str, count: int = 6, players: int = 4) -> list[Game]:
        out = []
        seed = 0
        while len(out) < count:
            game = _mid_game(rules, players, seed, moves=(4, 14, 24)[seed % 3])
            seed += 1
            if not game.is_over and len(game.legal_moves()) > 1:
                out.append(game)
        return out

    return make
