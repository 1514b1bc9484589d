"""The app's memory, measured: what a language switch costs (and that it makes no widgets), how big
the state kept in the browser is, how long saving and restoring take, and how long the in-app
review of a finished game takes. Prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_app_memory.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ipywidgets.widgets import widget as ipywidget

from shichi_widgets.app import App
from shichi_widgets.app_state import read_state
from shichi_widgets.widgets.review_panel import PLAYOUTS


def opened(app: App, stored: str | None = None) -> App:
    app.storage._receive(app.storage, {"type": "opened", "stored": stored, "link": ""}, [])
    return app


def main() -> None:
    start = time.perf_counter()
    app = opened(App(seed=1, pace=0))
    print(f"App() and its first save: {time.perf_counter() - start:.2f} s, {len(ipywidget._instances)} live widgets")
    table = app.table
    while not table.game.is_over:
        table.play(table.hand["playable"][0] if table.hand["playable"] else "pass")
    app.lesson.next()
    before = len(ipywidget._instances)
    times = []
    for i in range(50):
        t0 = time.perf_counter()
        app.lang = "ja" if i % 2 == 0 else "en"
        times.append(time.perf_counter() - t0)
    print(f"language switch (whole app, in place): median {statistics.median(times) * 1000:.0f} ms, "
          f"slowest {max(times) * 1000:.0f} ms; live widgets {before} before 50 switches, "
          f"{len(ipywidget._instances)} after")
    t0 = time.perf_counter()
    kept = app.state().to_json()
    saved = time.perf_counter() - t0
    print(f"state kept in the browser after a whole game ({len(table.game.history)} moves): "
          f"{len(kept.encode('utf-8')):,} bytes; made in {saved * 1000:.1f} ms")
    t0 = time.perf_counter()
    read_state(kept)
    checked = time.perf_counter() - t0
    fresh = App(seed=2, pace=0)
    t0 = time.perf_counter()
    opened(fresh, kept)
    print(f"restore on a new kernel: checking {checked * 1000:.1f} ms, checking and applying "
          f"{(time.perf_counter() - t0) * 1000:.0f} ms; same game: "
          f"{fresh.table.game.to_text(history=True) == table.game.to_text(history=True)}")
    t0, cpu = time.perf_counter(), time.process_time()
    app.review.background = False
    app.review.start()
    print(f"in-app review (playouts={PLAYOUTS}, seed 0) of the human's {len(app.review.rows)} moves: "
          f"{time.perf_counter() - t0:.2f} s wall, {time.process_time() - cpu:.2f} s CPU; "
          f"{sum(row['costly'] for row in app.review.rows)} marked")


if __name__ == "__main__":
    main()
