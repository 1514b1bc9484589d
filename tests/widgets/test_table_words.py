"""Play speaks to a learner in words (issue 10): the hint names a move and a reason, with the expert's
statistics apart; joker moves read in words; a K4 leaver "left the game"; the log names the game and
the bots in the table's language."""

from __future__ import annotations

from shichi_widgets import Game
from shichi_widgets.widgets import GameTable


def send(table, content):
    table._receive(table, content, [])


def test_the_hint_names_the_move_and_a_reason_and_keeps_the_statistics_apart():
    table = GameTable("shichi-narabe", players=3, bots="greedy", seed=2, pace=0)
    send(table, {"type": "hint"})
    assert table.info["hint"].startswith("Hint: ")
    assert "sampled deals" not in table.info["hint"] and "average" not in table.info["hint"]
    assert "sampled deals" in table.info["hint_stats"]
    table.lang = "ja"
    send(table, {"type": "hint"})
    assert table.info["hint"].startswith("ヒント：") and "pass" not in table.info["hint"]
    assert "通り試す" in table.info["hint_stats"]


def test_joker_moves_are_offered_in_words_with_the_notation_as_their_value():
    game = Game.from_position("joker", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["JK", "9♠", "2♥"], ["8♠", "3♥"]])
    table = GameTable.from_game(game, bots="greedy", pace=0)
    texts = table.hand["move_texts"]
    assert texts["JK=8♠+9♠"] == "joker as 8♠, played with 9♠"
    table.lang = "ja"
    assert table.hand["move_texts"]["JK=8♠+9♠"] == "ジョーカーを8♠の代わりにして9♠と一緒に出す"


def test_K4_a_player_who_left_a_kill_game_is_shown_as_left_not_bankrupt():
    game = Game.from_position(
        "koroshi", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["2♠", "K♥"], ["8♠", "9♠"]], passes_used=[3, 0]
    )
    table = GameTable.from_game(game, bots="greedy", human=0, pace=0)
    send(table, {"type": "play", "move": "pass"})
    assert table.seats[0]["status_text"] == "left the game"
    table.lang = "ja"
    assert table.seats[0]["status_text"] == "ゲームから抜けた"


def test_the_new_game_line_names_the_game_and_the_bots_in_japanese():
    table = GameTable("tunnel", players=4, bots="greedy", seed=1, pace=0, lang="ja")
    first = table.log_lines[0]
    assert "トンネル" in first and "よくばり" in first
    assert "tunnel" not in first and "greedy" not in first
