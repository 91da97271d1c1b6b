"""The protocol client of ``benchmarks/classroom.py`` (``benchmarks/voila_client.py``) against the
launcher on the real notebooks: it opens a Rapa Nui play page, loads its widgets (as the page's
widget manager does, and widget by widget), starts a bots-only game through the widgets' comm
messages and sees it end, then closes the page as its unload beacon does."""

import pytest
from moai_server import start_launcher, stop_launcher, wait_until

from benchmarks.voila_client import VoilaClient

pytestmark = pytest.mark.xdist_group("classroom")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("classroom")
    server = start_launcher(
        "classroom",
        "notebooks/",
        "--MoaiVoila.pool_sizes",
        "index.ipynb=0",
        tmp=tmp,
    )
    yield server
    stop_launcher(server)


@pytest.mark.parametrize("states", ["page", "each"])
def test_the_protocol_client_plays_a_bots_only_game_to_its_end(server, states):
    client = VoilaClient(server.base, "rapanui/play.ipynb", page_timeout=60)
    steps = []
    try:
        assert client.play_bots_game(timeout=60, progress=steps.append, states=states)
        # the page's way: every state in one answer of the control comm (on an idle server)
        assert client.state_via == ("control" if states == "page" else "each")
        page = client.page
        assert page.status == 200 and page.complete and page.error is None
        assert page.kernel_id and page.model_id and 0 < page.first_widget <= page.total
        assert "moai-play-rapanui" in client.models[page.model_id]["_dom_classes"]  # the page
        assert "The game is over." in client.header()
        assert client.steps() > 20 and steps[-1] == client.steps(), steps[-5:]
        assert steps == sorted(steps)
        assert all(client.models[c]["index"] > 0 for c in client.seat_dropdowns())  # bots
        assert client.value("moai-speed") == 0
        assert client.errors == []
    finally:
        closed = client.shutdown()  # as the page's unload beacon does
    assert closed == 204
    assert wait_until(lambda: server.kernels() == 0, 20), server.kernels()
