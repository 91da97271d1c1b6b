"""Bots for Rapa Nui. A bot sees only its seat's view and its legal actions.

``RandomBot`` (from the core) picks any legal action. ``GreedyBot`` looks one decision ahead with
a small table of hand-set weights (:class:`GreedyWeights`): change them and watch how the bot
plays differently. Every estimate is in "glory now", the unit of the final score.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kit.core.bots import RandomBot
from kit.rapanui.actions import (
    Buy,
    DiscardMoai,
    Draw,
    MoaiPayout,
    Offer,
    PassBuy,
    PassOffer,
    Play,
    Sacrifice,
)
from kit.rapanui.cards import KINDS, LUMBERJACK, MOAI, MOAI_END_GLORY, PRIEST
from kit.rapanui.options import Options, from_view
from kit.rapanui.params import HUNTERS
from kit.rapanui.scoring import altar_values, offering_points

__all__ = ["GreedyBot", "GreedyWeights", "RandomBot"]


_LAST: tuple[Any, Options] | None = None  # the latest view's options data and its Options


def rules(view: dict[str, Any]) -> Options:
    """The rule options (parameters included) of the game a view shows (the options of the
    latest view are kept: one decision asks for them once per legal action)."""
    global _LAST
    data = view["options"]
    last = _LAST
    if last is None or last[0] is not data:
        last = _LAST = (data, from_view(data))
    return last[1]


@dataclass(frozen=True)
class GreedyWeights:
    """What the greedy bot believes things are worth, in glory. Edit and compare!"""

    wood: float = 0.6
    """One wood (5 wood give 1 glory at the end, but wood also pays for moai)."""
    offering_unknown: float = 1.5
    """An offering card while the altar is still empty (its value is not known yet)."""
    moai: float = 6.0
    """A moai in the display: 4 glory at the end plus the payouts it will earn (with another
    ``moai_glory`` than 4, the difference is added)."""
    priest: float = 5.0
    """A priest in the display: the glory of the priest scorings still to come."""
    lumberjack: float = 1.2
    """A lumberjack in the display: the wood of the lumberjack scorings still to come."""
    hunter: float = 1.3
    """A hunter & gatherer in the display: cheaper offerings and offerings from scorings."""
    card_in_hand: float = 0.5
    """A card drawn into the hand, beyond what playing it would be worth, times that worth."""
    rival_gain: float = 0.5
    """How much a rival's gain from a scoring counts against us (0 = ignore rivals)."""
    buy_margin: float = 0.2
    """Buy an offering only when it is worth this much more than its price."""
    keep_moai_wood: float = 2.0
    """Penalty for spending the wood that a moai in hand needs."""


