"""The bots' words, in English and Japanese: each bot's reason for its move (``Bot.explain``), the
beginner's hint in Play (:mod:`.advice`) and the reasons of a game's review (:mod:`.review`).

The bots layer owns this table (:class:`~shichi_widgets.engine.catalogue.Catalogue`); it reads the
engine's sentences below it (a move in words, suit names), and a widget can read it from above.
Both templates of a key take the same ``{placeholders}``; a seat placeholder (``{player}``) takes a
0-based seat and is shown counted from 1.

A value may be a phrase of its own, rendered in the sentence's language when the sentence is:

- :class:`Said` — another key of this table with its values (a review row keeps one, so the
  panel can say it in any language);
- :class:`Cards` — cards as a bit set, written as short runs ("J♦–K♦, 3♣" / 「J♦–K♦、3♣」);
- :class:`Seats` — seats (0-based) as a list of people ("player 2 and player 3");
- a :class:`~shichi_widgets.engine.Move` — the move in words ("the joker as 5♠ with 4♠");
- a function of the language (``lambda lang: …``).

Standard library and the engine only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..engine import Move
from ..engine.cards import DECK, Suit
from ..engine.catalogue import LANGUAGES, Catalogue, locale
from ..engine.layout import FULL_ROW
from ..engine.messages import ENGINE, suit_name

__all__ = ["BOTS", "Cards", "Said", "Seats", "card_runs", "describe", "said", "say", "sentences"]

# key: (English, Japanese). Both templates of a key take the same {placeholders}.
_TABLE: dict[str, tuple[str, str]] = {
    # -- a move in the bots' sentences ----------------------------------------------------------
    "bot.what.joker_with": ("the joker as {joker_as} with {card}", "ジョーカー（{joker_as}の代わり）と{card}"),
    "bot.what.joker_alone": ("the joker as {joker_as}", "ジョーカー（{joker_as}の代わり）"),
    "bot.what.yurei": ("the yūrei's {card}", "幽霊のカード{card}"),
    "bot.what.pass": ("pass", "パス"),
    # -- every bot: a forced move ---------------------------------------------------------------
    "bot.only_move": ("The only legal move: {move}.", "できる手は{move}だけです。"),
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
        "No pass token is left and no card can be played: this pass makes the player a yūrei (B5).",
        "パス札が残っておらず、出せるカードもありません。このパスで幽霊になります（B5）。",
    ),
    "bot.stuck.leave": (
        "No pass is left and no card can be played: this pass means leaving the game (K4).",
        "パスが残っておらず、出せるカードもありません。このパスでゲームから抜けます（K4）。",
    ),
    "bot.stuck.lose-turn": (
        "No pass token is left and no card can be played: the turn is lost (B8).",
        "パス札が残っておらず、出せるカードもありません。この番はお休みです（B8）。",
    ),
    # -- the random bot -------------------------------------------------------------------------
    "bot.random": (
        "A random choice: {move}, one of {n} legal moves.",
        "でたらめに選びました。{n}通りのできる手のうちの1つ、{move}です。",
    ),
    "bot.random.one": (
        "A random choice: {move}, the only legal move.",
        "でたらめに選びました。できる手は{move}だけです。",
    ),
    # -- the greedy bot -------------------------------------------------------------------------
    "bot.greedy.own_kill_pass": (
        "The best play, {play}, would kill your own {cards} ({rule}); so pass.",
        "一番良い手の{play}でも自分の{cards}が殺されるので、パスします（{rule}）。",
    ),
    "bot.greedy.hold": (
        "No card you could play frees another of yours, so pass{tokens}: isolated cards are played late, "
        "and {cards} stay in reserve.",
        "どれを出しても自分のほかのカードが出せるようにならないので、パスします{tokens}。"
        "ほかにつながらないカードは後で出すので、{cards}は取っておきます。",
    ),
    "bot.greedy.hold.one": (
        "No card you could play frees another of yours, so pass{tokens}: isolated cards are played late, "
        "and {cards} stays in reserve.",
        "どれを出しても自分のほかのカードが出せるようにならないので、パスします{tokens}。"
        "ほかにつながらないカードは後で出すので、{cards}は取っておきます。",
    ),
    "bot.greedy.hold_joker": (
        "No card you could play frees another of yours, so pass{tokens}: the joker stays in reserve.",
        "どれを出しても自分のほかのカードが出せるようにならないので、パスします{tokens}。ジョーカーは取っておきます。",
    ),
    "bot.greedy.hold_none": (
        "No card you could play frees another of yours, so pass{tokens}.",
        "どれを出しても自分のほかのカードが出せるようにならないので、パスします{tokens}。",
    ),
    "bot.tokens_left": (" ({n} passes left after this)", "（このあとパスは残り{n}回）"),
    "bot.tokens_left.one": (" ({n} pass left after this)", "（このあとパスは残り{n}回）"),
    "bot.tokens_left_token": (" ({n} pass tokens left after this)", "（このあとパス札は残り{n}枚）"),
    "bot.tokens_left_token.one": (" ({n} pass token left after this)", "（このあとパス札は残り{n}枚）"),
    "bot.goes_out": (
        "Playing {what} empties the hand and goes out.",
        "{what}を出すと手札がなくなり、あがりです。",
    ),
    "bot.greedy.joker_with": (
        "Playing {what} gets rid of the joker and a card in one turn.",
        "{what}を出すと、1回の番でジョーカーとカード1枚を手放せます。",
    ),
    "bot.greedy.joker_alone": (
        "Playing {what} gets rid of the joker in one turn.",
        "{what}を出すと、1回の番でジョーカーを手放せます。",
    ),
    "bot.greedy.frees": (
        "Playing {what} frees {cards} in your hand; no other play frees more.",
        "{what}を出すと、手札の{cards}が出せるようになります。これより多く出せるようになる手はほかにありません。",
    ),
    "bot.greedy.opens_row": (
        "Playing {card} opens the {suits} row: 7s go early.",
        "{card}を出すと{suits}の列が始まります。7は早めに出します。",
    ),
    "bot.greedy.nothing": (
        "Playing {what} frees none of your other cards, but it is still the play that helps your hand most.",
        "{what}を出しても自分のほかのカードは出せるようになりませんが、自分の手札には一番良い手です。",
    ),
    # -- the blocker ----------------------------------------------------------------------------
    "bot.blocker.pass_keeps": (
        "Passing keeps {card} back: holding it blocks {cards}, which only the others hold; {tokens}.",
        "パスして{card}を出さずにおきます。{card}を持っていれば、ほかの人だけが持つ{cards}を止められます。{tokens}。",
    ),
    "bot.blocker.pass_opens": (
        "Passing: every play would open more for the others than for you; {tokens}.",
        "パスします。どれを出しても、自分よりほかの人の方が多く出せるようになります。{tokens}。",
    ),
    "bot.blocker.tokens": ("{n} passes left after this", "このあとパスは残り{n}回です"),
    "bot.blocker.tokens.one": ("{n} pass left after this", "このあとパスは残り{n}回です"),
    "bot.blocker.tokens_token": ("{n} pass tokens left after this", "このあとパス札は残り{n}枚です"),
    "bot.blocker.tokens_token.one": ("{n} pass token left after this", "このあとパス札は残り{n}枚です"),
    "bot.blocker.kills": (
        "Playing {what} kills {cards}, a penalty for the others ({rule}).",
        "{what}を出すと{cards}が殺され、ほかの人のペナルティカードになります（{rule}）。",
    ),
    "bot.blocker.frees": ("frees {cards} of yours", "自分の{cards}が出せるようになります"),
    "bot.blocker.sheds": ("takes {n} cards out of the hand", "手札が{n}枚減ります"),
    "bot.blocker.sheds.one": ("takes {n} card out of the hand", "手札が{n}枚減ります"),
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
    "bot.why.least": ("it is the play that gives the others least", "ほかの人に与えるものが一番少ない手です"),
    # -- the expert -----------------------------------------------------------------------------
    "bot.expert": (
        "{best} had the best {label}, {value}, over {samples} sampled deals of the hidden cards; "
        "the next best, {second}, averaged {value2}.",
        "見えないカードの配り方を{samples}通り試すと、{best}の{label}が一番良く、{value}でした。"
        "次に良い{second}は{value2}でした。",
    ),
    "bot.expert.play": ("playing {what}", "{what}を出す手"),
    "bot.expert.pass": ("passing", "パス"),
    "bot.expert.play_first": ("Playing {what}", "{what}を出す手"),
    "bot.expert.pass_first": ("Passing", "パス"),
    "bot.expert.rank": ("average rank", "平均順位"),
    "bot.expert.penalty": ("average penalty", "平均罰点"),
    "bot.expert.penalty-cards": ("average penalty", "平均ペナルティカード"),
    "bot.expert.chips": ("average chips after the hand", "ゲーム後の平均チップ"),
    "bot.expert.unit.rank": ("{n}", "{n}位"),
    "bot.expert.unit.penalty": ("{n} points", "{n}点"),
    "bot.expert.unit.penalty-cards": ("{n} cards", "{n}枚"),
    "bot.expert.unit.chips": ("{n}", "{n}枚"),
    # -- the beginner's hint in Play (advice.hint): the move, then one sentence or two ------------
    "hint.play": ("Hint: play {what}.", "ヒント：{what}を出しましょう。"),
    "hint.pass": ("Hint: pass.", "ヒント：パスしましょう。"),
    "hint.goes_out": (
        "Playing {card} empties your hand: you are out ({rule}).",
        "{card}を出すと手札がなくなり、あがりです（{rule}）。",
    ),
    "hint.kills": (
        "Playing {card} kills {cards}: penalty cards for the others ({rule}).",
        "{card}を出すと{cards}が殺され、ほかの人のペナルティカードになります（{rule}）。",
    ),
    "hint.kills_mine": (
        "It also kills your own {cards}: your penalty cards ({rule}).",
        "自分の{cards}も殺され、あなたのペナルティカードになります（{rule}）。",
    ),
    "hint.frees": ("Playing {card} frees your {cards}.", "{card}を出すと、あなたの{cards}が出せるようになります。"),
    "hint.opens_row": (
        "Playing {card} opens the {suits} row ({rule}).",
        "{card}を出すと{suits}の列が始まります（{rule}）。",
    ),
    "hint.opens_nothing": (
        "Playing {card} lets none of the others' cards into play.",
        "{card}を出しても、ほかの人が出せるカードは増えません。",
    ),
    "hint.sheds": (
        "Playing {card} takes {n} cards out of your hand.",
        "{card}を出すと、手札が{n}枚減ります。",
    ),
    "hint.sheds.one": (
        "Playing {card} takes {n} card out of your hand.",
        "{card}を出すと、手札が{n}枚減ります。",
    ),
    "hint.sheds_none": (
        "Playing {card} uses your turn without a pass; your hand does not change (B5).",
        "{card}を出せば、パスを使わずに番を終えられます。手札の枚数は変わりません（B5）。",
    ),
    "hint.holding": (
        "Holding {card} blocks {cards} for the others.",
        "{card}を持っていれば、ほかの人の{cards}を止められます。",
    ),
    "hint.drops_out": (
        "Playing {card} leaves the joker alone in your hand: you drop out at once (J8).",
        "{card}を出すと手札がジョーカー1枚だけになり、すぐに脱落します（J8）。",
    ),
    "hint.joker_alone": (
        "Playing {card} leaves the joker alone in your hand, and the joker is never played alone (J4, J5).",
        "{card}を出すと手札がジョーカー1枚だけになります。ジョーカーは単独では出せません（J4、J5）。",
    ),
    "hint.pass_blocks": (
        "Holding {card} blocks {cards} for the others; the pass {uses}.",
        "{card}を持っていれば、ほかの人の{cards}を止められます。{uses}。",
    ),
    "hint.pass_waits": (
        "Every move you could make helps the others more than you; the pass {uses}.",
        "どの手を選んでも、あなたよりほかの人が得をします。{uses}。",
    ),
    "hint.pass_free": (
        "No move of yours can be played now ({rule}); the pass {uses}.",
        "今出せる手がありません（{rule}）。{uses}。",
    ),
    "hint.uses_pass": ("uses one of your passes ({left} left after it)", "パスを1回使います（残り{left}回）"),
    "hint.uses_token": ("uses one of your pass tokens ({left} left after it)", "パス札を1枚使います（残り{left}枚）"),
    "hint.pass_chips": (
        "No move of yours can be played: you pass and pay {n} chips into the pot (W4).",
        "出せる手がありません。パスして、チップを{n}枚ポットに払います（W4）。",
    ),
    "hint.pass_chips.one": (
        "No move of yours can be played: you pass and pay {n} chip into the pot (W4).",
        "出せる手がありません。パスして、チップを{n}枚ポットに払います（W4）。",
    ),
    # -- the review (review.review): why the expert's move beat the move played -------------------
    "bot.review.seat": ("player {player}", "プレイヤー{player}"),
    "bot.review.others": ("the others", "ほかの人"),
    "bot.review.bare.pass": ("a pass", "パス"),
    "bot.review.name.pass": ("passing", "パス"),
    "bot.review.name.play": ("playing {what}", "{what}を出す手"),
    "bot.review.same": (
        "The expert chose the same move: {played}. Expected place: {place}.",
        "エキスパートも同じ手（{played}）を選びました。予想順位は{place}です。",
    ),
    "bot.review.as_good": (
        "Your move, {played}, was about as good as the expert's choice, {best}.",
        "あなたの手（{played}）は、エキスパートが選んだ手（{best}）とほぼ同じくらい良い手でした。",
    ),
    "bot.review.figures": (
        "Expected place: {best_place} with {best}, {place} with {played}.",
        "予想順位は、{best}なら{best_place}、{played}なら{place}です。",
    ),
    "bot.review.hold_closed": (
        "Not playing {played} yet would have kept {cards} closed to {who}.",
        "まだ{played}を出さなければ、{who}の{cards}を止めたままにできました。",
    ),
    "bot.review.pass_later": (
        "Passing now and playing {played} later was stronger.",
        "パスして、{played}は後で出す方が有利でした。",
    ),
    "bot.review.goes_out": ("Playing {best} would have emptied your hand: out.", "{best}を出せばあがりでした。"),
    "bot.review.killed_mine": (
        "Playing {played} killed your own {cards} ({rule}); {safer} was safer.",
        "{played}を出したので、自分の{cards}が殺されました（{rule}）。{safer}の方が安全でした。",
    ),
    "bot.review.would_kill": (
        "Playing {best} would have killed {cards}: penalty cards for the others ({rule}).",
        "{best}を出せば{cards}が殺され、ほかの人のペナルティカードになりました（{rule}）。",
    ),
    "bot.review.free_and_keep": (
        "Playing {best} would have freed your {cards} and kept the pass.",
        "{best}を出せば自分の{cards}が出せるようになり、パスも残せました。",
    ),
    "bot.review.held_nothing": (
        "The pass kept {best} back, but holding it blocks none of the others' cards.",
        "このパスで{best}を出さずにおきましたが、持っていてもほかの人のカードは何も止まりません。",
    ),
    "bot.review.play_not_pass": (
        "Playing {best} now was worth more than the pass.",
        "パスせずに今{best}を出す方が有利でした。",
    ),
    "bot.review.let_in": (
        "Playing {played} let {cards} into play for {who}; playing {best} would have kept them closed.",
        "{played}を出したので、{who}の{cards}が出せるようになりました。{best}を出していれば止めたままでした。",
    ),
    "bot.review.let_in.one": (
        "Playing {played} let {cards} into play for {who}; playing {best} would have kept it closed.",
        "{played}を出したので、{who}の{cards}が出せるようになりました。{best}を出していれば止めたままでした。",
    ),
    "bot.review.would_free": (
        "Playing {best} would have freed your {cards}.",
        "{best}を出せば、自分の{cards}が出せるようになりました。",
    ),
    "bot.review.sampled": (
        "Over the sampled deals of the hidden cards, playing {best} did better.",
        "見えないカードの配り方をいくつも試すと、{best}を出す方が結果が良くなりました。",
    ),
}


@dataclass(frozen=True)
class Cards:
    """Cards as a 52-bit set, said as short runs in each suit."""

    mask: int

    def __len__(self) -> int:
        return self.mask.bit_count()


@dataclass(frozen=True)
class Seats:
    """Seats (0-based), said as people: "player 2 and player 3" / 「プレイヤー2、プレイヤー3」;
    none: "the others" / 「ほかの人」."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class Said:
    """A sentence of this table not yet put into words: its key and values. ``text(lang)`` says it."""

    key: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", MappingProxyType(dict(self.values)))

    def text(self, lang: str = "en") -> str:
        return BOTS.text(self.key, lang, **self.values)

    def texts(self) -> dict[str, str]:
        """The sentence in every language."""
        return {lang: self.text(lang) for lang in LANGUAGES}


