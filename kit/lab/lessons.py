"""Game-design lessons: guided investigations with the lab, as data.

Each lesson asks a designer's question about one rule, has the learner commit to a prediction,
runs a small seeded A/B experiment (the same for the whole class), shows the figures, checks the
prediction against what the run found, and ends with what a designer would conclude and try next,
and an open task for the lab page.

The answer to the prediction is computed from the run (:meth:`DesignLesson.answer`), never
written down; the numbers the texts quote are the run's (:meth:`DesignLesson.quoted`), and a test
recomputes them from the seed. Each lesson's games are sized (:class:`Sizing`, from pilot runs
on other seeds) so that its verdict is the same on at least 9 of 10 independent seed blocks; a
test plays the blocks of every lesson (until 9 alike, or 2 unlike, decide it) and checks it. The
verdict rests on the measure the question names, tested alone (named before the run, it needs
no correction for many tests). The lessons of each game, with their words in English and zh-TW,
live in ``kit/lab/design_<game>.py`` (``GameSpec.part("design")``); the page's words in
:mod:`kit.lab.lesson_text`.

::

    lesson = design_lesson("rapanui_first_player")
    result = lesson.play()                # {"A": Table, "B": Table}
    lesson.answer(result)                 # the right prediction, e.g. "less"
    lesson.quoted(result)                 # the numbers the text quotes
"""

from __future__ import annotations

import importlib
import importlib.util
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from kit import games as registry
from kit.core import i18n
from kit.lab.clustered import ratio_difference
from kit.lab.compare import Comparison, compare
from kit.lab.experiment import run
from kit.lab.ruleset import RuleSet
from kit.lab.stats import Difference
from kit.lab.table import Table

RESAMPLES = 400
Quote = Callable[[dict[str, Table], Comparison], dict[str, Any]]
Answer = Callable[[dict[str, Table], Comparison], str]
Z_95 = NormalDist().inv_cdf(0.975)


@dataclass(frozen=True)
class Sizing:
    """How many games per rule set a lesson needs so that its verdict is the same on at least 9
    of 10 independent seed blocks (a per-block chance of about 97% or more of the verdict).

    - ``"proportions"``: a difference between a rate ``base`` (in A) and ``base + effect`` (in B)
      found by a two-sided 5% test with probability ``power``: the two-proportion formula
      ``n = (z_{α/2}·√(2p̄(1−p̄)) + z_β·√(p_A(1−p_A) + p_B(1−p_B)))² / effect²``.
    - ``"mean"``: a paired difference ``effect`` of a per-game value whose per-seed difference
      has standard deviation ``sd``: ``n = ((z_{α/2} + z_β)·sd / effect)²``.
    - ``"rule_out"``: a true difference ``effect`` (smaller than the meaningful size ``margin``)
      seen as less than ``margin`` with probability ``power``: ``n = (z_β·sd / (margin −
      |effect|))²``.

    ``effect``, ``base`` and ``sd`` come from pilot runs (``source`` says which), not from the
    lesson's own seed.
    """

    kind: str
    effect: float
    base: float = 0.0
    sd: float = 0.0
    margin: float = 0.0
    power: float = 0.97
    source: str = ""

    def games(self) -> int:
        """The games per rule set the formula asks for (rounded up)."""
        z_b = NormalDist().inv_cdf(self.power)
        if self.kind == "proportions":
            pa, pb = self.base, self.base + self.effect
            bar = (pa + pb) / 2
            root = Z_95 * math.sqrt(2 * bar * (1 - bar)) + z_b * math.sqrt(
                pa * (1 - pa) + pb * (1 - pb)
            )
            return math.ceil(root**2 / self.effect**2)
        if self.kind == "mean":
            return math.ceil(((Z_95 + z_b) * self.sd / self.effect) ** 2)
        if self.kind == "rule_out":
            return math.ceil((z_b * self.sd / (self.margin - abs(self.effect))) ** 2)
        raise ValueError(f"unknown sizing kind {self.kind!r}")


def mean_fact(table: Table, fact: str) -> float:
    """The mean of a per-game fact over the finished games."""
    games = [row for row in table if not row["timed_out"]]
    return sum(row["facts"][fact] for row in games) / len(games) if games else 0.0


def fact_difference(tables: dict[str, Table], fact: str, per_round: bool = False) -> Difference:
    """B − A of a per-game fact (or of the fact per round, a ratio over games), compared seed by
    seed (the lesson's A and B are played on the same seeds)."""

    def pairs(table: Table) -> list[tuple[float, float]]:
        rows = table.sorted().rows
        return [
            (row["facts"][fact] if row["facts"] else 0, row["rounds"] if per_round else 1)
            for row in rows
        ]

    return ratio_difference(pairs(tables["A"]), pairs(tables["B"]), paired=True)


