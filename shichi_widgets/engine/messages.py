"""The message catalogue: every sentence the engine says, in English and Japanese.

Each message has a key and one template per language, with ``{placeholders}`` filled by
:func:`text`::

    >>> from shichi_widgets.engine.messages import text, card_name
    >>> text("event.played", "ja", player=2, card="8♥")  # seat index 2 is the third player
    'プレイヤー3が8♥を出しました。'
    >>> card_name("9♣", "ja")
    'クラブの9'

Cards keep their symbols inside sentences in every language (``9♣``: they are universal); where a
card's name is spoken (screen readers) :func:`card_name` gives it as players say it ("9 of clubs",
"クラブの9"). Rule ids (docs/rules.md) stay in every language: "（L3）".

A seat placeholder (``{player}``) takes the Python API's 0-based index and says it as people count,
from 1 (:data:`~shichi_widgets.engine.catalogue.SEAT_PLACEHOLDERS`). The mechanism, and every
language's punctuation and list words, are in :mod:`shichi_widgets.engine.catalogue`.

The catalogue holds the rules' words only: card and suit names, moves, explanations, events,
errors, results and the players' statuses. The bots' reasons and Play's hint are the bots' own
table (:mod:`shichi_widgets.bots.words`); the lessons' words are the lessons'
(:mod:`shichi_widgets.lessons.words`). The widgets' and the app's
labels (keys starting with ``"ui."``) live with the widgets, in :mod:`shichi_widgets.widgets.labels`;
:func:`text` and :func:`ui_strings` still read them once the widgets are loaded (they register
their table with :func:`register_ui`), for code written before they moved.
Standard library only (the labels module imports nothing from Jupyter either).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .cards import Card, Rank, Suit
from .catalogue import LANGUAGES, Catalogue, check_lang, locale

__all__ = [
    "CATALOGUE",
    "LANGUAGES",
    "card_name",
    "cards_text",
    "check_lang",
    "join",
    "keys",
    "placeholders",
    "rank_name",
    "register_ui",
    "suit_name",
    "text",
    "ui_strings",
]

# key: (English, Japanese). Both templates of a key take the same {placeholders}.
_TABLE: dict[str, tuple[str, str]] = {
    # -- words and lists ------------------------------------------------------------------------
    "suit.spades": ("spades", "スペード"),
    "suit.hearts": ("hearts", "ハート"),
    "suit.clubs": ("clubs", "クラブ"),
    "suit.diamonds": ("diamonds", "ダイヤ"),
    "suit.spade": ("spade", "スペード"),
    "suit.heart": ("heart", "ハート"),
    "suit.club": ("club", "クラブ"),
    "suit.diamond": ("diamond", "ダイヤ"),
    "rank.1": ("ace", "エース"),
    "rank.11": ("jack", "ジャック"),
    "rank.12": ("queen", "クイーン"),
    "rank.13": ("king", "キング"),
    "card.name": ("{rank} of {suits}", "{suits}の{rank}"),
    "card.joker": ("the joker", "ジョーカー"),
    "word.up": ("up", "大きい方"),
    "word.down": ("down", "小さい方"),
    "word.past_a": ("past the A", "Aの先"),
    "word.past_k": ("past the K", "Kの先"),
    "word.no_cards": ("no cards", "なし"),
    "word.none": ("none", "なし"),
    # -- a move in words (Move.text) ------------------------------------------------------------
    "move.joker_with": (
        "joker as {joker_as}, played with {card}",
        "ジョーカーを{joker_as}の代わりにして{card}と一緒に出す",
    ),
    "move.joker_alone": ("joker as {joker_as}", "ジョーカーを{joker_as}の代わりに出す"),
    "move.pass": ("pass", "パス"),
    "move.pass_count": ("pass ({used} of {limit} used)", "パス（{limit}回中{used}回目）"),
    "move.yurei": ("yūrei {card}", "幽霊のカード{card}"),
    "move.talk": ("talk to the ghost", "おばけに話しかける"),
    # -- explain(): a cell ----------------------------------------------------------------------
    "explain.cell.joker": (
        "{card}'s cell holds the joker, which stands for it (J2).",
        "{card}のマスにはジョーカーが置かれていて、{card}の代わりをしています（J2）。",
    ),
    "explain.cell.in_layout": ("{card} is already in the layout (L1).", "{card}はもう場に出ています（L1）。"),
    "explain.cell.opens_hand": (
        "{card} is playable: it must open the hand (B2).",
        "{card}は出せます。ゲームはこのカードから始めなければなりません（B2）。",
    ),
    "explain.cell.opening_first": (
        "Not playable: {opening} must open the hand before any other card (B2).",
        "まだ出せません。ほかのどのカードよりも先に、{opening}を出してゲームを始めなければなりません（B2）。",
    ),
    "explain.cell.seven_out_of_play": (
        "Not playable: {card} is out of play, so the {suits} row does not exist (L4).",
        "出せません。{card}はゲームで使われていないので、{suits}の列はありません（L4）。",
    ),
    "explain.cell.seven_opens": (
        "{card} is playable: a 7 may be played at any time, opening the {suits} row ({rule}).",
        "{card}は出せます。7はいつでも出すことができ、{suits}の列を始めます（{rule}）。",
    ),
    "explain.cell.seven_opens_first": (
        "{card} is playable: the first card must be a 7, and a 7 opens the {suits} row (W2, {rule}).",
        "{card}は出せます。最初に出すカードは7でなければならず、7は{suits}の列を始めます（W2、{rule}）。",
    ),
    "explain.cell.no_row": (
        "Not playable: the {suits} row does not exist without {seven} (L4).",
        "出せません。{seven}がないので、{suits}の列はありません（L4）。",
    ),
    "explain.cell.row_not_open": (
        "Not playable: the {suits} row opens only when {seven} is played (L4, {rule}).",
        "まだ出せません。{suits}の列は、{seven}が出てから始まります（L4、{rule}）。",
    ),
    "explain.cell.playable": ("{card} is playable: {how} ({rule}).", "{card}は出せます。{how}（{rule}）。"),
    "explain.how.next": (
        "it is the next missing {suit} going {direction} from the 7",
        "7から{direction}へ並べていくと、次に来る{suit}だからです",
    ),
    "explain.how.next_tunnel": (
        "it is the next missing {suit} going {direction} from the 7, through the tunnel {beyond}",
        "7から{direction}へ並べていき、トンネルを通って{beyond}で次に来る{suit}だからです",
    ),
    "explain.how.tunnel_open": (
        "{suits} {side} is complete, so this row goes on only through the tunnel, "
        "and it is the next card {beyond}",
        "{suits}の{side}がそろったので、この列はトンネルを通ってだけ続き、{beyond}で次に来るカードだからです",
    ),
    "explain.cell.tunnel_next": (
        "Not playable: {suits} {side} is complete, so this row goes on only through the tunnel "
        "and {next} must come next (T2).",
        "まだ出せません。{suits}の{side}がそろったので、この列はトンネルを通ってだけ続き、次に出せるのは{next}です（T2）。",
    ),
    "explain.cell.tunnel_none": (
        "Not playable: {suits} {side} is complete, so this row goes on only through the tunnel, "
        "and nothing more can be played there (T2).",
        "出せません。{suits}の{side}がそろったので、この列はトンネルを通ってだけ続きますが、"
        "もう出せるカードがありません（T2）。",
    ),
    "explain.cell.first": (
        "Not playable: {first} must come first, going {direction} from the 7 ({rule}).",
        "まだ出せません。7から{direction}へ順に並べるので、先に{first}が必要です（{rule}）。",
    ),
    "explain.cell.next_both": (
        "Not playable: the next {suits} are {parts} ({rule}).",
        "まだ出せません。次に出せる{suits}は{parts}です（{rule}）。",
    ),
    "explain.cell.next_part": ("{first} going {direction}", "{direction}の{first}"),
    "explain.cell.none_now": (
        "Not playable: no {suits} card can be played now ({rule}).",
        "出せません。今は{suits}のカードを1枚も出せません（{rule}）。",
    ),
    # -- explain(): kill games ------------------------------------------------------------------
    "explain.board.killed": (
        "Not playable: killed; its cell can never be filled ({rule}).",
        "出せません。このマスは殺されたので、もう何も置けません（{rule}）。",
    ),
    "explain.board.killed_by": (
        "Not playable: killed by {by}; its cell can never be filled ({rule}).",
        "出せません。このマスは{by}によって殺されたので、もう何も置けません（{rule}）。",
    ),
    "explain.board.killed_by_group": (
        "Not playable: killed by {by}, which cut its group of empty cells off from the top row or from the "
        "bottom row; its cell can never be filled (K8).",
        "出せません。{by}が出て、このマスを含む空きマスのまとまりが一番上の段か一番下の段とつながらなく"
        "なったので、このマスは殺されました。もう何も置けません（K8）。",
    ),
    "explain.board.would_kill": (
        "Playing it would kill {cards}: with it in place, each of those cells has a card or an edge on all four "
        "sides (K3).",
        "出すと{cards}が殺されます。そのマスは4方向すべてがカードか場の端になるからです（K3）。",
    ),
    "explain.board.would_kill_group": (
        "Playing it would kill {cards}: with it in place, those empty cells are cut off from the top row or "
        "from the bottom row (K8).",
        "出すと{cards}が殺されます。その空きマスが、一番上の段か一番下の段とつながらなくなるからです（K8）。",
    ),
    "explain.board.left_penalty": (
        "Not playable: player {player} left the game with {card} as a penalty card (K4).",
        "出せません。プレイヤー{player}が{card}をペナルティカードとして持ったまま、ゲームから抜けました（K4）。",
    ),
    "explain.board.playable": (
        "{card} is playable: its cell is empty and next to {neighbour} (K2).",
        "{card}は出せます。マスが空いていて、{neighbour}の隣にあるからです（K2）。",
    ),
    "explain.board.playable_tunnel": (
        "{card} is playable: its cell is empty and next to {neighbour} through the tunnel (K2, K7).",
        "{card}は出せます。マスが空いていて、トンネルを通して{neighbour}の隣にあるからです（K2、K7）。",
    ),
    "explain.board.empty": (
        "{card} is empty: its cell is empty and next to {neighbour} (K2).",
        "{card}のマスは空いていて、{neighbour}の隣にあります（K2）。",
    ),
    "explain.board.empty_tunnel": (
        "{card} is empty: its cell is empty and next to {neighbour} through the tunnel (K2, K7).",
        "{card}のマスは空いていて、トンネルを通して{neighbour}の隣にあります（K2、K7）。",
    ),
    "explain.board.diagonal": (
        "{card} is playable: its cell is diagonally next to {neighbour} (K9).",
        "{card}は出せます。マスが{neighbour}の斜め隣にあるからです（K9）。",
    ),
    "explain.board.alone": (
        "Not playable: its cell is not next to any card (K2).",
        "出せません。このマスの隣には、カードが1枚もありません（K2）。",
    ),
    "explain.board.alone_diagonal": (
        "Not playable: its cell is not next to any card, even diagonally (K2).",
        "出せません。このマスの隣にも、斜め隣にも、カードが1枚もありません（K2）。",
    ),
    # -- explain(): the joker -------------------------------------------------------------------
    "explain.joker.no_joker": ("This variant has no joker (J1).", "このゲームにはジョーカーがありません（J1）。"),
    "explain.joker.over": ("The hand is over.", "このゲームはもう終わりました。"),
    "explain.joker.not_held": (
        "Player {player} does not hold the joker (J2).",
        "プレイヤー{player}はジョーカーを持っていません（J2）。",
    ),
    "explain.joker.can": (
        "Player {player} can play the joker: {plays} ({rule}); the holder of the card it stands for must swap (J3).",
        "プレイヤー{player}はジョーカーを出せます：{plays}（{rule}）。ジョーカーが代わりをしたカードを持っている人は、"
        "そのカードとジョーカーを取り替えなければなりません（J3）。",
    ),
    "explain.joker.only_joker": (
        "Player {player} holds only the joker, which is never played alone (J4, J5).",
        "プレイヤー{player}の手札はジョーカーだけです。ジョーカーは1枚だけでは出せません（J4、J5）。",
    ),
    "explain.joker.none_next": (
        "No joker play for player {player}: the joker needs a playable card X they do not hold "
        "and the next missing card beyond X in their hand (J2, J4).",
        "プレイヤー{player}はジョーカーを出せません。ジョーカーを出すには、自分が持っていない出せるカードXがあり、"
        "Xの先でまだ出ていない次のカードを手札に持っていなければなりません（J2、J4）。",
    ),
    "explain.joker.none_wild": (
        "No joker play for player {player}: every open cell's card is in their own hand (J7).",
        "プレイヤー{player}はジョーカーを出せません。出せるマスのカードは、全部自分の手札にあります（J7）。",
    ),
    # -- explain(): a move ----------------------------------------------------------------------
    "explain.move.over": (
        "The hand is over: no more moves (R8, B6, W5).",
        "このゲームは終わりました。もうできる手はありません（R8、B6、W5）。",
    ),
    "explain.move.joker_alone": (
        "Legal: the joker stands alone for {joker_as}, an open cell (J7); its holder must swap (J3).",
        "できます。ジョーカー1枚で、出せるマスの{joker_as}の代わりになります（J7）。"
        "{joker_as}を持っている人は、ジョーカーと取り替えなければなりません（J3）。",
    ),
    "explain.move.joker_with": (
        "Legal: the joker stands for {joker_as} and {card} is the next missing card beyond it (J2); "
        "the holder of {joker_as} must swap (J3).",
        "できます。ジョーカーが{joker_as}の代わりになり、{card}はその先でまだ出ていない次のカードです（J2）。"
        "{joker_as}を持っている人は、ジョーカーと取り替えなければなりません（J3）。",
    ),
    "explain.move.not_legal": ("Not legal: {reason}", "この手はできません。{reason}"),
    "explain.pass.chips": (
        "Player {player} cannot play, so passes and puts {chips} into the pot (W4).",
        "プレイヤー{player}は出せるカードがないので、パスしてチップを{chips}枚払います（W4）。",
    ),
    "explain.pass.may": (
        "Player {player} may pass: {used} of {limit} passes used (R4, R5).",
        "プレイヤー{player}はパスできます。パスは{limit}回のうち{used}回使いました（R4、R5）。",
    ),
    "explain.pass.may_token": (
        "Player {player} may pass, even holding a playable card, by spending a pass token: "
        "{used} of {limit} used (B4).",
        "プレイヤー{player}は、出せるカードがあってもパス札を1枚使ってパスできます。"
        "パス札は{limit}枚のうち{used}枚使いました（B4）。",
    ),
    "explain.pass.bankrupt": (
        "Player {player} has used all {limit} passes and cannot play: passing declares bankruptcy (R6): "
        "all their cards go to the layout (R9).",
        "プレイヤー{player}はパスを{limit}回全部使い、出せるカードもありません。パスすると破産（失格）になり（R6）、"
        "手札は全部場に置かれます（R9）。",
    ),
    "explain.pass.yurei": (
        "Player {player} has used all {limit} passes and cannot play: passing becomes a yūrei (B5).",
        "プレイヤー{player}はパス札を{limit}枚全部使い、出せるカードもありません。パスすると幽霊になります（B5）。",
    ),
    "explain.pass.lose_turn": (
        "Player {player} has used all {limit} passes and cannot play: passing loses the turn (B8).",
        "プレイヤー{player}はパスを{limit}回全部使い、出せるカードもありません。パスすると、この番はお休みです（B8）。",
    ),
    "explain.pass.leave": (
        "Player {player} has used all {limit} passes and cannot play: passing leaves the game, "
        "and all their cards become penalty cards (K4).",
        "プレイヤー{player}はパスを{limit}回全部使い、出せるカードもありません。パスするとゲームから抜け、"
        "手札は全部ペナルティカードになります（K4）。",
    ),
    # -- errors a learner can meet (ShichiError.text(lang)); str(error) is the English one -------
    "error.illegal_move": (
        "illegal move {move} for player {player}: {why}",
        "プレイヤー{player}の手「{move}」：{why}",
    ),
    "error.hand_over": (
        "illegal move {move}: the hand is over ({summary})",
        "手「{move}」はできません。このゲームはもう終わっています。{summary}",
    ),
    "error.not_active": (
        "illegal move {move}: player {player} is {status} and takes no more turns ({rule})",
        "手「{move}」はできません。プレイヤー{player}は{status}なので、もう手番はありません（{rule}）。",
    ),
    "error.not_your_turn": (
        "illegal move {move}: it is player {to_move}'s turn, not player {player}'s (R1)",
        "手「{move}」はできません。今はプレイヤー{to_move}の番で、プレイヤー{player}の番ではありません（R1）。",
    ),
    "error.opener_must_open": (
        "player {holder} holds {opening} and must open, so it cannot be player {player}'s turn (B2)",
        "{opening}を持っているプレイヤー{holder}が最初に出すので、プレイヤー{player}の番にはなりません（B2）。",
    ),
    # -- a position that cannot occur (Game.from_position, as the explorer builds it) ------------
    "error.position.sevens_held": (
        "player {player} holds {cards}, but 7s are laid out before play (S1)",
        "プレイヤー{player}が{cards}を持っていますが、7は始める前に場に並べます（S1）。",
    ),
    "error.position.passes_over": (
        "player {player} has used {used} passes; the limit is {limit} (R5)",
        "プレイヤー{player}はパスを{used}回使っていますが、使えるのは{limit}回までです（R5）。",
    ),
    "error.position.joker_alone": (
        "player {player} holds only the joker, so has already dropped out (J8)",
        "プレイヤー{player}の手札はジョーカーだけなので、もう脱落しています（J8）。",
    ),
    "error.position.to_move_inactive": (
        "player {player} is to move but is {status} and has no turn (R7)",
        "プレイヤー{player}の番になっていますが、{status}なので手番はありません（R7）。",
    ),
    "error.position.to_move_no_cards": (
        "player {player} is to move but has no cards (R7)",
        "プレイヤー{player}の番になっていますが、手札がありません（R7）。",
    ),
    "error.position.already_over": (
        "player {player} has no cards: the hand would already be over (B6, W5)",
        "プレイヤー{player}の手札がないので、このゲームはもう終わっています（B6、W5）。",
    ),
    "error.position.opener_must_open": (
        "player {holder} holds {opening} and must open, not player {player} (B2)",
        "{opening}を持っているプレイヤー{holder}が最初に出します。プレイヤー{player}ではありません（B2）。",
    ),
    # -- a state no play reaches (engine/reachable.py; {where} names the line or the field) -------
    "error.reachable.yurei_here": (
        "{where}: player {player} is {status}, but a player becomes a yūrei only in Seven Bridge with yūrei (B5)",
        "{where}：プレイヤー{player}が{status}になっていますが、幽霊になるのは幽霊ありのセブンブリッジだけです（B5）。",
    ),
    "error.reachable.bankrupt_here": (
        "{where}: player {player} is {status}, but players go bankrupt (R6) or leave (K4) only where a stuck "
        "player does; here {fate}",
        "{where}：プレイヤー{player}が{status}になっていますが、破産する（R6）のも抜ける（K4）のも、"
        "出せない人がそうなるルールだけです。このルールでは{fate}",
    ),
    "error.reachable.fate_lose_turn": (
        "the stuck player loses the turn (B8, W4)",
        "出せない人は手番を失うだけです（B8、W4）。",
    ),
    "error.reachable.fate_yurei": ("they become yūrei (B5)", "出せない人は幽霊になります（B5）。"),
    "error.reachable.dropped_here": (
        "{where}: player {player} is {status}, but a player drops out only with a wild joker alone in hand (J8)",
        "{where}：プレイヤー{player}が{status}になっていますが、脱落するのは手札がワイルドのジョーカーだけになったときだけです（J8）。",
    ),
    "error.reachable.holds_cards": (
        "{where}: player {player} is {status} but holds cards (R7, R9, J8, K4)",
        "{where}：プレイヤー{player}は{status}なのに手札があります（R7、R9、J8、K4）。",
    ),
    "error.reachable.no_cards": (
        "{where}: player {player} is active but holds no card to play ({rule})",
        "{where}：プレイヤー{player}はプレイ中なのに、出す手札がありません（{rule}）。",
    ),
    "error.reachable.stuck_passes": (
        "{where}: player {player} is {status} with {used} passes used: a player is stuck only when every "
        "pass ({limit}) is used ({rule})",
        "{where}：プレイヤー{player}は{status}ですが、使ったパスは{used}回です。出せなくなるのはパスを"
        "{limit}回全部使ったときだけです（{rule}）。",
    ),
    "error.reachable.two_out": (
        "{where}: players {player} and {seat} are both out, but the hand ends when the first player plays "
        "their last card (B6, W5)",
        "{where}：プレイヤー{player}とプレイヤー{seat}が両方あがっていますが、最初の人がカードを出し切った"
        "ところでゲームは終わります（B6、W5）。",
    ),
    "error.reachable.last_missing": (
        "{where}: the hand is over and player {player} still holds cards: write '{last}' (R8)",
        "{where}：ゲームは終わっていて、プレイヤー{player}にまだ手札があります。「{last}」と書いてください（R8）。",
    ),
    "error.reachable.pot_not_empty": (
        "{where}: player {winner} took the pot, so it is empty, not {pot} (W5)",
        "{where}：プレイヤー{winner}がポットをもらったので、ポットは{pot}ではなく空です（W5）。",
    ),
    "error.reachable.no_ghost": (
        "{where}: there is no ghost, as nobody is bankrupt (G1)",
        "{where}：破産した人がいないので、おばけはいません（G1）。",
    ),
    "error.reachable.ghost_is": (
        "{where}: the ghost is player {ghost}, the latest bankrupt (G1)",
        "{where}：おばけは、最後に破産したプレイヤー{ghost}です（G1）。",
    ),
    "error.reachable.penalties_kept": (
        "{where}: {cards} were neither killed nor left with, but player {player} has not left the game (K3, K4)",
        "{where}：{cards}は殺されたカードでも抜けた人のカードでもありませんが、プレイヤー{player}は"
        "ゲームから抜けていません（K3、K4）。",
    ),
    # -- why a move is not legal (after "Not legal: ") ------------------------------------------
    "explain.illegal.not_held": (
        "player {player} does not hold {card} ({rule}).",
        "プレイヤー{player}は{card}を持っていません（{rule}）。",
    ),
    "explain.illegal.not_exposed": (
        "{card} is not an exposed yūrei card (B5).",
        "{card}は、幽霊が表向きにしたカードではありません（B5）。",
    ),
    "explain.illegal.talk": (
        "talking to the ghost is not a turn's move: call talk_to_ghost(player) (G1).",
        "おばけに話しかけるのは、手番でする手ではありません。talk_to_ghost(player) を使います（G1）。",
    ),
    "explain.illegal.opener_pass": (
        "the opener must open with {opening} and may not pass (B2).",
        "最初の人は{opening}を出してゲームを始めなければならず、パスはできません（B2）。",
    ),
    "explain.illegal.must_play": (
        "a player who can play must play (W4).",
        "出せるカードがある人は、必ず出さなければなりません（W4）。",
    ),
    "explain.illegal.must_play_no_passes": (
        "player {player} has used all {limit} passes and has a card to play, so must play ({rule}).",
        "プレイヤー{player}はパスを{limit}回全部使いましたが、出せるカードがあるので、出さなければなりません（{rule}）。",
    ),
    "explain.illegal.must_play_no_tokens": (
        "player {player} has used all {limit} pass tokens and has a card to play, so must play (B4, {rule}).",
        "プレイヤー{player}はパス札を{limit}枚全部使いましたが、出せるカードがあるので、出さなければなりません（B4、{rule}）。",
    ),
    "explain.illegal.no_joker": ("this variant has no joker (J1).", "このゲームにはジョーカーがありません（J1）。"),
    "explain.illegal.joker_not_held": (
        "player {player} does not hold the joker ({rule}).",
        "プレイヤー{player}はジョーカーを持っていません（{rule}）。",
    ),
    "explain.illegal.holds_target": (
        "player {player} holds {target}, so the joker cannot stand for it ({rule}).",
        "プレイヤー{player}は{target}を持っているので、ジョーカーは{target}の代わりになれません（{rule}）。",
    ),
    "explain.illegal.wild_alone": (
        "in this variant the joker is played alone, written 'JK=X' (J7).",
        "このゲームでは、ジョーカーは1枚だけで、出せるマスのカードの代わりに出します（J7）。",
    ),
    "explain.illegal.never_alone": (
        "the joker is never played alone: write 'JK=X+Y' with Y the next missing card beyond X (J2, J4).",
        "ジョーカーは1枚だけでは出せません。代わりにするカードXの先でまだ出ていない次のカードYと"
        "一緒に出します（J2、J4）。",
    ),
    "explain.illegal.needs_playable": (
        "the joker can only stand for a playable card: {reason}",
        "ジョーカーは、出せるカードの代わりにしかなれません。{reason}",
    ),
    "explain.illegal.nothing_beyond": (
        "nothing is missing beyond {target} in its direction, so no joker play for it (J4).",
        "{target}の先には、その向きにまだ出ていないカードがないので、ジョーカーは{target}の代わりになれません（J4）。",
    ),
    "explain.illegal.beyond": (
        "the card played with the joker must be the next missing card beyond {target}: {needed} (J2).",
        "ジョーカーと一緒に出すカードは、{target}の先でまだ出ていない次のカード、{needed}でなければなりません（J2）。",
    ),
    "explain.illegal.joker_card_not_held": (
        "player {player} does not hold {card} (J2).",
        "プレイヤー{player}は{card}を持っていません（J2）。",
    ),
    "explain.illegal.other": ("{move} is not legal now (J2).", "{move}は今はできません（J2）。"),
    # -- events ---------------------------------------------------------------------------------
    "event.played": ("Player {player} played {card}.", "プレイヤー{player}が{card}を出しました。"),
    "event.yurei_card": (
        "Player {player} played {card} from yūrei {yurei}'s exposed cards (B5).",
        "プレイヤー{player}が、幽霊になったプレイヤー{yurei}の表向きのカードから{card}を出しました（B5）。",
    ),
    "event.joker_alone": (
        "Player {player} played the joker as {joker_as} (J7).",
        "プレイヤー{player}がジョーカーを{joker_as}の代わりに出しました（J7）。",
    ),
    "event.joker_with": (
        "Player {player} played the joker as {joker_as} with {card} (J2).",
        "プレイヤー{player}がジョーカーを{joker_as}の代わりにして、{card}と一緒に出しました（J2）。",
    ),
    "event.joker_swapped": (
        "Player {player} held {card}: it replaces the joker in the layout and player {player} takes the joker (J3).",
        "プレイヤー{player}が{card}を持っていたので、{card}を場のジョーカーと取り替え、"
        "プレイヤー{player}がジョーカーを手札に入れました（J3）。",
    ),
    "event.joker_stays": (
        "Nobody holds {card}, so the joker stays in its cell.",
        "{card}は誰も持っていないので、ジョーカーはそのマスに残りました。",
    ),
    "event.passed": (
        "Player {player} passed: {count} of {limit} passes used ({rule}).",
        "プレイヤー{player}がパスしました。{limit}回のうち{count}回目のパスでした（{rule}）。",
    ),
    "event.passed_stuck": (
        "Player {player} could not play, passed (W4).",
        "プレイヤー{player}は出せるカードがないので、パスしました（W4）。",
    ),
    "event.passed_paid_one": (
        "Player {player} could not play, passed and paid {chips} chip into the pot (W4).",
        "プレイヤー{player}は出せるカードがないので、パスしてチップを{chips}枚ポットに払いました（W4）。",
    ),
    "event.passed_paid": (
        "Player {player} could not play, passed and paid {chips} chips into the pot (W4).",
        "プレイヤー{player}は出せるカードがないので、パスしてチップを{chips}枚ポットに払いました（W4）。",
    ),
    "event.bankrupt": (
        "Player {player} has no pass left and no card to play: bankrupt (R6); "
        "their cards go to the layout: {cards} (R9).",
        "プレイヤー{player}はパスが残っておらず、出せるカードもないので破産（失格）しました（R6）。"
        "手札は場に置かれました：{cards}（R9）。",
    ),
    "event.bankrupt_joker": (
        "Player {player} has no pass left and no card to play: bankrupt (R6); "
        "their cards go to the layout: {cards} (R9); the joker is set aside (J5).",
        "プレイヤー{player}はパスが残っておらず、出せるカードもないので破産（失格）しました（R6）。"
        "手札は場に置かれました：{cards}（R9）。ジョーカーはゲームから外しました（J5）。",
    ),
    "event.became_yurei": (
        "Player {player} has no token left and cannot play: a yūrei (B5); placed {placed}, exposed {exposed}.",
        "プレイヤー{player}はパス札が残っておらず、出せるカードもないので幽霊になりました（B5）。"
        "場に置いたカード：{placed}。表向きにしたカード：{exposed}。",
    ),
    "event.lost_turn": (
        "Player {player} has no token left and cannot play: loses the turn (B8).",
        "プレイヤー{player}はパス札が残っておらず、出せるカードもないので、この番はお休みになりました（B8）。",
    ),
    "event.dropped_out": (
        "Player {player} holds only the joker and drops out; the joker is set aside (J8).",
        "プレイヤー{player}の手札はジョーカーだけなので、脱落しました。ジョーカーはゲームから外しました（J8）。",
    ),
    "event.left_hand": (
        "Player {player} has no cards left and leaves the hand (K5).",
        "プレイヤー{player}は手札がなくなったので、ゲームから抜けました（K5）。",
    ),
    "event.ends_hand": (
        "Player {player} played their last card, which ends the hand ({rule}).",
        "プレイヤー{player}が最後のカードを出したので、このゲームは終わりました（{rule}）。",
    ),
    "event.went_out": (
        "Player {player} played their last card and is out, rank {rank} (R7, R8).",
        "プレイヤー{player}が最後のカードを出して、あがりました。{rank}位でした（R7、R8）。",
    ),
    "event.killed": (
        "{card} is killed by {by} and becomes a penalty card of player {player} ({rule}).",
        "{card}は{by}によって殺され、プレイヤー{player}のペナルティカードになりました（{rule}）。",
    ),
    "event.killed_unheld": (
        "{card} is killed by {by} and becomes out of play ({rule}).",
        "{card}は{by}によって殺され、ゲームから外れました（{rule}）。",
    ),
    "event.killed_group": (
        "{card} is killed by {by}, which cut its group off from the top row or from the bottom row, "
        "and becomes a penalty card of player {player} (K8).",
        "{by}が出て、{card}の空きマスのまとまりが一番上の段か一番下の段とつながらなくなったので、"
        "{card}は殺され、プレイヤー{player}のペナルティカードになりました（K8）。",
    ),
    "event.killed_group_unheld": (
        "{card} is killed by {by}, which cut its group off from the top row or from the bottom row, "
        "and becomes out of play (K8).",
        "{by}が出て、{card}の空きマスのまとまりが一番上の段か一番下の段とつながらなくなったので、"
        "{card}は殺され、ゲームから外れました（K8）。",
    ),
    "event.killed_hidden": (
        "{card} is killed by {by}; whose card it is stays secret ({rule}, K6).",
        "{card}は{by}によって殺されました。誰のカードかは秘密です（{rule}、K6）。",
    ),
    "event.left_game_hidden": (
        "Player {player} has no pass left and cannot play: leaves the game; the cards in their hand stay "
        "hidden, as penalty cards (K4, K6).",
        "プレイヤー{player}はパスが残っておらず、出せるカードもないので、ゲームから抜けました。"
        "手札は伏せたままペナルティカードになりました（K4、K6）。",
    ),
    "event.left_game": (
        "Player {player} has no pass left and cannot play: leaves the game; {cards} become penalty cards (K4).",
        "プレイヤー{player}はパスが残っておらず、出せるカードもないので、ゲームから抜けました。"
        "{cards}はペナルティカードになりました（K4）。",
    ),
    "event.suit_completed": (
        "Player {player} completed {suits} A–K: race-to-kings bonus (B8).",
        "プレイヤー{player}が{suits}のAからKまでを完成させ、AからK完成ボーナスを得ました（B8）。",
    ),
    "event.ghost_talk": (
        "Player {player} spoke to the ghost: player {player} becomes the ghost and "
        "hands their cards to player {ghost}, who plays on (G1).",
        "プレイヤー{player}がおばけに話しかけました。プレイヤー{player}が新しいおばけになり、"
        "手札をプレイヤー{ghost}に渡しました。プレイヤー{ghost}はゲームに戻りました（G1）。",
    ),
    "event.hand_over": ("The hand is over: {summary}", "このゲームは終わりました。{summary}"),
    # -- results (Result.summary and Result.explain) --------------------------------------------
    "summary.ranking": ("ranking {items} (R8).", "順位は{items}です（R8）。"),
    "summary.ranking_item": ("{place}. player {player}", "{place}位がプレイヤー{player}"),
    "summary.penalty": (
        "player {winner} wins; penalties {items} (B6).",
        "プレイヤー{winner}の勝ちです。罰点は{items}です（B6）。",
    ),
    "summary.penalty_no_winner": (
        "no winner; penalties {items} (B6).",
        "勝った人はいません。罰点は{items}です（B6）。",
    ),
    "summary.penalty_item": ("player {player} {score}", "プレイヤー{player}が{score}点"),
    "summary.penalty_cards": (
        "player {winner} wins; penalty cards {items} (K5).",
        "プレイヤー{winner}の勝ちです。ペナルティカードは{items}です（K5）。",
    ),
    "summary.penalty_cards_tie": (
        "a tie for fewest; penalty cards {items} (K5).",
        "いちばん少ない人が2人以上いて、同点で勝ちです。ペナルティカードは{items}です（K5）。",
    ),
    "summary.penalty_cards_item": ("player {player} {score}", "プレイヤー{player}が{score}枚"),
    "summary.chips": (
        "player {winner} wins the pot; chips {items} (W5).",
        "プレイヤー{winner}がポットのチップをもらいます。チップは{items}です（W5）。",
    ),
    "summary.chips_no_winner": (
        "nobody wins the pot; chips {items} (W5).",
        "ポットのチップをもらう人はいません。チップは{items}です（W5）。",
    ),
    "summary.chips_item": ("player {player} {chips}", "プレイヤー{player}が{chips}枚"),
    "result.went_out": (
        "{place}. player {player}: went out (R7, R8)",
        "{place}位 プレイヤー{player}：あがり（R7、R8）",
    ),
    "result.last_holder": (
        "{place}. player {player}: last holding cards (R8)",
        "{place}位 プレイヤー{player}：最後までカードが残りました（R8）",
    ),
    "result.dropped_out": ("{place}. player {player}: dropped out (J8)", "{place}位 プレイヤー{player}：脱落（J8）"),
    "result.bankrupt": ("{place}. player {player}: bankrupt (R6)", "{place}位 プレイヤー{player}：破産（R6）"),
    "result.penalty_cards": (
        "player {player}: penalty cards {cards} = {score} (K5)",
        "プレイヤー{player}：ペナルティカード {cards} ＝ {score}枚（K5）",
    ),
    "result.penalty": (
        "player {player}: {cards} = {formula} = {score} points (B6)",
        "プレイヤー{player}：{cards} ＝ {formula} ＝ {score}点（B6）",
    ),
    "result.penalty_bonus": (
        "player {player}: {cards} = {formula} − {bonus} race-to-kings bonus (B8) = {score} points (B6)",
        "プレイヤー{player}：{cards} ＝ {formula} − ボーナス{bonus}（B8） ＝ {score}点（B6）",
    ),
    "result.pot": (
        "player {player}: went out first and takes the pot of {pot} chips (W5)",
        "プレイヤー{player}：最初にあがったので、ポットのチップ{pot}枚をもらいます（W5）",
    ),
    "result.pays": (
        "player {player}: one chip for each card left, pays {count} (W5)",
        "プレイヤー{player}：カードが{count}枚残ったので、チップを{count}枚払います（W5）",
    ),
    # -- a player's status (R7, R9, B5, G1, K4): said by explanations and shown at each seat ----
    "status.active": ("active", "プレイ中"),
    "status.out": ("out", "あがり"),
    "status.bankrupt": ("bankrupt", "破産"),
    "status.yurei": ("yūrei", "幽霊"),
    "status.dropped-out": ("dropped out", "脱落"),
    "status.ghost": ("ghost", "おばけ"),
    "status.left": ("left the game", "ゲームから抜けた"),
    "status.no_cards": ("no cards left", "手札なし"),
}


def _shown(value: Any, lang: str) -> Any:
    """A :class:`Suit` value is said by its name in ``lang`` ("clubs", "クラブ")."""
    if isinstance(value, Suit):
        return suit_name(value, lang)
    return value


ENGINE = Catalogue("engine", _TABLE, shown=_shown)
"""The engine's catalogue: the rules' sentences (see :mod:`shichi_widgets.engine.catalogue`)."""

CATALOGUE: Mapping[str, Mapping[str, str]] = ENGINE.mapping
"""Every message: ``CATALOGUE[key][lang]`` is its template (read-only)."""

_UI_TABLES: list[Catalogue] = []


def register_ui(catalogue: Catalogue) -> None:
    """Let :func:`text` and :func:`ui_strings` read a widget layer's ``"ui."`` labels, for code
    written when they were in this catalogue. The widgets register their table when imported; the
    engine itself imports nothing above it."""
    if catalogue not in _UI_TABLES:
        _UI_TABLES.append(catalogue)


def placeholders(key: str, lang: str = "en") -> frozenset[str]:
    """The names of the ``{placeholders}`` in a message's template."""
    table, key = _catalogue_for(key)
    return table.placeholders(key, lang)


