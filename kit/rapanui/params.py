"""The numbers of Rapa Nui a designer may change, as rule parameters (:mod:`kit.core.params`).

Each is a field of :class:`kit.rapanui.options.Options`; its default is the number of the rules
(the constants of :mod:`kit.rapanui.cards` and :mod:`kit.rapanui.scoring`), so the default
options give exactly the game of the rules. The checks of combinations that cannot be played
(a deck too small for the market, a supply too small for the start offerings, moai nobody could
ever pay for) are in the options module (:func:`kit.rapanui.options.check_combinations`).
"""

from __future__ import annotations

from typing import Any

from kit.core.options import options_to_dict
from kit.core.params import COUNTS, LIST, Parameter, counts_text, list_text
from kit.rapanui.cards import (
    BASE_OFFERING_PRICE,
    COLUMN_SIZE,
    COLUMNS,
    DECK,
    HAND_SIZE,
    LUMBERJACK,
    MAX_HUNTERS_PER_PLAY,
    MOAI,
    MOAI_COST,
    MOAI_END_GLORY,
    OFFERINGS_PER_KIND,
    PRIEST,
)
from kit.rapanui.scoring import PLACE_VALUES

HUNTERS = "hunters"
SCORED: tuple[str, ...] = (LUMBERJACK, PRIEST, MOAI, HUNTERS)
"""The parts of the scoring parameters: the three card types and the hunters & gatherers."""
START_OFFERINGS = 1  # R2.5: one offering card of each kind per player
SCORING_UNITS = dict.fromkeys(SCORED, 1)  # R8.3-R8.6: 1 per card (hunters: 1 card per kind)
MAJORITY_BONUS = dict.fromkeys(SCORED, 1)  # R8.2-R8.6: +1 for the sole majority


def _p(
    name: str, rule: str, default: Any, low: int, high: int, en: tuple, zh: tuple, **kw: Any
) -> Parameter:
    return Parameter(
        name,
        rule,
        default,
        low,
        high,
        label={"en": en[0], "zh-TW": zh[0]},
        meaning={"en": en[1], "zh-TW": zh[1]},
        **kw,
    )


PARAMETERS: tuple[Parameter, ...] = (
    _p(
        "deck",
        "R1.2",
        counts_text(DECK),
        0,
        15,
        ("Rapa Nui deck", "How many cards of each type the deck holds (without the start sets)."),
        ("行動牌牌堆", "牌堆中每種行動牌的張數（不含起始牌）。"),
        kind=COUNTS,
        keys=tuple(DECK),
    ),
    _p(
        "offering_supply",
        "R1.3",
        OFFERINGS_PER_KIND,
        1,
        60,
        ("offering cards per kind", "How many offering cards of each kind the game has."),
        ("每種祭品卡張數", "每種祭品卡在遊戲中的總張數。"),
    ),
    _p(
        "start_offerings",
        "R2.5",
        START_OFFERINGS,
        0,
        5,
        ("start offering cards", "How many offering cards of each kind each player starts with."),
        ("起始祭品卡", "每位玩家開局時每種祭品卡的張數。"),
    ),
    _p(
        "market_columns",
        "R2.4",
        COLUMNS,
        1,
        6,
        ("market columns", "How many columns the market has."),
        ("補牌區排數", "補牌區有幾排。"),
    ),
    _p(
        "market_depth",
        "R2.4",
        COLUMN_SIZE,
        1,
        8,
        ("market column depth", "How many cards a column is dealt at the start and at a refill."),
        ("每排張數", "開局及補牌時每排發幾張牌。"),
    ),
    _p(
        "hand_size",
        "R7.1",
        HAND_SIZE,
        3,
        6,
        ("hand size", "How many cards a player draws back up to at the end of his turn."),
        ("手牌上限", "玩家回合結束時補回的手牌張數。"),
    ),
    _p(
        "offering_base_price",
        "R4.2",
        BASE_OFFERING_PRICE,
        0,
        12,
        ("offering price", "An offering card's price before the discount for hunters & gatherers."),
        ("祭品卡價格", "生產者折扣前一張祭品卡的價格（圓木）。"),
    ),
    _p(
        "moai_cost",
        "R5.1",
        MOAI_COST,
        0,
        15,
        ("moai cost", "How much wood playing a moai costs."),
        ("摩艾像費用", "打出一張摩艾像要花幾根圓木。"),
    ),
    _p(
        "max_hunters",
        "R5.1",
        MAX_HUNTERS_PER_PLAY,
        1,
        6,
        (
            "most hunters per play",
            "The most hunters & gatherers of one kind played at once (each after the first: 1 wood).",
        ),
        ("一次最多生產者", "一次最多可打出幾張同種類的生產者（第二張起每張1根圓木）。"),
    ),
    _p(
        "scoring_units",
        "R8.3",
        counts_text(SCORING_UNITS),
        0,
        5,
        (
            "scoring per card",
            "What a scoring gives: wood per lumberjack, glory per priest, units per moai, "
            "offering cards for owning hunters & gatherers of the kind.",
        ),
        (
            "計分數量",
            "計分時的收益：每張伐木工的圓木、每張祭司的分數、每張摩艾像的獎勵，"
            "擁有該種類生產者可得的祭品卡張數。",
        ),
        kind=COUNTS,
        keys=SCORED,
    ),
    _p(
        "majority_bonus",
        "R8.2",
        counts_text(MAJORITY_BONUS),
        0,
        5,
        ("majority bonus", "What the sole majority earns on top, for each scored type."),
        ("多數獎勵", "每種計分類型中，唯一最多者額外獲得的數量。"),
        kind=COUNTS,
        keys=SCORED,
    ),
    _p(
        "moai_glory",
        "R10.2",
        MOAI_END_GLORY,
        0,
        15,
        ("moai glory", "The glory each moai in a display gives at the end."),
        ("摩艾像分數", "遊戲結束時場上每張摩艾像的分數。"),
    ),
    _p(
        "ranking_values",
        "R10.4",
        list_text(PLACE_VALUES),
        0,
        10,
        (
            "altar ranking values",
            "What an offering card is worth by its kind's place on the altar: 1st, 2nd, 3rd, 4th.",
        ),
        ("祭壇排名分數", "祭品卡依其種類在祭壇上的名次（第一到第四名）每張的分數。"),
        kind=LIST,
        size=(4, 4),
    ),
)
"""Every rule parameter of Rapa Nui, in the order the pages show them."""

DEFAULTS: dict[str, Any] = {p.name: p.default for p in PARAMETERS}

HIGH: dict[str, int] = {p.name: p.high for p in PARAMETERS}
"""The largest number each parameter allows (sizes the action objects built in advance)."""


def recorded(options: Any) -> dict[str, Any]:
    """The options as data for records and views: every rule option, and the parameters that
    differ from the rules (a parameter at its rule value is left out, so a game of the rules has
    the record and the views it had before the parameters; a missing one reads as its default)."""
    out = options_to_dict(options)
    for name, default in DEFAULTS.items():
        if out.get(name) == default:
            del out[name]
    return out
