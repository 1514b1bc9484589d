"""The yardstick: a minimal pure-Python bitmask engine of the basic game, no API, no history.

It plays random 4-player Shichi Narabe games (7s dealt out, 3 passes, bankruptcy, R1–R10) with a
random choice among the legal moves, exactly as the public-API benchmark does, so that the two
can be run side by side and compared as a ratio (machine speed cancels out).
"""

from __future__ import annotations

import random
import time

SEVENS = sum(1 << (13 * s + 6) for s in range(4))


def _row_open(row: int) -> int:
    mask = 0
    for pos in range(7, 13):
        if not row >> pos & 1:
            mask |= 1 << pos
            break
    for pos in range(5, -1, -1):
        if not row >> pos & 1:
            mask |= 1 << pos
            break
    return mask


ROW_OPEN = tuple(_row_open(row) for row in range(1 << 13))


def random_game(rng: random.Random, players: int = 4) -> int:
    """Play one random game; returns the number of moves made."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [0] * players
    for i, card in enumerate(deck):
        hands[(1 + i) % players] |= 1 << card
    layout = SEVENS
    first = 0
    for p in range(players):
        if hands[p] >> (13 * 3 + 6) & 1:
            first = p
        hands[p] &= ~SEVENS
    passes = [0] * players
    active = [True] * players
    left = players
    turn = first
    moves = 0
    choice = rng.choice
    while left > 1:
        hand = hands[turn]
        playable = hand & (
            ROW_OPEN[layout & 0x1FFF]
            | ROW_OPEN[(layout >> 13) & 0x1FFF] << 13
            | ROW_OPEN[(layout >> 26) & 0x1FFF] << 26
            | ROW_OPEN[(layout >> 39) & 0x1FFF] << 39
        )
        options = []
        while playable:
            low = playable & -playable
            options.append(low)
            playable ^= low
        if passes[turn] < 3:
            options.append(0)
        moves += 1
        if not options:  # bankrupt (R6, R9)
            layout |= hand
            hands[turn] = 0
            active[turn] = False
            left -= 1
        else:
            pick = choice(options)
            if pick:
                hands[turn] = hand ^ pick
                layout |= pick
                if hand == pick:
                    active[turn] = False
                    left -= 1
            else:
                passes[turn] += 1
        if left > 1:
            turn = (turn + 1) % players
            while not active[turn]:
                turn = (turn + 1) % players
    return moves


def games_per_second(games: int, seed: int = 1) -> float:
    """The yardstick figure: random 4-player games a second."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(games):
        random_game(rng)
    return games / (time.perf_counter() - start)
