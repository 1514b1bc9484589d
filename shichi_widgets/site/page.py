"""What the static site's page runs in Python: read the page's query string and show the app.

``index.html?lang=ja`` opens the app in Japanese; ``seed`` (a whole number) fixes the deals and
``pace`` (seconds, 0–5) is the pause between bot moves, as ``App(lang, seed=, pace=)`` takes them.
"""

from __future__ import annotations

import math
from typing import Any
from urllib.parse import parse_qs

from ..engine.messages import LANGUAGES

MAX_PACE = 5.0


class QueryError(ValueError):
    """A query-string setting of the page that the app cannot take."""


def app_options(query: str) -> dict[str, Any]:
    """``App`` keyword arguments from a query string such as ``"?lang=ja&seed=3&pace=0.2"``.

    Unknown names are ignored (a link may carry tracking parameters); a bad value is refused with
    a sentence that names it.
    """
    fields = parse_qs(query.lstrip("?"), keep_blank_values=True)
    options: dict[str, Any] = {}
    if "lang" in fields:
        lang = fields["lang"][-1]
        if lang not in LANGUAGES:
            raise QueryError(f"lang={lang!r} is not a language of the app; use one of {', '.join(LANGUAGES)}")
        options["lang"] = lang
    if "seed" in fields:
        seed = fields["seed"][-1]
        if not seed.isdigit() or len(seed) > 18:
            raise QueryError(f"seed={seed!r} must be a whole number (0 or more, at most 18 digits)")
        options["seed"] = int(seed)
    if "pace" in fields:
        raw = fields["pace"][-1]
        try:
            pace = float(raw)
        except ValueError:
            pace = math.nan
        if not 0 <= pace <= MAX_PACE:
            raise QueryError(f"pace={raw!r} must be seconds between bot moves, from 0 to {MAX_PACE:g}")
        options["pace"] = pace
    return options


def open_app(query: str = "") -> Any:
    """Build the app with the query string's options and ask the page to show it."""
    from ..app import App
    from .bridge import show

    app = App(**app_options(query))
    show(app)
    return app
