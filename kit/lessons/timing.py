"""How long the lessons and the games take in a real class: measured, not assumed.

A lesson's time is its reading load plus its moves and exercises:

- reading: every text the lesson page shows (title, summary, explanation, each step's sentence
  and the one-line summary of each rule it names, each exercise's question and choice labels,
  and the feedback a learner reads: the right choices' explanations and one wrong choice's, the
  longest), counted in English words at :data:`WORDS_PER_MINUTE` and in Chinese characters at
  :data:`CHARS_PER_MINUTE`. Assumption: 12-16-year-olds read instructional text silently at
  about 150 English words a minute (well below the 200-250 of adult leisure reading; Brysbaert
  2019, "How many words do we read per minute?", finds about 238 for adults, and school
  reading-fluency norms give about 150 for grades 7-8) and about 250 Chinese characters a
  minute (Taiwanese junior-high silent-reading studies report 250-350 characters a minute for
  narrative text; instructional text with numbers and rule references is read at the low end);
- moves: :data:`SECONDS_PER_STEP` for each step shown and for each step the learner makes,
  :data:`SECONDS_PER_PLAY_ON` for each action the bots play on after an exercise;
- exercises: :data:`MINUTES_PER_EXERCISE` for the class to look at the position, argue and
  answer before the teacher clicks (a decision among real options, not a recall question).

A game's time at a table is measured from seeded games of the engine's greedy bots
(:func:`game_length`): the number of rounds, and the number of decisions the seats make, times
:data:`SECONDS_PER_DECISION`, the time a student takes for one decision in a hot-seat game
(passing the computer, "I am …" behind the curtain, looking, clicking). A Rapa Nui round is one
turn of every player.

``python benchmarks/lesson_time.py`` prints the figures.
"""

from __future__ import annotations

import math
import random
import re
import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from kit import games
from kit.core.game import Game
from kit.core.simulate import play
from kit.lessons.files import lessons
from kit.lessons.model import Exercise, Lesson

WORDS_PER_MINUTE = 150
"""English reading pace of a 12-16-year-old for instructional text (see the module's text)."""

CHARS_PER_MINUTE = 250
"""Chinese reading pace of a 12-16-year-old, in characters a minute (see the module's text)."""

PACE = {"en": WORDS_PER_MINUTE, "zh-TW": CHARS_PER_MINUTE}

SECONDS_PER_STEP = 15
"""Looking at one step's move on the board (or making it, for a step marked ``yours``)."""

SECONDS_PER_PLAY_ON = 3
"""Watching one action the bots play on after an exercise (bot pause 1-2 s, plus a look)."""

MINUTES_PER_EXERCISE = 3.0
"""The class looks at the position, argues, answers, then reads why (reading counted apart)."""

SECONDS_PER_DECISION = 20
"""One decision of a student at a hot-seat table (pass, curtain, look, click)."""

GAME_SEEDS = 24
"""How many seeded greedy-bot games measure a game's length per player count."""

CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
WORD = re.compile(r"[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*")


def text_units(text: str, lang: str) -> int:
    """The reading units of ``text``: English words, or Chinese characters (a number or a Latin
    word, such as a rule number, counts as one character)."""
    if lang == "en":
        return len(WORD.findall(text))
    return len(CJK.findall(text)) + len(WORD.findall(text))


def exercise_texts(lesson: Lesson, index: int, lang: str) -> list[str]:
    """What a learner reads at exercise ``index``: the question, every choice's label, the right
    choices' explanations and the longest wrong one's."""
    exercise: Exercise = lesson.exercises[index]
    out = [lesson.question_text(lang, index)]
    out += [lesson.choice_label(c, lang, index) for c in exercise.choices]
    out += [lesson.why_text(c, lang, index) for c in exercise.choices if c.right]
    wrong = [lesson.why_text(c, lang, index) for c in exercise.choices if not c.right]
    if wrong:
        out.append(max(wrong, key=lambda text: text_units(text, lang)))
    return out


