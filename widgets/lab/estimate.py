"""The lab page's estimate: how long the run will take, said before it starts (issue 24).

Under the players and games, the page says "Estimated time: about 4 min on this machine with 2
workers" for the settings shown, again whenever players, bots, the ISMCTS budget or the games
change (:mod:`kit.lab.estimate`: timed once per kernel, then a few multiplications). The time the
lesson gives the run is a setting of its own ("Time for this run", 5 minutes to begin with); an
estimate over it says so, in words and with a sign (not by colour alone), and offers smaller runs
as buttons: fewer games, with the width of the interval they give, or a cheaper ISMCTS budget.
A click sets the page to that run; the teacher chooses, nothing starts by itself.

A run that ends tells the calibration what it took (:meth:`EstimatePanel.observe_run`), so the
next estimate of that lineup follows this kernel's real speed. The panel reads the calibration
of :data:`kit.lab.estimate.CALIBRATION` when it refreshes (tests put in one with a fake clock).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import ipywidgets as W

from kit.core import i18n
from kit.lab import estimate as model
from widgets.a11y import aria_name
from widgets.lab.results import esc

DEFAULT_MINUTES = 5.0
"""The time a run has to begin with (a lesson's few minutes), in minutes."""
RULESETS = 2
"""The page plays two rule sets, A and B."""
CHUNK = 4
"""Games per chunk of the page's runs (:class:`widgets.lab.run.ABRun`)."""


class EstimatePanel(W.VBox):
    """The estimate of the page ``app`` (a :class:`widgets.lab.app.LabApp`), the time the run
    has, and the smaller runs offered when it does not fit."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.lang: str | None = None
        self.held = True  # until the page has drawn its words (set_lang)
        self.pending = False  # an estimate is due on the kernel's loop
        self.offers: list[model.Offer] = []
        self.seen: Any = None
        self.limit = W.BoundedFloatText(
            value=DEFAULT_MINUTES, min=0.5, max=600.0, step=0.5, layout=W.Layout(width="90px")
        )
        self.limit.add_class("moai-lab-limit")
        self.limit_label = W.HTML()
        self.line = W.HTML()
        self.line.add_class("moai-lab-estimate")
        self.warning = W.HTML()
        self.warning.add_class("moai-lab-estimate-over")
        self.buttons = W.VBox()
        self.note = W.HTML()
        for widget in (app.players, app.iterations, app.games, self.limit, *app.seat_bots):
            widget.observe(lambda _: self.changed(), names="value")
        super().__init__(
            [
                W.HBox([self.limit_label, self.limit], layout=W.Layout(align_items="center")),
                self.line,
                self.warning,
                self.buttons,
                self.note,
            ]
        )
        self.add_class("moai-lab-estimate-panel")

    def hold(self) -> None:
        """The page is redrawing its words (its dropdowns pass through other values): no
        estimate until :meth:`set_lang`."""
        self.held = True

    def set_lang(self, lang: str) -> None:
        """The panel in ``lang``, and its estimate for the settings shown."""
        self.lang, self.held = lang, False
        text = i18n.t("lab.page.limit", lang)
        self.limit_label.value = f"<b>{esc(text)}</b>&nbsp;"
        aria_name(self.limit, text)
        self.note.value = ""
        self.changed()

    def changed(self) -> None:
        """A setting changed: estimate again, at once outside a kernel; in a kernel just after
        the page has answered (the first estimate times a game: the page shows first), once
        for changes that come together."""
        from widgets.play.bots import in_kernel

        if self.held or self.pending:
            return
        if not in_kernel():
            self.refresh()
            return
        self.pending = True

        def due() -> None:
            self.pending = False
            self.refresh()

        asyncio.get_event_loop().call_later(0.05, due)

    def setting(self) -> model.Setting:
        """The run the page would start now."""
        app = self.app
        workers = 1 if app.single else max(1, model.workers_here())
        bots = tuple(app.bot_specs())
        return model.Setting(
            app.game, app.players.value, bots, app.games.value, RULESETS, workers, CHUNK
        )

    def refresh(self) -> None:
        """The estimate, and the smaller runs when it is over the time (nothing while held)."""
        if self.held or self.lang is None:
            return
        lang, calibration = self.lang, model.CALIBRATION
        self.note.value = ""
        try:
            setting = self.setting()
            estimate = calibration.estimate(setting)
        except Exception:  # a bad setting (Run says what is wrong): no estimate, never a raise
            self.line.value = self.warning.value = ""
            self.offers, self.buttons.children = [], ()
            return
        self.line.value = f"<p>{esc(model.estimate_text(estimate, lang))}</p>"
        limit = self.limit.value * 60
        minutes = i18n.t("lab.page.minutes", lang, n=f"{self.limit.value:g}")
        if estimate.seconds <= limit:
            self.warning.value = (
                f"<p>✓ {esc(i18n.t('lab.page.estimate.fits', lang, limit=minutes))}</p>"
            )
            self.offers, self.buttons.children = [], ()
            return
        self.offers = model.offers(calibration, setting, limit)
        key = "lab.page.estimate.over" if self.offers else "lab.page.estimate.none"
        self.warning.value = (
            "<p role='alert' style='border-left:4px solid #b35900;padding-left:6px'>"
            f"⚠ <b>{esc(i18n.t(key, lang, limit=minutes))}</b></p>"
        )
        self.buttons.children = [self._button(offer) for offer in self.offers]

    def _button(self, offer: model.Offer) -> W.Button:
        text = offer_text(offer, self.lang or "en")
        button = W.Button(description=text, tooltip=text, icon="compress")
        button.layout = W.Layout(width="auto", max_width="100%")
        button.add_class("moai-lab-offer")
        button.on_click(lambda _: self.apply(offer))
        return button

    def apply(self, offer: model.Offer) -> None:
        """Set the page to the smaller run ``offer`` (its games and budget), then estimate it."""
        self.held = True
        try:
            self.app.games.value = offer.games
            if offer.iterations is not None:
                self.app.iterations.value = offer.iterations
        finally:
            self.held = False
        self.refresh()
        done = offer_text(offer, self.lang or "en")
        self.note.value = f"<p>{esc(i18n.t('lab.page.offer.applied', self.lang, what=done))}</p>"

    def observe_run(self, run: Any) -> None:
        """A run of the page ended (``run``: its :class:`~widgets.lab.run.ABRun`): what it took
        goes into the calibration, once, and the estimate follows."""
        if run is None or run is self.seen or not run.finished:
            return
        self.seen = run
        rows = [table.rows for table in run.tables.values()]
        games = min(len(r) for r in rows)
        if games < 2:
            return
        first = rows[0][0]
        workers = self.setting().workers
        bots = tuple(first["bots"])
        setting = model.Setting(run.game, first["players"], bots, games, len(rows), workers, CHUNK)
        model.CALIBRATION.observe(setting, time.perf_counter() - run.started)
        self.refresh()


def offer_text(offer: model.Offer, lang: str) -> str:
    """What a smaller run is and what it costs, as its button says it."""
    when = model.duration_text(offer.estimate.seconds, lang)
    widths = {"new": f"{offer.half_width:.0f}", "old": f"{offer.was:.0f}"}
    if offer.iterations is None:
        return i18n.t("lab.page.offer.games", lang, games=offer.games, time=when, **widths)
    if offer.half_width == offer.was:
        return i18n.t("lab.page.offer.budget", lang, iterations=offer.iterations, time=when)
    return i18n.t(
        "lab.page.offer.both",
        lang,
        games=offer.games,
        iterations=offer.iterations,
        time=when,
        **widths,
    )
