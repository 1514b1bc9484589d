"""Lesson and PositionExplorer in a real browser (Voilà): answers checked right and wrong, pasted positions."""

from __future__ import annotations

import re

import pytest
from browser_fixtures import make_notebook, screenshot
from playwright.sync_api import Page, expect

from shichi_widgets import Card, Game, Move
from shichi_widgets.engine.messages import card_name, text
from shichi_widgets.widgets import Lesson
from shichi_widgets.widgets.house_rules import value_text
from shichi_widgets.widgets.labels import ui_strings

NOTEBOOKS = {
    "lesson.ipynb": make_notebook([
        "from shichi_widgets.widgets import Lesson\nlesson = Lesson.builtin('basics', start=6)\nlesson",
    ]),
    "explorer.ipynb": make_notebook([
        "from shichi_widgets.widgets import PositionExplorer\nexplorer = PositionExplorer()\nexplorer",
    ]),
    "lesson-ja.ipynb": make_notebook([
        "from shichi_widgets.widgets import Lesson\nlesson = Lesson.builtin('basics', start=6, lang='ja')\nlesson",
    ]),
    "explorer-ja.ipynb": make_notebook([
        "from shichi_widgets.widgets import PositionExplorer\nexplorer = PositionExplorer(lang='ja')\nexplorer",
    ]),
    "koroshi.ipynb": make_notebook([
        "from shichi_widgets.widgets import Lesson\nlesson = Lesson.builtin('koroshi', start=12)\nlesson",
    ]),
    "first.ipynb": make_notebook([
        "from shichi_widgets.widgets import Lesson\nlesson = Lesson.builtin('how-to-play', start=2, lang='ja')\nlesson",
    ]),
    **{f"{name}-ja.ipynb": make_notebook([
        f"from shichi_widgets.widgets import Lesson\nlesson = Lesson.builtin({name!r}, lang='ja')\nlesson",
    ]) for name in Lesson.builtins()},
}


@pytest.fixture(scope="module")
def voila(voila_server):
    return voila_server(NOTEBOOKS)


def game_at(index: int, name: str = "basics") -> Game:
    return Lesson.builtin(name).steps[index].position()


def cards_where(scope, selector: str) -> set[str]:
    return set(scope.locator(selector).evaluate_all("nodes => nodes.map(n => n.dataset.card)"))


def hint_then_right(page: Page, lesson, answer: set[str], lang: str = "en") -> None:
    """Pick one right card and a wrong one (4♠): the hint says which was right, the answer stays hidden; then
    the second try, without 4♠ and with every right card, is right."""
    layout = lesson.locator("[data-role='layout']")
    first = sorted(answer, key=lambda c: Card.parse(c).index)[0]
    for card in ("4♠", first):
        layout.locator(f"[data-card='{card}']").click()
        expect(layout.locator(f"[data-card='{card}']")).to_have_attribute("data-selected", "true")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "hint")
    feedback = lesson.locator("[data-role='feedback']")
    expect(feedback.locator("li").first).to_have_text(text("ui.lesson.hint.item_right", lang, item=first))
    expect(feedback).to_contain_text(text("ui.lesson.hint.item_wrong", lang, item="4♠"))
    expect(feedback).to_contain_text(text("ui.lesson.hint.playable", lang))
    expect(layout.locator("[data-card='4♠']")).to_have_attribute("data-answer", "wrong")
    expect(layout.locator(f"[data-card='{first}']")).to_have_attribute("data-answer", "right")
    missed = answer - {first}
    said = feedback.inner_text()
    assert not [card for card in missed if card in said]  # the hint never gives the rest of the answer
    assert cards_where(layout, "[data-playable='true']") == set()  # nor do the highlights
    assert cards_where(layout, "[data-answer='missed']") == set()
    screenshot(page, f"learn_lesson_hint_{lang}", full_page=True)

    layout.locator("[data-card='4♠']").click()  # the second try: the hint stays in view meanwhile
    expect(lesson).to_have_attribute("data-result", "hint")
    for card in sorted(missed):
        layout.locator(f"[data-card='{card}']").click()
        expect(layout.locator(f"[data-card='{card}']")).to_have_attribute("data-selected", "true")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "right")
    expect(feedback.locator(".sw-summary")).to_contain_text(text("ui.lesson.summary_right", lang, what="")[:5])
    assert cards_where(layout, "[data-answer='right']") == answer


