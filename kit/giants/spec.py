"""Giants described for the app (see :class:`kit.core.spec.GameSpec`)."""

from __future__ import annotations

from kit import giants
from kit.core.params import by_name
from kit.core.spec import GameSpec
from kit.giants import board, glossary, options, params, tallies

SPEC = GameSpec(
    key="giants",
    engine=giants,
    names={"en": "Giants", "zh-TW": "神秘巨石像"},
    players=(3, 5, 4),
    bots={"greedy": giants.GreedyBot, "random": giants.RandomBot},
    revealing=frozenset({"bids_revealed", "bases_revealed", "base_peeked"}),
    rule_numbers=options.RULE_NUMBERS,
    parameters=by_name(params.PARAMETERS),
    choices=options.CHOICES,
    classroom=options.CLASSROOM,
    option_file="kit/giants/options.py",
    data_files=("kit/giants/data/giants_board.json", "kit/giants/data/dice.json"),
    has_board=True,
    board=board,
    order=2,
    minutes=150,
    mechanisms=("auction", "placement", "delivery", "routes"),
    lab=tallies.LAB,
    accent="#8c510a",
    glossary=glossary.TERMS,
    seed_file=glossary.SEED_FILE,
    max_steps=20_000,
    parts={"page:island": "island.ipynb"},  # the island editor (widgets/giants_island.py)
)
