"""Rulesets: every variant is a frozen set of rule flags, and presets name the rulebook's variants.

The engine reads these flags in one place (``Game``'s set-up) and never branches on a preset's
name, so a house rule is just ``Ruleset.preset("seven-bridge").replace(passes=5)``.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from .cards import Card, Rank, Suit
from .errors import CardError, RulesetError, quote

__all__ = ["DEFAULT_ROWS", "FLAG_CHOICES", "Ruleset", "parse_rows"]

DEFAULT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def parse_rows(rows: object) -> tuple[Suit, ...]:
    """The row order of the layout from four suits, as Suits or text ("♠", "S", or one string "♠♥♣♦"),
    each once (K1); a :class:`RulesetError` otherwise. Shared by :class:`Ruleset` and ``Game``."""
    if isinstance(rows, str):
        rows = [rows[i : i + 1] for i in range(len(rows))] if len(rows) == 4 else rows.split()
    try:
        parsed = tuple(r if isinstance(r, Suit) else Suit.parse(r) for r in rows)  # type: ignore[union-attr]
    except (CardError, TypeError):
        parsed = ()
    if len(parsed) != 4 or len(set(parsed)) != 4:
        raise RulesetError(f"row_order must list the four suits once each, like ♠ ♥ ♣ ♦, not {quote(rows)} (K1)")
    return parsed

_MADE: dict[str, Ruleset] = {}  # presets already built

FLAG_CHOICES: dict[str, tuple[Any, ...]] = {
    "sevens": ("dealt", "played"),
    "deal_start": ("left", "dealer"),
    "joker_mode": (None, "next", "wild"),
    "tunnels": (None, "blocking", "open"),
    "stuck": ("bankrupt", "yurei", "lose-turn", "leave"),
    "end": ("last-holder", "first-out", "all-placed"),
    "scoring": ("rank", "penalty", "chips", "penalty-cards"),
    "kill": (None, "single", "group"),
    "penalty": ("value", "count"),
}
"""The values each rule flag accepts (what :class:`Ruleset` checks; the house-rule menus offer them)."""


@dataclass(frozen=True)
class Ruleset:
    """The rule flags of one variant. Build it with :meth:`preset` and :meth:`replace`.

    Each flag names the rule ids it selects between (see ``docs/rules.md``).
    """

    name: str = "shichi-narabe"
    """The preset this ruleset was derived from (house rules keep the name)."""
    passes: int | None = 3
    """Passes (tokens) each player may use (R5, B2, B8 ``5``); ``None``: no limit (W4)."""
    must_play: bool = False
    """A player who can play must play; passing is only for a player who cannot (W4)."""
    sevens: str = "dealt"
    """``"dealt"``: 7s are laid out before play (S1); ``"played"``: 7s are played as cards (B3, W3)."""
    opening_card: Card | None = None
    """With 7s played: the card that must open the hand (B2: 7♦, or 7♥); ``None``: any 7 (W2)."""
    deal_start: str = "left"
    """Who gets the first card: the dealer's ``"left"`` neighbour (R2, W1) or the ``"dealer"`` (B1)."""
    jokers: int = 0
    """Jokers in the pack (J1: 1; B8 jokers wild: 2)."""
    joker_mode: str | None = None
    """``"next"``: the joker goes with the next card beyond it (J2); ``"wild"``: alone (J7)."""
    joker_alone_drops_out: bool = False
    """A hand of the joker alone drops out at once (J8); otherwise it is stuck (J5) or playable (B8)."""
    tunnels: str | None = None
    """``"blocking"`` (T2) or ``"open"`` (T3) tunnels between A and K; ``None``: no tunnels (L3)."""
    stuck: str = "bankrupt"
    """What a player with no pass left and no play does: ``"bankrupt"`` (R6, R9), becomes a
    ``"yurei"`` (B5), simply loses the turn, ``"lose-turn"`` (B8 ``ghost = False``), or leaves
    with every card a penalty card, ``"leave"`` (K4)."""
    ghost_talk: bool = False
    """The talking-ghost rule (G1): ``Game.talk_to_ghost(player)``."""
    end: str = "last-holder"
    """``"last-holder"``: play on until one player holds cards (R8); ``"first-out"``: the hand
    ends when a player plays their last card (B6, W5); ``"all-placed"``: when every card is in
    the layout or a penalty card (K5)."""
    scoring: str = "rank"
    """``"rank"`` (R8), ``"penalty"`` points (B6), ``"chips"`` (W1, W5) or
    ``"penalty-cards"`` (K5: fewest wins)."""
    kill: str | None = None
    """Kill games: cards go next to any card and enclosed empty cells die, ``"single"`` cells
    (K2, K3) or whole ``"group"``s cut off from the top or bottom edge (K8)."""
    diagonal: bool = False
    """Kill games: a card may also be played diagonally next to a card (K9)."""
    row_order: tuple[Suit, ...] | str = DEFAULT_ROWS
    """The suits' rows from top to bottom (K1), or ``"shuffled"`` by the deal's seed."""
    hidden_penalties: bool = False
    """Kill games: killed cards stay hidden in their owner's hand (K6)."""
    penalty: str = "value"
    """Penalty per card left (B6): its ``"value"`` (A=1 ... K=13) or 1 a card (``"count"``)."""
    joker_penalty: int = 15
    """Penalty for a joker left in hand with ``penalty="value"`` (B8); 1 with ``"count"``."""
    kings_bonus: int = 0
    """Race to kings (B8): a player who completes a suit A–K takes this off their penalty."""
    chips: int = 20
    """Chips each player starts a match with (W1)."""
    ante: int = 1
    """Chips each player puts into the pot before each deal (W1)."""
    pass_cost: int = 0
    """Chips a pass costs (W4: 1)."""
    match_hands: int = 5
    """Hands in a match (B7, W6)."""
    match_target: int | None = None
    """Play the match until a player's penalty passes this (B7: 100) instead of a fixed count."""
    source_players: tuple[int, int] = (3, 8)
    """The player counts the preset's source names (R1); the engine accepts 2–8 for teaching."""

    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 8

    def __post_init__(self) -> None:
        if not isinstance(self.row_order, str) or self.row_order != "shuffled":
            object.__setattr__(self, "row_order", parse_rows(self.row_order))
        if isinstance(self.opening_card, str):
            try:
                object.__setattr__(self, "opening_card", Card.parse(self.opening_card))
            except CardError as exc:
                raise RulesetError(f"opening_card: {exc} (B2)") from None
        if isinstance(self.source_players, list):
            object.__setattr__(self, "source_players", tuple(self.source_players))
        _validate(self)

    # -- construction ---------------------------------------------------------------------------

    @classmethod
    def preset(cls, name: str) -> Ruleset:
        """The ruleset of a variant named in docs/rules.md, e.g. ``Ruleset.preset("tunnel")``."""
        made = _MADE.get(name) if cls is Ruleset and isinstance(name, str) else None
        if made is not None:  # rulesets are frozen, so each preset is built once
            return made
        try:
            flags = _PRESETS[name]
        except (KeyError, TypeError):
            hint = difflib.get_close_matches(str(name), _PRESETS, n=1)
            extra = f"; did you mean {hint[0]!r}?" if hint else ""
            raise RulesetError(
                f"unknown preset {quote(name)}{extra} Presets: {', '.join(_PRESETS)}"
            ) from None
        ruleset = cls(name=name, **flags)
        if cls is Ruleset:
            _MADE[name] = ruleset
        return ruleset

    @classmethod
    def presets(cls) -> tuple[str, ...]:
        """The names of every preset."""
        return tuple(_PRESETS)

    def replace(self, **flags: Any) -> Ruleset:
        """A copy with some flags changed (house rules): ``replace(passes=5, penalty="count")``.

        ``ghost=False`` is accepted as the rulebook's name for B8's "no yūrei" rule.
        """
        if "ghost" in flags:
            ghost = flags.pop("ghost")
            if not isinstance(ghost, bool):
                raise RulesetError(f"ghost must be True or False, not {quote(ghost)} (B8)")
            flags.setdefault("stuck", "yurei" if ghost else "lose-turn")
        known = {f.name for f in fields(self)} - {"name"}
        for flag in flags:
            if flag not in known:
                hint = difflib.get_close_matches(flag, known, n=1)
                extra = f"; did you mean {hint[0]!r}?" if hint else ""
                raise RulesetError(
                    f"unknown rule flag {quote(flag)}{extra} Flags: {', '.join(sorted(known))}"
                )
        return replace(self, **flags)

    # -- reading --------------------------------------------------------------------------------

    @property
    def ghost(self) -> bool:
        """True when a stuck player becomes a yūrei (B5); the rulebook's ``ghost`` flag (B8)."""
        return self.stuck == "yurei"

    def changes(self) -> dict[str, Any]:
        """The flags that differ from this ruleset's preset (what makes it a house rule)."""
        base = Ruleset.preset(self.name) if self.name in _PRESETS else Ruleset()
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.name != "name" and getattr(self, f.name) != getattr(base, f.name)
        }

    def __str__(self) -> str:
        changes = " ".join(f"{k}={_flag_text(v)}" for k, v in self.changes().items())
        return f"{self.name} {changes}".strip()


