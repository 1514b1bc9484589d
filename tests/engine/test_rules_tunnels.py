"""Section 4 of docs/rules.md: tunnels (T1–T4), presets "tunnel", "tunnel-open" and "tunnel-joker"."""

from __future__ import annotations

import random

import pytest
from helpers import assert_illegal, names

from shichi_widgets.engine import Card, Game, Ruleset
from shichi_widgets.engine.events import JokerPlayed, JokerSwapped, Played

SEVENS = ["7♠", "7♥", "7♣", "7♦"]
SUITS = "♠♥♣♦"
LABELS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def run(suit: str, low: int, high: int) -> list[str]:
    """The cards of one suit from rank ``low`` to rank ``high``: run("♣", 1, 8) is A♣ … 8♣."""
    return [f"{LABELS[r]}{suit}" for r in range(low, high + 1)]


# R9's layout: spades 6–Q, hearts 5–10, clubs A–8, diamonds 4–9, and a bankruptcy filled
# Q♥ K♥ A♥ 2♠ Q♣ J♦.
R9_LAYOUT = [
    *run("♠", 6, 12),
    *run("♥", 5, 10),
    *run("♣", 1, 8),
    *run("♦", 4, 9),
    "Q♥",
    "K♥",
    "A♥",
    "2♠",
    "Q♣",
    "J♦",
]
# The 19 cards missing from R9's layout, split so that the joker holder (player 0) holds none of
# the cards the joker replaces in the T4 / J6 examples.
R9_JOKER_HOLDER = ["JK", "A♠", "4♠", "2♥", "3♥", "10♣", "J♣", "2♦", "Q♦"]
R9_REPLACED = ["5♠", "K♠", "4♥", "J♥", "9♣", "K♣", "3♦", "10♦"]
R9_OTHERS = ["3♠", "A♦", "K♦"]


def row_cells(game: Game, suit: str) -> set[str]:
    """The playable cells of one suit's row."""
    return {str(c) for c in game.playable_cells() if str(c).endswith(suit)}


