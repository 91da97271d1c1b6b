"""The words of the Rapa Nui figures, in English and Traditional Chinese.

:data:`CATALOG` is loaded by :mod:`kit.plots` with each game's own words (the game's
``figure_words``; see :mod:`kit.core.i18n`); a label with a count is a
:class:`~kit.core.i18n.Plural` in English (one / other) and plain in Chinese.
"""

from __future__ import annotations

from kit.core.i18n import Catalog, Message, Plural

EN: dict[str, Message] = {
    "plots.rapanui.altar_title": "Sacrifice ranking: what each offering kind is worth now",
    "plots.rapanui.altar_title_own": "Sacrifice ranking: your offerings are worth {total} glory now",
    "plots.rapanui.altar_counts": "Cards on the altar<br>(most sacrificed first)",
    "plots.rapanui.your_offerings": "Your offering cards",
    "plots.rapanui.per_card": "{value} per card",
    "plots.rapanui.altar_hover": "%{x}: %{y} on the altar, worth %{customdata} per card",
    "plots.rapanui.on_altar": "on the altar",
    "plots.rapanui.unseen": "face down (unseen)",
    "plots.rapanui.unseen_tick": "face down<br>(unseen)",
    "plots.rapanui.unseen_hover": Plural(
        one="{n} face-down card of another player: its kind is revealed at the end",
        other="{n} face-down cards of other players: their kinds are revealed at the end",
    ),
    "plots.rapanui.tie": "tied: {value} each",
    "plots.rapanui.empty_altar": "The altar is empty:<br>every offering card<br>is worth 0 for now.",
    "plots.rapanui.cards": "cards",
    "plots.rapanui.worth": "{n} × {value} = {total}",
    "plots.rapanui.stock_hover": "%{x}: %{text}",
    "plots.rapanui.market": "Market (front cards at the bottom)",
    "plots.rapanui.players": "Players",
    "plots.rapanui.card_hover": "column {n}, card {depth} from the front",
    "plots.rapanui.would_score": "take it →<br>scores<br>{card}",
    "plots.rapanui.refill": "last card:<br>column<br>refilled",
    "plots.rapanui.empty_column": "empty",
    "plots.rapanui.column": "column {n}",
    "plots.rapanui.player": "player",
    "plots.rapanui.seat_you": "{name}<br>(you)",
    "plots.rapanui.offerings": "offerings",
    "plots.rapanui.hand": "hand",
    "plots.rapanui.your_hand": "Your hand: {cards}",
    "plots.rapanui.table_title": Plural(
        count="pile",
        one="Turn {turn} · {pile} card left in the draw pile",
        other="Turn {turn} · {pile} cards left in the draw pile",
    ),
    "plots.rapanui.rule.glory": "glory during the game",
    "plots.rapanui.rule.moai": "moai (4 each)",
    "plots.rapanui.rule.wood": "wood (1 per 5)",
    "plots.rapanui.rule.offerings": "offering cards",
}

ZH_TW: dict[str, Message] = {
    "plots.rapanui.altar_title": "獻祭排名：每種祭品現在的價值",
    "plots.rapanui.altar_title_own": "獻祭排名：你的祭品現在值{total}分",
    "plots.rapanui.altar_counts": "祭壇上的卡牌<br>（獻祭最多者在前）",
    "plots.rapanui.your_offerings": "你的祭品卡",
    "plots.rapanui.per_card": "每張{value}分",
    "plots.rapanui.altar_hover": "%{x}：祭壇上%{y}張，每張值%{customdata}分",
    "plots.rapanui.on_altar": "在祭壇上",
    "plots.rapanui.unseen": "蓋著的（看不到）",
    "plots.rapanui.unseen_tick": "蓋著的<br>（看不到）",
    "plots.rapanui.unseen_hover": "其他玩家蓋著的{n}張牌：種類在遊戲結束時揭曉",
    "plots.rapanui.tie": "平手：各{value}分",
    "plots.rapanui.empty_altar": "祭壇是空的：<br>目前每張祭品卡都值0分。",
    "plots.rapanui.cards": "張數",
    "plots.rapanui.worth": "{n} × {value} = {total}",
    "plots.rapanui.stock_hover": "%{x}：%{text}",
    "plots.rapanui.market": "補牌區（最前面的牌在下方）",
    "plots.rapanui.players": "玩家",
    "plots.rapanui.card_hover": "第{n}排，從前面數第{depth}張",
    "plots.rapanui.would_score": "拿走後計分<br>{card}",
    "plots.rapanui.refill": "最後一張：<br>這一排會補牌",
    "plots.rapanui.empty_column": "空",
    "plots.rapanui.column": "第{n}排",
    "plots.rapanui.player": "玩家",
    "plots.rapanui.seat_you": "{name}<br>（你）",
    "plots.rapanui.offerings": "祭品",
    "plots.rapanui.hand": "手牌",
    "plots.rapanui.your_hand": "你的手牌：{cards}",
    "plots.rapanui.table_title": "第{turn}回合·牌堆剩{pile}張",
    "plots.rapanui.rule.glory": "遊戲中獲得的分數",
    "plots.rapanui.rule.moai": "摩艾像（每張4分）",
    "plots.rapanui.rule.wood": "圓木（每5個1分）",
    "plots.rapanui.rule.offerings": "祭品卡",
}

CATALOG = Catalog("plots.rapanui", EN, ZH_TW)
