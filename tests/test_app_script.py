"""`bash notebooks/app.sh` installs only when it must, so a machine that is set up starts offline.

Each test runs the script in a temporary copy of the repository (app.sh, the app notebook,
pyproject.toml) whose .venv borrows the project's: its own pyvenv.cfg and stamp, with bin/python
and lib/, share/, etc/ linked to the .venv running the tests (``sys.prefix``; the package is installed
there in editable mode). pip gets no package index, so any install fails.
"""

from __future__ import annotations

import contextlib
import hashlib
import http.cookiejar
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VENV = Path(sys.prefix)
STAMP = ".shichi-app-installed"
OFFLINE = {"PIP_INDEX_URL": "http://127.0.0.1:9/", "PIP_NO_INDEX": "1", "PIP_FIND_LINKS": "",
           "PIP_DISABLE_PIP_VERSION_CHECK": "1"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def copy_of_the_repository(tmp_path: Path, *, venv: bool = True, stamp: str | None = None) -> Path:
    repo = tmp_path / "repo"
    (repo / "notebooks").mkdir(parents=True)
    for name in ("notebooks/app.sh", "notebooks/app.ipynb", "pyproject.toml"):
        shutil.copy(ROOT / name, repo / name)
    if venv:
        (repo / ".venv" / "bin").mkdir(parents=True)
        shutil.copy(VENV / "pyvenv.cfg", repo / ".venv" / "pyvenv.cfg")
        (repo / ".venv" / "bin" / "python").symlink_to(VENV / "bin" / "python")
        for shared in ("lib", "share", "etc"):  # packages, Jupyter's data (templates, kernels) and config
            if (VENV / shared).exists():
                (repo / ".venv" / shared).symlink_to(VENV / shared)
        if stamp is not None:
            (repo / ".venv" / STAMP).write_text(stamp + "\n")
    return repo


def pyproject_hash(repo: Path) -> str:
    return hashlib.sha256((repo / "pyproject.toml").read_bytes()).hexdigest()


def run_app(repo: Path, tmp_path: Path, timeout: float = 120.0, args: tuple[str, ...] = (),
            port: int | None = None, path: str = "") -> tuple[int | None, str]:
    """Run app.sh offline; return (HTTP status of the app page or None, the script's output).

    Without ``port`` the server is given a free port by ``PORT=``; with it, ``args`` must set that port."""
    env = {**os.environ, **OFFLINE}
    if port is None:
        port = free_port()
        env["PORT"] = str(port)
    for key, sub in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                     ("JUPYTER_DATA_DIR", "data"), ("IPYTHONDIR", "ipython")]:
        env[key] = str(tmp_path / sub)
    log = tmp_path / "app.log"
    with log.open("w") as out:
        proc = subprocess.Popen(["bash", str(repo / "notebooks" / "app.sh"), *args], stdout=out,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env, start_new_session=True)
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}),
                                         urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    status = None
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                with opener.open(f"http://127.0.0.1:{port}/{path}", timeout=60) as response:
                    status = response.status
                    break
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                time.sleep(0.3)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)  # Voilà shuts its kernels down on SIGTERM
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)
    return status, log.read_text()


def test_a_set_up_machine_starts_the_app_with_no_package_index_and_installs_nothing(tmp_path):
    repo = copy_of_the_repository(tmp_path, stamp=None)
    (repo / ".venv" / STAMP).write_text(pyproject_hash(repo) + "\n")
    status, output = run_app(repo, tmp_path)
    assert status == 200, output
    assert "Installing" not in output
    assert "The app will be at http://127.0.0.1:" in output


def test_a_changed_pyproject_makes_it_install_again_and_offline_it_starts_with_what_is_there(tmp_path):
    repo = copy_of_the_repository(tmp_path, stamp="0" * 64)  # installed from another pyproject.toml
    status, output = run_app(repo, tmp_path)
    assert "Installing the app's packages" in output
    assert "The install failed (no network?)" in output
    assert status == 200, output
    assert (repo / ".venv" / STAMP).read_text().strip() == "0" * 64  # a failed install leaves the stamp


