"""The Rapa Nui lessons: every prepared record replays through the engine, each step is legal in
turn, and each exercise's right answer (and the numbers its explanations quote) is what the rules
and the scoring functions say at that position."""

import json
from pathlib import Path

import ipywidgets as W
import pytest

from kit import rapanui
from kit.core import i18n
from kit.lessons import LessonRun, build, check, lesson_ids, lesson_to_dict, load
from kit.lessons.files import DATA
from kit.lessons.messages import RULE_ORDER
from kit.rapanui.cards import KINDS, MOAI, MOAI_COST
from kit.rapanui.scoring import (
    altar_values,
    end_wood_glory,
    offering_points,
    sole_majority,
    winners,
)
from widgets.lessons.lesson import LessonPage
from widgets.pages import glossary

IDS = lesson_ids("rapanui")
PAGES = Path(__file__).resolve().parents[2] / "notebooks" / "rapanui"


def test_the_seven_lessons_in_order():
    assert IDS == [
        "00_setup",
        "01_buying",
        "02_playing",
        "03_sacrifice",
        "04_refill_indicator",
        "05_scoring_majority",
        "06_end_ranking",
    ]
    assert [load("rapanui", i).number for i in IDS] == list(range(7))
    mechanisms = {m for i in IDS for m in load("rapanui", i).mechanisms}
    assert mechanisms == {"card_drafting", "majorities", "tableau_building"}


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_record_replays_and_each_step_is_legal_in_turn(lesson_id):
    lesson = load("rapanui", lesson_id)
    check(lesson)  # steps = the record's actions, legal in turn, causing the events they expect
    game = rapanui.replay(lesson.record)  # the whole record, checked action by action
    assert game.record() == lesson.record
    game = lesson.position(lesson.start)
    for step in lesson.steps:
        action = rapanui.parse_action(step.action)
        assert action in game.legal_actions(action.seat), step.action
        assert game.to_move == (action.seat,)
        game.apply(action)


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_rule_a_step_cites_is_in_the_rules_summary(lesson_id):
    lesson = load("rapanui", lesson_id)
    for step in lesson.steps:
        for rule in step.rules:
            assert rule in RULE_ORDER["rapanui"], (lesson_id, rule)


def test_the_committed_files_are_what_the_build_script_makes(tmp_path):
    paths = build.build("rapanui", tmp_path)
    assert [p.stem for p in paths] == IDS
    for path in paths:
        made = json.loads(path.read_text(encoding="utf-8"))
        assert made == json.loads((DATA / "rapanui" / path.name).read_text(encoding="utf-8"))
        assert lesson_to_dict(load("rapanui", path.stem)) == made


@pytest.mark.parametrize("lesson_id", IDS)
@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_text_renders_with_all_its_parameters(lesson_id, lang):
    lesson = load("rapanui", lesson_id)
    texts = [lesson.text(lesson.title, lang), lesson.text(lesson.explanation, lang)]
    texts += [lesson.step_sentence(i, lang) for i in range(len(lesson.steps))]
    for n, exercise in enumerate(lesson.exercises):
        texts.append(lesson.question_text(lang, n))
        for choice in exercise.choices:
            texts += [lesson.choice_label(choice, lang, n), lesson.why_text(choice, lang, n)]
    for text in texts:
        assert text and "{" not in text and "lessons." not in text, text


def exercise(lesson_id, index=0):
    lesson = load("rapanui", lesson_id)
    game = lesson.position(lesson.exercises[index].at)
    return lesson, game


def played_on(lesson, choice_id, index=0):
    """What the bots make of a choice's move at exercise ``index`` (as the page shows it)."""
    move = rapanui.parse_action(lesson.exercises[index].choice(choice_id).action)
    return LessonRun(lesson).play_on(move, index)


