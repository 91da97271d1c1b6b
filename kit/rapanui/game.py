"""The Rapa Nui game: setup (R2), the turn (R3-R8), the end (R9) and the final scoring (R10-R11).

A turn runs through these phases (``game.phase``), each decided by one seat (``game.to_move``):

- ``"buy"``: the active player buys one offering card or passes (R4);
- ``"play"``: he plays cards, or discards a moai under the only-moai exception (R5);
- ``"sacrifice"``: after a moai, each other player with offering cards places one face up, then
  the active player one face down (R6.2, R6.3); ``to_move`` names the seat placing now;
- ``"offer"``: the active player may add one card from the supply face up (R6.4);
- ``"draw"``: he takes front cards of the market until he holds 3 (R7), one action per card;
- ``"payout"``: when the indicator is a moai, each player with moai takes the payout as wood or
  glory (R8.5), active player first, then clockwise;
- ``"over"``: the game has ended (R9).

The state is plain data on the game (lists and dicts of counts). ``legal_actions``, ``apply`` and
``why_illegal`` look the phase up in :data:`kit.rapanui.phases.TABLE`, whose rules live in
:mod:`kit.rapanui.turn` and :mod:`kit.rapanui.draw` (changing the state) and
:mod:`kit.rapanui.illegal` (explaining refused actions); :mod:`kit.rapanui.views` shows it.
"""

from __future__ import annotations

import copy
from typing import Any

from kit.core.actions import Action
from kit.core.errors import IllegalAction
from kit.core.game import Event, Game
from kit.core.options import options_to_dict
from kit.rapanui import illegal
from kit.rapanui.actions import ACTIONS
from kit.rapanui.cards import (
    CARD_TYPES,
    COLOURS,
    COLUMN_SIZE,
    COLUMNS,
    DECK,
    KINDS,
    LUMBERJACK,
    MOAI,
    OFFERINGS_PER_KIND,
    offering_price,
    start_hand,
)
from kit.rapanui.options import Options
from kit.rapanui.phases import TABLE
from kit.rapanui.scoring import final_result
from kit.rapanui.views import build_view

PHASES: tuple[str, ...] = (*TABLE, "over")
"""Every value of ``game.phase``, in the order of a turn."""
# Attributes that are flat lists of values (copied one level deep by ``clone``).
_LISTS = (
    "history",
    "colours",
    "box",
    "pile",
    "wood",
    "glory",
    "altar_down",
    "sacrifices",
    "payouts",
)


