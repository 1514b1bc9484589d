"""The look of the app and its widgets on a phone, a tablet, a laptop and a projector, light and dark.

Bounding boxes say whether every layout cell fits the screen and its widget; contrast ratios are
computed from the colours the browser rendered (WCAG 2 relative luminance, alpha composited over
the background); axe-core audits the result. Screenshots of the three tabs land in artifacts/.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_fixtures import open_page, screenshot
from playwright.sync_api import Page, expect

from shichi_widgets.widgets.labels import ui_strings  # the widgets own their labels (issue 24)

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "notebooks" / "app.ipynb"
WIDTHS = (360, 390, 768, 1280)
THEMES = ("light", "dark")
TABS = {"en": ("Learn", "Play", "Explore"), "ja": ("学ぶ", "遊ぶ", "調べる")}
PHONE, DESKTOP = 390, 1280


def app_notebook() -> nbformat.NotebookNode:
    """The app notebook, with a fixed deal and quick bots."""
    nb = nbformat.read(APP, as_version=4)
    (cell,) = [c for c in nb.cells if c.cell_type == "code"]
    assert cell.source.rstrip().endswith("App()"), "the app notebook shows App()"
    cell.source = cell.source.rstrip()[: -len("App()")] + "App(pace=0.02, seed=1)"
    return nb


NOTEBOOKS = {
    "app.ipynb": app_notebook(),
    "table.ipynb": ["from shichi_widgets.widgets import GameTable\n"
                    "GameTable('tunnel-joker', players=4, bots='random', seed=5, human=0, pace=0.02,"
                    " four_colour=True)"],
    "kill.ipynb": ["from shichi_widgets import Game\nfrom shichi_widgets.widgets import LayoutView\n"
                   "game = Game.from_position('koroshi', layout=['7♠', '7♥', '7♣', '7♦', 'Q♥', 'K♥'],"
                   " hands=[['Q♠', '8♠'], ['K♠', '8♥']])\nview = LayoutView(game)\nview"],
}


@pytest.fixture(scope="module")
def voila(voila_server):
    return voila_server(NOTEBOOKS, preheat_kernel=False)


@pytest.fixture(scope="module")
def app_pages(voila, browser):
    """One app page per theme, opened once; tests resize it (container queries follow)."""
    pages: dict[str, Page] = {}

    def get(theme: str) -> Page:
        if theme not in pages:
            page = open_page(browser, viewport={"width": DESKTOP, "height": 900})
            page.goto(voila.url_for("app", theme=theme))
            expect(page.locator("[data-role='lesson'] [data-role='layout'] [data-card]").first).to_be_visible()
            pages[theme] = page
        return pages[theme]

    yield get
    for page in pages.values():
        page.context.close()


# -- colours -----------------------------------------------------------------------------------
def parse_rgba(text: str) -> tuple[float, float, float, float]:
    inside = text[text.index("(") + 1 : text.index(")")].replace("/", ",")
    parts = [float(p) for p in inside.replace(" ", ",").split(",") if p]
    return (parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else 1.0)


def over(top: str, bottom: str) -> str:
    """``top`` composited over the opaque ``bottom`` (how a translucent colour is seen)."""
    r, g, b, a = parse_rgba(top)
    r0, g0, b0, _ = parse_rgba(bottom)
    return f"rgb({r * a + r0 * (1 - a)}, {g * a + g0 * (1 - a)}, {b * a + b0 * (1 - a)})"


def luminance(colour: str) -> float:
    channels = [c / 255 for c in parse_rgba(colour)[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(text: str, background: str) -> float:
    high, low = sorted((luminance(over(text, background)), luminance(background)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_is_computed_as_wcag_defines_it():
    """The yardstick can fail: black on white is 21:1, grey #777 on white is below 4.5:1."""
    assert round(contrast("rgb(0, 0, 0)", "rgb(255, 255, 255)"), 1) == 21.0
    assert contrast("rgb(119, 119, 119)", "rgb(255, 255, 255)") < 4.5
    assert contrast("rgba(0, 0, 0, 0.5)", "rgb(255, 255, 255)") < contrast("rgb(0, 0, 0)", "rgb(255, 255, 255)")


