"""Position text: a short, line-based notation of a game that round-trips exactly.

Example::

    shichi 1
    rules: tunnel passes=5
    players: 4
    dealer: 0
    layout: 7♠-Q♠ 7♥ 5♣-9♣ 7♦
    hand 0: 5♠ K♠ JK
    hand 1: 2♣ 10♣
    hand 2: -
    hand 3: 4♦
    passes: 0 1 0 3
    status: active active out active
    order: out 2
    to move: 3

Optional lines: ``chips: …`` and ``pot: N`` (Sevens; once the hand is over, after W5's
settlement, with ``pot taken: N``, what the winner took), ``jokers aside: N``, ``ghost: P`` (G1),
``completed: ♠ by 1`` (B8 race to kings), and ``moves: 7♦, 6♦, pass, …``: with a ``moves`` line
the position above it is the *start* and the moves are replayed, so history and undo survive.
In the layout, ``6♠-Q♠`` is a run of one suit and ``JK=5♠`` a joker standing in 5♠'s cell.

A text is at most :data:`MAX_TEXT` characters (1,000,000; a whole game with every move is a few
kilobytes): a longer one is refused before it is read, as reading costs about 20 times its size
in memory.
"""

from __future__ import annotations

import re
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from . import core
from .cards import DECK, JOKER, Card, Rank, Suit, cards_of
from .errors import CardError, NotationError, PositionError, ShichiError, quote
from .rules import DEFAULT_ROWS, Ruleset

if TYPE_CHECKING:
    from .game import Game

__all__ = ["MAX_TEXT", "parse", "parse_layout_token", "read_cards", "write"]

HEADER = "shichi 1"
MAX_TEXT = 1_000_000
"""Most characters of position text :func:`parse` (``Game.from_text``) reads."""


_ROW_RUNS: tuple[dict[int, tuple[str, ...]], ...] = ({}, {}, {}, {})  # per suit: 13-bit row -> its runs


def _row_runs(suit: int, row: int) -> tuple[str, ...]:
    """One suit's cards (a 13-bit row) as runs: three or more in a row are written ``6♠-Q♠``."""
    out: list[str] = []
    pos = 0
    while pos < 13:
        if not row >> pos & 1:
            pos += 1
            continue
        end = pos
        while end + 1 < 13 and row >> (end + 1) & 1:
            end += 1
        low, high = DECK[13 * suit + pos], DECK[13 * suit + end]
        if end - pos >= 2:
            out.append(f"{low}-{high}")
        else:
            out += [str(DECK[13 * suit + k]) for k in range(pos, end + 1)]
        pos = end + 1
    return tuple(out)


def _runs(mask: int) -> list[str]:
    """Cards of a set as runs within each suit: ``6♠-Q♠ A♥``."""
    out: list[str] = []
    for suit in range(4):
        row = mask >> (13 * suit) & 0x1FFF
        if row:
            table = _ROW_RUNS[suit]
            runs = table.get(row)
            if runs is None:
                runs = table[row] = _row_runs(suit, row)
            out += runs
    return out


