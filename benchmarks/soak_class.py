"""Soak benchmark of the Class tab's rooms: a class playing together on one server; prints figures.

    .venv/bin/python benchmarks/soak_class.py                  # short: 30 students, 8 rooms, 2 minutes
    .venv/bin/python benchmarks/soak_class.py --minutes 10     # the issue's class: 10 minutes
    .venv/bin/python benchmarks/soak_class.py --redis          # two servers sharing one Redis (students split)

Starts the classroom server as the app command does (``python -m shichi_widgets.serve``, here with a
notebook that shows the Class tab's widget), then a class: ``--students`` people in ``--rooms``
rooms. Most students are light clients: each speaks the rooms' protocol over the server's websocket
(``shichi/rooms/socket``) as the Class tab's page does, with a browser's signed seat cookie of its
own (the soak gives the server its cookie secret, as servers sharing Redis must share one). In each
room the first student opens a table (4 seats), the others join by its code and sit, bots take the
seats left, and the host starts; each person plays when their view says it is their turn, after a
think time of 0.2–1.2 s, the first lit card or pass. A finished room is followed by a new table for
the same people. Every ``--question-every`` seconds a host asks the room a lesson step, everyone
answers, and the host shows the answer; every ``--reload-every`` seconds a student drops their
connection and comes back (a new socket, joining the same code), and must get the same seat.
``--browsers`` pages in headless Chromium (the teacher's projector view of a room, Large cards off)
join as watchers: the time from a move to their screen drawing it is timed too.

It reports:

* errors, which should be 0: an error message a person's request got, a socket closed by the
  server, a student back from a reload on another seat than before, a page error in a browser,
  warnings and errors in the server's log;
* moves, games finished, questions asked and answers counted, reloads;
* the time from a move being sent to every person in the room (and every watching browser) having
  it: median, 90th and 95th percentile;
* the server's memory (RSS) when the class has arrived and at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import nbformat
import tornado.httpclient
import tornado.web
import tornado.websocket

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = "from shichi_widgets.widgets.room import RoomTable\nRoomTable(lang='en')"
QUESTION = {"lesson": "basics", "step": 2}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def rss_mb(pid: int) -> float:
    """The resident memory of one process, MB."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


class Server:
    """The classroom server in a folder of its own, with a known cookie secret."""

    def __init__(self, folder: Path, secret: str, rooms: str) -> None:
        self.folder, self.port = folder, free_port()
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(NOTEBOOK)]
        nbformat.write(nb, folder / "room.ipynb")
        self.log_path = folder / "server.log"
        env = {**os.environ, "JUPYTER_CONFIG_DIR": str(folder / "config"), "JUPYTER_DATA_DIR": str(folder / "data"),
               "JUPYTER_RUNTIME_DIR": str(folder / "runtime"), "IPYTHONDIR": str(folder / "ipython")}
        command = [sys.executable, "-m", "shichi_widgets.serve", "room.ipynb", f"--port={self.port}",
                   "--no-browser", "--max-visitors=8", f"--Voila.cookie_secret={secret}", f"--rooms={rooms}"]
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(command, cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT,
                                         start_new_session=True)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=2):
                    return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("the server did not start:\n" + self.log_path.read_text()[-3000:])

    @property
    def socket_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/shichi/rooms/socket"

    def log_problems(self) -> list[str]:
        """Warnings and errors in the server's log (what an ordinary class should not leave)."""
        lines = self.log_path.read_text(errors="replace").splitlines()
        return [line for line in lines if re.match(r"\[\w+\]\s*(WARNING|ERROR|CRITICAL)|Traceback|^\[[WEC] ", line)]

    def stop(self) -> None:
        os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)


class Figures:
    def __init__(self) -> None:
        self.errors: list[str] = []
        self.moves = self.games = self.questions = self.answers = self.reloads = 0
        self.reach_ms: list[float] = []  # a move, to every person in its room having it
        self.screen_ms: list[float] = []  # a move, to a watching browser drawing it
        self.sent: dict[tuple[str, int], float] = {}  # (room, version after the move) -> when the move was sent
        self.got: dict[tuple[str, int], dict[str, float]] = {}  # who had that version, when
        self.members: dict[str, set[str]] = {}  # the people of each room


