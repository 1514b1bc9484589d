"""Section 3 of docs/rules.md: the joker with the next card (J1–J6, preset ``joker``) and the wild
joker played alone (J7–J9, preset ``joker-wild``).

Every test cites the rule id it checks in its name and docstring. Positions are built from the
rule text with ``Game.from_position`` (partial decks are allowed) or dealt with ``Game.new``.
"""

from __future__ import annotations

import random
from functools import partial

import pytest
from helpers import assert_illegal as assert_illegal_citing
from helpers import names

from shichi_widgets.engine import (
    JOKER,
    PASS,
    Card,
    Game,
    IllegalMoveError,
    Move,
    PositionError,
    Rank,
    Ruleset,
)
from shichi_widgets.engine.cards import DECK
from shichi_widgets.engine.events import (
    Bankrupt,
    DroppedOut,
    HandOver,
    JokerPlayed,
    JokerSwapped,
    Passed,
    Played,
    WentOut,
)

# --------------------------------------------------------------------------- helpers

JOKER_NEXT = "joker"
WILD = "joker-wild"
SEVENS = ("7♠", "7♥", "7♣", "7♦")


# Several ids here are alternatives (the move breaks either rule): one of them cited is enough.
assert_illegal = partial(assert_illegal_citing, cites="one")


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


def moves(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def joker_moves(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves() if m.kind == "joker"}


def cells(game: Game) -> set[str]:
    return {str(c) for c in game.playable_cells()}


# R9's worked example layout (used by J6): rows spades 6–Q, hearts 5–10, clubs A–8,
# diamonds 4–9, with Q♥ K♥ A♥ 2♠ Q♣ J♦ filled by a bankruptcy.
R9_ROWS = cs("6♠-Q♠ 5♥-10♥ A♣-8♣ 4♦-9♦")
R9_FILLED = cs("Q♥ K♥ A♥ 2♠ Q♣ J♦")
J6_PLAYS = {"JK=5♠+4♠", "JK=4♥+3♥", "JK=9♣+10♣", "JK=3♦+2♦", "JK=10♦+Q♦"}


def j6_game(to_move_holder: bool = False) -> Game:
    """R9's layout; player 0 holds the joker and the J6 partner cards but none of the replaced
    cards; players 1 and 2 hold the replaced cards (5♠ K♠ 4♥ J♥ / 9♣ 3♦ 10♦)."""
    return Game.from_position(
        JOKER_NEXT,
        layout=R9_ROWS + R9_FILLED,
        hands=[cs("JK 4♠ 3♥ 10♣ 2♦ Q♦"), cs("5♠ K♠ 4♥ J♥"), cs("9♣ 3♦ 10♦ A♦")],
        to_move=0,
    )


# =========================================================================== 3a. joker with the next card


@pytest.mark.parametrize(("players", "sizes"), [(3, [17, 18, 18]), (4, [13, 14, 13, 13]), (5, [10, 11, 11, 11, 10])])
@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5, 6, 7])
def test_J1_fifty_three_cards_dealt_and_the_joker_never_starts_in_the_layout(players, sizes, seed):
    """J1: a joker is added (53 cards); deal, 7s and first turn as usual (R2, S1, R3); the joker
    is never in the layout at the start.

    The dealt sizes (dealer 0, first card to player 1) are read from the same deal with the 7s
    kept in hand; in the preset each hand is that size minus the 7s it held."""
    played = Game.new(Ruleset.preset(WILD).replace(sevens="played"), players=players, seed=seed)
    assert [played.hand_size(p) for p in range(players)] == sizes
    game = Game.new(JOKER_NEXT, players=players, seed=seed)
    everything = [c for p in range(players) for c in game.hand(p)] + list(game.layout)
    assert len(everything) == 53
    assert sorted(c for c in everything if not c.is_joker) == sorted(DECK)
    assert sum(game.hand(p).count(JOKER) for p in range(players)) == 1
    assert game.layout == frozenset(Card.parse(s) for s in SEVENS)
    assert game.joker_cells == frozenset()
    for p in range(players):
        assert [c for c in played.hand(p) if c.rank != Rank.SEVEN] == game.hand(p)
    holder_7d = next(p for p in range(players) if Card.parse("7♦") in played.hand(p))
    assert game.to_move == holder_7d


