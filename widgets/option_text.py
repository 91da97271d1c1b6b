"""A rule option typed in a text box (the play form, the lab), in the page's language: die faces as a list of digits
("0、1、1、2、2、3"), offering kinds by their names ("魚、穀子、桑葚、甘藷"), numbers as a list.

The options keep their raw values (``"011223"``, ``"fish,grain,mulberry,sweet_potato"``, ``"2,3,4,5"``):
:func:`shown` writes one for a reader of ``lang``, :func:`typed` reads back what a reader typed, in
either language or raw, so a rule set moves between the page and its JSON file unchanged.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from types import ModuleType
from typing import Any

from kit import games
from kit.core import i18n
from kit.core.i18n import LANGS

_SEPARATORS = re.compile(r"[\s,，、;；]+")


def option_words(game: str) -> ModuleType | None:
    """The module that puts ``game``'s option values in the reader's words
    (``GameSpec.part("options")``, e.g. :mod:`widgets.rapanui_options`), if the game has one."""
    name = games.spec(game).part("options")
    return importlib.import_module(name) if importlib.util.find_spec(name) else None


def _named(game: str, name: str) -> tuple[str, ...]:
    """The names option ``name``'s value lists (``<game>.name.<value>``), if it lists names."""
    own = option_words(game)
    return tuple(getattr(own, "NAMED", {}).get(name, ()))


def shown(game: str, name: str, value: Any, lang: str) -> str:
    """The text of a text-box option's ``value`` for a reader of ``lang``."""
    if not isinstance(value, str):
        return str(value)
    sep = i18n.t("app.list_sep", lang)
    if name.endswith("_faces") and value.isdigit():
        return sep.join(value)
    parts = [part.strip() for part in value.split(",")]
    named = _named(game, name)
    if named:
        return sep.join(
            i18n.t(f"{game}.name.{part}", lang) if part in named else part for part in parts
        )
    return sep.join(parts) if len(parts) > 1 else value


def typed(game: str, name: str, text: str) -> str:
    """The raw value of what a reader typed: the inverse of :func:`shown` in any language (a raw
    value is taken as it is; a value the option refuses is left for the option to refuse)."""
    parts = [part for part in _SEPARATORS.split(text.strip()) if part]
    if name.endswith("_faces"):
        return "".join(parts)
    named = _named(game, name)
    if named:
        names = {
            i18n.t(f"{game}.name.{kind}", lang).casefold(): kind for kind in named for lang in LANGS
        }
        names |= {kind: kind for kind in named}
        return ",".join(names.get(part.casefold(), part) for part in _rejoin(parts, names))
    return ",".join(parts)


def _rejoin(parts: list[str], names: dict[str, str]) -> list[str]:
    """``parts`` with words a space had split rejoined where together they name a kind ("sweet
    potato")."""
    out: list[str] = []
    for part in parts:
        if out and f"{out[-1]} {part}".casefold() in names:
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return out
