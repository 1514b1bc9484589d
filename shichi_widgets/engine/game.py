"""The game: one hand, played move by move with checking, events, history and undo.

``Game`` is the public face of the rules core (:mod:`.core`): the core makes every transition on
its lean state (a handful of integers and short lists; hands and the layout are 52-bit sets);
:mod:`.legal` says which moves are legal; :mod:`.move_table` writes them as :class:`Move` objects;
:mod:`.positions` builds and checks the positions a game starts from. ``Game`` checks each move,
calls the core, and keeps the events and what undo needs: common moves (a card that is not the
player's last, a pass with a token left, a quiet joker play) take a fast path and are undone by
the core's inverses; everything else (going out, bankruptcy, yūrei, the end) saves a snapshot
of the small state first and takes the general path.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from . import core
from . import events as ev
from . import positions as pos
from .cards import DECK, JOKER, Card, Suit, cards_of, low_bits
from .core import ACTIVE, BANKRUPT, DROPPED, OUT, YUREI_STATUS, play_card
from .errors import IllegalMoveError, PositionError, ShichiError, quote
from .explain import illegal_error, turn_error
from .legal import has_play, is_legal, legal_moves
from .move_table import MOVES, all_joker_plays
from .moves import JOKER_KIND, PASS_KIND, PLAY, TALK, YUREI, Move
from .result import outcome_summary
from .rules import DEFAULT_ROWS, Ruleset, parse_rows
from .state import GameState

if TYPE_CHECKING:
    from .result import Result

__all__ = ["ACTIVE", "BANKRUPT", "DROPPED", "OUT", "YUREI_STATUS", "Game", "Turn"]

_PLAYED_EVENTS = [[(ev.Played(p, card),) for card in DECK] for p in range(Ruleset.MAX_PLAYERS)]
_PASS_EVENTS: dict[tuple, tuple[ev.Event, ...]] = {}
_JOKER_EVENTS: dict[tuple, tuple[ev.Event, ...]] = {}  # (player, card, cell, owner): a quiet joker play's events
_YUREI_EVENTS: dict[tuple, tuple[ev.Event, ...]] = {}  # (player, card, owner): a yūrei card's events (B5)
_HAND_OVER: dict[core.Outcome, tuple[ev.Event, ...]] = {}  # the core's numbers of a finished hand: its HandOver
_LEAN_KIND = {PLAY: core.CARD, PASS_KIND: core.PASS, YUREI: core.YUREI, JOKER_KIND: core.JOKER_PLAY}


def _keep(cache: dict, key: tuple, events: tuple) -> tuple:
    """``events`` kept under ``key`` (events are frozen values: one object serves every equal move)."""
    if len(cache) >= 1 << 14:
        cache.clear()
    cache[key] = events
    return events


class Turn(NamedTuple):
    """One entry of ``Game.history``: who moved, the move, and the events it caused."""

    player: int
    move: Move
    events: tuple[ev.Event, ...]

    @property
    def kind(self) -> str:
        """The move's kind: ``"play"``, ``"pass"``, ``"joker"``, ``"yurei"`` (B5) or ``"talk"`` (G1)."""
        return self.move.kind


