"""Play's status line says who made the first turn and the rule that chose them (R3, K2, B2, W2), during the
first round, in English and Japanese; the engine's own deal is the oracle for who that was."""

import pytest

from shichi_widgets import Game
from shichi_widgets.engine.messages import text
from shichi_widgets.widgets import GameTable


def dealt(preset: str, seed: int, lang: str = "en") -> GameTable:
    """A table whose deal is seed ``seed`` (``new_game(..., seed=...)``), the human at seat 0."""
    table = GameTable(preset, players=4, bots="greedy", seed=0, human=0, pace=0, lang=lang)
    table.new_game(preset, players=4, bots="greedy", human=0, seed=seed)
    return table


def first_player(preset: str, seed: int, players: int = 4) -> int:
    """Who moves first in the engine's deal of that seed (the table deals with dealer = seed % players)."""
    return Game.new(preset, players=players, seed=seed, dealer=seed % players).to_move


@pytest.mark.parametrize("seed", [1, 2, 3, 5])
def test_play_says_the_holder_of_the_seven_of_diamonds_started_r3(seed):
    table = dealt("shichi-narabe", seed)
    first = first_player("shichi-narabe", seed)
    shown = first + 1  # seats are counted from 1 on the screen
    said = (f"You held 7♦, so you made the first turn (R3); you are player {shown}." if first == table.human
            else f"Player {shown} held 7♦, so player {shown} made the first turn (R3).")
    assert said in table.info["status"]
    assert table.info["status"].startswith("Your turn.")


def test_kill_games_cite_k2_seven_bridge_b2_and_sevens_the_dealers_left_w2():
    koroshi = dealt("koroshi", 4)
    first = first_player("koroshi", 4)
    assert first != koroshi.human
    assert f"Player {first + 1} held 7♦, so player {first + 1} made the first turn (K2)." in koroshi.info["status"]
    bridge = dealt("seven-bridge", 4)
    first = first_player("seven-bridge", 4)
    assert first == bridge.human == 0  # the human opened: said to them
    assert "You held 7♦, so you opened the hand (B2); you are player 1." in bridge.info["status"]
    sevens = dealt("sevens", 6)
    left = (6 % 4 + 1) % 4  # W2: the player to the dealer's left
    assert f"Player {left + 1}, to the dealer's left, made the first turn (W2)." in sevens.info["status"]


def test_the_start_is_said_in_japanese_and_only_during_the_first_round():
    table = dealt("shichi-narabe", 1, lang="ja")
    first = first_player("shichi-narabe", 1)
    said = text("ui.started.seven_diamonds", "ja", player=first, rule="R3")
    assert said == f"7♦を持っていたので、プレイヤー{first + 1}から始めました（R3）。"
    if first == table.human:
        said = text("ui.started.you.seven_diamonds", "ja", player=first, rule="R3")
        assert said == f"あなた（プレイヤー{first + 1}）が7♦を持っていたので、あなたから始めました（R3）。"
    assert said in table.info["status"]
    watched = GameTable("shichi-narabe", players=4, bots="greedy", seed=1, human=None, pace=0)
    assert watched.game.is_over and "7♦" not in watched.info["status"]  # a whole game later: the result instead
