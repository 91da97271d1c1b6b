"""The glossary's table (see :mod:`kit.core.glossary`, which checks the texts against it): each
term's one Traditional Chinese word, its source and its rejected variants.

This module holds the :class:`Term` itself, the patterns the games' terms share and the terms of
every game (:data:`SHARED`). Each game's own terms live with the game, in ``kit/<game>/glossary.py``
(``TERMS``, and ``SEED_FILE``, the name of its seed), and its description gives them
(:attr:`kit.core.spec.GameSpec.glossary`); the whole table is :data:`SHARED` followed by each
game's terms in the registry's order (:func:`kit.core.glossary.table`), assembled by its users above
the engines.

A variant given in ``avoid`` is searched literally; one in ``patterns`` is a regular expression,
for variants that need a context (a count, a measure word, a neighbouring word that makes the same
characters a different thing).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SEED = "seed"
TAIWAN = "taiwan"


@dataclass(frozen=True)
class Term:
    """One entry of the glossary (see the module's documentation)."""

    en: str
    zh: str
    games: tuple[str, ...]
    """The keys of the games the term belongs to; ``()`` means every game (a shared term)."""
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


COUNT = r"(?:\d|\}|[一兩二三四五六七八九十幾每])"
"""A count (a digit, a parameter's closing brace, a Chinese numeral or 每) before a measure word."""
NUMBER = r"(?:\d|\}|[一兩二三四五六七八九十幾])"
"""A number (a digit, a parameter's closing brace or a Chinese numeral)."""
WOOD = (NUMBER + r"\s*(?:[個塊支份枚]\s*)?圓木",)
"""Wood counted without its measure word 根 (「2圓木」, 「5個圓木」): the seeds write 「2根圓木」."""

SHARED: tuple[Term, ...] = (
    Term(
        "points (Rapa Nui: glory)",
        "分",
        (),
        SEED,
        "遊戲結束記分時，一張摩艾像值4分",
        avoid=("榮耀", "光榮", "聲望"),
    ),
    Term(
        "start player (also the first seat of the lab's measures)",
        "起始玩家",
        (),
        SEED,
        "隨機指定一人為起始玩家",
        avoid=("首位玩家", "先手"),
    ),
    Term("first-player advantage", "起始玩家優勢", (), TAIWAN),
    Term("clockwise", "順時針", (), SEED, "玩家順序採順時針進行", avoid=("順時鐘",)),
    Term(
        "face up",
        "面朝上",
        (),
        SEED,
        "挑一張祭品面朝上放在在祭壇上",
        avoid=("正面朝上", "正面向上", "面向上"),
    ),
    Term(
        "face down",
        "面朝下",
        (),
        SEED,
        "並面朝下放置於玩家面前",
        avoid=("背面朝上", "反面朝上", "面向下"),
    ),
    Term("tie", "平手", (), SEED, "若平手，比摩艾像張數", avoid=("和局",)),
    Term("the kit (Moai Kit)", "摩艾教具箱", (), TAIWAN, avoid=("本工具",)),
    Term("click (on a figure)", "點選", (), TAIWAN, avoid=("點擊",)),
    Term(
        "card drafting (from an open market)",
        "公開選牌",
        (),
        TAIWAN,
        avoid=("輪抽",),
    ),
)
"""The terms of every game (``games == ()``), first in the table."""
