"""Soak benchmark of the classroom server, with faults injected during the class: prints figures.

    .venv/bin/python benchmarks/soak_app.py              # short: 6 visitors, 2.5 min, a fault every 8 s
    .venv/bin/python benchmarks/soak_app.py --class      # the issue's class: 30 visitors, 10 minutes
    .venv/bin/python benchmarks/soak_app.py --visitors 5 --minutes 1 --fault-every 0   # no faults

Serves ``notebooks/app.ipynb`` as the app command does (``python -m shichi_widgets.serve``) and
sends a class: N visitors arrive over ``--arrive-over`` seconds, each in a browser context of its
own (one headless Chromium, many pages), open the Play tab and play whole games against the bots
by clicking, as the table offers (a playable card of their hand, else the joker, else a yūrei card,
else pass), dealing a new game when one ends, until their minutes (counted from when their page
is ready) are up. The visitors' browsers share this machine's cores with the server; in a class
each has a device of its own, so the server and its kernels run at a lower CPU priority (``nice
10``, ``--server-nice``): the browsers get the CPU a device of their own would give them, and the
server what is left, which makes its figures an upper bound.

Faults (``--fault-every`` seconds, 8; 0: none), each given to a visitor in the middle of a game, at
its turn, in this order and again:

* ``reload``: the visitor reloads the page;
* ``kill``: the server's process of the visitor's kernel is killed (SIGKILL). The page must show
  its connection line (``[data-connection=lost]``, timed from the kill); the visitor then presses
  the line's one button (Reload the page);
* ``reopen``: the visitor closes the tab and opens the app again in a new one (same browser);
* ``drop``: the visitor's websocket to its kernel drops and reconnecting fails for 5 s (visitors
  whose number is a multiple of 3 go through a websocket switch, the others connect directly). The
  line must say ``lost`` and then heal by itself (``ok``) on the same page, with no reload;
* ``together``: three visitors reload at the same moment;
* ``twice``: a visitor's page is loaded twice at once: the page reloads and, 0.1 s later, the page
  that is there (the old one, or the new one still loading) opens the address again, as a key
  pressed twice does. The report says how many of these made two page requests.

A fault **loses a game** when, once the page has healed (the Play table shown again with its hand,
the connection line ``ok``) and within 60 s of that, the table does not show the game it showed
just before the fault: the lines of its log then must begin with every line shown before (after the
first, which says how the game began: a restored game says it plays on from a position), and its
hand must hold only cards of the hand shown before (all of them if no move was logged). A page
that does not heal at all is a stuck visitor and a lost game.

It reports:

* errors, which should be 0: uncaught page errors, console errors (those of the requests this
  offline harness blocks itself are counted apart; so are the uncaught and console errors of a page
  while a fault is being done to it and it heals, the fault's own symptoms such as a request a killed
  kernel never answers, listed by kind), clicks that
  got no answer within 30 s, visitors who could not load the app or got stuck, and warnings and
  errors in the server's log other than the restarts of killed kernels (listed apart);
* the faults done and the games lost, and how long the connection line took to show;
* the memory (RSS) of the server and its kernels when the class has arrived and at the end;
* click latency, timed in the page: from the click to the table showing the move (a
  MutationObserver on the move counter), median, 90th and 95th percentile; and the games played.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import conftest as fixtures  # noqa: E402  (the browser tests' server helpers)

APP = ROOT / "notebooks" / "app.ipynb"
CLICK_TIMEOUT_MS = 30_000
TURN_TIMEOUT_MS = 120_000
LOAD_TIMEOUT_MS = 600_000  # a visitor waits for the page as long as Voilà keeps it coming

# Click `selector` inside the table and resolve with the milliseconds until the move counter changes
# (the move went to Python and came back), or null if it did not change within the timeout.
TIMED_CLICK = """
([selector, timeout]) => new Promise((resolve) => {
  const table = document.querySelector('[data-role=table]');
  const where = table.querySelector('.sw-where');
  const target = table.querySelector(selector);
  if (!target) { resolve(-1); return; }
  const before = where.textContent;
  let done = false;
  const finish = (value) => { if (!done) { done = true; observer.disconnect(); resolve(value); } };
  const observer = new MutationObserver(() => { if (where.textContent !== before) finish(performance.now() - start); });
  observer.observe(where, { childList: true, characterData: true, subtree: true });
  const start = performance.now();
  target.click();
  setTimeout(() => finish(null), timeout);
})
"""

MY_TURN_OR_OVER = """
() => {
  const t = document.querySelector('[data-role=table]');
  return !!t && (t.dataset.over === 'true' || t.querySelector('.sw-status').textContent.startsWith('Your turn.'));
}
"""

# What the table shows, for the report of a visitor who got stuck.
TABLE_NOW = """
() => {
  const t = document.querySelector('[data-role=table]');
  const words = (document.body ? document.body.innerText : '').slice(0, 200);
  if (!t) return 'no table; page ' + document.readyState + ': ' + words;
  return JSON.stringify({ ...t.dataset, status: (t.querySelector('.sw-status') || {}).textContent,
                          playable: t.querySelectorAll('[data-playable=true]').length });
}
"""

# The move the table offers, as a selector inside the table (play_by_clicking in the browser tests does the same).
CHOOSE = """
() => {
  const t = document.querySelector('[data-role=table]');
  const q = (s) => t.querySelector(s);
  if (q("[data-role=hand] [data-playable=true]:not([data-card=JK])"))
    return ["[data-role=hand] [data-playable=true]:not([data-card=JK])", null];
  if (q("[data-role=hand] [data-card=JK][data-playable=true]"))
    return ["[data-action=joker-play]", "[data-role=hand] [data-card=JK][data-playable=true]"];
  if (q("[data-action=yurei-play]")) return ["[data-action=yurei-play]", null];
  return ["[data-action=pass]", null];
}
"""


class AppServer(fixtures.VoilaServer):
    nice = 0  # the server's (and its kernels') CPU priority below the browsers'

    def command(self, port: int) -> list[str]:
        lower = ["nice", "-n", str(self.nice)] if self.nice else []
        return [*lower, sys.executable, "-m", "shichi_widgets.serve", *super().command(port)[1:]]


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def server_memory(server: fixtures.VoilaServer) -> tuple[float, int]:
    """MB used by the server and its kernels, and how many kernels there are."""
    total, kernels = rss_mb(server.proc.pid), 0
    for pid in fixtures._descendants(server.proc.pid):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        total += rss_mb(pid)
        kernels += b"ipykernel" in command
    return total, kernels



def kernel_pid(server: fixtures.VoilaServer, kernel: str) -> int | None:
    """The pid of the server's process of kernel `kernel` (its connection file is named after it)."""
    for pid in fixtures._descendants(server.proc.pid):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"ipykernel" in command and kernel.encode() in command:
            return pid
    return None


