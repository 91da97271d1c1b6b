"""The engine contract both games follow (see the project's design notes).

A game is a state machine: ``phase``, ``to_move`` (the seats that may act now, several during a
blind bid), ``legal_actions(seat)``, ``apply(action)`` returning events, ``view(seat)`` (what one
seat may see; ``None`` for the public), ``is_over``, ``result()``, ``record()`` and ``clone()``.
Chance comes from :class:`~kit.core.chance.Chance`, seeded once, so seed + actions replay a game.

Both engines are :class:`TableGame`: they answer ``legal_actions``, ``apply`` and
``why_illegal`` through their phase table (:class:`kit.core.phases.PhaseTable`, in
``kit/<game>/phases.py``), which also declares the phase graph; their rules change the phase only
through the state's checked ``enter``.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from kit.core.actions import Action, ActionSet
from kit.core.chance import Chance, check_seed
from kit.core.errors import IllegalAction
from kit.core.options import options_to_dict
from kit.core.phases import Phase

Event = dict[str, Any]


class Game(ABC):
    """Base class of both engines. Subclasses implement the abstract members and ``_apply``."""

    NAME: ClassVar[str]
    RULES_VERSION: ClassVar[int]
    ACTIONS: ClassVar[ActionSet]
    OPTIONS: ClassVar[type]
    MIN_PLAYERS: ClassVar[int]
    MAX_PLAYERS: ClassVar[int]

    def __init__(self, players: int, seed: int, options: Any) -> None:
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"players must be a whole number, not {players!r}")
        if not self.MIN_PLAYERS <= players <= self.MAX_PLAYERS:
            raise ValueError(
                f"{self.NAME} is for {self.MIN_PLAYERS} to {self.MAX_PLAYERS} players, not {players}"
            )
        if not isinstance(options, self.OPTIONS):
            raise ValueError(f"options must be {self.OPTIONS.__name__}")
        self.players = players
        self.seed = check_seed(seed)
        self.options = options
        self.chance = Chance(seed)
        self.history: list[Action] = []

    # -- the contract ------------------------------------------------------------------------
    @property
    @abstractmethod
    def phase(self) -> str:
        """A stable lower-case name of the current phase or step."""

    @property
    @abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """The seats that may act now; ``()`` when the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """What ``seat`` may do now, in a stable order (``[]`` if it may not act)."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """A JSON-serializable dict of what ``seat`` may see; ``None`` gives the public view."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def result(self) -> dict[str, Any]:
        """Final scores per seat, their breakdown by scoring rule, and the winners."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action and return its events."""

    # -- shared behaviour --------------------------------------------------------------------
    def why_illegal(self, action: Action) -> IllegalAction:
        """The most specific reason why ``action`` is not legal now: not an action of this game
        or a value of the wrong type (checked by ``ACTIONS``), then the engine's own reasons."""
        bad = self.ACTIONS.refusal(action)
        return bad if bad is not None else self._why(action)

    def _why(self, action: Action) -> IllegalAction:
        """Why a well-formed ``action`` is not legal now (engines refine this)."""
        if self.is_over:
            return IllegalAction("core.err.game_over")
        if action.seat not in self.to_move:
            return IllegalAction("core.err.not_your_turn", seat=action.seat)
        return IllegalAction("core.err.not_legal", action=str(action))

    def apply(self, action: Action) -> list[Event]:
        """Check ``action`` and carry it out; an illegal one raises and changes nothing."""
        actions = self.ACTIONS
        if type(action) not in actions.fields:
            raise IllegalAction("core.err.unknown_action", detail=repr(action))
        legal = self.legal_actions(action.seat)  # [] once the game is over (the contract)
        try:
            canonical = legal[legal.index(action)]
        except ValueError:
            raise self.why_illegal(action) from None
        if canonical is not action:  # equal is not enough: True == 1, 1.0 == 1
            bad = actions.refusal(action)
            if bad is not None:
                raise bad
        events = self._apply(canonical)
        self.history.append(canonical)
        return events

    def apply_legal(self, action: Action) -> list[Event]:
        """Carry out ``action`` taken unchanged from this position's ``legal_actions``, without
        checking it again: the fast path of searches and rollouts. Anything else: use ``apply``."""
        events = self._apply(action)
        self.history.append(action)
        return events

    def record(self, meta: dict[str, Any] | None = None) -> dict[str, Any]:
        """The game as a JSON-serializable record: replaying it rebuilds this game."""
        out: dict[str, Any] = {
            "game": self.NAME,
            "rules_version": self.RULES_VERSION,
            "options": options_to_dict(self.options),
            "players": self.players,
            "seed": self.seed,
            "actions": [a.to_dict() for a in self.history],
        }
        if meta:
            out["meta"] = dict(meta)
        return out

    def clone(self) -> Self:
        """An independent copy (chance state included)."""
        return copy.deepcopy(self)


class TableGame(Game):
    """A game whose rules are a phase table (:class:`kit.core.phases.PhaseTable`, the game's
    ``TABLE``): ``legal_actions``, ``apply`` and the reasons of ``why_illegal`` look the phase
    up; the game gives its own words for a seat that may not act and for an action of another
    phase (:meth:`not_your_turn`, :meth:`wrong_phase`). Both engines are table games; an engine
    may answer ``legal_actions`` more quickly itself (a cache), with the same answers."""

    TABLE: ClassVar[Mapping[str, Phase[Any]]]

    def legal_actions(self, seat: int) -> list[Action]:
        if type(seat) is not int or self.is_over or seat not in self.to_move:
            return []
        return self.TABLE[self.phase].legal(self, seat)

    def _apply(self, action: Action) -> list[Event]:
        return self.TABLE[self.phase].apply(self, action)

    def _why(self, action: Action) -> IllegalAction:
        """The game is over; the seat may not act now (:meth:`not_your_turn`); the action
        belongs to another phase (:meth:`wrong_phase`); the phase's own reason; not legal."""
        if self.is_over:
            return IllegalAction("core.err.game_over")
        turn = self.not_your_turn(action)
        if turn is not None:
            return turn
        rules = self.TABLE.get(self.phase)
        if rules is None or not rules.answers(action):
            return self.wrong_phase(action)
        return rules.why(self, action) or IllegalAction("core.err.not_legal", action=str(action))

    def not_your_turn(self, action: Action) -> IllegalAction | None:
        """Why ``action``'s seat may not act now (None: it may)."""
        if action.seat not in self.to_move:
            return IllegalAction("core.err.not_your_turn", seat=action.seat)
        return None

    def wrong_phase(self, action: Action) -> IllegalAction:
        """Why an action of another phase is refused in this one."""
        return IllegalAction("core.err.not_legal", action=str(action))
