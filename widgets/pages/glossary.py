"""The glossary on the teacher's page: one printable table of the words the kit uses in Chinese,
with the spacing rule of the Chinese texts.

The table is assembled here, above the engines, from the registry (:func:`terms`): the terms of
every game (:data:`kit.core.glossary.SHARED`), then each game's own (``GameSpec.glossary``) in
the registry's order. ``GLOSSARY`` is that table, built when it is read (so a game added to the
registry is in it); :func:`check`, :func:`variant_errors` and :func:`seeds_missing` are those of
:mod:`kit.core.glossary` with this table, and :func:`seed_files` names each game's seed.

:data:`CATALOG` holds the page's few words; ``widgets`` loads it with its other catalogs.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from kit import games
from kit.core import glossary, i18n
from kit.core.glossary import SEED, SPACING_RULE, Term
from kit.core.i18n import Catalog

EN = {
    "glossary.title": "Glossary: one Chinese vocabulary",
    "glossary.intro": "Every Chinese text of the kit (rules, lessons, figures, pages) uses these words. Where the original Chinese rules summary of a game names a thing, its word is used; where it is silent, the usual Taiwanese word.",
    "glossary.col.game": "Game",
    "glossary.col.source": "Source",
    "glossary.col.avoid": "Not",
    "glossary.source.seed": "rules summary",
    "glossary.source.taiwan": "Taiwanese usage",
    "glossary.both": "both",
    "glossary.spacing": "Spacing",
}

ZH_TW = {
    "glossary.title": "詞彙表：統一的中文用語",
    "glossary.intro": "本教具所有的中文文字（規則、課程、圖表、頁面）都使用下列用語。遊戲的原始中文規則摘要有提到的，採用摘要的用語；摘要沒有提到的，採用台灣常用的說法。",
    "glossary.col.game": "遊戲",
    "glossary.col.source": "來源",
    "glossary.col.avoid": "不用",
    "glossary.source.seed": "規則摘要",
    "glossary.source.taiwan": "台灣用語",
    "glossary.both": "兩款遊戲",
    "glossary.spacing": "空格",
}

CATALOG = Catalog("widgets.glossary", EN, ZH_TW)

STYLE = (
    "<style>"
    ".moai-glossary table{border-collapse:collapse;font-size:14px}"
    ".moai-glossary th,.moai-glossary td{border:1px solid #bbb;padding:3px 8px;"
    "text-align:left;vertical-align:top}"
    ".moai-glossary .moai-seed{color:#666;font-size:12px}"
    "@media print{.moai-glossary tr{page-break-inside:avoid}"
    ".moai-glossary th,.moai-glossary td{border-color:#000}}"
    "</style>"
)


def terms() -> tuple[Term, ...]:
    """The whole glossary: the terms of every game, then each game's own, in the registry's
    order (the order of the page's table)."""
    return glossary.table(spec.glossary for spec in games.specs())


def __getattr__(name: str) -> Any:
    if name == "GLOSSARY":  # the table as the registry has it now
        return terms()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def seed_files() -> dict[str, str]:
    """Each game's seed (the original zh-TW rules summary): its file name, by game key."""
    return {spec.key: spec.seed_file for spec in games.specs() if spec.seed_file}


def check(text: str, key: str, english: str = "") -> list[str]:
    """Everything the zh-TW message ``key`` (rendered as ``text``) breaks (see
    :func:`kit.core.glossary.check`), by the whole glossary."""
    return glossary.check(text, key, english, terms=terms())


def variant_errors(text: str, key: str, english: str = "") -> list[tuple[Term, str]]:
    """The rejected variants in the zh-TW message ``key`` (see
    :func:`kit.core.glossary.variant_errors`), by the whole glossary."""
    return glossary.variant_errors(text, key, english, terms=terms())


def seeds_missing(seed_texts: dict[str, str]) -> Iterable[str]:
    """What the whole glossary claims of the seeds and they do not say (see
    :func:`kit.core.glossary.seeds_missing`)."""
    return glossary.seeds_missing(seed_texts, terms())


def _esc(text: str) -> str:
    return html.escape(text)


def _game(term: Term, lang: str) -> str:
    if len(term.games) != 1:  # a shared term (every game) or one of several games
        return i18n.t("glossary.both", lang)
    return games.spec(term.games[0]).name(lang)


def _source(term: Term, lang: str) -> str:
    if term.source != SEED:
        return _esc(i18n.t("glossary.source.taiwan", lang))
    return (
        f"{_esc(i18n.t('glossary.source.seed', lang))}"
        f"<div class='moai-seed'>「{_esc(term.seed)}」</div>"
    )


def glossary_html(lang: str) -> str:
    """The glossary as a printable HTML table (English, 繁體中文, game, source, variants not
    used), after a title, a line on where the words come from and the spacing rule."""

    def t(key: str) -> str:
        return _esc(i18n.t(key, lang))

    head = "".join(
        f"<th>{_esc(name)}</th>"
        for name in (
            i18n.LANG_NAMES["en"],
            i18n.LANG_NAMES["zh-TW"],
            i18n.t("glossary.col.game", lang),
            i18n.t("glossary.col.source", lang),
            i18n.t("glossary.col.avoid", lang),
        )
    )
    rows = "".join(
        f"<tr><td lang='en'>{_esc(term.en)}</td><td lang='zh-Hant-TW'><b>{_esc(term.zh)}</b></td>"
        f"<td>{_esc(_game(term, lang))}</td><td>{_source(term, lang)}</td>"
        f"<td lang='zh-Hant-TW'>{_esc('、'.join(term.avoid))}</td></tr>"
        for term in terms()
    )
    return (
        f"{STYLE}<div class='moai-glossary'><h2>{t('glossary.title')}</h2>"
        f"<p>{t('glossary.intro')}</p>"
        f"<p><b>{t('glossary.spacing')}</b><br>{_esc(SPACING_RULE[i18n.check_lang(lang)])}</p>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
    )
