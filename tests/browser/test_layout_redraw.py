"""A move redraws only what it changed in the layout grid (issue 12: click → rendered stays cheap),
and every cell still says and shows the right thing afterwards."""

from __future__ import annotations

import pytest
from browser_fixtures import make_notebook
from playwright.sync_api import Page, expect

from shichi_widgets.widgets.labels import ui_strings

# Two players holding two suits each, sevens to be played (no card on the table yet): every click
# on an open cell is a legal move for the player to move, as in benchmarks/bench_widgets.py.
CLICKS = make_notebook([
    "from shichi_widgets import Game, Ruleset\n"
    "from shichi_widgets.widgets import LayoutView\n"
    "rules = Ruleset.preset('shichi-narabe').replace(sevens='played')\n"
    "suits = lambda s: [f'{r}{x}' for x in s for r in ['A','2','3','4','5','6','7','8','9','10','J','Q','K']]\n"
    "game = Game.from_position(rules, layout=[], hands=[suits('♠♥'), suits('♣♦')], to_move=0)\n"
    "LayoutView(game, interactive=True)",
])

# Each cell's look and words, keyed by card.
SNAPSHOT = """() => Object.fromEntries([...document.querySelectorAll('[data-role=layout] [data-card]')].map((c) => [
  c.dataset.card,
  [c.dataset.state, c.dataset.playable, c.dataset.fresh || '', c.getAttribute('aria-label'), c.textContent],
]))"""

# Click ``card`` and record which cells and legend parts the DOM saw written until the cell is placed
# and 300 ms more have passed (any late redraw is caught too).
CLICK_AND_WATCH = """async (card) => {
  const grid = document.querySelector('[data-role=layout]');
  const legend = document.querySelector('[data-role=legend]');
  const cell = grid.querySelector(`[data-card="${card}"]`);
  const touched = new Set();
  let legendWrites = 0;
  const watcher = new MutationObserver((records) => {
    for (const r of records) {
      if (legend.contains(r.target)) { legendWrites++; continue; }
      const owner = r.target.closest ? r.target.closest('[data-card]') : r.target.parentElement?.closest('[data-card]');
      if (owner) touched.add(owner.dataset.card);
    }
  });
  watcher.observe(grid.closest('.sw-root'), { attributes: true, childList: true, subtree: true, characterData: true });
  cell.click();
  const start = performance.now();
  await new Promise((ok, fail) => {
    const wait = () => {
      if (cell.dataset.state === 'placed') setTimeout(ok, 300);
      else if (performance.now() - start > 15000) fail(new Error(`${card} was not placed`));
      else setTimeout(wait, 5);
    };
    wait();
  });
  watcher.disconnect();
  return { touched: [...touched].sort(), legendWrites };
}"""


@pytest.fixture(scope="module")
def voila(voila_server):
    return voila_server({"clicks.ipynb": CLICKS})


def open_grid(page: Page, voila) -> None:
    page.goto(voila.url_for("clicks"))
    expect(page.locator("[data-role='layout'] [data-playable='true']")).to_have_count(4)  # the four sevens


def changed(before: dict, after: dict) -> list[str]:
    return sorted(card for card in after if before[card] != after[card])


def test_a_move_writes_to_exactly_the_cells_whose_look_or_words_changed_and_not_to_the_legend(voila, page: Page):
    open_grid(page, voila)
    for card in ("7♠", "7♣", "8♠", "6♣"):  # players 0 and 1 in turn; later moves take the last mark away
        before = page.evaluate(SNAPSHOT)
        seen = page.evaluate(CLICK_AND_WATCH, card)
        after = page.evaluate(SNAPSHOT)
        assert after[card][0] == "placed", after[card]
        assert seen["touched"] == changed(before, after), (card, seen, changed(before, after))
        assert seen["legendWrites"] == 0, seen


def test_only_the_latest_card_is_marked_and_said_just_played(voila, page: Page):
    open_grid(page, voila)
    just = ui_strings("en")["just_played"]
    for played, earlier in (("7♥", None), ("7♦", "7♥")):
        page.evaluate(CLICK_AND_WATCH, played)
        cells = page.evaluate(SNAPSHOT)
        assert cells[played][2] == "true" and cells[played][3].endswith(just), cells[played]
        if earlier:
            assert cells[earlier][2] == "" and just not in cells[earlier][3], cells[earlier]
        assert [c for c, v in cells.items() if v[2] == "true"] == [played]
        moving = page.evaluate("(card) => getComputedStyle(document.querySelector("
                               "`[data-role=layout] [data-card='${card}']`)).animationName", played)
        assert moving == "sw-land", moving  # the card lands in its cell (issue 12 item 4)


def test_a_spoken_label_another_view_added_to_is_said_afresh_at_the_next_move(voila, page: Page):
    """The explorer appends "held by" to the labels layout.update() writes: every cell's label must be
    the grid's own again after each update, even cells the move did not change."""
    open_grid(page, voila)
    before = page.evaluate(SNAPSHOT)
    page.evaluate("() => document.querySelector('[data-card=\"K♦\"]').setAttribute('aria-label', 'said elsewhere')")
    page.evaluate(CLICK_AND_WATCH, "7♠")
    assert page.locator("[data-card='K♦']").get_attribute("aria-label") == before["K♦"][3]


# Click ``first``; the moment it is placed click ``second``; report each card's landing as it is
# placed, and the milliseconds between the two placements.
TWO_QUICK_CLICKS = """async ([first, second]) => {
  const grid = document.querySelector('[data-role=layout]');
  const placed = (card) => new Promise((done) => {
    const cell = grid.querySelector(`[data-card="${card}"]`);
    const watcher = new MutationObserver(() => {
      if (cell.dataset.state !== 'placed') return;
      watcher.disconnect();
      const animation = getComputedStyle(cell).animationName;
      done({ at: performance.now(), landing: cell.dataset.landing || '', animation });
    });
    watcher.observe(cell, { attributes: true });
    cell.click();
  });
  const a = await placed(first);
  const b = await placed(second);
  return { first: a, second: b, gap: b.at - a.at };
}"""


def test_a_card_placed_while_the_last_one_still_lands_appears_at_once_and_a_later_one_lands(voila, page: Page):
    open_grid(page, voila)
    quick = page.evaluate(TWO_QUICK_CLICKS, ["7♠", "7♣"])
    assert quick["first"]["landing"] == "true" and quick["first"]["animation"] == "sw-land", quick
    # the second answer comes a round trip later; the landing takes 300 ms (LANDING_MS in layout-grid.js)
    assert quick["second"]["landing"] == ("true" if quick["gap"] >= 300 else ""), quick
    assert quick["second"]["animation"] == ("sw-land" if quick["gap"] >= 300 else "none"), quick
    assert quick["gap"] < 300, f"the server took {quick['gap']:.0f} ms to answer a click: nothing was tested"
    page.wait_for_timeout(350)
    later = page.evaluate(CLICK_AND_WATCH, "8♠")
    assert later["touched"], later
    cell = page.locator("[data-role='layout'] [data-card='8♠']")
    expect(cell).to_have_attribute("data-landing", "true")
    assert cell.evaluate("(c) => getComputedStyle(c).animationName") == "sw-land"
    # the quick card is no longer "just played", and keeps no landing mark
    expect(page.locator("[data-role='layout'] [data-card='7♣']")).not_to_have_attribute("data-landing", "true")
