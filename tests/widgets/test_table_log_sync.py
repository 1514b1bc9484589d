"""The table's log reaches the browser in two parts, so a move sends a few entries, not the whole log."""

from __future__ import annotations

import json

from shichi_widgets.widgets import GameTable
from shichi_widgets.widgets.table import LOG_RECENT_MAX


def _browser_log(table: GameTable) -> list[list]:
    return list(table.log_sent) + list(table.log_recent)


def _play_out(table: GameTable) -> list[int]:
    """Play the human's first legal move (bots answer at once) until the game ends; the log bytes each move sent."""
    sizes = []
    while not table.game.is_over:
        before_sent, before_recent = list(table.log_sent), list(table.log_recent)
        move = table.game.legal_moves()[0]
        table.play(str(move))
        changed = []
        if table.log_sent != before_sent:
            changed.append(table.log_sent)
        if table.log_recent != before_recent:
            changed.append(table.log_recent)
        sizes.append(sum(len(json.dumps(part, ensure_ascii=False).encode()) for part in changed))
        assert _browser_log(table) == [[m, t] for m, t in zip(table.log_marks, table.log_lines, strict=True)]
    return sizes


def test_the_browser_log_is_always_the_whole_log_in_order():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=3, pace=0)
    _play_out(table)
    assert len(_browser_log(table)) == len(table.log_lines) > LOG_RECENT_MAX


def test_a_move_sends_only_recent_entries_most_of_the_time():
    table = GameTable("tunnel", players=4, bots="random", seed=5, pace=0)
    sizes = _play_out(table)
    whole = len(json.dumps(_browser_log(table), ensure_ascii=False).encode())
    assert len(table.log_recent) <= LOG_RECENT_MAX
    assert sum(sizes) / len(sizes) < whole / 2, (sizes, whole)


def test_a_language_switch_sends_the_whole_log_again_in_the_new_language():
    table = GameTable("shichi-narabe", players=4, bots="random", seed=3, pace=0)
    table.play(str(table.game.legal_moves()[0]))
    english = _browser_log(table)
    table.lang = "ja"
    japanese = _browser_log(table)
    assert len(japanese) == len(english) and japanese != english
    assert [m for m, _ in japanese] == [m for m, _ in english]
