"""Sentences for people on the widgets and the app (issue 24): seats counted from 1, "You", the result
said to you, "1 move", refusals in the learner's words and language, a hand card that explains itself,
the page's language and title, and Japanese to the glossary (kanji, no code in a caption, no
language branches in the code: the Locale rows say it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shichi_widgets.engine.catalogue import SEAT_PLACEHOLDERS, locale
from shichi_widgets.widgets import GameTable, PositionExplorer
from shichi_widgets.widgets.base import front_end_strings
from shichi_widgets.widgets.labels import LABELS, say
from shichi_widgets.widgets.words import WORDS

ROOT = Path(__file__).resolve().parents[2]
WIDGETS = ROOT / "shichi_widgets" / "widgets"
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
RULE_IDS = re.compile(r"[LRSJTGKBW][0-9]{1,2}")


def send(widget, content) -> None:
    widget._receive(widget, content, [])


def no_english(sentence: str) -> bool:
    return not ENGLISH_WORD.search(RULE_IDS.sub("", sentence).replace("JK", ""))


def played_out(lang: str, preset: str = "shichi-narabe", seed: int = 3) -> GameTable:
    table = GameTable(preset, players=4, bots="greedy", seed=seed, pace=0, lang=lang)
    while not table.is_over:
        hand = table.hand
        table.play(hand["playable"][0] if hand.get("playable") else (hand.get("joker_plays") or ["pass"])[0])
    return table


# -- people count from 1, and you are "you" -----------------------------------------------------------


@pytest.mark.parametrize(("lang", "you", "bot"), [
    ("en", "You (Player 1)", "Player 2 (expert bot)"),
    ("ja", "あなた（プレイヤー1）", "プレイヤー2（エキスパートボット）"),
])
def test_the_seats_are_you_and_players_counted_from_1(lang, you, bot):
    table = GameTable("shichi-narabe", players=3, bots="expert", seed=1, pace=0.5, lang=lang)
    assert [seat["name"] for seat in table.seat_info][:2] == [you, bot]
    assert not any("0" in seat["name"] for seat in table.seat_info)


def test_the_expert_has_one_name_in_japanese():
    assert LABELS["ui.bot_level.expert"]["ja"] == "エキスパート"
    assert "エキスパート" in WORDS["ja"]["review.running"] and "達人" not in str(dict(WORDS["ja"]))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_result_says_where_you_finished(lang):
    table = played_out(lang)
    place = table.game.result.ranks[0]
    said = say("ui.result.you_place", lang, place=locale(lang).ordinal(place))
    assert said in table.info["status"]
    assert said == {"en": f"You finished {locale('en').ordinal(place)}.", "ja": f"あなたは{place}位です。"}[lang]
    ranks = [seat["score"] for seat in table.seats]
    assert ranks[0] == {"en": f"{locale('en').ordinal(place)} place", "ja": f"順位：{place}位"}[lang]
    assert "0." not in table.info["result"] and "player 0" not in table.info["result"].lower()


def test_the_result_of_a_game_without_a_human_says_no_you():
    table = GameTable("shichi-narabe", players=3, bots="random", seed=2, human=None, pace=0)
    assert table.is_over and "You" not in table.info["status"]


def test_ordinals_and_plurals_are_the_locales():
    assert [locale("en").ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"]
    assert say("ui.moves", "en", n=1) == "1 move" and say("ui.moves", "en", n=2) == "2 moves"
    assert say("ui.card_count", "en", count=1) == "1 card" and say("ui.card_count", "ja", count=1) == "1枚"
    assert say("ui.score.penalty_cards", "en", n=1) == "1 penalty card"
    assert "ui.card_count_one" not in LABELS and "ui.score.penalty_card" not in LABELS  # no hand-picked singulars


def test_the_front_end_fills_labels_as_the_catalogue_does():
    """lib/strings.js counts a seat placeholder from 1 and picks ``.one``; its list of seat
    placeholders is the catalogue's, and the JS passes seats under those names, never as {n}."""
    source = (WIDGETS / "js" / "src" / "lib" / "strings.js").read_text(encoding="utf-8")
    listed = re.search(r"SEAT_PLACEHOLDERS = \[([^\]]*)\]", source).group(1)
    assert set(re.findall(r'"(\w+)"', listed)) == set(SEAT_PLACEHOLDERS)
    assert "+ 1" in source and '`${key}.one`' in source
    for name in ("table.js", "explorer.js"):
        js = (WIDGETS / "js" / "src" / name).read_text(encoding="utf-8")
        assert not re.search(r"\{ n: (seat|p|owner|state\.player|entry\.player) \}", js), name
        assert "card_count_one" not in js
    english, japanese = front_end_strings("en"), front_end_strings("ja")
    assert english["moves.one"] == "{n} move" and "moves.one" not in japanese  # Japanese has no singular
    for key in ("player", "player_to_move", "talk_to_ghost", "explorer.brush.hand", "explorer.held_by"):
        assert "{player}" in english[key] and "{n}" not in english[key], key


