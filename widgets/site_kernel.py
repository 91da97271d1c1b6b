"""What the static site's pages need of their Pyodide kernel that a server's kernel gives them.

The site (``deploy/site/build.py``) runs every page in the browser: JupyterLite's Pyodide kernel,
in a web worker. Its first cell (not shown) calls, before the page is built:

- :func:`send_none_as_null`: the kernel hands each widget message to JavaScript with Pyodide's
  ``toJs``, which makes Python's ``None`` JavaScript's ``undefined``, not ``null`` as JSON does.
  A widget's trait set back to ``None`` then never reaches the page: ``layout.display = None``
  (show again what ``"none"`` hid) is ignored, so every part of a page that is hidden, then shown
  again, stayed hidden (a lesson's controls at a step the learner makes, a play page's offer to
  continue a game). The messages are sent with ``null`` for ``None``, as a server's kernel sends
  them.
- :func:`keep_games_in_browser`: the play pages' autosave (:mod:`widgets.play.autosave`) keeps the game
  in progress in the browser's IndexedDB (:class:`BrowserStore`), where the next page's kernel
  finds it: a reload offers to continue the game, as on a server.

Outside Pyodide both do nothing.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable
from typing import Any

from widgets.play import autosave
from widgets.play.autosave import MemoryStore

log = logging.getLogger(__name__)

DATABASE = "moai-kit"
TABLE = "autosave"

IDB_JS = """
(() => {
  const table = "TABLE";
  const ready = new Promise((ok, no) => {
    const r = indexedDB.open("DATABASE", 1);
    r.onupgradeneeded = () => r.result.createObjectStore(table);
    r.onsuccess = () => ok(r.result);
    r.onerror = () => no(r.error);
  });
  const change = (what, key, text) => ready.then((db) => {
    const store = db.transaction(table, "readwrite").objectStore(table);
    const r = what === "put" ? store.put(text, key) : store.delete(key);
    r.onerror = () => console.warn("moai-kit: the game kept in the browser:", r.error);
  }).catch((err) => console.warn("moai-kit: no IndexedDB for the game kept:", err));
  return {
    all: () => ready.then((db) => new Promise((ok, no) => {
      const t = db.transaction(table);
      const keys = t.objectStore(table).getAllKeys(), texts = t.objectStore(table).getAll();
      t.oncomplete = () => ok(keys.result.map((k, i) => [String(k), String(texts.result[i])]));
      t.onerror = () => no(t.error);
    })),
    put: (key, text) => { change("put", key, text); },
    remove: (key) => { change("delete", key, null); },
  };
})()
""".replace("DATABASE", DATABASE).replace("TABLE", TABLE)
"""The worker's IndexedDB, one text per key ``<client>/<game>``: ``all()`` (a promise of the
``[key, text]`` pairs), ``put(key, text)`` and ``remove(key)`` (their failures are logged in the
browser's console, never raised: the game goes on)."""


def in_pyodide() -> bool:
    return sys.platform == "emscripten"


# -- None as null ----------------------------------------------------------------------------------


def nulls(value: Any, null: Any) -> Any:
    """``value`` with every ``None`` inside its dicts, lists and tuples replaced by ``null``."""
    if value is None:
        return null
    if isinstance(value, dict):
        return {k: nulls(v, null) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [nulls(v, null) for v in value]
    return value


def send_none_as_null(shell: Any = None, null: Any = None) -> bool:
    """Make the kernel's widget messages carry ``null`` for ``None`` (see the module's text):
    ``shell.send_comm`` (the Pyodide kernel's, which its comms call) wrapped. ``shell`` and
    ``null`` default to the Pyodide kernel's and ``pyodide.ffi.jsnull``; without them (not in
    Pyodide) nothing is done. True when wrapped now."""
    if shell is None:
        if not in_pyodide():
            return False
        from IPython import get_ipython
        from pyodide.ffi import jsnull

        shell, null = get_ipython(), jsnull
    send: Callable[..., Any] | None = getattr(shell, "send_comm", None)
    if send is None or getattr(send, "moai_nulls", False):
        return False

    def send_comm(msg_type: str, content: Any, metadata: Any = None, *rest: Any) -> Any:
        return send(msg_type, nulls(content, null), nulls(metadata, null), *rest)

    send_comm.moai_nulls = True  # type: ignore[attr-defined]
    shell.send_comm = send_comm
    return True


# -- the game kept in the browser ------------------------------------------------------------------


class BrowserStore(MemoryStore):
    """The autosave's texts kept in this kernel's memory (read from there) and written through
    to the browser's IndexedDB (``idb``: :data:`IDB_JS`'s object, or a stand-in with ``all``,
    ``put`` and ``remove``); :meth:`load` reads what an earlier page kept there."""

    def __init__(self, idb: Any) -> None:
        super().__init__()
        self.idb = idb

    @staticmethod
    def key(client: str, game: str) -> str:
        return f"{client}/{game}"

    async def load(self) -> int:
        """Read the texts kept in the browser into memory; how many."""
        entries = await self.idb.all()
        if hasattr(entries, "to_py"):
            entries = entries.to_py()
        count = 0
        for key, text in entries:
            client, _, game = str(key).partition("/")
            if client and game:
                super().write(client, game, str(text).encode("utf-8"))
                count += 1
        return count

    def write(self, client: str, game: str, data: bytes) -> Any:
        token = super().write(client, game, data)
        self.idb.put(self.key(client, game), bytes(data).decode("utf-8"))
        return token

    def remove(self, client: str, game: str) -> None:
        super().remove(client, game)
        self.idb.remove(self.key(client, game))


async def keep_games_in_browser(idb: Any = None, timeout: float = 10.0) -> bool:
    """The autosave's store of this kernel (:data:`widgets.play.autosave.MEMORY`) made a
    :class:`BrowserStore` holding what the browser kept. ``idb`` defaults to the worker's
    IndexedDB (:data:`IDB_JS`); without it (not in Pyodide) nothing is done. False when the
    browser keeps nothing (no IndexedDB: a private window may have none), and the games are then
    kept in memory only, as before."""
    if idb is None:
        if not in_pyodide():
            return False
        from pyodide.code import run_js

        idb = run_js(IDB_JS)
    store = BrowserStore(idb)
    try:
        await asyncio.wait_for(store.load(), timeout)
    except Exception as exc:
        log.warning("no game kept in the browser: %s", exc)
        return False
    autosave.MEMORY = store
    return True