# What the visitor sees of its game: the log's lines, the hand's cards, and the connection line.
SEEN = """
() => {
  const t = document.querySelector('[data-role=table]');
  const line = document.querySelector('[data-connection]');
  if (!t || !t.querySelector('[data-role=hand] [data-card]')) return null;
  return { log: [...t.querySelectorAll('[data-role=log] li')].map((li) => li.textContent),
           hand: [...t.querySelectorAll('[data-role=hand] [data-card]')].map((c) => c.dataset.card),
           over: t.dataset.over, connection: line ? line.dataset.connection : null };
}
"""
# Two page loads at once, made by the page as a browser makes them (a key pressed twice): the page reloads,
# and 0.1 s later opens its address again if it is still there (the reload still on its way); if the reload
# came first, the new page, still loading, opens the address again. Playwright's goto() is not used for the
# second: when it arrives while the reload is committing, Chromium sometimes drops it and goto() waits for
# ever, on a page that the reload has already healed (a trace of one showed no request for it).
TWICE = "() => { location.reload(); setTimeout(() => location.assign(location.href), 100); }"
OPEN_AGAIN = "() => { location.assign(location.href); }"
KERNEL_ID = "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
FAULTS = ("reload", "kill", "reopen", "drop", "together", "twice")
TOGETHER = 3  # visitors who reload at the same moment
DROP_SECONDS = 5.0  # how long a dropped websocket cannot reconnect
KEPT_WITHIN_S = 60.0  # after the page healed, how long the table may take to show the kept game
LINE_TIMEOUT_MS = 30_000  # how long a fault's connection line may take to show before the visitor is stuck


