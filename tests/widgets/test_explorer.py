"""PositionExplorer driven as the front end drives it: edits checked by the engine, lines, paste, hostile input."""

import json
import logging
import re

import pytest

from shichi_widgets import Card, Game, PositionError, Ruleset
from shichi_widgets.engine import ui_strings
from shichi_widgets.engine.messages import text
from shichi_widgets.widgets import PositionExplorer
from shichi_widgets.widgets.base import STATIC
from shichi_widgets.widgets.explorer import FLAGS

SYNCED = ("layout_cells", "hands", "moves", "info", "position_text")


def send(widget, content, buffers=None):
    widget._receive(widget, content, buffers or [])


def cells(masks):
    return {str(Card.from_index(13 * suit + col)) for suit in range(4) for col in range(13) if masks[suit] >> col & 1}


def snapshot(explorer):
    return explorer.game.to_text(history=True), [getattr(explorer, name) for name in SYNCED]


def assert_shows(explorer, game):
    """Everything synced is the engine's view of ``game``."""
    state = explorer.layout_cells
    assert cells(state["playable"]) == {str(c) for c in game.playable_cells()}
    assert cells(state["placed"]) | cells(state["jokers"]) == {str(c) for c in game.layout}
    assert explorer.position_text == game.to_text() == explorer.text
    assert [h["cards"] for h in explorer.hands] == [[str(c) for c in game.hand(s)] for s in range(game.players)]
    if game.to_move is not None:
        entry = explorer.moves[game.to_move]
        assert entry["to_move"] and [m["move"] for m in entry["moves"]] == [str(m) for m in game.legal_moves()]


KOROSHI = dict(layout=["7♠", "7♥", "7♣", "7♦", "Q♥", "K♥"], hands=[["Q♠", "8♠"], ["K♠", "8♥"]])


@pytest.mark.parametrize("preset", Ruleset.presets())
def test_a_new_explorer_shows_the_engines_position_for_every_preset(preset):
    explorer = PositionExplorer(preset=preset, players=3, seed=5)
    game = Game.new(preset, players=3, seed=5)
    assert explorer.game == game
    assert_shows(explorer, game)
    assert explorer.info["preset"] == preset


def test_the_explorer_explores_a_copy_of_the_game_it_is_given():
    game = Game.new("tunnel", players=4, seed=2)
    game.play(game.legal_moves()[0])
    explorer = PositionExplorer(game)
    assert explorer.game == game and explorer.game is not game
    explorer.play(explorer.game.legal_moves()[0])
    assert len(game.history) == 1
    with pytest.raises(TypeError, match="Game or None"):
        PositionExplorer("tunnel")


def test_every_players_legal_moves_are_listed_as_if_it_were_their_turn():
    game = Game.from_position("shichi-narabe", layout=["6♠", "7♠", "7♥", "7♣", "7♦"],
                              hands=[["5♠", "2♣"], ["8♠", "9♥"], ["8♥", "6♣"], []], to_move=1)
    explorer = PositionExplorer(game)
    by_player = explorer.legal_moves_by_player()
    assert by_player[1] == [str(m) for m in game.legal_moves()]
    for seat in (0, 2):
        if_their_turn = Game.from_position("shichi-narabe", layout=["6♠", "7♠", "7♥", "7♣", "7♦"],
                                           hands=[["5♠", "2♣"], ["8♠", "9♥"], ["8♥", "6♣"], []], to_move=seat)
        assert by_player[seat] == [str(m) for m in if_their_turn.legal_moves()]
    assert by_player[3] == "out: no more turns"
    assert [entry["to_move"] for entry in explorer.moves] == [False, True, False, False]


def test_kill_previews_come_from_kills_if():
    game = Game.from_position("koroshi", **KOROSHI)
    explorer = PositionExplorer(game)
    plays = {m["move"]: m["kills"] for m in explorer.moves[0]["moves"]}
    assert plays == {"8♠": [], "Q♠": ["K♠"], "pass": []}
    assert {m["move"]: m["kills"] for m in explorer.moves[1]["moves"]}["8♥"] == []
    send(explorer, {"type": "hover", "card": "Q♠"})
    assert explorer.hover == {"card": "Q♠", "text": game.explain("Q♠"), "kills": [str(c) for c in game.kills_if("Q♠")]}
    assert explorer.info["kill"]


