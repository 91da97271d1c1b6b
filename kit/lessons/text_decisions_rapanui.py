"""The words of the Rapa Nui lessons' decisions (:mod:`kit.lessons.decisions_rapanui`), in English
and Chinese.

Keys follow the lessons' own (``lessons.rapanui.<NN>.decide`` for a question, ``why.<id>`` for the
explanation of a choice); the choices are moves, labelled by the engine. ``{p0}``... are the
players' names; the other parameters come from the lesson's file.
"""

from __future__ import annotations

from kit.core.i18n import Catalog

EN = {
    "00.decide": "Turn {turn}: {p0} has played her mulberry hunter & gatherer and must draw one card (R7.1). She holds a moai, which costs 7 wood (R5.1), and she has {wood} wood. The front cards of the columns are a mulberry hunter & gatherer, a lumberjack, a fish hunter & gatherer and a lumberjack; behind them, in full view, lie a moai, a lumberjack, a sweet potato hunter & gatherer and a lumberjack. Which column should she take from? Make her draw.",
    "00.why.col1": "It uncovers a moai, the scoring indicator (R7.5): only moai in a display score, and nobody has one yet (R8.1, R8.5). Her wood stays at {wood}, short of the 7 her moai costs.",
    "00.why.col2": "Right: the lumberjack uncovered is the scoring indicator (R7.5), and every player gets 1 wood per lumberjack in their display (R8.1, R8.3): {p0} goes up to {after} wood, nearer the 7 her moai costs. Column 4 does the same.",
    "00.why.col3": "It uncovers a sweet potato hunter & gatherer: nobody has one in their display, so nobody scores (R8.1, R8.6). Her wood stays at {wood}, short of the 7 her moai costs.",
    "00.why.col4": "Right: the lumberjack uncovered is the scoring indicator (R7.5), and every player gets 1 wood per lumberjack in their display (R8.1, R8.3): {p0} goes up to {after} wood, nearer the 7 her moai costs. Column 2 does the same.",
    "00.question2": "Turn {turn}, and nobody has raised a moai yet. {p0} has bought nothing and must now play. She has {wood} wood, and her hand holds a moai, a lumberjack and a sweet potato hunter & gatherer. What should she play? Make her move.",
    "05.decide": "Later in the same game {p1} must draw one card. In the displays: {p2} has {most} lumberjacks, {p0} {hina} and {p1} {tane}, and only {p2} has a moai. Columns 1 and 2 hold a single card each, a lumberjack; column 3 shows a grain hunter & gatherer with a moai behind it; column 4 shows a moai with a lumberjack behind it. Which column should {p1} take from? Make his draw.",
    "05.why.col1": "Taking a column's last card refills it at once from the draw pile (R7.4), and the new front card, which nobody can see yet, is the scoring indicator (R7.5): it could be a lumberjack as well. Column 3 uncovers a card you can see: a moai.",
    "05.why.col2": "Taking a column's last card refills it at once from the draw pile (R7.4), and the new front card, which nobody can see yet, is the scoring indicator (R7.5): it could be a lumberjack as well. Column 3 uncovers a card you can see: a moai.",
    "05.why.col3": "Right: it uncovers a moai. Only {p2} has one in her display, so she receives just 1 (R8.5). The lumberjack behind column 4 would have given her {bonus} wood, {most} plus the majority bonus (R8.2, R8.3), and {p1} only {tane}.",
    "05.why.col4": "It uncovers the lumberjack, as in the first step: {p2} has strictly the most, {most}, and at least 3, so she gets {most} wood plus the bonus, {bonus} (R8.2, R8.3); {p0} gets {hina} and {p1} only {tane}.",
}

ZH = {
    "00.decide": "第{turn}回合：{p0}打出了她的桑葚生產者，要補1張牌（R7.1）。她手上有摩艾像，要7根圓木（R5.1），而她有{wood}根圓木。各排最前面的牌是：桑葚生產者、伐木工、魚生產者和伐木工；後面看得到的牌分別是：摩艾像、伐木工、甘藷生產者和伐木工。她該從哪一排拿牌？請替她拿牌。",
    "00.why.col1": "會露出摩艾像當獎勵指示牌（R7.5）：只有場上的摩艾像才計分，而還沒有人有（R8.1、R8.5）。她的圓木仍是{wood}根，不夠摩艾像要的7根。",
    "00.why.col2": "正確：露出的伐木工就是獎勵指示牌（R7.5），每位玩家場上每張伐木工得1根圓木（R8.1、R8.3）：{p0}增加到{after}根圓木，更接近摩艾像要的7根。第4排也一樣。",
    "00.why.col3": "會露出甘藷生產者：沒有人場上有甘藷生產者，所以沒有人得到獎勵（R8.1、R8.6）。她的圓木仍是{wood}根，不夠摩艾像要的7根。",
    "00.why.col4": "正確：露出的伐木工就是獎勵指示牌（R7.5），每位玩家場上每張伐木工得1根圓木（R8.1、R8.3）：{p0}增加到{after}根圓木，更接近摩艾像要的7根。第2排也一樣。",
    "00.question2": "第{turn}回合，還沒有人打出摩艾像。{p0}沒有採集，現在必須打牌。她有{wood}根圓木，手上有摩艾像、伐木工和生產者（甘藷）各1張。她該打出哪一張？請替她行動。",
    "05.decide": "同一局稍後，{p1}要補1張牌。場上：{p2}有{most}張伐木工，{p0}有{hina}張，{p1}有{tane}張，而只有{p2}有摩艾像。第1排和第2排各只剩1張伐木工；第3排最前面是穀子生產者，後面是摩艾像；第4排最前面是摩艾像，後面是伐木工。{p1}該從哪一排拿牌？請替他拿牌。",
    "05.why.col1": "拿走一排的最後一張牌，會立刻從牌堆補上4張（R7.4），而新的最前面那張牌（現在還沒有人看得到）就是獎勵指示牌（R7.5）：它也可能是伐木工。第3排露出的牌是看得到的：摩艾像。",
    "05.why.col2": "拿走一排的最後一張牌，會立刻從牌堆補上4張（R7.4），而新的最前面那張牌（現在還沒有人看得到）就是獎勵指示牌（R7.5）：它也可能是伐木工。第3排露出的牌是看得到的：摩艾像。",
    "05.why.col3": "正確：會露出摩艾像。只有{p2}場上有摩艾像，所以她只得1（R8.5）。第4排後面的伐木工會讓她得到{bonus}根圓木：{most}根再加多數獎勵（R8.2、R8.3），而{p1}只得{tane}根。",
    "05.why.col4": "會露出伐木工，就像第一步那樣：{p2}的伐木工唯一最多，有{most}張，且至少3張，所以她得{most}根圓木再加多數獎勵，共{bonus}根（R8.2、R8.3）；{p0}得{hina}根，{p1}只得{tane}根。",
}

CATALOG = Catalog(
    "lessons.decisions.rapanui",
    {f"lessons.rapanui.{k}": text for k, text in EN.items()},
    {f"lessons.rapanui.{k}": text for k, text in ZH.items()},
)