# The rendered colours of each face's rank, corner suit and large suit, the face behind them, and
# the felt behind the column headings; every colour a reader must tell from its background.
FACE_COLOURS = """(scope) => {
  const root = document.querySelector(scope);
  const colour = (node) => getComputedStyle(node).color;
  const pairs = [];
  const faces = "[data-role=layout] [data-state=placed], [data-role=layout] [data-state=joker],"
    + " [data-role=hand] .sw-card";
  for (const face of root.querySelectorAll(faces)) {
    const background = getComputedStyle(face).backgroundColor;
    for (const part of face.querySelectorAll(".sw-rank, .sw-suit, .sw-pip")) {
      if (!part.getClientRects().length) continue;
      pairs.push({card: face.dataset.card, part: part.className, text: colour(part), background});
    }
  }
  const layout = root.querySelector("[data-role=layout]");
  const felt = getComputedStyle(layout).backgroundColor;
  for (const head of layout.querySelectorAll(".sw-colhead")) {
    pairs.push({card: head.textContent, part: "heading", text: colour(head), background: felt});
  }
  for (const label of layout.querySelectorAll(".sw-row:not(.sw-head) .sw-label")) {
    const background = getComputedStyle(label).backgroundColor;
    pairs.push({card: label.textContent, part: "row label", text: colour(label), background});
  }
  return pairs;
}"""


def low_contrast(page: Page, scope: str) -> tuple[list[tuple], float, int]:
    pairs = page.evaluate(FACE_COLOURS, scope)
    ratios = [(p["card"], p["part"], round(contrast(p["text"], p["background"]), 2), p["text"], p["background"])
              for p in pairs]
    return [r for r in ratios if r[2] < 4.5], min(r[2] for r in ratios), len(ratios)


@pytest.mark.parametrize("theme", THEMES)
def test_card_text_suits_and_headings_have_contrast_of_at_least_4_5(app_pages, theme):
    page = app_pages(theme)
    page.set_viewport_size({"width": DESKTOP, "height": 900})
    failing, lowest, checked = low_contrast(page, "[data-role='lesson']")
    print(f"{theme}: {checked} text/background pairs on card faces, headings and labels; lowest ratio {lowest:.2f}")
    assert checked > 20 and not failing, failing


@pytest.mark.parametrize("theme", THEMES)
def test_the_four_colour_deck_keeps_contrast_and_gives_each_suit_its_own_colour(voila, new_page, theme):
    page = new_page(viewport={"width": 900, "height": 900})
    page.goto(voila.url_for("table", theme=theme))
    table = page.locator("[data-role='table']")
    expect(table.locator("[data-role='layout'] [data-card='7♦']")).to_have_attribute("data-state", "placed")
    expect(table).to_have_attribute("data-deck", "four")
    colours = page.evaluate("""() => Object.fromEntries(['7♠', '7♥', '7♣', '7♦'].map((c) =>
        [c, getComputedStyle(document.querySelector(`[data-role=layout] [data-card='${c}'] .sw-rank`)).color]))""")
    assert len(set(colours.values())) == 4, colours
    failing, lowest, _ = low_contrast(page, "[data-role='table']")
    print(f"four-colour deck, {theme}: lowest ratio {lowest:.2f}; {colours}")
    assert not failing, failing


# -- sizes -------------------------------------------------------------------------------------
BOXES = """() => {
  const vw = document.documentElement.clientWidth;
  const report = [];
  const scrolling = [...document.querySelectorAll("[data-role=layout]")]
    .filter((l) => l.getClientRects().length && l.scrollWidth > l.clientWidth + 1).length;
  for (const root of document.querySelectorAll(".sw-root")) {
    if (!root.getClientRects().length) continue; // a tab not shown
    const r = root.getBoundingClientRect();
    for (const cell of root.querySelectorAll("[data-role=layout] [data-card]")) {
      const c = cell.getBoundingClientRect();
      const inViewport = c.left >= -0.5 && c.right <= vw + 0.5;
      const inWidget = c.left >= r.left - 0.5 && c.right <= r.right + 0.5
        && c.top >= r.top - 0.5 && c.bottom <= r.bottom + 0.5;
      report.push({card: cell.dataset.card, inViewport, inWidget, width: c.width, height: c.height});
    }
  }
  return {report, scrolling, scrollWidth: document.documentElement.scrollWidth, clientWidth: vw};
}"""


def visible_cells(page: Page):
    return page.locator(".sw-root [data-role='layout'] [data-card]").locator("visible=true")


def tab(page: Page, lang: str, index: int):
    return page.get_by_role("tab", name=TABS[lang][index], exact=True)


