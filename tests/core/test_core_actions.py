"""Action values: hashable, immutable, notation and JSON round trips."""

import dataclasses
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kit.core.actions import Action, ActionSet


@dataclass(frozen=True)
class Buy(Action):
    kind: str
    KIND = "buy"


@dataclass(frozen=True)
class Move(Action):
    path: tuple
    erect: bool
    carrier: int | None
    KIND = "move"


@dataclass(frozen=True)
class Pass(Action):
    KIND = "pass"


ACTIONS = ActionSet([Buy, Move, Pass])
names = st.sampled_from(["fish", "grain", "mulberry", "sweet_potato", "worker", "a_b"])
points = st.tuples(st.integers(-20, 20), st.integers(-20, 20))
actions = st.one_of(
    st.builds(Buy, st.integers(0, 5), names),
    st.builds(
        Move,
        st.integers(0, 5),
        st.lists(points, max_size=6).map(tuple),
        st.booleans(),
        st.one_of(st.none(), st.integers(0, 4)),
    ),
    st.builds(Pass, st.integers(0, 5)),
)


@given(actions)
def test_notation_round_trips(action):
    assert ACTIONS.parse(str(action)) == action


@given(actions)
def test_json_round_trips(action):
    assert ACTIONS.from_dict(action.to_dict()) == action


def test_actions_are_immutable_and_hashable():
    a = Buy(1, "fish")
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.kind = "grain"
    assert {a, Buy(1, "fish"), Buy(2, "fish")} == {Buy(1, "fish"), Buy(2, "fish")}
    assert str(a) == "1:buy fish" and str(Pass(0)) == "0:pass"
    assert str(Move(2, ((1, 2),), True, None)) == "2:move [[1,2]] yes -"


@pytest.mark.parametrize(
    "text", ["", "buy fish", "x:buy fish", "1:fly", "1:buy", "1:buy fish grain", "-1:pass"]
)
def test_bad_notation_is_refused(text):
    with pytest.raises(ValueError):
        ACTIONS.parse(text)


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"seat": 1},
        {"type": "buy", "seat": 1},
        {"type": "buy", "seat": 1, "kind": "fish", "extra": 2},
        {"type": "buy", "seat": "1", "kind": "fish"},
        {"type": "buy", "seat": True, "kind": "fish"},
        {"type": "move", "seat": 1, "path": [{"q": 1}], "erect": True, "carrier": None},
    ],
)
def test_bad_dicts_are_refused(data):
    with pytest.raises(ValueError):
        ACTIONS.from_dict(data)


def test_two_classes_cannot_share_a_kind():
    with pytest.raises(ValueError):
        ActionSet([Buy, Buy])
