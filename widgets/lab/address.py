"""A rule set B given in the lab page's address: ``lab.ipynb?b=<code>`` (:mod:`kit.lab.rules_code`),
as the island editor opens it. The page reads the code when it opens, as it reads ``?lang=``
(:func:`widgets.language.page_lang`): Voila gives the kernel its page's query string in
``QUERY_STRING``, and the static site's first cell sets it from the page's address."""

from __future__ import annotations

import html
import os
from typing import Any
from urllib.parse import parse_qs

from kit import games
from kit.core import i18n
from kit.core.errors import KitError
from kit.core.i18n import Catalog
from kit.lab.rules_code import decode

PARAM = "b"

CATALOG = Catalog(
    "widgets.lab.address",
    {
        "lab.page.code_loaded": "Rule set B comes from this page's address (a link of the kit).",
        "lab.page.code_refused": "The rule set in this page's address was not loaded: {reason}",
    },
    {
        "lab.page.code_loaded": "規則B來自這個頁面的網址（摩艾教具箱的連結）。",
        "lab.page.code_refused": "沒有載入這個頁面網址中的規則：{reason}",
    },
)
i18n.load(CATALOG)


def address_code(query: str | None = None) -> str:
    """The code of ``?b=`` in ``query`` (default: the page's query string), or ""."""
    if query is None:
        query = os.environ.get("QUERY_STRING")
    return parse_qs(query or "").get(PARAM, [""])[-1]


def take_address_rules(page: Any, query: str | None = None) -> bool:
    """Put the rule set of the address's code in the lab page's rule set B; a bad code (or one
    of another game) is refused on the page with the reason. True when B was set."""
    code = address_code(query)
    if not code:
        return False
    lang = page.lang
    try:
        ruleset = decode(code)
        if ruleset.game != page.game:
            game = games.spec(ruleset.game).name(lang)
            reason = i18n.t("lab.page.wrong_game", lang, game=game)
        else:
            page.sets["B"].show(ruleset)
            page.message.value = html.escape(i18n.t("lab.page.code_loaded", lang))
            return True
    except KitError as exc:
        reason = exc.message(lang)
    words = i18n.t("lab.page.code_refused", lang, reason=reason)
    page.message.value = f"<span style='color:#b00'>{html.escape(words)}</span>"
    return False
