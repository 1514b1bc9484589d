"""Many games of one ruleset between a seat of bots, as a tidy table for notebooks.

Every game depends only on ``seed`` and its own number: game ``g`` is dealt as
``Game.new(ruleset, players, seed=deal_seed)`` and the bots draw their choices from the random
stream that dealt it (re-seeded per game), so the same seed gives the same rows whether the
games run in one process or several. Seats of :class:`RandomBot` only are played by
:mod:`.playout` on the engine's rules core (:mod:`shichi_widgets.engine.core`, the transitions
``Game`` wraps), which agrees with ``Game`` move for move; any other seat plays through ``Game``
itself. Results come from the core's one scoring (:func:`~shichi_widgets.engine.core.outcome`).
"""

from __future__ import annotations

import copy
import math
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Game, Ruleset, core
from ..engine.positions import as_rules
from . import playout
from .base import Bot
from .random_bot import RandomBot

__all__ = ["Simulation", "Standing", "simulate"]

COLUMNS = (
    "game", "deal", "deal_seed", "seat", "entrant", "bot",
    "rank", "score", "penalty", "passes", "cards_left", "outcome",
)  # fmt: skip


@dataclass(frozen=True)
class Standing:
    """One entrant's mean of a column over the deals, with a 95% confidence interval."""

    bot: str
    entrant: int
    mean: float
    low: float
    high: float
    deals: int

    def __str__(self) -> str:
        return f"{self.bot}: {self.mean:.3f} ± {(self.high - self.low) / 2:.3f} (95% CI, {self.deals} deals)"


class Simulation:
    """The rows of :func:`simulate`: one dict per game and seat (see ``COLUMNS``).

    Columns: ``game`` (number), ``deal`` and ``deal_seed`` (``Game.new(..., seed=deal_seed)``
    deals it again), ``seat``, ``entrant`` (index in the ``bots`` list) and ``bot`` (its name),
    ``rank`` (1 = best, ``Result.ranks``), ``score`` (``Result.scores``), ``penalty`` (penalty
    points B6, penalty cards K5, chips paid for cards left W5; 0 in ranking games, R8), ``passes``
    used, ``cards_left`` (cards and jokers still in hand at the end, penalty cards not counted),
    and ``outcome``: ``out``, ``bankrupt``, ``yurei``,
    ``dropped-out``, ``last`` (R8's last holder) or ``holding`` (still holding cards, B6, W5).
    """

    def __init__(self, ruleset: Ruleset, bots: Sequence[str], rows: list[dict[str, Any]]) -> None:
        self.ruleset = ruleset
        self.bots = tuple(bots)
        self.rows = rows

    def __len__(self) -> int:
        return len(self.rows)

    def __repr__(self) -> str:
        games = len({row["game"] for row in self.rows})
        return f"<Simulation {self.ruleset} · {games} games · {', '.join(self.bots)}>"

    def to_pandas(self):
        """The rows as a ``pandas.DataFrame`` (``pip install 'shichi_widgets[lab]'``)."""
        try:
            import pandas as pd
        except ImportError:  # pragma: no cover - depends on the environment
            raise ImportError("to_pandas() needs pandas: pip install 'shichi_widgets[lab]'") from None
        return pd.DataFrame(self.rows, columns=list(COLUMNS))

    def standings(self, column: str = "rank") -> list[Standing]:
        """Each entrant's mean ``column`` with a 95% confidence interval, computed over deals
        (a deal's games count as one observation, so duplicate deals cancel the luck of the
        cards). Lower ranks are better."""
        per_deal: dict[int, dict[int, list[float]]] = {}
        for row in self.rows:
            per_deal.setdefault(row["entrant"], {}).setdefault(row["deal"], []).append(row[column])
        out = []
        for entrant, deals in sorted(per_deal.items()):
            means = [statistics.fmean(values) for values in deals.values()]
            mean = statistics.fmean(means)
            half = 1.96 * statistics.stdev(means) / math.sqrt(len(means)) if len(means) > 1 else math.inf
            out.append(Standing(self.bots[entrant], entrant, mean, mean - half, mean + half, len(means)))
        return out


def simulate(
    ruleset: Ruleset | str,
    bots: Sequence[Bot],
    games: int = 1000,
    seed: int = 0,
    workers: int = 1,
    duplicate: bool = False,
    progress: bool | None = None,
) -> Simulation:
    """Play ``games`` games of ``ruleset`` with ``bots`` (one per seat, 2–8) and return the rows.

    ``duplicate=True`` plays every deal once per seat rotation, so each bot holds every hand
    (``games`` deals, ``games × len(bots)`` games). ``workers > 1`` spreads the games over
    processes with the same rows. ``progress`` shows a ``tqdm.auto`` bar (default: only in a
    notebook, and only when tqdm is installed; ``progress=True`` without tqdm raises ImportError).
    """
    rules = as_rules(ruleset)
    bots = list(bots)
    if not all(isinstance(bot, Bot) for bot in bots):
        raise TypeError("bots must be a list of bot objects, one per seat, e.g. [RandomBot(), GreedyBot(), ...]")
    if not Ruleset.MIN_PLAYERS <= len(bots) <= Ruleset.MAX_PLAYERS:
        raise ValueError(f"bots must seat 2 to 8 players, not {len(bots)} (R1)")
    if not isinstance(games, int) or games < 0:
        raise ValueError(f"games must be a whole number ≥ 0, not {games!r}")
    if not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a whole number ≥ 1, not {workers!r}")
    total = games * len(bots) if duplicate else games
    chunks = _chunks(total, workers)
    jobs = [(rules, bots, seed, duplicate, start, stop) for start, stop in chunks]
    bar = _progress_bar(total, progress)
    rows: list[dict[str, Any]] = []
    names = [bot.name for bot in bots]
    try:
        if workers == 1 or len(jobs) == 1:
            _collect(map(_play_games, jobs), rows, len(bots), bar)
        else:
            import multiprocessing

            with multiprocessing.get_context().Pool(min(workers, len(jobs))) as pool:
                _collect(pool.imap(_play_games, jobs), rows, len(bots), bar)
    finally:
        if bar is not None:
            bar.close()
    return Simulation(rules, names, rows)


