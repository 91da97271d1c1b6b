"""Helpers shared by the Giants tests: prepared positions, invariants, an independent scorer."""

from __future__ import annotations

import json
import random

from kit import giants

MOAI_QUARRY = "H44"
HAT_QUARRY = "H48"
VILLAGE = "H27"
HUT = "H62"


def position(players=4, seed=0, phase="placement", current=0, first=0, **options):
    """A new game moved to ``phase`` with ``current`` to act: the first round's dice moai are
    back in the supply, nothing is on the board."""
    game = giants.new_game(players, seed=seed, options=giants.Options(**options))
    st = game.state
    for item in st.items.values():
        if item.place == "tile":
            item.place = "supply"
    st.phase = phase
    st.current = current
    st.first = first
    st.order = []
    game.state_changed()
    return game


def take_figure(game, seat, figure):
    """Take a figure of ``seat`` from behind its screen (a worker from the box if needed)."""
    s = game.state.seats[seat]
    if figure == "worker":
        if s.workers:
            s.workers -= 1
        else:
            s.box_workers -= 1
    elif figure == "sorcerer":
        assert s.sorcerer
        s.sorcerer = False
    else:
        assert s.chief
        s.chief = False


def put_figure(game, seat, figure, hex_id, count=1):
    """Stand ``count`` of ``seat``'s figures on ``hex_id``."""
    for _ in range(count):
        take_figure(game, seat, figure)
        game.state.add_figure(seat, figure, hex_id)
    game.state_changed()


def put_logs(game, hex_id, count):
    st = game.state
    st.log_supply -= count
    st.logs_on[hex_id] = st.logs_on.get(hex_id, 0) + count
    game.state_changed()


def give_logs(game, seat, count):
    st = game.state
    st.log_supply -= count
    st.seats[seat].logs += count
    game.state_changed()


def give_item(game, seat, kind="moai", size=1):
    """Move an item from the supply (or headdress stock) in front of ``seat``'s screen."""
    st = game.state
    place = "supply" if kind == "moai" else "stock"
    item = st.take_from_supply(place, kind, size)
    item.place, item.seat = "front", seat
    game.state_changed()
    return item.id


def put_item(game, hex_id, kind="moai", size=1, marker=None):
    """Put an item from the supply on a hex, with ``marker``'s Tribe Marker if given."""
    st = game.state
    place = "supply" if kind == "moai" else "stock"
    item = st.take_from_supply(place, kind, size)
    item.place, item.hex = "hex", hex_id
    if marker is not None:
        st.seats[marker].markers -= 1
        item.marker = marker
    game.state_changed()
    return item.id


def erect(game, ahu, seat, size=1, face_up=False, headdress=False):
    """A moai of ``seat`` standing on ``ahu`` (base from behind the screen)."""
    st = game.state
    item = st.take_from_supply("supply", "moai", size)
    st.seats[seat].bases -= 1
    a = st.ahus[ahu]
    a.base, a.face_up, a.moai = seat, face_up, item.id
    item.place, item.ahu = "ahu", ahu
    if headdress:
        hat = st.take_from_supply("stock", "headdress", 1)
        hat.place, hat.ahu = "ahu", ahu
        a.headdress = hat.id
    game.state_changed()


def act(game, text):
    """Apply an action given in notation; returns its events."""
    return game.apply(giants.ACTIONS.parse(text))


def types(events):
    return [e["type"] for e in events]


def numbers(text):
    """A list parameter's text read here, independently of the kit: "17,12,6" -> [17, 12, 6]."""
    return [int(part) for part in text.split(",")]


