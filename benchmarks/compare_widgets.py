"""Click latency of the app's server and widgets, this tree beside another (say, the code before a
change): prints figures, asserts nothing.

    git worktree add /tmp/before <commit>
    .venv/bin/python benchmarks/compare_widgets.py /tmp/before [--rounds 6]   # about 2 minutes a round

Each round starts the app's server (``python -m shichi_widgets.serve``) from one tree, then from
the other (``PYTHONPATH``: the server and its kernels import that tree), and times 50 back-to-back
clicks on the layout and on the two yardsticks of ``bench_widgets.py`` (the minimal anywidget, and
the one that draws), each page once the server is idle. Alternating trees round by round puts the
shared machine's swings in speed on both alike. Printed per tree and page: the median over rounds
of each round's median click, every round's figure, and the CPU milliseconds per click of the
browser, the server and the kernel.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

import psutil

HERE = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(HERE / "benchmarks"))
sys.path.insert(0, str(HERE / "tests" / "browser"))

import bench_widgets as bench  # noqa: E402
import conftest as fixtures  # noqa: E402  (the browser tests' server and page helpers)

PAGES = {"layout": bench.CLICK_NOTEBOOK, "drawn": bench.MINIMAL_DRAWN_NOTEBOOK, "minimal": bench.MINIMAL_NOTEBOOK}


def cpu_by_process() -> tuple[float, float, float]:
    """CPU seconds so far of the browser, the server and the kernels this run started."""
    browser = server = kernel = 0.0
    for process in psutil.Process().children(recursive=True):
        try:
            used = sum(process.cpu_times()[:2])
            if "chrom" in process.name():
                browser += used
            elif "ipykernel" in " ".join(process.cmdline()):
                kernel += used
            else:
                server += used
        except psutil.Error:  # a process that ended meanwhile
            pass
    return browser, server, kernel


def one_round(browser, tree: str) -> dict[str, tuple[float, tuple[float, ...]]]:
    """Each page's median click (ms) and CPU ms per click (browser, server, kernel) on ``tree``."""
    os.environ["PYTHONPATH"] = tree
    figures = {}
    notebooks = {f"{name}.ipynb": cells for name, cells in PAGES.items()}
    with tempfile.TemporaryDirectory() as folder, bench.ClassroomVoila(Path(folder), notebooks) as server:
        for name in PAGES:
            page = bench.open_widget(server, browser, name)
            bench.wait_until_quiet()
            before = cpu_by_process()
            times = page.evaluate(bench.TIME_CLICKS, 50)
            after = cpu_by_process()
            page.context.close()
            per_click = tuple((b - a) * 1000 / len(times) for a, b in zip(before, after, strict=True))
            figures[name] = (statistics.median(times), per_click)
    return figures


def main() -> None:
    other = str(Path(sys.argv[1]).resolve())
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 6
    trees = {"other tree": other, "this tree": str(HERE)}
    results: dict[tuple[str, str], list] = {}
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=fixtures.CHROMIUM, args=fixtures.CHROMIUM_ARGS)
        for _ in range(rounds):
            for label, tree in trees.items():
                for name, figure in one_round(browser, tree).items():
                    results.setdefault((label, name), []).append(figure)
        browser.close()
    for (label, name), runs in results.items():
        medians = [run[0] for run in runs]
        cpu = [statistics.median(run[1][i] for run in runs) for i in range(3)]
        print(f"{label:<11}{name:<8} median click {statistics.median(medians):5.1f} ms "
              f"[{' '.join(f'{m:.1f}' for m in medians)}] · CPU per click: browser {cpu[0]:4.1f}, "
              f"server {cpu[1]:4.1f}, kernel {cpu[2]:4.1f} ms", flush=True)


if __name__ == "__main__":
    main()
