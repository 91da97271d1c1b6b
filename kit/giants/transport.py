"""Phase 4, transport, erecting and marking (rules R7.1-R7.13, U4, U7-U9).

A turn is a sequence of small decisions, each one legal action (one UI click):

1. at the start of a turn (phase ``transport``): ``carry`` an item, ``mark`` an item without
   moving anything, or ``pass`` (R7.1). Passing parks the items in front of the screen on the
   quarry hexes; the seat may then mark them (phase ``transport_park``, R7.12);
2. while moving (``transport_move``): ``step`` into a neighbouring hex with enough carrying
   power that the move has not used (R7.3, R7.4), then ``erect`` (R7.7), ``crown`` (R7.8) or
   ``stop``;
3. after a step, when players' figures could serve in different ways, choose the ``helpers``
   (``transport_helpers``, R7.6); they are paid at once;
4. after the move (``transport_mark``): ``mark`` an item (R7.10) or ``done``.

An item already next to an Ahu may be erected (or crowned) without entering a hex. An item
carried from in front of the screen may stop on its quarry hex; an item already on the board
must enter at least one hex before ``stop``. Items equal in every respect (same place, kind,
size and marker) are offered once, under the lowest id, so the list of legal actions stays
small.

Which items a seat may touch and where an item may go live in
:mod:`kit.giants.transport_targets`; their names are importable from here too.
"""

from __future__ import annotations

from typing import Any

from kit.giants import flow
from kit.giants.actions import (
    Carry,
    Crown,
    Done,
    Erect,
    Helpers,
    Mark,
    Pass,
    Step,
    Stop,
    interned,
)
from kit.giants.carriers import carrier_options
from kit.giants.state import Item, Move, State
from kit.giants.transport_targets import (
    carriable,
    carry_block,
    crown_targets,
    erect_targets,
    item_key,
    loose_items,
    mark_block,
    markable,
    representative,
    start_hex,
    start_hex_for,
    step_targets,
)

__all__ = [
    "apply",
    "carriable",
    "carry_block",
    "crown_targets",
    "erect_targets",
    "item_key",
    "legal_helpers",
    "legal_mark",
    "legal_move",
    "legal_park",
    "legal_start",
    "mark_block",
    "markable",
    "representative",
    "start_hex",
    "start_hex_for",
    "step_targets",
]

Event = dict[str, Any]


# -- legal actions, one function per step of the turn ---------------------------------------
def legal_start(st: State, seat: int) -> list[Any]:
    """Phase ``transport``, R7.1: carry an item, mark one without moving, or pass."""
    if st.current != seat:
        return []
    pool = loose_items(st, seat)
    out: list[Any] = [_act(Carry, seat, i.id) for i in carriable(st, seat, pool)]
    out += [_act(Mark, seat, i.id) for i in markable(st, seat, pool=pool)]
    out.append(_act(Pass, seat))
    return out


def legal_move(st: State, seat: int) -> list[Any]:
    """Phase ``transport_move``: step on (R7.3, R7.4), erect (R7.7), crown (R7.8) or stop."""
    move = st.move
    if st.current != seat or move is None:
        return []
    item = st.items[move.item]
    here = move.path[-1]
    out = [_act(Step, seat, n) for n in step_targets(st, item, here, move.path)]
    out += [_act(Erect, seat, a) for a in erect_targets(st, seat, item, here)]
    out += [_act(Crown, seat, a) for a in crown_targets(st, seat, item, here)]
    if len(move.path) > 1 or move.from_front:
        out.append(_act(Stop, seat))
    return out


def legal_helpers(st: State, seat: int) -> list[Any]:
    """Phase ``transport_helpers``, R7.6: the ways the figures on the hex just entered serve."""
    move = st.move
    if st.current != seat or move is None:
        return []
    return [Helpers(seat, tokens) for tokens, _pay in move.pending or []]


def legal_mark(st: State, seat: int) -> list[Any]:
    """Phase ``transport_mark``, R7.10: mark an item after the move, or be done."""
    if st.current != seat:
        return []
    return [_act(Mark, seat, i.id) for i in markable(st, seat)] + [_act(Done, seat)]


def legal_park(st: State, seat: int) -> list[Any]:
    """Phase ``transport_park``, R7.12: mark an item just parked by passing, or be done."""
    if st.current != seat:
        return []
    return [_act(Mark, seat, i.id) for i in markable(st, seat, parked_only=True)] + [
        _act(Done, seat)
    ]


_act = interned  # one object per action value (kit.giants.actions.interned)


# -- carrying out ----------------------------------------------------------------------------
def apply(st: State, action: Any) -> list[Event]:
    """Carry out a legal action of phase 4."""
    seat = action.seat
    if isinstance(action, Carry):
        return _carry(st, seat, st.items[action.item])
    if isinstance(action, Step):
        return _step(st, seat, action.hex)
    if isinstance(action, Helpers):
        move = st.move
        assert move is not None and move.pending is not None
        option = next(o for o in move.pending if o[0] == action.carriers)
        move.pending = None
        st.enter("transport_move")
        return _pay(st, seat, option)
    if isinstance(action, Erect):
        return _erect(st, seat, action.ahu) + _after_move(st, seat)
    if isinstance(action, Crown):
        return _crown(st, seat, action.ahu) + _after_move(st, seat)
    if isinstance(action, Stop):
        move = st.move
        assert move is not None
        item = st.items[move.item]
        event = {"type": "item_left", "seat": seat, "item": item.id, "kind": item.kind}
        return [{**event, "size": item.size, "hex": item.hex}, *_after_move(st, seat)]
    if isinstance(action, Mark):
        return _mark(st, seat, st.items[action.item])
    if isinstance(action, Pass):
        return _pass(st, seat)
    return _end_turn(st)  # Done


