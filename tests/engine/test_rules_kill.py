"""Section 6 of docs/rules.md: the kill games (koroshi), rules K1–K10.

Presets ``koroshi`` (K1–K6), ``koroshi-tunnel`` (K7), ``mushikui`` (K8, with K7's cylinder) and
``koroshi-diagonal`` (K9). Positions are built from the rule text with ``Game.from_position``
(cards in neither the layout, a hand nor the penalty cards are out of play). The board is drawn
with the default row order ♠ ♥ ♣ ♦ (top to bottom) unless a test says otherwise:

    row 0  ♠   A 2 3 4 5 6 7 8 9 10 J Q K
    row 1  ♥
    row 2  ♣
    row 3  ♦

A reference model of the rule text (adjacency, K3 and K8 kills, written here from scratch on
(row, column) coordinates) cross-checks the engine on random games.
"""

from __future__ import annotations

import random
import re

import pytest
from helpers import names

from shichi_widgets.engine import (
    PASS,
    Card,
    Game,
    IllegalMoveError,
    Match,
    PositionError,
    Ruleset,
    RulesetError,
    ShichiError,
    Suit,
)
from shichi_widgets.engine.events import HandOver, Killed, LeftGame, Played, WentOut

# --------------------------------------------------------------------------- helpers

SEVENS = ["7♠", "7♥", "7♣", "7♦"]
SUITS = "♠♥♣♦"
LABELS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
ALL_CARDS = [Card.parse(f"{label}{suit}") for suit in SUITS for label in LABELS]
KILL_PRESETS = ["koroshi", "koroshi-tunnel", "mushikui", "koroshi-diagonal"]


def c(text: str) -> Card:
    return Card.parse(text)


def position(
    preset="koroshi",
    extra=(),
    hands=(("3♦",), ("4♦",)),
    to_move=0,
    passes_used=None,
    row_order=None,
    penalties=None,
) -> Game:
    """A kill-game position: the four 7s plus ``extra`` cards in the layout."""
    return Game.from_position(
        preset,
        layout=[*SEVENS, *extra],
        hands=[list(h) for h in hands],
        to_move=to_move,
        passes_used=passes_used,
        row_order=row_order,
        penalties=penalties,
    )


def killed_events(events) -> list[Killed]:
    return [e for e in events if isinstance(e, Killed)]


def killed_names(events) -> set[str]:
    return {str(e.card) for e in killed_events(events)}


def unchanged_after_error(game: Game, move: str, pattern: str) -> str:
    """Play an illegal move: it raises IllegalMoveError matching ``pattern`` and changes nothing."""
    before = game.to_text(history=True)
    with pytest.raises(IllegalMoveError, match=pattern) as info:
        game.play(move)
    assert game.to_text(history=True) == before
    return str(info.value)


def play_to_end(game: Game, rng: random.Random, pass_rate: float = 0.1, check=None) -> None:
    """Random legal moves until the hand is over; ``check(game)`` runs before every move."""
    for _ in range(400):
        if game.is_over:
            return
        if check is not None:
            check(game)
        moves = list(game.legal_moves())
        plays = [m for m in moves if m != PASS]
        if plays and (PASS not in moves or rng.random() > pass_rate):
            game.play(rng.choice(plays))
        else:
            game.play(rng.choice(moves))
    raise AssertionError("the hand did not end within 400 moves")


# ---- a reference model of the board, written from the rule text (K2, K3, K7, K8, K9)


class Reference:
    """Cells as (row, column): row = index in the row order (0 = top), column = rank - 1."""

    def __init__(self, rows, cylinder: bool, diagonal: bool, groups: bool) -> None:
        rows = [Suit.parse(r) if isinstance(r, str) else r for r in rows]
        self.cell = {card: (rows.index(card.suit), card.rank - 1) for card in ALL_CARDS}
        self.at = {cell: card for card, cell in self.cell.items()}
        self.cylinder, self.diagonal, self.groups = cylinder, diagonal, groups

    def _near(self, card: Card, steps) -> set[Card]:
        row, col = self.cell[card]
        out = set()
        for dr, dc in steps:
            r, k = row + dr, col + dc
            if self.cylinder:
                k %= 13
            if 0 <= r < 4 and 0 <= k < 13:
                out.add(self.at[(r, k)])
        return out

    def sides(self, card: Card) -> set[Card]:
        """Orthogonal neighbours (K2, K3); off the board is an edge."""
        return self._near(card, [(-1, 0), (1, 0), (0, -1), (0, 1)])

    def touching(self, card: Card) -> set[Card]:
        """Where a card may be played next to (K2, plus diagonals with K9)."""
        corners = [(-1, -1), (-1, 1), (1, -1), (1, 1)] if self.diagonal else []
        return self.sides(card) | self._near(card, corners)

    def open_cells(self, layout: set[Card], closed: set[Card]) -> set[Card]:
        return {
            card
            for card in ALL_CARDS
            if card not in layout and card not in closed and self.touching(card) & layout
        }

    def dead(self, layout: set[Card]) -> set[Card]:
        """Every empty cell the kill rule says is killed in this layout (K3 or K8)."""
        empty = {card for card in ALL_CARDS if card not in layout}
        if not self.groups:
            return {card for card in empty if not self.sides(card) & empty}

        def reach(seeds: set[Card]) -> set[Card]:
            seen, todo = set(seeds), list(seeds)
            while todo:
                for other in self.sides(todo.pop()) & empty:
                    if other not in seen:
                        seen.add(other)
                        todo.append(other)
            return seen

        top = reach({card for card in empty if self.cell[card][0] == 0})
        bottom = reach({card for card in empty if self.cell[card][0] == 3})
        return empty - (top & bottom)


def reference_for(game: Game) -> Reference:
    rules = game.rules
    return Reference(game.row_order, rules.tunnels == "open", rules.diagonal, rules.kill == "group")


# --------------------------------------------------------------------------- K1: row order


def test_K1_koroshi_presets_deal_the_7s_without_a_joker_and_default_rows_are_spades_hearts_clubs_diamonds():
    """K1: 52 cards, no joker, 7s as usual; default row order ♠ ♥ ♣ ♦ from top to bottom."""
    default = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
    for name in KILL_PRESETS:
        rules = Ruleset.preset(name)
        assert rules.jokers == 0 and rules.sevens == "dealt"
        assert rules.row_order == default
    game = Game.new("koroshi", players=4, seed=3)
    assert game.row_order == default
    assert names(game.layout) == set(SEVENS)  # S1: the 7s are laid out before play
    in_hands = [card for p in range(4) for card in game.hand(p)]
    assert len(in_hands) == 48 and len(set(in_hands)) == 48
    assert position().row_order == default


