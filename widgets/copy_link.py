"""A rule set given as a link: the button that copies a page's link (:class:`CopyLink`) and the
box where a link or a code is pasted to open it (:class:`OpenLink`).

The kernel does not know the page's address (a Voila server, the static site, JupyterLab): it
gives a **relative** target (``lab.ipynb?b=<code>&lang=en``, :mod:`kit.lab.rules_code`) and the
browser makes it absolute from the page's own location (``new URL(target, location.href)``; on
the static site the pages end in ``.html``). The link is shown in a read-only, labelled text box
and selected, so that it can be copied by hand where the clipboard is not allowed (plain http on
a class server is not a secure context); the clipboard is tried, and a status read by screen
readers (``aria-live``) says which happened. In JupyterLab (a notebook opened for editing) a
link to the notebook would open the editor: the code itself is copied, to be pasted into
"Open a link or code" of a lab or play page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import anywidget
import ipywidgets as W
import traitlets

from kit.core import i18n
from kit.core.i18n import Catalog
from kit.lab import rules_code
from kit.lab.ruleset import RuleSet
from widgets.a11y import aria_name
from widgets.language import with_lang

CATALOG = Catalog(
    "widgets.copy_link",
    {
        "link.copy": "Copy link",
        "link.link_label": "Link to copy",
        "link.code_label": "Code to copy",
        "link.copied": "Link copied: paste it where you want to share it.",
        "link.manual": "The link is selected in the box: copy it with Ctrl+C (⌘C on a Mac).",
        "link.code_copied": "Code copied: paste it into “Open a link or code” on a lab or play "
        "page.",
        "link.code_manual": "The code is selected in the box: copy it with Ctrl+C (⌘C on a Mac), "
        "then paste it into “Open a link or code” on a lab or play page.",
        "link.open_title": "Open a link or code",
        "link.open_label": "Link or code",
        "link.open_placeholder": "Paste a link of the kit or a rule-set code",
        "link.too_large": "This rule set is too large for a link ({n} characters; at most "
        "{limit}): download it as a file and share the file.",
        "link.refused": "No link: {reason}",
        "link.empty": "Paste a link or a code first.",
    },
    {
        "link.copy": "複製連結",
        "link.link_label": "要複製的連結",
        "link.code_label": "要複製的代碼",
        "link.copied": "已複製連結：請貼到要分享的地方。",
        "link.manual": "連結已在框中選取：請按Ctrl+C（Mac按⌘C）複製。",
        "link.code_copied": "已複製代碼：請貼到實驗室頁面或對戰頁的「開啟連結或代碼」。",
        "link.code_manual": "代碼已在框中選取：請按Ctrl+C（Mac按⌘C）複製，"
        "再貼到實驗室頁面或對戰頁的「開啟連結或代碼」。",
        "link.open_title": "開啟連結或代碼",
        "link.open_label": "連結或代碼",
        "link.open_placeholder": "貼上摩艾教具箱的連結或規則代碼",
        "link.too_large": "這組規則太大，放不進連結（{n}個字元；最多{limit}個）：請下載成檔案，分享檔案。",
        "link.refused": "沒有連結：{reason}",
        "link.empty": "請先貼上連結或代碼。",
    },
)
i18n.load(CATALOG)

WORDS = ("link_label", "code_label", "copied", "manual", "code_copied", "code_manual")
"""The texts the browser side shows, sent in the page's language (``words``)."""


@dataclass(frozen=True)
class Link:
    """What a copy gives: the page's relative ``target`` and the rule set's ``code`` ("" for
    the seed's rules), or instead a ``notice`` saying why there is no link."""

    target: str = ""
    code: str = ""
    notice: str = ""