def game_kept(before: dict, after: dict | None) -> bool:
    """The healed table shows the game shown before the fault (see the module's docstring)."""
    if not after or after.get("connection") != "ok":
        return False
    moves = before["log"][1:]  # the first line says how the game began, and a restored game "plays on"
    if after["log"][1:len(moves) + 1] != moves:
        return False
    held, now = Counter(before["hand"]), Counter(after["hand"])
    if any(now[card] > held[card] for card in now):
        return False
    return bool(moves) or now == held


def difference(before: dict, after: dict | None) -> str:
    """What the healed table shows unlike the table before the fault (for the report of a lost game)."""
    if not after:
        return "no table with a hand"
    if after.get("connection") != "ok":
        return f"connection line {after.get('connection')}"
    for i, line in enumerate(before["log"][1:], start=1):
        if i >= len(after["log"]) or after["log"][i] != line:
            return f"log line {i + 1} was {line[:80]!r}, now {(after['log'][i:i + 1] or ['none'])[0][:80]!r}"
    return f"hand was {' '.join(before['hand'])}, now {' '.join(after['hand'])}"


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    games: int = 0
    clicks: int = 0
    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    blocked_console: int = 0
    fault_console: list[str] = field(default_factory=list)  # console errors of a page while a fault is done to it
    fault_page_errors: list[str] = field(default_factory=list)  # uncaught errors of a page while a fault is done to it
    failed_clicks: int = 0
    stuck: list[str] = field(default_factory=list)
    load_seconds: list[float] = field(default_factory=list)
    faults: Counter = field(default_factory=Counter)
    kernels_killed: int = 0
    reloads: int = 0  # page loads a fault made (a reload, a reopened tab, the line's button; twice its page requests)
    twice_loads: list[int] = field(default_factory=list)  # page requests each `twice` fault made (2 if both went)
    lost_games: list[str] = field(default_factory=list)
    line_seconds: dict[str, list[float]] = field(default_factory=dict)  # kill/drop → [data-connection=lost]
    heal_seconds: list[float] = field(default_factory=list)  # fault → the table back with the game
    server_trouble: list[str] = field(default_factory=list)
    fault_log: list[str] = field(default_factory=list)  # server log lines of killed kernels' restarts

    @property
    def errors(self) -> int:
        return (len(self.page_errors) + len(self.console_errors) + self.failed_clicks + len(self.stuck)
                + len(self.server_trouble))


