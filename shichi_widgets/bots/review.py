"""Review a game: at each decision of one player, what the expert would have played and what the
player's choice cost in expected place, with a reason in words (English and Japanese).

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
from .features import MoveEffect, View, card_runs

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
    per move), ``reason`` and ``reason_ja`` (why, in words), ``rank_of_cost`` (1–3 for the three
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
    en, ja = reason(game, played, best, places[mine], places[best_i])
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
        "reason": en,
        "reason_ja": ja,
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
    """Why ``best`` beat ``played`` (or that ``played`` was as good), in English and Japanese.

    ``game`` is the position before the move, with every hand (the reasons are hindsight)."""
    p = game.to_move
    view = View(game, p)
    mine, theirs = view.effect(played), view.effect(best)
    if played == best:
        return (
            f"{_cap(_name(played))} was the expert's choice too. Expected place: {place:.2f}.",
            f"{_name_ja(played)}は達人と同じ選択でした。予想順位：{place:.2f}。",
        )
    figures_en = f"Expected place: {best_place:.2f} with {_bare(best)}, {place:.2f} with {_bare(played)}."
    figures_ja = f"予想順位：{_name_ja(best)}なら{best_place:.2f}、{_name_ja(played)}では{place:.2f}。"
    if place - best_place < MIN_COST:
        return (
            f"{_cap(_name(played))} was about as good as the expert's choice, {_name(best)}. {figures_en}",
            f"{_name_ja(played)}は達人の選択（{_name_ja(best)}）とほぼ同じくらいよい手でした。{figures_ja}",
        )
    why_en, why_ja = _why(game, view, mine, theirs)
    return f"{why_en}. {figures_en}", f"{why_ja}。{figures_ja}"


def _why(game: Game, view: View, mine: MoveEffect, theirs: MoveEffect) -> tuple[str, str]:
    """The game-terms clause: what the move played gave away, or what the better one gained."""
    played, best = mine.move, theirs.move
    let_in = _let_in(view, mine) & ~_let_in(view, theirs)
    if best.kind == "pass":  # the move played was a play
        card = _card(played)
        if let_in:
            who_en, who_ja = _holders(game, view.player, let_in)
            return (
                f"Holding {card} one more turn would have kept {_runs(let_in)} closed to {who_en}",
                f"{card}を次の番まで持っていれば、{who_ja}{_runs(let_in, 'ja')}を止めたままにできました",
            )
        return (
            f"Passing and keeping {card} for later was stronger",
            f"パスして{card}を後に取っておく方が有利でした",
        )
    card = _card(best)
    if theirs.goes_out:
        return f"Playing {_name(best, bare=True)} would have gone out", f"{_name_ja(best)}を出せばあがりでした"
    if mine.killed_mine:
        return (
            f"{_cap(_name(played))} killed {_runs(mine.killed_mine)} of your own cards (K3); "
            f"{_name(best)} was safer",
            f"{_name_ja(played)}で自分の{_runs(mine.killed_mine, 'ja')}が殺されました（K3）。"
            f"{_name_ja(best)}の方が安全でした",
        )
    if theirs.killed_theirs and not mine.killed_theirs:
        return (
            f"Playing {card} would have killed {_runs(theirs.killed_theirs)}, a penalty for the others (K3)",
            f"{card}を出せば{_runs(theirs.killed_theirs, 'ja')}を殺して、ほかの人のペナルティカードにできました（K3）",
        )
    if played.kind == "pass":
        if theirs.freed:
            return (
                f"Playing {card} would have freed {_runs(theirs.freed)} of yours and kept the pass",
                f"{card}を出せば自分の{_runs(theirs.freed, 'ja')}が出せるようになり、パスも残せました",
            )
        if not _let_in(view, theirs):
            return (
                f"The pass held back {card}, which blocks nothing",
                f"このパスで{card}を止めましたが、{card}はほかの人のカードを何も止めていません",
            )
        return (
            f"Playing {card} now was worth more than the pass",
            f"パスを残して{card}を出す方が有利でした",
        )
    if let_in:
        who_en, who_ja = _holders(game, view.player, let_in)
        return (
            f"{_cap(_name(played))} let {_runs(let_in)} into play for {who_en}, "
            f"while {_name(best, bare=True)} would have kept {'them' if let_in.bit_count() > 1 else 'it'} closed",
            f"{_name_ja(played)}で、{who_ja}{_runs(let_in, 'ja')}が出せるようになりました。"
            f"{_name_ja(best)}なら止めたままでした",
        )
    freed = theirs.freed & ~mine.freed
    if freed:
        return (
            f"{_cap(_name(best))} would have freed {_runs(freed)} of yours",
            f"{_name_ja(best)}を出せば自分の{_runs(freed, 'ja')}が出せるようになりました",
        )
    return (
        f"Over the sampled deals of the hidden cards, {_name(best, bare=True)} did better",
        f"見えないカードの配り方をいくつも試すと、{_name_ja(best)}の方が結果がよくなりました",
    )


def _let_in(view: View, effect: MoveEffect) -> int:
    """The others' cards a move lets into play (in the kill games: the cells it opens)."""
    return effect.gift if view.board is not None else effect.blocks | effect.gift


def _holders(game: Game, player: int, cards: int) -> tuple[str, str]:
    """``"player 2"`` / ``"プレイヤー2の"``: who really held ``cards`` (hindsight)."""
    seats = [s for s in range(game.players) if s != player and game.hand_mask(s) & cards]
    if not seats:
        return "the others", ""
    if len(seats) == 1:
        return f"player {seats[0]}", f"プレイヤー{seats[0]}の"
    en = ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"
    return f"players {en}", "と".join(f"プレイヤー{s}" for s in seats) + "の"


def _runs(mask: int, lang: str = "en") -> str:
    text = card_runs(mask)
    return text.replace(", ", "、") if lang == "ja" else text


def _card(move: Move) -> str:
    return str(move.card if move.card is not None else move.joker_as)


def _name(move: Move, bare: bool = False) -> str:
    """``passing`` / ``playing 6♣`` (``bare``: ``6♣``), the joker and a yūrei's card in words."""
    if move.kind == "pass":
        return "passing"
    if move.kind == "joker":
        what = f"the joker as {move.joker_as}" + (f" with {move.card}" if move.card is not None else "")
    elif move.kind == "yurei":
        what = f"the yūrei's {move.card}"
    else:
        what = str(move.card)
    return what if bare else f"playing {what}"


def _bare(move: Move) -> str:
    return "a pass" if move.kind == "pass" else _name(move, bare=True)


def _name_ja(move: Move) -> str:
    if move.kind == "pass":
        return "パス"
    if move.kind == "joker":
        return f"ジョーカー（{move.joker_as}の代わり）" + (f"と{move.card}" if move.card is not None else "")
    if move.kind == "yurei":
        return f"幽霊の{move.card}"
    return str(move.card)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
