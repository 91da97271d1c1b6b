"""The app as ``make app`` serves it (the launcher on the real notebooks, ``voila.json``): the front
door, who may reach a kernel, the unload shutdown, what the frontend may not do, and what a page
loads (nothing from outside the server)."""

import http.client
import json
import re
import time

import pytest
import requests
import websocket
from moai_server import (
    ROOT,
    Client,
    kill_kernel,
    shell_message,
    start_launcher,
    stop_launcher,
    wait_until,
)

pytestmark = pytest.mark.xdist_group("server-app")

FORGED = "0123456789abcdef0123456789abcdef"
OUTSIDE = re.compile(
    r"""<(?:link|script|img|iframe|source)\b[^>]*\b(?:src|href)\s*=\s*["']?(?:https?:)?//""", re.I
)
CDN = re.compile(r"cdn\.jsdelivr|cdnjs|unpkg\.com|fonts\.googleapis", re.I)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    server = start_launcher(
        "app",
        "notebooks/",
        "--MoaiVoila.pool_sizes",
        "index.ipynb=1",
        # the landing notebook rendered as a page with its kernel (the app answers it with a
        # static document: tests/server/test_server_landing.py), to have a preheated page here
        "--MoaiVoila.static_landing=False",
        tmp=tmp_path_factory.mktemp("app"),
    )
    yield server
    stop_launcher(server)


@pytest.fixture(scope="module")
def landing(server):
    """A student's browser on the landing page: the client, and its page's kernel."""
    student = Client(server)
    r, kernel_id = student.render("index.ipynb")
    assert r.status_code == 200 and kernel_id
    return student, kernel_id


def test_the_front_door_is_the_landing_page_and_keeps_the_query(server):
    for path in ("/", "/voila/tree", "/voila/tree/rapanui"):
        r = requests.get(f"{server.base}{path}?lang=zh-TW", allow_redirects=False, timeout=30)
        assert r.status_code == 302, path
        assert r.headers["Location"] == "/voila/render/index.ipynb?lang=zh-TW", path
    r = requests.get(server.base + "/", allow_redirects=False, timeout=30)
    assert r.headers["Location"] == "/voila/render/index.ipynb"


def test_a_page_render_sets_the_client_cookie_and_owns_its_kernel(server, landing):
    student, kernel_id = landing
    cookie = next(c for c in student.http.cookies if c.name == "moai_client")
    assert re.fullmatch(r"[0-9a-f]{32}", cookie.value)
    assert cookie.has_nonstandard_attr("HttpOnly")
    assert cookie.get_nonstandard_attr("SameSite") == "Lax"
    assert cookie.expires and cookie.expires > time.time() + 300 * 24 * 3600
    assert student.kernel_model(kernel_id) == 200
    assert student.alive(kernel_id) == 200
    # the same browser keeps its id from page to page
    before = student.id
    student.render("rapanui/00_setup.ipynb")
    assert student.id == before


def test_another_client_cannot_reach_the_kernel(server, landing):
    student, kernel_id = landing
    forged = requests.Session()
    forged.cookies.set("moai_client", FORGED)
    for other in (requests.Session(), forged):
        assert other.get(f"{server.base}/api/kernels/{kernel_id}", timeout=30).status_code == 404
        assert other.delete(f"{server.base}/api/kernels/{kernel_id}", timeout=30).status_code in (
            403,
            404,
        )
        assert other.get(f"{server.base}/moai/alive/{kernel_id}", timeout=30).status_code == 404
    no_cookie = requests.get(f"{server.base}/api/kernels/{kernel_id}", timeout=30)
    assert no_cookie.status_code == 404
    ws_url = server.base.replace("http", "ws", 1) + f"/api/kernels/{kernel_id}/channels"
    for cookie in (None, f"moai_client={FORGED}"):
        with pytest.raises(websocket.WebSocketBadStatusException) as refused:
            websocket.create_connection(f"{ws_url}?session_id=x", timeout=10, cookie=cookie)
        assert refused.value.status_code == 404
    query_url = server.base.replace("http", "ws", 1) + f"/voila/query/{kernel_id}"
    with pytest.raises(websocket.WebSocketBadStatusException):
        websocket.create_connection(query_url, timeout=10)
    assert student.alive(kernel_id) == 200  # untouched


