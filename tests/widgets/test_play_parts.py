"""The play page's parts: the games' descriptions, the privacy rules, the bot scheduler, one
computation per position, undo by snapshot, and rule sets from the lab."""

import asyncio
import collections
import dataclasses
import json
import random
from datetime import UTC, datetime

import pytest
from asyncrun import run_to_end

from kit import games, giants, rapanui
from kit.lab.games import GAMES, PLAYERS, engine
from kit.lab.ruleset import RuleSet
from kit.plots.games import figures_of
from kit.plots.samples import played
from widgets.giants_play import giants_play
from widgets.play.bots import BotScheduler
from widgets.play.session import Player, PlaySession
from widgets.rapanui_play import rapanui_play


def upload(data, name="rules.json"):
    return (
        {
            "name": name,
            "type": "application/json",
            "size": len(data),
            "last_modified": datetime.now(UTC),
            "content": memoryview(data),
        },
    )


# -- the descriptions ------------------------------------------------------------------------------


def test_the_registry_finds_both_games_and_the_lab_reads_it():
    assert games.keys() == ("rapanui", "giants") == GAMES
    assert engine("giants") is giants and PLAYERS["rapanui"] == (2, 3, 4)
    for name in ("core", "lab", "plots", "lessons", "os", "", "../kit"):
        with pytest.raises(KeyError):
            games.spec(name)


@pytest.mark.parametrize("key", games.keys())
def test_a_description_is_complete(key):
    spec = games.spec(key)
    assert spec.name("en") and spec.name("zh-TW") != spec.name("en")
    fewest, most, default = spec.players
    assert fewest <= default <= most
    names = spec.option_names()
    assert set(spec.rule_numbers) == set(names), "every option has a rule number"
    assert set(spec.classroom) <= set(names) and set(spec.choices) <= set(names)
    defaults = spec.options()
    for name, values in spec.choices.items():
        assert getattr(defaults, name) in values
        for value in values:
            spec.options(**{name: value})  # every choice is a valid value
    for bot in spec.bots.values():
        assert hasattr(bot(), "choose")
    assert spec.option_file.endswith("options.py")
    assert {f.name for f in dataclasses.fields(spec.options)} == set(names)


@pytest.mark.parametrize("key", games.keys())
def test_every_figure_builder_draws_a_sample_view(key):
    spec, plots = games.spec(key), figures_of(key)
    end = played(spec.engine, spec.players[0], seed=3)
    middle = played(spec.engine, spec.players[0], seed=3, steps=20)
    drawn = set()
    for view in (middle.view(0), middle.view(None), end.view(None)):
        for lang in ("en", "zh-TW"):
            figures = plots.build(view, lang, None, ())
            assert list(figures) == [n for n in plots.names if n in figures]
            drawn |= set(figures)
    assert drawn == set(plots.names)
    assert plots.clickable in (None, *plots.names) and set(plots.live) <= set(plots.names)
    for caption, make in plots.samples():
        assert caption.startswith(f"gallery.{key}.")
        assert make("en").data


# -- the privacy rules -----------------------------------------------------------------------------


def hot_seat(seed=4):
    game = rapanui.new_game(3, seed=seed)
    seats = [Player("A"), Player("B"), Player("C", rapanui.GreedyBot())]
    return PlaySession(rapanui, game, seats)


def test_on_a_shared_screen_only_the_person_who_said_who_they_are_sees_and_acts():
    s = hot_seat()
    actor = s.actor()
    other = 1 - actor
    assert s.curtain_down(None) and s.curtain_down(other)
    assert s.shown_seat(other, projector=False) is None
    assert s.offered(other, projector=False) == [] and s.offered(None, projector=False) == []
    assert not s.curtain_down(actor)
    assert s.shown_seat(actor, projector=False) == actor
    assert s.offered(actor, projector=False) == s.game.legal_actions(actor)
    # a projector shows only the public view, and offers nothing
    assert s.shown_seat(actor, projector=True) is None
    assert s.offered(actor, projector=True) == []


