#!/usr/bin/env bash
# Serve notebooks/app.ipynb with Voilà (standalone: no code runs from the browser) and the classroom
# settings of shichi_widgets.serve. On a fresh machine it first makes .venv and installs the package
# with its app extra; after that it installs again only when pyproject.toml has changed (a hash of it
# is kept in .venv/.shichi-app-installed), so a ready machine starts with no network.
# Usage: bash notebooks/app.sh [options, e.g. --port=9000, --Voila.ip=0.0.0.0, --max-visitors=30,
#        --access-code=CODE]
set -euo pipefail
cd "$(dirname "$0")/.."
STAMP=.venv/.shichi-app-installed
WANT="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
if [ "$(cat "${STAMP}" 2>/dev/null || true)" != "${WANT}" ]; then
    echo "Installing the app's packages into .venv (again only when pyproject.toml changes)..."
    if .venv/bin/python -m pip install --quiet --upgrade pip \
        && .venv/bin/python -m pip install --quiet -e '.[app]'; then
        echo "${WANT}" > "${STAMP}"
    elif .venv/bin/python -c "import shichi_widgets.serve, voila" 2>/dev/null; then
        echo "The install failed (no network?); starting with the packages .venv already has." >&2
    else
        echo "The install failed and .venv cannot run the app yet: connect to the network and try again." >&2
        exit 1
    fi
fi
PORT="${PORT:-8866}"
echo "The app will be at http://127.0.0.1:${PORT}/ (Ctrl+C stops it)."
exec .venv/bin/python -m shichi_widgets.serve notebooks/app.ipynb --port="${PORT}" --Voila.ip=127.0.0.1 "$@"
