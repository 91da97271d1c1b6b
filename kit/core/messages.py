"""The core's messages (player names, errors about actions and saved games) in English and
Traditional Chinese; :mod:`kit.core` loads :data:`CATALOG` (see :mod:`kit.core.i18n`)."""

from __future__ import annotations

from kit.core.i18n import Catalog

EN = {
    "core.lang_name": "English",
    "core.player": "Player {n}",
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
}

ZH_TW = {
    "core.lang_name": "繁體中文",
    "core.player": "玩家{n}",
    "core.err.unknown_action": "這不是本遊戲的行動：{detail}",
    "core.err.not_your_turn": "座位{seat}現在不能行動。",
    "core.err.not_legal": "現在不能執行行動{action}。",
    "core.err.game_over": "遊戲已經結束，不能再行動。",
    "core.err.record_not_json": "這個檔案不是有效的存檔（不是JSON：{detail}）。",
    "core.err.record_too_big": "檔案太大（{size}位元組；上限{limit}）。",
    "core.err.record_not_object": "存檔必須是一個JSON物件。",
    "core.err.record_missing": "存檔缺少欄位「{field}」。",
    "core.err.record_bad_field": "存檔的欄位「{field}」無效：{detail}",
    "core.err.record_wrong_game": "這是「{found}」的存檔，不是「{expected}」的。",
    "core.err.record_version": "這個存檔使用規則版本{found}；本工具讀取版本{expected}。",
    "core.err.record_bad_action": "存檔的第{index}個行動無法讀取：{detail}",
    "core.err.record_illegal_action": "存檔的第{index}個行動（{action}）在該處不合法：{reason}",
}

CATALOG = Catalog("core", EN, ZH_TW)
