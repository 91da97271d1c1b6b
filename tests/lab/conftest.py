"""Hand-made rows and tables for the lab's measure and comparison tests."""

import pytest

from kit.lab.table import Table

DEFAULTS = {
    "seed": 0,
    "players": 2,
    "bots": ["greedy", "greedy"],
    "options": {},
    "first_player": 0,
    "scores": [10, 5],
    "winners": [0],
    "decisions": 10,
    "choices": 5,
    "legal_total": 30,
    "rounds": 4,
    "timed_out": False,
    "leaders": [[0]],
    "facts": {},
}


def make_row(**changes):
    """A valid row: :data:`DEFAULTS` with ``changes`` (lists copied, so rows never share them)."""
    row = {k: (list(v) if isinstance(v, list) else v) for k, v in DEFAULTS.items()}
    row["options"], row["facts"] = {}, {}
    row.update(changes)
    return row


def make_table(rows, game="rapanui"):
    """A table of ``rows``, each checked by ``Table.extend``; seeds numbered if left at 0."""
    table = Table(game)
    table.extend({**row, "seed": row["seed"] or n} for n, row in enumerate(rows, start=1))
    return table


@pytest.fixture
def row():
    return make_row


@pytest.fixture
def table():
    return make_table
