"""Reading the bots' sentences back (issue 24): a sentence shown to a learner is matched against the
templates of the bots' table in its language, its values are read back as cards, moves, counts and
seats, and each claim is checked against the engine.

The engine answers every question by playing: a move's effect on the hand is the move played on a
copy; "frees", "blocks" and "lets into play" are the cards their holders could then play one after
another, each played by its real holder through ``Game.play`` (so the kill rules, tunnels, the
opening card and the yūrei's exposed cards apply as they do in a game).
"""

from __future__ import annotations

import random
import re
import string
from collections import Counter

from shichi_widgets.engine import Game, Move, core
from shichi_widgets.engine.cards import Card, cards_of
from shichi_widgets.engine.catalogue import LANGUAGES
from shichi_widgets.engine.core import ACTIVE, OUT

_FORMATTER = string.Formatter()


# ------------------------------------------------------------------------------ templates as patterns


_CARD = r"(?:10|[2-9AJQK])[♠♥♣♦]"
VALUES = {
    "cards": rf"{_CARD}(?:(?:–|, |、){_CARD})*",
    "n": r"\d+",
    "left": r"\d+",
    "tokens": r"(?: \([^)]*\)|（[^）]*）|\d+ pass(?:es| tokens?)? left after this|このあとパス札?は残り\d+[回枚]です)?",
}
_MOVE = (rf"(?:the joker as {_CARD}(?: with {_CARD})?|the yūrei's {_CARD}|ジョーカー（{_CARD}の代わり）(?:と{_CARD})?"
         rf"|幽霊のカード{_CARD}|pass|パス|{_CARD})")
_NAME = rf"(?:(?:[Pp]laying )?{_MOVE}(?:を出す手)?|[Pp]assing|a pass)"
VALUES.update(what=_MOVE, card=_MOVE, move=_MOVE, play=_MOVE, best=_NAME, second=_NAME, played=_NAME, safer=_NAME)
"""What a value may look like, where it is not any text (so that "A♥, A♣ and kept the pass" is
not read as a list of cards)."""


def pattern(template: str) -> re.Pattern[str]:
    """A template as a regular expression: each ``{name}`` a group (a repeated name must repeat)."""
    out, seen = [], set()
    for literal, name, _, _ in _FORMATTER.parse(template):
        out.append(re.escape(literal))
        if name:
            out.append(f"(?P={name})" if name in seen else f"(?P<{name}>{VALUES.get(name, '.+?')})")
            seen.add(name)
    return re.compile("".join(out), re.DOTALL)


class Reader:
    """Reads a sentence back into (key, values) with the templates of ``keys`` of a catalogue."""

    def __init__(self, catalogue, keys) -> None:
        self.patterns = {lang: [(key, pattern(catalogue.template(key, lang))) for key in keys] for lang in LANGUAGES}

    def read(self, sentence: str, lang: str) -> tuple[str, dict[str, str]]:
        found, said = {}, set()
        for key, rx in self.patterns[lang]:
            match = rx.fullmatch(sentence)
            if match and rx.pattern not in said:  # two keys with one template say the same thing
                said.add(rx.pattern)
                found.setdefault(key.removesuffix(".one"), match.groupdict())
        if len(found) != 1:
            raise AssertionError(f"{sentence!r} ({lang}) reads as {sorted(found) or 'no sentence of the table'}")
        return next(iter(found.items()))


# ------------------------------------------------------------------------------ values read back

_RUN = re.compile(r"(\S+?)–(\S+)")


def runs(text: str) -> int:
    """Cards written as runs ("J♦–K♦, 3♣" / 「J♦–K♦、3♣」) as a bit set."""
    mask = 0
    for part in re.split(r", |、", text):
        match = _RUN.fullmatch(part)
        if match:
            first, last = Card.parse(match[1]), Card.parse(match[2])
            assert first.suit == last.suit and first.rank < last.rank, part
            mask |= sum(1 << i for i in range(first.index, last.index + 1))
        else:
            mask |= Card.parse(part).bit
    return mask


_MOVES = {
    "en": [
        (re.compile(r"the joker as (\S+) with (\S+)"), lambda m: Move.joker(m[1], m[2])),
        (re.compile(r"the joker as (\S+)"), lambda m: Move.joker(m[1])),
        (re.compile(r"the yūrei's (\S+)"), lambda m: Move.yurei(m[1])),
        (re.compile(r"(?:a )?pass"), lambda m: Move.parse("pass")),
        (re.compile(r"(\S+)"), lambda m: Move.play(m[1])),
    ],
    "ja": [
        (re.compile(r"ジョーカー（(\S+)の代わり）と(\S+)"), lambda m: Move.joker(m[1], m[2])),
        (re.compile(r"ジョーカー（(\S+)の代わり）"), lambda m: Move.joker(m[1])),
        (re.compile(r"幽霊のカード(\S+)"), lambda m: Move.yurei(m[1])),
        (re.compile(r"パス"), lambda m: Move.parse("pass")),
        (re.compile(r"(\S+)"), lambda m: Move.play(m[1])),
    ],
}


def move(text: str, lang: str) -> Move:
    """A move said in words read back: "the joker as 5♠ with 4♠" / 「ジョーカー（5♠の代わり）と4♠」."""
    for rx, make in _MOVES[lang]:
        match = rx.fullmatch(text)
        if match:
            return make(match)
    raise AssertionError(f"{text!r} is no move ({lang})")