def test_01_buying_anything_leaves_too_little_wood_for_the_moai():
    lesson, game = exercise("01_buying")
    seat = game.to_move[0]
    assert game.phase == "buy" and "moai" in game.hands[seat]
    assert lesson.exercise.params["wood"] == game.wood[seat]
    # every move of the buying step is a listed choice, and each is explained
    assert {str(a) for a in game.legal_actions(seat)} == {c.action for c in lesson.exercise.moves}
    for choice in lesson.exercise.choices:
        action = rapanui.parse_action(choice.action)
        assert action in game.legal_actions(seat)
        after = game.clone()
        after.apply(action)
        can_raise = rapanui.Play(seat, "moai", 1) in after.legal_actions(seat)
        assert can_raise == choice.right, choice.id
        if isinstance(action, rapanui.Buy):  # the price and the wood left quoted
            price = game.price(seat, action.kind)
            assert choice.params == {"price": price, "left": game.wood[seat] - price}
            assert after.wood[seat] == choice.params["left"] < MOAI_COST
    cheapest = min(game.price(seat, kind) for kind in KINDS)
    assert lesson.exercise.choice("none").params == {"cheapest": cheapest}
    assert lesson.exercise.right_ids == ("none",)


def test_01_the_question_no_longer_gives_its_answer_away():
    lesson, game = exercise("01_buying")
    en, zh = lesson.question_text("en"), lesson.question_text("zh-TW")
    # it states the position (her wood and hand) and asks; it does not say she means to raise
    # the moai, nor what the moai costs, nor that she should buy nothing
    assert "8 wood" in en and "moai" in en and "8根圓木" in zh and "摩艾像" in zh
    for words in ("raise", "wants", "7", "nothing", "keep"):
        assert words not in en, words
    for words in ("打出", "立起", "想", "7", "不採集吧", "保留"):
        assert words not in zh, words
    assert sorted(game.hands[2]) == ["grain", "lumberjack", "moai"]  # the hand it names


def test_01_played_on_the_kept_wood_raises_the_moai_and_a_purchase_does_not():
    lesson, _ = exercise("01_buying")
    assert lesson.exercise.play_on == 6
    for choice in lesson.exercise.choices:
        events = played_on(lesson, choice.id).events
        raised = any(e["type"] == "played" and e["card"] == MOAI and e["seat"] == 2 for e in events)
        assert raised == choice.right, choice.id
        assert any(e["type"] == "sacrifice_round" for e in events) == choice.right


def test_02_the_right_plays_are_exactly_the_legal_ones():
    lesson, game = exercise("02_playing")
    legal = game.legal_actions(0)
    for choice in lesson.exercise.choices:
        if choice.action is None:
            assert not choice.right  # passing: never legal while a play can be paid (R5.3)
            assert all(not isinstance(a, rapanui.DiscardMoai) for a in legal)
        else:
            assert (rapanui.parse_action(choice.action) in legal) == choice.right


def test_02_played_on_she_draws_as_many_cards_as_she_played():
    lesson, _ = exercise("02_playing")
    assert lesson.exercise.play_on == 3
    for choice in lesson.exercise.moves:
        if not choice.right:
            continue
        played = rapanui.parse_action(choice.action).count
        followed = played_on(lesson, choice.id)
        drew = [e for e in followed.events if e["type"] == "drew" and e["seat"] == 0]
        assert len(drew) == played  # "she then draws one card" / "two cards", back to 3
        assert len(followed.game.hands[0]) == 3
        # and the why says so
        assert ("one card" if played == 1 else "two cards") in lesson.why_text(choice, "en")
        assert f"補{played}張" in lesson.why_text(choice, "zh-TW")


