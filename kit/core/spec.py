"""A game's description: the facts about a game that the rest of the kit reads in one place.

Each engine package holds one, ``kit/<game>/spec.py`` defining ``SPEC = GameSpec(...)``; the
registry :mod:`kit.games` finds them. A spec names what the engine already defines (its options
class, bots, rule numbers of the options) and adds the facts the pages need (names in both
languages, player counts, the events that reveal hidden information, the landing card). Figures
are drawn a layer up: ``kit.plots.<game>.FIGURES`` (see :mod:`kit.plots.games`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from kit.core.bots import Bot


@dataclass(frozen=True)
class GameSpec:
    """Everything the app needs to know about one game, apart from its figures and widgets."""

    key: str
    """The game's name in code, folders and message keys ("rapanui")."""
    engine: ModuleType
    """The engine module (``new_game``, ``replay``, ``describe``, ``Options``, ...)."""
    names: Mapping[str, str]
    """The game's name by language."""
    players: tuple[int, int, int]
    """Fewest, most and default number of players."""
    bots: Mapping[str, Callable[[], Bot]]
    """The play page's bots by name, strongest first (the first is the default opponent)."""
    revealing: frozenset[str]
    """Event types that show hidden information (undo never goes back past one)."""
    rule_numbers: Mapping[str, str]
    """The rule each option reads, by option name."""
    choices: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    """The values an option may take, where they are few."""
    classroom: frozenset[str] = frozenset()
    """Options that are classroom additions, not rules of the game."""
    option_file: str = ""
    """Where the rule options live, for teachers (a path from the repository's root)."""
    data_files: tuple[str, ...] = ()
    """Data a teacher may edit (boards, dice), paths from the repository's root."""
    has_board: bool = False
    """True when a game can be played on another board (a rule set may carry one)."""
    order: int = 0
    """Where the game comes in lists (the landing page, the gallery, the teacher's page)."""
    minutes: int = 60
    mechanisms: tuple[str, ...] = ()
    """The landing card: playing time, and mechanisms (``app.<key>.mech.<m>`` message keys)."""
    accent: str = "#1f5f8b"
    """The game's colour on the pages."""
    max_steps: int = 10_000
    """The lab's step cap: a game still running after that many decisions is timed out."""

    @property
    def options(self) -> type:
        """The engine's options class."""
        return self.engine.Options

    def option_names(self) -> list[str]:
        """Every rule option, in the order the options class declares them."""
        return [f.name for f in dataclasses.fields(self.options)]

    def player_counts(self) -> tuple[int, ...]:
        """Every number of players the game is for."""
        return tuple(range(self.players[0], self.players[1] + 1))

    def name(self, lang: str) -> str:
        """The game's name in ``lang`` (English if that language is missing)."""
        return self.names.get(lang) or self.names["en"]
