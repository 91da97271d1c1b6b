"""The worth of a Giants position that has not ended: the standing plus the points already on
their way (for a search whose rollout stops before the end, :mod:`kit.lab.ismcts`).

The standing is the final scoring as if the game ended now (R10.3-R10.6: help points, erected
moai by their Ahu, set headdresses, pairs of half-tablets). Random play cut off after some dozens
of decisions seldom erects a moai (R7.7), while a half-tablet (R6.6) counts at once (R10.4), so
the standing alone makes a search hoard tablets and erect nothing. ``evaluate`` adds what a
seat's moai and headdresses will likely score:

- each of the seat's moai (in front of its screen, or on a hex with its Tribe Marker, R7.10)
  is worth the best Ahu it may still stand on (one with the seat's own base and no moai, or a
  free Ahu while the seat has bases left, R7.7): the Ahu's moai value times the size's
  multiplier (R10.3), times :data:`NOT_YET` and :data:`ON_THE_WAY` for each hex still to enter
  (a moai in front of the screen starts from the moai quarry, R7.2); the seat counts no more
  moai than it has places for (bases left and own Ahu without moai);
- each of the seat's headdresses likewise: the hat value (R10.3) of one of the seat's own Ahu
  without a headdress, discounted the same way, no more than it has such Ahu.

Scores are then no longer whole numbers; the winners are the seats with the highest.
"""

from __future__ import annotations

from typing import Any

from kit.giants.board import Board
from kit.giants.scoring import breakdown

ON_THE_WAY = 0.8
"""Share of an item's points kept per hex it must still enter before an Ahu."""
NOT_YET = 0.5
"""Share of an item's points kept while it is not standing on its Ahu (even next to one): it
still needs a turn, carriers and the seat's own figure beside the Ahu (R7.7), and another seat
may take the Ahu first; so erecting now is worth more than waiting next to the Ahu."""

_DISTANCES: dict[int, tuple[Board, dict[str, dict[str, int]]]] = {}
_SHARES: dict[int, tuple[Board, dict[str, dict[str, float]]]] = {}


def ahu_distances(board: Board) -> dict[str, dict[str, int]]:
    """``{hex: {ahu: hexes to enter}}``: how many hexes an item on a hex must enter to stand
    next to each Ahu (0 on a hex next to it), along the island's neighbours (cached per board;
    an Ahu out of reach is left out)."""
    found = _DISTANCES.get(id(board))
    if found is not None and found[0] is board:
        return found[1]
    hexes = board.hexes
    out: dict[str, dict[str, int]] = {h: {} for h in hexes}
    for ahu in board.ahu_list:
        frontier = [h for h in ahu.adjacent_hexes if h in hexes]
        seen = dict.fromkeys(frontier, 0)
        depth = 0
        while frontier:
            depth += 1
            nxt = []
            for h in frontier:
                for n in hexes[h].neighbours:
                    if n not in seen and n in hexes:
                        seen[n] = depth
                        nxt.append(n)
            frontier = nxt
        for h, d in seen.items():
            out[h][ahu.id] = d
    if len(_DISTANCES) > 16:
        _DISTANCES.clear()
    _DISTANCES[id(board)] = (board, out)
    return out


def _shares(board: Board) -> dict[str, dict[str, float]]:
    """``{hex: {ahu: NOT_YET * ON_THE_WAY ** hexes to enter}}`` (0 for an Ahu out of reach),
    cached per board."""
    found = _SHARES.get(id(board))
    if found is not None and found[0] is board:
        return found[1]
    away = ahu_distances(board)
    out = {
        h: {a: NOT_YET * ON_THE_WAY ** row[a] if a in row else 0.0 for a in board.ahus}
        for h, row in away.items()
    }
    if len(_SHARES) > 16:
        _SHARES.clear()
    _SHARES[id(board)] = (board, out)
    return out


def evaluate(game: Any) -> dict[str, Any]:
    """``{"scores", "winners"}`` of ``game``: each seat's standing plus the expected points of
    its moai and headdresses on their way to an Ahu (see the module's notes); the result itself
    once the game is over (nothing is on its way any more, R10.2)."""
    st = game.state
    if st.over:
        result = game.result()
        return {"scores": result["scores"], "winners": result["winners"]}
    board = st.board
    shares = _shares(board)
    info = board.ahus
    multiplier = st.numbers.size_multipliers
    scores: list[float] = [float(sum(row.values())) for row in breakdown(st)]
    free = []  # Ahu with neither base nor moai: any seat with bases left may erect there
    own: dict[int, list[str]] = {}  # seat -> its Ahu with a base and no moai
    hats: dict[int, list[str]] = {}  # seat -> its Ahu without a headdress
    for ahu_id, ahu in st.ahus.items():
        if ahu.base is None:
            if ahu.moai is None:
                free.append(ahu_id)
            continue
        if ahu.moai is None:
            own.setdefault(ahu.base, []).append(ahu_id)
        if ahu.headdress is None:
            hats.setdefault(ahu.base, []).append(ahu_id)
    moai: dict[int, list[tuple[str, int]]] = {}
    heads: dict[int, list[str]] = {}
    quarry, hat_quarry = board.moai_quarry, board.hat_quarry
    for item in st.items.values():
        place = item.place
        if place == "front":
            seat, here = item.seat, quarry if item.kind == "moai" else hat_quarry
        elif place == "hex" and item.marker is not None:
            seat, here = item.marker, item.hex
        else:
            continue
        if item.kind == "moai":
            moai.setdefault(seat, []).append((here, item.size))
        else:
            heads.setdefault(seat, []).append(here)
    for seat, items in moai.items():
        bases = st.seats[seat].bases
        targets = own.get(seat, []) + (free if bases else [])
        if not targets:
            continue
        room = len(own.get(seat, ())) + bases
        worths = []
        for here, size in items:
            share = shares[here]
            best = max([info[a].moai_points * share[a] for a in targets])
            worths.append(best * multiplier[size - 1])
        scores[seat] += sum(sorted(worths, reverse=True)[:room])
    for seat, items in heads.items():
        targets = hats.get(seat, [])
        if not targets:
            continue
        worths = [max([info[a].hat_points * shares[here][a] for a in targets]) for here in items]
        scores[seat] += sum(sorted(worths, reverse=True)[: len(targets)])
    top = max(scores)
    return {"scores": scores, "winners": [s for s, v in enumerate(scores) if v == top]}
