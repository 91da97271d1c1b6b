"""The class board: the variants students submit to their class, kept in one SQLite file.

In a design class each student changes a game's rules on the lab page and submits the variant
(:meth:`ClassBoard.submit`); the teacher's page lists every submission live
(:meth:`ClassBoard.everything`, polling :meth:`ClassBoard.version`) and runs a tournament. Each
page's kernel writes the file named by ``MOAI_CLASS_DB`` itself, many kernels at once (see
:mod:`kit.lab.class_board_db` for how they share it, the schema and the teacher's key). Every
input is checked before anything is written (:class:`ClassBoardError` says why, in English and
Chinese); text is stripped of control characters. A student is a key (:func:`student_key`: the
hub user, or a hash of the browser's secret id) that is never shown: a student sees, edits and
withdraws only their own submissions, and another student's id gets the same refusal as an
unknown one. ``python -m kit.lab.class_board key <db>`` prints the teacher's key.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import re
import sys
import time
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kit import games
from kit.core import i18n
from kit.core.errors import RecordError
from kit.core.records import both, detail_of, size_text
from kit.lab import class_board_db as db
from kit.lab.class_board_db import ENV_HUB_USER, ClassBoardError, connect, open_file
from kit.lab.ruleset import RuleSet
from kit.lab.table import Table

ENV_DB = "MOAI_CLASS_DB"
ENV_TEACHERS, MIGRATIONS, SCHEMA = db.ENV_TEACHERS, db.MIGRATIONS, db.SCHEMA
key_path, ensure_teacher_key, is_teacher = db.key_path, db.ensure_teacher_key, db.is_teacher
ENV_CLIENT = "MOAI_CLIENT"
CLIENT = re.compile(r"[0-9a-fA-F]{32}")
MAX_STUDENT_CHARS = 200

COLUMNS = "id, game, name, author, note, rules, tbl, created, updated"
# Control characters, surrogates and the bidirectional overrides that can disguise a name.
_HIDDEN = {"Cc", "Cs"}
_BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F}


@dataclass(frozen=True)
class Limits:
    """The caps of a class board (counts, characters, bytes of UTF-8 JSON)."""

    per_student: int = 10
    total: int = 600
    name_chars: int = 40  # a rule set's name is cut there (kit.core.records.cut)
    author_chars: int = 60
    note_chars: int = 500
    rules_bytes: int = 262_144
    table_bytes: int = 2_000_000


@dataclass(frozen=True)
class Submission:
    """A variant on the board (without the student's key, which is never shown)."""

    id: int
    game: str
    name: str
    author: str
    note: str
    rules: str = field(repr=False)
    """The rule-set file's text (:meth:`RuleSet.to_json`)."""
    table: str = field(repr=False)
    """The lab table it came with (:meth:`Table.to_json`), or ""."""
    created: float
    updated: float

    def ruleset(self) -> RuleSet:
        """The rule set (RecordError if the stored text was changed into a bad one)."""
        return RuleSet.from_json(self.rules)

    def lab_table(self) -> Table | None:
        """The table it came with, or None."""
        return Table.from_json(self.table) if self.table else None


def clean(text: str, *, lines: bool = False) -> str:
    """``text`` without control characters (a note keeps its line breaks), NFC, stripped;
    a name's runs of spaces are one space."""
    text = unicodedata.normalize("NFC", str(text).replace("\r\n", "\n"))
    kept = []
    for ch in text:
        if (lines and ch == "\n") or not (unicodedata.category(ch) in _HIDDEN or ord(ch) in _BIDI):
            kept.append(ch)
        elif ch in "\t\r\n\v\f":
            kept.append(" ")
    text = "".join(kept)
    if lines:
        return "\n".join(line.rstrip() for line in text.strip().split("\n"))
    return " ".join(text.split())


def _game_name(key: str) -> dict[str, str]:
    spec = games.spec(key)
    return {lang: spec.name(lang) for lang in i18n.LANGS}


def _text(value: Any, what: str, limit: int, *, required: bool, lines: bool = False) -> str:
    """A field's text, cleaned and checked."""
    if not isinstance(value, str):
        raise ClassBoardError("lab.class.not_text", field=both(f"lab.class.field.{what}"))
    text = clean(value, lines=lines)
    if required and not text:
        raise ClassBoardError(f"lab.class.no_{what}")
    if len(text) > limit:
        field_name = both(f"lab.class.field.{what}")
        raise ClassBoardError("lab.class.too_long", field=field_name, n=len(text), limit=limit)
    return text


def _bytes(text: str, limit: int, key: str) -> None:
    size = len(text.encode("utf-8"))
    if size > limit:
        raise ClassBoardError(key, size=size_text(size), limit=size_text(limit))


class ClassBoard:
    """The submissions of a class in the SQLite file ``path`` (created, with its folder, if
    missing; migrated to this kit's schema; refused if it cannot be a class board)."""

    def __init__(self, path: str | Path, limits: Limits = Limits(), timeout: float = 15.0) -> None:
        self.path = Path(path).expanduser()
        self.limits = limits
        self.timeout = timeout
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            detail = str(exc)
            raise ClassBoardError(
                "lab.class.db_error", path=str(self.path), detail=detail
            ) from None
        open_file(self.path, timeout)

    def _connect(self, write: bool = False) -> contextlib.AbstractContextManager[Any]:
        """A connection for one operation (see :func:`kit.lab.class_board_db.connect`)."""
        return connect(self.path, self.timeout, write)

    # -- checks --------------------------------------------------------------------------------
    @staticmethod
    def _student(student: Any) -> str:
        if not isinstance(student, str) or not student.strip() or len(student) > MAX_STUDENT_CHARS:
            raise ClassBoardError("lab.class.no_student")
        return student.strip()

    def _rules(self, ruleset: Any) -> tuple[RuleSet, str]:
        """The rule set named as it will be shown, and its file's text (checked as a file)."""
        if not isinstance(ruleset, RuleSet):
            raise ClassBoardError("lab.class.not_rules", kind=type(ruleset).__name__)
        name = _text(ruleset.name, "name", self.limits.name_chars, required=True)
        try:
            named = RuleSet(ruleset.game, ruleset.options, ruleset.board, name)
            text = named.to_json()
            _bytes(text, self.limits.rules_bytes, "lab.class.rules_too_big")
            RuleSet.from_json(text)  # the board and every option, as a file is checked
        except (RecordError, TypeError) as exc:
            raise ClassBoardError("lab.class.bad_rules", detail=detail_of(exc)) from None
        return named, text

    def _table(self, table: Any, game: str) -> str:
        """The table's text ("" for none or an empty table)."""
        if table is None:
            return ""
        if not isinstance(table, Table):
            raise ClassBoardError("lab.class.not_table", kind=type(table).__name__)
        if not len(table):
            return ""
        if table.game != game:
            raise ClassBoardError(
                "lab.class.table_game", table=_game_name(table.game), rules=_game_name(game)
            )
        try:
            text = table.to_json()
            _bytes(text, self.limits.table_bytes, "lab.class.table_too_big")
            Table.from_json(text)  # every row checked
        except (ValueError, TypeError) as exc:
            if isinstance(exc, ClassBoardError):
                raise
            raise ClassBoardError("lab.class.bad_table", detail=detail_of(exc)) from None
        return text

    # -- writes --------------------------------------------------------------------------------
    def submit(
        self,
        student: str,
        ruleset: RuleSet,
        *,
        author: str,
        note: str = "",
        table: Table | None = None,
    ) -> Submission:
        """Put ``ruleset`` (named: its name is the variant's) on the board for ``student``,
        with the table of the run it came with; refused, with nothing written, if anything is
        wrong or a cap is reached."""
        student = self._student(student)
        named, rules = self._rules(ruleset)
        author = _text(author, "author", self.limits.author_chars, required=True)
        note = _text(note, "note", self.limits.note_chars, required=False, lines=True)
        tbl = self._table(table, named.game)
        with self._connect(write=True) as con:
            mine = con.execute("SELECT COUNT(*) FROM submission WHERE student = ?", (student,))
            if mine.fetchone()[0] >= self.limits.per_student:
                raise ClassBoardError("lab.class.per_student", limit=self.limits.per_student)
            if con.execute("SELECT COUNT(*) FROM submission").fetchone()[0] >= self.limits.total:
                raise ClassBoardError("lab.class.total", limit=self.limits.total)
            now = time.time()
            row = (student, named.game, named.name, author, note, rules, tbl, now, now)
            cursor = con.execute(
                "INSERT INTO submission (student, game, name, author, note, rules, tbl,"
                " created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )
            _bump(con)
            return Submission(cursor.lastrowid, *row[1:])

    def edit(
        self,
        student: str,
        submission_id: int,
        *,
        ruleset: RuleSet | None = None,
        author: str | None = None,
        note: str | None = None,
        table: Table | None = None,
    ) -> Submission:
        """Change what is given of the student's own submission (its game stays). New rules
        drop the table it came with (it ran other rules) unless ``table`` is given, or only the
        name changed; nothing given: nothing written."""
        student = self._student(student)
        number = _number(submission_id)
        changes: dict[str, Any] = {}
        if ruleset is not None:
            named, changes["rules"] = self._rules(ruleset)
            changes["name"] = named.name
        if author is not None:
            changes["author"] = _text(author, "author", self.limits.author_chars, required=True)
        if note is not None:
            changes["note"] = _text(
                note, "note", self.limits.note_chars, required=False, lines=True
            )
        if table is not None:  # checked before the write lock is taken; its game below
            changes["tbl"] = self._table(table, getattr(table, "game", ""))
        with self._connect(write=bool(changes)) as con:
            old = _own(con, student, number)
            game = old.game
            if ruleset is not None and ruleset.game != game:
                raise ClassBoardError(
                    "lab.class.edit_game",
                    n=number,
                    was=_game_name(game),
                    now=_game_name(ruleset.game),
                )
            if table is not None and changes["tbl"] and table.game != game:
                self._table(table, game)  # refused: a table of another game
            elif table is None and ruleset is not None and _differ(old.rules, changes["rules"]):
                changes["tbl"] = ""
            if not changes:
                return old
            changes["updated"] = time.time()
            assignments = ", ".join(f"{column} = ?" for column in changes)
            con.execute(
                f"UPDATE submission SET {assignments} WHERE id = ? AND student = ?",
                (*changes.values(), number, student),
            )
            _bump(con)
            return _own(con, student, number)

    def withdraw(self, student: str, submission_id: int) -> None:
        """Take the student's own submission off the board."""
        student = self._student(student)
        number = _number(submission_id)
        with self._connect(write=True) as con:
            found = con.execute(
                "DELETE FROM submission WHERE id = ? AND student = ?", (number, student)
            )
            if found.rowcount != 1:
                raise ClassBoardError("lab.class.not_yours", n=number)
            _bump(con)

    # -- reads ---------------------------------------------------------------------------------
    def mine(self, student: str, game: str | None = None) -> list[Submission]:
        """The student's own submissions (of ``game`` if given), oldest first."""
        student = self._student(student)
        where, params = "student = ?", [student]
        if game is not None:
            where, params = where + " AND game = ?", [student, game]
        return self._select(where, params)

    def everything(self, game: str | None = None, *, tables: bool = True) -> list[Submission]:
        """Every submission (of ``game`` if given), oldest first: the teacher's list. Without
        ``tables`` each ``table`` is left "" (a class's tables can be large; :meth:`table_of`)."""
        where, params = ("game = ?", [game]) if game is not None else ("1", [])
        return self._select(where, params, tables)

    def table_of(self, submission_id: int) -> Table | None:
        """The table submission ``submission_id`` came with (None if none or no such one)."""
        with self._connect() as con:
            row = con.execute("SELECT tbl FROM submission WHERE id = ?", (submission_id,))
            found = row.fetchone()
        return Table.from_json(found[0]) if found and found[0] else None

    def version(self) -> int:
        """A number that changes whenever a submission is added, edited or withdrawn."""
        with self._connect() as con:
            return int(con.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()[0])

    def _select(self, where: str, params: Sequence[Any], tables: bool = True) -> list[Submission]:
        columns = COLUMNS if tables else COLUMNS.replace("tbl", "''")
        with self._connect() as con:
            query = f"SELECT {columns} FROM submission WHERE {where} ORDER BY id"
            return [Submission(*row) for row in con.execute(query, params)]


def _bump(con: Any) -> None:
    con.execute("UPDATE meta SET value = value + 1 WHERE key = 'version'")


def _number(submission_id: Any) -> int:
    if isinstance(submission_id, bool) or not isinstance(submission_id, int):
        raise ClassBoardError("lab.class.not_yours", n=str(submission_id)[:20])
    return submission_id


def _own(con: Any, student: str, number: int) -> Submission:
    """The student's submission ``number``; another's or an unknown one: the same refusal."""
    row = con.execute(
        f"SELECT {COLUMNS} FROM submission WHERE id = ? AND student = ?", (number, student)
    ).fetchone()
    if row is None:
        raise ClassBoardError("lab.class.not_yours", n=number)
    return Submission(*row)


def _differ(old_rules: str, new_rules: str) -> bool:
    """Whether two rule-set files hold other rules (not only another name)."""
    old, new = RuleSet.from_json(old_rules), RuleSet.from_json(new_rules)
    return (old.options, old.board) != (new.options, new.board)


# -- the environment -------------------------------------------------------------------------------
def student_key(env: Mapping[str, str] = os.environ) -> str | None:
    """Whose page this is: ``"hub:<user>"`` on JupyterHub, else ``"browser:"`` and a hash of the
    browser's secret id (``MOAI_CLIENT``, 32 hex digits; never stored itself), else None."""
    user = (env.get(ENV_HUB_USER) or "").strip()
    if user:
        return f"hub:{user}"
    client = (env.get(ENV_CLIENT) or "").strip()
    if CLIENT.fullmatch(client):
        return "browser:" + hashlib.sha256(client.lower().encode("ascii")).hexdigest()[:24]
    return None


def board_path(env: Mapping[str, str] = os.environ) -> Path | None:
    """The class board's file (``MOAI_CLASS_DB``), or None when there is none."""
    value = (env.get(ENV_DB) or "").strip()
    return Path(value).expanduser() if value else None


def open_board(env: Mapping[str, str] = os.environ) -> ClassBoard | None:
    """The class board of the environment, or None; ClassBoardError if its file is refused."""
    path = board_path(env)
    return ClassBoard(path) if path is not None else None


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m kit.lab.class_board key <db>``: print the teacher key (made if needed, with
    the folder) after checking the database can be a class board (1 if it is refused)."""
    parser = argparse.ArgumentParser(prog="python -m kit.lab.class_board")
    commands = parser.add_subparsers(dest="command", required=True)
    key = commands.add_parser("key", help="print the teacher key of a class board")
    key.add_argument("db", help="the class board's SQLite file (MOAI_CLASS_DB)")
    args = parser.parse_args(argv)
    print(ensure_teacher_key(args.db))
    try:
        ClassBoard(args.db)
    except ClassBoardError as exc:
        print(exc.message("en"), exc.message("zh-TW"), sep="\n", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
