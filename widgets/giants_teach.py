"""How a class learns Giants: the teacher's page's plans for this game (read by
:mod:`widgets.pages.teachers`; each part is ``teach.class.giants.<part>`` with its minutes).

The plans come from the measures of :mod:`kit.lessons.timing` (``python
benchmarks/lesson_time.py``): the lessons at two to four per period (reading at a
12-16-year-old's pace, moves and exercises), and a game at a hot-seat table at 20 seconds a
decision. A whole game of Giants takes 2-3 hours (8-12 rounds), so its double period plays
:data:`ROUNDS` rounds with the round limit (R10.1, a classroom option).
"""

from __future__ import annotations

CLASS_PLAN: tuple[tuple[tuple[str, int], ...], ...] = (
    (("lessons1", 45),),
    (("lessons2", 40), ("predict", 5)),
    (("lessons3", 10), ("tables", 5), ("game", 50), ("design", 15), ("debrief", 10)),
)
"""The classes, one plan per class period (the last a double period)."""

LESSON_PARTS: dict[str, tuple[int, ...]] = {
    "lessons1": (0, 1, 2),
    "lessons2": (3, 4),
    "lessons3": (5,),
}
"""The lessons (by number) each lessons part of :data:`CLASS_PLAN` goes through."""

ROUNDS = 5
"""The round limit (R10.1) of the class's game, for groups of 3 students."""

LAB_PLAN: tuple[tuple[str, int], ...] = (
    ("rules", 5),
    ("lesson", 10),
    ("groups", 15),
    ("submit", 5),
    ("tournament", 10),
)
"""A 45-minute game-design class: the parts and their minutes (they add up to 45)."""
