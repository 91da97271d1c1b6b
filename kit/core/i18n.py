"""Message catalogs in English and Traditional Chinese, and the function that renders them.

Every layer declares its messages the same way, as data: a :class:`Catalog` value named
``CATALOG`` in its ``messages`` module (a domain name and one dict per language, with the same
keys). Nothing is registered when such a module is imported: the entry point of each package
(``kit.core``, ``kit.rapanui``, ``kit.giants``, ``kit.plots``, ``kit.lessons``, ``kit.lab``,
``widgets``) loads its catalogs once with :func:`load`, so importing any part of a package (Python
runs the package's ``__init__`` first) makes its words available, and a script that imports only
``kit.giants`` has the words of Giants and of the core. Loading a catalog again is harmless (later
loads of a key win).

:func:`t` renders a key with named parameters, ``str.format`` style::

    t("core.err.record_not_json", "zh-TW", detail="...")

A message is a string, or a :class:`Plural`: forms by count, as gettext's ``ngettext``. The form
is chosen by the count parameter (``n`` unless the message names another) with the CLDR rules of
the language: English "one" for exactly 1 and "other" otherwise, Chinese always "other" (no
plural; its catalog gives a plain string)::

    "plots.giants.workers": Plural(one="{n} worker", other="{n} workers")   # English
    "plots.giants.workers": "工人×{n}"                                        # zh-TW
    t("plots.giants.workers", "en", n=1)  ->  "1 worker"

A count of zero is not said aloud: a :class:`Plural` may give a ``zero`` form, used in every
language when the count is exactly 0 (as ICU's ``=0``), which leaves the count out ("Pip places a
worker on H12", not "with 0 logs"). :func:`join` lists parts as a sentence does ("2 logs, Tiki's
worker and the chief"; 「2根圓木、提基的工人和酋長」), and says "nothing" for no part.

A missing key or parameter never crashes the UI: the key itself is shown instead, and the
completeness test (every key in both catalogs, with the same parameters in every form) keeps that
from happening.
"""

from __future__ import annotations

import importlib
import importlib.util
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

LANGS: tuple[str, ...] = ("en", "zh-TW")
LANG_NAMES: dict[str, str] = {"en": "English", "zh-TW": "繁體中文"}

# The CLDR plural categories each language uses (zh-TW has no plural: "other" only).
PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {"en": ("one", "other"), "zh-TW": ("other",)}


@dataclass(frozen=True)
class Plural:
    """A message with forms by count; ``count`` names the parameter that holds the count.

    English gives ``one`` and ``other``; a language without plural gives a plain string (or
    ``other`` only). Every form takes the same parameters, the count included.
    """

    other: str
    one: str | None = None
    count: str = "n"
    zero: str | None = None
    """The form for a count of exactly 0, in any language; it may leave the count out."""

    def forms(self) -> dict[str, str]:
        """The forms by CLDR category (only those given), and ``zero`` if given."""
        found = {"zero": self.zero, "one": self.one, "other": self.other}
        return {category: text for category, text in found.items() if text is not None}


Message: TypeAlias = str | Plural


@dataclass(frozen=True)
class Catalog:
    """The messages of one layer (``domain``: "giants", "plots", "widgets"...) in each language."""

    domain: str
    en: Mapping[str, Message]
    zh_tw: Mapping[str, Message]

    def messages(self, lang: str) -> Mapping[str, Message]:
        """The messages of ``lang``."""
        return self.zh_tw if check_lang(lang) == "zh-TW" else self.en


_CATALOGS: dict[str, dict[str, Message]] = {lang: {} for lang in LANGS}
_LOADED: set[str] = set()


def load(*catalogs: Catalog) -> None:
    """Make the messages of ``catalogs`` available to :func:`t` (loading again is harmless)."""
    for cat in catalogs:
        for lang in LANGS:
            _CATALOGS[lang].update(cat.messages(lang))
        _LOADED.add(cat.domain)


def load_modules(names: Iterable[str]) -> None:
    """Load the ``CATALOG`` of every module named in ``names`` that exists (a game's words in
    a layer, for example ``widgets.giants_messages``; a game without words there has none)."""
    for name in names:
        try:
            found = importlib.util.find_spec(name)
        except ModuleNotFoundError:  # its package does not exist
            found = None
        if found is not None:
            load(importlib.import_module(name).CATALOG)


def loaded() -> frozenset[str]:
    """The domains of the catalogs loaded so far."""
    return frozenset(_LOADED)


