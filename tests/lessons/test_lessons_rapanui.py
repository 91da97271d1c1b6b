"""The Rapa Nui lessons: every prepared record replays through the engine, each step is legal in
turn, and each exercise's right answer (and the numbers its explanations quote) is what the rules
and the scoring functions say at that position."""

import json

import pytest

from kit import rapanui
from kit.core import i18n
from kit.lessons import build, check, lesson_ids, lesson_to_dict, load
from kit.lessons.files import DATA
from kit.lessons.messages import RULE_ORDER
from kit.rapanui.cards import KINDS
from kit.rapanui.scoring import altar_values, offering_points, sole_majority, winners

IDS = lesson_ids("rapanui")


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
    texts.append(lesson.question_text(lang))
    for choice in lesson.exercise.choices:
        texts += [lesson.choice_label(choice, lang), lesson.why_text(choice, lang)]
    for text in texts:
        assert text and "{" not in text and "lessons." not in text, text


def exercise(lesson_id):
    lesson = load("rapanui", lesson_id)
    game = lesson.position(lesson.exercise.at)
    return lesson, game


def test_00_the_fourth_player_of_four_starts_with_five_wood():
    lesson, game = exercise("00_setup")
    assert game.wood == [2, 3, 4]  # what the question says of this table
    four = rapanui.new_game(4, seed=1)
    assert lesson.exercise.right_ids == ("wood5",)
    for choice in lesson.exercise.choices:
        assert (choice.params["n"] == four.wood[3]) == choice.right


def test_01_buying_anything_leaves_too_little_wood_for_the_moai():
    lesson, game = exercise("01_buying")
    seat = game.to_move[0]
    assert game.phase == "buy" and "moai" in game.hands[seat]
    for choice in lesson.exercise.choices:
        action = rapanui.parse_action(choice.action)
        assert action in game.legal_actions(seat)
        after = game.clone()
        after.apply(action)
        can_raise = rapanui.Play(seat, "moai", 1) in after.legal_actions(seat)
        assert can_raise == choice.right, choice.id


def test_02_the_right_plays_are_exactly_the_legal_ones():
    lesson, game = exercise("02_playing")
    legal = game.legal_actions(0)
    for choice in lesson.exercise.choices:
        if choice.action is None:
            assert not choice.right  # passing: never legal while a play can be paid (R5.3)
            assert all(not isinstance(a, rapanui.DiscardMoai) for a in legal)
        else:
            assert (rapanui.parse_action(choice.action) in legal) == choice.right


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


def test_05_one_offering_card_each_and_the_bonus_for_the_sole_majority():
    lesson, game = exercise("05_scoring_majority")
    counts = [d["sweet_potato"] for d in game.displays]
    assert [lesson.exercise.params[f"c{s}"] for s in range(3)] == counts
    bonus = sole_majority(counts, game.options.majority_min_count)
    received = [min(n, 1) + (s == bonus) for s, n in enumerate(counts)]
    assert received == [1, 2, 1]
    assert lesson.exercise.right_ids == ("bonus",)
    label = lesson.choice_label(lesson.exercise.choice("bonus"), "en")
    assert label == ", ".join(
        f"{n} {r}" for n, r in zip(lesson.player_names("en"), received, strict=True)
    )


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
    texts.append(lesson.question_text(lang))
    for choice in lesson.exercise.choices:
        texts += [lesson.choice_label(choice, lang), lesson.why_text(choice, lang)]
    texts += [rule for step in lesson.steps for rule in step.rules]
    return "\n".join(texts)


def all_texts(lang):
    text = "\n".join(lesson_texts(load("rapanui", i), lang) for i in IDS)
    return text.replace(" ", "") if lang == "zh-TW" else text  # Chinese may space digits or not


@pytest.mark.parametrize("lesson_id", IDS)
def test_no_exercise_is_answered_before_it_is_asked(lesson_id):
    lesson = load("rapanui", lesson_id)
    assert lesson.exercise.at >= lesson.start


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
    for lang, words in (("en", ("seed", "A3", "optional")), ("zh-TW", ("原始規則摘要", "A3"))):
        explanation = lesson.text(lesson.explanation, lang)
        assert all(w in explanation for w in words) and "R6.4" in explanation


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