def _carry(st: State, seat: int, item: Item) -> list[Event]:
    start = start_hex(st, item)
    from_front = item.place == "front"
    item.place, item.hex, item.seat = "hex", start, None
    item.moved_by, item.moved_round, item.carried_round = seat, st.round, st.round
    st.move = Move(item.id, start, from_front)
    st.last_moved = item.id
    st.enter("transport_move")
    event = {"type": "transport_started", "seat": seat, "item": item.id, "kind": item.kind}
    return [{**event, "size": item.size, "hex": start}]


def _step(st: State, seat: int, hex_id: str) -> list[Event]:
    move = st.move
    assert move is not None
    item = st.items[move.item]
    item.hex = hex_id
    move.path.append(hex_id)
    events: list[Event] = [
        {"type": "hex_entered", "seat": seat, "item": item.id, "kind": item.kind, "hex": hex_id}
    ]
    options = carrier_options(st, hex_id, item, seat)
    if len(options) == 1:
        return events + _pay(st, seat, options[0])
    move.pending = options
    st.enter("transport_helpers")
    return events


def _pay(st: State, mover: int, option: tuple[tuple[str, ...], tuple[int, ...]]) -> list[Event]:
    """R7.6: record the carriers of the hex just entered and pay the helpers at once."""
    move = st.move
    assert move is not None
    tokens, pay = option
    move.carriers.append(tokens)
    events: list[Event] = []
    for seat, points in enumerate(pay):
        if points:
            st.seats[seat].help_points += points
            move.paid[seat] = move.paid.get(seat, 0) + points
            events.append({"type": "helper_paid", "seat": seat, "points": points, "mover": mover})
    return events


def _erect(st: State, seat: int, ahu_id: str) -> list[Event]:
    """R7.7: a face-down base (a new one, or the reserved one turned), then the moai on it."""
    move = st.move
    assert move is not None
    item = st.items[move.item]
    s = st.seats[seat]
    ahu = st.ahus[ahu_id]
    if ahu.base is None:
        s.bases -= 1
        ahu.base = seat
    ahu.face_up = st.options.immediate_scoring  # R10.7: shown face up in that variant
    ahu.moai = item.id
    _fix(st, seat, item, ahu_id)
    events: list[Event] = [
        {"type": "moai_erected", "seat": seat, "item": item.id, "size": item.size, "ahu": ahu_id}
    ]
    if st.options.immediate_scoring:
        points = st.board.ahus[ahu_id].moai_points * st.numbers.multiplier(item.size)
        s.erect_points += points
        events.append({"type": "moai_scored", "seat": seat, "ahu": ahu_id, "points": points})
    return events


def _crown(st: State, seat: int, ahu_id: str) -> list[Event]:
    """R7.8: the headdress on the seat's own moai (refused in memory mode if it is not)."""
    move = st.move
    assert move is not None
    item = st.items[move.item]
    ahu = st.ahus[ahu_id]
    if ahu.base != seat:
        return [{"type": "headdress_refused", "seat": seat, "ahu": ahu_id, "hex": item.hex}]
    ahu.headdress = item.id
    _fix(st, seat, item, ahu_id)
    return [{"type": "headdress_set", "seat": seat, "item": item.id, "ahu": ahu_id}]


def _fix(st: State, seat: int, item: Item, ahu_id: str) -> None:
    """The item stands on the Ahu for good; the mover's marker goes back behind the screen."""
    if item.marker == seat:
        st.seats[seat].markers += 1
    item.marker = None
    item.place, item.hex, item.ahu = "ahu", None, ahu_id


def _after_move(st: State, seat: int) -> list[Event]:
    """R7.1: after the move the seat may mark one item (U7: ``marks_per_turn``)."""
    st.move = None
    st.marks_left = st.options.marks_per_turn
    if markable(st, seat):
        st.enter("transport_mark")
        return []
    return _end_turn(st)


def _mark(st: State, seat: int, item: Item) -> list[Event]:
    """R7.10/R7.12: a marker from behind the screen onto the item."""
    s = st.seats[seat]
    s.markers -= 1
    item.marker = seat
    event = {"type": "item_marked", "seat": seat, "item": item.id, "kind": item.kind}
    events: list[Event] = [{**event, "size": item.size, "hex": item.hex}]
    if st.phase == "transport_park":
        return events + ([] if markable(st, seat, parked_only=True) else _end_turn(st))
    if st.phase == "transport":
        st.marks_left = st.options.marks_per_turn
    st.marks_left -= 1
    if st.marks_left and markable(st, seat):
        st.enter("transport_mark")
        return events
    return events + _end_turn(st)


def _pass(st: State, seat: int) -> list[Event]:
    """R7.1(c) and R7.12: pass; the items in front of the screen go onto the quarry hexes."""
    st.seats[seat].passed = True
    events: list[Event] = [{"type": "passed", "seat": seat, "phase": "transport"}]
    parked = st.front_items(seat)
    for item in parked:
        item.place, item.hex, item.seat = "hex", start_hex_for(st, item.kind), None
        item.moved_by, item.moved_round = seat, st.round
    if parked:
        moai = sum(1 for i in parked if i.kind == "moai")
        events.append(
            {"type": "items_parked", "seat": seat, "moai": moai, "headdresses": len(parked) - moai}
        )
    st.parked = [i.id for i in parked]
    if markable(st, seat, parked_only=True):
        st.enter("transport_park")
        return events
    return events + _end_turn(st)


def _end_turn(st: State) -> list[Event]:
    st.move = None
    st.last_moved = None
    st.parked = []
    st.marks_left = 0
    nxt = st.next_active(st.current)
    if nxt is None:
        return flow.end_transport(st)
    st.current = nxt
    st.enter("transport")
    return []
