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
        "- Each player has a start set: its lumberjack lies face up in front of them, in their display, and its three hunters & gatherers are their hand (R2.2). The three are of different kinds: each start set lacks one of the four kinds (R1.1).\n"
        "- The market: 16 Rapa Nui cards in 4 columns of 4. Only the front card of a column can be taken, but everybody can read every card (R2.4). The other 34 cards are the draw pile.\n"
        "- Each player holds one offering card of each kind (fish, grain, mulberry, sweet potato), face down (R2.5).\n"
        "- Wood: 2 for the start player, then one more for each next player (R2.7).\n\n"
        "A turn has five steps: buy an offering card, play cards, a sacrifice if a moai was played, draw back up to 3 cards, and a scoring for everybody (R3). "
        "The cards you play stay in your display for the whole game. This is tableau building: every lumberjack, priest, moai and hunter you lay down keeps earning each time its type is scored.\n\n"
        "Watch {p0} buy, then make her play and her draw yourself with the controls, as on the play page; the rules they are about are shown with them. Then press “Next step” to watch {p1}'s turn. The steps end with his turn; the last exercise below jumps a few turns ahead, where you raise the first moai of the game."
    ),
    "00.step.1": "{p0} begins with the buying step. An offering card costs 5 wood minus her hunters & gatherers of that kind in her display; she has none yet, so every kind costs 5, and she has only 2 wood: buying nothing is her only move. Next comes the play step: play her grain hunter & gatherer (a single one costs nothing).",
    "00.step.2": "Playing is compulsory. She lays one grain hunter & gatherer into her display: a single hunter & gatherer costs nothing. She played one card, so she draws one: take the moai at the front of column 4.",
    "00.step.3": "She takes the moai at the front of column 4 and uncovers a lumberjack: that is the scoring indicator. Everybody scores lumberjacks; each player has the one of their start set, so each receives 1 wood. Her turn is over: press “Next step” to watch {p1}'s.",
    "00.step.4": "Now it is {p1}'s turn, clockwise. With 4 wood he still cannot pay 5 for an offering card.",
    "00.step.5": "{p1} plays a fish hunter & gatherer into his display.",
    "00.step.6": "He takes the lumberjack of column 2 and uncovers a fish hunter & gatherer. For hunters & gatherers, each player with at least one of that kind in the display receives one offering card of the kind: only {p1} has a fish, so only he receives a fish offering card.",
    "00.why.moai": "Your first moai! {p0} pays 7 wood and the moai stands in her display: 4 glory at the end of the game (R10.2), and 1 wood or 1 glory each time moai are scored (R8.5). It also starts the sacrifice round at once, before she draws (R6.1): from her left, {p1} and then {p2} each place one of their offering cards face up on the altar, then she places one of hers face down. Press “What happens next?” to watch it.",
    "00.why.lumberjack": "Allowed, and free, but only this one card is played this turn (R5.1): the moai stays in her hand and no sacrifice round starts. She has the {wood} wood a moai costs, and {p1} and {p2} have {w1} and {w2}: one of them may raise the first moai before her. Raise it now!",
    "00.why.sweet_potato": "Allowed: a single hunter & gatherer is free (R5.1). But then the moai stays in her hand for another turn, when her wood may be gone. With {wood} wood she can raise it now.",
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
    "01.step.1": "{p0} has 4 wood and 2 sweet potato hunters & gatherers in her display: a sweet potato offering card costs her 5 − 2 = 3 wood. Mulberry would cost 4 (she has one mulberry hunter), fish and grain the full 5, which she cannot pay. She buys sweet potato; the card goes face down into her offering cards. She has 1 wood left: now play her two grain hunters & gatherers together.",
    "01.step.2": "Two grain hunters & gatherers cost 1 wood: her last one. Had she bought mulberry for 4, she could have played only a single grain.",
    "01.step.3": "She played two cards, so she draws two, one at a time. First the moai at the front of column 2.",
    "01.step.4": "Her second card is the lumberjack of column 3, which uncovers another lumberjack: everybody receives 1 wood per lumberjack. That wood comes too late for this turn's buying step.",
    "01.question": "{p2}'s turn begins with the buying step. She has {wood} wood, and her hand holds a grain hunter & gatherer, a lumberjack and a moai. What should she buy, if anything? Make her move.",
    "01.why.fish": "A fish offering card costs her only {price} (she has one fish hunter & gatherer in her display), but then {left} wood are left, and the moai in her hand costs 7. Buying comes before playing (R4.4): the moai would have to wait.",
    "01.why.sweet_potato": "Sweet potato costs her only {price} too (she has one sweet potato hunter & gatherer), but it leaves {left} wood, short of the 7 a moai costs. Buying comes before playing (R4.4): the moai would have to wait.",
    "01.why.grain": "Grain costs her the full {price} wood (she has no grain hunter & gatherer): {left} wood would be left, far from the 7 a moai costs (R4.2, R5.1).",
    "01.why.mulberry": "Mulberry costs her the full {price} wood (she has no mulberry hunter & gatherer): {left} wood would be left, far from the 7 a moai costs (R4.2, R5.1).",
    "01.why.none": "She keeps her {wood} wood, so she can play the moai for 7 and start a sacrifice round; any offering card would have cost her at least {cheapest} and left her short of 7. A moai is worth 4 glory at the end and earns more each time moai are scored.",
    # 02 -------------------------------------------------------------------------------------------
    "02.title": "Playing cards",
    "02.summary": "The four kinds of play, what they cost, and drawing back up to three cards.",
    "02.explain": (
        "After buying you must play (R3.2, R5.3). Choose exactly one of:\n"
        "- one lumberjack (free);\n"
        "- one priest (free);\n"
        "- one moai (7 wood; it starts a sacrifice, lesson 3);\n"
        "- 1, 2 or 3 hunters & gatherers of the same kind: 0, 1 or 2 wood in all (R5.1).\n\n"
        "One exception: if every card in your hand is a moai and you have less than 7 wood, you cannot play. You discard one moai instead, which is shuffled back into the draw pile; it costs nothing, starts no sacrifice, and you draw one card as usual (R5.4). A rule option removes the discarded moai from the game instead.\n\n"
        "Lumberjacks, priests and moai are played one per turn; only hunters & gatherers can be played together. Played cards stay face up in your display: that is your tableau, and it decides what you earn at every scoring.\n\n"
        "Then you draw from the market until you hold 3 cards again (R7.1): play more, draw more. Choosing which card to take from the open market is card drafting, and the card you uncover last decides the scoring for everybody (lesson 4)."
    ),
    "02.step.1": "{p1} has {wood} wood and buys nothing: even his cheapest offering card, fish (he has one fish hunter & gatherer in his display), costs {price}, so he cannot afford any.",
    "02.step.2": "He plays two mulberry hunters & gatherers together for 1 wood; a third of the same kind would have made it 2 in all. The mulberry of his start set and the one from the market are alike (R5.2).",
    "02.step.3": "Two cards played, two to draw, one at a time. He takes the mulberry at the front of column 1, which uncovers a priest.",
    "02.step.4": "He takes that priest too, from the same column: the moai behind it becomes the front card. Only the card uncovered by the last draw is the indicator, so moai are scored, not priests, and nobody has a moai yet: nobody gains anything.",
    "02.step.5": "{p2} buys nothing. Her hand holds a priest: play it.",
    "02.step.6": "A priest costs nothing. Priests, lumberjacks and moai are played one at a time.",
    "02.step.7": "One card played, one drawn: she takes the moai of column 1 and uncovers a priest. Each priest brings 1 glory: the priest she has just played already earns {p2} 1 glory; the others have no priest.",
    "02.question": "{p0} holds three grain hunters & gatherers and has 1 wood. Make a play she is allowed to make. There is more than one: find them all.",
    "02.choice.pass": "Play nothing this turn",
    "02.why.one": "Allowed: a single hunter & gatherer is free (R5.1). She then draws one card, back to 3 (R7.1).",
    "02.why.two": "Allowed: two of the same kind cost 1 wood, and she has exactly 1 (R5.1). She then draws two cards, back to 3 (R7.1).",
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
        "The altar keeps every card until the end (R6.5). Then the kinds are ranked by how many of their cards lie there: each offering card you kept is worth 3 for the most sacrificed kind, 2 for the next, then 1, then 0; tied kinds share a value, and the next count down takes the next value down: counts 5, 5, 3 and 1 are worth 3, 3, 2 and 1 (R10.4). "
        "So every sacrifice is a vote in a race for majorities: you push up the kinds you hold, your rivals push up theirs.\n\n"
        "A reading the kit chose: the Chinese rules summary tells the last part differently, and unclearly: the player who raised the moai may add one more card, then picks one of these cards to lie face up and the others face down. The kit follows four German reviews instead: one own card face down, then one card from the general supply face up (R6.3, R6.4). From that summary it keeps the “may”: the supply card is optional under the rule option “the card from the supply is optional”, which is on by default; switched off, the card is mandatory."
    ),
    "03.step.1": "{p2} has exactly 7 wood and a moai in her hand. She buys nothing: any offering card would leave her short of the 7 wood a moai costs.",
    "03.step.2": "She pays 7 wood and raises the moai. It is the first moai of the game: the altar is still empty, and the sacrifice round begins.",
    "03.step.3": "{p0} sits to {p2}'s left, so she sacrifices first: one of her own offering cards, face up. She chooses sweet potato, the kind she holds two of.",
    "03.step.4": "Then {p1}, face up too: a mulberry, his most numerous kind. The card has left his offering cards for good; from now on it only counts for the ranking (R6.5). Last, {p2} places one of her own cards face down: make it grain.",
    "03.step.5": "Her card lies face down: the others only see that a card lies there; its kind (grain) is hers to know until the end (R12.2).",
    "03.question": "{p2} may now add one offering card from the supply, face up, or none. She holds fish 2, grain 1, mulberry 1 and sweet potato 1, and she sees grain 1 (her own, face down), mulberry 1 and sweet potato 1 on the altar. What should she add, if anything? Make her move.",
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
    "04.step.3": "He plays one fish hunter & gatherer, so he will draw one card: take the fish, the last card of column 2.",
    "04.step.4": "He takes the fish, the last card of column 2: column 2 is refilled and its new front card, a grain hunter & gatherer, is the indicator. Nobody has grain in the display, so nobody scores.",
    "04.step.5": "{p2}'s turn: no purchase.",
    "04.step.6": "She plays a fish hunter & gatherer too, and will draw one card: take the grain at the front of column 2.",
    "04.step.7": "She takes the grain of column 2 and uncovers a fish hunter & gatherer: fish is scored. {p1} and {p2} each have a fish in their display, so each receives one fish offering card. {p2} chose the column whose next card paid her.",
    "04.question": "{p0} has just played her third priest and must draw one card. Behind the front cards, in full view, lie a mulberry (column 1), a lumberjack (2), a priest (3) and a grain (4). Which column should she take from to score best? Make her draw.",
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
    "05.step.4": "She takes the lumberjack of column 4 and uncovers a moai. Only {p2} has a moai: 1 unit, and no bonus (1 is fewer than 3). She must choose how to take it: she already has the 7 wood the moai in her hand costs, so take it as glory.",
    "05.step.5": "She takes it as 1 glory; she could have taken 1 wood instead, but never a mix of both (R8.5).",
    "05.step.6": "{p0}'s turn. With 2 sweet potato hunters & gatherers in her display, a sweet potato offering card costs her 3 wood: all she has.",
    "05.step.7": "She plays a priest.",
    "05.step.8": "She takes the grain, the last card of column 3; the column is refilled and its new front card is a grain hunter & gatherer. {p0} and {p2} each have one grain in their display and each receive one grain offering card; {p1} has none. One card each, however many hunters, and no bonus with only 1.",
    "05.question2": "Near the end of the same game: the draw pile holds only {pile} cards, so the next column emptied ends the game (R9.1), and three columns hold a single card. {p2} has just uncovered a moai: with {moai} moai in her display she receives {units}, all as wood or all as glory (R8.5). She has {wood} wood and a moai in her hand. How should she take the payout? Make her move.",
    "05.why.glory": "{units} glory count in full. As wood they would add {wood_gain} glory at the end: 5 wood make 1 glory (R10.3), and {after} wood make {end_after}, just as her {wood} wood make {end_now}. She already has the 7 wood her moai costs, and the game may end before her next turn.",
    "05.why.wood": "Wood pays for moai, but she already has the 7 wood the one in her hand costs. At the end {after} wood are worth {end_after} glory (1 per full 5, R10.3), no more than her {wood} wood: the payout would add {wood_gain}. Even if she gets another turn and raises her moai, she would keep {after_moai} wood instead of {left_moai}: {wood_gain_moai} glory more at the end, less than the {units} glory she can take now.",
    # 06 -------------------------------------------------------------------------------------------
    "06.title": "The end and the sacrifice ranking",
    "06.summary": "How the game ends, how the altar ranks the offering kinds, and the dilemma of what to sacrifice.",
    "06.explain": (
        "The game ends at once when refilling a column empties the draw pile; that turn has no scoring (R9.1, R9.2). Players may have had different numbers of turns.\n\n"
        "Then the altar is revealed, face-down cards included, and each player adds up (R10):\n"
        "- the glory collected during the game;\n"
        "- 4 glory per moai in the display;\n"
        "- 1 glory per full 5 wood;\n"
        "- each offering card kept, worth the value of its kind. The kinds are ranked by their cards on the altar: the most sacrificed is worth 3 per card, the next 2, then 1, then 0; tied kinds share a value and the next count gets the next value down (R10.4). If nobody raised a moai in the whole game, the altar is empty and every offering card is worth 0.\n\n"
        "Most glory wins; a tie goes to more moai, then more wood; still tied, the tied players share the victory (R11.1 to R11.4).\n\n"
        "The dilemma: what you sacrifice gains value, but the card leaves your offering cards and will not score for you. Giving up one card of your biggest kind can raise all the others of that kind, or it can just cost you a card. And the altar's majorities are shared: everyone who holds that kind profits too."
    ),
    "06.step.1": "Answer the exercise below before you step on: this step shows {p1}'s choice. He places a fish face up: fish rises to 3 cards, level with mulberry at the top, and his 8 other fish gain value. Now {p2}, who raised the moai, places one of her own offering cards face down: make it grain.",
    "06.step.2": "Her card lies face down (R6.3): only she knows it is grain until the altar is revealed.",
    "06.step.3": "She adds a fish offering card from the supply, face up (R6.4). It costs her nothing from her own cards, and it moves the ranking.",
    "06.step.4": "{p2} takes the moai of column 1, its last card. Column 1 is refilled, but only 3 cards were left: the draw pile is empty and the game ends at once, without a scoring (R9.1, R9.2). The altar is revealed: fish 4, grain 3, mulberry 3, sweet potato 2. Fish is worth 3 per card, grain and mulberry share 2, sweet potato 1 (R10.4). {p1} wins with 59 glory, one more than {p2}; the chart shows where each score comes from (R11.1).",
    "06.question": "The last sacrifice round of the game: {p2} raised a moai and {p0} has placed her card face up. Now {p1} must place one of his offering cards face up. He holds fish 9, grain 1, mulberry 4 and sweet potato 2, and sees fish 2, grain 2, mulberry 3 and sweet potato 2 on the altar (his own face-down cards included). Counting the altar as it stands, which sacrifice leaves his offerings worth the most? Make that sacrifice.",
    "06.why.fish": "This is the dilemma: one fish leaves his offering cards, but fish rises to 3 cards, level with mulberry at the top. His 8 remaining fish are now worth 3 each instead of 2: {worth} glory in all, more than the {now} he had before sacrificing.",
    "06.why.grain": "Grain would rise to the top with mulberry, but he holds only one grain, the very card he gives away. His 9 fish stay at 2: {worth} glory instead of {best}.",
    "06.why.mulberry": "Mulberry is already on top: a 4th card keeps it there and simply costs him one mulberry worth 3: {worth} glory instead of {best}.",
    "06.why.sweet_potato": "Sweet potato would join mulberry on top, but he keeps only one sweet potato to profit from it: {worth} glory instead of {best}.",
}

