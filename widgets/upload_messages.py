"""The words of uploaded files (saved games, rule sets, boards) refused or read on the pages, in English and Traditional Chinese (loaded by :mod:`widgets`)."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message

EN: dict[str, Message] = {}

ZH_TW: dict[str, Message] = {}

CATALOG = Catalog("widgets.upload", EN, ZH_TW)
