"""``review(game, player)``: each of a player's moves against the expert's choice, with the
expected places, the cost, the three costliest moves marked and a reason in words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shichi_widgets import Game, GreedyBot, RandomBot, review
from shichi_widgets.bots.review import MARKED, MIN_COST, ReviewError
from shichi_widgets.engine.cards import DECK

GOLDEN = Path(__file__).resolve().parent.parent / "engine" / "golden"
PLAYOUTS = 120  # small budgets keep the tests quick; the default is benchmarked
SEVENS = ["7♠", "7♥", "7♣", "7♦"]


def golden_game(name: str) -> Game:
    """A recorded game of ``tests/engine/golden`` replayed from its start."""
    start, _, body = (GOLDEN / name).read_text(encoding="utf-8").partition("\n\n")
    game = Game.from_text(start + "\n")
    for line in body.splitlines():
        head = line.partition(" | ")[0]
        player, _, move = head.partition(" ")
        game.play(move, int(player))
    return game


def all_but(*hands: list[str]) -> list[str]:
    """Every card not in the hands: a layout where the player can deduce the others' hands."""
    held = {card for hand in hands for card in hand}
    return [str(card) for card in DECK if str(card) not in held]


def played_game(preset: str, seed: int) -> Game:
    """A seeded 4-player game: a random player 0 against three greedy bots."""
    game = Game.new(preset, players=4, seed=seed)
    bots = [RandomBot(seed=seed), GreedyBot(seed=1), GreedyBot(seed=2), GreedyBot(seed=3)]
    while not game.is_over:
        game.play(bots[game.to_move].choose(game))
    return game


@pytest.mark.parametrize(
    "name, player",
    [("shichi-narabe-seed1.txt", 0), ("seven-bridge-seed2.txt", 2), ("joker-seed1.txt", 1), ("koroshi-seed1.txt", 3)],
)
def test_review_of_a_golden_game_has_one_row_per_move_of_the_player_in_order(name, player):
    game = golden_game(name)
    rows = review(game, player, playouts=PLAYOUTS, seed=1)
    turns = [(i, turn) for i, turn in enumerate(game.history) if turn.player == player]
    assert [row["move"] for row in rows] == [turn.move for _, turn in turns]
    assert [row["index"] for row in rows] == [i for i, _ in turns]
    assert [row["number"] for row in rows] == list(range(1, len(turns) + 1))
    replay = game.copy()
    while replay.history:
        replay.undo()
    by_index = {row["index"]: row for row in rows}
    for i, turn in enumerate(game.history):
        row = by_index.get(i)
        if row is not None:
            legal = replay.legal_moves()
            assert row["best"] in legal
            assert [move for move, _ in row["options"]] == list(legal)
            for _, place in row["options"]:
                assert 1 <= place <= game.players
            assert 1 <= row["best_expected_place"] <= row["expected_place"] <= game.players
            assert row["cost"] == pytest.approx(row["expected_place"] - row["best_expected_place"], abs=1e-3)
            assert dict(row["options"])[row["best"]] == row["best_expected_place"]
            assert dict(row["options"])[row["move"]] == row["expected_place"]
        replay.play(turn.move)


def test_review_leaves_the_game_unchanged():
    game = golden_game("tunnel-seed1.txt")
    before = game.to_text(history=True)
    review(game, 0, playouts=PLAYOUTS)
    assert game.to_text(history=True) == before


def test_review_is_reproducible_with_the_same_seed():
    game = played_game("shichi-narabe", 4)
    first = review(game, 0, playouts=PLAYOUTS, seed=7)
    again = review(game, 0, playouts=PLAYOUTS, seed=7)
    assert first == again
    assert [row["reason"] for row in first] == [row["reason"] for row in again]


def test_review_rows_do_not_depend_on_later_moves():
    """Each decision has its own random stream: the review of a game's first half is the start of
    the review of the whole game."""
    game = played_game("tunnel", 2)
    half = game.copy()
    while len(half.history) > len(game.history) // 2:
        half.undo()
    rows_half = review(half, 0, playouts=PLAYOUTS, seed=3)
    rows_all = review(game, 0, playouts=PLAYOUTS, seed=3)
    assert rows_half and rows_half == rows_all[: len(rows_half)]


def test_the_three_costliest_moves_are_marked():
    game = played_game("shichi-narabe", 12)
    rows = review(game, 0, playouts=PLAYOUTS, seed=2)
    marked = sorted((row for row in rows if row["costly"]), key=lambda row: row["rank_of_cost"])
    assert marked, "a random player's game should have at least one costly move"
    assert len(marked) <= MARKED
    assert [row["rank_of_cost"] for row in marked] == list(range(1, len(marked) + 1))
    costs = [row["cost"] for row in marked]
    assert costs == sorted(costs, reverse=True)
    unmarked = [row for row in rows if not row["costly"]]
    assert all(row["rank_of_cost"] is None for row in unmarked)
    assert all(row["cost"] <= costs[-1] for row in unmarked)
    assert all(row["cost"] >= MIN_COST for row in marked)
    if len(marked) < MARKED:  # fewer than three marks: no other move cost enough to be marked
        assert all(row["cost"] < MIN_COST for row in unmarked)


