"""The Giants lessons: every prepared record replays through the engine and each step is legal in
turn; every number the texts quote is recomputed from the engine; every exercise's answers are
checked with the engine, and what the bots make of a move (play on) is what the lesson says;
every answer is made through the lesson page with the play page's controls (a board click, a
form, a button), and so is every step marked as the learner's, in both languages."""

import html
import json
import re
from pathlib import Path

import ipywidgets as W
import pytest

from kit import giants
from kit.core import i18n
from kit.giants import flow
from kit.giants.actions import Bid, Crown, Decline, Erect, Mark, Place, Sculpt, Special
from kit.giants.carriers import carrier_options
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
from kit.lessons import LessonRun, build, check, lesson_ids, lesson_to_dict, load
from kit.lessons.files import DATA
from kit.lessons.messages import RULE_ORDER
from widgets.lessons.index import LessonIndex
from widgets.lessons.lesson import LessonPage
from widgets.pages.teachers import TeachersPage

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "notebooks" / "giants"
IDS = lesson_ids("giants")
RULE = re.compile(r"R\d+\.\d+")


def exercise(lesson_id, index=0):
    """The lesson and the position of its exercise ``index``."""
    lesson = load("giants", lesson_id)
    return lesson, lesson.position(lesson.exercises[index].at)


def notation(choice):
    """The move of a choice: its action, or the action a named option stands for."""
    return choice.action if choice.action is not None else choice.params["move"]


def move(choice):
    return giants.ACTIONS.parse(notation(choice))


def played(lesson, notation, index):
    """What the bots make of ``notation`` at exercise ``index``, as the lesson page plays it on."""
    return LessonRun(lesson).play_on(giants.ACTIONS.parse(notation), index)


def help_to(play, seat):
    """The help points ``seat`` scored while the bots played on: (points, mover) each."""
    return [
        (e["points"], e["mover"])
        for e in play.events
        if e["type"] == "helper_paid" and e["seat"] == seat
    ]


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
        texts = [lesson.text(lesson.explanation, lang)]
        texts += [lesson.step_sentence(i, lang) for i in range(len(lesson.steps))]
        for n, ex in enumerate(lesson.exercises):
            texts.append(lesson.question_text(lang, n))
            texts += [lesson.why_text(c, lang, n) for c in ex.choices]
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
    for n, ex in enumerate(lesson.exercises):
        texts.append(lesson.question_text(lang, n))
        for choice in ex.choices:
            texts += [lesson.choice_label(choice, lang, n), lesson.why_text(choice, lang, n)]
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


def test_00_ends_with_the_learners_first_moai_erected_by_a_click():
    lesson, game = exercise("00_setup", 1)
    ex = lesson.exercises[1]
    st = game.state
    # where the bots left round 1, as the question tells it
    assert st.round == 1 and game.phase == "transport_move" and game.to_move == (0,)
    assert st.figures["H53"] == [[1, 0, 0], [1, 0, 0], [1, 0, 0]]  # a worker of each player
    assert [str(a) for a in game.history[-3:]] == ["0:carry m2", "0:step H53", "0:helpers [W0]"]
    # on H53 the others' workers would have scored; Hotu's own scored nobody (R7.6)
    choosing = lesson.position(ex.at - 1)
    assert {pay for _, pay in choosing.state.move.pending} == {(0, 0, 0), (0, 1, 0), (0, 0, 1)}
    assert not any(e["type"] == "helper_paid" for e in choosing.apply(lesson.action(ex.at - 1)))
    assert st.items["m2"].hex == "H53" and st.items["m2"].size == 1 and st.seats[0].bases == 7
    assert "A06" in game.board.hexes["H53"].adjacent_ahus and st.ahus["A06"].base is None
    # one listed move, the only Ahu the moai may stand on (R7.7)
    erect = Erect(0, "A06")
    assert [c.action for c in ex.choices] == ["0:erect A06", "0:stop"]  # stand it, or stop
    assert ex.right_ids == ("erect",)
    assert [a for a in game.legal_actions(0) if isinstance(a, Erect)] == [erect]
    done, events = after(game, "0:erect A06")
    assert events[0] == {"type": "moai_erected", "seat": 0, "item": "m2", "size": 1, "ahu": "A06"}
    a06 = done.state.ahus["A06"]
    assert (a06.base, a06.moai, a06.face_up, done.state.seats[0].bases) == (0, "m2", False, 6)
    # what it scores at the end (R10.3), as the why quotes it
    values = game.board.ahus["A06"]
    params = ex.params
    assert (params["moai"], params["size"], params["hat"]) == (values.moai_points, 1, 3)
    assert params["points"] == values.moai_points * 1 == 1
    # play on: the round goes on to round 2
    follow = played(lesson, "0:erect A06", 1)
    kinds = [e["type"] for e in follow.events]
    assert follow.actions == ex.play_on == 7
    assert "round_ended" in kinds and follow.game.state.round == 2
    assert kinds[-2:] == ["dice_rolled", "phase_started"]
    # on the page: a click on the Ahu, then what happens next
    page = LessonPage("giants", "00_setup", root=PAGES)
    box = page.exercises[1]
    box.pad.pick("H12")  # no move there
    assert "moai-feedback-miss" in box.feedback.value
    box.pad.pick("A06")
    assert "Right!" in box.feedback.value and "first moai stands on A06" in box.feedback.value
    box.follow_button.click()
    assert "Round 1 ends" in box.follow_text.value and "Round 2 begins" in box.follow_text.value
    page.set_lang("zh-TW")
    assert "第一尊石像豎立在A06" in box.feedback.value


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
        fronts, back = carved(game, notation(choice))
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


