"""The random playout of a search: Giants played on at random, quickly, without the game's
caches of legal actions, its checks or its record.

A search's rollout (:mod:`kit.lab.ismcts`) plays a copy of a game on, the first seat of
``game.to_move`` picking uniformly among its legal actions: the action at index
``int(draw() * n)`` of the ``n`` actions ``game.legal_actions(seat)`` lists, no draw at all when
only one is legal. ``playout(game, draw, steps)`` makes those very choices, from the same draws:
it asks the rules of each phase (:data:`kit.giants.phases.TABLE`) for the same list of legal
actions and carries the chosen one out with the same rule, but without what the engine's
``legal_actions`` and ``apply_legal`` add around them (lists cached per seat and copied, the
phase looked up twice, the record, a lookup table per list). The commonest steps are written
out here without their events: the start of a turn of phase 4 (R7.1: which items a seat may
carry or mark, in one pass over the items), the steps of a move (R7.3-R7.6, the ways to pay the
helpers remembered by the figures on the hex), action A and passing in phase 3 (R6.2, R6.7) and
the recall of markers (R8.2); the rest is the engine's own rules. The game ends in the
state those actions given one by one to ``game.apply_legal`` would leave, its ``history``
aside (a searched copy needs none). ``tests/giants/test_giants_playout.py`` plays both side by
side at 3, 4 and 5 players, to the end and with cutoffs.

The rules are the engine's: a change of a rule there is a change here too (the tests above fail
until both agree).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kit.giants import flow, placement
from kit.giants.actions import (
    Carry,
    Crown,
    Done,
    Erect,
    Mark,
    Pass,
    Place,
    Recall,
    Step,
    Stop,
    interned,
)
from kit.giants.carriers import Option, carrier_options
from kit.giants.phases import TABLE
from kit.giants.scoring import breakdown
from kit.giants.state import Item, State
from kit.giants.transport import _after_move, _carry
from kit.giants.transport_targets import _can_start, crown_targets, erect_targets

Draw = Callable[[], float]
_ENDLESS = 1 << 30


def _mover(st: State) -> int:
    """The first seat of ``game.to_move``: the first seat yet to bid (R5.1), the lowest seat
    recalling markers (R8.2), else the seat whose turn it is."""
    phase = st.phase
    if phase == "auction_bid":
        seats = st.seats
        return next(s for s in range(st.players) if seats[s].bid is None)
    if phase == "round_end":
        return min(st.recalling)
    return st.current


def playout(game: Any, draw: Draw, steps: int | None = None) -> dict[str, list[int]]:
    """Play ``game`` on at random for ``steps`` decisions (None: to its end), each decision
    taking the legal action at index ``int(draw() * n)`` of ``n`` (none drawn when ``n`` is 1),
    as described in the module's notes. Returns the ``"scores"`` and ``"winners"`` of
    ``game.result()`` (the standing if the game is not over)."""
    st = game.state
    legal_of, apply_of = _LEGAL, _APPLY
    game._legal.clear()  # the engine's cached lists: no longer this position's
    left = _ENDLESS if steps is None else steps
    while left and not st.over:
        left -= 1
        phase = st.phase
        if phase == "auction_bid" or phase == "round_end":
            seat = _mover(st)
        else:
            seat = st.current
        legal = legal_of[phase](game, seat)
        n = len(legal)
        apply_of[phase](game, legal[int(draw() * n)] if n > 1 else legal[0])
    return standing(st)


def _legal_start(game: Any, seat: int) -> list[Any]:
    """Phase ``transport``, R7.1 (:func:`kit.giants.transport.legal_start`): carry an item, mark
    one without moving, or pass; :func:`~kit.giants.transport_targets.carriable` and
    :func:`~kit.giants.transport_targets.markable` written out in one pass over the items. In
    memory mode (R7.9, peeks offered too) the engine's own list."""
    st = game.state
    opts = st.options
    if opts.memory_mode:
        return _ENGINE_LEGAL["transport"](game, seat)
    rnd = st.round
    closing = opts.unmarked_open_next_round  # U8
    once = opts.one_move_per_item  # U9
    marks = st.seats[seat].markers > 0
    powers = st.powers
    carried: set[tuple] = set()
    marked: set[tuple] = set()
    carry: list[Item] = []
    mark: list[Item] = []
    for i in st.items.values():
        place = i.place
        if place == "hex":
            marker = i.marker
            closed = None
            if marker is None:
                if closing and i.moved_round == rnd:
                    closed = i.moved_by
                    if closed is not None and closed != seat:
                        continue  # closed to this seat: neither carried nor marked
                if marks:  # markable (R7.10)
                    mkey = (i.hex, i.kind, i.size, closed, once and i.carried_round == rnd)
                    if mkey not in marked:
                        marked.add(mkey)
                        mark.append(i)
            elif marker != seat:
                continue
            if once and i.carried_round == rnd:
                continue
            key: tuple = (i.hex, i.kind, i.size, marker, closed)
        elif place == "front" and i.seat == seat:
            key = (i.kind, i.size)
        else:
            continue
        if key not in carried:  # carriable (R7.2)
            carried.add(key)
            if _can_start(st, seat, i, powers):
                carry.append(i)
    out: list[Any] = [interned(Carry, seat, i.id) for i in carry]
    out += [interned(Mark, seat, i.id) for i in mark]
    out.append(interned(Pass, seat))
    return out


