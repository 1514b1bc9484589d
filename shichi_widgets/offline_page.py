"""What makes the app's Voilà page work in a classroom with no internet, and its server quiet on a visit.

Used by ``shichi_widgets.serve`` (the app command):

* **The page's template** ``shichi`` (``jupyter_data/voila/templates/shichi``): Voilà's lab template
  without its two Font Awesome links to a CDN (Voilà's own ``voila-style.js`` already holds Font
  Awesome 5 with the v4 names, and its fonts are served by the server), and with an icon (a card
  with a 7, a ``data:`` URI) instead of Voilà's empty one. ``use_page_template()`` puts the folder on
  ``JUPYTER_PATH``, where Voilà looks for templates; ``OFFLINE_DEFAULTS`` selects it.
* **The icon** (``static/icon.svg``, a card with a 7): in the app's page as a ``data:`` URI, and at
  ``/favicon.ico`` (``favicon_route``) for the pages that have none (the access-code and "class is
  full" pages): there Voilà sent the browser on to ``/voila/files/favicon.ico``, which it refuses (403
  "File not allowlisted", a warning in the log).
* **"Kernel is running over TCP without encryption"**, logged by each kernel (ipykernel 7): kernels use
  the ``ipc`` transport (Unix sockets, readable only by the server's user) instead of TCP.
* **"Notebook app.ipynb is not trusted"**, logged on every visit: Jupyter trusts a notebook whose
  signature is in the user's signature database. Voilà runs every cell and shows only the fresh
  outputs, so a notebook with no saved rich output (the app's has none) has nothing to trust:
  ``OutputlessTrustingNotary`` treats it as trusted (nbformat's own rule for cells,
  ``NotebookNotary.check_cells``); a notebook with saved rich outputs is still checked and warned
  about as before.
* **"The websocket_ping_timeout (90000) cannot be longer than the websocket_ping_interval
  (30000)"**: jupyter_server keeps kernel websockets alive itself, pinging every 30,000 ms and closing
  a socket with no answer for 90,000 ms; it hands the same numbers to tornado, which reads them as
  seconds (a ping every 8 hours, which never matters) and warns once per server. The keep-alive works
  as meant, so the warning is dropped (``quiet_ping_units_warning``); upstream: jupyter_server issue
  1612. Making the numbers agree for tornado would change jupyter_server's real keep-alive (a timeout
  no longer than the interval closes sockets whose answer comes a moment late).
* **"KeyboardInterrupt caught in kernel."**, an error a kernel logged when its page was closed or
  reloaded while the kernel was still answering that page's click: jupyter_client interrupts a kernel
  before shutting it down. Kernels are shut down without that interrupt
  (``shichi_widgets.kernel_shutdown``).
* **A link over the size limit** (``links.MAX_LINK`` characters of ``?query``): the server answers with
  ``too_long_page`` (HTTP 414), a small page in the visitor's language (``Accept-Language``) saying the
  link is too long, what the limit is, with a link to the app without it. The server reads request heads
  of up to ``MAX_REQUEST_HEAD`` bytes (tornado's 64 kB closed the connection on a longer address: the
  browser showed an empty response), enough for the longest address a browser sends.
"""

from __future__ import annotations

import copy
import html
import logging
import os
from pathlib import Path
from typing import Any

from nbformat.sign import NotebookNotary

__all__ = [
    "ICON_SVG",
    "MAX_REQUEST_HEAD",
    "OFFLINE_DEFAULTS",
    "TEMPLATE",
    "TEMPLATE_ROOT",
    "OutputlessTrustingNotary",
    "favicon_route",
    "page_language",
    "quiet_ping_units_warning",
    "too_long_page",
    "trust_notebooks_without_outputs",
    "use_page_template",
]

