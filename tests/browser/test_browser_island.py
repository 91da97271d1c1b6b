"""The Giants island editor in Chromium through Voila: an Ahu added by a click on the board, an
island that cannot be played refused with its reason, axe's checks in English and Chinese, and
the island used as rule set B in the design lab (?b=<code>), whose figures draw after a short
run (the island B with its 27 Ahu)."""

from __future__ import annotations

import shutil

from axe_check import EN, ZH, audit, axe_source, figures, settle, switch
from conftest import assert_no_traceback, plot_heights, screenshot
from playwright.sync_api import expect

TIMEOUT = 180_000

CELL_PIXEL = """
([uid, target]) => {
  const gd = [...document.querySelectorAll('.moai-island .js-plotly-plot')]
    .find(g => g.data && g.data.some(t => t.meta === uid));
  const t = gd.data.find(t => t.meta === uid);
  const i = target === null ? 0 : t.customdata.indexOf(target);
  const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis;
  const r = gd.getBoundingClientRect();
  return [r.left + xa._offset + xa.l2p(t.x[i]), r.top + ya._offset + ya.l2p(t.y[i]),
          t.customdata[i]];
}
"""
"""The page coordinates of a point of the editor's board (trace ``uid``; ``target`` None: its
first point) and that point's target."""


def keep(page, name: str) -> None:
    """A screenshot in the artifacts, and a copy under /tmp for the report."""
    shutil.copy(screenshot(page, name), f"/tmp/{name}.png")


def test_the_island_editor_from_a_click_to_the_lab(page, voila_url):
    axe = axe_source()
    page.goto(voila_url + "/voila/render/giants/island.ipynb?lang=en")
    expect(page.locator(".moai-island .moai-title")).to_contain_text(
        "island editor", timeout=TIMEOUT
    )
    expect(page.locator(".moai-island .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    message = page.locator(".moai-island-message")
    checks = page.locator(".moai-island-checks")

    # an Ahu added by a click on a sea cell next to the coast
    page.locator(".moai-island-tools button", has_text="Place an Ahu").click()
    page.wait_for_timeout(800)
    x, y, cell = page.evaluate(CELL_PIXEL, ["sea", None])
    page.mouse.click(x, y)
    expect(message).to_contain_text("New Ahu A27", timeout=60_000)
    expect(checks).to_contain_text("All 27 Ahu")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.moai-island .js-plotly-plot')].some(g =>"
        " g.data.some(t => t.meta === 'ahus' && t.customdata.includes('A27')))",
        timeout=60_000,
    )
    assert cell and all(h > 300 for h in plot_heights(page)), plot_heights(page)
    settle(page, EN)
    keep(page, "island_en")
    found = audit(page, axe, "giants/island.ipynb", EN) + figures(page, EN)

    # an island without its Moai quarry is refused, with the reason (R1.1)
    page.locator(".moai-island-tools button", has_text="Ordinary hex").click()
    page.locator(".moai-island-target select").select_option(label="H44 · Moai quarry")
    page.locator(".moai-island-apply").click()
    expect(checks).to_contain_text("Moai quarry: none", timeout=60_000)
    page.locator(".moai-island-use-b").click()
    expect(message).to_contain_text("cannot be played yet", timeout=60_000)
    expect(message).to_contain_text("Moai quarry: none")
    expect(page.locator(".moai-island-open-lab")).to_have_count(0)
    keep(page, "island_refused_en")
    checks.screenshot(path="/tmp/island_checks_en.png")

    switch(page, ZH)
    expect(message).to_contain_text("還不能進行遊戲", timeout=60_000)
    settle(page, ZH)
    keep(page, "island_zh")
    checks.screenshot(path="/tmp/island_checks_zh.png")
    found += audit(page, axe, "giants/island.ipynb", ZH) + figures(page, ZH)
    assert found == [], "\n".join(found)

    # back to a playable island, then to the lab with it as rule set B
    page.locator(".moai-island-undo").click()
    expect(checks).not_to_contain_text("✗", timeout=60_000)
    page.locator(".moai-island-use-b").click()
    link = page.locator(".moai-island-open-lab")
    expect(link).to_be_visible(timeout=60_000)
    assert "lang=zh-TW" in link.get_attribute("href")
    link.click()
    expect(page.locator(".moai-lab-giants .moai-title")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lab-message")).to_contain_text("網址", timeout=TIMEOUT)
    games = page.get_by_role("spinbutton", name="每套規則的局數", exact=True)  # games per set
    games.fill("3")
    games.press("Enter")
    page.locator(".moai-lab-run").click()
    expect(page.locator(".moai-lab-status")).to_contain_text("完成：6局", timeout=TIMEOUT)
    island_b = page.locator(".moai-lab-fig-ahus_b .js-plotly-plot")
    expect(island_b).to_be_visible(timeout=TIMEOUT)
    spots = island_b.evaluate("gd => gd.data[1].x.length")
    assert spots == 27  # the island of B: the editor's, with its new Ahu
    assert (
        page.locator(".moai-lab-fig-ahus_a .js-plotly-plot").evaluate("gd => gd.data[1].x.length")
        == 26
    )
    assert all(h > 300 for h in plot_heights(page)), plot_heights(page)
    keep(page, "island_lab_zh")
    assert_no_traceback(page)
