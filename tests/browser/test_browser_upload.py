"""A file over an upload button's limit, in Chromium (issue 25, item 3): a 100 MB file chosen on
the play page's Load is refused with the size reason before it is sent (the page keeps its
connection: sent whole, it would exceed the server's largest message and the page would lose its
connection without a word), and a small file is still read, sent and answered."""

from chromium_setup import assert_no_python_error
from conftest import screenshot
from playwright.sync_api import expect

TIMEOUT = 120_000
MB = 1024 * 1024


def choose(page, path) -> None:
    """Press the page's upload button and choose ``path`` in the file dialog."""
    with page.expect_file_chooser() as chooser:
        page.locator(".widget-upload:visible").first.click()
    chooser.value.set_files(str(path))


def test_a_file_over_the_limit_is_refused_before_it_is_sent(page, voila_url, tmp_path):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(100_000_000)  # sparse: nothing written on disk
    small = tmp_path / "small.json"
    small.write_text("not a saved game")
    sent: list[int] = []
    closed: list[str] = []

    def watch(ws) -> None:
        ws.on("framesent", lambda payload: sent.append(len(payload)))
        ws.on("close", lambda _: closed.append(ws.url))

    page.on("websocket", watch)
    page.goto(voila_url + "/voila/render/rapanui/play.ipynb?lang=en")
    expect(page.locator(".moai-setup")).to_be_visible(timeout=TIMEOUT)
    status = page.locator(".moai-file-status:visible").first
    choose(page, huge)
    expect(status).to_contain_text("huge.json", timeout=30_000)
    expect(status).to_contain_text("The file is too large (100 MB; at most 2 MB).")
    assert max(sent) < MB and not closed  # not sent; the page's connection kept
    screenshot(page, "upload_too_large")
    choose(page, small)  # a file under the limit: read and sent as before
    expect(status).to_contain_text("Could not load small.json", timeout=30_000)
    expect(status).not_to_contain_text("too large")
    assert not closed
    assert_no_python_error(page)