def test_pasted_text_is_loaded_and_round_trips():
    game = Game.new("joker", players=3, seed=8)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    explorer = PositionExplorer()
    send(explorer, {"type": "load", "text": game.to_text()})
    assert explorer.message == "" and explorer.game == Game.from_text(game.to_text())
    assert_shows(explorer, explorer.game)
    assert Game.from_text(explorer.text) == explorer.game


def test_pasted_text_with_a_moves_line_keeps_its_history_for_back():
    game = Game.new("shichi-narabe", players=4, seed=1)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    text = game.to_text(history=True)
    assert len(json.dumps({"type": "load", "text": text})) < 2048  # a whole game fits the base's message limit
    explorer = PositionExplorer()
    send(explorer, {"type": "load", "text": text})
    assert explorer.message == "" and explorer.line[0] == [str(t.move) for t in game.history]
    send(explorer, {"type": "back"})
    game.undo()
    assert explorer.game == game


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("hello", "line 1: position text starts with 'shichi 1'"),
        ("shichi 1\nrules: tunnel\nplayers: 2\nlayout: 7♠ 7♥ 7♣ 7♦\nhand 0: 7♠\nhand 1: 8♠\nto move: 0", "7♠ is both"),
        ("shichi 1\nrules: nope\nplayers: 2", "unknown preset 'nope'"),
        ("   ", "paste position text first"),
    ],
)
def test_bad_pasted_text_is_refused_with_the_reason_and_changes_nothing(text, fragment):
    explorer = PositionExplorer()
    before = snapshot(explorer)
    send(explorer, {"type": "load", "text": text})
    assert fragment in explorer.message
    assert snapshot(explorer) == before


def test_clicking_a_cell_moves_its_card_one_place_on():
    explorer = PositionExplorer(Game.from_position("shichi-narabe", layout=["7♠", "7♥", "7♣", "7♦"],
                                                   hands=[["8♠"], ["8♥"], ["6♣"]]))
    places = []
    for _ in range(5):
        send(explorer, {"type": "edit", "card": "9♦"})
        assert explorer.message == ""
        places.append(explorer.where("9♦"))
    assert places == ["layout", 0, 1, 2, "out"]
    # the engine's sentence, naming the card when the sentence does not (issue 24)
    assert explorer.hover["card"] == "9♦" and explorer.hover["text"] == f"9♦: {explorer.game.explain('9♦')}"


def test_a_click_skips_places_the_rules_forbid_and_says_why():
    explorer = PositionExplorer()
    assert explorer.where("7♠") == "layout"
    send(explorer, {"type": "edit", "card": "7♠"})  # no hand may hold a 7 (S1): out of play
    assert explorer.where("7♠") == "out"
    assert "skipped a place" in explorer.message and "(S1)" in explorer.message
    assert all(e["note"] or "7♠" not in {m["move"] for m in e["moves"]} for e in explorer.moves)


def test_dealing_cards_straight_into_a_hand_the_layout_or_out_of_play():
    explorer = PositionExplorer(seed=3)
    card = str(explorer.game.hand(0)[0])
    send(explorer, {"type": "edit", "card": card, "to": "hand 2"})
    assert explorer.where(card) == 2 and card in explorer.hands[2]["cards"]
    assert explorer.layout_cells["owners"][card] == 2
    send(explorer, {"type": "edit", "card": card, "to": "out"})
    assert explorer.where(card) == "out" and card not in explorer.layout_cells["owners"]
    explorer.edit(card, 1)
    assert explorer.where(card) == 1
    assert_shows(explorer, explorer.game)


def test_kill_games_have_penalty_places_for_cells_that_an_edit_encloses():
    explorer = PositionExplorer(Game.from_position("koroshi", **KOROSHI))
    send(explorer, {"type": "edit", "card": "Q♠", "to": "layout"})
    assert "K♠ would already be killed (K3)" in explorer.message
    send(explorer, {"type": "edit", "card": "K♠", "to": "penalty 1"})
    assert explorer.message == "" and explorer.where("K♠") == "penalty 1"
    send(explorer, {"type": "edit", "card": "Q♠", "to": "layout"})
    assert explorer.message == "" and explorer.game.penalty_cards(1) == [Card.parse("K♠")]
    assert_shows(explorer, explorer.game)
    places = []
    for _ in range(6):
        explorer.edit("9♦")
        places.append(explorer.where("9♦"))
    assert places == ["layout", 0, 1, "penalty 0", "penalty 1", "out"]
    with pytest.raises(PositionError, match="penalty cards belong to kill games"):
        PositionExplorer().edit("9♦", "penalty 0")


