"""Rule options of Rapa Nui: every open reading of the rules (§16, A1-A11) as one switch.

The defaults follow the seed summary where it is explicit (POLICY), otherwise the rule spec.
"""

from __future__ import annotations

from dataclasses import dataclass

from kit.core.errors import OptionError
from kit.rapanui.cards import KINDS, parse_missing_table

DISCARD_TO = ("draw_pile", "box")
END_TRIGGERS = ("draw_pile_empty_after_column_refill", "column_empty_and_pile_empty")
RANKINGS = ("dense", "zero_count_scores_zero", "competition")
TIEBREAKS = ("total_wood", "wood_mod_5")


@dataclass(frozen=True)
class Options:
    """The rule options of one game of Rapa Nui (each field names its rule and §16 switch)."""

    min_offering_price: int = 1
    """A1, R4.2: the lowest price of an offering card. 1: the discount for your hunters &
    gatherers is at most 4 (seed); 0: free with 5 or more H&G of that kind (de-Wikipedia)."""

    majority_min_count: int = 3
    """A2, R8.2: the sole majority earns the bonus only with at least this many cards of the
    scored type. 3: "more than two" (seed); 2: the Japanese distributor; 1: sole majority only."""

    supply_offering_optional: bool = True
    """A3, R6.4: after a moai, the initiator MAY add one offering card from the general supply
    face up to the altar (True, seed); False makes it mandatory while a supply stack has cards."""

    moai_split_allowed: bool = False
    """A4, R8.5: False: each moai payout is taken all as wood or all as glory (seed); True: the
    player may split it between wood and glory."""

    stuck_moai_discard_to: str = "draw_pile"
    """A5, R5.4: where the moai discarded by a player whose hand is only moai (and who cannot pay
    7 wood) goes: "draw_pile" (shuffled into it; seed "back to the pile") or "box"."""

    end_trigger: str = "draw_pile_empty_after_column_refill"
    """A6, R9.1: "draw_pile_empty_after_column_refill": the game ends when refilling an emptied
    column empties the draw pile (or the pile was already empty); "column_empty_and_pile_empty":
    refills may be partial and the game ends only when an emptied column finds the pile empty."""

    altar_ranking: str = "dense"
    """A7, R10.4b: "dense": the most sacrificed kind is worth 3, the next distinct count 2, then 1,
    then 0, tied kinds share a value (seed); "zero_count_scores_zero": dense, but a kind never
    sacrificed is worth 0; "competition": tied places skip the next value (6,6,3,1 -> 3,3,1,0)."""

    wood_per_glory_at_end: int = 5
    """A8, R10.3: at the end each full this-many wood gives 1 glory (seed: 5); 0: wood is worth
    nothing at the end."""

    tiebreak_wood: str = "total_wood"
    """A9, R11.3: the second tie-break compares "total_wood" (all wood held at the end) or
    "wood_mod_5" (the wood left over after the conversion of R10.3)."""

    start_set_missing: str = ",".join(KINDS)
    """A10, R1.1: the kind lacked by the yellow-green, light blue, red and violet start sets, in
    that order, comma-separated (each kind once). Seat i plays colour i (R2.2)."""

    reversed_secrecy: bool = False
    """A11, V1 (§14): True: the other players sacrifice face DOWN too; only the initiator's card
    from the supply is face up."""

    starting_wood: str = "2,3,4,5"
    """R2.7 (a classroom option, not a rule of the game): the wood of seats 1 to 4 at the start,
    comma-separated whole numbers from 0 to 20. Default "2,3,4,5" is the rule: the start player
    has 2 wood and each later seat one more."""

    def __post_init__(self) -> None:
        _check_int("min_offering_price", self.min_offering_price, (0, 1))
        _check_int("majority_min_count", self.majority_min_count, (1, 2, 3))
        _check_int("wood_per_glory_at_end", self.wood_per_glory_at_end, range(0, 101))
        _check_bool("supply_offering_optional", self.supply_offering_optional)
        _check_bool("moai_split_allowed", self.moai_split_allowed)
        _check_bool("reversed_secrecy", self.reversed_secrecy)
        _check_choice("stuck_moai_discard_to", self.stuck_moai_discard_to, DISCARD_TO)
        _check_choice("end_trigger", self.end_trigger, END_TRIGGERS)
        _check_choice("altar_ranking", self.altar_ranking, RANKINGS)
        _check_choice("tiebreak_wood", self.tiebreak_wood, TIEBREAKS)
        if not isinstance(self.start_set_missing, str):
            raise OptionError(
                "core.err.option_str", name="start_set_missing", value=repr(self.start_set_missing)
            )
        parse_missing_table(self.start_set_missing)
        self.wood_by_seat()

    def wood_by_seat(self) -> tuple[int, ...]:
        """R2.7 / classroom option: the starting wood of each seat (4 values)."""
        text = self.starting_wood
        parts = text.split(",") if isinstance(text, str) else []
        if len(parts) != 4 or not all(p.strip().isdigit() and int(p) <= 20 for p in parts):
            raise OptionError("core.err.option_wood", value=repr(text))
        return tuple(int(p) for p in parts)

    def start_sets(self) -> dict[str, str]:
        """A10: colour -> the kind that colour's start set lacks."""
        return parse_missing_table(self.start_set_missing)


RULE_NUMBERS: dict[str, str] = {
    "min_offering_price": "A1 · R4.2",
    "majority_min_count": "A2 · R8.2",
    "supply_offering_optional": "A3 · R6.4",
    "moai_split_allowed": "A4 · R8.5",
    "stuck_moai_discard_to": "A5 · R5.4",
    "end_trigger": "A6 · R9.1",
    "altar_ranking": "A7 · R10.4",
    "wood_per_glory_at_end": "A8 · R10.3",
    "tiebreak_wood": "A9 · R11.3",
    "start_set_missing": "A10 · R1.1",
    "reversed_secrecy": "A11 · V1",
    "starting_wood": "R2.7",
}
"""The option switch (A1-A11) and rule each option reads, as the pages show it."""

CLASSROOM: frozenset[str] = frozenset({"starting_wood"})
"""Options that are classroom additions, not rules of the game."""

CHOICES: dict[str, tuple[object, ...]] = {
    "min_offering_price": (1, 0),
    "majority_min_count": (3, 2, 1),
    "stuck_moai_discard_to": DISCARD_TO,
    "end_trigger": END_TRIGGERS,
    "altar_ranking": RANKINGS,
    "tiebreak_wood": TIEBREAKS,
}
"""The values an option may take, where they are few (the forms offer them as a list)."""


def _check_int(name: str, value: object, allowed: range | tuple[int, ...]) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        if isinstance(allowed, range):
            low, high = allowed.start, allowed.stop - 1
            raise OptionError(
                "core.err.option_range", name=name, low=low, high=high, value=repr(value)
            )
        shown = tuple(allowed)
        raise OptionError("core.err.option_choice", name=name, allowed=shown, value=repr(value))


def _check_bool(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise OptionError("core.err.option_bool", name=name, value=repr(value))


def _check_choice(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise OptionError(
            "core.err.option_choice", name=name, allowed=tuple(allowed), value=repr(value)
        )
