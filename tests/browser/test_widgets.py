"""The widgets in a real browser: highlights equal the engine's, and games are played to the end by clicking."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_fixtures import make_notebook, open_and_run_all, screenshot
from playwright.sync_api import Page, expect
from positions import position

from shichi_widgets import Ruleset

HERE = Path(__file__).resolve().parent
FILES = {"positions.py": (HERE / "positions.py").read_text()}
SEED = 3

LAYOUTS = make_notebook([
    "from positions import position\n"
    "from shichi_widgets import Ruleset\n"
    "from shichi_widgets.widgets import LayoutView\n"
    f"views = [LayoutView(position(preset, {SEED})) for preset in Ruleset.presets()]",
    "for view in views:\n    display(view)",
])


def table_notebook(preset: str, seed: int) -> object:
    return make_notebook([
        "from shichi_widgets.widgets import GameTable\n"
        f"table = GameTable({preset!r}, players=3, bots='random', seed={seed}, human=0, pace=0.02)\n"
        "table",
    ])


GAMES = {preset: 1 for preset in Ruleset.presets()}
JAPANESE = make_notebook([
    "from shichi_widgets.widgets import GameTable\n"
    "GameTable('tunnel', players=3, bots='random', seed=1, human=0, pace=0.02, lang='ja')",
])
# A table whose server never answers the page's requests for the bots' moves (a lost connection, or
# a page whose widget stopped getting messages): the page must say so, not wait in silence.
UNANSWERED = make_notebook([
    "from shichi_widgets.widgets import GameTable\n"
    "table = GameTable('shichi-narabe', players=3, bots='random', seed=2, human=None, pace=0.02)\n"
    "table._on_step = lambda data: None\n"
    "table",
])
NOTEBOOKS = {
    "layouts.ipynb": LAYOUTS,
    "table-unanswered.ipynb": UNANSWERED,
    "table-ja.ipynb": JAPANESE,
    **{f"table-{p}.ipynb": table_notebook(p, s) for p, s in GAMES.items()},
}


@pytest.fixture(scope="module")
def voila(voila_server):
    return voila_server(NOTEBOOKS, files=FILES)


@pytest.fixture(scope="module")
def lab(lab_server):
    return lab_server({"table-shichi-narabe.ipynb": NOTEBOOKS["table-shichi-narabe.ipynb"]}, files=FILES, wait=False)


def cards_where(layout, selector: str) -> set[str]:
    return set(layout.locator(selector).evaluate_all("nodes => nodes.map(n => n.dataset.card)"))


def test_highlighted_cells_in_the_browser_equal_the_engines_playable_cells_for_every_preset(voila, page: Page):
    page.goto(voila.url_for("layouts"))
    presets = Ruleset.presets()
    layouts = page.locator("[data-role='layout']")
    expect(layouts).to_have_count(len(presets))
    for index, preset in enumerate(presets):
        game = position(preset, SEED)
        layout = layouts.nth(index)
        expect(layout.locator("[data-card]")).to_have_count(52)
        assert cards_where(layout, "[data-playable='true']") == {str(c) for c in game.playable_cells()}, preset
        placed = cards_where(layout, "[data-state='placed'], [data-state='joker']")
        assert placed == {str(c) for c in game.layout}, preset
        assert cards_where(layout, "[data-state='killed']") == {str(c) for c in game.dead_cells}, preset
    screenshot(page, "widgets_layouts_every_preset", full_page=True)
    assert not page.page_errors


def test_hovering_a_cell_shows_the_engines_explanation(voila, page: Page):
    page.goto(voila.url_for("layouts"))
    layout = page.locator("[data-role='layout']").first
    game = position(Ruleset.presets()[0], SEED)
    card = sorted(str(c) for c in game.playable_cells())[0]
    layout.locator(f"[data-card='{card}']").hover()
    expect(page.locator(".sw-explain").first).to_have_text(game.explain(card))


# The status is "Your turn."; in the first round it goes on with who started and why
# ("Your turn. You held 7♦, so you made the first turn (R3); you are player 1.").
OVER_OR_YOUR_TURN = (
    "() => { const t = document.querySelector('[data-role=table]');"
    " const s = t.querySelector('.sw-status').textContent;"
    " return t.dataset.over === 'true' || s.startsWith('Your turn.'); }"
)


def play_by_clicking(page: Page, moves_limit: int = 400) -> int:
    """Play the human's turns by clicking until the table says the game is over; returns clicks made."""
    table = page.locator("[data-role='table']")
    expect(table).to_be_visible()
    clicks = 0
    for _ in range(moves_limit):
        page.wait_for_function(OVER_OR_YOUR_TURN)
        if table.get_attribute("data-over") == "true":
            return clicks
        before = table.locator(".sw-where").text_content()
        hand = table.locator("[data-role='hand'] [data-playable='true']:not([data-card='JK'])")
        joker = table.locator("[data-role='hand'] [data-card='JK'][data-playable='true']")
        yurei = table.locator("[data-action='yurei-play']")
        if hand.count():
            hand.first.click()
        elif joker.count():
            joker.first.click()
            table.locator("[data-action='joker-play']").first.click()
        elif yurei.count():
            yurei.first.click()
        else:
            table.locator("[data-action='pass']").click()
        clicks += 1
        expect(table.locator(".sw-where")).not_to_have_text(before)  # the move reached Python and came back
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("preset", list(GAMES))
def test_a_game_against_bots_is_played_to_the_end_by_clicking_in_voila(voila, page: Page, preset):
    page.goto(voila.url_for(f"table-{preset}"))
    clicks = play_by_clicking(page)
    table = page.locator("[data-role='table']")
    expect(table).to_have_attribute("data-over", "true")
    expect(table.locator("[data-role='result']")).not_to_be_empty()
    assert clicks > 0
    screenshot(page, f"widgets_table_{preset}_voila", full_page=True)
    assert not page.page_errors


