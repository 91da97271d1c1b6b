"""Decisions for the lessons' exercises: the learner chooses among real moves in a position.

Each function here makes one exercise (JSON form, see :mod:`kit.lessons.build`) for a builder of
:mod:`kit.lessons.build_giants` or :mod:`kit.lessons.build_rapanui`, at the script's current
position: every choice is a move of the engine, at least two of them legal and leading to
different positions, and the sentence explaining each is checked against what the engine makes
of it (:func:`outcome`); :func:`check_bid` checks, once the lesson is built, what the bots
make of the moves the explanations speak of. Their words are in :mod:`kit.lessons.text_decisions`.

They replace questions a learner answered from memory (how many bases for five players, how the
first round reads the dice, which actions are allowed, what a variant scores, how much wood a
fourth player starts with, how many offering cards a scoring gives) and two that gave their
answer away ("click A06", "raise the first moai!").
"""

from __future__ import annotations

from typing import Any

from kit import giants
from kit.core.game import Game
from kit.lessons.build import Script, choice
from kit.lessons.files import lesson_from_dict
from kit.lessons.walk import LessonRun, PlayOn


def outcome(script: Script, notation: str) -> Game:
    """The position after ``notation`` at the script's position (the script is not moved)."""
    game = script.game.clone()
    game.apply(script.engine.ACTIONS.parse(notation))
    return game


def exercise(
    game: str,
    at: int,
    question: str,
    choices: list[dict[str, Any]],
    figures: list[str],
    viewer: int | None,
    params: dict[str, Any] | None = None,
    play_on: int = 0,
) -> dict[str, Any]:
    """An exercise (JSON form); ``question`` is ``lessons.<game>.<question>``."""
    out: dict[str, Any] = {
        "at": at,
        "viewer": viewer,
        "question": f"lessons.{game}.{question}",
        "figures": figures,
    }
    if params:
        out["params"] = params
    out["choices"] = choices
    if play_on:
        out["play_on"] = play_on
    return out


def played(data: dict[str, Any], index: int, notation: str) -> PlayOn:
    """What the bots make of ``notation`` at exercise ``index`` of the lesson ``data``."""
    lesson = lesson_from_dict(data)
    return LessonRun(lesson).play_on(lesson.engine.ACTIONS.parse(notation), index)


def _move(game: str, number: int, cid: str, right: bool, notation: str, **params: Any) -> dict:
    return choice(f"lessons.{game}.{number:02d}", cid, right, notation, **params)


# -- Giants --------------------------------------------------------------------------------------
def giants_forest(s: Script) -> dict[str, Any]:
    """Lesson 0: Marama's first action of phase 3, which forest her sorcerer clears (R6.4)."""
    g = s.game
    st = g.state
    assert g.phase == "placement" and g.to_move == (1,) and st.round == 1
    assert st.seats[1].sorcerer and st.seats[1].logs == 0 and "H30" in st.cleared
    forests = {h: n for h, n in st.forest.items() if h not in st.cleared}
    most = max(forests.values())
    best = [h for h, n in forests.items() if n == most]
    assert best == ["H29"]
    picks = {"forest5": "H29", "forest4": "H10", "forest3": "H19"}
    choices = []
    for cid, hexname in picks.items():
        after = outcome(s, f"1:special sorcerer {hexname} -")
        logs = after.state.seats[1].logs
        assert logs == forests[hexname] == int(cid[-1])
        choices.append(
            _move(
                "giants",
                0,
                cid,
                hexname == "H29",
                f"1:special sorcerer {hexname} -",
                hex=hexname,
                logs=logs,
                best="H29",
                most=most,
            )
        )
    cleared = giants.ACTIONS.parse("1:special sorcerer H30 -")
    assert cleared not in g.legal_actions(1)
    choices.append(_move("giants", 0, "cleared", False, "1:special sorcerer H30 -"))
    return exercise("giants", s.at, "00.decide", choices, ["board"], 1, play_on=2)


def giants_erect(s: Script, params: dict[str, Any], play_on: int) -> dict[str, Any]:
    """Lesson 0: Hotu's moai next to the free Ahu A06, stand it there or stop (R7.7)."""
    g = s.game
    assert [str(a) for a in g.legal_actions(0)] == ["0:erect A06", "0:stop"]
    assert outcome(s, "0:erect A06").state.ahus["A06"].moai == "m2"
    assert outcome(s, "0:stop").state.ahus["A06"].moai is None
    choices = [
        _move("giants", 0, "erect", True, "0:erect A06"),
        _move("giants", 0, "stop", False, "0:stop"),
    ]
    return exercise("giants", s.at, "00.question2", choices, ["board"], 0, params, play_on)