def keys(prefix: str = "") -> tuple[str, ...]:
    """The catalogue's keys that start with ``prefix``, in catalogue order."""
    return ENGINE.keys(prefix)


def _catalogue_for(key: str) -> tuple[Catalogue, str]:
    if ENGINE.owns(key):
        return ENGINE, key
    if key.startswith("ui.") and ENGINE.owns(key[3:]):  # a status under its old name (ui.status.out)
        return ENGINE, key[3:]
    for table in _UI_TABLES:
        if table.owns(key):
            return table, key
    return ENGINE, key  # raises the KeyError that names the key


def text(key: str, /, lang: str = "en", **values: Any) -> str:
    """The message ``key`` in ``lang`` with its placeholders filled.

    Cards are written with their symbols (``9♣``) in every language; a :class:`Suit` value is
    written as the suit's name in ``lang`` ("clubs", "クラブ"); a seat (``{player}``) is counted
    from 1, as people count.
    """
    table, key = _catalogue_for(key)
    return table.text(key, lang, **values)


def suit_name(suit: Suit | str, lang: str = "en", plural: bool = True) -> str:
    """A suit's name: "clubs" (or "club" with ``plural=False``); Japanese "クラブ"."""
    suit = suit if isinstance(suit, Suit) else Suit.parse(suit)
    name = suit.name.lower()
    return text(f"suit.{name if plural else name[:-1]}", lang)


