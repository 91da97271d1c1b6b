"""Giants lesson 2 (see :mod:`kit.lessons.build_giants`): the blind auction of a four-player
game, then round 3's first pick and round 4's blind bid as exercises."""

from __future__ import annotations

from typing import Any

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
    played,
    sculpted_after,
)


# -- lesson 2: the blind auction, four players ------------------------------------------------
def auction() -> dict[str, Any]:
    """02: round 2's auction: pick order by markers, half-tablets and turn order (R5.4), a
    bidder too weak to carve (R5.3), the chief's strength not split, a second pass (R5.5); the
    exercise is round 3's first pick."""
    s = _script(seed=59, players=4)
    _auction_round_two(s)
    start = s.at
    steps = _auction_steps(s)
    pick, totals = _auction_pick(s)
    bid = _auction_bid(s)
    data = _lesson(2, "auction", ["auction"], s, start, steps, [pick, bid])
    _check_auction(data, pick, totals)
    return data


def _auction_round_two(s: Script) -> None:
    """Round 1 of lesson 2's game, partly chosen, up to round 2's auction."""
    g = s.game
    assert g.state.first == 0
    _play(s, "0:bid 0 0 no yes", "1:bid 0 0 no yes", "2:bid 0 0 no yes", "3:bid 0 0 no yes")
    _bots_until(s, lambda g: g.phase == "placement")
    _play(
        s,
        "0:influence",
        "1:influence",
        "2:influence",
        "3:special sorcerer H27 -",
        "0:special sorcerer H27 -",
        "1:special sorcerer H27 -",
        "2:influence",
    )
    _bots_until(s, lambda g: g.phase == "round_end")
    _play(s, "3:recall m1", "1:done")
    st = s.game.state
    assert st.round == 2 and st.first == 1 and _tile(s.game) == [2, 2, 2, 2]
    assert [seat.tablets for seat in st.seats] == [1, 1, 2, 1]
    assert [seat.markers for seat in st.seats] == [2, 1, 2, 2]


def _auction_steps(s: Script) -> list[dict[str, Any]]:
    """Lesson 2's steps: round 2's bids and picks."""
    k = _keys(2, 8)
    return [
        _step(s, "1:bid 1 0 no yes", ["R5.1", "R3.2"], k[0], [{"type": "bid_placed"}]),
        _step(s, "2:bid 1 1 no no", ["R5.1"], k[1], [{"type": "bid_placed"}]),
        _step(s, "3:bid 2 1 yes yes", ["R5.1", "R11.1"], k[2], [{"type": "bid_placed"}]),
        _step(
            s,
            "0:bid 1 1 yes no",
            ["R5.2", "R5.4", "R5.3"],
            k[3],
            [{"type": "bids_revealed", "order": [3, 2, 1, 0]}],
        ),
        _step(
            s,
            "3:sculpt 2 no",
            ["R5.5", "R5.7"],
            k[4],
            [{"type": "moai_sculpted", "seat": 3, "chief": False}],
        ),
        _step(
            s,
            "1:sculpt 2 yes",
            ["R5.3", "R5.5"],
            k[5],
            [{"type": "moai_sculpted", "seat": 1, "chief": True}],
        ),
        _step(
            s, "0:sculpt 2 no", ["R5.5"], k[6], [{"type": "moai_sculpted", "seat": 0}], yours=True
        ),
        _step(
            s,
            "3:sculpt 2 yes",
            ["R5.5", "R5.8"],
            k[7],
            [{"type": "moai_sculpted", "seat": 3, "chief": True}, {"type": "phase_started"}],
        ),
    ]


