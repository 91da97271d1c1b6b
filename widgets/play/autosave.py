"""The game in progress kept on the server at every action, offered again after a reload.

A play page saves its game after every action (a person's or a bot's, an undo too) as a record
file: ``<folder>/<client>/<game>.json``, where ``<folder>`` is ``$MOAI_AUTOSAVE_DIR`` or else
``~/.local/share/moai-kit/autosave``, and ``<client>`` the browser's id that the kit's Voilà
launcher (``deploy/moai_voila.py``) puts in each page kernel's environment as ``MOAI_CLIENT``
("local" without it: JupyterLab). The file is a saved game that the upload also reads (the
record, the seats' names and bots in ``meta``), plus the time it was saved; it is written to a
temporary file and moved into place (``os.replace``), so that a killed kernel never leaves half
a file. When its page opens again (a reload, a new kernel, a restarted server), the setup screen
offers to continue it (:meth:`Autosaver.offer`); a finished game is removed, not offered.

Where the game is kept:

- ``$MOAI_AUTOSAVE_DIR`` when set, else the folder above inside a Jupyter kernel;
- nowhere in plain Python (scripts, tests), where no page can be reloaded: nothing is written to
  the home folder by a test run;
- in memory under Pyodide (JupyterLite), whose files do not outlive the page; on the static
  site also in the browser's IndexedDB (:mod:`widgets.site_kernel`), read by the next page;
- nowhere when ``MOAI_AUTOSAVE=off`` (a server that must keep no games).

A write costs a fraction of a millisecond (the actions' JSON is kept between writes; see
:meth:`Autosaver.text`), and inside a kernel it is made just after the click is answered (see
:meth:`Autosaver.save`). The file is not synced to the disk: what a killed kernel or a restarted
server left is there, a power cut may lose the last actions. A write never raises: a full disk
or a read-only folder is logged and the game goes on. When another page takes the same game over (it continued it after a reload while
this page's kernel still ran), this page stops writing (:attr:`Autosaver.stopped`) rather than
overwrite the newer game.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import sys
import time
from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

from kit.core import i18n
from kit.core.bots import Bot
from kit.core.records import loads
from widgets.play.autosave_stores import LOCAL as LOCAL
from widgets.play.autosave_stores import SAFE_NAME as SAFE_NAME
from widgets.play.autosave_stores import (
    FileStore,
    MemoryStore,
    NoStore,
    Store,
    safe_name,
)
from widgets.play.bots import in_kernel
from widgets.play.session import Played, PlaySession

log = logging.getLogger(__name__)

ENV_FOLDER = "MOAI_AUTOSAVE_DIR"
ENV_CLIENT = "MOAI_CLIENT"
ENV_SWITCH = "MOAI_AUTOSAVE"
"""``off`` (or ``0``, ``no``, ``false``): keep nothing (a server that must not store games)."""
FORMAT = 1
"""``meta.autosave`` of an autosave file: a file without it is not one of ours (not offered)."""


def default_folder() -> Path:
    """``$MOAI_AUTOSAVE_DIR``, else ``~/.local/share/moai-kit/autosave``."""
    folder = os.environ.get(ENV_FOLDER)
    if folder:
        return Path(folder).expanduser()
    return Path.home() / ".local" / "share" / "moai-kit" / "autosave"


def client_id() -> str:
    """This page's client: ``MOAI_CLIENT`` made safe (see :func:`safe_name`), else "local"."""
    return safe_name(os.environ.get(ENV_CLIENT))


# -- where the files go (the stores: widgets.play.autosave_stores) --------------------------------------


MEMORY: MemoryStore = MemoryStore()
"""The store of a Pyodide kernel (on the static site a :class:`widgets.site_kernel.BrowserStore`)."""


def in_pyodide() -> bool:
    """True in a Pyodide kernel (JupyterLite)."""
    return sys.platform == "emscripten"


def default_store() -> Store:
    """Nothing when ``MOAI_AUTOSAVE=off``; memory under Pyodide; else files in
    :func:`default_folder` when ``MOAI_AUTOSAVE_DIR`` is set or inside a Jupyter kernel; else
    nothing (see the module's text)."""
    if os.environ.get(ENV_SWITCH, "").lower() in ("0", "off", "no", "false"):
        return NoStore()
    if in_pyodide():
        return MEMORY
    if os.environ.get(ENV_FOLDER) or in_kernel():
        return FileStore(default_folder())
    return NoStore()


