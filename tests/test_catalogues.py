"""Every catalogue held to the same checks (engine/catalogue.py): every key has every language with
the same placeholders, every literal key the code asks for exists, the Japanese follows the
glossary (../shared/GLOSSARY-ja.md) in every table and in the lessons, and no code branches on the
language (punctuation, lists and plurals live in the Locale rows)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

import shichi_widgets.bots.words
import shichi_widgets.lessons.words
import shichi_widgets.rooms.words
import shichi_widgets.widgets.words  # noqa: F401  (imports every catalogue below it)
from shichi_widgets.engine.catalogue import catalogues

PACKAGE = Path(__file__).resolve().parents[1] / "shichi_widgets"
TABLES = {table.owner: table for table in catalogues()}

# glossary: a spelling to avoid → the term to use (one term per concept, ordinary kanji)
NOT_GLOSSARY = {
    "いっしょ": "一緒",
    "となり": "隣",
    "だれ": "誰",
    "ふせ": "伏せ",
    "しゅんかん": "瞬間",
    "もどる": "戻る",
    "もどす": "戻す",
    "読みこ": "読み込",
    "山札": "(七並べ has no stock)",
    "指して": "(a shogi word: 出して)",
    "パスチップ": "パス札",
    "通り抜け自由": "トンネル（反対側も続く）",
    "ハウスルール": "ローカルルール",
    "引き分け": "同点で勝ち",
    "達人": "エキスパート",
}


def every_japanese_text() -> list[tuple[str, str]]:
    """(where, Japanese text) for every template of every catalogue and every lesson string."""
    found = [(f"{name}:{key}", row["ja"]) for name, table in TABLES.items() for key, row in table.mapping.items()]

    def walk(where: str, value: object) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                if key == "ja" and isinstance(inner, str | list):
                    found.extend((where, line) for line in ([inner] if isinstance(inner, str) else inner))
                else:
                    walk(f"{where}.{key}", inner)
        elif isinstance(value, list):
            for i, inner in enumerate(value):
                walk(f"{where}[{i}]", inner)

    for path in sorted((PACKAGE / "lessons").glob("*.json")):
        walk(path.stem, json.loads(path.read_text(encoding="utf-8")))
    return found


def test_every_layer_has_its_catalogue():
    assert {"engine", "bots", "lessons", "widgets", "app"} <= set(TABLES)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_key_has_every_language_with_the_same_placeholders(name):
    assert TABLES[name].missing() == []


def test_no_key_is_defined_in_two_tables():
    seen: dict[str, str] = {}
    twice = []
    for name, table in TABLES.items():
        for key in table:
            if key in seen:
                twice.append(f"{key}: {seen[key]} and {name}")
            seen[key] = name
    assert twice == []


SPEAKERS = {"text", "say", "message", "label", "word", "_say", "said"}


def literal_keys() -> list[tuple[str, str]]:
    """(where, key) for every call of a speaking function with a literal key."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            first = node.args[0]
            if name in SPEAKERS and isinstance(first, ast.Constant) and isinstance(first.value, str):
                if re.fullmatch(r"[a-z_]+(\.[a-z0-9_\-]+)+", first.value):
                    found.append((f"{path.relative_to(PACKAGE)}:{node.lineno}", first.value))
    return found


def test_every_key_the_code_asks_for_is_in_a_catalogue():
    """A missing key fails here, not on a learner's screen."""
    known = {key for table in TABLES.values() for key in table}
    asked = literal_keys()
    assert len(asked) > 100  # the reader finds the calls
    missing = [f"{where}: {key}" for where, key in asked if key not in known and key.removeprefix("ui.") not in known]
    assert missing == []


def test_every_japanese_text_follows_the_glossary():
    texts = every_japanese_text()
    assert len(texts) > 900  # every table and every lesson
    wrong = [f"{where}: {text!r} → {NOT_GLOSSARY[w]}" for where, text in texts for w in NOT_GLOSSARY if w in text]
    assert wrong == [], "\n".join(wrong)


def test_japanese_lists_are_joined_with_the_japanese_comma():
    """Glossary: card lists are joined with 、, never "と" between cards or a Latin comma."""
    texts = every_japanese_text()
    between_cards = re.compile(r"[0-9AJQK][♠♥♣♦]\s*(?:と|, )\s*[0-9AJQK][♠♥♣♦]")
    wrong = [f"{where}: {text!r}" for where, text in texts if between_cards.search(text)]
    assert wrong == [], "\n".join(wrong)


BRANCH = re.compile(r"""lang\s*[!=]=\s*["'](?:ja|en)["']|["'](?:ja|en)["']\s*[!=]=\s*lang""")


def test_no_code_branches_on_the_language():
    """Per-language punctuation, lists, plurals and counters live in one Locale row."""
    found = [
        f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if BRANCH.search(line)
    ]
    assert found == []


def test_the_branch_pattern_finds_a_branch():
    assert BRANCH.search('sep = "、" if lang == "ja" else ", "')
    assert BRANCH.search("if 'en' != lang:")
    assert not BRANCH.search("check_lang(lang)")
