"""The sacrifice ranking and the scoring functions (R8.2, R10.4, R11) as pure functions."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kit.rapanui import altar_values
from kit.rapanui.options import Options
from kit.rapanui.scoring import (
    end_wood_glory,
    final_result,
    offering_points,
    sole_majority,
    tiebreak_wood,
    winners,
)

KINDS = ("fish", "grain", "mulberry", "sweet_potato")

# R10.4b: the spec's tie table (counts sorted from most to least -> values), plus zero counts
TIE_TABLE = [
    ((6, 4, 2, 1), (3, 2, 1, 0)),  # 4 distinct counts
    ((6, 6, 3, 1), (3, 3, 2, 1)),  # one pair tied at the top
    ((6, 3, 3, 1), (3, 2, 2, 1)),  # one pair tied in the middle
    ((6, 3, 1, 1), (3, 2, 1, 1)),  # one pair tied at the bottom
    ((5, 5, 2, 2), (3, 3, 2, 2)),  # two pairs
    ((5, 5, 5, 2), (3, 3, 3, 2)),  # triple on top
    ((5, 2, 2, 2), (3, 2, 2, 2)),  # triple below
    ((4, 4, 4, 4), (3, 3, 3, 3)),  # all four equal
    ((4, 2, 0, 0), (3, 2, 1, 1)),  # a kind never sacrificed gets its level's value (A7 note)
    ((6, 6, 3, 0), (3, 3, 2, 1)),  # T10
]


@pytest.mark.parametrize(("counts", "values"), TIE_TABLE)
def test_r10_4b_dense_tie_table_in_every_order_of_kinds(counts, values):
    for order in itertools.permutations(range(4)):
        kinds = [KINDS[i] for i in order]
        got = altar_values(dict(zip(kinds, counts, strict=True)), "dense")
        assert [got[k] for k in kinds] == list(values)


@pytest.mark.parametrize(
    ("counts", "values"),
    [
        ((6, 4, 2, 1), (3, 2, 1, 0)),
        ((6, 6, 3, 1), (3, 3, 1, 0)),
        ((6, 3, 3, 1), (3, 2, 2, 0)),
        ((6, 3, 1, 1), (3, 2, 1, 1)),
        ((5, 5, 2, 2), (3, 3, 1, 1)),
        ((5, 5, 5, 2), (3, 3, 3, 0)),
        ((5, 2, 2, 2), (3, 2, 2, 2)),
        ((4, 4, 4, 4), (3, 3, 3, 3)),
        ((4, 2, 0, 0), (3, 2, 1, 1)),
    ],
)
def test_r10_4b_a7_competition_ranking_skips_places(counts, values):
    got = altar_values(dict(zip(KINDS, counts, strict=True)), "competition")
    assert tuple(got[k] for k in KINDS) == values


@pytest.mark.parametrize(
    ("counts", "values"),
    [((4, 2, 0, 0), (3, 2, 0, 0)), ((6, 6, 3, 0), (3, 3, 2, 0)), ((6, 4, 2, 1), (3, 2, 1, 0))],
)
def test_r10_4b_a7_zero_count_scores_zero(counts, values):
    got = altar_values(dict(zip(KINDS, counts, strict=True)), "zero_count_scores_zero")
    assert tuple(got[k] for k in KINDS) == values


@pytest.mark.parametrize("ranking", ["dense", "zero_count_scores_zero", "competition"])
def test_r10_4c_empty_altar_is_worth_nothing_in_every_ranking(ranking):
    assert altar_values({}, ranking) == dict.fromkeys(KINDS, 0)
    assert altar_values(dict.fromkeys(KINDS, 0), ranking) == dict.fromkeys(KINDS, 0)


def test_missing_kinds_count_zero_and_unknown_ranking_is_refused():
    assert altar_values({"fish": 2}) == {"fish": 3, "grain": 2, "mulberry": 2, "sweet_potato": 2}
    with pytest.raises(ValueError):
        altar_values({"fish": 1}, "olympic")


counts_st = st.fixed_dictionaries({k: st.integers(0, 30) for k in KINDS})


@given(counts_st, st.sampled_from(["dense", "zero_count_scores_zero", "competition"]))
def test_ranking_properties(counts, ranking):
    values = altar_values(counts, ranking)
    assert set(values) == set(KINDS)
    assert all(0 <= v <= 3 for v in values.values())
    for a in KINDS:
        for b in KINDS:
            if counts[a] > counts[b]:
                assert values[a] >= values[b]
            if counts[a] == counts[b]:
                assert values[a] == values[b]
    if any(counts.values()):
        top = max(counts.values())
        assert all(values[k] == 3 for k in KINDS if counts[k] == top)


def test_r10_t10_offering_points():
    values = altar_values({"fish": 6, "grain": 6, "mulberry": 3, "sweet_potato": 0})
    stock = {"fish": 2, "grain": 0, "mulberry": 3, "sweet_potato": 4}
    assert offering_points(stock, values) == 16
    assert offering_points(stock, altar_values({})) == 0


def test_r10_3_t11_wood_conversion():
    assert end_wood_glory(14, 5) == 2
    assert end_wood_glory(4, 5) == 0
    assert end_wood_glory(14, 0) == 0


def test_r8_2_sole_majority():
    assert sole_majority([3, 3, 1], 3) is None  # tie on top (T4)
    assert sole_majority([3, 2, 0], 3) == 0
    assert sole_majority([2, 0], 3) is None  # too few (T5, A2 = 3)
    assert sole_majority([2, 0], 2) == 0
    assert sole_majority([0, 1, 0], 1) == 1
    assert sole_majority([0, 0, 0], 1) is None


def test_r11_t12_winners():
    assert winners([12, 12], [3, 2], [0, 0]) == [0]
    assert winners([12, 12], [2, 2], [4, 9]) == [1]
    assert winners([12, 12, 5], [2, 2, 9], [4, 4, 9]) == [0, 1]
    assert winners([1, 12], [9, 0], [9, 0]) == [1]


def test_r11_3_a9_tiebreak_wood():
    assert tiebreak_wood(13, "total_wood", 5) == 13
    assert tiebreak_wood(13, "wood_mod_5", 5) == 3
    assert tiebreak_wood(13, "wood_mod_5", 0) == 13


def test_final_result_table():
    result = final_result(
        glory=[5, 1],
        moai=[2, 0],
        wood=[14, 3],
        stocks=[{"fish": 2, "mulberry": 3, "sweet_potato": 4}, {"grain": 1}],
        altar_counts={"fish": 6, "grain": 6, "mulberry": 3},
        options=Options(),
    )
    assert result["scores"] == [31, 4]
    assert result["winners"] == [0]
    assert result["breakdown"][1] == {"glory": 1, "moai": 0, "wood": 0, "offerings": 3}
