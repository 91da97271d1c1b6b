"""The first three Rapa Nui lessons (see :mod:`kit.lessons.build_rapanui`): the table after
setup and a turn as an overview (0), buying an offering card (1), and playing and drawing (2)."""

from __future__ import annotations

from typing import Any

from kit import rapanui
from kit.lessons import decisions_rapanui
from kit.lessons.build_rapanui_common import _choice, _keys, _lesson, _script, _step
from kit.rapanui.cards import KINDS, MOAI, MOAI_COST


def setup() -> dict[str, Any]:
    """00: the table after setup (R2), then the first two turns as an overview of a turn (R3), the
    learner making the first play and draw; a few turns on in the same game, the learner raises
    the first moai (R5, R6)."""
    s = _script(seed=7)
    g = s.game
    assert g.wood == [2, 3, 4] and all(d["lumberjack"] == 1 for d in g.displays)
    assert [len(h) for h in g.hands] == [3, 3, 3] and len(g.pile) == 34
    # her only move: every offering card costs 5 and she has 2 wood
    assert [str(a) for a in g.legal_actions(0)] == ["0:no_buy"] and g.price(0, "grain") == 5
    k = _keys(0, 6)
    steps = [
        _step(s, "0:no_buy", ["R3.1", "R4.1", "R4.2"], k[0], [{"type": "no_buy", "seat": 0}]),
        _step(
            s,
            "0:play grain 1",
            ["R3.2", "R5.1"],
            k[1],
            [{"type": "played_hunters", "cost": 0}],
            yours=True,
        ),
        _step(
            s,
            "0:draw 3",
            ["R3.4", "R7.5", "R8.1", "R8.3"],
            k[2],
            [
                {"type": "drew", "card": "moai", "column": 3},
                {"type": "indicator", "card": "lumberjack"},
                {"type": "gained_wood", "seat": 2, "amount": 1},
            ],
            yours=True,
        ),
        _step(s, "1:no_buy", ["R3.1", "R4.3"], k[3], [{"type": "no_buy", "seat": 1}]),
        _step(s, "1:play fish 1", ["R5.1"], k[4], [{"type": "played_hunters", "kind": "fish"}]),
        _step(
            s,
            "1:draw 1",
            ["R7.5", "R8.6"],
            k[5],
            [{"type": "indicator", "card": "fish"}, {"type": "received", "seat": 1}],
        ),
    ]
    s.bots_to(11)  # Hina's second draw, a moai in her hand: which column pays her wood
    wood = decisions_rapanui.rapanui_wood(s)
    # the first success: the bots play on until a seat can raise a moai in its play step
    s.bots_to(28)
    g = s.game
    assert g.phase == "play" and g.active == 0 and g.wood[0] == MOAI_COST
    assert sorted(g.hands[0]) == ["lumberjack", "moai", "sweet_potato"]
    assert sum(g.altar_counts().values()) == 0 and all(d[MOAI] == 0 for d in g.displays)
    assert rapanui.Play(0, MOAI, 1) in g.legal_actions(0)
    assert min(g.wood[1:]) >= MOAI_COST  # her rivals could pay for a moai too
    first_moai = {
        "at": s.at,
        "viewer": 0,
        "question": "lessons.rapanui.00.question2",
        "params": {"turn": g.turn, "wood": g.wood[0]},
        "figures": ["table"],
        "choices": [
            _choice(0, "moai", True, "0:play moai 1"),
            _choice(0, "lumberjack", False, "0:play lumberjack 1", w1=g.wood[1], w2=g.wood[2]),
            _choice(0, "sweet_potato", False, "0:play sweet_potato 1"),
        ],
        # the sacrifice round (3 cards), the supply card, her draw and her moai's first payout
        "play_on": 6,
    }
    return _lesson(0, "setup", ["tableau_building"], s, 0, steps, [wood, first_moai])


