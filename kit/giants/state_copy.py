"""Cheap copies of a Giants state, for searches that copy and step games by the thousand
(ISMCTS determinizations and rollouts, :meth:`kit.giants.game.Giants.clone`).

A copy is as independent as a deep copy: every mutable part of the state (seats, items, Ahu,
figures on hexes, the move in progress, the lists and sets of the round) is copied, attribute by
attribute, without :mod:`copy`'s generic machinery. What never changes during a game is shared,
not copied: the island (:class:`~kit.giants.board.Board`), the options and their parsed
parameters, and immutable values (strings, numbers, tuples, actions). An attribute the state does
not declare (a test or a lesson may add one) is deep-copied, as before.
"""

from __future__ import annotations

import copy
from typing import Any

from kit.core.chance import Chance
from kit.giants.state import AhuState, Item, Move, Seat, State

# The state's attributes that hold immutable values or data shared by the whole game.
_SHARED = frozenset(
    {
        "board",
        "options",
        "players",
        "numbers",
        "log_supply",
        "logs_removed",
        "tablet_supply",
        "ordinary",
        "dice",
        "first",
        "round",
        "phase",
        "current",
        "pick_index",
        "marks_left",
        "last_moved",
        "over",
    }
)
# The mutable ones, each copied by its own rule below (chance: the copy's own generator).
_COPIED = frozenset(
    {
        "chance",
        "seats",
        "items",
        "ahus",
        "figures",
        "logs_on",
        "powers",
        "forest",
        "cleared",
        "last_roll",
        "order",
        "units",
        "chief_free",
        "declined",
        "move",
        "parked",
        "recalling",
        "finishers",
    }
)


def copy_state(st: State, chance: Chance | None = None, memo: dict | None = None) -> State:
    """An independent copy of ``st``, drawing on ``chance`` (a copy of the state's generator if
    None: the copy then rolls the same dice as the original)."""
    twin = State.__new__(State)
    old = st.__dict__
    new = twin.__dict__
    new.update(old)
    new["chance"] = copy.deepcopy(st.chance) if chance is None else chance
    new["seats"] = [_seat(s) for s in st.seats]
    new["items"] = {key: _item(i) for key, i in st.items.items()}
    new["ahus"] = {key: _ahu(a) for key, a in st.ahus.items()}
    new["figures"] = {h: [list(f) for f in per] for h, per in st.figures.items()}
    new["logs_on"] = dict(st.logs_on)
    new["powers"] = dict(st.powers)
    new["forest"] = dict(st.forest)
    new["cleared"] = set(st.cleared)
    new["last_roll"] = list(st.last_roll)
    new["order"] = list(st.order)
    new["units"] = list(st.units)
    new["chief_free"] = list(st.chief_free)
    new["declined"] = set(st.declined)
    new["move"] = None if st.move is None else _move(st.move)
    new["parked"] = list(st.parked)
    new["recalling"] = set(st.recalling)
    new["finishers"] = list(st.finishers)
    if old.keys() != _KNOWN:  # attributes added to this state: deep-copied as before
        for key in old.keys() - _KNOWN:
            new[key] = copy.deepcopy(old[key], {} if memo is None else memo)
    return twin


_KNOWN = _SHARED | _COPIED


def _seat(s: Seat) -> Seat:
    t = Seat.__new__(Seat)
    t.aside_logs = s.aside_logs
    t.aside_markers = s.aside_markers
    t.aside_workers = s.aside_workers
    t.bases = s.bases
    t.bid = s.bid
    t.box_markers = s.box_markers
    t.box_workers = s.box_workers
    t.chief = s.chief
    t.chief_hex = s.chief_hex
    t.erect_points = s.erect_points
    t.front_chief = s.front_chief
    t.front_markers = s.front_markers
    t.front_sorcerer = s.front_sorcerer
    t.front_workers = s.front_workers
    t.help_points = s.help_points
    t.logs = s.logs
    t.markers = s.markers
    t.passed = s.passed
    t.peeked = set(s.peeked)
    t.sorcerer = s.sorcerer
    t.sorcerer_hex = s.sorcerer_hex
    t.spare_bases = s.spare_bases
    t.tablets = s.tablets
    t.workers = s.workers
    return t


def _item(i: Item) -> Item:
    t = Item.__new__(Item)
    t.ahu = i.ahu
    t.carried_round = i.carried_round
    t.hex = i.hex
    t.id = i.id
    t.kind = i.kind
    t.marker = i.marker
    t.moved_by = i.moved_by
    t.moved_round = i.moved_round
    t.place = i.place
    t.seat = i.seat
    t.size = i.size
    return t


def _ahu(a: AhuState) -> AhuState:
    t = AhuState.__new__(AhuState)
    t.base = a.base
    t.face_up = a.face_up
    t.moai = a.moai
    t.headdress = a.headdress
    return t


def _move(m: Move) -> Move:
    t = Move.__new__(Move)
    t.item = m.item
    t.path = list(m.path)
    t.from_front = m.from_front
    t.carriers = list(m.carriers)
    t.paid = dict(m.paid)
    t.pending = None if m.pending is None else list(m.pending)
    return t


def check_slots() -> None:
    """AssertionError if a class copied here gained a slot this module does not copy (a test
    calls it: a new slot must be added to its copy function)."""
    for cls, rule, sample in (
        (Seat, _seat, Seat.__new__(Seat)),
        (Item, _item, Item("m1", "moai", 1, "supply")),
        (AhuState, _ahu, AhuState()),
        (Move, _move, Move("m1", "H1", False)),
    ):
        if cls is Seat:
            for name in cls.__slots__:
                setattr(sample, name, set() if name == "peeked" else None)
        twin: Any = rule(sample)
        missing = [name for name in cls.__slots__ if not hasattr(twin, name)]
        assert not missing, f"{cls.__name__} slots not copied: {missing}"
