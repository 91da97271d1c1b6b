"""The landing page: one card per game and a language switch that redraws every string."""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.lessons import lesson_ids, load
from widgets.language import page_lang, with_lang
from widgets.page import Page
from widgets.page_links import design_links_html, game_pages


@dataclass(frozen=True)
class GameCard:
    """What the landing page says about one game."""

    key: str  # the game's key: the folder of its pages and the prefix of its words
    players: tuple[int, int]
    minutes: int
    mechanisms: tuple[str, ...]
    accent: str


def cards() -> tuple[GameCard, ...]:
    """One card per game of the kit, from each game's description (:mod:`kit.games`)."""
    return tuple(
        GameCard(spec.key, spec.players[:2], spec.minutes, spec.mechanisms, spec.accent)
        for spec in games.specs()
    )


def __getattr__(name: str) -> object:
    """``CARDS``: :func:`cards`, read when asked (a game may come from a folder of its own)."""
    if name == "CARDS":
        return cards()
    raise AttributeError(name)


PAGES = (("lessons", "lessons.ipynb"), ("play", "play.ipynb"), ("lab", "lab.ipynb"))

CARD_CSS = (
    "border:1px solid #ccc;border-radius:10px;padding:14px 18px;margin:8px;"
    "width:390px;box-shadow:0 1px 3px rgba(0,0,0,.12);background:#fff;"
)


def lessons_html(card: GameCard, lang: str, root: Path) -> str:
    """The game's lessons in order, linked, once its lessons' page exists under ``root``."""
    folder = root / card.key
    if not (folder / "lessons.ipynb").exists():
        return ""
    items = []
    for lesson_id in lesson_ids(card.key):
        if (folder / f"{lesson_id}.ipynb").exists():
            lesson = load(card.key, lesson_id)
            title = html.escape(lesson.text(lesson.title, lang))
            items.append(
                f'<li value="{lesson.number}"><a class="moai-link moai-lesson-link" '
                f'href="{with_lang(f"{card.key}/{lesson_id}.ipynb", lang)}" style="color:{card.accent}">{title}</a></li>'
            )
    if not items:
        return ""
    return f'<ol class="moai-lesson-list" style="margin:4px 0 10px">{"".join(items)}</ol>'


def card_html(card: GameCard, lang: str, root: Path) -> str:
    """The HTML of one game's card in ``lang``; links only to pages that exist under ``root``."""

    def t(key: str, **params: object) -> str:
        return html.escape(i18n.t(key, lang, **params))

    prefix = f"app.{card.key}"
    mechanisms = "".join(f"<li>{t(f'{prefix}.mech.{m}')}</li>" for m in card.mechanisms)
    links = []
    for page, filename in PAGES:
        if (root / card.key / filename).exists():
            links.append(
                f'<a class="moai-link" href="{with_lang(f"{card.key}/{filename}", lang)}" '
                f'style="margin-right:14px;font-weight:600">{t(f"app.{page}")}</a>'
            )
        else:
            links.append(
                f'<span title="{t("app.soon")}" style="margin-right:14px;color:#666">'
                f"{t('app.in_preparation', page=i18n.t(f'app.{page}', lang))}</span>"
            )
    for name, filename in game_pages(card.key):  # the game's own design pages, if any
        if (root / card.key / filename).exists():
            links.append(
                f'<a class="moai-link moai-card-{name}" '
                f'href="{with_lang(f"{card.key}/{filename}", lang)}" '
                f'style="margin-right:14px;font-weight:600">{t(f"{card.key}.page.{name}")}</a>'
            )
    low, high = card.players
    return (
        f'<div class="moai-card moai-card-{card.key}" style="{CARD_CSS}'
        f'border-top:6px solid {card.accent}">'
        f'<h2 style="margin:4px 0;color:{card.accent}">{html.escape(games.spec(card.key).name(lang))}</h2>'
        f'<div style="color:#555">{t(f"{prefix}.byline")}</div>'
        f"<p><b>{t('app.players', low=low, high=high)}</b>{t('app.sep')}"
        f"{t('app.minutes', minutes=card.minutes)}</p>"
        f"<p>{t(f'{prefix}.blurb')}</p>"
        f"<div><b>{t('app.teaches')}</b><ul style='margin:4px 0 10px'>{mechanisms}</ul></div>"
        f"<div>{''.join(links)}</div>{lessons_html(card, lang, root)}"
        f"{design_links_html(card.key, lang, root / 'design', 'design/')}</div>"
    )


def title_html(lang: str) -> str:
    """The page's title and tagline in ``lang``."""
    return (
        f'<h1 class="moai-title" style="margin:8px 0 0">{_t("app.title", lang)}</h1>'
        f'<div style="font-size:1.1em;color:#444">{_t("app.tagline", lang)}</div>'
    )


def cards_html(lang: str, root: Path) -> str:
    """The introduction and one card per game, in ``lang``."""
    shown = "".join(card_html(card, lang, root) for card in cards())
    return (
        f'<p style="max-width:820px">{_t("app.intro", lang)}</p>'
        f'<div style="display:flex;flex-wrap:wrap">{shown}</div>'
    )


def footer_html(lang: str, root: Path) -> str:
    """The teacher's page and the gallery (if they exist under ``root``) and the footer line."""
    links = ""
    for name, key, css in (
        ("teachers.ipynb", "app.teachers", "moai-teachers-link"),
        ("gallery.ipynb", "app.gallery", "moai-gallery-link"),
    ):
        if (root / name).exists():
            links += (
                f'<p><a class="moai-link {css}" href="{with_lang(name, lang)}" '
                f'style="font-weight:600">{_t(key, lang)}</a></p>'
            )
    return f'{links}<p style="color:#595959;font-size:.85em">{_t("app.footer", lang)}</p>'


def _t(key: str, lang: str) -> str:
    return html.escape(i18n.t(key, lang))


class Landing(Page):
    """The first page a user sees. ``root`` is the notebooks folder (to know which pages exist)."""

    def __init__(self, lang: str | None = None, root: Path | str | None = None) -> None:
        self.language_switch(page_lang() if lang is None else lang)
        self.root = Path(root) if root is not None else Path.cwd()
        self.title = W.HTML()
        self.cards = W.HTML(layout=W.Layout(width="100%"))
        self.footer = W.HTML()
        super().__init__(
            [self.title_row(self.title), self.cards, self.footer],
            layout=W.Layout(max_width="920px", width="100%"),
        )
        self.add_class("moai-landing")
        self.ready()

    def render(self) -> None:
        """Redraw every string in the current language."""
        lang = self.lang
        self.title.value = title_html(lang)
        self.cards.value = cards_html(lang, self.root)
        self.footer.value = footer_html(lang, self.root)
