"""Issue 24: every bot's reason (``Bot.explain(game, lang)``) is true, in both languages.

On random positions of every preset and a few house rules, the random, greedy, blocker and expert
bots explain their move in English and Japanese; each sentence is read back with the bots'
templates (nested phrases too: the passes left, what a play frees or sheds, why a block is given
up) and each claim is checked against the engine, as the hints are (:mod:`test_advice_truth`):
the move named is the one chosen and legal; a forced move is the only one; cards freed, killed,
shed, let into play or kept in reserve, and the passes left, are the engine's answers.
"""

from __future__ import annotations

from bot_truth import Reader, Tally, after, let_in, move, newly_killed, others_cards, play_as, positions, reach, runs

from shichi_widgets.bots import BlockerBot, ExpertBot, GreedyBot, RandomBot
from shichi_widgets.bots.words import BOTS
from shichi_widgets.engine import Game, Move
from shichi_widgets.engine.catalogue import LANGUAGES

PASS = Move.parse("pass")
TOP = [k for k in BOTS if k.startswith("bot.") and not k.startswith(("bot.review.", "bot.what.", "bot.why.",
                                                                        "bot.tokens_left", "bot.expert."))]
TOP = [k for k in TOP if not k.startswith("bot.blocker.tokens") and k not in (
    "bot.blocker.frees", "bot.blocker.sheds", "bot.blocker.sheds.one", "bot.blocker.costs_nothing")]
READER = Reader(BOTS, TOP)
TOKENS = Reader(BOTS, [k for k in BOTS if k.startswith(("bot.tokens_left", "bot.blocker.tokens"))])
FREED = Reader(BOTS, ["bot.blocker.frees", "bot.blocker.sheds", "bot.blocker.sheds.one", "bot.blocker.costs_nothing"])
WHY = Reader(BOTS, [k for k in BOTS if k.startswith("bot.why.")])
NAME = Reader(BOTS, ["bot.expert.play", "bot.expert.pass", "bot.expert.play_first", "bot.expert.pass_first"])
STATUS_AFTER_STUCK = {"bankrupt": "bankrupt", "yurei": "yurei", "leave": "bankrupt", "lose-turn": "active"}


def freed_by(game: Game, mv: Move) -> int:
    """The player's own cards that only ``mv`` lets them run out alone (the engine playing each)."""
    p = game.to_move
    hand = game.hand_mask(p)
    own = mv.bit if mv.kind in ("play", "joker") and mv.card is not None else 0
    return reach(after(game, mv), hand & ~own) & ~reach(game, hand & ~own)


