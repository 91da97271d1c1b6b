"""The pages' and figures' words of Stones."""

from __future__ import annotations

from kit.core.i18n import Catalog

EN = {
    "app.stones.byline": "A test game of the kit",
    "app.stones.blurb": "Take one to three stones; whoever takes the last stone wins.",
    "app.stones.mech.take": "taking turns",
    "stones.figure.title": "The pile and the stones taken",
    "stones.figure.pile": "Pile",
}
ZH = {
    "app.stones.byline": "教具箱的測試遊戲",
    "app.stones.blurb": "每次拿1到3顆石頭；拿到最後一顆的人獲勝。",
    "app.stones.mech.take": "輪流行動",
    "stones.figure.title": "石堆和拿走的石頭",
    "stones.figure.pile": "石堆",
}
CATALOG = Catalog("stones.pages", EN, ZH)
