"""The design lab page as its notebook shows it: :class:`widgets.lab.app.LabApp` with the ways to
the game's other pages and to its design lessons (its address follows its language switch, as on
every :class:`widgets.page.Page`); a rule set in its address (``?b=``) goes into B, and B's link is
copied, or a link pasted, next to B (:mod:`widgets.lab.address`)."""

from __future__ import annotations

import ipywidgets as W

from widgets.files import UploadButtons
from widgets.lab.address import add_lab_links, take_address_rules
from widgets.lab.app import LabApp
from widgets.lab.submit import SubmitPanel
from widgets.page_links import PageNav, add_nav


def lab_page(game: str, lang: str | None = None) -> LabApp:
    """The design lab page of ``game`` (``notebooks/<game>/lab.ipynb``)."""
    page = LabApp(game, lang)
    add_nav(page, PageNav(game, "lab", page.toggle, design=True))
    page.children[0].children = (*page.children[0].children, UploadButtons())
    for panel in page.sets.values():
        for widget in panel.widgets.values():
            if isinstance(widget, W.Dropdown):  # as wide as its longest choice: none is cut
                widget.layout.width, widget.layout.min_width = "auto", "150px"
    add_lab_links(page)  # next to B: "Copy link to B", "Open a link or code"
    take_address_rules(page)  # ?b=<code>: rule set B from the island editor's link
    page.submit = SubmitPanel(page)  # "Submit to the class" (on a class server only)
    page.children = (*page.children, page.submit)
    return page
