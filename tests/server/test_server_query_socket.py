"""A preheated kernel's wait for its page (``/voila/query/<kernel>``) cannot be undone by a student
(issue 25, item 1): a page's own query socket, replaced by a newer one and closed, used to take the
newest waiting preheated kernel off the list, so the next page of that notebook got a kernel that
never heard of its page ("Running ..." for good, the kernel busy and never culled). A launcher on a
few tiny notebooks with a pool of one for ``index.ipynb``."""

import re

import pytest
import requests
import websocket
from moai_server import Client, start_launcher, stop_launcher, tiny_notebooks, wait_until
from voila.request_info_handler import RequestInfoSocketHandler

from deploy.voila_handlers import OwnedRequestInfoHandler

pytestmark = pytest.mark.xdist_group("server-query-socket")

WAITS = re.compile(r"Preheated kernel ([0-9a-f-]{36}) waits for its page")
RENDER_WAIT = 20  # s: a preheated tiny page answers in well under a second


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("query")
    server = start_launcher(
        "query_socket",
        tiny_notebooks(tmp / "notebooks"),
        "--MoaiVoila.pool_sizes",
        "index.ipynb=1",
        "--MoaiVoila.static_landing=False",  # the tiny index.ipynb is a preheated page here
        tmp=tmp,
    )
    yield server
    stop_launcher(server)


def waiting_kernels(server) -> list[str]:
    """The preheated kernels that have asked for their page's request, oldest first."""
    return WAITS.findall(server.log_text())


def query_socket(client: Client, kernel_id: str) -> websocket.WebSocket:
    """The owner's own ``/voila/query/<kernel>`` socket, as a page's console opens it."""
    url = client.base.replace("http", "ws", 1) + f"/voila/query/{kernel_id}"
    return websocket.create_connection(url, timeout=10, cookie=client.cookie_header())


def render_in_time(client: Client, path: str) -> tuple[int, str]:
    """A page render that must answer within ``RENDER_WAIT`` seconds: (status, text)."""
    try:
        r = client.http.get(f"{client.base}/voila/render/{path}", timeout=RENDER_WAIT)
    except (requests.Timeout, requests.ConnectionError):  # no byte for RENDER_WAIT seconds
        pytest.fail(f"{path} still 'Running ...' after {RENDER_WAIT} s: its kernel never got it")
    return r.status_code, r.text


def test_a_closed_replaced_query_socket_does_not_stall_the_next_page(server):
    first, second = Client(server), Client(server)
    assert wait_until(lambda: len(waiting_kernels(server)) >= 1, 60), server.log_text()[-2000:]
    # the first student takes the preheated kernel; its replacement starts at once
    status, text = render_in_time(first, "index.ipynb")
    assert status == 200 and f"MOAI_CLIENT={first.id}" in text
    own = waiting_kernels(server)[0]
    assert f"Using pre-heated kernel: {own}" in server.log_text()
    ws1 = query_socket(first, own)  # the student's own socket, from the page's console
    # opened before the replacement waits (a kernel takes seconds to start), as in the issue
    assert len(waiting_kernels(server)) == 1
    assert wait_until(lambda: len(waiting_kernels(server)) >= 2, 60), server.log_text()[-2000:]
    replacement = waiting_kernels(server)[-1]
    ws2 = query_socket(first, own)  # a newer socket for the same kernel replaces the first
    ws1.close()
    ws2.close()
    # the next student gets the replacement, and it hears of its page: the page renders
    status, text = render_in_time(second, "index.ipynb")
    assert status == 200
    assert f"Using pre-heated kernel: {replacement}" in server.log_text()
    assert f"MOAI_CLIENT={second.id}" in text
    assert "Traceback" not in server.log_text()


def kernel_socket(kernel_id: str, trusted: bool = True, closing: bool = False):
    """A query socket as the server holds it, without a connection (no server needed)."""
    handler = object.__new__(OwnedRequestInfoHandler)
    handler.trusted = trusted
    handler.open_kwargs = {"kernel_id": kernel_id}
    handler.ws_connection = None if closing else object()
    return handler


def test_a_close_takes_off_only_its_own_socket_and_a_lost_kernel_gets_its_page_again(monkeypatch):
    waiters, cache = {}, {}
    monkeypatch.setattr(RequestInfoSocketHandler, "_waiters", waiters)
    monkeypatch.setattr(RequestInfoSocketHandler, "_cache", cache)
    older, newer, other = kernel_socket("k"), kernel_socket("k"), kernel_socket("other")
    waiters.update({"k": newer, "other": other})  # the newer socket of k replaced the older
    older.on_close()
    assert waiters == {"k": newer, "other": other}
    kernel_socket("k", trusted=False).on_close()  # an owner's socket is nobody's waiter
    assert waiters == {"k": newer, "other": other}
    newer.on_close()
    assert waiters == {"other": other}
    # the page sent to a kernel whose socket is already closing is kept for its next ask
    gone = kernel_socket("other", closing=True)
    waiters["other"] = gone
    RequestInfoSocketHandler.send_updates({"kernel_id": "other", "payload": {"Q": "lang=en"}})
    assert cache["other"] == {"Q": "lang=en"}
