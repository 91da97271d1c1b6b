"""Accessibility of every page (WCAG 2.1 AA, checked by axe-core in tests/browser/test_browser_axe.py).

- :func:`aria_name` gives a form control (text box, list, checkbox, slider) an accessible name in the
  page's language: its ``description``, read by screen readers but not shown (the form shows its
  own label beside the control).
- :data:`PAGE_CSS` and :data:`PAGE_JS` are sent to every page by its language switch's companion
  (:class:`widgets.lang_address.LangAddress`): the page's ``lang`` attribute follows the switch
  (``zh-Hant-TW`` for Chinese), every Plotly figure is an image (``role="img"``) named by its
  title in the page's language, the names given by :func:`aria_name` are hidden from sight, and the
  colours of ipywidgets' coloured buttons have 4.5:1 contrast with their white text.
- A figure's text alternative (its data as tables) comes with it: see
  :func:`widgets.figure_alt.figure_alt`.
"""

from __future__ import annotations

import ipywidgets as W

HTML_LANGS = {"en": "en", "zh-TW": "zh-Hant-TW"}
"""The ``lang`` attribute of a page (or passage) in each language of the kit."""

NAMED = "moai-named"
"""The class of a control named by :func:`aria_name` (its label is for screen readers only)."""


def html_lang(lang: str) -> str:
    """The ``lang`` attribute for ``lang`` (a language code of :mod:`kit.core.i18n`)."""
    return HTML_LANGS.get(lang, lang)


def aria_name(widget: W.Widget, text: str) -> W.Widget:
    """Give ``widget`` the accessible name ``text`` (its ``description``, linked to the control by
    ipywidgets' ``<label for=...>``), hidden from sight by :data:`PAGE_CSS`; returns it."""
    if NAMED not in widget._dom_classes:
        widget.add_class(NAMED)
        widget.style.description_width = "0px"
    widget.description = text
    return widget


# Visually hidden yet read (the usual "screen reader only" rules); an accordion's title and the
# darker button colours (ipywidgets' grey titles and its coloured buttons' white text are below
# 4.5:1).
PAGE_CSS = f"""
.{NAMED} > .widget-label, .{NAMED} .widget-label-basic > span, .moai-sr-only {{
  position: absolute !important; width: 1px !important; height: 1px !important;
  padding: 0 !important; margin: -1px !important; overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important; white-space: nowrap !important; border: 0 !important;
}}
.{NAMED}.widget-inline-hbox > .widget-label {{ min-width: 0 !important; }}
.jupyter-widget-Collapse-header {{ color: var(--jp-ui-font-color1); }}
.jupyter-button.mod-info {{ background-color: #00727d; }}
.jupyter-button.mod-success {{ background-color: #2e7d32; }}
.jupyter-button.mod-warning {{ background-color: #b35900; }}
.jupyter-button.mod-danger {{ background-color: #c62828; }}
.jupyter-button.mod-primary {{ background-color: #1565c0; }}
"""

# The page side: ``moaiPageLang(lang)`` sets the page's language; figures are named as they come
# and go (a MutationObserver, one pass per animation frame).
PAGE_JS = r"""
const MOAI_LANG = { en: "en", "zh-TW": "zh-Hant-TW" };
const MOAI_FIGURE = { en: ["Figure", ": "], "zh-TW": ["圖", "："] };
const MOAI_NAMES = { English: "en", "繁體中文": "zh-Hant-TW" };

function moaiTitle(gd) {
  const title = gd.querySelector(".gtitle");
  if (!title) return "";
  const lines = [...title.querySelectorAll("tspan.line")].map((t) => t.textContent.trim());
  const joint = window.moaiLang === "zh-TW" ? "" : " ";
  return (lines.length ? lines.join(joint) : title.textContent).trim();
}

function moaiLabel() {
  window.moaiPending = 0;
  const [word, colon] = MOAI_FIGURE[window.moaiLang] || MOAI_FIGURE.en;
  document.querySelectorAll(".js-plotly-plot").forEach((gd) => {
    const title = moaiTitle(gd);
    const label = title ? word + colon + title : word;
    if (gd.getAttribute("role") !== "img") gd.setAttribute("role", "img");
    if (gd.getAttribute("aria-label") !== label) gd.setAttribute("aria-label", label);
  });
  // a slider's handle (a div with role="slider") is not a labelled input: it takes the name
  document.querySelectorAll(".moai-named .noUi-handle").forEach((handle) => {
    const label = handle.closest(".moai-named").querySelector(".widget-label");
    const text = label ? label.textContent.trim() : "";
    if (text && handle.getAttribute("aria-label") !== text) handle.setAttribute("aria-label", text);
  });
  // the language switch's buttons say their own language
  document.querySelectorAll(".widget-toggle-button").forEach((b) => {
    const lang = MOAI_NAMES[b.textContent.trim()];
    if (lang && b.getAttribute("lang") !== lang) b.setAttribute("lang", lang);
  });
}

function moaiSchedule() {
  if (!window.moaiPending) window.moaiPending = requestAnimationFrame(moaiLabel);
}

if (!window.moaiA11yObserver) {
  window.moaiA11yObserver = new MutationObserver(moaiSchedule);
  window.moaiA11yObserver.observe(document.body, { subtree: true, childList: true });
}

function moaiPageLang(lang) {
  window.moaiLang = MOAI_LANG[lang] ? lang : "en";
  document.documentElement.setAttribute("lang", MOAI_LANG[window.moaiLang]);
  moaiSchedule();
}
"""
