"""A bot knows only what its player may know, and its sampled deals fit everything known."""

from __future__ import annotations

import random

import pytest

from shichi_widgets import BlockerBot, ExpertBot, Game, GreedyBot, RandomBot, Ruleset
from shichi_widgets.bots import playout
from shichi_widgets.bots.features import View
from shichi_widgets.bots.knowledge import Knowledge
from shichi_widgets.engine import Card, public


def test_sampled_deals_keep_every_hand_size_and_never_deal_a_seen_card(rules, positions):
    for game in positions(rules, count=3, players=5):
        p = game.to_move
        know = Knowledge.of(game)
        rng = random.Random(0)
        for _ in range(20):
            hands, jokers = know.sample(rng)
            assert hands[p] == game.hand_mask(p)
            for seat in range(game.players):
                assert hands[seat] & game.layout_mask == 0
                size = hands[seat].bit_count() + jokers[seat]
                assert size == know.sizes[seat], (str(rules), seat)
            dealt = [h for s, h in enumerate(hands) if s != p]
            assert sum(h.bit_count() for h in dealt) == sum(dealt).bit_count() == sum(h for h in dealt).bit_count()
            assert sum(dealt) & ~know.unknown & ~sum(know.shown) == 0


def test_a_pass_where_play_is_compulsory_rules_out_the_open_cards():
    game = Game.new("sevens", 4, seed=2)
    bot = RandomBot(seed=1)
    while not any(turn.move.kind == "pass" for turn in game.history):
        game.play(bot.choose(game))
    passer = game.history[-1].player
    before = game.copy()
    before.undo()
    ruled_out = before.open_mask
    observer = (passer + 1) % 4
    while game.to_move != observer:
        game.play(bot.choose(game))
    know = Knowledge.of(game)
    assert know.excluded[passer] & ruled_out == ruled_out
    rng = random.Random(3)
    for _ in range(200):
        hands, _ = know.sample(rng)
        assert hands[passer] & ruled_out == 0


def test_a_voluntary_pass_proves_nothing():
    game = Game.from_position(
        "shichi-narabe", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["8♠", "2♣"], ["6♠", "K♦"], ["8♥", "A♦"]]
    )
    game.play("pass")
    assert Knowledge.of(game).excluded == (0, 0, 0)


def test_a_swapped_joker_is_known_to_be_with_its_new_holder():
    game = Game.from_position(
        "joker",
        layout=["7♠", "7♥", "7♣", "7♦"],
        hands=[["JK", "9♠", "2♣"], ["8♠", "3♥", "4♥"], ["K♦", "5♣", "Q♣"]],
    )
    game.play("JK=8♠+9♠")  # J2, J3: player 1 held 8♠ and takes the joker
    know = Knowledge.of(game, player=2)
    assert know.known_jokers[1] == 1 and know.hidden_jokers == 0
    hands, jokers = know.sample(random.Random(0))
    assert jokers == [0, 1, 0]
    assert hands[1].bit_count() == 2 and hands[0].bit_count() == 1


def test_the_ghost_takes_over_what_is_known_of_the_talkers_hand():
    game = Game.new("ghost", 4, seed=5)
    bot = RandomBot(seed=5)
    while game.ghost is None:
        game.play(bot.choose(game))
    talker = game.to_move
    game.talk_to_ghost(talker)  # G1
    know = Knowledge.of(game)
    assert know.sizes[talker] == 0
    hands, _ = know.sample(random.Random(1))
    assert all(hands[s].bit_count() == game.hand_size(s) for s in range(4))
    assert ExpertBot(seed=1, playouts=30).choose(game) in game.legal_moves()


@pytest.mark.parametrize(
    "make", [RandomBot, GreedyBot, BlockerBot, lambda seed: ExpertBot(seed=seed, playouts=60)],
    ids=["random", "greedy", "blocker", "expert"],
)
def test_bots_decide_the_same_whatever_the_hidden_hands_hold(make):
    layout = ["7♠", "7♥", "7♣", "7♦", "8♠", "6♥", "5♥", "8♣"]
    mine = ["9♠", "10♠", "4♥", "6♣", "2♦"]
    theirs = ["J♠", "Q♠", "3♥", "5♣", "9♣", "10♣", "6♦", "8♦", "K♦", "A♠"]
    rng = random.Random(4)
    choices = set()
    for _ in range(4):
        rng.shuffle(theirs)
        game = Game.from_position("tunnel", layout=layout, hands=[mine, theirs[:5], theirs[5:]])
        assert Knowledge.of(game) == Knowledge.of(game)
        choices.add((str(make(7).choose(game)), make(7).explain(game)))
    assert len(choices) == 1, choices



# --------------------------------------------------------------------------- K6: hidden penalties
K6 = Ruleset.preset("koroshi").replace(hidden_penalties=True)
K6_LAYOUT = [*(f"{rank}♠" for rank in ("7", "8", "9", "10", "J", "Q")),
             *(f"{rank}♥" for rank in ("7", "8", "9", "10", "J", "Q", "K")), "7♣", "7♦"]  # Q♠ and K♥ kill K♠ (K3)