def test_K1_the_same_position_kills_different_cells_in_a_different_row_order():
    """K1: the order of the suit rows matters. Q♠ and Q♥ in the layout: with spades on top, K♥
    walls in the corner K♠ (K3's example); with hearts on top, K♠ walls in the corner K♥."""
    hands = (("K♠", "K♥", "2♦"), ("3♦",))
    spades_top = position(extra=["Q♠", "Q♥"], hands=hands)
    hearts_top = position(extra=["Q♠", "Q♥"], hands=hands, row_order=["♥", "♠", "♣", "♦"])
    assert spades_top.kills_if("K♥") == {c("K♠")}
    assert spades_top.kills_if("K♠") == frozenset()
    assert hearts_top.kills_if("K♠") == {c("K♥")}
    assert hearts_top.kills_if("K♥") == frozenset()
    assert killed_names(spades_top.play("K♥")) == {"K♠"}
    assert killed_names(hearts_top.play("K♥")) == set()


@pytest.mark.parametrize(
    "order",
    [
        ["♥", "♠", "♦", "♣"],
        ["H", "S", "D", "C"],
        ["h", "s", "d", "c"],
        "♥♠♦♣",
        "HSDC",
        (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS),
    ],
)
def test_K1_row_order_accepts_suit_symbols_or_letters(order):
    """K1: the row order may be written with suit symbols or letters."""
    expected = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)
    assert position(row_order=order).row_order == expected
    assert Ruleset.preset("koroshi").replace(row_order=order).row_order == expected


@pytest.mark.parametrize("order", [["♠", "♠", "♣", "♦"], ["♠", "♥", "♣"], "♠♥♣♦♠", ["♠", "♥", "♣", "X"]])
def test_K1_a_row_order_that_is_not_the_four_suits_once_each_is_refused(order):
    """K1: the rows are the four suits, each once."""
    with pytest.raises(RulesetError, match="K1"):
        Ruleset.preset("koroshi").replace(row_order=order)
    with pytest.raises(ShichiError, match="K1"):
        position(row_order=order)


def test_K1_the_presets_row_order_is_used_by_new_games_and_positions():
    """K1: "the preset takes row_order": a house row order moves the rows of every game."""
    rules = Ruleset.preset("koroshi").replace(row_order="♥♦♠♣")
    game = Game.new(rules, players=3, seed=5)
    assert "".join(map(str, game.row_order)) == "♥♦♠♣"
    # hearts on top, diamonds below them: after 8♥ 9♥, 9♦ is playable and 9♠ 9♣ are not
    pos = Game.from_position(rules, layout=[*SEVENS, "8♥", "9♥"], hands=[["9♦", "2♠"], ["9♠", "3♠"]])
    assert "".join(map(str, pos.row_order)) == "♥♦♠♣"
    assert "9♦" in names(pos.playable_cells())
    assert not {"9♠", "9♣"} & names(pos.playable_cells())
    # and the top-right corner is K♥'s: Q♥ and K♦ wall it in
    corner = Game.from_position(rules, layout=[*SEVENS, "Q♥", "Q♦"], hands=[["K♦", "2♠"], ["K♥", "3♠"]])
    assert corner.kills_if("K♦") == {c("K♥")}


def test_K1_a_house_row_order_survives_the_position_text():
    """K1 and the notation: a ruleset whose preset takes a row order round-trips through to_text."""
    rules = Ruleset.preset("koroshi").replace(row_order="♥♠♣♦")
    game = Game.from_position(rules, layout=SEVENS, hands=[["8♠"], ["8♥"]])
    again = Game.from_text(game.to_text())
    assert again.row_order == game.row_order
    assert again.rules == game.rules


def test_K1_shuffled_rows_are_fixed_by_the_seed():
    """K1: "the 7s are shuffled and laid in random order": with ``row_order="shuffled"`` the
    order is drawn from the deal's seed: the same seed gives the same order, seeds differ."""
    rules = Ruleset.preset("koroshi").replace(row_order="shuffled")
    orders = {}
    for seed in range(40):
        game = Game.new(rules, players=4, seed=seed)
        assert sorted(game.row_order, key=lambda s: s.value) == list(Suit)
        assert Game.new(rules, players=4, seed=seed).row_order == game.row_order
        orders[seed] = game.row_order
        again = Game.from_text(game.to_text())
        assert again.row_order == game.row_order
    assert len(set(orders.values())) >= 6  # 24 orders are possible; 40 seeds show several


# --------------------------------------------------------------------------- K2: turns and adjacency


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", [1, 4, 9, 16])
def test_K2_the_holder_of_the_7_of_diamonds_plays_first(players, seed):
    """K2: the holder of the 7♦ plays first. The holder is read from the same deal with the 7s
    kept in hand (the deal does not depend on the variant, R2)."""
    dealt = Game.new(Ruleset.preset("shichi-narabe").replace(sevens="played"), players=players, seed=seed)
    game = Game.new("koroshi", players=players, seed=seed)
    for p in range(players):
        assert [x for x in dealt.hand(p) if x.rank != 7] == game.hand(p)
    holder = next(p for p in range(players) if c("7♦") in dealt.hand(p))
    assert game.to_move == holder


def test_K2_at_the_start_the_playable_cells_are_the_6s_and_8s():
    """K2: a card goes into an empty cell orthogonally next to a card: next to the four 7s."""
    game = position()
    assert names(game.playable_cells()) == {"6♠", "6♥", "6♣", "6♦", "8♠", "8♥", "8♣", "8♦"}


def test_K2_after_8_and_9_of_hearts_the_9_of_the_suit_above_or_below_is_playable():
    """K2's example: rows are no longer built only outward: after 8♥ and 9♥, the 9 of the suit
    above (♠) or below (♣) hearts is playable; 9♦ (two rows below) is not."""
    game = position(extra=["8♥", "9♥"], hands=(("9♠", "9♣", "9♦"), ("2♠",)))
    assert names(game.playable_cells()) == {
        "6♠", "6♥", "6♣", "6♦", "8♠", "8♣", "8♦", "9♠", "9♣", "10♥",
    }  # fmt: skip
    legal = {str(m) for m in game.legal_moves()}
    assert {"9♠", "9♣", "pass"} == legal
    game.play("9♠")
    assert c("9♠") in game.layout


def test_K2_above_and_below_follow_the_row_order():
    """K2 with K1: with rows ♠ ♣ ♥ ♦, the suits above and below hearts are clubs and diamonds."""
    game = position(extra=["8♥", "9♥"], row_order="♠♣♥♦")
    assert {"9♣", "9♦"} <= names(game.playable_cells())
    assert "9♠" not in names(game.playable_cells())


def test_K2_a_card_not_next_to_any_card_is_not_playable_and_diagonal_does_not_count():
    """K2: orthogonally adjacent only (diagonals are K9's variant)."""
    game = position(extra=["8♥"], hands=(("9♠", "2♦", "K♣"), ("3♠",)))
    assert not {"9♠", "2♦", "K♣"} & names(game.playable_cells())
    assert [str(m) for m in game.legal_moves()] == ["pass"]
    message = unchanged_after_error(game, "9♠", "K2")
    assert "not next to any card" in message


