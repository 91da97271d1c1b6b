"""Samplers for what one seat cannot see of a Giants game (used by :mod:`kit.giants.determinize`).

Each draws from ``rng`` in a fixed order, so that the same seed gives the same determinization:
the owners of the face-down bases the seat does not know (R11.4, R7.9), the logs behind the other
screens (R1.4, R11.1), the other seats' workers and Tribe Markers between screen, aside and
reserve box (R11.3), and their hidden bids (R5.1).
"""

from __future__ import annotations

import random

from kit.giants.state import State

TRANSPORT_PHASES = (
    "transport",
    "transport_move",
    "transport_helpers",
    "transport_mark",
    "transport_park",
)
# Phases in which this round's gains of phase 3 may still lie aside (U14) and figures stand on
# the board (R8.1 returns them in phase 5).
IN_ROUND = ("placement", *TRANSPORT_PHASES, "over")


def random_bid(
    markers: int, workers: int, sorcerer: bool, chief: bool, rng: random.Random
) -> tuple[int, int, bool, bool]:
    """R5.1: a hidden bid from behind the screen, each part uniform."""
    return (
        rng.randint(0, markers),
        rng.randint(0, workers),
        sorcerer and rng.random() < 0.5,
        chief and rng.random() < 0.5,
    )


def split(
    visible: int,
    gained_now: int,
    start: int,
    total: int,
    aside_now: bool,
    round_no: int,
    rng: random.Random,
) -> tuple[int, int, int]:
    """(behind the screen, aside, in the reserve box) of another seat's workers or markers.

    R11.3: the reserve box is hidden from everyone; only the pieces in front of the screen and
    on the board are public. A seat starts with ``start`` out of the box (R2.4) and gains one per
    visit of the village (workers) or the hut (markers); this round's visits are seen as its
    sorcerer or chief standing there. Plausible sample: the pieces out of the box are uniform
    between what is certain and that plus one per earlier round.
    """
    aside = min(gained_now, total - visible) if aside_now else 0
    low = min(total, max(start + gained_now, visible + aside))
    high = min(total, low + max(0, round_no - 1))
    out_of_box = rng.randint(low, high)
    return out_of_box - visible - aside, aside, total - out_of_box


def base_owners(
    unknown: list[str],
    need_me: int,
    known: list[int],
    reserved_empty: list[bool],
    bases: int,
    me: int,
    phase: str,
    st: State,
    rng: random.Random,
) -> list[int]:
    """Owners for the face-down bases ``me`` does not know (R11.4; R7.9 in memory mode).

    ``me`` owns exactly ``need_me`` of them (its screen shows how many bases it has left); each
    other seat at most what its 7/6/5 bases allow (R2.4). Outside phase 4 nobody can have every
    base on an Ahu with a moai, else the game would have ended (R10.1): kept when possible.
    """
    count = len(unknown)
    if need_me < 0 or need_me > count:
        raise ValueError("the view's base counts do not add up")
    others = [s for s in range(st.players) if s != me]
    hard = {s: bases - known[s] for s in others}
    soft = dict(hard)
    if phase not in TRANSPORT_PHASES and phase != "over":
        for s in others:
            if not reserved_empty[s]:
                soft[s] = max(0, hard[s] - 1)
    rest = count - need_me
    room = soft if sum(soft.values()) >= rest else hard
    if sum(room.values()) < rest:
        raise ValueError("the view's base counts do not add up")
    picks = [me] * need_me
    room = dict(room)
    for _ in range(rest):
        open_seats = [s for s in others if room[s] > 0]
        s = open_seats[rng.randrange(len(open_seats))]
        room[s] -= 1
        picks.append(s)
    rng.shuffle(picks)
    return picks


def deal_logs(
    logs_left: int,
    others: list[int],
    cut_now: list[list[str]] | None,
    forest: dict[str, int],
    rng: random.Random,
) -> tuple[dict[int, int], dict[int, int]]:
    """(set aside, behind the screen) per other seat of the ``logs_left`` logs nobody shows.

    U14: with ``cut_now`` (per seat, the cleared forests where its sorcerer or chief stands this
    round) the logs cut this round lie aside first; R11.1: each of the rest is behind a random
    other screen.
    """
    aside_logs = dict.fromkeys(others, 0)
    if cut_now is not None:
        for s in others:
            for hex_id in cut_now[s]:
                take = min(forest.get(hex_id, 0), logs_left)
                aside_logs[s] += take
                logs_left -= take
    screen_logs = dict.fromkeys(others, 0)
    for _ in range(logs_left):
        screen_logs[others[rng.randrange(len(others))]] += 1
    return aside_logs, screen_logs
