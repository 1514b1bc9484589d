"""The rooms' protocol: what a person's page may ask of the room, and what it is sent back.

A page speaks JSON objects with a ``type``: ``open`` (a new room: ``preset``, ``players``, and
``watch`` for a host who only watches, a teacher at the projector), ``join`` (``code``), ``sit``
(``seat``, ``name``), ``leave``, ``start``, ``play`` (``move``, and ``turn``: the moves of the game
on the page's screen), the host's ``again`` (after the game: another one with the same seats)
and ``lang``; for class questions, the host's ``ask`` (``source``: a lesson
step or a position, :mod:`.questions`), ``reveal`` and ``close``, and anyone's ``answer``
(``picks``, ``question``). It is sent
``{"type": "room", "room": view}`` whenever its room changes, from whichever server made the change,
and ``{"type": "error", "key", "text"}`` (in its language) when a request is refused; a refused or
unreadable request changes nothing.

The transport is not here (see :mod:`.server` for the server's websocket); a :class:`Client` is
anything with a ``send(dict)``, so tests and the soak speak the protocol directly.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from ..engine import Ruleset, ShichiError
from ..engine.catalogue import LANGUAGES
from ..engine.errors import quote
from .codes import read_code
from .errors import RoomError
from .room import TURN_S, open_room
from .store import RoomStore
from .view import view

__all__ = ["MESSAGE_LIMIT", "Client", "RoomService"]

MESSAGE_LIMIT = 4096
"""Most characters one request may have (the longest real one is a few hundred)."""
TURN_RANGE = (10, 600)


class Client:
    """One connected page: who it is (the browser's seat cookie), its language and its room."""

    def __init__(self, visitor: str, send: Callable[[dict[str, Any]], None], lang: str = "en") -> None:
        self.visitor = visitor
        self.send = send
        self.lang = lang if lang in LANGUAGES else "en"
        self.code: str | None = None
        self._unsubscribe: Callable[[], None] | None = None

    def leave_room(self) -> None:
        """Stop hearing the room (the page closed or went to another room)."""
        if self._unsubscribe is not None:
            self._unsubscribe()
        self._unsubscribe = None
        self.code = None


class RoomService:
    """The rooms as one server serves them: the store (shared or not), and the pages connected here."""

    def __init__(self, store: RoomStore, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        self._clients: set[Client] = set()

    # -- a page's requests --------------------------------------------------------------------------
    def receive(self, client: Client, text: str | bytes) -> None:
        """Handle one request from a page; refusals are sent back to it, never raised."""
        try:
            self._handle(client, _read(text))
        except ShichiError as error:  # RoomError, the engine's errors: said in the page's language
            client.send({"type": "error", "key": error.key or "", "text": error.text(client.lang)})

    def connect(self, client: Client) -> None:
        self._clients.add(client)

    def disconnect(self, client: Client) -> None:
        client.leave_room()
        self._clients.discard(client)

    def _handle(self, client: Client, message: dict[str, Any]) -> None:
        kind = message.get("type")
        now = self.clock()
        if kind == "lang":
            lang = message.get("lang")
            if lang not in LANGUAGES:
                raise _bad("lang", f"the languages are {', '.join(LANGUAGES)}")
            client.lang = lang
            self._send_room(client)
        elif kind == "open":
            preset = _text(message, "preset", 40)
            Ruleset.preset(preset)  # the engine's error names the presets
            players = message.get("players", 4)
            turn_s = message.get("turn_s", TURN_S)
            if not isinstance(turn_s, int) or isinstance(turn_s, bool) or not TURN_RANGE[0] <= turn_s <= TURN_RANGE[1]:
                raise _bad("turn_s", f"a whole number of seconds from {TURN_RANGE[0]} to {TURN_RANGE[1]}")
            room = self.store.add(lambda code: open_room(code, preset, players, client.visitor, now, turn_s=turn_s))
            if not message.get("watch"):
                room = self.store.change(room.code, lambda r: r.take_seat(client.visitor, 0, _name(message)))
            self._enter(client, room.code)
        elif kind == "join":
            code = read_code(message.get("code"))
            if self.store.get(code) is None:
                raise RoomError("room.error.unknown", code=code)
            self._enter(client, code)
        elif kind in ("ask", "answer", "reveal", "close"):
            code = self._room_of(client)
            if kind == "ask":
                source = message.get("source")
                self.store.change(code, lambda r: r.ask(client.visitor, source))
            elif kind == "answer":
                picks, question = message.get("picks"), message.get("question")
                self.store.change(code, lambda r: r.answer(client.visitor, picks, question))
            elif kind == "reveal":
                question = message.get("question")
                self.store.change(code, lambda r: r.reveal(client.visitor, question))
            else:
                self.store.change(code, lambda r: r.close_question(client.visitor))
        elif kind in ("sit", "leave", "start", "play", "again"):
            code = self._room_of(client)
            if kind == "sit":
                seat = message.get("seat")
                name = _name(message)
                self.store.change(code, lambda r: r.take_seat(client.visitor, seat, name))
            elif kind == "leave":
                self.store.change(code, lambda r: r.leave_seat(client.visitor))
            elif kind == "start":
                self.store.change(code, lambda r: r.start(client.visitor, now))
            elif kind == "again":
                self.store.change(code, lambda r: r.again(client.visitor))
            else:
                move = _text(message, "move", 40)
                turn = message.get("turn")
                if turn is not None and (not isinstance(turn, int) or isinstance(turn, bool)):
                    raise _bad("turn", "a whole number")
                self.store.change(code, lambda r: r.play(client.visitor, move, now, turn))
        else:
            raise _bad("type", "one of open, join, sit, leave, start, play, again, lang, ask, answer, reveal, close")

    # -- the clock ------------------------------------------------------------------------------------
    def tick(self) -> None:
        """Give a bot every turn left too long in the rooms this server's pages are in, and forget
        finished rooms whose hour has passed. Called about once a second; with a shared store two
        servers may both try, and the store lets one of them do it."""
        now = self.clock()
        for code in {c.code for c in self._clients if c.code is not None}:
            try:
                self.store.change(code, lambda r: r.tick(now))
            except RoomError:
                pass  # the room has gone
        self.store.drop_expired(now)

    # -- inner steps ------------------------------------------------------------------------------
    def _enter(self, client: Client, code: str) -> None:
        client.leave_room()
        client.code = code
        client._unsubscribe = self.store.subscribe(code, lambda room: self._push(client, room))
        self._send_room(client)

    def _room_of(self, client: Client) -> str:
        if client.code is None:
            raise _bad("room", "join or open a room first")
        return client.code

    def _push(self, client: Client, room: Any) -> None:
        if client.code == room.code:
            client.send({"type": "room", "room": view(room, client.visitor, client.lang, self.clock())})

    def _send_room(self, client: Client) -> None:
        if client.code is not None and (room := self.store.get(client.code)) is not None:
            self._push(client, room)


def _read(text: str | bytes) -> dict[str, Any]:
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    if len(text) > MESSAGE_LIMIT:
        raise _bad("message", f"at most {MESSAGE_LIMIT} characters, not {len(text)}")
    try:
        message = json.loads(text)
    except ValueError:
        raise _bad("message", f"not JSON: {quote(text)}") from None
    if not isinstance(message, dict):
        raise _bad("message", "a JSON object with a 'type'")
    return message


def _text(message: dict[str, Any], field: str, limit: int) -> str:
    value = message.get(field)
    if not isinstance(value, str) or not value or len(value) > limit:
        raise _bad(field, f"text of 1 to {limit} characters, not {quote(value)}")
    return value


def _name(message: dict[str, Any]) -> str:
    name = message.get("name", "")
    if not isinstance(name, str):
        raise _bad("name", "text")
    return " ".join(name.split())[:40]


def _bad(field: str, what: str) -> RoomError:
    """A request the page should never have sent: the sentence names the field; ``detail`` (English,
    for the server's log and the developer) says what it should have been."""
    error = RoomError("room.error.message", field=field)
    error.detail = what
    return error