def test_another_clients_shutdown_does_nothing_even_with_a_made_up_xsrf(server, landing):
    student, kernel_id = landing
    url = f"{server.base}/voila/api/shutdown/{kernel_id}"
    attacker = requests.Session()
    attacker.cookies.set("_xsrf", "made-up")
    r = attacker.post(url, data={"_xsrf": "made-up"}, timeout=30)
    assert r.status_code == 404
    assert requests.post(url, timeout=30).status_code in (403, 404)
    forged = requests.Session()
    forged.cookies.set("moai_client", FORGED)
    forged.cookies.set("_xsrf", "made-up")
    assert forged.post(url, data={"_xsrf": "made-up"}, timeout=30).status_code == 404
    # a page of another site, even with the owner's cookie: refused by the Origin check
    cross = student.http.post(url, headers={"Origin": "http://evil.example"}, timeout=30)
    assert cross.status_code == 404
    assert student.alive(kernel_id) == 200


def test_the_owners_unload_beacon_without_xsrf_ends_the_kernel_at_once(server):
    student = Client(server)
    _, kernel_id = student.render("index.ipynb")
    running = server.kernels()
    assert student.alive(kernel_id) == 200
    start = time.monotonic()
    assert student.unload(kernel_id) == 204  # no _xsrf field, as the page's beacon
    print(f"kernel ended {time.monotonic() - start:.1f} s after the unload request")
    assert student.alive(kernel_id) == 404
    assert student.kernel_model(kernel_id) == 404
    assert wait_until(lambda: server.kernels() < running, 10)
    assert student.unload(kernel_id) in (403, 404)  # once: no kernel, no owner


def test_the_jupyter_rest_api_and_the_file_list_api_are_not_there(server):
    for path in (
        "/api/contents",
        "/api/contents/index.ipynb",
        "/api/sessions",
        "/api/terminals",
        "/api/kernels",
        "/api/kernelspecs",
        "/voila/api/contents",
        "/voila/api/contents/rapanui",
    ):
        assert requests.get(server.base + path, timeout=30).status_code == 404, path
    assert requests.post(server.base + "/api/kernels", timeout=30).status_code in (403, 404, 405)
    assert requests.get(server.base + "/voila/files/index.ipynb", timeout=30).status_code == 403
    # out of a template's static folder: refused (sent as is: no client-side path clean-up)
    host, port = server.base.removeprefix("http://").split(":")
    for path in (
        "/voila/templates/moai/static/../../../../../../etc/passwd",
        "/voila/templates/moai/static/../conf.json",
        "/voila/static/../../app.py",
    ):
        connection = http.client.HTTPConnection(host, int(port), timeout=30)
        connection.request("GET", path)
        assert connection.getresponse().status in (403, 404), path
        connection.close()


def test_the_owner_cannot_run_code_in_its_kernel(server, landing, tmp_path):
    student, kernel_id = landing
    target = tmp_path / "ran.txt"
    ws = student.channels(kernel_id)
    try:
        code = f"open({str(target)!r}, 'w').write('ran')"
        ws.send(shell_message("execute_request", {"code": code, "silent": False}))
        ws.send(shell_message("kernel_info_request", {}))  # allowed: proves the socket works
        # The kernel answers its shell messages in order: an execute_request that got through
        # would be answered (execute_input, execute_reply) before the kernel_info_request.
        seen = []
        ws.settimeout(0.5)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and "kernel_info_reply" not in seen:
            try:
                seen.append(json.loads(ws.recv())["header"]["msg_type"])
            except websocket.WebSocketTimeoutException:
                continue
        time.sleep(1)
    finally:
        ws.close()
    assert "kernel_info_reply" in seen
    assert "execute_reply" not in seen and "execute_input" not in seen
    assert not target.exists()
    assert "execute_request" in server.log_text()  # "... not allowed. Ignoring."


