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
# The browser tests drive Debian's Chromium (Playwright cannot download its own browser here).
if [ ! -x /usr/bin/chromium ]; then
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
        echo "Chromium is missing: install Debian's 'chromium' package (sudo apt-get install chromium)" >&2
        exit 1
    fi
fi
# The static-site test builds the site: Pyodide's core comes from npm, and Node compiles its Python.
# The front end's tests (tests/frontend) rebuild the widget bundles with esbuild and lint them with
# Biome, both installed by npm ci from shichi_widgets/widgets/js/package-lock.json into a cache.
if ! command -v npm >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
    else
        echo "npm is missing: install Debian's 'nodejs' and 'npm' packages (sudo apt-get install nodejs npm)" >&2
        exit 1
    fi
fi
.venv/bin/ruff check shichi_widgets tests benchmarks
.venv/bin/python tests/frontend/frontend_tools.py lint
.venv/bin/python -m pytest -q "$@"
