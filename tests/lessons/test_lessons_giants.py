"""The Giants lessons: every prepared record replays through the engine and each step is legal in
turn; every number the texts quote is recomputed from the engine; every exercise's answers are
checked with the engine and clicked through the lesson page, in both languages."""

import html
import json
import re
from pathlib import Path

import pytest

from kit import giants
from kit.core import i18n
from kit.giants import flow
from kit.giants.actions import Decline, Mark, Sculpt
from kit.giants.options import Options
from kit.giants.placement import CHIEF_COST
from kit.giants.scoring import POINTS_PER_TABLET_PAIR
from kit.giants.state import (
    BASES_BY_PLAYERS,
    CHIEF_POWER,
    HALF_TABLETS,
    HEADDRESSES,
    LOGS,
    MARKERS_PER_COLOUR,
    MOAI_SIZES,
    START_MARKERS,
    START_WORKERS,
    WORKERS_PER_COLOUR,
)
from kit.lessons import build, check, lesson_ids, lesson_to_dict, load
from kit.lessons.files import DATA
from kit.lessons.messages import RULE_ORDER
from widgets.lesson import LessonPage
from widgets.lesson_index import LessonIndex
from widgets.lesson_teachers import TeachersPage

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "notebooks" / "giants"
IDS = lesson_ids("giants")
RULE = re.compile(r"R\d+\.\d+")


def exercise(lesson_id):
    lesson = load("giants", lesson_id)
    return lesson, lesson.position(lesson.exercise.at)


def move(choice):
    return giants.ACTIONS.parse(choice.params["move"])


def after(game, *notations):
    game = game.clone()
    events = []
    for notation in notations:
        events += game.apply(giants.ACTIONS.parse(notation))
    return game, events


# -- every lesson -------------------------------------------------------------------------------
def test_the_six_lessons_in_order_name_the_four_mechanisms():
    assert IDS == [
        "00_setup",
        "01_drawing",
        "02_auction",
        "03_placement",
        "04_transport",
        "05_end",
    ]
    assert [load("giants", i).number for i in IDS] == list(range(6))
    mechanisms = {m for i in IDS for m in load("giants", i).mechanisms}
    assert mechanisms == {"auction", "worker_placement", "pick_up_and_deliver", "route_building"}
    for lesson_id in IDS:
        assert (PAGES / f"{lesson_id}.ipynb").exists()


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_record_replays_and_each_step_is_legal_in_turn(lesson_id):
    lesson = load("giants", lesson_id)
    check(lesson)  # steps = the record's actions, legal in turn, causing the events they expect
    game = giants.replay(lesson.record)  # the whole record, checked action by action
    assert game.record() == lesson.record
    game = lesson.position(lesson.start)
    for step in lesson.steps:
        action = giants.ACTIONS.parse(step.action)
        assert action in game.legal_actions(action.seat), step.action
        assert action.seat in game.to_move
        game.apply(action)


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_rule_cited_is_in_the_rules_summary(lesson_id):
    lesson = load("giants", lesson_id)
    cited = {r for step in lesson.steps for r in step.rules}
    for lang in i18n.LANGS:
        texts = [lesson.text(lesson.explanation, lang), lesson.question_text(lang)]
        texts += [lesson.why_text(c, lang) for c in lesson.exercise.choices]
        cited |= {r for text in texts for r in RULE.findall(text)}
    assert cited and cited <= set(RULE_ORDER["giants"]), cited - set(RULE_ORDER["giants"])


def test_the_rules_summary_in_both_languages():
    rules = RULE_ORDER["giants"]
    assert len(rules) == len(set(rules)) > 50
    for rule in rules:
        en = i18n.t(f"lessons.giants.rule.{rule}", "en")
        zh = i18n.t(f"lessons.giants.rule.{rule}", "zh-TW")
        assert en and zh and en != zh


def test_the_committed_files_are_what_the_build_script_makes(tmp_path):
    paths = build.build("giants", tmp_path)
    assert [p.stem for p in paths] == IDS
    for path in paths:
        made = json.loads(path.read_text(encoding="utf-8"))
        assert made == json.loads((DATA / "giants" / path.name).read_text(encoding="utf-8"))
        assert lesson_to_dict(load("giants", path.stem)) == made


