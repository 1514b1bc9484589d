"""Rooms in a real browser: two people at two widths play a room to the end by clicking (two bots
in the other seats), a reload mid-game returns the same seat and hand, a turn left too long is
played by a bot, and a seat's page never receives another seat's cards, in the DOM or any message.

Each page is its own browser context (its own cookies: its own visitor), against the classroom
server (``python -m shichi_widgets.serve``) showing a notebook with the Class tab's widget.
"""

from __future__ import annotations

import json
import re
import time

import pytest
from browser_fixtures import screenshot
from playwright.sync_api import Page, expect
from redis_server import redis_url  # noqa: F401  (a fixture)
from test_app import APP, AppServer

ROOM_NOTEBOOK = [
    "from shichi_widgets.widgets.room import RoomTable\n"
    "table = RoomTable(lang='en')\n"
    "table.ask_source = {'lesson': 'basics', 'step': 2}  # what the app's Learn tab would show\n"
    "table",
]
DESKTOP = {"width": 1280, "height": 800}
SENTENCES = {"log", "status_text", "result"}  # a view's sentences, apart from its data
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def rooms(tmp_path_factory):
    folder = tmp_path_factory.mktemp("rooms")
    # seats for every page the module's tests open (a closed test's pages free theirs a moment later)
    with AppServer(folder, {"room.ipynb": ROOM_NOTEBOOK}, extra_args=["--max-visitors=30"]) as server:
        yield server


def visitor(new_page, server: AppServer, viewport: dict, query: str = "", notebook: str = "room") -> Page:
    """A person with a browser of their own (a context: cookies apart), the room page open; every
    message the page receives on the rooms socket is kept in ``page.heard``."""
    page = new_page(viewport=viewport)
    page.set_default_timeout(90_000)
    page.heard = []

    def on_socket(socket):
        if "shichi/rooms/socket" in socket.url:
            socket.on("framereceived", lambda payload: page.heard.append(payload))

    page.on("websocket", on_socket)
    page.goto(server.url_for(notebook) + query)
    # several pages start their kernels at once on two busy cores: give the page its time
    expect(page.locator("[data-role='room-tab']")).to_be_visible(timeout=120_000)
    return page


def last_view(page: Page) -> dict:
    for payload in reversed(page.heard):
        message = json.loads(payload)
        if message["type"] == "room":
            return message["room"]
    raise AssertionError("no room view received")


def open_table(host: Page, preset: str = "shichi-narabe", seats: int = 4, turn_s: int = 120) -> str:
    """Open a table; the longest time for a move unless a test asks otherwise (a test's clicks under
    load must not race the clock that gives a slow turn to a bot)."""
    host.locator("[data-role='room-preset']").select_option(preset)
    host.locator("[data-role='room-seats']").select_option(str(seats))
    host.locator("[data-role='room-turn']").select_option(str(turn_s))
    host.locator("[data-action='open-room']").click()
    code_box = host.locator("[data-room-code]")
    expect(code_box).to_be_visible()
    code = code_box.get_attribute("data-room-code")
    assert re.fullmatch(r"[ACDEFGHJKMNPQRTUVWXY34679]{4,6}", code)
    return code


def join(page: Page, code: str) -> None:
    page.locator("[data-role='join-code']").fill(code.lower())
    page.locator("[data-action='join-room']").click()
    expect(page.locator(f"[data-room-code='{code}']")).to_be_visible()
    page.locator("[data-action='take-seat']").first.click()
    expect(page.locator("[data-room-table]")).to_be_attached()
    expect(page.locator("[data-you='true']")).to_have_count(1)


def play_one(page: Page) -> None:
    """Click a lit card of this page's hand, or Pass when none is lit."""
    table = page.locator("[data-room-table]")
    view = last_view(page)
    if view["status"] != "playing" or view["to_move"] != view.get("seat"):
        return  # the table moved on (a slow turn given to a bot): the caller looks again
    version = view["version"]
    expect(page.locator(f"[data-room-version='{version}']")).to_be_attached()  # the page drew that view
    lit = table.locator("[data-role='hand'] [data-playable='true']")
    if lit.count():
        lit.first.click()
        options = table.locator("[data-action='joker-play']")
        if options.count():
            options.first.click()
    else:
        table.locator("[data-action='pass']").click()
    deadline_view(page, lambda view: view["version"] > version)


