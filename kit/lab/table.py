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
- ``facts``: per-game facts of the game (flat: names to whole numbers or short words);
- optional, when the game has them: ``flows`` (what each seat gained and spent each round) and
  ``sources`` (each seat's final points by source), see :mod:`kit.lab.flows`.

A seat's *position* is its place in the turn order: ``(seat - first_player) mod players``.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from kit.games import keys as game_keys
from kit.lab.flows import CAUSE_KEYS, check_causes, from_cells, to_cell

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
        """Read a table written by :meth:`to_json` (TableError if it is not one, or has no
        games; a row that does not check names its number, counting from 1)."""
        try:
            data = json.loads(text)
        except RecursionError:
            raise TableError("not JSON: nested too deeply") from None
        except ValueError as exc:
            raise TableError(f"not JSON: {exc}") from None
        if not isinstance(data, dict) or not isinstance(data.get("rows"), list):
            raise TableError('a table is an object with "game" and "rows"')
        game = data.get("game")
        if not isinstance(game, str) or game not in game_keys():
            raise TableError(f"unknown game {game!r}")
        if not data["rows"]:
            raise TableError("the table has no games")
        table = cls(game)
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
        causes = [k for k in CAUSE_KEYS if any(k in row for row in self.rows)]
        columns = csv_columns(n, facts) + causes
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        for row in self.rows:
            writer.writerow(
                _csv_cells(self.game, row, n, facts) + [to_cell(row.get(k)) for k in causes]
            )
        return out.getvalue()

    @classmethod
    def from_csv(cls, text: str) -> Table:
        """Read a table written by :meth:`to_csv`; TableError names the line and what is wrong.

        Refused: text that is not CSV (a cell longer than ``csv.field_size_limit()``, a quoted
        cell the file ends inside, a stray quote); a header without the fixed columns, or naming
        a column twice; a row with more or fewer cells than the header has columns (the last
        row of a file cut off); a game with more seats than ``score_<seat>`` columns, or a
        score for a seat it does not have; a row that does not check (:func:`check_row`); rows
        of two different games; a table with no games. Other columns (a note added in a
        spreadsheet) are ignored."""
        records = _csv_records(text.removeprefix("\ufeff"))  # a spreadsheet's byte order mark
        if not records or "seed" not in records[0][1]:
            raise TableError("not a table of games: the first line must name the columns")
        first, header = records[0]
        named = [name for name in header if name]
        twice = sorted({name for name in named if named.count(name) > 1})
        if twice:
            raise TableError(f"line {first}: columns named twice: {', '.join(twice)}")
        missing = [c for c in ("game", *_FIXED) if c not in header]
        if missing:
            raise TableError(f"line {first}: missing columns: {', '.join(missing)}")
        seats = 0
        while f"score_{seats}" in header:
            seats += 1
        extra = [n for n in named if _SCORE.fullmatch(n) and int(n[6:]) >= seats]
        if extra:
            raise TableError(f"line {first}: missing column score_{seats} (there is {extra[0]})")
        table: Table | None = None
        for index, (line, cells) in enumerate(records[1:], start=2):
            if len(cells) != len(header):
                cut = index == len(records) and len(cells) < len(header)
                raise TableError(
                    f"line {line}: {len(cells)} cells where the header has {len(header)} columns"
                    + (": the file seems cut off in this row" if cut else "")
                )
            try:
                game, row = _from_cells(dict(zip(header, cells, strict=True)), seats)
            except RecursionError:
                raise TableError(f"line {line}: a cell is nested too deeply") from None
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


_SCORE = re.compile(r"score_(0|[1-9][0-9]*)")
_WHOLE = re.compile(r"-?[0-9]+")


def _csv_records(text: str) -> list[tuple[int, list[str]]]:
    """The records of CSV ``text``, each with the line it starts on; blank lines skipped."""
    reader = csv.reader(io.StringIO(text), strict=True)
    records: list[tuple[int, list[str]]] = []
    line = 1
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            return records
        except csv.Error as exc:
            raise TableError(f"line {line}: {_csv_problem(exc)}") from None
        if cells:
            records.append((line, cells))
        line = reader.line_num + 1


def _csv_problem(exc: csv.Error) -> str:
    text = str(exc)
    if "field limit" in text:
        return f"a cell is longer than {csv.field_size_limit():,} characters"
    if "unexpected end of data" in text:
        return "the file ends inside a quoted cell: it seems cut off"
    if "NUL" in text:
        return "a NUL character: this is not a text table"
    return f"not CSV: {text}"


def _whole(cells: dict[str, str], column: str) -> int:
    text = cells[column]
    if not _WHOLE.fullmatch(text) or len(text) > 20:
        raise ValueError(f"{column} must be a whole number, not {text[:40]!r}")
    return int(text)


def _seats(text: str, column: str) -> list[int]:
    if not all(_WHOLE.fullmatch(s) and len(s) < 4 for s in text.split()):
        raise ValueError(f"{column} must be seat numbers, not {text[:40]!r}")
    return [int(s) for s in text.split()]


def _options(text: str) -> Any:
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("options is nested too deeply") from None
    except ValueError:
        raise ValueError(f"options must be a JSON object, not {text[:40]!r}") from None


def _from_cells(cells: dict[str, str], seats: int) -> tuple[str, dict[str, Any]]:
    """The game and the row of one CSV line (``seats``: the ``score_<seat>`` columns)."""
    game = cells["game"]
    if game not in game_keys():
        raise ValueError(f"unknown game {game!r}")
    players = _whole(cells, "players")
    if not 1 <= players <= 8:
        raise ValueError(f"players must be 1 to 8, not {players}")
    if players > seats:
        raise ValueError(f"a game of {players} players, but the header has no column score_{seats}")
    given = [s for s in range(players, seats) if cells[f"score_{s}"]]
    if given:
        raise ValueError(f"score_{given[0]} is given for a game of {players} players")
    if cells["timed_out"] not in ("true", "false"):
        raise ValueError(f"timed_out is true or false, not {cells['timed_out']!r}")
    facts: dict[str, Any] = {}
    for name, value in cells.items():
        if name.startswith("fact_") and value != "":
            facts[name[5:]] = _whole(cells, name) if _WHOLE.fullmatch(value) else value
    leaders = cells["leaders"]
    row = {
        "seed": _whole(cells, "seed"),
        "players": players,
        "bots": cells["bots"].split(),
        "options": _options(cells["options"]),
        "first_player": _whole(cells, "first_player"),
        "scores": [_whole(cells, f"score_{s}") for s in range(players)],
        "winners": _seats(cells["winners"], "winners"),
        "decisions": _whole(cells, "decisions"),
        "choices": _whole(cells, "choices"),
        "legal_total": _whole(cells, "legal_total"),
        "rounds": _whole(cells, "rounds"),
        "timed_out": cells["timed_out"] == "true",
        "leaders": [_seats(part, "leaders") for part in leaders.split(";")] if leaders else [],
        "facts": facts,
        **from_cells(cells),
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
    bots = row["bots"]
    if not isinstance(bots, list) or len(bots) != n:
        raise ValueError(f"bots must name one bot per seat ({n})")
    if any(not isinstance(b, str) or not b or len(b.split()) != 1 for b in bots):
        raise ValueError("bots must be bot specs (words without spaces)")
    if not isinstance(row["scores"], list) or len(row["scores"]) != n:
        raise ValueError(f"scores must give one score per seat ({n})")
    if any(type(s) is not int for s in row["scores"]):
        raise ValueError("scores must be whole numbers")
    if not _seat_list(row["winners"], n):
        raise ValueError(f"winners must be seats 0 to {n - 1}")
    if not isinstance(row["leaders"], list) or not all(
        _seat_list(lead, n) for lead in row["leaders"]
    ):
        raise ValueError(f"leaders must be lists of seats 0 to {n - 1}")
    if row["first_player"] >= n:
        raise ValueError(f"first_player must be a seat 0 to {n - 1}")
    if not isinstance(row["timed_out"], bool):
        raise ValueError("timed_out must be true or false")
    if not _flat(row["options"], (str, int, float, bool)):
        raise ValueError("options must be an object of option names to plain values")
    if not _flat(row["facts"], (str, int)):
        raise ValueError("facts must be an object of names to whole numbers or words")
    if row["choices"] > row["decisions"]:
        raise ValueError("choices cannot exceed decisions")
    check_causes(row)
    return row


def _seat_list(value: Any, players: int) -> bool:
    return isinstance(value, list) and all(type(s) is int and 0 <= s < players for s in value)


def _flat(value: Any, kinds: tuple[type, ...]) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, kinds) for k, v in value.items()
    )
