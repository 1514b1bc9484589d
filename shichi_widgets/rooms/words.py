"""The rooms' words, in English and Japanese: refusals, the room's log lines and its status.

The rooms layer owns this table; the engine's sentences (a move, an event) sit below it. A seat
placeholder (``{seat}``, ``{player}``) takes a 0-based seat and is shown counted from 1.
"""

from __future__ import annotations

from ..engine.catalogue import Catalogue
from ..engine.messages import ENGINE

__all__ = ["ROOMS"]

_TABLE: dict[str, tuple[str, str]] = {
    # -- refusals -----------------------------------------------------------------------------------
    "room.error.code": (
        "That is not a room code: a code is 4 to 6 letters and digits, as the host's screen shows it.",
        "ルームコードではありません。コードはホストの画面に出ている4〜6文字の英字と数字です。",
    ),
    "room.error.unknown": (
        "No room has the code {code}: check it with the host (a finished room closes after an hour).",
        "コード{code}のルームはありません。ホストに確かめてください（終わったルームは1時間で閉じます）。",
    ),
    "room.error.players": (
        "A room has 2 to {most} seats, not {given}.",
        "ルームの席は2〜{most}席です（{given}席にはできません）。",
    ),
    "room.error.seat_taken": (
        "Seat {seat} is taken: choose a free seat.",
        "{seat}番の席はふさがっています。空いている席を選んでください。",
    ),
    "room.error.no_seat": (
        "There is no seat {seat} in this room.",
        "このルームに{seat}番の席はありません。",
    ),
    "room.error.full": (
        "Every seat is taken: you can watch this room.",
        "席はすべてふさがっています。このルームは見ることができます。",
    ),
    "room.error.started": (
        "The game has started: seats can no longer change.",
        "ゲームが始まったので、席はもう変えられません。",
    ),
    "room.error.not_host": (
        "Only the host who opened the room can start it.",
        "ルームを開いたホストだけがゲームを始められます。",
    ),
    "room.error.nobody": (
        "Nobody has taken a seat yet: take one first.",
        "まだ誰も席についていません。先に席についてください。",
    ),
    "room.error.not_playing": (
        "The game is not on: {status}.",
        "ゲーム中ではありません（{status}）。",
    ),
    "room.error.not_seated": (
        "You have no seat at this table, so you can only watch.",
        "このテーブルに席がないので、見ることだけができます。",
    ),
    "room.error.not_your_turn": (
        "It is player {to_move}'s turn, not yours.",
        "今はプレイヤー{to_move}の番です。あなたの番ではありません。",
    ),
    "room.error.stale": (
        "The table moved on before your move arrived: look again and choose from the cards now lit.",
        "あなたの手が届く前に場が進みました。もう一度見て、今光っているカードから選んでください。",
    ),
    "room.error.message": (
        "The table could not read that request (its '{field}' is missing or wrong); nothing changed.",
        "テーブルはその要求を読めませんでした（「{field}」が無いか正しくありません）。何も変わっていません。",
    ),
    # -- status ---------------------------------------------------------------------------------------
    "room.status.waiting": ("waiting for the host to start", "ホストが始めるのを待っています"),
    "room.status.playing": ("playing", "ゲーム中"),
    "room.status.over": ("the game is over", "ゲームは終わりました"),
    # -- log lines ------------------------------------------------------------------------------------
    "room.log.opened": ("Room {code} is open.", "ルーム{code}を開きました。"),
    "room.log.started": (
        "The game starts: bots take seats {seats}.",
        "ゲーム開始。空いた席（{seats}）にはボットが入ります。",
    ),
    "room.log.started_full": ("The game starts.", "ゲーム開始。"),
    "room.log.timed_out": (
        "Player {seat} did not move within {seconds} s, so a bot played this turn for them; "
        "their next move takes the seat back.",
        "プレイヤー{seat}が{seconds}秒以内に出さなかったので、この番はボットが代わりに出しました。"
        "次に自分で出せば席に戻れます。",
    ),
    "room.log.back": ("Player {seat} is back.", "プレイヤー{seat}が戻りました。"),
}

ROOMS = Catalogue("rooms", _TABLE, below=(ENGINE,))
"""The rooms' catalogue, with the engine's sentences below it."""
