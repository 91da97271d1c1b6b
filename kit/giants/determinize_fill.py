"""Filling a fresh Giants state from one seat's view (the work of :mod:`kit.giants.determinize`).

:func:`fill` copies what the view shows, step by step (the round, the board, the move in
progress, the Ahu, the seats: :func:`fill_known`), and samples what the seat cannot see with the
samplers of :mod:`kit.giants.determinize_hidden` (:func:`sample`). The samples are drawn from
``rng`` in a fixed order: base owners, then logs, then seat by seat its workers, markers and
hidden bid. A search fills one state once and samples copies of it (``determinize.dealer``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from kit.giants.board import Board
from kit.giants.determinize_hidden import IN_ROUND, base_owners, deal_logs, random_bid, split
from kit.giants.state import Move, State


@dataclass
class _Others:
    """What the other seats' hidden parts are sampled from, found before the seats are filled."""

    on_ahus: list[int]  # per seat, its bases on an Ahu (the sampled owners included)
    special: dict[str, Any] | None  # this round's gains of phase 3; None outside the round
    aside_now: bool  # U14: this round's gains lie aside
    aside_logs: dict[int, int]
    screen_logs: dict[int, int]


@dataclass
class Unknown:
    """What the face-down bases of unknown owners are sampled from (see ``base_owners``)."""

    ahus: list[str]  # the Ahu whose base's owner ``me`` does not know
    need_me: int  # how many of them are ``me``'s
    known_on_ahus: list[int]  # per seat, its bases of known owner on an Ahu
    reserved_empty: list[bool]  # per seat, a known base of its without a moai
    bases: int  # bases per seat (R2.4)


def fill(st: State, view: dict[str, Any], me: int, rng: random.Random) -> None:
    """Overwrite the fresh state ``st`` with the view, sampling what ``me`` cannot see."""
    sample(st, view, me, fill_known(st, view, me), rng)


def fill_known(st: State, view: dict[str, Any], me: int) -> Unknown:
    """Overwrite the fresh state ``st`` with what the view shows (everything but the parts
    :func:`sample` draws), and return what the unknown base owners are drawn from."""
    _fill_round(st, view)
    _fill_board(st, view)
    _fill_moves(st, view)
    unknown = _fill_ahus(st, view, me)
    for s in range(len(view["seats"])):
        _fill_public_seat(st, view, s, me)
        if s == me:
            _fill_own_seat(st, view, s)
    return unknown


def sample(st: State, view: dict[str, Any], me: int, unknown: Unknown, rng: random.Random) -> None:
    """Draw with ``rng`` what ``me`` cannot see into ``st`` (filled by :func:`fill_known`, or a
    copy of such a state): the unknown base owners, then the logs, then seat by seat the other
    seats' screens and hidden bids. Every part it draws is overwritten, so a copy of one filled
    state can be sampled again and again."""
    owners = base_owners(
        unknown.ahus,
        unknown.need_me,
        unknown.known_on_ahus,
        unknown.reserved_empty,
        unknown.bases,
        me,
        view["phase"],
        st,
        rng,
    )
    on_ahus = list(unknown.known_on_ahus)
    for ahu_id, owner in zip(unknown.ahus, owners, strict=True):
        st.ahus[ahu_id].base = owner
        on_ahus[owner] += 1
    others = _other_seats(st, view, me, on_ahus, rng)
    for s in range(len(view["seats"])):
        if s != me:
            _fill_other_seat(st, view, s, others, rng)


