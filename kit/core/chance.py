"""Seeded chance: every die, shuffle and reveal of a game comes from one generator it holds.

The generator is Python's Mersenne Twister (:class:`random.Random`), whose integer draws and
shuffles are stable across Python versions for a given seed, so a record's seed and actions replay
the same game anywhere, including under Pyodide.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MAX_SEED = 2**63 - 1


def new_seed() -> int:
    """A fresh random seed, for a game started without one."""
    return secrets.randbelow(MAX_SEED)


def check_seed(seed: object) -> int:
    """Return ``seed`` if it is a usable seed (an int from 0 to 2**63-1), else raise ValueError."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"a seed is a whole number from 0 to {MAX_SEED}, not {seed!r}")
    return seed


class Chance:
    """The game's own source of chance. Copying a game copies its generator's state.

    A copy is cheap: the copy and the original share the generator until either draws from it,
    which first gives that one a generator of its own in the same state (copy on write)."""

    __slots__ = ("_rng", "_shared")

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(check_seed(seed))
        self._shared = False

    def _own(self) -> random.Random:
        """The generator, made this Chance's own first if it is shared with a copy."""
        if self._shared:
            rng = random.Random.__new__(random.Random)
            rng.setstate(self._rng.getstate())
            self._rng = rng
            self._shared = False
        return self._rng

    def roll(self, faces: Sequence[T]) -> T:
        """One face of a die with the given faces, each equally likely."""
        rng = self._own() if self._shared else self._rng
        return faces[rng.randrange(len(faces))]

    def below(self, n: int) -> int:
        """A whole number from 0 to n-1."""
        return self._own().randrange(n)

    def shuffle(self, items: MutableSequence) -> None:
        """Shuffle ``items`` in place."""
        self._own().shuffle(items)

    def __deepcopy__(self, memo: dict) -> Chance:
        twin = Chance.__new__(Chance)
        twin._rng = self._rng  # shared until one of them draws (see _own)
        twin._shared = self._shared = True
        return twin

    def __setstate__(self, state: tuple[None, dict] | dict) -> None:
        slots = state[1] if isinstance(state, tuple) else state
        self._rng = slots["_rng"]  # unpickled: its own generator (also from older pickles)
        self._shared = False

    def state_digest(self) -> int:
        """A number that changes when the generator advances (for tests)."""
        return hash(self._rng.getstate())
