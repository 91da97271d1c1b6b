"""Why an action is refused, phase by phase: the auction (``why_bid``, ``why_pick``), placement
(``why_placement``), transport (``why_transport``), the memory-mode peek (``why_peek``) and
phase 5 (``why_recall``); :mod:`kit.giants.phases` sets each beside its rules. Every reason is
an i18n key (English and zh-TW). The types of the values an action carries are checked before, by
:meth:`kit.core.actions.ActionSet.refusal` (see :func:`kit.giants.actions.bad_value`)."""

from __future__ import annotations

from typing import Any

from kit.core import i18n
from kit.core.actions import Action
from kit.core.errors import IllegalAction
from kit.giants import auction, memory, placement, transport
from kit.giants.actions import (
    Bid,
    Carry,
    Crown,
    Done,
    Erect,
    Helpers,
    Influence,
    Mark,
    Pass,
    Peek,
    Place,
    Recall,
    Sculpt,
    Step,
)
from kit.giants.messages import named, sized
from kit.giants.state import FIGURES, State


def not_your_turn(game: Any, action: Action) -> IllegalAction | None:
    """Why ``action``'s seat may not act now, naming the player and those the game waits for as
    the pages name them ("Player 2", counted from 1; None: it may act)."""
    seat, to_move = action.seat, game.to_move
    if seat in to_move:
        return None
    if not 0 <= seat < game.players:
        return IllegalAction("giants.err.no_seat", seat=seat, players=game.players)
    waiting = {
        lang: i18n.join([i18n.t("core.player", lang, n=s + 1) for s in to_move], lang)
        for lang in i18n.LANGS
    }
    return IllegalAction("giants.err.not_your_turn", n=seat + 1, waiting=waiting)


# -- phase 2, the auction (R5) ---------------------------------------------------------------
def why_bid(st: State, action: Bid) -> IllegalAction:
    """The reason a bid (R5.1) is refused."""
    s = st.seats[action.seat]
    if s.bid is not None:
        return IllegalAction("giants.err.already_bid")
    if action.markers < 0 or action.workers < 0:
        return IllegalAction("giants.err.negative")
    if action.markers > s.markers:
        return IllegalAction("giants.err.bid_markers", have=s.markers, bid=action.markers)
    if action.workers > s.workers:
        return IllegalAction("giants.err.bid_workers", have=s.workers, bid=action.workers)
    if action.sorcerer and not s.sorcerer:
        return IllegalAction("giants.err.no_figure", figure=named("sorcerer"))
    return IllegalAction("giants.err.no_figure", figure=named("chief"))


def why_pick(st: State, action: Sculpt) -> IllegalAction:
    """The reason a pick (R5.5) is refused."""
    seat = action.seat
    if action.size not in auction.tile_sizes(st):
        return IllegalAction("giants.err.no_moai_on_tile", size=sized(action.size))
    need = st.numbers.need(action.size)  # R5.3
    chief = st.numbers.chief_strength
    if action.chief:
        if st.chief_free[seat] and chief < need:
            return IllegalAction(
                "giants.err.chief_weak", chief=chief, size=sized(action.size), need=need
            )
        return IllegalAction("giants.err.chief_spent")
    return IllegalAction(
        "giants.err.sculptors",
        have=st.units[seat],
        size=sized(action.size),
        need=need,
        chief=chief,
    )


