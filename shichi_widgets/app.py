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
"""

from __future__ import annotations

import json
import logging
from typing import Any

import ipywidgets as w

from .app_state import AppState, StateError, read_state
from .engine import Game
from .engine.messages import LANGUAGES
from .links import TABS, LinkError, parse_link
from .widgets import GameTable, Lesson, PositionExplorer
from .widgets.lesson import LESSONS
from .widgets.record import GameRecord
from .widgets.review_panel import PLAYOUTS, GameReview
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


def lesson_titles(lang: str = "en") -> list[tuple[str, str]]:
    """(title, name) of every shipped lesson, in course order (``Lesson.builtins()``), numbered, in ``lang``."""
    titles = []
    for number, name in enumerate(Lesson.builtins(), 1):
        path = LESSONS / f"{name}.json"
        try:
            title = json.loads(path.read_text(encoding="utf-8")).get("title", path.stem)
        except (OSError, ValueError):
            continue
        if isinstance(title, dict):
            title = title.get(lang) or title.get("en") or path.stem
        titles.append((f"{number}. {title}", path.stem))
    return titles


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
        self.table: GameTable | None = None
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
        self.storage = BrowserStorage(on_open=self._opened)
        self.children = [header, self.problem, self.tabs, SystemTheme(), self.storage]
        self.add_class("sw-app")
        self._build(lang)
        self.tabs.observe(lambda change: self._save(), names="selected_index")

    @property
    def lang(self) -> str:
        """The app's language; setting it switches every tab in place."""
        return self.language.value

    @lang.setter
    def lang(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}: the languages are {', '.join(LANGUAGES)}")
        self.language.value = lang

    def _build(self, lang: str) -> None:
        """Build the three tabs (the first time), or say them again in another language, in place:
        the same game, position, lesson and step."""
        try:
            self.heading.value = f"<h2 style='margin:4px 12px 4px 0'>{TITLE[lang]}</h2>"
            if self.table is None:
                self.table = GameTable(
                    "shichi-narabe", players=4, bots="greedy", seed=self.seed, human=0, pace=self.pace, lang=lang
                )
                self.explorer = PositionExplorer(preset="shichi-narabe", lang=lang)
                self.table_record = GameRecord(self.table)
                self.review = GameReview(self.table, playouts=PLAYOUTS, seed=0)
                self.explorer_record = GameRecord(self.explorer)
                self.play_tab = w.VBox([self.table, self.review, self.table_record])
                self.explore_tab = w.VBox([self.explorer, self.explorer_record])
                for widget in (self.table, self.explorer):
                    widget.observe(lambda change: self._save(), names="info")
            for widget in (self.table, self.explorer, self.table_record, self.review, self.explorer_record):
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
            if tuple(self.tabs.children) != (self.learn, self.play_tab, self.explore_tab):
                self.tabs.children = [self.learn, self.play_tab, self.explore_tab]
            self.four_colour.description, self.large.description = LOOK_LABELS[lang]
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
        ahead = self.explorer.line[1]
        return AppState(
            lang=self.lang,
            tab=TABS[self.tabs.selected_index or 0],
            lesson=self.lesson.lesson_name or None if self.lesson is not None else None,
            step=self.lesson.index if self.lesson is not None else 0,
            game=self.table.game.to_text(history=True),
            bots=self.table.bot_level,
            reveal=self.table.reveal,
            explore=self.explorer.game.to_text(history=True),
            ahead=ahead,
            link=self._link,
        )

    def restore(self, state: AppState) -> None:
        """Put the app back as ``state`` says (a checked :class:`~.app_state.AppState`)."""
        self.lang = state.lang
        if state.lesson is not None:
            self._open_lesson(state.lesson, state.step)
        if state.game is not None:
            self.table.bot_level = state.bots
            self.table.load_game(Game.from_text(state.game))
        self.table.show_all_hands(state.reveal)
        if state.explore is not None:
            self.explorer.load(state.explore)
            for move in state.ahead:
                self.explorer.play(move)
            for _ in state.ahead:
                self.explorer.back()
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
            else:
                self.explorer.game = found.game
        if found.tab is not None:
            self.tabs.selected_index = TABS.index(found.tab)

    def start_afresh(self) -> None:
        """"New start": forget what the browser kept; a new game, the first lesson, a new deal to explore."""
        self.storage.forget()
        self._restoring = True
        try:
            self.table.new_game("shichi-narabe", players=4, bots="greedy", human=0)
            self.table.show_all_hands(False)
            self.explorer.deal("shichi-narabe", players=4)
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
        if stored:
            try:
                self.restore(read_state(stored))
            except (StateError, ValueError) as exc:
                log.error("app: saved state refused: %s", exc)
                problems.append(word("app.bad_saved", self.lang, error=_escape(str(exc))))
        if link and link != self._link:
            try:
                parse_link(link)  # checked before anything changes
                self.open_link(link)
                self._link = link
            except (LinkError, ValueError) as exc:
                log.error("app: link refused: %s", exc)
                problems.append(word("app.bad_link", self.lang, error=_escape(str(exc))))
        self._restoring = False
        self._save()
        self.problem.value = "".join(f"<p role='alert' class='sw-problem'>{text}</p>" for text in problems)

    def _save(self) -> None:
        if self._restoring or self.lesson is None or self.table is None:
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
        names = ("table", "explorer", "lesson", "table_record", "review", "explorer_record")
        for widget in (getattr(self, name, None) for name in names):
            if widget is not None:
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
        message = PROBLEM.get(self.lang, PROBLEM["en"]).format(error=_escape(str(exc)))
        self.problem.value = f"<p role='alert' class='sw-problem'>{message}</p>"


def _escape(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

