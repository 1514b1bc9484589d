"""The app server's handling of kernel messages (``shichi_widgets.kernel_messages``): only a
widget message's "busy" status stays away from the page, and the cheap activity watcher records
what Jupyter's own records."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest
from jupyter_client.session import Session

from shichi_widgets.kernel_messages import is_widget_busy_status, record_activity


def kernel_message(msg_type: str, content: dict, parent_type: str | None) -> list[bytes]:
    """The frames of a message as a kernel sends it: signature, header, parent, metadata, content."""
    session = Session(key=b"secret")
    parent = session.msg(parent_type, {}) if parent_type else {}
    message = session.msg(msg_type, content, parent=parent)
    return session.serialize(message)[1:]  # after the delimiter: signature first


@pytest.mark.parametrize(
    ("channel", "msg_type", "content", "parent", "skipped"),
    [
        ("iopub", "status", {"execution_state": "busy"}, "comm_msg", True),
        ("iopub", "status", {"execution_state": "idle"}, "comm_msg", False),  # ends the message: widgets count on it
        ("iopub", "status", {"execution_state": "busy"}, "kernel_info_request", False),
        ("iopub", "status", {"execution_state": "busy"}, "execute_request", False),
        ("iopub", "status", {"execution_state": "starting"}, None, False),
        ("iopub", "comm_msg", {"comm_id": "x", "data": {"state": {"status": "busy"}}}, "comm_msg", False),
        ("shell", "status", {"execution_state": "busy"}, "comm_msg", False),
    ],
)
def test_only_the_busy_status_of_a_widget_message_is_kept_from_the_page(channel, msg_type, content, parent, skipped):
    parts = kernel_message(msg_type, content, parent)
    assert is_widget_busy_status(channel, parts, Session().unpack) is skipped


def test_a_message_too_short_to_be_a_status_is_passed_on():
    assert is_widget_busy_status("iopub", [b"", b'{"msg_type": "status"}'], Session().unpack) is False


class _Stream:
    """A kernel's IOPub stream that keeps the callback a watcher registers."""

    def on_recv(self, callback):
        self.callback = callback


def _watched_kernel(manager, watch) -> SimpleNamespace:
    """A kernel (its session, state and IOPub stream) that ``watch`` starts watching for ``manager``."""
    kernel = SimpleNamespace(session=Session(key=b"secret"), execution_state="starting", stream=_Stream())
    kernel.connect_iopub = lambda: kernel.stream
    manager._kernels["k"] = kernel
    watch(manager, "k")
    return kernel


LONG_AGO = datetime(2000, 1, 1, tzinfo=timezone.utc)
ACTIVITY = [  # a kernel starting, a page connecting, two clicks on a widget, a cell printing
    ("status", {"execution_state": "starting"}, None),
    ("status", {"execution_state": "busy"}, "kernel_info_request"),
    ("status", {"execution_state": "idle"}, "kernel_info_request"),
    ("status", {"execution_state": "busy"}, "comm_msg"),
    ("comm_msg", {"comm_id": "w", "data": {"method": "update", "state": {}}}, "comm_msg"),
    ("status", {"execution_state": "idle"}, "comm_msg"),
    ("status", {"execution_state": "busy"}, "comm_msg"),
    ("status", {"execution_state": "idle"}, "comm_msg"),
    ("status", {"execution_state": "busy"}, "execute_request"),
    ("stream", {"name": "stdout", "text": "hello"}, "execute_request"),
    ("status", {"execution_state": "idle"}, "execute_request"),
]


