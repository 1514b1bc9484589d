"""Matches (engine/match.py): dealer rotation, cumulative scores, B7 (fixed number of hands, target
100, tie-break hand among the tied players only) and W6 (most chips wins)."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from shichi_widgets.engine import Game, IllegalMoveError, Match, PositionError, Ruleset

SB = "seven-bridge"


@dataclass
class HandRecord:
    seats: tuple[int, ...]
    dealer: int
    sizes: tuple[int, ...]
    chips_at_start: tuple[int, ...]
    totals_before: tuple[int, ...]
    totals_after: tuple[int, ...]
    scores: tuple[int, ...]


def play_hand(game: Game, rng: random.Random) -> None:
    steps = 0
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        steps += 1
        assert steps < 3000


def play_match(match: Match, rng: random.Random) -> list[HandRecord]:
    """Play every hand with random legal moves, recording what each hand looked like."""
    records = []
    while not match.is_over:
        game = match.game
        seats = match.seats_of_hand[-1]
        assert game.players == len(seats)
        sizes = tuple(game.hand_size(p) for p in range(game.players))
        chips = game.chips
        before = tuple(match.totals)
        with pytest.raises(IllegalMoveError):
            match.next_hand()  # the hand in play is not over yet
        play_hand(game, rng)
        scores = game.result.scores
        nxt = match.next_hand()
        assert nxt is match.game
        records.append(HandRecord(seats, game.dealer, sizes, chips, before, tuple(match.totals), scores))
        assert len(records) < 50
    return records


def check_totals(match: Match, records: list[HandRecord], start: int) -> None:
    """Cumulative scores: each hand adds its scores to the seats that played it (penalties, ranks),
    or sets the chips (Sevens); seats that sat out keep their total."""
    assert len(match.results) == len(records)
    totals = [start] * match.players
    for record, result in zip(records, match.results, strict=True):
        assert tuple(totals) == record.totals_before
        assert result.scores == record.scores
        for sub, seat in enumerate(record.seats):
            if match.rules.scoring == "chips":
                totals[seat] = result.scores[sub]
            else:
                totals[seat] += result.scores[sub]
        assert tuple(totals) == record.totals_after
    assert totals == match.totals


def regular(records: list[HandRecord], players: int) -> list[HandRecord]:
    return [r for r in records if len(r.seats) == players]


# ------------------------------------------------------------------------------------------ basics


def test_match_starts_with_the_first_hand_dealt():
    match = Match(SB, players=4, seed=1, dealer=2)
    assert not match.is_over
    assert match.winner is None
    assert match.totals == [0, 0, 0, 0]
    assert match.hands == 5  # B7: often 5
    assert match.target is None
    assert match.lower_wins
    assert match.game.dealer == 2
    assert match.seats_of_hand == [(0, 1, 2, 3)]


def test_match_refuses_bad_set_ups():
    with pytest.raises(PositionError, match="R1"):
        Match(SB, players=1)
    with pytest.raises(PositionError, match="R1"):
        Match(SB, players=9)
    with pytest.raises(PositionError, match="B7"):
        Match(SB, players=4, hands=0)


def test_match_next_hand_refused_before_the_hand_ends_and_after_the_match():
    match = Match(SB, players=3, seed=2, hands=1)
    with pytest.raises(IllegalMoveError, match="not over"):
        match.next_hand()
    rng = random.Random(2)
    play_match(match, rng)
    assert match.is_over and match.game is None
    with pytest.raises(IllegalMoveError, match="over"):
        match.next_hand()


# ------------------------------------------------------------------------------------------ dealer rotation


@pytest.mark.parametrize("first", [0, 2])
def test_match_dealer_rotates_clockwise_after_each_hand(first):
    """B1: the deal passes clockwise after each hand; with 3 players the dealer gets 18 cards."""
    match = Match(SB, players=3, seed=5, dealer=first, hands=4)
    records = play_match(match, random.Random(5))
    full = regular(records, 3)
    assert len(full) == 4
    assert [r.dealer for r in full] == [(first + k) % 3 for k in range(4)]
    for r in full:
        assert r.sizes[r.dealer] == 18
        assert sorted(r.sizes) == [17, 17, 18]


def test_sevens_match_dealer_rotates_to_the_left():
    """W6: the deal passes to the left; the player left of the dealer gets the first card (W1) and
    starts (W2)."""
    match = Match("sevens", players=5, seed=3, dealer=4)
    records = play_match(match, random.Random(3))
    full = regular(records, 5)
    assert [r.dealer for r in full] == [4, 0, 1, 2, 3]
    for r in full:
        assert r.sizes[(r.dealer + 1) % 5] == 11 and r.sizes[(r.dealer + 2) % 5] == 11
        assert r.sizes[r.dealer] == 10


# ------------------------------------------------------------------------------------------ B7


@pytest.mark.parametrize("seed", range(4))
def test_B7_fixed_number_of_hands_lowest_cumulative_penalty_wins(seed):
    match = Match(SB, players=4, seed=seed, hands=5)
    records = play_match(match, random.Random(seed))
    check_totals(match, records, 0)
    assert len(regular(records, 4)) == 5
    assert all(len(r.seats) == 4 for r in records[:5])
    assert match.is_over
    assert match.totals[match.winner] == min(match.totals)
    if len(records) == 5:  # no tie-break was needed: the winner is the unique lowest
        assert match.totals.count(min(match.totals)) == 1
    assert match.standings()[0] == (match.winner, match.totals[match.winner])
    assert [t for _, t in match.standings()] == sorted(match.totals)


def test_B7_match_hands_flag_of_the_ruleset():
    rules = Ruleset.preset(SB).replace(match_hands=2)
    match = Match(rules, players=3, seed=9)
    assert match.hands == 2
    records = play_match(match, random.Random(9))
    assert len(regular(records, 3)) == 2


@pytest.mark.parametrize("seed", range(3))
def test_B7_play_until_a_player_passes_100_points(seed):
    match = Match(SB, players=4, seed=seed, target=100)
    assert match.target == 100
    records = play_match(match, random.Random(seed))
    check_totals(match, records, 0)
    full = regular(records, 4)
    # every regular hand but the last began with everyone at or below 100; after the last one a
    # player is above 100
    last = records.index(full[-1])
    for r in full:
        assert max(r.totals_before) <= 100
    assert max(records[last].totals_after) > 100
    assert all(len(r.seats) < 4 for r in records[last + 1 :])  # only tie-breaks after that
    assert len(full) > 1
    assert match.totals[match.winner] == min(match.totals)


def test_B7_target_from_the_ruleset_flag():
    rules = Ruleset.preset(SB).replace(match_target=60)
    match = Match(rules, players=3, seed=4)
    assert match.target == 60
    records = play_match(match, random.Random(4))
    full = regular(records, 3)
    assert all(max(r.totals_before) <= 60 for r in full)
    assert max(full[-1].totals_after) > 60


def _tie_break_cases(rules, players, hands, wanted=3, limit=300):
    """Matches whose regular hands ended in a tie for the win (found by playing seeds in order)."""
    cases = []
    for seed in range(limit):
        match = Match(rules, players=players, seed=seed, hands=hands)
        records = play_match(match, random.Random(seed))
        if len(records) > hands:
            cases.append((match, records))
            if len(cases) == wanted:
                break
    assert cases, "no tie for the win in any match: the tie-break rule was not exercised"
    return cases


def _check_tie_breaks(match: Match, records: list[HandRecord], hands: int) -> None:
    lower = match.lower_wins
    for i in range(hands, len(records)):
        record = records[i]
        pool = records[i - 1].seats if i > hands else tuple(range(match.players))
        pool_totals = [record.totals_before[s] for s in pool]
        best = min(pool_totals) if lower else max(pool_totals)
        tied = tuple(s for s in pool if record.totals_before[s] == best)
        assert len(tied) > 1
        assert record.seats == tied  # one more hand among the tied players only
        for seat in range(match.players):
            if seat not in tied:  # the others sit out: their totals do not move
                assert record.totals_after[seat] == record.totals_before[seat]
    # the match ended when one player was best among the last hand's players
    last = records[-1]
    pool = last.seats
    best = (min if lower else max)(match.totals[s] for s in pool)
    assert [s for s in pool if match.totals[s] == best] == [match.winner]


def test_B7_tie_for_lowest_is_decided_by_a_hand_among_the_tied_players_only():
    rules = Ruleset.preset(SB).replace(penalty="count")
    for match, records in _tie_break_cases(rules, players=3, hands=2):
        check_totals(match, records, 0)
        _check_tie_breaks(match, records, hands=2)


def test_B7_tie_break_with_value_penalties_and_four_players():
    for match, records in _tie_break_cases(SB, players=4, hands=2, wanted=2):
        check_totals(match, records, 0)
        _check_tie_breaks(match, records, hands=2)
        tied_game_players = len(records[2].seats)
        assert 2 <= tied_game_players < 4


def test_B7_tie_break_hand_deals_only_the_tied_players_cards():
    cases = _tie_break_cases(Ruleset.preset(SB).replace(penalty="count"), players=3, hands=2, wanted=5)
    partial = [records[2] for _, records in cases if len(records[2].seats) == 2]
    assert partial, "no tie between two of the three players among the matches tried"
    tie_hand = partial[0]
    assert sum(tie_hand.sizes) == 52
    assert len(tie_hand.sizes) == len(tie_hand.seats) == 2


# ------------------------------------------------------------------------------------------ W6


@pytest.mark.parametrize("seed", range(3))
def test_W6_sevens_match_most_chips_wins(seed):
    match = Match("sevens", players=4, seed=seed)
    assert not match.lower_wins
    assert match.totals == [20] * 4
    records = play_match(match, random.Random(seed))
    check_totals(match, records, 20)
    assert len(regular(records, 4)) == 5
    for r in records:
        seats_totals = [r.totals_before[s] for s in r.seats]
        assert r.chips_at_start == tuple(t - 1 for t in seats_totals)  # W1: ante from the chips held
    assert sum(match.totals) == 80
    assert match.totals[match.winner] == max(match.totals)
    assert match.standings()[0][0] == match.winner
    assert [t for _, t in match.standings()] == sorted(match.totals, reverse=True)


def test_W6_tie_for_most_chips_is_decided_among_the_tied_players():
    for match, records in _tie_break_cases("sevens", players=3, hands=2, wanted=2):
        check_totals(match, records, 20)
        _check_tie_breaks(match, records, hands=2)
        assert sum(match.totals) == 60


# ------------------------------------------------------------------------------------------ whole matches


@pytest.mark.parametrize(
    ("preset", "players"),
    [
        ("shichi-narabe", 4),
        ("tunnel", 3),
        ("tunnel-open", 5),
        ("tunnel-joker", 4),
        ("ghost", 4),
        (SB, 5),
        ("sevens", 6),
        ("joker", 3),
        ("joker-wild", 4),
    ],
)
def test_matches_play_to_the_end_with_random_legal_moves(preset, players):
    rules = Ruleset.preset(preset)
    match = Match(rules, players=players, seed=len(preset), hands=3)
    start = rules.chips if rules.scoring == "chips" else 0
    records = play_match(match, random.Random(players))
    check_totals(match, records, start)
    assert match.is_over and match.winner in range(players)
    best = (min if match.lower_wins else max)(match.totals)
    assert match.totals[match.winner] == best
    assert "won by player" in repr(match)


def test_rank_match_adds_places_lowest_wins():
    """R8 has no points: a Shichi Narabe match adds up the places (1st = 1 …)."""
    match = Match("shichi-narabe", players=4, seed=8, hands=3)
    records = play_match(match, random.Random(8))
    for r in regular(records, 4):
        assert sorted(r.scores) == [1, 2, 3, 4]
    assert match.totals[match.winner] == min(match.totals)


def test_match_with_the_same_seed_is_reproducible():
    a = Match(SB, players=4, seed=42, hands=2)
    b = Match(SB, players=4, seed=42, hands=2)
    assert a.game == b.game
    play_match(a, random.Random(1))
    play_match(b, random.Random(1))
    assert a.totals == b.totals and a.winner == b.winner


def _finish_hand_with_totals(match: Match, wanted_after: list[int], rng: random.Random) -> None:
    """Play the hand in progress, then set the running totals (a public list) so that after
    next_hand adds this hand's scores they are exactly ``wanted_after``."""
    game = match.game
    play_hand(game, rng)
    scores = game.result.scores
    seats = match.seats_of_hand[-1]
    for sub, seat in enumerate(seats):
        match.totals[seat] = wanted_after[seat] - scores[sub]
    for seat in set(range(match.players)) - set(seats):
        match.totals[seat] = wanted_after[seat]
    match.next_hand()
    assert match.totals == wanted_after