def test_J1_one_joker_only_and_none_without_the_joker_preset():
    """J1: the joker preset has exactly one joker; the basic game has none."""
    assert Ruleset.preset(JOKER_NEXT).jokers == 1
    with pytest.raises(PositionError, match="J1"):
        Game.from_position(JOKER_NEXT, layout=SEVENS, hands=[["JK", "6♠"], ["JK", "8♠"]])
    with pytest.raises(PositionError, match="J1"):
        Game.from_position("shichi-narabe", layout=SEVENS, hands=[["JK", "6♠"], ["8♠"]])
    game = Game.from_position("shichi-narabe", layout=SEVENS, hands=[["6♠"], ["8♠"]])
    assert "J1" in game.explain("JK")
    assert_illegal(game, "JK=6♠+5♠", "J1")


def test_J1_a_bare_joker_in_the_layout_is_refused():
    """J1: the joker is never in the layout as itself (only standing for a card)."""
    with pytest.raises(PositionError):
        Game.from_position(JOKER_NEXT, layout=[*SEVENS, "JK"], hands=[["6♠"], ["8♠"]])


def test_J2_joker_plays_are_listed_with_the_next_missing_card_beyond():
    """J2: from the 7s, the joker holder may play the joker as an open X they do not hold
    together with the next card Y beyond X in their hand."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[cs("JK 5♠ 9♥ 4♣"), cs("6♠ 8♥ 6♣ 8♠"), cs("2♦ 3♦")], to_move=0
    )
    assert joker_moves(game) == {"JK=6♠+5♠", "JK=8♥+9♥"}
    assert moves(game) == {"JK=6♠+5♠", "JK=8♥+9♥", "pass"}  # 4♣ is not beyond 6♣
    text = game.explain("JK")
    assert "J2" in text and "joker as 6♠, played with 5♠ or joker as 8♥, played with 9♥" in text  # in words
    assert "J2" in game.explain("JK=6♠+5♠")


def test_J2_X_must_not_be_in_the_players_hand():
    """J2: the joker cannot stand for a card its holder holds."""
    game = Game.from_position(JOKER_NEXT, layout=SEVENS, hands=[cs("JK 6♠ 5♠"), cs("8♠ 2♣")], to_move=0)
    assert "JK=6♠+5♠" not in moves(game)
    message = assert_illegal(game, "JK=6♠+5♠", "J2")
    assert "6♠" in message


def test_J2_Y_must_be_in_the_players_hand():
    """J2: the card played with the joker must be in the joker holder's hand."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[cs("JK 4♠ 2♣"), cs("6♠ 5♠"), cs("8♠ 3♣")], to_move=0
    )
    assert joker_moves(game) == set()
    message = assert_illegal(game, "JK=6♠+5♠", "J2")
    assert "5♠" in message
    assert "J2" in game.explain("JK")


def test_J2_Y_must_be_the_next_missing_card_beyond_X_skipping_filled_cells():
    """J2: Y is the next missing card beyond X in the same row and direction: with 5♠ missing,
    JK=6♠+4♠ is illegal; with 5♠ already filled (R9), JK=6♠+4♠ is the joker play."""
    hands = [cs("JK 4♠ 3♣"), cs("6♠ 5♠ 2♥"), cs("8♠ 9♠")]
    game = Game.from_position(JOKER_NEXT, layout=SEVENS, hands=hands, to_move=0)
    assert joker_moves(game) == set()
    message = assert_illegal(game, "JK=6♠+4♠", "J2")
    assert "5♠" in message  # names the card that must go with the joker
    assert_illegal(game, "JK=6♠+3♠", "J2")
    filled = Game.from_position(
        JOKER_NEXT, layout=[*SEVENS, "5♠"], hands=[cs("JK 4♠"), cs("6♠ 2♥"), cs("8♠ 3♣")], to_move=0
    )
    assert joker_moves(filled) == {"JK=6♠+4♠"}


