"""The design lab page, headless: rule sets A and B, a small run, Stop, figures, downloads,
bad files refused with nothing changed."""

import base64
import json
import re
import threading

import pytest
from asyncrun import run_to_end

from kit import giants
from kit.lab.ruleset import RuleSet
from widgets.lab.app import LabApp
from widgets.lab.run import ABRun


def upload(content, name="file.json"):
    return ({"name": name, "content": memoryview(content), "size": len(content)},)


def downloaded(html_text, label_part):
    for href, label in re.findall(r'href="data:[^;]+;base64,([^"]+)">([^<]+)</a>', html_text):
        if label_part in label:
            return base64.b64decode(href).decode("utf-8")
    raise AssertionError(f"no download named {label_part!r}")


@pytest.fixture
def rapanui_page():
    app = LabApp("rapanui", games=12)
    app.sets["B"].widgets["majority_min_count"].value = 1
    return app


def test_a_small_comparison_fills_every_figure(rapanui_page):
    app = rapanui_page
    assert app.sets["A"].ruleset().options == {}
    assert app.sets["B"].ruleset().options == {"majority_min_count": 1}
    assert "<b>" in app.sets["B"].labels["majority_min_count"].value  # a changed rule stands out
    app.run_button.click()
    run = app.run_state
    assert run.done == run.total == 24 and app.progress.value == 24
    assert [len(t) for t in run.tables.values()] == [12, 12]
    assert all(r["options"]["majority_min_count"] == 1 for r in run.tables["B"])
    assert [r["seed"] for r in run.tables["A"]] == [r["seed"] for r in run.tables["B"]]
    for name, slot in app.slots.items():
        assert slot.figure is not None, name
    assert [t.name for t in app.slots["win_rates"].figure.data] == ["Rules A", "Rules B"]
    assert len(app.slots["ranking"].figure.data) == 8
    assert "moai-lab-table" in app.measures.value and "Balance" in app.measures.value
    assert not app.run_button.disabled and app.stop_button.disabled


def test_downloads_are_the_tables_and_a_rule_set_the_play_page_reads(rapanui_page):
    app = rapanui_page
    app.run_button.click()
    csv_b = downloaded(app.downloads.value, "Table B")
    assert csv_b.splitlines()[0].startswith("game,seed")
    assert len(csv_b.splitlines()) == 13
    rules = RuleSet.from_json(downloaded(app.downloads.value, "Rule set B"))
    assert rules.game == "rapanui" and rules.options == {"majority_min_count": 1}


def test_bots_budget_and_weights_make_the_specs():
    app = LabApp("rapanui")
    app.players.value = 2
    app.seat_bots[0].value = "ismcts"
    app.iterations.value = 25
    app.weights["wood"].value = 0.9
    assert app.bot_specs() == ["ismcts:iterations=25:cutoff=40", "greedy:wood=0.9"]


def test_a_bad_value_is_shown_and_nothing_runs():
    app = LabApp("rapanui")
    app.sets["B"].widgets["start_set_missing"].value = "fish,fish"
    app.run_button.click()
    assert app.run_state is None
    assert "start_set_missing" in app.message.value


def test_stop_keeps_what_finished():
    rulesets = {"A": RuleSet("rapanui"), "B": RuleSet("rapanui", {"moai_split_allowed": True})}
    run = ABRun(rulesets, players=2, bots=["random", "random"], games=40, seed=3, chunk_size=2)

    def update(r):
        if r.done >= 6:
            r.stop()

    run_to_end(run.run_async(None, update, every=0))
    assert run.stopped and run.finished
    assert 4 <= run.done < 80
    seeds = [[r["seed"] for r in t] for t in run.tables.values()]
    assert seeds[0] == seeds[1] == list(range(3, 3 + len(seeds[0])))  # the same first seeds


