"""Japanese to the glossary (../shared/GLOSSARY-ja.md, issue 10): one term per concept, the log in
the past tense, and no English showing through: no rendered Japanese sentence of the golden
playthroughs contains an English preset or bot name, ``pass`` or ``JK=``. The widgets' labels and
rendered widgets are checked the same way in tests/widgets/test_japanese_labels.py, with the
pattern and the glossary list of this file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shichi_widgets.engine import Game, Ruleset
from shichi_widgets.engine.cards import DECK
from shichi_widgets.engine.messages import CATALOGUE, keys
from shichi_widgets.widgets.labels import LABELS
from shichi_widgets.widgets.labels import keys as label_keys

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN.glob("*.txt"))

# the presets' English names as the screen shows them ("Seven Bridge", widgets/labels.py, no Jupyter in
# it) and as the engine names them ("seven-bridge"): none may show through a Japanese sentence
PRESET_WORDS = sorted({LABELS[k]["en"] for k in label_keys("ui.preset.")} | set(Ruleset.presets()), key=len)[::-1]
BOT_WORDS = ["random", "greedy", "blocker", "expert"]
# an English word next to Japanese has no \b before or after it, so the edges are "no Latin letter"
ENGLISH = re.compile(
    r"JK=|(?<![A-Za-z])pass(es)?(?![A-Za-z])|"
    + "|".join(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])" for w in PRESET_WORDS + BOT_WORDS),
    re.IGNORECASE,
)
# glossary: the word to avoid → the term to use
NOT_GLOSSARY = {
    "パスチップ": "パス札 (a pass is never a chip)",
    "通り抜け自由": "トンネル（反対側も続く）",
    "カードの数": "数字の合計",
    "ハウスルール": "ローカルルール",
    "引き分け": "同点で勝ち",
    "もどる": "戻る",
    "もどす": "戻す",
    "読みこ": "読み込",
}


def english_in(sentences) -> list[str]:
    return sorted({s for s in sentences if ENGLISH.search(s)})


def replay(path: Path):
    start, _, body = path.read_text(encoding="utf-8").partition("\n\n")
    game = Game.from_text(start + "\n")
    for line in body.splitlines():
        player, _, move = line.partition(" | ")[0].partition(" ")
        yield game, game.play(move, player=int(player))


def test_the_english_pattern_finds_what_it_must():
    for slip in ("ヒント：pass", "新しいゲーム：tunnel、ボットはgreedy", "答えはJK=K♠+A♠です", "Seven Bridgeです"):
        assert ENGLISH.search(slip), slip
    assert not ENGLISH.search("プレイヤー0がパスしました。3回のうち1回目のパスでした（R5）。")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_no_japanese_sentence_of_a_golden_playthrough_shows_english(path):
    """Events, every explanation of every position (cards, legal moves, the joker) and the result."""
    said = []
    for game, events in replay(path):
        said += [e.text("ja") for e in events]
        if len(said) % 3 == 0 or game.is_over:  # every third position: the sentences repeat
            said += [game.explain(card, lang="ja") for card in DECK]
            said += [game.explain(move, lang="ja") for move in game.legal_moves()]
            if game.rules.jokers:
                said.append(game.explain("JK", lang="ja"))
    said += [game.result.summary("ja"), game.result.explain("ja")]
    assert not english_in(said), "\n".join(english_in(said))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_japanese_log_is_in_the_past_tense(path):
    """Glossary: the game log says what happened (出しました, 抜けました), not what happens."""
    present = set()
    for _, events in replay(path):
        for event in events:
            first = re.sub(r"（[^）]*）", "", event.text("ja")).split("。")[0]
            if not first.endswith(("ました", "でした")):
                present.add(event.text("ja"))
    assert not present, "\n".join(sorted(present))


@pytest.mark.parametrize("key", keys())
def test_japanese_uses_the_glossary_terms(key):
    """One term per concept (GLOSSARY-ja.md), in every sentence of the engine's catalogue."""
    japanese = CATALOGUE[key]["ja"]
    wrong = {word: use for word, use in NOT_GLOSSARY.items() if word in japanese}
    assert not wrong, f"{key}: {japanese!r} should use {wrong}"