def moves(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def play_checked(game: Game, move: str) -> None:
    """Play a move that must be legal now."""
    assert move in moves(game), f"{move} should be legal, legal moves are {sorted(moves(game))}"
    game.play(move)


def layout_with(*cards: str) -> list[str]:
    """The four 7s plus more cards (without repeating a 7)."""
    extra = [c for c in cards if c not in SEVENS]
    return SEVENS + extra


def r9_game(preset: str) -> Game:
    joker = Ruleset.preset(preset).jokers > 0
    holder = R9_JOKER_HOLDER if joker else R9_JOKER_HOLDER[1:]
    return Game.from_position(preset, layout=R9_LAYOUT, hands=[holder, R9_REPLACED, R9_OTHERS], to_move=0)


# ------------------------------------------------------------------------------------------ presets


def test_tunnel_presets_select_the_tunnel_rules():
    assert Ruleset.preset("tunnel").tunnels == "blocking"
    assert Ruleset.preset("tunnel-open").tunnels == "open"
    joker = Ruleset.preset("tunnel-joker")
    assert (joker.tunnels, joker.jokers, joker.joker_mode) == ("blocking", 1, "next")
    assert Ruleset.preset("shichi-narabe").tunnels is None


# ------------------------------------------------------------------------------------------ T1


@pytest.mark.parametrize("preset", ["tunnel", "tunnel-open", "tunnel-joker"])
def test_T1_king_follows_a_complete_low_side_through_the_tunnel(preset):
    """T1: A and K are neighbours, so once A♣ is down (clubs A–7) the K♣ is playable."""
    layout = layout_with(*run("♣", 1, 7))
    game = Game.from_position(preset, layout=layout, hands=[["K♣", "8♣"], ["Q♣", "9♣"]])
    expected = {"K♣"} if Ruleset.preset(preset).tunnels == "blocking" else {"K♣", "8♣"}
    assert row_cells(game, "♣") == expected


@pytest.mark.parametrize("preset", ["tunnel", "tunnel-open"])
def test_T1_ace_follows_a_complete_high_side_and_then_the_two(preset):
    """T1: going up past K leads to A, then 2 (the row is a cylinder)."""
    layout = layout_with(*run("♥", 7, 13))
    game = Game.from_position(preset, layout=layout, hands=[["A♥", "5♥"], ["2♥", "6♥"]])
    blocking = preset == "tunnel"
    assert row_cells(game, "♥") == ({"A♥"} if blocking else {"A♥", "6♥"})
    play_checked(game, "A♥")
    assert row_cells(game, "♥") == ({"2♥"} if blocking else {"2♥", "6♥"})
    play_checked(game, "2♥")
    assert row_cells(game, "♥") == ({"3♥"} if blocking else {"3♥", "6♥"})


def test_T1_without_tunnels_the_ends_are_not_neighbours():
    """Contrast for T1: in the basic game (L3) a complete high side leaves only 6♥."""
    layout = layout_with(*run("♥", 7, 13))
    game = Game.from_position("shichi-narabe", layout=layout, hands=[["A♥", "6♥"], ["2♥", "5♥"]])
    assert row_cells(game, "♥") == {"6♥"}
    assert "A♥" not in moves(game)


@pytest.mark.parametrize("preset", ["tunnel", "tunnel-open"])
def test_T1_a_row_without_its_seven_takes_no_part(preset):
    """T1 (and L4): 7♣ is out of play, so the A♣ on the table does not make K♣ or 2♣ playable."""
    layout = ["7♠", "7♥", "7♦", "A♣", "8♠"]
    game = Game.from_position(preset, layout=layout, hands=[["K♣", "2♣", "9♠"], ["Q♣", "6♠"]])
    assert row_cells(game, "♣") == set()
    assert moves(game) == {"9♠", "pass"}
    assert "L4" in game.explain("K♣")
    assert "L4" in game.explain("2♣")
    assert_illegal(game, "K♣", "L4")


def test_T1_with_sevens_played_a_row_without_its_seven_opens_only_at_the_seven():
    """T1 with tunnels in a game where 7s are played (B3): only 7♣ is open in the clubs row."""
    rules = Ruleset.preset("seven-bridge").replace(tunnels="blocking")
    game = Game.from_position(rules, layout=["7♦", "A♣"], hands=[["K♣", "2♣", "7♣"], ["6♦", "Q♣"]])
    assert row_cells(game, "♣") == {"7♣"}
    assert moves(game) == {"7♣", "pass"}


# ------------------------------------------------------------------------------------------ T2


def test_T2_complete_low_side_blocks_building_up_worked_example():
    """T2 example: clubs A–8 and Q♣ → 9♣ is not playable; clubs go K♣, J♣, 10♣, 9♣ (9♣ last)."""
    layout = layout_with(*run("♣", 1, 8), "Q♣")
    hands = [["9♣", "J♣", "2♦"], ["10♣", "K♣", "2♠"]]
    game = Game.from_position("tunnel", layout=layout, hands=hands, to_move=1)
    assert row_cells(game, "♣") == {"K♣"}
    assert "9♣" not in row_cells(game, "♣")
    for card, then in [("K♣", {"J♣"}), ("J♣", {"10♣"}), ("10♣", {"9♣"})]:
        play_checked(game, card)
        assert row_cells(game, "♣") == then
    # the last club is 9♣, played by player 0, who goes out
    assert game.to_move == 0
    play_checked(game, "9♣")
    assert row_cells(game, "♣") == set()
    assert all(Card.parse(c) in game.layout for c in run("♣", 1, 13))


def test_T2_blocked_card_is_explained_and_refused():
    """T2: a blocked 9♣ is explained by the complete low side and refused, naming T2."""
    layout = layout_with(*run("♣", 1, 8), "Q♣")
    game = Game.from_position("tunnel", layout=layout, hands=[["9♣", "J♣"], ["10♣", "K♣"]])
    why = game.explain("9♣")
    assert why.startswith("Not playable")
    assert "T2" in why
    assert "A–6" in why  # names the complete side
    assert "K♣" in why  # and the card that must come next
    assert "9♣" not in moves(game)
    assert_illegal(game, "9♣", "T2")
    ok = game.explain("K♣")
    assert "playable" in ok and not ok.startswith("Not") and "T2" in ok


def test_T2_hearts_worked_example_two_before_four():
    """T2 example: hearts 5–10 with Q♥ K♥ A♥ filled; after J♥ the next heart is 2♥, and 4♥ waits
    for 2♥ and 3♥."""
    layout = layout_with(*run("♥", 5, 10), "Q♥", "K♥", "A♥")
    game = Game.from_position("tunnel", layout=layout, hands=[["J♥", "3♥", "6♠"], ["2♥", "4♥", "8♠"]])
    # neither side complete yet: L3's two cards
    assert row_cells(game, "♥") == {"J♥", "4♥"}
    play_checked(game, "J♥")  # completes 8–K
    assert row_cells(game, "♥") == {"2♥"}
    assert "4♥" not in moves(game)
    why = game.explain("4♥")
    assert why.startswith("Not playable") and "T2" in why and "8–K" in why and "2♥" in why
    assert_illegal(game, "4♥", "T2")
    play_checked(game, "2♥")
    assert row_cells(game, "♥") == {"3♥"}
    play_checked(game, "3♥")
    assert row_cells(game, "♥") == {"4♥"}
    play_checked(game, "4♥")
    assert row_cells(game, "♥") == set()


def test_T2_neither_side_complete_is_plain_L3():
    """T2, first case: neither side complete → the next card outward on each side, no tunnel."""
    layout = layout_with(*run("♦", 4, 10), "K♦", "A♦")
    game = Game.from_position("tunnel", layout=layout, hands=[["3♦", "J♦", "Q♦"], ["2♦", "5♠"]])
    assert row_cells(game, "♦") == {"3♦", "J♦"}


def test_T2_complete_high_side_with_ace_down_goes_up_from_the_ace():
    """T2, third case: high side 8–K complete and A down → the next missing card going up from A."""
    layout = layout_with(*run("♠", 7, 13), "A♠", "2♠", "5♠")
    game = Game.from_position("tunnel", layout=layout, hands=[["3♠", "6♠"], ["4♠", "8♦"]])
    assert row_cells(game, "♠") == {"3♠"}
    assert "6♠" not in moves(game)
    assert_illegal(game, "6♠", "T2")


def test_T2_complete_low_side_with_king_down_goes_down_from_the_king():
    """T2, second case: low side complete and K down → the next missing card going down from K."""
    layout = layout_with(*run("♦", 1, 7), "K♦", "J♦")
    game = Game.from_position("tunnel", layout=layout, hands=[["Q♦", "8♦"], ["10♦", "9♦"]])
    assert row_cells(game, "♦") == {"Q♦"}
    play_checked(game, "Q♦")
    assert row_cells(game, "♦") == {"10♦"}


def test_T2_R9_layout_single_plays():
    """T2 on R9's layout: clubs A–8 is blocked (K♣ instead of 9♣), hearts/spades/diamonds as L3."""
    game = r9_game("tunnel")
    assert names(game.playable_cells()) == {"5♠", "K♠", "4♥", "J♥", "K♣", "3♦", "10♦"}


def _first_missing(row: set[int], path) -> int | None:
    for rank in path:
        if rank not in row:
            return rank
    return None


UP = (8, 9, 10, 11, 12, 13)
DOWN = (6, 5, 4, 3, 2, 1)


def reference_open(row: set[int], mode: str) -> set[int]:
    """T2/T3 written independently: the open ranks of one row."""
    if 7 not in row:
        return set()
    if mode == "blocking":
        low_done = all(r in row for r in DOWN)
        high_done = all(r in row for r in UP)
        if low_done and high_done:
            return set()
        if low_done:  # only the K, or going down from the K
            found = _first_missing(row, tuple(reversed(UP)))
            return {found} if found else set()
        if high_done:  # only the A, or going up from the A
            found = _first_missing(row, tuple(reversed(DOWN)))
            return {found} if found else set()
        return {r for r in (_first_missing(row, UP), _first_missing(row, DOWN)) if r}
    up = _first_missing(row, UP + tuple(reversed(DOWN)))
    down = _first_missing(row, DOWN + tuple(reversed(UP)))
    return {r for r in (up, down) if r}


def reference_cells(game: Game, mode: str) -> set[str]:
    out = set()
    for s, suit in enumerate(SUITS):
        row = {c.rank.value for c in game.layout if c.suit.value == s}
        out |= {f"{LABELS[r]}{suit}" for r in reference_open(row, mode)}
    return out


@pytest.mark.parametrize(("preset", "mode"), [("tunnel", "blocking"), ("tunnel-open", "open")])
def test_T2_T3_random_games_match_an_independent_model(preset, mode):
    """T2/T3: in whole random games (bankruptcies included) the open cells always follow the rule."""
    for seed in range(12):
        rng = random.Random(seed)
        game = Game.new(preset, players=4, seed=seed)
        steps = 0
        while not game.is_over:
            assert names(game.playable_cells()) == reference_cells(game, mode), game.to_text()
            legal = game.legal_moves()
            plays = [m for m in legal if str(m) != "pass"]
            game.play(rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal))
            steps += 1
            assert steps < 500
        assert game.result is not None


