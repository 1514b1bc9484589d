"""Hypothesis property tests over random games of every preset, the kill games included.

* every card is in exactly one place at every step (the layout, one hand, or one player's
  penalty cards in the kill games; with hidden penalties, K6, a penalty card is also in its
  owner's hand and nowhere else), and every joker is in a hand, set aside (J5, J8) or standing
  in a cell (J2);
* kill games (K1-K9): no killed or dead cell is ever filled or playable, every cell the rule text
  says is dead has been killed, ``kills_if(card)`` is exactly what ``play(card)`` then kills and
  those cards become their holders' penalty cards (K3, K8), a stuck player leaves with every card
  a penalty card (K4), and the game ends when every card is in the layout or a penalty card (K5);
  the kill presets are also played with hidden penalties (K6) and other row orders (K1);
* the game ends within a bound that follows from the rules, and ``legal_moves()`` is never
  empty before the end (R6);
* no move outside ``legal_moves()`` is accepted, and a refused move changes nothing;
* every legal move is accepted, and ``undo()`` restores the exact state; undoing everything
  restores the start;
* position text round-trips (``to_text``/``from_text``, with and without history);
* mutated position text either reads as a valid game or raises ``PositionError`` (of which
  ``NotationError`` is a kind), never another exception; one that reads writes itself back
  exactly and plays to its end (no unreachable or never-ending state is accepted).
"""

from __future__ import annotations

import os
import random
import re

import pytest
from helpers import names
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import dead_by_rule, kill_flags_of, layout_of, reference_playable_cells, text

from shichi_widgets.engine import Card, Game, IllegalMoveError, PositionError, Ruleset
from shichi_widgets.engine.events import Killed, LeftGame

# The linear games (docs/rules.md sections 1-5, 7, 8) and the kill games (section 6).
PRESETS = tuple(p for p in Ruleset.presets() if getattr(Ruleset.preset(p), "kill", None) is None)
KILL_PRESETS = tuple(p for p in Ruleset.presets() if getattr(Ruleset.preset(p), "kill", None) is not None)
ALL_PRESETS = PRESETS + KILL_PRESETS
ALL_CARDS = [Card.parse(f"{rank}{suit}") for suit in "♠♥♣♦" for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]
EXAMPLES = int(os.environ.get("SHICHI_EXAMPLES", "15"))  # games per preset and property (set higher to soak)

games = st.fixed_dictionaries(
    {
        "players": st.integers(2, 8),  # the engine accepts 2–8 in every preset (R1)
        "seed": st.integers(0, 2**32 - 1),
        "choices": st.integers(0, 2**32 - 1),  # seeds the random choice of moves
        "pass_bias": st.sampled_from([0.0, 0.1, 0.3, 0.7]),
        # kill games only: K6 hidden penalties, and the row order (K1)
        "hidden": st.booleans(),
        "rows": st.sampled_from([None, "shuffled", "♦♣♥♠", "♥♦♠♣"]),
    }
)
relaxed = settings(max_examples=EXAMPLES, deadline=None)


# ------------------------------------------------------------------------------------ helpers


def choose(game: Game, rng: random.Random, pass_bias: float) -> str:
    """A random legal move (passing, when one of several moves, with chance ``pass_bias``)."""
    moves = sorted(str(m) for m in game.legal_moves())
    if "pass" in moves and len(moves) > 1 and rng.random() >= pass_bias:
        moves.remove("pass")
    return rng.choice(moves)


def jokers_aside(game: Game) -> int:
    """Jokers set aside (J5, J8), as the position text shows them."""
    for line in game.to_text().splitlines():
        if line.startswith("jokers aside:"):
            return int(line.partition(":")[2])
    return 0


def rules_for(preset: str, g: dict) -> Ruleset:
    """The preset, and for the kill games the drawn K6 and K1 house rules."""
    rules = Ruleset.preset(preset)
    if rules.kill is not None:
        rules = rules.replace(hidden_penalties=g["hidden"], row_order=g["rows"] or rules.row_order)
    return rules


