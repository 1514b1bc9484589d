"""The game state: dealing, legal moves, playing, undo, and the end of a hand.

State is a handful of integers and short lists (hands and the layout are 52-bit sets), so a move
is a few bit operations and undo restores a small record. Common moves (a card that is not the
player's last, a pass with a token left) take a fast path; everything else (going out,
bankruptcy, jokers, yūrei) saves a snapshot of the small state first and takes the general path.
The rules themselves are the core's (:mod:`.core`): ``Game`` checks each move, calls the core's
transition, and keeps the events and what undo needs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from . import core
from . import events as ev
from .cards import DECK, JOKER, Card, Suit, cards_of, low_bits
from .catalogue import Phrase
from .core import ACTIVE, BANKRUPT, DROPPED, OUT, SEVENS_MASK, STATUSES, YUREI_STATUS
from .errors import IllegalMoveError, NotationError, PositionError, RulesetError, ShichiError, quote
from .layout import DOWN, FULL_ROW, SEVEN, UP, direction_cells, joker_targets
from .moves import JOKER_KIND, PASS, PASS_KIND, PLAY, TALK, YUREI, Move
from .result import outcome_summary
from .rules import DEFAULT_ROWS, Ruleset, _parse_rows
from .state import GameState

if TYPE_CHECKING:
    from .result import Result

__all__ = ["ACTIVE", "BANKRUPT", "DROPPED", "OUT", "YUREI_STATUS", "Game", "Turn"]

_PASS_ONLY = (PASS,)
_PLAYED_EVENTS = [[(ev.Played(p, card),) for card in DECK] for p in range(Ruleset.MAX_PLAYERS)]
_PASS_EVENTS: dict[tuple, tuple[ev.Event, ...]] = {}
_JOKER_EVENTS: dict[tuple, tuple[ev.Event, ...]] = {}  # (player, card, cell, owner): a quiet joker play's events


def _row_moves(suit: int, kind: str = PLAY) -> tuple[tuple[Move, ...], ...]:
    """For every 13-bit set of one suit's cards, the tuple of their play (yūrei, wild joker) moves."""
    if kind is JOKER_KIND:
        moves = [Move(JOKER_KIND, None, DECK[13 * suit + pos]) for pos in range(13)]
    else:
        moves = [Move(kind, DECK[13 * suit + pos]) for pos in range(13)]
    return tuple(
        tuple(moves[pos] for pos in range(13) if row >> pos & 1) for row in range(FULL_ROW + 1)
    )


_ROW_MOVES = tuple(_row_moves(suit) for suit in range(4))
_R0, _R1, _R2, _R3 = _ROW_MOVES


@cache
def _kind_rows(kind: str) -> tuple[tuple[tuple[Move, ...], ...], ...]:
    """Per-suit move tables for yūrei cards and wild jokers, built the first time a game needs them."""
    return tuple(_row_moves(suit, kind) for suit in range(4))


@cache
def _wild_rows() -> tuple[tuple[tuple[Move, ...], ...], ...]:
    """J7's per-suit tables of wild joker moves (:func:`_kind_rows`), then the last suit's again
    with the pass after each entry: a wild holder's moves end with one table read, pass and all."""
    rows = _kind_rows(JOKER_KIND)
    return (*rows, tuple(row + _PASS_ONLY for row in rows[3]))


def _moves_from(rows: tuple[tuple[tuple[Move, ...], ...], ...], mask: int) -> tuple[Move, ...]:
    """The moves of a per-suit table for the cards of a 52-bit set."""
    return rows[0][mask & 0x1FFF] + rows[1][mask >> 13 & 0x1FFF] + rows[2][mask >> 26 & 0x1FFF] + rows[3][mask >> 39]

def _joker_row_moves(suit: int, row: int, tunnels: str | None) -> tuple[tuple[int, int, Move], ...]:
    """J2's joker plays in one row: (X bit, Y bit, move) with 52-bit masks."""
    shift = 13 * suit
    return tuple(
        (1 << (shift + x), 1 << (shift + y), Move(JOKER_KIND, DECK[shift + y], DECK[shift + x]))
        for x, y in joker_targets(row, tunnels)
    )


def _joker_move(a: int, b: int) -> Move:
    """The core's joker play ``(a, b)`` as a move: ``JK=X+Y`` (J2) or ``JK=X`` alone (J7)."""
    move = _JOKER_MOVES.get((a, b))
    if move is None:
        card = DECK[a.bit_length() - 1] if a else None
        move = _JOKER_MOVES[(a, b)] = Move(JOKER_KIND, card, DECK[b.bit_length() - 1])
    return move


_JOKER_MOVES: dict[tuple[int, int], Move] = {}


class _JokerSubsets(dict):
    """One row's joker moves by the holder's cards among the row's X and Y cells (a subset of at
    most four bits): made the first time a subset is seen, at most 16 entries."""

    __slots__ = ("pairs",)

    def __init__(self, pairs: tuple[tuple[int, int], ...]) -> None:
        super().__init__()
        self.pairs = pairs

    def __missing__(self, subset: int) -> tuple[Move, ...]:
        plays = self[subset] = tuple([_joker_move(y, x) for y, x in self.pairs if subset & y and not subset & x])
        return plays


_NO_JOKER_PLAYS: tuple[int, dict[int, tuple[Move, ...]]] = (0, {0: ()})


class _JokerRows(dict):
    """One suit's J2/J4/T4 joker plays under one tunnel rule, by the suit's 13-bit row: ``(mask,
    plays)`` where ``mask`` holds the row's X and Y bits (52-bit) and ``plays`` maps the holder's
    cards there (``hand & mask``) to the tuple of joker moves they allow, in
    :func:`~.core.joker_options` order. Filled the first time a row is seen: at most 8,192 rows."""

    __slots__ = ("shift", "tunnels")

    def __init__(self, suit: int, tunnels: str | None) -> None:
        super().__init__()
        self.shift = 13 * suit
        self.tunnels = tunnels

    def __missing__(self, row: int) -> tuple[int, dict[int, tuple[Move, ...]]]:
        shift = self.shift
        pairs = tuple((1 << (shift + y), 1 << (shift + x)) for x, y in joker_targets(row, self.tunnels))
        if not pairs:
            entry = _NO_JOKER_PLAYS
        else:
            mask = 0
            for y, x in pairs:
                mask |= y | x
            entry = (mask, _JokerSubsets(pairs))
        self[row] = entry
        return entry


@cache
def _joker_rows(tunnels: str | None) -> tuple[_JokerRows, ...]:
    """The four suits' :class:`_JokerRows` of a tunnel rule (three rules: three sets)."""
    return tuple(_JokerRows(suit, tunnels) for suit in range(4))


def _joker_plays(rows: tuple[_JokerRows, ...], layout: int, hand: int) -> tuple[Move, ...]:
    """J2/J4/T4: the joker plays of a holder of ``hand``, a table read per suit of ``rows``
    (:func:`_joker_rows`; equal to :func:`~.core.joker_options` turned into moves)."""
    j0, j1, j2, j3 = rows
    m0, p0 = j0[layout & 0x1FFF]
    m1, p1 = j1[layout >> 13 & 0x1FFF]
    m2, p2 = j2[layout >> 26 & 0x1FFF]
    m3, p3 = j3[layout >> 39]
    return p0[hand & m0] + p1[hand & m1] + p2[hand & m2] + p3[hand & m3]


