"""Golden playthroughs: replay each file of ``golden/`` (made by ``make_golden.py``) move by move.

Every move must be legal (for the engine and for the reference of ``reference.py``), be made by
the stored player, and print exactly the stored events; the game must be over after the last
line. The starting position must also be what ``Game.new(preset, players, seed)`` deals.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from make_golden import SEEDS, file_name, linear_presets
from reference import reference_legal_moves

from shichi_widgets.engine import Game

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN.glob("*.txt"))


def read(path: Path) -> tuple[str, list[tuple[int, str, str]]]:
    start, blank, body = path.read_text(encoding="utf-8").partition("\n\n")
    assert blank, f"{path.name}: no blank line after the starting position"
    moves = []
    for number, line in enumerate(body.splitlines(), 1):
        head, bar, events = line.partition(" | ")
        player, space, move = head.partition(" ")
        assert bar and space and player.isdigit(), f"{path.name} move line {number} is malformed: {line!r}"
        moves.append((int(player), move, events))
    return start + "\n", moves


def test_every_linear_preset_has_its_golden_files():
    expected = {file_name(preset, seed) for preset in linear_presets() for seed in SEEDS}
    assert {path.name for path in FILES} == expected


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough(path):
    start, moves = read(path)
    game = Game.from_text(start)
    assert game.to_text() == start
    assert moves, f"{path.name} has no moves"
    for number, (player, move, events) in enumerate(moves, 1):
        where = f"{path.name} move {number} ({player} {move})"
        assert not game.is_over, f"{where}: the game is already over"
        assert game.to_move == player, f"{where}: player {game.to_move} is to move"
        assert move in {str(m) for m in game.legal_moves()}, f"{where}: not a legal move"
        assert move in reference_legal_moves(game), f"{where}: the reference says it is not legal"
        printed = " | ".join(map(str, game.play(move, player=player)))
        assert printed == events, f"{where}: events differ\n  stored: {events}\n  now:    {printed}"
    assert game.is_over, f"{path.name}: the game is not over after the last move"
    assert game.result is not None
    assert game.legal_moves() == ()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_events_cite_no_kill_game_rule(path):
    """RULES.md asks for rule ids in messages; the games here are linear (sections 1-5, 7, 8),
    so no event may cite a kill-game rule of section 6 (K1-K10)."""
    _, moves = read(path)
    wrong = []
    for number, (player, move, events) in enumerate(moves, 1):
        for cited in re.findall(r"\(([^()]*)\)", events):
            kill_rules = re.findall(r"\bK\d+\b", cited)
            if kill_rules:
                wrong.append(f"move {number} ({player} {move}) cites {', '.join(kill_rules)}: {events}")
    assert not wrong, f"{path.name}: a linear game cites kill-game rules:\n" + "\n".join(wrong)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_start_is_the_seeded_deal(path):
    start, _ = read(path)
    preset, _, seed = path.stem.rpartition("-seed")
    players = Game.from_text(start).players
    assert Game.new(preset, players=players, seed=int(seed)).to_text() == start
