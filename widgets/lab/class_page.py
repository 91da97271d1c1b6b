"""The teacher's class page (``notebooks/class.ipynb``): the class's variants in one place and one
tournament of them all on the same seeds, for the projector.

On a served class app (``make class``, the JupyterHub recipe) the page reads the class board
(:mod:`kit.lab.class_board`) once the teacher key is given (a hub teacher needs none), and new
submissions appear by themselves (the page looks every :data:`WATCH_SECONDS`). Anywhere (the
static site, JupyterLab) the teacher adds variants from the students' links, codes or rule-set
files. **Run the tournament** plays every included variant, and the published rules as the
reference, with the same bots on the same seeds (:class:`widgets.lab.run.ABRun`, in the
background with its progress); the table of measures with their intervals sorts by any measure,
the figures name each variant, and the table and every rule set download as CSV and zip.
"""

from __future__ import annotations

import asyncio
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.errors import KitError
from kit.core.records import MAX_RECORD_BYTES
from kit.lab import class_board
from kit.lab.bots import BOTS
from kit.lab.class_board import ClassBoard
from kit.lab.games import LabError, lab_games
from widgets.a11y import aria_name
from widgets.files import label_upload, uploaded_file
from widgets.lab import class_messages  # noqa: F401 - the page's words
from widgets.lab.app import first_table
from widgets.lab.class_hidden import HiddenRun
from widgets.lab.class_results import ResultsPanel
from widgets.lab.class_variants import ClassVariants, Variant, variant_rows
from widgets.lab.results import esc
from widgets.lab.run import ABRun, Background, single_process
from widgets.language import page_lang
from widgets.page import Page
from widgets.play.bots import in_kernel

WATCH_SECONDS = 2.0
"""How often the page looks for new submissions on the class board."""


