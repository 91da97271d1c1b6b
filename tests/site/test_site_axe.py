"""The static site's pages pass axe-core's WCAG 2.1 A and AA checks (no critical, no serious
violation), in English and in Chinese, as the app's pages do (tests/browser/test_browser_axe.py,
which audits every page): a few pages here, as Pyodide draws them, each opened once in one
language and switched to the other. A page that another test opens anyway is audited there (a
Pyodide start is long): rapanui/play by tests/site/test_site_reload.py, the Giants placement
lesson after the learner's moves and the play page reached from it in the same Python by
tests/site/test_site_lessons.py. axe-core comes from ``make axe``; without it they skip."""

import pytest
from axe_check import EN, ZH, audit, axe_source, figures, settle, switch
from conftest import assert_no_python_error


def a_site_page_has_no_serious_violation(page, source: str, path: str, first: str) -> None:
    """axe-core on the page ``path`` as it opened in ``first``, then in the other language by its
    switch; the page's figures named in each."""
    found: list[str] = []
    for lang in (first, EN if first == ZH else ZH):
        if lang != first:
            switch(page, lang)
        settle(page, lang)
        found += audit(page, source, f"site {path}", lang) + figures(page, lang)
    assert_no_python_error(page)
    assert not found, f"{path}:\n" + "\n".join(found)


@pytest.mark.parametrize(("path", "first"), [("index", ZH)])
def test_a_site_page_has_no_serious_violation(page, site, path, first):
    source = axe_source()
    site.go(f"/voici/render/{path}.html?lang={first}")
    a_site_page_has_no_serious_violation(page, source, path, first)