def test_K2_three_passes_then_a_player_who_can_play_must_play():
    """K2: a player may pass, 3 passes as usual (R5); with them used up, one who can play must."""
    game = position(hands=(("8♠", "2♦"), ("3♦", "4♦")))
    for used in (1, 2, 3):
        assert "pass" in {str(m) for m in game.legal_moves()}
        game.play("pass")  # player 0, holding the playable 8♠
        assert game.passes_used(0) == used
        game.play("pass")  # player 1 cannot play
    assert game.to_move == 0
    assert "pass" not in {str(m) for m in game.legal_moves()}
    unchanged_after_error(game, "pass", r"\((R6|K2|K4)\)")
    game.play("8♠")
    assert game.passes_used(0) == 3


# --------------------------------------------------------------------------- K3: kills


def test_K3_corner_cell_dies_with_two_cards():
    """K3's example: K♥ and Q♠ kill K♠ when spades are the top row (a corner: two cards)."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "8♠"), ("K♠", "8♥")))
    assert game.kills_if("Q♠") == {c("K♠")}
    events = game.play("Q♠")
    assert events[0] == Played(0, c("Q♠"))
    assert killed_events(events) == [Killed(c("K♠"), 1, c("Q♠"))]
    assert game.penalty_cards(1) == [c("K♠")]
    assert game.penalty_cards(0) == []
    assert c("K♠") not in game.hand(1) and c("K♠") not in game.layout
    assert game.killed_cells == {c("K♠")}


def test_K3_corner_cell_dies_whichever_of_its_two_cards_comes_last():
    """K3: Q♠ in the layout, then K♥ (played next to Q♥) kills K♠."""
    game = position(extra=["Q♠", "Q♥"], hands=(("K♥", "8♠"), ("K♠", "8♥")))
    assert game.kills_if("K♥") == {c("K♠")}
    assert killed_names(game.play("K♥")) == {"K♠"}


def test_K3_edge_cell_dies_with_three_cards():
    """K3: three cards kill an edge cell: 4♠, 6♠ and 5♥ around 5♠ (top row)."""
    game = position(extra=["4♠", "6♠", "6♥"], hands=(("5♥", "8♠"), ("5♠", "8♥")))
    assert game.kills_if("5♥") == {c("5♠")}
    events = game.play("5♥")
    assert killed_events(events) == [Killed(c("5♠"), 1, c("5♥"))]
    assert game.penalty_cards(1) == [c("5♠")]


def test_K3_edge_cell_lives_with_two_cards():
    """K3: an edge cell with one side still empty is not killed."""
    game = position(extra=["6♠", "6♥"], hands=(("5♥", "8♠"), ("5♠", "8♥")))
    assert game.kills_if("5♥") == frozenset()
    assert killed_events(game.play("5♥")) == []
    assert c("5♠") in game.playable_cells()


def test_K3_inner_cell_dies_with_four_cards():
    """K3: four cards kill an inner cell: 4♠, 3♥, 5♥ and 4♣ around 4♥ (row 1)."""
    game = position(extra=["4♠", "3♥", "5♥", "5♣"], hands=(("4♣", "8♠"), ("4♥", "8♥")))
    assert game.kills_if("4♣") == {c("4♥")}
    events = game.play("4♣")
    assert killed_events(events) == [Killed(c("4♥"), 1, c("4♣"))]
    assert game.penalty_cards(1) == [c("4♥")]


def test_K3_inner_cell_lives_with_three_cards():
    """K3: three cards around an inner cell do not kill it (4♣ below 4♥ is still empty)."""
    game = position(extra=["4♠", "3♥", "5♣"], hands=(("5♥", "8♠"), ("4♥", "8♥")))
    assert game.kills_if("5♥") == frozenset()
    game.play("5♥")
    assert c("4♥") in game.playable_cells()
    assert game.killed_cells == frozenset()


SEVERAL = ["3♠", "5♠", "3♣", "5♣", "4♦", "5♥"]  # 4♥ then walls in 4♠ (edge) and 4♣ (inner)


def test_K3_one_play_can_kill_several_cells_of_several_players():
    """K3: one play can kill several cells: 4♥ kills 4♠ (edge: 3♠ 5♠ 4♥) and 4♣ (inner:
    4♥ 3♣ 5♣ 4♦) at once; each card becomes its own holder's penalty card."""
    game = position(extra=SEVERAL, hands=(("4♥", "8♠"), ("4♠", "8♥"), ("4♣", "8♣", "8♦")))
    assert game.kills_if("4♥") == {c("4♠"), c("4♣")}
    events = game.play("4♥")
    assert set(killed_events(events)) == {Killed(c("4♠"), 1, c("4♥")), Killed(c("4♣"), 2, c("4♥"))}
    assert game.penalty_cards(1) == [c("4♠")] and game.penalty_cards(2) == [c("4♣")]
    assert game.hand(1) == [c("8♥")] and game.hand(2) == [c("8♣"), c("8♦")]
    assert game.killed_cells == {c("4♠"), c("4♣")}


def test_K3_the_killing_players_own_card_becomes_their_penalty_card():
    """K3: "its holder" may be the player who made the kill."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "K♠", "8♠"), ("8♥",)))
    events = game.play("Q♠")
    assert killed_events(events) == [Killed(c("K♠"), 0, c("Q♠"))]
    assert game.penalty_cards(0) == [c("K♠")] and game.hand(0) == [c("8♠")]


def test_K3_a_card_out_of_play_is_killed_without_a_penalty():
    """K3: a killed cell whose card nobody holds (a partial deck) gives no penalty card."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "8♠"), ("8♥",)))
    events = game.play("Q♠")
    assert killed_events(events) == [Killed(c("K♠"), None, c("Q♠"))]
    assert game.penalty_cards(0) == [] and game.penalty_cards(1) == []
    assert c("K♠") in game.killed_cells and c("K♠") not in game.playable_cells()


