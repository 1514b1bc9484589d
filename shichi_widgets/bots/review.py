"""Review a game: at each decision of one player, what the expert would have played and what the
player's choice cost in expected place, with a reason in words (the bots' table, :mod:`.words`).

The game is replayed from its start. At each of the player's turns the expert
(:class:`~.expert.ExpertBot`: determinized Monte Carlo over the hidden hands, from only what the
player could know at that moment, :mod:`.knowledge`) estimates the expected place of every legal
move on the same sampled deals. Each decision has its own random stream, derived from ``seed``
and the decision's index in the history, so a review is reproducible and a row does not depend
on the rows before it.

The reasons are written after the game, so they may name who held the cards a move let into
play: the record shows every hand.
"""

from __future__ import annotations

import random
import statistics
from typing import Any

from ..engine import Game, Move
from ..engine.moves import TALK
from .expert import ExpertBot
from .features import MoveEffect, View
from .words import Cards, Said, Seats, sentences

__all__ = ["DEFAULT_PLAYOUTS", "MARKED", "MIN_COST", "ReviewError", "review"]

DEFAULT_PLAYOUTS = 5000
"""Playouts per decision (the expert's default budget), spread over the legal moves."""
MIN_COST = 0.1
"""A move costing less than this (in expected place) counts as good as the best (sampling noise
is a few hundredths of a place at the default budget)."""
MARKED = 3
"""How many of the costliest moves are marked."""


class ReviewError(ValueError):
    """Bad arguments to :func:`review` (the game is left unchanged)."""


