"""The glossary's table (see :mod:`kit.core.glossary`, which checks the texts against it): each
game term's one Traditional Chinese word, its source and its rejected variants.

A variant given in ``avoid`` is searched literally; one in ``patterns`` is a regular expression,
for variants that need a context (a count, a measure word, a neighbouring word that makes the same
characters a different thing).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SEED = "seed"
TAIWAN = "taiwan"
GAMES: tuple[str, ...] = ("rapanui", "giants")
BOTH: tuple[str, ...] = GAMES
SEED_FILES: dict[str, str] = {"rapanui": "rapanui_zh-TW.txt", "giants": "giants_zh-TW.txt"}
"""The seeds' file names, by game (the original zh-TW rule summaries)."""


@dataclass(frozen=True)
class Term:
    """One entry of the glossary (see the module's documentation)."""

    en: str
    zh: str
    games: tuple[str, ...]
    source: str
    seed: str = ""
    """For ``source == SEED``: the seed's words that use ``zh`` (a verbatim excerpt)."""
    avoid: tuple[str, ...] = ()
    """Rejected variants, as they are shown (each is also searched literally)."""
    patterns: tuple[str, ...] = ()
    """Rejected variants that need a context (regular expressions)."""
    when_en: str = ""
    """If given, the variants are rejected only where the English message matches this."""

    def rejected(self) -> tuple[re.Pattern[str], ...]:
        """Every rejected variant as a compiled expression."""
        return tuple(re.compile(re.escape(v)) for v in self.avoid) + tuple(
            re.compile(p) for p in self.patterns
        )


_COUNT = r"(?:\d|\}|[一兩二三四五六七八九十幾每])"
_NUMBER = r"(?:\d|\}|[一兩二三四五六七八九十幾])"
_WOOD = (_NUMBER + r"\s*(?:[個塊支份枚]\s*)?圓木",)
"""Wood counted without its measure word 根 (「2圓木」, 「5個圓木」): both games write 「2根圓木」."""

