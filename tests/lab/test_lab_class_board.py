"""The class board (kit.lab.class_board): variants round-trip with their tables, every refusal
leaves the file as it was and says why in both languages, a student touches only their own
submissions, the version moves on writes only, the file survives a restart and is migrated,
refused when newer, damaged or foreign; the teacher's key and the students' keys."""

from __future__ import annotations

import dataclasses
import hashlib
import os
import re
import sqlite3
import stat
import subprocess
import sys

import pytest
from conftest import make_row, make_table

from kit import giants
from kit.lab import class_board as cb
from kit.lab.class_board import (
    ENV_DB,
    ENV_TEACHERS,
    MIGRATIONS,
    SCHEMA,
    ClassBoard,
    ClassBoardError,
    Limits,
    Submission,
)
from kit.lab.ruleset import RuleSet

CJK = re.compile(r"[\u3400-\u9fff]")
ANN, BEN = "browser:" + "a" * 24, "hub:ben"


def giants_rules(name: str = "Tall ahus", points: int = 9) -> RuleSet:
    board = giants.default_board().to_dict()
    board["ahus"][0]["moai_points"] = points
    return RuleSet("giants", {"immediate_scoring": True}, board, name)


def rapanui_rules(name: str = "Two for a majority") -> RuleSet:
    return RuleSet("rapanui", {"majority_min_count": 2}, None, name)


def small_table(game: str = "rapanui", games: int = 3):
    return make_table([make_row(scores=[n, 10 - n]) for n in range(games)], game=game)


def state(board: ClassBoard) -> tuple:
    """Everything a refusal must leave as it was."""
    return board.version(), board.everything(), board.mine(ANN), board.mine(BEN)


def refused(board: ClassBoard, do, key: str) -> ClassBoardError:
    """``do()`` is refused with ``key`` ("lab.class." may be left out), in two languages, and
    nothing was written."""
    key = key if key.startswith("lab.") else f"lab.class.{key}"
    before = state(board)
    with pytest.raises(ClassBoardError) as caught:
        do()
    exc = caught.value
    en, zh = exc.message("en"), exc.message("zh-TW")
    assert exc.key == key, (exc.key, en)
    assert en and zh and en != zh and CJK.search(zh) and not CJK.search(en), (en, zh)
    assert "{" not in en + zh and not en.startswith("lab.class")
    assert state(board) == before
    return exc


@pytest.fixture
def board(tmp_path):
    return ClassBoard(tmp_path / "class" / "board.db")


def test_a_rapanui_and_a_giants_variant_come_back_with_their_tables(board):
    table = small_table("giants")
    a = board.submit(ANN, rapanui_rules(), author=" Ann ", note="Fewer cards\nfor a majority")
    g = board.submit(BEN, giants_rules(), author="Ben 本", note="", table=table)
    assert (a.game, a.name, a.author, a.note, a.table) == (
        "rapanui",
        "Two for a majority",
        "Ann",
        "Fewer cards\nfor a majority",
        "",
    )
    assert a.ruleset() == rapanui_rules() and a.lab_table() is None
    assert g.ruleset() == giants_rules() and g.ruleset().board["ahus"][0]["moai_points"] == 9
    assert g.lab_table() == table and g.created == g.updated > 0
    assert board.everything() == [a, g]  # oldest first, exactly what submit returned
    assert board.everything("giants") == [g] and board.everything("rapanui") == [a]
    assert board.mine(ANN) == [a] and board.mine(BEN, "giants") == [g]
    assert board.mine(BEN, "rapanui") == []
    light = board.everything(tables=False)  # the teacher's list without the tables' weight
    assert light == [a, dataclasses.replace(g, table="")]
    assert board.table_of(g.id) == table and board.table_of(a.id) is None
    assert board.table_of(999) is None