def test_without_a_venv_it_makes_one_and_installs_and_offline_it_says_why_it_stops(tmp_path):
    repo = copy_of_the_repository(tmp_path, venv=False)
    result = subprocess.run(["bash", str(repo / "notebooks" / "app.sh")], capture_output=True, text=True,
                            env={**os.environ, **OFFLINE}, timeout=300)
    assert (repo / ".venv" / "bin" / "python").exists()
    assert "Installing the app's packages" in result.stdout
    assert result.returncode == 1
    assert "connect to the network and try again" in result.stderr
    assert not (repo / ".venv" / STAMP).exists()


@pytest.mark.parametrize("extra", ["", "# a comment\n"])
def test_the_stamp_is_the_hash_of_pyproject(tmp_path, extra):
    """app.sh and this test agree on the stamp: sha256 of pyproject.toml, as sha256sum prints it."""
    repo = copy_of_the_repository(tmp_path, venv=False)
    (repo / "pyproject.toml").write_text((repo / "pyproject.toml").read_text() + extra)
    printed = subprocess.run(["sha256sum", "pyproject.toml"], cwd=repo, capture_output=True, text=True).stdout
    assert printed.split()[0] == pyproject_hash(repo)
    assert 'sha256sum pyproject.toml' in (repo / "notebooks" / "app.sh").read_text()


@pytest.mark.parametrize("form", ["--port={port}", "--port {port}", "--Voila.port={port}", "--Voila.port {port}"])
def test_the_callers_port_is_used_in_every_form_and_the_banner_shows_it(tmp_path, form):
    """app.sh's own --port is a default: the caller's wins (once, so Voilà does not refuse two values)."""
    repo = copy_of_the_repository(tmp_path, stamp=None)
    (repo / ".venv" / STAMP).write_text(pyproject_hash(repo) + "\n")
    port = free_port()
    status, output = run_app(repo, tmp_path, args=tuple(form.format(port=port).split()), port=port)
    assert status == 200, output
    assert f"The app will be at http://127.0.0.1:{port}/ (Ctrl+C stops it)." in output
    assert "only accepts one value" not in output


def test_the_callers_address_and_access_code_are_used_and_the_banner_shows_them(tmp_path):
    repo = copy_of_the_repository(tmp_path, stamp=None)
    (repo / ".venv" / STAMP).write_text(pyproject_hash(repo) + "\n")
    port = free_port()
    args = ("--Voila.ip", "127.0.0.1", f"--port={port}", "--access-code", "c0de", "--max-visitors=2")
    status, output = run_app(repo, tmp_path, args=args, port=port, path="?code=c0de")
    assert status == 200, output  # the code admits the browser: the server was given it
    assert "403 GET /?code=" not in output
    assert f"The app will be at http://127.0.0.1:{port}/?code=c0de (Ctrl+C stops it)." in output


def test_a_taken_port_stops_the_server_instead_of_moving_it_away_from_the_banner(tmp_path):
    repo = copy_of_the_repository(tmp_path, stamp=None)
    (repo / ".venv" / STAMP).write_text(pyproject_hash(repo) + "\n")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(["bash", str(repo / "notebooks" / "app.sh"), f"--port={port}"], capture_output=True,
                                text=True, env={**os.environ, **OFFLINE, "JUPYTER_RUNTIME_DIR": str(tmp_path / "rt")},
                                timeout=120)
    assert result.returncode != 0
    assert f"http://127.0.0.1:{port}/" in result.stdout
    assert "already in use" in result.stdout + result.stderr


def test_voila_options_that_the_server_also_sets_by_default_are_taken_from_the_caller(tmp_path):
    """`python -m shichi_widgets.serve` sets --preheat_kernel, --pool_size and --template itself; a caller who
    gives them too gets the server, not "only accepts one value, got 2"."""
    repo = copy_of_the_repository(tmp_path, stamp=None)
    (repo / ".venv" / STAMP).write_text(pyproject_hash(repo) + "\n")
    port = free_port()
    args = (f"--port={port}", "--preheat_kernel=False", "--pool_size", "0", "--template=lab")
    status, output = run_app(repo, tmp_path, args=args, port=port)
    assert status == 200, output
    assert "only accepts one value" not in output
