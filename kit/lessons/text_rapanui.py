"""The words of the Rapa Nui lessons in English and Traditional Chinese.

Keys are ``lessons.rapanui.<NN>.<part>``: ``title``, ``summary`` (one line for the index),
``explain`` (paragraphs split by a blank line; lines starting with "- " are a list), ``step.<i>``,
``question``, ``choice.<id>`` (the label of a named option) and ``why.<id>``. ``{p0}``, ``{p1}``
and ``{p2}`` are the players' names; other parameters come from the lesson's file.
"""

from __future__ import annotations

from kit.core.i18n import Catalog

EN = {
    # 00 -------------------------------------------------------------------------------------------
    "00.title": "Setting up the table",
    "00.summary": "What each player starts with, the market, and the five steps of a turn.",
    "00.explain": (
        "Rapa Nui is a card game for 2 to 4 players. Here {p0}, {p1} and {p2} sit down; {p0} is the start player.\n\n"
        "- Each player has a start set: its lumberjack lies face up in front of them, in their display, and its three hunters & gatherers are their hand (R2.2).\n"
        "- The market: 16 Rapa Nui cards in 4 columns of 4. Only the front card of a column can be taken, but everybody can read every card (R2.4). The other 34 cards are the draw pile.\n"
        "- Each player holds one offering card of each kind (fish, grain, mulberry, sweet potato), face down (R2.5).\n"
        "- Wood: 2 for the start player, then one more for each next player (R2.7).\n\n"
        "A turn has five steps: buy an offering card, play cards, a sacrifice if a moai was played, draw back up to 3 cards, and a scoring for everybody (R3). "
        "The cards you play stay in your display for the whole game. This is tableau building: every lumberjack, priest, moai and hunter you lay down keeps earning each time its type is scored.\n\n"
        "Press “Next step” to watch the first two turns."
    ),
    "00.step.1": "{p0} begins with the buying step. An offering card costs 5 wood minus her hunters & gatherers of that kind in her display; she has none yet, so every kind costs 5, and she has only 2 wood. She buys nothing.",
    "00.step.2": "Playing is compulsory. She lays one grain hunter & gatherer into her display: a single hunter & gatherer costs nothing.",
    "00.step.3": "She played one card, so she draws one. She takes the moai at the front of column 4 and uncovers a lumberjack: that is the scoring indicator. Everybody scores lumberjacks; each player has the one of their start set, so each receives 1 wood.",
    "00.step.4": "Now it is {p1}'s turn, clockwise. With 4 wood he still cannot pay 5 for an offering card.",
    "00.step.5": "{p1} plays a fish hunter & gatherer into his display.",
    "00.step.6": "He takes the lumberjack of column 2 and uncovers a fish hunter & gatherer. For hunters & gatherers, each player with at least one of that kind in the display receives one offering card of the kind: only {p1} has a fish, so only he receives a fish offering card.",
    "00.question": "Here {p0}, {p1} and {p2} started with 2, 3 and 4 wood. In a game of four, how much wood does the fourth player start with?",
    "00.choice.wood2": "2 wood",
    "00.choice.wood3": "3 wood",
    "00.choice.wood4": "4 wood",
    "00.choice.wood5": "5 wood",
    "00.why.wood2": "2 wood is the start player's, whatever the number of players; each later player gets one more (R2.7).",
    "00.why.wood3": "3 wood is the second player's, like {p1} here (R2.7).",
    "00.why.wood4": "4 wood is the third player's, like {p2} here; the fourth gets one more (R2.7).",
    "00.why.wood5": "The start player has 2 and each next player one more: 2, 3, 4, 5 (R2.7). The extra wood makes up for playing later.",
    # 01 -------------------------------------------------------------------------------------------
    "01.title": "Buying offering cards",
    "01.summary": "The price of an offering card, and why buying comes before playing.",
    "01.explain": (
        "At the start of your turn you may buy one offering card, never more (R4.1). It costs 5 wood, minus one for each hunter & gatherer of the same kind in your display, but never less than 1 (R4.2). "
        "You must pay the full price, and the card goes face down into your offering cards (R4.3).\n\n"
        "Offering cards are worth glory at the end of the game (how much depends on the altar, lesson 6), and they are what you sacrifice when a moai is raised (lesson 3). "
        "Hunters & gatherers in your display make them cheaper: one more way your tableau pays off.\n\n"
        "Buying comes before playing, so wood you gain later in the turn cannot pay for it (R4.4). A moai costs 7 wood: buying can leave you unable to raise one."
    ),
    "01.step.1": "{p0} has 4 wood and 2 sweet potato hunters & gatherers in her display: a sweet potato offering card costs her 5 − 2 = 3 wood. Mulberry would cost 4 (she has one mulberry hunter), fish and grain the full 5, which she cannot pay. She buys sweet potato; the card goes face down into her offering cards.",
    "01.step.2": "Now she plays. Two grain hunters & gatherers cost 1 wood: her last one. Had she bought mulberry for 4, she could have played only a single grain.",
    "01.step.3": "She played two cards, so she draws two, one at a time. First the moai at the front of column 2.",
    "01.step.4": "Her second card is the lumberjack of column 3, which uncovers another lumberjack: everybody receives 1 wood per lumberjack. That wood comes too late for this turn's buying step.",
    "01.question": "{p2} has 8 wood and a moai in her hand, and wants to raise it this turn. What should she do in the buying step?",
    "01.why.fish": "A fish offering card costs her only 4 (she has one fish hunter & gatherer), but then 4 wood are left and the moai costs 7. Buying comes before playing (R4.4): the moai would have to wait.",
    "01.why.grain": "Grain costs her the full 5 wood (she has no grain hunter & gatherer): 3 wood would be left, far from the 7 a moai costs (R4.2, R5.1).",
    "01.why.none": "She keeps her 8 wood, plays the moai for 7 and starts a sacrifice. A moai is worth 4 glory at the end and earns more each time moai are scored.",
    # 02 -------------------------------------------------------------------------------------------
    "02.title": "Playing cards",
    "02.summary": "The four kinds of play, what they cost, and drawing back up to three cards.",
    "02.explain": (
        "After buying you must play (R3.2, R5.3). Choose exactly one of:\n"
        "- one lumberjack (free);\n"
        "- one priest (free);\n"
        "- one moai (7 wood; it starts a sacrifice, lesson 3);\n"
        "- 1, 2 or 3 hunters & gatherers of the same kind: 0, 1 or 2 wood in all (R5.1).\n\n"
        "Lumberjacks, priests and moai are played one per turn; only hunters & gatherers can be played together. Played cards stay face up in your display: that is your tableau, and it decides what you earn at every scoring.\n\n"
        "Then you draw from the market until you hold 3 cards again (R7.1): play more, draw more. Choosing which card to take from the open market is card drafting, and the card you uncover last decides the scoring for everybody (lesson 4)."
    ),
    "02.step.1": "{p1} has 3 wood and buys nothing: he wants to play two cards.",
    "02.step.2": "He plays two mulberry hunters & gatherers together for 1 wood; a third of the same kind would have made it 2 in all. The mulberry of his start set and the one from the market are alike (R5.2).",
    "02.step.3": "Two cards played, two to draw, one at a time. He takes the mulberry at the front of column 1, which uncovers a priest.",
    "02.step.4": "He takes that priest too, from the same column: the moai behind it becomes the front card. Only the card uncovered by the last draw is the indicator, so moai are scored, not priests, and nobody has a moai yet: nobody gains anything.",
    "02.step.5": "{p2} buys nothing.",
    "02.step.6": "She plays a priest, which costs nothing. Priests, lumberjacks and moai are played one at a time.",
    "02.step.7": "One card played, one drawn: she takes the moai of column 1 and uncovers a priest. Each priest brings 1 glory: the priest she has just played already earns {p2} 1 glory; the others have no priest.",
    "02.question": "{p0} holds three grain hunters & gatherers and has 1 wood. Which plays are allowed? (There may be more than one.)",
    "02.choice.pass": "Play nothing this turn",
    "02.why.one": "Allowed: a single hunter & gatherer is free (R5.1).",
    "02.why.two": "Allowed: two of the same kind cost 1 wood, and she has exactly 1 (R5.1).",
    "02.why.three": "Not allowed: three cost 2 wood in all, and she has only 1 (R5.1).",
    "02.why.pass": "Not allowed: a player who can pay for a play must make one; passing is not allowed (R5.3).",
    # 03 -------------------------------------------------------------------------------------------
    "03.title": "The sacrifice round",
    "03.summary": "What happens when a moai is raised: who sacrifices, face up or face down, and the card from the supply.",
    "03.explain": (
        "Raising a moai costs 7 wood and starts a sacrifice round at once, before drawing (R5.1, R6.1):\n"
        "- beginning with the left neighbour of the player who raised it, each other player places one of their own offering cards face up on the altar; it is compulsory for anyone who has one (R6.2);\n"
        "- then the player who raised the moai places one of their own cards face down: only they know its kind until the end (R6.3);\n"
        "- finally that player may take one offering card of any kind from the supply and place it face up (R6.4).\n\n"
        "The altar keeps every card until the end (R6.5). Then the kinds are ranked by how many of their cards lie there: each offering card you kept is worth 3 for the most sacrificed kind, 2 for the next, then 1, then 0, tied kinds sharing a value (R10.4). "
        "So every sacrifice is a vote in a race for majorities: you push up the kinds you hold, your rivals push up theirs."
    ),
    "03.step.1": "{p2} has exactly 7 wood and a moai in her hand. She buys nothing: any offering card would leave her short of the 7 wood a moai costs.",
    "03.step.2": "She pays 7 wood and raises the moai. It is the first moai of the game: the altar is still empty, and the sacrifice round begins.",
    "03.step.3": "{p0} sits to {p2}'s left, so she sacrifices first: one of her own offering cards, face up. She chooses sweet potato, the kind she holds two of.",
    "03.step.4": "Then {p1}, face up too: a mulberry, his most numerous kind. The card has left his offering cards for good; from now on it only counts for the ranking (R6.5).",
    "03.step.5": "Last, {p2} places one of her own cards face down. The others only see that a card lies there; its kind (grain) is hers to know until the end (R12.2).",
    "03.question": "{p2} may now add one offering card from the supply, face up, or none. She holds fish 2, grain 1, mulberry 1 and sweet potato 1, and she sees grain 1 (her own, face down), mulberry 1 and sweet potato 1 on the altar. What should she add?",
    "03.why.fish": "Fish is the only kind not yet on the altar, and the kind she holds most of. With it all four kinds have one card each; tied kinds share the top value, so each of her 5 offering cards would be worth 3: {worth} glory, if the altar stayed so.",
    "03.why.grain": "Grain would lead alone with 2 cards (3 per card), but she holds only 1 grain, and her 2 fish would drop to the lowest value: {worth} glory instead of {best}.",
    "03.why.mulberry": "Mulberry would lead alone, worth 3, but she holds a single mulberry, and fish, her biggest pile, would rank last: {worth} glory instead of {best}.",
    "03.why.sweet_potato": "Sweet potato would lead alone, but she holds only one, and her fish would rank last: {worth} glory instead of {best}.",
    "03.why.none": "Adding nothing is allowed (the card is optional, R6.4), but then fish stays below the others: her offerings would be worth {worth} glory, not {best}. A free card wasted.",
    # 04 -------------------------------------------------------------------------------------------
    "04.title": "Drawing, refilling and the scoring indicator",
    "04.summary": "Which card is scored after you draw, and what happens when a column runs out.",
    "04.explain": (
        "You draw back up to 3 cards one card at a time, each time taking the front card of any column (R7.1, R7.2). Taking a front card uncovers the next one (R7.3).\n\n"
        "When you take the last card of a column, the column is refilled at once with 4 cards from the draw pile (R7.4).\n\n"
        "After your last draw, the card now at the front of the column you took it from is the scoring indicator: every player scores that card type (R7.5, R8.1). "
        "If your last draw emptied the column, the indicator is the front card of the fresh refill, which nobody could plan. Cards uncovered by your earlier draws in the same turn are not scored.\n\n"
        "So each draw is two choices at once: the card you take into your hand, and the card you uncover for everybody. This is card drafting from an open market: look at what lies behind each front card before you take it."
    ),
    "04.step.1": "{p0} needs one card. She takes the priest, the only card left in column 3. The column is refilled at once with 4 cards from the draw pile, and its new front card, a lumberjack, is the indicator: everyone has one lumberjack and receives 1 wood. Nobody could know which card would come out of the draw pile.",
    "04.step.2": "{p1}'s turn: he buys nothing.",
    "04.step.3": "He plays one fish hunter & gatherer, so he will draw one card.",
    "04.step.4": "He takes the fish, the last card of column 2: column 2 is refilled and its new front card, a grain hunter & gatherer, is the indicator. Nobody has grain in the display, so nobody scores.",
    "04.step.5": "{p2}'s turn: no purchase.",
    "04.step.6": "She plays a fish hunter & gatherer too.",
    "04.step.7": "She takes the grain of column 2 and uncovers a fish hunter & gatherer: fish is scored. {p1} and {p2} each have a fish in their display, so each receives one fish offering card. {p2} chose the column whose next card paid her.",
    "04.question": "{p0} has just played her third priest and must draw one card. Behind the front cards, the columns hide a mulberry (column 1), a lumberjack (2), a priest (3) and a grain (4). Which column should she take from to score best?",
    "04.why.column1": "It uncovers a mulberry hunter & gatherer: nobody has mulberry in the display, so nobody scores anything.",
    "04.why.column2": "It uncovers a lumberjack: everybody has one lumberjack, so everybody gets 1 wood; {p0} gains no more than her rivals.",
    "04.why.column3": "It uncovers a priest. {p0} has 3 priests, alone the most and at least 3: 3 glory plus the majority bonus, 4 glory; {p1} and {p2} get 1 each (R8.2, R8.4).",
    "04.why.column4": "It uncovers a grain hunter & gatherer: nobody has grain in the display, so the scoring is wasted.",
    # 05 -------------------------------------------------------------------------------------------
    "05.title": "Scoring and the majority bonus",
    "05.summary": "What each card type pays everybody, and who earns the bonus for having the most.",
    "05.explain": (
        "Every turn ends with a scoring, and every player takes part, not only the active one (R8.1). Each scores the cards of the indicated type in their own display, never in hand:\n"
        "- lumberjack: 1 wood each (R8.3);\n"
        "- priest: 1 glory each (R8.4);\n"
        "- moai: 1 each, taken all as wood or all as glory (R8.5);\n"
        "- hunter & gatherer: one offering card of that kind if you have at least one, however many (R8.6).\n\n"
        "Majority bonus: the one player with strictly more cards of that type than anybody else, and at least 3, gets one more wood, glory, moai unit or offering card (R8.2). A tie for the most means no bonus for anybody.\n\n"
        "This is the majorities mechanism: a wide tableau earns a little at many scorings; a tall one in a single type earns the bonus, until a rival catches up."
    ),
    "05.step.1": "{p1} takes the priest of column 2 and uncovers a lumberjack. Everyone scores lumberjacks: {p0} has 2 and gets 2 wood, {p1} has 1 and gets 1. {p2} has 4, alone the most and at least 3: 4 wood plus the bonus, 5 wood.",
    "05.step.2": "{p2}'s turn: she buys nothing.",
    "05.step.3": "She plays a sweet potato hunter & gatherer.",
    "05.step.4": "She takes the lumberjack of column 4 and uncovers a moai. Only {p2} has a moai: 1 unit, and no bonus (1 is fewer than 3). She must choose how to take it.",
    "05.step.5": "She takes it as 1 glory; she could have taken 1 wood instead, but never a mix of both (R8.5). With 7 wood she can already pay for her next moai.",
    "05.step.6": "{p0}'s turn. With 2 sweet potato hunters & gatherers in her display, a sweet potato offering card costs her 3 wood: all she has.",
    "05.step.7": "She plays a priest.",
    "05.step.8": "She takes the grain, the last card of column 3; the column is refilled and its new front card is a grain hunter & gatherer. {p0} and {p2} each have one grain in their display and each receive one grain offering card; {p1} has none. One card each, however many hunters, and no bonus with only 1.",
    "05.question": "Suppose the next scoring indicator is a sweet potato hunter & gatherer. {p0} has {c0} sweet potato hunters & gatherers in her display, {p1} {c1} and {p2} {c2}. How many sweet potato offering cards does each receive?",
    "05.choice.per_card": "{p0} 2, {p1} 3, {p2} 2",
    "05.choice.bonus": "{p0} 1, {p1} 2, {p2} 1",
    "05.choice.equal": "{p0} 1, {p1} 1, {p2} 1",
    "05.choice.only_most": "{p1} 2, the others none",
    "05.why.per_card": "Hunters & gatherers do not pay per card: whoever has at least one of the kind receives exactly one offering card (R8.6).",
    "05.why.bonus": "Everyone with sweet potato hunters & gatherers receives one card, and {p1}, alone with the most and with at least 3, receives a second as the bonus (R8.2, R8.6).",
    "05.why.equal": "Everyone does receive one, but {p1} has strictly the most and at least 3: the majority bonus gives him a second card (R8.2).",
    "05.why.only_most": "The scoring is for everybody, not only the leader: {p0} and {p2} have sweet potato hunters & gatherers too and each receive one card (R8.1, R8.6).",
    # 06 -------------------------------------------------------------------------------------------
    "06.title": "The end and the sacrifice ranking",
    "06.summary": "How the game ends, how the altar ranks the offering kinds, and the dilemma of what to sacrifice.",
    "06.explain": (
        "The game ends at once when refilling a column empties the draw pile; that turn has no scoring (R9.1, R9.2). Players may have had different numbers of turns.\n\n"
        "Then the altar is revealed, face-down cards included, and each player adds up (R10):\n"
        "- the glory collected during the game;\n"
        "- 4 glory per moai in the display;\n"
        "- 1 glory per full 5 wood;\n"
        "- each offering card kept, worth the value of its kind. The kinds are ranked by their cards on the altar: the most sacrificed is worth 3 per card, the next 2, then 1, then 0; tied kinds share a value and the next count gets the next value down (R10.4).\n\n"
        "Most glory wins; a tie goes to more moai, then more wood (R11).\n\n"
        "The dilemma: what you sacrifice gains value, but it leaves your hand, and that card will not score for you. Giving up one card of your biggest kind can raise all the others of that kind, or it can just cost you a card. And the altar's majorities are shared: everyone who holds that kind profits too."
    ),
    "06.step.1": "The last sacrifice round of the game: {p2} raised a moai, and {p0} and {p1} have placed their cards face up (the exercise below asks what {p1} should have chosen). Now {p2} places her own card face down (R6.3).",
    "06.step.2": "She adds a fish offering card from the supply, face up (R6.4). It costs her nothing from her own cards, and it moves the ranking.",
    "06.step.3": "{p2} takes the moai of column 1, its last card. Column 1 is refilled, but only 3 cards were left: the draw pile is empty and the game ends at once, without a scoring (R9.1, R9.2). The altar is revealed: fish 4, grain 3, mulberry 3, sweet potato 2. Fish is worth 3 per card, grain and mulberry share 2, sweet potato 1 (R10.4). {p1} wins with 59 glory, one more than {p2}; the chart shows where each score comes from (R11.1).",
    "06.question": "Earlier in this last sacrifice round, {p1} had to place one of his offering cards face up. He holds fish 9, grain 1, mulberry 4 and sweet potato 2, and sees fish 2, grain 2, mulberry 3 and sweet potato 2 on the altar (his own face-down cards included). Counting the altar as it stands, which sacrifice leaves his offerings worth the most?",
    "06.why.fish": "This is the dilemma: one fish leaves his hand, but fish rises to 3 cards, level with mulberry at the top. His 8 remaining fish are now worth 3 each instead of 2: {worth} glory in all, more than the {now} he had before sacrificing.",
    "06.why.grain": "Grain would rise to the top with mulberry, but he holds only one grain, the very card he gives away. His 9 fish stay at 2: {worth} glory instead of {best}.",
    "06.why.mulberry": "Mulberry is already on top: a 4th card keeps it there and simply costs him one mulberry worth 3: {worth} glory instead of {best}.",
    "06.why.sweet_potato": "Sweet potato would join mulberry on top, but he keeps only one sweet potato to profit from it: {worth} glory instead of {best}.",
}

