"""Widget benchmark: prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_widgets.py [--rounds N]   # about two minutes per round

Figures:
* bytes synced per move: every state message a GameTable sends over whole games, per move, per
  preset, in English and in Japanese (headless: ipywidgets' comm is replaced by a counter);
* a yardstick measured in the same run on the same server: a minimal anywidget (52 plain buttons;
  a click sends a message, Python appends the card to a list trait, the page marks the cell), so
  the page, websocket and kernel's share of the latency is seen beside the widget's own; and the
  same widget with one style rule that draws the marked cell ("drawn"), for the browser's frame;
* Voilà, out of the box and with the app's server settings (``python -m shichi_widgets.serve``:
  TCP_NODELAY on the kernel websocket, preheated kernel):
  - time from opening the page to the first interactive widget (a playable cell on screen), with
    the server idle (its preheated kernels ready, as when a class opens the app);
  - median click-to-rendered latency over 50 clicks, timed inside the page once the server and
    kernels are idle (``wait_until_quiet``): a MutationObserver on
    the clicked cell resolves when its ``data-state`` flips to ``placed``; each click follows the
    last at once, so the browser draws one move while the next is on its way (the harder case);
  - the same with a pause of ``PAUSE_MS`` between clicks, as a person clicks (20 clicks): each move
    is drawn before the next click;
  - the browser's CPU time per back-to-back click (all Chromium processes: script, style, layout,
    paint, raster, compositing). On a small machine the browser, the server and the kernel share
    the cores, so the browser's work per move is what lengthens the next round trip.
  The widget and the two yardsticks are open at once on one server and take turns, a batch of
  clicks each (``BATCHES``), so that the machine's changes of speed fall on all three alike.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tests" / "widgets"))

import conftest as fixtures  # noqa: E402  (the browser tests' server and page helpers)
from wire import bytes_per_move  # noqa: E402  (the widget tests' count of what a move sends)

from shichi_widgets import Ruleset  # noqa: E402

CLICK_NOTEBOOK = [
    "from shichi_widgets import Game, Ruleset\n"
    "from shichi_widgets.widgets import LayoutView\n"
    "rules = Ruleset.preset('shichi-narabe').replace(sevens='played')\n"
    "suits = lambda s: [f'{r}{x}' for x in s for r in ['A','2','3','4','5','6','7','8','9','10','J','Q','K']]\n"
    "game = Game.from_position(rules, layout=[], hands=[suits('♠♥'), suits('♣♦')], to_move=0)\n"
    "LayoutView(game, interactive=True)",
]

# The yardstick: the same round trip with nothing of this package in it.
MINIMAL_WIDGET = """import anywidget, traitlets
class Minimal(anywidget.AnyWidget):
    _esm = '''
export default { render({ model, el }) {
  const box = document.createElement("div"); box.dataset.role = "layout"; el.append(box);
  const cells = {};
  for (const s of ["♠", "♥", "♣", "♦"]) for (const r of ["A","2","3","4","5","6","7","8","9","10","J","Q","K"]) {
    const c = document.createElement("button"); c.dataset.card = r + s; c.dataset.playable = "true";
    c.textContent = r + s; c.addEventListener("click", () => model.send({ card: r + s }));
    box.append(c); cells[r + s] = c;
  }
  const draw = () => {
    for (const k of model.get("placed")) { cells[k].dataset.state = "placed"; cells[k].dataset.playable = "false"; }
  };
  model.on("change:placed", draw); draw();
} };'''
    placed = traitlets.List().tag(sync=True)
    def __init__(self):
        super().__init__()
        self.on_msg(lambda _, content, __: setattr(self, "placed", [*self.placed, content["card"]]))
