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
from dataclasses import dataclass, field

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
    # sample()'s preparation, made on the first sample (a Knowledge is read, never changed, once made)
    _deals: _Deals | None = field(default=None, init=False, repr=False, compare=False)

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
        unknown cards and jokers to the hidden seats that fits everything known.

        The unknown cards are shuffled (``rng.shuffle``), a partial deck's spare ones dropped from
        the front, each hidden joker goes to a seat with chance proportional to its free room, then
        the cards fill the seats in order, or, when some seat is known not to hold some card, go
        one by one (the most excluded first) to a seat allowed them, again by free room. What
        stays the same from deal to deal is worked out once (:class:`_Deals`)."""
        deals = self._deals
        if deals is None:
            deals = self._deals = _Deals(self)
        return deals.deal(rng)

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


_PLAIN_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", None)


class _Deals:
    """:meth:`Knowledge.sample`, prepared: what every deal starts from, and for each unknown card
    the seats that may hold it. A deal draws from the stream exactly what ``rng.shuffle`` and
    ``rng.randrange`` would draw (a ``random.Random``'s own draws are made inline, the same
    ``getrandbits`` calls), so a seed deals what it always dealt."""

    __slots__ = ("allowed", "cards", "constrained", "everyone", "hands", "hidden_jokers", "jokers", "order", "room",
                 "seats", "spare")

    def __init__(self, know: Knowledge) -> None:
        n = len(know.sizes)
        hands = list(know.shown) if know.shown else [0] * n
        jokers = list(know.shown_jokers) if know.shown_jokers else [0] * n
        hands[know.player], jokers[know.player] = know.hand, know.jokers
        for s in know.seats:
            jokers[s] = know.known_jokers[s]
        self.hands, self.jokers, self.seats = hands, jokers, know.seats
        self.room = [max(0, know.sizes[s] - know.known_jokers[s]) for s in know.seats]  # in ``seats`` order
        self.cards = _bits(know.unknown)
        self.hidden_jokers = know.hidden_jokers
        self.spare = len(self.cards) + know.hidden_jokers - sum(self.room)
        excluded = [know.excluded[s] for s in know.seats]
        self.constrained = any(x & know.unknown for x in excluded)
        # a card's place in the dealing order (the most excluded first), and the seats (by their
        # place in ``seats``) that may hold it
        self.order = {bit: -sum(1 for x in excluded if x & bit) for bit in self.cards}
        self.everyone = tuple(range(len(excluded)))  # (one tuple, shared by every card no seat is known to lack)
        self.allowed = {
            bit: tuple(i for i, x in enumerate(excluded) if not x & bit) if self.order[bit] else self.everyone
            for bit in self.cards
        }

    def deal(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """One deal (see :meth:`Knowledge.sample`)."""
        hands, jokers, seats = self.hands[:], self.jokers[:], self.seats
        room = self.room[:]
        cards = self.cards[:]
        plain = _PLAIN_RANDBELOW is not None and getattr(type(rng), "_randbelow", None) is _PLAIN_RANDBELOW
        bits = rng.getrandbits
        if plain:
            core.shuffle(rng, cards)  # rng.shuffle's very draws, without a call per card
        else:
            rng.shuffle(cards)
        if self.spare > 0:  # a partial deck (Game.from_position): some unknown cards are out of play
            cards = cards[self.spare :]
        for _ in range(self.hidden_jokers):
            i = _pick(rng, room, range(len(room)))
            if i is None:
                break
            jokers[seats[i]] += 1
            room[i] -= 1
        if not self.constrained:
            at = 0
            for i, s in enumerate(seats):
                take = cards[at : at + room[i]]
                at += len(take)
                hands[s] = sum(take)
            return hands, jokers
        cards.sort(key=self.order.__getitem__)
        allowed, everyone = self.allowed, self.everyone
        left = sum(room)  # the room left: one less for every card dealt
        for bit in cards:
            choices = allowed[bit]
            if choices is everyone:  # a card any seat may hold
                total = left
            else:
                total = 0
                for i in choices:
                    total += room[i]
                if not total:  # no allowed seat has room: any seat with room
                    choices, total = everyone, left
            if not total:
                break
            if plain:  # rng.randrange(total)'s draw, inline
                k = total.bit_length()
                pick = bits(k)
                while pick >= total:
                    pick = bits(k)
            else:
                pick = rng.randrange(total)
            for i in choices:
                if pick < room[i]:
                    break
                pick -= room[i]
            hands[seats[i]] |= bit
            room[i] -= 1
            left -= 1
        return hands, jokers


def _pick(rng: random.Random, room: list[int], choices) -> int | None:
    """One of ``choices`` (places in ``room``) with chance proportional to its free room (None
    when all are full)."""
    total = 0
    for i in choices:
        total += room[i]
    if total <= 0:
        return None
    pick = rng.randrange(total)
    for i in choices:
        if pick < room[i]:
            return i
        pick -= room[i]
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
