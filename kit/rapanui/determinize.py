"""Determinization for information-set search: a full Rapa Nui game consistent with one view.

An information-set MCTS bot (Cowling, Powley & Whitehouse 2012) sees only its seat's view
(:mod:`kit.rapanui.views`). :func:`determinize` turns that view into a complete
:class:`~kit.rapanui.game.RapaNui` the bot can search: everything public (R12.1) and everything
the seat privately knows (R12.2: its hand, its offering stock, its own face-down altar cards) is
copied exactly; everything else is dealt at random from what the view leaves unaccounted for:

- Rapa Nui cards: the box holds 66 cards (R1.1, R1.2; the deck is the rule parameter ``deck``);
  the displays, the market, the seat's own
  hand and the start sets of unused colours (back in the box, R2.3, known from the options) are
  visible; the rest are the other hands, the draw pile (its order too, R12.2) and moai discarded
  into the box (A5), whose number follows from the counts;
- offering cards: 25 of each kind (R1.3; ``offering_supply``) minus the supply, the face-up altar cards and the
  seat's own stock and face-down cards are the other stocks and the others' face-down cards.

The game's own chance is seeded afresh from ``rng``, so later shuffles are sampled too. The
function reads nothing but its arguments; the result's ``history`` is empty (it is a sample,
not a replay).

A search deals many games from one view: :func:`dealer` reads the view once (the public part
copied into a template game, the pools of unseen cards counted) and then deals each game by
copying the template's mutable parts and shuffling the pools, which is what a determinization
can change. ``determinize(view, seat, rng)`` is ``dealer(view, seat)(rng)``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from kit.core.chance import Chance
from kit.rapanui.cards import CARD_TYPES, COLOURS, KINDS, LUMBERJACK, MOAI, cards_in_box, start_hand
from kit.rapanui.game import RapaNui
from kit.rapanui.options import Options, from_view

_SEED_BITS = 63  # kit.core.chance.MAX_SEED is 2**63 - 1
_options = from_view  # the old name


def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> RapaNui:
    """A complete game consistent with ``view`` (the view of ``seat``), its hidden parts dealt
    at random with ``rng``; ``game.view(seat) == view``. The view is not changed."""
    return dealer(view, seat)(rng)


def dealer(view: dict[str, Any], seat: int) -> Callable[[random.Random], RapaNui]:
    """``deal(rng)``: a new complete game consistent with ``view`` at each call, as
    :func:`determinize` gives it; the view is read once, here (ValueError if its counts do not
    add up)."""
    if view.get("seat") != seat or "hand" not in view:
        raise ValueError(f"the view is not the view of seat {seat!r}")
    n = view["players"]
    options = _options(view["options"])
    template = RapaNui(n, 0, options)
    _copy_public(template, view)
    cards = _card_pool(template, view, seat, options)
    offerings = _offering_pool(template, view, seat, options)
    template.hands = [[] for _ in range(n)]
    template.hands[seat] = list(view["hand"])
    template.stocks = [dict.fromkeys(KINDS, 0) for _ in range(n)]
    template.stocks[seat] = dict(view["stock"])
    others = [s for s in range(n) if s != seat]
    own_down = [(seat, k) for k in KINDS for _ in range(view["altar"]["own_face_down"][k])]

    def deal(rng: random.Random) -> RapaNui:
        game = _copy(template)
        game.seed = rng.getrandbits(_SEED_BITS)
        game.chance = Chance(game.seed)
        _deal_cards(game, others, cards, rng)
        _deal_offerings(game, view, seat, others, offerings, own_down, rng)
        return game

    return deal


def _copy(template: RapaNui) -> RapaNui:
    """A game with the template's values and its own copies of the lists and dicts (the
    options are shared: nothing changes them); its chance, seed, pile and face-down altar
    cards are set by the deal. Every attribute is set by name, in the order a new game sets
    them: a game whose ``__dict__`` is filled at once (``update``) reads each attribute
    several times more slowly, and a search reads them all the time (a test checks that a
    dealt game has every attribute of a new one)."""
    t = template
    game = object.__new__(RapaNui)
    game.players, game.seed, game.options, game.chance = t.players, t.seed, t.options, t.chance
    game.history = []
    game.options_dict = dict(t.options_dict)
    game.colours = list(t.colours)
    game.displays = [dict(d) for d in t.displays]
    game.hands = [list(h) for h in t.hands]
    game.box = list(t.box)
    game.pile = t.pile
    game.market = [list(c) for c in t.market]
    game.supply = dict(t.supply)
    game.stocks = [dict(s) for s in t.stocks]
    game.wood = list(t.wood)
    game.glory = list(t.glory)
    game.altar_up = dict(t.altar_up)
    game.altar_down = t.altar_down
    game.active, game.turn, game._phase, game._mover = t.active, t.turn, t._phase, t._mover
    game.sacrifices = list(t.sacrifices)
    game.payouts = list(t.payouts)
    game.draws_left = t.draws_left
    game.indicator, game.indicator_column = t.indicator, t.indicator_column
    game.indicator_turn = t.indicator_turn
    return game


def _copy_public(game: RapaNui, view: dict[str, Any]) -> None:
    """Copy the public part of ``view`` (R12.1) into ``game``."""
    seats = view["seats"]
    game.colours = [entry["colour"] for entry in seats]
    game.wood = [entry["wood"] for entry in seats]
    game.glory = [entry["glory"] for entry in seats]
    game.displays = [dict(entry["display"]) for entry in seats]
    game.market = [column["cards"][::-1] for column in view["market"]]
    game.supply = dict(view["supply"])
    game.altar_up = dict(view["altar"]["face_up"])
    game.active = view["active"]
    game.turn = view["turn"]
    game.set_phase(view["phase"], view["to_move"][0] if view["to_move"] else None)
    game.draws_left = view["draws_left"]
    sacrifice = view["sacrifice"]
    game.sacrifices = (
        [(w["seat"], w["face"]) for w in sacrifice["waiting"]] if sacrifice is not None else []
    )
    game.payouts = [(p["seat"], p["units"]) for p in view["payouts"]]
    indicator = view["indicator"]
    if indicator is None:
        game.indicator = game.indicator_column = game.indicator_turn = None
    else:
        game.indicator = indicator["card"]
        game.indicator_column = indicator["column"]
        game.indicator_turn = indicator["turn"]
    game.history = []


def _card_pool(
    game: RapaNui, view: dict[str, Any], seat: int, options: Options
) -> tuple[list[str], list[int]]:
    """Rapa Nui cards: R12.2 hides the other hands and the draw pile. Puts the box (known) in
    ``game`` and returns the unseen cards (to deal) and the other hands' sizes."""
    n = view["players"]
    seats = view["seats"]
    others = [s for s in range(n) if s != seat]
    # R2.3: the start sets of the colours nobody plays are in the box (public by the options).
    missing = options.start_sets()
    box: list[str] = []
    for colour in COLOURS[n:]:
        box += [LUMBERJACK, *start_hand(missing[colour])]
    left = cards_in_box(options.deck_counts())  # R1.1, R1.2 (the deck is a rule parameter)
    for card in box:
        left[card] -= 1
    for display in game.displays:
        for card, count in display.items():
            left[card] -= count
    for column in game.market:
        for card in column:
            left[card] -= 1
    for card in view["hand"]:
        left[card] -= 1
    sizes = [seats[s]["hand_size"] for s in others]
    pile_size = view["draw_pile"]
    # A5: a moai discarded into the box left the game face up; what the hands and the pile
    # cannot hold of the unaccounted cards is such moai.
    discarded = sum(left.values()) - sum(sizes) - pile_size
    if discarded < 0 or discarded > left[MOAI]:
        raise ValueError("the view's card counts do not add up")
    game.box = box + [MOAI] * discarded
    left[MOAI] -= discarded
    return [card for card in CARD_TYPES for _ in range(left[card])], sizes


