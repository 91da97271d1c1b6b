"""The play page's rules as a link: ``play.ipynb?rules=<code>`` (:mod:`kit.lab.rules_code`) opens
the page with that rule set as the rules of the next game, as if its file were loaded
(:meth:`~widgets.play.load_save.LoadSave.use_rules`); a refused code is shown with its reason.
On the setup screen, :class:`RulesLink` copies the link of the rules in use ("Copy link to these
rules"; the seed's rules give the page's link with no code; a rule set too large for a link is
offered as a file) and opens a pasted link or code ("Open a link or code")."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.errors import KitError
from kit.core.i18n import Catalog
from kit.core.options import options_to_dict
from kit.lab.rules_code import decode
from kit.lab.ruleset import RuleSet
from widgets.copy_link import CopyLink, Link, OpenLink, rules_link
from widgets.files import download_link
from widgets.lab.address import address_code

PARAM = "rules"

CATALOG = Catalog(
    "widgets.play.rules_link",
    {
        "play.link.copy": "Copy link to these rules",
        "play.link.open": "Open as the rules",
        "play.link.name": "(from a link)",
        "play.link.file": "Download these rules as a file",
        "play.link.address_refused": "The rule set in this page's address was not loaded: {reason}",
        "play.link.refused": "The link or code was not opened (the rules are unchanged): {reason}",
    },
    {
        "play.link.copy": "複製這組規則的連結",
        "play.link.open": "開啟為遊戲規則",
        "play.link.name": "（來自連結）",
        "play.link.file": "下載這組規則的檔案",
        "play.link.address_refused": "沒有載入這個頁面網址中的規則：{reason}",
        "play.link.refused": "沒有開啟這個連結或代碼（規則沒有改變）：{reason}",
    },
)
i18n.load(CATALOG)


class RulesLink(W.VBox):
    """On the play page's setup screen: "Copy link to these rules", and "Open a link or code"
    as the rules of the next game; a refusal is said here, in the page's language."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.said: tuple[str, dict[str, Any]] | None = None  # a refusal: its key and reason
        self.file_link = W.HTML()
        self.file_link.add_class("moai-play-rules-file")
        self.copy = CopyLink(self.link, app.lang)
        self.copy.add_class("moai-play-copy-rules")
        self.opener = OpenLink(self.open_text, app.lang)
        self.opener.add_class("moai-play-open-rules")
        self.message = W.HTML()
        self.message.add_class("moai-play-link-message")
        super().__init__([self.copy, self.file_link, self.opener, self.message])
        self.add_class("moai-play-rules-link")
        self.set_lang(app.lang)

    def rules_in_use(self) -> RuleSet:
        """The rules the next game follows: the setup form's options and the loaded rule set's
        board (ValueError names a bad value in the form)."""
        app = self.app
        loaded = app.rules
        options = options_to_dict(app.setup.options())
        board = loaded.board if loaded is not None else None
        return RuleSet(app.ui.key, options, board, loaded.name if loaded is not None else "")

    def link(self) -> Link:
        """The link of the rules in use; a bad value in the form, or a rule set too large for a
        link, gives a notice (then the rule set's file is offered to download)."""
        lang = self.app.lang
        self.file_link.value = ""
        try:
            ruleset = self.rules_in_use()
        except (KitError, ValueError) as exc:
            reason = exc.message(lang) if isinstance(exc, KitError) else str(exc)
            return Link(notice=i18n.t("link.refused", lang, reason=reason))
        found = rules_link(ruleset, "play.ipynb", PARAM, lang)
        if found.notice:
            self.file_link.value = download_link(
                ruleset.to_json(), f"{ruleset.game}-rules.json", i18n.t("play.link.file", lang)
            )
        return found

    def open_text(self, text: str, refused: str = "play.link.refused") -> bool:
        """Take the rule set of ``text`` (a code, or a link of the kit holding one) as the rules
        of the next game; a bad code, or one of another game, is refused with message
        ``refused`` and its reason, the rules unchanged. True when the rules were taken."""
        app = self.app
        if not text:
            self.say("link.empty", {})
            return False
        try:
            ruleset = decode(text)
            if ruleset.game != app.ui.key:
                spec = games.spec(ruleset.game)
                reason = {
                    lang: i18n.t("play.rules_wrong_game", lang, game=spec.name(lang))
                    for lang in i18n.LANGS
                }
            else:
                self.say(None)
                app.use_rules(ruleset, i18n.t("play.link.name", app.lang))
                return True
        except KitError as exc:
            reason = {lang: exc.message(lang) for lang in i18n.LANGS}
        self.say(refused, {"reason": reason})
        return False

    def say(self, key: str | None, params: dict[str, Any] | None = None) -> None:
        """Show message ``key`` (None: nothing) in the page's language, kept for a switch."""
        self.said = None if key is None else (key, params or {})
        if key is None:
            self.message.value = ""
            return
        words = html.escape(i18n.t(key, self.app.lang, **(params or {})))
        self.message.value = f"<span style='color:#b00'>{words}</span>"

    def set_lang(self, lang: str) -> None:
        """Every text in ``lang`` (a refusal shown is said again in it)."""
        self.copy.set_lang(lang, i18n.t("play.link.copy", lang))
        self.opener.set_lang(lang, i18n.t("play.link.open", lang))
        if self.said is not None:
            self.say(*self.said)


def add_rules_link(app: Any) -> RulesLink:
    """Put :class:`RulesLink` under the setup screen's upload (``app.load_box``, shown with the
    setup form), following the page's language switch."""
    panel = RulesLink(app)
    old = app.load_box
    app.load_box = W.VBox([old, panel])
    app.children = [app.load_box if child is old else child for child in app.children]
    app.toggle.observe(lambda change: panel.set_lang(change["new"]), names="value")
    return panel


def take_rules_address(app: Any, panel: RulesLink, query: str | None = None) -> bool:
    """The rule set of the address's ``?rules=<code>`` as the rules of the next game (default:
    the page's query string); a bad code is refused with its reason. True when it was taken."""
    code = address_code(query, PARAM)
    return bool(code) and panel.open_text(code, "play.link.address_refused")
