"""The class board's SQLite file (see :mod:`kit.lab.class_board`): its schema and migrations, a
connection per operation, and the file refused, naming it, when it cannot be a class board.

Many kernel processes share the file: it is in WAL mode (readers never wait for the writer), each
connection waits up to ``timeout`` seconds for a lock (``busy_timeout``), and every write runs in
``BEGIN IMMEDIATE``, so that one writer at a time reads and changes the file (a cap counted in
that transaction stays true until it commits). ``PRAGMA user_version`` is the schema's version;
:func:`open_file` applies :data:`MIGRATIONS` in order, in one transaction. ``sqlite3`` is imported
only when a file is opened (under Pyodide it is not loaded by default).

The teacher's key is kept beside the database, in ``<db>.teacher-key`` (readable by its owner
only): :func:`ensure_teacher_key` makes it, :func:`is_teacher` checks a key against it.
"""

from __future__ import annotations

import contextlib
import hmac
import os
import re
import secrets
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from kit.core import i18n
from kit.core.errors import _BilingualError
from kit.lab.class_board_messages import CATALOG

i18n.load(CATALOG)

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # version 1: the submissions and the board's version counter
        """CREATE TABLE submission (
            id INTEGER PRIMARY KEY AUTOINCREMENT, student TEXT NOT NULL, game TEXT NOT NULL,
            name TEXT NOT NULL, author TEXT NOT NULL, note TEXT NOT NULL DEFAULT '',
            rules TEXT NOT NULL, tbl TEXT NOT NULL DEFAULT '',
            created REAL NOT NULL, updated REAL NOT NULL)""",
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL)",
        "INSERT INTO meta (key, value) VALUES ('version', 0)",
    ),
    (  # version 2: a student's own list and the caps read an index, not the whole table
        "CREATE INDEX submission_student ON submission (student, game, id)",
        "CREATE INDEX submission_game ON submission (game, id)",
    ),
)
"""The statements that bring a file from version ``i`` to ``i + 1``. Ids are AUTOINCREMENT: a
withdrawn submission's number never names another one."""
SCHEMA = len(MIGRATIONS)
TABLES = ("submission", "meta")
ENV_TEACHERS = "MOAI_CLASS_TEACHERS"
"""Hub users who teach, separated by spaces."""
ENV_HUB_USER = "JUPYTERHUB_USER"
KEY_SUFFIX = ".teacher-key"


class ClassBoardError(_BilingualError, ValueError):
    """A submission, or a class board's file, refused; ``message(lang)`` says why."""


def refusal(exc: Exception, path: Path, timeout: float) -> ClassBoardError:
    """SQLite's error ``exc`` on the file ``path`` as a ClassBoardError that names the file."""
    text, where = str(exc), str(path)
    missing = re.match(r"no such table: (\w+)", text)
    if missing:
        return ClassBoardError("lab.class.missing_table", path=where, table=missing[1])
    if "not a database" in text or "malformed" in text:
        return ClassBoardError("lab.class.not_db", path=where)
    if "locked" in text or "busy" in text:
        return ClassBoardError("lab.class.busy", path=where, seconds=f"{timeout:g}")
    return ClassBoardError("lab.class.db_error", path=where, detail=text)


@contextlib.contextmanager
def connect(path: Path, timeout: float, write: bool = False) -> Iterator[Any]:
    """A connection to ``path`` for one operation, closed after it: in ``BEGIN IMMEDIATE`` if
    ``write`` (committed when the block ends, rolled back if it raises). SQLite's errors come out
    as ClassBoardErrors."""
    import sqlite3

    con = None
    try:
        con = sqlite3.connect(path, timeout=timeout, isolation_level=None)
        con.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        if not write:
            yield con
            return
        con.execute("BEGIN IMMEDIATE")
        try:
            yield con
        except BaseException:
            con.execute("ROLLBACK")
            raise
        con.execute("COMMIT")
    except sqlite3.Error as exc:
        raise refusal(exc, path, timeout) from None
    finally:
        if con is not None:
            con.close()


class _Unsettled(Exception):
    """The file holds this kit's tables and no schema version yet, as read by a connection that
    opened it while another kernel made it (the journal mode switched under it): look again."""


def open_file(path: Path, timeout: float) -> None:
    """Make ``path`` a class board of this kit's schema: WAL mode, migrations applied, tables
    checked. A newer file, another program's database, a file that is no SQLite database or
    lacks a table is refused (and left as it was). Many kernels may open a new file at once:
    one makes it, the others, finding it half seen, look again on a new connection."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return _open_file(path, timeout)
        except _Unsettled:
            if time.monotonic() > deadline:
                raise ClassBoardError(
                    "lab.class.foreign", path=str(path), tables=", ".join(TABLES)
                ) from None
            time.sleep(0.05)


def _open_file(path: Path, timeout: float) -> None:
    with connect(path, timeout) as con:
        version = _version(con, path)
        con.execute("PRAGMA journal_mode = WAL").fetchone()  # a new file: other kernels wait
        if version != SCHEMA:
            _migrate(con, path)
        found = {row[0] for row in con.execute("SELECT name FROM sqlite_master")}
    for table in TABLES:
        if table not in found:
            raise ClassBoardError("lab.class.missing_table", path=str(path), table=table)


def _version(con: Any, path: Path) -> int:
    """The file's schema version; refused if newer than this kit's or another program's."""
    version = con.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA:
        raise ClassBoardError("lab.class.newer", path=str(path), found=version, expected=SCHEMA)
    if version == 0:
        tables = con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
        others = sorted(row[0] for row in tables if not row[0].startswith("sqlite_"))
        if others and set(others) <= set(TABLES):  # ours, being made by another kernel
            raise _Unsettled
        if others:  # another program's database
            raise ClassBoardError("lab.class.foreign", path=str(path), tables=", ".join(others))
    return version


def _migrate(con: Any, path: Path) -> None:
    """Apply the migrations the file lacks, in one write transaction."""
    con.execute("BEGIN IMMEDIATE")
    try:
        version = _version(con, path)  # again: another kernel may have migrated it meanwhile
        for step in MIGRATIONS[version:]:
            for statement in step:
                con.execute(statement)
        con.execute(f"PRAGMA user_version = {SCHEMA}")
    except BaseException:
        con.execute("ROLLBACK")
        raise
    con.execute("COMMIT")


# -- the teacher key beside the database ---------------------------------------------------
def key_path(db: str | Path) -> Path:
    """The teacher key's file beside the database: ``<db>.teacher-key``."""
    db = Path(db).expanduser()
    return db.with_name(db.name + KEY_SUFFIX)


def ensure_teacher_key(db: str | Path) -> str:
    """The teacher key of the class board ``db``, made (readable by its owner only) if missing."""
    path = key_path(db)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        key = path.read_text(encoding="utf-8").strip()
        if path.stat().st_mode & 0o077:
            path.chmod(0o600)
        if key:
            return key
        fd = os.open(path, os.O_WRONLY | os.O_TRUNC, 0o600)  # an empty file: a new key
    key = secrets.token_urlsafe(12)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(key + "\n")
    return key


def is_teacher(db: str | Path, key: str, env: Mapping[str, str] = os.environ) -> bool:
    """Whether ``key`` is the class board's teacher key, or the page's hub user teaches."""
    user = (env.get(ENV_HUB_USER) or "").strip()
    if user and user in (env.get(ENV_TEACHERS) or "").split():
        return True
    try:
        stored = key_path(db).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return False
    given = key.strip() if isinstance(key, str) else ""
    return bool(stored and given) and hmac.compare_digest(given.encode(), stored.encode())