def check_every_card_in_one_place(game: Game) -> None:
    layout = set(game.layout)
    n = game.players
    penalties = [set(game.penalty_cards(p)) for p in range(n)]  # kill games only (K3, K4)
    for p in range(n):
        hand = set(game.hand(p))
        if game.rules.hidden_penalties:  # K6: penalty cards stay hidden in the owner's hand
            assert penalties[p] <= hand, f"player {p}'s penalty cards left the hand (K6):\n{game.to_text()}"
        else:
            assert not penalties[p] & hand, f"player {p} holds penalty cards (K3):\n{game.to_text()}"
    held = [card for p in range(n) for card in game.hand(p) if not card.is_joker and card not in penalties[p]]
    fined = [card for p in range(n) for card in penalties[p]]
    assert len(held) == len(set(held)), f"a card is in two hands:\n{game.to_text()}"
    assert len(fined) == len(set(fined)), f"a card is two players' penalty card:\n{game.to_text()}"
    assert not set(held) & set(fined), f"{sorted(map(str, set(held) & set(fined)))} held and a penalty card"
    assert not layout & set(held), f"{sorted(map(str, layout & set(held)))} in the layout and a hand"
    assert not layout & set(fined), f"{sorted(map(str, layout & set(fined)))} in the layout and a penalty card"
    assert len(layout) + len(held) + len(fined) == 52, (
        f"{len(layout)} in the layout + {len(held)} in hands + {len(fined)} penalty cards != 52:\n{game.to_text()}")
    in_hands = sum(1 for p in range(game.players) for card in game.hand(p) if card.is_joker)
    jokers = in_hands + jokers_aside(game) + len(game.joker_cells)
    assert jokers == game.rules.jokers, f"{jokers} jokers found, the pack has {game.rules.jokers} (J1)"


def check_kill_cells(game: Game) -> None:
    """Kill games: killed and dead cells (K3, K4, K8) are never filled nor playable; the dead
    cells are the killed ones and the penalty cards; every penalty card was dealt, so every killed
    cell is someone's penalty card; and every cell the rule text says is dead has been killed."""
    layout, killed, dead = set(game.layout), set(game.killed_cells), set(game.dead_cells)
    fined = {card for p in range(game.players) for card in game.penalty_cards(p)}
    assert not layout & (killed | dead), f"{sorted(map(str, layout & (killed | dead)))} filled but killed or dead"
    assert not set(game.playable_cells()) & dead, "a killed or dead cell is playable (K3, K4)"
    assert dead == killed | fined, f"dead cells {sorted(map(str, dead))} are not killed + penalty cards"
    assert killed <= fined, f"{sorted(map(str, killed - fined))} killed but nobody's penalty card (K3)"
    by_rule = {text(cell) for cell in dead_by_rule(layout_of(game), kill_flags_of(game))}
    missed = by_rule - names(dead)
    assert not missed, f"{sorted(missed)} are dead by the rule text but were not killed (K3, K8):\n{game.to_text()}"


def move_bound(rules: Ruleset, players: int, talks: int) -> int:
    """Most moves a game can last.

    Every play (a card, the joker with a card or alone, a yūrei card) fills at least one empty
    cell, so there are at most 52 plays. With a pass limit L (R5, B2) each player passes at most
    L times with tokens and once more when stuck (R6 bankrupt, B5 yūrei), after which they take no
    turns; a ghost talk (G1) gives back at most L tokens and one more stuck pass. With no limit
    (W4) a full deck always leaves an open card in some hand, whose holder must play, so at most
    ``players - 1`` passes come before each play (and the hand ends on a play, W5).
    Kill games: every play fills one of the 48 cells that are not 7s (K1, K2), and each player
    passes at most L times and once more to leave (K4), so at most ``48 + (L + 1) * players``.
    """
    if rules.kill is not None:
        return 48 + (rules.passes + 1) * players
    if rules.passes is None:
        return 52 + (players - 1) * 53
    return 52 + (rules.passes + 1) * (players + talks)


def history_of(game: Game) -> list[tuple[int, str, tuple[str, ...]]]:
    return [(t.player, str(t.move), tuple(map(str, t.events))) for t in game.history]