def test_J2_X_must_be_playable_by_L3():
    """J2: X is the next missing card (legal by L3); the joker cannot stand for 5♠ while 6♠ is missing."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[cs("JK 4♠"), cs("6♠ 5♠"), cs("8♠ 3♣")], to_move=0
    )
    assert_illegal(game, "JK=5♠+4♠", "L3", "J2")
    assert joker_moves(game) == set()


def test_J2_the_joker_is_an_extra_option_beside_ordinary_plays_and_pass():
    """J2, R4: the joker holder keeps the ordinary plays and the pass."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[cs("JK 5♠ 8♦"), cs("6♠ 2♥"), cs("8♠ 3♣")], to_move=0
    )
    assert moves(game) == {"8♦", "JK=6♠+5♠", "pass"}


def test_J2_R6_a_joker_play_is_a_legal_play_so_a_player_without_passes_must_make_it():
    """J2, R6: with passes used up, a player whose only play is a joker play must play it; pass
    is not legal (and is not a bankruptcy)."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[cs("JK 5♠ 2♣"), cs("6♠ 2♥"), cs("8♠ 3♣")], to_move=0,
        passes_used=[3, 0, 0],
    )
    assert game.legal_moves() == (Move.joker("6♠", "5♠"),)
    assert_illegal(game, "pass", "R6")
    game.play("JK=6♠+5♠")
    assert game.status(0) == "active" and game.hand(0) == [Card.parse("2♣")]


def test_J3_holder_of_X_swaps_at_once_and_play_continues_after_the_joker_player():
    """J3: the holder of X puts X in its cell and takes the joker; this is not a turn for them:
    play continues with the player after the one who played the joker."""
    game = Game.from_position(
        JOKER_NEXT,
        layout=SEVENS,
        hands=[cs("JK 5♠ 2♥"), cs("3♥ 4♥"), cs("6♠ 9♣"), cs("3♣ 4♣")],
        to_move=0,
    )
    events = game.play("JK=6♠+5♠")
    assert events == (JokerPlayed(0, Card.parse("6♠"), Card.parse("5♠")), JokerSwapped(2, Card.parse("6♠")))
    assert "J3" in str(events[1])
    assert {"6♠", "5♠"} <= names(game.layout)
    assert game.joker_cells == frozenset()  # the real 6♠ replaced the joker
    assert game.hand(0) == [Card.parse("2♥")]
    assert game.hand(2) == [Card.parse("9♣"), JOKER]
    assert game.passes == (0, 0, 0, 0)  # nobody passed
    assert game.to_move == 1  # not the holder (2): the player after the joker player
    assert len(game.history) == 1 and game.history[0].player == 0
    assert "4♠" in cells(game)


def test_J3_holder_seated_before_the_joker_player():
    """J3: with the holder seated before the joker player, the turn still goes to the player
    after the joker player."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[cs("8♥ 2♣"), cs("JK 9♥ 3♣"), cs("4♣ 5♣")], to_move=1
    )
    events = game.play("JK=8♥+9♥")
    assert events[-1] == JokerSwapped(0, Card.parse("8♥"))
    assert game.to_move == 2
    assert JOKER in game.hand(0) and Card.parse("8♥") not in game.hand(0)
    assert "J3" in game.explain("JK=8♥+9♥") or "J3" in str(events[-1])


def test_J3_explanation_names_who_must_swap():
    """J3: explaining a joker play says the holder of X must swap."""
    game = j6_game()
    text = game.explain("JK=5♠+4♠")
    assert "J3" in text and "5♠" in text


