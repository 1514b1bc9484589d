"""ExpertBot decides as it always did: speed work on the search must not change a decision.

For fixed-seed positions of every preset and the house rules of ``conftest.py`` (3, 4 and 5
players, early and late; partial decks, a swapped joker, hidden penalties), the stored file
``expert_decisions.json`` holds what the bot did with the code before the speed work of issue 26:
the move ``choose`` picked, the sum of each move's costs over the sampled deals that ``evaluate``
returned, and the next 32 random bits of the stream after it (so the same number of draws was
made). Any change to how deals are sampled, how the hands are played out or how a result is
scored changes these. Regenerate (only when a change of decisions is meant, and say so):

    .venv/bin/python tests/bots/test_expert_decisions_kept.py --write
"""

from __future__ import annotations

import json
import random
import sys
import zlib
from pathlib import Path

import pytest

from shichi_widgets import ExpertBot, Game, Ruleset
from shichi_widgets.bots.knowledge import Knowledge

STORED = Path(__file__).with_name("expert_decisions.json")

RULES = tuple(Ruleset.preset(name) for name in Ruleset.presets()) + (
    Ruleset.preset("seven-bridge").replace(kings_bonus=5),
    Ruleset.preset("seven-bridge").replace(jokers=2, joker_mode="wild"),
    Ruleset.preset("seven-bridge").replace(ghost=False),
    Ruleset.preset("seven-bridge").replace(passes=5, opening_card="7♥", penalty="count"),
    Ruleset.preset("koroshi").replace(row_order="shuffled"),
    Ruleset.preset("koroshi").replace(hidden_penalties=True),
)
BUDGET = 240  # playouts: small, so the whole file runs in seconds; the loop is the default's


def _position(rules: Ruleset, players: int, seed: int, moves: int) -> Game | None:
    """``moves`` seeded random moves (mostly plays) into a seeded game; None if it is decided."""
    game = Game.new(rules, players, seed=seed)
    rng = random.Random(1000 + seed)
    for _ in range(moves):
        if game.is_over:
            return None
        options = game.legal_moves()
        plays = [m for m in options if m.kind != "pass"]
        game.play(rng.choice(plays if plays and rng.random() < 0.75 else options))
    return None if game.is_over or len(game.legal_moves()) < 2 else game


def _mid_games() -> dict[str, Game]:
    """Named positions: for every ruleset up to five undecided ones (3, 4, 5 players)."""
    out = {}
    for rules in RULES:
        for players, seed, moves in ((4, 1, 5), (4, 2, 17), (3, 3, 11), (5, 4, 28), (4, 6, 2)):
            for tries in range(6):  # the next seed when this one is decided
                game = _position(rules, players, seed + 10 * tries, moves)
                if game is not None:
                    out[f"{rules} | {players}p seed {seed + 10 * tries} after {moves}"] = game
                    break
    return out


def _built() -> dict[str, Game]:
    """Positions set up by hand: partial decks, a swapped joker (J3), hidden penalties (K6)."""
    out = {}
    out["tunnel partial deck"] = Game.from_position(
        "tunnel", layout=["7♠", "7♥", "7♣", "7♦", "8♠", "6♥", "5♥", "8♣"],
        hands=[["9♠", "10♠", "4♥", "6♣", "2♦"], ["J♠", "Q♠", "3♥", "5♣", "9♣"], ["10♣", "6♦", "8♦", "K♦", "A♠"]],
    )
    joker = Game.from_position(
        "joker", layout=["7♠", "7♥", "7♣", "7♦"],
        hands=[["JK", "9♠", "2♣", "6♦"], ["8♠", "3♥", "4♥", "8♦"], ["K♦", "5♣", "Q♣", "6♥"]],
    )
    joker.play("JK=8♠+9♠")
    out["joker swapped"] = joker
    k6 = Ruleset.preset("koroshi").replace(hidden_penalties=True)
    layout = [*(f"{r}♠" for r in "7 8 9 10 J Q".split()), *(f"{r}♥" for r in "7 8 9 10 J Q K".split()), "7♣", "7♦"]
    mine = ["6♠", "5♥", "6♣", "8♣", "A♦"]
    rest = [c for c in (f"{r}{s}" for s in "♠♥♣♦" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split())
            if c not in mine and c != "K♠" and c not in layout]
    random.Random(5).shuffle(rest)
    out["K6 hidden killed card"] = Game.from_position(
        k6, layout=layout, hands=[mine, rest[:15], rest[15:]], penalties=[[], ["K♠"], []], to_move=0
    )
    left = Game.from_position(k6, layout="7♠ 7♥ 7♣ 7♦", hands=[["8♠", "9♠", "10♠", "6♥"], ["A♣", "2♣"],
                              ["K♦", "Q♦", "J♦", "3♣"]], passes_used=[0, 3, 0], to_move=1)
    left.play("pass")  # K4: seat 1 leaves, keeping its cards face down (K6)
    while left.to_move != 0 and not left.is_over:
        left.play(left.legal_moves()[0])
    out["K6 a leaver's kept cards"] = left
    return {name: game for name, game in out.items() if not game.is_over and len(game.legal_moves()) > 1}


