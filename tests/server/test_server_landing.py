"""The landing page as the app serves it: a static document with both languages, no kernel; and
the preheated kernels started one at a time (deploy/pool_pace.py) on a live server."""

import re

import pytest
import requests
from moai_server import Client, start_launcher, stop_launcher, tiny_notebooks, wait_until
from test_server_security import CDN, OUTSIDE

pytestmark = pytest.mark.xdist_group("server-landing")


@pytest.fixture(scope="module")
def paced(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("paced")
    server = start_launcher(
        "paced",
        tiny_notebooks(tmp / "notebooks"),
        "--MoaiVoila.static_landing=False",
        "--MoaiVoila.pool_sizes",
        "index.ipynb=3",
        tmp=tmp,
    )
    yield server
    stop_launcher(server)


@pytest.fixture(scope="module", autouse=True)
def paced_starts_first(paced):
    """The paced server starts before every test here: its pool's kernels start one at a time
    (some 20 s) while the landing page's tests run, and its test comes last."""
    return paced


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    server = start_launcher("landing", "notebooks/", tmp=tmp_path_factory.mktemp("landing"))
    yield server
    stop_launcher(server)


def test_the_landing_page_is_answered_without_a_kernel_in_the_asked_language(server):
    student = Client(server)
    r = student.http.get(server.base + "/?lang=zh-TW", timeout=30)
    assert r.status_code == 200 and r.url.endswith("/voila/render/index.ipynb?lang=zh-TW")
    assert r.headers["Content-Type"].startswith("text/html")
    assert '<html lang="zh-Hant-TW">' in r.text and "<title>摩艾教具箱</title>" in r.text
    assert re.search(r'<h1 class="moai-title"[^>]*>摩艾教具箱</h1>', r.text)
    assert 'href="rapanui/play.ipynb?lang=zh-TW"' in r.text
    assert 'href="giants/00_setup.ipynb?lang=zh-TW"' in r.text  # the lessons, linked
    assert '"Moai Kit"' in r.text  # English is inside, for the switch
    assert 'href="?lang=en"' in r.text and 'role="button"' in r.text
    assert any(c.name == "moai_client" for c in student.http.cookies)
    english = requests.get(server.base + "/voila/render/index.ipynb", timeout=30)
    assert (
        '<html lang="en">' in english.text and 'href="rapanui/play.ipynb?lang=en"' in english.text
    )
    odd = requests.get(server.base + "/voila/render/index.ipynb?lang=xx", timeout=30)
    assert '<html lang="en">' in odd.text  # an unknown language: English, no error
    assert server.kernels() == 0
    assert "Kernel started" not in server.log_text()


def test_the_landing_page_loads_nothing_from_outside_and_no_script_can_end_its_data(server):
    text = requests.get(server.base + "/voila/render/index.ipynb", timeout=30).text
    assert not OUTSIDE.search(text) and not CDN.search(text)
    data = text.split('<script type="application/json" id="moai-landing-texts">')[1]
    assert "</" not in data.split("</script>")[0]  # written as <\/ inside the JSON


def test_other_pages_still_get_their_kernel(server):
    student = Client(server)
    r, kernel_id = student.render("gallery.ipynb")
    assert r.status_code == 200 and kernel_id
    assert student.unload(kernel_id) == 204
    assert wait_until(lambda: server.kernels() == 0, 15)


def test_figures_get_a_minute_to_load_on_a_slow_computer(server):
    # anywidget's own front end drops every message to a model whose module took over 2 s to load
    # (a FigureWidget is Plotly.js, 4 MB): the app serves it with a minute (deploy/anywidget_wait)
    page = requests.get(server.base + "/voila/render/gallery.ipynb", timeout=60).text
    assert '"anywidget"' in page  # the page loads the extension from the served folder
    folder = server.base + "/voila/labextensions/anywidget/"
    files = requests.get(folder + "package.json", timeout=30).json()["jupyterlab"]["_build"]
    entry = requests.get(folder + files["load"], timeout=30).text
    chunks = re.findall(r'"(\d+)": ?"([0-9a-f]{8})"', entry)  # the chunks the entry loads
    scripts = [requests.get(f"{folder}static/{c}.{h}.js", timeout=30).text for c, h in chunks]
    waits = [s for s in scripts if "Failed to initialize model" in s]
    assert waits, "no anywidget model wait served"
    for script in waits:
        assert "AbortSignal.timeout(60000)" in script and "AbortSignal.timeout(2000)" not in script


def test_preheated_kernels_start_one_at_a_time(paced):
    """Each pool kernel starts once the one before it has run its notebook up to its page's
    request (the tiny index.ipynb waits for it at once)."""
    assert wait_until(lambda: "Kernel pool of index.ipynb is filled" in paced.log_text(), 90)
    assert wait_until(lambda: paced.log_text().count("waits for its page") == 3, 60)
    events = re.findall(
        r"Kernel started: ([\w-]+)|Preheated kernel ([\w-]+) waits for its page", paced.log_text()
    )
    order = [("start", a) if a else ("ready", b) for a, b in events]
    kernels = [k for what, k in order if what == "start"]
    assert len(kernels) == 3
    expected = [step for k in kernels for step in (("start", k), ("ready", k))]
    assert order == expected
    # a page taken from the pool: its refill starts in turn too, and the page is served
    student = Client(paced)
    r, kernel_id = student.render("index.ipynb")
    assert r.status_code == 200 and kernel_id in kernels
    assert wait_until(lambda: paced.log_text().count("waits for its page") == 4, 60)
    assert student.unload(kernel_id) == 204