def test_a_finished_game_comes_back_to_life_when_an_edit_gives_two_players_cards():
    game = Game.new("shichi-narabe", players=3, seed=2)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    explorer = PositionExplorer(game)
    assert explorer.legal_moves_by_player() == {0: "the hand is over", 1: "the hand is over", 2: "the hand is over"}
    out = next(s for s in range(3) if not game.hand(s))
    send(explorer, {"type": "edit", "card": "A♠", "to": f"hand {out}"})
    assert explorer.message == "" and not explorer.game.is_over
    assert_shows(explorer, explorer.game)


IMPOSSIBLE = [
    # (starting position, message, the engine's reason)
    ("shichi-narabe", {"type": "edit", "card": "7♠", "to": "hand 0"}, "7s are laid out before play (S1)"),
    ("koroshi", {"type": "edit", "card": "Q♠", "to": "layout"}, "would already be killed (K3)"),
    ("koroshi", {"type": "edit", "card": "Q♠", "to": "out"}, None),  # allowed: control case
    ("koroshi", {"type": "passes", "player": 0, "used": 4}, "the limit is 3 (R5)"),
    ("koroshi", {"type": "rules", "flags": {"passes": 0}}, None),
    ("tunnel-joker", {"type": "rules", "preset": "koroshi"}, "joker(s) in the position but the ruleset has 0 (J1)"),
    ("tunnel-joker", {"type": "rules", "flags": {"opening_card": "7♥"}}, "needs sevens='played'"),
    ("seven-bridge", {"type": "edit", "card": "2♣", "to": "layout"}, "no card may be played before 7♦ opens (B2)"),
    ("seven-bridge", {"type": "to_move", "player": 1}, "must open"),
    ("seven-bridge", {"type": "rules", "preset": "shichi-narabe"}, "7s are laid out before play (S1)"),
]


def start(preset):
    if preset == "koroshi":
        return Game.from_position("koroshi", **KOROSHI)
    return Game.new(preset, players=3, seed=6)


@pytest.mark.parametrize("preset, content, reason", IMPOSSIBLE)
def test_edits_that_make_an_impossible_position_are_refused_with_the_engines_reason(caplog, preset, content, reason):
    explorer = PositionExplorer(start(preset))
    if content["type"] == "to_move":  # the opener is to move; ask for someone else
        content = {**content, "player": (explorer.game.to_move + 1) % 3}
    before = snapshot(explorer)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(explorer, content)
    if reason is None:
        assert explorer.message == "" and snapshot(explorer) != before
        return
    assert explorer.message.startswith("Refused: ") and reason in explorer.message
    assert snapshot(explorer) == before


def test_the_python_api_raises_the_engines_errors():
    explorer = PositionExplorer()
    before = snapshot(explorer)
    with pytest.raises(PositionError, match=r"\(S1\)"):
        explorer.edit("7♦", 0)
    with pytest.raises(PositionError, match="the joker has no cell"):
        explorer.edit("JK", "layout")
    with pytest.raises(ValueError, match="to must be"):
        explorer.edit("5♠", "table")
    with pytest.raises(ValueError, match="no player 9"):
        explorer.set_passes(9, 1)
    assert snapshot(explorer) == before


def test_removing_the_last_card_of_the_player_to_move_is_refused():
    game = Game.from_position("shichi-narabe", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["8♠"], ["8♥"], ["6♣"]])
    explorer = PositionExplorer(game)
    before = snapshot(explorer)
    send(explorer, {"type": "edit", "card": "8♠", "to": "out"})
    assert "player 1 is to move but" in explorer.message and "(R7)" in explorer.message
    assert snapshot(explorer) == before
    send(explorer, {"type": "to_move", "player": 1})
    send(explorer, {"type": "edit", "card": "8♠", "to": "out"})
    assert explorer.message == "" and explorer.game.status(0) == "out" and explorer.game.to_move == 1


