"""Rule options of Giants: every open reading of the rules (spec §12) as one switch.

The defaults follow the seed summary where it is explicit, otherwise the reading the rule spec
chose. Each field names its rule (and open point U1-U18 where there is one).

After the switches come the rule parameters (issue 23): the numbers of the rules a designer may
change, declared in :mod:`kit.giants.params` (range, words) and read parsed through
:attr:`Options.numbers`; ``__post_init__`` checks each one and the combinations (the checks that
need the island are made when a game is made, :func:`kit.giants.params.check_board`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from kit.core.errors import OptionError
from kit.core.params import rule_numbers
from kit.giants import params
from kit.giants.params import PARAMETERS, Numbers

TIE_BREAKS = ("shared", "ahu_points")


def _dice_data() -> dict[str, Any]:
    text = resources.files("kit.giants").joinpath("data/dice.json").read_text("utf-8")
    return json.loads(text)


DICE = _dice_data()
"""The designed die faces and the dice rolled at each player count (R2.2, R4.5)."""


def _faces_text(colour: str) -> str:
    return "".join(str(face) for face in DICE["faces"][colour])


@dataclass(frozen=True)
class Options:
    """The rule options of one game of Giants."""

    white_faces: str = _faces_text("white")
    """R4.5, U1: the faces of a white die, one digit per face (0 = broken moai, 1-3 = size).
    Default: the placeholder faces kept in ``data/dice.json``."""

    brown_faces: str = _faces_text("brown")
    """R4.5, U1: the faces of a brown die (rolled with 4 and 5 players, R2.2)."""

    ordinary_on_special_spaces: bool = False
    """R6.2, U3: True lets action A place a figure on the village, the sorcerers' hut, a forest
    or the headdress quarry (without their effect). False: those four are closed to action A."""

    ordinary_next_to_ahu: bool = True
    """R6.2, U3: True: hexes next to an Ahu are ordinary for action A (workers may stand on the
    coast). False: only a sorcerer or chief (actions B/C) may stand next to an Ahu."""

    moai_quarry_open: bool = True
    """R6.2, U15: True: the Moai quarry hex is an ordinary hex for action A (legal, if seldom
    useful). False: action A may not place a figure there."""

    erector_on_end_hex: bool = False
    """R7.7, U4: False: to erect (or set a headdress) the mover needs a figure of their own on any
    hex next to the Ahu (seed). True: on the hex where the move ends."""

    gift_helpers: bool = False
    """R7.6, U5: False: the carriers chosen for a hex form a minimal set (no figure could be
    dropped). True: the mover may add other players' figures on that hex to gift them points."""

    logs_need_figure_in_set: bool = True
    """R7.6, U5: True: when a log is counted on a hex, a figure of the chosen carriers must stand
    beside it. False: logs count whenever any figure is on the hex, even one not chosen."""

    marks_per_turn: int = 1
    """R7.10, U7: how many items a player may mark on one turn of phase 4 (1 to 6)."""

    unmarked_open_next_round: bool = False
    """R7.11, U8: False: an item left unmarked is open to every player at once. True: an item
    that a player moved (or parked, R7.12) and left unmarked is open to the others only from the
    next round on."""

    one_move_per_item: bool = False
    """R7.1, U9: False: an item may be moved again on a later turn of the same phase. True: each
    item moves at most once per phase."""

    gains_at_once: bool = True
    """R6.8, U14: True: a worker, marker or logs gained in phase 3 can be used in the rest of the
    round. False: they stay aside and go behind the screen at the end of the round."""

    tie_break: str = "shared"
    """R10.6, U13: "shared": tied players share the win. "ahu_points": the tied player with
    more points from erected moai and headdresses (R10.3) wins; still tied, they share."""

    immediate_scoring: bool = False
    """R10.7: the official variant: a moai scores (Ahu moai value x size) as it is erected, and
    its base is shown face up; headdress points still come at the end."""

    memory_mode: bool = False
    """R7.9: False: each player's view shows their own face-down bases. True: it does not; on
    their turn a player may pay 1 half-tablet to look at one face-down base (a peek)."""

    round_limit: int = 0
    """R10.1 (a classroom addition, not a rule of the game): when above 0, the game also ends
    after phase 4 of this round. 0: only the rule's end trigger ends the game."""

    # -- rule parameters (issue 23; declared in kit.giants.params) -------------------------
    moai_supply: str = "17,12,6"
    """R1.3: the moai of size 1, 2 and 3 in the supply."""

    bases: str = "7,6,5"
    """R2.4: the bases each player has with 3, 4 and 5 players."""

    start_workers: int = 1
    """R2.4: the workers behind each screen at the start."""

    start_tribe_markers: int = 2
    """R2.4: the Tribe Markers behind each screen at the start."""

    reserve_workers: int = 5
    """R2.5: the workers of each colour in the reserve box."""

    reserve_tribe_markers: int = 4
    """R2.5: the Tribe Markers of each colour in the reserve box."""

    forests: str = "3,3,3,4,4,5,5"
    """R1.3, R1.4: the forest tiles' logs, one per forest hex of the board; the log supply is
    their sum."""

    headdresses: int = 14
    """R1.3: the headdresses on the Headdress quarry tile."""

    half_tablets: int = 30
    """R1.3: the Rongo half-tablets in the supply."""

    half_tablet_pair_points: int = 3
    """R10.4: the points of each pair of half-tablets at the end."""

    carving_need: str = "1,2,3"
    """R5.3: the sculpting strength a moai of size 1, 2 and 3 needs."""

    chief_strength: int = 3
    """R5.3: the chief's sculpting strength (for one moai; carrying stays 3, R7.4)."""

    size_multipliers: str = "1,2,3"
    """R10.3: an erected moai of size 1, 2, 3 scores its Ahu's moai value times this."""

    chief_cost: int = 2
    """R6.5: the half-tablets action C costs (the chief on a special space)."""

    peek_cost: int = 1
    """R7.9: the half-tablets a look at a face-down base costs (memory mode)."""

    def __post_init__(self) -> None:
        for name in ("white_faces", "brown_faces"):
            value = getattr(self, name)
            if (
                not isinstance(value, str)
                or not value
                or any(c not in "0123" for c in value)
                or len(value) > 20
            ):
                raise OptionError("core.err.option_faces", name=name, value=repr(value))
        for name in (
            "ordinary_on_special_spaces",
            "ordinary_next_to_ahu",
            "moai_quarry_open",
            "erector_on_end_hex",
            "logs_need_figure_in_set",
            "gift_helpers",
            "unmarked_open_next_round",
            "one_move_per_item",
            "gains_at_once",
            "immediate_scoring",
            "memory_mode",
        ):
            if not isinstance(getattr(self, name), bool):
                raise OptionError(
                    "core.err.option_bool", name=name, value=repr(getattr(self, name))
                )
        for name, low, high in (("marks_per_turn", 1, 6), ("round_limit", 0, 1000)):
            value = getattr(self, name)
            if not _int_in(value, low, high):
                raise OptionError(
                    "core.err.option_range", name=name, low=low, high=high, value=repr(value)
                )
        if self.tie_break not in TIE_BREAKS:
            raise OptionError(
                "core.err.option_choice",
                name="tie_break",
                allowed=tuple(TIE_BREAKS),
                value=repr(self.tie_break),
            )
        params.check(self)  # R1-R10: each parameter, then the combinations (issue 23)

    @property
    def numbers(self) -> Numbers:
        """The rule parameters parsed (see :class:`kit.giants.params.Numbers`): parsed once per
        set of values and kept (not in the instance, so that its ``__dict__`` holds only the
        fields); a game keeps them in ``State.numbers``."""
        return params.numbers(self)

    def faces(self, colour: str) -> tuple[int, ...]:
        """The faces of a die of ``colour`` ("white" or "brown") as numbers."""
        return _faces(self.white_faces if colour == "white" else self.brown_faces)


