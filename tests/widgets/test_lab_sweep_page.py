"""The lab page's sweep mode, headless: the switch, the choices, a small sweep to its figure and
table, a bad value refused with nothing run, Stop, both languages."""

from concurrent.futures import ThreadPoolExecutor

import pytest
from asyncrun import run_to_end

from kit import lab
from widgets.figure_alt import figure_alt
from widgets.lab.app import LabApp


@pytest.fixture
def lab_page():
    app = LabApp("rapanui", games=12)
    app.sweep.switch.value = "sweep"
    return app


def test_the_switch_shows_the_sweep_panel_and_hides_a_and_b(lab_page):
    mode = lab_page.sweep
    assert mode.panel.layout.display is None
    assert lab_page.run_button.layout.display is None  # its row is hidden, not the button
    assert all(part.layout.display == "none" for part in mode.ab_parts)
    assert lab_page.sets["A"] in [
        c for part in mode.ab_parts for c in getattr(part, "children", ())
    ]
    mode.switch.value = "ab"
    assert mode.panel.layout.display == "none"
    assert all(part.layout.display is None for part in mode.ab_parts)
    labels = dict(mode.switch.options)
    assert labels == {"Compare A and B": "ab", "Sweep one rule": "sweep"}


def test_every_option_and_parameter_is_offered_by_its_label(lab_page):
    panel = lab_page.sweep.panel
    names = [value for _, value in panel.option.options]
    assert "majority_min_count" in names and "starting_wood" in names
    labels = dict((v, k) for k, v in panel.option.options)
    assert labels["majority_min_count"].startswith("A2 · R8.2")
    panel.option.value = "majority_min_count"
    assert panel.values.value == "3, 2, 1"  # its choices
    panel.option.value = "starting_wood"
    assert panel.values.value == "2,3,4,5"  # a text value: its default, values by semicolons
    assert "semicolons" in panel.hint.value
    assert dict((v, k) for k, v in panel.measure.options)["duration_rounds"] == "Rounds per game"


def test_a_small_sweep_runs_to_its_figure_and_table(lab_page):
    panel = lab_page.sweep.panel
    lab_page.players.value = 3
    panel.option.value = "majority_min_count"
    panel.values.value = "1, 3"
    panel.games.value = 4
    panel.measure.value = "duration_rounds"
    panel.run_button.click()
    run = panel.run_state
    assert run.finished and run.done == run.total == 8 and panel.progress.value == 8
    s = panel.sweep()
    assert s.values == [1, 3]
    plain = lab.run(
        "rapanui", players=3, bots=lab_page.bot_specs(), games=4, seed=lab_page.seed.value
    )
    assert s.tables[3] == plain  # A2 · R8.2 at its rule value: the table of a plain run
    assert panel.slot.figure is not None
    assert "Done: 8 games" in panel.status.value
    assert "Give a target" in panel.table.value
    target = s.points("rounds")[0].estimate
    panel.target.value = str(target)  # redrawn at once, no new run
    assert panel.run_state is run
    meeting = s.meets("rounds", target)
    assert 1 in meeting
    assert "the values whose 95% interval contains the target" in panel.table.value
    assert panel.table.value.count(">yes<") == len(meeting)
    marked = [t for t in panel.slot.figure.data if t.mode and "markers" in t.mode]
    assert list(marked[0].x) == meeting and marked[0].marker.symbol == "diamond"
    alt = figure_alt(panel.slot.figure.to_plotly_json())
    assert "A2 · R8.2" in alt and "meets the target" in alt
    lab_page.set_lang("zh-TW")
    assert "包含目標" in panel.table.value
    marked = [t for t in panel.slot.figure.data if t.mode and "markers" in t.mode]
    assert list(marked[0].text) == ["達標"] * len(meeting)
    assert "各設定值下的回合數" in panel.slot.figure.layout.title.text
    assert panel.run_button.description == "開始" and "完成：8局" in panel.status.value


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "must be one of 1, 2, 3, not 5"), ("zh-TW", "1、2、3其中之一")]
)
def test_a_bad_value_is_shown_and_nothing_runs(lab_page, lang, words):
    lab_page.set_lang(lang)
    panel = lab_page.sweep.panel
    panel.option.value = "majority_min_count"
    panel.values.value = "1、5" if lang == "zh-TW" else "1, 5"
    panel.run_button.click()
    assert panel.run_state is None and words in panel.message.value
    panel.values.value = "2"
    panel.target.value = "many"
    panel.run_button.click()
    assert panel.run_state is None and "many" in panel.message.value


def test_stop_keeps_the_same_first_seeds_for_every_value(lab_page, monkeypatch):
    from widgets.lab import run as lab_run

    launched = []
    monkeypatch.setattr(lab_run, "launch", lambda *args, **kw: launched.append(args))
    panel = lab_page.sweep.panel
    panel.option.value = "moai_split_allowed"
    assert panel.values.value == "no, yes"  # a switch's values in the reader's words
    assert panel.parsed() == ("moai_split_allowed", [False, True])
    panel.values.value = "否、是"  # and in the other language's
    assert panel.parsed() == ("moai_split_allowed", [False, True])
    panel.values.value = "no, yes"
    panel.games.value = 30
    panel.run_button.click()  # launched as in a kernel: driven here, on a worker pool
    ((run, update, finished),) = launched
    assert panel.run_button.disabled and not panel.stop_button.disabled

    def stop_early(r):
        update(r)
        if r.done >= 6:
            panel.stop_button.click()

    with ThreadPoolExecutor(2) as pool:
        run_to_end(run.run_async(pool, stop_early, every=0))
    finished()
    seeds = [[r["seed"] for r in t] for t in run.tables.values()]
    assert run.stopped and seeds[0] == seeds[1] and 3 <= len(seeds[0]) < 30
    assert seeds[0] == list(range(lab_page.seed.value, lab_page.seed.value + len(seeds[0])))
    assert "Stopped" in panel.status.value and not panel.run_button.disabled
    assert panel.sweep().values == [False, True] and panel.slot.figure is not None
