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
from kit.core.glossary_terms import Term
from kit.core.params import Parameter

Event = dict[str, Any]


def _no_tally(counts: Any, event: Event) -> None:
    """Count nothing (a game with no tallied facts)."""


def _first_seat(game: Any) -> int:
    return 0


def _no_facts(game: Any, events: list[Event]) -> dict[str, Any]:
    return {}


def _no_flow(event: Event, memo: dict[str, Any]) -> tuple[tuple[str, int, int], ...]:
    return ()


def _no_sources(game: Any, totals: dict[str, list[int]]) -> list[dict[str, int]]:
    return []


@dataclass(frozen=True)
class LabParts:
    """What the design lab reads of a game beyond its result, answered by the game itself
    (``kit/<game>/tallies.py``), so that the lab never asks which game it is playing."""

    track: Callable[[Any], list[int]]
    """The score track as every player sees it during the game (lead changes, decisiveness)."""
    round_of: Callable[[Any], int]
    """The round in progress (0 before the first)."""
    first_player: Callable[[Any], int] = _first_seat
    """The seat that moves first in a new game."""
    facts: Callable[[Any, list[Event]], dict[str, Any]] = _no_facts
    """Facts of a finished (or timed-out) game for the lab's table: names to numbers or words."""
    tallied: tuple[str, ...] = ()
    """Facts counted from events while the game is played (present in every row, 0 if none)."""
    tally: Callable[[Any, Event], None] = _no_tally
    """``tally(counts, event)``: add what one event tells to the ``Counter`` ``counts``."""
    flows: tuple[str, ...] = ()
    """What a player gains and spends, by name, counted per round and seat (:mod:`kit.lab.flows`)."""
    flow: Callable[[Event, dict[str, Any]], Any] = _no_flow
    """``flow(event, memo)``: the ``(flow, seat, amount)`` triples one event tells (``memo``: a
    dict kept through one game, for what an event means only after an earlier one)."""
    sources: tuple[str, ...] = ()
    """Where a player's final points come from, by name (they sum to the final score)."""
    source: Callable[[Any, dict[str, list[int]]], list[dict[str, int]]] = _no_sources
    """``source(game, totals)``: each seat's final points by source, from the finished game and
    its flows summed over the rounds (``totals[flow][seat]``)."""
    ismcts: Mapping[str, Any] = field(
        default_factory=lambda: {"iterations": 500, "c": 0.7, "rollout": "random", "cutoff": None}
    )
    """The ISMCTS bot's default budget (``iterations``, ``c``, ``rollout``, ``cutoff``)."""
    page: Mapping[str, Any] = field(
        default_factory=lambda: {"players": 3, "games": 100, "bots": "greedy", "single_games": 50}
    )
    """The lab page's first table: ``players``, ``games``, ``bots`` and ``single_games`` (the
    games when they run one at a time in the page, as on the static site)."""


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
    parameters: Mapping[str, Parameter] = field(default_factory=dict)
    """The rule parameters (:mod:`kit.core.params`) by name: the options that are numbers of the
    rules a designer may change (a cost, a hand, a deck), each with its range and meaning."""
    option_file: str = ""
    """Where the rule options live, for teachers (a path from the repository's root)."""
    data_files: tuple[str, ...] = ()
    """Data a teacher may edit (boards, dice), paths from the repository's root."""
    has_board: bool = False
    """True when a game can be played on another board (a rule set may carry one)."""
    board: ModuleType | None = None
    """With ``has_board``, the module that reads and writes boards: ``default_board()``,
    ``load_board(data)``, ``read_board(text)`` and ``MAX_BOARD_BYTES`` (the largest board file);
    the message ``<key>.board.approximation``, if the game has it, says what the board is."""
    order: int = 0
    """Where the game comes in lists (the landing page, the gallery, the teacher's page)."""
    minutes: int = 60
    mechanisms: tuple[str, ...] = ()
    """The landing card: playing time, and mechanisms (``app.<key>.mech.<m>`` message keys)."""
    accent: str = "#1f5f8b"
    """The game's colour on the pages."""
    glossary: tuple[Term, ...] = ()
    seed_file: str = ""
    """The game's own terms of the glossary (``kit/<game>/glossary.py``; the terms of every game
    are :data:`kit.core.glossary.SHARED`) and the file name of its seed, the original zh-TW rules
    summary its seed terms quote (empty: none)."""
    max_steps: int = 10_000
    """The lab's step cap: a game still running after that many decisions is timed out."""
    lab: LabParts | None = None
    """What the lab reads of the game (None: the lab cannot run it)."""
    parts: Mapping[str, str] = field(default_factory=dict)
    """Where the game's parts in the layers above the engine live, as module names by part:
    ``figures`` (``kit.plots.<key>``, with ``FIGURES``), ``play`` (``widgets.<key>_play``, with
    ``UI``), ``lessons`` (``kit.lessons.build_<key>``, with ``BUILDERS``), ``design`` (the
    design lab's lessons, ``kit.lab.design_<key>`` with ``LESSONS``), ``figure_words`` and
    ``page_words`` (the message catalogs of the figures and of the pages,
    ``kit.plots.<key>_messages`` and ``widgets.<key>_messages``, each with ``CATALOG``, loaded
    with their layer when they exist), ``teach`` (the teacher's page's class plans,
    ``widgets.<key>_teach``), ``options`` (option values in the reader's words,
    ``widgets.<key>_options`` with ``NAMED`` and ``value_text``), ``notebooks`` (the folder of the game's pages, from the
    repository's root). A game of the kit follows these names and gives none; a game from a
    folder of its own names its own."""

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

    def part(self, name: str) -> str:
        """The module (or folder) that holds the game's part ``name`` (see ``parts``)."""
        found = self.parts.get(name)
        if found is not None:
            return found
        default = {
            "figures": f"kit.plots.{self.key}",
            "play": f"widgets.{self.key}_play",
            "lessons": f"kit.lessons.build_{self.key}",
            "figure_words": f"kit.plots.{self.key}_messages",
            "page_words": f"widgets.{self.key}_messages",
            "design": f"kit.lab.design_{self.key}",
            "teach": f"widgets.{self.key}_teach",
            "options": f"widgets.{self.key}_options",
            "notebooks": f"notebooks/{self.key}",
        }
        return default[name]

    def name(self, lang: str) -> str:
        """The game's name in ``lang`` (English if that language is missing)."""
        return self.names.get(lang) or self.names["en"]
