"""Error messages quote at most about 60 characters of the input (issue 14: ``Card.parse("5♠" *
200000)`` gave a 400 kB message). Every entry point that reads text or values is tried with a huge
input; the error is still a ``ValueError`` subclass that says what was wrong."""

from __future__ import annotations

import pytest

from shichi_widgets import Card, Game, Match, Move, Ruleset, ShichiError
from shichi_widgets.engine.cards import Suit

HUGE = "5♠" * 200_000  # 400,000 characters
WORD = "x" * 400_000
DIGITS = "9" * 400_000
SEVENS = ["7♠", "7♥", "7♣", "7♦"]
LONGEST = 1000  # characters: the longest message, with its explanation of the accepted forms


def small_game(preset: str = "shichi-narabe") -> Game:
    return Game.from_position(preset, layout=SEVENS, hands=[["8♠", "2♣"], ["6♠", "9♥"]])


def position_text() -> str:
    return small_game().to_text()


def with_line(key: str, value: str) -> str:
    """The small game's text with line ``key`` set to ``value`` (or added before ``to move``)."""
    lines = position_text().splitlines()
    for i, line in enumerate(lines):
        if line.startswith(f"{key}:"):
            lines[i] = f"{key}: {value}"
            break
    else:
        lines.insert(len(lines) - 1, f"{key}: {value}")
    return "\n".join(lines) + "\n"


