"""The entries of a class tournament (:mod:`kit.lab.tournament`): :class:`Entry`, checked and
named apart by :func:`entries_for`, the seed's rules first (:func:`seed_rules`); and
:func:`file_stem`, a safe file name for a variant's rule-set file."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass

from kit.core import i18n
from kit.core.errors import OptionError
from kit.lab.games import lab_parts, lab_spec
from kit.lab.ruleset import RuleSet
from kit.lab.tournament_text import CATALOG

i18n.load(CATALOG)

REFERENCE = "lab.tournament.reference"
"""The catalog key of the reference's name: "The published rules" (「已出版的規則」), the
learners' word for the seed's rules."""


class TournamentError(OptionError):
    """A tournament that cannot run (no variant, a variant of another game, rules that cannot be
    played); the reason in both languages (:meth:`message`)."""


@dataclass(frozen=True)
class Entry:
    """One variant of the tournament: its name, rule set, author and a note."""

    name: str
    ruleset: RuleSet
    author: str = ""
    note: str = ""


def seed_rules(ruleset: RuleSet) -> bool:
    """Whether ``ruleset`` is exactly the seed's rules: no option changed, the default board."""
    if ruleset.options:
        return False
    if ruleset.board is None:
        return True
    spec = lab_spec(ruleset.game)
    return spec.board is not None and ruleset.board == spec.board.default_board().to_dict()


def entries_for(game: str, entries: Sequence[Entry], *, reference: bool = True) -> list[Entry]:
    """The entries as a tournament plays them: checked (TournamentError, in both languages,
    for no entry or one of another game), named (an empty name: the rule set's, else "Variant
    n"), the seed's rules first when ``reference`` and no entry has them, and names made
    distinct (a second "A" is "A (2)")."""
    names = lab_spec(game).names
    if isinstance(entries, Entry) or not entries:
        raise TournamentError("lab.tournament.err.no_entries")
    out: list[Entry] = []
    for n, entry in enumerate(entries, start=1):
        if not isinstance(entry, Entry) or not isinstance(entry.ruleset, RuleSet):
            raise TournamentError("lab.tournament.err.not_entry")
        name = str(entry.name).strip() or entry.ruleset.name.strip()
        name = name or i18n.t("lab.tournament.unnamed", "en", n=n)
        if entry.ruleset.game != game:
            other = lab_spec(entry.ruleset.game).names
            raise TournamentError(
                "lab.tournament.err.other_game", name=name, other=other, game=names
            )
        out.append(dataclasses.replace(entry, name=name))
    taken: set[str] = set()
    if reference and not any(seed_rules(e.ruleset) for e in out):
        own = i18n.t(REFERENCE, "en")
        out.insert(0, Entry(own, RuleSet(game, name=own)))
        taken = {i18n.t(REFERENCE, lang) for lang in i18n.LANGS} - {own}
    named = []
    for entry in out:
        name, k = entry.name, 2
        while name in taken:
            name, k = f"{entry.name} ({k})", k + 1
        taken.add(name)
        named.append(dataclasses.replace(entry, name=name))
    return named


def file_stem(name: str) -> str:
    """A safe file name made of ``name``: letters, digits, ``-`` and ``_`` only (others become
    ``-``), at most 40 characters, "variant" if nothing is left."""
    stem = re.sub(r"[^\w-]+", "-", name, flags=re.UNICODE).strip("-_.")[:40].strip("-_")
    return stem or "variant"


HIDDEN_BUDGET = (4, 10)
"""The default seeds per arm (fair, sees all) and ISMCTS iterations per decision of the
hidden-information measure, for a game whose lab parts name none (``tournament_hidden_games``,
``tournament_hidden_iterations`` in :attr:`kit.core.spec.LabParts.page`)."""


def hidden_budget(game: str) -> tuple[int, int]:
    """The seeds per arm and ISMCTS iterations of the tournament's hidden-information measure."""
    page = lab_parts(game).page
    return (
        int(page.get("tournament_hidden_games", HIDDEN_BUDGET[0])),
        int(page.get("tournament_hidden_iterations", HIDDEN_BUDGET[1])),
    )