def test_one_person_against_bots_needs_no_curtain():
    game = rapanui.new_game(2, seed=5)
    s = PlaySession(rapanui, game, [Player("A"), Player("B", rapanui.RandomBot())])
    assert not s.curtain_down(0) and s.shown_seat(0, projector=False) == 0


# -- the bot scheduler -----------------------------------------------------------------------------


def test_the_scheduler_moves_at_once_outside_a_kernel_and_stops_when_paused():
    left, paused = [3], [False]

    def move():
        left[0] -= 1

    bots = BotScheduler(lambda: left[0] > 0, move, lambda: 0.0, lambda: paused[0], print, False)
    assert bots.start() is True and left == [0]
    assert bots.start() is False  # nothing due
    left[0], paused[0] = 2, True
    assert bots.start() is False and left == [2]


def test_the_scheduler_moves_live_on_an_event_loop_and_reports_the_end():
    left, stops = [3], []

    def move():
        left[0] -= 1

    async def run():
        bots = BotScheduler(
            lambda: left[0] > 0, move, lambda: 0.0, lambda: False, stops.append, True
        )
        assert bots.start() is False and bots.running
        while bots.running:
            await asyncio.sleep(0.001)

    run_to_end(run())
    assert left == [0] and stops == [""]


def test_a_failing_live_bot_is_reported():
    stops = []

    def move():
        raise RuntimeError("broken bot")

    async def run():
        bots = BotScheduler(lambda: True, move, lambda: 0.0, lambda: False, stops.append, True)
        bots.start()
        while bots.running:
            await asyncio.sleep(0.001)

    run_to_end(run())
    assert stops == ["RuntimeError: broken bot"]


# -- one computation per position ------------------------------------------------------------------


@pytest.fixture
def counted(monkeypatch):
    """Counts of the page's engine calls by (game id, actions so far, method, seat); the
    engine's own calls while applying an action (its legality check) are not the page's."""
    counts = collections.Counter()
    applying = [0]
    for cls in (type(rapanui.new_game(2, seed=1)), type(giants.new_game(3, seed=1))):
        for method in ("view", "legal_actions"):
            original = getattr(cls, method)

            def wrapper(self, seat, _original=original, _method=method):
                if not applying[0]:
                    counts[(id(self), len(self.history), _method, seat)] += 1
                return _original(self, seat)

            monkeypatch.setattr(cls, method, wrapper)
        apply = cls.apply

        def applied(self, action, _apply=apply):
            applying[0] += 1
            try:
                return _apply(self, action)
            finally:
                applying[0] -= 1

        monkeypatch.setattr(cls, "apply", applied)
    return counts


def test_a_click_computes_each_view_and_legal_list_once_per_position(counted):
    app = rapanui_play()
    app.setup.players.value = 3
    app.setup.seat_kinds[1].value = "greedy"
    app.setup.seat_kinds[2].value = "random"
    app.setup.seed.value = "3"
    app.setup.start.click()
    rng = random.Random(1)
    refreshes = []
    original = app.refresh
    app.refresh = lambda: (refreshes.append(1), original())
    for _ in range(25):
        counted.clear()
        refreshes.clear()
        buttons = [b for row in app.actions.children for b in getattr(row, "children", ())]
        rng.choice(buttons).click()
        assert counted and max(counted.values()) == 1, counted.most_common(3)
        assert len(refreshes) == 1


def test_a_board_click_in_giants_computes_once_and_refreshes_once(counted):
    from test_play_giants import new_app, reach_placement

    app = new_app(3, ["human", "greedy", "greedy"], seed=5)
    reach_placement(app, random.Random(1))
    seat = app.session.actor()
    place = next(a for a in app.session.legal(seat) if a.KIND == "place" and a.logs == 0)
    counted.clear()
    refreshes = []
    original = app.refresh
    app.refresh = lambda: (refreshes.append(1), original())
    before = len(app.session.steps)
    app.pick(place.hex)
    assert app.session.steps[before].action == place and len(refreshes) == 1
    assert max(counted.values()) == 1, counted.most_common(3)