def deadline_view(page: Page, done, timeout_s: float = 60.0) -> dict:
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        try:
            view = last_view(page)
            if done(view):
                return view
        except AssertionError:
            pass
        page.wait_for_timeout(100)
    raise AssertionError(f"no such view within {timeout_s} s: {last_view(page)}")


def play_to_the_end(watcher: Page, pages: dict[int, Page], minutes: float = 8.0) -> None:
    """Each person clicks when their own page says it is their turn, until a page says the game is
    over (bots move on the server). A game with no page to move for a minute fails, with every
    page's latest view (so a stalled game says where it stalled)."""
    end = time.monotonic() + minutes * 60
    idle_since = time.monotonic()
    while time.monotonic() < end:
        views = {seat: last_view(page) for seat, page in pages.items()}
        if any(view["status"] == "over" for view in views.values()):
            deadline_view(watcher, lambda v: v["status"] == "over")
            return
        ready = [seat for seat, view in views.items() if view["status"] == "playing" and view.get("to_move") == seat
                 and view.get("seat") == seat]
        if ready:
            play_one(pages[ready[0]])
            idle_since = time.monotonic()
            continue
        if time.monotonic() - idle_since > 60:
            raise AssertionError(f"no page could move for a minute: {json.dumps(views, ensure_ascii=False)[:3000]}")
        watcher.wait_for_timeout(200)
    raise AssertionError(f"the game did not end within {minutes} minutes")


def test_two_people_and_two_bots_play_a_room_to_the_end_by_clicking(rooms, new_page):
    host = visitor(new_page, rooms, DESKTOP)
    guest = visitor(new_page, rooms, PHONE)
    code = open_table(host)
    join(guest, code)
    expect(host.locator("[data-seat='1'][data-kind='person']")).to_be_visible()
    host.locator("[data-action='start-room']").click()
    pages = {0: host, 1: guest}
    screenshot(guest, "room_phone_started")
    play_to_the_end(host, pages)
    for page in pages.values():
        expect(page.locator("[data-room-table][data-over]")).to_be_attached()
    screenshot(host, "room_desktop_over")
    expect(host.locator("[data-room-table] [data-action='pass']")).to_be_hidden()  # nothing to pass once it is over
    expect(guest.locator("[data-action='again-room']")).to_be_hidden()  # the host's button only
    host.locator("[data-action='again-room']").click()  # another game, the same people in their seats
    for page in pages.values():
        expect(page.locator("[data-room-status='waiting']")).to_be_attached()
    expect(guest.locator("[data-seat='1'][data-you='true']")).to_be_attached()
    host.locator("[data-action='start-room']").click()
    expect(guest.locator("[data-room-status='playing']")).to_be_attached()
    assert not host.page_errors and not guest.page_errors


def test_a_reload_mid_game_returns_the_same_seat_and_hand(rooms, new_page):
    host = visitor(new_page, rooms, DESKTOP)
    guest = visitor(new_page, rooms, DESKTOP)
    code = open_table(host, "tunnel")
    join(guest, code)
    host.locator("[data-action='start-room']").click()
    before = deadline_view(guest, lambda v: v["status"] == "playing")
    hand = [c for c in guest.locator("[data-role='hand'] [data-card]").all_inner_texts()]
    guest.reload()
    after = deadline_view(guest, lambda v: v.get("hand") is not None)
    assert after["seat"] == before["seat"] == 1
    assert after["hand"]["cards"] == before["hand"]["cards"]
    expect(guest.locator("[data-role='hand'] [data-card]")).to_have_count(len(hand))


