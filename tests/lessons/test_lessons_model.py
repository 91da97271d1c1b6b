"""The lesson framework itself (game-agnostic): reading lessons, checking them against the engine,
walking through them, answering exercises."""

import copy
import json

import pytest

from kit.core import i18n
from kit.lessons import (
    LessonError,
    LessonRun,
    check,
    engine_of,
    lesson_from_dict,
    lesson_ids,
    lesson_to_dict,
    load,
    viewer_seat,
)
from kit.lessons.files import DATA


def raw(lesson_id="03_sacrifice"):
    return json.loads((DATA / "rapanui" / f"{lesson_id}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("lesson_id", lesson_ids("rapanui"))
def test_a_lesson_file_round_trips_through_the_model(lesson_id):
    data = raw(lesson_id)
    lesson = lesson_from_dict(data)
    assert lesson_to_dict(lesson) == data
    assert lesson_from_dict(json.loads(json.dumps(lesson_to_dict(lesson)))) == lesson


def test_lessons_are_listed_in_order_and_unknown_ones_refused():
    assert lesson_ids("rapanui") == sorted(lesson_ids("rapanui"))
    assert lesson_ids("no_such_game") == []
    with pytest.raises(LessonError):
        load("rapanui", "99_nothing")
    with pytest.raises(LessonError):
        load("rapanui", "../03_sacrifice")


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.pop("steps"), "missing 'steps'"),
        (lambda d: d.update(number="3"), "'number' has the wrong type"),
        (lambda d: d.update(number=True), "'number' has the wrong type"),
        (lambda d: d["steps"][0].update(rules="R4.1"), "'rules' has the wrong type"),
        (
            lambda d: d["exercises"][0]["choices"][0].update(label="x"),
            "either an action or a label",
        ),
        (lambda d: d["exercises"][0]["choices"][0].pop("action"), "either an action or a label"),
        (
            lambda d: d["exercises"][0]["choices"][0].update(right="yes"),
            "'right' has the wrong type",
        ),
        (lambda d: d.update(viewer="everybody"), "viewer must be"),
        (lambda d: d["exercises"][0].update(params={"worth": [1]}), "'params' must map"),
        (lambda d: d.update(names={"en": "Hina"}), "'names' must map"),
        (lambda d: d["record"].pop("actions"), "list of 'actions'"),
    ],
)
def test_a_malformed_lesson_is_refused_with_what_is_wrong(change, words):
    data = raw()
    change(data)
    with pytest.raises(LessonError, match=words):
        lesson_from_dict(data)
    with pytest.raises(LessonError, match="JSON object"):
        lesson_from_dict([data])


def broken(change):
    data = copy.deepcopy(raw())
    change(data)
    return lesson_from_dict(data)


@pytest.mark.parametrize(
    "change, words",
    [
        # a step that is not the record's next action
        (lambda d: d["steps"][0].update(action="2:buy fish"), "not the record's next action"),
        # the record no longer replays: its first action is not legal
        (
            lambda d: d["record"]["actions"].__setitem__(
                0, {"type": "buy", "seat": 0, "kind": "fish"}
            ),
            "does not replay",
        ),
        # the engine no longer causes what the sentence says
        (lambda d: d["steps"][1]["expect"].append({"type": "played", "cost": 6}), "no event like"),
        (lambda d: d["steps"][0].update(sentence="lessons.rapanui.03.step.99"), "no message"),
        (lambda d: d["steps"][2].update(rules=["R99.9"]), "no message"),
        (lambda d: d["steps"][2].update(rules=[]), "name the rule"),
        (lambda d: d.update(start=len(d["record"]["actions"])), "run past the end"),
        (lambda d: d["exercises"][0].update(at=10_000), "not in the record"),
        (lambda d: d["exercises"][0]["choices"][1].update(action="2:fly away"), "is no action"),
        (lambda d: d["exercises"][0]["choices"][0].update(action="2:offer lava"), "must be legal"),
        (
            lambda d: d["exercises"][0]["choices"][1].update(right=True, action="0:offer grain"),
            "must be legal",
        ),
        (lambda d: d["exercises"][0]["choices"][0].update(id="grain"), "distinct choices"),
        (
            lambda d: [c.update(right=False) for c in d["exercises"][0]["choices"]],
            "at least one right",
        ),
    ],
)
def test_check_names_what_no_longer_fits_the_rules(change, words):
    lesson = broken(change)
    with pytest.raises(LessonError, match=words):
        check(lesson)