def test_a_large_message_reaches_the_kernel_without_closing_the_pages_connection(server, landing):
    """An oversized upload (20 MB, over tornado's default 10 MiB) must reach the kernel, which
    refuses it with a message, instead of closing the page's connection."""
    student, kernel_id = landing
    ws = student.channels(kernel_id)
    try:
        content = {"comm_id": "no-such-comm", "data": {"upload": "x" * (20 * 1024 * 1024)}}
        ws.send(shell_message("comm_msg", content))
        ws.send(shell_message("kernel_info_request", {}))
        seen = []
        ws.settimeout(0.5)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and "kernel_info_reply" not in seen:
            try:
                seen.append(json.loads(ws.recv())["header"]["msg_type"])
            except websocket.WebSocketTimeoutException:
                continue
        assert "kernel_info_reply" in seen
    finally:
        ws.close()
    assert student.alive(kernel_id) == 200


def test_no_page_loads_anything_from_outside_the_server(server):
    student = Client(server)
    pages = ["index.ipynb", "no-such-page.ipynb"]  # every page has the same template
    for path in pages:
        r, kernel_id = student.render(path)
        assert not OUTSIDE.search(r.text), (path, OUTSIDE.search(r.text).group(0))
        assert not CDN.search(r.text), (path, CDN.search(r.text).group(0))
        assert "Traceback" not in r.text, path
        if kernel_id:
            student.unload(kernel_id)
    r, _ = student.render("index.ipynb")
    css = re.findall(r'href="(/voila/templates/moai/static/fontawesome/css/[^"]+)"', r.text)
    assert len(css) == 2
    for href in css:
        sheet = requests.get(server.base + href, timeout=30)
        assert sheet.status_code == 200 and "Font Awesome" in sheet.text
        for font in set(re.findall(r"url\(\.\./webfonts/([^)]+\.woff2)\)", sheet.text)):
            url = server.base + href.split("/css/")[0] + "/webfonts/" + font
            assert requests.get(url, timeout=30).status_code == 200, font
    assert "moai-page.js" in r.text


def test_alive_is_for_the_owner_while_the_kernel_runs(server):
    student = Client(server)
    _, kernel_id = student.render("index.ipynb")
    assert student.alive(kernel_id) == 200
    assert requests.get(f"{server.base}/moai/alive/{kernel_id}", timeout=30).status_code == 404
    kill_kernel(kernel_id)  # a crash: no restart, the kernel is gone
    assert wait_until(lambda: student.alive(kernel_id) == 404, 10)
    assert student.kernel_model(kernel_id) == 404


@pytest.mark.browser
def test_a_page_in_chromium_stays_on_the_server_and_says_when_its_kernel_stops(server, page):
    """The landing page in Chinese through ``/``: every request to this server, icons local; a
    reload ends the old kernel (the unload beacon); a killed kernel gives the notice."""
    requested = []
    page.on("request", lambda req: requested.append(req.url))
    page.goto(server.base + "/?lang=zh-TW")
    page.wait_for_selector(".moai-title", timeout=120_000)
    assert page.inner_text(".moai-title") == "摩艾教具箱"
    assert page.url.startswith(server.base + "/voila/render/index.ipynb?lang=zh-TW")
    # data: and this page's own blob: addresses (a widget's script) are made in the page itself
    inside = (server.base, "data:", "blob:" + server.base + "/")
    outside = [u for u in requested if not u.startswith(inside)]
    assert not outside
    assert any("/moai/static/fontawesome/css/all.min.css" in u for u in requested)

    def kernel_id():
        config = page.evaluate("document.getElementById('jupyter-config-data').textContent")
        return json.loads(config)["kernelId"]

    owner = Client(server)
    for cookie in page.context.cookies():
        owner.http.cookies.set(cookie["name"], cookie["value"])
    first = kernel_id()
    assert owner.alive(first) == 200
    page.reload()
    page.wait_for_selector(".moai-title", timeout=120_000)
    second = kernel_id()
    assert second != first
    assert wait_until(lambda: owner.alive(first) == 404, 15), "the reloaded page's kernel lives on"
    kill_kernel(second)
    notice = page.wait_for_selector("[data-moai-notice=stopped]", timeout=20_000)
    assert "遊戲引擎已經停止" in notice.inner_text()
    assert "重新載入頁面" in notice.inner_text()
    page.screenshot(path=str(ROOT / "tests" / "artifacts" / "server_kernel_stopped_zh.png"))
    assert not [u for u in requested if not u.startswith(inside)]


def test_the_server_logged_no_uncaught_exception(server):
    assert "Uncaught exception" not in server.log_text()