def giants_bid(s: Script) -> dict[str, Any]:
    """Lesson 1: round 9's auction, one size-3 moai on the tile and no marker to bid: Tiki, the
    first player, bids what carves it for sure and keeps the most figures (R5.3, R5.4, R5.8)."""
    g = s.game
    st = g.state
    assert g.phase == "auction_bid" and st.first == 2 and 2 in g.to_move
    assert all(seat.markers == 0 and seat.tablets == 0 for seat in st.seats)
    tiki = st.seats[2]
    assert (tiki.workers, tiki.sorcerer, tiki.chief) == (3, True, True)
    kept = {
        "chief": ("2:bid 0 0 no yes", 4),
        "workers3": ("2:bid 0 3 no no", 2),
        "workers_sorcerer": ("2:bid 0 2 yes no", 2),
        "worker_sorcerer": ("2:bid 0 1 yes no", None),
        "nothing": ("2:bid 0 0 no no", None),
    }
    choices = [
        _move("giants", 1, cid, cid == "chief", notation, kept=4)
        for cid, (notation, _) in kept.items()
    ]
    params = {"workers": tiki.workers, "kept": 4}
    return exercise("giants", s.at, "01.decide", choices, ["tiles"], 2, params, BID_PLAY_ON)


BID_PLAY_ON = 3
"""Lesson 1's exercise plays on through the others' bids and the first pick."""


def check_bid(data: dict[str, Any]) -> None:
    """What each of Tiki's bids leads to, as lesson 1's explanations say."""
    for cid, notation, carver, left in (
        ("chief", "2:bid 0 0 no yes", 2, (3, True, False)),
        ("workers3", "2:bid 0 3 no no", 2, (0, True, True)),
        ("workers_sorcerer", "2:bid 0 2 yes no", 2, (1, False, True)),
        ("worker_sorcerer", "2:bid 0 1 yes no", 0, None),
        ("nothing", "2:bid 0 0 no no", 0, None),
    ):
        play = played(data, 0, notation)
        carved = [e for e in play.events if e["type"] == "moai_sculpted"]
        assert [(e["seat"], e["size"]) for e in carved] == [(carver, 3)], (cid, carved)
        tiki = play.game.state.seats[2]
        if left is not None:
            assert (tiki.workers, tiki.sorcerer, tiki.chief) == left, cid


def giants_tablet(s: Script) -> dict[str, Any]:
    """Lesson 3: Hotu, 1 half-tablet, wants his chief on a special space next round (R6.5):
    action D turns his marker into the second half-tablet (R6.6)."""
    g = s.game
    me = g.state.seats[0]
    assert (me.tablets, me.markers, me.workers, me.sorcerer, me.logs) == (1, 1, 2, True, 5)
    assert g.state.seats[0].chief_hex == "H27" and g.state.forest["H10"] == 4
    moves = {
        "tablet": "0:influence",
        "hut": "0:special sorcerer H62 -",
        "worker": "0:place worker H43 2",
        "forest": "0:special sorcerer H10 -",
    }
    choices = []
    for cid, notation in moves.items():
        after = outcome(s, notation).state.seats[0]
        assert after.tablets == (2 if cid == "tablet" else 1), cid
        if cid == "hut":
            assert after.markers == 2
        if cid == "forest":
            assert after.logs == 5 + 4
        choices.append(_move("giants", 3, cid, cid == "tablet", notation, logs=4))
    return exercise("giants", s.at, "03.decide", choices, ["board"], 0, play_on=2)


def giants_crown(s: Script, params: dict[str, Any]) -> dict[str, Any]:
    """Lesson 5: Hotu's last base covered, the game ends only at the end of phase 4 (R10.1):
    he crowns his moai first (R7.8) or passes."""
    g = s.game
    assert g.phase == "transport" and g.to_move == (0,) and g.state.seats[0].bases == 0
    assert "0:carry hd5" in [str(a) for a in g.legal_actions(0)]
    passed = outcome(s, "0:pass")
    assert passed.is_over and passed.result()["scores"][0] == params["without"]
    choices = [
        _move("giants", 5, "crown", True, "0:carry hd5"),
        _move("giants", 5, "pass", False, "0:pass"),
    ]
    return exercise("giants", s.at, "05.decide", choices, ["board"], 0, params, CROWN_PLAY_ON)


CROWN_PLAY_ON = 6
"""Lesson 5's exercise plays on to the end of the game: the headdress carried and set."""


# -- Rapa Nui ------------------------------------------------------------------------------------
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
        choices.append(_move("rapanui", 0, f"col{c + 1}", right, f"0:draw {c}", after=wood + 1))
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
        choices.append(_move("rapanui", 5, f"col{c + 1}", c == 2, f"1:draw {c}"))
    params = {"most": lumber[2], "bonus": lumber[2] + 1, "hina": lumber[0], "tane": lumber[1]}
    return exercise("rapanui", s.at, "05.decide", choices, ["table"], 1, params, DENY_PLAY_ON)


DENY_PLAY_ON = 2
"""Rapa Nui lesson 5's first exercise plays on to Moana's moai payout."""
