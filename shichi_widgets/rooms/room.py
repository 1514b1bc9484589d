"""A room: one table that several people share, played on the server.

The room holds the one authoritative game (as its text, so any server sharing a store can carry
it on), who sits where, and the log. Every change is a function ``Room -> Room`` that either
succeeds whole or raises :class:`.RoomError` / the engine's error and leaves the room as it was;
a store applies it atomically (:mod:`.store`). A person sees the room through :func:`view`, which
gives each seat only what that seat may see: the layout, everyone's card counts and their own hand.

Rules live in the engine: a move is checked by ``Game.play``; the bots are the package's bots.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass, replace
from typing import Any

from ..engine import Game, Ruleset, ShichiError
from ..engine.catalogue import LANGUAGES, locale
from ..engine.errors import quote
from .errors import RoomError
from .words import ROOMS

__all__ = ["FINISHED_ROOM_S", "MOST_SEATS", "TURN_CHOICES", "TURN_S", "Room", "Seat", "open_room"]

TURN_S = 60
"""A person's time for a move before a bot plays that turn for them."""
TURN_CHOICES = (15, 30, 60, 120)
"""The times for a move a host may choose when opening a table."""
FINISHED_ROOM_S = 3600
"""How long a finished room stays for review."""
MOST_SEATS = 8


@dataclass(frozen=True)
class Seat:
    """One chair: ``open`` until a person takes it, then ``person`` (with the visitor's id); the
    host's start fills the open ones with ``bot``. ``stood_in`` counts the turns a bot played for
    a person who did not move in time (back to 0 when they move)."""

    kind: str = "open"
    visitor: str | None = None
    name: str = ""
    stood_in: int = 0