def catalog(lang: str) -> dict[str, Message]:
    """A copy of the whole catalog of ``lang`` (what has been loaded)."""
    return dict(_CATALOGS[check_lang(lang)])


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a supported language, else raise ``ValueError``."""
    if lang not in _CATALOGS:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGS)}")
    return lang


def has(key: str) -> bool:
    """True if ``key`` is in the English catalog."""
    return key in _CATALOGS["en"]


def plural_category(lang: str, count: Any) -> str:
    """The CLDR plural category of ``count`` in ``lang``: "one" or "other".

    English: "one" for the whole number 1 (``1`` or ``"1"``, not ``"1.0"``: shown decimals are
    plural), "other" otherwise; zh-TW: always "other". A count that is not a number is "other".
    """
    if lang != "en" or isinstance(count, bool):
        return "other"
    if isinstance(count, int):
        return "one" if abs(count) == 1 else "other"
    if isinstance(count, str):
        return "one" if count.strip().lstrip("+-") == "1" else "other"
    return "other"


def forms(message: Message) -> dict[str, str]:
    """The forms of a message by CLDR category (a plain string is the "other" form)."""
    return message.forms() if isinstance(message, Plural) else {"other": message}


def text_of(message: Message, lang: str, params: Mapping[str, Any]) -> str:
    """The form of ``message`` for ``params`` in ``lang`` (before parameters are filled in)."""
    if not isinstance(message, Plural):
        return message
    found = message.forms()
    count = params.get(message.count)
    if message.zero is not None and not isinstance(count, bool) and str(count).strip() == "0":
        return message.zero
    category = plural_category(lang, count)
    return found.get(category, message.other)


def t(key: str, lang: str = "en", /, **params: Any) -> str:
    """Render message ``key`` in ``lang`` with ``params``; a :class:`Plural` message picks its
    form by its count parameter (``n`` unless it names another)."""
    message = _CATALOGS.get(lang, _CATALOGS["en"]).get(key)
    if message is None:
        message = _CATALOGS["en"].get(key)
    if message is None:
        return key
    params = {k: _pick(v, lang) for k, v in params.items()}
    text = text_of(message, lang, params)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def _pick(value: Any, lang: str) -> Any:
    """A parameter given per language (``{"en": ..., "zh-TW": ...}``) in ``lang``."""
    if isinstance(value, dict) and "en" in value:
        return value.get(lang, value["en"])
    return value


def join(parts: list[str], lang: str) -> str:
    """``parts`` listed as a sentence does in ``lang``: "a", "a and b", "a, b and c" (「a、b和c」);
    "nothing" (「無」) when there is no part."""
    parts = [part for part in parts if part]
    if not parts:
        return t("core.nothing", lang)
    if len(parts) == 1:
        return parts[0]
    rest = t("core.list_sep", lang).join(parts[:-1])
    return t("core.list_and", lang, rest=rest, last=parts[-1])


def parameters(message: Message) -> set[str]:
    """The names of the ``{parameters}`` a message uses (in any of its forms)."""
    return {
        field
        for text in forms(message).values()
        for _, field, _, _ in string.Formatter().parse(text)
        if field
    }


def player_name(seat: int, lang: str, names: list[str] | None = None) -> str:
    """The name of ``seat``: the given name, else "Player 1" / "玩家1" (seats count from 0).

    Plain text, as typed (a name may hold ``<`` or ``&``): a figure names a player through
    :func:`kit.plots.common.player_name` (escaped for Plotly) and a page escapes its HTML."""
    if names and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return t("core.player", lang, n=seat + 1)


def describe_event(
    game: str, event: dict[str, Any], lang: str, names: list[str] | None = None
) -> str:
    """The sentence for an engine event (``{"type": ..., <data>}``) in ``lang``.

    The message key is ``"<game>.event.<type>"`` and the event's data are its parameters, plus
    ``player`` (the name of ``event["seat"]``). A string value ``v`` that has a name in the
    catalog under ``"<game>.name.<v>"`` (a kind of card, a phase) is shown by that name. A
    :class:`Plural` event message picks its form by the data field it names as its count.
    """
    params: dict[str, Any] = {}
    for key, value in event.items():
        if isinstance(value, str) and has(f"{game}.name.{value}"):
            value = t(f"{game}.name.{value}", lang)
        params[key] = value
    if isinstance(event.get("seat"), int):
        params["player"] = player_name(event["seat"], lang, names)
    return t(f"{game}.event.{event.get('type')}", lang, **params)
