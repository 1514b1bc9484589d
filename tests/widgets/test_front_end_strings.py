"""The front end's labels: every key the JavaScript asks for exists in English and Japanese.

``front_end_strings(lang)`` is all the browser gets; a key missing from it shows the English
fallback written in the JS (or the bare key) even in Japanese. Keys are read from the built static
files and from the front end's sources (``widgets/js/src``, when present): ``tr("key", …)``, and the
templated ones (``tr(`preset.${value}`)``) expanded over the values the widgets offer.
"""

from __future__ import annotations

import re

import pytest

from shichi_widgets.engine import LANGUAGES, Ruleset, Suit
from shichi_widgets.engine.cards import ALL_CARDS
from shichi_widgets.widgets.base import STATIC, front_end_strings
from shichi_widgets.widgets.explorer import FLAGS
from shichi_widgets.widgets.table import BOT_LEVELS, HOUSE_RULES

LITERAL = re.compile(r"""\btr\(\s*["']([^"'$]+)["']""")
TEMPLATED = re.compile(r"\btr\(\s*`([^`]*)\$\{")


SOURCES = STATIC.parent / "js" / "src"


def _js() -> dict[str, str]:
    paths = sorted(STATIC.glob("*.js")) + sorted(SOURCES.rglob("*.js") if SOURCES.is_dir() else [])
    return {str(path): path.read_text(encoding="utf-8") for path in paths}


def literal_keys() -> set[str]:
    """Every key the JS names literally: ``tr("pass", "Pass")``."""
    return {key for source in _js().values() for key in LITERAL.findall(source)}


def templated_keys() -> set[str]:
    """The templated keys, each expanded over the values the widgets send for it."""
    words = {  # choices that are words: numbers and cards are shown as they are, in every language
        str(choice).lower()
        for item in (*HOUSE_RULES, *FLAGS)
        for choice in item["choices"]
        if isinstance(choice, str) and choice.isascii() and choice.isalpha()
    }
    domains = {
        "preset.": set(Ruleset.presets()),
        "bot_level.": set(BOT_LEVELS),
        "rule.": {item["flag"] for item in HOUSE_RULES},
        "choice.": words - {"blocking", "open"} | {"yes", "no"},
        "explorer.choice.": {"true", "false", "none", "blocking", "open"},
        "suitname.": {str(suit.value) for suit in Suit},
        "card.": {str(card) for card in ALL_CARDS} | {"JK"},  # each card's spoken name
    }
    prefixes = {prefix for source in _js().values() for prefix in TEMPLATED.findall(source)}
    unknown = prefixes - set(domains)
    assert not unknown, f"a templated key the test does not know how to expand: {sorted(unknown)}"
    return {prefix + value for prefix in prefixes for value in domains[prefix]}


def test_the_scan_finds_the_keys_the_front_end_uses():
    """The scan itself works: well-known labels of the table, the lesson and the explorer are found."""
    keys = literal_keys() | templated_keys()
    assert {"pass", "undo", "lesson.check", "explorer.new_deal", "preset.koroshi", "rule.passes"} <= keys
    assert len(literal_keys()) > 60


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_the_javascript_uses_has_a_label(lang):
    strings = front_end_strings(lang)
    missing = sorted((literal_keys() | templated_keys()) - set(strings))
    assert not missing, f"front_end_strings({lang!r}) lacks keys the JS uses: {missing}"


def test_japanese_labels_differ_from_english_where_they_are_words():
    """A Japanese label equal to the English one would be an untranslated word (numbers and card
    symbols aside)."""
    english, japanese = front_end_strings("en"), front_end_strings("ja")
    # the same labels, but Japanese has no singular: no ".one" form is sent for it (lib/strings.js)
    assert set(english) - set(japanese) == {k for k in english if k.endswith(".one")} and set(japanese) <= set(english)
    english = {k: v for k, v in english.items() if k in japanese}
    same = [k for k in english if english[k] == japanese[k] and re.search("[a-z]{3}", english[k])]
    assert not same, f"labels not translated: {same}"
