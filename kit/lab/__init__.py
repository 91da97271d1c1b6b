"""The design lab: strong bots, many seeded games of a rule set, and the measures of a game.

::

    from kit import lab
    a = lab.run("rapanui", players=3, bots=["greedy", "greedy", "ismcts"], games=200, seed=1)
    b = lab.run("rapanui", players=3, bots=["greedy", "greedy", "ismcts"], games=200, seed=1,
                options={"majority_min_count": 2})
    lab.summarize(a)            # balance, first-seat advantage, lead changes... with 95% intervals
    lab.compare(a, b)           # what changed, and whether it is more than chance
    lab.replication(a, b)       # ... and in how many of 5 seed blocks each finding held
    lab.sequential("rapanui", players=3, bots=[...], b={...}, measure="first_seat_win_rate")
    lab.sweep("rapanui", "majority_min_count", [1, 2, 3], players=3, bots=[...], games=50,
              seed=1).meets("rounds", 12)   # one rule over several values, on the same seeds

Plain Python: it also runs under Pyodide (in one process). ``python -m kit lab --help`` is the
same from a terminal.
"""

from kit.core import i18n
from kit.lab import lesson_text, messages
from kit.lab.bots import BOTS, make_bot
from kit.lab.compare import Comparison, compare
from kit.lab.experiment import run
from kit.lab.games import LabError
from kit.lab.ismcts import ISMCTSBot
from kit.lab.lessons import load_words
from kit.lab.measures import summarize
from kit.lab.replicate import Replication, Sequential, replicate, replication, sequential
from kit.lab.summary import Measure, Summary
from kit.lab.sweep import Sweep, sweep
from kit.lab.table import Table, TableError

i18n.load(messages.CATALOG, lesson_text.CATALOG)  # the lab's words (see kit.core.i18n)
load_words()  # each game's design lessons


def __getattr__(name: str) -> object:
    """``GAMES``: the games the lab plays, read from the registry when asked."""
    if name == "GAMES":
        from kit import games

        return games.keys()
    raise AttributeError(name)


__all__ = [
    "BOTS",
    "GAMES",
    "Comparison",
    "ISMCTSBot",
    "LabError",
    "Measure",
    "Replication",
    "Sequential",
    "Summary",
    "Sweep",
    "Table",
    "TableError",
    "compare",
    "make_bot",
    "replicate",
    "replication",
    "run",
    "sequential",
    "summarize",
    "sweep",
]
