"""``move.text(lang)`` says a move in words for a learner; ``str(move)`` stays the notation."""

from __future__ import annotations

import pytest

from shichi_widgets.engine import Game, Move


@pytest.mark.parametrize(
    ("notation", "english", "japanese"),
    [
        ("JK=K♠+A♠", "joker as K♠, played with A♠", "ジョーカーをK♠の代わりにしてA♠と一緒に出す"),
        ("JK=5♠", "joker as 5♠", "ジョーカーを5♠の代わりに出す"),
        ("pass", "pass", "パス"),
        ("yūrei 5♠", "yūrei 5♠", "幽霊のカード5♠"),
        ("8♥", "8♥", "8♥"),
    ],
)
def test_a_move_in_words_in_english_and_japanese_while_str_stays_the_notation(notation, english, japanese):
    move = Move.parse(notation)
    assert move.text() == english and move.text("ja") == japanese
    assert str(move) == notation and Move.parse(str(move)) is move


def test_R5_a_pass_in_words_says_which_pass_it_is():
    assert Move.parse("pass").text("en", passes=(2, 3)) == "pass (2 of 3 used)"
    assert Move.parse("pass").text("ja", passes=(2, 3)) == "パス（3回中2回目）"
    assert Move.parse("pass").text("en", passes=(1, None)) == "pass", "W4: no limit, nothing to count"


def test_move_text_refuses_an_unknown_language():
    with pytest.raises(ValueError, match="unknown language 'de'"):
        Move.parse("JK=5♠").text("de")


def test_the_talk_action_is_said_in_words():
    assert Move("talk").text() == "talk to the ghost" and Move("talk").text("ja") == "おばけに話しかける"


def test_every_legal_move_of_a_joker_game_has_words_without_notation():
    game = Game.new("tunnel-joker", players=3, seed=5)
    seen = 0
    while not game.is_over and seen < 200:
        for move in game.legal_moves():
            for lang in ("en", "ja"):
                assert "JK=" not in move.text(lang) and move.text(lang)
        game.play(game.legal_moves()[0])
        seen += 1