def play_out(preset: str, g: dict, visit=None, talk: bool = False, after=None) -> tuple[Game, int]:
    """Play a random game, calling ``visit(game, rng)`` at every position before the end and
    ``after(before, move, game)`` after every move (``before`` is a copy from before the move).

    With ``talk`` (the ghost variant), sometimes an active player talks to the ghost (G1).
    Returns the finished game and the number of ghost talks."""
    rules = rules_for(preset, g)
    game = Game.new(rules, players=g["players"], seed=g["seed"])
    rng = random.Random(g["choices"])
    talks = 0
    while not game.is_over:
        assert len(game.history) - talks <= move_bound(rules, g["players"], talks), "the game is too long"
        if visit is not None:
            visit(game, rng)
        if talk and game.ghost is not None and talks < 2 and rng.random() < 0.05:
            talker = rng.choice([p for p in range(game.players) if game.status(p) == "active"])
            game.talk_to_ghost(talker)
            talks += 1
            continue
        move = choose(game, rng, g["pass_bias"])
        before = game.copy() if after is not None else None
        game.play(move)
        if after is not None:
            after(before, move, game)
    return game, talks


def check_consequences(before: Game, move: str, game: Game) -> None:
    """What a move must do, read through the public API (R1, R5, R6, R7, R9, J2, J3, B5, K3, K4, K8)."""
    p, rules, n = before.to_move, game.rules, game.players
    layout_before, layout_after = names(before.layout), names(game.layout)
    added = layout_after - layout_before
    assert layout_before <= layout_after, f"{move}: a card left the layout"
    fined_before = [names(before.penalty_cards(q)) for q in range(n)]
    fined_after = [names(game.penalty_cards(q)) for q in range(n)]
    assert all(a <= b for a, b in zip(fined_before, fined_after, strict=True)), f"{move}: a penalty card went away"
    held_before = [names(c for c in before.hand(q) if not c.is_joker) - fined_before[q] for q in range(n)]
    new_fines = [fined_after[q] - fined_before[q] for q in range(n)]
    killed = {str(e.card): e.player for e in game.history[-1].events if isinstance(e, Killed)}
    jokers = [sum(c.is_joker for c in g.hand(q)) for g in (before, game) for q in range(n)]
    jokers_before, jokers_after = jokers[:n], jokers[n:]
    if move == "pass":
        if rules.passes is None or before.passes_used(p) < rules.passes:  # R5, W4: a pass with a token
            assert game.passes_used(p) == before.passes_used(p) + 1
            assert not added and names(game.hand(p)) == names(before.hand(p))
            assert not any(new_fines) and not killed
        else:  # R6, B5, B8: the stuck player's declaration
            assert [str(m) for m in before.legal_moves()] == ["pass"]
            if rules.stuck == "bankrupt":  # R9: every card to its cell
                assert game.status(p) == "bankrupt" and game.hand(p) == []
                assert held_before[p] <= added
            elif rules.stuck == "leave":  # K4: every card a penalty card, not put into the layout
                assert game.status(p) != "active" and not added and not killed
                assert new_fines[p] == held_before[p] and not any(new_fines[:p] + new_fines[p + 1:])
                assert names(game.hand(p)) == (fined_after[p] if rules.hidden_penalties else set())  # K6
                left = [e for e in game.history[-1].events if isinstance(e, LeftGame)]
                assert len(left) == 1 and left[0].player == p and names(left[0].penalties) == held_before[p]
            elif rules.stuck == "yurei":  # B5: legal cards placed repeatedly, the rest exposed
                assert game.status(p) == "yurei"
                exposed = names(game.hand(p))
                assert exposed | added == held_before[p] and not exposed & added
                still_open = reference_playable_cells(game) & exposed
                assert not still_open, f"yūrei {p} kept playable cards {sorted(still_open)}"
    elif move.startswith("JK="):  # J2, J7: the joker stands for X (with Y); X's holder swaps (J3)
        x, _, y = move[3:].partition("+")
        assert x in added and (not y or y in added)
        assert jokers_after[p] == jokers_before[p] - 1 or game.status(p) == "dropped-out"
        holder = next((q for q in range(n) if x in held_before[q]), None)
        if holder is not None and game.status(holder) != "dropped-out":  # J8 sets a lone joker aside
            assert jokers_after[holder] == jokers_before[holder] + 1, f"player {holder} did not take the joker (J3)"
            assert x not in names(game.hand(holder))
    else:  # a card from the hand, or a yūrei's exposed card (B5)
        card = move.removeprefix("yūrei ")
        assert added >= {card}
        assert card not in names(c for q in range(n) for c in game.hand(q))
        if rules.kill is not None:  # K2: one card into one cell; K3, K8: kills_if is what it kills
            assert added == {card}
            assert set(killed) == names(before.kills_if(card)), (
                f"kills_if({card}) said {sorted(names(before.kills_if(card)))}, the play killed {sorted(killed)}")
            for cell, holder in killed.items():  # each killed card becomes its holder's penalty card
                expected = next((q for q in range(n) if cell in held_before[q]), None)
                assert holder == expected, f"{cell} is said to be player {holder}'s, it was player {expected}'s"
            assert [set(killed_cards) for killed_cards in new_fines] == [
                {cell for cell, holder in killed.items() if holder == q} for q in range(n)]
    if rules.kill is None:
        assert not killed and not any(new_fines)
    else:  # K4, K5: a player is in the game exactly while holding a card that is not a penalty card
        for q in range(n):
            holds = bool(names(c for c in game.hand(q)) - fined_after[q])
            assert (game.status(q) == "active") == holds, f"after {move}: player {q} is {game.status(q)} (K5)"
    if not game.is_over:  # R1, R7, J3: the next active player clockwise after the mover
        following = [(p + k) % n for k in range(1, n + 1) if game.status((p + k) % n) == "active"]
        assert game.to_move == following[0], f"after {move} by {p}, player {game.to_move} is to move"


