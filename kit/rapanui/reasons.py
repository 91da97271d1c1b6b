"""Why an action is not legal now: the most specific reason, in English and Chinese.

Actions that are not this game's, or carry a value of the wrong type, are refused before by
:meth:`kit.core.actions.ActionSet.refusal` (the reason ``rapanui.err.malformed``, see
:mod:`kit.rapanui.actions`). Then :func:`why` gives what every phase shares and each phase's
``why_*`` the rest (:mod:`kit.rapanui.phases` sets them beside its rules). The game is never
changed here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kit.core import i18n
from kit.core.actions import Action
from kit.core.errors import IllegalAction
from kit.rapanui.actions import DOWN, UP, Buy, Draw, MoaiPayout, Offer, Play, Sacrifice
from kit.rapanui.cards import CARD_TYPES, KINDS, MOAI, hunters_cost

if TYPE_CHECKING:
    from kit.rapanui.state import State


def name(value: Any) -> Any:
    """A card, kind or phase as a per-language parameter (its catalog name), else as given."""
    for prefix in ("rapanui.name.", "rapanui.phase."):
        if isinstance(value, str) and i18n.has(prefix + value):
            return {lang: i18n.t(prefix + value, lang) for lang in i18n.LANGS}
    return str(value)


def not_your_turn(game: State, action: Action) -> IllegalAction | None:
    """Why ``action``'s seat may not act now: no such seat, or another seat's turn (None: it
    may act)."""
    seat = action.seat
    if not 0 <= seat < game.players:
        return IllegalAction("rapanui.err.no_seat", seat=seat, players=game.players)
    mover = game.to_move[0]
    if seat != mover:
        return IllegalAction(
            "rapanui.err.not_your_turn", n=seat + 1, waiting=mover + 1, step=name(game.phase)
        )
    return None


def wrong_step(game: State, action: Action) -> IllegalAction:
    """Why an action of another step is refused in this one."""
    return IllegalAction("rapanui.err.wrong_step", action=str(action), step=name(game.phase))


def _kind(kind: str) -> IllegalAction | None:
    if kind not in KINDS:
        return IllegalAction("rapanui.err.unknown_kind", kind=kind)
    return None


def why_buy(game: State, action: Action) -> IllegalAction | None:
    """R4.1-R4.3: an unknown kind, an empty supply stack, or a price above the seat's wood."""
    if not isinstance(action, Buy):
        return None  # buying nothing is always allowed (R4.1)
    kind = action.kind
    if bad := _kind(kind):
        return bad
    if not game.supply[kind]:
        return IllegalAction("rapanui.err.supply_empty", kind=name(kind))
    price, wood = game.price(action.seat, kind), game.wood[action.seat]
    if price > wood:
        return IllegalAction("rapanui.err.offering_price", kind=name(kind), price=price, wood=wood)
    return None


def why_play(game: State, action: Action) -> IllegalAction | None:
    """R5.1-R5.4: the cards are not in hand, too many, or cost more wood than the seat has."""
    if not isinstance(action, Play):  # R5.4: only with a hand of moai and less than 7 wood
        return IllegalAction("rapanui.err.no_discard", cost=game.options.moai_cost)
    card, count = action.card, action.count
    seat = action.seat
    if card not in CARD_TYPES:
        return IllegalAction("rapanui.err.unknown_card", card=card)
    if card in KINDS:
        most = game.options.max_hunters
        if not 1 <= count <= most:
            return IllegalAction("rapanui.err.hunters_count", count=count, most=most)
    elif count != 1:
        return IllegalAction("rapanui.err.one_at_a_time", card=name(card))
    have = game.hands[seat].count(card)
    if have < count:
        return IllegalAction("rapanui.err.not_in_hand", card=name(card), count=count, have=have)
    wood = game.wood[seat]
    cost = game.options.moai_cost
    if card == MOAI and wood < cost:
        return IllegalAction("rapanui.err.moai_cost", wood=wood, cost=cost)
    if card in KINDS and hunters_cost(count) > wood:
        cost = hunters_cost(count)
        return IllegalAction("rapanui.err.hunters_cost", count=count, cost=cost, wood=wood)
    return None


def why_sacrifice(game: State, action: Action) -> IllegalAction | None:
    """R6.2 / R6.3: a card the seat does not have, or the wrong face."""
    assert isinstance(action, Sacrifice)
    if bad := _kind(action.kind):
        return bad
    if action.face not in (UP, DOWN):
        return IllegalAction("rapanui.err.bad_face", face=action.face)
    face = game.sacrifices[0][1]
    if action.face != face:
        return IllegalAction("rapanui.err.wrong_face", face=name(face))
    if not game.stocks[action.seat][action.kind]:
        return IllegalAction("rapanui.err.no_offering", kind=name(action.kind))
    return None


def why_offer(game: State, action: Action) -> IllegalAction | None:
    """R6.4: an empty supply stack; A3: adding no card is not allowed by these options."""
    if not isinstance(action, Offer):
        return IllegalAction("rapanui.err.offer_mandatory")
    if bad := _kind(action.kind):
        return bad
    if not game.supply[action.kind]:
        return IllegalAction("rapanui.err.supply_empty", kind=name(action.kind))
    return None


def why_draw(game: State, action: Action) -> IllegalAction | None:
    """R7.2: no such column, or an empty one."""
    assert isinstance(action, Draw)
    columns = len(game.market)
    if not 0 <= action.column < columns:
        return IllegalAction("rapanui.err.no_column", column_no=action.column + 1, columns=columns)
    if not game.market[action.column]:
        return IllegalAction("rapanui.err.column_empty", n=action.column + 1)
    return None


def why_payout(game: State, action: Action) -> IllegalAction | None:
    """R8.5 / A4: the payout must add up, and be split only where A4 allows it."""
    assert isinstance(action, MoaiPayout)
    units = game.payouts[0][1]
    if action.wood < 0 or action.glory < 0 or action.wood + action.glory != units:
        return IllegalAction("rapanui.err.payout_sum", units=units)
    if not game.options.moai_split_allowed and action.wood and action.glory:
        return IllegalAction("rapanui.err.payout_split", units=units)
    return None
