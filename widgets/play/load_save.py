"""The play page's files: the game saved as a record file to download, and an upload read (a
saved game played on, or a rule set for the next game), with the line beside the upload that says
what it gave. Reading and naming the files is :mod:`widgets.play.files`'; this is a part of
:class:`~widgets.play.app.PlayApp`, which holds the session, the rule set and the widgets."""

from __future__ import annotations

from typing import Any

from kit.core import i18n
from kit.core.errors import KitError
from kit.lab.ruleset import RuleSet
from widgets.files import download_link, uploaded_bytes
from widgets.play.draw import esc
from widgets.play.files import read_upload, save_name
from widgets.play.session import PlaySession
from widgets.play.ui import GameUI


class LoadSave:
    """Mixed into :class:`~widgets.play.app.PlayApp`: saving, uploading and the upload's answer."""

    ui: GameUI
    session: PlaySession | None
    rules: RuleSet | None
    upload_message: str
    upload: Any
    save_link: Any
    file_status: Any
    setup: Any
    lang: str

    # -- files ---------------------------------------------------------------------------------
    def save(self) -> None:
        """Offer the game as a record file to download."""
        if self.session is None:
            return
        name = save_name(self.ui, self.session)
        self.save_link.value = download_link(
            self.session.save(), name, i18n.t("play.download", self.lang, name=name)
        )

    def load_upload(self, value: Any) -> None:
        """Read an uploaded saved game (played on) or rule set (the setup form takes its options,
        the next game follows them); a bad file gets a message and nothing changes."""
        got = uploaded_bytes(value)
        if got is None:
            return
        name, content = got
        self.upload.value = ()
        try:
            loaded = read_upload(self.ui, content, self.make_bot)
        except KitError as exc:
            reason = exc.message(self.lang)
            self.upload_message = i18n.t("play.load_failed", self.lang, name=name, reason=reason)
            self.refresh()
            self.draw_file_status()
            return
        if loaded.rules is not None:
            self.use_rules(loaded.rules, name)
            return
        assert loaded.session is not None
        self.upload_message = i18n.t("play.loaded", self.lang, name=name)
        self.start(loaded.session)

    def use_rules(self, rules: RuleSet, name: str = "") -> None:
        """Fill the setup form with a rule set's options (and board) and show the form."""
        self.rules = rules
        self.setup.set_options(rules.options_object())
        self.upload_message = i18n.t(
            "play.rules_loaded", self.lang, name=rules.name or name, count=len(rules.options)
        )
        self.new_game()
        self.draw_file_status()

    def draw_file_status(self) -> None:
        """The line beside the upload: what the last upload gave (a game, a rule set, or why it
        was refused) and, on the setup screen, the custom board of the rule set."""
        rules, lang = self.rules, self.lang
        lines = [self.upload_message] if self.upload_message else []
        if rules is not None and rules.board is not None:
            lines.append(i18n.t("play.custom_board", lang, name=rules.name or "—"))
        self.file_status.value = "".join(
            f'<div class="moai-file-message">{esc(line)}</div>' for line in lines
        )
