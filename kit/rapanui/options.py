"""Rule options of Rapa Nui: every open reading of the rules (§16, A1-A11) as one switch, and
the numbers of the rules a designer may change (the rule parameters of :mod:`kit.rapanui.params`).

The defaults follow the seed summary where it is explicit (POLICY), otherwise the rule spec.
Combinations of parameters that cannot be played are refused by :func:`check_combinations`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kit.core.errors import OptionError
from kit.core.params import by_name, check_parameters, rule_numbers
from kit.rapanui.cards import KINDS, LUMBERJACK, MOAI, parse_missing_table
from kit.rapanui.params import PARAMETERS

DISCARD_TO = ("draw_pile", "box")
END_TRIGGERS = ("draw_pile_empty_after_column_refill", "column_empty_and_pile_empty")
RANKINGS = ("dense", "zero_count_scores_zero", "competition")
TIEBREAKS = ("total_wood", "wood_mod_5")


# The parameters kept parsed on the options (the engine reads them at every scoring).
_PARSED = {
    name: by_name(PARAMETERS)[name]
    for name in ("deck", "scoring_units", "majority_bonus", "ranking_values")
}


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

    # -- the rule parameters (kit.rapanui.params): the numbers of the rules ------------------
    deck: str = "moai=9,priest=9,lumberjack=12,fish=5,grain=5,mulberry=5,sweet_potato=5"
    """A rule parameter, R1.2: the Rapa Nui deck, the cards of each type (0 to 15 each), without
    the start sets."""

    offering_supply: int = 25
    """A rule parameter, R1.3: the offering cards of each kind in the game (1 to 60)."""

    start_offerings: int = 1
    """A rule parameter, R2.5: the offering cards of each kind each player starts with (0 to 5)."""

    market_columns: int = 4
    """A rule parameter, R2.4: the columns of the market (1 to 6)."""

    market_depth: int = 4
    """A rule parameter, R2.4 / R7.4: the cards dealt to a column at the start and at a refill
    (1 to 8)."""

    hand_size: int = 3
    """A rule parameter, R7.1: the hand a player draws back up to (3 to 6; the start hand is the
    start set's 3 hunters & gatherers, R2.2)."""

    offering_base_price: int = 5
    """A rule parameter, R4.2: an offering card's price before the discount of 1 per own H&G of
    its kind (0 to 12)."""

    moai_cost: int = 7
    """A rule parameter, R5.1c / R5.4: the wood a moai costs (0 to 15)."""

    max_hunters: int = 3
    """A rule parameter, R5.1d: the most H&G of one kind played at once (1 to 6); n of them cost
    n - 1 wood."""

    scoring_units: str = "lumberjack=1,priest=1,moai=1,hunters=1"
    """A rule parameter, R8.3-R8.6: what a scoring gives per card: wood per lumberjack, glory per
    priest, units per moai; for hunters, the offering cards an owner of that kind receives (0 to 5
    each)."""

    majority_bonus: str = "lumberjack=1,priest=1,moai=1,hunters=1"
    """A rule parameter, R8.2-R8.6: what the sole majority earns on top, per scored type (0 to 5
    each)."""

    moai_glory: int = 4
    """A rule parameter, R10.2: the glory of each moai in a display at the end (0 to 15)."""

    ranking_values: str = "3,2,1,0"
    """A rule parameter, R10.4b: an offering card's value by its kind's place on the altar, 1st to
    4th (0 to 10 each)."""

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
        check_parameters(self, PARAMETERS)
        # Parsed once here, so that the engine's hot paths read numbers (not fields: equality,
        # hashing, pickling and records go by the fields).
        for name in _PARSED:
            object.__setattr__(self, "_" + name, _PARSED[name].parse(getattr(self, name)))
        check_combinations(self)

    def deck_counts(self) -> dict[str, int]:
        """R1.2: the deck's cards by type (parsed once; do not change the dict)."""
        return self._deck  # type: ignore[attr-defined]

    def units(self) -> dict[str, int]:
        """R8.3-R8.6: what a scoring gives per card, by scored type (``"hunters"`` for H&G)."""
        return self._scoring_units  # type: ignore[attr-defined]

    def bonus(self) -> dict[str, int]:
        """R8.2: the majority bonus by scored type (``"hunters"`` for H&G)."""
        return self._majority_bonus  # type: ignore[attr-defined]

    def ranking(self) -> tuple[int, ...]:
        """R10.4b: the value per offering card of the 1st to 4th place on the altar."""
        return self._ranking_values  # type: ignore[attr-defined]

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
    **rule_numbers(PARAMETERS),
}
"""The option switch (A1-A11) and rule each option reads, and each rule parameter's rule, as the
pages show them."""

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


def check_combinations(options: Options) -> None:
    """The combinations of rule parameters that cannot be played, refused with the limit."""
    deck = options.deck_counts()
    need = options.market_columns * options.market_depth
    if sum(deck.values()) < need:  # R2.4: the market is dealt from the deck
        raise OptionError(
            "rapanui.err.param_market",
            need=need,
            columns=options.market_columns,
            depth=options.market_depth,
            deck=sum(deck.values()),
        )
    # R2.5: each of up to 4 players takes his start offering cards of each kind from the supply.
    least = 4 * options.start_offerings
    if options.offering_supply < least:
        raise OptionError(
            "rapanui.err.param_supply",
            start=options.start_offerings,
            need=least,
            supply=options.offering_supply,
        )
    # R5.4 / A5: when the moai a player cannot pay go back into the draw pile, only wood from
    # lumberjack scorings (R8.3) lets the players pay them at last; without it the draw pile
    # may never run out.
    lumberjacks, pay = deck[LUMBERJACK], options.units()[LUMBERJACK]
    if (
        deck[MOAI]
        and options.moai_cost
        and not (lumberjacks and pay)
        and options.stuck_moai_discard_to == "draw_pile"
    ):
        raise OptionError(
            "rapanui.err.param_moai", cost=options.moai_cost, lumberjacks=lumberjacks, pay=pay
        )


_CACHED: dict[tuple, Options] = {}


def from_view(data: dict[str, Any]) -> Options:
    """The options of a view's ``"options"`` (a rule parameter left out is at its default),
    cached: a bot or a determinization asks for them at every decision."""
    key = tuple(sorted(data.items()))
    found = _CACHED.get(key)
    if found is None:
        if len(_CACHED) > 64:
            _CACHED.clear()
        found = _CACHED[key] = Options(**data)
    return found


DEFAULT = Options()
"""The options of the game of the rules (shared: options never change)."""