def test_K3_a_killed_cell_is_never_playable_again():
    """K3: its card can never be played: the cell is never open again, whatever comes next."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "J♠", "8♠"), ("K♠", "8♥", "9♥")))
    game.play("Q♠")
    assert c("K♠") in game.killed_cells and c("K♠") in game.dead_cells
    for move in ("8♥", "J♠", "9♥", "8♠"):
        assert c("K♠") not in game.playable_cells()
        assert "Not playable" in game.explain("K♠")
        game.play(move)
    assert c("K♠") not in game.playable_cells()
    assert c("K♠") not in game.layout


def test_K3_kills_if_equals_what_play_then_kills():
    """K3: ``kills_if(card)`` is exactly what ``play(card)`` then kills, and empty when none."""
    game = position(
        extra=[*SEVERAL, "Q♥", "K♥"],
        hands=(("4♥", "Q♠", "8♠", "8♦"), ("4♠", "K♠"), ("4♣", "8♣")),
    )
    for card in ("4♥", "Q♠", "8♠", "8♦"):
        probe = game.copy()
        predicted = probe.kills_if(card)
        assert {e.card for e in killed_events(probe.play(card))} == predicted
    assert game.kills_if("8♠") == frozenset()
    assert game.kills_if("4♥") == {c("4♠"), c("4♣")}
    assert game.kills_if("Q♠") == {c("K♠")}
    # kills_if only looks: nothing changed
    assert game.killed_cells == frozenset() and game.hand(1) == [c("4♠"), c("K♠")]


def test_K3_kills_if_refuses_a_card_that_cannot_be_played_now_saying_why():
    """K3, K2: ``kills_if`` of a card that cannot be played now raises a ValueError with why."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "2♦", "8♠"), ("K♠", "8♥")))
    with pytest.raises(ValueError, match="not next to any card") as info:
        game.kills_if("2♦")
    assert "K2" in str(info.value)
    with pytest.raises(ValueError, match="already in the layout"):
        game.kills_if("7♠")
    game.play("Q♠")
    with pytest.raises(ValueError, match="killed by Q♠") as info:
        game.kills_if("K♠")
    assert "K3" in str(info.value)


def test_K3_undo_of_a_killing_play_restores_hands_and_penalties():
    """K3 with undo: taking back a killing play gives the card back to its holder."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "8♠"), ("K♠", "8♥")))
    before = game.to_text()
    game.play("Q♠")
    game.undo()
    assert game.to_text() == before
    assert game.hand(1) == [c("K♠"), c("8♥")] and game.penalty_cards(1) == []
    assert c("K♠") not in game.dead_cells


def test_K3_killed_cells_and_penalties_survive_the_position_text():
    """K3 with the notation: killed cells, their killers and penalty cards round-trip."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "8♠"), ("K♠", "8♥")), row_order="♠♥♣♦")
    game.play("Q♠")
    again = Game.from_text(game.to_text())
    assert again.killed_cells == game.killed_cells
    assert again.penalty_cards(1) == [c("K♠")]
    assert "killed by Q♠" in again.explain("K♠")
    assert Game.from_text(game.to_text(history=True)).to_text() == game.to_text()


# --------------------------------------------------------------------------- K4: leaving


def leaver_position(preset="koroshi", extra=("J♠", "J♥"), leaver=("K♠", "A♦"), others=(("Q♥", "Q♠", "K♥", "2♣"),)):
    """Player 0 has passed 3 times and cannot play; the others hold the rest."""
    hands = (tuple(leaver), *others)
    return position(preset, extra=extra, hands=hands, passes_used=[3] + [0] * len(others))


def test_K4_a_player_with_three_passes_who_cannot_play_leaves_with_every_card_a_penalty():
    """K4: passed 3 times and cannot play: leaves; all remaining cards become penalty cards and
    are not put into the layout."""
    game = leaver_position()
    layout_before = game.layout
    assert [str(m) for m in game.legal_moves()] == ["pass"]
    events = game.play("pass")
    assert LeftGame(0, (c("K♠"), c("A♦"))) in events
    assert game.penalty_cards(0) == [c("K♠"), c("A♦")]
    assert game.hand(0) == []
    assert game.layout == layout_before  # not placed (unlike R9)
    assert game.status(0) != "active"
    assert game.to_move == 1
    assert game.dead_cells >= {c("K♠"), c("A♦")}


def test_K4_a_leavers_cells_are_never_playable():
    """K4: the cells of a leaver's cards are dead: never playable, even next to a card."""
    game = leaver_position()
    game.play("pass")
    game.play("Q♠")  # next to J♠; K♠'s cell is now next to Q♠
    assert c("K♠") not in game.playable_cells()
    assert c("Q♥") in game.playable_cells()
    game.play("Q♥")
    game.play("K♥")  # next to Q♥ and K♠'s dead cell
    assert c("K♠") not in game.playable_cells()
    assert "left the game" in game.explain("K♠")


def test_K4_a_leavers_cells_are_not_walls_for_K3():
    """K4: a dead cell holds no card, so it never walls in a neighbour: Q♠ beside the dead K♠,
    with J♠ and Q♥ in the layout, is not killed."""
    game = leaver_position(others=(("Q♥", "2♣"), ("Q♠", "3♣")))
    game.play("pass")  # player 0 leaves with K♠ and A♦
    assert game.kills_if("Q♥") == frozenset()
    events = game.play("Q♥")
    assert killed_events(events) == []
    assert c("Q♠") in game.playable_cells()
    assert game.hand(2) == [c("Q♠"), c("3♣")]


def test_K4_a_penalty_cell_given_in_a_position_is_not_a_wall():
    """K4: a penalty card listed in ``from_position`` whose cell is not walled in is a leaver's
    card: its dead cell holds no card, so Q♥ next to Q♠ (between J♠ and the dead K♠) kills
    nothing."""
    game = position(
        extra=["J♠", "J♥", "K♥"],
        hands=((), ("Q♥", "2♦"), ("Q♠", "3♦")),
        to_move=1,
        penalties=[["K♠"], [], []],
    )
    assert c("K♠") in game.dead_cells and c("K♠") not in game.playable_cells()
    assert game.kills_if("Q♥") == frozenset()
    assert killed_events(game.play("Q♥")) == []
    assert c("Q♠") in game.playable_cells() and game.hand(2) == [c("Q♠"), c("3♦")]


def test_K4_killing_a_leavers_cell_later_adds_no_second_penalty():
    """K4: when a dead cell is later walled in (Q♠ and K♥ around the dead K♠), nobody gets a
    second penalty for it."""
    game = leaver_position()
    game.play("pass")
    game.play("Q♠")
    game.play("Q♥")
    assert game.kills_if("K♥") == frozenset()
    events = game.play("K♥")
    assert killed_events(events) == []
    assert game.penalty_cards(0) == [c("K♠"), c("A♦")]
    assert game.penalty_cards(1) == []
    assert sum(len(game.penalty_cards(p)) for p in range(game.players)) == 2


