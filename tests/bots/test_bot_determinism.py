"""The same seed plays the same game; explaining never changes what a bot will do."""

from __future__ import annotations

import pytest

from shichi_widgets import BlockerBot, ExpertBot, Game, GreedyBot, RandomBot

KINDS = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "blocker": BlockerBot,
    "expert": lambda seed: ExpertBot(seed=seed, playouts=40),
}


def history_of(preset: str, kind, seed: int) -> list[str]:
    game = Game.new(preset, 4, seed=seed)
    bots = [kind(seed * 10 + seat) for seat in range(4)]
    while not game.is_over:
        game.play(bots[game.to_move].choose(game))
    return [f"{turn.player}:{turn.move}" for turn in game.history]


@pytest.mark.parametrize("name", KINDS)
@pytest.mark.parametrize("preset_name", ["shichi-narabe", "joker", "seven-bridge", "mushikui", "sevens"])
def test_the_same_seeds_play_the_same_game(name, preset_name):
    first = history_of(preset_name, KINDS[name], seed=3)
    assert first == history_of(preset_name, KINDS[name], seed=3)
    assert len(first) > 10


def test_random_bots_with_different_seeds_play_different_games():
    assert history_of("shichi-narabe", RandomBot, seed=1) != history_of("shichi-narabe", RandomBot, seed=2)


@pytest.mark.parametrize("name", KINDS)
def test_explaining_first_does_not_change_the_choice(name, positions):
    for game in positions("tunnel", count=4):
        plain, curious = KINDS[name](5), KINDS[name](5)
        curious.explain(game)
        assert curious.choose(game) == plain.choose(game)
        # and after choosing, the explanation is of the move chosen
        assert curious.explain(game) == plain.explain(game)


@pytest.mark.parametrize("name", KINDS)
def test_explaining_before_every_move_plays_the_very_same_game(name):
    def play(explain: bool) -> list[str]:
        game = Game.new("joker", 3, seed=6)
        bots = [KINDS[name](seat) for seat in range(3)]
        while not game.is_over:
            bot = bots[game.to_move]
            if explain:
                bot.explain(game)
            game.play(bot.choose(game))
        return [str(turn.move) for turn in game.history]

    assert play(explain=True) == play(explain=False)


def test_asking_twice_in_the_same_position_gives_the_same_move():
    game = Game.new("shichi-narabe", 4, seed=8)
    bot = ExpertBot(seed=2, playouts=60)
    assert bot.choose(game) == bot.choose(game)


def test_an_expert_with_a_time_limit_stops_early_and_still_answers():
    game = Game.new("shichi-narabe", 4, seed=8)
    while len(game.legal_moves()) < 2:
        game.play(game.legal_moves()[0])
    bot = ExpertBot(seed=1, playouts=10**9, time_limit=0.05)
    assert bot.choose(game) in game.legal_moves()
    assert 0 < bot.last_playouts < 10**9


@pytest.mark.parametrize("bad", [{"playouts": 0}, {"time_limit": -1}, {"rollout": "smart"}])
def test_an_expert_refuses_a_meaningless_budget(bad):
    with pytest.raises(ValueError):
        ExpertBot(**bad)