def test_no_student_key_is_ever_returned(board):
    s = board.submit(ANN, rapanui_rules(), author="Ann")
    shown = repr(board.everything()) + "".join(map(str, dataclasses.astuple(s)))
    assert ANN not in shown and "browser:" not in shown
    assert {f.name for f in dataclasses.fields(Submission)} == {
        "id",
        "game",
        "name",
        "author",
        "note",
        "rules",
        "table",
        "created",
        "updated",
    }


def test_text_is_stripped_of_control_characters(board):
    rules = rapanui_rules(" Big\x00 \u202eMoai\t\x07 ")
    s = board.submit(ANN, rules, author="A\x1bnn\n", note="one\r\ntwo\x00\n\n")
    assert (s.name, s.author, s.note) == ("Big Moai", "Ann", "one\ntwo")
    assert s.ruleset().name == "Big Moai"  # the stored rule set carries the name shown


@pytest.mark.parametrize(
    ("submit", "key"),
    [
        (lambda b: b.submit("", rapanui_rules(), author="Ann"), "lab.class.no_student"),
        (lambda b: b.submit(None, rapanui_rules(), author="Ann"), "lab.class.no_student"),
        (lambda b: b.submit(ANN, rapanui_rules(""), author="Ann"), "lab.class.no_name"),
        (lambda b: b.submit(ANN, rapanui_rules("\x00 \x01"), author="Ann"), "lab.class.no_name"),
        (lambda b: b.submit(ANN, rapanui_rules("n" * 61), author="Ann"), "lab.class.too_long"),
        (lambda b: b.submit(ANN, rapanui_rules(), author=" \t "), "lab.class.no_author"),
        (lambda b: b.submit(ANN, rapanui_rules(), author="a" * 61), "lab.class.too_long"),
        (lambda b: b.submit(ANN, rapanui_rules(), author=7), "lab.class.not_text"),
        (
            lambda b: b.submit(ANN, rapanui_rules(), author="Ann", note="n" * 501),
            "lab.class.too_long",
        ),
        (lambda b: b.submit(ANN, {"game": "rapanui"}, author="Ann"), "lab.class.not_rules"),
        (
            lambda b: b.submit(ANN, RuleSet("giants", {}, {"hexes": []}, "B"), author="Ann"),
            "lab.class.bad_rules",
        ),
        (
            lambda b: b.submit(ANN, RuleSet("rapanui", {}, {"hexes": []}, "B"), author="Ann"),
            "lab.class.bad_rules",
        ),
        (
            lambda b: b.submit(ANN, rapanui_rules(), author="Ann", table="rows"),
            "lab.class.not_table",
        ),
        (
            lambda b: b.submit(ANN, rapanui_rules(), author="Ann", table=small_table("giants")),
            "lab.class.table_game",
        ),
    ],
)
def test_a_bad_submission_is_refused_and_nothing_is_written(board, submit, key):
    board.submit(BEN, rapanui_rules("Already there"), author="Ben")
    refused(board, lambda: submit(board), key)


def test_the_byte_caps_refuse_big_rules_and_tables(tmp_path):
    board = ClassBoard(tmp_path / "b.db", Limits(rules_bytes=5_000, table_bytes=1_000))
    exc = refused(board, lambda: board.submit(ANN, giants_rules(), author="Ann"), "rules_too_big")
    assert "5 kB" in exc.message("en") and "5 kB" in exc.message("zh-TW")
    big = small_table("rapanui", games=20)
    refused(
        board,
        lambda: board.submit(ANN, rapanui_rules(), author="Ann", table=big),
        "lab.class.table_too_big",
    )
    assert board.submit(ANN, rapanui_rules(), author="Ann", table=small_table(games=1)).table


