"""The Giants game: the engine contract of the kit over the rules of phases 1-5 (R3-R10).

``Giants(players, seed, options, board=None)`` sets the game up (R2) and rolls the first round's
dice (R4). ``phase`` is one of :data:`PHASES`; ``to_move`` holds every seat that has not bid
during the blind bid and the seats recalling markers in phase 5, else the one seat whose turn it
is. ``legal_actions(seat)`` lists the seat's actions in a stable order; ``apply`` refuses any
other with a reason in English and zh-TW and leaves the game unchanged. All three look the
phase up in :data:`kit.giants.phases.TABLE`.

The rule parameters (:mod:`kit.giants.params`) that depend on the island are checked when the
game is made: OptionError if the forests do not match the board's forest hexes, or if the board
has too few Ahu for someone to finish.

A game on another board than the default keeps that board in its record (``record()["board"]``)
so that :func:`kit.giants.replay` rebuilds it.
"""

from __future__ import annotations

import copy
import operator
from functools import lru_cache
from itertools import repeat
from typing import Any, ClassVar

from kit.core.actions import Action
from kit.core.errors import IllegalAction
from kit.core.game import Event, TableGame
from kit.giants import auction, flow, placement, reasons, scoring, views
from kit.giants.actions import ACTIONS, Place
from kit.giants.board import Board, default_board, load_board
from kit.giants.messages import named
from kit.giants.options import Options
from kit.giants.params import PARAMETERS, check_board
from kit.giants.phases import TABLE
from kit.giants.state import FIGURES, State
from kit.giants.state_copy import copy_state

PHASES: tuple[str, ...] = (*TABLE, "over")
"""Every value of ``game.phase``, in the order of a round."""


class ActionList(list):
    """A list of legal actions whose ``in`` test is fast: first by identity (an action taken
    from the list), then by a table of the values."""

    __slots__ = ("_lookup",)

    def __init__(self, items: list[Action], lookup: list[dict | None] | None = None) -> None:
        super().__init__(items)
        self._lookup = lookup if lookup is not None else [None]  # shared by copies

    def __contains__(self, value: object) -> bool:
        if any(map(operator.is_, self, repeat(value))):
            return True
        return self.canonical(value) is not None

    def canonical(self, value: object) -> Action | None:
        """The listed action equal to ``value``, or None."""
        table = self._lookup[0]
        if table is None:
            table = self._lookup[0] = {a: a for a in reversed(self)}  # the first one wins
        try:
            return table.get(value)
        except TypeError:
            return None


_new_list = list.__new__


def _listed(items: list[Action], lookup: list[dict | None]) -> ActionList:
    """``ActionList(items, lookup)``, made without a Python ``__init__`` (the hot path)."""
    out = _new_list(ActionList)
    out.extend(items)
    out._lookup = lookup
    return out


_SHARED_ATTRS = frozenset(
    {"players", "seed", "options", "chance", "history", "board", "state", "_legal", "_places"}
    | {"static_memo", "specials_memo", "opening_events"}
)
"""The attributes of a game that :meth:`Giants.__deepcopy__` knows how to copy or share."""