# --------------------------------------------------------------------------- game invariants


@pytest.mark.parametrize("preset", ALL_PRESETS)
@relaxed
@given(g=games)
def test_cards_moves_and_the_end(preset, g):
    start: dict = {}
    sizes: list[int] = []  # cells filled before each turn

    def visit(game: Game, rng: random.Random) -> None:
        if not start:
            start.update(game=game.copy(), text=game.to_text())
        check_every_card_in_one_place(game)
        if game.rules.kill is not None:
            check_kill_cells(game)
        moves = game.legal_moves()
        assert moves, f"no legal move before the end (R6):\n{game.to_text()}"
        assert game.status(game.to_move) == "active"
        sizes.append(len(game.layout))

    game, talks = play_out(preset, g, visit, talk=Ruleset.preset(preset).ghost_talk, after=check_consequences)
    check_every_card_in_one_place(game)
    assert game.legal_moves() == ()
    assert game.result is not None
    if game.rules.kill is not None:  # K5: every card is in the layout or a penalty card; fewest wins
        check_kill_cells(game)
        fined = [game.penalty_cards(p) for p in range(game.players)]
        assert len(game.layout) + sum(map(len, fined)) == 52, f"the game ended early (K5):\n{game.to_text()}"
        assert game.result.scores == tuple(map(len, fined))
        assert all(game.status(p) != "active" for p in range(game.players))
    turns = game.history
    assert len(turns) - talks <= move_bound(game.rules, game.players, talks)
    # every play fills at least one cell (passes and ghost talk need not)
    sizes.append(len(game.layout))
    for turn, before, after in zip(turns, sizes[:-1], sizes[1:], strict=True):
        if turn.move.kind in ("play", "joker", "yurei"):
            assert after > before, f"{turn.move} by player {turn.player} filled no cell"
    # undo all the way back restores the start exactly
    for _ in range(len(turns)):
        game.undo()
    assert game == start["game"]
    assert game.to_text() == start["text"]
    assert game.history == ()
    with pytest.raises(IllegalMoveError):
        game.undo()


@pytest.mark.parametrize("preset", ALL_PRESETS)
@relaxed
@given(g=games)
def test_every_legal_move_is_accepted_and_undone(preset, g):
    def visit(game: Game, rng: random.Random) -> None:
        text, history_text = game.to_text(), game.to_text(history=True)
        legal = game.legal_moves()
        for move in legal:
            before = game.copy()
            events = game.play(move)
            assert events, f"{move} caused no event"
            assert game.history[-1].move == move and game.history[-1].events == events
            assert before.to_text() == text, "a copy changed when the game moved on"
            assert game.undo() == move
            assert game == before, f"undo after {move} did not restore the state:\n{text}"
            assert game.to_text() == text
            assert game.to_text(history=True) == history_text
            assert game.legal_moves() == legal
            # the same move given as text, by the player to move, is accepted too
            assert game.play(str(move), player=before.to_move) == events
            game.undo()
            assert game == before

    play_out(preset, g, visit, talk=Ruleset.preset(preset).ghost_talk)


