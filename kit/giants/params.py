"""Giants' numbers as rule parameters (issue 23): the counts a designer would change.

:data:`PARAMETERS` (declared in :mod:`kit.giants.params_table`; see :mod:`kit.core.params`)
gives each one's rule, default (the number of the rules), range, label and meaning in both
languages. Each is a field of :class:`kit.giants.options.Options`; :func:`numbers` parses them
once into :class:`Numbers`, the values the engine, the views, the determinization and the bots read.

Combination checks (:func:`check_numbers` for the options alone, :func:`check_board` for the
options on a board) refuse a set that the engine cannot play or that could never end, with a
reason naming the limit (``giants.err.param_*``, in :data:`ERRORS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from kit.core.errors import OptionError
from kit.core.params import by_name, check_parameters
from kit.giants.params_table import PARAMETERS as PARAMETERS

PLAYER_COUNTS = (3, 4, 5)
DEFAULT_MOAI = (17, 12, 6)
"""The moai of each size in the box (R1.3); their ids keep the numbering ``m1``-``m35``."""


BY_NAME = by_name(PARAMETERS)
NAMES = tuple(BY_NAME)

ERRORS: dict[str, tuple[str, str]] = {
    "param_moai": (
        "With {players} players of {bases} bases each, the supply needs at least {need} moai so "
        "that someone can finish (R1.3, R10.1), but moai_supply has {have}.",
        "{players}位玩家各有{bases}個石像基座時，公區至少須有{need}尊石像才能有人完成"
        "（R1.3、R10.1），但moai_supply只有{have}尊。",
    ),
    "param_carving": (
        "A size-{size} moai needs sculpting strength {need} (R5.3), but at the start a clan's chief "
        "gives {chief} and its workers with the sorcerer {figures}.",
        "一尊{size}石像需要{need}個雕刻工（R5.3），但開始時酋長只提供{chief}個，"
        "工人加上巫師也只有{figures}個。",
    ),
    "param_forests": (
        "The board has {hexes} forest hexes but forests lists {tiles} tiles (R1.3, R2.1): give "
        "one number per forest hex.",
        "圖板有{hexes}個森林格，但forests列出{tiles}個森林板塊（R1.3、R2.1）："
        "請為每個森林格給一個數字。",
    ),
    "param_ahus": (
        "With {players} players of {bases} bases each, the island needs at least {need} Ahu so "
        "that someone can finish (R2.4, R10.1), but the board has {have}.",
        "{players}位玩家各有{bases}個石像基座時，島上至少須有{need}座石台才能有人完成"
        "（R2.4、R10.1），但圖板只有{have}座。",
    ),
    "chief_weak": (
        "The chief's sculpting strength is {chief}; a size-{size} moai needs {need} (R5.3).",
        "酋長的雕刻工為{chief}個；{size}石像需要{need}個雕刻工（R5.3）。",
    ),
}
"""The refusals of this module, ``giants.err.<key>`` (merged into the game's catalog)."""


@dataclass(frozen=True)
class Numbers:
    """The parameters parsed (see :func:`numbers`), with the counts that follow from them."""

    moai_supply: tuple[int, ...]
    bases: tuple[int, ...]
    start_workers: int
    start_tribe_markers: int
    reserve_workers: int
    reserve_tribe_markers: int
    forests: tuple[int, ...]
    headdresses: int
    half_tablets: int
    half_tablet_pair_points: int
    carving_need: tuple[int, ...]
    chief_strength: int
    size_multipliers: tuple[int, ...]
    chief_cost: int
    peek_cost: int

    @property
    def logs(self) -> int:
        """R1.4: the log supply is what all the forests can ever yield."""
        return sum(self.forests)

    @property
    def workers_per_colour(self) -> int:
        """R1.2: the workers of a colour (behind the screen and in the box)."""
        return self.start_workers + self.reserve_workers

    @property
    def markers_per_colour(self) -> int:
        """R1.2: the Tribe Markers of a colour."""
        return self.start_tribe_markers + self.reserve_tribe_markers

    @property
    def bases_per_colour(self) -> int:
        """R1.2: the bases of a colour (enough for the most any player count uses)."""
        return max(self.bases)

    def bases_for(self, players: int) -> int:
        """R2.4: the bases each player has at this player count."""
        return self.bases[players - PLAYER_COUNTS[0]]

    def need(self, size: int) -> int:
        """R5.3: the sculpting strength a moai of ``size`` needs."""
        return self.carving_need[size - 1]

    def multiplier(self, size: int) -> int:
        """R10.3: the Ahu's moai value is multiplied by this for a moai of ``size``."""
        return self.size_multipliers[size - 1]

    def moai(self) -> tuple[tuple[str, int], ...]:
        """Every moai as (id, size): see :func:`moai_ids`."""
        return moai_ids(self.moai_supply)


@lru_cache(maxsize=64)
def moai_ids(supply: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """The moai's ids and sizes, size 1 first. The box's moai keep their ids (``m1``-``m17``
    size 1, ``m18``-``m29`` size 2, ``m30``-``m35`` size 3) so that a moai's id tells its size
    whatever the supply; a moai beyond the box's count of its size is ``m<size>_<n>``."""
    out = []
    offset = 0
    for size, (count, box) in enumerate(zip(supply, DEFAULT_MOAI, strict=True), start=1):
        for k in range(1, count + 1):
            out.append((f"m{offset + k}" if k <= box else f"m{size}_{k}", size))
        offset += box
    return tuple(out)


def moai_size(item_id: str) -> int:
    """The size of a moai by its id (see :func:`moai_ids`); a headdress counts 1."""
    if item_id.startswith("hd"):
        return 1
    if "_" in item_id:
        return int(item_id[1 : item_id.index("_")])
    number = int(item_id[1:])
    return 1 if number <= 17 else 2 if number <= 29 else 3


def numbers(options: Any) -> Numbers:
    """The parameters of ``options`` (an Options or a dict of option values) parsed."""
    if isinstance(options, dict):
        raw = tuple(options.get(name, BY_NAME[name].default) for name in NAMES)
    else:
        raw = tuple(getattr(options, name) for name in NAMES)
    return _numbers(raw)


@lru_cache(maxsize=256)
def _numbers(raw: tuple[Any, ...]) -> Numbers:
    values = {name: BY_NAME[name].parse(value) for name, value in zip(NAMES, raw, strict=True)}
    return Numbers(**values)


def check(options: Any) -> Numbers:
    """Every parameter of ``options`` checked and parsed, then the combination checks."""
    check_parameters(options, PARAMETERS)
    found = numbers(options)
    check_numbers(found)
    return found


def check_numbers(n: Numbers) -> None:
    """The combinations the engine cannot play or that could never end, refused (OptionError):

    - R10.1: someone must be able to fill every base: with ``p`` players of ``b`` bases, the
      supply needs ``p * (b - 1) + 1`` moai (fewer, and every clan may stop one short);
    - R5.3: every size in the supply must be within the sculpting strength a clan has at the
      start, its chief's or its workers' with the sorcerer's (else no moai of that size can be
      sculpted before the Village has given workers, and games with such sizes stall).
    """
    total = sum(n.moai_supply)
    for players in PLAYER_COUNTS:
        bases = n.bases_for(players)
        need = players * (bases - 1) + 1
        if total < need:
            raise OptionError(
                "giants.err.param_moai", players=players, bases=bases, need=need, have=total
            )
    figures = n.start_workers + 1
    for size, count in enumerate(n.moai_supply, start=1):
        if count and n.need(size) > max(n.chief_strength, figures):
            from kit.giants.messages import sized

            raise OptionError(
                "giants.err.param_carving",
                size=sized(size),
                need=n.need(size),
                chief=n.chief_strength,
                figures=figures,
            )


def check_board(options: Any, board: Any, players: int) -> None:
    """The checks of the options on ``board`` (a :class:`kit.giants.board.Board`) at this player
    count, refused with an OptionError naming the limit:

    - R1.3, R2.1: one forest tile per forest hex;
    - R10.1: with ``p`` players of ``b`` bases, ``p * (b - 1) + 1`` Ahu (fewer, and every clan
      may be stopped one base short with no Ahu left).
    """
    n = numbers(options)
    if len(n.forests) != len(board.forests):
        raise OptionError(
            "giants.err.param_forests", hexes=len(board.forests), tiles=len(n.forests)
        )
    bases = n.bases_for(players)
    need = players * (bases - 1) + 1
    if len(board.ahus) < need:
        raise OptionError(
            "giants.err.param_ahus", players=players, bases=bases, need=need, have=len(board.ahus)
        )
