"""Sections 1 and 2 of docs/rules.md: the layout (L1–L4) and the basic game (S1, R1–R10).

Every test cites the rule id it checks in its name and docstring. Positions are built from the
rule text with ``Game.from_position`` (partial decks are allowed: cards in neither the layout
nor a hand are out of play) or dealt with ``Game.new``.
"""

from __future__ import annotations

import random

import pytest
from helpers import assert_illegal, names
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shichi_widgets.engine import (
    PASS,
    Card,
    Game,
    IllegalMoveError,
    Move,
    PositionError,
    Rank,
    Ruleset,
    Suit,
)
from shichi_widgets.engine.cards import DECK
from shichi_widgets.engine.events import Bankrupt, HandOver, Passed, Played, WentOut

# --------------------------------------------------------------------------- helpers

BASIC = "shichi-narabe"
SEVENS = ("7♠", "7♥", "7♣", "7♦")


def cs(text: str) -> list[str]:
    """Card texts from a space-separated string; ``"6♠-Q♠"`` expands to a run of one suit."""
    out: list[str] = []
    for token in text.split():
        if "-" in token:
            low, high = (Card.parse(t) for t in token.split("-"))
            assert low.suit == high.suit and low.rank <= high.rank
            out += [str(Card(low.suit, Rank(r))) for r in range(low.rank, high.rank + 1)]
        else:
            out.append(token)
    return out


def cs_cards(text: str) -> list[Card]:
    return sorted(Card.parse(c) for c in cs(text))


