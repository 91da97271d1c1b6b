"""Phase 3, placement (rules R6.1-R6.10, U3, U12, U14, U15, U17).

In turn order each seat that has not passed takes one of:

- A ``place``: a figure from behind the screen onto an ordinary hex; a worker or the sorcerer
  may bring 0-2 logs, the chief never (R6.2). Which hexes are ordinary follows the U3 and U15
  options.
- B/C ``special``: the sorcerer, or the chief for 2 half-tablets, on a special space with its
  effect at once: village (a worker from the reserve box), sorcerers' hut (a marker from the
  box), an uncleared forest (its logs), next to an Ahu (reserve it with a face-up base) or the
  headdress quarry (a headdress in front of the screen) (R6.4, R6.5). Next to two free Ahu the
  seat picks which to reserve (U12). Standing next to an Ahu without reserving is offered as a
  special action only where action A cannot place that figure (it would be the same move).
- D ``influence``: a marker in front of the screen for a half-tablet (R6.6).
- E ``pass`` (R6.7).

Gains go behind the screen (usable at once, R6.8) or aside until the round ends (U14 option); an
empty stock gives nothing (R6.10).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from kit.giants import flow
from kit.giants.actions import Influence, Pass, Place, Special, interned
from kit.giants.state import State

Event = dict[str, Any]
SPECIAL_KINDS = ("village", "sorcerer_hut", "forest", "quarry_hat")
CHIEF_COST = 2  # R6.5: the rules' number, the default of the parameter chief_cost
_BASE = attrgetter("base")
_MEMO_SIZE = 4096


def ordinary_hexes(st: State) -> tuple[str, ...]:
    """The hexes open to action A under the U3 and U15 options."""
    if st.ordinary is None:
        st.ordinary = _ordinary(st)
    return st.ordinary


def _ordinary(st: State) -> tuple[str, ...]:
    opts = st.options
    out = []
    for space in st.board.spaces:
        if space.kind in SPECIAL_KINDS and not opts.ordinary_on_special_spaces:
            continue
        if space.adjacent_ahus and not opts.ordinary_next_to_ahu:
            continue
        if space.kind == "quarry_moai" and not opts.moai_quarry_open:
            continue
        out.append(space.id)
    return tuple(out)


def has_figure(st: State, seat: int, figure: str) -> bool:
    """True if ``figure`` of ``seat`` is behind its screen."""
    s = st.seats[seat]
    if figure == "worker":
        return s.workers > 0
    if figure == "sorcerer":
        return s.sorcerer
    return s.chief


def special_targets(st: State, seat: int, figure: str, ordinary: set[str]) -> list[Special]:
    """Every special space ``figure`` may take now (R6.4), with the Ahu to reserve if any."""
    return _pick_specials(st, seat, _special_template(st, seat, figure, ordinary))


def _special_template(
    st: State, seat: int, figure: str, ordinary: set[str] | tuple[str, ...]
) -> list[tuple[str, str | None, Special]]:
    """Every special placement the board could ever offer ``figure``, in board order, each
    with its condition: ("space", forest hex or None) a special space (R6.4; a forest only
    until cleared), ("ahu", ahu) reserving a free Ahu with a base, ("stand", None) standing
    next to an Ahu where action A cannot place (U3)."""
    out: list[tuple[str, str | None, Special]] = []
    for space in st.board.spaces:
        kind = space.kind
        if kind in SPECIAL_KINDS:
            forest = space.id if kind == "forest" else None
            out.append(("space", forest, Special(seat, figure, space.id, None)))
        if space.adjacent_ahus:
            for ahu in space.adjacent_ahus:
                out.append(("ahu", ahu, Special(seat, figure, space.id, ahu)))
            if kind not in SPECIAL_KINDS and space.id not in ordinary:
                out.append(("stand", None, Special(seat, figure, space.id, None)))
    return out


_TEMPLATES: dict[tuple, tuple[Any, list[tuple[str, str | None, Special]]]] = {}


def _shared_template(st: State, seat: int, figure: str) -> list[tuple[str, str | None, Special]]:
    """:func:`_special_template` with the ordinary hexes, shared by the games on one island
    with the same ordinary hexes (it depends on nothing else; its actions are immutable)."""
    ordinary = ordinary_hexes(st)
    key = (id(st.board), ordinary, seat, figure)
    hit = _TEMPLATES.get(key)
    if hit is not None and hit[0] is st.board:
        return hit[1]
    if len(_TEMPLATES) > 256:
        _TEMPLATES.clear()
    template = _special_template(st, seat, figure, set(ordinary))
    _TEMPLATES[key] = (st.board, template)
    return template


def _pick_specials(
    st: State, seat: int, template: list[tuple[str, str | None, Special]]
) -> list[Special]:
    """The entries of a :func:`_special_template` whose condition holds now."""
    bases = st.seats[seat].bases
    cleared = st.cleared
    ahus = st.ahus
    out: list[Special] = []
    for cond, arg, action in template:
        if cond == "ahu":
            if bases and ahus[arg].base is None:  # type: ignore[index]
                out.append(action)
        elif cond == "stand" or arg is None or arg not in cleared:
            out.append(action)
    return out


def legal(
    st: State,
    seat: int,
    place_cache: dict[tuple[str, int], list[Place]],
    memo: dict[tuple, list[Special]] | None = None,
) -> list[Any]:
    """The seat's actions A-E now (without the memory-mode peek, added by
    :mod:`kit.giants.phases`).

    ``memo`` (optional) keeps the special placements by everything they depend on: the seat,
    the figure, whether it has a base, the free Ahu and the cleared forests (R6.4); and, for
    the seat and figure alone, the template they are picked from (board and options only).
    """
    if st.phase != "placement" or st.current != seat:
        return []
    s = st.seats[seat]
    out: list[Any] = []
    if s.workers > 0:
        top = min(2, s.logs)
        out += place_cache[("worker", 0)]
        if top:
            out += place_cache[("worker", 1)]
            if top > 1:
                out += place_cache[("worker", 2)]
    if s.sorcerer:
        top = min(2, s.logs)
        out += place_cache[("sorcerer", 0)]
        if top:
            out += place_cache[("sorcerer", 1)]
            if top > 1:
                out += place_cache[("sorcerer", 2)]
    if s.chief:
        out += place_cache[("chief", 0)]
    specials = []
    if s.sorcerer:
        specials.append("sorcerer")
    if s.chief and s.tablets >= st.numbers.chief_cost:
        specials.append("chief")
    if specials and memo is not None:
        # what the specials depend on now: a base behind the screen, the Ahu taken, the
        # forests cleared (R6.4)
        now = (bool(s.bases), tuple(map(_BASE, st.ahus.values())), frozenset(st.cleared))
    for figure in specials:
        if memo is None:
            out += special_targets(st, seat, figure, set(ordinary_hexes(st)))
            continue
        picked = memo.get((seat, figure, now))
        if picked is None:
            template = memo.get((seat, figure))
            if template is None:  # the board and the options only: kept for the whole game
                template = memo[(seat, figure)] = _shared_template(st, seat, figure)
            if len(memo) > _MEMO_SIZE:  # many positions (a search): start again
                memo.clear()
                memo[(seat, figure)] = template
            picked = memo[(seat, figure, now)] = _pick_specials(st, seat, template)
        out += picked
    if s.markers:
        out.append(interned(Influence, seat))
    out.append(interned(Pass, seat))
    return out


def apply(st: State, action: Any) -> list[Event]:
    """Carry out a legal action of phase 3, then pass the turn on (R6.1)."""
    seat = action.seat
    s = st.seats[seat]
    if isinstance(action, Place):
        events = [_place(st, seat, action.figure, action.hex)]
        if action.logs:
            s.logs -= action.logs
            st.logs_on[action.hex] = st.logs_on.get(action.hex, 0) + action.logs
            st.figures_moved()
        events[0]["logs"] = action.logs
    elif isinstance(action, Special):
        events = _special(st, action)
    elif isinstance(action, Influence):
        s.markers -= 1
        s.front_markers += 1
        if st.tablet_supply:
            st.tablet_supply -= 1
            s.tablets += 1
            events = [{"type": "influence", "seat": seat}]
        else:
            events = [{"type": "influence_no_tablet", "seat": seat}]
    else:
        s.passed = True
        events = [{"type": "passed", "seat": seat, "phase": "placement"}]
    nxt = st.next_active(seat)
    if nxt is None:
        return events + flow.start_transport(st)
    st.current = nxt
    return events


def _place(st: State, seat: int, figure: str, hex_id: str) -> Event:
    s = st.seats[seat]
    if figure == "worker":
        s.workers -= 1
    elif figure == "sorcerer":
        s.sorcerer = False
    else:
        s.chief = False
    st.add_figure(seat, figure, hex_id)
    return {"type": "figure_placed", "seat": seat, "figure": figure, "hex": hex_id}


def _special(st: State, action: Special) -> list[Event]:
    seat, figure, hex_id = action.seat, action.figure, action.hex
    s = st.seats[seat]
    _place(st, seat, figure, hex_id)
    if figure == "chief":  # R6.5
        cost = st.numbers.chief_cost
        s.tablets -= cost
        st.tablet_supply += cost
    at_once = st.options.gains_at_once
    event: Event = {"seat": seat, "figure": figure, "hex": hex_id}
    if action.ahu is not None:  # R6.4: reserve the Ahu with a face-up base
        s.bases -= 1
        ahu = st.ahus[action.ahu]
        ahu.base = seat
        ahu.face_up = True
        return [{"type": "ahu_reserved", **event, "ahu": action.ahu}]
    kind = st.board.hexes[hex_id].kind
    if kind == "village":
        if s.box_workers:
            s.box_workers -= 1
            if at_once:
                s.workers += 1
            else:
                s.aside_workers += 1
        return [{"type": "village_used", **event}]
    if kind == "sorcerer_hut":
        if s.box_markers:
            s.box_markers -= 1
            if at_once:
                s.markers += 1
            else:
                s.aside_markers += 1
        return [{"type": "hut_used", **event}]
    if kind == "forest":
        count = min(st.forest[hex_id], st.log_supply)
        st.log_supply -= count
        st.cleared.add(hex_id)
        if at_once:
            s.logs += count
        else:
            s.aside_logs += count
        return [{"type": "forest_cut", **event, "logs": count}]
    if kind == "quarry_hat":
        item = st.take_from_supply("stock", "headdress", 1)
        if item is None:
            return [{"type": "headdress_stock_empty", **event}]
        item.place = "front"
        item.seat = seat
        return [{"type": "headdress_taken", **event, "item": item.id}]
    return [{"type": "ahu_approached", **event}]
