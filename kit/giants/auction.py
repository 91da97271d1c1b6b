"""Phase 2, the auction (rules R5.1-R5.8, U6, U16).

Every seat makes one hidden bid (markers in one fist, figures in the other), in any order; no
view shows a bid before all are in. At the reveal the bid goes in front of the screen (R5.8) and
the pick order is set by markers, then half-tablets, then turn order (R5.4). Seats then pick one
moai at a time, pass after pass in that order, each figure sculpting once and the chief only
whole (R5.5); a seat that declines is out of this auction (U6). Unclaimed moai go back (R5.6).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from kit.giants import flow
from kit.giants.actions import Bid, Decline, Sculpt, interned
from kit.giants.state import State

Event = dict[str, Any]


# -- the hidden bid (R5.1-R5.2) -------------------------------------------------------------
def bidders(st: State) -> tuple[int, ...]:
    """The seats that have not bid yet."""
    return tuple(s for s in range(st.players) if st.seats[s].bid is None)


def legal_bids(st: State, seat: int) -> list[Bid]:
    """Every fist a seat can make from behind its screen."""
    s = st.seats[seat]
    if s.bid is not None:
        return []
    return list(_bids(seat, s.markers, s.workers, s.sorcerer, s.chief))


@lru_cache(maxsize=1024)
def _bids(seat: int, markers: int, workers: int, sorcerer: bool, chief: bool) -> tuple[Bid, ...]:
    """R5.1: every fist from these figures and markers (actions are immutable: shared)."""
    sorcerers = (False, True) if sorcerer else (False,)
    chiefs = (False, True) if chief else (False,)
    return tuple(
        Bid(seat, m, w, so, ch)
        for m in range(markers + 1)
        for w in range(workers + 1)
        for so in sorcerers
        for ch in chiefs
    )


def apply_bid(st: State, action: Bid) -> list[Event]:
    """Record a hidden bid; the last one reveals them all."""
    st.seats[action.seat].bid = (action.markers, action.workers, action.sorcerer, action.chief)
    events: list[Event] = [{"type": "bid_placed", "seat": action.seat}]
    if not bidders(st):
        events += reveal(st)
    return events


def reveal(st: State) -> list[Event]:
    """R5.2-R5.4, R5.8: open the fists, move the bids in front of the screens, set the order."""
    bids = []
    for seat_no, seat in enumerate(st.seats):
        markers, workers, sorcerer, chief = seat.bid or (0, 0, False, False)
        seat.markers -= markers
        seat.front_markers += markers
        seat.workers -= workers
        seat.front_workers += workers
        if sorcerer:
            seat.sorcerer = False
            seat.front_sorcerer = True
        if chief:
            seat.chief = False
            seat.front_chief = True
        st.units[seat_no] = workers + int(sorcerer)
        st.chief_free[seat_no] = chief
        bids.append({"markers": markers, "workers": workers, "sorcerer": sorcerer, "chief": chief})
    turn = st.turn_order()
    st.order = sorted(
        range(st.players),
        key=lambda s: (-bids[s]["markers"], -st.seats[s].tablets, turn.index(s)),
    )
    st.pick_index = 0
    st.enter("auction_pick")
    events: list[Event] = [{"type": "bids_revealed", "bids": bids, "order": list(st.order)}]
    return events + _next_picker(st, start=0)


# -- picking (R5.5-R5.7) --------------------------------------------------------------------
def _can_take(st: State, seat: int, size: int) -> bool:
    need = st.numbers.need(size)  # R5.3
    return st.units[seat] >= need or (st.chief_free[seat] and st.numbers.chief_strength >= need)


def _eligible(st: State, seat: int, sizes: set[int]) -> bool:
    return seat not in st.declined and any(_can_take(st, seat, z) for z in sizes)


def tile_sizes(st: State) -> set[int]:
    """The sizes of the moai on the quarry tile."""
    return {i.size for i in st.in_place("tile")}


def _next_picker(st: State, start: int, sizes: set[int] | None = None) -> list[Event]:
    """Find the next seat in pick order (passes repeat) that can take a moai, or end
    (``sizes``: :func:`tile_sizes`, if known)."""
    if sizes is None:
        sizes = tile_sizes(st)
    n = len(st.order)
    if sizes:
        for k in range(n):
            index = (start + k) % n
            if _eligible(st, st.order[index], sizes):
                st.pick_index = index
                st.current = st.order[index]
                return []
    return end_auction(st)


def picker(st: State) -> int | None:
    """The seat picking now."""
    return st.current if st.phase == "auction_pick" else None


def legal_picks(st: State, seat: int) -> list[Sculpt | Decline]:
    """The moai sizes the seat can sculpt now, with or without the chief, and declining."""
    if picker(st) != seat:
        return []
    out: list[Sculpt | Decline] = []
    numbers = st.numbers
    for size in sorted(tile_sizes(st)):
        need = numbers.need(size)  # R5.3
        if st.units[seat] >= need:
            out.append(interned(Sculpt, seat, size, False))
        if st.chief_free[seat] and numbers.chief_strength >= need:
            out.append(interned(Sculpt, seat, size, True))
    out.append(interned(Decline, seat))
    return out


def apply_pick(st: State, action: Sculpt | Decline) -> list[Event]:
    """R5.5/R5.7: take a moai in front of the screen, spending the figures; or decline (U6)."""
    seat = action.seat
    sizes = None
    if isinstance(action, Decline):
        st.declined.add(seat)
        events: list[Event] = [{"type": "auction_declined", "seat": seat}]
    else:
        tile = st.in_place("tile")  # st.take_from_supply("tile", "moai", size), and the rest
        item = next(i for i in tile if i.kind == "moai" and i.size == action.size)
        sizes = {i.size for i in tile if i is not item}
        item.place = "front"
        item.seat = seat
        if action.chief:
            st.chief_free[seat] = False
        else:
            st.units[seat] -= st.numbers.need(action.size)
        events = [
            {
                "type": "moai_sculpted",
                "seat": seat,
                "item": item.id,
                "size": action.size,
                "chief": action.chief,
            }
        ]
    return events + _next_picker(st, start=st.pick_index + 1, sizes=sizes)


def end_auction(st: State) -> list[Event]:
    """R5.6: moai nobody took go back to the supply; phase 3 begins."""
    back = 0
    for item in st.in_place("tile"):
        item.place = "supply"
        back += 1
    events: list[Event] = [{"type": "moai_returned", "count": back}] if back else []
    return events + flow.start_placement(st)
