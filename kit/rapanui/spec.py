"""Rapa Nui described for the app (see :class:`kit.core.spec.GameSpec`)."""

from __future__ import annotations

from kit import rapanui
from kit.core.params import by_name
from kit.core.spec import GameSpec
from kit.rapanui import glossary, options, params, tallies

SPEC = GameSpec(
    key="rapanui",
    engine=rapanui,
    names={"en": "Rapa Nui", "zh-TW": "復活島"},
    players=(2, 4, 3),
    bots={"greedy": rapanui.GreedyBot, "random": rapanui.RandomBot},
    revealing=frozenset({"altar_revealed"}),
    rule_numbers=options.RULE_NUMBERS,
    parameters=by_name(params.PARAMETERS),
    choices=options.CHOICES,
    classroom=options.CLASSROOM,
    option_file="kit/rapanui/options.py",
    order=1,
    minutes=45,
    mechanisms=("drafting", "majorities", "tableau", "market"),
    lab=tallies.LAB,
    accent="#01665e",
    glossary=glossary.TERMS,
    seed_file=glossary.SEED_FILE,
    max_steps=4_000,
)