def test_03_the_best_card_from_the_supply_and_the_worths_quoted():
    lesson, game = exercise("03_sacrifice")
    view = game.view(2)
    assert game.phase == "offer" and view["ranking"]["unseen"] == 0
    stock, counts = view["stock"], view["ranking"]["counts"]
    worths = {}
    for choice in lesson.exercise.choices:
        action = rapanui.parse_action(choice.action)
        after = game.clone()
        after.apply(action)
        seen = after.view(2)["ranking"]
        worth = offering_points(stock, seen["values"])
        assert choice.params["worth"] == worth, choice.id
        if isinstance(action, rapanui.Offer):
            more = dict(counts, **{action.kind: counts[action.kind] + 1})
            assert worth == offering_points(stock, altar_values(more))
        worths[choice.id] = worth
    best = max(worths.values())
    assert lesson.exercise.params["best"] == best
    assert [c for c, w in worths.items() if w == best] == list(lesson.exercise.right_ids)


def test_03_played_on_her_offerings_are_still_worth_most_with_the_fish():
    lesson, _ = exercise("03_sacrifice")
    assert lesson.exercise.play_on == 6
    worths = {}
    for choice in lesson.exercise.choices:
        game = played_on(lesson, choice.id).game
        view = game.view(2)
        worths[choice.id] = offering_points(view["stock"], view["ranking"]["values"])
        assert worths[choice.id] == choice.params["worth"]  # "if the altar stayed so": it did
    assert max(worths, key=worths.get) == "fish"
    assert sorted(worths.values())[-2] < worths["fish"]


def test_04_only_the_priest_column_pays_the_player_more_than_her_rivals():
    lesson, game = exercise("04_refill_indicator")
    assert game.phase == "draw" and game.draws_left == 1
    for choice in lesson.exercise.choices:
        before = (list(game.wood), list(game.glory), [dict(s) for s in game.stocks])
        after = game.clone()
        after.apply(rapanui.parse_action(choice.action))
        glory = [after.glory[s] - before[1][s] for s in range(3)]
        wood = [after.wood[s] - before[0][s] for s in range(3)]
        cards = [sum(after.stocks[s].values()) - sum(before[2][s].values()) for s in range(3)]
        gains = [glory[s] + wood[s] + cards[s] for s in range(3)]
        ahead = gains[0] - max(gains[1:])
        assert (ahead > 0) == choice.right, (choice.id, gains)
    assert lesson.exercise.right_ids == ("column3",)


def test_04_played_on_only_the_priest_column_leaves_her_ahead_after_the_round():
    lesson, _ = exercise("04_refill_indicator")
    assert lesson.exercise.play_on == 7  # her draw, then Tane's and Moana's turns
    for choice in lesson.exercise.choices:
        after = played_on(lesson, choice.id).game
        assert after.active == 0 and after.phase == "buy"  # back to Hina: a whole round
        lead = after.glory[0] - max(after.glory[1:])
        assert (lead > 0) == choice.right, choice.id


def test_06_the_dilemma_sacrificing_the_biggest_pile_is_worth_most():
    lesson, game = exercise("06_end_ranking")
    view = game.view(1)
    assert game.phase == "sacrifice" and game.to_move == (1,)
    stock, counts = view["stock"], view["ranking"]["counts"]
    assert view["ranking"]["unseen"] == 0
    now = offering_points(stock, altar_values(counts))
    assert lesson.exercise.params["now"] == now
    worths = {}
    for choice in lesson.exercise.choices:
        action = rapanui.parse_action(choice.action)
        after = game.clone()
        after.apply(action)
        worth = offering_points(after.view(1)["stock"], after.view(1)["ranking"]["values"])
        assert choice.params["worth"] == worth
        worths[action.kind] = worth
    assert max(worths, key=worths.get) == "fish" == max(stock, key=stock.get)
    assert worths["fish"] > now > max(w for k, w in worths.items() if k != "fish")
    assert lesson.exercise.right_ids == ("fish",)
    assert set(worths) == set(KINDS)


