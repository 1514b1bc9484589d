"""The lessons' words, in English and Japanese: the prompts, hints, feedback and answers of a
lesson's questions, and the lesson widget's buttons and headings.

The lessons layer owns this table (:class:`~shichi_widgets.engine.catalogue.Catalogue`); it reads the
engine's sentences below it, and the widgets read it from above. Keys start with ``"ui.lesson."``
(the front end gets them without ``"ui."``). Standard library only.
"""

from __future__ import annotations

from typing import Any

from ..engine.catalogue import Catalogue
from ..engine.messages import ENGINE

__all__ = ["LESSONS", "say"]

# key: (English, Japanese). Both templates of a key take the same {placeholders}.
_TABLE: dict[str, tuple[str, str]] = {
    "ui.lesson.check": ("Check", "答え合わせ"),
    "ui.lesson.next": ("Next", "次へ"),
    "ui.lesson.back": ("Back", "戻る"),
    "ui.lesson.right": ("Right!", "正解！"),
    "ui.lesson.wrong": ("Not quite", "おしい！ちょっとちがいます"),
    "ui.lesson.step": ("step {i} of {n}", "ステップ {i}/{n}"),
    "ui.lesson.question": ("Question", "問題"),
    "ui.lesson.answer": ("Answer", "答え"),
    "ui.lesson.clear": ("Clear", "選択解除"),
    "ui.lesson.options": ("Answers to choose from", "答えの候補"),
    "ui.lesson.controls": ("Lesson steps", "レッスンの操作"),
    "ui.lesson.hands": ("Hands", "手札"),
    "ui.lesson.hand_of": ("Player {n}'s hand", "プレイヤー{n}の手札"),
    "ui.lesson.seat_to_move": ("Player {n} (to move)", "プレイヤー{n}（手番）"),
    "ui.lesson.hand_over": ("The hand is over.", "このゲームは終わりました。"),
    "ui.lesson.keys_help": (
        "Keys: Tab to the layout or a hand, arrows to move, Enter to pick a card (again to unpick), "
        "then Tab to Check.",
        "キー操作：Tabで場か手札へ、矢印キーで移動、Enterでカードを選びます（もう一度押すと取り消し）。"
        "最後にTabで「答え合わせ」へ進みます。",
    ),
    "ui.lesson.press_check": (
        "Press Check to see the engine's explanations.",
        "「答え合わせ」を押すと、説明が表示されます。",
    ),
    "ui.lesson.first_step": ("this is the first step", "これが最初のステップです"),
    "ui.lesson.last_step": ("this is the last step", "これが最後のステップです"),
    "ui.lesson.no_question_select": (
        "this step has no question: nothing to select",
        "このステップには問題がないので、選ぶものはありません",
    ),
    "ui.lesson.no_question_check": (
        "this step has no question: press Next",
        "このステップには問題がありません。「次へ」を押してください",
    ),
    "ui.lesson.not_offered": ("'{item}' is not one of the offered options", "「{item}」は答えの候補にありません"),
    "ui.lesson.joker_no_cell": (
        "the joker has no cell: pick a card",
        "ジョーカーにはマスがありません。カードを選んでください",
    ),
    "ui.lesson.prompt.playable": (
        "Click every playable cell, then press Check.",
        "出せるマスを全部クリックしてから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.playable_player": (
        "Click every card that player {player} could play now, then press Check.",
        "プレイヤー{player}が今出せるカードを全部クリックしてから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.next": (
        "Which {suit} must come next? Click one card, then press Check.",
        "次に来る{suit}はどれですか？カードを1枚クリックしてから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.next_direction": (
        "Which {suit} must come next, going {direction} from the 7? Click one card, then press Check.",
        "7から{direction}へ並べるとき、次に来る{suit}はどれですか？カードを1枚クリックしてから、"
        "「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.kills": (
        "Click every cell that playing {card} would kill, then press Check.",
        "{card}を出すと殺されるマスを全部クリックしてから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.joker": (
        "Which joker plays are possible now? Pick every one that is, then press Check.",
        "今できるジョーカーの出し方はどれですか？できるものを全部選んでから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.legal": (
        "Which of these is a legal move now? Pick one, then press Check.",
        "この中で、今できる手はどれですか？1つ選んでから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.illegal": (
        "Which of these is NOT a legal move now? Pick one, then press Check.",
        "この中で、今はできない手はどれですか？1つ選んでから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.playable_cell": (
        "Which of these is a playable cell now? Pick one, then press Check.",
        "この中で、今出せるマスはどれですか？1つ選んでから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.prompt.not_playable_cell": (
        "Which of these is NOT a playable cell now? Pick one, then press Check.",
        "この中で、今は出せないマスはどれですか？1つ選んでから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.summary_right": ("Right: {what}.", "正解です！{what}"),
    "ui.lesson.summary_wrong": ("Not quite: {what}.", "おしい！ちょっとちがいます。{what}"),
    "ui.lesson.summary_missed": (" Missed: {items}.", "選びもれ：{items}。"),
    "ui.lesson.summary_extra": (" Not right: {items}.", "まちがって選んだもの：{items}。"),
    "ui.lesson.answer.playable": ("the playable cells are {cards}", "出せるマスは{cards}です。"),
    "ui.lesson.answer.player_can": ("player {player} can play {cards}", "プレイヤー{player}が出せるのは{cards}です。"),
    "ui.lesson.answer.player_cannot": (
        "player {player} cannot play a card",
        "プレイヤー{player}が出せるカードはありません。",
    ),
    "ui.lesson.answer.next": ("the next {suit} is {cards}", "次に来る{suit}は{cards}です。"),
    "ui.lesson.answer.kills": ("playing {card} kills {cards}", "{card}を出すと、{cards}が殺されます。"),
    "ui.lesson.answer.kills_nothing": ("playing {card} kills nothing", "{card}を出しても、殺されるマスはありません。"),
    "ui.lesson.answer.joker": ("the possible joker plays are {moves}", "できるジョーカーの出し方は{moves}です。"),
    "ui.lesson.answer.no_joker": ("no joker play is possible", "ジョーカーは出せません。"),
    "ui.lesson.answer.other": ("the answer is {items}", "答えは{items}です。"),
    "ui.lesson.reason.kills_none": ("{sentence} It kills no cell.", "{sentence}このカードで殺されるマスはありません。"),
    "ui.lesson.reason.not_killed": (
        "{card} is not killed by {by}: {sentence}",
        "{card}は{by}では殺されません。{sentence}",
    ),
    "ui.lesson.reason.not_held": (
        "{sentence} But player {player} does not hold {card}.",
        "{sentence}ただし、プレイヤー{player}は{card}を持っていません。",
    ),
    "ui.lesson.summary_wrong_none": ("Not right: {what}.", "残念、ちがいます。{what}"),
    "ui.lesson.hint.summary": ("Not yet. {what} Try once more.", "まだです。{what}もう一度考えてみましょう。"),
    "ui.lesson.hint.picked_nothing": ("You picked nothing, but there is an answer to pick.",
                                      "何も選んでいませんが、選ぶべき答えがあります。"),
    "ui.lesson.hint.right_so_far": ("Right so far: {items}.", "ここまで正しいもの：{items}。"),
    "ui.lesson.hint.not_right": ("Not right: {items}.", "正しくないもの：{items}。"),
    "ui.lesson.hint.missing": ("{n} more to find.", "あと{n}つ見つけましょう。"),
    "ui.lesson.hint.item_right": ("{item}: right.", "{item}：正しいです。"),
    "ui.lesson.hint.item_wrong": ("{item}: not right.", "{item}：正しくありません。"),
    "ui.lesson.hint.playable": (
        "Hint: in each row, look for the next empty cell outward from the 7, on each side (L3).",
        "ヒント：どの列でも、7から外へ向かって、両側それぞれの次の空きマスを探しましょう（L3）。",
    ),
    "ui.lesson.hint.next": (
        "Hint: start at the 7 and walk outward; skip the cells that are already filled (L3).",
        "ヒント：7から外へ進み、もう埋まっているマスは飛ばしましょう（L3）。",
    ),
    "ui.lesson.hint.kills": (
        "Hint: after the play, look at each empty cell next to it: is every side a card or an edge (K3)?",
        "ヒント：出した後、そのカードの隣の空きマスを1つずつ見ましょう。4つの辺がどれもカードか場の端ですか（K3）？",
    ),
    "ui.lesson.hint.kills_group": (
        "Hint: after the play, follow each group of empty cells: does it still reach both the top and the "
        "bottom row (K8)?",
        "ヒント：出した後、空きマスのまとまりをたどりましょう。一番上の段と一番下の段の両方にまだつながっていますか（K8）？",
    ),
    "ui.lesson.hint.joker": (
        "Hint: the joker goes into an open cell, and the next card beyond it must go with it (J2).",
        "ヒント：ジョーカーは出せるマスに入り、その先の次のカードといっしょに出します（J2）。",
    ),
    "ui.lesson.hint.turn": (
        "Hint: play goes clockwise, to the next player who still holds cards (R1, R7).",
        "ヒント：順番は時計回りで、まだ手札を持っている次の人に回ります（R1、R7）。",
    ),
    "ui.lesson.hint.choose_legal": (
        "Hint: a card must go on an open cell, and a pass needs a pass left (L3, R5, R6).",
        "ヒント：カードは出せるマスにしか出せず、パスはパスが残っているときだけです（L3、R5、R6）。",
    ),
    "ui.lesson.hint.choose_illegal": (
        "Hint: a card must go on an open cell, and a pass needs a pass left (L3, R5, R6).",
        "ヒント：カードは出せるマスにしか出せず、パスはパスが残っているときだけです（L3、R5、R6）。",
    ),
    "ui.lesson.hint.choose_playable": (
        "Hint: for each option, find the cards that must be on the table before it.",
        "ヒント：それぞれの候補について、先に場に出ていなければならないカードを探しましょう。",
    ),
    "ui.lesson.hint.choose_not_playable": (
        "Hint: for each option, find the cards that must be on the table before it.",
        "ヒント：それぞれの候補について、先に場に出ていなければならないカードを探しましょう。",
    ),
    "ui.lesson.prompt.turn": (
        "Who makes the next turn? Pick one player, then press Check.",
        "次は誰の番ですか？プレイヤーを1人選んでから、「答え合わせ」を押してください。",
    ),
    "ui.lesson.answer.turn": ("player {player} makes the next turn", "次はプレイヤー{player}の番です。"),
    "ui.lesson.reason.item": ("{item}: {sentence}", "{item}：{sentence}"),
    "ui.lesson.reason.held": (
        "{sentence} Player {player} holds {card}.",
        "{sentence}プレイヤー{player}は{card}を持っています。",
    ),
    "ui.lesson.reason.nothing_killed": ("Playing {card} kills no cell ({rule}).",
                                        "{card}を出しても、殺されるマスはありません（{rule}）。"),
    "ui.lesson.reason.the_card_played": (
        "{card} is the card played: it fills its own cell, so that cell is not killed (K3).",
        "{card}は出すカードそのものです。自分のマスを埋めるので、そのマスは殺されません（K3）。",
    ),
    "ui.lesson.reason.kill_in_layout": (
        "{card} is already in the layout: only an empty cell can be killed (K3).",
        "{card}はもう場に出ています。殺されるのは空きマスだけです（K3）。",
    ),
    "ui.lesson.reason.alive": (
        "{card} ({where}) is not killed by {by}: an empty cell is still next to it ({cells}) (K3).",
        "{card}（{where}）は{by}では殺されません。まだ隣に空きマス（{cells}）があるからです（K3）。",
    ),
    "ui.lesson.reason.alive_tunnel": (
        "{card} ({where}) is not killed by {by}: {cells}, next to it through the tunnel, is still empty (K7).",
        "{card}（{where}）は{by}では殺されません。トンネルの先の隣のマス{cells}がまだ空いているからです（K7）。",
    ),
    "ui.lesson.reason.alive_group": (
        "{card} ({where}) is not killed by {by}: its group of empty cells still reaches both the top and the "
        "bottom row (K8).",
        "{card}（{where}）は{by}では殺されません。その空きマスのまとまりが、まだ一番上の段と一番下の段の両方に"
        "つながっているからです（K8）。",
    ),
    "ui.lesson.where.hand": ("in player {player}'s hand", "プレイヤー{player}の手札"),
    "ui.lesson.where.out_of_play": ("out of play", "ゲームで使われていないカード"),
    "ui.lesson.reason.turn_yes": (
        "Player {player} makes the next turn: the next player clockwise who still holds cards (R1, R7).",
        "プレイヤー{player}の番です。時計回りで次の、まだ手札を持っている人です（R1、R7）。",
    ),
    "ui.lesson.reason.turn_not_active": (
        "Player {player} takes no more turns: {status} (R7, R9).",
        "プレイヤー{player}にはもう番が回ってきません（{status}）（R7、R9）。",
    ),
    "ui.lesson.reason.turn_later": (
        "Player {player} plays later: going clockwise, player {first} comes first (R1).",
        "プレイヤー{player}の番はもっと後です。時計回りでは、プレイヤー{first}が先です（R1）。",
    ),
    "ui.lesson.nothing.kills": ("Nothing is killed", "何も殺されない"),
    "ui.lesson.nothing.joker": ("No joker play", "ジョーカーは出せない"),
    "ui.lesson.no_nothing": (
        "this question has an answer to pick: \"nothing\" is not one",
        "この問題には選ぶ答えがあります。「なし」は答えになりません",
    ),
    "ui.lesson.course": ("lesson {i} of {n}", "レッスン {i}/{n}"),
    "ui.lesson.done": (
        "That is the end of lesson {i}, {title}.",
        "レッスン{i}「{title}」はこれで終わりです。",
    ),
    "ui.lesson.next_lesson": ("Next lesson: {title}", "次のレッスン：{title}"),
    "ui.lesson.course_done_note": (
        "It was the last lesson of the course: you know every variant now. Try them in Play and Explore.",
        "これでコースのレッスンは全部終わりです。「遊ぶ」と「調べる」で試してみましょう。",
    ),
    "ui.lesson.no_course": ("this lesson is not part of the course", "このレッスンはコースに入っていません"),
    "ui.lesson.course_done": ("this is the last lesson of the course", "これがコースの最後のレッスンです"),
}

LESSONS = Catalogue("lessons", _TABLE, below=(ENGINE,))
"""The lessons' catalogue, with the engine's sentences below it."""


def say(key: str, /, lang: str = "en", **values: Any) -> str:
    """A lesson's word (``"ui.lesson."`` keys) or else the engine's sentence for ``key``, filled."""
    return LESSONS.text(key, lang, **values)
