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
    "core.list_sep": ", ",
    "core.err.options_object": "The options must be a JSON object.",
    "core.err.option_unknown": "unknown option(s): {names}",
    "core.err.option_int": "{name} must be a whole number, not {value}.",
    "core.err.option_str": "{name} must be text, not {value}.",
    "core.err.option_choice": "{name} must be one of {allowed}, not {value}.",
    "core.err.option_bool": "{name} must be true or false, not {value}.",
    "core.err.option_range": "{name} must be a whole number from {low} to {high}, not {value}.",
    "core.err.option_faces": "{name} must be digits 0-3, one per die face, at most 20 faces, not {value}.",
    "core.err.option_wood": "starting_wood must be 4 whole numbers from 0 to 20 separated by commas, not {value}.",
    "core.err.option_missing_table": "start_set_missing must name each of {kinds} once, separated by commas, not {value}.",
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
    "core.list_sep": "、",
    "core.err.options_object": "規則選項必須是一個JSON物件。",
    "core.err.option_unknown": "沒有這個規則選項：{names}",
    "core.err.option_int": "規則選項{name}必須是整數，而不是{value}。",
    "core.err.option_str": "規則選項{name}必須是文字，而不是{value}。",
    "core.err.option_choice": "規則選項{name}必須是{allowed}其中之一，而不是{value}。",
    "core.err.option_bool": "規則選項{name}只能是true或false，而不是{value}。",
    "core.err.option_range": "規則選項{name}必須是{low}到{high}的整數，而不是{value}。",
    "core.err.option_faces": "規則選項{name}必須是0到3的數字，每個骰面一個，最多20面，而不是{value}。",
    "core.err.option_wood": "規則選項starting_wood必須是4個0到20的整數，以逗號分隔，而不是{value}。",
    "core.err.option_missing_table": "規則選項start_set_missing必須把{kinds}各寫一次，以逗號分隔，而不是{value}。",
}

CATALOG = Catalog("core", EN, ZH_TW)