def test_06_played_on_the_game_ends_and_only_the_fish_wins_it_for_him():
    lesson, _ = exercise("06_end_ranking")
    assert lesson.exercise.play_on == 3
    for choice in lesson.exercise.choices:
        followed = played_on(lesson, choice.id)
        assert followed.game.is_over, choice.id
        assert (followed.game.result()["winners"] == [1]) == choice.right, choice.id


def test_06_the_steps_end_the_game_with_the_scores_the_sentence_quotes():
    lesson = load("rapanui", "06_end_ranking")
    game = rapanui.replay(lesson.record)
    result = game.result()
    assert game.is_over and result["winners"] == [1]
    assert result["scores"][1] == 59 and result["scores"][2] == 58
    assert result["altar_counts"] == {"fish": 4, "grain": 3, "mulberry": 3, "sweet_potato": 2}
    last = len(lesson.steps) - 1  # the step that ends the game
    assert "59" in lesson.step_sentence(last, "en") and "59" in lesson.step_sentence(last, "zh-TW")


# -- statements once wrong or missing (issue 13) ------------------------------------------------
def lesson_texts(lesson, lang):
    """Every text of ``lesson`` in ``lang``, with the rule numbers its steps cite."""
    texts = [lesson.text(k, lang) for k in (lesson.title, lesson.summary, lesson.explanation)]
    texts += [lesson.step_sentence(i, lang) for i in range(len(lesson.steps))]
    for n, exercise in enumerate(lesson.exercises):
        texts.append(lesson.question_text(lang, n))
        for choice in exercise.choices:
            texts += [lesson.choice_label(choice, lang, n), lesson.why_text(choice, lang, n)]
    texts += [rule for step in lesson.steps for rule in step.rules]
    return "\n".join(texts)


def all_texts(lang):
    text = "\n".join(lesson_texts(load("rapanui", i), lang) for i in IDS)
    return text.replace(" ", "") if lang == "zh-TW" else text  # Chinese may space digits or not


@pytest.mark.parametrize("lesson_id", IDS)
def test_no_exercise_is_answered_before_it_is_asked(lesson_id):
    lesson = load("rapanui", lesson_id)
    assert all(exercise.at >= lesson.start for exercise in lesson.exercises)


def test_06_the_exercise_is_asked_before_the_position_shows_the_answer():
    lesson, game = exercise("06_end_ranking")
    first = lesson.position(lesson.start)
    assert lesson.start == lesson.exercise.at
    assert first.view(1)["ranking"]["counts"] == game.view(1)["ranking"]["counts"]
    # the first step is the answer itself, and its sentence asks to answer the exercise first
    right = lesson.exercise.choice(lesson.exercise.right_ids[0])
    assert lesson.steps[0].action == right.action
    assert "exercise" in lesson.step_sentence(0, "en")
    assert "練習" in lesson.step_sentence(0, "zh-TW")


def test_06_offering_cards_are_not_called_the_hand():
    # the hand is the action cards held (R2.2); offering cards are apart from it (R2.5, R12.2)
    lesson = load("rapanui", "06_end_ranking")
    assert "hand" not in lesson_texts(lesson, "en").lower()
    zh = lesson_texts(lesson, "zh-TW").replace("對手", "").replace("平手", "")  # rival, tie
    assert "手" not in zh


def test_02_he_buys_nothing_because_he_cannot_afford_any_card():
    lesson = load("rapanui", "02_playing")
    game = lesson.position(lesson.start)
    step = lesson.steps[0]
    assert step.action == "1:no_buy" and game.active == 1
    cheapest = min(game.price(1, kind) for kind in KINDS)
    assert step.params == {"wood": game.wood[1], "price": cheapest}
    assert cheapest > game.wood[1] and game.price(1, "fish") == cheapest
    assert game.displays[1]["fish"] == 1  # "he has one fish hunter & gatherer"
    buys = [a for a in game.legal_actions(1) if isinstance(a, rapanui.Buy)]
    assert buys == []
    assert "wants to play" not in lesson.step_sentence(0, "en")