def test_rules_players_turn_and_passes_can_be_changed():
    explorer = PositionExplorer(preset="shichi-narabe", players=4, seed=9)
    send(explorer, {"type": "rules", "preset": "tunnel-open"})
    assert explorer.game.rules == Ruleset.preset("tunnel-open")
    send(explorer, {"type": "rules", "flags": {"passes": 5, "must_play": True}})
    assert explorer.game.rules == Ruleset.preset("tunnel-open").replace(passes=5, must_play=True)
    assert explorer.info["flags"]["passes"] == 5 and explorer.info["rules"] == str(explorer.game.rules)
    send(explorer, {"type": "passes", "player": 2, "used": 4})
    assert explorer.game.passes_used(2) == 4
    holders = [s for s in range(4) if s != explorer.game.to_move]
    send(explorer, {"type": "to_move", "player": holders[0]})
    assert explorer.game.to_move == holders[0]
    gone = explorer.game.hand(3)
    send(explorer, {"type": "players", "players": 3})
    assert explorer.game.players == 3 and all(explorer.where(c) == "out" for c in gone)
    send(explorer, {"type": "players", "players": 5})
    assert explorer.game.players == 5 and explorer.game.status(4) == "out"
    assert_shows(explorer, explorer.game)


def test_a_new_deal():
    explorer = PositionExplorer()
    send(explorer, {"type": "deal", "preset": "mushikui", "players": 5})
    assert explorer.game.rules.name == "mushikui" and explorer.game.players == 5 and not explorer.game.history
    explorer.deal(seed=4)
    assert explorer.game == Game.new("mushikui", players=5, seed=4)


def test_a_line_of_moves_is_played_stepped_back_and_forward():
    explorer = PositionExplorer(preset="tunnel", players=3, seed=2)
    start_text = explorer.text
    game = Game.from_text(start_text)
    moves = []
    for _ in range(4):
        move = str(explorer.game.legal_moves()[0])
        send(explorer, {"type": "play", "move": move})
        game.play(move)
        moves.append(move)
    assert explorer.line == (moves, []) and explorer.game == game
    assert_shows(explorer, explorer.game)
    send(explorer, {"type": "back"})
    send(explorer, {"type": "back"})
    game.undo()
    game.undo()
    assert explorer.line == (moves[:2], moves[2:]) and explorer.game == game
    assert explorer.info["can_back"] and explorer.info["can_forward"]
    send(explorer, {"type": "forward"})
    assert explorer.line == (moves[:3], moves[3:])
    send(explorer, {"type": "back"})
    other = next(str(m) for m in explorer.game.legal_moves() if str(m) != moves[2])
    send(explorer, {"type": "play", "move": other})  # a different move drops the moves ahead
    assert explorer.line == (moves[:2] + [other], [])
    send(explorer, {"type": "forward"})
    assert "nothing to go forward to" in explorer.message
    for _ in range(3):
        send(explorer, {"type": "back"})
    assert explorer.text == start_text and not explorer.info["can_back"]
    send(explorer, {"type": "back"})
    assert "nothing to go back to" in explorer.message


def test_hand_clicks_play_for_the_player_to_move_only():
    explorer = PositionExplorer(preset="shichi-narabe", players=3, seed=3)
    game = explorer.game
    p = game.to_move
    other = (p + 1) % 3
    card = str(game.hand(other)[0])
    before = snapshot(explorer)
    send(explorer, {"type": "play", "move": card, "player": other})
    assert f"it is player {p + 1}'s turn" in explorer.message and snapshot(explorer) == before  # seats from 1
    move = str(game.legal_moves()[0])
    send(explorer, {"type": "play", "move": move, "player": p})
    assert explorer.message == "" and explorer.line[0] == [move]


def test_moves_made_on_explorer_game_directly_are_followed():
    explorer = PositionExplorer()
    explorer.game.play(explorer.game.legal_moves()[0])
    assert_shows(explorer, explorer.game)
    replaced = Game.new("koroshi", players=3, seed=1)
    explorer.game = replaced
    assert explorer.game == replaced and explorer.game is not replaced
    assert_shows(explorer, replaced)


