"""A page opens with the widgets of the tab it shows: Play and Explore are built when first shown
(or asked for in Python), and what the browser kept for them waits until then, unchanged.

A browser that starts every anywidget model of the page at once, under load, can miss anywidget's
2 s limit for starting one, and such a model drops every later message (the classroom soak saw a
table whose bots never moved). Fewer models at first also make the page ready sooner."""

from __future__ import annotations

import json

from ipywidgets.widgets import widget as ipywidget

from shichi_widgets.app import App
from shichi_widgets.links import TABS
from shichi_widgets.widgets import GameTable, Lesson, PositionExplorer
from shichi_widgets.widgets.record import GameRecord
from shichi_widgets.widgets.review_panel import GameReview


def live(kind: type) -> list:
    return [widget for widget in list(ipywidget._instances.values()) if isinstance(widget, kind)]


def opened(app: App, stored: str | None = None) -> App:
    app.storage._receive(app.storage, {"type": "opened", "stored": stored, "link": ""}, [])
    return app


def test_a_new_app_builds_the_learn_tab_and_neither_the_table_nor_the_explorer():
    before = {kind: len(live(kind)) for kind in (GameTable, PositionExplorer, GameReview, GameRecord, Lesson)}
    app = opened(App(seed=1, pace=0))
    made = {kind: len(live(kind)) - count for kind, count in before.items()}
    assert made == {GameTable: 0, PositionExplorer: 0, GameReview: 0, GameRecord: 0, Lesson: 1}
    assert app.play_tab.children == () and app.explore_tab.children == ()
    app.close()


def test_showing_play_builds_the_table_its_review_and_record_once():
    app = opened(App(seed=1, pace=0))
    app.tabs.selected_index = TABS.index("play")
    table = app.play_tab.children[0]
    assert isinstance(table, GameTable) and table is app.table
    kinds = (GameTable, GameReview, GameRecord)
    parts = app.play_tab.children
    assert len(parts) == 3 and all(isinstance(part, kind) for part, kind in zip(parts, kinds, strict=True))
    app.tabs.selected_index = 0
    app.tabs.selected_index = TABS.index("play")
    assert app.play_tab.children[0] is table and app.explore_tab.children == ()
    app.tabs.selected_index = TABS.index("explore")
    assert isinstance(app.explore_tab.children[0], PositionExplorer)
    app.close()


def test_a_kept_game_and_position_wait_for_their_tabs_and_are_saved_unchanged_meanwhile():
    first = opened(App(seed=1, pace=0))
    table = first.table
    for _ in range(3):
        table.play(table.hand["playable"][0] if table.hand["playable"] else "pass")
    first.explorer.play(first.explorer.game.legal_moves()[0])
    first.table.show_all_hands(True)
    first.tabs.selected_index = 0
    kept = first.storage.saved

    again = opened(App(seed=99, pace=0), kept)  # a reload on the Learn tab
    assert again._play is None and again._explore is None  # nothing built for the kept work
    assert json.loads(again.storage.saved)["game"] == json.loads(kept)["game"]
    assert json.loads(again.storage.saved)["explore"] == json.loads(kept)["explore"]
    again.lang = "ja"  # a language switch meanwhile builds nothing either
    assert again._play is None
    again.tabs.selected_index = TABS.index("play")
    assert again.table.game.to_text(history=True) == first.table.game.to_text(history=True)
    assert again.table.reveal and again.table.lang == "ja"
    assert again.explorer.text == first.explorer.text
    first.close()
    again.close()


def test_the_look_settings_reach_a_tab_built_later():
    app = opened(App(seed=1, pace=0))
    app.large.value = True
    app.four_colour.value = True
    assert app.table.large and app.table.four_colour and app.review.large
    assert app.explorer.large and app.explorer_record.four_colour
    app.close()


def test_new_start_before_play_was_shown_forgets_the_kept_game():
    first = opened(App(seed=1, pace=0))
    first.table.play(first.table.hand["playable"][0])
    kept = first.storage.saved
    again = opened(App(seed=2, pace=0), kept)
    again.start_afresh()
    assert json.loads(again.storage.saved)["game"] is None
    again.tabs.selected_index = TABS.index("play")
    assert again.table.game.to_text(history=True) != json.loads(kept)["game"]  # a new game, not the kept one
    first.close()
    again.close()