def test_the_caps_per_student_and_in_all(tmp_path):
    board = ClassBoard(tmp_path / "b.db", Limits(per_student=2, total=3))
    for n in range(2):
        board.submit(ANN, rapanui_rules(f"A{n}"), author="Ann")
    exc = refused(board, lambda: board.submit(ANN, rapanui_rules(), author="Ann"), "per_student")
    assert "2" in exc.message("en") and "2" in exc.message("zh-TW")
    board.submit(BEN, rapanui_rules("B0"), author="Ben")  # another student still may
    refused(board, lambda: board.submit("hub:cy", rapanui_rules(), author="Cy"), "lab.class.total")
    board.withdraw(ANN, board.mine(ANN)[0].id)  # a withdrawal makes room again
    assert board.submit("hub:cy", rapanui_rules("C0"), author="Cy").name == "C0"


def test_a_student_edits_and_withdraws_only_their_own(board):
    ann = board.submit(ANN, rapanui_rules("Ann's"), author="Ann")
    ben = board.submit(BEN, rapanui_rules("Ben's"), author="Ben")
    theirs = refused(board, lambda: board.edit(BEN, ann.id, author="Mallory"), "not_yours")
    unknown = refused(board, lambda: board.edit(BEN, 999, author="Mallory"), "not_yours")
    assert theirs.params == {"n": ann.id} and unknown.params == {"n": 999}
    assert theirs.message("en") == unknown.message("en").replace("999", str(ann.id))
    refused(board, lambda: board.withdraw(BEN, ann.id), "lab.class.not_yours")
    refused(board, lambda: board.edit(ANN, ann.id, ruleset=giants_rules()), "edit_game")
    refused(board, lambda: board.edit(ANN, ann.id, author=""), "lab.class.no_author")
    refused(board, lambda: board.edit(ANN, "1", note="x"), "lab.class.not_yours")
    assert board.mine(BEN) == [ben] and board.mine(ANN) == [ann]
    edited = board.edit(ANN, ann.id, author="Ann Lin", note="now with a note")
    assert (edited.id, edited.author, edited.note, edited.created) == (
        ann.id,
        "Ann Lin",
        "now with a note",
        ann.created,
    )
    assert edited.updated >= ann.updated and board.mine(ANN) == [edited]
    board.withdraw(ANN, ann.id)
    assert board.mine(ANN) == [] and board.everything() == [ben]
    refused(board, lambda: board.withdraw(ANN, ann.id), "lab.class.not_yours")


def test_new_rules_drop_the_old_table_unless_only_the_name_changed(board):
    table = small_table()
    s = board.submit(ANN, rapanui_rules("First"), author="Ann", table=table)
    renamed = board.edit(ANN, s.id, ruleset=rapanui_rules("Second"))
    assert renamed.name == "Second" and renamed.lab_table() == table
    other = RuleSet("rapanui", {"majority_min_count": 3}, None, "Third")
    changed = board.edit(ANN, s.id, ruleset=other)
    assert changed.ruleset() == other and changed.table == ""
    with_table = board.edit(ANN, s.id, ruleset=other, table=small_table(games=2))
    assert len(with_table.lab_table()) == 2
    refused(
        board,
        lambda: board.edit(ANN, s.id, table=small_table("giants")),
        "lab.class.table_game",
    )


def test_the_version_moves_on_every_write_and_only_then(board):
    seen = [board.version()]
    s = board.submit(ANN, rapanui_rules(), author="Ann")
    seen.append(board.version())
    board.mine(ANN), board.everything(), board.everything("giants"), board.version()
    assert board.version() == seen[-1]  # reads leave it
    assert board.edit(ANN, s.id) == s and board.version() == seen[-1]  # nothing to change
    board.edit(ANN, s.id, note="a note")
    seen.append(board.version())
    board.withdraw(ANN, s.id)
    seen.append(board.version())
    assert len(set(seen)) == 4, seen


def test_nothing_is_lost_on_a_restart_and_no_number_is_used_twice(tmp_path):
    path = tmp_path / "board.db"
    first = ClassBoard(path)
    a = first.submit(ANN, rapanui_rules(), author="Ann", table=small_table())
    b = first.submit(BEN, giants_rules(), author="Ben")
    first.withdraw(BEN, b.id)
    version = first.version()
    del first
    again = ClassBoard(path)
    assert again.everything() == [a] and again.version() == version
    assert again.everything()[0].lab_table() == small_table()
    c = again.submit(BEN, giants_rules(), author="Ben")
    assert c.id > b.id  # a withdrawn number never names another submission
    with sqlite3.connect(path) as con:
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA == 2