class ClassPage(Background, Page):
    """The teacher's page. ``board`` (default: the environment's, None where there is none)."""

    def __init__(
        self, lang: str | None = None, board: ClassBoard | None = None, game: str | None = None
    ) -> None:
        self.language_switch(page_lang() if lang is None else lang)
        problem: KitError | None = None
        try:
            self.board = board if board is not None else class_board.open_board()
        except KitError as exc:  # said below, in the page's language
            self.board, problem = None, exc
        self.variants = ClassVariants(None)  # the board's part once the key is given
        self.watcher: asyncio.Future | None = None
        self.game_keys = choices = lab_games()
        self.relabelling = False
        self.game_choice = W.ToggleButtons(options=choices, value=game or choices[0])
        self.game_choice.observe(lambda _: self._game_changed(), names="value")
        self.title, self.intro, self.message = W.HTML(), W.HTML(), W.HTML()
        self.message.add_class("moai-class-message")
        self.words = {k: W.HTML() for k in ("game", "link", "players", "bots", "games", "seed")}
        parts = [self.title_row(self.title), self.intro, self._unlock_part()]
        parts += [W.HBox([self.words["game"], self.game_choice]), self._variants_part()]
        parts += [self._run_part(), self.message]
        self.results = ResultsPanel(self)
        super().__init__([*parts, self.results])
        self.add_class("moai-class-page")
        self._set_table()
        self.ready()
        if problem is not None:
            self.say(problem.message(self.lang), error=True)
        if self.board is not None and class_board.is_teacher(self.board.path, ""):
            self.unlock("")  # a hub teacher: no key needed

    @property
    def game(self) -> str:
        return self.game_choice.value

    # -- parts ---------------------------------------------------------------------------------
    def _unlock_part(self) -> W.VBox:
        self.key = W.Password(value="", layout=W.Layout(width="240px"))
        self.key.add_class("moai-class-key")
        self.key_label = W.HTML()
        self.unlock_button = W.Button(icon="unlock", layout=W.Layout(width="auto"))
        self.unlock_button.add_class("moai-class-unlock")
        self.unlock_button.on_click(lambda _: self.unlock(self.key.value))
        box = W.VBox([W.HBox([self.key_label, self.key, self.unlock_button])])
        if self.board is None:
            box.layout.display = "none"
        self.unlock_box = box
        return box

    def _variants_part(self) -> W.VBox:
        self.variants_heading = W.HTML()
        self.variants_box = W.VBox()
        self.variants_box.add_class("moai-class-variants")
        self.refresh_button = W.Button(icon="refresh", layout=W.Layout(width="auto"))
        self.refresh_button.on_click(lambda _: self.refresh(force=True))
        self.refresh_button.layout.display = "none"
        self.link = W.Text(value="", layout=W.Layout(width="420px"))
        self.link.add_class("moai-class-link")
        self.add_button = W.Button(icon="plus", layout=W.Layout(width="auto"))
        self.add_button.add_class("moai-class-add")
        self.add_button.on_click(lambda _: self.add_link(self.link.value))
        self.files = W.FileUpload(accept=".json", multiple=True)
        self.files.observe(lambda c: self.add_files(c["new"]), names="value")
        adding = W.HBox(
            [self.words["link"], self.link, self.add_button, self.files],
            layout=W.Layout(flex_flow="row wrap", align_items="center"),
        )
        return W.VBox(
            [self.variants_heading, self.variants_box, W.HBox([self.refresh_button]), adding]
        )

    def _run_part(self) -> W.VBox:
        self.players = W.Dropdown(options=[3], value=3, layout=W.Layout(width="80px"))
        self.bots = W.Dropdown(options=list(BOTS), value="greedy", layout=W.Layout(width="140px"))
        self.games = W.BoundedIntText(value=40, min=2, max=10_000, layout=W.Layout(width="100px"))
        self.seed = W.BoundedIntText(value=1, min=0, max=2**31, layout=W.Layout(width="100px"))
        self.hidden = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
        self.hidden.add_class("moai-class-hidden")
        self.main_run: ABRun | None = None
        self.run_button = W.Button(button_style="primary", icon="play")
        self.run_button.layout.width = "auto"
        self.run_button.add_class("moai-class-run")
        self.run_button.on_click(lambda _: self.run())
        self.stop_button = W.Button(icon="stop", disabled=True, layout=W.Layout(width="auto"))
        self.stop_button.add_class("moai-class-stop")
        self.stop_button.on_click(lambda _: self.stop())
        self.progress = W.IntProgress(value=0, min=0, max=1, layout=W.Layout(width="320px"))
        self.status = W.HTML()
        self.status.add_class("moai-class-run-status")
        settings = [
            (self.words[k], w)
            for k, w in (
                ("players", self.players),
                ("bots", self.bots),
                ("games", self.games),
                ("seed", self.seed),
            )
        ]
        row = W.Layout(flex_flow="row wrap", align_items="center")
        return W.VBox(
            [
                W.HBox([x for pair in settings for x in pair], layout=row),
                self.hidden,
                W.HBox([self.run_button, self.stop_button, self.progress, self.status], layout=row),
            ]
        )

    def _set_table(self) -> None:
        """The players and games the game's lab starts with (fewer games in a browser)."""
        page = first_table(self.game, single_process())
        low, high = games.spec(self.game).players[:2]
        self.players.options = list(range(low, high + 1))
        self.players.value = page["players"] if low <= page["players"] <= high else low
        self.games.value = max(self.games.min, int(page["games"]))

    def _game_changed(self) -> None:
        if self.relabelling:  # the same game, named in another language
            return
        self._set_table()
        self.results.clear()
        self.render()

    # -- words ---------------------------------------------------------------------------------
    def render(self) -> None:
        lang = self.lang

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        self.title.value = f"<h1 class='moai-title'>{esc(t('class.page.title'))}</h1>"
        where = "class.page.served" if self.board is not None else "class.page.no_server"
        self.intro.value = f"<p>{esc(t('class.page.intro'))}</p><p>{esc(t(where))}</p>"
        self.key_label.value = f"<b>{esc(t('class.page.key'))}</b>&nbsp;"
        aria_name(self.key, t("class.page.key"))
        self.key.tooltip = t("class.page.key_help")
        self.unlock_button.description = t("class.page.unlock")
        game, self.relabelling = self.game_choice.value, True
        self.game_choice.options = [(games.spec(g).name(lang), g) for g in self.game_keys]
        self.game_choice.value, self.relabelling = game, False
        for key, widget in self.words.items():
            widget.value = f"<b>{esc(t(f'class.page.{key}'))}</b>&nbsp;"
        aria_name(self.game_choice, t("class.page.game"))
        aria_name(self.link, t("class.page.link"))
        for key in ("players", "bots", "games", "seed"):
            aria_name(getattr(self, key), t(f"class.page.{key}"))
        bot = self.bots.value
        self.bots.options = [(t(f"lab.page.bot.{b}"), b) for b in BOTS]
        self.bots.value = bot
        self.add_button.description = t("class.page.add")
        self.refresh_button.description = t("class.page.refresh")
        label_upload(self.files, t("class.page.files"), MAX_RECORD_BYTES, lang)
        self.hidden.description = t("class.page.hidden")
        self.run_button.description = t("class.page.run")
        self.stop_button.description = t("class.page.stop")
        self.show_variants()
        self.results.set_lang(lang)
        self.draw()

    def say(self, text: str, error: bool = False) -> None:
        """A message under the page's controls (red for a refusal)."""
        style = " style='color:#b00'" if error else ""
        self.message.value = f"<p role='status'{style}>{esc(text)}</p>"

    # -- the variants ----------------------------------------------------------------------------
    def unlock(self, key: str) -> bool:
        """Open the class board with the teacher key (a wrong key changes nothing)."""
        if self.board is None:
            return False
        if not class_board.is_teacher(self.board.path, key):
            self.say(i18n.t("class.page.wrong_key", self.lang), error=True)
            return False
        self.key.value = ""
        self.variants.board = self.board
        self.unlock_box.layout.display = "none"
        self.refresh_button.layout.display = None
        self.refresh(force=True)
        self.say(i18n.t("class.page.unlocked", self.lang))
        if in_kernel() and self.watcher is None:
            self.watcher = asyncio.ensure_future(self._watch())
        return True

    async def _watch(self) -> None:
        """Look at the class board every :data:`WATCH_SECONDS` while the page lives."""
        while self.comm is not None:
            await asyncio.sleep(WATCH_SECONDS)
            try:
                self.refresh()
            except Exception:  # a busy or moved file: look again next time
                continue

    def refresh(self, force: bool = False) -> None:
        """Read the class board again when it changed (``force``: at once)."""
        try:
            changed = self.variants.refresh(force)
        except KitError as exc:
            self.say(exc.message(self.lang), error=True)
            return
        if changed:
            self.show_variants()

    def add_link(self, text: str) -> Variant | None:
        """Add the variant of a pasted link or code; a refusal says why."""
        if not text.strip():
            return None
        try:
            variant = self._check_game(self.variants.add_code(text))
        except (KitError, ValueError) as exc:
            self._refused(exc)
            return None
        self.link.value = ""
        return variant

    def add_files(self, value: Any) -> None:
        """Add the variants of uploaded rule-set files; each refusal says why."""
        files = value if isinstance(value, list | tuple) else [value]
        self.files.value = ()
        for item in files:
            got = uploaded_file([item])
            if got is None:
                continue
            try:
                self._check_game(self.variants.add_file(got.read(MAX_RECORD_BYTES)))
            except (KitError, ValueError) as exc:
                self._refused(exc, got.name)

    def _check_game(self, variant: Variant) -> Variant:
        if variant.ruleset.game != self.game:
            self.variants.added.remove(variant)
            lang = self.lang
            other, here = (games.spec(g).name(lang) for g in (variant.ruleset.game, self.game))
            raise LabError(i18n.t("class.page.other_game", lang, game=other, here=here))
        self.say(i18n.t("class.page.added", self.lang, name=variant.name))
        self.show_variants()
        return variant

    def _refused(self, exc: Exception, name: str = "") -> None:
        reason = exc.message(self.lang) if isinstance(exc, KitError) else str(exc)
        reason = f"{name}: {reason}" if name else reason
        self.say(i18n.t("class.page.refused", self.lang, reason=reason), error=True)

    def show_variants(self) -> None:
        """The variants of the game chosen, each with its box "in the tournament"."""
        shown = self.variants.all(self.game)
        self.variants_heading.value, rows = variant_rows(shown, self.lang, self.variants.include)
        self.variants_box.children = rows

    # -- the tournament --------------------------------------------------------------------------
    def run(self) -> None:
        """Play every included variant and the published rules on the same seeds."""
        if self.running():
            return
        chosen = self.variants.included(self.game)
        if not chosen:
            self.say(i18n.t("class.page.too_few", self.lang), error=True)
            return
        try:
            entries = self.results.entries_of(chosen)
            run = ABRun(
                {e.name: e.ruleset for e in entries},
                players=self.players.value,
                bots=[self.bots.value] * self.players.value,
                games=self.games.value,
                seed=self.seed.value,
            )
        except (KitError, LabError, ValueError) as exc:
            self._refused(exc)
            return
        self.message.value = ""
        self.main_run = run
        self.results.start(entries, run)
        self.progress.max, self.progress.value = run.total, 0
        self.run_button.disabled, self.stop_button.disabled = True, False
        self.launch_run(run)

    def run_ended(self) -> None:
        failed = self.failure()
        main = self.run_state is self.main_run
        if main and failed is None and self.hidden.value and not self.run_state.stopped:
            self._measure_hidden()  # then what hidden information is worth, per variant
            return
        self.run_button.disabled, self.stop_button.disabled = False, True
        if failed is not None:
            self.say(str(failed), error=True)
        self.draw()

    def _measure_hidden(self) -> None:
        self.draw()  # the tournament's own results first
        run = self.main_run
        hidden = HiddenRun(
            self.game,
            self.results.entries,
            players=self.players.value,
            seed=run.seed,
            games=min(len(t) for t in run.tables.values()),
        )
        self.progress.max, self.progress.value = hidden.total, 0
        self.launch_run(hidden)

    def draw(self) -> None:
        """Progress and results so far."""
        run = self.run_state
        if run is None:
            self.status.value = ""
            return
        self.progress.value = run.done
        lang = self.lang
        if isinstance(run, HiddenRun):
            key = "class.page.hidden_done" if run.finished else "class.page.hidden_progress"
            self.status.value = esc(i18n.t(key, lang, done=run.done, total=run.total))
            if run.finished:
                self.results.draw(self.main_run, run.values())
            return
        per = min(len(t) for t in run.tables.values())
        if run.finished:
            key = "class.page.stopped" if run.stopped else "class.page.done"
            self.status.value = esc(i18n.t(key, lang, done=run.done, per=per))
        else:
            left = run.seconds_left()
            self.status.value = esc(
                i18n.t(
                    "class.page.progress",
                    lang,
                    done=run.done,
                    total=run.total,
                    rate=f"{run.rate():.1f}",
                    left="—" if left is None else f"{left:.0f}",
                )
            )
        self.results.draw(run)


def class_page(lang: str | None = None) -> ClassPage:
    """The class page as ``notebooks/class.ipynb`` shows it."""
    return ClassPage(lang)
