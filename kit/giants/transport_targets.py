"""Phase 4, what a seat may touch and where an item may go (rules R7.2-R7.4, R7.7, R7.8, R7.10,
U4, U8, U9).

The questions :mod:`kit.giants.transport` asks before it lists the legal actions of a step of
the turn: which items a seat may carry or mark (items equal in every respect are offered once,
under the lowest id), where a move starts, and which hexes and Ahu it may go on to.
"""

from __future__ import annotations

from kit.giants.state import Item, State


# -- which items a seat may touch ------------------------------------------------------------
def item_key(st: State, item: Item) -> tuple:
    """Items with equal keys are interchangeable: only the first is offered."""
    if item.place == "front":
        return ("front", item.seat, item.kind, item.size)
    closed = None
    if st.options.unmarked_open_next_round and item.marker is None:
        closed = item.moved_by if item.moved_round == st.round else None
    carried = st.options.one_move_per_item and item.carried_round == st.round
    return (item.place, item.hex, item.kind, item.size, item.marker, closed, carried)


def _closed_to(st: State, seat: int, item: Item) -> bool:
    """U8 option: an item another seat moved and left unmarked this round is closed to us."""
    return (
        st.options.unmarked_open_next_round
        and item.marker is None
        and item.moved_round == st.round
        and item.moved_by not in (None, seat)
    )


def carry_block(st: State, seat: int, item: Item) -> str | None:
    """Why ``seat`` may not move ``item`` (a message key), or None if it may (R7.2)."""
    if item.place == "front":
        return None if item.seat == seat else "giants.err.not_your_item"
    if item.place == "ahu":
        return "giants.err.item_fixed"
    if item.place != "hex":
        return "giants.err.item_not_on_board"
    if item.marker not in (None, seat):
        return "giants.err.marked_by_other"
    if _closed_to(st, seat, item):
        return "giants.err.item_closed"
    if st.options.one_move_per_item and item.carried_round == st.round:
        return "giants.err.moved_once"
    return None


def mark_block(st: State, seat: int, item: Item) -> str | None:
    """Why ``seat`` may not mark ``item``, or None (R7.10)."""
    if item.place == "ahu":
        return "giants.err.item_fixed"
    if item.place != "hex":
        return "giants.err.item_not_on_board"
    if item.marker is not None:
        return "giants.err.already_marked"
    if _closed_to(st, seat, item):
        return "giants.err.item_closed"
    return None


def _reps(st: State, items: list[Item]) -> list[Item]:
    seen = set()
    out = []
    for item in items:
        key = item_key(st, item)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def representative(st: State, item: Item) -> Item:
    """The item offered in place of ``item`` (the lowest id among interchangeable ones)."""
    key = item_key(st, item)
    return next(i for i in st.items.values() if item_key(st, i) == key)


def markable(
    st: State, seat: int, parked_only: bool = False, pool: list[Item] | None = None
) -> list[Item]:
    """The items the seat could mark now (one per interchangeable group).

    Only loose, unmarked items on the board can be marked (R7.10): :func:`mark_block` and
    :func:`item_key` are written out for them, in one pass (over ``pool`` if given: a list of
    the items that holds every item on the board, in id order, see :func:`loose_items`)."""
    if not st.seats[seat].markers:
        return []
    if pool is None:
        pool = [st.items[i] for i in st.parked] if parked_only else st.in_place("hex")
    opts = st.options
    rnd = st.round
    closing = opts.unmarked_open_next_round  # U8
    once = opts.one_move_per_item  # U9
    seen = set()
    out = []
    for i in pool:
        if i.place != "hex" or i.marker is not None:
            continue
        closed = None
        if closing and i.moved_round == rnd:
            closed = i.moved_by
            if closed is not None and closed != seat:
                continue  # giants.err.item_closed
        key = (i.hex, i.kind, i.size, closed, once and i.carried_round == rnd)
        if key not in seen:
            seen.add(key)
            out.append(i)
    return out


# -- moving ----------------------------------------------------------------------------------
def start_hex(st: State, item: Item) -> str:
    """Where a move of ``item`` starts: its hex, or its quarry hex if in front of a screen."""
    if item.place == "front":
        return start_hex_for(st, item.kind)
    return item.hex or ""


def step_targets(st: State, item: Item, here: str, used: set[str] | list[str]) -> list[str]:
    """R7.3/R7.4: the neighbours of ``here`` not used yet with enough carrying power."""
    need = item.need
    powers = st.powers  # R7.4: kept while no figure or log moves
    out = []
    for n in st.board.hexes[here].neighbours:
        if n not in used:
            power = powers.get(n)
            if power is None:
                power = powers[n] = st.power(n)
            if power >= need:
                out.append(n)
    return out