def illegal_candidates(game: Game, rng: random.Random) -> list[tuple[str, str]]:
    """Random moves that are not legal now: (what kind, move text)."""
    legal = {str(m) for m in game.legal_moves()}
    p = game.to_move
    hand = [c for c in game.hand(p) if not c.is_joker]
    elsewhere = [c for c in ALL_CARDS if c not in hand]
    playable = sorted(game.playable_cells())
    out = []

    def add(kind: str, text: str) -> None:
        if text not in legal and f"yūrei {text}" not in legal:  # a plain card text may mean an exposed card
            out.append((kind, text))

    for card in rng.sample(elsewhere, min(3, len(elsewhere))):
        add("a card not held", str(card))
    for card in rng.sample(hand, min(3, len(hand))):
        add("a held card that is not playable", str(card))
    add("a pass that is not allowed", "pass")
    add("not a move at all", "JK")
    add("not a move at all", rng.choice(["7♠7♠", "play", "JK=", "yūrei", "JK=JK+5♠", "11♠"]))
    dead = sorted(game.dead_cells)  # kill games: killed and dead cells, hidden penalty cards (K3, K4, K6)
    for card in rng.sample(dead, min(3, len(dead))):
        add("a killed or dead cell", str(card))
    for card in game.penalty_cards(p):
        add("a penalty card", str(card))
    for _ in range(3):
        x = rng.choice(playable) if playable and rng.random() < 0.7 else rng.choice(ALL_CARDS)
        y = rng.choice(hand) if hand and rng.random() < 0.7 else rng.choice(ALL_CARDS)
        add("a joker play", f"JK={x}+{y}")
        add("a wild joker play", f"JK={x}")
        add("a yūrei card", f"yūrei {y}")
    return out


@pytest.mark.parametrize("preset", ALL_PRESETS)
@relaxed
@given(g=games)
def test_illegal_moves_are_refused(preset, g):
    tried = {"count": 0}

    def visit(game: Game, rng: random.Random) -> None:
        text, before = game.to_text(), game.copy()
        for kind, move in illegal_candidates(game, rng):
            with pytest.raises(IllegalMoveError):
                game.play(move)
                pytest.fail(f"{kind} was accepted: {move} in\n{text}")
            assert game.to_text() == text and game == before, f"refused {move} changed the game"
            tried["count"] += 1
        # kills_if of a cell that cannot be played now is refused too (K2), and changes nothing
        if game.rules.kill is not None:
            shut = [card for card in ALL_CARDS if card not in game.playable_cells()]
            for card in rng.sample(shut, min(3, len(shut))):
                with pytest.raises(IllegalMoveError):
                    game.kills_if(card)
                    pytest.fail(f"kills_if({card}) answered for a cell that is not playable in\n{text}")
            assert game.to_text() == text and game == before
        # a legal move by a player who is not to move
        other = rng.choice([q for q in range(game.players) if q != game.to_move])
        with pytest.raises(IllegalMoveError):
            game.play(game.legal_moves()[0], player=other)
        assert game.to_text() == text and game == before

    game, _ = play_out(preset, g, visit)
    text = game.to_text()
    for move in ("pass", "7♠", "JK=8♠+9♠", "JK=8♠", "yūrei 8♠"):  # nothing is legal after the end
        with pytest.raises(IllegalMoveError):
            game.play(move)
    assert game.to_text() == text
    assert tried["count"] > 0


@pytest.mark.parametrize("preset", ALL_PRESETS)
@relaxed
@given(g=games)
def test_position_text_round_trips(preset, g):
    def visit(game: Game, rng: random.Random) -> None:
        text = game.to_text()
        again = Game.from_text(text)
        assert again == game, f"from_text(to_text()) differs:\n{text}"
        assert again.to_text() == text
        assert {str(m) for m in again.legal_moves()} == {str(m) for m in game.legal_moves()}
        if rng.random() < 0.1:
            check_history_round_trip(game)

    game, _ = play_out(preset, g, visit, talk=Ruleset.preset(preset).ghost_talk)
    assert Game.from_text(game.to_text()) == game
    check_history_round_trip(game)


