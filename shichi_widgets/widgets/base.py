"""The base of every view: front-end code from the package, and a guard on what the browser sends.

A browser can set any synced trait and send any message. These widgets take input only through
custom messages of known types (``{"type": "play", "move": "9♣"}``), validated here and by the
engine; a trait change coming from the front end is undone and logged, except for the few
traits a class lists in ``_frontend_writable``.
"""

from __future__ import annotations

import json
import logging
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from ..engine.cards import ALL_CARDS, Suit
from ..engine.catalogue import locale
from ..engine.messages import card_name, check_lang, suit_name
from ..rooms.words import ROOMS
from .labels import say, ui_strings
from .words import WORDS

log = logging.getLogger("shichi_widgets")

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE_BYTES = 2048


FRONT_END_SOURCES = Path(__file__).parent / "js"


class FrontEndError(ValueError):
    """A widget asked for a front-end bundle that was never built."""


def bundle(name: str) -> Path:
    """One widget's ES module, built by esbuild from ``widgets/js/src/<name>`` and its imports.

    A path, not the text: anywidget reads the file, and in a development checkout with
    ``ANYWIDGET_HMR=1`` (and ``watchfiles``) it reloads the widget in the browser whenever
    ``npm run watch`` rebuilds it. The bundles are committed, so no Node is needed to use them.
    """
    path = STATIC / name
    if path.suffix != ".js" or path.parent != STATIC or not path.is_file():
        raise FrontEndError(
            f"no front-end bundle {name!r} in {STATIC}; bundles are built from {FRONT_END_SOURCES / 'src'} "
            f"with `npm ci && npm run build` in {FRONT_END_SOURCES}"
        )
    return path


def stylesheet() -> str:
    return (STATIC / "shichi.css").read_text(encoding="utf-8")


@lru_cache(maxsize=4)
def _strings(lang: str) -> tuple[tuple[str, str], ...]:
    labels = ui_strings(lang)  # the widgets' labels and the statuses (widgets/labels.py)
    for card in ALL_CARDS:
        labels[f"card.{card}"] = card_name(card, lang)
    for suit in Suit:
        labels[f"suitname.{suit.value}"] = suit_name(suit, lang)
    labels.update(WORDS[lang])  # saving, sharing, teacher mode and review (widgets/words.py)
    singular = locale(lang).plural(1) == "one"  # a language without one never picks ".one" (as ui_strings)
    for key, text in ROOMS.strings(lang, prefix="room.ui.", strip="room.ui.").items():
        if singular or not key.endswith(".one"):
            labels[f"room.{key}"] = text  # the Class tab's labels (rooms/words.py)
    return tuple(labels.items())


def front_end_strings(lang: str) -> dict[str, str]:
    """Every label the front end shows, in one language, plus each card's spoken name."""
    return dict(_strings(lang))


class MessageError(ValueError):
    """A message from the front end that is malformed or not allowed."""