def test_a_stopped_pool_run_keeps_the_first_seeds_common_to_a_and_b(monkeypatch):
    from concurrent.futures import ThreadPoolExecutor

    from widgets.lab import run as lab_run

    late, play = threading.Event(), lab_run.play_chunk

    def play_chunk(task):  # A's second chunk (seeds 5 and 6) finishes after the others
        if task["seeds"][0] == 5 and not task["options"]["moai_split_allowed"]:
            late.wait(10)
        return play(task)

    monkeypatch.setattr(lab_run, "play_chunk", play_chunk)
    rulesets = {"A": RuleSet("rapanui"), "B": RuleSet("rapanui", {"moai_split_allowed": True})}
    run = ABRun(rulesets, players=2, bots=["random", "random"], games=20, seed=3, chunk_size=2)
    seen = []

    def update(r):
        seen.append({name: [row["seed"] for row in t] for name, t in r.tables.items()})
        if r.done >= 12:
            r.stop()
            late.set()

    with ThreadPoolExecutor(2) as pool:
        run_to_end(run.run_async(pool, update, every=0))
    assert any(5 not in s["A"] and 7 in s["A"] and 5 in s["B"] for s in seen)  # A had a gap
    assert [r["seed"] for r in run.tables["A"]] == [r["seed"] for r in run.tables["B"]] == [3, 4]
    assert run.done == 4 and seen[-1] == {"A": [3, 4], "B": [3, 4]}
    run.stop()  # again, once finished: nothing changes
    assert run.done == 4


def test_the_page_runs_on_a_worker_pool_as_in_a_kernel():
    from concurrent.futures import ThreadPoolExecutor

    rulesets = {"A": RuleSet("rapanui"), "B": RuleSet("rapanui", {"min_offering_price": 0})}
    seen = []
    run = ABRun(rulesets, players=3, bots=["greedy"] * 3, games=8, seed=1, chunk_size=3)
    with ThreadPoolExecutor(2) as pool:
        run_to_end(run.run_async(pool, lambda r: seen.append(r.done), every=0))
    assert run.done == 16 and seen[-1] == 16
    alone = ABRun(rulesets, players=3, bots=["greedy"] * 3, games=8, seed=1)
    alone.run_here()
    assert alone.tables == run.tables


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_giants_lab_board_upload_refused_or_taken(lang):
    app = LabApp("giants", lang=lang, games=2)
    panel = app.sets["B"]
    reason = panel.load_board(upload(b'{"hexes": "many"}', "bad.json"))
    assert reason and panel.board is None  # the current board untouched
    assert "bad.json" in panel.board_note.value
    reason = panel.load_board(upload(b"\x00\xff" * 10, "binary.json"))
    assert reason and panel.board is None
    reason = panel.load_board(upload(b"x" * 2_000_001, "huge.json"))
    assert reason and panel.board is None
    board = giants.default_board().to_dict()
    board["ahus"][0]["moai_points"] = 9
    assert panel.load_board(upload(json.dumps(board).encode(), "mine.json")) is None
    assert panel.board["ahus"][0]["moai_points"] == 9
    app.sets["B"].widgets["immediate_scoring"].value = True
    app.run_button.click()
    assert app.run_state.done == 4
    assert all(slot.figure is not None for slot in app.slots.values()), list(app.slots)
    assert {"helpers", "dice"} <= set(app.slots)


def test_a_rule_set_file_loads_into_b_and_a_wrong_one_is_refused():
    app = LabApp("rapanui")
    good = RuleSet("rapanui", {"altar_ranking": "competition"}, name="B").to_json().encode()
    app.load_rules(upload(good, "variant.json"))
    assert app.sets["B"].widgets["altar_ranking"].value == "competition"
    assert "variant.json" in app.message.value
    other = RuleSet("giants", {"immediate_scoring": True}).to_json().encode()
    app.load_rules(upload(other, "giants.json"))
    assert "giants.json" in app.message.value and "giants" in app.message.value
    assert app.sets["B"].widgets["altar_ranking"].value == "competition"
    app.load_rules(upload(b"{", "broken.json"))
    assert "broken.json" in app.message.value