@dataclass(frozen=True)
class Room:
    """A shared table. ``game`` is the game's text with its history (empty before the start);
    ``log`` holds each line in every language; ``version`` grows with every change."""

    code: str
    preset: str
    players: int
    host: str
    seats: tuple[Seat, ...]
    seed: int
    created: float
    status: str = "waiting"
    game: str = ""
    turn_s: int = TURN_S
    turn_since: float = 0.0
    finished: float | None = None
    bots: str = "greedy"
    log: tuple[dict[str, str], ...] = ()
    question: dict[str, Any] | None = None
    """The class question open now (:mod:`.questions`): its source, each visitor's picks, revealed or not."""
    asked: int = 0
    version: int = 0

    # -- storage ------------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The room as JSON text (what a shared store keeps)."""
        return json.dumps(asdict(self), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Room:
        """A room back from :meth:`to_json`."""
        data = json.loads(text)
        data["seats"] = tuple(Seat(**seat) for seat in data["seats"])
        data["log"] = tuple(data["log"])
        return cls(**data)

    # -- reading ------------------------------------------------------------------------------------
    def game_now(self) -> Game | None:
        """The game as it stands (None before the start)."""
        return Game.from_text(self.game) if self.game else None

    def seat_of(self, visitor: str) -> int | None:
        """The seat a visitor holds, if any."""
        return next((i for i, s in enumerate(self.seats) if s.kind == "person" and s.visitor == visitor), None)

    def expires(self) -> float | None:
        """When a finished room may be dropped."""
        return None if self.finished is None else self.finished + FINISHED_ROOM_S

    # -- changes (each returns a new room; the store saves it) ---------------------------------------
    def take_seat(self, visitor: str, seat: int | None = None, name: str = "") -> Room:
        """The visitor sits down (the first open seat unless ``seat`` is given). A visitor who already
        holds a seat keeps it: a reload or a second tab returns the same chair."""
        if (mine := self.seat_of(visitor)) is not None and seat in (None, mine):
            return self
        if self.status != "waiting":
            raise RoomError("room.error.started")
        if seat is None:
            seat = next((i for i, s in enumerate(self.seats) if s.kind == "open"), None)
            if seat is None:
                raise RoomError("room.error.full")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise RoomError("room.error.no_seat", seat=quote(seat))
        if self.seats[seat].kind != "open":
            raise RoomError("room.error.seat_taken", seat=seat)
        seats = [s if i != mine else Seat() for i, s in enumerate(self.seats)]
        seats[seat] = Seat("person", visitor, name[:40])
        return self._changed(seats=tuple(seats))

    def leave_seat(self, visitor: str) -> Room:
        """Before the start, a visitor gives their seat up."""
        mine = self.seat_of(visitor)
        if mine is None:
            return self
        if self.status != "waiting":
            raise RoomError("room.error.started")
        seats = list(self.seats)
        seats[mine] = Seat()
        return self._changed(seats=tuple(seats))

    def start(self, visitor: str, now: float) -> Room:
        """The host starts the game: bots take the open seats, the cards are dealt, and the bots
        move up to the first person's turn."""
        if visitor != self.host:
            raise RoomError("room.error.not_host")
        if self.status != "waiting":
            raise RoomError("room.error.started")
        if all(s.kind != "person" for s in self.seats):
            raise RoomError("room.error.nobody")
        filled = [i for i, s in enumerate(self.seats) if s.kind == "open"]
        seats = tuple(Seat("bot") if s.kind == "open" else s for s in self.seats)
        game = Game.new(self.preset, players=self.players, seed=self.seed)
        line = (_said("room.log.started", seats=_numbers(filled)) if filled else _said("room.log.started_full"))
        room = self._changed(seats=seats, status="playing", log=(*self.log, line))
        return room._run_bots(game, now)

    def again(self, visitor: str) -> Room:
        """After the game, the host gathers the table for another: the people keep their seats, the
        bots' seats are free again (for latecomers; bots fill what is still free at the start), and
        the next start deals new cards. The finished game's review goes with it."""
        if visitor != self.host:
            raise RoomError("room.error.not_host_again")
        if self.status != "over":
            raise RoomError("room.error.not_over")
        seats = tuple(replace(s, stood_in=0) if s.kind == "person" else Seat() for s in self.seats)
        return self._changed(seats=seats, status="waiting", game="", finished=None, seed=_next_seed(self.seed),
                             log=(*self.log, _said("room.log.again")))

    def play(self, visitor: str, move: str, now: float, turn: int | None = None) -> Room:
        """A person's move (a card, ``pass``, or any move the engine writes). ``turn``, when given,
        is how many moves the game had on the person's screen: a move sent from a screen the game
        has moved on from (a slow turn given to a bot meanwhile) is refused. Only the game counts:
        answers to a class question arriving meanwhile do not make a move stale."""
        game = self._playing_game()
        seat = self.seat_of(visitor)
        if seat is None:
            raise RoomError("room.error.not_seated")
        if turn is not None and turn != len(game.history):
            raise RoomError("room.error.stale")
        if game.to_move != seat:
            raise RoomError("room.error.not_your_turn", to_move=game.to_move)
        if not isinstance(move, str):
            raise ShichiError(f"a move is text such as '8♠' or 'pass', not {quote(move)}")
        events = game.play(move, player=seat)  # the engine's error (and rule) if illegal; nothing changed
        seats = list(self.seats)
        lines = list(self.log)
        if seats[seat].stood_in:
            seats[seat] = replace(seats[seat], stood_in=0)
            lines.append(_said("room.log.back", seat=seat))
        lines.extend(_event_lines(events))
        room = self._changed(seats=tuple(seats), log=tuple(lines))
        return room._run_bots(game, now)

    def tick(self, now: float) -> Room:
        """A person who has not moved within the room's time has a bot play this turn for them (said
        in the log); unchanged otherwise."""
        if self.status != "playing" or now - self.turn_since < self.turn_s:
            return self
        game = self._playing_game()
        seat = game.to_move
        if seat is None or self.seats[seat].kind != "person":
            return self
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], stood_in=seats[seat].stood_in + 1)
        events = game.play(self._bot(seat, game).choose(game), player=seat)
        lines = (*self.log, _said("room.log.timed_out", seat=seat, seconds=self.turn_s), *_event_lines(events))
        room = self._changed(seats=tuple(seats), log=lines)
        return room._run_bots(game, now)

    # -- questions for the class ------------------------------------------------------------------------
    def ask(self, visitor: str, source: Any) -> Room:
        """The host puts a lesson step or a position to everyone in the room (a new question replaces
        the one before)."""
        from .questions import ask_source

        if visitor != self.host:
            raise RoomError("room.error.not_host_ask")
        checked = ask_source(source)
        number = self.asked + 1
        question = {"id": number, "source": checked, "answers": {}, "revealed": False}
        return self._changed(question=question, asked=number)

    def answer(self, visitor: str, picks: Any, question_id: Any = None) -> Room:
        """A person's answer to the open question (their latest answer counts until the reveal)."""
        from .questions import step_of

        question = self._open_question(question_id)
        if question["revealed"]:
            raise RoomError("room.error.answered_late")
        step = step_of(question["source"])
        q = step.question
        if not isinstance(picks, list) or len(picks) > 52 or not all(isinstance(p, str) for p in picks):
            raise RoomError("room.error.message", field="picks")
        allowed = set(q.options) if q.picks == "options" else None
        chosen: list[str] = []
        for pick in picks:
            if allowed is not None and pick not in allowed:
                raise RoomError("room.error.not_offered", item=quote(pick, 20))
            if allowed is None:
                from ..engine import Card, CardError

                try:
                    card = Card.parse(pick)
                except CardError:
                    raise RoomError("room.error.not_a_card", item=quote(pick, 20)) from None
                if card.is_joker:
                    raise RoomError("room.error.not_offered", item="JK")
                pick = str(card)
            if pick not in chosen:
                chosen.append(pick)
        if not q.multiple and len(chosen) > 1:
            raise RoomError("room.error.message", field="picks")
        answers = {**question["answers"], visitor: chosen}
        return self._changed(question={**question, "answers": answers})

    def reveal(self, visitor: str, question_id: Any = None) -> Room:
        """The host shows the answer: everyone sees it with the engine's reasons, and their own verdict."""
        if visitor != self.host:
            raise RoomError("room.error.not_host_ask")
        question = self._open_question(question_id)
        if question["revealed"]:
            return self
        return self._changed(question={**question, "revealed": True})

    def close_question(self, visitor: str) -> Room:
        """The host takes the question away (back to the table)."""
        if visitor != self.host:
            raise RoomError("room.error.not_host_ask")
        return self if self.question is None else self._changed(question=None)

    def _open_question(self, question_id: Any) -> dict[str, Any]:
        if self.question is None or (question_id is not None and question_id != self.question["id"]):
            raise RoomError("room.error.not_asking")
        return self.question

    # -- inner steps ------------------------------------------------------------------------------
    def _playing_game(self) -> Game:
        if self.status != "playing":
            raise RoomError("room.error.not_playing", status=_status_phrase(self.status))
        game = self.game_now()
        assert game is not None
        return game

    def _bot(self, seat: int, game: Game) -> Any:
        from ..bots.levels import make_bot  # the bot levels, defined once

        return make_bot(self.bots, self.seed * 1009 + seat * 7919 + len(game.history))

    def _run_bots(self, game: Game, now: float) -> Room:
        """Bots move until a person is to move or the hand ends; the room keeps the game's text."""
        lines = list(self.log)
        while not game.is_over and self.seats[game.to_move].kind == "bot":
            seat = game.to_move
            lines.extend(_event_lines(game.play(self._bot(seat, game).choose(game), player=seat)))
        over = game.is_over
        return replace(
            self,
            game=game.to_text(history=True),
            log=tuple(lines),
            status="over" if over else "playing",
            finished=now if over else None,
            turn_since=now,
        )

    def _changed(self, **fields: Any) -> Room:
        return replace(self, version=self.version + 1, **fields)


