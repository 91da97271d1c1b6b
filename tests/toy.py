"""A tiny game for testing the core: players take 1-3 stones from a pile; whoever takes the last
stone wins. The pile's size is rolled at the start (chance)."""

from __future__ import annotations

from dataclasses import dataclass

from kit.core import i18n
from kit.core.actions import Action, ActionSet
from kit.core.errors import IllegalAction
from kit.core.game import Game

CATALOG = i18n.Catalog(
    "toy",
    {"toy.err.too_many": "Only {left} stones are left.", "toy.event.took": "{player} took {n}."},
    {"toy.err.too_many": "只剩 {left} 顆石頭。", "toy.event.took": "{player} 拿了 {n} 顆。"},
)
i18n.load(CATALOG)  # the toy game is its own entry point


@dataclass(frozen=True)
class ToyOptions:
    max_take: int = 3
    misere: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.max_take <= 5:
            raise ValueError("max_take is 1 to 5")


@dataclass(frozen=True)
class Take(Action):
    n: int
    KIND = "take"


class Toy(Game):
    NAME = "toy"
    RULES_VERSION = 1
    ACTIONS = ActionSet([Take])
    OPTIONS = ToyOptions
    MIN_PLAYERS = 2
    MAX_PLAYERS = 3

    def __init__(self, players, seed, options=None):
        super().__init__(players, seed, options or ToyOptions())
        self.pile = self.chance.roll(range(10, 20))
        self.turn = 0

    @property
    def phase(self):
        return "over" if self.is_over else "take"

    @property
    def to_move(self):
        return () if self.is_over else (self.turn,)

    @property
    def is_over(self):
        return self.pile == 0

    def legal_actions(self, seat):
        if seat not in self.to_move:
            return []
        return [Take(seat, n) for n in range(1, min(self.options.max_take, self.pile) + 1)]

    def why_illegal(self, action):
        if action.seat in self.to_move and action.n > self.pile:
            return IllegalAction("toy.err.too_many", left=self.pile)
        return super().why_illegal(action)

    def _apply(self, action):
        self.pile -= action.n
        self.last = action.seat
        self.turn = (self.turn + 1) % self.players
        return [{"type": "took", "seat": action.seat, "n": action.n}]

    def view(self, seat):
        return {"pile": self.pile, "to_move": list(self.to_move)}

    def result(self):
        scores = [1 if s == self.last else 0 for s in range(self.players)]
        return {"scores": scores, "winners": [self.last], "breakdown": [{"win": x} for x in scores]}