def _fill_round(st: State, view: dict[str, Any]) -> None:
    """The round and its steps (public)."""
    n = st.players
    phase = view["phase"]
    st.round = view["round"]
    st.set_phase(phase)
    st.first = view["first_player"]
    st.current = view["current"] if view["current"] is not None else st.first
    st.over = view["over"]
    st.dice = tuple(view["dice"]["colours"])
    st.last_roll = list(view["dice"]["faces"])
    supply = view["supply"]
    st.tablet_supply = supply["half_tablets"]
    st.log_supply = supply["logs"]
    st.logs_removed = supply["logs_removed"]
    st.forest = {h: f["value"] for h, f in view["forests"].items()}
    st.cleared = {h for h, f in view["forests"].items() if f["cleared"]}
    st.marks_left = view["marks_left"]
    st.parked = list(view["parked"])
    st.last_moved = view["last_moved"]
    st.recalling = set(view["recalling"])
    result = view["result"]
    st.finishers = list(result["finishers"]) if result is not None else []
    auction = view["auction"]
    if auction is not None:
        st.order = list(auction["order"])
        st.declined = set(auction["declined"])
        st.units = [s["units"] for s in auction["sculptors"]]
        st.chief_free = [s["chief"] for s in auction["sculptors"]]
    else:
        st.order, st.declined = [], set()
        st.units, st.chief_free = [0] * n, [False] * n
    st.pick_index = st.order.index(st.current) if phase == "auction_pick" else 0


def _fill_board(st: State, view: dict[str, Any]) -> None:
    """The board: figures, logs, items on the hexes, the quarry tile and in front (public)."""
    n = st.players
    st.figures = {}
    st.logs_on = {}
    items = st.items
    for item in items.values():
        item.place = "supply" if item.kind == "moai" else "stock"
        item.seat = item.hex = item.ahu = item.marker = item.moved_by = None
        item.moved_round = item.carried_round = 0
    for hex_id, entry in view["hexes"].items():
        if entry["figures"]:
            per_seat = [[0, 0, 0] for _ in range(n)]
            for f in entry["figures"]:
                per_seat[f["seat"]] = [f["workers"], f["sorcerer"], f["chief"]]
            st.figures[hex_id] = per_seat
        if entry["logs"]:
            st.logs_on[hex_id] = entry["logs"]
        for shown in entry["items"]:
            item = items[shown["item"]]
            item.place, item.hex, item.marker = "hex", hex_id, shown["marker"]
    for shown in view["quarry_tile"]:
        items[shown["item"]].place = "tile"
    for s, entry in enumerate(view["seats"]):
        front = entry["front"]
        for item_id in [m["item"] for m in front["moai"]] + front["headdresses"]:
            item = items[item_id]
            item.place, item.seat = "front", s


def _fill_moves(st: State, view: dict[str, Any]) -> None:
    """Who moved what this turn, and the transport in progress (public)."""
    items = st.items
    # Who moved an item when is public but not in the view (it matters only under the U8 and U9
    # options): the item moved or parked this turn is the current seat's, the rest count as not
    # moved this round.
    for item_id in st.parked:
        items[item_id].moved_by, items[item_id].moved_round = st.current, st.round
    if st.last_moved is not None:
        item = items[st.last_moved]
        item.moved_by, item.moved_round, item.carried_round = st.current, st.round, st.round
    transport = view["transport"]
    st.move = None
    if transport is not None:
        path = transport["path"]
        move = Move(transport["item"]["item"], path[0], transport["from_front"])
        move.path = list(path)
        move.carriers = [tuple(tokens) for tokens in transport["carriers"]]
        move.paid = {s: p for s, p in enumerate(transport["paid"]) if p}
        if transport["pending_hex"] is not None:
            move.pending = [
                (tuple(o["carriers"]), tuple(o["paid"])) for o in transport["helper_options"]
            ]
        st.move = move
        item = items[move.item]
        item.moved_by, item.moved_round, item.carried_round = st.current, st.round, st.round