def version_1_file(path) -> None:
    """A class board written by the first schema, with one submission."""
    con = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        con.execute(statement)
    con.execute(
        "INSERT INTO submission (student, game, name, author, note, rules, tbl, created, updated)"
        " VALUES (?, 'rapanui', 'Old one', 'Ann', '', ?, '', 1.0, 2.0)",
        (ANN, rapanui_rules("Old one").to_json()),
    )
    con.execute("PRAGMA user_version = 1")
    con.commit()
    con.close()


def test_a_version_1_file_is_migrated_and_keeps_its_rows(tmp_path):
    path = tmp_path / "v1.db"
    version_1_file(path)
    board = ClassBoard(path)
    (old,) = board.everything()
    assert (old.name, old.author, old.created, old.updated) == ("Old one", "Ann", 1.0, 2.0)
    assert board.mine(ANN) == [old] and old.ruleset() == rapanui_rules("Old one")
    with sqlite3.connect(path) as con:
        assert con.execute("PRAGMA user_version").fetchone()[0] == 2
        indexes = {row[0] for row in con.execute("SELECT name FROM sqlite_master")}
        assert {"submission_student", "submission_game"} <= indexes
        plan = con.execute(
            "EXPLAIN QUERY PLAN SELECT id FROM submission WHERE student = ? ORDER BY id", (ANN,)
        ).fetchall()
        assert "submission_student" in str(plan)
    assert board.submit(ANN, rapanui_rules("New one"), author="Ann").id == old.id + 1


def refused_file(path, key: str) -> ClassBoardError:
    with pytest.raises(ClassBoardError) as caught:
        ClassBoard(path)
    exc = caught.value
    assert exc.key == key, exc.message("en")
    for lang in ("en", "zh-TW"):
        assert str(path) in exc.message(lang)
    assert CJK.search(exc.message("zh-TW")) and exc.message("en") != exc.message("zh-TW")
    return exc


def test_a_newer_damaged_foreign_or_incomplete_file_is_refused_naming_it(tmp_path):
    newer = tmp_path / "newer.db"
    ClassBoard(newer)
    with sqlite3.connect(newer) as con:
        con.execute("PRAGMA user_version = 7")
    exc = refused_file(newer, "lab.class.newer")
    assert "7" in exc.message("en") and "newer" in exc.message("en")
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(os.urandom(4096))
    refused_file(garbage, "lab.class.not_db")
    text = tmp_path / "notes.db"
    text.write_text("my class notes\n" * 100, encoding="utf-8")
    refused_file(text, "lab.class.not_db")
    assert text.read_text(encoding="utf-8") == "my class notes\n" * 100  # left as it was
    foreign = tmp_path / "foreign.db"
    with sqlite3.connect(foreign) as con:
        con.execute("CREATE TABLE grades (student TEXT, grade INTEGER)")
    assert "grades" in refused_file(foreign, "lab.class.foreign").message("zh-TW")
    with sqlite3.connect(foreign) as con:  # another program's file is left as it was
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        assert [row[0] for row in con.execute("SELECT name FROM sqlite_master")] == ["grades"]
    broken = tmp_path / "broken.db"
    ClassBoard(broken)
    with sqlite3.connect(broken) as con:
        con.execute("DROP TABLE meta")
    assert "meta" in refused_file(broken, "lab.class.missing_table").message("en")


def test_a_table_dropped_while_the_board_is_open_is_refused_at_use(tmp_path):
    board = ClassBoard(tmp_path / "b.db")
    with sqlite3.connect(board.path) as con:
        con.execute("DROP TABLE submission")
    with pytest.raises(ClassBoardError) as caught:
        board.everything()
    assert caught.value.key == "lab.class.missing_table"
    assert "submission" in caught.value.message("zh-TW")