def describe(move: Move, lang: str = "en") -> str:
    """A move in words: ``"8♠"``, ``"the joker as 5♠ with 4♠"``, ``"the yūrei's 5♠"``, ``"pass"``."""
    if move.kind == "joker":
        if move.card is None:
            return BOTS.text("bot.what.joker_alone", lang, joker_as=move.joker_as)
        return BOTS.text("bot.what.joker_with", lang, joker_as=move.joker_as, card=move.card)
    if move.kind == "yurei":
        return BOTS.text("bot.what.yurei", lang, card=move.card)
    if move.kind == "pass":
        return BOTS.text("bot.what.pass", lang)
    return str(move.card)


def card_runs(mask: int, lang: str = "en") -> str:
    """Cards as short runs within each suit: ``"J♦–K♦, 3♣"`` (empty string for none); two cards
    in a row are listed, three or more are a run; Japanese lists with 、."""
    row_of = locale(lang)
    parts = []
    for suit in range(4):
        row = mask >> (13 * suit) & FULL_ROW
        pos = 0
        while pos < 13:
            if row >> pos & 1:
                end = pos
                while end + 1 < 13 and row >> (end + 1) & 1:
                    end += 1
                first, last = DECK[13 * suit + pos], DECK[13 * suit + end]
                if end == pos:
                    parts.append(str(first))
                elif end > pos + 1:
                    parts.append(f"{first}–{last}")
                else:
                    parts += [str(first), str(last)]
                pos = end + 1
            else:
                pos += 1
    return row_of.join(parts)


def _shown(value: Any, lang: str) -> Any:
    if isinstance(value, Said):
        return value.text(lang)
    if isinstance(value, Cards):
        return card_runs(value.mask, lang)
    if isinstance(value, Seats):
        if not value.seats:
            return BOTS.text("bot.review.others", lang)
        return locale(lang).join((BOTS.text("bot.review.seat", lang, player=s) for s in value.seats), "and")
    if isinstance(value, Move):
        return describe(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if callable(value):
        return value(lang)
    return value


BOTS = Catalogue("bots", _TABLE, below=(ENGINE,), shown=_shown)
"""The bots' catalogue, with the engine's sentences below it."""


def say(key: str, /, lang: str = "en", **values: Any) -> str:
    """A bot's sentence (or else the engine's) for ``key`` in ``lang``, filled."""
    return BOTS.text(key, lang, **values)


def said(key: str, **values: Any) -> dict[str, str]:
    """A sentence in every language (a value may be a function of the language)."""
    return {lang: BOTS.text(key, lang, **values) for lang in LANGUAGES}


def sentences(parts: tuple[Said, ...] | list[Said], lang: str = "en") -> str:
    """Sentences one after the other, with the language's gap between them."""
    return locale(lang).sentences(*(part.text(lang) for part in parts))
