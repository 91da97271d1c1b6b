"""The last two Giants lessons (see :mod:`kit.lessons.build_giants`): lesson 4, transport with
helpers paid and the Tribe Marker that comes back, and lesson 5, the end of the game."""

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
    played,
)


# -- lesson 4: transport ----------------------------------------------------------------------
def transport() -> dict[str, Any]:
    """04: a headdress set on its owner's moai (R7.8), a marked moai carried over others'
    figures with helpers paid (R7.3-R7.6) and erected on a reserved Ahu (R7.7); the exercise:
    what to do with the Tribe Marker that comes back, with an unmarked moai waiting (R7.10-R7.12).
    """
    s = _script(seed=45)
    _transport_round_six(s)
    start = s.at
    k = _keys(4, 12)
    steps = _headdress_steps(s, k) + _moai_steps(s, k)
    mark = _transport_mark(s)
    helpers, scores = _transport_helpers(s)
    data = _lesson(
        4,
        "transport",
        ["pick_up_and_deliver", "route_building"],
        s,
        start,
        steps,
        [mark, helpers],
    )
    _check_transport(data, mark, scores)
    return data


def _transport_round_six(s: Script) -> None:
    """Lesson 4's game up to round 6's transport, its auction and placement chosen."""
    s.bots_to(149)
    g = s.game
    st = g.state
    assert g.phase == "auction_bid" and st.round == 6 and st.first == 0
    assert st.ahus["A03"].base == 0 and st.ahus["A03"].headdress is None
    assert st.ahus["A09"].base is None and st.seats[1].markers == 1
    _play(s, "0:bid 0 0 no no", "1:bid 1 0 no yes", "2:bid 0 0 no no", "1:sculpt 3 yes")
    _play(
        s,
        "0:special sorcerer H48 -",
        "1:place worker H33 1",
        "2:special sorcerer H36 A09",
        "0:place chief H34 0",
        "1:place worker H57 0",
        "2:place worker H35 1",
        "0:place worker H64 0",
        "1:pass",
        "2:place worker H36 1",
        "0:place worker H33 0",
        "2:pass",
        "0:pass",
    )
    g = s.game
    st = g.state
    assert g.phase == "transport" and g.to_move == (0,) and st.seats[1].markers == 0
    assert [st.power(h) for h in ("H33", "H34", "H35", "H36")] == [3, 3, 2, 3]
    assert [seat.score for seat in st.seats] == [0, 2, 5]


def _headdress_steps(s: Script, k: list[str]) -> list[dict[str, Any]]:
    """Lesson 4's first steps: Hotu's headdress set on his moai, then Marama parks hers."""
    return [
        _step(
            s,
            "0:carry hd1",
            ["R7.1", "R7.2"],
            k[0],
            [{"type": "transport_started", "kind": "headdress", "hex": "H48"}],
        ),
        _step(
            s,
            "0:step H57",
            ["R7.3", "R7.6"],
            k[1],
            [{"type": "helper_paid", "seat": 1, "points": 1, "mover": 0}],
        ),
        _step(s, "0:step H64", ["R7.3", "R7.6"], k[2], [{"type": "hex_entered", "hex": "H64"}]),
        _step(
            s,
            "0:crown A03",
            ["R7.8"],
            k[3],
            [{"type": "headdress_set", "ahu": "A03"}],
            {"hat": s.game.state.board.ahus["A03"].hat_points},
            yours=True,
        ),
        _step(
            s,
            "1:pass",
            ["R7.1", "R7.12"],
            k[4],
            [{"type": "items_parked", "seat": 1, "moai": 1}],
        ),
    ]


