"""Serve notebooks with the settings a classroom needs.

``python -m shichi_widgets.serve NOTEBOOK [options]`` starts standalone Voilà (which refuses code
execution from the browser) with:

* the kernel websocket sending at once (TCP_NODELAY): out of the box Nagle's algorithm holds
  small widget messages back ≈ 40 ms; with it a click re-renders in a few milliseconds;
* the kernel's "busy" status for a widget's message kept from the page: the kernel announces it
  just before its answer, so the server and then the page handled it first, on the click's way
  back, and nothing in a Voilà page shows it (the "idle" that ends the message still goes: the
  widgets' front end counts on it);
* the kernel's activity (for culling idle kernels) read from each message's headers only, without
  checking its signature again or parsing its dates (``shichi_widgets.kernel_messages``);
* idle kernels culled after 20 minutes, and a preheated kernel so the first visitor waits less;
* patience with kernels when a whole class arrives at once: a page waits up to 10 minutes for its
  kernel to start and for the app's output (Voilà's 60 s and 4 s are for one visitor);
* the front-end extensions of JupyterLite and Notebook 7 left out of the page (they have no part in
  it, and JupyterLite's fails outside JupyterLite);
* ``--max-visitors=N``: at most N visitors hold a kernel at once; the next one gets a "the class
  is full" page (HTTP 503) that tries again by itself every few seconds, and no kernel. The default is sized from the
  machine's memory (``classroom.default_max_visitors``: (available RAM − 512 MB) / 70 MB, 1 to 100);
* a visitor is a browser (a cookie): its reloads and second tabs keep its seat, and a page that is
  closed or reloaded shuts its kernel down at once (Voilà's own request, which needs the ``_xsrf``
  cookie the classroom's page sets), freeing the seat;
* a page's kernel that is shut down is ended at once, once a restart under way is done, and a page
  that goes while its kernel socket opens, or before its kept messages are sent, is let go quietly:
  no error or traceback in the log for a class's ordinary comings and goings
  (``shichi_widgets.kernel_shutdown``, ``shichi_widgets.kernel_messages``);
* ``--free-seat-after=SECONDS`` (300): a visitor's kernel that no page has been connected to for
  that long (the page never said goodbye) is shut down and frees its seat;
* ``--access-code=CODE``: a browser must give the code once (``?code=CODE`` in the link, or the
  form shown) before it gets the app;
* a link over the size limit (``links.MAX_LINK``) gets a page saying so in the visitor's language, never
  an empty response: the server reads addresses as long as a browser sends (``offline_page.MAX_REQUEST_HEAD``);
* ``--rooms=memory`` (the default) or ``--rooms=redis://HOST:6379/0``: where the Class tab's rooms live
  (:mod:`shichi_widgets.rooms`): this server's memory, or a Redis that several servers behind one load
  balancer share. The rooms' websocket is ``<base>shichi/rooms/socket``.

Options given on the command line come after these defaults and override them; any Voilà option
works (``--port=9000``, ``--Voila.ip=0.0.0.0``...).
"""

from __future__ import annotations

import sys
from typing import Any

from shichi_widgets.classroom import Classroom, default_max_visitors, guarded, shutdown_guarded
from shichi_widgets.kernel_messages import (
    close_pages_of_shut_down_kernels,
    drop_messages_to_closed_pages,
    drop_sockets_closed_while_opening,
    enable_nodelay,
    skip_widget_busy_status,
    watch_activity_cheaply,
)
from shichi_widgets.kernel_shutdown import wait_for_restarts_before_shutdown
from shichi_widgets.offline_page import (
    MAX_REQUEST_HEAD,
    OFFLINE_DEFAULTS,
    favicon_route,
    quiet_ping_units_warning,
    trust_notebooks_without_outputs,
    use_page_template,
)

__all__ = ["CLASSROOM_DEFAULTS", "classroom_app_class", "enable_nodelay", "main"]

CULL_IDLE_SECONDS = 1200
# How long a page's render waits for its kernel: to answer at start, and for a cell's outputs once the cell
# has run. Voilà's defaults (60 s and nbclient's 4 s) are for one visitor; when a class arrives at once, 30
# kernels and their pages share the machine, and a kernel may take minutes to start. Past the first, Voilà's
# page streams heartbeats for ever and never shows the app; past the second, the cell's output (the app
# itself) is dropped and the visitor gets an empty page (both seen in benchmarks/soak_app.py).
KERNEL_PATIENCE_SECONDS = 600
UNUSED_EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "@jupyter-notebook/lab-extension")

CLASSROOM_DEFAULTS = (
    "--no-browser",
    f"--MappingKernelManager.cull_idle_timeout={CULL_IDLE_SECONDS}",
    "--MappingKernelManager.cull_interval=60",
    "--preheat_kernel=True",
    "--pool_size=1",
    f"--VoilaExecutor.startup_timeout={KERNEL_PATIENCE_SECONDS}",
    f"--VoilaExecutor.iopub_timeout={KERNEL_PATIENCE_SECONDS}",
    # Front-end extensions that other Jupyter packages in the same environment bring and that have no
    # part in a Voilà page: JupyterLite's kernel (the site extra) fails there, Notebook 7's is unused.
    *(f"--VoilaConfiguration.extension_denylist={name}" for name in UNUSED_EXTENSIONS),
    # The page asks no host but this server, and a visit logs no warning (shichi_widgets.offline_page).
    *OFFLINE_DEFAULTS,
)


