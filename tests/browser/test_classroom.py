"""The classroom server (``python -m shichi_widgets.serve``): a visitor limit and an access code.

Each test starts the real server with the app notebook. Kernels are counted as the server's
ipykernel processes: the preheated pool holds one, and each admitted visitor takes one.
"""

from __future__ import annotations

import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from browser_fixtures import _descendants, screenshot
from playwright.sync_api import Page, expect
from test_app import APP, AppServer, open_app

from shichi_widgets.classroom import RETRY_AFTER_S


def kernels(server: AppServer) -> int:
    """How many kernel processes the server runs now."""
    count = 0
    for pid in _descendants(server.proc.pid):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        count += b"ipykernel" in command
    return count


def settle(server: AppServer, expected: int, timeout: float = 60.0) -> None:
    """Wait until the server runs `expected` kernels and keeps that number for a moment."""
    deadline = time.monotonic() + timeout
    steady_since = None
    while time.monotonic() < deadline:
        if kernels(server) == expected:
            steady_since = steady_since or time.monotonic()
            if time.monotonic() - steady_since > 1.5:
                return
        else:
            steady_since = None
        time.sleep(0.2)
    raise AssertionError(f"the server runs {kernels(server)} kernels, not {expected}")


def get(url: str) -> tuple[int, dict[str, str], str]:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=120) as response:
            return response.status, dict(response.headers), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode()


@pytest.fixture(scope="module")
def one_seat(tmp_path_factory):
    options = ["--max-visitors=1", "--free-seat-after=6"]
    with AppServer(tmp_path_factory.mktemp("one_seat"), {"app.ipynb": APP}, extra_args=options) as server:
        yield server


@pytest.fixture(scope="module")
def coded(tmp_path_factory):
    folder = tmp_path_factory.mktemp("coded")
    with AppServer(folder, {"app.ipynb": APP}, extra_args=["--access-code=sevens7"]) as server:
        yield server


def test_a_visitor_beyond_max_visitors_gets_the_full_page_and_no_kernel_until_a_seat_is_free(one_seat, new_page):
    settle(one_seat, 1)  # the preheated kernel
    first = new_page()
    open_app(first, one_seat.url_for("app"))
    page_config = first.locator("#jupyter-config-data").text_content()
    assert "@jupyter-widgets/jupyterlab-manager" in page_config
    assert "pyodide-kernel-extension" not in page_config  # JupyterLite's front end fails in Voilà: left out
    settle(one_seat, 2)  # the first visitor's kernel and the pool's refill

    second: Page = new_page()
    response = second.goto(one_seat.url_for("app"))
    assert response.status == 503
    assert response.headers["retry-after"] == str(RETRY_AFTER_S)
    expect(second.locator("[data-role='class-full']")).to_have_text(
        "The class is full. This page tries again by itself every few seconds.")
    expect(second.locator("p[lang='ja']")).to_contain_text("満員です")
    screenshot(second, "classroom_full")
    status, headers, _ = get(one_seat.url_for("app"))
    assert (status, headers["Retry-After"]) == (503, str(RETRY_AFTER_S))
    settle(one_seat, 2)  # neither refused visitor started a kernel

    first.goto("about:blank")  # the first visitor leaves: their page has their kernel shut down
    settle(one_seat, 1)
    open_app(second, one_seat.url_for("app"))
    assert not second.page_errors


def test_the_access_code_is_asked_once_per_browser_and_no_kernel_starts_without_it(coded, new_page):
    settle(coded, 1)
    page = new_page()
    response = page.goto(coded.url_for("app"))
    assert response.status == 403
    field = page.locator("[data-role='access-code']")
    expect(field).to_be_visible()
    assert page.get_by_role("tab", name="Learn").count() == 0

    page.goto(coded.url_for("app", code="wrong"))
    expect(page.get_by_role("alert")).to_contain_text("That code is not right")
    settle(coded, 1)  # no visitor has a kernel yet
    screenshot(page, "classroom_access_code")

    page.locator("[data-role='access-code']").fill("sevens7")
    page.get_by_role("button", name="Open").click()
    expect(page.get_by_role("tab", name="Learn")).to_be_visible()
    assert "code=" not in page.url  # the code does not stay in the address bar
    open_app(page, coded.url_for("app"))  # the same browser comes back without the code

    stranger = new_page()
    assert stranger.goto(coded.url_for("app")).status == 403  # another browser still needs it


def test_a_link_with_the_code_opens_the_app_directly(coded, page: Page):
    open_app(page, coded.url_for("app", code="sevens7"))
    assert not page.page_errors


@pytest.fixture(scope="module")
def one_seat_kept(tmp_path_factory):
    """One seat, and the default --free-seat-after (300 s): only a reload or a closed tab can free it quickly."""
    with AppServer(tmp_path_factory.mktemp("one_seat_kept"), {"app.ipynb": APP},
                   extra_args=["--max-visitors=1"]) as server:
        yield server


def test_a_seated_visitor_keeps_the_seat_through_reloads_and_a_closed_tab_frees_it_at_once(one_seat_kept, new_page):
    server = one_seat_kept
    settle(server, 1)  # the preheated kernel
    first = new_page()
    open_app(first, server.url_for("app"))
    waiting = new_page()
    assert waiting.goto(server.url_for("app")).status == 503  # a second visitor at the door
    kernel = first.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    refused = waiting.evaluate("""async (kernel) => {  // another browser cannot free the seat
        const form = new FormData();
        form.append("_xsrf", (document.cookie.match(/\\b_xsrf=([^;]*)/) || [])[1] || "");
        return (await fetch(`/voila/api/shutdown/${kernel}`, {method: "POST", body: form})).status;
    }""", kernel)
    assert refused == 403

    # Two reloads at once, then reloads a few seconds apart, then the app again in a second tab.
    # Two loads at once (each interrupts the load before it: kernels no page will use). Opening the
    # address again is a reload to the server; Playwright's reload() itself can lose the page it
    # reloads when two are this close ("Not attached to an active page").
    first.goto(server.url_for("app"), wait_until="commit")
    first.goto(server.url_for("app"), wait_until="commit")
    first.goto(server.url_for("app"))
    expect(first.get_by_role("tab", name="Learn")).to_be_visible()
    for _ in range(2):
        first.wait_for_timeout(2_000)
        first.reload()
        expect(first.get_by_role("tab", name="Learn")).to_be_visible()
    second_tab = first.context.new_page()
    response = second_tab.goto(server.url_for("app"))
    assert response.status == 200
    expect(second_tab.get_by_role("tab", name="Learn")).to_be_visible()
    second_tab.close(run_before_unload=True)
    expect(waiting.locator("[data-role='class-full']")).to_be_visible()  # the first visitor still has a tab

    first.close(run_before_unload=True)  # the first visitor leaves
    expect(waiting.get_by_role("tab", name="Learn")).to_be_visible(timeout=10_000)  # the waiting page retries
    expect(waiting.locator("[data-role='lesson']")).to_be_visible()
    log = Path(server.log_path).read_text(errors="replace")
    assert "_xsrf" not in log
