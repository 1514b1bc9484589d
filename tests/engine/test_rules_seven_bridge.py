"""Section 7 of docs/rules.md: Seven Bridge (B1–B8), preset "seven-bridge" and its house-rule flags."""

from __future__ import annotations

import random

import pytest
from helpers import assert_illegal

from shichi_widgets.engine import JOKER, Card, Game, Match, PositionError, Ruleset
from shichi_widgets.engine.events import (
    BecameYurei,
    HandOver,
    JokerPlayed,
    JokerSwapped,
    LostTurn,
    Passed,
    Played,
    SuitCompleted,
    WentOut,
    YureiCardPlayed,
)

SB = "seven-bridge"
LABELS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def run(suit: str, low: int, high: int) -> list[str]:
    return [f"{LABELS[r]}{suit}" for r in range(low, high + 1)]


def cards(*texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts]


def went_out(events) -> list[int]:
    """The players a move's events say went out."""
    return [e.player for e in events if isinstance(e, WentOut)]


def moves(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def play_checked(game: Game, move: str, player: int) -> tuple:
    assert game.to_move == player, f"expected player {player} to move, not {game.to_move}"
    assert move in moves(game), f"{move} should be legal, legal moves are {sorted(moves(game))}"
    return game.play(move)


def holder(game: Game, card: str) -> int:
    (seat,) = [p for p in range(game.players) if Card.parse(card) in game.hand(p)]
    return seat


def value(texts) -> int:
    return sum(15 if c.is_joker else int(c.rank) for c in map(Card.parse, texts))


# ------------------------------------------------------------------------------------------ preset


def test_B_preset_flags():
    rules = Ruleset.preset(SB)
    assert rules.sevens == "played"
    assert rules.opening_card == Card.parse("7♦")
    assert rules.passes == 3
    assert rules.jokers == 0
    assert rules.ghost is True and rules.stuck == "yurei"
    assert rules.end == "first-out"
    assert rules.scoring == "penalty"
    assert rules.penalty == "value"
    assert rules.kings_bonus == 0
    assert rules.match_hands == 5


# ------------------------------------------------------------------------------------------ B1


def test_B1_source_names_three_to_seven_players():
    assert Ruleset.preset(SB).source_players == (3, 7)


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_B1_three_players_dealer_gets_18_others_17(dealer):
    game = Game.new(SB, players=3, seed=11 + dealer, dealer=dealer)
    sizes = [game.hand_size(p) for p in range(3)]
    assert sizes[dealer] == 18
    assert sorted(sizes) == [17, 17, 18]


@pytest.mark.parametrize("dealer", [0, 2, 4])
def test_B1_five_players_11_11_10_10_10_from_the_dealer(dealer):
    game = Game.new(SB, players=5, seed=5, dealer=dealer)
    sizes = [game.hand_size((dealer + k) % 5) for k in range(5)]
    assert sizes == [11, 11, 10, 10, 10]


@pytest.mark.parametrize(("players", "expected"), [(4, [13] * 4), (6, [9, 9, 9, 9, 8, 8]), (7, [8, 8, 8, 7, 7, 7, 7])])
def test_B1_deal_is_as_even_as_possible_beginning_with_the_dealer(players, expected):
    dealer = players - 1
    game = Game.new(SB, players=players, seed=2, dealer=dealer)
    assert [game.hand_size((dealer + k) % players) for k in range(players)] == expected


def test_B1_all_52_cards_dealt_no_joker_nothing_laid_out():
    game = Game.new(SB, players=4, seed=9)
    dealt = [c for p in range(4) for c in game.hand(p)]
    assert len(dealt) == len(set(dealt)) == 52
    assert JOKER not in dealt
    assert game.layout == frozenset()


def test_B1_the_deal_passes_clockwise_after_each_hand():
    match = Match(SB, players=3, seed=1, dealer=2, hands=3)
    dealers = []
    while not match.is_over:
        game = match.game
        dealers.append(game.dealer)
        if game.players == 3:  # not a tie-break hand
            assert game.hand_size(game.dealer) == 18
        rng = random.Random(len(dealers))
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        match.next_hand()
    assert dealers[:3] == [2, 0, 1]


# ------------------------------------------------------------------------------------------ B2


@pytest.mark.parametrize("seed", range(6))
def test_B2_seven_of_diamonds_holder_opens_and_only_it_is_playable(seed):
    game = Game.new(SB, players=4, seed=seed)
    opener = holder(game, "7♦")
    assert game.to_move == opener
    assert moves(game) == {"7♦"}
    assert {str(c) for c in game.playable_cells()} == {"7♦"}
    events = game.play("7♦")
    assert events == (Played(opener, Card.parse("7♦")),)
    assert game.to_move == (opener + 1) % 4  # turns go clockwise from the opener


def test_B2_opener_may_not_pass_nor_play_another_card_first():
    game = Game.from_position(SB, hands=[["7♦", "7♠", "8♦"], ["7♥", "6♦"]], to_move=0)
    assert moves(game) == {"7♦"}
    assert_illegal(game, "pass", "B2")
    assert_illegal(game, "7♠", "B2")
    assert_illegal(game, "8♦", "B2")
    assert "B2" in game.explain("7♠")
    assert "B2" in game.explain("pass")
    assert "B2" in game.explain("7♦") and game.explain("7♦").startswith("7♦ is playable")


def test_B2_opener_with_tokens_left_still_may_not_pass():
    game = Game.from_position(SB, hands=[["7♦", "2♠"], ["7♥", "6♦"]], to_move=0, passes_used=[0, 0])
    assert "pass" not in moves(game)
    assert_illegal(game, "pass", "B2")


def test_B2_position_must_have_the_opener_to_move():
    with pytest.raises(PositionError, match="B2"):
        Game.from_position(SB, hands=[["7♦", "2♠"], ["7♥", "6♦"]], to_move=1)
    with pytest.raises(PositionError, match="B2"):
        Game.from_position(SB, layout=["7♠"], hands=[["7♦", "2♠"], ["7♥", "6♦"]], to_move=0)


# ------------------------------------------------------------------------------------------ B3


def test_B3_any_seven_at_any_time_and_one_rank_beyond_each_end():
    layout = run("♦", 4, 10)
    game = Game.from_position(SB, layout=layout, hands=[["7♠", "3♦", "2♦", "6♠", "J♦"], ["Q♦", "7♥"]])
    assert moves(game) == {"7♠", "3♦", "J♦", "pass"}
    assert {str(c) for c in game.playable_cells()} == {"7♠", "7♥", "7♣", "3♦", "J♦"}
    assert "B3" in game.explain("7♠")
    assert "3♦ must come first" in game.explain("2♦")
    assert_illegal(game, "2♦", "L3")
    assert_illegal(game, "Q♦", "R4")  # not player 0's card
    msg = assert_illegal(game, "6♠", "L4")  # the spades row is not open yet
    assert "B3" in msg


def test_B3_a_seven_opens_its_row():
    game = Game.from_position(SB, layout=["7♦"], hands=[["7♠", "6♠"], ["8♠", "2♣"]])
    assert moves(game) == {"7♠", "pass"}
    play_checked(game, "7♠", 0)
    assert {str(c) for c in game.playable_cells()} >= {"6♠", "8♠"}
    play_checked(game, "8♠", 1)


def test_B3_one_card_a_turn():
    game = Game.from_position(SB, layout=["7♦"], hands=[["8♦", "9♦", "6♦"], ["2♣", "3♣"]])
    play_checked(game, "8♦", 0)
    assert game.to_move == 1
    assert_illegal(game, "9♦", "R1", player=0)
    assert_illegal(game, "9♦", "R4")  # player 1 does not hold it


# ------------------------------------------------------------------------------------------ B4


def test_B4_a_player_may_choose_not_to_play_and_spends_a_token():
    game = Game.from_position(SB, layout=["7♦"], hands=[["8♦", "2♠"], ["6♦", "2♣"]], passes_used=[0, 0])
    assert moves(game) == {"8♦", "pass"}
    events = play_checked(game, "pass", 0)
    assert events == (Passed(0, 1, 3),)
    assert game.passes_used(0) == 1
    assert game.hand(0) == cards("2♠", "8♦")
    assert game.to_move == 1


def test_B4_a_player_with_no_play_spends_a_token():
    game = Game.from_position(SB, layout=["7♦"], hands=[["2♠", "3♠"], ["6♦", "2♣"]], passes_used=[1, 0])
    assert moves(game) == {"pass"}
    assert play_checked(game, "pass", 0) == (Passed(0, 2, 3),)
    assert game.status(0) == "active"


def test_B4_three_tokens_then_a_player_with_a_play_must_play():
    game = Game.from_position(SB, layout=["7♦"], hands=[["8♦", "2♠"], ["2♣", "3♣", "4♣", "5♣"]])
    for used in (1, 2, 3):
        assert play_checked(game, "pass", 0) == (Passed(0, used, 3),)
        assert play_checked(game, "pass", 1) == (Passed(1, used, 3),)
    assert game.passes == (3, 3)
    assert moves(game) == {"8♦"}
    msg = assert_illegal(game, "pass", "B4", "B5")  # tokens (B4); no token left: the yūrei rule, not R6
    assert "must play" in msg and "pass tokens" in msg and "R6" not in msg


# ------------------------------------------------------------------------------------------ B5


def yurei_game() -> Game:
    """Player 0 has no token and cannot play (4♠ 3♠ wait for 5♠; K♥ for the hearts row)."""
    return Game.from_position(
        SB,
        layout=["7♦", "7♠", "6♠"],
        hands=[["4♠", "3♠", "K♥"], ["5♠", "8♦", "2♣"], ["9♦", "8♠", "A♣"]],
        passes_used=[3, 0, 0],
    )


def test_B5_stuck_without_tokens_becomes_a_yurei_and_exposes_the_rest():
    """B5: none of the cards was legal (else the player could play), so nothing is placed at once
    and the whole hand is exposed."""
    game = yurei_game()
    assert moves(game) == {"pass"}
    assert "B5" in game.explain("pass")
    events = play_checked(game, "pass", 0)
    assert events == (BecameYurei(0, (), tuple(cards("3♠", "4♠", "K♥"))),)
    assert "B5" in str(events[0])
    assert game.status(0) == "yurei"
    assert game.exposed == {0: cards("3♠", "4♠", "K♥")}
    assert game.layout == frozenset(cards("7♦", "7♠", "6♠"))
    assert game.to_move == 1


def test_B5_yurei_takes_no_more_turns():
    game = yurei_game()
    play_checked(game, "pass", 0)
    order = []
    for _ in range(4):
        order.append(game.to_move)
        game.play("pass")
    assert order == [1, 2, 1, 2]
    assert_illegal(game, "pass", "B5", player=0)


def test_B5_active_players_may_play_legal_exposed_cards():
    game = yurei_game()
    play_checked(game, "pass", 0)
    assert "yūrei 4♠" not in moves(game)  # 5♠ is not down yet
    play_checked(game, "5♠", 1)
    assert {"yūrei 4♠", "8♠", "pass"} <= moves(game)
    assert "yūrei 3♠" not in moves(game)
    hand_before = game.hand(2)
    events = play_checked(game, "yūrei 4♠", 2)
    assert events == (YureiCardPlayed(2, Card.parse("4♠"), 0),)
    assert "B5" in str(events[0])
    assert game.hand(2) == hand_before  # it is the yūrei's card, not player 2's
    assert game.exposed == {0: cards("3♠", "K♥")}
    assert Card.parse("4♠") in game.layout
    assert game.to_move == 1  # it counted as player 2's play; the yūrei is skipped
    # typed as a plain card, an exposed card is read as the yūrei move
    events = game.play("3♠")
    assert events == (YureiCardPlayed(1, Card.parse("3♠"), 0),)
    assert game.exposed == {0: cards("K♥")}


def test_B5_exposed_cards_that_are_not_legal_are_refused():
    game = yurei_game()
    play_checked(game, "pass", 0)
    assert_illegal(game, "yūrei 4♠", "L3")  # 5♠ must come first
    assert_illegal(game, "yūrei 9♥", "B5")  # not an exposed card


def test_B5_exposed_cards_count_at_the_end_of_the_hand():
    game = Game.from_position(
        SB,
        layout=["7♦", "7♠", "6♠"],
        hands=[["4♠", "K♥"], ["5♠", "8♦"], ["9♦", "2♣"]],
        passes_used=[3, 0, 0],
    )
    play_checked(game, "pass", 0)  # yūrei: exposes 4♠ K♥
    play_checked(game, "5♠", 1)
    play_checked(game, "yūrei 4♠", 2)
    events = play_checked(game, "8♦", 1)  # player 1's last card: the hand ends (B6)
    assert went_out(events) == [1] and isinstance(events[-1], HandOver)
    result = game.result
    assert result.winner == 1
    assert result.scores == (13, 0, 9 + 2)
    assert "K♥" in result.lines[0]


def test_B5_yurei_whose_cards_are_all_placed_scores_zero_but_does_not_end_the_hand():
    game = Game.from_position(
        SB,
        layout=["7♦", "7♠", "6♠"],
        hands=[["4♠"], ["5♠", "8♦", "2♣"], ["9♦", "2♥", "A♣"]],
        passes_used=[3, 0, 0],
    )
    play_checked(game, "pass", 0)
    play_checked(game, "5♠", 1)
    events = play_checked(game, "yūrei 4♠", 2)
    assert not any(isinstance(e, (WentOut, HandOver)) for e in events)
    assert not game.is_over
    assert game.status(0) == "yurei"
    assert game.hand(0) == []
    play_checked(game, "8♦", 1)
    play_checked(game, "9♦", 2)
    for _ in range(3):  # nobody can play: both spend their three tokens
        play_checked(game, "pass", 1)
        play_checked(game, "pass", 2)
    assert not game.is_over
    events = play_checked(game, "pass", 1)  # player 1 becomes a yūrei (2♣)
    assert events == (BecameYurei(1, (), (Card.parse("2♣"),)),)
    events = play_checked(game, "pass", 2)  # player 2 becomes a yūrei (2♥ A♣): nobody active
    assert isinstance(events[-1], HandOver)
    result = game.result
    assert result.winner is None
    assert result.scores == (0, 2, 2 + 1)


def test_B5_no_active_player_left_ends_the_hand_and_everyone_scores():
    game = Game.from_position(
        SB, layout=["7♠", "7♥", "7♣", "7♦"], hands=[["5♠", "K♥"], ["4♦", "Q♣"]], passes_used=[3, 3]
    )
    play_checked(game, "pass", 0)
    assert not game.is_over
    events = play_checked(game, "pass", 1)
    assert isinstance(events[0], BecameYurei) and isinstance(events[-1], HandOver)
    assert game.is_over
    result = game.result
    assert result.winner is None
    assert result.scores == (5 + 13, 4 + 12)
    assert result.ranking == (1, 0)


# ------------------------------------------------------------------------------------------ B6


def b6_game(rules=SB) -> Game:
    return Game.from_position(
        rules,
        layout=["7♦", "7♠"],
        hands=[["8♦"], ["K♠", "A♥", "10♣"], ["J♦", "2♠", "Q♥"]],
    )


def test_B6_hand_ends_the_moment_one_player_plays_their_last_card():
    game = b6_game()
    events = play_checked(game, "8♦", 0)
    assert events[0] == Played(0, Card.parse("8♦"))
    assert went_out(events) == [0]
    assert isinstance(events[-1], HandOver)
    assert "B6" in str(events[-1])
    assert game.is_over
    assert game.to_move is None
    assert game.legal_moves() == ()
    assert_illegal(game, "pass", "over")
    result = game.result
    assert result.kind == "penalty"
    assert result.winner == 0
    assert result.scores == (0, 13 + 1 + 10, 11 + 2 + 12)
    assert result.ranking == (0, 1, 2)
    assert "24" in result.explain() and "25" in result.explain()


def test_B6_penalty_count_scores_one_a_card():
    game = b6_game(Ruleset.preset(SB).replace(penalty="count"))
    play_checked(game, "8♦", 0)
    assert game.result.scores == (0, 3, 3)


def test_B6_card_values_ace_to_king():
    hands = [["8♦"], [f"{LABELS[r]}♠" for r in range(1, 7)] + [f"{LABELS[r]}♠" for r in range(8, 14)], ["2♣"]]
    game = Game.from_position(SB, layout=["7♦", "7♠"], hands=hands, to_move=0)
    play_checked(game, "8♦", 0)
    assert game.result.scores == (0, sum(range(1, 14)) - 7, 2)


def test_B6_random_hands_end_with_one_winner_scoring_zero():
    for seed in range(20):
        rng = random.Random(seed)
        game = Game.new(SB, players=4, seed=seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        result = game.result
        for p in range(4):
            assert result.scores[p] == value(str(c) for c in game.hand(p))
        if result.winner is not None:
            assert result.scores[result.winner] == 0
            assert [p for p in range(4) if game.hand_size(p) == 0 and game.status(p) != "yurei"] == [result.winner]
        else:
            assert all(game.status(p) == "yurei" for p in range(4))


# ------------------------------------------------------------------------------------------ B7


def test_B7_seven_bridge_match_adds_penalties_and_lowest_wins():
    match = Match(SB, players=3, seed=4, hands=2)
    rng = random.Random(0)
    while not match.is_over:
        while not match.game.is_over:
            match.game.play(rng.choice(match.game.legal_moves()))
        match.next_hand()
    assert len(match.results) >= 2
    assert min(match.totals) == match.totals[match.winner]


# ------------------------------------------------------------------------------------------ B8


def test_B8_five_pass_tokens():
    rules = Ruleset.preset(SB).replace(passes=5)
    game = Game.from_position(rules, layout=["7♦"], hands=[["2♠", "3♠"], ["2♣", "3♣", "4♣", "5♣", "6♣", "8♣"]])
    for used in range(1, 6):
        assert play_checked(game, "pass", 0) == (Passed(0, used, 5),)
        assert "of 5" in str(Passed(0, used, 5))
        play_checked(game, "pass", 1)
    events = play_checked(game, "pass", 0)  # the sixth time: a yūrei
    assert isinstance(events[0], BecameYurei)


def test_B8_no_ghost_loses_the_turn_and_reveals_nothing():
    rules = Ruleset.preset(SB).replace(ghost=False)
    assert rules.ghost is False and rules.stuck == "lose-turn"
    game = Game.from_position(rules, layout=["7♦"], hands=[["5♦", "3♠"], ["6♦", "4♦"]], passes_used=[3, 0])
    assert moves(game) == {"pass"}
    assert "B8" in game.explain("pass")
    events = play_checked(game, "pass", 0)
    assert events == (LostTurn(0),)
    assert "B8" in str(events[0])
    assert game.status(0) == "active"
    assert game.exposed == {}
    assert game.hand(0) == cards("3♠", "5♦")
    assert game.passes_used(0) == 3
    play_checked(game, "6♦", 1)
    assert moves(game) == {"5♦"}  # a legal card has appeared: must play it, no token left
    play_checked(game, "5♦", 0)
    assert game.to_move == 1


def test_B8_no_ghost_stuck_player_keeps_their_cards_as_penalty():
    rules = Ruleset.preset(SB).replace(ghost=False)
    game = Game.from_position(rules, layout=["7♦"], hands=[["3♠", "Q♥"], ["8♦"]], passes_used=[3, 0])
    play_checked(game, "pass", 0)
    play_checked(game, "8♦", 1)
    assert game.result.scores == (3 + 12, 0)


def test_B8_classic_start_with_seven_of_hearts():
    rules = Ruleset.preset(SB).replace(opening_card="7♥")
    assert rules.opening_card == Card.parse("7♥")
    for seed in range(4):
        game = Game.new(rules, players=4, seed=seed)
        assert game.to_move == holder(game, "7♥")
        assert moves(game) == {"7♥"}
        assert {str(c) for c in game.playable_cells()} == {"7♥"}
        assert "7♥" in game.explain("7♦") and "B2" in game.explain("7♦")
    game = Game.from_position(rules, hands=[["7♥", "7♦"], ["8♥", "6♦"]], to_move=0)
    assert_illegal(game, "7♦", "B2")
    play_checked(game, "7♥", 0)
    assert moves(game) == {"8♥", "pass"}


def test_B8_jokers_wild_deal_has_54_cards():
    rules = Ruleset.preset(SB).replace(jokers=2, joker_mode="wild")
    game = Game.new(rules, players=4, seed=6)
    assert sum(game.hand_size(p) for p in range(4)) == 54
    assert sum(game.hand(p).count(JOKER) for p in range(4)) == 2
    assert game.to_move == holder(game, "7♦")


def test_B8_jokers_wild_stand_alone_for_any_legal_card_and_the_holder_swaps():
    rules = Ruleset.preset(SB).replace(jokers=2, joker_mode="wild")
    game = Game.from_position(rules, layout=["7♦"], hands=[["JK", "3♠", "8♦"], ["6♦", "2♣", "JK"]])
    joker = {m for m in moves(game) if m.startswith("JK")}
    assert joker == {"JK=7♠", "JK=7♥", "JK=7♣", "JK=6♦"}  # not 8♦: player 0 holds it (J7)
    msg = assert_illegal(game, "JK=8♦", "player 1 holds 8♦")  # seat 0, said from 1
    assert "(J7)" in msg or "(J2)" in msg
    assert_illegal(game, "JK=9♦", "L3")  # 8♦ must come first
    events = play_checked(game, "JK=6♦", 0)
    assert events == (JokerPlayed(0, Card.parse("6♦"), None), JokerSwapped(1, Card.parse("6♦")))
    assert game.hand(0) == cards("3♠", "8♦")
    assert game.hand(1) == [Card.parse("2♣"), JOKER, JOKER]
    assert Card.parse("6♦") in game.layout
    assert game.to_move == 1


def test_B8_jokers_wild_joker_left_in_hand_scores_15_or_one_card():
    rules = Ruleset.preset(SB).replace(jokers=2, joker_mode="wild")
    hands = [["8♦"], ["JK", "3♠"], ["JK", "K♥"]]
    game = Game.from_position(rules, layout=["7♦", "7♠", "7♥"], hands=hands)
    assert "JK" in str(game.hand(1)[-1])
    play_checked(game, "8♦", 0)
    assert game.result.scores == (0, 15 + 3, 15 + 13)
    game = Game.from_position(rules.replace(penalty="count"), layout=["7♦", "7♠", "7♥"], hands=hands)
    play_checked(game, "8♦", 0)
    assert game.result.scores == (0, 2, 2)


def test_B8_jokers_wild_last_card_joker_goes_out():
    """Assumed (J7 + B6): a joker played alone as the player's last card empties the hand and wins;
    the holder of the real card swaps and keeps the joker as a 15-point penalty."""
    rules = Ruleset.preset(SB).replace(jokers=2, joker_mode="wild")
    game = Game.from_position(rules, layout=["7♦"], hands=[["JK"], ["8♦", "2♣"]])
    events = play_checked(game, "JK=8♦", 0)
    assert JokerSwapped(1, Card.parse("8♦")) in events
    assert game.is_over
    assert game.result.winner == 0
    assert game.result.scores == (0, 15 + 2)


def test_B8_race_to_kings_completing_a_suit_earns_minus_five():
    rules = Ruleset.preset(SB).replace(kings_bonus=5)
    layout = [*run("♠", 1, 12), "7♦"]
    game = Game.from_position(rules, layout=layout, hands=[["8♦"], ["K♠", "10♥"], ["6♦", "2♣"]], to_move=1)
    events = play_checked(game, "K♠", 1)
    assert events == (Played(1, Card.parse("K♠")), SuitCompleted(1, Card.parse("K♠").suit))
    assert "B8" in str(events[1])
    play_checked(game, "6♦", 2)
    play_checked(game, "8♦", 0)
    result = game.result
    assert result.scores == (0, 10 - 5, 2)
    assert "B8" in result.lines[1]
    # without the flag the same play earns nothing
    game = Game.from_position(SB, layout=layout, hands=[["8♦"], ["K♠", "10♥"], ["6♦", "2♣"]], to_move=1)
    assert play_checked(game, "K♠", 1) == (Played(1, Card.parse("K♠")),)
    play_checked(game, "6♦", 2)
    play_checked(game, "8♦", 0)
    assert game.result.scores == (0, 10, 2)


def test_B8_race_to_kings_completing_at_the_low_end():
    """A suit is completed by whichever card fills it last, here the A♣."""
    rules = Ruleset.preset(SB).replace(kings_bonus=5)
    layout = [*run("♣", 2, 13), "7♦"]
    game = Game.from_position(rules, layout=layout, hands=[["A♣", "9♥"], ["8♦"]])
    events = play_checked(game, "A♣", 0)
    assert SuitCompleted(0, Card.parse("A♣").suit) in events
    play_checked(game, "8♦", 1)
    assert game.result.scores == (9 - 5, 0)


def test_B8_race_to_kings_winner_completing_with_the_last_card():
    """Assumed: the bonus is −5 at the end of the hand for everyone who earned it, so a winner who
    completed a suit with their last card scores −5."""
    rules = Ruleset.preset(SB).replace(kings_bonus=5)
    layout = [*run("♠", 1, 12), "7♦"]
    game = Game.from_position(rules, layout=layout, hands=[["K♠"], ["8♦", "10♥"]])
    play_checked(game, "K♠", 0)
    assert game.result.winner == 0
    assert game.result.scores == (-5, 18)


def test_B8_fan_tan_is_the_game_without_the_yurei_rule():
    fan_tan = Ruleset.preset(SB).replace(ghost=False)
    assert fan_tan.changes() == {"stuck": "lose-turn"}
    for seed in range(8):
        rng = random.Random(seed)
        game = Game.new(fan_tan, players=4, seed=seed)
        steps = 0
        while not game.is_over:
            assert game.exposed == {}
            game.play(rng.choice(game.legal_moves()))
            steps += 1
            assert steps < 2000
        assert all(game.status(p) in ("active", "out") for p in range(4))
        assert game.result.winner is not None


@pytest.mark.parametrize(
    "rules",
    [
        Ruleset.preset(SB),
        Ruleset.preset(SB).replace(passes=0),
        Ruleset.preset(SB).replace(jokers=2, joker_mode="wild", kings_bonus=5),
    ],
    ids=["preset", "no-tokens", "jokers-kings"],
)
def test_B5_B6_random_hands_keep_the_yurei_invariants(rules):
    """B5 in whole random hands: a new yūrei has no legal card left among the exposed ones (every
    legal card was placed, repeatedly); yūrei never move; exposed cards only leave by being played;
    the hand ends at the first player out (B6). Undo restores every move exactly."""
    yurei_seen = 0
    for seed in range(10):
        rng = random.Random(seed)
        game = Game.new(rules, players=5, seed=seed)
        while not game.is_over:
            p = game.to_move
            assert game.status(p) == "active"
            before = game.copy()
            move = rng.choice(game.legal_moves())
            events = game.play(move)
            game.undo()
            assert game == before, f"undo of {move} did not restore the game"
            assert game.play(move) == events
            for event in events:
                if isinstance(event, BecameYurei):
                    yurei_seen += 1
                    assert set(event.exposed) == set(game.hand(event.player))
                    assert not set(event.exposed) & game.playable_cells()
                    assert set(event.placed) <= game.layout
            out = [q for q in range(5) if game.status(q) == "out"]
            assert len(out) <= 1
            assert game.is_over == (bool(out) or all(game.status(q) != "active" for q in range(5)))
        result = game.result
        for q in range(5):
            bonus = 5 * sum(isinstance(e, SuitCompleted) and e.player == q for t in game.history for e in t.events)
            if rules.kings_bonus == 0:
                bonus = 0
            assert result.scores[q] == value(str(c) for c in game.hand(q)) - bonus
    assert yurei_seen > 0
