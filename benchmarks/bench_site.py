"""The app as a static site (``python -m shichi_widgets.site build``), in Debian's Chromium.

Prints:

* the site's size on disk (and its parts), and MB transferred on a first visit to the app;
* time from navigation to the first interactive widget (the lesson drawn, the app's ``data-ready``),
  on a first visit (a fresh browser profile: empty HTTP and code caches) and on a later visit
  (same profile), with its breakdown as the page marks it: page (HTML and script), Pyodide
  (its core loaded and started), packages (the runtime archive unpacked), kernel (ipywidgets and
  anywidget imported), app (``App()`` built and drawn);
* the median click → rendered latency in Play: a MutationObserver on the layout cell of the
  clicked hand card resolves when its ``data-state`` becomes ``placed`` (timed inside the page).

The site is served by a threaded static file server on 127.0.0.1. Chromium resolves every other
host to nothing (``--host-resolver-rules``), which keeps its HTTP cache working (Playwright's
request routing would turn it off); requests to other hosts are counted and must be 0.

Usage: ``.venv/bin/python benchmarks/bench_site.py [--site DIR] [--visits 3] [--clicks 30]``
(without ``--site`` the site is built into a temporary folder first, from the download cache).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from shichi_widgets.site.build import build_site  # noqa: E402

CHROMIUM = os.environ.get("SHICHI_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
PHASES = ("page", "pyodide", "packages", "kernel", "app")
READY_TIMEOUT_MS = 300_000

CLICK_JS = """async () => {
  const table = document.querySelector("[data-role=table]");
  const card = table.querySelector("[data-role=hand] [data-playable=true]:not([data-card=JK])");
  if (!card) return null;
  const cell = table.querySelector(`[data-role=layout] [data-card="${card.dataset.card}"]`);
  const start = performance.now();
  await new Promise((resolve) => {
    const watcher = new MutationObserver(() => {
      if (cell.dataset.state === "placed") { watcher.disconnect(); resolve(); }
    });
    watcher.observe(cell, { attributes: true });
    card.click();
  });
  return performance.now() - start;
}"""

TURN_JS = """() => { const t = document.querySelector('[data-role=table]');
  return t.dataset.over === 'true' || t.querySelector('.sw-status').textContent.startsWith('Your turn.'); }"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def serve(folder: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/"


def folder_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def visit(page, url: str) -> dict[str, float]:
    """Open the app; return its phase marks (s since navigation) and the MB transferred."""
    started = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("body[data-ready='true'], .sw-problem", timeout=READY_TIMEOUT_MS)
    wall = time.perf_counter() - started
    if page.locator(".sw-problem").count():
        raise RuntimeError(page.locator(".sw-problem").inner_text())
    marks = page.evaluate("window.shichiSite.phases")
    transferred = page.evaluate(
        "[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]"
        ".reduce((sum, e) => sum + (e.transferSize || 0), 0)"
    )
    result = {name: marks[name] / 1000 for name in PHASES}
    result["wall"] = wall
    result["mb"] = transferred / 1e6
    return result


def breakdown(result: dict[str, float]) -> list[float]:
    previous = 0.0
    parts = []
    for name in PHASES:
        parts.append(result[name] - previous)
        previous = result[name]
    return parts


def clicks(context, url: str, wanted: int) -> list[float]:
    times: list[float] = []
    seed = 1
    while len(times) < wanted and seed < 20:
        page = context.new_page()
        page.goto(f"{url}index.html?pace=0.02&seed={seed}")
        # the app keeps its place in the browser's storage: start each seed from a fresh game
        page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        page.reload()
        page.wait_for_selector("body[data-ready='true']", timeout=READY_TIMEOUT_MS)
        page.get_by_role("tab", name="Play").click()
        while len(times) < wanted:
            page.wait_for_function(TURN_JS, timeout=60_000)
            if page.locator("[data-role=table]").get_attribute("data-over") == "true":
                break
            took = page.evaluate(CLICK_JS)
            if took is None:  # nothing playable: pass, untimed
                page.locator("[data-role=table] [data-action=pass]").click()
                page.wait_for_timeout(200)
            else:
                times.append(took)
                page.wait_for_timeout(100)
        print(f"  seed {seed}: {len(times)} clicks timed so far", file=sys.stderr)
        page.close()
        seed += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, help="an already built site (default: build one now)")
    parser.add_argument("--visits", type=int, default=3, help="first visits (fresh profiles) to time")
    parser.add_argument("--clicks", type=int, default=30)
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.1f} (2 cores)")
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "site"
            summary = build_site(site, log=None)
            print(f"built in {summary['seconds']} s")
        print(f"site size: {folder_mb(site):.1f} MB (app page and runtime {folder_mb(site / 'app'):.1f} MB, "
              f"Pyodide and its lock's wheels {folder_mb(site / 'tutorials/static/pyodide'):.1f} MB, "
              f"JupyterLite {folder_mb(site / 'tutorials') - folder_mb(site / 'tutorials/static/pyodide'):.1f} MB)")
        server, url = serve(site)
        outside: list[str] = []
        times: list[float] = []
        cold: list[dict] = []
        cached: list[dict] = []
        with sync_playwright() as pw:
            for number in range(args.visits):
                # A persistent profile has a disk cache, as a visitor's browser has (an incognito
                # context keeps a small in-memory cache that cannot hold Pyodide's 9.6 MB wasm).
                context = pw.chromium.launch_persistent_context(
                    Path(tmp) / f"profile-{number}", executable_path=CHROMIUM, args=ARGS,
                    viewport={"width": 1280, "height": 900},
                )
                context.on("request", lambda r: outside.append(r.url) if not r.url.startswith(
                    ("http://127.0.0.1", "data:", "blob:")) else None)
                page = context.new_page()
                cold.append(visit(page, url))
                for _ in range(2):
                    cached.append(visit(page, url))
                if number == 0:
                    times = clicks(context, url, args.clicks)
                context.close()
        server.shutdown()
    print(f"\nrequests to other hosts: {len(outside)}")
    print("\n| visit | MB transferred | first interactive widget s | " + " | ".join(PHASES) + " |")
    print("| --- | ---: | ---: | " + " | ".join("---:" for _ in PHASES) + " |")
    for label, runs in (("first (cold)", cold), ("later (cached)", cached)):
        median = {key: statistics.median(r[key] for r in runs) for key in (*PHASES, "mb")}
        parts = breakdown(median)
        print(f"| {label}, median of {len(runs)} | {median['mb']:.1f} | {median['app']:.1f} | "
              + " | ".join(f"{p:.1f}" for p in parts) + " |")
    for label, runs in (("first", cold), ("later", cached)):
        print(f"{label} visits, first interactive widget each: " + ", ".join(f"{r['app']:.1f}" for r in runs))
    if times:
        print(f"\nclick → rendered median: {statistics.median(times):.1f} ms over {len(times)} clicks "
              f"(p90 {sorted(times)[int(len(times) * 0.9) - 1]:.1f} ms)")
    print(f"load average at end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
