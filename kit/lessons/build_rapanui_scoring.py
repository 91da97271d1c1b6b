"""The last four Rapa Nui lessons (see :mod:`kit.lessons.build_rapanui`): a moai and its
sacrifice round (3), the refill and the indicator card (4), scoring with majorities and a moai
payout (5), and the end of the game with the final ranking (6)."""

from __future__ import annotations

from typing import Any

from kit import rapanui
from kit.lessons import decisions_rapanui
from kit.lessons.build import Script
from kit.lessons.build_rapanui_common import _choice, _keys, _lesson, _script, _step
from kit.rapanui.cards import KINDS, MOAI, MOAI_COST
from kit.rapanui.scoring import altar_values, end_wood_glory, offering_points, sole_majority


def offer_worth(stock: dict[str, int], counts: dict[str, int], kind: str | None) -> int:
    """What ``stock`` would be worth with one more ``kind`` card on the altar (None: no card)."""
    counts = dict(counts)
    if kind is not None:
        counts[kind] += 1
    return offering_points(stock, altar_values(counts))


def sacrifice() -> dict[str, Any]:
    """03: the first moai of the game and its sacrifice round (R6); then the card from the supply."""
    s = _script(seed=9)
    s.bots_to(36)
    g = s.game
    assert g.phase == "buy" and g.active == 2 and g.wood[2] == 7 and "moai" in g.hands[2]
    assert sum(g.altar_counts().values()) == 0
    start = s.at
    k = _keys(3, 5)
    steps = [
        _step(s, "2:no_buy", ["R4.4", "R5.1"], k[0], [{"type": "no_buy"}]),
        _step(
            s,
            "2:play moai 1",
            ["R5.1", "R6.1"],
            k[1],
            [{"type": "played", "card": "moai", "cost": 7}, {"type": "sacrifice_round"}],
        ),
    ]
    assert s.game.stocks[0]["sweet_potato"] == 2  # the sentence: "the kind she holds two of"
    steps += [
        _step(
            s,
            "0:sacrifice sweet_potato up",
            ["R6.2"],
            k[2],
            [{"type": "sacrificed", "seat": 0, "kind": "sweet_potato"}],
        ),
        _step(
            s,
            "1:sacrifice mulberry up",
            ["R6.2", "R6.5"],
            k[3],
            [{"type": "sacrificed", "seat": 1, "kind": "mulberry"}],
        ),
        _step(
            s,
            "2:sacrifice grain down",
            ["R6.3", "R12.2"],
            k[4],
            [{"type": "sacrificed_face_down", "seat": 2}],
            yours=True,
        ),
    ]
    g = s.game
    view = g.view(2)
    assert g.phase == "offer" and view["ranking"]["unseen"] == 0
    stock, counts = view["stock"], view["ranking"]["counts"]
    assert stock == {"fish": 2, "grain": 1, "mulberry": 1, "sweet_potato": 1}
    worth = {kind: offer_worth(stock, counts, kind) for kind in KINDS}
    worth["none"] = offer_worth(stock, counts, None)
    assert (
        max(worth, key=worth.__getitem__) == "fish" and sorted(worth.values())[-2] < worth["fish"]
    )
    choices = [
        _choice(3, kind, kind == "fish", f"2:offer {kind}", worth=worth[kind]) for kind in KINDS
    ]
    choices.append(_choice(3, "none", False, "2:no_offer", worth=worth["none"]))
    exercise = {
        "at": s.at,
        "viewer": 2,
        "question": "lessons.rapanui.03.question",
        "params": {"best": worth["fish"]},
        "figures": ["altar"],
        "choices": choices,
        "play_on": 6,  # her draw and payout, then Hina's turn: the altar as it then stands
    }
    return _lesson(3, "sacrifice", ["majorities"], s, start, steps, exercise)


