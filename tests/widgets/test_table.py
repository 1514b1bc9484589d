"""GameTable driven as the browser drives it: clicks, the bot pace timer, undo, history, new games."""

import json
import logging

import pytest

from shichi_widgets import Game, Ruleset
from shichi_widgets.widgets import GameTable

SYNCED_GAME_STATE = ("layout_cells", "hand", "seats", "log_lines", "info", "hover", "all_hands", "message")


def send(table, content):
    table._receive(table, content, [])


def human_moves(table):
    return [m for m in table.game.legal_moves()] if table.game.to_move == table.human else []


def step(table):
    """What the front end's timer does: ask for the pending bot move."""
    send(table, {"type": "step", "seq": table.info["pending"]})


def play_to_the_end(table, limit=2000):
    for _ in range(limit):
        if table.info["over"]:
            return
        if table.game.to_move == table.human:
            send(table, {"type": "play", "move": str(human_moves(table)[0])})
        else:
            assert table.info["pending"], "a bot is to move, so a step must be pending"
            step(table)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_a_game_of_every_preset_is_played_to_the_end_by_clicks(preset):
    table = GameTable(preset, players=4, bots="random", seed=2, human=0)
    play_to_the_end(table)
    assert table.game.is_over and table.info["over"]
    assert table.info["result"] == table.game.result.explain()


def test_only_the_humans_hand_is_synced():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=4, human=1, pace=0)
    synced = json.dumps([getattr(table, name) for name in SYNCED_GAME_STATE], ensure_ascii=False)
    game = table.game
    assert table.hand["cards"] == [str(c) for c in game.hand(1)]
    for seat in (0, 2, 3):
        for card in game.hand(seat):
            assert f'"{card}"' not in synced, f"{card} of player {seat} leaked"
    assert table.all_hands == []


def test_the_teaching_switch_reveals_every_hand_on_purpose():
    table = GameTable("shichi-narabe", players=3, bots="random", seed=4, reveal=True, pace=0)
    assert table.all_hands == [[str(c) for c in table.game.hand(s)] for s in range(3)]


def test_bots_move_one_at_a_time_when_the_front_end_asks():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=9, human=0, pace=0.5)
    while table.game.to_move == 0:
        send(table, {"type": "play", "move": str(human_moves(table)[0])})
    moves = len(table.game.history)
    pending = table.info["pending"]
    assert pending and table.info["pace_ms"] == 500
    send(table, {"type": "step", "seq": pending + 7})  # stale or forged: ignored
    assert len(table.game.history) == moves
    step(table)
    assert len(table.game.history) == moves + 1
    send(table, {"type": "step", "seq": pending})  # the same request twice: ignored
    assert len(table.game.history) == moves + 1


def test_pace_zero_lets_the_bots_move_at_once():
    table = GameTable("tunnel", players=4, bots="greedy", seed=1, human=2, pace=0)
    assert table.game.to_move == 2 or table.game.is_over
    assert table.info["pending"] == 0


def test_undo_takes_back_the_humans_move_and_the_bot_moves_after_it():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=5, human=0, pace=0)
    before = table.game.to_text()
    send(table, {"type": "play", "move": str(human_moves(table)[0])})
    assert table.game.to_text() != before
    send(table, {"type": "undo"})
    assert table.game.to_text() == before and table.game.to_move == 0


def test_the_history_slider_shows_an_earlier_position_and_refuses_play_there():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=5, human=0, pace=0)
    start = dict(table.layout_cells)
    for _ in range(3):
        send(table, {"type": "play", "move": str(human_moves(table)[0])})
    moves = table.info["moves"]
    send(table, {"type": "seek", "index": 0})
    assert table.info["viewing"] == 0 and table.layout_cells == start
    assert table.hand["playable"] == [] and not table.hand["can_pass"]
    send(table, {"type": "play", "move": "pass"})
    assert "earlier move" in table.message and table.info["moves"] == moves
    send(table, {"type": "seek", "index": moves})
    assert table.info["viewing"] == -1


def test_a_new_game_with_house_rules_from_the_form():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=5, pace=0)
    send(table, {"type": "new", "preset": "seven-bridge", "players": 5, "bots": "greedy",
                 "flags": {"passes": 5, "penalty": "count"}})
    rules = table.game.rules
    assert (rules.name, rules.passes, rules.penalty, table.game.players) == ("seven-bridge", 5, "count", 5)
    assert table.settings["flags"]["passes"] == 5


