"""The round (R3): phase 1 (draw the moai, R4), the moves between phases, phase 5 (R8).

Each function changes the :class:`~kit.giants.state.State` and returns the events it caused.
Phase 1 needs no decision: the dice are rolled from the game's seeded generator as the round
starts. When they put no moai on the quarry tile there is nothing to bid for, and the auction is
skipped. In phase 5 the seats with Tribe Markers on board items decide, in any order, which to
take back (R8.2).
"""

from __future__ import annotations

from typing import Any

from kit.giants import scoring
from kit.giants.actions import Done, Recall, interned
from kit.giants.state import State

Event = dict[str, Any]
FIRST_ROUND_FACES = {0: 1, 3: 2}  # R4.3


def start_round(st: State) -> list[Event]:
    """A new round: reset the banners, then phase 1 and the auction (or straight to phase 3).
    The game is in phase 1 (``"draw"``) after the setup and :func:`finish_round`; a prepared
    position (tests) may start a round from another phase."""
    if st.phase != "draw":
        st.set_phase("draw")
    st.round += 1
    for seat in st.seats:
        seat.passed = False
        seat.bid = None
    st.order = []
    events: list[Event] = [{"type": "round_started", "round": st.round, "seat": st.first}]
    events += draw_moai(st)
    if st.in_place("tile"):
        st.enter("auction_bid")
        st.declined = set()
        st.units = [0] * st.players
        st.chief_free = [False] * st.players
        events.append({"type": "phase_started", "phase": "auction_bid"})
        return events
    events.append({"type": "auction_skipped"})
    return events + start_placement(st)


def draw_moai(st: State) -> list[Event]:
    """R4.1-R4.4: roll the dice in play and put the moai they call for on the quarry tile."""
    faces: list[int] = []
    drawn: list[int] = []
    for colour in st.dice:
        face = st.chance.roll(st.options.faces(colour))
        faces.append(face)
        size = FIRST_ROUND_FACES.get(face, face) if st.round == 1 else face
        if size == 0:
            continue
        item = st.take_from_supply("supply", "moai", size)
        if item is None:  # R4.4: none left of that size, the statue is broken
            continue
        item.place = "tile"
        drawn.append(size)
    st.last_roll = faces
    return [{"type": "dice_rolled", "faces": faces, "moai": drawn}]


def start_placement(st: State) -> list[Event]:
    """Phase 3 begins with the first player (R6.1)."""
    st.enter("placement")
    for seat in st.seats:
        seat.passed = False
    st.current = st.first
    return [{"type": "phase_started", "phase": "placement"}]


def start_transport(st: State) -> list[Event]:
    """Phase 4 begins with the first player (R7.1)."""
    st.enter("transport")
    for seat in st.seats:
        seat.passed = False
    st.current = st.first
    st.move = None
    return [{"type": "phase_started", "phase": "transport"}]


def end_transport(st: State) -> list[Event]:
    """R7.13: logs leave the game; then the end check (R10.1) or phase 5."""
    count = sum(st.logs_on.values())
    st.logs_on.clear()
    st.figures_moved()
    st.logs_removed += count
    events: list[Event] = [{"type": "logs_removed", "count": count}]
    finishers = scoring.finished_seats(st)
    limit = st.options.round_limit
    if finishers or (limit and st.round >= limit):
        st.finishers = finishers
        if finishers:
            events.append({"type": "game_end_triggered", "seats": finishers})
        else:
            events.append({"type": "round_limit_reached", "round": st.round})
        return events + scoring.finish(st)
    return events + end_of_round(st)


def end_of_round(st: State) -> list[Event]:
    """R8.1: figures, spent markers and banners go back behind the screens; then R8.2."""
    for seat in st.seats:
        seat.workers += seat.front_workers + seat.aside_workers
        seat.markers += seat.front_markers + seat.aside_markers
        seat.logs += seat.aside_logs
        seat.chief = True
        seat.sorcerer = True
        seat.front_workers = seat.front_markers = 0
        seat.aside_workers = seat.aside_markers = seat.aside_logs = 0
        seat.front_chief = seat.front_sorcerer = False
        seat.sorcerer_hex = seat.chief_hex = None
        seat.passed = False
    for per_seat in st.figures.values():
        for seat_no, (workers, _sorcerer, _chief) in enumerate(per_seat):
            st.seats[seat_no].workers += workers
    st.figures.clear()
    st.figures_moved()
    st.enter("round_end")
    events: list[Event] = [{"type": "figures_returned"}]
    st.recalling = {i.marker for i in st.in_place("hex") if i.marker is not None}
    if st.recalling:
        return events
    return events + finish_round(st)


def finish_round(st: State) -> list[Event]:
    """R8.4: the first-player pawn passes to the left; the next round starts."""
    st.recalling = set()
    st.first = (st.first + 1) % st.players
    st.enter("draw")
    events: list[Event] = [{"type": "round_ended", "round": st.round, "seat": st.first}]
    return events + start_round(st)


def legal_recall(st: State, seat: int) -> list[Recall | Done]:
    """R8.2: the seat's markers on board items it may take back, then "done"."""
    if seat not in st.recalling:
        return []
    out: list[Recall | Done] = []
    seen = set()
    for item in st.in_place("hex"):
        if item.marker == seat:
            key = (item.hex, item.kind, item.size)
            if key not in seen:
                seen.add(key)
                out.append(interned(Recall, seat, item.id))
    out.append(interned(Done, seat))
    return out


def apply_recall(st: State, action: Recall | Done) -> list[Event]:
    """R8.2: take a marker back (the item becomes unmarked) or finish recalling."""
    seat = action.seat
    events: list[Event] = []
    if isinstance(action, Recall):
        item = st.items[action.item]
        item.marker = None
        st.seats[seat].markers += 1
        events.append(
            {
                "type": "marker_recalled",
                "seat": seat,
                "item": item.id,
                "kind": item.kind,
                "hex": item.hex,
            }
        )
        if any(i.marker == seat for i in st.in_place("hex")):
            return events
    st.recalling.discard(seat)
    if not st.recalling:
        events += finish_round(st)
    return events
