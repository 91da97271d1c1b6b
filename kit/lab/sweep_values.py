"""The values of a sweep (:mod:`kit.lab.sweep`): typed values read per the option's type,
checked by the game's options before any game runs, and the measures a sweep offers.

For an option whose value is a whole number (or true/false), values are separated by commas or
semicolons (``1,2,3``); for a text-valued option, whose single value may hold commas (a rule
parameter such as ``moai_supply=17,12,6``), by semicolons only (``17,12,6;10,8,4``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kit.core.errors import OptionError
from kit.core.options import options_from_dict, options_to_dict
from kit.lab.games import engine, option_fields

MEASURES = (
    "duration_rounds",
    "duration_decisions",
    "balance",
    "first_seat_win_rate",
    "first_seat_advantage",
    "decisiveness",
    "lead_changes",
    "score_spread",
    "shared_wins",
    "completion",
    "decision_moves",
    "branching_factor",
)
"""The measures a sweep offers first (any measure of :func:`kit.lab.summarize` may be asked)."""

ALIASES = {
    "rounds": "duration_rounds",
    "length": "duration_decisions",
    "decisions": "duration_decisions",
    "first_seat": "first_seat_win_rate",
}
"""Short names of measures, for the command line: ``--measure rounds``."""

SIDES = ("contains", "above", "below")
"""How an interval meets a target (see :meth:`Sweep.meets`)."""


class SweepError(OptionError):
    """A sweep that cannot run (no values, a value twice, an unknown measure); the reason in both
    languages (:meth:`message`)."""


def measure_key(measure: str) -> str:
    """The measure's key of :func:`kit.lab.summarize` (``rounds`` → ``duration_rounds``)."""
    return ALIASES.get(measure.strip(), measure.strip())


def parse_values(game: str, name: str, text: str) -> list[Any]:
    """The values typed for option ``name`` of ``game``, each converted to the option's type:
    ``"1,2,3"`` for a whole-number option, ``"true,false"`` for a switch, ``"a;b"`` for a
    text-valued one (semicolons only: a text value may hold commas). Nothing is checked against
    the option's limits here (:func:`check_values` does)."""
    fields = option_fields(game)
    if name not in fields:
        raise OptionError("core.err.option_unknown", names=(name,))
    kind = type(fields[name].default)
    seps = ";" if kind is str else ",;"
    parts = [text]
    for sep in seps:
        parts = [piece for part in parts for piece in part.split(sep)]
    parts = [part.strip() for part in parts if part.strip()]
    if not parts:
        raise SweepError("lab.sweep.err.no_values", name=name)
    return [_typed(name, kind, part) for part in parts]


def _typed(name: str, kind: type, raw: str) -> Any:
    if kind is bool:
        if raw.lower() not in ("true", "false"):
            raise OptionError("core.err.option_bool", name=name, value=repr(raw))
        return raw.lower() == "true"
    if kind is int:
        try:
            return int(raw)
        except ValueError:
            raise OptionError("core.err.option_int", name=name, value=repr(raw)) from None
    return raw


def is_list(game: str, name: str, text: str) -> bool:
    """Whether ``text`` typed for option ``name`` holds several values (see :func:`parse_values`)."""
    fields = option_fields(game)
    kind = type(fields[name].default) if name in fields else str
    return ";" in text or (kind is not str and "," in text)


def check_values(
    game: str, name: str, values: Sequence[Any], options: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """The full options of each value (base ``options`` with ``name`` set to it), each checked by
    the game's options class; OptionError (both languages, naming the limit) for the first bad
    value, a value given twice or no value at all."""
    cls = engine(game).Options
    base = dict(options or {})
    if isinstance(values, str | bytes) or not values:
        raise SweepError("lab.sweep.err.no_values", name=name)
    out, seen = [], []
    for value in values:
        if value in seen:
            raise SweepError("lab.sweep.err.twice", name=name, value=repr(value))
        seen.append(value)
        out.append(options_to_dict(options_from_dict(cls, {**base, name: value})))
    return out
