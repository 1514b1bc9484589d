"""A kernel killed under a page, and the page reloaded with the connection line's button, leave the server as
it was (found by benchmarks/soak_app.py, whose killed kernels grew the server to 3.4 GB).

What happened: the reload asks the server to shut the old kernel down, and the server closes that kernel's
websockets (``kernel_messages.close_pages_of_shut_down_kernels``). A message the page had sent still arrived on
the closed socket; tornado had forgotten the socket's subprotocol, so jupyter_server read the
``v1.kernel.websocket.jupyter.org`` message as a legacy one, took its first 4 bytes for a count of 100,663,296
buffers and built a struct format for them: 3.2 GB, kept in struct's cache for the life of the server, and an
uncaught ``struct.error`` in its log."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from browser_fixtures import _descendants
from playwright.sync_api import Page, expect
from test_app import APP, AppServer

from shichi_widgets.widgets.words import word

MAX_SERVER_MB = 1000  # the server alone (not its kernels) uses about 100 MB


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with AppServer(tmp_path_factory.mktemp("killed_kernel"), {"app.ipynb": APP}) as server:
        yield server


def server_mb(server: AppServer) -> float:
    for line in Path(f"/proc/{server.proc.pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def kernel_pid(server: AppServer, kernel: str) -> int:
    for pid in _descendants(server.proc.pid):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"ipykernel" in command and kernel.encode() in command:
            return pid
    raise AssertionError(f"no process for kernel {kernel}")


def test_a_kernel_killed_under_the_play_table_and_the_page_reloaded_leave_the_server_small_and_quiet(
        server, page: Page):
    page.goto(server.url_for("app"))
    page.get_by_role("tab", name="Play").click()
    hand = page.locator("[data-role=table] [data-role=hand] [data-card]")
    expect(hand.first).to_be_visible()
    before = server_mb(server)
    kernel = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    os.kill(kernel_pid(server, kernel), signal.SIGKILL)
    line = page.locator("[data-connection='lost']")
    expect(line).to_be_visible(timeout=30_000)
    line.get_by_role("button", name=word("app.connection.reload", "en")).click()
    expect(hand.first).to_be_visible(timeout=120_000)  # the page is back with a new kernel
    expect(page.locator("[data-connection]")).to_have_attribute("data-connection", "ok")
    time.sleep(3)  # the old kernel's shutdown and its closed websocket are done with
    log = server.log_text(tail=1_000_000)
    assert "struct.error" not in log and "Uncaught exception" not in log, log[-3000:]
    assert server_mb(server) < max(MAX_SERVER_MB, 2 * before), f"the server grew from {before:.0f} MB"
