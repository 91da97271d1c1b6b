"""The two engines as the lab sees them: how to make a game, its options, bots and facts.

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

GAMES = registry.keys()
PLAYERS = {spec.key: spec.player_counts() for spec in registry.specs()}
MAX_STEPS = {spec.key: spec.max_steps for spec in registry.specs()}
"""The step cap of a game: a game still running after that many decisions is timed out."""


class LabError(ValueError):
    """A bad request to the lab (unknown game, bot, option or value); the message names the
    valid choices."""


def engine(game: str) -> ModuleType:
    """The engine module of ``game`` ("rapanui" or "giants")."""
    if game in GAMES:
        return registry.spec(game).engine
    raise LabError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")


def check_players(game: str, players: Any) -> int:
    """``players`` if the game is for that many players, else LabError."""
    engine(game)
    counts = PLAYERS[game]
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
    """A new game of ``game``; ``board`` (Giants only) is a board dict, path or None."""
    if board is not None:
        if not registry.spec(game).has_board:
            raise LabError("only Giants has a board to choose")
        return engine(game).new_game(players, seed, options, board)
    return engine(game).new_game(players, seed, options)


def round_of(game: Game) -> int:
    """The round in progress: Giants' round (R3); in Rapa Nui, turns divided by the players."""
    if game.NAME == "giants":
        return game.state.round  # type: ignore[attr-defined]
    return (game.turn - 1) // game.players + 1  # type: ignore[attr-defined]


def facts(game: Game, events: list[dict[str, Any]]) -> dict[str, Any]:
    """Per-game facts for the lab table (flat: names to whole numbers or short words).

    Rapa Nui: cards of each kind on the altar (``altar_<kind>``) and their values at the end
    (``value_<kind>``, R10.4), moai raised (``moai``), turns played, and how the game ended
    (``end``: "refill" when refilling a column emptied the draw pile, "column" when an emptied
    column found it empty, R9.1; "cut" for a timed-out game). Giants: moai erected by size
    (``moai_1``..``moai_3``), moai erected, moai of each size left in the supply at the end
    (``supply_1``..``supply_3``), Ahu used (``ahu_used``, and their ids in ``ahus``),
    headdresses set, helper points paid (R7.6), half-tablets held.
    """
    if game.NAME == "rapanui":
        return _rapanui_facts(game, events)
    return _giants_facts(game)


def _rapanui_facts(game: Any, events: list[dict[str, Any]]) -> dict[str, Any]:
    result = game.result()
    out: dict[str, Any] = {}
    for kind, count in result["altar_counts"].items():
        out[f"altar_{kind}"] = count
    for kind, value in result["altar_values"].items():
        out[f"value_{kind}"] = value
    out["moai"] = sum(result["moai"])
    out["turns"] = game.turn
    end = "cut"
    if game.is_over:
        end = "refill" if any(e.get("type") == "refilled" for e in events) else "column"
    out["end"] = end
    return out


def _giants_facts(game: Any) -> dict[str, Any]:
    st = game.state
    sizes = {1: 0, 2: 0, 3: 0}
    used = []
    headdresses = 0
    for ahu_id, ahu in st.ahus.items():
        if ahu.moai is not None:
            sizes[st.items[ahu.moai].size] += 1
            used.append(ahu_id)
        if ahu.headdress is not None:
            headdresses += 1
    left = {1: 0, 2: 0, 3: 0}
    for item in st.items.values():
        if item.kind == "moai" and item.place == "supply":
            left[item.size] += 1
    return {
        "moai_1": sizes[1],
        "moai_2": sizes[2],
        "moai_3": sizes[3],
        "supply_1": left[1],
        "supply_2": left[2],
        "supply_3": left[3],
        "moai": sum(sizes.values()),
        "ahu_used": len(used),
        "ahus": " ".join(sorted(used)),
        "headdresses": headdresses,
        "helper_points": sum(s.help_points for s in st.seats),
        "half_tablets": sum(s.tablets for s in st.seats),
    }
