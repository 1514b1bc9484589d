"""The one message system (engine/catalogue.py): tables per layer, one locale row per language,
seats said from 1, plurals by key, and errors said in the learner's language."""

from __future__ import annotations

import re

import pytest

from shichi_widgets import Game, IllegalMoveError
from shichi_widgets.engine.catalogue import LANGUAGES, LOCALES, Catalogue, Phrase, locale

ENGLISH_WORD = re.compile(r"\b(?![A-Z][0-9]{1,2}\b)(?:JK\b)?[A-Za-z]{2,}")
"""An English word on a Japanese screen: a rule id (L3, K10) and "JK" are not words."""


def english_words(sentence: str) -> list[str]:
    return [w for w in ENGLISH_WORD.findall(sentence) if w != "JK"]


def test_every_language_has_a_locale_row_and_every_table_a_column_for_it():
    assert tuple(LOCALES) == LANGUAGES == ("en", "ja")
    with pytest.raises(ValueError, match="one per language"):
        Catalogue("test", {"a.key": ("only English",)})


def test_the_locale_row_joins_lists_and_says_places():
    assert locale("en").join(["8♥", "9♥", "10♥"], "and") == "8♥, 9♥ and 10♥"
    assert locale("en").join(["8♥", "9♥"], "or") == "8♥ or 9♥"
    assert locale("ja").join(["8♥", "9♥", "10♥"], "and") == "8♥、9♥、10♥"
    assert [locale("en").ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"]
    assert locale("ja").ordinal(3) == "3位"
    assert locale("ja").paren("プレイヤー2", "ボット") == "プレイヤー2（ボット）"
    assert locale("en").paren("Player 2", "bot") == "Player 2 (bot)"
    with pytest.raises(ValueError, match="unknown language"):
        locale("fr")


def test_a_seat_placeholder_is_said_from_1_and_a_count_of_one_takes_the_singular():
    table = Catalogue("test", {
        "t.moves": ("{n} moves by player {player}", "プレイヤー{player}の{n}手"),
        "t.moves.one": ("{n} move by player {player}", "プレイヤー{player}の{n}手"),
        "t.count": ("{count} cards", "{count}枚"),
    })
    assert table.text("t.moves", n=1, player=0) == "1 move by player 1"
    assert table.text("t.moves", n=2, player=3) == "2 moves by player 4"
    assert table.text("t.moves", "ja", n=1, player=0) == "プレイヤー1の1手"
    assert table.text("t.count", count=1) == "1 cards"  # no ".one" key: the table's only form
    assert table.missing() == []


def test_a_table_reads_the_tables_below_it_and_names_an_unknown_key():
    low = Catalogue("low", {"a.x": ("low {player}", "下{player}")})
    high = Catalogue("high", {"b.y": ("high", "上")}, below=(low,))
    assert high.text("a.x", player=1) == "low 2" and high.find("a.x") is low
    assert not high.owns("a.x") and "a.x" in high
    with pytest.raises(KeyError, match=r"no message 'c\.z' in the high catalogue"):
        high.text("c.z")


def test_a_phrase_is_said_in_the_language_of_its_sentence():
    table = Catalogue("test", {"t.why": ("No: {why}", "だめ：{why}")})
    why = Phrase.of(lambda lang: {"en": "reason", "ja": "理由"}[lang])
    assert table.text("t.why", why=why) == "No: reason"
    assert table.text("t.why", "ja", why=why) == "だめ：理由"


def test_missing_finds_a_key_whose_languages_take_different_placeholders():
    table = Catalogue("test", {"t.bad": ("{card} here", "ここ"), "t.empty": ("x", " ")})
    assert len(table.missing()) == 2


def test_an_illegal_move_error_carries_its_key_and_is_said_in_japanese_without_english_words():
    """L3, R4: the refusal a learner sees is in their language; str() stays English."""
    game = Game.new("shichi-narabe", players=4, seed=1)
    before = game.to_text(history=True)
    with pytest.raises(IllegalMoveError) as info:
        game.play("A♠")
    error = info.value
    assert error.key == "error.illegal_move" and error.values["player"] == game.to_move
    assert str(error).startswith(f"illegal move A♠ for player {game.to_move + 1}: ")
    japanese = error.text("ja")
    assert japanese.startswith(f"プレイヤー{game.to_move + 1}の手「A♠」：まだ出せません。") and "（L3）" in japanese
    assert japanese.count("出せません") == 1  # said once
    assert english_words(japanese) == []
    assert game.to_text(history=True) == before


@pytest.mark.parametrize("preset", ["shichi-narabe", "seven-bridge", "koroshi", "joker-wild"])
def test_a_move_out_of_turn_is_refused_in_the_learners_language(preset):
    """R1 (and B2 in Seven Bridge): every seat but the one to move is refused in Japanese words."""
    game = Game.new(preset, players=4, seed=3)
    other = (game.to_move + 1) % 4
    with pytest.raises(IllegalMoveError) as info:
        game.play(game.legal_moves()[0], player=other)
    assert info.value.key == "error.not_your_turn"
    assert english_words(info.value.text("ja")) == [], info.value.text("ja")
    assert "(R1)" in str(info.value) and "（R1）" in info.value.text("ja")
    if preset == "seven-bridge":
        with pytest.raises(IllegalMoveError) as opener:
            game.legal_moves(player=other)
        assert opener.value.key == "error.opener_must_open" and "（B2）" in opener.value.text("ja")
        assert english_words(opener.value.text("ja")) == []


def test_an_error_without_a_key_says_its_english_text():
    error = IllegalMoveError("plain")
    assert error.key is None and error.text("ja") == "plain"
