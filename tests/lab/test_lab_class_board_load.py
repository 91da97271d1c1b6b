"""A class at once on one class board (kit.lab.class_board): 30 student processes, each with its
own browser id, open a new board file together, submit a rule set with a small table at the same
instant, read back their own list, then all edit at once. Nothing is lost or doubled, each sees
only its own, and the board's version counts every write exactly once."""

from __future__ import annotations

import multiprocessing
import queue
import time

from conftest import make_row

from kit import giants
from kit.lab.class_board import ENV_DB, open_board, student_key
from kit.lab.ruleset import RuleSet
from kit.lab.table import Table

STUDENTS = 30
WAIT = 60.0
"""Seconds a process waits at a barrier before the test fails (a hang is a failure)."""


def variant(n: int) -> tuple[RuleSet, Table]:
    """Student ``n``'s rule set (Rapa Nui, or Giants with a board) and a small table of it."""
    if n % 2:
        board = giants.default_board().to_dict()
        board["ahus"][0]["moai_points"] = 1 + n % 9
        rules = RuleSet("giants", {"immediate_scoring": True}, board, f"Variant {n}")
    else:
        rules = RuleSet("rapanui", {"majority_min_count": 1 + n % 3}, None, f"Variant {n}")
    table = Table(rules.game)
    rows = (
        make_row(seed=seed, options=dict(rules.options), scores=[n, seed]) for seed in (1, 2, 3)
    )
    table.extend({**row, "winners": [0 if n >= row["seed"] else 1]} for row in rows)
    return rules, table


def student(n: int, path: str, barrier, results) -> None:
    """One page's kernel: its own ``MOAI_CLIENT``, the class's ``MOAI_CLASS_DB``."""
    try:
        env = {"MOAI_CLIENT": f"{n + 1:032x}", ENV_DB: path}
        key = student_key(env)
        rules, table = variant(n)
        barrier.wait(WAIT)  # every kernel opens the (new) file at once
        board = open_board(env)
        barrier.wait(WAIT)
        start = time.perf_counter()
        sent = board.submit(key, rules, author=f"Student {n}", note=f"note {n}", table=table)
        submitted = time.perf_counter() - start
        barrier.wait(WAIT)
        mine = board.mine(key)
        barrier.wait(WAIT)
        start = time.perf_counter()
        board.edit(key, sent.id, author=f"Student {n} (edited)", note=f"edited {n}")
        edited = time.perf_counter() - start
        barrier.wait(WAIT)
        results.put((n, key, sent, mine, board.mine(key), submitted, edited))
    except BaseException as exc:  # the parent reports it
        barrier.abort()
        results.put((n, repr(exc)))


def test_thirty_students_submit_and_edit_at_the_same_instant(tmp_path):
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    path = str(tmp_path / "class" / "board.db")  # not there yet: the students make it
    barrier, results = context.Barrier(STUDENTS), context.Queue()
    began = time.perf_counter()
    processes = [
        context.Process(target=student, args=(n, path, barrier, results)) for n in range(STUDENTS)
    ]
    for process in processes:
        process.start()
    found, failed = {}, {}
    try:
        for _ in range(STUDENTS):
            item = results.get(timeout=WAIT * 2)
            (found if len(item) > 2 else failed)[item[0]] = item[1:]
    except queue.Empty:
        raise AssertionError(f"only {len(found)} of {STUDENTS} students answered") from None
    finally:
        for process in processes:
            process.join(timeout=WAIT)
            if process.is_alive():
                process.kill()
    took = time.perf_counter() - began
    causes = {n: why for n, (why,) in failed.items() if "BrokenBarrierError" not in why}
    assert not failed, f"students failed: {causes or failed}"

    board = open_board({ENV_DB: path})
    everything = board.everything()
    assert len(everything) == STUDENTS and len({s.id for s in everything}) == STUDENTS
    assert sorted(s.name for s in everything) == sorted(f"Variant {n}" for n in range(STUDENTS))
    assert len({key for key, *_ in found.values()}) == STUDENTS
    for n, (key, sent, mine, after, _, _) in found.items():
        assert key == student_key({"MOAI_CLIENT": f"{n + 1:032x}"})
        rules, table = variant(n)
        assert mine == [sent], n  # only its own, and exactly what was sent
        assert sent.ruleset() == rules and sent.lab_table() == table
        (edited,) = after
        assert (edited.id, edited.author, edited.note) == (
            sent.id,
            f"Student {n} (edited)",
            f"edited {n}",
        )
        assert edited.lab_table() == table  # an edit of words keeps the table
    assert board.version() == 2 * STUDENTS  # every submit and every edit counted once
    submits = sorted(item[4] for item in found.values())
    edits = sorted(item[5] for item in found.values())
    print(
        f"\n{STUDENTS} students: {took:.2f} s in all (processes, open, submit, read, edit);"
        f" submit median {submits[STUDENTS // 2] * 1000:.0f} ms, slowest"
        f" {submits[-1] * 1000:.0f} ms; edit median {edits[STUDENTS // 2] * 1000:.0f} ms,"
        f" slowest {edits[-1] * 1000:.0f} ms"
    )
    assert took < 20
