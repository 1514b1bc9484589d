"""The Voilà app as a visitor sees it: served by shichi_widgets.serve, also under a URL prefix."""

from __future__ import annotations

import re
import sys
import time
import urllib.parse
import urllib.request
from collections import Counter
from pathlib import Path

import nbformat
import pytest
from browser_fixtures import VoilaServer, screenshot
from playwright.sync_api import Page, expect
from test_widgets import play_by_clicking

from shichi_widgets import Game
from shichi_widgets.widgets import Lesson

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "notebooks" / "app.ipynb"


class AppServer(VoilaServer):
    """Voilà started as the README's app command starts it: ``python -m shichi_widgets.serve``."""

    def command(self, port: int) -> list[str]:
        return [sys.executable, "-m", "shichi_widgets.serve", *super().command(port)[1:]]


def quick_app() -> nbformat.NotebookNode:
    """The app notebook with fast bots, so a whole game fits in a test."""
    nb = nbformat.read(APP, as_version=4)
    (cell,) = [c for c in nb.cells if c.cell_type == "code"]
    assert cell.source.rstrip().endswith("App()"), "the app notebook shows App()"
    cell.source = cell.source.rstrip()[: -len("App()")] + "App(pace=0.02, seed=1)"
    return nb


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with AppServer(tmp_path_factory.mktemp("app"), {"app.ipynb": APP, "quick.ipynb": quick_app()}) as server:
        yield server


def open_app(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.get_by_role("tab", name="Learn")).to_be_visible()
    expect(page.locator("[data-role='lesson']")).to_be_visible()


def test_the_app_loads_with_no_code_and_no_traceback(app, page: Page):
    open_app(page, app.url_for("app"))
    assert page.locator(".jp-CodeCell:not(.jp-mod-noInput)").count() == 0
    assert "Traceback" not in page.content() and "App()" not in page.locator("body").inner_text()
    screenshot(page, "app_learn", full_page=True)
    assert not page.page_errors


