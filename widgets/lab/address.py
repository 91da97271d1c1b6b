"""A rule set B given as a link: ``lab.ipynb?b=<code>`` (:mod:`kit.lab.rules_code`), as the
island editor and "Copy link to B" make it.

The page reads the code when it opens, as it reads ``?lang=`` (:func:`widgets.language.page_lang`):
Voila gives the kernel its page's query string in ``QUERY_STRING``, and the static site's first
cell sets it from the page's address. Next to rule set B, :class:`LabLinks` copies B's link
(:class:`widgets.copy_link.CopyLink`; a rule set too large for a link is offered as a file) and
opens a pasted link or code as B (:class:`widgets.copy_link.OpenLink`)."""

from __future__ import annotations

import html
import os
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.errors import KitError
from kit.core.i18n import Catalog
from kit.lab.games import LabError, engine
from kit.lab.rules_code import decode_variant
from widgets.copy_link import CopyLink, Link, OpenLink, rules_link
from widgets.files import download_link

PARAM = "b"

CATALOG = Catalog(
    "widgets.lab.address",
    {
        "lab.page.code_loaded": "Rule set B comes from this page's address (a link of the kit).",
        "lab.page.code_refused": "The rule set in this page's address was not loaded: {reason}",
        "lab.page.link_loaded": "Rule set B comes from the link or code you pasted.",
        "lab.page.link_refused": "The link or code was not opened (rule set B is unchanged): "
        "{reason}",
        "lab.page.copy_b": "Copy link to B",
        "lab.page.open_b": "Open as B",
        "lab.page.b_file": "Download rule set B as a file",
    },
    {
        "lab.page.code_loaded": "規則B來自這個頁面的網址（摩艾教具箱的連結）。",
        "lab.page.code_refused": "沒有載入這個頁面網址中的規則：{reason}",
        "lab.page.link_loaded": "規則B來自你貼上的連結或代碼。",
        "lab.page.link_refused": "沒有開啟這個連結或代碼（規則B沒有改變）：{reason}",
        "lab.page.copy_b": "複製規則B的連結",
        "lab.page.open_b": "開啟為規則B",
        "lab.page.b_file": "下載規則B檔案",
    },
)
i18n.load(CATALOG)


def page_query() -> str:
    """The page's query string: Voila's ``QUERY_STRING`` (a preheated kernel gets it when its
    page is asked for, as :func:`widgets.language.page_lang` reads it), else ""."""
    query = os.environ.get("QUERY_STRING")
    if query is None and os.environ.get("VOILA_PREHEAT") == "True":
        try:
            from voila.utils import get_query_string
        except ImportError:  # pragma: no cover - a preheated kernel always has Voila
            return ""
        query = get_query_string()
    return query or ""


def address_code(query: str | None = None, param: str = PARAM) -> str:
    """The code of ``?<param>=`` in ``query`` (default: the page's query string), or ""."""
    if query is None:
        query = page_query()
    return parse_qs(query or "").get(param, [""])[-1]


def _say(page: Any, key: str, error: bool = False, **params: Any) -> None:
    """Put message ``key`` on the lab page in its language (kept, to say again in another)."""
    words = html.escape(i18n.t(key, page.lang, **params))
    page.message.value = f"<span style='color:#b00'>{words}</span>" if error else words
    page._link_said = (key, error, params, page.message.value)


def say_again(page: Any) -> None:
    """The message of a link said again in the page's language, if it is still shown."""
    said = getattr(page, "_link_said", None)
    if said is not None and page.message.value == said[3]:
        _say(page, said[0], said[1], **said[2])


def open_as_b(page: Any, text: str, loaded: str, refused: str) -> bool:
    """Put the rule set of ``text`` (a code, or a link of the kit holding one) in the lab page's
    rule set B and say so with message ``loaded``; a bad code, or one of another game, is
    refused with message ``refused`` and its reason, B unchanged. True when B was set."""
    try:
        ruleset, weights = decode_variant(text)
        if ruleset.game != page.game:
            game = games.spec(ruleset.game)
            reason = {
                lang: i18n.t("lab.page.wrong_game", lang, game=game.name(lang))
                for lang in i18n.LANGS
            }
        else:
            page.sets["B"].show(ruleset)
            for name, value in weights.items():  # the greedy bot as the link's author set it
                page.weights[name].value = value
            _say(page, loaded)
            return True
    except KitError as exc:
        reason = {lang: exc.message(lang) for lang in i18n.LANGS}
    _say(page, refused, error=True, reason=reason)
    return False


def changed_weights(page: Any) -> dict[str, float]:
    """The greedy bot's weights changed on the lab page (they go with B's link)."""
    defaults = engine(page.game).GreedyWeights()
    return {
        name: box.value
        for name, box in page.weights.items()
        if box.value != getattr(defaults, name)
    }


def take_address_rules(page: Any, query: str | None = None) -> bool:
    """Put the rule set of the address's code in the lab page's rule set B; a bad code (or one
    of another game) is refused on the page with the reason. True when B was set."""
    code = address_code(query)
    if not code:
        return False
    return open_as_b(page, code, "lab.page.code_loaded", "lab.page.code_refused")


class LabLinks(W.VBox):
    """Next to rule set B: "Copy link to B" (a rule set too large for a link: its file to
    download instead) and "Open a link or code" into B."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.file_link = W.HTML()
        self.file_link.add_class("moai-lab-b-file")
        self.copy = CopyLink(self.link, page.lang)
        self.copy.add_class("moai-lab-copy-b")
        self.opener = OpenLink(self.open_text, page.lang)
        self.opener.add_class("moai-lab-open-b")
        super().__init__([self.copy, self.file_link, self.opener])
        self.add_class("moai-lab-links")
        self.set_lang(page.lang)

    def link(self) -> Link:
        """B's link as it stands; a bad value, or a rule set too large for a link, gives a notice
        (then B's file is offered to download)."""
        lang = self.page.lang
        self.file_link.value = ""
        try:
            ruleset = self.page.sets["B"].ruleset()
        except (LabError, KitError, ValueError) as exc:
            reason = exc.message(lang) if isinstance(exc, KitError) else str(exc)
            return Link(notice=i18n.t("link.refused", lang, reason=reason))
        found = rules_link(ruleset, "lab.ipynb", PARAM, lang, weights=changed_weights(self.page))
        if found.notice:
            self.file_link.value = download_link(
                ruleset.to_json(),
                f"{self.page.game}-rules-B.json",
                i18n.t("lab.page.b_file", lang),
            )
        return found

    def open_text(self, text: str) -> bool:
        """Open the pasted ``text`` as B (:func:`open_as_b`)."""
        if not text:
            _say(self.page, "link.empty", error=True)
            return False
        return open_as_b(self.page, text, "lab.page.link_loaded", "lab.page.link_refused")

    def set_lang(self, lang: str) -> None:
        """Every text in ``lang``, and the link's message said again in it."""
        self.copy.set_lang(lang, i18n.t("lab.page.copy_b", lang))
        self.opener.set_lang(lang, i18n.t("lab.page.open_b", lang))
        say_again(self.page)


def add_lab_links(page: Any) -> LabLinks:
    """Put :class:`LabLinks` under the lab page's rule set B, following its language switch."""
    links = LabLinks(page)
    panel = page.sets["B"]
    panel.children = (*panel.children, links)
    page.toggle.observe(lambda change: links.set_lang(change["new"]), names="value")
    return links
