"""The widgets' and the app's labels, in English and Japanese: buttons, headings, the table's status,
the lesson's prompts and feedback, the explorer's controls.

These are words of the screen, not of the rules, so they live here and not in the engine's
catalogue (:mod:`shichi_widgets.engine.messages`, which keeps the rule sentences: explanations,
moves, events, errors, card names, statuses). Keys start with ``"ui."``; the front end gets them
without the prefix (:func:`ui_strings`, ``front_end_strings``). :func:`say` reads a label or, for any
other key, the engine's sentence, so a widget speaks through one function.

Standard library only: no Jupyter import, so the lessons' judging and the engine's compatibility
path (``messages.text("ui.pass")``) can read the labels without ipywidgets.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..engine.catalogue import Catalogue, check_lang, locale
from ..engine.messages import ENGINE, register_ui, text
from ..lessons.words import LESSONS

__all__ = ["LABELS", "WIDGETS", "keys", "label", "placeholders", "say", "template", "ui_strings"]

# key: (English, Japanese). Both templates of a key take the same {placeholders}.
_TABLE: dict[str, tuple[str, str]] = {
    # -- the table -------------------------------------------------------------------------------
    "ui.hint_stats": ("Statistics", "詳しい数字"),
    "ui.pass": ("Pass", "パス"),
    "ui.undo": ("Undo", "一手戻す"),
    "ui.hint": ("Hint", "ヒント"),
    "ui.hint_text": ("Hint: {move}. {why}", "ヒント：{move}。{why}"),
    "ui.new_game": ("New game", "新しいゲーム"),
    "ui.deal": ("Deal", "配る"),
    "ui.no_answer": (
        "The table has had no answer from the server for half a minute. Reload the page: your game is kept.",
        "30秒のあいだ、サーバーから返事がありません。ページを読み込み直してください。ゲームは保存されています。",
    ),
    "ui.history": ("History", "履歴"),
    "ui.step_through": ("Step through the game", "ゲームを一手ずつ振り返る"),
    "ui.back_to_game": ("Back to the game", "ゲームに戻る"),
    "ui.what_happened": ("What happened", "経過"),
    "ui.move_of": ("move {i} of {n}", "{n}手中{i}手目"),
    "ui.moves": ("{n} moves", "{n}手"),
    "ui.moves.one": ("{n} move", "{n}手"),
    "ui.keys_help": (
        "Keys: Tab to the layout or your hand, arrows to move, Enter to play, P to pass, U to undo.",
        "キー操作：Tabで場か手札へ、矢印キーで移動、Enterで出す、Pでパス、Uで一手戻す。",
    ),
    "ui.your_turn": ("Your turn.", "あなたの番です。"),
    "ui.player_to_move": ("Player {player} to move.", "プレイヤー{player}の番です。"),
    "ui.player": ("Player {player}", "プレイヤー{player}"),
    "ui.player_who": ("Player {player} ({who})", "プレイヤー{player}（{who}）"),
    "ui.you_seat": ("You", "あなた"),
    "ui.table.seat_short": ("P{player}", "{player}番"),  # a compact seat box (phone, large cards)
    "ui.you": ("you", "あなた"),
    "ui.bot": ("{level} bot", "{level}ボット"),
    "ui.bot_level.random": ("random", "ランダム"),
    "ui.bot_level.greedy": ("greedy", "よくばり"),
    "ui.bot_level.blocker": ("blocker", "通せんぼ"),
    "ui.bot_level.expert": ("expert", "エキスパート"),
    "ui.cards": ("Cards", "手札"),
    "ui.card_count": ("{count} cards", "{count}枚"),
    "ui.card_count.one": ("{count} card", "{count}枚"),
    "ui.passes_used": ("{count} passes used", "使ったパス：{count}回"),
    "ui.passes_used.one": ("{count} pass used", "使ったパス：{count}回"),
    "ui.passes_used_of": ("{used} of {limit} passes used", "パス：{used}/{limit}回"),
    "ui.passes_count": ("{count} passes", "パス{count}回"),
    "ui.passes_count.one": ("{count} pass", "パス{count}回"),
    "ui.score.rank": ("{place} place", "順位：{place}"),
    "ui.score.points": ("{n} points", "{n}点"),
    "ui.score.chips": ("{n} chips", "チップ{n}枚"),
    "ui.score.penalty_cards": ("{n} penalty cards", "ペナルティカード{n}枚"),
    "ui.score.penalty_cards.one": ("{n} penalty card", "ペナルティカード{n}枚"),
    "ui.score.points.one": ("{n} point", "{n}点"),
    "ui.score.chips.one": ("{n} chip", "チップ{n}枚"),
    "ui.hint_hidden": (
        "No hints with hidden penalties: the adviser would read penalty cards that are kept secret (K6).",
        "ペナルティカードを伏せるルールではヒントはありません。ヒント役が秘密のペナルティカードを見てしまうからです（K6）。",
    ),
    "ui.score.hidden": ("penalty cards hidden (K6)", "ペナルティカードは秘密です（K6）"),
    "ui.game_over": ("Game over: {summary}", "ゲーム終了：{summary}"),
    "ui.refused.viewing": (
        "You are looking at an earlier move: go back to the game to play.",
        "前の手を見ています。出すには「ゲームに戻る」を押してください。",
    ),
    "ui.refused.watching": (
        "You are watching this game: the bots play every seat.",
        "このゲームは見るだけです。全員ボットが出します。",
    ),
    "ui.refused.over": (
        "This game is over: deal a new game to play again.",
        "このゲームは終わりました。もう一度遊ぶには新しいゲームを配ってください。",
    ),
    "ui.refused.not_your_turn": (
        "It is not your turn yet: player {to_move} is to move.",
        "まだあなたの番ではありません。今はプレイヤー{to_move}の番です。",
    ),
    "ui.refused.nothing_to_undo": (
        "You have not moved yet: nothing to undo.",
        "あなたはまだ出していないので、戻す手がありません。",
    ),
    "ui.refused.hint_not_your_turn": ("A hint is for your own turn.", "ヒントはあなたの番のときに出せます。"),
    "ui.joker_on_your_turn": (
        "The joker: on your turn, click it to see where it can go.",
        "ジョーカーです。あなたの番にクリックすると、出せる場所が表示されます。",
    ),
    "ui.talk_to_ghost": ("Player {player} talks to the ghost", "プレイヤー{player}がおばけに話しかける"),
    "ui.exposed": ("exposed: {cards}", "表向き：{cards}"),
    "ui.layout": ("Layout", "場"),
    "ui.your_hand": ("Your hand", "あなたの手札"),
    "ui.hand_of": ("Hand of player {player}", "プレイヤー{player}の手札"),
    "ui.joker_plays": ("Joker plays", "ジョーカーの出し方"),
    "ui.no_cards": ("no cards", "カードなし"),
    "ui.suit": ("Suit", "マーク"),
    "ui.column": ("Column {rank}", "{rank}のたての列"),
    "ui.row": ("{suits} row", "{suits}の列"),
    "ui.tunnel_neighbours": ("K and A are neighbours through the tunnel", "トンネルを通して、KとAは隣同士です"),
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
    "ui.legend.fresh": ("just played (gold ring, corner mark)", "今出たカード（金色のふちと角の印）"),
    "ui.legend.joker": ("a joker standing in for the card", "カードの代わりに置かれたジョーカー"),
    "ui.legend.killed": ("dead (killed): can never be filled", "殺されたマス：もう埋まりません"),
    "ui.legend.kill_preview": ("red frame: this play would kill it", "赤い枠：その手で殺されるマス"),
    "ui.legend.exposed": ("dotted: a yūrei's card, shown", "点線：幽霊が表向きにしたカード"),
    "ui.legend.tunnel": ("K and A are neighbours (tunnel)", "KとAは隣同士（トンネル）"),
    "ui.legend.tokens": ("passes: ● left, ○ used", "パス：●は残り、○は使ったパス"),
    "ui.just_played": ("just played", "今出たカード"),
    "ui.penalty_card": ("penalty card", "ペナルティカード"),
    "ui.playing_kills": ("Playing it kills {cards}.", "これを出すと、{cards}が殺されます。"),
    "ui.killed_hidden": (
        "{card} is killed by {by} (K3, K6: its holder stays secret).",
        "{card}は{by}によって殺されました（K3、K6：誰のカードかは秘密です）。",
    ),
    "ui.log.new_game": (
        "New game: {rules}, {players} players, {bots} bots.",
        "新しいゲーム：{rules}、{players}人、ボットは{bots}。",
    ),
    "ui.log.from_position": (
        "Playing on from a position: {rules}, {players} players.",
        "この局面から続けます：{rules}、{players}人。",
    ),
    "ui.log.undone": ("Move taken back.", "一手戻しました。"),
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
    "ui.rule.hidden_penalties": ("Hidden penalties", "ペナルティカードを伏せる"),
    "ui.rule.stuck": ("When stuck", "出せないとき"),
    "ui.choice.stuck.bankrupt": ("bankrupt", "破産（失格）"),
    "ui.choice.stuck.yurei": ("becomes a yūrei", "幽霊になる"),
    "ui.choice.stuck.lose-turn": ("loses the turn", "その番はお休み"),
    "ui.choice.stuck.leave": ("leaves the game", "ゲームから抜ける"),
    "ui.rule.other": ("other house rules", "その他のローカルルール"),
    "ui.choice.value": ("value", "数字の合計"),
    "ui.choice.count": ("count", "枚数"),
    "ui.choice.shuffled": ("shuffled", "ランダム"),
    "ui.choice.yes": ("yes", "あり"),
    "ui.choice.no": ("no", "なし"),
    "ui.choice.no_limit": ("no limit", "無制限"),
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
    "ui.explorer.paste": ("Paste position", "局面を貼り付ける"),
    "ui.explorer.copy": ("Copy position", "局面をコピー"),
    "ui.explorer.load": ("Load", "読み込む"),
    "ui.explorer.legal_moves": ("Legal moves of player {player}", "プレイヤー{player}ができる手"),
    "ui.explorer.position": ("Position", "局面"),
    "ui.explorer.deal_to": ("Deal to player {player}", "プレイヤー{player}に配る"),
    "ui.explorer.kills": ("Kills if played", "出すと殺されるカード"),
    "ui.started.seven_diamonds": (
        "Player {player} held 7♦, so player {player} made the first turn ({rule}).",
        "7♦を持っていたので、プレイヤー{player}から始めました（{rule}）。",
    ),
    "ui.started.opening": (
        "Player {player} held {card}, so player {player} opened the hand (B2).",
        "{card}を持っていたので、プレイヤー{player}から始めました（B2）。",
    ),
    "ui.started.left_of_dealer": (
        "Player {player}, to the dealer's left, made the first turn (W2).",
        "親の左隣のプレイヤー{player}から始めました（W2）。",
    ),
    "ui.started.you.seven_diamonds": (
        "You held 7♦, so you made the first turn ({rule}); you are player {player}.",
        "あなた（プレイヤー{player}）が7♦を持っていたので、あなたから始めました（{rule}）。",
    ),
    "ui.started.you.opening": (
        "You held {card}, so you opened the hand (B2); you are player {player}.",
        "あなた（プレイヤー{player}）が{card}を持っていたので、あなたから始めました（B2）。",
    ),
    "ui.started.you.left_of_dealer": (
        "You sit to the dealer's left, so you made the first turn (W2); you are player {player}.",
        "あなた（プレイヤー{player}）は親の左隣なので、あなたから始めました（W2）。",
    ),
    "ui.about_card": ("{card}: {text}", "{card}：{text}"),
    # -- the result, said to the human -----------------------------------------------------------
    "ui.result.you_place": ("You finished {place}.", "あなたは{place}です。"),
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
        "move it on: out → layout → hand → out",
        "次へ動かす：外 → 場 → 手札 → 外",
    ),
    "ui.explorer.brush.cycle_kill": (
        "move it on: out → layout → hand → penalty → out",
        "次へ動かす：外 → 場 → 手札 → ペナルティ → 外",
    ),
    "ui.explorer.brush.explain": ("explain it", "説明を見る"),
    "ui.explorer.brush.layout": ("put it in the layout", "場に置く"),
    "ui.explorer.brush.hand": ("deal it to player {player}", "プレイヤー{player}に配る"),
    "ui.explorer.brush.penalty": (
        "make it a penalty card of player {player}",
        "プレイヤー{player}のペナルティカードにする",
    ),
    "ui.explorer.brush.out": ("take it out of play", "ゲームから外す"),
    "ui.explorer.back": ("Back", "戻る"),
    "ui.explorer.forward": ("Forward", "進む"),
    "ui.explorer.line_empty": ("Play a legal move to start a line.", "できる手を出すと、手順が始まります。"),
    "ui.explorer.here": ("you are here", "今ここ"),
    "ui.explorer.output": ("Position text of this position", "この局面の局面テキスト"),
    "ui.explorer.copy_short": ("Copy", "コピー"),
    "ui.explorer.copied": ("Copied", "コピーしました"),
    "ui.explorer.select_copy": ("Select and copy", "選んでコピーしてください"),
    "ui.explorer.paste_here": ("Paste position text here", "ここに局面テキストを貼り付けます"),
    "ui.explorer.paste_placeholder": (
        "Paste position text (shichi 1 …) here",
        "ここに局面テキスト（shichi 1 …）を貼り付けてください",
    ),
    "ui.explorer.to_move": ("To move", "手番"),
    "ui.explorer.player_option": ("player {player}", "プレイヤー{player}"),
    "ui.explorer.choice.none": ("none", "なし"),
    "ui.explorer.choice.true": ("true", "あり"),
    "ui.explorer.choice.false": ("false", "なし"),
    "ui.explorer.choice.blocking": ("blocking", "あり（反対側は止まる）"),
    "ui.explorer.choice.open": ("open", "あり（反対側も続く）"),
    "ui.explorer.held_by": ("held by player {player}", "プレイヤー{player}が持っています"),
    "ui.explorer.seat": ("{name} (to move) · {status}", "{name}（手番）・{status}"),
    "ui.explorer.seat_waiting": ("{name} · {status}", "{name}・{status}"),
    "ui.explorer.passes_used": ("passes used", "使ったパス"),
    "ui.explorer.hand_of": ("Player {player}'s hand", "プレイヤー{player}の手札"),
    "ui.explorer.moves_to_move": ("Player {player} (to move): ", "プレイヤー{player}（手番）："),
    "ui.explorer.moves_if_turn": (
        "Player {player} (if it were their turn): ",
        "プレイヤー{player}（この人の番なら）：",
    ),
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
    "ui.explorer.refused": ("Refused: {reason}", "できません。{reason}"),
    "ui.explorer.forbidden": ("the rules forbid it ({rules})", "この局面はルール上ありえません（{rules}）。"),
    "ui.explorer.forbidden_plain": ("the rules forbid it", "この局面はルール上ありえません。"),
    "ui.rules_clash": (
        "these house rules do not go together ({rules})",
        "このローカルルールの組み合わせでは遊べません（{rules}）。",
    ),
    "ui.rules_clash_plain": ("these house rules do not go together", "このローカルルールの組み合わせでは遊べません。"),
    "ui.record.unreadable": (
        "this text cannot be read as a game or a position ({rules})",
        "このテキストはゲームや局面として読み込めません（{rules}）。",
    ),
    "ui.record.unreadable_plain": (
        "this text cannot be read as a game, a position or a link",
        "このテキストはゲーム、局面、リンクとして読み込めません。",
    ),
    "ui.explorer.skipped": ("{card} skipped a place: {reason}", "{card}は置けない場所を飛ばしました。{reason}"),
    "ui.explorer.nothing_back": (
        "nothing to go back to: no move has been played from this position",
        "戻る手がありません。この局面からは、まだ1手も出ていません。",
    ),
    "ui.explorer.nothing_forward": ("nothing to go forward to", "進む手がありません。"),
    "ui.explorer.paste_first": (
        "paste position text first (it starts with 'shichi 1')",
        "先に局面テキストを貼り付けてください（「shichi 1」で始まります）。",
    ),
    "ui.explorer.loaded": ("Position loaded. {status}", "局面を読み込みました。{status}"),
    "ui.explorer.went.layout": ("{card} is now in the layout.", "{card}を場に置きました。"),
    "ui.explorer.went.hand": (
        "{card} is now in player {player}'s hand.",
        "{card}をプレイヤー{player}の手札に入れました。",
    ),
    "ui.explorer.went.penalty": (
        "{card} is now a penalty card of player {player}.",
        "{card}をプレイヤー{player}のペナルティカードにしました。",
    ),
    "ui.explorer.went.out": ("{card} is now out of play.", "{card}をゲームから外しました。"),
}


WIDGETS = Catalogue("widgets", _TABLE, below=(LESSONS,))
"""The widgets' catalogue; it reads the lessons' words and the engine's sentences below it (:func:`say`)."""
_SCREEN = (WIDGETS, LESSONS)  # the tables whose "ui." labels the front end gets
for _table in _SCREEN:
    register_ui(_table)

