"""Cards, suits and ranks, and the text forms people type for them.

A card is identified by a small integer ``index`` (suit * 13 + rank - 1, the
joker is 52) and its ``bit`` (``1 << index``), so hands and the layout can be
plain integers used as bit sets.  Every card is interned: ``Card.parse("5S")
is Card.parse("5♠")``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import Enum, IntEnum

from .errors import CardError, quote

__all__ = ["DECK", "JOKER", "ROW_MASK", "Card", "Rank", "Suit", "cards_of", "mask_of"]


class Suit(Enum):
    """The four suits, in the layout's default row order (♠ ♥ ♣ ♦, K1)."""

    SPADES = 0
    HEARTS = 1
    CLUBS = 2
    DIAMONDS = 3

    @property
    def symbol(self) -> str:
        return "♠♥♣♦"[self.value]

    @property
    def letter(self) -> str:
        return "SHCD"[self.value]

    @property
    def plural(self) -> str:
        """The English name used in sentences ("spades")."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from its symbol or letter (``"♣"``, ``"C"``, ``"c"``)."""
        suit = _SUIT_TEXT.get(text.strip().upper()) if isinstance(text, str) else None
        if suit is None:
            raise CardError(f"not a suit: {quote(text)}; write one of ♠ ♥ ♣ ♦ or S H C D")
        return suit

    def __str__(self) -> str:
        return self.symbol


class Rank(IntEnum):
    """Ranks with their values: A=1 ... 10=10, J=11, Q=12, K=13."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def label(self) -> str:
        return _RANK_LABELS[self.value]

    def __str__(self) -> str:
        return self.label


_RANK_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_TEXT = {label: Rank(i) for i, label in enumerate(_RANK_LABELS) if label}
_RANK_TEXT["T"] = Rank.TEN
_SUIT_TEXT = {
    **{s.symbol: s for s in Suit},
    **{s.letter: s for s in Suit},
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
}
_JOKER_TEXT = {"JK", "🃏", "JOKER"}
ACCEPTED_FORMS = (
    "rank A 2-10 J Q K (T for 10) followed by a suit ♠ ♥ ♣ ♦ or S H C D, "
    "e.g. '10♦', '10D', 'TD', 'td'; or the joker 'JK' / '🃏'"
)


class Card:
    """One card: a suit and a rank, or the joker (suit and rank ``None``)."""

    __slots__ = ("_text", "bit", "index", "rank", "suit")
    _interned: dict[int, Card] = {}

    suit: Suit | None
    rank: Rank | None
    index: int
    bit: int

    def __new__(cls, suit: Suit | None, rank: Rank | int | None) -> Card:
        if suit is None and rank is None:
            index = 52
        else:
            if not isinstance(suit, Suit):
                raise CardError(f"not a suit: {quote(suit)}")
            try:
                rank = Rank(rank)
            except ValueError:
                raise CardError(f"not a rank: {quote(rank)}; ranks are 1 (A) to 13 (K)") from None
            index = suit.value * 13 + rank - 1
        card = cls._interned.get(index)
        if card is None:
            card = object.__new__(cls)
            card.suit = suit
            card.rank = None if rank is None else Rank(rank)
            card.index = index
            card.bit = 1 << index
            card._text = "JK" if index == 52 else f"{card.rank.label}{suit.symbol}"
            cls._interned[index] = card
        return card

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card from text such as ``"10♦" "10D" "TD" "td" "7♥" "JK" "🃏"``."""
        if isinstance(text, Card):
            return text
        card = _PARSED.get(text) if isinstance(text, str) else None
        if card is not None:
            return card
        if not isinstance(text, str):
            raise CardError(f"not a card: {quote(text)} is a {type(text).__name__}; {ACCEPTED_FORMS}")
        cleaned = text.strip().upper()
        if cleaned in _JOKER_TEXT:
            return JOKER
        for size in (1, 2):
            rank = _RANK_TEXT.get(cleaned[:-size]) if len(cleaned) > size else None
            suit = _SUIT_TEXT.get(cleaned[-size:])
            if rank is not None and suit is not None:
                return Card(suit, rank)
        raise CardError(f"not a card: {quote(text)}; {ACCEPTED_FORMS}")

    @classmethod
    def from_index(cls, index: int) -> Card:
        return ALL_CARDS[index]

    @property
    def is_joker(self) -> bool:
        return self.index == 52

    @property
    def name(self) -> str:
        """Spoken English name: "9 of clubs", "the joker"."""
        if self.is_joker:
            return "the joker"
        return f"{_SPOKEN[self.rank.value]} of {self.suit.plural}"

    def spoken(self, lang: str = "en") -> str:
        """The card as players say it in ``lang``: "9 of clubs"; in Japanese "クラブの9", "ジョーカー"."""
        from .messages import card_name

        return card_name(self, lang)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card('{self._text}')"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index == other.index
        return NotImplemented

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self):
        return (Card.from_index, (self.index,))


_SPOKEN = ("", "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")

DECK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in Rank)
JOKER = Card(None, None)
ALL_CARDS: tuple[Card, ...] = DECK + (JOKER,)
FULL_MASK = (1 << 52) - 1
ROW_MASK: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
_PARSED: dict[str, Card] = {}
for _card in ALL_CARDS:
    _PARSED[str(_card)] = _card
    if _card.is_joker:
        _PARSED["🃏"] = _card
        continue
    for _rank in [_card.rank.label] + (["T"] if _card.rank == Rank.TEN else []):
        for _suit in (_card.suit.symbol, _card.suit.letter):
            _PARSED[_rank + _suit] = _card
            _PARSED[(_rank + _suit).lower()] = _card


def cards_of(mask: int) -> list[Card]:
    """The cards of a bit set, in suit-then-rank order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def low_bits(mask: int) -> list[int]:
    """The set bits of ``mask`` as powers of two (one card's bit each), lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def iter_bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