def test_J3_joker_player_goes_out_with_their_last_card():
    """J3, R7: playing the joker with one's last card empties the hand: the player goes out and
    the holder of X now holds the joker."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[cs("JK 5♠"), cs("6♠ 2♥"), cs("8♠ 3♣")], to_move=0
    )
    events = game.play("JK=6♠+5♠")
    assert WentOut(0, 1) in events
    assert game.status(0) == "out"
    assert JOKER in game.hand(1)
    assert game.to_move == 1


def test_J4_example_spades_6_to_Q_with_2_filled():
    """J4 example: spades 6–Q on the table and 2♠ filled by a bankruptcy: joker + 4♠ (joker as
    5♠) is possible, joker as K♠ is not (nothing missing beyond K♠)."""
    game = Game.from_position(
        JOKER_NEXT,
        layout=[*cs("6♠-Q♠ 2♠"), "7♥", "7♣", "7♦"],
        hands=[cs("JK 4♠ 3♠ A♠"), cs("5♠ K♠"), cs("8♥ 9♥")],
        to_move=0,
    )
    spade_jokers = {m for m in joker_moves(game) if "♠" in m.split("+")[0]}
    assert spade_jokers == {"JK=5♠+4♠"}
    assert not any(m.startswith("JK=K♠") for m in moves(game))
    assert "J4" in game.explain("JK=K♠+A♠")
    message = assert_illegal(game, "JK=K♠+A♠", "J4")
    assert "K♠" in message


def test_J4_example_reached_through_a_real_bankruptcy():
    """J4 example, with 2♠ put into the layout by a bankrupt player (R9)."""
    game = Game.from_position(
        JOKER_NEXT,
        layout=[*cs("6♠-Q♠"), "7♥", "7♣", "7♦"],
        hands=[cs("2♠ 3♥"), cs("JK 4♠ 9♦"), cs("5♠ K♠"), cs("8♥ 9♥")],
        to_move=0,
        passes_used=[3, 0, 0, 0],
    )
    assert isinstance(game.play("pass")[0], Bankrupt)
    assert game.to_move == 1
    assert {m for m in joker_moves(game) if "♠" in m.split("+")[0]} == {"JK=5♠+4♠"}
    events = game.play("JK=5♠+4♠")
    assert events[-1] == JokerSwapped(2, Card.parse("5♠"))
    assert game.to_move == 2


def test_J4_no_joker_for_the_last_missing_card_of_a_direction():
    """J4: with 4♠ 3♠ 2♠ A♠ already filled, 5♠ is the last spade going down: no joker play for it."""
    game = Game.from_position(
        JOKER_NEXT,
        layout=[*cs("A♠-4♠ 6♠-Q♠"), "7♥", "7♣", "7♦"],
        hands=[cs("JK 9♥ 4♣"), cs("5♠ K♠"), cs("8♥ 3♦")],
        to_move=0,
    )
    assert joker_moves(game) == {"JK=8♥+9♥"}
    assert "J4" in game.explain("JK=5♠+4♠")


def test_J4_the_joker_is_never_played_alone():
    """J4: in the joker preset the joker cannot be played alone nor as itself."""
    game = Game.from_position(JOKER_NEXT, layout=SEVENS, hands=[cs("JK 5♠"), cs("6♠ 2♥")], to_move=0)
    assert "JK=6♠" not in moves(game)
    assert_illegal(game, "JK=6♠", "J2", "J4")
    with pytest.raises(IllegalMoveError, match="J4"):
        Move.play("JK")
    assert_illegal(game, "JK", "J4", "J7")


def test_J5_a_joker_only_hand_passes_then_goes_bankrupt_and_the_joker_is_set_aside():
    """J5: a player whose only card is the joker has no legal play; they pass while they can and
    then go bankrupt (R6); the bankrupt's joker is set aside, out of play."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[["JK"], cs("6♠ 5♠ 4♠ 3♠"), cs("8♥ 9♥ 10♥ J♥")], to_move=0
    )
    assert "J5" in game.explain("JK")
    for used in range(1, 4):
        assert game.legal_moves() == (PASS,)
        assert game.play("pass") == (Passed(0, used, 3),)
        game.play(game.legal_moves()[0])
        game.play(game.legal_moves()[0])
    assert game.to_move == 0 and game.passes_used(0) == 3
    assert game.legal_moves() == (PASS,)
    events = game.play("pass")
    assert events[0] == Bankrupt(0, (), True)
    assert "J5" in str(events[0])
    assert game.status(0) == "bankrupt"
    assert game.hand(0) == []
    assert all(JOKER not in game.hand(p) for p in range(3))
    assert game.joker_cells == frozenset()
    assert "jokers aside: 1" in game.to_text()
    assert game.to_move == 1


