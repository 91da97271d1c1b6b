"""The landing page as one static HTML document, for a server to answer without a kernel.

The same cards, links and words as :class:`widgets.pages.landing.Landing`, both languages inside the
page: the English / 繁體中文 buttons switch at once (and rewrite the address's ``?lang=``);
without script they are plain links to ``?lang=``. A page written once (the static site's) shows
the language its address asks for. Nothing is loaded from anywhere.
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from kit.core import i18n
from widgets.a11y import HTML_LANGS, html_lang
from widgets.icon import icon_link
from widgets.pages.landing import cards_html, footer_html, title_html

STYLE = """
  body { margin: 0; background: #f3f3f3; color: #222;
         font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans CJK TC",
                      "Noto Sans TC", "Microsoft JhengHei", sans-serif; font-size: 14px;
         line-height: 1.45; }
  main { max-width: 968px; margin: 0 auto; padding: 20px 24px 32px; background: #fff;
         min-height: 100vh; box-sizing: border-box; }
  header { display: flex; justify-content: space-between; align-items: center; gap: 12px;
           flex-wrap: wrap; }
  h1 { font-size: 2em; } h2 { font-size: 1.5em; }
  .moai-lang-switch { display: flex; gap: 2px; }
  .moai-lang-switch a { padding: 5px 12px; border: 1px solid #bbb; background: #eee;
                        color: #222; text-decoration: none; border-radius: 2px; }
  .moai-lang-switch a.mod-active { background: #2f6f8f; border-color: #2f6f8f; color: #fff; }
  a.moai-link { color: #222; text-decoration: none; }
  .moai-link:hover { text-decoration: underline; }
"""

SCRIPT = """
(function () {
  var texts = JSON.parse(document.getElementById("moai-landing-texts").textContent);
  function show(lang) {
    var t = texts[lang];
    if (!t) return;
    document.documentElement.lang = HTML_LANGS[lang] || lang;
    document.title = t.page;
    ["title", "cards", "footer"].forEach(function (part) {
      document.getElementById("moai-landing-" + part).innerHTML = t[part];
    });
    document.querySelectorAll(".moai-lang-switch a").forEach(function (a) {
      var on = a.dataset.lang === lang;
      a.classList.toggle("mod-active", on);
      a.setAttribute("aria-pressed", on ? "true" : "false");
    });
    var url = new URL(window.location.href);
    url.searchParams.set("lang", lang);
    window.history.replaceState(null, "", url.toString());
  }
  document.querySelectorAll(".moai-lang-switch a").forEach(function (a) {
    a.addEventListener("click", function (event) {
      event.preventDefault();
      show(a.dataset.lang);
    });
  });
  // a page written in one language (a static site's) shows the one its address asks for
  var asked = new URL(window.location.href).searchParams.get("lang");
  if (asked && texts[asked] && HTML_LANGS[asked] !== document.documentElement.lang) show(asked);
})();
"""


def _texts(lang: str, root: Path) -> dict[str, str]:
    return {
        "page": i18n.t("app.title", lang),
        "title": title_html(lang),
        "cards": cards_html(lang, root),
        "footer": footer_html(lang, root),
    }


def landing_document(lang: str, root: Path | str) -> str:
    """The whole landing page in ``lang`` (both languages inside), for the notebooks at ``root``.

    Links are relative to the landing notebook's own address (as the widget page's are).
    """
    lang = i18n.check_lang(lang)
    root = Path(root)
    texts = {code: _texts(code, root) for code in i18n.LANGS}
    shown = texts[lang]
    buttons = "".join(
        f'<a role="button" href="?lang={code}" data-lang="{code}" '
        f'class="moai-lang-button{" mod-active" if code == lang else ""}" '
        f'aria-pressed="{"true" if code == lang else "false"}" lang="{html_lang(code)}">'
        f"{html.escape(i18n.LANG_NAMES[code])}</a>"
        for code in i18n.LANGS
    )
    # inside <script>, "</" would end the element: JSON allows "<\/" for it
    data = json.dumps(texts, ensure_ascii=False).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="{html_lang(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(shown["page"])}</title>
{icon_link()}
<style>{STYLE}</style>
</head>
<body>
<main class="moai-landing moai-landing-static">
<header>
<div id="moai-landing-title">{shown["title"]}</div>
<nav class="moai-lang-switch" aria-label="Language / 語言">{buttons}</nav>
</header>
<div id="moai-landing-cards">{shown["cards"]}</div>
<div id="moai-landing-footer">{shown["footer"]}</div>
</main>
<script type="application/json" id="moai-landing-texts">{data}</script>
<script>var HTML_LANGS = {json.dumps(HTML_LANGS)};{SCRIPT}</script>
</body>
</html>
"""
