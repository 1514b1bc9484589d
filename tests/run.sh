#!/usr/bin/env bash
# Set up everything the tests need on a fresh machine, then run ruff and the whole suite.
# Usage: bash tests/run.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[test]'
.venv/bin/ruff check shichi_widgets tests benchmarks
.venv/bin/python -m pytest -q "$@"
