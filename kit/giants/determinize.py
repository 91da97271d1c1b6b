"""Determinization for information-set search: a full Giants game consistent with one view.

An information-set MCTS bot (Cowling, Powley & Whitehouse 2012) sees only its seat's view
(:mod:`kit.giants.views`). :func:`determinize` turns that view into a complete
:class:`~kit.giants.game.Giants` the bot can search. Everything public (R11.2: the board, what
lies in front of the screens, half-tablets, scores, the quarry tiles, the supplies, the auction
after the reveal, the transport in progress) and everything the seat knows of its own (its
screen, its gains set aside, its part of the reserve box, its hidden bid, the owners of its own
face-down bases or, in memory mode, of the bases it peeked at) is copied exactly. What the seat
cannot see is sampled with ``rng`` from what the component totals leave unaccounted for:

- the other seats' screens and reserve box (R11.1, R11.3): workers and Tribe Markers out of the
  box (6 of each per colour, R1.2), logs (27 in all, R1.4), bases left behind the screen;
- their hidden bids before the reveal (R5.1);
- the owners of the face-down bases the seat does not know (R11.4, R7.9).

The game's own chance is seeded afresh from ``rng`` (later dice are sampled too). The function
reads nothing but its arguments; the result's ``history`` is empty (it is a sample, not a
replay). Loaded boards are cached: a view's board dict is static data, read only.
"""

from __future__ import annotations

import random
from typing import Any

from kit.giants.board import Board, default_board, load_board
from kit.giants.game import Giants
from kit.giants.options import Options
from kit.giants.state import (
    BASES_BY_PLAYERS,
    BASES_PER_COLOUR,
    LOGS,
    MARKERS_PER_COLOUR,
    START_MARKERS,
    START_WORKERS,
    WORKERS_PER_COLOUR,
    Move,
    State,
)
from kit.giants.views import BOARD_NOTE

_SEED_BITS = 63  # kit.core.chance.MAX_SEED is 2**63 - 1
_TRANSPORT = (
    "transport",
    "transport_move",
    "transport_helpers",
    "transport_mark",
    "transport_park",
)
# Phases in which this round's gains of phase 3 may still lie aside (U14) and figures stand on
# the board (R8.1 returns them in phase 5).
_IN_ROUND = ("placement", *_TRANSPORT, "over")
_RETRIES = 50

# Boards by the identity of the view's board dict (the dict is held, so its id is not reused),
# then by equality: loading and checking a board takes about half a millisecond.
_BOARDS: dict[int, tuple[dict[str, Any], Board]] = {}
_OPTIONS: dict[tuple, Options] = {}


def board_of(data: dict[str, Any]) -> Board:
    """The :class:`Board` of a view's ``board`` dict, loaded once per distinct board."""
    hit = _BOARDS.get(id(data))
    if hit is not None and hit[0] is data:
        return hit[1]
    board = None
    for stored, known in _BOARDS.values():
        if stored == data:
            board = known
            break
    if board is None:
        default = default_board()
        board = default if data == _default_dict() else load_board(data)
    if len(_BOARDS) > 32:
        _BOARDS.clear()
    _BOARDS[id(data)] = (data, board)
    return board


_DEFAULT_DICT: list[dict[str, Any]] = []


def _default_dict() -> dict[str, Any]:
    """The default board as a view shows it (with the approximation note)."""
    if not _DEFAULT_DICT:
        data = default_board().to_dict()
        data["note"] = BOARD_NOTE
        _DEFAULT_DICT.append(data)
    return _DEFAULT_DICT[0]


def _options(data: dict[str, Any]) -> Options:
    key = tuple(sorted(data.items()))
    found = _OPTIONS.get(key)
    if found is None:
        if len(_OPTIONS) > 64:
            _OPTIONS.clear()
        found = _OPTIONS[key] = Options(**data)
    return found


def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> Giants:
    """A complete game consistent with ``view`` (the view of ``seat``), its hidden parts dealt
    at random with ``rng``; ``game.view(seat) == view``. The view is not changed."""
    if view.get("seat") != seat or view["seats"][seat]["screen"] is None:
        raise ValueError(f"the view is not the view of seat {seat!r}")
    board = board_of(view["board"])
    options = _options(view["options"])
    for _ in range(_RETRIES):
        game = Giants(view["players"], rng.getrandbits(_SEED_BITS), options, board)
        _fill(game.state, view, seat, rng)
        game.state_changed()
        if _can_go_on(game, seat):
            return game
    raise ValueError("no game consistent with the view was found")


def _can_go_on(game: Giants, seat: int) -> bool:
    """A moving seat whose only way on is to erect needs a base behind its screen; every other
    step always offers an action (pass, done, decline, a bid, the helpers shown)."""
    st = game.state
    if st.phase != "transport_move" or st.current == seat:
        return True
    return bool(game.legal_actions(st.current))


