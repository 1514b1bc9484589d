"""What a play does, seen from the player's seat: which of their own cards it frees, which cells
it opens for the others, what holding it blocks, and what it kills.

Everything here uses public information only: the layout, the open and dead cells as everyone
sees them (with hidden penalties, K6, a leaver's dead cells look empty: ``engine.public``), and the
player's own hand (cards not in the hand and not on the table are "the others'").
"""

from __future__ import annotations

from ..engine import Game, Move, core, public
from ..engine.cards import DECK
from ..engine.grid import Board
from ..engine.layout import FULL_ROW
from ..engine.messages import join, text

__all__ = ["MoveEffect", "View", "card_runs", "describe", "jokers_in_hand"]

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


def describe(move: Move, lang: str = "en") -> str:
    """A move in words: ``"8♠"``, ``"the joker as 5♠ with 4♠"``, ``"the yūrei's 5♠"``, ``"pass"``."""
    if move.kind == "joker":
        if move.card is None:
            return text("bot.what.joker_alone", lang, joker_as=move.joker_as)
        return text("bot.what.joker_with", lang, joker_as=move.joker_as, card=move.card)
    if move.kind == "yurei":
        return text("bot.what.yurei", lang, card=move.card)
    return move.text(lang) if move.kind == "pass" else str(move.card)


def card_runs(mask: int, lang: str = "en") -> str:
    """Cards as short runs within each suit: ``"J♦–K♦, 3♣"`` (empty string for none); Japanese
    lists with 、."""
    parts = []
    for suit in range(4):
        row = mask >> (13 * suit) & FULL_ROW
        pos = 0
        while pos < 13:
            if row >> pos & 1:
                end = pos
                while end + 1 < 13 and row >> (end + 1) & 1:
                    end += 1
                first, last = DECK[13 * suit + pos], DECK[13 * suit + end]
                pair = join((first, last), lang)
                parts.append(str(first) if end == pos else f"{first}–{last}" if end > pos + 1 else pair)
                pos = end + 1
            else:
                pos += 1
    return join(parts, lang)
