"""The lab page's panels of causes, headless: after an A/B run the flows and the winners' points
by source for A and B; "Deeper questions" runs its experiments from its buttons to a figure and
a reading, in both languages, and Stop keeps what finished on the same seeds."""

import pytest

from widgets.lab.app import LabApp


@pytest.fixture
def page():
    app = LabApp("rapanui", games=4)
    app.sets["B"].widgets["majority_min_count"].value = 1
    return app


def test_after_an_a_b_run_the_flows_and_sources_show_for_a_and_b(page):
    causes = page.causes
    assert causes.layout.display == "none"  # nothing before a run
    page.run_button.click()
    assert causes.layout.display is None
    sources = causes.sources_slot.figure
    assert list(sources.data[0].x) == ["Rules A", "Rules B"]
    assert [t.name for t in causes.flows_slot.figure.data] == ["Rules A", "Rules B"]
    assert causes.pick.value == "wood_gained"
    causes.pick.value = "glory_majority"
    assert "glory from majority bonuses" in causes.rounds_slot.figure.layout.title.text
    page.set_lang("zh-TW")
    assert list(causes.sources_slot.figure.data[0].x) == ["規則A", "規則B"]
    assert "多數獎勵得分" in causes.rounds_slot.figure.layout.title.text
    assert "原因" in causes.heading.value


def test_the_hidden_information_button_runs_to_its_figure_and_reading(page):
    deeper = page.deeper
    assert deeper.buttons["hidden"].description == "What is hidden information worth?"
    deeper.games["hidden"].value = 3
    deeper.iterations.value = 4
    deeper.buttons["hidden"].click()
    run = deeper.run_state
    assert run.finished and run.done == run.total == 6
    assert list(run.tables) == ["fair", "sees_all"]
    fig = deeper.slot.figure
    assert "not a fair player" in fig.data[0].x[1]
    assert "not a fair player" in deeper.reading.value
    assert not deeper.buttons["hidden"].disabled and deeper.stop_button.disabled
    page.set_lang("zh-TW")
    assert deeper.buttons["hidden"].description == "隱藏資訊值多少？"
    assert "不是公平的玩家" in deeper.reading.value
    assert "不是公平的玩家" in deeper.slot.figure.data[0].x[1]


def test_the_luck_or_skill_button_runs_a_ladder_and_stop_keeps_common_seeds(page):
    deeper = page.deeper
    page.set_lang("zh-TW")
    assert deeper.buttons["ladder"].description == "運氣還是技巧？"
    deeper.budgets = (2, 4)
    deeper.games["ladder"].value = 3
    deeper.buttons["ladder"].click()
    fig = deeper.slot.figure
    assert list(fig.data[0].x) == [2, 4] and fig.layout.xaxis.type == "log"
    assert "迭代" in deeper.reading.value
    page.set_lang("en")
    assert "iterations" in deeper.reading.value
    # Stop after the first games: the tables keep the same first seeds, and the page says so.
    update = deeper._update

    def stop_soon(run):
        update(run)
        if run.done >= 3:
            deeper.stop()

    deeper._update = stop_soon
    deeper.games["ladder"].value = 4
    deeper.buttons["ladder"].click()
    run = deeper.run_state
    kept = [[r["seed"] for r in t] for t in run.tables.values()]
    assert kept[0] == kept[1] and len(kept[0]) < 4
    assert run.stopped and "Stopped" in deeper.status.value