@pytest.mark.parametrize(
    "content, fragment",
    [
        ({"type": "new", "preset": "nope", "players": 4, "bots": "random", "flags": {}}, "unknown preset"),
        ({"type": "new", "preset": "shichi-narabe", "players": 4, "bots": "random",
          "flags": {"opening_card": "7♥"}}, "B2"),
        ({"type": "new", "preset": "shichi-narabe", "players": 40, "bots": "random", "flags": {}}, "players"),
        ({"type": "new", "preset": "shichi-narabe", "players": 4, "bots": "random",
          "flags": {"chips": 10**9}}, "not offered"),
        ({"type": "seek", "index": 999}, "index"),
        ({"type": "talk", "player": 1}, "G1"),
        ({"type": "play", "move": "K♠"}, ""),
    ],
)
def test_bad_requests_are_refused_with_a_reason_and_change_nothing(caplog, content, fragment):
    table = GameTable("shichi-narabe", players=4, bots="random", seed=5, human=0, pace=0)
    before = (table.game.to_text(history=True), table.game.rules)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(table, content)
    assert (table.game.to_text(history=True), table.game.rules) == before
    assert fragment in table.message and "refused message" in caplog.text


def test_a_hint_names_a_legal_move_and_a_reason():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=5, human=0, pace=0)
    send(table, {"type": "hint"})
    hint = table.info["hint"]
    assert hint.startswith("Hint: ")
    assert any(hint.startswith(f"Hint: {m}.") for m in table.game.legal_moves())


def test_talking_to_the_ghost_from_the_table():
    game = Game.from_position("ghost", layout=["7♠", "7♥", "7♣", "7♦"],
                              hands=[["5♠", "9♠"], ["9♥", "5♣"], ["2♦", "3♦"]], passes_used=[0, 3, 0], to_move=1)
    game.play("pass")  # player 1 cannot play and has no pass left: bankrupt, the ghost (G1)
    table = GameTable.from_game(game, bots="random", human=0, pace=0.5)
    assert table.info["talk"] == [0, 2]
    send(table, {"type": "talk", "player": 2})
    assert table.game.ghost == 2 and table.game.status(1) == "active"
    assert "spoke to the ghost" in table.log_lines[-1]


def test_front_end_writes_to_table_traits_are_undone(caplog):
    table = GameTable("shichi-narabe", players=4, bots="random", seed=5, human=0, pace=0)
    before = list(table.seats)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        table.set_state({"seats": [], "all_hands": [["A♠"]]})
    assert table.seats == before and table.all_hands == []
    assert caplog.text.count("may not set") == 2


def _count_state_messages(table):
    sent = []
    table.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    return sent


def test_a_step_asked_again_resends_the_state_so_a_page_that_missed_an_update_catches_up():
    """The front end asks again (``again: true``) when no answer came: a page that reconnected may
    have lost the update. The table plays nothing twice and sends its whole state once more."""
    table = GameTable("shichi-narabe", players=4, bots="random", seed=9, human=0, pace=0.5)
    while table.game.to_move == 0:
        send(table, {"type": "play", "move": str(human_moves(table)[0])})
    pending = table.info["pending"]
    step(table)  # answered: the update carrying the next pending step is "lost" on the way
    moves = len(table.game.history)
    sent = _count_state_messages(table)
    send(table, {"type": "step", "seq": pending, "again": True})
    assert len(table.game.history) == moves  # nothing played twice
    assert len(sent) == 1 and sent[0]["method"] == "update"
    assert sent[0]["state"]["info"]["pending"] == table.info["pending"] != pending
    assert set(SYNCED_GAME_STATE) - {"log_lines"} <= set(sent[0]["state"])


def test_a_repeated_step_without_again_sends_nothing():
    """Two open views both ask for the same step: the second request is ignored silently."""
    table = GameTable("shichi-narabe", players=4, bots="random", seed=9, human=0, pace=0.5)
    while table.game.to_move == 0:
        send(table, {"type": "play", "move": str(human_moves(table)[0])})
    pending = table.info["pending"]
    step(table)
    sent = _count_state_messages(table)
    send(table, {"type": "step", "seq": pending})
    assert sent == [] and table.message == ""
