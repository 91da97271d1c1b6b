"""The actions of Giants: small immutable values with a text notation that round-trips.

Notation (``str(action)``; :data:`ACTIONS` ``.parse`` reads it back)::

    0:bid 1 2 no yes        markers, workers, sorcerer?, chief?      (phase 2, R5.1)
    2:sculpt 2 no           take a size-2 moai without the chief     (R5.5)
    1:decline               take no more moai this auction           (U6)
    0:place worker H12 2    action A: figure, hex, logs              (R6.2)
    3:special sorcerer H27 -   actions B/C: figure, hex, Ahu to reserve or "-"  (R6.4, R6.5)
    1:influence             action D                                  (R6.6)
    2:pass                  action E in phase 3, pass in phase 4     (R6.7, R7.1)
    0:carry m12             start moving an item                      (R7.2)
    0:step H43              enter the next hex                        (R7.3)
    0:helpers [C1,W0]       the carriers used on the hex just entered (R7.6)
    0:erect A06 / 0:crown A06 / 0:stop      end the move              (R7.7, R7.8)
    0:mark m12              put a Tribe Marker on an item             (R7.10, R7.12)
    0:done                  end an optional step (marking, recalling)
    0:peek A06              memory mode: look at a face-down base     (R7.9)
    0:recall m12            take a marker back in phase 5             (R8.2)

Items are named ``m1``-``m35`` (moai; ``m1``-``m17`` size 1, ``m18``-``m29`` size 2,
``m30``-``m35`` size 3) and ``hd1``-``hd14`` (headdresses). Carrier tokens: ``W<seat>`` a
worker, ``S<seat>`` a sorcerer, ``C<seat>`` a chief, ``L`` a log.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from kit.core.actions import Action, ActionSet
from kit.core.errors import IllegalAction


@dataclass(frozen=True)
class GiantsAction(Action):
    """Base of the actions of Giants: immutable values, shared (not copied) by game copies."""

    def __copy__(self) -> GiantsAction:
        return self

    def __deepcopy__(self, memo: dict) -> GiantsAction:
        return self


@dataclass(frozen=True)
class Bid(GiantsAction):
    """R5.1: the hidden fists: Tribe Markers in one, figures in the other."""

    markers: int
    workers: int
    sorcerer: bool
    chief: bool
    KIND: ClassVar[str] = "bid"


@dataclass(frozen=True)
class Sculpt(GiantsAction):
    """R5.5: take one moai of ``size`` from the quarry tile, with the chief or with unit figures."""

    size: int
    chief: bool
    KIND: ClassVar[str] = "sculpt"


@dataclass(frozen=True)
class Decline(GiantsAction):
    """U6: take no (more) moai in this auction."""

    KIND: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Place(GiantsAction):
    """R6.2, action A: a figure on an ordinary hex, a worker or sorcerer with 0-2 logs."""

    figure: str
    hex: str
    logs: int
    KIND: ClassVar[str] = "place"


@dataclass(frozen=True)
class Special(GiantsAction):
    """R6.4/R6.5, actions B and C: the sorcerer (or the chief, for 2 half-tablets) on a special
    space; ``ahu`` is the Ahu to reserve when the hex is next to an Ahu, else None."""

    figure: str
    hex: str
    ahu: str | None
    KIND: ClassVar[str] = "special"


@dataclass(frozen=True)
class Influence(GiantsAction):
    """R6.6, action D: a Tribe Marker in front of the screen for a half-tablet."""

    KIND: ClassVar[str] = "influence"


@dataclass(frozen=True)
class Pass(GiantsAction):
    """R6.7 / R7.1: pass for the rest of the phase."""

    KIND: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Carry(GiantsAction):
    """R7.2: start moving one item (from in front of your screen, or on the board)."""

    item: str
    KIND: ClassVar[str] = "carry"


@dataclass(frozen=True)
class Step(GiantsAction):
    """R7.3: move the item being carried into the next hex."""

    hex: str
    KIND: ClassVar[str] = "step"


@dataclass(frozen=True)
class Helpers(GiantsAction):
    """R7.6: the carriers used on the hex just entered (tokens W/S/C + seat, L for a log)."""

    carriers: tuple[str, ...]
    KIND: ClassVar[str] = "helpers"


@dataclass(frozen=True)
class Erect(GiantsAction):
    """R7.7: stand the moai being carried on an Ahu next to its hex."""

    ahu: str
    KIND: ClassVar[str] = "erect"


@dataclass(frozen=True)
class Crown(GiantsAction):
    """R7.8: set the headdress being carried on your moai on an Ahu next to its hex."""

    ahu: str
    KIND: ClassVar[str] = "crown"


@dataclass(frozen=True)
class Stop(GiantsAction):
    """R7.3: end the move here; the item stays on this hex."""

    KIND: ClassVar[str] = "stop"


@dataclass(frozen=True)
class Mark(GiantsAction):
    """R7.10 / R7.12: put a Tribe Marker from behind your screen on an item."""

    item: str
    KIND: ClassVar[str] = "mark"


@dataclass(frozen=True)
class Done(GiantsAction):
    """End an optional step: marking after a move or a pass, recalling markers in phase 5."""

    KIND: ClassVar[str] = "done"


@dataclass(frozen=True)
class Peek(GiantsAction):
    """R7.9 (memory mode): pay 1 half-tablet to look at one face-down base."""

    ahu: str
    KIND: ClassVar[str] = "peek"


@dataclass(frozen=True)
class Recall(GiantsAction):
    """R8.2: take your Tribe Marker back from an item on the board."""

    item: str
    KIND: ClassVar[str] = "recall"


ACTION_CLASSES: tuple[type[Action], ...] = (
    Bid,
    Sculpt,
    Decline,
    Place,
    Special,
    Influence,
    Pass,
    Carry,
    Step,
    Helpers,
    Erect,
    Crown,
    Stop,
    Mark,
    Done,
    Peek,
    Recall,
)


def bad_value(action: Action, field: str, value: Any) -> IllegalAction:
    """The refusal of a field holding a value of another type than it declares."""
    return IllegalAction("giants.err.bad_value", field=field, value=repr(value)[:40])


ACTIONS = ActionSet(ACTION_CLASSES, mistyped=bad_value)


@lru_cache(maxsize=8192, typed=True)
def interned(cls: type, seat: int, *args: Any) -> Any:
    """The action ``cls(seat, *args)``; actions are immutable values, so one object serves
    every list of legal actions that offers it (building a frozen dataclass is slow)."""
    return cls(seat, *args)
