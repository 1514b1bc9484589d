"""App benchmark: prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_app.py              # about two minutes
    .venv/bin/python benchmarks/bench_app.py --visitors 10

Serves ``notebooks/app.ipynb`` the way the README's app command does (``python -m
shichi_widgets.serve``: preheated kernel, TCP_NODELAY) and measures:

* page load to the first interactive widget (a playable cell of the first lesson on screen),
  for the first visitor (the preheated kernel) and for a later one;
* the memory (RSS) of each visitor's kernel, read from /proc;
* a class: N visitors requesting the app at once (each gets its own kernel, which runs the
  notebook), how many were served without error, when the last page was complete, the server's
  total memory, and how fast one more visitor's page is interactive while the class is there.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import conftest as fixtures  # noqa: E402  (the browser tests' server and page helpers)

APP = ROOT / "notebooks" / "app.ipynb"
READY = "[data-role=lesson] [data-role=layout] [data-card]"


class AppServer(fixtures.VoilaServer):
    def command(self, port: int) -> list[str]:
        return [sys.executable, "-m", "shichi_widgets.serve", *super().command(port)[1:]]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def kernels(server: fixtures.VoilaServer) -> list[int]:
    """The server's kernel processes (their command line runs ipykernel)."""
    found = []
    for pid in fixtures._descendants(server.proc.pid):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if "ipykernel" in command:
            found.append(pid)
    return found


def first_interactive(browser, url: str) -> float:
    page = fixtures.open_page(browser, timeout_ms=120_000)
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(READY)
    seconds = time.perf_counter() - start
    return seconds, page


def class_arrives(url: str, visitors: int) -> tuple[int, float]:
    """Many visitors request the app at the same moment. Each request makes Voilà start a kernel
    and run the notebook; a visitor is served when the page arrives whole with its widgets. (Real
    visitors' browsers run on their own machines, so only the server's side is measured here.)"""
    from concurrent.futures import ThreadPoolExecutor
    from urllib.request import urlopen

    def visit(_: int) -> bool:
        with urlopen(url, timeout=600) as response:
            page = response.read().decode()
        return response.status == 200 and "application/vnd.jupyter.widget-view+json" in page

    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=visitors) as pool:
        results = list(pool.map(visit, range(visitors)))
    return sum(results), time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--visitors", type=int, default=30, help="how many visitors arrive at once")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver, tempfile.TemporaryDirectory() as folder:
        browser = driver.chromium.launch(executable_path=fixtures.CHROMIUM, args=fixtures.CHROMIUM_ARGS)
        seats = [f"--max-visitors={args.visitors + 5}"]  # room for the class whatever the machine's memory
        with AppServer(Path(folder), {"app.ipynb": APP}, extra_args=seats) as server:
            url = server.url_for("app")
            time.sleep(3)  # let the preheated kernel finish warming up, as it would before a class
            first, page = first_interactive(browser, url)
            second, other = first_interactive(browser, url)
            print(f"first interactive widget: first visitor {first:.2f} s (preheated), next visitor {second:.2f} s")
            sizes = [rss_mb(pid) for pid in kernels(server)]
            print(f"kernel memory per visitor: median {statistics.median(sizes):.0f} MB "
                  f"(max {max(sizes):.0f} MB over {len(sizes)} kernels)")
            for opened in (page, other):
                opened.context.close()

            served, seconds = class_arrives(url, args.visitors)
            live = kernels(server)
            total = sum(rss_mb(pid) for pid in live) + rss_mb(server.proc.pid)
            check, page = first_interactive(browser, url)
            page.context.close()
            print(f"{args.visitors} visitors at once: {served} served without error, the last page complete "
                  f"after {seconds:.1f} s; server + {len(live)} kernels {total:.0f} MB "
                  f"({total / max(1, len(live)):.0f} MB per visitor); "
                  f"one more visitor then interactive in {check:.2f} s")
        browser.close()


if __name__ == "__main__":
    main()
