"""App links in the browser, against the real app server (``python -m shichi_widgets.serve``):
the **Link** button says it copied (or shows the link to copy where the page may not), a link
over the size limit gets a page with a sentence, and a Play link keeps its history position."""

from __future__ import annotations

import pytest
from browser_fixtures import screenshot
from playwright.sync_api import Page, expect
from test_app import APP, AppServer, open_app

from shichi_widgets import Game
from shichi_widgets.links import MAX_LINK, link_for_game
from shichi_widgets.widgets.labels import label
from shichi_widgets.widgets.words import word

NO_CLIPBOARD = "Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });"
"""The page as served from an address that is not secure (a classroom's http://192.168…): no clipboard."""
REFUSED_CLIPBOARD = (
    "Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => ({"
    " writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }) });"
)
"""The page where the browser (or its user) refuses the clipboard permission."""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with AppServer(tmp_path_factory.mktemp("links"), {"app.ipynb": APP}) as app_server:
        yield app_server


def open_record(page: Page, url: str, tab: str) -> object:
    """Open the app at ``url``, show ``tab`` (named in the link's language) and open its "Save and share" panel."""
    page.goto(url)
    page.get_by_role("tab", name=tab).click()
    panel = page.locator("[data-role='record-panel']:visible")
    panel.locator("summary").click()
    expect(panel.locator("[data-action='link']")).to_be_enabled()
    return panel


def test_the_link_button_says_link_copied_and_the_clipboard_holds_the_link(server, new_page):
    page = new_page(permissions=["clipboard-read", "clipboard-write"])
    panel = open_record(page, server.url_for("app"), "Explore")
    panel.locator("[data-action='link']").click()
    expect(panel.locator("[data-action='link']")).to_have_text(word("record.link_copied", "en"))
    expect(panel.locator("[data-role='copy-status']")).to_have_text(word("record.link_copied", "en"))
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith(server.url_for("app") + "?position=z")
    expect(panel.locator("[data-role='link']")).to_be_hidden()  # copied: no field to copy from
    screenshot(page, "links_copied")


@pytest.mark.parametrize(("why", "script", "lang", "tab"), [
    ("insecure", NO_CLIPBOARD, "en", "Explore"),
    ("denied", REFUSED_CLIPBOARD, "ja", "調べる"),
], ids=["insecure-address-en", "permission-denied-ja"])
def test_where_the_clipboard_is_not_allowed_the_link_is_shown_selected_with_a_sentence(
        server, new_page, why, script, lang, tab):
    page = new_page()
    page.add_init_script(script)
    panel = open_record(page, server.url_for("app", lang=lang), tab)
    panel.locator("[data-action='link']").click()
    field = panel.locator("[data-role='link']")
    expect(field).to_be_visible()
    expect(field).to_be_focused()
    expect(panel.locator("[data-role='copy-status']")).to_have_text(word("record.copy_refused", lang))
    value = field.input_value()
    assert value.startswith(server.url_for("app") + "?position=z")
    selected = field.evaluate("node => [node.selectionStart, node.selectionEnd]")
    assert selected == [0, len(value)]  # the whole link is selected, ready to copy
    expect(panel.locator("[data-action='link']")).to_have_text(word("record.link", lang))  # it did not copy
    screenshot(page, f"links_not_copied_{why}_{lang}")


SAVED_AT_STEP = (
    "(step) => { for (let i = 0; i < localStorage.length; i++) { const key = localStorage.key(i);"
    " if (key.startsWith('shichi-widgets/app/') && JSON.parse(localStorage.getItem(key)).step === step)"
    " return true; } return false; }"
)


@pytest.mark.parametrize(("length", "lang", "locale"), [
    (30_000, "en", "en-GB"),
    (100_000, "ja", "ja-JP"),
    (1_000_000, "en", "en-US"),
], ids=["30kB-en", "100kB-ja", "1MB-en"])
def test_a_link_over_the_limit_gets_a_page_saying_so_in_the_visitors_language(server, new_page, length, lang, locale):
    """Tornado closed the connection on an address over 64 kB (the browser's ERR_EMPTY_RESPONSE), and
    the app ignored a 30 kB one without a word: now the server answers any of them with a sentence."""
    page = new_page(locale=locale)  # the browser's Accept-Language
    query = "?game=z" + "A" * (length - len("?game=z"))
    response = page.goto(server.url_for("app") + query)
    assert response.status == 414
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("[data-role='link-too-long']")).to_have_text(word("app.too_long_page.title", lang))
    expect(page.locator("[data-role='too-long-reason']")).to_have_text(
        word("app.too_long_page.text", lang, length=f"{length:,}", limit=f"{MAX_LINK:,}"))
    screenshot(page, f"links_too_long_{length}_{lang}")
    assert not page.blocked_urls  # a small page that asks no other host
    page.locator("[data-role='open-app']").click()  # the app, without the link
    expect(page.locator("[data-role='lesson']")).to_be_visible()
    assert "game=" not in page.url


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_fragment_link_over_the_limit_is_refused_with_a_sentence_and_the_saved_work_comes_back(
        server, page, lang):
    """A ``#game=…`` link never reaches the server: the app says why it refuses it, in the page's
    language with the numbers, and still puts back the lesson step the browser kept."""
    open_app(page, server.url_for("app"))
    if lang == "ja":
        page.get_by_role("button", name="日本語").click()
    lesson = page.locator("[data-role='lesson']")
    for _ in range(2):
        lesson.locator("[data-action='next']").click()
    page.wait_for_function(SAVED_AT_STEP, arg=2)
    length = 30_000
    page.goto("about:blank")
    page.goto(server.url_for("app") + "#game=z" + "A" * (length - len("#game=z")))
    expect(page.locator(".sw-problem")).to_have_text(
        word("app.link_too_long", lang, length=f"{length:,}", limit=f"{MAX_LINK:,}"))
    expect(lesson.locator("[data-role='progress']")).to_contain_text("3")  # the kept step, third
    page.wait_for_function(SAVED_AT_STEP, arg=2)
    screenshot(page, f"links_fragment_too_long_{lang}")


def test_a_play_link_made_at_move_5_of_11_opens_at_move_5(server, page):
    game = Game.new("shichi-narabe", players=4, seed=5)
    while len(game.history) < 11:
        game.play(game.legal_moves()[0])
    page.goto(link_for_game(game, server.url_for("app"), tab="play", at=5))
    table = page.locator("[data-role='table']")
    expect(table.locator(".sw-where")).to_have_text(label("ui.move_of", "en", i=5, n=11))
    expect(table.locator("[data-action='seek']")).to_have_value("5")
    expect(table.locator("[data-action='seek']")).to_have_attribute("max", "11")
    screenshot(page, "links_play_at_move_5")
