"""Two tables of the same game and player count side by side: :func:`compare`.

For each measure both summaries hold, the difference B − A with its 95% interval and two-sided
p-value, the game as the unit:

- **paired** when A and B were played on the same seeds with the same bots at each seat (the
  lab's A/B runs are): a game of A and the game of B with its seed share their deal, so each
  measure is compared seed by seed (a paired t-test of the per-game contributions; the exact
  McNemar test for a win rate with one trial per game; a bootstrap that resamples seeds for
  balance), which removes what the two games share;
- **unpaired** otherwise: a pooled two-proportion test with Newcombe's interval for a rate with
  one trial per game, a Welch test of the per-game contributions (cluster-robust) for the others,
  an independent bootstrap for balance.

**Findings that are not chance.** A comparison tests many measures at once; by chance alone one
in twenty would reach ``p < 0.05``. So the p-values are adjusted by Holm's step-down procedure
over the distinct effects compared (:func:`~kit.lab.significance.holm`: the chance of any false finding
in a comparison stays at most 5%), and a difference is a *finding*, said in a sentence, only when
its adjusted p-value is below 0.05 **and** it is at least the meaningful size of its measure
(:data:`MEANINGFUL`): a difference too small to matter to a designer is not reported, however
sure. Measures that say the same thing (the first seat's rate and turn position 1's; the
strongest bot kind and the only bot of that kind; in a two-player game the two positions) are one
effect: their per-game values are (nearly) exactly related in both tables (:data:`ECHO`); the first of them in
:data:`PREFERRED` order speaks for them, once. A difference that needs two games on each side and
lacks them has no interval and no p-value.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from kit.core.i18n import t
from kit.lab.clustered import contributions, mcnemar, ratio_difference
from kit.lab.measures import STATISTICS, summarize
from kit.lab.messages import bot_name, fmt, fmt_interval, kind_name, p_text
from kit.lab.significance import holm
from kit.lab.stats import (
    RESAMPLES,
    Difference,
    bootstrap_difference,
    paired_bootstrap_difference,
    two_proportions,
)
from kit.lab.summary import Measure, Summary
from kit.lab.table import Table

ALPHA = 0.05
"""The family-wise error rate of a comparison's findings (Holm)."""

MEANINGFUL: dict[str, float] = {
    "win_rate_position": 0.02,
    "win_rate_bot": 0.02,
    "first_seat_win_rate": 0.02,
    "first_seat_advantage": 0.02,
    "skill_win_rate": 0.02,
    "skill_gap": 0.02,
    "completion": 0.02,
    "shared_wins": 0.02,
    "balance": 0.03,
    "duration_decisions": 1.0,
    "duration_rounds": 0.5,
    "decision_moves": 0.02,
    "branching_factor": 0.5,
    "lead_changes": 0.02,
    "decisiveness": 0.02,
    "score_spread": 0.5,
}
"""The smallest difference B − A worth a sentence, per measure (by its base key), in the
measure's own unit: 0.02 is 2 percentage points of a rate or share; durations in decisions (1)
and rounds (half a round); balance 0.03; branching factor half a legal action; score spread
half a point. A measure not listed has no threshold."""

ECHO = 0.9
"""Two measures whose per-game contributions correlate at least this much (either sign) in both
tables are one effect (the random bot's and the greedy bots' win rates of a table where the only
exception is an occasional shared win)."""

PREFERRED = ("first_seat_win_rate", "skill_win_rate", "balance", "completion")
"""Measures that speak for the effects they share with others, before the summary's order."""