_CARRIERS: dict[tuple, list[Option]] = {}


def _carriers(st: State, hex_id: str, item: Item, mover: int) -> list[Option]:
    """:func:`kit.giants.carriers.carrier_options`, remembered by what it depends on (the
    figures and logs on the hex, the item's need and pay, the mover, the options U5)."""
    per_seat = st.figures.get(hex_id)
    if per_seat is None:
        return []
    opts = st.options
    key = (
        tuple(map(tuple, per_seat)),
        st.logs_on.get(hex_id, 0),
        item.kind == "moai",
        item.size,
        mover,
        opts.logs_need_figure_in_set,
        opts.gift_helpers,
    )
    found = _CARRIERS.get(key)
    if found is None:
        if len(_CARRIERS) > 50_000:
            _CARRIERS.clear()
        found = _CARRIERS[key] = carrier_options(st, hex_id, item, mover)
    return found


def _legal_move(game: Any, seat: int) -> list[Any]:
    """Phase ``transport_move`` (:func:`kit.giants.transport.legal_move`): step on (R7.3,
    R7.4), erect (R7.7), crown (R7.8) or stop; in memory mode the engine's own list."""
    st = game.state
    if st.options.memory_mode:
        return _ENGINE_LEGAL["transport_move"](game, seat)
    move = st.move
    item = st.items[move.item]
    path = move.path
    here = path[-1]
    need = item.size if item.kind == "moai" else 1  # Item.need
    powers = st.powers  # R7.4: kept while no figure or log moves
    out: list[Any] = []
    for n in st.board.hexes[here].neighbours:  # transport_targets.step_targets
        if n not in path:
            power = powers.get(n)
            if power is None:
                power = powers[n] = st.power(n)
            if power >= need:
                out.append(interned(Step, seat, n))
    if item.kind == "moai":
        out += [interned(Erect, seat, a) for a in erect_targets(st, seat, item, here)]
    else:
        out += [interned(Crown, seat, a) for a in crown_targets(st, seat, item, here)]
    if len(path) > 1 or move.from_front:
        out.append(interned(Stop, seat))
    return out


def _apply_move(game: Any, action: Any) -> Any:
    """Phase ``transport_move``: a step (R7.3-R7.6, :func:`kit.giants.transport._step`) without
    its events, the carriers of one way paid at once, or a stop (the item left on its hex);
    anything else by the engine."""
    kind = type(action)
    if kind is Stop:
        return _after_move(game.state, action.seat)
    if kind is not Step:
        return _ENGINE_APPLY["transport_move"](game, action)
    st = game.state
    move = st.move
    item = st.items[move.item]
    hex_id = action.hex
    item.hex = hex_id
    move.path.append(hex_id)
    options = _carriers(st, hex_id, item, action.seat)
    if len(options) != 1:
        move.pending = list(options)
        st.enter("transport_helpers")
        return None
    tokens, pay = options[0]  # R7.6: transport._pay
    move.carriers.append(tokens)
    paid = move.paid
    seats = st.seats
    for seat, points in enumerate(pay):
        if points:
            seats[seat].help_points += points
            paid[seat] = paid.get(seat, 0) + points
    return None