class Visitor:
    """One visitor: a browser context (its own cookies and storage), a tab playing the app, and faults."""

    def __init__(self, number: int, browser, url: str, server: fixtures.VoilaServer, tally: Tally) -> None:
        self.number, self.browser, self.url, self.server, self.tally = number, browser, url, server, tally
        self.switched = number % 3 == 0  # its websockets go through a switch that can drop them
        self.sockets: list = []
        self.network_down = False
        self.pending: list[tuple[str, float]] = []  # faults to do at its next turn: (kind, not before)
        self.playing = False
        self.in_fault = False
        self.phase = "waiting"
        self.opened = time.monotonic()
        self.blocked: set[str] = set()
        self.context = None
        self.page = None

    def where(self) -> str:  # which visitor, how long after arriving, and in which phase
        return f"visitor {self.number} at {time.monotonic() - self.opened:.0f} s ({self.phase})"

    async def open_context(self) -> None:
        self.context = await self.browser.new_context(viewport={"width": 1280, "height": 900})
        self.context.set_default_timeout(TURN_TIMEOUT_MS)

        async def abort(route):
            self.blocked.add(route.request.url)
            await route.abort()

        await self.context.route(fixtures._NOT_LOCAL, abort)
        if self.switched:
            async def kernel_socket(socket) -> None:
                if self.network_down:
                    await socket.close(code=4000, reason="network down")
                    return
                socket.connect_to_server()
                self.sockets.append(socket)

            await self.context.route_web_socket(re.compile(r"/api/kernels/[^/]+/channels"), kernel_socket)

    async def new_tab(self) -> None:
        page = await self.context.new_page()

        def page_error(error) -> None:  # during a fault, the fault's own symptom (a request cut by a killed kernel)
            errors = self.tally.fault_page_errors if self.in_fault else self.tally.page_errors
            errors.append(f"{self.where()}: {error}")

        page.on("pageerror", page_error)

        def console(message) -> None:
            if message.type != "error":
                return
            if message.location.get("url") in self.blocked:
                self.tally.blocked_console += 1
            elif self.in_fault:
                self.tally.fault_console.append(f"{self.where()}: {message.text[:200]}")
            else:
                self.tally.console_errors.append(f"{self.where()}: {message.text[:200]}")

        page.on("console", console)
        self.page = page

    async def seen(self) -> dict | None:
        try:
            return await self.page.evaluate(SEEN)
        except Exception:  # the page is navigating
            return None

    async def healed(self, before: dict, started: float) -> None:
        """Wait for the table with its hand and the line ok, then up to KEPT_WITHIN_S for the kept game."""
        await self.page.wait_for_selector("[data-role=table] [data-role=hand] [data-card]", timeout=LOAD_TIMEOUT_MS)
        await self.page.wait_for_selector("[data-connection='ok']", state="attached", timeout=LOAD_TIMEOUT_MS)
        deadline = time.monotonic() + KEPT_WITHIN_S
        after = await self.seen()
        while not game_kept(before, after) and time.monotonic() < deadline:
            await asyncio.sleep(0.5)
            after = await self.seen()
        if game_kept(before, after):
            self.tally.heal_seconds.append(time.monotonic() - started)
        else:
            self.tally.lost_games.append(f"{self.where()}: {difference(before, after)}")

    async def lost_line(self, kind: str, started: float) -> None:
        await self.page.wait_for_selector("[data-connection='lost']", state="visible", timeout=LINE_TIMEOUT_MS)
        self.tally.line_seconds.setdefault(kind, []).append(time.monotonic() - started)

    async def fault(self, kind: str) -> None:
        """Do fault `kind` to this visitor, at its turn in a game, and wait until the page has healed."""
        before = await self.seen()
        if before is None:
            return
        self.in_fault, self.phase = True, f"fault {kind}"
        self.tally.faults[kind] += 1
        started = time.monotonic()
        page, loads = self.page, []  # the page requests of this tab during the fault

        def page_request(request) -> None:
            if request.is_navigation_request() and request.frame == page.main_frame:
                loads.append(request)

        page.on("request", page_request)
        try:
            if kind in ("reload", "together"):
                await self.page.reload(wait_until="commit", timeout=LOAD_TIMEOUT_MS)
                self.tally.reloads += 1
            elif kind == "twice":  # the page reloads, and 0.1 s later opens its address again
                with contextlib.suppress(Exception):  # the reload may end the evaluation's page
                    await asyncio.wait_for(page.evaluate(TWICE), 30)
                await asyncio.sleep(0.3)
                if len(loads) < 2:  # the reload came before the old page's second load: the new page makes it
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(page.evaluate(OPEN_AGAIN), 30)
            elif kind == "reopen":
                await self.page.close(run_before_unload=True)
                await asyncio.sleep(2)
                await self.new_tab()
                await self.page.goto(self.url, wait_until="commit", timeout=LOAD_TIMEOUT_MS)
                self.tally.reloads += 1
            elif kind == "kill":
                pid = kernel_pid(self.server, await self.page.evaluate(KERNEL_ID))
                if pid is None:
                    raise RuntimeError("no process for the page's kernel")
                started = time.monotonic()
                os.kill(pid, signal.SIGKILL)
                self.tally.kernels_killed += 1
                await self.lost_line(kind, started)
                await self.page.click("[data-connection='lost'] [data-action=reload]")  # the line's one button
                self.tally.reloads += 1
            elif kind == "drop":
                self.network_down = True
                started = time.monotonic()
                for socket in self.sockets:
                    await socket.close(code=4000, reason="network down")
                self.sockets.clear()
                await self.lost_line(kind, started)
                await asyncio.sleep(max(0.0, DROP_SECONDS - (time.monotonic() - started)))
                self.network_down = False  # it heals by itself: no reload
            await self.healed(before, started)
        except Exception:  # the page did not heal: a stuck visitor (reported by run, after this fault) and a lost game
            self.tally.lost_games.append(f"{self.where()}: the page did not heal")
            self.in_fault, self.phase = False, f"after fault {kind}"
            raise
        finally:
            page.remove_listener("request", page_request)
        if kind == "twice":
            self.tally.twice_loads.append(len(loads))
            self.tally.reloads += len(loads)
        self.in_fault, self.phase = False, "playing"

    async def take_pending(self) -> None:
        while self.pending:
            kind, at = self.pending.pop(0)
            await asyncio.sleep(max(0.0, at - time.monotonic()))
            await self.fault(kind)

    async def run(self, delay: float, seconds: float) -> None:
        await asyncio.sleep(delay)
        self.opened = time.monotonic()
        self.phase = "loading"
        await self.open_context()
        await self.new_tab()
        try:
            arrived = time.monotonic()
            await self.page.goto(self.url, wait_until="commit", timeout=LOAD_TIMEOUT_MS)
            await self.page.get_by_role("tab", name="Play").click(timeout=LOAD_TIMEOUT_MS)
            await self.page.wait_for_selector("[data-role=table] [data-role=hand] [data-card]")
            self.tally.load_seconds.append(time.monotonic() - arrived)
            self.phase = "playing"
            self.playing = True
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                page = self.page
                await page.wait_for_function(MY_TURN_OR_OVER, polling=250, timeout=TURN_TIMEOUT_MS)
                if await page.get_attribute("[data-role=table]", "data-over") == "true":
                    self.tally.games += 1
                    if not await page.evaluate("() => document.querySelector('[data-role=table] .sw-new').open"):
                        await page.click("[data-role=table] .sw-new > summary")
                    await page.click("[data-role=table] [data-action=new]")
                    await page.wait_for_function(
                        "() => document.querySelector('[data-role=table]').dataset.over === 'false'")
                    continue
                if self.pending:  # a fault, in the middle of a game at the visitor's turn
                    await self.take_pending()
                    continue
                selector, first = await page.evaluate(CHOOSE)
                if first:
                    await page.click(f"[data-role=table] {first}")
                latency = await page.evaluate(TIMED_CLICK, [selector, CLICK_TIMEOUT_MS])
                self.tally.clicks += 1
                if latency is None or latency < 0:
                    self.tally.failed_clicks += 1
                else:
                    self.tally.latencies.append(latency)
        except Exception as error:  # a visitor who could not go on is an error of the soak, not of the harness
            seen = ""
            try:  # what the table showed when the visitor gave up
                seen = await asyncio.wait_for(self.page.evaluate(TABLE_NOW), 5)
            except Exception as inner:  # the page may be gone
                seen = f"(table not readable: {type(inner).__name__})"
            self.tally.stuck.append(
                f"{self.where()}: {type(error).__name__}: {str(error)[:200]} | table: {str(seen)[:300]}")
        finally:
            self.playing = False
            with contextlib.suppress(Exception):  # the visitor closes its tab (the page says goodbye)
                await self.page.close(run_before_unload=True)
                await asyncio.sleep(1)
            await self.context.close()


