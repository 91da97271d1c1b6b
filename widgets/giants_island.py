"""The island editor of Giants (``notebooks/giants/island.ipynb``): a teacher or a student changes
the island (:class:`kit.giants.island.Island`) by clicks on the board, or from the keyboard (a
target chosen in a list, then **Apply**), sees at every change whether it can be played, saves
it as a board file, loads one, and opens the design lab with it as rule set B
(``lab.ipynb?b=<code>``, :mod:`kit.lab.rules_code`).
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import ipywidgets as W

from kit.core import i18n
from kit.core.errors import BoardError, KitError
from kit.giants import board as board_file
from kit.giants.island import MAX_NUMBER, TOOLS, Island
from kit.lab.rules_code import encode
from kit.lab.ruleset import RuleSet
from kit.plots.giants_island_editor import island_editor_figure
from widgets.a11y import aria_name
from widgets.figures import BoardSlot
from widgets.files import UploadButtons, download_link, label_upload, uploaded_file
from widgets.language import page_lang, with_lang
from widgets.page import Page
from widgets.page_links import PageNav, add_nav

GAME = "giants"
LIMIT = board_file.MAX_BOARD_BYTES
"""The largest board file the page reads, as the lab's board upload (1 MB)."""


def esc(text: str) -> str:
    return html.escape(text, quote=True)


