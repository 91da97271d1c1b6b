"""The variants on the teacher's class page: those on the class board
(:mod:`kit.lab.class_board`) and those the teacher added from a link, a code or a file, each
included in the tournament or not (:class:`ClassVariants`, no widgets), and their rows on the
page (:func:`variant_rows`)."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, replace

import ipywidgets as W

from kit.core import i18n
from kit.lab.class_board import ClassBoard, Submission
from kit.lab.rules_code import decode
from kit.lab.ruleset import RuleSet
from widgets.a11y import aria_name

BOARD, LINK, FILE = "board", "link", "file"
"""Where a variant came from."""


@dataclass(frozen=True)
class Variant:
    """One variant on the page: ``key`` is unique on the page (``board:<id>`` or ``added:<n>``)."""

    key: str
    name: str
    ruleset: RuleSet
    source: str
    author: str = ""
    note: str = ""
    games: int = 0
    included: bool = True


class ClassVariants:
    """The page's variants in the order they came: the class board's first (oldest first), then
    the ones added by the teacher."""

    def __init__(self, board: ClassBoard | None = None) -> None:
        self.board = board
        self.from_board: list[Variant] = []
        self.added: list[Variant] = []
        self.left_out: set[str] = set()
        self.version: int | None = None

    def all(self, game: str | None = None) -> list[Variant]:
        """Every variant (of ``game`` when given), with its inclusion."""
        found = [*self.from_board, *self.added]
        if game is not None:
            found = [v for v in found if v.ruleset.game == game]
        return [replace(v, included=v.key not in self.left_out) for v in found]

    def included(self, game: str) -> list[Variant]:
        """The variants of ``game`` that play in the tournament."""
        return [v for v in self.all(game) if v.included]

    def include(self, key: str, flag: bool) -> None:
        """Put the variant ``key`` in the tournament or leave it out."""
        (self.left_out.discard if flag else self.left_out.add)(key)

    def refresh(self, force: bool = False) -> bool:
        """Read the class board again if it changed (or ``force``); True when the list changed."""
        if self.board is None:
            return False
        version = self.board.version()
        if version == self.version and not force:
            return False
        self.version = version
        self.from_board = [self._of(s) for s in self.board.everything()]
        return True

    @staticmethod
    def _of(submission: Submission) -> Variant:
        table = submission.lab_table()
        return Variant(
            f"board:{submission.id}",
            submission.name,
            submission.ruleset(),
            BOARD,
            submission.author,
            submission.note,
            len(table) if table is not None else 0,
        )

    def add_code(self, text: str) -> Variant:
        """Add the variant of a pasted link or code; RecordError says why one is refused."""
        ruleset = decode(text)
        return self._add(ruleset, LINK)

    def add_file(self, data: bytes) -> Variant:
        """Add the variant of a rule-set file's content; RecordError says why one is refused."""
        ruleset = RuleSet.from_json(data)
        return self._add(ruleset, FILE)

    def _add(self, ruleset: RuleSet, source: str) -> Variant:
        n = len(self.added) + 1
        name = ruleset.name.strip()
        if name in ("", "A", "B"):  # the lab's own names: told apart by their number
            name = f"{name or 'B'} #{n}"
        variant = Variant(f"added:{n}", name, ruleset, source)
        self.added.append(variant)
        return variant


def variant_rows(
    shown: list[Variant], lang: str, include: Callable[[str, bool], None]
) -> tuple[str, list[W.Widget]]:
    """The heading of the list and a row per variant in ``lang``: its box "in the tournament"
    (``include(key, flag)`` when ticked or not), its name, student, source, games and note."""
    esc = html.escape
    heading = f"<h2>{esc(i18n.t('class.page.variants', lang, n=len(shown)))}</h2>"
    if not shown:
        return heading, [W.HTML(f"<p>{esc(i18n.t('class.page.none', lang))}</p>")]
    rows: list[W.Widget] = []
    for variant in shown:
        box = W.Checkbox(value=variant.included, indent=False, layout=W.Layout(width="auto"))
        aria_name(box, i18n.t("class.page.include", lang, name=variant.name))
        box.observe(lambda c, key=variant.key: include(key, c["new"]), names="value")
        games = i18n.t("class.page.col.games", lang)
        parts = [f"<b>{esc(variant.name)}</b>"]
        parts += [esc(variant.author)] if variant.author else []
        parts += [esc(i18n.t(f"class.page.from.{variant.source}", lang))]
        parts += [f"{esc(games)} {variant.games}"] if variant.games else []
        note = f"<br><small>{esc(variant.note)}</small>" if variant.note else ""
        row = W.HBox([box, W.HTML(" · ".join(parts) + note)])
        row.layout.align_items = "flex-start"
        row.add_class("moai-class-variant")
        rows.append(row)
    return heading, rows