# -- phase 3, placement (R6) -----------------------------------------------------------------
def why_placement(st: State, action: Any) -> IllegalAction:
    """The reason an action of phase 3 (placing a figure, R6) is refused."""
    seat = action.seat
    s = st.seats[seat]
    if isinstance(action, Influence):
        return IllegalAction("giants.err.no_marker")
    figure = action.figure
    if figure not in FIGURES:
        return IllegalAction("giants.err.bad_figure", figure=figure)
    if not placement.has_figure(st, seat, figure):
        return IllegalAction("giants.err.no_figure", figure=named(figure))
    space = st.board.hexes.get(action.hex)
    if space is None:
        return IllegalAction("giants.err.no_such_hex", hex=action.hex)
    if isinstance(action, Place):
        if space.id not in placement.ordinary_hexes(st):
            key = (
                "giants.err.not_ordinary_ahu" if space.adjacent_ahus else "giants.err.not_ordinary"
            )
            return IllegalAction(key, hex=space.id)
        if figure == "chief" and action.logs:
            return IllegalAction("giants.err.chief_logs")
        if not 0 <= action.logs <= 2:
            return IllegalAction("giants.err.logs_range", logs=action.logs)
        return IllegalAction("giants.err.not_enough_logs", have=s.logs, logs=action.logs)
    if figure == "worker":
        return IllegalAction("giants.err.worker_special", cost=st.numbers.chief_cost)
    cost = st.numbers.chief_cost  # R6.5
    if figure == "chief" and s.tablets < cost:
        return IllegalAction("giants.err.chief_tablets", have=s.tablets, cost=cost)
    if action.ahu is not None:
        if action.ahu not in space.adjacent_ahus:
            return IllegalAction("giants.err.ahu_not_adjacent", ahu=action.ahu, hex=space.id)
        if st.ahus[action.ahu].base is not None:
            return IllegalAction("giants.err.ahu_taken", ahu=action.ahu)
        return IllegalAction("giants.err.no_base")
    if space.kind == "forest" and space.id in st.cleared:
        return IllegalAction("giants.err.forest_cleared", hex=space.id)
    if space.adjacent_ahus:
        return IllegalAction("giants.err.use_place", hex=space.id)
    return IllegalAction("giants.err.not_special", hex=space.id)


# -- phase 4, transport (R7) -----------------------------------------------------------------
def _item(st: State, item_id: str) -> Any:
    return st.items.get(item_id)


def why_transport(st: State, action: Action) -> IllegalAction:
    """The reason an action of phase 4 is refused."""
    seat = action.seat
    phase = st.phase
    move = st.move
    if isinstance(action, Carry | Mark | Recall) and _item(st, action.item) is None:
        return IllegalAction("giants.err.no_such_item", item=action.item)
    if isinstance(action, Carry):
        if phase != "transport":
            return IllegalAction("giants.err.finish_move")
        item = st.items[action.item]
        key = transport.carry_block(st, seat, item)
        if key:
            return IllegalAction(key, item=item.id)
        rep = transport.representative(st, item)
        if rep is not item:
            return IllegalAction("giants.err.use_equivalent", item=item.id, other=rep.id)
        return IllegalAction("giants.err.item_stuck", item=item.id)
    if isinstance(action, Mark):
        item = st.items[action.item]
        if phase in ("transport_move", "transport_helpers"):
            return IllegalAction("giants.err.finish_move")
        if not st.seats[seat].markers:
            return IllegalAction("giants.err.no_marker")
        if phase == "transport_park" and item.id not in st.parked:
            return IllegalAction("giants.err.mark_parked_only")
        key = transport.mark_block(st, seat, item)
        if key:
            return IllegalAction(key, item=item.id)
        rep = transport.representative(st, item)
        return IllegalAction("giants.err.use_equivalent", item=item.id, other=rep.id)
    if isinstance(action, Pass | Done):
        if phase in ("transport_move", "transport_helpers"):
            return IllegalAction("giants.err.finish_move")
        return IllegalAction("giants.err.nothing_to_finish")
    if move is None:
        return IllegalAction("giants.err.no_move")
    if phase == "transport_helpers" and not isinstance(action, Helpers):
        return IllegalAction("giants.err.choose_helpers")
    item = st.items[move.item]
    here = move.path[-1]
    if isinstance(action, Helpers):
        offered = " / ".join("+".join(t) for t, _ in move.pending or [])
        return IllegalAction("giants.err.bad_helpers", options=offered or "-")
    if isinstance(action, Step):
        return _why_step(st, item, here, move.path, action.hex)
    if isinstance(action, Erect | Crown):
        return _why_finish(st, seat, item, here, action)
    return IllegalAction("giants.err.stop_at_start")


