"""Issue 24: the review's reasons and the bots' table.

- Every reason of the review of finished games (a random player against greedy bots, in eight
  variants) is read back in English and Japanese with the bots' templates and checked against the
  row and the engine: the moves it names are the row's; the expected places are the row's figures;
  what a move killed, freed or let into play (and for whom: the real holders, counted from 1) is
  what the engine answers.
- The bots' table: both languages of every key, the same placeholders, the glossary's terms, no
  English in a Japanese sentence, one name for the expert (エキスパート), and no branch on the language
  in the bots' code.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from bot_truth import Reader, Tally, after, let_in, move, newly_killed, reach, runs, seats

from shichi_widgets.bots import GreedyBot
from shichi_widgets.bots.review import MIN_COST, review
from shichi_widgets.bots.words import BOTS, Said, sentences
from shichi_widgets.engine import Game
from shichi_widgets.engine.catalogue import LANGUAGES

BOTS_DIR = Path(__file__).resolve().parents[2] / "shichi_widgets" / "bots"
NESTED = ("bot.review.seat", "bot.review.others", "bot.review.name.", "bot.review.bare.")
READER = Reader(BOTS, [k for k in BOTS if k.startswith("bot.review.") and not k.startswith(NESTED)])
GAMES = [("shichi-narabe", 3), ("joker", 4), ("tunnel", 4), ("ghost", 4), ("koroshi", 3), ("mushikui", 3),
         ("seven-bridge", 4), ("sevens", 3)]


def finished(preset: str, players: int, seed: int) -> Game:
    """A finished game: player 0 plays at random (cards four times in five), the others are greedy."""
    game = Game.new(preset, players, seed=seed)
    rng = random.Random(seed)
    bots = [GreedyBot() for _ in range(players)]
    while not game.is_over:
        p = game.to_move
        if p == 0:
            legal = game.legal_moves()
            plays = [m for m in legal if m.kind != "pass"]
            game.play(rng.choice(plays if plays and rng.random() < 0.8 else legal))
        else:
            game.play(bots[p].choose(game))
    return game


def safer(text: str, lang: str):
    """The expert's move named as a choice: "passing" / "playing 6♣" / 「パス」 / 「6♣を出す手」."""
    match = re.fullmatch(r"playing (.+)|(.+)を出す手", text)
    return move("pass" if text in ("passing", "パス") else match[1] or match[2], lang)


def check_reason(game: Game, row: dict, key: str, values: dict[str, str], lang: str, text: str, tally: Tally):
    p = game.to_move
    played, best = row["move"], row["best"]
    said = f"{text} [{game.rules}, move {row['number']}: {played} / {best}]"
    claim = tally.claim
    hand = game.hand_mask(p)
    if "played" in values:
        claim("names the moves", move(values["played"], lang) == played, said)
    if "best" in values:
        claim("names the moves", move(values["best"], lang) == best, said)
    if "place" in values:
        claim("expected places", values["place"] == f"{row['expected_place']:.2f}", said)
    if "best_place" in values:
        claim("expected places", values["best_place"] == f"{row['best_expected_place']:.2f}", said)
    if "who" in values:
        cards = runs(values["cards"])
        holders = tuple(s for s in range(game.players) if s != p and game.hand_mask(s) & cards)
        claim("whose cards", seats(values["who"], lang) == holders, said)
    if key == "same":
        claim("names the moves", played == best and row["cost"] == 0, said)
    elif key == "as_good":
        claim("expected places", 0 < row["cost"] < MIN_COST or (row["cost"] == 0 and played != best), said)
    elif key in ("hold_closed", "pass_later"):
        claim("names the moves", best.kind == "pass" and played.kind != "pass", said)
        if key == "hold_closed":
            cards = runs(values["cards"])
            claim("lets into play", cards & let_in(game, p, played) == cards, said)
    elif key == "goes_out":
        claim("goes out", after(game, best).hand_size(p) == 0, said)
    elif key == "killed_mine":
        claim("kills", runs(values["cards"]) == newly_killed(game, after(game, played)) & hand, said)
        claim("names the moves", safer(values["safer"], lang) == best, said)
    elif key == "would_kill":
        claim("kills", runs(values["cards"]) == newly_killed(game, after(game, best)) & ~hand, said)
    elif key in ("free_and_keep", "would_free"):
        cards = runs(values["cards"])
        own = best.bit if best.kind in ("play", "joker") and best.card is not None else 0
        free = reach(after(game, best), hand & ~own) & ~reach(game, hand & ~own)
        claim("frees", cards & hand == cards and free & cards == cards, said)
        if key == "free_and_keep":
            claim("names the moves", played.kind == "pass", said)
    elif key == "held_nothing":
        claim("lets into play", played.kind == "pass" and not let_in(game, p, best), said)
    elif key == "play_not_pass":
        claim("names the moves", played.kind == "pass" and best.kind != "pass", said)
    elif key == "let_in":
        cards = runs(values["cards"])
        claim("lets into play", cards & let_in(game, p, played) == cards and not cards & let_in(game, p, best), said)
    elif key == "sampled":
        claim("names the moves", best.kind != "pass", said)


