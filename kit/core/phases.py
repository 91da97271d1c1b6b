"""Phases as a table: both engines dispatch ``legal_actions``, ``apply`` and ``why_illegal``
through ``{phase name: Phase}`` instead of chains of ``if phase == ...``.

A :class:`Phase` holds, side by side, the rules of one phase (or step) of a game:

- ``actions``: the action classes it answers for; any other action is refused as taken in the
  wrong phase, and only these are ever legal in it;
- ``legal(game, seat)``: what ``seat`` may do now, in a stable order;
- ``apply(game, action)``: carry out one of those legal actions, returning its events;
- ``why(game, action)``: the reason one of ``actions`` is refused now (None: no more specific
  reason than "not allowed now");
- ``next``: the phases it may lead to (the game's end, ``"over"``, included), like the ``next``
  of a boardgame.io phase. A phase that hands the turn on within itself lists itself.

The engine checks what every phase shares (the game is over, it is not that seat's turn) before
it looks the phase up.

:func:`phase_table` gathers the phases into a :class:`PhaseTable`, which also names the phases a
new game may be in (``start``), the steps in which nobody acts (``steps``) and the end
(``end``): the whole phase graph of a game, in one place. The rules move from phase to phase
only through a checked step (:meth:`PhaseTable.check`, called by the public ``enter`` of each
engine's state), which refuses with :class:`PhaseError` any move the table does not declare.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
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
    next: tuple[str, ...] = ()

    def answers(self, action: Action) -> bool:
        """True if ``action`` is of a kind this phase deals with."""
        return type(action) in self.actions


def phase(
    name: str,
    actions: Iterable[type[Action]],
    legal: Callable[[G, int], list[Any]],
    apply: Callable[[G, Any], list[Event]],
    why: Callable[[G, Any], IllegalAction | None],
    next: Iterable[str] = (),
) -> Phase[G]:
    """A :class:`Phase` (``actions`` given as any iterable of action classes, ``next`` as any
    iterable of phase names)."""
    return Phase(name, frozenset(actions), legal, apply, why, tuple(next))


class PhaseError(RuntimeError):
    """A rule tried a move between phases that the game's phase table does not declare (a bug
    of the engine, not an illegal action of a player)."""


class PhaseTable(dict[str, Phase[G]], Generic[G]):
    """``{name: Phase}`` for every phase in which a seat acts, in the order of play, with the
    phase graph: ``start`` (the phases a new game may be in), every phase's ``next``, ``steps``
    (``{name: next}`` for steps in which nobody acts, that the rules pass through at once, such
    as Giants' ``"draw"``: phase 1 rolls the dice) and ``end`` (the name of the phase once the
    game is over; it has no rules and leads nowhere). Steps and the end are not keys.
    """

    def __init__(
        self,
        phases: Iterable[Phase[G]],
        start: Iterable[str],
        end: str,
        steps: Mapping[str, Iterable[str]],
    ) -> None:
        super().__init__()
        for p in phases:
            if p.name in self:
                raise ValueError(f"two phases share the name {p.name!r}")
            self[p.name] = p
        self.start: tuple[str, ...] = tuple(start)
        self.end = end
        self.steps: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in steps.items()}
        self.next_of: dict[str, tuple[str, ...]] = {p.name: p.next for p in self.values()}
        """``{name: the phases it may lead to}`` for the phases, the steps and the end."""
        for name, targets in self.steps.items():
            if name in self.next_of:
                raise ValueError(f"{name!r} is both a phase and a step")
            self.next_of[name] = targets
        if end in self.next_of:
            raise ValueError(f"the end {end!r} is not a phase with rules nor a step")
        self.next_of[end] = ()
        for source, targets in (("start", self.start), *self.next_of.items()):
            for target in targets:
                if target not in self.next_of:
                    raise ValueError(f"{source!r} leads to {target!r}, which is no phase")
        self.moves: dict[str, frozenset[str]] = {
            name: frozenset(targets) for name, targets in self.next_of.items()
        }
        """``next_of`` as sets, for a quick test before :meth:`check` (``target in
        moves.get(current, ())``)."""

    def check(self, current: str, target: str) -> None:
        """Nothing if the table lets the game move from ``current`` to ``target``, else
        :class:`PhaseError` saying which moves it allows from there."""
        allowed = self.moves.get(current)
        if allowed is None:
            raise PhaseError(f"no move from {current!r}: it is no phase of the table")
        if target not in allowed:
            raise PhaseError(
                f"no move from phase {current!r} to {target!r}: the phase table allows "
                + (", ".join(repr(t) for t in self.next_of[current]) or "none")
            )

    def names(self) -> tuple[str, ...]:
        """Every node of the graph: the phases in table order, then the steps, then the end."""
        return (*self, *self.steps, self.end)

    def edges(self) -> list[tuple[str, str]]:
        """Every declared move ``(from, to)``, in the order of :meth:`names`."""
        return [(name, target) for name in self.names() for target in self.next_of[name]]

    def unreachable(self) -> list[str]:
        """The phases and steps (the end included) that no path from ``start`` reaches."""
        seen = _walk(self.start, self.next_of)
        return [name for name in self.names() if name not in seen]

    def dead_ends(self) -> list[str]:
        """The phases and steps from which no path leads to the end."""
        back: dict[str, list[str]] = {}
        for source, target in self.edges():
            back.setdefault(target, []).append(source)
        seen = _walk([self.end], back)
        return [name for name in self.names() if name not in seen]

    def graph(self) -> str:
        """The phase graph as text, one line per phase or step: ``name -> next, next``."""
        lines = ["(start) -> " + ", ".join(self.start)]
        lines += [f"{name} -> " + ", ".join(self.next_of[name]) for name in self.names()[:-1]]
        return "\n".join(lines)


def _walk(first: Iterable[str], edges: Mapping[str, Iterable[str]]) -> set[str]:
    """Every name reached from ``first`` along ``edges`` (``first`` included)."""
    seen: set[str] = set()
    todo = list(first)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += edges.get(name, ())
    return seen


def phase_table(
    *phases: Phase[G],
    start: Iterable[str] = (),
    end: str = "over",
    steps: Mapping[str, Iterable[str]] | None = None,
) -> PhaseTable[G]:
    """A :class:`PhaseTable` of ``phases`` in the order given, with the phases a new game may be
    in (``start``), the name of its end and the steps without decisions; ValueError if two
    phases share a name or a phase leads to one that does not exist."""
    return PhaseTable(phases, start, end, steps or {})
