"""The class board's words (:mod:`kit.lab.class_board`) in English and Traditional Chinese:
``lab.class.*``, the reasons a submission or a class board's file is refused.

``{field}`` is a field's name given in both languages (``lab.class.field.*``); ``{path}`` is the
database file; ``{size}`` and ``{limit}`` of the byte caps are sizes as people read them ("2 MB").
"""

from __future__ import annotations

from kit.core.i18n import Catalog, Message, Plural

EN: dict[str, Message] = {
    "lab.class.field.name": "variant's name",
    "lab.class.field.author": "your name",
    "lab.class.field.note": "note",
    "lab.class.no_student": (
        "This page does not know which student it belongs to (no hub user, no browser id):"
        " it cannot use the class board."
    ),
    "lab.class.no_name": "A variant needs a name: name your rule set before you submit it.",
    "lab.class.no_author": "Type your name: your teacher needs to know whose variant it is.",
    "lab.class.not_text": "The {field} must be text.",
    "lab.class.too_long": Plural(
        one="The {field} is too long ({n} characters; at most {limit} character).",
        other="The {field} is too long ({n} characters; at most {limit}).",
        count="limit",
    ),
    "lab.class.not_rules": "What was submitted is not a rule set (it is a {kind}).",
    "lab.class.bad_rules": "The rule set cannot be submitted: {detail}",
    "lab.class.rules_too_big": "The rule set is too big for the class board ({size}; at most"
    " {limit}).",
    "lab.class.not_table": "The table submitted is not a lab table (it is a {kind}).",
    "lab.class.bad_table": "The table cannot be submitted: {detail}",
    "lab.class.table_too_big": (
        "The table is too big for the class board ({size}; at most {limit}): run fewer games,"
        " or submit the variant without its table."
    ),
    "lab.class.table_game": "The table holds games of {table}, but the rule set is for {rules}.",
    "lab.class.per_student": Plural(
        one="You already have {limit} submission on the class board, the most a student may"
        " have: withdraw it first.",
        other="You already have {limit} submissions on the class board, the most a student may"
        " have: withdraw one first.",
        count="limit",
    ),
    "lab.class.total": Plural(
        one="The class board is full ({limit} submission): ask your teacher.",
        other="The class board is full ({limit} submissions): ask your teacher.",
        count="limit",
    ),
    "lab.class.not_yours": "There is no submission {n} of yours on the class board.",
    "lab.class.edit_game": (
        "Submission {n} is a variant of {was}; it cannot become one of {now}."
        " Submit it as a new variant."
    ),
    "lab.class.not_db": (
        "The class board's file {path} is not an SQLite database, or it is damaged:"
        " move it away, or set MOAI_CLASS_DB to another file."
    ),
    "lab.class.foreign": (
        "The file {path} is another program's database (its tables: {tables}), not a class"
        " board: set MOAI_CLASS_DB to another file."
    ),
    "lab.class.newer": (
        "The class board's file {path} was written by a newer version of the kit (its version"
        " {found}; this kit reads up to version {expected}): update the kit."
    ),
    "lab.class.missing_table": (
        "The class board's file {path} is damaged: its table “{table}” is missing."
    ),
    "lab.class.busy": (
        "The class board's file {path} stayed busy for {seconds} seconds (other pages were"
        " writing to it): try again."
    ),
    "lab.class.db_error": "The class board's file {path} cannot be used: {detail}",
}

ZH_TW: dict[str, Message] = {
    "lab.class.field.name": "變體名稱",
    "lab.class.field.author": "你的名字",
    "lab.class.field.note": "說明",
    "lab.class.no_student": "這個頁面不知道屬於哪位學生（沒有JupyterHub使用者，也沒有瀏覽器代號），"
    "無法使用班級看板。",
    "lab.class.no_name": "變體需要名稱：提交前請先為你的規則取名。",
    "lab.class.no_author": "請輸入你的名字：老師需要知道這是誰的變體。",
    "lab.class.not_text": "{field}必須是文字。",
    "lab.class.too_long": "{field}太長（{n}個字元；最多{limit}個）。",
    "lab.class.not_rules": "提交的不是一組規則（而是{kind}）。",
    "lab.class.bad_rules": "這組規則無法提交：{detail}",
    "lab.class.rules_too_big": "這組規則太大，班級看板放不下（{size}；最多{limit}）。",
    "lab.class.not_table": "提交的表格不是實驗室的表格（而是{kind}）。",
    "lab.class.bad_table": "這個表格無法提交：{detail}",
    "lab.class.table_too_big": "這個表格太大，班級看板放不下（{size}；最多{limit}）："
    "請少跑幾局，或提交變體時不附表格。",
    "lab.class.table_game": "這個表格裡是{table}的對局，但這組規則是{rules}的。",
    "lab.class.per_student": "你在班級看板上已經有{limit}份提交，這是每位學生的上限：請先撤回一份。",
    "lab.class.total": "班級看板已滿（{limit}份提交）：請告訴老師。",
    "lab.class.not_yours": "班級看板上沒有你的提交（編號{n}）。",
    "lab.class.edit_game": "編號{n}的提交是{was}的變體，不能改成{now}的變體；請把它當作新的變體提交。",
    "lab.class.not_db": "班級看板的檔案{path}不是SQLite資料庫，或已經損毀："
    "請把它移走，或把MOAI_CLASS_DB設成另一個檔案。",
    "lab.class.foreign": "檔案{path}是其他程式的資料庫（其中的資料表：{tables}），不是班級看板："
    "請把MOAI_CLASS_DB設成另一個檔案。",
    "lab.class.newer": "班級看板的檔案{path}是由較新版本的摩艾教具箱寫入的（它的版本是{found}；"
    "目前的摩艾教具箱最多讀到版本{expected}）：請更新摩艾教具箱。",
    "lab.class.missing_table": "班級看板的檔案{path}已經損毀：缺少資料表「{table}」。",
    "lab.class.busy": "班級看板的檔案{path}持續忙碌了{seconds}秒（其他頁面正在寫入）：請再試一次。",
    "lab.class.db_error": "無法使用班級看板的檔案{path}：{detail}",
}

CATALOG = Catalog("lab.class", EN, ZH_TW)
"""Loaded by :mod:`kit.lab.class_board` (see :mod:`kit.core.i18n`)."""