def test_02_what_the_bots_make_of_each_first_pick():
    lesson, game = exercise("02_auction")
    for choice in lesson.exercise.moves:
        if not lesson.answer(choice.id).legal:
            continue
        follow = played(lesson, choice.action, 0)
        assert follow.game.phase == "placement"  # the auction is over
        fronts, _ = carved(game, choice.action)
        # the bots carve what the whys say (everyone the largest moai they can)
        assert [
            sorted(i.size for i in follow.game.state.front_items(s)) for s in range(4)
        ] == fronts
        assert sum(fronts[2]) == choice.params["total"]


def sure_of_the_size_3(lesson, bid):
    """Whether ``bid`` makes Tiki pick first with a size-3 moai in reach, whatever the others
    bid within their means (each bids every marker and figure behind the screen)."""
    before = lesson.position(lesson.exercises[1].at - 3)  # before the others' bids
    game = before.clone()
    for seat in (3, 0, 1):
        own = game.state.seats[seat]
        game.apply(Bid(seat, own.markers, own.workers, own.sorcerer, own.chief))
    events = game.apply(bid)
    order = next(e for e in events if e["type"] == "bids_revealed")["order"]
    picks = [a for a in game.legal_actions(2) if isinstance(a, Sculpt) and a.size == 3]
    return order[0] == 2 and bool(picks)


