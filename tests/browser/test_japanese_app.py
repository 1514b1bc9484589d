"""The Voilà app in Japanese, as a Japanese learner meets it (issue 24): every tab walked in real
Chromium against the app's real server, and no English word anywhere on the page.

A Japanese browser (``locale="ja-JP"``) opens the app in Japanese on a first visit. The walk: a
lesson step answered wrong and then right; Play with a hand card hovered (the line under the layout
explains it), an unplayable card clicked (the refusal is the engine's explanation) and the game
played to the end (the result says "あなたは…位です"); the explorer's refusals (an unplayable card of
the player to move, a card of a player not to move, a 7 put in a hand). After each, the page's visible text and its
spoken labels hold no English word: rule ids (L3), card names (8♥, A♠), "JK", digits, the key names
on a keyboard and the language menu's "English" aside. The page says it is Japanese:
``<html lang="ja">`` and a Japanese title.

Also the screenshot pass: Play with a hand card hovered at 1280 and 390 px wide, light and dark,
English and Japanese (tests/browser/artifacts/people_*.png), each checked for the hovered card's
sentence and no element wider than the page.
"""

from __future__ import annotations

import re

import pytest
from browser_fixtures import click_one_move, screenshot
from playwright.sync_api import Page, expect
from test_app import AppServer, quick_app

from shichi_widgets.widgets import Lesson
from shichi_widgets.widgets.labels import say
from shichi_widgets.widgets.words import word

TITLE_JA = word("app.title", "ja")
TITLE_EN = word("app.title", "en")
# A word of two or more Latin letters is English on a Japanese screen, except these: rule ids and
# "JK" are notation, the keys are printed so on a keyboard, "English" names the other language in
# the language menu, in itself.
ENGLISH_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]+")
ALLOWED = {"JK", "Tab", "Enter", "Home", "End", "English"}
RULE_ID = re.compile(r"^[LRSJTGKBW][0-9]{1,2}$")

# The page's visible text plus what a screen reader says for it (aria-label, title), per element.
SAID = """() => {
  const out = [document.body.innerText];
  for (const node of document.querySelectorAll("[aria-label], [title]")) {
    if (node.closest("[hidden]") || !node.checkVisibility()) continue;  // drawn nowhere, said by nobody
    for (const name of ["aria-label", "title"]) if (node.getAttribute(name)) out.push(node.getAttribute(name));
  }
  return out;
}"""


def english_words(texts: list[str]) -> list[str]:
    """The English words in ``texts``, each with the line it is in (for the failure message)."""
    found = []
    for text in texts:
        for line in text.splitlines():
            for word_ in ENGLISH_WORD.findall(line):
                if word_ not in ALLOWED and not RULE_ID.match(word_):
                    found.append(f"{word_!r} in {line.strip()[:120]!r}")
    return sorted(set(found))


def play_by_clicking(page: Page, lang: str, moves_limit: int = 400) -> int:
    """Play the human's turns by clicking until the game is over (as tests/browser/test_widgets.py
    does, in any language); returns the clicks made."""
    table = page.locator("[data-role='table']")
    your_turn = say("ui.your_turn", lang)
    ready = ("() => { const t = document.querySelector('[data-role=table]');"
             " return t.dataset.over === 'true'"
             f" || t.querySelector('.sw-status').textContent.startsWith({your_turn!r}); }}")
    clicks = 0
    for _ in range(moves_limit):
        page.wait_for_function(ready)
        if table.get_attribute("data-over") == "true":
            return clicks
        click_one_move(table)
        clicks += 1
    raise AssertionError("the game did not end")


def assert_all_japanese(page: Page, where: str) -> None:
    said = page.evaluate(SAID)
    slips = english_words(said)
    assert not slips, f"English on the Japanese page ({where}):\n" + "\n".join(slips)
    assert page.evaluate("document.documentElement.lang") == "ja", where
    assert page.title() == TITLE_JA, where


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with AppServer(tmp_path_factory.mktemp("app-ja"), {"quick.ipynb": quick_app()}) as server:
        yield server


def open_in(new_page, app, lang: str, **kwargs) -> Page:
    """The quick app opened by a browser whose language is ``lang`` (a first visit)."""
    query = {"theme": kwargs.pop("theme")} if "theme" in kwargs else {}
    page = new_page(locale="ja-JP" if lang == "ja" else "en-US", **kwargs)
    page.goto(app.url_for("quick", **query))
    tab = "学ぶ" if lang == "ja" else "Learn"
    expect(page.get_by_role("tab", name=tab)).to_be_visible()
    expect(page.locator("[data-role='lesson']")).to_be_visible()
    return page


