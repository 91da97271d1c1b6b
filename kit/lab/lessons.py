"""Game-design lessons: guided investigations with the lab, as data.

Each lesson asks a designer's question about one rule, has the learner commit to a prediction,
runs a small seeded A/B experiment (the same for the whole class), shows the figures, checks the
prediction against what the run found, and ends with what a designer would conclude and try next,
and an open task for the lab page.

The answer to the prediction is computed from the run (:meth:`DesignLesson.answer`), never
written down; the numbers the texts quote are the run's (:meth:`DesignLesson.quoted`), and a test
recomputes them from the seed. Each lesson's games are sized (:class:`Sizing`, from pilot runs
on other seeds) so that its verdict is the same on at least 9 of 10 independent seed blocks; a
test plays 10 blocks of every lesson and checks it. The verdict rests on the measure the
question names, tested alone (named before the run, it needs no correction for many tests). Texts live in :mod:`kit.lab.lesson_text` (English and zh-TW).

::

    lesson = design_lesson("rapanui_first_player")
    result = lesson.play()                # {"A": Table, "B": Table}
    lesson.answer(result)                 # the right prediction, e.g. "less"
    lesson.quoted(result)                 # the numbers the text quotes
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from kit.lab.clustered import ratio_difference
from kit.lab.compare import MEANINGFUL, Comparison, compare
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
    """One investigation: rule sets A and B, who plays, how many games (and why: ``sizing``),
    and how to read it."""

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

    def rulesets(self) -> dict[str, RuleSet]:
        return {
            "A": RuleSet(self.game, self.a, name="A"),
            "B": RuleSet(self.game, self.b, name="B"),
        }

    def play(self, workers: int | None = 1, seed: int | None = None) -> dict[str, Table]:
        """Run the lesson's experiment (seeded: always the same tables; ``seed`` another block)."""
        return {
            name: run(
                self.game,
                players=self.players,
                bots=list(self.bots),
                options=rs.options,
                games=self.games,
                seed=self.seed if seed is None else seed,
                workers=workers,
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


# -- Rapa Nui: the first player and the starting wood (R2.7) ----------------------------------
def _first_player_answer(tables: dict[str, Table], c: Comparison) -> str:
    # A has the rule's wood 2/3/4/5; B gives every seat 2. "Does the extra wood fix it?"
    change = c.changes["first_seat_win_rate"]
    return {1: "helps", 0: "nothing", -1: "hurts"}[_seen(change.p_value, change.diff)]


def _first_player_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    a, b = c.changes["first_seat_win_rate"].a, c.changes["first_seat_win_rate"].b
    fair = 1 / tables["A"].players
    excess_a, excess_b = a.value - fair, b.value - fair
    return {
        "first_a": _pct(a.value),
        "first_b": _pct(b.value),
        "fair": _pct(fair),
        "excess_a": _pct(excess_a),
        "excess_b": _pct(excess_b),
        "removed": _pct(1 - excess_a / excess_b) if excess_b > 0 else 0,
        "low_a": _pct(a.low),
        "balance_a": round(c.changes["balance"].a.value, 2),
        "balance_b": round(c.changes["balance"].b.value, 2),
    }


# -- Rapa Nui: the majority bonus at 2 cards (R8.2) -------------------------------------------
def _majority_answer(tables: dict[str, Table], c: Comparison) -> str:
    lead, skill = c.changes["lead_changes"], c.changes["skill_win_rate"]
    if _seen(lead.p_value, lead.diff, MEANINGFUL["lead_changes"]) > 0:
        return "interaction"
    if _seen(skill.p_value, skill.diff, MEANINGFUL["skill_win_rate"]) < 0:
        return "luck"
    return "neither"


def _majority_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    skill, lead, spread = (c.changes[k] for k in ("skill_win_rate", "lead_changes", "score_spread"))
    return {
        "bonus_a": round(mean_fact(tables["A"], "majority_bonuses"), 1),
        "bonus_b": round(mean_fact(tables["B"], "majority_bonuses"), 1),
        "lead_a": round(100 * lead.a.value, 1),
        "lead_b": round(100 * lead.b.value, 1),
        "skill_a": round(100 * skill.a.value, 1),
        "skill_b": round(100 * skill.b.value, 1),
        "spread_a": round(spread.a.value, 1),
        "spread_b": round(spread.b.value, 1),
        "margin": _pct(MEANINGFUL["skill_win_rate"]),
    }


# -- Giants: logs as carriers (R7.6) ----------------------------------------------------------
def _logs_answer(tables: dict[str, Table], c: Comparison) -> str:
    helpers = fact_difference(tables, "helper_points")
    moai = fact_difference(tables, "moai")
    if _seen(moai.p_value, moai.diff, 0.5) > 0:
        return "more_moai"
    if _seen(helpers.p_value, helpers.diff, 1.0) < 0:
        return "fewer_helpers"
    return "no_change"


def _logs_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    return {
        "helpers_a": round(mean_fact(tables["A"], "helper_points"), 1),
        "helpers_b": round(mean_fact(tables["B"], "helper_points"), 1),
        "moai_a": round(mean_fact(tables["A"], "moai"), 1),
        "moai_b": round(mean_fact(tables["B"], "moai"), 1),
        "rounds_a": round(c.changes["duration_rounds"].a.value, 1),
        "rounds_b": round(c.changes["duration_rounds"].b.value, 1),
        "spread_a": round(c.changes["score_spread"].a.value, 1),
        "spread_b": round(c.changes["score_spread"].b.value, 1),
    }


# -- Giants: the die faces (R4.5) -------------------------------------------------------------
def _dice_answer(tables: dict[str, Table], c: Comparison) -> str:
    big = fact_difference(tables, "moai_3")
    rounds = c.changes["duration_rounds"]
    bigger = _seen(big.p_value, big.diff, 0.5) > 0
    longer = _seen(rounds.p_value, rounds.diff, MEANINGFUL["duration_rounds"]) > 0
    if bigger and longer:
        return "bigger_longer"
    return "bigger_same" if bigger else "no_bigger"


def _per_round(table: Table, fact: str) -> float:
    games = [row for row in table if not row["timed_out"]]
    return sum(r["facts"][fact] for r in games) / sum(r["rounds"] for r in games)


def _dice_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    a, b = tables["A"], tables["B"]
    carved_all = sum(1 for r in b if r["facts"]["supply_3"] == 0)
    return {
        "big_a": round(mean_fact(a, "moai_3"), 1),
        "big_b": round(mean_fact(b, "moai_3"), 1),
        "rounds_a": round(c.changes["duration_rounds"].a.value, 1),
        "rounds_b": round(c.changes["duration_rounds"].b.value, 1),
        "drawn_a": round(_per_round(a, "moai_drawn"), 1),
        "drawn_b": round(_per_round(b, "moai_drawn"), 1),
        "empty_a": round(mean_fact(a, "faces_empty"), 1),
        "empty_b": round(mean_fact(b, "faces_empty"), 1),
        "none_a": round(mean_fact(a, "empty_rolls"), 1),
        "none_b": round(mean_fact(b, "empty_rolls"), 1),
        "carved_all": carved_all,
        "games": len(b),
        "helpers_a": round(_per_round(a, "helper_points"), 1),
        "helpers_b": round(_per_round(b, "helper_points"), 1),
    }


PILOT = "10 blocks of seeds 1 + 100,000·k (k = 0..9), outside the lesson's seed"

LESSONS: tuple[DesignLesson, ...] = (
    DesignLesson(
        id="rapanui_first_player",
        game="rapanui",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"starting_wood": "2,2,2,2"},
        games=1000,
        seed=1,
        choices=("helps", "nothing", "hurts"),
        figures=("win_rates", "differences"),
        # pilot, 300 games a block: first seat 32.7% (rule's wood) and 41.9% (equal wood)
        sizing=(Sizing("proportions", effect=0.092, base=0.327, source=PILOT),),
        answer_of=_first_player_answer,
        quote_of=_first_player_quote,
    ),
    DesignLesson(
        id="rapanui_majority",
        game="rapanui",
        players=3,
        bots=("greedy", "greedy", "random"),
        a={},
        b={"majority_min_count": 2},
        games=1500,
        seed=1,
        choices=("interaction", "luck", "neither"),
        figures=("differences", "scores"),
        # pilot, 2,000 games a block: the greedy seats' rate −1.0 point (paired sd 0.19 per
        # game), lead changes −0.6 point (sd 0.10): both under the meaningful 2 points
        sizing=(
            Sizing("rule_out", effect=-0.010, sd=0.19, margin=0.02, source=PILOT),
            Sizing("rule_out", effect=-0.006, sd=0.10, margin=0.02, source=PILOT),
        ),
        answer_of=_majority_answer,
        quote_of=_majority_quote,
    ),
    DesignLesson(
        id="giants_logs",
        game="giants",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"logs_need_figure_in_set": False},
        games=40,
        seed=1,
        choices=("fewer_helpers", "more_moai", "no_change"),
        figures=("helpers", "differences"),
        # pilot, 120 games: helper points −4.3 per game, paired sd 2.5
        sizing=(Sizing("mean", effect=-4.3, sd=2.5, source="120 games of seed 777"),),
        answer_of=_logs_answer,
        quote_of=_logs_quote,
    ),
    DesignLesson(
        id="giants_dice",
        game="giants",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"white_faces": "012333", "brown_faces": "023333"},
        games=40,
        seed=1,
        choices=("bigger_longer", "bigger_same", "no_bigger"),
        figures=("moai_sizes", "dice", "length"),
        # pilot, 120 games: large moai erected +2.35 per game (paired sd 1.5); rounds +2.8
        # (paired sd 3.4)
        sizing=(
            Sizing("mean", effect=2.35, sd=1.5, source="120 games of seed 777"),
            Sizing("mean", effect=2.8, sd=3.4, source="120 games of seed 777"),
        ),
        answer_of=_dice_answer,
        quote_of=_dice_quote,
    ),
)


def design_lessons(game: str | None = None) -> list[DesignLesson]:
    """The design lessons (of ``game``, if given), in order."""
    return [lesson for lesson in LESSONS if game is None or lesson.game == game]


def design_lesson(lesson_id: str) -> DesignLesson:
    """The design lesson ``lesson_id`` (KeyError names the known ones)."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(f"no design lesson {lesson_id!r}; there are {[x.id for x in LESSONS]}")
