"""Teacher mode at the table, saving and sharing a game (GameRecord) and reviewing a finished game
(GameReview), as the front end drives them with messages (issue 11, items 3–5)."""

from __future__ import annotations

import pytest

from shichi_widgets import Game, review
from shichi_widgets.links import link_for_game, link_for_position
from shichi_widgets.widgets import GameTable, PositionExplorer
from shichi_widgets.widgets.record import GameRecord
from shichi_widgets.widgets.review_panel import GameReview
from shichi_widgets.widgets.words import WORDS


def send(widget, **message):
    widget._receive(widget, message, [])


def played(table: GameTable, n: int) -> GameTable:
    for _ in range(n):
        table.play(table.hand["playable"][0] if table.hand["playable"] else "pass")
    return table


def finished(seed: int = 3) -> GameTable:
    table = GameTable("shichi-narabe", players=3, bots="greedy", seed=seed, pace=0)
    while not table.game.is_over:
        played(table, 1)
    return table


# -- teacher mode ---------------------------------------------------------------------------------

def test_show_all_hands_sends_every_hand_and_hiding_them_again_sends_none():
    table = GameTable("shichi-narabe", players=4, bots="greedy", seed=2, pace=0)
    send(table, type="reveal", on=True)
    assert table.all_hands == [[str(c) for c in table.game.hand(s)] for s in range(4)] and table.info["reveal"]
    send(table, type="reveal", on=False)
    assert table.all_hands == [] and not table.info["reveal"]


def test_the_reveal_message_must_say_true_or_false():
    table = GameTable("shichi-narabe", players=4, bots="greedy", seed=2, pace=0)
    send(table, type="reveal", on="yes")
    assert "'on' must be true or false" in table.message and table.all_hands == []


def test_the_slider_moves_the_seats_and_status_and_marks_its_log_lines():
    table = played(GameTable("shichi-narabe", players=3, bots="greedy", seed=5, pace=0), 4)
    table.show_all_hands()
    send(table, type="seek", index=1)
    past = Game.from_text(table.game.to_text(history=True))
    while len(past.history) > 1:
        past.undo()
    assert [seat["cards"] for seat in table.seats] == [past.hand_size(s) for s in range(3)]
    assert table.all_hands == [[str(c) for c in past.hand(s)] for s in range(3)]
    assert table.info["status"].startswith(f"Player {past.to_move}") or table.info["status"].startswith("Your")
    assert table.log_marks.count(1) >= 1 and len(table.log_lines) == len(table.log_marks)


def test_the_whole_log_is_sent_not_only_the_last_lines():
    table = finished()
    assert len(table.log_lines) > 8 and table.log_marks[-1] == len(table.game.history)


def test_a_finished_game_shows_no_playable_cells():
    table = finished()
    assert table.layout_cells["playable"] == [0, 0, 0, 0]


# -- save, load, link -----------------------------------------------------------------------------

def test_the_record_is_the_game_with_its_moves_and_its_link_opens_it_in_play():
    table = played(GameTable("shichi-narabe", players=4, bots="greedy", seed=7, pace=0), 3)
    record = GameRecord(table)
    assert record.record == table.game.to_text(history=True)
    assert record.link == link_for_game(table.game, tab="play")
    played(table, 1)
    assert record.record == table.game.to_text(history=True)  # follows the game


def test_a_loaded_game_replaces_the_tables_game_with_its_moves_and_log():
    source = played(GameTable("shichi-narabe", players=4, bots="greedy", seed=7, pace=0), 3)
    table = GameTable("shichi-narabe", players=4, bots="greedy", seed=1, pace=0)
    record = GameRecord(table)
    send(record, type="load", text=source.game.to_text(history=True))
    assert table.game.to_text(history=True) == source.game.to_text(history=True)
    assert table.log_lines[1:] == source.log_lines[1:] and record.message.startswith("Loaded")


