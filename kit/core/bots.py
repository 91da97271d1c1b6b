"""The bot protocol: a bot sees only what its seat may see.

``choose(view, legal_actions, rng)`` gets the seat's view, its legal actions and a
:class:`random.Random`, and returns one of the legal actions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

A = TypeVar("A")


class Bot(Protocol):
    """Anything with a ``choose`` method and a ``name``."""

    name: str

    def choose(self, view: dict[str, Any], legal_actions: Sequence[A], rng: random.Random) -> A: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, view: dict[str, Any], legal_actions: Sequence[A], rng: random.Random) -> A:
        if not legal_actions:
            raise ValueError("a bot was asked to move with no legal action")
        return legal_actions[rng.randrange(len(legal_actions))]