# -- refusals in the learner's words and language ---------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_clicking_a_card_that_cannot_be_played_says_why_in_the_learners_words(lang):
    table = GameTable("shichi-narabe", players=4, bots="greedy", seed=1, pace=0.5, lang=lang)
    table.advance()
    game = table.game
    assert game.to_move == 0
    legal = {str(m) for m in game.legal_moves()}
    stuck = next(c for c in game.hand(0) if str(c) not in legal and not c.is_joker)
    send(table, {"type": "play", "move": str(stuck)})
    assert table.message == game.explain(stuck, lang=lang)
    assert "illegal" not in table.message and "player 0" not in table.message
    assert lang == "en" or no_english(table.message)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_out_of_turn_undo_and_hint_refusals_are_in_the_learners_language(lang):
    table = GameTable("shichi-narabe", players=4, bots="greedy", seed=2, pace=0.5, lang=lang)
    if table.game.to_move == 0:
        table.play(str(table.game.legal_moves()[0]))
    assert table.game.to_move != 0
    for content in ({"type": "play", "move": str(table.game.hand(0)[0])}, {"type": "hint"}):
        send(table, content)
        assert table.message and (lang == "en" or no_english(table.message)), table.message
    send(table, {"type": "play", "move": str(table.game.hand(0)[0])})
    assert table.message == say("ui.refused.not_your_turn", lang, to_move=table.game.to_move)
    assert f"{table.game.to_move + 1}" in table.message  # the player to move, counted from 1
    fresh = GameTable("shichi-narabe", players=4, bots="greedy", seed=5, pace=0.5, lang=lang)
    if not any(turn.player == 0 for turn in fresh.game.history):
        send(fresh, {"type": "undo"})
        assert fresh.message == say("ui.refused.nothing_to_undo", lang)


def test_seven_bridge_notes_the_opener_in_japanese_once():
    explorer = PositionExplorer(preset="seven-bridge", players=4, seed=1, lang="ja")
    notes = [entry["note"] for entry in explorer.moves if entry["note"]]
    assert len(notes) == 3 and all(no_english(note) for note in notes)
    assert not any("この人の番にすることはできません" in note for note in notes)  # said once, by the engine


# -- a hand card explains itself; the page's language -----------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hovered_hand_card_is_explained_naming_it(lang):
    table = GameTable("joker", players=3, bots="greedy", seed=13, pace=0.5, lang=lang)  # the joker in your hand
    cards = table.hand["cards"]
    assert "JK" in cards
    for card in cards:
        send(table, {"type": "hover", "card": card})
        assert table.hover["card"] == card and table.hover["text"], card
        assert card == "JK" or card in table.hover["text"], table.hover  # "2♠: Not playable: 6♠ must come first"
        assert lang == "en" or no_english(table.hover["text"])


def test_the_app_gives_the_page_its_language_and_title():
    from shichi_widgets.app import App

    app = App(lang="ja", pace=0)
    assert (app.page.lang, app.page.title) == ("ja", WORDS["ja"]["app.title"])
    app.lang = "en"
    assert (app.page.lang, app.page.title) == ("en", WORDS["en"]["app.title"])
    assert app.large.tooltip == app.large.description  # never the browser's tooltip "null"
    source = (WIDGETS / "js" / "src" / "theme.js").read_text(encoding="utf-8")
    assert "document.documentElement.lang" in source and "document.title" in source


# -- Japanese style --------------------------------------------------------------------------------

