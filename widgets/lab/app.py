"""The design lab page: change a rule, let bots play many games, and see what changed.

Two rule sets side by side, **A** (the seed's rules) and **B** (what the class changes), the same
players and seeds for both; **Run** plays them (progress, games per second, time left; **Stop**
keeps what finished) and the figures and the measures table fill in as results arrive. Before
it starts, the page says how long the run will take and offers a smaller one when it is over
the time the lesson gives it (:mod:`widgets.lab.estimate`). The tables download as CSV, and
each rule set as a file that the play page loads.

The page reads the games through :mod:`kit.lab` only. Inside a kernel the games run on its
event loop (a process pool when there are several cores), so the page stays responsive; outside
a kernel (scripts, tests) **Run** plays them at once. In a browser (Pyodide: the static site)
there is no process pool: the page says so and starts with fewer games (:func:`first_table`).
"""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.errors import KitError
from kit.core.records import MAX_RECORD_BYTES
from kit.lab import compare, summarize
from kit.lab.bots import BOTS
from kit.lab.games import LabError, engine, lab_parts
from kit.lab.ruleset import RuleSet
from kit.plots.lab import lab_figure, lab_figure_names
from widgets.a11y import aria_name
from widgets.figures import FigureSlot
from widgets.files import label_upload, uploaded_file
from widgets.lab.causes import CausesPanel, DeeperPanel
from widgets.lab.estimate import EstimatePanel
from widgets.lab.results import downloads_html, esc, findings_html, measures_html
from widgets.lab.rules import RuleSetPanel
from widgets.lab.run import (
    ABRun,
    Background,
    named_comparison,
    named_summary,
    single_process,
)
from widgets.lab.sweep import SweepMode
from widgets.language import page_lang
from widgets.page import Page

RULES_LIMIT = MAX_RECORD_BYTES
"""The largest rule-set file the page reads (2 MB), stated on its upload button."""


def first_table(game: str, single: bool) -> dict[str, Any]:
    """The page's first table (``players``, ``games``, ``bots``), from the game's lab parts:
    fewer games when they run one at a time in the page (``single``, as on the static site)."""
    page = dict(lab_parts(game).page)
    if single:
        page["games"] = page.get("single_games", page["games"])
    return page


