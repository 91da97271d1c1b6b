"""The lab page's estimate, headless: it follows the settings, says when a run is over its time
(in words and a sign, both languages), offers smaller runs that one click sets, and learns from a
run. The calibration is fixed (no test depends on this machine's speed)."""

import pytest
from asyncrun import run_to_end

from kit.lab import estimate as est
from widgets.a11y import NAMED
from widgets.lab.app import LabApp


class Fixed(est.Calibration):
    """A game of cheap bots takes ``game`` seconds (1 s; 90 choices), a search iteration
    0.01 s."""

    def __init__(self):
        super().__init__()
        self.timed, self.game = 0, 1.0

    def time_game(self, game, players, bots):
        self.timed += 1
        return est.GameCost(self.game, 90.0)

    def time_search(self, game, players, spec):
        self.timed += 1
        return 0.01


@pytest.fixture
def lab(monkeypatch):
    monkeypatch.setattr(est, "CALIBRATION", Fixed())
    monkeypatch.setattr(est, "workers_here", lambda: 2)
    app = LabApp("rapanui", games=20)
    return app


def test_the_estimate_is_shown_before_the_run_and_follows_the_settings(lab):
    panel = lab.estimate
    # 20 games per rule set, 1 s each, in 10 chunks of 4 on 2 workers
    assert "Estimated time: about 20 s on this machine with 2 workers" in panel.line.value
    assert "✓" in panel.warning.value and "Within the 5 min" in panel.warning.value
    assert panel.buttons.children == ()
    lab.games.value = 60
    assert "about 1 min" in panel.line.value
    lab.seat_bots[2].value = "ismcts"  # 30 searches of 60 iterations: 18 s more a game
    assert "about 19 min" in panel.line.value
    assert est.CALIBRATION.timed == 2  # a lineup and a search kind, each timed once
    lab.iterations.value = 30
    assert "about 10 min" in panel.line.value and est.CALIBRATION.timed == 2


def test_over_the_time_it_says_so_and_one_click_sets_a_smaller_run(lab):
    panel = lab.estimate
    lab.seat_bots[2].value = "ismcts"
    lab.iterations.value = 400  # 121 s a game: 40 games take 40 min
    warning = panel.warning.value
    assert "⚠" in warning and "role='alert'" in warning and "More than the 5 min" in warning
    texts = [b.description for b in panel.buttons.children]
    assert texts == [
        "2 games per rule set: about 4 min; a win rate's 95% interval ±65 points instead of ±21",
        "ISMCTS at 45 iterations per decision: about 5 min; the same intervals, a weaker searcher",
    ]
    assert all(b.tooltip == b.description for b in panel.buttons.children)
    panel.buttons.children[1].click()
    assert lab.iterations.value == 45 and lab.games.value == 20
    assert "✓" in panel.warning.value and panel.buttons.children == ()
    assert panel.note.value.startswith("<p>Set: ISMCTS at 45 iterations")
    assert lab.bot_specs()[2].startswith("ismcts:iterations=45:")
    panel.limit.value = 1.0  # a shorter lesson: fewer games now
    assert "More than the 1 min" in panel.warning.value
    panel.buttons.children[0].click()
    assert lab.games.value == 4 and "✓" in panel.warning.value


def test_when_nothing_smaller_fits_it_says_what_to_do(lab):
    est.CALIBRATION.game = 20.0
    lab.seat_bots[0].value = "random"  # a new lineup, timed: 20 s a game
    lab.estimate.limit.value = 0.5  # 30 s: not even 2 games
    assert "no smaller run fits" in lab.estimate.warning.value
    assert lab.estimate.buttons.children == ()


def test_it_speaks_the_page_language(lab):
    lab.seat_bots[2].value = "ismcts"
    lab.iterations.value = 400
    lab.toggle.value = "zh-TW"
    panel = lab.estimate
    assert panel.line.value == (
        "<p>預估時間：約40分鐘（在這臺電腦上用2個工作程序；依在這裡計時的幾次決策估算）。</p>"
    )
    assert "超過這次執行可用的5分鐘" in panel.warning.value
    assert panel.buttons.children[0].description.startswith("每套規則2局：約4分鐘；")
    assert (
        panel.limit.description == "這次執行可用的時間（分鐘）"
        and NAMED in panel.limit._dom_classes
    )
    lab.toggle.value = "en"
    assert panel.limit.description == "Time for this run (minutes)"


def test_a_run_teaches_the_estimate_this_kernel_s_speed(lab):
    lab.games.value = 4
    before = lab.estimate.line.value
    assert "timed from a few decisions" in before
    lab.run_button.click()
    assert lab.run_state.finished
    assert "at the speed of the last such run here" in lab.estimate.line.value


def test_the_sweep_mode_hides_the_estimate_of_the_a_b_run(lab):
    lab.sweep.switch.value = "sweep"
    assert lab.estimate.layout.display == "none"
    lab.sweep.switch.value = "ab"
    assert lab.estimate.layout.display is None


def test_in_a_kernel_the_estimate_comes_just_after_the_page_answers(lab, monkeypatch):
    import asyncio

    monkeypatch.setattr("widgets.play.bots.in_kernel", lambda: True)
    panel = lab.estimate
    before = panel.line.value

    async def changes() -> list[str]:
        lab.games.value = 60
        lab.games.value = 61  # changes that come together: one estimate
        now = panel.line.value
        await asyncio.sleep(0.2)
        return [now, panel.line.value]

    now, later = run_to_end(changes())
    assert now == before and "about 1 min" in later and not panel.pending
