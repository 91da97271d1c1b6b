"""What one seat may see (rule R11): the only input of the figures, the UI and the bots.

``build_view(game, seat)`` returns plain JSON data. Everything on the board, in front of the screens,
the quarry tiles, the dice, the scores and the transport in progress is public. Only the seat
itself sees what is behind its screen, its own gains set aside, its own part of the reserve box
(which it can work out, R11.3), its hidden bid before the reveal (R5.1) and the owners of its
face-down bases (R11.4; in memory mode only the bases it has peeked at, R7.9). The public view
(seat None) shows none of these.

Keys of a view:

- ``game`` ("giants"), ``seat`` (the viewer, None for the public), ``players``, ``colours``;
- ``round``, ``phase`` (``game.phase``), ``phase_number`` (1-5 of R3.1, 0 once over),
  ``to_move``, ``current`` (whose turn in a turn-based step, else None), ``first_player``,
  ``over``, ``result`` (as ``game.result()`` once over, else None);
- ``board`` (the static island: hexes, Ahu with points, forest tiles; shared, read only) and
  ``board_note`` (the message key saying the island is a designed approximation);
- ``options`` (the rule options, public), ``dice`` (colours and the faces last rolled);
- ``quarry_tile`` (moai on the Moai quarry tile), ``headdress_stock`` (headdresses left on the
  Headdress quarry tile), ``supply`` (moai by size, half-tablets, logs, logs removed);
- ``forests`` (per forest hex: tile value and whether cleared);
- ``hexes`` (per hex holding anything: figures per seat, logs, loose items with their marker,
  carrying power);
- ``ahus`` (per Ahu with a base: face up or down, the owner if this viewer may know it, the
  moai standing there, the headdress it wears);
- ``seats`` (per seat: colour, score, half-tablets, passed, whether it has bid, what lies in
  front of its screen, its figures and markers on the board; for the viewer's own seat also
  ``screen``, ``aside``, ``reserve_box``, ``colour_totals`` and its hidden ``bid``);
- ``scores`` (the score track per seat);
- ``auction`` (after the reveal: bids, pick order, picker, who declined, unspent sculptors);
- ``transport`` (the move in progress: seat, item, carrying need, path so far, carriers per
  entered hex, points paid per seat, the hex awaiting a choice of helpers and the choices);
- ``marks_left``, ``parked`` (items just parked by a passing seat), ``last_moved`` (the item
  moved this turn), ``recalling`` (seats deciding on their markers in phase 5).
"""

from __future__ import annotations

from typing import Any

from kit.core.options import options_to_dict
from kit.giants import scoring
from kit.giants.state import COLOURS, GameLike, Item, State

BOARD_NOTE = "giants.board.approximation"
PHASE_NUMBER = {
    "draw": 1,
    "auction_bid": 2,
    "auction_pick": 2,
    "placement": 3,
    "transport": 4,
    "transport_move": 4,
    "transport_helpers": 4,
    "transport_mark": 4,
    "transport_park": 4,
    "round_end": 5,
    "over": 0,
}
"""The phase of the round (R3.1) each step of ``game.phase`` belongs to; 0 once over."""


def static_data(game: GameLike) -> dict[str, Any]:
    """The board (with the note that it is a designed approximation) and the options.

    Computed once per game; every view of the game shares the board dict: read it only.
    """
    cached = game.static_memo
    if cached is None:
        board = game.board.to_dict()
        board["note"] = BOARD_NOTE
        cached = {"board": board, "options": options_to_dict(game.options)}
        game.static_memo = cached
    return cached


