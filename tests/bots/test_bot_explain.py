"""``explain`` answers in one or two sentences about the move the bot chooses."""

from __future__ import annotations

import re

import pytest

from shichi_widgets import BlockerBot, ExpertBot, Game, GreedyBot, RandomBot

KINDS = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "blocker": BlockerBot,
    "expert": lambda seed: ExpertBot(seed=seed, playouts=30),
}


def sentences(text: str) -> int:
    return len(re.findall(r"[.!?](?:\s|$)", text))


@pytest.mark.parametrize("name", KINDS)
def test_explanations_are_one_or_two_sentences_about_the_chosen_move(name, preset, positions):
    for game in positions(preset, count=3):
        bot = KINDS[name](1)
        move = bot.choose(game)
        text = bot.explain(game)
        assert text[0].isupper() and text.endswith(".")
        assert 1 <= sentences(text) <= 2, text
        said = "pass" if move.kind == "pass" else str(move.card or move.joker_as)
        assert said.lower() in text.lower(), (move, text)


def test_the_blocker_says_what_holding_a_card_blocks():
    # 10♦ is the only diamond play; J♦–K♦ are all with the others, so holding it blocks them
    game = Game.from_position(
        "shichi-narabe",
        layout=["7♠", "7♥", "7♣", "7♦", "8♦", "9♦", "6♠", "5♠", "4♠", "3♠", "2♠"],
        hands=[["10♦", "2♣", "3♣", "4♥", "K♠"], ["J♦", "Q♦", "6♦"], ["K♦", "8♠", "9♠", "6♥"]],
    )
    bot = BlockerBot()
    assert bot.choose(game).kind == "pass"
    assert bot.explain(game) == (
        "Passing keeps 10♦ back: holding it blocks J♦–K♦, which only the others hold; 2 passes left after this."
    )


def test_the_greedy_bot_names_the_cards_a_play_frees():
    game = Game.from_position(
        "shichi-narabe",
        layout=["7♠", "7♥", "7♣", "7♦"],
        hands=[["8♠", "9♠", "10♠", "6♥"], ["5♥", "8♥", "6♠"]],
    )
    bot = GreedyBot()
    assert str(bot.choose(game)) == "8♠"
    assert bot.explain(game) == "Playing 8♠ frees 9♠, 10♠ in your hand; no other play frees more."


def test_a_forced_pass_is_explained_with_its_rule():
    game = Game.from_position(
        "shichi-narabe", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["2♠", "K♥"], ["8♠"]], passes_used=[3, 0]
    )
    assert GreedyBot().explain(game) == (
        "No pass is left and no card can be played: this pass declares bankruptcy (R6)."
    )


def test_the_expert_reports_its_averages_and_sample_count():
    game = Game.new("shichi-narabe", 4, seed=4)
    while len(game.legal_moves()) < 2:
        game.play(game.legal_moves()[0])
    text = ExpertBot(seed=1, playouts=200).explain(game)
    assert re.fullmatch(
        r"(Playing \S+|Passing) had the best average rank, \d\.\d\d, over [\d,]+ sampled deals of the hidden "
        r"cards; the next best, (playing \S+|passing), averaged \d\.\d\d\.",
        text,
    ), text


JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.mark.parametrize("name", KINDS)
def test_every_bot_explains_its_move_in_japanese_too(name, preset, positions):
    """Issue 10: explain(game, lang="ja") speaks Japanese, names the same move, cites the same rules."""
    for game in positions(preset, count=2):
        bot = KINDS[name](1)
        move = bot.choose(game)
        english, japanese = bot.explain(game), bot.explain(game, lang="ja")
        assert JAPANESE.search(japanese) and japanese.endswith("。"), japanese
        said = "パス" if move.kind == "pass" else str(move.card or move.joker_as)
        assert said in japanese, (move, japanese)
        assert re.findall(r"[A-Z]\d+", english) == re.findall(r"[A-Z]\d+", japanese)
        assert not re.search(r"\b(pass|JK=|greedy|blocker|expert)\b", japanese), japanese


def test_explain_refuses_an_unknown_language_and_keeps_the_bot_unchanged():
    game = Game.new("shichi-narabe", 4, seed=4)
    bot = GreedyBot()
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        bot.explain(game, lang="fr")
    assert bot.choose(game) in game.legal_moves()


def test_a_joker_move_is_said_in_words_not_notation():
    game = Game.from_position(
        "joker", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["JK", "9♠"], ["8♠", "2♥"]]
    )
    bot = GreedyBot()
    move = bot.choose(game)
    assert move.kind == "joker"
    assert "JK=" not in bot.explain(game) and "JK=" not in bot.explain(game, lang="ja")
    assert "the joker as 8♠ with 9♠" in bot.explain(game)
    assert "ジョーカー（8♠の代わり）と9♠" in bot.explain(game, lang="ja")


def test_a_hint_names_the_move_and_one_reason_in_game_terms_with_statistics_apart():
    """Issue 10: the beginner reads the move and a reason (what it frees, what a held card blocks);
    the expert's averages are kept for whoever asks."""
    from shichi_widgets.bots.advice import hint

    game = Game.from_position(
        "shichi-narabe",
        layout=["7♠", "7♥", "7♣", "7♦"],
        hands=[["8♥", "9♥", "10♥", "6♣"], ["5♣", "4♣", "8♠", "A♣"], ["3♣", "2♣", "9♠", "6♦"]],
    )
    advice = hint(game, adviser=ExpertBot(seed=1, playouts=60))
    assert advice.move in game.legal_moves()
    assert advice.text.startswith(f"Hint: play {advice.move}." if advice.move.kind == "play" else "Hint: pass.")
    assert "average" not in advice.text and "sampled" not in advice.text
    assert "sampled deals" in advice.statistics
    if str(advice.move) == "8♥":
        assert advice.text == (
            "Hint: play 8♥. Playing 8♥ frees your 9♥, 10♥. Holding 6♣ blocks A♣–5♣ for the others."
        )
    japanese = hint(game, "ja", adviser=ExpertBot(seed=1, playouts=60))
    assert japanese.move == advice.move and japanese.text.startswith("ヒント：")
    assert JAPANESE.search(japanese.statistics) and "pass" not in japanese.text


def test_R7_a_hint_for_the_last_card_says_it_goes_out():
    from shichi_widgets.bots.advice import hint_reason

    game = Game.from_position("shichi-narabe", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["8♠"], ["8♥", "2♣"]])
    assert hint_reason(game, game.legal_moves()[0]) == "Playing 8♠ empties your hand: you are out (R7)."


def test_a_hint_to_pass_says_what_holding_a_card_blocks():
    from shichi_widgets.bots.advice import hint_reason
    from shichi_widgets.engine import Move

    game = Game.from_position(
        "shichi-narabe",
        layout=["7♠", "7♥", "7♣", "7♦", "8♦", "9♦", "6♠", "5♠", "4♠", "3♠", "2♠"],
        hands=[["10♦", "2♣", "3♣", "4♥", "K♠"], ["J♦", "Q♦", "6♦"], ["K♦", "8♠", "9♠", "6♥"]],
    )
    assert hint_reason(game, Move.parse("pass")) == (
        "Holding 10♦ blocks J♦–K♦ for the others; the pass uses one of your passes (2 left after it)."
    )
