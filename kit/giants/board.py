"""The island as data: hexes, special spaces, forest slots and the 26 Ahu (rule R1.1).

The default board (``data/giants_board.json``) is a DESIGNED APPROXIMATION: no copy of the
published board's hex grid or Ahu value table was found, so the layout, the hex count, the places
of the special spaces and every Ahu's moai and headdress points were designed to follow the real
island and the reviews (far from the Moai quarry = more moai points, far from the headdress quarry
= more headdress points). A teacher can load another board file with :func:`load_board`; a
malformed file raises :class:`kit.BoardError` naming the problem.

Schema (the fields the engine reads; other fields are ignored):

- ``hexes``: land hexes ``{"id", "q", "r", "kind", "coastal", "neighbours", "adjacent_ahus"}``
  with optional ``name`` and, on forests, ``forest_slot``. ``kind`` is one of :data:`KINDS`.
- ``ahus``: ``{"id", "name", "anchor_q", "anchor_r", "adjacent_hexes", "moai_points",
  "hat_points"}``; an Ahu is a platform on a sea hex, never entered by a move.
- ``forest_tile_values``: the forest tiles dealt at random onto the forest hexes (R2.1).
- optional ``name`` and ``status``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from types import MappingProxyType
from typing import Any

from kit.core.errors import BoardError
from kit.core.records import parse_json

KINDS = ("plain", "quarry_moai", "quarry_hat", "village", "sorcerer_hut", "forest")
SINGLE_KINDS = ("quarry_moai", "quarry_hat", "village", "sorcerer_hut")
OFFSETS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
MAX_BOARD_BYTES = 1_000_000
"""The largest board file read (1 MB; the default island's file is 22 kB)."""
DEFAULT_NAME = "easter_island"


@dataclass(frozen=True)
class Space:
    """One land hex of the island."""

    id: str
    q: int
    r: int
    kind: str
    coastal: bool
    name: str | None
    forest_slot: int | None
    neighbours: tuple[str, ...]
    adjacent_ahus: tuple[str, ...]


@dataclass(frozen=True)
class Ahu:
    """One Ahu platform: the land hexes "next to" it and its printed points (R1.1)."""

    id: str
    name: str
    anchor_q: int
    anchor_r: int
    adjacent_hexes: tuple[str, ...]
    moai_points: int
    hat_points: int


@dataclass(frozen=True)
class Board:
    """An immutable, validated island. Build it with :func:`load_board` or :func:`default_board`.

    The default island is a designed approximation of the published board (see the module
    docstring); the UI says so with the message ``giants.board.approximation``.
    """

    name: str
    status: str
    spaces: tuple[Space, ...]
    ahu_list: tuple[Ahu, ...]
    forest_tile_values: tuple[int, ...]
    hexes: Mapping[str, Space] = field(init=False, compare=False, repr=False)
    ahus: Mapping[str, Ahu] = field(init=False, compare=False, repr=False)
    moai_quarry: str = field(init=False, compare=False, repr=False)
    hat_quarry: str = field(init=False, compare=False, repr=False)
    village: str = field(init=False, compare=False, repr=False)
    sorcerer_hut: str = field(init=False, compare=False, repr=False)
    forests: tuple[str, ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        hexes = {s.id: s for s in self.spaces}
        set_ = object.__setattr__
        set_(self, "hexes", MappingProxyType(hexes))
        set_(self, "ahus", MappingProxyType({a.id: a for a in self.ahu_list}))
        for attr, kind in (
            ("moai_quarry", "quarry_moai"),
            ("hat_quarry", "quarry_hat"),
            ("village", "village"),
            ("sorcerer_hut", "sorcerer_hut"),
        ):
            set_(self, attr, next((s.id for s in self.spaces if s.kind == kind), ""))
        forests = sorted((s for s in self.spaces if s.kind == "forest"), key=_slot_key)
        set_(self, "forests", tuple(s.id for s in forests))

    def __copy__(self) -> Board:
        return self

    def __deepcopy__(self, memo: dict) -> Board:
        return self  # immutable: copies of a game share their board

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        return (board_from_dict, (self.to_dict(),))

    def to_dict(self) -> dict[str, Any]:
        """The board as JSON-serializable data that :func:`load_board` reads back equal."""
        hexes = []
        for s in self.spaces:
            entry: dict[str, Any] = {"id": s.id, "q": s.q, "r": s.r, "kind": s.kind}
            entry["coastal"] = s.coastal
            if s.name is not None:
                entry["name"] = s.name
            if s.forest_slot is not None:
                entry["forest_slot"] = s.forest_slot
            entry["neighbours"] = list(s.neighbours)
            entry["adjacent_ahus"] = list(s.adjacent_ahus)
            hexes.append(entry)
        ahus = [
            {
                "id": a.id,
                "name": a.name,
                "anchor_q": a.anchor_q,
                "anchor_r": a.anchor_r,
                "adjacent_hexes": list(a.adjacent_hexes),
                "moai_points": a.moai_points,
                "hat_points": a.hat_points,
            }
            for a in self.ahu_list
        ]
        return {
            "name": self.name,
            "status": self.status,
            "forest_tile_values": list(self.forest_tile_values),
            "hexes": hexes,
            "ahus": ahus,
        }


def _slot_key(space: Space) -> tuple[int, str]:
    return (space.forest_slot if space.forest_slot is not None else 0, space.id)


@lru_cache(maxsize=1)
def default_board() -> Board:
    """The designed approximation of the island shipped with the kit (26 Ahu, 69 land hexes)."""
    text = resources.files("kit.giants").joinpath("data/giants_board.json").read_text("utf-8")
    data = json.loads(text)
    data.setdefault("name", DEFAULT_NAME)
    return board_from_dict(data)


def load_board(source: str | os.PathLike | Mapping[str, Any] | Board) -> Board:
    """Read a board from a JSON file path or from already parsed data, checking everything."""
    if isinstance(source, Board):
        return source
    if isinstance(source, Mapping):
        return board_from_dict(source)
    if not isinstance(source, str | os.PathLike):
        raise BoardError("giants.board.not_object")
    path = os.fspath(source)
    try:
        size = os.path.getsize(path)
        if size > MAX_BOARD_BYTES:  # refused before it is read
            raise BoardError("giants.board.too_big", size=size, limit=MAX_BOARD_BYTES)
        with open(path, "rb") as handle:
            content = handle.read(MAX_BOARD_BYTES + 1)
    except OSError as exc:
        raise BoardError("giants.board.unreadable", path=path, detail=str(exc)[:120]) from None
    try:
        return read_board(content, os.path.splitext(os.path.basename(path))[0])
    except BoardError as exc:
        if exc.key == "core.err.file_not_json":
            raise BoardError("giants.board.not_json", detail=exc.params["position"]) from None
        raise


def read_board(data: str | bytes | bytearray | memoryview, name: str = "custom") -> Board:
    """The board in a board file's content (an upload), checked as safely as a saved game: at
    most :data:`MAX_BOARD_BYTES`, UTF-8 text, nested at most 64 deep, JSON, then every field
    (:func:`board_from_dict`); ``name`` when the file names none. BoardError names the problem."""
    parsed = parse_json(data, limit=MAX_BOARD_BYTES, error=BoardError)
    if isinstance(parsed, dict):
        parsed = dict(parsed)
        parsed.setdefault("name", name)
    return board_from_dict(parsed)


def board_from_dict(data: Any) -> Board:
    """Validate parsed board data and build the :class:`Board`."""
    if not isinstance(data, Mapping):
        raise BoardError("giants.board.not_object")
    name = data.get("name", "custom")
    status = data.get("status", "")
    if not isinstance(name, str) or not isinstance(status, str):
        raise BoardError(
            "giants.board.bad_field", where="board", field="name/status", detail="text"
        )
    spaces = tuple(_space(h, i) for i, h in enumerate(_list(data, "hexes", "board")))
    ahus = tuple(_ahu(a, i) for i, a in enumerate(_list(data, "ahus", "board")))
    tiles = _list(data, "forest_tile_values", "board")
    for value in tiles:
        if not _is_int(value) or value < 0:
            raise BoardError(
                "giants.board.bad_field",
                where="board",
                field="forest_tile_values",
                detail=repr(value),
            )
    _check_spaces(spaces)
    _check_ahus(spaces, ahus)
    forests = [s for s in spaces if s.kind == "forest"]
    if len(forests) != len(tiles):
        raise BoardError("giants.board.forest_count", hexes=len(forests), tiles=len(tiles))
    return Board(name, status, spaces, ahus, tuple(tiles))


def _list(data: Mapping[str, Any], key: str, where: str) -> list[Any]:
    if key not in data:
        raise BoardError("giants.board.missing_field", where=where, field=key)
    value = data[key]
    if not isinstance(value, list):
        raise BoardError("giants.board.bad_field", where=where, field=key, detail="not a list")
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _get(entry: Mapping[str, Any], key: str, where: str, kind: type | tuple) -> Any:
    if key not in entry:
        raise BoardError("giants.board.missing_field", where=where, field=key)
    value = entry[key]
    ok = _is_int(value) if kind is int else isinstance(value, kind)
    if not ok:
        raise BoardError("giants.board.bad_field", where=where, field=key, detail=repr(value)[:40])
    return value


def _ids(entry: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    values = _get(entry, key, where, list)
    if not all(isinstance(v, str) for v in values) or len(set(values)) != len(values):
        raise BoardError("giants.board.bad_field", where=where, field=key, detail=repr(values)[:60])
    return tuple(values)


def _space(entry: Any, index: int) -> Space:
    where = f"hexes[{index}]"
    if not isinstance(entry, Mapping):
        raise BoardError("giants.board.bad_field", where="hexes", field=str(index), detail="object")
    hid = _get(entry, "id", where, str)
    where = hid
    kind = _get(entry, "kind", where, str)
    if kind not in KINDS:
        raise BoardError("giants.board.unknown_kind", hex=hid, kind=kind)
    name = entry.get("name")
    if name is not None and not isinstance(name, str):
        raise BoardError("giants.board.bad_field", where=where, field="name", detail=repr(name))
    slot = entry.get("forest_slot")
    if slot is not None and not _is_int(slot):
        raise BoardError("giants.board.bad_field", where=where, field="forest_slot", detail=slot)
    return Space(
        id=hid,
        q=_get(entry, "q", where, int),
        r=_get(entry, "r", where, int),
        kind=kind,
        coastal=_get(entry, "coastal", where, bool),
        name=name,
        forest_slot=slot,
        neighbours=_ids(entry, "neighbours", where),
        adjacent_ahus=_ids(entry, "adjacent_ahus", where),
    )


def _ahu(entry: Any, index: int) -> Ahu:
    if not isinstance(entry, Mapping):
        raise BoardError("giants.board.bad_field", where="ahus", field=str(index), detail="object")
    aid = _get(entry, "id", f"ahus[{index}]", str)
    ahu = Ahu(
        id=aid,
        name=_get(entry, "name", aid, str),
        anchor_q=_get(entry, "anchor_q", aid, int),
        anchor_r=_get(entry, "anchor_r", aid, int),
        adjacent_hexes=_ids(entry, "adjacent_hexes", aid),
        moai_points=_get(entry, "moai_points", aid, int),
        hat_points=_get(entry, "hat_points", aid, int),
    )
    for key in ("moai_points", "hat_points"):
        if getattr(ahu, key) < 0:
            raise BoardError("giants.board.bad_points", ahu=aid, field=key, value=getattr(ahu, key))
    return ahu


def _check_spaces(spaces: tuple[Space, ...]) -> None:
    if not spaces:
        raise BoardError("giants.board.no_hexes")
    by_id: dict[str, Space] = {}
    by_coords: dict[tuple[int, int], str] = {}
    for s in spaces:
        if s.id in by_id:
            raise BoardError("giants.board.duplicate_id", id=s.id)
        if (s.q, s.r) in by_coords:
            raise BoardError("giants.board.same_place", hex=s.id, other=by_coords[(s.q, s.r)])
        by_id[s.id] = s
        by_coords[(s.q, s.r)] = s.id
    for kind in SINGLE_KINDS:
        count = sum(1 for s in spaces if s.kind == kind)
        if count != 1:
            raise BoardError("giants.board.special_count", kind=kind, count=count)
    for s in spaces:
        for n in s.neighbours:
            if n not in by_id:
                raise BoardError("giants.board.unknown_neighbour", hex=s.id, neighbour=n)
            other = by_id[n]
            if (other.q - s.q, other.r - s.r) not in OFFSETS:
                raise BoardError("giants.board.not_adjacent", hex=s.id, neighbour=n)
            if s.id not in other.neighbours:
                raise BoardError("giants.board.one_way", hex=s.id, neighbour=n)
        for dq, dr in OFFSETS:
            found = by_coords.get((s.q + dq, s.r + dr))
            if found is not None and found not in s.neighbours:
                raise BoardError("giants.board.missing_neighbour", hex=s.id, neighbour=found)
    seen = {spaces[0].id}
    todo = [spaces[0].id]
    while todo:
        for n in by_id[todo.pop()].neighbours:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    cut_off = [s.id for s in spaces if s.id not in seen]
    if cut_off:
        raise BoardError("giants.board.disconnected", hexes=", ".join(cut_off[:8]))


def _check_ahus(spaces: tuple[Space, ...], ahus: tuple[Ahu, ...]) -> None:
    if not ahus:
        raise BoardError("giants.board.no_ahus")
    by_id = {s.id: s for s in spaces}
    land = {(s.q, s.r) for s in spaces}
    ahu_ids: dict[str, Ahu] = {}
    anchors: set[tuple[int, int]] = set()
    for a in ahus:
        if a.id in ahu_ids or a.id in by_id:
            raise BoardError("giants.board.duplicate_id", id=a.id)
        ahu_ids[a.id] = a
        anchor = (a.anchor_q, a.anchor_r)
        if anchor in land:
            raise BoardError("giants.board.ahu_on_land", ahu=a.id)
        if anchor in anchors:
            raise BoardError("giants.board.same_place", hex=a.id, other="ahu")
        anchors.add(anchor)
        if not a.adjacent_hexes:
            raise BoardError("giants.board.ahu_no_hex", ahu=a.id)
        for h in a.adjacent_hexes:
            space = by_id.get(h)
            if space is None:
                raise BoardError("giants.board.unknown_neighbour", hex=a.id, neighbour=h)
            if (space.q - a.anchor_q, space.r - a.anchor_r) not in OFFSETS:
                raise BoardError("giants.board.not_adjacent", hex=a.id, neighbour=h)
            if a.id not in space.adjacent_ahus:
                raise BoardError("giants.board.ahu_mismatch", ahu=a.id, hex=h)
    for s in spaces:
        for aid in s.adjacent_ahus:
            if aid not in ahu_ids:
                raise BoardError("giants.board.unknown_ahu", hex=s.id, ahu=aid)
            if s.id not in ahu_ids[aid].adjacent_hexes:
                raise BoardError("giants.board.ahu_mismatch", ahu=aid, hex=s.id)
