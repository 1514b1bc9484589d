"""How the app's server handles kernel messages: what it changes in Jupyter's own handling, each
to take time off a click's way from the page to the kernel and back.

On a small machine the browser, the server and the kernel share the cores, and each click sends a
message to the kernel, which answers with a "busy" status, the widget's new state and an "idle"
status. Out of the box the server also holds small messages back (Nagle's algorithm) and reads
every message twice. Each function below is applied once, before the server starts
(``shichi_widgets.serve``); measured with ``benchmarks/bench_widgets.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["close_pages_of_shut_down_kernels", "drop_messages_to_closed_pages", "drop_sockets_closed_while_opening",
           "enable_nodelay", "finish_if_page_left", "is_widget_busy_status", "page_has_gone", "record_activity",
           "skip_widget_busy_status", "watch_activity_cheaply"]


def enable_nodelay() -> None:
    """Make Jupyter's kernel websocket handler set TCP_NODELAY on every connection it opens:
    out of the box Nagle's algorithm holds small widget messages back ≈ 40 ms."""
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    if getattr(KernelWebsocketHandler, "_shichi_nodelay", False):
        return
    original = KernelWebsocketHandler.open

    async def open_without_delay(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        self.set_nodelay(True)
        return await original(self, *args, **kwargs)

    KernelWebsocketHandler.open = open_without_delay
    KernelWebsocketHandler._shichi_nodelay = True


def is_widget_busy_status(channel: str | None, parts: list[bytes], unpack: Callable[[bytes], Any]) -> bool:
    """Whether a kernel message (``parts``: signature, header, parent header, metadata, content,
    as it comes from the kernel) is the IOPub "busy" status for a widget's message (``comm_msg``)."""
    if channel != "iopub" or len(parts) < 5 or b'"status"' not in parts[1]:  # cheap tests first (JSON)
        return False
    header, parent, content = unpack(parts[1]), unpack(parts[2]), unpack(parts[4])
    return (header.get("msg_type") == "status" and content.get("execution_state") == "busy"
            and parent.get("msg_type") == "comm_msg")


def skip_widget_busy_status() -> None:
    """Make Jupyter's kernel websocket leave out the "busy" status of each widget message.

    The kernel announces it just before its answer, so the server and then the page handled it
    first, on the click's way back; nothing in a Voilà page shows it. The "idle" that ends each
    message still goes: the widgets' front end counts on it."""
    from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

    if getattr(ZMQChannelsWebsocketConnection, "_shichi_skip_busy", False):
        return
    original = ZMQChannelsWebsocketConnection.handle_outgoing_message

    def handle_outgoing_message(self, stream, outgoing_msg):  # type: ignore[no-untyped-def]
        channel = stream if isinstance(stream, str) else getattr(stream, "channel", None)
        if channel == "iopub":
            _, parts = self.session.feed_identities(outgoing_msg)
            if is_widget_busy_status(channel, parts, self.session.unpack):
                return None
        return original(self, stream, outgoing_msg)

    ZMQChannelsWebsocketConnection.handle_outgoing_message = handle_outgoing_message
    ZMQChannelsWebsocketConnection._shichi_skip_busy = True


def record_activity(manager: Any, kernel: Any, msg_list: list[bytes]) -> None:
    """Record what jupyter_server's activity watcher records of one IOPub message: the kernel's
    (and the server's) last activity, and the kernel's execution state from a status.

    It reads the header, the parent header and a status's content, and nothing else: no signature
    check (the server forwards these same messages to the page unchecked), no dates parsed from the
    headers and no debug record, which jupyter_server's watcher makes for every message."""
    from jupyter_server._tz import utcnow

    session = kernel.session
    _, parts = session.feed_identities(msg_list)
    msg_type = session.unpack(parts[1])["msg_type"]
    parent_type = session.unpack(parts[2]).get("msg_type")
    track = manager.track_message_type
    if track(msg_type) or track(parent_type) or kernel.execution_state == "busy":
        manager.last_kernel_activity = kernel.last_activity = utcnow()
    if msg_type == "status":
        state = session.unpack(parts[4])["execution_state"]
        if track(parent_type):
            kernel.execution_state = state
        elif kernel.execution_state == "starting" and state != "starting":
            kernel.execution_state = "idle"  # as jupyter_server: after starting, idle unless told otherwise


def watch_activity_cheaply() -> None:
    """Make Jupyter's kernel manager watch each kernel's activity with :func:`record_activity`.

    jupyter_server's watcher checks the signature of every IOPub message, parses its dates and
    builds a debug log record, a status twice over: on the server, about a quarter of the work of
    passing a widget's message on, done once more for every message."""
    from jupyter_server._tz import utcnow
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager

    if getattr(MappingKernelManager, "_shichi_cheap_activity", False):
        return
    if not hasattr(MappingKernelManager, "track_message_type"):  # an older jupyter_server: its own watcher
        return

    def start_watching_activity(self, kernel_id):  # type: ignore[no-untyped-def]
        kernel = self._kernels[kernel_id]
        kernel.reason = ""
        kernel.last_activity = utcnow()
        kernel._activity_stream = kernel.connect_iopub()
        kernel._activity_stream.on_recv(lambda msg_list: record_activity(self, kernel, msg_list))

    MappingKernelManager.start_watching_activity = start_watching_activity
    MappingKernelManager._shichi_cheap_activity = True


def close_pages_of_shut_down_kernels() -> None:
    """Make Jupyter's kernel manager close the websockets of a kernel it shuts down (not restarts).

    Out of the box a page whose kernel was shut down under it (the REST API, culling, the classroom
    freeing a seat) keeps an open websocket to nothing: no message says the kernel is gone, and the
    page stays silently dead. Closed, the page's kernel connection sees the drop, and the app's
    connection line (``shichi_widgets.widgets.connection``) says so and offers a reload."""
    from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager

    if getattr(MappingKernelManager, "_shichi_close_pages", False):
        return
    original = MappingKernelManager.shutdown_kernel

    async def shutdown_kernel(self, kernel_id, now=False, restart=False):  # type: ignore[no-untyped-def]
        result = await original(self, kernel_id, now=now, restart=restart)
        if not restart:
            sessions = ZMQChannelsWebsocketConnection._open_sessions
            for key, handler in list(sessions.items()):
                if key.startswith(f"{kernel_id}:"):
                    if getattr(handler, "ws_connection", None) is None:
                        # still being opened (jupyter_server's pre_get): closing it now would leave the
                        # handler without its connection when tornado goes on to accept the socket
                        # ('NoneType' has no 'kernel_ws_protocol'); it finds the kernel gone by itself
                        continue
                    # A message the page sent before the close may still arrive; once closed, jupyter_server
                    # forgets the socket's protocol and would read a v1 message as a legacy one (a count of
                    # ~100 million parts: gigabytes held for good). Messages after the close are dropped.
                    handler.on_message = lambda message: None
                    handler.close()
        return result

    MappingKernelManager.shutdown_kernel = shutdown_kernel
    MappingKernelManager._shichi_close_pages = True


def drop_sockets_closed_while_opening() -> None:
    """Make Jupyter's kernel websocket handler drop, quietly, a socket whose page left while it opened.

    jupyter_server gets the kernel connection ready (``pre_get``: the kernel started, its
    ``kernel_info`` answered) before tornado accepts the socket. A page that goes in that moment
    (reloaded, or its address opened again before it was loaded, while its kernel restarts) has its
    close handled first, which forgets the connection, and accepting the socket then failed:
    "'NoneType' object has no attribute 'kernel_ws_protocol'", with two tracebacks in the server's log
    (seen in ``benchmarks/soak_app.py``'s "twice" fault). Such a request now ends there
    (:func:`finish_if_page_left`), and a close that comes before the connection exists has nothing
    to disconnect. The page is gone either way; its kernel, which no page reached, frees its seat
    as any such kernel does (``--free-seat-after``)."""
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    if getattr(KernelWebsocketHandler, "_shichi_drop_closed", False):
        return
    pre_get, on_close = KernelWebsocketHandler.pre_get, KernelWebsocketHandler.on_close

    async def pre_get_unless_left(self):  # type: ignore[no-untyped-def]
        await pre_get(self)
        finish_if_page_left(self)

    def on_close_once_connected(self):  # type: ignore[no-untyped-def]
        if getattr(self, "connection", None) is not None:
            on_close(self)

    KernelWebsocketHandler.pre_get = pre_get_unless_left
    KernelWebsocketHandler.on_close = on_close_once_connected
    KernelWebsocketHandler._shichi_drop_closed = True


def finish_if_page_left(handler: Any) -> None:
    """End a kernel websocket request whose page closed while its connection was being readied:
    ``tornado.web.Finish`` ends a request without an error, and its answer goes nowhere."""
    from tornado.web import Finish

    if getattr(handler, "connection", None) is None:
        raise Finish()


def drop_messages_to_closed_pages() -> None:
    """Make Jupyter's kernel websocket drop a kernel's message to a page whose websocket has closed.

    Messages that came while a page was away are kept and sent once it reconnects. When the page
    reconnected and went again at once (reloaded after its kernel was killed and restarted), those
    messages were sent to the closed socket, and jupyter_server logged its ``WebSocketClosedError``,
    whose text is empty: a bare ``WARNING |`` line (``benchmarks/soak_app.py --class``). Nobody is
    there to read them."""
    from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

    if getattr(ZMQChannelsWebsocketConnection, "_shichi_drop_to_closed", False):
        return
    original = ZMQChannelsWebsocketConnection.handle_outgoing_message

    def handle_outgoing_message(self, stream, outgoing_msg):  # type: ignore[no-untyped-def]
        if page_has_gone(self):
            return None
        return original(self, stream, outgoing_msg)

    ZMQChannelsWebsocketConnection.handle_outgoing_message = handle_outgoing_message
    ZMQChannelsWebsocketConnection._shichi_drop_to_closed = True


def page_has_gone(connection: Any) -> bool:
    """Whether a kernel connection's websocket to its page has closed (tornado forgets a closed one)."""
    handler = getattr(connection, "websocket_handler", None)
    socket = getattr(handler, "ws_connection", None)
    return socket is None or socket.is_closing()
