"""Answers that hold on other seeds: replication in seed blocks, and a sequential comparison.

A verdict from one run may rest on its seeds. Two tools make it evidence:

- :func:`replication` splits an A/B comparison played on the same seeds into ``k`` blocks of
  consecutive seeds (independent: no seed is in two blocks) and reports, next to each finding of
  the pooled comparison, in how many blocks its own test found the same thing (``p < 0.05`` in
  the same direction) and in how many it at least pointed the same way. :func:`replicate` plays
  the games first (``games`` per block).
- :func:`sequential` plays A and B in looks of ``games_per_look`` games and stops once the answer
  about one measure is clear (see its docstring for the design and its error rates), so that a
  class gets a reliable answer in the least time.

::

    rep = replicate("rapanui", players=4, bots=["greedy"] * 4, b={"starting_wood": "2,2,2,2"},
                    games=200, blocks=5, seed=1)
    rep.sentences("en")   # "B's first seat wins 9 points more often (42% vs 33%). Held in 5 of 5 …"
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kit.core.i18n import t
from kit.lab.clustered import ratio_difference
from kit.lab.compare import MEANINGFUL, Change, Comparison, compare
from kit.lab.experiment import Progress, run
from kit.lab.games import LabError
from kit.lab.measures import summarize
from kit.lab.messages import sentence_sep
from kit.lab.stats import RESAMPLES
from kit.lab.table import Table

BLOCKS = 5
"""Seed blocks of a replication, unless told otherwise."""

OBRIEN_FLEMING: dict[int, float] = {
    1: 1.960,
    2: 1.977,
    3: 2.004,
    4: 2.024,
    5: 2.040,
    6: 2.053,
    7: 2.063,
    8: 2.072,
    9: 2.080,
    10: 2.087,
}
"""O'Brien–Fleming's constant ``C(K)`` for ``K`` equally spaced looks, two-sided 5% (C. Jennison
and B. W. Turnbull, *Group Sequential Methods with Applications to Clinical Trials*, 2000,
Table 2.3): the boundary at look ``k`` is ``C(K)·√(K/k)``."""


@dataclass(frozen=True)
class Held:
    """How a pooled finding fared in the seed blocks: ``found`` blocks whose own test found it
    (``p < 0.05``, the same direction), ``same_way`` blocks whose difference pointed the same
    way, of ``blocks``."""

    key: str
    found: int
    same_way: int
    blocks: int

    def text(self, lang: str = "en") -> str:
        """ "Held in 4 of 5 seed blocks (5 of 5 the same way)." in ``lang``."""
        return t("lab.held", lang, found=self.found, same_way=self.same_way, blocks=self.blocks)


@dataclass(frozen=True)
class Replication:
    """The pooled comparison of all the games and one comparison per seed block."""

    pooled: Comparison
    blocks: tuple[Comparison, ...]

    def held(self, key: str) -> Held:
        """How the pooled difference of measure ``key`` fared in the blocks."""
        pooled = self.pooled.changes[key]
        sign = math.copysign(1, pooled.diff) if pooled.diff else 0
        found = same_way = 0
        for block in self.blocks:
            change = block.changes.get(key)
            if change is None or sign == 0 or change.diff * sign <= 0:
                continue
            same_way += 1
            found += change.p_value is not None and change.p_value < 0.05
        return Held(key, found, same_way, len(self.blocks))

    def findings(self) -> list[tuple[Change, Held]]:
        """The pooled findings, each with how it held."""
        return [(c, self.held(c.key)) for c in self.pooled.findings()]

    def sentences(self, lang: str = "en") -> list[str]:
        """The pooled findings' sentences, each followed by how it held in the blocks."""
        sep = sentence_sep(lang)
        return [f"{c.sentence(lang)}{sep}{h.text(lang)}" for c, h in self.findings()]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the pooled comparison, the blocks' sizes and each finding's record."""
        return {
            "pooled": self.pooled.to_dict(),
            "blocks": [b.a.games for b in self.blocks],
            "held": {
                c.key: {"found": h.found, "same_way": h.same_way, "blocks": h.blocks}
                for c, h in self.findings()
            },
        }


def seed_blocks(table: Table, blocks: int) -> list[Table]:
    """``table`` (by seed) cut into ``blocks`` tables of consecutive seeds, as equal as can be."""
    rows = table.sorted().rows
    if isinstance(blocks, bool) or not isinstance(blocks, int) or not 2 <= blocks <= len(rows):
        raise LabError(f"blocks must be a whole number from 2 to the games ({len(rows)})")
    size, extra = divmod(len(rows), blocks)
    out, start = [], 0
    for i in range(blocks):
        end = start + size + (i < extra)
        out.append(Table(table.game, rows[start:end]))
        start = end
    return out


def replication(
    table_a: Table, table_b: Table, *, blocks: int = BLOCKS, resamples: int = RESAMPLES
) -> Replication:
    """Compare B with A pooled and in ``blocks`` seed blocks (each block needs two games a side;
    A and B should hold the same seeds, as the lab's runs do)."""
    pooled = compare(table_a, table_b, resamples=resamples)
    parts = zip(seed_blocks(table_a, blocks), seed_blocks(table_b, blocks), strict=True)
    per_block = tuple(compare(a, b, resamples=resamples) for a, b in parts)
    return Replication(pooled, per_block)


def replicate(
    game: str,
    *,
    players: int,
    bots: Sequence[str],
    a: Any = None,
    b: Any = None,
    board_a: Any = None,
    board_b: Any = None,
    games: int = 100,
    blocks: int = BLOCKS,
    seed: int = 0,
    workers: int | None = None,
    executor: Any = None,
    resamples: int = RESAMPLES,
) -> Replication:
    """Play rule sets A and B (options ``a``, ``b``; Giants boards ``board_a``, ``board_b``) on
    the same ``games × blocks`` seeds from ``seed`` and compare them pooled and per block of
    ``games`` consecutive seeds (see :func:`kit.lab.run` for the other arguments)."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 2:
        raise LabError(f"games per block must be a whole number >= 2, not {games!r}")
    common = {"players": players, "bots": bots, "seed": seed, "workers": workers}
    common |= {"executor": executor, "games": games * blocks}
    table_a = run(game, options=a, board=board_a, **common)
    table_b = run(game, options=b, board=board_b, **common)
    return replication(table_a, table_b, blocks=blocks, resamples=resamples)


# -- sequential ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Look:
    """One look of a sequential comparison: games per side so far, the difference B − A of the
    measure, its repeated confidence interval and the boundary it was drawn with."""

    games: int
    diff: float
    low: float
    high: float
    bound: float


@dataclass(frozen=True)
class Sequential:
    """The outcome of :func:`sequential`: ``verdict`` is "up" or "down" (B differs from A that
    way), "same" (no difference of the meaningful size ``margin``) or "unclear" (neither after
    the last look); ``looks`` as they were taken; the tables played."""

    measure: str
    margin: float
    verdict: str
    looks: tuple[Look, ...]
    tables: dict[str, Table]

    @property
    def games(self) -> int:
        """Games played per rule set."""
        return self.looks[-1].games if self.looks else 0


def _difference(table_a: Table, table_b: Table, measure: str) -> tuple[float, float]:
    """The paired difference B − A of ``measure`` and its standard error."""
    ma = summarize(table_a).measures.get(measure)
    mb = summarize(table_b).measures.get(measure)
    if ma is None or mb is None or ma.kind == "balance":
        raise LabError(f"{measure!r} cannot be followed sequentially in these tables")
    d = ratio_difference(ma.values, mb.values, paired=True)
    return d.diff, d.se or 0.0


def sequential(
    game: str,
    *,
    players: int,
    bots: Sequence[str],
    measure: str,
    a: Any = None,
    b: Any = None,
    board_a: Any = None,
    board_b: Any = None,
    looks: int = 5,
    games_per_look: int = 100,
    seed: int = 0,
    margin: float | None = None,
    workers: int | None = None,
    progress: Progress | None = None,
) -> Sequential:
    """Play A and B on the same seeds in up to ``looks`` looks of ``games_per_look`` games each,
    and stop as soon as the answer about ``measure`` is clear.

    The design: O'Brien–Fleming repeated confidence intervals (Jennison and Turnbull 2000,
    ch. 9). At look ``k`` of ``K`` the paired difference ``d_k`` of the measure and its standard
    error ``se_k`` give the interval ``d_k ± C(K)·√(K/k)·se_k`` (:data:`OBRIEN_FLEMING`). These
    intervals hold *together*, at every look, with probability at least 95%, so any rule of
    stopping on them keeps its error rates:

    - stop with "up" or "down" when the interval leaves 0: the chance of saying so of rules that
      do not differ in this measure is at most 5% (2.5% each way);
    - stop with "same" when the interval lies inside ``(−margin, margin)`` (``margin``: the
      measure's meaningful size, :data:`~kit.lab.compare.MEANINGFUL`): the chance of saying so of
      rules that differ by ``margin`` or more is at most 5%;
    - after the last look with neither, "unclear".

    The early boundaries are wide (O'Brien–Fleming spends little of the 5% early), so a run that
    goes to the end loses almost nothing against a single test of all its games, while a large
    effect stops it at the first or second look. ``progress(done, total)`` as in
    :func:`kit.lab.run` (games of both rule sets).
    """
    if looks not in OBRIEN_FLEMING:
        raise LabError(f"looks must be 1 to {max(OBRIEN_FLEMING)}, not {looks!r}")
    base = measure.split("_position_")[0].split("_bot_")[0]
    margin = MEANINGFUL.get(base, 0.0) if margin is None else margin
    tables = {"A": Table(game), "B": Table(game)}
    taken: list[Look] = []
    verdict = "unclear"
    for k in range(1, looks + 1):
        start = seed + (k - 1) * games_per_look
        common = {"players": players, "bots": bots, "seed": start, "workers": workers}
        common["games"] = games_per_look
        tables["A"].extend(run(game, options=a, board=board_a, **common).rows)
        tables["B"].extend(run(game, options=b, board=board_b, **common).rows)
        total = 2 * looks * games_per_look
        if progress is not None and progress(2 * k * games_per_look, total) is False:
            break
        diff, se = _difference(tables["A"], tables["B"], measure)
        bound = OBRIEN_FLEMING[looks] * math.sqrt(looks / k)
        look = Look(k * games_per_look, diff, diff - bound * se, diff + bound * se, bound)
        taken.append(look)
        if look.low > 0 or look.high < 0:
            verdict = "up" if diff > 0 else "down"
            break
        if -margin < look.low and look.high < margin:
            verdict = "same"
            break
    return Sequential(measure, margin, verdict, tuple(taken), tables)
