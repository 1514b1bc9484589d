"""An accessibility audit with axe-core run inside the page: no serious or critical violations."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_fixtures import make_notebook, screenshot
from playwright.sync_api import Page, expect

WIDGETS = {
    "table": "from shichi_widgets.widgets import GameTable\n"
             "GameTable('joker', players=4, bots='random', seed=3, human=0, pace=0.05)",
    "kill-table": "from shichi_widgets.widgets import GameTable\n"
                  "GameTable('mushikui', players=3, bots='random', seed=3, human=0, pace=0.05)",
    "layout": "from shichi_widgets import Game\nfrom shichi_widgets.widgets import LayoutView, HandView\n"
              "game = Game.new('tunnel-joker', players=4, seed=2)\n"
              "display(LayoutView(game), HandView(game, game.to_move))",
}
NOTEBOOKS = {f"{name}.ipynb": make_notebook([source]) for name, source in WIDGETS.items()}
SERIOUS = {"serious", "critical"}


@pytest.fixture(scope="module")
def voila(voila_server):
    return voila_server(NOTEBOOKS)


def audit(page: Page, selector: str) -> list[dict]:
    results = Axe().run(page, context=selector)
    return [v for v in results.response["violations"] if v.get("impact") in SERIOUS]


@pytest.mark.parametrize("name", list(WIDGETS))
def test_widgets_have_no_serious_accessibility_violations(voila, page: Page, name):
    page.goto(voila.url_for(name))
    target = ".sw-root"
    expect(page.locator(f"{target} [data-role='layout'] [data-card]").first).to_be_visible()
    everything = Axe().run(page, context=target).response["violations"]
    print(f"axe-core on {name}: all findings {[(v['id'], v['impact']) for v in everything]}")
    violations = audit(page, target)
    report = [(v["id"], v["impact"], v["help"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
    print(f"axe-core on {name}: {len(violations)} serious or critical violations")
    screenshot(page, f"accessibility_{name}")
    assert not violations, report


def test_the_audit_finds_a_planted_violation(voila, page: Page):
    """The audit can fail: an image without a text alternative inside our root is reported."""
    page.goto(voila.url_for("layout"))
    expect(page.locator(".sw-root [data-card]").first).to_be_visible()
    page.evaluate("() => { const b = document.createElement('button');"
                  " document.querySelector('.sw-root').append(b); }")
    assert any(v["id"] == "button-name" for v in audit(page, ".sw-root"))