def buying() -> dict[str, Any]:
    """01: a discounted offering card (R4.2), bought before playing (R4.4); keep wood for a moai."""
    s = _script(seed=4)
    s.bots_to(19)
    g = s.game
    assert g.phase == "buy" and g.active == 0 and g.wood[0] == 4
    assert g.displays[0]["sweet_potato"] == 2 and g.price(0, "fish") == 5
    start = s.at
    k = _keys(1, 4)
    steps = [
        _step(
            s,
            "0:buy sweet_potato",
            ["R4.1", "R4.2", "R4.3"],
            k[0],
            [{"type": "bought", "kind": "sweet_potato", "price": 3}],
        ),
    ]
    # her hand holds two grain and she has 1 wood left: the sentence asks for the pair
    assert s.game.hands[0].count("grain") == 2 and s.game.wood[0] == 1
    steps += [
        _step(
            s,
            "0:play grain 2",
            ["R4.4", "R5.1"],
            k[1],
            [{"type": "played_hunters", "kind": "grain", "count": 2, "cost": 1}],
            yours=True,
        ),
        _step(s, "0:draw 1", ["R7.1", "R7.2"], k[2], [{"type": "drew", "card": "moai"}]),
        _step(
            s,
            "0:draw 2",
            ["R4.4", "R7.5", "R8.3"],
            k[3],
            [{"type": "indicator", "card": "lumberjack"}, {"type": "gained_wood", "seat": 0}],
        ),
    ]
    s.bots_to(s.at + 3)  # the bots play Tane's turn
    g = s.game
    assert g.phase == "buy" and g.active == 2 and g.wood[2] == 8
    assert sorted(g.hands[2]) == ["grain", "lumberjack", "moai"]
    prices = {kind: g.price(2, kind) for kind in KINDS}
    assert prices == {"fish": 4, "grain": 5, "mulberry": 5, "sweet_potato": 4}
    assert g.displays[2]["fish"] == g.displays[2]["sweet_potato"] == 1
    assert g.displays[2]["grain"] == g.displays[2]["mulberry"] == 0
    choices = [
        _choice(1, kind, False, f"2:buy {kind}", price=price, left=g.wood[2] - price)
        for kind, price in prices.items()
    ]
    assert all(g.wood[2] - price < MOAI_COST for price in prices.values())
    choices.append(_choice(1, "none", True, "2:no_buy", cheapest=min(prices.values())))
    exercise = {
        "at": s.at,
        "viewer": 2,
        "question": "lessons.rapanui.01.question",
        "params": {"wood": g.wood[2]},
        "figures": ["table"],
        "choices": choices,
        "play_on": 6,  # the rest of her turn: with her wood kept, the moai and its sacrifice
    }
    return _lesson(1, "buying", ["tableau_building"], s, start, steps, exercise)


def playing() -> dict[str, Any]:
    """02: playing two hunters & gatherers for 1 wood and drawing two (R5.1d, R7.1), a priest."""
    s = _script(seed=375)
    s.bots_to(13)
    g = s.game
    cheapest = min(g.price(1, kind) for kind in KINDS)
    assert g.phase == "buy" and g.active == 1 and g.wood[1] == 3 and cheapest == 4
    assert g.price(1, "fish") == cheapest  # he cannot afford any offering card
    start = s.at
    k = _keys(2, 7)
    steps = [
        _step(
            s,
            "1:no_buy",
            ["R4.1", "R4.2", "R4.3"],
            k[0],
            [{"type": "no_buy"}],
            {"wood": g.wood[1], "price": cheapest},
        ),
        _step(
            s,
            "1:play mulberry 2",
            ["R5.1", "R5.2"],
            k[1],
            [{"type": "played_hunters", "count": 2, "cost": 1}],
        ),
        _step(s, "1:draw 0", ["R7.1", "R7.2", "R7.3"], k[2], [{"type": "drew", "column": 0}]),
        _step(
            s,
            "1:draw 0",
            ["R7.5"],
            k[3],
            [{"type": "drew", "card": "priest"}, {"type": "indicator"}],
        ),
        _step(s, "2:no_buy", ["R4.1"], k[4], [{"type": "no_buy"}]),
    ]
    assert s.game.hands[2].count("priest") == 1  # the sentence asks to play it
    steps += [
        _step(
            s,
            "2:play priest 1",
            ["R5.1"],
            k[5],
            [{"type": "played", "card": "priest", "cost": 0}],
            yours=True,
        ),
        _step(
            s,
            "2:draw 0",
            ["R7.1", "R8.4"],
            k[6],
            [{"type": "indicator", "card": "priest"}, {"type": "gained_glory", "seat": 2}],
        ),
    ]
    s.play("0:no_buy")
    g = s.game
    assert g.phase == "play" and g.hands[0] == ["grain", "grain", "grain"] and g.wood[0] == 1
    exercise = {
        "at": s.at,
        "viewer": 0,
        "question": "lessons.rapanui.02.question",
        "figures": ["table"],
        "choices": [
            _choice(2, "one", True, "0:play grain 1"),
            _choice(2, "two", True, "0:play grain 2"),
            _choice(2, "three", False, "0:play grain 3"),
            _choice(2, "pass", False),
        ],
        "play_on": 3,  # her draws (play more, draw more) and the start of the next turn
    }
    return _lesson(2, "playing", ["tableau_building", "card_drafting"], s, start, steps, exercise)
