"""The Giants lessons' decisions: the exercises where the learner chooses among real moves
(see :mod:`kit.lessons.decisions`); their words are in :mod:`kit.lessons.text_decisions_giants`."""

from __future__ import annotations

from typing import Any

from kit import giants
from kit.lessons.build import Script
from kit.lessons.decisions import exercise, move, outcome, played


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
            move(
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
    choices.append(move("giants", 0, "cleared", False, "1:special sorcerer H30 -"))
    return exercise("giants", s.at, "00.decide", choices, ["board"], 1, play_on=2)


def giants_erect(s: Script, params: dict[str, Any], play_on: int) -> dict[str, Any]:
    """Lesson 0: Hotu's moai next to the free Ahu A06, stand it there or stop (R7.7)."""
    g = s.game
    assert [str(a) for a in g.legal_actions(0)] == ["0:erect A06", "0:stop"]
    assert outcome(s, "0:erect A06").state.ahus["A06"].moai == "m2"
    assert outcome(s, "0:stop").state.ahus["A06"].moai is None
    choices = [
        move("giants", 0, "erect", True, "0:erect A06"),
        move("giants", 0, "stop", False, "0:stop"),
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
        move("giants", 1, cid, cid == "chief", notation, kept=4)
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
        choices.append(move("giants", 3, cid, cid == "tablet", notation, logs=4))
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
        move("giants", 5, "crown", True, "0:carry hd5"),
        move("giants", 5, "pass", False, "0:pass"),
    ]
    return exercise("giants", s.at, "05.decide", choices, ["board"], 0, params, CROWN_PLAY_ON)


CROWN_PLAY_ON = 6
"""Lesson 5's exercise plays on to the end of the game: the headdress carried and set."""
