"""Serve notebooks with the settings a classroom needs.

``python -m shichi_widgets.serve NOTEBOOK [voila options]`` starts standalone Voilà (which refuses
code execution from the browser) with:

* the kernel websocket sending at once (TCP_NODELAY): out of the box Nagle's algorithm holds
  small widget messages back ≈ 40 ms; with it a click re-renders in a few milliseconds;
* idle kernels culled after 5 minutes, and a preheated kernel so the first visitor waits less.

Options given on the command line come after these defaults and override them.
"""

from __future__ import annotations

import sys

CLASSROOM_DEFAULTS = (
    "--no-browser",
    "--MappingKernelManager.cull_idle_timeout=300",
    "--MappingKernelManager.cull_interval=60",
    "--preheat_kernel=True",
    "--pool_size=1",
)


def enable_nodelay() -> None:
    """Make Jupyter's kernel websocket handler set TCP_NODELAY on every connection it opens."""
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    if getattr(KernelWebsocketHandler, "_shichi_nodelay", False):
        return
    original = KernelWebsocketHandler.open

    async def open_without_delay(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        self.set_nodelay(True)
        return await original(self, *args, **kwargs)

    KernelWebsocketHandler.open = open_without_delay
    KernelWebsocketHandler._shichi_nodelay = True


def main(argv: list[str] | None = None) -> None:
    """Start Voilà with the classroom settings and any extra options."""
    from voila.app import Voila

    enable_nodelay()
    args = list(CLASSROOM_DEFAULTS) + list(sys.argv[1:] if argv is None else argv)
    Voila.launch_instance(argv=args)


if __name__ == "__main__":
    main()