def test_a_lesson_is_answered_in_the_app(app, page: Page):
    open_app(page, app.url_for("app"))
    lesson = page.locator("[data-role='lesson']")
    steps = Lesson.builtin(Lesson.builtins()[0]).steps  # the app opens on the first lesson of the course
    index = next(i for i, step in enumerate(steps) if step.question is not None and step.question.kind == "playable")
    for _ in range(index):
        lesson.locator("[data-action='next']").click()
    expect(lesson.locator("[data-role='progress']")).to_have_text(f"step {index + 1} of {len(steps)}")
    for card in sorted(steps[index].answer()):
        lesson.locator(f"[data-role='layout'] [data-card='{card}']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "right")
    screenshot(page, "app_lesson_answered", full_page=True)


def test_a_game_is_played_to_the_end_against_bots_in_the_app(app, page: Page):
    open_app(page, app.url_for("quick"))
    page.get_by_role("tab", name="Play").click()
    assert play_by_clicking(page) > 0
    expect(page.locator("[data-role='table']")).to_have_attribute("data-over", "true")
    screenshot(page, "app_game_over", full_page=True)


def kernel_statuses(frames: list[bytes | str]) -> Counter:
    """How many "busy" and "idle" statuses for widget messages (``comm_msg``) the page received."""
    seen: Counter = Counter()
    for frame in frames:
        text = frame if isinstance(frame, str) else frame.decode("utf-8", errors="replace")
        state = re.search(r'"execution_state":\s*"(\w+)"', text)
        if state and re.search(r'"msg_type":\s*"comm_msg"', text):
            seen[state.group(1)] += 1
    return seen


def test_the_page_gets_the_idle_but_not_the_busy_status_of_each_widget_message(app, page: Page):
    """The app's server keeps a widget message's "busy" status from the page (it would come just
    before the answer, and delay it); the "idle" that ends each message still arrives."""
    frames: list[bytes | str] = []
    page.on("websocket", lambda socket: socket.on("framereceived", lambda frame: frames.append(frame)))
    open_app(page, app.url_for("app"))
    lesson = page.locator("[data-role='lesson']")
    for step in (2, 3):
        lesson.locator("[data-action='next']").click()
        expect(lesson.locator("[data-role='progress']")).to_contain_text(f"step {step} of")
    for _ in range(50):  # each idle follows its answer at once
        if kernel_statuses(frames)["idle"] >= 2:
            break
        page.wait_for_timeout(100)
    seen = kernel_statuses(frames)
    assert seen["idle"] >= 2, seen
    assert seen["busy"] == 0, seen


def test_the_explorer_shows_a_pasted_position(app, page: Page):
    game = Game.new("tunnel", players=3, seed=12)
    for _ in range(9):
        game.play(game.legal_moves()[0])
    open_app(page, app.url_for("app"))
    page.get_by_role("tab", name="Explore").click()
    explorer = page.locator("[data-role='explorer']")
    explorer.locator("[data-role='paste']").fill(game.to_text())
    explorer.locator("[data-action='load']").click()
    layout = explorer.locator("[data-role='layout']")
    playable = {str(c) for c in game.playable_cells()}
    for card in playable:
        expect(layout.locator(f"[data-card='{card}']")).to_have_attribute("data-playable", "true")
    shown = set(layout.locator("[data-playable='true']").evaluate_all("ns => ns.map(n => n.dataset.card)"))
    assert shown == playable
    screenshot(page, "app_explorer_pasted", full_page=True)


def test_the_app_works_behind_a_url_prefix(tmp_path, page: Page):
    with AppServer(tmp_path, {"app.ipynb": APP}, base_url="/user/learner/") as server:
        assert "/user/learner/voila/render/app.ipynb" in server.url_for("app")
        open_app(page, server.url_for("app"))
        page.get_by_role("tab", name="Play").click()
        expect(page.locator("[data-role='table'] [data-role='hand'] [data-card]").first).to_be_visible()
        screenshot(page, "app_under_prefix", full_page=True)


# Anything in the server's log that a teacher would read as trouble: a warning, an error, a refused request.
SERVER_TROUBLE = re.compile(
    r"warn|error|critical|traceback|not trusted|websocket_ping|\b[45]\d\d (GET|POST|PUT|DELETE)\b", re.I)


def test_a_visit_asks_no_host_but_the_server_and_logs_no_error_and_no_server_warning(tmp_path, page: Page):
    """An offline classroom: every request of a visit (the page, its scripts, styles, fonts, the kernel's
    websocket) goes to the app's own server; the console has no error; the server's log, from its start
    through the visit, has no warning (the icons come from Voilà's own bundle, the page's icon is a data:
    URI, the notebook has nothing to trust, kernels use Unix sockets; see shichi_widgets.offline_page)."""
    requests: list[str] = []
    fonts: list[tuple[str, int]] = []
    page.on("request", lambda request: requests.append(request.url))
    page.on("websocket", lambda socket: requests.append(socket.url))
    page.on("response", lambda r: r.request.resource_type == "font" and fonts.append((r.url, r.status)))
    with AppServer(tmp_path, {"app.ipynb": APP}) as server:
        open_app(page, server.url_for("app"))
        page.get_by_role("tab", name="Play").click()  # an ordinary visit: the table too
        expect(page.locator("[data-role='table'] [data-role='hand'] [data-card]").first).to_be_visible()
        page.evaluate("document.fonts.ready.then(() => true)")
        icon_fonts = page.evaluate("[...document.fonts].filter(f => f.family.includes('Font Awesome'))"
                                   ".map(f => f.status)")
        icons = page.locator("link[rel~='icon']").evaluate_all("links => links.map(l => l.getAttribute('href'))")
        left = server.log_text(tail=1_000_000).count("Starting buffering")
        page.close()  # the visitor leaves: the server's log of a closed tab counts too
        for _ in range(50):  # the server notes the closed websocket at once
            if server.log_text(tail=1_000_000).count("Starting buffering") > left:
                break
            time.sleep(0.1)
        log = server.log_text(tail=1_000_000)
    origin = f"127.0.0.1:{server.port}"
    others = [url for url in requests if urllib.parse.urlsplit(url).netloc != origin]
    assert len(requests) > 20 and not others, others
    assert not page.blocked_urls
    assert not [m for m in page.console_messages if m.startswith("error")], page.console_messages
    assert not page.page_errors
    assert "loaded" in icon_fonts, icon_fonts  # ipywidgets' button icons (Font Awesome) from the server
    assert fonts and all(status == 200 and urllib.parse.urlsplit(url).netloc == origin for url, status in fonts)
    assert icons and all(href.startswith("data:image/svg+xml,") for href in icons), icons
    trouble = [line for line in log.splitlines() if SERVER_TROUBLE.search(line) and not line.startswith("$ ")]
    assert not trouble, log


def test_with_an_access_code_the_form_and_the_app_log_no_refused_icon_and_no_warning(tmp_path, page: Page):
    """The class's way in: the access-code form, then the app. A page with no icon of its own makes the
    browser ask /favicon.ico, which Voilà sent on to a file it refuses (403 "File not allowlisted", a
    warning per visitor); the server answers it with the app's icon. The form itself answers 403 by design."""
    with AppServer(tmp_path, {"app.ipynb": APP}, extra_args=["--access-code=sevens7"]) as server:
        page.goto(server.url_for("app"))
        page.locator("[data-role='access-code']").fill("sevens7")
        page.get_by_role("button", name="Open").click()
        open_app(page, server.url_for("app"))
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(f"{server.url}favicon.ico", timeout=30) as response:
            icon, kind = response.read(), response.headers["Content-Type"]
        log = server.log_text(tail=1_000_000)
    assert kind == "image/svg+xml" and icon.startswith(b"<svg") and b">7<" in icon
    trouble = [line for line in log.splitlines() if SERVER_TROUBLE.search(line) and not line.startswith("$ ")
               and not re.search(r"\b403 GET /voila/render/app\.ipynb \(", line)]  # the form
    assert not trouble, log
    assert not page.blocked_urls and not page.page_errors