def rank_name(rank: Rank | int, lang: str = "en") -> str:
    """A rank as players say it: "ace", "9", "king"; Japanese "エース", "9", "キング"."""
    rank = Rank(rank)
    key = f"rank.{int(rank)}"
    return text(key, lang) if key in _TABLE else str(int(rank))


def card_name(card: Card | str, lang: str = "en") -> str:
    """A card as players say it: "9 of clubs", "the joker"; Japanese "クラブの9", "ジョーカー"."""
    card = Card.parse(card)
    if card.is_joker:
        return text("card.joker", lang)
    return text("card.name", lang, rank=rank_name(card.rank, lang), suits=suit_name(card.suit, lang))


def join(items: Iterable[Any], lang: str = "en", how: str = "comma") -> str:
    """Items joined as a list in ``lang``: ``how`` is ``"comma"``, ``"and"`` or ``"or"``."""
    return locale(lang).join(items, how)


def cards_text(cards: Iterable[Card], lang: str = "en", empty: str = "word.no_cards") -> str:
    """Cards written with symbols, space-separated ("8♥ 9♥"), or the ``empty`` message's word."""
    shown = " ".join(map(str, cards))
    return shown or text(empty, lang)


def ui_strings(lang: str = "en") -> dict[str, str]:
    """The widgets' labels and the players' statuses in ``lang``, keyed without the ``"ui."`` prefix.

    Kept for code written when the labels were in this catalogue; they live in
    :mod:`shichi_widgets.widgets.labels` now, which registers its table here when imported (the
    engine imports nothing above it). Without the widgets loaded, only the statuses are given.
    """
    out = {f"status.{key[7:]}": text(key, lang) for key in ENGINE.keys("status.")}
    for table in _UI_TABLES:
        out.update(table.strings(lang, "ui.", strip="ui."))
    return out