class Giants(TableGame):
    """A game of Giants for 3 to 5 players."""

    NAME: ClassVar[str] = "giants"
    RULES_VERSION: ClassVar[int] = 1
    ACTIONS = ACTIONS
    OPTIONS: ClassVar[type] = Options
    MIN_PLAYERS: ClassVar[int] = 3
    MAX_PLAYERS: ClassVar[int] = 5
    TABLE = TABLE

    def __init__(
        self, players: int, seed: int, options: Options, board: Board | None = None
    ) -> None:
        super().__init__(players, seed, options)
        self.board = default_board() if board is None else load_board(board)
        check_board(options, self.board, players)  # R1.3, R10.1: the parameters on this island
        self.state = State(self.board, options, players, self.chance)
        self._legal: dict[int, tuple[list[Action], list[dict | None]]] = {}
        """The legal actions of this position by seat, with their lookup table once built."""
        self._places: dict[int, dict[tuple[str, int], list[Place]]] = {}
        self.static_memo: dict[str, Any] | None = None
        """The views' board and options data, computed once (see views.static_data)."""
        self.specials_memo: dict[tuple, list] = {}
        """R6.4: every special placement of the board, by seat and figure (see placement)."""
        self.opening_events: list[Event] = flow.start_round(self.state)
        """The events of the setup: the first round's dice (R4) and the auction opening."""

    def state_changed(self) -> None:
        """Call after editing ``self.state`` directly (prepared lesson positions, tests): the
        cached legal actions are dropped (new caches: a copy of this game keeps its own)."""
        self._legal = {}
        self._places = {}
        self.specials_memo = {}
        self.state.ordinary = None
        self.state.figures_moved()
        self.static_memo = None

    def clone(self) -> Giants:
        """An independent copy (chance state included), made quickly: the island, the options
        and the caches of what never changes in a game are shared, the state copied
        attribute by attribute (:mod:`kit.giants.state_copy`)."""
        return self.__deepcopy__({})

    def __deepcopy__(self, memo: dict[int, Any]) -> Giants:
        twin = type(self).__new__(type(self))
        memo[id(self)] = twin
        mine = self.__dict__
        new = twin.__dict__
        new.update(mine)  # board, options, seed, static caches: shared
        chance = copy.deepcopy(self.chance, memo)
        new["chance"] = chance
        new["state"] = memo[id(self.state)] = copy_state(self.state, chance, memo)
        new["history"] = list(self.history)  # actions are immutable
        new["_legal"] = dict(self._legal)  # this position's lists, never changed: shared
        new["opening_events"] = list(self.opening_events)  # read-only events: shared
        if mine.keys() != _SHARED_ATTRS:  # attributes added to this game: deep-copied
            for key in mine.keys() - _SHARED_ATTRS:
                new[key] = copy.deepcopy(mine[key], memo)
        return twin

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["_legal"] = {}
        state["_places"] = {}
        state["static_memo"] = None
        state["specials_memo"] = {}
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state.pop("_specials", None)  # pickled before it was renamed
        state.pop("_static", None)  # the same
        self.__dict__.update(state)
        self.__dict__.setdefault("specials_memo", {})
        self.__dict__.setdefault("static_memo", None)

    # -- the contract ------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def to_move(self) -> tuple[int, ...]:
        st = self.state
        if st.over:
            return ()
        if st.phase == "auction_bid":
            return auction.bidders(st)
        if st.phase == "round_end":
            return tuple(sorted(st.recalling))
        return (st.current,)

    @property
    def is_over(self) -> bool:
        return self.state.over

    def legal_actions(self, seat: int) -> list[Action]:
        if type(seat) is not int:  # a bool or any other type: no actions (as TableGame)
            return []
        cached = self._legal.get(seat)
        if cached is None:
            if not 0 <= seat < self.players:
                return []
            cached = self._legal[seat] = (self._compute_legal(seat), [None])
        out = _new_list(ActionList)  # _listed(*cached), written out
        out.extend(cached[0])
        out._lookup = cached[1]
        return out

    def _compute_legal(self, seat: int) -> list[Action]:
        """TableGame's ``legal_actions`` with ``to_move`` tested without building it."""
        st = self.state
        if st.over:
            return []
        phase = st.phase
        if phase == "auction_bid":
            moving = st.seats[seat].bid is None  # auction.bidders
        elif phase == "round_end":
            moving = seat in st.recalling
        else:
            moving = seat == st.current
        return TABLE[phase].legal(self, seat) if moving else []

    def place_actions(self, seat: int) -> dict[tuple[str, int], list[Place]]:
        """R6.2: every action A of ``seat`` on the open hexes, by figure and logs (cached)."""
        table = self._places.get(seat)
        if table is None:
            table = self._places[seat] = _place_table(placement.ordinary_hexes(self.state), seat)
        return table

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.build_view(self, seat)

    def result(self) -> dict[str, Any]:
        out = scoring.result(self.state)
        out["over"] = self.state.over
        return out

    def apply(self, action: Action) -> list[Event]:
        """Check ``action`` and carry it out; an illegal one raises and changes nothing."""
        seat = getattr(action, "seat", None)
        if type(seat) is int:
            cached = self._legal.get(seat)
            if cached is not None:
                # Fast path: the very object from the current legal list is legal and
                # well typed; an equal one stands for it once its field types are checked.
                if any(map(operator.is_, cached[0], repeat(action))):
                    canonical = action
                else:
                    canonical = _listed(*cached).canonical(action)
                    if canonical is not None and ACTIONS.refusal(action) is not None:
                        canonical = None
                if canonical is not None:
                    self._legal.clear()  # self._apply, written out
                    events = TABLE[self.state.phase].apply(self, canonical)
                    self.history.append(canonical)
                    return events
        return super().apply(action)

    def _apply(self, action: Action) -> list[Event]:
        self._legal.clear()
        return TABLE[self.state.phase].apply(self, action)

    def not_your_turn(self, action: Action) -> IllegalAction | None:
        return reasons.not_your_turn(self, action)  # names the player as the pages do

    def wrong_phase(self, action: Action) -> IllegalAction:
        return IllegalAction("giants.err.wrong_phase", action=action.KIND, phase=named(self.phase))

    def record(self, meta: dict[str, Any] | None = None) -> dict[str, Any]:
        """The record; a game on another board than the default also carries that board.

        A rule parameter at its default is left out of the record's options (replaying fills
        it in), so that a game of the rules has the same record as before the parameters."""
        out = super().record(meta)
        options = out["options"]
        for parameter in PARAMETERS:
            if options.get(parameter.name) == parameter.default:
                del options[parameter.name]
        if self.board != default_board():
            out["board"] = self.board.to_dict()
        return out


@lru_cache(maxsize=64)
def _place_table(hexes: tuple[str, ...], seat: int) -> dict[tuple[str, int], list[Place]]:
    """Every action A (R6.2) of ``seat`` on ``hexes``, by figure and logs; actions are immutable,
    so games share these lists (callers get copies through ``legal_actions``)."""
    return {
        (figure, logs): [Place(seat, figure, h, logs) for h in hexes]
        for figure in FIGURES
        for logs in range(3)
    }