def review(
    game: Game, player: int, playouts: int = DEFAULT_PLAYOUTS, seed: int = 0, rollout: str = "hold"
) -> list[dict[str, Any]]:
    """One row per move of ``player`` in ``game`` (finished or not), in order.

    Each row is a dict: ``index`` (in ``game.history``), ``number`` (1 for the player's first
    move), ``move`` (the move played) and ``best`` (the expert's choice), ``expected_place`` and
    ``best_expected_place`` (1 = first), ``cost`` (their difference, ≥ 0), ``options`` (every
    legal move with its expected place, in ``legal_moves()`` order), ``samples`` (sampled deals
    per move), ``said`` (why: the sentences as keys and values of :mod:`.words`, for any
    language), ``reason`` and ``reason_ja`` (the same in English and Japanese), ``rank_of_cost`` (1–3 for the three
    costliest moves that cost at least ``MIN_COST``, else None) and ``costly`` (marked or not).
    Talking to the ghost (G1) is not a move and has no row. ``game`` is not changed.
    """
    if not isinstance(game, Game):
        raise ReviewError(f"review needs a Game, not {type(game).__name__}")
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < game.players:
        raise ReviewError(f"player must be a seat number 0–{game.players - 1}, not {player!r}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ReviewError(f"seed must be a whole number, not {seed!r}")
    try:
        expert = ExpertBot(seed=seed, playouts=playouts, rollout=rollout)
        forced = ExpertBot(seed=seed, playouts=max(1, playouts // 4), rollout=rollout)
    except ValueError as exc:
        raise ReviewError(str(exc)) from None
    replay = game.copy()
    turns = replay.history
    while replay.history:
        replay.undo()
    rows: list[dict[str, Any]] = []
    for index, turn in enumerate(turns):
        if turn.move.kind == TALK:
            replay.talk_to_ghost(turn.player)
            continue
        if turn.player == player:
            bot = expert if len(replay.legal_moves()) > 1 else forced  # a forced move: its place only
            rows.append(_row(replay, bot, turn.move, index, len(rows) + 1, seed))
        replay.play(turn.move)
    _mark(rows)
    return rows


def _row(game: Game, expert: ExpertBot, played: Move, index: int, number: int, seed: int) -> dict[str, Any]:
    """The expert's view of one decision: every legal move's expected place, and why."""
    moves = game.legal_moves()
    rng = random.Random(f"shichi-review:{seed}:{index}")
    places = [round(statistics.fmean(c), 3) for c in expert.evaluate(game, moves, rng, places=True)]
    samples = expert.last_playouts // len(moves)
    best_i = min(range(len(moves)), key=lambda i: (places[i], i))
    mine = moves.index(played)
    best = moves[best_i]
    said = reason_said(game, played, best, places[mine], places[best_i])
    return {
        "index": index,
        "number": number,
        "move": played,
        "best": best,
        "expected_place": places[mine],
        "best_expected_place": places[best_i],
        "cost": round(places[mine] - places[best_i], 3),
        "options": tuple(zip(moves, places, strict=True)),
        "samples": samples,
        "said": said,
        "reason": sentences(said, "en"),
        "reason_ja": sentences(said, "ja"),
        "rank_of_cost": None,
        "costly": False,
    }


def _mark(rows: list[dict[str, Any]]) -> None:
    """Mark the ``MARKED`` costliest moves (ties: the earlier move first)."""
    costly = sorted((row for row in rows if row["cost"] >= MIN_COST), key=lambda row: (-row["cost"], row["index"]))
    for rank, row in enumerate(costly[:MARKED], 1):
        row["rank_of_cost"], row["costly"] = rank, True


# ------------------------------------------------------------------------------------- reasons


def reason(game: Game, played: Move, best: Move, place: float, best_place: float) -> tuple[str, str]:
    """Why ``best`` beat ``played`` (or that ``played`` was as good), in English and Japanese."""
    said = reason_said(game, played, best, place, best_place)
    return sentences(said, "en"), sentences(said, "ja")


def reason_said(game: Game, played: Move, best: Move, place: float, best_place: float) -> tuple[Said, ...]:
    """Why ``best`` beat ``played`` (or that ``played`` was as good): the sentences unworded (keys
    and values of :mod:`.words`), to be said in any language.

    ``game`` is the position before the move, with every hand (the reasons are hindsight)."""
    p = game.to_move
    view = View(game, p)
    mine, theirs = view.effect(played), view.effect(best)
    if played == best:
        return (Said("bot.review.same", {"played": _bare(played), "place": f"{place:.2f}"}),)
    figures = Said("bot.review.figures", {
        "best": _bare(best), "best_place": f"{best_place:.2f}", "played": _bare(played), "place": f"{place:.2f}",
    })
    if place - best_place < MIN_COST:
        return Said("bot.review.as_good", {"played": _bare(played), "best": _bare(best)}), figures
    return _why(game, view, mine, theirs), figures


def _why(game: Game, view: View, mine: MoveEffect, theirs: MoveEffect) -> Said:
    """The game-terms sentence: what the move played gave away, or what the better one gained."""
    played, best = mine.move, theirs.move
    let_in = _let_in(view, mine) & ~_let_in(view, theirs)
    rule = "K8" if view.rules.kill == "group" else "K3"
    if best.kind == "pass":  # the move played was a play
        if let_in:
            return Said("bot.review.hold_closed", {
                "played": played, "cards": Cards(let_in), "who": _holders(game, view.player, let_in),
            })
        return Said("bot.review.pass_later", {"played": played})
    if theirs.goes_out:
        return Said("bot.review.goes_out", {"best": best})
    if mine.killed_mine:
        return Said("bot.review.killed_mine", {
            "played": played, "cards": Cards(mine.killed_mine), "rule": rule, "safer": _name(best),
        })
    if theirs.killed_theirs and not mine.killed_theirs:
        return Said("bot.review.would_kill", {"best": best, "cards": Cards(theirs.killed_theirs), "rule": rule})
    if played.kind == "pass":
        if theirs.freed:
            return Said("bot.review.free_and_keep", {"best": best, "cards": Cards(theirs.freed)})
        if not _let_in(view, theirs):
            return Said("bot.review.held_nothing", {"best": best})
        return Said("bot.review.play_not_pass", {"best": best})
    if let_in:
        return Said("bot.review.let_in", {
            "played": played, "cards": Cards(let_in), "who": _holders(game, view.player, let_in), "best": best,
            "n": let_in.bit_count(),
        })
    freed = theirs.freed & ~mine.freed
    if freed:
        return Said("bot.review.would_free", {"best": best, "cards": Cards(freed)})
    return Said("bot.review.sampled", {"best": best})


def _let_in(view: View, effect: MoveEffect) -> int:
    """The others' cards a move lets into play (in the kill games: the cells it opens)."""
    return effect.gift if view.board is not None else effect.blocks | effect.gift


def _holders(game: Game, player: int, cards: int) -> Seats:
    """Who really held ``cards`` (hindsight); no seat: the cards are out of play ("the others")."""
    return Seats(tuple(s for s in range(game.players) if s != player and game.hand_mask(s) & cards))


def _name(move: Move) -> Said:
    """``passing`` / ``playing 6♣`` (the joker and a yūrei's card in words)."""
    if move.kind == "pass":
        return Said("bot.review.name.pass")
    return Said("bot.review.name.play", {"what": move})


def _bare(move: Move) -> Move | Said:
    """A move as a name: "a pass" / 「パス」, "6♣", "the joker as 5♠ with 4♠"."""
    return Said("bot.review.bare.pass") if move.kind == "pass" else move
