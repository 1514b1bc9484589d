"""App links in the browser, against the real app server (``python -m shichi_widgets.serve``):
the **Link** button says it copied (or shows the link to copy where the page may not), a link
over the size limit gets a page with a sentence, and a Play link keeps its history position."""

from __future__ import annotations

import pytest
from browser_fixtures import screenshot
from playwright.sync_api import Page, expect
from test_app import APP, AppServer, open_app

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
    """Open the app at ``url``, show ``tab`` and open its "Save and share" panel."""
    open_app(page, url)
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
