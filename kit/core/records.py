"""Game records: reading a saved game safely and replaying it action by action.

A record is what :meth:`kit.core.game.Game.record` returns. :func:`loads` reads one from text or
bytes and :func:`replay` rebuilds the game, checking every action; whatever is wrong raises
:class:`~kit.core.errors.RecordError` with a reason in both languages.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from kit.core.errors import IllegalAction, RecordError
from kit.core.game import Game
from kit.core.options import options_from_dict

G = TypeVar("G", bound=Game)

MAX_RECORD_BYTES = 5 * 1024 * 1024
REQUIRED = ("game", "rules_version", "options", "players", "seed", "actions")


def dumps(record: dict[str, Any]) -> str:
    """The record as indented JSON text."""
    return json.dumps(record, ensure_ascii=False, indent=1)


def loads(data: str | bytes | bytearray | memoryview) -> dict[str, Any]:
    """Parse a saved game's text; RecordError if it is too big, not JSON or not an object."""
    if isinstance(data, memoryview):
        data = data.tobytes()
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError("core.err.record_too_big", size=len(data), limit=MAX_RECORD_BYTES)
    try:
        record = json.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError("core.err.record_not_json", detail=str(exc)[:120]) from None
    except RecursionError:  # nested deeper than the parser goes
        raise RecordError("core.err.record_not_json", detail="nested too deeply") from None
    if not isinstance(record, dict):
        raise RecordError("core.err.record_not_object")
    return record


def replay(record: Any, game_cls: type[G], make: Callable[[int, int, Any], G] | None = None) -> G:
    """Rebuild a game of ``game_cls`` from ``record``, checking every action.

    ``make(players, seed, options)`` builds the new game when the game needs more than its class
    (a Giants game on a board of its own); by default ``game_cls`` itself.
    """
    if not isinstance(record, dict):
        raise RecordError("core.err.record_not_object")
    for field in REQUIRED:
        if field not in record:
            raise RecordError("core.err.record_missing", field=field)
    if record["game"] != game_cls.NAME:
        raise RecordError(
            "core.err.record_wrong_game", found=record["game"], expected=game_cls.NAME
        )
    if record["rules_version"] != game_cls.RULES_VERSION:
        raise RecordError(
            "core.err.record_version",
            found=record["rules_version"],
            expected=game_cls.RULES_VERSION,
        )
    try:
        options = options_from_dict(game_cls.OPTIONS, record["options"])
    except (ValueError, TypeError) as exc:
        raise RecordError("core.err.record_bad_field", field="options", detail=str(exc)) from None
    try:
        game = (make or game_cls)(record["players"], record["seed"], options)
    except (ValueError, TypeError) as exc:
        raise RecordError(
            "core.err.record_bad_field", field="players/seed", detail=str(exc)
        ) from None
    actions = record["actions"]
    if not isinstance(actions, list):
        raise RecordError("core.err.record_bad_field", field="actions", detail="not a list")
    for index, data in enumerate(actions, start=1):
        try:
            action = game_cls.ACTIONS.from_dict(data)
        except (ValueError, TypeError) as exc:
            raise RecordError("core.err.record_bad_action", index=index, detail=str(exc)) from None
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise RecordError(
                "core.err.record_illegal_action",
                index=index,
                action=str(action),
                reason={"en": exc.reason, "zh-TW": exc.reason_zh},
            ) from None
    return game