@pytest.mark.parametrize(
    "content, fragment",
    [
        ({"type": "explode"}, "unknown message type"),
        ({"type": "edit"}, "short text"),
        ({"type": "edit", "card": "Z9"}, "not a card"),
        ({"type": "edit", "card": "5♠", "to": "hand 9"}, "from 0 to 3"),
        ({"type": "edit", "card": "5♠", "to": "hand x"}, "'to' must be"),
        ({"type": "edit", "card": "5♠", "to": "penalty 9"}, "from 0 to 3"),
        ({"type": "edit", "card": "5♠", "to": True}, "'to' must be"),
        ({"type": "edit", "card": "5♠", "to": ["layout"]}, "'to' must be"),
        ({"type": "rules", "preset": "nope"}, "unknown preset"),
        ({"type": "rules", "flags": {"kill": "group"}}, "not offered"),
        ({"type": "rules", "flags": {"passes": 99}}, "not offered"),
        ({"type": "rules", "flags": [1]}, "small object"),
        ({"type": "players", "players": 9}, "from 2 to 8"),
        ({"type": "players", "players": True}, "from 2 to 8"),
        ({"type": "to_move", "player": -1}, "from 0 to 3"),
        ({"type": "passes", "player": 0, "used": 1000}, "from 0 to 99"),
        ({"type": "load", "text": 5}, "paste position text first"),
        ({"type": "load", "text": "x" * 3000}, "too large"),
        ({"type": "play", "move": "9♥♥♥"}, "not a move"),
        ({"type": "play", "move": "5♠", "player": "0"}, "whole number"),
        ({"type": "deal", "preset": "koroshi", "players": 1}, "from 2 to 8"),
        ({"type": "hover", "card": "JK"}, "no cell"),
        ("edit", "JSON object"),
    ],
)
def test_hostile_messages_are_refused_logged_and_change_nothing(caplog, content, fragment):
    explorer = PositionExplorer()
    before = snapshot(explorer)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(explorer, content)
    assert snapshot(explorer) == before
    assert fragment in explorer.message or fragment in caplog.text
    assert "refused message" in caplog.text


def test_a_load_message_with_buffers_is_refused(caplog):
    explorer = PositionExplorer()
    before = snapshot(explorer)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(explorer, {"type": "load", "text": Game.new("tunnel", seed=1).to_text()}, buffers=[b"x"])
    assert snapshot(explorer) == before and "buffers" in caplog.text


@pytest.mark.parametrize("trait", [*SYNCED, "schema", "hover", "message"])
def test_traits_set_by_the_front_end_are_undone(caplog, trait):
    explorer = PositionExplorer()
    before = getattr(explorer, trait)
    forged = {"position_text": "shichi 1", "message": "x", "hands": [], "moves": []}.get(trait, {"x": 1})
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        explorer.set_state({trait: forged})
    assert getattr(explorer, trait) == before
    assert f"may not set '{trait}'" in caplog.text


def test_the_explorer_bundle_has_one_export_the_shared_drawing_and_its_stylesheet():
    esm = str(PositionExplorer._esm)  # the built bundle's text (anywidget reads the file _esm points at)
    assert esm.count("as default\n};") == 1 and "function buildLayout" in esm
    assert ".sw-cell" in PositionExplorer._css and "data-owner" in PositionExplorer._css
    with pytest.raises(TypeError, match="unexpected keyword"):
        PositionExplorer(preset="tunnel", colour="red")


# --------------------------------------------------------------------------------------------- languages

JAPANESE = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u4e00-\u9fff\uff01-\uff60]")  # as in test_messages


def ja(key, **values):
    return text(key, "ja", **values)


