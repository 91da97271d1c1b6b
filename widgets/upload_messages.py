"""The words of uploaded files (saved games, rule sets, boards) refused or read on the pages, in English and Traditional Chinese (loaded by :mod:`widgets`)."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message

EN: dict[str, Message] = {
    "upload.button": "{label} (up to {limit})",
    "upload.tooltip": "A JSON file of at most {limit}; a larger or unreadable file is refused and nothing changes.",
    "upload.board_on_play": "This is a board file: take it into a rule set on the design lab page, then load that rule set here.",
    "upload.unreadable": "The file could not be read ({kind}).",
}

ZH_TW: dict[str, Message] = {
    "upload.button": "{label}（上限{limit}）",
    "upload.tooltip": "最大{limit}的JSON檔案；太大或無法讀取的檔案會被拒絕，什麼都不會改變。",
    "upload.board_on_play": "這是圖板檔案：請先在設計實驗室頁面把它放進規則組，再在這裡載入那個規則組。",
    "upload.unreadable": "無法讀取這個檔案（{kind}）。",
}

CATALOG = Catalog("widgets.upload", EN, ZH_TW)
