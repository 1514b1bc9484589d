"""One house-rules table (issue 13 item 4): the Play table's new-game form and the explorer's rule menu
read widgets/house_rules.py, whose values come from the Ruleset's own flag definitions."""

from __future__ import annotations

from dataclasses import fields

import pytest

from shichi_widgets.engine import Ruleset, RulesetError
from shichi_widgets.widgets import PositionExplorer
from shichi_widgets.widgets.explorer import FLAGS
from shichi_widgets.widgets.house_rules import EXPLORER, NEW_GAME, OFFERED, house_rule, offered
from shichi_widgets.widgets.table import HOUSE_RULES

RULESET_FLAGS = {f.name for f in fields(Ruleset)} | {"ghost"}  # ghost: the rulebook's name for B8's switch


def test_both_widgets_read_the_one_table():
    assert [dict(item) for item in HOUSE_RULES] == list(offered("new_game"))
    assert [dict(item) for item in FLAGS] == list(offered("explorer"))
    assert [item["flag"] for item in HOUSE_RULES] == list(NEW_GAME)
    assert [item["flag"] for item in FLAGS] == list(EXPLORER)
    assert {rule.flag for rule in OFFERED} == set(NEW_GAME) | set(EXPLORER)


def test_each_house_rule_is_listed_once_and_is_a_ruleset_flag():
    flags = [rule.flag for rule in OFFERED]
    assert len(flags) == len(set(flags))
    assert set(flags) <= RULESET_FLAGS


@pytest.mark.parametrize("rule", OFFERED, ids=lambda rule: rule.flag)
def test_every_offered_value_is_a_ruleset_the_engine_accepts_and_reads_back(rule):
    """A choice the form offers must make a Ruleset on some preset (kill-game flags on kill presets,
    the opening card where 7s are played, B2), and the table reads the same value back from it."""
    for choice in rule.choices:
        made = []
        for preset in Ruleset.presets():
            try:
                made.append(Ruleset.preset(preset).replace(**{rule.flag: choice}))
            except RulesetError:
                continue
        assert made, f"{rule.flag}={choice!r} is refused by every preset"
        assert all(rule.value(rules) == choice for rules in made)
    assert set(rule.new_game) <= set(rule.choices)


def test_the_values_come_from_the_rulesets_definitions():
    """The enumerated flags offer exactly what the Ruleset accepts: one more value is refused (T1, B6)."""
    assert house_rule("tunnels").choices == (None, "blocking", "open")
    assert house_rule("penalty").choices == ("value", "count")
    with pytest.raises(RulesetError, match="tunnels"):
        Ruleset.preset("tunnel").replace(tunnels="sideways")
    with pytest.raises(RulesetError, match="penalty"):
        Ruleset.preset("seven-bridge").replace(penalty="double")
    for flag in ("must_play", "diagonal", "hidden_penalties"):
        assert house_rule(flag).choices == (False, True)


@pytest.mark.parametrize("where", ["new_game", "explorer"])
def test_labels_in_both_languages(where):
    english, japanese = offered(where, "en"), offered(where, "ja")
    for en, ja in zip(english, japanese, strict=True):
        assert en["flag"] == ja["flag"] and en["choices"] == ja["choices"]
        assert en["label"] and ja["label"] and en["label"] != ja["label"]


def test_the_explorer_shows_the_tables_labels_in_its_language():
    explorer = PositionExplorer(preset="koroshi", seed=1, lang="ja")
    assert explorer.schema["flags"] == list(offered("explorer", "ja"))
    explorer.lang = "en"
    assert explorer.schema["flags"] == list(offered("explorer", "en"))


def test_unknown_places_and_flags_are_named():
    with pytest.raises(ValueError, match="'new_game' or 'explorer', not 'lobby'"):
        offered("lobby")
    with pytest.raises(KeyError, match="no house rule 'jokers'"):
        house_rule("jokers")
