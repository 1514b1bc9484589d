"""The message catalogue (issue 6, item 4): every sentence in English and Japanese from one place.

* every key has both languages, with the same placeholders; the Japanese is Japanese;
* every ``explain()`` sentence of many random positions of every preset, every event of those
  games and every result has a Japanese version that is non-empty, Japanese, and cites exactly
  the rule ids of the English one; the English is what ``str()`` and the default ``lang`` give;
* an unknown language is refused with the list of languages;
* card and suit names as Japanese players say them, for all 52 cards and the joker;
* the catalogue holds the rules' words only: the widgets' labels are in ``widgets/labels.py``
  (tested in tests/widgets/test_labels.py).
"""

from __future__ import annotations

import doctest
import random
import re
from collections import Counter

import pytest

from shichi_widgets.engine import LANGUAGES, Card, Game, Move, Ruleset, Suit, card_name, messages
from shichi_widgets.engine import events as ev
from shichi_widgets.engine.cards import ALL_CARDS, DECK
from shichi_widgets.engine.events import Event, HandOver
from shichi_widgets.engine.messages import CATALOGUE, cards_text, keys, placeholders, suit_name, text

JAPANESE = re.compile(r"[\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u4e00-\u9fff\uff01-\uff60]")
RULE_ID = re.compile(r"(?<![A-Za-z0-9])[LRSJTGKBW][0-9]{1,2}(?![0-9])")


def rule_ids(sentence: str) -> Counter:
    return Counter(RULE_ID.findall(sentence))


def assert_same_meaning(english: str, japanese: str) -> None:
    assert japanese and japanese.strip(), english
    assert JAPANESE.search(japanese), (english, japanese)
    assert rule_ids(english) == rule_ids(japanese), (english, japanese)


# ------------------------------------------------------------------------------ the catalogue


def test_languages():
    assert LANGUAGES == ("en", "ja")


@pytest.mark.parametrize("key", keys())
def test_every_key_has_both_languages_with_the_same_placeholders(key):
    assert set(CATALOGUE[key]) == set(LANGUAGES)
    english, japanese = CATALOGUE[key]["en"], CATALOGUE[key]["ja"]
    assert english.strip() and japanese.strip()
    assert placeholders(key, "en") == placeholders(key, "ja")
    assert JAPANESE.search(japanese), japanese
    assert rule_ids(english) == rule_ids(japanese)
    values = {name: 1 for name in placeholders(key)}
    for lang in LANGUAGES:
        assert "{" not in text(key, lang, **values)  # every placeholder is a plain name


def test_the_catalogue_is_read_only():
    with pytest.raises(TypeError):
        CATALOGUE["event.played"]["en"] = "changed"  # type: ignore[index]


def test_text_fills_placeholders_and_names_a_missing_value():
    # a seat placeholder takes the 0-based index and says it as people count, from 1
    assert text("event.played", "ja", player=2, card=Card.parse("8♥")) == "プレイヤー3が8♥を出しました。"
    assert text("event.played", player=2, card="8♥") == "Player 3 played 8♥."
    assert text("explain.cell.none_now", "ja", suits=Suit.CLUBS, rule="L3").count("クラブ") == 1
    with pytest.raises(KeyError, match="card"):
        text("event.played", "en", player=2)
    with pytest.raises(KeyError, match="no message"):
        text("no.such.key")


def test_the_module_doctest():
    assert doctest.testmod(messages).failed == 0


# ------------------------------------------------------------------------------ unknown languages


@pytest.mark.parametrize("lang", ["fr", "EN", "jp", "", None])
def test_an_unknown_language_is_refused_with_the_list(lang):
    game = Game.new("joker", players=3, seed=1)
    events = game.play(game.legal_moves()[0])
    calls = [
        lambda: text("event.played", lang, player=0, card="8♥"),
        lambda: game.explain("9♣", lang=lang),
        lambda: game.explain("pass", lang=lang),
        lambda: game.explain("JK", lang=lang),
        lambda: events[0].text(lang),
        lambda: HandOver("ranking 1. player 0, 2. player 1 (R8).").text(lang),
        lambda: card_name("9♣", lang),
        lambda: Card.parse("9♣").spoken(lang),
        lambda: suit_name(Suit.CLUBS, lang),
    ]
    for call in calls:
        with pytest.raises(ValueError, match="en, ja"):
            call()


def test_an_unknown_language_is_refused_by_results():
    game = _play_out(Game.new("shichi-narabe", players=3, seed=4), random.Random(4), 0.3)
    with pytest.raises(ValueError, match="en, ja"):
        game.result.summary("de")
    with pytest.raises(ValueError, match="en, ja"):
        game.result.explain("de")


# ------------------------------------------------------------------------------ card and suit names


