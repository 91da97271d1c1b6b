"""Rule parameters (kit.core.params): kinds, limits and refusals in both languages."""

from __future__ import annotations

import pytest

from kit.core.errors import OptionError
from kit.core.params import COUNTS, LIST, Parameter, counts_text, list_text, messages

WORDS = {"en": "x", "zh-TW": "乙"}


def _param(**kw: object) -> Parameter:
    base: dict[str, object] = {
        "name": "cost",
        "rule": "R5.1",
        "default": 7,
        "low": 1,
        "high": 20,
        "label": WORDS,
        "meaning": WORDS,
    }
    return Parameter(**(base | kw))  # type: ignore[arg-type]


def test_int_parameter_takes_its_range_and_refuses_outside_it() -> None:
    p = _param()
    assert p.parse(1) == 1 and p.parse(20) == 20
    for bad in (0, 21, True, "7", 7.0):
        with pytest.raises(OptionError) as err:
            p.parse(bad)
        assert "cost" in err.value.message("en") and "cost" in err.value.message("zh-TW")
    with pytest.raises(OptionError) as err:
        p.parse(21)
    assert "1" in err.value.message("en") and "20" in err.value.message("en")


def test_list_parameter_reads_its_numbers_and_names_the_limit() -> None:
    p = _param(kind=LIST, default="17,12,6", size=(3, 3), low=0, high=40)
    assert p.parse("17,12,6") == (17, 12, 6)
    assert p.parse(" 1, 2 ,3") == (1, 2, 3)
    for bad in ("1,2", "1,2,3,4", "1,2,41", "a,b,c", "1,,2", "-1,2,3", "１,2,3", 5):
        with pytest.raises(OptionError) as err:
            p.parse(bad)
        assert "cost" in err.value.message("zh-TW")
    with pytest.raises(OptionError) as err:
        p.parse("1,2")
    assert "3 whole numbers from 0 to 40" in err.value.message("en")


def test_counts_parameter_needs_every_part_once() -> None:
    p = _param(kind=COUNTS, default="a=1,b=2", keys=("a", "b"), low=0, high=9)
    assert p.parse("b=3, a=4") == {"a": 4, "b": 3}
    for bad in ("a=1", "a=1,b=2,c=3", "a=1,a=2", "a=1,b=10", "a:1,b:2", "a=1,b="):
        with pytest.raises(OptionError):
            p.parse(bad)
    assert counts_text(p.parse("b=3,a=4")) == "a=4,b=3"
    assert list_text((3, 2, 1, 0)) == "3,2,1,0"


def test_a_bad_default_is_refused_when_declared() -> None:
    with pytest.raises(OptionError):
        _param(default=0)


def test_words_go_to_the_catalog_under_the_option_key() -> None:
    words = messages("game", [_param()], "zh-TW")
    assert words == {"game.option.cost": "乙", "game.param.cost": "乙"}
