"""The widgets' front end: what each widget's module weighs and how long the tools take.

Prints, for each bundle in ``shichi_widgets/widgets/static`` (what a widget's ``_esm`` sends to the
browser once per page): its lines, bytes and gzip-compressed bytes, and the total of the modules
the app loads; then the time of an esbuild build of all bundles, of Biome's lint and of
TypeScript's type check (median of ``--runs``), with the tools of tests/frontend (``npm ci`` from
the committed lock into the cache, once).

Usage: ``.venv/bin/python benchmarks/bench_frontend.py [--runs 3]``
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "frontend"))

from frontend_tools import STATIC, build, lint, tools, typecheck  # noqa: E402

APP_MODULES = ("table.js", "lesson.js", "explorer.js", "record.js", "review.js", "storage.js", "theme.js")


def _timed(run, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
        if result.returncode != 0:
            raise SystemExit(f"failed:\n{result.stdout}\n{result.stderr}")
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"{'bundle':<14}{'lines':>7}{'bytes':>9}{'gzip':>8}")
    total = total_gzip = 0
    for path in sorted(STATIC.glob("*.js")):
        data = path.read_bytes()
        packed, lines = len(gzip.compress(data, 9)), data.count(b"\n")
        print(f"{path.name:<14}{lines:>7}{len(data):>9}{packed:>8}")
        if path.name in APP_MODULES:
            total, total_gzip = total + len(data), total_gzip + packed
    print(f"{'the app loads':<14}{'':>7}{total:>9}{total_gzip:>8}  ({', '.join(APP_MODULES)})")
    start = time.perf_counter()
    tools()
    print(f"tools ready (npm ci or cache): {time.perf_counter() - start:.2f} s")
    with tempfile.TemporaryDirectory() as out:
        print(f"esbuild, all bundles: {_timed(lambda: build(Path(out)), args.runs):.2f} s (median of {args.runs})")
    print(f"Biome lint:           {_timed(lint, args.runs):.2f} s")
    print(f"TypeScript check:     {_timed(typecheck, args.runs):.2f} s")


if __name__ == "__main__":
    main()
