"""The lab page's panels of measures that name causes (:mod:`kit.lab.flows`).

- :class:`CausesPanel`: after an A/B run, what a player gains and spends (per game, and one flow
  round by round, chosen in a list) and where the winners' points come from, for A and B.
- :class:`DeeperPanel`: "Deeper questions", two buttons that each run an experiment in the
  background (progress, Stop; the games run as the A/B run's do, :func:`widgets.lab.run.launch`)
  and then show its figure and a one-sentence reading: what hidden information is worth (a fair
  ISMCTS seat against one that sees every hidden card, not a fair player) and luck or skill (a
  skill ladder of ISMCTS budgets against greedy seats).

The page (:mod:`widgets.lab.app`) holds one of each; the games' sizes come from the game's
``LabParts.page`` (``hidden_games``, ``hidden_iterations``, ``ladder_games``), chosen to fit a
lesson on a 2-core machine.
"""

from __future__ import annotations

import time
from typing import Any

import ipywidgets as W

from kit.core import i18n
from kit.lab import hidden_value, ladder
from kit.lab.flows import flow_names
from kit.lab.games import lab_parts
from kit.lab.table import Table
from kit.plots.lab_causes import (
    flow_rounds_figure,
    flows_figure,
    hidden_figure,
    ladder_figure,
    sources_figure,
    word,
)
from widgets.a11y import aria_name
from widgets.figures import FigureSlot
from widgets.lab.results import esc
from widgets.lab.run import ABRun, Background

KINDS = ("hidden", "ladder")
DEFAULTS = {"hidden_games": 12, "hidden_iterations": 100, "ladder_games": 8}


class CausesPanel(W.VBox):
    """Flows and the winners' points by source for the tables of a finished A/B run."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.lang = "en"
        self.tables: dict[str, Table] | None = None
        self._shown: tuple[int, int, str] | None = None
        self.heading = W.HTML()
        self.flows_slot = FigureSlot()
        self.rounds_slot = FigureSlot()
        self.sources_slot = FigureSlot()
        self.pick = W.Dropdown(options=[], layout=W.Layout(width="auto"))
        self.pick.observe(lambda _: self._rounds(), names="value")
        self.pick_label = W.HTML()
        super().__init__(
            [
                self.heading,
                self.sources_slot,
                self.flows_slot,
                W.HBox([self.pick_label, self.pick]),
                self.rounds_slot,
            ],
            layout=W.Layout(display="none"),
        )
        self.add_class("moai-lab-causes")

    def set_lang(self, lang: str) -> None:
        """The panel's words in ``lang`` (its figures are redrawn by :meth:`show`)."""
        self.lang = lang
        self.heading.value = f"<h3>{esc(i18n.t('lab.page.causes.title', lang))}</h3>"
        self.pick_label.value = f"<b>{esc(i18n.t('lab.page.causes.pick', lang))}</b>&nbsp;"
        aria_name(self.pick, i18n.t("lab.page.causes.pick", lang))

    def show(self, tables: dict[str, Table] | None, lang: str) -> None:
        """Draw the tables' flows and sources (None, or tables without them: hidden). The same
        tables in the same language are not drawn again (the figures stay as they are)."""
        shown = (id(tables), sum(len(t) for t in tables.values()) if tables else 0, lang)
        if tables is not None and shown == self._shown:
            return
        self._shown = shown
        self.set_lang(lang)
        self.tables = tables
        names = flow_names(next(iter(tables.values()))) if tables else []
        sources = sources_figure(tables, lang) if tables else None
        if not tables or not (names or sources):
            self.layout.display = "none"
            return
        self.layout.display = None
        value = self.pick.value if self.pick.value in names else (names[0] if names else None)
        options = [(word(self.game, "flow", n, lang), n) for n in names]
        with self.hold_trait_notifications():
            self.pick.options = options
            self.pick.value = value
        self.sources_slot.show(sources)
        self.flows_slot.show(flows_figure(tables, lang))
        self._rounds()

    def _rounds(self) -> None:
        name = self.pick.value
        if self.tables is None or name is None:
            self.rounds_slot.show(None)
            return
        self.rounds_slot.show(flow_rounds_figure(self.tables, name, self.lang))


