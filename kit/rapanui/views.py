"""What one seat may see of a Rapa Nui game (R12): the only input of figures, UI and bots.

Public to everybody (R12.1): the whole market, the draw pile's size, the supply, every display,
wood, glory, hand sizes and offering counts, the face-up altar cards and how many lie face down.
Private (R12.2): a seat's own hand, the kinds of its own offering stock and of the face-down
altar cards it placed itself. The public view (seat ``None``) has no hand and no stock.

Keys of a view:

- ``game``, ``seat`` (the viewer, or None), ``players``, ``options`` (the rule options; a rule
  parameter at its rule value is left out, see :func:`kit.rapanui.params.recorded`);
- ``phase``, ``to_move`` (seats deciding now), ``active`` (whose turn), ``turn`` (from 1), ``over``;
- ``market``: four columns (the rule parameter ``market_columns``), each ``{"cards": [front, ..., back], "front": front card}``;
- ``draw_pile``: cards left in it; ``supply``: offering cards left per kind;
- ``seats``: per seat ``seat``, ``colour``, ``wood``, ``glory``, ``display`` (cards per type),
  ``hand_size``, ``offerings`` (how many offering cards it holds) and ``prices`` (R4.2);
- ``altar``: ``face_up`` (per kind), ``face_down`` (a count), ``own_face_down`` (per kind, the
  viewer's own face-down cards), ``total``;
- ``ranking``: ``counts`` (the altar cards this seat can see, per kind), ``values`` (what each
  kind would be worth per card with those counts, R10.4; 0 for all while the seat sees no altar
  card), ``unseen`` (face-down cards of others), ``rule`` (option A7);
- ``indicator``: the latest scoring indicator ``{"card", "column", "turn"}`` or None (R7.5);
- ``draws_left``: cards the active player still draws (phase ``draw``);
- ``sacrifice``: in phase ``sacrifice``, ``{"initiator", "waiting": [{"seat", "face"}, ...]}``;
- ``payouts``: in phase ``payout``, ``[{"seat", "units"}, ...]`` still to be taken (R8.5);
- ``hand`` (sorted) and ``stock`` (per kind): the viewer's own, absent from the public view;
- ``result``: once the game is over, :meth:`State.result <kit.rapanui.state.State.result>`
  (everything is revealed then).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from kit.rapanui.cards import CARD_TYPES, KINDS
from kit.rapanui.scoring import altar_values

if TYPE_CHECKING:
    from kit.rapanui.state import State

_ORDER = {card: i for i, card in enumerate(CARD_TYPES)}


@lru_cache(maxsize=4096)
def _values(counts: tuple[int, ...], ranking: str, places: tuple[int, ...]) -> tuple[int, ...]:
    """R10.4 values of the kinds for altar counts in the order of KINDS (cached: views ask often)."""
    values = altar_values(dict(zip(KINDS, counts, strict=True)), ranking, places)
    return tuple(values[k] for k in KINDS)


def build_view(game: State, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: the public view); ValueError for a seat not at the table."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < game.players):
        raise ValueError(f"no seat {seat!r} at a table of {game.players}")
    own_down = dict.fromkeys(KINDS, 0)
    if seat is not None:
        for placer, kind in game.altar_down:
            if placer == seat:
                own_down[kind] += 1
    seen = {k: game.altar_up[k] + own_down[k] for k in KINDS}
    options = game.options
    low, base = options.min_offering_price, options.offering_base_price
    ranking = options.altar_ranking
    displays = game.displays
    view: dict[str, Any] = {
        "game": game.NAME,
        "seat": seat,
        "players": game.players,
        "options": dict(game.options_dict),
        "phase": game.phase,
        "to_move": list(game.to_move),
        "active": game.active,
        "turn": game.turn,
        "over": game.is_over,
        "market": [{"cards": col[::-1], "front": col[-1] if col else None} for col in game.market],
        "draw_pile": len(game.pile),
        "supply": dict(game.supply),
        "seats": [
            {
                "seat": s,
                "colour": game.colours[s],
                "wood": game.wood[s],
                "glory": game.glory[s],
                "display": dict(game.displays[s]),
                "hand_size": len(game.hands[s]),
                "offerings": sum(game.stocks[s].values()),
                "prices": {k: max(low, base - displays[s][k]) for k in KINDS},
            }
            for s in range(game.players)
        ],
        "altar": {
            "face_up": dict(game.altar_up),
            "face_down": len(game.altar_down),
            "own_face_down": own_down,
            "total": sum(game.altar_up.values()) + len(game.altar_down),
        },
        "ranking": {
            "counts": seen,
            "values": dict(
                zip(KINDS, _values(tuple(seen.values()), ranking, options.ranking()), strict=True)
            ),
            "unseen": len(game.altar_down) - sum(own_down.values()),
            "rule": ranking,
        },
        "indicator": None
        if game.indicator is None
        else {"card": game.indicator, "column": game.indicator_column, "turn": game.indicator_turn},
        "draws_left": game.draws_left if game.phase == "draw" else 0,
        "sacrifice": None,
        "payouts": [{"seat": s, "units": u} for s, u in game.payouts]
        if game.phase == "payout"
        else [],
    }
    if game.phase == "sacrifice":
        view["sacrifice"] = {
            "initiator": game.active,
            "waiting": [{"seat": s, "face": f} for s, f in game.sacrifices],
        }
    if seat is not None:
        view["hand"] = sorted(game.hands[seat], key=_ORDER.__getitem__)
        view["stock"] = dict(game.stocks[seat])
    if game.is_over:
        view["result"] = game.result()
    return view