def test_the_explorer_speaks_japanese_from_the_catalogue():
    game = Game.from_position("koroshi", **KOROSHI)
    explorer = PositionExplorer(game, lang="ja")
    assert explorer.strings["explorer.load"] == "読み込む" and explorer.strings["explorer.hands"] == "手札"
    assert explorer.info["status"] == ja("ui.player_to_move", player=0) == "プレイヤー1の番です。"
    assert explorer.info["rules_label"] == "殺し七並べ"
    assert explorer.info["rules"] == "koroshi"  # the ruleset's own text stays as it is
    assert [f["label"] for f in explorer.schema["flags"]][:3] == ["パスの回数", "出せるなら必ず出す", "トンネル"]
    assert all(JAPANESE.search(f["label"]) for f in explorer.schema["flags"])
    assert explorer.hands[1]["label"] == "プレイヤー2" and explorer.hands[1]["status_text"] == ja("ui.status.active")
    send(explorer, {"type": "hover", "card": "Q♠"})
    assert explorer.hover["text"] == game.explain("Q♠", lang="ja")

    # Refusals: the catalogue's words around the engine's reason.
    before = snapshot(explorer)
    send(explorer, {"type": "edit", "card": "Q♠", "to": "layout"})
    # the engine's reason has no Japanese yet (no catalogue key): named by its rule, never in English
    assert explorer.message == "できません。この局面はルール上ありえません（K3）。"
    assert snapshot(explorer) == before
    send(explorer, {"type": "back"})
    assert explorer.message == ja("ui.explorer.nothing_back")
    send(explorer, {"type": "forward"})
    assert explorer.message == ja("ui.explorer.nothing_forward")
    send(explorer, {"type": "load", "text": " "})
    assert explorer.message == ja("ui.explorer.paste_first")

    # What an edit, a move and Back did, for the live region.
    send(explorer, {"type": "edit", "card": "9♦", "to": "hand 1"})
    assert explorer.info["announce"] == ja("ui.explorer.went.hand", card="9♦", player=1)
    assert explorer.info["announce"] == "9♦をプレイヤー2の手札に入れました。"
    send(explorer, {"type": "play", "move": "8♠"})
    assert explorer.info["announce"] == "プレイヤー1が8♠を出しました。"
    send(explorer, {"type": "back"})
    assert explorer.info["announce"] == f"一手戻しました。{ja('ui.player_to_move', player=0)}"  # no space in Japanese
    send(explorer, {"type": "load", "text": game.to_text()})
    assert explorer.info["announce"] == ja("ui.explorer.loaded", status=ja("ui.player_to_move", player=0))


def test_japanese_move_notes_and_a_finished_game():
    game = Game.from_position("shichi-narabe", layout=["6♠", "7♠", "7♥", "7♣", "7♦"],
                              hands=[["5♠", "2♣"], ["8♠", "9♥"], ["8♥", "6♣"], []], to_move=1)
    explorer = PositionExplorer(game, lang="ja")
    assert explorer.legal_moves_by_player()[3] == "あがり：もう番は回ってきません"
    while not explorer.game.is_over:
        explorer.play(explorer.game.legal_moves()[0])
    result = explorer.game.result
    assert explorer.info["status"] == ja("ui.game_over", summary=result.summary("ja"))
    assert explorer.info["result"] == result.explain("ja")
    assert set(explorer.legal_moves_by_player().values()) == {ja("ui.explorer.note.over")}
    seven_bridge = PositionExplorer(preset="seven-bridge", players=3, seed=6, lang="ja")
    notes = [entry["note"] for entry in seven_bridge.moves if entry["note"]]
    # B2 on every seat but the opener's, in Japanese, said once (before: English inside a Japanese frame)
    holder = seven_bridge.game.to_move + 1
    opener = f"7♦を持っているプレイヤー{holder}が最初に出すので"
    assert len(notes) == 2 and all(note.startswith(opener) for note in notes)
    assert not any(ch.isascii() and ch.isalpha() for note in notes for ch in note.replace("B2", ""))
    shichi = PositionExplorer(lang="ja")
    send(shichi, {"type": "edit", "card": "7♠"})  # no hand may hold a 7 (S1): out of play
    assert shichi.message.startswith("7♠は置けない場所を飛ばしました。") and "（S1）" in shichi.message
    assert not re.search(r"[A-Za-z]{2,}", shichi.message)  # the engine's English reason is not shown (issue 24)


