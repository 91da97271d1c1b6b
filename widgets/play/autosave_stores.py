"""Where the autosave (:mod:`widgets.play.autosave`) keeps its games, one text per (client, game):
files written atomically (:class:`FileStore`), this process's memory (:class:`MemoryStore`), or
nowhere (:class:`NoStore`); and the names that client and game ids take in a folder
(:func:`safe_name`)."""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import time
from collections.abc import Hashable
from pathlib import Path
from typing import Protocol

from kit.core.records import MAX_RECORD_BYTES

LOCAL = "local"
"""The client of a page with no ``MOAI_CLIENT`` (JupyterLab, tests)."""
SAFE_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")


def safe_name(raw: str | None, default: str = LOCAL) -> str:
    """``raw`` as a folder or file name that stays where it is put: itself when made of
    ``[A-Za-z0-9_-]`` only (at most 64), else a digest of it (``h-<40 hex digits>``: two ids never
    share a name, ``../../etc`` included); ``default`` when empty."""
    if not raw:
        return default
    if SAFE_NAME.fullmatch(raw):
        return raw
    return "h-" + hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:40]


class Store(Protocol):
    """Where autosaves are kept, one text per (client, game)."""

    def read(self, client: str, game: str) -> bytes | None:
        """The text kept, or None."""

    def write(self, client: str, game: str, data: bytes) -> Hashable:
        """Keep ``data``; returns what :meth:`token` answers until someone else writes."""

    def token(self, client: str, game: str) -> Hashable:
        """What identifies the text kept now (None: nothing is kept)."""

    def remove(self, client: str, game: str) -> None:
        """Forget the text kept, if any."""


class FileStore:
    """Files ``<root>/<client>/<game>.json``, written atomically (a temporary file, then
    ``os.replace``); folders and files readable by their owner only."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def path(self, client: str, game: str) -> Path:
        return self.root / safe_name(client) / f"{safe_name(game, 'game')}.json"

    def read(self, client: str, game: str) -> bytes | None:
        try:
            with open(self.path(client, game), "rb") as f:
                return f.read(MAX_RECORD_BYTES + 1)
        except (FileNotFoundError, NotADirectoryError):
            return None

    def write(self, client: str, game: str, data: bytes) -> Hashable:
        path = self.path(client, game)
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(temp, path)
        except BaseException:
            try:
                os.unlink(temp)
            except OSError:
                pass
            raise
        return self.token(client, game)

    def token(self, client: str, game: str) -> Hashable:
        try:
            st = os.stat(self.path(client, game))
        except OSError:
            return None
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    def remove(self, client: str, game: str) -> None:
        try:
            os.unlink(self.path(client, game))
        except OSError:
            pass

    def prune(self, days: float, now: float | None = None) -> int:
        """Remove the games not saved for ``days`` days (and temporary files left by a killed
        kernel), then the browsers' folders left empty; returns how many files went. Never
        raises: what cannot be removed stays."""
        cutoff = (time.time() if now is None else now) - days * 86400
        removed = 0
        try:
            folders = [f for f in self.root.iterdir() if f.is_dir() and not f.is_symlink()]
        except OSError:
            return 0
        for folder in folders:
            try:
                files = [f for f in folder.iterdir() if f.is_file() and not f.is_symlink()]
                for file in files:
                    if file.suffix in (".json", ".tmp") and file.stat().st_mtime < cutoff:
                        file.unlink()
                        removed += 1
                if not any(folder.iterdir()):
                    folder.rmdir()
            except OSError:
                continue
        return removed


class MemoryStore:
    """Texts kept in this process only (Pyodide)."""

    def __init__(self) -> None:
        self.kept: dict[tuple[str, str], tuple[int, bytes]] = {}
        self._count = 0

    def read(self, client: str, game: str) -> bytes | None:
        got = self.kept.get((client, game))
        return got[1] if got else None

    def write(self, client: str, game: str, data: bytes) -> Hashable:
        self._count += 1
        self.kept[(client, game)] = (self._count, bytes(data))
        return self._count

    def token(self, client: str, game: str) -> Hashable:
        got = self.kept.get((client, game))
        return got[0] if got else None

    def remove(self, client: str, game: str) -> None:
        self.kept.pop((client, game), None)


class NoStore:
    """Keeps nothing (plain Python: scripts and tests, where no page is reloaded)."""

    def read(self, client: str, game: str) -> bytes | None:
        return None

    def write(self, client: str, game: str, data: bytes) -> Hashable:
        return None

    def token(self, client: str, game: str) -> Hashable:
        return None

    def remove(self, client: str, game: str) -> None:
        return None