def test_02_the_least_bid_sure_of_the_size_3_moai():
    lesson, game = exercise("02_auction", 1)
    ex = lesson.exercises[1]
    st = game.state
    # the question's facts
    assert st.round == 4 and st.first == 3 and game.to_move == (2,)
    assert sorted(i.size for i in st.items.values() if i.place == "tile") == [1, 2, 3]
    tiki = st.seats[2]
    assert (tiki.markers, tiki.workers, tiki.sorcerer, tiki.chief, tiki.tablets) == (
        1,
        1,
        True,
        True,
        2,
    )
    assert all(st.seats[s].tablets < 2 for s in (0, 1, 3))
    assert [st.seats[s].markers for s in (0, 1, 3)] == [0, 1, 1]  # 1 each, Hotu none
    # ... which Tiki can count: 2 markers each at the start, no visit to the Sorcerers' hut,
    # and the rest on the board, in his view
    hut = next(h for h, x in game.board.hexes.items() if x.kind == "sorcerer_hut")
    visits = [a for a in map(lesson.action, range(ex.at)) if getattr(a, "hex", None) == hut]
    assert visits == [] and START_MARKERS == 2
    view = game.view(2)["seats"]
    for seat in (0, 1, 3):
        assert START_MARKERS - view[seat]["on_board"]["markers"] == st.seats[seat].markers
    # of all the bids sure of the size-3 moai, the least is one marker and the chief
    bids = [a for a in game.legal_actions(2) if isinstance(a, Bid)]
    sure = [b for b in bids if sure_of_the_size_3(lesson, b)]
    least = min(sure, key=lambda b: (b.markers, b.workers + b.sorcerer + b.chief))
    assert str(least) == "2:bid 1 0 no yes" and ex.right_ids == ("bid_least",)
    assert ex.choice("bid_least").action == str(least)
    for choice in ex.moves:
        action = move(choice)
        if action in bids:
            assert sure_of_the_size_3(lesson, action) == (
                choice.id in ("bid_least", "bid_sorcerer")
            )
    bid_two = move(ex.choice("bid_two"))
    assert bid_two not in bids and "1 Tribe Marker" in game.why_illegal(bid_two).reason
    # what the bots make of each bid, as the whys tell it
    for cid, order, tiki_carves, size3 in (
        ("bid_least", [2, 3, 1, 0], [3], 2),
        ("bid_none", [3, 1, 2, 0], [1], 3),
        ("bid_units", [2, 3, 1, 0], [2], 3),
        ("bid_sorcerer", [2, 3, 1, 0], [3], 2),
    ):
        follow = played(lesson, ex.choice(cid).action, 1)
        revealed = next(e for e in follow.events if e["type"] == "bids_revealed")
        assert revealed["order"] == order and follow.game.phase == "placement"
        assert [b["markers"] for b in revealed["bids"]][1::2] == [1, 1]  # Marama and Vai bid 1
        fronts = follow.game.state
        assert [i.size for i in fronts.front_items(2)] == tiki_carves
        assert 3 in [i.size for i in fronts.front_items(size3)]
    # the sorcerer bid for nothing: it carved nothing, and lies in front of the screen
    follow = played(lesson, "2:bid 1 0 yes yes", 1)
    front = follow.game.view(2)["seats"][2]["front"]
    assert front["sorcerer"] and not follow.game.state.seats[2].sorcerer


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


def test_03_a_worker_where_a_rival_must_use_it_scores_for_the_help():
    lesson, game = exercise("03_placement", 1)
    ex = lesson.exercises[1]
    st = game.state
    m19 = st.items["m19"]
    # the question's facts: Tiki's size-2 moai on H44, his Ahu A07 reached from H54, where his
    # sorcerer alone carries 1; nothing left behind his screen to place
    assert (m19.hex, m19.size, m19.marker) == ("H44", 2, 2)
    assert st.ahus["A07"].base == 2 and st.power("H54") == 1
    assert {"H44", "A07"} <= {
        *game.board.hexes["H54"].neighbours,
        *game.board.hexes["H54"].adjacent_ahus,
    }
    tiki = st.seats[2]
    assert (tiki.workers, tiki.sorcerer, tiki.chief) == (0, False, False)
    assert st.power("H43") == 3
    assert ex.choice("h54").params["a07"] == game.board.ahus["A07"].moai_points * 2
    for choice in ex.moves:
        assert move(choice) in game.legal_actions(0), choice.id
        placed, _ = after(game, choice.action)
        options = carrier_options(placed.state, "H54", placed.state.items["m19"], 2)
        pays = [pay for _, pay in options]
        if choice.id == "h54":  # Tiki can enter H54 only with Hotu's worker: Hotu scores 1
            assert pays == [(1, 0, 0)]
        elif choice.id == "h54_log":  # Tiki's sorcerer and Hotu's log: nobody scores
            assert (("L", "S2"), (0, 0, 0)) in options
        else:  # H54 still carries only 1 of the 2 a size-2 moai needs
            assert placed.state.power("H54") < 2
    # what the bots make of it in phase 4: only the worker without logs on H54 scores
    for choice in ex.moves:
        follow = played(lesson, choice.action, 1)
        erected = follow.game.state.ahus["A07"].moai
        if choice.id == "h54":
            assert help_to(follow, 0) == [(1, 2)] and erected == "m19"
            assert follow.game.state.seats[0].score == st.seats[0].score + 1
        elif choice.id == "h54_log":
            assert help_to(follow, 0) == [] and erected == "m19"
            assert "2:helpers [L,S2]" in [str(a) for a in follow.game.history]
        else:
            assert help_to(follow, 0) == [] and erected is None
            assert not any(e["type"] == "transport_started" for e in follow.events)
    # on the page: the placement form as it opens (a worker, no logs) and a click on H54
    page = LessonPage("giants", "03_placement", root=PAGES)
    box = page.exercises[1]
    box.pad.pick("H54")
    assert box.last.choice.id == "h54" and "Right!" in box.feedback.value


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


