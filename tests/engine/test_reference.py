"""The engine's legality agrees with the slow reference of ``reference.py`` (written from RULES.md).

Compared on every position: ``{str(m) for m in game.legal_moves()}`` with the reference's move
texts, and ``game.playable_cells()`` with the reference's open cells. Positions come from
(1) random legal play from ``Game.new(preset, players=3..6, seed=s)`` and (2) random
``Game.from_position`` layouts with gaps (R9), partial decks, jokers in cells, used passes, and
(Seven Bridge) yūrei with exposed cards, each followed by a few random moves.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import replace

import pytest
from reference import (
    SUITS,
    Flags,
    cell_of,
    flags_of,
    legal_moves,
    playable_cells,
    reference_legal_moves,
    reference_playable_cells,
    text,
)

from shichi_widgets.engine import Game, PositionError, Ruleset

# The linear games (RULES.md sections 1-5, 7, 8); the kill games of section 6 are not covered here.
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
# These check the reference itself against the worked examples of RULES.md (and the engine too).

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

