"""The components of a game of Giants and where each one is (rules R1-R2).

Every component is in exactly one place at any time (the counts are the rule parameters of
:mod:`kit.giants.params`, here their defaults):

- a seat's figures (6 workers, 1 sorcerer, 1 chief): the reserve box, behind the screen, set
  aside until the round ends (U14 option), in front of the screen (spent in the bid), or on a hex;
- Tribe Markers (6 per colour): the box, behind the screen, aside, in front, or on an item;
- bases (7 per colour): behind the screen, on an Ahu, or out of the game (spares, R2.4);
- moai (35) and headdresses (14): an :class:`Item` whose ``place`` says where it is;
- logs (27): the log supply, behind a screen, aside, on a hex, or removed from the game;
- half-tablets (30): the supply or in front of a screen.

The module's constants are the rules' numbers (the parameters' defaults); a game reads its own
from ``options.numbers``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from kit.core.chance import Chance
from kit.core.phases import PhaseTable, phase_table
from kit.giants.board import Board
from kit.giants.options import Options, dice_for
from kit.giants.params import PLAYER_COUNTS, Numbers, numbers
from kit.giants.params import moai_size as moai_size

if TYPE_CHECKING:
    from kit.giants.actions import Place

COLOURS = ("red", "yellow", "blue", "green", "purple")
FIGURES = ("worker", "sorcerer", "chief")
# The rules' numbers: the rule parameters' defaults (a game reads its own, ``State.numbers``).
_RULES = numbers({})
WORKERS_PER_COLOUR = _RULES.workers_per_colour
MARKERS_PER_COLOUR = _RULES.markers_per_colour
BASES_PER_COLOUR = _RULES.bases_per_colour
BASES_BY_PLAYERS = {p: _RULES.bases_for(p) for p in PLAYER_COUNTS}
START_WORKERS = _RULES.start_workers
START_MARKERS = _RULES.start_tribe_markers
LOGS = _RULES.logs
HEADDRESSES = _RULES.headdresses
HALF_TABLETS = _RULES.half_tablets
MOAI_SIZES = tuple(size for _id, size in _RULES.moai())
CHIEF_POWER = 3
"""R7.4: the chief's carrying power (its sculpting strength is a parameter, R5.3)."""


class Item:
    """One moai (``kind`` "moai", ``size`` 1-3) or headdress (``kind`` "headdress", size 1).

    ``place``: "supply" (moai supply), "tile" (the Moai quarry tile), "stock" (the headdress
    quarry tile), "front" (in front of ``seat``'s screen), "hex" (on ``hex``, maybe with the
    Tribe Marker of ``marker``) or "ahu" (erected or set on ``ahu``).
    """

    __slots__ = (
        "ahu",
        "carried_round",
        "hex",
        "id",
        "kind",
        "marker",
        "moved_by",
        "moved_round",
        "place",
        "seat",
        "size",
    )

    def __init__(self, item_id: str, kind: str, size: int, place: str) -> None:
        self.id = item_id
        self.kind = kind
        self.size = size
        self.place = place
        self.seat: int | None = None
        self.hex: str | None = None
        self.ahu: str | None = None
        self.marker: int | None = None
        self.moved_by: int | None = None
        self.moved_round = 0
        self.carried_round = 0

    @property
    def need(self) -> int:
        """The carrying power each entered hex must give (R7.3)."""
        return self.size if self.kind == "moai" else 1


class Seat:
    """One player's pieces. Behind the screen and the box are private; the rest is public."""

    __slots__ = (
        "aside_logs",
        "aside_markers",
        "aside_workers",
        "bases",
        "bid",
        "box_markers",
        "box_workers",
        "chief",
        "chief_hex",
        "erect_points",
        "front_chief",
        "front_markers",
        "front_sorcerer",
        "front_workers",
        "help_points",
        "logs",
        "markers",
        "passed",
        "peeked",
        "sorcerer",
        "sorcerer_hex",
        "spare_bases",
        "tablets",
        "workers",
    )

    def __init__(self, bases: int, numbers: Numbers) -> None:
        self.workers = numbers.start_workers  # R2.4
        self.sorcerer = True
        self.chief = True
        self.markers = numbers.start_tribe_markers
        self.logs = 0
        self.bases = bases
        self.spare_bases = numbers.bases_per_colour - bases
        self.box_workers = numbers.reserve_workers  # R2.5: the rest of the colour in the box
        self.box_markers = numbers.reserve_tribe_markers
        self.aside_workers = 0
        self.aside_markers = 0
        self.aside_logs = 0
        self.front_workers = 0
        self.front_sorcerer = False
        self.front_chief = False
        self.front_markers = 0
        self.tablets = 0
        self.sorcerer_hex: str | None = None
        self.chief_hex: str | None = None
        self.help_points = 0
        self.erect_points = 0
        self.passed = False
        self.bid: tuple[int, int, bool, bool] | None = None
        self.peeked: set[str] = set()

    @property
    def score(self) -> int:
        """The score track (R9.1): help points, plus erect points in the R10.7 variant."""
        return self.help_points + self.erect_points