def check_history_round_trip(game: Game) -> None:
    text = game.to_text(history=True)
    again = Game.from_text(text)
    assert history_of(again) == history_of(game), f"history lost in\n{text}"
    assert again == game
    assert again.to_text(history=True) == text
    if game.history:
        shorter = game.copy()
        shorter.undo()
        again.undo()
        assert again == shorter and again.to_text(history=True) == shorter.to_text(history=True)


# ------------------------------------------------------------------------- mutated position text

MUTATIONS = ("delete line", "duplicate line", "delete token", "duplicate token", "move token", "swap tokens",
             "replace number", "replace token", "truncate")
WORDS = ("-", "0", "1", "9", "-1", "JK", "JK=5♠", "7♦", "A♠-K♠", "K♠-A♠", "out", "yurei", "active", "bankrupt",
         "dropped-out", "none", "true", "x", ";", ":")


def mutate(text: str, op: str, a: int, b: int) -> str:
    lines = text.splitlines() or [""]
    i, j = a % len(lines), b % len(lines)
    if op == "delete line":
        del lines[i]
    elif op == "duplicate line":
        lines.insert(j, lines[i])
    elif op == "truncate":
        return text[: a % (len(text) + 1)]
    else:
        tokens = lines[i].split(" ")
        k = b % len(tokens)
        if op == "delete token":
            del tokens[k]
        elif op == "duplicate token":
            tokens.insert(k, tokens[a % len(tokens)])
        elif op == "move token":
            other = lines[j].split(" ")
            other.insert(len(other) // 2, tokens.pop(k))
            lines[j] = " ".join(other)
        elif op == "swap tokens":
            other = lines[j].split(" ")
            m = a % len(other)
            tokens[k], other[m] = other[m], tokens[k]
            lines[j] = " ".join(other)
        elif op == "replace number":
            tokens[k] = str((a + b) % 10 - 1)
        elif op == "replace token":
            tokens[k] = WORDS[a % len(WORDS)]
        lines[i] = " ".join(tokens)
    return "\n".join(lines) + "\n"


def check_valid(game: Game) -> None:
    """A game read from (mutated) text is a working game: it round-trips, and unless it is over it
    has legal moves, each of which plays and undoes cleanly."""
    text = game.to_text()
    assert Game.from_text(text) == game
    assert Game.from_text(game.to_text(history=True)) == game
    if game.is_over:  # a finished hand must really be finished (R8, B6, W5), and have a result
        active = [p for p in range(game.players) if game.status(p) == "active"]
        if game.rules.end == "first-out":
            assert not active or any(game.status(p) == "out" for p in range(game.players)), (
                f"a hand that nobody has gone out of is over (B6, W5):\n{text}")
        else:
            assert len(active) <= 1, f"a hand with {len(active)} players holding cards is over (R8):\n{text}"
        assert game.result is not None and game.result.summary()
        return
    moves = game.legal_moves()
    assert moves, f"no legal move before the end (R6):\n{text}"
    for move in moves:
        before = game.copy()
        game.play(move)
        game.undo()
        assert game == before and game.to_text() == text


@pytest.mark.parametrize("preset", ALL_PRESETS)
@settings(max_examples=5 * EXAMPLES, deadline=None)
@given(
    g=games,
    steps=st.integers(0, 120),
    history=st.booleans(),
    mutations=st.lists(
        st.tuples(st.sampled_from(MUTATIONS), st.integers(0, 10**6), st.integers(0, 10**6)), min_size=1, max_size=3
    ),
)
def test_mutated_position_text(preset, g, steps, history, mutations):
    game = Game.new(rules_for(preset, g), players=g["players"], seed=g["seed"])
    rng = random.Random(g["choices"])
    for _ in range(steps):
        if game.is_over:
            break
        game.play(choose(game, rng, g["pass_bias"]))
    text = game.to_text(history=history)
    for op, a, b in mutations:
        text = mutate(text, op, a, b)
    check_read(text)


def check_read(text: str) -> None:
    """Reading ``text`` raises PositionError or gives a valid game; nothing else."""
    try:
        parsed = Game.from_text(text)
    except PositionError:
        return  # NotationError is a PositionError; both are ValueErrors
    except Exception as exc:
        pytest.fail(f"{type(exc).__name__} (not a PositionError) reading position text: {exc}\n{text}")
    try:
        check_valid(parsed)
    except AssertionError:
        raise
    except Exception as exc:
        pytest.fail(f"{type(exc).__name__} using a game read from position text: {exc}\n{text}")


# Lines a mutation may add (each also exists in some real position text): statuses, kills, jokers,
# chips, completed suits and the ghost, so that every check of ``from_text`` is tried.
EXTRA_LINES = (
    "killed: 5♠ by 6♠", "killed: 2♠ by 2♠", "killed: K♠", "penalties 0: 5♠", "penalties 1: K♠ A♦",
    "completed: ♠ by 1", "completed: ♣ by 9", "jokers aside: 1", "jokers aside: -5", "ghost: 0", "ghost: 1",
    "chips: 19 19", "pot: 5", "pot: -3", "order: last 0", "order: out 0", "order: bankrupt 1; last 0",
    "status: yurei active", "status: bankrupt active", "status: out out", "status: dropped-out active",
    "passes: 3 3", "to move: -", "rows: ♦♣♥♠",
)


def check_reachable_invariants(game: Game) -> None:
    """What holds in every position that play reaches, read through the public API and the text:
    only the variant's statuses (B5, R6, K4, J8), finished players hold nothing (R7, R9), a
    completed suit is a full row (B8), killed cells stay empty (K3) and exist only in kill games,
    jokers are a count the pack allows (J1, J5), the pot holds the antes (W1), the ghost is a
    bankrupt (G1)."""
    rules, text = game.rules, game.to_text()
    fields = {line.partition(":")[0]: line.partition(":")[2].strip() for line in text.splitlines()}
    has = {"yurei": rules.stuck == "yurei", "bankrupt": rules.stuck in ("bankrupt", "leave"),
           "dropped-out": rules.joker_alone_drops_out, "active": True, "out": True}
    for p in range(game.players):
        status = game.status(p)
        assert has[status], f"player {p} is {status}, which this variant does not have:\n{text}"
        if status in ("out", "bankrupt", "dropped-out"):
            assert set(game.hand(p)) <= set(game.penalty_cards(p)), f"player {p} is {status} with cards:\n{text}"
    for part in filter(None, fields.get("completed", "").split("; ")):
        suit = part.split(" by ")[0]
        row = {card for card in ALL_CARDS if str(card).endswith(suit)}
        assert row <= set(game.layout), f"{suit} is completed but not full (B8):\n{text}"
    killed = set(game.killed_cells)
    assert not killed & set(game.layout), f"a killed cell is filled (K3):\n{text}"
    assert rules.kill is not None or not killed, f"cells killed outside a kill game (K3):\n{text}"
    aside = int(fields.get("jokers aside", "0"))
    in_hands = sum(card.is_joker for p in range(game.players) for card in game.hand(p))
    assert aside >= 0 and aside + in_hands + len(game.joker_cells) <= rules.jokers, f"jokers (J1, J5):\n{text}"
    if rules.scoring == "chips" and not game.is_over:
        assert game.pot >= rules.ante * game.players, f"the pot lacks the antes (W1):\n{text}"
    if rules.scoring == "chips" and game.is_over:  # W5 settled: the winner took the pot
        assert game.chips == game.result.chips, f"chips before W5's settlement:\n{text}"
        assert game.pot == 0 or game.result.winner is None, f"the winner left the pot (W5):\n{text}"
    if game.ghost is not None:
        assert rules.ghost_talk and game.status(game.ghost) == "bankrupt", f"the ghost (G1):\n{text}"


def move_limit(game: Game) -> int:
    """Moves enough for any hand from this position to end: at most 52 plays, and between two
    plays each player passes at most their tokens and loses at most one turn a round (B8, W4)."""
    tokens = 0 if game.rules.passes is None else game.rules.passes * game.players
    return 53 * (game.players * (tokens + 2) + 1)


@pytest.mark.parametrize("preset", ALL_PRESETS)
@settings(max_examples=5 * EXAMPLES, deadline=None)
@given(
    g=games,
    steps=st.integers(0, 120),
    edits=st.lists(
        st.one_of(
            st.tuples(st.sampled_from(MUTATIONS), st.integers(0, 10**6), st.integers(0, 10**6)),
            st.tuples(st.just("add line"), st.integers(0, 10**6), st.integers(0, 10**6)),
        ),
        min_size=1,
        max_size=3,
    ),
)
def test_mutated_text_is_refused_or_round_trips_exactly(preset, g, steps, edits):
    """A position text with random line edits is refused (NotationError or PositionError), or it
    describes a game that writes itself back exactly (``to_text`` reads back as the same game and
    the same text), keeps the invariants of positions play reaches, and plays to its end within
    the rules' bound, undoing back to where it was read: no state outside the rules is accepted,
    and none that never ends (issue 14)."""
    game = Game.new(rules_for(preset, g), players=g["players"], seed=g["seed"])
    rng = random.Random(g["choices"])
    for _ in range(steps):
        if game.is_over:
            break
        game.play(choose(game, rng, g["pass_bias"]))
    text = game.to_text()
    for op, a, b in edits:
        if op == "add line":
            lines = text.splitlines()
            line = EXTRA_LINES[a % len(EXTRA_LINES)]
            key = line.partition(":")[0]
            lines = [x for x in lines if not x.startswith(f"{key}:")]
            lines.insert(len(lines) - 1, line)
            text = "\n".join(lines) + "\n"
        else:
            text = mutate(text, op, a, b)
    try:
        parsed = Game.from_text(text)
    except PositionError:
        return  # NotationError is a PositionError
    except Exception as exc:
        pytest.fail(f"{type(exc).__name__} (not a PositionError) reading position text: {exc}\n{text}")
    canonical = parsed.to_text()
    again = Game.from_text(canonical)
    assert again == parsed and again.to_text() == canonical, f"accepted, but does not round-trip:\n{text}"
    assert Game.from_text(parsed.to_text(history=True)) == parsed
    start = parsed.copy()
    limit = move_limit(parsed)
    check_reachable_invariants(parsed)
    for _ in range(limit):
        if parsed.is_over:
            break
        moves = parsed.legal_moves()
        assert moves, f"no legal move before the end (R6) in a game read from\n{text}"
        parsed.play(rng.choice(moves))
        check_reachable_invariants(parsed)
    assert parsed.is_over, f"a game read from this text did not end in {limit} moves:\n{text}"
    assert parsed.result is not None and parsed.result.summary()
    for _ in range(len(parsed.history)):
        parsed.undo()
    assert parsed == start and parsed.to_text() == canonical


def replace_line(text: str, key: str, value: str) -> str:
    return "\n".join(f"{key}: {value}" if line.startswith(f"{key}:") else line for line in text.splitlines()) + "\n"


@pytest.mark.parametrize(
    "case",
    ["empty rules", "over before the end", "over before the end, with moves", "last holder not a player",
     "unknown line", "run of the wrong suits", "to move out of range", "passes too many"],
)
def test_bad_position_texts(case):
    """Hand-picked mutations of a valid text; each reads as a valid game or raises PositionError."""
    game = Game.new("shichi-narabe", players=4, seed=1)
    for move in ("pass", "pass"):
        game.play(move)
    text = game.to_text()
    finished = game.copy()
    rng = random.Random(1)
    while not finished.is_over:
        finished.play(choose(finished, rng, 0.0))
    order = next(line for line in finished.to_text().splitlines() if line.startswith("order:"))
    bad = {
        "empty rules": replace_line(text, "rules", ""),
        "over before the end": replace_line(text, "to move", "-"),
        "over before the end, with moves": replace_line(game.to_text(history=True), "to move", "-"),
        "last holder not a player": replace_line(finished.to_text(), "order", re.sub(r"last \d+", "last 7", order[7:])),
        "unknown line": text + "colour: blue\n",
        "run of the wrong suits": replace_line(text, "layout", "7♠-7♦"),
        "to move out of range": replace_line(text, "to move", "9"),
        "passes too many": replace_line(text, "passes", "9 9 9 9"),
    }[case]
    assert bad != text
    check_read(bad)
