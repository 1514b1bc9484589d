"""Every sentence true (issue 24): explain() for every cell of random positions of every preset, and
every player's status, read back and checked against the engine, in English and Japanese.

Each claim a sentence makes is parsed and checked: "X is playable" only for an open cell (and an
open cell is never "Not playable"); "Playing it would kill …" names exactly the cells the engine
kills; "next to Y" names a card in the layout; "Y must come first" names a card not yet in the
layout; a rule id belongs to a rule family the ruleset plays (K kill games, J jokers, T tunnels, G
the ghost); the Japanese sentence makes the same verdict and names the same cards. Section 9 of
docs/rules.md asks for these explanations."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from shichi_widgets import Game, Ruleset
from shichi_widgets.engine.cards import DECK, Card
from shichi_widgets.engine.explain import status_text
from shichi_widgets.engine.moves import Move

CARD = r"(?:10|[2-9AJQK])[♠♥♣♦]"
RULE_ID = re.compile(r"\b([LRSJTGKBW])(\d{1,2})\b")
PRESETS = Ruleset.presets()
CHECKED: Counter[str] = Counter()


def families(rules: Ruleset) -> set[str]:
    """The rule families a ruleset plays: the sentences about it may cite only these."""
    out = {"L", "R", "S", "B", "W"}  # the basic game, and flags Seven Bridge and Sevens lend to others
    if rules.kill is not None:
        out.add("K")
    if rules.jokers:
        out.add("J")
    if rules.tunnels is not None:
        out.add("T")
    if rules.ghost_talk:
        out.add("G")
    return out


# rules whose citation needs a flag (docs/rules.md): a sentence citing one where the flag is off is false
RULE_APPLIES = {
    "R6": lambda r: r.stuck == "bankrupt",  # the fourth pass is bankruptcy
    "B5": lambda r: r.stuck == "yurei",
    "K4": lambda r: r.stuck == "leave",
    "B8": lambda r: r.stuck == "lose-turn" or r.kings_bonus or r.joker_mode == "wild" or r.passes == 5,
    "J2": lambda r: r.joker_mode == "next",
    "J4": lambda r: r.joker_mode == "next",
    "J7": lambda r: r.joker_mode == "wild",
    "W2": lambda r: r.sevens == "played" and r.opening_card is None,
    "W3": lambda r: r.sevens == "played" and r.opening_card is None,
    "W4": lambda r: r.passes is None or r.must_play,
    "B2": lambda r: r.opening_card is not None,
    "B3": lambda r: r.sevens == "played" and r.opening_card is not None,
    "B4": lambda r: r.scoring == "penalty",
    "G1": lambda r: r.ghost_talk,
}


def check_rule_citations(rules: Ruleset, sentence: str) -> None:
    cited = {f"{letter}{number}" for letter, number in RULE_ID.findall(sentence)}
    wrong = sorted(rule for rule in cited if rule in RULE_APPLIES and not RULE_APPLIES[rule](rules))
    assert not wrong, f"{rules.name}: {sentence} cites {wrong}"
    CHECKED["rule citations"] += len(cited)


def cards_in(text: str) -> list[Card]:
    return [Card.parse(c) for c in re.findall(CARD, text)]


def check_cell(game: Game, card: Card) -> None:
    english, japanese = game.explain(card), game.explain(card, lang="ja")
    open_cells = game.playable_cells()
    says_playable = english.startswith(f"{card} is playable")
    assert says_playable == japanese.startswith(f"{card}は出せます"), (english, japanese)
    if says_playable:
        assert card in open_cells, english
    if card in open_cells:
        assert not english.startswith("Not playable"), english
    kill = re.search(r"Playing it would kill (.*?):", english)
    if kill:
        assert set(cards_in(kill[1])) == set(game.kills_if(card)), english
        CHECKED["kill claims"] += 1
    elif says_playable and game.rules.kill is not None:
        assert not game.kills_if(card), f"{english} (kills {sorted(game.kills_if(card))})"
    for neighbour in re.findall(rf"next to ({CARD})", english):
        assert Card.parse(neighbour) in game.layout | game.joker_cells, english
        CHECKED["neighbour claims"] += 1
    for first in re.findall(rf"({CARD}) must come first", english):
        assert Card.parse(first) not in game.layout, english
        CHECKED["'must come first' claims"] += 1
    cited = {letter for letter, _ in RULE_ID.findall(english)}
    assert cited <= families(game.rules), f"{game.rules.name}: {english}"
    check_rule_citations(game.rules, english)
    assert sorted(RULE_ID.findall(english)) == sorted(RULE_ID.findall(japanese)), (english, japanese)
    assert Counter(cards_in(english)) == Counter(cards_in(japanese)), (english, japanese)
    CHECKED["explanations"] += 2


def check_moves(game: Game, rng: random.Random) -> None:
    """A legal move is never said to be illegal; an illegal one is; both cite only rules that apply."""
    legal = set(game.legal_moves())
    probes = [Move.parse("pass"), *(Move.play(c) for c in rng.sample(DECK, 6))]
    if game.rules.jokers:
        probes += [Move.parse(f"JK={c}") for c in rng.sample(DECK, 4)]
    for move in [*legal, *probes]:
        english, japanese = game.explain(move), game.explain(move, lang="ja")
        refused = english.startswith(("Not legal", "Not playable"))
        assert refused == (move not in legal), (move, english)
        check_rule_citations(game.rules, english)
        assert sorted(RULE_ID.findall(english)) == sorted(RULE_ID.findall(japanese)), (english, japanese)
        CHECKED["move explanations"] += 2


def check_statuses(game: Game) -> None:
    for seat in range(game.players):
        status = game.status(seat)
        english, japanese = status_text(game, status, "en"), status_text(game, status, "ja")
        if english == "out":  # あがり: went out by playing the last card (R7)
            assert game.rules.kill is None and not game.hand(seat)
        if english == "bankrupt":  # R6: never a kill game's leaver (K4)
            assert game.rules.kill is None
        if english in ("left the game", "no cards left"):
            assert game.rules.kill is not None
        assert english and japanese and english != japanese
        CHECKED["statuses"] += 2


@pytest.mark.parametrize("preset", PRESETS)
def test_every_explanation_of_random_positions_is_true(preset):
    rng = random.Random(preset)
    for seed in range(3):
        game = Game.new(preset, players=(4, 3, 5)[seed], seed=seed)
        step = 0
        while not game.is_over:
            if step % 6 == 0:
                for card in DECK:
                    check_cell(game, card)
                check_statuses(game)
                check_moves(game, rng)
            game.play(rng.choice(game.legal_moves()))
            step += 1
        check_statuses(game)
    assert CHECKED["explanations"] > 0


def test_the_reader_finds_a_false_claim():
    """The checks can fail: a sentence naming a card the engine would not kill is caught."""
    game = Game.new("koroshi", players=4, seed=2)
    rng = random.Random(0)
    for _ in range(30):
        game.play(rng.choice(game.legal_moves()))
    killer = next(c for c in sorted(game.playable_cells()) if game.kills_if(c))
    true = game.explain(killer)
    false = true.replace(str(next(iter(game.kills_if(killer)))), "2♦")
    kill = re.search(r"Playing it would kill (.*?):", false)
    assert set(cards_in(kill[1])) != set(game.kills_if(killer))
    assert "J" not in families(Ruleset.preset("koroshi")) and "K" in families(Ruleset.preset("koroshi"))


def test_zz_figures(capsys):
    """Prints how many sentences and claims the truth tests above checked (for the closing note)."""
    with capsys.disabled():
        print("\nexplain() truth:", ", ".join(f"{kind} {n}" for kind, n in sorted(CHECKED.items())))
