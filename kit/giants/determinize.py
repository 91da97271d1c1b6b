"""Determinization for information-set search: a full Giants game consistent with one view.

An information-set MCTS bot (Cowling, Powley & Whitehouse 2012) sees only its seat's view
(:mod:`kit.giants.views`). :func:`determinize` turns that view into a complete
:class:`~kit.giants.game.Giants` the bot can search. Everything public (R11.2: the board, what
lies in front of the screens, half-tablets, scores, the quarry tiles, the supplies, the auction
after the reveal, the transport in progress) and everything the seat knows of its own (its
screen, its gains set aside, its part of the reserve box, its hidden bid, the owners of its own
face-down bases or, in memory mode, of the bases it peeked at) is copied exactly. What the seat
cannot see is sampled with ``rng`` from what the component totals leave unaccounted for:

- the other seats' screens and reserve box (R11.1, R11.3): workers and Tribe Markers out of the
  box (6 of each per colour, R1.2), logs (27 in all, R1.4), bases left behind the screen;
- their hidden bids before the reveal (R5.1);
- the owners of the face-down bases the seat does not know (R11.4, R7.9).

The game's own chance is seeded afresh from ``rng`` (later dice are sampled too). The function
reads nothing but its arguments; the result's ``history`` is empty (it is a sample, not a
replay). Loaded boards are cached: a view's board dict is static data, read only.

The state is filled in :mod:`kit.giants.determinize_fill`, the hidden parts sampled in
:mod:`kit.giants.determinize_hidden`. A search deals many games from one view: :func:`dealer`
fills a template game once and deals each game as a copy of it with the hidden parts sampled
again; ``determinize(view, seat, rng)`` is ``dealer(view, seat)(rng)``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from kit.core.chance import Chance
from kit.giants.board import Board, default_board, load_board
from kit.giants.determinize_fill import fill_known, sample
from kit.giants.game import Giants
from kit.giants.options import Options
from kit.giants.views import BOARD_NOTE

_SEED_BITS = 63  # kit.core.chance.MAX_SEED is 2**63 - 1
_RETRIES = 50

# Boards by the identity of the view's board dict (the dict is held, so its id is not reused),
# then by equality: loading and checking a board takes about half a millisecond.
_BOARDS: dict[int, tuple[dict[str, Any], Board]] = {}
_OPTIONS: dict[tuple, Options] = {}


def board_of(data: dict[str, Any]) -> Board:
    """The :class:`Board` of a view's ``board`` dict, loaded once per distinct board."""
    hit = _BOARDS.get(id(data))
    if hit is not None and hit[0] is data:
        return hit[1]
    board = None
    for stored, known in _BOARDS.values():
        if stored == data:
            board = known
            break
    if board is None:
        default = default_board()
        board = default if data == _default_dict() else load_board(data)
    if len(_BOARDS) > 32:
        _BOARDS.clear()
    _BOARDS[id(data)] = (data, board)
    return board


_DEFAULT_DICT: list[dict[str, Any]] = []


def _default_dict() -> dict[str, Any]:
    """The default board as a view shows it (with the approximation note)."""
    if not _DEFAULT_DICT:
        data = default_board().to_dict()
        data["note"] = BOARD_NOTE
        _DEFAULT_DICT.append(data)
    return _DEFAULT_DICT[0]


def _options(data: dict[str, Any]) -> Options:
    key = tuple(sorted(data.items()))
    found = _OPTIONS.get(key)
    if found is None:
        if len(_OPTIONS) > 64:
            _OPTIONS.clear()
        found = _OPTIONS[key] = Options(**data)
    return found


def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> Giants:
    """A complete game consistent with ``view`` (the view of ``seat``), its hidden parts dealt
    at random with ``rng``; ``game.view(seat) == view``. The view is not changed."""
    return dealer(view, seat)(rng)


def dealer(view: dict[str, Any], seat: int) -> Callable[[random.Random], Giants]:
    """``deal(rng)``: a new complete game consistent with ``view`` at each call, as
    :func:`determinize` gives it. The view is read once, here, into a template game; each deal
    copies it (:meth:`Giants.clone`) and samples the hidden parts again."""
    if view.get("seat") != seat or view["seats"][seat]["screen"] is None:
        raise ValueError(f"the view is not the view of seat {seat!r}")
    board = board_of(view["board"])
    options = _options(view["options"])
    template = Giants(view["players"], 0, options, board)
    unknown = fill_known(template.state, view, seat)
    template.state_changed()

    def deal(rng: random.Random) -> Giants:
        for _ in range(_RETRIES):
            game = template.clone()
            game.seed = rng.getrandbits(_SEED_BITS)
            game.chance = game.state.chance = Chance(game.seed)  # the dice to come: unknown
            sample(game.state, view, seat, unknown, rng)
            game.state_changed()
            if _can_go_on(game, seat):
                return game
        raise ValueError("no game consistent with the view was found")

    return deal


def _can_go_on(game: Giants, seat: int) -> bool:
    """A moving seat whose only way on is to erect needs a base behind its screen; every other
    step always offers an action (pass, done, decline, a bid, the helpers shown)."""
    st = game.state
    if st.phase != "transport_move" or st.current == seat:
        return True
    return bool(game.legal_actions(st.current))
