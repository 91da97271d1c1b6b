"""The lab page's sweep mode: one rule at several values, a measure against its target.

A switch on the lab page (:class:`SweepMode`, built by :class:`widgets.lab.app.LabApp`) chooses
between comparing rule sets A and B and sweeping one rule. The sweep panel (:class:`SweepPanel`)
takes the rule to sweep (every rule option and rule parameter of the game, by its label), its
values (typed as :func:`kit.lab.sweep.parse_values` reads them, in either language's
separators), the measure, an optional target and how an interval meets it, and the games per
value; the players, bots and seed are the page's. **Run** plays every value on the same seeds in
the background exactly as the A/B run does (:class:`widgets.lab.run.ABRun`, one rule set per
value, on the kernel's worker pool; **Stop** keeps the same first seeds for every value), and
the figure (:func:`kit.plots.lab_sweep.lab_sweep`) and the table fill in as results arrive.
A bad value is refused with its reason before any game starts.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.errors import KitError
from kit.lab.games import LabError, engine, option_fields
from kit.lab.messages import fmt, fmt_interval
from kit.lab.ruleset import RuleSet
from kit.lab.sweep import MEASURES, SIDES, Sweep, check_values, parse_values
from kit.plots.lab_sweep import lab_sweep
from widgets.a11y import aria_name
from widgets.figures import FigureSlot
from widgets.lab.results import esc
from widgets.lab.run import ABRun, Background
from widgets.option_text import option_label, typed, value_name

LIST_SEPS = re.compile(r"[，、；;]")


def switch_words() -> dict[str, str]:
    """A switch's values as a reader types them ("yes", "否") to the values the sweep reads."""
    words = {word: word for word in ("true", "false")}
    for lang in i18n.LANGS:
        words |= {i18n.t(f"play.value.{w}", lang).casefold(): w for w in ("true", "false")}
    return words


TEXT_SEPS = re.compile(r"[；;]")


def target_of(text: str) -> float | None:
    """The target typed: a number, a share as "40%", or None when the box is empty (ValueError
    for anything else)."""
    text = text.strip().replace("％", "%")
    if not text:
        return None
    return float(text[:-1]) / 100 if text.endswith("%") else float(text)