@lru_cache(maxsize=64)
def _faces(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in text)


RULE_NUMBERS: dict[str, str] = {
    "white_faces": "R4.5 · U1",
    "brown_faces": "R4.5 · U1",
    "ordinary_on_special_spaces": "R6.2 · U3",
    "ordinary_next_to_ahu": "R6.2 · U3",
    "moai_quarry_open": "R6.2 · U15",
    "erector_on_end_hex": "R7.7 · U4",
    "gift_helpers": "R7.6 · U5",
    "logs_need_figure_in_set": "R7.6 · U5",
    "marks_per_turn": "R7.10 · U7",
    "unmarked_open_next_round": "R7.11 · U8",
    "one_move_per_item": "R7.1 · U9",
    "gains_at_once": "R6.8 · U14",
    "tie_break": "R10.6 · U13",
    "immediate_scoring": "R10.7",
    "memory_mode": "R7.9",
    "round_limit": "R10.1",
}
RULE_NUMBERS |= rule_numbers(PARAMETERS)
"""The rule (and open point) each option reads, as the pages show it."""

CLASSROOM = frozenset({"round_limit"})
"""Options that are classroom additions, not rules of the game."""

CHOICES: dict[str, tuple[object, ...]] = {"tie_break": TIE_BREAKS}
"""The values an option may take, where they are few (the forms offer them as a list)."""


def _int_in(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def dice_for(players: int) -> tuple[str, ...]:
    """The colours of the dice rolled at this player count (R2.2)."""
    return tuple(DICE["dice_by_players"][str(players)])
