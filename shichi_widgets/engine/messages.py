"""The message catalogue: every sentence the engine says, and the widgets' words, in English and Japanese.

Each message has a key and one template per language, with ``{placeholders}`` filled by
:func:`text`::

    >>> from shichi_widgets.engine.messages import text, card_name
    >>> text("event.played", "ja", player=2, card="8♥")
    'プレイヤー2が8♥を出しました。'
    >>> card_name("9♣", "ja")
    'クラブの9'

Cards keep their symbols inside sentences in every language (``9♣``: they are universal); where a
card's name is spoken (screen readers) :func:`card_name` gives it as players say it ("9 of clubs",
"クラブの9"). Rule ids (RULES.md) stay in every language: "（L3）".

Keys starting with ``"ui."`` are the widgets' words; :func:`ui_strings` hands them to the front
end without the prefix. Standard library only.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from .cards import Card, Rank, Suit

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
    "suit_name",
    "text",
    "ui_strings",
]

LANGUAGES: tuple[str, ...] = ("en", "ja")
"""The languages of the catalogue: English and Japanese."""

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
    "list.comma": (", ", "、"),
    "list.and": (" and ", "と"),
    "list.or": (" or ", "か"),
    # -- a move in words (Move.text) ------------------------------------------------------------
    "move.joker_with": (
        "joker as {joker_as}, played with {card}",
        "ジョーカーを{joker_as}の代わりにして{card}といっしょに出す",
    ),
    "move.joker_alone": ("joker as {joker_as}", "ジョーカーを{joker_as}の代わりに出す"),
    "move.pass": ("pass", "パス"),
    "move.pass_count": ("pass ({used} of {limit} used)", "パス（{limit}回のうち{used}回目）"),
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
        "{card} is playable: a 7 may be played at any time, opening the {suits} row (B3).",
        "{card}は出せます。7はいつでも出すことができ、{suits}の列を始めます（B3）。",
    ),
    "explain.cell.seven_opens_first": (
        "{card} is playable: the first card must be a 7, and a 7 opens the {suits} row (W2, B3).",
        "{card}は出せます。最初に出すカードは7でなければならず、7は{suits}の列を始めます（W2、B3）。",
    ),
    "explain.cell.no_row": (
        "Not playable: the {suits} row does not exist without {seven} (L4).",
        "出せません。{seven}がないので、{suits}の列はありません（L4）。",
    ),
    "explain.cell.row_not_open": (
        "Not playable: the {suits} row opens only when {seven} is played (L4, B3).",
        "まだ出せません。{suits}の列は、{seven}が出てから始まります（L4、B3）。",
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
        "Not playable: killed by {by}, which cut its group of empty cells off from the top and bottom rows; "
        "its cell can never be filled (K8).",
        "出せません。{by}が出て、このマスをふくむ空きマスのまとまりが一番上の段とも一番下の段ともつながらなく"
        "なったので、このマスは殺されました。もう何も置けません（K8）。",
    ),
    "explain.board.would_kill": (
        " Playing it would kill {cards}: with it in place, each of those cells has a card or an edge on all four "
        "sides (K3).",
        "出すと{cards}が殺されます。そのマスは4方向すべてがカードか場の端になるからです（K3）。",
    ),
    "explain.board.would_kill_group": (
        " Playing it would kill {cards}: with it in place, those empty cells are cut off from the top and bottom "
        "rows (K8).",
        "出すと{cards}が殺されます。その空きマスが、一番上の段とも一番下の段ともつながらなくなるからです（K8）。",
    ),
    "explain.board.left_penalty": (
        "Not playable: player {player} left the game with {card} as a penalty card (K4).",
        "出せません。プレイヤー{player}が{card}をペナルティカードとして持ったまま、ゲームから抜けました（K4）。",
    ),
    "explain.board.playable": (
        "{card} is playable: its cell is empty and next to {neighbour} (K2).",
        "{card}は出せます。マスが空いていて、{neighbour}のとなりにあるからです（K2）。",
    ),
    "explain.board.playable_tunnel": (
        "{card} is playable: its cell is empty and next to {neighbour} through the tunnel (K2, K7).",
        "{card}は出せます。マスが空いていて、トンネルを通して{neighbour}のとなりにあるからです（K2、K7）。",
    ),
    "explain.board.empty": (
        "{card} is empty: its cell is empty and next to {neighbour} (K2).",
        "{card}のマスは空いていて、{neighbour}のとなりにあります（K2）。",
    ),
    "explain.board.empty_tunnel": (
        "{card} is empty: its cell is empty and next to {neighbour} through the tunnel (K2, K7).",
        "{card}のマスは空いていて、トンネルを通して{neighbour}のとなりにあります（K2、K7）。",
    ),
    "explain.board.diagonal": (
        "{card} is playable: its cell is diagonally next to {neighbour} (K9).",
        "{card}は出せます。マスが{neighbour}のななめとなりにあるからです（K9）。",
    ),
    "explain.board.alone": (
        "Not playable: its cell is not next to any card (K2).",
        "出せません。このマスのとなりには、カードが1枚もありません（K2）。",
    ),
    "explain.board.alone_diagonal": (
        "Not playable: its cell is not next to any card, even diagonally (K2).",
        "出せません。このマスのとなりにも、ななめとなりにも、カードが1枚もありません（K2）。",
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
        "player {player} has used all {limit} passes and has a card to play, so must play (R6).",
        "プレイヤー{player}はパスを{limit}回全部使いましたが、出せるカードがあるので、出さなければなりません（R6）。",
    ),
    "explain.illegal.no_joker": ("this variant has no joker (J1).", "このゲームにはジョーカーがありません（J1）。"),
    "explain.illegal.joker_not_held": (
        "player {player} does not hold the joker (J2).",
        "プレイヤー{player}はジョーカーを持っていません（J2）。",
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
        "いっしょに出します（J2、J4）。",
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
        "ジョーカーといっしょに出すカードは、{target}の先でまだ出ていない次のカード、{needed}でなければなりません（J2）。",
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
        "プレイヤー{player}がジョーカーを{joker_as}の代わりにして、{card}といっしょに出しました（J2）。",
    ),
    "event.joker_swapped": (
        "Player {player} held {card}: it replaces the joker in the layout and player {player} takes the joker (J3).",
        "プレイヤー{player}が{card}を持っていたので、{card}を場のジョーカーと取り替え、"
        "プレイヤー{player}がジョーカーを手札に入れました（J3）。",
    ),
    "event.joker_stays": (
        "Nobody holds {card}, so the joker stays in its cell.",
        "{card}はだれも持っていないので、ジョーカーはそのマスに残りました。",
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
        "{card} is killed by {by}, which cut its group off from the top and bottom rows, "
        "and becomes a penalty card of player {player} (K8).",
        "{by}が出て、{card}の空きマスのまとまりが一番上の段とも一番下の段ともつながらなくなったので、"
        "{card}は殺され、プレイヤー{player}のペナルティカードになりました（K8）。",
    ),
    "event.killed_group_unheld": (
        "{card} is killed by {by}, which cut its group off from the top and bottom rows, "
        "and becomes out of play (K8).",
        "{by}が出て、{card}の空きマスのまとまりが一番上の段とも一番下の段ともつながらなくなったので、"
        "{card}は殺され、ゲームから外れました（K8）。",
    ),
    "event.killed_hidden": (
        "{card} is killed by {by}; whose card it is stays secret ({rule}, K6).",
        "{card}は{by}によって殺されました。だれのカードかはひみつです（{rule}、K6）。",
    ),
    "event.left_game_hidden": (
        "Player {player} has no pass left and cannot play: leaves the game; the cards in their hand stay "
        "hidden, as penalty cards (K4, K6).",
        "プレイヤー{player}はパスが残っておらず、出せるカードもないので、ゲームから抜けました。"
        "手札はふせたままペナルティカードになりました（K4、K6）。",
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
    "summary.ranking": ("ranking {items} (R8).", "順位：{items}（R8）。"),
    "summary.ranking_item": ("{place}. player {player}", "{place}位 プレイヤー{player}"),
    "summary.penalty": (
        "player {winner} wins; penalties {items} (B6).",
        "プレイヤー{winner}の勝ちです。罰点：{items}（B6）。",
    ),
    "summary.penalty_no_winner": ("no winner; penalties {items} (B6).", "勝った人はいません。罰点：{items}（B6）。"),
    "summary.penalty_item": ("player {player} {score}", "プレイヤー{player} {score}点"),
    "summary.penalty_cards": (
        "player {winner} wins; penalty cards {items} (K5).",
        "プレイヤー{winner}の勝ちです。ペナルティカード：{items}（K5）。",
    ),
    "summary.penalty_cards_tie": (
        "a tie for fewest; penalty cards {items} (K5).",
        "いちばん少ない人が2人以上いて、同点で勝ちです。ペナルティカード：{items}（K5）。",
    ),
    "summary.penalty_cards_item": ("player {player} {score}", "プレイヤー{player} {score}枚"),
    "summary.chips": (
        "player {winner} wins the pot; chips {items} (W5).",
        "プレイヤー{winner}がポットのチップをもらいます。チップ：{items}（W5）。",
    ),
    "summary.chips_no_winner": (
        "nobody wins the pot; chips {items} (W5).",
        "ポットのチップをもらう人はいません。チップ：{items}（W5）。",
    ),
    "summary.chips_item": ("player {player} {chips}", "プレイヤー{player} {chips}枚"),
    "result.went_out": ("{place}. player {player}: went out", "{place}位 プレイヤー{player}：あがり"),
    "result.last_holder": (
        "{place}. player {player}: last holding cards",
        "{place}位 プレイヤー{player}：最後までカードが残った",
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
        "プレイヤー{player}：最初にあがったので、ポットのチップ{pot}枚をもらう（W5）",
    ),
    "result.pays": (
        "player {player}: one chip for each card left, pays {count} (W5)",
        "プレイヤー{player}：カードが{count}枚残ったので、チップを{count}枚払う（W5）",
    ),
    # -- the bots' reasons (Bot.explain(game, lang)) and the beginner's hint --------------------
    "bot.what.joker_with": ("the joker as {joker_as} with {card}", "ジョーカー（{joker_as}の代わり）と{card}"),
    "bot.what.joker_alone": ("the joker as {joker_as}", "ジョーカー（{joker_as}の代わり）"),
    "bot.what.yurei": ("the yūrei's {card}", "幽霊のカード{card}"),
    "bot.only_move": ("{move} is the only legal move.", "できる手は{move}だけです。"),
    "bot.forced_pass_chips": (
        "No card can be played, so this is a pass (W4).",
        "出せるカードがないので、パスします（W4）。",
    ),
    "bot.forced_pass": (
        "No card can be played, so passing is the only move (R4).",
        "出せるカードがないので、パスするしかありません（R4）。",
    ),
    "bot.stuck.bankrupt": (
        "No pass is left and no card can be played: this pass declares bankruptcy (R6).",
        "パスが残っておらず、出せるカードもありません。このパスで破産（失格）になります（R6）。",
    ),
    "bot.stuck.yurei": (
        "No pass is left and no card can be played: this pass makes the player a yūrei (B5).",
        "パス札が残っておらず、出せるカードもありません。このパスで幽霊になります（B5）。",
    ),
    "bot.stuck.leave": (
        "No pass is left and no card can be played: this pass means leaving the game (K4).",
        "パスが残っておらず、出せるカードもありません。このパスでゲームから抜けます（K4）。",
    ),
    "bot.stuck.lose-turn": (
        "No pass is left and no card can be played: the turn is lost (B8).",
        "パス札が残っておらず、出せるカードもありません。この番はお休みです（B8）。",
    ),
    "bot.random": (
        "A random choice: {move}, one of {n} legal moves.",
        "でたらめに選びました。{n}通りのできる手のうちの1つ、{move}です。",
    ),
    "bot.greedy.own_kill_pass": (
        "Every play would kill a card of yours: {cards}; so pass (K3).",
        "どのカードを出しても自分のカード（{cards}）が殺されるので、パスします（K3）。",
    ),
    "bot.greedy.hold": (
        "No play frees another of your cards, so pass{tokens}: isolated cards are played late, "
        "and {cards} stay in reserve.",
        "どれを出しても自分のほかのカードが出せるようにならないので、パスします{tokens}。"
        "ほかにつながらないカードは後で出すので、{cards}は取っておきます。",
    ),
    "bot.greedy.hold_one": (
        "No play frees another of your cards, so pass{tokens}: isolated cards are played late, "
        "and {cards} stays in reserve.",
        "どれを出しても自分のほかのカードが出せるようにならないので、パスします{tokens}。"
        "ほかにつながらないカードは後で出すので、{cards}は取っておきます。",
    ),
    "bot.tokens_left": (" ({n} passes left after this)", "（このあとパスは残り{n}回）"),
    "bot.tokens_left_one": (" ({n} pass left after this)", "（このあとパスは残り{n}回）"),
    "bot.goes_out": ("Playing {what}, the last card, goes out.", "最後の1枚、{what}を出してあがります。"),
    "bot.greedy.joker_with": (
        "Playing {what} gets rid of the joker and a card in one turn.",
        "{what}を出すと、1回の番でジョーカーとカード1枚を手放せます。",
    ),
    "bot.greedy.joker_alone": (
        "Playing {what} gets rid of the joker in one turn.",
        "{what}を出すと、1回の番でジョーカーを手放せます。",
    ),
    "bot.greedy.frees": (
        "Playing {what} frees {cards} in your hand, more than any other play.",
        "{what}を出すと、手札の{cards}が出せるようになります。ほかのどの手よりも多いです。",
    ),
    "bot.greedy.opens_row": (
        "Playing {card} opens the {suits} row: 7s go early.",
        "{card}を出すと{suits}の列が始まります。7は早めに出します。",
    ),
    "bot.greedy.nothing": (
        "No play frees another of your cards, so {what} goes now.",
        "どれを出しても自分のほかのカードは出せるようにならないので、今{what}を出します。",
    ),
    "bot.blocker.pass_keeps": (
        "Passing keeps {card} back: holding it blocks {cards}, which only the others hold; {tokens}.",
        "パスして{card}を出さずにおきます。{card}を持っていれば、ほかの人だけが持つ{cards}を止められます。{tokens}。",
    ),
    "bot.blocker.pass_opens": (
        "Passing: every play would open more for the others than for you; {tokens}.",
        "パスします。どれを出しても、自分よりほかの人のほうが多く出せるようになります。{tokens}。",
    ),
    "bot.blocker.tokens": ("{n} passes left after this", "このあとパスは残り{n}回です"),
    "bot.blocker.tokens_one": ("{n} pass left after this", "このあとパスは残り{n}回です"),
    "bot.blocker.kills": (
        "Playing {what} kills {cards}, a penalty for the others (K3).",
        "{what}を出すと{cards}が殺され、ほかの人のペナルティカードになります（K3）。",
    ),
    "bot.blocker.frees": ("frees {cards} of yours", "自分の{cards}が出せるようになります"),
    "bot.blocker.sheds": ("sheds a card", "手札が1枚減ります"),
    "bot.blocker.costs_nothing": ("costs you no card", "自分の手札は減りません"),
    "bot.blocker.opens_nothing": (
        "Playing {what} {freed} and opens nothing for the others.",
        "{what}を出すと{freed}。ほかの人が出せるカードは増えません。",
    ),
    "bot.blocker.release": (
        "Releasing {what} now {freed} but lets {cards} into play; {why}.",
        "今{what}を出すと{freed}が、{cards}も出せるようになります。{why}。",
    ),
    "bot.why.must_play": ("a player who can play must play (W4)", "出せる人は必ず出さなければなりません（W4）"),
    "bot.why.last_pass": (
        "the last pass is kept for when you are stuck",
        "最後のパスは、出せないときのために取っておきます",
    ),
    "bot.why.going_out": ("going out comes first now", "今はあがることが先です"),
    "bot.why.least": ("it is the play that gives the others least", "ほかの人に与えるものがいちばん少ない手です"),
    "bot.expert": (
        "{best} had the best {label}, {value}, over {samples} sampled deals of the hidden cards; "
        "the next best, {second}, averaged {value2}.",
        "見えないカードの配り方を{samples}通り試すと、{best}の{label}がいちばん良く、{value}でした。"
        "次に良い{second}は{value2}でした。",
    ),
    "bot.expert.play": ("playing {what}", "{what}を出す手"),
    "bot.expert.pass": ("passing", "パス"),
    "bot.expert.rank": ("average rank", "平均順位"),
    "bot.expert.penalty": ("average penalty", "平均罰点"),
    "bot.expert.penalty-cards": ("average penalty", "平均ペナルティカード"),
    "bot.expert.chips": ("average chips after the hand", "ゲーム後の平均チップ"),
    "bot.expert.unit.rank": ("{n}", "{n}位"),
    "bot.expert.unit.penalty": ("{n} points", "{n}点"),
    "bot.expert.unit.penalty-cards": ("{n} cards", "{n}枚"),
    "bot.expert.unit.chips": ("{n}", "{n}枚"),
    "hint.play": ("Hint: play {what}. {why}", "ヒント：{what}を出しましょう。{why}"),
    "hint.pass": ("Hint: pass. {why}", "ヒント：パスしましょう。{why}"),
    "hint.move": ("Hint: {what}. {why}", "ヒント：{what}。{why}"),
    "hint.goes_out": (
        "{card} is your last card: play it and you are out (R7)",
        "{card}が最後の1枚です。出せばあがりです（R7）",
    ),
    "hint.kills": (
        "{card} kills {cards}, penalty cards for the others (K3)",
        "{card}を出すと{cards}が殺され、ほかの人のペナルティカードになります（K3）",
    ),
    "hint.frees": ("{card} frees your {cards}", "{card}を出すと、あなたの{cards}が出せるようになります"),
    "hint.opens_row": ("{card} opens the {suits} row", "{card}で{suits}の列が始まります"),
    "hint.opens_nothing": (
        "{card} lets none of the others' cards into play",
        "{card}を出しても、ほかの人が出せるカードは増えません",
    ),
    "hint.sheds": (
        "{card} can be played now: one card fewer in your hand",
        "{card}は今出せます。手札が1枚減ります",
    ),
    "hint.holding": (
        "holding {card} blocks {cards} for the others",
        "{card}を持っていれば、ほかの人の{cards}を止められます",
    ),
    "hint.then": ("{first}; {second}.", "{first}。{second}。"),
    "hint.alone": ("{first}.", "{first}。"),
    "hint.pass_blocks": (
        "Holding {card} blocks {cards} for the others; the pass costs one of your passes ({left} left after it)",
        "{card}を持っていれば、ほかの人の{cards}を止められます。パスを1回使います（残り{left}回）",
    ),
    "hint.pass_chips": ("No card of yours can be played (W4)", "出せるカードがありません（W4）"),
    "hint.pass_stuck": ("None of your cards can be played now (R4)", "今出せるカードがありません（R4）"),
    "hint.pass_waits": (
        "Every card you could play helps the others more than you; the pass costs one of your passes "
        "({left} left after it)",
        "どのカードを出しても、あなたよりほかの人が得をします。パスを1回使います（残り{left}回）",
    ),
    "ui.hint_stats": ("Statistics", "くわしい数字"),
    # -- the widgets (ui_strings() gives these without the "ui." prefix) ------------------------
    "ui.pass": ("Pass", "パス"),
    "ui.undo": ("Undo", "一手戻す"),
    "ui.hint": ("Hint", "ヒント"),
    "ui.hint_text": ("Hint: {move}. {why}", "ヒント：{move}。{why}"),
    "ui.new_game": ("New game", "新しいゲーム"),
    "ui.deal": ("Deal", "配る"),
    "ui.history": ("History", "履歴"),
    "ui.step_through": ("Step through the game", "ゲームを一手ずつふりかえる"),
    "ui.back_to_game": ("Back to the game", "ゲームに戻る"),
    "ui.what_happened": ("What happened", "経過"),
    "ui.move_of": ("move {i} of {n}", "{n}手中{i}手目"),
    "ui.moves": ("{n} moves", "{n}手"),
    "ui.keys_help": (
        "Keys: Tab to the layout or your hand, arrows to move, Enter to play, P to pass, U to undo.",
        "キー操作：Tabで場か手札へ、矢印キーで移動、Enterで出す、Pでパス、Uで一手戻す。",
    ),
    "ui.your_turn": ("Your turn.", "あなたの番です。"),
    "ui.player_to_move": ("Player {n} to move.", "プレイヤー{n}の番です。"),
    "ui.player": ("Player {n}", "プレイヤー{n}"),
    "ui.player_who": ("Player {n} ({who})", "プレイヤー{n}（{who}）"),
    "ui.you": ("you", "あなた"),
    "ui.bot": ("{level} bot", "{level}ボット"),
    "ui.bot_level.random": ("random", "ランダム"),
    "ui.bot_level.greedy": ("greedy", "よくばり"),
    "ui.bot_level.blocker": ("blocker", "通せんぼ"),
    "ui.bot_level.expert": ("expert", "達人"),
    "ui.cards": ("Cards", "手札"),
    "ui.card_count": ("{count} cards", "{count}枚"),
    "ui.card_count_one": ("{count} card", "{count}枚"),
    "ui.passes_used": ("{used} passes used", "パスを{used}回使用"),
    "ui.passes_used_of": ("{used} of {limit} passes used", "パス{limit}回のうち{used}回使用"),
    "ui.passes_count": ("{count} passes", "パス{count}回"),
    "ui.status.active": ("active", "プレイ中"),
    "ui.status.out": ("out", "あがり"),
    "ui.status.bankrupt": ("bankrupt", "破産"),
    "ui.status.yurei": ("yūrei", "幽霊"),
    "ui.status.dropped-out": ("dropped out", "脱落"),
    "ui.status.ghost": ("ghost", "おばけ"),
    "ui.score.rank": ("rank {n}", "{n}位"),
    "ui.score.points": ("{n} points", "{n}点"),
    "ui.score.chips": ("{n} chips", "チップ{n}枚"),
    "ui.score.penalty_cards": ("{n} penalty cards", "ペナルティカード{n}枚"),
    "ui.score.penalty_card": ("{n} penalty card", "ペナルティカード{n}枚"),
    "ui.hint_hidden": (
        "No hints with hidden penalties: the adviser would read penalty cards that are kept secret (K6).",
        "ペナルティカードをふせるルールではヒントはありません。ヒント役がひみつのペナルティカードを見てしまうからです（K6）。",
    ),
    "ui.score.hidden": ("penalty cards hidden (K6)", "ペナルティカードはひみつ（K6）"),
    "ui.game_over": ("Game over: {summary}", "ゲーム終了：{summary}"),
    "ui.talk_to_ghost": ("Player {n} talks to the ghost", "プレイヤー{n}がおばけに話しかける"),
    "ui.status.left": ("left the game", "ゲームから抜けた"),
    "ui.exposed": ("exposed: {cards}", "表向き：{cards}"),
    "ui.layout": ("Layout", "場"),
    "ui.your_hand": ("Your hand", "あなたの手札"),
    "ui.hand_of": ("Hand of player {n}", "プレイヤー{n}の手札"),
    "ui.joker_plays": ("Joker plays", "ジョーカーの出し方"),
    "ui.no_cards": ("no cards", "カードなし"),
    "ui.suit": ("Suit", "マーク"),
    "ui.column": ("Column {rank}", "{rank}のたての列"),
    "ui.row": ("{suits} row", "{suits}の列"),
    "ui.tunnel_neighbours": ("K and A are neighbours through the tunnel", "トンネルを通して、KとAはとなり同士です"),
    "ui.card_label": ("{card}, {state}", "{card}、{state}"),
    "ui.playable": ("playable", "出せます"),
    "ui.in_layout": ("in the layout", "場に出ています"),
    "ui.empty": ("empty", "空いています"),
    "ui.killed": ("killed", "殺されたマス"),
    "ui.joker_in_cell": ("joker in the cell", "ジョーカーが代わりに置かれています"),
    "ui.exposed_by_yurei": ("exposed by a yūrei", "幽霊が表向きにしたカード"),
    # the legend beside every layout: what each mark means
    "ui.legend.title": ("What the marks mean", "マークの意味"),
    "ui.legend.open": ("open: a card may be played here", "出せるマス：ここにカードを出せます"),
    "ui.legend.empty": ("empty: not playable yet", "空きマス：まだ出せません"),
    "ui.legend.placed": ("a card in the layout", "場に出ているカード"),
    "ui.legend.fresh": ("just played (gold ring, corner mark)", "いま出たカード（金色のふちと角の印）"),
    "ui.legend.joker": ("a joker standing in for the card", "カードの代わりに置かれたジョーカー"),
    "ui.legend.killed": ("dead (killed): can never be filled", "殺されたマス：もう埋まりません"),
    "ui.legend.kill_preview": ("red frame: this play would kill it", "赤いわく：その手で殺されるマス"),
    "ui.legend.exposed": ("dotted: a yūrei's card, shown", "点線：幽霊が表向きにしたカード"),
    "ui.legend.tunnel": ("K and A are neighbours (tunnel)", "KとAはとなり同士（トンネル）"),
    "ui.legend.tokens": ("pass tokens: ● left, ○ used", "パスの印：●残り、○使用ずみ"),
    "ui.just_played": ("just played", "いま出たカード"),
    "ui.penalty_card": ("penalty card", "ペナルティカード"),
    "ui.playing_kills": ("Playing it kills {cards}.", "これを出すと、{cards}が殺されます。"),
    "ui.killed_hidden": (
        "{card} is killed by {by} (K3, K6: its holder stays secret).",
        "{card}は{by}によって殺されました（K3、K6：だれのカードかはひみつです）。",
    ),
    "ui.log.new_game": (
        "New game: {rules}, {players} players, {bots} bots.",
        "新しいゲーム：{rules}、{players}人、ボットは{bots}。",
    ),
    "ui.log.from_position": (
        "Playing on from a position: {rules}, {players} players.",
        "この局面から続けます：{rules}、{players}人。",
    ),
    "ui.log.undone": ("Move taken back.", "一手もどしました。"),
    "ui.form.game": ("Game", "ゲーム"),
    "ui.form.players": ("Players", "人数"),
    "ui.form.bots": ("Bots", "ボット"),
    "ui.form.house_rules": ("House rules", "ローカルルール"),
    "ui.form.default": ("default", "標準"),
    "ui.rule.passes": ("Passes", "パスの回数"),
    "ui.rule.penalty": ("Penalty", "罰点"),
    "ui.rule.opening_card": ("Opening card", "最初に出すカード"),
    "ui.rule.ghost": ("Yūrei", "幽霊"),
    "ui.rule.row_order": ("Rows", "列の順番"),
    "ui.rule.hidden_penalties": ("Hidden penalties", "ペナルティカードをふせる"),
    "ui.choice.value": ("value", "数字の合計"),
    "ui.choice.count": ("count", "枚数"),
    "ui.choice.shuffled": ("shuffled", "ランダム"),
    "ui.choice.yes": ("yes", "あり"),
    "ui.choice.no": ("no", "なし"),
    "ui.preset.shichi-narabe": ("Shichi Narabe", "七並べ"),
    "ui.preset.joker": ("Joker", "ジョーカー入り"),
    "ui.preset.joker-wild": ("Joker wild", "ジョーカー単独出し"),
    "ui.preset.tunnel": ("Tunnels", "トンネル（反対側は止まる）"),
    "ui.preset.tunnel-open": ("Open tunnels", "トンネル（反対側も続く）"),
    "ui.preset.tunnel-joker": ("Tunnels with the joker", "トンネルとジョーカー"),
    "ui.preset.ghost": ("Ghost", "おばけ"),
    "ui.preset.seven-bridge": ("Seven Bridge", "セブンブリッジ（七並べ型）"),
    "ui.preset.koroshi": ("Koroshi", "殺し七並べ"),
    "ui.preset.koroshi-tunnel": ("Koroshi with tunnels", "トンネルつき殺し七並べ"),
    "ui.preset.mushikui": ("Mushikui", "虫食い"),
    "ui.preset.koroshi-diagonal": ("Koroshi, diagonal", "ななめありの殺し七並べ"),
    "ui.preset.sevens": ("Sevens", "セブンス（西洋の七並べ）"),
    "ui.language": ("Language", "言語"),
    "ui.language.en": ("English", "英語"),
    "ui.language.ja": ("Japanese", "日本語"),
    "ui.lesson.check": ("Check", "答え合わせ"),
    "ui.lesson.next": ("Next", "次へ"),
    "ui.lesson.back": ("Back", "戻る"),
    "ui.lesson.right": ("Right!", "正解！"),
    "ui.lesson.wrong": ("Not quite", "おしい！ちょっとちがいます"),
    "ui.lesson.step": ("step {i} of {n}", "ステップ {i}/{n}"),
    "ui.lesson.question": ("Question", "問題"),
    "ui.lesson.answer": ("Answer", "答え"),
    "ui.explorer.paste": ("Paste position", "局面を貼りつける"),
    "ui.explorer.copy": ("Copy position", "局面をコピー"),
    "ui.explorer.load": ("Load", "読み込む"),
    "ui.explorer.legal_moves": ("Legal moves of player {n}", "プレイヤー{n}ができる手"),
    "ui.explorer.position": ("Position", "局面"),
    "ui.explorer.deal_to": ("Deal to player {n}", "プレイヤー{n}に配る"),
    "ui.explorer.kills": ("Kills if played", "出すと殺されるカード"),
    # -- the lesson (issue 6: keyboard, screen readers, Japanese) --------------------------------
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
    # -- the lesson: second tries, reasons about the picked item, the course (issue 10) ----------
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
    "ui.started.seven_diamonds": (
        "Player {n} held 7♦, so player {n} made the first turn ({rule}).",
        "7♦を持っていたので、プレイヤー{n}から始めました（{rule}）。",
    ),
    "ui.started.opening": (
        "Player {n} held {card}, so player {n} opened the hand (B2).",
        "{card}を持っていたので、プレイヤー{n}から始めました（B2）。",
    ),
    "ui.started.left_of_dealer": (
        "Player {n}, to the dealer's left, made the first turn (W2).",
        "親の左隣のプレイヤー{n}から始めました（W2）。",
    ),
    # -- the position explorer -------------------------------------------------------------------
    "ui.explorer.hands": ("Hands", "手札"),
    "ui.explorer.moves": ("Legal moves", "できる手"),
    "ui.explorer.line": ("Line of moves", "手順"),
    "ui.explorer.rules": ("Rules and seats", "ルールと席"),
    "ui.explorer.new_deal": ("New deal", "新しく配る"),
    "ui.explorer.text": ("Position text", "局面テキスト"),
    "ui.explorer.brush_label": ("Click a cell to", "マスをクリックすると"),
    "ui.explorer.brush": ("What a click on a cell does", "マスをクリックしたときの動作"),
    "ui.explorer.brush.cycle": (
        "move it one place on (out → layout → hands → out)",
        "次の置き場所へ動かす（外 → 場 → 手札 → 外）",
    ),
    "ui.explorer.brush.cycle_kill": (
        "move it one place on (out → layout → hands → penalties → out)",
        "次の置き場所へ動かす（外 → 場 → 手札 → ペナルティ → 外）",
    ),
    "ui.explorer.brush.explain": ("explain it", "説明を見る"),
    "ui.explorer.brush.layout": ("put it in the layout", "場に置く"),
    "ui.explorer.brush.hand": ("deal it to player {n}", "プレイヤー{n}に配る"),
    "ui.explorer.brush.penalty": ("make it a penalty card of player {n}", "プレイヤー{n}のペナルティカードにする"),
    "ui.explorer.brush.out": ("take it out of play", "ゲームから外す"),
    "ui.explorer.back": ("Back", "戻る"),
    "ui.explorer.forward": ("Forward", "進む"),
    "ui.explorer.line_empty": ("Play a legal move to start a line.", "できる手を出すと、手順が始まります。"),
    "ui.explorer.here": ("you are here", "今ここ"),
    "ui.explorer.output": ("Position text of this position", "この局面の局面テキスト"),
    "ui.explorer.copy_short": ("Copy", "コピー"),
    "ui.explorer.copied": ("Copied", "コピーしました"),
    "ui.explorer.select_copy": ("Select and copy", "選んでコピーしてください"),
    "ui.explorer.paste_here": ("Paste position text here", "ここに局面テキストを貼りつけます"),
    "ui.explorer.paste_placeholder": (
        "Paste position text (shichi 1 …) here",
        "ここに局面テキスト（shichi 1 …）を貼りつけてください",
    ),
    "ui.explorer.to_move": ("To move", "手番"),
    "ui.explorer.player_option": ("player {n}", "プレイヤー{n}"),
    "ui.explorer.choice.none": ("none", "なし"),
    "ui.explorer.choice.true": ("true", "あり"),
    "ui.explorer.choice.false": ("false", "なし"),
    "ui.explorer.choice.blocking": ("blocking", "あり（反対側は止まる）"),
    "ui.explorer.choice.open": ("open", "あり（反対側も続く）"),
    "ui.explorer.held_by": ("held by player {n}", "プレイヤー{n}が持っています"),
    "ui.explorer.seat": ("{player} (to move) · {status}", "{player}（手番）・{status}"),
    "ui.explorer.seat_waiting": ("{player} · {status}", "{player}・{status}"),
    "ui.explorer.passes_used": ("passes used", "使ったパス"),
    "ui.explorer.hand_of": ("Player {n}'s hand", "プレイヤー{n}の手札"),
    "ui.explorer.moves_to_move": ("Player {n} (to move): ", "プレイヤー{n}（手番）："),
    "ui.explorer.moves_if_turn": ("Player {n} (if it were their turn): ", "プレイヤー{n}（もしこの人の番なら）："),
    "ui.explorer.move_kills": ("{move} (kills {cards})", "{move}（{cards}が殺される）"),
    "ui.explorer.keys_help": (
        "Keys: Tab to the layout, arrows to move over it, Enter to apply the click action to a cell.",
        "キー操作：Tabで場へ、矢印キーで移動、Enterで選んだマスに「クリックしたときの動作」を行います。",
    ),
    "ui.explorer.rule.must_play": ("Must play", "出せるなら必ず出す"),
    "ui.explorer.rule.tunnels": ("Tunnels", "トンネル"),
    "ui.explorer.rule.diagonal": ("Diagonal", "ななめ"),
    "ui.explorer.note.over": ("the hand is over", "このゲームは終わりました"),
    "ui.explorer.note.no_turns": ("{status}: no more turns", "{status}：もう番は回ってきません"),
    "ui.explorer.note.not_possible": (
        "not possible on their turn: {reason}",
        "この人の番にすることはできません：{reason}",
    ),
    "ui.explorer.refused": ("Refused: {reason}", "できません：{reason}"),
    "ui.explorer.skipped": ("{card} skipped a place: {reason}", "{card}は置けない場所を飛ばしました：{reason}"),
    "ui.explorer.nothing_back": (
        "nothing to go back to: no move has been played from this position",
        "戻る手がありません。この局面からは、まだ1手も出ていません",
    ),
    "ui.explorer.nothing_forward": ("nothing to go forward to", "進む手がありません"),
    "ui.explorer.paste_first": (
        "paste position text first (it starts with 'shichi 1')",
        "先に局面テキストを貼りつけてください（「shichi 1」で始まります）",
    ),
    "ui.explorer.loaded": ("Position loaded. {status}", "局面を読み込みました。{status}"),
    "ui.explorer.went.layout": ("{card} is now in the layout.", "{card}を場に置きました。"),
    "ui.explorer.went.hand": ("{card} is now in player {n}'s hand.", "{card}をプレイヤー{n}の手札に入れました。"),
    "ui.explorer.went.penalty": (
        "{card} is now a penalty card of player {n}.",
        "{card}をプレイヤー{n}のペナルティカードにしました。",
    ),
    "ui.explorer.went.out": ("{card} is now out of play.", "{card}をゲームから外しました。"),
}

_LANG_INDEX = {lang: i for i, lang in enumerate(LANGUAGES)}

CATALOGUE: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {key: MappingProxyType(dict(zip(LANGUAGES, pair, strict=True))) for key, pair in _TABLE.items()}
)
"""Every message: ``CATALOGUE[key][lang]`` is its template (read-only)."""

_FORMATTER = string.Formatter()


def check_lang(lang: str) -> str:
    """``lang`` if the catalogue has it; otherwise a ``ValueError`` listing the languages."""
    if lang not in _LANG_INDEX:
        raise ValueError(f"unknown language {lang!r}: the languages are {', '.join(LANGUAGES)}")
    return lang


def placeholders(key: str, lang: str = "en") -> frozenset[str]:
    """The names of the ``{placeholders}`` in a message's template."""
    return frozenset(name for _, name, _, _ in _FORMATTER.parse(_template(key, lang)) if name)