@pytest.mark.parametrize("lesson_id", IDS)
@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_text_renders_with_all_its_parameters(lesson_id, lang):
    lesson = load("giants", lesson_id)
    texts = [lesson.text(k, lang) for k in (lesson.title, lesson.summary, lesson.explanation)]
    texts += [lesson.step_sentence(i, lang) for i in range(len(lesson.steps))]
    texts.append(lesson.question_text(lang))
    for choice in lesson.exercise.choices:
        texts += [lesson.choice_label(choice, lang), lesson.why_text(choice, lang)]
    for text in texts:
        assert text and "{" not in text and "lessons." not in text, text
        if lang == "zh-TW":
            assert not any(n in text for n in ("Hotu", "Marama", "Tiki", "Vai")), text


def test_the_rule_numbers_the_explanations_quote():
    # the chief 3, a worker or sorcerer 1 (R5.3, R7.4); action C costs 2 half-tablets (R6.5);
    # a pair of half-tablets scores 3 (R10.4); a headdress needs carrying power 1 (R7.3)
    assert CHIEF_POWER == 3 and CHIEF_COST == 2 and POINTS_PER_TABLET_PAIR == 3
    game = giants.new_game(3, seed=5)
    headdress = game.state.items["hd1"]
    sizes = [game.state.items[f"m{n}"].need for n in (1, 18, 30)]
    assert headdress.need == 1 and sizes == [1, 2, 3]
    for lang, words in (("en", "3 sculptors"), ("zh-TW", "3個雕刻工")):
        assert words in load("giants", "00_setup").step_sentence(3, lang)


# -- 00: setup ----------------------------------------------------------------------------------
def test_00_the_setup_numbers_the_explanation_quotes():
    lesson = load("giants", "00_setup")
    game = lesson.position(0)
    st = game.state
    board = game.board
    assert len(board.ahus) == 26 and len(board.forests) == 7
    assert sorted(board.forest_tile_values) == [3, 3, 3, 4, 4, 5, 5]
    assert sum(board.forest_tile_values) == LOGS == 27
    assert [MOAI_SIZES.count(size) for size in (1, 2, 3)] == [17, 12, 6]
    assert (HEADDRESSES, HALF_TABLETS) == (14, 30)
    assert (START_WORKERS, START_MARKERS) == (1, 2)
    assert (WORKERS_PER_COLOUR - START_WORKERS, MARKERS_PER_COLOUR - START_MARKERS) == (5, 4)
    assert BASES_BY_PLAYERS == {3: 7, 4: 6, 5: 5}
    for players, dice in ((3, ["white"] * 3), (4, ["white"] * 3 + ["brown"])):
        assert list(giants.new_game(players, seed=1).state.dice) == dice
    # round 1: the dice show 1, 0 and 3, which put sizes 1, 1 and 2 on the tile (R4.3)
    assert st.round == 1 and st.first == 0 and st.last_roll == [1, 0, 3]
    tile = [i.size for i in st.items.values() if i.place == "tile"]
    assert sorted(tile) == [1, 1, 2]
    assert "1, 0 and 3" in lesson.text(lesson.explanation, "en")
    assert "one size-2 moai and two size-1 moai" in lesson.text(lesson.explanation, "en")
    assert "1、0、3" in lesson.text(lesson.explanation, "zh-TW")
    assert "一尊中尊石像和兩尊小尊石像" in lesson.text(lesson.explanation, "zh-TW")
    # step 7: the forest H30 gives 5 logs
    assert st.forest["H30"] == 5


def test_00_five_players_take_five_bases_and_roll_five_dice():
    lesson, _ = exercise("00_setup")
    five = giants.new_game(5, seed=3).state
    engine = (five.seats[0].bases, len(five.dice))
    assert engine == (5, 5) and list(five.dice).count("brown") == 2
    for choice in lesson.exercise.choices:
        assert ((choice.params["bases"], choice.params["dice"]) == engine) == choice.right
    assert lesson.exercise.right_ids == ("b5d5",)
    # the wrong answers are the three- and four-player games (their whys say so)
    for cid, players in (("b7d3", 3), ("b6d4", 4)):
        state = giants.new_game(players, seed=3).state
        params = lesson.exercise.choice(cid).params
        assert (params["bases"], params["dice"]) == (state.seats[0].bases, len(state.dice))


