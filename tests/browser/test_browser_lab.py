"""The Rapa Nui design lab in Chromium through Voila: a small comparison runs to the end (on the
kernel's worker pool) and every figure draws, in English and in Chinese."""

from conftest import assert_no_traceback, plot_heights, screenshot
from playwright.sync_api import expect

TIMEOUT = 180_000
FIGURES = 5  # win rates, differences, scores, length, the sacrifice ranking


def test_rapanui_lab_runs_a_comparison_and_draws_every_figure(page, voila_url):
    page.goto(voila_url + "/voila/render/rapanui/lab.ipynb")
    expect(page.locator(".moai-lab-rapanui .moai-title")).to_be_visible(timeout=TIMEOUT)
    games = page.locator(".moai-lab-rapanui input[type=number]").nth(-2)
    games.fill("30")
    games.press("Enter")
    page.locator(".moai-lab-set-b .moai-lab-opt-majority_min_count select").select_option("1")
    page.locator(".moai-lab-run").click()
    status = page.locator(".moai-lab-status")
    expect(status).to_contain_text("Done: 60 games", timeout=TIMEOUT)
    plots = page.locator(".js-plotly-plot")
    expect(plots.nth(FIGURES - 1)).to_be_visible(timeout=TIMEOUT)
    assert plots.count() == FIGURES
    assert all(h > 300 for h in plot_heights(page)), plot_heights(page)
    expect(page.locator(".moai-lab-measures")).to_contain_text("Balance")
    expect(page.locator(".moai-lab-downloads a")).to_have_count(4)
    screenshot(page, "lab_rapanui_en")
    page.get_by_role("button", name="繁體中文").click()
    expect(status).to_contain_text("完成：60局", timeout=TIMEOUT)
    expect(plots.first.locator(".gtitle")).to_contain_text("誰會贏", timeout=TIMEOUT)
    drawn = f"""() => {{
        const plots = [...document.querySelectorAll('.js-plotly-plot')];
        return plots.length === {FIGURES}
            && plots.every(p => p.getBoundingClientRect().height > 300);
    }}"""
    page.wait_for_function(drawn, timeout=TIMEOUT)  # redrawn in place, none left blank
    screenshot(page, "lab_rapanui_zh")
    assert_no_traceback(page)
