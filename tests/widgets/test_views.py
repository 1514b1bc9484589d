"""LayoutView and HandView, driven as the front end would drive them: messages and trait sets."""

import logging

import pytest

from shichi_widgets import Card, Game, Ruleset
from shichi_widgets.engine.wire import rows
from shichi_widgets.widgets import HandView, LayoutView


def cells(masks):
    """Decode four 13-bit row masks back into cards."""
    return {str(Card.from_index(13 * suit + col)) for suit in range(4) for col in range(13) if masks[suit] >> col & 1}


def send(widget, content, buffers=None):
    """What ipywidgets does with a custom message from the browser."""
    widget._receive(widget, content, buffers or [])


def front_end_sets(widget, **state):
    """What ipywidgets does when the browser sets synced traits."""
    widget.set_state(state)


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_layout_view_highlights_exactly_the_playable_cells_of_every_preset(preset):
    game = Game.new(preset, players=4, seed=11)
    view = LayoutView(game)
    for _ in range(12):
        assert cells(view.state["playable"]) == {str(c) for c in game.playable_cells()}
        assert cells(view.state["placed"]) | cells(view.state["jokers"]) == {str(c) for c in game.layout}
        if game.is_over:
            break
        game.play(game.legal_moves()[0])  # the view follows the game as it changes


def test_layout_view_shows_killed_cells_and_row_order_in_kill_games():
    game = Game.from_position(
        "koroshi", layout=["7♠", "7♥", "7♣", "7♦", "Q♥", "K♥"], hands=[["Q♠", "8♠"], ["K♠", "8♥"]],
        row_order=["♥", "♠", "♣", "♦"],
    )
    view = LayoutView(game)
    assert view.state["rows"] == [1, 0, 2, 3] and view.state["kill"]
    game.play("8♠")
    game.play("8♥")
    assert cells(view.state["killed"]) == {str(c) for c in game.killed_cells}


def test_hovering_a_cell_gives_the_engines_sentence_and_the_kill_preview():
    game = Game.from_position(
        "koroshi", layout=["7♠", "7♥", "7♣", "7♦", "Q♥", "K♥"], hands=[["Q♠", "8♠"], ["K♠", "8♥"]]
    )
    view = LayoutView(game)
    send(view, {"type": "hover", "card": "Q♠"})
    assert view.hover == {"card": "Q♠", "text": game.explain("Q♠"), "kills": ["K♠"]}
    send(view, {"type": "hover", "card": "9♣"})
    assert "not next to any card" in view.hover["text"] and view.hover["kills"] == []


def test_an_interactive_layout_plays_a_clicked_cell_for_the_player_to_move():
    game = Game.new("shichi-narabe", players=4, seed=3)
    view = LayoutView(game, interactive=True)
    card = next(m.card for m in game.legal_moves() if m.kind == "play")
    send(view, {"type": "play", "card": str(card)})
    assert game.history[-1].move.card == card


def test_a_look_only_layout_refuses_clicks(caplog):
    game = Game.new("shichi-narabe", players=4, seed=3)
    view = LayoutView(game)
    card = next(m.card for m in game.legal_moves() if m.kind == "play")
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(view, {"type": "play", "card": str(card)})
    assert not game.history and "looking only" in view.message and "refused" in caplog.text


def test_hand_view_lists_the_hand_sorted_and_raises_exactly_the_legal_plays():
    game = Game.new("joker", players=3, seed=5)
    player = game.to_move
    view = HandView(game, player)
    assert view.state["cards"] == [str(c) for c in game.hand(player)]
    assert set(view.state["playable"]) == {str(m.card) for m in game.legal_moves() if m.kind == "play"}
    assert view.state["joker_plays"] == [str(m) for m in game.legal_moves() if m.kind == "joker"]
    assert view.state["can_pass"]