def test_the_record_is_checked_by_the_engine_itself():
    lesson = broken(lambda d: d["record"].update(seed=8))
    with pytest.raises(LessonError, match=r"does not replay|not the record's|not legal"):
        check(lesson)


def test_walking_forwards_back_and_restarting():
    lesson = load("rapanui", "03_sacrifice")
    run = LessonRun(lesson)
    assert run.at_start and not run.at_end and run.index == 0 and run.events == []
    assert run.last_step is None and not run.back()
    start = run.game.record()
    assert run.viewer() == 2  # "actor": the seat about to act
    assert run.step() and run.index == 1
    assert run.last_step is lesson.steps[0]
    assert [e["type"] for e in run.events] == ["no_buy"]
    while run.step():
        pass
    assert run.at_end and run.index == len(lesson.steps) == run.total
    assert not run.step()
    assert run.viewer() == 2  # the seat of the face-down sacrifice just shown
    assert run.back() and run.viewer() == 2  # Moana's face-down sacrifice is yours: her view
    run.restart()
    assert run.at_start and run.game.record() == start
    # the prepared game is never changed by the walk
    assert lesson.position(lesson.start).record() == start


def test_viewer_seat_rules():
    game = load("rapanui", "00_setup").position(0)
    assert viewer_seat(None, game) is None
    assert viewer_seat(2, game) == 2
    assert viewer_seat("actor", game) == 0


def test_answers_and_the_engines_reason_for_an_illegal_choice():
    lesson = load("rapanui", "02_playing")
    run = LessonRun(lesson)
    three = run.answer("three")
    assert not three.right and three.legal is False
    assert "2" in three.reason["en"] and "圓木" in three.reason["zh-TW"]
    assert not run.solved()
    assert run.answer("one").right and run.answer("one").legal is True
    assert not run.solved()
    named = run.answer("pass")
    assert named.legal is None and named.reason is None and not named.right
    assert run.answer("two").right and run.solved()
    with pytest.raises(KeyError):
        run.answer("four")


def test_texts_carry_the_players_names_and_parameters():
    lesson = load("rapanui", "05_scoring_majority")
    assert lesson.player_names("en") == ["Hina", "Tane", "Moana"]
    assert lesson.player_names("zh-TW") == ["希娜", "塔內", "莫娜"]
    question = lesson.question_text("en")
    assert "Moana has 4 lumberjacks, Hina 2" in question and "Tane 1" in question
    assert "{" not in question
    bare = lesson_from_dict({**raw("05_scoring_majority"), "names": {}})
    assert bare.player_names("zh-TW") == ["玩家1", "玩家2", "玩家3"]


def test_only_games_of_the_kit_have_engines():
    assert engine_of("rapanui").__name__ == "kit.rapanui"
    for name in ("core", "lessons", "os", "../kit", "", 3):
        with pytest.raises(LessonError):
            engine_of(name)


def test_every_key_a_lesson_uses_exists_in_both_languages():
    for lesson_id in lesson_ids("rapanui"):
        for key in load("rapanui", lesson_id).keys():
            assert i18n.has(key), key
            assert i18n.catalog("zh-TW")[key] != i18n.catalog("en")[key], key


# -- lessons you play: moves, steps of your own, what follows a move --------------------------
def test_an_exercise_is_answered_by_a_move_listed_or_not():
    lesson = load("rapanui", "03_sacrifice")
    run = LessonRun(lesson)
    before = run.exercise_position().record()
    parse = lesson.engine.ACTIONS.parse
    listed = run.move(parse("2:offer fish"))
    assert listed.right and listed.legal and listed.choice.id == "fish"
    wrong = run.move(parse("2:offer grain"))
    assert not wrong.right and wrong.legal and wrong.choice.id == "grain"
    # a move of another seat is not allowed: the engine's reason, in both languages
    other = run.move(parse("0:offer fish"))
    assert other.choice is None and other.legal is False and not other.right
    assert other.reason["en"] and other.reason["zh-TW"] != other.reason["en"]
    assert run.answers[0] == ["fish", "grain"] and run.solved(0)
    # answering never changes the position
    assert run.exercise_position().record() == before