def test_card_names_in_japanese_for_all_52_cards_and_the_joker():
    suits = {Suit.SPADES: "スペード", Suit.HEARTS: "ハート", Suit.CLUBS: "クラブ", Suit.DIAMONDS: "ダイヤ"}
    ranks = {1: "エース", 11: "ジャック", 12: "クイーン", 13: "キング"}
    names = set()
    for card in DECK:
        name = card_name(card, "ja")
        assert name == f"{suits[card.suit]}の{ranks.get(int(card.rank), str(int(card.rank)))}"
        assert card.spoken("ja") == name
        assert card.spoken() == card.spoken("en") == card_name(card) == card.name
        names.add(name)
    assert len(names) == 52
    joker = Card.parse("JK")
    assert card_name(joker, "ja") == joker.spoken("ja") == "ジョーカー"
    assert card_name(joker) == joker.name == "the joker"
    assert card_name("9♣", "ja") == "クラブの9"
    assert card_name("AS", "ja") == "スペードのエース"
    assert card_name("QD", "ja") == "ダイヤのクイーン"
    assert card_name("10H", "ja") == "ハートの10"


def test_suit_names():
    assert [suit_name(s, "ja") for s in Suit] == ["スペード", "ハート", "クラブ", "ダイヤ"]
    assert [suit_name(s) for s in Suit] == [s.plural for s in Suit]
    assert suit_name("♣", plural=False) == "club"
    assert cards_text([], "ja") == "なし" and cards_text([], "en") == "no cards"
    assert cards_text(ALL_CARDS[:2], "ja") == "A♠ 2♠"


# ------------------------------------------------------------------------------ explain(), events, results


def _rulesets() -> list[Ruleset]:
    out = [Ruleset.preset(name) for name in Ruleset.presets()]
    bridge = Ruleset.preset("seven-bridge")
    out += [
        bridge.replace(ghost=False),
        bridge.replace(passes=5, penalty="count", kings_bonus=5),
        bridge.replace(jokers=2, joker_mode="wild"),
        bridge.replace(opening_card="7♥"),
        Ruleset.preset("koroshi").replace(hidden_penalties=True, row_order="shuffled"),
        Ruleset.preset("sevens").replace(pass_cost=2),
    ]
    return out


RULESETS = _rulesets()


def _probes(rng: random.Random) -> list[Move]:
    """A sample of moves, most of them illegal: passes, yūrei cards, joker plays of every shape."""
    out = [Move.parse("pass")]
    for card in rng.sample(DECK, 12):
        out.append(Move.play(card))
        out.append(Move.yurei(card))
        out.append(Move.joker(card))
        for step in (-1, 1, 2):
            out.append(Move.joker(card, Card(card.suit, (card.rank - 1 + step) % 13 + 1)))
    return out


def _play_out(game: Game, rng: random.Random, pass_bias: float, seen=None) -> Game:
    while not game.is_over:
        if seen is not None:
            seen(game)
        if game.rules.ghost_talk and game.ghost is not None and rng.random() < 0.15:
            active = [p for p in range(game.players) if game.status(p) == "active"]
            events = game.talk_to_ghost(rng.choice(active))
        else:
            moves = game.legal_moves()
            passes = [m for m in moves if m.kind == "pass"]
            move = passes[0] if passes and rng.random() < pass_bias else rng.choice(moves)
            events = game.play(move)
        if seen is not None:
            seen(events)
    if seen is not None:
        seen(game)
    return game


def _check_position(game: Game, rng: random.Random) -> int:
    count = 0
    items: list = list(ALL_CARDS) + list(game.legal_moves()) + _probes(rng)
    items += [str(m) for m in game.legal_moves()[:3]]
    for item in items:
        english = game.explain(item)
        assert game.explain(item, lang="en") == english
        assert_same_meaning(english, game.explain(item, lang="ja"))
        count += 1
    return count


def _check_events(events: tuple[Event, ...]) -> int:
    for event in events:
        english = str(event)
        assert event.text() == event.text("en") == english
        assert_same_meaning(english, event.text("ja"))
    return len(events)


def _check_result(game: Game) -> None:
    result = game.result
    assert result.summary() == result.summary("en")
    assert result.explain() == result.explain("en") == "\n".join(result.lines)
    assert_same_meaning(result.summary(), result.summary("ja"))
    english, japanese = result.explain("en").split("\n"), result.explain("ja").split("\n")
    assert len(english) == len(japanese) == len(result.lines)
    for en_line, ja_line in zip(english, japanese, strict=True):
        assert_same_meaning(en_line, ja_line)
    over = [e for turn in game.history for e in turn.events if isinstance(e, HandOver)]
    assert over and over[-1].summary == result.summary()
    assert over[-1].text("ja") == text("event.hand_over", "ja", summary=result.summary("ja"))


