"""Section 8 of docs/rules.md: Western Sevens (W1–W6), preset "sevens"."""

from __future__ import annotations

import random

import pytest
from helpers import assert_illegal

from shichi_widgets.engine import Card, Game, Match, Ruleset
from shichi_widgets.engine.events import HandOver, Passed, Played, WentOut

LABELS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SEVENS = ["7♠", "7♥", "7♣", "7♦"]


def run(suit: str, low: int, high: int) -> list[str]:
    return [f"{LABELS[r]}{suit}" for r in range(low, high + 1)]


def went_out(events) -> list[int]:
    """The players a move's events say went out."""
    return [e.player for e in events if isinstance(e, WentOut)]


def moves(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def cells(game: Game) -> set[str]:
    return {str(c) for c in game.playable_cells()}


def play_checked(game: Game, move: str, player: int) -> tuple:
    assert game.to_move == player, f"expected player {player} to move, not {game.to_move}"
    assert move in moves(game), f"{move} should be legal, legal moves are {sorted(moves(game))}"
    return game.play(move)


def play_out(game: Game, rng: random.Random) -> None:
    steps = 0
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        steps += 1
        assert steps < 3000


# ------------------------------------------------------------------------------------------ W1


def test_W1_preset_flags():
    rules = Ruleset.preset("sevens")
    assert rules.chips == 20 and rules.ante == 1 and rules.pass_cost == 1
    assert rules.passes is None and rules.must_play
    assert rules.sevens == "played" and rules.opening_card is None
    assert rules.jokers == 0
    assert rules.end == "first-out" and rules.scoring == "chips"
    assert rules.source_players == (3, 8)


@pytest.mark.parametrize("players", [3, 4, 5, 8])
def test_W1_everyone_antes_one_chip_of_twenty_into_the_pot(players):
    game = Game.new("sevens", players=players, seed=players)
    assert game.chips == (19,) * players
    assert game.pot == players
    assert sum(game.chips) + game.pot == 20 * players


def test_W1_ante_comes_out_of_the_chips_a_match_brings():
    game = Game.new("sevens", players=4, seed=3, chips=[5, 10, 0, 2])
    assert game.chips == (4, 9, -1, 1)
    assert game.pot == 4


@pytest.mark.parametrize(("players", "dealer"), [(3, 0), (3, 2), (5, 1), (8, 7)])
def test_W1_all_cards_dealt_one_at_a_time_from_the_dealers_left(players, dealer):
    game = Game.new("sevens", players=players, seed=21, dealer=dealer)
    sizes = [game.hand_size((dealer + 1 + k) % players) for k in range(players)]
    base, extra = divmod(52, players)
    assert sizes == [base + 1] * extra + [base] * (players - extra)
    dealt = {c for p in range(players) for c in game.hand(p)}
    assert len(dealt) == 52
    assert game.layout == frozenset()  # no 7 is laid out before play (W2, W3)


def test_W1_from_position_antes_too():
    game = Game.from_position("sevens", hands=[["7♣"], ["2♠"], ["3♠"]])
    assert game.chips == (19, 19, 19)
    assert game.pot == 3


# ------------------------------------------------------------------------------------------ W2


@pytest.mark.parametrize("dealer", [0, 1, 3])
def test_W2_dealers_left_starts_and_the_first_card_must_be_a_seven(dealer):
    game = Game.new("sevens", players=4, seed=8, dealer=dealer)
    first = (dealer + 1) % 4
    assert game.to_move == first
    assert cells(game) == set(SEVENS)
    sevens_held = {str(c) for c in game.hand(first) if c.rank == 7}
    assert moves(game) == (sevens_held or {"pass"})


def test_W2_a_non_seven_first_card_is_refused():
    game = Game.from_position("sevens", hands=[["7♣", "6♣", "8♥"], ["2♠", "3♠"]])
    assert moves(game) == {"7♣"}
    msg = assert_illegal(game, "6♣", "L4")
    assert "7♣" in msg
    assert_illegal(game, "8♥", "L4")
    assert "7♣" in game.explain("6♣") and game.explain("6♣").startswith("Not playable")
    assert "W2" in game.explain("7♣")
    events = play_checked(game, "7♣", 0)
    assert events == (Played(0, Card.parse("7♣")),)


def test_W2_first_player_without_a_seven_passes_and_pays():
    game = Game.from_position("sevens", hands=[["6♣", "8♥"], ["7♠", "3♠"]], to_move=0)
    assert moves(game) == {"pass"}
    assert play_checked(game, "pass", 0) == (Passed(0, 1, None, 1),)
    assert game.chips == (18, 19)
    assert moves(game) == {"7♠"}


# ------------------------------------------------------------------------------------------ W3


def test_W3_new_seven_or_build_outward_one_card_a_turn():
    game = Game.from_position("sevens", layout=run("♥", 5, 9), hands=[["7♠", "4♥", "10♥", "3♥", "6♠"], ["J♥", "2♣"]])
    assert moves(game) == {"7♠", "4♥", "10♥"}
    assert cells(game) == {"7♠", "7♣", "7♦", "4♥", "10♥"}
    assert_illegal(game, "3♥", "L3")
    assert_illegal(game, "6♠", "L4")
    play_checked(game, "10♥", 0)
    assert game.to_move == 1  # one card a turn
    assert_illegal(game, "4♥", "R1", player=0)
    play_checked(game, "J♥", 1)
    play_checked(game, "7♠", 0)
    assert {"6♠", "8♠"} <= cells(game)


# ------------------------------------------------------------------------------------------ W4


def test_W4_a_player_who_can_play_must_play():
    game = Game.from_position("sevens", layout=["7♦"], hands=[["8♦", "2♠"], ["2♣", "3♣"]])
    assert moves(game) == {"8♦"}
    msg = assert_illegal(game, "pass", "W4")
    assert "must play" in msg
    assert "W4" in game.explain("pass")


def test_W4_a_player_who_cannot_play_passes_and_pays_one_chip():
    game = Game.from_position("sevens", layout=["7♦"], hands=[["2♠", "3♠"], ["8♦", "2♣"]])
    assert moves(game) == {"pass"}
    assert "W4" in game.explain("pass")
    events = play_checked(game, "pass", 0)
    assert events == (Passed(0, 1, None, 1),)
    assert "W4" in str(events[0]) and "1 chip" in str(events[0])
    assert game.chips == (18, 19)
    assert game.pot == 3
    assert game.passes_used(0) == 1
    game.undo()
    assert game.chips == (19, 19) and game.pot == 2 and game.passes_used(0) == 0


def test_W4_no_pass_limit_and_no_bankruptcy_chips_go_negative():
    """W4 + W5: player 0 can never play (2♠ waits for 6♠–3♠, out of play); player 1 plays 24 cards.
    Player 0 passes 24 times, paying 24 chips from 19: a debt of 5, then 1 more for the card left."""
    hand1 = [c for s in "♠♥♣♦" for c in run(s, 8, 13)]
    game = Game.from_position("sevens", layout=SEVENS, hands=[["2♠"], hand1])
    for k in range(1, 25):
        assert moves(game) == {"pass"}
        assert game.play("pass") == (Passed(0, k, None, 1),)
        assert game.status(0) == "active"
        assert game.chips[0] == 19 - k
        card = game.legal_moves()[0]
        events = game.play(card)
    assert game.chips[0] == -6  # settled (W5): the debt of 5, then 1 chip for the card left
    assert game.passes_used(0) == 24
    assert went_out(events) == [1] and isinstance(events[-1], HandOver)
    result = game.result
    assert result.winner == 1
    pot = 2 + 24 + 1
    assert result.chips == (-6, 19 + pot)
    assert sum(result.chips) == 40
    assert "W5" in str(events[-1])


# ------------------------------------------------------------------------------------------ W5


def test_W5_first_out_takes_the_pot_others_pay_a_chip_a_card():
    hands = [["8♦"], ["K♠", "A♥", "10♣"], ["J♦", "2♠"], ["Q♥"]]
    game = Game.from_position("sevens", layout=SEVENS, hands=hands)
    events = play_checked(game, "8♦", 0)
    assert isinstance(events[-1], HandOver)
    assert game.is_over and game.legal_moves() == ()
    result = game.result
    assert result.kind == "chips"
    assert result.winner == 0
    pot = 4 + 3 + 2 + 1
    assert result.chips == (19 + pot, 19 - 3, 19 - 2, 19 - 1)
    assert result.scores == result.chips
    assert result.ranking == (0, 3, 2, 1)
    assert sum(result.chips) == 80
    assert "W5" in result.explain()
    assert_illegal(game, "pass", "over")


def before_settlement(game: Game) -> tuple[list[int], int]:
    """A finished hand's chips and pot just before W5's settlement (``game.chips`` and ``game.pot``
    are after it): the position before the last move, less that move's pass chip if it passed."""
    before = game.copy()
    turn = game.history[-1]
    before.undo()
    chips, pot = list(before.chips), before.pot
    if str(turn.move) == "pass":
        chips[turn.player] -= game.rules.pass_cost
        pot += game.rules.pass_cost
    return chips, pot


def test_W5_chips_may_go_negative():
    """W5 Resolved: a player with no chips still pays for cards left (and passes): a debt."""
    for seed in range(30):
        game = Game.new("sevens", players=3, seed=seed, chips=[1, 30, 29])
        assert game.chips[0] == 0  # the ante took player 0's last chip
        play_out(game, random.Random(seed))
        if game.result.winner != 0:
            break
    result = game.result
    assert result.winner != 0
    assert game.hand_size(0) > 0
    chips, _ = before_settlement(game)
    assert result.chips[0] == chips[0] - game.hand_size(0) < 0
    assert game.chips == result.chips  # the game shows the settled chips too
    assert sum(result.chips) == 60


def test_W5_random_hands_conserve_chips_and_only_pass_when_stuck():
    for seed in range(15):
        rng = random.Random(seed)
        players = 3 + seed % 6
        game = Game.new("sevens", players=players, seed=seed, dealer=seed % players)
        total = 20 * players
        while not game.is_over:
            legal = moves(game)
            if "pass" in legal:
                assert legal == {"pass"}  # W4: pass only when unable to play
                held = {str(c) for c in game.hand(game.to_move)}
                assert not held & cells(game)
            assert sum(game.chips) + game.pot == total
            game.play(rng.choice(game.legal_moves()))
        result = game.result
        assert sum(result.chips) == total
        winner = result.winner
        assert game.hand_size(winner) == 0
        chips, pot = before_settlement(game)
        for p in range(players):
            if p != winner:
                assert game.hand_size(p) > 0
                assert result.chips[p] == chips[p] - game.hand_size(p)
        assert result.chips[winner] == chips[winner] + pot + sum(
            game.hand_size(p) for p in range(players) if p != winner
        )
        assert game.chips == result.chips and game.pot == 0  # W5 settled in the game too


# ------------------------------------------------------------------------------------------ W6


def test_W6_deal_passes_left_and_most_chips_wins():
    match = Match("sevens", players=4, seed=7, dealer=1)
    assert match.hands == 5
    assert match.totals == [20, 20, 20, 20]
    assert not match.lower_wins
    rng = random.Random(7)
    dealers = []
    while not match.is_over:
        game = match.game
        if game.players == 4:
            dealers.append(game.dealer)
            assert game.chips == tuple(t - 1 for t in match.totals)  # the ante of the new deal
        play_out(game, rng)
        match.next_hand()
        assert sum(match.totals) == 80
    assert dealers[:5] == [1, 2, 3, 0, 1]
    assert match.totals[match.winner] == max(match.totals)
    assert match.standings()[0] == (match.winner, max(match.totals))


def test_W1_chips_need_one_number_per_player():
    from shichi_widgets.engine import PositionError

    with pytest.raises(PositionError):
        Game.new("sevens", players=4, seed=1, chips=[20, 20, 20])
