"""What every page of the kit has: its language switch and the redraw in the language chosen.

A page (the start page, the gallery, the teacher's page, a game's lessons, a lesson, a design
lesson, the design lab, the play page) is a :class:`Page`. The page owns its English / 繁體中文
buttons (:attr:`Page.toggle`, :func:`widgets.language.language_toggle`) and the widget that keeps
``?lang=`` in its address and carries its accessibility (:attr:`Page.address`,
:func:`widgets.lang_address.lang_address`); a click on the buttons, or :meth:`Page.set_lang`,
redraws every string of the page once (:meth:`Page.render`, the page's own).

A page is built in this order::

    class Notes(Page):
        def __init__(self, lang: str = "en") -> None:
            self.language_switch(lang)  # first: the page's parts are built around it
            self.title = W.HTML()
            super().__init__([self.title_row(self.title)])
            self.ready()  # redraw at every switch, and draw once

        def render(self) -> None:
            self.title.value = i18n.t("notes.title", self.lang)
"""

from __future__ import annotations

import ipywidgets as W

from kit.core import i18n
from widgets.lang_address import LangAddress, lang_address
from widgets.language import language_toggle


class Page(W.VBox):
    """A page in one of the kit's languages, redrawn whenever its language changes."""

    toggle: W.ToggleButtons
    """The page's language switch (its ``value`` is the language code)."""
    address: LangAddress
    """The address's ``?lang=`` and the page's accessibility, following :attr:`toggle`; on the
    page (in its title row) for them to work."""

    def language_switch(self, lang: str) -> W.ToggleButtons:
        """Build the page's language switch, showing ``lang``, and its address widget; called
        first (before the page's parts, and before ``super().__init__``)."""
        self.toggle = language_toggle(lang)
        self.address = lang_address(self.toggle)
        return self.toggle

    def title_row(self, title: W.Widget, *more: W.Widget) -> W.HBox:
        """The page's top row: ``title`` on the left, the language switch (with the address
        widget) and ``more`` on the right."""
        return W.HBox(
            [title, self.toggle, self.address, *more],
            layout=W.Layout(justify_content="space-between", align_items="center"),
        )

    def ready(self) -> None:
        """Redraw the page whenever its language switch changes, and draw it once now (called
        last, once every part of the page is built)."""
        self.toggle.observe(lambda _: self.render(), names="value")
        self.render()

    @property
    def lang(self) -> str:
        """The language shown now."""
        return self.toggle.value

    def set_lang(self, lang: str) -> None:
        """Switch every string of the page to ``lang`` (what the page holds stays): the switch
        moves and the page is redrawn once, also when ``lang`` is the language shown already."""
        lang = i18n.check_lang(lang)
        if self.toggle.value != lang:
            self.toggle.value = lang  # its observer redraws
        else:
            self.render()

    def render(self) -> None:
        """Redraw every string of the page in :attr:`lang` (each page its own)."""
        raise NotImplementedError(f"{type(self).__name__} draws nothing")