class AhuState:
    """What stands on one Ahu: a base (owner, face up or down), a moai, a headdress."""

    __slots__ = ("base", "face_up", "headdress", "moai")

    def __init__(self) -> None:
        self.base: int | None = None
        self.face_up = False
        self.moai: str | None = None
        self.headdress: str | None = None


class Move:
    """The transport in progress (R7.3-R7.6): the item, the hexes so far, carriers and pay."""

    __slots__ = ("carriers", "from_front", "item", "paid", "path", "pending")

    def __init__(self, item: str, start: str, from_front: bool) -> None:
        self.item = item
        self.path = [start]
        self.from_front = from_front
        self.carriers: list[tuple[str, ...]] = []
        self.paid: dict[int, int] = {}
        self.pending: list[tuple[tuple[str, ...], tuple[int, ...]]] | None = None


class State:
    """All of a game's components and the position in the round."""

    table: ClassVar[PhaseTable[Any]] = phase_table()
    """The phase table :meth:`enter` checks every move against: :data:`kit.giants.phases.TABLE`
    (set there; this empty default allows no move)."""

    def __init__(self, board: Board, options: Options, players: int, chance: Chance) -> None:
        self.board = board
        self.options = options
        self.players = players
        self.chance = chance
        self.numbers: Numbers = options.numbers
        """The rule parameters (see :class:`kit.giants.params.Numbers`), parsed once."""
        numbers = self.numbers
        bases = numbers.bases_for(players)  # R2.4
        self.seats = [Seat(bases, numbers) for _ in range(players)]
        self.items: dict[str, Item] = {}
        for item_id, size in numbers.moai():  # R1.3
            self.items[item_id] = Item(item_id, "moai", size, "supply")
        for n in range(1, numbers.headdresses + 1):
            self.items[f"hd{n}"] = Item(f"hd{n}", "headdress", 1, "stock")
        self.ahus = {a: AhuState() for a in board.ahus}
        # hex -> per seat [workers, sorcerer, chief]
        self.figures: dict[str, list[list[int]]] = {}
        self.logs_on: dict[str, int] = {}
        self.powers: dict[str, int] = {}
        """Carrying power by hex (R7.4), kept while no figure or log moves (phase 4): emptied
        when one does (:meth:`figures_moved`)."""
        self.log_supply = numbers.logs  # R1.4
        self.logs_removed = 0
        self.tablet_supply = numbers.half_tablets
        tiles = list(numbers.forests)
        chance.shuffle(tiles)  # R2.1: forest tiles dealt at random
        self.forest = dict(zip(board.forests, tiles, strict=True))
        self.cleared: set[str] = set()
        self.ordinary: tuple[str, ...] | None = None  # hexes open to action A (U3), cached
        self.dice = dice_for(players)
        self.last_roll: list[int] = []
        self.first = chance.below(players)  # R2.6
        self.round = 0
        self.phase = "draw"
        self.current = self.first
        # auction (R5)
        self.order: list[int] = []
        self.pick_index = 0
        self.units: list[int] = [0] * players
        self.chief_free: list[bool] = [False] * players
        self.declined: set[int] = set()
        # transport (R7)
        self.move: Move | None = None
        self.marks_left = 0
        self.parked: list[str] = []
        self.last_moved: str | None = None
        # end of round (R8.2) and end of game (R10)
        self.recalling: set[int] = set()
        self.finishers: list[int] = []
        self.over = False

    # -- the phase -------------------------------------------------------------------------
    def enter(self, phase: str) -> None:
        """Move on to ``phase``: the one way the rules change the phase.
        :class:`~kit.core.phases.PhaseError` if the phase table does not lead there from the
        current phase (or from the step ``"draw"``, phase 1, in which nobody acts)."""
        if phase not in self.table.moves.get(self.phase, ()):
            self.table.check(self.phase, phase)  # raises, saying why
        self.phase = phase

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.__dict__.setdefault("powers", {})  # pickled before the powers were kept

    def figures_moved(self) -> None:
        """Call when figures or logs on hexes change: the kept carrying powers are dropped."""
        self.powers.clear()

    def set_phase(self, phase: str) -> None:
        """Put the game in ``phase`` without the table's check: for prepared positions only (a
        determinization, tests, lessons); the rules use :meth:`enter`."""
        self.phase = phase

    # -- turn order ------------------------------------------------------------------------
    def turn_order(self) -> list[int]:
        """Seats from the first player clockwise (R3.2)."""
        return [(self.first + k) % self.players for k in range(self.players)]

    def next_active(self, after: int) -> int | None:
        """The next seat clockwise after ``after`` that has not passed, or None."""
        for k in range(1, self.players + 1):
            seat = (after + k) % self.players
            if not self.seats[seat].passed:
                return seat
        return None

    # -- figures on hexes ------------------------------------------------------------------
    def add_figure(self, seat: int, figure: str, hex_id: str) -> None:
        """Put one of ``seat``'s figures on ``hex_id`` (it has left the screen already)."""
        per_seat = self.figures.get(hex_id)
        if per_seat is None:
            per_seat = self.figures[hex_id] = [[0, 0, 0] for _ in range(self.players)]
        per_seat[seat][FIGURES.index(figure)] += 1
        self.powers.clear()
        if figure == "sorcerer":
            self.seats[seat].sorcerer_hex = hex_id
        elif figure == "chief":
            self.seats[seat].chief_hex = hex_id

    def power(self, hex_id: str) -> int:
        """Carrying power of a hex (R7.4): figures 1/1/3, logs 1 each beside any figure."""
        per_seat = self.figures.get(hex_id)
        if per_seat is None:
            return 0
        total = 0
        for w, s, c in per_seat:
            total += w + s + CHIEF_POWER * c
        if total:
            total += self.logs_on.get(hex_id, 0)
        return total

    def has_own_figure(self, seat: int, hexes: tuple[str, ...]) -> bool:
        """True if ``seat`` has a figure on one of ``hexes``."""
        for h in hexes:
            per_seat = self.figures.get(h)
            if per_seat is not None and any(per_seat[seat]):
                return True
        return False

    # -- items -----------------------------------------------------------------------------
    def in_place(self, place: str) -> list[Item]:
        """The items whose ``place`` is ``place``, in id order."""
        return [i for i in self.items.values() if i.place == place]

    def items_at(self, hex_id: str) -> list[Item]:
        """The loose items on a hex, in id order."""
        return [i for i in self.in_place("hex") if i.hex == hex_id]

    def front_items(self, seat: int) -> list[Item]:
        """The moai and headdresses in front of ``seat``'s screen."""
        return [i for i in self.in_place("front") if i.seat == seat]

    def take_from_supply(self, place: str, kind: str, size: int) -> Item | None:
        """The lowest-numbered item of ``kind``/``size`` in ``place``, or None."""
        for item in self.in_place(place):
            if item.kind == kind and item.size == size:
                return item
        return None

    def tablets_held(self) -> int:
        """Half-tablets in front of all screens."""
        return sum(s.tablets for s in self.seats)


class GameLike(Protocol):
    """What the phase table's rules (:mod:`kit.giants.phases`) and the views read of a game
    (:class:`kit.giants.game.Giants`), typed here so that they need not import the game's
    module, which imports them."""

    state: State
    board: Board
    options: Options
    specials_memo: dict[tuple, list]
    static_memo: dict[str, Any] | None

    @property
    def phase(self) -> str: ...

    @property
    def to_move(self) -> tuple[int, ...]: ...

    def place_actions(self, seat: int) -> dict[tuple[str, int], list[Place]]: ...

    def result(self) -> dict[str, Any]: ...
