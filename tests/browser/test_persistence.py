"""Nothing is lost (issue 11), in standalone Voilà as a visitor sees it: the language switches in
place, a reload and a kernel shut down by the server bring the work back from the browser's
storage, a shared link opens its position, and a finished game is reviewed with its marks."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_fixtures import VoilaServer, screenshot
from playwright.sync_api import Page, expect
from test_app import APP, AppServer, open_app, quick_app

from shichi_widgets import Game, review
from shichi_widgets.links import link_for_position
from shichi_widgets.serve import UNUSED_EXTENSIONS
from shichi_widgets.widgets.review_panel import PLAYOUTS

TABLE = "[data-role='table']"


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with AppServer(tmp_path_factory.mktemp("memory"), {"app.ipynb": APP, "quick.ipynb": quick_app()}) as server:
        yield server


def moves_made(page: Page) -> int:
    return int(page.locator(f"{TABLE} [data-action='seek']").get_attribute("max"))


MY_TURN = (
    "() => { const t = document.querySelector('[data-role=table]'); return !!t && (t.dataset.over === 'true'"
    " || t.querySelector('[data-role=hand] [data-playable=true]:not([data-card=JK])')"
    " || !t.querySelector('[data-action=pass]').disabled); }"
)


def play_my_moves(page: Page, count: int) -> None:
    """Make ``count`` of the human's moves by clicking (a playable card, else pass), then wait for
    the bots to bring the turn back (or the game to end)."""
    table = page.locator(TABLE)
    for _ in range(count):
        page.wait_for_function(MY_TURN)
        if table.get_attribute("data-over") == "true":
            return
        before = moves_made(page)
        card = table.locator("[data-role='hand'] [data-playable='true']:not([data-card='JK'])")
        if card.count():
            card.first.click()
        else:
            table.locator("[data-action='pass']").click()
        page.wait_for_function(
            f"() => Number(document.querySelector('[data-role=table] [data-action=seek]').max) > {before}"
        )
    page.wait_for_function(MY_TURN)


def record_of(page: Page, panel: str = "play") -> str:
    """The game record shown under Play (or Explore): the position text with its moves."""
    index = 0 if panel == "play" else 1
    return page.locator("[data-role='record-panel'] [data-role='record']").nth(index).input_value()


def wait_saved(page: Page, moves: int) -> dict:
    """What the browser keeps, once it holds a game of ``moves`` moves."""
    handle = page.wait_for_function(
        """(moves) => { for (let i = 0; i < localStorage.length; i++) {
             const key = localStorage.key(i);
             if (!key.startsWith('shichi-widgets/app/')) continue;
             const state = JSON.parse(localStorage.getItem(key));
             const body = (state.game || '').split('\\nmoves:')[1] || '';
             const made = body.trim().split(/\\s+/).length;
             if (state.game && (moves === 0 || made >= moves)) return localStorage.getItem(key);
           } return null; }""",
        arg=moves,
    )
    return json.loads(handle.json_value())


def test_the_game_survives_a_language_switch_and_a_reload(app, page: Page):
    open_app(page, app.url_for("quick"))
    page.get_by_role("tab", name="Play").click()
    play_my_moves(page, 3)
    moves, record = moves_made(page), record_of(page)
    assert moves >= 3 and "moves:" in record

    page.get_by_role("button", name="日本語").click()
    expect(page.get_by_role("tab", name="遊ぶ")).to_have_attribute("aria-selected", "true")
    page.get_by_role("button", name="English").click()
    expect(page.get_by_role("tab", name="Play")).to_have_attribute("aria-selected", "true")
    assert moves_made(page) == moves and record_of(page) == record  # the same game, not a new deal

    wait_saved(page, moves)
    page.reload()
    expect(page.get_by_role("tab", name="Play")).to_have_attribute("aria-selected", "true")
    expect(page.locator("[data-role='record-panel'] [data-role='record']").first).to_have_value(record)
    assert moves_made(page) == moves

    assert not page.page_errors


def kernel_of(page: Page) -> str:
    return page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")


def test_the_game_comes_back_after_the_server_culled_the_idle_kernel(tmp_path, new_page):
    """The laptop sleeps: the page is gone, the server culls the idle kernel; the next visit restores."""
    # Plain standalone Voilà with a short idle timeout (serve.py's is 20 minutes and fixed on its command line).
    culling = ["--MappingKernelManager.cull_idle_timeout=15", "--MappingKernelManager.cull_interval=2",
               *(f"--VoilaConfiguration.extension_denylist={name}" for name in UNUSED_EXTENSIONS)]
    with VoilaServer(tmp_path, {"quick.ipynb": quick_app()}, extra_args=culling) as server:
        page = new_page()
        open_app(page, server.url_for("quick"))
        page.get_by_role("tab", name="Play").click()
        play_my_moves(page, 2)
        moves, record = moves_made(page), record_of(page)
        wait_saved(page, moves)
        kernel, context = kernel_of(page), page.context
        page.close()
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        deadline = time.monotonic() + 90
        while True:  # the server's culler shuts the idle kernel down
            try:
                opener.open(f"{server.url}api/kernels/{kernel}", timeout=10).close()
            except urllib.error.HTTPError as gone:
                assert gone.code == 404
                break
            assert time.monotonic() < deadline, "the kernel was not culled"
            time.sleep(1)
        again = context.new_page()
        again.goto(server.url_for("quick"))
        expect(again.get_by_role("tab", name="Play")).to_have_attribute("aria-selected", "true")
        expect(again.locator("[data-role='record-panel'] [data-role='record']").first).to_have_value(record)
        assert kernel_of(again) != kernel and moves_made(again) == moves


def test_a_shared_link_opens_its_position_in_explore(app, page: Page):
    game = Game.new("tunnel", players=3, seed=12)
    for _ in range(7):
        game.play(game.legal_moves()[0])
    position = Game.from_text(game.to_text())
    page.goto(link_for_position(position, app.url_for("app")))
    explorer = page.locator("[data-role='explorer']")
    expect(page.get_by_role("tab", name="Explore")).to_have_attribute("aria-selected", "true")
    expect(explorer.locator("[data-role='position-text']")).to_have_value(position.to_text())


def test_a_tampered_link_gets_a_sentence_and_the_usual_app(app, page: Page):
    page.goto(app.url_for("app") + "?position=zNotAPosition")
    expect(page.locator(".sw-problem")).to_contain_text("This link cannot be opened")
    expect(page.locator("[data-role='lesson']")).to_be_visible()
    assert "Traceback" not in page.content()


def test_a_finished_game_is_reviewed_and_its_costliest_moves_marked(app, page: Page):
    open_app(page, app.url_for("quick"))
    page.get_by_role("tab", name="Play").click()
    table = page.locator(TABLE)
    while table.get_attribute("data-over") != "true":
        play_my_moves(page, 1)
    expect(table.locator("[data-role='layout'] [data-playable='true']")).to_have_count(0)  # nothing to play now
    record = record_of(page)
    page.locator("[data-action='review']").click()
    rows = page.locator("[data-role='review-row']")
    expect(page.locator("[data-role='review-summary']")).to_contain_text("reviewed", timeout=120_000)
    expected = review(Game.from_text(record), 0, playouts=PLAYOUTS, seed=0)  # the same review, in Python
    expect(rows).to_have_count(len(expected))
    marked = {row["number"]: row["rank_of_cost"] for row in expected if row["costly"]}
    shown = {i + 1: int(rows.nth(i).get_attribute("data-rank")) for i in range(rows.count())
             if rows.nth(i).get_attribute("data-rank")}
    assert shown == marked and len(shown) <= 3
    # The first reviewed move is shown: the history slider is at the position before it.
    assert int(table.locator("[data-action='seek']").input_value()) == expected[0]["index"]
    if marked:
        first = min(marked, key=marked.get)
        rows.nth(first - 1).locator("button").click()
        expect(page.locator("[data-role='review-mark']")).to_contain_text("costliest 1")
    # Both new panels pass the same accessibility audit as the widgets (axe-core, no serious findings).
    page.locator("[data-role='record-panel'] summary").first.click()
    screenshot(page, "app_review", full_page=True)
    for panel in ("[data-role='review']", "[data-role='record-panel']"):
        found = Axe().run(page, context=panel).response["violations"]
        serious = [(v["id"], v["help"]) for v in found if v.get("impact") in {"serious", "critical"}]
        assert not serious, (panel, serious)


def test_new_start_forgets_the_kept_game(app, page: Page):
    open_app(page, app.url_for("quick"))
    page.get_by_role("tab", name="Play").click()
    play_my_moves(page, 2)
    old = record_of(page)
    wait_saved(page, moves_made(page))
    page.get_by_role("button", name="New start").click()
    expect(page.get_by_role("tab", name="Learn")).to_have_attribute("aria-selected", "true")
    page.get_by_role("tab", name="Play").click()
    page.wait_for_function(MY_TURN)
    fresh = record_of(page)
    assert fresh != old
    page.wait_for_function(
        "(old) => { for (let i = 0; i < localStorage.length; i++) { const key = localStorage.key(i);"
        " if (key.startsWith('shichi-widgets/app/')"
        " && JSON.parse(localStorage.getItem(key)).game !== old) return true; }"
        " return false; }",
        arg=old,
    )
    page.reload()  # the new game is what the browser keeps now, not the old one
    expect(page.get_by_role("tab", name="Play")).to_have_attribute("aria-selected", "true")
    page.wait_for_function(MY_TURN)
    assert record_of(page) != old and record_of(page).startswith(fresh.split("\nmoves:")[0])


def test_a_first_visit_from_a_japanese_browser_opens_in_japanese_and_keeps_it(app, new_page):
    page = new_page(locale="ja-JP")
    page.goto(app.url_for("quick"))
    expect(page.get_by_role("tab", name="学ぶ")).to_be_visible()
    page.reload()  # the kept language, from the browser's memory
    expect(page.get_by_role("tab", name="学ぶ")).to_be_visible()
    english = new_page(locale="en-US")
    open_app(english, app.url_for("quick"))
    expect(english.get_by_role("tab", name="Learn")).to_be_visible()
    assert not page.page_errors and not english.page_errors
