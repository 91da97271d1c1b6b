"""A rule set as a link in Chromium through Voila: on the Rapa Nui lab page, rule set B changed,
"Copy link to B" pressed with the keyboard; the link, read from its text box, opens another lab page
with that B."""

import re

from conftest import assert_no_traceback, screenshot
from playwright.sync_api import expect

TIMEOUT = 180_000
OPTION = ".moai-lab-set-b .moai-lab-opt-majority_min_count select"


def test_copy_link_to_b_opens_b_on_another_page(page, voila_url):
    page.goto(voila_url + "/voila/render/rapanui/lab.ipynb?lang=en")
    expect(page.locator(".moai-lab-rapanui .moai-title")).to_be_visible(timeout=TIMEOUT)
    page.locator(OPTION).select_option("1")
    button = page.get_by_role("button", name="Copy link to B")
    expect(button).to_be_visible(timeout=TIMEOUT)
    button.focus()
    page.keyboard.press("Enter")  # a real button: the keyboard presses it
    box = page.get_by_label("Link to copy")
    expect(box).to_be_visible(timeout=60_000)
    link = box.input_value()
    assert link.startswith(f"{voila_url}/voila/render/rapanui/lab.ipynb?b=r1."), link
    assert link.endswith("&lang=en"), link
    status = page.locator(".moai-lab-copy-b [role=status]")
    # copied, or selected to copy by hand (no clipboard allowed)
    expect(status).to_contain_text(re.compile("Link copied|copy it with Ctrl"), timeout=10_000)
    screenshot(page, "rules_link_copied")

    other = page.context.new_page()
    other.goto(link)
    expect(other.locator(".moai-lab-rapanui .moai-title")).to_be_visible(timeout=TIMEOUT)
    expect(other.locator(".moai-lab-message")).to_contain_text(
        "Rule set B comes from this page's address", timeout=60_000
    )
    expect(other.locator(OPTION)).to_have_value("1")
    expect(
        other.locator(".moai-lab-set-a .moai-lab-opt-majority_min_count select")
    ).not_to_have_value("1")
    assert_no_traceback(page)
    assert_no_traceback(other)
    other.close()
