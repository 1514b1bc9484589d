"""Building and checking positions: what ``Game.from_position``, ``Game.from_state`` and
``Game.from_text`` (through ``Game.from_core_state``) read, turned into the rules core's lean state
(:class:`.core.State`), and the one checker all of them share (:func:`check_position`, which
starts with :func:`.reachable.check_reachable`).

Each reader refuses input of the wrong shape with a :class:`PositionError` saying what was
expected; :func:`check_position` then refuses positions no play reaches, naming the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from . import core
from .cards import DECK, JOKER, Card, Suit, cards_of
from .catalogue import Phrase
from .core import ACTIVE, OUT, SEVENS_MASK, STATUSES
from .errors import NotationError, PositionError, RulesetError, quote
from .reachable import check_reachable
from .rules import Ruleset
from .state import GameState

__all__ = [
    "as_rules", "card_list", "check_core_state", "check_position", "hand_lists", "position_state", "record_of",
    "record_state", "rows_of",
]  # fmt: skip


def as_rules(ruleset: Ruleset | str) -> Ruleset:
    """A ruleset, or the preset of that name."""
    if isinstance(ruleset, Ruleset):
        return ruleset
    if isinstance(ruleset, str):
        return Ruleset.preset(ruleset)
    raise RulesetError(f"expected a Ruleset or a preset name such as 'tunnel', not {quote(ruleset)}")


_CARDS_FORM = "a list of cards, or a text such as 'A♣-8♣ 7♠'"


def card_list(value: object, what: str) -> list[Card | str]:
    """``from_position``'s cards: a list of cards (or card texts), or one text with runs as in
    position text, ``'A♣-8♣ 7♠'``; anything else is refused with what was expected."""
    if isinstance(value, str):
        from .notation import read_cards

        return list(read_cards(value, what))
    if value is None or isinstance(value, (Card, bytes, dict)) or not isinstance(value, Iterable):
        raise PositionError(f"{what} must be {_CARDS_FORM}, not {quote(value)}")
    return list(value)  # type: ignore[arg-type]


def hand_lists(value: object, what: str) -> list[list[Card | str]]:
    """One list of cards per player (each as :func:`card_list` reads it)."""
    if value is None or isinstance(value, (str, Card, bytes, dict)) or not isinstance(value, Iterable):
        raise PositionError(
            f"{what} must be a list with one entry per player, each {_CARDS_FORM}, not {quote(value)}"
        )
    return [card_list(hand, f"{what[:-1] if what == 'hands' else what} {seat}") for seat, hand in enumerate(value)]


def position_state(
    rules: Ruleset,
    layout: list[Card | str],
    hands: list[list[Card | str]],
    to_move: object,
    passes_used: object,
    penalties: object,
) -> core.State:
    """``from_position``'s cards (read by :func:`card_list` and :func:`hand_lists`) as a lean
    state: each card in one place (L1), jokers counted (J1), penalty cards only in kill games (K3);
    a player with no cards is out, in seat order. Not yet checked (:func:`check_position`)."""
    n = len(hands)
    s = core.State(n)
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
        s.layout |= card.bit
        if as_joker:
            s.joker_cells |= card.bit
    jokers_seen = s.joker_cells.bit_count()
    for seat, hand in enumerate(hands):
        for item in hand:
            card = Card.parse(item)
            if card.is_joker:
                s.jokers[seat] += 1
                jokers_seen += 1
                continue
            claim(card, f"in player {seat}'s hand")
            s.hands[seat] |= card.bit
    if penalties is not None:
        if rules.kill is None:
            raise PositionError("penalty cards belong to kill games (K3)")
        penalties = hand_lists(penalties, "penalties")
        if len(penalties) != n:
            raise PositionError(f"penalties needs one list per player ({n}) (K3)")
        for seat, cards in enumerate(penalties):
            for item in cards:
                card = Card.parse(item)
                claim(card, f"among player {seat}'s penalty cards")
                s.penalties[seat] |= card.bit
                s.killed |= card.bit
    if jokers_seen > rules.jokers:
        raise PositionError(f"{jokers_seen} joker(s) in the position but the ruleset has {rules.jokers} (J1)")
    if passes_used is not None:
        if isinstance(passes_used, (str, bytes, dict)) or not isinstance(passes_used, Iterable):
            raise PositionError(
                f"passes_used must be a list of whole numbers, one per player, not {quote(passes_used)} (R5)"
            )
        passes_used = list(passes_used)
        if len(passes_used) != n:
            raise PositionError(f"passes_used needs one number per player ({n})")
        s.passes = passes_used
    s.to_move = to_move  # type: ignore[assignment]  # checked with the rest (check_position)
    for seat in range(n):
        if not s.hands[seat] and not s.jokers[seat]:
            s.status[seat] = OUT
            s.out.append(seat)
    if rules.end == "all-placed" and all(status != ACTIVE for status in s.status):
        s.to_move = None
    if rules.scoring == "chips":
        s.chips = [rules.chips - rules.ante] * n
        s.pot = rules.ante * n
    return s


def record_state(state: GameState) -> tuple[core.State, dict[int, int]]:
    """``from_state``'s record as a lean state and ``killed_by`` (killed cell index -> index of
    the card that killed it): every field of the right shape, each card in one place. Not yet
    checked (:func:`check_position`)."""
    n = state.players
    per_seat = {"hands": state.hands, "jokers": state.jokers, "passes": state.passes,
                "statuses": state.statuses, "penalties": state.penalties or ((),) * n,
                "chips": state.chips or (0,) * n}  # fmt: skip
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

    s = core.State(n)
    s.layout = mask(state.layout, "layout")
    s.hands = [mask(state.hands[seat], f"hand of player {seat}") for seat in range(n)]
    s.penalties = [mask(per_seat["penalties"][seat], f"penalties of player {seat}") for seat in range(n)]
    for card in state.joker_cells:
        if card.bit & ~s.layout:
            raise PositionError(f"{card} holds a joker, so it must be in the layout too (J3)")
        s.joker_cells |= card.bit
    _check_statuses(state.statuses)
    s.jokers, s.passes = list(state.jokers), list(state.passes)
    s.status, s.out = list(state.statuses), list(state.out)
    s.dropped, s.bankrupt = list(state.dropped), list(state.bankrupt)
    s.last, s.to_move = state.last, state.to_move
    s.chips, s.pot, s.taken = list(per_seat["chips"]), state.pot, state.pot_taken
    s.set_aside, s.ghost = state.set_aside, state.ghost
    s.completed = tuple((Suit(suit).value, p) for suit, p in state.completed)
    s.killed = sum(card.bit for card in state.killed)
    return s, {cell.index: by.index for cell, by in state.killed_by}


def record_of(s: core.State, killed_by: Mapping[int, int], dealer: int, row_order: Sequence[Suit]) -> GameState:
    """A game's position as a frozen :class:`GameState` (``Game.state()``; :func:`record_state`
    reads it back)."""
    n = len(s.hands)
    return GameState(
        players=n,
        dealer=dealer,
        to_move=s.to_move,
        layout=frozenset(cards_of(s.layout)),
        joker_cells=frozenset(cards_of(s.joker_cells)),
        hands=tuple(frozenset(cards_of(s.hands[seat])) for seat in range(n)),
        jokers=tuple(s.jokers),
        passes=tuple(s.passes),
        statuses=tuple(s.status),
        out=tuple(s.out),
        dropped=tuple(s.dropped),
        bankrupt=tuple(s.bankrupt),
        last=s.last,
        chips=tuple(s.chips),
        pot=s.pot,
        pot_taken=s.taken,
        set_aside=s.set_aside,
        ghost=s.ghost,
        completed=tuple((Suit(suit), p) for suit, p in s.completed),
        killed=frozenset(cards_of(s.killed)),
        killed_by=tuple((DECK[cell], DECK[by]) for cell, by in sorted(killed_by.items())),
        penalties=tuple(frozenset(cards_of(s.penalties[seat])) for seat in range(n)),
        row_order=tuple(row_order),
    )


def _check_statuses(statuses: Sequence[str]) -> None:
    for seat, status in enumerate(statuses):
        if status not in STATUSES:
            raise PositionError(f"player {seat}'s status must be one of {', '.join(STATUSES)}, not {quote(status)}")


def check_core_state(state: object) -> None:
    """``from_core_state``'s lean state: a :class:`.core.State` with one entry per player in each
    per-seat list, known statuses, each card in one place (L1) and jokers' cells in the layout (J3)."""
    if not isinstance(state, core.State):
        raise PositionError(f"from_core_state needs the core's State, not {type(state).__name__}")
    n = len(state.hands)
    for name in ("jokers", "passes", "status", "chips", "penalties"):
        if len(getattr(state, name)) != n:
            raise PositionError(f"the state's {name} need one entry per player ({n}) (R1)")
    _check_statuses(state.status)
    seen = state.layout
    for cards in (*state.hands, *state.penalties):
        if seen & cards:
            card = DECK[(seen & cards).bit_length() - 1]
            raise PositionError(f"{card} is in two places in the state: a card has one place (L1)")
        seen |= cards
    if state.joker_cells & ~state.layout:
        card = DECK[(state.joker_cells & ~state.layout).bit_length() - 1]
        raise PositionError(f"{card} holds a joker, so it must be in the layout too (J3)")


