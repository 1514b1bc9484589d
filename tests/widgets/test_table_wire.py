"""What a move sends the browser: the seats' names once per game, no empty keys, at most 2 KB a move
in either language (issue 12's bar; ``benchmarks/bench_widgets.py`` prints the figures)."""

from __future__ import annotations

import pytest
from wire import bytes_per_move, play_counting

from shichi_widgets import Ruleset
from shichi_widgets.engine.wire import without_empty
from shichi_widgets.widgets import GameTable


def _states(sent: list[dict]) -> list[dict]:
    return [data["state"] for data in sent if data and data.get("method") == "update"]


def test_the_wire_form_leaves_out_empty_and_false_values_and_keeps_numbers():
    value = {"text": "", "list": [], "map": {}, "none": None, "no": False, "zero": 0, "minus": -1, "yes": True,
             "word": "x", "zeros": [0, 0]}
    assert without_empty(value) == {"zero": 0, "minus": -1, "yes": True, "word": "x", "zeros": [0, 0]}
    assert without_empty([{"a": ""}, {"b": 2}]) == [{}, {"b": 2}]
    assert value["text"] == "" and len(value) == 10  # the Python value is left whole


def test_a_move_sends_the_seats_without_their_names_and_the_names_once():
    sent, moves = play_counting("shichi-narabe", seed=2)
    states = _states(sent)
    assert moves > 20 and len(states) >= moves
    assert not any("seat_info" in state for state in states)  # a move never sends the names again
    for state in states:
        for seat in state.get("seats", []):
            assert "name" not in seat and "limit" not in seat
            assert {"seat", "cards", "passes", "status", "status_text"} <= seat.keys()


def test_the_seats_keep_their_names_in_python():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=1, human=0, pace=0.5)
    assert [seat["name"] for seat in table.seats] == [info["name"] for info in table.seat_info]
    assert table.seats[0]["human"] is True and table.seats[1]["limit"] == 3


def test_the_table_keeps_whole_dicts_in_python_and_sends_them_without_empty_keys():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=1, human=0, pace=0.5)
    sent: list[dict] = []
    table.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    if table.game.to_move == 0:
        table._receive(table, {"type": "play", "move": str(table.game.legal_moves()[0])}, [])
    else:
        table._receive(table, {"type": "step", "seq": table.info["pending"]}, [])
    assert table.info["hint"] == "" and table.info["result"] == "" and table.seats[0]["score"] == ""
    (state,) = _states(sent)
    assert "hint" not in state["info"] and "result" not in state["info"]
    assert state["info"]["viewing"] == -1 and "moves" in state["info"]  # numbers, 0 included, travel
    assert all("score" not in seat and "exposed" not in seat for seat in state["seats"])


def test_a_language_switch_sends_the_seat_names_in_the_new_language():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=1, human=0, pace=0.5)
    assert table.seat_info[0] == {"name": "You (Player 1)", "limit": 3, "human": True}
    assert table.seat_info[1]["name"] == "Player 2 (random bot)"
    sent: list[dict] = []
    table.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    table.lang = "ja"
    names = [state["seat_info"] for state in _states(sent) if "seat_info" in state]
    assert names and names[-1][0]["name"] == table.seat_info[0]["name"] == "あなた（プレイヤー1）"
    assert names[-1][1]["name"] == "プレイヤー2（ランダムボット）"
    assert "プレイヤー" in names[-1][1]["name"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_move_sends_at_most_2_kb_in_every_preset(lang):
    """Issue 12: "the bytes synced per move stay ≤ 2 KB" — Japanese text takes three bytes a character."""
    sizes = {preset: bytes_per_move(preset, lang, games=1) for preset in Ruleset.presets()}
    assert max(sizes.values()) <= 2048, sizes
