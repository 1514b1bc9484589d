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
    "ui.lesson.wrong": ("Not right", "残念、ちがいます。"),
    "ui.lesson.step": ("step {i} of {n}", "ステップ {i}/{n}"),
    "ui.lesson.question": ("Question", "問題"),
    "ui.lesson.answer": ("Answer", "答え"),
    "ui.lesson.clear": ("Clear", "選択解除"),
    "ui.lesson.options": ("Answers to choose from", "答えの候補"),
    "ui.lesson.controls": ("Lesson steps", "レッスンの操作"),
    "ui.lesson.hands": ("Hands", "手札"),
    "ui.lesson.player": ("Player {player}", "プレイヤー{player}"),
    "ui.lesson.hand_of": ("Player {player}'s hand", "プレイヤー{player}の手札"),
    "ui.lesson.seat_to_move": ("Player {player} (to move)", "プレイヤー{player}（手番）"),
    "ui.lesson.player_to_move": ("Player {player} to move.", "プレイヤー{player}の番です。"),
    "ui.lesson.passes_used_of": ("{used} of {limit} passes used", "パス：{used}/{limit}回"),
    "ui.lesson.whose_turn_open": (
        "Whose turn is it? Answer the question first.",
        "誰の番でしょう？先に問題に答えてください。",
    ),
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
    "ui.lesson.summary_extra": (" Not right: {items}.", "間違って選んだもの：{items}。"),
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
    "ui.lesson.hint.prefix": ("Hint: {text}", "ヒント：{text}"),
    "ui.lesson.hint.playable": (
        "In each row, look for the next empty cell outward from the 7, on each side (L3).",
        "どの列でも、7から外へ向かって、両側それぞれの次の空きマスを探しましょう（L3）。",
    ),
    "ui.lesson.hint.place.L4": (
        "A row whose 7 is not on the table has no playable cell yet (L4).",
        "7が場に出ていない列には、まだ出せるマスがありません（L4）。",
    ),
    "ui.lesson.hint.player_holds": (
        "Then keep only the cards that player {player} holds (R4).",
        "その上で、プレイヤー{player}が持っているカードだけを残しましょう（R4）。",
    ),
    "ui.lesson.hint.place.K2": (
        "A card may go into any empty cell next to a card in the layout, above, below, left or right, "
        "unless that cell is killed (K2, K3).",
        "カードは、場のカードの上下左右に隣り合う空きマスなら、殺されたマスでない限りどこにでも出せます（K2、K3）。",
    ),
    "ui.lesson.hint.place.K9": (
        "In this variant a cell diagonally next to a card counts too (K9).",
        "このローカルルールでは、斜めに隣り合うマスにも出せます（K9）。",
    ),
    "ui.lesson.hint.place.K7": (
        "The A and the K of a row are neighbours through the tunnel (K7).",
        "同じ段のAとKは、トンネルを通して隣り合っています（K7）。",
    ),
    "ui.lesson.hint.place.B2": (
        "Until the opening card is down, it is the only card that can be played (B2).",
        "最初に出すカードが場に出るまでは、そのカードしか出せません（B2）。",
    ),
    "ui.lesson.hint.place.W2": (
        "The first card played must be a 7, any 7 (W2).",
        "最初に出すカードは7でなければなりません。どの7でもかまいません（W2）。",
    ),
    "ui.lesson.hint.place.B3": (
        "Any 7 may be played; in a row already opened, only the card just below its lowest card or just "
        "above its highest (B3).",
        "7はいつでも出せます。もう始まっている列では、一番小さいカードのすぐ下か、一番大きいカードの"
        "すぐ上だけが出せます（B3）。",
    ),
    "ui.lesson.hint.place.W3": (
        "Any 7 may be played; in a row already opened, only the card just below its lowest card or just "
        "above its highest (W3).",
        "7はいつでも出せます。もう始まっている列では、一番小さいカードのすぐ下か、一番大きいカードの"
        "すぐ上だけが出せます（W3）。",
    ),
    "ui.lesson.hint.place.T2": (
        "Build outward from the 7 on each side; once one side of a row is complete, that row goes on only "
        "through the tunnel, from the other end (T2).",
        "7から外へ両側に並べます。列の片側がそろったら、その列はトンネルを通って反対の端からしか続きません（T2）。",
    ),
    "ui.lesson.hint.place.T3": (
        "Build outward from the 7 on each side; through the tunnel, a row goes on at the A after the K, "
        "and at the K after the A, while the other side goes on as well (T3).",
        "7から外へ両側に並べます。トンネルを通って、Kの先はA、Aの先はKへと続き、反対側もそのまま続きます（T3）。",
    ),
    "ui.lesson.hint.next": (
        "Start at the 7 and walk outward; skip the cells that are already filled (L3).",
        "7から外へ進み、もう埋まっているマスは飛ばしましょう（L3）。",
    ),
    "ui.lesson.hint.next.T2_later": (
        "Once a side of a row is complete, the row goes on only through the tunnel (T2).",
        "列の片側がそろったら、その列はトンネルを通ってしか続きません（T2）。",
    ),
    "ui.lesson.hint.next.T2_low": (
        "The low side (A–6) of the {suit} is complete, so this row goes on only through the tunnel, "
        "at the other end of the row (T2).",
        "{suit}の小さい方（A〜6）はそろっているので、この列はトンネルを通って、列の反対の端からしか続きません（T2）。",
    ),
    "ui.lesson.hint.next.T2_high": (
        "The high side (8–K) of the {suit} is complete, so this row goes on only through the tunnel, "
        "at the other end of the row (T2).",
        "{suit}の大きい方（8〜K）はそろっているので、この列はトンネルを通って、列の反対の端からしか続きません（T2）。",
    ),
    "ui.lesson.hint.next.T3": (
        "Start at the 7 and walk outward, skipping filled cells; through the tunnel the row goes on at the A "
        "after the K, and at the K after the A (T3).",
        "7から外へ進み、埋まっているマスは飛ばしましょう。トンネルを通って、Kの先はA、Aの先はKへと続きます（T3）。",
    ),
    "ui.lesson.hint.kills": (
        "After the play, look at each empty cell next to it: is every side a card or an edge (K3)?",
        "出した後、そのカードの隣の空きマスを1つずつ見ましょう。4つの辺がどれもカードか場の端ですか（K3）？",
    ),
    "ui.lesson.hint.kills.K7": (
        "A row has no left or right edge: the A and the K are neighbours through the tunnel (K7).",
        "段には左右の端がありません。AとKはトンネルを通して隣り合っています（K7）。",
    ),
    "ui.lesson.hint.kills.K9": (
        "Kills still count only the cells above, below, left and right (K9).",
        "殺されるかどうかは、上下左右のマスだけで決まります（K9）。",
    ),
    "ui.lesson.hint.kills_group": (
        "After the play, follow each group of empty cells: does it still reach both the top and the "
        "bottom row (K8)?",
        "出した後、空きマスのまとまりをたどりましょう。一番上の段と一番下の段の両方にまだつながっていますか（K8）？",
    ),
    "ui.lesson.hint.joker": (
        "The joker stands for a card that could be played now and that the player does not hold; the next "
        "missing card beyond it, from the player's hand, goes with it (J2).",
        "ジョーカーは、今出せるマスのうち自分が持っていないカードの代わりになり、その先でまだ出ていない次のカードを"
        "手札から一緒に出します（J2）。",
    ),
    "ui.lesson.hint.joker.T4": (
        "The next card beyond it may be through the tunnel (T4).",
        "その先の次のカードは、トンネルの先でもかまいません（T4）。",
    ),
    "ui.lesson.hint.joker.J7": (
        "A wild joker is played alone, as any card that could be played now and that the player does not "
        "hold (J7).",
        "ジョーカーは単独で出し、今出せるカードのうち自分が持っていないどれの代わりにもなります（J7）。",
    ),
    "ui.lesson.hint.yurei": (
        "On a turn, a player may play a yūrei's exposed card instead of one of their own, if it could be "
        "played now (B5).",
        "自分の番には、自分のカードの代わりに、幽霊の表向きのカードで今出せるものを出してもかまいません（B5）。",
    ),
    "ui.lesson.hint.pass.left": (
        "A player with a pass left may pass, even holding a card that could be played ({rules}).",
        "パスが残っていれば、出せるカードを持っていてもパスできます（{rules}）。",
    ),
    "ui.lesson.hint.pass.B2": (
        "The opener may not pass (B2).",
        "最初に出す人はパスできません（B2）。",
    ),
    "ui.lesson.hint.pass.W4": (
        "There is no limit on passes, but a player who can play must play; only one who cannot play "
        "passes (W4).",
        "パスの回数に制限はありませんが、出せる人は必ず出します。パスできるのは出せない人だけです（W4）。",
    ),
    "ui.lesson.hint.pass.none.bankrupt": (
        "With no pass left, a player who can play must play; one who cannot passes once more, and that "
        "pass is bankruptcy (R6).",
        "パスが残っていない人は、出せるなら必ず出します。出せなければもう一度パスし、そのパスで破産（失格）します（R6）。",
    ),
    "ui.lesson.hint.pass.none.yurei": (
        "With no pass token left, a player who can play must play; one who cannot passes once more and "
        "becomes a yūrei (B5).",
        "パス札が残っていない人は、出せるなら必ず出します。出せなければもう一度パスし、幽霊になります（B5）。",
    ),
    "ui.lesson.hint.pass.none.lose-turn": (
        "With no pass token left, a player who can play must play; one who cannot passes once more and "
        "simply loses the turn (B8).",
        "パス札が残っていない人は、出せるなら必ず出します。出せなければもう一度パスし、番を失うだけです（B8）。",
    ),
    "ui.lesson.hint.pass.none.leave": (
        "With no pass left, a player who can play must play; one who cannot passes once more and leaves "
        "the game, every card in hand a penalty card (K4).",
        "パスが残っていない人は、出せるなら必ず出します。出せなければもう一度パスしてゲームから抜け、"
        "手札は全部ペナルティカードになります（K4）。",
    ),
    "ui.lesson.hint.turn": (
        "Play goes clockwise, to the next player who is still in the game; players who went out or take no "
        "more turns are skipped ({rules}).",
        "順番は時計回りで、まだゲームに残っている次の人に回ります。あがった人やもう番のない人は飛ばします（{rules}）。",
    ),
    "ui.lesson.hint.turn.R3": (
        "The first turn goes to whoever held 7♦ (R3).",
        "最初の番は、7♦を持っていた人です（R3）。",
    ),
    "ui.lesson.hint.turn.B2": (
        "The first turn goes to the holder of the opening card (B2).",
        "最初の番は、最初に出すカードを持っている人です（B2）。",
    ),
    "ui.lesson.hint.turn.W2": (
        "The first turn goes to the player to the dealer's left (W2).",
        "最初の番は、親の左隣の人です（W2）。",
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
    "ui.lesson.reason.killed": (
        "{card} is killed by {by} and becomes a penalty card of player {player} ({rule}).",
        "{card}は{by}を出すと殺され、プレイヤー{player}のペナルティカードになります（{rule}）。",
    ),
    "ui.lesson.reason.killed_unheld": (
        "{card} is killed by {by} and becomes out of play ({rule}).",
        "{card}は{by}を出すと殺され、ゲームから外れます（{rule}）。",
    ),
    "ui.lesson.reason.killed_group": (
        "{card} is killed by {by}, which cuts its group of empty cells off {edge}, and becomes a penalty card "
        "of player {player} (K8).",
        "{card}は{by}を出すと殺され、プレイヤー{player}のペナルティカードになります。{card}の空きマスのまとまりが"
        "{edge}つながらなくなるからです（K8）。",
    ),
    "ui.lesson.reason.killed_group_unheld": (
        "{card} is killed by {by}, which cuts its group of empty cells off {edge}, and becomes out of play (K8).",
        "{card}は{by}を出すと殺され、ゲームから外れます。{card}の空きマスのまとまりが{edge}つながらなくなる"
        "からです（K8）。",
    ),
    "ui.lesson.reason.killed_hidden": (
        "{card} is killed by {by}; whose card it is stays secret ({rule}, K6).",
        "{card}は{by}を出すと殺されます。誰のカードかは秘密です（{rule}、K6）。",
    ),
    "ui.lesson.edge.top": ("from the top row", "一番上の段と"),
    "ui.lesson.edge.bottom": ("from the bottom row", "一番下の段と"),
    "ui.lesson.edge.both": ("from both the top and the bottom row", "一番上の段とも一番下の段とも"),
    "ui.lesson.where.hand": ("in player {player}'s hand", "プレイヤー{player}の手札"),
    "ui.lesson.where.out_of_play": ("out of play", "ゲームで使われていないカード"),
    "ui.lesson.reason.turn_yes": (
        "Player {player} makes the next turn: the next player clockwise who still takes turns ({rules}).",
        "プレイヤー{player}の番です。時計回りで次の、まだ番が回ってくる人です（{rules}）。",
    ),
    "ui.lesson.reason.turn_not_active": (
        "Player {player} takes no more turns: {status} ({rule}).",
        "プレイヤー{player}は{status}なので、もう番が回ってきません（{rule}）。",
    ),
    "ui.lesson.reason.turn_later": (
        "Player {player} plays later: going clockwise, player {seat} comes first (R1).",
        "プレイヤー{player}の番はもっと後です。時計回りでは、プレイヤー{seat}が先です（R1）。",
    ),
    "ui.lesson.reason.turn_first.R3": (
        "Player {player} makes the first turn: whoever held 7♦ starts (R3).",
        "プレイヤー{player}が最初の番です。7♦を持っていた人から始めます（R3）。",
    ),
    "ui.lesson.reason.turn_first_not.R3": (
        "Player {player} does not make the first turn: whoever held 7♦ starts, and that is player {seat} (R3).",
        "プレイヤー{player}は最初の番ではありません。7♦を持っていた人、プレイヤー{seat}から始めます（R3）。",
    ),
    "ui.lesson.reason.turn_first.B2": (
        "Player {player} makes the first turn: the holder of {card} opens the hand (B2).",
        "プレイヤー{player}が最初の番です。{card}を持っている人が最初に出します（B2）。",
    ),
    "ui.lesson.reason.turn_first_not.B2": (
        "Player {player} does not make the first turn: the holder of {card}, player {seat}, opens the hand (B2).",
        "プレイヤー{player}は最初の番ではありません。{card}を持っているプレイヤー{seat}が最初に出します（B2）。",
    ),
    "ui.lesson.reason.turn_first.W2": (
        "Player {player} makes the first turn: the player to the dealer's left starts (W2).",
        "プレイヤー{player}が最初の番です。親の左隣の人から始めます（W2）。",
    ),
    "ui.lesson.reason.turn_first_not.W2": (
        "Player {player} does not make the first turn: player {seat}, to the dealer's left, starts (W2).",
        "プレイヤー{player}は最初の番ではありません。親の左隣のプレイヤー{seat}から始めます（W2）。",
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