ENTRY_POINTS = {
    # cards (cards.py)
    "Card.parse text": (lambda: Card.parse(HUGE), HUGE),
    "Card.parse list": (lambda: Card.parse([HUGE]), HUGE),
    "Suit.parse": (lambda: Suit.parse(WORD), WORD),
    # moves (moves.py), through Game.play, explain and kills_if
    "Move.parse card": (lambda: Move.parse(HUGE), HUGE),
    "Move.parse joker": (lambda: Move.parse("JK=" + HUGE), HUGE),
    "Move.parse joker with": (lambda: Move.parse("JK=5♠+" + HUGE), HUGE),
    "Move.parse yūrei": (lambda: Move.parse("yūrei " + HUGE), HUGE),
    "Move.parse not a joker": (lambda: Move.parse("5♠=" + HUGE), HUGE),
    "Game.play": (lambda: small_game().play(HUGE), HUGE),
    "Game.play player": (lambda: small_game().play("8♠", player=WORD), WORD),
    "Game.explain": (lambda: small_game().explain(HUGE), HUGE),
    "Game.kills_if": (lambda: Game.from_position("koroshi", layout=SEVENS, hands=[["8♠"], ["6♠"]]).kills_if(HUGE),
                      HUGE),
    "Game.hand player": (lambda: small_game().hand(WORD), WORD),
    "Game.talk_to_ghost": (lambda: small_game("ghost").talk_to_ghost(WORD), WORD),
    # position text (notation.py)
    "from_text a line without a colon": (lambda: Game.from_text(position_text() + WORD + "\n"), WORD),
    "from_text an unknown key": (lambda: Game.from_text(position_text() + WORD + ": 1\n"), WORD),
    "from_text a card": (lambda: Game.from_text(with_line("hand 0", HUGE)), HUGE),
    "from_text a run": (lambda: Game.from_text(with_line("hand 0", "5♠-" + HUGE)), HUGE),
    "from_text a number": (lambda: Game.from_text(with_line("players", DIGITS)), DIGITS),
    "from_text a word for a number": (lambda: Game.from_text(with_line("dealer", WORD)), WORD),
    "from_text a status": (lambda: Game.from_text(with_line("status", "active " + WORD)), WORD),
    "from_text an order entry": (lambda: Game.from_text(with_line("order", WORD + " 1")), WORD),
    "from_text a preset": (lambda: Game.from_text(with_line("rules", WORD)), WORD),
    "from_text a flag": (lambda: Game.from_text(with_line("rules", "shichi-narabe " + WORD)), WORD),
    "from_text a flag value": (lambda: Game.from_text(with_line("rules", "shichi-narabe passes=" + WORD)), WORD),
    "from_text a big flag number": (lambda: Game.from_text(with_line("rules", "shichi-narabe passes=" + DIGITS)),
                                    DIGITS),
    "from_text the rows": (lambda: Game.from_text(with_line("rows", WORD)), WORD),
    "from_text a completed suit": (lambda: Game.from_text(with_line("completed", WORD + " by 1")), WORD),
    "from_text a killed cell": (lambda: Game.from_text(with_line("killed", HUGE)), HUGE),
    "from_text a move": (lambda: Game.from_text(position_text() + "moves: " + HUGE + "\n"), HUGE),
    "from_text a talk": (lambda: Game.from_text(position_text() + "moves: talk " + WORD + "\n"), WORD),
    # rulesets (rules.py)
    "Ruleset.preset": (lambda: Ruleset.preset(WORD), WORD),
    "replace an unknown flag": (lambda: Ruleset.preset("shichi-narabe").replace(**{WORD: 1}), WORD),
    "replace a choice": (lambda: Ruleset.preset("shichi-narabe").replace(tunnels=WORD), WORD),
    "replace a number": (lambda: Ruleset.preset("shichi-narabe").replace(passes=WORD), WORD),
    "replace a bool": (lambda: Ruleset.preset("shichi-narabe").replace(diagonal=WORD), WORD),
    "replace ghost": (lambda: Ruleset.preset("seven-bridge").replace(ghost=WORD), WORD),
    "replace row_order": (lambda: Ruleset.preset("koroshi").replace(row_order=WORD), WORD),
    "replace opening_card": (lambda: Ruleset.preset("seven-bridge").replace(opening_card=HUGE), HUGE),
    "replace match_target": (lambda: Ruleset.preset("seven-bridge").replace(match_target=WORD), WORD),
    "replace source_players": (lambda: Ruleset.preset("seven-bridge").replace(source_players=(WORD,)), WORD),
    # positions (game.py) and matches (match.py)
    "from_position a layout card": (lambda: Game.from_position("shichi-narabe", layout=[HUGE], hands=[[], []]), HUGE),
    "from_position a layout text": (lambda: Game.from_position("shichi-narabe", layout=HUGE, hands=[[], []]), HUGE),
    "from_position a joker cell": (lambda: Game.from_position("joker", layout=["JK=" + HUGE], hands=[[], []]), HUGE),
    "from_position a hand text": (lambda: Game.from_position("shichi-narabe", layout=SEVENS, hands=[HUGE, "8♠"]),
                                  HUGE),
    "from_position a hand card": (lambda: Game.from_position("shichi-narabe", layout=SEVENS, hands=[[HUGE], []]),
                                  HUGE),
    "from_position a penalty": (lambda: Game.from_position("koroshi", layout=SEVENS, hands=[["8♠"], ["6♠"]],
                                                           penalties=[[HUGE], []]), HUGE),
    "from_position to_move": (lambda: Game.from_position("shichi-narabe", layout=SEVENS, hands=[["8♠"], ["6♠"]],
                                                         to_move=WORD), WORD),
    "from_position passes_used": (lambda: Game.from_position("shichi-narabe", layout=SEVENS, hands=[["8♠"], ["6♠"]],
                                                             passes_used=WORD), WORD),
    "from_position dealer": (lambda: Game.from_position("shichi-narabe", layout=SEVENS, hands=[["8♠"], ["6♠"]],
                                                        dealer=WORD), WORD),
    "from_position row_order": (lambda: Game.from_position("koroshi", layout=SEVENS, hands=[["8♠"], ["6♠"]],
                                                           row_order=WORD), WORD),
    "from_position a ruleset": (lambda: Game.from_position([WORD], layout=SEVENS, hands=[["8♠"], ["6♠"]]), WORD),
    "Game.new a preset": (lambda: Game.new(WORD), WORD),
    "Game.new players": (lambda: Game.new("shichi-narabe", players=WORD), WORD),
    "Match players": (lambda: Match("shichi-narabe", players=WORD), WORD),
    "Match hands": (lambda: Match("shichi-narabe", hands=WORD), WORD),
    "Match target": (lambda: Match("seven-bridge", target=DIGITS), DIGITS),
}


@pytest.mark.parametrize("entry", ENTRY_POINTS)
def test_an_error_quotes_at_most_about_60_characters_of_a_huge_input(entry):
    action, data = ENTRY_POINTS[entry]
    with pytest.raises(ShichiError) as info:
        action()
    message = str(info.value)
    assert len(message) <= LONGEST, f"{len(message)} characters: {message[:200]}…"
    for start in (0, 1):  # any 61 characters in a row of the input (its pattern repeats)
        assert data[start : start + 61] not in message, message
    assert message.strip(), "an empty message"


def test_the_issue_card_error_is_short_and_still_names_the_text():
    with pytest.raises(ShichiError) as info:
        Card.parse(HUGE)
    message = str(info.value)
    assert message.startswith("not a card: '5♠5♠")
    assert "400000 characters" in message
    assert len(message) < 300