def _fill_ahus(st: State, view: dict[str, Any], me: int) -> Unknown:
    """The Ahu: bases, moai, headdresses; returns what the unknown owners are sampled from
    (R11.4, R7.9; sampled by :func:`sample`)."""
    n = st.players
    items = st.items
    known_on_ahus = [0] * n
    unknown: list[str] = []
    reserved_empty = [False] * n
    for ahu_id, ahu in st.ahus.items():
        ahu.base, ahu.face_up, ahu.moai, ahu.headdress = None, False, None, None
        shown = view["ahus"].get(ahu_id)
        if shown is None:
            continue
        ahu.face_up = shown["base"] == "face_up"
        if shown["moai"] is not None:
            ahu.moai = shown["moai"]["item"]
            item = items[ahu.moai]
            item.place, item.ahu = "ahu", ahu_id
        if shown["headdress"] is not None:
            ahu.headdress = shown["headdress"]
            item = items[ahu.headdress]
            item.place, item.ahu = "ahu", ahu_id
        owner = shown["owner"]
        if owner is None:
            unknown.append(ahu_id)
            continue
        ahu.base = owner
        known_on_ahus[owner] += 1
        if ahu.moai is None:
            reserved_empty[owner] = True
    bases = st.numbers.bases_for(n)  # R2.4
    mine = view["seats"][me]["screen"]
    need_me = bases - mine["bases"] - known_on_ahus[me]
    return Unknown(unknown, need_me, known_on_ahus, reserved_empty, bases)


def _other_seats(
    st: State, view: dict[str, Any], me: int, on_ahus: list[int], rng: random.Random
) -> _Others:
    """This round's gains and the logs of the other seats, the logs dealt at random."""
    # R1.4: the logs behind the other screens (and set aside) are what the supply, the board,
    # the removed ones and the seat's own do not account for.
    mine = view["seats"][me]
    logs_left = (
        st.numbers.logs
        - st.log_supply
        - st.logs_removed
        - sum(st.logs_on.values())
        - mine["screen"]["logs"]
        - mine["aside"]["logs"]
    )
    if logs_left < 0:
        raise ValueError("the view's log counts do not add up")
    in_round = view["phase"] in IN_ROUND
    special = _figures_on_specials(view, st.board, st.players) if in_round else None
    others = [s for s in range(st.players) if s != me]
    aside_now = in_round and not st.options.gains_at_once
    # U14: logs cut this round lie aside; a sorcerer or chief on a cleared forest cut it.
    cut_now = special["forest"] if aside_now and special is not None else None
    aside_logs, screen_logs = deal_logs(logs_left, others, cut_now, st.forest, rng)
    return _Others(on_ahus, special, aside_now, aside_logs, screen_logs)


def _fill_public_seat(st: State, view: dict[str, Any], s: int, me: int) -> None:
    """What everyone sees of seat ``s``: tablets, front, figures, scores, a revealed bid."""
    entry = view["seats"][s]
    opts = st.options
    seat = st.seats[s]
    front, on_board = entry["front"], entry["on_board"]
    seat.tablets = entry["half_tablets"]
    seat.passed = entry["passed"]
    seat.front_workers = front["workers"]
    seat.front_sorcerer = front["sorcerer"]
    seat.front_chief = front["chief"]
    seat.front_markers = front["markers"]
    seat.sorcerer_hex = on_board["sorcerer"]
    seat.chief_hex = on_board["chief"]
    numbers = st.numbers
    seat.spare_bases = numbers.bases_per_colour - numbers.bases_for(st.players)
    # R10.7: in the immediate-scoring variant erected moai scored on the track; their
    # bases are face up, so the split of the score is public.
    erect = 0
    if opts.immediate_scoring:
        for ahu_id, ahu in st.ahus.items():
            if ahu.base == s and ahu.moai is not None:
                size = st.items[ahu.moai].size
                erect += st.board.ahus[ahu_id].moai_points * numbers.multiplier(size)
    seat.erect_points = erect
    seat.help_points = view["scores"][s] - erect
    bid = entry.get("bid")
    auction = view["auction"]
    if auction is not None and view["phase"] != "auction_bid":
        shown_bid = auction["bids"][s]
        seat.bid = _bid(shown_bid) if shown_bid is not None else None
    elif s == me:
        seat.bid = _bid(bid) if bid is not None else None
    else:
        seat.bid = None  # sampled in _fill_other_seat when the seat has bid (R5.1)