def _flag_text(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple) and value and isinstance(value[0], Suit):
        return "".join(str(v) for v in value)
    if isinstance(value, tuple):
        return "-".join(str(v) for v in value)
    return str(value)


def _validate(rules: Ruleset) -> None:
    def fail(message: str) -> None:
        raise RulesetError(message)

    for flag, allowed in FLAG_CHOICES.items():
        value = getattr(rules, flag)
        if value not in allowed:
            fail(f"{flag}={quote(value)} is not one of {', '.join(map(repr, allowed))}")
    for flag in ("must_play", "joker_alone_drops_out", "ghost_talk", "diagonal", "hidden_penalties"):
        if not isinstance(getattr(rules, flag), bool):
            fail(f"{flag} must be True or False, not {quote(getattr(rules, flag))}")
    for flag in ("joker_penalty", "kings_bonus", "chips", "ante", "pass_cost", "match_hands"):
        value = getattr(rules, flag)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            fail(f"{flag} must be a whole number ≥ 0, not {quote(value)}")
    if rules.passes is not None and (
        not isinstance(rules.passes, int) or isinstance(rules.passes, bool) or rules.passes < 0
    ):
        fail(f"passes must be a whole number ≥ 0 or None (no limit), not {quote(rules.passes)} (R5)")
    if rules.passes is None and not rules.must_play:
        fail("passes=None (no limit, W4) needs must_play=True, or a hand might never end")
    if not isinstance(rules.jokers, int) or not 0 <= rules.jokers <= 2:
        fail(f"jokers must be 0, 1 or 2, not {quote(rules.jokers)} (J1, B8)")
    if rules.jokers and rules.joker_mode is None:
        fail(f"jokers={rules.jokers} needs joker_mode='next' (J2) or 'wild' (J7)")
    if rules.joker_mode is not None and not rules.jokers:
        fail(f"joker_mode={quote(rules.joker_mode)} needs jokers=1 or 2 (J1)")
    if rules.joker_alone_drops_out and rules.joker_mode != "wild":
        fail("joker_alone_drops_out (J8) belongs to joker_mode='wild'")
    if rules.joker_mode == "next" and rules.sevens == "played":
        fail("joker_mode='next' (J2) needs 7s dealt out first (S1): a 7 has no card beyond it")
    if rules.opening_card is not None:
        card = rules.opening_card
        if not isinstance(card, Card) or card.is_joker or card.rank != Rank.SEVEN:
            fail(f"opening_card must be a 7 such as '7♦' or '7♥', not {card} (B2)")
        if rules.sevens != "played":
            fail("opening_card (B2) needs sevens='played': with 7s dealt out (S1) none is played")
    if rules.stuck == "lose-turn" and rules.end != "first-out":
        fail("stuck='lose-turn' (B8, W4) needs end='first-out' (B6, W5): where play goes on until one player "
             "holds cards, a stuck player goes bankrupt (R6)")
    if rules.ghost_talk and rules.stuck != "bankrupt":
        fail("ghost_talk (G1) needs stuck='bankrupt': the ghost is the bankrupt player")
    if rules.pass_cost and rules.scoring != "chips":
        fail("pass_cost (W4) needs scoring='chips'")
    if rules.kings_bonus and rules.scoring != "penalty":
        fail("kings_bonus (B8 race to kings) needs scoring='penalty'")
    if rules.scoring == "rank" and rules.end != "last-holder":
        fail("scoring='rank' (R8) needs end='last-holder': a ranking needs everyone to finish")
    if rules.match_target is not None and (
        not isinstance(rules.match_target, int) or isinstance(rules.match_target, bool) or rules.match_target <= 0
    ):
        fail(f"match_target must be a positive number or None, not {quote(rules.match_target)} (B7)")
    if rules.match_hands < 1:
        fail("match_hands must be at least 1 (B7, W6)")
    kill_flags = (rules.stuck == "leave", rules.end == "all-placed", rules.scoring == "penalty-cards")
    if rules.kill is not None:
        if rules.jokers:
            fail("koroshi is never played with a joker (K10)")
        if rules.sevens != "dealt":
            fail("kill games lay the 7s out before play (K1, S1): sevens='dealt'")
        if rules.tunnels == "blocking":
            fail("kill games have no blocking tunnels: tunnels='open' makes the board a cylinder (K7)")
        if not all(kill_flags):
            fail("kill games need stuck='leave' (K4), end='all-placed' (K5) and scoring='penalty-cards' (K5)")
    else:
        if any(kill_flags):
            fail("stuck='leave', end='all-placed' and scoring='penalty-cards' belong to kill games (K4, K5)")
        if rules.diagonal:
            fail("diagonal play (K9) belongs to kill games: set kill='single' or 'group'")
        if rules.hidden_penalties:
            fail("hidden_penalties (K6) belongs to kill games")
    low, high = rules.source_players if len(rules.source_players) == 2 else (0, 0)
    if not Ruleset.MIN_PLAYERS <= low <= high <= Ruleset.MAX_PLAYERS:
        fail(f"source_players must be (low, high) within 2–8, not {quote(rules.source_players)} (R1)")