def test_a_game_against_bots_is_played_to_the_end_by_clicking_in_jupyterlab(lab, page: Page):
    open_and_run_all(page, lab, "table-shichi-narabe")
    clicks = play_by_clicking(page)
    assert clicks > 0
    expect(page.locator("[data-role='table']")).to_have_attribute("data-over", "true")
    screenshot(page, "widgets_table_jupyterlab", full_page=True)


def test_the_table_reads_on_a_phone_width_page(voila, new_page):
    page = new_page(viewport={"width": 390, "height": 844})
    page.goto(voila.url_for("table-shichi-narabe"))
    layout = page.locator("[data-role='layout']")
    expect(layout).to_be_visible()
    box = layout.bounding_box()
    assert box is not None and box["width"] <= 390
    screenshot(page, "widgets_table_phone", full_page=True)


def luminance(rgb: str) -> float:
    values = [int(v) / 255 for v in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3]]
    linear = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in values]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


COLOURS = """() => {
  const pick = (sel) => document.querySelector(sel);
  const black = pick("[data-role=layout] [data-card='7♠']"), red = pick("[data-role=layout] [data-card='7♥']");
  const style = (node) => getComputedStyle(node);
  return {
    background: style(black).backgroundColor,
    black: style(black.querySelector('.sw-rank')).color,
    red: style(red.querySelector('.sw-rank')).color,
  };
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_red_and_black_suits_are_readable_in_light_and_dark_themes(voila, page: Page, theme):
    page.goto(voila.url_for("table-shichi-narabe", theme=theme))
    expect(page.locator("[data-role='layout'] [data-card='7♠']")).to_have_attribute("data-state", "placed")
    colours = page.evaluate(COLOURS)
    assert colours["black"] != colours["red"]
    assert contrast(colours["black"], colours["background"]) >= 4.5, colours
    assert contrast(colours["red"], colours["background"]) >= 3.0, colours
    screenshot(page, f"widgets_table_{theme}_theme")


ACTIVE = "() => { const a = document.activeElement; return a ? {card: a.dataset.card || null," \
         " playable: a.dataset.playable === 'true', hand: Boolean(a.closest('[data-role=hand]'))} : null; }"


def test_a_whole_game_is_played_with_the_keyboard_alone(voila, page: Page):
    page.goto(voila.url_for("table-shichi-narabe"))
    table = page.locator("[data-role='table']")
    expect(table.locator("[data-role='hand'] [data-card]").first).to_be_visible()
    presses = 0
    for _ in range(400):
        page.wait_for_function(OVER_OR_YOUR_TURN)
        if table.get_attribute("data-over") == "true":
            break
        before = table.locator(".sw-where").text_content()
        for _ in range(60):  # Tab into the hand (focus stays there after a move)
            if page.evaluate(ACTIVE)["hand"]:
                break
            page.keyboard.press("Tab")
        assert page.evaluate(ACTIVE)["hand"], "Tab never reached the hand"
        page.keyboard.press("Home")
        cards = table.locator("[data-role='hand'] button.sw-card").count()
        for _ in range(cards):
            if page.evaluate(ACTIVE)["playable"]:
                break
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter" if page.evaluate(ACTIVE)["playable"] else "p")
        presses += 1
        expect(table.locator(".sw-where")).not_to_have_text(before)
    expect(table).to_have_attribute("data-over", "true")
    assert presses > 5
    announced = table.locator("[data-role='announce']").text_content()
    assert "Player" in announced
    screenshot(page, "widgets_table_keyboard", full_page=True)


def test_the_japanese_table_renders_with_japanese_labels(voila, page: Page):
    from shichi_widgets import Game
    from shichi_widgets.engine.messages import card_name
    from shichi_widgets.widgets import GameTable
    from shichi_widgets.widgets.labels import ui_strings
    from shichi_widgets.widgets.table import started_text

    ja = ui_strings("ja")
    page.goto(voila.url_for("table-ja"))
    table = page.locator("[data-role='table']")
    expect(table.locator("[data-action='pass']")).to_have_text(ja["pass"])
    deal = GameTable("tunnel", players=3, bots="random", seed=1, human=0, lang="ja").game  # the page's deal
    assert deal.to_move == 0  # the human opens, so the first status is theirs, with who started (R3)
    expect(table.locator(".sw-status")).to_have_text(ja["your_turn"] + started_text(deal, "ja", 0))  # said to "you"
    expect(table.locator("[data-role='layout']")).to_have_attribute("aria-label", ja["layout"])
    seven = table.locator("[data-role='layout'] [data-card='7♣']")
    assert card_name("7♣", "ja") in seven.get_attribute("aria-label")
    seven.hover()  # 7s are laid out first (S1), so every deal explains 7♣ the same way
    expect(table.locator(".sw-explain")).to_have_text(Game.new("tunnel", players=3, seed=0).explain("7♣", lang="ja"))
    screenshot(page, "widgets_table_japanese", full_page=True)


def test_a_table_whose_server_stops_answering_says_to_reload_after_half_a_minute(voila, page: Page):
    from shichi_widgets.widgets.labels import label

    page.goto(voila.url_for("table-unanswered"))
    table = page.locator("[data-role='table']")
    expect(table.locator(".sw-status")).not_to_have_text("")
    assert table.get_attribute("data-no-answer") is None  # asked, and not yet long unanswered
    expect(table).to_have_attribute("data-no-answer", "true", timeout=60_000)  # six asks, 5 s apart
    expect(table.locator(".sw-message")).to_have_text(label("ui.no_answer"))