def _auction_pick(s: Script) -> tuple[dict[str, Any], dict[str, int]]:
    """Lesson 2's first exercise, round 3's first pick, and what each pick carves Tiki in all."""
    _bots_until(s, lambda g: g.state.round == 3)
    _play(s, "2:bid 1 1 yes yes", "3:bid 1 0 no yes", "0:bid 0 1 no no", "1:bid 0 1 no no")
    g = s.game
    st = g.state
    assert g.phase == "auction_pick" and g.to_move == (2,) and _tile(g) == [1, 2, 2, 3]
    assert st.order == [2, 3, 0, 1] and [seat.tablets for seat in st.seats] == [1, 1, 2, 1]
    totals = {
        cid: sculpted_after(g, move, 2)
        for cid, move in (
            ("chief3", "2:sculpt 3 yes"),
            ("units2", "2:sculpt 2 no"),
            ("chief2", "2:sculpt 2 yes"),
            ("chief1", "2:sculpt 1 yes"),
        )
    }
    assert totals == {"chief3": 5, "units2": 4, "chief2": 4, "chief1": 3}
    pick = _exercise(
        s.at,
        "02.question",
        [
            _move(2, "chief3", True, "2:sculpt 3 yes", total=totals["chief3"]),
            _move(2, "units2", False, "2:sculpt 2 no", total=totals["units2"]),
            _move(2, "chief2", False, "2:sculpt 2 yes", total=totals["chief2"]),
            _move(2, "chief1", False, "2:sculpt 1 yes", total=totals["chief1"]),
            _move(2, "units3", False, "2:sculpt 3 no"),
        ],
        ["tiles"],
        viewer=2,
        params={"best": totals["chief3"]},
        play_on=3,
    )
    return pick, totals


def _auction_bid(s: Script) -> dict[str, Any]:
    """Lesson 2's second exercise: Tiki's blind bid in round 4."""
    # round 4: Tiki's blind bid, after the others'
    s.play("2:sculpt 3 yes")
    _bots_until(s, lambda g: g.state.round == 4)
    _play(s, "3:bid 1 0 no yes", "0:bid 0 2 no no", "1:bid 1 1 yes no")
    g = s.game
    st = g.state
    assert g.phase == "auction_bid" and g.to_move == (2,) and _tile(g) == [1, 2, 3]
    assert st.first == 3 and [seat.markers for seat in st.seats] == [0, 1, 1, 1]
    assert [seat.tablets for seat in st.seats] == [1, 1, 2, 1]
    tiki = st.seats[2]
    assert (tiki.workers, tiki.sorcerer, tiki.chief) == (1, True, True)
    return _exercise(
        s.at,
        "02.question2",
        [
            _move(2, "bid_least", True, "2:bid 1 0 no yes"),
            _move(2, "bid_none", False, "2:bid 0 0 no yes"),
            _move(2, "bid_units", False, "2:bid 1 1 yes no"),
            _move(2, "bid_sorcerer", False, "2:bid 1 0 yes yes"),
            _move(2, "bid_two", False, "2:bid 2 0 no yes"),
        ],
        ["tiles"],
        viewer=2,
        play_on=3,
    )


def _check_auction(data: dict[str, Any], pick: dict[str, Any], totals: dict[str, int]) -> None:
    """What follows each pick and each bid of lesson 2's exercises, as the whys tell it."""
    # the rest of round 3's auction after each pick, as the whys tell it
    for cid, total in totals.items():
        notation = next(c["action"] for c in pick["choices"] if c["id"] == cid)
        after = played(data, 0, notation)
        assert after.game.phase == "placement"
        assert sum(i.size for i in after.game.state.front_items(2)) == total
    # the picks after each bid: who carves the size-3 moai
    for notation, order, tiki_carves, size3 in (
        ("2:bid 1 0 no yes", [2, 3, 1, 0], [3], 2),
        ("2:bid 0 0 no yes", [3, 1, 2, 0], [1], 3),
        ("2:bid 1 1 yes no", [2, 3, 1, 0], [2], 3),
        ("2:bid 1 0 yes yes", [2, 3, 1, 0], [3], 2),
    ):
        after = played(data, 1, notation)
        revealed = next(e for e in after.events if e["type"] == "bids_revealed")
        assert revealed["order"] == order and after.game.phase == "placement"
        assert [i.size for i in after.game.state.front_items(2)] == tiki_carves
        assert 3 in [i.size for i in after.game.state.front_items(size3)]
