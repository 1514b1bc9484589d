"""Hands that could never end (issue 14) end by a stated rule.

With a partial deck (``from_position``: cards in neither the layout nor a hand are out of play)
the cards the layout needs may all be out of play. Where a stuck player only loses the turn
(B8 without yūrei, Fan Tan; W4 Sevens, where every pass also costs a chip) nothing would ever
happen again. The README's rule (closest: B5's hand with no active player left, W5): such a
*blocked* hand ends at once, scored as it stands, with no winner; a position already blocked is
refused by ``from_position`` (it would be over before it starts). Every other variant ends by
its own rules (R6 bankruptcy, B5 yūrei, K4 leaving): the built positions of every preset are
played to the end here, with a bounded loop.
"""

from __future__ import annotations

import random

import pytest

from shichi_widgets import Game, NotationError, PositionError, Ruleset, RulesetError
from shichi_widgets.engine.events import HandOver, LostTurn, Passed

NO_YUREI = Ruleset.preset("seven-bridge").replace(ghost=False)
LOSE_TURN_RULES = {
    "seven-bridge no yūrei (B8)": NO_YUREI,
    "Fan Tan, no passes (B8)": NO_YUREI.replace(passes=0),
    "sevens (W4)": Ruleset.preset("sevens"),
    "sevens, 7♦ opens (W2)": Ruleset.preset("sevens").replace(opening_card="7♦"),
}
ALL_RULES = {name: Ruleset.preset(name) for name in Ruleset.presets()} | LOSE_TURN_RULES
CARDS = [f"{rank}{suit}" for suit in "♠♥♣♦" for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]


def test_the_issue_position_is_refused_as_over_before_it_starts_B8():
    """Issue 14: this gave LostTurn forever."""
    with pytest.raises(PositionError) as info:
        Game.from_position(NO_YUREI, layout=["7♦"], hands=[["2♠"], ["3♣"]], passes_used=[3, 3])
    message = str(info.value)
    assert "nobody can ever place a card" in message and "B8" in message and "over before it starts" in message


def test_a_sevens_position_that_would_drain_chips_forever_is_refused_W4():
    with pytest.raises(PositionError, match="W4"):
        Game.from_position("sevens", layout=["7♠"], hands=[["2♦"], ["3♣"]])


def test_a_seven_bridge_hand_that_becomes_blocked_ends_as_it_stands_B5_B8():
    game = Game.from_position(NO_YUREI, layout=["7♦"], hands=[["8♦", "2♠"], ["3♣", "4♣"]])
    events = game.play("8♦")  # 6♦, 9♦ and the other 7s are out of play: nobody can ever place again
    assert game.is_over and game.legal_moves() == ()
    assert isinstance(events[-1], HandOver)
    result = game.result
    assert result.winner is None  # nobody went out (B6)
    assert result.scores == (2, 3 + 4)  # what each holds, by value (B6)
    assert game.statuses == ("active", "active")
    # the finished position reads back, and undo takes the hand back to play
    again = Game.from_text(game.to_text())
    assert again == game and again.to_text() == game.to_text()
    assert Game.from_text(game.to_text(history=True)) == game
    game.undo()
    assert not game.is_over and game.to_move == 0


def test_a_seven_bridge_hand_with_a_player_still_able_to_play_goes_on_B4():
    game = Game.from_position(NO_YUREI, layout=["7♦"], hands=[["8♦", "2♠"], ["9♦", "4♣"]])
    game.play("8♦")
    assert not game.is_over and game.to_move == 1


def test_a_sevens_hand_that_becomes_blocked_ends_and_nobody_takes_the_pot_W5():
    game = Game.from_position("sevens", layout=["7♠"], hands=[["8♠", "2♦"], ["3♣"]])
    assert [str(m) for m in game.legal_moves()] == ["8♠"]  # W4: a player who can play must
    game.play("8♠")
    assert game.is_over
    result = game.result
    assert result.winner is None
    assert result.chips == (19 - 1, 19 - 1)  # each pays a chip a card (W5); the pot stays
    assert Game.from_text(game.to_text()) == game


