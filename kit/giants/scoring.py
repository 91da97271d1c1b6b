"""The end of the game and the final scoring (rules R10.1-R10.7, U13, U18)."""

from __future__ import annotations

from typing import Any

from kit.giants.state import State

POINTS_PER_TABLET_PAIR = 3  # R10.4: the rules' number, the default of half_tablet_pair_points


def finished_seats(st: State) -> list[int]:
    """R10.1: seats with every base on an Ahu and a moai standing on each of them."""
    done = []
    for seat_no, seat in enumerate(st.seats):
        if seat.bases:
            continue
        if all(a.moai is not None for a in st.ahus.values() if a.base == seat_no):
            done.append(seat_no)
    return done


def ahu_lines(st: State) -> list[dict[str, Any]]:
    """R10.3: one line per erected moai: its Ahu, owner, size and points (the Ahu's moai value
    times the size's multiplier, ``size_multipliers``)."""
    lines = []
    for ahu_id, ahu in st.ahus.items():
        if ahu.moai is None or ahu.base is None:
            continue
        info = st.board.ahus[ahu_id]
        size = st.items[ahu.moai].size
        lines.append(
            {
                "ahu": ahu_id,
                "seat": ahu.base,
                "size": size,
                "moai": info.moai_points * st.numbers.multiplier(size),
                "headdress": info.hat_points if ahu.headdress is not None else 0,
            }
        )
    return lines


def breakdown(st: State) -> list[dict[str, int]]:
    """Points per seat by rule: help (R7.6), ahu_moai (R10.3), headdress (R10.3), tablets (R10.4).

    In the immediate-scoring variant (R10.7) the moai points were put on the track as the moai
    were erected; they are counted once, under ``ahu_moai``.
    """
    pair = st.numbers.half_tablet_pair_points
    rows = [
        {
            "help": seat.help_points,
            "ahu_moai": 0,
            "headdress": 0,
            "tablets": pair * (seat.tablets // 2),
        }
        for seat in st.seats
    ]
    for line in ahu_lines(st):
        rows[line["seat"]]["ahu_moai"] += line["moai"]
        rows[line["seat"]]["headdress"] += line["headdress"]
    return rows


def totals(st: State) -> list[int]:
    """Each seat's total (R10.6)."""
    return [sum(row.values()) for row in breakdown(st)]


def winners(st: State) -> list[int]:
    """R10.6, U13: the highest totals win; ties are shared unless the tie-break option says."""
    scores = totals(st)
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) > 1 and st.options.tie_break == "ahu_points":
        rows = breakdown(st)
        ahu = {s: rows[s]["ahu_moai"] + rows[s]["headdress"] for s in tied}
        top = max(ahu.values())
        tied = [s for s in tied if ahu[s] == top]
    return tied


def finish(st: State) -> list[dict[str, Any]]:
    """R10.2-R10.6: turn every base face up, score, and end the game."""
    for ahu in st.ahus.values():
        if ahu.base is not None:
            ahu.face_up = True
    st.over = True
    st.enter("over")
    st.move = None
    events: list[dict[str, Any]] = [{"type": "bases_revealed"}]
    rows = breakdown(st)
    for seat_no, row in enumerate(rows):
        events.append({"type": "final_score", "seat": seat_no, **row, "total": sum(row.values())})
    events.append({"type": "game_over", "winners": winners(st)})
    return events


def result(st: State) -> dict[str, Any]:
    """The final result: scores, breakdown per seat, lines per Ahu, winners."""
    rows = breakdown(st)
    return {
        "scores": [sum(row.values()) for row in rows],
        "breakdown": rows,
        "per_ahu": ahu_lines(st),
        "winners": winners(st),
        "finishers": list(st.finishers),
        "rounds": st.round,
    }
