"""An island a teacher or a student edits: paint hexes, add and remove land on the coast, place
Ahu and set their points, undo, and see at every moment whether the island can be played.

:class:`Island` holds the land hexes and the Ahu by their place on the hex grid. A change is an
:meth:`Island.apply` of a tool (:data:`TOOLS`) to a target (a land hex's id, an Ahu's id, or a sea
cell next to the island written ``"q,r"``); a change that cannot be made raises
:class:`kit.core.errors.BoardError` with its reason in both languages and changes nothing.
:meth:`Island.checks` says what a playable island needs (R1.1, R1.3): one piece of land, each
special space exactly once, every Ahu reachable from the Moai quarry, the forests matching the
forest tiles of the rules, and whatever :func:`kit.giants.board.board_from_dict` refuses (its own
reason). :meth:`Island.to_data` is the board file the kit reads.

A forest's log count is the forest tile it carries in the file; the game still deals the forest
tiles at random onto the forest hexes (R2.1), so the counts say which tiles the island has.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from kit.core import i18n
from kit.core.errors import BoardError
from kit.giants import island_messages
from kit.giants.board import (
    Board,
    board_from_dict,
    default_board,
    load_board,
    read_board,
)
from kit.giants.island_checks import Check, both, checks, neighbours

i18n.load(island_messages.CATALOG)

KIND_TOOLS = ("plain", "forest", "quarry_moai", "quarry_hat", "village", "sorcerer_hut")
TOOLS = (*KIND_TOOLS, "sea", "coast", "ahu", "ahu_remove")
"""Paint a land hex (its kind; a forest with its log count), ``sea`` (remove a land hex or an
Ahu), ``coast`` (add a plain hex on a sea cell next to the island), ``ahu`` (place an Ahu on a
sea cell next to the island, or set an Ahu's points) and ``ahu_remove``."""

DEFAULT_FORESTS = (3, 3, 3, 4, 4, 5, 5)
"""R1.3: the 7 forest tiles (3+3+3+4+4+5+5 = 27 logs, R1.4)."""

MAX_NUMBER = 20
"""The largest log count or Ahu value the editor takes."""

Cell = tuple[int, int]


def rule_forests(options: Any = None) -> tuple[int, ...]:
    """The forest tiles of the rules (R1.3): the options' ``forests`` parameter (text such as
    ``"3,3,3,4,4,5,5"``, or numbers) when the options have it, else :data:`DEFAULT_FORESTS`."""
    if options is None:
        from kit.giants.options import Options

        options = Options()
    value = getattr(options, "forests", None)
    if isinstance(value, str):
        parts = [p for p in re.split(r"[,\s]+", value.strip()) if p]
        if parts and all(p.isdigit() for p in parts):
            return tuple(int(p) for p in parts)
    elif isinstance(value, list | tuple) and all(isinstance(v, int) for v in value):
        return tuple(value)
    return DEFAULT_FORESTS


@dataclass(frozen=True)
class Land:
    """One land hex: its id, kind, log count (forests only) and name (special spaces)."""

    id: str
    kind: str
    logs: int | None = None
    name: str | None = None


@dataclass(frozen=True)
class AhuSite:
    """One Ahu on a sea cell: its id, name and points (moai, headdress; R1.1)."""

    id: str
    name: str
    moai: int
    hat: int


class Island:
    """An editable island, started from ``board`` (a :class:`Board`, board data or None for the
    default island); ``tiles`` are the forest tiles of the rules (default :func:`rule_forests`)."""

    def __init__(self, board: Board | Mapping[str, Any] | None = None, tiles: Any = None) -> None:
        board = default_board() if board is None else load_board(board)
        self.name = board.name
        self.tiles = tuple(tiles) if tiles is not None else rule_forests()
        values = dict(zip(board.forests, board.forest_tile_values, strict=True))
        self.land: dict[Cell, Land] = {
            (s.q, s.r): Land(s.id, s.kind, values.get(s.id), s.name) for s in board.spaces
        }
        self.ahus: dict[Cell, AhuSite] = {
            (a.anchor_q, a.anchor_r): AhuSite(a.id, a.name, a.moai_points, a.hat_points)
            for a in board.ahu_list
        }
        self.history: list[tuple[dict[Cell, Land], dict[Cell, AhuSite]]] = []

    @classmethod
    def from_file(cls, content: bytes | str, tiles: Any = None) -> Island:
        """The island of a board file's content (checked by :func:`kit.giants.board.read_board`)."""
        return cls(read_board(content), tiles)

    # -- where things are -----------------------------------------------------------------------
    def sea_cells(self) -> list[Cell]:
        """The sea cells next to the island with no Ahu: where land or an Ahu may be added."""
        seen: dict[Cell, None] = {}
        for cell in self.land:
            for n in neighbours(cell):
                if n not in self.land and n not in self.ahus:
                    seen.setdefault(n)
        return sorted(seen, key=lambda c: (c[1], c[0]))

    def targets(self) -> list[str]:
        """Every target a tool may be applied to: land hexes, Ahu, then sea cells."""
        return [
            *(h.id for h in self.land.values()),
            *(a.id for a in self.ahus.values()),
            *(f"{q},{r}" for q, r in self.sea_cells()),
        ]

    def locate(self, target: str) -> tuple[str, Cell]:
        """``("land" | "ahu" | "sea", cell)`` of a target; BoardError if there is none."""
        for cell, land in self.land.items():
            if land.id == target:
                return "land", cell
        for cell, ahu in self.ahus.items():
            if ahu.id == target:
                return "ahu", cell
        found = re.fullmatch(r"\s*\(?\s*(-?\d{1,4})\s*,\s*(-?\d{1,4})\s*\)?\s*", str(target))
        if found:
            cell = (int(found[1]), int(found[2]))
            kind = "land" if cell in self.land else "ahu" if cell in self.ahus else "sea"
            return kind, cell
        raise BoardError("giants.island.no_target", target=str(target)[:40])

    def label(self, cell: Cell) -> str:
        """A cell's name on the page: a land hex's or Ahu's id, else ``"q,r"``."""
        if cell in self.land:
            return self.land[cell].id
        if cell in self.ahus:
            return self.ahus[cell].id
        return f"{cell[0]},{cell[1]}"

    # -- changes ----------------------------------------------------------------------------------
    def apply(
        self, tool: str, target: str, logs: int = 3, moai: int = 5, hat: int = 2
    ) -> tuple[str, dict[str, Any]]:
        """Apply ``tool`` to ``target`` (``logs`` for a forest, ``moai`` and ``hat`` for an Ahu):
        the message key and parameters of what was done. BoardError: nothing changed, and why."""
        if tool not in TOOLS:
            raise BoardError("giants.island.no_tool", tool=str(tool)[:40])
        where, cell = self.locate(target)
        name = self.label(cell)
        before = (dict(self.land), dict(self.ahus))
        if tool in KIND_TOOLS:
            done = self._paint(
                tool, where, cell, name, _number(logs, 1) if tool == "forest" else None
            )
        elif tool == "sea":
            done = self._sink(where, cell, name)
        elif tool == "coast":
            done = self._raise(where, cell, name)
        elif tool == "ahu":
            done = self._ahu(where, cell, name, _number(moai, 0), _number(hat, 0))
        else:
            if where != "ahu":
                raise BoardError("giants.island.not_ahu", target=name)
            del self.ahus[cell]
            done = ("giants.island.did.ahu_removed", {"ahu": name})
        self.history.append(before)
        return done

    def _paint(
        self, kind: str, where: str, cell: Cell, name: str, logs: int | None
    ) -> tuple[str, dict[str, Any]]:
        if where != "land":
            raise BoardError("giants.island.not_land", target=name)
        old = self.land[cell]
        if old.kind == kind and old.logs == logs:
            raise BoardError("giants.island.same", hex=name, kind=both(f"giants.name.{kind}"))
        keep = old.name if old.kind == kind else None
        self.land[cell] = Land(old.id, kind, logs, keep)
        if kind == "forest":
            return "giants.island.did.forest", {"hex": name, "logs": logs}
        return "giants.island.did.kind", {"hex": name, "kind": both(f"giants.name.{kind}")}

    def _sink(self, where: str, cell: Cell, name: str) -> tuple[str, dict[str, Any]]:
        if where == "ahu":
            del self.ahus[cell]
            return "giants.island.did.ahu_removed", {"ahu": name}
        if where == "sea":
            raise BoardError("giants.island.already_sea", target=name)
        if len(self.land) == 1:
            raise BoardError("giants.island.last_hex", hex=name)
        del self.land[cell]
        return "giants.island.did.sunk", {"hex": name}

    def _raise(self, where: str, cell: Cell, name: str) -> tuple[str, dict[str, Any]]:
        if where == "land":
            raise BoardError("giants.island.already_land", hex=name)
        if where == "ahu":
            raise BoardError("giants.island.ahu_there", ahu=name)
        if not any(n in self.land for n in neighbours(cell)):
            raise BoardError("giants.island.not_coast", target=name)
        new_id = _next_id(
            "H", [h.id for h in self.land.values()] + [a.id for a in self.ahus.values()]
        )
        self.land[cell] = Land(new_id, "plain")
        return "giants.island.did.raised", {"hex": new_id, "at": name}

    def _ahu(
        self, where: str, cell: Cell, name: str, moai: int, hat: int
    ) -> tuple[str, dict[str, Any]]:
        if where == "land":
            raise BoardError("giants.island.ahu_on_land", hex=name)
        if where == "ahu":
            old = self.ahus[cell]
            if (old.moai, old.hat) == (moai, hat):
                raise BoardError("giants.island.same_points", ahu=name, moai=moai, hat=hat)
            self.ahus[cell] = replace(old, moai=moai, hat=hat)
            return "giants.island.did.points", {"ahu": name, "moai": moai, "hat": hat}
        if not any(n in self.land for n in neighbours(cell)):
            raise BoardError("giants.island.not_coast", target=name)
        new_id = _next_id(
            "A", [a.id for a in self.ahus.values()] + [h.id for h in self.land.values()]
        )
        self.ahus[cell] = AhuSite(new_id, new_id, moai, hat)
        return "giants.island.did.ahu_placed", {"ahu": new_id, "at": name, "moai": moai, "hat": hat}

    def undo(self) -> bool:
        """Take the last change back; False when there is none."""
        if not self.history:
            return False
        self.land, self.ahus = self.history.pop()
        return True

    # -- the board file ---------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """The island as a board file's data (:mod:`kit.giants.board`'s schema): neighbours,
        coasts, the Ahu's hexes and the forest slots worked out from the places."""
        hexes = []
        slot = 0
        tiles = []
        for (q, r), land in self.land.items():
            near = neighbours((q, r))
            entry: dict[str, Any] = {"id": land.id, "q": q, "r": r, "kind": land.kind}
            entry["coastal"] = any(n not in self.land for n in near)
            if land.name is not None:
                entry["name"] = land.name
            if land.kind == "forest":
                slot += 1
                entry["forest_slot"] = slot
                tiles.append(land.logs if land.logs is not None else 0)
            entry["neighbours"] = [self.land[n].id for n in near if n in self.land]
            entry["adjacent_ahus"] = [self.ahus[n].id for n in near if n in self.ahus]
            hexes.append(entry)
        ahus = [
            {
                "id": a.id,
                "name": a.name,
                "anchor_q": q,
                "anchor_r": r,
                "adjacent_hexes": [self.land[n].id for n in neighbours((q, r)) if n in self.land],
                "moai_points": a.moai,
                "hat_points": a.hat,
            }
            for (q, r), a in self.ahus.items()
        ]
        return {
            "name": self.name,
            "status": "edited",
            "forest_tile_values": tiles,
            "hexes": hexes,
            "ahus": ahus,
        }

    def board(self) -> Board:
        """The island as the kit's :class:`Board` (BoardError: what the kit refuses, and why)."""
        return board_from_dict(self.to_data())

    # -- what a playable island needs -------------------------------------------------------------
    def checks(self) -> list[Check]:
        """Every check (:mod:`kit.giants.island_checks`), passed or not, in the page's order."""
        return checks(self)

    def problems(self) -> list[Check]:
        """The checks that fail (none: the island can be played)."""
        return [c for c in self.checks() if not c.ok]

    def playable(self) -> Board:
        """The island as a :class:`Board` once every check passes; else BoardError with the
        first problem (its reason in both languages)."""
        problems = self.problems()
        if problems:
            first = problems[0]
            raise BoardError("giants.island.not_playable", reason=both(first.key, **first.params))
        return self.board()


def _number(value: Any, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_NUMBER:
        raise BoardError(
            "giants.island.bad_number", value=str(value)[:20], low=low, high=MAX_NUMBER
        )
    return value


def _next_id(prefix: str, taken: list[str]) -> str:
    """The next free id ``<prefix><number>`` (two digits at least)."""
    numbers = [int(t[len(prefix) :]) for t in taken if re.fullmatch(rf"{prefix}\d+", t)]
    n = max(numbers, default=0) + 1
    while f"{prefix}{n:02d}" in taken:
        n += 1
    return f"{prefix}{n:02d}"
