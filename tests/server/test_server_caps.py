"""Caps on kernels per client and per address (a clear 503 page in the page's language, and no
kernel started), each kernel told its client (``MOAI_CLIENT``, preheated kernels too), no
traceback on a page. A launcher on a few tiny notebooks with small caps."""

import html
import re

import pytest
from moai_server import Client, start_launcher, stop_launcher, tiny_notebooks, wait_until

pytestmark = pytest.mark.xdist_group("server-caps")

PER_CLIENT = 2
PER_ADDRESS = 3


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("caps")
    server = start_launcher(
        "caps",
        tiny_notebooks(tmp / "notebooks"),
        f"--MoaiVoila.max_kernels_per_client={PER_CLIENT}",
        f"--MoaiVoila.max_kernels_per_address={PER_ADDRESS}",
        "--MoaiVoila.max_kernels=0",
        "--MoaiVoila.pool_sizes",
        "index.ipynb=1",
        "--MoaiVoila.static_landing=False",  # the tiny index.ipynb is a preheated page here
        tmp=tmp,
    )
    yield server
    stop_launcher(server)


def printed_client(page_html: str) -> str:
    found = re.search(r"MOAI_CLIENT=([0-9a-f]{32}|none)", page_html)
    assert found, page_html[-2000:]
    return found.group(1)


def test_a_client_over_its_cap_gets_the_page_in_its_language_and_no_kernel(server):
    student = Client(server)
    kernels = [student.render("page.ipynb")[1] for _ in range(PER_CLIENT)]
    assert all(kernels)
    running = server.kernels()
    r, kernel_id = student.render("page.ipynb")
    assert r.status_code == 503 and kernel_id is None
    assert 'data-moai-refusal="client"' in r.text
    assert "Close the pages of the kit you no longer use" in r.text
    assert "ask your teacher" in r.text and f"{PER_CLIENT} pages" in r.text
    assert r.headers.get("Retry-After")
    r, _ = student.render("page.ipynb", lang="zh-TW")
    assert r.status_code == 503
    text = html.unescape(r.text)
    assert '<html lang="zh-Hant-TW">' in text
    assert "請關閉不再使用的教具頁面" in text and "請告訴老師" in text
    assert "重新載入這個頁面" in text
    assert server.kernels() == running  # no kernel started for a refused page
    # a closed page frees its place
    assert student.unload(kernels[0]) == 204
    r, again = student.render("page.ipynb")
    assert r.status_code == 200 and again
    for kernel_id in (kernels[1], again):
        assert student.unload(kernel_id) == 204


def test_one_address_over_its_cap_is_refused_whatever_its_cookies(server):
    first, second = Client(server), Client(server)
    kernels = [first.render("page.ipynb")[1] for _ in range(PER_CLIENT)]
    kernels.append(second.render("page.ipynb")[1])
    assert all(kernels)
    r, kernel_id = second.render("page.ipynb", lang="zh-TW")
    assert r.status_code == 503 and kernel_id is None
    assert 'data-moai-refusal="address"' in r.text
    assert "這台電腦" in html.unescape(r.text)
    fresh = Client(server)  # no cookie at all: a new client, same address
    r, kernel_id = fresh.render("page.ipynb")
    assert r.status_code == 503 and "this computer" in r.text
    for kernel_id in kernels[:PER_CLIENT]:
        assert first.unload(kernel_id) == 204
    assert second.unload(kernels[-1]) == 204


def test_a_failing_page_shows_no_traceback(server):
    student = Client(server)
    r, kernel_id = student.render("error.ipynb")
    assert r.status_code == 200
    assert "secret-detail" not in r.text
    assert "Traceback" not in r.text and "ValueError" not in r.text
    assert student.unload(kernel_id) == 204


def test_each_kernel_knows_its_client_fresh_or_preheated(server):
    pool_ready = "Kernel pool of index.ipynb is filled"
    assert wait_until(lambda: pool_ready in server.log_text(), 60)
    student = Client(server)
    r, fresh = student.render("page.ipynb")
    assert r.status_code == 200 and fresh
    assert printed_client(r.text) == student.id
    r, preheated = student.render("index.ipynb")  # from the pool
    assert r.status_code == 200 and preheated
    assert printed_client(r.text) == student.id
    assert f"Using pre-heated kernel: {preheated}" in server.log_text()
    for kernel_id in (fresh, preheated):
        assert student.unload(kernel_id) == 204


def test_every_kernel_ended(server):
    """Every page that the tests on this server opened was closed: only the preheated kernel is
    left."""
    assert wait_until(lambda: server.kernels() == 1, 15), server.kernels()
