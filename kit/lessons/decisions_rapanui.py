"""The Rapa Nui lessons' decisions: the exercises where the learner chooses among real moves
(see :mod:`kit.lessons.decisions`); their words are in :mod:`kit.lessons.text_decisions_rapanui`."""

from __future__ import annotations

from typing import Any

from kit.lessons.build import Script
from kit.lessons.decisions import exercise, move, outcome


def rapanui_wood(s: Script) -> dict[str, Any]:
    """Rapa Nui lesson 0: Hina, a moai in hand and short of wood, draws the column whose
    uncovered lumberjack pays every display 1 wood (R7.5, R8.3)."""
    g = s.game
    assert g.phase == "draw" and g.active == 0 and "moai" in g.hands[0]
    assert [c[-1] for c in g.market] == ["mulberry", "lumberjack", "fish", "lumberjack"]
    assert [c[-2] for c in g.market] == ["moai", "lumberjack", "sweet_potato", "lumberjack"]
    assert all(
        d["lumberjack"] == 1 and d["moai"] == 0 and d["sweet_potato"] == 0 for d in g.displays
    )
    wood = g.wood[0]
    choices = []
    for c in range(4):
        after = outcome(s, f"0:draw {c}")
        right = g.market[c][-2] == "lumberjack"
        assert after.wood[0] == wood + (1 if right else 0)
        choices.append(move("rapanui", 0, f"col{c + 1}", right, f"0:draw {c}", after=wood + 1))
    params = {"turn": g.turn, "wood": wood}
    return exercise("rapanui", s.at, "00.decide", choices, ["table"], 0, params, play_on=3)


def rapanui_deny(s: Script) -> dict[str, Any]:
    """Rapa Nui lesson 5: Tane draws where the uncovered card is a moai (Moana receives 1), not
    the lumberjack that gives her 4 wood and the majority bonus (R8.2, R8.3, R8.5)."""
    g = s.game
    assert g.phase == "draw" and g.active == 1
    lumber = [d["lumberjack"] for d in g.displays]
    assert lumber == [2, 1, 4] and [d["moai"] for d in g.displays] == [0, 0, 1]
    assert [len(c) for c in g.market[:2]] == [1, 1]
    assert g.market[2][-2:] == ["moai", "grain"] and g.market[3][-2:] == ["lumberjack", "moai"]
    choices = []
    for c in range(4):
        after = outcome(s, f"1:draw {c}")
        gained = [after.wood[seat] - g.wood[seat] for seat in range(3)]
        if c == 3:
            assert gained == [lumber[0], lumber[1], lumber[2] + 1]  # the bonus: Moana 4 + 1
        else:
            assert gained == [0, 0, 0]
        choices.append(move("rapanui", 5, f"col{c + 1}", c == 2, f"1:draw {c}"))
    params = {"most": lumber[2], "bonus": lumber[2] + 1, "hina": lumber[0], "tane": lumber[1]}
    return exercise("rapanui", s.at, "05.decide", choices, ["table"], 1, params, DENY_PLAY_ON)


DENY_PLAY_ON = 2
"""Rapa Nui lesson 5's first exercise plays on to Moana's moai payout."""
