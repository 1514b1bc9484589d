"""The strong player: determinized Monte Carlo search over the hidden hands.

For each sample, the cards the player cannot see are dealt to the others consistently with what
the player knows (:mod:`.knowledge`); then every legal move is tried on that same deal and the
hand is played out to the end by the engine's rules core (:mod:`.playout` runs
:mod:`shichi_widgets.engine.core`), every player following a quick
rule of thumb (by default: play a card that opens one of your own cards, else hold while a pass
is left). The move with the best average result
for the player (rank, penalty points, penalty cards or chips, by the ruleset's scoring) wins.
Trying every move on the same deals compares them on equal luck.
"""

from __future__ import annotations

import math
import random
import statistics
import time

from ..engine import Game, Move, core
from . import playout
from .base import Bot, Decision
from .features import describe
from .knowledge import Knowledge
from .words import said, say

__all__ = ["ExpertBot"]

_MEASURE = {
    "rank": ("average rank", "{:.2f}"),
    "penalty": ("average penalty", "{:.1f} points"),
    "penalty-cards": ("average penalty", "{:.2f} cards"),
    "chips": ("average chips after the hand", "{:.1f}"),
}


_POLICIES = {"hold": playout.HOLD, "eager": playout.EAGER, "random": playout.UNIFORM}


class ExpertBot(Bot):
    """Determinized Monte Carlo: ``playouts`` simulated continuations per decision in all
    (spread evenly over the legal moves), stopping early once ``time_limit`` seconds have
    passed. With a time limit the choice depends on the machine's speed; without one the bot
    is deterministic for a seed.

    ``rollout`` is how everyone plays in the continuations: ``"hold"`` (a card that opens one
    of the player's own cells, else a pass while one is left, else any card), ``"eager"`` (any
    card, passing only when stuck) or ``"random"`` (any legal move).
    """

    def __init__(
        self,
        seed: int | None = None,
        playouts: int = 5000,
        time_limit: float | None = None,
        rollout: str = "hold",
        name: str | None = None,
    ) -> None:
        super().__init__(seed, name)
        if rollout not in _POLICIES:
            raise ValueError(f"rollout must be one of {', '.join(map(repr, _POLICIES))}, not {rollout!r}")
        if not isinstance(playouts, int) or playouts < 1:
            raise ValueError(f"playouts must be a whole number ≥ 1, not {playouts!r}")
        if time_limit is not None and time_limit <= 0:
            raise ValueError(f"time_limit must be a positive number of seconds or None, not {time_limit!r}")
        self.playouts = playouts
        self.time_limit = time_limit
        self.rollout = rollout
        self.policy = _POLICIES[rollout]
        self.last_playouts = 0  # playouts of the latest decision (for benchmarks)

    def __repr__(self) -> str:
        return f"ExpertBot(seed={self.seed!r}, playouts={self.playouts}, time_limit={self.time_limit!r})"

    def decide(self, game: Game, moves: tuple[Move, ...], rng: random.Random) -> Decision:
        costs = self.evaluate(game, moves, rng)
        samples = len(costs[0])
        means = [statistics.fmean(c) for c in costs]
        order = sorted(range(len(moves)), key=lambda i: (means[i], i))
        best, second = order[0], order[1]
        scoring = game.rules.scoring
        fmt = _MEASURE[scoring][1].split(" ")[0]  # the number's format; the unit is the catalogue's
        sign = -1 if scoring == "chips" else 1
        shown = [fmt.format(sign * means[i]) for i in (best, second)]

        def name(move: Move, capital: bool = False):
            first = "_first" if capital else ""  # the sentence's first words (English capitals)

            def in_lang(lang: str) -> str:
                if move.kind == "pass":
                    return say(f"bot.expert.pass{first}", lang)
                return say(f"bot.expert.play{first}", lang, what=describe(move, lang))
            return in_lang

        def value(i: int):
            return lambda lang: say(f"bot.expert.unit.{scoring}", lang, n=shown[i])

        texts = said(
            "bot.expert", best=name(moves[best], capital=True), second=name(moves[second]),
            label=lambda lang: say(f"bot.expert.{scoring}", lang), value=value(0), value2=value(1),
            samples=f"{samples:,}",
        )
        return Decision.of(moves[best], texts)

    def evaluate(
        self, game: Game, moves: tuple[Move, ...], rng: random.Random, places: bool = False
    ) -> list[list[float]]:
        """For each move, its cost (lower is better) on every sampled deal of the hidden cards:
        the ruleset's score, or with ``places=True`` the player's place (1 = best; used by
        :func:`~shichi_widgets.bots.review.review`)."""
        p = game.to_move
        table = playout.Table.of(game.rules, game.players)
        know = Knowledge.of(game, p)
        base = playout.state_from_game(game)
        firsts = [playout.lean_move(move) for move in moves]
        chips = table.scoring == "chips"
        rounds = max(1, math.ceil(self.playouts / len(moves)))
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        randbelow = rng._randbelow  # the loop draws as rng.choice does (see playout)
        costs: list[list[float]] = [[] for _ in moves]
        tries = list(zip([cost.append for cost in costs], firsts, strict=True))  # (where its costs go, the move)
        run, policy, sample = playout.run, self.policy, know.sample
        if places:  # the places the outcome gives
            def score(table: core.Tables, state: core.State) -> tuple[int, ...]:
                return core.outcome(table, state).ranks
        else:
            score = core.scores  # the ruleset's scores alone (no ranking worked out)
        secret = know.hidden
        for _ in range(rounds):
            hands, jokers = sample(rng)
            if secret:  # K6: the deal also decides who holds the killed cards (Knowledge.state)
                dealt = know.state(table, base, hands, jokers)
            for add, first in tries:
                state = dealt.copy() if secret else base.copy(hands, jokers)
                run(table, state, randbelow, policy, first)
                add(score(table, state)[p])
            if deadline is not None and time.perf_counter() >= deadline:
                break
        if chips and not places:  # more chips is better: the cost is their negative
            costs = [[-x for x in cost] for cost in costs]
        self.last_playouts = len(costs[0]) * len(moves)
        return costs