def _pct(value: float) -> int:
    return round(100 * value)


def _seen(p_value: float | None, diff: float, margin: float = 0.0) -> int:
    """+1 or −1 when a pre-registered difference is clear (``p < 0.05``, its own test: a
    lesson's question names its measure before the run, so no correction applies) and at least
    ``margin``; 0 otherwise."""
    if p_value is None or p_value >= 0.05 or abs(diff) < margin:
        return 0
    return 1 if diff > 0 else -1


@dataclass(frozen=True)
class DesignLesson:
    """One investigation: rule sets A and B (with their islands, ``board_a`` and ``board_b``, for
    a game with a board), who plays, how many games (and why: ``sizing``), and how to read it."""

    id: str
    game: str
    players: int
    bots: tuple[str, ...]
    a: dict[str, Any]
    b: dict[str, Any]
    games: int
    seed: int
    choices: tuple[str, ...]
    figures: tuple[str, ...]
    sizing: tuple[Sizing, ...]
    answer_of: Answer = field(repr=False)
    quote_of: Quote = field(repr=False)
    board_a: dict[str, Any] | None = field(default=None, repr=False)
    board_b: dict[str, Any] | None = field(default=None, repr=False)
    """The islands of A and B (a board's dict, for a game with a board; None: the default)."""

    def rulesets(self) -> dict[str, RuleSet]:
        return {
            "A": RuleSet(self.game, self.a, board=self.board_a, name="A"),
            "B": RuleSet(self.game, self.b, board=self.board_b, name="B"),
        }

    def play(
        self, workers: int | None = 1, seed: int | None = None, causes: bool = True
    ) -> dict[str, Table]:
        """Run the lesson's experiment (seeded: always the same tables; ``seed`` another block;
        ``causes``: with the rows' flows and sources, which no verdict reads)."""
        return {
            name: run(
                self.game,
                players=self.players,
                bots=list(self.bots),
                options=rs.options,
                board=rs.board,
                games=self.games,
                seed=self.seed if seed is None else seed,
                workers=workers,
                causes=causes,
            )
            for name, rs in self.rulesets().items()
        }

    def findings(self, tables: dict[str, Table]) -> tuple[str, dict[str, Any]]:
        """What the run bears out: the right prediction and the numbers the texts quote (one
        comparison of A and B; the bootstrap's resamples do not change these values)."""
        comparison = compare(tables["A"], tables["B"], resamples=RESAMPLES)
        return self.answer_of(tables, comparison), self.quote_of(tables, comparison)

    def answer(self, tables: dict[str, Table]) -> str:
        """The prediction the run bears out (one of :attr:`choices`)."""
        return self.findings(tables)[0]

    def quoted(self, tables: dict[str, Table]) -> dict[str, Any]:
        """The numbers the lesson's texts quote, from the run."""
        return self.findings(tables)[1]

    def text(self, part: str) -> str:
        """The message key of a part of the lesson's text."""
        return f"design.{self.id}.{part}"


PILOT = "10 blocks of seeds 1 + 100,000·k (k = 0..9), outside the lesson's seed"


def _design_modules() -> list[Any]:
    """Each game's module of design lessons (``GameSpec.part("design")``), where it has one."""
    found = []
    for spec in registry.specs():
        name = spec.part("design")
        if importlib.util.find_spec(name) is not None:
            found.append(importlib.import_module(name))
    return found


def design_lessons(game: str | None = None) -> list[DesignLesson]:
    """The design lessons (of ``game``, if given), in the games' order."""
    every = [lesson for module in _design_modules() for lesson in module.LESSONS]
    return [lesson for lesson in every if game is None or lesson.game == game]


def design_lesson(lesson_id: str) -> DesignLesson:
    """The design lesson ``lesson_id`` (KeyError names the known ones)."""
    every = design_lessons()
    for lesson in every:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(f"no design lesson {lesson_id!r}; there are {[x.id for x in every]}")


def written(lesson_id: str) -> dict[str, object]:
    """What the run of lesson ``lesson_id`` showed when it was written (for the teacher's page;
    a test recomputes it)."""
    for module in _design_modules():
        if lesson_id in module.WRITTEN:
            return dict(module.WRITTEN[lesson_id])
    raise KeyError(f"no design lesson {lesson_id!r}")


def load_words() -> None:
    """Load the words of every game's design lessons (see :mod:`kit.core.i18n`)."""
    i18n.load_modules(spec.part("design") for spec in registry.specs())