def test_B7_exactly_100_has_not_passed_the_target():
    """B7: "until a player passes 100 points": reaching exactly 100 does not end the match."""
    match = Match(SB, players=3, seed=1, target=100)
    rng = random.Random(1)
    _finish_hand_with_totals(match, [100, 40, 60], rng)
    assert not match.is_over
    assert match.seats_of_hand[-1] == (0, 1, 2)
    _finish_hand_with_totals(match, [101, 40, 60], rng)
    assert match.is_over
    assert match.winner == 1  # the lowest score when a player passed 100


def test_B7_forced_tie_plays_one_hand_among_the_tied_players_only():
    """B7: after the last regular hand players 0 and 2 share the lowest total: the next hand is
    dealt to them alone (2 players, all 52 cards), player 1 sits out."""
    match = Match(SB, players=3, seed=3, hands=1)
    rng = random.Random(3)
    _finish_hand_with_totals(match, [10, 30, 10], rng)
    assert not match.is_over
    assert match.seats_of_hand[-1] == (0, 2)
    game = match.game
    assert game.players == 2
    assert game.hand_size(0) + game.hand_size(1) == 52
    play_hand(game, rng)
    scores = game.result.scores
    match.next_hand()
    assert match.totals == [10 + scores[0], 30, 10 + scores[1]]
    if scores[0] != scores[1]:
        assert match.is_over
        assert match.winner == (0 if scores[0] < scores[1] else 2)
    else:  # still tied: another hand between the same two
        assert match.seats_of_hand[-1] == (0, 2)


def test_B7_tie_break_ignores_a_sitting_out_player_even_with_a_lower_total():
    """Only the tied players compete in the tie-break: if both tied players score badly, a player
    who sat out is still not the winner."""
    match = Match(SB, players=3, seed=4, hands=1)
    rng = random.Random(4)
    _finish_hand_with_totals(match, [10, 30, 10], rng)
    assert match.seats_of_hand[-1] == (0, 2)
    _finish_hand_with_totals(match, [40, 30, 45], rng)
    assert match.is_over
    assert match.winner == 0