async def inject_faults(visitors: list[Visitor], every: float, rng: random.Random, tally: Tally) -> None:
    """Every `every` seconds, the next fault of FAULTS to a visitor (three for `together`) who is playing."""
    turn = 0
    while True:
        await asyncio.sleep(every)
        ready = [v for v in visitors if v.playing and not v.pending and not v.in_fault]
        kind = FAULTS[turn % len(FAULTS)]
        if kind == "drop":
            ready = [v for v in ready if v.switched]
        wanted = TOGETHER if kind == "together" else 1
        if len(ready) < wanted:
            if not any(v.playing or v.phase in ("waiting", "loading") for v in visitors):
                return
            continue  # try this fault again at the next round
        at = time.monotonic() + 3.0  # `together`: every one of them reloads at this moment
        for chosen in rng.sample(ready, wanted):
            chosen.pending.append((kind, at))
        turn += 1


# The server's own words when a killed kernel is restarted (the fault's, not a defect): jupyter_client's
# restarter, jupyter_server's "kernel <id> restarted" warning, and the KeyboardInterrupt that ends the
# restarted kernel's start when the page's reload shuts that kernel down before it has started; and the
# dropped websocket's: jupyter_server's "Replacing stale connection" when the page's reconnection comes before
# the server has noticed that the dropped socket is gone (what a real network drop does too).
FAULT_LOG = re.compile(r"KernelRestarter: restarting kernel|\bkernel [0-9a-f-]{36} restarted$|^KeyboardInterrupt$"
                       r"|WARNING \| Replacing stale connection: ")