def check_tab_fits(page: Page, name: str) -> dict:
    boxes = page.evaluate(BOXES)
    cells = boxes["report"]
    outside = [c["card"] for c in cells if not (c["inViewport"] and c["inWidget"])]
    assert len(cells) >= 52, f"{name}: {len(cells)} layout cells shown"
    assert not outside, f"{name}: cells outside the viewport or their widget: {outside}"
    assert boxes["scrollWidth"] <= boxes["clientWidth"], f"{name}: a horizontal scrollbar ({boxes})"
    assert not boxes["scrolling"], f"{name}: a layout scrolls sideways inside its table surface"
    return cells[0]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("theme", THEMES)
def test_every_layout_cell_lies_inside_the_viewport_and_its_widget_with_no_horizontal_scroll(app_pages, theme, width):
    page = app_pages(theme)
    page.set_viewport_size({"width": width, "height": 844 if width < 700 else 900})
    sizes = []
    for index, name in enumerate(TABS["en"]):
        tab(page, "en", index).click()
        expect(visible_cells(page).first).to_be_visible()
        page.wait_for_timeout(150)  # the container queries settle after the resize
        cell = check_tab_fits(page, f"{name} at {width}px, {theme}")
        sizes.append(f"{name} {cell['width']:.1f}×{cell['height']:.1f}")
        if width in (PHONE, DESKTOP):
            screenshot(page, f"look_{name.lower()}_{width}_{theme}", full_page=True)
    print(f"{width}px {theme}: card cells {', '.join(sizes)} px")
    tab(page, "en", 0).click()


@pytest.mark.parametrize("width", WIDTHS)
def test_a_tunnel_layout_leaves_room_for_its_wrap_marks_at_every_width(voila, new_page, width):
    """Tunnel games draw ⟲ after the K column (K and A are neighbours): it fits beside the 13 cells."""
    page = new_page(viewport={"width": width, "height": 844})
    page.goto(voila.url_for("table", theme="light"))
    expect(page.locator("[data-role='layout'] .sw-row:not(.sw-head) .sw-wrap").first).to_be_visible()
    check_tab_fits(page, f"tunnel table at {width}px")
    inside = page.evaluate("""() => { const l = document.querySelector('[data-role=layout]').getBoundingClientRect();
      return [...document.querySelectorAll('[data-role=layout] .sw-wrap')].every((w) => {
        const b = w.getBoundingClientRect(); return b.left >= l.left && b.right <= l.right + 0.5; }); }""")
    assert inside


def test_cells_grow_with_the_width_and_touch_targets_reach_32_px_where_there_is_room(app_pages):
    page = app_pages("light")
    tab(page, "en", 1).click()
    widths = {}
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(150)
        box = page.locator("[data-role='table'] [data-role='layout'] [data-card='7♠']").bounding_box()
        widths[width] = box["width"]
    print(f"7♠ cell width by viewport width: {widths}")
    assert widths[360] < widths[768] < widths[1280]
    assert widths[768] >= 32 and widths[1280] >= 32
    tab(page, "en", 0).click()


def test_large_mode_draws_bigger_cards_and_hides_the_log(app_pages):
    page = app_pages("light")
    page.set_viewport_size({"width": DESKTOP, "height": 900})
    tab(page, "en", 1).click()
    table = page.locator("[data-role='table']")
    cell = table.locator("[data-role='layout'] [data-card='7♠']")
    before = cell.bounding_box()
    expect(table.locator("[data-role='log']")).to_be_visible()
    page.get_by_role("button", name="Large cards").click()
    expect(table).to_have_attribute("data-large", "true")
    expect(table.locator("[data-role='log']")).to_be_hidden()
    page.wait_for_timeout(150)
    after = cell.bounding_box()
    print(f"large mode: 7♠ cell {before['width']:.1f}×{before['height']:.1f}"
          f" -> {after['width']:.1f}×{after['height']:.1f} px")
    assert after["width"] > before["width"] * 1.3
    check_tab_fits(page, "large mode at 1280px")
    screenshot(page, "look_play_large_1280_light", full_page=True)
    page.set_viewport_size({"width": PHONE, "height": 844})
    page.wait_for_timeout(150)
    check_tab_fits(page, "large mode at 390px")
    page.get_by_role("button", name="Large cards").click()
    expect(table).not_to_have_attribute("data-large", "true")
    tab(page, "en", 0).click()


# -- themes ------------------------------------------------------------------------------------
FACE = "() => getComputedStyle(document.querySelector(\"[data-role=layout] [data-state=placed]\")).backgroundColor"


def open_app(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator("[data-role='lesson'] [data-role='layout'] [data-state='placed']").first).to_be_visible()


