"""The widgets' labels (widgets/labels.py, issue 13 item 4): moved out of the engine's catalogue.

* every label has both languages with the same placeholders, and the Japanese is Japanese;
* ``ui_strings`` / ``front_end_strings`` give them to the front end without the ``ui.`` prefix;
* the engine's old entry points (``messages.text("ui.pass")``, ``engine.ui_strings``) still read them;
* the labels, and the engine with them, import nothing from Jupyter.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from shichi_widgets.engine import LANGUAGES, Ruleset, Suit
from shichi_widgets.engine import ui_strings as engine_ui_strings
from shichi_widgets.engine.messages import keys as engine_keys
from shichi_widgets.engine.messages import text
from shichi_widgets.widgets.base import front_end_strings
from shichi_widgets.widgets.labels import LABELS, keys, label, placeholders, say, template, ui_strings

JAPANESE = re.compile(r"[\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u4e00-\u9fff\uff01-\uff60]")
RULE_ID = re.compile(r"(?<![A-Za-z0-9])[LRSJTGKBW][0-9]{1,2}(?![0-9])")
JUPYTER = ("anywidget", "ipywidgets", "traitlets", "ipykernel", "IPython")

UI_KEYS = [
    "pass", "undo", "hint", "new_game", "deal", "history", "back_to_game", "your_turn", "player_to_move",
    "player_who", "you", "bot", "cards", "card_count", "card_count.one", "passes_used", "status.active",
    "status.out", "status.bankrupt", "status.yurei", "status.dropped-out", "status.ghost", "game_over",
    "talk_to_ghost", "layout", "your_hand", "joker_plays", "no_cards", "playable", "in_layout", "empty",
    "killed", "joker_in_cell", "exposed_by_yurei", "penalty_card", "column", "row", "form.game",
    "form.players", "form.bots", "rule.passes", "rule.penalty", "rule.opening_card", "rule.ghost",
    "rule.row_order", "rule.hidden_penalties", "lesson.check", "lesson.next", "lesson.back", "lesson.right",
    "lesson.wrong", "lesson.step", "explorer.paste", "explorer.copy", "explorer.load", "explorer.legal_moves",
]


@pytest.mark.parametrize("key", keys())
def test_every_label_has_both_languages_with_the_same_placeholders(key):
    english, japanese = LABELS[key]["en"], LABELS[key]["ja"]
    assert key.startswith("ui.") and set(LABELS[key]) == set(LANGUAGES)
    assert english.strip() and japanese.strip()
    assert placeholders(key, "en") == placeholders(key, "ja")
    assert JAPANESE.search(japanese), japanese
    assert sorted(RULE_ID.findall(english)) == sorted(RULE_ID.findall(japanese))
    values = {name: 1 for name in placeholders(key)}
    for lang in LANGUAGES:
        assert "{" not in label(key, lang, **values)


def test_no_label_is_also_an_engine_sentence():
    """One home per key: a label is not kept in the engine's catalogue as well."""
    assert not set(keys()) & set(engine_keys())
    assert len(keys()) > 200


def test_labels_are_read_only_and_unknown_keys_are_named():
    with pytest.raises(TypeError):
        LABELS["ui.pass"]["en"] = "changed"  # type: ignore[index]
    with pytest.raises(KeyError, match=r"no label 'ui\.no_such'"):
        template("ui.no_such")
    with pytest.raises(KeyError, match="needs a value for 'player'"):
        label("ui.player", "en")
    with pytest.raises(ValueError, match="en, ja"):
        label("ui.pass", "fr")


def test_say_reads_a_label_or_an_engine_sentence():
    assert say("ui.player_to_move", "ja", player=2) == "プレイヤー3の番です。"  # seat 2 is the third player
    assert say("event.played", "en", player=2, card="8♥") == text("event.played", "en", player=2, card="8♥")
    assert say("ui.lesson.answer.next", "en", suit=Suit.CLUBS, cards="8♣") == "the next clubs is 8♣"