@dataclass(frozen=True)
class Change:
    """One measure in A and in B, and the difference B − A.

    ``p_value`` is the measure's own test; ``p_adjusted`` the Holm-adjusted p-value within its
    comparison (for an echo, that of the measure that speaks for it); ``echo_of`` the key of
    that measure when this one says the same thing; ``paired``: compared seed by seed.
    """

    a: Measure
    b: Measure
    diff: float
    low: float | None
    high: float | None
    p_value: float | None
    p_adjusted: float | None = None
    echo_of: str | None = None
    paired: bool = False

    @property
    def key(self) -> str:
        return self.a.key

    @property
    def significant(self) -> bool:
        """The Holm-adjusted p-value is below :data:`ALPHA` (more than chance, all the
        comparison's tests considered)."""
        p = self.p_value if self.p_adjusted is None else self.p_adjusted
        return p is not None and p < ALPHA

    @property
    def meaningful(self) -> bool:
        """The difference is at least the measure's meaningful size (:data:`MEANINGFUL`)."""
        return abs(self.diff) >= MEANINGFUL.get(self.a.base, 0.0) - 1e-12

    @property
    def finding(self) -> bool:
        """Significant, meaningful and not an echo of another measure: worth a sentence."""
        return self.significant and self.meaningful and self.echo_of is None

    @property
    def diff_unit(self) -> str:
        """Differences of shares are in percentage points, others signed numbers."""
        return "points" if self.a.unit in ("share", "points") else "delta"

    def sentence(self, lang: str = "en") -> str:
        """The plain-words sentence (``lab.sentence.<base>.up|down``) for this difference."""
        direction = "up" if self.diff > 0 else "down"
        size = abs(self.diff)
        if self.diff_unit == "points":
            size *= 100
            diff = f"{size:.0f}" if size >= 1 else f"{size:.1f}"
        else:
            diff = f"{size:.1f}"
        b, a = self.b, self.a
        return t(
            f"lab.sentence.{a.base}.{direction}",
            lang,
            a=fmt(a.value, a.unit, lang, digits=0),
            b=fmt(b.value, b.unit, lang, digits=0),
            diff=diff,
            position=int(a.detail) + 1 if a.base == "win_rate_position" else "",
            bot=bot_name(a.detail, lang),
            kind=kind_name(b.detail, lang),
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: key, kind, both values, difference, interval, p-values, verdicts."""
        return {
            "key": self.key,
            "kind": self.a.kind,
            "a": self.a.value,
            "b": self.b.value,
            "diff": self.diff,
            "low": self.low,
            "high": self.high,
            "p_value": self.p_value,
            "p_adjusted": self.p_adjusted,
            "paired": self.paired,
            "echo_of": self.echo_of,
            "significant": self.significant,
            "meaningful": self.meaningful,
            "finding": self.finding,
        }


@dataclass(frozen=True)
class Comparison:
    """The summaries of A and B and a :class:`Change` per measure both hold."""

    a: Summary
    b: Summary
    changes: dict[str, Change]
    paired: bool = field(default=False)

    def significant(self) -> list[Change]:
        """The changes whose Holm-adjusted p-value is below 0.05, in measure order."""
        return [c for c in self.changes.values() if c.significant]

    def findings(self) -> list[Change]:
        """The changes worth a sentence (:attr:`Change.finding`), in measure order."""
        return [c for c in self.changes.values() if c.finding]

    def sentences(self, lang: str = "en") -> list[str]:
        """A sentence per finding: one per effect, significant after Holm's correction and at
        least the measure's meaningful size."""
        return [c.sentence(lang) for c in self.findings()]

    def header(self, lang: str = "en") -> tuple[str, ...]:
        """Column names for :meth:`rows`."""
        names = ("measure", "a", "b", "diff", "interval", "p_holm")
        return (*(t(f"lab.column.{n}", lang) for n in names), "")

    def rows(self, lang: str = "en") -> list[tuple[str, ...]]:
        """Per change: name, A, B, B − A, interval, the Holm-adjusted p-value and "*" for a
        finding, as text."""
        out = []
        for c in self.changes.values():
            out.append(
                (
                    c.a.label(lang),
                    fmt(c.a.value, c.a.unit, lang),
                    fmt(c.b.value, c.b.unit, lang),
                    fmt(c.diff, c.diff_unit, lang),
                    fmt_interval(c.low, c.high, c.diff_unit, lang),
                    p_text(c.p_value if c.p_adjusted is None else c.p_adjusted),
                    "*" if c.finding else "",
                )
            )
        return out

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: both summaries, whether paired, and the changes."""
        return {
            "a": self.a.to_dict(),
            "b": self.b.to_dict(),
            "paired": self.paired,
            "alpha": ALPHA,
            "correction": "holm",
            "changes": {k: c.to_dict() for k, c in self.changes.items()},
        }


def same_games(table_a: Table, table_b: Table) -> bool:
    """True when A and B were played on the same seeds (two or more) with the same bot at each
    seat, so that they can be compared game by game."""
    if len(table_a) != len(table_b) or len(table_a) < 2:
        return False
    return all(
        (ra["seed"], ra["bots"]) == (rb["seed"], rb["bots"])
        for ra, rb in zip(table_a.rows, table_b.rows, strict=True)
    )


def compare(
    table_a: Table, table_b: Table, *, resamples: int = RESAMPLES, seed: int = 0
) -> Comparison:
    """Compare B with A (ValueError if they are of different games or player counts, or empty);
    paired when :func:`same_games`."""
    if table_a.game != table_b.game:
        raise ValueError(
            f"cannot compare tables of different games: {table_a.game!r} and {table_b.game!r}"
        )
    if table_a.rows and table_b.rows and table_a.players != table_b.players:
        raise ValueError(
            f"cannot compare tables of different player counts: {table_a.players} and {table_b.players}"
        )
    table_a, table_b = table_a.sorted(), table_b.sorted()
    paired = same_games(table_a, table_b)
    a, b = summarize(table_a), summarize(table_b)
    return compare_summaries(a, b, resamples=resamples, seed=seed, paired=paired)


def compare_summaries(
    a: Summary,
    b: Summary,
    *,
    resamples: int = RESAMPLES,
    seed: int = 0,
    paired: bool | None = None,
) -> Comparison:
    """:func:`compare` for summaries already made (same checks). ``paired`` None: paired when
    the measures rest on the same seeds (the caller knows whether the bots sat alike)."""
    if (a.game, a.players) != (b.game, b.players):
        raise ValueError(
            f"cannot compare {a.game} with {a.players} players and {b.game} with {b.players} players"
        )
    shared = [key for key in a.measures if key in b.measures]
    if paired is None:
        paired = bool(shared) and all(
            len(a.measures[k].seeds) >= 2 and a.measures[k].seeds == b.measures[k].seeds
            for k in shared
        )
    tested = {k: _test(a.measures[k], b.measures[k], paired, resamples, seed) for k in shared}
    echoes = _echoes(a, b, shared)
    family = [k for k in shared if k not in echoes and tested[k][0].p_value is not None]
    adjusted = dict(zip(family, holm([tested[k][0].p_value for k in family]), strict=True))
    changes = {}
    for key in shared:
        d, was_paired = tested[key]
        speaker = echoes.get(key)
        p_adj = adjusted.get(speaker if speaker else key)
        changes[key] = Change(
            a.measures[key],
            b.measures[key],
            d.diff,
            d.low,
            d.high,
            d.p_value,
            p_adj,
            speaker,
            was_paired,
        )
    return Comparison(a, b, changes, paired)


def _test(a: Measure, b: Measure, paired: bool, resamples: int, seed: int) -> tuple[Any, bool]:
    """The difference B − A of one measure by its kind, and whether it was paired."""
    diff = b.value - a.value
    paired = paired and len(a.values) == len(b.values) >= 2
    if a.kind == "balance":
        if min(a.n, b.n) < 2:
            return Difference(diff, None, None, None), False
        stat = STATISTICS["balance"]
        if paired:
            return paired_bootstrap_difference(
                a.values, b.values, stat, resamples=resamples, seed=seed
            ), True
        done_a = [f for f in a.values if f]
        done_b = [f for f in b.values if f]
        return bootstrap_difference(done_a, done_b, stat, resamples=resamples, seed=seed), False
    if a.kind == "rate" and not paired:
        assert a.successes is not None and a.trials and b.successes is not None and b.trials
        d = two_proportions(a.successes, a.trials, b.successes, b.trials)
        return Difference(diff, d.low, d.high, d.p_value), False
    if min(a.n, b.n) < 2:
        return Difference(diff, None, None, None), False
    d = ratio_difference(a.values, b.values, paired=paired)
    p_value = d.p_value
    if a.kind == "rate" and paired and all(y for _, y in (*a.values, *b.values)):
        pairs = [(int(x), int(y)) for (x, _), (y, _) in zip(a.values, b.values, strict=True)]
        p_value = mcnemar(pairs)  # exact, for one 0/1 trial per game on both sides
    return Difference(diff, d.low, d.high, p_value), paired


def _echoes(a: Summary, b: Summary, keys: list[str]) -> dict[str, str]:
    """Measures that say what an earlier one says (:data:`PREFERRED` first, then the summary's
    order): their per-game contributions correlate at least :data:`ECHO` in A and in B."""
    order = [k for k in PREFERRED if k in keys] + [k for k in keys if k not in PREFERRED]
    speakers: list[str] = []
    echoes: dict[str, str] = {}
    for key in order:
        ma, mb = a.measures[key], b.measures[key]
        if ma.kind == "balance":
            speakers.append(key)
            continue
        for speaker in speakers:
            sa, sb = a.measures[speaker], b.measures[speaker]
            if sa.kind != "balance" and _exactly_related(sa, ma) and _exactly_related(sb, mb):
                echoes[key] = speaker
                break
        else:
            speakers.append(key)
    return echoes


def _contributions(m: Measure) -> list[float] | None:
    """Per game, the measure's contribution to its error (:func:`~kit.lab.clustered.contributions`);
    None when all are equal."""
    total = math.fsum(y for _, y in m.values)
    if total <= 0:
        return None
    u = contributions(m.values, math.fsum(x for x, _ in m.values) / total)
    return u if max(u) - min(u) > 1e-12 else None


def _exactly_related(m1: Measure, m2: Measure) -> bool:
    """The two measures' per-game contributions correlate at least :data:`ECHO` (either sign)."""
    if m1.seeds != m2.seeds:
        return False
    u1, u2 = _contributions(m1), _contributions(m2)
    if u1 is None or u2 is None:
        return False
    n = len(u1)
    mean1, mean2 = math.fsum(u1) / n, math.fsum(u2) / n
    cov = math.fsum((x - mean1) * (y - mean2) for x, y in zip(u1, u2, strict=True))
    v1 = math.fsum((x - mean1) ** 2 for x in u1)
    v2 = math.fsum((y - mean2) ** 2 for y in u2)
    return abs(cov) >= ECHO * math.sqrt(v1 * v2)
