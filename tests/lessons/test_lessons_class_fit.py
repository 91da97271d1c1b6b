"""Plans that fit a real class (issue 21): the teacher's plans take their minutes from measures
(:mod:`kit.lessons.timing`: reading at a 12-16-year-old's pace, moves and exercises; games of the
greedy bots at a hot-seat table), a whole game of Giants is never planned into one class, and
every exercise of every lesson is a decision: at least two legal moves that lead to different
positions, none of them named in the question."""

from __future__ import annotations

import json
import re

import pytest

from kit import games
from kit.core import i18n
from kit.lessons import LessonRun, lessons, load, timing
from widgets.giants_teach import ROUNDS as GIANTS_ROUNDS
from widgets.pages.teachers import (
    CLASS_MINUTES,
    CLASS_PLAN,
    LESSON_PARTS,
    PERIOD,
)

GAMES = ("giants", "rapanui")


def tolerance(measured: float) -> float:
    """How far a planned part may be from its measure: 5 minutes, or 15% of a long part."""
    return max(5.0, 0.15 * measured)


@pytest.fixture(scope="module")
def lengths() -> dict[str, dict[int, timing.GameLength]]:
    return {key: {gl.players: gl for gl in timing.game_lengths(key)} for key in GAMES}


def planned(game: str, part: str) -> int:
    return sum(dict(plan).get(part, 0) for plan in CLASS_PLAN[game])


# -- the measures ---------------------------------------------------------------------------------
def test_the_reading_pace_counts_words_and_chinese_characters():
    assert timing.text_units("Hotu carves a size-2 moai (R5.3).", "en") == 6
    assert timing.text_units("霍圖雕刻中尊石像（R5.3）。", "zh-TW") == 9  # 8 characters, R5.3
    assert timing.PACE == {"en": 150, "zh-TW": 250}


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_is_measured_in_both_languages(game):
    times = timing.lesson_times(game)
    assert [t.id for t in times] == [lesson.id for lesson in lessons(game)]
    for t in times:
        assert set(t.units) == set(i18n.LANGS) and all(n > 300 for n in t.units.values())
        # the two languages say the same things: their reading times are close
        assert abs(t.reading["en"] - t.reading["zh-TW"]) < 0.25 * t.reading["en"], t.id
        assert 5 < t.minutes() < 25, (t.id, t.minutes())


# -- the plans against the measures ---------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_parts_take_the_measured_minutes(game):
    parts = LESSON_PARTS[game]
    covered = [n for numbers in parts.values() for n in numbers]
    assert covered == list(range(len(lessons(game))))  # every lesson once, in order
    for part, numbers in parts.items():
        measured = timing.lessons_minutes(game, numbers)
        assert abs(planned(game, part) - measured) <= tolerance(measured), (part, measured)
        assert len(numbers) <= 4  # no more than four lessons in a period


@pytest.mark.parametrize("game", GAMES)
def test_the_plans_are_whole_periods(game):
    periods = [sum(m for _, m in plan) for plan in CLASS_PLAN[game]]
    assert all(p in (PERIOD, 2 * PERIOD) for p in periods) and sum(periods) == CLASS_MINUTES[game]


def test_rapa_nui_plays_a_whole_game_in_the_time_measured(lengths):
    game = planned("rapanui", "game")
    for players in (3, 4):  # groups of 3 or 4, as the plan says
        median = lengths["rapanui"][players].minutes[1]
        assert median <= game <= median + 10, (players, median, game)
    assert lengths["rapanui"][3].minutes[1] <= games.spec("rapanui").minutes + 5


def test_a_whole_giants_game_is_never_planned_into_one_class(lengths):
    longest_class = max(sum(m for _, m in plan) for plan in CLASS_PLAN["giants"])
    assert longest_class == 2 * PERIOD == 90
    for players, length in lengths["giants"].items():
        shortest, median, _ = length.minutes
        assert shortest > longest_class and median > 2 * 60, (players, length.minutes)
        assert 8 <= length.median_rounds <= 12, players  # "8 to 12 rounds"
    # the double period plays GIANTS_ROUNDS rounds at 3 players, as measured
    three = lengths["giants"][3]
    rounds = GIANTS_ROUNDS * three.minutes_per_round
    assert abs(planned("giants", "game") - rounds) <= tolerance(rounds)
    assert planned("giants", "game") < three.minutes[0]
    medians = [gl.minutes[1] for gl in lengths["giants"].values()]
    assert min(medians) - 15 <= games.spec("giants").minutes <= max(medians) + 15
    for lang, words in (("en", "8 to 12 rounds"), ("zh-TW", "8到12個回合")):
        assert words in i18n.t("teach.class.intro", lang)
        assert str(GIANTS_ROUNDS) in i18n.t("teach.class.giants.game", lang)


# -- every exercise a decision ---------------------------------------------------------------------
def exercises():
    for game in GAMES:
        for lesson in lessons(game):
            for n in range(len(lesson.exercises)):
                yield pytest.param(lesson, n, id=f"{lesson.id}-{game}-{n}")


def outcome(lesson, n, notation):
    """What a move leads to at exercise ``n``, bots playing on as the page does: the mover's view."""
    play = LessonRun(lesson).play_on(lesson.engine.ACTIONS.parse(notation), n)
    return json.dumps(play.game.view(play.move.seat), sort_keys=True, default=str)


