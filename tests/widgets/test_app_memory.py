"""The app keeps the visitor's work (issue 11): the language switches every tab in place without
new widgets, the state kept in the browser comes back on a new kernel, links open a lesson step,
a position or a game, and anything bad from the browser or a link is refused with a sentence on
the page and the app as it was."""

from __future__ import annotations

import json

import pytest
from ipywidgets.widgets import widget as ipywidget

from shichi_widgets import Game
from shichi_widgets.app import App
from shichi_widgets.app_state import VERSION, AppState, StateError, read_state
from shichi_widgets.links import link_for_game, link_for_lesson, link_for_position
from shichi_widgets.widgets import Lesson
from shichi_widgets.widgets.words import WORDS


def live_widgets() -> int:
    return len(ipywidget._instances)


def opened(app: App, stored: str | None = None, link: str = "") -> App:
    """What the front end of the app's storage sends when the page opens."""
    app.storage._receive(app.storage, {"type": "opened", "stored": stored, "link": link}, [])
    return app


def play_moves(app: App, n: int) -> None:
    table = app.table
    for _ in range(n):
        table.play(table.hand["playable"][0] if table.hand["playable"] else "pass")


@pytest.fixture
def app() -> App:
    made = opened(App(seed=1, pace=0))
    return made


def test_fifty_language_switches_keep_the_game_and_make_no_new_widgets(app):
    play_moves(app, 3)
    game, moves = app.table.game, len(app.table.game.history)
    explorer_text, lesson = app.explorer.text, app.lesson
    before = live_widgets()
    for i in range(50):
        app.lang = "ja" if i % 2 == 0 else "en"
    assert live_widgets() == before
    assert app.table.game is game and len(game.history) == moves
    assert app.explorer.text == explorer_text and app.lesson is lesson
    assert app.tabs.titles == ("Learn", "Play", "Explore", "Class")


def test_switching_to_japanese_says_every_tab_in_japanese(app):
    app.lang = "ja"
    assert app.language.value == "ja" and app.tabs.titles == ("学ぶ", "遊ぶ", "調べる", "クラス")
    parts = (app.table, app.explorer, app.lesson, app.review, app.table_record, app.explorer_record)
    assert all(part.lang == "ja" for part in parts)
    assert app.new_start.description == WORDS["ja"]["app.new_start"]


def test_an_unknown_app_language_is_refused():
    app = App(seed=1, pace=0)
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        app.lang = "fr"
    assert app.lang == "en"


def test_forty_lesson_switches_reuse_one_lesson_widget(app):
    names = [name for _, name in app.lesson_choice.options]
    lesson = app.lesson
    app.lesson_choice.value = names[1]
    before = live_widgets()
    for i in range(40):
        app.lesson_choice.value = names[i % len(names)]
    assert live_widgets() == before and app.lesson is lesson
    assert lesson.lesson_name == names[39 % len(names)]


def test_the_language_switch_keeps_the_lesson_step(app):
    app.lesson.next()
    app.lesson.next()
    app.lang = "ja"
    assert app.lesson.index == 2 and app.lesson.lang == "ja"


def test_nothing_is_saved_before_the_page_has_said_what_it_kept():
    app = App(seed=1, pace=0)
    play_moves(app, 2)
    assert app.storage.saved == ""
    opened(app)
    assert json.loads(app.storage.saved)["game"] == app.table.game.to_text(history=True)


def test_the_saved_state_brings_back_tab_lesson_game_explorer_line_and_language(app):
    play_moves(app, 4)
    names = [name for _, name in app.lesson_choice.options]
    app.lesson_choice.value = names[2]
    app.lesson.next()
    first = app.explorer.game.legal_moves()[0]
    app.explorer.play(first)
    app.explorer.play(app.explorer.game.legal_moves()[0])
    app.explorer.back()
    app.tabs.selected_index = 1
    app.table.show_all_hands(True)
    app.lang = "ja"
    kept = app.storage.saved

    again = opened(App(seed=99, pace=0), kept)  # a new kernel: another seed, the browser's memory
    assert again.problem.value == ""
    assert again.lang == "ja" and again.tabs.selected_index == 1
    assert again.lesson.lesson_name == names[2] and again.lesson.index == 1
    assert again.table.game.to_text(history=True) == app.table.game.to_text(history=True)
    assert again.table.reveal and again.table.all_hands
    assert again.explorer.line == app.explorer.line and again.explorer.text == app.explorer.text
    assert again.storage.saved == kept


@pytest.mark.parametrize("stored, why", [
    ("not json", "not JSON"),
    ("[1, 2]", "JSON object"),
    (json.dumps({"v": VERSION + 1}), "format"),
    (json.dumps({"v": VERSION, "tab": "settings"}), "tab"),
    (json.dumps({"v": VERSION, "lesson": "no-such-lesson"}), "lesson"),
    (json.dumps({"v": VERSION, "lesson": "basics", "step": 999}), "step"),
    (json.dumps({"v": VERSION, "game": "shichi 1\nrules: nonsense\n"}), "game"),
    (json.dumps({"v": VERSION, "explore": None, "ahead": ["9♣"]}), "ahead"),
    (json.dumps({"v": VERSION, "reveal": "yes"}), "reveal"),
    (json.dumps({"v": VERSION, "script": "<b>x</b>"}), "not a field"),
])
def test_a_bad_saved_state_is_refused_with_a_sentence_and_the_default_app(stored, why):
    app = App(seed=1, pace=0)
    game = app.table.game
    opened(app, stored)
    assert "could not be restored" in app.problem.value and why in app.problem.value
    assert app.table.game is game and app.tabs.selected_index == 0 and app.lang == "en"
    assert "<b>" not in app.problem.value


