"""One-sentence answers to "why can (or can't) this be played?", citing rule ids (docs/rules.md §9).

Every sentence comes from the message catalogue (:mod:`.messages`), in English or Japanese
(``lang="ja"``); the rule ids are the same in both.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import public
from .cards import DECK, Card, Suit
from .catalogue import Phrase, locale
from .core import view_of
from .errors import CardError, IllegalMoveError, ShichiError, quote
from .layout import DOWN, FULL_ROW, SEVEN, UP, blocked_directions, direction_cells, joker_targets, paths
from .messages import check_lang, join, suit_name, text
from .moves import JOKER_KIND, PASS_KIND, PLAY, TALK, YUREI, Move

if TYPE_CHECKING:
    from .game import Game
    from .rules import Ruleset

__all__ = ["explain", "illegal_error", "next_cell", "status_text", "status_words", "turn_error", "why_illegal"]


def status_text(game: Game, status: str, lang: str = "en") -> str:
    """A player's status in words. In a kill game a K4 leaver "left the game" (not "bankrupt"), and a
    player with no cards "has no cards left": their last card may have been killed, not played (K5),
    so "out" (あがり, going out by playing) would not be true of them."""
    return status_words(game.rules, status, lang)


def status_words(rules: Ruleset, status: str, lang: str = "en") -> str:
    """:func:`status_text` by the ruleset alone (a position being checked has no game yet)."""
    if rules.kill is not None:
        status = _KILL_GAME_STATUS.get(status, status)
    return text(f"status.{status}", lang)


_KILL_GAME_STATUS = {"bankrupt": "left", "out": "no_cards"}


def _card(suit: Suit, pos: int) -> Card:
    return DECK[13 * suit.value + pos]


def _row(game: Game, suit: Suit) -> int:
    return (game.layout_mask >> (13 * suit.value)) & FULL_ROW


_STUCK_RULE = {"bankrupt": "R6", "yurei": "B5", "lose-turn": "B8", "leave": "K4"}
"""The rule that says what a player with no pass left does, by the ``stuck`` flag."""


def _sevens_rule(rules: Ruleset) -> str:
    """The rule by which 7s are played during the hand: B3 (Seven Bridge, an opening card) or W3."""
    return "B3" if rules.opening_card is not None else "W3"


def _rule(game: Game) -> str:
    return {None: "L3", "blocking": "T2", "open": "T3"}[game.rules.tunnels]


def _direction(direction: str, lang: str) -> str:
    return text("word.up" if direction == UP else "word.down", lang)


def _clause(sentence: str, lang: str) -> str:
    """A sentence to go after a colon: English lowers a first word ("Not playable: …"), never a
    card ("A♠ is …"); Japanese keeps it whole (the locale row's ``lower_clause``)."""
    if not locale(lang).lower_clause or _STARTS_WITH_CARD.match(sentence):
        return sentence
    return f"{sentence[0].lower()}{sentence[1:]}"


_STARTS_WITH_CARD = re.compile(r"(10|[2-9AJQK])[♠♥♣♦]")


def explain(game: Game, item: Card | str, lang: str = "en") -> str:
    """Why a card (or a move written as text) is playable or not for the player to move."""
    check_lang(lang)
    if isinstance(item, Move):
        return explain_move(game, item, lang)
    if isinstance(item, str) and ("=" in item or item.strip().lower() == "pass" or "rei " in item.lower()):
        return explain_move(game, Move.parse(item), lang)
    try:
        card = Card.parse(item)
    except CardError as exc:
        raise ShichiError(f"cannot explain {quote(item)}: {exc}") from None
    if card.is_joker:
        return _explain_joker(game, lang)
    return explain_cell(game, card, lang)


def explain_cell(game: Game, card: Card, lang: str = "en") -> str:
    """Why the cell of ``card`` is open or not, whoever holds the card."""
    rules = game.rules
    s = view_of(game)  # read only
    suit = card.suit
    pos = card.rank - 1
    row = (s.layout >> (13 * suit.value)) & FULL_ROW
    if s.joker_cells & card.bit:
        return text("explain.cell.joker", lang, card=card)
    if s.layout & card.bit:
        return text("explain.cell.in_layout", lang, card=card)
    if s.board is not None:
        return _explain_board_cell(game, card, lang)
    if s.gate:
        opening = rules.opening_card
        if card == opening:
            return text("explain.cell.opens_hand", lang, card=card)
        return text("explain.cell.opening_first", lang, opening=opening)
    seven = _card(suit, 6)
    if not row & SEVEN:
        if card == seven:
            if rules.sevens == "dealt":  # S1
                return text("explain.cell.seven_out_of_play", lang, card=card, suits=suit)
            key = "explain.cell.seven_opens" if s.layout else "explain.cell.seven_opens_first"  # W2
            return text(key, lang, card=card, suits=suit, rule=_sevens_rule(rules))
        if rules.sevens == "dealt":
            return text("explain.cell.no_row", lang, suits=suit, seven=seven)
        return text("explain.cell.row_not_open", lang, suits=suit, seven=seven, rule=_sevens_rule(rules))
    open_cells = direction_cells(row, rules.tunnels)
    rule = _rule(game)
    for direction, cell in open_cells.items():
        if cell == pos:
            how = _how_reached(rules.tunnels, direction, card, lang)
            return text("explain.cell.playable", lang, card=card, how=how, rule=rule)
    blocked = blocked_directions(row, rules.tunnels)
    if blocked:  # T2: a complete side shuts its way on; the only way is through the tunnel
        side = "A–6" if blocked[0] == UP else "8–K"
        other = open_cells.get(DOWN if blocked[0] == UP else UP)
        if other is None:
            return text("explain.cell.tunnel_none", lang, suits=suit, side=side)
        return text("explain.cell.tunnel_next", lang, suits=suit, side=side, next=_card(suit, other))
    reasons = [
        (direction, _card(suit, open_cells[direction]))
        for direction, path in paths(rules.tunnels).items()
        if pos in path and direction in open_cells
    ]
    if len(reasons) == 1:
        direction, first = reasons[0]
        return text("explain.cell.first", lang, first=first, direction=_direction(direction, lang), rule=rule)
    if reasons:
        parts = join(
            (
                text("explain.cell.next_part", lang, first=first, direction=_way(direction, first, lang))
                for direction, first in reasons
            ),
            lang,
            "and",
        )
        return text("explain.cell.next_both", lang, suits=suit, parts=parts, rule=rule)
    return text("explain.cell.none_now", lang, suits=suit, rule=rule)


def _explain_board_cell(game: Game, card: Card, lang: str = "en") -> str:
    """Kill games: killed, dead, next to a card, or not (K2–K4, K7–K9)."""
    s = view_of(game)  # read only
    board = s.board
    rule = "K8" if game.rules.kill == "group" else "K3"
    if public.killed_mask(game) & card.bit:  # K6: as everyone sees it
        by = public.killed_by(game, card)
        if by is None:
            return text("explain.board.killed", lang, rule=rule)
        if rule == "K8":  # say why a group died: cut off from the top and bottom rows
            return text("explain.board.killed_by_group", lang, by=DECK[by])
        return text("explain.board.killed_by", lang, by=DECK[by], rule=rule)
    for seat, penalties in enumerate(() if public.hides_penalties(game) else s.penalties):  # K6: secret
        if penalties & card.bit:
            return text("explain.board.left_penalty", lang, player=seat, card=card)
    straight = board.orthogonal[card.index] & s.layout
    if straight:
        neighbour = DECK[(straight & -straight).bit_length() - 1]
        through = neighbour.rank in (1, 13) and card.rank in (1, 13) and neighbour.suit == card.suit
        verdict = "playable" if public.open_mask(game) & card.bit else "empty"
        key = f"explain.board.{verdict}" + ("_tunnel" if through else "")  # K7: through the tunnel
        sentence = text(key, lang, card=card, neighbour=neighbour)
        if verdict == "playable":
            sentence = locale(lang).sentences(sentence, _would_kill(game, card, lang))
        return sentence
    corner = board.touching[card.index] & s.layout
    if corner:  # K9: a diagonal play kills as any play does (kills stay orthogonal, K3)
        neighbour = DECK[(corner & -corner).bit_length() - 1]
        sentence = text("explain.board.diagonal", lang, card=card, neighbour=neighbour)
        return locale(lang).sentences(sentence, _would_kill(game, card, lang))
    return text("explain.board.alone_diagonal" if game.rules.diagonal else "explain.board.alone", lang)


def _would_kill(game: Game, card: Card, lang: str = "en") -> str:
    """Section 9: the sentence naming what playing ``card`` would kill, and why (K3, K8); or ""."""
    killed = public.kills_if(game, card)
    if not killed:
        return ""
    key = "explain.board.would_kill_group" if game.rules.kill == "group" else "explain.board.would_kill"
    return text(key, lang, cards=join(sorted(killed), lang, "and"))


def _way(direction: str, first: Card, lang: str) -> str:
    """The way to ``first`` from its 7: up or down, or past the A or the K when ``first`` lies
    through the tunnel (a K reached going down is "past the A", never "the small side")."""
    if direction == DOWN and first.rank > 7:
        return text("word.past_a", lang)
    if direction == UP and first.rank < 7:
        return text("word.past_k", lang)
    return _direction(direction, lang)


def _how_reached(tunnels: str | None, direction: str, card: Card, lang: str = "en") -> str:
    through = tunnels is not None and (
        (direction == UP and card.rank < 7) or (direction == DOWN and card.rank > 7)
    )
    words = _direction(direction, lang)
    beyond = text("word.past_a" if direction == DOWN else "word.past_k", lang)  # never "down" for a K
    if tunnels == "blocking" and through:
        side = "A–6" if direction == DOWN else "8–K"
        return text("explain.how.tunnel_open", lang, suits=card.suit, side=side, beyond=beyond)
    if through:
        suit = suit_name(card.suit, lang, plural=False)
        return text("explain.how.next_tunnel", lang, suit=suit, direction=words, beyond=beyond)
    return text("explain.how.next", lang, suit=suit_name(card.suit, lang, plural=False), direction=words)


def _joker_plays(game: Game, p: int) -> list[Move]:
    return [m for m in game.legal_moves() if m.kind == JOKER_KIND] if game.to_move == p else []


def _explain_joker(game: Game, lang: str = "en") -> str:
    p = game.to_move
    rules = game.rules
    if not rules.jokers:
        return text("explain.joker.no_joker", lang)
    if p is None:
        return text("explain.joker.over", lang)
    if not game.jokers(p):
        return text("explain.joker.not_held", lang, player=p)
    plays = _joker_plays(game, p)
    if plays:
        rule = "J7" if rules.joker_mode == "wild" else "J2"
        plays_text = join((move.text(lang) for move in plays), lang, "or")  # in words, not JK=…
        return text("explain.joker.can", lang, player=p, plays=plays_text, rule=rule)
    if rules.joker_mode == "next":
        if not game.hand_mask(p):
            return text("explain.joker.only_joker", lang, player=p)
        return text("explain.joker.none_next", lang, player=p)
    return text("explain.joker.none_wild", lang, player=p)


def explain_move(game: Game, move: Move, lang: str = "en") -> str:
    """Why a move is legal or not for the player to move."""
    p = game.to_move
    if p is None:
        return text("explain.move.over", lang)
    if move in game.legal_moves():
        if move.kind == JOKER_KIND:
            if move.card is None:
                return text("explain.move.joker_alone", lang, joker_as=move.joker_as)
            return text("explain.move.joker_with", lang, joker_as=move.joker_as, card=move.card)
        if move.kind == PASS_KIND:
            return _explain_pass(game, p, lang)
        return explain_cell(game, move.card, lang)
    if move.kind in (PLAY, YUREI) and _is_offered(game, p, move):
        return explain_cell(game, move.card, lang)  # it says "Not playable: …" itself, once
    return text("explain.move.not_legal", lang, reason=why_illegal(game, p, move, lang))


def _is_offered(game: Game, p: int, move: Move) -> bool:
    """The card of a play is in the player's hand, or of a yūrei play among the exposed cards: then
    only its cell keeps it from being played (why_illegal says the cell's sentence)."""
    s = view_of(game)  # read only
    return bool((s.hands[p] if move.kind == PLAY else s.exposed) & move.bit)


def _explain_pass(game: Game, p: int, lang: str = "en") -> str:
    rules = game.rules
    used = game.passes_used(p)
    if rules.passes is None:
        return text("explain.pass.chips", lang, player=p, chips=rules.pass_cost)
    if used < rules.passes:
        key = "explain.pass.may_token" if rules.scoring == "penalty" else "explain.pass.may"  # B4: Seven Bridge
        return text(key, lang, player=p, used=used, limit=rules.passes)
    key = {
        "bankrupt": "explain.pass.bankrupt",
        "yurei": "explain.pass.yurei",
        "lose-turn": "explain.pass.lose_turn",
        "leave": "explain.pass.leave",
    }[rules.stuck]
    return text(key, lang, player=p, limit=rules.passes)


def why_illegal(game: Game, p: int, move: Move, lang: str = "en") -> str:
    """The reason ``move`` is not legal for player ``p`` now, with the rule id."""
    rules = game.rules
    s = view_of(game)  # read only
    hand = s.hands[p]
    kind = move.kind
    if kind == PLAY:
        if not hand & move.bit:
            return text("explain.illegal.not_held", lang, player=p, card=move.card, rule="R4")
        return explain_cell(game, move.card, lang)
    if kind == YUREI:
        if not s.exposed & move.bit:
            return text("explain.illegal.not_exposed", lang, card=move.card)
        return explain_cell(game, move.card, lang)
    if kind == TALK:
        return text("explain.illegal.talk", lang)
    if kind == PASS_KIND:
        if s.gate:
            return text("explain.illegal.opener_pass", lang, opening=rules.opening_card)
        if rules.must_play:
            return text("explain.illegal.must_play", lang)
        tokens = rules.scoring == "penalty"  # B4: Seven Bridge's passes are tokens
        key = "explain.illegal.must_play_no_tokens" if tokens else "explain.illegal.must_play_no_passes"
        return text(key, lang, player=p, limit=rules.passes, rule=_STUCK_RULE[rules.stuck])
    # joker
    if not rules.jokers:
        return text("explain.illegal.no_joker", lang)
    if not s.jokers[p]:
        rule = "J7" if rules.joker_mode == "wild" else "J2"
        return text("explain.illegal.joker_not_held", lang, player=p, rule=rule)
    target = move.joker_as
    if hand & target.bit:
        rule = "J7" if rules.joker_mode == "wild" else "J2"
        return text("explain.illegal.holds_target", lang, player=p, target=target, rule=rule)
    if rules.joker_mode == "wild" and move.card is not None:
        return text("explain.illegal.wild_alone", lang)
    if rules.joker_mode == "next" and move.card is None:
        return text("explain.illegal.never_alone", lang)
    if not s.open & target.bit:
        reason = _clause(explain_cell(game, target, lang), lang)
        return text("explain.illegal.needs_playable", lang, reason=reason)
    if move.card is not None:
        row = _row(game, target.suit)
        pairs = joker_targets(row, rules.tunnels)
        beyond = [y for x, y in pairs if x == target.rank - 1]
        if not beyond:
            return text("explain.illegal.nothing_beyond", lang, target=target)
        if move.card.suit != target.suit or move.card.rank - 1 not in beyond:
            needed = join((_card(target.suit, y) for y in beyond), lang, "or")
            return text("explain.illegal.beyond", lang, target=target, needed=needed)
        if not hand & move.bit:
            return text("explain.illegal.joker_card_not_held", lang, player=p, card=move.card)
    return text("explain.illegal.other", lang, move=move.text(lang))


def next_cell(game: Game, suit: Suit | str | int, direction: str) -> Card | None:
    """``Game.next_cell``: the cell open in ``suit``'s row going ``direction`` from the 7, or
    ``None`` (the row's end, a blocking tunnel T2, or no 7 yet: L3, L4, T2, T3)."""
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
    row = (game.layout_mask >> 13 * suit.value) & FULL_ROW
    if not row & SEVEN:
        return None
    pos = direction_cells(row, game.rules.tunnels).get(direction)
    return None if pos is None else DECK[13 * suit.value + pos]


def turn_error(game: Game, move: Move, player: int | None) -> IllegalMoveError:
    """The error for a ``move`` made out of turn (by ``player``) or after the hand is over."""
    said = IllegalMoveError.said
    said_move = Phrase.of(move.text)
    if game.to_move is None:
        result = game.result
        summary = Phrase.of(lambda lang: result.summary(lang) if result else "")
        return said("error.hand_over", move=said_move, summary=summary)
    if not isinstance(player, int) or not 0 <= player < game.players:
        return IllegalMoveError(
            f"illegal move {move}: there is no player index {quote(player)} (indices 0–{game.players - 1})"
        )
    status = game.status(player)
    if status != "active":
        rule = {"out": "R7", "bankrupt": "R6", "yurei": "B5", "dropped-out": "J8"}[status]
        return said("error.not_active", move=said_move, player=player, rule=rule,
                    status=Phrase.of(lambda lang: status_text(game, status, lang)))
    return said("error.not_your_turn", move=said_move, to_move=game.to_move, player=player)


def illegal_error(game: Game, p: int, move: Move) -> IllegalMoveError:
    """The error for an illegal ``move`` of player ``p``, its reason said in every language."""
    why = Phrase.of(lambda lang: why_illegal(game, p, move, lang))
    return IllegalMoveError.said("error.illegal_move", move=Phrase.of(move.text), player=p, why=why)
