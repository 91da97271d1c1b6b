"""The end of a turn, one pair of rules per phase: drawing back up to 3 cards (R7), the moai
payout (R8.5), and between them the scoring of the indicated type (R8), the next turn and the
end of the game (R9). Like :mod:`kit.rapanui.turn`, ``apply_*`` only ever gets legal actions.
The numbers (the hand of 3, columns of 4, what a scoring gives) are the game's rule parameters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kit.core.actions import Action
from kit.core.game import Event
from kit.rapanui.actions import MOVES, Draw, MoaiPayout
from kit.rapanui.cards import LUMBERJACK, MOAI, PRIEST
from kit.rapanui.params import HUNTERS
from kit.rapanui.scoring import sole_majority

if TYPE_CHECKING:
    from kit.rapanui.state import State

_SINGLE = (LUMBERJACK, PRIEST, MOAI)


# -- draw (R7) -------------------------------------------------------------------------------
def start_draw(game: State) -> list[Event]:
    """R7.1: the active player draws back up to 3 cards (``hand_size``)."""
    game.draws_left = game.options.hand_size - len(game.hands[game.active])
    game.enter("draw", game.active)
    return []


def legal_draw(game: State, seat: int) -> list[Action]:
    """R7.2: the front card of any column that has one."""
    draw = MOVES[seat].draw
    return [draw[c] for c, cards in enumerate(game.market) if cards]


def apply_draw(game: State, action: Action) -> list[Event]:
    """R7.2 / R7.3: take the front card; R7.4: refill an emptied column at once; R7.5: the
    last draw of the turn sets the scoring indicator."""
    assert isinstance(action, Draw)
    seat, column = action.seat, action.column
    cards = game.market[column]
    card = cards.pop()
    game.hands[seat].append(card)
    events: list[Event] = [{"type": "drew", "seat": seat, "card": card, "column": column}]
    if not cards:
        pile = game.pile
        if not pile:  # R9.1 / A6: an emptied column finds the pile empty
            return events + end(game)
        dealt = min(game.options.market_depth, len(pile))
        for _ in range(dealt):
            cards.append(pile.pop())
        events.append({"type": "refilled", "column": column, "count": dealt})
        if not pile and game.options.end_trigger == "draw_pile_empty_after_column_refill":
            return events + end(game)
    game.draws_left -= 1
    if game.draws_left:
        return events
    # R7.5: the new front card of the column of the last draw names the type scored.
    game.indicator, game.indicator_column, game.indicator_turn = cards[-1], column, game.turn
    return events + score(game, cards[-1], column)


# -- scoring (R8) ----------------------------------------------------------------------------
def score(game: State, card: str, column: int) -> list[Event]:
    """R8.1-R8.7: everybody scores the indicated type, active player first, then clockwise.
    What a card gives and the majority bonus are rule parameters (1 and 1 by the rules)."""
    options = game.options
    order = game.seats_from(game.active)
    counts = [d[card] for d in game.displays]
    scored = HUNTERS if card not in _SINGLE else card
    unit, extra = options.units()[scored], options.bonus()[scored]
    bonus = sole_majority(counts, options.majority_min_count) if extra else None
    events: list[Event] = [{"type": "indicator", "card": card, "column": column}]
    if bonus is not None:
        event: Event = {"type": "majority", "seat": bonus, "card": card, "count": counts[bonus]}
        if extra != 1:  # a rule parameter; the game of the rules' events stay as they were
            event["bonus"] = extra
        events.append(event)
    if card == LUMBERJACK or card == PRIEST:  # R8.3 / R8.4
        gains = game.wood if card == LUMBERJACK else game.glory
        kind = "gained_wood" if card == LUMBERJACK else "gained_glory"
        for s in order:
            amount = counts[s] * unit + (extra if s == bonus else 0)
            if amount:
                gains[s] += amount
                events.append({"type": kind, "seat": s, "amount": amount})
    elif card == MOAI:  # R8.5: each owner of moai chooses the currency
        units = [(s, counts[s] * unit + (extra if s == bonus else 0)) for s in order if counts[s]]
        game.payouts = [(s, u) for s, u in units if u]
        if game.payouts:
            game.enter("payout", game.payouts[0][0])
            return events
    else:  # R8.6 / R8.7 / R13.1: one card of the kind each, then the bonus card
        owed = [s for s in order if counts[s] for _ in range(unit)]
        if bonus is not None:
            owed += [bonus] * extra
        for s in owed:
            if game.supply[card]:
                game.supply[card] -= 1
                game.stocks[s][card] += 1
                events.append({"type": "received", "seat": s, "kind": card})
            else:
                events.append({"type": "supply_empty", "seat": s, "kind": card})
    return events + next_turn(game)


# -- payout (R8.5) ---------------------------------------------------------------------------
def legal_payout(game: State, seat: int) -> list[Action]:
    """R8.5: the payout all as wood or all as glory, or any split if A4 allows it."""
    payout = MOVES[seat].payout
    units = game.payouts[0][1]
    if game.options.moai_split_allowed:
        return [payout[w, units - w] for w in range(units, -1, -1)]
    return [payout[units, 0], payout[0, units]]


def apply_payout(game: State, action: Action) -> list[Event]:
    """R8.5: take the payout; the next owner of moai chooses, or the turn ends."""
    assert isinstance(action, MoaiPayout)
    seat = action.seat
    game.wood[seat] += action.wood
    game.glory[seat] += action.glory
    game.payouts.pop(0)
    events: list[Event] = [
        {"type": "moai_payout", "seat": seat, "wood": action.wood, "glory": action.glory}
    ]
    if game.payouts:
        game.enter("payout", game.payouts[0][0])
        return events
    return events + next_turn(game)


# -- the next turn and the end (R9) ----------------------------------------------------------
def next_turn(game: State) -> list[Event]:
    """The player to the left becomes the active player and buys (R3, R4)."""
    game.active = (game.active + 1) % game.players
    game.turn += 1
    game.enter("buy", game.active)
    return [{"type": "turn", "seat": game.active, "turn": game.turn}]


def end(game: State) -> list[Event]:
    """R9.1 / R9.2: the game ends at once, without scoring this turn; R10: final scoring."""
    game.draws_left = 0
    game.enter("over", None)
    result = game.result()
    events: list[Event] = [{"type": "game_over", "turn": game.turn}]
    events.append({"type": "altar_revealed", **result["altar_counts"]})
    events.append({"type": "altar_values", **result["altar_values"]})
    for s, total in enumerate(result["scores"]):
        events.append({"type": "final_score", "seat": s, "score": total})
    events += [{"type": "winner", "seat": s} for s in result["winners"]]
    return events
