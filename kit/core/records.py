"""Game records: reading a saved game safely and replaying it action by action.

A record is what :meth:`kit.core.game.Game.record` returns. :func:`loads` reads one from text or
bytes and :func:`replay` rebuilds the game, checking every action; whatever is wrong raises
:class:`~kit.core.errors.RecordError` with a reason in both languages.

:func:`parse_json` is the one safe way the kit reads a file someone hands it (a saved game, a rule
set, a board): the size is checked before anything else, then that it is UTF-8 text without NUL
bytes, then how deeply its brackets nest (on the text, without recursion, so that no file can
make the parser or anything after it run out of stack), and only then is it parsed. Each problem
has its own message: too big, binary, empty, cut off, not JSON (with the line and column),
nested too deeply, a number too long.
"""

from __future__ import annotations

import dataclasses
import json
import re
import reprlib
from collections.abc import Callable
from itertools import accumulate
from typing import Any, TypeVar

from kit.core import i18n
from kit.core.actions import Action, ActionSet
from kit.core.chance import MAX_SEED
from kit.core.errors import IllegalAction, KitError, RecordError
from kit.core.game import Game
from kit.core.options import options_from_dict

G = TypeVar("G", bound=Game)

MAX_RECORD_BYTES = 2_000_000
"""The largest saved game or rule set read (2 MB; a whole game with a custom board is < 100 kB)."""
MAX_DEPTH = 64
"""The deepest nesting of brackets read (a record nests 5 deep, a board 4)."""
REQUIRED = ("game", "rules_version", "options", "players", "seed", "actions")

# A JSON string, escapes included (or running to the end of a cut-off file); anything but brackets.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*\\?(?:"|\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH = {"[": 1, "{": 1, "]": -1, "}": -1}
# What a file cut in the middle of a literal, a number or a \u escape ends with.
_PARTIAL = re.compile(
    r"t(?:r(?:ue?)?)?|f(?:a(?:l(?:se?)?)?)?|n(?:u(?:ll?)?)?|u[0-9a-fA-F]{0,4}"
    r"|-?[0-9]*(?:\.[0-9]*)?(?:[eE][+-]?[0-9]*)?"
)
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 40
_SHORT.maxlist = _SHORT.maxdict = _SHORT.maxtuple = 4
_SHORT.maxlevel = 3


def dumps(record: dict[str, Any]) -> str:
    """The record as indented JSON text."""
    return json.dumps(record, ensure_ascii=False, indent=1)


def size_text(size: int) -> str:
    """A number of bytes as people read it: "2 MB", "1.5 MB", "640 kB", "12 B"."""
    for unit, scale in (("MB", 1_000_000), ("kB", 1_000)):
        if size >= scale:
            value = round(size / scale, 1)
            return f"{value:g} {unit}" if value < 100 else f"{value:.0f} {unit}"
    return f"{size} B"


def cut(text: str, length: int = 40) -> str:
    """``text`` cut to ``length`` characters (an ellipsis marks the cut)."""
    return text if len(text) <= length else text[: length - 1] + "…"


def short(value: Any) -> str:
    """Any value read from a file, shown in a message: about 40 characters at most, a string
    in quotes ("'one'")."""
    return _SHORT.repr(value)


def both(key: str, **params: Any) -> dict[str, str]:
    """A message in both languages, as a parameter of another message (see ``i18n.t``)."""
    return {lang: i18n.t(key, lang, **params) for lang in i18n.LANGS}


def detail_of(exc: Exception) -> str | dict[str, str]:
    """An error's words as the ``detail`` of another message, a short sentence: in both
    languages when the error has them (a KitError), else its English text."""

    def sentence(text: str, lang: str) -> str:
        text = text.strip()
        text = text if len(text) <= 200 else text[:199] + "…"
        end = "。" if lang == "zh-TW" else "."
        return text if text.endswith((".", "。", "!", "?")) else text + end

    if isinstance(exc, KitError):
        return {lang: sentence(exc.message(lang), lang) for lang in i18n.LANGS}
    return sentence(str(exc), "en")


def check_size(size: int, limit: int, error: type[KitError] = RecordError) -> None:
    """Refuse a file of ``size`` bytes over ``limit`` (checked before it is read)."""
    if size > limit:
        shown, most = size_text(size), size_text(limit)
        if shown == most:  # just over: "2000001 B", not "2 MB; at most 2 MB"
            shown = f"{size} B"
        raise error("core.err.record_too_big", size=shown, limit=most)