class SweepPanel(Background, W.VBox):
    """What to sweep, Run and Stop, the progress, the figure and the table (the page's players,
    bots and seed are read from ``app``, a :class:`widgets.lab.app.LabApp`)."""

    def __init__(self, app: Any) -> None:
        self.app, self.game = app, app.game
        self.run_state: ABRun | None = None
        self.task: asyncio.Future | None = None
        self.swept: tuple[str, list[Any], list[str], int] | None = None
        self._filled = ""
        self.intro, self.hint, self.status, self.message = (W.HTML() for _ in range(4))
        self.words = {k: W.HTML() for k in ("option", "values", "measure", "target", "side")}
        self.words["games"] = W.HTML()
        self.option = W.Dropdown(options=list(option_fields(self.game)))
        self.option.observe(lambda _: self._prefill(), names="value")
        self.values = W.Text(layout=W.Layout(width="260px"))
        self.measure = W.Dropdown(options=list(MEASURES))
        self.target = W.Text(layout=W.Layout(width="110px"))
        self.side = W.Dropdown(options=list(SIDES), layout=W.Layout(width="180px"))
        for widget in (self.measure, self.target, self.side):
            widget.observe(lambda _: self.draw(), names="value")
        self.games = W.BoundedIntText(value=app.games.value, min=1, max=100_000)
        self.games.layout = W.Layout(width="110px")
        self.run_button = W.Button(button_style="primary", icon="play")
        self.run_button.on_click(lambda _: self.run())
        self.stop_button = W.Button(icon="stop", disabled=True)
        self.stop_button.on_click(lambda _: self.stop())
        self.progress = W.IntProgress(value=0, min=0, max=1, layout=W.Layout(width="320px"))
        self.slot = FigureSlot()
        self.table = W.HTML()
        for name in ("option", "values", "measure", "target", "side", "games", "run", "stop"):
            widget = getattr(self, f"{name}_button" if name in ("run", "stop") else name)
            widget.add_class(f"moai-lab-sweep-{name}")
        for name in ("status", "message", "table", "slot"):
            getattr(self, name).add_class(f"moai-lab-sweep-{name}")
        row = {"align_items": "center", "flex_flow": "row wrap"}
        super().__init__(
            [
                self.intro,
                W.HBox([self.words["option"], self.option], layout=W.Layout(**row)),
                W.HBox([self.words["values"], self.values, self.hint], layout=W.Layout(**row)),
                W.HBox([self.words["measure"], self.measure], layout=W.Layout(**row)),
                W.HBox(
                    [self.words["target"], self.target, self.words["side"], self.side],
                    layout=W.Layout(**row),
                ),
                W.HBox([self.words["games"], self.games], layout=W.Layout(**row)),
                W.HBox(
                    [self.run_button, self.stop_button, self.progress, self.status],
                    layout=W.Layout(**row),
                ),
                self.message,
                self.slot,
                self.table,
            ]
        )
        self.add_class("moai-lab-sweep")
        self._prefill()

    # -- words -------------------------------------------------------------------------------
    def render(self, lang: str) -> None:
        """Every word in ``lang``; the results are redrawn."""

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        self.intro.value = f"<p>{esc(t('lab.page.sweep.intro'))}</p>"
        for key, label in self.words.items():
            label.value = f"<b>{esc(t(f'lab.page.sweep.{key}'))}</b>&nbsp;"
            aria_name(getattr(self, key), t(f"lab.page.sweep.{key}"))
        _relabel(self.option, [(option_label(self.game, n, lang), n) for n in self.option_names])
        _relabel(self.measure, [(t(f"lab.measure.{k}"), k) for k in MEASURES])
        _relabel(self.side, [(t(f"lab.page.sweep.side.{s}"), s) for s in SIDES])
        self.run_button.description = t("lab.page.run")
        self.stop_button.description = t("lab.page.stop")
        self._hint()
        self.draw()

    @property
    def option_names(self) -> list[str]:
        return list(option_fields(self.game))

    def _text_option(self) -> bool:
        return isinstance(getattr(engine(self.game).Options(), self.option.value), str)

    def _hint(self) -> None:
        key = "lab.page.sweep.hint_text" if self._text_option() else "lab.page.sweep.hint_list"
        self.hint.value = f"<span style='color:#555'>{esc(i18n.t(key, self.app.lang))}</span>"

    def _prefill(self) -> None:
        """The values box starts with the option's choices (or its default and no more)."""
        name = self.option.value
        if name == self._filled:  # the same option, relabelled in another language
            return
        self._filled = name
        default = getattr(engine(self.game).Options(), name)
        choices = tuple(games.spec(self.game).choices.get(name, ()))
        if isinstance(default, bool):
            choices = (False, True)
        lang = self.app.lang
        shown = [
            i18n.t(f"play.value.{str(v).lower()}", lang) if isinstance(v, bool) else str(v)
            for v in choices or (default,)
        ]
        self.values.value = ("; " if isinstance(default, str) else ", ").join(shown)
        self._hint()

    # -- running -----------------------------------------------------------------------------
    def parsed(self) -> tuple[str, list[Any]]:
        """The option swept and its values, as typed (either language's separators; a value's
        names read back by :func:`widgets.option_text.typed`)."""
        name, text = self.option.value, self.values.value
        if self._text_option():
            parts = [typed(self.game, name, p) for p in TEXT_SEPS.split(text) if p.strip()]
            return name, parse_values(self.game, name, ";".join(parts))
        words = LIST_SEPS.sub(",", text).split(",")
        if isinstance(getattr(engine(self.game).Options(), name), bool):  # yes/no, 是/否
            names = switch_words()
            words = [names.get(w.strip().casefold(), w) for w in words]
        return name, parse_values(self.game, name, ",".join(words))

    def run(self) -> None:
        """Check every value, then play them all in the background (nothing runs on a bad
        value: its reason is shown)."""
        if self.running():
            return
        lang, app = self.app.lang, self.app
        try:
            target_of(self.target.value)
        except ValueError:
            reason = i18n.t("lab.page.sweep.bad_target", lang, value=self.target.value)
            self.message.value = f"<span style='color:#b00'>{esc(reason)}</span>"
            return
        try:
            name, values = self.parsed()
            checked = check_values(self.game, name, values)
            rulesets = {str(i): RuleSet(self.game, o) for i, o in enumerate(checked)}
            bots = app.bot_specs()
            run = ABRun(
                rulesets,
                players=app.players.value,
                bots=bots,
                games=self.games.value,
                seed=app.seed.value,
            )
        except (KitError, LabError, ValueError) as exc:
            reason = exc.message(lang) if isinstance(exc, KitError) else str(exc)
            self.message.value = f"<span style='color:#b00'>{esc(reason)}</span>"
            return
        self.message.value = ""
        self.swept = (name, values, bots, self.games.value)
        self.progress.max, self.progress.value = run.total, 0
        self.run_button.disabled, self.stop_button.disabled = True, False
        self.launch_run(run)

    def run_ended(self) -> None:
        self.run_button.disabled, self.stop_button.disabled = False, True
        if self.failure() is not None:
            self.message.value = f"<span style='color:#b00'>{esc(self.failure())}</span>"
        self.draw()

    # -- drawing -----------------------------------------------------------------------------
    def sweep(self) -> Sweep | None:
        """The sweep so far (None before every value has a game)."""
        run = self.run_state
        if run is None or self.swept is None or any(len(t) == 0 for t in run.tables.values()):
            return None
        name, values, bots, games = self.swept
        tables = {v: run.tables[str(i)] for i, v in enumerate(values)}
        return Sweep(self.game, name, tables, len(bots), bots, run.seed, games)

    def draw(self) -> None:
        """Progress, figure and table from the games so far."""
        run, lang = self.run_state, self.app.lang
        if run is None:
            return
        self.progress.value = run.done
        left = run.seconds_left()
        key = "stopped" if run.stopped else "done" if run.finished else "progress"
        self.status.value = esc(
            i18n.t(
                f"lab.page.{key}",
                lang,
                done=run.done,
                total=run.total,
                rate=f"{run.rate():.1f}",
                left="—" if left is None or run.finished else f"{left:.0f}",
            )
        )
        sweep = self.sweep()
        if sweep is None:
            return
        try:
            target = target_of(self.target.value)
        except ValueError:
            target = None
        name = sweep.name
        option = option_label(self.game, name, lang)
        names = [value_name(self.game, name, v, lang) for v in sweep.values]
        measure, side = self.measure.value, self.side.value
        self.slot.show(lab_sweep(sweep, measure, lang, target, side, option=option, values=names))
        self.table.value = self._table(sweep, names, option, target, lang)

    def _table(
        self, sweep: Sweep, names: list[str], option: str, target: float | None, lang: str
    ) -> str:
        measure, side = self.measure.value, self.side.value
        header = sweep.header(lang)
        rows = []
        for p, n in zip(sweep.points(measure), names, strict=True):
            meets = "—" if target is None else i18n.t(f"lab.sweep.{_yes(p, target, side)}", lang)
            interval = fmt_interval(p.low, p.high, p.unit, lang)
            rows.append((n, fmt(p.estimate, p.unit, lang), interval, meets))
        head = "".join(f"<th style='text-align:left;padding:2px 8px'>{esc(h)}</th>" for h in header)
        body = "".join(
            "<tr>" + "".join(f"<td style='padding:2px 8px'>{esc(c)}</td>" for c in row) + "</tr>"
            for row in rows
        )
        if target is None:
            said = i18n.t("lab.page.sweep.no_target", lang)
        else:
            named = dict(zip(sweep.values, names, strict=True))
            said = sweep.sentence(
                measure, target, lang, side, option=option, names=lambda v: named[v]
            )
        caption = f"<caption style='text-align:left'>{esc(sweep.measure_label(measure, lang))}"
        return (
            f"<p class='moai-lab-sweep-meets'>{esc(said)}</p>"
            f"<table class='moai-lab-table'>{caption}</caption><tr>{head}</tr>{body}</table>"
        )