def test_J5_bankrupt_joker_holder_cards_go_to_the_layout_and_joker_aside():
    """J5, R9: a bankrupt holding the joker and cards: the cards go to the layout, the joker aside."""
    game = Game.from_position(
        JOKER_NEXT, layout=SEVENS, hands=[cs("JK 2♠ 3♣"), cs("6♠ 2♥"), cs("8♥ 3♥")], to_move=0,
        passes_used=[3, 0, 0],
    )
    assert game.legal_moves() == (PASS,)  # no joker play: no Y beyond an open X in hand
    events = game.play("pass")
    assert events[0] == Bankrupt(0, (Card.parse("2♠"), Card.parse("3♣")), True)
    assert {"2♠", "3♣"} <= names(game.layout)
    assert sum(game.hand_size(p) for p in range(3)) == 4


def test_J5_R8_joker_bankrupt_ranks_last():
    """J5, R8: the joker-only player who goes bankrupt ranks last."""
    game = Game.from_position(JOKER_NEXT, layout=SEVENS, hands=[["JK"], cs("6♠ 3♥")], to_move=0, passes_used=[3, 0])
    events = game.play("pass")
    assert isinstance(events[-1], HandOver)
    assert game.result.ranking == (1, 0)


def test_J6_worked_examples_on_R9s_layout():
    """J6: on R9's layout, with the joker holder holding none of the replaced cards, the joker
    plays are joker + 4♠ (for 5♠), + 3♥ (for 4♥), + 10♣ (for 9♣), + 2♦ (for 3♦), + Q♦ (for 10♦,
    J♦ already filled); no joker play for K♠ or J♥ (nothing missing beyond)."""
    game = j6_game()
    assert joker_moves(game) == J6_PLAYS
    assert moves(game) == J6_PLAYS | {"pass"}  # no single plays: none of the cards is open
    for card in ("K♠", "J♥"):
        assert not any(m.startswith(f"JK={card}") for m in moves(game))
    assert "J4" in game.explain("JK=K♠+A♠")
    assert "J4" in game.explain("JK=J♥+2♥")
    assert_illegal(game, "JK=J♥+2♥", "J4")
    assert_illegal(game, "JK=10♦+J♦", "J2")  # J♦ is filled: Q♦ is the card beyond


@pytest.mark.parametrize(
    ("move", "x", "holder", "next_player"),
    [
        ("JK=5♠+4♠", "5♠", 1, 1),
        ("JK=4♥+3♥", "4♥", 1, 1),
        ("JK=9♣+10♣", "9♣", 2, 1),
        ("JK=3♦+2♦", "3♦", 2, 1),
        ("JK=10♦+Q♦", "10♦", 2, 1),
    ],
)
def test_J6_each_worked_example_plays_and_swaps(move, x, holder, next_player):
    """J6, J3: each worked example is playable; the holder of the replaced card swaps."""
    game = j6_game()
    y = move.split("+")[1]
    events = game.play(move)
    assert events == (JokerPlayed(0, Card.parse(x), Card.parse(y)), JokerSwapped(holder, Card.parse(x)))
    assert {x, y} <= names(game.layout)
    assert JOKER in game.hand(holder) and Card.parse(x) not in game.hand(holder)
    assert JOKER not in game.hand(0)
    assert game.to_move == next_player


def test_J6_after_the_bankruptcy_of_R9s_example():
    """J6: R9's layout reached by a real bankruptcy, then the joker holder's plays are J6's list."""
    game = Game.from_position(
        JOKER_NEXT,
        layout=R9_ROWS,
        hands=[R9_FILLED, cs("JK 4♠ 3♥ 10♣ 2♦ Q♦"), cs("5♠ K♠ 4♥ J♥"), cs("9♣ 3♦ 10♦ A♦")],
        to_move=0,
        passes_used=[3, 0, 0, 0],
    )
    assert game.legal_moves() == (PASS,)
    game.play("pass")
    assert game.to_move == 1
    assert joker_moves(game) == J6_PLAYS


# =========================================================================== 3b. joker wild


