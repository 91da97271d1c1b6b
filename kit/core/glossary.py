"""One Chinese vocabulary for both games: the glossary every catalog follows, as data.

Each :class:`Term` gives the English term, the Traditional Chinese term (Taiwan), the game(s) it
belongs to, its source and the variants the catalogs must not use. The source is the original
zh-TW rule summary (``SEED``: the seed's own word wins, and ``seed`` quotes the passage that uses
it) or, where the seed is silent, Taiwanese usage (``TAIWAN``).

A variant is a regular expression. It is checked in the messages of the term's games (a message
key naming ``giants`` or ``rapanui`` belongs to that game; any other key to both), and only where
the English message matches ``when_en`` if the term gives one (e.g. 回合 is wrong in a Giants
message only where the English says "turn", not "round").

Spacing (:data:`SPACING_RULE`): as in the seeds (「100張祭品卡」, 「每張加4分」, 「1個工人」,
「直到所有玩家皆PASS為止」), no space is written next to a Chinese character: not between Chinese and
a number, a Latin word, a player's name or a parameter (「霍圖在屏風後方」, 「打出3張」, 「第{n}排」).
Only a list marker at the start of a line (``- ``, ``1. ``) keeps its space.

:func:`check` returns what a rendered zh-TW message breaks; ``tests/core/test_core_glossary.py``
runs it on every catalog and lesson text, and ``widgets.glossary`` prints the table.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
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
        "start player",
        "起始玩家",
        BOTH,
        SEED,
        "隨機指定一人為起始玩家",
        avoid=("首位玩家", "先手玩家"),
    ),
    Term("first-player advantage", "先手優勢", BOTH, TAIWAN),
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
    # -- Rapa Nui ----------------------------------------------------------------------------
    Term("Rapa Nui", "復活島", ("rapanui",), SEED, "RAPA NUI 復活島"),
    Term("wood", "圓木", ("rapanui",), SEED, "36圓木($)token", avoid=("木材", "木頭")),
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
    Term("moai (card)", "摩艾像", ("rapanui",), SEED, "打出一張摩艾像", avoid=("摩埃", "摩艾雕像")),
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
        "play (a card)",
        "打出",
        ("rapanui",),
        SEED,
        "打出一張摩艾像",
        patterns=(r"(?<![打拿])出牌",),
    ),
    Term(
        "card (counter)",
        "張",
        ("rapanui",),
        SEED,
        "100張祭品卡",
        avoid=("1個牌",),
        patterns=(_COUNT + r"\s*個\s*(?:牌|卡|祭品卡|行動牌)", r"[座尊個]\s*摩艾"),
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
        "moai (counter)",
        "尊",
        ("giants",),
        SEED,
        "可移動1尊石像或1個石帽",
        avoid=("一座石像",),
        patterns=(_COUNT + r"\s*[個座]\s*石像(?!基座)",),
    ),
    Term("small moai", "小尊石像", ("giants",), SEED, "小尊石像指示物(17個)"),
    Term("medium moai", "中尊石像", ("giants",), SEED, "中尊石像指示物(12個)"),
    Term("large moai", "大尊石像", ("giants",), SEED, "大尊石像指示物(6個)"),
    Term(
        "size of a moai (1, 2, 3)",
        "尺寸",
        ("giants",),
        SEED,
        "石像尺寸(大尊3、中尊2、小尊1)",
        avoid=("規格1", "1號石像", "小型石像", "中型石像", "大型石像"),
        patterns=(r"規格\s*(?:\d|\{|s\b)", r"(?:\d|\})\s*號(?:石像)?", r"每號"),
    ),
    Term(
        "broken moai (die face 0)",
        "損毀",
        ("giants",),
        SEED,
        "視同石像已遭損毀",
        avoid=("破損", "毀損", "損壞", "破碎", "壞掉"),
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
    Term("Ahu (platform)", "石台", ("giants",), SEED, "鄰近石台區", avoid=("阿胡",)),
    Term("Ahu base (moai base)", "石像基座", ("giants",), SEED, "石像基座(7個)"),
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
    Term("logs", "圓木", ("giants",), SEED, "則每根圓木皆可視為1個搬運工", avoid=("木材", "木頭")),
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
    Term("auction", "競拍", ("giants",), SEED, "競拍石像(所有玩家同時行動)"),
    Term("pass", "PASS", ("giants",), SEED, "PASS(跳過)"),
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

SPACING_RULE = {
    "en": (
        "No space next to a Chinese character: numbers, Latin words, names and parameters are "
        "written against the Chinese (1個, 第3排, 霍圖在屏風後方), as the seeds do (100張祭品卡, "
        "每張加4分). Only a list marker at the start of a line keeps its space."
    ),
    "zh-TW": (
        "中文字旁不加空格：數字、英文字、人名與參數都直接接在中文旁邊（1個、第3排、霍圖在屏風後方），"
        "與原始規則摘要相同（100張祭品卡、每張加4分）。只有行首的清單符號後面保留空格。"
    ),
}
"""The one spacing rule of the zh-TW texts, in each language (shown on the teacher's page)."""

CJK = "\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
"""Chinese characters and full-width punctuation (、，。：「」（）...), as a character class body."""

_SPACES = " \u00a0\u2009\u202f"
_SPACE_NEXT_TO_CJK = re.compile(
    rf"[{CJK}][{_SPACES}]+(?=\S)|(?<=\S)[{_SPACES}]+(?=[{CJK}])", re.UNICODE
)
_LIST_MARKER = re.compile(r"^[ \t]*(?:[-*+•]|#{1,6}|\d+[.)])[ \t]+")


def games_of(key: str) -> tuple[str, ...]:
    """The game(s) a message key belongs to: the one its key names, else both."""
    named = tuple(game for game in GAMES if game in key)
    return named or GAMES


def spacing_errors(text: str) -> list[str]:
    """The spaces of ``text`` next to a Chinese character, each shown with its neighbours."""
    found = []
    for line in text.splitlines():
        marker = _LIST_MARKER.match(line)
        body = line[marker.end() :] if marker else line
        for match in _SPACE_NEXT_TO_CJK.finditer(body):
            start, end = match.span()
            found.append(body[max(0, start - 3) : end + 3])
    return found


def variant_errors(text: str, key: str, english: str = "") -> list[tuple[Term, str]]:
    """The rejected variants found in the zh-TW message ``key`` (``text``, rendered), with the
    glossary term each breaks; ``english`` is the English message (for terms with ``when_en``)."""
    games = set(games_of(key))
    found = []
    for term in GLOSSARY:
        if not games & set(term.games):
            continue
        if term.when_en and not re.search(term.when_en, english):
            continue
        for pattern in term.rejected():
            found += [(term, match.group(0)) for match in pattern.finditer(text)]
    return found


def check(text: str, key: str, english: str = "") -> list[str]:
    """Everything the zh-TW message ``key`` (rendered as ``text``) breaks, in words."""
    problems = [
        f"{key}: {variant!r} is not the glossary's word; use {term.zh!r} ({term.en})"
        for term, variant in variant_errors(text, key, english)
    ]
    problems += [
        f"{key}: a space next to Chinese in {snippet!r} (write no space)"
        for snippet in spacing_errors(text)
    ]
    return problems


def terms(game: str | None = None) -> tuple[Term, ...]:
    """The glossary's terms (of ``game`` only, if given)."""
    return tuple(term for term in GLOSSARY if game is None or game in term.games)


def seeds_missing(seed_texts: dict[str, str]) -> Iterable[str]:
    """What the glossary claims of the seeds and they do not say: a seed term whose ``seed``
    excerpt does not contain the term, or is in none of its games' seed texts (``seed_texts``:
    the text of each seed by game)."""
    for term in GLOSSARY:
        if term.source != SEED:
            continue
        if term.zh not in term.seed:
            yield f"{term.en}: {term.zh!r} is not in its excerpt {term.seed!r}"
        texts = [seed_texts[game] for game in term.games if game in seed_texts]
        if texts and not any(term.seed in text for text in texts):
            yield f"{term.en}: the excerpt {term.seed!r} is not in the seed of {term.games}"
