"""What a classroom server adds to Voilà: a visitor limit and an access code.

Each visitor of the app gets a kernel of their own (≈ 65 MB). ``Classroom`` counts the visitors who
hold one and the visitors whose kernel is on its way. A visitor is a browser, known by a cookie
(``shichi_seat``): its reloads and its second tab get the app even when the class is full, because
the seat is already theirs. A kernel counts until it is shut down: when its page is closed or
reloaded (Voilà's page asks the server to shut its kernel down as it unloads: the seat is free at
once), when no page has been connected to it for ``free_seat_after`` seconds (the request never
came), a few seconds after its page request ended if the browser left that request before the page
was sent (a load on top of a load: no page will ever use that kernel), or when the server culls it
for idleness. Beyond ``max_visitors`` a new visitor gets a
friendly "the class is full" page (HTTP 503 with ``Retry-After``) that tries again every few
seconds, and no kernel.

Voilà's page sends that shutdown request with the ``_xsrf`` cookie, which Voilà's own page never
sets: out of the box the request is refused (403 "'_xsrf' argument missing from POST") and the
seat stayed taken until ``free_seat_after``. The classroom's page sets the cookie, and the
shutdown route shuts down only a kernel of the browser that asks.

With an access code, a browser must give it once (``?code=...`` in the link, or the form the
server shows); a signed cookie then lets it in until the server restarts.

An address whose link (``?query``) is over ``links.MAX_LINK`` characters gets a page saying so in the
visitor's language, with a link to the app without it (HTTP 414, ``offline_page.too_long_page``),
before either check and without a kernel.

``guarded(handler_class)`` wraps Voilà's page handler with these checks; the rest of Voilà is
untouched. This module is imported by ``shichi_widgets.serve`` only (it needs tornado).
"""

from __future__ import annotations

import hashlib
import hmac
import inspect
import os
import time
from typing import Any
from urllib.parse import urlencode

PER_KERNEL_MB = 70
RESERVE_MB = 512
MAX_DEFAULT = 100
COOKIE = "shichi_classroom"
SEAT_COOKIE = "shichi_seat"
RETRY_AFTER_S = 4
# A browser's kernel whose page request ended this long ago without a page connecting to it was
# left behind by an interrupted load (two reloads at once): when that browser closes its page, it goes too.
ORPHAN_AFTER_S = 3.0