def write(game: Game, history: bool = False) -> str:
    if history and game.history:
        text = write(game.position_at(0))
        tokens = [f"talk {t.player}" if t.kind == "talk" else str(t.move) for t in game.history]
        return text + "moves: " + ", ".join(tokens) + "\n"
    rules = game.rules
    s = core.view_of(game)  # read only
    lines = [
        HEADER,
        f"rules: {rules}",
        f"players: {game.players}",
        f"dealer: {game.dealer}",
    ]
    layout = _runs(s.layout & ~s.joker_cells) + [f"JK={c}" for c in cards_of(s.joker_cells)]
    lines.append("layout: " + (" ".join(layout) or "-"))
    for seat in range(game.players):
        cards = _runs(s.hands[seat]) + ["JK"] * s.jokers[seat]
        lines.append(f"hand {seat}: " + (" ".join(cards) or "-"))
    if rules.kill is not None or game.row_order != DEFAULT_ROWS:
        lines.append("rows: " + "".join(str(suit) for suit in game.row_order))
    for seat in range(game.players):
        if s.penalties[seat]:
            lines.append(f"penalties {seat}: " + " ".join(_runs(s.penalties[seat])))
    if s.killed:
        killed = []
        killed_by = core.killed_by_of(game)
        for card in cards_of(s.killed):
            by = killed_by.get(card.index)
            killed.append(f"{card} by {DECK[by]}" if by is not None else str(card))
        lines.append("killed: " + "; ".join(killed))
    lines.append("passes: " + " ".join(map(str, s.passes)))
    lines.append("status: " + " ".join(s.status))
    order = []
    for name, seats in (("out", s.out), ("dropped", s.dropped), ("bankrupt", s.bankrupt)):
        if seats:
            order.append(f"{name} " + " ".join(map(str, seats)))
    if s.last is not None:
        order.append(f"last {s.last}")
    if order:
        lines.append("order: " + "; ".join(order))
    if rules.scoring == "chips":
        lines.append("chips: " + " ".join(map(str, s.chips)))
        lines.append(f"pot: {s.pot}")
        if s.taken is not None:
            lines.append(f"pot taken: {s.taken}")
    if s.set_aside:
        lines.append(f"jokers aside: {s.set_aside}")
    if s.ghost is not None:
        lines.append(f"ghost: {s.ghost}")
    if s.completed:
        lines.append("completed: " + "; ".join(f"{DECK[13 * suit].suit} by {p}" for suit, p in s.completed))
    lines.append("to move: " + ("-" if s.to_move is None else str(s.to_move)))
    return "\n".join(lines) + "\n"


def parse_layout_token(item: Card | str) -> tuple[Card, bool]:
    """A layout entry: a card, or ``"JK=5♠"`` for a joker standing in 5♠'s cell."""
    if isinstance(item, str) and "=" in item:
        head, _, tail = item.partition("=")
        joker, card = Card.parse(head), Card.parse(tail)
        if not joker.is_joker or card.is_joker:
            raise PositionError(f"layout entry {quote(item)}: write a joker in a cell as 'JK=5♠'")
        return card, True
    card = Card.parse(item)
    if card.is_joker:
        raise PositionError("a joker in the layout stands for a card: write it 'JK=5♠' (J2)")
    return card, False


def read_cards(text: str, where: str) -> list[str]:
    """The card texts of a space-separated list, runs like ``6♠-Q♠`` expanded (``-`` or nothing for
    none); a :class:`NotationError` naming ``where`` for a bad run. Shared by position text and
    ``from_position``'s card lists."""
    if text.strip() in ("-", ""):
        return []
    out = []
    for token in text.split():
        if "-" in token and not token.startswith("JK"):
            low_text, _, high_text = token.partition("-")
            try:
                low, high = Card.parse(low_text), Card.parse(high_text)
            except CardError as exc:
                raise NotationError(f"{where}: bad run {quote(token)}: {exc}") from None
            if low.is_joker or high.is_joker or low.suit != high.suit or low.rank > high.rank:
                raise NotationError(f"{where}: a run is low-high in one suit, like 6♠-Q♠, not {quote(token)}")
            out += [str(Card(low.suit, Rank(r))) for r in range(low.rank, high.rank + 1)]
        else:
            out.append(token)
    return out


def _flag_value(name: str, text: str) -> Any:
    if text == "none":
        return None
    if text in ("true", "false"):
        return text == "true"
    if name == "opening_card":
        return Card.parse(text)
    if name == "source_players":
        return tuple(_int(t, f"rules: {name}") for t in text.split("-"))
    if _NUMBER.fullmatch(text):
        return int(text)
    return text


