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
# The caller's options go to the server as given; app.sh adds its defaults (this machine only, port 8866 or
# $PORT, and no silent move to another port when that one is taken: the address in the banner is the one the
# class is given) only for what they do not set. Voilà takes `--port` and `--Voila.port`, `--Voila.ip`, each
# as `--name=value` or `--name value`; a bare `--ip` (which Voilà would ignore) is read as `--Voila.ip`.
PORT="${PORT:-8866}"
IP=127.0.0.1
BASE_URL=/
CODE=
ARGS=()
HAVE_PORT= HAVE_IP= HAVE_RETRIES=
while [ $# -gt 0 ]; do
    option="$1"
    shift
    case "${option}" in
        --port|--Voila.port|--ip|--Voila.ip|--base_url|--Voila.base_url|--access-code|--ClassroomVoila.access_code)
            if [ $# -eq 0 ]; then
                echo "${option} needs a value (${option}=VALUE)" >&2
                exit 2
            fi
            option="${option}=$1"
            shift ;;
    esac
    case "${option}" in
        --ip=*) option="--Voila.ip=${option#*=}" ;;
    esac
    case "${option}" in
        --port=*|--Voila.port=*) PORT="${option#*=}" HAVE_PORT=1 ;;
        --Voila.ip=*) IP="${option#*=}" HAVE_IP=1 ;;
        --Voila.port_retries=*|--Voila.port_retries) HAVE_RETRIES=1 ;;
        --base_url=*|--Voila.base_url=*) BASE_URL="/${option#*=}/" ;;
        --access-code=*|--ClassroomVoila.access_code=*) CODE="${option#*=}" ;;
    esac
    ARGS+=("${option}")
done
[ -n "${HAVE_PORT}" ] || ARGS=("--port=${PORT}" "${ARGS[@]}")
[ -n "${HAVE_IP}" ] || ARGS=("--Voila.ip=${IP}" "${ARGS[@]}")
[ -n "${HAVE_RETRIES}" ] || ARGS=("--Voila.port_retries=0" "${ARGS[@]}")
BASE_URL="$(printf '%s' "${BASE_URL}" | tr -s /)"
QUERY=
if [ -n "${CODE}" ]; then
    QUERY="?code=${CODE}"
fi
case "${IP}" in
    0.0.0.0|""|"*")
        HOST="$( (hostname -I 2>/dev/null || true) | awk '{print $1}')"
        HOST="${HOST:-$(hostname)}"
        echo "The app will be at http://127.0.0.1:${PORT}${BASE_URL}${QUERY} on this machine and" \
             "http://${HOST}:${PORT}${BASE_URL}${QUERY} for the class (Ctrl+C stops it)." ;;
    *:*) echo "The app will be at http://[${IP}]:${PORT}${BASE_URL}${QUERY} (Ctrl+C stops it)." ;;
    *) echo "The app will be at http://${IP}:${PORT}${BASE_URL}${QUERY} (Ctrl+C stops it)." ;;
esac
exec .venv/bin/python -m shichi_widgets.serve notebooks/app.ipynb "${ARGS[@]}"
