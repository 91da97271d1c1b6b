"""The drawing of the play page from its session: the header, the figures, the private panel or
the curtain, the action panel, the side panel ("what just happened", the last error, how the game
came), the log and the undo button. A part of :class:`~widgets.play.app.PlayApp`, which holds the
session and the widgets (:mod:`widgets.play.layout`)."""

from __future__ import annotations

import html
from typing import Any

from kit.core import i18n
from kit.core.actions import Action
from kit.core.errors import KitError
from widgets.play.actions import action_rows
from widgets.play.autosave import Autosaver
from widgets.play.bots import BotScheduler
from widgets.play.layout import PlayLayout
from widgets.play.session import PlaySession
from widgets.play.ui import GameUI


def esc(text: str) -> str:
    return html.escape(text)


class PlayDrawing:
    """Mixed into :class:`~widgets.play.app.PlayApp`: one :meth:`refresh` draws every panel."""

    ui: GameUI
    session: PlaySession | None
    parts: PlayLayout
    autosave: Autosaver
    bots: BotScheduler
    recent: list[dict[str, Any]]
    error: str | Exception
    file_message: str
    _drawn_actions: Any
    lang: str

    def names(self) -> list[str]:
        s = self.session
        if s is None:
            return []
        return [i18n.player_name(i, self.lang, s.names) for i in range(len(s.seats))]

    def error_text(self) -> str:
        """The last error in the language of the moment ("" if none)."""
        error = self.error
        return error.message(self.lang) if isinstance(error, KitError) else str(error)

    def refresh(self) -> None:
        """Redraw the game from the session: the position is read once and every panel draws
        from it; a figure or panel that did not change is not sent again."""
        s = self.session
        if s is None:
            return
        lang, names = self.lang, self.names()

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        replaying = self.in_replay()
        actor = s.actor()
        seat = self.shown_seat()
        if replaying:
            view = s.game_at(self.replay.value).view(None)
        else:
            view = s.view(seat)
        legal = self.offered_actions()
        header = self.ui.header_html(view, lang, names, actor)
        if replaying:
            header += (
                f'<div class="moai-replaying" style="color:#8c510a"><b>'
                f"{esc(t('play.replaying', step=self.replay.value, total=len(s.steps)))}</b></div>"
            )
        self.header.value = header
        figures = self.ui.figures(view, lang, names, legal)
        for name, slot in self.parts.slot_of.items():
            slot.show(figures.get(name))
        down = self.curtain_down() and not replaying
        self.curtain.layout.display = None if down else "none"
        if down and actor is not None:
            self.curtain.description = t("play.i_am", name=names[actor])
            self.private.value = (
                f'<div class="moai-curtain-text">'
                f"{esc(t('play.pass_screen', name=names[actor]))}</div>"
            )
        elif seat is not None and not replaying:
            self.private.value = self.ui.private_html(view, lang)
        else:
            self.private.value = ""
        self._draw_actions(legal, names)
        lines = "".join(f"<li>{esc(x)}</li>" for x in self.recent_lines())
        error = f'<div class="moai-error" style="color:#b00">{esc(self.error_text())}</div>'
        self.parts.feedback.value = error if self.error else ""  # right under the controls
        status = f"<b>{esc(t('play.what_happened'))}</b><ul style='margin:2px 0'>{lines}</ul>"
        if self.file_message:
            status += f'<div class="moai-file-message">{esc(self.file_message)}</div>'
        if self.autosave.stopped:
            status += (
                f'<div class="moai-autosave-stopped" style="color:#8c510a">'
                f"{esc(t('autosave.taken_over'))}</div>"
            )
        self.status.value = status
        self.draw_file_status()
        self.draw_log()
        self.present.disabled = not replaying
        self._draw_undo()

    def _draw_undo(self) -> None:
        s, who = self.session, self.viewer
        self.undo_button.disabled = (
            s is None
            or self.in_replay()
            or who is None
            or self.bots.running
            or s.undo_point(who) is None
        )

    def draw_log(self) -> None:
        """The whole log, drawn only while its panel is open (it grows with every action)."""
        s = self.session
        if s is None or self.log_box.selected_index is None:
            self.log_html.value = ""
            return
        self.log_html.value = (
            "<ol class='moai-log-lines' style='max-height:260px;overflow:auto'>"
            + "".join(f"<li>{esc(x)}</li>" for x in s.log(self.lang))
            + "</ol>"
        )

    def recent_lines(self) -> list[str]:
        """What just happened, in the current language."""
        s = self.session
        if s is None:
            return []
        names = self.names()
        out = []
        for event in self.recent:
            if event.get("type") == "_bot":
                out.append(i18n.t("play.bot_moved", self.lang, name=names[event["seat"]]))
            elif event.get("type") == "_undone":
                out.append(i18n.t("play.undone", self.lang))
            else:
                out.extend(s.describe([event], self.lang))
        return out

    def _draw_actions(self, legal: list[Action], names: list[str]) -> None:
        """The action panel, rebuilt only when the actions offered (or their words) change."""
        s = self.session
        assert s is not None
        key = (
            tuple(legal),
            self.lang,
            tuple(names),
            getattr(self.ui, "figure", None),
            getattr(self.ui, "logs", None),
            id(s),
            s.version,
        )
        if key != self._drawn_actions:
            self._drawn_actions = key
            self.actions.children = action_rows(
                self.ui, legal, self.lang, names, self._act_here(), self.redraw_choice
            )
        # Then a class naming the number of actions so far: a sync point for browser tests
        # (set after the buttons, so that it never names a position the buttons do not show).
        kept = tuple(c for c in self.actions._dom_classes if not c.startswith("moai-at-"))
        self.actions._dom_classes = (*kept, f"moai-at-{len(s.steps)}")  # one change, not two

    def redraw_choice(self) -> None:
        """A choice in a game's control changed what the board highlights: redraw."""
        self.refresh()