def _cards_of(rows: list[int]) -> set[str]:
    """The cards of a view's four row masks (♠ ♥ ♣ ♦, bit r - 1 for rank r)."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    return {f"{ranks[r]}{suit}" for suit, mask in zip("♠♥♣♦", rows, strict=True) for r in range(13) if mask >> r & 1}


def test_a_seat_never_receives_another_seats_cards(rooms, new_page):
    """Every card in the data of any message a seat's page received (its hand, the seats, the layout),
    or drawn in its hand and seats, is in that seat's own hand or public on the layout (placed, killed,
    dead or exposed): never in another hand. The sentences (the log, a refusal, the status) are left
    out: they may name an empty cell ("5♠ must come first"), which says nothing of who holds it; the
    engine's event sentences are held to the public view by tests/engine (K6)."""
    host = visitor(new_page, rooms, DESKTOP)
    guest = visitor(new_page, rooms, DESKTOP)
    code = open_table(host, "koroshi")
    join(guest, code)
    host.locator("[data-action='start-room']").click()
    for _ in range(6):  # a few moves, so the log and the layout have something in them
        view = deadline_view(host, lambda v: v["status"] != "waiting")
        if view["status"] == "over":
            break
        mover = {0: host, 1: guest}[view["to_move"]]
        deadline_view(mover, lambda v, want=view["version"]: v["version"] >= want)
        play_one(mover)
    card = re.compile(r"(?:10|[A2-9JQK])[♠♥♣♦]")
    for page in (host, guest):
        allowed: set[str] = set()
        data: list[str] = []  # each message's data, its sentences left out (see the docstring)
        for payload in page.heard:
            message = json.loads(payload)
            if message["type"] != "room":
                continue
            room = message["room"]
            allowed |= set(room.get("hand", {}).get("cards", [])) | set(room.get("hand", {}).get("penalties", []))
            for key in ("placed", "killed", "dead", "exposed"):
                allowed |= _cards_of(room.get("layout", {}).get(key, [0, 0, 0, 0]))
            kept = {key: value for key, value in room.items() if key not in SENTENCES}
            data.append(json.dumps(kept, ensure_ascii=False))  # suits written out (the server escapes them)
        # the page's hand and seats (the layout grid has a cell for each of the 52 cards, placed or not)
        shown = page.evaluate("""() => [...document.querySelectorAll(
            "[data-room-table] [data-role='hand'], [data-role='room-tab'] [data-role='seats']")]
            .map((node) => node.outerHTML).join("")""")
        named = set(card.findall("\n".join(data))) | set(card.findall(shown))
        assert named, "the page received no card at all"
        assert not named - allowed, f"cards of other seats reached this page: {sorted(named - allowed)}"


def test_a_class_question_answered_on_five_devices_is_tallied_on_the_teachers_page(rooms, new_page):
    from shichi_widgets.rooms.questions import step_of

    teacher = visitor(new_page, rooms, DESKTOP)
    teacher.locator("[data-role='room-watch']").check()  # the teacher at the projector: no seat
    code = open_table(teacher)
    students = [visitor(new_page, rooms, PHONE if n % 2 else DESKTOP) for n in range(5)]
    for student in students:
        student.locator("[data-role='join-code']").fill(code)
        student.locator("[data-action='join-room']").click()
        expect(student.locator(f"[data-room-code='{code}']")).to_be_visible()
    teacher.locator("[data-action='ask-class']").click()
    answer = sorted(step_of({"lesson": "basics", "step": 2}).answer())
    for n, student in enumerate(students):
        box = student.locator("[data-class-question]")
        expect(box).to_be_visible()
        expect(box.locator("[data-role='prompt']")).not_to_be_empty()
        picks = answer if n < 3 else answer[:1]  # three right, two with cells missing
        for card in picks:
            box.locator(f"[data-role='layout'] [data-card='{card}']").click()
        box.locator("[data-action='check']").click()
        expect(box.locator("[data-role='answer-sent']")).not_to_be_empty()
        expect(teacher.locator(f"[data-tally='{n + 1}']")).to_be_attached()
    tally = teacher.locator("[data-role='tally']")
    expect(tally.locator(f"[data-item='{answer[0]}']")).to_have_attribute("data-count", "5")
    expect(tally.locator(f"[data-item='{answer[-1]}']")).to_have_attribute("data-count", "3")
    screenshot(teacher, "room_class_question_tally")
    teacher.locator("[data-action='reveal-answer']").click()
    for n, student in enumerate(students):
        verdict = "right" if n < 3 else "wrong"
        expect(student.locator("[data-class-question]")).to_have_attribute("data-verdict", verdict)
        expect(student.locator("[data-class-question] [data-role='feedback'] li").first).to_be_visible()
    screenshot(students[3], "room_class_question_verdict_phone")