def test_switching_language_keeps_the_results(rapanui_page):
    app = rapanui_page
    app.run_button.click()
    tables = dict(app.run_state.tables)
    app.set_lang("zh-TW")
    assert app.run_state.tables == tables
    assert "規則A" in app.slots["win_rates"].figure.data[0].name
    assert "開始" == app.run_button.description


def test_teachers_page_plans_a_45_minute_design_class_per_game():
    from kit.lab.lessons import written
    from widgets.pages.teachers import LAB_PLAN, TeachersPage

    assert {game: sum(m for _, m in plan) for game, plan in LAB_PLAN.items()} == {
        "rapanui": 45,
        "giants": 45,
    }
    page = TeachersPage(root="notebooks")
    text = page.lab_plan.value
    assert "Rapa Nui: a 45-minute design class" in text and "Giants: a 45-minute" in text
    first = written("rapanui_first_player")
    assert f"won {first['first_a']}% of the games" in text
    assert "design/giants_dice.ipynb" in text and "JSON" in text
    page.set_lang("zh-TW")
    assert "45分鐘的設計課" in page.lab_plan.value


def test_each_lesson_list_links_its_lab_and_design_lessons():
    from kit.lab.lessons import design_lessons
    from widgets.lessons.index import LessonIndex

    for game in ("rapanui", "giants"):
        body = LessonIndex(game, root=f"notebooks/{game}").body.value
        assert 'href="lab.ipynb?lang=en"' in body
        names = [lesson.id for lesson in design_lessons(game)]
        assert len(names) == 3  # two A/B questions and one that uses the new powers
        assert body.count("moai-design-item") == len(names)
        assert all(f"{name}.ipynb" in body for name in names)


@pytest.mark.parametrize("game", ["rapanui", "giants"])
def test_in_a_browser_the_page_says_it_runs_single_process_with_fewer_games(game, monkeypatch):
    from widgets.lab import app as lab
    from widgets.lab import run as lab_run

    server = LabApp(game)
    assert not server.single and server.single_note.value == ""
    assert server.single_note.layout.display == "none"
    assert server.games.value == lab.first_table(game, single=False)["games"]

    monkeypatch.setattr(lab_run.sys, "platform", "emscripten")  # as under Pyodide
    assert lab_run.single_process() and lab_run.shared_pool() is None
    app = LabApp(game)
    assert app.single and app.single_note.layout.display != "none"
    fewer = lab.first_table(game, single=True)["games"]
    assert app.games.value == fewer < lab.first_table(game, single=False)["games"]
    assert "one at a time" in app.single_note.value
    app.set_lang("zh-TW")
    assert "一次只跑一局" in app.single_note.value
    assert LabApp(game, games=3, single=True).games.value == 3  # a page may still ask for more


def test_a_single_process_run_plays_on_the_event_loop_without_a_pool():
    app = LabApp("rapanui", games=3, single=True)
    app.sets["B"].widgets["majority_min_count"].value = 1
    app.run()  # outside a kernel: at once, in this process
    assert app.run_state.done == 6 and app.run_state.finished


def test_a_finished_comparison_says_in_how_many_seed_blocks_each_finding_held():
    from kit import lab
    from widgets.lab.results import held_sentences
    from widgets.lab.run import named_comparison

    tables = {
        "A": lab.run("rapanui", players=4, bots=["greedy"] * 4, games=200, seed=5, workers=1),
        "B": lab.run(
            "rapanui",
            players=4,
            bots=["greedy"] * 4,
            options={"starting_wood": "2,2,2,2"},
            games=200,
            seed=5,
            workers=1,
        ),
    }
    comparison = lab.compare(tables["A"], tables["B"])
    assert named_comparison(comparison, "zh-TW").paired  # naming the bots keeps the pairing
    said = held_sentences(comparison, tables, "en")
    assert len(said) == len(comparison.findings()) >= 1
    assert all(" seed blocks (" in s for s in said)
    assert all("種子區塊" in s for s in held_sentences(comparison, tables, "zh-TW"))