# -- what a page offers to continue ----------------------------------------------------------------


@dataclass
class Offer:
    """A game kept for this page, read and replayed: ready to be played on."""

    session: PlaySession
    saved: datetime | None
    """When it was saved (aware, UTC), if the file says."""

    @property
    def actions(self) -> int:
        return len(self.session.steps)

    def when(self, lang: str, now: datetime | None = None) -> str:
        """How long ago it was saved ("just now", "5 minutes ago", "2 days ago"): the server's
        clock is not the browser's, its time zone may not be the class's, an age is right for
        both."""
        if self.saved is None:
            return i18n.t("autosave.just_now", lang)
        age = ((now or datetime.now(UTC)) - self.saved).total_seconds()
        for unit, seconds in (("days", 86400), ("hours", 3600), ("minutes", 60)):
            if age >= seconds:
                return i18n.t(f"autosave.{unit}_ago", lang, n=int(age // seconds))
        return i18n.t("autosave.just_now", lang)

    def players(self, lang: str) -> str:
        """The seats: names, a bot's kind after its name."""
        s = self.session
        out = []
        for i, seat in enumerate(s.seats):
            name = i18n.player_name(i, lang, s.names)
            if seat.bot is not None:
                key = f"play.seat.{seat.bot.name}"
                bot = i18n.t(key, lang) if i18n.has(key) else seat.bot.name
                name = i18n.t("autosave.bot_seat", lang, name=name, bot=bot)
            out.append(name)
        return i18n.t("app.list_sep", lang).join(out)

    def title(self, lang: str) -> str:
        """The offer's question ("Continue your game from 5 minutes ago?")."""
        return i18n.t("autosave.offer", lang, when=self.when(lang))

    def details(self, lang: str) -> str:
        """How far it went and who plays ("12 actions played · Ana, Player 2 (bot: greedy)")."""
        return i18n.t(
            "autosave.details",
            lang,
            actions=i18n.t("autosave.actions", lang, n=self.actions),
            sep=i18n.t("app.sep", lang),
            players=self.players(lang),
        )


# -- the page's autosave ---------------------------------------------------------------------------


class Autosaver:
    """The autosave of one page's game of ``game`` ("rapanui", "giants").

    :meth:`begin` when a game starts on the page (a new one, a continued one, an uploaded one),
    then :meth:`save` after every action (``PlaySession.on_change``); :meth:`offer` reads what is
    kept, :meth:`discard` forgets it. ``store`` and ``client`` default to this kernel's;
    ``defer`` (by default inside a Jupyter kernel) leaves each write for the event loop's next
    turn (see :meth:`save`).
    """

    def __init__(
        self,
        game: str,
        store: Store | None = None,
        client: str | None = None,
        defer: bool | None = None,
    ) -> None:
        self.game = safe_name(game, "game")
        self.defer = in_kernel() if defer is None else defer  # see save
        self.store: Store = default_store() if store is None else store
        self.client = client_id() if client is None else safe_name(client)
        self.writer = secrets.token_hex(8)  # this page, in the file: whose game it is
        self.stopped = False  # another page took the game over: this one writes no more
        self.cost = 0.0  # seconds the last save took (for the benchmarks)
        self._token: Hashable = None  # what the store holds after this page's last write
        self._session: PlaySession | None = None
        self._header = ""  # the record's fields before its actions, as JSON (fixed per game)
        self._actions: list[tuple[Played, str]] = []  # each step with its action's JSON
        self._pending = False  # a write waits for the event loop's next turn

    @property
    def active(self) -> bool:
        """False when nothing is kept (plain Python)."""
        return not isinstance(self.store, NoStore)

    # -- writing ---------------------------------------------------------------------------
    def begin(self, session: PlaySession) -> None:
        """``session`` is this page's game from now on: kept at once (taking the place of what
        was kept, another page's game included), and after each of its actions."""
        self._session, self._token, self.stopped = session, None, False
        self._header, self._actions = "", []
        self.save(session)

    def save(self, session: PlaySession) -> None:
        """Keep ``session`` as it stands (removed once it is over). Never raises.

        With ``defer`` (inside a Jupyter kernel), the write waits for the event loop's next
        turn: the click that caused it has been answered by then (its widget messages sent), so
        that a slow disk never delays a page's answer; several saves before that turn make one
        write, of the game as it then stands. Elsewhere the write is made at once."""
        if not self.active or self.stopped or session is not self._session:
            return
        try:
            loop = asyncio.get_running_loop() if self.defer else None
        except RuntimeError:
            loop = None
        if loop is None:
            self._write()
            return
        if not self._pending:
            self._pending = True
            loop.call_soon(self.flush)

    def flush(self) -> None:
        """Make the write that a save left for the event loop's next turn, now (if not made)."""
        if self._pending:
            self._write()

    def _write(self) -> None:
        self._pending = False
        session = self._session
        if session is None or self.stopped:
            return
        start = time.perf_counter()
        try:
            if self._token is not None and self.store.token(self.client, self.game) != self._token:
                self.stopped = True
                log.info("autosave of %s/%s: taken over by another page", self.client, self.game)
                return
            if session.game.is_over:
                if self._token is not None:
                    self.store.remove(self.client, self.game)
                    self._token = None
                return
            data = self.text(session).encode("utf-8")
            self._token = self.store.write(self.client, self.game, data)
        except Exception:  # a full disk, a read-only folder: the game goes on, unsaved
            log.warning("autosave of %s/%s failed", self.client, self.game, exc_info=True)
        finally:
            self.cost = time.perf_counter() - start

    def text(self, session: PlaySession) -> str:
        """The record of ``session`` as compact JSON, its ``meta`` saying who sat where, when it
        was saved and by which page. The header and each action's JSON are kept from one write to
        the next (an undo drops the actions taken back), so that a write does not serialize the
        whole game again."""
        if not self._header:
            header = session.game.record()
            del header["actions"]
            self._header = dumps(header)[:-1]  # without its closing brace
        kept, steps = self._actions, session.steps
        same = min(len(kept), len(steps))
        while same and kept[same - 1][0] is not steps[same - 1]:
            same -= 1
        del kept[same:]
        kept.extend((step, dumps(step.action.to_dict())) for step in steps[same:])
        meta = {
            **session.meta(),
            "autosave": FORMAT,
            "saved": datetime.now(UTC).isoformat(timespec="seconds"),
            "client": self.client,
            "writer": self.writer,
        }
        actions = ",".join(text for _, text in kept)
        return f'{self._header},"actions":[{actions}],"meta":{dumps(meta)}}}'

    # -- reading ---------------------------------------------------------------------------
    def offer(
        self,
        engine: ModuleType,
        make_bot: Callable[[str], Bot | None],
        bots: Collection[str],
        revealing: frozenset[str] = frozenset(),
    ) -> Offer | None:
        """The game kept for this page, replayed, if there is one to play on: not over, written
        by a page (``meta.autosave``) for this game, every action legal, every bot one of
        ``bots``. Anything else (a corrupt, foreign or finished file) is None. Never raises."""
        if not self.active:
            return None
        try:
            data = self.store.read(self.client, self.game)
            if not data:
                return None
            record = loads(data)
            meta = record.get("meta")
            if not isinstance(meta, dict) or meta.get("autosave") != FORMAT:
                return None
            kinds = meta.get("bots")
            if not isinstance(kinds, list) or not all(
                k is None or (isinstance(k, str) and k in bots) for k in kinds
            ):
                return None
            session = PlaySession.load(engine, data, make_bot, revealing=revealing)
            seats = [s.bot.name if s.bot else None for s in session.seats]
            if session.game.is_over or seats != kinds:
                return None
            return Offer(session, saved_time(meta.get("saved")))
        except Exception as exc:  # whatever the file holds, the page opens
            log.info("autosave of %s/%s not offered: %s", self.client, self.game, exc)
            return None

    def discard(self) -> None:
        """Forget the game kept for this page."""
        self._session, self._token = None, None  # and a write left for later is not made
        try:
            self.store.remove(self.client, self.game)
        except Exception:
            log.warning("autosave of %s/%s: not removed", self.client, self.game, exc_info=True)


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def saved_time(value: Any) -> datetime | None:
    """The time in ``meta.saved`` (ISO 8601), aware; None if there is none."""
    if not isinstance(value, str):
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


__all__ = [
    "Autosaver",
    "FileStore",
    "MemoryStore",
    "NoStore",
    "Offer",
    "Store",
    "client_id",
    "default_folder",
    "default_store",
    "safe_name",
]
