"""Culling and the cap per server: a kernel whose page went away (no websocket) is ended once
idle, one whose page is still connected is kept, and the places freed let new pages in. A
launcher on tiny notebooks with a cull timeout of seconds instead of voila.json's 100 s."""

import pytest
from moai_server import Client, start_launcher, stop_launcher, tiny_notebooks, wait_until

pytestmark = pytest.mark.xdist_group("server-culling")

IDLE = 3


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("culling")
    server = start_launcher(
        "culling",
        tiny_notebooks(tmp / "notebooks"),
        "--MoaiVoila.max_kernels=2",
        "--MoaiVoila.max_kernels_per_client=0",
        "--MoaiVoila.max_kernels_per_address=0",
        "--MoaiVoila.pool_sizes",
        "index.ipynb=0",
        f"--MappingKernelManager.cull_idle_timeout={IDLE}",
        "--MappingKernelManager.cull_interval=1",
        tmp=tmp,
    )
    yield server
    stop_launcher(server)


def test_a_full_server_refuses_then_culls_the_abandoned_kernel_and_keeps_the_connected(server):
    connected, abandoned, late = Client(server), Client(server), Client(server)
    _, kept = connected.render("page.ipynb")
    _, culled = abandoned.render("page.ipynb")
    assert kept and culled
    r, kernel_id = late.render("page.ipynb")
    assert r.status_code == 503 and kernel_id is None
    assert 'data-moai-refusal="server"' in r.text and "The server is full" in r.text
    r, _ = late.render("page.ipynb", lang="zh-TW")
    assert r.status_code == 503 and "伺服器已經滿了" in r.text
    ws = connected.channels(kept)  # the first page is still open in its browser
    try:
        # the abandoned page's kernel ends once idle (it was started after the kept one, so
        # the kept one has been idle longer by then)
        assert wait_until(lambda: abandoned.alive(culled) == 404, IDLE + 10)
        assert connected.alive(kept) == 200
        assert "Culling 'idle' kernel" in server.log_text()
        r, kernel_id = late.render("page.ipynb")  # its place is free again
        assert r.status_code == 200 and kernel_id
    finally:
        ws.close()
    # the kept page closes without a word (no unload): culled in turn, like the late one
    assert wait_until(lambda: connected.alive(kept) == 404, IDLE + 10)
    assert wait_until(lambda: server.kernels() == 0, IDLE + 10), server.kernels()
