"""Giants lesson 3 (see :mod:`kit.lessons.build_giants`): round 2 of a three-player game whose
round 1 is chosen move by move, the five actions of phase 3, and where a worker makes a rival pay.
"""

from __future__ import annotations

from typing import Any

from kit.lessons import decisions_giants
from kit.lessons.build import Script
from kit.lessons.build_giants_common import (
    _bots_until,
    _exercise,
    _keys,
    _lesson,
    _move,
    _play,
    _script,
    _step,
    _tile,
    paid,
    played,
)


# -- lesson 3: round 2 of a game whose round 1 is chosen move by move -----------------------------
def _first_game() -> Script:
    """The game of lesson 3: round 1 chosen move by move, then the bots to round 2."""
    s = _script(seed=26)
    g = s.game
    assert g.state.first == 0 and g.state.last_roll == [2, 0, 3] and _tile(g) == [1, 2, 2]
    return s


def placement() -> dict[str, Any]:
    """03: round 2 of a three-player game: the five actions of phase 3 (R6)."""
    s = _first_game()
    _round_two(s)
    start = s.at
    steps = _placement_steps(s)
    g = s.game
    st = g.state
    me = st.seats[0]
    assert g.to_move == (0,) and me.workers == 2 and me.logs == 5 and me.tablets == 1
    assert me.sorcerer and not me.chief and me.markers == 1
    allowed = decisions_giants.giants_tablet(s)  # the half-tablet his chief needs next round
    paying = _paying(s)
    data = _lesson(3, "placement", ["worker_placement"], s, start, steps, [allowed, paying])
    _check_placement(data)
    return data


def _round_two(s: Script) -> None:
    """Round 1 of lesson 3's game, chosen move by move, and round 2's auction."""
    _play(s, "0:bid 0 0 no yes", "1:bid 1 0 no yes", "2:bid 1 0 no yes")
    _play(s, "1:sculpt 2 yes", "2:sculpt 2 yes", "0:sculpt 1 yes")
    _play(
        s,
        "0:special sorcerer H30 -",
        "1:special sorcerer H27 -",
        "2:special sorcerer H18 -",
        "0:influence",
        "1:place worker H53 0",
        "2:place worker H53 2",
        "0:influence",
    )
    _bots_until(s, lambda g: g.state.round == 2)
    _play(s, "1:bid 1 1 no yes", "2:bid 0 0 no no", "0:bid 0 0 no no", "1:sculpt 3 yes")
    g = s.game
    st = g.state
    assert g.phase == "placement" and st.current == 1 and _tile(g) == []
    # the chief alone carved the size-3 moai (R5.3, R5.5); the worker bid with it went unused
    assert [i.size for i in st.front_items(1)] == [3] and st.units[1] == 1
    assert st.seats[0].tablets == 2 and st.seats[2].logs == 3 and st.forest["H19"] == 4
    assert "H18" in st.cleared and "H30" in st.cleared and st.ahus["A07"].base is None


def _placement_steps(s: Script) -> list[dict[str, Any]]:
    """Lesson 3's steps: round 2's phase 3 up to Hotu's second decision."""
    k = _keys(3, 8)
    return [
        _step(
            s,
            "1:special sorcerer H19 -",
            ["R6.1", "R6.4"],
            k[0],
            [{"type": "forest_cut", "seat": 1, "logs": 4}],
        ),
        _step(
            s,
            "2:place worker H43 2",
            ["R6.2", "R7.4"],
            k[1],
            [{"type": "figure_placed", "seat": 2, "figure": "worker", "logs": 2}],
        ),
        _step(
            s,
            "0:special chief H27 -",
            ["R6.5", "R6.4"],
            k[2],
            [{"type": "village_used", "seat": 0, "figure": "chief"}],
        ),
        _step(
            s,
            "1:place worker H32 2",
            ["R6.2", "R6.8"],
            k[3],
            [{"type": "figure_placed", "seat": 1, "logs": 2}],
        ),
        _step(
            s,
            "2:special sorcerer H54 A07",
            ["R6.4"],
            k[4],
            [{"type": "ahu_reserved", "seat": 2, "ahu": "A07"}],
        ),
        _step(s, "0:influence", ["R6.6"], k[5], [{"type": "influence", "seat": 0}], yours=True),
        _step(s, "1:pass", ["R6.7", "R6.1"], k[6], [{"type": "passed", "seat": 1}]),
        _step(
            s,
            "2:place chief H45 0",
            ["R6.2", "R7.4"],
            k[7],
            [{"type": "figure_placed", "seat": 2, "figure": "chief", "logs": 0}],
        ),
    ]


def _paying(s: Script) -> dict[str, Any]:
    """Lesson 3's second exercise: where Hotu's worker makes a rival pay him."""
    g = s.game
    st = g.state
    # where a worker makes a rival pay: Tiki's moai waits on H44, his Ahu A07 is reached from
    # H54, where his sorcerer alone carries 1 of the 2 it needs, and he has nothing left to place
    tiki = st.seats[2]
    assert st.items["m19"].hex == "H44" and st.items["m19"].size == 2
    assert st.items["m19"].marker == 2 and st.ahus["A07"].base == 2
    assert st.ahus["A07"].moai is None and st.power("H54") == 1
    assert st.figures["H54"] == [[0, 0, 0], [0, 0, 0], [0, 1, 0]]
    assert "A07" in g.board.hexes["H54"].adjacent_ahus and "H54" in g.board.hexes["H44"].neighbours
    assert (tiki.workers, tiki.sorcerer, tiki.chief) == (0, False, False)
    assert st.power("H43") == 3 and "H43" in g.board.hexes["H44"].neighbours
    a07 = g.board.ahus["A07"].moai_points * st.items["m19"].size  # what Tiki's moai will score
    return _exercise(
        s.at,
        "03.question2",
        [
            _move(3, "h54", True, "0:place worker H54 0", a07=a07),
            _move(3, "h54_log", False, "0:place worker H54 1"),
            _move(3, "h43", False, "0:place worker H43 0"),
            _move(3, "h44", False, "0:place worker H44 0"),
        ],
        ["board"],
        viewer=0,
        play_on=PAYING_PLAY_ON,
    )


def _check_placement(data: dict[str, Any]) -> None:
    """What the bots make of each placement in the rest of the round."""
    right = played(data, 1, "0:place worker H54 0")
    assert paid(right, 0) == [(1, 2)]  # Tiki uses Hotu's worker on H54 and pays him 1
    assert right.game.state.ahus["A07"].moai == "m19"
    with_log = played(data, 1, "0:place worker H54 1")
    assert paid(with_log, 0) == [] and with_log.game.state.ahus["A07"].moai == "m19"
    assert any(str(a) == "2:helpers [L,S2]" for a in with_log.game.history)
    for notation in ("0:place worker H43 0", "0:place worker H44 0"):
        other = played(data, 1, notation)
        assert paid(other, 0) == [] and other.game.state.ahus["A07"].moai is None
        assert not any(e["type"] == "transport_started" for e in other.events)


PAYING_PLAY_ON = 8
"""Lesson 3's second exercise plays on to Tiki's moai standing on A07 (when he can carry it)."""
