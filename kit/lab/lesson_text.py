"""The words of the game-design lesson page (:mod:`kit.lab.lessons`), in English and zh-TW;
each lesson's own words live with its game (``kit/lab/design_<game>.py``)."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message

EN: dict[str, Message] = {
    "design.page.lessons": "Game-design lessons",
    "design.page.question": "The question",
    "design.page.predict": "Your prediction (choose, then commit to it)",
    "design.page.commit": "Commit to my prediction",
    "design.page.committed": "You predicted: {choice}",
    "design.page.choose_first": "Choose a prediction first.",
    "design.page.run": "Run the experiment",
    "design.page.running": "Playing…",
    "design.page.setup": "The experiment",
    "design.page.result": "What the run found",
    "design.page.right": "Your prediction was right.",
    "design.page.wrong": "Your prediction was not what the run found: it found “{answer}”.",
    "design.page.conclusion": "What a designer concludes",
    "design.page.next": "What to try next",
    "design.page.task": "Design your own variant",
    "design.page.open_lab": "Open the design lab",
    "design.page.games": "{games} games per rule set, seed {seed}, the same seeds for A and B.",
    "design.page.held": "On {blocks} other blocks of seeds ({games} games per rule set each, far from this run's seed), the run found the same {alike} times.",
    # Rapa Nui: the first player and the starting wood (R2.7)
    # Rapa Nui: the majority bonus at 2 cards (R8.2)
    # Giants: logs as carriers (R7.6)
    # Giants: the die faces (R4.5)
}

ZH_TW: dict[str, Message] = {
    "design.page.lessons": "遊戲設計課",
    "design.page.question": "問題",
    "design.page.predict": "你的預測（先選，再確定）",
    "design.page.commit": "確定我的預測",
    "design.page.committed": "你的預測：{choice}",
    "design.page.choose_first": "請先選一個預測。",
    "design.page.run": "進行實驗",
    "design.page.running": "對局中…",
    "design.page.setup": "實驗設計",
    "design.page.result": "實驗的發現",
    "design.page.right": "你的預測正確。",
    "design.page.wrong": "實驗的發現和你的預測不同：結果是「{answer}」。",
    "design.page.conclusion": "設計者的結論",
    "design.page.next": "下一步可以試什麼",
    "design.page.task": "設計你自己的變體",
    "design.page.open_lab": "開啟設計實驗室",
    "design.page.games": "每套規則{games}局，種子{seed}；A與B使用相同的種子。",
    "design.page.held": "在另外{blocks}組種子上（每組每套規則各{games}局，遠離這次實驗的種子），有{alike}組得到相同的發現。",
}

CATALOG = Catalog("lab.lessons", EN, ZH_TW)