# ------------------------------------------------------------------------------------------ T3


def test_T3_open_tunnel_clubs_worked_example():
    """T3 example: clubs A–8 and Q♣ → both 9♣ and K♣ are playable."""
    layout = layout_with(*run("♣", 1, 8), "Q♣")
    game = Game.from_position("tunnel-open", layout=layout, hands=[["9♣", "K♣"], ["10♣", "J♣"]])
    assert row_cells(game, "♣") == {"9♣", "K♣"}
    assert {"9♣", "K♣"} <= moves(game)
    assert "T3" in game.explain("9♣") and "T3" in game.explain("K♣")
    assert "tunnel" in game.explain("K♣")
    play_checked(game, "K♣")
    # going down through the tunnel continues with J♣; going up is still at 9♣
    assert row_cells(game, "♣") == {"9♣", "J♣"}


def test_T3_open_tunnel_hearts_worked_example():
    """T3 example: hearts 5–10 with Q♥ K♥ A♥ filled, after J♥ → both 2♥ and 4♥ playable."""
    layout = layout_with(*run("♥", 5, 10), "Q♥", "K♥", "A♥")
    game = Game.from_position("tunnel-open", layout=layout, hands=[["J♥", "3♠"], ["2♥", "4♥"]])
    play_checked(game, "J♥")
    assert row_cells(game, "♥") == {"2♥", "4♥"}
    assert moves(game) == {"2♥", "4♥", "pass"}
    play_checked(game, "2♥")
    # up through the tunnel reaches 3♥; down from the 7 it is still 4♥
    assert row_cells(game, "♥") == {"3♥", "4♥"}


