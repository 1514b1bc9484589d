"""A learner reads a variant's display name ("Shichi Narabe", 七並べ), never its preset id
("shichi-narabe"): in the Play table's log, the explorer's status line and a lesson's status."""

from __future__ import annotations

import pytest

from shichi_widgets.engine import Game, Ruleset
from shichi_widgets.widgets import GameTable, Lesson, PositionExplorer
from shichi_widgets.widgets.explorer import rules_label
from shichi_widgets.widgets.labels import label

PRESETS = tuple(Ruleset.presets())


def shown(preset: str, lang: str) -> str:
    return label(f"ui.preset.{preset}", lang)


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_has_a_display_name_that_is_not_its_id(preset):
    for lang in ("en", "ja"):
        name = shown(preset, lang)
        assert name and name != preset and preset not in name


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_new_game_log_line_names_the_variant_not_the_preset_id(preset, lang):
    table = GameTable(preset, players=4, human=None, seed=3, lang=lang)
    first = table.log_lines[0]
    assert shown(preset, lang) in first
    assert preset not in first


def test_the_new_game_log_line_reads_as_a_sentence_in_english_and_japanese():
    english = GameTable("shichi-narabe", players=4, bots="greedy", human=0, seed=1)
    assert english.log_lines[0] == "New game: Shichi Narabe, 4 players, greedy bots."
    japanese = GameTable("shichi-narabe", players=4, bots="greedy", human=0, seed=1, lang="ja")
    assert japanese.log_lines[0].startswith("新しいゲーム：七並べ、4人、")


def test_the_log_line_changes_name_when_the_language_changes_in_place():
    table = GameTable("koroshi", players=4, human=None, seed=2)
    assert table.log_lines[0].startswith("New game: Koroshi,")
    table.lang = "ja"
    assert table.log_lines[0].startswith("新しいゲーム：殺し七並べ、")
    assert "koroshi" not in table.log_lines[0]


def test_house_rule_changes_follow_the_display_name_in_words():
    rules = Ruleset.preset("tunnel-open").replace(passes=5)
    assert rules_label(rules) == "Open tunnels (Passes: 5)"
    assert rules_label(rules, "ja") == "トンネル（反対側も続く）（パスの回数：5）"
    table = GameTable(rules, players=3, human=None, seed=4)
    assert table.log_lines[0].startswith("New game: Open tunnels (Passes: 5), 3 players,")


def test_house_rules_are_named_by_their_menu_labels_and_values_never_as_flags():
    rules = Ruleset.preset("koroshi").replace(hidden_penalties=True, penalty="count", passes=None, must_play=True)
    english, japanese = rules_label(rules), rules_label(rules, "ja")
    for flag in ("hidden_penalties", "penalty", "passes", "must_play", "=", "True", "None"):
        assert flag not in english and flag not in japanese
    for key in ("ui.rule.hidden_penalties", "ui.rule.penalty", "ui.rule.passes", "ui.choice.count", "ui.choice.yes"):
        assert label(key) in english and label(key, "ja") in japanese
    assert label("ui.choice.no_limit") in english and label("ui.choice.no_limit", "ja") in japanese  # W4: no limit


def test_a_flag_no_menu_offers_is_named_as_a_house_rule_never_by_its_code_name():
    """Issue 24: no code or flag name in a caption; before, "Shichi Narabe (sevens=played)"."""
    rules = Ruleset.preset("shichi-narabe").replace(sevens="played")
    assert rules_label(rules) == "Shichi Narabe (other house rules)"
    assert rules_label(rules, "ja") == "七並べ（その他のローカルルール）"
    assert rules_label(Ruleset.preset("shichi-narabe"), "ja") == "七並べ"


def test_seven_bridge_without_yurei_says_what_a_stuck_player_does_in_words():
    """Issue 24: the log said "(stuck=lose-turn)", in English on a Japanese screen too."""
    rules = Ruleset.preset("seven-bridge").replace(ghost=False)
    assert rules_label(rules) == "Seven Bridge (When stuck: loses the turn)"
    assert rules_label(rules, "ja") == "セブンブリッジ（七並べ型）（出せないとき：その番はお休み）"
    for lang in ("en", "ja"):
        line = GameTable(rules, players=3, human=None, seed=4, lang=lang).log_lines[0]
        assert "stuck=" not in line and "lose-turn" not in line and "=" not in line


@pytest.mark.parametrize(
    "flag", ["passes", "must_play", "tunnels", "stuck", "sevens", "deal_start", "kings_bonus", "ante"]
)
def test_no_single_house_rule_is_shown_as_code(flag):
    from dataclasses import fields

    base = Ruleset.preset("seven-bridge")
    choices = {"passes": 2, "must_play": True, "tunnels": "open", "stuck": "lose-turn", "sevens": "played",
               "deal_start": "dealer", "kings_bonus": 10, "ante": 2}
    assert flag in {f.name for f in fields(Ruleset)}
    try:
        rules = base.replace(**{flag: choices[flag]})
    except ValueError:
        pytest.fail(f"{flag}={choices[flag]!r} is not a valid change of the test's preset")
    for lang in ("en", "ja"):
        shown = rules_label(rules, lang)
        assert "=" not in shown and "_" not in shown and "-" not in shown, shown
    assert not any("a" <= ch.lower() <= "z" for ch in rules_label(rules, "ja")), rules_label(rules, "ja")


def test_playing_on_from_a_position_names_the_variant():
    game = Game.new("seven-bridge", players=3, seed=5)
    for lang, name in (("en", "Seven Bridge"), ("ja", "セブンブリッジ（七並べ型）")):
        table = GameTable.from_game(game, human=None, lang=lang)
        line = next(line for line in table.log_lines if "seven-bridge" in line or name in line)
        assert name in line and "seven-bridge" not in line


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_explorer_status_names_the_variant(lang):
    explorer = PositionExplorer(preset="mushikui", players=4, seed=1, lang=lang)
    assert explorer.info["rules_label"] == shown("mushikui", lang)
    assert explorer.info["rules"] == "mushikui"  # the ruleset's own text (for links, copies) keeps the id


@pytest.mark.parametrize(("lang", "name"), [("en", "Shichi Narabe"), ("ja", "七並べ")])
def test_a_lesson_status_names_the_variant(lang, name):
    lesson = Lesson.builtin("basics", start=6, lang=lang)
    assert lesson.view["status"].startswith(f"{name} · ")
    assert "shichi-narabe" not in lesson.view["status"]
