"""The rooms' websocket on a real Tornado server on 127.0.0.1: a page is known by its signed seat
cookie, a page without one is turned away, and two servers sharing one Redis play one room (one
player on each), each hearing the other's moves."""

from __future__ import annotations

import asyncio
import json

import pytest
import tornado.httpclient
import tornado.web
import tornado.websocket
from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets

from shichi_widgets.rooms.server import rooms_routes, store_from
from shichi_widgets.rooms.service import RoomService

SECRET = "test-secret"


def start_server(store) -> tuple[HTTPServer, int]:
    app = tornado.web.Application(rooms_routes("/", RoomService(store)), cookie_secret=SECRET)
    sockets = bind_sockets(0, "127.0.0.1")
    server = HTTPServer(app)
    server.add_sockets(sockets)
    return server, sockets[0].getsockname()[1]


async def connect(port: int, visitor: str | None):
    headers = {}
    if visitor is not None:
        signed = tornado.web.create_signed_value(SECRET, "shichi_seat", visitor).decode()
        headers["Cookie"] = f"shichi_seat={signed}"
    request = tornado.httpclient.HTTPRequest(f"ws://127.0.0.1:{port}/shichi/rooms/socket", headers=headers)
    return await tornado.websocket.websocket_connect(request)


async def next_room(conn, until=lambda room: True) -> dict:
    while True:
        message = json.loads(await asyncio.wait_for(conn.read_message(), 30))
        assert message["type"] == "room", message
        if until(message["room"]):
            return message["room"]


def run(coroutine):
    return asyncio.run(coroutine)


def test_a_page_without_the_seat_cookie_is_turned_away():
    async def scenario():
        server, port = start_server(store_from("memory"))
        try:
            conn = await connect(port, None)
            assert await asyncio.wait_for(conn.read_message(), 10) is None  # closed by the server
            assert conn.close_code == 4001
        finally:
            server.stop()

    run(scenario())


def test_a_reconnected_browser_gets_its_seat_back_over_the_socket():
    async def scenario():
        server, port = start_server(store_from("memory"))
        try:
            host = await connect(port, "ann")
            await host.write_message(json.dumps({"type": "open", "preset": "tunnel", "players": 4}))
            code = (await next_room(host))["code"]
            ben = await connect(port, "ben")
            await ben.write_message(json.dumps({"type": "join", "code": code}))
            await ben.write_message(json.dumps({"type": "sit"}))
            await next_room(ben, lambda room: room.get("seat") == 1)
            ben.close()
            again = await connect(port, "ben")
            await again.write_message(json.dumps({"type": "join", "code": code}))
            assert (await next_room(again))["seat"] == 1
        finally:
            server.stop()

    run(scenario())


def test_store_from_refuses_an_address_it_cannot_use():
    with pytest.raises(ValueError, match="--rooms is 'memory' or a Redis address"):
        store_from("mysql://x")


def test_two_servers_sharing_one_redis_play_one_room_to_the_end(redis_url):
    async def scenario():
        first, port_one = start_server(store_from(redis_url))
        second, port_two = start_server(store_from(redis_url))
        try:
            ann = await connect(port_one, "ann")
            await ann.write_message(json.dumps({"type": "open", "preset": "shichi-narabe", "players": 4}))
            code = (await next_room(ann))["code"]
            ben = await connect(port_two, "ben")
            await ben.write_message(json.dumps({"type": "join", "code": code}))
            await ben.write_message(json.dumps({"type": "sit"}))
            await next_room(ann, lambda room: room["seats"][1]["kind"] == "person")  # heard across servers
            await ann.write_message(json.dumps({"type": "start"}))
            pages = {0: ann, 1: ben}
            latest = {0: await next_room(ann, lambda r: r["status"] != "waiting"),
                      1: await next_room(ben, lambda r: r["status"] != "waiting")}
            moves = 0
            while latest[0]["status"] == "playing":
                version = max(latest[0]["version"], latest[1]["version"])
                for seat in (0, 1):
                    if latest[seat]["version"] < version:
                        latest[seat] = await next_room(pages[seat], lambda r, v=version: r["version"] >= v)
                room = latest[0]
                if room["status"] != "playing":
                    break
                seat = room["to_move"]
                mine = latest[seat]
                move = (mine["hand"]["playable"] or ["pass"])[0]
                await pages[seat].write_message(json.dumps({"type": "play", "move": move, "version": mine["version"]}))
                moves += 1
                latest[seat] = await next_room(pages[seat], lambda r, v=mine["version"]: r["version"] > v)
                other = 1 - seat
                latest[other] = await next_room(pages[other], lambda r, v=latest[seat]["version"]: r["version"] >= v)
            assert latest[0]["status"] == "over" and latest[1]["status"] == "over" and moves > 5
        finally:
            first.stop()
            second.stop()

    run(scenario())
