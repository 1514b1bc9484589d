"""A lost connection says so and heals (issue 25, item 3).

The app in the classroom server (``python -m shichi_widgets.serve``): when the page's kernel dies or
its websocket drops, a line marked ``data-connection="lost"`` says so in the page's language within
5 s, with a button that reloads the page; the reload brings back the app with the work kept.
"""

from __future__ import annotations

import os
import re
import signal
from pathlib import Path

import pytest
from browser_fixtures import _descendants, screenshot
from playwright.sync_api import Page, WebSocketRoute, expect
from test_app import APP, AppServer

from shichi_widgets.widgets.words import word

LINE = "[data-connection]"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with AppServer(tmp_path_factory.mktemp("connection"), {"app.ipynb": APP}) as server:
        yield server


def open_app(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator("[data-role='lesson'] [data-role='progress']")).to_be_visible()
    expect(page.locator(LINE)).to_have_attribute("data-connection", "ok")
    expect(page.locator(LINE)).to_be_hidden()


def kernel_id(page: Page) -> str:
    return page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")


def kernel_pid(server: AppServer, kernel: str) -> int:
    for pid in _descendants(server.proc.pid):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"ipykernel" in command and kernel.encode() in command:
            return pid
    raise AssertionError(f"no process for kernel {kernel}")


def step_forward(page: Page) -> str:
    """Go one lesson step on; the progress text it shows ('step 2 of …')."""
    lesson = page.locator("[data-role='lesson']")
    before = lesson.locator("[data-role='progress']").text_content()
    lesson.locator("[data-action='next']").click()
    expect(lesson.locator("[data-role='progress']")).not_to_have_text(before)
    return lesson.locator("[data-role='progress']").text_content()


def heal(page: Page, lang: str, progress: str) -> None:
    """One click on the line's button brings the app back, at the lesson step it was on."""
    line = page.locator(LINE)
    line.get_by_role("button", name=word("app.connection.reload", lang)).click()
    expect(page.locator("[data-role='lesson'] [data-role='progress']")).to_have_text(progress)
    expect(line).to_have_attribute("data-connection", "ok")
    expect(line).to_be_hidden()
    page.locator("[data-role='lesson'] [data-action='next']").click()  # and the new kernel answers
    expect(page.locator("[data-role='lesson'] [data-role='progress']")).not_to_have_text(progress)


def test_a_killed_kernel_is_said_within_5_s_in_english_and_one_button_brings_the_work_back(server, page: Page):
    open_app(page, server.url_for("app"))
    progress = step_forward(page)
    os.kill(kernel_pid(server, kernel_id(page)), signal.SIGKILL)
    line = page.locator(f"{LINE}[data-connection='lost']")
    # the kernel is gone, not reconnecting: the line says to reload (never a false "Reconnecting")
    expect(line).to_contain_text(word("app.connection.gone", "en"), timeout=5_000)
    expect(line).to_be_visible()
    screenshot(page, "connection_lost_en")
    heal(page, "en", progress)


def test_a_kernel_shut_down_under_a_japanese_page_is_said_within_5_s_in_japanese(server, page: Page):
    open_app(page, server.url_for("app", lang="ja"))
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    progress = step_forward(page)
    # The server shuts the kernel down under the open page (as culling would): its websocket closes.
    status = page.evaluate("""async (kernel) => {
        const config = JSON.parse(document.getElementById("jupyter-config-data").textContent);
        const form = new FormData();
        form.append("_xsrf", (document.cookie.match(/\\b_xsrf=([^;]*)/) || [])[1] || "");
        const response = await fetch(`${config.baseUrl}voila/api/shutdown/${kernel}`, {method: "POST", body: form});
        return response.status;
    }""", kernel_id(page))
    assert status == 204
    line = page.locator(f"{LINE}[data-connection='lost']")
    expect(line).to_contain_text("接続が切れました。再接続しています。ゲームは保存されています。", timeout=5_000)
    screenshot(page, "connection_lost_ja")
    # that kernel never comes back: after a while the line stops saying it reconnects, and says to reload
    expect(line).to_contain_text(word("app.connection.gone", "ja"), timeout=20_000)
    heal(page, "ja", progress)


def test_a_dropped_websocket_is_said_within_5_s_and_the_line_heals_by_itself_when_it_reconnects(server, page: Page):
    sockets, network = [], {"down": False}

    def kernel_socket(socket: WebSocketRoute) -> None:  # the page's kernel websocket, through a switch
        if network["down"]:
            socket.close(code=4000, reason="network down")
            return
        socket.connect_to_server()
        sockets.append(socket)

    page.route_web_socket(re.compile(r"/api/kernels/[^/]+/channels"), kernel_socket)
    open_app(page, server.url_for("app"))
    network["down"] = True  # the network goes: the websocket drops, and reconnecting fails for now
    for socket in sockets:
        socket.close(code=4000, reason="network down")
    line = page.locator(LINE)
    expect(line).to_have_attribute("data-connection", "lost", timeout=5_000)
    expect(line).to_contain_text(word("app.connection.lost", "en"))
    network["down"] = False
    expect(line).to_have_attribute("data-connection", "ok")  # reconnected to the same kernel, no reload
    expect(line).to_be_hidden()
    step_forward(page)  # and the kernel answers