def _apply_start(game: Any, action: Any) -> Any:
    """Phase ``transport``: a carry (R7.2) straight to the engine's rule; anything else by the
    engine."""
    if type(action) is Carry:
        st = game.state
        return _carry(st, action.seat, st.items[action.item])
    return _ENGINE_APPLY["transport"](game, action)


def _apply_placement(game: Any, action: Any) -> Any:
    """Phase 3 (:func:`kit.giants.placement.apply`): action A (R6.2, a figure with its logs) or
    a pass (R6.7) without events, then the turn passed on (R6.1); anything else by the engine."""
    kind = type(action)
    if kind is not Place and kind is not Pass:
        return _ENGINE_APPLY["placement"](game, action)
    st = game.state
    seat = action.seat
    s = st.seats[seat]
    if kind is Place:
        figure, hex_id, logs = action.figure, action.hex, action.logs
        if figure == "worker":
            s.workers -= 1
        elif figure == "sorcerer":
            s.sorcerer = False
        else:
            s.chief = False
        st.add_figure(seat, figure, hex_id)
        if logs:
            s.logs -= logs
            st.logs_on[hex_id] = st.logs_on.get(hex_id, 0) + logs
            st.figures_moved()
    else:
        s.passed = True
    nxt = st.next_active(seat)
    if nxt is None:
        return flow.start_transport(st)
    st.current = nxt
    return None


def _legal_placement(game: Any, seat: int) -> list[Any]:
    """Phase 3, R6.2-R6.7 (:func:`kit.giants.placement.legal`, with the game's caches); in
    memory mode the engine's own list (the peeks, R7.9)."""
    st = game.state
    if st.options.memory_mode:
        return _ENGINE_LEGAL["placement"](game, seat)
    return placement.legal(st, seat, game.place_actions(seat), game.specials_memo)


def _legal_recall(game: Any, seat: int) -> list[Any]:
    """Phase 5, R8.2 (:func:`kit.giants.flow.legal_recall`): the seat's markers on board items
    it may take back (one per hex, kind and size), then "done"; one pass over the items."""
    out: list[Any] = []
    seen = set()
    for item in game.state.items.values():
        if item.marker == seat and item.place == "hex":
            key = (item.hex, item.kind, item.size)
            if key not in seen:
                seen.add(key)
                out.append(interned(Recall, seat, item.id))
    out.append(interned(Done, seat))
    return out


def _apply_recall(game: Any, action: Any) -> Any:
    """Phase 5, R8.2 (:func:`kit.giants.flow.apply_recall`) without events: a marker taken back,
    or done; the round ends (R8.4) when nobody is left recalling."""
    st = game.state
    seat = action.seat
    if type(action) is Recall:
        st.items[action.item].marker = None
        st.seats[seat].markers += 1
        if any(i.marker == seat and i.place == "hex" for i in st.items.values()):
            return None
    st.recalling.discard(seat)
    if not st.recalling:
        return flow.finish_round(st)
    return None


_ENGINE_LEGAL = {name: phase.legal for name, phase in TABLE.items()}
_ENGINE_APPLY = {name: phase.apply for name, phase in TABLE.items()}
_LEGAL = {
    **_ENGINE_LEGAL,
    "placement": _legal_placement,
    "transport": _legal_start,
    "transport_move": _legal_move,
    "round_end": _legal_recall,
}
_APPLY = {
    **_ENGINE_APPLY,
    "placement": _apply_placement,
    "transport": _apply_start,
    "transport_move": _apply_move,
    "round_end": _apply_recall,
}


def standing(st: State) -> dict[str, list[int]]:
    """The ``"scores"`` and ``"winners"`` of ``game.result()`` (R10.3-R10.6, U13), the points
    by rule counted once."""
    rows = breakdown(st)
    scores = [sum(row.values()) for row in rows]
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) > 1 and st.options.tie_break == "ahu_points":  # scoring.winners
        ahu = {s: rows[s]["ahu_moai"] + rows[s]["headdress"] for s in tied}
        top = max(ahu.values())
        tied = [s for s in tied if ahu[s] == top]
    return {"scores": scores, "winners": tied}