# -- 01: drawing --------------------------------------------------------------------------------
class Faces:
    """A stand-in for the game's dice: rolls the given faces in turn."""

    def __init__(self, faces):
        self.faces = list(faces)

    def roll(self, _faces):
        return self.faces.pop(0)


def first_round_draw(faces):
    """What ``faces`` put on the quarry tile in round 1 with a full supply, by the engine."""
    st = giants.new_game(3, seed=1).state
    for item in st.items.values():
        if item.place == "tile":
            item.place = "supply"
    st.chance = Faces(faces)
    event = flow.draw_moai(st)[0]
    return sorted(event["moai"])


def test_01_the_supply_runs_out_and_a_die_gives_nothing():
    lesson = load("giants", "01_drawing")
    game = lesson.position(lesson.start)
    st = game.state
    supply = [i.size for i in st.items.values() if i.place == "supply"]
    assert supply.count(2) == 0 and supply.count(3) > 0
    assert st.round == 8 and st.first == 1 and game.to_move == (0,)
    waiting = [i for i in st.items.values() if i.place == "hex" and i.hex == "H44"]
    assert sum(1 for i in waiting if i.size == 2) >= 5  # many size-2 moai wait at the quarry
    events = game.apply(giants.ACTIONS.parse(lesson.steps[0].action))
    # phase 5: every player has markers on moai on the board, and decides whether to keep them
    assert game.phase == "round_end" and game.to_move == (0, 1, 2)
    for step in lesson.steps[1:]:
        events += game.apply(giants.ACTIONS.parse(step.action))
    rolled = next(e for e in events if e["type"] == "dice_rolled")
    assert rolled["faces"] == [2, 3, 0] and rolled["moai"] == [3]
    assert game.state.first == 2 and game.state.round == 9
    removed = next(e for e in events if e["type"] == "logs_removed")
    assert removed["count"] == 0  # "there is none this time"
    assert Options().faces("white") == (0, 1, 1, 2, 2, 3)
    assert Options().faces("brown") == (0, 1, 2, 2, 3, 3)


def test_01_the_same_dice_in_the_first_round():
    lesson, game = exercise("01_drawing")
    tile = sorted(i.size for i in game.state.items.values() if i.place == "tile")
    assert tile == [3]
    claims = {
        "as_now": [3],
        "first_round": [1, 2, 2],
        "unchanged": [2, 3],
        "no_broken": [2, 2],
    }
    assert first_round_draw([2, 3, 0]) == claims["first_round"]
    assert claims["as_now"] == tile
    for choice in lesson.exercise.choices:
        assert (claims[choice.id] == first_round_draw([2, 3, 0])) == choice.right


# -- 02: auction --------------------------------------------------------------------------------
def test_02_the_pick_order_and_the_passes_the_steps_describe():
    lesson = load("giants", "02_auction")
    game = lesson.position(lesson.start)
    st = game.state
    assert st.round == 2 and st.first == 1
    assert sorted(i.size for i in st.items.values() if i.place == "tile") == [2, 2, 2, 2]
    assert [s.tablets for s in st.seats] == [1, 1, 2, 1]
    events = []
    for step in lesson.steps[:4]:
        events += game.apply(giants.ACTIONS.parse(step.action))
    revealed = next(e for e in events if e["type"] == "bids_revealed")
    assert revealed["order"] == [3, 2, 1, 0]
    assert [b["markers"] for b in revealed["bids"]] == [1, 1, 1, 2]
    # Tiki's single worker cannot carve a size-2 moai: he is skipped
    assert game.state.units[2] == 1 and game.to_move == (3,)
    game.apply(giants.ACTIONS.parse(lesson.steps[4].action))
    assert game.to_move == (1,)
    for step in lesson.steps[5:]:
        game.apply(giants.ACTIONS.parse(step.action))
    fronts = [[i.size for i in game.state.front_items(s)] for s in range(4)]
    assert fronts == [[2], [2], [], [2, 2]]