def check_reason(game: Game, chosen: Move, key: str, values: dict[str, str], lang: str, text: str, tally: Tally):
    p = game.to_move
    rules = game.rules
    legal = game.legal_moves()
    moves = [m for m in legal if m.kind != "pass"]
    hand = game.hand_mask(p)
    said = f"{text} [{rules}; chose {chosen}]"
    claim = tally.claim
    key = key.removeprefix("bot.")
    if key == "only_move":
        claim("the move is legal", legal == (chosen,) and move(values["move"], lang) == chosen, said)
    elif key == "random":
        claim("the move is legal", move(values["move"], lang) == chosen and int(values["n"]) == len(legal), said)
    elif key in ("forced_pass", "forced_pass_chips") or key.startswith("stuck."):
        claim("no move can be played", not moves and chosen == PASS, said)
        if key.startswith("stuck."):
            stuck = key.removeprefix("stuck.")
            status = after(game, PASS).status(p)
            claim("status after the pass", stuck == rules.stuck and status == STATUS_AFTER_STUCK[stuck], said)
    if values.get("tokens"):
        key_tokens, tokens = TOKENS.read(values["tokens"], lang)
        later = after(game, PASS)
        claim("passes left", chosen == PASS and rules.passes - later.passes_used(p) == int(tokens["n"])
              and ("_token" in key_tokens) == (rules.sevens == "played"), said)
    what = move(values["what"], lang) if "what" in values else None
    if what is not None:
        claim("the move is legal", what == chosen and what in legal, said)
        if what != chosen:
            return
    if key == "goes_out":
        later = after(game, chosen)
        claim("going out", later.hand_size(p) == 0 and later.status(p) == "out", said)
    elif key == "greedy.own_kill_pass":
        best = move(values["play"], lang)
        claim("the move is legal", chosen == PASS and best in legal, said)
        claim("kills", runs(values["cards"]) == newly_killed(game, after(game, best)) & hand, said)
    elif key.startswith("greedy.hold"):  # "no card you could play frees another": the joker aside
        claim("frees", not any(freed_by(game, m) for m in moves if m.kind != "joker"), said)
        if "cards" in values:
            claim("cards kept", runs(values["cards"]) == hand & game.open_mask, said)
        if key == "greedy.hold_joker":
            claim("cards kept", game.jokers(p) > 0 and not hand & game.open_mask, said)
    elif key == "greedy.nothing":
        claim("frees", not freed_by(game, chosen), said)
    elif key in ("greedy.joker_with", "greedy.joker_alone"):
        n = 2 if key == "greedy.joker_with" else 1
        claim("cards leaving the hand", game.hand_size(p) - after(game, chosen).hand_size(p) == n, said)
    elif key == "greedy.frees":
        cards = runs(values["cards"])
        claim("frees", cards == freed_by(game, chosen), said)
        claim("frees", all(freed_by(game, m).bit_count() <= cards.bit_count() for m in moves), said)
    elif key == "greedy.opens_row":
        claim("opens a row", chosen.card.rank == 7 and rules.sevens == "played"
              and not game.layout_mask & chosen.bit, said)
    elif key == "blocker.pass_keeps":
        held, blocked, theirs = Move.play(values["card"]), runs(values["cards"]), others_cards(game, p)
        placed = play_as(game, p, held)
        claim("holding a card blocks", chosen == PASS and held in legal and placed is not None
              and not blocked & hand and reach(placed, theirs) & blocked == blocked
              and not reach(game, theirs) & blocked, said)
    elif key == "blocker.kills":
        cards = runs(values["cards"])
        claim("kills", cards == newly_killed(game, after(game, chosen)) & ~hand, said)
    elif key in ("blocker.opens_nothing", "blocker.release"):
        freed_key, freed = FREED.read(values["freed"], lang)
        if freed_key == "bot.blocker.frees":
            claim("frees", runs(freed["cards"]) == freed_by(game, chosen), said)
        else:
            n = int(freed.get("n", 0))
            claim("cards leaving the hand", game.hand_size(p) - after(game, chosen).hand_size(p) == n, said)
        opened = let_in(game, p, chosen)
        if key == "blocker.opens_nothing":
            claim("lets into play", not opened, said)
        else:
            cards = runs(values["cards"])
            claim("lets into play", cards & opened == cards, said)
            why, _ = WHY.read(values["why"], lang)
            if why == "bot.why.must_play":
                claim("why", rules.must_play, said)
            elif why == "bot.why.going_out":
                claim("why", game.hand_size(p) <= 3, said)
    elif key == "expert":
        _, best = NAME.read(values["best"], lang)
        _, second = NAME.read(values["second"], lang)
        best_move = move(best.get("what", "pass"), lang) if "what" in best else PASS
        second_move = move(second.get("what", "pass"), lang) if "what" in second else PASS
        claim("the move is legal", best_move == chosen and second_move in legal and second_move != chosen, said)


def explain_all(game: Game, bots, tally: Tally) -> None:
    for bot in bots:
        chosen = bot.choose(game)
        for lang in LANGUAGES:
            text = bot.explain(game, lang)
            key, values = READER.read(text, lang)
            check_reason(game, chosen, key, values, lang, text, tally)


def test_every_bot_reason_is_true(rules):
    """12 positions a ruleset; the random, greedy and blocker bots, and the expert on three."""
    tally = Tally()
    for i, game in enumerate(positions(rules, seed=5, count=12)):
        bots = [RandomBot(seed=i), GreedyBot(), BlockerBot()]
        if i < 3:
            bots.append(ExpertBot(seed=i, playouts=16))
        explain_all(game, bots, tally)
    assert tally.checked["the move is legal"] >= 12
    assert not tally.false, "\n".join(tally.examples)
