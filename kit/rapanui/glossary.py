"""Rapa Nui's own terms of the glossary (:mod:`kit.core.glossary`; the terms of every game are
:data:`kit.core.glossary_terms.SHARED`), given to the kit by the game's description
(``GameSpec.glossary`` and ``GameSpec.seed_file``, see :mod:`kit.rapanui.spec`)."""

from __future__ import annotations

from kit.core.glossary_terms import COUNT, SEED, TAIWAN, WOOD, Term

SEED_FILE = "rapanui_zh-TW.txt"
"""The file name of the game's seed, the original zh-TW rules summary its ``SEED`` terms quote."""

TERMS: tuple[Term, ...] = (
    Term("Rapa Nui", "復活島", ("rapanui",), SEED, "RAPA NUI 復活島"),
    Term(
        "wood (counted with its measure word, as the seed counts logs)",
        "圓木",
        ("rapanui",),
        SEED,
        "則比剩餘的圓木數量",
        avoid=("木材", "木頭"),
        patterns=WOOD,
    ),
    Term("turn (Rapa Nui)", "回合", ("rapanui",), SEED, "玩家每回合進行三個步驟"),
    Term(
        "hunters & gatherers",
        "生產者",
        ("rapanui",),
        SEED,
        "生產者*20",
        avoid=("漁獵採集者", "採集者", "獵人"),
    ),
    Term(
        "buy (an offering card)", "採集", ("rapanui",), SEED, "每採集一張需花費$5", avoid=("購買",)
    ),
    Term("offering card", "祭品卡", ("rapanui",), SEED, "100張祭品卡", avoid=("供品卡", "祭品牌")),
    Term(
        "Rapa Nui card (action card)", "行動牌", ("rapanui",), SEED, "50張行動牌", avoid=("行動卡",)
    ),
    Term("lumberjack", "伐木工", ("rapanui",), SEED, "打出伐木工", avoid=("樵夫",)),
    Term("priest", "祭司", ("rapanui",), SEED, "打出一張伐木工/祭司", avoid=("牧師",)),
    Term(
        "moai (card)",
        "摩艾像",
        ("rapanui",),
        SEED,
        "打出一張摩艾像",
        avoid=("摩埃", "摩艾雕像"),
        patterns=(r"摩艾(?!像|教具箱)",),
    ),
    Term("altar", "祭壇", ("rapanui",), SEED, "1張祭壇指示物"),
    Term("sacrifice", "獻祭", ("rapanui",), SEED, "並啟動獻祭效果"),
    Term("market", "補牌區", ("rapanui",), SEED, "掀開16張並排成四排做為補牌區", avoid=("市場",)),
    Term(
        "column (of the market)",
        "排",
        ("rapanui",),
        SEED,
        "可從不同的排中選取最上面的牌",
        avoid=("第2列", "這一列"),
        patterns=(r"第\s*(?:\d+|\{\w+\})\s*列", r"[這那每該哪一]列(?![印出為表])"),
    ),
    Term("draw pile", "牌堆", ("rapanui",), SEED, "補牌後牌堆沒牌時", avoid=("抽牌堆",)),
    Term(
        "play (a card; a moai card too, never raised)",
        "打出",
        ("rapanui",),
        SEED,
        "打出一張摩艾像",
        avoid=("立起",),
        patterns=(r"(?<![打拿])出牌", r"豎立[^，。；]{0,6}摩艾"),
    ),
    Term(
        "card (counter)",
        "張",
        ("rapanui",),
        SEED,
        "100張祭品卡",
        avoid=("1個牌",),
        patterns=(COUNT + r"\s*個\s*(?:牌|卡|祭品卡|行動牌)", r"[座尊個]\s*摩艾", r"每[座尊]"),
    ),
    Term(
        "majority bonus",
        "多數獎勵",
        ("rapanui",),
        TAIWAN,
        avoid=("額外獎勵", "多數紅利", "多數加成"),
    ),
    Term("display (cards in play)", "場上", ("rapanui",), SEED, "有該種類的生產者在場上"),
)
"""The game's own terms, in the order the glossary's table shows them."""