def test_the_japanese_app_says_every_tab_in_japanese(app, new_page):
    page = open_in(new_page, app, "ja")
    expect(page.locator("[data-role='lesson'] [data-action='check']")).to_have_text("答え合わせ")
    page.wait_for_function(f"document.title === {TITLE_JA!r} && document.documentElement.lang === 'ja'")
    assert_all_japanese(page, "Learn, on opening")

    # Learn: a step answered wrong, then right.
    lesson = page.locator("[data-role='lesson']")
    steps = Lesson.builtin(Lesson.builtins()[0], lang="ja").steps
    index = next(i for i, step in enumerate(steps) if step.question is not None and step.question.kind == "playable")
    for _ in range(index):
        lesson.locator("[data-action='next']").click()
    expect(lesson.locator("[data-role='progress']")).to_contain_text(f"{index + 1}")
    answer = {str(card) for card in steps[index].answer()}
    wrong = next(card for card in lesson.locator("[data-role='layout'] [data-state='empty']").evaluate_all(
        "cells => cells.map(cell => cell.dataset.card)") if card not in answer)
    lesson.locator(f"[data-role='layout'] [data-card='{wrong}']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", re.compile("hint|wrong"))  # a first wrong try: a hint
    assert_all_japanese(page, "Learn, answered wrong")
    screenshot(page, "people_japanese_lesson_wrong", full_page=True)
    lesson.locator("[data-action='clear']").click()
    for card in sorted(answer):
        lesson.locator(f"[data-role='layout'] [data-card='{card}']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "right")
    assert_all_japanese(page, "Learn, answered right")

    # Play: a hand card explains itself; an unplayable click says why; a game to the end.
    page.get_by_role("tab", name="遊ぶ").click()
    table = page.locator("[data-role='table']")
    expect(table.locator("[data-role='hand'] [data-card]").first).to_be_visible()
    page.wait_for_function("""() => { const t = document.querySelector("[data-role='table']");
      return t.dataset.over === "true" || t.querySelector("[data-role='hand'] [data-playable='true']")
        || !t.querySelector("[data-action='pass']").disabled; }""")
    card = table.locator("[data-role='hand'] button.sw-card").first
    name = card.get_attribute("data-card")
    card.hover()
    line = table.locator(".sw-explain")
    expect(line).to_have_text(re.compile(r"(出せます|出せません|ジョーカー)"))  # the engine's sentence on the card
    expect(line).to_contain_text(name if name != "JK" else "ジョーカー")
    stuck = table.locator("[data-role='hand'] button.sw-card:not([data-playable='true']):not([data-card='JK'])")
    assert stuck.count(), "the quick app's deal gives the learner a card that cannot be played yet"
    stuck.first.click()  # on a bot's turn or on ours: either way, a reason in Japanese
    expect(table.locator(".sw-message")).to_contain_text(re.compile("まだ出せません|あなたの番ではありません"))
    assert "illegal" not in table.locator(".sw-message").inner_text()
    assert_all_japanese(page, "Play, a card hovered and an unplayable card clicked")
    form = table.locator("details.sw-new")
    form.locator("summary").first.click()  # the new-game form, its house rules unfolded: every choice in Japanese
    form.locator("details.sw-rules summary").click()
    options = form.locator("option").evaluate_all("os => os.map(o => o.textContent)")
    assert options and not english_words(options), english_words(options)
    assert_all_japanese(page, "Play, the new-game form open")
    form.locator("summary").first.click()
    assert play_by_clicking(page, "ja") > 0
    expect(table).to_have_attribute("data-over", "true")
    expect(table.locator(".sw-status")).to_contain_text(re.compile(r"あなたは[0-9]+位です。"))
    assert_all_japanese(page, "Play, the game over")
    screenshot(page, "people_japanese_game_over", full_page=True)

    # Explore: an unplayable card of the player to move, and Back with nothing to go back to.
    page.get_by_role("tab", name="調べる").click()
    explorer = page.locator("[data-role='explorer']")
    expect(explorer.locator("[data-role='layout']")).to_be_visible()
    # the corner marks of who holds a card count the players from 1, as the hands' headings do
    marks = set(explorer.locator("[data-role='layout'] [data-owner]").evaluate_all(
        "cells => cells.map(cell => getComputedStyle(cell, '::after').content)"))
    assert marks == {f'"P{n}"' for n in range(1, 5)}, marks
    unplayable = explorer.locator(".sw-seat-hand[data-to-move='true'] button.sw-card:not([data-playable='true'])")
    unplayable.first.hover()  # a hand card of the explorer explains itself too
    expect(explorer.locator(".sw-explain")).to_contain_text(unplayable.first.get_attribute("data-card"))
    unplayable.first.click()
    message = explorer.locator(".sw-message")
    expect(message).to_contain_text("まだ出せません。")  # the engine's explanation, said once
    expect(message).not_to_contain_text("できません。まだ出せません。")
    assert_all_japanese(page, "Explore, an unplayable card clicked")
    waiting = explorer.locator(".sw-seat-hand:not([data-to-move='true']) button.sw-card")
    waiting.first.click()  # a card of a player who is not to move: the engine's reason, in Japanese (R1)
    expect(message).to_contain_text("の番ではありません")
    assert_all_japanese(page, "Explore, a card of a player not to move clicked")
    explorer.locator("select[data-setting='brush']").select_option("hand 0")
    explorer.locator("[data-role='layout'] [data-card='7♠']").click()  # a 7 in a hand: an impossible placement (S1)
    # the engine's own reason in Japanese, the seat counted from 1 (brush "hand 0" is Player 1's hand)
    expect(message).to_have_text("できません。プレイヤー1が7♠を持っていますが、7は始める前に場に並べます（S1）。")
    assert_all_japanese(page, "Explore, an impossible placement refused")
    screenshot(page, "people_japanese_explorer", full_page=True)
    assert not page.page_errors, page.page_errors


def test_the_language_switch_turns_the_page_language_and_title(app, new_page):
    page = open_in(new_page, app, "en")
    page.wait_for_function(f"document.title === {TITLE_EN!r}")
    assert page.evaluate("document.documentElement.lang") == "en"
    page.get_by_role("radio", name="日本語").or_(page.get_by_role("button", name="日本語")).first.click()
    page.wait_for_function(f"document.title === {TITLE_JA!r} && document.documentElement.lang === 'ja'")
    expect(page.get_by_role("tab", name="遊ぶ")).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_play_with_a_hand_card_hovered_at_desktop_and_phone_widths(app, new_page, width, theme, lang):
    page = open_in(new_page, app, lang, viewport={"width": width, "height": 900}, theme=theme)
    page.get_by_role("tab", name="遊ぶ" if lang == "ja" else "Play").click()
    table = page.locator("[data-role='table']")
    card = table.locator("[data-role='hand'] button.sw-card:not([data-card='JK'])").first
    expect(card).to_be_visible()
    name = card.get_attribute("data-card")
    card.hover()
    line = table.locator(".sw-explain")
    said = re.compile(r"(出せます|出せません)" if lang == "ja" else r"(is playable|Not playable)")
    expect(line).to_have_text(said)  # the engine's explanation of the card's cell, naming the card
    expect(line).to_contain_text(name)
    cell = table.locator(f"[data-role='layout'] [data-card='{name}']")
    expect(cell).to_have_attribute("data-pointed", "true")  # and where that cell is
    line.scroll_into_view_if_needed()
    card.hover()
    expect(line).to_contain_text(name)
    screenshot(page, f"people_play_{width}_{theme}_{lang}", full_page=True)
    # nothing a learner needs is cut off: no part of the table is wider than the page
    overflow = page.evaluate("""() => [...document.querySelectorAll("[data-role='table'] *")]
      .filter(n => n.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map(n => n.className || n.tagName).slice(0, 5)""")
    assert not overflow, overflow
    page.mouse.move(1, 1)  # the pointer leaves: the line clears instead of going stale
    expect(line).to_have_text("")
    expect(cell).not_to_have_attribute("data-pointed", "true")


def test_the_line_under_the_layout_follows_the_focus_when_the_pointer_leaves(app, new_page):
    """Issue 24: the line kept the last hovered cell's sentence ("Not playable: 6♠ must come first")
    while a playable cell had the focus. It follows the pointer, then the focus, and clears."""
    page = open_in(new_page, app, "en")
    page.get_by_role("tab", name="Play").click()
    table = page.locator("[data-role='table']")
    layout = table.locator("[data-role='layout']")
    line = table.locator(".sw-explain")
    open_cell = layout.locator("[data-playable='true']").first
    expect(open_cell).to_be_visible()
    name = open_cell.get_attribute("data-card")
    open_cell.focus()
    expect(line).to_contain_text(f"{name} is playable")
    layout.locator("[data-card='A♠']").hover()  # the pointer over an empty cell far from the 7s
    expect(line).to_contain_text("Not playable")
    page.mouse.move(1, 1)  # the pointer leaves: the focused cell is explained again, not the last hovered one
    expect(line).to_contain_text(f"{name} is playable")
    open_cell.blur()
    expect(line).to_have_text("")