def test_T3_open_tunnel_R9_layout():
    """T3 on R9's layout: clubs offer both 9♣ and K♣; no row is blocked."""
    game = r9_game("tunnel-open")
    assert names(game.playable_cells()) == {"5♠", "K♠", "4♥", "J♥", "9♣", "K♣", "3♦", "10♦"}


def test_T3_a_card_not_next_either_way_is_refused_with_T3():
    layout = layout_with(*run("♣", 1, 8), "Q♣")
    game = Game.from_position("tunnel-open", layout=layout, hands=[["10♣", "K♣"], ["9♣", "J♣"]])
    why = game.explain("10♣")
    assert why.startswith("Not playable") and "T3" in why
    assert_illegal(game, "10♣", "T3")


# ------------------------------------------------------------------------------------------ T4


def test_T4_worked_examples_on_R9_layout():
    """T4 examples (R9's layout, blocking tunnels): joker + 10♣ no longer legal; joker + J♣ (as K♣),
    joker + A♠ (as K♠) and joker + 2♥ (as J♥) are; J6's other plays remain."""
    game = r9_game("tunnel-joker")
    joker = {m for m in moves(game) if m.startswith("JK")}
    assert "JK=9♣+10♣" not in joker
    assert {"JK=K♣+J♣", "JK=K♠+A♠", "JK=J♥+2♥"} <= joker
    # J6's plays that do not involve the blocked clubs are unchanged
    assert {"JK=5♠+4♠", "JK=4♥+3♥", "JK=3♦+2♦", "JK=10♦+Q♦"} <= joker
    assert joker == {"JK=K♣+J♣", "JK=K♠+A♠", "JK=J♥+2♥", "JK=5♠+4♠", "JK=4♥+3♥", "JK=3♦+2♦", "JK=10♦+Q♦"}


def test_T4_without_tunnels_the_same_position_has_J6s_plays():
    """Contrast for T4: the "joker" preset (no tunnels) gives exactly J6's joker plays."""
    game = r9_game("joker")
    joker = {m for m in moves(game) if m.startswith("JK")}
    assert joker == {"JK=5♠+4♠", "JK=4♥+3♥", "JK=9♣+10♣", "JK=3♦+2♦", "JK=10♦+Q♦"}


def test_T4_joker_with_ten_of_clubs_is_refused_citing_T2():
    game = r9_game("tunnel-joker")
    assert "T2" in game.explain("JK=9♣+10♣")
    assert game.explain("JK=9♣+10♣").startswith("Not legal")
    assert_illegal(game, "JK=9♣+10♣", "T2")


def test_T4_joker_as_king_of_clubs_with_jack_and_the_swap():
    """T4 + J3: joker as K♣ with J♣; player 1 holds K♣, swaps it in and takes the joker."""
    game = r9_game("tunnel-joker")
    assert game.explain("JK=K♣+J♣").startswith("Legal")
    events = game.play("JK=K♣+J♣")
    assert events[0] == JokerPlayed(0, Card.parse("K♣"), Card.parse("J♣"))
    assert JokerSwapped(1, Card.parse("K♣")) in events
    assert {Card.parse("K♣"), Card.parse("J♣")} <= game.layout
    assert Card.parse("JK") in game.hand(1)
    assert Card.parse("JK") not in game.hand(0)
    assert row_cells(game, "♣") == {"10♣"}
    assert game.to_move == 1  # the swap is not a turn for player 1 (J3); play continues with player 1


