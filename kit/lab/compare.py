"""Two tables of the same game and player count side by side: :func:`compare`.

For each measure both summaries hold, the difference B − A with its 95% interval and two-sided
p-value, by the measure's ``kind``: ``"rate"``: pooled two-proportion z-test and Newcombe's hybrid
score interval; ``"mean"``: Welch's t-test; ``"bootstrap"`` (balance, decision moves, branching
factor): the bootstrap difference of the statistic over independent resamples of A and B. A
difference is ``significant`` when ``p < 0.05``; each test stands alone (no correction for the
many measures compared, so about one in twenty measures that do not differ will be flagged).
A difference that needs two games on each side and lacks them has no interval and no p-value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kit.core.i18n import t
from kit.lab.measures import STATISTICS, Measure, Summary, fmt, fmt_interval, summarize
from kit.lab.messages import bot_name, kind_name
from kit.lab.stats import RESAMPLES, Difference, bootstrap_difference, two_proportions, welch
from kit.lab.table import Table

ALPHA = 0.05
# measures that repeat another's test (the same successes and trials): no sentence of their own
ECHOES = frozenset({"win_rate_position_0", "first_seat_advantage", "skill_gap"})


@dataclass(frozen=True)
class Change:
    """One measure in A and in B, and the difference B − A."""

    a: Measure
    b: Measure
    diff: float
    low: float | None
    high: float | None
    p_value: float | None

    @property
    def key(self) -> str:
        return self.a.key

    @property
    def significant(self) -> bool:
        """``p < 0.05``."""
        return self.p_value is not None and self.p_value < ALPHA

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
        """JSON-ready: key, kind, both values, difference, interval, p-value, significant."""
        return {
            "key": self.key,
            "kind": self.a.kind,
            "a": self.a.value,
            "b": self.b.value,
            "diff": self.diff,
            "low": self.low,
            "high": self.high,
            "p_value": self.p_value,
            "significant": self.significant,
        }


@dataclass(frozen=True)
class Comparison:
    """The summaries of A and B and a :class:`Change` per measure both hold."""

    a: Summary
    b: Summary
    changes: dict[str, Change]

    def significant(self) -> list[Change]:
        """The changes with ``p < 0.05``, in measure order."""
        return [c for c in self.changes.values() if c.significant]

    def sentences(self, lang: str = "en") -> list[str]:
        """A sentence per significant change (not for :data:`ECHOES`, which repeat another)."""
        return [c.sentence(lang) for c in self.significant() if c.key not in ECHOES]

    def header(self, lang: str = "en") -> tuple[str, ...]:
        """Column names for :meth:`rows`."""
        names = ("measure", "a", "b", "diff", "interval", "p")
        return (*(t(f"lab.column.{n}", lang) for n in names), "")

    def rows(self, lang: str = "en") -> list[tuple[str, ...]]:
        """Per change: name, A, B, B − A, interval, p-value and "*" if significant, as text."""
        out = []
        for c in self.changes.values():
            p = (
                "—"
                if c.p_value is None
                else ("<0.001" if c.p_value < 0.001 else f"{c.p_value:.3f}")
            )
            out.append(
                (
                    c.a.label(lang),
                    fmt(c.a.value, c.a.unit, lang),
                    fmt(c.b.value, c.b.unit, lang),
                    fmt(c.diff, c.diff_unit, lang),
                    fmt_interval(c.low, c.high, c.diff_unit, lang),
                    p,
                    "*" if c.significant else "",
                )
            )
        return out

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: both summaries and the changes."""
        return {
            "a": self.a.to_dict(),
            "b": self.b.to_dict(),
            "changes": {k: c.to_dict() for k, c in self.changes.items()},
        }


def compare(
    table_a: Table, table_b: Table, *, resamples: int = RESAMPLES, seed: int = 0
) -> Comparison:
    """Compare B with A (ValueError if they are of different games or player counts, or empty)."""
    if table_a.game != table_b.game:
        raise ValueError(
            f"cannot compare tables of different games: {table_a.game!r} and {table_b.game!r}"
        )
    if table_a.rows and table_b.rows and table_a.players != table_b.players:
        raise ValueError(
            f"cannot compare tables of different player counts: {table_a.players} and {table_b.players}"
        )
    a = summarize(table_a, resamples=resamples, seed=seed)
    b = summarize(table_b, resamples=resamples, seed=seed)
    return compare_summaries(a, b, resamples=resamples, seed=seed)


def compare_summaries(
    a: Summary, b: Summary, *, resamples: int = RESAMPLES, seed: int = 0
) -> Comparison:
    """:func:`compare` for summaries already made (same checks)."""
    if (a.game, a.players) != (b.game, b.players):
        raise ValueError(
            f"cannot compare {a.game} with {a.players} players and {b.game} with {b.players} players"
        )
    changes = {}
    for key, ma in a.measures.items():
        mb = b.measures.get(key)
        if mb is not None:
            changes[key] = _change(ma, mb, resamples, seed)
    return Comparison(a, b, changes)


def _change(a: Measure, b: Measure, resamples: int, seed: int) -> Change:
    diff = b.value - a.value
    d: Difference | None = None
    if a.kind == "rate":
        assert a.successes is not None and a.trials and b.successes is not None and b.trials
        d = two_proportions(a.successes, a.trials, b.successes, b.trials)
    elif min(a.n, b.n) >= 2 and a.kind == "mean":
        d = welch(a.values, b.values)
    elif min(a.n, b.n) >= 2:
        stat = STATISTICS[a.key]
        d = bootstrap_difference(a.values, b.values, stat, resamples=resamples, seed=seed)
    if d is None:
        return Change(a, b, diff, None, None, None)
    return Change(a, b, diff, d.low, d.high, d.p_value)