def test_a_legal_move_not_listed_is_not_the_one_to_learn():
    data = raw()
    data["exercises"][0]["choices"] = [c for c in data["exercises"][0]["choices"] if c["right"]]
    lesson = lesson_from_dict(data)
    check(lesson)  # a move exercise may list one move
    feedback = LessonRun(lesson).move(lesson.engine.ACTIONS.parse("2:no_offer"))
    assert feedback.choice is None and feedback.legal is True and not feedback.right


def test_a_step_of_your_own_takes_only_its_move():
    data = raw()
    data["steps"][0]["yours"] = True
    lesson = lesson_from_dict(data)
    check(lesson)
    assert lesson_to_dict(lesson)["steps"][0]["yours"] is True
    run = LessonRun(lesson)
    parse = lesson.engine.ACTIONS.parse
    assert run.yours and run.next_action() == parse("2:no_buy")
    start = run.game.record()
    illegal = run.try_step(parse("1:no_buy"))  # not Tane's turn
    assert not illegal.done and not illegal.legal and illegal.reason["zh-TW"]
    other = run.try_step(parse("2:buy fish"))
    assert not other.done and other.legal and other.reason is None
    assert run.index == 0 and run.game.record() == start  # nothing changed
    assert run.try_step(parse("2:no_buy")).done and run.index == 1 and not run.yours
    while run.step():
        pass
    with pytest.raises(ValueError):
        run.try_step(parse("2:no_buy"))


def test_bots_play_on_from_a_move_the_same_way_every_time():
    data = raw()
    data["exercises"][0]["play_on"] = 5
    lesson = lesson_from_dict(data)
    check(lesson)
    run = LessonRun(lesson)
    parse = lesson.engine.ACTIONS.parse
    before = run.exercise_position().record()
    fish = run.play_on(parse("2:offer fish"))
    assert fish.actions == 5 and len(fish.game.history) == len(before["actions"]) + 6
    assert fish.events[0]["type"] == "offered" or fish.events[0]["seat"] == 2
    again = LessonRun(lesson).play_on(parse("2:offer fish"))
    assert again.game.record() == fish.game.record()
    grain = run.play_on(parse("2:offer grain"))
    assert grain.game.record() != fish.game.record()
    assert run.exercise_position().record() == before  # the exercise's position is untouched
    with pytest.raises(ValueError):
        run.play_on(parse("0:offer fish"))


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d["steps"][0].update(yours="yes"), "'yours' must be true or false"),
        (lambda d: d["exercises"][0].update(play_on=-1), "'play_on' must be a count"),
        (lambda d: d.update(exercises=[]), "at least one exercise"),
        (lambda d: d.update(exercises={}), "'exercises' has the wrong type"),
    ],
)
def test_malformed_played_lessons_are_refused(change, words):
    data = raw()
    change(data)
    with pytest.raises(LessonError, match=words):
        lesson_from_dict(data)


def test_a_lesson_of_one_exercise_may_give_it_alone():
    data = raw()
    data["exercise"] = data.pop("exercises")[0]
    assert lesson_from_dict(data) == lesson_from_dict(raw())


@pytest.mark.parametrize(
    "change, words",
    [
        # exercises come in the order of their positions
        (
            lambda d: d["exercises"].append(
                {**d["exercises"][0], "at": d["exercises"][0]["at"] - 1}
            ),
            "order of their positions",
        ),
        # every move of an exercise is one seat's, the seat to move
        (lambda d: d["exercises"][0]["choices"][1].update(action="0:offer grain"), "one seat's"),
        (
            lambda d: [
                c.update(action=c["action"].replace("2:", "1:"))
                for c in d["exercises"][0]["choices"]
            ],
            "must be legal|not the seat to move",
        ),
    ],
)
def test_check_names_what_is_wrong_with_played_exercises(change, words):
    data = copy.deepcopy(raw())
    change(data)
    with pytest.raises(LessonError, match=words):
        check(lesson_from_dict(data))


def test_an_exercise_of_named_options_cannot_play_on():
    data = raw("05_scoring_majority")
    for option in data["exercises"][0]["choices"]:  # every exercise is made of moves now
        option["label"] = option.pop("action") and option["why"]
    data["exercises"][0]["play_on"] = 3
    with pytest.raises(LessonError, match="only an exercise answered by moves can play on"):
        check(lesson_from_dict(data))
