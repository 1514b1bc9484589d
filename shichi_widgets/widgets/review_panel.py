"""``GameReview``: after a game at a :class:`GameTable`, step through the human's moves with the
expert's verdict (:func:`shichi_widgets.bots.review.review`): what it would have played, the
expected places, the cost in words, and the three costliest moves marked.

The review runs with a fixed seed and budget, so it is reproducible; in a kernel it runs in a
background thread (``background=True``), so the page stays responsive while the expert thinks.
Showing a reviewed move moves the table's history slider to the position before it.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, ClassVar

import traitlets

from ..bots.review import review
from ..bots.words import sentences
from .base import MessageError, ShichiWidget, bundle, stylesheet
from .table import GameTable
from .words import word

PLAYOUTS = 1000
"""The app's budget per reviewed decision (about 2 s for a 4-player game on this machine's cores)."""


class GameReview(ShichiWidget):
    """``GameReview(table)``: a Review button once the table's game is over, then the rows."""

    _esm = bundle("review.js")
    _css = stylesheet()
    view = traitlets.Dict().tag(sync=True)
    _actions: ClassVar[frozenset[str]] = frozenset({"start", "show"})

    def __init__(self, table: GameTable, *, playouts: int = PLAYOUTS, seed: int = 0, background: bool = True,
                 **kwargs: Any) -> None:
        if not isinstance(table, GameTable):
            raise TypeError(f"expected a GameTable, not {type(table).__name__}")
        kwargs.setdefault("lang", table.lang)
        super().__init__(**kwargs)
        self.table, self.playouts, self.seed, self.background = table, playouts, seed, background
        self.rows: list[dict[str, Any]] = []
        self.current = -1
        self._running = False
        self._for: tuple[int, int] | None = None  # the game reviewed: (its id, its number of moves)
        self._thread: threading.Thread | None = None
        table.observe(self._follow, names="info")
        self._draw()

    # -- Python API ------------------------------------------------------------------------------

    def start(self) -> None:
        """Review the human's moves of the finished game (in a thread when ``background``)."""
        table = self.table
        if not table.game.is_over or table.human is None:
            raise MessageError(word("review.after_game", self.lang))
        if self._running:
            return
        game, player = table.game.copy(), table.human
        self._running, self.rows, self.current = True, [], -1
        self._for = (id(table.game), len(table.game.history))
        self._draw()
        if self.background:
            try:  # the rows are shown from the kernel's own loop, not from the thread
                loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
            except RuntimeError:
                loop = None
            self._thread = threading.Thread(target=self._run, args=(game, player, self._for, loop), daemon=True)
            self._thread.start()
        else:
            self._run(game, player, self._for, None)

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a review running in the background (for notebooks and tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def show(self, number: int) -> None:
        """Show reviewed move ``number`` (0 for the first row): the table goes to the position before it."""
        if not self.rows:
            raise MessageError(word("review.after_game", self.lang))
        if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number < len(self.rows):
            raise MessageError(f"there is no reviewed move {number!r}: they are 0–{len(self.rows) - 1}")
        self.current = number
        self.table.seek(self.rows[number]["index"])
        self._draw()

    # -- messages --------------------------------------------------------------------------------

    def _on_start(self, data: dict[str, Any]) -> None:
        self.start()

    def _on_show(self, data: dict[str, Any]) -> None:
        self.show(self._int(data, "row", 0, 999))

    # -- internals -------------------------------------------------------------------------------

    def _run(self, game: Any, player: int, reviewed: tuple[int, int], loop: Any) -> None:
        try:
            rows, problem = review(game, player, playouts=self.playouts, seed=self.seed), ""
        except Exception as exc:  # shown, never a traceback on the page
            rows, problem = [], str(exc)
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._finish, rows, problem, reviewed)
        else:
            self._finish(rows, problem, reviewed)

    def _finish(self, rows: list[dict[str, Any]], problem: str, reviewed: tuple[int, int]) -> None:
        self._running = False
        self.message = problem
        if self._for != reviewed:
            return  # a new game was dealt meanwhile: this review is of nothing shown
        self.rows = rows
        self.current = -1
        if rows:
            self.show(0)
        else:
            self._draw()

    def _follow(self, change: Any = None) -> None:
        """A new game or a new move forgets the review; otherwise only the button's state changes."""
        game = self.table.game
        if self._for is not None and self._for != (id(game), len(game.history)):
            self._for, self.rows, self.current = None, [], -1
        self._draw()

    def _relabel(self) -> None:
        if hasattr(self, "table"):
            self._draw()

    def _draw(self) -> None:
        lang = self.lang
        rows = []
        for row in self.rows:
            text = word("review.row", lang, number=row["number"], move=row["move"].text(lang),
                        best=row["best"].text(lang))
            places = word("review.places", lang, place=f"{row['expected_place']:.2f}",
                          best=f"{row['best_expected_place']:.2f}", cost=f"{row['cost']:.2f}")
            rows.append({
                "number": row["number"], "index": row["index"], "move": str(row["move"]), "best": str(row["best"]),
                "cost": row["cost"], "rank": row["rank_of_cost"], "costly": row["costly"],
                "text": text, "places": places,
                "reason": sentences(row["said"], lang),
                "mark": word("review.mark", lang, rank=row["rank_of_cost"]) if row["costly"] else "",
            })
        game = self.table.game
        available = game.is_over and self.table.human is not None
        if self._running:
            summary = word("review.running", lang)
        elif self.rows:
            summary = word("review.summary", lang, n=len(rows))
        elif self._for is not None:
            summary = word("review.none", lang)
        else:
            summary = "" if available else word("review.after_game", lang)
        self.view = {"available": available and not self._running, "running": self._running, "rows": rows,
                     "current": self.current, "summary": summary}