LABELS: Mapping[str, Mapping[str, str]] = MappingProxyType({**WIDGETS.mapping, **LESSONS.mapping})
"""Every label of the screen, the widgets' and the lessons': ``LABELS[key][lang]`` (read-only)."""


def template(key: str, lang: str = "en") -> str:
    """The label ``key``'s template in ``lang``, placeholders unfilled; ``KeyError`` for an unknown key."""
    if key not in LABELS:
        check_lang(lang)
        raise KeyError(f"no label {key!r} among the widgets' labels")
    return WIDGETS.template(key, lang)


def label(key: str, /, lang: str = "en", **values: Any) -> str:
    """The label ``key`` in ``lang`` with its placeholders filled (a :class:`Suit` is said by name,
    a seat counted from 1)."""
    template(key, lang)
    return WIDGETS.text(key, lang, **values)


def say(key: str, /, lang: str = "en", **values: Any) -> str:
    """A label (``"ui."`` keys) or else the engine's sentence for ``key``, in ``lang``, filled."""
    return WIDGETS.text(key, lang, **values)


def placeholders(key: str, lang: str = "en") -> frozenset[str]:
    """The names of the ``{placeholders}`` in a label's template."""
    template(key, lang)
    return WIDGETS.placeholders(key, lang)


def keys(prefix: str = "ui.") -> tuple[str, ...]:
    """The labels' keys that start with ``prefix``, in table order."""
    return tuple(key for key in LABELS if key.startswith(prefix))


def ui_strings(lang: str = "en") -> dict[str, str]:
    """Every label in ``lang`` keyed without the ``"ui."`` prefix, with the players' statuses
    (``status.out``: the engine's words, shown at each seat), for the front end. The front end fills
    them as the catalogue does (``lib/strings.js``): seat placeholders counted from 1, a count of 1
    picking ``key.one``, sent only for a language that has that form."""
    out = {}
    for table in _SCREEN:
        out.update(table.strings(lang, "ui.", strip="ui."))
    if locale(lang).plural(1) != "one":  # a language without a singular: the front end never picks ".one"
        out = {key: value for key, value in out.items() if not key.endswith(".one")}
    out.update({key: text(key, lang) for key in ENGINE.keys("status.")})  # the engine's words
    return out
