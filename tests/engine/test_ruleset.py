"""Rulesets: presets named in docs/rules.md, house rules by ``replace``, and refusals of bad flags."""

import pytest

from shichi_widgets import Card, Ruleset, RulesetError

PRESETS = (
    "shichi-narabe", "joker", "joker-wild", "tunnel", "tunnel-open", "tunnel-joker",
    "ghost", "seven-bridge", "sevens",
)


def test_every_preset_named_in_the_rulebook_exists():
    assert set(PRESETS) <= set(Ruleset.presets())
    for name in Ruleset.presets():
        assert Ruleset.preset(name).name == name


def test_presets_carry_the_flags_of_their_rules():
    assert Ruleset.preset("shichi-narabe").passes == 3  # R5
    assert Ruleset.preset("shichi-narabe").sevens == "dealt"  # S1
    assert Ruleset.preset("joker").joker_mode == "next" and Ruleset.preset("joker").jokers == 1  # J1, J2
    assert Ruleset.preset("joker-wild").joker_mode == "wild"  # J7
    assert Ruleset.preset("tunnel").tunnels == "blocking"  # T2
    assert Ruleset.preset("tunnel-open").tunnels == "open"  # T3
    joker_tunnel = Ruleset.preset("tunnel-joker")
    assert (joker_tunnel.tunnels, joker_tunnel.joker_mode) == ("blocking", "next")  # T4
    assert Ruleset.preset("ghost").ghost_talk  # G1
    bridge = Ruleset.preset("seven-bridge")
    assert bridge.opening_card == Card.parse("7♦") and bridge.sevens == "played"  # B2, B3
    assert bridge.ghost and bridge.end == "first-out" and bridge.scoring == "penalty"  # B5, B6
    sevens = Ruleset.preset("sevens")
    assert sevens.passes is None and sevens.must_play and sevens.pass_cost == 1  # W4
    assert sevens.chips == 20 and sevens.ante == 1  # W1


def test_replace_derives_house_rules_and_keeps_the_preset_name():
    rules = Ruleset.preset("seven-bridge").replace(passes=5, opening_card="7♥", penalty="count")
    assert rules.passes == 5 and rules.opening_card == Card.parse("7♥") and rules.penalty == "count"
    assert rules.name == "seven-bridge"
    assert rules.changes() == {"passes": 5, "opening_card": Card.parse("7♥"), "penalty": "count"}
    assert Ruleset.preset("seven-bridge").passes == 3, "presets are immutable"


def test_ghost_false_is_the_rulebooks_name_for_no_yurei_B8():
    rules = Ruleset.preset("seven-bridge").replace(ghost=False)
    assert rules.stuck == "lose-turn" and not rules.ghost


def test_rulesets_are_frozen_and_hashable():
    rules = Ruleset.preset("tunnel")
    with pytest.raises(AttributeError):
        rules.passes = 4
    assert hash(rules) == hash(Ruleset.preset("tunnel"))


def test_unknown_preset_is_refused_with_a_suggestion():
    with pytest.raises(RulesetError, match="did you mean 'tunnel'"):
        Ruleset.preset("tunel")


def test_unknown_flag_is_refused_with_a_suggestion_and_the_list():
    with pytest.raises(RulesetError, match="did you mean 'passes'"):
        Ruleset.preset("shichi-narabe").replace(pases=5)


@pytest.mark.parametrize(
    "flags, rule",
    [
        (dict(jokers=1), "J2"),  # a joker with no joker mode
        (dict(joker_mode="wild"), "J1"),  # a joker mode with no joker
        (dict(opening_card="7♥"), "B2"),  # opening card while 7s are dealt out
        (dict(sevens="played", opening_card="8♥"), "B2"),  # opening card that is not a 7
        (dict(sevens="played", jokers=1, joker_mode="next"), "J2"),
        (dict(passes=-1), "R5"),
        (dict(passes=None), "W4"),
        (dict(jokers=3, joker_mode="wild"), "J1"),
        (dict(stuck="yurei", ghost_talk=True), "G1"),
        (dict(end="first-out"), "R8"),
        (dict(kings_bonus=5), "B8"),
        (dict(match_target=0, scoring="penalty", end="first-out"), "B7"),
        (dict(source_players=(1, 9)), "R1"),
    ],
)
def test_contradictory_or_bad_flags_are_refused_naming_the_rule(flags, rule):
    with pytest.raises(RulesetError) as info:
        Ruleset.preset("shichi-narabe").replace(**flags)
    assert rule in str(info.value)
    assert isinstance(info.value, ValueError)


def test_a_bad_choice_lists_the_allowed_values():
    with pytest.raises(RulesetError, match="'blocking', 'open'"):
        Ruleset().replace(tunnels="sideways")


def test_str_names_the_preset_and_its_house_rules():
    assert str(Ruleset.preset("tunnel").replace(passes=5)) == "tunnel passes=5"
    assert str(Ruleset.preset("joker")) == "joker"