def _fill_own_seat(st: State, view: dict[str, Any], s: int) -> None:
    """What the seat knows of its own: screen, gains aside, reserve box, peeks (copied)."""
    entry = view["seats"][s]
    seat = st.seats[s]
    screen, box, aside = entry["screen"], entry["reserve_box"], entry["aside"]
    seat.workers, seat.markers = screen["workers"], screen["markers"]
    seat.sorcerer, seat.chief = screen["sorcerer"], screen["chief"]
    seat.logs, seat.bases = screen["logs"], screen["bases"]
    seat.aside_workers, seat.aside_markers = aside["workers"], aside["markers"]
    seat.aside_logs = aside["logs"]
    seat.box_workers, seat.box_markers = box["workers"], box["markers"]
    seat.peeked = _own_peeks(view, st.options.memory_mode)


def _fill_other_seat(
    st: State, view: dict[str, Any], s: int, others: _Others, rng: random.Random
) -> None:
    """Another seat's screen, gains aside, reserve box and hidden bid (sampled)."""
    entry = view["seats"][s]
    seat = st.seats[s]
    front, on_board = entry["front"], entry["on_board"]
    special = others.special
    # R11.1: the sorcerer and chief are behind the screen unless shown elsewhere.
    seat.sorcerer = not front["sorcerer"] and on_board["sorcerer"] is None
    seat.chief = not front["chief"] and on_board["chief"] is None
    numbers = st.numbers
    seat.bases = numbers.bases_for(st.players) - others.on_ahus[s]
    seat.logs, seat.aside_logs = others.screen_logs[s], others.aside_logs[s]
    # R7.9: whom another seat peeked at is not in the view; sampled as nobody.
    seat.peeked = set()
    village = special["village"][s] if special is not None else 0
    hut = special["hut"][s] if special is not None else 0
    seat.workers, seat.aside_workers, seat.box_workers = split(
        front["workers"] + on_board["workers"],
        village,
        numbers.start_workers,
        numbers.workers_per_colour,
        others.aside_now,
        st.round,
        rng,
    )
    seat.markers, seat.aside_markers, seat.box_markers = split(
        front["markers"] + on_board["markers"],
        hut,
        numbers.start_tribe_markers,
        numbers.markers_per_colour,
        others.aside_now,
        st.round,
        rng,
    )
    if view["phase"] == "auction_bid" and entry["has_bid"]:
        seat.bid = random_bid(seat.markers, seat.workers, seat.sorcerer, seat.chief, rng)


def _bid(shown: dict[str, Any]) -> tuple[int, int, bool, bool]:
    return (shown["markers"], shown["workers"], shown["sorcerer"], shown["chief"])


def _own_peeks(view: dict[str, Any], memory_mode: bool) -> set[str]:
    """R7.9: in memory mode the face-down bases whose owner the view shows are those peeked at."""
    if not memory_mode:
        return set()
    return {
        a
        for a, shown in view["ahus"].items()
        if shown["base"] == "face_down" and shown["owner"] is not None
    }


def _figures_on_specials(view: dict[str, Any], board: Board, n: int) -> dict[str, Any]:
    """Per seat, its sorcerer and chief on the village and the hut, and the cleared forests
    where one of them stands: the gains of this round's phase 3 (R6.4, R6.5)."""
    village, hut = [0] * n, [0] * n
    forest: list[list[str]] = [[] for _ in range(n)]
    forests = view["forests"]
    for hex_id, entry in view["hexes"].items():
        kind = board.hexes[hex_id].kind
        if kind not in ("village", "sorcerer_hut", "forest"):
            continue
        for f in entry["figures"]:
            specials = f["sorcerer"] + f["chief"]
            if not specials:
                continue
            s = f["seat"]
            if kind == "village":
                village[s] += specials
            elif kind == "sorcerer_hut":
                hut[s] += specials
            elif forests.get(hex_id, {}).get("cleared"):
                forest[s].append(hex_id)
    return {"village": village, "hut": hut, "forest": forest}
