"""One Chinese vocabulary for every game: the glossary every catalog follows, and its check.

The table is data. Each :class:`Term` gives the English term, the Traditional Chinese term
(Taiwan), the game(s) it belongs to, its source and the variants the catalogs must not use. The
source is the original zh-TW rule summary of a game (``SEED``: the seed's own word wins, and
``seed`` quotes the passage that uses it) or, where the seed is silent, Taiwanese usage
(``TAIWAN``). The terms of every game are :data:`SHARED` (in :mod:`kit.core.glossary_terms`,
re-exported here, with ``games == ()``); a game's own terms come with the game
(:attr:`kit.core.spec.GameSpec.glossary`, from ``kit/<game>/glossary.py``). This module knows no
game: the whole table is built above the engines, from the registry, as
``table(spec.glossary for spec in kit.games.specs())`` (:data:`SHARED` first, then each game's
terms in the registry's order), and every function that reads terms is given them.

A variant is a regular expression. It is checked in the messages of the term's games: a message
key that names a game (contains a game key found in the terms' own ``games``) belongs to that
game, any other key to every game; a shared term is checked in every message. It is checked only
where the English message matches ``when_en`` if the term gives one (e.g. 回合 is wrong in a
message of a game whose rounds are 回合 only where the English says "turn", not "round"). Counts
are part of a variant: wood is always 「N根圓木」 (「7圓木」 and 「5個圓木」 are rejected), a moai's size
is named (「中尊石像」, not 「尺寸2的石像」); a word that is right in one place is rejected only in
context (「圓形底座」 is a figure's base, any other 底座 is a 石像基座; 「原版圖板」 is no 版圖).

Spacing (:data:`SPACING_RULE`): as in the seeds (「100張祭品卡」, 「每張加4分」, 「1個工人」,
「直到所有玩家皆PASS為止」), no space is written next to a Chinese character: not between Chinese and
a number, a Latin word, a player's name or a parameter (「霍圖在屏風後方」, 「打出3張」, 「第{n}排」).
Only a list marker at the start of a line (``- ``, ``1. ``) keeps its space. Punctuation
(:func:`punctuation_errors`): no ASCII comma in Chinese (「2、3、4、5」), no spaced × or = in a line
with Chinese (「分數×尺寸：7×1=7分」).

:func:`check` returns what a rendered zh-TW message breaks; ``tests/core/test_core_glossary.py``
runs it on every catalog and lesson text, and ``widgets.pages.glossary`` assembles and prints the table.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kit.core.glossary_terms import COUNT, NUMBER, SEED, SHARED, TAIWAN, WOOD, Term

__all__ = ["COUNT", "NUMBER", "SEED", "SHARED", "TAIWAN", "WOOD", "Term"]

SPACING_RULE = {
    "en": (
        "No space next to a Chinese character: numbers, Latin words, names and parameters are "
        "written against the Chinese (1個, 第3排, 霍圖在屏風後方), as the rules summaries do (100張祭品卡, "
        "每張加4分). Only a list marker at the start of a line keeps its space."
    ),
    "zh-TW": (
        "中文字旁不加空格：數字、英文字、人名與參數都直接接在中文旁邊（1個、第3排、霍圖在屏風後方），"
        "與中文規則摘要相同（100張祭品卡、每張加4分）。只有行首的清單符號後面保留空格。"
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


def table(game_terms: Iterable[Iterable[Term]]) -> tuple[Term, ...]:
    """The whole glossary: :data:`SHARED`, then each game's own terms (``game_terms``, one
    collection a game, e.g. ``spec.glossary for spec in kit.games.specs()``), in that order."""
    return SHARED + tuple(term for terms in game_terms for term in terms)


def games_in(terms: Iterable[Term]) -> tuple[str, ...]:
    """The games the ``terms`` name (their ``games``), in the order they first come."""
    return tuple(dict.fromkeys(game for term in terms for game in term.games))


def games_of(key: str, terms: Iterable[Term]) -> tuple[str, ...]:
    """The game(s) a message key belongs to: those of :func:`games_in` ``terms`` its key names,
    else every one of them."""
    known = games_in(terms)
    named = tuple(game for game in known if game in key)
    return named or known


def belongs(term: Term, games: Iterable[str]) -> bool:
    """Whether ``term`` is a term of one of ``games`` (a shared term is every game's)."""
    return not term.games or not set(term.games).isdisjoint(games)


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


_ASCII_COMMA = re.compile(rf"[{CJK}][{_SPACES}]*,|,[{_SPACES}]*[{CJK}]|(?<!\d)\d,\d(?!\d)")
_SPACED_SIGN = re.compile(rf"[{_SPACES}]+[×=]|[×=][{_SPACES}]+")


def punctuation_errors(text: str) -> list[str]:
    """The ASCII commas of ``text`` next to a Chinese character or between listed numbers
    (「規則：2,3,4,5」 is 「2、3、4、5」), and the spaced × and = of its lines that hold Chinese
    (「分數×尺寸：7×1=7分」, as the seed writes 「每尊石像可獲得分數×石像尺寸」); each shown with
    its neighbours. Notation without Chinese (a choice label 「2:helpers [L,W1]」) is left alone."""
    found = []
    for line in text.splitlines():
        signs = _SPACED_SIGN.finditer(line) if re.search(f"[{CJK}]", line) else iter(())
        for match in [*_ASCII_COMMA.finditer(line), *signs]:
            start, end = match.span()
            found.append(line[max(0, start - 3) : end + 3])
    return found


def variant_errors(
    text: str, key: str, english: str = "", *, terms: Iterable[Term]
) -> list[tuple[Term, str]]:
    """The rejected variants found in the zh-TW message ``key`` (``text``, rendered), with the
    glossary term each breaks; ``english`` is the English message (for terms with ``when_en``),
    ``terms`` the glossary (see :func:`table`)."""
    terms = tuple(terms)
    games = games_of(key, terms)
    found = []
    for term in terms:
        if not belongs(term, games):
            continue
        if term.when_en and not re.search(term.when_en, english):
            continue
        for pattern in term.rejected():
            found += [(term, match.group(0)) for match in pattern.finditer(text)]
    return found


def check(text: str, key: str, english: str = "", *, terms: Iterable[Term]) -> list[str]:
    """Everything the zh-TW message ``key`` (rendered as ``text``) breaks, in words, by the
    glossary ``terms`` (see :func:`table`)."""
    problems = [
        f"{key}: {variant!r} is not the glossary's word; use {term.zh!r} ({term.en})"
        for term, variant in variant_errors(text, key, english, terms=terms)
    ]
    problems += [
        f"{key}: a space next to Chinese in {snippet!r} (write no space)"
        for snippet in spacing_errors(text)
    ]
    problems += [
        f"{key}: {snippet!r} has an ASCII comma or a spaced × or = (write 、 or ， and no space)"
        for snippet in punctuation_errors(text)
    ]
    return problems


def terms_of(game: str, terms: Iterable[Term]) -> tuple[Term, ...]:
    """The terms of ``terms`` that are ``game``'s: the shared ones and its own."""
    return tuple(term for term in terms if belongs(term, (game,)))


def seeds_missing(seed_texts: dict[str, str], terms: Iterable[Term]) -> Iterable[str]:
    """What the glossary ``terms`` claim of the seeds and they do not say: a seed term whose
    ``seed`` excerpt does not contain the term, or is in none of its games' seed texts
    (``seed_texts``: the text of each seed by game; a shared term's games are all of them)."""
    for term in terms:
        if term.source != SEED:
            continue
        if term.zh not in term.seed:
            yield f"{term.en}: {term.zh!r} is not in its excerpt {term.seed!r}"
        texts = [text for game, text in seed_texts.items() if belongs(term, (game,))]
        if texts and not any(term.seed in text for text in texts):
            where = term.games or tuple(seed_texts)
            yield f"{term.en}: the excerpt {term.seed!r} is not in the seed of {where}"
