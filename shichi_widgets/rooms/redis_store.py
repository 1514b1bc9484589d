"""Rooms in Redis, so that several classroom servers behind one load balancer share them.

Each room is one key holding its JSON (:meth:`.Room.to_json`); a change is optimistic (WATCH the
key, apply the change, save in a MULTI/EXEC that fails if another server saved first, then try
again), and each saved version is published on the room's channel, so every server pushes it to
the people it serves. A finished room's key expires after its review hour. Needs the ``redis``
client: ``pip install 'shichi_widgets[class]'``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from .codes import new_code
from .errors import RoomError
from .room import FINISHED_ROOM_S, Room
from .store import Unsubscribe

__all__ = ["RedisStore"]

PREFIX = "shichi:room:"
CHANNEL = "shichi:room-changed:"


class RedisStore:
    """Rooms in the Redis at ``url`` (``redis://HOST:6379/0``)."""

    def __init__(self, url: str) -> None:
        try:
            import redis
        except ImportError as exc:  # the optional extra is missing
            raise RuntimeError("--rooms=redis://… needs the redis client: pip install 'shichi_widgets[class]'") from exc
        self._redis = redis
        self._client = redis.Redis.from_url(url, decode_responses=True)
        self._client.ping()  # fail at start, not at the first class
        self._listeners: dict[str, list[Callable[[Room], None]]] = {}
        self._told: dict[str, int] = {}
        self._lock = threading.Lock()
        self._pubsub: Any = None
        self._thread: Any = None

    def get(self, code: str) -> Room | None:
        text = self._client.get(PREFIX + code)
        return None if text is None else Room.from_json(text)

    def add(self, make: Callable[[str], Room]) -> Room:
        while True:
            room = make(new_code(lambda code: bool(self._client.exists(PREFIX + code))))
            if self._client.set(PREFIX + room.code, room.to_json(), nx=True):
                return room

    def change(self, code: str, change: Callable[[Room], Room]) -> Room:
        key = PREFIX + code
        while True:
            with self._client.pipeline() as pipe:
                try:
                    pipe.watch(key)
                    text = pipe.get(key)
                    if text is None:
                        raise RoomError("room.error.unknown", code=code)
                    room = Room.from_json(text)
                    new = change(room)
                    if new is room:
                        return room
                    pipe.multi()
                    if new.finished is not None:
                        pipe.set(key, new.to_json(), ex=max(1, int(new.finished + FINISHED_ROOM_S - _now())))
                    else:
                        pipe.set(key, new.to_json())
                    pipe.publish(CHANNEL + code, new.version)
                    pipe.execute()
                    return new
                except self._redis.WatchError:
                    continue  # another server saved first: read again

    def subscribe(self, code: str, callback: Callable[[Room], None]) -> Unsubscribe:
        with self._lock:
            first = code not in self._listeners
            self._listeners.setdefault(code, []).append(callback)
            if self._pubsub is None:
                self._pubsub = self._client.pubsub(ignore_subscribe_messages=True)
                self._pubsub.subscribe(**{CHANNEL + code: self._heard})
                self._thread = self._pubsub.run_in_thread(sleep_time=0.05, daemon=True)
            elif first:
                self._pubsub.subscribe(**{CHANNEL + code: self._heard})

        def unsubscribe() -> None:
            with self._lock:
                listeners = self._listeners.get(code, [])
                if callback in listeners:
                    listeners.remove(callback)
                if not listeners and code in self._listeners:
                    del self._listeners[code]
                    self._pubsub.unsubscribe(CHANNEL + code)

        return unsubscribe

    def drop_expired(self, now: float) -> int:
        return 0  # Redis expires finished rooms itself (the key's time to live)

    def close(self) -> None:
        """Stop listening and close the connection."""
        with self._lock:
            if self._thread is not None:
                self._thread.stop()
                self._thread = None
            if self._pubsub is not None:
                self._pubsub.close()
                self._pubsub = None
        self._client.close()

    def _heard(self, message: dict[str, Any]) -> None:
        code = message["channel"][len(CHANNEL):]
        room = self.get(code)
        if room is None:
            return
        with self._lock:
            if room.version <= self._told.get(code, -1):
                return  # two quick saves: both messages read the newer room; tell it once
            self._told[code] = room.version
            listeners = list(self._listeners.get(code, ()))
        for callback in listeners:
            callback(room)


def _now() -> float:
    import time

    return time.time()
