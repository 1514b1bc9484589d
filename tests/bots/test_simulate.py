"""``simulate``: one row per game and seat, the same rows in one process or two, the lean loop
and ``Game`` giving the same table, and a DataFrame that plots."""

from __future__ import annotations

import subprocess
import sys

import pytest

import shichi_widgets
from shichi_widgets import GreedyBot, RandomBot, Ruleset, simulate
from shichi_widgets.bots.simulate import COLUMNS, Simulation


class PlainRandomBot(RandomBot):
    """RandomBot's choices, but a class the simulator does not know: it plays through ``Game``."""


def test_rows_are_one_per_game_and_seat_with_the_documented_columns():
    sim = simulate("shichi-narabe", [RandomBot(), RandomBot(), GreedyBot()], games=25, seed=4)
    assert isinstance(sim, Simulation)
    assert len(sim.rows) == 25 * 3
    assert all(tuple(row) == COLUMNS for row in sim.rows)
    assert [row["game"] for row in sim.rows[:6]] == [0, 0, 0, 1, 1, 1]
    assert {row["bot"] for row in sim.rows} == {"RandomBot", "GreedyBot"}
    for game in range(25):
        ranks = sorted(row["rank"] for row in sim.rows if row["game"] == game)
        assert ranks == [1, 2, 3]
    assert {row["outcome"] for row in sim.rows} <= {"out", "last", "bankrupt"}
    assert all(0 <= row["passes"] <= 3 for row in sim.rows)


def test_a_deal_seed_deals_the_simulated_game_again():
    sim = simulate("tunnel", [RandomBot()] * 4, games=3, seed=9)
    row = sim.rows[-1]
    again = simulate("tunnel", [RandomBot()] * 4, games=3, seed=9)
    assert again.rows == sim.rows
    assert row["deal_seed"] == (9 << 32) + 2


def test_two_workers_give_exactly_the_rows_of_one(rules):
    bots = [RandomBot(), GreedyBot(), PlainRandomBot(), RandomBot()]
    one = simulate(rules, bots, games=30, seed=3, workers=1)
    two = simulate(rules, bots, games=30, seed=3, workers=2)
    assert one.rows == two.rows


def test_the_lean_loop_and_game_give_the_same_table_for_random_seats(rules):
    fast = simulate(rules, [RandomBot() for _ in range(4)], games=40, seed=5)
    slow = simulate(rules, [PlainRandomBot(name="RandomBot") for _ in range(4)], games=40, seed=5)
    assert fast.rows == slow.rows


def test_duplicate_deals_rotate_every_bot_through_every_seat():
    sim = simulate("shichi-narabe", [GreedyBot(), RandomBot(), RandomBot()], games=5, seed=1, duplicate=True)
    assert len(sim.rows) == 5 * 3 * 3
    for deal in range(5):
        seats = {row["seat"] for row in sim.rows if row["deal"] == deal and row["bot"] == "GreedyBot"}
        assert seats == {0, 1, 2}
        assert len({row["deal_seed"] for row in sim.rows if row["deal"] == deal}) == 1


def test_standings_give_a_mean_and_confidence_interval_per_entrant():
    sim = simulate("shichi-narabe", [GreedyBot(), RandomBot(), RandomBot(), RandomBot()], games=20, duplicate=True)
    standings = sim.standings()
    assert [s.entrant for s in standings] == [0, 1, 2, 3]
    assert all(s.low < s.mean < s.high and s.deals == 20 for s in standings)
    assert sum(s.mean for s in standings) == pytest.approx(10)  # ranks 1-4 in every game
    assert "95% CI" in str(standings[0])


def test_to_pandas_gives_a_tidy_frame_ready_to_group_and_plot():
    sim = simulate("seven-bridge", [RandomBot(), GreedyBot(), RandomBot()], games=12, seed=2)
    frame = sim.to_pandas()
    assert frame.shape == (36, len(COLUMNS))
    assert list(frame.columns) == list(COLUMNS)
    means = frame.groupby("bot")["penalty"].mean()
    assert set(means.index) == {"RandomBot", "GreedyBot"}


def test_the_simulation_leaves_the_callers_bots_untouched():
    bot = GreedyBot(seed=1)
    state = bot.rng.getstate()
    simulate("joker", [bot, RandomBot(), RandomBot()], games=3)
    assert bot.rng.getstate() == state


def test_a_progress_bar_can_be_asked_for(capsys):
    simulate("shichi-narabe", [RandomBot()] * 3, games=10, progress=True)
    assert "10/10" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args, error",
    [
        (dict(bots=[RandomBot()]), ValueError),
        (dict(bots=["random", "greedy"]), TypeError),
        (dict(bots=[RandomBot()] * 3, games=-1), ValueError),
        (dict(bots=[RandomBot()] * 3, workers=0), ValueError),
    ],
)
def test_bad_arguments_are_refused_with_a_clear_error(args, error):
    with pytest.raises(error):
        simulate(Ruleset.preset("shichi-narabe"), **args)


def test_the_top_level_exports_the_bots_without_loading_them_on_import():
    assert shichi_widgets.simulate is simulate
    code = (
        "import sys, shichi_widgets; "
        "print(any(m in sys.modules for m in ('shichi_widgets.bots', 'tqdm', 'pandas')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
