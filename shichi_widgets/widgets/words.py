"""The words of the app (its title, tabs, look settings) and of its saving, sharing, teacher and review
controls, in English and Japanese (in the terms of the project glossary). They reach every widget's
front end with the widgets' labels (``front_end_strings``); the app's own sentences are read with
:func:`word`. Standard library only."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..engine.catalogue import LANGUAGES, Catalogue, check_lang
from .labels import WIDGETS

_BY_LANGUAGE: dict[str, dict[str, str]] = {
    "en": {
        "record.title": "Save and share",
        "record.game": "This game with its moves",
        "record.line": "This position with its line of moves",
        "record.copy": "Copy game",
        "record.copied": "Copied",
        "record.select_copy": "Select and copy",
        "record.paste": "Paste a game, a position (shichi 1 …) or a link here",
        "record.load": "Load game",
        "record.loaded": "Loaded: {status}",
        "record.link": "Link",
        "record.link_label": "A link that opens this",
        "record.link_copied": "Link copied",
        "record.copy_refused": "This browser does not let the page copy here: the text is selected, "
                               "copy it yourself (Ctrl+C or ⌘C).",
        "table.show_all_hands": "Show all hands",
        "table.all_hands": "Hand: {cards}",
        "review.title": "Review",
        "review.start": "Review my moves",
        "review.running": "The expert is reviewing your moves…",
        "review.after_game": "Play the game to the end to review your moves.",
        "review.summary": "{n} of your moves reviewed; the costliest (up to three) are marked ★.",
        "review.previous": "Previous",
        "review.next": "Next",
        "review.row": "Move {number}: you played {move}; the expert would play {best}.",
        "review.places": "Expected place {place} (best {best}): cost {cost}.",
        "review.good": "As good as the best.",
        "review.mark": "★ costliest {rank}",
        "review.none": "You made no moves in this game.",
        "app.new_start": "New start",
        "app.bad_saved": "Your saved work could not be restored ({error}); the app starts afresh.",
        "app.bad_link": "This link cannot be opened: {error}. The app opens as usual.",
        "app.link_too_long": "This link was not opened: it is {length} characters long, and a link may have at most "
                             "{limit}. The app opens as usual, with your saved work.",
        "app.too_long_page.title": "This link is too long",
        "app.too_long_page.text": "This link is {length} characters long. The app opens links of at most {limit} "
                                  "characters, so it was not opened.",
        "app.too_long_page.hint": "Your saved work in this browser is kept. To share a long game, copy it with "
                                  "“Copy game” and load it with “Load game”.",
        "app.too_long_page.open": "Open the app without the link",
        "app.stored_note": "Your game, lesson step and explorer position are kept in this browser.",
        "app.title": "Shichi Narabe: learn, play, explore",
        "app.tab.learn": "Learn",
        "app.tab.play": "Play",
        "app.tab.explore": "Explore",
        "app.tab.class": "Class",
        "app.lesson": "Lesson",
        "app.look.four_colour": "Four-colour deck",
        "app.look.large": "Large cards",
        "app.problem": "Something went wrong: {error}. Try another choice, or reload the page.",
        "app.language_name": "English",  # each language named in itself, in the language menu
        "app.bad_saved.plain": "Your saved work could not be restored; the app starts afresh.",
        "app.bad_link.plain": "This link cannot be opened. The app opens as usual.",
        "app.problem.plain": "Something went wrong. Try another choice, or reload the page.",
        "app.connection.lost": "Connection lost. Reconnecting — your game is kept.",
        "app.connection.gone": "Connection lost. Reload the page to go on — your game is kept.",
        "app.connection.reload": "Reload the page",
    },
    "ja": {
        "record.title": "保存と共有",
        "record.game": "このゲーム（手順つき）",
        "record.line": "この局面（手順つき）",
        "record.copy": "ゲームをコピー",
        "record.copied": "コピーしました",
        "record.select_copy": "選択してコピーしてください",
        "record.paste": "ゲーム、局面のテキスト（shichi 1 …）、リンクをここに貼り付けてください",
        "record.load": "ゲームを読み込む",
        "record.loaded": "読み込みました：{status}",
        "record.link": "リンク",
        "record.link_label": "これを開くリンク",
        "record.link_copied": "リンクをコピーしました",
        "record.copy_refused": "このブラウザではページからコピーできません。"
                               "選択してあるので、自分でコピーしてください（Ctrl+C または ⌘C）。",
        "table.show_all_hands": "全員の手札を見せる",
        "table.all_hands": "手札：{cards}",
        "review.title": "振り返り",
        "review.start": "自分の手を振り返る",
        "review.running": "エキスパートがあなたの手を検討しています…",
        "review.after_game": "ゲームを最後まで遊ぶと、自分の手を振り返れます。",
        "review.summary": "あなたの{n}手を検討しました。損の大きい手（3手まで）に★をつけました。",
        "review.previous": "前へ",
        "review.next": "次へ",
        "review.row": "{number}手目：あなたは{move}、エキスパートなら{best}です。",
        "review.places": "予想順位 {place}（最善 {best}）：損 {cost}。",
        "review.good": "最善と同じくらい良い手です。",
        "review.mark": "★ 損の大きい手 {rank}",
        "review.none": "このゲームであなたの手はありません。",
        "app.new_start": "最初からやり直す",
        "app.bad_saved": "保存された状態を復元できませんでした（{error}）。最初から始めます。",
        "app.bad_link": "このリンクは開けません：{error}。いつものアプリを開きます。",
        "app.link_too_long": "このリンクは開けませんでした。{length}文字ありますが、リンクは{limit}文字までです。"
                             "いつものアプリを、保存された状態で開きます。",
        "app.too_long_page.title": "このリンクは長すぎます",
        "app.too_long_page.text": "このリンクは{length}文字あります。アプリが開けるリンクは{limit}文字までなので、"
                                  "開きませんでした。",
        "app.too_long_page.hint": "このブラウザに保存された状態はそのままです。長いゲームを共有するには、"
                                  "「ゲームをコピー」でコピーして「ゲームを読み込む」で読み込んでください。",
        "app.too_long_page.open": "リンクなしでアプリを開く",
        "app.stored_note": "ゲーム、レッスンのステップ、調べている局面はこのブラウザに保存されます。",
        "app.title": "七並べ：学ぶ・遊ぶ・調べる",
        "app.tab.learn": "学ぶ",
        "app.tab.play": "遊ぶ",
        "app.tab.explore": "調べる",
        "app.tab.class": "クラス",
        "app.lesson": "レッスン",
        "app.look.four_colour": "4色のトランプ",
        "app.look.large": "大きく表示",
        "app.problem": "うまくいきませんでした：{error}。別のものを選ぶか、ページを読み込み直してください。",
        "app.language_name": "日本語",
        "app.bad_saved.plain": "保存された状態を復元できませんでした。最初から始めます。",
        "app.bad_link.plain": "このリンクは開けません。いつものアプリを開きます。",
        "app.problem.plain": "うまくいきませんでした。別のものを選ぶか、ページを読み込み直してください。",
        "app.connection.lost": "接続が切れました。再接続しています。ゲームは保存されています。",
        "app.connection.gone": "接続が切れました。ページを読み込み直すと続けられます。ゲームは保存されています。",
        "app.connection.reload": "ページを読み込み直す",
    },
}


APP = Catalogue("app", {key: tuple(_BY_LANGUAGE[lang][key] for lang in LANGUAGES) for key in _BY_LANGUAGE["en"]},
                below=(WIDGETS,))
"""The app's catalogue (its words, then the widgets' labels and the engine's sentences below)."""

WORDS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {lang: MappingProxyType(APP.strings(lang)) for lang in LANGUAGES}
)
"""Every word of the app by language: ``WORDS[lang][key]`` (read-only)."""


def word(key: str, lang: str = "en", **values: Any) -> str:
    """One of :data:`WORDS` in ``lang`` with its {placeholders} filled."""
    if not APP.owns(key):
        check_lang(lang)
        raise KeyError(f"no word {key!r} among the app's words")
    return APP.text(key, lang, **values)