@pytest.mark.parametrize(("variant", "players"), GAMES)
def test_every_review_reason_is_true_in_both_languages(variant, players):
    game = finished(variant, players, seed=11)
    rows = review(game, 0, playouts=12, seed=1)
    assert rows
    tally = Tally()
    for row in rows:
        before = game.position_at(row["index"])
        assert before.to_move == 0 and row["move"] in before.legal_moves()
        parts = row["said"]
        assert all(isinstance(part, Said) for part in parts)
        assert row["reason"] == sentences(parts, "en") and row["reason_ja"] == sentences(parts, "ja")
        for lang in LANGUAGES:
            for part in parts:
                text = part.text(lang)
                key, values = READER.read(text, lang)
                check_reason(before, row, key.removeprefix("bot.review."), values, lang, text, tally)
    assert tally.checked["names the moves"] >= len(rows)
    assert not tally.false, "\n".join(tally.examples)


def test_the_review_check_finds_a_false_reason():
    """The checks can fail: a reason naming the wrong holder and cards that were not let in."""
    game = finished("shichi-narabe", 3, seed=11)
    rows = review(game, 0, playouts=12, seed=1)
    row = rows[0]
    before = game.position_at(row["index"])
    tally = Tally()
    text = "Playing 8♣ let 9♣ into play for player 3; playing 5♦ would have kept it closed."
    values = {"played": str(row["move"]), "best": str(row["best"]), "cards": "9♣", "who": "player 3"}
    check_reason(before, row, "let_in", values, "en", text, tally)
    assert tally.false["lets into play"] == 1 or tally.false["whose cards"] == 1


# ------------------------------------------------------------------------------ the bots' table

NOT_GLOSSARY = {
    "いっしょ": "一緒", "となり": "隣", "だれ": "誰", "ふせ": "伏せ", "もどる": "戻る", "しゅんかん": "瞬間",
    "達人": "エキスパート (one name for the expert)", "パスチップ": "パス札", "引き分け": "同点で勝ち",
    "ハウスルール": "ローカルルール",
}
ENGLISH = re.compile(r"(?<![A-Za-z])(?!JK\b|K\d|[RJTGKBWL]\d)[A-Za-z]{2,}")


def test_every_key_has_both_languages_and_the_same_placeholders():
    assert not BOTS.missing()
    for key in BOTS:
        for lang in LANGUAGES:
            assert BOTS.template(key, lang).strip(), key


@pytest.mark.parametrize("key", list(BOTS))
def test_japanese_follows_the_glossary(key):
    """GLOSSARY-ja.md: kanji, one word per concept, です/ます, lists with 、, no English word."""
    japanese = BOTS.template(key, "ja")
    wrong = {word: use for word, use in NOT_GLOSSARY.items() if word in japanese}
    assert not wrong, f"{key}: {japanese!r} should use {wrong}"
    assert not ENGLISH.search(re.sub(r"\{[a-z_0-9]+\}", "", japanese)), f"{key}: English in {japanese!r}"
    sentence = japanese.rstrip("）").rstrip()
    if japanese.endswith("。"):
        body = re.sub(r"（[^）]*）", "", japanese).rstrip("。")
        assert body.endswith(("す", "た", "ん", "う", "しょう", "！")) or body.endswith("}"), f"{key}: {sentence!r}"


def test_the_bots_code_does_not_branch_on_the_language():
    """Punctuation, lists and plurals come from the Locale row and ".one" keys, not `if lang == …`."""
    branches = [
        f"{path.name}:{n}" for path in sorted(BOTS_DIR.glob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"lang\s*[!=]=\s*['\"]", line)
    ]
    assert not branches, branches


def test_japanese_lists_are_joined_with_the_comma():
    from shichi_widgets.bots.words import Seats, card_runs

    mask = runs("9♥, J♦–K♦, 3♣")
    assert card_runs(mask, "ja") == "9♥、3♣、J♦–K♦" and card_runs(mask, "en") == "9♥, 3♣, J♦–K♦"
    assert BOTS.text("bot.review.hold_closed", "ja", played="8♣", cards="9♣", who=Seats((1, 2))) == (
        "まだ8♣を出さなければ、プレイヤー2、プレイヤー3の9♣を止めたままにできました。"
    )


def test_seats_are_counted_from_1_and_one_move_is_singular():
    assert BOTS.text("bot.review.seat", "en", player=0) == "player 1"
    assert BOTS.text("bot.review.seat", "ja", player=2) == "プレイヤー3"
    assert BOTS.text("bot.tokens_left", "en", n=1) == " (1 pass left after this)"
    assert BOTS.text("bot.tokens_left", "en", n=2) == " (2 passes left after this)"
    assert BOTS.text("bot.random", "en", move="8♠", n=1).endswith("8♠, the only legal move.")
