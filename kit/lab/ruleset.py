"""A rule set as a file: the options (and, for Giants, the board) a class chose for its variant.

The lab page saves rule sets; the play page loads one to play that variant. The file is JSON::

    {"format": "moai-kit-rules", "version": 2, "game": "giants",
     "name": "B", "options": {"immediate_scoring": true, "headdresses": 10}, "board": {...} or null}

``options`` lists only what differs from the rules of the seed (an empty dict is the seed's
rules): the rule options and, since version 2, the rule parameters (the numbers of the game,
:mod:`kit.core.params`), by name. A version 1 file (options only) still loads: a parameter it
does not name keeps the rules' number. Reading checks everything and says what is wrong, in
English and Chinese.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from kit import games as registry
from kit.core.errors import BoardError, RecordError
from kit.core.options import options_from_dict, options_to_dict
from kit.core.records import both, cut, detail_of, loads, named, same_int, version_error
from kit.lab.games import LabError, engine, make_options

FORMAT = "moai-kit-rules"
VERSION = 2
READABLE = (1, 2)
"""The versions this kit reads (version 1 files came before the rule parameters)."""


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
    def from_json(cls, data: str | bytes | bytearray | memoryview) -> RuleSet:
        """Read a rule-set file; RecordError says what is wrong (in both languages)."""
        return cls.from_data(loads(data))  # size, text, depth, JSON and object checked first

    @classmethod
    def from_data(cls, raw: dict[str, Any]) -> RuleSet:
        """The rule set in a parsed rule-set file; RecordError says what is wrong."""
        if raw.get("format") != FORMAT:
            if "actions" in raw and "rules_version" in raw:
                raise RecordError("core.err.rules_is_record")
            detail = both("core.err.rules_format", format=FORMAT)
            raise RecordError("core.err.record_bad_field", field="format", detail=detail)
        if not any(same_int(raw.get("version"), v) for v in READABLE):
            raise version_error(raw.get("version"), VERSION)
        game = raw.get("game")
        if not isinstance(game, str) or game not in registry.keys():
            detail = both("core.err.unknown_game", game=named(game))
            raise RecordError("core.err.record_bad_field", field="game", detail=detail)
        options = raw.get("options", {})
        try:
            options_from_dict(engine(game).Options, options)  # types and values, bilingual
        except (ValueError, TypeError) as exc:
            raise RecordError(
                "core.err.record_bad_field", field="options", detail=detail_of(exc)
            ) from None
        board = raw.get("board")
        if board is not None:
            if not registry.spec(game).has_board or not isinstance(board, dict):
                detail = both("core.err.not_a_board")
                raise RecordError("core.err.record_bad_field", field="board", detail=detail)
            try:
                engine(game).load_board(board)
            except BoardError as exc:
                raise RecordError(
                    "core.err.record_bad_field", field="board", detail=detail_of(exc)
                ) from None
        name = raw.get("name", "")
        try:
            return cls(game, options, board, cut(name) if isinstance(name, str) else "")
        except (LabError, ValueError, TypeError) as exc:
            raise RecordError(
                "core.err.record_bad_field", field="options", detail=detail_of(exc)
            ) from None