def test_K4_a_leavers_cells_are_not_walls_for_K8():
    """K4 with K8: a dead cell counts as empty, so a group that reaches the top only through it
    lives. Mushikui: J♦ Q♦ are walled by 10♦, K♦ (round the tunnel) and J♣; Q♣ above Q♦ is a
    leaver's dead cell, open to K♣ and Q♥ above."""
    game = leaver_position(
        "mushikui",
        extra=["10♦", "K♦", "10♣"],
        leaver=["Q♣"],
        others=(("J♣", "2♠"), ("J♦", "Q♦", "3♠")),
    )
    game.play("pass")
    assert game.penalty_cards(0) == [c("Q♣")]
    assert game.kills_if("J♣") == frozenset()
    assert killed_events(game.play("J♣")) == []
    # the same layout with Q♣ a card instead: the group J♦ Q♦ is cut off from the top and dies
    walled = position("mushikui", extra=["10♦", "K♦", "10♣", "Q♣"], hands=(("J♣", "2♠"), ("J♦", "Q♦", "3♠")))
    assert walled.kills_if("J♣") == {c("J♦"), c("Q♦")}


def test_K4_the_stuck_players_only_move_is_pass_and_it_is_the_leaving():
    """K4 (with R6's resolution): with no pass left and no play, the only move is pass; a
    player with no pass left who can play may not pass."""
    stuck = leaver_position()
    assert stuck.legal_moves() == (PASS,)
    able = position(hands=(("8♠", "2♦"), ("3♦",)), passes_used=[3, 0])
    assert PASS not in able.legal_moves()
    unchanged_after_error(able, "pass", r"\((R6|K2|K4)\)")


def test_K4_the_others_play_on_and_the_last_holder_leaving_ends_the_game():
    """K4 with K5: after a player leaves the others play on (here one player, alone); when the
    last holder is stuck too, they leave and every card is placed or a penalty card: the end."""
    game = leaver_position(others=(("Q♠", "3♥"),))
    game.play("pass")  # player 0 leaves
    assert game.to_move == 1
    game.play("Q♠")
    assert game.to_move == 1 and not game.is_over  # alone
    for used in (1, 2, 3):  # 3♥ is next to nothing
        assert game.legal_moves() == (PASS,)
        game.play("pass")
        assert game.passes_used(1) == used and game.to_move == 1
    events = game.play("pass")
    assert LeftGame(1, (c("3♥"),)) in events
    assert any(isinstance(e, HandOver) for e in events)
    assert game.is_over
    assert game.result.scores == (2, 1) and game.result.winner == 1


# --------------------------------------------------------------------------- K5: leaving, the end, scores


