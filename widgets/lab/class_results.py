"""The tournament's results on the class page: the table of measures with their intervals,
sortable by any measure in either order, the figures naming each variant, and the downloads (the
table as CSV, every rule set and the table as a zip). The tournament is read from the run's
tables as they grow (:class:`kit.lab.tournament.Tournament`)."""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from kit.core import i18n
from kit.lab.tournament import Entry, Tournament, entries_for, sort_keys
from kit.plots.lab_tournament import tournament_figures
from widgets.a11y import aria_name
from widgets.figures import FigureSlot
from widgets.files import download_link
from widgets.lab.class_variants import Variant
from widgets.lab.results import esc


class ResultsPanel(W.VBox):
    """The results part of ``page`` (a :class:`widgets.lab.class_page.ClassPage`)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.entries: list[Entry] = []
        self.shown: Tournament | None = None
        self.sort = W.Dropdown(options=[("—", "name")], value="name")
        self.sort.layout.width = "auto"
        self.sort.add_class("moai-class-sort")
        self.order = W.ToggleButtons(options=[("↑", False), ("↓", True)], value=False)
        self.order.add_class("moai-class-order")
        for widget in (self.sort, self.order):
            widget.observe(lambda _: self.show_table(), names="value")
        self.words = {k: W.HTML() for k in ("sort", "order")}
        self.table = W.HTML()
        self.table.add_class("moai-class-table")
        self.slots: dict[str, FigureSlot] = {}
        self.figures = W.VBox()
        self.downloads = W.HTML()
        self.downloads.add_class("moai-class-downloads")
        self.controls = W.HBox(
            [self.words["sort"], self.sort, self.words["order"], self.order],
            layout=W.Layout(flex_flow="row wrap", align_items="center", display="none"),
        )
        super().__init__([self.controls, self.table, self.figures, self.downloads])

    @property
    def lang(self) -> str:
        return self.page.lang

    def entries_of(self, chosen: list[Variant]) -> list[Entry]:
        """The tournament's entries: the published rules first, then ``chosen``, named apart."""
        wanted = [Entry(v.name, v.ruleset, v.author, v.note) for v in chosen]
        return entries_for(self.page.game, wanted, reference=True)

    def start(self, entries: list[Entry], run: Any) -> None:
        """A new tournament starts: the old results go."""
        self.entries = entries
        self.clear()

    def clear(self) -> None:
        """No results shown."""
        self.shown = None
        self.table.value = self.downloads.value = ""
        self.figures.children = []
        self.slots = {}
        self.controls.layout.display = "none"

    def set_lang(self, lang: str) -> None:
        """Every word in ``lang``."""
        t = i18n.t
        self.words["sort"].value = f"<b>{esc(t('class.page.sort', lang))}</b>&nbsp;"
        self.words["order"].value = f"&nbsp;<b>{esc(t('class.page.order', lang))}</b>&nbsp;"
        aria_name(self.sort, t("class.page.sort", lang))
        aria_name(self.order, t("class.page.order", lang))
        order = self.order.value
        self.order.options = [(t("class.page.up", lang), False), (t("class.page.down", lang), True)]
        self.order.value = order
        self._sort_options()
        self.show_table()

    def _sort_options(self) -> None:
        lang = self.lang
        key = self.sort.value
        header = self.shown.header(lang) if self.shown is not None else ()
        labels = dict(zip(sort_keys(), header[: len(sort_keys())], strict=False))
        keys = sort_keys(self.shown is not None and self.shown.hidden is not None)
        options = [(labels.get(k, k), k) for k in keys]
        if self.shown is not None:
            options = [(self.shown.sort_label(k, lang), k) for k in keys]
        self.sort.options = options
        self.sort.value = key if key in keys else "name"

    def draw(self, run: Any, hidden: list[Any] | None = None) -> None:
        """The results of ``run`` (an :class:`widgets.lab.run.ABRun` of the entries) so far;
        ``hidden``: what hidden information was worth, per entry, once measured."""
        if not self.entries or any(len(t) < 2 for t in run.tables.values()):
            return
        kept = min(len(t) for t in run.tables.values())
        tables = [run.tables[e.name] for e in self.entries]
        self.shown = Tournament.of_tables(
            self.page.game,
            self.entries,
            [type(t)(t.game, t.rows[:kept]) for t in tables],
            players=self.page.players.value,
            bots=[self.page.bots.value] * self.page.players.value,
            seed=run.seed,
            hidden=hidden,
        )
        self.controls.layout.display = None
        self._sort_options()
        self.show_table()
        if run.finished:
            self.show_figures()
            self.show_downloads()

    def show_table(self) -> None:
        """The table, sorted as asked."""
        tournament = self.shown
        if tournament is None:
            return
        lang = self.lang
        header = tournament.header(lang)
        rows = tournament.rows(lang, sort_by=self.sort.value, descending=self.order.value)
        head = "".join(f"<th scope='col'>{esc(h)}</th>" for h in header)
        body = "".join(
            "<tr>"
            + f"<th scope='row'>{esc(row[0])}</th>"
            + "".join(f"<td>{esc(c)}</td>" for c in row[1:])
            + "</tr>"
            for row in rows
        )
        caption = esc(i18n.t("class.page.caption", lang))
        self.table.value = (
            "<div style='overflow-x:auto'><table class='moai-table moai-class-results'>"
            f"<caption>{caption}</caption><thead><tr>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table></div>"
        )
        if self.slots:
            self.show_figures()
            self.show_downloads()

    def show_figures(self) -> None:
        """One figure per measure, each variant named."""
        tournament = self.shown
        if tournament is None:
            return
        figures = tournament_figures(tournament, self.lang)
        if set(self.slots) != {name for name, _ in figures}:
            self.slots = {name: FigureSlot() for name, _ in figures}
            for name, slot in self.slots.items():
                slot.add_class(f"moai-class-fig-{name}")
            self.figures.children = list(self.slots.values())
        for name, fig in figures:
            self.slots[name].show(fig)

    def show_downloads(self) -> None:
        """The table as CSV and the zip of every rule set and the table."""
        tournament = self.shown
        if tournament is None:
            return
        lang, game = self.lang, self.page.game
        sep = esc(i18n.t("app.sep", lang))
        self.downloads.value = sep.join(
            [
                download_link(
                    tournament.to_csv(lang),
                    f"{game}-class-tournament.csv",
                    i18n.t("class.page.csv", lang),
                    "text/csv",
                ),
                download_link(
                    tournament.rulesets_zip(),
                    f"{game}-class-variants.zip",
                    i18n.t("class.page.zip", lang),
                    "application/zip",
                ),
            ]
        )