def test_passing_while_holding_the_card_that_unlocks_your_run_costs_a_place():
    """R4: a voluntary pass is legal, but holding 6♠ keeps A♠–5♠ locked while player 1 runs out."""
    mine, theirs = ["A♠", "2♠", "3♠", "4♠", "5♠", "6♠"], ["8♥", "9♥", "10♥", "J♥", "Q♥", "K♥"]
    game = Game.from_position("shichi-narabe", layout=all_but(mine, theirs), hands=[mine, theirs])
    game.play("pass")
    [row] = review(game, 0, playouts=PLAYOUTS)
    assert row["move"].kind == "pass"
    assert str(row["best"]) == "6♠"
    assert row["cost"] > 0.5
    assert row["costly"] and row["rank_of_cost"] == 1
    assert "6♠" in row["reason"] and "A♠–5♠" in row["reason"]
    assert "6♠" in row["reason_ja"] and "パス" in row["reason_ja"]


def test_reason_says_holding_a_card_would_have_kept_a_suit_closed():
    """Player 0 plays 8♣ and lets player 1 run 9♣–K♣ out; holding it (player 1 has one pass left,
    R5) would have made player 1 play 2♦ and go bankrupt (R6)."""
    mine, theirs = ["8♣", "A♦"], ["9♣", "10♣", "J♣", "Q♣", "K♣", "2♦"]
    game = Game.from_position(
        "shichi-narabe", layout=all_but(mine, theirs), hands=[mine, theirs], passes_used=[0, 2]
    )
    game.play("8♣")
    [row] = review(game, 0, playouts=PLAYOUTS)
    assert row["best"].kind == "pass"
    assert row["cost"] > 0.5
    # seat 1 is "player 2": people count from 1
    assert row["reason"].startswith("Not playing 8♣ yet would have kept 9♣–K♣ closed to player 2.")
    assert row["reason_ja"].startswith("まだ8♣を出さなければ、プレイヤー2の9♣–K♣を止めたままにできました。")


def test_reason_names_the_cards_a_play_let_into_play_and_the_better_play():
    mine, theirs = ["8♣", "A♦", "2♦", "3♦", "4♦", "5♦"], ["9♣", "10♣", "J♣", "Q♣", "K♣"]
    game = Game.from_position("shichi-narabe", layout=all_but(mine, theirs), hands=[mine, theirs])
    game.play("8♣")
    [row] = review(game, 0, playouts=PLAYOUTS)
    assert str(row["best"]) == "5♦"
    assert row["reason"].startswith("Playing 8♣ let 9♣–K♣ into play for player 2; playing 5♦ would have kept them")
    assert "プレイヤー2の9♣–K♣" in row["reason_ja"]


def test_a_move_equal_to_the_experts_choice_costs_nothing():
    mine, theirs = ["A♠", "2♠", "3♠", "4♠", "5♠", "6♠"], ["8♥", "9♥", "10♥", "J♥", "Q♥", "K♥"]
    game = Game.from_position("shichi-narabe", layout=all_but(mine, theirs), hands=[mine, theirs])
    game.play("6♠")
    [row] = review(game, 0, playouts=PLAYOUTS)
    assert row["best"] == row["move"]
    assert row["cost"] == 0
    assert not row["costly"]
    assert "The expert chose the same move" in row["reason"] and "エキスパートも同じ手" in row["reason_ja"]


def test_talking_to_the_ghost_has_no_row():
    """G1: talking to the ghost is not a move; the review skips it and replays it."""
    hands = [["2♠", "3♠"], ["6♠", "8♥", "9♥"], ["8♠", "8♣", "J♦"], ["6♥", "9♠", "5♠"]]
    game = Game.from_position("ghost", layout=SEVENS, hands=hands, to_move=0, passes_used=[3, 0, 2, 1])
    game.play("pass")  # player 0 goes bankrupt (R6) and is the ghost
    game.talk_to_ghost(2)
    game.play("6♠")
    game.play("5♠")
    game.play("8♠")  # the old ghost plays in seat 0 with player 2's cards
    rows = review(game, 0, playouts=PLAYOUTS)
    assert [str(row["move"]) for row in rows] == ["pass", "8♠"]


def test_reasons_are_in_english_and_japanese():
    rows = review(played_game("tunnel", 5), 0, playouts=PLAYOUTS)
    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    for row in rows:
        assert row["reason"] and not japanese.search(row["reason"])
        assert japanese.search(row["reason_ja"])
        assert "Playing" not in row["reason_ja"] and "pass" not in row["reason_ja"]


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"player": 4}, "player must be a seat number 0–3"),
        ({"player": "0"}, "player must be a seat number"),
        ({"player": 0, "playouts": 0}, "playouts must be a whole number"),
        ({"player": 0, "seed": 1.5}, "seed must be a whole number"),
        ({"player": 0, "rollout": "fast"}, "rollout must be one of"),
    ],
)
def test_bad_arguments_are_refused_and_the_game_is_untouched(kwargs, words):
    game = golden_game("shichi-narabe-seed1.txt")  # 4 players
    before = game.to_text(history=True)
    with pytest.raises(ReviewError, match=words):
        review(game, **kwargs)
    assert isinstance(ReviewError(), ValueError)
    assert game.to_text(history=True) == before


def test_review_needs_a_game():
    with pytest.raises(ReviewError, match="review needs a Game"):
        review("shichi 1", 0)
