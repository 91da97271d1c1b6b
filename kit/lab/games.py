"""The games as the lab sees them: how to make a game, its options, bots and facts.

Everything here is a plain function of the game's name, so that a worker process (or a dask
worker) rebuilds what it needs from a few picklable values.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from types import ModuleType
from typing import Any

from kit import games as registry
from kit.core.game import Game
from kit.core.spec import GameSpec, LabParts


def __getattr__(name: str) -> Any:
    """``GAMES``, ``PLAYERS`` and ``MAX_STEPS``, read from the registry when asked (a game from
    a folder of its own may be added after this module was imported)."""
    if name == "GAMES":
        return registry.keys()
    if name == "PLAYERS":
        return {spec.key: spec.player_counts() for spec in registry.specs()}
    if name == "MAX_STEPS":
        return {spec.key: spec.max_steps for spec in registry.specs()}
    raise AttributeError(name)


class LabError(ValueError):
    """A bad request to the lab (unknown game, bot, option or value); the message names the
    valid choices."""


def engine(game: str) -> ModuleType:
    """The engine module of ``game`` (a key of :mod:`kit.games`)."""
    return lab_spec(game).engine


def lab_spec(game: str) -> GameSpec:
    """The description of ``game``; LabError if it is no game the lab can play."""
    keys = registry.keys()
    if game in keys and registry.spec(game).lab is not None:
        return registry.spec(game)
    raise LabError(f"unknown game {game!r}; choose one of {', '.join(keys)}")


def lab_games() -> list[str]:
    """The games the lab plays (those whose description has lab parts), in the registry's order."""
    return [key for key in registry.keys() if registry.spec(key).lab is not None]


def lab_parts(game: str) -> LabParts:
    """What the lab reads of ``game`` (see :class:`kit.core.spec.LabParts`)."""
    parts = lab_spec(game).lab
    assert parts is not None  # lab_spec refuses a game without
    return parts


def check_players(game: str, players: Any) -> int:
    """``players`` if the game is for that many players, else LabError."""
    counts = lab_spec(game).player_counts()
    if isinstance(players, bool) or not isinstance(players, int) or players not in counts:
        raise LabError(f"{game} is for {counts[0]} to {counts[-1]} players, not {players!r}")
    return players


def option_fields(game: str) -> dict[str, dataclasses.Field]:
    """The rule options of ``game`` by name."""
    return {f.name: f for f in dataclasses.fields(engine(game).Options)}


def make_options(game: str, options: Any = None) -> Any:
    """The options object of ``game`` from None, an options object or a dict of changes."""
    cls = engine(game).Options
    if options is None:
        return cls()
    if isinstance(options, cls):
        return options
    if not isinstance(options, Mapping):
        raise LabError(f"options must be a dict of option names to values, not {options!r}")
    fields = option_fields(game)
    unknown = [k for k in options if k not in fields]
    if unknown:
        raise LabError(
            f"unknown option {unknown[0]!r} for {game}; the options are: {', '.join(fields)}"
        )
    try:
        return cls(**options)
    except (TypeError, ValueError) as exc:
        raise LabError(str(exc)) from None


def parse_option(game: str, text: str) -> tuple[str, Any]:
    """``name=value`` as typed on a command line, converted to the option's type."""
    name, sep, raw = text.partition("=")
    name, raw = name.strip(), raw.strip()
    fields = option_fields(game)
    if not sep or name not in fields:
        raise LabError(
            f"unknown option {name!r} for {game}; the options are: {', '.join(fields)}"
            if sep
            else f"an option is name=value, not {text!r}"
        )
    kind = type(fields[name].default)
    if kind is bool:
        if raw.lower() not in ("true", "false"):
            raise LabError(f"{name} takes true or false, not {raw!r}")
        return name, raw.lower() == "true"
    if kind is int:
        try:
            return name, int(raw)
        except ValueError:
            raise LabError(f"{name} takes a whole number, not {raw!r}") from None
    return name, raw


def new_game(game: str, players: int, seed: int, options: Any, board: Any = None) -> Game:
    """A new game of ``game``; ``board`` (a game with a board) is a board dict, path or None."""
    if board is not None:
        if not registry.spec(game).has_board:
            raise LabError(f"{registry.spec(game).name('en')} has no board to choose")
        return engine(game).new_game(players, seed, options, board)
    return engine(game).new_game(players, seed, options)


def round_of(game: Game) -> int:
    """The round in progress, as the game counts it (see :class:`kit.core.spec.LabParts`)."""
    return lab_parts(game.NAME).round_of(game)


def facts(game: Game, events: list[dict[str, Any]]) -> dict[str, Any]:
    """The game's facts for the lab table (flat: names to whole numbers or short words), as
    the game gives them (``kit/<game>/tallies.py``)."""
    return lab_parts(game.NAME).facts(game, events)