def test_a_link_pasted_into_load_opens_its_game():
    source = played(GameTable("shichi-narabe", players=4, bots="greedy", seed=7, pace=0), 2)
    explorer = PositionExplorer(seed=1)
    send(GameRecord(explorer), type="load", text=link_for_game(source.game, "http://host/app"))
    assert explorer.game.to_text(history=True) == source.game.to_text(history=True)
    assert explorer.info["can_back"]


@pytest.mark.parametrize("text, why", [
    ("shichi 1\nrules: nonsense\n", "unknown preset 'nonsense'"),
    ("?position=zzz", "cut short"),
    ("?lesson=basics", "no game"),
    ("", "paste position text first"),
])
def test_a_bad_game_text_is_refused_and_nothing_changes(text, why):
    table = GameTable("shichi-narabe", players=4, bots="greedy", seed=1, pace=0)
    game = table.game
    record = GameRecord(table)
    send(record, type="load", text=text)
    assert why in record.message and table.game is game


def test_the_explorers_record_keeps_its_line_and_links_a_bare_position_as_a_position():
    explorer = PositionExplorer(seed=2)
    record = GameRecord(explorer)
    assert record.link == link_for_position(explorer.game) and record.kind == "line"
    explorer.play(explorer.game.legal_moves()[0])
    assert "moves:" in record.record and "game=" in record.link and "tab=explore" in record.link


# -- review ---------------------------------------------------------------------------------------

def test_review_is_offered_only_after_the_game():
    table = GameTable("shichi-narabe", players=3, bots="greedy", seed=3, pace=0)
    panel = GameReview(table, playouts=60, background=False)
    assert not panel.view["available"]
    send(panel, type="start")
    assert panel.message == WORDS["en"]["review.after_game"] and panel.rows == []


def test_the_review_of_a_finished_game_matches_review_and_marks_the_costliest():
    table = finished()
    panel = GameReview(table, playouts=60, seed=4, background=False)
    assert panel.view["available"]
    send(panel, type="start")
    expected = review(table.game, 0, playouts=60, seed=4)
    rows = panel.view["rows"]
    assert [row["move"] for row in rows] == [str(row["move"]) for row in expected]
    assert [row["rank"] for row in rows] == [row["rank_of_cost"] for row in expected]
    assert sum(1 for row in rows if row["mark"]) == sum(1 for row in expected if row["costly"]) <= 3
    assert panel.current == 0 and table.info["viewing"] == expected[0]["index"]
    send(panel, type="show", row=len(rows) - 1)
    assert table.info["viewing"] == expected[-1]["index"]


def test_the_review_runs_in_a_thread_and_says_itself_again_in_japanese():
    table = finished()
    panel = GameReview(table, playouts=60, seed=4, background=True)
    panel.start()
    panel.wait(120)
    assert panel.view["rows"] and panel.view["summary"].startswith(f"{len(panel.rows)} of your moves")
    panel.lang = "ja"
    assert panel.view["rows"][0]["reason"] == panel.rows[0]["reason_ja"]


def test_a_new_game_forgets_the_review():
    table = finished()
    panel = GameReview(table, playouts=60, background=False)
    panel.start()
    table.new_game("shichi-narabe", players=3)
    assert panel.rows == [] and panel.view["rows"] == [] and not panel.view["available"]


def test_showing_a_row_that_does_not_exist_is_refused():
    table = finished()
    panel = GameReview(table, playouts=60, background=False)
    panel.start()
    send(panel, type="show", row=len(panel.rows))
    assert "there is no reviewed move" in panel.message


def test_every_word_of_the_new_controls_is_said_in_english_and_japanese_with_the_same_placeholders():
    import re

    assert WORDS["en"].keys() == WORDS["ja"].keys()
    for key, english in WORDS["en"].items():
        assert set(re.findall(r"{(\w+)}", english)) == set(re.findall(r"{(\w+)}", WORDS["ja"][key])), key
        assert WORDS["ja"][key] != english, key
