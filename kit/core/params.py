"""Rule parameters: the numbers of a game a designer would change, declared once per game.

A parameter is a field of the game's options class (so rule-set files, saved games, the command
line's ``--option NAME=VALUE`` and the pages carry it like any option), described by a
:class:`Parameter`: its rule number, allowed range, kind and meaning in both languages. Its
default is the number of the rules, so the default options give exactly the game of the rules.

Three kinds of value, each kept as a plain JSON value:

- ``int``: one whole number from ``low`` to ``high`` (``moai_cost = 7``);
- ``list``: whole numbers separated by commas, as text, ``size`` of them (``"17,12,6"``);
- ``counts``: one whole number per named part, as text (``"moai=9,priest=9,..."``).

:func:`check_parameters` checks every parameter of an options object (called by its
``__post_init__``); :func:`value` reads one parsed. The game's own checks (a deck that cannot fill
the market, a hand of 0) come after, in the game's options module, with reasons naming the limit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from kit.core.errors import OptionError
from kit.core.i18n import Message

INT, LIST, COUNTS = "int", "list", "counts"


@dataclass(frozen=True)
class Parameter:
    """One number (or list of numbers) of a game's rules that a designer may change."""

    name: str
    rule: str
    """The rule that states it ("R5.1")."""
    default: int | str
    low: int
    high: int
    """Every number of the value lies from ``low`` to ``high``."""
    label: Mapping[str, str]
    meaning: Mapping[str, str]
    """A short label and a one-line meaning, by language ("en", "zh-TW")."""
    kind: str = INT
    size: tuple[int, int] = (1, 1)
    """For ``list``: the fewest and most numbers in the list."""
    keys: tuple[str, ...] = ()
    """For ``counts``: the named parts, in order (each must be given exactly once)."""

    def __post_init__(self) -> None:
        if self.kind not in (INT, LIST, COUNTS):
            raise ValueError(f"unknown parameter kind {self.kind!r}")
        self.parse(self.default)  # the default must be a valid value

    def parse(self, value: Any) -> Any:
        """The value as numbers: an int, a tuple of ints, or a dict of ints by part name.

        OptionError (bilingual) names the parameter, its limits and the value refused.
        """
        if self.kind == INT:
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError("core.err.option_int", name=self.name, value=repr(value))
            if not self.low <= value <= self.high:
                raise self._range(value)
            return value
        if not isinstance(value, str) or len(value) > 400:
            raise OptionError("core.err.option_str", name=self.name, value=repr(value)[:60])
        if self.kind == LIST:
            return self._parse_list(value)
        return self._parse_counts(value)

    def _range(self, value: Any) -> OptionError:
        return OptionError(
            "core.err.option_range", name=self.name, low=self.low, high=self.high, value=repr(value)
        )

    def _number(self, text: str, value: str) -> int:
        text = text.strip()
        if not text.isdigit() or not text.isascii():
            raise self._list_error(value)
        number = int(text)
        if not self.low <= number <= self.high:
            raise self._list_error(value)
        return number

    def _list_error(self, value: str) -> OptionError:
        if self.kind == COUNTS:
            return OptionError(
                "core.err.param_counts",
                name=self.name,
                keys=", ".join(self.keys),
                low=self.low,
                high=self.high,
                value=repr(value)[:80],
            )
        few, many = self.size
        count = str(few) if few == many else f"{few}-{many}"
        return OptionError(
            "core.err.param_list",
            name=self.name,
            count=count,
            low=self.low,
            high=self.high,
            value=repr(value)[:80],
        )

    def _parse_list(self, value: str) -> tuple[int, ...]:
        parts = value.split(",")
        if not self.size[0] <= len(parts) <= self.size[1]:
            raise self._list_error(value)
        return tuple(self._number(part, value) for part in parts)

    def _parse_counts(self, value: str) -> dict[str, int]:
        found: dict[str, int] = {}
        for part in value.split(","):
            key, sep, number = part.partition("=")
            key = key.strip()
            if not sep or key not in self.keys or key in found:
                raise self._list_error(value)
            found[key] = self._number(number, value)
        if set(found) != set(self.keys):
            raise self._list_error(value)
        return {key: found[key] for key in self.keys}


def check_parameters(options: Any, parameters: Iterable[Parameter]) -> None:
    """Check every parameter's value on ``options`` (OptionError names the first bad one)."""
    for parameter in parameters:
        parameter.parse(getattr(options, parameter.name))


def value(options: Any, parameter: Parameter) -> Any:
    """The parsed value of ``parameter`` on ``options`` (see :meth:`Parameter.parse`)."""
    return parameter.parse(getattr(options, parameter.name))


def by_name(parameters: Iterable[Parameter]) -> dict[str, Parameter]:
    """The parameters by name, in their order."""
    return {p.name: p for p in parameters}


def rule_numbers(parameters: Iterable[Parameter]) -> dict[str, str]:
    """Each parameter's rule, as the options' ``RULE_NUMBERS`` list them."""
    return {p.name: p.rule for p in parameters}


def messages(game: str, parameters: Iterable[Parameter], lang: str) -> dict[str, Message]:
    """The parameters' words for ``game``'s catalog in ``lang``: ``<game>.option.<name>`` (the
    label) and ``<game>.param.<name>`` (the one-line meaning)."""
    out: dict[str, Message] = {}
    for p in parameters:
        out[f"{game}.option.{p.name}"] = p.label[lang]
        out[f"{game}.param.{p.name}"] = p.meaning[lang]
    return out


def counts_text(counts: Mapping[str, int]) -> str:
    """A ``counts`` value's text: ``"moai=9,priest=9"``."""
    return ",".join(f"{key}={number}" for key, number in counts.items())


def list_text(numbers: Iterable[int]) -> str:
    """A ``list`` value's text: ``"17,12,6"``."""
    return ",".join(str(n) for n in numbers)
