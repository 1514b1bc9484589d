"""Widget benchmark: prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_widgets.py           # about a minute

Figures:
* bytes synced per move: every state message a GameTable sends over a whole game, per move, per
  preset (headless: ipywidgets' comm is replaced by a counter);
* Voilà, out of the box and with the app's server settings (``python -m shichi_widgets.serve``:
  TCP_NODELAY on the kernel websocket, preheated kernel):
  - time from opening the page to the first interactive widget (a playable cell on screen);
  - median click-to-rendered latency over 50 clicks, timed inside the page: a MutationObserver on
    the clicked cell resolves when its ``data-state`` flips to ``placed``.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import conftest as fixtures  # noqa: E402  (the browser tests' server and page helpers)

from shichi_widgets import Ruleset  # noqa: E402
from shichi_widgets.widgets import GameTable  # noqa: E402

CLICK_NOTEBOOK = [
    "from shichi_widgets import Game, Ruleset\n"
    "from shichi_widgets.widgets import LayoutView\n"
    "rules = Ruleset.preset('shichi-narabe').replace(sevens='played')\n"
    "suits = lambda s: [f'{r}{x}' for x in s for r in ['A','2','3','4','5','6','7','8','9','10','J','Q','K']]\n"
    "game = Game.from_position(rules, layout=[], hands=[suits('♠♥'), suits('♣♦')], to_move=0)\n"
    "LayoutView(game, interactive=True)",
]

TIME_CLICKS = """async (count) => {
  const times = [];
  for (let i = 0; i < count; i++) {
    const suits = i % 2 === 0 ? ["♠", "♥"] : ["♣", "♦"];
    const cell = [...document.querySelectorAll("[data-role=layout] [data-playable=true]")]
      .find((c) => suits.includes(c.dataset.card.slice(-1)));
    if (!cell) break;
    const start = performance.now();
    await new Promise((resolve) => {
      const watcher = new MutationObserver(() => {
        if (cell.dataset.state === "placed") { watcher.disconnect(); resolve(); }
      });
      watcher.observe(cell, { attributes: true });
      cell.click();
    });
    times.push(performance.now() - start);
  }
  return times;
}"""


def bytes_per_move(preset: str, games: int = 3) -> float:
    total_bytes = total_moves = 0
    for seed in range(games):
        table = GameTable(preset, players=4, bots="random", seed=seed, human=0, pace=0.5)
        sent: list[int] = []
        table.comm.send = lambda data=None, metadata=None, buffers=None, sent=sent: sent.append(
            len(json.dumps(data, ensure_ascii=False).encode())
        )
        while not table.game.is_over:
            if table.game.to_move == 0:
                table._receive(table, {"type": "play", "move": str(table.game.legal_moves()[0])}, [])
            else:
                table._receive(table, {"type": "step", "seq": table.info["pending"]}, [])
        total_bytes += sum(sent)
        total_moves += len(table.game.history)
    return total_bytes / total_moves


class ClassroomVoila(fixtures.VoilaServer):
    """Voilà started the way the app starts it: ``python -m shichi_widgets.serve``."""

    def command(self, port: int) -> list[str]:
        return [sys.executable, "-m", "shichi_widgets.serve", *super().command(port)[1:]]


def voila_figures(server_class: type, browser, clicks: int = 50) -> tuple[float, float, int]:
    with tempfile.TemporaryDirectory() as folder, server_class(Path(folder), {"click.ipynb": CLICK_NOTEBOOK}) as server:
        page = fixtures.open_page(browser)
        start = time.perf_counter()
        page.goto(server.url_for("click"))
        page.wait_for_selector("[data-role=layout] [data-playable=true]")
        first = time.perf_counter() - start
        times = page.evaluate(TIME_CLICKS, clicks)
        page.context.close()
    return first, statistics.median(times), len(times)


def main() -> None:
    print("bytes synced per move (GameTable, 4 players, a whole game):")
    for preset in Ruleset.presets():
        print(f"  {preset:<17}{bytes_per_move(preset):8.0f} B")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=fixtures.CHROMIUM, args=fixtures.CHROMIUM_ARGS)
        for label, server_class in (("voila out of the box", fixtures.VoilaServer), ("app settings", ClassroomVoila)):
            first, median, count = voila_figures(server_class, browser)
            print(f"{label:<22} first interactive widget {first:5.2f} s · median click→render "
                  f"{median:6.1f} ms over {count} clicks")
        browser.close()


if __name__ == "__main__":
    main()