def build_view(game: GameLike, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: the public view)."""
    st = game.state
    me = seat if isinstance(seat, int) and 0 <= seat < st.players else None
    phase = st.phase
    turn_based = phase not in ("auction_bid", "round_end", "over")
    static = static_data(game)
    places = _Places(st)
    return {
        "game": "giants",
        "seat": me,
        "players": st.players,
        "colours": list(COLOURS[: st.players]),
        "round": st.round,
        "phase": phase,
        "phase_number": PHASE_NUMBER.get(phase, 0),
        "to_move": list(game.to_move),
        "current": st.current if turn_based else None,
        "first_player": st.first,
        "over": st.over,
        "board": static["board"],
        "board_note": BOARD_NOTE,
        "options": dict(static["options"]),
        "dice": {"colours": list(st.dice), "faces": list(st.last_roll)},
        "quarry_tile": [{"item": i.id, "size": i.size} for i in places.tile],
        "headdress_stock": places.stock,
        "supply": {
            "moai": places.supply,
            "half_tablets": st.tablet_supply,
            "logs": st.log_supply,
            "logs_removed": st.logs_removed,
        },
        "forests": {
            h: {"value": v, "cleared": h in st.cleared} for h, v in sorted(st.forest.items())
        },
        "hexes": _hexes(st, places),
        "ahus": _ahus(st, me),
        "seats": [_seat(st, s, me, places) for s in range(st.players)],
        "scores": [s.score for s in st.seats],
        "auction": _auction(st),
        "transport": _transport(st),
        "marks_left": st.marks_left if phase in ("transport_mark", "transport") else 0,
        "parked": list(st.parked),
        "last_moved": st.last_moved,
        "recalling": sorted(st.recalling),
        "result": scoring.result(st) if st.over else None,
    }


build = build_view  # the old name


class _Places:
    """The items sorted by where they are, in one pass."""

    def __init__(self, st: State) -> None:
        self.tile: list[Item] = []
        self.on_hex: dict[str, list[Item]] = {}
        self.front: list[list[Item]] = [[] for _ in range(st.players)]
        markers = self.markers = [0] * st.players
        on_board = self.workers_on_board = [0] * st.players
        for per_seat in st.figures.values():
            for seat, figures in enumerate(per_seat):
                on_board[seat] += figures[0]
        stock = 0
        supply = [0, 0, 0, 0]
        on_hex = self.on_hex
        for item in st.items.values():
            place = item.place
            if place == "ahu":
                continue
            if place == "supply":
                supply[item.size] += 1
            elif place == "hex":
                found = on_hex.get(item.hex or "")
                if found is None:
                    on_hex[item.hex or ""] = [item]
                else:
                    found.append(item)
                if item.marker is not None:
                    markers[item.marker] += 1
            elif place == "front" and item.seat is not None:
                self.front[item.seat].append(item)
            elif place == "tile":
                self.tile.append(item)
            elif place == "stock":
                stock += 1
        self.stock = stock
        self.supply = {"1": supply[1], "2": supply[2], "3": supply[3]}


def _hexes(st: State, places: _Places) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for hex_id, per_seat in st.figures.items():
        figures = [
            {"seat": s, "workers": w, "sorcerer": so, "chief": c}
            for s, (w, so, c) in enumerate(per_seat)
            if w or so or c
        ]
        if figures:
            out[hex_id] = {"figures": figures, "logs": 0, "items": [], "power": 0}
    for hex_id, logs in st.logs_on.items():
        if logs:
            out.setdefault(hex_id, {"figures": [], "logs": 0, "items": [], "power": 0})
            out[hex_id]["logs"] = logs
    for hex_id, items in places.on_hex.items():
        entry = out.setdefault(hex_id, {"figures": [], "logs": 0, "items": [], "power": 0})
        entry["items"] = [
            {"item": i.id, "kind": i.kind, "size": i.size, "marker": i.marker} for i in items
        ]
    for hex_id, entry in out.items():
        entry["power"] = st.power(hex_id)
    return dict(sorted(out.items()))


def owner_known(st: State, ahu_id: str, seat: int | None) -> bool:
    """R11.4, R7.9: may ``seat`` see who owns the base on ``ahu_id``?"""
    ahu = st.ahus[ahu_id]
    if ahu.base is None or ahu.face_up:
        return True
    if seat is None:
        return False
    if st.options.memory_mode:
        return ahu_id in st.seats[seat].peeked
    return ahu.base == seat


def _ahus(st: State, me: int | None) -> dict[str, Any]:
    out = {}
    for ahu_id, ahu in st.ahus.items():
        if ahu.base is None:
            continue
        moai = st.items[ahu.moai] if ahu.moai else None
        out[ahu_id] = {
            "base": "face_up" if ahu.face_up else "face_down",
            "owner": ahu.base if owner_known(st, ahu_id, me) else None,
            "moai": {"item": moai.id, "size": moai.size} if moai else None,
            "headdress": ahu.headdress,
        }
    return out


def _seat(st: State, seat_no: int, me: int | None, places: _Places) -> dict[str, Any]:
    s = st.seats[seat_no]
    front = places.front[seat_no]
    on_board = places.workers_on_board[seat_no]
    entry: dict[str, Any] = {
        "seat": seat_no,
        "colour": COLOURS[seat_no],
        "score": s.score,
        "half_tablets": s.tablets,
        "passed": s.passed,
        "has_bid": s.bid is not None if st.phase == "auction_bid" else None,
        "front": {
            "workers": s.front_workers,
            "sorcerer": s.front_sorcerer,
            "chief": s.front_chief,
            "markers": s.front_markers,
            "moai": [{"item": i.id, "size": i.size} for i in front if i.kind == "moai"],
            "headdresses": [i.id for i in front if i.kind == "headdress"],
        },
        "on_board": {
            "workers": on_board,
            "sorcerer": s.sorcerer_hex,
            "chief": s.chief_hex,
            "markers": places.markers[seat_no],
        },
        "screen": None,
        "aside": None,
        "reserve_box": None,
        "bid": None,
    }
    if seat_no == me:
        entry["screen"] = {
            "workers": s.workers,
            "sorcerer": s.sorcerer,
            "chief": s.chief,
            "markers": s.markers,
            "logs": s.logs,
            "bases": s.bases,
        }
        entry["aside"] = {
            "workers": s.aside_workers,
            "markers": s.aside_markers,
            "logs": s.aside_logs,
        }
        entry["reserve_box"] = {"workers": s.box_workers, "markers": s.box_markers}
        numbers = st.numbers  # R1.2, R2.4-R2.5: the colour's pieces, as the parameters say
        entry["colour_totals"] = {
            "workers": numbers.workers_per_colour,
            "markers": numbers.markers_per_colour,
        }
        if s.bid is not None and st.phase == "auction_bid":
            entry["bid"] = _bid_dict(s.bid)
    return entry


def _bid_dict(bid: tuple[int, int, bool, bool]) -> dict[str, Any]:
    markers, workers, sorcerer, chief = bid
    return {"markers": markers, "workers": workers, "sorcerer": sorcerer, "chief": chief}


def _auction(st: State) -> dict[str, Any] | None:
    """The auction after the reveal (bids, pick order, unspent sculptors); None before it."""
    if st.phase == "auction_bid" or not st.order:
        return None
    return {
        "bids": [_bid_dict(s.bid) if s.bid else None for s in st.seats],
        "order": list(st.order),
        "picker": st.current if st.phase == "auction_pick" else None,
        "declined": sorted(st.declined),
        "sculptors": [{"units": st.units[s], "chief": st.chief_free[s]} for s in range(st.players)],
    }


def _transport(st: State) -> dict[str, Any] | None:
    """The move in progress: item, path so far, carriers per entered hex, points paid."""
    move = st.move
    if move is None:
        return None
    item = st.items[move.item]
    return {
        "seat": st.current,
        "item": {"item": item.id, "kind": item.kind, "size": item.size, "marker": item.marker},
        "need": item.need,
        "from_front": move.from_front,
        "path": list(move.path),
        "carriers": [list(t) for t in move.carriers],
        "paid": [move.paid.get(s, 0) for s in range(st.players)],
        "pending_hex": move.path[-1] if move.pending is not None else None,
        "helper_options": [
            {"carriers": list(tokens), "paid": list(pay)} for tokens, pay in move.pending or []
        ],
    }