def test_english_output_is_unchanged():
    game = Game.from_position("koroshi", **KOROSHI)
    explorer = PositionExplorer(game)
    assert explorer.lang == "en"
    assert explorer.info["status"] == "Player 1 to move." and explorer.info["rules_label"] == "Koroshi"  # seat 0
    assert [f["label"] for f in explorer.schema["flags"]] == [f["label"] for f in FLAGS]
    assert explorer.hands[0]["label"] == "Player 1"
    send(explorer, {"type": "edit", "card": "Q♠", "to": "layout"})
    assert explorer.message.startswith("Refused: ")
    send(explorer, {"type": "edit", "card": "9♦", "to": "layout"})
    assert explorer.info["announce"] == "9♦ is now in the layout."
    send(explorer, {"type": "edit", "card": "9♦", "to": "penalty 1"})
    assert explorer.info["announce"] == "9♦ is now a penalty card of player 2."
    send(explorer, {"type": "edit", "card": "9♦", "to": "out"})
    assert explorer.info["announce"] == "9♦ is now out of play."
    send(explorer, {"type": "play", "move": "8♠"})
    assert explorer.info["announce"] == "Player 1 played 8♠."
    send(explorer, {"type": "back"})
    assert explorer.info["announce"] == "Move taken back. Player 1 to move."
    send(explorer, {"type": "forward"})
    assert explorer.info["announce"] == "Player 1 played 8♠."
    tunnel = PositionExplorer(preset="tunnel-open", players=3, seed=1)
    tunnel.set_rules(passes=5)
    assert tunnel.info["rules_label"] == "Open tunnels (Passes: 5)" and tunnel.info["rules"] == "tunnel-open passes=5"
    japanese = PositionExplorer(tunnel.game, lang="ja")
    assert japanese.info["rules_label"] == "トンネル（反対側も続く）（パスの回数：5）"


JS_LABEL = re.compile(r"""\btr\("([\w.\-]+)", "((?:[^"\\]|\\.)*)"|\btr\("([\w.\-]+)"\)""")


def test_every_label_of_the_explorer_front_end_is_in_the_catalogue_with_the_same_english():
    source = (STATIC / "explorer.js").read_text(encoding="utf-8")
    labels = [(m[0] or m[2], m[1] if m[0] else None) for m in JS_LABEL.findall(source)]
    assert len(labels) >= 30 and "translator(model)" in source
    english, japanese = ui_strings("en"), ui_strings("ja")
    for key, fallback in labels:
        assert key in english and JAPANESE.search(japanese[key]), key
        assert fallback is None or fallback == english[key], key
    for flag in FLAGS:  # choices shown through "explorer.choice.<value>" and "choice.<value>"
        for value in flag["choices"]:
            if isinstance(value, bool) or value is None or flag["flag"] == "tunnels":
                assert f"explorer.choice.{str(value).lower() if value is not None else 'none'}" in japanese
            elif flag["flag"] == "penalty":
                assert f"choice.{value}" in japanese


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_click_on_a_card_that_cannot_be_played_says_why_in_the_learners_words(lang):
    """Issue 24: a hand card that cannot be played is refused with the engine's explanation of its
    cell, in the learner's language, not "illegal move A♠ for player 0: …" nor "できません。まだ出せません。"."""
    game = Game.new("shichi-narabe", players=4, seed=1)
    explorer = PositionExplorer(game, lang=lang)
    p = explorer.game.to_move
    legal = {str(m) for m in explorer.game.legal_moves()}
    stuck = next(c for c in explorer.game.hand(p) if str(c) not in legal and not c.is_joker)
    before = snapshot(explorer)
    send(explorer, {"type": "play", "move": str(stuck), "player": p})
    why = explorer.game.explain(stuck, lang=lang)
    assert explorer.message == why and snapshot(explorer) == before  # said once: not "できません。まだ出せません。"
    assert "illegal move" not in explorer.message and "player 0" not in explorer.message.lower()
    if lang == "ja":  # no English word: rule ids and card names aside
        assert not re.search(r"[A-Za-z]{2,}", re.sub(r"\(([LRSJTGKBW][0-9]+(、)?)+\)|（[^）]*）", "", explorer.message))
    other = (p + 1) % 4  # a card of a seat not to move: the engine's reason, in the learner's language
    send(explorer, {"type": "play", "move": str(explorer.game.hand(other)[0]), "player": other})
    assert f"{p + 1}" in explorer.message and (lang == "en" or "番" in explorer.message)