def test_a_turn_left_too_long_is_played_by_a_bot_and_said_in_the_log(rooms, new_page):
    host = visitor(new_page, rooms, DESKTOP)
    guest = visitor(new_page, rooms, PHONE)
    code = open_table(host, turn_s=15)
    join(guest, code)
    host.locator("[data-action='start-room']").click()
    view = deadline_view(host, lambda v: v["status"] == "playing")
    slow = view["to_move"]
    page = {0: host, 1: guest}[slow]
    expect(page.locator("[data-role='room-status']")).to_contain_text("s left")
    late = deadline_view(host, lambda v: v["seats"][slow]["stood_in"] >= 1, timeout_s=90)
    line = f"Player {slow + 1} did not move within 15 s"
    assert any(line in text for text in late["log"])
    expect(page.locator("[data-role='log']")).to_contain_text(line)
    expect(page.locator(f"[data-seat='{slow}']")).to_contain_text("a bot played for them")


def test_four_people_play_a_room_to_the_end(rooms, new_page):
    people = [visitor(new_page, rooms, PHONE if n % 2 else DESKTOP) for n in range(4)]
    code = open_table(people[0], "tunnel", seats=4)
    for page in people[1:]:
        join(page, code)
    expect(people[0].locator("[data-kind='person']")).to_have_count(4)
    people[0].locator("[data-action='start-room']").click()
    seat_of = {deadline_view(page, lambda v: v["status"] == "playing")["seat"]: page for page in people}
    assert sorted(seat_of) == [0, 1, 2, 3]
    play_to_the_end(people[0], seat_of)
    for page in people:
        expect(page.locator("[data-room-table][data-over]")).to_be_attached()
    assert not any(page.page_errors for page in people)


@pytest.fixture(scope="module")
def two_servers(tmp_path_factory, redis_url):  # noqa: F811  (the fixture imported above)
    """Two classroom servers sharing one Redis, as behind a load balancer."""
    options = ["--max-visitors=12", f"--rooms={redis_url}"]
    one = AppServer(tmp_path_factory.mktemp("one"), {"room.ipynb": ROOM_NOTEBOOK}, extra_args=options)
    two = AppServer(tmp_path_factory.mktemp("two"), {"room.ipynb": ROOM_NOTEBOOK}, extra_args=options)
    with one, two:
        yield one, two


def test_two_servers_sharing_one_redis_play_one_room_one_player_on_each(two_servers, new_page):
    one, two = two_servers
    host = visitor(new_page, one, DESKTOP)
    guest = visitor(new_page, two, PHONE)
    code = open_table(host)
    join(guest, code)  # the code made on the first server opens on the second
    expect(host.locator("[data-seat='1'][data-kind='person']")).to_be_visible()
    host.locator("[data-action='start-room']").click()
    pages = {0: host, 1: guest}
    play_to_the_end(host, pages)
    for page in pages.values():
        expect(page.locator("[data-room-table][data-over]")).to_be_attached()
    assert "Rooms for the Class tab: in Redis" in one.log_text(100_000)


@pytest.fixture(scope="module")
def app_with_rooms(tmp_path_factory):
    folder = tmp_path_factory.mktemp("app_rooms")
    with AppServer(folder, {"app.ipynb": APP}, extra_args=["--max-visitors=12"]) as server:
        yield server


