"""Shut a page's kernel down without interrupting it first.

jupyter_client interrupts a kernel (SIGINT) before asking it to shut down. When a page is closed or
reloaded while its kernel is still handling one of that page's widget messages (a click whose bots
are still playing), the interrupt lands inside ipykernel's message handler, which logs
``ERROR | KeyboardInterrupt caught in kernel.``: an error line in the server's log for an ordinary
event of a class, with nothing wrong. The kernel is going away either way: the shutdown request is
answered on the kernel's control thread even while a handler runs, and a kernel that does not stop
in time is killed as before, so the interrupt adds nothing but the line. Interrupting a running
kernel (not shutting it down) is unchanged.
"""

from __future__ import annotations

from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

__all__ = ["QuietShutdownKernelManager"]


class QuietShutdownKernelManager(ServerKernelManager):
    """jupyter_server's kernel manager, minus the interrupt that comes before a shutdown."""

    async def _async_interrupt_kernel(self) -> None:
        if self.shutting_down:  # set by shutdown_kernel (and restart_kernel) before it interrupts
            return
        await super()._async_interrupt_kernel()

