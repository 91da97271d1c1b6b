"""Every refusal said in one line of the log (``make class``: a token): every route the launcher
registers (its route table, written by ``--MoaiVoila.routes_file``), each method, without the token
and with a logged-in stranger's cookie, is refused with 302 (to the login), 401, 403, 404 or 405,
never a 500, and leaves at most one line in the log and no traceback; without the token, only the
login page and the files it shows are served; bad messages on the owner's own channels socket are
dropped with one line; the server stops without a traceback."""

from __future__ import annotations

import json
import re
import struct
import time

import nbformat
import pytest
import requests
import websocket
from moai_server import (
    Client,
    shell_message,
    start_launcher,
    stop_launcher,
    tiny_notebooks,
    wait_until,
)

pytestmark = pytest.mark.xdist_group("server-refusals")

TOKEN = "refusals-token-3c"
METHODS = ("GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS")
REFUSED = {302, 401, 403, 404, 405}
LOGIN_FILES = (  # what the login page shows: its style sheets, its logo, the favicon
    "/voila/static/style/bootstrap.min.css",
    "/voila/static/style/bootstrap-theme.min.css",
    "/voila/static/style/index.css",
    "/voila/static/logo/logo.png",
    "/voila/static/favicon.ico",
)
POKED = (  # what a student pokes at (issue 25): a picture and files next to the login page's
    "/logout",
    "/voila/labextensions/x",
    "/voila/api/themes/x",
    "/voila/files/pic.png",
    "/voila/files/index.ipynb",
    "/voila/static/style/style.min.css",
    "/voila/static/voila.js",
    "/voila/templates/moai/static/moai-page.js",
    "/voila/templates/moai/static/moai-icon.svg",
    "/nothing/here",
)
TRACEBACK = re.compile(r"Traceback|Uncaught exception|ZMQError")
ACCESS = re.compile(
    r"(?:\[MoaiVoila\] )?[1-5]\d\d (?:GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS) /\S* \("
)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("refusals")
    notebooks = tiny_notebooks(tmp / "notebooks")
    (notebooks / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(32))
    # preheated: waits for its page, then works on (as a lesson's page builds itself)
    slow = nbformat.v4.new_notebook()
    slow.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    source = "from widgets.language import page_lang\nimport time\n\npage_lang()\n"
    slow.cells.append(nbformat.v4.new_code_cell(source + "time.sleep(1)"))
    nbformat.write(slow, notebooks / "slow.ipynb")
    server = start_launcher(
        "refusals",
        notebooks,
        f"--token={TOKEN}",
        f"--MoaiVoila.routes_file={tmp / 'routes.json'}",
        "--MoaiVoila.pool_sizes",
        "slow.ipynb=1",
        tmp=tmp,
    )
    server.routes = json.loads((tmp / "routes.json").read_text())
    yield server
    stop_launcher(server)


@pytest.fixture(scope="module")
def owner(server):
    """A logged-in student with a page: the client, and its page's kernel."""
    student = Client(server)
    assert log_in(student.http, server).status_code == 302
    r, kernel_id = student.render("page.ipynb")
    assert r.status_code == 200 and kernel_id
    return student, kernel_id


def log_in(session: requests.Session, server) -> requests.Response:
    """The token given once (the login cookie), without opening the landing page."""
    return session.get(f"{server.base}/?token={TOKEN}", allow_redirects=False, timeout=30)


def sample_path(pattern: str, kernel_id: str) -> str:
    """A path the route ``pattern`` matches, naming ``kernel_id`` where it takes a kernel."""
    path = re.sub(r"\(\?P<kernel_id>[^)]*\)", kernel_id, pattern)
    path = re.sub(r"\(\?P<path>.*\)$", "/x", path)
    path = path.replace("(.*)", "x").replace("/?", "/").rstrip("$") or "/"
    assert re.fullmatch(pattern, path), (pattern, path)
    return path


def new_lines(server, start: int) -> list[str]:
    time.sleep(0.5)  # the server writes its line once it has answered
    return server.log_text()[start:].splitlines()


def poke(session, server, paths, refused: set[int]) -> tuple[list[str], list[str]]:
    """Each method on each path; the requests answered otherwise than ``refused``, and the log's
    new lines."""
    start = len(server.log_text())
    wrong = []
    for path in paths:
        for method in METHODS:
            r = session.request(method, server.base + path, allow_redirects=False, timeout=30)
            if r.status_code not in refused or (
                r.status_code == 302 and "/login" not in r.headers["Location"]
            ):
                wrong.append(f"{method} {path}: {r.status_code}")
    return wrong, new_lines(server, start)


def assert_one_line_each(lines: list[str], paths, methods=METHODS) -> None:
    """At most the access line of each request: no traceback, no second line."""
    assert not [line for line in lines if TRACEBACK.search(line)], "\n".join(lines)[-3000:]
    assert not [line for line in lines if not ACCESS.match(line)], "\n".join(lines)[-3000:]
    assert len(lines) <= len(paths) * len(methods), "\n".join(lines)[-3000:]
    for path in paths:
        for method in methods:
            said = [line for line in lines if f"{method} {path} " in line]
            assert len(said) <= 1, said


def test_every_route_and_method_without_the_token_is_refused_in_one_line(server, owner):
    _, kernel_id = owner
    paths = [sample_path(pattern, kernel_id) for pattern in server.routes]
    assert len(paths) >= 15 and "/login" in paths
    paths = [p for p in dict.fromkeys([*paths, *POKED]) if p != "/login"]
    # 400: the preheated kernels' own route (a websocket, its path holding a secret) to a request
    # that is no websocket
    wrong, lines = poke(requests.Session(), server, paths, REFUSED | {400})
    print(f"{len(paths)} paths x {len(METHODS)} methods: {len(lines)} log lines")
    assert not wrong, wrong
    assert_one_line_each(lines, paths)


