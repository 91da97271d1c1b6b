"""Action values: small, immutable, hashable, with a text notation that round-trips.

A game's actions are frozen dataclasses that derive from :class:`Action` and carry the seat that
takes them. Each has ``KIND`` (a short lower-case name) and its other fields hold ints, strings,
booleans, ``None`` or tuples of these. Each field declares its type (``int``, ``bool``, ``str``,
``str | None``, ``tuple[str, ...]``, ``tuple``); :meth:`ActionSet.refusal` checks them, once, for
every engine: a look-alike value (``True`` for ``1``, ``1.0`` for ``1``) is refused. That is
enough for a generic notation::

    str(Buy(seat=1, kind="fish"))        == "1:buy fish"
    ActionSet(Buy).parse("1:buy fish")   == Buy(seat=1, kind="fish")

and a generic JSON form (``to_dict`` / :meth:`ActionSet.from_dict`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from kit.core.errors import IllegalAction


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every action value. ``seat`` is the seat taking it."""

    seat: int
    KIND: ClassVar[str] = "action"

    def args(self) -> tuple[Any, ...]:
        """The values of the fields after ``seat``, in order."""
        return tuple(getattr(self, f.name) for f in dataclasses.fields(self)[1:])

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serializable dict: ``{"type": KIND, "seat": ..., <fields>}``."""
        out: dict[str, Any] = {"type": self.KIND}
        for f in dataclasses.fields(self):
            out[f.name] = _to_json(getattr(self, f.name))
        return out

    def __str__(self) -> str:
        tokens = [f"{self.seat}:{self.KIND}", *(_token(v) for v in self.args())]
        return " ".join(tokens)


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    if isinstance(value, dict):
        raise ValueError("nested objects are not action values")
    return value


def _token(value: Any) -> str:
    if value is None:
        return "-"
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if isinstance(value, tuple):
        return "[" + ",".join(_token(v) for v in value) + "]"
    return str(value)


def _untoken(text: str) -> Any:
    if text == "-":
        return None
    if text == "yes":
        return True
    if text == "no":
        return False
    if text.startswith("[") and text.endswith("]"):
        inner = text[1:-1]
        return tuple(_untoken(part) for part in _split_top(inner)) if inner else ()
    try:
        return int(text)
    except ValueError:
        return text


def _split_top(text: str, sep: str = ",") -> list[str]:
    """Split on ``sep`` where it is not inside brackets."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


# -- field types ----------------------------------------------------------------------------
Check = Callable[[Any], bool]
Mistyped = Callable[[Action, str, Any], IllegalAction]
"""How a game words the refusal of an action whose field ``name`` holds ``value``."""

_EXACT = {"int": int, "bool": bool, "str": str}


def _is_value(value: Any) -> bool:
    """A plain action value: an int, bool, str, None or a tuple of these."""
    if type(value) is tuple:
        return all(map(_is_value, value))
    return value is None or type(value) in (int, bool, str)


def _spelling(annotation: Any) -> str:
    if isinstance(annotation, str):
        return annotation.replace(" ", "")
    if isinstance(annotation, type):
        return annotation.__name__
    return str(annotation).replace(" ", "")  # str | None, tuple[str, ...]


def field_check(annotation: Any) -> Check:
    """The test of a field's declared type: exact types (a bool is not an int, 1.0 is not 1).

    Known types: ``int``, ``bool``, ``str``, ``None``, ``X | Y``, ``tuple[X, ...]`` and ``tuple``
    (any plain values); anything else is a ValueError when the action set is built."""
    text = _spelling(annotation)
    options = _split_top(text, "|")
    if len(options) > 1:
        checks = tuple(field_check(o) for o in options)
        return lambda value: any(check(value) for check in checks)
    if text == "None":
        return lambda value: value is None
    exact = _EXACT.get(text)
    if exact is not None:
        return lambda value: type(value) is exact
    if text == "tuple":
        return lambda value: type(value) is tuple and _is_value(value)
    if text.startswith("tuple[") and text.endswith(",...]"):
        item = field_check(text[len("tuple[") : -len(",...]")])
        return lambda value: type(value) is tuple and all(map(item, value))
    raise ValueError(f"an action field cannot be checked as {annotation!r}")


def _unknown(action: Action, name: str, value: Any) -> IllegalAction:
    return IllegalAction("core.err.unknown_action", detail=repr(action))


class ActionSet:
    """The action classes of one game, to check actions and to read them back from JSON or
    notation. ``mistyped`` words the refusal of a field holding a value of another type than
    the one it declares (by default: not an action of this game)."""

    def __init__(self, classes: Iterable[type[Action]], mistyped: Mistyped = _unknown) -> None:
        self.by_kind: dict[str, type[Action]] = {}
        self.fields: dict[type[Action], tuple[tuple[str, Check], ...]] = {}
        """The checked fields of each class, seat first."""
        for cls in classes:
            if cls.KIND in self.by_kind:
                raise ValueError(f"two action classes share the kind {cls.KIND!r}")
            self.by_kind[cls.KIND] = cls
            self.fields[cls] = tuple((f.name, field_check(f.type)) for f in dataclasses.fields(cls))
        self.mistyped = mistyped

    def refusal(self, action: Any) -> IllegalAction | None:
        """None if ``action`` is one of these actions with every field of its declared type;
        else why it is refused (not an action of this game, or ``mistyped``)."""
        fields = self.fields.get(type(action))
        if fields is None:
            return IllegalAction("core.err.unknown_action", detail=repr(action))
        for name, check in fields:
            value = getattr(action, name)
            if not check(value):
                return self.mistyped(action, name, value)
        return None

    def build(self, kind: str, seat: Any, args: tuple[Any, ...]) -> Action:
        """The action of ``kind`` for ``seat`` with ``args``; ValueError if that is no action."""
        cls = self.by_kind.get(kind)
        if cls is None:
            raise ValueError(f"unknown action type {kind!r}")
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
            raise ValueError(f"seat must be a whole number >= 0, not {seat!r}")
        fields = dataclasses.fields(cls)[1:]
        if len(args) != len(fields):
            raise ValueError(f"{kind} takes {len(fields)} values, got {len(args)}")
        return cls(seat, *args)

    def from_dict(self, data: Any) -> Action:
        """Read an action from its ``to_dict`` form; ValueError says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("an action must be a JSON object")
        kind = data.get("type")
        cls = self.by_kind.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise ValueError(f"unknown action type {kind!r}")
        names = [f.name for f in dataclasses.fields(cls)]
        extra = set(data) - set(names) - {"type"}
        missing = [n for n in names if n not in data]
        if extra or missing:
            raise ValueError(f"{kind}: unexpected {sorted(extra)} / missing {missing}")
        values = [_from_json(data[n]) for n in names[1:]]
        return self.build(kind, data["seat"], tuple(values))

    def parse(self, text: str) -> Action:
        """Read an action from its notation (``str(action)``); ValueError if it is not one."""
        tokens = text.split()
        if not tokens or ":" not in tokens[0]:
            raise ValueError(f"not an action: {text!r}")
        seat_text, kind = tokens[0].split(":", 1)
        try:
            seat = int(seat_text)
        except ValueError:
            raise ValueError(f"not an action: {text!r}") from None
        return self.build(kind, seat, tuple(_untoken(t) for t in tokens[1:]))
