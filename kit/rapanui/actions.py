"""The actions of Rapa Nui: one small value per decision, with a text notation.

- ``Buy(seat, kind)``, ``0:buy fish``: buy one offering card of a kind (R4);
- ``PassBuy(seat)``, ``0:no_buy``: buy nothing this turn (R4.1);
- ``Play(seat, card, count)``, ``0:play fish 2``: play cards from the hand (R5.1); ``card`` is
  lumberjack, priest or moai (count 1) or the kind of 1 to 3 hunters & gatherers;
- ``DiscardMoai(seat)``, ``0:discard``: the only-moai exception (R5.4);
- ``Sacrifice(seat, kind, face)``, ``2:sacrifice fish up``: an own offering card onto the
  altar, face ``up`` or ``down`` as the rules say (R6.2, R6.3);
- ``Offer(seat, kind)``, ``1:offer grain``: the initiator's card from the supply (R6.4);
- ``PassOffer(seat)``, ``1:no_offer``: no card from the supply (A3);
- ``Draw(seat, column)``, ``1:draw 2``: take the front card of column 0 to 3 (R7.2; more
  columns with the rule parameter ``market_columns``);
- ``MoaiPayout(seat, wood, glory)``, ``1:payout 3 0``: a moai payout as wood or glory (R8.5).

Columns are numbered 0 to 3 like seats; sentences for people show them as 1 to 4.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from kit.core.actions import Action, ActionSet
from kit.core.errors import IllegalAction
from kit.rapanui.cards import CARD_TYPES, DECK, KINDS, LUMBERJACK, MOAI, PRIEST
from kit.rapanui.params import HIGH, MAJORITY_BONUS, SCORING_UNITS

UP = "up"
DOWN = "down"


@dataclass(frozen=True)
class Buy(Action):
    """R4: buy one offering card of ``kind`` from the supply."""

    kind: str
    KIND: ClassVar[str] = "buy"


@dataclass(frozen=True)
class PassBuy(Action):
    """R4.1: buy no offering card this turn."""

    KIND: ClassVar[str] = "no_buy"


@dataclass(frozen=True)
class Play(Action):
    """R5.1: play ``count`` cards of type ``card`` from hand into the display."""

    card: str
    count: int
    KIND: ClassVar[str] = "play"


@dataclass(frozen=True)
class DiscardMoai(Action):
    """R5.4: a hand of only moai and less than 7 wood: discard one moai instead of playing."""

    KIND: ClassVar[str] = "discard"


@dataclass(frozen=True)
class Sacrifice(Action):
    """R6.2 / R6.3: place one offering card of ``kind`` from the own stock on the altar, face
    ``"up"`` or ``"down"`` (the rules fix which; the notation states it)."""

    kind: str
    face: str
    KIND: ClassVar[str] = "sacrifice"


@dataclass(frozen=True)
class Offer(Action):
    """R6.4: the initiator places one offering card of ``kind`` from the supply face up."""

    kind: str
    KIND: ClassVar[str] = "offer"


@dataclass(frozen=True)
class PassOffer(Action):
    """R6.4 / A3: the initiator adds no card from the supply."""

    KIND: ClassVar[str] = "no_offer"


@dataclass(frozen=True)
class Draw(Action):
    """R7.2: take the front card of ``column`` (0 to 3 in the game of the rules) into the hand."""

    column: int
    KIND: ClassVar[str] = "draw"


@dataclass(frozen=True)
class MoaiPayout(Action):
    """R8.5: take a moai payout as ``wood`` and ``glory`` (all of one unless A4 allows a split)."""

    wood: int
    glory: int
    KIND: ClassVar[str] = "payout"


def malformed(action: Action, field: str, value: Any) -> IllegalAction:
    """The refusal of an action whose values are not plain whole numbers and words (a field
    holding a value of another type than it declares: ``Play(0, "fish", True)``)."""
    return IllegalAction("rapanui.err.malformed", action=repr(action))


ACTIONS = ActionSet(
    [Buy, PassBuy, Play, DiscardMoai, Sacrifice, Offer, PassOffer, Draw, MoaiPayout],
    mistyped=malformed,
)


def well_typed(action: Any) -> bool:
    """True if ``action`` is one of this game's actions and each field has exactly its declared
    type (checked by :meth:`kit.core.actions.ActionSet.refusal`; a bool is no whole number)."""
    return ACTIONS.refusal(action) is None


# The most a moai payout can be in the game of the rules: every moai of the deck plus the bonus
# (R8.5). Payouts up to it are built in advance; a larger one (rule parameters: more moai, more
# units per moai, a larger bonus) is built the first time it is asked for.
MAX_PAYOUT = DECK[MOAI] * SCORING_UNITS[MOAI] + MAJORITY_BONUS[MOAI]


class Payouts(dict):
    """The payout actions of one seat by ``(wood, glory)``; any other payout is made on demand."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def __missing__(self, key: tuple[int, int]) -> MoaiPayout:
        action = self[key] = MoaiPayout(self.seat, *key)
        return action


class Moves:
    """Every possible action of one seat, built once, so that legal-action lists reuse the same
    objects (fast to build and to find again)."""

    __slots__ = (
        "buy",
        "discard",
        "draw",
        "no_buy",
        "no_offer",
        "offer",
        "payout",
        "play",
        "sacrifice",
    )

    def __init__(self, seat: int) -> None:
        self.buy = {k: Buy(seat, k) for k in KINDS}
        self.no_buy = PassBuy(seat)
        self.play: dict[tuple[str, int], Play] = {}
        for card in CARD_TYPES:
            most = 1 if card in (LUMBERJACK, PRIEST, MOAI) else HIGH["max_hunters"]
            for n in range(1, most + 1):
                self.play[card, n] = Play(seat, card, n)
        self.discard = DiscardMoai(seat)
        self.sacrifice = {(k, f): Sacrifice(seat, k, f) for k in KINDS for f in (UP, DOWN)}
        self.offer = {k: Offer(seat, k) for k in KINDS}
        self.no_offer = PassOffer(seat)
        self.draw = [Draw(seat, c) for c in range(HIGH["market_columns"])]  # R2.4
        self.payout = Payouts(seat)
        for u in range(1, MAX_PAYOUT + 1):
            for w in range(u + 1):
                self.payout[w, u - w] = MoaiPayout(seat, w, u - w)


MOVES: tuple[Moves, ...] = tuple(Moves(seat) for seat in range(4))