class LabApp(Background, Page):
    """The design lab of ``game`` (a key of :mod:`kit.games`). ``single`` says that the games can
    only run in the page's own process (None: find out, true in a browser), which the page then
    says, starting with fewer games."""

    def __init__(
        self,
        game: str,
        lang: str | None = None,
        games: int | None = None,
        single: bool | None = None,
    ) -> None:
        self.language_switch(page_lang() if lang is None else lang)
        engine(game)
        self.game = game
        self.single = single_process() if single is None else single
        defaults = first_table(game, self.single)
        self.run_state: ABRun | None = None
        self.task: asyncio.Future | None = None
        self.title = W.HTML()
        self.intro = W.HTML()
        self.sets = {name: RuleSetPanel(game, name, self.lang) for name in ("A", "B")}
        sets = W.HBox(
            [self.sets["A"], self.sets["B"]],
            layout=W.Layout(flex_flow="row wrap", align_items="flex-start", grid_gap="16px"),
        )
        who = self._who(defaults, games or defaults["games"])
        controls = self._controls()
        self.estimate = EstimatePanel(self)  # the run's time, before it starts
        results = self._results()
        super().__init__(
            [
                self.title_row(self.title),
                self.intro,
                sets,
                who,
                self.estimate,
                self.single_note,
                controls,
                self.message,
                results,
            ]
        )
        self.add_class(f"moai-lab-{game}")
        self._show_seats()
        self.sweep = SweepMode(self)  # the switch "Compare A and B / Sweep one rule"
        self.sweep.ab_parts.append(self.estimate)
        self.ready()

    def _who(self, defaults: dict[str, Any], games: int) -> W.VBox:
        """Who plays and how many games: the players, each seat's bot, the bots' settings, the
        games and the seed, and the upload of a rule set."""
        self.rules_upload = W.FileUpload(accept=".json", multiple=False)
        self.rules_upload.observe(lambda c: self.load_rules(c["new"]), names="value")
        low, high = self.sets["A"].spec.players[:2]
        self.players = W.Dropdown(options=list(range(low, high + 1)), value=defaults["players"])
        self.players.observe(lambda _: self._show_seats(), names="value")
        self.seat_bots = [
            W.Dropdown(options=list(BOTS), value=defaults["bots"], layout=W.Layout(width="120px"))
            for _ in range(high)
        ]
        self.seat_labels = [W.HTML() for _ in range(high)]
        self.seats_box = W.HBox()
        self.iterations = W.BoundedIntText(value=60, min=1, max=100_000)
        self.iterations.layout = W.Layout(width="110px")
        self._weights()
        self.games = W.BoundedIntText(value=games, min=1, max=100_000)
        self.games.layout = W.Layout(width="110px")
        self.seed = W.BoundedIntText(value=1, min=0, max=2**31)
        self.seed.layout = W.Layout(width="110px")
        self.words: dict[str, W.HTML] = {
            k: W.HTML() for k in ("players", "bots", "iterations", "games", "seed", "rules_file")
        }
        return W.VBox(
            [
                W.HBox([self.words["players"], self.players]),
                W.HBox([self.words["bots"], self.seats_box]),
                W.HBox([self.words["iterations"], self.iterations]),
                self.weights_box,
                W.HBox([self.words["games"], self.games, self.words["seed"], self.seed]),
                W.HBox([self.words["rules_file"], self.rules_upload]),
            ]
        )

    def _weights(self) -> None:
        """The greedy bot's weights, each in a box, under one accordion."""
        weights_cls = engine(self.game).GreedyWeights
        self.weights = {
            f.name: (W.FloatText if isinstance(f.default, float) else W.IntText)(
                value=f.default, layout=W.Layout(width="90px")
            )
            for f in dataclasses.fields(weights_cls)
        }
        self.weight_labels = {name: W.HTML() for name in self.weights}
        self.weights_box = W.Accordion(
            children=[W.VBox([W.HBox([w, self.weight_labels[n]]) for n, w in self.weights.items()])]
        )

    def _controls(self) -> W.HBox:
        """Run and Stop, the progress and the status; the run's message and the note of a page
        that runs its games one at a time."""
        self.run_button = W.Button(
            button_style="primary", icon="play", layout=W.Layout(width="auto")
        )
        self.run_button.add_class("moai-lab-run")
        self.run_button.on_click(lambda _: self.run())
        self.stop_button = W.Button(icon="stop", disabled=True, layout=W.Layout(width="auto"))
        self.stop_button.add_class("moai-lab-stop")
        self.stop_button.on_click(lambda _: self.stop())
        self.progress = W.IntProgress(value=0, min=0, max=1, layout=W.Layout(width="320px"))
        self.status = W.HTML()
        self.status.add_class("moai-lab-status")
        self.message = W.HTML()
        self.message.add_class("moai-lab-message")
        self.single_note = W.HTML(layout=W.Layout(display=None if self.single else "none"))
        self.single_note.add_class("moai-lab-single")
        return W.HBox(
            [self.run_button, self.stop_button, self.progress, self.status],
            layout=W.Layout(align_items="center", flex_flow="row wrap"),
        )

    def _results(self) -> W.VBox:
        """The findings, the figures, the measures and the downloads."""
        self.slots = {name: FigureSlot() for name in self._figure_names()}
        for name, slot in self.slots.items():
            slot.add_class(f"moai-lab-fig-{name}")
        self.measures = W.HTML()
        self.measures.add_class("moai-lab-measures")
        self.findings = W.HTML()
        self.findings.add_class("moai-lab-findings")
        self.downloads = W.HTML()
        self.downloads.add_class("moai-lab-downloads")
        self.causes, self.deeper = CausesPanel(self.game), DeeperPanel(self)
        parts = [self.findings, *self.slots.values(), self.measures, self.downloads]
        return W.VBox([*parts, self.causes, self.deeper])

    # -- words ---------------------------------------------------------------------------------
    def render(self) -> None:
        """Every word in the page's language (:meth:`Page.set_lang`); results are redrawn,
        nothing is lost."""
        lang = self.lang
        self.estimate.hold()  # the dropdowns pass through other values while relabelled

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        title = t("lab.page.title", game=self.sets["A"].spec.name(lang))
        self.title.value = f"<h2 class='moai-title'>{esc(title)}</h2>"
        self.intro.value = f"<p>{esc(t('lab.page.intro'))}</p>"
        self.single_note.value = (
            f"<p style='color:#555'><i>{esc(t('lab.page.single_process'))}</i></p>"
            if self.single
            else ""
        )
        for panel in self.sets.values():
            panel.set_lang(lang)
        for key in self.words:
            self.words[key].value = f"<b>{esc(t(f'lab.page.{key}'))}</b>&nbsp;"
        for key in ("players", "iterations", "games", "seed"):
            aria_name(getattr(self, key), t(f"lab.page.{key}"))
        for i, label in enumerate(self.seat_labels):
            label.value = esc(t("core.player", n=i + 1))
            aria_name(self.seat_bots[i], t("core.player", n=i + 1) + t("app.colon") + t("a11y.bot"))
        for dropdown in self.seat_bots:
            value = dropdown.value
            dropdown.options = [(t(f"lab.page.bot.{b}"), b) for b in BOTS]
            dropdown.value = value
        self.weights_box.set_title(0, t("lab.page.weights"))
        for name, label in self.weight_labels.items():
            key = f"lab.page.weight.{self.game}.{name}"
            label.value = esc(t(key)) if i18n.has(key) else f"<code>{esc(name)}</code>"
            self.weights[name].tooltip = t(key) if i18n.has(key) else name
            aria_name(self.weights[name], t(key) if i18n.has(key) else name)
        label_upload(self.rules_upload, t("lab.page.load_rules"), RULES_LIMIT, lang)
        self.run_button.description = t("lab.page.run")
        self.stop_button.description = t("lab.page.stop")
        self.causes.set_lang(lang)
        self.deeper.set_lang(lang)
        self.estimate.set_lang(lang)
        self.draw()

    def _figure_names(self) -> list[str]:
        return lab_figure_names(self.game)

    def _show_seats(self) -> None:
        n = self.players.value
        self.seats_box.children = [
            W.VBox([self.seat_labels[i], self.seat_bots[i]]) for i in range(n)
        ]

    # -- what to run ----------------------------------------------------------------------------
    def bot_specs(self) -> list[str]:
        """The bot spec of each seat, with the page's ISMCTS budget and greedy weights."""
        weights_cls = engine(self.game).GreedyWeights
        changed = [
            f"{f.name}={self.weights[f.name].value}"
            for f in dataclasses.fields(weights_cls)
            if self.weights[f.name].value != f.default
        ]
        specs = []
        for dropdown in self.seat_bots[: self.players.value]:
            kind = dropdown.value
            if kind == "ismcts":
                cutoff = lab_parts(self.game).ismcts.get("cutoff") or 40
                specs.append(f"ismcts:iterations={self.iterations.value}:cutoff={cutoff}")
            elif kind == "greedy" and changed:
                specs.append(":".join(["greedy", *changed]))
            else:
                specs.append(kind)
        return specs

    def rulesets(self) -> dict[str, RuleSet]:
        return {name: panel.ruleset() for name, panel in self.sets.items()}

    # -- running --------------------------------------------------------------------------------
    def run(self) -> None:
        """Start the experiment (a bad value is shown and nothing starts)."""
        if self.running():
            return
        try:
            run = ABRun(
                self.rulesets(),
                players=self.players.value,
                bots=self.bot_specs(),
                games=self.games.value,
                seed=self.seed.value,
            )
        except (LabError, KitError, ValueError) as exc:
            reason = exc.message(self.lang) if isinstance(exc, KitError) else str(exc)
            self.message.value = f"<span style='color:#b00'>{esc(reason)}</span>"
            return
        self.message.value = ""
        self.progress.max = run.total
        self.progress.value = 0
        self.run_button.disabled = True
        self.stop_button.disabled = False
        self.launch_run(run)

    def run_ended(self) -> None:
        self.estimate.observe_run(self.run_state)
        self.run_button.disabled = False
        self.stop_button.disabled = True
        if self.failure() is not None:
            self.message.value = f"<span style='color:#b00'>{esc(self.failure())}</span>"
        self.draw()

    # -- drawing --------------------------------------------------------------------------------
    def draw(self) -> None:
        """Progress, figures, measures and downloads from the tables so far."""
        run = self.run_state
        lang = self.lang
        if run is None:
            self.status.value = ""
            return
        self.progress.value = run.done
        left = run.seconds_left()
        key = (
            "lab.page.stopped"
            if run.stopped
            else "lab.page.done"
            if run.finished
            else "lab.page.progress"
        )
        self.status.value = esc(
            i18n.t(
                key,
                lang,
                done=run.done,
                total=run.total,
                rate=f"{run.rate():.1f}",
                left="—" if left is None or run.finished else f"{left:.0f}",
            )
        )
        tables = run.tables
        if any(len(t) == 0 for t in tables.values()):
            return
        fair = len(tables["A"]) > 1 and len(tables["B"]) > 1
        comparison = compare(tables["A"], tables["B"], resamples=400) if fair else None
        if comparison is not None:
            comparison = named_comparison(comparison, lang)
            summaries = {"A": comparison.a, "B": comparison.b}
        else:
            summaries = {
                name: named_summary(summarize(t, resamples=400), lang) for name, t in tables.items()
            }
        spec = games.spec(self.game)
        default = engine(self.game).default_board().to_dict() if spec.has_board else {}
        boards = {name: rs.board or default for name, rs in run.rulesets.items()}
        figs = {
            name: lab_figure(name, tables, summaries, comparison, lang, boards, self.game)
            for name in self.slots
        }
        for name, slot in self.slots.items():
            slot.show(figs.get(name))
        self.measures.value = measures_html(comparison, summaries, lang)
        self.findings.value = findings_html(comparison, run, lang)
        self.downloads.value = downloads_html(run, self.game, lang)
        self.causes.show(tables if run.finished else None, lang)

    # -- files ----------------------------------------------------------------------------------
    def load_rules(self, value: Any) -> None:
        """An uploaded rule-set file goes into B (a bad file is refused with the reason; over
        :data:`RULES_LIMIT` before it is read)."""
        got = uploaded_file(value)
        if got is None:
            return
        name = got.name
        self.rules_upload.value = ()
        try:
            ruleset = RuleSet.from_json(got.read(RULES_LIMIT))
            if ruleset.game != self.game:
                try:
                    game = games.spec(ruleset.game).name(self.lang)
                except KeyError:
                    game = ruleset.game
                raise LabError(i18n.t("lab.page.wrong_game", self.lang, game=game))
            self.sets["B"].show(ruleset)
        except (KitError, LabError, ValueError) as exc:
            reason = exc.message(self.lang) if isinstance(exc, KitError) else str(exc)
        except Exception as exc:  # a last guard: a widget callback must never raise
            reason = i18n.t("upload.unreadable", self.lang, kind=type(exc).__name__)
        else:
            self.message.value = esc(i18n.t("lab.page.rules_loaded", self.lang, name=name))
            return
        self.message.value = (
            f"<span style='color:#b00'>"
            f"{esc(i18n.t('lab.page.rules_refused', self.lang, name=name, reason=reason))}</span>"
        )