def test_the_cheap_activity_watcher_records_what_jupyter_servers_own_records():
    """Kernel culling reads ``last_activity`` and ``execution_state``: after each message of a
    kernel's life, both watchers leave the same state and touch the same activity times."""
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager

    assert not getattr(MappingKernelManager, "_shichi_cheap_activity", False), "this test needs Jupyter's own watcher"
    theirs_manager, ours_manager = MappingKernelManager(), MappingKernelManager()
    theirs = _watched_kernel(theirs_manager, MappingKernelManager.start_watching_activity)
    ours = _watched_kernel(ours_manager, lambda manager, kernel_id: _start_cheap_watch(manager, kernel_id))
    states = []
    for msg_type, content, parent in ACTIVITY:
        touched = []
        for manager, kernel in ((theirs_manager, theirs), (ours_manager, ours)):
            kernel.last_activity = manager.last_kernel_activity = LONG_AGO
            kernel.stream.callback(kernel_message_with_identities(kernel.session, msg_type, content, parent))
            touched.append((kernel.execution_state, kernel.last_activity != LONG_AGO,
                            manager.last_kernel_activity != LONG_AGO))
        assert touched[0] == touched[1], (msg_type, content, parent)
        states.append(touched[1][0])
    assert states[:2] == ["starting", "idle"] and "busy" in states and states[-1] == "idle"  # it did exercise both


def _start_cheap_watch(manager, kernel_id):
    """The cheap watcher's ``start_watching_activity``, without patching Jupyter's class."""
    from jupyter_server._tz import utcnow

    kernel = manager._kernels[kernel_id]
    kernel.last_activity = utcnow()
    kernel.connect_iopub().on_recv(lambda msg_list: record_activity(manager, kernel, msg_list))


def kernel_message_with_identities(session: Session, msg_type: str, content: dict, parent_type: str | None):
    """A message as a watcher receives it from the IOPub socket: topic, delimiter, then the frames."""
    parent = session.msg(parent_type, {}) if parent_type else {}
    return [b"kernel.k.status", *session.serialize(session.msg(msg_type, content, parent=parent))]


def test_a_kernel_socket_whose_page_left_while_it_opened_ends_without_an_error():
    """The page closed while jupyter_server readied the connection: its close came first and forgot the
    connection; accepting then raised AttributeError (two tracebacks in the log). Now the request ends with
    tornado's Finish (no error answer) before accepting, and a close with no connection does nothing."""
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
    from tornado.web import Finish

    from shichi_widgets.kernel_messages import drop_sockets_closed_while_opening, finish_if_page_left

    drop_sockets_closed_while_opening()
    drop_sockets_closed_while_opening()  # once only: the second call wraps nothing again
    assert KernelWebsocketHandler.pre_get.__name__ == "pre_get_unless_left"
    handler = KernelWebsocketHandler.__new__(KernelWebsocketHandler)
    handler.connection = None
    handler.on_close()  # the close before the connection exists
    with pytest.raises(Finish):
        finish_if_page_left(handler)
    closed = []
    handler.connection = SimpleNamespace(kernel_ws_protocol=None, disconnect=lambda: closed.append(True))
    finish_if_page_left(handler)  # a page still there: the socket is accepted as before
    handler.on_close()  # a socket that did open closes as before
    assert closed == [True] and handler.connection is None


def test_a_kernel_message_to_a_page_whose_socket_closed_is_dropped_and_one_to_an_open_page_goes():
    """A page that reconnected and went again at once: the kept messages were sent to its closed socket, and
    jupyter_server logged the WebSocketClosedError's empty text (a bare 'WARNING |' line)."""
    from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

    from shichi_widgets.kernel_messages import drop_messages_to_closed_pages, page_has_gone

    def connection(socket):
        return SimpleNamespace(websocket_handler=SimpleNamespace(ws_connection=socket))

    open_socket = SimpleNamespace(is_closing=lambda: False)
    closing_socket = SimpleNamespace(is_closing=lambda: True)
    assert not page_has_gone(connection(open_socket))
    assert page_has_gone(connection(closing_socket)) and page_has_gone(connection(None))
    drop_messages_to_closed_pages()
    drop_messages_to_closed_pages()
    patched = ZMQChannelsWebsocketConnection.handle_outgoing_message
    assert patched(connection(None), "iopub", [b"never read"]) is None  # dropped before the message is read
