"""The words of the lessons and of the teacher's guide, in English and Traditional Chinese.

- ``lessons.mech.<mechanism>``: the game mechanisms a lesson names;
- ``lessons.<game>.rule.<number>``: one line per rule (``kit/lessons/rules_<game>.py``, with
  ``ORDER``), in the order of :data:`RULE_ORDER`; the lessons cite them and the teacher's page
  prints them;
- ``lessons.<game>.<NN>.*``: the lessons themselves (``kit/lessons/text_<game>.py``) and their
  decisions (``kit/lessons/text_decisions_<game>.py``);
- ``teach.*``: the teacher's guide.

Each part declares its words as a :class:`~kit.core.i18n.Catalog`; :func:`catalogs` finds them,
each game's from its own files, and :mod:`kit.lessons` loads them (see :mod:`kit.core.i18n`).
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType
from typing import Any

from kit import games
from kit.core.i18n import Catalog

GAME_PARTS = ("rules", "text", "text_decisions")
"""A game's lesson words, each in ``kit/lessons/<part>_<game>.py`` where the game has it."""


def game_module(part: str, game: str) -> ModuleType | None:
    """The module ``kit.lessons.<part>_<game>``, if there is one."""
    name = f"kit.lessons.{part}_{game}"
    return importlib.import_module(name) if importlib.util.find_spec(name) else None


def rule_order() -> dict[str, tuple[str, ...]]:
    """The rules summary of each game that has one, in order."""
    found = {spec.key: game_module("rules", spec.key) for spec in games.specs()}
    return {key: module.ORDER for key, module in found.items() if module is not None}


def catalogs() -> tuple[Catalog, ...]:
    """The lessons' catalogs: this module's words, then each game's."""
    own = [
        module.CATALOG
        for spec in games.specs()
        for part in GAME_PARTS
        if (module := game_module(part, spec.key)) is not None
    ]
    return (CATALOG, *own)


def __getattr__(name: str) -> Any:
    """``RULE_ORDER`` and ``CATALOGS``, found when asked (see :func:`rule_order`)."""
    if name == "RULE_ORDER":
        return rule_order()
    if name == "CATALOGS":
        return catalogs()
    raise AttributeError(name)


EN = {
    "lessons.mech.card_drafting": "card drafting",
    "lessons.mech.majorities": "majorities",
    "lessons.mech.tableau_building": "tableau building",
    "lessons.mech.auction": "auction (blind bidding)",
    "lessons.mech.worker_placement": "worker placement",
    "lessons.mech.pick_up_and_deliver": "pick-up and deliver",
    "lessons.mech.route_building": "route building",
    "teach.title": "For teachers",
    "teach.intro": "Moai Kit teaches two published board games through their rules: short lessons that step through each phase on a prepared position, whole games against bots or between students, and rule options for game-design exercises. Every page exists in English and Traditional Chinese; the switch at the top changes the whole page.",
    "teach.class.title": "Running a class",
    "teach.binder.title": "Without installing anything: Binder",
    "teach.binder.text": "Once the kit is published on GitHub, anyone can open it in a browser through Binder at https://mybinder.org/v2/gh/OWNER/REPOSITORY/main?urlpath=voila/render/notebooks/index.ipynb, with OWNER/REPOSITORY replaced by where the kit is published. The first start can take a few minutes; each visitor gets a private copy that is deleted after some idle minutes, so ask students to save their games. On a computer of your own, “make app” in the kit's folder serves the same pages at http://127.0.0.1:8866.",
    "teach.print.title": "Printing the rules summary",
    "teach.print.text": "Below, each game's rules are summarised one rule per line, numbered as in the lessons (R4.2 ...). Open the summary of your game, switch the page to the language of your class and print it with your browser (Ctrl+P, or ⌘P on a Mac).",
    "teach.design.title": "Game-design exercises",
    "teach.design.files": "{game}: the rule options are in {file}.",
    "teach.design.text": "Every rule that the sources read in more than one way is a named rule option, and each option cites its rule number. On the play page the rule options set them for one game; the code defines them in these files:",
    "teach.rules.title": "Rules summary: {game}",
    "teach.options.title": "Rule options: {game} ({file})",
    "teach.col.option": "Option",
    "teach.col.meaning": "Rule and meaning",
    "teach.col.default": "Default",
}

ZH = {
    "lessons.mech.card_drafting": "公開選牌",
    "lessons.mech.majorities": "多數決",
    "lessons.mech.tableau_building": "個人牌區建構",
    "lessons.mech.auction": "競拍（暗標）",
    "lessons.mech.worker_placement": "工人放置",
    "lessons.mech.pick_up_and_deliver": "拾取與運送",
    "lessons.mech.route_building": "路線建立",
    "teach.title": "給老師的說明",
    "teach.intro": "摩艾教具箱透過規則來教兩款已出版的桌上遊戲：以準備好的局面逐步走過每個階段的短課程、與機器人或同學對戰的完整遊戲，以及供遊戲設計練習使用的規則選項。每一頁都有英文與繁體中文；頁面上方的切換鈕會切換整頁的語言。",
    "teach.class.title": "在課堂上使用",
    "teach.binder.title": "不用安裝：Binder",
    "teach.binder.text": "本教具發布到GitHub之後，任何人都可以透過Binder在瀏覽器中開啟：https://mybinder.org/v2/gh/OWNER/REPOSITORY/main?urlpath=voila/render/notebooks/index.ipynb（請把OWNER/REPOSITORY換成教具發布的位置）。第一次啟動可能要幾分鐘；每位訪客都有自己的一份，閒置幾分鐘後就會刪除，所以請學生記得儲存遊戲。在自己的電腦上，於教具資料夾執行「make app」，就能在http://127.0.0.1:8866開啟相同的頁面。",
    "teach.print.title": "列印規則摘要",
    "teach.print.text": "下面把每款遊戲的規則整理成一條一行，編號與課程中相同（R4.2 ……）。打開你要教的遊戲的摘要，把頁面切換成班上使用的語言，再用瀏覽器列印（Ctrl+P，Mac為⌘P）。",
    "teach.design.title": "遊戲設計練習",
    "teach.design.files": "{game}：規則選項在{file}。",
    "teach.design.text": "資料來源有不同解讀的每一條規則，都是一個有名稱的規則選項，並註明規則編號。遊戲頁面的規則選項可以為一局遊戲設定它們；程式在以下檔案中定義它們：",
    "teach.rules.title": "規則摘要：{game}",
    "teach.options.title": "規則選項：{game}（{file}）",
    "teach.col.option": "選項",
    "teach.col.meaning": "規則與意義",
    "teach.col.default": "預設值",
}

CATALOG = Catalog("lessons", EN, ZH)
"""This module's own words (the mechanisms and the teacher's guide)."""
