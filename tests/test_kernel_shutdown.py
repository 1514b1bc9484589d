"""A page's kernel is shut down without the interrupt that made a busy kernel log an error
(shichi_widgets.kernel_shutdown), and the app's server uses that kernel manager."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from jupyter_server.services.kernels.kernelmanager import ServerKernelManager
from traitlets.utils.importstring import import_item

from shichi_widgets.kernel_shutdown import QuietShutdownKernelManager
from shichi_widgets.offline_page import OFFLINE_DEFAULTS
from shichi_widgets.serve import CLASSROOM_DEFAULTS

INTERRUPT_LINE = "KeyboardInterrupt caught in kernel"

# What each script below starts with: a kernel started by the manager class named on the command line, and a
# client ready to talk to it.
STARTED = '''
import asyncio, sys
from traitlets.utils.importstring import import_item

async def started(manager_class):
    manager = import_item(manager_class)(kernel_name="python3", transport="ipc")
    await manager.start_kernel()
    client = manager.client()
    client.start_channels()
    await client.wait_for_ready(timeout=120)
    return manager, client
'''

# A kernel busy with a widget-like message: a comm whose handler takes seconds, as a click whose bots play does.
SHUT_DOWN_WHILE_BUSY = STARTED + textwrap.dedent('''
    SLOW = ("import time\\nfrom comm import get_comm_manager\\nget_comm_manager().register_target("
            "'slow', lambda comm, msg: comm.on_msg(lambda m: time.sleep(20)))")

    async def main(manager_class):
        manager, client = await started(manager_class)
        try:
            client.execute(SLOW)
            await client.get_shell_msg(timeout=120)
            session, socket = client.session, client.shell_channel.socket
            session.send(socket, session.msg("comm_open", {"comm_id": "c", "target_name": "slow", "data": {}}))
            session.send(socket, session.msg("comm_msg", {"comm_id": "c", "data": {}}))
            await asyncio.sleep(1.5)  # the comm_msg's handler has started and runs for 20 s more
            await manager.shutdown_kernel()
            print("alive after shutdown:", await manager.is_alive(), file=sys.stderr)
        finally:
            client.stop_channels()

    asyncio.run(main(sys.argv[1]))
''')


# Messages arriving while the kernel exits: jupyter_server nudges a kernel with kernel_info requests, a page
# sends its last messages. Three kernels in a row, each shut down in the middle of a stream of requests.
SHUT_DOWN_WHILE_ASKED = STARTED + textwrap.dedent('''
    async def main(manager_class):
        manager, client = await started(manager_class)
        try:
            async def ask():
                while True:
                    client.kernel_info()
                    await asyncio.sleep(0.002)

            asking = asyncio.create_task(ask())
            await asyncio.sleep(0.1)
            await manager.shutdown_kernel()
            print("alive after shutdown:", await manager.is_alive(), file=sys.stderr)
            asking.cancel()
        finally:
            client.stop_channels()

    for _ in range(3):
        asyncio.run(main(sys.argv[1]))
''')

def shut_down_a_busy_kernel(manager_class: type, tmp_path: Path) -> str:
    """Start a kernel with ``manager_class``, make it busy in a message handler, shut it down: its log."""
    return run_kernel_script(SHUT_DOWN_WHILE_BUSY, manager_class, tmp_path)


def run_kernel_script(source: str, manager_class: type, tmp_path: Path) -> str:
    name = f"{manager_class.__module__}.{manager_class.__qualname__}"
    script = tmp_path / "kernels.py"
    script.write_text(source)
    done = subprocess.run([sys.executable, str(script), name], capture_output=True, text=True, timeout=240,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "alive after shutdown: False" in done.stderr
    return done.stderr


def test_jupyter_clients_interrupt_before_shutdown_logs_an_error_in_a_busy_kernel(tmp_path):
    """The defect, seen with jupyter_server's own kernel manager: the error line this module removes."""
    assert INTERRUPT_LINE in shut_down_a_busy_kernel(ServerKernelManager, tmp_path)


def test_a_busy_kernel_is_shut_down_without_the_interrupt_error(tmp_path):
    log = shut_down_a_busy_kernel(QuietShutdownKernelManager, tmp_path)
    assert INTERRUPT_LINE not in log


def test_a_kernel_shut_down_while_messages_arrive_logs_nothing(tmp_path):
    log = run_kernel_script(SHUT_DOWN_WHILE_ASKED, QuietShutdownKernelManager, tmp_path)
    assert log.count("alive after shutdown: False") == 3
    for noise in ("ERROR", "Traceback", "Exception ignored", "WARNING"):
        assert noise not in log, log[-2000:]


def test_the_app_server_and_binder_use_the_quiet_kernel_manager():
    option = next(o for o in OFFLINE_DEFAULTS if o.startswith("--MappingKernelManager.kernel_manager_class="))
    assert option in CLASSROOM_DEFAULTS
    assert import_item(option.split("=", 1)[1]) is QuietShutdownKernelManager
    assert issubclass(QuietShutdownKernelManager, ServerKernelManager)  # jupyter_server's own, or it warns
    # Binder's server sets every one of OFFLINE_DEFAULTS: tests/test_binder.py


# A kernel shut down while the restarter starts it again (a killed kernel whose page reloads at once).
SHUT_DOWN_WHILE_RESTARTING = textwrap.dedent('''
    import asyncio, sys
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    if sys.argv[1] == "fixed":
        from shichi_widgets.kernel_shutdown import wait_for_restarts_before_shutdown
        wait_for_restarts_before_shutdown()

    async def main():
        kernels = AsyncMappingKernelManager(
            kernel_manager_class="shichi_widgets.kernel_shutdown.QuietShutdownKernelManager")
        kernel_id = await kernels.start_kernel(kernel_name="python3")
        kernel = kernels.get_kernel(kernel_id)
        await kernel.ready
        restarting = asyncio.create_task(kernel.restart_kernel(now=True))  # as the restarter does
        while kernel.ready.done():  # until the new process is being started
            await asyncio.sleep(0.002)
        try:
            await kernels.shutdown_kernel(kernel_id)
            print("shutdown: ok", file=sys.stderr)
        except Exception as exc:
            print(f"shutdown: {type(exc).__name__}", file=sys.stderr)
        await asyncio.gather(restarting, return_exceptions=True)
        print(f"kernels left: {len(kernels.list_kernel_ids())}", file=sys.stderr)
        await kernels.shutdown_all()

    asyncio.run(main())
''')


def shut_down_while_restarting(mode: str, tmp_path: Path) -> str:
    script = tmp_path / "restarting.py"
    script.write_text(SHUT_DOWN_WHILE_RESTARTING)
    done = subprocess.run([sys.executable, str(script), mode], capture_output=True, text=True, timeout=240,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stderr


def test_jupyter_clients_shutdown_of_a_restarting_kernel_fails_and_leaves_it_running(tmp_path):
    """The defect: InvalidStateError (an error page for the page's goodbye) and the kernel kept."""
    log = shut_down_while_restarting("as-is", tmp_path)
    assert "shutdown: InvalidStateError" in log and "kernels left: 1" in log


def test_a_restarting_kernel_is_shut_down_once_its_restart_is_done(tmp_path):
    log = shut_down_while_restarting("fixed", tmp_path)
    assert "shutdown: ok" in log and "kernels left: 0" in log