def _fill(st: State, view: dict[str, Any], me: int, rng: random.Random) -> None:
    """Overwrite the fresh state ``st`` with the view, sampling what ``me`` cannot see."""
    n = st.players
    phase = view["phase"]
    opts = st.options
    board = st.board

    # -- the round and its steps (public) ------------------------------------------------------
    st.round = view["round"]
    st.phase = phase
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

    # -- the board: figures, logs, items (public) --------------------------------------------
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

    # -- the Ahu: bases, moai, headdresses; unknown owners sampled (R11.4, R7.9) -------------
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
    bases = BASES_BY_PLAYERS[n]
    mine = view["seats"][me]["screen"]
    need_me = bases - mine["bases"] - known_on_ahus[me]
    owners = _base_owners(
        unknown, need_me, known_on_ahus, reserved_empty, bases, me, phase, st, rng
    )
    on_ahus = list(known_on_ahus)
    for ahu_id, owner in zip(unknown, owners, strict=True):
        st.ahus[ahu_id].base = owner
        on_ahus[owner] += 1

    # -- the seats ----------------------------------------------------------------------------
    seats_shown = view["seats"]
    # R1.4: the logs behind the other screens (and set aside) are what the supply, the board,
    # the removed ones and the seat's own do not account for.
    aside = seats_shown[me]["aside"]
    logs_left = (
        LOGS
        - st.log_supply
        - st.logs_removed
        - sum(st.logs_on.values())
        - mine["logs"]
        - aside["logs"]
    )
    if logs_left < 0:
        raise ValueError("the view's log counts do not add up")
    in_round = phase in _IN_ROUND
    special = _figures_on_specials(view, board, n) if in_round else None
    others = [s for s in range(n) if s != me]
    aside_logs = dict.fromkeys(others, 0)
    if in_round and not opts.gains_at_once and special is not None:
        # U14: logs cut this round lie aside; a sorcerer or chief on a cleared forest cut it.
        for s in others:
            for hex_id in special["forest"][s]:
                take = min(st.forest.get(hex_id, 0), logs_left)
                aside_logs[s] += take
                logs_left -= take
    screen_logs = dict.fromkeys(others, 0)
    for _ in range(logs_left):  # R11.1: private; each log behind a random other screen
        screen_logs[others[rng.randrange(len(others))]] += 1

    scores = view["scores"]
    for s, entry in enumerate(seats_shown):
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
        seat.spare_bases = BASES_PER_COLOUR - bases
        # R10.7: in the immediate-scoring variant erected moai scored on the track; their
        # bases are face up, so the split of the score is public.
        erect = 0
        if opts.immediate_scoring:
            for ahu_id, ahu in st.ahus.items():
                if ahu.base == s and ahu.moai is not None:
                    erect += board.ahus[ahu_id].moai_points * items[ahu.moai].size
        seat.erect_points = erect
        seat.help_points = scores[s] - erect
        bid = entry.get("bid")
        if auction is not None and phase != "auction_bid":
            shown_bid = auction["bids"][s]
            seat.bid = _bid(shown_bid) if shown_bid is not None else None
        elif s == me:
            seat.bid = _bid(bid) if bid is not None else None
        else:
            seat.bid = None  # sampled below when the seat has bid (R5.1)
        if s == me:
            screen, box = entry["screen"], entry["reserve_box"]
            seat.workers, seat.markers = screen["workers"], screen["markers"]
            seat.sorcerer, seat.chief = screen["sorcerer"], screen["chief"]
            seat.logs, seat.bases = screen["logs"], screen["bases"]
            seat.aside_workers, seat.aside_markers = aside["workers"], aside["markers"]
            seat.aside_logs = aside["logs"]
            seat.box_workers, seat.box_markers = box["workers"], box["markers"]
            seat.peeked = _own_peeks(view, opts.memory_mode)
            continue
        # R11.1: the sorcerer and chief are behind the screen unless shown elsewhere.
        seat.sorcerer = not front["sorcerer"] and on_board["sorcerer"] is None
        seat.chief = not front["chief"] and on_board["chief"] is None
        seat.bases = bases - on_ahus[s]
        seat.logs, seat.aside_logs = screen_logs[s], aside_logs[s]
        # R7.9: whom another seat peeked at is not in the view; sampled as nobody.
        seat.peeked = set()
        village = special["village"][s] if special is not None else 0
        hut = special["hut"][s] if special is not None else 0
        seat.workers, seat.aside_workers, seat.box_workers = _split(
            front["workers"] + on_board["workers"],
            village,
            START_WORKERS,
            WORKERS_PER_COLOUR,
            in_round and not opts.gains_at_once,
            st.round,
            rng,
        )
        seat.markers, seat.aside_markers, seat.box_markers = _split(
            front["markers"] + on_board["markers"],
            hut,
            START_MARKERS,
            MARKERS_PER_COLOUR,
            in_round and not opts.gains_at_once,
            st.round,
            rng,
        )
        if phase == "auction_bid" and entry["has_bid"]:
            seat.bid = _random_bid(seat.markers, seat.workers, seat.sorcerer, seat.chief, rng)


def _bid(shown: dict[str, Any]) -> tuple[int, int, bool, bool]:
    return (shown["markers"], shown["workers"], shown["sorcerer"], shown["chief"])


def _random_bid(
    markers: int, workers: int, sorcerer: bool, chief: bool, rng: random.Random
) -> tuple[int, int, bool, bool]:
    """R5.1: a hidden bid from behind the screen, each part uniform."""
    return (
        rng.randint(0, markers),
        rng.randint(0, workers),
        sorcerer and rng.random() < 0.5,
        chief and rng.random() < 0.5,
    )


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


def _split(
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


def _base_owners(
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
    if phase not in _TRANSPORT and phase != "over":
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