def test_the_app_follows_a_dark_system_when_the_url_names_no_theme(voila, new_page):
    dark_system = new_page(viewport={"width": PHONE, "height": 844}, color_scheme="dark")
    open_app(dark_system, voila.url_for("app"))
    expect(dark_system.locator("body")).to_have_attribute("data-jp-theme-light", "false")
    page_background = dark_system.evaluate("() => getComputedStyle(document.body).backgroundColor")
    assert luminance(dark_system.evaluate(FACE)) < 0.1, "card faces are dark"
    assert luminance(over(page_background, "rgb(0, 0, 0)")) < 0.1, page_background
    screenshot(dark_system, "look_system_dark_390", full_page=True)
    # the visitor's system turns light: the page follows without a reload
    dark_system.emulate_media(color_scheme="light")
    expect(dark_system.locator("body")).to_have_attribute("data-jp-theme-light", "true")
    assert luminance(dark_system.evaluate(FACE)) > 0.8


@pytest.mark.parametrize(("scheme", "theme"), [("dark", "light"), ("light", "dark")])
def test_a_theme_named_in_the_url_wins_over_the_system(voila, new_page, scheme, theme):
    page = new_page(viewport={"width": PHONE, "height": 844}, color_scheme=scheme)
    open_app(page, voila.url_for("app", theme=theme))
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "true" if theme == "light" else "false")
    face = luminance(page.evaluate(FACE))
    assert (face > 0.8) if theme == "light" else (face < 0.1), face
    assert page.locator("link[data-sw-system-theme]").count() == 0


# -- marks, motion and the legend --------------------------------------------------------------
def test_a_kill_is_drawn_by_shape_and_text_and_the_legend_explains_it(voila, page: Page):
    page.goto(voila.url_for("kill"))
    layout = page.locator("[data-role='layout']")
    expect(layout.locator("[data-card='7♠']")).to_have_attribute("data-state", "placed")
    legend = page.locator("[data-role='legend']")
    legend.locator("summary").click()
    en = ui_strings("en")
    for key in ("open", "empty", "killed", "joker", "fresh", "kill_preview"):
        expect(legend).to_contain_text(en[f"legend.{key}"])
    expect(legend.locator("[data-legend='tokens']")).to_have_count(0)  # no pass tokens beside a bare layout
    layout.locator("[data-card='Q♠']").hover()
    expect(layout.locator("[data-card='K♠']")).to_have_attribute("data-preview", "kill")
    screenshot(page, "look_kill_preview")


def test_a_played_card_is_marked_just_played_and_animates_unless_motion_is_reduced(voila, new_page):
    for reduce in (False, True):
        page = new_page(viewport={"width": 900, "height": 900}, reduced_motion="reduce" if reduce else "no-preference")
        page.goto(voila.url_for("table", theme="light"))
        table = page.locator("[data-role='table']")
        page.wait_for_function(
            "() => document.querySelector('[data-role=table] .sw-status')?.textContent.startsWith('Your turn')")
        card = table.locator("[data-role='hand'] [data-playable='true']:not([data-card='JK'])").first
        text = card.get_attribute("data-card")
        # the bots' last card came at most 20 ms ago: wait until it has landed, so that ours lands
        # too (a card placed while another still lands appears at once; see the next test file)
        page.wait_for_timeout(350)
        # bots move on at once (pace 0.02 s): our card's landing is read the moment it is placed
        landed = page.evaluate("""(card) => new Promise((done) => {
          const cell = document.querySelector(`[data-role=table] [data-role=layout] [data-card="${card}"]`);
          const watcher = new MutationObserver(() => {
            if (cell.dataset.state !== 'placed') return;
            watcher.disconnect();
            done([getComputedStyle(cell).animationName, cell.dataset.fresh, cell.dataset.landing]);
          });
          watcher.observe(cell, { attributes: true });
          document.querySelector(`[data-role=table] [data-role=hand] [data-card="${card}"]`).click();
        })""", text)
        assert landed == ["none" if reduce else "sw-land", "true", "true"], landed
        expect(table.locator("[data-role='layout'] [data-fresh='true']")).to_have_count(1)
        shown = page.evaluate("""() => {
          const fresh = [...document.querySelectorAll('[data-role=layout] [data-fresh=true]')];
          const seat = document.querySelector('[data-seat][data-to-move=true]');
          return {fresh: fresh.map((c) => [c.dataset.card, c.dataset.state, getComputedStyle(c).animationName,
                                           c.getAttribute('aria-label')]),
                  seat: seat && getComputedStyle(seat, '::after').animationName,
                  seatRepeats: seat && getComputedStyle(seat, '::after').animationIterationCount};
        }""")
        print(f"reduced motion {reduce}: played {text}; just played now {shown}")
        assert len(shown["fresh"]) == 1 and shown["fresh"][0][1] in ("placed", "joker"), shown
        if reduce:
            assert shown["fresh"][0][2] == "none", shown
        assert shown["fresh"][0][3].endswith(ui_strings("en")["just_played"]), shown  # said, not only drawn
        assert (shown["seat"] == "none") == reduce, shown
        # the seat to move pulses when the turn comes, then holds a still ring: an endless pulse would
        # repaint the page every frame for as long as a player thinks
        assert shown["seatRepeats"] != "infinite", shown