TROUBLE = re.compile(r"\b(WARNING|ERROR|CRITICAL) \||^\[[WEC] |^Uncaught exception|^Task exception was never retrieved"
                     r"|^[\w.]*(Error|Exception|Timeout|error|Interrupt)\b[\w.]*(: |$)")


def read_server_log(log: str, tally: Tally) -> None:
    """Sort the server log's warnings and errors (and each traceback's last line): a killed kernel's
    restart is the fault's own; every other one is an error (a "not trusted" or "without encryption"
    line included: the app's server sets what keeps them away)."""
    lines = log.splitlines()
    interrupted = interrupted_kernel_starts(lines)
    for number, line in enumerate(lines):
        if TROUBLE.search(line):
            fault = FAULT_LOG.search(line) or number in interrupted
            (tally.fault_log if fault else tally.server_trouble).append(line)


def interrupted_kernel_starts(lines: list[str]) -> set[int]:
    """The lines of each traceback (with the exceptions chained to it) that ends in a kernel's KeyboardInterrupt:
    a restarted kernel shut down before it had started (its import stopped wherever it was). The server's own
    log lines ([ClassroomVoila] ...) may come between a traceback's lines and stay out of it."""
    found: set[int] = set()
    chain: list[int] = []
    chained = False  # the last line said that another exception follows
    for number, line in enumerate(lines):
        if line.startswith("[ClassroomVoila]") or (chain and not line.strip()):
            continue
        if line.startswith("Traceback (most recent call last):"):
            chain = [*chain, number] if chained else [number]
        elif chain and (line.startswith(" ") or TROUBLE.search(line)
                        or line.startswith(("During handling", "The above exception"))):
            chain.append(number)
        else:
            chain = []
        chained = line.startswith(("During handling", "The above exception"))
        if chain and line == "KeyboardInterrupt" and any("ipykernel" in lines[n] for n in chain):
            found.update(chain)
            chain = []
    return found


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def soak(args: argparse.Namespace) -> None:
    from playwright.async_api import async_playwright

    tally = Tally()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        options = [f"--max-visitors={args.visitors + 5}"]
        AppServer.nice = args.server_nice
        with AppServer(Path(folder), {"app.ipynb": APP}, extra_args=options) as server:
            url = server.url_for("app")
            await asyncio.sleep(3)  # the preheated kernel warms up, as it would before a class
            idle_mb, _ = server_memory(server)
            samples: list[tuple[float, float, int]] = []
            async with async_playwright() as driver:
                browser = await driver.chromium.launch(executable_path=fixtures.CHROMIUM, args=fixtures.CHROMIUM_ARGS)
                started = time.monotonic()
                spacing = args.arrive_over / max(1, args.visitors - 1) if args.visitors > 1 else 0.0
                visitors = [Visitor(n, browser, url, server, tally) for n in range(args.visitors)]
                tasks = [asyncio.create_task(v.run(n * spacing, args.minutes * 60)) for n, v in enumerate(visitors)]
                faults = (asyncio.create_task(inject_faults(visitors, args.fault_every, rng, tally))
                          if args.fault_every > 0 else None)
                arrived = None  # memory when every visitor has the app (or gave up)
                while not all(task.done() for task in tasks):
                    mb, kernels = server_memory(server)
                    samples.append((time.monotonic() - started, mb, kernels))
                    if arrived is None and len(tally.load_seconds) + len(tally.stuck) >= args.visitors:
                        arrived = (time.monotonic() - started, mb, kernels)
                    await asyncio.wait(tasks, timeout=15)
                if faults:
                    faults.cancel()
                await browser.close()
            wall = time.monotonic() - started
            await asyncio.sleep(5)  # the last pages' shutdown requests are served
            end_mb, end_kernels = server_memory(server)
            log = server.log_text(tail=50_000_000)
    report(args, tally, log, wall, idle_mb, arrived or samples[-1], samples, end_mb, end_kernels)


