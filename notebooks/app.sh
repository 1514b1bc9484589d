#!/usr/bin/env bash
# Set up what the app needs on a fresh machine, then serve notebooks/app.ipynb with Voilà
# (standalone: no code runs from the browser) and the classroom settings of shichi_widgets.serve.
# Usage: bash notebooks/app.sh [voila options, e.g. --port=9000 or --Voila.ip=0.0.0.0]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[app]'
PORT="${PORT:-8866}"
echo "The app will be at http://127.0.0.1:${PORT}/ (Ctrl+C stops it)."
exec .venv/bin/python -m shichi_widgets.serve notebooks/app.ipynb --port="${PORT}" --Voila.ip=127.0.0.1 "$@"
