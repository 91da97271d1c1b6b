"""The prepared positions of the Giants lessons (see :mod:`kit.lessons.build`).

Each lesson is a seeded game: the greedy bots play where the lesson does not care, and the moves
the lesson is about are chosen here one by one. Lesson 3 is round 2 of a game whose round 1 is
chosen move by move; lesson 0 has a game of its own, whose first dice (1, 0, 3) differ from the
dice lesson 1's exercise asks about (2, 3, 0). Each function asserts that its position shows what the lesson's sentences
(:mod:`kit.lessons.text_giants`) say, and the lessons' tests recompute every number they quote.

The exercises are answered by making a move with the play page's controls: their choices are
actions of the engine (``_move``), the right ones legal, and ``play_on`` lets the bots show what a
move leads to; each builder plays on from the moves it lists (:func:`played`) and asserts what the
lesson's words say about it. Every exercise is a decision among real moves: the ones that
replaced questions answered from memory are made by :mod:`kit.lessons.decisions`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kit import giants
from kit.giants.actions import Decline, Erect, Sculpt
from kit.giants.game import Giants
from kit.lessons import decisions
from kit.lessons.build import Script, choice, lesson, step
from kit.lessons.walk import PlayOn

NAMES = {"en": ["Hotu", "Marama", "Tiki", "Vai"], "zh-TW": ["霍圖", "瑪拉瑪", "提基", "瓦伊"]}


def _step(
    script: Script,
    notation: str,
    rules: list[str],
    key: str,
    expect: list[dict[str, Any]],
    params: dict[str, Any] | None = None,
    yours: bool = False,
) -> dict[str, Any]:
    """A lesson step (:func:`kit.lessons.build.step`); a step that causes no event (a player
    keeping their markers, choosing only their own carriers) expects none and says so by
    leaving ``expect`` out, as the lesson files write it. ``yours``: the learner makes it."""
    out = step(script, notation, rules, key, expect, params, yours=yours)
    if not out["expect"]:
        del out["expect"]
    return out


def _script(seed: int, players: int = 3) -> Script:
    return Script(giants, seed, players)


def _keys(number: int, count: int) -> list[str]:
    return [f"lessons.giants.{number:02d}.step.{i}" for i in range(1, count + 1)]


def _move(number: int, cid: str, right: bool, notation: str, **params: Any) -> dict[str, Any]:
    """A move the learner makes with the controls (labelled by the engine)."""
    return choice(f"lessons.giants.{number:02d}", cid, right, notation, **params)


def _exercise(
    at: int,
    question: str,
    choices: list[dict[str, Any]],
    figures: list[str],
    viewer: int | None = None,
    params: dict[str, Any] | None = None,
    play_on: int = 0,
) -> dict[str, Any]:
    """An exercise (JSON form): ``question`` is ``lessons.giants.<question>``."""
    return decisions.exercise("giants", at, question, choices, figures, viewer, params, play_on)


played = decisions.played
"""What the bots make of the move ``notation`` at exercise ``index`` of the lesson ``data``."""


def paid(play: PlayOn, seat: int) -> list[tuple[int, int]]:
    """The help points ``seat`` scored during ``play``: (points, mover) per payment (R7.6)."""
    return [
        (e["points"], e["mover"])
        for e in play.events
        if e["type"] == "helper_paid" and e["seat"] == seat
    ]


def _lesson(
    number: int,
    slug: str,
    mechanisms: list[str],
    script: Script,
    start: int,
    steps: list[dict[str, Any]],
    exercise: dict[str, Any] | list[dict[str, Any]],
) -> dict[str, Any]:
    return lesson("giants", number, slug, mechanisms, NAMES, script, start, steps, exercise)


def _play(script: Script, *notations: str) -> None:
    for notation in notations:
        script.play(notation)


def _bots_until(script: Script, done: Callable[[Giants], bool]) -> None:
    """Let the greedy bots play until ``done(game)`` holds."""
    while not done(script.game):  # type: ignore[arg-type]
        script.bots_to(script.at + 1)


def _tile(game: Giants) -> list[int]:
    return sorted(i.size for i in game.state.items.values() if i.place == "tile")


def _supply(game: Giants, size: int) -> int:
    return sum(1 for i in game.state.items.values() if i.place == "supply" and i.size == size)


def sculpted_after(game: Giants, notation: str, seat: int) -> int:
    """The total size of the moai ``seat`` carves in this auction if it picks ``notation`` now
    and then every picker, itself included, takes the largest moai it can (without the chief
    when it can)."""
    game = game.clone()
    game.apply(giants.ACTIONS.parse(notation))
    while game.phase == "auction_pick":
        picker = game.to_move[0]
        picks = [a for a in game.legal_actions(picker) if isinstance(a, Sculpt)]
        best = max(picks, key=lambda a: (a.size, not a.chief)) if picks else Decline(picker)
        game.apply(best)
    return sum(i.size for i in game.state.front_items(seat) if i.kind == "moai")


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
    k = _keys(0, 7)
    steps = [
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
    setup_question = decisions.giants_forest(s)  # Marama's first action: which forest
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
    first_moai = decisions.giants_erect(s, params, FIRST_MOAI_PLAY_ON)
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


FIRST_MOAI_PLAY_ON = 7
"""Lesson 0's last exercise plays on to the start of round 2: the others pass and mark their
moai, phase 4 and round 1 end, and round 2's dice are rolled."""


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
    start = s.at
    k = _keys(3, 8)
    steps = [
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
    g = s.game
    st = g.state
    me = st.seats[0]
    assert g.to_move == (0,) and me.workers == 2 and me.logs == 5 and me.tablets == 1
    assert me.sorcerer and not me.chief and me.markers == 1
    allowed = decisions.giants_tablet(s)  # the half-tablet his chief needs next round
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
    paying = _exercise(
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
    data = _lesson(3, "placement", ["worker_placement"], s, start, steps, [allowed, paying])
    # what the bots make of each placement in the rest of the round
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
    return data


PAYING_PLAY_ON = 8
"""Lesson 3's second exercise plays on to Tiki's moai standing on A07 (when he can carry it)."""


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
    data = _lesson(1, "drawing", ["auction"], s, start, steps, decisions.giants_bid(s))
    decisions.check_bid(data)
    return data


# -- lesson 2: the blind auction, four players ------------------------------------------------
def auction() -> dict[str, Any]:
    """02: round 2's auction: pick order by markers, half-tablets and turn order (R5.4), a
    bidder too weak to carve (R5.3), the chief's strength not split, a second pass (R5.5); the
    exercise is round 3's first pick."""
    s = _script(seed=59, players=4)
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
    start = s.at
    k = _keys(2, 8)
    steps = [
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
    bid = _exercise(
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
    data = _lesson(2, "auction", ["auction"], s, start, steps, [pick, bid])
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
    return data


# -- lesson 4: transport ----------------------------------------------------------------------
def transport() -> dict[str, Any]:
    """04: a headdress set on its owner's moai (R7.8), a marked moai carried over others'
    figures with helpers paid (R7.3-R7.6) and erected on a reserved Ahu (R7.7); the exercise:
    what to do with the Tribe Marker that comes back, with an unmarked moai waiting (R7.10-R7.12).
    """
    s = _script(seed=45)
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
    start = s.at
    k = _keys(4, 12)
    steps = [
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
            {"hat": st.board.ahus["A03"].hat_points},
            yours=True,
        ),
        _step(
            s,
            "1:pass",
            ["R7.1", "R7.12"],
            k[4],
            [{"type": "items_parked", "seat": 1, "moai": 1}],
        ),
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
    g = s.game
    st = g.state
    assert g.phase == "transport_mark" and g.to_move == (2,) and st.seats[2].markers == 1
    m32 = st.items["m32"]
    assert m32.hex == "H44" and m32.marker is None and st.seats[0].markers == 2
    assert st.items["m30"].marker == 2 and st.items["m30"].hex == "H44"
    mark = _exercise(
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
    data = _lesson(
        4,
        "transport",
        ["pick_up_and_deliver", "route_building"],
        s,
        start,
        steps,
        [mark, helpers],
    )
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
    return data


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
    exercise = decisions.giants_crown(s, crown)  # the game ends only at the end of phase 4
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


BUILDERS: tuple[Callable[[], dict[str, Any]], ...] = (
    setup,
    drawing,
    auction,
    placement,
    transport,
    end,
)