def moves(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def cells(game: Game) -> set[str]:
    return {str(c) for c in game.playable_cells()}


# R9's worked example: rows spades 6–Q, hearts 5–10, clubs A–8, diamonds 4–9 ...
R9_ROWS = cs("6♠-Q♠ 5♥-10♥ A♣-8♣ 4♦-9♦")
# ... then a bankruptcy fills these cells, leaving gaps
R9_FILLED = cs("Q♥ K♥ A♥ 2♠ Q♣ J♦")
R9_SINGLE_PLAYS = names(cs("5♠ K♠ 4♥ J♥ 9♣ 3♦ 10♦"))


def first_missing_oracle(layout: set[Card]) -> set[Card]:
    """L3 written independently: per suit whose 7 is down, the first missing card going down
    from the 7 and the first missing card going up from the 7."""
    out = set()
    for suit in Suit:
        if Card(suit, Rank.SEVEN) not in layout:
            continue
        for ranks in (range(6, 0, -1), range(8, 14)):
            for r in ranks:
                card = Card(suit, Rank(r))
                if card not in layout:
                    out.add(card)
                    break
    return out


# =========================================================================== 1. The layout


def test_L1_a_card_has_exactly_one_cell_its_suit_row_and_rank_column():
    """L1: playing a card fills exactly its own cell (its suit's row, its rank's column)."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("6♠ 2♥"), cs("8♦ 3♣")], to_move=0)
    layout_before = set(game.layout)
    events = game.play("6♠")
    assert events == (Played(0, Card.parse("6♠")),)
    assert set(game.layout) - layout_before == {Card.parse("6♠")}
    assert Card.parse("6♠").suit is Suit.SPADES and Card.parse("6♠").rank == Rank.SIX
    # the other rows are untouched: only the spades row moved on
    assert cells(game) == {"5♠", "8♠", "6♥", "8♥", "6♣", "8♣", "6♦", "8♦"}


def test_L1_a_card_cannot_be_in_two_places_in_a_position():
    """L1: a position with a card both in the layout and in a hand (or in two hands) is refused."""
    with pytest.raises(PositionError, match="L1"):
        Game.from_position(BASIC, layout=[*SEVENS, "6♠"], hands=[["6♠"], ["8♠"]])
    with pytest.raises(PositionError, match="L1"):
        Game.from_position(BASIC, layout=SEVENS, hands=[["6♥"], ["6H"]])


def test_L1_the_seven_is_the_centre_cell_and_rows_end_at_A_and_K():
    """L1: A is the low end and K the high end of each row; the 7 is in the middle."""
    game = Game.from_position(BASIC, layout=cs("A♠-K♠ 7♥ 7♣ 7♦"), hands=[["6♥"], ["8♥"]])
    assert not any(c.suit is Suit.SPADES for c in game.playable_cells())  # a full row has no cell left
    assert [int(r) for r in Rank] == list(range(1, 14))
    assert Rank.SEVEN == 7 and Rank.ACE == 1 and Rank.KING == 13


def test_L2_low_side_is_A_to_6_and_high_side_is_8_to_K():
    """L2: the cells below the 7 (A–6) and above it (8–K) are the two sides; a complete low side
    leaves only the high side open, and explanations name the direction."""
    game = Game.from_position(BASIC, layout=cs("A♣-8♣ 7♠ 7♥ 7♦"), hands=[cs("9♣ 6♠"), cs("8♠ 2♥")])
    clubs = {c for c in cells(game) if c.endswith("♣")}
    assert clubs == {"9♣"}
    assert "going up" in game.explain("9♣")
    assert "going down" in game.explain("6♠")
    assert "going up" in game.explain("8♠")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.booleans(), min_size=48, max_size=48), st.integers(0, 2**32 - 1))
def test_L2_L3_one_open_cell_per_side_matches_an_independent_oracle(filled, seed):
    """L2, L3: in any layout (gaps allowed, as after R9), each row has at most one open cell on
    its low side and one on its high side: the first missing card outward from the 7."""
    others = [c for c in DECK if c.rank != Rank.SEVEN]
    layout = [c for c, f in zip(others, filled, strict=True) if f] + [Card.parse(s) for s in SEVENS]
    rest = [c for c, f in zip(others, filled, strict=True) if not f]
    if len(rest) < 2:  # keep two players holding cards: move cards back from the layout
        rest += [c for c in layout if c.rank != Rank.SEVEN][: 2 - len(rest)]
        layout = [c for c in layout if c not in rest]
    rng = random.Random(seed)
    rng.shuffle(rest)
    cut = rng.randint(1, len(rest) - 1)
    rest_hands = [rest[:cut], rest[cut:]]
    game = Game.from_position(BASIC, layout=layout, hands=rest_hands, to_move=0)
    open_cells = set(game.playable_cells())
    assert open_cells == first_missing_oracle(set(layout))
    for suit in Suit:
        row = [c for c in open_cells if c.suit is suit]
        assert sum(c.rank < 7 for c in row) <= 1
        assert sum(c.rank > 7 for c in row) <= 1
    # the player's single plays are exactly their cards in open cells, plus pass (R4)
    hand = set(game.hand(0))
    assert set(game.legal_moves()) == {Move.play(c) for c in hand & open_cells} | {PASS}


def test_L3_example_spades_6_to_Q_gives_5_and_K():
    """L3 example: spades 6–Q on the table → 5♠ and K♠ are playable."""
    game = Game.from_position(BASIC, layout=cs("6♠-Q♠ 7♥ 7♣ 7♦"), hands=[cs("5♠ K♠ 4♠"), cs("2♥")])
    assert {c for c in cells(game) if c.endswith("♠")} == {"5♠", "K♠"}
    assert moves(game) == {"5♠", "K♠", "pass"}


def test_L3_example_clubs_A_to_8_gives_only_9():
    """L3 example: clubs A–8 on the table → only 9♣ (the low side is complete)."""
    game = Game.from_position(BASIC, layout=cs("A♣-8♣ 7♠ 7♥ 7♦"), hands=[cs("9♣ 10♣"), cs("2♥")])
    assert {c for c in cells(game) if c.endswith("♣")} == {"9♣"}
    assert moves(game) == {"9♣", "pass"}


def test_L3_both_examples_together_with_the_other_rows_at_their_sevens():
    """L3: with spades 6–Q, clubs A–8 and hearts/diamonds only at 7, the open cells are exactly
    5♠ K♠ 9♣ and the 6 and 8 of hearts and diamonds."""
    game = Game.from_position(BASIC, layout=cs("6♠-Q♠ A♣-8♣ 7♥ 7♦"), hands=[cs("2♥"), cs("3♥")])
    assert cells(game) == {"5♠", "K♠", "9♣", "6♥", "8♥", "6♦", "8♦"}


def test_L3_a_card_that_is_not_the_next_missing_cell_is_illegal_and_named():
    """L3: 4♠ cannot be played while 5♠ is missing; the error names 5♠ and L3; nothing changes."""
    game = Game.from_position(BASIC, layout=cs("6♠-Q♠ 7♥ 7♣ 7♦"), hands=[cs("4♠ 5♠"), cs("2♥")])
    message = assert_illegal(game, "4♠", "L3")
    assert "5♠" in message
    explanation = game.explain("4♠")
    assert "5♠" in explanation and "L3" in explanation and "Not playable" in explanation
    assert "playable" in game.explain("5♠") and "L3" in game.explain("5♠")
    assert not game.explain("5♠").startswith("Not")


def test_L3_cells_filled_out_of_order_are_skipped():
    """L3 (with R9): a cell filled out of order is skipped over by "first cell not yet filled"."""
    # 5♠ and 10♠ filled by a bankruptcy; spades 7–9 played
    game = Game.from_position(
        BASIC, layout=cs("5♠ 7♠-9♠ 10♠ 7♥ 7♣ 7♦"), hands=[cs("6♠ 4♠ J♠"), cs("2♥ 3♥")], to_move=0
    )
    assert {c for c in cells(game) if c.endswith("♠")} == {"6♠", "J♠"}
    game.play("6♠")
    game.play("pass")
    assert {c for c in cells(game) if c.endswith("♠")} == {"4♠", "J♠"}  # 5♠ skipped
    assert "4♠" in moves(game)


def test_L3_playing_the_next_card_moves_the_open_cell_outward():
    """L3: after 6♠ is played, 5♠ becomes the next cell going down; 6♠ is no longer open."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("6♠ 5♠ 4♠"), cs("8♠ 9♠ 10♠")], to_move=0)
    game.play("6♠")
    assert "5♠" in cells(game) and "6♠" not in cells(game)
    game.play("8♠")
    assert {c for c in cells(game) if c.endswith("♠")} == {"5♠", "9♠"}


def test_L4_with_sevens_dealt_a_row_without_its_seven_does_not_exist():
    """L4: with 7s dealt out (S1), a row whose 7 is not on the table (out of play) has no open cell."""
    game = Game.from_position(BASIC, layout=["7♠", "7♣", "7♦"], hands=[cs("6♥ 8♥ 6♠"), cs("8♠ 2♣")], to_move=0)
    assert not any(c.endswith("♥") for c in cells(game))
    assert moves(game) == {"6♠", "pass"}
    assert "L4" in game.explain("6♥")
    assert_illegal(game, "6♥", "L4")


def test_L4_with_sevens_played_a_row_opens_only_once_its_seven_is_played():
    """L4: in games where 7s are played, a row's other cards are not playable until its 7 is down."""
    rules = Ruleset.preset(BASIC).replace(sevens="played")
    game = Game.from_position(rules, layout=["7♠"], hands=[cs("6♥ 7♥ 6♠"), cs("8♠ 2♣ 8♥")], to_move=0)
    assert "6♥" not in cells(game) and "7♥" in cells(game)
    assert "L4" in game.explain("6♥")
    assert_illegal(game, "6♥", "L4")
    game.play("7♥")
    assert {c for c in cells(game) if c.endswith("♥")} == {"6♥", "8♥"}
    assert "8♥" in moves(game)


# =========================================================================== 2. The basic game


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", [0, 1, 2, 17])
def test_S1_all_sevens_are_laid_out_before_play(players, seed):
    """S1: after the deal, the layout is exactly the four 7s and no hand holds a 7."""
    game = Game.new(BASIC, players=players, seed=seed)
    assert game.layout == frozenset(Card.parse(s) for s in SEVENS)
    for p in range(players):
        assert not any(c.rank == Rank.SEVEN for c in game.hand(p))
    assert cells(game) == {"6♠", "8♠", "6♥", "8♥", "6♣", "8♣", "6♦", "8♦"}
    assert game.history == ()


def test_S1_a_position_with_a_seven_in_hand_is_refused():
    """S1: 7s are laid out before play, so a hand holding a 7 is not a position of this game."""
    with pytest.raises(PositionError, match="S1"):
        Game.from_position(BASIC, layout=["7♥", "7♣", "7♦"], hands=[["6♥", "7♠"], ["8♥"]])


@pytest.mark.parametrize("players", range(2, 9))
def test_R1_the_engine_accepts_2_to_8_players(players):
    """R1: the engine accepts 2–8 players in every preset for teaching."""
    game = Game.new(BASIC, players=players, seed=3)
    assert game.players == players
    assert sum(game.hand_size(p) for p in range(players)) == 48


@pytest.mark.parametrize("players", [0, 1, 9, 12])
def test_R1_too_few_or_too_many_players_are_refused(players):
    """R1: fewer than 2 or more than 8 players raise an error naming R1."""
    with pytest.raises(PositionError, match="R1") as info:
        Game.new(BASIC, players=players, seed=0)
    assert isinstance(info.value, ValueError)


def test_R1_the_preset_names_3_or_more_players():
    """R1: Shichi Narabe's source names 3 or more players."""
    low, high = Ruleset.preset(BASIC).source_players
    assert low == 3 and high >= 5


def test_R1_play_goes_clockwise():
    """R1: player i is followed by player i+1, and the last player by player 0."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[["2♠"], ["3♠"], ["4♠"], ["5♠"]], to_move=2)
    order = []
    for _ in range(5):
        order.append(game.to_move)
        game.play("pass")
    assert order == [2, 3, 0, 1, 2]


def test_R1_a_move_out_of_turn_is_illegal():
    """R1: only the player to move may move; the error names R1 and the game is unchanged."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[["6♠"], ["8♠"], ["6♥"]], to_move=0)
    assert_illegal(game, "8♠", "R1", player=1)
    assert_illegal(game, "pass", "R1", player=2)


@pytest.mark.parametrize(
    ("players", "dealer", "sizes"),
    [
        (3, 0, [17, 18, 17]),
        (3, 1, [17, 17, 18]),
        (3, 2, [18, 17, 17]),
        (4, 0, [13, 13, 13, 13]),
        (4, 3, [13, 13, 13, 13]),
        (5, 0, [10, 11, 11, 10, 10]),
        (5, 2, [10, 10, 10, 11, 11]),
        (5, 4, [11, 11, 10, 10, 10]),
    ],
)
@pytest.mark.parametrize("seed", [0, 99])
def test_R2_deal_sizes_and_dealers_left_gets_the_first_card(players, dealer, sizes, seed):
    """R2: all 52 cards are dealt one at a time clockwise starting at the dealer's left, so with
    3 or 5 players the players nearest the dealer's left have one card more.

    Checked with the 7s kept in hand (``sevens="played"``) so the dealt sizes are visible, and
    with the preset itself, where each hand is the dealt size minus the 7s it held (S1)."""
    played = Ruleset.preset(BASIC).replace(sevens="played")
    game = Game.new(played, players=players, seed=seed, dealer=dealer)
    assert [game.hand_size(p) for p in range(players)] == sizes
    dealt = [c for p in range(players) for c in game.hand(p)]
    assert sorted(dealt) == sorted(DECK)

    game = Game.new(BASIC, players=players, seed=seed, dealer=dealer)
    held_sevens = [sizes[p] - game.hand_size(p) for p in range(players)]
    assert all(n >= 0 for n in held_sevens)
    assert sum(held_sevens) == 4
    everything = [c for p in range(players) for c in game.hand(p)] + list(game.layout)
    assert sorted(everything) == sorted(DECK)
    assert held_sevens[game.to_move] >= 1  # R3: the first player held (at least) the 7♦


def test_R2_the_same_seed_deals_the_same_hand_and_the_deal_is_shuffled():
    """R2: the deal is random (seeded): different seeds deal differently, equal seeds equally."""
    a = Game.new(BASIC, players=4, seed=11)
    b = Game.new(BASIC, players=4, seed=11)
    c = Game.new(BASIC, players=4, seed=12)
    assert a == b and a.to_text() == b.to_text()
    assert [a.hand(p) for p in range(4)] != [c.hand(p) for p in range(4)]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", [0, 5, 8, 13, 21])
def test_R3_the_holder_of_the_7_of_diamonds_moves_first(players, seed):
    """R3: the player who held the 7♦ makes the first turn.

    The 7s are laid out (S1), so the 7♦'s holder is read from the same deal with the 7s kept in
    hand (the deal itself does not depend on S1)."""
    played = Game.new(Ruleset.preset(BASIC).replace(sevens="played"), players=players, seed=seed)
    dealt = Game.new(BASIC, players=players, seed=seed)
    seven_d = Card.parse("7♦")
    for p in range(players):  # the same deal, minus the 7s
        assert [c for c in played.hand(p) if c.rank != Rank.SEVEN] == dealt.hand(p)
    holder = next(p for p in range(players) if seven_d in played.hand(p))
    assert dealt.to_move == holder


def test_R4_a_turn_is_one_card_to_the_layout():
    """R4: playing a card moves it from the hand to its cell; the turn passes on."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("6♠ 5♠ 2♥"), cs("8♠ 3♣")], to_move=0)
    events = game.play("6♠")
    assert events == (Played(0, Card.parse("6♠")),)
    assert Card.parse("6♠") in game.layout and Card.parse("6♠") not in game.hand(0)
    assert game.hand_size(0) == 2 and game.to_move == 1


def test_R4_a_player_may_pass_while_holding_a_playable_card():
    """R4: "cannot or will not play": pass is legal even with a playable card."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("6♠ 8♥"), cs("3♣ 4♣")], to_move=0)
    assert moves(game) == {"6♠", "8♥", "pass"}
    assert "R4" in game.explain("pass") or "R5" in game.explain("pass")
    events = game.play("pass")
    assert events == (Passed(0, 1, 3),)
    assert game.hand(0) == [Card.parse("6♠"), Card.parse("8♥")]
    assert game.passes_used(0) == 1 and game.to_move == 1


def test_R4_a_card_not_in_hand_cannot_be_played():
    """R4: a player plays one of their own cards: another player's card is illegal (named R4)."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("2♠"), cs("6♠")], to_move=0)
    assert_illegal(game, "6♠", "R4")
    assert_illegal(game, Move.play("8♦"), "R4")


@pytest.mark.parametrize("text", ["bogus", "11♠", "7X", ""])
def test_R4_unreadable_moves_are_refused_and_change_nothing(text):
    """R4: text that is not a card nor "pass" raises IllegalMoveError (a ValueError)."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("6♠"), cs("8♠")], to_move=0)
    before = game.copy()
    with pytest.raises(IllegalMoveError):
        game.play(text)
    with pytest.raises(ValueError):
        game.play(text)
    assert game == before


def test_R5_each_player_passes_at_most_three_times_counted_aloud():
    """R5: passes are counted (1, 2, 3 of 3) per player; each player has their own count."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("6♠ 2♣"), cs("8♠ 3♣")], to_move=0)
    seen = []
    for _ in range(6):
        (event,) = game.play("pass")
        seen.append((event.player, event.count, event.limit))
    assert seen == [(0, 1, 3), (1, 1, 3), (0, 2, 3), (1, 2, 3), (0, 3, 3), (1, 3, 3)]
    assert game.passes == (3, 3)
    assert "3 of 3" in str(Passed(0, 3, 3))
    # both still have a playable card and no pass left: they must play (R5, R6)
    assert moves(game) == {"6♠"}
    assert_illegal(game, "pass", "R6")


def test_R5_the_preset_gives_three_passes_and_positions_respect_the_limit():
    """R5: ``passes = 3``; a position claiming 4 passes used is refused naming R5."""
    assert Ruleset.preset(BASIC).passes == 3
    with pytest.raises(PositionError, match="R5"):
        Game.from_position(BASIC, layout=SEVENS, hands=[["6♠"], ["8♠"]], passes_used=[4, 0])


def test_R6_stuck_player_only_move_is_pass_which_declares_bankruptcy():
    """R6: passes used up, cards in hand, no legal play → the only move is pass, and that
    fourth pass is the declaration of bankruptcy."""
    game = Game.from_position(
        BASIC, layout=SEVENS, hands=[cs("2♠ 3♥"), cs("6♠ 9♣"), cs("8♠ 4♦")], to_move=0, passes_used=[3, 0, 0]
    )
    assert game.legal_moves() == (PASS,)
    assert "R6" in game.explain("pass")
    events = game.play("pass")
    assert events[0] == Bankrupt(0, (Card.parse("2♠"), Card.parse("3♥")))
    assert "R6" in str(events[0])
    assert game.status(0) == "bankrupt"
    assert game.hand(0) == []
    assert game.to_move == 1
    assert not game.is_over


def test_R6_bankruptcy_after_three_real_passes():
    """R6: a player who passes three times during play and then cannot play goes bankrupt on the
    fourth pass; the other player, who can play, is not offered a pass once theirs are used."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("2♠"), cs("6♠ 5♠ 4♠ 3♠ 9♣"), cs("8♥ 9♥ 10♥ J♥ 2♦")])
    for _ in range(3):
        assert moves(game) == {"pass"}  # player 0 cannot play: passes
        game.play("pass")
        game.play(game.legal_moves()[0])  # player 1 plays 6♠, 5♠, 4♠
        game.play(game.legal_moves()[0])  # player 2 plays 8♥, 9♥, 10♥
    assert game.passes_used(0) == 3 and game.to_move == 0
    assert "2♠" not in cells(game) and game.legal_moves() == (PASS,)
    events = game.play("pass")
    assert isinstance(events[0], Bankrupt) and events[0].player == 0
    assert game.status(0) == "bankrupt"


def test_R6_a_player_with_passes_used_up_and_a_play_must_play():
    """R6: with passes used up and a legal play, pass is not legal (error names R6)."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("6♠ 5♠"), cs("8♠ 2♣")], to_move=0, passes_used=[3, 0])
    assert game.legal_moves() == (Move.play("6♠"),)
    assert PASS not in game.legal_moves()
    assert_illegal(game, "pass", "R6")
    assert game.status(0) == "active"


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_R6_a_player_to_move_always_has_a_move_until_the_game_ends(players, seed):
    """R6: in random play to the end, legal_moves is never empty before the end and empty after;
    a player's moves are either plays or exactly the single stuck pass."""
    game = Game.new(BASIC, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(500):
        if game.is_over:
            break
        legal = game.legal_moves()
        assert legal
        p = game.to_move
        if game.passes_used(p) >= 3:
            plays = [m for m in legal if m != PASS]
            assert (plays and PASS not in legal) or legal == (PASS,)
        game.play(rng.choice(legal))
    assert game.is_over
    assert game.legal_moves() == ()
    assert game.result is not None
    assert sorted(game.result.ranking) == list(range(players))


def test_R7_a_player_who_empties_their_hand_goes_out_and_is_skipped():
    """R7: playing the last card puts the player out; the others continue, skipping them."""
    game = Game.from_position(
        BASIC, layout=SEVENS, hands=[cs("6♠"), cs("8♠ 2♣"), cs("6♥ 3♣"), cs("8♥ 4♣")], to_move=0
    )
    events = game.play("6♠")
    assert events == (Played(0, Card.parse("6♠")), WentOut(0, 1))
    assert game.status(0) == "out"
    assert game.to_move == 1
    game.play("pass")
    game.play("pass")
    game.play("pass")
    assert game.to_move == 1  # player 0 skipped
    assert_illegal(game, "5♠", "R7", player=0)


def test_R8_ranking_in_the_order_players_go_out_then_the_last_holder():
    """R8: players rank 1st, 2nd, … in the order they go out; play continues until one player
    holds cards, who takes the next rank. No points: scores are the ranks."""
    game = Game.from_position(
        BASIC, layout=SEVENS, hands=[cs("8♠"), cs("6♠ 5♠"), cs("9♠"), cs("6♥ 4♠")], to_move=0
    )
    assert game.play("8♠")[-1] == WentOut(0, 1)
    game.play("6♠")
    assert game.play("9♠")[-1] == WentOut(2, 2)
    game.play("6♥")
    events = game.play("5♠")
    assert events[1] == WentOut(1, 3)
    assert isinstance(events[-1], HandOver) and "R8" in str(events[-1])
    assert game.is_over and game.to_move is None
    result = game.result
    assert result.kind == "rank"
    assert result.ranking == (0, 2, 1, 3)
    assert result.ranks == (1, 3, 2, 4)
    assert result.scores == result.ranks
    assert result.winner == 0
    assert game.hand(3) == [Card.parse("4♠")]


def test_R8_bankrupt_players_rank_last_first_bankrupt_lowest():
    """R8: bankrupt players rank last: the first to go bankrupt is last of all, the second
    next to last; the player going out and the last holder rank above them."""
    game = Game.from_position(
        BASIC,
        layout=SEVENS,
        hands=[cs("2♣"), cs("3♥"), cs("8♠"), cs("9♠ 4♦")],
        to_move=0,
        passes_used=[3, 3, 0, 0],
    )
    assert isinstance(game.play("pass")[0], Bankrupt)  # player 0: first bankrupt
    assert isinstance(game.play("pass")[0], Bankrupt)  # player 1: second bankrupt
    assert game.to_move == 2 and not game.is_over
    events = game.play("8♠")
    assert WentOut(2, 1) in events and isinstance(events[-1], HandOver)
    result = game.result
    assert result.ranking == (2, 3, 1, 0)
    assert result.ranks == (4, 3, 1, 2)
    assert "bankrupt" in result.explain()


def test_R9_bankrupt_cards_fill_their_cells_leaving_gaps_worked_example():
    """R9 example: after a bankruptcy that fills Q♥ K♥ A♥ 2♠ Q♣ J♦, the single plays of the
    layout spades 6–Q, hearts 5–10, clubs A–8, diamonds 4–9 are still exactly
    5♠ K♠ 4♥ J♥ 9♣ 3♦ 10♦."""
    game = Game.from_position(
        BASIC,
        layout=R9_ROWS,
        hands=[R9_FILLED, cs("5♠ K♠ 4♥ J♥ 4♠"), cs("9♣ 3♦ 10♦ 3♥")],
        to_move=0,
        passes_used=[3, 0, 0],
    )
    assert cells(game) == R9_SINGLE_PLAYS
    assert game.legal_moves() == (PASS,)  # none of the bankrupt's cards is playable
    events = game.play("pass")
    bankrupt = events[0]
    assert isinstance(bankrupt, Bankrupt) and bankrupt.player == 0
    assert names(bankrupt.placed) == names(R9_FILLED)
    assert "R9" in str(bankrupt)
    assert names(R9_FILLED) <= names(game.layout)
    assert game.layout == frozenset(Card.parse(c) for c in R9_ROWS + R9_FILLED)
    assert cells(game) == R9_SINGLE_PLAYS
    assert moves(game) == {"5♠", "K♠", "4♥", "J♥", "pass"}
    assert game.to_move == 1


def test_R9_the_bankrupt_takes_no_further_turns():
    """R9: a bankrupt player is skipped from then on and cannot move."""
    game = Game.from_position(
        BASIC, layout=SEVENS, hands=[cs("8♥"), cs("2♠"), cs("6♠ 3♣"), cs("8♠ 4♣")], to_move=1, passes_used=[0, 3, 0, 0]
    )
    game.play("pass")  # player 1 goes bankrupt
    assert game.status(1) == "bankrupt"
    order = []
    for _ in range(4):
        order.append(game.to_move)
        game.play("pass")
    assert order == [2, 3, 0, 2]
    assert_illegal(game, "pass", "R6", player=1)


def test_R9_L3_skips_cells_filled_by_a_bankrupt():
    """R9, L3: cards placed by a bankrupt leave gaps that play skips over: with 5♠ placed,
    after 6♠ the next spade going down is 4♠."""
    game = Game.from_position(
        BASIC, layout=SEVENS, hands=[cs("5♠ 2♥"), cs("6♠ 4♠"), cs("8♦ 9♦")], to_move=0, passes_used=[3, 0, 0]
    )
    game.play("pass")  # bankrupt: 5♠ and 2♥ go to the layout
    assert {"5♠", "2♥"} <= names(game.layout)
    assert "6♠" in cells(game) and "5♠" not in cells(game)
    game.play("6♠")
    assert {c for c in cells(game) if c.endswith("♠")} == {"4♠", "8♠"}
    game.play("8♦")
    assert "4♠" in moves(game)
    events = game.play("4♠")
    assert WentOut(1, 1) in events


def test_R10_a_bankruptcy_leaving_one_holder_ends_the_game():
    """R10: if a bankruptcy leaves only one player holding cards, the game ends (R8)."""
    game = Game.from_position(
        BASIC, layout=SEVENS, hands=[cs("2♠"), [], cs("6♠ 3♣")], to_move=0, passes_used=[3, 0, 0]
    )
    assert game.status(1) == "out"
    events = game.play("pass")
    assert isinstance(events[0], Bankrupt)
    assert isinstance(events[-1], HandOver)
    assert game.is_over and game.to_move is None and game.legal_moves() == ()
    assert game.result.ranking == (1, 2, 0)
    assert game.hand(2) == cs_cards("6♠ 3♣")
    message = assert_illegal(game, "6♠", "R8", "over")
    assert "over" in message


def test_R10_two_player_bankruptcy_ends_the_game():
    """R10: with two players, a bankruptcy leaves one holder and ends the game at once."""
    game = Game.from_position(BASIC, layout=SEVENS, hands=[cs("2♠ 3♠"), cs("6♠")], to_move=0, passes_used=[3, 1])
    events = game.play("pass")
    assert isinstance(events[-1], HandOver)
    assert game.result.ranking == (1, 0)
    assert game.result.winner == 1
