"""The static site's pages pass axe-core's WCAG 2.1 A and AA checks (no critical, no serious
violation), in English and in Chinese, as the app's pages do (tests/browser/test_browser_axe.py,
which audits every page): a few pages here, as Pyodide draws them, each opened once in one
language and switched to the other (a Giants lesson is audited by its own test,
tests/site/test_site_lessons.py, after the learner's moves). axe-core comes from ``make axe``;
without it they skip."""

import pytest
from axe_check import EN, ZH, audit, axe_source, figures, settle, switch
from conftest import assert_no_python_error


@pytest.mark.parametrize(("path", "first"), [("index", ZH), ("rapanui/play", EN)])
def test_a_site_page_has_no_serious_violation(page, site, path, first):
    source = axe_source()
    site.go(f"/voici/render/{path}.html?lang={first}")
    found: list[str] = []
    for lang in (first, EN if first == ZH else ZH):
        if lang != first:
            switch(page, lang)
        settle(page, lang)
        found += audit(page, source, f"site {path}", lang) + figures(page, lang)
    assert_no_python_error(page)
    assert not found, f"{path}:\n" + "\n".join(found)
