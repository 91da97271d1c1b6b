"""The words of the ways between pages, in English and Traditional Chinese; loaded by
:mod:`widgets`."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message

EN: dict[str, Message] = {
    "nav.label": "The game's pages",
}

ZH_TW: dict[str, Message] = {
    "nav.label": "本遊戲的頁面",
}

CATALOG = Catalog("widgets.nav", EN, ZH_TW)