def _cases() -> list[tuple[str, Game, dict]]:
    """(case name, position, ExpertBot settings): the budget and rollout, ``places`` for the review's
    costs; a few at the default budget of 5,000 playouts."""
    cases = []
    games = {**_mid_games(), **_built()}
    for name, game in games.items():
        cases.append((name, game, {"playouts": BUDGET}))
    firsts = list(games.items())
    for name, game in (firsts[0], firsts[-3]):
        for rollout in ("eager", "random"):
            cases.append((f"{name} | {rollout}", game, {"playouts": BUDGET, "rollout": rollout}))
        cases.append((f"{name} | places", game, {"playouts": BUDGET, "places": True}))
    for name in (RULES[0], RULES[8], RULES[12], RULES[-1]):  # shichi-narabe, koroshi, sevens, K6
        key = next(k for k in games if k.startswith(f"{name} | 4p") and k.endswith("after 17"))
        cases.append((f"{key} | default budget", games[key], {}))
    return cases


def _decision(name: str, game: Game, settings: dict) -> dict:
    """What ExpertBot does in ``game`` (seeded from the case's name): its move, each move's summed
    costs, the stream after."""
    seed = zlib.crc32(name.encode()) % 10_000
    settings = dict(settings)
    places = settings.pop("places", False)
    move = ExpertBot(seed=seed, **settings).choose(game)
    rng = random.Random(seed)
    costs = ExpertBot(seed=seed, **settings).evaluate(game, game.legal_moves(), rng, places=places)
    return {"move": str(move), "sums": [round(sum(c), 6) for c in costs], "next": rng.getrandbits(32)}


CASES = _cases()


def _stored() -> dict:
    return json.loads(STORED.read_text(encoding="utf-8"))


def test_the_stored_decisions_cover_every_case():
    """The file was made from these very positions (a position that changed would not be checked)."""
    assert sorted(_stored()) == sorted(name for name, _, _ in CASES)
    assert len(CASES) >= 80


@pytest.mark.parametrize("case", range(len(CASES)), ids=[name for name, _, _ in CASES])
def test_expert_decides_as_before_the_speed_work(case):
    name, game, settings = CASES[case]
    assert _decision(name, game, settings) == _stored()[name]


class _OwnDraws(random.Random):
    """The same stream as ``random.Random``, drawn through its own methods (``shuffle``,
    ``randrange``), not inline: a subclass with its own ``_randbelow``."""

    def _randbelow(self, n: int) -> int:
        return super()._randbelow(n)


def test_a_deal_drawn_inline_is_the_one_the_streams_own_methods_draw():
    """Knowledge.sample draws a random.Random's shuffle and picks inline; another stream goes
    through its methods: the deals and the stream after them are the same (hidden jokers, partial
    decks and cards some seat cannot hold among the positions)."""
    checked = set()
    for name, game, _ in CASES:
        know = Knowledge.of(game)
        spare = know.unknown.bit_count() + know.hidden_jokers - sum(know.sizes[s] - know.known_jokers[s]
                                                                     for s in know.seats)
        kinds = {"hidden jokers": know.hidden_jokers > 0, "partial deck": spare > 0,
                 "excluded": any(know.excluded[s] & know.unknown for s in know.seats), "plain": True}
        for seed in range(3):
            inline, own = random.Random(seed), _OwnDraws(seed)
            for _ in range(4):
                assert know.sample(inline) == know.sample(own), name
            assert inline.getrandbits(64) == own.getrandbits(64), name
        checked |= {kind for kind, there in kinds.items() if there}
    assert checked == {"hidden jokers", "partial deck", "excluded", "plain"}


if __name__ == "__main__":
    if "--write" not in sys.argv:
        raise SystemExit(__doc__)
    rows = [f"{json.dumps(name, ensure_ascii=False)}: {json.dumps(_decision(name, game, settings), ensure_ascii=False)}"
            for name, game, settings in CASES]
    STORED.write_text("{\n" + ",\n".join(rows) + "\n}\n", encoding="utf-8")
    print(f"wrote {len(CASES)} decisions to {STORED}")
