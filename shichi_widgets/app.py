"""The app: Learn (the lessons), Play (a game against bots) and Explore (the position explorer)
on one page, in English or Japanese. ``notebooks/app.ipynb`` shows ``App()``; Voilà serves it.

Anything that goes wrong while switching lessons or languages is shown as a sentence on the page,
never as a traceback.

Switching the language changes every tab in place: the same game, position, lesson and step. The
visitor's work is kept in the browser (:class:`~.widgets.storage.BrowserStorage`, state checked by
:mod:`.app_state`) and comes back on a reload or a new kernel; an app link (:mod:`.links`) in the
page's address opens a lesson step, a position or a game. Play and Explore can copy, load and link
their game (:class:`~.widgets.record.GameRecord`); a finished game can be reviewed
(:class:`~.widgets.review_panel.GameReview`).

Play and Explore are built the first time they are shown (or ``app.table`` / ``app.explorer`` is
asked for): the page opens with the Learn tab's widgets only, so a browser under load starts fewer
anywidget models at once (3, not 8); what the browser kept for a tab waits for it.
"""

from __future__ import annotations

import logging
from typing import Any

import ipywidgets as w

from .app_state import AppState, StateError, read_state
from .engine import Game
from .engine.messages import LANGUAGES
from .lessons.catalogue import lesson_titles  # (numbered title, name) of the lesson menu, in course order
from .links import MAX_LINK, TABS, LinkError, LinkTooLong, parse_link
from .widgets import GameTable, Lesson, PositionExplorer
from .widgets.connection import ConnectionLine
from .widgets.record import GameRecord, show_moves
from .widgets.review_panel import PLAYOUTS, GameReview
from .widgets.room import RoomTable
from .widgets.storage import BrowserStorage
from .widgets.system_theme import SystemTheme
from .widgets.words import WORDS, word

log = logging.getLogger("shichi_widgets")

# The app's words, by language, read from the widgets' word table (widgets/words.py).
LANGUAGE_NAMES = {lang: WORDS[lang]["app.language_name"] for lang in LANGUAGES}
TAB_TITLES = {lang: tuple(WORDS[lang][f"app.tab.{tab}"] for tab in TABS) for lang in LANGUAGES}
TITLE = {lang: WORDS[lang]["app.title"] for lang in LANGUAGES}
LESSON_LABEL = {lang: WORDS[lang]["app.lesson"] for lang in LANGUAGES}
LOOK_LABELS = {  # the app's look settings: (four-colour deck, large cards for a projector)
    lang: (WORDS[lang]["app.look.four_colour"], WORDS[lang]["app.look.large"]) for lang in LANGUAGES
}
PROBLEM = {lang: WORDS[lang]["app.problem"] for lang in LANGUAGES}  # a template: {error}


MAX_PAGE_ADDRESS = 2 * 1024 * 1024
"""The longest address a browser opens (Chromium's limit; Firefox's is larger, but its server's is not)."""


class AppStorage(BrowserStorage):
    """The app's :class:`BrowserStorage`: the page's link may be of any length. One over
    :data:`~.links.MAX_LINK` is passed on cut to just over the limit, with its length in
    ``link_length``, so the app says why it refuses it and still restores the saved work (a
    ``BrowserStorage`` refuses an opened message with a link over 17 kB whole, saved work and all)."""

    _max_message_bytes = BrowserStorage._max_message_bytes + MAX_PAGE_ADDRESS

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.link_length = 0
        """The length of the page's link (its query and fragment) as the browser sent it."""

    def _on_opened(self, data: dict[str, Any]) -> None:
        link = data.get("link")
        if isinstance(link, str) and not self.opened:
            self.link_length = len(link)
            if len(link) > MAX_LINK:
                data = {**data, "link": link[: MAX_LINK + 1]}
        super()._on_opened(data)


