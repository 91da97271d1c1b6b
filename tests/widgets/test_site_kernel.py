"""The static site's kernel as a server's: widget messages carry None as null (a part of a page
hidden, then shown again, shows), and a play page's game is kept in the browser, where the next
page (a reload) finds it and offers it again."""

import random

from asyncrun import run_to_end
from test_autosave import click, shown, start

from widgets import site_kernel
from widgets.play import autosave
from widgets.rapanui_play import rapanui_play
from widgets.site_kernel import BrowserStore, keep_games_in_browser, nulls, send_none_as_null

NULL = object()  # stands for pyodide.ffi.jsnull


class Shell:
    """A Pyodide kernel's shell: ``send_comm`` hands the messages to the page."""

    def __init__(self):
        self.sent = []
        self.send_comm = lambda *args: self.sent.append(args)


class IndexedDB:
    """The browser's IndexedDB as :data:`site_kernel.IDB_JS` offers it, in a dict."""

    def __init__(self, kept=None, fail=False):
        self.kept = {} if kept is None else kept
        self.fail = fail

    async def all(self):
        if self.fail:
            raise RuntimeError("no IndexedDB in this window")
        return list(self.kept.items())

    def put(self, key, text):
        self.kept[key] = text

    def remove(self, key):
        self.kept.pop(key, None)


def test_every_none_of_a_message_becomes_null():
    message = {"state": {"display": None, "children": ["IPY_MODEL_1", None]}, "x": (None, 1)}
    assert nulls(message, NULL) == {
        "state": {"display": NULL, "children": ["IPY_MODEL_1", NULL]},
        "x": [NULL, 1],
    }
    assert nulls(None, NULL) is NULL and nulls("none", NULL) == "none"


def test_the_kernels_comm_messages_carry_null_once_wrapped():
    shell = Shell()
    assert send_none_as_null(shell, NULL)
    assert not send_none_as_null(shell, NULL)  # wrapped once only (a second setup cell)
    shell.send_comm("comm_msg", {"data": {"state": {"display": None}}}, {}, b"id", [])
    msg_type, content, metadata, ident, buffers = shell.sent[0]
    assert content == {"data": {"state": {"display": NULL}}}
    assert (msg_type, metadata, ident, buffers) == ("comm_msg", {}, b"id", [])


def test_outside_pyodide_nothing_is_changed():
    assert not send_none_as_null()
    assert not run_to_end(keep_games_in_browser())


def test_the_store_writes_through_to_the_browser_and_reads_it_back():
    idb = IndexedDB()
    store = BrowserStore(idb)
    store.write("local", "rapanui", '{"a": "摩艾"}'.encode())
    assert idb.kept == {"local/rapanui": '{"a": "摩艾"}'}
    again = BrowserStore(idb)  # the next page's kernel
    assert run_to_end(again.load()) == 1
    assert again.read("local", "rapanui") == store.read("local", "rapanui")
    again.remove("local", "rapanui")
    assert idb.kept == {} and again.read("local", "rapanui") is None


def test_a_reload_offers_the_game_kept_in_the_browser(tmp_path, monkeypatch):
    monkeypatch.setattr(autosave, "in_pyodide", lambda: True)
    monkeypatch.setattr(autosave, "MEMORY", autosave.MemoryStore())
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("MOAI_CLIENT", raising=False)
    browser: dict[str, str] = {}
    assert run_to_end(keep_games_in_browser(IndexedDB(browser)))
    app = start(rapanui_play(), ["human", "greedy"], seed=3)
    click(app, random.Random(1), 3)
    assert list(browser) == ["local/rapanui"]
    # a reload: a new kernel, whose memory is empty, reads the browser's
    monkeypatch.setattr(autosave, "MEMORY", autosave.MemoryStore())
    assert run_to_end(keep_games_in_browser(IndexedDB(browser)))
    page = rapanui_play()
    assert shown(page)
    page.continue_button.click()
    assert page.session.game.record() == app.session.game.record()
    assert not list(tmp_path.rglob("*"))


def test_without_indexeddb_the_games_stay_in_memory(monkeypatch):
    memory = autosave.MemoryStore()
    monkeypatch.setattr(autosave, "MEMORY", memory)
    assert not run_to_end(keep_games_in_browser(IndexedDB(fail=True)))
    assert autosave.MEMORY is memory


def test_the_browsers_script_names_its_database():
    assert f'indexedDB.open("{site_kernel.DATABASE}", 1)' in site_kernel.IDB_JS
    assert f'const table = "{site_kernel.TABLE}"' in site_kernel.IDB_JS
