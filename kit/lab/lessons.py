"""Game-design lessons: guided investigations with the lab, as data.

Each lesson asks a designer's question about one rule, has the learner commit to a prediction,
runs a small seeded A/B experiment (the same for the whole class), shows the figures, checks the
prediction against what the run found, and ends with what a designer would conclude and try next,
and an open task for the lab page.

The answer to the prediction is computed from the run (:meth:`DesignLesson.answer`), never
written down; the numbers the texts quote are the run's (:meth:`DesignLesson.quoted`), and a test
recomputes them from the seed. Texts live in :mod:`kit.lab.lesson_text` (English and zh-TW).

::

    lesson = design_lesson("rapanui_first_player")
    result = lesson.play()                # {"A": Table, "B": Table}
    lesson.answer(result)                 # the right prediction, e.g. "less"
    lesson.quoted(result)                 # the numbers the text quotes
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kit.lab.compare import Comparison, compare
from kit.lab.experiment import run
from kit.lab.ruleset import RuleSet
from kit.lab.table import Table

RESAMPLES = 400
Quote = Callable[[dict[str, Table], Comparison], dict[str, Any]]
Answer = Callable[[dict[str, Table], Comparison], str]


def mean_fact(table: Table, fact: str) -> float:
    """The mean of a per-game fact over the finished games."""
    games = [row for row in table if not row["timed_out"]]
    return sum(row["facts"][fact] for row in games) / len(games) if games else 0.0


def _pct(value: float) -> int:
    return round(100 * value)


def _direction(change: Any, up: str, down: str, same: str) -> str:
    if not change.significant:
        return same
    return up if change.diff > 0 else down


@dataclass(frozen=True)
class DesignLesson:
    """One investigation: rule sets A and B, who plays, how many games, and how to read it."""

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
    answer_of: Answer = field(repr=False)
    quote_of: Quote = field(repr=False)

    def rulesets(self) -> dict[str, RuleSet]:
        return {
            "A": RuleSet(self.game, self.a, name="A"),
            "B": RuleSet(self.game, self.b, name="B"),
        }

    def play(self, workers: int | None = 1) -> dict[str, Table]:
        """Run the lesson's experiment (seeded: always the same tables)."""
        return {
            name: run(
                self.game,
                players=self.players,
                bots=list(self.bots),
                options=rs.options,
                games=self.games,
                seed=self.seed,
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


def _first_player_answer(tables: dict[str, Table], c: Comparison) -> str:
    # A has the rule's wood 2/3/4/5; B gives every seat 2. "Does the extra wood fix it?"
    return _direction(c.changes["first_seat_win_rate"], "helps", "hurts", "nothing")


def _first_player_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    a, b = c.changes["first_seat_win_rate"].a, c.changes["first_seat_win_rate"].b
    return {
        "first_a": _pct(a.value),
        "first_b": _pct(b.value),
        "fair": _pct(1 / tables["A"].players),
        "balance_a": round(c.changes["balance"].a.value, 2),
        "balance_b": round(c.changes["balance"].b.value, 2),
    }


def _majority_answer(tables: dict[str, Table], c: Comparison) -> str:
    if c.changes["lead_changes"].significant and c.changes["lead_changes"].diff > 0:
        return "interaction"
    skill = c.changes.get("skill_gap")
    if skill is not None and skill.significant and skill.diff < 0:
        return "luck"
    return "neither"


def _majority_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    skill = c.changes["skill_win_rate"]
    return {
        "bonus_a": round(mean_fact(tables["A"], "majority_bonuses"), 1),
        "bonus_b": round(mean_fact(tables["B"], "majority_bonuses"), 1),
        "lead_a": _pct(c.changes["lead_changes"].a.value),
        "lead_b": _pct(c.changes["lead_changes"].b.value),
        "skill_a": _pct(skill.a.value),
        "skill_b": _pct(skill.b.value),
    }


def _immediate_answer(tables: dict[str, Table], c: Comparison) -> str:
    same_winners = [r["winners"] for r in tables["A"]] == [r["winners"] for r in tables["B"]]
    earlier = c.changes["decisiveness"].significant and c.changes["decisiveness"].diff < 0
    if same_winners and earlier:
        return "earlier_same_winners"
    if earlier:
        return "earlier_other_winners"
    return "no_change" if same_winners else "other_winners"


def _immediate_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    same = sum(
        ra["winners"] == rb["winners"] for ra, rb in zip(tables["A"], tables["B"], strict=True)
    )
    return {
        "same": same,
        "games": len(tables["A"]),
        "decided_a": _pct(c.changes["decisiveness"].a.value),
        "decided_b": _pct(c.changes["decisiveness"].b.value),
    }


def _dice_answer(tables: dict[str, Table], c: Comparison) -> str:
    big_a, big_b = mean_fact(tables["A"], "moai_3"), mean_fact(tables["B"], "moai_3")
    longer = c.changes["duration_rounds"].significant and c.changes["duration_rounds"].diff > 0
    if big_b > big_a and longer:
        return "bigger_longer"
    if big_b > big_a:
        return "bigger_same"
    return "no_bigger"


def _dice_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    return {
        "big_a": round(mean_fact(tables["A"], "moai_3"), 1),
        "big_b": round(mean_fact(tables["B"], "moai_3"), 1),
        "small_a": round(mean_fact(tables["A"], "sculpted_1"), 1),
        "small_b": round(mean_fact(tables["B"], "sculpted_1"), 1),
        "rounds_a": round(c.changes["duration_rounds"].a.value, 1),
        "rounds_b": round(c.changes["duration_rounds"].b.value, 1),
    }


LESSONS: tuple[DesignLesson, ...] = (
    DesignLesson(
        id="rapanui_first_player",
        game="rapanui",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"starting_wood": "2,2,2,2"},
        games=300,
        seed=1,
        choices=("helps", "nothing", "hurts"),
        figures=("win_rates", "differences"),
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
        games=300,
        seed=1,
        choices=("interaction", "luck", "neither"),
        figures=("differences", "scores"),
        answer_of=_majority_answer,
        quote_of=_majority_quote,
    ),
    DesignLesson(
        id="giants_immediate_scoring",
        game="giants",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"immediate_scoring": True},
        games=40,
        seed=1,
        choices=("earlier_same_winners", "earlier_other_winners", "other_winners", "no_change"),
        figures=("differences", "win_rates"),
        answer_of=_immediate_answer,
        quote_of=_immediate_quote,
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
        figures=("moai_sizes", "length"),
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