KANA_FOR_KANJI = ("いっしょ", "となり", "だれ", "ふせ", "もど", "しゅんかん", "ふり返", "ふりかえ", "ひみつ",
                  "いま出", "くわしい", "読みこ", "貼りつけ")


def japanese_screen_words() -> dict[str, str]:
    words = {key: value["ja"] for key, value in LABELS.items() if not key.startswith("ui.lesson.")}
    words.update({f"app:{key}": value for key, value in WORDS["ja"].items()})
    return words


def test_japanese_labels_and_words_use_the_glossary_kanji():
    slips = {key: text for key, text in japanese_screen_words().items() if any(k in text for k in KANA_FOR_KANJI)}
    assert not slips, slips


def test_japanese_captions_show_no_code_and_no_stiff_counts():
    words = japanese_screen_words()
    unfilled = {k: re.sub(r"\{\w+\}", "", v) for k, v in words.items()}  # placeholders are not shown
    assert not {k: v for k, v in unfilled.items() if re.search(r"`|[a-z]+_[a-z]+|[a-z]+=", v)}
    assert words["ui.passes_used_of"].format(used=0, limit=3) == "パス：0/3回"
    assert not {k: v for k, v in words.items() if "使用" in v}


def test_no_language_branch_in_the_widgets_or_the_app():
    """Punctuation, gaps and brackets come from the Locale rows (engine/catalogue.py)."""
    owned = [*WIDGETS.glob("*.py"), *(ROOT / "shichi_widgets").glob("*.py")]
    owned = [p for p in owned if p.name not in ("lesson.py", "review_panel.py")]
    branches = [f"{p.name}:{n}" for p in owned for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                if re.search(r"lang\s*[!=]=\s*['\"](ja|en)['\"]", line)]
    assert not branches, branches


@pytest.mark.parametrize(("stored", "link"), [("not json", ""), ("", "?lesson=nope"), ("", "?position=zzzz")])
def test_a_refused_link_or_saved_state_is_said_in_japanese_without_english(stored, link):
    from shichi_widgets.app import App

    app = App(lang="ja", seed=1, pace=0)
    app.storage.browser_languages = ["ja-JP"]
    app._opened(stored or None, link)
    shown = re.sub(r"<[^>]+>", "", app.problem.value)
    assert shown and no_english(shown), shown
    assert shown in (WORDS["ja"]["app.bad_saved.plain"], WORDS["ja"]["app.bad_link.plain"])
    english = App(lang="en", seed=1, pace=0)
    english._opened(stored or None, link)
    assert "cannot" in english.problem.value or "could not" in english.problem.value  # with its detail in English


def test_house_rules_that_clash_and_unreadable_text_are_refused_in_japanese():
    from shichi_widgets.widgets.record import GameRecord

    table = GameTable("shichi-narabe", players=4, bots="greedy", seed=1, pace=0.5, lang="ja")
    send(table, {"type": "new", "preset": "shichi-narabe", "players": 4, "bots": "greedy",
                 "flags": {"hidden_penalties": True}})  # K6 belongs to kill games
    assert table.message == "このローカルルールの組み合わせでは遊べません（K6）。"
    english = GameTable("shichi-narabe", players=4, bots="greedy", seed=1, pace=0.5)
    send(english, {"type": "new", "preset": "shichi-narabe", "players": 4, "bots": "greedy",
                   "flags": {"hidden_penalties": True}})
    assert english.message == "hidden_penalties (K6) belongs to kill games"  # the engine's detail, in English
    record = GameRecord(table, lang="ja")
    send(record, {"type": "load", "text": "shichi 1\ngarbage"})
    assert record.message and no_english(record.message), record.message


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_explorers_hand_cards_explain_themselves_too(lang):
    explorer = PositionExplorer(preset="joker", players=3, seed=2, lang=lang)
    holder = next(s for s in range(3) if any(c.is_joker for c in explorer.game.hand(s)))
    for card in [str(c) for c in explorer.game.hand(holder)]:
        send(explorer, {"type": "hover", "card": card})
        assert explorer.message == "" and explorer.hover["card"] == card and explorer.hover["text"], card
        assert lang == "en" or no_english(explorer.hover["text"])
    source = (WIDGETS / "js" / "src" / "explorer.js").read_text(encoding="utf-8")
    assert "tr, layout.track)" in source  # the explorer's hands report hovers and focus to the layout's line