def report(args, tally: Tally, log: str, wall: float, idle_mb: float, arrived: tuple, samples: list,
           end_mb: float, end_kernels: int) -> None:
    _, start_mb, start_kernels = arrived
    peak_mb = max(s[1] for s in samples)
    import shichi_widgets
    where = Path(shichi_widgets.__file__).parent.parent
    commit = subprocess.run(["git", "-C", str(where), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    read_server_log(log, tally)
    print(f"command: {' '.join([Path(sys.executable).name, *sys.argv])}")
    print(f"code: {where} at {commit or '?'}; server at nice {args.server_nice} (the browsers at 0)")
    print(f"soak: {args.visitors} visitors arriving over {args.arrive_over:.0f} s, each playing {args.minutes:g} min "
          f"(wall {wall / 60:.1f} min)")
    if tally.load_seconds:
        print(f"{len(tally.load_seconds)} loaded the app; page open → Play table shown: median "
              f"{statistics.median(tally.load_seconds):.1f} s, max {max(tally.load_seconds):.1f} s")
    print(f"games finished: {tally.games}; clicks: {tally.clicks}")
    if tally.latencies:
        ordered = sorted(tally.latencies)
        print(f"click → table updated: median {statistics.median(ordered):.0f} ms, 90th percentile "
              f"{percentile(ordered, 0.9):.0f} ms, 95th percentile {percentile(ordered, 0.95):.0f} ms, "
              f"max {ordered[-1]:.0f} ms")
    done = ", ".join(f"{kind} {tally.faults[kind]}" for kind in FAULTS if tally.faults[kind])
    print(f"faults: {sum(tally.faults.values())} ({done or 'none'}); page loads they made: {tally.reloads}; "
          f"kernels killed: {tally.kernels_killed}")
    if tally.twice_loads:
        both = sum(1 for count in tally.twice_loads if count >= 2)
        print(f"twice: {both} of {len(tally.twice_loads)} made two page requests")
    print(f"lost games: {len(tally.lost_games)}")
    for line in tally.lost_games[:10]:
        print("   " + " ".join(line.split()))
    for kind, seconds in tally.line_seconds.items():
        print(f"{kind} → connection line shown ([data-connection=lost]): median {statistics.median(seconds):.1f} s, "
              f"max {max(seconds):.1f} s ({len(seconds)} times)")
    if tally.heal_seconds:
        print(f"fault → the game back on the table: median {statistics.median(tally.heal_seconds):.1f} s, "
              f"max {max(tally.heal_seconds):.1f} s")
    print(f"errors: {tally.errors} (page errors {len(tally.page_errors)}, console errors {len(tally.console_errors)}, "
          f"failed clicks {tally.failed_clicks}, stuck visitors {len(tally.stuck)}, "
          f"server log warnings and errors {len(tally.server_trouble)})")
    every = tally.stuck + tally.page_errors + tally.console_errors  # stuck visitors first: the most telling
    kinds = Counter((line.split(": ", 1)[-1].splitlines() or [""])[0] for line in every)
    for text, count in kinds.most_common(10):
        print(f"   {count} × {text}")
    for line in every[:10]:  # the whole report: who, when, what Playwright said and what the page showed
        print("   " + " ".join(line.split()))
    for text, count in Counter(line[line.find("]") + 1:].strip()[:160] for line in tally.server_trouble).most_common(8):
        print(f"   server: {count} × {text}")
    print(f"not counted: console errors of requests blocked offline {tally.blocked_console}; console errors of "
          f"pages during their fault {len(tally.fault_console)}; uncaught errors of pages during their fault "
          f"{len(tally.fault_page_errors)}; server log lines of killed kernels' restarts "
          f"and dropped sockets' reconnections {len(tally.fault_log)}")
    for text, count in Counter(line.split(": ", 1)[-1][:120] for line in tally.fault_page_errors).most_common(4):
        print(f"   page error during a fault: {count} × {text}")
    fault_kinds = Counter(re.sub(r"[0-9a-f]{8}-[0-9a-f-]{27}", "<id>", line.split(": ", 1)[-1])[:120]
                          for line in tally.fault_console)
    for text, count in fault_kinds.most_common(6):
        print(f"   page during a fault: {count} × {text}")
    for text, count in Counter(re.sub(r"[0-9a-f]{8}-[0-9a-f-]{27}", "<id>", line[line.find("]") + 1:].strip())[:120]
                               for line in tally.fault_log).most_common(4):
        print(f"   server during a fault: {count} × {text}")
    if args.server_log:
        Path(args.server_log).write_text(log)
        print(f"server log written to {args.server_log}")
    print(f"server: {log.count('shutting it down')} kernels shut down for having no page, "
          f"{log.count('visitor was turned away')} visitors turned away (class full), "
          f"{log.count('Culling ' + chr(39))} kernels culled")
    print(f"server memory (RSS, server + kernels): idle {idle_mb:.0f} MB; "
          f"class arrived (all pages ready) {start_mb:.0f} MB "
          f"({start_kernels} kernels); end {end_mb:.0f} MB ({end_kernels} kernels, every visitor gone); "
          f"peak {peak_mb:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--class", dest="whole_class", action="store_true",
                        help="the issue's class: 30 visitors arriving over 120 s, each playing 10 minutes "
                             "(options given with it still apply)")
    parser.add_argument("--visitors", type=int, help="how many visitors (6; --class: 30)")
    parser.add_argument("--minutes", type=float, help="how long each visitor plays (2.5; --class: 10)")
    parser.add_argument("--arrive-over", type=float, help="seconds over which the class arrives (30; --class: 120)")
    parser.add_argument("--fault-every", type=float, default=8.0,
                        help="seconds between two faults (8; 0: no faults)")
    parser.add_argument("--seed", type=int, default=7, help="which visitors get the faults (7)")
    parser.add_argument("--server-log", default="", help="write the server's whole log to this file")
    parser.add_argument("--server-nice", type=int, default=10,
                        help="run the server and its kernels at this lower CPU priority than the browsers (10; 0: "
                             "the same). In a class each browser has a device of its own; here 30 share the "
                             "server's cores, and a page starved of CPU misses anywidget's fixed 2 s limit for "
                             "starting a widget, an error of the harness, not of the server")
    args = parser.parse_args()
    sizes = (30, 10.0, 120.0) if args.whole_class else (6, 2.5, 30.0)
    for name, value in zip(("visitors", "minutes", "arrive_over"), sizes, strict=True):
        if getattr(args, name) is None:
            setattr(args, name, value)
    asyncio.run(soak(args))


if __name__ == "__main__":
    main()