def carved(game, notation):
    """The moai sizes each seat carves if the picker takes ``notation`` and then everyone takes
    the largest moai they can; and how many moai go back to the supply."""
    game, events = after(game, notation)
    while game.phase == "auction_pick":
        picker = game.to_move[0]
        picks = [a for a in game.legal_actions(picker) if isinstance(a, Sculpt)]
        best = max(picks, key=lambda a: (a.size, not a.chief)) if picks else Decline(picker)
        events += game.apply(best)
    back = sum(e["count"] for e in events if e["type"] == "moai_returned")
    fronts = [sorted(i.size for i in game.state.front_items(s)) for s in range(game.players)]
    return fronts, back


def test_02_the_chief_on_the_size_3_moai_carves_the_most():
    lesson, game = exercise("02_auction")
    st = game.state
    assert st.round == 3 and st.first == 2 and game.to_move == (2,)
    assert st.order == [2, 3, 0, 1]
    assert sorted(i.size for i in st.items.values() if i.place == "tile") == [1, 2, 2, 3]
    assert st.units == [1, 1, 2, 0] and st.chief_free == [False, False, True, True]
    assert [s.tablets for s in st.seats] == [1, 1, 2, 1]
    totals = {}
    for choice in lesson.exercise.choices:
        action = move(choice)
        if action not in game.legal_actions(2):
            assert not choice.right and choice.id == "units3"
            assert "strength 2" in game.why_illegal(action).reason
            continue
        fronts, back = carved(game, choice.params["move"])
        total = sum(fronts[2])
        assert choice.params["total"] == total
        totals[choice.id] = total
        assert (back == 1) == (choice.id == "chief1")  # a size-2 moai goes back (R5.6)
        # what the whys say the others take
        if choice.id == "chief3":
            assert fronts == [[1], [], [2, 3], [2]]
        else:
            assert fronts[3] == [3]  # Vai's chief takes the size-3 moai
    best = max(totals.values())
    assert lesson.exercise.params["best"] == best
    assert [c for c, t in totals.items() if t == best] == list(lesson.exercise.right_ids)


# -- 03: placement ------------------------------------------------------------------------------
def test_03_the_steps_numbers():
    lesson = load("giants", "03_placement")
    game = lesson.position(lesson.start)
    st = game.state
    assert st.round == 2 and st.first == 1 and st.forest["H19"] == 4 and st.seats[0].tablets == 2
    assert st.current == 1
    events = []
    for step in lesson.steps:
        events += game.apply(giants.ACTIONS.parse(step.action))
    st = game.state
    assert st.power("H43") == 3 and st.power("H45") == 3
    assert st.seats[0].tablets == 1 and st.ahus["A07"].base == 2 and st.ahus["A07"].face_up
    assert any(e["type"] == "forest_cut" and e["logs"] == 4 for e in events)


def test_03_exactly_the_allowed_actions_are_right():
    lesson, game = exercise("03_placement")
    me = game.state.seats[0]
    assert game.to_move == (0,) and game.phase == "placement"
    assert (me.workers, me.logs, me.markers, me.tablets) == (2, 5, 1, 1)  # as the question says
    assert me.sorcerer and me.chief_hex == "H27"
    assert "H18" in game.state.cleared
    legal = game.legal_actions(0)
    for choice in lesson.exercise.choices:
        assert (move(choice) in legal) == choice.right, choice.id
        if not choice.right:
            assert game.why_illegal(move(choice)).reason
    assert len(lesson.exercise.right_ids) == 3


# -- 04: transport ------------------------------------------------------------------------------
def test_04_the_helpers_paid_and_the_headdress_value():
    lesson = load("giants", "04_transport")
    game = lesson.position(lesson.start)
    assert game.state.round == 6 and game.state.first == 0
    before = [s.score for s in game.state.seats]
    events = []
    for step in lesson.steps:
        events += game.apply(giants.ACTIONS.parse(step.action))
    paid = [(e["seat"], e["points"], e["mover"]) for e in events if e["type"] == "helper_paid"]
    assert paid == [(1, 1, 0), (0, 1, 2), (0, 2, 2)]
    assert [s.score - b for s, b in zip(game.state.seats, before, strict=True)] == [3, 1, 0]
    crown = lesson.steps[3]
    assert crown.params["hat"] == game.board.ahus["A03"].hat_points == 2
    a09 = game.state.ahus["A09"]
    assert a09.base == 2 and not a09.face_up and a09.moai == "m19"