TEMPLATE = "shichi"
TEMPLATE_ROOT = Path(__file__).resolve().parent / "jupyter_data"
OFFLINE_DEFAULTS = (
    f"--template={TEMPLATE}",
    # Kernels talk to the server over Unix sockets in Voilà's connection folder, not TCP on 127.0.0.1: no
    # port can clash, and ipykernel 7 does not warn on each kernel's start that TCP is unencrypted.
    "--KernelManager.transport=ipc",
    # A page's kernel is shut down without an interrupt first: a kernel busy with the page's last click
    # logged "ERROR | KeyboardInterrupt caught in kernel." (shichi_widgets.kernel_shutdown).
    "--MappingKernelManager.kernel_manager_class=shichi_widgets.kernel_shutdown.QuietShutdownKernelManager",
)
PING_UNITS_WARNING = "The websocket_ping_timeout ("
MAX_REQUEST_HEAD = 2 * 1024 * 1024 + 64 * 1024
"""The longest request head (request line and headers, bytes) the server reads: Chromium's 2 MB address
limit plus tornado's own 64 kB for the rest, so any link a browser sends gets a page, not a closed socket."""
ICON_SVG = (TEMPLATE_ROOT / "voila" / "templates" / TEMPLATE / "static" / "icon.svg").read_bytes().strip()


def favicon_route(base_url: str) -> tuple:
    """A tornado route that answers ``<base_url>favicon.ico`` with the app's icon (an SVG image)."""
    from jupyter_server.utils import url_path_join
    from tornado import web

    class FaviconHandler(web.RequestHandler):
        def get(self) -> None:
            self.set_header("Content-Type", "image/svg+xml")
            self.set_header("Cache-Control", "max-age=86400")
            self.write(ICON_SVG)

    return (url_path_join(base_url, "favicon.ico"), FaviconHandler)


def page_language(accept_language: str | None, default: str = "en") -> str:
    """The language of the app the visitor's browser prefers most (``Accept-Language``, q-values
    honoured: ``"ja-JP,ja;q=0.9,en;q=0.8"`` is ``"ja"``), else ``default``."""
    from .engine.messages import LANGUAGES

    ranked = []
    for index, part in enumerate((accept_language or "")[:1000].split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                quality = float(params[2:])
            except ValueError:
                quality = 0.0
        primary = tag.split("-", 1)[0].strip().lower()
        if primary in LANGUAGES and quality > 0:
            ranked.append((-quality, index, primary))
    return min(ranked)[2] if ranked else default


def too_long_page(lang: str, length: int, limit: int, app_url: str) -> str:
    """The page for an address whose link (``?query``) is ``length`` characters, over ``limit``: it says
    so in ``lang`` and links to the app at ``app_url`` without the link. Small, and asks no host."""
    from .widgets.words import word

    def say(key: str, **values: object) -> str:
        return html.escape(word(f"app.too_long_page.{key}", lang, **values))

    return (
        f"<!doctype html><html lang='{html.escape(lang)}'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{say('title')}</title><style>body{{font-family:system-ui,sans-serif;max-width:36rem;"
        "margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222;background:#fff}"
        "@media (prefers-color-scheme:dark){body{color:#eee;background:#181818}a{color:#8ab4f8}}"
        "a{font-size:1.1rem}</style></head><body>"
        f"<h1 data-role='link-too-long'>{say('title')}</h1>"
        f"<p data-role='too-long-reason' data-length='{length}' data-limit='{limit}'>"
        f"{say('text', length=f'{length:,}', limit=f'{limit:,}')}</p>"
        f"<p>{say('hint')}</p>"
        f"<p><a data-role='open-app' href='{html.escape(app_url, quote=True)}'>{say('open')}</a></p>"
        "</body></html>"
    )


def use_page_template() -> None:
    """Put the app's Voilà template where Voilà looks for templates (first on ``JUPYTER_PATH``)."""
    paths = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    if str(TEMPLATE_ROOT) not in paths:
        os.environ["JUPYTER_PATH"] = os.pathsep.join([str(TEMPLATE_ROOT), *paths])


class _DropPingUnitsWarning(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(PING_UNITS_WARNING)


def quiet_ping_units_warning() -> None:
    """Drop tornado's warning about jupyter_server's websocket ping numbers (see the module's docstring)."""
    logger = logging.getLogger("tornado.general")
    if not any(isinstance(f, _DropPingUnitsWarning) for f in logger.filters):
        logger.addFilter(_DropPingUnitsWarning())


class OutputlessTrustingNotary(NotebookNotary):
    """A notary that trusts a notebook with no rich output to trust, and checks the others' signatures."""

    def check_signature(self, nb: Any) -> bool:
        return self.check_cells(copy.deepcopy(nb)) or super().check_signature(nb)


def trust_notebooks_without_outputs(contents_manager: Any) -> None:
    """Give a contents manager the notary that trusts notebooks with nothing to trust."""
    contents_manager.notary = OutputlessTrustingNotary(parent=contents_manager)
