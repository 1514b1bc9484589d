"""Cards and their text forms (the rulebook's preamble: ranks, suits, ``T`` for 10, the joker)."""

import pickle

import pytest

from shichi_widgets import JOKER, Card, CardError, Rank, Suit


@pytest.mark.parametrize("text", ["10♦", "10D", "TD", "td", "10d", "t♦", " 10♦ "])
def test_parse_accepts_every_written_form_of_ten_of_diamonds(text):
    card = Card.parse(text)
    assert str(card) == "10♦"
    assert card.suit is Suit.DIAMONDS
    assert card.rank is Rank.TEN


@pytest.mark.parametrize("text", ["JK", "jk", "🃏", "joker"])
def test_parse_reads_the_joker(text):
    assert Card.parse(text) is JOKER
    assert JOKER.is_joker and str(JOKER) == "JK"


def test_every_card_round_trips_through_its_text_and_is_interned():
    seen = set()
    for suit in Suit:
        for rank in Rank:
            card = Card(suit, rank)
            assert Card.parse(str(card)) is card
            assert Card.parse(f"{rank.label}{suit.letter}") is card
            seen.add(card.index)
    assert seen == set(range(52))


def test_rank_values_follow_the_rulebook_a_is_1_and_k_is_13():
    assert [int(Card.parse(t).rank) for t in ("A♠", "7♥", "10♣", "J♦", "Q♦", "K♠")] == [1, 7, 10, 11, 12, 13]


@pytest.mark.parametrize("text", ["", "11♠", "1♠", "7X", "Z", "♠7", "10", "KK", "7♠♠"])
def test_bad_text_raises_card_error_naming_the_text_and_the_accepted_forms(text):
    with pytest.raises(CardError) as info:
        Card.parse(text)
    assert repr(text) in str(info.value)
    assert "JK" in str(info.value) and "10♦" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_non_string_input_is_refused_with_its_type():
    with pytest.raises(CardError, match="int"):
        Card.parse(7)


def test_cards_pickle_to_the_same_interned_object():
    card = Card.parse("9♣")
    assert pickle.loads(pickle.dumps(card)) is card


def test_spoken_names_for_screen_readers():
    assert Card.parse("9♣").name == "9 of clubs"
    assert Card.parse("QH").name == "queen of hearts"
    assert JOKER.name == "the joker"


def test_suit_parse_accepts_symbols_and_letters_and_refuses_others():
    assert Suit.parse("c") is Suit.CLUBS and Suit.parse("♥") is Suit.HEARTS
    with pytest.raises(CardError, match="♠ ♥ ♣ ♦"):
        Suit.parse("X")
