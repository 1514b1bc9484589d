"""Moves: what a player may do on a turn, made once and reused (they are immutable).

Text forms (``str(move)`` gives them and :meth:`Move.parse` reads them):

* ``"5♠"``: play a card (R4, B3);
* ``"pass"``: pass, or declare being stuck when no pass is left (R6, B5);
* ``"JK=5♠+4♠"``: the joker as 5♠ together with 4♠ (J2); ``"JK=5♠"``: the joker alone (J7);
* ``"yūrei 5♠"``: play a yūrei's exposed card (B5).
"""

from __future__ import annotations

from .cards import Card
from .errors import CardError, IllegalMoveError, quote

__all__ = ["PASS", "Move"]

PLAY = "play"
JOKER_KIND = "joker"
PASS_KIND = "pass"
YUREI = "yurei"
TALK = "talk"  # G1's action, kept in the history; never a legal move (see Game.talk_to_ghost)
_KINDS = {kind: kind for kind in (PLAY, JOKER_KIND, PASS_KIND, YUREI, TALK)}


class Move:
    """One move. ``kind`` is ``"play"``, ``"joker"``, ``"pass"`` or ``"yurei"``.

    ``card`` is the card played (for a joker play, the card played with it, or ``None`` when
    the joker is played alone); ``joker_as`` is the card the joker stands for.
    """

    __slots__ = ("_key", "_text", "bit", "card", "joker_as", "keep", "kind", "shift", "target")
    _interned: dict[tuple, Move] = {}

    kind: str
    card: Card | None
    joker_as: Card | None
    bit: int
    target: int
    """The bit of the cell a joker play fills (``joker_as``'s bit), 0 for other moves."""

    def __new__(cls, kind: str, card: Card | None = None, joker_as: Card | None = None) -> Move:
        key = (kind, card, joker_as)
        move = cls._interned.get(key)
        if move is not None:
            return move
        _check_shape(kind, card, joker_as)
        # The engine compares kinds by identity (``move.kind is PLAY``): a kind given as an equal
        # but distinct string (read from JSON, say) becomes the module's constant, so the move
        # interned here behaves like every other. Only on a miss: the hot path is unchanged.
        kind = _KINDS[kind]
        key = (kind, card, joker_as)
        move = object.__new__(cls)
        move.kind = kind
        move.card = card
        move.joker_as = joker_as
        move.bit = card.bit if card is not None else 0
        move.target = joker_as.bit if joker_as is not None else 0  # read by the engine's joker path
        # where the card's row sits in the 52-bit layout, for the engine's fast path
        move.shift = 13 * card.suit.value if card is not None and card.suit is not None else 0
        move.keep = ((1 << 52) - 1) & ~(0x1FFF << move.shift)
        move._key = key
        if kind == PLAY:
            move._text = str(card)
        elif kind == PASS_KIND:
            move._text = "pass"
        elif kind == TALK:
            move._text = "talk to the ghost"
        elif kind == YUREI:
            move._text = f"yūrei {card}"
        else:
            move._text = f"JK={joker_as}" + (f"+{card}" if card is not None else "")
        cls._interned[key] = move
        return move

    @classmethod
    def play(cls, card: Card | str) -> Move:
        return cls(PLAY, Card.parse(card))

    @classmethod
    def joker(cls, joker_as: Card | str, card: Card | str | None = None) -> Move:
        return cls(JOKER_KIND, None if card is None else Card.parse(card), Card.parse(joker_as))

    @classmethod
    def yurei(cls, card: Card | str) -> Move:
        return cls(YUREI, Card.parse(card))

    @classmethod
    def parse(cls, text: str | Move) -> Move:
        """Read ``"5♠"``, ``"pass"``, ``"JK=5♠+4♠"``, ``"JK=5♠"`` or ``"yūrei 5♠"``."""
        if isinstance(text, Move):
            return text
        move = _PARSED.get(text) if isinstance(text, str) else None
        if move is not None:
            return move
        if not isinstance(text, str):
            raise IllegalMoveError(f"not a move: {quote(text)}; {_FORMS}")
        cleaned = text.strip()
        low = cleaned.lower()
        try:
            if low == "pass":
                move = PASS
            elif low.startswith(("yūrei ", "yurei ")):
                move = cls.yurei(cleaned.split(None, 1)[1])
            elif "=" in cleaned:
                head, _, tail = cleaned.partition("=")
                if not Card.parse(head).is_joker:
                    raise IllegalMoveError(f"not a move: {quote(text)}; only the joker is written 'JK=…'")
                as_text, _, with_text = tail.partition("+")
                move = cls.joker(as_text, with_text or None)
            else:
                move = cls.play(cleaned)
        except CardError as exc:
            raise IllegalMoveError(f"not a move: {quote(text)} ({exc}); {_FORMS}") from None
        if len(_PARSED) < 10_000 and len(text) <= 32:  # remember short texts only
            _PARSED[text] = move
        return move

    def text(self, lang: str = "en", passes: tuple[int, int | None] | None = None) -> str:
        """The move in words for a learner: "joker as K♠, played with A♠", "pass (2 of 3 used)",
        "yūrei 5♠"; Japanese with ``lang="ja"``. ``str(move)`` stays the notation (``JK=K♠+A♠``).

        ``passes`` is ``(used, limit)`` counting this pass, to say which pass it is (R5, B4).
        """
        from .messages import text

        kind = self.kind
        if kind == PLAY:
            return self._text
        if kind == JOKER_KIND:
            if self.card is None:
                return text("move.joker_alone", lang, joker_as=self.joker_as)
            return text("move.joker_with", lang, joker_as=self.joker_as, card=self.card)
        if kind == PASS_KIND:
            if passes is None or passes[1] is None:
                return text("move.pass", lang)
            return text("move.pass_count", lang, used=passes[0], limit=passes[1])
        if kind == YUREI:
            return text("move.yurei", lang, card=self.card)
        return text("move.talk", lang)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Move('{self._text}')"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self._key == other._key
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._key)

    def __reduce__(self):
        return (Move, self._key)


_FORMS = "write a card ('5♠'), 'pass', 'JK=5♠+4♠' (joker with a card), 'JK=5♠' or 'yūrei 5♠'"


def _check_shape(kind: str, card: Card | None, joker_as: Card | None) -> None:
    for value in (card, joker_as):
        if value is not None and not isinstance(value, Card):
            raise IllegalMoveError(f"not a card: {quote(value)}")
    if kind in (PLAY, YUREI):
        ok = card is not None and not card.is_joker and joker_as is None
        why = "the joker is never played as itself (J4, J7): write 'JK=5♠+4♠' or 'JK=5♠'"
        if card is not None and card.is_joker and kind == PLAY:
            raise IllegalMoveError(f"not a move: {why}")
    elif kind in (PASS_KIND, TALK):
        ok = card is None and joker_as is None
    elif kind == JOKER_KIND:
        ok = joker_as is not None and not joker_as.is_joker and (card is None or not card.is_joker)
    else:
        raise IllegalMoveError(f"unknown move kind {quote(kind)}; kinds are play, joker, pass, yurei, talk")
    if not ok:
        raise IllegalMoveError(f"malformed {kind} move: card={card}, joker_as={joker_as}")


PASS = Move(PASS_KIND)
_PARSED: dict[str, Move] = {"pass": PASS}