def _collect(results, rows: list[dict[str, Any]], players: int, bar) -> None:
    for chunk in results:
        rows += chunk
        if bar is not None:
            bar.update(len(chunk) // players)


def _chunks(total: int, workers: int) -> list[tuple[int, int]]:
    """Contiguous ranges of game numbers: a few per worker (for the progress bar and balance)."""
    size = max(1, min(2000, math.ceil(total / (workers * 8)))) if total else 1
    return [(start, min(total, start + size)) for start in range(0, total, size)]


def _in_notebook() -> bool:
    shell = sys.modules.get("IPython")
    if shell is None:
        return False
    ip = shell.get_ipython() if hasattr(shell, "get_ipython") else None
    return ip is not None and type(ip).__name__ == "ZMQInteractiveShell"


def _progress_bar(total: int, progress: bool | None):
    """A tqdm bar, or None. tqdm is optional (the ``lab`` extra): without it the notebook default
    shows no bar, and ``progress=True`` says what to install."""
    asked = progress is not None
    if progress is None:
        progress = _in_notebook()
    if not progress:
        return None
    try:
        from tqdm.auto import tqdm  # the only place tqdm is imported
    except ImportError:
        if asked:
            raise ImportError("progress=True needs tqdm: pip install tqdm (or 'shichi_widgets[lab]')") from None
        return None
    return tqdm(total=total, unit="game", desc="simulate")


def deal_seed(seed: int, deal: int) -> int:
    """The seed of a simulation's deal: ``seed`` 0 deals ``Game.new(seed=deal)``."""
    return (seed << 32) + deal


def _play_games(job: tuple) -> list[dict[str, Any]]:
    """Play games ``start``–``stop - 1`` of a simulation; one row per game and seat (its keys in
    ``COLUMNS`` order, written out: a dict display is built several times faster than from zip)."""
    rules, bots, seed, duplicate, start, stop = job
    n = len(bots)
    names = [bot.name for bot in bots]
    lean = all(type(bot) is RandomBot for bot in bots)  # played by the core's playouts: the bots are not asked
    if not lean:
        bots = [copy.deepcopy(bot) for bot in bots]  # never touch the caller's bots
    table = playout.Table.of(rules, n)
    # the outcome column: a player's status, or for one still holding cards ``last`` (the last
    # holder of a ranking game, R8) or ``holding`` (B6, W5)
    held, active = "last" if table.scoring == "rank" else "holding", core.ACTIVE
    out: list[dict[str, Any]] = []
    seats = [[(s + rotation) % n for s in range(n)] for rotation in range(n)]  # the entrant in each seat
    for number in range(start, stop):
        deal, rotation = divmod(number, n) if duplicate else (number, 0)
        dseed = deal_seed(seed, deal)
        entrants = seats[rotation]
        if lean:
            state, rng, _ = core.deal(table, dseed)
            playout.run(table, state, rng._randbelow)
        else:
            state = _play_game(rules, bots, entrants, dseed)
        _, _, ranks, scores, _, _, penalty = core.outcome(table, state)  # the numbers of Game.result
        hands, jokers, passes, status = state.hands, state.jokers, state.passes, state.status
        for s in range(n):
            entrant = entrants[s]
            out.append({
                "game": number, "deal": deal, "deal_seed": dseed, "seat": s, "entrant": entrant,
                "bot": names[entrant], "rank": ranks[s], "score": scores[s], "penalty": penalty[s],
                "passes": passes[s], "cards_left": hands[s].bit_count() + jokers[s],
                "outcome": held if status[s] == active else status[s],
            })  # fmt: skip
    return out


def _play_game(rules: Ruleset, bots: list[Bot], entrants: list[int], dseed: int) -> core.State:
    """One game through ``Game``, the bots sharing the random stream that dealt it; its final
    lean state (the core's, which ``Game.result`` is worked out from)."""
    n = len(bots)
    game = Game.new(rules, n, seed=dseed)
    rng, _, _ = playout.deal_rng(rules, dseed)
    for bot in bots:
        bot.reseed(rng)
    while not game.is_over:
        game.play(bots[entrants[game.to_move]].choose(game))
    return playout.state_from_game(game)
