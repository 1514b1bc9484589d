"""Soak benchmark of the classroom server: prints figures, asserts nothing.

    .venv/bin/python benchmarks/soak_app.py                          # 30 visitors, 10 minutes
    .venv/bin/python benchmarks/soak_app.py --visitors 5 --minutes 1

Serves ``notebooks/app.ipynb`` as the app command does (``python -m shichi_widgets.serve``) and
sends a class: N visitors arrive over two minutes, each in a browser context of its own (one
headless Chromium, many pages), open the Play tab and play whole games against the bots by
clicking, as the table offers (a playable card of their hand, else the joker, else a yūrei card,
else pass), dealing a new game when one ends, until their minutes (counted from when their page
is ready) are up. The visitors' browsers share this machine's cores with the server; in a class each
has a device of its own, so the server and its kernels run at a lower CPU priority (``nice 10``,
``--server-nice``): the browsers get the CPU a device of their own would give them, and the server
what is left, which makes its figures an upper bound. It reports:

* errors, which should be 0: uncaught page errors, console errors (those of the requests this
  offline harness blocks itself, the CDN font Voilà asks for, are counted apart), clicks that
  got no answer within 30 s, and visitors who could not load the app or got stuck;
* the memory (RSS) of the server and its kernels when the class has arrived and at the end;
* click latency, timed in the page: from the click to the table showing the move (a
  MutationObserver on the move counter), median and 90th percentile; and the games played.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
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


class Tally:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.games = 0
        self.clicks = 0
        self.page_errors: list[str] = []
        self.console_errors: list[str] = []
        self.blocked_console = 0
        self.failed_clicks = 0
        self.stuck: list[str] = []
        self.load_seconds: list[float] = []

    @property
    def errors(self) -> int:
        return len(self.page_errors) + len(self.console_errors) + self.failed_clicks + len(self.stuck)


async def visitor(number: int, browser, url: str, delay: float, seconds: float, tally: Tally) -> None:
    await asyncio.sleep(delay)
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(TURN_TIMEOUT_MS)
    blocked: set[str] = set()

    async def abort(route):
        blocked.add(route.request.url)
        await route.abort()

    await context.route(fixtures._NOT_LOCAL, abort)
    page = await context.new_page()
    opened = time.monotonic()

    def where() -> str:  # which visitor, how long after arriving, and in which phase
        return f"visitor {number} at {time.monotonic() - opened:.0f} s ({phase[0]})"

    phase = ["loading"]
    page.on("pageerror", lambda error: tally.page_errors.append(f"{where()}: {error}"))

    def console(message) -> None:
        if message.type != "error":
            return
        if message.location.get("url") in blocked:
            tally.blocked_console += 1
        else:
            tally.console_errors.append(f"{where()}: {message.text[:200]}")

    page.on("console", console)
    try:
        arrived = time.monotonic()
        await page.goto(url, wait_until="commit", timeout=LOAD_TIMEOUT_MS)
        await page.get_by_role("tab", name="Play").click(timeout=LOAD_TIMEOUT_MS)
        await page.wait_for_selector("[data-role=table] [data-role=hand] [data-card]")
        tally.load_seconds.append(time.monotonic() - arrived)
        phase[0] = "playing"
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            await page.wait_for_function(MY_TURN_OR_OVER, polling=250, timeout=TURN_TIMEOUT_MS)
            if await page.get_attribute("[data-role=table]", "data-over") == "true":
                tally.games += 1
                if not await page.evaluate("() => document.querySelector('[data-role=table] .sw-new').open"):
                    await page.click("[data-role=table] .sw-new > summary")
                await page.click("[data-role=table] [data-action=new]")
                await page.wait_for_function(
                    "() => document.querySelector('[data-role=table]').dataset.over === 'false'")
                continue
            selector, first = await page.evaluate(CHOOSE)
            if first:
                await page.click(f"[data-role=table] {first}")
            latency = await page.evaluate(TIMED_CLICK, [selector, CLICK_TIMEOUT_MS])
            tally.clicks += 1
            if latency is None or latency < 0:
                tally.failed_clicks += 1
            else:
                tally.latencies.append(latency)
    except Exception as error:  # a visitor who could not go on is an error of the soak, not of the harness
        seen = ""
        try:  # what the table showed when the visitor gave up
            seen = await asyncio.wait_for(page.evaluate(TABLE_NOW), 5)
        except Exception as inner:  # the page may be gone
            seen = f"(table not readable: {type(inner).__name__})"
        tally.stuck.append(f"{where()}: {type(error).__name__}: {str(error)[:200]} | table: {str(seen)[:300]}")
    finally:
        await context.close()


async def soak(args: argparse.Namespace) -> None:
    from playwright.async_api import async_playwright

    with tempfile.TemporaryDirectory() as folder:
        options = [f"--max-visitors={args.visitors + 5}"]
        AppServer.nice = args.server_nice
        with AppServer(Path(folder), {"app.ipynb": APP}, extra_args=options) as server:
            url = server.url_for("app")
            await asyncio.sleep(3)  # the preheated kernel warms up, as it would before a class
            idle_mb, _ = server_memory(server)
            tally = Tally()
            samples: list[tuple[float, float, int]] = []
            async with async_playwright() as driver:
                browser = await driver.chromium.launch(executable_path=fixtures.CHROMIUM, args=fixtures.CHROMIUM_ARGS)
                started = time.monotonic()
                spacing = args.arrive_over / max(1, args.visitors - 1) if args.visitors > 1 else 0.0
                tasks = [asyncio.create_task(visitor(n, browser, url, n * spacing, args.minutes * 60, tally))
                         for n in range(args.visitors)]
                arrived = None  # memory when every visitor has the app (or gave up)
                while not all(task.done() for task in tasks):
                    mb, kernels = server_memory(server)
                    samples.append((time.monotonic() - started, mb, kernels))
                    if arrived is None and len(tally.load_seconds) + len(tally.stuck) >= args.visitors:
                        arrived = (time.monotonic() - started, mb, kernels)
                    await asyncio.wait(tasks, timeout=15)
                await browser.close()
            wall = time.monotonic() - started
            end_mb, end_kernels = server_memory(server)
            log = server.log_text(tail=50_000_000)

    _, start_mb, start_kernels = arrived or samples[-1]
    peak_mb = max(s[1] for s in samples)
    import subprocess

    import shichi_widgets
    where = Path(shichi_widgets.__file__).parent.parent
    commit = subprocess.run(["git", "-C", str(where), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    print(f"code: {where} at {commit or '?'}; server at nice {args.server_nice} (the browsers at 0)")
    print(f"soak: {args.visitors} visitors arriving over {args.arrive_over:.0f} s, each playing {args.minutes:g} min "
          f"(wall {wall / 60:.1f} min)")
    if tally.load_seconds:
        print(f"{len(tally.load_seconds)} loaded the app; page open → Play table shown: median "
              f"{statistics.median(tally.load_seconds):.1f} s, max {max(tally.load_seconds):.1f} s")
    print(f"games finished: {tally.games}; clicks: {tally.clicks}")
    if tally.latencies:
        ordered = sorted(tally.latencies)
        p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
        print(f"click → table updated: median {statistics.median(ordered):.0f} ms, 90th percentile {p90:.0f} ms, "
              f"max {ordered[-1]:.0f} ms")
    print(f"errors: {tally.errors} (page errors {len(tally.page_errors)}, console errors {len(tally.console_errors)}, "
          f"failed clicks {tally.failed_clicks}, stuck visitors {len(tally.stuck)}); "
          f"console errors of requests blocked offline, not counted: {tally.blocked_console}")
    every = tally.stuck + tally.page_errors + tally.console_errors  # stuck visitors first: the most telling
    kinds = Counter((line.split(": ", 1)[-1].splitlines() or [""])[0] for line in every)
    for text, count in kinds.most_common(10):
        print(f"   {count} × {text}")
    for line in every[:10]:  # the whole report: who, when, what Playwright said and what the page showed
        print("   " + " ".join(line.split()))
    if args.server_log:
        Path(args.server_log).write_text(log)
    routine = ("is not trusted", "without encryption")  # said of every kernel, on 127.0.0.1
    trouble = [line for line in log.splitlines()  # warnings and errors, and the last line of each traceback
               if (re.search(r"\b(WARNING|ERROR|CRITICAL) \|", line) and not any(r in line for r in routine))
               or re.match(r"^\[[WEC] ", line) or re.match(r"^\w*(Error|Exception|Timeout)\w*: ", line)]
    written = f", written to {args.server_log}" if args.server_log else ""
    print(f"server log: {len(trouble)} warnings and errors{written}")
    for text, count in Counter(line[line.find("]") + 1:].strip()[:160] for line in trouble).most_common(5):
        print(f"   {count} × {text}")
    print(f"server: {log.count('shutting it down')} kernels shut down for having no page, "
          f"{log.count('visitor was turned away')} visitors turned away (class full), "
          f"{log.count('Culling ' + chr(39))} kernels culled")
    print(f"server memory (RSS, server + kernels): idle {idle_mb:.0f} MB; "
          f"class arrived (all pages ready) {start_mb:.0f} MB "
          f"({start_kernels} kernels); end {end_mb:.0f} MB ({end_kernels} kernels); peak {peak_mb:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--visitors", type=int, default=30, help="how many visitors (30)")
    parser.add_argument("--minutes", type=float, default=10.0, help="how long each visitor plays (10)")
    parser.add_argument("--arrive-over", type=float, default=120.0,
                        help="seconds over which the class arrives (120)")
    parser.add_argument("--server-log", default="", help="write the server's whole log to this file")
    parser.add_argument("--server-nice", type=int, default=10,
                        help="run the server and its kernels at this lower CPU priority than the browsers (10; 0: "
                             "the same). In a class each browser has a device of its own; here 30 share the "
                             "server's cores, and a page starved of CPU misses anywidget's fixed 2 s limit for "
                             "starting a widget, an error of the harness, not of the server")
    asyncio.run(soak(parser.parse_args()))


if __name__ == "__main__":
    main()