def _rules(text: str) -> Ruleset:
    if not text.split():
        raise NotationError("rules: give a preset name, then any flags, like 'tunnel passes=5'")
    name, *flags = text.split()
    ruleset = Ruleset.preset(name)
    known = {f.name for f in fields(Ruleset)}
    changes = {}
    for flag in flags:
        key, eq, value = flag.partition("=")
        if not eq or key not in known:
            raise NotationError(f"rules: {quote(flag)} is not a known flag=value")
        changes[key] = _flag_value(key, value)
    return ruleset.replace(**changes)


_NUMBER = re.compile(r"-?[0-9]{1,18}")


def _int(text: str, where: str) -> int:
    """A whole number written in ASCII digits (at most 18 of them)."""
    if not _NUMBER.fullmatch(text):
        raise NotationError(f"{where}: expected a number, not {quote(text)}")
    return int(text)


def parse(text: str) -> Game:
    """Read position text; errors name the line and what was wrong."""
    from .game import Game

    if not isinstance(text, str):
        raise NotationError(f"position text must be a string, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise NotationError(f"position text is {len(text):,} characters long; at most {MAX_TEXT:,} are read")
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if not lines or lines[0] != HEADER:
        raise NotationError(f"line 1: position text starts with {HEADER!r}")
    values: dict[str, tuple[int, str]] = {}
    for number, line in enumerate(lines[1:], 2):
        key, colon, value = line.partition(":")
        if not colon:
            raise NotationError(f"line {number}: expected 'key: value', got {quote(line)}")
        key = key.strip()
        if key in values:
            raise NotationError(f"line {number}: {quote(key)} given twice")
        values[key] = (number, value.strip())

    def take(key: str, default: str | None = None) -> str:
        if key not in values:
            if default is None:
                raise NotationError(f"missing line {key!r}")
            return default
        return values.pop(key)[1]

    numbers = {key: number for key, (number, _) in values.items()}

    def where(key: str) -> str:
        """The line a key was read from, for messages: ``line 9 (status)``."""
        return f"line {numbers[key]} ({key})" if key in numbers else key

    try:
        rules = _rules(take("rules"))
        players = _int(take("players"), "players")
        dealer = _int(take("dealer", "0"), "dealer")
        if not Ruleset.MIN_PLAYERS <= players <= Ruleset.MAX_PLAYERS:
            raise NotationError(f"{where('players')}: players must be 2 to 8, not {players} (R1)")
        if not 0 <= dealer < players:
            raise NotationError(f"{where('dealer')}: dealer must be a player 0–{players - 1}, not {dealer} (R2)")
        state = core.State(players)  # the position, read line by line, then handed to Game at once
        seen: dict[int, str] = {}

        def claim(card: Card, place: str, line: str) -> None:
            if seen.get(card.index) == place:
                raise NotationError(f"{line}: {card} is listed twice {place}: a card has one place (L1)")
            if card.index in seen:
                raise NotationError(f"{line}: {card} is both {seen[card.index]} and {place} (L1)")
            seen[card.index] = place

        line = where("layout")
        for token in read_cards(take("layout"), line):
            card, as_joker = parse_layout_token(token)
            claim(card, "in the layout", line)
            state.layout |= card.bit
            if as_joker:
                state.joker_cells |= card.bit
        for seat in range(players):
            key = f"hand {seat}"
            line = where(key)
            for token in read_cards(take(key), line):
                card = Card.parse(token)
                if card is JOKER:
                    state.jokers[seat] += 1
                else:
                    claim(card, f"in hand {seat}", line)
                    state.hands[seat] |= card.bit
        rows = take("rows", "")
        row_order = Ruleset(row_order=rows).row_order if rows else None
        if isinstance(row_order, str):  # "shuffled": a ruleset deals the rows; a position has them (K1)
            raise NotationError(f"{where('rows')}: list the four suits once each, like ♠♥♣♦, not {quote(rows)} (K1)")
        state.board = core.Tables.of(rules, players).board(
            row_order or (DEFAULT_ROWS if rules.row_order == "shuffled" else rules.row_order)
        )
        for seat in range(players):
            key = f"penalties {seat}"
            line = where(key)
            for token in read_cards(take(key, "-"), line):
                card = Card.parse(token)
                if card.is_joker:
                    raise NotationError(f"{line}: a joker is never a penalty card: kill games have no joker (K10)")
                claim(card, f"among player {seat}'s penalty cards", line)
                state.penalties[seat] |= card.bit
        killed_by: dict[int, int] = {}
        for part in take("killed", "").split(";"):
            if part.strip():
                cell, _, by = part.strip().partition(" by ")
                card = Card.parse(cell)
                killer = Card.parse(by) if by else None
                if card.is_joker or (killer is not None and killer.is_joker):
                    raise NotationError(f"{where('killed')}: a joker never kills nor is killed: kill games have no "
                                        "joker (K10)")
                if state.killed & card.bit:
                    raise NotationError(f"{where('killed')}: {card} is listed twice (K3)")
                state.killed |= card.bit
                if killer is not None:
                    killed_by[card.index] = killer.index
        line = where("passes")
        state.passes = [_int(t, line) for t in take("passes", " ".join(["0"] * players)).split()]
        line = where("status")
        state.status = take("status", " ".join([core.ACTIVE] * players)).split()
        for status in state.status:
            if status not in core.STATUSES:
                raise NotationError(f"{line}: unknown status {quote(status)}; one of {', '.join(core.STATUSES)}")
        if len(state.passes) != players or len(state.status) != players:
            raise NotationError(f"passes and status need one entry per player ({players})")
        line = where("order")
        given: set[str] = set()
        for part in take("order", "").split(";"):
            if not part.strip():
                continue
            name, *seats = part.split()
            if name in given:
                raise NotationError(f"{line}: {quote(name)} is given twice (R8)")
            given.add(name)
            seat_numbers = [_int(s, line) for s in seats]
            if name == "last" and len(seat_numbers) == 1:
                state.last = seat_numbers[0]
            elif name in ("out", "dropped", "bankrupt"):
                setattr(state, name, seat_numbers)
            else:
                raise NotationError(f"{line}: unknown order entry {quote(part.strip())}")
        if rules.scoring == "chips":
            line = where("chips")
            state.chips = [_int(t, line) for t in take("chips").split()]
            state.pot = _int(take("pot"), where("pot"))
            taken = take("pot taken", "-")
            state.taken = None if taken == "-" else _int(taken, where("pot taken"))
            if len(state.chips) != players:
                raise NotationError(f"{line}: one chip count per player ({players})")
        state.set_aside = _int(take("jokers aside", "0"), where("jokers aside"))
        ghost = take("ghost", "-")
        state.ghost = None if ghost == "-" else _int(ghost, where("ghost"))
        completed = []
        line = where("completed")
        for part in take("completed", "").split(";"):
            if part.strip():
                suit_text, by, seat = part.partition(" by ")
                if not by:
                    raise NotationError(f"{line}: write a completed suit as '♠ by 1', not {quote(part.strip())}")
                completed.append((Suit.parse(suit_text).value, _int(seat.strip(), line)))
        state.completed = tuple(completed)
        to_move = take("to move")
        state.to_move = None if to_move == "-" else _int(to_move, where("to move"))
        moves = take("moves", "")
        if values:
            key = next(iter(values))
            raise NotationError(f"line {values[key][0]}: unknown line {quote(key)}")
        game = Game.from_core_state(rules, state, dealer, row_order, killed_by, _where=where)
    except NotationError:
        raise
    except ShichiError as exc:
        raise NotationError(str(exc)) from None
    for number, token in enumerate(t.strip() for t in moves.split(",") if t.strip()):
        try:
            if token.startswith("talk "):
                game.talk_to_ghost(_int(token[5:], "talk"))
            else:
                game.play(token)
        except ShichiError as exc:
            raise NotationError(f"moves: move {number + 1} ({quote(token)}): {exc}") from None
    return game