def test_04_the_unmarked_moai_is_claimed_before_the_next_player_can():
    lesson, game = exercise("04_transport")
    st = game.state
    assert game.phase == "transport_mark" and game.to_move == (2,)
    assert st.items["m32"].marker is None and st.items["m32"].size == 3
    assert st.seats[0].markers == 2 and st.seats[2].markers == 1
    legal = game.legal_actions(2)
    for choice in lesson.exercise.choices:
        assert (move(choice) in legal) == (choice.id in ("claim", "keep")), choice.id
    claimed, _ = after(game, "2:mark m32")
    assert claimed.state.items["m32"].marker == 2
    assert Mark(0, "m32") not in claimed.legal_actions(0)
    kept, _ = after(game, "2:done")
    assert kept.to_move == (0,) and Mark(0, "m32") in kept.legal_actions(0)
    assert lesson.exercise.right_ids == ("claim",)


# -- 05: the end ----------------------------------------------------------------------------------
def test_05_the_end_and_the_final_scores_quoted():
    lesson = load("giants", "05_end")
    game = lesson.position(lesson.start)
    st = game.state
    assert st.round == 19 and st.seats[0].bases == 1
    assert st.items["hd5"].hex == "H48" and st.items["hd5"].marker is None
    assert st.figures["H38"][0][1] == 1 and st.figures["H38"][1][0] == 1  # sorcerer, worker
    assert st.figures["H26"][0][2] == 1  # Hotu's chief
    for step in lesson.steps[:-1]:
        game.apply(giants.ACTIONS.parse(step.action))
        assert not game.is_over  # the end is checked only when phase 4 is over
    game.apply(giants.ACTIONS.parse(lesson.steps[-1].action))
    result = game.result()
    assert game.is_over and result["winners"] == [1] and result["finishers"] == [0]
    params = lesson.steps[-1].params
    for seat, row in enumerate(result["breakdown"]):
        assert params[f"t{seat}"] == result["scores"][seat] == sum(row.values())
        assert (params[f"h{seat}"], params[f"m{seat}"], params[f"d{seat}"]) == (
            row["help"],
            row["ahu_moai"],
            row["headdress"],
        )
    assert result["scores"] == [42, 47, 43]
    for lang in i18n.LANGS:
        assert "42" in lesson.step_sentence(6, lang) and "47" in lesson.step_sentence(6, lang)


def test_05_the_immediate_scoring_variant():
    lesson, game = exercise("05_end")
    a20 = game.board.ahus["A20"]
    params = lesson.exercise.params
    assert (params["moai"], params["hat"]) == (a20.moai_points, a20.hat_points)
    assert params["both"] == a20.moai_points + a20.hat_points
    # the same game under the variant: the moai scores at once, and only its value x size
    record = dict(lesson.record, options={**lesson.record["options"], "immediate_scoring": True})
    variant = giants.replay(dict(record, actions=record["actions"][: lesson.start]))
    events = variant.apply(giants.ACTIONS.parse(lesson.steps[0].action))
    scored = next(e for e in events if e["type"] == "moai_scored")
    assert scored["ahu"] == "A20" and scored["points"] == a20.moai_points * 1 == params["moai"]
    assert variant.state.ahus["A20"].face_up
    # ... and the final totals are the same as with the standard rule
    assert (
        giants.replay(record).result()["scores"] == giants.replay(lesson.record).result()["scores"]
    )
    assert lesson.exercise.right_ids == ("at_once",)


# -- the lesson pages, through their own buttons ------------------------------------------------
def shown(board):
    names = {id(slot): name for name, slot in board.slots.items()}
    return [names[id(slot)] for slot in board.children]


