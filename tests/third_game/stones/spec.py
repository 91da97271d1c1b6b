"""Stones described for the kit: the engine, and where its other parts live in its own folder."""

from __future__ import annotations

import stones
from kit.core.spec import GameSpec
from stones import tallies

SPEC = GameSpec(
    key="stones",
    engine=stones,
    names={"en": "Stones", "zh-TW": "拿石頭"},
    players=(2, 4, 2),
    bots={"greedy": stones.GreedyBot, "random": stones.RandomBot},
    revealing=frozenset(),
    rule_numbers=stones.RULE_NUMBERS,
    choices={"max_take": (1, 2, 3, 4, 5)},
    option_file="tests/third_game/stones/__init__.py",
    order=3,
    minutes=5,
    mechanisms=("take",),
    accent="#5b3a8c",
    max_steps=100,
    lab=tallies.LAB,
    parts={
        "figures": "stones.plots",
        "play": "stones.play",
        "figure_words": "stones.words",
        "page_words": "stones.words",
        "notebooks": "tests/third_game/stones/notebooks",
    },
)
