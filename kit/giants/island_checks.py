"""What a playable island needs (R1.1, R1.3), checked on a :class:`kit.giants.island.Island`:
one piece of land, each special space exactly once, every Ahu reachable from the Moai quarry, the
forests matching the forest tiles of the rules, and whatever :func:`kit.giants.board.board_from_dict`
refuses (with the kit's own reason: its checks are called, never repeated here)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple, Protocol

from kit.core import i18n
from kit.core.errors import BoardError
from kit.core.records import detail_of
from kit.giants.board import OFFSETS, SINGLE_KINDS

Cell = tuple[int, int]


class Island(Protocol):
    """What the checks read of an island (:class:`kit.giants.island.Island`, which imports this
    module): its land and Ahu by cell, the forest tiles of the rules, and its board."""

    land: Mapping[Cell, Any]
    ahus: Mapping[Cell, Any]
    tiles: tuple[int, ...]

    def board(self) -> Any: ...


class Check(NamedTuple):
    """One thing a playable island needs: ``ok``, and the message that says how it stands."""

    name: str
    ok: bool
    key: str
    params: dict[str, Any]

    def message(self, lang: str) -> str:
        return i18n.t(self.key, lang, **self.params)


def both(key: str, **params: Any) -> dict[str, str]:
    """A message in both languages, as a parameter of another message."""
    return {lang: i18n.t(key, lang, **params) for lang in i18n.LANGS}


def listed(items: list[str], most: int = 8) -> dict[str, str]:
    """``items`` (at most ``most``, then "…") listed the way each language lists things."""
    shown = [*items[:most], "…"] if len(items) > most else items
    return {lang: i18n.t("giants.list_sep", lang).join(shown) or "—" for lang in i18n.LANGS}


def neighbours(cell: Cell) -> list[Cell]:
    """The six cells around ``cell`` (in :data:`kit.giants.board.OFFSETS` order)."""
    return [(cell[0] + dq, cell[1] + dr) for dq, dr in OFFSETS]


def checks(island: Island) -> list[Check]:
    """Every check, passed or not, in the order the page lists them."""
    parts = pieces(island)
    out = [connected(island, parts)]
    out += [special(island, kind) for kind in SINGLE_KINDS]
    out += [reachable(island, parts), forests(island), kit_reads(island)]
    return out


def pieces(island: Island) -> list[list[Cell]]:
    """The pieces of land, largest first."""
    left = set(island.land)
    found = []
    for start in island.land:
        if start not in left:
            continue
        left.discard(start)
        piece, todo = [start], [start]
        while todo:
            for n in neighbours(todo.pop()):
                if n in left:
                    left.discard(n)
                    piece.append(n)
                    todo.append(n)
        found.append(piece)
    return sorted(found, key=len, reverse=True)


def connected(island: Island, parts: list[list[Cell]]) -> Check:
    """R1.1: the island is one piece of land (a figure walks from any hex to any other)."""
    if len(parts) <= 1:
        return Check("connected", True, "giants.island.check.connected_ok", {})
    cut = [island.land[c].id for piece in parts[1:] for c in piece]
    params = {"n": len(parts), "hexes": listed(cut)}
    return Check("connected", False, "giants.island.check.connected_bad", params)


def special(island: Island, kind: str) -> Check:
    """R1.1: one Moai quarry, one Headdress quarry, one Village, one Sorcerers' hut."""
    found = [land.id for land in island.land.values() if land.kind == kind]
    params = {"kind": both(f"giants.name.{kind}"), "n": len(found), "hexes": listed(found)}
    key = "ok" if len(found) == 1 else "none" if not found else "many"
    return Check(f"special_{kind}", len(found) == 1, f"giants.island.check.special_{key}", params)


def reachable(island: Island, parts: list[list[Cell]]) -> Check:
    """R1.1, R7: every Ahu touches land joined to the Moai quarry (a moai can be hauled there)."""
    if not island.ahus:
        return Check("ahus", False, "giants.island.check.no_ahus", {})
    quarry = next((c for c, land in island.land.items() if land.kind == "quarry_moai"), None)
    home = set(next((p for p in parts if quarry in p), parts[0] if parts else []))
    lost = [a.id for c, a in island.ahus.items() if not any(n in home for n in neighbours(c))]
    if lost:
        return Check("ahus", False, "giants.island.check.ahus_bad", {"ahus": listed(lost)})
    return Check("ahus", True, "giants.island.check.ahus_ok", {"n": len(island.ahus)})


def forests(island: Island) -> Check:
    """R1.3: as many forest hexes as forest tiles, with the tiles' log counts."""
    logs = [land.logs or 0 for land in island.land.values() if land.kind == "forest"]
    params = {
        "n": len(logs),
        "tiles": len(island.tiles),
        "logs": listed([str(v) for v in sorted(logs)], 20),
        "rule": listed([str(v) for v in sorted(island.tiles)], 20),
    }
    if len(logs) != len(island.tiles):
        return Check("forests", False, "giants.island.check.forest_count", params)
    if sorted(logs) != sorted(island.tiles):
        return Check("forests", False, "giants.island.check.forest_logs", params)
    return Check("forests", True, "giants.island.check.forests_ok", params)


def kit_reads(island: Island) -> Check:
    """Whatever the kit's board reader refuses (:func:`kit.giants.board.board_from_dict`)."""
    try:
        island.board()
    except BoardError as exc:
        params = {"reason": detail_of(exc)}
        return Check("board", False, "giants.island.check.board_bad", params)
    return Check("board", True, "giants.island.check.board_ok", {})
