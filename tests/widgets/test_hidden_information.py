"""The widgets send the browser public information only (K6, and the other players' hands).

Method: record a game played by bots, then build a twin of its deal in which two cards of two
opponents of the human are swapped, chosen so that both games share all public information
(every move, the layout, hand sizes, passes, statuses, and with visible penalties the penalty
cards) while the hidden cards differ. Both games are driven through the same moves in a
``GameTable`` as the browser drives it (clicks, the bot timer, hovers, hints), and everything the
front end receives must be the same at every step: every synced trait, every message sent, the
hover sentence of every cell, the hints and the log. Only the result, once the hand is over,
may reveal the hidden cards.

With ``hidden_penalties`` (K6) the hidden information is who holds each killed card, how many
penalty cards each player holds, and which cards a player who left (K4) kept in their hand.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from shichi_widgets import Card, Game, RandomBot, Ruleset
from shichi_widgets.engine import events as ev
from shichi_widgets.engine.events import Killed, LeftGame
from shichi_widgets.widgets import GameTable

HUMAN = 0
PLAYERS = 4
KILL_PRESETS = ("koroshi", "koroshi-tunnel", "mushikui", "koroshi-diagonal")
HIDDEN = [(name, {"hidden_penalties": True}) for name in KILL_PRESETS] + [
    ("mushikui", {"hidden_penalties": True, "row_order": "shuffled"}),
]
OPEN = [(name, {}) for name in Ruleset.presets()]


def rules_of(preset: str, flags: dict) -> Ruleset:
    return Ruleset.preset(preset).replace(**flags)


# ------------------------------------------------------------------------------ building twin deals


def record(rules: Ruleset, seed: int) -> tuple[str, list[str]]:
    """A game played by random bots (who pass often, so players also leave, K4): its start and moves."""
    game = Game.new(rules, players=PLAYERS, seed=seed, dealer=seed % PLAYERS)
    start = game.to_text()
    bots = [RandomBot(seed=seed * 10 + seat) for seat in range(PLAYERS)]
    moves = []
    while not game.is_over:
        move = bots[game.to_move].choose(game)
        game.play(move)
        moves.append(str(move))
    return start, moves


def swapped(start: str, a: int, x: str, b: int, y: str) -> str:
    """The start position with card ``x`` of player ``a`` and card ``y`` of player ``b`` exchanged."""
    game = Game.from_text(start)
    hands = {a: [str(c) for c in game.hand(a)], b: [str(c) for c in game.hand(b)]}
    hands[a][hands[a].index(x)] = y
    hands[b][hands[b].index(y)] = x
    lines = []
    for line in start.splitlines():
        seat = int(line.split(":")[0].split()[1]) if line.startswith("hand ") else None
        lines.append(f"hand {seat}: " + " ".join(hands[seat]) if seat in hands else line)
    return "\n".join(lines) + "\n"


def public(game: Game, events: tuple) -> tuple:
    """What every player sees after a move (the test's own statement of public information)."""
    hidden = game.rules.hidden_penalties
    seen = []
    for event in events:
        if isinstance(event, ev.HandOver):
            continue  # the result reveals every hand
        if hidden and isinstance(event, Killed):
            continue  # the killed cell is seen in the layout; its holder is secret (K6)
        if hidden and isinstance(event, LeftGame):
            seen.append(("left", event.player))  # the cards they keep are secret (K4, K6)
            continue
        seen.append(repr(event))
    state = (
        game.to_move,
        game.layout_mask,
        game.statuses,
        tuple(game.hand_size(s) for s in range(game.players)),
        game.passes,
        game.chips,
        game.pot,
        game.ghost,
        tuple(sorted((s, tuple(map(str, cards))) for s, cards in game.exposed.items())),
        tuple(map(str, sorted(game.joker_cells))),
    )
    if game.rules.kill is not None and not hidden:
        state += (tuple(tuple(map(str, game.penalty_cards(s))) for s in range(game.players)),)
    return (tuple(seen), state)


def common_prefix(first: Game, second: Game, moves: list[str]) -> int:
    """How many of ``moves`` both games play with the same public information."""
    for index, move in enumerate(moves):
        try:
            one, two = first.play(move), second.play(move)
        except ValueError:
            return index
        if public(first, one) != public(second, two):
            return index
    return len(moves)


@dataclass
class Twins:
    rules: Ruleset
    first: str
    second: str
    moves: list[str]  # the moves both games play with the same public information
    penalties_differ: bool  # mid-game, some player holds a different number of penalty cards
    leavers_differ: bool  # mid-game, a player who left (K4) keeps different cards


def compare_hidden(first: Game, second: Game, moves: list[str]) -> tuple[bool, bool]:
    penalties = leavers = False
    for move in moves:
        first.play(move)
        second.play(move)
        if first.is_over:
            break
        counts = [len(first.penalty_cards(s)) for s in range(PLAYERS)]
        penalties |= counts != [len(second.penalty_cards(s)) for s in range(PLAYERS)]
        for seat in range(PLAYERS):
            if first.status(seat) == "bankrupt":
                leavers |= first.penalty_cards(seat) != second.penalty_cards(seat)
    return penalties, leavers


def find_twins(rules: Ruleset, want: str, seeds: range = range(200)) -> Twins:
    """Twin deals for ``rules``: with hidden penalties, ones whose hidden cards matter mid-game
    (``want`` is "penalties" or "leaver"); otherwise the longest stretch of equal public play."""
    best: Twins | None = None
    for seed in seeds:
        start, moves = record(rules, seed)
        game, final = Game.from_text(start), Game.from_text(start)
        for move in moves:
            final.play(move)
        leavers = {s for s in range(PLAYERS) if final.status(s) == "bankrupt"}
        played = {m.split("=")[-1].split()[-1] for m in moves}
        opponents = [s for s in range(PLAYERS) if s != HUMAN]
        for a in opponents:
            for b in opponents:
                if b <= a or (want == "leaver" and not {a, b} & leavers):
                    continue
                xs = [str(c) for c in game.hand(a) if not c.is_joker]
                ys = [str(c) for c in game.hand(b) if not c.is_joker]
                if rules.hidden_penalties:  # cards never played: killed, or kept by a leaver
                    xs, ys = [c for c in xs if c not in played], [c for c in ys if c not in played]
                else:  # the cards played last keep the games equal longest
                    order = {card: i for i, card in enumerate(m.split()[-1] for m in moves)}
                    xs = sorted(xs, key=lambda c: -order.get(c, len(moves)))[:2]
                    ys = sorted(ys, key=lambda c: -order.get(c, len(moves)))[:2]
                for x in xs:
                    for y in ys:
                        second = swapped(start, a, x, b, y)
                        shared = common_prefix(Game.from_text(start), Game.from_text(second), moves)
                        if rules.hidden_penalties:
                            if shared < len(moves):
                                continue
                            penalties, leavers = compare_hidden(
                                Game.from_text(start), Game.from_text(second), moves
                            )
                            twins = Twins(rules, start, second, moves, penalties, leavers)
                            if (want == "penalties" and penalties) or (want == "leaver" and leavers):
                                return twins
                        elif best is None or shared > len(best.moves):
                            best = Twins(rules, start, second, moves[:shared], False, False)
        if best is not None and len(best.moves) >= 20:
            return best
    if best is None:
        raise AssertionError(f"no twin deals found for {rules} ({want})")
    return best


# ------------------------------------------------------------------------------ driving the tables


class Script:
    """A bot that plays the recorded moves."""

    def __init__(self, moves: list[str]) -> None:
        self.moves = moves

    def choose(self, game: Game) -> str:
        return self.moves[len(game.history)]


def table_for(start: str, moves: list[str], lang: str = "en") -> tuple[GameTable, list]:
    table = GameTable.from_game(Game.from_text(start), bots="random", human=HUMAN, pace=0.5, seed=0, lang=lang)
    table._bots = {seat: Script(moves) for seat in table._bots}
    sent: list = []
    table._send = lambda msg, buffers=None: sent.append(json.dumps(msg, sort_keys=True, ensure_ascii=False))
    table._after_change()
    return table, sent


def synced(table: GameTable) -> str:
    """Every synced trait, less references to other widget models (ipywidgets' ``layout``)."""
    state = {k: v for k, v in table.get_state().items() if not str(v).startswith("IPY_MODEL_")}
    return json.dumps(state, sort_keys=True, ensure_ascii=False, default=str)


def hovers(table: GameTable) -> list:
    out = []
    for suit in "♠♥♣♦":
        for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"):
            table._receive(table, {"type": "hover", "card": rank + suit}, [])
            out.append(dict(table.hover))
    return out


def views(table: GameTable, sent: list, hint: bool) -> dict:
    """Everything the front end has received for this step."""
    seen = {"synced": synced(table), "sent": list(sent), "hovers": hovers(table), "svg": table._static_svg()}
    if hint:
        table._receive(table, {"type": "hint"}, [])
        seen["hint"] = table.info["hint"]
    seen["log"] = list(table._log)
    sent.clear()
    return seen


def drive(twins: Twins, hints: int = 0, lang: str = "en"):
    """Play both tables through the shared moves; yield what each front end saw at each step."""
    tables = [table_for(twins.first, twins.moves, lang), table_for(twins.second, twins.moves, lang)]
    hinted = 0
    for index in range(len(twins.moves) + 1):
        if tables[0][0].game.is_over:
            yield from looking_back(tables, index)
            return
        human_turn = tables[0][0].game.to_move == HUMAN
        hint = human_turn and hinted < hints and index < len(twins.moves)
        hinted += hint
        yield index, [views(table, sent, hint) for table, sent in tables]
        if index == len(twins.moves):
            yield from looking_back(tables, index)
            return
        for table, _ in tables:
            if human_turn:
                table._receive(table, {"type": "play", "move": twins.moves[index]}, [])
            else:
                table._receive(table, {"type": "step", "seq": table.info["pending"]}, [])
            assert len(table.game.history) == index + 1, table.message


def looking_back(tables: list, moves: int):
    """The history slider: every earlier position, as shown after the last move (the log, which
    ends with the result once the hand is over, is left out)."""
    for index in range(0, moves, 7):
        seen = []
        for table, sent in tables:
            table._receive(table, {"type": "seek", "index": index}, [])
            assert table.info["viewing"] == index, table.message
            seen.append({"position": json.dumps([table.layout_cells, table.seats, table.hand], ensure_ascii=False),
                         "hovers": hovers(table)})
            sent.clear()
        yield index, seen


def difference(one, two) -> str:
    """The first differing item, for a readable failure."""
    if isinstance(one, str) and one.startswith("{"):
        one, two = json.loads(one), json.loads(two)
    if isinstance(one, dict):
        key = next(k for k in one if one[k] != two.get(k))
        return f"{key}: {one[key]!r:.400} != {two[key]!r:.400}"
    if isinstance(one, list) and len(one) == len(two):
        index = next(i for i in range(len(one)) if one[i] != two[i])
        return f"[{index}]: {one[index]!r:.400} != {two[index]!r:.400}"
    return f"{one!r:.400} != {two!r:.400}"


def assert_same_views(twins: Twins, hints: int = 0, lang: str = "en") -> int:
    steps = 0
    for index, (one, two) in drive(twins, hints, lang):
        for part in one:
            assert one[part] == two[part], f"{twins.rules.name}: the {part} differ after {index} moves: " + (
                difference(one[part], two[part])
            )
        steps += 1
    return steps


# ------------------------------------------------------------------------------ the tests


@pytest.mark.parametrize("preset, flags", HIDDEN, ids=[f"{p}-{'-'.join(map(str, f.values()))}" for p, f in HIDDEN])
def test_K6_hidden_penalty_holders_never_reach_the_browser(preset, flags):
    """K6: two deals that differ only in who holds the killed cards (so the players' penalty
    counts differ mid-game) look the same in the browser until the hand is over."""
    twins = find_twins(rules_of(preset, flags), "penalties")
    assert twins.penalties_differ
    assert assert_same_views(twins, hints=100) > 10


@pytest.mark.parametrize("preset, flags", HIDDEN, ids=[f"{p}-{'-'.join(map(str, f.values()))}" for p, f in HIDDEN])
def test_K4_K6_the_cards_a_leaver_keeps_hidden_never_reach_the_browser(preset, flags):
    """K4, K6: two deals that differ in which cards a player who left the game kept look the same
    in the browser: the leave event, the dead cells, hovers and kills all stay public."""
    twins = find_twins(rules_of(preset, flags), "leaver")
    assert twins.leavers_differ
    assert assert_same_views(twins) > 10


@pytest.mark.parametrize("want", ["penalties", "leaver"])
def test_K4_K6_hidden_penalties_stay_hidden_in_japanese_too(want):
    """K4, K6: the Japanese sentences (log, seats, hovers) keep the same secrets."""
    twins = find_twins(rules_of("koroshi", {"hidden_penalties": True}), want)
    assert assert_same_views(twins, lang="ja") > 10


@pytest.mark.parametrize("preset, flags", OPEN, ids=[p for p, _ in OPEN])
def test_the_other_players_hands_never_reach_the_browser(preset, flags):
    """Every preset: while two deals differ only in two opponents' unplayed cards, the browser
    receives the same (only the human's hand is synced; ``reveal=False``)."""
    twins = find_twins(rules_of(preset, flags), "prefix", seeds=range(40))
    assert assert_same_views(twins) >= 10


def test_K6_hints_are_off_with_hidden_penalties_because_the_adviser_reads_every_penalty_card():
    """K6: the expert adviser's knowledge names every penalty card's holder, so with hidden
    penalties the hint button is off and a hint request is refused, saying why."""
    twins = find_twins(rules_of("koroshi", {"hidden_penalties": True}), "penalties")
    table, _ = table_for(twins.first, twins.moves)
    while table.game.to_move != HUMAN:
        table._receive(table, {"type": "step", "seq": table.info["pending"]}, [])
    assert table.info["can_hint"] is False
    table._receive(table, {"type": "hint"}, [])
    assert table.info["hint"] == "" and "hidden penalties" in table.message and "K6" in table.message
    visible = GameTable("koroshi", players=4, bots="random", seed=3, human=0, pace=0)
    assert visible.info["can_hint"] is (visible.game.to_move == 0)


def leaving_position(hidden: bool) -> Game:
    """Koroshi (spades the top row, diamonds the bottom): player 1 has no pass left and no card
    next to a card, so passing makes them leave (K4) keeping A♠ 2♠ K♦; player 0 can then play
    Q♦ and K♣, which enclose the corner cell K♦ (K3)."""
    rules = Ruleset.preset("koroshi").replace(hidden_penalties=hidden)
    layout = ["7♠", "7♥", "7♣", "7♦", "8♦", "9♦", "10♦", "J♦", "8♣", "9♣", "10♣", "J♣", "Q♣"]
    return Game.from_position(
        rules, layout=layout, hands=[["Q♦", "K♣", "9♠"], ["2♠", "A♠", "K♦"]], to_move=1, passes_used=[0, 3]
    )


def test_K4_K6_the_leave_event_names_the_cards_only_when_penalties_are_visible():
    """K4: a leaver's cards become penalty cards; K6: with hidden penalties the event's sentence
    (what the log shows) does not name them, while the event object still holds them for Python."""
    for hidden in (False, True):
        game = leaving_position(hidden)
        (left,) = game.play("pass")
        assert isinstance(left, LeftGame) and set(map(str, left.penalties)) == {"2♠", "A♠", "K♦"}
        for lang in ("en", "ja"):
            sentence = left.text(lang)
            named = [card for card in ("A♠", "2♠", "K♦") if card in sentence]
            assert named == ([] if hidden else ["A♠", "2♠", "K♦"]), sentence
        assert ("K6" in str(left)) is hidden


def test_K3_K6_a_kill_event_keeps_the_holder_secret_only_when_penalties_are_hidden():
    """K3: a kill names the card and the killer; K6: with hidden penalties not its holder."""
    for hidden in (False, True):
        rules = Ruleset.preset("koroshi").replace(hidden_penalties=hidden)
        game = Game.from_position(
            rules, layout=["7♠", "7♥", "7♣", "7♦", "Q♥", "K♥"], hands=[["Q♠", "8♠"], ["K♠", "8♥"]]
        )
        kill = next(e for e in game.play("Q♠") if isinstance(e, Killed))
        assert kill.player == 1 and kill.card == Card.parse("K♠")
        assert ("player 2" in str(kill)) is not hidden and ("secret" in str(kill)) is hidden  # seat 1: player 2
        assert "K♠" in str(kill) and "Q♠" in str(kill)


def test_K4_K6_explain_and_the_table_tell_a_leavers_cell_as_everyone_sees_it():
    """K4: a leaver's cells are dead; K6: with hidden penalties explain() says of such a cell
    what it says of any empty cell, playable once next to a card, and once the layout encloses
    it that the card which closed it killed it; the table's log says so too, holder unnamed."""
    shown, secret = leaving_position(False), leaving_position(True)
    for game in (shown, secret):
        game.play("pass")  # player 1 leaves with A♠ 2♠ K♦
    assert "left the game" in shown.explain("K♦") and "player 2" in shown.explain("K♦")  # seat 1, counted from 1
    assert secret.explain("K♦") == "Not playable: its cell is not next to any card (K2)."
    secret.play("Q♦")
    assert secret.explain("K♦") == "K♦ is playable: its cell is empty and next to Q♦ (K2)."
    assert Card.parse("K♦") in secret.dead_cells and Card.parse("K♦") not in secret.playable_cells()  # for Python
    with pytest.raises(ValueError, match=r"K♦ cannot be played now: it is a penalty card of a player who left"):
        secret.kills_if("K♦")  # the engine's own question may know what explain() keeps secret
    table = GameTable.from_game(secret, human=0, pace=0, seed=0)
    table.play("K♣")
    assert secret.explain("K♦") == "Not playable: killed by K♣; its cell can never be filled (K3)."
    assert table.log_lines[-2:] == [
        "Player 1 played K♣.",  # seat 0, counted from 1
        "K♦ is killed by K♣; whose card it is stays secret (K3, K6).",
    ]
    assert table.layout_cells["killed"][3] == 1 << 12 and table.layout_cells["dead"] == [0, 0, 0, 0]
