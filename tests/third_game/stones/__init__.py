"""Stones, a third game from a folder of its own (the test suite's): it shows that a game plugs
into the kit without editing any of the kit's files.

Rules (numbered as the kit's games number theirs): S1 a pile of 10 to 19 stones is rolled at the
start; S2 the players take turns, each taking 1 to ``max_take`` stones; S3 whoever takes the last
stone wins (with ``misere``, loses). There is nothing hidden.

::

    import stones
    game = stones.new_game(players=2, seed=7)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kit.core import i18n
from kit.core.actions import Action, ActionSet
from kit.core.bots import RandomBot
from kit.core.chance import new_seed
from kit.core.errors import IllegalAction
from kit.core.game import Game
from kit.core.records import replay as _replay

EN = {
    "stones.err.too_many": "Only {left} stones are left.",
    "stones.event.took": "{player} took {n}.",
    "stones.event.won": "{player} wins.",
    "stones.action.take": "Take {n}",
    "stones.phase.take": "Taking stones",
    "stones.phase.over": "Game over",
    "stones.option.max_take": "Most stones taken at once",
    "stones.option.misere": "Whoever takes the last stone loses",
}
ZH = {
    "stones.err.too_many": "只剩{left}顆石頭。",
    "stones.event.took": "{player}拿了{n}顆。",
    "stones.event.won": "{player}獲勝。",
    "stones.action.take": "拿{n}顆",
    "stones.phase.take": "拿石頭",
    "stones.phase.over": "遊戲結束",
    "stones.option.max_take": "一次最多拿幾顆",
    "stones.option.misere": "拿到最後一顆的人輸",
}
CATALOG = i18n.Catalog("stones", EN, ZH)
i18n.load(CATALOG)

RULE_NUMBERS = {"max_take": "S2", "misere": "S3"}


@dataclass(frozen=True)
class Options:
    """The rule options of Stones."""

    max_take: int = 3
    """S2: the most stones a player takes at once (1 to 5)."""
    misere: bool = False
    """S3: whoever takes the last stone loses instead."""

    def __post_init__(self) -> None:
        if isinstance(self.max_take, bool) or not isinstance(self.max_take, int):
            raise ValueError("max_take is a whole number")
        if not 1 <= self.max_take <= 5:
            raise ValueError("max_take is 1 to 5")
        if not isinstance(self.misere, bool):
            raise ValueError("misere is true or false")


@dataclass(frozen=True)
class Take(Action):
    """Take ``n`` stones (S2)."""

    n: int
    KIND = "take"


ACTIONS = ActionSet([Take])


class Stones(Game):
    """A game of Stones (see the module's rules)."""

    NAME = "stones"
    RULES_VERSION = 1
    ACTIONS = ACTIONS
    OPTIONS = Options
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4

    def __init__(self, players: int, seed: int, options: Options | None = None) -> None:
        super().__init__(players, seed, options or Options())
        self.pile = self.chance.roll(range(10, 20))  # S1
        self.start = self.pile
        self.turn = 0
        self.last: int | None = None

    @property
    def phase(self) -> str:
        return "over" if self.is_over else "take"

    @property
    def to_move(self) -> tuple[int, ...]:
        return () if self.is_over else (self.turn % self.players,)

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move:
            return []
        return [Take(seat, n) for n in range(1, min(self.options.max_take, self.pile) + 1)]

    def why_illegal(self, action: Action) -> IllegalAction:
        if isinstance(action, Take) and action.seat in self.to_move and action.n > self.pile:
            return IllegalAction("stones.err.too_many", left=self.pile)
        return super().why_illegal(action)

    def _apply(self, action: Action) -> list[dict[str, Any]]:
        assert isinstance(action, Take)
        self.pile -= action.n
        self.last = action.seat
        self.turn += 1
        events: list[dict[str, Any]] = [{"type": "took", "seat": action.seat, "n": action.n}]
        if self.is_over:
            events.append({"type": "won", "seat": self.result()["winners"][0]})
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "players": self.players,
            "pile": self.pile,
            "start": self.start,
            "max_take": self.options.max_take,
            "misere": self.options.misere,
            "to_move": list(self.to_move),
            "phase": self.phase,
            "taken": self._taken(),
            "over": self.is_over,
            "result": self.result() if self.is_over else None,
        }

    def _taken(self) -> list[int]:
        taken = [0] * self.players
        for action in self.history:
            taken[action.seat] += action.n
        return taken

    def result(self) -> dict[str, Any]:
        if not self.is_over or self.last is None:
            return {"scores": [0] * self.players, "winners": [], "breakdown": []}
        winner = self.last
        if self.options.misere:
            winner = (self.last + 1) % self.players
        scores = [1 if s == winner else 0 for s in range(self.players)]
        return {"scores": scores, "winners": [winner], "breakdown": [{"win": x} for x in scores]}


def new_game(players: int, seed: int | None = None, options: Options | None = None) -> Stones:
    """A new game for ``players`` (2-4); a fresh random seed when ``seed`` is None."""
    return Stones(players, new_seed() if seed is None else seed, options or Options())


def replay(record: Any) -> Stones:
    """Rebuild a game from its record, checking every action."""
    return _replay(record, Stones)


def describe(event: dict[str, Any], lang: str, names: list[str] | None = None) -> str:
    """The sentence for an event in ``lang``."""
    return i18n.describe_event(Stones.NAME, event, lang, names)


def describe_action(action: Action, lang: str) -> str:
    """A short label for an action, as offered to the player."""
    return i18n.t(f"stones.action.{action.KIND}", lang, **action.to_dict())


def phase_name(phase: str, lang: str) -> str:
    """The name of a phase in ``lang``."""
    return i18n.t(f"stones.phase.{phase}", lang)


@dataclass(frozen=True)
class GreedyWeights:
    """What the greedy bot aims for: leave the next player a multiple of ``max_take + 1``."""

    aim: int = 1
    """1: play the winning line where there is one; 0: take as many as allowed."""


class GreedyBot:
    """Leaves a multiple of ``max_take + 1`` when it can (S3 without misère)."""

    name = "greedy"

    def __init__(self, weights: GreedyWeights | None = None) -> None:
        self.weights = weights or GreedyWeights()

    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if self.weights.aim:
            for action in legal:
                if (view["pile"] - action.n) % (view["max_take"] + 1) == 0:
                    return action
        return max(legal, key=lambda a: a.n)


def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> Stones:
    """Nothing is hidden in Stones: the game standing where the view shows it."""
    game = Stones.__new__(Stones)
    Game.__init__(game, view["players"], 0, Options(view["max_take"], view["misere"]))
    game.pile, game.start = view["pile"], view["start"]
    game.turn = view["to_move"][0] if view["to_move"] else 0
    game.last = None
    return game


__all__ = [
    "ACTIONS",
    "GreedyBot",
    "GreedyWeights",
    "Options",
    "RandomBot",
    "Stones",
    "Take",
    "describe",
    "describe_action",
    "determinize",
    "new_game",
    "phase_name",
    "replay",
]