class ShichiWidget(anywidget.AnyWidget):
    """Base class: checks keyword arguments, guards synced traits and validates messages."""

    message = traitlets.Unicode("").tag(sync=True)
    """A sentence for the person at the screen: why a click was refused, or what happened."""
    lang = traitlets.Unicode("en").tag(sync=True)
    """The language of every label and sentence: ``"en"`` or ``"ja"`` (one message catalogue)."""
    strings = traitlets.Dict().tag(sync=True)
    """The front end's labels in ``lang`` (sent once), including each card's spoken name."""
    four_colour = traitlets.Bool(False).tag(sync=True)
    """A four-colour deck for colour-blind learners: ♠ black, ♥ red, ♦ blue, ♣ green."""
    large = traitlets.Bool(False).tag(sync=True)
    """Presentation mode, for a projector: bigger cards, the log and key help hidden."""

    _frontend_writable: ClassVar[frozenset[str]] = frozenset()
    _actions: ClassVar[frozenset[str]] = frozenset()
    _max_message_bytes: ClassVar[int] = MAX_MESSAGE_BYTES

    def __init__(self, **kwargs: Any) -> None:
        known = set(self.class_trait_names()) | {"layout"}
        unknown = [k for k in kwargs if k not in known]
        if unknown:
            raise TypeError(
                f"{type(self).__name__} got unexpected keyword argument(s) {', '.join(map(repr, unknown))}"
            )
        lang = kwargs.get("lang", "en")
        try:
            check_lang(lang)
        except ValueError as exc:
            raise ValueError(f"{type(self).__name__}: {exc}") from None
        super().__init__(**kwargs)
        self.strings = front_end_strings(lang)
        self.on_msg(self._receive)

    # -- the language, changed in place -----------------------------------------------------------

    @traitlets.validate("lang")
    def _check_lang(self, proposal: Any) -> str:
        try:
            return check_lang(proposal["value"])
        except ValueError as exc:
            raise ValueError(f"{type(self).__name__}: {exc}") from None

    @traitlets.observe("lang")
    def _lang_changed(self, change: Any) -> None:
        """A new language: new labels for the front end (which redraws with them) and every sentence
        said again by :meth:`_relabel`, keeping the widget's state."""
        with self.hold_sync():
            self.strings = front_end_strings(change["new"])
            self.message = ""
            self._relabel()

    def _relabel(self) -> None:
        """Say everything again in ``lang``; each widget showing sentences redraws here."""

    def say(self, key: str, **values: Any) -> str:
        """A label (``"ui."`` keys, widgets/labels.py) or an engine sentence, in this widget's language."""
        return say(key, self.lang, **values)

    # -- a picture for places that cannot run widgets --------------------------------------------

    def _static_svg(self) -> str | None:
        """A static picture of the widget, or None; subclasses showing a game return its layout."""
        game = getattr(self, "game", None)
        return game._repr_svg_() if game is not None else None

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The widget, plus a static SVG of the layout that GitHub and other viewers without
        widgets show instead (Jupyter front ends prefer the live widget)."""
        bundle = super()._repr_mimebundle_(**kwargs)
        svg = self._static_svg()
        if bundle is None or svg is None:
            return bundle
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        return {**data, "image/svg+xml": svg}, metadata

    # -- what the browser may change -------------------------------------------------------------

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Updates from the front end: only ``_frontend_writable`` traits; the rest is undone."""
        allowed = {k: v for k, v in sync_data.items() if k in self._frontend_writable}
        refused = [k for k in sync_data if k not in allowed]
        if allowed:
            super().set_state(allowed)
        for key in refused:
            log.error("%s: the front end may not set %r; change undone", type(self).__name__, key)
            if key in self.keys:
                self.send_state(key)

    # -- messages ------------------------------------------------------------------------------

    def _receive(self, _widget: Any, content: Any, buffers: Any) -> None:
        try:
            kind, data = self._check_message(content, buffers)
            getattr(self, f"_on_{kind}")(data)
        except (MessageError, ValueError) as exc:
            log.error("%s: refused message %.200r: %s", type(self).__name__, content, exc)
            self.message = str(exc)

    def _check_message(self, content: Any, buffers: Any) -> tuple[str, dict[str, Any]]:
        if buffers:
            raise MessageError("messages carry no binary buffers")
        if not isinstance(content, dict):
            raise MessageError(f"a message is a JSON object, not {type(content).__name__}")
        try:
            size = len(json.dumps(content))
        except (TypeError, ValueError):
            raise MessageError("a message must be plain JSON") from None
        if size > self._max_message_bytes:
            raise MessageError(f"message too large ({size} bytes; at most {self._max_message_bytes})")
        kind = content.get("type")
        if kind not in self._actions:
            raise MessageError(f"unknown message type {kind!r}; expected one of {sorted(self._actions)}")
        return kind, content

    @staticmethod
    def _text(data: dict[str, Any], key: str, limit: int = 40) -> str:
        value = data.get(key)
        if not isinstance(value, str) or not 0 < len(value) <= limit:
            raise MessageError(f"{key!r} must be a short text, not {value!r:.60}")
        return value

    @staticmethod
    def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
        value = data.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise MessageError(f"{key!r} must be a whole number from {low} to {high}, not {value!r:.60}")
        return value