def _yes(point: Any, target: float, side: str) -> str:
    return "yes" if point.meets(target, side) else "no"


def _relabel(dropdown: W.Dropdown, options: list[tuple[str, Any]]) -> None:
    value = dropdown.value
    dropdown.options = options
    dropdown.value = value


class SweepMode:
    """The lab page's switch "Compare A and B / Sweep one rule" and the sweep panel, put on the
    page ``app`` after its introduction; the A/B parts are hidden while sweeping."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.label = W.HTML()
        self.switch = W.ToggleButtons(options=[("A/B", "ab"), ("sweep", "sweep")], value="ab")
        self.switch.add_class("moai-lab-mode")
        self.panel = SweepPanel(app)
        ab_rows = (app.sets["A"], app.run_button, app.findings)
        self.ab_parts = [
            child
            for child in app.children
            if child is app.message or any(w in getattr(child, "children", ()) for w in ab_rows)
        ]
        self.ab_parts += [app.intro, app.games, app.words["games"]]
        self.ab_parts += [app.rules_upload, app.words["rules_file"]]
        kids = list(app.children)
        at = kids.index(app.intro) + 1
        row = W.HBox([self.label, self.switch], layout=W.Layout(align_items="center"))
        app.children = (*kids[:at], row, *kids[at:], self.panel)
        self.switch.observe(lambda _: self.show(), names="value")
        app.toggle.observe(lambda _: self.render(), names="value")
        self.show()
        self.render()

    def show(self) -> None:
        """The parts of the mode chosen, the others hidden."""
        sweeping = self.switch.value == "sweep"
        for part in self.ab_parts:
            part.layout.display = "none" if sweeping else None
        self.panel.layout.display = None if sweeping else "none"

    def render(self) -> None:
        """The switch and the panel in the page's language."""
        lang = self.app.lang
        self.label.value = f"<b>{esc(i18n.t('lab.page.mode', lang))}</b>&nbsp;"
        aria_name(self.switch, i18n.t("lab.page.mode", lang))
        _relabel(self.switch, [(i18n.t(f"lab.page.mode.{m}", lang), m) for m in ("ab", "sweep")])
        self.panel.render(lang)
