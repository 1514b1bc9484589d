"""The engine's legality agrees with the slow reference of ``reference.py`` (written from docs/rules.md).

Compared on every position: ``{str(m) for m in game.legal_moves()}`` with the reference's move
texts, and ``game.playable_cells()`` with the reference's open cells. Positions come from
(1) random legal play from ``Game.new(preset, players=3..6, seed=s)`` and (2) random
``Game.from_position`` layouts with gaps (R9), partial decks, jokers in cells, used passes, and
(Seven Bridge) yūrei with exposed cards, each followed by a few random moves.

The kill games (docs/rules.md section 6) are compared with the kill reference: legal moves, playable
cells, ``kills_if(card)`` for every playable cell, and the events of every move (Killed, LeftGame,
WentOut, the end), on random play (default and shuffled row orders, 3-6 players), on random
``from_position`` layouts (gaps, penalty cards, dead cells, row orders, partial decks) and under
kill-game house rules (hidden penalties, fixed row orders, diagonal on the cylinder, ...).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import replace

import pytest
from reference import (
    DIAGONAL,
    ORTHOGONAL,
    SUITS,
    Flags,
    KillFlags,
    all_cells,
    cell_of,
    closed_of,
    dead_by_rule,
    flags_of,
    kill_flags_of,
    kill_legal_moves,
    kill_playable_cells,
    kills_of,
    layout_of,
    legal_moves,
    neighbour_table,
    playable_cells,
    playable_hand,
    reference_kill_legal_moves,
    reference_kill_outcome,
    reference_kill_playable_cells,
    reference_legal_moves,
    reference_playable_cells,
    text,
)

from shichi_widgets.engine import Game, IllegalMoveError, PositionError, Ruleset
from shichi_widgets.engine.events import Killed, LeftGame, WentOut

# The linear games (docs/rules.md sections 1-5, 7, 8); the kill games of section 6 are compared further below.
PRESETS = tuple(p for p in Ruleset.presets() if getattr(Ruleset.preset(p), "kill", None) is None)
PLAYED_POSITIONS = 3000  # per preset, from random play
BUILT_POSITIONS = 1000  # per preset, from_position starts (each followed by a few moves)
SHOW = 3  # mismatches shown in a failure message


# ------------------------------------------------------------------------------------ helpers


def cells(spec: str) -> set[tuple[str, int]]:
    """``"6♠-Q♠ A♥"`` -> cells (a test helper, independent of the engine's notation)."""
    out = set()
    for token in spec.split():
        if "-" in token:
            low, high = (cell_of(t) for t in token.split("-"))
            assert low[0] == high[0]
            out |= {(low[0], r) for r in range(low[1], high[1] + 1)}
        else:
            out.add(cell_of(token))
    return out


def texts(spec: str) -> set[str]:
    return {text(c) for c in cells(spec)}


def engine_moves(game: Game) -> set[str]:
    moves = [str(m) for m in game.legal_moves()]
    assert len(moves) == len(set(moves)), f"legal_moves() lists a move twice: {moves}"
    return set(moves)


def features(game: Game, expected: set[str]) -> set[str]:
    """What a position exercises, so that each test can show it reached the rules it is about."""
    seen = set()
    if any(m.startswith("JK=") for m in expected):
        seen.add("joker")
    if any(m.startswith("yūrei") for m in expected):
        seen.add("yūrei")
    if expected == {"pass"}:
        seen.add("pass only")
    elif expected and "pass" not in expected:
        seen.add("must play")
    flags = flags_of(game.rules)
    if flags.tunnels and not game.is_over:
        layout = {cell_of(c) for c in game.layout}
        if playable_cells(layout, flags) != playable_cells(layout, replace(flags, tunnels=None)):
            seen.add("tunnel")
    return seen


def compare(game: Game, where: str, mismatches: list[str], seen: Counter | None = None) -> None:
    """Record any disagreement between the engine and the reference at this position."""
    expected, actual = reference_legal_moves(game), engine_moves(game)
    if seen is not None:
        seen.update(features(game, expected))
    if game.is_over:
        cells_ok = True  # a finished game still shows its open cells; only moves are compared
    else:
        cells_ok = {str(c) for c in game.playable_cells()} == reference_playable_cells(game)
    if expected != actual or not cells_ok:
        mismatches.append(
            f"{where}\n{game.to_text()}"
            f"  legal moves: reference-only {sorted(expected - actual)}, engine-only {sorted(actual - expected)}\n"
            f"  playable cells: reference {sorted(reference_playable_cells(game))}, "
            f"engine {sorted(str(c) for c in game.playable_cells())}"
        )


def choose(rng: random.Random, game: Game, pass_bias: float) -> str:
    """A random legal move; ``pass_bias`` is the chance to pass when passing is one of several."""
    moves = sorted(str(m) for m in game.legal_moves())
    if "pass" in moves and len(moves) > 1 and rng.random() >= pass_bias:
        moves.remove("pass")
    return rng.choice(moves)


def expected_features(rules: Ruleset) -> set[str]:
    wanted = {"pass only", "must play"}
    if rules.jokers:
        wanted.add("joker")
    if rules.stuck == "yurei":
        wanted.add("yūrei")
    if rules.tunnels:
        wanted.add("tunnel")
    return wanted


def report(preset: str, checked: int, mismatches: list[str], minimum: int, kind: str, seen: Counter,
           rules: Ruleset) -> None:
    print(f"{preset}: {checked} {kind} positions checked, {len(mismatches)} disagreements; exercised {dict(seen)}")
    assert not mismatches, (
        f"{len(mismatches)} of {checked} {kind} positions of {preset!r} disagree with the reference; first ones:\n"
        + "\n".join(mismatches[:SHOW])
    )
    assert checked >= minimum, f"only {checked} positions checked"
    missing = expected_features(rules) - set(seen)
    assert not missing, f"no {kind} position of {preset!r} exercised {sorted(missing)}"


# ------------------------------------------------------------------- the rulebook's own examples
# These check the reference itself against the worked examples of docs/rules.md (and the engine too).

R9_LAYOUT = "6♠-Q♠ 5♥-10♥ A♣-8♣ 4♦-9♦ 7♠ Q♥ K♥ A♥ 2♠ Q♣ J♦"


def test_reference_on_rulebook_layout_examples():
    basic, blocking, open_ = Flags(), Flags(tunnels="blocking"), Flags(tunnels="open")
    sevens = "7♥ 7♣ 7♦"
    assert playable_cells(cells("6♠-Q♠ " + sevens), basic) & cells("A♠-K♠") == cells("5♠ K♠")  # L3
    assert playable_cells(cells("A♣-8♣ 7♠ 7♥ 7♦"), basic) & cells("A♣-K♣") == cells("9♣")  # L3
    assert playable_cells(cells(R9_LAYOUT), basic) == cells("5♠ K♠ 4♥ J♥ 9♣ 3♦ 10♦")  # R9
    clubs = cells("A♣-8♣ Q♣ 7♠ 7♥ 7♦")
    assert playable_cells(clubs, blocking) & cells("A♣-K♣") == cells("K♣")  # T2: 9♣ is not playable
    assert playable_cells(clubs | cells("K♣"), blocking) & cells("A♣-K♣") == cells("J♣")
    assert playable_cells(clubs | cells("K♣ J♣ 10♣"), blocking) & cells("A♣-K♣") == cells("9♣")
    hearts = cells("5♥-J♥ Q♥ K♥ A♥ 7♠ 7♣ 7♦")
    assert playable_cells(hearts, blocking) & cells("A♥-K♥") == cells("2♥")  # T2
    assert playable_cells(hearts | cells("2♥"), blocking) & cells("A♥-K♥") == cells("3♥")
    assert playable_cells(clubs, open_) & cells("A♣-K♣") == cells("9♣ K♣")  # T3
    assert playable_cells(hearts, open_) & cells("A♥-K♥") == cells("2♥ 4♥")  # T3
    played = Flags(sevens="played", opening_card=cell_of("7♦"))
    assert playable_cells(set(), played) == cells("7♦")  # B2
    assert playable_cells(cells("7♦ 6♦"), played) == cells("7♠ 7♥ 7♣ 5♦ 8♦")  # B3
    assert playable_cells(set(), Flags(sevens="played")) == cells("7♠ 7♥ 7♣ 7♦")  # W2


def test_reference_on_rulebook_joker_examples():
    hand = [*cells("4♠ 3♥ 10♣ 2♦ Q♦ A♠ J♣ 2♥"), "JK"]
    nxt = Flags(joker_mode="next")
    jokers = {m for m in legal_moves(cells(R9_LAYOUT), hand, nxt) if m.startswith("JK")}
    assert jokers == {"JK=5♠+4♠", "JK=4♥+3♥", "JK=9♣+10♣", "JK=3♦+2♦", "JK=10♦+Q♦"}  # J6, J4
    tunnel = Flags(joker_mode="next", tunnels="blocking")
    jokers = {m for m in legal_moves(cells(R9_LAYOUT), hand, tunnel) if m.startswith("JK")}
    assert "JK=9♣+10♣" not in jokers  # T4: 9♣ is not playable
    assert {"JK=K♣+J♣", "JK=K♠+A♠", "JK=J♥+2♥"} <= jokers  # T4
    assert not {m for m in legal_moves(cells("6♠-Q♠ 2♠ 7♥ 7♣ 7♦"), ["JK", ("♠", 4)], nxt) if "K♠" in m}  # J4
    assert "JK=5♠+4♠" in legal_moves(cells("6♠-Q♠ 2♠ 7♥ 7♣ 7♦"), ["JK", ("♠", 4)], nxt)  # J4
    assert legal_moves(cells("7♠ 7♥ 7♣ 7♦"), ["JK"], nxt, passes_used=3) == {"pass"}  # J5
    wild = Flags(joker_mode="wild", joker_alone_drops_out=True)
    assert legal_moves(cells("7♠ 7♥ 7♣ 7♦"), ["JK", ("♠", 6)], wild, passes_used=3) == {
        "6♠", "JK=8♠", "JK=6♥", "JK=8♥", "JK=6♣", "JK=8♣", "JK=6♦", "JK=8♦"}  # J7, R6
    assert legal_moves(cells("7♠ 7♥ 7♣ 7♦"), ["JK"], wild) == {"pass"}  # J8


def test_reference_on_rulebook_pass_examples():
    seven = cells("7♠ 7♥ 7♣ 7♦")
    assert legal_moves(seven, [("♠", 6)], Flags()) == {"6♠", "pass"}  # R4
    assert legal_moves(seven, [("♠", 6)], Flags(), passes_used=3) == {"6♠"}  # R6
    assert legal_moves(seven, [("♠", 2)], Flags(), passes_used=3) == {"pass"}  # R6
    sevens = Flags(sevens="played", passes=None, must_play=True)
    assert legal_moves(set(), [("♠", 7)], sevens, passes_used=9) == {"7♠"}  # W2, W4
    assert legal_moves(set(), [("♠", 6)], sevens, passes_used=9) == {"pass"}  # W4
    bridge = Flags(sevens="played", opening_card=cell_of("7♦"))
    assert legal_moves(set(), [("♦", 7), ("♠", 7)], bridge) == {"7♦"}  # B2
    assert legal_moves(cells("7♦"), [("♠", 7)], bridge) == {"7♠", "pass"}  # B3, B4
    assert legal_moves(cells("7♦"), [("♠", 2)], bridge, 0, cells("6♦ 2♦")) == {"yūrei 6♦", "pass"}  # B5


def test_engine_on_rulebook_examples():
    rest = [text(c) for c in sorted(cells("A♠-K♠ A♥-K♥ A♣-K♣ A♦-K♦") - cells(R9_LAYOUT))]
    hand = ["4♠", "3♥", "10♣", "2♦", "Q♦", "JK"]
    others = [c for c in rest if c not in hand]
    layout = sorted(texts(R9_LAYOUT))
    for preset in ("joker", "tunnel-joker"):
        game = Game.from_position(preset, layout=layout, hands=[hand, others], to_move=0)
        jokers = {m for m in engine_moves(game) if m.startswith("JK")}
        expected = {m for m in reference_legal_moves(game) if m.startswith("JK")}
        assert jokers == expected, (preset, jokers, expected)
    game = Game.from_position("shichi-narabe", layout=layout, hands=[others[:8], others[8:]], to_move=0)
    assert {str(c) for c in game.playable_cells()} == texts("5♠ K♠ 4♥ J♥ 9♣ 3♦ 10♦")  # R9


# ------------------------------------------------------------------------ random play positions


@pytest.mark.parametrize("preset", PRESETS)
def test_reference_agrees_on_played_positions(preset):
    check_played_positions(Ruleset.preset(preset), preset, PLAYED_POSITIONS)


def check_played_positions(rules: Ruleset, preset: str, target: int) -> None:
    mismatches: list[str] = []
    seen: Counter = Counter()
    checked = 0
    seed = 0
    start = time.perf_counter()
    while checked < target:
        players = 3 + seed % 4
        game = Game.new(rules, players=players, seed=seed)
        rng = random.Random(f"{preset}/{seed}")
        pass_bias = rng.choice([0.0, 0.1, 0.3, 0.6])
        while True:
            where = f"Game.new({str(rules)!r}, players={players}, seed={seed}), move {len(game.history)}"
            compare(game, where, mismatches, seen)
            checked += 1
            if game.is_over:
                break
            game.play(choose(rng, game, pass_bias))
        seed += 1
    print(f"{preset}: {seed} games in {time.perf_counter() - start:.2f}s")
    report(preset, checked, mismatches, target, "played", seen, rules)


# ----------------------------------------------------------------------- random built positions


def random_position(rules: Ruleset, rng: random.Random) -> Game:
    """A random position that can occur in ``rules`` (up to a partial deck), built with
    ``Game.from_position`` (and ``Game.from_text`` to add yūrei), or None to try again."""
    dealt = rules.sevens == "dealt"
    n = rng.randint(2, 7)
    layout: set[tuple[str, int]] = set()
    for suit in SUITS:
        if rng.random() < (0.9 if dealt else 0.7):
            low = rng.choice([7, 7, 6, 5, 4, 3, 2, 1, 1, 1])
            high = rng.choice([7, 7, 8, 9, 10, 11, 12, 13, 13, 13])
            layout |= {(suit, r) for r in range(low, high + 1)}
            gaps = rng.choice([0, 0, 0.1, 0.3, 0.6])  # cells filled out of order (R9)
            layout |= {(suit, r) for r in range(1, 14) if rng.random() < gaps}
        elif rng.random() < 0.1:  # cards of a row without its 7 (L4)
            layout |= {(suit, r) for r in range(1, 14) if r != 7 and rng.random() < 0.3}
    opening = rules.opening_card and cell_of(rules.opening_card)
    if opening and opening not in layout:
        if rng.random() < 0.85:
            layout.add(opening)
        else:
            layout = set()  # B2: nothing down before the opening card
    lost = rng.choice([0, 0, 0.05, 0.2])  # a partial deck: cards in no hand
    hands: list[list[str]] = [[] for _ in range(n)]
    for suit in SUITS:
        for rank in range(1, 14):
            if (suit, rank) in layout or (dealt and rank == 7) or (rng.random() < lost and (suit, rank) != opening):
                continue  # S1: a 7 missing from the layout is out of play
            hands[rng.randrange(n)].append(text((suit, rank)))
    layout_tokens = sorted(text(c) for c in layout)
    for _ in range(rules.jokers):
        roll = rng.random()
        if roll < 0.7:
            hands[rng.randrange(n)].append("JK")
        elif roll < 0.85 and [t for t in layout_tokens if not t.startswith(("7", "JK"))]:
            stand_in = rng.choice([t for t in layout_tokens if not t.startswith(("7", "JK"))])
            layout_tokens[layout_tokens.index(stand_in)] = f"JK={stand_in}"  # J2: a joker nobody swapped
    holders = [s for s in range(n) if hands[s]]
    if (rules.end == "first-out" and len(holders) < n) or len(holders) < 2:
        return None
    to_move = rng.choice(holders)
    if opening and opening not in layout:
        to_move = next(s for s in range(n) if text(opening) in hands[s])
    if rules.joker_alone_drops_out and any(set(hand) == {"JK"} for hand in hands):
        return None  # J8: such a player has dropped out (see test_joker_alone_cannot_be_played)
    limit = rules.passes
    top = 6 if limit is None else limit
    passes = [rng.choice([0, rng.randint(0, top), top]) for _ in range(n)]
    if rules.stuck == "lose-turn" and not any(
        legal_moves(layout, [cell_of(c) for c in hand], flags_of(rules)) - {"pass"} for hand in hands
    ):
        return None  # a partial deck where nobody can ever place a card: over before it starts (README)
    game = Game.from_position(rules, layout=layout_tokens, hands=hands, to_move=to_move, passes_used=passes)
    if rules.stuck == "yurei" and rng.random() < 0.5:  # B5: some players became yūrei
        ghosts = [s for s in holders if s != to_move and rng.random() < 0.5]
        lines = game.to_text().splitlines()
        for i, line in enumerate(lines):
            if line.startswith("status: "):
                lines[i] = "status: " + " ".join("yurei" if s in ghosts else "active" for s in range(n))
            if line.startswith("passes: "):
                lines[i] = "passes: " + " ".join(str(limit if s in ghosts else passes[s]) for s in range(n))
        game = Game.from_text("\n".join(lines))
        assert set(game.exposed) == set(ghosts)
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_reference_agrees_on_built_positions(preset):
    check_built_positions(Ruleset.preset(preset), preset, BUILT_POSITIONS)


def check_built_positions(rules: Ruleset, preset: str, target: int) -> None:
    rng = random.Random(f"built/{preset}")
    mismatches: list[str] = []
    seen: Counter = Counter()
    refused: list[str] = []
    checked = starts = 0
    while starts < target:
        try:
            game = random_position(rules, rng)
        except PositionError as exc:  # every generated position is a possible one
            refused.append(str(exc))
            continue
        if game is None:
            continue
        starts += 1
        start_text = game.to_text()
        for step in range(rng.choice([0, 1, 3, 8])):
            compare(game, f"built position {starts}, {step} moves after:\n{start_text}", mismatches, seen)
            checked += 1
            if game.is_over:
                break
            game.play(choose(rng, game, 0.3))
        else:
            moves = [str(t.move) for t in game.history]
            compare(game, f"built position {starts}, moves {moves} after:\n{start_text}", mismatches, seen)
            checked += 1
    assert not refused, f"the engine refused {len(refused)} possible positions, e.g. {refused[:3]}"
    report(preset, checked, mismatches, target, "built", seen, rules)


HOUSE_RULES = {  # rulebook variants that are flags on a preset (B8, R5) and a few mixtures
    "seven-bridge 7♥ opens": ("seven-bridge", dict(opening_card="7♥")),
    "seven-bridge 5 tokens": ("seven-bridge", dict(passes=5)),
    "seven-bridge jokers wild": ("seven-bridge", dict(jokers=2, joker_mode="wild")),
    "seven-bridge no yūrei": ("seven-bridge", dict(ghost=False)),
    "sevens 7♦ opens": ("sevens", dict(opening_card="7♦")),
    "open tunnels with the joker": ("tunnel-open", dict(jokers=1, joker_mode="next")),
    "wild joker with tunnels": ("joker-wild", dict(tunnels="blocking")),
    "no passes": ("shichi-narabe", dict(passes=0)),
}


@pytest.mark.parametrize("house", HOUSE_RULES)
def test_reference_agrees_under_house_rules(house):
    preset, flags = HOUSE_RULES[house]
    rules = Ruleset.preset(preset).replace(**flags)
    check_played_positions(rules, house, PLAYED_POSITIONS // 4)
    check_built_positions(rules, house, BUILT_POSITIONS // 4)


def test_joker_alone_cannot_be_played():
    """J8: "A player whose hand is the joker alone may not play it and drops out at once."
    A position where such a player is to move is either refused or offers no joker play."""
    layout = ["7♠", "7♥", "7♣", "7♦"]
    try:
        game = Game.from_position("joker-wild", layout=layout, hands=[["JK"], ["8♠", "2♦"]], to_move=0)
    except PositionError:
        return
    moves = engine_moves(game)
    assert moves == reference_legal_moves(game) == {"pass"}, (
        f"J8: a hand of the joker alone may not play it, but the engine offers {sorted(moves)} in\n{game.to_text()}"
    )



# ================================================================================ kill games
# docs/rules.md section 6 (K1-K10): the engine's playable cells, legal moves, ``kills_if`` and the
# events of each move against the kill-game reference of ``reference.py``.

KILL_PRESETS = tuple(p for p in Ruleset.presets() if getattr(Ruleset.preset(p), "kill", None) is not None)
KILL_PLAYED_POSITIONS = 1200  # per preset and row order (default and shuffled), from random play
KILL_BUILT_POSITIONS = 400  # per preset, from_position starts (each followed by a few moves)


def grid(spec: str) -> set[tuple[str, int]]:
    """Cells, plus the four 7s (K1: dealt out first)."""
    return cells(spec + " 7♠ 7♥ 7♣ 7♦")


def test_kill_reference_on_rulebook_examples():
    koroshi, tunnel = KillFlags(), KillFlags(cylinder=True)
    mushikui, diagonal = KillFlags(kill="group", cylinder=True), KillFlags(diagonal=True)
    assert kill_playable_cells(grid(""), set(), koroshi) == cells("6♠ 8♠ 6♥ 8♥ 6♣ 8♣ 6♦ 8♦")  # K2
    after = kill_playable_cells(grid("8♥ 9♥"), set(), koroshi)
    assert {"9♠", "9♣", "10♥"} <= {text(c) for c in after} and ("♦", 9) not in after  # K2: above and below hearts
    order = KillFlags(rows=("♦", "♥", "♠", "♣"))  # K1: another row order, other neighbours
    assert {text(c) for c in kill_playable_cells(grid("8♥ 9♥"), set(), order) if c[1] == 9} == {"9♦", "9♠"}
    assert kills_of(grid("K♥"), set(), cell_of("Q♠"), koroshi) == cells("K♠")  # K3: a corner, two cards
    assert kills_of(grid("Q♠"), set(), cell_of("K♥"), koroshi) == cells("K♠")
    assert kills_of(grid("9♠ J♠"), set(), cell_of("10♥"), koroshi) == cells("10♠")  # K3: an edge, three cards
    assert kills_of(grid("9♠"), set(), cell_of("10♥"), koroshi) == set()
    assert kills_of(grid("10♠ 9♥ J♥"), set(), cell_of("10♣"), koroshi) == cells("10♥")  # K3: inside, four cards
    assert kills_of(grid("9♥ J♥"), set(), cell_of("10♣"), koroshi) == set()
    assert kills_of(grid("10♠ Q♠ 10♣ Q♣ J♦"), set(), cell_of("J♥"), koroshi) == cells("J♠ J♣")  # several
    assert kills_of(grid("K♥"), cells("K♠"), cell_of("Q♠"), koroshi) == set()  # K4: killed or dead once
    assert kills_of(grid("J♠ K♠"), set(), cell_of("Q♥"), koroshi) == cells("Q♠")
    assert kills_of(grid("J♠"), cells("K♠"), cell_of("Q♥"), koroshi) == set()  # K4: a dead cell is no wall ...
    assert kills_of(grid("Q♥ K♥"), cells("K♠"), cell_of("Q♠"), koroshi) == set()  # ... and dies only once
    assert kill_playable_cells(grid("A♠"), set(), tunnel) & cells("K♠") == cells("K♠")  # K7: K next to A
    assert kill_playable_cells(grid("A♠"), set(), koroshi) & cells("K♠") == set()
    assert kills_of(grid("Q♠ K♥"), set(), cell_of("A♠"), tunnel) == cells("K♠")  # K7: top row, three cards
    assert kills_of(grid("K♥"), set(), cell_of("Q♠"), tunnel) == set()  # K7: no corner on the cylinder
    assert kills_of(grid("K♠ Q♥"), set(), cell_of("K♣"), tunnel) == set()  # K7: middle row needs four
    assert kills_of(grid("K♠ Q♥"), set(), cell_of("K♣"), koroshi) == cells("K♥")  # (an edge cell without)
    assert kills_of(grid("K♠ K♣ Q♥"), set(), cell_of("A♥"), tunnel) == cells("K♥")
    # K8: J♦ Q♦ walled by 10♦ and K♦ with J♣ above: cut off from the top, the group dies at once
    assert kills_of(grid("10♦ K♦ J♣"), set(), cell_of("Q♣"), mushikui) == cells("J♦ Q♦")
    assert kills_of(grid("10♦ K♦ J♣"), set(), cell_of("Q♣"), KillFlags(cylinder=True)) == set()  # (K3: alive)
    assert kills_of(grid("10♦ K♦ J♣"), cells("Q♣"), cell_of("10♣"), mushikui) == set()  # K4: dead cells are empty
    assert kills_of(grid("9♥ J♥ 10♣"), set(), cell_of("10♠"), mushikui) == cells("10♥")  # K8: a single cell as K3
    wall = grid(" ".join(f"{label}♥" for label in "A 2 3 4 5 6 8 9 10 J Q".split()))
    everything_empty = set(all_cells(mushikui)) - wall - cells("K♥")
    assert kills_of(wall, set(), cell_of("K♥"), mushikui) == everything_empty  # K8: a full row cuts every chain
    assert kills_of(wall, set(), cell_of("K♥"), tunnel) == set()
    assert kill_playable_cells(grid("9♥"), set(), diagonal) & cells("10♠ 10♣") == cells("10♠ 10♣")  # K9
    assert kill_playable_cells(grid("9♥"), set(), koroshi) & cells("10♠ 10♣") == set()
    assert kills_of(grid("Q♥"), set(), cell_of("Q♠"), diagonal) == set()  # K9: kills stay orthogonal
    assert kills_of(grid("K♥"), set(), cell_of("Q♠"), diagonal) == cells("K♠")
    assert kill_legal_moves(grid(""), set(), cells("8♠ 2♦"), koroshi) == {"8♠", "pass"}  # K2
    assert kill_legal_moves(grid(""), set(), cells("8♠ 2♦"), koroshi, passes_used=3) == {"8♠"}  # R6
    assert kill_legal_moves(grid(""), set(), cells("2♦"), koroshi, passes_used=3) == {"pass"}  # K4
    assert kill_legal_moves(grid("9♥"), set(), cells("10♠"), diagonal) == {"10♠", "pass"}


def kill_features(game: Game, counts: Counter) -> set[str]:
    """What a kill-game position exercises (beyond the moves)."""
    seen = set()
    flags = kill_flags_of(game)
    if game.is_over:
        return seen
    layout, closed = layout_of(game), closed_of(game)
    open_cells = kill_playable_cells(layout, closed, flags)
    for flag, feature in (("cylinder", "tunnel"), ("diagonal", "diagonal")):  # once is enough
        if getattr(flags, flag) and not counts[feature]:
            if open_cells != kill_playable_cells(layout, closed, replace(flags, **{flag: False})):
                seen.add(feature)  # K7: a cell open only through the tunnel; K9: only diagonally
    if flags.rows != SUITS:
        seen.add("row order")  # K1
    dead = {cell_of(c) for c in game.dead_cells} - {cell_of(c) for c in game.killed_cells}
    if dead or closed - dead_by_rule(layout, flags):
        seen.add("dead cells")  # K4: cells of a leaver's cards, not walled in
    return seen


def compare_kill(game: Game, where: str, mismatches: list[str], seen: Counter, rng: random.Random) -> None:
    """The engine and the reference on one kill-game position: legal moves, playable cells,
    ``kills_if`` of every playable cell, and a refusal of ``kills_if`` for some other cells."""
    expected, actual = reference_kill_legal_moves(game), engine_moves(game)
    if expected == {"pass"}:
        seen["pass only"] += 1
    elif "pass" not in expected:
        seen["must play"] += 1
    seen.update(kill_features(game, seen))
    problems = []
    if expected != actual:
        problems.append(f"legal moves: reference-only {sorted(expected - actual)}, "
                        f"engine-only {sorted(actual - expected)}")
    if not game.is_over:
        ref_cells = reference_kill_playable_cells(game)
        eng_cells = {str(c) for c in game.playable_cells()}
        if ref_cells != eng_cells:
            problems.append(f"playable cells: reference-only {sorted(ref_cells - eng_cells)}, "
                            f"engine-only {sorted(eng_cells - ref_cells)}")
        layout, closed, flags = layout_of(game), closed_of(game), kill_flags_of(game)
        held = {text(c) for c in playable_hand(game, game.to_move)}
        both = sorted(ref_cells & eng_cells)
        others = [card for card in both if card not in held]  # open cells whose cards others hold
        for card in [card for card in both if card in held] + rng.sample(others, min(2, len(others))):
            ref_kills = {text(c) for c in kills_of(layout, closed, cell_of(card), flags)}
            eng_kills = {str(c) for c in game.kills_if(card)}
            if ref_kills != eng_kills:
                problems.append(f"kills_if({card}): reference {sorted(ref_kills)}, engine {sorted(eng_kills)}")
            elif ref_kills:
                seen["kills_if kills"] += 1
        shut = sorted(text(c) for c in (set(all_cells(KillFlags())) - cells_of_texts(ref_cells | eng_cells)))
        for card in rng.sample(shut, min(2, len(shut))):
            try:
                game.kills_if(card)
            except IllegalMoveError:
                continue
            problems.append(f"kills_if({card}) answered for a cell that is not playable (K2)")
    if problems:
        mismatches.append(f"{where}\n{game.to_text()}  " + "\n  ".join(problems))


def cells_of_texts(names: set[str]) -> set[tuple[str, int]]:
    return {cell_of(name) for name in names}


def play_and_compare_kill(game: Game, move: str, where: str, mismatches: list[str], seen: Counter) -> None:
    """Play ``move`` and check its events against the reference's prediction: the Killed events
    (K3, K8: which cells, whose penalty cards, by which card), the leaving (K4: LeftGame; K5:
    WentOut) and the end (K5); the killed cards become their holders' penalty cards."""
    outcome = reference_kill_outcome(game, move)
    penalties_before = [set(game.penalty_cards(p)) for p in range(game.players)]
    events = game.play(move)
    killed = {str(e.card): e.player for e in events if isinstance(e, Killed)}
    wrong_kind = [e for e in events if isinstance(e, Killed) and (e.group != (game.rules.kill == "group")
                                                                   or str(e.by) != move)]
    left = [(e.player, frozenset(map(str, e.penalties))) for e in events if isinstance(e, LeftGame)]
    leaving = {e.player for e in events if isinstance(e, WentOut)}
    problems = []
    if killed != outcome.killed:
        problems.append(f"Killed events {killed}, reference {outcome.killed}")
    if wrong_kind:
        problems.append(f"Killed events with the wrong rule or card: {wrong_kind}")
    if left != ([outcome.left] if outcome.left else []):
        problems.append(f"LeftGame events {left}, reference {outcome.left}")
    if leaving != set(outcome.leaving):
        problems.append(f"WentOut events for {sorted(leaving)}, reference {sorted(outcome.leaving)}")
    if game.is_over != outcome.over:
        problems.append(f"game over: engine {game.is_over}, reference {outcome.over}")
    for card, owner in killed.items():
        if owner is not None and card not in {str(c) for c in set(game.penalty_cards(owner)) - penalties_before[owner]}:
            problems.append(f"{card} did not become player {owner}'s penalty card (K3)")
    if problems:
        game.undo()
        text_before = game.to_text()
        game.play(move)
        mismatches.append(f"{where}: after {move} in\n{text_before}  " + "\n  ".join(problems))
    seen.update({"kill": bool(killed), "multi-kill": len(killed) > 1, "left (K4)": bool(left),
                 "killed out (K5)": bool(leaving - {game.history[-1].player})})


def expected_kill_features(rules: Ruleset, kind: str) -> set[str]:
    wanted = {"pass only", "must play", "kill", "kills_if kills"}
    if kind == "played":
        wanted |= {"multi-kill", "killed out (K5)"}
    else:
        wanted |= {"left (K4)", "dead cells"}  # random play rarely leaves anyone stuck
    if rules.tunnels == "open":
        wanted.add("tunnel")
    if rules.diagonal:
        wanted.add("diagonal")
    if rules.row_order != Ruleset().row_order:
        wanted.add("row order")
    if kind == "built":
        wanted.add("row order")
    return wanted


def kill_report(name: str, rules: Ruleset, checked: int, mismatches: list[str], minimum: int, kind: str,
                seen: Counter) -> None:
    shown = {k: v for k, v in seen.items() if v}
    print(f"{name}: {checked} {kind} positions checked, {len(mismatches)} disagreements; exercised {shown}")
    assert not mismatches, (
        f"{len(mismatches)} of {checked} {kind} positions of {name!r} disagree with the kill reference; first ones:\n"
        + "\n".join(mismatches[:SHOW])
    )
    assert checked >= minimum, f"only {checked} positions checked"
    missing = {f for f in expected_kill_features(rules, kind) if not seen[f]}
    assert not missing, f"no {kind} position of {name!r} exercised {sorted(missing)}"


def check_kill_played_positions(rules: Ruleset, name: str, target: int) -> int:
    mismatches: list[str] = []
    seen: Counter = Counter()
    checked = seed = 0
    start = time.perf_counter()
    while checked < target:
        players = 3 + seed % 4
        game = Game.new(rules, players=players, seed=seed)
        rng = random.Random(f"{name}/{seed}")
        pass_bias = rng.choice([0.0, 0.1, 0.3, 0.6])
        while True:
            where = f"Game.new({str(rules)!r}, players={players}, seed={seed}), move {len(game.history)}"
            compare_kill(game, where, mismatches, seen, rng)
            checked += 1
            if game.is_over:
                break
            play_and_compare_kill(game, choose(rng, game, pass_bias), where, mismatches, seen)
        seed += 1
    print(f"{name}: {seed} games in {time.perf_counter() - start:.2f}s")
    kill_report(name, rules, checked, mismatches, target, "played", seen)
    return checked


@pytest.mark.parametrize("rows", ["default rows", "shuffled rows"])
@pytest.mark.parametrize("preset", KILL_PRESETS)
def test_kill_reference_agrees_on_played_positions(preset, rows):
    rules = Ruleset.preset(preset)
    if rows == "shuffled rows":
        rules = rules.replace(row_order="shuffled")  # K1: the 7s laid in random order
    check_kill_played_positions(rules, f"{preset} {rows}", KILL_PLAYED_POSITIONS)


def random_kill_position(rules: Ruleset, rng: random.Random) -> Game | None:
    """A random kill-game position built with ``Game.from_position``: a layout grown from the 7s
    by adjacency (K2) with cells scattered anywhere (``from_position`` takes any layout), every
    cell the kill rule says is dead listed as some player's penalty card (K3, K8), some leavers'
    dead cells (K4), a partial deck, used passes, and sometimes a row order of its own (K1)."""
    n = rng.randint(2, 7)
    order = rng.sample(SUITS, 4) if rules.row_order == "shuffled" or rng.random() < 0.5 else None
    rows = tuple(order) if order else tuple(str(s) for s in rules.row_order)
    flags = replace(kill_flags_of_rules(rules), rows=rows)
    layout = {(suit, 7) for suit in SUITS if rng.random() < 0.95}
    touching = neighbour_table(flags, ORTHOGONAL + DIAGONAL if flags.diagonal else ORTHOGONAL)
    for _ in range(rng.choice([0, 3, 10, 20, 30, 40, 50])):  # K2: grown cell by cell next to a card
        if layout:
            layout.add(rng.choice(touching[rng.choice(sorted(layout))]))
    scatter = rng.choice([0, 0, 0.05, 0.15])
    layout |= {cell for cell in all_cells(flags) if rng.random() < scatter}
    if len(layout) >= 52:
        return None
    penalties: list[list[str]] = [[] for _ in range(n)]
    closed = dead_by_rule(layout, flags)  # K3/K8: killed already, so penalty cards of someone
    leavers = rng.choice([0, 0, 0.03, 0.1])  # K4: a leaver's cards, dead but no walls
    closed |= {c for c in all_cells(flags) if c not in layout and c[1] != 7 and rng.random() < leavers}
    for cell in sorted(closed):
        penalties[rng.randrange(n)].append(text(cell))
    lost = rng.choice([0, 0, 0.05, 0.2])  # a partial deck: cards in no hand
    hands: list[list[str]] = [[] for _ in range(n)]
    for cell in all_cells(flags):
        if cell in layout or cell in closed or cell[1] == 7 or rng.random() < lost:
            continue  # S1: a 7 missing from the layout is out of play
        hands[rng.randrange(n)].append(text(cell))
    holders = [s for s in range(n) if hands[s]]
    if not holders:
        return None
    top = rules.passes if rules.passes is not None else 6
    passes = [rng.choice([0, rng.randint(0, top), top]) for _ in range(n)]
    game = Game.from_position(rules, layout=sorted(text(c) for c in layout), hands=hands, to_move=rng.choice(holders),
                              passes_used=passes, row_order=order, penalties=penalties)
    assert kill_flags_of(game).rows == rows, f"from_position(row_order={order}) gave rows {game.row_order} (K1)"
    return game


def kill_flags_of_rules(rules: Ruleset) -> KillFlags:
    return KillFlags(kill=rules.kill, cylinder=rules.tunnels == "open", diagonal=rules.diagonal,
                     passes=rules.passes, must_play=rules.must_play)


def check_kill_built_positions(rules: Ruleset, name: str, target: int) -> int:
    rng = random.Random(f"built/{name}")
    mismatches: list[str] = []
    seen: Counter = Counter()
    refused: list[str] = []
    checked = starts = 0
    while starts < target:
        try:
            game = random_kill_position(rules, rng)
        except PositionError as exc:  # every generated position is a possible one
            refused.append(str(exc))
            continue
        if game is None:
            continue
        starts += 1
        start_text = game.to_text()
        moves: list[str] = []
        for _ in range(rng.choice([0, 1, 3, 8])):
            where = f"built position {starts}, moves {moves} after:\n{start_text}"
            compare_kill(game, where, mismatches, seen, rng)
            checked += 1
            if game.is_over:
                break
            moves.append(choose(rng, game, 0.3))
            play_and_compare_kill(game, moves[-1], where, mismatches, seen)
        else:
            compare_kill(game, f"built position {starts}, moves {moves} after:\n{start_text}", mismatches, seen, rng)
            checked += 1
        # the position text keeps penalty cards, killed and dead cells and the row order (K1, K3, K4)
        for history in (False, True):
            again = Game.from_text(game.to_text(history=history))
            if again != game or again.to_text() != game.to_text():
                mismatches.append(f"built position {starts}: to_text(history={history}) does not round-trip after "
                                  f"{moves}:\n{start_text}")
    assert not refused, f"the engine refused {len(refused)} possible positions, e.g. {refused[:3]}"
    kill_report(name, rules, checked, mismatches, target, "built", seen)
    return checked


@pytest.mark.parametrize("preset", KILL_PRESETS)
def test_kill_reference_agrees_on_built_positions(preset):
    check_kill_built_positions(Ruleset.preset(preset), preset, KILL_BUILT_POSITIONS)


KILL_HOUSE_RULES = {  # kill-game flags on a preset (K1, K6, K7, K9) and a few mixtures
    "koroshi hidden penalties": ("koroshi", dict(hidden_penalties=True)),
    "mushikui hidden penalties, shuffled rows": ("mushikui", dict(hidden_penalties=True, row_order="shuffled")),
    "koroshi rows ♦♣♥♠": ("koroshi", dict(row_order="♦♣♥♠")),
    "koroshi-diagonal on the cylinder": ("koroshi-diagonal", dict(tunnels="open")),
    "mushikui diagonal": ("mushikui", dict(diagonal=True)),
    "mushikui flat (no tunnels)": ("mushikui", dict(tunnels=None)),
    "koroshi-tunnel 5 passes": ("koroshi-tunnel", dict(passes=5)),
}


@pytest.mark.parametrize("house", KILL_HOUSE_RULES)
def test_kill_reference_agrees_under_house_rules(house):
    preset, flags = KILL_HOUSE_RULES[house]
    rules = Ruleset.preset(preset).replace(**flags)
    check_kill_played_positions(rules, house, KILL_PLAYED_POSITIONS // 4)
    check_kill_built_positions(rules, house, KILL_BUILT_POSITIONS // 4)
