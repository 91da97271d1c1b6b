"""Information-set Monte Carlo tree search: a strong bot that sees only its seat's view.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 2012, algorithm 3). Each iteration:

1. **determinize**: deal a full game consistent with the bot's view (``determinize(view, seat,
   rng)``, given by the game's engine): hidden cards, bids and bases drawn from what is unseen.
   An engine that also gives a ``dealer(view, seat)`` (a function of ``rng`` that deals such
   games) has the view read once per decision instead of once per iteration;
2. **select**: walk down the one tree of the bot's information set, among the children whose
   action is legal in *this* determinization, maximizing UCB1 with availability counts:
   ``mean reward + c * sqrt(ln(availability) / visits)``; every available child's availability
   rises by one (a child is only compared with the determinizations where it could be played);
3. **expand** one untried legal action, then **roll out** with the rollout policy (``random`` or
   ``greedy``) to the end, or for ``cutoff`` decisions and then evaluate the standing. An engine
   that also gives a ``playout(game, draw, steps)`` has the random rollout played by it: the
   same choices from the same draws, without the events and checks of ``apply``, returning the
   ``"scores"`` and ``"winners"`` of the game's result. A rollout stopped at the cutoff before
   the end is scored by the engine's ``evaluate(game)`` if it gives one (the standing plus what
   is already on its way to scoring, as ``"scores"`` and ``"winners"``), else by the standing;
4. **back-propagate** each node's reward from the point of view of the seat that moved into it.

A decision with more legal actions than ``wide`` (if given) is not searched but left to the
game's greedy bot: with a budget of some hundred iterations each of a hundred actions would get
a rollout or two, and the most visited child would be chance. With ``anchor`` (a margin of
mean reward) the greedy bot's choice is kept unless the search's choice beats it by more.

**Omniscient mode** (``omniscient=True``, the bot spec ``ismcts-sees-all``): not a fair player.
It skips step 1 and searches copies of the true game, seeing every hidden card (hands, the draw
pile's order, hidden bids and bases); only the chance still to come (dice, shuffles) is drawn
anew. It is for measuring what hidden information is worth (:mod:`kit.lab.hidden_value`). Its
``sees_all`` is True and the lab gives it the game through :meth:`ISMCTSBot.choose_seeing_all`
only; its ``choose`` (the fair path, a seat's view) refuses to play.

The answer is the most visited child at the root. Rewards: a win is 1 (a shared win among k
seats 1/k), scaled together with the score margin (see :func:`rewards`), so that the search also
prefers larger leads when every line wins or loses.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from kit.core.bots import Bot
from kit.core.chance import MAX_SEED, Chance
from kit.core.game import Game

Determinize = Callable[[dict[str, Any], int, random.Random], Game]
Dealer = Callable[[dict[str, Any], int], Callable[[random.Random], Game]]
Playout = Callable[[Any, Callable[[], float], "int | None"], dict[str, Any]]
Evaluate = Callable[[Any], dict[str, Any]]

ROLLOUTS = ("random", "greedy")
_ENDLESS = 1 << 30  # a rollout without cutoff: longer than any game
WIN_SHARE = 0.8
"""Share of a reward that comes from winning; the rest comes from the score (see rewards)."""


class Node:
    """A node of the information-set tree: the action that led here and its statistics."""

    __slots__ = ("action", "avail", "children", "mover", "reward", "visits")

    def __init__(self, action: Any = None, mover: int = -1) -> None:
        self.action = action
        self.mover = mover
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


def rewards(result: dict[str, Any], players: int) -> list[float]:
    """Reward per seat from a (final or standing) result: ``WIN_SHARE`` times the seat's share of
    the win, plus ``1 - WIN_SHARE`` times its score scaled between the lowest (0) and highest (1)
    score at the table (all 0.5 when every score is equal)."""
    scores = result["scores"]
    winners = result["winners"]
    low, high = min(scores), max(scores)
    span = high - low
    out = []
    for seat in range(players):
        win = 1.0 / len(winners) if seat in winners else 0.0
        rel = (scores[seat] - low) / span if span else 0.5
        out.append(WIN_SHARE * win + (1.0 - WIN_SHARE) * rel)
    return out


class ISMCTSBot:
    """The ISMCTS bot; ``determinize`` comes from the engine (``kit.rapanui.determinize``...).

    ``iterations`` and ``time_limit`` (seconds; None: no limit) bound the search, whichever comes
    first; a search bound by iterations alone is reproducible from the rng. ``c`` is the
    exploration constant of UCB1. ``rollout`` is "random" or "greedy" (then ``greedy`` is the bot
    used, seeing the mover's view at every step). ``cutoff``: stop a rollout after that many
    decisions and score the standing (None: play to the end). ``omniscient``: search the true
    game (see the module's notes; the bot then ``sees_all`` and is not a fair player).
    ``dealer``: the engine's ``dealer(view, seat)``, if it has one (the same games as
    ``determinize``, the view read once per decision). ``playout``: the engine's
    ``playout(game, draw, steps)``, if it has one, for the random rollout (the same choices as
    :meth:`_rollout` makes through ``legal_actions`` and ``apply_legal``, only quicker).
    ``evaluate``: the engine's ``evaluate(game)``, if it has one, scoring a rollout stopped at
    the cutoff before the game's end (else the standing, ``game.result()``). ``wide``: a
    decision with more legal actions than this is left to ``greedy`` (too many to compare
    within the budget: each would get a rollout or two); None: every decision is searched.
    ``anchor``: keep ``greedy``'s choice unless the most visited action's mean reward beats
    it by more than this (None: the search alone decides).
    """

    name = "ismcts"
    sees_all = False
    """True only in omniscient mode: the lab then gives the bot the game itself."""

    def __init__(
        self,
        determinize: Determinize,
        *,
        iterations: int = 200,
        time_limit: float | None = None,
        c: float = 0.7,
        rollout: str = "random",
        cutoff: int | None = None,
        greedy: Bot | None = None,
        omniscient: bool = False,
        dealer: Dealer | None = None,
        playout: Playout | None = None,
        evaluate: Evaluate | None = None,
        wide: int | None = None,
        anchor: float | None = None,
    ) -> None:
        if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
            raise ValueError(f"iterations must be a whole number >= 1, not {iterations!r}")
        if time_limit is not None and not time_limit > 0:
            raise ValueError(f"time_limit must be a number of seconds > 0, not {time_limit!r}")
        if not c >= 0:
            raise ValueError(f"c must be a number >= 0, not {c!r}")
        if rollout not in ROLLOUTS:
            raise ValueError(f"rollout must be one of {', '.join(ROLLOUTS)}, not {rollout!r}")
        if rollout == "greedy" and greedy is None:
            raise ValueError("a greedy rollout needs the game's greedy bot")
        if cutoff is not None and (isinstance(cutoff, bool) or cutoff < 1):
            raise ValueError(f"cutoff must be a whole number >= 1, not {cutoff!r}")
        if wide is not None and (isinstance(wide, bool) or not isinstance(wide, int) or wide < 2):
            raise ValueError(f"wide must be a whole number >= 2, not {wide!r}")
        if (wide is not None or anchor is not None) and greedy is None:
            raise ValueError("a search that leans on greedy (wide, anchor) needs the greedy bot")
        if anchor is not None and not anchor >= 0:
            raise ValueError(f"anchor must be a number >= 0, not {anchor!r}")
        self.determinize = determinize
        self.dealer = dealer
        self.playout = playout
        self.evaluate = evaluate
        self.iterations = iterations
        self.time_limit = time_limit
        self.c = c
        self.rollout = rollout
        self.cutoff = cutoff
        self.greedy = greedy
        self.wide = wide
        self.anchor = anchor
        if omniscient:
            self.sees_all = True
            self.name = "ismcts-sees-all"
        self.last_iterations = 0
        """Iterations done by the last ``choose`` (for benchmarks and the lab)."""

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if self.sees_all:
            raise ValueError("the ISMCTS bot that sees all is given the game, not a view")
        seat = view["seat"]
        wide, default = self._greedy_lean(view, legal_actions, rng)
        if wide:
            return default
        if len(legal_actions) > 1 and self.dealer is not None:
            deal = self.dealer(view, seat)
            return self._search(lambda: deal(rng), seat, legal_actions, rng, default)
        return self._search(
            lambda: self.determinize(view, seat, rng), seat, legal_actions, rng, default
        )

    def choose_seeing_all(
        self, game: Game, seat: int, legal_actions: Sequence[Any], rng: random.Random
    ) -> Any:
        """Omniscient mode only: search copies of the true ``game`` (not a fair player)."""
        if not self.sees_all:
            raise ValueError("a fair ISMCTS bot sees only its seat's view")
        if self.wide is not None or self.anchor is not None:
            wide, default = self._greedy_lean(game.view(seat), legal_actions, rng)
        else:
            wide, default = False, None
        if wide:
            return default
        base = game.clone()
        base.history = []  # not needed by the search, and copied at every iteration
        base.chance = Chance(rng.randrange(MAX_SEED))  # the dice to come stay unknown
        return self._search(base.clone, seat, legal_actions, rng, default)

    def _greedy_lean(
        self, view: dict[str, Any], legal_actions: Sequence[Any], rng: random.Random
    ) -> tuple[bool, Any]:
        """Whether the decision is too wide to search (``wide``: then the greedy bot's choice
        is the answer), and the greedy bot's choice the search must beat (``anchor``), or
        None."""
        if self.wide is not None and len(legal_actions) > self.wide:
            assert self.greedy is not None
            self.last_iterations = 0
            return True, self.greedy.choose(view, legal_actions, rng)
        if self.anchor is not None and len(legal_actions) > 1:
            assert self.greedy is not None
            return False, self.greedy.choose(view, legal_actions, rng)
        return False, None

    def _search(
        self,
        deal: Callable[[], Game],
        seat: int,
        legal_actions: Sequence[Any],
        rng: random.Random,
        default: Any = None,
    ) -> Any:
        """The most visited legal child of the root after the search; with ``anchor``, the
        ``default`` (greedy's choice) unless that child's mean reward beats the default's by
        more than ``anchor``."""
        if not legal_actions:
            raise ValueError("a bot was asked to move with no legal action")
        if len(legal_actions) == 1:
            self.last_iterations = 0
            return legal_actions[0]
        root = Node()
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        done = 0
        while done < self.iterations:
            self._iterate(root, deal(), seat, rng)
            done += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last_iterations = done
        legal = set(legal_actions)
        best = max(
            (n for a, n in root.children.items() if a in legal),
            key=lambda n: (n.visits, n.reward),
            default=None,
        )
        if best is None:  # no iteration reached a legal child (cannot happen with iterations >= 1)
            return legal_actions[rng.randrange(len(legal_actions))]
        if self.anchor is not None and default is not None and best.action != default:
            held = root.children.get(default)
            if (
                held is not None
                and held.visits
                and (best.reward / best.visits <= held.reward / held.visits + self.anchor)
            ):
                return default
        return next(a for a in legal_actions if a == best.action)

    # -- one iteration -----------------------------------------------------------------------
    def _iterate(self, root: Node, game: Game, seat: int, rng: random.Random) -> None:
        path = [root]
        node = root
        mover = seat  # at the root the bot moves, even when others may act too (a blind bid)
        while not game.is_over:
            legal = game.legal_actions(mover)
            if not legal:  # pragma: no cover - an engine always offers an action to a mover
                break
            children = node.children
            found = [children.get(a) for a in legal]  # each action hashed once per level
            if None in found:
                untried = [a for a, child in zip(legal, found, strict=True) if child is None]
                action = untried[rng.randrange(len(untried))]
                for child in found:
                    if child is not None:
                        child.avail += 1
                node = children[action] = Node(action, mover)
                game.apply_legal(action)
                path.append(node)
                break
            node = self._select(found)
            game.apply_legal(node.action)
            path.append(node)
            mover = game.to_move[0] if not game.is_over else -1
        reward = self._rollout(game, rng)
        for n in path:
            n.visits += 1
            if n.mover >= 0:
                n.reward += reward[n.mover]

    def _select(self, children: list[Node]) -> Node:
        """The child of the highest UCB1 score with availability counts (each one available
        now counts one more availability)."""
        best = children[0]
        best_score = -math.inf
        c = self.c
        log, sqrt = math.log, math.sqrt
        for child in children:
            child.avail += 1
            visits = child.visits
            score = child.reward / visits + c * sqrt(log(child.avail) / visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def _rollout(self, game: Game, rng: random.Random) -> list[float]:
        """Play on to the end, or for ``cutoff`` decisions, and score the standing (or the
        engine's ``evaluate`` of a game stopped before its end). The random
        rollout picks uniformly among the legal actions with ``rng.random()`` (cheaper than
        ``randrange``); a decision with one legal action costs no draw. The engine's ``playout``,
        if given, makes the same random choices itself."""
        if self.playout is not None and self.rollout == "random":
            result = self.playout(game, rng.random, self.cutoff)
            if self.evaluate is not None and not game.is_over:
                result = self.evaluate(game)
            return rewards(result, game.players)
        legal_actions = game.legal_actions
        apply = game.apply_legal
        steps = _ENDLESS if self.cutoff is None else self.cutoff
        if self.rollout == "greedy":
            policy = self.greedy
            assert policy is not None
            for _ in range(steps):
                if game.is_over:
                    break
                mover = game.to_move[0]
                legal = legal_actions(mover)
                apply(legal[0] if len(legal) == 1 else policy.choose(game.view(mover), legal, rng))
        else:
            draw = rng.random
            for _ in range(steps):
                if game.is_over:
                    break
                legal = legal_actions(game.to_move[0])
                n = len(legal)
                # int(r * n) < n for every float r < 1 (the product never rounds up to n).
                apply(legal[0] if n == 1 else legal[int(draw() * n)])
        if self.evaluate is not None and not game.is_over:
            return rewards(self.evaluate(game), game.players)
        return rewards(game.result(), game.players)
