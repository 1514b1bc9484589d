"""The rooms on the classroom server: a websocket at ``<base>shichi/rooms/socket`` per page.

A page is known by the browser's signed seat cookie (``shichi_seat``, set by the classroom page,
:mod:`shichi_widgets.classroom`), so its reloads, its second tab and a lost connection come back to
the same seat; with an access code, the socket asks for the code's cookie as the page does. Changes
heard from the store (possibly from another server, on another thread) are sent on the server's
own event loop. Tornado is imported here only: the rest of the rooms package is plain Python.
"""

from __future__ import annotations

import hmac
from typing import Any

from tornado.ioloop import IOLoop, PeriodicCallback
from tornado.websocket import WebSocketClosedError, WebSocketHandler

from .service import MESSAGE_LIMIT, Client, RoomService
from .store import MemoryStore, RoomStore

__all__ = ["PATH", "RoomsSocket", "rooms_routes", "store_from"]

PATH = "shichi/rooms/socket"
SEAT_COOKIE = "shichi_seat"  # classroom.SEAT_COOKIE: the same browser, the same visitor
CODE_COOKIE = "shichi_classroom"


def store_from(where: str) -> RoomStore:
    """The store ``--rooms`` names: ``memory`` (the default) or ``redis://HOST:6379/0``."""
    if where in ("", "memory"):
        return MemoryStore()
    if where.startswith(("redis://", "rediss://", "unix://")):
        from .redis_store import RedisStore

        return RedisStore(where)
    raise ValueError(f"--rooms is 'memory' or a Redis address such as redis://127.0.0.1:6379/0, not {where[:60]!r}")


class RoomsSocket(WebSocketHandler):
    """One page's connection to the rooms."""

    def initialize(self, service: RoomService, code_token: str | None = None) -> None:
        self.service = service
        self.code_token = code_token
        self.client: Client | None = None

    def get_compression_options(self) -> dict[str, Any]:
        return {}  # a room's view is a few kB of repetitive JSON

    def open(self, *args: Any, **kwargs: Any) -> None:
        visitor = self.get_secure_cookie(SEAT_COOKIE)
        if visitor is None or not self._has_code():
            self.close(4001, "open the app's page first")
            return
        loop = IOLoop.current()
        lang = self.get_query_argument("lang", "en")
        self.client = Client(visitor.decode(), lambda message: loop.add_callback(self._send, message), lang)
        self.service.connect(self.client)

    def on_message(self, message: str | bytes) -> None:
        if self.client is not None:
            self.service.receive(self.client, message[: MESSAGE_LIMIT + 1])

    def on_close(self) -> None:
        if self.client is not None:
            self.service.disconnect(self.client)
            self.client = None

    def _has_code(self) -> bool:
        if not self.code_token:
            return True
        cookie = self.get_secure_cookie(CODE_COOKIE)
        return cookie is not None and hmac.compare_digest(cookie, self.code_token.encode())

    def _send(self, message: dict[str, Any]) -> None:
        try:
            self.write_message(message)
        except WebSocketClosedError:
            pass  # the page went away between the change and its message


def rooms_routes(base_url: str, service: RoomService, code_token: str | None = None) -> list[tuple]:
    """The server's routes for the rooms, and the clock that gives slow turns to bots."""
    clock = PeriodicCallback(service.tick, 1000)
    clock.start()
    return [(base_url.rstrip("/") + "/" + PATH, RoomsSocket, {"service": service, "code_token": code_token})]
