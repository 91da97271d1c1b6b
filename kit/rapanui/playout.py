"""The random playout of a search: Rapa Nui played on at random, quickly, without the engine's
events, checks, records or action objects.

A search's rollout (:mod:`kit.lab.ismcts`) plays a copy of a game to its end, each seat picking
uniformly among its legal actions: the action at index ``int(draw() * n)`` of the ``n`` actions
``game.legal_actions(seat)`` lists, no draw at all when only one is legal. ``playout(game, draw,
steps)`` makes those very choices, from the same draws, with the rules of :mod:`kit.rapanui.turn`
and :mod:`kit.rapanui.draw` (same order of actions, same effects, the game's own chance for the
shuffle of R5.4 / A5), so the game ends in the state those actions given one by one to
``game.apply_legal`` would leave, its ``history`` aside: it is not extended (a searched copy
needs none). ``tests/rapanui/test_rapanui_playout.py`` plays both side by side, over every
phase and over rule options and parameters.

The rules are the engine's: a change of a rule there is a change here too (the tests above fail
until both agree).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from kit.rapanui.actions import DOWN, UP
from kit.rapanui.cards import KINDS, LUMBERJACK, MOAI, PRIEST
from kit.rapanui.params import HUNTERS
from kit.rapanui.scoring import altar_values, end_wood_glory, tiebreak_wood, winners

if TYPE_CHECKING:
    from kit.rapanui.options import Options
    from kit.rapanui.state import State

_SINGLE = (LUMBERJACK, PRIEST, MOAI)
_ONE = {card: (card, 1) for card in _SINGLE}  # the play of one lumberjack, priest or moai
Next = tuple[str, "int | None"]  # the phase a step leads to and the seat deciding there
Draw = Callable[[], float]
_ORDERS = {n: [[(first + i) % n for i in range(n)] for first in range(n)] for n in range(1, 5)}
"""Every seat clockwise from each seat (R8.1: the active player first), by players."""


class _Rules:
    """The numbers of one game's options the playout reads at every step, read once."""

    __slots__ = (
        "depth",
        "discard_to_pile",
        "enough",
        "face",
        "hand_size",
        "hunters",
        "low",
        "majority_min",
        "moai_cost",
        "most",
        "offer_optional",
        "options",
        "plays",
        "price",
        "refill_ends",
        "rich",
        "scored",
        "split",
    )

    def __init__(self, o: Options) -> None:
        self.options = o
        low, base = o.min_offering_price, o.offering_base_price
        self.low = low
        # R4.2 / A1: the price of an offering card by the buyer's H&G of its kind (a display
        # holds at most the whole box of a kind), and the wood that pays for any of them.
        self.price = [max(low, base - n) for n in range(100)]
        self.rich = max(low, base)
        self.moai_cost, self.most = o.moai_cost, o.max_hunters  # R5.1
        self.hunters = {k: [(k, n) for n in range(1, o.max_hunters + 1)] for k in KINDS}
        # The plays of a hand by its cards (sorted) and its wood, past the wood that pays for
        # every play of any hand (a moai, the most H&G at once) counted as that wood.
        self.enough = max(o.moai_cost, o.max_hunters - 1)
        self.plays: dict[tuple, list[tuple[str, int]]] = {}
        self.face = DOWN if o.reversed_secrecy else UP  # R6.2, A11
        self.offer_optional = o.supply_offering_optional  # R6.4, A3
        self.discard_to_pile = o.stuck_moai_discard_to == "draw_pile"  # R5.4, A5
        self.hand_size, self.depth = o.hand_size, o.market_depth  # R7.1, R7.4
        self.refill_ends = o.end_trigger == "draw_pile_empty_after_column_refill"  # R9.1, A6
        self.split = o.moai_split_allowed  # R8.5, A4
        self.majority_min = o.majority_min_count  # R8.2, A2
        units, bonus = o.units(), o.bonus()
        self.scored = {  # R8.2-R8.6: (units per card, majority bonus) by the card scored
            card: (units[part], bonus[part])
            for card in (*_SINGLE, *KINDS)
            for part in [HUNTERS if card in KINDS else card]
        }


_RULES: dict[int, _Rules] = {}


def _rules(options: Options) -> _Rules:
    found = _RULES.get(id(options))
    if found is None or found.options is not options:
        if len(_RULES) > 64:
            _RULES.clear()
        found = _RULES[id(options)] = _Rules(options)
    return found


def playout(game: State, draw: Draw, steps: int | None = None) -> dict[str, list[int]]:
    """Play ``game`` on at random for ``steps`` decisions (None: to its end), each decision
    taking the legal action at index ``int(draw() * n)`` of ``n`` (none drawn when ``n`` is 1),
    as described in the module's notes. Returns the ``"scores"`` and ``"winners"`` of
    ``game.result()`` (the standing if the game is not over)."""
    rules = _rules(game.options)
    phase, mover = game._phase, game._mover
    step = _STEPS
    if steps is None:
        while phase != "over":
            phase, mover = step[phase](game, mover, draw, rules)
    else:
        for _ in range(steps):
            if phase == "over":
                break
            phase, mover = step[phase](game, mover, draw, rules)
    game._phase, game._mover = phase, mover
    return standing(game)