def conservation(game):
    """Every component in exactly one place, and nothing negative (R1-R2), counted from the
    game's rule parameters (issue 23; their defaults are the numbers of the rules)."""
    st = game.state
    n = st.players
    opts = game.options
    workers_per_colour = opts.start_workers + opts.reserve_workers
    markers_per_colour = opts.start_tribe_markers + opts.reserve_tribe_markers
    bases_by_players = dict(zip((3, 4, 5), numbers(opts.bases), strict=True))
    bases_per_colour = max(bases_by_players.values())
    supply = numbers(opts.moai_supply)
    board_ids = set(st.board.hexes)
    on_board = [[0, 0, 0] for _ in range(n)]
    for hex_id, per_seat in st.figures.items():
        assert hex_id in board_ids
        for s in range(n):
            for k in range(3):
                assert per_seat[s][k] >= 0
                on_board[s][k] += per_seat[s][k]
    markers_on_items = [0] * n
    for item in st.items.values():
        if item.marker is not None:
            assert item.place == "hex", item.id
            markers_on_items[item.marker] += 1
    for s, seat in enumerate(st.seats):
        counts = (
            seat.workers,
            seat.markers,
            seat.logs,
            seat.bases,
            seat.box_workers,
            seat.box_markers,
            seat.aside_workers,
            seat.aside_markers,
            seat.aside_logs,
            seat.front_workers,
            seat.front_markers,
            seat.tablets,
            seat.help_points,
            seat.erect_points,
        )
        assert min(counts) >= 0, (s, counts)
        workers = (
            seat.box_workers
            + seat.workers
            + seat.aside_workers
            + seat.front_workers
            + on_board[s][0]
        )
        assert workers == workers_per_colour, (s, "workers", workers)
        assert seat.sorcerer + seat.front_sorcerer + on_board[s][1] == 1, (s, "sorcerer")
        assert seat.chief + seat.front_chief + on_board[s][2] == 1, (s, "chief")
        markers = (
            seat.box_markers
            + seat.markers
            + seat.aside_markers
            + seat.front_markers
            + markers_on_items[s]
        )
        assert markers == markers_per_colour, (s, "markers", markers)
        on_ahus = sum(1 for a in st.ahus.values() if a.base == s)
        assert seat.bases + on_ahus + seat.spare_bases == bases_per_colour, (s, "bases")
        assert seat.spare_bases == bases_per_colour - bases_by_players[n]
        assert (seat.sorcerer_hex is not None) == bool(on_board[s][1])
        assert (seat.chief_hex is not None) == bool(on_board[s][2])
    moai = [i for i in st.items.values() if i.kind == "moai"]
    hats = [i for i in st.items.values() if i.kind == "headdress"]
    assert len(moai) == sum(supply) and len(hats) == opts.headdresses
    assert sorted(i.size for i in moai) == [1] * supply[0] + [2] * supply[1] + [3] * supply[2]
    assert all(item_size(i.id) == i.size for i in moai)
    for item in st.items.values():
        places = {"moai": ("supply", "tile", "front", "hex", "ahu")}
        allowed = places.get(item.kind, ("stock", "front", "hex", "ahu"))
        assert item.place in allowed, (item.id, item.place)
        if item.place == "front":
            assert item.seat is not None and 0 <= item.seat < n
        if item.place == "hex":
            assert item.hex in board_ids
        if item.place == "ahu":
            a = st.ahus[item.ahu]
            assert (a.moai if item.kind == "moai" else a.headdress) == item.id
    for ahu_id, a in st.ahus.items():
        if a.moai is not None:
            assert a.base is not None and st.items[a.moai].ahu == ahu_id
        if a.headdress is not None:
            assert a.moai is not None and st.items[a.headdress].ahu == ahu_id
    logs = (
        st.log_supply
        + st.logs_removed
        + sum(st.logs_on.values())
        + sum(s.logs + s.aside_logs for s in st.seats)
    )
    assert logs == sum(numbers(opts.forests)), "logs"  # R1.4
    assert st.log_supply >= 0 and min(st.logs_on.values(), default=0) >= 0
    assert st.tablet_supply + sum(s.tablets for s in st.seats) == opts.half_tablets
    assert st.tablet_supply >= 0


def check_invariants(game):
    """What holds after every action: conservation, who may act, legal actions exist."""
    conservation(game)
    if game.is_over:
        assert game.to_move == ()
        assert game.legal_actions(0) == []
        return
    assert game.to_move
    for seat in range(game.players):
        legal = game.legal_actions(seat)
        assert bool(legal) == (seat in game.to_move), (seat, game.phase)


def check_view(game, seat, view=None):
    """A view is JSON and shows no secret of another seat (R11)."""
    view = game.view(seat) if view is None else view
    json.dumps({k: v for k, v in view.items() if k != "board"})  # the board: a static dict
    st = game.state
    for entry in view["seats"]:
        other = entry["seat"] != seat
        if other:
            assert entry["screen"] is None and entry["reserve_box"] is None
            assert entry["aside"] is None and entry["bid"] is None
    if game.phase == "auction_bid":
        assert view["auction"] is None
    for ahu_id, a in view["ahus"].items():
        real = st.ahus[ahu_id]
        if not real.face_up:
            mine = seat is not None and real.base == seat
            if not mine or game.options.memory_mode:
                peeked = seat is not None and ahu_id in st.seats[seat].peeked
                assert a["owner"] is None or peeked, (ahu_id, seat)


