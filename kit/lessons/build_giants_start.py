"""The first two Giants lessons (see :mod:`kit.lessons.build_giants`): lesson 0, the table after
setup and round 1 as an overview, and lesson 1, the end of a round and the next round's dice."""

from __future__ import annotations

from typing import Any

from kit.giants.actions import Erect
from kit.lessons import decisions_giants
from kit.lessons.build import Script
from kit.lessons.build_giants_common import (
    _bots_until,
    _keys,
    _lesson,
    _script,
    _step,
    _supply,
    _tile,
    played,
)

# -- lesson 0: setup and round 1 ---------------------------------------------------------------
SETUP_ROLL = [1, 0, 3]
"""Lesson 0's first dice: a 1, and a 0 and a 3 that the first round reads as sizes 1 and 2 (R4.3);
not the dice of lesson 1's exercise, so that lesson 0 does not answer it."""


def setup() -> dict[str, Any]:
    """00: the table after setup (R2) and the first round's auction, as an overview (R3); the
    first move of phase 3 is the learner's. Exercises: which forest Marama's sorcerer clears (R6.4),
    then Hotu's moai beside a free Ahu later in the same round, erected or stopped (R7.7)."""
    s = _script(seed=244)
    g = s.game
    assert g.state.first == 0 and g.state.last_roll == SETUP_ROLL and _tile(g) == [1, 1, 2]
    assert [seat.bases for seat in g.state.seats] == [7, 7, 7] and len(g.state.dice) == 3
    assert g.state.forest["H30"] == 5 == max(g.state.forest.values())
    steps = _setup_steps(s)
    setup_question = decisions_giants.giants_forest(s)  # Marama's first action: which forest
    # the bots play on through round 1 until a moai can stand on an Ahu: Hotu's, next to A06
    _bots_until(s, lambda g: any(isinstance(a, Erect) for a in g.legal_actions(g.to_move[0])))
    g = s.game
    st = g.state
    assert g.phase == "transport_move" and g.to_move == (0,) and st.round == 1
    assert [a for a in g.legal_actions(0) if isinstance(a, Erect)] == [Erect(0, "A06")]
    assert st.move is not None and st.move.item == "m2" and st.move.path == ["H44", "H53"]
    assert st.figures["H53"] == [[1, 0, 0], [1, 0, 0], [1, 0, 0]]  # a worker of each player
    assert "A06" in g.board.hexes["H53"].adjacent_ahus and st.ahus["A06"].base is None
    assert st.seats[0].bases == 7 and st.items["m2"].size == 1
    assert [str(a) for a in g.history[-3:]] == ["0:carry m2", "0:step H53", "0:helpers [W0]"]
    a06 = g.board.ahus["A06"]
    size = st.items["m2"].size
    params = {
        "moai": a06.moai_points,
        "size": size,
        "points": a06.moai_points * size,
        "hat": a06.hat_points,
    }
    first_moai = decisions_giants.giants_erect(s, params, FIRST_MOAI_PLAY_ON)
    data = _lesson(
        0, "setup", ["auction", "worker_placement"], s, 0, steps, [setup_question, first_moai]
    )
    # what follows: the others park and mark their moai, round 1 ends, round 2's dice roll
    after = played(data, 1, "0:erect A06")
    kinds = [e["type"] for e in after.events]
    assert kinds[0] == "moai_erected" and after.game.state.ahus["A06"].moai == "m2"
    assert "round_ended" in kinds and kinds[-1] == "phase_started"
    assert after.game.state.round == 2 and after.game.phase == "auction_bid"
    # stopped beside A06, the moai loses the Ahu: Marama carries hers in and stands it there
    stopped = played(data, 1, "0:stop")
    erected = [e for e in stopped.events if e["type"] == "moai_erected"]
    assert [(e["seat"], e["ahu"], e["size"]) for e in erected] == [(1, "A06", 2)]
    return data


def _setup_steps(s: Script) -> list[dict[str, Any]]:
    """Lesson 0's steps: round 1's auction, then the learner's first move of phase 3."""
    k = _keys(0, 7)
    return [
        _step(s, "0:bid 0 0 no yes", ["R3.1", "R5.1"], k[0], [{"type": "bid_placed", "seat": 0}]),
        _step(s, "1:bid 1 0 no yes", ["R5.1", "R11.1"], k[1], [{"type": "bid_placed", "seat": 1}]),
        _step(
            s,
            "2:bid 1 0 no yes",
            ["R5.2", "R5.4"],
            k[2],
            [{"type": "bids_revealed", "order": [1, 2, 0]}],
        ),
        _step(
            s,
            "1:sculpt 2 yes",
            ["R5.3", "R5.5", "R5.7"],
            k[3],
            [{"type": "moai_sculpted", "seat": 1, "size": 2, "chief": True}],
        ),
        _step(
            s,
            "2:sculpt 1 yes",
            ["R5.5"],
            k[4],
            [{"type": "moai_sculpted", "seat": 2, "size": 1, "chief": True}],
        ),
        _step(
            s,
            "0:sculpt 1 yes",
            ["R5.5", "R5.8", "R3.2"],
            k[5],
            [{"type": "moai_sculpted", "seat": 0, "size": 1}, {"type": "phase_started"}],
        ),
        _step(
            s,
            "0:special sorcerer H30 -",
            ["R6.4", "R6.1"],
            k[6],
            [{"type": "forest_cut", "seat": 0, "hex": "H30", "logs": 5}],
            yours=True,
        ),
    ]


FIRST_MOAI_PLAY_ON = 7
"""Lesson 0's last exercise plays on to the start of round 2: the others pass and mark their
moai, phase 4 and round 1 end, and round 2's dice are rolled."""


# -- lesson 1: the dice, between two rounds ---------------------------------------------------
def drawing() -> dict[str, Any]:
    """01: the end of round 8 and the dice of round 9, one die calling for a moai the supply no
    longer has (R4.4); the exercise: Tiki's bid for the one size-3 moai (R5.3, R5.4, R5.8)."""
    s = _script(seed=8)
    s.bots_to(234)
    g = s.game
    assert g.phase == "transport" and g.state.round == 8 and g.to_move == (0,)
    assert _supply(g, 2) == 0 and _supply(g, 3) > 0 and g.state.first == 1
    start = s.at
    k = _keys(1, 4)
    steps = [
        _step(
            s,
            "0:pass",
            ["R7.1", "R7.13", "R8.1", "R8.3"],
            k[0],
            [{"type": "logs_removed", "count": 0}, {"type": "figures_returned"}],
            yours=True,
        ),
        _step(s, "0:done", ["R8.2", "R8.5"], k[1], []),
        _step(s, "1:done", ["R8.2"], k[2], []),
        _step(
            s,
            "2:done",
            ["R8.4", "R4.1", "R4.2", "R4.4"],
            k[3],
            [
                {"type": "round_ended", "round": 8, "seat": 2},
                {"type": "dice_rolled", "faces": [2, 3, 0], "moai": [3]},
            ],
        ),
    ]
    g = s.game
    assert g.phase == "auction_bid" and _tile(g) == [3] and _supply(g, 2) == 0
    data = _lesson(1, "drawing", ["auction"], s, start, steps, decisions_giants.giants_bid(s))
    decisions_giants.check_bid(data)
    return data
