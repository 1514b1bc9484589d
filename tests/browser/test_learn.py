"""Lesson and PositionExplorer in a real browser (Voilà): answers checked right and wrong, pasted positions."""

from __future__ import annotations

import pytest
from browser_fixtures import make_notebook, screenshot
from playwright.sync_api import Page, expect

from shichi_widgets import Game
from shichi_widgets.widgets import Lesson

NOTEBOOKS = {
    "lesson.ipynb": make_notebook([
        "from shichi_widgets.widgets import Lesson\nlesson = Lesson.builtin('basics', start=6)\nlesson",
    ]),
    "explorer.ipynb": make_notebook([
        "from shichi_widgets.widgets import PositionExplorer\nexplorer = PositionExplorer()\nexplorer",
    ]),
}


@pytest.fixture(scope="module")
def voila(voila_server):
    return voila_server(NOTEBOOKS)


def cards_where(scope, selector: str) -> set[str]:
    return set(scope.locator(selector).evaluate_all("nodes => nodes.map(n => n.dataset.card)"))


def test_a_lesson_question_answered_wrong_then_right(voila, page: Page):
    expected = Lesson.builtin("basics").steps[6]
    answer = expected.answer()
    game = expected.position()
    page.goto(voila.url_for("lesson"))
    lesson = page.locator("[data-role='lesson']")
    layout = lesson.locator("[data-role='layout']")
    expect(lesson.locator("[data-role='progress']")).to_have_text("step 7 of 8")
    expect(layout.locator("[data-card]")).to_have_count(52)
    assert cards_where(layout, "[data-playable='true']") == set()  # no highlight gives the answer away

    layout.locator("[data-card='4♠']").click()
    expect(layout.locator("[data-card='4♠']")).to_have_attribute("data-selected", "true")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "wrong")
    feedback = lesson.locator("[data-role='feedback']")
    expect(feedback).to_contain_text(game.explain("4♠"))
    expect(layout.locator("[data-card='4♠']")).to_have_attribute("data-answer", "wrong")
    screenshot(page, "learn_lesson_wrong", full_page=True)

    lesson.locator("[data-action='clear']").click()
    expect(lesson).not_to_have_attribute("data-result", "wrong")
    for card in sorted(answer):
        layout.locator(f"[data-card='{card}']").click()
        expect(layout.locator(f"[data-card='{card}']")).to_have_attribute("data-selected", "true")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "right")
    expect(feedback).to_contain_text("Right")
    assert cards_where(layout, "[data-playable='true']") == {str(c) for c in game.playable_cells()} == answer
    assert cards_where(layout, "[data-answer='right']") == answer
    screenshot(page, "learn_lesson_right", full_page=True)

    # An options question two steps back: one pick among the offered moves.
    lesson.locator("[data-action='back']").click()
    lesson.locator("[data-action='back']").click()
    expect(lesson.locator("[data-role='progress']")).to_have_text("step 5 of 8")
    expect(lesson).not_to_have_attribute("data-result", "right")
    options = lesson.locator("[data-role='options'] [data-option]")
    expect(options).to_have_count(3)
    (right,) = Lesson.builtin("basics").answer(4)
    lesson.locator(f"[data-option='{right}']").click()
    expect(lesson.locator(f"[data-option='{right}']")).to_have_attribute("data-selected", "true")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "right")
    lesson.locator("[data-action='next']").click()
    expect(lesson.locator("[data-role='progress']")).to_have_text("step 6 of 8")
    expect(lesson.locator("[data-role='caption'] strong, [data-role='caption'] em")).not_to_have_count(0)
    assert not page.page_errors


def test_the_explorer_loads_pasted_text_and_shows_the_engines_highlights(voila, page: Page):
    game = Game.new("tunnel", players=3, seed=11)
    for _ in range(14):
        game.play(game.legal_moves()[0])
    page.goto(voila.url_for("explorer"))
    explorer = page.locator("[data-role='explorer']")
    layout = explorer.locator("[data-role='layout']")
    expect(layout.locator("[data-card]")).to_have_count(52)

    explorer.locator("[data-role='paste']").fill(game.to_text())
    explorer.locator("[data-action='load']").click()
    expect(explorer.locator("[data-role='position-text']")).to_have_value(game.to_text())
    assert cards_where(layout, "[data-playable='true']") == {str(c) for c in game.playable_cells()}
    assert cards_where(layout, "[data-state='placed'], [data-state='joker']") == {str(c) for c in game.layout}
    buttons = explorer.locator("[data-action='play-move']")
    assert buttons.evaluate_all("nodes => nodes.map(n => n.dataset.move)") == [str(m) for m in game.legal_moves()]
    card = sorted(str(c) for c in game.playable_cells())[0]
    layout.locator(f"[data-card='{card}']").hover()
    expect(explorer.locator(".sw-explain")).to_have_text(game.explain(card))
    screenshot(page, "learn_explorer_loaded", full_page=True)

    # Step into a line and back.
    move = str(game.legal_moves()[0])
    explorer.locator(f"[data-action='play-move'][data-move='{move}']").click()
    game.play(move)
    expect(explorer.locator("[data-role='position-text']")).to_have_value(game.to_text())
    assert cards_where(layout, "[data-playable='true']") == {str(c) for c in game.playable_cells()}
    explorer.locator("[data-action='back']").click()
    game.undo()
    expect(explorer.locator("[data-role='position-text']")).to_have_value(game.to_text())
    expect(explorer.locator("[data-action='forward']")).to_be_enabled()

    # An impossible edit is refused with the engine's reason, and nothing changes.
    explorer.locator("[data-setting='brush']").select_option("hand 0")
    layout.locator("[data-card='7♠']").click()
    expect(explorer.locator(".sw-message")).to_contain_text("(S1)")
    expect(explorer.locator("[data-role='position-text']")).to_have_value(game.to_text())
    screenshot(page, "learn_explorer_refused", full_page=True)
    assert not page.page_errors