def keys(prefix: str = "") -> tuple[str, ...]:
    """The catalogue's keys that start with ``prefix``, in catalogue order."""
    return tuple(key for key in _TABLE if key.startswith(prefix))


def _template(key: str, lang: str) -> str:
    index = _LANG_INDEX.get(lang)
    if index is None:
        check_lang(lang)
    try:
        return _TABLE[key][index]
    except KeyError:
        raise KeyError(f"no message {key!r} in the catalogue") from None


def _value(value: Any, lang: str) -> Any:
    if isinstance(value, Suit):
        return suit_name(value, lang)
    return value


def text(key: str, /, lang: str = "en", **values: Any) -> str:
    """The message ``key`` in ``lang`` with its placeholders filled.

    Cards are written with their symbols (``9♣``) in every language; a :class:`Suit` value is
    written as the suit's name in ``lang`` ("clubs", "クラブ").
    """
    template = _template(key, lang)
    try:
        return template.format(**{name: _value(v, lang) for name, v in values.items()})
    except KeyError as exc:
        raise KeyError(f"message {key!r} needs a value for {exc.args[0]!r}") from None


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
    return text(f"list.{how}", lang).join(map(str, items))


def cards_text(cards: Iterable[Card], lang: str = "en", empty: str = "word.no_cards") -> str:
    """Cards written with symbols, space-separated ("8♥ 9♥"), or the ``empty`` message's word."""
    shown = " ".join(map(str, cards))
    return shown or text(empty, lang)


def ui_strings(lang: str = "en") -> dict[str, str]:
    """Every ``"ui."`` message in ``lang``, keyed without the prefix, for the front end."""
    check_lang(lang)
    return {key[3:]: _TABLE[key][_LANG_INDEX[lang]] for key in _TABLE if key.startswith("ui.")}