class Turn(NamedTuple):
    """One entry of ``Game.history``: who moved, the move, and the events it caused."""

    player: int
    move: Move
    events: tuple[ev.Event, ...]

    @property
    def kind(self) -> str:
        """The move's kind: ``"play"``, ``"pass"``, ``"joker"``, ``"yurei"`` (B5) or ``"talk"`` (G1)."""
        return self.move.kind


def _plays(mask: int) -> tuple[Move, ...]:
    """The play moves for a set of cards: four table reads, one per suit."""
    return _R0[mask & 0x1FFF] + _R1[mask >> 13 & 0x1FFF] + _R2[mask >> 26 & 0x1FFF] + _R3[mask >> 39]


_R3_PASS = tuple(row + _PASS_ONLY for row in _R3)
"""The last suit's play moves, each followed by the pass: ``legal_moves()`` adds the pass with its
fourth table read."""


def _as_rules(ruleset: Ruleset | str) -> Ruleset:
    if isinstance(ruleset, Ruleset):
        return ruleset
    if isinstance(ruleset, str):
        return Ruleset.preset(ruleset)
    raise RulesetError(f"expected a Ruleset or a preset name such as 'tunnel', not {quote(ruleset)}")


_CARDS_FORM = "a list of cards, or a text such as 'A♣-8♣ 7♠'"


def _card_list(value: object, what: str) -> list[Card | str]:
    """``from_position``'s cards: a list of cards (or card texts), or one text with runs as in
    position text, ``'A♣-8♣ 7♠'``; anything else is refused with what was expected."""
    if isinstance(value, str):
        from .notation import _cards

        return list(_cards(value, what))
    if value is None or isinstance(value, (Card, bytes, dict)) or not isinstance(value, Iterable):
        raise PositionError(f"{what} must be {_CARDS_FORM}, not {quote(value)}")
    return list(value)  # type: ignore[arg-type]


def _hand_lists(value: object, what: str) -> list[list[Card | str]]:
    """One list of cards per player (each as :func:`_card_list` reads it)."""
    if value is None or isinstance(value, (str, Card, bytes, dict)) or not isinstance(value, Iterable):
        raise PositionError(
            f"{what} must be a list with one entry per player, each {_CARDS_FORM}, not {quote(value)}"
        )
    return [_card_list(hand, f"{what[:-1] if what == 'hands' else what} {seat}") for seat, hand in enumerate(value)]