class PlannedRun(ABRun):
    """An :class:`ABRun` of tables planned elsewhere (``plans``: name to one-game chunks, the
    same seeds in each), interleaved so that every table grows together."""

    def __init__(self, game: str, plans: dict[str, list[dict[str, Any]]], seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rulesets = {}
        self.tables = {name: Table(game) for name in plans}
        self.queue = []
        for i in range(max(len(p) for p in plans.values())):
            for name, chunks in plans.items():
                if i < len(chunks):
                    self.queue.append((name, chunks[i]))
        self.total = sum(len(c["seeds"]) for _, c in self.queue)
        self.stopped = False
        self.started = time.perf_counter()
        self.finished = False


class DeeperPanel(Background, W.VBox):
    """The "Deeper questions" panel: what hidden information is worth, and luck or skill."""

    def __init__(self, page: Any) -> None:
        game = page.game
        self.game = game
        self.page = page
        self.lang = "en"
        sizes = {**DEFAULTS, **dict(lab_parts(game).page)}
        self.kind: str | None = None
        self.run_state: PlannedRun | None = None
        self.task: Any = None
        self.result: Any = None
        self.budgets = ladder.BUDGETS
        self.heading = W.HTML()
        self.buttons = {k: W.Button(layout=W.Layout(width="auto")) for k in KINDS}
        for k, button in self.buttons.items():
            button.add_class(f"moai-lab-deeper-{k}")
            button.on_click(lambda _, k=k: self.start(k))
        self.stop_button = W.Button(icon="stop", disabled=True, layout=W.Layout(width="auto"))
        self.stop_button.on_click(lambda _: self.stop())
        self.games = {
            "hidden": W.BoundedIntText(value=sizes["hidden_games"], min=2, max=10_000),
            "ladder": W.BoundedIntText(value=sizes["ladder_games"], min=2, max=10_000),
        }
        self.iterations = W.BoundedIntText(value=sizes["hidden_iterations"], min=1, max=100_000)
        for box in (*self.games.values(), self.iterations):
            box.layout = W.Layout(width="90px")
        self.words = {k: W.HTML() for k in ("hidden_games", "iterations", "ladder_games")}
        self.progress = W.IntProgress(value=0, min=0, max=1, layout=W.Layout(width="320px"))
        self.status = W.HTML()
        self.note = W.HTML()
        self.slot = FigureSlot()
        self.reading = W.HTML()
        self.reading.add_class("moai-lab-deeper-reading")
        rows = [
            self.heading,
            self.note,
            W.HBox([self.buttons["hidden"], self.words["hidden_games"], self.games["hidden"]]),
            W.HBox([self.words["iterations"], self.iterations]),
            W.HBox([self.buttons["ladder"], self.words["ladder_games"], self.games["ladder"]]),
            W.HBox([self.stop_button, self.progress, self.status]),
            self.slot,
            self.reading,
        ]
        super().__init__(rows)
        self.add_class("moai-lab-deeper")

    def set_lang(self, lang: str) -> None:
        """Every word in ``lang``; a result shown is redrawn in it."""
        self.lang = lang

        def t(key: str) -> str:
            return i18n.t(f"lab.page.deeper.{key}", lang)

        self.heading.value = f"<h3>{esc(t('title'))}</h3>"
        self.note.value = f"<p>{esc(t('intro'))}</p>"
        for k, button in self.buttons.items():
            button.description = t(k)
        self.stop_button.description = i18n.t("lab.page.stop", lang)
        for key, html in self.words.items():
            html.value = f"&nbsp;{esc(t(key))}&nbsp;"
        aria_name(self.games["hidden"], t("hidden_games"))
        aria_name(self.games["ladder"], t("ladder_games"))
        aria_name(self.iterations, t("iterations"))
        self.draw()

    # -- running --------------------------------------------------------------------------------
    def start(self, kind: str) -> None:
        """Run experiment ``kind`` ("hidden" or "ladder") in the background."""
        if self.running():
            return
        page = self.page  # its players, seed and the rules of A
        seed, rules = page.seed.value, page.sets["A"].ruleset()
        common = {"players": page.players.value, "seed": seed, "games": self.games[kind].value}
        common.update(options=rules.options, board=rules.board)
        try:
            if kind == "hidden":
                plans = hidden_value.plans(self.game, iterations=self.iterations.value, **common)
            else:
                plans = ladder.plans(self.game, budgets=self.budgets, **common)
        except ValueError as exc:  # LabError: a bad value, said and nothing runs
            self.status.value = f"<span style='color:#b00'>{esc(exc)}</span>"
            return
        self.kind, self.result = kind, None
        self.run_state = PlannedRun(self.game, plans, seed)
        self.progress.max = self.run_state.total
        self.progress.value = 0
        self.slot.show(None)
        self.reading.value = ""
        for button in self.buttons.values():
            button.disabled = True
        self.stop_button.disabled = False
        self.launch_run(self.run_state)

    def run_ended(self) -> None:
        for button in self.buttons.values():
            button.disabled = False
        self.stop_button.disabled = True
        self.draw()

    # -- drawing --------------------------------------------------------------------------------
    def draw(self) -> None:
        """Progress, then (with two or more games on common seeds) the figure and reading."""
        run, lang = self.run_state, self.lang
        if run is None:
            return
        self.progress.value = run.done
        left = run.seconds_left()
        key = "lab.page.stopped" if run.stopped else "lab.page.done" if run.finished else None
        self.status.value = esc(
            i18n.t(
                key or "lab.page.progress",
                lang,
                done=run.done,
                total=run.total,
                rate=f"{run.rate():.2f}",
                left="—" if left is None or run.finished else f"{left:.0f}",
            )
        )
        try:
            if self.kind == "hidden":
                self.result = hidden_value.hidden_value(run.tables, resamples=400)
                fig = hidden_figure(self.result, lang)
            else:
                self.result = ladder.ladder(run.tables, resamples=400)
                fig = ladder_figure(self.result, lang)
        except ValueError:  # not yet two games on the same seeds
            return
        self.slot.show(fig)
        self.reading.value = f"<p><b>{esc(self.result.reading(lang))}</b></p>"
