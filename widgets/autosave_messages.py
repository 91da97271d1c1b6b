"""The words of the autosave (a game kept at every action, continued after a reload) on the pages, in English and Traditional Chinese (loaded by :mod:`widgets`)."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message

EN: dict[str, Message] = {}

ZH_TW: dict[str, Message] = {}

CATALOG = Catalog("widgets.autosave", EN, ZH_TW)