def test_hand_view_offers_the_jokers_plays_and_plays_one():
    layout = ["6♠", "7♠", "8♠", "7♥", "7♣", "7♦"]
    game = Game.from_position("joker", layout=layout, hands=[["JK", "4♠", "2♣"], ["5♠", "9♥"]])
    view = HandView(game, 0)
    assert view.state["joker_plays"] == ["JK=5♠+4♠"]
    send(view, {"type": "play", "move": "JK=5♠+4♠"})
    assert game.hand(1)[-1].is_joker and view.state["to_move"] is False


@pytest.mark.parametrize(
    "content, fragment",
    [
        ({"type": "play", "move": "Z9"}, "not a card"),
        ({"type": "play", "move": 7}, "short text"),
        ({"type": "play"}, "short text"),
        ({"type": "explode"}, "unknown message type"),
        ("play 5♠", "JSON object"),
        ({"type": "play", "move": "5♠" * 2000}, "too large"),
        ({"type": "play", "move": "9♥"}, "player 1's turn"),  # seat 0, counted from 1
        ({"type": "play", "move": "2♣"}, "L3"),
    ],
)
def test_malformed_or_hostile_messages_are_refused_logged_and_change_nothing(caplog, content, fragment):
    game = Game.from_position("shichi-narabe", layout=["6♠", "7♠", "7♥", "7♣", "7♦"], hands=[["5♠", "2♣"], ["9♥"]])
    view = HandView(game, 1 if "9♥" in str(content) else 0)
    before = game.to_text(history=True)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(view, content)
    assert game.to_text(history=True) == before
    assert fragment in view.message or fragment in caplog.text
    assert "refused message" in caplog.text


def test_a_message_with_binary_buffers_is_refused(caplog):
    game = Game.new("shichi-narabe", seed=1)
    view = HandView(game, game.to_move)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(view, {"type": "play", "move": "pass"}, buffers=[b"\x00" * 10])
    assert not game.history and "buffers" in caplog.text


@pytest.mark.parametrize("trait", ["state", "message", "interactive"])
def test_traits_set_by_the_front_end_are_undone_and_logged(caplog, trait):
    game = Game.new("shichi-narabe", seed=1)
    view = LayoutView(game)
    before = getattr(view, trait)
    forged = {"state": {"playable": [8191] * 4}, "message": "you win!", "interactive": True}[trait]
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        front_end_sets(view, **{trait: forged})
    assert getattr(view, trait) == before
    assert f"may not set '{trait}'" in caplog.text


def test_misspelled_keyword_arguments_are_refused_with_a_type_error():
    game = Game.new("shichi-narabe", seed=1)
    with pytest.raises(TypeError, match="interactiv"):
        LayoutView(game, interactiv=True)


def test_views_need_a_game_and_a_real_player():
    with pytest.raises(TypeError, match="Game"):
        LayoutView("shichi-narabe")
    with pytest.raises(ValueError, match="no player 9"):
        HandView(Game.new("shichi-narabe", seed=1), 9)


def test_row_masks_round_trip_cards():
    game = Game.new("tunnel", seed=2)
    assert cells(rows(game.layout_mask)) == {str(c) for c in game.layout}


def test_views_speak_japanese_from_the_one_catalogue():
    game = Game.new("tunnel", players=4, seed=2)
    view = LayoutView(game, lang="ja")
    send(view, {"type": "hover", "card": "9♣"})
    assert view.hover["text"] == f"9♣：{game.explain('9♣', lang='ja')}"  # the card named, as a learner reads it
    assert view.strings["card.9♣"] == "クラブの9" and view.strings["pass"] == "パス"
    english = LayoutView(game)
    assert english.strings["card.9♣"] == "9 of clubs"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        LayoutView(Game.new("tunnel", seed=2), lang="fr")


def test_the_front_end_cannot_switch_the_language(caplog):
    view = LayoutView(Game.new("tunnel", seed=2), lang="ja")
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        front_end_sets(view, lang="en", strings={})
    assert view.lang == "ja" and view.strings["pass"] == "パス"
