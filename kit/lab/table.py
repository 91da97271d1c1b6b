"""The table of an experiment: one row per game, with CSV and JSON round trips.

A row is a plain dict (JSON-serializable) with these keys:

- ``seed`` (the game's seed), ``players``, ``bots`` (the bot spec sitting at each seat, in seat
  order), ``options`` (the rule options as a dict), ``first_player`` (the seat that moved first:
  always 0 in Rapa Nui, R0.8; in Giants the first player of round 1, drawn at random, R2.6);
- ``scores`` (final score per seat; the standing when the game was cut off), ``winners`` (the
  winning seats, several for a shared win, none for a timed-out game);
- ``decisions`` (actions taken), ``choices`` (decisions with two or more legal actions),
  ``legal_total`` (legal actions summed over the decisions: the branching factor's numerator);
- ``rounds`` (Giants: rounds played; Rapa Nui: turns divided by the player count, rounded up),
  ``timed_out`` (the step cap ended it, not the rules);
- ``leaders``: for each round, the seats leading on the score track as every player sees it at
  the round's end (Giants: points on the track; Rapa Nui: glory), the last entry being the
  winners (the final standing when cut off), for lead changes and decisiveness;
- ``facts``: per-game facts of the game (flat: names to whole numbers or short words).

A seat's *position* is its place in the turn order: ``(seat - first_player) mod players``.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from kit.games import keys as game_keys

ROW_KEYS = (
    "seed",
    "players",
    "bots",
    "options",
    "first_player",
    "scores",
    "winners",
    "decisions",
    "choices",
    "legal_total",
    "rounds",
    "timed_out",
    "leaders",
    "facts",
)
INT_KEYS = ("seed", "players", "first_player", "decisions", "choices", "legal_total", "rounds")


class TableError(ValueError):
    """A table file that cannot be read; the message says what is wrong and where."""


@dataclass
class Table:
    """The rows of one experiment (``game``: "rapanui" or "giants")."""

    game: str
    rows: list[dict[str, Any]] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return iter(self.rows)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Table) and (self.game, self.rows) == (other.game, other.rows)

    @property
    def players(self) -> int:
        """The player count of the table (ValueError if it is empty or mixes counts)."""
        counts = {row["players"] for row in self.rows}
        if len(counts) != 1:
            raise ValueError(
                "the table is empty" if not counts else "the table mixes player counts"
            )
        return counts.pop()

    def extend(self, rows: Iterable[dict[str, Any]]) -> None:
        """Add rows (checked) at the end."""
        for row in rows:
            self.rows.append(check_row(row))

    def sorted(self) -> Table:
        """The same rows ordered by seed."""
        return Table(self.game, sorted(self.rows, key=lambda r: r["seed"]))

    # -- files -------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The table as JSON text: ``{"game": ..., "rows": [...]}``."""
        return json.dumps({"game": self.game, "rows": self.rows}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Table:
        """Read a table written by :meth:`to_json` (TableError if it is not one)."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise TableError(f"not JSON: {exc}") from None
        if not isinstance(data, dict) or not isinstance(data.get("rows"), list):
            raise TableError('a table is an object with "game" and "rows"')
        if data.get("game") not in game_keys():
            raise TableError(f"unknown game {data.get('game')!r}")
        table = cls(data["game"])
        for n, row in enumerate(data["rows"], start=1):
            try:
                table.rows.append(check_row(row))
            except ValueError as exc:
                raise TableError(f"row {n}: {exc}") from None
        return table

    def to_csv(self) -> str:
        """The table as CSV text, one line per game (columns in :func:`csv_columns`)."""
        n = max((row["players"] for row in self.rows), default=0)
        facts = sorted({name for row in self.rows for name in row["facts"]})
        columns = csv_columns(n, facts)
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        for row in self.rows:
            writer.writerow(_csv_cells(self.game, row, n, facts))
        return out.getvalue()

    @classmethod
    def from_csv(cls, text: str) -> Table:
        """Read a table written by :meth:`to_csv` (TableError names the line and column)."""
        reader = csv.DictReader(io.StringIO(text))
        if not reader.fieldnames or "seed" not in reader.fieldnames:
            raise TableError("not a table of games: the first line must name the columns")
        missing = [c for c in ("game", *_FIXED) if c not in reader.fieldnames]
        if missing:
            raise TableError(f"missing columns: {', '.join(missing)}")
        table: Table | None = None
        for line, cells in enumerate(reader, start=2):
            try:
                game, row = _from_cells(cells)
            except (ValueError, KeyError, TypeError) as exc:
                raise TableError(f"line {line}: {exc}") from None
            if table is None:
                table = cls(game)
            elif game != table.game:
                raise TableError(f"line {line}: game {game!r} in a table of {table.game!r}")
            table.rows.append(row)
        if table is None:
            raise TableError("the table has no games")
        return table


_FIXED = (
    "seed",
    "players",
    "first_player",
    "bots",
    "winners",
    "decisions",
    "choices",
    "legal_total",
    "rounds",
    "timed_out",
    "leaders",
    "options",
)


def csv_columns(players: int, facts: list[str]) -> list[str]:
    """The CSV header: game, the fixed columns, ``score_0``.. and ``fact_<name>`` columns."""
    return ["game", *_FIXED, *(f"score_{s}" for s in range(players)), *(f"fact_{f}" for f in facts)]


def _csv_cells(game: str, row: dict[str, Any], n: int, facts: list[str]) -> list[Any]:
    scores = row["scores"] + [""] * (n - len(row["scores"]))
    return [
        game,
        row["seed"],
        row["players"],
        row["first_player"],
        " ".join(row["bots"]),
        " ".join(str(s) for s in row["winners"]),
        row["decisions"],
        row["choices"],
        row["legal_total"],
        row["rounds"],
        "true" if row["timed_out"] else "false",
        ";".join(" ".join(str(s) for s in lead) for lead in row["leaders"]),
        json.dumps(row["options"], sort_keys=True),
        *scores,
        *(row["facts"].get(f, "") for f in facts),
    ]


def _seats(text: str) -> list[int]:
    return [int(s) for s in text.split()]


def _from_cells(cells: dict[str, str]) -> tuple[str, dict[str, Any]]:
    game = cells["game"]
    if game not in game_keys():
        raise ValueError(f"unknown game {game!r}")
    players = int(cells["players"])
    if cells["timed_out"] not in ("true", "false"):
        raise ValueError(f"timed_out is true or false, not {cells['timed_out']!r}")
    facts: dict[str, Any] = {}
    for name, value in cells.items():
        if name and name.startswith("fact_") and value not in ("", None):
            facts[name[5:]] = int(value) if value.lstrip("-").isdigit() else value
    leaders = cells["leaders"]
    row = {
        "seed": int(cells["seed"]),
        "players": players,
        "bots": cells["bots"].split(),
        "options": json.loads(cells["options"]),
        "first_player": int(cells["first_player"]),
        "scores": [int(cells[f"score_{s}"]) for s in range(players)],
        "winners": _seats(cells["winners"]),
        "decisions": int(cells["decisions"]),
        "choices": int(cells["choices"]),
        "legal_total": int(cells["legal_total"]),
        "rounds": int(cells["rounds"]),
        "timed_out": cells["timed_out"] == "true",
        "leaders": [_seats(part) for part in leaders.split(";")] if leaders else [],
        "facts": facts,
    }
    return game, check_row(row)


def check_row(row: Any) -> dict[str, Any]:
    """Return ``row`` if it has every key with a value of the right shape, else ValueError."""
    if not isinstance(row, dict):
        raise ValueError("a row is an object")
    missing = [k for k in ROW_KEYS if k not in row]
    if missing:
        raise ValueError(f"missing {', '.join(missing)}")
    for key in INT_KEYS:
        if type(row[key]) is not int or row[key] < 0:
            raise ValueError(f"{key} must be a whole number >= 0, not {row[key]!r}")
    n = row["players"]
    if not 1 <= n <= 8:
        raise ValueError(f"players must be 1 to 8, not {n}")
    if not isinstance(row["bots"], list) or len(row["bots"]) != n:
        raise ValueError(f"bots must name one bot per seat ({n})")
    if not isinstance(row["scores"], list) or len(row["scores"]) != n:
        raise ValueError(f"scores must give one score per seat ({n})")
    if any(type(s) is not int for s in row["scores"]):
        raise ValueError("scores must be whole numbers")
    seats = range(n)
    if not isinstance(row["winners"], list) or any(w not in seats for w in row["winners"]):
        raise ValueError(f"winners must be seats 0 to {n - 1}")
    if not isinstance(row["leaders"], list) or any(
        not isinstance(lead, list) or any(s not in seats for s in lead) for lead in row["leaders"]
    ):
        raise ValueError(f"leaders must be lists of seats 0 to {n - 1}")
    if row["first_player"] >= n:
        raise ValueError(f"first_player must be a seat 0 to {n - 1}")
    if not isinstance(row["timed_out"], bool):
        raise ValueError("timed_out must be true or false")
    if not isinstance(row["options"], dict) or not isinstance(row["facts"], dict):
        raise ValueError("options and facts must be objects")
    if row["choices"] > row["decisions"]:
        raise ValueError("choices cannot exceed decisions")
    return row