def test_a_lesson_question_answered_wrong_gets_a_hint_and_a_second_try_then_right(voila, page: Page):
    expected = Lesson.builtin("basics").steps[6]
    answer = expected.answer()
    game = expected.position()
    page.goto(voila.url_for("lesson"))
    lesson = page.locator("[data-role='lesson']")
    layout = lesson.locator("[data-role='layout']")
    expect(lesson.locator("[data-role='progress']")).to_have_text("step 7 of 8")
    expect(lesson.locator("[data-role='course']")).to_have_text("lesson 2 of 9")
    expect(layout.locator("[data-card]")).to_have_count(52)
    assert cards_where(layout, "[data-playable='true']") == set()  # no highlight gives the answer away
    hint_then_right(page, lesson, answer)
    feedback = lesson.locator("[data-role='feedback']")
    expect(feedback).to_contain_text("Right")
    assert cards_where(layout, "[data-playable='true']") == {str(c) for c in game.playable_cells()} == answer
    assert cards_where(layout, "[data-answer='right']") == answer
    screenshot(page, "learn_lesson_right", full_page=True)

    # An options question two steps back: one pick among the offered moves; two wrong picks show the answer.
    lesson.locator("[data-action='back']").click()
    lesson.locator("[data-action='back']").click()
    expect(lesson.locator("[data-role='progress']")).to_have_text("step 5 of 8")
    expect(lesson).not_to_have_attribute("data-result", "right")
    options = lesson.locator("[data-role='options'] [data-option]")
    expect(options).to_have_count(3)
    (right,) = Lesson.builtin("basics").answer(4)
    lesson.locator("[data-option='4♠']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "hint")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "wrong")
    expect(lesson.locator("[data-role='feedback']")).to_contain_text("4♠: " + game_at(4).explain(Move.parse("4♠")))
    expect(lesson.locator(f"[data-option='{right}']")).to_have_attribute("data-answer", "missed")
    lesson.locator(f"[data-option='{right}']").click()
    expect(lesson.locator(f"[data-option='{right}']")).to_have_attribute("data-selected", "true")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "right")
    lesson.locator("[data-action='next']").click()
    expect(lesson.locator("[data-role='progress']")).to_have_text("step 6 of 8")
    expect(lesson.locator("[data-role='caption'] strong, [data-role='caption'] em")).not_to_have_count(0)
    assert not page.page_errors