def test_04_a_marker_kept_lets_the_next_player_claim_the_moai():
    lesson, _ = exercise("04_transport")
    kept = played(lesson, "2:done", 0)
    at = lesson.exercise.at
    assert str(kept.game.history[at + 1]) == "0:mark m32"  # Hotu claims it at once (U8)
    assert kept.game.state.items["m32"].marker == 0
    claimed = played(lesson, "2:mark m32", 0)
    assert claimed.game.state.items["m32"].marker == 2


def test_04_own_worker_and_logs_carry_for_nothing():
    lesson, game = exercise("04_transport", 1)
    ex = lesson.exercises[1]
    st = game.state
    assert st.round == 7 and game.phase == "transport_helpers" and game.to_move == (2,)
    assert st.move.item == "m30" and st.items["m30"].size == 3 and st.move.path == ["H44", "H33"]
    assert st.figures["H33"] == [[0, 0, 1], [1, 0, 0], [1, 0, 0]] and st.logs_on["H33"] == 2
    scores = [seat.score for seat in st.seats]
    assert [ex.params[k] for k in ("s0", "s1", "s2")] == scores == [3, 3, 5]
    assert ex.params["after0"] == scores[0] + 3 > scores[2]
    # the choices are every way to carry on H33 (R7.6), and only the free one is right
    helpers = {str(a) for a in game.legal_actions(2)}
    assert helpers == {c.action for c in ex.moves}
    for choice in ex.moves:
        done, _ = after(game, choice.action)
        gained = [s.score - was for s, was in zip(done.state.seats, scores, strict=True)]
        assert (sum(gained) == 0) == choice.right, choice.id
        claimed = {"carry_own": [0, 0, 0], "carry_worker": [0, 1, 0], "carry_chief": [3, 0, 0]}
        assert gained == claimed[choice.id]
        follow = played(lesson, choice.action, 1)  # and so it stays while the bots play on
        assert [s.score - was for s, was in zip(follow.game.state.seats, scores, strict=True)] == (
            gained
        )
    assert st.items["m30"].need == 3  # a chief who helps scores the moai's size


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


def test_05_the_immediate_scoring_variant_the_explanation_describes():
    lesson, game = exercise("05_end")
    a20 = game.board.ahus["A20"]
    params = {"moai": a20.moai_points}
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


# -- the lesson pages, through their own buttons ------------------------------------------------
def shown(board):
    names = {id(slot): name for name, slot in board.slots.items()}
    return [names[id(slot)] for slot in board.children]


@pytest.mark.parametrize("lesson_id", IDS)
def test_stepping_through_a_lesson_with_its_buttons(lesson_id):
    page = LessonPage("giants", lesson_id, root=PAGES)
    lesson = page.lesson
    assert "moai-lesson-at-0" in page.progress._dom_classes
    for k, step in enumerate(lesson.steps, start=1):
        # the position: the figures, or the play page's controls when the step is the learner's
        if page.run.yours:
            assert {"board", "tiles"} <= pad_figures(page.step_pad)
            assert page.step_button.description == "Show me"
        else:
            assert {"board", "tiles"} <= set(shown(page.figures))
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


