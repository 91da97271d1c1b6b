"""Information-set Monte Carlo tree search: a strong bot that sees only its seat's view.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 2012, algorithm 3). Each iteration:

1. **determinize**: deal a full game consistent with the bot's view (``determinize(view, seat,
   rng)``, given by the game's engine): hidden cards, bids and bases drawn from what is unseen;
2. **select**: walk down the one tree of the bot's information set, among the children whose
   action is legal in *this* determinization, maximizing UCB1 with availability counts:
   ``mean reward + c * sqrt(ln(availability) / visits)``; every available child's availability
   rises by one (a child is only compared with the determinizations where it could be played);
3. **expand** one untried legal action, then **roll out** with the rollout policy (``random`` or
   ``greedy``) to the end, or for ``cutoff`` decisions and then evaluate the standing;
4. **back-propagate** each node's reward from the point of view of the seat that moved into it.

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

from kit.core.bots import Bot, RandomBot
from kit.core.chance import MAX_SEED, Chance
from kit.core.game import Game

Determinize = Callable[[dict[str, Any], int, random.Random], Game]

ROLLOUTS = ("random", "greedy")
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
        self.determinize = determinize
        self.iterations = iterations
        self.time_limit = time_limit
        self.c = c
        self.rollout = rollout
        self.cutoff = cutoff
        self.greedy = greedy
        if omniscient:
            self.sees_all = True
            self.name = "ismcts-sees-all"
        self._random = RandomBot()
        self.last_iterations = 0
        """Iterations done by the last ``choose`` (for benchmarks and the lab)."""

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if self.sees_all:
            raise ValueError("the ISMCTS bot that sees all is given the game, not a view")
        seat = view["seat"]
        return self._search(lambda: self.determinize(view, seat, rng), seat, legal_actions, rng)

    def choose_seeing_all(
        self, game: Game, seat: int, legal_actions: Sequence[Any], rng: random.Random
    ) -> Any:
        """Omniscient mode only: search copies of the true ``game`` (not a fair player)."""
        if not self.sees_all:
            raise ValueError("a fair ISMCTS bot sees only its seat's view")
        base = game.clone()
        base.history = []  # not needed by the search, and copied at every iteration
        base.chance = Chance(rng.randrange(MAX_SEED))  # the dice to come stay unknown
        return self._search(base.clone, seat, legal_actions, rng)

    def _search(
        self, deal: Callable[[], Game], seat: int, legal_actions: Sequence[Any], rng: random.Random
    ) -> Any:
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
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = node.children[action] = Node(action, mover)
                for a in legal:
                    if a is not action and a in node.children:
                        node.children[a].avail += 1
                game.apply_legal(action)
                path.append(child)
                break
            node = self._select(node, legal)
            game.apply_legal(node.action)
            path.append(node)
            mover = game.to_move[0] if not game.is_over else -1
        reward = self._rollout(game, rng)
        for n in path:
            n.visits += 1
            if n.mover >= 0:
                n.reward += reward[n.mover]

    def _select(self, node: Node, legal: list[Any]) -> Node:
        best: Node | None = None
        best_score = -math.inf
        c = self.c
        for a in legal:
            child = node.children[a]
            child.avail += 1
            score = child.reward / child.visits + c * math.sqrt(
                math.log(child.avail) / child.visits
            )
            if score > best_score:
                best, best_score = child, score
        assert best is not None
        return best

    def _rollout(self, game: Game, rng: random.Random) -> list[float]:
        steps = 0
        cutoff = self.cutoff
        policy = self.greedy if self.rollout == "greedy" else None
        rand = self._random
        while not game.is_over and (cutoff is None or steps < cutoff):
            mover = game.to_move[0]
            legal = game.legal_actions(mover)
            if len(legal) == 1:
                action = legal[0]
            elif policy is None:
                action = rand.choose({}, legal, rng)
            else:
                action = policy.choose(game.view(mover), legal, rng)
            game.apply_legal(action)
            steps += 1
        return rewards(game.result(), game.players)
