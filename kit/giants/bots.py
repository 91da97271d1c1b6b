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
    Recall,
    Sculpt,
    Special,
    Step,
    Stop,
)
from kit.giants.routes import Geometry, Plan, Reading

__all__ = ["GreedyBot", "GreedyWeights", "RandomBot"]

UNLIMITED = 99
"""Placeable power that never limits a plan."""
LONG_GAME = 20
"""Rounds after which the greedy bot moves items part of the way (greedy games end sooner)."""


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
    tablets_for_chief: float = 5.0
    """Worth of a half-tablet when the chief must carry a big moai next to an Ahu (R6.5, U3)."""
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
        numbers = me.numbers
        needs = [numbers.need(size) for size in sizes[:want]]  # R5.3
        strength = sum(needs)
        workers = min(max(0, screen["workers"] - w.keep_workers), strength)
        chief = screen["chief"] and workers < strength
        sorcerer = False
        if workers < min(needs) and not (chief and numbers.chief_strength >= min(needs)):
            # Parameters where the chief alone cannot sculpt: every figure it takes (R5.3).
            workers = min(screen["workers"], strength)
            sorcerer = screen["sorcerer"] and workers < min(needs)
        markers = min(max(0, screen["markers"] - w.keep_markers), 1)
        bid = Bid(me.seat, markers, workers, sorcerer, chief)
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
        placeable = _placeable(me, [(a.hex, a.figure) for a in specials])
        options: list[tuple[float, Any]] = []
        plan = me.best_plan(w, placeable, mine_only=not _strict_coast(me))
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
        if Influence(me.seat) in legal:
            if me.screen["markers"] and self._needs_tablets(me):
                options.append((w.tablets_for_chief, Influence(me.seat)))
            elif me.screen["markers"] > w.keep_markers:
                options.append((w.half_tablet, Influence(me.seat)))
        options = [o for o in options if o[0] > 0]
        if not options:
            return Pass(me.seat)
        return max(options, key=lambda o: o[0])[1]

    def _needs_tablets(self, me: Reading) -> bool:
        """U3 option: when no figure may be placed next to an Ahu by action A, a moai of size 2
        or 3 ends its move on a hex only a sorcerer (1) or chief (3) can reach (R6.4, R7.3):
        the chief, for 2 half-tablets (R6.5), is the way to carry it there."""
        if me.view["options"]["ordinary_next_to_ahu"]:
            return False
        if me.view["seats"][me.seat]["half_tablets"] >= me.numbers.chief_cost:
            return False
        return any(size > 1 for _i, _k, size, _s in me.my_items())

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
        advance = self._advance(me, legal) if _strict_coast(me) else None
        if advance is not None:
            return advance
        marks = [a for a in legal if isinstance(a, Mark)]
        if marks and me.screen["markers"] > w.keep_markers:
            return max(marks, key=lambda a: me.item_size(a.item))
        return Pass(me.seat)

    def _advance(self, me: Reading, legal: list[Any]) -> Carry | None:
        """With no carried route to an Ahu this round, bring one of our items nearer to one
        (it waits there, marked, for the next round): the biggest item that can move closer.
        Only items we can keep: in front of our screen or marked by us, or any unmarked item
        when we have a marker for it (R7.2, R7.10); so no item goes back and forth."""
        mine = {item for item, _kind, _size, _start in me.my_items(("moai", "headdress"))}
        best: tuple[int, Carry] | None = None
        for a in legal:
            if not isinstance(a, Carry):
                continue
            marked = me.item_marker(a.item)
            if marked is None and not me.screen["markers"]:
                continue
            if marked is None and a.item not in mine and not self._wants(me, a.item):
                continue
            here = me.item_start(a.item)
            if me.advance(a.item, here, [here]) is None:
                continue
            key = me.item_size(a.item)
            if best is None or key > best[0]:
                best = (key, a)
        return best[1] if best else None

    def _wants(self, me: Reading, item_id: str) -> bool:
        """Could this item stand on (or crown) one of our Ahu?"""
        kind, size = me.item_info(item_id)
        return bool(me.targets(kind, size)) and me.free_bases() > len(me.my_items())

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
        step = me.advance(item, move["path"][-1], move["path"]) if _strict_coast(me) else None
        if step is not None:
            for a in legal:
                if isinstance(a, Step) and a.hex == step:
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
        """R8.2: keep the markers on our items, unless every marker is on an item we cannot
        route to an Ahu next round: then take one back (from the biggest) to mark or to trade
        for a half-tablet (R6.6) instead of waiting for ever."""
        recalls = [a for a in legal if isinstance(a, Recall)]
        if not recalls or me.screen["markers"] or not _strict_coast(me):
            return Done(me.seat)
        specials = []
        if me.screen["sorcerer"]:
            specials.append("sorcerer")
        if me.screen["chief"] and me.view["seats"][me.seat]["half_tablets"] >= 2:
            specials.append("chief")
        ordinary = set(me.geo.ordinary(me.view["options"]))
        spots = [h for h, ahus in me.geo.hex_ahus.items() if ahus and h not in ordinary]
        placeable = _placeable(me, [(h, f) for h in spots for f in specials])
        if me.best_plan(self.weights, placeable, mine_only=True) is not None:
            return Done(me.seat)
        return max(recalls, key=lambda a: (me.item_size(a.item), a.item))


def _strict_coast(me: Reading) -> bool:
    """U3 option ``ordinary_next_to_ahu`` False: only a sorcerer or chief (R6.4, R6.5) may stand
    next to an Ahu, so a moai's last hex gets 1 or 3 carrying power at most, and a route can
    take more than a round to build; the same once the moai supply is empty (the Ahu left are
    far away). The bot then also moves items part of the way, plans for unmarked items, and
    takes back markers from items it cannot route (R8.2). Otherwise it plays as it always has
    (lessons are built from its games)."""
    if not me.view["options"]["ordinary_next_to_ahu"]:
        return True
    # R4.4: once every moai has left the supply no new one comes, and a long game means the
    # routes left are too long for one round: without these moves it might never end (R10.1)
    return me.view["round"] > LONG_GAME or not any(me.view["supply"]["moai"].values())


def _placeable(me: Reading, specials: Sequence[tuple[str, str]]) -> dict[str, int]:
    """The most carrying power we can still add on each hex this round (R7.4): on ordinary
    hexes (R6.2) what is behind our screen; by ``specials`` ((hex, figure) of actions B/C,
    R6.4, R6.5) the sorcerer's 1 or the chief's 3. Without the U3 strict reading every hex we
    can place on counts as open to any gap (the bot's plans stay as they were)."""
    screen = me.screen
    if not _strict_coast(me):
        out = (
            dict.fromkeys(me.geo.ordinary(me.view["options"]), UNLIMITED)
            if screen_figures(me)
            else {}
        )
        out.update(dict.fromkeys((h for h, _f in specials), UNLIMITED))
        return out
    units = screen["workers"] + screen["sorcerer"]
    power = units + 3 * screen["chief"] + min(screen["logs"], 2 * units)
    out: dict[str, int] = dict.fromkeys(me.geo.ordinary(me.view["options"]), power) if power else {}
    for hex_id, figure in specials:
        gain = 3 if figure == "chief" else 1
        if out.get(hex_id, 0) < gain:
            out[hex_id] = gain
    return out


def screen_figures(me: Reading) -> bool:
    """Is any figure behind our screen?"""
    screen = me.screen
    return bool(screen["workers"] or screen["sorcerer"] or screen["chief"])


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
