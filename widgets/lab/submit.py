""" "Submit to the class" on the lab page: a student sends rule set B, named, with a short note and
the table B ran, to the class board (:mod:`kit.lab.class_board`), and sees, replaces or
withdraws their own submissions.

The panel shows only on a served class app, where the page's kernel knows the class's database
(``MOAI_CLASS_DB``, set by ``make class`` and the JupyterHub recipe) and whose page it is (its
browser, ``MOAI_CLIENT``, or its hub user): :func:`kit.lab.class_board.open_board` and
:func:`kit.lab.class_board.student_key`. Elsewhere (JupyterLab, the static site) a variant goes
to the teacher as a link or a file (:mod:`widgets.copy_link`).
"""

from __future__ import annotations

import time
from typing import Any

import ipywidgets as W

from kit.core import i18n
from kit.core.errors import KitError
from kit.core.i18n import Catalog
from kit.lab import class_board
from kit.lab.class_board import ClassBoard, Submission
from kit.lab.ruleset import RuleSet
from kit.lab.table import Table
from widgets.a11y import aria_name
from widgets.lab.results import esc

CATALOG = Catalog(
    "widgets.lab.submit",
    {
        "lab.submit.title": "Submit to the class",
        "lab.submit.intro": (
            "Send rule set B to your teacher's class board, with its name, your name and a short"
            " note; the table B ran goes with it. Your teacher runs every variant of the class"
            " in one tournament."
        ),
        "lab.submit.variant": "Name of your variant",
        "lab.submit.author": "Your name",
        "lab.submit.note": "A short note: what you changed and why",
        "lab.submit.send": "Submit B to the class",
        "lab.submit.sent": "Sent: “{name}” is on the class board ({n} of yours).",
        "lab.submit.sent_table": "Sent with the table of {games} games B ran.",
        "lab.submit.replaced": "“{name}” on the class board is now rule set B.",
        "lab.submit.withdrawn": "“{name}” was taken off the class board.",
        "lab.submit.refused": "Not sent: {reason}",
        "lab.submit.mine": "Your submissions",
        "lab.submit.none": "You have submitted nothing yet.",
        "lab.submit.replace": "Replace with B",
        "lab.submit.withdraw": "Withdraw",
        "lab.submit.entry": "{name} ({author}), sent at {time}",
        "lab.submit.unnamed": "Give your variant a name first.",
        "lab.submit.broken": "The class board cannot be used now: {reason}",
    },
    {
        "lab.submit.title": "提交給全班",
        "lab.submit.intro": (
            "把規則B連同它的名稱、你的名字和一段簡短說明送到老師的班級看板；B跑過的表格也一起送出。"
            "老師會把全班的變體放在同一場錦標賽中比較。"
        ),
        "lab.submit.variant": "你的變體名稱",
        "lab.submit.author": "你的名字",
        "lab.submit.note": "簡短說明：你改了什麼、為什麼",
        "lab.submit.send": "把B提交給全班",
        "lab.submit.sent": "已送出：「{name}」已在班級看板上（你的第{n}份）。",
        "lab.submit.sent_table": "連同B跑過的{games}局表格一起送出。",
        "lab.submit.replaced": "班級看板上的「{name}」已換成規則B。",
        "lab.submit.withdrawn": "「{name}」已從班級看板撤下。",
        "lab.submit.refused": "沒有送出：{reason}",
        "lab.submit.mine": "你的提交",
        "lab.submit.none": "你還沒有提交任何變體。",
        "lab.submit.replace": "換成B",
        "lab.submit.withdraw": "撤回",
        "lab.submit.entry": "{name}（{author}），送出於{time}",
        "lab.submit.unnamed": "請先為你的變體取名。",
        "lab.submit.broken": "目前無法使用班級看板：{reason}",
    },
)
i18n.load(CATALOG)


