"""Stop a page's kernel at once, with nothing in the server's log.

Out of the box jupyter_client stops a kernel politely: an interrupt (SIGINT), then a shutdown
request, then up to 5 s for the kernel to exit. For a kernel whose page was closed or reloaded
this only made noise in the server's log, seen in ``benchmarks/soak_app.py``:

* a kernel still answering the page's last click (its bots playing) caught the interrupt inside
  ipykernel's message handler: ``ERROR | KeyboardInterrupt caught in kernel.``;
* a kernel that got messages while it was exiting (jupyter_server's ``kernel_info`` nudges to a
  kernel just restarted, a page's last messages) printed a traceback ending ``RuntimeError: Event
  loop is closed`` or ``ERROR | Exception in message handler``.

A page's kernel holds nothing that needs a polite exit (the app's work is kept by the page,
issue 25), so :meth:`QuietShutdownKernelManager.shutdown_kernel` ends the process at once, as
``now=True`` does, without the interrupt that comes before it. A restart (the restarter after a
killed kernel, or a learner in JupyterLab) is left as it was: it interrupts the kernel and asks it
to exit, so that a busy kernel restarts at once.
"""

from __future__ import annotations

from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

__all__ = ["RESTART_WAIT_SECONDS", "QuietShutdownKernelManager", "wait_for_restarts_before_shutdown"]


class QuietShutdownKernelManager(ServerKernelManager):
    """jupyter_server's kernel manager whose shutdown ends the kernel at once, without an interrupt."""

    _ending = False  # inside shutdown_kernel: the interrupt before the kill is skipped

    async def shutdown_kernel(self, now: bool = False, restart: bool = False) -> None:
        """Shut the kernel down as with ``now=True``: the process is ended, not asked to exit."""
        self._ending = True
        try:
            await super().shutdown_kernel(now=True, restart=restart)
        finally:
            self._ending = False

    async def _async_interrupt_kernel(self) -> None:
        if self._ending:
            return
        await super()._async_interrupt_kernel()


RESTART_WAIT_SECONDS = 60.0
"""How long a shutdown waits for the kernel's restart to finish (a kernel starts in seconds, even
when a class arrives at once); past it, the shutdown goes on as it would have."""


def wait_for_restarts_before_shutdown() -> None:
    """Make Jupyter's kernel manager shut a kernel down only once its restart (if any) is done.

    A killed kernel is restarted by jupyter_client's restarter; its page then shows the connection
    line and the visitor reloads, which shuts the kernel down. Shut down while the new process was
    starting, jupyter_client read the exception of a start not yet finished: ``InvalidStateError:
    Exception is not set`` (an error page for the page's goodbye, a traceback in the log), and the
    kernel stayed, holding its seat until ``--free-seat-after`` (``benchmarks/soak_app.py --class``).
    The shutdown now waits for the start to finish first (at most :data:`RESTART_WAIT_SECONDS`)."""
    import asyncio
    import contextlib
    import time

    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager

    if getattr(MappingKernelManager, "_shichi_waits_for_restarts", False):
        return
    original = MappingKernelManager.shutdown_kernel

    async def shutdown_kernel(self, kernel_id, now=False, restart=False):  # type: ignore[no-untyped-def]
        kernel = self._kernels.get(kernel_id)
        deadline = time.monotonic() + RESTART_WAIT_SECONDS
        # A restart is two steps, each with a future of its own (the old process ended, the new one
        # started): wait until the latest is done. ``_ready``: the property would make a new one.
        while (ready := getattr(kernel, "_ready", None)) is not None and not ready.done():
            left = deadline - time.monotonic()
            if left <= 0:
                break
            waiting = ready if isinstance(ready, asyncio.Future) else asyncio.wrap_future(ready)
            with contextlib.suppress(Exception):  # a failed start: the shutdown below handles it
                await asyncio.wait_for(asyncio.shield(waiting), left)
        return await original(self, kernel_id, now=now, restart=restart)

    MappingKernelManager.shutdown_kernel = shutdown_kernel
    MappingKernelManager._shichi_waits_for_restarts = True
