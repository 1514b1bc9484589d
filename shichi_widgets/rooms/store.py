"""Where rooms live: one interface, two stores.

:class:`MemoryStore` keeps rooms in the server's own memory (the default: nothing to install);
:class:`.redis_store.RedisStore` keeps them in Redis so that several classroom servers behind one
load balancer share them. Both change a room atomically (:meth:`RoomStore.change` reads, applies a
``Room -> Room`` function and saves only if nobody saved in between, else tries again) and tell
subscribers of a room each new version.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol

from .codes import new_code
from .errors import RoomError
from .room import Room

__all__ = ["MemoryStore", "RoomStore", "Unsubscribe"]

Unsubscribe = Callable[[], None]


class RoomStore(Protocol):
    """The rooms of one classroom (one server, or several sharing a store)."""

    def get(self, code: str) -> Room | None:
        """The room with this code, or None."""

    def add(self, make: Callable[[str], Room]) -> Room:
        """A new room under a fresh code: ``make(code)`` builds it."""

    def change(self, code: str, change: Callable[[Room], Room]) -> Room:
        """Apply ``change`` to the room atomically and return the room saved (a RoomError if no
        room has the code; ``change``'s own error leaves the room as it was)."""

    def subscribe(self, code: str, callback: Callable[[Room], None]) -> Unsubscribe:
        """Call ``callback`` with the room after each change, from any server: versions only grow,
        and two quick changes may be told once, as the newer room."""

    def drop_expired(self, now: float) -> int:
        """Forget finished rooms whose review hour has passed; how many went."""


class MemoryStore:
    """Rooms in this process's memory, guarded by one lock."""

    def __init__(self) -> None:
        self._rooms: dict[str, Room] = {}
        self._subscribers: dict[str, list[Callable[[Room], None]]] = {}
        self._lock = threading.RLock()

    def get(self, code: str) -> Room | None:
        with self._lock:
            return self._rooms.get(code)

    def add(self, make: Callable[[str], Room]) -> Room:
        with self._lock:
            room = make(new_code(self._rooms.__contains__))
            self._rooms[room.code] = room
            return room

    def change(self, code: str, change: Callable[[Room], Room]) -> Room:
        with self._lock:
            room = self._rooms.get(code)
            if room is None:
                raise RoomError("room.error.unknown", code=code)
            new = change(room)
            if new is room:
                return room
            self._rooms[code] = new
            listeners = list(self._subscribers.get(code, ()))
        for callback in listeners:
            callback(new)
        return new

    def subscribe(self, code: str, callback: Callable[[Room], None]) -> Unsubscribe:
        with self._lock:
            self._subscribers.setdefault(code, []).append(callback)

        def unsubscribe() -> None:
            with self._lock:
                listeners = self._subscribers.get(code, [])
                if callback in listeners:
                    listeners.remove(callback)

        return unsubscribe

    def drop_expired(self, now: float) -> int:
        with self._lock:
            gone = [code for code, room in self._rooms.items() if (end := room.expires()) is not None and end <= now]
            for code in gone:
                del self._rooms[code]
            return len(gone)
