"""A run's estimated time (kit.lab.estimate): the cost model, its calibration on a fake clock (no
test depends on this machine's speed), the runs seen, the smaller runs offered, the command line."""

import dataclasses

import pytest

from kit.lab import estimate as est
from kit.lab.cli import main
from kit.lab.experiment import play_game
from kit.lab.games import LabError, lab_spec

GREEDY3 = ("greedy", "greedy", "greedy")
SEARCH = "ismcts:iterations=100:cutoff=40"


class Tick:
    """A fake clock: each reading is ``step`` seconds after the one before."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class Fixed(est.Calibration):
    """A calibration that times nothing: one game of cheap bots takes ``game`` seconds and has
    ``choices`` choices, a search iteration ``iteration`` seconds; it counts what it is asked."""

    def __init__(self, game=2.0, choices=90.0, iteration=0.01, bound=False):
        super().__init__(clock=Tick(1.0))
        self.cost = est.GameCost(game, choices, bound)
        self.iteration = iteration
        self.timed: list[tuple] = []

    def time_game(self, game, players, bots):
        self.timed.append(("game", game, players, tuple(bots)))
        return self.cost

    def time_search(self, game, players, spec):
        self.timed.append(("search", game, players, spec))
        return self.iteration


def setting(bots=GREEDY3, games=20, rulesets=2, workers=1, chunk=4):
    return est.Setting("rapanui", 3, tuple(bots), games, rulesets, workers, chunk)


def test_the_chunks_go_round_the_workers():
    one = setting(games=10, workers=1)
    assert est.wall_seconds(2.0, one) == 40.0  # 20 games one after another
    two = dataclasses.replace(one, workers=2)  # 6 chunks of 4, 4, 2 games: 3 rounds of 2
    assert est.wall_seconds(2.0, two) == pytest.approx(2.0 * 3 * 20 / 6)
    assert est.wall_seconds(2.0, dataclasses.replace(two, games=8)) == 16.0  # 4 chunks, 2 rounds
    # the rule of kit.lab.run: 100 games on 2 workers in chunks of 12
    cli = est.Setting("rapanui", 3, GREEDY3, 100, 1, 2, 0)
    assert est.wall_seconds(1.0, cli) == pytest.approx(5 * 100 / 9)


def test_a_searcher_costs_its_share_of_the_choices_times_its_budget():
    cal = Fixed(game=2.0, choices=90.0, iteration=0.01)
    plain = cal.estimate(setting())
    assert plain.seconds == 2.0 * 40 and plain.game_seconds == 2.0 and not plain.observed
    searching = cal.estimate(setting(("greedy", "greedy", SEARCH)))
    assert searching.game_seconds == pytest.approx(2.0 + 30 * 100 * 0.01)  # 30 choices per seat
    two = cal.estimate(setting((SEARCH, "greedy", SEARCH)))
    assert two.game_seconds == pytest.approx(2.0 + 2 * 30)
    capped = cal.estimate(setting(("greedy", "greedy", SEARCH + ":time_limit=0.2")))
    assert capped.game_seconds == pytest.approx(2.0 + 30 * 0.2)  # at most its time limit
    # timed once: the searchers' seats as greedy bots, one search kind; budgets cost nothing more
    cal.estimate(setting(("greedy", "greedy", "ismcts:iterations=7:cutoff=40")))
    assert cal.timed == [
        ("game", "rapanui", 3, GREEDY3),
        ("search", "rapanui", 3, "ismcts:cutoff=40:iterations=16"),
    ]


def test_a_default_budget_is_the_games_own():
    default = est.search_budget("rapanui", "ismcts")[0]
    cal = Fixed(game=0.0, choices=30.0, iteration=0.001)
    seconds = cal.estimate(setting(("greedy", "greedy", "ismcts"), games=1, rulesets=1)).seconds
    assert seconds == pytest.approx(10 * default * 0.001)
    with pytest.raises(LabError):
        cal.estimate(setting(("greedy", "greedy", "nobody")))


def test_a_game_is_timed_on_the_clock_given_as_the_lab_plays_it():
    cal = est.Calibration(clock=Tick(0.5))
    row = play_game("rapanui", 3, list(GREEDY3), {}, None, 1, 4000)
    cost = cal.game_cost("rapanui", 3, GREEDY3)
    assert cost == est.GameCost(0.5, row["choices"], False)  # two readings: 0.5 s
    assert cal.game_cost("rapanui", 3, GREEDY3) is cost  # kept


def test_a_game_longer_than_the_budget_is_counted_as_long_as_the_step_limit():
    cal = est.Calibration(clock=Tick(1.0), budget=1.0)  # 100 steps in 1 s: 100 steps fit
    cost = cal.time_game("rapanui", 3, GREEDY3)
    limit = lab_spec("rapanui").max_steps
    assert cost.bound and cost.seconds == pytest.approx(limit / 100)
    text = est.estimate_text(est.Estimate(60, 1, 2, bound=True))
    assert "at most" in text


def test_a_search_is_timed_per_iteration_on_the_clock_given():
    cal = est.Calibration(clock=Tick(0.32), positions=2, iterations=16)
    per_iteration = cal.time_search("rapanui", 3, "ismcts:cutoff=40:iterations=16")
    assert per_iteration == pytest.approx(0.02)  # one reading apart: 0.32 s for 16 iterations


def test_a_run_seen_scales_the_estimates_of_its_lineup():
    cal = Fixed(game=1.0)
    asked = setting(games=10, workers=2)
    model = cal.estimate(asked).seconds
    cal.observe(
        dataclasses.replace(asked, games=6), 3 * cal.estimate(setting(games=6, workers=2)).seconds
    )
    seen = cal.estimate(asked)
    assert seen.observed and seen.seconds == pytest.approx(3 * model)
    assert not cal.estimate(setting(("greedy", "greedy", "random"), workers=2)).observed
    searching = setting(("greedy", SEARCH, "greedy"), workers=2)
    cal.observe(searching, 2 * cal.estimate(searching).seconds)
    other_budget = setting(("greedy", "greedy", "ismcts:iterations=400:cutoff=40"), workers=2)
    assert cal.estimate(other_budget).observed  # what a run corrects does not hang on its budget
    assert "last such run" in est.estimate_text(seen)
    cal.observe(asked, model)  # the latest run counts
    assert cal.estimate(asked).seconds == pytest.approx(model)


def test_fewer_games_offered_fit_the_time_and_say_their_interval():
    cal = Fixed(game=1.0)
    offers = est.offers(cal, setting(games=100), limit=60)
    assert [(o.games, o.iterations) for o in offers] == [(30, None)]  # 60 games fit: 30 per set
    (offer,) = offers
    assert offer.estimate.seconds <= 60
    assert offer.half_width == pytest.approx(est.half_width(30, 3)) and offer.half_width > offer.was
    assert round(est.half_width(100, 3)) == 9 and round(est.half_width(30, 3)) == 17
    assert est.offers(cal, setting(games=100), limit=1) == []  # not even 2 games fit


def test_a_cheaper_budget_is_offered_with_the_same_games():
    cal = Fixed(game=0.0, choices=30.0, iteration=0.01)  # 10 searches per game: iterations/10 s
    bots = ("greedy", "greedy", "ismcts:iterations=400:cutoff=40")
    offers = est.offers(cal, setting(bots, games=10), limit=500)  # 20 games of 40 s
    assert [(o.games, o.iterations) for o in offers] == [(6, None), (10, 250)]
    budget = offers[1]
    assert budget.half_width == budget.was and budget.estimate.seconds <= 500
    assert est.with_iterations(bots, 250) == ("greedy", "greedy", "ismcts:iterations=250:cutoff=40")
    # no budget fits 100 games: a quarter of the budget, and the games that fit with it
    offers = est.offers(cal, setting(bots, games=100), limit=150)
    assert [(o.games, o.iterations) for o in offers] == [(7, 100)]
    assert offers[0].half_width > offers[0].was


def test_durations_are_said_as_people_say_them():
    said = {s: est.duration_text(s) for s in (3, 42, 200, 3000, 5400, 7800)}
    assert said == {
        3: "about 5 s",
        42: "about 40 s",
        200: "about 3 min",
        3000: "about 50 min",
        5400: "about 1 h 30 min",
        7800: "about 2 h 10 min",
    }
    assert est.duration_text(7200) == "about 2 h" and est.duration_text(3590) == "about 1 h"
    assert est.duration_text(200, "zh-TW") == "約3分鐘"
    text = est.estimate_text(est.Estimate(240, 1, 2), "zh-TW")
    assert text == "預估時間：約4分鐘（在這臺電腦上用2個工作程序；依在這裡計時的幾次決策估算）。"
    assert est.estimate_text(est.Estimate(240, 1, 1)).startswith(
        "Estimated time: about 4 min on this machine, one game at a time"
    )


def test_the_command_line_prints_the_estimate_and_plays_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(est, "CALIBRATION", Fixed(game=3.0))
    out = tmp_path / "a.csv"
    args = ["run", "--game", "rapanui", "--players", "3", "--bots", "greedy,greedy,random"]
    args += ["--games", "40", "--workers", "2", "--out", str(out), "--estimate"]
    assert main(args) == 0
    printed = capsys.readouterr().out
    assert (
        printed
        == "Estimated time: about 1 min on this machine with 2 workers (timed from a few decisions here).\n"
    )
    assert not out.exists()
    assert main([*args[:-3], "--bots", "greedy,greedy", "--out", str(out), "--estimate"]) == 2


def test_the_command_line_prints_it_before_a_run_on_a_terminal(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(est, "CALIBRATION", Fixed(game=0.5))
    monkeypatch.setattr("kit.lab.cli.ProgressLine.__init__", _tty_line)
    out = tmp_path / "a.csv"
    args = ["run", "--game", "rapanui", "--players", "3", "--bots", "greedy,greedy,random"]
    assert main([*args, "--games", "3", "--workers", "1", "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert err.startswith("Estimated time: about 5 s on this machine, one game at a time")
    assert out.exists()


def _tty_line(self, stream):
    self.stream, self.start, self.shown, self.tty = stream, 0.0, False, True
