"""The app: Learn (the lessons), Play (a game against bots) and Explore (the position explorer)
on one page, in English or Japanese. ``notebooks/app.ipynb`` shows ``App()``; Voilà serves it.

Anything that goes wrong while switching lessons or languages is shown as a sentence on the page,
never as a traceback.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import ipywidgets as w

from .engine.messages import LANGUAGES
from .widgets import GameTable, Lesson, PositionExplorer
from .widgets.lesson import LESSONS
from .widgets.system_theme import SystemTheme

log = logging.getLogger("shichi_widgets")

LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}
TAB_TITLES = {
    "en": ("Learn", "Play", "Explore"),
    "ja": ("学ぶ", "遊ぶ", "調べる"),
}
TITLE = {"en": "Shichi Narabe: learn, play, explore", "ja": "七並べ：学ぶ・遊ぶ・調べる"}
LESSON_LABEL = {"en": "Lesson", "ja": "レッスン"}
LOOK_LABELS = {  # the app's look settings: (four-colour deck, large cards for a projector)
    "en": ("Four-colour deck", "Large cards"),
    "ja": ("4色のトランプ", "大きく表示"),
}
PROBLEM = {
    "en": "Something went wrong: {error}. Try another choice, or reload the page.",
    "ja": "うまくいきませんでした：{error}。別のものを選ぶか、ページを読みこみ直してください。",
}


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
        header = w.HBox(
            [self.heading, self.language, self.four_colour, self.large],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.children = [header, self.problem, self.tabs, SystemTheme()]
        self.add_class("sw-app")
        self._build(lang)

    @property
    def lang(self) -> str:
        return self.language.value

    def _build(self, lang: str) -> None:
        """(Re)build the three tabs in a language."""
        try:
            self.heading.value = f"<h2 style='margin:4px 12px 4px 0'>{TITLE[lang]}</h2>"
            self.table = GameTable(
                "shichi-narabe", players=4, bots="greedy", seed=self.seed, human=0, pace=self.pace, lang=lang
            )
            self.explorer = PositionExplorer(preset="shichi-narabe", lang=lang)
            current = self.lesson_choice.value
            options = lesson_titles(lang)
            names = [name for _, name in options]
            self._quiet = True  # one lesson build below, not one per trait change
            self.lesson_choice.options = options
            self.lesson_choice.description = LESSON_LABEL[lang]
            self.lesson_choice.value = current if current in names else (names[0] if names else None)
            self._quiet = False
            self._show_lesson(self.lesson_choice.value)
            self.tabs.children = [self.learn, self.table, self.explorer]
            self.four_colour.description, self.large.description = LOOK_LABELS[lang]
            self._apply_look()
            self.tabs.titles = TAB_TITLES[lang]
            self.problem.value = ""
        except Exception as exc:  # the page must never show a traceback
            self._report(exc)

    def _show_lesson(self, name: str | None) -> None:
        if not name or self._quiet:
            return
        try:
            self.lesson = Lesson.builtin(name, lang=self.lang)
            self.lesson.observe(self._follow_lesson, names="lesson_name")
            self.learn.children = [self.lesson_choice, self.lesson]
            self._apply_look()
            self.problem.value = ""
        except Exception as exc:
            self._report(exc)

    def _follow_lesson(self, change: dict[str, Any]) -> None:
        """The lesson went on to the next of the course (its last step's button): the dropdown follows."""
        self._quiet = True
        try:
            self.lesson_choice.value = change["new"]
        finally:
            self._quiet = False

    def _apply_look(self) -> None:
        """The look settings on every widget of the app (a trait each; nothing is rebuilt)."""
        for widget in (getattr(self, name, None) for name in ("table", "explorer", "lesson")):
            if widget is not None:
                widget.four_colour = self.four_colour.value
                widget.large = self.large.value

    def _report(self, exc: Exception) -> None:
        log.error("app: %s", exc)
        message = PROBLEM.get(self.lang, PROBLEM["en"]).format(error=_escape(str(exc)))
        self.problem.value = f"<p role='alert' class='sw-problem'>{message}</p>"


def _escape(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