@pytest.mark.parametrize("lesson_id", IDS)
def test_stepping_through_a_lesson_with_its_buttons(lesson_id):
    page = LessonPage("giants", lesson_id, root=PAGES)
    lesson = page.lesson
    assert "moai-lesson-at-0" in page.progress._dom_classes
    assert {"board", "tiles"} <= set(shown(page.figures))
    for k, step in enumerate(lesson.steps, start=1):
        page.step_button.click()
        assert f"moai-lesson-at-{k}" in page.progress._dom_classes
        for rule in step.rules:
            assert f"Rule {rule}" in page.rule.value
        assert html.escape(lesson.step_sentence(k - 1, "en").split(".")[0]) in page.rule.value
    assert page.step_button.disabled and "last step" in page.rule.value
    game = page.run.game
    assert shown(page.figures) == ["board", "tiles"] + ["breakdown"] * game.is_over
    page.restart_button.click()
    assert page.run.game.record() == lesson.position(lesson.start).record()


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_answer_of_the_exercise_is_checked_and_explained(lesson_id):
    page = LessonPage("giants", lesson_id, root=PAGES)
    exercise = page.lesson.exercise
    assert set(shown(page.exercise_figures)) == set(exercise.figures)
    wrong = [c for c in exercise.choices if not c.right]
    right = [c for c in exercise.choices if c.right]
    for choice in wrong:
        page.choice_buttons[choice.id].click()
        assert page.choice_buttons[choice.id].button_style == "danger"
        assert "Not quite." in page.feedback.value and "moai-feedback-wrong" in page.feedback.value
        why = page.lesson.why_text(choice, "en")
        assert html.escape(why.split(":")[0]) in page.feedback.value
    for choice in right:
        page.choice_buttons[choice.id].click()
        assert page.choice_buttons[choice.id].button_style == "success"
        assert "Right!" in page.feedback.value
    assert page.run.solved
    page.set_lang("zh-TW")
    assert "答對了！" in page.feedback.value
    assert page.choice_buttons[right[0].id].description == page.lesson.choice_label(
        right[0], "zh-TW"
    )
    page.choice_buttons[wrong[0].id].click()
    assert "不太對。" in page.feedback.value
    assert html.escape(page.lesson.why_text(wrong[0], "zh-TW")[:8]) in page.feedback.value
    assert "第" in page.title.value and "神秘巨石像" in page.title.value


def test_links_to_the_next_lesson_the_index_and_the_play_page():
    page = LessonPage("giants", "02_auction", root=PAGES)
    assert 'href="03_placement.ipynb?lang=en"' in page.footer.value
    for href in ("lessons.ipynb", "play.ipynb", "../index.ipynb"):
        assert f'href="{href}?lang=en"' in page.footer.value
    assert "last lesson" in LessonPage("giants", "05_end", root=PAGES).footer.value


def test_the_lessons_index_and_the_rules_summary_for_teachers():
    index = LessonIndex("giants", root=PAGES)
    body = index.body.value
    titles = [load("giants", i).text(load("giants", i).title, "en") for i in IDS]
    positions = [body.index(html.escape(t)) for t in titles]
    assert positions == sorted(positions)
    for lesson_id in IDS:
        assert f'href="{lesson_id}.ipynb?lang=en"' in body
    assert 'href="play.ipynb?lang=en"' in body
    index.set_lang("zh-TW")
    assert "第5課" in index.body.value and "暗標競拍" in index.body.value
    teachers = TeachersPage(root=ROOT / "notebooks")
    rules = teachers.rules.children[list(RULE_ORDER).index("giants")].value
    for rule in RULE_ORDER["giants"]:
        assert f"<b>{rule}</b>" in rules


# -- statements once wrong or missing (issue 13) ------------------------------------------------
def lesson_texts(lesson, lang):
    """Every text of ``lesson`` in ``lang``, with the rule numbers its steps cite."""
    texts = [lesson.text(k, lang) for k in (lesson.title, lesson.summary, lesson.explanation)]
    texts += [lesson.step_sentence(i, lang) for i in range(len(lesson.steps))]
    texts.append(lesson.question_text(lang))
    for choice in lesson.exercise.choices:
        texts += [lesson.choice_label(choice, lang), lesson.why_text(choice, lang)]
    texts += [rule for step in lesson.steps for rule in step.rules]
    return "\n".join(texts)


@pytest.mark.parametrize("lesson_id", IDS)
def test_no_exercise_is_answered_before_it_is_asked(lesson_id):
    lesson = load("giants", lesson_id)
    assert lesson.exercise.at >= lesson.start