ZH = {
    # 00 -------------------------------------------------------------------------------------------
    "00.title": "遊戲準備",
    "00.summary": "每位玩家的起始配備、補牌區，以及一個回合的五個步驟。",
    "00.explain": (
        "復活島（Rapa Nui）是 2 到 4 人的卡牌遊戲。這裡由 {p0}、{p1} 和 {p2} 三人遊玩，{p0} 是起始玩家。\n\n"
        "- 每位玩家有一組起始牌：伐木工面朝上放在自己面前（場上），3 張生產者作為手牌（R2.2）。\n"
        "- 補牌區：16 張行動牌排成 4 排、每排 4 張。每排只能拿最前面的牌，但每張牌大家都看得到（R2.4）。其餘 34 張是牌堆。\n"
        "- 每位玩家有魚、穀子、桑葚、甘藷祭品卡各 1 張，面朝下（R2.5）。\n"
        "- 圓木：起始玩家 2 個，之後每位玩家多 1 個（R2.7）。\n\n"
        "每回合有五個步驟：採集祭品卡、打出行動牌、若打出摩艾像則獻祭、補牌回到 3 張、所有人獲得獎勵（R3）。"
        "打出的牌整局都留在場上。這就是「個人牌區建構」：你放下的每張伐木工、祭司、摩艾像與生產者，之後每當該種類被計分時都會繼續帶來收穫。\n\n"
        "按「下一步」觀看前兩個回合。"
    ),
    "00.step.1": "{p0} 先進行採集。一張祭品卡的價格是 5 圓木減去她場上同種類生產者的張數；她場上還沒有生產者，所以每種都要 5 圓木，而她只有 2 圓木，因此不採集。",
    "00.step.2": "打牌是必須的。她把 1 張生產者（穀子）放到場上：只打 1 張生產者不用花圓木。",
    "00.step.3": "她打出 1 張，所以補 1 張。她拿走第 4 排最前面的摩艾像，露出一張伐木工，這就是獎勵指示牌。所有玩家都依伐木工獲得獎勵；每人場上都有起始的 1 張伐木工，所以各得 1 圓木。",
    "00.step.4": "順時針輪到 {p1}。他有 4 圓木，仍然付不起 5 圓木的祭品卡。",
    "00.step.5": "{p1} 把 1 張生產者（魚）打到場上。",
    "00.step.6": "他拿走第 2 排的伐木工，露出一張生產者（魚）。生產者的獎勵是：場上至少有一張該種類生產者的玩家，各得一張該種祭品卡。只有 {p1} 場上有魚，所以只有他得到一張魚祭品卡。",
    "00.question": "這裡 {p0}、{p1}、{p2} 開始時分別有 2、3、4 圓木。四人遊戲時，第四位玩家開始時有多少圓木？",
    "00.choice.wood2": "2 圓木",
    "00.choice.wood3": "3 圓木",
    "00.choice.wood4": "4 圓木",
    "00.choice.wood5": "5 圓木",
    "00.why.wood2": "不論幾人遊戲，2 圓木都是起始玩家的；之後每位玩家多拿 1 個（R2.7）。",
    "00.why.wood3": "3 圓木是第二位玩家的，就像這裡的 {p1}（R2.7）。",
    "00.why.wood4": "4 圓木是第三位玩家的，就像這裡的 {p2}；第四位玩家再多 1 個（R2.7）。",
    "00.why.wood5": "起始玩家 2 個，之後每人多 1 個：2、3、4、5（R2.7）。多給的圓木是為了補償較晚行動。",
    # 01 -------------------------------------------------------------------------------------------
    "01.title": "採集祭品卡",
    "01.summary": "祭品卡的價格，以及為什麼採集要在打牌之前。",
    "01.explain": (
        "輪到你時，可以先採集一張祭品卡，但最多一張（R4.1）。價格是 5 圓木，你場上每有一張同種類的生產者就便宜 1 圓木，但最低 1 圓木（R4.2）。"
        "必須付得起全額，買到的祭品卡面朝下加入你的祭品卡（R4.3）。\n\n"
        "祭品卡在遊戲結束時可以換分數（價值由祭壇決定，見第 6 課）；有人立起摩艾像時，也要用祭品卡獻祭（第 3 課）。"
        "場上的生產者讓祭品卡變便宜：這也是個人牌區建構的回報。\n\n"
        "採集在打牌之前，所以回合中稍後得到的圓木不能用來採集（R4.4）。摩艾像要 7 圓木：採集可能讓你沒辦法立起摩艾像。"
    ),
    "01.step.1": "{p0} 有 4 圓木，場上有 2 張生產者（甘藷）：一張甘藷祭品卡只要 5 − 2 = 3 圓木。桑葚要 4 圓木（她有 1 張桑葚生產者），魚和穀子要全額 5 圓木，她付不起。她採集甘藷，這張牌面朝下加入她的祭品卡。",
    "01.step.2": "接著她打牌。2 張生產者（穀子）要 1 圓木，正好是她最後 1 圓木。如果她剛才花 4 圓木買桑葚，就只能打出 1 張穀子。",
    "01.step.3": "她打出 2 張，所以要補 2 張，一次一張。先拿第 2 排最前面的摩艾像。",
    "01.step.4": "第二張她拿第 3 排的伐木工，露出另一張伐木工：每人依伐木工張數獲得圓木。這些圓木來得太晚，這回合已經不能採集了。",
    "01.question": "{p2} 有 8 圓木，手上有一張摩艾像，想在這回合立起來。採集步驟她該怎麼做？",
    "01.why.fish": "魚祭品卡只要 4 圓木（她場上有 1 張魚生產者），但買了就只剩 4 圓木，而摩艾像要 7 圓木。採集在打牌之前（R4.4）：摩艾像只能等下次了。",
    "01.why.grain": "穀子要全額 5 圓木（她場上沒有穀子生產者）：只剩 3 圓木，離摩艾像的 7 圓木還差很多（R4.2、R5.1）。",
    "01.why.none": "她保留 8 圓木，花 7 圓木打出摩艾像並開始獻祭。摩艾像在遊戲結束時值 4 分，之後每次摩艾像被計分還會有收穫。",
    # 02 -------------------------------------------------------------------------------------------
    "02.title": "打出行動牌",
    "02.summary": "四種打法、各自的花費，以及補回 3 張手牌。",
    "02.explain": (
        "採集之後必須打牌（R3.2、R5.3）。以下選一種：\n"
        "- 1 張伐木工（免費）；\n"
        "- 1 張祭司（免費）；\n"
        "- 1 張摩艾像（7 圓木；會開始獻祭，見第 3 課）；\n"
        "- 1、2 或 3 張同種類的生產者：總共 0、1 或 2 圓木（R5.1）。\n\n"
        "伐木工、祭司和摩艾像每回合只能打 1 張；只有生產者可以一次打多張。打出的牌面朝上留在場上，這就是你的個人牌區，決定你每次計分能得到什麼。\n\n"
        "然後從補牌區補牌，直到手牌回到 3 張（R7.1）：打得多，補得多。從公開的補牌區挑選要拿哪張牌，就是選牌；而你最後露出的那張牌，決定所有人的獎勵（第 4 課）。"
    ),
    "02.step.1": "{p1} 有 3 圓木，不採集：他想打出 2 張牌。",
    "02.step.2": "他一起打出 2 張生產者（桑葚），花 1 圓木；若再加第 3 張同種類，總共要 2 圓木。起始牌組的桑葚和補牌區拿來的桑葚完全一樣（R5.2）。",
    "02.step.3": "打出 2 張，補 2 張，一次一張。他拿走第 1 排最前面的桑葚，露出一張祭司。",
    "02.step.4": "他接著從同一排拿走那張祭司，後面的摩艾像成為最前面的牌。只有最後一次拿牌露出的牌才是指示牌，所以計分的是摩艾像而不是祭司；目前還沒有人有摩艾像，所以沒人得到獎勵。",
    "02.step.5": "{p2} 不採集。",
    "02.step.6": "她打出一張祭司，不用花費。祭司、伐木工和摩艾像每回合只能打 1 張。",
    "02.step.7": "打出 1 張，補 1 張：她拿走第 1 排的摩艾像，露出一張祭司。每張祭司得 1 分：她剛打出的祭司立刻為 {p2} 贏得 1 分；其他人沒有祭司。",
    "02.question": "{p0} 手上有 3 張生產者（穀子），有 1 圓木。哪些打法是允許的？（可能不只一個答案。）",
    "02.choice.pass": "這回合不打牌",
    "02.why.one": "可以：只打 1 張生產者是免費的（R5.1）。",
    "02.why.two": "可以：2 張同種類要 1 圓木，她正好有 1 圓木（R5.1）。",
    "02.why.three": "不行：3 張總共要 2 圓木，她只有 1 圓木（R5.1）。",
    "02.why.pass": "不行：只要付得起任何一種打法就必須打牌，不能跳過（R5.3）。",
    # 03 -------------------------------------------------------------------------------------------
    "03.title": "獻祭",
    "03.summary": "立起摩艾像時會發生什麼事：誰要獻祭、面朝上或面朝下，以及從供應區加放的祭品卡。",
    "03.explain": (
        "立起摩艾像要 7 圓木，並且立刻開始獻祭，在補牌之前（R5.1、R6.1）：\n"
        "- 從立起摩艾像者的左手邊開始，其他玩家依序從自己的祭品卡中拿一張，面朝上放到祭壇上；只要有祭品卡就必須獻祭（R6.2）；\n"
        "- 接著立起摩艾像的玩家拿一張自己的祭品卡面朝下放上祭壇：直到遊戲結束前，只有他知道是哪一種（R6.3）；\n"
        "- 最後該玩家可以從供應區拿任一種祭品卡，面朝上加放到祭壇（R6.4）。\n\n"
        "祭壇上的牌會一直留到遊戲結束（R6.5）。最後依祭壇上各種祭品的張數排名：你留著的祭品卡，獻祭最多的種類每張 3 分，其次 2 分、再來 1 分、最後 0 分，張數相同的種類分數相同（R10.4）。"
        "所以每次獻祭都像是在多數決中投票：你推高自己持有的種類，對手推高他們的。"
    ),
    "03.step.1": "{p2} 正好有 7 圓木，手上有摩艾像。她不採集：買任何祭品卡都會讓她湊不到摩艾像的 7 圓木。",
    "03.step.2": "她付 7 圓木立起摩艾像。這是本局第一座摩艾像：祭壇還是空的，獻祭開始。",
    "03.step.3": "{p0} 坐在 {p2} 的左手邊，所以她先獻祭：從自己的祭品卡中拿一張面朝上放上祭壇。她選了甘藷，她有兩張甘藷。",
    "03.step.4": "接著是 {p1}，同樣面朝上：他放了桑葚，他最多的種類。這張牌永遠離開了他的祭品卡，從此只計入排名（R6.5）。",
    "03.step.5": "最後 {p2} 拿一張自己的祭品卡面朝下放上祭壇。其他人只看到那裡有一張牌；它是穀子，只有她知道，直到遊戲結束（R12.2）。",
    "03.question": "{p2} 現在可以從供應區拿一張祭品卡面朝上加放到祭壇，也可以不加。她有魚 2、穀子 1、桑葚 1、甘藷 1 張祭品卡；她看到祭壇上有穀子 1（她自己蓋的）、桑葚 1、甘藷 1。她應該加放什麼？",
    "03.why.fish": "魚是祭壇上唯一還沒有的種類，也是她最多的種類。加上之後四種各 1 張，並列第一、每種都值 3 分，她的 5 張祭品卡共值 {worth} 分（假設祭壇不再改變）。",
    "03.why.grain": "穀子會以 2 張單獨領先（每張 3 分），但她只有 1 張穀子，而她的 2 張魚會落到最低的價值：只值 {worth} 分，而不是 {best} 分。",
    "03.why.mulberry": "桑葚會單獨領先、每張 3 分，但她只有 1 張桑葚，而她最多的魚會排最後：只值 {worth} 分，而不是 {best} 分。",
    "03.why.sweet_potato": "甘藷會單獨領先，但她只有 1 張甘藷，她的魚會排最後：只值 {worth} 分，而不是 {best} 分。",
    "03.why.none": "不加放是允許的（這張牌可自由選擇，R6.4），但魚就會一直低於其他種類：她的祭品卡只值 {worth} 分，而不是 {best} 分。白白浪費一張免費的牌。",
    # 04 -------------------------------------------------------------------------------------------
    "04.title": "補牌、補滿與獎勵指示牌",
    "04.summary": "補牌後哪一張牌決定獎勵，以及一排牌拿完時會怎樣。",
    "04.explain": (
        "補牌時一次拿一張，每次從任一排拿最前面的牌，直到手牌回到 3 張（R7.1、R7.2）。拿走最前面的牌會露出下一張（R7.3）。\n\n"
        "拿走一排的最後一張牌時，立刻從牌堆補上 4 張（R7.4）。\n\n"
        "最後一次拿牌後，那一排現在最前面的牌就是獎勵指示牌：所有玩家都依這種牌獲得獎勵（R7.5、R8.1）。"
        "如果最後一次拿牌剛好把那排拿完，指示牌就是新補上那排最前面的牌，沒有人能事先計畫。同一回合中較早拿牌所露出的牌不算。\n\n"
        "所以每次拿牌其實是兩個選擇：拿哪張牌進手牌，以及替大家露出哪張牌。這就是從公開市場選牌：拿牌之前，先看看每張牌後面是什麼。"
    ),
    "04.step.1": "{p0} 要補 1 張。她拿走第 3 排僅剩的祭司。這一排立刻從牌堆補上 4 張，新的最前面那張是伐木工，成為指示牌：每人都有 1 張伐木工，各得 1 圓木。牌堆裡會翻出什麼，事先沒有人知道。",
    "04.step.2": "輪到 {p1}：他不採集。",
    "04.step.3": "他打出 1 張生產者（魚），所以要補 1 張。",
    "04.step.4": "他拿走第 2 排的最後一張牌（魚）：第 2 排補上新牌，新的最前面那張是生產者（穀子），成為指示牌。沒有人場上有穀子，所以沒人得到獎勵。",
    "04.step.5": "輪到 {p2}：不採集。",
    "04.step.6": "她也打出 1 張生產者（魚）。",
    "04.step.7": "她拿走第 2 排的穀子，露出生產者（魚）：計分的是魚。{p1} 和 {p2} 場上各有 1 張魚，所以各得一張魚祭品卡。{p2} 選了下一張牌對自己有利的那一排。",
    "04.question": "{p0} 剛打出她的第 3 張祭司，要補 1 張牌。各排最前面那張牌的後面分別是：桑葚（第 1 排）、伐木工（第 2 排）、祭司（第 3 排）、穀子（第 4 排）。她從哪一排拿牌，獎勵最好？",
    "04.why.column1": "會露出生產者（桑葚）：沒有人場上有桑葚，所以沒人得到任何獎勵。",
    "04.why.column2": "會露出伐木工：每人都有 1 張伐木工，各得 1 圓木；{p0} 沒有比對手多得。",
    "04.why.column3": "會露出祭司。{p0} 有 3 張祭司，是唯一最多且至少 3 張：得 3 分再加額外獎勵，共 4 分；{p1} 和 {p2} 各得 1 分（R8.2、R8.4）。",
    "04.why.column4": "會露出生產者（穀子）：沒有人場上有穀子，這次獎勵就浪費了。",
    # 05 -------------------------------------------------------------------------------------------
    "05.title": "獎勵與多數獎勵",
    "05.summary": "每種牌為所有玩家帶來什麼，以及誰能因為最多而得到額外獎勵。",
    "05.explain": (
        "每回合結束時都會計分，而且所有玩家都參與，不只是當前玩家（R8.1）。每人依自己場上（不含手牌）該種類的張數獲得獎勵：\n"
        "- 伐木工：每張 1 圓木（R8.3）；\n"
        "- 祭司：每張 1 分（R8.4）；\n"
        "- 摩艾像：每張 1，全部拿圓木或全部拿分數（R8.5）；\n"
        "- 生產者：只要場上有至少 1 張該種類，不論幾張，就得到一張該種祭品卡（R8.6）。\n\n"
        "多數獎勵：該種類張數唯一最多、且至少 3 張的玩家，多得 1 圓木、1 分、1 份摩艾像獎勵或 1 張祭品卡（R8.2）。最多者平手時，沒有人得到額外獎勵。\n\n"
        "這就是多數決機制：牌區鋪得廣，每次計分都能得一點；某一種疊得高，就能拿額外獎勵，直到對手追上來。"
    ),
    "05.step.1": "{p1} 拿走第 2 排的祭司，露出伐木工。大家依伐木工計分：{p0} 有 2 張，得 2 圓木；{p1} 有 1 張，得 1 圓木。{p2} 有 4 張，是唯一最多且至少 3 張：得 4 圓木再加額外獎勵，共 5 圓木。",
    "05.step.2": "輪到 {p2}：她不採集。",
    "05.step.3": "她打出 1 張生產者（甘藷）。",
    "05.step.4": "她拿走第 4 排的伐木工，露出摩艾像。只有 {p2} 有摩艾像：1 份獎勵，沒有額外獎勵（1 張少於 3 張）。她要選擇怎麼拿。",
    "05.step.5": "她選擇拿 1 分；也可以改拿 1 圓木，但不能兩者混合（R8.5）。她已經有 7 圓木，足夠支付下一座摩艾像。",
    "05.step.6": "輪到 {p0}。她場上有 2 張甘藷生產者，甘藷祭品卡只要 3 圓木：正好是她全部的圓木。",
    "05.step.7": "她打出一張祭司。",
    "05.step.8": "她拿走第 3 排的最後一張牌（穀子）；這一排補上新牌，新的最前面是生產者（穀子）。{p0} 和 {p2} 場上各有 1 張穀子，各得一張穀子祭品卡；{p1} 沒有。不論有幾張生產者都只得一張；只有 1 張也沒有額外獎勵。",
    "05.question": "假設下一張獎勵指示牌是生產者（甘藷）。{p0} 場上有 {c0} 張甘藷生產者，{p1} 有 {c1} 張，{p2} 有 {c2} 張。每人各得幾張甘藷祭品卡？",
    "05.choice.per_card": "{p0} 2 張、{p1} 3 張、{p2} 2 張",
    "05.choice.bonus": "{p0} 1 張、{p1} 2 張、{p2} 1 張",
    "05.choice.equal": "{p0} 1 張、{p1} 1 張、{p2} 1 張",
    "05.choice.only_most": "{p1} 2 張，其他人沒有",
    "05.why.per_card": "生產者不是每張各得一張：只要場上至少有 1 張該種類，就剛好得到一張祭品卡（R8.6）。",
    "05.why.bonus": "場上有甘藷生產者的人各得一張；{p1} 是唯一最多且至少 3 張，再多得一張額外獎勵（R8.2、R8.6）。",
    "05.why.equal": "每人確實各得一張，但 {p1} 是唯一最多且至少 3 張：多數獎勵讓他多得一張（R8.2）。",
    "05.why.only_most": "獎勵是給所有人的，不是只給最多的人：{p0} 和 {p2} 場上也有甘藷生產者，各得一張（R8.1、R8.6）。",
    # 06 -------------------------------------------------------------------------------------------
    "06.title": "遊戲結束與獻祭排名",
    "06.summary": "遊戲如何結束、祭壇如何為祭品排名，以及該獻祭什麼的兩難。",
    "06.explain": (
        "補牌時若牌堆用完，遊戲立刻結束，該回合不進行獎勵（R9.1、R9.2）。每位玩家進行的回合數可能不同。\n\n"
        "接著翻開祭壇上所有的牌（包括面朝下的），每位玩家加總（R10）：\n"
        "- 遊戲中獲得的分數；\n"
        "- 場上每張摩艾像 4 分；\n"
        "- 每 5 圓木 1 分；\n"
        "- 留下的每張祭品卡，依其種類的價值計分。依祭壇上各種祭品的張數排名：最多的每張 3 分，其次 2 分、再來 1 分、最後 0 分；張數相同的種類分數相同，下一個張數就接著下一個分數（R10.4）。\n\n"
        "分數最高者獲勝；平手時比摩艾像張數，再比圓木（R11）。\n\n"
        "兩難：你獻祭的種類會變得更有價值，但那張牌也離開了你的手，不會再為你得分。獻出你最多的那種祭品的一張，可能讓同種類的其他牌都升值，也可能只是白白少了一張。而且祭壇上的多數是大家共享的：持有該種祭品的每個人都會受惠。"
    ),
    "06.step.1": "本局最後一次獻祭：{p2} 立起了摩艾像，{p0} 和 {p1} 已經面朝上獻祭（下面的練習問你 {p1} 該選什麼）。現在 {p2} 把自己的一張牌面朝下放上祭壇（R6.3）。",
    "06.step.2": "她從供應區拿一張魚祭品卡，面朝上加放（R6.4）。這不花她自己的祭品卡，卻改變了排名。",
    "06.step.3": "{p2} 拿走第 1 排的最後一張牌（摩艾像）。第 1 排要補牌，但牌堆只剩 3 張：牌堆用完，遊戲立刻結束，不進行獎勵（R9.1、R9.2）。翻開祭壇：魚 4、穀子 3、桑葚 3、甘藷 2。魚每張 3 分，穀子與桑葚並列每張 2 分，甘藷 1 分（R10.4）。{p1} 以 59 分獲勝，比 {p2} 多 1 分；圖表顯示每人的分數來源（R11.1）。",
    "06.question": "在這最後一次獻祭中，稍早 {p1} 必須拿一張祭品卡面朝上獻祭。他有魚 9、穀子 1、桑葚 4、甘藷 2 張，看到祭壇上有魚 2、穀子 2、桑葚 3、甘藷 2 張（包括他自己蓋的牌）。以祭壇目前的狀況計算，獻祭哪一種能讓他的祭品卡最值錢？",
    "06.why.fish": "這就是兩難：一張魚離開了他的手，但魚升到 3 張，與桑葚並列第一。他剩下的 8 張魚每張從 2 分變成 3 分：共 {worth} 分，比獻祭前的 {now} 分還多。",
    "06.why.grain": "穀子會與桑葚並列第一，但他只有一張穀子，正是他要獻出的那張。他的 9 張魚仍然每張 2 分：只有 {worth} 分，而不是 {best} 分。",
    "06.why.mulberry": "桑葚已經是第一：再放一張只是讓它繼續領先，卻讓他少了一張值 3 分的桑葚：只有 {worth} 分，而不是 {best} 分。",
    "06.why.sweet_potato": "甘藷會與桑葚並列第一，但他只剩一張甘藷能受惠：只有 {worth} 分，而不是 {best} 分。",
}

CATALOG = Catalog(
    "lessons.rapanui",
    {f"lessons.rapanui.{key}": text for key, text in EN.items()},
    {f"lessons.rapanui.{key}": text for key, text in ZH.items()},
)