def test_03_says_the_card_from_the_supply_is_a_reading_the_kit_chose():
    lesson, game = exercise("03_sacrifice")
    assert rapanui.Options().supply_offering_optional is True  # A3: the seed's "may"
    assert rapanui.parse_action("2:no_offer") in game.legal_actions(2)
    for lang, words in (
        ("en", ("Chinese rules summary", "optional")),
        ("zh-TW", ("中文規則摘要",)),
    ):
        explanation = lesson.text(lesson.explanation, lang)
        assert all(w in explanation for w in words) and "R6.4" in explanation
        assert "A3" not in explanation  # the option by its name, not its code


def test_every_rule_once_missing_is_taught_in_both_languages():
    # the seed's notes and rules no lesson stated: the start sets (R1.1), the all-moai hand
    # (R5.4), the empty altar (R10.4c) and the shared victory (R11.4)
    en, zh = all_texts("en"), all_texts("zh-TW")
    for rule in ("R1.1", "R5.4", "R10.4", "R11.4"):
        assert rule in en and rule in zh, rule
        assert rule in RULE_ORDER["rapanui"]
    assert "each start set lacks one of the four kinds" in en and "每組起始牌都缺少一個種類" in zh
    assert "discard one moai" in en and "棄掉一張摩艾像" in zh
    assert "the altar is empty and every offering card is worth 0" in en
    assert "祭壇是空的，所有祭品卡都不算分" in zh
    assert "share the victory" in en and "共同獲勝" in zh
    # ... and the engine agrees
    for seed in range(4):
        for hand in rapanui.new_game(4, seed=seed).hands:
            assert len(set(hand)) == 3 and set(hand) < set(KINDS)
    empty = altar_values(dict.fromkeys(KINDS, 0))
    assert offering_points(dict.fromkeys(KINDS, 5), empty) == 0
    assert winners([40, 40], [2, 2], [6, 6]) == [0, 1]


# -- lessons you play (issue 13) ------------------------------------------------------------------
def test_00_ends_with_the_learner_raising_the_first_moai_of_the_same_game():
    lesson, game = exercise("00_setup", 1)
    first = lesson.exercises[1]
    assert len(lesson.exercises) == 2  # her draw after the steps, then the first moai
    assert lesson.start + len(lesson.steps) < lesson.exercises[0].at < first.at
    # the same seeded game: the lesson's steps, then the bots, up to Hina's play step
    assert first.at > lesson.start + len(lesson.steps)
    assert game.phase == "play" and game.to_move == (0,) and game.active == 0
    assert first.params == {"turn": game.turn, "wood": game.wood[0]}
    assert game.wood[0] == MOAI_COST and sorted(game.hands[0]) == [
        "lumberjack",
        "moai",
        "sweet_potato",
    ]
    assert sum(game.altar_counts().values()) == 0  # "nobody has raised a moai yet"
    assert all(display[MOAI] == 0 for display in game.displays)
    # one right move, the moai; the others are her other plays, allowed but no moai
    assert first.right_ids == ("moai",)
    assert {c.action for c in first.moves} == {str(a) for a in game.legal_actions(0)}
    for choice in first.moves:
        after = game.clone()
        events = after.apply(rapanui.parse_action(choice.action))
        raised = {"type": "played", "seat": 0, "card": MOAI, "cost": MOAI_COST} in events
        assert raised == choice.right == any(e["type"] == "sacrifice_round" for e in events)
        assert (after.displays[0][MOAI] == 1) == choice.right
    lumberjack = first.choice("lumberjack").params
    assert lumberjack == {"w1": game.wood[1], "w2": game.wood[2]}
    assert min(lumberjack.values()) >= MOAI_COST  # "one of them may raise the first moai"


