"""``BrowserStorage``: the app's memory in the visitor's browser (``localStorage``), one key per app URL.

An invisible widget. When its view opens, the front end reads the key and sends what it found,
with the page's query and fragment (an app link) and the browser's preferred languages
(``navigator.languages``, read as ``browser_languages``), in one ``opened`` message; Python checks it all
(:func:`shichi_widgets.app_state.read_state`, :func:`shichi_widgets.links.parse_link`). After that,
Python sets ``saved`` (the state as JSON) whenever the visitor's work changes and the front end
writes it under the key; ``saved = ""`` removes the key (a "new start"). Nothing is saved before
the view has opened, so a fresh kernel never overwrites what the browser kept.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import traitlets

from ..app_state import MAX_STATE, VERSION
from .base import STATIC, MessageError, ShichiWidget

KEY = f"shichi-widgets/app/v{VERSION}:"
"""The localStorage key is this followed by the page's path (one memory per app URL)."""


class BrowserStorage(ShichiWidget):
    """Keeps a JSON text in the browser: ``storage.save(text)``; ``on_open(stored, link)`` is called
    once, with what the browser had (a str or None) and the page's query + fragment."""

    _esm = STATIC / "storage.js"  # a path: anywidget reads it (and reloads it in development)
    saved = traitlets.Unicode("").tag(sync=True)
    key = traitlets.Unicode(KEY).tag(sync=True)
    _actions: ClassVar[frozenset[str]] = frozenset({"opened"})
    _max_message_bytes: ClassVar[int] = MAX_STATE + 20 * 1024

    def __init__(self, on_open: Callable[[str | None, str], None] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_open = on_open
        self.opened = False
        self.browser_languages: tuple[str, ...] = ()
        """The browser's preferred languages, most preferred first ("ja-JP", "en"), once opened."""

    def save(self, text: str) -> None:
        """Keep ``text`` in the browser (once the view has opened and said what it had)."""
        if self.opened and text != self.saved:
            self.saved = text

    def forget(self) -> None:
        """Remove what the browser keeps for this app."""
        self.saved = ""

    def _on_opened(self, data: dict[str, Any]) -> None:
        if self.opened:
            return  # a second view of the same page: the first one already restored
        stored = data.get("stored")
        if stored is not None and not isinstance(stored, str):  # its length is for the reader to judge
            raise MessageError(f"'stored' must be the text the browser kept, or null, not {type(stored).__name__}")
        link = data.get("link", "")
        if not isinstance(link, str) or len(link) > 17 * 1024:
            raise MessageError("'link' must be the page's query and fragment, a text")
        languages = data.get("languages", [])
        if not isinstance(languages, list) or len(languages) > 16 or not all(
            isinstance(tag, str) and 0 < len(tag) <= 35 for tag in languages
        ):
            raise MessageError("'languages' must be the browser's language tags, a list of at most 16 short texts")
        self.opened = True
        self.browser_languages = tuple(languages)
        self.saved = stored or ""
        if self.on_open is not None:
            self.on_open(stored, link)
