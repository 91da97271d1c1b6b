"""Rapa Nui's rule options in the reader's words: the values that name things of the game (read
by :mod:`widgets.play.setup` and :mod:`widgets.option_text`, found as ``GameSpec.part("options")``)."""

from __future__ import annotations

from typing import Any

from kit import games
from kit.core import i18n
from kit.rapanui.cards import KINDS  # the offering kinds, as option values name them

NAMED: dict[str, tuple[str, ...]] = {"start_set_missing": KINDS}
"""Text options whose value lists names of the game's things (``rapanui.name.<value>``)."""


def value_text(name: str, value: Any, lang: str) -> str | None:
    """The reader's words for ``value`` of option ``name`` where the game says more than the
    value's name (the offering kind each colour's starting set lacks, R1.1); None: no words of its own."""
    if name != "start_set_missing":
        return None
    try:
        table = games.spec("rapanui").options(start_set_missing=value).start_sets()
    except (ValueError, TypeError):
        return str(value)
    return i18n.t("app.list_sep", lang).join(
        i18n.t(
            "play.value.rapanui.start_set",
            lang,
            colour=i18n.t(f"rapanui.name.{colour}", lang),
            kind=i18n.t(f"rapanui.name.{kind}", lang),
        )
        for colour, kind in table.items()
    )
