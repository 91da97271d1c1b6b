"""Where every component of a game of Rapa Nui is (R1, R2), and the position in the turn.

The state is plain data (lists and dicts of counts) kept on the game itself: a
:class:`~kit.rapanui.game.RapaNui` *is* a :class:`State`, so ``game.hands``, ``game.wood`` ...
are read and written directly by the rules (:mod:`~kit.rapanui.turn`, :mod:`~kit.rapanui.draw`),
the reasons (:mod:`~kit.rapanui.reasons`), the views and a determinization. The component types
and counts are in :mod:`kit.rapanui.cards`. Like Giants' :class:`kit.giants.state.State`, it
holds the phase, changed by the rules only through the checked :meth:`State.enter`; the rules,
reasons and views take a ``State`` (the game), so none of them imports the game's module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from kit.core.phases import PhaseTable, phase_table
from kit.rapanui.cards import (
    CARD_TYPES,
    COLOURS,
    KINDS,
    LUMBERJACK,
    MOAI,
    offering_price,
    start_hand,
)
from kit.rapanui.scoring import final_result

if TYPE_CHECKING:
    from kit.core.chance import Chance
    from kit.rapanui.options import Options


class State:
    """The components of one game and the position in the turn (the fields below), set up by
    :meth:`set_up` (R2); lists by seat are indexed by seat number."""

    table: ClassVar[PhaseTable[Any]] = phase_table()
    """The phase table :meth:`enter` checks every move against (the game's class sets
    :data:`kit.rapanui.phases.TABLE`; this empty default allows no move)."""

    # Set by kit.core.game.Game and the game's class.
    NAME: ClassVar[str]
    players: int
    options: Options
    options_dict: dict[str, Any]  # the options as data, for the views
    chance: Chance
    # The components (R1, R2).
    colours: list[str]  # each seat's colour
    displays: list[dict[str, int]]  # cards face up in front of each seat, by type
    hands: list[list[str]]  # each seat's hand
    box: list[str]  # Rapa Nui cards back in the box (unused start sets R2.3, moai discarded A5)
    pile: list[str]  # the draw pile, its top card last
    market: list[list[str]]  # 4 columns (R2.4), each from its back card to its front card
    supply: dict[str, int]  # the general supply of offering cards, by kind
    stocks: list[dict[str, int]]  # each seat's offering cards, by kind
    wood: list[int]
    glory: list[int]
    altar_up: dict[str, int]  # face-up altar cards, by kind
    altar_down: list[tuple[int, str]]  # (seat that placed it, kind), in order
    # The position in the turn (R3-R8).
    active: int  # whose turn it is
    turn: int  # from 1
    _phase: str  # game.phase (see kit.rapanui.phases)
    _mover: int | None  # the seat deciding now; None once the game is over
    sacrifices: list[tuple[int, str]]  # (seat, face) still to place, in order (R6)
    payouts: list[tuple[int, int]]  # (seat, units) still to take, in order (R8.5)
    draws_left: int  # cards still to draw this turn (R7)
    # R7.5: the latest scoring indicator: its card type, its column and the turn it scored.
    indicator: str | None
    indicator_column: int | None
    indicator_turn: int | None

    def set_up(self) -> None:
        """R2: deal the components for ``self.players`` seats (the deck shuffled by
        ``self.chance``); the start player (seat 0) buys first."""
        n = self.players
        missing = self.options.start_sets()
        self.colours = list(COLOURS[:n])
        # R2.2: the lumberjack of the start set is the first card of the display, its three
        # hunters & gatherers are the hand. R2.3: unused start sets go back to the box.
        self.displays = []
        self.hands = []
        for colour in self.colours:
            display = dict.fromkeys(CARD_TYPES, 0)
            display[LUMBERJACK] = 1
            self.displays.append(display)
            self.hands.append(start_hand(missing[colour]))
        self.box = []
        for colour in COLOURS[n:]:
            self.box += [LUMBERJACK, *start_hand(missing[colour])]
        # R2.4: shuffle the deck (R1.2); deal 4 columns of 4, column by column, the last card
        # dealt in a column being its front card (lists run from the back card to the front
        # card). The counts are rule parameters (the options check that the deck suffices).
        o = self.options
        deck = o.deck_counts()
        self.pile = [t for t in CARD_TYPES for _ in range(deck[t])]
        self.chance.shuffle(self.pile)
        depth = o.market_depth
        self.market = [[self.pile.pop() for _ in range(depth)] for _ in range(o.market_columns)]
        # R2.5: one offering card of each kind per player, out of 25 (R1.3); R2.7 / R2.8: wood
        # 2/3/4/5, no glory.
        start = o.start_offerings
        self.supply = dict.fromkeys(KINDS, o.offering_supply - start * n)
        self.stocks = [dict.fromkeys(KINDS, start) for _ in range(n)]
        start_wood = self.options.wood_by_seat()  # R2.7 (a classroom option may change it)
        self.wood = [start_wood[s] for s in range(n)]
        self.glory = [0] * n
        self.altar_up = dict.fromkeys(KINDS, 0)
        self.altar_down = []
        self.active = 0
        self.turn = 1
        self._phase = self.table.start[0]
        self._mover = 0
        self.sacrifices = []
        self.payouts = []
        self.draws_left = 0
        self.indicator = None
        self.indicator_column = None
        self.indicator_turn = None

    # -- the phase (the engine contract's phase, to_move and is_over) ------------------------
    @property
    def phase(self) -> str:
        return self._phase

    @property
    def to_move(self) -> tuple[int, ...]:
        return () if self._mover is None else (self._mover,)

    @property
    def is_over(self) -> bool:
        return self._phase == "over"

    def enter(self, phase: str, mover: int | None) -> None:
        """Move on to ``phase``, decided by the seat ``mover`` (None once the game is over):
        the one way the rules change the phase. :class:`~kit.core.phases.PhaseError` if the
        phase table (:data:`kit.rapanui.phases.TABLE`) does not lead there from this phase."""
        if phase not in self.table.moves.get(self._phase, ()):
            self.table.check(self._phase, phase)  # raises, saying why
        self._phase = phase
        self._mover = mover

    def set_phase(self, phase: str, mover: int | None) -> None:
        """Put the game in ``phase``, decided by ``mover``, without the table's check: for
        prepared positions only (a determinization, tests, lessons); the rules use
        :meth:`enter`."""
        self._phase = phase
        self._mover = mover

    _set_phase = set_phase  # the old name

    def result(self) -> dict[str, Any]:
        """R10 / R11: scores, breakdown per seat, winners, the altar's counts and values, and
        ``"over"`` (False while the game runs: then it is the standing if it ended now)."""
        out = final_result(
            self.glory,
            [d[MOAI] for d in self.displays],
            self.wood,
            self.stocks,
            self.altar_counts(),
            self.options,
        )
        out["over"] = self.is_over
        out["stocks"] = [dict(s) for s in self.stocks]
        return out

    # -- helpers -----------------------------------------------------------------------------
    def price(self, seat: int, kind: str) -> int:
        """R4.2: what an offering card of ``kind`` costs ``seat`` now."""
        o = self.options
        return offering_price(
            self.displays[seat][kind], o.min_offering_price, o.offering_base_price
        )

    def altar_counts(self) -> dict[str, int]:
        """R10.4a: all cards on the altar by kind, face-down ones included."""
        counts = dict(self.altar_up)
        for _, kind in self.altar_down:
            counts[kind] += 1
        return counts

    def seats_from(self, first: int) -> list[int]:
        """Every seat in clockwise order starting with ``first``."""
        n = self.players
        return [(first + i) % n for i in range(n)]
