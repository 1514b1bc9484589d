"""The widgets' Japanese to the glossary (GLOSSARY-ja.md, issue 10): no English preset or bot name,
``pass`` or ``JK=`` in a Japanese label or in what a rendered Japanese table or explorer says, and one
term per concept. The pattern and the glossary list are the engine test's
(tests/engine/test_japanese_glossary.py), loaded from that file so that there is one list."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from shichi_widgets.widgets.labels import LABELS, keys, ui_strings

_spec = importlib.util.spec_from_file_location(
    "engine_glossary", Path(__file__).resolve().parents[1] / "engine" / "test_japanese_glossary.py"
)
glossary = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(glossary)
english_in, ENGLISH, NOT_GLOSSARY = glossary.english_in, glossary.ENGLISH, glossary.NOT_GLOSSARY


def test_no_label_in_japanese_shows_english_words():
    strings = ui_strings("ja")
    slips = {k: v for k, v in strings.items() if ENGLISH.search(v)}
    assert not slips, slips


@pytest.mark.parametrize("key", [k for k in keys() if not k.startswith("ui.lesson.")])
def test_japanese_labels_use_the_glossary_terms(key):
    """One term per concept (GLOSSARY-ja.md); the lessons' own strings are checked with the lessons."""
    japanese = LABELS[key]["ja"]
    wrong = {word: use for word, use in NOT_GLOSSARY.items() if word in japanese}
    assert not wrong, f"{key}: {japanese!r} should use {wrong}"


def test_preset_names_in_japanese_follow_the_glossary():
    ja = {k.removeprefix("ui.preset."): LABELS[k]["ja"] for k in keys("ui.preset.")}
    assert ja["tunnel"] == "トンネル（反対側は止まる）" and ja["tunnel-open"] == "トンネル（反対側も続く）"
    assert ja["joker"] == "ジョーカー入り" and ja["joker-wild"] == "ジョーカー単独出し"


def rendered_table(preset: str):
    from shichi_widgets.widgets import GameTable

    table = GameTable(preset, players=4, bots="blocker", seed=3, pace=0, lang="ja")
    table._receive(table, {"type": "hint"}, []) if table.game.to_move == table.human else None
    sentences = list(table.log_lines) + [str(v) for v in table.info.values() if isinstance(v, str)]
    sentences += [seat["name"] for seat in table.seat_info] + [seat["status_text"] for seat in table.seats]
    sentences += list(table.hand.get("move_texts", {}).values())
    return sentences


@pytest.mark.parametrize("preset", ["tunnel", "joker", "seven-bridge", "koroshi", "sevens"])
def test_no_rendered_japanese_sentence_of_the_play_table_shows_english(preset):
    said = rendered_table(preset)
    assert said and not english_in(said), "\n".join(english_in(said))


@pytest.mark.parametrize("preset", ["joker", "tunnel-open", "seven-bridge", "mushikui"])
def test_no_rendered_japanese_sentence_of_the_explorer_shows_english(preset):
    from shichi_widgets.widgets import PositionExplorer

    explorer = PositionExplorer(preset=preset, seed=2, lang="ja")
    said = [v for k, v in explorer.info.items() if isinstance(v, str) and k not in ("preset", "rules")]
    said += [text for entry in explorer.moves for text in [entry["note"]] + [m["text"] for m in entry["moves"]]]
    said += [hand["status_text"] for hand in explorer.hands]
    assert any("ジョーカー" in s for s in said) or preset != "joker", "the joker's moves are listed in words"
    assert not english_in(said), "\n".join(english_in(said))
