"""Why an action is not legal now: the most specific reason, in English and Chinese.

:meth:`RapaNui.why_illegal` calls :func:`why`; the game is never changed here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kit.core import i18n
from kit.core.actions import Action
from kit.core.errors import IllegalAction
from kit.rapanui.actions import (
    ACTIONS,
    DOWN,
    UP,
    Buy,
    DiscardMoai,
    Draw,
    MoaiPayout,
    Offer,
    PassBuy,
    PassOffer,
    Play,
    Sacrifice,
    well_typed,
)
from kit.rapanui.cards import (
    CARD_TYPES,
    COLUMNS,
    KINDS,
    MAX_HUNTERS_PER_PLAY,
    MOAI,
    MOAI_COST,
    hunters_cost,
)

if TYPE_CHECKING:
    from kit.rapanui.game import RapaNui

# Which actions each phase expects.
PHASE_ACTIONS: dict[str, tuple[type[Action], ...]] = {
    "buy": (Buy, PassBuy),
    "play": (Play, DiscardMoai),
    "sacrifice": (Sacrifice,),
    "offer": (Offer, PassOffer),
    "draw": (Draw,),
    "payout": (MoaiPayout,),
    "over": (),
}


def name(value: Any) -> Any:
    """A card, kind or phase as a per-language parameter (its catalog name), else as given."""
    for prefix in ("rapanui.name.", "rapanui.phase."):
        if isinstance(value, str) and i18n.has(prefix + value):
            return {lang: i18n.t(prefix + value, lang) for lang in i18n.LANGS}
    return str(value)


def malformed(action: Action) -> IllegalAction:
    """An action whose values are not plain whole numbers and words."""
    return IllegalAction("rapanui.err.malformed", action=repr(action))


def why(game: RapaNui, action: Action) -> IllegalAction:
    """The reason why ``action`` may not be taken in ``game`` now."""
    if not isinstance(action, Action) or type(action) not in ACTIONS.by_kind.values():
        return IllegalAction("core.err.unknown_action", detail=repr(action))
    if not well_typed(action):
        return malformed(action)
    if game.is_over:
        return IllegalAction("core.err.game_over")
    seat = action.seat
    if not 0 <= seat < game.players:
        return IllegalAction("rapanui.err.no_seat", seat=seat, players=game.players)
    mover = game.to_move[0]
    if seat != mover:
        return IllegalAction(
            "rapanui.err.not_your_turn", n=seat + 1, waiting=mover + 1, step=name(game.phase)
        )
    if not isinstance(action, PHASE_ACTIONS[game.phase]):
        return IllegalAction("rapanui.err.wrong_step", action=str(action), step=name(game.phase))
    check = _CHECKS.get(type(action))
    reason = check(game, action) if check else None
    return reason or IllegalAction("core.err.not_legal", action=str(action))


def _kind(kind: str) -> IllegalAction | None:
    if kind not in KINDS:
        return IllegalAction("rapanui.err.unknown_kind", kind=kind)
    return None


def _buy(game: RapaNui, action: Buy) -> IllegalAction | None:
    kind = action.kind
    if bad := _kind(kind):
        return bad
    if not game.supply[kind]:
        return IllegalAction("rapanui.err.supply_empty", kind=name(kind))
    price, wood = game.price(action.seat, kind), game.wood[action.seat]
    if price > wood:
        return IllegalAction("rapanui.err.offering_price", kind=name(kind), price=price, wood=wood)
    return None


def _play(game: RapaNui, action: Play) -> IllegalAction | None:
    card, count = action.card, action.count
    seat = action.seat
    if card not in CARD_TYPES:
        return IllegalAction("rapanui.err.unknown_card", card=card)
    if card in KINDS:
        if not 1 <= count <= MAX_HUNTERS_PER_PLAY:
            return IllegalAction("rapanui.err.hunters_count", count=count)
    elif count != 1:
        return IllegalAction("rapanui.err.one_at_a_time", card=name(card))
    have = game.hands[seat].count(card)
    if have < count:
        return IllegalAction("rapanui.err.not_in_hand", card=name(card), count=count, have=have)
    wood = game.wood[seat]
    if card == MOAI and wood < MOAI_COST:
        return IllegalAction("rapanui.err.moai_cost", wood=wood, cost=MOAI_COST)
    if card in KINDS and hunters_cost(count) > wood:
        cost = hunters_cost(count)
        return IllegalAction("rapanui.err.hunters_cost", count=count, cost=cost, wood=wood)
    return None


def _discard(game: RapaNui, action: DiscardMoai) -> IllegalAction | None:
    return IllegalAction("rapanui.err.no_discard", cost=MOAI_COST)


def _sacrifice(game: RapaNui, action: Sacrifice) -> IllegalAction | None:
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


def _offer(game: RapaNui, action: Offer) -> IllegalAction | None:
    if bad := _kind(action.kind):
        return bad
    if not game.supply[action.kind]:
        return IllegalAction("rapanui.err.supply_empty", kind=name(action.kind))
    return None


def _pass_offer(game: RapaNui, action: PassOffer) -> IllegalAction | None:
    return IllegalAction("rapanui.err.offer_mandatory")


def _draw(game: RapaNui, action: Draw) -> IllegalAction | None:
    if not 0 <= action.column < COLUMNS:
        return IllegalAction("rapanui.err.no_column", column=action.column)
    if not game.market[action.column]:
        return IllegalAction("rapanui.err.column_empty", n=action.column + 1)
    return None


def _payout(game: RapaNui, action: MoaiPayout) -> IllegalAction | None:
    units = game.payouts[0][1]
    if action.wood < 0 or action.glory < 0 or action.wood + action.glory != units:
        return IllegalAction("rapanui.err.payout_sum", units=units)
    if not game.options.moai_split_allowed and action.wood and action.glory:
        return IllegalAction("rapanui.err.payout_split", units=units)
    return None


_CHECKS: dict[type, Any] = {
    Buy: _buy,
    Play: _play,
    DiscardMoai: _discard,
    Sacrifice: _sacrifice,
    Offer: _offer,
    PassOffer: _pass_offer,
    Draw: _draw,
    MoaiPayout: _payout,
}