def refill_indicator() -> dict[str, Any]:
    """04: drawing the last card of a column, the refill and the scoring indicator (R7.2-R7.5)."""
    s = _script(seed=14)
    s.bots_to(20)
    g = s.game
    assert g.phase == "draw" and g.active == 0 and len(g.market[2]) == 1
    start = s.at
    k = _keys(4, 7)
    steps = [
        _step(
            s,
            "0:draw 2",
            ["R7.4", "R7.5", "R8.3"],
            k[0],
            [
                {"type": "refilled", "column": 2, "count": 4},
                {"type": "indicator", "card": "lumberjack", "column": 2},
            ],
        ),
        _step(s, "1:no_buy", ["R4.1"], k[1], [{"type": "no_buy"}]),
        _step(s, "1:play fish 1", ["R5.1", "R7.1"], k[2], [{"type": "played_hunters"}]),
    ]
    assert s.game.market[1] == ["fish"]  # the sentence names it: the last card of column 2
    steps += [
        _step(
            s,
            "1:draw 1",
            ["R7.4", "R7.5", "R8.6"],
            k[3],
            [{"type": "refilled", "column": 1}, {"type": "indicator", "card": "grain"}],
            yours=True,
        ),
        _step(s, "2:no_buy", ["R4.1"], k[4], [{"type": "no_buy"}]),
        _step(s, "2:play fish 1", ["R5.1"], k[5], [{"type": "played_hunters"}]),
    ]
    assert s.game.market[1][-1] == "grain"  # the sentence names it: the grain of column 2
    steps += [
        _step(
            s,
            "2:draw 1",
            ["R7.3", "R7.5", "R8.6"],
            k[6],
            [
                {"type": "indicator", "card": "fish", "column": 1},
                {"type": "received", "seat": 1, "kind": "fish"},
                {"type": "received", "seat": 2, "kind": "fish"},
            ],
            yours=True,
        ),
    ]
    s.bots_to(s.at + 2)  # Hina buys nothing and plays a priest
    g = s.game
    assert g.phase == "draw" and g.active == 0 and g.draws_left == 1
    exposed = [column[-2] for column in g.market]
    assert exposed == ["mulberry", "lumberjack", "priest", "grain"]
    priests = [d["priest"] for d in g.displays]
    assert priests == [3, 1, 1] and sole_majority(priests, 3) == 0
    assert all(d["mulberry"] == d["grain"] == 0 for d in g.displays)
    assert [d["lumberjack"] for d in g.displays] == [1, 1, 1]
    exercise = {
        "at": s.at,
        "viewer": 0,
        "question": "lessons.rapanui.04.question",
        "figures": ["table"],
        "choices": [
            _choice(4, f"column{c + 1}", exposed[c] == "priest", f"0:draw {c}") for c in range(4)
        ],
        "play_on": 7,  # the rest of the round: Tane's and Moana's turns
    }
    return _lesson(4, "refill_indicator", ["card_drafting"], s, start, steps, exercise)


def payout_gains(wood: int, units: int) -> dict[str, int]:
    """What a moai payout of ``units`` adds to the final score (R10.3: 1 glory per 5 wood), taken
    as wood or as glory, with ``wood`` before it; and the same if a moai (7 wood) is raised later."""
    per = rapanui.Options().wood_per_glory_at_end
    after = wood + units
    return {
        "wood": wood,
        "units": units,
        "after": after,
        "end_now": end_wood_glory(wood, per),
        "end_after": end_wood_glory(after, per),
        "wood_gain": end_wood_glory(after, per) - end_wood_glory(wood, per),
        "after_moai": after - MOAI_COST,
        "left_moai": wood - MOAI_COST,
        "wood_gain_moai": end_wood_glory(after - MOAI_COST, per)
        - end_wood_glory(wood - MOAI_COST, per),
    }


def scoring_majority() -> dict[str, Any]:
    """05: a lumberjack scoring with the majority bonus, a moai payout, hunters & gatherers (R8);
    near the end of the same game, a moai payout to take as wood or as glory (R8.5, R10.3)."""
    s = _script(seed=28)
    s.bots_to(75)
    g = s.game
    assert g.phase == "draw" and g.active == 1
    assert [d["lumberjack"] for d in g.displays] == [2, 1, 4]
    start = s.at
    k = _keys(5, 8)
    steps = [
        _step(
            s,
            "1:draw 1",
            ["R8.1", "R8.2", "R8.3"],
            k[0],
            [
                {"type": "indicator", "card": "lumberjack"},
                {"type": "majority", "seat": 2, "count": 4},
                {"type": "gained_wood", "seat": 2, "amount": 5},
                {"type": "gained_wood", "seat": 0, "amount": 2},
                {"type": "gained_wood", "seat": 1, "amount": 1},
            ],
        ),
        _step(s, "2:no_buy", ["R4.1"], k[1], [{"type": "no_buy"}]),
        _step(s, "2:play sweet_potato 1", ["R5.1"], k[2], [{"type": "played_hunters"}]),
        _step(s, "2:draw 3", ["R7.5", "R8.5"], k[3], [{"type": "indicator", "card": "moai"}]),
    ]
    g = s.game  # the sentence: 7 wood already, enough for the moai in her hand
    assert g.phase == "payout" and g.wood[2] == MOAI_COST and "moai" in g.hands[2]
    steps += [
        _step(
            s,
            "2:payout 0 1",
            ["R8.5"],
            k[4],
            [{"type": "moai_payout", "seat": 2, "wood": 0, "glory": 1}],
            yours=True,
        ),
        _step(s, "0:buy sweet_potato", ["R4.2"], k[5], [{"type": "bought", "price": 3}]),
        _step(s, "0:play priest 1", ["R5.1"], k[6], [{"type": "played", "card": "priest"}]),
        _step(
            s,
            "0:draw 2",
            ["R7.4", "R7.5", "R8.6"],
            k[7],
            [
                {"type": "refilled", "column": 2},
                {"type": "indicator", "card": "grain"},
                {"type": "received", "seat": 0, "kind": "grain"},
                {"type": "received", "seat": 2, "kind": "grain"},
            ],
        ),
    ]
    g = s.game
    counts = [d["sweet_potato"] for d in g.displays]
    assert counts == [2, 3, 2] and sole_majority(counts, 3) == 1
    s.bots_to(85)  # Tane's draw: Moana's lumberjack majority again behind one column
    majority = decisions_rapanui.rapanui_deny(s)
    payout = _payout(s)
    return _lesson(5, "scoring_majority", ["majorities"], s, start, steps, [majority, payout])


