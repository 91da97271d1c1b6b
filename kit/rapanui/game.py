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

The state is plain data on the game (lists and dicts of counts): a ``RapaNui`` is a
:class:`~kit.rapanui.state.State`, which sets it up (R2), moves it from phase to phase and
scores it (``phase``, ``to_move``, ``is_over`` and ``result()`` of the contract are the
state's).
``legal_actions``, ``apply`` and ``why_illegal`` look the phase up in
:data:`kit.rapanui.phases.TABLE`, whose rules live in
:mod:`kit.rapanui.turn` and :mod:`kit.rapanui.draw` (changing the state) and
:mod:`kit.rapanui.reasons` (explaining refused actions); :mod:`kit.rapanui.views` shows it.
"""

from __future__ import annotations

import copy
from typing import Any

from kit.core.actions import Action
from kit.core.errors import IllegalAction
from kit.core.game import Event, TableGame
from kit.rapanui import reasons
from kit.rapanui.actions import ACTIONS
from kit.rapanui.options import DEFAULT, Options
from kit.rapanui.params import recorded
from kit.rapanui.phases import TABLE
from kit.rapanui.state import State
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


class RapaNui(State, TableGame):
    """One game of Rapa Nui for 2 to 4 players (seat 0 is the start player, R0.8)."""

    NAME = "rapanui"
    RULES_VERSION = 1
    ACTIONS = ACTIONS
    OPTIONS = Options
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4
    TABLE = TABLE
    table = TABLE  # the phase table State.enter checks every move against

    def __init__(self, players: int, seed: int, options: Options | None = None) -> None:
        super().__init__(players, seed, DEFAULT if options is None else options)
        self.options_dict = recorded(self.options)  # for the views
        self.set_up()

    def record(self, meta: dict[str, Any] | None = None) -> dict[str, Any]:
        """The game as a record (see :meth:`kit.core.game.Game.record`); the options leave out
        the rule parameters at their rule values, so a game of the rules keeps the record it
        had before the parameters (a missing parameter reads back as its default)."""
        out = super().record(meta)
        out["options"] = recorded(self.options)
        return out

    # -- the contract ------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        if type(seat) is not int or seat != self._mover:
            return []
        return TABLE[self._phase].legal(self, seat)

    def _apply(self, action: Action) -> list[Event]:
        return TABLE[self._phase].apply(self, action)

    def not_your_turn(self, action: Action) -> IllegalAction | None:
        return reasons.not_your_turn(self, action)

    def wrong_phase(self, action: Action) -> IllegalAction:
        return reasons.wrong_step(self, action)

    def clone(self) -> RapaNui:
        """An independent copy (chance included), quicker than a deep copy. The attributes are
        set one by one: a game whose ``__dict__`` is filled at once (``update``) reads each of
        them several times more slowly (Python keeps them inline only when set by name)."""
        twin = object.__new__(type(self))
        for name, value in self.__dict__.items():
            setattr(twin, name, value)
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