Minimal()"""
MINIMAL_NOTEBOOK = [MINIMAL_WIDGET]
# The same widget with one style rule, so that a click is drawn (the placed cell turns green): the
# browser's frame per move, which the minimal widget never has, with nothing of this package in it.
DRAWN_STYLE = "    _css = '[data-state=placed] { background: #1b5e20; color: #fff; }'\n"
MINIMAL_DRAWN_NOTEBOOK = [MINIMAL_WIDGET.replace("    placed = traitlets", DRAWN_STYLE + "    placed = traitlets")]

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


PAUSE_MS = 400  # longer than the landing animation (0.38 s), shorter than a person's pause between moves
PACED_CLICKS = TIME_CLICKS.replace(
    "times.push(performance.now() - start);",
    f"times.push(performance.now() - start); await new Promise((done) => setTimeout(done, {PAUSE_MS}));")


class ClassroomVoila(fixtures.VoilaServer):
    """Voilà started the way the app starts it: ``python -m shichi_widgets.serve``."""

    def command(self, port: int) -> list[str]:
        return [sys.executable, "-m", "shichi_widgets.serve", *super().command(port)[1:]]


def cpu_seconds(only_browser: bool = False) -> float:
    """CPU time used so far by the processes this benchmark started (or only its Chromium ones)."""
    total = 0.0
    for process in psutil.Process().children(recursive=True):
        try:
            if not only_browser or "chrom" in process.name():
                times = process.cpu_times()
                total += times.user + times.system
        except psutil.Error:  # a process that ended meanwhile
            pass
    return total


def wait_until_quiet(limit: float = 20.0) -> None:
    """Wait (at most ``limit`` seconds) until the processes this benchmark started are idle.

    With the app's settings, opening a page takes the preheated kernel and the server at once
    starts the next one, which runs the notebook: for this package's notebook about two seconds of
    CPU, for the minimal widget's much less. Clicks timed meanwhile would share the cores with that
    start-up and not only with each other, so every widget's clicks wait for it alike.
    """
    end = time.perf_counter() + limit
    before = cpu_seconds()
    while time.perf_counter() < end:
        time.sleep(0.25)
        now = cpu_seconds()
        if now - before < 0.03:  # under an eighth of a core over the last quarter second
            return
        before = now


WIDGETS = {"widget": CLICK_NOTEBOOK, "minimal": MINIMAL_NOTEBOOK, "drawn": MINIMAL_DRAWN_NOTEBOOK}
BATCHES = 5  # each widget's clicks go in this many batches, taken in turn with the other widgets'


def open_widget(server, browser, name: str):
    """A page showing one of ``WIDGETS``, once it has a playable cell on screen."""
    page = fixtures.open_page(browser)
    page.goto(server.url_for(name))
    page.wait_for_selector("[data-role=layout] [data-playable=true]")
    return page


def clicks_in_turn(pages: dict, script: str, clicks: int) -> tuple[dict, dict]:
    """Each page's click times (ms) and the browser's CPU ms per click while its batches ran.

    The widgets take turns, a batch of clicks each, so that the machine's changes of speed (other
    jobs; it varies twofold) fall on every widget alike instead of on whichever ran then."""
    times: dict = {name: [] for name in pages}
    cpu: dict = dict.fromkeys(pages, 0.0)
    for _ in range(BATCHES):
        for name, page in pages.items():
            before = cpu_seconds(only_browser=True)
            times[name] += page.evaluate(script, clicks // BATCHES)
            cpu[name] += cpu_seconds(only_browser=True) - before
            time.sleep(PAUSE_MS / 1000)  # the last card's landing is over before the next widget clicks
    return times, {name: cpu[name] * 1000 / max(1, len(times[name])) for name in pages}


def voila_figures(server_class: type, browser, clicks: int = 50, paced_clicks: int = 20) -> dict[str, dict]:
    """For each of ``WIDGETS`` on one server: seconds from opening its page to the first interactive
    widget, the median ms of back-to-back clicks and their count, the median ms of paced clicks (on
    fresh pages), and the browser's CPU ms per back-to-back click."""
    notebooks = {f"{name}.ipynb": cells for name, cells in WIDGETS.items()}
    figures: dict[str, dict] = {name: {} for name in WIDGETS}
    with tempfile.TemporaryDirectory() as folder, server_class(Path(folder), notebooks) as server:
        for phase, script, count in (("back to back", TIME_CLICKS, clicks), ("paced", PACED_CLICKS, paced_clicks)):
            pages = {}
            for name in WIDGETS:
                wait_until_quiet()  # the server has started (or refilled) its preheated kernels, as for a class
                start = time.perf_counter()
                pages[name] = open_widget(server, browser, name)
                figures[name].setdefault("first", time.perf_counter() - start)
            wait_until_quiet()
            times, cpu = clicks_in_turn(pages, script, count)
            for name, page in pages.items():
                page.context.close()
                figures[name][phase] = statistics.median(times[name])
                figures[name].setdefault("count", len(times[name]))
                figures[name].setdefault("cpu", cpu[name])
    return figures


def main() -> None:
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 1
    print("bytes synced per move (GameTable, 4 players, three whole games), English / Japanese:")
    for preset in Ruleset.presets():
        print(f"  {preset:<17}{bytes_per_move(preset, 'en'):8.0f} B {bytes_per_move(preset, 'ja'):8.0f} B")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=fixtures.CHROMIUM, args=fixtures.CHROMIUM_ARGS)
        for label, server_class in (("voila out of the box", fixtures.VoilaServer), ("app settings", ClassroomVoila)):
            for _ in range(rounds):
                f = voila_figures(server_class, browser)
                ours, minimal, drawn = f["widget"], f["minimal"], f["drawn"]
                b2b, paced = "back to back", "paced"
                print(f"{label:<22} first interactive widget {ours['first']:5.2f} s · median click→render "
                      f"{ours[b2b]:6.1f} ms over {ours['count']} clicks · minimal anywidget {minimal[b2b]:5.1f} ms "
                      f"(× {ours[b2b] / minimal[b2b]:.2f}), drawn {drawn[b2b]:5.1f} ms · paced {ours[paced]:5.1f} ms, "
                      f"minimal {minimal[paced]:5.1f} ms (× {ours[paced] / minimal[paced]:.2f}), drawn "
                      f"{drawn[paced]:5.1f} ms · browser CPU per back-to-back click {ours['cpu']:4.1f} ms, "
                      f"minimal {minimal['cpu']:4.1f} ms, drawn {drawn['cpu']:4.1f} ms", flush=True)
        browser.close()


if __name__ == "__main__":
    main()
