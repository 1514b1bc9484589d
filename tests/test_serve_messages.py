"""The app server's filter on kernel messages: only a widget message's "busy" status stays away
from the page (``shichi_widgets.serve.is_widget_busy_status``)."""

from __future__ import annotations

import pytest
from jupyter_client.session import Session

from shichi_widgets.serve import is_widget_busy_status


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
