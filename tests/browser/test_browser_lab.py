"""The Rapa Nui design lab in Chromium through Voila: a small comparison runs to the end (on the
kernel's worker pool) and every figure draws, in English and in Chinese."""

from conftest import assert_no_traceback, plot_heights, screenshot
from playwright.sync_api import expect

from widgets.option_text import option_label

TIMEOUT = 180_000
FIGURES = 8  # win rates, differences, scores, length, the sacrifice ranking; the causes: points
# sources, flows per game, one flow round by round


def test_rapanui_lab_runs_a_comparison_and_draws_every_figure(page, voila_url):
    page.goto(voila_url + "/voila/render/rapanui/lab.ipynb")
    expect(page.locator(".moai-lab-rapanui .moai-title")).to_be_visible(timeout=TIMEOUT)
    games = page.get_by_label("Games per rule set", exact=True)  # not the sweep's games per value
    games.fill("30")
    games.press("Enter")
    page.locator(".moai-lab-set-b .moai-lab-opt-majority_min_count select").select_option("1")
    page.locator(".moai-lab-run").click()
    status = page.locator(".moai-lab-status")
    expect(status).to_contain_text("Done: 60 games", timeout=TIMEOUT)
    plots = page.locator(".js-plotly-plot")
    expect(plots.nth(FIGURES - 1)).to_be_visible(timeout=TIMEOUT)
    expect(plots).to_have_count(FIGURES, timeout=TIMEOUT)
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


def test_rapanui_lab_sweeps_one_rule_to_its_figure(page, voila_url):
    page.goto(voila_url + "/voila/render/rapanui/lab.ipynb")
    expect(page.locator(".moai-lab-rapanui .moai-title")).to_be_visible(timeout=TIMEOUT)
    page.get_by_role("button", name="Sweep one rule").click()
    expect(page.locator(".moai-lab-run")).to_be_hidden()
    label = option_label("rapanui", "majority_min_count", "en")  # A2 · R8.2
    page.locator(".moai-lab-sweep-option select").select_option(label=label)
    page.locator(".moai-lab-sweep-values input").fill("1, 3")
    games = page.locator(".moai-lab-sweep-games input")
    games.fill("6")
    games.press("Enter")
    target = page.locator(".moai-lab-sweep-target input")
    target.fill("14")
    target.press("Enter")
    page.locator(".moai-lab-sweep-run").click()
    expect(page.locator(".moai-lab-sweep-status")).to_contain_text(
        "Done: 12 games", timeout=TIMEOUT
    )
    expect(page.locator(".moai-lab-sweep-slot .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lab-sweep-table")).to_contain_text("Meets the target")
    expect(page.locator(".moai-lab-sweep-table")).to_contain_text("the target 14")
    page.locator(".moai-lab-sweep-table").scroll_into_view_if_needed()
    screenshot(page, "lab_rapanui_sweep_en")
    assert_no_traceback(page)