def test_J7_wild_joker_alone_as_any_open_card_its_holder_does_not_hold():
    """J7: the joker may be played alone as any currently playable card its holder does not hold."""
    game = Game.from_position(
        WILD, layout=SEVENS, hands=[cs("JK 6♠ 2♣"), cs("8♠ 6♥ 3♣"), cs("8♥ 6♣ 8♣ 6♦ 8♦ 4♣")], to_move=0
    )
    expected = {f"JK={c}" for c in cells(game) - {"6♠"}}
    assert joker_moves(game) == expected
    assert len(expected) == 7
    assert moves(game) == expected | {"6♠", "pass"}
    assert "J7" in game.explain("JK")
    assert "J7" in game.explain("JK=8♠")


def test_J7_wild_joker_swap_and_turn_order():
    """J7, J3: the holder of the real card swaps it in and takes the joker; play continues
    after the joker player."""
    game = Game.from_position(
        WILD, layout=SEVENS, hands=[cs("JK 2♣"), cs("3♣ 4♣"), cs("6♦ 9♣"), cs("5♣ 2♦")], to_move=0
    )
    events = game.play("JK=6♦")
    assert events == (JokerPlayed(0, Card.parse("6♦"), None), JokerSwapped(2, Card.parse("6♦")))
    assert "J7" in str(events[0])
    assert Card.parse("6♦") in game.layout and game.joker_cells == frozenset()
    assert game.hand(2) == [Card.parse("9♣"), JOKER]
    assert game.to_move == 1


def test_J7_illegal_wild_joker_moves():
    """J7: not with a second card, not for a card its holder holds, not for a closed cell."""
    game = Game.from_position(WILD, layout=SEVENS, hands=[cs("JK 6♠ 2♣"), cs("8♠ 5♠ 3♣")], to_move=0)
    assert_illegal(game, "JK=8♠+9♠", "J7")
    assert_illegal(game, "JK=6♠", "J2", "J7")
    assert_illegal(game, "JK=5♠", "L3", "J7")


def test_J8_a_hand_of_the_joker_alone_drops_out_at_once():
    """J8: a player who plays their last real card keeping the joker drops out at once; the
    joker is set aside and they take no more turns."""
    game = Game.from_position(
        WILD, layout=SEVENS, hands=[cs("JK 6♠"), cs("8♠ 2♣"), cs("8♥ 3♥"), cs("4♦ 2♥")], to_move=0
    )
    events = game.play("6♠")
    assert events == (Played(0, Card.parse("6♠")), DroppedOut(0))
    assert "J8" in str(events[1])
    assert game.status(0) == "dropped-out"
    assert game.hand(0) == []
    assert "jokers aside: 1" in game.to_text()
    assert game.to_move == 1
    for _ in range(3):
        game.play("pass")
    assert game.to_move == 1  # player 0 skipped
    assert_illegal(game, "pass", "J8", player=0)


def test_J8_drop_outs_rank_above_bankrupts_and_below_everyone_else():
    """J8, R8: ranking out players, then the last holder, then the drop-out, then bankrupts."""
    game = Game.from_position(
        WILD,
        layout=SEVENS,
        hands=[cs("2♣"), cs("JK 6♠"), cs("8♠"), cs("9♠ 3♥")],
        to_move=0,
        passes_used=[3, 0, 0, 0],
    )
    assert isinstance(game.play("pass")[0], Bankrupt)  # player 0 bankrupt
    assert DroppedOut(1) in game.play("6♠")  # player 1 drops out
    events = game.play("8♠")  # player 2 goes out: only player 3 holds cards
    assert WentOut(2, 1) in events and isinstance(events[-1], HandOver)
    result = game.result
    assert result.ranking == (2, 3, 1, 0)
    assert "J8" in result.explain()


def test_J8_first_to_drop_out_ranks_lowest_among_drop_outs():
    """J8 (Resolved): among several drop-outs the first to drop out ranks lowest (two jokers)."""
    rules = Ruleset.preset(WILD).replace(jokers=2)
    game = Game.from_position(
        rules, layout=SEVENS, hands=[cs("JK 6♠"), cs("JK 8♠"), cs("6♥ 5♥"), cs("8♥ 9♥")], to_move=0
    )
    assert DroppedOut(0) in game.play("6♠")
    assert DroppedOut(1) in game.play("8♠")
    game.play("6♥")
    events = game.play("8♥")
    assert not game.is_over and events == (Played(3, Card.parse("8♥")),)
    events = game.play("5♥")
    assert WentOut(2, 1) in events and game.is_over
    assert game.result.ranking == (2, 3, 1, 0)


