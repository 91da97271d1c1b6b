"""A class tournament: every variant a class submitted (a :class:`~kit.lab.ruleset.RuleSet`
each), played on the same seeds with the same bots, and its measures side by side.

::

    t = tournament("rapanui", [Entry("Short", RuleSet("rapanui", {"moai_cost": 2}))],
                   players=3, bots=["greedy"] * 3, games=40, seed=1)
    t.rows("en", sort_by="balance")    # name, author, games, each measure "value [low, high]", ...
    t.differences()                    # each variant against the seed's rules, Holm-corrected

**The same games.** Every entry plays seeds ``seed``, ``seed + 1``, ... with the same bots at the
same seats, exactly as :func:`kit.lab.run` plays one rule set: the table of an entry *is* the
table of ``run(game, players=, bots=, options=ruleset.options, board=ruleset.board, games=,
seed=)``. The games of all entries run interleaved by seed, chunk by chunk, on the lab's
executors (:func:`kit.lab.sweep.play_interleaved`), so a tournament stopped early (``progress``
returning False) keeps, for every entry, the games of the same first seeds.

**The reference.** ``reference=True`` adds the seed's rules (``RuleSet(game)``) first, unless an
entry already has exactly those rules. Every other entry is compared with it, paired by seed
(:func:`kit.lab.compare.compare_summaries`), on the measures of :attr:`Tournament.MEASURES`; the
p-values are adjusted by Holm's procedure over *all variants × measures* together
(:func:`kit.lab.significance.holm`), so that the chance of any false "differs" in the whole table
stays at most 5%. A measure that says what another shown one says (an echo, see
:mod:`kit.lab.compare`) is one test, not two.

**What hidden information is worth** (``hidden=True``): per entry, the same seeds played twice
more, with a fair ISMCTS seat and one that sees every hidden card (not a fair player), the other
seats greedy (:mod:`kit.lab.hidden_value`). It is costly, so the budget is small by default
(:func:`hidden_budget`, seeds per arm and iterations a decision, from the game's lab parts): Rapa Nui 10 seeds at 20
iterations (4 entries: 7 s on 2 cores), Giants 4 seeds at 10 iterations (2 to 6 s a searcher's
game: 2 entries took 49 s on 2 busy cores). Enough to show the method and a large gap, too few
to conclude on a small one.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from kit.core import i18n
from kit.core.records import cut, detail_of
from kit.lab import hidden_value as hv
from kit.lab.compare import Change, compare_summaries, same_games
from kit.lab.experiment import Progress, consecutive, plan
from kit.lab.games import LabError
from kit.lab.measures import summarize
from kit.lab.messages import fmt, fmt_interval
from kit.lab.significance import holm
from kit.lab.summary import Summary
from kit.lab.sweep import Point, play_interleaved
from kit.lab.table import Table
from kit.lab.tournament_entries import (
    REFERENCE,
    Entry,
    TournamentError,
    entries_for,
    file_stem,
    hidden_budget,
    seed_rules,
)

CELL = "lab.tournament.cell"
HIDDEN = "hidden_value"
"""The key of what hidden information is worth, a column when it was measured."""


def sort_keys(hidden: bool = False) -> tuple[str, ...]:
    """What :meth:`Tournament.rows` can sort by: ``"name"`` and the measures (and
    :data:`HIDDEN` when it was measured)."""
    return ("name", *Tournament.MEASURES, *((HIDDEN,) if hidden else ()))


@dataclass
class Tournament:
    """The tables of a tournament (``tables[i]`` of ``entries[i]``, the reference first when it
    was added), how they were played, and ``hidden``: per entry, what hidden information is
    worth (a :class:`kit.lab.hidden_value.HiddenValue`, None where too few games), or None when
    it was not measured."""

    game: str
    entries: list[Entry]
    tables: list[Table]
    players: int
    bots: list[str]
    seed: int
    games: int
    hidden: list[hv.HiddenValue | None] | None = None
    _summaries: dict[int, Summary] = field(default_factory=dict, repr=False, compare=False)
    _changes: list[dict[str, Change]] | None = field(default=None, repr=False, compare=False)

    MEASURES: ClassVar[tuple[str, ...]] = (
        "balance",
        "first_seat_advantage",
        "duration_rounds",
        "duration_decisions",
        "decisiveness",
        "lead_changes",
        "score_spread",
        "completion",
    )
    """The measures shown, in order (keys of :func:`kit.lab.summarize`)."""

    @classmethod
    def of_tables(
        cls,
        game: str,
        entries: Sequence[Entry],
        tables: Sequence[Table],
        *,
        players: int,
        bots: Sequence[str],
        seed: int,
        games: int | None = None,
        hidden: list[hv.HiddenValue | None] | None = None,
    ) -> Tournament:
        """A tournament of tables played elsewhere (a page's run), ``tables[i]`` of
        ``entries[i]`` (as :func:`entries_for` gives them): each table kept to the seeds from
        ``seed`` on that every table holds, so that all entries rest on the same games."""
        if (n := len(entries)) != len(tables):
            raise TournamentError("lab.tournament.err.tables", entries=n, tables=len(tables))
        ordered = [consecutive(t.sorted(), seed) for t in tables]
        kept = min((len(t) for t in ordered), default=0)
        kept_tables = [Table(game, t.rows[:kept]) for t in ordered]
        shown = kept if games is None else games
        return cls(game, list(entries), kept_tables, players, list(bots), seed, shown, hidden)

    # -- measures ---------------------------------------------------------------------------
    @property
    def reference(self) -> int | None:
        """The index of the entry with the seed's rules (the first), or None."""
        return next((i for i, e in enumerate(self.entries) if seed_rules(e.ruleset)), None)

    @property
    def measures(self) -> tuple[str, ...]:
        """The measure keys of the table: :attr:`MEASURES`, and :data:`HIDDEN` when measured."""
        return (*self.MEASURES, *((HIDDEN,) if self.hidden is not None else ()))

    def name(self, i: int, lang: str = "en") -> str:
        """The name of entry ``i`` (the added reference's in ``lang``), as typed: escape it."""
        entry = self.entries[i]
        if entry.name == i18n.t(REFERENCE, "en") and seed_rules(entry.ruleset):
            return i18n.t(REFERENCE, lang)
        return entry.name

    def summary(self, i: int) -> Summary:
        """Every measure of entry ``i``'s table (:func:`kit.lab.summarize`), kept (ValueError
        for a table with no games)."""
        if i not in self._summaries:
            self._summaries[i] = summarize(self.tables[i])
        return self._summaries[i]

    def point(self, i: int, measure: str) -> Point:
        """``measure`` of entry ``i`` (its ``value`` is the entry's name): the estimate and 95%
        interval, None where the table cannot give them."""
        name = self.entries[i].name
        if measure == HIDDEN:
            h = self.hidden[i] if self.hidden is not None else None
            gap = (h.gap.diff, h.gap.low, h.gap.high) if h is not None else (None, None, None)
            return Point(name, *gap, "points", len(h.seeds) if h is not None else 0)
        m = self.summary(i).measures.get(measure) if len(self.tables[i]) else None
        if m is None:
            return Point(name, None, None, None)
        return Point(name, m.value, m.low, m.high, m.unit, m.n)

    def label(self, measure: str, lang: str = "en") -> str:
        """A measure's name in ``lang``."""
        if measure == HIDDEN:
            return i18n.t("lab.tournament.measure.hidden_value", lang)
        return i18n.t(f"lab.measure.{measure}", lang)

    def sort_label(self, key: str, lang: str = "en") -> str:
        """The name of a sort key (:func:`sort_keys`) in ``lang``."""
        return (
            i18n.t("lab.tournament.column.name", lang) if key == "name" else self.label(key, lang)
        )

    def differences(self) -> list[dict[str, Change]]:
        """Per entry, each measure of :attr:`MEASURES` against the reference (empty for the
        reference itself, and for all when there is none): a :class:`kit.lab.compare.Change`
        (paired by seed) whose ``p_adjusted`` is Holm's over all variants × measures; its
        ``significant`` says whether the measure differs from the reference."""
        if self._changes is not None:
            return self._changes
        ref = self.reference
        out: list[dict[str, Change]] = [{} for _ in self.entries]
        family: list[tuple[int, str]] = []
        for i in range(len(self.entries)):
            if ref is None or i == ref or min(len(self.tables[i]), len(self.tables[ref])) < 2:
                continue
            a = self._shown(ref)
            paired = same_games(self.tables[ref], self.tables[i])
            out[i] = compare_summaries(a, self._shown(i), paired=paired).changes
            family += [
                (i, k) for k, c in out[i].items() if c.echo_of is None and c.p_value is not None
            ]
        p_values = [out[i][k].p_value for i, k in family]
        adjusted = dict(zip(family, holm(p_values), strict=True))  # type: ignore[arg-type]
        for i, changes in enumerate(out):
            for k, c in changes.items():
                p_adj = None if c.p_value is None else adjusted.get((i, c.echo_of or k), 1.0)
                changes[k] = dataclasses.replace(c, p_adjusted=p_adj)
        self._changes = out
        return out

    def _shown(self, i: int) -> Summary:
        s = self.summary(i)
        shown = {k: s.measures[k] for k in self.MEASURES if k in s.measures}
        return Summary(s.game, s.players, s.games, shown)

    def differing(self, i: int) -> list[str]:
        """The measures of entry ``i`` that differ from the reference (Holm), in order."""
        return [k for k, c in self.differences()[i].items() if c.significant]

    # -- text ---------------------------------------------------------------------------------
    def header(self, lang: str = "en") -> tuple[str, ...]:
        """Column names for :meth:`rows`."""
        words = [i18n.t(f"lab.tournament.column.{k}", lang) for k in ("name", "author", "games")]
        differs = i18n.t("lab.tournament.column.differs", lang)
        return (*words, *(self.label(k, lang) for k in self.measures), differs)

    def rows(
        self, lang: str = "en", sort_by: str | None = None, descending: bool = False
    ) -> list[tuple[str, ...]]:
        """Per entry, as text: name, author, games, each measure as "value [low, high]" ("—"
        where missing) and the measures that differ from the reference (Holm), sorted by
        ``sort_by`` (a key of :func:`sort_keys`; None: the entries' order), a missing measure
        last in either order."""
        out = []
        for i in self.order(sort_by, descending, lang):
            cells = [self.name(i, lang), self.entries[i].author, str(len(self.tables[i]))]
            cells += [cell_text(self.point(i, key), lang) for key in self.measures]
            out.append((*cells, self._differs_text(i, lang)))
        return out

    def order(self, sort_by: str | None, descending: bool = False, lang: str = "en") -> list[int]:
        """The entries' indexes sorted by ``sort_by`` (see :meth:`rows`); ties keep their order."""
        every = list(range(len(self.entries)))
        if sort_by is None:
            return every
        if sort_by == "name":
            return sorted(every, key=lambda i: self.name(i, lang).casefold(), reverse=descending)
        if sort_by not in sort_keys(True):
            raise TournamentError("lab.sweep.err.measure", measure=sort_by, known=sort_keys())
        values = {i: self.point(i, sort_by).estimate for i in every}
        known = [i for i in every if values[i] is not None]
        sign = -1 if descending else 1
        known.sort(key=lambda i: sign * values[i])  # type: ignore[operator]
        return known + [i for i in every if values[i] is None]

    def _differs_text(self, i: int, lang: str) -> str:
        if i == self.reference:
            return i18n.t("lab.tournament.is_reference", lang)
        changes = self.differences()[i]
        if not changes:
            return "—"
        words = [
            i18n.t(f"lab.tournament.{'higher' if changes[k].diff > 0 else 'lower'}", lang,
                   measure=self.label(k, lang))
            for k in self.differing(i)
        ]  # fmt: skip
        return i18n.join(words, lang) if words else i18n.t("lab.tournament.differs_none", lang)

    # -- files --------------------------------------------------------------------------------
    def to_csv(self, lang: str = "en") -> str:
        """The table as CSV: one row per entry (in order): name, author, note, games, then per
        measure its estimate, 95% low and high (plain numbers, a share as a fraction) and the
        Holm-adjusted p-value against the reference, then the measures that differ."""
        t = i18n.t
        head = [t(f"lab.tournament.column.{k}", lang) for k in ("name", "author", "note", "games")]
        for key in self.measures:
            label = self.label(key, lang)
            words = [t(f"lab.tournament.column.{c}", lang, measure=label) for c in ("low", "high")]
            head += [label, *words, t("lab.tournament.column.p", lang, measure=label)]
        head.append(t("lab.tournament.column.differs", lang))
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(head)
        changes = self.differences()
        for i, entry in enumerate(self.entries):
            row = [self.name(i, lang), entry.author, entry.note, str(len(self.tables[i]))]
            for key in self.measures:
                p = self.point(i, key)
                change = changes[i].get(key)
                row += [_number(v) for v in (p.estimate, p.low, p.high)]
                row.append(_number(change.p_adjusted) if change is not None else "")
            writer.writerow([*row, self._differs_text(i, lang)])
        return out.getvalue()

    def rulesets_zip(self, lang: str = "en") -> bytes:
        """A zip of every entry's rule-set file (``NN-name.json``, :meth:`RuleSet.to_json`,
        named as in the tournament) and the table (``tournament.csv``, :meth:`to_csv`)."""
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
            for i, entry in enumerate(self.entries, start=1):
                ruleset = dataclasses.replace(entry.ruleset, name=cut(entry.name))
                zf.writestr(f"{i:02d}-{file_stem(entry.name)}.json", ruleset.to_json())
            zf.writestr("tournament.csv", self.to_csv(lang))
        return buffer.getvalue()


def cell_text(p: Point, lang: str = "en") -> str:
    """A measure as a table shows it: "value [low, high]", the value alone without an interval,
    "—" without a value."""
    value, interval = fmt(p.estimate, p.unit, lang), fmt_interval(p.low, p.high, p.unit, lang)
    return value if interval == "—" else i18n.t(CELL, lang, value=value, interval=interval)


def _number(value: float | None) -> str:
    return "" if value is None else f"{value:.6g}"  # as a spreadsheet reads it


def tournament(
    game: str,
    entries: Sequence[Entry],
    *,
    players: int,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    reference: bool = True,
    hidden: bool = False,
    workers: int | None = None,
    executor: Any = None,
    progress: Progress | None = None,
    max_steps: int | None = None,
    hidden_games: int | None = None,
    hidden_iterations: int | None = None,
) -> Tournament:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) of every entry (see
    :func:`entries_for`) and return the :class:`Tournament`. ``workers``, ``executor``,
    ``max_steps`` and ``progress(done, total)`` (all entries' games) as in :func:`kit.lab.run`.
    Every rule set is checked before any game starts (TournamentError naming the variant).
    ``hidden``: also what hidden information is worth, per entry, over ``hidden_games`` seeds
    at ``hidden_iterations`` ISMCTS iterations (defaults: :func:`hidden_budget`, at most
    ``games`` seeds)."""
    chosen = entries_for(game, entries, reference=reference)
    common = {"players": players, "bots": list(bots), "games": games, "seed": seed}
    common["max_steps"] = max_steps
    plan(game, **common)  # players, bots, games, seed, max_steps: checked once, LabError
    budget = hidden_budget(game)
    n_hidden = min(games, budget[0]) if hidden_games is None else hidden_games
    iterations = budget[1] if hidden_iterations is None else hidden_iterations

    def arms(e: Entry) -> list[list[dict[str, Any]]]:  # the hidden measure's fair, sees all
        if not hidden:
            return []
        both = hv.plans(game, players=players, games=n_hidden, seed=seed, iterations=iterations,
                        **_rules(e))  # fmt: skip
        return [both[hv.FAIR], both[hv.SEES]]

    for entry in chosen:
        try:
            plan(game, **common, **_rules(entry))
            arms(entry)
        except (LabError, ValueError) as exc:
            raise TournamentError(
                "lab.tournament.err.bad_rules", name=entry.name, detail=detail_of(exc)
            ) from None

    def chunks(size: int) -> list[tuple[int, dict[str, Any]]]:
        main = [plan(game, chunk_size=size, **common, **_rules(e)) for e in chosen]
        queue = [(i, p[k]) for k in range(len(main[0])) for i, p in enumerate(main)]
        more = [arm for e in chosen for arm in arms(e)]
        base = len(chosen)
        return queue + [(base + j, p[k]) for k in range(n_hidden) for j, p in enumerate(more)]

    tables = [Table(game) for _ in range(len(chosen) * (3 if hidden else 1))]
    total = games * len(chosen) + (2 * n_hidden * len(chosen) if hidden else 0)
    play_interleaved(
        chunks, tables, total, games, workers=workers, executor=executor, progress=progress
    )
    result = Tournament.of_tables(
        game, chosen, tables[: len(chosen)], players=players, bots=bots, seed=seed, games=games
    )
    if hidden:
        result.hidden = hidden_values(tables[len(chosen) :], seed)
    return result


def _rules(entry: Entry) -> dict[str, Any]:
    return {"options": entry.ruleset.options, "board": entry.ruleset.board}


def hidden_values(tables: list[Table], seed: int) -> list[hv.HiddenValue | None]:
    """Per entry (two tables each: fair, sees all), the hidden value on the seeds from ``seed``
    that every table holds (None with fewer than two)."""
    kept = min(len(consecutive(t.sorted(), seed)) for t in tables)
    out: list[hv.HiddenValue | None] = []
    for j in range(0, len(tables), 2):
        fair, sees = (Table(t.game, t.sorted().rows[:kept]) for t in tables[j : j + 2])
        out.append(hv.hidden_value({hv.FAIR: fair, hv.SEES: sees}, 400) if kept >= 2 else None)
    return out