def open_room(code: str, preset: str, players: int, host: str, now: float, *, seed: int | None = None,
              turn_s: int = TURN_S, bots: str = "greedy") -> Room:
    """A new room for ``preset`` with ``players`` seats, opened by the visitor ``host``."""
    rules = Ruleset.preset(preset)  # the engine's error names the presets
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= MOST_SEATS:
        raise RoomError("room.error.players", most=MOST_SEATS, given=quote(players))
    Game.new(rules, players=players, seed=0)  # the engine refuses a number of players the rules do not allow
    from ..bots.levels import make_bot

    make_bot(bots, 0)  # an unknown bot level is refused now, not at the start
    return Room(
        code=code,
        preset=preset,
        players=players,
        host=host,
        seats=tuple(Seat() for _ in range(players)),
        seed=random.SystemRandom().randrange(2**31) if seed is None else seed,
        created=now,
        turn_s=turn_s,
        bots=bots,
        log=(_said("room.log.opened", code=code),),
    )


def _next_seed(seed: int) -> int:
    """The next table's deal in a room: another seed, the same for every server sharing the room."""
    return (seed * 48271 + 11) % (2**31 - 1)


def _said(key: str, **values: Any) -> dict[str, str]:
    return {lang: ROOMS.text(key, lang, **values) for lang in LANGUAGES}


def _event_lines(events: tuple) -> list[dict[str, str]]:
    return [{lang: event.text(lang) for lang in LANGUAGES} for event in events]


def _numbers(seats: list[int]) -> Any:
    from ..engine.catalogue import Phrase

    return Phrase.of(lambda lang: locale(lang).join([str(s + 1) for s in seats], "comma"))


def _status_phrase(status: str) -> Any:
    from ..engine.catalogue import Phrase

    return Phrase.of(lambda lang: ROOMS.text(f"room.status.{status}", lang))