def test_00_played_on_the_moai_starts_the_sacrifice_round_and_pays_at_once():
    lesson, _ = exercise("00_setup", 1)
    assert lesson.exercises[1].play_on == 6
    followed = played_on(lesson, "moai", 1)
    kinds = [e["type"] for e in followed.events]
    assert kinds[:2] == ["played", "sacrifice_round"]
    # from her left: Tane, then Moana face up, then Hina face down (R6.2, R6.3)
    placed = [(e["type"], e["seat"]) for e in followed.events if e["type"].startswith("sacri")]
    assert placed == [
        ("sacrifice_round", 0),
        ("sacrificed", 1),
        ("sacrificed", 2),
        ("sacrificed_face_down", 0),
    ]
    assert sum(followed.game.altar_counts().values()) >= 3
    # her moai pays at once: the indicator she uncovers is a moai
    assert any(e["type"] == "moai_payout" and e["seat"] == 0 for e in followed.events)
    # waiting, she raises no moai: a rival raises the first one
    for choice_id in ("lumberjack", "sweet_potato"):
        events = played_on(lesson, choice_id, 1).events
        assert not any(
            e["type"] == "played" and e["card"] == MOAI and e["seat"] == 0 for e in events
        )
        assert any(e["type"] == "played" and e["card"] == MOAI and e["seat"] != 0 for e in events)


def test_00_the_first_success_is_celebrated_and_names_the_sacrifice_round():
    lesson, _ = exercise("00_setup", 1)
    moai = lesson.exercises[1].choice("moai")
    en, zh = lesson.why_text(moai, "en", 1), lesson.why_text(moai, "zh-TW", 1)
    assert en.startswith("Your first moai!") and "sacrifice round" in en
    assert zh.startswith("你的第一張摩艾像！") and "獻祭" in zh
    assert "What happens next?" in en and "接下來會怎樣？" in zh  # the play-on button's label
    assert i18n.t("lesson.play_on", "en") == "What happens next?"
    assert i18n.t("lesson.play_on", "zh-TW") == "接下來會怎樣？"


def test_05_the_payout_near_the_end_is_best_taken_as_glory():
    lesson, game = exercise("05_scoring_majority", 1)
    payout = lesson.exercises[1]
    assert [e.at for e in lesson.exercises] == sorted(e.at for e in lesson.exercises)
    assert game.phase == "payout" and game.to_move == (2,)
    moai = game.displays[2][MOAI]
    units = moai + (sole_majority([d[MOAI] for d in game.displays], 3) == 2)
    assert {str(a) for a in game.legal_actions(2)} == {c.action for c in payout.moves}
    assert {c.action for c in payout.moves} == {f"2:payout {units} 0", f"2:payout 0 {units}"}
    # the position the question states
    assert len(game.pile) == payout.params["pile"] == 2
    assert sorted(len(column) for column in game.market)[:3] == [1, 1, 1]
    assert "moai" in game.hands[2] and game.wood[2] >= MOAI_COST
    per = game.options.wood_per_glory_at_end
    wood = game.wood[2]
    assert payout.params == {
        "pile": 2,
        "moai": moai,
        "units": units,
        "wood": wood,
        "after": wood + units,
        "end_now": end_wood_glory(wood, per),
        "end_after": end_wood_glory(wood + units, per),
        "wood_gain": end_wood_glory(wood + units, per) - end_wood_glory(wood, per),
        "after_moai": wood + units - MOAI_COST,
        "left_moai": wood - MOAI_COST,
        "wood_gain_moai": end_wood_glory(wood + units - MOAI_COST, per)
        - end_wood_glory(wood - MOAI_COST, per),
    }
    # glory counts in full; the wood adds less at the end, with or without another moai
    gain = {
        "glory": units,
        "wood": max(payout.params["wood_gain"], payout.params["wood_gain_moai"]),
    }
    assert max(gain, key=gain.get) == "glory" and payout.right_ids == ("glory",)


