"""A bad rule option is refused with a reason in both languages (an OptionError, a ValueError),
whatever the game and however the value arrives (a form, a record, a rule set)."""

import pytest

from kit import OptionError, giants, rapanui
from kit.core.options import options_from_dict


@pytest.mark.parametrize(
    "engine, data, english, chinese",
    [
        (rapanui, {"majority_min_count": 7}, "must be one of 1, 2, 3", "必須是1、2、3其中之一"),
        (rapanui, {"wood_per_glory_at_end": 500}, "from 0 to 100", "0到100的整數"),
        (rapanui, {"end_trigger": "never"}, "must be one of", "其中之一"),
        (rapanui, {"reversed_secrecy": 1}, "must be true or false", "只能是true或false"),
        (rapanui, {"starting_wood": "2,3"}, "4 whole numbers", "4個0到20的整數"),
        (rapanui, {"start_set_missing": "fish,fish,grain,mulberry"}, "each of", "各寫一次"),
        (rapanui, {"majority_min_count": "3"}, "must be a whole number", "必須是整數"),
        (rapanui, {"no_such_rule": 1}, "unknown option(s): no_such_rule", "沒有這個規則選項"),
        (giants, {"white_faces": "0145"}, "digits 0-3", "0到3的數字"),
        (giants, {"marks_per_turn": 9}, "from 1 to 6", "1到6的整數"),
        (giants, {"tie_break": "coin"}, "must be one of", "其中之一"),
        (giants, {"memory_mode": "yes"}, "must be true or false", "只能是true或false"),
    ],
)
def test_a_bad_option_is_refused_in_both_languages(engine, data, english, chinese):
    with pytest.raises(OptionError) as caught:
        options_from_dict(engine.Options, data)
    error = caught.value
    assert isinstance(error, ValueError)
    assert english in error.message("en"), error.message("en")
    assert chinese in error.message("zh-TW"), error.message("zh-TW")
    assert error.message("zh-TW") != error.message("en")


def test_the_options_must_be_an_object():
    with pytest.raises(OptionError) as caught:
        options_from_dict(rapanui.Options, [1])
    assert "JSON" in caught.value.message("zh-TW")
