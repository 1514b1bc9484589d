"""What every bot shares: a seeded random stream, ``choose`` and ``explain``.

A bot decides from what its player may know (see :mod:`.knowledge`): its own hand, the layout,
hand sizes, passes, statuses and the moves so far. ``choose`` always returns one of
``game.legal_moves()``; a position with a single legal move is answered without touching the
random stream, so every bot agrees with the simulator's lean loop on forced moves.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..engine import Game, IllegalMoveError, Move
from ..engine.catalogue import LANGUAGES
from .words import said

__all__ = ["Bot", "Decision", "said"]


@dataclass(frozen=True)
class Decision:
    """A chosen move and the one- or two-sentence reason for it (``reason`` is the English;
    ``texts`` holds it in every language of the catalogue)."""

    move: Move
    reason: str
    texts: Mapping[str, str] = field(default_factory=dict, compare=False)

    @classmethod
    def of(cls, move: Move, texts: Mapping[str, str]) -> Decision:
        """A decision whose reason is given in every language (see :func:`said`)."""
        return cls(move, texts["en"], texts)

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang`` ("en" or "ja")."""
        return self.texts.get(lang) or self.reason


class Bot:
    """Base class: subclasses implement :meth:`decide`.

    ``seed`` makes the bot deterministic (the same seed and the same games, the same moves);
    ``name`` labels it in simulation tables (default: the class name).
    """

    def __init__(self, seed: int | None = None, name: str | None = None) -> None:
        self.seed = seed
        self.name = name or type(self).__name__
        self.rng = random.Random(seed)
        self._chosen: tuple[tuple, Decision] | None = None
        self._explained: tuple[tuple, Decision, random.Random] | None = None

    # -------------------------------------------------------------------- public API

    def choose(self, game: Game) -> Move:
        """The bot's move for the player to move in ``game`` (one of ``game.legal_moves()``)."""
        key = _position_key(game, self.name)
        if self._chosen is not None and self._chosen[0] == key:
            return self._chosen[1].move
        if self._explained is not None and self._explained[0] == key:
            _, decision, self.rng = self._explained  # the stream as if choose had decided
        else:
            decision = self._decide(game, self.rng)
        self._chosen, self._explained = (key, decision), None
        return decision.move

    def explain(self, game: Game, lang: str = "en") -> str:
        """One or two sentences on why the bot chooses (or chose) its move in this position,
        in English or Japanese (``lang="ja"``).

        After :meth:`choose` in the same position this is the reason for that very move;
        otherwise the bot decides on a copy of its random stream (which a later ``choose`` in
        the same position takes over), so explaining never changes what the bot will do.
        """
        key = _position_key(game, self.name)
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}: the languages are {', '.join(LANGUAGES)}")
        if self._chosen is not None and self._chosen[0] == key:
            return self._chosen[1].text(lang)
        if self._explained is None or self._explained[0] != key:
            rng = copy.deepcopy(self.rng)
            self._explained = (key, self._decide(game, rng), rng)
        return self._explained[1].text(lang)

    def reseed(self, seed: int | random.Random | None) -> None:
        """Restart the random stream from ``seed`` (or use the given ``random.Random``)."""
        self.rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self._chosen = self._explained = None

    def decide(self, game: Game, moves: tuple[Move, ...], rng: random.Random) -> Decision:
        """Choose among ``moves`` (at least two) using ``rng``; subclasses override this."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r}, name={self.name!r})"

    # -------------------------------------------------------------------- helpers

    def _decide(self, game: Game, rng: random.Random) -> Decision:
        moves = game.legal_moves()
        if len(moves) == 1:
            return Decision.of(moves[0], only_move_texts(game, moves[0]))
        decision = self.decide(game, moves, rng)
        if decision.move not in moves:  # a bug in a bot must never reach the table
            raise IllegalMoveError(f"{self.name} chose {decision.move}, which is not legal here")
        return decision


def _position_key(game: Game, name: str) -> tuple:
    """What identifies a position for a remembered decision (public state and the mover's hand)."""
    p = game.to_move
    if p is None:
        raise IllegalMoveError(f"{name} has no move to choose: the hand is over")
    return (id(game), len(game.history), game.layout_mask, game.hand_mask(p), game.hand_size(p), game.passes, p)


def only_move_reason(game: Game, move: Move) -> str:
    """The reason for a forced move (English)."""
    return only_move_texts(game, move)["en"]


def only_move_texts(game: Game, move: Move) -> dict[str, str]:
    """The reason for a forced move, in every language."""
    p = game.to_move
    if move.kind != "pass":
        return said("bot.only_move", move=move)
    limit = game.rules.passes
    if limit is None or game.passes_used(p) < limit:
        return said("bot.forced_pass_chips" if game.rules.must_play else "bot.forced_pass")
    return said(f"bot.stuck.{game.rules.stuck}")