_SEVEN_BRIDGE = dict(
    sevens="played",
    opening_card=Card.parse("7♦"),
    deal_start="dealer",
    stuck="yurei",
    end="first-out",
    scoring="penalty",
    source_players=(3, 7),
)

_KOROSHI = dict(kill="single", stuck="leave", end="all-placed", scoring="penalty-cards")

_PRESETS: dict[str, dict[str, Any]] = {
    "shichi-narabe": {},
    "joker": dict(jokers=1, joker_mode="next"),
    "joker-wild": dict(jokers=1, joker_mode="wild", joker_alone_drops_out=True),
    "tunnel": dict(tunnels="blocking"),
    "tunnel-open": dict(tunnels="open"),
    "tunnel-joker": dict(tunnels="blocking", jokers=1, joker_mode="next"),
    "ghost": dict(ghost_talk=True),
    "seven-bridge": _SEVEN_BRIDGE,
    "koroshi": _KOROSHI,
    "koroshi-tunnel": dict(_KOROSHI, tunnels="open"),
    "mushikui": dict(_KOROSHI, kill="group", tunnels="open"),
    "koroshi-diagonal": dict(_KOROSHI, diagonal=True),
    "sevens": dict(
        sevens="played",
        passes=None,
        must_play=True,
        stuck="lose-turn",
        end="first-out",
        scoring="chips",
        pass_cost=1,
    ),
}