def walk(widget):
    """``widget`` and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from walk(child)


def with_class(pad, css):
    return next(w for w in walk(pad.actions) if css in w._dom_classes)


def make(pad, action):
    """Make ``action`` with the play page's controls of ``pad`` (a MovePad), as a learner would:
    the bid form, the placement form and a click on the hex, a click on a special space or an
    Ahu, else the action's button. Returns how it was made."""
    if isinstance(action, Bid):
        with_class(pad, "moai-bid-markers").value = action.markers
        with_class(pad, "moai-bid-workers").value = action.workers
        sorcerer, chief = [w for w in walk(pad.actions) if isinstance(w, W.Checkbox)]
        sorcerer.value, chief.value = action.sorcerer, action.chief
        with_class(pad, "moai-bid").click()
        return "form"
    if isinstance(action, Place):
        with_class(pad, "moai-place-figure").value = action.figure  # the form is drawn again
        with_class(pad, "moai-place-logs").value = action.logs
        pad.pick(action.hex)
        return "click"
    if isinstance(action, Special):
        pad.pick(action.hex)
        return "click"
    if isinstance(action, Erect | Crown):
        pad.pick(action.ahu)
        return "click"
    buttons = [w for w in walk(pad.actions) if isinstance(w, W.Button) and w.tooltip]
    button = next(b for b in buttons if b.tooltip == str(action))
    button.click()
    return "button"


def pad_figures(pad):
    return {name for name, slot in pad.slot_of.items() if slot in pad.figures.children}


def answer(box, choice):
    """Answer ``choice`` of an exercise box: its move made with the controls, or its button."""
    if choice.action is None:
        box.buttons[choice.id].click()
        return
    action = giants.ACTIONS.parse(choice.action)
    make(box.pad, action)
    assert box.last is not None and box.last.action == action  # the controls made that move
    assert box.last.choice == choice


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_answer_of_every_exercise_is_made_and_explained(lesson_id):
    page = LessonPage("giants", lesson_id, root=PAGES)
    lesson = page.lesson
    for box in page.exercises:
        exercise, n = box.exercise, box.index
        assert box.feedback.value == ""
        if exercise.moves:
            assert box.pad is not None and set(exercise.figures) <= pad_figures(box.pad)
            assert "moai-move-pad" in box.pad._dom_classes
        else:
            assert box.pad is None and set(shown(box.figures)) == set(exercise.figures)
        wrong = [c for c in exercise.choices if not c.right]
        right = [c for c in exercise.choices if c.right]
        for choice in wrong:
            answer(box, choice)
            assert "Not quite." in box.feedback.value
            assert "moai-feedback-wrong" in box.feedback.value
            why = lesson.why_text(choice, "en", n)
            assert html.escape(why.split(":")[0]) in box.feedback.value
            if choice.action is None:
                assert box.buttons[choice.id].button_style == "danger"
            elif not box.last.legal:
                reason = box.last.reason["en"]
                assert html.escape(f"The rules say: {reason}") in box.feedback.value
        for choice in right:
            answer(box, choice)
            assert "Right!" in box.feedback.value and "moai-feedback-right" in box.feedback.value
            if choice.action is None:
                assert box.buttons[choice.id].button_style == "success"
        assert page.run.solved(n)
        if exercise.play_on:  # what the bots make of the moves tried, one after the other
            assert box.follow_button.layout.display is None
            box.follow_button.click()
            tried = [m for m in exercise.moves if lesson.answer(m.id, index=n).legal]
            assert len(box.which.options) == len(tried)
            assert "the bots played" in box.follow_text.value
        else:
            assert box.follow_button.layout.display == "none"
    # the same in Chinese, on the same page
    page.set_lang("zh-TW")
    for box in page.exercises:
        exercise, n = box.exercise, box.index
        assert "答對了！" in box.feedback.value
        wrong = next((c for c in exercise.choices if not c.right), None)
        if wrong is not None:
            answer(box, wrong)
            assert "不太對。" in box.feedback.value
            assert html.escape(lesson.why_text(wrong, "zh-TW", n)[:8]) in box.feedback.value
        for choice in exercise.options:
            assert box.buttons[choice.id].description == lesson.choice_label(choice, "zh-TW", n)
        if box.pad is not None:
            assert "的行動：" in box.pad.actions.children[0].value  # the controls, in Chinese
    assert "第" in page.title.value and "神秘巨石像" in page.title.value