def _deal_cards(
    game: RapaNui, others: list[int], pool: tuple[list[str], list[int]], rng: random.Random
) -> None:
    """Deal the unseen cards (:func:`_card_pool`) with ``rng``: the other hands, then the pile."""
    cards, sizes = pool
    cards = list(cards)
    rng.shuffle(cards)
    hands, start = game.hands, 0
    for s, size in zip(others, sizes, strict=True):
        hands[s] = cards[start : start + size]
        start += size
    game.pile = cards[start:]


def _offering_pool(
    game: RapaNui, view: dict[str, Any], seat: int, options: Options
) -> tuple[list[str], list[int], bool]:
    """Offering cards: R12.2 hides the other stocks and the others' face-down altar cards.
    Returns the unseen offering cards, the other stocks' sizes and whether the stocks are known
    (at the end, R10.4a: then they are put in ``game`` and only the face-down cards are dealt)."""
    n = view["players"]
    seats = view["seats"]
    others = [s for s in range(n) if s != seat]
    altar = view["altar"]
    own_down = altar["own_face_down"]
    result = view.get("result") if view["over"] else None
    if result is not None:
        # R10.4a: at the end everything is revealed: the stocks and the altar's counts.
        down_kinds = [
            k
            for k in KINDS
            for _ in range(result["altar_counts"][k] - game.altar_up[k] - own_down[k])
        ]
        return down_kinds, [dict(stock) for stock in result["stocks"]], True
    offer_left = {
        k: options.offering_supply  # R1.3 (a rule parameter)
        - game.supply[k]
        - game.altar_up[k]
        - view["stock"][k]
        - own_down[k]
        for k in KINDS
    }
    offer_pool = [k for k in KINDS for _ in range(offer_left[k])]
    stock_sizes = [seats[s]["offerings"] for s in others]
    unseen = altar["face_down"] - sum(own_down.values())
    if len(offer_pool) != sum(stock_sizes) + unseen or unseen < 0:
        raise ValueError("the view's offering counts do not add up")
    return offer_pool, stock_sizes, False