def test_T4_joker_as_king_of_spades_with_ace_then_three_and_five_last():
    """T4 example: joker + A♠ (joker as K♠): afterwards the next spade is 3♠ and 5♠ is the last."""
    game = r9_game("tunnel-joker")
    game.play("JK=K♠+A♠")
    assert Card.parse("JK") in game.hand(1) and Card.parse("K♠") in game.layout
    assert row_cells(game, "♠") == {"3♠"}
    assert "5♠" not in moves(game)  # player 1 holds 5♠ but it is blocked
    assert_illegal(game, "5♠", "T2")
    play_checked(game, "pass")  # player 1
    play_checked(game, "3♠")  # player 2
    assert row_cells(game, "♠") == {"4♠"}
    play_checked(game, "4♠")  # player 0
    assert row_cells(game, "♠") == {"5♠"}
    play_checked(game, "5♠")  # player 1: the last spade
    assert row_cells(game, "♠") == set()
    assert all(Card.parse(c) in game.layout for c in run("♠", 1, 13))


def test_T4_joker_as_jack_of_hearts_with_two_then_three():
    """T4 example: joker + 2♥ (joker as J♥): the next heart is then 3♥."""
    game = r9_game("tunnel-joker")
    events = game.play("JK=J♥+2♥")
    assert JokerSwapped(1, Card.parse("J♥")) in events
    assert row_cells(game, "♥") == {"3♥"}
    assert "4♥" not in moves(game)


def test_T4_no_joker_play_without_a_card_beyond():
    """T4/J4: with blocking tunnels a complete high side but for K leaves no card beyond K → no play."""
    layout = layout_with(*run("♠", 1, 12))  # only K♠ missing
    game = Game.from_position("tunnel-joker", layout=layout, hands=[["JK", "8♦"], ["K♠", "9♦"]])
    assert not any(m.startswith("JK") for m in moves(game))
    assert_illegal(game, "JK=K♠+8♦", "J4")


def test_T4_refuses_a_wrong_partner_card_and_the_joker_alone():
    game = r9_game("tunnel-joker")
    msg = assert_illegal(game, "JK=K♣+10♣", "J2")
    assert "J♣" in msg  # names the card that must go with the joker
    assert_illegal(game, "JK=K♣", "J2")


def test_T4_random_joker_plays_match_an_independent_model():
    """T4: in random tunnel-joker games every joker play is (X open, Y next missing beyond X through
    the tunnel in the same direction, Y held, X not held), and no other."""
    for seed in range(10):
        rng = random.Random(seed)
        game = Game.new("tunnel-joker", players=4, seed=seed)
        while not game.is_over:
            p = game.to_move
            hand = names(game.hand(p))
            expected = set()
            if "JK" in hand:
                for s, suit in enumerate(SUITS):
                    row = {c.rank.value for c in game.layout if c.suit.value == s}
                    if 7 not in row:
                        continue
                    low_done = all(r in row for r in DOWN)
                    high_done = all(r in row for r in UP)
                    paths = []
                    if not low_done:  # going up is not blocked
                        paths.append(UP + tuple(reversed(DOWN)))
                    if not high_done:
                        paths.append(DOWN + tuple(reversed(UP)))
                    for path in paths:
                        x = _first_missing(row, path)
                        if x is None:
                            continue
                        y = _first_missing(row, path[path.index(x) + 1 :])
                        if y is None:
                            continue  # J4: nothing missing beyond X
                        xs, ys = f"{LABELS[x]}{suit}", f"{LABELS[y]}{suit}"
                        if ys in hand and xs not in hand:
                            expected.add(f"JK={xs}+{ys}")
            got = {m for m in moves(game) if m.startswith("JK")}
            assert got == expected, game.to_text()
            legal = game.legal_moves()
            joker = [m for m in legal if str(m).startswith("JK")]
            plays = [m for m in legal if str(m) != "pass"]
            choice = rng.choice(joker) if joker and rng.random() < 0.5 else rng.choice(plays or legal)
            game.play(choice)
        assert game.result is not None


def test_T4_plain_plays_in_tunnel_joker_follow_T2():
    game = r9_game("tunnel-joker")
    game.play("pass")
    assert game.to_move == 1
    events = game.play("K♣")
    assert events == (Played(1, Card.parse("K♣")),)
    assert row_cells(game, "♣") == {"J♣"}