def test_ui_strings_in_both_languages():
    english, japanese = ui_strings("en"), ui_strings()  # default English
    assert japanese == english
    japanese = ui_strings("ja")
    statuses = {key for key in engine_ui_strings("en") if key.startswith("status.")}
    assert {f"status.{s}" for s in ("active", "out", "bankrupt", "yurei", "dropped-out", "ghost", "left")} <= statuses
    assert set(english) == {key[3:] for key in keys()} | statuses
    # Japanese has no singular form: the front end gets no ".one" label in Japanese (lib/strings.js)
    assert set(japanese) == {key[3:] for key in keys() if not key.endswith(".one")} | statuses
    assert english["card_count.one"] == "{count} card" and "moves.one" in english
    for key in UI_KEYS:
        assert key in english, key
    assert english["pass"] == "Pass" and japanese["pass"] == "パス"
    assert english["player_to_move"] == "Player {player} to move."  # the front end shows a seat from 1
    assert japanese["player_to_move"] == "プレイヤー{player}の番です。"
    assert japanese["status.yurei"] == "幽霊"
    assert english["game_over"].format(summary="x") == "Game over: x"
    assert english["lesson.step"].format(i=1, n=3) == "step 1 of 3"
    for preset in Ruleset.presets():
        assert f"preset.{preset}" in japanese
    for key, value in japanese.items():
        assert JAPANESE.search(value), key
    with pytest.raises(ValueError, match="en, ja"):
        ui_strings("fr")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_front_end_gets_every_label_and_status(lang):
    strings = front_end_strings(lang)
    assert ui_strings(lang).items() <= strings.items()
    assert strings["status.out"] == text("status.out", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_engines_old_entry_points_read_the_moved_labels(lang):
    """Code written before the move: ``messages.text("ui.…")`` and ``engine.ui_strings`` still work
    (they give every label; the front end's ``ui_strings`` leaves out the ".one" forms a language lacks)."""
    assert ui_strings(lang).items() <= engine_ui_strings(lang).items()
    left_out = engine_ui_strings(lang).keys() - ui_strings(lang).keys()
    assert {key for key in left_out if not key.endswith(".one")} == set()
    assert text("ui.lesson.step", lang, i=1, n=3) == label("ui.lesson.step", lang, i=1, n=3)
    assert text("ui.status.out", lang) == text("status.out", lang)  # the statuses' old key
    with pytest.raises(KeyError, match=r"ui\.no_such"):
        text("ui.no_such", lang)


def test_the_labels_and_the_engine_import_nothing_from_jupyter():
    """The labels are data: reading them (and the engine's old path to them) loads no Jupyter module."""
    code = (
        "import sys\n"
        "from shichi_widgets.engine import ui_strings\n"
        "from shichi_widgets.engine.messages import text\n"
        "from shichi_widgets.widgets.labels import label\n"
        "ui_strings('ja'); text('ui.pass', 'ja'); label('ui.lesson.check')\n"
        f"print(sorted(m for m in {JUPYTER!r} if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "[]", done.stdout


def test_the_widgets_read_their_labels_without_the_engines_compatibility_path(monkeypatch):
    """The package itself says its labels through widgets/labels.py: with the engine's old path to
    them switched off, a table, an explorer and a lesson still draw and judge in both languages."""
    from shichi_widgets.engine import messages
    from shichi_widgets.widgets import GameTable, Lesson, PositionExplorer

    monkeypatch.setattr(messages, "_UI_TABLES", [])  # the engine's old path to the labels, switched off
    with pytest.raises(KeyError, match=r"ui\.pass"):
        text("ui.pass")  # the switch is on
    for lang in LANGUAGES:
        table = GameTable("koroshi", players=3, bots="greedy", seed=2, pace=0, lang=lang)
        explorer = PositionExplorer(preset="ghost", seed=3, lang=lang)
        lesson = Lesson.builtin("koroshi", lang=lang)
        step = next(i for i, s in enumerate(lesson.steps) if s.question is not None)
        lesson.go(step)
        lesson.select(*sorted(lesson.answer()))
        assert lesson.check()
        assert table.info["status"] and explorer.info["status"] and lesson.feedback["summary"]
