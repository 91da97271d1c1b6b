"""Rule options: a frozen dataclass per game, read back from a record with checks."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from kit.core.errors import OptionError

T = TypeVar("T")


def options_to_dict(options: Any) -> dict[str, Any]:
    """The options as a JSON-serializable dict (their fields are plain values)."""
    return {f.name: getattr(options, f.name) for f in dataclasses.fields(options)}


def options_from_dict(cls: type[T], data: Any) -> T:
    """Build options of ``cls`` from ``data``; ValueError names an unknown field or a bad value.

    Missing fields take their defaults. A value must have the type of the field's default
    (an int where an int is expected, and so on); choices are checked by the class itself in
    ``__post_init__``.
    """
    if not isinstance(data, dict):
        raise OptionError("core.err.options_object")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise OptionError("core.err.option_unknown", names=tuple(unknown))
    values = {}
    for name, value in data.items():
        default = fields[name].default
        if default is not dataclasses.MISSING and default is not None:
            expected = type(default)
            if isinstance(value, bool) != isinstance(default, bool) or not isinstance(
                value, expected
            ):
                kind = {"bool": "bool", "int": "int"}.get(expected.__name__, "str")
                raise OptionError(f"core.err.option_{kind}", name=name, value=repr(value))
        values[name] = value
    return cls(**values)
