"""The first steps of a turn, one pair of rules per phase: what the seat may do (``legal_*``)
and carrying it out (``apply_*``): buying (R4), playing (R5), the sacrifice round (R6.1-R6.3)
and the supply card (R6.4). The draw, the scoring and the end are in :mod:`kit.rapanui.draw`;
:mod:`kit.rapanui.phases` puts both, and the reasons of :mod:`kit.rapanui.reasons`, in a table.

``apply_*`` is only ever called with an action that ``legal_*`` offered, so it checks nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kit.core.actions import Action
from kit.core.game import Event
from kit.rapanui.actions import DOWN, MOVES, UP, Buy, DiscardMoai, Offer, Play, Sacrifice
from kit.rapanui.cards import KINDS, LUMBERJACK, MOAI, PRIEST, hunters_cost, offering_price
from kit.rapanui.draw import start_draw

if TYPE_CHECKING:
    from kit.rapanui.state import State

_SINGLE = (LUMBERJACK, PRIEST, MOAI)


# -- buy (R4) --------------------------------------------------------------------------------
def legal_buy(game: State, seat: int) -> list[Action]:
    """R4.1 / R4.2: an offering card of each kind in the supply the seat can pay, or none."""
    moves, o = MOVES[seat], game.options
    wood, display = game.wood[seat], game.displays[seat]
    low, base = o.min_offering_price, o.offering_base_price  # A1, R4.2 (offering_base_price)
    out: list[Action] = [
        moves.buy[k]
        for k in KINDS
        if game.supply[k] and offering_price(display[k], low, base) <= wood
    ]
    out.append(moves.no_buy)
    return out


def apply_buy(game: State, action: Action) -> list[Event]:
    """R4.2 / R4.3: pay the price, take the top card of that supply stack; then play (R5)."""
    seat = action.seat
    game.enter("play", seat)
    if not isinstance(action, Buy):
        return [{"type": "no_buy", "seat": seat}]
    price = game.price(seat, action.kind)
    game.wood[seat] -= price
    game.supply[action.kind] -= 1
    game.stocks[seat][action.kind] += 1
    return [{"type": "bought", "seat": seat, "kind": action.kind, "price": price}]


# -- play (R5) -------------------------------------------------------------------------------
def legal_play(game: State, seat: int) -> list[Action]:
    """R5.1 / R5.3 / R5.4: the plays of a hand, or the only-moai discard (the moai's cost and
    the most H&G at once are the rule parameters ``moai_cost`` and ``max_hunters``)."""
    hand, wood, moves = game.hands[seat], game.wood[seat], MOVES[seat]
    options = game.options
    out: list[Action] = []
    for card in _SINGLE:
        if card in hand and (card != MOAI or wood >= options.moai_cost):
            out.append(moves.play[card, 1])
    most = options.max_hunters
    for kind in KINDS:
        have = hand.count(kind)
        for n in range(1, min(have, most, wood + 1) + 1):
            out.append(moves.play[kind, n])
    if not out:  # R5.4 / R13.4: only moai in hand and fewer than 7 wood
        out.append(moves.discard)
    return out


def apply_play(game: State, action: Action) -> list[Event]:
    """R5.1: play cards into the display, or R5.4: discard a moai."""
    if isinstance(action, DiscardMoai):
        return _discard(game, action.seat)
    assert isinstance(action, Play)
    return _play(game, action.seat, action.card, action.count)


def _play(game: State, seat: int, card: str, count: int) -> list[Event]:
    # R5.1: the cards go face up into the display; a moai costs 7, n H&G cost n - 1 wood.
    hand = game.hands[seat]
    for _ in range(count):
        hand.remove(card)
    game.displays[seat][card] += count
    if card in KINDS:
        cost = hunters_cost(count)
        events: list[Event] = [
            {"type": "played_hunters", "seat": seat, "kind": card, "count": count, "cost": cost}
        ]
    else:
        cost = game.options.moai_cost if card == MOAI else 0
        events = [{"type": "played", "seat": seat, "card": card, "cost": cost}]
    game.wood[seat] -= cost
    if card != MOAI:
        return events + start_draw(game)
    # R6.1-R6.3: the sacrifice round, left neighbour first; players without offerings skip.
    others = game.seats_from(seat)[1:]
    face = DOWN if game.options.reversed_secrecy else UP  # A11
    game.sacrifices = [(s, face) for s in others if any(game.stocks[s].values())]
    if any(game.stocks[seat].values()):
        game.sacrifices.append((seat, DOWN))
    events.append({"type": "sacrifice_round", "seat": seat})
    if game.sacrifices:
        game.enter("sacrifice", game.sacrifices[0][0])
        return events
    return events + start_offer(game)


def _discard(game: State, seat: int) -> list[Event]:
    # R5.4 / A5: discard one moai, into the draw pile (shuffled) or into the box.
    game.hands[seat].remove(MOAI)
    where = game.options.stuck_moai_discard_to
    if where == "draw_pile":
        game.pile.append(MOAI)
        game.chance.shuffle(game.pile)
    else:
        game.box.append(MOAI)
    return [{"type": "discarded", "seat": seat, "card": MOAI, "to": where}, *start_draw(game)]


# -- sacrifice (R6.2, R6.3) ------------------------------------------------------------------
def legal_sacrifice(game: State, seat: int) -> list[Action]:
    """R6.2 / R6.3: one own offering card of any kind in stock, with the face the rules set."""
    face = game.sacrifices[0][1]
    stock, moves = game.stocks[seat], MOVES[seat]
    return [moves.sacrifice[k, face] for k in KINDS if stock[k]]


def apply_sacrifice(game: State, action: Action) -> list[Event]:
    """R6.2 / R6.3 / R6.5: the card leaves the stock for the altar for good."""
    assert isinstance(action, Sacrifice)
    seat, kind = action.seat, action.kind
    game.stocks[seat][kind] -= 1
    if action.face == UP:
        game.altar_up[kind] += 1
        event: Event = {"type": "sacrificed", "seat": seat, "kind": kind}
    else:
        game.altar_down.append((seat, kind))
        event = {"type": "sacrificed_face_down", "seat": seat}
    game.sacrifices.pop(0)
    if game.sacrifices:
        game.enter("sacrifice", game.sacrifices[0][0])
        return [event]
    return [event, *start_offer(game)]


# -- offer (R6.4) ----------------------------------------------------------------------------
def start_offer(game: State) -> list[Event]:
    """R6.4 / R13.2: the supply card step, skipped when every supply stack is empty."""
    if any(game.supply.values()):
        game.enter("offer", game.active)
        return []
    return start_draw(game)


def legal_offer(game: State, seat: int) -> list[Action]:
    """R6.4: a card of any kind left in the supply; none if A3 makes the step optional."""
    moves = MOVES[seat]
    out: list[Action] = [moves.offer[k] for k in KINDS if game.supply[k]]
    if game.options.supply_offering_optional:
        out.append(moves.no_offer)
    return out


def apply_offer(game: State, action: Action) -> list[Event]:
    """R6.4: one card of any kind from the general supply, face up; then the draw (R7)."""
    seat = action.seat
    if not isinstance(action, Offer):
        return [{"type": "no_offer", "seat": seat}, *start_draw(game)]
    game.supply[action.kind] -= 1
    game.altar_up[action.kind] += 1
    return [{"type": "offered", "seat": seat, "kind": action.kind}, *start_draw(game)]