def test_nothing_is_killed_is_an_explicit_answer_and_the_last_step_offers_the_next_lesson(voila, page: Page):
    """K7: K♥ kills nothing with tunnels; the learner says so with the button. The lesson's last step says it
    is done and its button opens the next lesson of the course."""
    step = Lesson.builtin("koroshi").steps[12]
    assert step.answer() == frozenset()
    page.goto(voila.url_for("koroshi"))
    lesson = page.locator("[data-role='lesson']")
    expect(lesson.locator("[data-role='layout'] [data-card]")).to_have_count(52)
    expect(lesson.locator("[data-role='course']")).to_have_text("lesson 7 of 9")
    nothing = lesson.locator("[data-action='nothing']")
    expect(nothing).to_have_text("Nothing is killed")
    lesson.locator("[data-role='layout'] [data-card='K♠']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "hint")
    nothing.click()
    expect(lesson).to_have_attribute("data-result", "right")
    expect(lesson.locator("[data-role='feedback']")).to_contain_text("Playing K♥ kills no cell")
    expect(lesson.locator("[data-role='done']")).to_be_hidden()

    count = len(Lesson.builtin("koroshi").steps)
    for _ in range(count - 13):
        lesson.locator("[data-action='next']").click()
    expect(lesson.locator("[data-role='progress']")).to_have_text(f"step {count} of {count}")
    done = lesson.locator("[data-role='done']")
    expect(done).to_contain_text("That is the end of lesson 7, Koroshi: kill games.")
    expect(done.locator("[data-action='next-lesson']")).to_have_text("Next lesson: Seven Bridge")
    done.locator("[data-action='next-lesson']").click()
    expect(lesson.locator("[data-role='course']")).to_have_text("lesson 8 of 9")
    expect(lesson.locator("[data-role='lesson-title']")).to_have_text("Seven Bridge")
    expect(lesson.locator("[data-role='progress']")).to_contain_text("step 1 of")
    expect(done).to_be_hidden()
    screenshot(page, "learn_next_lesson", full_page=True)
    assert not page.page_errors


def test_the_first_lesson_asks_who_starts_with_players_as_answers_in_japanese(voila, page: Page):
    """R3: the holder of 7♦ makes the first turn; the options are players, named in Japanese and counted
    from 1; while the question is open, neither the status line nor a seat header says whose turn it is."""
    step = Lesson.builtin("how-to-play").steps[2]
    (first,) = step.answer()
    page.goto(voila.url_for("first"))
    lesson = page.locator("[data-role='lesson']")
    expect(lesson.locator("[data-role='course']")).to_have_text(text("ui.lesson.course", "ja", i=1, n=9))
    options = lesson.locator("[data-role='options'] [data-option]")
    expect(options).to_have_count(4)
    expect(lesson.locator("[data-option='0']")).to_have_text("プレイヤー1")  # seat 0: people count from 1
    expect(lesson.locator("[data-role='status']")).not_to_contain_text("プレイヤー")
    expect(lesson.locator("[data-role='hands'] [data-to-move='true']")).to_have_count(0)
    expect(lesson.locator("[data-role='hands']")).not_to_contain_text("手番")
    wrong = "0" if first != "0" else "1"
    lesson.locator(f"[data-option='{wrong}']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "hint")
    expect(lesson.locator("[data-role='feedback']")).to_contain_text(step.question.hint_in("ja", step.game))
    expect(lesson.locator(f"[data-option='{wrong}']")).to_have_attribute("data-answer", "wrong")
    lesson.locator(f"[data-option='{first}']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "right")
    expect(lesson.locator("[data-role='feedback']")).to_contain_text(f"プレイヤー{int(first) + 1}が最初の番です。")
    expect(lesson.locator("[data-role='status']")).to_contain_text(f"プレイヤー{int(first) + 1}の番です。")
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


# --------------------------------------------------------------------------------------------- Japanese

def test_a_japanese_lesson_speaks_japanese(voila, page: Page):
    ja = ui_strings("ja")
    step = Lesson.builtin("basics").steps[6]
    game = step.position()
    page.goto(voila.url_for("lesson-ja"))
    lesson = page.locator("[data-role='lesson']")
    layout = lesson.locator("[data-role='layout']")
    expect(layout.locator("[data-card]")).to_have_count(52)
    expect(lesson).to_have_attribute("lang", "ja")
    expect(lesson.locator("[data-action='check']")).to_have_text(ja["lesson.check"])
    expect(lesson.locator("[data-action='next']")).to_have_text(ja["lesson.next"])
    expect(lesson.locator("[data-role='progress']")).to_have_text(text("ui.lesson.step", "ja", i=7, n=8))
    expect(lesson.locator("[data-role='prompt']")).to_have_text(ja["lesson.prompt.playable"])
    expect(lesson.locator("[data-role='step-title']")).to_have_text(step.titles["ja"])
    expect(lesson.locator("[data-role='caption']")).to_contain_text("出せるマスを")
    expect(layout).to_have_attribute("aria-label", ja["layout"])
    assert card_name("4♠", "ja") in layout.locator("[data-card='4♠']").get_attribute("aria-label")
    first_hand = lesson.locator("[data-role='hands'] [data-role='hand']").first
    expect(first_hand).to_have_attribute("aria-label", "プレイヤー1の手札")  # seat 0, counted from 1

    expect(lesson.locator("[data-role='course']")).to_have_text(text("ui.lesson.course", "ja", i=2, n=9))
    hint_then_right(page, lesson, step.answer(), "ja")
    layout.locator("[data-card='5♠']").hover()
    expect(lesson.locator(".sw-explain")).to_have_text(game.explain("5♠", lang="ja"))

    # Two wrong answers in a row: the hint, then the answer with the engine's reasons, in Japanese.
    lesson.locator("[data-action='next']").click()
    lesson.locator("[data-action='back']").click()
    expect(lesson).not_to_have_attribute("data-result", "right")
    layout.locator("[data-card='4♠']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "hint")
    feedback = lesson.locator("[data-role='feedback']")
    expect(feedback.locator(".sw-summary")).to_contain_text("まだです。")
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "wrong")
    expect(feedback.locator(".sw-summary")).to_contain_text("残念、ちがいます。")
    expect(feedback).to_contain_text("4♠：" + game.explain("4♠", lang="ja"))
    screenshot(page, "learn_lesson_japanese", full_page=True)
    assert not page.page_errors


def test_the_japanese_explorer_speaks_japanese(voila, page: Page):
    ja = ui_strings("ja")
    page.goto(voila.url_for("explorer-ja"))
    explorer = page.locator("[data-role='explorer']")
    expect(explorer.locator("[data-role='layout'] [data-card]")).to_have_count(52)
    expect(explorer.locator("[data-action='load']")).to_have_text(ja["explorer.load"])
    expect(explorer.locator("[data-role='moves'] .sw-panel-title")).to_have_text(ja["explorer.moves"])
    expect(explorer.locator("[data-role='status']")).to_contain_text("七並べ")
    explain = explorer.locator("[data-setting='brush'] option[value='explain']")
    expect(explain).to_have_text(ja["explorer.brush.explain"])
    expect(explorer.locator("[data-setting='preset'] option[value='\"koroshi\"']")).to_have_text(ja["preset.koroshi"])
    # no pass limit (W4) reads as the log and the labels say it (value_text), not "none"
    expect(explorer.locator("[data-setting='passes'] option[value='null']")).to_have_text(
        value_text("passes", None, "ja"))
    expect(explorer.locator("[data-setting='opening_card'] option[value='null']")).to_have_text(
        value_text("opening_card", None, "ja"))
    explorer.locator("[data-action='deal']").click()  # a new deal: still Japanese
    expect(explorer.locator("[data-role='status']")).to_contain_text("プレイヤー")
    screenshot(page, "learn_explorer_japanese", full_page=True)
    assert not page.page_errors


# --------------------------------------------------------------------------------------------- the keyboard alone

FOCUS = """() => { const a = document.activeElement; if (!a) return {};
  return {card: a.dataset.card || null, action: a.dataset.action || null, move: a.dataset.move || null,
          cell: a.getAttribute('role') === 'gridcell', lesson: Boolean(a.closest('[data-role=lesson]')),
          body: a === document.body}; }"""


def focus(page: Page) -> dict:
    return page.evaluate(FOCUS)


def tab_until(page: Page, wanted, limit: int = 80, key: str = "Tab") -> dict:
    for _ in range(limit):
        where = focus(page)
        if wanted(where):
            return where
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reached the element; focus is on {focus(page)}")


def walk_to(page: Page, rows: list[str], card: str) -> None:
    """Arrow keys from the focused cell of the layout grid to ``card``."""
    target = Card.parse(card)
    here = Card.parse(focus(page)["card"])
    row_keys = ("ArrowDown", "ArrowUp")
    dr = rows.index(str(target.suit)) - rows.index(str(here.suit))
    for _ in range(abs(dr)):
        page.keyboard.press(row_keys[0] if dr > 0 else row_keys[1])
    dc = int(target.rank) - int(here.rank)
    for _ in range(abs(dc)):
        page.keyboard.press("ArrowRight" if dc > 0 else "ArrowLeft")
    assert focus(page)["card"] == card


def test_a_lesson_is_answered_with_the_keyboard_alone(voila, page: Page):
    answer = Lesson.builtin("basics").answer(6)
    page.goto(voila.url_for("lesson"))
    lesson = page.locator("[data-role='lesson']")
    layout = lesson.locator("[data-role='layout']")
    expect(layout.locator("[data-card]")).to_have_count(52)
    expect(lesson.locator("[data-role='keys']")).to_contain_text("Tab")
    rows = layout.locator(".sw-row:not(.sw-head) .sw-label").evaluate_all("nodes => nodes.map(n => n.textContent)")

    tab_until(page, lambda f: f["cell"])  # one Tab stop for the whole grid
    # A wrong pick, taken back with Enter again.
    walk_to(page, rows, "4♠")
    page.keyboard.press("Enter")
    expect(layout.locator("[data-card='4♠']")).to_have_attribute("aria-selected", "true")
    page.keyboard.press("Enter")
    expect(layout.locator("[data-card='4♠']")).to_have_attribute("aria-selected", "false")
    for card in sorted(answer, key=lambda c: Card.parse(c).index):
        walk_to(page, rows, card)
        page.keyboard.press("Enter")
        expect(layout.locator(f"[data-card='{card}']")).to_have_attribute("data-selected", "true")
        assert focus(page)["card"] == card  # the grid keeps the keyboard user's place

    tab_until(page, lambda f: f["action"] == "check")
    page.keyboard.press("Enter")
    expect(lesson).to_have_attribute("data-result", "right")
    feedback = lesson.locator("[data-role='feedback']")
    expect(feedback).to_have_attribute("aria-live", "polite")
    expect(feedback).to_contain_text("Right")
    assert focus(page)["action"] == "check"

    # On to the last step and back, never losing focus: a disabled Next hands it to Back.
    tab_until(page, lambda f: f["action"] == "next")
    page.keyboard.press("Enter")
    expect(lesson.locator("[data-role='progress']")).to_have_text("step 8 of 8")
    expect(lesson.locator("[data-action='next']")).to_be_disabled()
    expect(lesson.locator("[data-role='announce']")).to_contain_text("step 8 of 8")
    assert focus(page)["action"] == "back"
    page.keyboard.press("Enter")
    expect(lesson.locator("[data-role='progress']")).to_have_text("step 7 of 8")
    # Nothing traps focus: Tab goes on past the lesson's controls and Shift+Tab comes back.
    tab_until(page, lambda f: not f["lesson"], limit=40)
    tab_until(page, lambda f: f["action"] == "next", limit=40, key="Shift+Tab")
    screenshot(page, "learn_lesson_keyboard", full_page=True)
    assert not page.page_errors


def test_the_explorer_is_used_with_the_keyboard_alone(voila, page: Page):
    page.goto(voila.url_for("explorer"))
    explorer = page.locator("[data-role='explorer']")
    layout = explorer.locator("[data-role='layout']")
    expect(layout.locator("[data-card]")).to_have_count(52)
    text_box = explorer.locator("[data-role='position-text']")
    start = text_box.input_value()

    where = tab_until(page, lambda f: f["cell"])
    page.keyboard.press("ArrowRight")  # 8 of the first row: in a hand; Enter moves it one place on
    card = focus(page)["card"]
    assert card != where["card"]
    page.keyboard.press("Enter")
    announce = explorer.locator("[data-role='announce']")
    expect(announce).to_contain_text(card)
    expect(text_box).not_to_have_value(start)
    assert focus(page)["card"] == card

    moved = text_box.input_value()
    played = tab_until(page, lambda f: f["action"] == "play-move")["move"]
    page.keyboard.press("Enter")
    expect(explorer.locator("[data-role='line-text']")).to_contain_text(played)
    expect(announce).to_contain_text("played")
    assert focus(page)["action"] == "play-move"  # the redrawn list keeps the keyboard user's place
    tab_until(page, lambda f: f["action"] == "back")
    page.keyboard.press("Enter")
    expect(text_box).to_have_value(moved)
    expect(announce).to_contain_text("Move taken back.")
    assert focus(page)["action"] == "forward"  # Back is disabled now: focus moved to Forward
    page.keyboard.press("Enter")
    expect(explorer.locator("[data-role='line-text'] .sw-played")).to_have_text(played)
    assert focus(page)["action"] == "back"
    screenshot(page, "learn_explorer_keyboard", full_page=True)
    assert not page.page_errors


def english_words(text: str) -> list[str]:
    """Latin words of two letters or more: English on a Japanese page (JK and the keys' names aside;
    card names and rule ids such as K3 have one letter)."""
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in ("JK", "Tab", "Enter")]


@pytest.mark.parametrize("name", Lesson.builtins())
def test_a_lesson_in_japanese_shows_no_english_word_on_any_step(voila, page: Page, name):
    """Every step of a Japanese lesson, each question answered wrong twice (the hint, then the answer with
    the engine's reasons): no English word on the lesson's page at any moment (issue 24)."""
    lesson_model = Lesson.builtin(name, lang="ja")
    page.goto(voila.url_for(f"{name}-ja"))
    lesson = page.locator("[data-role='lesson']")
    expect(lesson.locator("[data-role='layout'] [data-card]")).to_have_count(52)
    found = []
    for index, step in enumerate(lesson_model.steps):
        expect(lesson.locator("[data-role='progress']")).to_have_text(
            text("ui.lesson.step", "ja", i=index + 1, n=len(lesson_model.steps)))
        found += [(index + 1, "open", w) for w in english_words(lesson.inner_text())]
        q = step.question
        if q is not None:
            answer = step.answer()
            if q.picks == "cells":
                wrong = next(str(Card.from_index(i)) for i in range(52) if str(Card.from_index(i)) not in answer)
                lesson.locator(f"[data-role='layout'] [data-card='{wrong}']").click()
            else:
                wrong = next(o for o in q.options if o not in answer)
                lesson.locator(f"[data-option='{wrong}']").click()
            for verdict in ("hint", "wrong"):
                lesson.locator("[data-action='check']").click()
                expect(lesson).to_have_attribute("data-result", verdict)
                found += [(index + 1, verdict, w) for w in english_words(lesson.inner_text())]
        if index + 1 < len(lesson_model.steps):
            lesson.locator("[data-action='next']").click()
    assert not found, found
    assert not page.page_errors