def test_a_logged_in_strangers_cookie_reaches_no_kernel_route(server, owner):
    _, kernel_id = owner
    stranger = Client(server)
    log_in(stranger.http, server)
    stranger.http.cookies.set("moai_client", "0123456789abcdef0123456789abcdef")
    paths = [sample_path(p, kernel_id) for p in server.routes if "kernel_id" in p]
    assert len(paths) >= 5
    wrong, lines = poke(stranger.http, server, paths, REFUSED - {302} | {400})
    assert not wrong, wrong
    assert_one_line_each(lines, paths)


def test_without_the_token_only_the_login_page_and_what_it_shows_are_served(server):
    anonymous = requests.Session()
    login = anonymous.get(server.base + "/login", timeout=30)
    assert login.status_code == 200
    shown = set(re.findall(r"""(?:href|src)=["']([^"':]+)["']""", login.text)) - {""}
    assert {"/" + s.lstrip("/") for s in shown} == set(LOGIN_FILES)
    for path in LOGIN_FILES:
        assert anonymous.get(server.base + path, timeout=30).status_code == 200, path
    for path in POKED:
        r = anonymous.get(server.base + path, allow_redirects=False, timeout=30)
        assert r.status_code in REFUSED, (path, r.status_code)
    owner = requests.Session()
    log_in(owner, server)
    assert owner.get(f"{server.base}/voila/files/pic.png", timeout=30).status_code == 200


def binary_frame(*parts: bytes) -> bytes:
    """A message in the channels socket's binary form: the parts' count, their offsets, the parts."""
    offsets, at = [], 4 * (len(parts) + 1)
    for part in parts:
        offsets.append(at)
        at += len(part)
    return struct.pack(f"!{len(parts) + 1}I", len(parts), *offsets) + b"".join(parts)


V1 = "v1.kernel.websocket.jupyter.org"


def v1_frame(channel: str, message: str) -> bytes:
    """A message in the channels' v1 protocol (a page's): the parts' offsets, then the parts."""
    msg = json.loads(message)
    keys = ("header", "parent_header", "metadata", "content")
    parts = [channel.encode(), *(json.dumps(msg[key]).encode() for key in keys)]
    offsets = [8 * (len(parts) + 2)]
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    numbers = [len(offsets), *offsets]
    return b"".join(n.to_bytes(8, "little") for n in numbers) + b"".join(parts)


def v1_msg_type(frame: bytes) -> str:
    at = [int.from_bytes(frame[8 * i : 8 * i + 8], "little") for i in range(1, 4)]
    return json.loads(frame[at[1] : at[2]])["msg_type"]


def test_a_pages_v1_messages_pass_and_a_bad_one_is_dropped(server, owner):
    student, kernel_id = owner
    url = server.base.replace("http", "ws", 1) + f"/api/kernels/{kernel_id}/channels"
    ws = websocket.create_connection(
        f"{url}?session_id=v1", timeout=10, cookie=student.cookie_header(), subprotocols=[V1]
    )
    start = len(server.log_text())
    try:
        assert ws.getsubprotocol() == V1
        ws.send_binary(v1_frame("shell", shell_message("comm_msg", {"data": {}})))
        ws.send_binary(v1_frame("shell", shell_message("kernel_info_request", {})))
        seen: list[str] = []
        while "kernel_info_reply" not in seen:
            seen.append(v1_msg_type(ws.recv()))
    finally:
        ws.close()
    lines = new_lines(server, start)
    assert not [line for line in lines if TRACEBACK.search(line)], "\n".join(lines)[-3000:]
    assert [line for line in lines if "Dropped" in line and "comm_msg" in line], lines


def test_bad_messages_on_the_owners_channels_are_dropped_in_one_line(server, owner):
    student, kernel_id = owner
    comm = json.loads(shell_message("comm_msg", {"data": {}}))
    bom = b"\xef\xbb\xbf" + json.dumps(comm).encode()
    bad = {
        "a malformed binary frame": (binary_frame(b"\xff\x00garbage"), True),
        "a short binary frame": (b"\x00\x00\x00\x09", True),
        "a header with a BOM": (binary_frame(bom), True),
        "a comm_msg without comm_id": (shell_message("comm_msg", {"data": {}}), False),
        "a comm_close without comm_id": (shell_message("comm_close", {}), False),
        "not JSON": ("{not json", False),
    }
    start = len(server.log_text())
    for what, (message, binary) in bad.items():
        ws = student.channels(kernel_id)
        try:
            ws.send(message, opcode=0x2 if binary else 0x1)
            ws.send(shell_message("kernel_info_request", {}))
            seen = []
            deadline = time.monotonic() + 20
            while "kernel_info_reply" not in seen and time.monotonic() < deadline:
                seen.append(json.loads(ws.recv())["header"]["msg_type"])
            assert "kernel_info_reply" in seen, what  # the socket is still the page's
        finally:
            ws.close()
    lines = new_lines(server, start)
    assert not [line for line in lines if TRACEBACK.search(line)], "\n".join(lines)[-3000:]
    dropped = [line for line in lines if "Dropped" in line]
    assert len(dropped) == len(bad), lines
    assert student.alive(kernel_id) == 200


def test_the_server_stops_without_a_traceback(server, owner):
    assert wait_until(lambda: "waits for its page" in server.log_text(), 60)
    start = len(server.log_text())
    stop_launcher(server)
    lines = server.log_text()[start:].splitlines()
    assert server.proc.returncode is not None
    assert not [line for line in lines if TRACEBACK.search(line)], "\n".join(lines)[-3000:]