def _moai_steps(s: Script, k: list[str]) -> list[dict[str, Any]]:
    """Lesson 4's last steps: Tiki's marked moai carried over others' figures and erected."""
    return [
        _step(
            s,
            "2:carry m19",
            ["R7.2", "R7.10"],
            k[5],
            [{"type": "transport_started", "seat": 2, "item": "m19", "hex": "H44"}],
        ),
        _step(s, "2:step H33", ["R7.3", "R7.4"], k[6], [{"type": "hex_entered", "hex": "H33"}]),
        _step(
            s,
            "2:helpers [L,W0]",
            ["R7.6"],
            k[7],
            [{"type": "helper_paid", "seat": 0, "points": 1, "mover": 2}],
        ),
        _step(
            s,
            "2:step H34",
            ["R7.4", "R7.6"],
            k[8],
            [{"type": "helper_paid", "seat": 0, "points": 2, "mover": 2}],
        ),
        _step(s, "2:step H35", ["R7.4", "R7.3"], k[9], [{"type": "hex_entered", "hex": "H35"}]),
        _step(s, "2:step H36", ["R7.4"], k[10], [{"type": "hex_entered", "hex": "H36"}]),
        _step(
            s,
            "2:erect A09",
            ["R7.7"],
            k[11],
            [{"type": "moai_erected", "seat": 2, "size": 2, "ahu": "A09"}],
        ),
    ]


def _transport_mark(s: Script) -> dict[str, Any]:
    """Lesson 4's first exercise: what Tiki does with the Tribe Marker that comes back."""
    g = s.game
    st = g.state
    assert g.phase == "transport_mark" and g.to_move == (2,) and st.seats[2].markers == 1
    m32 = st.items["m32"]
    assert m32.hex == "H44" and m32.marker is None and st.seats[0].markers == 2
    assert st.items["m30"].marker == 2 and st.items["m30"].hex == "H44"
    return _exercise(
        s.at,
        "04.question",
        [
            _move(4, "claim", True, "2:mark m32"),
            _move(4, "keep", False, "2:done"),
            _move(4, "own", False, "2:mark m30"),
            _move(4, "erected", False, "2:mark m19"),
        ],
        ["board"],
        viewer=2,
        play_on=2,
    )


def _transport_helpers(s: Script) -> tuple[dict[str, Any], list[int]]:
    """Lesson 4's second exercise, whose figures carry Tiki's moai in round 7, and the scores
    before it."""
    # round 7: Tiki carries a size-3 moai into H33, where he may choose whose figures carry
    s.play("2:mark m32")
    _bots_until(s, lambda g: g.phase == "auction_bid")
    _play(s, "1:bid 0 0 no yes", "2:bid 0 0 no no", "0:bid 1 2 no no")
    _play(s, "0:sculpt 2 no", "1:sculpt 3 yes")
    _play(
        s,
        "1:place worker H33 0",
        "2:place worker H33 2",
        "0:place chief H33 0",
        "1:pass",
        "2:pass",
        "0:pass",
    )
    _bots_until(s, lambda g: g.phase == "transport" and g.state.current == 2)
    _play(s, "2:carry m30", "2:step H33")
    g = s.game
    st = g.state
    assert st.round == 7 and g.phase == "transport_helpers" and g.to_move == (2,)
    assert st.items["m30"].size == 3 and st.items["m30"].marker == 2
    assert st.figures["H33"] == [[0, 0, 1], [1, 0, 0], [1, 0, 0]] and st.logs_on["H33"] == 2
    assert st.move is not None and st.move.pending == [
        (("L", "L", "W2"), (0, 0, 0)),
        (("L", "W1", "W2"), (0, 1, 0)),
        (("C0",), (3, 0, 0)),
    ]
    scores = [seat.score for seat in st.seats]
    assert scores == [3, 3, 5]
    helpers = _exercise(
        s.at,
        "04.question2",
        [
            _move(4, "carry_own", True, "2:helpers [L,L,W2]"),
            _move(4, "carry_worker", False, "2:helpers [L,W1,W2]"),
            _move(4, "carry_chief", False, "2:helpers [C0]"),
        ],
        ["board"],
        viewer=2,
        params={"s0": scores[0], "s1": scores[1], "s2": scores[2], "after0": scores[0] + 3},
        play_on=2,
    )
    return helpers, scores