class App(w.VBox):
    """The whole app in one widget: ``App(lang="en")``."""

    def __init__(
        self,
        lang: str = "en",
        *,
        seed: int | None = None,
        pace: float = 0.7,
        four_colour: bool = False,
        large: bool = False,
        **kwargs: Any,
    ) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}: the languages are {', '.join(LANGUAGES)}")
        super().__init__(**kwargs)
        self.seed = seed
        self.pace = pace
        self._quiet = False
        self._restoring = True  # nothing is saved until the browser has said what it kept
        self._link = ""
        # Play and Explore are built when first shown or asked for (``app.table``...): a page opens with
        # the widgets of the tab it shows, and a browser starting them all at once under load can miss
        # anywidget's 2 s limit for starting a model (see _play_parts). Until then, what the browser
        # kept for a tab waits here.
        self._play: tuple[GameTable, GameReview, GameRecord] | None = None
        self._explore: tuple[PositionExplorer, GameRecord] | None = None
        self._kept_play: tuple[str | None, str, bool] = (None, "greedy", False)  # game, bots, reveal
        self._kept_explore: tuple[str | None, list[str]] = (None, [])  # position, moves ahead
        self.play_tab = w.VBox()
        self.explore_tab = w.VBox()
        self.class_tab = w.VBox()
        self._room: RoomTable | None = None
        self._asks_from = "learn"  # what "Ask the class" asks: the lesson's step, or the explorer's position
        self.lesson: Lesson | None = None
        self.heading = w.HTML()
        self.language = w.ToggleButtons(
            options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGES], value=lang, description=""
        )
        self.problem = w.HTML()
        self.lesson_choice = w.Dropdown()
        self.learn = w.VBox()
        self.tabs = w.Tab()
        self.language.observe(lambda change: self._build(change["new"]), names="value")
        self.lesson_choice.observe(lambda change: self._show_lesson(change["new"]), names="value")
        # Look: a four-colour deck for colour-blind learners, large cards for a projector.
        self.four_colour = w.Checkbox(value=bool(four_colour), indent=False, layout=w.Layout(width="auto"))
        self.large = w.ToggleButton(value=bool(large), icon="expand")
        self.four_colour.observe(lambda change: self._apply_look(), names="value")
        self.large.observe(lambda change: self._apply_look(), names="value")
        self.new_start = w.Button(icon="refresh")
        self.new_start.on_click(lambda _button: self.start_afresh())
        header = w.HBox(
            [self.heading, self.language, self.four_colour, self.large, self.new_start],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.storage = AppStorage(on_open=self._opened)
        self.page = SystemTheme()  # the Voilà page's theme, and its language and title (<html lang>)
        self.connection = ConnectionLine()  # says so, with a reload button, when the page loses its kernel
        self.children = [header, self.problem, self.tabs, self.page, self.storage, self.connection]
        self.add_class("sw-app")
        self._build(lang)
        self.tabs.observe(self._tab_shown, names="selected_index")

    @property
    def lang(self) -> str:
        """The app's language; setting it switches every tab in place."""
        return self.language.value

    @lang.setter
    def lang(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}: the languages are {', '.join(LANGUAGES)}")
        self.language.value = lang

    # -- Play and Explore, built on first use ------------------------------------------------------

    @property
    def table(self) -> GameTable:
        """The Play tab's table (built the first time the tab is shown or this is asked for)."""
        return self._play_parts()[0]

    @property
    def review(self) -> GameReview:
        """The Play tab's review of a finished game."""
        return self._play_parts()[1]

    @property
    def table_record(self) -> GameRecord:
        """The Play tab's record (copy, load and link the game)."""
        return self._play_parts()[2]

    @property
    def explorer(self) -> PositionExplorer:
        """The Explore tab's position explorer (built the first time the tab is shown or this is asked for)."""
        return self._explore_parts()[0]

    @property
    def explorer_record(self) -> GameRecord:
        """The Explore tab's record."""
        return self._explore_parts()[1]

    @property
    def room(self) -> RoomTable:
        """The Class tab's shared table (built the first time the tab is shown or this is asked for)."""
        if self._room is None:
            self._room = RoomTable(lang=self.lang)
            self._room.four_colour, self._room.large = self.four_colour.value, self.large.value
            self.class_tab.children = [self._room]
            self._update_ask()
        return self._room

    def _update_ask(self) -> None:
        """Keep "Ask the class" on what the teacher has open: the explorer's position when Explore was
        the tab shown last, else the Learn tab's step (when it asks something)."""
        if self._room is None:
            return
        source: dict[str, Any] = {}
        if self._asks_from == "explore" and self._explore is not None:
            source = {"position": self._explore[0].game.to_text()}
        elif self.lesson is not None and self.lesson.lesson_name and self.lesson.step.question is not None:
            source = {"lesson": self.lesson.lesson_name, "step": self.lesson.index + 1}
        if self._room.ask_source != source:
            self._room.ask_source = source

    def _play_parts(self) -> tuple[GameTable, GameReview, GameRecord]:
        if self._play is None:
            table = GameTable(
                "shichi-narabe", players=4, bots="greedy", seed=self.seed, human=0, pace=self.pace, lang=self.lang
            )
            self._play = (table, GameReview(table, playouts=PLAYOUTS, seed=0), GameRecord(table))
            for widget in self._play[1:]:
                widget.lang = self.lang
            game, bots, reveal = self._kept_play
            self._put_play(game, bots, reveal)
            table.observe(lambda change: self._save(), names="info")
            self.play_tab.children = list(self._play)
            self._apply_look()
        return self._play

    def _explore_parts(self) -> tuple[PositionExplorer, GameRecord]:
        if self._explore is None:
            explorer = PositionExplorer(preset="shichi-narabe", lang=self.lang)
            self._explore = (explorer, GameRecord(explorer))
            self._explore[1].lang = self.lang
            position, ahead = self._kept_explore
            self._put_explore(position, ahead)
            explorer.observe(lambda change: self._save(), names="info")
            self.explore_tab.children = list(self._explore)
            self._apply_look()
        return self._explore

    def _put_play(self, game: str | None, bots: str, reveal: bool) -> None:
        """The Play tab's game, bots and shown hands: on the table if it is built, else kept for it."""
        if self._play is None:
            self._kept_play = (game, bots, reveal)
            return
        table = self._play[0]
        if game is not None:
            table.bot_level = bots
            table.load_game(Game.from_text(game))
        table.show_all_hands(reveal)

    def _put_explore(self, position: str | None, ahead: list[str]) -> None:
        """The Explore tab's position and the moves after Back: in the explorer if built, else kept."""
        if self._explore is None:
            self._kept_explore = (position, list(ahead))
            return
        explorer = self._explore[0]
        if position is not None:
            explorer.load(position)
            for move in ahead:
                explorer.play(move)
            for _ in ahead:
                explorer.back()

    def _built(self) -> list[Any]:
        """The widgets of Play, Explore and Class built so far."""
        return [*(self._play or ()), *(self._explore or ()), *([self._room] if self._room is not None else [])]

    def _tab_shown(self, change: dict[str, Any]) -> None:
        try:
            if change["new"] == TABS.index("play"):
                self._play_parts()
            elif change["new"] == TABS.index("explore"):
                self._explore_parts()
            if change["new"] == TABS.index("class"):
                self._update_ask()
                self.room  # noqa: B018 -- built when first shown
            elif change["new"] in (TABS.index("learn"), TABS.index("explore")):
                self._asks_from = TABS[change["new"]]
        except Exception as exc:  # the page must never show a traceback
            self._report(exc)
        self._save()

    def _build(self, lang: str) -> None:
        """Build the three tabs (the first time), or say them again in another language, in place:
        the same game, position, lesson and step."""
        try:
            self.heading.value = f"<h2 style='margin:4px 12px 4px 0'>{TITLE[lang]}</h2>"
            with self.page.hold_sync():  # a screen reader and the browser's tab read the page in lang
                self.page.lang, self.page.title = lang, TITLE[lang]
            with self.connection.hold_sync():
                self.connection.lost = word("app.connection.lost", lang)
                self.connection.gone = word("app.connection.gone", lang)
                self.connection.reload = word("app.connection.reload", lang)
            for widget in self._built():
                widget.lang = lang
            current = self.lesson_choice.value
            options = lesson_titles(lang)
            names = [name for _, name in options]
            self._quiet = True  # one lesson build below, not one per trait change
            self.lesson_choice.options = options
            self.lesson_choice.description = LESSON_LABEL[lang]
            self.lesson_choice.value = current if current in names else (names[0] if names else None)
            self._quiet = False
            self._show_lesson(self.lesson_choice.value)
            if tuple(self.tabs.children) != (self.learn, self.play_tab, self.explore_tab, self.class_tab):
                self.tabs.children = [self.learn, self.play_tab, self.explore_tab, self.class_tab]
            self.four_colour.description, self.large.description = LOOK_LABELS[lang]
            self.large.tooltip = self.large.description  # else the browser shows the tooltip "null"
            self.new_start.description = word("app.new_start", lang)
            self.new_start.tooltip = word("app.stored_note", lang)
            self._apply_look()
            self.tabs.titles = TAB_TITLES[lang]
            self.problem.value = ""
            self._save()
        except Exception as exc:  # the page must never show a traceback
            self._report(exc)

    def _show_lesson(self, name: str | None, step: int | None = None) -> None:
        """Show a lesson at a step (from 0; None: the first step of another lesson, or the step shown)
        in the one lesson widget, in the app's language."""
        if not name or self._quiet:
            return
        try:
            if self.lesson is None:
                self.lesson = Lesson.builtin(name, lang=self.lang)
                self.lesson.observe(self._follow_lesson, names="lesson_name")
                self.lesson.observe(lambda change: self._save(), names="view")
                self.learn.children = [self.lesson_choice, self.lesson]
                if step:
                    self.lesson.go(step)
            else:
                if self.lesson.lesson_name != name:
                    self.lesson.show_builtin(name, step or 0)
                elif step is not None and step != self.lesson.index:
                    self.lesson.go(step)
                self.lesson.lang = self.lang
            self._apply_look()
            self.problem.value = ""
        except Exception as exc:
            self._report(exc)

    # -- the visitor's work, kept in the browser; app links -----------------------------------------

    def state(self) -> AppState:
        """What the browser keeps of this visit (:class:`~.app_state.AppState`)."""
        if self._play is not None:
            table = self._play[0]
            game, bots, reveal = table.game.to_text(history=True), table.bot_level, table.reveal
        else:
            game, bots, reveal = self._kept_play
        if self._explore is not None:
            explore, ahead = self._explore[0].game.to_text(history=True), list(self._explore[0].line[1])
        else:
            explore, ahead = self._kept_explore
        return AppState(
            lang=self.lang,
            tab=TABS[self.tabs.selected_index or 0],
            lesson=self.lesson.lesson_name or None if self.lesson is not None else None,
            step=self.lesson.index if self.lesson is not None else 0,
            game=game,
            bots=bots,
            reveal=reveal,
            explore=explore,
            ahead=ahead,
            link=self._link,
        )

    def restore(self, state: AppState) -> None:
        """Put the app back as ``state`` says (a checked :class:`~.app_state.AppState`)."""
        self.lang = state.lang
        if state.lesson is not None:
            self._open_lesson(state.lesson, state.step)
        self._put_play(state.game, state.bots, state.reveal)
        self._put_explore(state.explore, state.ahead)
        self.tabs.selected_index = TABS.index(state.tab)
        self._link = state.link

    def open_link(self, link: str) -> None:
        """Open an app link (a URL, its query or fragment): a lesson step, a position or a game.
        A bad link raises :class:`~.links.LinkError` and changes nothing."""
        found = parse_link(link)
        if found.lang is not None:
            self.lang = found.lang
        if found.lesson is not None:
            self._open_lesson(found.lesson, found.step_index or 0)
        elif found.game is not None:
            if found.tab == "play":
                self.table.load_game(found.game)
                if found.at is not None:  # made at "move 5 of 11": opens there
                    show_moves(self.table, found.at)
            else:
                self.explorer.game = found.game
        if found.room is not None:
            self.room.join = found.room
        if found.tab is not None:
            self.tabs.selected_index = TABS.index(found.tab)

    def start_afresh(self) -> None:
        """"New start": forget what the browser kept; a new game, the first lesson, a new deal to explore."""
        self.storage.forget()
        self._restoring = True
        try:
            if self._play is not None:
                self._play[0].new_game("shichi-narabe", players=4, bots="greedy", human=0)
                self._play[0].show_all_hands(False)
            self._kept_play = (None, "greedy", False)
            if self._explore is not None:
                self._explore[0].deal("shichi-narabe", players=4)
            self._kept_explore = (None, [])
            names = [name for _, name in self.lesson_choice.options]
            if names:
                self._open_lesson(names[0], 0)
            self.tabs.selected_index = 0
            self._link = ""
            self.problem.value = ""
        finally:
            self._restoring = False
        self._save()

    def _open_lesson(self, name: str, step: int) -> None:
        self._quiet = True
        try:
            self.lesson_choice.value = name
        finally:
            self._quiet = False
        self._show_lesson(name, step)

    def _opened(self, stored: str | None, link: str) -> None:
        """The page opened: put back what the browser kept, then open the page's link if it is new.
        Anything bad is said on the page and the app carries on as it is."""
        problems = []
        if not stored:  # a first visit: the browser's own language, if the app speaks it and the link names none
            try:
                linked = parse_link(link).lang if link else None
            except (LinkError, ValueError):
                linked = None  # said below, when the link is opened
            if linked is None:
                self.lang = browser_language(self.storage.browser_languages, self.lang)
        if stored:
            try:
                self.restore(read_state(stored))
            except (StateError, ValueError) as exc:
                log.error("app: saved state refused: %s", exc)
                problems.append(_problem("app.bad_saved", self.lang, exc))
        if link and link != self._link:
            try:
                if self.storage.link_length > MAX_LINK:  # the browser's link, of which a part came
                    raise LinkTooLong(self.storage.link_length)
                parse_link(link)  # checked before anything changes
                self.open_link(link)
                self._link = link
            except LinkTooLong as exc:  # said with its numbers in every language
                log.error("app: link refused: %s", exc)
                problems.append(word("app.link_too_long", self.lang, length=f"{exc.length:,}", limit=f"{exc.limit:,}"))
            except (LinkError, ValueError) as exc:
                log.error("app: link refused: %s", exc)
                problems.append(_problem("app.bad_link", self.lang, exc))
        self._restoring = False
        self._save()
        self.problem.value = "".join(f"<p role='alert' class='sw-problem'>{text}</p>" for text in problems)

    def _save(self) -> None:
        if self._restoring or self.lesson is None:
            return
        try:
            self.storage.save(self.state().to_json())
        except Exception as exc:  # saving must never break the page
            log.error("app: state not saved: %s", exc)

    def _follow_lesson(self, change: dict[str, Any]) -> None:
        """The lesson went on to the next of the course (its last step's button): the dropdown follows."""
        self._quiet = True
        try:
            self.lesson_choice.value = change["new"]
        finally:
            self._quiet = False

    def _apply_look(self) -> None:
        """The look settings on every widget of the app (a trait each; nothing is rebuilt)."""
        for widget in (*self._built(), *([self.lesson] if self.lesson is not None else [])):
            widget.four_colour = self.four_colour.value
            widget.large = self.large.value

    def close(self) -> None:
        """Close the app and every widget in it, their layouts and styles included (a notebook
        that makes a new App leaves nothing of the old one in the kernel)."""
        seen: set[int] = set()

        def close_all(widget: Any) -> None:
            if not isinstance(widget, w.Widget) or id(widget) in seen:
                return
            seen.add(id(widget))
            for name in ("children", "layout", "style"):
                value = getattr(widget, name, None)
                for part in value if isinstance(value, (list, tuple)) else [value]:
                    close_all(part)
            if widget is not self:
                widget.close()

        close_all(self)
        super().close()

    def _report(self, exc: Exception) -> None:
        log.error("app: %s", exc)
        message = _problem("app.problem", self.lang, exc)
        self.problem.value = f"<p role='alert' class='sw-problem'>{message}</p>"


def browser_language(tags: tuple[str, ...] | list[str], default: str = "en") -> str:
    """The first of the browser's preferred languages ("ja-JP", "en-GB"...) that the app speaks, else
    ``default``: a Japanese browser opens the app in Japanese on a first visit."""
    for tag in tags:
        primary = tag.split("-", 1)[0].lower()
        if primary in LANGUAGES:
            return primary
    return default


DETAIL_LANGUAGE = "en"
"""The language of a refused link's, saved state's or failure's detail (the code's English)."""


def _problem(key: str, lang: str, exc: Exception) -> str:
    """A problem said on the page: with its English detail for an English reader; in another language
    without it (the detail is in the log), so no English shows on a Japanese page."""
    if lang == DETAIL_LANGUAGE:
        return word(key, lang, error=_escape(str(exc)))
    return word(f"{key}.plain", lang)


def _escape(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

