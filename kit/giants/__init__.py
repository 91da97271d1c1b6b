"""Giants (Fabrice Besson, Matagot 2008): the rules engine, 3 to 5 players.

::

    from kit import giants
    game = giants.new_game(players=4, seed=7)         # options=giants.Options(...), board=...
    game.phase, game.to_move, game.legal_actions(seat), game.apply(action), game.view(seat)
    giants.replay(game.record())

The island is data (:func:`load_board`, :func:`default_board`); the default board is a designed
approximation of the published one (see :mod:`kit.giants.board`). Rules are cited by their
numbers in the rule spec (R1-R15, open points U1-U18).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from kit.core import i18n, records
from kit.core.chance import new_seed
from kit.core.errors import BoardError, RecordError
from kit.giants import messages
from kit.giants.actions import ACTIONS
from kit.giants.board import Board, default_board, load_board
from kit.giants.bots import GreedyBot, GreedyWeights, RandomBot
from kit.giants.determinize import dealer, determinize
from kit.giants.evaluate import evaluate
from kit.giants.game import PHASES, Giants
from kit.giants.labels import describe_action
from kit.giants.options import Options
from kit.giants.playout import playout

i18n.load(messages.CATALOG)  # the words of Giants (see kit.core.i18n)

__all__ = [
    "ACTIONS",
    "PHASES",
    "Board",
    "Giants",
    "GreedyBot",
    "GreedyWeights",
    "Options",
    "RandomBot",
    "dealer",
    "default_board",
    "describe",
    "describe_action",
    "determinize",
    "evaluate",
    "load_board",
    "messages",
    "new_game",
    "phase_name",
    "playout",
    "replay",
]

SEAT_LIST_FIELDS = ("seats", "winners", "order")


def new_game(
    players: int,
    seed: int | None = None,
    options: Options | None = None,
    board: Board | str | os.PathLike | Mapping[str, Any] | None = None,
) -> Giants:
    """A new game; ``seed`` None draws a fresh one, ``board`` None is the default island."""
    return Giants(
        players,
        new_seed() if seed is None else seed,
        Options() if options is None else options,
        None if board is None else load_board(board),
    )


def replay(record: Any) -> Giants:
    """Rebuild a game from its record, checking every action; RecordError says what is wrong.

    A record of a game on another board than the default carries that board under ``"board"``
    (see :meth:`Giants.record`); it is checked like a board file.
    """
    board = None
    if isinstance(record, dict) and "board" in record:
        data = record["board"]
        if not isinstance(data, dict):
            raise RecordError("core.err.record_bad_field", field="board", detail="not an object")
        try:
            board = load_board(data)
        except BoardError as exc:
            detail = {"en": exc.reason, "zh-TW": exc.reason_zh}
            raise RecordError("core.err.record_bad_field", field="board", detail=detail) from None
    return records.replay(record, Giants, lambda p, s, o: Giants(p, s, o, board))


BROKEN_FACE = "✕"
"""A die face 0 (a broken moai), in the log as on the dice panel."""


def describe(event: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    """The sentence for an engine event in ``lang`` ("en" or "zh-TW")."""
    data = dict(event)
    sep = i18n.t("giants.list_sep", lang)
    for key, value in event.items():
        if key == "mover" and isinstance(value, int):
            data[key] = i18n.player_name(value, lang, names)
        elif key in SEAT_LIST_FIELDS and isinstance(value, list):
            data[key] = sep.join(i18n.player_name(s, lang, names) for s in value)
        elif key == "size" and isinstance(value, int):  # 「中尊」 in Chinese
            data[key] = messages.size_name(value, lang)
        elif key == "moai" and event.get("type") == "dice_rolled" and isinstance(value, list):
            data[key] = sep.join(messages.size_name(v, lang) for v in value) or "-"
        elif key == "faces" and isinstance(value, list):  # as the dice panel shows them
            data[key] = sep.join(str(v) if v else BROKEN_FACE for v in value)
        elif isinstance(value, list):
            data[key] = sep.join(str(v) for v in value) or "-"
    if event.get("type") == "items_parked":  # R7.12: only the kinds there are, "2 moai"
        counts = [(kind, event.get(kind, 0)) for kind in ("moai", "headdresses")]
        data["items"] = i18n.join(
            [i18n.t(f"giants.count.{kind}", lang, n=n) for kind, n in counts if n], lang
        )
    return i18n.describe_event("giants", data, lang, names)


def phase_name(phase: str, lang: str = "en") -> str:
    """The name of a phase (``game.phase``) for the UI header."""
    return i18n.t(f"giants.name.{phase}", lang)