def default_max_visitors(available_mb: float | None = None) -> int:
    """How many kernels the machine's memory holds: (available RAM − 512 MB) / 70 MB, between 1 and 100.

    ``available_mb`` defaults to MemAvailable from /proc/meminfo (30 visitors where it cannot be read).
    """
    if available_mb is None:
        available_mb = _available_mb()
        if available_mb is None:
            return 30
    return max(1, min(MAX_DEFAULT, int((available_mb - RESERVE_MB) // PER_KERNEL_MB)))


def _available_mb() -> float | None:
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


class Classroom:
    """Visitor seats: kernels given to page requests and still running, plus requests on their way."""

    def __init__(self, max_visitors: int, access_code: str = "", free_seat_after: float = 300.0) -> None:
        if isinstance(max_visitors, bool) or not isinstance(max_visitors, int) or max_visitors < 1:
            raise ValueError(f"max_visitors must be a whole number of at least 1, not {max_visitors!r:.60}")
        if not free_seat_after >= 0:
            raise ValueError(f"free_seat_after must be 0 (never) or more seconds, not {free_seat_after!r:.60}")
        self.max_visitors = max_visitors
        self.access_code = access_code
        self.free_seat_after = free_seat_after
        self.kernels: set[str] = set()
        self.rendering: set[str] = set()  # kernels whose page is still being sent: not left, whatever the clock
        self.owners: dict[str, str] = {}  # kernel id -> the browser (seat cookie) it was given to
        self.page_sent: dict[str, float] = {}  # kernel id -> when its page request ended (monotonic)
        self.cut_off: set[str] = set()  # kernels whose page request ended after the browser had left it
        self.arriving = 0
        self._alone_since: dict[str, float] = {}
        self._watch: Any = None

    def visitors(self, kernel_manager: Any) -> int:
        """Visitors now: the browsers holding kernels still running (a kernel given to no known browser
        counts alone), and the arrivals."""
        self.kernels = {kernel_id for kernel_id in self.kernels if kernel_id in kernel_manager}
        for gone in set(self.owners) - self.kernels:
            self.owners.pop(gone, None)
            self.page_sent.pop(gone, None)
        self.cut_off &= self.kernels
        return len({self.owners.get(kernel_id, kernel_id) for kernel_id in self.kernels}) + self.arriving

    def is_full(self, kernel_manager: Any, browser: str | None = None) -> bool:
        """Whether a visitor from ``browser`` must wait: never when that browser already holds a seat."""
        if self.holds_seat(kernel_manager, browser):
            return False
        return self.visitors(kernel_manager) >= self.max_visitors

    def holds_seat(self, kernel_manager: Any, browser: str | None) -> bool:
        self.visitors(kernel_manager)
        return browser is not None and browser in self.owners.values()

    def leave(self, kernel_id: str) -> str | None:
        """The kernel's page has gone (it asked for the shutdown): its seat is free from now on.
        Returns the browser it belonged to."""
        self.kernels.discard(kernel_id)
        self.rendering.discard(kernel_id)
        self._alone_since.pop(kernel_id, None)
        self.page_sent.pop(kernel_id, None)
        self.cut_off.discard(kernel_id)
        return self.owners.pop(kernel_id, None)

    def left_behind(self, kernel_manager: Any, browser: str, now: float | None = None,
                    sent_before: float | None = None) -> list[str]:
        """The browser's kernels that no page uses and whose page request ended ``ORPHAN_AFTER_S`` ago
        or more: loads the browser interrupted (a reload on top of a reload). With ``sent_before`` (when
        the page now leaving was sent), only the loads older than that page: a newer one may be the page
        that replaces it, still starting (its goodbye can reach a busy server after the new page)."""
        now = time.monotonic() if now is None else now
        return sorted(
            kernel_id for kernel_id, owner in self.owners.items()
            if owner == browser and kernel_id in self.kernels and kernel_id in kernel_manager
            and kernel_id not in self.rendering and kernel_id in self.page_sent
            and now - self.page_sent[kernel_id] >= ORPHAN_AFTER_S
            and (sent_before is None or self.page_sent[kernel_id] < sent_before)
            and not kernel_manager.kernel_model(kernel_id).get("connections", 0))

    def watch(self, kernel_manager: Any, log: Any) -> None:
        """Start checking, on the server's event loop, for kernels whose page has gone (once)."""
        if self._watch is not None or not self.free_seat_after:
            return
        from tornado.ioloop import PeriodicCallback

        def check() -> Any:  # a coroutine: tornado skips a round while the previous one still runs
            return self.free_left_seats(kernel_manager, log)

        self._watch = PeriodicCallback(check, 1000 * min(10.0, max(0.5, self.free_seat_after / 4)))
        self._watch.start()

    async def free_left_seats(self, kernel_manager: Any, log: Any, now: float | None = None) -> list[str]:
        """Shut down the visitors' kernels that no page has been connected to for ``free_seat_after`` s,
        or for ``ORPHAN_AFTER_S`` s when the browser left their page request before the page was sent."""
        now = time.monotonic() if now is None else now
        freed = []
        for kernel_id in sorted(self.kernels):
            if kernel_id not in kernel_manager:
                self._alone_since.pop(kernel_id, None)
                continue
            if kernel_id in self.rendering or kernel_manager.kernel_model(kernel_id).get("connections", 0):
                self._alone_since.pop(kernel_id, None)
                continue
            since = self._alone_since.setdefault(kernel_id, now)
            cut_off = kernel_id in self.cut_off
            if now - since >= (ORPHAN_AFTER_S if cut_off else self.free_seat_after):
                self.leave(kernel_id)
                freed.append(kernel_id)
                if cut_off:
                    log.info("Classroom: the browser left the page of kernel %s before it was sent (a load on top "
                             "of a load): shutting it down", kernel_id)
                else:
                    log.info("Classroom: no page has used kernel %s for %.0f s: shutting it down", kernel_id,
                             now - since)
                await _shut_down(kernel_manager, kernel_id)
        return freed

    def code_token(self) -> str:
        """What the cookie holds: a digest of the code, so a new code locks old cookies out."""
        return hashlib.sha256(self.access_code.encode()).hexdigest()[:32]

    def code_matches(self, given: str) -> bool:
        return hmac.compare_digest(given.encode(), self.access_code.encode())


async def _shut_down(kernel_manager: Any, kernel_id: str) -> None:
    """Shut a kernel down with a kernel manager whose ``shutdown_kernel`` may or may not be a coroutine."""
    result = kernel_manager.shutdown_kernel(kernel_id)
    if inspect.isawaitable(result):
        await result


class _Ticket:
    """One visitor's page request: holds an arrival until the kernel is known, then keeps the kernel
    from counting as left until the page has been sent (``done``)."""

    def __init__(self, classroom: Classroom, browser: str | None = None, seated: bool = False) -> None:
        self.classroom = classroom
        self.browser = browser
        self.waiting = not seated  # a browser that holds a seat already arrives without taking another
        self.kernel_id: str | None = None
        self.left = False  # the browser closed the request before the page was sent
        classroom.arriving += self.waiting

    def seat(self, kernel_id: str) -> None:
        self.classroom.kernels.add(kernel_id)
        self.classroom.rendering.add(kernel_id)
        if self.browser is not None:
            self.classroom.owners[kernel_id] = self.browser
        self.kernel_id = kernel_id
        self.release()

    def release(self) -> None:
        """Give the arrival back (the kernel is seated, or the request ends without one)."""
        if self.waiting:
            self.waiting = False
            self.classroom.arriving -= 1

    def done(self) -> None:
        """The page request has ended: from now on its kernel needs a connected page to stay."""
        self.release()
        self.classroom.rendering.discard(self.kernel_id)
        if self.kernel_id is not None and self.kernel_id in self.classroom.kernels:
            self.classroom.page_sent.setdefault(self.kernel_id, time.monotonic())

    def leave_early(self) -> None:
        """The browser closed the request before the page was sent: no page will use its kernel."""
        self.left = True
        self.done()

    def ended(self) -> None:
        """Voilà's request has returned (nothing runs for it in the kernel any more): a kernel whose page
        the browser left is marked to be shut down within seconds (``Classroom.free_left_seats``)."""
        self.done()
        if self.left and self.kernel_id in self.classroom.kernels:
            self.classroom.cut_off.add(self.kernel_id)


class _SeatingKernelManager:
    """The server's kernel manager as one page request sees it: the kernel it gets is seated."""

    def __init__(self, manager: Any, ticket: _Ticket) -> None:
        self._manager = manager
        self._ticket = ticket

    def __getattr__(self, name: str) -> Any:
        return getattr(self._manager, name)

    def __contains__(self, kernel_id: object) -> bool:
        return kernel_id in self._manager

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        result = self._manager.start_kernel(*args, **kwargs)
        kernel_id = await result if inspect.isawaitable(result) else result
        self._ticket.seat(kernel_id)
        return kernel_id

    async def get_rendered_notebook(self, *args: Any, **kwargs: Any) -> Any:
        render_task, rendered, kernel_id = await self._manager.get_rendered_notebook(*args, **kwargs)
        self._ticket.seat(kernel_id)
        return render_task, rendered, kernel_id


def _page(title: str, body: str) -> str:
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{title}</title><style>body{{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;"
        "padding:0 1rem;line-height:1.5;color:#222}input,button{font-size:1.1rem;padding:.3rem .6rem}"
        ".error{color:#a00}</style></head><body>" + body + "</body></html>"
    )


def full_page() -> str:
    """The page a visitor gets when every seat is taken (it reloads itself every few seconds)."""
    page = _page(
        "The class is full",
        "<h1 data-role='class-full'>The class is full. This page tries again by itself every few seconds.</h1>"
        "<p lang='ja'>満員です。このページは数秒ごとに自動でもう一度開きます。</p>",
    )
    return page.replace("<head>", f"<head><meta http-equiv='refresh' content='{RETRY_AFTER_S}'>", 1)


def code_page(wrong: bool) -> str:
    """The page that asks for the class's access code (a GET form: the code comes back as ?code=)."""
    error = ("<p class='error' role='alert'>That code is not right. / コードが違います。</p>" if wrong else "")
    return _page(
        "Access code",
        "<h1>Enter the class code</h1><p lang='ja'>先生から聞いたコードを入力してください。</p>" + error +
        "<form method='get'><label>Code / コード <input name='code' autocomplete='off' autofocus"
        " data-role='access-code'></label> <button type='submit'>Open</button></form>",
    )


def guarded(handler_class: type, classroom: Classroom) -> type:
    """A subclass of Voilà's page handler that checks the access code and the visitor limit first."""

    class ClassroomHandler(handler_class):  # type: ignore[misc, valid-type]
        _classroom = classroom

        @property
        def kernel_manager(self) -> Any:
            manager = self.settings["kernel_manager"]
            ticket = getattr(self, "_ticket", None)
            return manager if ticket is None else _SeatingKernelManager(manager, ticket)

        def _renders_notebook(self, path: str | None) -> bool:
            if self.notebook_path:
                return not path
            return bool(path) and os.path.splitext(path)[1].lower() in (
                ".ipynb", *(ext.lower() for ext in self.voila_configuration.extension_language_mapping))

        def _admitted_by_code(self) -> bool:
            """True when the browser may in; otherwise the request is answered (form or redirect)."""
            room = self._classroom
            if not room.access_code:
                return True
            cookie = self.get_secure_cookie(COOKIE)
            if cookie is not None and hmac.compare_digest(cookie, room.code_token().encode()):
                return True
            given = self.get_query_argument("code", None)
            if given is not None and room.code_matches(given.strip()):
                self.set_secure_cookie(COOKIE, room.code_token(), path=self.base_url, httponly=True,
                                       samesite="Lax", expires_days=1)
                rest = {k: v[-1].decode() for k, v in self.request.query_arguments.items() if k != "code"}
                self.redirect(self.request.path + (f"?{urlencode(rest)}" if rest else ""))
                return False
            self.set_status(403)
            self.set_header("Cache-Control", "no-store")
            self.finish(code_page(wrong=given is not None))
            return False

        def _browser(self) -> str:
            """This browser's seat cookie (set now when it has none): its reloads and tabs are one visitor."""
            browser = self.get_secure_cookie(SEAT_COOKIE)
            if browser is not None:
                return browser.decode()
            browser = os.urandom(16).hex()
            self.set_secure_cookie(SEAT_COOKIE, browser, path=self.base_url, httponly=True, samesite="Lax",
                                   expires_days=None)
            return browser

        def _refused_as_too_long(self) -> bool:
            """True when the address's link is over the limit: then the "too long" page is the answer."""
            from .links import MAX_LINK
            from .offline_page import page_language, too_long_page

            length = len(self.request.query) + 1  # the link as the app reads it: "?" and the query
            if not self.request.query or length <= MAX_LINK:
                return False
            self.log.warning("A link of %d characters was refused (at most %d)", length, MAX_LINK)
            self.set_status(414)
            self.set_header("Cache-Control", "no-store")
            self.set_header("Content-Type", "text/html; charset=utf-8")
            lang = page_language(self.request.headers.get("Accept-Language"))
            self.finish(too_long_page(lang, length, MAX_LINK, self.request.path))
            return True

        async def get(self, path: str | None = None) -> None:
            if not self._renders_notebook(path):
                return await super().get(path)
            if self._refused_as_too_long() or not self._admitted_by_code():
                return None
            room = self._classroom
            browser = self._browser()
            self.xsrf_token  # noqa: B018 -- sets the _xsrf cookie that Voilà's page sends with its shutdown request
            manager = self.settings["kernel_manager"]
            seated = room.holds_seat(manager, browser)
            if not seated and room.is_full(manager):
                self.log.warning("The class is full (%d visitors): a visitor was turned away", room.max_visitors)
                self.set_status(503)
                self.set_header("Retry-After", str(RETRY_AFTER_S))
                self.set_header("Cache-Control", "no-store")
                self.finish(full_page())
                return None
            room.watch(self.settings["kernel_manager"], self.log)
            self._ticket = _Ticket(room, browser, seated)
            try:
                return await super().get(path)
            finally:
                self._ticket.ended()

        def on_connection_close(self) -> None:
            """The browser went away mid-page (a reload on top of a load): Voilà's request may keep
            waiting, but no page will use its kernel, so it stops counting as being sent."""
            ticket = getattr(self, "_ticket", None)
            if ticket is not None:
                ticket.leave_early()
            super().on_connection_close()

    ClassroomHandler.__name__ = ClassroomHandler.__qualname__ = f"Classroom{handler_class.__name__}"
    return ClassroomHandler



def shutdown_guarded(handler_class: type, classroom: Classroom) -> type:
    """Voilà's shutdown route (``/voila/api/shutdown/<kernel id>``, asked by a page as it unloads),
    for a classroom: a visitor's kernel is shut down only for the browser it was given to; its seat
    is free at once, and so are that browser's kernels left behind by interrupted loads."""

    from tornado.web import HTTPError

    class ClassroomShutdownHandler(handler_class):  # type: ignore[misc, valid-type]
        _classroom = classroom

        async def post(self, kernel_id: str) -> None:
            room = self._classroom
            owner = room.owners.get(kernel_id)
            cookie = self.get_secure_cookie(SEAT_COOKIE)
            browser = cookie.decode() if cookie is not None else None
            if owner is not None and owner != browser:
                self.log.warning("Classroom: a page asked to shut down kernel %s of another browser: refused",
                                 kernel_id)
                self.set_status(403)
                self.finish()
                return
            manager = self.settings["kernel_manager"]
            sent = room.page_sent.get(kernel_id)  # unknown: its page is still being sent, so none is older
            older = room.left_behind(manager, owner, sent_before=sent) if owner is not None and sent is not None else []
            left = [other for other in older if other != kernel_id]
            room.leave(kernel_id)
            for other in left:
                room.leave(other)
            gone = kernel_id not in manager
            if not gone:
                try:
                    await super().post(kernel_id)
                except HTTPError as error:  # shut down meanwhile (the page asked twice as it went): gone, as asked
                    if error.status_code != 404:
                        raise
                    gone = True
            if gone:
                self.set_status(204)
                self.finish()
            for other in left:
                self.log.info("Classroom: kernel %s was left behind by an interrupted load: shutting it down", other)
                if other in manager:
                    await _shut_down(manager, other)

    ClassroomShutdownHandler.__name__ = ClassroomShutdownHandler.__qualname__ = f"Classroom{handler_class.__name__}"
    return ClassroomShutdownHandler
