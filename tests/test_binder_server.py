"""Binder's server as Binder runs it: a Jupyter server with Voilà's extension and binder/jupyter_server_config.py
(where binder/postBuild puts it), opening the app at the badge's address. The page asks no host but the server,
and a visit (the page, its kernel, its websocket) logs no warning."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STARTUP_S = 120
RENDER_S = 600  # the app's notebook runs before the page is sent; the machine may be busy


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str, timeout: float) -> tuple[int, str]:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(url, timeout=timeout) as response:
        return response.status, response.read().decode()


@pytest.fixture(scope="module")
def voila_server(tmp_path_factory):
    """A Jupyter server with Binder's config (Voilà's extension is enabled by its package), serving a copy of
    the app notebook at notebooks/app.ipynb; yields (base URL, token, its log file, its runtime folder)."""
    home = tmp_path_factory.mktemp("binder_home")
    (home / ".jupyter").mkdir()
    shutil.copy(ROOT / "binder" / "jupyter_server_config.py", home / ".jupyter" / "jupyter_server_config.py")
    repo = home / "repo"
    (repo / "notebooks").mkdir(parents=True)
    shutil.copy(ROOT / "notebooks" / "app.ipynb", repo / "notebooks" / "app.ipynb")
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, "HOME": str(home), "JUPYTER_CONFIG_DIR": str(home / ".jupyter"),
           "JUPYTER_RUNTIME_DIR": str(home / "runtime"), "JUPYTER_DATA_DIR": str(home / "data"),
           "IPYTHONDIR": str(home / "ipython"), "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"}
    env.pop("JUPYTER_PATH", None)
    log = home / "server.log"
    command = [sys.executable, "-m", "jupyter_server", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
               "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={repo}"]
    if os.geteuid() == 0:  # Binder runs as a user; a container running these tests may be root
        command.append("--allow-root")
    with open(log, "wb") as out:
        server = subprocess.Popen(command, cwd=repo, env=env, stdout=out, stderr=subprocess.STDOUT,
                                  stdin=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + STARTUP_S
        while True:
            assert server.poll() is None, log.read_text()[-3000:]
            try:
                if get(f"{base}api/status?token={token}", 5)[0] == 200:
                    break
            except OSError:
                pass
            assert time.monotonic() < deadline, log.read_text()[-3000:]
            time.sleep(0.3)
        yield base, token, log, home / "runtime"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(10)


async def open_kernel_websocket(url: str) -> None:
    """Connect to the kernel's channels as the page does, ask for the kernel's info, and wait for the answer."""
    from tornado.websocket import websocket_connect

    socket_ = await websocket_connect(url)
    message = {"header": {"msg_id": secrets.token_hex(8), "msg_type": "kernel_info_request", "username": "",
                          "session": secrets.token_hex(8), "version": "5.3", "date": ""},
               "parent_header": {}, "metadata": {}, "content": {}, "channel": "shell", "buffers": []}
    await socket_.write_message(json.dumps(message))
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        answer = await asyncio.wait_for(socket_.read_message(), 120)
        if answer is None or (isinstance(answer, str) and '"kernel_info_reply"' in answer):
            break
    socket_.close()


def test_binder_serves_the_app_page_with_no_other_host_and_a_visit_logs_no_warning(voila_server):
    base, token, log, runtime = voila_server
    status, page = get(f"{base}voila/render/notebooks/app.ipynb?token={token}", RENDER_S)
    assert status == 200
    hosts = {match for match in re.findall(r'(?:src|href)\s*=\s*["\'](https?://[^"\'/]+)', page)}
    assert not hosts, f"the page asks other hosts: {sorted(hosts)}"
    assert "cdn.jsdelivr.net" not in page, "Voilà's lab template (its Font Awesome links to a CDN)"
    assert '<link rel="icon" type="image/svg+xml"' in page, "not the 'shichi' template (the app's icon)"
    kernel = json.loads(re.search(r'id="jupyter-config-data"[^>]*>(.*?)</script>', page, re.S).group(1))["kernelId"]
    asyncio.run(open_kernel_websocket(f"ws://{base.removeprefix('http://')}api/kernels/{kernel}/channels"
                                      f"?token={token}&session_id={secrets.token_hex(8)}"))
    time.sleep(1)
    connection = json.loads(next(runtime.glob(f"kernel-{kernel}.json")).read_text())
    assert connection["transport"] == "ipc"
    text = log.read_text(errors="replace")
    for words in ("is not trusted", "without encryption", "websocket_ping_timeout", "Traceback"):
        assert words not in text, f"the server log says {words!r}:\n{text[-3000:]}"
    warnings = [line for line in text.splitlines() if re.search(r"^\[W |\bWARNING\b", line)]
    assert not warnings, warnings