GLOSSARY: tuple[Term, ...] = (
    # -- both games --------------------------------------------------------------------------
    Term(
        "points (Rapa Nui: glory)",
        "分",
        BOTH,
        SEED,
        "遊戲結束記分時，一張摩艾像值4分",
        avoid=("榮耀", "光榮", "聲望"),
    ),
    Term(
        "start player (also the first seat of the lab's measures)",
        "起始玩家",
        BOTH,
        SEED,
        "隨機指定一人為起始玩家",
        avoid=("首位玩家", "先手"),
    ),
    Term("first-player advantage", "起始玩家優勢", BOTH, TAIWAN),
    Term("clockwise", "順時針", BOTH, SEED, "玩家順序採順時針進行", avoid=("順時鐘",)),
    Term(
        "face up",
        "面朝上",
        BOTH,
        SEED,
        "挑一張祭品面朝上放在在祭壇上",
        avoid=("正面朝上", "正面向上", "面向上"),
    ),
    Term(
        "face down",
        "面朝下",
        BOTH,
        SEED,
        "並面朝下放置於玩家面前",
        avoid=("背面朝上", "反面朝上", "面向下"),
    ),
    Term("tie", "平手", BOTH, SEED, "若平手，比摩艾像張數", avoid=("和局",)),
    Term("the kit (Moai Kit)", "摩艾教具箱", BOTH, TAIWAN, avoid=("本工具",)),
    Term("click (on a figure)", "點選", BOTH, TAIWAN, avoid=("點擊",)),
    Term(
        "card drafting (from an open market)",
        "公開選牌",
        BOTH,
        TAIWAN,
        avoid=("輪抽",),
    ),
    # -- Rapa Nui ----------------------------------------------------------------------------
    Term("Rapa Nui", "復活島", ("rapanui",), SEED, "RAPA NUI 復活島"),
    Term(
        "wood (counted with its measure word, as the seed counts logs)",
        "圓木",
        ("rapanui",),
        SEED,
        "則比剩餘的圓木數量",
        avoid=("木材", "木頭"),
        patterns=_WOOD,
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
        patterns=(_COUNT + r"\s*個\s*(?:牌|卡|祭品卡|行動牌)", r"[座尊個]\s*摩艾", r"每[座尊]"),
    ),
    Term(
        "majority bonus",
        "多數獎勵",
        ("rapanui",),
        TAIWAN,
        avoid=("額外獎勵", "多數紅利", "多數加成"),
    ),
    Term("display (cards in play)", "場上", ("rapanui",), SEED, "有該種類的生產者在場上"),
    # -- Giants ------------------------------------------------------------------------------
    Term("Giants", "神秘巨石像", ("giants",), SEED, "「神秘巨石像(Giants)」遊戲"),
    Term("round", "回合", ("giants",), SEED, "遊戲將進行若干回合"),
    Term(
        "on each turn (Giants: a player's turn in a phase)",
        "每次輪到時",
        ("giants",),
        TAIWAN,
        avoid=("回合",),
        when_en=r"(?is)^(?!.*\bround)(?=.*\b(?:per|each|a|later|this|your|next|every) turn\b)",
    ),
    Term("turn order", "行動順位", ("giants",), SEED, "則以行動順位較前的玩家優先"),
    Term("moai (statue)", "石像", ("giants",), SEED, "可移動1尊石像"),
    Term(
        "erect (raise a moai on its Ahu)",
        "豎立",
        ("giants",),
        SEED,
        "在其上方豎立石像及穿戴石帽",
        avoid=("立起",),
        patterns=(r"打出[^，。；]{0,4}石像",),
    ),
    Term(
        "moai (counter)",
        "尊",
        ("giants",),
        SEED,
        "可移動1尊石像或1個石帽",
        avoid=("一座石像",),
        patterns=(_COUNT + r"\s*[個座]\s*石像(?!基座)",),
    ),
    Term(
        "small moai (sizes 1, 2, 3 are named small, medium, large: never by their number)",
        "小尊石像",
        ("giants",),
        SEED,
        "小尊石像指示物(17個)",
        patterns=(r"尺寸\s*(?:\d|\{|[A-Za-z](?![A-Za-z]))",),
    ),
    Term("medium moai", "中尊石像", ("giants",), SEED, "中尊石像指示物(12個)"),
    Term("large moai", "大尊石像", ("giants",), SEED, "大尊石像指示物(6個)"),
    Term(
        "size of a moai (1, 2, 3)",
        "尺寸",
        ("giants",),
        SEED,
        "石像尺寸(大尊3、中尊2、小尊1)",
        avoid=("規格", "1號石像", "小型石像", "中型石像", "大型石像"),
        patterns=(r"(?:\d|\})\s*號(?:石像)?", r"每號"),
    ),
    Term(
        "broken moai (die face 0)",
        "損毀",
        ("giants",),
        SEED,
        "視同石像已遭損毀",
        avoid=("破損", "毀損", "損壞", "破碎", "壞掉", "斷裂"),
    ),
    Term("headdress", "石帽", ("giants",), SEED, "石帽指示物(14個，紅色)", avoid=("帽子",)),
    Term(
        "headdress (counter)",
        "個",
        ("giants",),
        SEED,
        "1個石帽",
        avoid=("一頂石帽",),
        patterns=(r"[尊頂]\s*石帽",),
    ),
    Term(
        "place a headdress (crown a moai)",
        "穿戴石帽",
        ("giants",),
        SEED,
        "穿戴石帽",
        avoid=("戴上石帽", "戴上的石帽", "石帽戴在"),
        patterns=(r"(?<!穿)戴帽",),
    ),
    Term("Ahu (platform)", "石台", ("giants",), SEED, "鄰近石台區", avoid=("阿胡", "祭壇")),
    Term(
        "Ahu base (moai base; the round, oval or star base of a figure is another word)",
        "石像基座",
        ("giants",),
        SEED,
        "石像基座(7個)",
        patterns=(r"(?<!形)底座",),
    ),
    Term(
        "game board",
        "圖板",
        ("giants",),
        SEED,
        "將遊戲圖板攤平",
        avoid=("地圖板", "遊戲版"),
        patterns=(r"版圖(?!板)",),
    ),
    Term(
        "coloured side up",
        "顏色面朝上",
        ("giants",),
        SEED,
        "顏色面朝上置於該石台圖像上方",
        avoid=("彩色面", "有色面", "顏色朝上"),
    ),
    Term(
        "coloured side down",
        "顏色面朝下",
        ("giants",),
        SEED,
        "顏色面朝下置於該石台圖像上方",
        avoid=("顏色朝下",),
    ),
    Term(
        "Rongo half-tablet",
        "半塊石碑",
        ("giants",),
        SEED,
        "半塊石碑指示物(30個)",
        avoid=("半塊石板", "石碑碎片", "半個石碑", "半片石碑"),
    ),
    Term(
        "special spaces",
        "特定區域",
        ("giants",),
        SEED,
        "置於圖板上的特定區域",
        avoid=("特殊區域", "特別區域"),
    ),
    Term(
        "ordinary hexes", "一般區域", ("giants",), SEED, "置於圖板上一般區域", avoid=("普通區域",)
    ),
    Term(
        "score track",
        "計分區",
        ("giants",),
        SEED,
        "置於圖板外圍計分區的「0」格內",
        avoid=("計分軌", "分數軌", "計分條"),
    ),
    Term(
        "movers (transport strength)",
        "搬運工",
        ("giants",),
        SEED,
        "須使用符合規定數量的搬運工",
        avoid=("搬運者", "運送工", "搬運員"),
    ),
    Term("sculptors", "雕刻工", ("giants",), SEED, "1個工人視為1個雕刻工"),
    Term(
        "Moai quarry tile (auction)",
        "石像採石場板塊",
        ("giants",),
        SEED,
        "石像採石場板塊(1個)",
        avoid=("雕刻場板塊",),
        patterns=(r"(?<!石像)(?<!石帽)採石場",),
    ),
    Term("Headdress quarry tile", "石帽採石場板塊", ("giants",), SEED, "石帽採石場板塊(1個)"),
    Term("Moai quarry (board)", "石像雕刻場", ("giants",), SEED, "包括石像雕刻場、石帽雕刻場"),
    Term("Headdress quarry (board)", "石帽雕刻場", ("giants",), SEED, "置於圖板上石帽雕刻場區內"),
    Term("Village", "村莊", ("giants",), SEED, "置於圖板上的村莊區內"),
    Term("Sorcerers' hut", "巫師屋", ("giants",), SEED, "置於圖板上的巫師屋區內"),
    Term("forest tile", "森林板塊", ("giants",), SEED, "將7個森林板塊數字面朝上"),
    Term(
        "logs (counted with their measure word)",
        "圓木",
        ("giants",),
        SEED,
        "則每根圓木皆可視為1個搬運工",
        avoid=("木材", "木頭"),
        patterns=_WOOD,
    ),
    Term(
        "help (another player's figure carries; helper points)",
        "協助",
        ("giants",),
        SEED,
        "欲接受協助的玩家對象",
        avoid=("幫手", "幫忙"),
    ),
    Term("worker", "工人", ("giants",), SEED, "工人指示物(6個，圓形底座)"),
    Term("chief", "酋長", ("giants",), SEED, "酋長指示物(1個，橢圓形底座)"),
    Term(
        "sorcerer", "巫師", ("giants",), SEED, "巫師指示物(1個，星形底座)", avoid=("法師", "薩滿")
    ),
    Term("figures (workers, sorcerer, chief)", "族人", ("giants",), SEED, "族人(工人、酋長、巫師)"),
    Term(
        "Tribe Marker",
        "部落標記",
        ("giants",),
        SEED,
        "部落標記(6個)",
        avoid=("部落標誌", "部族標記"),
    ),
    Term("tribe flag", "部落旗幟", ("giants",), SEED, "部落旗幟(1個)"),
    Term("screen", "屏風", ("giants",), SEED, "屏風(1個)"),
    Term("reserve box", "備用箱", ("giants",), SEED, "備用箱(1個)"),
    Term("supply (of moai and half-tablets)", "公區", ("giants",), SEED, "從桌面公區拿取"),
    Term("white die", "白骰", ("giants",), SEED, "3位玩家進行為3顆白骰"),
    Term("brown die", "棕骰", ("giants",), SEED, "3顆白骰+任1顆棕骰"),
    Term(
        "auction",
        "競拍",
        ("giants",),
        SEED,
        "競拍石像(所有玩家同時行動)",
        patterns=(r"(?<!競標)拍賣",),
    ),
    Term(
        "pass (declared, passed)",
        "PASS",
        ("giants",),
        SEED,
        "直到所有玩家皆PASS為止",
        avoid=("跳過",),
    ),
    Term(
        "route building",
        "路線建立",
        ("giants",),
        SEED,
        "「路線建立」",
        avoid=("路線建構", "路線建造", "建構路線"),
    ),
)
"""The glossary, both games first, then Rapa Nui, then Giants."""