def test_00_does_not_roll_the_dice_lesson_01_asks_about():
    setup = load("giants", "00_setup").position(0).state.last_roll
    asked = exercise("01_drawing")[1].state.last_roll
    assert sorted(setup) != sorted(asked)
    # nor does lesson 0's tile show the answer of lesson 1's exercise
    assert first_round_draw(setup) != first_round_draw(asked) == [1, 2, 2]
    lesson = load("giants", "00_setup")
    for lang, dice in (("en", ("2, 3 and 0", "2, 0 and 3")), ("zh-TW", ("2、3、0", "2、0、3"))):
        assert not any(d in lesson_texts(lesson, lang) for d in dice)


def test_00_who_carves_what_as_the_steps_say():
    lesson = load("giants", "00_setup")
    game = lesson.position(0)
    for step in lesson.steps[:6]:
        game.apply(giants.ACTIONS.parse(step.action))
    fronts = [[i.size for i in game.state.front_items(s)] for s in range(3)]
    assert fronts == [[1], [2], [1]] and game.phase == "placement"
    assert all(giants.ACTIONS.parse(s.action).chief for s in lesson.steps[3:6])


def test_03_the_size_3_moai_was_carved_by_the_chief_alone():
    lesson = load("giants", "03_placement")
    game = lesson.position(lesson.start)
    sculpts = [lesson.action(i) for i in range(lesson.start)]
    sculpts = [a for a in sculpts if isinstance(a, Sculpt) and a.seat == 1 and a.size == 3]
    assert len(sculpts) == 1 and sculpts[0].chief  # the chief's 3 sculptors (R5.3, R5.5)
    assert [i.size for i in game.state.front_items(1)] == [3]
    assert game.state.units[1] == 1  # the worker she bid carved nothing
    en, zh = lesson.text(lesson.explanation, "en"), lesson.text(lesson.explanation, "zh-TW")
    assert "chief alone" in en and "with her chief and a worker" not in en
    zh = zh.replace(" ", "")  # the Chinese texts may or may not space digits
    assert "只用酋長" in zh and "用酋長和1個工人雕刻" not in zh
    assert "lesson 0" not in en and "第0課" not in zh  # lesson 0 now has a game of its own


def test_04_names_the_reading_of_u8_the_kit_chose():
    lesson = load("giants", "04_transport")
    assert Options().unmarked_open_next_round is False  # the kit's reading: open at once
    for lang in i18n.LANGS:
        texts = lesson_texts(lesson, lang)
        assert "U8" in texts and "R7.11" in texts
        assert i18n.t("giants.option.unmarked_open_next_round", lang) in texts
    # with the other reading the exercise's moai is closed to both players this round
    record = dict(
        lesson.record, options={**lesson.record["options"], "unmarked_open_next_round": True}
    )
    other = giants.replay(dict(record, actions=record["actions"][: lesson.exercise.at]))
    assert Mark(2, "m32") not in other.legal_actions(2)
    assert Mark(0, "m32") not in other.legal_actions(0)


def test_the_memory_mode_and_the_base_an_empty_ahu_needs_are_taught():
    texts = {
        lang: "\n".join(lesson_texts(load("giants", i), lang) for i in IDS) for lang in i18n.LANGS
    }
    texts["zh-TW"] = texts["zh-TW"].replace(" ", "")  # the Chinese may or may not space digits
    for lang, words in (
        ("en", ("1 half-tablet", "base left behind your screen")),
        ("zh-TW", ("1個半塊石碑", "屏風後方還必須留有石像基座")),
    ):
        assert "R7.9" in texts[lang] and "R7.7" in texts[lang]
        label = i18n.t("giants.option.memory_mode", lang)
        assert (label.replace(" ", "") if lang == "zh-TW" else label) in texts[lang]
        assert all(w in texts[lang] for w in words), lang
    assert Options().memory_mode is False  # by default each player sees their own bases
    # R7.7.3: on an empty Ahu, no base behind the screen, no moai erected
    _, game = exercise("05_end")
    erect = giants.ACTIONS.parse("0:erect A20")
    assert game.state.ahus["A20"].base is None and erect in game.legal_actions(0)
    game = game.clone()
    game.state.seats[0].bases = 0
    assert erect not in game.legal_actions(0)
    assert "no base" in game.why_illegal(erect).reason
