"""The app as a static site (``python -m shichi_widgets.site build``), in Debian's Chromium.

Prints:

* the site's size on disk (and its parts), and MB transferred on a first visit to the app;
* time from navigation to the first interactive widget (the lesson drawn, the app's ``data-ready``),
  on a first visit (a fresh browser profile: empty HTTP and code caches) and on a later visit
  (same profile), with its breakdown as the page marks it: page (HTML and script), Pyodide
  (its core loaded and started), packages (the runtime archive unpacked), kernel (ipywidgets and
  anywidget imported), app (``App()`` built and drawn);
* the median click → rendered latency in Play: a MutationObserver on the layout cell of the
  clicked hand card resolves when its ``data-state`` becomes ``placed`` (timed inside the page);
* a bare Pyodide page (``BARE``: the site's own Pyodide from the same server, started, nothing
  else) timed the same way in its own fresh profiles, first and later visits, and the site's later
  visit as a ratio to the bare page's later visit. The site's later visits are served by its service
  worker (each visit waits until the worker is active, as a visitor's second visit would find it);
  the bare page has no worker, so it gets the browser's HTTP cache, the best a plain page gets.

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


BARE = "bench-bare-pyodide.html"
BARE_PAGE = b"""<!doctype html><html><head><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const base = new URL("tutorials/static/pyodide/", location.href).href;
const { loadPyodide } = await import(base + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: base });
pyodide.runPython("1 + 1");
window.bare = performance.now();
document.body.dataset.ready = "true";
</script></head><body></body></html>
"""
WORKER_JS = """async () => {
  if (!navigator.serviceWorker) return "none";
  const registration = await navigator.serviceWorker.getRegistration();
  const active = registration && registration.active;
  return active ? active.state : "none";
}"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    """The site folder, plus the bare Pyodide page at /BARE (it is not written into the site)."""

    def do_GET(self):
        if self.path.split("?")[0] == f"/{BARE}":
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(BARE_PAGE)))
            self.end_headers()
            self.wfile.write(BARE_PAGE)
            return
        super().do_GET()

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
    result["worker"] = page.evaluate("Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)")
    # as a visitor's next visit would: the service worker registered by this one has kept the build
    for _ in range(READY_TIMEOUT_MS // 500):
        if page.evaluate(WORKER_JS) in ("activated", "none"):
            break
        page.wait_for_timeout(500)
    return result


def visit_bare(page, url: str) -> dict[str, float]:
    """Open the bare Pyodide page; return seconds from navigation to Pyodide started, and MB transferred."""
    page.goto(f"{url}{BARE}")
    page.wait_for_selector("body[data-ready='true']", state="attached", timeout=READY_TIMEOUT_MS)
    transferred = page.evaluate(
        "[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]"
        ".reduce((sum, e) => sum + (e.transferSize || 0), 0)"
    )
    return {"ready": page.evaluate("window.bare") / 1000, "mb": transferred / 1e6}


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
        bare_cold: list[dict] = []
        bare_cached: list[dict] = []

        def profile(name: str):
            # A persistent profile has a disk cache, as a visitor's browser has (an incognito
            # context keeps a small in-memory cache that cannot hold Pyodide's 9.6 MB wasm).
            context = pw.chromium.launch_persistent_context(
                Path(tmp) / name, executable_path=CHROMIUM, args=ARGS, viewport={"width": 1280, "height": 900},
            )
            context.on("request", lambda r: outside.append(r.url) if not r.url.startswith(
                ("http://127.0.0.1", "data:", "blob:")) else None)
            return context

        with sync_playwright() as pw:
            for number in range(args.visits):
                # the bare page and the site take turns, so both meet the same load on the machine
                context = profile(f"bare-{number}")
                page = context.new_page()
                bare_cold.append(visit_bare(page, url))
                for _ in range(2):
                    bare_cached.append(visit_bare(page, url))
                context.close()
                context = profile(f"profile-{number}")
                page = context.new_page()
                cold.append(visit(page, url))
                for _ in range(2):
                    cached.append(visit(page, url))
                if number == 0 and args.clicks:
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
    served = sum(r["worker"] for r in cached)
    print(f"later visits served by the site's service worker: {served} of {len(cached)}")
    print("\n| bare Pyodide page (no app, no worker) | MB transferred | Pyodide started s |")
    print("| --- | ---: | ---: |")
    for label, runs in (("first (cold)", bare_cold), ("later (HTTP cache)", bare_cached)):
        print(f"| {label}, median of {len(runs)} | {statistics.median(r['mb'] for r in runs):.1f} | "
              f"{statistics.median(r['ready'] for r in runs):.1f} |")
    print("bare later visits, each: " + ", ".join(f"{r['ready']:.1f}" for r in bare_cached))
    site_later = statistics.median(r["app"] for r in cached)
    bare_later = statistics.median(r["ready"] for r in bare_cached)
    print(f"\nsite's later visit / bare Pyodide's later visit: {site_later:.1f} s / {bare_later:.1f} s "
          f"= {site_later / bare_later:.2f} (aim <= 1.2)")
    if times:
        print(f"\nclick → rendered median: {statistics.median(times):.1f} ms over {len(times)} clicks "
              f"(p90 {sorted(times)[int(len(times) * 0.9) - 1]:.1f} ms)")
    print(f"load average at end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