def _check_transport(data: dict[str, Any], mark: dict[str, Any], scores: list[int]) -> None:
    """What follows each answer of lesson 4's exercises."""
    # kept behind the screen, the marker lets Hotu claim Marama's moai at once (U8: open at once)
    kept = played(data, 0, "2:done")
    assert str(kept.game.history[mark["at"] + 1]) == "0:mark m32"
    assert kept.game.state.items["m32"].marker == 0
    assert played(data, 0, "2:mark m32").game.state.items["m32"].marker == 2
    # who scores for carrying: nobody, Marama 1, Hotu 3 (the moai's size)
    for notation, gained in (
        ("2:helpers [L,L,W2]", [0, 0, 0]),
        ("2:helpers [L,W1,W2]", [0, 1, 0]),
        ("2:helpers [C0]", [3, 0, 0]),
    ):
        after = played(data, 1, notation).game.state
        assert [seat.score - was for seat, was in zip(after.seats, scores, strict=True)] == gained


# -- lesson 5: the end of the game --------------------------------------------------------------
FINAL = (
    {"help": 12, "ahu_moai": 28, "headdress": 2, "tablets": 0, "total": 42},
    {"help": 18, "ahu_moai": 24, "headdress": 5, "tablets": 0, "total": 47},
    {"help": 19, "ahu_moai": 18, "headdress": 6, "tablets": 0, "total": 43},
)
"""The final score of lesson 5's game (R10.3-R10.6), as its last step quotes it."""


def end() -> dict[str, Any]:
    """05: the last moai of the game erected and crowned; the end at the end of phase 4 and the
    final scoring (R10); the exercise: his last base covered, crown the moai or pass (R10.1)."""
    s = _script(seed=37)
    s.bots_to(596)
    g = s.game
    st = g.state
    assert g.phase == "transport_move" and g.to_move == (0,) and st.round == 19
    a20 = st.board.ahus["A20"]
    assert st.seats[0].bases == 1 and (a20.moai_points, a20.hat_points) == (5, 2)
    start = s.at
    k = _keys(5, 7)
    steps = [
        _step(
            s,
            "0:erect A20",
            ["R7.7", "R10.1"],
            k[0],
            [{"type": "moai_erected", "seat": 0, "size": 1, "ahu": "A20"}],
            yours=True,
        ),
    ]
    crown = {"moai": a20.moai_points, "hat": a20.hat_points, "with_hat": FINAL[0]["total"]}
    crown["without"] = FINAL[0]["total"] - a20.hat_points
    exercise = decisions_giants.giants_crown(s, crown)  # the game ends only at the end of phase 4
    steps += [
        _step(
            s,
            "0:carry hd5",
            ["R7.2", "R7.11"],
            k[1],
            [{"type": "transport_started", "item": "hd5"}],
        ),
        _step(s, "0:step H38", ["R7.3"], k[2], [{"type": "hex_entered", "hex": "H38"}]),
        _step(s, "0:helpers [S0]", ["R7.6"], k[3], [], yours=True),
        _step(s, "0:step H26", ["R7.3"], k[4], [{"type": "hex_entered", "hex": "H26"}]),
        _step(s, "0:crown A20", ["R7.8"], k[5], [{"type": "headdress_set", "ahu": "A20"}]),
        _step(
            s,
            "0:pass",
            ["R10.1", "R10.2", "R10.3", "R10.4", "R10.6"],
            k[6],
            [
                {"type": "game_end_triggered", "seats": [0]},
                {"type": "bases_revealed"},
                *({"type": "final_score", "seat": seat, **row} for seat, row in enumerate(FINAL)),
                {"type": "game_over", "winners": [1]},
            ],
            {
                f"{key[0]}{seat}": row[name]
                for seat, row in enumerate(FINAL)
                for key, name in (
                    ("t", "total"),
                    ("h", "help"),
                    ("m", "ahu_moai"),
                    ("d", "headdress"),
                )
            },
        ),
    ]
    assert s.game.is_over
    return _lesson(5, "end", ["route_building", "pick_up_and_deliver"], s, start, steps, exercise)