def standing(game: State) -> dict[str, list[int]]:
    """The ``"scores"`` and ``"winners"`` of ``game.result()`` (R10, R11), without the rest."""
    o = game.options
    counts = dict(game.altar_up)  # R10.4a: the face-down cards count too
    for _, kind in game.altar_down:
        counts[kind] += 1
    values = altar_values(counts, o.altar_ranking, o.ranking())  # R10.4
    one, two, three, four = KINDS
    v1, v2, v3, v4 = values[one], values[two], values[three], values[four]
    per, moai_glory = o.wood_per_glory_at_end, o.moai_glory
    moai = [d[MOAI] for d in game.displays]
    wood = game.wood
    scores = [  # R10.1-R10.4
        glory
        + moai_glory * m
        + end_wood_glory(w, per)
        + s[one] * v1
        + s[two] * v2
        + s[three] * v3
        + s[four] * v4
        for glory, m, w, s in zip(game.glory, moai, wood, game.stocks, strict=True)
    ]
    top = max(scores)
    best = [seat for seat, score in enumerate(scores) if score == top]
    if len(best) > 1:  # R11.2-R11.4: the tie-breaks
        best = winners(scores, moai, [tiebreak_wood(w, o.tiebreak_wood, per) for w in wood])
    return {"scores": scores, "winners": best}


# -- the steps: each carries out one random legal action of the seat deciding ----------------
def _buy(game: State, seat: int, draw: Draw, r: _Rules) -> Next:
    """R4.1 / R4.2 / R4.3: an offering card of a kind the seat can pay, or none."""
    wood, supply = game.wood[seat], game.supply
    if wood >= r.rich:
        kinds = [k for k in KINDS if supply[k]]
    else:
        display, price = game.displays[seat], r.price
        kinds = [k for k in KINDS if supply[k] and price[display[k]] <= wood]
    if kinds:
        i = int(draw() * (len(kinds) + 1))
        if i < len(kinds):
            kind = kinds[i]
            game.wood[seat] = wood - r.price[game.displays[seat][kind]]
            supply[kind] -= 1
            game.stocks[seat][kind] += 1
    return "play", seat


def _play(game: State, seat: int, draw: Draw, r: _Rules) -> Next:
    """R5.1 / R5.3 / R5.4: a play of the hand, or the only-moai discard."""
    hand, wood = game.hands[seat], game.wood[seat]
    key = (*sorted(hand), wood if wood < r.enough else r.enough)
    plays = r.plays.get(key)
    if plays is None:
        plays = r.plays[key] = _plays(hand, wood, r)
    if not plays:  # R5.4 / A5: one moai discarded
        hand.remove(MOAI)
        if r.discard_to_pile:
            game.pile.append(MOAI)
            game.chance.shuffle(game.pile)
        else:
            game.box.append(MOAI)
        return _start_draw(game, r)
    card, count = plays[int(draw() * len(plays))] if len(plays) > 1 else plays[0]
    hand.remove(card)
    for _ in range(count - 1):
        hand.remove(card)
    game.displays[seat][card] += count
    if count > 1:
        game.wood[seat] = wood - (count - 1)  # R5.1d
    if card != MOAI:
        return _start_draw(game, r)
    game.wood[seat] = wood - r.moai_cost  # R5.1c
    # R6.1-R6.3: the sacrifice round, left neighbour first; players without offerings skip.
    stocks, face = game.stocks, r.face
    waiting = [(s, face) for s in _ORDERS[game.players][seat][1:] if any(stocks[s].values())]
    if any(stocks[seat].values()):
        waiting.append((seat, DOWN))
    game.sacrifices = waiting
    if waiting:
        return "sacrifice", waiting[0][0]
    return _start_offer(game, r)


def _plays(hand: list[str], wood: int, r: _Rules) -> list[tuple[str, int]]:
    """R5.1 / R5.3: the plays of ``hand`` with ``wood``, as ``(card, count)``, in the order of
    :func:`kit.rapanui.turn.legal_play` (the moai's cost and the most H&G at once are the rule
    parameters ``moai_cost`` and ``max_hunters``)."""
    plays = [_ONE[c] for c in _SINGLE if c in hand and (c != MOAI or wood >= r.moai_cost)]
    most = min(r.most, wood + 1)  # n H&G cost n - 1 wood
    for kind in KINDS:
        if kind in hand:
            plays += r.hunters[kind][: min(hand.count(kind), most)]
    return plays


def _sacrifice(game: State, seat: int, draw: Draw, r: _Rules) -> Next:
    """R6.2 / R6.3 / R6.5: one own offering card onto the altar."""
    stock = game.stocks[seat]
    kinds = [k for k in KINDS if stock[k]]
    kind = kinds[int(draw() * len(kinds))] if len(kinds) > 1 else kinds[0]
    stock[kind] -= 1
    waiting = game.sacrifices
    if waiting[0][1] == UP:
        game.altar_up[kind] += 1
    else:
        game.altar_down.append((seat, kind))
    waiting.pop(0)
    if waiting:
        return "sacrifice", waiting[0][0]
    return _start_offer(game, r)


