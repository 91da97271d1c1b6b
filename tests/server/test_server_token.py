"""``make class``'s login: a token, which the front door takes and drops from the address it leads
to; nothing without it; with the same token, a browser stays logged in across a restart (a
student reloading after the notice gets the page, not a login form)."""

import pytest
import requests
from moai_server import Client, start_launcher, stop_launcher, tiny_notebooks

pytestmark = pytest.mark.xdist_group("server-token")

TOKEN = "class-token-7b"


def test_the_token_opens_the_kit_and_a_restart_keeps_the_browser_logged_in(tmp_path):
    notebooks = tiny_notebooks(tmp_path / "notebooks")
    options = (f"--token={TOKEN}", "--MoaiVoila.pool_sizes", "index.ipynb=0")
    server = start_launcher("token", notebooks, *options, tmp=tmp_path / "first")
    student = Client(server)
    try:
        stranger = requests.Session()
        for path in ("/voila/render/page.ipynb", "/?lang=zh-TW"):
            r = stranger.get(server.base + path, allow_redirects=False, timeout=30)
            assert r.status_code == 302 and "/login" in r.headers["Location"], path
        alive = stranger.get(f"{server.base}/moai/alive/{'0' * 8}-0-0-0-0", timeout=30)
        assert alive.status_code == 403
        r = student.http.get(
            f"{server.base}/?token={TOKEN}&lang=zh-TW", allow_redirects=False, timeout=30
        )
        assert r.status_code == 302
        assert r.headers["Location"] == "/voila/render/index.ipynb?lang=zh-TW"
        r, kernel_id = student.render("page.ipynb")  # the login cookie, no token
        assert r.status_code == 200 and kernel_id
        assert student.alive(kernel_id) == 200
    finally:
        stop_launcher(server)
    port = int(server.base.rsplit(":", 1)[1])  # the same address: the login cookie names it
    server = start_launcher("token", notebooks, *options, tmp=tmp_path / "second", port=port)
    try:
        assert student.alive(kernel_id) == 404  # the kernel ended with the server...
        r = student.http.get(
            f"{server.base}/voila/render/page.ipynb", allow_redirects=False, timeout=120
        )
        assert r.status_code == 200  # ...the login did not
        assert "MOAI_CLIENT=" + student.id in r.text
    finally:
        stop_launcher(server)