def _deal_offerings(
    game: RapaNui,
    view: dict[str, Any],
    seat: int,
    others: list[int],
    pool: tuple[list[str], Any, bool],
    own_down: list[tuple[int, str]],
    rng: random.Random,
) -> None:
    """Deal the unseen offering cards (:func:`_offering_pool`) with ``rng``: the other stocks,
    then the others' face-down altar cards and who placed them."""
    kinds, sizes, known = pool
    kinds = list(kinds)
    rng.shuffle(kinds)
    stocks = game.stocks
    if known:
        for s, stock in enumerate(sizes):
            stocks[s] = dict(stock)
        down_kinds = kinds
    else:
        start = 0
        for s, size in zip(others, sizes, strict=True):
            stock = stocks[s]
            for kind in kinds[start : start + size]:
                stock[kind] += 1
            start += size
        down_kinds = kinds[start:]
    placers = _placers(view, seat, len(down_kinds), rng) if down_kinds else []
    game.altar_down = own_down + list(zip(placers, down_kinds, strict=True))


def _placers(view: dict[str, Any], seat: int, count: int, rng: random.Random) -> list[int]:
    """Who placed the others' face-down altar cards: not in the view, so sampled.

    R6.3: without A11 only the initiator of a sacrifice round places face down, once per moai
    played, so a seat placed at most as many as it has moai in its display; with A11 anybody may
    have. The placer only decides whose view shows the card's kind (R12.2).
    """
    others = [s for s in range(view["players"]) if s != seat]
    if view["options"].get("reversed_secrecy"):
        room = [count] * len(others)
    else:
        room = [view["seats"][s]["display"][MOAI] for s in others]
        if sum(room) < count:  # not reachable by play; stay total anyway
            room = [count] * len(others)
    out = []
    for _ in range(count):
        open_seats = [i for i, r in enumerate(room) if r > 0]
        i = open_seats[rng.randrange(len(open_seats))]
        room[i] -= 1
        out.append(others[i])
    return out
