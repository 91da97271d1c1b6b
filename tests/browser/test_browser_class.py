"""A class's variants in one place (issue 26), in Chromium through the served app: three students
(three browser contexts, so three browsers to the server) each submit a variant from the Rapa Nui
lab page, each sees only their own; the teacher opens the class page with the teacher key, sees
the three arrive, runs the tournament to its table, sorts it, and the page passes axe-core in
both languages."""

from __future__ import annotations

import time

from axe_check import EN, ZH, audit, axe_source, figures, settle
from conftest import assert_no_traceback, screenshot
from playwright.sync_api import expect

from kit.lab.class_board import ClassBoard, ensure_teacher_key

TIMEOUT = 180_000
STUDENTS = (
    ("Ana", "One is enough", "1"),
    ("Hotu", "Three to count", "3"),
    ("Rua", "As published", None),
)


def open_lab(browser, base: str):
    tab = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    tab.goto(base + "/voila/render/rapanui/lab.ipynb", wait_until="commit", timeout=TIMEOUT)
    return tab


def submit(tab, author: str, variant: str, value: str | None) -> None:
    panel = tab.locator(".moai-class-panel")
    expect(panel).to_be_visible(timeout=TIMEOUT)
    if value is not None:
        tab.locator(".moai-lab-set-b .moai-lab-opt-majority_min_count select").select_option(value)
    panel.get_by_label("Name of your variant").fill(variant)
    panel.get_by_label("Your name").fill(author)
    panel.get_by_label("A short note: what you changed and why").fill(f"{author}'s prediction")
    panel.locator(".moai-class-submit").click()
    expect(panel.locator(".moai-class-status")).to_contain_text(
        f"Sent: “{variant}”", timeout=TIMEOUT
    )


def test_three_students_submit_and_the_teacher_runs_the_tournament(browser, voila_url, class_db):
    key = ensure_teacher_key(class_db)
    before = len(ClassBoard(class_db).everything())
    tabs = [open_lab(browser, voila_url) for _ in STUDENTS]  # their kernels start together
    teacher = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    teacher.goto(voila_url + "/voila/render/class.ipynb", wait_until="commit", timeout=TIMEOUT)
    started = time.monotonic()
    for tab, (author, variant, value) in zip(tabs, STUDENTS, strict=True):
        submit(tab, author, variant, value)
    for tab, (_, variant, _) in zip(tabs, STUDENTS, strict=True):
        mine = tab.locator(".moai-class-mine")
        expect(mine).to_contain_text(variant)
        for _, other, _ in STUDENTS:
            if other != variant:
                expect(mine).not_to_contain_text(other)
    tabs[0].locator(".moai-class-panel").scroll_into_view_if_needed()
    screenshot(tabs[0], "class_submitted_en")
    saved = ClassBoard(class_db).everything()
    assert len(saved) == before + 3
    # the teacher: the key, then the variants as they are on the board
    expect(teacher.locator(".moai-class-key input")).to_be_visible(timeout=TIMEOUT)
    axe = axe_source()
    settle(teacher, EN)
    found = audit(teacher, axe, "class.ipynb key", EN)  # as it opens: the key asked for
    teacher.locator(".moai-class-key input").fill("not the key")
    teacher.locator(".moai-class-unlock").click()
    expect(teacher.locator(".moai-class-message")).to_contain_text("not this class's teacher key")
    teacher.locator(".moai-class-key input").fill(key)
    teacher.locator(".moai-class-unlock").click()
    variants = teacher.locator(".moai-class-variants")
    for _, variant, _ in STUDENTS:
        expect(variants).to_contain_text(variant, timeout=TIMEOUT)
    games = teacher.get_by_label("Games per variant")
    games.fill("6")
    games.press("Enter")
    teacher.locator(".moai-class-run").click()
    status = teacher.locator(".moai-class-run-status")
    expect(status).to_contain_text("Done:", timeout=TIMEOUT)
    table = teacher.locator(".moai-class-results")
    for _, variant, _ in STUDENTS:
        expect(table).to_contain_text(variant)
    expect(teacher.locator(".moai-class-downloads a")).to_have_count(2)
    expect(teacher.locator(".moai-class-page .js-plotly-plot").first).to_be_visible(timeout=TIMEOUT)
    rows = table.locator("tbody th")
    teacher.locator(".moai-class-order").get_by_role("button", name="Largest first").click()
    first_down = rows.first.inner_text()
    teacher.locator(".moai-class-order").get_by_role("button", name="Smallest first").click()
    expect(rows.last).to_have_text(first_down)  # the other order
    print(f"three submissions and a tournament in {time.monotonic() - started:.1f} s")
    screenshot(teacher, "class_page_en")
    settle(teacher, EN)
    found += audit(teacher, axe, "class.ipynb tournament", EN) + figures(teacher, EN)
    teacher.get_by_role("button", name="繁體中文").click()
    settle(teacher, ZH)
    expect(status).to_contain_text("完成", timeout=TIMEOUT)
    found += audit(teacher, axe, "class.ipynb tournament", ZH) + figures(teacher, ZH)
    screenshot(teacher, "class_page_zh")
    found += audit(tabs[0], axe, "rapanui/lab.ipynb submitted", EN)
    for tab in (*tabs, teacher):
        assert_no_traceback(tab)
        tab.context.close()
    assert not found, "\n".join(found)
