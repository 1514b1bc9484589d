"""What a GameTable sends the browser over a whole game, counted as it goes over the wire."""

from __future__ import annotations

import json
from typing import Any

from shichi_widgets.widgets import GameTable


def play_counting(preset: str, seed: int, lang: str = "en") -> tuple[list[dict[str, Any]], int]:
    """A 4-player game against random bots, played out move by move (the human plays its first legal
    move, bots are stepped as the browser would step them): every state message, and the moves."""
    table = GameTable(preset, players=4, bots="random", seed=seed, human=0, pace=0.5, lang=lang)
    sent: list[dict[str, Any]] = []
    table.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    while not table.game.is_over:
        if table.game.to_move == 0:
            table._receive(table, {"type": "play", "move": str(table.game.legal_moves()[0])}, [])
        else:
            table._receive(table, {"type": "step", "seq": table.info["pending"]}, [])
    return sent, len(table.game.history)


def bytes_per_move(preset: str, lang: str = "en", games: int = 3) -> float:
    """The mean bytes of JSON (UTF-8) a move sends, over ``games`` whole games."""
    total_bytes = total_moves = 0
    for seed in range(games):
        sent, moves = play_counting(preset, seed, lang)
        total_bytes += sum(len(json.dumps(data, ensure_ascii=False).encode()) for data in sent)
        total_moves += moves
    return total_bytes / total_moves
