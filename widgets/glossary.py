"""The glossary on the teacher's page: one printable table of the words the kit uses in Chinese
(:data:`kit.core.glossary.GLOSSARY`), with the spacing rule of the Chinese texts.

:data:`CATALOG` holds the page's few words; ``widgets`` loads it with its other catalogs.
"""

from __future__ import annotations

import html

from kit import games
from kit.core import i18n
from kit.core.glossary import GLOSSARY, SEED, SPACING_RULE, Term
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


def _esc(text: str) -> str:
    return html.escape(text)


def _game(term: Term, lang: str) -> str:
    if len(term.games) > 1:
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
        for term in GLOSSARY
    )
    return (
        f"{STYLE}<div class='moai-glossary'><h2>{t('glossary.title')}</h2>"
        f"<p>{t('glossary.intro')}</p>"
        f"<p><b>{t('glossary.spacing')}</b><br>{_esc(SPACING_RULE[i18n.check_lang(lang)])}</p>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
    )
