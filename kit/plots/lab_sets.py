"""How the lab's figures tell rule sets A and B apart: a colour and a pattern each (colour is
never the only cue), and the name "Rules A"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kit.plots.common import escaped, tr

SET_COLOURS = ("#0072B2", "#E69F00")
SET_PATTERNS = ("", "/")


def _sets(items: Mapping[str, Any]) -> list[tuple[int, str, Any]]:
    return [(i, name, item) for i, (name, item) in enumerate(items.items())]


def _set_name(name: str, lang: str) -> str:
    return tr("plots.lab.rule_set", lang, name=escaped(name))  # a name is text, never markup
