"""Both stores keep rooms the same way: a fresh code per room, atomic changes that leave a room as
it was when refused, every new version told to subscribers, finished rooms dropped after an hour.
The Redis store is tested against a redis-server of the tests' own; two stores on one Redis stand
for two classroom servers."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from shichi_widgets.rooms import MemoryStore, RoomError, open_room
from shichi_widgets.rooms.redis_store import RedisStore
from shichi_widgets.rooms.room import FINISHED_ROOM_S


@pytest.fixture(params=["memory", "redis"])
def store(request, redis_url) -> Iterator:
    if request.param == "memory":
        yield MemoryStore()
        return
    made = RedisStore(redis_url)
    made._client.flushdb()
    yield made
    made.close()


def new_room(store, host: str = "ann", preset: str = "shichi-narabe"):
    return store.add(lambda code: open_room(code, preset, 4, host, 0.0, seed=3))


def wait_for(predicate, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.02)
    return predicate()


def test_each_room_gets_its_own_code_and_can_be_read_back(store):
    rooms = [new_room(store) for _ in range(20)]
    assert len({room.code for room in rooms}) == 20
    for room in rooms:
        assert store.get(room.code) == room
    assert store.get("QQQQQ") is None


def test_an_unknown_code_is_a_clear_error(store):
    with pytest.raises(RoomError) as info:
        store.change("QQQQQ", lambda room: room.take_seat("ann"))
    assert info.value.key == "room.error.unknown" and "QQQQQ" in str(info.value)


def test_a_refused_change_leaves_the_stored_room_as_it_was(store):
    room = new_room(store)
    store.change(room.code, lambda r: r.take_seat("ann"))
    before = store.get(room.code)
    with pytest.raises(RoomError):
        store.change(room.code, lambda r: r.take_seat("ben", seat=0))
    assert store.get(room.code) == before


def test_subscribers_hear_every_new_version(store):
    room = new_room(store)
    heard = []
    stop = store.subscribe(room.code, lambda r: heard.append(r.version))
    time.sleep(0.2)  # the Redis listener subscribes in its own thread
    store.change(room.code, lambda r: r.take_seat("ann"))
    store.change(room.code, lambda r: r.take_seat("ben"))
    assert wait_for(lambda: heard and heard[-1] == 2)
    assert heard == sorted(set(heard))  # versions only grow
    stop()
    time.sleep(0.2)
    store.change(room.code, lambda r: r.take_seat("cat"))
    time.sleep(0.3)
    assert heard[-1] == 2  # nothing after unsubscribing


def test_changes_from_many_threads_are_all_kept(store):
    room = new_room(store)
    visitors = ["ann", "ben", "cat", "dan"]
    threads = [threading.Thread(target=store.change, args=(room.code, lambda r, v=v: r.take_seat(v))) for v in visitors]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    saved = store.get(room.code)
    assert sorted(seat.visitor for seat in saved.seats) == visitors
    assert saved.version == len(visitors)


def test_a_finished_room_is_dropped_after_its_review_hour():
    store = MemoryStore()
    room = new_room(store)
    store.change(room.code, lambda r: r.take_seat("ann"))
    store.change(room.code, lambda r: r.start("ann", 5.0))
    while (now := store.get(room.code)).status == "playing":
        move = str(now.game_now().legal_moves()[0])
        store.change(room.code, lambda r, m=move: r.play("ann", m, 50.0))
    assert store.drop_expired(50.0 + FINISHED_ROOM_S - 1) == 0
    assert store.drop_expired(50.0 + FINISHED_ROOM_S) == 1
    assert store.get(room.code) is None


def test_two_servers_on_one_redis_play_one_room(redis_url):
    """Two stores stand for two classroom servers: a player on each, one room to the end."""
    one, two = RedisStore(redis_url), RedisStore(redis_url)
    try:
        room = one.add(lambda code: open_room(code, "tunnel", 4, "ann", time.time(), seed=9))
        one.change(room.code, lambda r: r.take_seat("ann"))
        two.change(room.code, lambda r: r.take_seat("ben"))
        heard_on_one = []
        one.subscribe(room.code, lambda r: heard_on_one.append(r.version))
        time.sleep(0.2)
        one.change(room.code, lambda r: r.start("ann", time.time()))
        servers = {"ann": one, "ben": two}
        while (now := two.get(room.code)).status == "playing":
            game = now.game_now()
            visitor, move = now.seats[game.to_move].visitor, str(game.legal_moves()[0])
            servers[visitor].change(room.code, lambda r, v=visitor, m=move: r.play(v, m, time.time()))
        final = one.get(room.code)
        assert final.status == "over" and final.game_now().is_over
        assert wait_for(lambda: heard_on_one and heard_on_one[-1] == final.version)
        ttl = one._client.ttl("shichi:room:" + room.code)
        assert 0 < ttl <= FINISHED_ROOM_S
    finally:
        one.close()
        two.close()
