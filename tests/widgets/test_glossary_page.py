"""The glossary on the teacher's page (widgets.pages.glossary): a printable table in both languages."""

from __future__ import annotations

import html

import pytest

import widgets
from kit.core import i18n
from widgets.pages import glossary
from widgets.pages.glossary import GLOSSARY

assert widgets
i18n.load(glossary.CATALOG)


def test_the_page_words_are_complete() -> None:
    assert set(glossary.EN) == set(glossary.ZH_TW)
    for key in glossary.EN:
        assert i18n.parameters(glossary.EN[key]) == i18n.parameters(glossary.ZH_TW[key])


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_table_has_every_term(lang: str) -> None:
    page = glossary.glossary_html(lang)
    assert page.count("<tr>") == len(GLOSSARY) + 1  # the head and one row a term
    for term in GLOSSARY:
        assert html.escape(term.en) in page
        assert f"<b>{html.escape(term.zh)}</b>" in page
    assert "<th>English</th><th>繁體中文</th>" in page
    assert i18n.t("glossary.title", lang) in page
    assert "@media print" in page
    assert "glossary." not in page.replace("moai-glossary", "")  # no key left unrendered


def test_games_and_sources_are_named() -> None:
    page = glossary.glossary_html("zh-TW")
    assert "復活島" in page and "神秘巨石像" in page and "兩款遊戲" in page
    assert "規則摘要" in page and "台灣用語" in page
    assert "「則比剩餘的圓木數量」" in page  # the seed's own words, quoted
    english = glossary.glossary_html("en")
    assert "Rapa Nui" in english and "Giants" in english and "Taiwanese usage" in english