class Game:
    """One hand of a Shichi Narabe family game. Build it with :meth:`new`, :meth:`from_position`
    or :meth:`from_text`; players are numbered from 0 and play clockwise (R1)."""

    # ---------------------------------------------------------------- construction

    def __init__(self, rules: Ruleset, players: int, dealer: int = 0) -> None:
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self._configure()
        self._killed_by: dict[int, int] = {}  # killed cell -> the card whose play killed it
        self._history: list[tuple] = []
        self._initial: tuple | None = None

    def _configure(self) -> None:
        rules = self.rules
        n = self.players
        if not isinstance(n, int) or isinstance(n, bool) or not Ruleset.MIN_PLAYERS <= n <= Ruleset.MAX_PLAYERS:
            raise PositionError(f"players must be 2 to 8, not {quote(n)} (R1)")
        if not isinstance(self.dealer, int) or isinstance(self.dealer, bool) or not 0 <= self.dealer < n:
            raise PositionError(f"dealer must be a player 0–{n - 1}, not {quote(self.dealer)} (R2)")
        t = self._t = core.Tables.of(rules, n)  # the rule flags as tables (the core's)
        self._s = core.State(n)  # the position, on which the core's transitions run
        self._sevens_dealt = t.sevens_dealt
        self._opening = t.opening
        self._joker_rows = _joker_rows(rules.tunnels)  # J2/J4/T4 plays per suit and row (shared tables)
        self._wild = _wild_rows() if t.wild else None  # J7 moves per suit and row (shared tables)
        rows = rules.row_order if rules.row_order != "shuffled" else DEFAULT_ROWS
        self._set_rows(rows)

    def _set_rows(self, rows: Sequence) -> None:
        """The suits' rows top to bottom (K1); kill games build their board from it."""
        self.row_order = rows if rows == DEFAULT_ROWS else _parse_rows(rows)  # validated, as Suits
        self._s.board = self._t.board(self.row_order)

    @classmethod
    def new(
        cls,
        ruleset: Ruleset | str = "shichi-narabe",
        players: int = 4,
        seed: int | None = None,
        dealer: int = 0,
        chips: Sequence[int] | None = None,
    ) -> Game:
        """Shuffle and deal a new hand (R2, B1, W1); the same seed deals the same hand.

        ``chips`` (Sevens) are the players' chips before the ante; a :class:`Match` passes them.
        """
        rules = _as_rules(ruleset)
        game = cls(rules, players, dealer)
        start = None
        if chips is not None and rules.scoring == "chips":
            start = list(chips)
            if len(start) != players:
                raise PositionError(f"chips needs one number per player ({players}), got {len(start)}")
        _, _, rows = core.deal(game._t, seed, dealer, start, game._s)  # into the game's new state
        if rules.row_order == "shuffled":
            game._set_rows(rows)  # K1: shuffled rows come from the deal's stream
        game._initial = game._snapshot()
        return game

    @classmethod
    def from_position(
        cls,
        ruleset: Ruleset | str,
        layout: Iterable[Card | str] = (),
        hands: Sequence[Iterable[Card | str]] = (),
        to_move: int = 0,
        passes_used: Sequence[int] | None = None,
        dealer: int = 0,
        row_order: Sequence[Suit | str] | None = None,
        penalties: Sequence[Iterable[Card | str]] | None = None,
    ) -> Game:
        """Any position for teaching and exploring.

        The layout, each hand and each player's penalties are a list of cards (or card texts), or
        one text as in position text, runs included: ``layout="A♣-8♣ 7♠"``, ``hands=["9♣ 6♠",
        "-"]``. The layout may have gaps (as after a bankruptcy, R9) and may hold a joker standing
        for a card, written ``"JK=5♠"``. Cards in neither the layout nor a hand are out of play (a
        partial deck). A player with an empty hand is out, ranked in seat order. Kill games take
        the ``row_order`` (K1) and each player's ``penalties`` (cards whose cells were killed).
        Impossible positions (and a blocked one, where nobody could ever place a card) raise
        :class:`PositionError` naming the reason.
        """
        rules = _as_rules(ruleset)
        layout = _card_list(layout, "layout")
        hands = _hand_lists(hands, "hands")
        game = cls(rules, len(hands), dealer)
        if row_order is not None:
            game._set_rows(row_order)
        seen: dict[int, str] = {}

        def claim(card: Card, where: str) -> None:
            if seen.get(card.index) == where:
                raise PositionError(f"{card} is listed twice {where}: a card has one place (L1)")
            if card.index in seen:
                raise PositionError(f"{card} is both {seen[card.index]} and {where}: a card has one place (L1)")
            seen[card.index] = where

        from .notation import parse_layout_token

        for item in layout:
            card, as_joker = parse_layout_token(item)
            claim(card, "in the layout")
            game._layout |= card.bit
            if as_joker:
                game._joker_cells |= card.bit
        jokers_seen = bin(game._joker_cells).count("1")
        for seat, hand in enumerate(hands):
            for item in hand:
                card = Card.parse(item)
                if card.is_joker:
                    game._jokers[seat] += 1
                    jokers_seen += 1
                    continue
                claim(card, f"in player {seat}'s hand")
                game._hands[seat] |= card.bit
        if penalties is not None:
            if rules.kill is None:
                raise PositionError("penalty cards belong to kill games (K3)")
            penalties = _hand_lists(penalties, "penalties")
            if len(penalties) != game.players:
                raise PositionError(f"penalties needs one list per player ({game.players}) (K3)")
            for seat, cards in enumerate(penalties):
                for item in cards:
                    card = Card.parse(item)
                    claim(card, f"among player {seat}'s penalty cards")
                    game._penalties[seat] |= card.bit
                    game._killed |= card.bit
        if jokers_seen > rules.jokers:
            raise PositionError(
                f"{jokers_seen} joker(s) in the position but the ruleset has {rules.jokers} (J1)"
            )
        if passes_used is not None:
            if isinstance(passes_used, (str, bytes, dict)) or not isinstance(passes_used, Iterable):
                raise PositionError(
                    f"passes_used must be a list of whole numbers, one per player, not {quote(passes_used)} (R5)"
                )
            passes_used = list(passes_used)
            if len(passes_used) != game.players:
                raise PositionError(f"passes_used needs one number per player ({game.players})")
            game._passes = list(passes_used)
        game._to_move = to_move
        for seat in range(game.players):
            if not game._hands[seat] and not game._jokers[seat]:
                game._status[seat] = OUT
                game._out.append(seat)
        if rules.end == "all-placed" and all(s != ACTIVE for s in game._status):
            game._to_move = None
        if rules.scoring == "chips":
            game._chips = [rules.chips - rules.ante] * game.players
            game._pot = rules.ante * game.players
        game._check_position()
        game._start()
        return game

    @classmethod
    def from_text(cls, text: str) -> Game:
        """Read the notation written by :meth:`to_text` (see ``shichi_widgets.engine.notation``): at
        most ``notation.MAX_TEXT`` (1,000,000) characters; a longer text is refused unread."""
        from .notation import parse

        return parse(text)

    def to_text(self, history: bool = False) -> str:
        """A short, human-readable notation of the position; ``history=True`` writes the
        starting position and the moves instead, so that undo survives the round trip."""
        from .notation import write

        return write(self, history=history)

    def _start(self) -> None:
        """Finish set-up: derived state, then remember the start for ``to_text(history=True)``. A
        finished Sevens hand given before W5's settlement (as older text wrote it) is settled."""
        if self._s.to_move is None and self._t.scoring == "chips":
            core.pay_out(self._s)
        self._refresh()
        self._initial = self._snapshot()

    def _check_position(self, where: Callable[[str], str] | None = None) -> None:
        """Refuse positions that cannot occur, naming the rule: the one checker that
        :meth:`from_position`, :meth:`from_state` and :meth:`from_text` (through
        :meth:`from_core_state`) share. ``where(key)`` names the field for the message (position
        text names its line: ``line 9 (status)``); a position text's errors are
        :class:`NotationError`, the others :class:`PositionError`."""
        rules, n = self.rules, self.players
        from .reachable import check_reachable

        check_reachable(
            rules, self._s, self._killed_by, where or _field_name, NotationError if where else PositionError
        )
        if self._sevens_dealt:
            for seat in range(n):
                if self._hands[seat] & SEVENS_MASK:
                    from .messages import cards_text

                    sevens = cards_text(cards_of(self._hands[seat] & SEVENS_MASK))
                    raise PositionError.said("error.position.sevens_held", player=seat, cards=sevens)
        for seat, used in enumerate(self._passes):
            if not isinstance(used, int) or isinstance(used, bool) or used < 0:
                raise PositionError(f"player {seat}'s passes used must be a whole number ≥ 0 (R5)")
            if rules.passes is not None and used > rules.passes:
                raise PositionError.said("error.position.passes_over", player=seat, used=used, limit=rules.passes)
        if rules.joker_alone_drops_out:
            for seat in range(n):
                if self._status[seat] == ACTIVE and not self._hands[seat] and self._jokers[seat]:
                    raise PositionError.said("error.position.joker_alone", player=seat)
        if self._board is not None:
            enclosed = self._board.dead_cells(self._layout) & ~self._closed_cells()
            if enclosed:
                cells = " ".join(map(str, cards_of(enclosed)))
                rule = "K8" if rules.kill == "group" else "K3"
                raise PositionError(f"{cells} would already be killed ({rule}): list them as penalty cards")
        active = [s for s in range(n) if self._status[s] == ACTIVE]
        self._refresh()
        blocked = self._blockable and not self._anyone_can_place()
        if self._over_state():
            ended = {
                "last-holder": len(active) <= 1,
                "first-out": bool(self._out) or not active or blocked,
                "all-placed": not active,
            }[rules.end]
            if not ended:
                raise PositionError("nobody is to move, but the hand is not over (R8, B6, W5, K5)")
            return
        to_move = self._to_move
        if not isinstance(to_move, int) or isinstance(to_move, bool) or not 0 <= to_move < n:
            raise PositionError(f"to_move must be a player 0–{n - 1}, not {quote(to_move)} (R1)")
        if self._status[to_move] != ACTIVE:
            from .explain import status_text

            status = self._status[to_move]
            raise PositionError.said(
                "error.position.to_move_inactive", player=to_move,
                status=Phrase.of(lambda lang: status_text(self, status, lang)),
            )
        if not self._hands[to_move] and not self._jokers[to_move]:
            raise PositionError.said("error.position.to_move_no_cards", player=to_move)
        holders = [s for s in range(n) if self._status[s] == ACTIVE]
        if rules.end == "last-holder" and len(holders) < 2:
            raise PositionError("fewer than two players hold cards: the game is already over (R8)")
        if rules.end == "first-out" and self._out:
            raise PositionError.said("error.position.already_over", player=self._out[0])
        if blocked:
            raise PositionError(
                "nobody can ever place a card in this position (the cards the layout needs are out of play) and a "
                "stuck player only loses the turn (B8, W4), so the hand would be over before it starts: a blocked "
                "hand ends as it stands (B5, W5)"
            )
        if self._opening and not self._layout & self._opening:
            holder = self._holder(self._opening)
            if holder is None:
                raise PositionError(f"{rules.opening_card} must open the hand but is nowhere (B2)")
            if self._layout:
                raise PositionError(f"no card may be played before {rules.opening_card} opens (B2)")
            if holder != to_move:
                raise PositionError.said(
                    "error.position.opener_must_open", holder=holder, opening=rules.opening_card, player=to_move
                )

    def _over_state(self) -> bool:
        return self._to_move is None

    # ---------------------------------------------------------------- reading the state

    @property
    def to_move(self) -> int | None:
        """The player to move, or ``None`` once the hand is over."""
        return self._s.to_move

    @property
    def is_over(self) -> bool:
        return self._s.to_move is None

    def hand(self, player: int) -> list[Card]:
        """The player's cards in suit-then-rank order, jokers last. With hidden penalties (K6)
        the killed cards stay in the hand, unplayable."""
        self._check_player(player)
        return cards_of(self._hands[player] | self._hidden(player)) + [JOKER] * self._jokers[player]

    def hand_size(self, player: int) -> int:
        self._check_player(player)
        return (self._hands[player] | self._hidden(player)).bit_count() + self._jokers[player]

    def _hidden(self, player: int) -> int:
        """K6: penalty cards kept face down in the owner's hand."""
        return self._penalties[player] if self.rules.hidden_penalties else 0

    @property
    def layout(self) -> frozenset[Card]:
        """The cards whose cells are filled (a cell holding a joker counts as its card)."""
        return frozenset(cards_of(self._layout))

    @property
    def joker_cells(self) -> frozenset[Card]:
        """Cells filled by a joker that nobody could swap back (only in partial-deck positions)."""
        return frozenset(cards_of(self._joker_cells))

    def status(self, player: int) -> str:
        """``"active"``, ``"out"``, ``"bankrupt"``, ``"yurei"`` or ``"dropped-out"``."""
        self._check_player(player)
        return self._status[player]

    @property
    def statuses(self) -> tuple[str, ...]:
        return tuple(self._status)

    def passes_used(self, player: int) -> int:
        self._check_player(player)
        return self._passes[player]

    @property
    def passes(self) -> tuple[int, ...]:
        """Passes used by each player (R5)."""
        return tuple(self._passes)

    @property
    def chips(self) -> tuple[int, ...]:
        """Each player's chips in Sevens (W1, W4); zeros in other games. Once the hand is over,
        after W5's settlement: the same as ``result.chips``."""
        return tuple(self._chips)

    @property
    def pot(self) -> int:
        return self._pot

    @property
    def out_order(self) -> tuple[int, ...]:
        """The players who went out, in the order they did (R7, R8, K5)."""
        return tuple(self._out)

    @property
    def last_holder(self) -> int | None:
        """The last player holding cards once the others are out, ranked after them (R8)."""
        return self._last

    @property
    def dropped_order(self) -> tuple[int, ...]:
        """The players who dropped out with a lone joker, in order (J8)."""
        return tuple(self._dropped)

    @property
    def bankrupt_order(self) -> tuple[int, ...]:
        """The players who went bankrupt (R9) or left (K4), in order."""
        return tuple(self._bankrupt)

    @property
    def completed_suits(self) -> tuple[tuple[Suit, int], ...]:
        """Each suit whose row is complete and the player who completed it (the kings bonus)."""
        return tuple((Suit(suit), p) for suit, p in self._completed)

    @property
    def ghost(self) -> int | None:
        """The current ghost in the talking-ghost variant (G1)."""
        return self._ghost

    @property
    def exposed(self) -> dict[int, list[Card]]:
        """Each yūrei's exposed cards (B5)."""
        return {
            s: self.hand(s) for s in range(self.players) if self._status[s] == YUREI_STATUS
        }

    def penalty_cards(self, player: int) -> list[Card]:
        """Kill games: the player's penalty cards (killed, K3/K8, or left with, K4)."""
        self._check_player(player)
        return cards_of(self._penalties[player])

    @property
    def killed_cells(self) -> frozenset[Card]:
        """Kill games: cells killed by a play (K3, K8)."""
        return frozenset(cards_of(self._killed))

    @property
    def dead_cells(self) -> frozenset[Card]:
        """Kill games: every cell that can never be played: killed, or a leaver's card (K4)."""
        return frozenset(cards_of(self._closed))

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every move so far with its events, oldest first."""
        return tuple(Turn(r[0], r[1], r[2]) for r in self._history)

    def playable_cells(self) -> frozenset[Card]:
        """The cells open right now, whoever holds their cards: what a layout display highlights."""
        return frozenset(cards_of(self._open))

    @property
    def open_mask(self) -> int:
        """The open cells as a 52-bit set (bit = card index); for views that draw the layout."""
        return self._open

    @property
    def layout_mask(self) -> int:
        return self._layout

    def hand_mask(self, player: int) -> int:
        self._check_player(player)
        return self._hands[player]

    @property
    def result(self) -> Result | None:
        """The ranking, penalties or chips once the hand is over (R8, B6, W5); else ``None``."""
        if self._s.to_move is not None:
            return None
        from .result import compute_result

        return compute_result(self)

    def explain(self, card: Card | str, lang: str = "en") -> str:
        """One sentence: why this card (or move text such as ``"JK=5♠+4♠"``) is playable or not
        now, citing the rule (RULES.md section 9). ``lang="ja"`` says it in Japanese (the rule
        ids stay); the languages are ``messages.LANGUAGES``."""
        from .explain import explain

        return explain(self, card, lang)

    # ---------------------------------------------------------------- legal moves

    def legal_moves(self, player: int | None = None) -> tuple[Move, ...]:
        """The moves of the player to move; never empty before the game ends (R6).

        Order: plain card plays in card order (suit, then rank), then joker plays, then a
        yūrei's exposed cards, then the pass. ``player`` asks for any active player's moves as if
        it were their turn (nothing else changes); ``()`` for a player who has no turns; before the
        opening card is played only its holder can be to move (B2): other players raise
        :class:`IllegalMoveError`.
        """
        s = self._s
        p = s.to_move
        if p is None:
            return ()
        if player is not None and player != p:
            return self._moves_as_if(player)
        playable = s.hands[p] & s.open
        if s.jokers[p] or s.exposed:
            wild = self._wild
            if wild is None or s.exposed:
                return self._legal_general(p, playable)
            # J7 without a yūrei (as _legal_general): the cards, the joker as each open cell p lacks,
            # then the pass (its own table read) when allowed or when nothing is open
            cells = s.open ^ playable
            t = self._t
            w0, w1, w2, w3, w3_pass = wild
            last = w3 if s.open and (t.must or s.passes[p] >= t.limit or s.gate) else w3_pass
            return (
                _R0[playable & 0x1FFF] + _R1[playable >> 13 & 0x1FFF] + _R2[playable >> 26 & 0x1FFF]
                + _R3[playable >> 39]
                + w0[cells & 0x1FFF] + w1[cells >> 13 & 0x1FFF] + w2[cells >> 26 & 0x1FFF] + last[cells >> 39]
            )
        if playable:
            t = self._t
            if t.must or s.passes[p] >= t.limit or s.gate:
                return _plays(playable)
            return (  # the plays, then the pass (in the last suit's table)
                _R0[playable & 0x1FFF] + _R1[playable >> 13 & 0x1FFF] + _R2[playable >> 26 & 0x1FFF]
                + _R3_PASS[playable >> 39]
            )
        return _PASS_ONLY

    def _moves_as_if(self, player: int) -> tuple[Move, ...]:
        self._check_player(player)
        if self._status[player] != ACTIVE:
            return ()
        if self._gate and self._holder(self._opening) != player:
            raise IllegalMoveError.said(
                "error.opener_must_open", holder=self._holder(self._opening), opening=self.rules.opening_card,
                player=player,
            )
        to_move = self._to_move
        self._to_move = player
        try:
            return self.legal_moves()
        finally:
            self._to_move = to_move

    def jokers(self, player: int) -> int:
        """How many jokers the player holds (J1)."""
        self._check_player(player)
        return self._jokers[player]

    @property
    def jokers_set_aside(self) -> int:
        """Jokers out of play: set aside by a bankrupt or dropped-out player (J5, J8)."""
        return self._set_aside

    def penalty_mask(self, player: int) -> int:
        """The player's penalty cards as a 52-bit set (K3, K4); for views that draw them."""
        self._check_player(player)
        return self._penalties[player]

    @property
    def joker_cells_mask(self) -> int:
        """:attr:`joker_cells` as a 52-bit set."""
        return self._joker_cells

    def next_cell(self, suit: Suit | str, direction: str) -> Card | None:
        """The cell open in ``suit``'s row (a :class:`Suit` or its text, ``"♠"`` or ``"S"``) going
        ``direction`` (``"up"`` or ``"down"``) from the 7,
        or ``None`` (the row's end, a blocking tunnel T2, or no 7 yet: L3, L4, T2, T3).
        Linear layouts only; kill-game grids have no directions."""
        if direction not in (UP, DOWN):
            raise ShichiError(f"direction must be {UP!r} or {DOWN!r}, not {quote(direction)} (L3)")
        # A Suit, its number (0-3) or its text ("♠", "S"); anything else is a CardError quoting at
        # most about 60 characters of it.
        if isinstance(suit, Suit):
            pass
        elif isinstance(suit, int) and not isinstance(suit, bool) and 0 <= suit <= 3:
            suit = Suit(suit)
        else:
            suit = Suit.parse(suit)
        row = (self._layout >> 13 * suit.value) & FULL_ROW
        if not row & SEVEN:
            return None
        pos = direction_cells(row, self.rules.tunnels).get(direction)
        return None if pos is None else DECK[13 * suit.value + pos]

    def joker_plays(self) -> tuple[Move, ...]:
        """Every joker play the layout allows, whoever holds what: the J2/J4/T4 pairs ``JK=X+Y``
        (X open, Y the next missing card beyond it), or with wild jokers (J7) ``JK=X`` for each
        open cell."""
        if self.rules.joker_mode == "wild":
            return _moves_from(_kind_rows(JOKER_KIND), self._open)
        moves = []
        for suit in range(4):
            row = (self._layout >> 13 * suit) & FULL_ROW
            for x_bit, _, move in _joker_row_moves(suit, row, self.rules.tunnels):
                if x_bit & self._open:
                    moves.append(move)
        return tuple(moves)

    def _legal_general(self, p: int, playable: int) -> tuple[Move, ...]:
        """``legal_moves()`` of a joker holder or beside a yūrei: tuples added in the documented
        order (a table read per suit for cards, yūrei cards and wild jokers)."""
        s, t = self._s, self._t
        moves = _plays(playable) if playable else ()
        if s.jokers[p]:
            hand = s.hands[p]
            if t.wild:  # J7: a table read per suit (core.wild_joker_cells)
                cells = s.open & ~hand
                if cells:
                    moves += _moves_from(_kind_rows(JOKER_KIND), cells)
            else:  # J2/J4/T4: a table read per suit
                moves += _joker_plays(self._joker_rows, s.layout, hand)
        exposed = s.exposed & s.open
        if exposed:
            moves += _moves_from(_kind_rows(YUREI), exposed)
        if not moves or not (t.must or s.passes[p] >= t.limit or s.gate):
            moves += _PASS_ONLY
        return moves

    def _has_play(self, p: int) -> bool:
        s = self._s
        if s.hands[p] & s.open:
            return True
        if s.jokers[p] or s.exposed:
            return len(self._legal_general(p, 0)) > 1 or self._legal_general(p, 0)[0] is not PASS
        return False

    # ---------------------------------------------------------------- playing

    def play(self, move: Move | str, player: int | None = None) -> tuple[ev.Event, ...]:
        """Make a move (a :class:`Move` or its text) for the player to move and return its events.

        ``player``, when given, must be the player to move. An illegal move raises
        :class:`IllegalMoveError` naming the rule, and leaves the game unchanged.
        """
        if move.__class__ is not Move:
            move = self._read_move(move)
        s = self._s
        p = s.to_move
        if p is None or (player is not None and player != p):
            raise self._turn_error(move, player)
        kind = move.kind
        if kind is PLAY:
            bit = move.bit
            hand = s.hands[p]
            if hand & s.open & bit and hand != bit and s.quiet:
                board = s.board
                killed = 0 if board is None else board.kills(s.layout | bit, move.card.index, s.closed)
                if not killed:
                    before = s.open  # a card that is not the last and kills nothing: undone without a snapshot
                    core.play_card(self._t, s, p, bit, None, 0)
                    events = _PLAYED_EVENTS[p][move.card.index]
                    self._history.append((p, move, events, before, None, None))
                    return events
                return self._general(p, move, killed)  # legal (a card of the hand on an open cell), kills
        elif kind is PASS_KIND:
            t = self._t
            if s.passes[p] < t.limit and not ((t.must or s.gate) and self._has_play(p)):
                core.pass_turn(t, s, p)  # with a token: no events asked, they are cached here
                key = (t, p, s.passes[p])  # the tables stand for the ruleset's passes, cost and rule
                events = _PASS_EVENTS.get(key)
                if events is None:
                    if len(_PASS_EVENTS) >= 1 << 14:
                        _PASS_EVENTS.clear()
                    events = _PASS_EVENTS[key] = (ev.Passed(p, s.passes[p], t.rules.passes, t.cost, t.pass_rule),)
                self._history.append((p, move, events, -1, None, None))
                return events
        elif kind is YUREI:
            bit = move.bit
            if s.exposed & s.open & bit and s.quiet:  # B5: never ends the hand
                owner = core.holder(s, bit)
                before = s.open
                core.play_card(self._t, s, p, bit, None, 0, owner)
                events = (ev.YureiCardPlayed(p, move.card, owner),)
                self._history.append((p, move, events, before, None, owner))
                return events
        elif kind is JOKER_KIND and s.quiet and s.board is None and s.jokers[p]:
            events = self._play_joker_quietly(p, move)
            if events is not None:
                return events
        if not self._is_legal(p, move):
            raise self._illegal(p, move)
        return self._general(p, move)

    def _play_joker_quietly(self, p: int, move: Move) -> tuple[ev.Event, ...] | None:
        """A legal joker play after which nobody leaves and the hand goes on (J2, J3, J7), made
        without a snapshot: undo puts back the few numbers it changed (:meth:`_unplay_joker`).
        ``None`` (nothing changed) sends the move the long way: illegal, a last card, a drop-out
        (J8) or, checked after the core's transition, the end of the hand."""
        s, t = self._s, self._t
        a, b = move.bit, move.target
        hands = s.hands
        hand = hands[p]
        if t.wild:
            if a or not s.open & b or hand & b:  # J7: alone, on an open cell whose card p lacks
                return None
        elif not a or not core.is_joker_option(t, s, p, a, b):  # J2, J4, T4
            return None
        if hand == a:  # p's last card: going out or dropping out (R7, J8)
            return None
        for owner in range(len(hands)):  # the holder of the card the joker stands for (core.holder)
            if hands[owner] & b:
                if hands[owner] == b and t.drop_out and s.status[owner] == ACTIVE:
                    return None  # J8: the swap leaves the holder the joker alone
                break
        else:
            owner = None
        before = s.open
        chips, pot = s.chips, s.pot  # W5 settles a finished hand into new numbers: these are the old
        core.play_joker(t, s, p, a, b, None, owner)
        if s.to_move is None:  # the hand ended after all: take it back and go the long way
            self._unplay_joker(p, move, before, owner)
            s.chips, s.pot, s.taken = chips, pot, None
            return None
        key = (p, a, b, owner)
        events = _JOKER_EVENTS.get(key)
        if events is None:
            if len(_JOKER_EVENTS) >= 1 << 14:
                _JOKER_EVENTS.clear()
            target = move.joker_as
            played = ev.JokerPlayed(p, target, move.card)
            events = _JOKER_EVENTS[key] = (
                played, ev.JokerStays(target) if owner is None else ev.JokerSwapped(owner, target)
            )
        self._history.append((p, move, events, before, None, owner))
        return events

    def _unplay_joker(self, p: int, move: Move, before: int, owner: int | None) -> None:
        """Undo of :meth:`_play_joker_quietly`: the joker back to ``p`` with its card, the target's
        card back to its ``owner`` (and the joker they got, J3) or the cell emptied."""
        s = self._s
        a, b = move.bit, move.target
        s.jokers[p] += 1
        s.hands[p] |= a
        s.layout &= ~(a | b)
        if owner is None:
            s.joker_cells &= ~b
        else:
            s.hands[owner] |= b
            s.jokers[owner] -= 1
            if s.status[owner] == YUREI_STATUS:  # a yūrei's card is exposed again (B5)
                s.exposed |= b
        s.open = before
        s.to_move = p

    def _is_legal(self, p: int, move: Move) -> bool:
        """Whether ``move`` is among ``legal_moves()`` of ``p``, without listing them all."""
        s, t = self._s, self._t
        kind = move.kind
        if kind is PLAY:
            return bool(s.hands[p] & s.open & move.bit)
        if kind is YUREI:
            return bool(s.exposed & s.open & move.bit)
        if kind is JOKER_KIND:
            if not s.jokers[p]:
                return False
            if t.wild:
                return move.card is None and bool(core.wild_joker_cells(s, p) & move.target)
            return move.card is not None and core.is_joker_option(t, s, p, move.bit, move.target)
        return kind is PASS_KIND and PASS in self.legal_moves()

    def kills_if(self, card: Card | str) -> frozenset[Card]:
        """Kill games: the cards that playing ``card`` now would kill (empty when none).

        A card that cannot be played now raises a ``ValueError`` saying why (K2).
        """
        card = Card.parse(card)
        if self._board is None:
            raise IllegalMoveError(f"{card} kills nothing: only kill games kill cells (K3)")
        if card.is_joker or not self._open & card.bit:
            from .explain import explain

            reason = explain(self, card) if not card.is_joker else "the joker is never in a kill game (K10)."
            if self.rules.hidden_penalties and self._closed & ~self._killed & card.bit:  # K6: explain() keeps it secret
                reason = "it is a penalty card of a player who left the game (K4)."
            reason = reason.removeprefix("Not playable: ")
            raise IllegalMoveError(f"{card} cannot be played now: {reason}")
        killed = self._board.kills(self._layout | card.bit, card.index, self._closed)
        return frozenset(cards_of(killed))

    def _general(self, p: int, move: Move, kills: int = -1) -> tuple[ev.Event, ...]:
        """Any legal move through the core, with a snapshot for undo and every event; ``kills``: the
        cells a card play kills when :meth:`play` has worked them out already (K3, K8). (A snapshot
        of tuples, not a copy of the state's lists: tuples of numbers cost the garbage collector
        nothing once seen, and a game keeps one per general move.)"""
        snapshot = self._snapshot()
        s = self._s
        killed = s.killed
        events: list[ev.Event] = []
        t = self._t
        kind = move.kind
        try:  # the core's transition for the move's kind (core.play, without the lean tuple)
            if kind is PLAY:
                core.play_card(t, s, p, move.bit, events, kills)
            elif kind is PASS_KIND:
                core.pass_turn(t, s, p, events)
            elif kind is YUREI:
                core.play_yurei(t, s, p, move.bit, events)
            else:
                core.play_joker(t, s, p, move.bit, move.target, events)
        except Exception:
            self._restore(snapshot)
            raise
        if s.killed != killed:  # K3, K8: remember what killed each cell (explain)
            for bit in low_bits(s.killed & ~killed):
                self._killed_by[bit.bit_length() - 1] = move.card.index
        if s.to_move is None:  # the summary from the core's numbers: no whole Result built per hand
            events.append(ev.HandOver(outcome_summary(core.outcome(self._t, s))))
        events = tuple(events)
        self._history.append((p, move, events, None, snapshot, None))
        return events

    def talk_to_ghost(self, player: int) -> tuple[ev.Event, ...]:
        """G1: ``player`` spoke to the ghost. The talker becomes the ghost (and the loser) and
        hands their cards and used passes to the old ghost, who plays on in their own seat."""
        if not self.rules.ghost_talk:
            raise IllegalMoveError("talking to the ghost is a rule of the ghost variant only (G1)")
        if self._to_move is None:
            raise IllegalMoveError("the game is over: nobody can talk to the ghost now (G1)")
        self._check_player(player)
        ghost = self._ghost
        if ghost is None:
            raise IllegalMoveError("there is no ghost yet: the ghost is a bankrupt player (G1)")
        if self._status[player] != ACTIVE:
            raise IllegalMoveError(
                f"player {player} is {self._status[player]}: only an active player can talk to the ghost (G1)"
            )
        snapshot = self._snapshot()
        h, j, u = self._hands, self._jokers, self._passes
        h[ghost], j[ghost], u[ghost] = h[player], j[player], u[player]
        h[player], j[player], u[player] = 0, 0, 0
        self._status[ghost] = ACTIVE
        self._status[player] = BANKRUPT
        self._bankrupt[self._bankrupt.index(ghost)] = player
        self._ghost = player
        self._refresh()
        if self._to_move == player:
            self._to_move = self._next[player]
        events = (ev.GhostTalk(player, ghost),)
        self._history.append((player, Move(TALK), events, None, snapshot, "talk"))
        return events

    def undo(self) -> Move:
        """Take back the last move (or ghost talk), restoring the exact earlier state."""
        if not self._history:
            raise IllegalMoveError("nothing to undo: no move has been made in this game")
        record = self._history.pop()
        p, move, _, before, snapshot, owner = record
        s = self._s
        if snapshot is not None:
            self._restore(snapshot)
        elif move.kind is JOKER_KIND:  # a joker play made without a snapshot
            self._unplay_joker(p, move, before, owner)
        elif owner is not None:  # a yūrei's exposed card goes back to its owner
            s.hands[owner] |= move.bit
            s.exposed |= move.bit
            s.layout ^= move.bit
            s.open = before
            s.to_move = p
        elif before == -1:
            s.passes[p] -= 1
            cost = self._t.cost
            if cost:
                s.chips[p] += cost
                s.pot -= cost
            s.to_move = p
        else:
            s.hands[p] |= move.bit
            s.layout ^= move.bit
            s.open = before
            s.to_move = p
        return move

    # ---------------------------------------------------------------- helpers

    def _read_move(self, text: object) -> Move:
        move = Move.parse(text)  # type: ignore[arg-type]
        p = self._to_move
        if (
            move.kind is PLAY
            and p is not None
            and not self._hands[p] & move.bit
            and self._exposed & move.bit
        ):
            return Move(YUREI, move.card)  # a yūrei's exposed card, typed as a plain card
        return move

    def _turn_error(self, move: Move, player: int | None) -> IllegalMoveError:
        said = IllegalMoveError.said
        said_move = Phrase.of(move.text)
        if self._to_move is None:
            result = self.result
            summary = Phrase.of(lambda lang: result.summary(lang) if result else "")
            return said("error.hand_over", move=said_move, summary=summary)
        if not isinstance(player, int) or not 0 <= player < self.players:
            return IllegalMoveError(
                f"illegal move {move}: there is no player index {quote(player)} (indices 0–{self.players - 1})"
            )
        status = self._status[player]
        if status != ACTIVE:
            from .explain import status_text

            rule = {OUT: "R7", BANKRUPT: "R6", YUREI_STATUS: "B5", DROPPED: "J8"}[status]
            return said("error.not_active", move=said_move, player=player, rule=rule,
                        status=Phrase.of(lambda lang: status_text(self, status, lang)))
        return said("error.not_your_turn", move=said_move, to_move=self._to_move, player=player)

    def _illegal(self, p: int, move: Move) -> IllegalMoveError:
        """The error for an illegal ``move`` of player ``p``, its reason said in every language."""
        from .explain import why_illegal

        why = Phrase.of(lambda lang: why_illegal(self, p, move, lang))
        return IllegalMoveError.said("error.illegal_move", move=Phrase.of(move.text), player=p, why=why)

    def _check_player(self, player: int) -> None:
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.players:
            raise ShichiError(f"there is no player {quote(player)}: players are 0–{self.players - 1}")

    def _holder(self, bit: int) -> int | None:
        for seat in range(self.players):
            if self._hands[seat] & bit:
                return seat
        return None

    def _next_after(self, p: int) -> int | None:
        n = self.players
        for step in range(1, n + 1):
            seat = (p + step) % n
            if self._status[seat] == ACTIVE:
                return seat
        return None

    def _refresh(self) -> None:
        """Recompute what derives from the state (the core's :func:`~.core.refresh`), including
        ``quiet``: whether plain moves may take the fast path (no gate B2, no kings bonus B8, no
        blocking B5/W5)."""
        core.refresh(self._t, self._s)

    def _anyone_can_place(self) -> bool:
        return core.anyone_can_place(self._t, self._s)

    def _closed_cells(self) -> int:
        """Cells never playable again: killed (K3, K8) or holding a penalty card (K4)."""
        closed = self._killed
        for penalties in self._penalties:
            closed |= penalties
        return closed

    def _snapshot(self) -> tuple:
        s = self._s
        return (
            s.layout,
            s.joker_cells,
            tuple(s.hands),
            tuple(s.jokers),
            tuple(s.passes),
            tuple(s.status),
            tuple(s.out),
            tuple(s.dropped),
            tuple(s.bankrupt),
            s.last,
            s.to_move,
            tuple(s.chips),
            s.pot,
            s.taken,
            s.set_aside,
            s.ghost,
            s.completed,
            s.killed,
            tuple(sorted(self._killed_by.items())) if self._killed_by else (),
            tuple(s.penalties),
            self.row_order,
        )

    def _restore(self, snapshot: tuple) -> None:
        s = self._s
        (
            s.layout,
            s.joker_cells,
            hands,
            jokers,
            passes,
            status,
            out,
            dropped,
            bankrupt,
            s.last,
            s.to_move,
            chips,
            s.pot,
            s.taken,
            s.set_aside,
            s.ghost,
            s.completed,
            s.killed,
            killed_by,
            penalties,
            rows,
        ) = snapshot
        self._killed_by, s.penalties = dict(killed_by), list(penalties)
        if rows != self.row_order:
            self._set_rows(rows)
        s.hands, s.jokers, s.passes = list(hands), list(jokers), list(passes)
        s.status, s.out, s.dropped = list(status), list(out), list(dropped)
        s.bankrupt, s.chips = list(bankrupt), list(chips)
        self._refresh()

    def observe(self, callback: Callable[[Game], None]) -> None:
        """Call ``callback(game)`` after every change (move, undo, ghost talk): how views follow
        a game. Games nobody observes pay nothing for this."""
        if not isinstance(self, _ObservedGame):
            self.__class__ = _ObservedGame
            self._observers = []
        if callback not in self._observers:
            self._observers.append(callback)

    def unobserve(self, callback: Callable[[Game], None]) -> None:
        observers = getattr(self, "_observers", [])
        if callback in observers:
            observers.remove(callback)

    def copy(self) -> Game:
        """An independent copy with the same state and history."""
        other = Game(self.rules, self.players, self.dealer)
        other._restore(self._snapshot())
        other._history = list(self._history)
        other._initial = self._initial
        return other

    def state(self) -> GameState:
        """The position as a frozen, documented record (see :class:`GameState`): safe to keep and
        compare; it does not follow later moves."""
        n = self.players
        hands = self._hands
        return GameState(
            players=n,
            dealer=self.dealer,
            to_move=self._to_move,
            layout=frozenset(cards_of(self._layout)),
            joker_cells=frozenset(cards_of(self._joker_cells)),
            hands=tuple(frozenset(cards_of(hands[s])) for s in range(n)),
            jokers=tuple(self._jokers),
            passes=tuple(self._passes),
            statuses=tuple(self._status),
            out=tuple(self._out),
            dropped=tuple(self._dropped),
            bankrupt=tuple(self._bankrupt),
            last=self._last,
            chips=tuple(self._chips),
            pot=self._pot,
            pot_taken=self._s.taken,
            set_aside=self._set_aside,
            ghost=self._ghost,
            completed=tuple((Suit(suit), p) for suit, p in self._completed),
            killed=frozenset(cards_of(self._killed)),
            killed_by=tuple((DECK[cell], DECK[by]) for cell, by in sorted(self._killed_by.items())),
            penalties=tuple(frozenset(cards_of(self._penalties[s])) for s in range(n)),
            row_order=tuple(self.row_order),
        )

    @classmethod
    def from_state(cls, ruleset: Ruleset | str, state: GameState) -> Game:
        """A game at the position ``state`` (from :meth:`state`), with no history: undo starts
        there. A state that cannot occur raises :class:`PositionError` naming the rule."""
        rules = _as_rules(ruleset)
        if not isinstance(state, GameState):
            raise PositionError(f"from_state needs a GameState (from Game.state()), not {type(state).__name__}")
        n = state.players
        game = cls(rules, n, state.dealer)
        per_seat = {"hands": state.hands, "jokers": state.jokers, "passes": state.passes,
                    "statuses": state.statuses, "penalties": state.penalties or ((),) * n,
                    "chips": state.chips or (0,) * n}
        for name, value in per_seat.items():
            if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
                raise PositionError(f"the state's {name} must be a tuple, one entry per player, not {quote(value)}")
            if len(value) != n:
                raise PositionError(f"the state's {name} need one entry per player ({n}), not {len(value)} (R1)")

        def whole(value: object, what: str, low: int | None = 0) -> None:
            """A count the state holds: a whole number (≥ ``low`` unless ``None``)."""
            if not isinstance(value, int) or isinstance(value, bool) or (low is not None and value < low):
                floor = "" if low is None else f" ≥ {low}"
                raise PositionError(f"the state's {what} must be a whole number{floor}, not {quote(value)}")

        for name in ("jokers", "passes"):
            for value in per_seat[name]:
                whole(value, name)
        for value in per_seat["chips"]:
            whole(value, "chips", None)  # chips may be a debt (W5)
        whole(state.pot, "pot")
        whole(state.set_aside, "set_aside")
        for name in ("out", "dropped", "bankrupt"):
            for value in getattr(state, name):
                whole(value, name)
        for name in ("last", "ghost", "to_move", "pot_taken"):
            if getattr(state, name) is not None:
                whole(getattr(state, name), name)
        for name in ("layout", "joker_cells", "killed"):
            cards = getattr(state, name)
            if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable) or not all(
                isinstance(card, Card) and not card.is_joker for card in cards
            ):
                raise PositionError(f"the state's {name} must be a set of cards, not {quote(cards)}")
        for pair in state.killed_by:
            if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(c, Card) for c in pair)):
                raise PositionError(f"the state's killed_by holds (cell, killer) pairs of cards, not {quote(pair)}")
        for entry in state.completed:
            if not (isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[0], (Suit, int))
                    and not isinstance(entry[0], bool) and 0 <= entry[0] <= 3):
                raise PositionError(f"the state's completed holds (suit, player) pairs, not {quote(entry)} (B8)")
            whole(entry[1], "completed")
        for seat in range(n):
            for name in ("hands", "penalties"):
                cards = per_seat[name][seat]
                if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
                    raise PositionError(f"the state's {name} must hold sets of cards, not {quote(cards)}")
        seen = 0

        def mask(cards: Iterable[Card], what: str) -> int:
            nonlocal seen
            bits = 0
            for card in cards:
                if not isinstance(card, Card) or card == JOKER:
                    raise PositionError(f"the state's {what} must hold cards, not {quote(card)}")
                if seen & card.bit:
                    raise PositionError(f"{card} is in two places in the state ({what}): each card is once in the deck")
                bits |= card.bit
                seen |= card.bit
            return bits

        game._layout = mask(state.layout, "layout")
        game._hands = [mask(state.hands[s], f"hand of player {s}") for s in range(n)]
        game._penalties = [mask(per_seat["penalties"][s], f"penalties of player {s}") for s in range(n)]
        joker_cells = 0
        for card in state.joker_cells:
            if card.bit & ~game._layout:
                raise PositionError(f"{card} holds a joker, so it must be in the layout too (J3)")
            joker_cells |= card.bit
        game._joker_cells = joker_cells
        for s, status in enumerate(state.statuses):
            if status not in STATUSES:
                raise PositionError(f"player {s}'s status must be one of {', '.join(STATUSES)}, not {quote(status)}")
        game._jokers, game._passes = list(state.jokers), list(state.passes)
        game._status, game._out = list(state.statuses), list(state.out)
        game._dropped, game._bankrupt = list(state.dropped), list(state.bankrupt)
        game._last, game._to_move = state.last, state.to_move
        game._chips, game._pot = list(per_seat["chips"]), state.pot
        game._s.taken = state.pot_taken
        game._set_aside, game._ghost = state.set_aside, state.ghost
        game._completed = tuple((Suit(suit).value, p) for suit, p in state.completed)
        game._killed = sum(card.bit for card in state.killed)
        game._killed_by = {cell.index: by.index for cell, by in state.killed_by}
        if tuple(state.row_order) != tuple(game.row_order):
            try:
                game._set_rows(state.row_order)
            except RulesetError as exc:
                raise PositionError(str(exc)) from exc
        game._check_position()
        game._start()
        return game

    @classmethod
    def from_core_state(
        cls,
        ruleset: Ruleset | str,
        state: core.State,
        dealer: int = 0,
        row_order: Sequence[Suit | str] | None = None,
        killed_by: Mapping[int, int] | None = None,
        _where: Callable[[str], str] | None = None,
    ) -> Game:
        """A game at a position given as the rules core's lean state (:class:`.core.State`: what the
        position-text parser builds, with no detour through cards): a copy of ``state`` (its derived
        fields recomputed), the suits' ``row_order`` (K1) and ``killed_by`` (killed cell index -> index
        of the card that killed it, K3). Checked like :meth:`from_position`: an impossible position
        raises :class:`PositionError` naming the rule. No history: undo starts here."""
        rules = _as_rules(ruleset)
        if not isinstance(state, core.State):
            raise PositionError(f"from_core_state needs the core's State, not {type(state).__name__}")
        n = len(state.hands)
        game = cls(rules, n, dealer)
        for name in ("jokers", "passes", "status", "chips", "penalties"):
            if len(getattr(state, name)) != n:
                raise PositionError(f"the state's {name} need one entry per player ({n}) (R1)")
        for seat, status in enumerate(state.status):
            if status not in STATUSES:
                raise PositionError(f"player {seat}'s status must be one of {', '.join(STATUSES)}, not {quote(status)}")
        seen = state.layout
        for cards in (*state.hands, *state.penalties):
            if seen & cards:
                card = DECK[(seen & cards).bit_length() - 1]
                raise PositionError(f"{card} is in two places in the state: a card has one place (L1)")
            seen |= cards
        if state.joker_cells & ~state.layout:
            card = DECK[(state.joker_cells & ~state.layout).bit_length() - 1]
            raise PositionError(f"{card} holds a joker, so it must be in the layout too (J3)")
        if row_order is not None:
            try:
                game._set_rows(row_order)
            except RulesetError as exc:
                raise PositionError(str(exc)) from exc
        board = game._s.board
        game._s = state.copy()
        game._s.board = board
        game._killed_by = dict(killed_by) if killed_by else {}
        game._check_position(_where)
        game._start()
        return game

    def position_at(self, moves: int) -> Game:
        """A new game at the position after the first ``moves`` turns of this one's history (0:
        the start), replayed from the start with no history before it beyond those turns."""
        if not isinstance(moves, int) or isinstance(moves, bool) or not 0 <= moves <= len(self._history):
            raise ShichiError(f"moves must be a whole number 0–{len(self._history)}, not {quote(moves)}")
        past = Game(self.rules, self.players, self.dealer)
        past._restore(self._initial if self._initial is not None else self._snapshot())
        past._initial = past._snapshot()
        for record in self._history[:moves]:
            if record[5] == "talk":
                past.talk_to_ghost(record[0])
            else:
                past.play(record[1], player=record[0])
        return past

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.rules, self.players, self.dealer, self._snapshot()) == (
            other.rules,
            other.players,
            other.dealer,
            other._snapshot(),
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"player {self._to_move} to move"
        return f"<Game {self.rules} · {self.players} players · {state}>"

    def _repr_svg_(self) -> str:
        from .svg import game_svg

        return game_svg(self)


def _field_name(key: str) -> str:
    """How a position's field is named in a message outside position text: ``the state's status``."""
    return f"the position's {key}"


def _forward(name: str) -> property:
    """``Game._<name>``: the core state's field, for the engine modules that read the position."""

    def get(game: Game):
        return getattr(game._s, name)

    def put(game: Game, value) -> None:
        setattr(game._s, name, value)

    return property(get, put, doc=f"The core state's ``{name}``.")


for _field in core.State.__slots__:
    setattr(Game, f"_{_field}", _forward(_field))


class _ObservedGame(Game):
    """A game with observers: every change is followed by a call to each of them."""

    _observers: list[Callable[[Game], None]]

    def _notify(self) -> None:
        for callback in list(self._observers):
            callback(self)

    def play(self, move: Move | str, player: int | None = None) -> tuple[ev.Event, ...]:
        events = super().play(move, player)
        self._notify()
        return events

    def undo(self) -> Move:
        move = super().undo()
        self._notify()
        return move

    def talk_to_ghost(self, player: int) -> tuple[ev.Event, ...]:
        events = super().talk_to_ghost(player)
        self._notify()
        return events