def _why_step(st: State, item: Any, here: str, path: list[str], hex_id: str) -> IllegalAction:
    if hex_id not in st.board.hexes:
        return IllegalAction("giants.err.no_such_hex", hex=hex_id)
    if hex_id not in st.board.hexes[here].neighbours:
        return IllegalAction("giants.err.not_neighbour", hex=hex_id, here=here)
    if hex_id in path:
        return IllegalAction("giants.err.hex_used", hex=hex_id)
    return IllegalAction("giants.err.too_weak", hex=hex_id, power=st.power(hex_id), need=item.need)


def _why_finish(st: State, seat: int, item: Any, here: str, action: Erect | Crown) -> IllegalAction:
    ahu_id = action.ahu
    if ahu_id not in st.board.ahus:
        return IllegalAction("giants.err.no_such_ahu", ahu=ahu_id)
    wanted = "moai" if isinstance(action, Erect) else "headdress"
    if item.kind != wanted:
        return IllegalAction("giants.err.wrong_item", kind=named(wanted))
    if ahu_id not in st.board.hexes[here].adjacent_ahus:
        return IllegalAction("giants.err.ahu_not_adjacent", ahu=ahu_id, hex=here)
    ahu = st.ahus[ahu_id]
    if isinstance(action, Erect):
        if ahu.moai is not None or ahu.base not in (None, seat):
            return IllegalAction("giants.err.ahu_taken", ahu=ahu_id)
        if ahu.base is None and not st.seats[seat].bases:
            return IllegalAction("giants.err.no_base")
    else:
        if ahu.moai is None:
            return IllegalAction("giants.err.no_moai_there", ahu=ahu_id)
        if ahu.headdress is not None:
            return IllegalAction("giants.err.has_headdress", ahu=ahu_id)
        if ahu.base != seat and (ahu.face_up or not st.options.memory_mode):
            return IllegalAction("giants.err.not_your_moai", ahu=ahu_id)
    if st.options.erector_on_end_hex:
        return IllegalAction("giants.err.no_figure_here", hex=here)
    return IllegalAction("giants.err.no_figure_by_ahu", ahu=ahu_id)


def why_recall(st: State, action: Recall | Done) -> IllegalAction:
    """The reason an action of phase 5 is refused."""
    if isinstance(action, Done):
        return IllegalAction("giants.err.nothing_to_finish")
    item = st.items.get(action.item)
    if item is None:
        return IllegalAction("giants.err.no_such_item", item=action.item)
    if item.place != "hex" or item.marker != action.seat:
        return IllegalAction("giants.err.not_your_marker", item=action.item)
    rep = next(
        i
        for i in st.items.values()
        if i.place == "hex"
        and i.marker == action.seat
        and (i.hex, i.kind, i.size) == (item.hex, item.kind, item.size)
    )
    return IllegalAction("giants.err.use_equivalent", item=item.id, other=rep.id)


# -- the memory-mode peek (R7.9, phases 3 and 4) ---------------------------------------------
def why_peek(st: State, action: Peek) -> IllegalAction:
    """The reason a peek (R7.9) is refused."""
    s = st.seats[action.seat]
    if not st.options.memory_mode:
        return IllegalAction("giants.err.no_memory_mode")
    if st.phase not in memory.PEEK_PHASES:
        return IllegalAction("giants.err.peek_when")
    if action.ahu not in st.board.ahus:
        return IllegalAction("giants.err.no_such_ahu", ahu=action.ahu)
    ahu = st.ahus[action.ahu]
    if ahu.base is None or ahu.face_up:
        return IllegalAction("giants.err.peek_face_down", ahu=action.ahu)
    if action.ahu in s.peeked:
        return IllegalAction("giants.err.peek_known", ahu=action.ahu)
    return IllegalAction("giants.err.peek_cost", cost=st.numbers.peek_cost, have=s.tablets)
