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
    "explorer": "from shichi_widgets.widgets import PositionExplorer\n"
                "PositionExplorer(preset='koroshi', players=3, seed=2)",
    "explorer-ja": "from shichi_widgets.widgets import PositionExplorer\n"
                   "PositionExplorer(preset='tunnel-joker', players=4, seed=2, lang='ja')",
    "lesson": "from shichi_widgets.widgets import Lesson\nLesson.builtin('basics', start=6)",
    "lesson-ja": "from shichi_widgets.widgets import Lesson\nLesson.builtin('tunnels', start=6, lang='ja')",
}
NOTEBOOKS = {f"{name}.ipynb": make_notebook([source]) for name, source in WIDGETS.items()}
SERIOUS = {"serious", "critical"}


@pytest.fixture(scope="module")
def voila(voila_server):
    return voila_server(NOTEBOOKS)


def audit(page: Page, selector: str) -> list[dict]:
    results = Axe().run(page, context=selector)
    return [v for v in results.response["violations"] if v.get("impact") in SERIOUS]


def assert_no_serious_violations(page: Page, name: str, target: str = ".sw-root") -> None:
    everything = Axe().run(page, context=target).response["violations"]
    print(f"axe-core on {name}: all findings {[(v['id'], v['impact']) for v in everything]}")
    violations = audit(page, target)
    report = [(v["id"], v["impact"], v["help"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
    print(f"axe-core on {name}: {len(violations)} serious or critical violations")
    screenshot(page, f"accessibility_{name}")
    assert not violations, report


@pytest.mark.parametrize("name", list(WIDGETS))
def test_widgets_have_no_serious_accessibility_violations(voila, page: Page, name):
    page.goto(voila.url_for(name))
    expect(page.locator(".sw-root [data-role='layout'] [data-card]").first).to_be_visible()
    assert_no_serious_violations(page, name)


def test_a_checked_lesson_has_no_serious_accessibility_violations(voila, page: Page):
    """After Check: a first wrong answer's hint (picks still selected, the question open), then after the
    second try the right / missed / wrong marks, the feedback and the highlights."""
    page.goto(voila.url_for("lesson"))
    lesson = page.locator("[data-role='lesson']")
    for card in ("4♠", "5♠", "K♠"):
        lesson.locator(f"[data-role='layout'] [data-card='{card}']").click()
        expect(lesson.locator(f"[data-role='layout'] [data-card='{card}']")).to_have_attribute("aria-selected", "true")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "hint")  # a first wrong answer: a hint and a second try
    # The pointer stays on Check, as a learner's does: the audits include the hovered Check button.
    expect(lesson.locator("[data-role='feedback'] li").first).to_be_visible()
    assert_no_serious_violations(page, "lesson-hint")
    lesson.locator("[data-action='check']").click()  # the same picks again: wrong, with the answer
    expect(lesson).to_have_attribute("data-result", "wrong")
    expect(lesson.locator("[data-role='feedback'] li").first).to_be_visible()
    assert_no_serious_violations(page, "lesson-checked")
    lesson.locator("[data-action='next']").click()  # the last step: Next disabled
    expect(lesson.locator("[data-action='next']")).to_be_disabled()
    assert_no_serious_violations(page, "lesson-last-step")


def test_an_explored_position_has_no_serious_accessibility_violations(voila, page: Page):
    """After an edit and a move: the announcement, the line with "you are here", kill previews."""
    page.goto(voila.url_for("explorer"))
    explorer = page.locator("[data-role='explorer']")
    expect(explorer.locator("[data-role='layout'] [data-card]").first).to_be_visible()
    explorer.locator("[data-action='play-move']").first.click()
    expect(explorer.locator("[data-action='back']")).to_be_enabled()
    explorer.locator("[data-action='back']").click()
    expect(explorer.locator("[data-action='forward']")).to_be_enabled()
    explorer.locator("[data-setting='brush']").select_option("layout")
    explorer.locator("[data-role='layout'] [data-card='2♣']").click()
    expect(explorer.locator("[data-role='announce']")).not_to_be_empty()
    explorer.locator("[data-role='layout'] [data-card='8♦']").hover()
    assert_no_serious_violations(page, "explorer-explored")


def test_the_audit_finds_a_planted_violation(voila, page: Page):
    """The audit can fail: an image without a text alternative inside our root is reported."""
    page.goto(voila.url_for("layout"))
    expect(page.locator(".sw-root [data-card]").first).to_be_visible()
    page.evaluate("() => { const b = document.createElement('button');"
                  " document.querySelector('.sw-root').append(b); }")
    assert any(v["id"] == "button-name" for v in audit(page, ".sw-root"))