class RapaNui(Game):
    """One game of Rapa Nui for 2 to 4 players (seat 0 is the start player, R0.8)."""

    NAME = "rapanui"
    RULES_VERSION = 1
    ACTIONS = ACTIONS
    OPTIONS = Options
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4

    def __init__(self, players: int, seed: int, options: Options | None = None) -> None:
        super().__init__(players, seed, Options() if options is None else options)
        self.options_dict = options_to_dict(self.options)  # for the views
        n = self.players
        missing = self.options.start_sets()
        self.colours: list[str] = list(COLOURS[:n])
        # R2.2: the lumberjack of the start set is the first card of the display, its three
        # hunters & gatherers are the hand. R2.3: unused start sets go back to the box.
        self.displays: list[dict[str, int]] = []
        self.hands: list[list[str]] = []
        for colour in self.colours:
            display = dict.fromkeys(CARD_TYPES, 0)
            display[LUMBERJACK] = 1
            self.displays.append(display)
            self.hands.append(start_hand(missing[colour]))
        self.box: list[str] = []
        for colour in COLOURS[n:]:
            self.box += [LUMBERJACK, *start_hand(missing[colour])]
        # R2.4: shuffle the deck; deal 4 columns of 4, column by column, the last card dealt in a
        # column being its front card (lists run from the back card to the front card).
        self.pile: list[str] = [t for t in CARD_TYPES for _ in range(DECK[t])]
        self.chance.shuffle(self.pile)
        self.market: list[list[str]] = [
            [self.pile.pop() for _ in range(COLUMN_SIZE)] for _ in range(COLUMNS)
        ]
        # R2.5: one offering card of each kind per player; R2.7 / R2.8: wood 2/3/4/5, no glory.
        self.supply: dict[str, int] = dict.fromkeys(KINDS, OFFERINGS_PER_KIND - n)
        self.stocks: list[dict[str, int]] = [dict.fromkeys(KINDS, 1) for _ in range(n)]
        start_wood = self.options.wood_by_seat()  # R2.7 (a classroom option may change it)
        self.wood: list[int] = [start_wood[s] for s in range(n)]
        self.glory: list[int] = [0] * n
        self.altar_up: dict[str, int] = dict.fromkeys(KINDS, 0)
        self.altar_down: list[tuple[int, str]] = []  # (seat that placed it, kind), in order
        self.active = 0
        self.turn = 1
        self._phase = "buy"
        self._mover: int | None = 0
        self.sacrifices: list[tuple[int, str]] = []  # (seat, face) still to place, in order
        self.payouts: list[tuple[int, int]] = []  # (seat, units) still to take, in order
        self.draws_left = 0
        # R7.5: the latest scoring indicator: its card type, its column and the turn it scored.
        self.indicator: str | None = None
        self.indicator_column: int | None = None
        self.indicator_turn: int | None = None

    # -- the contract ------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self._phase

    @property
    def to_move(self) -> tuple[int, ...]:
        return () if self._mover is None else (self._mover,)

    @property
    def is_over(self) -> bool:
        return self._phase == "over"

    def legal_actions(self, seat: int) -> list[Action]:
        if type(seat) is not int or seat != self._mover:
            return []
        return TABLE[self._phase].legal(self, seat)

    def _apply(self, action: Action) -> list[Event]:
        return TABLE[self._phase].apply(self, action)

    def _why(self, action: Action) -> IllegalAction:
        return illegal.why(self, action, TABLE.get(self._phase))

    def _set_phase(self, phase: str, mover: int | None) -> None:
        """Move on to ``phase``, decided by the seat ``mover`` (None once the game is over)."""
        self._phase = phase
        self._mover = mover

    def clone(self) -> RapaNui:
        """An independent copy (chance included), quicker than a deep copy."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.chance = copy.deepcopy(self.chance)
        twin.options_dict = dict(self.options_dict)
        for name in _LISTS:
            setattr(twin, name, list(getattr(self, name)))
        twin.hands = [list(h) for h in self.hands]
        twin.market = [list(c) for c in self.market]
        twin.displays = [dict(d) for d in self.displays]
        twin.stocks = [dict(s) for s in self.stocks]
        twin.supply = dict(self.supply)
        twin.altar_up = dict(self.altar_up)
        return twin

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def result(self) -> dict[str, Any]:
        """R10 / R11: scores, breakdown per seat, winners, the altar's counts and values, and
        ``"over"`` (False while the game runs: then it is the standing if it ended now)."""
        out = final_result(
            self.glory,
            [d[MOAI] for d in self.displays],
            self.wood,
            self.stocks,
            self.altar_counts(),
            self.options,
        )
        out["over"] = self.is_over
        out["stocks"] = [dict(s) for s in self.stocks]
        return out

    # -- helpers -----------------------------------------------------------------------------
    def price(self, seat: int, kind: str) -> int:
        """R4.2: what an offering card of ``kind`` costs ``seat`` now."""
        return offering_price(self.displays[seat][kind], self.options.min_offering_price)

    def altar_counts(self) -> dict[str, int]:
        """R10.4a: all cards on the altar by kind, face-down ones included."""
        counts = dict(self.altar_up)
        for _, kind in self.altar_down:
            counts[kind] += 1
        return counts

    def seats_from(self, first: int) -> list[int]:
        """Every seat in clockwise order starting with ``first``."""
        n = self.players
        return [(first + i) % n for i in range(n)]
