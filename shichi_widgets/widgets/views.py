"""``LayoutView`` and ``HandView``: a Game's layout and one player's hand, following the game."""

from __future__ import annotations

import re
from typing import Any, ClassVar

import traitlets

from ..engine import Card, Game, ShichiError, public
from ..engine.catalogue import locale
from ..engine.wire import hand_state, layout_state
from .base import MessageError, ShichiWidget, bundle, stylesheet
from .labels import say


class _GameView(ShichiWidget):
    """A view that redraws whenever its game changes (``Game.observe``)."""

    def _follow(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"expected a Game, not {type(game).__name__}")
        self.game = game
        game.observe(self._redraw)
        self._redraw(game)

    def _redraw(self, game: Game) -> None:  # pragma: no cover - each view defines it
        raise NotImplementedError

    def _relabel(self) -> None:
        if getattr(self, "game", None) is not None:  # the hover sentence, said again
            self._redraw(self.game)

    def _play(self, move: str, player: int | None) -> None:
        try:
            self.game.play(move, player=player)
        except ShichiError as exc:
            raise MessageError(refusal(self.game, move, player, exc, self.lang)) from None
        self.message = ""


class LayoutView(_GameView):
    """The 4 × 13 layout of a game: placed, open (playable), killed and joker cells.

    Hovering a cell shows the engine's ``explain()`` sentence (and, in kill games, the cells a
    play there would kill). With ``interactive=True`` a click on an open cell plays it for the
    player to move, when they hold it.
    """

    _esm = bundle("layout.js")
    _css = stylesheet()
    state = traitlets.Dict().tag(sync=True)
    hover = traitlets.Dict().tag(sync=True)
    interactive = traitlets.Bool(False).tag(sync=True)
    _actions: ClassVar[frozenset[str]] = frozenset({"hover", "play"})

    def __init__(self, game: Game, *, interactive: bool = False, **kwargs: Any) -> None:
        super().__init__(interactive=interactive, **kwargs)
        self._follow(game)

    def _redraw(self, game: Game) -> None:
        with self.hold_sync():
            self.state = layout_state(game)
            self.hover = {}

    def _on_hover(self, data: dict[str, Any]) -> None:
        self.hover = hover_info(self.game, self._text(data, "card", 4), self.lang)

    def _on_play(self, data: dict[str, Any]) -> None:
        if not self.interactive:
            raise MessageError("this layout is for looking only: play from a hand")
        self._play(self._text(data, "card", 4), None)


ENGINE_LANGUAGE = "en"
"""The language of the engine's reasons that have no catalogue key yet (impossible positions,
contradicting house rules, unreadable text)."""
_RULE_ID = re.compile(r"(?<![A-Za-z0-9])[LRSJTGKBW][0-9]{1,2}(?![0-9])")


def reason(error: ShichiError, lang: str = "en", fallback: str = "ui.explorer.forbidden") -> str:
    """The engine's reason for a refusal in ``lang`` (``ShichiError.text``). A reason the engine
    keeps only in English (no catalogue key yet) is said in another language by the ``fallback``
    label with the rules it cites ("この局面はルール上ありえません（S1）。"; ``fallback + "_plain"``
    when it cites none), never shown in English on that screen."""
    if error.key is not None or lang == ENGINE_LANGUAGE:
        return error.text(lang)
    rules = list(dict.fromkeys(_RULE_ID.findall(str(error))))
    if not rules:
        return say(f"{fallback}_plain", lang)
    return say(fallback, lang, rules=locale(lang).join(rules))


def refusal(game: Game, move: str, player: int | None, error: ShichiError, lang: str = "en") -> str:
    """Why a clicked move cannot be played, in the learner's words: for a card the player holds,
    the engine's explanation of its cell ("Not playable: 6♠ must come first …", ``Game.explain``);
    otherwise the engine's error said in ``lang`` (``ShichiError.text``: not your turn, the hand is
    over …). Never the programmer's "illegal move 3♠ for player 1: …"."""
    if error.key == "error.illegal_move":
        try:
            card = Card.parse(move)
        except ShichiError:
            card = None
        seat = game.to_move if player is None else player
        if card is not None and not card.is_joker and seat is not None and game.hand_mask(seat) & card.bit:
            return game.explain(card, lang=lang)
    return error.text(lang)


def hover_info(game: Game, text: str, lang: str = "en") -> dict[str, Any]:
    """The sentence for a hovered cell and, in kill games, what a play there would kill; with
    hidden penalties (K6) both as every player sees them (``engine.public``)."""
    try:
        card = Card.parse(text)
    except ShichiError as exc:
        raise MessageError(str(exc)) from None
    if card.is_joker:
        raise MessageError("the joker has no cell of its own")
    kills: list[str] = []
    if game.rules.kill is not None and public.open_mask(game) & card.bit:
        kills = [str(c) for c in sorted(public.kills_if(game, card))]
    text = game.explain(card, lang=lang)
    if str(card) not in text:  # "Not playable: 6♠ must come first …" names the card it is about
        text = say("ui.about_card", lang, card=card, text=text)
    return {"card": str(card), "text": text, "kills": kills}


class HandView(_GameView):
    """One player's hand, sorted by suit and rank; playable cards raised; click to play.

    The joker's plays are offered after choosing the joker.
    """

    _esm = bundle("hand.js")
    _css = stylesheet()
    state = traitlets.Dict().tag(sync=True)
    _actions: ClassVar[frozenset[str]] = frozenset({"play"})

    def __init__(self, game: Game, player: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        game.hand(player)  # a clear error for a player who does not exist
        self.player = player
        self._follow(game)

    def _redraw(self, game: Game) -> None:
        self.state = hand_state(game, self.player)

    def _on_play(self, data: dict[str, Any]) -> None:
        self._play(self._text(data, "move", 20), self.player)