class Game:
    """One hand of a Shichi Narabe family game. Build it with :meth:`new`, :meth:`from_position`
    or :meth:`from_text`; players are numbered from 0 and play clockwise (R1)."""

    # ---------------------------------------------------------------- construction

    def __init__(self, rules: Ruleset, players: int, dealer: int = 0) -> None:
        self.rules = rules
        self.players = players
        self.dealer = dealer
        n = players
        if not isinstance(n, int) or isinstance(n, bool) or not Ruleset.MIN_PLAYERS <= n <= Ruleset.MAX_PLAYERS:
            raise PositionError(f"players must be 2 to 8, not {quote(n)} (R1)")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise PositionError(f"dealer must be a player 0–{n - 1}, not {quote(dealer)} (R2)")
        self._t = core.Tables.of(rules, n)  # the rule flags as tables (the core's)
        self._s = core.State(n)  # the position, on which the core's transitions run
        self._set_rows(rules.row_order if rules.row_order != "shuffled" else DEFAULT_ROWS)
        self._killed_by: dict[int, int] = {}  # killed cell -> the card whose play killed it
        self._history: list[tuple] = []  # (player, move, events, open cells before or -1 for a pass, snapshot, owner)
        self._initial: tuple | None = None

    def _set_rows(self, rows: Sequence) -> None:
        """The suits' rows top to bottom (K1); kill games build their board from it."""
        self.row_order = rows if rows == DEFAULT_ROWS else parse_rows(rows)  # validated, as Suits
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
        rules = pos.as_rules(ruleset)
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
        rules = pos.as_rules(ruleset)
        layout = pos.card_list(layout, "layout")
        hands = pos.hand_lists(hands, "hands")
        game = cls(rules, len(hands), dealer)
        if row_order is not None:
            game._set_rows(row_order)
        return game._at(pos.position_state(rules, layout, hands, to_move, passes_used, penalties), {})

    @classmethod
    def from_state(cls, ruleset: Ruleset | str, state: GameState) -> Game:
        """A game at the position ``state`` (from :meth:`state`), with no history: undo starts
        there. A state that cannot occur raises :class:`PositionError` naming the rule."""
        rules = pos.as_rules(ruleset)
        if not isinstance(state, GameState):
            raise PositionError(f"from_state needs a GameState (from Game.state()), not {type(state).__name__}")
        game = cls(rules, state.players, state.dealer)
        s, killed_by = pos.record_state(state)
        if tuple(state.row_order) != tuple(game.row_order):
            pos.rows_of(state.row_order, game._set_rows)
        return game._at(s, killed_by)

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
        rules = pos.as_rules(ruleset)
        if not isinstance(state, core.State):
            raise PositionError(f"from_core_state needs the core's State, not {type(state).__name__}")
        game = cls(rules, len(state.hands), dealer)
        pos.check_core_state(state)
        if row_order is not None:
            pos.rows_of(row_order, game._set_rows)
        return game._at(state.copy(), dict(killed_by) if killed_by else {}, _where)

    def _at(self, s: core.State, killed_by: dict[int, int], where: Callable[[str], str] | None = None) -> Game:
        """This new game at the position ``s`` (on this game's board), once the one checker
        (:func:`.positions.check_position`) has passed it; undo starts here."""
        s.board = self._s.board
        self._s, self._killed_by = s, killed_by
        pos.check_position(self._t, s, killed_by, where)
        s = self._s
        if s.to_move is None and self._t.scoring == "chips":
            core.pay_out(s)  # a finished Sevens hand given before W5's settlement (as older text wrote it)
        core.refresh(self._t, s)
        self._initial = self._snapshot()
        return self

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
        return cards_of(self._s.hands[player] | self._hidden(player)) + [JOKER] * self._s.jokers[player]

    def hand_size(self, player: int) -> int:
        self._check_player(player)
        return (self._s.hands[player] | self._hidden(player)).bit_count() + self._s.jokers[player]

    def _hidden(self, player: int) -> int:
        """K6: penalty cards kept face down in the owner's hand."""
        return self._s.penalties[player] if self.rules.hidden_penalties else 0

    @property
    def layout(self) -> frozenset[Card]:
        """The cards whose cells are filled (a cell holding a joker counts as its card)."""
        return frozenset(cards_of(self._s.layout))

    @property
    def joker_cells(self) -> frozenset[Card]:
        """Cells filled by a joker that nobody could swap back (only in partial-deck positions)."""
        return frozenset(cards_of(self._s.joker_cells))

    def status(self, player: int) -> str:
        """``"active"``, ``"out"``, ``"bankrupt"``, ``"yurei"`` or ``"dropped-out"``."""
        self._check_player(player)
        return self._s.status[player]

    @property
    def statuses(self) -> tuple[str, ...]:
        return tuple(self._s.status)

    def passes_used(self, player: int) -> int:
        self._check_player(player)
        return self._s.passes[player]

    @property
    def passes(self) -> tuple[int, ...]:
        """Passes used by each player (R5)."""
        return tuple(self._s.passes)

    @property
    def chips(self) -> tuple[int, ...]:
        """Each player's chips in Sevens (W1, W4); zeros in other games. Once the hand is over,
        after W5's settlement: the same as ``result.chips``."""
        return tuple(self._s.chips)

    @property
    def pot(self) -> int:
        return self._s.pot

    @property
    def out_order(self) -> tuple[int, ...]:
        """The players who went out, in the order they did (R7, R8, K5)."""
        return tuple(self._s.out)

    @property
    def last_holder(self) -> int | None:
        """The last player holding cards once the others are out, ranked after them (R8)."""
        return self._s.last

    @property
    def dropped_order(self) -> tuple[int, ...]:
        """The players who dropped out with a lone joker, in order (J8)."""
        return tuple(self._s.dropped)

    @property
    def bankrupt_order(self) -> tuple[int, ...]:
        """The players who went bankrupt (R9) or left (K4), in order."""
        return tuple(self._s.bankrupt)

    @property
    def completed_suits(self) -> tuple[tuple[Suit, int], ...]:
        """Each suit whose row is complete and the player who completed it (the kings bonus)."""
        return tuple((Suit(suit), p) for suit, p in self._s.completed)

    @property
    def ghost(self) -> int | None:
        """The current ghost in the talking-ghost variant (G1)."""
        return self._s.ghost

    @property
    def exposed(self) -> dict[int, list[Card]]:
        """Each yūrei's exposed cards (B5)."""
        return {
            s: self.hand(s) for s in range(self.players) if self._s.status[s] == YUREI_STATUS
        }

    def penalty_cards(self, player: int) -> list[Card]:
        """Kill games: the player's penalty cards (killed, K3/K8, or left with, K4)."""
        self._check_player(player)
        return cards_of(self._s.penalties[player])

    @property
    def killed_cells(self) -> frozenset[Card]:
        """Kill games: cells killed by a play (K3, K8)."""
        return frozenset(cards_of(self._s.killed))

    @property
    def dead_cells(self) -> frozenset[Card]:
        """Kill games: every cell that can never be played: killed, or a leaver's card (K4)."""
        return frozenset(cards_of(self._s.closed))

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every move so far with its events, oldest first."""
        return tuple(Turn(r[0], r[1], r[2]) for r in self._history)

    def playable_cells(self) -> frozenset[Card]:
        """The cells open right now, whoever holds their cards: what a layout display highlights."""
        return frozenset(cards_of(self._s.open))

    @property
    def open_mask(self) -> int:
        """The open cells as a 52-bit set (bit = card index); for views that draw the layout."""
        return self._s.open

    @property
    def layout_mask(self) -> int:
        return self._s.layout

    def hand_mask(self, player: int) -> int:
        self._check_player(player)
        return self._s.hands[player]

    @property
    def result(self) -> Result | None:
        """The ranking, penalties or chips once the hand is over (R8, B6, W5); else ``None``."""
        if self._s.to_move is not None:
            return None
        from .result import compute_result

        return compute_result(self)

    def explain(self, card: Card | str, lang: str = "en") -> str:
        """One sentence: why this card (or move text such as ``"JK=5♠+4♠"``) is playable or not
        now, citing the rule (docs/rules.md section 9). ``lang="ja"`` says it in Japanese (the rule
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
        if player is None or player == self._s.to_move:
            return legal_moves(self._t, self._s, MOVES)
        return () if self._s.to_move is None else self._moves_as_if(player)

    def _moves_as_if(self, player: int) -> tuple[Move, ...]:
        self._check_player(player)
        s = self._s
        if s.status[player] != ACTIVE:
            return ()
        opening = self._t.opening
        if s.gate and core.holder(s, opening) != player:
            raise IllegalMoveError.said(
                "error.opener_must_open", holder=core.holder(s, opening), opening=self.rules.opening_card,
                player=player,
            )
        to_move = s.to_move
        s.to_move = player
        try:
            return self.legal_moves()
        finally:
            s.to_move = to_move

    def jokers(self, player: int) -> int:
        """How many jokers the player holds (J1)."""
        self._check_player(player)
        return self._s.jokers[player]

    @property
    def jokers_set_aside(self) -> int:
        """Jokers out of play: set aside by a bankrupt or dropped-out player (J5, J8)."""
        return self._s.set_aside

    def penalty_mask(self, player: int) -> int:
        """The player's penalty cards as a 52-bit set (K3, K4); for views that draw them."""
        self._check_player(player)
        return self._s.penalties[player]

    @property
    def joker_cells_mask(self) -> int:
        """:attr:`joker_cells` as a 52-bit set."""
        return self._s.joker_cells

    def next_cell(self, suit: Suit | str, direction: str) -> Card | None:
        """The cell open in ``suit``'s row (a :class:`Suit` or its text, ``"♠"`` or ``"S"``) going
        ``direction`` (``"up"`` or ``"down"``) from the 7,
        or ``None`` (the row's end, a blocking tunnel T2, or no 7 yet: L3, L4, T2, T3).
        Linear layouts only; kill-game grids have no directions."""
        from .explain import next_cell

        return next_cell(self, suit, direction)

    def joker_plays(self) -> tuple[Move, ...]:
        """Every joker play the layout allows, whoever holds what: the J2/J4/T4 pairs ``JK=X+Y``
        (X open, Y the next missing card beyond it), or with wild jokers (J7) ``JK=X`` for each
        open cell."""
        return all_joker_plays(self._t, self._s)

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
            raise turn_error(self, move, player)
        kind = move.kind
        if kind is PLAY:
            bit = move.bit
            hand = s.hands[p]
            if hand & s.open & bit:  # a card of the hand on an open cell (R4): legal
                if hand != bit and s.quiet:
                    board = s.board  # a kill game's card that kills goes the long way (K3, K8)
                    if board is None or not (killed := board.kills(s.layout | bit, move.card.index, s.closed)):
                        before = s.open  # not the last card, kills nothing: undone without a snapshot
                        play_card(self._t, s, p, bit, None, 0)
                        events = _PLAYED_EVENTS[p][move.card.index]
                        self._history.append((p, move, events, before, None, None))
                        return events
                    return self._general(p, move, killed)
                return self._general(p, move)
        elif kind is PASS_KIND:
            t = self._t
            if s.passes[p] < t.limit and (s.free >> p & 1 or not has_play(t, s, p)):  # the pass rule
                core.pass_turn(t, s, p)  # with a token: no events asked, they are cached here
                key = (t, p, s.passes[p])  # the tables stand for the ruleset's passes, cost and rule
                events = _PASS_EVENTS.get(key) or _keep(
                    _PASS_EVENTS, key, (ev.Passed(p, s.passes[p], t.rules.passes, t.cost, t.pass_rule),)
                )
                self._history.append((p, move, events, -1, None, None))
                return events
        elif kind is YUREI:
            bit = move.bit
            if s.exposed & s.open & bit and s.quiet:  # B5: never ends the hand
                owner = core.holder(s, bit)
                before = s.open
                play_card(self._t, s, p, bit, None, 0, owner)
                key = (p, bit, owner)
                events = _YUREI_EVENTS.get(key) or _keep(_YUREI_EVENTS, key, (ev.YureiCardPlayed(p, move.card, owner),))
                self._history.append((p, move, events, before, None, owner))
                return events
        elif kind is JOKER_KIND and s.quiet and s.board is None and s.jokers[p]:
            if (events := self._play_joker_quietly(p, move)) is not None:
                return events
        if not is_legal(self._t, s, p, _LEAN_KIND.get(kind, -1), move.bit, move.target):
            raise illegal_error(self, p, move)
        return self._general(p, move)

    def _play_joker_quietly(self, p: int, move: Move) -> tuple[ev.Event, ...] | None:
        """A legal joker play after which nobody leaves and the hand goes on (J2, J3, J7), made
        without a snapshot: undo puts back the few numbers it changed (:func:`.core.unplay_joker`).
        ``None`` (nothing changed) sends the move the long way: illegal, a last card, a drop-out
        (J8) or, checked after the core's transition, the end of the hand."""
        s, t = self._s, self._t
        a, b = move.bit, move.target
        hands = s.hands
        if hands[p] == a or not is_legal(t, s, p, core.JOKER_PLAY, a, b):  # p's last card (R7, J8), or illegal
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
            core.unplay_joker(s, p, a, b, before, owner)
            s.chips, s.pot, s.taken = chips, pot, None
            return None
        key = (p, a, b, owner)
        events = _JOKER_EVENTS.get(key)
        if events is None:
            target = move.joker_as
            kept = ev.JokerStays(target) if owner is None else ev.JokerSwapped(owner, target)
            events = _keep(_JOKER_EVENTS, key, (ev.JokerPlayed(p, target, move.card), kept))
        self._history.append((p, move, events, before, None, owner))
        return events

    def kills_if(self, card: Card | str) -> frozenset[Card]:
        """Kill games: the cards that playing ``card`` now would kill (empty when none).

        A card that cannot be played now raises a ``ValueError`` saying why (K2).
        """
        card = Card.parse(card)
        s = self._s
        if s.board is None:
            raise IllegalMoveError(f"{card} kills nothing: only kill games kill cells (K3)")
        if card.is_joker or not s.open & card.bit:
            from .explain import explain

            reason = explain(self, card) if not card.is_joker else "the joker is never in a kill game (K10)."
            if self.rules.hidden_penalties and s.closed & ~s.killed & card.bit:  # K6: explain() keeps it secret
                reason = "it is a penalty card of a player who left the game (K4)."
            reason = reason.removeprefix("Not playable: ")
            raise IllegalMoveError(f"{card} cannot be played now: {reason}")
        killed = s.board.kills(s.layout | card.bit, card.index, s.closed)
        return frozenset(cards_of(killed))

    def _general(self, p: int, move: Move, kills: int = -1) -> tuple[ev.Event, ...]:
        """Any legal move through the core, with a snapshot for undo and every event; ``kills``: the
        cells a card play kills when :meth:`play` has worked them out already (K3, K8). (A snapshot
        of tuples, not a copy of the state's lists: tuples of numbers cost the garbage collector
        nothing once seen, and a game keeps one per general move.)"""
        snapshot = self._snapshot()
        s, t, kind = self._s, self._t, move.kind
        killed = s.killed
        events: list[ev.Event] = []
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
        if s.to_move is None:  # the summary from the core's numbers (no whole Result built), once per outcome
            numbers = core.outcome(self._t, s)
            events += _HAND_OVER.get(numbers) or _keep(_HAND_OVER, numbers, (ev.HandOver(outcome_summary(numbers)),))
        events = tuple(events)
        self._history.append((p, move, events, None, snapshot, None))
        return events

    def talk_to_ghost(self, player: int) -> tuple[ev.Event, ...]:
        """G1: ``player`` spoke to the ghost. The talker becomes the ghost (and the loser) and
        hands their cards and used passes to the old ghost, who plays on in their own seat."""
        s = self._s
        if not self.rules.ghost_talk:
            raise IllegalMoveError("talking to the ghost is a rule of the ghost variant only (G1)")
        if s.to_move is None:
            raise IllegalMoveError("the game is over: nobody can talk to the ghost now (G1)")
        self._check_player(player)
        if s.ghost is None:
            raise IllegalMoveError("there is no ghost yet: the ghost is a bankrupt player (G1)")
        if s.status[player] != ACTIVE:
            raise IllegalMoveError(
                f"player {player} is {s.status[player]}: only an active player can talk to the ghost (G1)"
            )
        snapshot = self._snapshot()
        ghost = core.talk_to_ghost(self._t, s, player)
        events = (ev.GhostTalk(player, ghost),)
        self._history.append((player, Move(TALK), events, None, snapshot, "talk"))
        return events

    def undo(self) -> Move:
        """Take back the last move (or ghost talk), restoring the exact earlier state."""
        if not self._history:
            raise IllegalMoveError("nothing to undo: no move has been made in this game")
        p, move, _, before, snapshot, owner = self._history.pop()
        s = self._s
        if snapshot is not None:
            self._restore(snapshot)
        elif move.kind is JOKER_KIND:  # a joker play made without a snapshot
            core.unplay_joker(s, p, move.bit, move.target, before, owner)
        elif before == -1:
            core.unpass(self._t, s, p)
        else:  # a card, or a yūrei's exposed card (back to its ``owner``)
            core.unplay_card(s, p, move.bit, before, owner)
        return move

    # ---------------------------------------------------------------- helpers

    def _read_move(self, text: object) -> Move:
        move = Move.parse(text)  # type: ignore[arg-type]
        s = self._s
        p, bit = s.to_move, move.bit
        if move.kind is PLAY and p is not None and s.exposed & bit and not s.hands[p] & bit:
            return Move(YUREI, move.card)  # a yūrei's exposed card, typed as a plain card
        return move

    def _check_player(self, player: int) -> None:
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.players:
            raise ShichiError(f"there is no player {quote(player)}: players are 0–{self.players - 1}")

    def _snapshot(self) -> tuple:
        """What undo needs to put the game back: the core's :func:`~.core.snapshot` of the state,
        which card killed each cell, and the row order."""
        killed_by = self._killed_by
        return core.snapshot(self._s), tuple(sorted(killed_by.items())) if killed_by else (), self.row_order

    def _restore(self, snapshot: tuple) -> None:
        kept, killed_by, rows = snapshot
        self._killed_by = dict(killed_by)
        if rows != self.row_order:
            self._set_rows(rows)
        core.restore(self._t, self._s, kept)

    def observe(self, callback: Callable[[Game], None]) -> None:
        """Call ``callback(game)`` after every change (move, undo, ghost talk): how views follow
        a game. Games nobody observes pay nothing for this."""
        from .observed import ObservedGame

        if not isinstance(self, ObservedGame):
            self.__class__ = ObservedGame
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
        return pos.record_of(self._s, self._killed_by, self.dealer, self.row_order)

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
        mine, theirs = (self.rules, self.players, self.dealer), (other.rules, other.players, other.dealer)
        return mine == theirs and self._snapshot() == other._snapshot()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"player {self._s.to_move} to move"
        return f"<Game {self.rules} · {self.players} players · {state}>"

    def _repr_svg_(self) -> str:
        from .svg import game_svg

        return game_svg(self)