class GreedyBot:
    """Takes, at each decision, the action with the best one-step estimate."""

    name = "greedy"

    def __init__(self, weights: GreedyWeights | None = None) -> None:
        self.weights = weights or GreedyWeights()

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if not legal_actions:
            raise ValueError("a bot was asked to move with no legal action")
        scored = [(self.estimate(view, a), i) for i, a in enumerate(legal_actions)]
        best = max(score for score, _ in scored)
        ties = [i for score, i in scored if score >= best - 1e-9]
        return legal_actions[ties[rng.randrange(len(ties))]]

    # -- estimates ---------------------------------------------------------------------------
    def estimate(self, view: dict[str, Any], action: Any) -> float:
        """The bot's estimate of ``action``, in glory (higher is better)."""
        w = self.weights
        me = view["seats"][view["seat"]]
        if isinstance(action, Buy):
            price = me["prices"][action.kind]
            after = me["wood"] - price
            penalty = w.keep_moai_wood if self._wants_moai_wood(view, me["wood"], after) else 0.0
            return self.offering_worth(view, action.kind) - price * w.wood - w.buy_margin - penalty
        if isinstance(action, (PassBuy, PassOffer)):
            return 0.0
        if isinstance(action, Play):
            return self.play_worth(view, action.card, action.count)
        if isinstance(action, DiscardMoai):
            return 0.0
        if isinstance(action, Sacrifice):
            return self.altar_change_worth(view, action.kind, from_stock=True)
        if isinstance(action, Offer):
            return self.altar_change_worth(view, action.kind, from_stock=False)
        if isinstance(action, Draw):
            return self.draw_worth(view, action.column)
        if isinstance(action, MoaiPayout):
            return self.payout_worth(view, action.wood, action.glory)
        return 0.0

    def _wants_moai_wood(self, view: dict[str, Any], before: int, after: int) -> bool:
        return MOAI in view["hand"] and before >= rules(view).moai_cost > after

    def offering_worth(self, view: dict[str, Any], kind: str) -> float:
        """One more offering card of ``kind`` in the own stock, valued by the visible ranking."""
        ranking = view["ranking"]
        if sum(ranking["counts"].values()) + ranking["unseen"] == 0:
            return self.weights.offering_unknown
        return float(ranking["values"][kind])

    def card_worth(self, view: dict[str, Any], card: str) -> float:
        """A card in the display, by the weights."""
        w = self.weights
        if card == MOAI:
            o = rules(view)
            return w.moai + (o.moai_glory - MOAI_END_GLORY) - o.moai_cost * w.wood
        if card == PRIEST:
            return w.priest
        if card == LUMBERJACK:
            return w.lumberjack
        return w.hunter + 0.3 * self.offering_worth(view, card)

    def play_worth(self, view: dict[str, Any], card: str, count: int) -> float:
        worth = self.card_worth(view, card) * count
        if card in KINDS:
            worth -= (count - 1) * self.weights.wood
        return worth

    def altar_change_worth(self, view: dict[str, Any], kind: str, from_stock: bool) -> float:
        """The own stock's worth after one more ``kind`` card lies on the altar."""
        counts = dict(view["ranking"]["counts"])
        counts[kind] += 1
        stock = dict(view["stock"])
        if from_stock:
            stock[kind] -= 1
        places = rules(view).ranking()
        return float(offering_points(stock, altar_values(counts, view["ranking"]["rule"], places)))

    def draw_worth(self, view: dict[str, Any], column: int) -> float:
        cards = view["market"][column]["cards"]
        worth = self.weights.card_in_hand * self.card_worth(view, cards[0])
        if view["draws_left"] == 1 and len(cards) > 1:
            worth += self.scoring_worth(view, cards[1])
        return worth

    def scoring_worth(self, view: dict[str, Any], card: str) -> float:
        """Our gain minus the weighted best rival gain if ``card`` were the indicator."""
        counts = [s["display"][card] for s in view["seats"]]
        top = max(counts)
        o = rules(view)
        minimum = o.majority_min_count
        scored = HUNTERS if card in KINDS else card
        unit, extra = o.units()[scored], o.bonus()[scored]  # R8.2-R8.6 (rule parameters)
        gains = []
        for n in counts:
            bonus = extra if n == top and n >= minimum and counts.count(top) == 1 else 0
            per = unit * (min(n, 1) if card in KINDS else n)
            gains.append(self.unit_worth(view, card) * per + bonus)
        mine = gains[view["seat"]]
        rivals = [g for s, g in enumerate(gains) if s != view["seat"]]
        return mine - self.weights.rival_gain * max(rivals, default=0.0)

    def unit_worth(self, view: dict[str, Any], card: str) -> float:
        w = self.weights
        if card == LUMBERJACK:
            return w.wood
        if card == PRIEST:
            return 1.0
        if card == MOAI:
            return max(1.0, w.wood)
        return self.offering_worth(view, card)

    def payout_worth(self, view: dict[str, Any], wood: int, glory: int) -> float:
        me = view["seats"][view["seat"]]
        w = self.weights
        worth = glory + wood * w.wood
        o = rules(view)
        if MOAI in view["hand"] and me["wood"] < o.moai_cost <= me["wood"] + wood:
            worth += w.keep_moai_wood + o.moai_glory * 0.25
        return worth
