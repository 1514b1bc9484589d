"""The rooms' protocol as pages speak it: open, join, sit, start, play, language; refusals come back
in the page's language and change nothing; every page in a room hears each change."""

from __future__ import annotations

import json

import pytest

from shichi_widgets.rooms import MemoryStore
from shichi_widgets.rooms.service import MESSAGE_LIMIT, Client, RoomService


class Page:
    """A page connected to the service: what it sends and what it was sent."""

    def __init__(self, service: RoomService, visitor: str, lang: str = "en") -> None:
        self.service = service
        self.got: list[dict] = []
        self.client = Client(visitor, self.got.append, lang)
        service.connect(self.client)

    def say(self, **message) -> None:
        self.service.receive(self.client, json.dumps(message))

    @property
    def room(self) -> dict:
        return next(m["room"] for m in reversed(self.got) if m["type"] == "room")

    @property
    def error(self) -> dict:
        last = self.got[-1]
        assert last["type"] == "error", last
        return last


@pytest.fixture
def service() -> RoomService:
    clock = iter(range(1000, 10**6, 1))
    return RoomService(MemoryStore(), clock=lambda: float(next(clock)))


def test_a_host_opens_a_room_and_a_student_joins_by_its_code(service):
    host, student = Page(service, "teacher"), Page(service, "student", "ja")
    host.say(type="open", preset="tunnel", players=4, name="Ms Sato")
    code = host.room["code"]
    assert host.room["seat"] == 0 and host.room["host"] is True
    student.say(type="join", code=code.lower())
    assert student.room["code"] == code and "seat" not in student.room  # watching until seated
    student.say(type="sit")
    assert student.room["seat"] == 1
    assert host.room["seats"][1]["kind"] == "person"  # the host heard the change
    assert student.room["status_text"] == "ホストが始めるのを待っています"


def test_a_host_at_the_projector_only_watches(service):
    host = Page(service, "teacher")
    host.say(type="open", preset="shichi-narabe", players=3, watch=True)
    assert "seat" not in host.room and all(s["kind"] == "open" for s in host.room["seats"])


def test_two_people_and_two_bots_play_to_the_end_over_the_protocol(service):
    host, student = Page(service, "ann"), Page(service, "ben")
    host.say(type="open", preset="shichi-narabe", players=4)
    student.say(type="join", code=host.room["code"])
    student.say(type="sit")
    host.say(type="start")
    pages = {0: host, 1: student}
    for _ in range(200):
        room = host.room
        if room["status"] == "over":
            break
        mover = pages[room["to_move"]]
        seen = mover.room
        move = (seen["hand"]["playable"] or ["pass"])[0]
        mover.say(type="play", move=move, turn=seen["turn"])
        assert mover.got[-1]["type"] == "room", mover.got[-1]
    assert host.room["status"] == "over" and student.room["status"] == "over"
    assert host.room["result"]
    student.say(type="again")  # only the host deals another game
    assert student.got[-1]["type"] == "error" and student.room["status"] == "over"
    host.say(type="again")
    assert student.room["status"] == "waiting" and student.room["seat"] == 1 and "hand" not in student.room
    before = host.room["version"]
    host.say(type="start")
    again = student.room
    # a new deal: the game starts again (only the bots' moves before the first person's turn are made)
    assert again["status"] == "playing" and again["version"] > before and again["turn"] < 4 and again["hand"]["cards"]


def test_a_reconnected_page_comes_back_to_its_seat_and_hand(service):
    host, student = Page(service, "ann"), Page(service, "ben")
    host.say(type="open", preset="shichi-narabe", players=4)
    student.say(type="join", code=host.room["code"])
    student.say(type="sit")
    host.say(type="start")
    hand = student.room["hand"]["cards"]
    service.disconnect(student.client)
    again = Page(service, "ben", "ja")  # a reload: a new connection, the same browser
    again.say(type="join", code=host.room["code"])
    again.say(type="sit")  # what the page does on joining: keeps the seat it holds
    assert again.room["seat"] == 1 and again.room["hand"]["cards"] == hand


@pytest.mark.parametrize(
    ("message", "key"),
    [
        ("not json", "room.error.message"),
        ("[1, 2]", "room.error.message"),
        ("x" * (MESSAGE_LIMIT + 1), "room.error.message"),
        (json.dumps({"type": "dance"}), "room.error.message"),
        (json.dumps({"type": "play", "move": "8♠"}), "room.error.message"),  # no room yet
        (json.dumps({"type": "join", "code": "0000"}), "room.error.code"),
        (json.dumps({"type": "join", "code": "QQQQ"}), "room.error.unknown"),
        (json.dumps({"type": "open", "preset": "tunnel", "players": 12}), "room.error.players"),
        (json.dumps({"type": "open", "preset": "tunnel", "turn_s": 1}), "room.error.message"),
        (json.dumps({"type": "lang", "lang": "fr"}), "room.error.message"),
    ],
)
def test_a_bad_request_is_answered_with_a_sentence_and_changes_nothing(service, message, key):
    page = Page(service, "ann", "ja")
    service.receive(page.client, message)
    error = page.error
    assert error["key"] == key and error["text"] and not error["text"].isascii()  # said in Japanese
    assert page.client.code is None


def test_an_illegal_move_is_refused_with_the_engines_reason(service):
    host = Page(service, "ann")
    host.say(type="open", preset="shichi-narabe", players=3)
    host.say(type="start")
    room = host.room
    unplayable = next(c for c in room["hand"]["cards"] if c not in room["hand"]["playable"])
    host.say(type="play", move=unplayable, turn=room["turn"])
    assert "(" in host.error["text"] and host.room["version"] == room["version"]


def test_the_language_can_change_and_the_view_follows(service):
    page = Page(service, "ann")
    page.say(type="open", preset="tunnel", players=3)
    page.say(type="lang", lang="ja")
    assert page.room["status_text"] == "ホストが始めるのを待っています"


def test_the_clock_gives_a_slow_turn_to_a_bot_and_every_page_hears_it(service):
    host, student = Page(service, "ann"), Page(service, "ben")
    host.say(type="open", preset="shichi-narabe", players=4, turn_s=10)
    student.say(type="join", code=host.room["code"])
    student.say(type="sit")
    host.say(type="start")
    before = host.room
    slow = before["to_move"]
    now = [float(10**6)]
    service.clock = lambda: now[0]
    service.tick()
    after = host.room
    assert after["version"] > before["version"]
    assert after["seats"][slow]["stood_in"] == 1
    assert any("did not move within 10 s" in line for line in after["log"])
    assert student.room["version"] == after["version"]