K6_MINE = ["6♠", "5♥", "6♣", "8♣", "A♦"]
KS = Card.parse("K♠").bit
K6_REST = [  # every other card but K♠: 31 cards, 15 live ones beside K♠ in one hand and 16 in the other
    card for card in (f"{rank}{suit}" for suit in "♠♥♣♦" for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split())
    if card not in K6_MINE and card != "K♠" and card not in K6_LAYOUT
]


def _k6_game(holder: int, seed: int) -> Game:
    """Seat 0 to move; K♠ is killed and hidden in ``holder``'s hand (1 or 2), the other cards dealt
    at random: the table sees the same in every such game (both hands hold 16 cards)."""
    cards = K6_REST[:]
    random.Random(seed).shuffle(cards)
    hands: list[list[str]] = [K6_MINE, [], []]
    hands[holder], hands[3 - holder] = cards[:15], cards[15:]
    penalties: list[list[str]] = [[], [], []]
    penalties[holder] = ["K♠"]
    return Game.from_position(K6, layout=K6_LAYOUT, hands=hands, penalties=penalties, to_move=0)


def test_K6_the_knowledge_is_the_same_whoever_holds_a_hidden_killed_card():
    """K6: who holds a killed card is secret, so it changes nothing a player knows: every hidden
    hand is dealt its whole size (live and hidden penalty cards), the killed card among them."""
    games = [_k6_game(holder, seed) for holder in (1, 2) for seed in range(3)]
    assert {len(g.penalty_cards(1)) for g in games} == {0, 1}  # the truth differs...
    know = Knowledge.of(games[0])
    assert all(Knowledge.of(g) == know for g in games)  # ...what seat 0 knows does not
    assert know.sizes == (5, 16, 16)
    assert know.unknown & KS
    assert know.killed == KS


def test_K6_a_sampled_deal_makes_the_killed_cards_in_a_hand_its_penalty_cards():
    """K6: in a playout's deal, the hand dealt the killed K♠ holds it as a penalty card (K3), not
    as a live card, and the dead cells are the ones the table sees."""
    game = _k6_game(1, 0)
    know = Knowledge.of(game)
    table = playout.Table.of(game.rules, game.players)
    base = playout.state_from_game(game)
    rng = random.Random(3)
    holders = set()
    for _ in range(40):
        hands, jokers = know.sample(rng)
        state = know.state(table, base, hands, jokers)
        holder = next(seat for seat in (1, 2) if hands[seat] & KS)
        holders.add(holder)
        assert state.penalties[holder] == KS
        assert state.penalties[3 - holder] == 0 and state.penalties[0] == 0
        assert state.hands[holder] == hands[holder] & ~KS
        assert state.closed == KS and not state.open & KS
    assert holders == {1, 2}  # either seat may hold it


def _k6_left(kept: list[str]) -> Game:
    """Seat 1 has just left (K4) keeping ``kept`` face down (K6); seat 2 is to move."""
    others = [card for card in ("A♣", "2♣", "K♦", "Q♦", "J♦", "3♣") if card not in kept]
    game = Game.from_position(K6, layout="7♠ 7♥ 7♣ 7♦", hands=[["8♠", "9♠", "10♠", "6♥"], kept, others],
                              passes_used=[0, 3, 0], to_move=1)
    game.play("pass")  # seat 1 cannot play and has passed three times: it leaves (K4)
    return game


def test_K6_a_leavers_kept_cards_stay_secret():
    """K4 + K6: a player who leaves keeps their cards face down; the others know how many, not
    which, so their cells look empty (open when next to a card) and any unseen card may be one."""
    seen = []
    for kept in (["A♣", "2♣"], ["K♦", "Q♦"]):
        game = _k6_left(kept)
        assert game.status(1) == "bankrupt" and game.to_move == 2
        know = Knowledge.of(game, 0)
        view = View(game, 0)  # what the bots' quick judgements see, for seat 0
        seen.append((know, view.dead, view.open, view.others))
        assert know.seats == (1, 2) and know.sizes[1] == 2
        assert public.open_mask(game) & Card.parse("6♣").bit and not public.dead_mask(game)
    assert seen[0] == seen[1]


@pytest.mark.parametrize(
    "make", [RandomBot, GreedyBot, BlockerBot, lambda seed: ExpertBot(seed=seed, playouts=60)],
    ids=["random", "greedy", "blocker", "expert"],
)
def test_K6_bots_decide_the_same_whoever_holds_the_hidden_penalty_cards(make):
    """K6: neither who holds a killed card nor what a leaver kept changes a bot's move or words."""
    for games in ([_k6_game(holder, seed) for holder in (1, 2) for seed in range(2)],
                  [_k6_left(["A♣", "2♣"]), _k6_left(["K♦", "Q♦"]), _k6_left(["2♣", "J♦"])]):
        choices = {(str(make(7).choose(game)), make(7).explain(game)) for game in games}
        assert len(choices) == 1, choices
