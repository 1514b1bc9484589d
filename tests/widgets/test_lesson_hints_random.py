"""Hints on positions no lesson ships (issue 24, item 4): a teacher's step of any kind, on random positions of
every preset, gets a hint whose cited rules apply to the flags and lead, worked out by hand
(``lesson_rules.py``), to the engine's answer. The shipped lessons are checked in test_lesson_hints_truth.py.
"""

from __future__ import annotations

import random

import pytest
from lesson_rules import hint_problems

from shichi_widgets import Card, Game, Move
from shichi_widgets.engine import Ruleset, Suit
from shichi_widgets.lessons.questions import Question, Step

SEEDS = range(4)
DEPTHS = (0, 3, 12, 30, 60, -1)  # -1: until the player to move has no pass left


HOUSE_RULES = {
    # flags, not preset names, choose the hint: the same preset with a house rule gets other lines
    "seven-bridge+lose-turn": ("seven-bridge", {"stuck": "lose-turn"}),
    "seven-bridge+7♥": ("seven-bridge", {"opening_card": "7♥"}),
    "seven-bridge+jokers-wild": ("seven-bridge", {"jokers": 2, "joker_mode": "wild"}),
    "seven-bridge+5-passes": ("seven-bridge", {"passes": 5}),
    "koroshi+hidden": ("koroshi", {"hidden_penalties": True}),
    "shichi-narabe+5-passes": ("shichi-narabe", {"passes": 5}),
    "joker+tunnel-open": ("joker", {"tunnels": "open"}),
}


def ruleset(name: str) -> Ruleset:
    preset, flags = HOUSE_RULES.get(name, (name, {}))
    return Ruleset.preset(preset).replace(**flags)


def position(preset: str, seed: int, depth: int) -> Game | None:
    """A random position: a deal, then ``depth`` random legal moves (None when the hand ended first)."""
    chooser = random.Random(seed * 101 + depth)
    game = Game.new(ruleset(preset), players=3 + seed % 3, seed=seed)
    for _ in range(depth if depth >= 0 else 300):
        if game.to_move is None:
            return None
        limit = game.rules.passes
        if depth < 0 and limit is not None and game.passes_used(game.to_move) >= limit:
            return game  # depth -1: the first position whose player to move has no pass left
        moves = game.legal_moves()
        passing = [m for m in moves if m.kind == "pass"]
        # pass often, so that positions with no pass left (R6, B5, B8, K4) come up
        game.play(passing[0] if passing and chooser.random() < 0.6 else chooser.choice(moves))
    return None if game.to_move is None else game


def questions(game: Game, chooser: random.Random) -> list[Question]:
    """Every kind of question a teacher may ask of this position."""
    out = [Question(kind="playable", prompt=""), Question(kind="playable", prompt="", player=game.to_move)]
    rules = game.rules
    if rules.kill is None and rules.sevens == "dealt":
        out += [Question(kind="next", prompt="", suit=suit) for suit in Suit]
        out += [Question(kind="next", prompt="", suit=suit, direction=d) for suit in Suit for d in ("up", "down")]
    legal = list(game.legal_moves())
    if rules.kill is not None:
        out += [Question(kind="kills", prompt="", card=m.card) for m in legal if m.kind == "play"][:4]
    if rules.jokers:
        out.append(Question(kind="joker", prompt="", options=tuple(str(m) for m in game.joker_plays())))
    wrong = [str(Move.play(Card.from_index(i))) for i in chooser.sample(range(52), 4)]
    options = tuple(dict.fromkeys([str(m) for m in legal][:6] + wrong + ["pass"]))
    out += [Question(kind="choose", prompt="", options=options, ask=ask) for ask in ("legal", "illegal")]
    cells = tuple(dict.fromkeys(str(Card.from_index(i)) for i in chooser.sample(range(52), 5)))
    out += [Question(kind="choose", prompt="", options=cells, ask=ask) for ask in ("playable", "not-playable")]
    out.append(Question(kind="turn", prompt="", options=tuple(str(p) for p in range(game.players))))
    return out


CASES = [(preset, seed, depth) for preset in (*Ruleset.presets(), *HOUSE_RULES) for seed in SEEDS for depth in DEPTHS]


@pytest.mark.parametrize(("preset", "seed", "depth"), CASES, ids=[f"{p}-{s}-{d}" for p, s, d in CASES])
def test_the_hint_of_any_question_on_a_random_position_is_true(preset, seed, depth):
    game = position(preset, seed, depth)
    if game is None:
        game = position(preset, seed, 0)
    chooser = random.Random(seed)
    problems = []
    for q in questions(game, chooser):
        step = Step(number=1, title="", caption="", game=game, question=q)
        hint = {lang: q.hint_in(lang, game) for lang in ("en", "ja")}
        problems += [f"{q.kind}/{q.ask}/{q.suit}/{q.direction}: {p} | {hint['en']}" for p in hint_problems(step, hint)]
    assert not problems, "\n".join(problems[:8])