YOURS = [
    (lesson_id, k)
    for lesson_id in IDS
    for k, step in enumerate(load("giants", lesson_id).steps)
    if step.yours
]


def test_every_lesson_has_a_step_the_learner_makes():
    assert {lesson_id for lesson_id, _ in YOURS} == set(IDS)


@pytest.mark.parametrize(("lesson_id", "k"), YOURS)
def test_a_step_of_yours_is_made_with_the_play_pages_controls(lesson_id, k):
    page = LessonPage("giants", lesson_id, root=PAGES)
    lesson = page.lesson
    step = lesson.steps[k]
    while page.run.index < k:
        page.step_button.click()
    assert page.run.yours and page.step_button.description == "Show me"
    assert page.step_pad.layout.display is None and page.figures.layout.display == "none"
    assert "moai-lesson-your-turn" in page.rule.value
    for rule in step.rules:  # the rules to find the move by
        assert f"Rule {rule}" in page.rule.value
    action = giants.ACTIONS.parse(step.action)
    game = page.run.game
    # another allowed move is not this step's: nothing changes
    other = next(a for a in game.legal_actions(action.seat) if a != action)
    page.try_step(other)
    assert page.run.index == k and "not the move this step is about" in page.attempt.value
    # the step's own move, made as on the play page: a click on the board or a button
    how = make(page.step_pad, action)
    assert how in ("click", "button")
    assert page.run.index == k + 1 and page.attempt.value == ""
    assert page.run.game.history[-1] == action
    assert html.escape(lesson.step_sentence(k, "en").split(".")[0]) in page.rule.value
    assert f"moai-lesson-at-{k + 1}" in page.progress._dom_classes


def test_a_move_the_rules_forbid_at_a_step_of_yours_gets_the_engines_reason():
    page = LessonPage("giants", "00_setup", root=PAGES)
    for _ in range(6):
        page.step_button.click()
    assert page.run.yours
    chief = giants.ACTIONS.parse("0:special chief H30 -")  # Hotu bid his chief (R5.8)
    reason = page.run.game.why_illegal(chief)
    page.try_step(chief)
    assert page.run.index == 6 and html.escape(reason.reason) in page.attempt.value
    page.set_lang("zh-TW")
    page.try_step(chief)
    assert html.escape(reason.reason_zh) in page.attempt.value
    page.step_pad.pick("A01")  # an Ahu that means no move now
    assert "點選標亮的位置" in page.attempt.value
    page.step_button.click()  # "Show me": the lesson makes the move
    assert page.run.index == 7 and not page.run.yours


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
    for n, ex in enumerate(lesson.exercises):
        texts.append(lesson.question_text(lang, n))
        for choice in ex.choices:
            texts += [lesson.choice_label(choice, lang, n), lesson.why_text(choice, lang, n)]
    texts += [rule for step in lesson.steps for rule in step.rules]
    return "\n".join(texts)


@pytest.mark.parametrize("lesson_id", IDS)
def test_no_exercise_is_answered_before_it_is_asked(lesson_id):
    lesson = load("giants", lesson_id)
    assert all(ex.at >= lesson.start for ex in lesson.exercises)


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
        assert "U8" not in texts and "R7.11" in texts  # the option by its name, not its code
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
    game = load("giants", "05_end").position(596)  # before the lesson's first step
    erect = giants.ACTIONS.parse("0:erect A20")
    assert game.state.ahus["A20"].base is None and erect in game.legal_actions(0)
    game = game.clone()
    game.state.seats[0].bases = 0
    game.state_changed()  # after a direct edit of the state (a copy keeps its caches)
    assert erect not in game.legal_actions(0)
    assert "no base" in game.why_illegal(erect).reason


def test_a_language_switch_draws_the_boards_of_the_controls_afresh():
    # a clickable board updated in place kept its old language in the browser: it is rebuilt
    page = LessonPage("giants", "02_auction", root=PAGES)
    slot = page.exercises[0].pad.slot_of["board"]
    before = slot.widget
    assert "round 3" in before.layout.title.text
    page.set_lang("zh-TW")
    assert slot.widget is not before and "第3回合" in slot.widget.layout.title.text
    assert slot.widget in slot.children