def test_the_legend_and_the_look_settings_speak_japanese(app_pages):
    page = app_pages("dark")
    page.set_viewport_size({"width": PHONE, "height": 844})
    page.get_by_text("日本語", exact=True).click()
    ja = ui_strings("ja")
    expect(tab(page, "ja", 0)).to_be_visible()
    legend = page.locator("[data-role='lesson'] [data-role='legend']")
    expect(legend.locator("summary")).to_have_text(ja["legend.title"])
    legend.locator("summary").click()
    expect(legend).to_contain_text(ja["legend.open"])
    expect(page.get_by_text("4色のトランプ")).to_be_visible()
    for width in (PHONE, DESKTOP):
        page.set_viewport_size({"width": width, "height": 844 if width < 700 else 900})
        for index in range(3):
            tab(page, "ja", index).click()
            expect(visible_cells(page).first).to_be_visible()
            page.wait_for_timeout(150)
            check_tab_fits(page, f"Japanese tab {index} at {width}px")
            screenshot(page, f"look_ja_{TABS['en'][index].lower()}_{width}_dark", full_page=True)
    page.get_by_text("English", exact=True).click()
    expect(tab(page, "en", 0)).to_be_visible()


# -- accessibility of the new look -------------------------------------------------------------
@pytest.mark.parametrize("theme", THEMES)
def test_axe_finds_nothing_serious_in_the_new_look_at_phone_width(voila, new_page, theme):
    """The table with the four-colour deck, the legend open and the house rules unfolded."""
    page = new_page(viewport={"width": PHONE, "height": 844})
    page.goto(voila.url_for("table", theme=theme))
    table = page.locator("[data-role='table']")
    expect(table.locator("[data-role='layout'] [data-card='7♠']")).to_have_attribute("data-state", "placed")
    table.locator("[data-role='legend'] summary").click()
    table.locator(".sw-new > summary").click()
    table.locator(".sw-rules > summary").click()
    expect(table.locator(".sw-rules [data-setting]").first).to_be_visible()
    results = Axe().run(page, context="[data-role='table']").response["violations"]
    serious = [(v["id"], v["help"], [n["target"] for n in v["nodes"]][:3]) for v in results
               if v.get("impact") in {"serious", "critical"}]
    print(f"axe on the table, {theme}: {[(v['id'], v['impact']) for v in results]}")
    screenshot(page, f"look_table_axe_{theme}", full_page=True)
    assert not serious, serious


# -- the static picture ------------------------------------------------------------------------
SVG_COLOURS = """() => {
  const fill = (sel) => getComputedStyle(document.querySelector(sel)).fill;
  return {empty: fill("title:not(:empty) + rect.e"), face: fill("rect.f"), red: fill("text.r"), black: fill("text.k")};
}"""


@pytest.mark.parametrize("scheme", THEMES)
def test_the_static_svg_picture_follows_the_systems_light_or_dark_scheme(new_page, scheme):
    from shichi_widgets import Game

    game = Game.from_position("koroshi", layout=["7♠", "7♥", "7♣", "7♦", "Q♥", "K♥"],
                              hands=[["Q♠", "8♠"], ["K♠", "8♥"]])
    page = new_page(viewport={"width": 800, "height": 400}, color_scheme=scheme)
    page.set_content(f"<!doctype html><body>{game._repr_svg_()}</body>")
    colours = page.evaluate(SVG_COLOURS)
    face = luminance(colours["face"])
    assert (face > 0.8) if scheme == "light" else (face < 0.1), colours
    for ink in ("red", "black"):
        assert contrast(colours[ink], colours["face"]) >= 4.5, (ink, colours)
    screenshot(page, f"look_svg_{scheme}")