def _figure_ok(st: State, seat: int, ahu_id: str, here: str) -> bool:
    """R7.7(1)/R7.8, U4: the mover's own figure next to the Ahu (or on the end hex)."""
    if st.options.erector_on_end_hex:
        return st.has_own_figure(seat, (here,))
    return st.has_own_figure(seat, st.board.ahus[ahu_id].adjacent_hexes)


def erect_targets(st: State, seat: int, item: Item, here: str) -> list[str]:
    """R7.7: the Ahu next to ``here`` the moai may stand on."""
    if item.kind != "moai":
        return []
    out = []
    for ahu_id in st.board.hexes[here].adjacent_ahus:
        ahu = st.ahus[ahu_id]
        if ahu.moai is not None:
            continue
        if ahu.base is None and not st.seats[seat].bases:
            continue
        if ahu.base not in (None, seat):
            continue
        if _figure_ok(st, seat, ahu_id, here):
            out.append(ahu_id)
    return out


def crown_targets(st: State, seat: int, item: Item, here: str) -> list[str]:
    """R7.8: the Ahu next to ``here`` whose moai may get the headdress.

    In memory mode (R7.9) every face-down base is offered: the seat may have forgotten which are
    its own, and setting a headdress on another's moai is refused when tried.
    """
    if item.kind != "headdress":
        return []
    out = []
    for ahu_id in st.board.hexes[here].adjacent_ahus:
        ahu = st.ahus[ahu_id]
        if ahu.moai is None or ahu.headdress is not None:
            continue
        hidden = st.options.memory_mode and not ahu.face_up
        if ahu.base != seat and not hidden:
            continue
        if _figure_ok(st, seat, ahu_id, here):
            out.append(ahu_id)
    return out


def _can_start(st: State, seat: int, item: Item, powers: dict[str, int] | None = None) -> bool:
    """True if ``item`` can enter a first hex or stand on an Ahu from where it is (``powers``:
    the carrying power of hexes already computed in this position, filled in as it goes)."""
    if item.place == "front":
        return True
    here = item.hex or ""
    need = item.size if item.kind == "moai" else 1  # Item.need
    if powers is None:
        powers = st.powers
    for n in st.board.hexes[here].neighbours:  # R7.3/R7.4: a first step
        if n == here:
            continue
        power = powers.get(n)
        if power is None:
            power = powers[n] = st.power(n)
        if power >= need:
            return True
    return bool(erect_targets(st, seat, item, here) or crown_targets(st, seat, item, here))


def loose_items(st: State, seat: int) -> list[Item]:
    """The items on the board and in front of ``seat``'s screen, in id order: all that
    :func:`carriable` and :func:`markable` look at (one pass over the items for both)."""
    return [
        i for i in st.items.values() if i.place in _LOOSE and (i.place == "hex" or i.seat == seat)
    ]


_LOOSE = frozenset({"hex", "front"})


def carriable(st: State, seat: int, pool: list[Item] | None = None) -> list[Item]:
    """The items the seat may start moving (one per interchangeable group, R7.2).

    One pass over the items (or ``pool``, see :func:`loose_items`): :func:`carry_block` and
    :func:`item_key` written out for the items on the board and in front of the seat's screen
    (the others are never carried)."""
    opts = st.options
    rnd = st.round
    closing = opts.unmarked_open_next_round  # U8
    once = opts.one_move_per_item  # U9
    seen = set()
    powers = st.powers  # R7.4: kept while no figure or log moves
    out = []
    for i in st.items.values() if pool is None else pool:
        place = i.place
        if place == "hex":
            marker = i.marker
            closed = None
            if marker is None:
                if closing and i.moved_round == rnd:
                    closed = i.moved_by
                    if closed is not None and closed != seat:
                        continue  # giants.err.item_closed
            elif marker != seat:
                continue  # giants.err.marked_by_other
            if once and i.carried_round == rnd:
                continue  # giants.err.moved_once
            key: tuple = ("hex", i.hex, i.kind, i.size, marker, closed, False)
        elif place == "front" and i.seat == seat:
            key = ("front", seat, i.kind, i.size)
        else:
            continue
        if key not in seen:
            seen.add(key)
            if _can_start(st, seat, i, powers):
                out.append(i)
    return out


def start_hex_for(st: State, kind: str) -> str:
    """The quarry hex where items of ``kind`` enter the board."""
    return st.board.moai_quarry if kind == "moai" else st.board.hat_quarry
