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

__all__ = ["QuietShutdownKernelManager"]


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
