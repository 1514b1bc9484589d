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
    "room.error.not_host_ask": (
        "Only the host who opened the room can ask the class and show the answer.",
        "クラスに問題を出して答えを見せられるのは、ルームを開いたホストだけです。",
    ),
    "room.error.nobody": (
        "Nobody has taken a seat yet: take one first.",
        "まだ誰も席についていません。先に席についてください。",
    ),
    "room.error.not_host_again": (
        "Only the host who opened the room can deal another game.",
        "もう一度配れるのは、ルームを開いたホストだけです。",
    ),
    "room.error.not_over": (
        "The game is still on: another game can be dealt once it is over.",
        "ゲームはまだ続いています。終わってから、もう一度配れます。",
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
    # -- the Class tab (the front end's labels: "room.ui." keys) -----------------------------------------
    "room.ui.title": ("Play together", "みんなで遊ぶ"),
    "room.ui.intro": (
        "Open a table and give its code to the others, or type the code you were given. "
        "Bots take the seats nobody takes when the host starts.",
        "テーブルを開いてコードをほかの人に伝えるか、教えてもらったコードを入力してください。"
        "ホストが始めるとき、空いている席にはボットが入ります。",
    ),
    "room.ui.open_heading": ("Open a table", "テーブルを開く"),
    "room.ui.game": ("Game", "ゲーム"),
    "room.ui.seats": ("Seats", "席の数"),
    "room.ui.turn_time": ("Time for a move", "1手の持ち時間"),
    "room.ui.seconds": ("{n} s", "{n}秒"),
    "room.ui.watch": ("I only watch (a projector)", "自分は見るだけ（プロジェクター用）"),
    "room.ui.open": ("Open a table", "テーブルを開く"),
    "room.ui.join_heading": ("Join a table", "テーブルに入る"),
    "room.ui.code_label": ("Room code", "ルームコード"),
    "room.ui.join": ("Join", "入る"),
    "room.ui.code": ("Room code: {code}", "ルームコード：{code}"),
    "room.ui.share": (
        "Others type this code in their Class tab, or open this link:",
        "ほかの人はクラスタブでこのコードを入力するか、このリンクを開きます：",
    ),
    "room.ui.copy": ("Copy the link", "リンクをコピー"),
    "room.ui.copied": ("Copied", "コピーしました"),
    "room.ui.seat": ("Seat {seat}", "{seat}番の席"),
    "room.ui.seat_open": ("free", "空席"),
    "room.ui.seat_person": ("a person", "人"),
    "room.ui.seat_you": ("you", "あなた"),
    "room.ui.seat_bot": ("a bot", "ボット"),
    "room.ui.seat_host": ("host", "ホスト"),
    "room.ui.seat_stood_in": ("a bot played for them", "ボットが代わりに出しました"),
    "room.ui.cards": ("{n} cards", "{n}枚"),
    "room.ui.cards.one": ("1 card", "1枚"),
    "room.ui.passes": ("{n} passes", "パス{n}回"),
    "room.ui.passes.one": ("1 pass", "パス1回"),
    "room.ui.sit": ("Sit here", "ここに座る"),
    "room.ui.stand": ("Leave my seat", "席を立つ"),
    "room.ui.start": ("Start the game", "ゲームを始める"),
    "room.ui.waiting_host": (
        "Waiting for the host to start the game.",
        "ホストがゲームを始めるのを待っています。",
    ),
    "room.ui.waiting_you": (
        "Start when everyone who plays has a seat; bots take the free seats.",
        "遊ぶ人が全員座ったら始めてください。空席にはボットが入ります。",
    ),
    "room.ui.your_turn": (
        "Your turn: play a lit card ({seconds} s left).",
        "あなたの番です。光っているカードを出してください（残り{seconds}秒）。",
    ),
    "room.ui.your_turn_or_pass": (
        "Your turn: play a lit card, or pass ({seconds} s left).",
        "あなたの番です。光っているカードを出すか、パスしてください（残り{seconds}秒）。",
    ),
    "room.ui.your_turn_pass": (
        "Your turn: no card of yours can be played, so pass ({seconds} s left).",
        "あなたの番です。出せるカードがないのでパスしてください（残り{seconds}秒）。",
    ),
    "room.ui.their_turn": ("Player {to_move} to move.", "プレイヤー{to_move}の番です。"),
    "room.ui.watching": (
        "You are watching: take a free seat before the start to play.",
        "見ているところです。遊ぶには、始まる前に空いている席に座ってください。",
    ),
    "room.ui.over": ("The game is over.", "ゲームは終わりました。"),
    "room.ui.over_host": (
        "The game is over: the result is below. Deal another game with the same seats when you like.",
        "ゲームは終わりました。結果は下にあります。同じ席でもう一度配ることもできます。",
    ),
    "room.ui.again": ("Deal another game", "もう一度配る"),
    "room.ui.pass": ("Pass", "パス"),
    "room.ui.leave": ("Leave the room", "ルームを出る"),
    "room.ui.log": ("What happened", "経過"),
    "room.ui.ask": ("Ask the class this question", "この問題をクラスに出す"),
    "room.ui.nothing_to_ask": (
        "Open a lesson step with a question, or a position in Explore, then ask the class.",
        "問題のあるレッスンのステップか、検討の局面を開いてから、クラスに出してください。",
    ),
    "room.ui.nothing_answer": ("None", "なし"),
    "room.ui.answer_sent": (
        "Your answer is in; you may change it until the answer is shown.",
        "答えを送りました。答えが発表されるまでは変えられます。",
    ),
    "room.ui.tally": ("{n} answers so far", "これまでの答え：{n}人"),
    "room.ui.tally.one": ("1 answer so far", "これまでの答え：1人"),
    "room.ui.reveal": ("Show the answer", "答えを見せる"),
    "room.ui.close_question": ("Back to the table", "テーブルに戻る"),
    "room.ui.connecting": ("Connecting to the table…", "テーブルにつないでいます…"),
    "room.ui.lost": (
        "Connection to the table lost. Reconnecting — your seat is kept.",
        "テーブルとの接続が切れました。つなぎ直しています。席はそのままです。",
    ),
    "room.ui.unavailable": (
        "Tables for several people need the classroom server (bash notebooks/app.sh): "
        "this page has none.",
        "複数人のテーブルには教室サーバー（bash notebooks/app.sh）が必要です。このページにはありません。",
    ),
    "room.error.question": (
        "That is not a question the class can be asked: a lesson step with a question, or a position.",
        "クラスに出せる問題ではありません。問題のあるレッスンのステップか、局面を出してください。",
    ),
    "room.error.no_question": (
        "This lesson step asks nothing: go to a step with a question first.",
        "このステップには問題がありません。問題のあるステップに進んでから出してください。",
    ),
    "room.error.position": (
        "The class cannot be asked about this position ({text}): it has no playable cell or cannot be read.",
        "この局面（{text}）はクラスに出せません。出せるマスが無いか、読み取れません。",
    ),
    "room.error.not_asking": (
        "No question is open in this room.",
        "このルームには出題中の問題がありません。",
    ),
    "room.error.not_offered": (
        "{item} is not one of the choices of this question.",
        "{item}はこの問題の選択肢にありません。",
    ),
    "room.error.not_a_card": ("{item} is not a card.", "{item}はカードではありません。"),
    "room.error.answered_late": (
        "The answer has been shown: your pick no longer counts.",
        "答えが発表されたので、もう答えられません。",
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
    "room.log.again": (
        "Another game at this table: the people keep their seats and free seats may be taken; "
        "the host starts it.",
        "同じテーブルでもう一度遊びます。座っている人はそのままの席で、空席には座れます。ホストが始めます。",
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