def lesson_texts(lesson: Lesson, lang: str) -> list[str]:
    """Every text the lesson page shows a learner going through it once."""
    out = [lesson.text(key, lang) for key in (lesson.title, lesson.summary, lesson.explanation)]
    for index, step in enumerate(lesson.steps):
        out.append(lesson.step_sentence(index, lang))
        out += [lesson.rule_text(rule, lang) for rule in step.rules]
    for index in range(len(lesson.exercises)):
        out += exercise_texts(lesson, index, lang)
    return out


@dataclass(frozen=True)
class LessonTime:
    """One lesson's measured load and minutes (``reading``: per language)."""

    game: str
    id: str
    units: dict[str, int]
    reading: dict[str, float]
    steps: int
    play_on: int
    exercises: int

    @property
    def doing(self) -> float:
        """Minutes of moves and exercises (the same in every language)."""
        moves = self.steps * SECONDS_PER_STEP + self.play_on * SECONDS_PER_PLAY_ON
        return moves / 60 + self.exercises * MINUTES_PER_EXERCISE

    def minutes(self, lang: str | None = None) -> float:
        """The lesson's minutes in ``lang`` (None: the slower language)."""
        reading = max(self.reading.values()) if lang is None else self.reading[lang]
        return reading + self.doing


def lesson_time(lesson: Lesson) -> LessonTime:
    units = {lang: sum(text_units(t, lang) for t in lesson_texts(lesson, lang)) for lang in PACE}
    return LessonTime(
        game=lesson.game,
        id=lesson.id,
        units=units,
        reading={lang: units[lang] / PACE[lang] for lang in PACE},
        steps=len(lesson.steps),
        play_on=sum(e.play_on for e in lesson.exercises),
        exercises=len(lesson.exercises),
    )


def lesson_times(game: str) -> list[LessonTime]:
    """Every lesson of ``game``, in order, measured."""
    return [lesson_time(lesson) for lesson in lessons(game)]


def lessons_minutes(game: str, numbers: Iterable[int] | None = None) -> float:
    """The minutes of ``game``'s lessons ``numbers`` (all if None), in the slower language."""
    times = lesson_times(game)
    chosen = range(len(times)) if numbers is None else numbers
    return sum(times[n].minutes() for n in chosen)


@dataclass(frozen=True)
class GameLength:
    """Seeded greedy-bot games of one game at one player count: rounds and decisions."""

    game: str
    players: int
    rounds: tuple[int, ...]
    decisions: tuple[int, ...]

    @property
    def median_rounds(self) -> float:
        return statistics.median(self.rounds)

    @property
    def decisions_per_round(self) -> float:
        return sum(self.decisions) / sum(self.rounds)

    @property
    def minutes_per_round(self) -> float:
        """A round's minutes at a hot-seat table."""
        return self.decisions_per_round * SECONDS_PER_DECISION / 60

    @property
    def minutes(self) -> tuple[float, float, float]:
        """A whole game's minutes at a table: the shortest, the median and the longest game."""
        each = sorted(d * SECONDS_PER_DECISION / 60 for d in self.decisions)
        return each[0], statistics.median(each), each[-1]


def _rounds(game: Game, players: int) -> int:
    state = getattr(game, "state", None)
    if state is not None and hasattr(state, "round"):
        return int(state.round)  # Giants counts its rounds
    turns = sum(1 for a in game.history if type(a).__name__ in ("Play", "DiscardMoai"))
    return math.ceil(turns / players)  # Rapa Nui: a round is one turn of every player


def game_length(key: str, players: int, seeds: int = GAME_SEEDS) -> GameLength:
    """Play ``seeds`` games of ``key`` (seeds 0...) with greedy bots at ``players`` players."""
    spec = games.spec(key)
    rounds, decisions = [], []
    for seed in range(seeds):
        game = spec.engine.new_game(players, seed=seed)
        play(game, [spec.engine.GreedyBot() for _ in range(players)], random.Random(seed))
        rounds.append(_rounds(game, players))
        decisions.append(sum(1 for a in game.history if a.seat >= 0))
    return GameLength(key, players, tuple(rounds), tuple(decisions))


def game_lengths(key: str, seeds: int = GAME_SEEDS) -> list[GameLength]:
    """:func:`game_length` at every player count of ``key``, fewest players first."""
    return [game_length(key, n, seeds) for n in games.spec(key).player_counts()]
