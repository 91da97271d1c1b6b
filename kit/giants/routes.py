"""How a bot reads its view: the island's geometry, its own items, the Ahu they could stand on,
and routes for them (used by :class:`kit.giants.bots.GreedyBot`; only the view is read)."""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from typing import Any, Protocol

from kit.giants.params import moai_size, numbers


class Weights(Protocol):
    """What the routes read of the greedy bot's weights (:class:`kit.giants.bots.GreedyWeights`,
    typed here so that this module, below the bots, need not import them)."""

    moai_point: float
    headdress_point: float
    missing_carrier: float
    route_hex: float
    help_point_given: float


class Geometry:
    """The island read from a view's ``board``: neighbours, Ahu and their points."""

    def __init__(self, board: dict[str, Any]) -> None:
        self.source = board
        self.neighbours = {h["id"]: tuple(h["neighbours"]) for h in board["hexes"]}
        self.kind = {h["id"]: h["kind"] for h in board["hexes"]}
        self.hex_ahus = {h["id"]: tuple(h["adjacent_ahus"]) for h in board["hexes"]}
        self.ahu_hexes = {a["id"]: tuple(a["adjacent_hexes"]) for a in board["ahus"]}
        self.points = {a["id"]: (a["moai_points"], a["hat_points"]) for a in board["ahus"]}
        self.moai_quarry = next(h for h, k in self.kind.items() if k == "quarry_moai")
        self.hat_quarry = next(h for h, k in self.kind.items() if k == "quarry_hat")
        self._ordinary: dict[tuple[bool, bool, bool], tuple[str, ...]] = {}
        self._distances: dict[frozenset[str], dict[str, int]] = {}

    def distance_to(self, ahus: frozenset[str]) -> dict[str, int]:
        """Hexes entered from each hex to reach one next to one of ``ahus`` (board only)."""
        found = self._distances.get(ahus)
        if found is None:
            found = {}
            frontier = [h for ahu in sorted(ahus) for h in self.ahu_hexes[ahu]]
            for h in frontier:
                found[h] = 0
            neighbours = self.neighbours
            while frontier:
                nxt = []
                for h in frontier:
                    d = found[h] + 1
                    for n in neighbours[h]:
                        if n not in found:
                            found[n] = d
                            nxt.append(n)
                frontier = nxt
            if len(self._distances) > 512:
                self._distances.clear()
            self._distances[ahus] = found
        return found

    def ordinary(self, options: dict[str, Any]) -> tuple[str, ...]:
        """The hexes open to action A under the U3 options (R6.2)."""
        key = (
            options["ordinary_on_special_spaces"],
            options["ordinary_next_to_ahu"],
            options["moai_quarry_open"],
        )
        found = self._ordinary.get(key)
        if found is None:
            specials = ("village", "sorcerer_hut", "forest", "quarry_hat")
            found = tuple(
                h
                for h, kind in self.kind.items()
                if (key[0] or kind not in specials)
                and (key[1] or not self.hex_ahus[h])
                and (key[2] or kind != "quarry_moai")
            )
            self._ordinary[key] = found
        return found


class Plan:
    """A route for one item: the Ahu, the hexes entered, the carriers missing on each."""

    def __init__(self, ahu: str, hexes: list[str], gaps: list[int], score: float) -> None:
        self.ahu = ahu
        self.hexes = hexes
        self.gaps = gaps
        self.score = score

    def first_gap(self) -> tuple[str, int] | None:
        for h, gap in zip(self.hexes, self.gaps, strict=True):
            if gap > 0:
                return h, gap
        return None