ZH = {
    # 00 -------------------------------------------------------------------------------------------
    "00.title": "遊戲準備",
    "00.summary": "每位玩家的起始配備、補牌區，以及一個回合的五個步驟。",
    "00.explain": (
        "復活島（Rapa Nui）是2到4人的卡牌遊戲。這裡由{p0}、{p1}和{p2}三人遊玩，{p0}是起始玩家。\n\n"
        "- 每位玩家有一組起始牌：伐木工面朝上放在自己面前（場上），3張生產者作為手牌（R2.2）。這3張生產者的種類各不相同：每組起始牌都缺少一個種類（R1.1）。\n"
        "- 補牌區：16張行動牌排成4排、每排4張。每排只能拿最前面的牌，但每張牌大家都看得到（R2.4）。其餘34張是牌堆。\n"
        "- 每位玩家有魚、穀子、桑葚、甘藷祭品卡各1張，面朝下（R2.5）。\n"
        "- 圓木：起始玩家2個，之後每位玩家多1個（R2.7）。\n\n"
        "每回合有五個步驟：採集祭品卡、打出行動牌、若打出摩艾像則獻祭、補牌回到3張、所有人獲得獎勵（R3）。"
        "打出的牌整局都留在場上。這就是「個人牌區建構」：你放下的每張伐木工、祭司、摩艾像與生產者，之後每當該種類被計分時都會繼續帶來收穫。\n\n"
        "先看{p0}採集，接著由你替她打牌和補牌：像在對戰頁面一樣使用控制項；相關的規則會一起顯示。接著按「下一步」觀看{p1}的回合。步驟到他的回合為止；下方最後一個練習跳到幾個回合之後，由你打出本局第一張摩艾像。"
    ),
    "00.step.1": "{p0}先進行採集。一張祭品卡的價格是5根圓木減去她場上同種類生產者的張數；她場上還沒有生產者，所以每種都要5根圓木，而她只有2根圓木：不採集是她唯一能做的行動。接著是打牌：請打出她的生產者（穀子），只打1張不用花圓木。",
    "00.step.2": "打牌是必須的。她把1張生產者（穀子）放到場上：只打1張生產者不用花圓木。她打出1張，所以補1張：請拿第4排最前面的摩艾像。",
    "00.step.3": "她拿走第4排最前面的摩艾像，露出一張伐木工，這就是獎勵指示牌。所有玩家都依伐木工獲得獎勵；每人場上都有起始的1張伐木工，所以各得1根圓木。她的回合結束了：按「下一步」觀看{p1}的回合。",
    "00.step.4": "順時針輪到{p1}。他有4根圓木，仍然付不起5根圓木的祭品卡。",
    "00.step.5": "{p1}把1張生產者（魚）打到場上。",
    "00.step.6": "他拿走第2排的伐木工，露出一張生產者（魚）。生產者的獎勵是：場上至少有一張該種類生產者的玩家，各得一張該種祭品卡。只有{p1}場上有魚，所以只有他得到一張魚祭品卡。",
    "00.why.moai": "你的第一張摩艾像！{p0}付7根圓木，摩艾像立在她的場上：遊戲結束時值4分（R10.2），之後每次摩艾像被計分，還能得1根圓木或1分（R8.5）。它也立刻開始獻祭，在補牌之前（R6.1）：從她的左手邊開始，{p1}和{p2}依序拿一張自己的祭品卡面朝上放上祭壇，然後她拿一張自己的面朝下放上去。按「接下來會怎樣？」觀看。",
    "00.why.lumberjack": "可以，而且免費，但這回合只能打出這1張（R5.1）：摩艾像會留在手上，也不會開始獻祭。她有摩艾像需要的{wood}根圓木，而{p1}和{p2}也分別有{w1}和{w2}根圓木：他們可能搶先打出第一張摩艾像。現在就打出它吧！",
    "00.why.sweet_potato": "可以：只打1張生產者是免費的（R5.1）。但摩艾像就得留在手上等下次，到時她的圓木可能已經花掉了。她有{wood}根圓木，現在就能打出它。",
    # 01 -------------------------------------------------------------------------------------------
    "01.title": "採集祭品卡",
    "01.summary": "祭品卡的價格，以及為什麼採集要在打牌之前。",
    "01.explain": (
        "輪到你時，可以先採集一張祭品卡，但最多一張（R4.1）。價格是5根圓木，你場上每有一張同種類的生產者就便宜1根圓木，但最低1根圓木（R4.2）。"
        "必須付得起全額，買到的祭品卡面朝下加入你的祭品卡（R4.3）。\n\n"
        "祭品卡在遊戲結束時可以換分數（價值由祭壇決定，見第6課）；有人打出摩艾像時，也要用祭品卡獻祭（第3課）。"
        "場上的生產者讓祭品卡變便宜：這也是個人牌區建構的回報。\n\n"
        "採集在打牌之前，所以回合中稍後得到的圓木不能用來採集（R4.4）。摩艾像要7根圓木：採集可能讓你沒辦法打出摩艾像。"
    ),
    "01.step.1": "{p0}有4根圓木，場上有2張生產者（甘藷）：一張甘藷祭品卡只要5−2=3根圓木。桑葚要4根圓木（她有1張桑葚生產者），魚和穀子要全額5根圓木，她付不起。她採集甘藷，這張牌面朝下加入她的祭品卡。她還剩1根圓木：現在請一起打出她的2張生產者（穀子）。",
    "01.step.2": "2張生產者（穀子）要1根圓木，正好是她最後1根圓木。如果她剛才花4根圓木買桑葚，就只能打出1張穀子。",
    "01.step.3": "她打出2張，所以要補2張，一次一張。先拿第2排最前面的摩艾像。",
    "01.step.4": "第二張她拿第3排的伐木工，露出另一張伐木工：每人依伐木工張數獲得圓木。這些圓木來得太晚，這回合已經不能採集了。",
    "01.question": "輪到{p2}，先進行採集。她有{wood}根圓木，手上有生產者（穀子）、伐木工和摩艾像各1張。她該採集什麼，還是不採集？請做出她的行動。",
    "01.why.fish": "魚祭品卡只要{price}根圓木（她場上有1張魚生產者），但買了就只剩{left}根圓木，而她手上的摩艾像要7根圓木。採集在打牌之前（R4.4）：摩艾像只能等下次了。",
    "01.why.sweet_potato": "甘藷祭品卡也只要{price}根圓木（她場上有1張甘藷生產者），但買了只剩{left}根圓木，不夠摩艾像的7根圓木。採集在打牌之前（R4.4）：摩艾像只能等下次了。",
    "01.why.grain": "穀子要全額{price}根圓木（她場上沒有穀子生產者）：只剩{left}根圓木，離摩艾像的7根圓木還差很多（R4.2、R5.1）。",
    "01.why.mulberry": "桑葚要全額{price}根圓木（她場上沒有桑葚生產者）：只剩{left}根圓木，離摩艾像的7根圓木還差很多（R4.2、R5.1）。",
    "01.why.none": "她保留{wood}根圓木，就能花7根圓木打出摩艾像並開始獻祭；買任何祭品卡至少要{cheapest}根圓木，會讓她湊不到7根圓木。摩艾像在遊戲結束時值4分，之後每次摩艾像被計分還會有收穫。",
    # 02 -------------------------------------------------------------------------------------------
    "02.title": "打出行動牌",
    "02.summary": "四種打法、各自的花費，以及補回3張手牌。",
    "02.explain": (
        "採集之後必須打牌（R3.2、R5.3）。以下選一種：\n"
        "- 1張伐木工（免費）；\n"
        "- 1張祭司（免費）；\n"
        "- 1張摩艾像（7根圓木；會開始獻祭，見第3課）；\n"
        "- 1、2或3張同種類的生產者：總共0、1或2根圓木（R5.1）。\n\n"
        "唯一的例外：手牌全是摩艾像，而且圓木少於7，就不能打牌。這時改為棄掉一張摩艾像，洗回牌堆；這不用花費，也不會開始獻祭，之後照常補1張牌（R5.4）。另有一個規則選項，改為把棄掉的摩艾像移出遊戲。\n\n"
        "伐木工、祭司和摩艾像每回合只能打1張；只有生產者可以一次打多張。打出的牌面朝上留在場上，這就是你的個人牌區，決定你每次計分能得到什麼。\n\n"
        "然後從補牌區補牌，直到手牌回到3張（R7.1）：打得多，補得多。從公開的補牌區挑選要拿哪張牌，就是選牌；而你最後露出的那張牌，決定所有人的獎勵（第4課）。"
    ),
    "02.step.1": "{p1}有{wood}根圓木，不採集：連他最便宜的魚祭品卡（他場上有1張魚生產者）都要{price}根圓木，哪一種他都買不起。",
    "02.step.2": "他一起打出2張生產者（桑葚），花1根圓木；若再加第3張同種類，總共要2根圓木。起始牌組的桑葚和補牌區拿來的桑葚完全一樣（R5.2）。",
    "02.step.3": "打出2張，補2張，一次一張。他拿走第1排最前面的桑葚，露出一張祭司。",
    "02.step.4": "他接著從同一排拿走那張祭司，後面的摩艾像成為最前面的牌。只有最後一次拿牌露出的牌才是指示牌，所以計分的是摩艾像而不是祭司；目前還沒有人有摩艾像，所以沒人得到獎勵。",
    "02.step.5": "{p2}不採集。她手上有一張祭司：請打出它。",
    "02.step.6": "祭司不用花費。祭司、伐木工和摩艾像每回合只能打1張。",
    "02.step.7": "打出1張，補1張：她拿走第1排的摩艾像，露出一張祭司。每張祭司得1分：她剛打出的祭司立刻為{p2}贏得1分；其他人沒有祭司。",
    "02.question": "{p0}手上有3張生產者（穀子），有1根圓木。請做出一個她可以做的打法。可以的打法不只一種：把它們都找出來。",
    "02.choice.pass": "這回合不打牌",
    "02.why.one": "可以：只打1張生產者是免費的（R5.1）。之後她補1張牌，回到3張（R7.1）。",
    "02.why.two": "可以：2張同種類要1根圓木，她正好有1根圓木（R5.1）。之後她補2張牌，回到3張（R7.1）。",
    "02.why.three": "不行：3張總共要2根圓木，她只有1根圓木（R5.1）。",
    "02.why.pass": "不行：只要付得起任何一種打法就必須打牌，不能跳過（R5.3）。",
    # 03 -------------------------------------------------------------------------------------------
    "03.title": "獻祭",
    "03.summary": "打出摩艾像時會發生什麼事：誰要獻祭、面朝上或面朝下，以及從供應區加放的祭品卡。",
    "03.explain": (
        "打出摩艾像要7根圓木，並且立刻開始獻祭，在補牌之前（R5.1、R6.1）：\n"
        "- 從打出摩艾像的玩家的左手邊開始，其他玩家依序從自己的祭品卡中拿一張，面朝上放到祭壇上；只要有祭品卡就必須獻祭（R6.2）；\n"
        "- 接著打出摩艾像的玩家拿一張自己的祭品卡面朝下放上祭壇：直到遊戲結束前，只有他知道是哪一種（R6.3）；\n"
        "- 最後該玩家可以從供應區拿任一種祭品卡，面朝上加放到祭壇（R6.4）。\n\n"
        "祭壇上的牌會一直留到遊戲結束（R6.5）。最後依祭壇上各種祭品的張數排名：你留著的祭品卡，獻祭最多的種類每張3分，其次2分、再來1分、最後0分；張數相同的種類分數相同，下一個張數就接著下一個分數：張數5、5、3、1的種類分別值3、3、2、1分（R10.4）。"
        "所以每次獻祭都像是在多數決中投票：你推高自己持有的種類，對手推高他們的。\n\n"
        "本教具選擇的讀法：中文規則摘要對最後一步的寫法不同，也不太清楚：打出摩艾像的玩家可決定是否再多打一張祭品卡，最後從這些祭品中挑一張面朝上，其餘面朝下。本教具改依四篇德文評論：先把自己的一張祭品卡面朝下，再從供應區拿一張面朝上（R6.3、R6.4）。摘要中的「可決定」保留下來：依規則選項「從供應區加牌可自由選擇」（預設開啟），這張牌可以不加；關閉這個選項，就必須加放。"
    ),
    "03.step.1": "{p2}正好有7根圓木，手上有摩艾像。她不採集：買任何祭品卡都會讓她湊不到摩艾像的7根圓木。",
    "03.step.2": "她付7根圓木打出摩艾像。這是本局第一張摩艾像：祭壇還是空的，獻祭開始。",
    "03.step.3": "{p0}坐在{p2}的左手邊，所以她先獻祭：從自己的祭品卡中拿一張面朝上放上祭壇。她選了甘藷，她有兩張甘藷。",
    "03.step.4": "接著是{p1}，同樣面朝上：他放了桑葚，他最多的種類。這張牌永遠離開了他的祭品卡，從此只計入排名（R6.5）。最後{p2}拿一張自己的祭品卡面朝下放上祭壇：請放穀子。",
    "03.step.5": "她的牌面朝下：其他人只看到那裡有一張牌；它是穀子，只有她知道，直到遊戲結束（R12.2）。",
    "03.question": "{p2}現在可以從供應區拿一張祭品卡面朝上加放到祭壇，也可以不加。她有魚2、穀子1、桑葚1、甘藷1張祭品卡；她看到祭壇上有穀子1（她自己蓋的）、桑葚1、甘藷1。她應該加放什麼，還是不加？請做出她的行動。",
    "03.why.fish": "魚是祭壇上唯一還沒有的種類，也是她最多的種類。加上之後四種各1張，並列第一、每種都值3分，她的5張祭品卡共值{worth}分（假設祭壇不再改變）。",
    "03.why.grain": "穀子會以2張單獨領先（每張3分），但她只有1張穀子，而她的2張魚會落到最低的價值：只值{worth}分，而不是{best}分。",
    "03.why.mulberry": "桑葚會單獨領先、每張3分，但她只有1張桑葚，而她最多的魚會排最後：只值{worth}分，而不是{best}分。",
    "03.why.sweet_potato": "甘藷會單獨領先，但她只有1張甘藷，她的魚會排最後：只值{worth}分，而不是{best}分。",
    "03.why.none": "不加放是允許的（這張牌可自由選擇，R6.4），但魚就會一直低於其他種類：她的祭品卡只值{worth}分，而不是{best}分。白白浪費一張免費的牌。",
    # 04 -------------------------------------------------------------------------------------------
    "04.title": "補牌、補滿與獎勵指示牌",
    "04.summary": "補牌後哪一張牌決定獎勵，以及一排牌拿完時會怎樣。",
    "04.explain": (
        "補牌時一次拿一張，每次從任一排拿最前面的牌，直到手牌回到3張（R7.1、R7.2）。拿走最前面的牌會露出下一張（R7.3）。\n\n"
        "拿走一排的最後一張牌時，立刻從牌堆補上4張（R7.4）。\n\n"
        "最後一次拿牌後，那一排現在最前面的牌就是獎勵指示牌：所有玩家都依這種牌獲得獎勵（R7.5、R8.1）。"
        "如果最後一次拿牌剛好把那排拿完，指示牌就是新補上那排最前面的牌，沒有人能事先計畫。同一回合中較早拿牌所露出的牌不算。\n\n"
        "所以每次拿牌其實是兩個選擇：拿哪張牌進手牌，以及替大家露出哪張牌。這就是從公開的補牌區選牌：拿牌之前，先看看每張牌後面是什麼。"
    ),
    "04.step.1": "{p0}要補1張。她拿走第3排僅剩的祭司。這一排立刻從牌堆補上4張，新的最前面那張是伐木工，成為指示牌：每人都有1張伐木工，各得1根圓木。牌堆裡會翻出什麼，事先沒有人知道。",
    "04.step.2": "輪到{p1}：他不採集。",
    "04.step.3": "他打出1張生產者（魚），所以要補1張：請拿第2排的最後一張牌（魚）。",
    "04.step.4": "他拿走第2排的最後一張牌（魚）：第2排補上新牌，新的最前面那張是生產者（穀子），成為指示牌。沒有人場上有穀子，所以沒人得到獎勵。",
    "04.step.5": "輪到{p2}：不採集。",
    "04.step.6": "她也打出1張生產者（魚），要補1張：請拿第2排最前面的穀子。",
    "04.step.7": "她拿走第2排的穀子，露出生產者（魚）：計分的是魚。{p1}和{p2}場上各有1張魚，所以各得一張魚祭品卡。{p2}選了下一張牌對自己有利的那一排。",
    "04.question": "{p0}剛打出她的第3張祭司，要補1張牌。各排最前面那張牌的後面分別是：桑葚（第1排）、伐木工（第2排）、祭司（第3排）、穀子（第4排）。她從哪一排拿牌，獎勵最好？請替她拿牌。",
    "04.why.column1": "會露出生產者（桑葚）：沒有人場上有桑葚，所以沒人得到任何獎勵。",
    "04.why.column2": "會露出伐木工：每人都有1張伐木工，各得1根圓木；{p0}沒有比對手多得。",
    "04.why.column3": "會露出祭司。{p0}有3張祭司，是唯一最多且至少3張：得3分再加多數獎勵，共4分；{p1}和{p2}各得1分（R8.2、R8.4）。",
    "04.why.column4": "會露出生產者（穀子）：沒有人場上有穀子，這次獎勵就浪費了。",
    # 05 -------------------------------------------------------------------------------------------
    "05.title": "獎勵與多數獎勵",
    "05.summary": "每種牌為所有玩家帶來什麼，以及誰能因為最多而得到多數獎勵。",
    "05.explain": (
        "每回合結束時都會計分，而且所有玩家都參與，不只是當前玩家（R8.1）。每人依自己場上（不含手牌）該種類的張數獲得獎勵：\n"
        "- 伐木工：每張1根圓木（R8.3）；\n"
        "- 祭司：每張1分（R8.4）；\n"
        "- 摩艾像：每張1，全部拿圓木或全部拿分數（R8.5）；\n"
        "- 生產者：只要場上有至少1張該種類，不論幾張，就得到一張該種祭品卡（R8.6）。\n\n"
        "多數獎勵：該種類張數唯一最多、且至少3張的玩家，多得1根圓木、1分、1份摩艾像獎勵或1張祭品卡（R8.2）。最多者平手時，沒有人得到多數獎勵。\n\n"
        "這就是多數決機制：牌區鋪得廣，每次計分都能得一點；某一種疊得高，就能拿多數獎勵，直到對手追上來。"
    ),
    "05.step.1": "{p1}拿走第2排的祭司，露出伐木工。大家依伐木工計分：{p0}有2張，得2根圓木；{p1}有1張，得1根圓木。{p2}有4張，是唯一最多且至少3張：得4根圓木再加多數獎勵，共5根圓木。",
    "05.step.2": "輪到{p2}：她不採集。",
    "05.step.3": "她打出1張生產者（甘藷）。",
    "05.step.4": "她拿走第4排的伐木工，露出摩艾像。只有{p2}有摩艾像：1份獎勵，沒有多數獎勵（1張少於3張）。她要選擇怎麼拿：她已經有手上那張摩艾像需要的7根圓木，所以請拿分數。",
    "05.step.5": "她選擇拿1分；也可以改拿1根圓木，但不能兩者混合（R8.5）。",
    "05.step.6": "輪到{p0}。她場上有2張甘藷生產者，甘藷祭品卡只要3根圓木：正好是她全部的圓木。",
    "05.step.7": "她打出一張祭司。",
    "05.step.8": "她拿走第3排的最後一張牌（穀子）；這一排補上新牌，新的最前面是生產者（穀子）。{p0}和{p2}場上各有1張穀子，各得一張穀子祭品卡；{p1}沒有。不論有幾張生產者都只得一張；只有1張也沒有多數獎勵。",
    "05.question2": "同一局接近尾聲：牌堆只剩{pile}張，所以下一次有一排被拿完，遊戲就會結束（R9.1），而且有三排各只剩1張牌。{p2}剛露出一張摩艾像：她場上有{moai}張摩艾像，得到{units}點獎勵，必須全部拿圓木或全部拿分數（R8.5）。她有{wood}根圓木，手上還有一張摩艾像。她該怎麼拿這次獎勵？請做出她的行動。",
    "05.why.glory": "{units}分在結束時全部算數。改拿圓木，結束時只多{wood_gain}分：每5根圓木換1分（R10.3），{after}根圓木換{end_after}分，和她現有的{wood}根圓木換到的{end_now}分一樣。她已經有摩艾像需要的7根圓木，而且遊戲可能在她下次輪到之前就結束了。",
    "05.why.wood": "圓木可以用來打出摩艾像，但她已經有手上那張摩艾像需要的7根圓木。遊戲結束時，{after}根圓木只值{end_after}分（每滿5根圓木1分，R10.3），不比她現有的{wood}根圓木多：這次獎勵只多{wood_gain}分。就算她還能再輪到一次並打出摩艾像，也只是剩下{after_moai}根圓木而不是{left_moai}根圓木：結束時多{wood_gain_moai}分，比現在就能拿的{units}分少。",
    # 06 -------------------------------------------------------------------------------------------
    "06.title": "遊戲結束與獻祭排名",
    "06.summary": "遊戲如何結束、祭壇如何為祭品排名，以及該獻祭什麼的兩難。",
    "06.explain": (
        "補牌時若牌堆用完，遊戲立刻結束，該回合不進行獎勵（R9.1、R9.2）。每位玩家進行的回合數可能不同。\n\n"
        "接著翻開祭壇上所有的牌（包括面朝下的），每位玩家加總（R10）：\n"
        "- 遊戲中獲得的分數；\n"
        "- 場上每張摩艾像4分；\n"
        "- 每5根圓木1分；\n"
        "- 留下的每張祭品卡，依其種類的價值計分。依祭壇上各種祭品的張數排名：最多的每張3分，其次2分、再來1分、最後0分；張數相同的種類分數相同，下一個張數就接著下一個分數（R10.4）。如果整局都沒有人打出摩艾像，祭壇是空的，所有祭品卡都不算分。\n\n"
        "分數最高者獲勝；平手時比摩艾像張數，再比圓木；仍平手則共同獲勝（R11.1到R11.4）。\n\n"
        "兩難：你獻祭的種類會變得更有價值，但那張牌也離開了你的祭品卡，不會再為你得分。獻出你最多的那種祭品的一張，可能讓同種類的其他牌都升值，也可能只是白白少了一張。而且祭壇上的多數是大家共享的：持有該種祭品的每個人都會受惠。"
    ),
    "06.step.1": "請先回答下面的練習再繼續：這一步會顯示{p1}的選擇。他面朝上放一張魚：魚升到3張，與桑葚並列第一，他其餘8張魚都升值了。現在打出摩艾像的{p2}要把自己的一張祭品卡面朝下放上祭壇：請放穀子。",
    "06.step.2": "她的牌面朝下（R6.3）：祭壇翻開之前，只有她知道那是穀子。",
    "06.step.3": "她從供應區拿一張魚祭品卡，面朝上加放（R6.4）。這不花她自己的祭品卡，卻改變了排名。",
    "06.step.4": "{p2}拿走第1排的最後一張牌（摩艾像）。第1排要補牌，但牌堆只剩3張：牌堆用完，遊戲立刻結束，不進行獎勵（R9.1、R9.2）。翻開祭壇：魚4、穀子3、桑葚3、甘藷2。魚每張3分，穀子與桑葚並列每張2分，甘藷1分（R10.4）。{p1}以59分獲勝，比{p2}多1分；圖表顯示每人的分數來源（R11.1）。",
    "06.question": "本局最後一次獻祭：{p2}打出了摩艾像，{p0}已經面朝上獻祭；現在{p1}必須拿一張祭品卡面朝上獻祭。他有魚9、穀子1、桑葚4、甘藷2張，看到祭壇上有魚2、穀子2、桑葚3、甘藷2張（包括他自己蓋的牌）。以祭壇目前的狀況計算，獻祭哪一種能讓他的祭品卡最值錢？請做出這個獻祭。",
    "06.why.fish": "這就是兩難：他少了一張魚祭品卡，但魚升到3張，與桑葚並列第一。他剩下的8張魚每張從2分變成3分：共{worth}分，比獻祭前的{now}分還多。",
    "06.why.grain": "穀子會與桑葚並列第一，但他只有一張穀子，正是他要獻出的那張。他的9張魚仍然每張2分：只有{worth}分，而不是{best}分。",
    "06.why.mulberry": "桑葚已經是第一：再放一張只是讓它繼續領先，卻讓他少了一張值3分的桑葚：只有{worth}分，而不是{best}分。",
    "06.why.sweet_potato": "甘藷會與桑葚並列第一，但他只剩一張甘藷能受惠：只有{worth}分，而不是{best}分。",
}

CATALOG = Catalog(
    "lessons.rapanui",
    {f"lessons.rapanui.{key}": text for key, text in EN.items()},
    {f"lessons.rapanui.{key}": text for key, text in ZH.items()},
)