def hidden_twin(game, seat):
    """A copy of ``game`` in which everything hidden from ``seat`` is different: other seats'
    screens, gains set aside, reserve box, peeks, bids before the reveal, and the owners of the
    face-down bases ``seat`` does not know."""
    twin = game.clone()
    st = twin.state
    n = twin.players
    for s, other in enumerate(st.seats):
        if s == seat:
            continue
        other.box_workers, other.workers = other.workers + 1, other.box_workers + 2
        other.box_markers, other.markers = other.markers + 1, other.box_markers + 2
        other.logs += 3
        other.bases += 2
        other.aside_workers += 1
        other.aside_logs += 1
        other.sorcerer, other.chief = not other.sorcerer, not other.chief
        if other.bid is not None and twin.phase == "auction_bid":
            m, w, so, ch = other.bid
            other.bid = (m + 1, w + 1, not so, not ch)
        other.peeked.add("A01")
    memory = twin.options.memory_mode
    for ahu_id, a in st.ahus.items():
        if a.base is None or a.face_up:
            continue
        if seat is not None and ahu_id in st.seats[seat].peeked:
            continue
        if not memory and a.base == seat:
            continue
        new = (a.base + 1) % n
        if not memory and new == seat:
            new = (new + 1) % n
        a.base = new
    twin.state_changed()
    return twin


def check_no_leak(game):
    """Changing what a seat may not see changes nothing in its view (R11)."""
    for seat in (None, *range(game.players)):
        twin = hidden_twin(game, seat)
        assert twin.view(seat) == game.view(seat), seat


def independent_scores(game, help_points):
    """R10.3/R10.4 recomputed from the end state, plus help points summed from the events."""
    st = game.state
    board = st.board
    scores = list(help_points)
    for ahu_id, a in st.ahus.items():
        if a.moai is None:
            continue
        times = numbers(game.options.size_multipliers)[item_size(a.moai) - 1]
        scores[a.base] += board.ahus[ahu_id].moai_points * times
        if a.headdress is not None:
            scores[a.base] += board.ahus[ahu_id].hat_points
    for s, seat in enumerate(st.seats):
        scores[s] += game.options.half_tablet_pair_points * (seat.tablets // 2)
    return scores


def item_size(item_id):
    """A moai's size read from its id: ``m1``-``m17`` small, ``m18``-``m29`` medium, ``m30``-
    ``m35`` large, and ``m<size>_<n>`` for a moai beyond the box's count of its size."""
    if "_" in item_id:
        return int(item_id[1 : item_id.index("_")])
    number = int(item_id[1:])
    return 1 if number <= 17 else 2 if number <= 29 else 3


def random_action(game, rng):
    seat = game.to_move[rng.randrange(len(game.to_move))]
    legal = game.legal_actions(seat)
    return legal[rng.randrange(len(legal))]


def random_game(players, seed, options=None, steps=None):
    """A game played by uniformly random choices for ``steps`` actions (or to the end)."""
    game = giants.new_game(players, seed=seed, options=options)
    rng = random.Random(seed)
    done = 0
    while not game.is_over and (steps is None or done < steps):
        game.apply(random_action(game, rng))
        done += 1
    return game


def snapshot(game):
    """Everything observable of a game, to compare before and after a refused action."""
    views = [game.view(s) for s in (None, *range(game.players))]
    return json.dumps([game.record(), views, game.phase, list(game.to_move)], sort_keys=True)


def play_checked(game, bots, rng, leak_every=0):
    """Play ``game`` to its end with ``bots``, checking after every action: invariants, views,
    legal actions apply, scores only rise; at the end the scores are recomputed independently.
    With ``leak_every`` > 0 the perturbation leak check runs every that many actions."""
    players = game.players
    help_points = [0] * players
    scores = [0] * players
    step = 0
    while not game.is_over:
        check_invariants(game)
        seat = game.to_move[rng.randrange(len(game.to_move))]
        view = game.view(seat)
        check_view(game, seat, view)
        if leak_every and step % leak_every == 0:
            check_no_leak(game)
        legal = game.legal_actions(seat)
        action = bots[seat].choose(view, legal, rng)
        assert action in legal
        for event in game.apply(action):
            if event["type"] == "helper_paid":
                help_points[event["seat"]] += event["points"]
        now = [s.score for s in game.state.seats]
        assert all(a >= b for a, b in zip(now, scores, strict=True)), (now, scores)
        scores = now
        step += 1
    check_invariants(game)
    result = game.result()
    assert result["scores"] == independent_scores(game, help_points)
    assert result["winners"] and set(result["winners"]) <= set(range(players))
    return game
