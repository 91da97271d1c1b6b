"""The lab page's results as text: the measures table, the findings with how they held in seed
blocks, and the downloads (no widgets here; :mod:`widgets.lab.app` shows them)."""

from __future__ import annotations

import html
from typing import Any

from kit.core import i18n
from kit.lab import replication
from kit.lab.compare import same_games
from kit.lab.messages import fmt, interval_text, sentence_sep
from widgets.files import download_link


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
    bots named, as :func:`~widgets.lab.run.named_comparison` gives them)."""
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


def findings_html(comparison: Any, run: Any, lang: str) -> str:
    """What B changed, in sentences (once the run is over, with how each held in seed blocks);
    else that A and B are the same rules, or that no difference was found."""
    tables = run.tables
    sentences = comparison.sentences(lang) if comparison else []
    if comparison is not None and run.finished and sentences:
        sentences = held_sentences(comparison, tables, lang)
    same = run.rulesets["A"].options == run.rulesets["B"].options and (
        run.rulesets["A"].board == run.rulesets["B"].board
    )
    if same:
        return f"<p>{esc(i18n.t('lab.page.same_rules', lang))}</p>"
    if sentences:
        items = "".join(f"<li>{esc(s)}</li>" for s in sentences)
        return f"<b>{esc(i18n.t('lab.page.found', lang))}</b><ul>{items}</ul>"
    return f"<p>{esc(i18n.t('lab.page.no_difference', lang))}</p>"


def downloads_html(run: Any, game: str, lang: str) -> str:
    """The links that download each table as CSV and each rule set as a file."""
    tables = run.tables
    return esc(i18n.t("app.sep", lang)).join(
        [
            download_link(
                tables[n].to_csv(),
                f"{game}-{n}.csv",
                i18n.t("lab.page.table_csv", lang, name=n),
            )
            for n in tables
        ]
        + [
            download_link(
                run.rulesets[n].to_json(),
                f"{game}-rules-{n}.json",
                i18n.t("lab.page.rules_json", lang, name=n),
            )
            for n in tables
        ]
    )