class IslandPage(Page):
    """The island editor, in ``lang`` (None: the address's ``?lang=``), starting from ``board``
    (None: the default island); ``root`` is the folder of the game's pages (for the links)."""

    def __init__(
        self, lang: str | None = None, board: Any = None, root: Path | str | None = None
    ) -> None:
        self.language_switch(page_lang() if lang is None else lang)
        self.island = Island(board)
        self.chosen: str | None = None
        self.said: tuple[str, str, dict[str, Any]] | None = None  # (ok/error, key, params)
        self.title = W.HTML()
        self.intro = W.HTML()
        self.words = {k: W.HTML() for k in ("tool", "logs", "moai", "hat", "target", "checks")}
        self.board = BoardSlot(pickable=("hexes", "ahus", "sea"))
        self.board.on_pick = self.click
        self.message = W.HTML()
        self.message.add_class("moai-island-message")
        self.checks = W.HTML()
        self.checks.add_class("moai-island-checks")
        super().__init__(
            [
                self.title_row(self.title, UploadButtons()),  # the upload's count, its limit
                self.intro,
                self._tools(),
                self.message,
                self.board,
                self.words["checks"],
                self.checks,
                self._files(),
            ],
            layout=W.Layout(max_width="1100px", width="100%"),
        )
        self.add_class("moai-island")
        add_nav(self, PageNav(GAME, "island", self.toggle, root))
        self.ready()

    def _tools(self) -> W.VBox:
        """The tools, their numbers, the target (the keyboard's way to a hex), Apply and Undo."""
        self.tool = W.ToggleButtons(
            options=list(TOOLS), value="plain", style={"button_width": "auto"}
        )
        self.tool.add_class("moai-island-tools")
        self.tool.observe(lambda _: self._show_numbers(), names="value")
        box = W.Layout(width="80px")
        self.logs = W.BoundedIntText(value=3, min=1, max=MAX_NUMBER, layout=box)
        self.moai = W.BoundedIntText(value=5, min=0, max=MAX_NUMBER, layout=box)
        self.hat = W.BoundedIntText(value=2, min=0, max=MAX_NUMBER, layout=box)
        self.numbers = {
            "logs": W.HBox([self.words["logs"], self.logs]),
            "ahu": W.HBox([self.words["moai"], self.moai, self.words["hat"], self.hat]),
        }
        self.target = W.Dropdown(layout=W.Layout(width="auto", min_width="220px"))
        self.target.add_class("moai-island-target")
        self.apply_button = W.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.apply_button.add_class("moai-island-apply")
        self.apply_button.on_click(lambda _: self.apply(self.target.value))
        self.undo_button = W.Button(icon="undo", layout=W.Layout(width="auto"))
        self.undo_button.add_class("moai-island-undo")
        self.undo_button.on_click(lambda _: self.undo())
        self._show_numbers()
        return W.VBox(
            [
                W.HBox([self.words["tool"], self.tool], layout=W.Layout(flex_flow="row wrap")),
                W.HBox([*self.numbers.values()], layout=W.Layout(grid_gap="12px")),
                W.HBox(
                    [self.words["target"], self.target, self.apply_button, self.undo_button],
                    layout=W.Layout(align_items="center", flex_flow="row wrap", grid_gap="8px"),
                ),
            ]
        )

    def _files(self) -> W.VBox:
        """Save the board file, load one, and use the island as rule set B in the lab."""
        self.save_button = W.Button(icon="download", layout=W.Layout(width="auto"))
        self.save_button.add_class("moai-island-save")
        self.save_button.on_click(lambda _: self.save())
        self.save_link = W.HTML()
        self.upload = W.FileUpload(accept=".json", multiple=False)
        self.upload.add_class("moai-island-upload")
        self.upload.observe(lambda c: self.load(c["new"]), names="value")
        self.use_b = W.Button(button_style="success", icon="flask", layout=W.Layout(width="auto"))
        self.use_b.add_class("moai-island-use-b")
        self.use_b.on_click(lambda _: self.use_as_b())
        self.lab_link = W.HTML()
        self.lab_link.add_class("moai-island-lab-link")
        row = W.Layout(align_items="center", flex_flow="row wrap", grid_gap="8px")
        return W.VBox(
            [
                W.HBox([self.save_button, self.save_link, self.upload], layout=row),
                W.HBox([self.use_b, self.lab_link], layout=row),
            ]
        )

    # -- words -----------------------------------------------------------------------------------
    def render(self) -> None:
        """Every word of the page in its language, and the board and checks redrawn."""
        lang = self.lang

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        self.title.value = f"<h2 class='moai-title'>{esc(t('giants.island.page.title'))}</h2>"
        self.intro.value = (
            f"<p>{esc(t('giants.island.page.intro'))}</p>"
            f"<p style='color:#555'><i>{esc(t('giants.island.page.note'))}</i></p>"
        )
        self.tool.options = [(t(f"giants.island.tool.{k}"), k) for k in TOOLS]
        aria_name(self.tool, t("giants.island.page.tool"))
        for key, widget in (
            ("tool", None),
            ("logs", self.logs),
            ("moai", self.moai),
            ("hat", self.hat),
            ("target", self.target),
        ):
            words = t(f"giants.island.page.{key}")
            self.words[key].value = f"<b>{esc(words)}</b>&nbsp;"
            if widget is not None:
                aria_name(widget, words)
        self.words["checks"].value = f"<h3>{esc(t('giants.island.page.checks'))}</h3>"
        self.apply_button.description = t("giants.island.page.apply")
        self.undo_button.description = t("giants.island.page.undo")
        self.save_button.description = t("giants.island.page.save")
        self.use_b.description = t("giants.island.page.use_b")
        label_upload(self.upload, t("giants.island.page.load"), LIMIT, lang)
        self.save_link.value = ""
        self.lab_link.value = ""
        self.draw()

    def _show_numbers(self) -> None:
        tool = self.tool.value
        self.numbers["logs"].layout.display = None if tool == "forest" else "none"
        self.numbers["ahu"].layout.display = None if tool == "ahu" else "none"

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self) -> None:
        """The board, the targets, the checks and the last message, as the island is now."""
        lang = self.lang
        island = self.island
        chosen = None
        if self.chosen is not None:
            try:
                chosen = island.locate(self.chosen)[1]
            except BoardError:
                self.chosen = None
        data = island.to_data()
        self.board.show(island_editor_figure(data, lang, island.sea_cells(), chosen))
        self._targets(data)
        self.undo_button.disabled = not island.history
        items = []
        for check in island.checks():
            mark, colour = ("✓", "#1b5e20") if check.ok else ("✗", "#b00020")
            words = i18n.t("giants.island.page.ok" if check.ok else "giants.island.page.bad", lang)
            items.append(
                f"<li class='moai-check-{'ok' if check.ok else 'bad'}' style='color:{colour}'>"
                f"<span aria-hidden='true'>{mark}</span> <span class='moai-sr-only'>{esc(words)}"
                f"</span>{esc(check.message(lang))}</li>"
            )
        self.checks.value = (
            f"<ul role='list' style='list-style:none;padding-left:4px'>{''.join(items)}</ul>"
        )
        self.checks.value = f"<div aria-live='polite'>{self.checks.value}</div>"
        if self.said is None:
            self.message.value = ""
        else:
            how, key, params = self.said
            colour = "#b00020" if how == "error" else "#1b5e20"
            text = esc(i18n.t(key, lang, **params))
            self.message.value = f"<div role='status' style='color:{colour}'>{text}</div>"

    def _targets(self, data: dict[str, Any]) -> None:
        """The list of targets (land hexes, Ahu, sea cells) in the page's language."""
        lang = self.lang
        options = []
        for h in data["hexes"]:
            kind = i18n.t(f"giants.name.{h['kind']}", lang)
            options.append(
                (i18n.t("giants.island.page.target_hex", lang, hex=h["id"], kind=kind), h["id"])
            )
        for a in data["ahus"]:
            words = i18n.t(
                "giants.island.page.target_ahu",
                lang,
                ahu=a["id"],
                moai=a["moai_points"],
                hat=a["hat_points"],
            )
            options.append((words, a["id"]))
        for q, r in self.island.sea_cells():
            cell = f"{q},{r}"
            options.append((i18n.t("giants.island.page.target_sea", lang, cell=cell), cell))
        keep = self.chosen if self.chosen in {v for _, v in options} else options[0][1]
        self.target.options = options
        self.target.value = keep

    # -- changes ---------------------------------------------------------------------------------
    def click(self, target: str) -> None:
        """A click on the board: the target is chosen and the tool applied to it."""
        self.apply(target)

    def apply(self, target: str | None) -> bool:
        """Apply the tool chosen to ``target``; the page says what was done, or why not."""
        if target is None:
            return False
        self.chosen = target
        try:
            cell = self.island.locate(target)[1]
            key, params = self.island.apply(
                self.tool.value, target, self.logs.value, self.moai.value, self.hat.value
            )
        except BoardError as exc:
            self.said = ("error", exc.key, exc.params)
            self.draw()
            return False
        self.said = ("ok", key, params)
        self.chosen = self.island.label(cell)  # a sea cell made land or an Ahu: its new id
        self._changed()
        return True

    def undo(self) -> bool:
        """Take the last change back."""
        done = self.island.undo()
        self.said = ("ok", "giants.island.page.undone", {}) if done else None
        self._changed()
        return done

    def _changed(self) -> None:
        self.save_link.value = ""
        self.lab_link.value = ""
        self.draw()

    # -- files -----------------------------------------------------------------------------------
    def playable(self) -> Any:
        """The island as a Board, or None with the reason said on the page."""
        try:
            return self.island.playable()
        except BoardError as exc:
            self.said = ("error", exc.key, exc.params)
            self.draw()
            return None

    def _refused_here(self, where: W.HTML) -> None:
        """The reason of a refused save or lab link said beside its button too (the message at
        the top may be out of sight)."""
        where.value = self.message.value

    def save(self) -> bool:
        """Offer the board file of a playable island (a link that downloads it)."""
        board = self.playable()
        if board is None:
            self._refused_here(self.save_link)
            return False
        text = json.dumps(self.island.to_data(), ensure_ascii=False, indent=1)
        label = i18n.t("giants.island.page.download", self.lang)
        self.save_link.value = download_link(text, "island.json", label)
        return True

    def load(self, value: Any) -> bool:
        """An uploaded board file replaces the island (Undo brings the island back); a bad one
        is refused with the reason, over :data:`LIMIT` before it is read."""
        got = uploaded_file(value)
        if got is None:
            return False
        self.upload.value = ()
        try:
            new = Island.from_file(got.read(LIMIT, BoardError), self.island.tiles)
        except KitError as exc:
            reason = {lang: exc.message(lang) for lang in i18n.LANGS}
            self.said = (
                "error",
                "giants.island.page.refused",
                {"name": got.name, "reason": reason},
            )
            self.draw()
            return False
        old = self.island
        new.history = [*old.history, (old.land, old.ahus)]
        self.island = new
        self.said = ("ok", "giants.island.page.loaded", {"name": got.name})
        self._changed()
        return True

    def use_as_b(self) -> str | None:
        """The address of the design lab with this island as rule set B (a link on the page),
        or None with the reason when the island cannot be played."""
        board = self.playable()
        if board is None:
            self._refused_here(self.lab_link)
            return None
        code = encode(RuleSet(GAME, {}, board.to_dict(), "B"))
        href = with_lang(f"lab.ipynb?b={code}", self.lang)
        words = esc(i18n.t("giants.island.page.open_lab", self.lang))
        self.lab_link.value = (
            f"<a class='moai-link moai-island-open-lab' href='{esc(href)}' "
            f"style='font-weight:600'>{words}</a>"
        )
        return href


def island_page(lang: str | None = None) -> IslandPage:
    """The island editor as its notebook shows it."""
    return IslandPage(lang)