class CopyLink(anywidget.AnyWidget):
    """A "Copy link" button, the link in a read-only labelled text box, and a status.

    ``provider`` makes the :class:`Link` when the button is pressed (the rule set as it is at
    that moment); :meth:`copy` is the press as the kernel sees it."""

    _esm = """
    let made = 0;
    function render({ model, el }) {
      const id = "moai-copy-link-" + (++made) + "-" + Math.random().toString(36).slice(2, 8);
      const button = document.createElement("button");
      button.type = "button";
      button.className = "jupyter-button widget-button moai-copy-link-button";
      const row = document.createElement("div");
      row.className = "moai-copy-link-row";
      row.hidden = true;
      const label = document.createElement("label");
      label.htmlFor = id;
      const input = document.createElement("input");
      input.type = "text";
      input.id = id;
      input.readOnly = true;
      input.className = "moai-copy-link-text";
      input.addEventListener("focus", () => input.select());
      row.append(label, input);
      const status = document.createElement("div");
      status.className = "moai-copy-link-status";
      status.setAttribute("role", "status");
      status.setAttribute("aria-live", "polite");
      el.classList.add("moai-copy-link");
      el.append(button, row, status);

      // JupyterLab or Notebook (a notebook opened for editing), not a Voila or static-site page
      const inEditor = () => !/\\/voila\\//.test(location.pathname)
        && /\\/(lab|notebooks|tree|doc)(\\/|$)/.test(location.pathname);
      let state = "";
      const say = () => {
        const words = model.get("words") || {};
        status.textContent = state === "notice" ? model.get("notice") : (words[state] || "");
      };
      const draw = () => {
        const words = model.get("words") || {};
        button.textContent = model.get("description");
        label.textContent = words[input.dataset.kind === "code" ? "code_label" : "link_label"];
        say();
      };
      const address = (target) => {
        let t = target;  // the static site's pages are the notebooks' paths ending in .html
        if (/\\.html$/.test(location.pathname)) t = t.replace(/\\.ipynb(?=[?#]|$)/, ".html");
        return new URL(t, location.href).href;
      };
      const offer = async () => {
        const target = model.get("target"), code = model.get("code");
        status.textContent = "";  // a new status is read even when its words are the same
        if (model.get("notice") || !target) {
          row.hidden = true;
          state = "notice";
          setTimeout(say, 60);
          return;
        }
        const asCode = inEditor() && code;
        input.dataset.kind = asCode ? "code" : "link";
        input.value = asCode ? code : address(target);
        row.hidden = false;
        draw();
        input.focus();
        input.select();
        let copied = false;
        try {
          if (navigator.clipboard && window.isSecureContext) {
            await navigator.clipboard.writeText(input.value);
            copied = true;
          }
        } catch (err) {
          copied = false;  // not allowed here: the link stays selected, to copy by hand
        }
        state = (asCode ? "code_" : "") + (copied ? "copied" : "manual");
        setTimeout(say, 60);
      };
      button.addEventListener("click", () => model.send({ event: "copy" }));
      model.on("change:ticket", offer);
      model.on("change:words change:description", draw);
      model.on("change:notice", () => { if (state === "notice") say(); });
      draw();
      return () => {
        model.off("change:ticket", offer);
        model.off("change:words change:description", draw);
      };
    }
    export default { render };
    """

    _css = """
    .moai-copy-link { display: flex; flex-direction: column; gap: 4px; max-width: 44em; }
    .moai-copy-link-button { width: auto; align-self: flex-start; padding: 0 12px; }
    .moai-copy-link-row { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    .moai-copy-link-row[hidden] { display: none; }
    .moai-copy-link-text { flex: 1 1 20em; min-width: 12em; font-family: monospace; }
    .moai-copy-link-status:empty { display: none; }
    """

    description = traitlets.Unicode("").tag(sync=True)
    target = traitlets.Unicode("").tag(sync=True)
    code = traitlets.Unicode("").tag(sync=True)
    notice = traitlets.Unicode("").tag(sync=True)
    ticket = traitlets.Int(0).tag(sync=True)
    words = traitlets.Dict().tag(sync=True)

    def __init__(self, provider: Callable[[], Link], lang: str = "en", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.provider = provider
        self.lang = lang
        self.on_msg(self._message)
        self.set_lang(lang)

    def set_lang(self, lang: str, description: str | None = None) -> None:
        """Every text in ``lang`` (the button's text ``description``, default "Copy link"); a
        notice shown is said again in ``lang``."""
        self.lang = lang
        with self.hold_sync():
            self.description = description or i18n.t("link.copy", lang)
            self.words = {k: i18n.t(f"link.{k}", lang) for k in WORDS}
            if self.notice:
                self.notice = self.provider().notice

    def copy(self) -> Link:
        """What a press of the button does in the kernel: the link of the moment sent to the
        browser (which makes it absolute and copies it), or the notice why there is none."""
        link = self.provider()
        with self.hold_sync():
            self.target, self.code, self.notice = link.target, link.code, link.notice
            self.ticket += 1
        return link

    def _message(self, _: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "copy":
            self.copy()


class OpenLink(W.VBox):
    """ "Open a link or code": a labelled text box where a link of the kit or a rule-set code is
    pasted, and the button that opens it (``on_open`` gets the text)."""

    def __init__(self, on_open: Callable[[str], None], lang: str = "en") -> None:
        self.on_open = on_open
        self.heading = W.HTML()
        self.text = W.Text(layout=W.Layout(flex="1 1 16em", min_width="12em", max_width="36em"))
        self.text.add_class("moai-open-link-text")
        self.button = W.Button(icon="folder-open", layout=W.Layout(width="auto", flex="0 0 auto"))
        self.button.add_class("moai-open-link-button")
        self.button.on_click(lambda _: self.submit())
        row = W.HBox([self.text, self.button], layout=W.Layout(flex_flow="row wrap"))
        super().__init__([self.heading, row])
        self.add_class("moai-open-link")
        self.set_lang(lang)

    def set_lang(self, lang: str, button: str | None = None) -> None:
        """Every text in ``lang``; ``button`` is the button's text ("Open as B")."""
        self.lang = lang
        self.heading.value = f"<b>{i18n.t('link.open_title', lang)}</b>"
        aria_name(self.text, i18n.t("link.open_label", lang))  # under the heading that says it
        self.text.placeholder = i18n.t("link.open_placeholder", lang)
        self.button.description = button or i18n.t("link.open_title", lang)

    def submit(self) -> None:
        """Hand the pasted text to ``on_open``."""
        self.on_open(self.text.value.strip())


def rules_link(
    ruleset: RuleSet,
    page: str,
    param: str,
    lang: str,
    limit: int | None = None,
    weights: dict[str, float] | None = None,
) -> Link:
    """The :class:`Link` of ``ruleset`` (and the greedy ``weights`` changed, if any) on ``page``
    (``lab.ipynb``) as ``?<param>=<code>`` in ``lang``; the seed's rules give the page's link
    with no code; a rule set too large for a link (over ``limit``, default
    :data:`kit.lab.rules_code.LINK_LIMIT`) gives a notice."""
    if not ruleset.options and ruleset.board is None and not weights:
        return Link(target=with_lang(page, lang))
    code = rules_code.encode(ruleset, weights)
    limit = rules_code.LINK_LIMIT if limit is None else limit
    if len(code) > limit:
        return Link(notice=i18n.t("link.too_large", lang, n=len(code), limit=limit))
    return Link(target=with_lang(f"{page}?{param}={code}", lang), code=code)