@pytest.mark.parametrize("rules", RULESETS, ids=[f"{i}-{r.name}" for i, r in enumerate(RULESETS)])
def test_every_sentence_of_random_games_has_a_japanese_version_with_the_same_rule_ids(rules):
    explained = events = 0
    for seed in range(4):
        rng = random.Random(seed)
        game = Game.new(rules, players=(3, 4, 5, 2)[seed], seed=100 + seed)
        step = 0

        def seen(item, rng=rng):
            nonlocal explained, events, step
            if isinstance(item, Game):
                if step % 5 == 0 or item.is_over:
                    explained += _check_position(item, rng)
                step += 1
            else:
                events += _check_events(item)

        _play_out(game, rng, (0.0, 0.3, 0.7, 0.9)[seed], seen)
        _check_result(game)
    assert explained > 100 and events > 20


def test_a_player_who_must_leave_a_kill_game_is_explained():
    """K4: explaining the stuck player's pass (it used to raise a KeyError)."""
    for seed in range(40):
        rng = random.Random(seed)
        game = Game.new("koroshi", players=4, seed=seed)
        while not game.is_over:
            p = game.to_move
            if game.passes_used(p) == game.rules.passes and game.legal_moves() == (Move.parse("pass"),):
                english = game.explain("pass")
                assert "K4" in english and "leaves the game" in english
                assert_same_meaning(english, game.explain("pass", lang="ja"))
                return
            moves = game.legal_moves()
            passes = [m for m in moves if m.kind == "pass"]
            game.play(passes[0] if passes and rng.random() < 0.8 else rng.choice(moves))
    pytest.fail("no stuck player found in 40 kill games")


def test_japanese_examples():
    game = Game.new("shichi-narabe", players=4, seed=1)
    assert game.explain("9♣") == "Not playable: 8♣ must come first, going up from the 7 (L3)."
    assert game.explain("9♣", lang="ja") == "まだ出せません。7から大きい方へ順に並べるので、先に8♣が必要です（L3）。"
    assert game.explain("6♠", lang="ja") == (
        "6♠は出せます。7から小さい方へ並べていくと、次に来るスペードだからです（L3）。"
    )
    played = Game.new("shichi-narabe", players=4, seed=1)
    event = played.play(played.legal_moves()[0])[0]
    said = event.text("ja")
    assert said.startswith(f"プレイヤー{event.player + 1}が") and said.endswith("を出しました。")


def test_rare_events_and_moves():
    c9, c8 = Card.parse("9♣"), Card.parse("8♣")
    rare = [
        ev.JokerStays(c9),
        ev.Killed(c9, None, c8),
        ev.Killed(c9, 2, c8, group=True),
        ev.Passed(1, 0, None),
        ev.Passed(1, 0, None, chips=1),
        ev.Passed(1, 0, None, chips=3),
        ev.Bankrupt(0, (), joker_set_aside=True),
        ev.WentOut(3, None, "W5"),
        ev.SuitCompleted(1, Suit.HEARTS),
    ]
    assert [str(e) for e in rare[:4]] == [
        "Nobody holds 9♣, so the joker stays in its cell.",
        "9♣ is killed by 8♣ and becomes out of play (K3).",
        "9♣ is killed by 8♣, which cut its group off from the top row or from the bottom row, "
        "and becomes a penalty card of player 3 (K8).",
        "Player 2 could not play, passed (W4).",  # seat 1, said from 1
    ]
    assert str(rare[4]).endswith("paid 1 chip into the pot (W4).")
    assert str(rare[5]).endswith("paid 3 chips into the pot (W4).")
    _check_events(tuple(rare))
    game = Game.new("ghost", players=3, seed=2)
    talk = Move("talk")
    assert game.explain(talk) == (
        "Not legal: talking to the ghost is not a turn's move: call talk_to_ghost(player) (G1)."
    )
    assert_same_meaning(game.explain(talk), game.explain(talk, lang="ja"))


def test_hand_over_text_keeps_other_summaries():
    assert HandOver("something else").text("ja") == "このゲームは終わりました。something else"
    assert str(HandOver("x")) == "The hand is over: x"
    english = "player 3 wins; penalties player 1 12, player 2 -5, player 3 0 (B6)."
    assert HandOver(english).text("ja") == (
        "このゲームは終わりました。プレイヤー3の勝ちです。"
        "罰点はプレイヤー1が12点、プレイヤー2が-5点、プレイヤー3が0点です（B6）。"
    )


# ------------------------------------------------------------------------------ rule words only


def test_the_catalogue_holds_no_widget_labels():
    """The engine's catalogue is the rules' words; the widgets' "ui." labels live with the widgets."""
    assert not [key for key in keys() if key.startswith("ui.")]
    kinds = {key.split(".")[0] for key in keys()}
    assert kinds <= {"suit", "rank", "card", "word", "move", "explain", "event", "result", "summary",
                     "bot", "hint", "status", "error"}, sorted(kinds)


def test_the_statuses_are_rule_words_in_both_languages():
    """A player's status (R7 out, R9 bankrupt, B5 yūrei, G1 ghost, K4 left) is said by explanations."""
    for status, japanese in [("out", "あがり"), ("bankrupt", "破産"), ("yurei", "幽霊"), ("ghost", "おばけ")]:
        assert text(f"status.{status}", "ja") == japanese
    assert text("status.dropped-out") == "dropped out"