def test_read_state_refuses_moves_ahead_that_do_not_follow_the_position():
    game = Game.new("shichi-narabe", players=4, seed=3)
    with pytest.raises(StateError, match="ahead: 'K♠' cannot be played"):
        read_state(AppState(explore=game.to_text(), ahead=["K♠"]).to_json())


def test_a_lesson_link_opens_that_step(app):
    name = Lesson.builtins()[3]
    fresh = opened(App(seed=1, pace=0), link=link_for_lesson(name, 2))
    assert fresh.lesson.lesson_name == name and fresh.lesson.index == 1 and fresh.tabs.selected_index == 0
    assert fresh.problem.value == ""


def test_a_position_link_opens_that_position_in_explore():
    game = Game.new("tunnel", players=3, seed=12)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    position = Game.from_text(game.to_text())
    app = opened(App(seed=1, pace=0), link=link_for_position(position, "http://x/voila/render/app.ipynb"))
    assert app.explorer.text == position.to_text() and app.tabs.selected_index == 2


def test_a_game_link_opens_that_game_with_its_moves_in_play():
    source = App(seed=5, pace=0)
    play_moves(source, 3)
    app = opened(App(seed=1, pace=0), link=link_for_game(source.table.game, "?theme=dark"))
    assert app.table.game.to_text(history=True) == source.table.game.to_text(history=True)
    assert app.tabs.selected_index == 1


@pytest.mark.parametrize("link", ["?lesson=nope", "?position=zzzz", "?game=shichi%201%0Agarbage", "?tab=settings",
                                  "?lesson=basics&step=0", "?position=z" + "A" * 40])
def test_a_bad_link_gets_a_sentence_and_the_default_app(link):
    app = App(seed=1, pace=0)
    game = app.table.game
    opened(app, link=link)
    assert "cannot be opened" in app.problem.value and "Traceback" not in app.problem.value
    assert app.table.game is game and app.tabs.selected_index == 0


def test_a_link_already_opened_is_not_opened_again_over_later_work(app):
    link = link_for_lesson(Lesson.builtins()[1], 1)
    first = opened(App(seed=1, pace=0), link=link)
    first.lesson.next()
    again = opened(App(seed=1, pace=0), first.storage.saved, link=link)
    assert again.lesson.index == 1


def test_a_new_start_forgets_the_saved_work(app):
    play_moves(app, 3)
    app.lesson.next()
    app.tabs.selected_index = 2
    app.start_afresh()
    assert app.table.game.history == [] or len(app.table.game.history) < 3
    assert app.lesson.index == 0 and app.tabs.selected_index == 0
    saved = json.loads(app.storage.saved)
    assert saved["step"] == 0 and saved["tab"] == "learn"


def test_a_stored_text_that_is_too_long_is_refused_and_the_app_starts_afresh():
    app = App(seed=1, pace=0)
    game = app.table.game
    opened(app, "x" * 66_000)
    assert "66,000 characters; at most 65,536" in app.problem.value and app.table.game is game
    assert json.loads(app.storage.saved)["game"] == game.to_text(history=True)  # saving goes on


def test_the_storage_refuses_a_stored_value_that_is_not_text():
    app = App(seed=1, pace=0)
    app.storage._receive(app.storage, {"type": "opened", "stored": {"v": 1}, "link": ""}, [])
    assert "'stored' must be the text the browser kept" in app.storage.message and not app.storage.opened


def test_closing_the_app_closes_every_widget_in_it():
    before = live_widgets()
    app = opened(App(seed=1, pace=0))
    play_moves(app, 2)
    assert live_widgets() > before
    app.close()
    assert live_widgets() == before


def opened_in(app: App, languages: list, stored: str | None = None, link: str = "") -> App:
    """The storage's ``opened`` message from a browser whose preferred languages are ``languages``."""
    message = {"type": "opened", "stored": stored, "link": link, "languages": languages}
    app.storage._receive(app.storage, message, [])
    return app


def test_a_first_visit_from_a_japanese_browser_opens_the_app_in_japanese():
    app = opened_in(App(seed=1, pace=0), ["ja-JP", "en-US"])
    assert app.lang == "ja" and app.tabs.titles == ("学ぶ", "遊ぶ", "調べる", "クラス")
    assert json.loads(app.storage.saved)["lang"] == "ja"


@pytest.mark.parametrize("languages", [["en-US", "ja"], ["fr-FR", "de"], []])
def test_a_browser_preferring_another_language_gets_english_or_its_first_known_one(languages):
    assert opened_in(App(seed=1, pace=0), languages).lang == "en"


def test_the_kept_language_and_a_link_s_language_win_over_the_browser_s():
    kept = opened(App(seed=1, pace=0)).storage.saved  # an English visit kept
    assert opened_in(App(seed=2, pace=0), ["ja"], stored=kept).lang == "en"
    assert opened_in(App(seed=3, pace=0), ["ja"], link="?lang=en").lang == "en"


@pytest.mark.parametrize("languages", ["ja", [1], ["x" * 36], ["ja"] * 17, [""]])
def test_a_malformed_language_list_is_refused_and_nothing_is_restored(languages):
    app = App(seed=1, pace=0)
    opened_in(app, languages)
    assert not app.storage.opened and app.lang == "en" and app.storage.saved == ""