def test_the_apps_class_tab_opens_a_table_and_a_room_link_brings_a_student_to_it(app_with_rooms, new_page):
    """In the app: the teacher opens a table in the Class tab and asks the Learn tab's question; a
    student opening the room's link lands on the Class tab at that table, in Japanese, with the question."""
    teacher = new_page(viewport=DESKTOP)
    teacher.goto(app_with_rooms.url_for("app") + "?lesson=basics&step=2")
    expect(teacher.locator("[data-role='lesson']")).to_be_visible(timeout=120_000)
    teacher.get_by_role("tab", name="Class").click()
    expect(teacher.locator("[data-role='room-tab']")).to_be_visible(timeout=60_000)
    teacher.locator("[data-role='room-watch']").check()
    code = open_table(teacher)
    link = teacher.locator("[data-role='room-link']").input_value()
    assert link.endswith(f"?room={code}")
    teacher.locator("[data-action='ask-class']").click()
    expect(teacher.locator("[data-class-question]")).to_have_attribute("data-tally", "0")
    student = new_page(viewport=PHONE, locale="ja-JP", extra_http_headers={"Accept-Language": "ja"})
    student.goto(link)
    expect(student.get_by_role("tab", name="クラス")).to_have_attribute("aria-selected", "true", timeout=120_000)
    box = student.locator("[data-class-question]")
    expect(box).to_be_visible()
    expect(box.locator("[data-action='check']")).to_have_text("答え合わせ")
    screenshot(student, "room_app_link_phone_ja")
    assert not teacher.page_errors and not student.page_errors


def test_the_projector_view_shows_the_table_the_seat_to_move_the_log_and_the_tally_in_one_screen(
        app_with_rooms, new_page):
    """Large cards at 1280 x 720: the teacher watching a room sees the whole layout, the seats with the
    one to move, and the log without scrolling; with a question open, its tally too."""
    teacher = new_page(viewport={"width": 1280, "height": 720})
    teacher.goto(app_with_rooms.url_for("app") + "?lesson=basics&step=2")
    expect(teacher.locator("[data-role='lesson']")).to_be_visible(timeout=120_000)
    teacher.get_by_role("tab", name="Class").click()
    expect(teacher.locator("[data-role='room-tab']")).to_be_visible(timeout=60_000)
    teacher.locator("[data-role='room-watch']").check()
    code = open_table(teacher, "shichi-narabe", seats=3)
    player = visitor(new_page, app_with_rooms, PHONE, f"?room={code}", notebook="app")
    player.locator("[data-action='take-seat']").first.click()
    expect(teacher.locator("[data-kind='person']")).to_have_count(1)
    teacher.locator("[data-action='start-room']").click()
    teacher.get_by_role("button", name="Large cards").click()
    room = teacher.locator("[data-role='room-tab']")
    expect(room).to_have_attribute("data-large", "true")
    deadline_view(player, lambda v: v["status"] == "playing")
    expect(teacher.locator("[data-role='room-tab'] [data-to-move='true']")).to_be_visible()
    teacher.evaluate("window.scrollTo(0, 0)")

    def within_screen(selector: str) -> None:
        box = teacher.locator(f"[data-role='room-tab'] {selector}").first.bounding_box()
        assert box is not None, f"{selector} is not shown"
        assert box["y"] >= 0 and box["y"] + box["height"] <= 720, f"{selector} is cut: {box}"
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1280, f"{selector} is cut: {box}"

    for selector in ("[data-room-table] [data-role='layout']", "[data-to-move='true']", "[data-role='log'] li",
                     ".sw-room-code"):
        within_screen(selector)
    screenshot(teacher, "room_projector_1280x720")
    teacher.locator("[data-action='ask-class']").click()
    expect(teacher.locator("[data-class-question]")).to_have_attribute("data-tally", "0")
    for selector in ("[data-class-question] [data-role='layout']", "[data-role='tally']", "[data-to-move='true']"):
        within_screen(selector)
    screenshot(teacher, "room_projector_question_1280x720")