class SubmitPanel(W.VBox):
    """The lab page's class-board part (hidden when the page has no class board). ``page`` is a
    :class:`widgets.lab.app.LabApp`; ``board`` and ``student`` default to the environment's."""

    def __init__(
        self, page: Any, board: ClassBoard | None = None, student: str | None = None
    ) -> None:
        self.page = page
        self.problem: KitError | None = None  # a class board that could not be opened
        try:
            self.board = board if board is not None else class_board.open_board()
        except KitError as exc:
            self.board, self.problem = None, exc
        self.student = student if student is not None else class_board.student_key()
        self.heading = W.HTML()
        self.intro = W.HTML()
        self.variant = W.Text(value="", layout=W.Layout(width="320px"))
        self.author = W.Text(value="", layout=W.Layout(width="320px"))
        self.note = W.Textarea(value="", layout=W.Layout(width="520px", height="64px"))
        self.labels = {k: W.HTML() for k in ("variant", "author", "note")}
        self.send = W.Button(button_style="primary", icon="paper-plane")
        self.send.layout.width = "auto"
        self.send.add_class("moai-class-submit")
        self.send.on_click(lambda _: self.submit())
        self.status = W.HTML()
        self.status.add_class("moai-class-status")
        self.mine_heading = W.HTML()
        self.mine_box = W.VBox()
        self.mine_box.add_class("moai-class-mine")
        form = [
            W.HBox([self.labels[k], widget])
            for k, widget in (
                ("variant", self.variant),
                ("author", self.author),
                ("note", self.note),
            )
        ]
        super().__init__(
            [
                self.heading,
                self.intro,
                *form,
                W.HBox([self.send]),  # as wide as its words
                self.status,
                self.mine_heading,
                self.mine_box,
            ]
        )
        self.add_class("moai-class-panel")
        if not self.available and self.problem is None:
            self.layout.display = "none"
        page.toggle.observe(lambda _: self.render(), names="value")
        self.render()

    @property
    def available(self) -> bool:
        """Whether this page can submit: a class board and a known student."""
        return self.board is not None and self.student is not None

    @property
    def lang(self) -> str:
        return self.page.lang

    # -- words ---------------------------------------------------------------------------------
    def render(self) -> None:
        """Every word in the page's language; the student's own submissions listed again."""
        lang = self.lang
        if self.problem is not None:  # said, so that the class knows to call the teacher
            words = i18n.t("lab.submit.broken", lang, reason=self.problem.message(lang))
            self.heading.value = f"<p role='status' style='color:#b00'>{esc(words)}</p>"
            self.children = (self.heading,)
            return
        if not self.available:
            return

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        self.heading.value = f"<h3>{esc(t('lab.submit.title'))}</h3>"
        self.intro.value = f"<p>{esc(t('lab.submit.intro'))}</p>"
        for key, widget in (
            ("variant", self.variant),
            ("author", self.author),
            ("note", self.note),
        ):
            self.labels[key].value = f"<b>{esc(t(f'lab.submit.{key}'))}</b>&nbsp;"
            aria_name(widget, t(f"lab.submit.{key}"))
        self.send.description = t("lab.submit.send")
        self.mine_heading.value = f"<h4>{esc(t('lab.submit.mine'))}</h4>"
        self.show_mine()

    def show_mine(self) -> None:
        """The student's own submissions, each with "Replace with B" and "Withdraw"."""
        lang = self.lang
        try:
            mine = self.board.mine(self.student, self.page.game)  # type: ignore[union-attr]
        except KitError as exc:
            self._say(exc.message(lang), error=True)
            return
        if not mine:
            self.mine_box.children = [W.HTML(f"<p>{esc(i18n.t('lab.submit.none', lang))}</p>")]
            return
        self.mine_box.children = [self._row(s) for s in mine]

    def _row(self, submission: Submission) -> W.HBox:
        lang = self.lang
        when = time.strftime("%H:%M", time.localtime(submission.created))
        words = i18n.t(
            "lab.submit.entry", lang, name=submission.name, author=submission.author, time=when
        )
        replace = W.Button(description=i18n.t("lab.submit.replace", lang), icon="refresh")
        withdraw = W.Button(description=i18n.t("lab.submit.withdraw", lang), icon="trash")
        for button, kind in ((replace, "replace"), (withdraw, "withdraw")):
            button.layout.width = "auto"
            button.add_class(f"moai-class-{kind}")
            button.tooltip = f"{i18n.t(f'lab.submit.{kind}', lang)}: {submission.name}"
        replace.on_click(lambda _: self.replace(submission))
        withdraw.on_click(lambda _: self.withdraw(submission))
        return W.HBox([W.HTML(esc(words)), replace, withdraw])

    def _say(self, text: str, error: bool = False) -> None:
        style = " style='color:#b00'" if error else ""
        self.status.value = f"<p role='status'{style}>{esc(text)}</p>"

    def _refused(self, exc: Exception) -> None:
        reason = exc.message(self.lang) if isinstance(exc, KitError) else str(exc)
        self._say(i18n.t("lab.submit.refused", self.lang, reason=reason), error=True)

    # -- what is sent ----------------------------------------------------------------------------
    def ruleset(self) -> RuleSet:
        """Rule set B, named as the student named it."""
        b = self.page.sets["B"].ruleset()
        return RuleSet(b.game, b.options, b.board, self.variant.value.strip())

    def table(self, ruleset: RuleSet) -> Table | None:
        """The table of B's last run, if it ran these very rules."""
        run = self.page.run_state
        if run is None or getattr(run, "rulesets", None) is None or "B" not in run.tables:
            return None
        ran = run.rulesets["B"]
        if (ran.options, ran.board) != (ruleset.options, ruleset.board) or not run.finished:
            return None
        table = run.tables["B"]
        return table if len(table) else None

    def submit(self) -> Submission | None:
        """Send B to the class board; a refusal says why and nothing is sent."""
        if not self.available:
            return None
        if not self.variant.value.strip():
            self._say(i18n.t("lab.submit.unnamed", self.lang), error=True)
            return None
        try:
            ruleset = self.ruleset()
            table = self.table(ruleset)
            sent = self.board.submit(  # type: ignore[union-attr]
                self.student,  # type: ignore[arg-type]
                ruleset,
                author=self.author.value,
                note=self.note.value,
                table=table,
            )
        except (KitError, ValueError) as exc:
            self._refused(exc)
            return None
        n = len(self.board.mine(self.student, self.page.game))  # type: ignore[union-attr, arg-type]
        words = i18n.t("lab.submit.sent", self.lang, name=sent.name, n=n)
        if table is not None:
            words += " " + i18n.t("lab.submit.sent_table", self.lang, games=len(table))
        self._say(words)
        self.show_mine()
        return sent

    def replace(self, submission: Submission) -> None:
        """Put rule set B (and its table) in place of ``submission``'s rules."""
        try:
            b = self.page.sets["B"].ruleset()
            ruleset = RuleSet(b.game, b.options, b.board, submission.name)
            edited = self.board.edit(  # type: ignore[union-attr]
                self.student,  # type: ignore[arg-type]
                submission.id,
                ruleset=ruleset,
                note=self.note.value or None,
            )
        except (KitError, ValueError) as exc:
            self._refused(exc)
            return
        self._say(i18n.t("lab.submit.replaced", self.lang, name=edited.name))
        self.show_mine()

    def withdraw(self, submission: Submission) -> None:
        """Take ``submission`` off the class board."""
        try:
            self.board.withdraw(self.student, submission.id)  # type: ignore[union-attr, arg-type]
        except (KitError, ValueError) as exc:
            self._refused(exc)
            return
        self._say(i18n.t("lab.submit.withdrawn", self.lang, name=submission.name))
        self.show_mine()