def rows_of(rows: object, set_rows: Callable[[object], None]) -> None:
    """Set the suits' row order (K1) with ``set_rows``, a bad order refused as a position error."""
    try:
        set_rows(rows)
    except RulesetError as exc:
        raise PositionError(str(exc)) from exc


def _field_name(key: str) -> str:
    """How a position's field is named in a message outside position text: ``the position's status``."""
    return f"the position's {key}"


def check_position(
    t: core.Tables, s: core.State, killed_by: Mapping[int, int], where: Callable[[str], str] | None = None
) -> None:
    """Refuse positions that cannot occur, naming the rule: the one checker that ``from_position``,
    ``from_state`` and ``from_text`` (through ``from_core_state``) share. ``where(key)`` names the
    field for the message (position text names its line: ``line 9 (status)``); a position text's
    errors are :class:`NotationError`, the others :class:`PositionError`. Recomputes ``s``'s
    derived fields (:func:`.core.refresh`)."""
    rules, n = t.rules, t.players
    check_reachable(rules, s, killed_by, where or _field_name, NotationError if where else PositionError)
    hands, status = s.hands, s.status
    if t.sevens_dealt:
        for seat in range(n):
            if hands[seat] & SEVENS_MASK:
                from .messages import cards_text

                sevens = cards_text(cards_of(hands[seat] & SEVENS_MASK))
                raise PositionError.said("error.position.sevens_held", player=seat, cards=sevens)
    for seat, used in enumerate(s.passes):
        if not isinstance(used, int) or isinstance(used, bool) or used < 0:
            raise PositionError(f"player {seat}'s passes used must be a whole number ≥ 0 (R5)")
        if rules.passes is not None and used > rules.passes:
            raise PositionError.said("error.position.passes_over", player=seat, used=used, limit=rules.passes)
    if rules.joker_alone_drops_out:
        for seat in range(n):
            if status[seat] == ACTIVE and not hands[seat] and s.jokers[seat]:
                raise PositionError.said("error.position.joker_alone", player=seat)
    if s.board is not None:
        closed = s.killed
        for cards in s.penalties:
            closed |= cards
        enclosed = s.board.dead_cells(s.layout) & ~closed
        if enclosed:
            cells = " ".join(map(str, cards_of(enclosed)))
            rule = "K8" if rules.kill == "group" else "K3"
            raise PositionError(f"{cells} would already be killed ({rule}): list them as penalty cards")
    active = [seat for seat in range(n) if status[seat] == ACTIVE]
    core.refresh(t, s)
    blocked = s.blockable and not core.anyone_can_place(t, s)
    to_move = s.to_move
    if to_move is None:
        ended = {
            "last-holder": len(active) <= 1,
            "first-out": bool(s.out) or not active or blocked,
            "all-placed": not active,
        }[rules.end]
        if not ended:
            raise PositionError("nobody is to move, but the hand is not over (R8, B6, W5, K5)")
        return
    if not isinstance(to_move, int) or isinstance(to_move, bool) or not 0 <= to_move < n:
        raise PositionError(f"to_move must be a player 0–{n - 1}, not {quote(to_move)} (R1)")
    if status[to_move] != ACTIVE:
        from .explain import status_words

        said = status[to_move]
        raise PositionError.said(
            "error.position.to_move_inactive", player=to_move,
            status=Phrase.of(lambda lang: status_words(rules, said, lang)),
        )
    if not hands[to_move] and not s.jokers[to_move]:
        raise PositionError.said("error.position.to_move_no_cards", player=to_move)
    if rules.end == "last-holder" and len(active) < 2:
        raise PositionError("fewer than two players hold cards: the game is already over (R8)")
    if rules.end == "first-out" and s.out:
        raise PositionError.said("error.position.already_over", player=s.out[0])
    if blocked:
        raise PositionError(
            "nobody can ever place a card in this position (the cards the layout needs are out of play) and a "
            "stuck player only loses the turn (B8, W4), so the hand would be over before it starts: a blocked "
            "hand ends as it stands (B5, W5)"
        )
    opening = t.opening
    if opening and not s.layout & opening:
        holder = core.holder(s, opening)
        if holder is None:
            raise PositionError(f"{rules.opening_card} must open the hand but is nowhere (B2)")
        if s.layout:
            raise PositionError(f"no card may be played before {rules.opening_card} opens (B2)")
        if holder != to_move:
            raise PositionError.said(
                "error.position.opener_must_open", holder=holder, opening=rules.opening_card, player=to_move
            )
