"""What one player may know, and deals of the hidden cards consistent with it.

A player sees their own hand, the layout, every hand's size, passes, statuses, penalty cards, a
yūrei's exposed cards, and every move so far. From the moves they can also infer:

* who holds a joker that has been swapped back (J3: the swap is public), until it is played;
* how many live cards each hand holds: ``hand_size`` less the penalty cards put in front of it
  (K3, K4). With hidden penalties (K6) that split is secret: a player knows which cells are killed
  (the layout encloses them) and their own penalty cards, not who holds the other killed cards nor
  which cards a player who left (K4) kept; a deal then gives each hidden hand its whole
  ``hand_size``, and :meth:`Knowledge.state` makes the cells it holds on the killed cells its
  penalty cards (a leaver's whole hand);
* cards a player cannot hold: in games where a player who can play must play (W4), and when a
  player with no token loses the turn (B8), that player held none of the cards open at that
  moment. A voluntary pass (R4) proves nothing: the player may be holding a blocker.

:meth:`Knowledge.sample` deals the unseen cards (and unseen jokers) to the other players so that
every hand has its known size and no card goes to a player known not to hold it. The knowledge
is computed from public information only (``Game.jokers_set_aside``, J5/J8, is shown to everyone
by the position text too).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import Game, core, public
from ..engine import events as ev
from ..engine.cards import low_bits as _bits
from ..engine.cards import mask_of
from .features import jokers_in_hand

__all__ = ["Knowledge"]

FULL = (1 << 52) - 1




@dataclass
class Knowledge:
    """The information set of ``player`` (see the module docstring)."""

    player: int
    hand: int
    jokers: int
    unknown: int  # cards in some other player's hand (or out of play in a partial deck)
    seats: tuple[int, ...]  # the players whose hands are hidden
    sizes: tuple[int, ...]  # every player's hand size as the table sees it (cards and jokers; K6: hidden penalties too)
    known_jokers: tuple[int, ...]  # jokers known to be in each player's hand
    hidden_jokers: int  # jokers somewhere in the hidden hands, holder unknown
    excluded: tuple[int, ...]  # per player: cards known not to be in that hand
    shown: tuple[int, ...] = ()  # per player: cards face up in their hand (a yūrei's, B5)
    shown_jokers: tuple[int, ...] = ()
    # K6: the killed cells everyone sees, and the player's own penalty cards; a hidden hand's cards
    # on killed cells are its penalty cards, and a leaver's whole hand (``hidden`` is False elsewhere)
    hidden: bool = False
    killed: int = 0
    own_penalties: int = 0

    @classmethod
    def of(cls, game: Game, player: int | None = None) -> Knowledge:
        """The knowledge of ``player`` (default: the player to move) in ``game``."""
        p = game.to_move if player is None else player
        n = game.players
        hand = game.hand_mask(p)
        jokers = jokers_in_hand(game, p)
        hidden = public.hides_penalties(game)
        own_penalties = mask_of(game.penalty_cards(p))
        public_cards = game.layout_mask | own_penalties
        shown, shown_jokers = [0] * n, [0] * n
        for seat, cards in game.exposed.items():  # B5: a yūrei's hand is face up
            shown[seat] = mask_of(card for card in cards if not card.is_joker)
            shown_jokers[seat] = sum(card.is_joker for card in cards)
            public_cards |= shown[seat]
        known, excluded = _from_history(game)
        known[p] = 0
        killed = 0
        if hidden:  # K6: a hand's size counts its hidden penalty cards; a leaver keeps theirs
            seats = tuple(s for s in range(n) if s != p and (game.status(s) == "active" or game.hand_size(s)))
            sizes = tuple(game.hand_size(s) for s in range(n))
            killed = public.killed_mask(game)
            for seat in seats:  # K5: a player out with cards left holds killed cards only (a leaver, K4, any)
                if game.status(seat) == "out":
                    excluded[seat] |= FULL & ~killed
        else:  # penalty cards lie face up in front of their holders
            public_cards |= mask_of(game.dead_cells)
            for seat in range(n):
                public_cards |= mask_of(game.penalty_cards(seat))
            seats = tuple(s for s in range(n) if s != p and game.status(s) == "active")
            sizes = tuple(game.hand_mask(s).bit_count() + jokers_in_hand(game, s) for s in range(n))
        on_table = len(game.joker_cells) + game.jokers_set_aside + sum(shown_jokers)
        hidden_jokers = game.rules.jokers - jokers - on_table - sum(known[s] for s in seats)
        return cls(
            player=p,
            hand=hand,
            jokers=jokers,
            unknown=FULL & ~public_cards & ~hand,
            seats=seats,
            sizes=sizes,
            known_jokers=tuple(known),
            hidden_jokers=max(0, hidden_jokers),
            excluded=tuple(excluded),
            shown=tuple(shown),
            shown_jokers=tuple(shown_jokers),
            hidden=hidden,
            killed=killed,
            own_penalties=own_penalties if hidden else 0,
        )

    def sample(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """Hands and joker counts for every seat: the player's own, and a random deal of the
        unknown cards and jokers to the hidden seats that fits everything known."""
        n = len(self.sizes)
        hands = list(self.shown) if self.shown else [0] * n
        jokers = list(self.shown_jokers) if self.shown_jokers else [0] * n
        hands[self.player], jokers[self.player] = self.hand, self.jokers
        room = {s: max(0, self.sizes[s] - self.known_jokers[s]) for s in self.seats}
        for s in self.seats:
            jokers[s] = self.known_jokers[s]
        cards = _bits(self.unknown)
        rng.shuffle(cards)
        spare = len(cards) + self.hidden_jokers - sum(room.values())
        if spare > 0:  # a partial deck (Game.from_position): some unknown cards are out of play
            cards = cards[spare:]
        for _ in range(self.hidden_jokers):
            seat = _weighted(rng, room)
            if seat is None:
                break
            jokers[seat] += 1
            room[seat] -= 1
        constrained = any(self.excluded[s] & self.unknown for s in self.seats)
        if not constrained:
            at = 0
            for s in self.seats:
                take = cards[at : at + room[s]]
                at += len(take)
                hands[s] = sum(take)
            return hands, jokers
        cards.sort(key=lambda bit: -sum(1 for s in self.seats if self.excluded[s] & bit))
        for bit in cards:
            allowed = {s: r for s, r in room.items() if r and not self.excluded[s] & bit}
            seat = _weighted(rng, allowed) if allowed else _weighted(rng, room)
            if seat is None:
                break
            hands[seat] |= bit
            room[seat] -= 1
        return hands, jokers

    def state(self, table: core.Tables, base: core.State, hands: list[int], jokers: list[int]) -> core.State:
        """``base`` (the game's lean state) with a sampled deal in it, to play out. With hidden
        penalties (K6) the deal also decides the secret: a hidden hand's cards on killed cells are
        its penalty cards, a leaver's hand is all penalty cards, and the dead and open cells follow
        from those instead of from the game's own (which would tell a bot what nobody sees)."""
        state = base.copy(hands, jokers)
        if not self.hidden:
            return state
        status, penalties = state.status, state.penalties
        for seat in range(len(hands)):
            if seat == self.player:
                penalties[seat] = self.own_penalties
            elif status[seat] == core.ACTIVE:
                penalties[seat] = hands[seat] & self.killed
                state.hands[seat] = hands[seat] & ~self.killed
            else:
                penalties[seat], state.hands[seat] = hands[seat], 0
        state.killed = self.killed
        core.refresh(table, state)
        return state


def _weighted(rng: random.Random, room: dict[int, int]) -> int | None:
    """A seat chosen with chance proportional to its free room (None when all are full)."""
    total = sum(room.values())
    if total <= 0:
        return None
    pick = rng.randrange(total)
    for seat, free in room.items():
        if pick < free:
            return seat
        pick -= free
    return None  # pragma: no cover


def _from_history(game: Game) -> tuple[list[int], list[int]]:
    """Jokers known to be held, and cards known not held, from the public moves."""
    n = game.players
    history = game.history
    known, excluded = [0] * n, [0] * n
    rules = game.rules
    opens: list[int | None] = [None] * len(history)
    if rules.must_play or rules.stuck == "lose-turn":  # the open cells before each telling pass
        telling = [
            i for i, turn in enumerate(history)
            if any(isinstance(e, ev.LostTurn) or (rules.must_play and isinstance(e, ev.Passed)) for e in turn.events)
        ]  # fmt: skip
        if telling:
            replay = game.copy()
            for i in range(len(history) - 1, telling[0] - 1, -1):
                replay.undo()
                opens[i] = replay.open_mask
    for i, turn in enumerate(history):
        for event in turn.events:
            if isinstance(event, ev.JokerSwapped):
                known[event.player] += 1
            elif isinstance(event, ev.JokerPlayed):
                known[event.player] = max(0, known[event.player] - 1)
            elif isinstance(event, (ev.DroppedOut, ev.Bankrupt, ev.LeftGame)):
                known[event.player] = 0
            elif isinstance(event, ev.GhostTalk):  # G1: the hand (and what is known of it) moves
                known[event.ghost], known[event.player] = known[event.player], 0
                excluded[event.ghost], excluded[event.player] = excluded[event.player], 0
            elif isinstance(event, (ev.Passed, ev.LostTurn)) and opens[i] is not None:
                excluded[event.player] |= opens[i]
    return known, excluded
