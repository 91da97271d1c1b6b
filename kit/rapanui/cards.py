"""The components of Rapa Nui as data (R1, R2).

A Rapa Nui card is named by its type: ``"lumberjack"``, ``"priest"``, ``"moai"`` or, for a hunter &
gatherer (H&G), by its kind: ``"fish"``, ``"grain"``, ``"mulberry"``, ``"sweet_potato"``. An
offering card is named by its kind. Wood and glory are plain counters (R1.4).
"""

from __future__ import annotations

from kit.core.errors import OptionError

LUMBERJACK = "lumberjack"
PRIEST = "priest"
MOAI = "moai"

# R0.2 / R0.3: the four kinds of hunters & gatherers and of offering cards, in a fixed order.
FISH = "fish"
GRAIN = "grain"
MULBERRY = "mulberry"
SWEET_POTATO = "sweet_potato"
KINDS: tuple[str, ...] = (FISH, GRAIN, MULBERRY, SWEET_POTATO)

# Every type of Rapa Nui card, in the order used by views and legal-action lists.
CARD_TYPES: tuple[str, ...] = (LUMBERJACK, PRIEST, MOAI, *KINDS)

# R1.2: the 50-card Rapa Nui deck.
DECK: dict[str, int] = {
    MOAI: 9,
    PRIEST: 9,
    LUMBERJACK: 12,
    FISH: 5,
    GRAIN: 5,
    MULBERRY: 5,
    SWEET_POTATO: 5,
}
DECK_SIZE = sum(DECK.values())

# R1.1: four colour start sets, each a lumberjack and three H&G of different kinds.
COLOURS: tuple[str, ...] = ("yellow_green", "light_blue", "red", "violet")

# R1.1 / A10: the kind each colour's start set lacks, in the order of COLOURS. No source gives the
# real table; this one follows the rule spec and can be changed by ``Options.start_set_missing``.
START_SET_MISSING_KIND: dict[str, str] = {
    "yellow_green": FISH,
    "light_blue": GRAIN,
    "red": MULBERRY,
    "violet": SWEET_POTATO,
}

START_CARDS = len(COLOURS) * 4  # R1.1: 16 start cards
ALL_RAPA_NUI_CARDS = DECK_SIZE + START_CARDS  # 66 cards in the box


# Every Rapa Nui card in the box by type: deck plus start sets (one lumberjack per set, and each
# kind on the three sets that do not lack it).
def cards_in_box(deck: dict[str, int]) -> dict[str, int]:
    """Every Rapa Nui card in the box by type, for a deck of ``deck`` (R1.2) and the start sets."""
    return {
        t: deck[t] + (len(COLOURS) if t == LUMBERJACK else len(COLOURS) - 1 if t in KINDS else 0)
        for t in CARD_TYPES
    }


CARDS_IN_BOX: dict[str, int] = cards_in_box(DECK)

# R1.3: 100 offering cards, 25 of each kind.
OFFERINGS_PER_KIND = 25
ALL_OFFERINGS = OFFERINGS_PER_KIND * len(KINDS)

# The numbers below are the rules' defaults of the rule parameters (kit.rapanui.params); the
# engine reads a game's numbers from its options.
# R2.4: four columns of four cards in the market.
COLUMNS = 4
COLUMN_SIZE = 4

HAND_SIZE = 3  # R2.2 / R7.1
MOAI_COST = 7  # R5.1c
BASE_OFFERING_PRICE = 5  # R4.2
MAX_HUNTERS_PER_PLAY = 3  # R5.1d
MOAI_END_GLORY = 4  # R10.2


def hunters_cost(count: int) -> int:
    """R5.1d: playing 1, 2 or 3 H&G of one kind costs 0, 1 or 2 wood in total."""
    return count - 1


def offering_price(hunters_of_kind: int, minimum: int, base: int = BASE_OFFERING_PRICE) -> int:
    """R4.2: ``base`` (5) wood minus the buyer's H&G of that kind in his display, never below
    ``minimum``."""
    return max(minimum, base - hunters_of_kind)


def start_hand(missing: str) -> list[str]:
    """R2.2: the three H&G of a start set that lacks ``missing``, in the order of KINDS."""
    return [kind for kind in KINDS if kind != missing]


def parse_missing_table(text: str) -> dict[str, str]:
    """A10: read ``"fish,grain,mulberry,sweet_potato"`` (the kind lacked by each colour, in the
    order of COLOURS) into a colour -> kind table; ValueError unless it names each kind once."""
    kinds = [part.strip() for part in text.split(",")]
    if sorted(kinds) != sorted(KINDS):
        raise OptionError("core.err.option_missing_table", kinds=tuple(KINDS), value=repr(text))
    return dict(zip(COLOURS, kinds, strict=True))
