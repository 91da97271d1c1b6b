"""Phases as a table: both engines dispatch ``legal_actions``, ``apply`` and ``why_illegal``
through ``{phase name: Phase}`` instead of chains of ``if phase == ...``.

A :class:`Phase` holds, side by side, the rules of one phase (or step) of a game:

- ``actions``: the action classes it answers for; any other action is refused as taken in the
  wrong phase, and only these are ever legal in it;
- ``legal(game, seat)``: what ``seat`` may do now, in a stable order;
- ``apply(game, action)``: carry out one of those legal actions, returning its events;
- ``why(game, action)``: the reason one of ``actions`` is refused now (None: no more specific
  reason than "not allowed now").

The engine checks what every phase shares (the game is over, it is not that seat's turn) before
it looks the phase up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from kit.core.actions import Action
from kit.core.errors import IllegalAction

G = TypeVar("G")
Event = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Phase(Generic[G]):
    """The rules of one phase of a game ``G`` (see the module's notes)."""

    name: str
    actions: frozenset[type[Action]]
    legal: Callable[[G, int], list[Any]]
    apply: Callable[[G, Any], list[Event]]
    why: Callable[[G, Any], IllegalAction | None]

    def answers(self, action: Action) -> bool:
        """True if ``action`` is of a kind this phase deals with."""
        return type(action) in self.actions


def phase(
    name: str,
    actions: Iterable[type[Action]],
    legal: Callable[[G, int], list[Any]],
    apply: Callable[[G, Any], list[Event]],
    why: Callable[[G, Any], IllegalAction | None],
) -> Phase[G]:
    """A :class:`Phase` (``actions`` given as any iterable of action classes)."""
    return Phase(name, frozenset(actions), legal, apply, why)


def phase_table(*phases: Phase[G]) -> dict[str, Phase[G]]:
    """``{name: phase}`` in the order given; ValueError if two phases share a name."""
    table: dict[str, Phase[G]] = {}
    for p in phases:
        if p.name in table:
            raise ValueError(f"two phases share the name {p.name!r}")
        table[p.name] = p
    return table
