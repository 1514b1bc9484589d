"""Golden playthroughs: replay each file of ``golden/`` (made by ``make_golden.py``) move by move.

Every move must be legal (for the engine and for the reference of ``reference.py``), be made by
the stored player, and print exactly the stored events; the game must be over after the last
line. The starting position must also be what ``Game.new(preset, players, seed)`` deals. In the
kill games (docs/rules.md section 6) every move's kills, leavings and the end must also be what the
kill reference predicts, and ``kills_if`` must have said so before the move.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from make_golden import SEEDS, all_presets, file_name, linear_presets
from reference import reference_kill_outcome, reference_moves_for

from shichi_widgets.engine import Event, Game
from shichi_widgets.engine.events import Killed, LeftGame, WentOut

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


def preset_of(path: Path) -> str:
    return path.stem.rpartition("-seed")[0]


def test_every_preset_has_its_golden_files():
    expected = {file_name(preset, seed) for preset in all_presets() for seed in SEEDS}
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
        assert move in reference_moves_for(game), f"{where}: the reference says it is not legal"
        if game.rules.kill is not None:
            played = check_kill_move(game, move, player, where)
        else:
            played = game.play(move, player=player)
        printed = " | ".join(map(str, played))
        assert printed == events, f"{where}: events differ\n  stored: {events}\n  now:    {printed}"
    assert game.is_over, f"{path.name}: the game is not over after the last move"
    assert game.result is not None
    assert game.legal_moves() == ()


def check_kill_move(game: Game, move: str, player: int, where: str) -> tuple[Event, ...]:
    """Play ``move`` in a kill game: ``kills_if`` beforehand, the Killed events, the leaving (K4,
    K5) and the end are what the kill reference predicts (K3, K8)."""
    predicted = reference_kill_outcome(game, move)
    foreseen = set() if move == "pass" else {str(c) for c in game.kills_if(move)}
    events = game.play(move, player=player)
    killed = {str(e.card): e.player for e in events if isinstance(e, Killed)}
    assert killed == predicted.killed, f"{where}: killed {killed}, the reference says {predicted.killed}"
    assert set(killed) == foreseen, f"{where}: kills_if said {sorted(foreseen)}, the play killed {sorted(killed)}"
    left = [(e.player, frozenset(map(str, e.penalties))) for e in events if isinstance(e, LeftGame)]
    assert left == ([predicted.left] if predicted.left else []), f"{where}: left {left}, expected {predicted.left}"
    leaving = {e.player for e in events if isinstance(e, WentOut)}
    assert leaving == predicted.leaving, f"{where}: {sorted(leaving)} left, expected {sorted(predicted.leaving)}"
    assert game.is_over == predicted.over, f"{where}: game over is {game.is_over}, expected {predicted.over}"
    return events


def test_golden_kill_games_kill():
    """The kill-game files show kills: single cells (K3), groups (K8) and players whose cards
    were all played or killed leaving (K5)."""
    cited = {rule for path in FILES if preset_of(path) not in linear_presets()
             for _, _, events in read(path)[1] for rule in re.findall(r"\b(K\d+)\)", events)}
    assert {"K3", "K5", "K8"} <= cited, f"the kill-game files cite only {sorted(cited)}"


@pytest.mark.parametrize("path", [p for p in FILES if preset_of(p) in linear_presets()], ids=lambda p: p.stem)
def test_golden_events_cite_no_kill_game_rule(path):
    """docs/rules.md asks for rule ids in messages; in the linear games (sections 1-5, 7, 8) no event
    may cite a kill-game rule of section 6 (K1-K10)."""
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
    assert preset in all_presets(), f"{path.name}: no preset {preset!r}"
    players = Game.from_text(start).players
    assert Game.new(preset, players=players, seed=int(seed)).to_text() == start