def nesting_depth(text: str) -> int:
    """How deeply the brackets of JSON ``text`` nest (brackets in strings do not count); no
    recursion, whatever the text."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_DEPTH.__getitem__, brackets)), default=0)


def parse_json(
    data: str | bytes | bytearray | memoryview,
    *,
    limit: int = MAX_RECORD_BYTES,
    depth: int = MAX_DEPTH,
    error: type[KitError] = RecordError,
) -> Any:
    """The JSON value in ``data``; ``error`` (a bilingual KitError class) names the problem:
    too big, binary, empty, cut off, not JSON, nested deeper than ``depth``, a number too long."""
    if isinstance(data, str):
        check_size(len(data), limit, error)  # a character is at least one byte
        if "\x00" in data:
            raise error("core.err.file_binary", pos=data.index("\x00") + 1)
        text = data.removeprefix("\ufeff")
        check_size(len(text.encode("utf-8", "surrogatepass")), limit, error)
    else:
        check_size(len(data), limit, error)
        raw = bytes(data)
        nul = raw.find(b"\x00")
        if nul >= 0:
            raise error("core.err.file_binary", pos=nul + 1)
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise error("core.err.file_binary", pos=exc.start + 1) from None
    if not text.strip():
        raise error("core.err.file_empty")
    if nesting_depth(text) > depth:
        raise error("core.err.file_too_deep", limit=depth)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if _cut_off(text, exc):
            raise error("core.err.file_truncated", size=size_text(len(text.encode()))) from None
        position = both("core.err.json_position", line=exc.lineno, column=exc.colno)
        raise error("core.err.file_not_json", position=position) from None
    except RecursionError:  # cannot happen below MAX_DEPTH; kept as a last guard
        raise error("core.err.file_too_deep", limit=depth) from None
    except ValueError:  # an integer of more than 4300 digits
        raise error("core.err.file_number") from None


def _cut_off(text: str, exc: json.JSONDecodeError) -> bool:
    """True when the parser failed because ``text`` ends too early: at its end, in a string
    running to the end, or in a literal, number or escape that the end cut."""
    rest = text[exc.pos :].rstrip()
    if not rest or exc.msg.startswith("Unterminated string"):
        return True
    return exc.msg != "Extra data" and _PARTIAL.fullmatch(rest) is not None


def loads(data: str | bytes | bytearray | memoryview) -> dict[str, Any]:
    """Parse a saved game's text; RecordError if it is too big, not JSON text (see
    :func:`parse_json`) or not an object."""
    record = parse_json(data)
    if not isinstance(record, dict):
        raise RecordError("core.err.record_not_object")
    return record


def same_int(found: Any, expected: int) -> bool:
    """True when ``found`` is the whole number ``expected`` (not ``1.0``, not ``true``)."""
    return type(found) is int and found == expected


def version_error(found: Any, expected: int) -> RecordError:
    """The refusal of a file of another version than ``expected``: a newer one says so."""
    newer = isinstance(found, int) and not isinstance(found, bool) and found > expected
    advice = both("core.err.version_newer" if newer else "core.err.version_other")
    return RecordError(
        "core.err.record_version", found=short(found), expected=expected, advice=advice
    )


def named(value: Any) -> str:
    """A name read from a file, for a message that quotes it."""
    return cut(value) if isinstance(value, str) else short(value)


def _check_header(record: dict[str, Any], game_cls: type[Game]) -> None:
    for field in REQUIRED:
        if field not in record:
            raise RecordError("core.err.record_missing", field=field)
    if record["game"] != game_cls.NAME:
        raise RecordError(
            "core.err.record_wrong_game", found=named(record["game"]), expected=game_cls.NAME
        )
    if not same_int(record["rules_version"], game_cls.RULES_VERSION):
        raise version_error(record["rules_version"], game_cls.RULES_VERSION)
    players = record["players"]
    low, high = game_cls.MIN_PLAYERS, game_cls.MAX_PLAYERS
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        detail = both("core.err.players_range", low=low, high=high, value=short(players))
        raise RecordError("core.err.record_bad_field", field="players", detail=detail)
    seed = record["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        detail = both("core.err.seed_range", high=MAX_SEED, value=short(seed))
        raise RecordError("core.err.record_bad_field", field="seed", detail=detail)


def read_action(actions: ActionSet, data: Any, index: int) -> Action:
    """The action in ``data`` (the ``index``-th of a record), read by the ActionSet
    ``actions``; RecordError names what is wrong with it in both languages."""

    def bad(key: str, **params: Any) -> RecordError:
        return RecordError("core.err.record_bad_action", index=index, detail=both(key, **params))

    if not isinstance(data, dict):
        raise bad("core.err.action_not_object")
    kind = data.get("type")
    cls = actions.by_kind.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise bad("core.err.action_unknown", kind=named(kind))
    names = [f.name for f in dataclasses.fields(cls)]
    if set(data) != {"type", *names}:
        fields = {lang: i18n.t("core.list_sep", lang).join(names) for lang in i18n.LANGS}
        raise bad("core.err.action_fields", kind=kind, fields=fields)
    seat = data["seat"]
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
        raise bad("core.err.action_seat", value=short(seat))
    try:
        return actions.from_dict(data)
    except (ValueError, TypeError) as exc:
        raise RecordError(
            "core.err.record_bad_action", index=index, detail=detail_of(exc)
        ) from None


def replay(record: Any, game_cls: type[G], make: Callable[[int, int, Any], G] | None = None) -> G:
    """Rebuild a game of ``game_cls`` from ``record``, checking every action.

    ``make(players, seed, options)`` builds the new game when the game needs more than its class
    (a Giants game on a board of its own); by default ``game_cls`` itself.
    """
    if not isinstance(record, dict):
        raise RecordError("core.err.record_not_object")
    _check_header(record, game_cls)
    try:
        options = options_from_dict(game_cls.OPTIONS, record["options"])
    except (ValueError, TypeError) as exc:
        raise RecordError(
            "core.err.record_bad_field", field="options", detail=detail_of(exc)
        ) from None
    try:
        game = (make or game_cls)(record["players"], record["seed"], options)
    except (ValueError, TypeError) as exc:
        raise RecordError(
            "core.err.record_bad_field", field="players/seed", detail=detail_of(exc)
        ) from None
    actions = record["actions"]
    if not isinstance(actions, list):
        detail = both("core.err.not_a_list")
        raise RecordError("core.err.record_bad_field", field="actions", detail=detail)
    for index, data in enumerate(actions, start=1):
        action = read_action(game_cls.ACTIONS, data, index)
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise RecordError(
                "core.err.record_illegal_action",
                index=index,
                action=cut(str(action), 80),
                reason=detail_of(exc),
            ) from None
    return game
