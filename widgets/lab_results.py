"""The lab page's results as text: the measures table and the findings with how they held in
seed blocks (no widgets here; :mod:`widgets.lab` shows them)."""

from __future__ import annotations

import html
from typing import Any

from kit.lab import replication
from kit.lab.compare import same_games
from kit.lab.messages import fmt, interval_text, sentence_sep


def esc(text: Any) -> str:
    return html.escape(str(text))


def held_sentences(comparison: Any, tables: dict[str, Any], lang: str) -> list[str]:
    """Each finding's sentence and, when both tables hold the same ten or more seeds, in how
    many of 5 seed blocks it held (:func:`kit.lab.replication`)."""
    a, b = tables["A"], tables["B"]
    if min(len(a), len(b)) < 10 or not same_games(a.sorted(), b.sorted()):
        return comparison.sentences(lang)
    rep = replication(a, b, blocks=5, resamples=400)
    sep = sentence_sep(lang)
    return [f"{c.sentence(lang)}{sep}{rep.held(c.key).text(lang)}" for c in comparison.findings()]


def interval(low: float | None, high: float | None, unit: str, lang: str) -> str:
    """A 95% interval in the measure's unit, in ``lang`` ("[+1.0 pp, +3.0 pp]", "+1.0個百分點至
    +3.0個百分點"), "—" when there is none."""
    if low is None or high is None:
        return "—"
    return interval_text(fmt(low, unit, lang), fmt(high, unit, lang), lang)


def measures_html(comparison: Any, summaries: dict[str, Any], lang: str) -> str:
    """The measures table: A, B, B − A with its interval, a mark on significant changes (the
    bots named, as :func:`~widgets.lab_run.named_comparison` gives them)."""
    if comparison is not None:
        header = comparison.header(lang)
        rows = [
            (*row[:4], interval(c.low, c.high, c.diff_unit, lang), *row[5:])
            for row, c in zip(comparison.rows(lang), comparison.changes.values(), strict=True)
        ]
    else:
        first = next(iter(summaries.values()))
        header = first.header(lang)
        rows = [
            (*row[:2], interval(m.low, m.high, m.unit, lang))
            for row, m in zip(first.rows(lang), first.measures.values(), strict=True)
        ]
    head = "".join(f"<th style='text-align:left;padding:2px 8px'>{esc(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td style='padding:2px 8px'>{esc(c)}</td>" for c in row) + "</tr>"
        for row in rows
    )
    return f"<table class='moai-lab-table'><tr>{head}</tr>{body}</table>"
