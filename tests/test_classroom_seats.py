"""The classroom server's bookkeeping, without a server: seats, the default size, freeing seats.

The browser tests (tests/browser/test_classroom.py) check the same against a real Voilà.
"""

import asyncio
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from shichi_widgets.classroom import Classroom, _SeatingKernelManager, _Ticket, default_max_visitors

APP = Path(__file__).resolve().parents[1] / "notebooks" / "app.ipynb"


class FakeKernels:
    """The few kernel-manager calls Classroom makes: membership, connections, start and shut down."""

    def __init__(self) -> None:
        self.connections: dict[str, int] = {}
        self.started = 0

    def __contains__(self, kernel_id: object) -> bool:
        return kernel_id in self.connections

    def kernel_model(self, kernel_id: str) -> dict:
        return {"id": kernel_id, "connections": self.connections[kernel_id]}

    async def start_kernel(self, **kwargs) -> str:
        self.started += 1
        kernel_id = f"k{self.started}"
        self.connections[kernel_id] = 0
        return kernel_id

    async def shutdown_kernel(self, kernel_id: str) -> None:
        del self.connections[kernel_id]


@pytest.mark.parametrize(("available_mb", "seats"), [(24_000, 100), (2_000, 21), (582, 1), (300, 1)])
def test_the_default_visitor_limit_is_free_memory_less_512_mb_over_70_mb_between_1_and_100(available_mb, seats):
    assert default_max_visitors(available_mb) == seats


def test_the_default_visitor_limit_reads_this_machine_memory():
    assert 1 <= default_max_visitors() <= 100


@pytest.mark.parametrize("bad", [0, -3, True, 2.5, "30"])
def test_a_visitor_limit_that_is_not_a_whole_number_of_at_least_one_is_refused(bad):
    with pytest.raises(ValueError, match="max_visitors must be a whole number of at least 1"):
        Classroom(bad)