def classroom_app_class() -> type:
    """Voilà's application with the visitor limit and the access code (built lazily: imports Voilà)."""
    from traitlets import Float, Int, Unicode, default
    from voila.app import Voila
    from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
    from voila.tornado.handler import TornadoVoilaHandler

    from shichi_widgets.rooms.server import rooms_routes, store_from
    from shichi_widgets.rooms.service import RoomService
    from shichi_widgets.rooms.store import MemoryStore

    class ClassroomVoila(Voila):
        """Standalone Voilà whose notebook pages admit a limited class, optionally with a code."""

        max_visitors = Int(help="Visitors who may hold a kernel at once (default: sized from free memory).",
                           config=True)
        access_code = Unicode("", help="A code a browser must give once (?code=...) to open a notebook.",
                              config=True)
        free_seat_after = Float(300.0, help="Seconds a visitor's kernel may stay with no page connected "
                                "(closed or reloaded) before it is shut down, freeing the seat; 0: never.",
                                config=True)
        rooms = Unicode("memory", help="Where the Class tab's rooms live: 'memory' (this server) or a Redis "
                        "address (redis://HOST:6379/0) that several servers share.", config=True)
        aliases = {**Voila.aliases, "max-visitors": "ClassroomVoila.max_visitors",
                   "access-code": "ClassroomVoila.access_code", "free-seat-after": "ClassroomVoila.free_seat_after",
                   "rooms": "ClassroomVoila.rooms"}

        @default("max_visitors")
        def _default_max_visitors(self) -> int:
            return default_max_visitors()

        def initialize(self, argv: Any = None) -> None:
            super().initialize(argv)
            if self.max_visitors < 1:
                self.log.critical("--max-visitors must be at least 1, not %d", self.max_visitors)
                self.exit(2)
            if self.free_seat_after < 0:
                self.log.critical("--free-seat-after must be 0 (never) or more seconds, not %g", self.free_seat_after)
                self.exit(2)

        def listen(self) -> None:
            """Listen as Voilà does, reading request heads of up to ``MAX_REQUEST_HEAD`` bytes: an address
            longer than tornado's 64 kB got a closed connection, where the page handler says it is too long."""
            listen = self.app.listen

            def listen_with_long_heads(*args: Any, **kwargs: Any) -> Any:
                kwargs.setdefault("max_header_size", MAX_REQUEST_HEAD)
                return listen(*args, **kwargs)

            self.app.listen = listen_with_long_heads
            super().listen()

        def init_settings(self) -> dict:
            settings = super().init_settings()
            trust_notebooks_without_outputs(self.contents_manager)  # nothing to trust: no "not trusted" warning
            return settings

        def init_handlers(self) -> list:
            room = Classroom(self.max_visitors, self.access_code.strip(), self.free_seat_after)
            self.classroom = room
            self.log.info("Classroom: at most %d visitors at once%s", room.max_visitors,
                          ", with an access code" if room.access_code else "")
            handlers = []
            for spec in super().init_handlers():
                if len(spec) > 1 and isinstance(spec[1], type) and issubclass(spec[1], TornadoVoilaHandler):
                    spec = (spec[0], guarded(spec[1], room), *spec[2:])
                elif len(spec) > 1 and isinstance(spec[1], type) and issubclass(spec[1], VoilaShutdownKernelHandler):
                    spec = (spec[0], shutdown_guarded(spec[1], room), *spec[2:])
                handlers.append(spec)
            try:
                store = store_from(self.rooms.strip())
            except Exception as exc:  # a bad address, no redis client, Redis not answering: say so at start
                self.log.critical("--rooms=%s cannot be used: %s", self.rooms[:80], exc)
                self.exit(2)
            self.room_service = RoomService(store)
            self.log.info("Rooms for the Class tab: %s", "in this server's memory" if isinstance(store, MemoryStore)
                          else "in Redis, shared with other servers")
            token = room.code_token() if room.access_code else None
            rooms = rooms_routes(self.base_url, self.room_service, token)
            return [favicon_route(self.base_url), *rooms, *handlers]  # before Voilà's redirect to a refused file

    return ClassroomVoila


def main(argv: list[str] | None = None) -> None:
    """Start Voilà with the classroom settings and any extra options."""
    enable_nodelay()
    skip_widget_busy_status()
    watch_activity_cheaply()
    use_page_template()
    quiet_ping_units_warning()
    close_pages_of_shut_down_kernels()
    drop_sockets_closed_while_opening()
    drop_messages_to_closed_pages()
    wait_for_restarts_before_shutdown()
    app_class = classroom_app_class()
    given = list(sys.argv[1:] if argv is None else argv)
    app_class.launch_instance(argv=with_defaults(CLASSROOM_DEFAULTS, given, app_class.aliases))


# Options that add to a list: the caller's come on top of the defaults rather than in their place.
ADDING_OPTIONS = frozenset({"VoilaConfiguration.extension_denylist"})


def with_defaults(defaults: tuple[str, ...] | list[str], given: list[str], aliases: dict) -> list[str]:
    """The defaults the caller does not set, then the caller's options as given.

    Voilà refuses a setting given twice ("ip only accepts one value, got 2"), so a default the caller
    sets too (``--pool_size=2``, ``--VoilaConfiguration.default_pool_size 2``, ``--template=lab``...) is
    left out. Names are compared after resolving aliases (``--port`` is ``Voila.port``) and with
    ``ClassroomVoila.`` read as ``Voila.``."""

    def name(option: str) -> str | None:
        if not option.startswith("--"):
            return None
        key = option[2:].split("=", 1)[0]
        target = aliases.get(key, key)
        target = target[0] if isinstance(target, tuple) else target
        return target.replace("ClassroomVoila.", "Voila.")

    set_by_caller = {name(option) for option in given} - {None} - ADDING_OPTIONS
    return [option for option in defaults if name(option) not in set_by_caller] + given


if __name__ == "__main__":
    main()
