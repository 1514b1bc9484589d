"""Every command line in the ```bash / ```shell blocks of the README and of docs/*.md is run as written, or
checked as said below (a command shown in several places is run once).

The app commands (``bash notebooks/app.sh ...``) run as written, in a copy of the repository whose .venv
borrows the project's (see test_app_script.py), inside a network namespace of their own (``unshare --net``,
with only the loopback interface): the README's port 8866 cannot clash with another test or server on this
machine, and ``--Voila.ip=0.0.0.0`` reaches no network. The test reads the script's banner, fetches the
address it shows and the bare page (the access-code form when the command sets a code), then stops the server.

The several-servers command (``--rooms=redis://127.0.0.1:6379/0``) gets a redis-server of its own inside the
namespace, and the test checks the server says its rooms are in Redis.

The heavy commands are checked as their own tests cover them: ``bash tests/run.sh`` is what CI runs
(test_readme.py: test_ci_runs_exactly_the_readme_test_command); the static site's ``pip install -e
'.[site]'`` and ``python -m shichi_widgets.site build _site`` are built by tests/browser/test_site.py
(``build_site``, which the command line calls); here the build line runs as written into a ``_site``
that already holds a file, which the command refuses at once (exit 1, "not empty"): the module, its
``build`` command and the folder argument are the README's.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from test_app_script import OFFLINE, copy_of_the_repository, pyproject_hash

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"^```(?:bash|shell|sh)\n(.*?)\n```", re.S | re.M)

# Runs inside the namespace: lo up, the command as written (bash -c, in the repository copy), then
# GET each address until the server answers; prints what it saw as JSON and stops the server.
PROBE = r"""
import http.cookiejar, json, os, signal, subprocess, sys, time, urllib.error, urllib.request
subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
repo, command, log_path = sys.argv[1], sys.argv[2], sys.argv[3]
redis = None
if "--rooms=redis://127.0.0.1:6379" in command:  # the several-servers command: its Redis, on this private network
    import shutil
    redis = subprocess.Popen([shutil.which("redis-server"), "--port", "6379", "--bind", "127.0.0.1", "--save", "",
                              "--appendonly", "no", "--dir", os.path.dirname(log_path)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
with open(log_path, "w") as log:
    proc = subprocess.Popen(["bash", "-c", command], cwd=repo, stdout=log, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True)
opener = urllib.request.build_opener(urllib.request.ProxyHandler({}),
                                     urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

def get(url):
    try:
        with opener.open(url, timeout=120) as r:
            return r.status, r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace")

def banner():
    text = open(log_path).read()
    return next((line for line in text.splitlines() if line.startswith("The app will be at ")), None)

seen = {}
deadline = time.monotonic() + 180
try:
    while time.monotonic() < deadline and proc.poll() is None and "bare" not in seen:
        line = banner()
        if line is None:
            time.sleep(0.2)
            continue
        try:
            seen["bare"] = get(line.split()[5].split("?")[0])
        except (urllib.error.URLError, ConnectionError, OSError):
            time.sleep(0.3)
    seen["banner"] = banner()
    if "bare" in seen:
        seen["shown"] = get(seen["banner"].split()[5])
    seen["log"] = open(log_path).read()  # before the stop (SIGTERM interrupts the preheated kernel's start)
finally:
    seen["exit"] = proc.poll()
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    if redis is not None:
        redis.terminate()
        redis.wait(timeout=10)
print(json.dumps(seen))
"""


def readme_commands() -> list[str]:
    """Every command line of the shell blocks of the README and the docs, each once (comments and blank
    lines left out)."""
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    text = "\n".join(page.read_text(encoding="utf-8") for page in pages)
    lines = [line.strip() for block in BLOCK.findall(text) for line in block.splitlines()]
    return list(dict.fromkeys(line for line in lines if line and not line.startswith("#")))


def app_commands() -> list[str]:
    return [c for c in readme_commands() if c.startswith("bash notebooks/app.sh")]


SITE_INSTALL = ".venv/bin/pip install -e '.[site]'"
SITE_BUILD = ".venv/bin/python -m shichi_widgets.site build _site"
TEST_COMMAND = "bash tests/run.sh"


def test_every_readme_command_has_a_check_here():
    """A command added to the README fails here until this file runs or checks it."""
    commands = readme_commands()
    assert len(commands) >= 5, commands
    for command in commands:
        plain = command.split(" #")[0].strip()
        assert command in app_commands() or plain in (SITE_INSTALL, SITE_BUILD, TEST_COMMAND), command
    assert "bash notebooks/app.sh" in commands
    assert any("--access-code=" in c and "--Voila.ip=0.0.0.0" in c for c in app_commands())


def network_namespace() -> list[str]:
    return ["unshare", "--net"] if os.geteuid() == 0 else ["unshare", "--user", "--map-root-user", "--net"]


def run_as_written(command: str, tmp_path: Path) -> tuple[dict, str]:
    """Run a README app command in a copy of the repository, alone on a private loopback network."""
    repo = copy_of_the_repository(tmp_path, stamp=None)
    (repo / ".venv" / ".shichi-app-installed").write_text(pyproject_hash(repo) + "\n")  # a set-up machine
    env = {**os.environ, **OFFLINE}
    for key, sub in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                     ("JUPYTER_DATA_DIR", "data"), ("IPYTHONDIR", "ipython")]:
        env[key] = str(tmp_path / sub)
    log = tmp_path / "app.log"
    done = subprocess.run([*network_namespace(), sys.executable, "-c", PROBE, str(repo), command, str(log)],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1]), log.read_text()


@pytest.mark.parametrize("command", app_commands())
def test_each_readme_app_command_runs_as_written(command, tmp_path):
    seen, log = run_as_written(command, tmp_path)
    words = shlex.split(command)
    code = next((w.split("=", 1)[1] for w in words if w.startswith("--access-code=")), "")
    port = next((w.split("=", 1)[1] for w in words if w.startswith(("--port=", "--Voila.port="))), "8866")
    assert seen["exit"] is None, f"the server stopped by itself:\n{log}"
    assert "Error loading argument" not in seen["log"] and "CRITICAL" not in seen["log"], seen["log"]
    if any(w.startswith("--rooms=redis://") for w in words):
        assert "Rooms for the Class tab: in Redis" in seen["log"], seen["log"]
    banner = seen["banner"]
    local = f"http://127.0.0.1:{port}/" + (f"?code={code}" if code else "")
    assert banner and banner.startswith(f"The app will be at {local} "), log
    if "--Voila.ip=0.0.0.0" in words:
        assert "for the class" in banner, banner  # the address the class types, beside this machine's
    status, page = seen["bare"]
    shown_status, shown = seen["shown"]
    if code:
        assert status == 403 and "data-role='access-code'" in page, (status, page[:500])
        assert code not in page  # the form does not give the code away
    else:
        assert status == 200 and "voila" in page.lower(), (status, page[:500])
    assert shown_status == 200 and "data-role='access-code'" not in shown and "jupyter-widgets" in shown.lower(), \
        (shown_status, shown[:500])


def test_the_readme_site_build_line_is_the_command_the_builder_answers(tmp_path):
    """Run as written into a folder that is not empty: the command is refused at once (exit 1), so the
    module, its ``build`` command and the folder argument are real; tests/browser/test_site.py builds."""
    assert SITE_BUILD in readme_commands()
    assert any(c.startswith(SITE_INSTALL) for c in readme_commands())
    repo = copy_of_the_repository(tmp_path)
    (repo / "_site").mkdir()
    (repo / "_site" / "notes.txt").write_text("mine")
    done = subprocess.run(["bash", "-c", SITE_BUILD], cwd=repo, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "not empty" in done.stderr, done.stderr
    assert 'site = [' in (ROOT / "pyproject.toml").read_text()
