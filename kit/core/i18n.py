"""Message catalogs in English and Traditional Chinese, and the function that renders them.

Each package registers its own messages with :func:`register` (a dict per language with the same
keys); :func:`t` renders a key with named parameters, ``str.format`` style::

    t("core.err.record_not_json", "zh-TW", detail="...")

A missing key or parameter never crashes the UI: the key itself is shown instead, and the
completeness test (every key in both catalogs, with the same parameters) keeps that from happening.
"""

from __future__ import annotations

import string
from typing import Any

LANGS: tuple[str, ...] = ("en", "zh-TW")
LANG_NAMES: dict[str, str] = {"en": "English", "zh-TW": "繁體中文"}

_CATALOGS: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}


def register(en: dict[str, str], zh_tw: dict[str, str]) -> None:
    """Add a package's messages to the catalogs (later registrations of a key win)."""
    _CATALOGS["en"].update(en)
    _CATALOGS["zh-TW"].update(zh_tw)


def catalog(lang: str) -> dict[str, str]:
    """A copy of the whole catalog of ``lang``."""
    return dict(_CATALOGS[check_lang(lang)])


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a supported language, else raise ``ValueError``."""
    if lang not in _CATALOGS:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGS)}")
    return lang


def has(key: str) -> bool:
    """True if ``key`` is in the English catalog."""
    return key in _CATALOGS["en"]


def t(key: str, lang: str = "en", /, **params: Any) -> str:
    """Render message ``key`` in ``lang`` with ``params``."""
    text = _CATALOGS.get(lang, _CATALOGS["en"]).get(key)
    if text is None:
        text = _CATALOGS["en"].get(key)
    if text is None:
        return key
    params = {k: _pick(v, lang) for k, v in params.items()}
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def _pick(value: Any, lang: str) -> Any:
    """A parameter given per language (``{"en": ..., "zh-TW": ...}``) in ``lang``."""
    if isinstance(value, dict) and "en" in value:
        return value.get(lang, value["en"])
    return value


def parameters(text: str) -> set[str]:
    """The names of the ``{parameters}`` a message uses."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


register(
    {
        "core.lang_name": "English",
        "core.err.unknown_action": "This is not an action of this game: {detail}",
        "core.err.not_your_turn": "Seat {seat} may not act now.",
        "core.err.not_legal": "The action {action} is not allowed now.",
        "core.err.game_over": "The game is over; no more actions can be taken.",
        "core.err.record_not_json": "The file is not a valid saved game (not JSON: {detail}).",
        "core.err.record_too_big": "The file is too large ({size} bytes; at most {limit}).",
        "core.err.record_not_object": "The saved game must be a JSON object.",
        "core.err.record_missing": "The saved game lacks the field '{field}'.",
        "core.err.record_bad_field": "The saved game's field '{field}' is invalid: {detail}",
        "core.err.record_wrong_game": "This saved game is of '{found}', not of '{expected}'.",
        "core.err.record_version": "This saved game uses rules version {found}; this kit reads version {expected}.",
        "core.err.record_bad_action": "Action {index} of the saved game cannot be read: {detail}",
        "core.err.record_illegal_action": "Action {index} of the saved game ({action}) is not legal there: {reason}",
    },
    {
        "core.lang_name": "繁體中文",
        "core.err.unknown_action": "這不是本遊戲的行動：{detail}",
        "core.err.not_your_turn": "座位 {seat} 現在不能行動。",
        "core.err.not_legal": "現在不能執行行動 {action}。",
        "core.err.game_over": "遊戲已經結束，不能再行動。",
        "core.err.record_not_json": "這個檔案不是有效的存檔（不是 JSON：{detail}）。",
        "core.err.record_too_big": "檔案太大（{size} 位元組；上限 {limit}）。",
        "core.err.record_not_object": "存檔必須是一個 JSON 物件。",
        "core.err.record_missing": "存檔缺少欄位「{field}」。",
        "core.err.record_bad_field": "存檔的欄位「{field}」無效：{detail}",
        "core.err.record_wrong_game": "這是「{found}」的存檔，不是「{expected}」的。",
        "core.err.record_version": "這個存檔使用規則版本 {found}；本工具讀取版本 {expected}。",
        "core.err.record_bad_action": "存檔的第 {index} 個行動無法讀取：{detail}",
        "core.err.record_illegal_action": "存檔的第 {index} 個行動（{action}）在該處不合法：{reason}",
    },
)


def player_name(seat: int, lang: str, names: list[str] | None = None) -> str:
    """The name of ``seat``: the given name, else "Player 1" / "玩家 1" (seats count from 0)."""
    if names and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return t("core.player", lang, n=seat + 1)


def describe_event(
    game: str, event: dict[str, Any], lang: str, names: list[str] | None = None
) -> str:
    """The sentence for an engine event (``{"type": ..., <data>}``) in ``lang``.

    The message key is ``"<game>.event.<type>"`` and the event's data are its parameters, plus
    ``player`` (the name of ``event["seat"]``). A string value ``v`` that has a name in the
    catalog under ``"<game>.name.<v>"`` (a kind of card, a phase) is shown by that name.
    """
    params: dict[str, Any] = {}
    for key, value in event.items():
        if isinstance(value, str) and has(f"{game}.name.{value}"):
            value = t(f"{game}.name.{value}", lang)
        params[key] = value
    if isinstance(event.get("seat"), int):
        params["player"] = player_name(event["seat"], lang, names)
    return t(f"{game}.event.{event.get('type')}", lang, **params)


register({"core.player": "Player {n}"}, {"core.player": "玩家 {n}"})