def _payout(s: Script) -> dict[str, Any]:
    """Lesson 5's second exercise: near the end of the game, Moana's moai payout taken as wood or
    as glory."""
    # near the end: Moana's moai pay out, and the next column emptied ends the game (R9.1)
    s.bots_to(132)
    g = s.game
    moai = g.displays[2][MOAI]
    assert g.phase == "payout" and g.to_move == (2,) and g.active == 2
    assert [d[MOAI] for d in g.displays] == [0, 0, 2] and moai == 2  # no bonus: fewer than 3
    assert len(g.pile) == 2 and sorted(len(c) for c in g.market) == [1, 1, 1, 4]
    assert g.wood[2] == 11 and sorted(g.hands[2]) == ["lumberjack", "moai", "mulberry"]
    gains = payout_gains(g.wood[2], moai)
    assert gains["wood_gain"] == 0 and gains["wood_gain_moai"] < moai  # glory pays more
    return {
        "at": s.at,
        "viewer": 2,
        "question": "lessons.rapanui.05.question2",
        "params": {"pile": len(g.pile), "moai": moai, **gains},
        "figures": ["table"],
        "choices": [
            _choice(5, "glory", True, f"2:payout 0 {moai}"),
            _choice(5, "wood", False, f"2:payout {moai} 0"),
        ],
        "play_on": 3,  # Hina's turn: her draw empties a column and ends the game
    }


def sacrifice_worth(stock: dict[str, int], counts: dict[str, int], kind: str) -> int:
    """What ``stock`` is worth after sacrificing one ``kind`` card from it onto the altar."""
    stock, counts = dict(stock), dict(counts)
    stock[kind] -= 1
    counts[kind] += 1
    return offering_points(stock, altar_values(counts))


def end_ranking() -> dict[str, Any]:
    """06: the last sacrifice round, the end of the game (R9) and the final scoring (R10, R11)."""
    s = _script(seed=132)
    s.bots_to(142)
    g = s.game
    view = g.view(1)
    assert g.phase == "sacrifice" and g.to_move == (1,) and view["ranking"]["unseen"] == 0
    stock, counts = view["stock"], view["ranking"]["counts"]
    assert stock == {"fish": 9, "grain": 1, "mulberry": 4, "sweet_potato": 2}
    assert counts == {"fish": 2, "grain": 2, "mulberry": 3, "sweet_potato": 2}
    worth = {kind: sacrifice_worth(stock, counts, kind) for kind in KINDS}
    now = offering_points(stock, altar_values(counts))
    assert max(worth, key=worth.__getitem__) == "fish" and worth["fish"] > now
    choices = [
        _choice(6, kind, kind == "fish", f"1:sacrifice {kind} up", worth=worth[kind])
        for kind in KINDS
    ]
    # the lesson starts before Tane's decision, the position of the exercise: the first step
    # (his fish on the altar) shows the answer, so its sentence asks to answer the exercise first
    start = exercise_at = s.at
    k = _keys(6, 4)
    steps = [
        _step(
            s,
            "1:sacrifice fish up",
            ["R6.2", "R10.4"],
            k[0],
            [{"type": "sacrificed", "seat": 1, "kind": "fish"}],
        ),
        _step(
            s,
            "2:sacrifice grain down",
            ["R6.3"],
            k[1],
            [{"type": "sacrificed_face_down"}],
            yours=True,
        ),
        _step(s, "2:offer fish", ["R6.4"], k[2], [{"type": "offered", "kind": "fish"}]),
        _step(
            s,
            "2:draw 0",
            ["R9.1", "R9.2", "R10.4", "R11.1"],
            k[3],
            [
                {"type": "refilled", "column": 0, "count": 3},
                {"type": "game_over"},
                {"type": "altar_values", "fish": 3, "grain": 2, "mulberry": 2, "sweet_potato": 1},
                {"type": "final_score", "seat": 1, "score": 59},
                {"type": "final_score", "seat": 2, "score": 58},
                {"type": "winner", "seat": 1},
            ],
        ),
    ]
    assert s.game.is_over
    exercise = {
        "at": exercise_at,
        "viewer": 1,
        "question": "lessons.rapanui.06.question",
        "params": {"best": worth["fish"], "now": now},
        "figures": ["altar"],
        "choices": choices,
        "play_on": 3,  # Moana's face-down card and supply card, her draw: the game ends
    }
    return _lesson(6, "end_ranking", ["majorities", "tableau_building"], s, start, steps, exercise)