def _start_offer(game: State, r: _Rules) -> Next:
    """R6.4 / R13.2: the supply card step, skipped when every supply stack is empty."""
    if any(game.supply.values()):
        return "offer", game.active
    return _start_draw(game, r)


def _offer(game: State, seat: int, draw: Draw, r: _Rules) -> Next:
    """R6.4 / A3: a card of a kind left in the supply onto the altar face up, or none."""
    supply = game.supply
    kinds = [k for k in KINDS if supply[k]]
    n = len(kinds) + 1 if r.offer_optional else len(kinds)
    i = int(draw() * n) if n > 1 else 0
    if i < len(kinds):
        supply[kinds[i]] -= 1
        game.altar_up[kinds[i]] += 1
    return _start_draw(game, r)


def _start_draw(game: State, r: _Rules) -> Next:
    """R7.1: the active player draws back up to his hand size."""
    active = game.active
    game.draws_left = r.hand_size - len(game.hands[active])
    return "draw", active


def _draw(game: State, seat: int, draw: Draw, r: _Rules) -> Next:
    """R7.2-R7.5: the front card of a column; refill, the end (R9.1) or the scoring (R8)."""
    market = game.market
    if all(market):  # as always in play (R7.4: an emptied column is refilled or ends the game)
        n = len(market)
        column = int(draw() * n) if n > 1 else 0
    else:
        columns = [c for c, cards in enumerate(market) if cards]
        column = columns[int(draw() * len(columns))] if len(columns) > 1 else columns[0]
    cards = market[column]
    game.hands[seat].append(cards.pop())
    if not cards:
        pile = game.pile
        if not pile:  # R9.1 / A6
            game.draws_left = 0
            return "over", None
        for _ in range(min(r.depth, len(pile))):  # R7.4
            cards.append(pile.pop())
        if not pile and r.refill_ends:
            game.draws_left = 0
            return "over", None
    left = game.draws_left = game.draws_left - 1
    if left:
        return "draw", seat
    card = cards[-1]  # R7.5: the indicator
    game.indicator, game.indicator_column, game.indicator_turn = card, column, game.turn
    return _score(game, card, r)


def _score(game: State, card: str, r: _Rules) -> Next:
    """R8.1-R8.7: everybody scores the indicated type, active player first, then clockwise."""
    n = game.players
    counts = [d[card] for d in game.displays]
    unit, extra = r.scored[card]
    bonus = -1  # R8.2: the sole majority, if any (option A2)
    if extra:
        top = max(counts)
        if top >= r.majority_min and counts.count(top) == 1:
            bonus = counts.index(top)
    if card == LUMBERJACK or card == PRIEST:  # R8.3 / R8.4
        gains = game.wood if card == LUMBERJACK else game.glory
        for s in range(n):
            gains[s] += counts[s] * unit
        if bonus >= 0:
            gains[bonus] += extra
    elif card == MOAI:  # R8.5: each owner of moai chooses the currency
        order = _ORDERS[n][game.active]
        owed = [(s, counts[s] * unit + (extra if s == bonus else 0)) for s in order if counts[s]]
        payouts = game.payouts = [(s, u) for s, u in owed if u]
        if payouts:
            return "payout", payouts[0][0]
    else:  # R8.6 / R8.7 / R13.1: one card of the kind each, then the bonus card
        supply, stocks = game.supply, game.stocks
        receivers = [s for s in _ORDERS[n][game.active] if counts[s] for _ in range(unit)]
        if bonus >= 0:
            receivers += [bonus] * extra
        for s in receivers:
            if supply[card]:
                supply[card] -= 1
                stocks[s][card] += 1
    return _next_turn(game)


def _payout(game: State, seat: int, draw: Draw, r: _Rules) -> Next:
    """R8.5 / A4: the payout all as wood or all as glory, or split."""
    payouts = game.payouts
    units = payouts[0][1]
    if r.split:  # the split list runs from all wood to all glory
        glory = int(draw() * (units + 1)) if units else 0
    else:
        glory = units if draw() >= 0.5 else 0  # int(r * 2) is 1 from 0.5 on
    game.wood[seat] += units - glory
    game.glory[seat] += glory
    payouts.pop(0)
    if payouts:
        return "payout", payouts[0][0]
    return _next_turn(game)


def _next_turn(game: State) -> Next:
    """R3: the player to the left becomes the active player and buys (R4)."""
    game.active = active = (game.active + 1) % game.players
    game.turn += 1
    return "buy", active


_STEPS: dict[str, Callable[[State, int, Draw, _Rules], Next]] = {
    "buy": _buy,
    "play": _play,
    "sacrifice": _sacrifice,
    "offer": _offer,
    "draw": _draw,
    "payout": _payout,
}
