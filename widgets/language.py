"""The language switch shared by every page."""

from __future__ import annotations

import ipywidgets as W

from kit.core import i18n


def language_toggle(lang: str = "en") -> W.ToggleButtons:
    """English / 繁體中文 buttons whose ``value`` is the language code."""
    return W.ToggleButtons(
        options=[(i18n.LANG_NAMES[code], code) for code in i18n.LANGS],
        value=i18n.check_lang(lang),
        style={"button_width": "auto"},
        layout=W.Layout(width="auto"),
    )
