"""The language switch shared by every page, and the language kept from page to page through
the ``lang`` parameter of the pages' addresses."""

from __future__ import annotations

import os
from urllib.parse import parse_qs, parse_qsl, urlencode

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


def page_lang(default: str = "en") -> str:
    """The language the page's address asks for (``?lang=zh-TW``), else ``default``.

    Voila gives a kernel its page's query string in ``QUERY_STRING``; a preheated kernel gets it
    when its page is asked for (``voila.utils.get_query_string`` waits for that moment).
    Elsewhere (JupyterLab, scripts, tests) there is no address: ``default``.
    """
    query = os.environ.get("QUERY_STRING")
    if query is None and os.environ.get("VOILA_PREHEAT") == "True":
        try:
            from voila.utils import get_query_string
        except ImportError:  # pragma: no cover - a preheated kernel always has Voila
            query = None
        else:
            query = get_query_string()
    asked = parse_qs(query or "").get("lang", [""])[-1]
    return asked if asked in i18n.LANGS else default


def with_lang(href: str, lang: str) -> str:
    """``href`` (a link to another page of the kit) asking for ``lang``: the language chosen on
    one page is kept on every page reached from it."""
    base, _, fragment = href.partition("#")
    path, _, query = base.partition("?")
    params = [(k, v) for k, v in parse_qsl(query, keep_blank_values=True) if k != "lang"]
    params.append(("lang", lang))
    out = f"{path}?{urlencode(params)}"
    return f"{out}#{fragment}" if fragment else out