def test_K5_a_player_whose_cards_are_all_killed_leaves_and_the_last_holder_plays_on_alone():
    """K5: players leave when all their cards are played or killed; the last player holding
    cards goes on playing alone; the game ends when every card is placed or a penalty card."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "8♠", "9♠"), ("K♠",)))
    events = game.play("Q♠")  # kills K♠, player 1's only card
    assert killed_events(events) == [Killed(c("K♠"), 1, c("Q♠"))]
    assert any(isinstance(e, WentOut) and e.player == 1 for e in events)
    assert game.status(1) != "active" and game.status(0) == "active"
    assert not game.is_over and game.to_move == 0
    game.play("8♠")
    assert not game.is_over and game.to_move == 0  # alone, still playing
    events = game.play("9♠")
    assert any(isinstance(e, HandOver) for e in events)
    assert game.is_over
    result = game.result
    assert result.kind == "penalty-cards"
    assert result.scores == (0, 1)
    assert result.winner == 0 and result.ranking == (0, 1)


def test_K5_a_player_who_plays_their_last_card_leaves_and_the_others_continue():
    """K5: all cards played: the player leaves; the others continue."""
    game = position(hands=(("8♠",), ("8♥", "9♥"), ("8♣", "9♣")))
    events = game.play("8♠")
    assert any(isinstance(e, WentOut) and e.player == 0 for e in events)
    assert not game.is_over and game.to_move == 1
    game.play("8♥")
    game.play("8♣")
    assert game.to_move == 1  # player 0 is skipped


def test_K5_fewest_penalty_cards_wins():
    """K5: the result ranks players by penalty cards, fewest first."""
    game = position(
        extra=["Q♥", "K♥"],
        hands=(("Q♠",), (), ()),
        penalties=[["2♦"], ["3♦", "4♦", "5♦"], []],
    )
    game.play("Q♠")  # kills K♠, nobody's: the hand is over
    assert game.is_over
    result = game.result
    assert result.kind == "penalty-cards"
    assert result.scores == (1, 3, 0)
    assert result.ranking == (2, 0, 1)
    assert result.ranks == (2, 3, 1)
    assert result.winner == 2
    assert "K5" in result.summary()


@pytest.mark.parametrize("preset", KILL_PRESETS)
def test_K5_the_game_ends_exactly_when_every_card_is_in_the_layout_or_a_penalty_card(preset):
    """K5: a dealt hand is played to its end; it ends exactly when every card is in the layout
    or is a penalty card, each card in exactly one place; the score is the penalty cards."""
    for seed in (2, 7):
        game = Game.new(preset, players=4, seed=seed)
        rng = random.Random(seed)

        def accounted(g: Game) -> int:
            return len(g.layout) + sum(len(g.penalty_cards(p)) for p in range(g.players))

        def check(g: Game) -> None:
            assert accounted(g) < 52  # not over yet, so some card is still in a hand

        play_to_end(game, rng, check=check)
        placed = set(game.layout)
        penalties = [set(game.penalty_cards(p)) for p in range(4)]
        assert accounted(game) == 52
        assert placed.union(*penalties) == set(ALL_CARDS)
        assert all(game.hand(p) == [] for p in range(4))
        assert game.result.scores == tuple(len(x) for x in penalties)
        best = min(game.result.scores)
        assert game.result.scores[game.result.ranking[0]] == best


def test_K5_a_match_sums_penalty_cards_over_games():
    """K5: over several games, penalty cards are summed (lowest total wins)."""
    match = Match("koroshi", players=3, seed=11, hands=3)
    rng = random.Random(11)
    totals = [0, 0, 0]
    while not match.is_over:
        game = match.game
        play_to_end(game, rng)
        seats = match.seats_of_hand[-1]
        for sub, seat in enumerate(seats):
            totals[seat] += len(game.penalty_cards(sub))
        match.next_hand()
    assert len(match.results) >= 3
    assert match.totals == totals
    assert match.lower_wins and totals[match.winner] == min(totals)
    assert [score for _, score in match.standings()] == sorted(totals)


# --------------------------------------------------------------------------- K6: hidden penalties


def test_K6_hidden_penalties_is_a_flag_of_the_kill_games_and_a_game_plays_with_it():
    """K6: the ``hidden_penalties`` flag; a dealt hand plays to its end with it."""
    assert Ruleset.preset("koroshi").hidden_penalties is False
    rules = Ruleset.preset("koroshi").replace(hidden_penalties=True)
    assert rules.hidden_penalties is True
    assert "hidden_penalties=true" in str(rules)
    with pytest.raises(RulesetError, match="K6"):
        Ruleset.preset("shichi-narabe").replace(hidden_penalties=True)
    game = Game.new(rules, players=4, seed=4)
    play_to_end(game, random.Random(4))
    assert game.is_over and game.result is not None
    assert Game.from_text(game.to_text()).rules == rules


def test_K6_hidden_killed_cards_stay_in_the_owners_hand_as_unplayable_cards():
    """K6: with ``hidden_penalties``, a killed card stays hidden in its owner's hand as an
    unplayable card (it is not laid face up in front of them)."""
    rules = Ruleset.preset("koroshi").replace(hidden_penalties=True)
    game = Game.from_position(rules, layout=[*SEVENS, "Q♥", "K♥"], hands=[["Q♠", "8♠"], ["K♠", "8♥"]])
    game.play("Q♠")  # kills K♠'s cell
    assert game.hand_size(1) == 2  # K♠ is still (hidden) in player 1's hand
    assert c("K♠") not in game.playable_cells()
    assert [str(m) for m in game.legal_moves()] == ["8♥", "pass"]


# --------------------------------------------------------------------------- K7: tunnels


def test_K7_the_king_is_next_to_the_ace_of_its_suit_through_the_tunnel():
    """K7: on the cylinder K♠ is adjacent to A♠ and playable through the tunnel; not in koroshi."""
    tunnel = position("koroshi-tunnel", extra=["A♠"], hands=(("K♠", "2♦"), ("3♦",)))
    flat = position("koroshi", extra=["A♠"], hands=(("K♠", "2♦"), ("3♦",)))
    assert c("K♠") in tunnel.playable_cells()
    assert c("K♠") not in flat.playable_cells()
    assert "through the tunnel" in tunnel.explain("K♠") and "K7" in tunnel.explain("K♠")
    tunnel.play("K♠")
    assert c("K♠") in tunnel.layout
    # and the other way: the A next to a K
    back = position("koroshi-tunnel", extra=["K♦"], hands=(("A♦", "2♠"), ("3♠",)))
    assert c("A♦") in back.playable_cells()
    assert "through the tunnel" in back.explain("A♦")


def test_K7_completing_one_side_does_not_stop_building_on_the_other():
    """K7: clubs A–8 on the table: 9♣ and K♣ (next to A♣ through the tunnel) are both playable."""
    clubs = ["A♣", "2♣", "3♣", "4♣", "5♣", "6♣", "8♣"]
    game = position("koroshi-tunnel", extra=clubs, hands=(("9♣", "K♣", "2♦"), ("3♦",)))
    assert {"9♣", "K♣"} <= names(game.playable_cells())


@pytest.mark.parametrize(
    ("target", "around", "last"),
    [
        ("A♠", ["2♠", "A♥", "Q♠"], "K♠"),  # top row: 2♠, K♠ (tunnel), A♥
        ("K♠", ["Q♠", "K♥", "2♠"], "A♠"),  # top row: Q♠, A♠ (tunnel), K♥
        ("A♦", ["2♦", "A♣", "Q♦"], "K♦"),  # bottom row: 2♦, K♦ (tunnel), A♣
        ("K♦", ["Q♦", "K♣", "2♦"], "A♦"),  # bottom row: Q♦, A♦ (tunnel), K♣
    ],
)
def test_K7_a_king_or_ace_in_the_top_or_bottom_row_dies_with_three_cards(target, around, last):
    """K7: to kill a K or an A takes three cards in the top and bottom rows."""
    game = position("koroshi-tunnel", extra=around, hands=((last, "8♠"), (target, "8♥")))
    assert c(target) in game.playable_cells()  # two sides filled: alive
    assert game.kills_if(last) == {c(target)}
    assert killed_events(game.play(last)) == [Killed(c(target), 1, c(last))]


@pytest.mark.parametrize(
    ("target", "around", "last"),
    [
        ("A♥", ["2♥", "K♥", "A♠", "2♣"], "A♣"),  # 2♥, K♥ (tunnel), A♠, A♣
        ("K♥", ["Q♥", "K♠", "K♣", "2♥"], "A♥"),  # Q♥, A♥ (tunnel), K♠, K♣
        ("A♣", ["2♣", "A♥", "A♦", "Q♣"], "K♣"),  # 2♣, K♣ (tunnel), A♥, A♦
        ("K♣", ["Q♣", "A♣", "K♥", "Q♦"], "K♦"),  # Q♣, A♣ (tunnel), K♥, K♦
    ],
)
def test_K7_a_king_or_ace_in_the_middle_rows_dies_with_four_cards(target, around, last):
    """K7: to kill a K or an A takes four cards in the two middle rows; three are not enough."""
    game = position("koroshi-tunnel", extra=around, hands=((last, "8♠"), (target, "8♥")))
    assert c(target) in game.playable_cells()  # three sides filled: alive
    assert game.kills_if(last) == {c(target)}
    assert killed_events(game.play(last)) == [Killed(c(target), 1, c(last))]


def test_K7_the_corner_is_no_corner_on_the_cylinder():
    """K7: "no left or right edge": K♥ and Q♠ do not kill K♠ (A♠ is still empty), while in
    koroshi they do (K3's corner)."""
    hands = (("Q♠", "8♠"), ("K♠", "8♥"))
    assert position("koroshi-tunnel", extra=["Q♥", "K♥"], hands=hands).kills_if("Q♠") == frozenset()
    assert position("koroshi", extra=["Q♥", "K♥"], hands=hands).kills_if("Q♠") == {c("K♠")}


def test_K7_three_cards_kill_an_ace_in_a_middle_row_without_tunnels_but_not_with_them():
    """K3 vs K7: A♥ is an edge cell in koroshi (2♥, A♠, A♣ kill it) but needs K♥ as well on
    the cylinder."""
    extra = ["2♥", "A♠", "2♣"]
    hands = (("A♣", "8♠"), ("A♥", "8♥"))
    assert position("koroshi", extra=extra, hands=hands).kills_if("A♣") == {c("A♥")}
    assert position("koroshi-tunnel", extra=extra, hands=hands).kills_if("A♣") == frozenset()


def test_K7_a_corner_walled_by_two_cards_is_refused_without_tunnels_but_alive_with_them():
    """K3 vs K7: 2♠ and A♥ wall in A♠ only when there is a left edge."""
    with pytest.raises(PositionError, match=r"A♠.*K3"):
        position("koroshi", extra=["2♠", "A♥"])
    game = position("koroshi-tunnel", extra=["2♠", "A♥"])
    assert c("A♠") in game.playable_cells()


# --------------------------------------------------------------------------- K8: mushikui


def test_K8_mushikui_is_played_on_the_cylinder():
    """K8: mushikui is played with tunnels as K7."""
    game = position("mushikui", extra=["A♠"], hands=(("K♠", "2♦"), ("3♦",)))
    assert c("K♠") in game.playable_cells()


def test_K8_a_group_cut_off_from_the_top_edge_dies_at_once():
    """K8: 8♦ 9♦ in the bottom row, walled by 7♦, 10♦, 8♣ and 9♣, are cut off from the top:
    9♣ kills both at once. In koroshi (K3) each still has an empty neighbour and lives."""
    extra = ["10♦", "8♣"]
    hands = (("9♣", "2♠"), ("8♦", "3♠"), ("9♦", "4♠"))
    game = position("mushikui", extra=extra, hands=hands)
    assert game.kills_if("9♣") == {c("8♦"), c("9♦")}
    events = game.play("9♣")
    assert set(killed_events(events)) == {
        Killed(c("8♦"), 1, c("9♣"), True),
        Killed(c("9♦"), 2, c("9♣"), True),
    }
    assert game.penalty_cards(1) == [c("8♦")] and game.penalty_cards(2) == [c("9♦")]
    assert "killed by 9♣" in game.explain("8♦") and "K8" in game.explain("8♦")
    single = position("koroshi", extra=extra, hands=hands)
    assert single.kills_if("9♣") == frozenset()


def test_K8_a_group_cut_off_from_the_bottom_edge_dies_at_once():
    """K8: 8♠ 9♠ in the top row, walled by 7♠, 10♠, 8♥ and 9♥, are cut off from the bottom."""
    game = position("mushikui", extra=["10♠", "8♥"], hands=(("9♥", "2♦"), ("8♠", "9♠", "3♦")))
    assert game.kills_if("9♥") == {c("8♠"), c("9♠")}
    assert killed_names(game.play("9♥")) == {"8♠", "9♠"}
    assert game.penalty_cards(1) == [c("8♠"), c("9♠")]
    assert game.hand(1) == [c("3♦")]


def test_K8_a_group_touching_neither_edge_dies():
    """K8: 8♥ 9♥ walled by 7♥, 10♥, 8♠, 9♠, 8♣ and 9♣ reach neither edge."""
    game = position("mushikui", extra=["10♥", "8♠", "9♠", "8♣"], hands=(("9♣", "2♦"), ("8♥", "9♥", "3♦")))
    assert game.kills_if("9♣") == {c("8♥"), c("9♥")}


def test_K8_a_group_reaching_both_edges_lives():
    """K8: the 8 column, walled by the 7s and the 9s, still runs from the top row to the bottom
    row: it lives."""
    game = position("mushikui", extra=["9♠", "9♥", "9♣"], hands=(("9♦", "2♠"), ("8♠", "8♦", "3♠")))
    assert game.kills_if("9♦") == frozenset()
    assert killed_events(game.play("9♦")) == []
    assert {"8♠", "8♥", "8♣", "8♦"} <= names(game.playable_cells())


def test_K8_a_single_enclosed_cell_dies_as_in_K3():
    """K8: a single enclosed cell dies as in K3: 8♥ walled by 7♥, 9♥, 8♠, 8♣."""
    game = position("mushikui", extra=["9♥", "8♠"], hands=(("8♣", "2♦"), ("8♥", "3♦")))
    assert game.kills_if("8♣") == {c("8♥")}
    assert killed_events(game.play("8♣")) == [Killed(c("8♥"), 1, c("8♣"), True)]


def test_K8_a_group_round_the_tunnel_dies_as_one():
    """K8 with K7: K♦ A♦ are one group across the tunnel; Q♦, 2♦, K♣, A♣ wall it in."""
    extra = ["Q♦", "2♦", "K♣"]
    hands = (("A♣", "2♠"), ("K♦", "A♦", "3♠"))
    assert position("mushikui", extra=extra, hands=hands).kills_if("A♣") == {c("K♦"), c("A♦")}
    assert position("koroshi-tunnel", extra=extra, hands=hands).kills_if("A♣") == frozenset()


def test_K8_cutting_the_last_link_kills_every_cell_on_the_cut_off_side():
    """K8: clubs row full but for 8♣: playing it cuts rows ♠ ♥ from the bottom and ♦ from the
    top, so every empty cell dies at once, each card to its holder."""
    clubs = [f"{r}♣" for r in LABELS if r not in ("7", "8")]
    game = position("mushikui", extra=clubs, hands=(("8♣", "2♠"), ("3♠", "4♦")))
    expected = set(ALL_CARDS) - set(game.layout) - {c("8♣")}
    assert game.kills_if("8♣") == expected
    events = game.play("8♣")
    assert {e.card for e in killed_events(events)} == expected
    assert game.penalty_cards(0) == [c("2♠")] and game.penalty_cards(1) == [c("3♠"), c("4♦")]
    assert game.is_over
    assert game.result.scores == (1, 2)


def test_K8_an_unlisted_cut_off_group_is_an_impossible_position():
    """K8: a position holding a group that should already be dead is refused unless listed."""
    with pytest.raises(PositionError, match="K8") as info:
        position("mushikui", extra=["10♠", "8♥", "9♥"], hands=(("2♦",), ("8♠", "9♠")))
    assert "8♠" in str(info.value) and "9♠" in str(info.value)
    game = position("mushikui", extra=["10♠", "8♥", "9♥"], hands=(("2♦",), ("3♦",)), penalties=[[], ["8♠", "9♠"]])
    assert game.penalty_cards(1) == [c("8♠"), c("9♠")]
    # in koroshi the same layout is fine: each cell has an empty neighbour
    assert position("koroshi", extra=["10♠", "8♥", "9♥"], hands=(("2♦",), ("8♠", "9♠"))).killed_cells == frozenset()


# --------------------------------------------------------------------------- K9: diagonal


def test_K9_a_card_may_be_played_diagonally_next_to_a_card():
    """K9: in koroshi-diagonal, after 8♥ the 9♠ and 9♣ (diagonal) are playable; not in koroshi."""
    diagonal = position("koroshi-diagonal", extra=["8♥"], hands=(("9♠", "9♣", "2♦"), ("3♦",)))
    flat = position("koroshi", extra=["8♥"], hands=(("9♠", "9♣", "2♦"), ("3♦",)))
    assert {"9♠", "9♣"} <= names(diagonal.playable_cells())
    assert not {"9♠", "9♣"} & names(flat.playable_cells())
    assert "diagonally" in diagonal.explain("9♠") and "K9" in diagonal.explain("9♠")
    assert {"9♠", "9♣"} <= {str(m) for m in diagonal.legal_moves()}
    diagonal.play("9♠")
    assert c("9♠") in diagonal.layout
    assert "2♦" not in names(diagonal.playable_cells())
    assert "even diagonally" in diagonal.explain("2♦")


def test_K9_kills_stay_orthogonal():
    """K9: kills stay orthogonal: 4♠ 6♠ and the diagonal 4♥ 6♥ do not kill 5♠ (5♥ below is
    empty); 5♥ then does."""
    game = position("koroshi-diagonal", extra=["4♠", "6♠", "4♥"], hands=(("6♥", "5♥", "8♠"), ("5♠", "8♥")))
    assert game.kills_if("6♥") == frozenset()
    game.play("6♥")
    game.play("8♥")
    assert c("5♠") in game.playable_cells()
    assert game.kills_if("5♥") == {c("5♠")}
    assert killed_names(game.play("5♥")) == {"5♠"}


def test_K9_a_diagonal_play_kills_orthogonally():
    """K9: Q♠, played diagonally next to K♥, walls in the corner K♠ (K3)."""
    game = position("koroshi-diagonal", extra=["K♥"], hands=(("Q♠", "8♠"), ("K♠", "8♥")))
    assert c("Q♠") in game.playable_cells()
    assert "diagonally next to K♥" in game.explain("Q♠")
    assert game.kills_if("Q♠") == {c("K♠")}
    assert killed_events(game.play("Q♠")) == [Killed(c("K♠"), 1, c("Q♠"))]


# --------------------------------------------------------------------------- K10: no joker


@pytest.mark.parametrize("preset", KILL_PRESETS)
@pytest.mark.parametrize("mode", ["next", "wild"])
def test_K10_koroshi_with_a_joker_is_refused(preset, mode):
    """K10: koroshi is never played with a joker: the ruleset is refused with a clear error."""
    with pytest.raises(RulesetError, match="K10") as info:
        Ruleset.preset(preset).replace(jokers=1, joker_mode=mode)
    assert "joker" in str(info.value)


def test_K10_a_joker_in_a_kill_position_is_refused():
    """K10: no joker in a kill game's position either."""
    with pytest.raises(PositionError):
        position(hands=(("JK", "8♠"), ("8♥",)))


# --------------------------------------------------------------------------- explanations


def test_explain_in_kill_games_names_the_rule():
    """Section 9 for kill games: not adjacent (K2), killed by a card (K3), a leaver's card (K4)."""
    game = position(extra=["8♦", "10♦", "8♣"], hands=(("9♣", "2♠"), ("9♦", "3♠")))
    assert "not next to any card" in game.explain("2♠") and "(K2)" in game.explain("2♠")
    assert "playable" in game.explain("9♣") and "K2" in game.explain("9♣")
    game.play("9♣")  # kills 9♦ (bottom edge: 8♦, 10♦, 9♣)
    assert game.penalty_cards(1) == [c("9♦")]
    sentence = game.explain("9♦")
    assert sentence.startswith("Not playable") and "killed by 9♣" in sentence and "(K3)" in sentence
    left = leaver_position()
    left.play("pass")
    sentence = left.explain("A♦")
    assert "player 1" in sentence and "left the game" in sentence and "(K4)" in sentence  # seat 0, said from 1


# --------------------------------------------------------------------------- bad input


def test_illegal_plays_in_kill_games_name_the_rule_and_change_nothing():
    """K2, K3, R4: not adjacent, a killed cell, a card not held: IllegalMoveError, no change."""
    game = position(extra=["Q♥", "K♥"], hands=(("Q♠", "2♦", "8♠"), ("K♠", "8♥", "9♥")))
    assert "K2" in unchanged_after_error(game, "2♦", "not next to any card")
    assert "R4" in unchanged_after_error(game, "8♥", "does not hold")
    game.play("Q♠")  # kills K♠
    game.play("8♥")
    message = unchanged_after_error(game, "K♠", "K♠")
    assert re.search(r"\((K3|R4)\)", message)
    assert "R4" in unchanged_after_error(game, "9♥", "does not hold")  # player 1's card


def test_an_enclosed_empty_cell_not_listed_as_a_penalty_is_an_impossible_position():
    """K3: a cell already walled in must be listed as a penalty card; listed, it is accepted."""
    with pytest.raises(PositionError, match=r"K♠.*K3"):
        position(extra=["Q♠", "K♥"], hands=(("2♦",), ("K♠",)))
    with pytest.raises(PositionError, match=r"K♠.*K3"):
        position(extra=["Q♠", "K♥"], hands=(("2♦",), ("3♦",)))  # out of play, but walled in
    game = position(extra=["Q♠", "K♥"], hands=(("2♦",), ("3♦",)), penalties=[[], ["K♠"]])
    assert game.penalty_cards(1) == [c("K♠")]
    assert c("K♠") in game.dead_cells and c("K♠") not in game.playable_cells()


def test_penalty_cards_are_refused_in_a_game_without_kills():
    """K3: penalty cards belong to kill games."""
    for preset in ("shichi-narabe", "tunnel-open"):
        with pytest.raises(PositionError, match="kill"):
            Game.from_position(preset, layout=SEVENS, hands=[["8♠"], ["8♥"]], penalties=[["2♦"], []])


def test_bad_penalty_lists_are_refused():
    """K3: one penalty list per player; a card has one place."""
    with pytest.raises(PositionError):
        position(penalties=[["9♦"]])
    with pytest.raises(PositionError):
        position(hands=(("2♦",), ("3♦",)), penalties=[["2♦"], []])
    with pytest.raises(PositionError):
        position(penalties=[["7♠"], []])


# --------------------------------------------------------------------------- the rule text on random games


@pytest.mark.parametrize("preset", KILL_PRESETS)
def test_K2_K3_K8_K9_random_games_follow_the_reference_model(preset):
    """K2 (adjacency), K3/K8 (kills), K4 (dead cells), K7 (cylinder), K9 (diagonal), with
    shuffled rows (K1): at every turn the playable cells, ``kills_if`` and the Killed events
    agree with a from-scratch model of the rule text."""
    rules = Ruleset.preset(preset).replace(row_order="shuffled")
    for seed in (1, 2, 3):
        game = Game.new(rules, players=3 + seed % 2, seed=seed)
        ref = reference_for(game)
        rng = random.Random(100 + seed)
        closed: set[Card] = set()
        kills = 0
        for _ in range(400):
            if game.is_over:
                break
            layout = set(game.layout)
            assert set(game.playable_cells()) == ref.open_cells(layout, closed)
            assert set(game.dead_cells) == closed
            p = game.to_move
            for card in game.hand(p):
                if card in game.playable_cells():
                    assert set(game.kills_if(card)) == ref.dead(layout | {card}) - closed, (card, game.to_text())
            moves = list(game.legal_moves())
            plays = [m for m in moves if m != PASS]
            move = rng.choice(plays) if plays and rng.random() > 0.3 else rng.choice(moves)
            expected = ref.dead(layout | {move.card}) - closed if move != PASS else set()
            events = game.play(move)
            assert {e.card for e in killed_events(events)} == expected
            closed |= expected
            kills += len(expected)
            for e in events:
                if isinstance(e, LeftGame):
                    closed |= set(e.penalties)
        assert game.is_over
        assert kills > 0  # the model was exercised on kills, not only on quiet plays