def test_position_text_of_a_blocked_hand_that_is_not_over_is_refused_B8():
    game = Game.from_position(NO_YUREI, layout=["7♦"], hands=[["8♦", "2♠"], ["3♣", "4♣"]])
    text = game.to_text().replace("layout: 7♦", "layout: 7♦ 8♦").replace("hand 0: 2♠ 8♦", "hand 0: 2♠")
    assert text != game.to_text()
    with pytest.raises(NotationError, match="B8"):
        Game.from_text(text)


def test_play_until_one_player_holds_cards_refuses_the_lose_turn_rule_R6():
    """A stuck player loses the turn only where the hand ends when a player goes out (B6, W5):
    in a ranking game a blocked hand would leave players without a place (R8)."""
    with pytest.raises(RulesetError, match="R6"):
        Ruleset.preset("shichi-narabe").replace(stuck="lose-turn")


# ------------------------------------------------------------------ every built position ends


def random_partial_position(rules: Ruleset, rng: random.Random) -> Game:
    """A random ``from_position`` start with a partial deck (may raise PositionError)."""
    n = rng.randint(2, 5)
    sevens_dealt = rules.sevens == "dealt"
    layout = set()
    for suit in "♠♥♣♦":
        if rng.random() < 0.7:
            low, high = rng.randint(1, 7), rng.randint(7, 13)
            layout |= {CARDS["♠♥♣♦".index(suit) * 13 + r - 1] for r in range(low, high + 1)}
    if rules.opening_card is not None and rng.random() < 0.5:
        layout = set()
    lost = rng.choice([0.3, 0.6, 0.85, 0.95])  # most of the deck out of play
    hands: list[list[str]] = [[] for _ in range(n)]
    for card in CARDS:
        if card in layout or (sevens_dealt and card.startswith("7")):
            continue
        opening = rules.opening_card is not None and card == str(rules.opening_card) and not layout
        if opening or rng.random() >= lost:
            hands[rng.randrange(n)].append(card)
    for _ in range(rules.jokers):
        if rng.random() < 0.5:
            hands[rng.randrange(n)].append("JK")
    holders = [s for s in range(n) if hands[s]]
    to_move = rng.choice(holders) if holders else 0
    if rules.opening_card is not None and not layout:
        to_move = next((s for s in range(n) if str(rules.opening_card) in hands[s]), 0)
    top = 3 if rules.passes is None else rules.passes
    passes = [rng.randint(0, top) for _ in range(n)]
    penalties = [[] for _ in range(n)] if rules.kill is not None else None
    return Game.from_position(rules, layout=sorted(layout), hands=hands, to_move=to_move, passes_used=passes,
                              penalties=penalties)


def bound(game: Game) -> int:
    """Moves enough for any hand that ends: at most 52 plays, and between two plays each player
    passes at most their tokens and loses at most one turn a round (B4, B8, W4)."""
    tokens = 0 if game.rules.passes is None else game.rules.passes * game.players
    return 53 * (game.players * (tokens + 2) + 1) + 10 * game.players


@pytest.mark.parametrize("name", ALL_RULES)
def test_every_built_partial_deck_position_is_refused_or_played_to_its_end(name):
    rules = ALL_RULES[name]
    rng = random.Random(f"never-ending/{name}")
    played = blocked = refused = 0
    for _ in range(300):
        try:
            game = random_partial_position(rules, rng)
        except PositionError as exc:
            refused += 1
            if "nobody can ever place" in str(exc):
                blocked += 1
            continue
        limit = bound(game)
        lost_turns = 0
        for _ in range(limit):
            if game.is_over:
                break
            moves = game.legal_moves()
            assert moves, f"no legal move before the end (R6):\n{game.to_text()}"
            events = game.play(rng.choice(moves))
            lost_turns += sum(isinstance(e, (LostTurn, Passed)) for e in events)
        assert game.is_over, f"{name}: still going after {limit} moves ({lost_turns} passes):\n{game.to_text()}"
        assert game.result is not None
        if rules.stuck == "lose-turn" and game.result.winner is None:
            blocked += 1  # ended blocked: nobody went out
        played += 1
    assert played >= 50, f"only {played} positions were built ({refused} refused)"
    if rules.stuck == "lose-turn":
        assert blocked > 0, "no position was blocked: the rule was not exercised"
