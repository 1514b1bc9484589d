"""Engine soak: many random games of every preset with the property checks; prints figures.

    .venv/bin/python benchmarks/soak_engine.py                 # 100,000 games per preset, 2 workers
    .venv/bin/python benchmarks/soak_engine.py --games 2000    # a quick run

Each game: a random deal (2-8 players, a random seed), uniformly random legal moves (in the ghost
variant a player sometimes talks to the ghost, G1) until the hand ends, checking

* cards conserved: every card in exactly one place (the layout, one hand, one penalty pile), and
  every joker in a hand, set aside or in a cell, at the end (one game in four also at a random
  moment);
* the game ends within the rules' bound on its length, with a result and no legal move after;
* text round-trip: ``from_text(to_text())`` equals the game and writes the same text, at the end
  (and at that random moment); one game in ten also round-trips ``to_text(history=True)``, which
  replays every move;
* undo to the start: undoing every move restores the dealt position exactly.

A violation is any check that fails (or any exception); the run reports each preset's games,
violations (must be 0), games per second and the run time. The CI-sized version of these
checks is ``tests/engine/test_properties.py``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from shichi_widgets import Game, Ruleset

CHUNK = 500  # games per task handed to a worker


def move_bound(rules: Ruleset, players: int, talks: int) -> int:
    """Most moves a hand can last (the argument is in tests/engine/test_properties.py)."""
    if rules.kill is not None:
        return 48 + (rules.passes + 1) * players
    if rules.passes is None:
        return 52 + (players - 1) * 53
    return 52 + (rules.passes + 1) * (players + talks)


def conserved(game: Game, text: str) -> str | None:
    """``None`` when every card and joker is in exactly one place, else what is wrong (``text``
    is the game's position text, read for the jokers set aside)."""
    places = game.layout_mask.bit_count()
    cards = game.layout_mask
    jokers = len(game.joker_cells)
    hidden = game.rules.hidden_penalties
    kill = game.rules.kill is not None
    for p in range(game.players):
        held = game.hand_mask(p)
        fined = sum(card.bit for card in game.penalty_cards(p)) if kill else 0
        jokers += game.hand_size(p) - (held | fined if hidden else held).bit_count()
        places += held.bit_count() + fined.bit_count()
        cards |= held | fined
    if places != 52 or cards != (1 << 52) - 1:
        return f"{places} card places for {cards.bit_count()} distinct cards (52 expected)"
    for line in text.splitlines():
        if line.startswith("jokers aside:"):
            jokers += int(line.partition(":")[2])
    if jokers != game.rules.jokers:
        return f"{jokers} jokers, the ruleset has {game.rules.jokers}"
    return None


def round_trips(game: Game, text: str, history: bool) -> str | None:
    """``None`` when ``text`` (the game's ``to_text()``) reads back as the same game; with
    ``history``, the notation with the moves too."""
    again = Game.from_text(text)
    if again != game or again.to_text() != text:
        return "to_text() does not round-trip"
    if history:
        full = game.to_text(history=True)
        again = Game.from_text(full)
        if again != game or again.to_text(history=True) != full:
            return "to_text(history=True) does not round-trip"
    return None


def checks(game: Game, history: bool) -> str | None:
    text = game.to_text()
    return conserved(game, text) or round_trips(game, text, history)


def one_game(rules: Ruleset, seed: int) -> str | None:
    """Play one random game with the checks; ``None`` or the first violation. Every game is
    checked at the end; one game in four also at a random moment, and one in ten also round-trips
    the notation with its moves (a replay of the whole game)."""
    rng = random.Random(seed)
    players = rng.randint(2, 8)
    game = Game.new(rules, players, seed=seed)
    start, start_text = game.copy(), game.to_text()
    probe = rng.randint(0, 40) if seed % 4 == 0 else -1
    history = seed % 10 == 0
    talks = moves = 0
    while not game.is_over:
        if moves - talks > move_bound(rules, players, talks):
            return "the hand is longer than the rules allow"
        if moves == probe:
            problem = checks(game, history)
            if problem:
                return f"mid-game: {problem}"
        if rules.ghost_talk and game.ghost is not None and talks < 2 and rng.random() < 0.05:
            game.talk_to_ghost(rng.choice([p for p in range(players) if game.status(p) == "active"]))
            talks += 1
        else:
            legal = game.legal_moves()
            if not legal:
                return "no legal move before the end (R6)"
            game.play(rng.choice(legal))
        moves += 1
    if game.result is None or game.legal_moves():
        return "a finished hand without a result, or with legal moves"
    problem = checks(game, history)
    if problem:
        return f"at the end: {problem}"
    for _ in range(moves):
        game.undo()
    if game != start or game.to_text() != start_text:
        return "undoing every move did not restore the start"
    return None


def run_chunk(task: tuple[str, int, int]) -> tuple[str, int, list[str]]:
    """Games ``first`` … ``first + count - 1`` of a preset: (preset, games, violations)."""
    preset, first, count = task
    rules = Ruleset.preset(preset)
    violations = []
    for seed in range(first, first + count):
        try:
            problem = one_game(rules, seed)
        except Exception as exc:  # any exception is a violation, reported
            problem = f"{type(exc).__name__}: {exc}"
        if problem:
            violations.append(f"{preset} seed {seed}: {problem}")
    return preset, count, violations


def report(done: dict[str, int], bad: dict[str, list[str]], spent: float) -> None:
    games = sum(done.values())
    print(f"after {spent:,.0f} s: {games:,} games ({games / spent:,.0f} games/s)", flush=True)
    for preset, count in done.items():
        print(f"  {preset:<17} {count:>9,} games  {len(bad[preset]):>3} violations", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000, help="games per preset (default 100,000)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--presets", nargs="*", default=list(Ruleset.presets()), help="presets to soak")
    parser.add_argument("--every", type=float, default=300, help="seconds between progress reports")
    args = parser.parse_args()
    # round-robin over the presets, so that a run stopped early has soaked every preset alike
    tasks = [
        (preset, first, min(CHUNK, args.games - first))
        for first in range(0, args.games, CHUNK)
        for preset in args.presets
    ]
    print(f"Python {sys.version.split()[0]} · {args.games:,} games per preset · {args.workers} workers", flush=True)
    started = last = time.perf_counter()
    done: dict[str, int] = dict.fromkeys(args.presets, 0)
    bad: dict[str, list[str]] = {preset: [] for preset in args.presets}
    with Pool(args.workers) as pool:
        for preset, count, violations in pool.imap_unordered(run_chunk, tasks):
            done[preset] += count
            bad[preset] += violations
            for violation in violations[:3]:
                print("  violation:", violation, flush=True)
            if time.perf_counter() - last > args.every:
                last = time.perf_counter()
                report(done, bad, last - started)
    total = time.perf_counter() - started
    print("finished:", flush=True)
    report(done, bad, total)
    violations = [v for preset in args.presets for v in bad[preset]]
    print(f"total: {sum(done.values()):,} games in {total:,.0f} s ({total / 60:.1f} min), "
          f"{len(violations)} violations", flush=True)
    for violation in violations[:20]:
        print("  ", violation)


if __name__ == "__main__":
    main()
