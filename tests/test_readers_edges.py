"""Readers at the edges (issue 25, item 7): each test failed before its fix."""

from __future__ import annotations

import json

import pytest

from shichi_widgets import Game
from shichi_widgets.app_state import MAX_STATE, VERSION, StateError, read_state
from shichi_widgets.engine.errors import NotationError
from shichi_widgets.engine.notation import MAX_TEXT
from shichi_widgets.links import LinkError, decode_position

TEXT = """shichi 1
rules: shichi-narabe
players: 3
layout: 7♠ 7♥ 7♣ 7♦
hand 0: 8♠ 9♠
hand 1: 6♠
hand 2: 8♥ 8♥
to move: 0
"""


@pytest.mark.parametrize("value", [None, 7, b"shichi 1", ["shichi 1"]])
def test_decode_position_refuses_what_is_not_text_with_a_link_error(value):
    with pytest.raises(LinkError) as refused:
        decode_position(value)
    assert "position" in str(refused.value)


def test_a_card_twice_in_one_hand_is_said_once_L1():
    with pytest.raises(NotationError) as refused:
        Game.from_text(TEXT)
    message = str(refused.value)
    assert "8♥ is listed twice in hand 2" in message
    assert "and in hand 2" not in message
    assert "(L1)" in message


def test_from_text_refuses_a_text_over_the_cap_before_reading_it():
    text = TEXT.replace("hand 2: 8♥ 8♥", "hand 2: 8♥") + "\n" * (MAX_TEXT - len(TEXT) + 10)
    with pytest.raises(NotationError) as refused:
        Game.from_text(text)
    assert f"at most {MAX_TEXT:,}" in str(refused.value)
    # just under the cap is still read
    assert Game.from_text(TEXT.replace("hand 2: 8♥ 8♥", "hand 2: 8♥") + "\n" * 1000).players == 3


def test_read_state_says_a_text_is_too_long_not_that_it_is_no_str():
    text = "x" * (MAX_STATE // 2)
    state = json.dumps({"v": VERSION, "game": text})
    with pytest.raises(StateError) as refused:
        read_state(state)
    message = str(refused.value)
    assert "not str" not in message
    assert f"{len(text):,}" in message