def seats(text: str, lang: str) -> tuple[int, ...]:
    """People read back as 0-based seats: "player 2 and player 3" → (1, 2); "the others" → ()."""
    if text in ("the others", "ほかの人"):
        return ()
    return tuple(int(n) - 1 for n in re.findall(r"(?:player |プレイヤー)(\d+)", text))


# ------------------------------------------------------------------------------ the engine's answers


def after(game: Game, mv: Move) -> Game:
    copy = game.copy()
    copy.play(mv)
    return copy


def play_as(game: Game, seat: int, mv: Move) -> Game | None:
    """A copy of ``game`` in which ``seat`` has made ``mv`` as if it were their turn (None: not legal).
    Where the first player out ends the hand (B6, W5), a hand ended that way is taken up again: what
    the layout lets into play does not stop because someone went out."""
    # A what-if no play reaches (a player who went out takes a turn again, or anyone moves out of
    # turn), so ``Game.from_state``, which refuses unreachable states, cannot build it: it is written
    # on a copy's rules-core state, then the derived fields recomputed (core.refresh).
    g = game.copy()
    s = g._s  # the copy's own state, written on purpose (core.view_of is read-only)
    if s.to_move is None and game.rules.end == "first-out":  # B6, W5: the layout's reach goes on
        s.status = [ACTIVE if st == OUT else st for st in s.status]
        s.out = []
    if s.status[seat] != ACTIVE or not (s.hands[seat] or s.jokers[seat]):
        return None
    s.to_move = seat
    core.refresh(core.tables_of(g), s)
    if mv not in g.legal_moves():
        return None
    g.play(mv)
    return g


def reach(game: Game, targets: int) -> int:
    """Which of ``targets`` their holders could play one after another, nobody else playing (the
    engine decides each play; a yūrei's exposed card is played by any active player, B5). The order
    matters with blocking tunnels (T2) and kills (K3), so three orders are tried: outward from the
    7s, low cards first and high cards first; a card counts when one of them reaches it."""
    orders = (lambda c: (abs(int(c.rank) - 7), c.index), lambda c: c.index, lambda c: -c.index)
    reached = 0
    for order in orders:
        reached |= _reach(game, targets, order)
    return reached


def _reach(game: Game, targets: int, order) -> int:
    reached = 0
    g = game
    progress = True
    while progress:
        progress = False
        for card in sorted(cards_of(targets & ~reached & g.open_mask), key=order):
            holder = next((s for s in range(g.players) if g.hand_mask(s) & card.bit), None)
            if holder is None:
                continue
            if g.status(holder) == "active":
                nxt = play_as(g, holder, Move.play(card))
            else:
                nxt = next((n for s in range(g.players) if g.status(s) == "active"
                            for n in [play_as(g, s, Move.yurei(card))] if n is not None), None)
            if nxt is not None:
                g, reached, progress = nxt, reached | card.bit, True
                break  # the open cells changed: choose again in this order
    return reached


def others_cards(game: Game, player: int) -> int:
    return sum(game.hand_mask(s) for s in range(game.players) if s != player)


def newly_killed(before: Game, later: Game) -> int:
    return sum(c.bit for c in later.killed_cells - before.killed_cells)


def let_in(game: Game, player: int, mv: Move) -> int:
    """The others' cards ``mv`` lets into play: the cells of theirs it opens now (K2, L3); in the
    linear games also every card of theirs they could then run out that they could not before."""
    later = after(game, mv)
    theirs = others_cards(game, player)
    opened = later.open_mask & ~game.open_mask & theirs
    if game.rules.kill is not None:
        return opened
    return opened | reach(later, theirs) & ~reach(game, theirs)


def positions(rules, seed: int, count: int) -> list[Game]:
    """Positions of seeded random games (cards played four times in five), taken at every second
    turn: up to half of them where a joker or a yūrei's card is a move or the pass is the only one
    (rare, so up to 60 games are searched), the rest at random."""
    rng = random.Random(seed)
    found, special = [], []
    for game_no in range(60):
        game = Game.new(rules, players=3 + game_no % 3, seed=seed * 100 + game_no)
        turn = 0
        while not game.is_over:
            legal = game.legal_moves()
            if turn % 2 == 0:
                odd = any(m.kind in ("joker", "yurei") for m in legal) or legal == (Move.parse("pass"),)
                (special if odd else found).append(game.copy())
            plays = [m for m in legal if m.kind != "pass"]
            game.play(rng.choice(plays if plays and rng.random() < 0.8 else legal))
            turn += 1
        if len(special) >= count and len(found) >= count:
            break
    rng.shuffle(found)
    rng.shuffle(special)
    kept = special[: count // 2]
    return kept + found[: count - len(kept)]


class Tally:
    """Sentences checked and found false, per kind of claim."""

    def __init__(self) -> None:
        self.checked: Counter[str] = Counter()
        self.false: Counter[str] = Counter()
        self.examples: list[str] = []

    def claim(self, kind: str, true: bool, sentence: str) -> None:
        self.checked[kind] += 1
        if not true:
            self.false[kind] += 1
            if len(self.examples) < 12:
                self.examples.append(f"{kind}: {sentence}")