class Reading:
    """One seat's reading of its view."""

    def __init__(self, view: dict[str, Any], geo: Geometry) -> None:
        self.view = view
        self.geo = geo
        self.seat: int = view["seat"]
        self.screen = view["seats"][self.seat]["screen"]
        self.hexes = view["hexes"]
        self.powers = {h: e["power"] for h, e in self.hexes.items()}
        self.numbers = numbers(view["options"])
        """The game's rule parameters, read from the options in the view."""
        self._plans: dict[tuple[str, int, str], Plan | None] = {}
        self._entries: dict[int, dict[str, float]] = {}
        self._targets: dict[tuple[str, int], dict[str, float]] = {}
        self._finish: dict[tuple[str, str], bool] = {}

    def front(self) -> dict[str, Any]:
        return self.view["seats"][self.seat]["front"]

    def power(self, hex_id: str) -> int:
        return self.powers.get(hex_id, 0)

    def can_finish(self, ahu: str, end: str) -> bool:
        """Would we have the figure R7.7/R7.8 ask for, finishing on ``end`` next to ``ahu``?"""
        key = (ahu, end)
        found = self._finish.get(key)
        if found is None:
            if self.view["options"]["erector_on_end_hex"]:  # U4
                found = self.own_figure_on((end,))
            else:
                found = self.own_figure_on(self.geo.ahu_hexes[ahu])
            self._finish[key] = found
        return found

    def own_figure_on(self, hexes: tuple[str, ...]) -> bool:
        for h in hexes:
            entry = self.hexes.get(h)
            if entry and any(f["seat"] == self.seat for f in entry["figures"]):
                return True
        return False

    def my_items(self, kinds: tuple[str, ...] = ("moai",)) -> list[tuple[str, str, int, str]]:
        """(item, kind, size, start hex) for our items of ``kinds`` in front of our screen and
        marked by us on the board."""
        front = self.front()
        out = []
        if "moai" in kinds:
            out += [(m["item"], "moai", m["size"], self.geo.moai_quarry) for m in front["moai"]]
        if "headdress" in kinds:
            out += [(h, "headdress", 1, self.geo.hat_quarry) for h in front["headdresses"]]
        for hex_id, entry in self.hexes.items():
            for it in entry["items"]:
                if it["kind"] in kinds and it["marker"] == self.seat:
                    out.append((it["item"], it["kind"], it["size"], hex_id))
        return out

    def free_bases(self) -> int:
        """Bases without a moai: behind the screen or reserving an Ahu."""
        reserved = sum(
            1 for a in self.view["ahus"].values() if a["owner"] == self.seat and a["moai"] is None
        )
        return self.screen["bases"] + reserved

    def bare_moai(self) -> list[str]:
        """Our erected moai without a headdress."""
        return [
            ahu
            for ahu, a in self.view["ahus"].items()
            if a["owner"] == self.seat and a["moai"] is not None and a["headdress"] is None
        ]

    def item_start(self, item_id: str) -> str:
        for m in self.front()["moai"]:
            if m["item"] == item_id:
                return self.geo.moai_quarry
        if item_id in self.front()["headdresses"]:
            return self.geo.hat_quarry
        for hex_id, entry in self.hexes.items():
            if any(it["item"] == item_id for it in entry["items"]):
                return hex_id
        return self.geo.moai_quarry

    def item_marker(self, item_id: str) -> int | None:
        """The seat whose Tribe Marker is on a loose item on the board, else None."""
        for entry in self.hexes.values():
            for it in entry["items"]:
                if it["item"] == item_id:
                    return it["marker"]
        return None

    def item_info(self, item_id: str) -> tuple[str, int]:
        if item_id.startswith("hd"):
            return "headdress", 1
        return "moai", self.item_size(item_id)

    def item_size(self, item_id: str) -> int:
        return moai_size(item_id)

    def targets(self, kind: str, size: int) -> dict[str, float]:
        """The Ahu the item could end on, with the points it would bring (before weights)."""
        found = self._targets.get((kind, size))
        if found is None:
            found = self._targets[(kind, size)] = self._find_targets(kind, size)
        return found

    def _find_targets(self, kind: str, size: int) -> dict[str, float]:
        out = {}
        ahus = self.view["ahus"]
        if kind == "moai":
            times = self.numbers.multiplier(size)  # R10.3
            for ahu, (moai_points, _hat) in self.geo.points.items():
                state = ahus.get(ahu)
                if state is None and self.screen["bases"]:
                    out[ahu] = moai_points * times
                elif state and state["owner"] == self.seat and state["moai"] is None:
                    out[ahu] = moai_points * times
        else:
            for ahu in self.bare_moai():
                out[ahu] = self.geo.points[ahu][1]
        return out

    def best_plan(
        self, w: Weights, placeable: Mapping[str, int], mine_only: bool = False
    ) -> Plan | None:
        """The best route (by value minus cost) of any of our items to an Ahu: a moai to a free
        one, a headdress to one of our bare moai. When none of ours has a route, an unmarked
        item on the board that anyone may take (R7.11) is considered too (unless
        ``mine_only``)."""
        best = self._best_of(w, placeable, self.my_items(("moai", "headdress")))
        if best is None and not mine_only:
            best = self._best_of(w, placeable, self.open_items())
        return best

    def _best_of(
        self, w: Weights, placeable: Mapping[str, int], items: list[tuple[str, str, int, str]]
    ) -> Plan | None:
        best = None
        for _item, kind, size, start in items:
            key = (kind, size, start)
            if key not in self._plans:
                self._plans[key] = self._plan(w, kind, size, start, placeable)
            plan = self._plans[key]
            if plan is not None and (best is None or plan.score > best.score):
                best = plan
        return best

    def open_items(self) -> list[tuple[str, str, int, str]]:
        """(item, kind, size, hex) for the unmarked loose items on the board (R7.2, R7.11)."""
        out = []
        for hex_id, entry in self.hexes.items():
            for it in entry["items"]:
                if it["marker"] is None:
                    out.append((it["item"], it["kind"], it["size"], hex_id))
        return out

    def _plan(
        self, w: Weights, kind: str, size: int, start: str, placeable: Mapping[str, int]
    ) -> Plan | None:
        targets = self.targets(kind, size)
        if not targets:
            return None
        entry = self._entry_costs(w, size, placeable)
        weight = w.moai_point if kind == "moai" else w.headdress_point
        top = max(targets.values()) * weight
        cost = {start: 0.0}
        back: dict[str, str] = {}
        heap = [(0.0, start)]
        neighbours = self.geo.neighbours
        hex_ahus = self.geo.hex_ahus
        best: tuple[float, str, str] | None = None
        pop, push = heapq.heappop, heapq.heappush
        entry_get, cost_get, target_get = entry.get, cost.get, targets.get
        can_finish, missing = self.can_finish, w.missing_carrier
        while heap:
            c, here = pop(heap)
            if c > cost[here]:
                continue
            if best is not None and c >= top - best[0]:
                break  # no hex reached later can score better (Dijkstra order)
            if here != start:
                for ahu in hex_ahus[here]:
                    value = target_get(ahu)
                    if value is not None:
                        extra = 0.0 if can_finish(ahu, here) else missing
                        score = value * weight - c - extra
                        if best is None or score > best[0]:
                            best = (score, ahu, here)
            for n in neighbours[here]:
                step = entry_get(n)
                if step is None:
                    continue
                nc = c + step
                if nc < cost_get(n, 1e9):
                    cost[n] = nc
                    back[n] = here
                    push(heap, (nc, n))
        if best is None:
            return None
        score, ahu, end = best
        hexes = [end]
        while hexes[-1] != start:
            hexes.append(back[hexes[-1]])
        hexes = hexes[-2::-1]
        gaps = [max(0, size - self.power(h)) for h in hexes]
        if not any(gaps) and not self.can_finish(ahu, end):
            gaps[-1] = 1 if end in placeable else 0
        return Plan(ahu, hexes, gaps, score)

    def _entry_costs(self, w: Weights, size: int, placeable: Mapping[str, int]) -> dict[str, float]:
        """The cost of entering each hex with an item of ``size``; hexes that lack carriers and
        where we cannot place enough power (``placeable``: hex -> most power we can still add
        there this round) are left out."""
        found = self._entries.get(size)
        if found is None:
            found = {}
            for h in self.geo.neighbours:
                gap = size - self.powers.get(h, 0)
                if gap <= 0:
                    found[h] = w.route_hex
                elif gap <= placeable.get(h, 0):
                    found[h] = w.route_hex + gap * w.missing_carrier
            self._entries[size] = found
        return found

    def goal_distance(self, kind: str, size: int) -> dict[str, int]:
        """Hexes entered to reach a hex next to an Ahu the item could end on (carriers aside)."""
        return self.geo.distance_to(frozenset(self.targets(kind, size)))

    def advance(self, item_id: str, here: str, used: list[str]) -> str | None:
        """A step that brings the item nearer to an Ahu it could end on, over hexes carrying it
        now (R7.3, R7.4): the neighbour nearest the goal, if nearer than ``here``; else None.
        Used when no carried route reaches the Ahu this round: the item waits closer."""
        kind, size = self.item_info(item_id)
        need = size if kind == "moai" else 1
        dist = self.goal_distance(kind, size)
        best = dist.get(here)
        if best is None or best == 0:
            return None
        choice = None
        for n in self.geo.neighbours[here]:
            d = dist.get(n)
            if d is not None and d < best and n not in used and self.power(n) >= need:
                best, choice = d, n
        return choice

    def help_cost(self, hex_id: str, need: int) -> int:
        """About how many points entering ``hex_id`` pays other players (R7.6): what our own
        figures there (with the logs beside them) cannot carry."""
        entry = self.hexes.get(hex_id)
        if entry is None:
            return need
        own = 0
        for f in entry["figures"]:
            if f["seat"] == self.seat:
                own = f["workers"] + f["sorcerer"] + 3 * f["chief"]
        if own:
            own += entry["logs"]
        return max(0, need - own)

    def haul(
        self, w: Weights, item_id: str, here: str, used: list[str]
    ) -> tuple[float, str] | None:
        """The best carried route from ``here`` to an Ahu where we may finish: its value (points
        minus hexes and help paid) and first decision (the Ahu to erect or crown on now, or the
        next hex); None if there is none."""
        kind, size = self.item_info(item_id)
        need = size if kind == "moai" else 1
        targets = self.targets(kind, size)
        weight = w.moai_point if kind == "moai" else w.headdress_point
        best: tuple[float, str] | None = None
        for ahu in self.geo.hex_ahus[here]:
            if ahu in targets and self.can_finish(ahu, here):
                if best is None or targets[ahu] * weight > best[0]:
                    best = (targets[ahu] * weight, ahu)
        blocked = set(used)
        cost = {here: 0.0}
        first = {here: ""}
        heap = [(0.0, here)]
        while heap:
            c, hex_id = heapq.heappop(heap)
            if c > cost[hex_id]:
                continue
            if hex_id != here:
                for ahu in self.geo.hex_ahus[hex_id]:
                    if ahu in targets and self.can_finish(ahu, hex_id):
                        value = targets[ahu] * weight - c
                        if best is None or value > best[0]:
                            best = (value, first[hex_id])
            for n in self.geo.neighbours[hex_id]:
                if n in blocked or self.power(n) < need:
                    continue
                nc = c + w.route_hex + w.help_point_given * self.help_cost(n, need)
                if nc < cost.get(n, 1e9):
                    cost[n] = nc
                    first[n] = first[hex_id] or n
                    heapq.heappush(heap, (nc, n))
        return best
