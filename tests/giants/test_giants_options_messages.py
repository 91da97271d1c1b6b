"""Options (§12 open points), messages in both languages, describe() and phase_name()."""

import dataclasses
import random

import pytest

from kit import giants
from kit.core import i18n
from kit.core.options import options_from_dict, options_to_dict
from kit.giants import messages
from kit.giants.game import PHASES
from kit.giants.options import DICE


def test_defaults_follow_the_spec():
    o = giants.Options()
    assert o.white_faces == "011223" and o.brown_faces == "012233"  # R4.5
    assert DICE["faces"]["white"] == [0, 1, 1, 2, 2, 3]
    assert o.ordinary_on_special_spaces is False and o.ordinary_next_to_ahu is True  # U3
    assert o.erector_on_end_hex is False  # U4
    assert o.gift_helpers is False and o.logs_need_figure_in_set is True  # U5
    assert o.moai_quarry_open is True  # U15
    assert o.marks_per_turn == 1  # U7
    assert o.unmarked_open_next_round is False  # U8
    assert o.one_move_per_item is False  # U9
    assert o.gains_at_once is True  # U14
    assert o.tie_break == "shared"  # U13
    assert o.immediate_scoring is False and o.memory_mode is False and o.round_limit == 0


def test_every_option_documents_its_rule_and_has_a_label():
    source = open(giants.options.__file__, encoding="utf-8").read()
    for field in dataclasses.fields(giants.Options):
        after = source.split(f"    {field.name}:", 1)[1].split('"""', 2)[1]
        assert "R" in after.split(":")[0] or after.lstrip().startswith("R"), field.name
        assert i18n.has(f"giants.option.{field.name}")


@pytest.mark.parametrize(
    "bad",
    [
        {"white_faces": "0124"},
        {"white_faces": ""},
        {"brown_faces": "x"},
        {"marks_per_turn": 0},
        {"marks_per_turn": 7},
        {"round_limit": -1},
        {"tie_break": "coin"},
        {"memory_mode": 1},
    ],
)
def test_bad_option_values_are_refused(bad):
    with pytest.raises(ValueError):
        giants.Options(**bad)


def test_options_round_trip_through_a_dict():
    o = giants.Options(memory_mode=True, marks_per_turn=3, tie_break="ahu_points")
    assert options_from_dict(giants.Options, options_to_dict(o)) == o
    assert o.faces("white") == (0, 1, 1, 2, 2, 3)


def test_every_phase_and_event_type_has_a_sentence_in_both_languages():
    for phase in (*PHASES, "draw"):
        en, zh = giants.phase_name(phase, "en"), giants.phase_name(phase, "zh-TW")
        assert en != f"giants.name.{phase}" and zh != en
    seen = set()
    for seed in range(6):
        game = giants.new_game(3 + seed % 3, seed=seed, options=giants.Options(round_limit=2))
        events = list(game.opening_events)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_move[0]
            events += game.apply(
                giants.GreedyBot().choose(game.view(seat), game.legal_actions(seat), rng)
            )
        for event in events:
            seen.add(event["type"])
            for lang in ("en", "zh-TW"):
                text = giants.describe(event, lang)
                assert not text.startswith("giants.event."), event
                assert "{" not in text and "[" not in text, text
    assert {"dice_rolled", "bids_revealed", "moai_sculpted", "figure_placed", "hex_entered"} <= seen
    catalog = i18n.catalog("en")
    for key in messages.EVENTS:
        assert f"giants.event.{key}" in catalog


def test_describe_uses_names_and_translates_pieces():
    event = {"type": "figure_placed", "seat": 1, "figure": "chief", "hex": "H12", "logs": 0}
    assert giants.describe(event, "en") == "Player 2 places a chief on H12."
    assert giants.describe(event, "zh-TW", names=["甲", "乙", "丙"]) == "乙將酋長放在H12。"
    over = {"type": "game_over", "winners": [0, 2]}
    assert giants.describe(over, "en", names=["Ana", "Ben", "Cy"]) == (
        "The game is over. Winner(s): Ana, Cy."
    )
    assert "、" in giants.describe(over, "zh-TW")


def test_named_parameters_give_both_languages():
    assert messages.named("moai") == {"en": "moai", "zh-TW": "石像"}
    assert giants.phase_name("placement", "zh-TW") == "第3階段：放置族人"