@pytest.mark.parametrize(("lesson", "n"), exercises())
def test_every_exercise_offers_legal_moves_that_lead_to_different_positions(lesson, n):
    exercise = lesson.exercises[n]
    game = lesson.position(exercise.at)
    legal = [
        c
        for c in exercise.moves
        if lesson.engine.ACTIONS.parse(c.action)
        in game.legal_actions(lesson.engine.ACTIONS.parse(c.action).seat)
    ]
    assert len(legal) >= 2, "a decision offers at least two legal moves"
    right = {outcome(lesson, n, c.action) for c in legal if c.right}
    wrong = {outcome(lesson, n, c.action) for c in legal if not c.right}
    assert len(right | wrong) >= 2 and right  # the legal moves do not all end the same
    assert not right & wrong  # a wrong move does not end where a right one does


GIVEAWAYS = re.compile(r"click A06|raise the first moai|點選A06|打出本局第一張摩艾像吧", re.I)


@pytest.mark.parametrize(("lesson", "n"), exercises())
def test_no_exercise_text_contains_its_own_answer(lesson, n):
    exercise = lesson.exercises[n]
    for lang in i18n.LANGS:
        question = lesson.question_text(lang, n)
        assert not GIVEAWAYS.search(question), question
        # no instruction (a sentence that is not a question) names a right answer
        told = [s for s in re.split(r"(?<=[.!?。！？])\s*", question) if s and s[-1] not in "?？"]
        for choice in exercise.choices:
            if choice.right:
                label = lesson.choice_label(choice, lang, n)
                assert not any(label in sentence for sentence in told), (lang, label)
        for choice in exercise.moves:
            if choice.right:
                # "click A06", "bid ... chief": no imperative naming the right move's target
                target = choice.action.split()[-1]
                assert not re.search(rf"(?:click|點選)\s*{re.escape(target)}", question, re.I)


def test_giants_lesson_1_asks_for_a_real_move_choice():
    lesson = load("giants", "01_drawing")
    exercise = lesson.exercise
    assert exercise.at == lesson.start + len(lesson.steps)  # after the steps, nothing shown
    assert len(exercise.moves) >= 4 and exercise.right_ids == ("chief",)
    run = LessonRun(lesson)
    carved = {}
    for choice in exercise.moves:
        play = run.play_on(lesson.engine.ACTIONS.parse(choice.action), 0)
        sculpted = [e for e in play.events if e["type"] == "moai_sculpted"]
        tiki = play.game.state.seats[2]
        kept = tiki.workers + tiki.sorcerer + tiki.chief
        carved[choice.id] = (sculpted[0]["seat"], kept)
    assert carved["chief"] == (2, 4)  # he carves it and keeps 3 workers and his sorcerer
    assert all(seat != 2 or kept < 4 for cid, (seat, kept) in carved.items() if cid != "chief")
    assert exercise.params["kept"] == 4


def test_giants_lesson_0_a_moai_stopped_beside_its_ahu_loses_it():
    lesson = load("giants", "00_setup")
    play = LessonRun(lesson).play_on(lesson.engine.ACTIONS.parse("0:stop"), 1)
    erected = [e for e in play.events if e["type"] == "moai_erected"]
    assert [(e["seat"], e["ahu"], e["size"]) for e in erected] == [(1, "A06", 2)]
    forest = lesson.exercises[0]
    logs = {c.id: c.params.get("logs") for c in forest.moves}
    assert logs == {"forest5": 5, "forest4": 4, "forest3": 3, "cleared": None}


def test_giants_lesson_5_the_game_ends_only_at_the_end_of_phase_4():
    lesson = load("giants", "05_end")
    exercise = lesson.exercise
    run = LessonRun(lesson)
    scores = {}
    for choice in exercise.moves:
        play = run.play_on(lesson.engine.ACTIONS.parse(choice.action), 0)
        assert play.game.is_over
        scores[choice.id] = play.game.result()["scores"][0]
    params = exercise.params
    assert scores == {"crown": params["with_hat"], "pass": params["without"]}
    assert params["with_hat"] - params["without"] == params["hat"] == 2


def test_rapa_nui_the_draws_pay_what_their_explanations_say():
    lesson = load("rapanui", "00_setup")
    run = LessonRun(lesson)
    wood = lesson.exercises[0].params["wood"]
    start = run.exercise_position(0)
    assert wood == start.wood[0] < 7 and "moai" in start.hands[0]
    for choice in lesson.exercises[0].moves:
        game = start.clone()
        game.apply(lesson.engine.ACTIONS.parse(choice.action))  # her draw, and its scoring
        assert game.wood[0] - wood == (1 if choice.right else 0), choice.id
        assert choice.params.get("after", wood + 1) == wood + 1
    lesson = load("rapanui", "05_scoring_majority")
    run = LessonRun(lesson)
    start = run.exercise_position(0).wood
    params = lesson.exercise.params
    for choice in lesson.exercise.moves:
        play = run.play_on(lesson.engine.ACTIONS.parse(choice.action), 0)
        moana = sum(
            e["amount"] for e in play.events if e["type"] == "gained_wood" and e["seat"] == 2
        )
        assert (moana == params["bonus"]) == (choice.id == "col4"), choice.id
    assert start[2] >= 0 and params["bonus"] == params["most"] + 1 == 5
