"""docs/rules.md section 9: the engine's one-sentence answers say what a learner needs, cite the right
rule, and read well: a kill-game play names what it would kill and why (K3, K8), a K4 leaver has
"left the game", a Seven Bridge pass cites B4, blocking tunnels (T2) are not called "open"
(T3's name), and no explanation of the golden playthroughs prints two parentheses side by side.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from shichi_widgets.engine import Game
from shichi_widgets.engine.cards import DECK
from shichi_widgets.engine.events import Killed, LeftGame, Passed
from shichi_widgets.engine.explain import status_text

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN.glob("*.txt"))


def replay(path: Path):
    """Each position of a golden playthrough (before each move), then the final one."""
    start, _, body = path.read_text(encoding="utf-8").partition("\n\n")
    game = Game.from_text(start + "\n")
    for line in body.splitlines():
        head = line.partition(" | ")[0]
        player, _, move = head.partition(" ")
        yield game, move
        game.play(move, player=int(player))
    yield game, None


def every_explanation(game: Game, lang: str) -> list[str]:
    said = [game.explain(card, lang=lang) for card in DECK]
    if game.to_move is not None:
        said += [game.explain(move, lang=lang) for move in game.legal_moves()]
    if game.rules.jokers:
        said.append(game.explain("JK", lang=lang))
    return said


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_no_explanation_or_event_of_the_golden_playthroughs_doubles_parentheses(path):
    """Section 9: one sentence, its rule ids in one pair of parentheses: never '(B3) (W2)'."""
    doubled = set()
    for game, move in replay(path):
        for lang, mark in (("en", ") ("), ("ja", "）（")):
            doubled |= {s for s in every_explanation(game, lang) if mark in s}
        if move is not None:
            after = game.copy()
            events = after.play(move)
            doubled |= {e.text(lang) for e in events for lang in ("en", "ja") if ") (" in e.text(lang)
                        or "）（" in e.text(lang)}
    assert not doubled, "\n".join(sorted(doubled))


KORO = dict(layout=["7♠", "7♥", "7♣", "7♦", "Q♥", "K♥"], hands=[["Q♠", "8♠"], ["K♠", "8♥"]])


def test_K3_explaining_a_killing_play_names_what_it_would_kill_and_why():
    game = Game.from_position("koroshi", **KORO)
    said = game.explain("Q♠")
    assert said.startswith("Q♠ is playable: its cell is empty and next to Q♥ (K2).")
    assert "would kill K♠" in said and said.endswith("on all four sides (K3).")
    ja = game.explain("Q♠", lang="ja")
    assert "K♠が殺されます" in ja and ja.endswith("（K3）。")
    assert "kill" not in game.explain("8♠"), "8♠ kills nothing, so nothing is said of killing"


def test_K3_the_kill_sentence_lists_every_cell_a_play_kills():
    game = Game.from_position("koroshi", **KORO)
    killed = sorted(game.kills_if("Q♠"))
    assert all(str(card) in game.explain("Q♠") for card in killed)


def mushikui_before_group_kill() -> tuple[Game, str, list[str]]:
    for game, move in replay(GOLDEN / "mushikui-seed1.txt"):
        if move is not None and move != "pass" and game.kills_if(move):
            return game, move, [str(c) for c in sorted(game.kills_if(move))]
    raise AssertionError("the mushikui playthrough kills nothing")


def test_K8_a_mushikui_kill_says_the_group_is_cut_off_from_the_top_row_or_the_bottom_row():
    """K8: a group dies when it loses the top row OR the bottom row, so the sentence says "or"."""
    game, move, killed = mushikui_before_group_kill()
    before = game.explain(move)
    assert all(card in before for card in killed)
    assert "cut off from the top row or from the bottom row (K8)." in before
    assert "一番上の段か一番下の段とつながらなくなる" in game.explain(move, lang="ja")
    events = game.play(move)
    kills = [e for e in events if isinstance(e, Killed)]
    assert kills and all("cut its group off from the top row or from the bottom row" in str(e) for e in kills)
    after = game.explain(killed[0])
    assert after.startswith(f"Not playable: killed by {move}, which cut its group")
    assert after.endswith("(K8).")


def test_K3_a_single_kill_in_koroshi_does_not_speak_of_groups():
    game = Game.from_position("koroshi", **KORO)
    events = game.play("Q♠")
    assert "group" not in str(events[-1]) and "group" not in game.explain("K♠")


def test_K4_a_player_who_leaves_a_kill_game_has_left_the_game_not_gone_bankrupt():
    game = Game.from_position(
        "koroshi", layout=["7♠", "7♥", "7♣", "7♦"], hands=[["2♠", "K♥"], ["8♠", "9♠"]], passes_used=[3, 0]
    )
    events = game.play("pass")
    assert isinstance(events[0], LeftGame)
    assert "leaves the game" in str(events[0]) and "bankrupt" not in str(events[0])
    assert game.status(0) == "bankrupt"  # the API's status name stays (a contract)
    assert status_text(game, game.status(0)) == "left the game"
    assert status_text(game, game.status(0), "ja") == "ゲームから抜けた"
    linear = Game.from_position("shichi-narabe", layout=["7♠"], hands=[["2♠"], ["8♠"]])
    assert status_text(linear, "bankrupt") == "bankrupt", "R6: outside kill games it is bankruptcy"


def seven_bridge_mid_game() -> Game:
    game = Game.new("seven-bridge", players=4, seed=3)
    while not any(m.kind == "pass" for m in game.legal_moves()):
        game.play(game.legal_moves()[0])
    return game


def test_B4_a_seven_bridge_pass_cites_B4_not_R4_or_R5():
    game = seven_bridge_mid_game()
    said = game.explain("pass")
    assert "(B4)" in said and "R4" not in said and "R5" not in said
    assert "パス札" in game.explain("pass", lang="ja")
    event = game.play("pass")[0]
    assert isinstance(event, Passed) and str(event).endswith("(B4).") and "R5" not in str(event)


def test_R5_a_shichi_narabe_pass_still_cites_R5():
    game = Game.new("shichi-narabe", players=4, seed=3)
    while not any(m.kind == "pass" for m in game.legal_moves()):
        game.play(game.legal_moves()[0])
    assert game.explain("pass").endswith("(R4, R5).")
    assert str(game.play("pass")[0]).endswith("(R5).")


TUNNEL = dict(
    layout=["A♣", "2♣", "3♣", "4♣", "5♣", "6♣", "7♣", "8♣", "Q♣", "7♠", "7♥", "7♦"],
    hands=[["9♣", "K♣", "8♥"], ["J♣", "10♣", "6♦"]],
)


def test_T2_blocking_tunnels_are_never_called_open_the_name_of_T3():
    game = Game.from_position("tunnel", **TUNNEL)
    for card in ("9♣", "K♣", "10♣"):
        said = game.explain(card)
        assert "tunnel is open" not in said and "open" not in said.split("(")[0], said
        assert "開" not in game.explain(card, lang="ja")
    assert game.explain("K♣") == (
        "K♣ is playable: clubs A–6 is complete, so this row goes on only through the tunnel, "
        "and it is the next card past the A (T2)."
    )


def test_T2_T3_a_king_reached_through_the_tunnel_is_past_the_A_not_on_the_small_side():
    for preset in ("tunnel", "tunnel-open"):
        game = Game.from_position(preset, **TUNNEL)
        ja = game.explain("K♣", lang="ja")
        assert "Aの先" in ja, ja
        assert "past the A" in game.explain("K♣")