def test_05_played_on_the_game_ends_and_the_glory_is_worth_more_than_the_wood():
    lesson, _ = exercise("05_scoring_majority", 1)
    payout = lesson.exercises[1]
    assert payout.play_on == 3
    scores = {}
    for choice in payout.choices:
        followed = played_on(lesson, choice.id, 1)
        assert followed.game.is_over  # Hina's draw empties a column: the game ends (R9.1)
        scores[choice.id] = followed.game.result()["scores"][2]
    assert scores["glory"] == scores["wood"] + payout.params["units"]


def move_exercises():
    for lesson_id in IDS:
        lesson = load("rapanui", lesson_id)
        for n, exercise in enumerate(lesson.exercises):
            if exercise.moves:
                yield lesson, n, exercise


def test_every_move_exercise_plays_on_and_asks_for_a_move():
    found = list(move_exercises())
    # every exercise: 00's draw and first moai, 01, 02, 03, 04, 05's draw and payout, 06
    assert [(lesson.number, n) for lesson, n, _ in found] == [
        (0, 0),
        (0, 1),
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (5, 0),
        (5, 1),
        (6, 0),
    ]
    for lesson, n, exercise in found:
        assert exercise.play_on > 0, (lesson.id, n)
        en = lesson.question_text("en", n)
        assert "pick" not in en.lower() and "Which plays are allowed" not in en
        right = [rapanui.parse_action(c.action) for c in exercise.moves if c.right]
        game = lesson.position(exercise.at)
        assert all(a in game.legal_actions(a.seat) for a in right)


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_text_of_every_exercise_follows_the_glossary(lesson_id):
    lesson = load("rapanui", lesson_id)
    problems = []
    for n, exercise in enumerate(lesson.exercises):
        texts = {exercise.question: lesson.question_text("zh-TW", n)}
        for choice in exercise.choices:
            texts[choice.why] = lesson.why_text(choice, "zh-TW", n)
        for key, text in texts.items():
            problems += glossary.check(text, key, i18n.t(key, "en"))
    for i, step in enumerate(lesson.steps):
        problems += glossary.check(lesson.step_sentence(i, "zh-TW"), step.sentence)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_lesson_has_a_step_of_yours_its_move_legal_and_findable(lesson_id):
    lesson = load("rapanui", lesson_id)
    yours = [i for i, step in enumerate(lesson.steps) if step.yours]
    assert yours, lesson_id
    game = lesson.position(lesson.start)
    for i, step in enumerate(lesson.steps):
        action = rapanui.parse_action(step.action)
        legal = game.legal_actions(action.seat)
        if step.yours:
            assert action in legal and game.to_move == (action.seat,)
            # a move among others is named by the sentence shown before it (the step before)
            assert len(legal) == 1 or i > 0, (lesson_id, i)
        game.apply(action)


def buttons_in(widget):
    if isinstance(widget, W.Button):
        return [widget]
    return [b for child in getattr(widget, "children", ()) for b in buttons_in(child)]


@pytest.mark.parametrize("lesson_id", IDS)
@pytest.mark.parametrize("lang", i18n.LANGS)
def test_the_page_takes_each_step_of_yours_made_with_its_controls(lesson_id, lang):
    page = LessonPage("rapanui", lesson_id, lang=lang, root=PAGES)
    lesson = page.lesson
    for i, step in enumerate(lesson.steps):
        assert page.run.index == i
        if not step.yours:
            page.step_button.click()
            continue
        assert page.run.yours and page.step_pad.layout.display is None
        assert page.step_button.description == i18n.t("lesson.show_me", lang)
        found = [b for b in buttons_in(page.step_pad.actions) if b.tooltip == step.action]
        assert len(found) == 1, (lesson_id, step.action)
        found[0].click()
        assert page.run.index == i + 1, (lesson_id, step.action, page.attempt.value)
        assert page.attempt.value == ""
        assert f"moai-lesson-at-{i + 1}" in page.progress._dom_classes
    assert page.run.at_end
