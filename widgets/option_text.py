"""A rule option in the page's language, for the play form, the lab and the teacher's page: its
label with its rule number (:func:`option_label`), its value's name (:func:`value_name`), and a
value typed in a text box: die faces as a list of digits
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
from kit.core.params import COUNTS

_SEPARATORS = re.compile(r"[\s,，、;；]+")
_LIST_SEPARATORS = re.compile(r"[,，、;；]+")


def option_words(game: str) -> ModuleType | None:
    """The module that puts ``game``'s option values in the reader's words
    (``GameSpec.part("options")``, e.g. :mod:`widgets.rapanui_options`), if the game has one."""
    name = games.spec(game).part("options")
    return importlib.import_module(name) if importlib.util.find_spec(name) else None


def _named(game: str, name: str) -> tuple[str, ...]:
    """The names option ``name``'s value lists (``<game>.name.<value>``), if it lists names."""
    own = option_words(game)
    return tuple(getattr(own, "NAMED", {}).get(name, ()))


def _counted(game: str, name: str) -> tuple[str, ...]:
    """The parts a counts parameter names (``deck``: the card types), or () for another option."""
    parameter = games.spec(game).parameters.get(name)
    return parameter.keys if parameter is not None and parameter.kind == COUNTS else ()


def _part_name(game: str, key: str, lang: str) -> str:
    found = f"{game}.name.{key}"
    return i18n.t(found, lang) if i18n.has(found) else key


def shown(game: str, name: str, value: Any, lang: str) -> str:
    """The text of a text-box option's ``value`` for a reader of ``lang``."""
    if not isinstance(value, str):
        return str(value)
    sep = i18n.t("app.list_sep", lang)
    if _counted(game, name):  # "摩艾像=9、祭司=9、…"
        pairs = [part.partition("=") for part in value.split(",")]
        return sep.join(f"{_part_name(game, k.strip(), lang)}={n.strip()}" for k, _, n in pairs)
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
    keys = _counted(game, name)
    if keys:  # names in either language back to the parts' keys ("sweet potato=5")
        names = {_part_name(game, k, lang).casefold(): k for k in keys for lang in LANGS}
        pairs = [p.partition("=") for p in _LIST_SEPARATORS.split(text.strip()) if p.strip()]
        return ",".join(
            f"{names.get(k.strip().casefold(), k.strip())}{eq}{n.strip()}" for k, eq, n in pairs
        )
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


def option_label(game: str, name: str, lang: str) -> str:
    """The label of a rule option with its rule number ("A2 · R8.2 cards needed for the majority
    bonus", "R10.7 · Immediate scoring (variant)"), a classroom option marked as one."""
    spec = games.spec(game)
    key = f"play.opt.{game}.{name}"
    if i18n.has(key):  # the label says its rule
        text = i18n.t(key, lang)
    else:
        label = i18n.t(f"{game}.option.{name}", lang)
        text = i18n.t("play.opt.rule", lang, rule=spec.rule_numbers.get(name, ""), label=label)
    if name in spec.classroom:
        text = i18n.t("play.opt.classroom", lang, label=text)
    return text


def value_name(game: str, name: str, value: Any, lang: str) -> str:
    """The value of a rule option as a reader sees it in ``lang``: "yes", "洗入牌堆", "黃綠缺魚、…",
    "2、3、4、5"; a value without a name is shown as it is."""
    if isinstance(value, bool):
        return i18n.t(f"play.value.{str(value).lower()}", lang)
    key = f"play.value.{game}.{name}.{value}"
    if i18n.has(key):
        return i18n.t(key, lang)
    sep = i18n.t("app.list_sep", lang)
    own = option_words(game)
    text = own.value_text(name, value, lang) if hasattr(own, "value_text") else None
    if text is not None:
        return text
    if isinstance(value, str) and _counted(game, name):
        return shown(game, name, value, lang)
    if isinstance(value, str) and name.endswith("_faces"):
        return sep.join(value)
    if isinstance(value, str) and "," in value:
        return sep.join(part.strip() for part in value.split(","))
    return str(value)


def choice_options(game: str, name: str, choices: tuple[Any, ...], lang: str) -> list[Any]:
    """A list's options: each choice by its name, its raw value kept as the option's value."""
    return [(value_name(game, name, value, lang), value) for value in choices]