def test_the_teacher_key_is_made_once_for_its_owner_only(tmp_path):
    db = tmp_path / "new" / "class.db"
    key = cb.ensure_teacher_key(db)
    path = cb.key_path(db)
    assert path == tmp_path / "new" / "class.db.teacher-key"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert re.fullmatch(r"[A-Za-z0-9_-]{16}", key) and cb.ensure_teacher_key(db) == key
    assert cb.is_teacher(db, key, env={}) and cb.is_teacher(db, f" {key}\n", env={})
    for wrong in ("", key[:-1], key + "x", "密碼"):
        assert not cb.is_teacher(db, wrong, env={})
    assert not cb.is_teacher(tmp_path / "none.db", key, env={})  # no key file: nobody
    path.chmod(0o644)
    assert cb.ensure_teacher_key(db) == key and stat.S_IMODE(path.stat().st_mode) == 0o600


def test_hub_teachers_need_no_key(tmp_path):
    db = tmp_path / "class.db"
    teachers = {ENV_TEACHERS: "mr_chen  ms_lee"}
    assert cb.is_teacher(db, "", env={**teachers, "JUPYTERHUB_USER": "ms_lee"})
    assert not cb.is_teacher(db, "", env={**teachers, "JUPYTERHUB_USER": "ms"})
    assert not cb.is_teacher(db, "", env={**teachers, "JUPYTERHUB_USER": "student7"})
    assert not cb.is_teacher(db, "", env={"JUPYTERHUB_USER": "ms_lee"})


def test_the_student_key_of_a_hub_user_or_a_browser():
    client = "0123456789abcdef0123456789ABCDEF"
    digest = hashlib.sha256(client.lower().encode()).hexdigest()[:24]
    assert cb.student_key({"MOAI_CLIENT": client}) == f"browser:{digest}"
    assert cb.student_key({"MOAI_CLIENT": client.lower()}) == f"browser:{digest}"
    assert client.lower() not in cb.student_key({"MOAI_CLIENT": client})
    assert cb.student_key({"JUPYTERHUB_USER": "ann", "MOAI_CLIENT": client}) == "hub:ann"
    for bad in ("", client[:-1], client + "0", "g" * 32, "none"):
        assert cb.student_key({"MOAI_CLIENT": bad}) is None
    assert cb.student_key({}) is None and cb.student_key({"JUPYTERHUB_USER": " "}) is None


def test_the_board_of_the_environment(tmp_path, monkeypatch):
    assert cb.board_path({}) is None and cb.board_path({ENV_DB: " "}) is None
    assert cb.open_board({ENV_DB: ""}) is None
    monkeypatch.setenv("HOME", str(tmp_path))
    assert cb.board_path({ENV_DB: "~/c/board.db"}) == tmp_path / "c" / "board.db"
    board = cb.open_board({ENV_DB: "~/c/board.db"})
    assert board.path == tmp_path / "c" / "board.db" and board.path.exists()


def test_main_prints_the_key_and_makes_the_folder(tmp_path, capsys):
    db = tmp_path / "made" / "class.db"
    assert cb.main(["key", str(db)]) == 0
    key = capsys.readouterr().out.strip()
    assert key == cb.key_path(db).read_text().strip() and db.exists()
    assert cb.main(["key", str(db)]) == 0 and capsys.readouterr().out.strip() == key
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"not a database" * 100)
    assert cb.main(["key", str(bad)]) == 1
    out, err = capsys.readouterr()
    assert out.strip() == cb.key_path(bad).read_text().strip() and str(bad) in err
    assert CJK.search(err)


def test_importing_the_board_does_not_import_sqlite():
    code = "import sys, kit.lab.class_board; print('sqlite3' in sys.modules)"
    found = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert found.stdout.strip() == "False"