class Student:
    """A light client: one browser's seat cookie and one socket, speaking the rooms' protocol."""

    def __init__(self, name: str, server: Server, secret: str, figures: Figures, rng: random.Random) -> None:
        self.name, self.server, self.secret, self.figures, self.rng = name, server, secret, figures, rng
        self.cookie = tornado.web.create_signed_value(secret, "shichi_seat", name).decode()
        self.conn = None
        self.view: dict | None = None
        self.views = asyncio.Queue()
        self.seat: int | None = None
        self.reader: asyncio.Task | None = None

    async def connect(self) -> None:
        headers = {"Cookie": f"shichi_seat={self.cookie}"}
        request = tornado.httpclient.HTTPRequest(self.server.socket_url, headers=headers)
        self.conn = await tornado.websocket.websocket_connect(request)
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        conn = self.conn
        while True:
            text = await conn.read_message()
            if text is None:
                if conn is self.conn:
                    self.figures.errors.append(f"{self.name}: the server closed the socket ({conn.close_code})")
                return
            message = json.loads(text)
            if message["type"] == "error":
                self.figures.errors.append(f"{self.name}: {message['key']}: {message['text']}")
                continue
            view = message["room"]
            self.view = view
            key = (view["code"], view["version"])
            if key in self.figures.sent:
                self.figures.got.setdefault(key, {}).setdefault(self.name, time.monotonic())
            await self.views.put(view)

    async def say(self, **message) -> None:
        await self.conn.write_message(json.dumps(message))

    async def until(self, test, seconds: float = 60.0) -> dict:
        deadline = time.monotonic() + seconds
        while True:
            if self.view is not None and test(self.view):
                return self.view
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{self.name}: no such view within {seconds} s")
            try:
                await asyncio.wait_for(self.views.get(), left)
            except TimeoutError:
                pass

    async def reload(self, code: str) -> None:
        """A dropped connection and a new one (as a reload does): the same seat must come back."""
        before = self.seat
        old, self.conn = self.conn, None
        old.close()
        await asyncio.sleep(self.rng.uniform(0.2, 1.0))
        await self.connect()
        await self.say(type="join", code=code)
        await self.say(type="sit")
        view = await self.until(lambda v: v["code"] == code)
        if view.get("seat") != before:
            self.figures.errors.append(f"{self.name}: back from a reload on seat {view.get('seat')}, not {before}")
        self.figures.reloads += 1


async def play_room(people: list[Student], until: float, figures: Figures, args: argparse.Namespace) -> None:
    """One room's people: tables one after the other until the time is up."""
    rng = people[0].rng
    host = people[0]
    next_question = time.monotonic() + args.question_every  # kept across the room's tables (a table is shorter)
    while time.monotonic() < until:
        await host.say(type="open", preset=rng.choice(["shichi-narabe", "tunnel", "joker", "koroshi"]), players=4)
        code = (await host.until(lambda v: v.get("status") == "waiting" and v.get("seat") == 0))["code"]
        for person in people[1:]:
            await person.say(type="join", code=code)
            await person.say(type="sit")
            await person.until(lambda v, c=code: v["code"] == c and v.get("seat") is not None)
        for person in people:
            person.seat = person.view.get("seat")
        figures.members[code] = {person.name for person in people}
        await host.say(type="start")
        next_reload = time.monotonic() + rng.uniform(0.5, 1.0) * args.reload_every
        while True:
            view = await host.until(lambda v, c=code: v["code"] == c and v["status"] != "waiting", 120)
            if view["status"] == "over":
                figures.games += 1
                break
            if time.monotonic() > until:
                return
            if args.question_every and time.monotonic() > next_question:
                next_question = time.monotonic() + args.question_every
                await ask_the_room(people, code, figures)
                continue  # the room has moved on: look again
            if args.reload_every and time.monotonic() > next_reload:
                next_reload = time.monotonic() + args.reload_every
                await rng.choice(people[1:] or people).reload(code)
                continue
            mover = next((p for p in people if p.view and p.view["code"] == code
                          and p.view.get("seat") == view["to_move"]), None)
            if mover is None:  # a bot's turn is never waited for: the host's view is behind
                await host.until(lambda v, ver=view["version"]: v["version"] > ver, 60)
                continue
            seen = await mover.until(lambda v, ver=view["version"]: v["version"] >= ver)
            if seen["status"] != "playing" or seen.get("to_move") != seen.get("seat"):
                continue
            await asyncio.sleep(rng.uniform(0.2, 1.2))
            hand = seen["hand"]
            move = (hand.get("playable") or hand.get("joker_plays") or ["pass"])[0]
            figures.sent[(code, seen["version"] + 1)] = time.monotonic()
            figures.moves += 1
            await mover.say(type="play", move=move, turn=seen["turn"])
            await mover.until(lambda v, ver=seen["version"]: v["version"] > ver, 60)


