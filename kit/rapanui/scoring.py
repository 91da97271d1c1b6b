"""Scoring of Rapa Nui as pure functions on counts (R8.2, R10, R11).

Nothing here touches a game: the functions take plain numbers and dicts, so that views, bots,
figures and lessons can ask "what would this be worth?" about any position, real or imagined.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from kit.rapanui.cards import KINDS, MOAI_END_GLORY

PLACE_VALUES = (3, 2, 1, 0)  # R10.4b: the values of the 1st to 4th place (rule parameter)


def altar_values(
    counts: Mapping[str, int], ranking: str = "dense", places: Sequence[int] = PLACE_VALUES
) -> dict[str, int]:
    """R10.4: the value per offering card of each kind, from the altar counts of the kinds.

    ``counts`` maps kinds to the number of their cards on the altar (a missing kind counts 0).
    ``ranking`` is option A7:

    - ``"dense"``: value = 3 - (number of distinct counts above this kind's count), so tied kinds
      share a value and the next lower count gets the next value down (6,6,3,1 -> 3,3,2,1);
    - ``"zero_count_scores_zero"``: dense, but a kind with no card on the altar is worth 0;
    - ``"competition"``: value = 3 - (number of kinds with a higher count) (6,6,3,1 -> 3,3,1,0).

    ``places`` are the values of the 1st to 4th place (the rule parameter ``ranking_values``,
    3, 2, 1, 0 by the rules): a kind at place i (counted as above) is worth ``places[i]``.

    R10.4c: an empty altar makes every kind worth 0, whatever the ranking.
    """
    c = [int(counts.get(kind, 0)) for kind in KINDS]
    if not any(c):
        return dict.fromkeys(KINDS, 0)
    if ranking == "competition":
        above = sorted(c, reverse=True)  # the first index of n = how many kinds have more
    elif ranking in ("dense", "zero_count_scores_zero"):
        above = sorted(set(c), reverse=True)  # the index of n = how many distinct counts are more
    else:
        raise ValueError(f"unknown altar ranking {ranking!r}")
    values = [places[above.index(n)] for n in c]
    if ranking == "zero_count_scores_zero":
        values = [v if n else 0 for v, n in zip(values, c, strict=True)]
    return dict(zip(KINDS, values, strict=True))


def offering_points(stock: Mapping[str, int], values: Mapping[str, int]) -> int:
    """R10.4: the glory of the offering cards in a stock, each worth the value of its kind."""
    return sum(stock.get(kind, 0) * values[kind] for kind in KINDS)


def sole_majority(counts: Sequence[int], minimum: int) -> int | None:
    """R8.2: the seat whose count is strictly above every other seat's and at least ``minimum``
    (option A2), or None when the top is tied or too small."""
    top = max(counts)
    if top < minimum or counts.count(top) != 1:
        return None
    return counts.index(top)


def end_wood_glory(wood: int, wood_per_glory: int) -> int:
    """R10.3: one glory per full ``wood_per_glory`` wood (option A8; 0 means none)."""
    return wood // wood_per_glory if wood_per_glory > 0 else 0


def final_breakdown(
    glory: int,
    moai: int,
    wood: int,
    stock: Mapping[str, int],
    values: Mapping[str, int],
    wood_per_glory: int,
    moai_glory: int = MOAI_END_GLORY,
) -> dict[str, int]:
    """R10.1-R10.4: one player's final glory by rule: collected glory, 4 (``moai_glory``) per
    moai, wood, offerings."""
    return {
        "glory": glory,
        "moai": moai_glory * moai,
        "wood": end_wood_glory(wood, wood_per_glory),
        "offerings": offering_points(stock, values),
    }


def tiebreak_wood(wood: int, rule: str, wood_per_glory: int) -> int:
    """R11.3 / A9: the wood compared in the second tie-break: all of it ("total_wood") or what is
    left after the conversion of R10.3 ("wood_mod_5")."""
    if rule == "wood_mod_5":
        return wood % wood_per_glory if wood_per_glory > 0 else wood
    return wood


def winners(scores: Sequence[int], moai: Sequence[int], wood: Sequence[int]) -> list[int]:
    """R11: the seats with the highest score; ties go to more moai (R11.2), then more wood
    (R11.3, as given); a tie on all three is a shared victory (R11.4)."""
    best = max(zip(scores, moai, wood, strict=True))
    return [s for s, key in enumerate(zip(scores, moai, wood, strict=True)) if key == best]


def final_result(
    glory: Sequence[int],
    moai: Sequence[int],
    wood: Sequence[int],
    stocks: Sequence[Mapping[str, int]],
    altar_counts: Mapping[str, int],
    options: Any,
) -> dict[str, Any]:
    """R10 and R11 for a whole table: scores, breakdowns, winners and the altar's values."""
    values = altar_values(altar_counts, options.altar_ranking, options.ranking())
    per = options.wood_per_glory_at_end
    breakdown = [
        final_breakdown(glory[s], moai[s], wood[s], stocks[s], values, per, options.moai_glory)
        for s in range(len(glory))
    ]
    scores = [sum(b.values()) for b in breakdown]
    tie_wood = [tiebreak_wood(w, options.tiebreak_wood, per) for w in wood]
    return {
        "scores": scores,
        "breakdown": breakdown,
        "winners": winners(scores, moai, tie_wood),
        "altar_counts": {k: int(altar_counts.get(k, 0)) for k in KINDS},
        "altar_values": values,
        "moai": list(moai),
        "wood": list(wood),
        "tiebreak_wood": tie_wood,
    }
