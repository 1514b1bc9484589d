"""The link between widgets and the page when Python runs inside the browser (Pyodide), with no kernel.

In Jupyter, a widget talks to its front end over comm messages that a kernel carries. On the static
site there is no kernel: Python runs in the page itself, so :class:`PageComm` hands each message
straight to a JavaScript function, and the page calls :func:`receive` with the messages of the
front end. The protocol is the Jupyter widget protocol unchanged (``comm_open``, ``comm_msg`` with
``update`` / ``custom``, ``comm_close``), so the widgets are exactly the ones Voilà shows.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import comm
from comm.base_comm import BaseComm

Sender = Callable[[str, str, str], Any]
"""``send(msg_type, comm_id, json_text)``: the page's JavaScript end of the link."""

_sender: Sender | None = None


class BridgeError(ValueError):
    """A message from the page that cannot be delivered (unknown comm, not JSON, not an object)."""


class PageComm(BaseComm):
    """A comm whose messages go to the page's JavaScript, not to a kernel."""

    def publish_msg(
        self,
        msg_type: str,
        data: dict[str, Any] | None = None,
        metadata: dict[str, Any] | None = None,
        buffers: list[bytes] | None = None,
        **keys: Any,
    ) -> None:
        if _sender is None:
            raise RuntimeError("the page link is not started: call shichi_widgets.site.bridge.start(send) first")
        if buffers:
            raise BridgeError(f"{msg_type}: binary buffers are not carried by the page link")
        message = {"data": data or {}, "metadata": metadata or {}}
        if msg_type == "comm_open":
            message["target_name"] = keys.get("target_name") or self.target_name
        _sender(msg_type, self.comm_id, json.dumps(message, separators=(",", ":"), ensure_ascii=False))


_original_create_comm = comm.create_comm


def start(send: Sender) -> None:
    """Make every widget created from now on talk to the page through ``send``."""
    global _sender
    _sender = send
    comm.create_comm = _create_page_comm


def stop() -> None:
    """Undo :func:`start`: widgets created afterwards get the comm they had before."""
    global _sender
    _sender = None
    comm.create_comm = _original_create_comm


def _create_page_comm(*args: Any, **kwargs: Any) -> PageComm:
    return PageComm(*args, **kwargs)


def receive(comm_id: str, data_json: str) -> None:
    """Deliver a message of the front end (``{"method": "update", "state": {...}}`` or
    ``{"method": "custom", "content": {...}}``) to the widget behind ``comm_id``."""
    target = comm.get_comm_manager().comms.get(comm_id)
    if target is None:
        raise BridgeError(f"no widget has comm id {comm_id!r} (it was closed, or never opened)")
    try:
        data = json.loads(data_json)
    except ValueError as exc:
        raise BridgeError(f"a message for {comm_id} is not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise BridgeError(f"a message for {comm_id} must be a JSON object, not {type(data).__name__}")
    target.handle_msg({
        "header": {"msg_type": "comm_msg"},
        "content": {"comm_id": comm_id, "data": data},
        "metadata": {},
        "buffers": [],
    })


def show(widget: Any) -> str:
    """Ask the page to display ``widget`` (its model must be open); returns its model id."""
    if _sender is None:
        raise RuntimeError("the page link is not started: call shichi_widgets.site.bridge.start(send) first")
    model_id = widget.model_id
    _sender("display", model_id, "{}")
    return model_id
