"""What a play does, seen from the player's seat: which of their own cards it frees, which cells
it opens for the others, what holding it blocks, and what it kills.

Everything here uses public information only: the layout, the open and dead cells as everyone
sees them (with hidden penalties, K6, a leaver's dead cells look empty: ``engine.public``), and the
player's own hand (cards not in the hand and not on the table are "the others'").
"""

from __future__ import annotations

from ..engine import Game, Move, core, public
from ..engine.grid import Board
from .words import card_runs, describe

__all__ = ["MoveEffect", "View", "card_runs", "cards_leaving", "describe", "jokers_in_hand"]

FULL = (1 << 52) - 1


def jokers_in_hand(game: Game, player: int) -> int:
    """The jokers in a player's hand (``hand_size`` also counts K6's hidden penalty cards)."""
    return game.jokers(player)


class MoveEffect:
    """The effect of one move for the player making it."""

    __slots__ = ("blocks", "freed", "gift", "goes_out", "killed_mine", "killed_theirs", "move", "shed", "stranded")

    def __init__(
        self, move: Move, shed: int, freed: int, gift: int, blocks: int, mine: int, theirs: int, stranded: bool = False
    ) -> None:
        self.move = move
        self.shed = shed  # the cards leaving the hand (0 for a pass)
        self.freed = freed  # own cards that only this play lets the player reach alone
        self.gift = gift  # cells of others' cards this play opens at once
        self.blocks = blocks  # others' cards that holding the card keeps out of reach
        self.killed_mine = mine  # own cards it kills (K3, K8)
        self.killed_theirs = theirs  # others' cards it kills
        self.stranded = stranded  # it leaves the joker alone in hand: stuck (J5) or dropped out (J8)
        self.goes_out = False  # it empties the hand (R7, B6, W5)


class View:
    """One player's view of a position, with quick "what if I play this" answers."""

    def __init__(self, game: Game, player: int | None = None) -> None:
        p = game.to_move if player is None else player
        rules = game.rules
        self.game = game
        self.player = p
        self.rules = rules
        self.layout = game.layout_mask
        self.open = public.open_mask(game)
        self.hand = game.hand_mask(p)
        self.jokers = jokers_in_hand(game, p)
        self.dead = public.killed_mask(game) | public.dead_mask(game)
        self.others = FULL & ~self.layout & ~self.hand & ~self.dead  # the others' (a yūrei's too) or nobody's
        tables = core.Tables.of(rules, game.players)  # the rule flags as the core reads them
        self.board: Board | None = tables.board(game.row_order)
        self._rows = tables.row_open

    # ------------------------------------------------------------------ open cells

    def open_of(self, layout: int, dead: int | None = None) -> int:
        """The open cells of a layout (L3, T2, T3, K2; a 7 opens its row where 7s are played)."""
        return core.open_mask(self._rows, self.board, layout, self.dead if dead is None else dead)

    def reach(self, layout: int, cards: int, dead: int | None = None) -> int:
        """The cards of ``cards`` that become playable one after another from ``layout``, with
        no other card played: what a player holding ``cards`` could run out alone."""
        reached = 0
        if self.board is not None:  # K2: each card placed opens the cells next to it
            dead = self.dead if dead is None else dead
            touching = self.board.touching
            cells = self.open_of(layout, dead)
            step = cells & cards
            while step:
                reached |= step
                while step:
                    low = step & -step
                    cells |= touching[low.bit_length() - 1]
                    step ^= low
                cells &= ~(layout | reached) & ~dead & FULL
                step = cells & cards
            return reached
        while True:
            step = self.open_of(layout, dead) & cards & ~reached
            if not step:
                return reached
            reached |= step
            layout |= step

    # ------------------------------------------------------------------ moves

    def effect(self, move: Move) -> MoveEffect:
        """What ``move`` frees, opens, blocks and kills (a pass does nothing)."""
        if move.kind == "pass":
            return MoveEffect(move, 0, 0, 0, 0, 0, 0)
        placed = (move.bit if move.card is not None else 0) | (move.joker_as.bit if move.joker_as is not None else 0)
        own = move.bit if move.kind in ("play", "joker") else 0
        hand = self.hand & ~own
        layout = self.layout | placed
        dead = self.dead
        mine = theirs = 0
        if self.board is not None and move.card is not None:
            killed = self.board.kills(layout, move.card.index, dead)
            mine, theirs = killed & hand, killed & ~hand
            dead |= killed
            hand &= ~killed
        without = self.reach(self.layout, self.hand & ~own, dead)
        freed = self.reach(layout, hand, dead) & ~without
        gift = self.open_of(layout, dead) & self.others & ~self.open
        blocks = self.reach(layout, self.others, dead) & ~self.reach(self.layout, self.others, dead)
        jokers_left = self.jokers - (move.kind == "joker")
        stranded = not hand and jokers_left > 0
        shed = own.bit_count() + (move.kind == "joker")
        effect = MoveEffect(move, shed, freed, gift & ~dead, blocks & ~dead, mine, theirs, stranded)
        effect.goes_out = not hand and jokers_left <= 0 and not mine  # emptied by playing, not by own kills
        return effect

    def passes_left(self) -> int | None:
        """Passes the player may still use (None: no limit, W4)."""
        limit = self.rules.passes
        return None if limit is None else limit - self.game.passes_used(self.player)


def cards_leaving(game: Game, move: Move) -> int:
    """How many cards ``move`` takes out of the mover's hand, as the engine counts it (the move is
    played on a copy): 1 for a card, 2 for the joker with a card (J2), 0 for a yūrei's card (B5),
    more when a play kills the player's own cards (K3)."""
    p = game.to_move
    after = game.copy()
    after.play(move)
    return game.hand_size(p) - after.hand_size(p)
