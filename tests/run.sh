#!/usr/bin/env bash
# Set up what the tests need on a fresh machine, then run the linters and the tests.
# Usage: bash tests/run.sh [--fast] [pytest arguments]
#   bash tests/run.sh          everything (what CI runs): ruff, Biome, every test (the browser tests and the rest in
#                              two processes at once; with pytest arguments, one pytest run of just those)
#   bash tests/run.sh --fast   the unit tests only (pytest --fast: no browser, no server, no network, nothing
#                              long; tests/tiers.py says which test is in which tier) and ruff, with no Chromium,
#                              npm or redis-server set-up
set -euo pipefail
cd "$(dirname "$0")/.."
FAST=
if [ "${1:-}" = --fast ]; then
    FAST=1
    shift
fi
# Install only when pyproject.toml has changed, as notebooks/app.sh does: a hash of it (and of where this copy
# of the repository is, which the editable install points at) is kept in .venv/.shichi-test-installed.
STAMP=.venv/.shichi-test-installed
WANT="$(sha256sum pyproject.toml | cut -d' ' -f1) $(pwd)"
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
if [ "$(cat "${STAMP}" 2>/dev/null || true)" != "${WANT}" ]; then
    echo "Installing the test packages into .venv (again only when pyproject.toml changes)..."
    if .venv/bin/python -m pip install --quiet --upgrade pip \
        && .venv/bin/python -m pip install --quiet -e '.[test]'; then
        echo "${WANT}" > "${STAMP}"
    elif .venv/bin/python -c "import shichi_widgets, pytest, hypothesis" 2>/dev/null; then
        echo "The install failed (no network?); testing with the packages .venv already has." >&2
    else
        echo "The install failed and .venv cannot run the tests yet: connect to the network and try again." >&2
        exit 1
    fi
fi
if [ -n "${FAST}" ]; then
    .venv/bin/ruff check shichi_widgets tests benchmarks
    exec .venv/bin/python -m pytest -q --fast "$@"
fi
# The full run needs Debian packages: Chromium for the browser tests (Playwright cannot download its own browser
# here), redis-server for the rooms shared between servers (the tests start their own on 127.0.0.1), and Node's
# npm: the static-site test builds the site (Pyodide's core comes from npm, and Node compiles its Python), and
# the front end's tests (tests/frontend) rebuild the widget bundles with esbuild and lint them with Biome, both
# installed by npm ci from shichi_widgets/widgets/js/package-lock.json into a cache.
MISSING=()
command -v chromium >/dev/null 2>&1 || MISSING+=(chromium)
command -v redis-server >/dev/null 2>&1 || MISSING+=(redis-server)
command -v npm >/dev/null 2>&1 || MISSING+=(nodejs npm)
if [ "${#MISSING[@]}" -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${MISSING[@]}" >/dev/null
    else
        echo "Missing: ${MISSING[*]}: install Debian's packages (sudo apt-get install ${MISSING[*]})" >&2
        exit 1
    fi
fi
.venv/bin/ruff check shichi_widgets tests benchmarks
.venv/bin/python tests/frontend/frontend_tools.py lint
if [ "$#" -gt 0 ]; then
    exec .venv/bin/python -m pytest -q "$@"
fi
# The whole suite in two processes at once, one a core: most browser tests in one; the other tests, then the
# browser files marked "beside" (tests/tiers.py), in the other, so that both take about as long. Two processes,
# not pytest-xdist: Playwright's synchronous API keeps an event loop running in its process, which the asyncio
# tests must not meet (so each process runs its browser tests last). The other process's report is printed
# when both have ended.
OTHERS="$(mktemp)"
trap 'rm -f "${OTHERS}"' EXIT
.venv/bin/python -m pytest -q -m "not browser or beside" >"${OTHERS}" 2>&1 &
OTHERS_PID=$!
set +e
echo "== the browser tests (the other tests run beside them; their report follows)"
.venv/bin/python -m pytest -q -m "browser and not beside"
BROWSER_RC=$?
wait "${OTHERS_PID}"
OTHERS_RC=$?
set -e
echo "== the other tests (everything but the browser tests, then the browser tests marked beside)"
cat "${OTHERS}"
echo "== browser tests: exit status ${BROWSER_RC}; the other tests: exit status ${OTHERS_RC}"
[ "${BROWSER_RC}" = 0 ] && [ "${OTHERS_RC}" = 0 ]
