"""A rule set as a file: the options (and, for Giants, the board) a class chose for its variant.

The lab page saves rule sets; the play page loads one to play that variant. The file is JSON::

    {"format": "moai-kit-rules", "version": 1, "game": "giants",
     "name": "B", "options": {"immediate_scoring": true}, "board": {...} or null}

``options`` lists only what differs from the rules of the seed (an empty dict is the seed's
rules). Reading checks everything and says what is wrong, in English and Chinese.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from kit.core.errors import BoardError, RecordError
from kit.core.options import options_to_dict
from kit.core.records import loads
from kit.lab.games import GAMES, LabError, engine, make_options

FORMAT = "moai-kit-rules"
VERSION = 1


@dataclass(frozen=True)
class RuleSet:
    """A game's rule options (only the changed ones) and board (None: the default island)."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    board: dict[str, Any] | None = None
    name: str = ""

    def __post_init__(self) -> None:
        engine(self.game)
        full = options_to_dict(make_options(self.game, self.options))  # checks every value
        defaults = options_to_dict(make_options(self.game))
        object.__setattr__(self, "options", {k: v for k, v in full.items() if v != defaults[k]})

    def options_object(self) -> Any:
        """The engine's options object."""
        return make_options(self.game, self.options)

    def to_json(self) -> str:
        """The rule-set file's text."""
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "game": self.game,
                "name": self.name,
                "options": self.options,
                "board": self.board,
            },
            ensure_ascii=False,
            indent=1,
        )

    @classmethod
    def from_json(cls, data: str | bytes) -> RuleSet:
        """Read a rule-set file; RecordError says what is wrong (in both languages)."""
        raw = loads(data)  # size, JSON and object checked as for a saved game
        if raw.get("format") != FORMAT:
            raise RecordError("core.err.record_bad_field", field="format", detail=f"not {FORMAT}")
        if raw.get("version") != VERSION:
            raise RecordError("core.err.record_version", found=raw.get("version"), expected=VERSION)
        game = raw.get("game")
        if game not in GAMES:
            raise RecordError("core.err.record_bad_field", field="game", detail=repr(game)[:60])
        options = raw.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("core.err.record_bad_field", field="options", detail="not an object")
        board = raw.get("board")
        if board is not None:
            if game != "giants" or not isinstance(board, dict):
                raise RecordError("core.err.record_bad_field", field="board", detail="not a board")
            try:
                engine("giants").load_board(board)
            except BoardError as exc:
                detail = {"en": exc.reason, "zh-TW": exc.reason_zh}
                raise RecordError(
                    "core.err.record_bad_field", field="board", detail=detail
                ) from None
        name = raw.get("name", "")
        try:
            return cls(game, options, board, str(name)[:40])
        except LabError as exc:
            raise RecordError(
                "core.err.record_bad_field", field="options", detail=str(exc)
            ) from None