def test_J8_drop_out_leaving_one_holder_ends_the_game():
    """J8, R8: if a drop-out leaves only one player holding cards, the game ends."""
    game = Game.from_position(WILD, layout=SEVENS, hands=[cs("JK 6♠"), [], cs("8♠ 3♥")], to_move=0)
    events = game.play("6♠")
    assert DroppedOut(0) in events and isinstance(events[-1], HandOver)
    assert game.is_over
    assert game.result.ranking == (1, 2, 0)


def test_J8_a_joker_alone_hand_in_a_position_may_not_play_the_joker():
    """J8: a player whose hand is the joker alone may not play it and drops out at once. A
    position given with such a hand must either be refused (naming J8) or have that player
    dropped out; the joker must never be playable by them."""
    try:
        game = Game.from_position(
            WILD, layout=SEVENS, hands=[cs("6♥ 2♣"), ["JK"], cs("8♠ 3♣")], to_move=0
        )
    except PositionError as exc:
        assert "J8" in str(exc)
        return
    assert game.status(1) == "dropped-out"
    game.play("pass")
    assert game.to_move != 1 or not joker_moves(game)


def test_J9_single_playable_card_replaced_by_the_joker_next_variant():
    """J9: a player hoping to go out with a single playable card (5♠) risks the joker being
    played in its place: they must take the joker, and a joker-only hand cannot play (J5)."""
    game = Game.from_position(
        JOKER_NEXT,
        layout=[*cs("6♠-8♠"), "7♥", "7♣", "7♦"],
        hands=[cs("JK 4♠ 2♦"), cs("5♠"), cs("9♠ 3♦")],
        to_move=0,
    )
    game_without_joker = game.copy()
    game_without_joker.play("pass")
    assert WentOut(1, 1) in game_without_joker.play("5♠")  # the hope: going out next turn
    events = game.play("JK=5♠+4♠")
    assert events[-1] == JokerSwapped(1, Card.parse("5♠"))
    assert game.hand(1) == [JOKER]
    assert game.status(1) == "active"
    assert game.to_move == 1
    assert game.legal_moves() == (PASS,)


def test_J9_single_playable_card_replaced_by_the_wild_joker():
    """J9 (joker wild): the player with one playable card left gets the joker instead and,
    holding the joker alone, drops out (J8) instead of going out."""
    game = Game.from_position(
        WILD, layout=SEVENS, hands=[cs("JK 2♣ 3♣"), cs("6♠"), cs("8♠ 3♥"), cs("4♦ 2♥")], to_move=0
    )
    events = game.play("JK=6♠")
    assert events == (JokerPlayed(0, Card.parse("6♠"), None), JokerSwapped(1, Card.parse("6♠")), DroppedOut(1))
    assert game.status(1) == "dropped-out"
    assert game.to_move == 2
    assert "jokers aside: 1" in game.to_text()


@pytest.mark.parametrize("preset", [JOKER_NEXT, WILD])
@pytest.mark.parametrize("seed", range(6))
def test_J1_to_J8_random_games_keep_the_joker_accounted_for(preset, seed):
    """J1–J8: in random play every card is in one place and the joker is always in exactly one
    hand or set aside; it never remains in the layout (everybody's cards are in play)."""
    game = Game.new(preset, players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(600):
        if game.is_over:
            break
        assert game.legal_moves()
        game.play(rng.choice(game.legal_moves()))
        assert game.joker_cells == frozenset()
        in_hands = sum(game.hand(p).count(JOKER) for p in range(4))
        aside = "jokers aside: 1" in game.to_text()
        assert in_hands + aside == 1
        held = [c for p in range(4) for c in game.hand(p) if not c.is_joker]
        assert len(held) + len(game.layout) == 52
    assert game.is_over
    assert sorted(game.result.ranking) == [0, 1, 2, 3]