@pytest.mark.parametrize(("option", "message"), [
    ("--max-visitors=0", "--max-visitors must be at least 1, not 0"),
    ("--free-seat-after=-5", "--free-seat-after must be 0 (never) or more seconds, not -5"),
])
def test_the_command_line_refuses_a_limit_that_makes_no_sense(option, message):
    command = [sys.executable, "-m", "shichi_widgets.serve", option, str(APP), "--port=9", "--Voila.port_retries=0"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert message in result.stderr


def test_a_visitor_on_the_way_holds_a_seat_and_the_kernel_they_get_keeps_it():
    kernels, room = FakeKernels(), Classroom(2)
    ticket = _Ticket(room)
    assert room.visitors(kernels) == 1 and not room.is_full(kernels)
    kernel_id = asyncio.run(_SeatingKernelManager(kernels, ticket).start_kernel(kernel_name="python3"))
    ticket.done()  # the page request ends: the seat stays with the kernel
    assert room.kernels == {kernel_id} and room.arriving == 0 and room.visitors(kernels) == 1
    _Ticket(room)
    assert room.is_full(kernels)


def test_a_request_that_got_no_kernel_gives_its_seat_back():
    kernels, room = FakeKernels(), Classroom(1)
    ticket = _Ticket(room)
    assert room.is_full(kernels)
    ticket.release()
    ticket.release()  # twice is harmless
    assert room.visitors(kernels) == 0


def test_a_culled_kernel_frees_its_seat():
    kernels, room = FakeKernels(), Classroom(1)
    ticket = _Ticket(room)
    kernel_id = asyncio.run(_SeatingKernelManager(kernels, ticket).start_kernel())
    assert room.is_full(kernels)
    del kernels.connections[kernel_id]  # the server culled it
    assert not room.is_full(kernels)


def test_a_kernel_without_a_page_for_free_seat_after_seconds_is_shut_down_and_a_connected_one_is_kept():
    kernels, room = FakeKernels(), Classroom(5, free_seat_after=120)
    log = logging.getLogger("test")
    tickets = [_Ticket(room), _Ticket(room)]
    left, staying = (asyncio.run(_SeatingKernelManager(kernels, ticket).start_kernel()) for ticket in tickets)
    for ticket in tickets:
        ticket.done()
    kernels.connections[staying] = 1
    assert asyncio.run(room.free_left_seats(kernels, log, now=1000.0)) == []
    assert asyncio.run(room.free_left_seats(kernels, log, now=1119.0)) == []
    kernels.connections[left] = 1  # the page came back (a network blip): the clock starts again
    assert asyncio.run(room.free_left_seats(kernels, log, now=1130.0)) == []
    kernels.connections[left] = 0
    assert asyncio.run(room.free_left_seats(kernels, log, now=1140.0)) == []
    assert asyncio.run(room.free_left_seats(kernels, log, now=1260.0)) == [left]
    assert left not in kernels and staying in kernels
    assert room.visitors(kernels) == 1


def test_a_kernel_whose_page_is_still_being_sent_is_not_taken_for_left():
    kernels, room = FakeKernels(), Classroom(5, free_seat_after=120)
    log = logging.getLogger("test")
    ticket = _Ticket(room)
    kernel_id = asyncio.run(_SeatingKernelManager(kernels, ticket).start_kernel())
    assert asyncio.run(room.free_left_seats(kernels, log, now=0.0)) == []
    assert asyncio.run(room.free_left_seats(kernels, log, now=500.0)) == []  # a slow page, still coming
    ticket.done()
    assert asyncio.run(room.free_left_seats(kernels, log, now=510.0)) == []  # the clock starts now
    assert asyncio.run(room.free_left_seats(kernels, log, now=630.0)) == [kernel_id]


def test_a_kernel_whose_page_the_browser_left_before_it_was_sent_is_shut_down_seconds_after_its_request_ended():
    kernels, room = FakeKernels(), Classroom(5, free_seat_after=300)
    log = logging.getLogger("test")
    left_early, sent, left_before_its_kernel = _Ticket(room, "a"), _Ticket(room, "b"), _Ticket(room, "c")
    cut = asyncio.run(_SeatingKernelManager(kernels, left_early).start_kernel())
    kept = asyncio.run(_SeatingKernelManager(kernels, sent).start_kernel())
    left_before_its_kernel.leave_early()  # the browser left while the kernel was still starting
    late = asyncio.run(_SeatingKernelManager(kernels, left_before_its_kernel).start_kernel())
    left_early.leave_early()  # a load on top of a load: the browser closed the request mid-page
    assert asyncio.run(room.free_left_seats(kernels, log, now=0.0)) == []
    assert asyncio.run(room.free_left_seats(kernels, log, now=60.0)) == []  # Voilà's request still runs cells
    for ticket in (left_early, sent, left_before_its_kernel):
        ticket.ended()
    assert asyncio.run(room.free_left_seats(kernels, log, now=61.0)) == [cut]  # alone since 0 s
    assert asyncio.run(room.free_left_seats(kernels, log, now=63.0)) == []  # alone since its page request ended
    assert asyncio.run(room.free_left_seats(kernels, log, now=64.0)) == [late]
    assert cut not in kernels and late not in kernels and kept in kernels
    assert room.cut_off == set() and room.visitors(kernels) == 1
    assert asyncio.run(room.free_left_seats(kernels, log, now=360.0)) == []  # a page sent: free_seat_after
    assert asyncio.run(room.free_left_seats(kernels, log, now=361.0)) == [kept]


def test_a_kernel_whose_page_the_browser_left_but_that_has_a_page_connected_is_kept():
    kernels, room = FakeKernels(), Classroom(5, free_seat_after=300)
    ticket = _Ticket(room, "a")
    kernel_id = asyncio.run(_SeatingKernelManager(kernels, ticket).start_kernel())
    ticket.leave_early()
    ticket.ended()
    kernels.connections[kernel_id] = 1
    assert asyncio.run(room.free_left_seats(kernels, logging.getLogger("test"), now=0.0)) == []
    assert asyncio.run(room.free_left_seats(kernels, logging.getLogger("test"), now=100.0)) == []
    assert kernel_id in kernels


def test_a_page_waits_minutes_for_its_kernel_and_its_output_when_a_class_arrives_at_once():
    """Voilà's executor gives a kernel 60 s to start and a cell's outputs 4 s to arrive after the cell
    ran. With 30 visitors arriving together, the soak saw both exceeded: the page then streamed
    heartbeats for ever, or came without the app. The classroom server waits 10 minutes for each."""
    import nbformat
    from voila.execute import VoilaExecutor

    from shichi_widgets.serve import CLASSROOM_DEFAULTS, classroom_app_class

    app = classroom_app_class()()
    app.parse_command_line([*CLASSROOM_DEFAULTS, str(APP)])
    executor = VoilaExecutor(nbformat.read(APP, as_version=4), km=None, config=app.config)
    assert executor.startup_timeout >= 600
    assert executor.iopub_timeout >= 600
    assert executor.timeout is None  # a cell itself may run as long as it needs


def seat(kernels: FakeKernels, room: Classroom, browser: str | None) -> str:
    """One page request from `browser`, sent to the end: the kernel it was given."""
    ticket = _Ticket(room, browser, room.holds_seat(kernels, browser))
    kernel_id = asyncio.run(_SeatingKernelManager(kernels, ticket).start_kernel())
    ticket.done()
    return kernel_id


def test_a_browser_is_one_visitor_however_many_times_it_reloads_or_opens_a_tab():
    kernels, room = FakeKernels(), Classroom(1)
    first = seat(kernels, room, "browser-a")
    assert room.is_full(kernels, "browser-b") and not room.is_full(kernels, "browser-a")
    again = seat(kernels, room, "browser-a")  # a reload or a second tab: the same seat
    assert room.visitors(kernels) == 1 and room.owners == {first: "browser-a", again: "browser-a"}
    arriving = _Ticket(room, "browser-a", room.holds_seat(kernels, "browser-a"))
    assert room.arriving == 0 and room.visitors(kernels) == 1  # a seated browser's request takes no other seat
    arriving.done()


def test_a_kernel_whose_page_asked_for_its_shutdown_frees_the_seat_at_once():
    kernels, room = FakeKernels(), Classroom(1)
    kernel_id = seat(kernels, room, "browser-a")
    assert room.is_full(kernels, "browser-b")
    assert room.leave(kernel_id) == "browser-a"
    assert kernel_id in kernels  # still shutting down, and yet the seat is free
    assert not room.is_full(kernels, "browser-b") and room.owners == {}


def test_only_the_browser_kernels_that_no_page_uses_and_whose_page_ended_a_while_ago_are_left_behind():
    kernels, room = FakeKernels(), Classroom(5)
    interrupted, open_tab, just_sent = (seat(kernels, room, "browser-a") for _ in range(3))
    other_browser = seat(kernels, room, "browser-b")
    kernels.connections[open_tab] = 1
    sent = room.page_sent[just_sent]
    room.page_sent[interrupted] = room.page_sent[open_tab] = sent - 10
    room.page_sent[other_browser] = sent - 10
    assert room.left_behind(kernels, "browser-a", now=sent + 1) == [interrupted]
    assert room.left_behind(kernels, "browser-a", now=sent + 3) == sorted([interrupted, just_sent])
    assert room.left_behind(kernels, "browser-b", now=sent + 3) == [other_browser]


class ShutdownRoute:
    """Voilà's shutdown route as the classroom's wraps it: the cookie, the answer, and a shutdown that finds
    the kernel gone (the page asked twice as it unloaded, and the other request shut it down first)."""

    def __init__(self, kernels: FakeKernels, browser: str, error: int = 404) -> None:
        self.settings = {"kernel_manager": kernels}
        self.log = logging.getLogger("classroom-test")
        self.browser, self.error, self.status, self.finished = browser, error, 200, False

    def get_secure_cookie(self, name: str) -> bytes:
        return self.browser.encode()

    def set_status(self, status: int) -> None:
        self.status = status

    def finish(self) -> None:
        self.finished = True

    async def post(self, kernel_id: str) -> None:
        from tornado.web import HTTPError

        del self.settings["kernel_manager"].connections[kernel_id]  # the other request's shutdown
        raise HTTPError(self.error, "Kernel does not exist: %s", kernel_id)


def test_a_shutdown_whose_kernel_went_meanwhile_answers_204_not_a_404_error():
    from shichi_widgets.classroom import shutdown_guarded

    kernels, room = FakeKernels(), Classroom(3)
    kernel_id = seat(kernels, room, "browser-a")
    route = shutdown_guarded(ShutdownRoute, room)(kernels, "browser-a")
    asyncio.run(route.post(kernel_id))
    assert (route.status, route.finished) == (204, True)
    assert kernel_id not in kernels and room.owners == {}


def test_a_shutdown_that_fails_otherwise_still_fails():
    from tornado.web import HTTPError

    from shichi_widgets.classroom import shutdown_guarded

    kernels, room = FakeKernels(), Classroom(3)
    kernel_id = seat(kernels, room, "browser-a")
    route = shutdown_guarded(ShutdownRoute, room)(kernels, "browser-a", error=500)
    with pytest.raises(HTTPError):
        asyncio.run(route.post(kernel_id))
    assert not route.finished


class QuietShutdownRoute(ShutdownRoute):
    """Voilà's shutdown route that shuts the kernel down, as asked."""

    async def post(self, kernel_id: str) -> None:
        await self.settings["kernel_manager"].shutdown_kernel(kernel_id)
        self.set_status(204)
        self.finish()


def test_a_goodbye_that_reaches_a_busy_server_late_spares_the_newer_page_still_starting_and_frees_older_loads():
    from shichi_widgets.classroom import shutdown_guarded

    kernels, room = FakeKernels(), Classroom(3)
    interrupted, leaving, replacing = (seat(kernels, room, "browser-a") for _ in range(3))
    kernels.connections[leaving] = 1  # the page that is leaving; the one replacing it has not connected yet
    now = room.page_sent[replacing]
    room.page_sent[interrupted], room.page_sent[leaving], room.page_sent[replacing] = now - 20, now - 10, now - 5
    kernels.connections[leaving] = 0  # its websocket closed as it unloaded; its goodbye comes 5 s after the new page
    route = shutdown_guarded(QuietShutdownRoute, room)(kernels, "browser-a")
    asyncio.run(route.post(leaving))
    assert route.status == 204
    assert replacing in kernels and room.owners == {replacing: "browser-a"}  # the seat and the new page kept
    assert interrupted not in kernels and leaving not in kernels


def test_a_goodbye_from_a_page_whose_request_has_not_ended_frees_no_other_kernel():
    from shichi_widgets.classroom import shutdown_guarded

    kernels, room = FakeKernels(), Classroom(3)
    older = seat(kernels, room, "browser-a")
    room.page_sent[older] -= 10
    ticket = _Ticket(room, "browser-a", seated=True)
    leaving = asyncio.run(_SeatingKernelManager(kernels, ticket).start_kernel())  # its request still running
    asyncio.run(shutdown_guarded(QuietShutdownRoute, room)(kernels, "browser-a").post(leaving))
    assert older in kernels and leaving not in kernels
