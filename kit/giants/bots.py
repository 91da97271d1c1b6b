"""Bots for Giants. Like every bot of the kit they read only their seat's view.

- :class:`RandomBot` picks uniformly among the legal actions.
- :class:`GreedyBot` is a readable heuristic: it bids for moai it can still erect, places its
  figures along the cheapest route from each of its items to the best free Ahu, hauls an item
  whenever a carried route reaches an Ahu where it may erect, marks what it leaves on the board,
  and fetches workers, logs and headdresses with its sorcerer. The numbers that steer it are the
  fields of :class:`GreedyWeights`; change them to make another bot.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kit.core.bots import RandomBot
from kit.giants.actions import (
    Bid,
    Carry,
    Crown,
    Decline,
    Done,
    Erect,
    Helpers,
    Influence,
    Mark,
    Pass,
    Place,
    Sculpt,
    Special,
    Step,
    Stop,
)
from kit.giants.routes import Geometry, Plan, Reading

__all__ = ["GreedyBot", "GreedyWeights", "RandomBot"]


@dataclass(frozen=True)
class GreedyWeights:
    """What the greedy bot values. Points are final-score points."""

    moai_point: float = 1.0
    """Worth of one point an erected moai will score (Ahu moai value x size, R10.3)."""
    headdress_point: float = 1.0
    """Worth of one point a set headdress will score (R10.3)."""
    missing_carrier: float = 1.5
    """Cost of each carrier still missing on a planned route (a figure must be placed)."""
    route_hex: float = 0.3
    """Cost of each hex a route enters."""
    help_point_given: float = 1.0
    """Cost of each point paid to another player for help (R7.6)."""
    route_progress: float = 6.0
    """Worth of placing a figure that fills a gap in a planned route (phase 3)."""
    recruit_worker: float = 4.0
    """Worth of a worker from the village (R6.4)."""
    log: float = 0.9
    """Worth of one log from a forest (R6.4)."""
    reserve_ahu: float = 3.0
    """Worth of reserving the Ahu a route leads to (R6.4)."""
    half_tablet: float = 1.5
    """Worth of a Rongo half-tablet (R6.6; a pair scores 3, R10.4)."""
    keep_markers: int = 1
    """Tribe Markers kept behind the screen for marking (not bid, not spent on tablets)."""
    keep_workers: int = 1
    """Workers never bid, kept for placement."""
    moai_per_round: int = 2
    """Most moai to sculpt in one auction."""


class GreedyBot:
    """A greedy heuristic player; ``weights`` steer it (see :class:`GreedyWeights`)."""

    name = "greedy"

    def __init__(self, weights: GreedyWeights | None = None) -> None:
        self.weights = weights or GreedyWeights()
        self._geometry: Geometry | None = None

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if not legal_actions:
            raise ValueError("a bot was asked to move with no legal action")
        geo = self._geometry
        if geo is None or (geo.source is not view["board"] and geo.source != view["board"]):
            geo = self._geometry = Geometry(view["board"])
        me = Reading(view, geo)
        handler = getattr(self, "_" + view["phase"], None)
        choice = handler(me, list(legal_actions)) if handler else None
        return choice if choice is not None else legal_actions[-1]

    # -- phase 2 -----------------------------------------------------------------------------
    def _auction_bid(self, me: Reading, legal: list[Any]) -> Any:
        w = self.weights
        screen = me.screen
        sizes = sorted((m["size"] for m in me.view["quarry_tile"]), reverse=True)
        want = min(len(sizes), w.moai_per_round, max(0, me.free_bases() - len(me.my_items())))
        if want == 0:
            return Bid(me.seat, 0, 0, False, False)
        strength = sum(sizes[:want])
        workers = min(max(0, screen["workers"] - w.keep_workers), strength)
        chief = screen["chief"] and workers < strength
        markers = min(max(0, screen["markers"] - w.keep_markers), 1)
        bid = Bid(me.seat, markers, workers, False, chief)
        return bid if bid in legal else None

    def _auction_pick(self, me: Reading, legal: list[Any]) -> Any:
        taken = sum(1 for m in me.front()["moai"])
        if len(me.my_items()) >= me.free_bases() or taken >= self.weights.moai_per_round:
            return Decline(me.seat)
        picks = [a for a in legal if isinstance(a, Sculpt)]
        if not picks:
            return Decline(me.seat)
        return max(picks, key=lambda a: (a.size, not a.chief))

    # -- phase 3 -----------------------------------------------------------------------------
    def _placement(self, me: Reading, legal: list[Any]) -> Any:
        w = self.weights
        specials: list[Special] = []
        for a in reversed(legal):  # the Place actions come first in the legal list
            if type(a) is Place:
                break
            if type(a) is Special:
                specials.append(a)
        specials.reverse()
        screen = me.screen
        figures = [f for f in ("worker", "sorcerer", "chief") if screen[f + "s" * (f == "worker")]]
        placeable = set(me.geo.ordinary(me.view["options"])) if figures else set()
        placeable.update(a.hex for a in specials)
        options: list[tuple[float, Any]] = []
        plan = me.best_plan(w, placeable)
        if plan is not None:
            gap = plan.first_gap()
            if gap is not None:
                hex_id, missing = gap
                candidates: list[Place | Special] = []
                if hex_id in me.geo.ordinary(me.view["options"]):  # R6.2: action A
                    for figure in figures:
                        top = 0 if figure == "chief" else min(2, screen["logs"])
                        candidates += [Place(me.seat, figure, hex_id, n) for n in range(top + 1)]
                candidates += [a for a in specials if a.hex == hex_id]
                place = _fill(candidates, missing, plan.ahu, me.geo)
                if place is not None:
                    options.append((w.route_progress, place))
        for a in specials:
            options.append((self._special_worth(me, a, plan), a))
        if me.screen["markers"] > w.keep_markers and Influence(me.seat) in legal:
            options.append((w.half_tablet, Influence(me.seat)))
        options = [o for o in options if o[0] > 0]
        if not options:
            return Pass(me.seat)
        return max(options, key=lambda o: o[0])[1]

    def _special_worth(self, me: Reading, a: Special, plan: Plan | None) -> float:
        w = self.weights
        if a.figure == "chief":
            return 0.0
        kind = me.geo.kind[a.hex]
        if a.ahu is not None:
            return w.reserve_ahu if plan is not None and plan.ahu == a.ahu else 0.0
        if kind == "village":
            return w.recruit_worker if me.view["seats"][me.seat]["reserve_box"]["workers"] else 0.0
        if kind == "forest":
            return w.log * me.view["forests"][a.hex]["value"]
        if kind == "quarry_hat" and me.view["headdress_stock"]:
            bare = me.bare_moai()
            if len(bare) > len(me.my_items(("headdress",))):
                return w.headdress_point * max(me.geo.points[a][1] for a in bare)
        return 0.0

    # -- phase 4 -----------------------------------------------------------------------------
    def _transport(self, me: Reading, legal: list[Any]) -> Any:
        w = self.weights
        best: tuple[float, Any] | None = None
        for a in legal:
            if isinstance(a, Carry):
                route = me.haul(w, a.item, me.item_start(a.item), [])
                if route is not None and (best is None or route[0] > best[0]):
                    best = (route[0], a)
        if best is not None:
            return best[1]
        marks = [a for a in legal if isinstance(a, Mark)]
        if marks and me.screen["markers"] > w.keep_markers:
            return max(marks, key=lambda a: me.item_size(a.item))
        return Pass(me.seat)

    def _transport_move(self, me: Reading, legal: list[Any]) -> Any:
        move = me.view["transport"]
        item = move["item"]["item"]
        route = me.haul(self.weights, item, move["path"][-1], move["path"])
        if route is not None:
            _value, first = route
            for a in legal:
                if isinstance(a, Erect | Crown) and a.ahu == first:
                    return a
                if isinstance(a, Step) and a.hex == first:
                    return a
        return Stop(me.seat) if Stop(me.seat) in legal else legal[0]

    def _transport_helpers(self, me: Reading, legal: list[Any]) -> Any:
        options = me.view["transport"]["helper_options"]
        costs = {tuple(o["carriers"]): sum(o["paid"]) for o in options}
        return min(
            (a for a in legal if isinstance(a, Helpers)), key=lambda a: costs.get(a.carriers, 0)
        )

    def _transport_mark(self, me: Reading, legal: list[Any]) -> Any:
        last = me.view["last_moved"]
        for a in legal:
            if isinstance(a, Mark) and a.item == last:
                return a
        return Done(me.seat)

    def _transport_park(self, me: Reading, legal: list[Any]) -> Any:
        marks = [a for a in legal if isinstance(a, Mark)]
        if marks:
            return max(marks, key=lambda a: me.item_size(a.item))
        return Done(me.seat)

    def _round_end(self, me: Reading, legal: list[Any]) -> Any:
        return Done(me.seat)


def _fill(
    places: list[Place | Special], missing: int, ahu: str, geo: Geometry
) -> Place | Special | None:
    """The placement that best fills a gap of ``missing`` carriers (workers first; a special
    placement only on a hex next to an Ahu, reserving the route's Ahu if it can)."""
    best = None
    for a in places:
        if isinstance(a, Special):
            if a.ahu not in (None, ahu) or not geo.hex_ahus[a.hex]:
                continue
            power = 3 if a.figure == "chief" else 1
            waste = abs(power - missing) + (a.ahu is None) + 4 * (a.figure == "chief")
        else:
            power = 3 if a.figure == "chief" else 1 + a.logs
            waste = abs(power - missing) + (a.figure == "sorcerer") + 2 * (a.figure == "chief")
        covered = min(power, missing)
        key = (covered, -waste)
        if best is None or key > best[0]:
            best = (key, a)
    return best[1] if best else None
