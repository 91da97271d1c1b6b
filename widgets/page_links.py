"""The ways from one page of a game to the others: the start page, the game's lessons, its play
page and its design lab, and the game's design lessons (:mod:`kit.lab.lessons`).

Links are relative to the page's own address and ask for the page's language (``?lang=``); the
static site turns them into its ``.html`` pages (``deploy/site/moai-site.js``). A page is linked
only when its notebook exists under ``root`` (the folder of the game's pages: the current folder,
as in Voila and on the static site).
"""

from __future__ import annotations

import html
import posixpath
from pathlib import Path

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.lab.lessons import design_lessons
from widgets.language import with_lang

PAGES = (
    ("home", "lesson.home", "../index.ipynb"),
    ("lessons", "lesson.index", "lessons.ipynb"),
    ("play", "lesson.play", "play.ipynb"),
    ("lab", "lesson.lab", "lab.ipynb"),
)
"""The pages every page of a game links to: (name, words, address from the game's folder)."""


def game_pages(game: str) -> list[tuple[str, str]]:
    """The game's own design pages besides the four of :data:`PAGES` (an island editor...): its
    ``GameSpec.parts`` named ``page:<name>``, each the notebook's address from the game's folder,
    as (name, address); the link's words are the game's message ``<game>.page.<name>``."""
    parts = games.spec(game).parts
    return [(k.removeprefix("page:"), v) for k, v in parts.items() if k.startswith("page:")]


def _design_pages(game: str, here: str) -> list[tuple[str, str, str]]:
    """The game's own design pages as :data:`PAGES` lists pages, for the lab and those pages
    (the pages a designer goes between); none for the other pages."""
    extra = [(name, f"{game}.page.{name}", href) for name, href in game_pages(game)]
    return extra if here == "lab" or any(here == name for name, _, _ in extra) else []


def _link(href: str, text: str, css: str, colour: str) -> str:
    return (
        f'<a class="moai-link {css}" href="{html.escape(href)}" '
        f'style="margin-right:18px;font-weight:600;color:{colour}">{html.escape(text)}</a>'
    )


def nav_html(game: str, here: str, lang: str, root: Path | str, prefix: str = "") -> str:
    """The links from the page ``here`` ("play", "lab", ...) of ``game`` to the game's other pages
    that exist under ``root`` (the game's folder); ``prefix`` leads from the page to that folder
    ("../giants/" from a design lesson)."""
    root = Path(root)
    links = [
        _link(
            with_lang(posixpath.normpath(prefix + href), lang),
            i18n.t(key, lang),
            f"moai-nav-{name}",
            "#1f5f8b",
        )
        for name, key, href in [*PAGES, *_design_pages(game, here)]
        if name != here and (root / href).exists()
    ]
    if not links:
        return ""
    label = html.escape(i18n.t("nav.label", lang))
    return (
        f'<nav class="moai-nav" aria-label="{label}" style="margin:0 0 8px">{"".join(links)}</nav>'
    )


def design_links_html(game: str, lang: str, design_root: Path | str, prefix: str) -> str:
    """The game's design lessons (those whose notebook exists under ``design_root``), as a titled
    list of links; ``prefix`` leads from the page to the design lessons' folder."""
    design_root = Path(design_root)
    accent = games.spec(game).accent
    items = [
        f'<li class="moai-design-item"><a class="moai-link moai-design-link" '
        f'href="{html.escape(with_lang(f"{prefix}{d.id}.ipynb", lang))}" '
        f'style="color:{accent}">{html.escape(i18n.t(d.text("title"), lang))}</a></li>'
        for d in design_lessons(game)
        if (design_root / f"{d.id}.ipynb").exists()
    ]
    if not items:
        return ""
    return (
        f'<div class="moai-design-links"><b>{html.escape(i18n.t("design.page.lessons", lang))}'
        f'</b><ul class="moai-design-list" style="margin:4px 0 10px">{"".join(items)}</ul></div>'
    )


def home_html(lang: str, root: Path | str) -> str:
    """The way back to the start page from a page of the notebooks folder ``root`` (the gallery)."""
    if not (Path(root) / "index.ipynb").exists():
        return ""
    link = _link(
        with_lang("index.ipynb", lang), i18n.t("lesson.home", lang), "moai-nav-home", "#1f5f8b"
    )
    return f'<nav class="moai-nav" style="margin:0 0 8px">{link}</nav>'


class PageNav(W.HTML):
    """The links of :func:`nav_html` (and, on the lab page, the game's design lessons), redrawn
    in the language of ``toggle`` whenever it changes."""

    def __init__(
        self,
        game: str,
        here: str,
        toggle: W.ValueWidget,
        root: Path | str | None = None,
        prefix: str = "",
        design: bool = False,
    ) -> None:
        super().__init__()
        self.add_class("moai-page-nav")
        self.game, self.here, self.prefix, self.design = game, here, prefix, design
        self.root = Path(root) if root is not None else Path.cwd()
        toggle.observe(lambda change: self.render(change["new"]), names="value")
        self.render(toggle.value)

    def render(self, lang: str) -> None:
        """The links in ``lang``."""
        out = nav_html(self.game, self.here, lang, self.root, self.prefix)
        if self.design:
            design_root = self.root.parent / "design"
            prefix = posixpath.normpath(f"{self.prefix}../design") + "/"
            out += design_links_html(self.game, lang, design_root, prefix)
        self.value = out


def add_nav(page: W.Box, nav: W.Widget) -> W.Box:
    """``page`` (a page whose first child is its title row) with ``nav`` under the title row."""
    top, *rest = page.children
    page.children = (top, nav, *rest)
    return page
