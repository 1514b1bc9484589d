"""The lessons' Japanese, to the glossary (../shared/GLOSSARY-ja.md; issue 24, item 6): every Japanese
title, caption, prompt and hint of the shipped lessons and every Japanese template of the lessons'
catalogue (lessons/words.py) uses the glossary's kanji, joins card lists with 、, is polite (です/ます),
and shows no code, flag or preset id; the English captions name house rules in words too.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from shichi_widgets.lessons.format import COURSE
from shichi_widgets.lessons.format import LESSONS as FOLDER
from shichi_widgets.lessons.words import LESSONS

CARD = r"(?:10|[2-9AJQK])[♠♥♣♦]"
# the children's hiragana (or wrong word) → what the glossary and ordinary writing use
NOT_GLOSSARY = {
    "いっしょ": "一緒",
    "となり(?!ま)": "隣",
    "だれ": "誰",
    "ふせ": "伏せ",
    "しゅんかん": "瞬間",
    "わかり": "分かり",
    "ことわ": "断",
    "もどる": "戻る",
    "もどす": "戻す",
    "読みこ": "読み込",
    "まちが": "間違",
    "ひみつ": "秘密",
    "いちばん": "一番",
    "そのうえ": "その上",
    "ななめ(?!ありの殺し七並べ)": "斜め (the menu's preset name is quoted as the screen shows it)",
    "山札": "七並べには山札がありません",
    "指して": "将棋の言葉：「手を指す」",
    "ハウスルール": "ローカルルール",
    "引き分け": "同点で勝ち",
    "通り抜け自由": "トンネル（反対側も続く）",
    "パスチップ": "パス札",
    "プリセット": "画面の名前で（メニューの「…」）",
    "フラグ": "ローカルルールの名前で",
    "`": "コードを書かない",
    rf"{CARD}と{CARD}": "カードの列挙は 、",
}
POLITE = re.compile(r"(です|ます|ません|でした|ました|ましょう|ください|でしょう|か)$")


def _texts(value, lang: str) -> list[str]:
    if isinstance(value, dict):
        value = value.get(lang)
    if value is None or isinstance(value, dict):
        return []
    return ["\n".join(value) if isinstance(value, list) else value]


def lesson_texts(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every title, caption, prompt and hint written in ``lang`` in the shipped lessons."""
    out = []
    for name in COURSE:
        data = json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))
        out += [(f"{name}:title", t) for t in _texts(data.get("title"), lang)]
        for number, step in enumerate(data["steps"], 1):
            for field in ("title", "caption"):
                out += [(f"{name} step {number}.{field}", t) for t in _texts(step.get(field), lang)]
            question = step.get("question") or {}
            for field in ("prompt", "hint"):
                out += [(f"{name} step {number}.question.{field}", t) for t in _texts(question.get(field), lang)]
    return out


JAPANESE = lesson_texts("ja") + [(f"words {key}", LESSONS.template(key, "ja")) for key in LESSONS]


@pytest.mark.parametrize(("avoid", "use"), sorted(NOT_GLOSSARY.items()))
def test_the_japanese_uses_the_glossarys_words(avoid, use):
    found = [f"{where}: …{m.string[max(0, m.start() - 12):m.end() + 12]}…"
             for where, text in JAPANESE for m in re.finditer(avoid, text)]
    assert not found, f"use {use}:\n" + "\n".join(found)


def test_every_japanese_sentence_is_polite():
    """です/ます: a sentence ending in 。 ends in a polite form (the rule ids in brackets aside)."""
    plain = []
    for where, text in JAPANESE:
        text = re.sub(r"\{\w+\}", "", re.sub(r"\*+", "", text))
        for sentence in re.findall(r"[^。？！\n]+。", text):
            core = re.sub(r"(（[^（）]*）|」)+。$", "。", sentence.strip())
            if core.endswith("：。"):  # a label before a list ("選びもれ：{items}。"), not a sentence
                continue
            if not POLITE.search(core.rstrip("。")):
                plain.append(f"{where}: {sentence.strip()}")
    assert not plain, "\n".join(plain)


def test_no_english_word_in_the_japanese():
    """Card names, rule ids, JK and the keys' names (Tab, Enter) aside."""
    found = []
    for where, text in JAPANESE:
        for word in re.findall(r"[A-Za-z]{2,}", re.sub(r"\{\w+\}", "", text)):
            if word not in ("JK", "Tab", "Enter"):
                found.append(f"{where}: {word}")
    assert not found, "\n".join(found)


def test_osii_only_when_something_picked_was_right():
    """「おしい」 only in the summary used when some picks were right; else 「残念、ちがいます。」."""
    keys = [key for key in LESSONS if "おしい" in LESSONS.template(key, "ja")]
    assert keys == ["ui.lesson.summary_wrong"]
    assert LESSONS.template("ui.lesson.summary_wrong_none", "ja").startswith("残念、ちがいます。")


def test_the_english_captions_show_no_code():
    """House rules and presets are named as the screen names them, in words: no `code`, no flag = value."""
    found = [where for where, text in lesson_texts("en") if re.search(r"`|\bpreset `|\bflag `|\b[a-z_]+ = \S", text)]
    assert not found, found


def test_the_checks_can_fail():
    assert re.search(NOT_GLOSSARY and "いっしょ", "ジョーカーといっしょに出します")
    assert re.search(rf"{CARD}と{CARD}", "7♥と7♣")
    assert not re.search("となり(?!ま)", "ペナルティカードとなります")
    assert not POLITE.search("3–7人、52枚、ジョーカーなし")
    assert Path(FOLDER).is_dir()
