"""The page's address follows its language switch: ``?lang=`` is rewritten in place (no reload,
no new history entry), so a reload or a bookmark opens the page in the language chosen.

:class:`LangAddress` is a widget with nothing to see; the kernel side is only its ``lang`` value,
linked to the page's English / 繁體中文 buttons (:func:`widgets.language.language_toggle`). The
browser side rewrites the address of a Voila page or of the static site's page; inside
JupyterLab (a notebook opened for editing) it leaves the address alone.
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets as W
import traitlets

from widgets.a11y import PAGE_CSS, PAGE_JS


class LangAddress(anywidget.AnyWidget):
    """Keeps the ``lang`` parameter of the page's address equal to :attr:`lang`."""

    # (with the page's accessibility: its lang attribute follows the switch, see widgets.a11y)
    _esm = (
        PAGE_JS
        + """
    function render({ model }) {
      const follow = () => {
        const lang = model.get("lang");
        if (lang) moaiPageLang(lang);
        const path = window.location.pathname;
        if (!lang || /\\/(lab|notebooks|tree|doc)(\\/|$)/.test(path)) return;
        const url = new URL(window.location.href);
        if (url.searchParams.get("lang") === lang) return;
        url.searchParams.set("lang", lang);
        window.history.replaceState(window.history.state, "", url.toString());
      };
      model.on("change:lang", follow);
      follow();
      return () => model.off("change:lang", follow);
    }
    export default { render };
    """
    )

    _css = PAGE_CSS
    lang = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=W.Layout(display="none"), **kwargs)
        self.add_class("moai-lang-address")


def lang_address(toggle: W.ValueWidget) -> LangAddress:
    """A :class:`LangAddress` that follows ``toggle`` (the page's language switch); put it on
    the page (next to the switch) for it to work."""
    address = LangAddress(lang=toggle.value)
    W.dlink((toggle, "value"), (address, "lang"))
    return address