# -- undo ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_undo_by_snapshot_equals_undo_by_replay(seed):
    game = rapanui.new_game(2, seed=seed)
    s = PlaySession(rapanui, game, [Player("A"), Player("B", rapanui.GreedyBot())])
    rng = random.Random(seed)
    for _ in range(40):
        if s.game.is_over:
            break
        if s.bot_to_move():
            s.bot_step()
            continue
        s.apply(rng.choice(s.legal(s.actor())))
        point = s.undo_point(0)
        if point is None:
            continue
        by_record = s.game.record()
        by_record["actions"] = by_record["actions"][:point]
        replayed = rapanui.replay(by_record)
        s.undo(0)
        assert s.game.record() == replayed.record()
        assert s.game.chance.state_digest() == replayed.chance.state_digest()
        assert s.game.view(0) == replayed.view(0) and len(s.steps) == point
        return
    pytest.skip("no undo point reached")


def test_replay_positions_come_from_snapshots_and_equal_the_record():
    game = rapanui.new_game(2, seed=2)
    s = PlaySession(rapanui, game, [Player("A"), Player("B", rapanui.GreedyBot())])
    rng = random.Random(2)
    for _ in range(30):
        if s.bot_to_move():
            s.bot_step()
        else:
            s.apply(rng.choice(s.legal(s.actor())))
    for step in (0, 5, 17, len(s.steps)):
        record = s.game.record()
        record["actions"] = record["actions"][:step]
        assert s.game_at(step).view(None) == rapanui.replay(record).view(None)


# -- rule sets from the lab ------------------------------------------------------------------------


def test_a_rule_set_from_the_lab_sets_the_next_game():
    app = rapanui_play()
    rules = RuleSet("rapanui", {"majority_min_count": 1}, name="B")
    app.upload.value = upload(rules.to_json().encode())
    assert app.setup.option_widgets["majority_min_count"].value == 1
    assert "rule set B" in app.file_status.value and app.session is None
    app.setup.seed.value = "4"
    app.setup.start.click()
    assert app.session.game.options.majority_min_count == 1
    assert app.session.game.options == rules.options_object()


def test_a_rule_set_with_a_board_starts_giants_on_that_board():
    board = giants.default_board().to_dict()
    board["name"] = "our island"
    board["ahus"][0]["moai_points"] = 9
    rules = RuleSet("giants", {"immediate_scoring": True}, board=board, name="island")
    app = giants_play("zh-TW")
    app.upload.value = upload(rules.to_json().encode())
    assert "自訂圖板" in app.file_status.value
    assert app.setup.option_widgets["immediate_scoring"].value is True
    app.setup.seed.value = "2"
    app.setup.start.click()
    assert app.session.game.options.immediate_scoring is True
    drawn = app.session.game.view(None)["board"]
    assert drawn["name"] == "our island" and drawn["ahus"][0]["moai_points"] == 9


@pytest.mark.parametrize(
    "change",
    [
        {"options": {"majority_min_count": 7}},
        {"options": {"no_such_option": 1}},
        {"version": 99},
        {"game": "giants"},
    ],
)
def test_a_bad_rule_set_is_refused_with_the_reason_and_nothing_changes(change):
    app = rapanui_play()
    raw = json.loads(RuleSet("rapanui", {"wood_per_glory_at_end": 4}).to_json())
    raw.update(change)
    before = {k: w.value for k, w in app.setup.option_widgets.items()}
    app.upload.value = upload(json.dumps(raw).encode(), "bad.json")
    assert {k: w.value for k, w in app.setup.option_widgets.items()} == before
    assert "Could not load bad.json" in app.file_status.value
    assert app.rules is None and app.session is None
