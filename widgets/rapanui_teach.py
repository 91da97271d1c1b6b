"""How a class learns Rapa Nui: the teacher's page's plans for this game (read by
:mod:`widgets.pages.teachers`; each part is ``teach.class.rapanui.<part>`` with its minutes).

The plans come from the measures of :mod:`kit.lessons.timing` (``python
benchmarks/lesson_time.py``): the lessons at two to four per period (reading at a
12-16-year-old's pace, moves and exercises), and a game at a hot-seat table at 20 seconds a
decision. A whole game of Rapa Nui takes 45-50 minutes, so its double period plays one.
"""

from __future__ import annotations

CLASS_PLAN: tuple[tuple[tuple[str, int], ...], ...] = (
    (("lessons1", 45),),
    (("lessons2", 35), ("predict", 10)),
    (("tables", 5), ("game", 50), ("design", 25), ("debrief", 10)),
)
"""The classes, one plan per class period (the last a double period)."""

LESSON_PARTS: dict[str, tuple[int, ...]] = {"lessons1": (0, 1, 2, 3), "lessons2": (4, 5, 6)}
"""The lessons (by number) each lessons part of :data:`CLASS_PLAN` goes through."""

LAB_PLAN: tuple[tuple[str, int], ...] = (
    ("rules", 5),
    ("lesson", 10),
    ("groups", 15),
    ("submit", 5),
    ("tournament", 10),
)
"""A 45-minute game-design class: the parts and their minutes (they add up to 45)."""