async def ask_the_room(people: list[Student], code: str, figures: Figures) -> None:
    host = people[0]
    await host.say(type="ask", source=QUESTION)
    view = await host.until(lambda v: v["code"] == code and "question" in v)
    qid = view["question"]["id"]
    for person in people[1:]:
        question = (await person.until(lambda v, q=qid: v.get("question", {}).get("id") == q))["question"]
        cells = ["6♠", "6♥", "6♣", "6♦", "8♠", "8♥", "8♣", "8♦"]
        await person.say(type="answer", picks=cells[: person.rng.randint(1, len(cells))], question=question["id"])
    await host.until(lambda v: v.get("question", {}).get("tally", {}).get("n") == len(people) - 1)
    figures.answers += len(people) - 1
    await host.say(type="reveal", question=qid)
    await host.until(lambda v: v.get("question", {}).get("revealed"))
    await host.say(type="close")
    await host.until(lambda v: "question" not in v)
    figures.questions += 1


async def watch_in_browsers(server: Server, codes: list[str], count: int, until: float, figures: Figures) -> None:
    """Chromium pages watching rooms: the time from a move being sent to the page drawing it."""
    if count <= 0:
        return
    from playwright.async_api import async_playwright

    chromium = os.environ.get("SHICHI_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=chromium)
        pages = []
        for n in range(count):
            context = await browser.new_context(viewport={"width": 1280, "height": 720})
            page = await context.new_page()
            page.on("pageerror", lambda error: figures.errors.append(f"browser page error: {error}"))
            await page.goto(f"http://127.0.0.1:{server.port}/")
            await page.fill("[data-role='join-code']", codes[n % len(codes)], timeout=120_000)
            await page.click("[data-action='join-room']")
            pages.append(page)
        await asyncio.gather(*(page.wait_for_selector("[data-room-version]", state="attached", timeout=120_000)
                               for page in pages))
        while time.monotonic() < until:
            for page in pages:
                drawn = await page.evaluate("""() => { const r = document.querySelector('[data-room-code]');
                    return r ? [r.dataset.roomCode, Number(r.dataset.roomVersion)] : null; }""")
                if drawn and (tuple(drawn) in figures.sent):
                    key = tuple(drawn)
                    if key not in getattr(page, "_timed", set()):
                        page._timed = {*getattr(page, "_timed", set()), key}
                        figures.screen_ms.append((time.monotonic() - figures.sent[key]) * 1000)
            await asyncio.sleep(0.02)
        await browser.close()


async def soak(args: argparse.Namespace) -> None:
    secret = secrets.token_hex(32)
    tmp = Path(tempfile.mkdtemp(prefix="soak-class-"))
    redis = None
    rooms = "memory"
    if args.redis:
        port = free_port()
        redis = subprocess.Popen([shutil.which("redis-server"), "--port", str(port), "--bind", "127.0.0.1",
                                  "--save", "", "--appendonly", "no", "--dir", str(tmp)], stdout=subprocess.DEVNULL)
        time.sleep(0.5)
        rooms = f"redis://127.0.0.1:{port}/0"
    servers = []
    for n in range(2 if args.redis else 1):
        folder = tmp / f"server{n}"
        folder.mkdir()
        servers.append(Server(folder, secret, rooms))
    figures = Figures()
    rng = random.Random(args.seed)
    try:
        students = [Student(f"student{n}", servers[n % len(servers)], secret, figures, random.Random(rng.random()))
                    for n in range(args.students)]
        for student in students:
            await student.connect()
        groups = [students[r::args.rooms] for r in range(args.rooms)]
        arrived_mb = sum(rss_mb(s.proc.pid) for s in servers)
        until = time.monotonic() + args.minutes * 60
        tasks = [asyncio.create_task(play_room(group, until, figures, args)) for group in groups if group]
        await asyncio.sleep(3)
        codes = [group[0].view["code"] for group in groups if group and group[0].view]
        watchers = asyncio.create_task(watch_in_browsers(servers[0], codes, args.browsers, until, figures))
        for result in await asyncio.gather(*tasks, watchers, return_exceptions=True):
            if isinstance(result, Exception):
                figures.errors.append(f"{type(result).__name__}: {result}")
        end_mb = sum(rss_mb(s.proc.pid) for s in servers)
        for key, when in figures.sent.items():
            people, arrivals = figures.members.get(key[0], set()), figures.got.get(key, {})
            if people and people <= set(arrivals):  # (a person reloading just then missed it: not timed)
                figures.reach_ms.append((max(arrivals[name] for name in people) - when) * 1000)
        problems = [line for s in servers for line in s.log_problems()]
    finally:
        for server in servers:
            server.stop()
        if redis is not None:
            redis.terminate()
    report(args, figures, arrived_mb, end_mb, problems)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def report(args, figures: Figures, arrived_mb: float, end_mb: float, problems: list[str]) -> None:
    errors = figures.errors + [f"server log: {line}" for line in problems]
    print(f"soak_class: {args.students} students in {args.rooms} rooms, {args.minutes:g} min, "
          f"{'two servers sharing Redis' if args.redis else 'one server, rooms in memory'}, {args.browsers} browsers")
    print(f"errors: {len(errors)}")
    for line in errors[:20]:
        print(f"  {line}")
    print(f"moves: {figures.moves}  games finished: {figures.games}  questions: {figures.questions} "
          f"(answers counted: {figures.answers})  reloads: {figures.reloads} (all back on their seat: "
          f"{not any('back from a reload' in e for e in errors)})")
    reach = figures.reach_ms
    if reach:
        print(f"a move to every person in its room: median {statistics.median(reach):.1f} ms, "
              f"p90 {percentile(reach, 0.9):.1f} ms, p95 {percentile(reach, 0.95):.1f} ms ({len(reach)} moves)")
    if figures.screen_ms:
        s = figures.screen_ms
        print(f"a move to a watching browser's screen: median {statistics.median(s):.1f} ms, "
              f"p90 {percentile(s, 0.9):.1f} ms ({len(s)} moves)")
    print(f"server memory (RSS): {arrived_mb:.0f} MB when the class had arrived, {end_mb:.0f} MB at the end")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--rooms", type=int, default=8)
    parser.add_argument("--minutes", type=float, default=2.0)
    parser.add_argument("--browsers", type=int, default=2)
    parser.add_argument("--question-every", type=float, default=60.0)
    parser.add_argument("--reload-every", type=float, default=45.0)
    parser.add_argument("--redis", action="store_true", help="two servers sharing one Redis (redis-server)")
    parser.add_argument("--seed", type=int, default=1)
    asyncio.run(soak(parser.parse_args()))


if __name__ == "__main__":
    main()
