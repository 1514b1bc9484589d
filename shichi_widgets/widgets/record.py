"""``GameRecord``: save and share the game of a :class:`GameTable` or the position and line of a
:class:`PositionExplorer`: the record as text (``to_text(history=True)``) to copy, a box to load
one back (text or an app link), and a link that opens the app on it (:mod:`shichi_widgets.links`).
A table's link keeps the place on its history slider: made at "move 5 of 11", it opens there.

The record of a table's game includes the deal: every player's cards can be read from it.
"""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

from ..engine import Game, ShichiError
from ..links import LinkError, link_for_game, link_for_position, parse_link
from .base import MessageError, ShichiWidget, bundle, stylesheet
from .explorer import PositionExplorer
from .table import GameTable
from .views import reason
from .words import word

MAX_RECORD = 16 * 1024


class GameRecord(ShichiWidget):
    """``GameRecord(table)`` or ``GameRecord(explorer)``: copy, load and link the game shown there."""

    _esm = bundle("record.js")
    _css = stylesheet()
    record = traitlets.Unicode("").tag(sync=True)
    """The game with its moves (``Game.to_text(history=True)``)."""
    link = traitlets.Unicode("").tag(sync=True)
    """The app link's query (``?game=z…``); the front end puts the page's address before it."""
    kind = traitlets.Unicode("game").tag(sync=True)
    _actions: ClassVar[frozenset[str]] = frozenset({"load"})
    _max_message_bytes: ClassVar[int] = MAX_RECORD + 1024

    def __init__(self, target: GameTable | PositionExplorer, **kwargs: Any) -> None:
        if not isinstance(target, (GameTable, PositionExplorer)):
            raise TypeError(f"expected a GameTable or a PositionExplorer, not {type(target).__name__}")
        kwargs.setdefault("lang", target.lang)
        super().__init__(**kwargs)
        self.target = target
        self.kind = "game" if isinstance(target, GameTable) else "line"
        target.observe(self._refresh, names="info")
        self._refresh()

    def load(self, text: str) -> None:
        """Load a game or position (its text, or an app link with ``game=`` or ``position=``) into the
        table or explorer; a bad one raises a ValueError and changes nothing."""
        game, at = _read_record(text)
        if isinstance(self.target, GameTable):
            self.target.load_game(game)
            if at is not None:
                show_moves(self.target, at)
        else:
            self.target.game = game
        self.message = word("record.loaded", self.lang, status=self.target.info.get("status", ""))

    def _on_load(self, data: dict[str, Any]) -> None:
        text = data.get("text")
        if not isinstance(text, str) or not text.strip():
            raise MessageError(self.say("ui.explorer.paste_first"))
        try:
            self.load(text)
        except ShichiError as exc:
            raise MessageError(reason(exc, self.lang, "ui.record.unreadable")) from None
        except LinkError as exc:
            raise MessageError(reason(ShichiError(str(exc)), self.lang, "ui.record.unreadable")) from None

    def _refresh(self, change: Any = None) -> None:
        game = self.target.game
        with self.hold_sync():
            self.record = game.to_text(history=True)
            try:
                if isinstance(self.target, GameTable):
                    viewing = self.target.info.get("viewing", -1)
                    self.link = link_for_game(game, tab="play", at=viewing if viewing >= 0 else None)
                elif game.history:
                    self.link = link_for_game(game, tab="explore")
                else:
                    self.link = link_for_position(game)
            except LinkError:
                self.link = ""  # too long for a link: the text can still be copied


def show_moves(table: GameTable, at: int) -> None:
    """Show ``table``'s game after its first ``at`` moves on the history slider, as a click there
    would (the whole game when ``at`` is its number of moves)."""
    table.seek(at)


def read_record(text: str) -> Game:
    """A game from its text or from an app link; LinkError or ShichiError (ValueErrors) if bad."""
    return _read_record(text)[0]


def _read_record(text: str) -> tuple[Game, int | None]:
    """The game of a text or an app link, and the moves of it the link shows (None: all)."""
    if not isinstance(text, str):
        raise LinkError(f"a game is text, not {type(text).__name__}")
    text = text.strip()
    if len(text) > MAX_RECORD:
        raise LinkError(f"the text is {len(text):,} characters; at most {MAX_RECORD:,} are read")
    if text.startswith(("http://", "https://", "?", "#")) or text.startswith(("game=", "position=")):
        found = parse_link(text)
        if found.game is None:
            raise LinkError("the link opens no game or position")
        return found.game, found.at
    return Game.from_text(text), None
