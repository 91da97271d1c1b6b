"""The words of the Giants lessons in English and Traditional Chinese.

Keys are ``lessons.giants.<NN>.<part>``: ``title``, ``summary`` (one line for the index),
``explain`` (paragraphs split by a blank line; lines starting with "- " are a list), ``step.<i>``,
``question``, ``choice.<id>`` (the label of an answer) and ``why.<id>``. ``{p0}`` to ``{p3}`` are
the players' names (Hotu, Marama, Tiki, Vai); other parameters come from the lesson's file. The
Chinese follows the seed summary's words (石像, 石台, 部落標記, 半塊石碑, 雕刻工, 搬運工...).
"""

from __future__ import annotations

from kit.core.i18n import Catalog

EN = {
    # 00 -------------------------------------------------------------------------------------------
    "00.title": "Setting up the island",
    "00.summary": "What each clan starts with, what lies beside the island, and the five phases of a round.",
    "00.explain": (
        "Giants is a game for 3 to 5 players, each leading a clan of Easter Island. The clans carve moai (stone statues) at the quarry, haul them across the island and stand them on the Ahu platforms of the coast. Here {p0}, {p1} and {p2} play; {p0} is the first player.\n\n"
        "- The island: land hexes, the Moai quarry (Rano Raraku), the Headdress quarry (Puna Pau), the Village, the Sorcerers' hut and 7 forests, each with a tile showing how many logs it gives: 3, 3, 3, 4, 4, 5 and 5, 27 logs in all (R1.1, R1.3, R2.1).\n"
        "- Along the coast lie 26 Ahu. Each shows two numbers: points per size of the moai standing on it, and points for a headdress on that moai (R1.1).\n"
        "- Behind each player's screen, hidden from the others: 1 worker, the sorcerer, the chief, 2 Tribe Markers, and the bases: 7 each with 3 players, 6 with 4, 5 with 5 (R2.4). The other 5 workers and 4 markers of each colour wait in the reserve box, which nobody may look into (R2.5).\n"
        "- In the open: the score track, the Rongo half-tablets each player keeps in front of the screen, the supply of moai (17 small, 12 medium, 6 large), the 14 headdresses, the 27 logs, and the dice: 3 white with 3 players, one brown die more for a 4th and for a 5th player (R2.2, R2.3).\n\n"
        "A round has five phases: the dice draw the moai, a blind auction shares them out, the figures are placed on the island, the moai are carried and erected, and the round ends (R3.1). The game ends when a player has a moai standing on every one of their bases (lesson 5).\n\n"
        "Round 1's dice have already been rolled: 1, 0 and 3. In the first round only, a broken moai (0) counts as size 1 and a 3 as size 2 (R4.3, lesson 1): the quarry tile holds one size-2 moai and two size-1 moai. Press “Next step” to watch the auction; the first move of phase 3 is yours to make, with the same controls as on the play page. The steps end early in phase 3; the last exercise below jumps ahead to phase 4 of this round, where your first moai lies beside an Ahu and the choice is yours."
    ),
    "00.step.1": "Phase 2, the auction. Behind his screen {p0} takes some Tribe Markers in one fist and some figures in the other; nobody sees them until everyone has bid. He takes no marker, and only his chief.",
    "00.step.2": "{p1} bids one Tribe Marker and her chief. Whatever lies behind a screen stays hidden from the others: figures, markers, logs and bases.",
    "00.step.3": "{p2} bids the same, and all the fists open at once. The player with the most markers picks first. {p1} and {p2} have one each and nobody has half-tablets yet, so the earlier in turn order (clockwise from the first player, {p0}) goes first: {p1}, then {p2}. {p0}, with no marker, picks last.",
    "00.step.4": "A chief counts as 3 sculptors, a worker or the sorcerer as 1; a moai needs as many as its size. {p1}'s chief can carve any moai: she takes the size-2 moai. It goes in front of her screen and is hers.",
    "00.step.5": "{p2}'s chief carves a size-1 moai: a figure carves only one moai, so 2 of its 3 sculptors are wasted.",
    "00.step.6": "{p0}'s chief carves the other size-1 moai, wasting 2 sculptors too. Everything bid stays in front of the screens until the end of the round. Phase 3 begins with the first player, {p0}, and his first move is yours: send his sorcerer to the forest H30, whose tile shows 5 logs, as many as any forest gives. Click H30 on the board.",
    "00.step.7": "In phase 3 the players take turns, one action each. {p0}'s sorcerer takes the 5 logs of the forest H30, and the tile is turned to its cleared side. Phases 4 (transport) and 5 (end of the round) follow; the next lessons go through each phase, and the last exercise below jumps ahead to phase 4 of this round.",
    "00.why.erect": "Well done: {p0}'s first moai stands on A06! A base from behind his screen went under it face down, so the others cannot tell whose moai it is, and it will never move again (R7.7). At the end of the game it scores A06's moai value times its size, {moai} × {size} = {points}, and {hat} more if he sets a headdress on it (R10.3, R7.8). Press “What happens next?” to watch the round go on.",
    # 01 -------------------------------------------------------------------------------------------
    "01.title": "Drawing the moai",
    "01.summary": "The dice decide which moai are auctioned; the first round's rule; a supply that runs out.",
    "01.explain": (
        "Phase 1 has no decisions: the dice decide which moai will be auctioned this round (R3.1).\n"
        "- The first player rolls all the dice in play: 3 white dice with 3 players, one brown die more for a 4th and for a 5th player (R2.2, R4.1).\n"
        "- A die shows a broken moai (0) or a moai of size 1, 2 or 3. For each size shown, one moai of that size goes from the supply onto the Moai quarry tile (R4.2): from none to five moai a round.\n"
        "- In the first round only, a broken moai counts as size 1, and a 3 as size 2 (R4.3).\n"
        "- If the supply has no moai left of the size a die shows, that die gives nothing: no smaller moai instead (R4.4).\n"
        "- No source gives the faces of the dice; this kit uses designed ones: a white die shows 0, 1, 1, 2, 2, 3 and a brown die 0, 1, 2, 2, 3, 3 (R4.5).\n\n"
        "The supply runs out because a moai comes back to it only when nobody takes it at the auction (R5.6). Moai waiting on the board, lying in front of a screen or standing on an Ahu are not in the supply. Here many size-2 moai wait on the Moai quarry hex.\n\n"
        "Phase 1 comes right after phase 5, the end of the previous round. We join the game at the end of round 8: {p1} is the first player, and {p0} is the last still to act in phase 4. He has nothing left he wants to carry, so he passes: that move is yours to make, with the controls of the play page (R7.1)."
    ),
    "01.step.1": "{p0} passes; everyone has now passed, so phase 4 ends. Any log left on the board would leave the game: there is none this time. Phase 5: every figure on the board and everything bid or spent in front of the screens goes back behind its owner's screen.",
    "01.step.2": "Each player decides whether to take back the Tribe Markers lying on their moai on the board. {p0} leaves his in place: those moai stay his into the next round, where they are.",
    "01.step.3": "{p1} keeps hers too. A marker taken back would leave its moai unmarked, free for anyone to take.",
    "01.step.4": "{p2} as well, and round 8 ends: the first-player pawn passes to the left, from {p1} to {p2}. Round 9 begins with phase 1: {p2} rolls the three white dice and they show 2, 3 and 0. The 3 puts a size-3 moai on the quarry tile and the 0 is a broken moai. The 2 calls for a size-2 moai, but the supply has none left, so it gives nothing: a single moai is up for auction.",
    # 02 -------------------------------------------------------------------------------------------
    "02.title": "The blind auction",
    "02.summary": "Secret bids of markers and figures: pick order, tie-breaks, sculpting strength and repeated passes.",
    "02.explain": (
        "Phase 2 is a blind auction: all players bid at the same time, in secret (R5.1, R5.2).\n"
        "- In one fist, any number of Tribe Markers; in the other, any number of figures: workers, the sorcerer, the chief. Either fist may be empty.\n"
        "- All fists open together. Markers decide the order: most markers picks first; on a tie, more Rongo half-tablets; then the earlier in turn order, counted clockwise from the first player (R5.4). A player who bid no marker picks after everyone who did.\n"
        "- The figures are the sculptors: a worker or the sorcerer counts 1, the chief 3. A moai of size 1, 2 or 3 needs that many (R5.3).\n"
        "- In pick order each player takes at most one moai per pass, with figures not used yet. A figure carves only one moai, so the chief's 3 cannot be split between two moai. Passes repeat while moai remain and someone can still carve (R5.5). Moai nobody takes go back to the supply (R5.6).\n"
        "- Everything bid, used or not, lies in front of the screen until the end of the round (R5.8): a figure bid is a figure that cannot be placed in phase 3, and a marker bid cannot mark a moai in phase 4.\n\n"
        "So every bid is a bet: markers buy a better place in the order, figures buy strength, and both are lost for the rest of the round.\n\n"
        "Four players here: {p0}, {p1}, {p2} and {p3}. In round 2 {p1} is the first player, and four size-2 moai lie on the quarry tile. {p0}'s pick in the first pass is yours to make; the exercises then ask {p2}'s decisions in rounds 3 and 4."
    ),
    "02.step.1": "{p1} bids one Tribe Marker and her chief. The order of bidding does not matter: nobody sees a bid before all are in.",
    "02.step.2": "{p2} bids one marker and one worker.",
    "02.step.3": "{p3} bids big: two markers, and a worker, her sorcerer and her chief. The others only see that she has bid.",
    "02.step.4": "{p0} bids one marker, a worker and his sorcerer, and the fists open. {p3}'s two markers put her first. {p2}, {p1} and {p0} have one each: {p2} has the most half-tablets (2) and comes second. {p1} and {p0} have one half-tablet each, and {p1}, the first player, comes earlier in the turn order. The order: {p3}, {p2}, {p1}, {p0}.",
    "02.step.5": "{p3} carves a size-2 moai with her worker and sorcerer (2 sculptors) and keeps her chief for later. The moai goes in front of her screen: it is hers.",
    "02.step.6": "{p2} is skipped: his single worker is one sculptor, too few for a size-2 moai. {p1} carves one with her chief: 3 sculptors for a moai that needs 2, and the spare one is lost. Now {p0} picks, with the worker and the sorcerer he bid.",
    "02.step.7": "{p0} carves one with his worker and sorcerer.",
    "02.step.8": "One moai is left, so a second pass begins, in the same order. Only {p3} can still carve: her chief takes the last moai. The tile is empty and phase 3 begins. Everything bid stays in front of the screens until the end of the round, {p2}'s useless worker and marker included.",
    "02.question": "Round 3: {p2} is the first player. He bid 1 Tribe Marker, his chief, his sorcerer and a worker; {p3} bid 1 marker and her chief; {p0} and {p1} no marker and a worker each. {p2} and {p3} tie on markers, and {p2} has more half-tablets, so the order is {p2}, {p3}, {p0}, {p1}. The tile holds moai of sizes 1, 2, 2 and 3. Which moai should {p2} take on his first pick? Make the pick with the buttons: a size, with or without the chief.",
    "02.why.chief3": "The chief's 3 sculptors fit the size-3 moai exactly. Then {p3}'s chief takes a size-2 moai and {p0}'s worker the size-1; on the second pass {p2}'s sorcerer and worker carve the last size-2 moai. His moai add up to size {total}, the most he can get.",
    "02.why.units2": "Then {p3}'s chief takes the size-3 moai before {p2} can come back for it, and his chief gets only a size-2 moai on the second pass. His moai add up to size {total} instead of {best}.",
    "02.why.chief2": "The chief's strength is not split: one of its 3 sculptors is wasted, and {p3}'s chief takes the size-3 moai. His moai add up to size {total} instead of {best} (R5.5).",
    "02.why.chief1": "Two of the chief's 3 sculptors are wasted. {p3} takes the size-3 moai, {p0}'s and {p1}'s single workers cannot carve a size-2, and on the second pass {p2}'s sorcerer and worker get one size-2 moai. His moai add up to size {total}, and the last size-2 moai goes back to the supply (R5.6).",
    "02.why.units3": "Not allowed: a worker and the sorcerer are 2 sculptors, and a size-3 moai needs 3 (R5.3).",
    "02.question2": "Round 4: {p3} is the first player, and the quarry tile holds moai of sizes 1, 2 and 3. {p0}, {p1} and {p3} have bid, in secret. You are {p2}: behind your screen 1 Tribe Marker, 1 worker, your sorcerer and your chief, and in front of it 2 half-tablets, more than anyone else has. Everyone started with 2 Tribe Markers and nobody has fetched one from the Sorcerers' hut, so counting the markers on the board, {p1} and {p3} have 1 each behind their screens, and {p0} none. What do you bid, to be sure to carve the size-3 moai while keeping everything else for the rest of the round? Fill in the bid form and place the bid.",
    "02.why.bid_least": "Sure, and cheap. {p1} and {p3} can bid at most 1 marker each; on a tie the player with more half-tablets picks first, and that is you, with 2 (R5.4). Your chief alone carves the size-3 moai (R5.3), and your worker and sorcerer stay behind your screen for phase 3 (R5.8). Here {p3} and {p1} did bid 1 marker each: press “What happens next?”.",
    "02.why.bid_none": "Without a marker you pick after everyone who bid one (R5.4). {p3} bid 1 marker and her chief: she picks first and carves the size-3 moai, and you get the size-1.",
    "02.why.bid_units": "You pick first, but a worker and the sorcerer are 2 sculptors, and the size-3 moai needs 3 (R5.3): you carve a size-2 moai, and {p3}'s chief takes the size-3.",
    "02.why.bid_sorcerer": "You pick first and your chief carves the size-3 moai, but the sorcerer is more than you need: it could carve only on a second pass, and with four bidders for three moai a second pass seldom comes. Here the others take the two other moai, and your sorcerer stands idle in front of your screen all round instead of fetching logs or a worker in phase 3 (R5.5, R5.8).",
    "02.why.bid_two": "Not allowed: you have only 1 Tribe Marker behind your screen, and a bid holds only what is there (R5.1).",
    # 03 -------------------------------------------------------------------------------------------
    "03.title": "Placement: the five actions",
    "03.summary": "Worker placement: figures and logs on the island, the special spaces, half-tablets and the chief's cost.",
    "03.explain": (
        "Phase 3 is worker placement. Starting with the first player and going clockwise, each player takes exactly one of five actions, then the next player, until everyone has passed (R6.1). Late in the phase one player may act several times in a row.\n"
        "- A. Place a figure from behind your screen on an ordinary hex. A worker or the sorcerer may bring 0, 1 or 2 logs along; the chief never brings logs (R6.2). Any number of figures, of any players, may share a hex (R6.3). In this kit the hexes next to an Ahu count as ordinary.\n"
        "- B. Send your sorcerer to a special space, with its effect at once (R6.4): the Village (a worker of your colour from the reserve box), the Sorcerers' hut (a Tribe Marker from the box), a forest whose tile still shows its number (that many logs; the tile is turned and gives no more), the Headdress quarry (a headdress), or a hex next to an Ahu (lay one of your bases face up on that free Ahu: it is reserved for you).\n"
        "- C. The same with your chief, for 2 Rongo half-tablets paid to the supply, at most once a round (R6.5).\n"
        "- D. Put a Tribe Marker in front of your screen and take a half-tablet (R6.6).\n"
        "- E. Pass: no more actions for you this phase (R6.7).\n\n"
        "A worker, a Tribe Marker or logs you gain go behind your screen, a headdress in front of it (R6.8). In this kit gains can be used at once, on your later turns of the same round: that is the kit's reading, not a written rule. The figures placed now are the carriers of phase 4: a moai moves only through hexes with enough figures, and logs count only beside a figure (R7.4). So each placement also builds a route, for you and for your rivals.\n\n"
        "This is round 2 of a three-player game. {p1} is the first player. In the auction she bid her chief and a worker, and carved the size-3 moai with her chief alone: a chief is 3 sculptors (R5.3, R5.5). The worker carved nothing, but it stays in front of her screen until the end of the round (R5.8)."
    ),
    "03.step.1": "{p1} begins. Action B: her sorcerer goes to the forest H19 and takes its 4 logs; the tile is turned to its cleared side.",
    "03.step.2": "{p2}, action A: a worker on H43 with 2 of his logs. In phase 4 this hex carries 3: 1 for the worker and 1 for each log. Without a figure beside them, the logs would carry nothing.",
    "03.step.3": "{p0}, action C: he pays his 2 half-tablets to the supply and sends his chief to the Village. A worker of his colour comes from the reserve box to behind his screen. Action C is allowed once a round.",
    "03.step.4": "{p1} places her worker on H32 with 2 of the logs she took this phase: in this kit gains can be used at once (R6.8).",
    "03.step.5": "{p2}'s sorcerer goes next to Ahu A07 and lays one of his bases face up on it. Only {p2} may stand a moai there now, and the base never moves again. Then it is {p0}'s turn: his chief's trip cost both his half-tablets, and he wants one back now.",
    "03.step.6": "{p0}, action D: a Tribe Marker goes in front of his screen, spent until the end of the round, and he takes a Rongo half-tablet. Two of them pay for the chief's trip; at the end of the game each pair is worth 3 points.",
    "03.step.7": "{p1} passes: her chief and a worker were bid in the auction and her other figures are on the island. She takes no more actions this phase; the others go on.",
    "03.step.8": "{p2} places his chief on H45. The chief never brings logs, but alone it carries 3.",
    "03.question2": "Still {p0}'s turn, in the same position. {p2}'s size-2 moai waits on the Moai quarry hex, H44; his sorcerer reserved A07 from H54, a hex next to both H44 and A07, and he has no figure left to place. Where should {p0} place a worker so that a rival has to use it as a carrier in phase 4, and {p0} scores for the help? Choose the figure and the logs in the form, then click the hex on the board.",
    "03.why.h54": "A size-2 moai needs carrying power 2 on every hex it enters (R7.3), and on H54 {p2}'s sorcerer gives only 1. With your worker there {p2} can reach A07 at last, but only with your worker as a carrier, and another player's worker that carries scores its owner 1 at once (R7.6, R9.1). Help is a trade: your worker also opens his way to A07, where his moai will score {a07} at the end. Press “What happens next?”.",
    "03.why.h54_log": "Your log spoils it: a log counts beside a figure of any colour, so {p2} carries with his own sorcerer and your log, and nobody scores (R7.4, R7.6). Bring no logs where you want to be the one who helps.",
    "03.why.h43": "Nobody needs it there: H43 already carries 3 with {p2}'s worker and logs. And {p2}'s moai still cannot enter H54, where his sorcerer alone carries 1 of the 2 it needs: he carries nothing this round, and you score nothing (R7.3, R7.6).",
    "03.why.h44": "A moai starts its move on the quarry hex without carriers: only the hexes it enters need carrying power (R7.3). A figure on H44 carries for nobody, and {p2} still cannot enter H54.",
    # 04 -------------------------------------------------------------------------------------------
    "04.title": "Transport: carrying, erecting, marking",
    "04.summary": "Pick-up and deliver along routes of figures and logs: carrying power, helper points, erecting, headdresses and marks.",
    "04.explain": (
        "Phase 4 moves the statues along the routes built in phase 3. In turn order, each player who has not passed either moves one item (a moai or a headdress) and may then mark one item, or only marks an item, or passes for the rest of the phase; turns go round until everyone has passed (R7.1).\n"
        "- What you may move: an item in front of your screen (it starts on its quarry hex), an item on the board carrying your Tribe Marker, or any unmarked item on the board (R7.2). Never an item marked by another player, nor one standing on an Ahu.\n"
        "- The route: from hex to neighbouring hex, never using a hex twice in one move (R7.3). Every hex entered needs enough carrying power: a size-1, 2 or 3 moai needs 1, 2 or 3, a headdress 1.\n"
        "- Carrying power: every figure on the hex, whatever its colour (worker 1, sorcerer 1, chief 3), and each log, but logs only beside a figure (R7.4). The rules ask only for a figure on the log's hex; the kit reads it more strictly: a log counts only when the mover also chooses a figure on that hex as a carrier. Carriers are not used up: the same figures serve every move (R7.5).\n"
        "- Helpers: the mover chooses whose figures carry. Every other player whose figure is used scores at once: 1 for a worker or sorcerer, as much as the moai's size for a chief (1 for a headdress). Your own figures and logs score nothing (R7.6).\n"
        "- Erecting: a moai may stand on an Ahu next to its hex if you have a figure of your own next to that Ahu, and the Ahu is free or reserved by you. On a free Ahu you also need a base left behind your screen: with none left, you cannot erect there (R7.7). Your base goes under the moai face down; the moai never moves again (R7.7). A headdress is set on your own moai the same way (R7.8).\n"
        "- Face-down bases: nobody else can tell whose moai stands on them. By the rules, a player who forgets may pay 1 half-tablet to look secretly at one face-down base (R7.9). The kit shows each player their own bases instead; the rule option “Memory mode (hidden bases)” hides them and brings back the paid look.\n"
        "- Marking: a Tribe Marker from behind your screen on an item keeps it yours; an unmarked item on the board may be taken by anyone (R7.10, R7.11). Items still in front of a screen when their owner passes go to the quarry hexes (R7.12).\n\n"
        "When does an unmarked item become open to the others? The Chinese rules summary can be read two ways: at once, on any later turn, or only in the next round's transport phase. The kit chose the first reading, and the exercise rests on it; the second is the rule option “Unmarked items open only next round” (R7.11).\n\n"
        "At the end of the phase every log on the board leaves the game (R7.13). Round 6 of another game: in phase 3 the players placed the figures you see; {p0} is the first player. Setting the headdress is your move, at the marked step; the second exercise jumps to round 7 of the same game."
    ),
    "04.step.1": "{p0} begins with the headdress his sorcerer fetched in phase 3. It lies in front of his screen, so it starts on the Headdress quarry hex, H48.",
    "04.step.2": "A headdress needs carrying power 1 on each hex it enters. On H57 stands only {p1}'s worker: {p0} has to use it, and {p1} scores 1 at once.",
    "04.step.3": "On H64 stands {p0}'s own worker: it carries for nothing. H64 is next to Ahu A03, where {p0}'s moai stands.",
    "04.step.4": "{p0} sets the headdress on his moai on A03: it is his own moai, and his worker stands beside the Ahu. At the end of the game the headdress adds the Ahu's headdress value: {hat} points.",
    "04.step.5": "{p1} passes. The size-3 moai she carved this round still lies in front of her screen, so it goes to the Moai quarry hex. She bid her only Tribe Marker, so she cannot mark it: it stays unmarked.",
    "04.step.6": "{p2} picks up his size-2 moai from the Moai quarry hex, H44. It carries his Tribe Marker, which travels with it.",
    "04.step.7": "A size-2 moai needs carrying power 2 on every hex. H33 has 3: {p0}'s worker, {p1}'s worker and a log. {p2} must say whose figures carry.",
    "04.step.8": "In this kit a log counts only beside a figure the mover chooses (the kit's reading; the rules ask only for a figure on the hex). {p2} takes {p0}'s worker and the log, so {p0} scores 1; {p1}'s worker and the log would have paid {p1} instead, and both workers would have paid both.",
    "04.step.9": "On H34 stands only {p0}'s chief: 3, enough. A chief who helps scores the moai's size: {p0} scores 2.",
    "04.step.10": "H35: {p2}'s own worker and a log give exactly 2 and pay nobody. The move may not go back to H33 or H34: no hex twice in one move.",
    "04.step.11": "H36, next to Ahu A09, holds {p2}'s worker, his sorcerer and a log.",
    "04.step.12": "{p2}'s sorcerer reserved A09 in phase 3 with a face-up base. With a figure of his beside the Ahu, {p2} stands the moai on it and turns his base face down: the others no longer see whose moai it is. The marker that rode on the moai goes back behind his screen.",
    "04.question": "{p2}'s Tribe Marker is back behind his screen, and after his move he may mark one item. On the Moai quarry hex, H44, lie {p1}'s size-3 moai m32, unmarked, and his own size-3 moai m30, which carries his marker; {p0}, who plays next, has 2 markers behind his screen. What should {p2} do? Mark an item with the buttons below, or press “done” to keep the marker.",
    "04.why.claim": "An unmarked item on the board belongs to whoever takes it (R7.11). With {p2}'s marker on it nobody else may move it: it is his to carry and erect in a later turn (R7.10).",
    "04.why.keep": "Then {p0}, who plays next, can put one of his markers on {p1}'s moai and make it his (R7.10, R7.11). That is the kit's reading, where an unmarked item is open at once; with the rule option “Unmarked items open only next round” it would stay closed to him until the next round.",
    "04.why.own": "Not allowed: that moai already carries his marker, and an item takes one marker (R7.10).",
    "04.why.erected": "Not allowed: a moai standing on an Ahu never moves again and takes no marker (R7.7, R7.10).",
    "04.question2": "Round 7 of the same game. {p2} carries one of his size-3 moai from the Moai quarry hex into H33. There stand his own worker with his 2 logs, {p1}'s worker and {p0}'s chief, and a size-3 moai needs carrying power 3 on every hex it enters (R7.3). {p0} has {s0} points, {p1} {s1}, {p2} {s2}. Which carriers should {p2} use on H33? Choose with the buttons.",
    "04.why.carry_own": "Your worker and your 2 logs make exactly 3, and your own figures and logs score nothing for anyone (R7.4, R7.6). Nobody gains a point from your move.",
    "04.why.carry_worker": "That gives {p1} 1 point at once (R7.6), for nothing: your second log would have done the same work for free.",
    "04.why.carry_chief": "A chief who helps scores the moai's size: {p0} scores 3 at once and, with {after0} points, passes your {s2} (R7.6). Your own worker and logs carry it for nothing.",
    # 05 -------------------------------------------------------------------------------------------
    "05.title": "The end of the round and of the game",
    "05.summary": "Phase 5, the last moai, the final scoring and the immediate-scoring variant.",
    "05.explain": (
        "Phase 5 ends every round (R8):\n"
        "- everyone takes back their figures from the board, everything bid or spent in front of the screen, and the banner;\n"
        "- each player decides whether to take back the Tribe Markers on their items on the board; a marker taken back leaves its item unmarked, free for anyone;\n"
        "- any log left on the board leaves the game; moai and headdresses on the board, erected moai and reserved bases stay where they are;\n"
        "- the first-player pawn passes to the left.\n\n"
        "The end of the game is checked at the end of phase 4 only (R10.1). If a player then has all their bases on Ahu with a moai standing on each, the game ends at once, without phase 5; a reserved base without a moai does not count. Then (R10.2 to R10.6):\n"
        "- every base is turned face up;\n"
        "- each erected moai scores its Ahu's moai value times its size (1, 2 or 3), plus the Ahu's headdress value if it wears a headdress;\n"
        "- each pair of Rongo half-tablets scores 3 (a single one nothing);\n"
        "- these points are added to the help points already on the track, and the highest total wins (ties share the win in this kit).\n\n"
        "Moai not erected, headdresses not set and reserved bases without a moai score nothing (R10.5).\n\n"
        "The immediate-scoring variant (R10.7): a moai scores its Ahu's value times its size the moment it is erected; headdresses still score at the end. In this variant the kit also lays the bases face up, since the scores tell whose moai is whose anyway: that is the kit's choice, not part of the variant.\n\n"
        "Round 19 of a game, phase 4: {p1} and {p2} have already passed. {p0} carries his last moai, which lies next to the Ahu A20, and one base is left behind his screen. At the marked steps his moves are yours."
    ),
    "05.step.1": "{p0} stands his size-1 moai on A20 on his last base. The game does not end yet: the end is checked only when phase 4 is over.",
    "05.step.2": "The phase goes on. {p1} and {p2} have already passed, so {p0} takes turn after turn until he passes too: he moves again. An unmarked headdress lies on the Headdress quarry hex, H48, free for anyone to take.",
    "05.step.3": "H38 holds {p0}'s sorcerer and {p1}'s worker; a headdress needs only 1.",
    "05.step.4": "{p0} chooses his own sorcerer as carrier: {p1}'s worker would have scored her a point.",
    "05.step.5": "H26, next to A20: {p0}'s chief carries it.",
    "05.step.6": "{p0} sets the headdress on his new moai: at the end it adds A20's headdress value.",
    "05.step.7": "Everyone has passed, so phase 4 ends, and {p0} has a moai on every base: the game ends now, without phase 5. The bases are turned face up and scored. {p0}: {t0} points ({h0} for help, {m0} for moai, {d0} for headdresses). {p1}: {t1} ({h1}, {m1}, {d1}). {p2}: {t2} ({h2}, {m2}, {d2}). {p1} wins: ending the game is not the same as winning it. The chart shows each score by rule.",
}

ZH = {
    # 00 -------------------------------------------------------------------------------------------
    "00.title": "遊戲準備與配件",
    "00.summary": "每個部落的起始配件、圖板旁的配件，以及一回合的五個階段。",
    "00.explain": (
        "神秘巨石像（Giants）是3到5人的遊戲，每位玩家帶領復活節島上的一個部落。各部落在石像雕刻場雕刻石像，運送石像穿越島嶼，再把石像豎立在海岸邊的石台上。這裡由{p0}、{p1}和{p2}三人遊玩，{p0}是起始玩家。\n\n"
        "- 島嶼：陸地六角格、石像雕刻場（拉諾拉拉庫）、石帽雕刻場（普納保）、村莊、巫師屋，以及7座森林。每座森林上有一個板塊，標示可以拿取幾根圓木：3、3、3、4、4、5、5，總共27根（R1.1、R1.3、R2.1）。\n"
        "- 海岸邊有26個石台。每個石台印有兩個數字：豎立在上面的石像每個尺寸得幾分，以及石像穿戴石帽得幾分（R1.1）。\n"
        "- 每位玩家屏風後方、其他人看不到的配件：1個工人、巫師、酋長、2個部落標記，以及石像基座：3人遊戲每人7個，4人6個，5人5個（R2.4）。每種顏色其餘的5個工人和4個部落標記放在備用箱裡，任何人都不能察看（R2.5）。\n"
        "- 公開的配件：計分區、每位玩家放在屏風前方的半塊石碑、公區的石像（小尊17、中尊12、大尊6）、14個石帽、27根圓木，以及骰子：3人遊戲擲3顆白骰，第4位和第5位玩家各多加1顆棕骰（R2.2、R2.3）。\n\n"
        "每回合有五個階段：擲骰抽取石像、以暗標競拍石像、在島上放置族人、運送並豎立石像、回合結束（R3.1）。當有玩家在自家每一個石像基座上都豎立了石像，遊戲就結束（第5課）。\n\n"
        "第1回合的骰子已經擲出：1、0、3。只有在第一回合，擲出0（損毀的石像）視為小尊，擲出3視為中尊（R4.3，第1課）：石像採石場板塊上有一尊中尊石像和兩尊小尊石像。按「下一步」觀看競拍；第3階段的第一個行動由你來做，用的是和對戰頁面相同的控制項。步驟在第3階段初就結束；下方最後一個練習跳到本回合的第4階段，你的第一尊石像停在石台旁，由你決定怎麼做。"
    ),
    "00.step.1": "第2階段：競拍。{p0}在屏風後方一手握著一些部落標記，另一手握著一些族人；在所有人出價之前，沒有人看得到。他沒有握部落標記，只握了酋長。",
    "00.step.2": "{p1}出價1個部落標記和她的酋長。屏風後方的配件其他人都看不到：族人、部落標記、圓木與石像基座。",
    "00.step.3": "{p2}出價相同，所有人同時打開雙手。部落標記最多的玩家先挑。{p1}和{p2}各有1個，目前還沒有人有半塊石碑，所以由行動順位較前的玩家優先（從起始玩家{p0}開始順時針）：先{p1}，再{p2}。{p0}沒有出部落標記，最後挑。",
    "00.step.4": "1個酋長視為3個雕刻工，1個工人或巫師視為1個；石像的尺寸是幾，就需要幾個雕刻工。{p1}的酋長可以雕刻任何石像：她拿了那尊中尊石像，放到她的屏風前方，歸她所有。",
    "00.step.5": "{p2}的酋長雕刻一尊小尊石像：每個族人只能雕刻一尊石像，所以3個雕刻工浪費了2個。",
    "00.step.6": "{p0}的酋長雕刻另一尊小尊石像，同樣浪費了2個雕刻工。出價的配件都留在屏風前方，直到回合結束。第3階段從起始玩家{p0}開始，他的第一個行動由你來做：派他的巫師前往森林H30，板塊上是5根圓木，和最多的森林一樣多。請在圖板上點選H30。",
    "00.step.7": "第3階段玩家輪流行動，每次一個行動。{p0}的巫師拿取森林H30的5根圓木，並把森林板塊翻面。接著是第4階段（運送）和第5階段（回合結束）；之後的課程會逐一介紹每個階段，下方最後一個練習則直接跳到本回合的第4階段。",
    "00.why.erect": "做得好：{p0}的第一尊石像豎立在A06上了！他屏風後方的一個石像基座顏色面朝下墊在石像下面，其他人看不出這是誰的石像，而這尊石像從此不會再移動（R7.7）。遊戲結束時，它得到A06的石像分數×尺寸：{moai}×{size}={points}分；如果再為它穿戴石帽，還會多得{hat}分（R10.3、R7.8）。按「接下來會怎樣？」看本回合繼續進行。",
    # 01 -------------------------------------------------------------------------------------------
    "01.title": "抽取石像",
    "01.summary": "骰子決定要競拍哪些石像；第一回合的規則；公區石像用完時。",
    "01.explain": (
        "第1階段沒有任何決定：由骰子決定本回合要競拍哪些石像（R3.1）。\n"
        "- 起始玩家擲出所有使用中的骰子：3人遊戲3顆白骰，第4位和第5位玩家各多加1顆棕骰（R2.2、R4.1）。\n"
        "- 每顆骰子擲出損毀的石像（0）或小尊、中尊、大尊石像（1、2、3）。每擲出一個尺寸，就從公區拿一尊該尺寸的石像放到石像採石場板塊上（R4.2）：每回合0到5尊。\n"
        "- 只有在第一回合，損毀的石像視為小尊，擲出3視為中尊（R4.3）。\n"
        "- 若公區已沒有骰子所示尺寸的石像，這顆骰子就不拿任何石像，也不會改拿較小的石像（R4.4）。\n"
        "- 沒有任何資料來源寫出骰子各面；本教具使用自行設計的骰面：白骰為0、1、1、2、2、3，棕骰為0、1、2、2、3、3（R4.5）。\n\n"
        "公區的石像會用完，因為只有在競拍時沒有人拿取的石像才會放回公區（R5.6）。在圖板上等待的石像、放在屏風前方的石像、豎立在石台上的石像，都不在公區裡。這裡就有許多中尊石像停在石像雕刻場。\n\n"
        "第1階段緊接在上一回合的第5階段（回合結束）之後。我們從第8回合的尾聲開始：{p1}是起始玩家，{p0}是第4階段最後一位還沒PASS的玩家。他已經沒有想運送的物件，所以宣告PASS：這一步由你來做，用的是對戰頁面的控制項（R7.1）。"
    ),
    "01.step.1": "{p0}宣告PASS；所有玩家都已PASS，第4階段結束。圖板上若還有圓木，就會移除遊戲：這次沒有。第5階段：圖板上的族人，以及屏風前方出價或用掉的配件，全部取回各自的屏風後方。",
    "01.step.2": "每位玩家決定是否取回放在圖板上自家石像上的部落標記。{p0}把標記留在原處：那些石像在下一回合仍然歸他，並留在原地。",
    "01.step.3": "{p1}也保留她的標記。取回標記的話，那尊石像就沒有標記，任何人都可以占為己有。",
    "01.step.4": "{p2}也一樣，第8回合結束：起始玩家指示物傳給左手邊的玩家，從{p1}傳給{p2}。第9回合從第1階段開始：{p2}擲出三顆白骰，結果是2、3、0。3讓一尊大尊石像放上石像採石場板塊，0是損毀的石像。2要拿一尊中尊石像，但公區已經沒有了，所以這顆骰子什麼也不拿：本回合只有一尊石像可以競拍。",
    # 02 -------------------------------------------------------------------------------------------
    "02.title": "暗標競拍",
    "02.summary": "秘密出價部落標記與族人：挑選順序、平手判定、雕刻工數量，以及多輪挑選。",
    "02.explain": (
        "第2階段是暗標競拍：所有玩家同時秘密出價（R5.1、R5.2）。\n"
        "- 一手握任意數量的部落標記，另一手握任意數量的族人：工人、巫師、酋長。兩手都可以是空的。\n"
        "- 所有人同時打開雙手。部落標記決定挑選順序：最多者先挑；平手時比半塊石碑，較多者優先；再平手則由行動順位較前的玩家優先，從起始玩家開始順時針計算（R5.4）。沒有出部落標記的玩家，排在所有出了標記的玩家之後。\n"
        "- 族人就是雕刻工：1個工人或巫師算1個，酋長算3個。小尊、中尊、大尊石像分別需要1、2、3個雕刻工（R5.3）。\n"
        "- 依挑選順序，每位玩家每一輪最多拿一尊石像，使用還沒用過的族人。每個族人只能雕刻一尊石像，所以酋長的3個雕刻工不能分給兩尊石像。只要板塊上還有石像、而且還有人能雕刻，就再進行一輪（R5.5）。沒有人拿取的石像放回公區（R5.6）。\n"
        "- 出價的配件，不論有沒有用到，都放在屏風前方直到回合結束（R5.8）：出價的族人不能在第3階段放置，出價的部落標記不能在第4階段標記石像。\n\n"
        "所以每次出價都是一場賭注：部落標記買到較前面的順序，族人買到雕刻力，而兩者在本回合剩下的時間都不能再用。\n\n"
        "這裡有四位玩家：{p0}、{p1}、{p2}和{p3}。第2回合的起始玩家是{p1}，石像採石場板塊上有四尊中尊石像。{p0}在第一輪的挑選由你來做；之後的練習是{p2}在第3回合和第4回合的決定。"
    ),
    "02.step.1": "{p1}出價1個部落標記和她的酋長。出價的先後沒有影響：所有人出價之前，誰也看不到別人的出價。",
    "02.step.2": "{p2}出價1個部落標記和1個工人。",
    "02.step.3": "{p3}出大手筆：2個部落標記，加上1個工人、她的巫師和酋長。其他人只看到她已經出價。",
    "02.step.4": "{p0}出價1個部落標記、1個工人和他的巫師，所有人打開雙手。{p3}有2個標記，排第一。{p2}、{p1}、{p0}各1個：{p2}的半塊石碑最多（2個），排第二。{p1}和{p0}各有1個半塊石碑，而{p1}是起始玩家，行動順位較前。順序是：{p3}、{p2}、{p1}、{p0}。",
    "02.step.5": "{p3}用工人和巫師（2個雕刻工）雕刻一尊中尊石像，酋長留到之後再用。石像放到她的屏風前方，歸她所有。",
    "02.step.6": "{p2}不能挑選：他只有1個工人，也就是1個雕刻工，不夠雕刻中尊石像。{p1}用酋長雕刻一尊：3個雕刻工雕刻只需要2個的石像，多出的1個就浪費了。接著輪到{p0}挑選，他有出價的工人和巫師。",
    "02.step.7": "{p0}用工人和巫師雕刻一尊。",
    "02.step.8": "還剩一尊石像，於是依相同順序進行第二輪。只有{p3}還能雕刻：她的酋長拿走最後一尊。板塊空了，第3階段開始。出價的配件都留在屏風前方直到回合結束，包括{p2}白白出價的工人和部落標記。",
    "02.question": "第3回合：{p2}是起始玩家。他出價1個部落標記、酋長、巫師和1個工人；{p3}出價1個部落標記和她的酋長；{p0}和{p1}沒有出部落標記，各出1個工人。{p2}和{p3}的標記一樣多，{p2}的半塊石碑較多，所以順序是{p2}、{p3}、{p0}、{p1}。板塊上有一尊小尊、兩尊中尊和一尊大尊石像。{p2}第一次挑選時應該拿哪一尊？用下方的按鈕挑選：選一個尺寸，用或不用酋長。",
    "02.why.chief3": "酋長的3個雕刻工正好雕刻大尊石像。接著{p3}的酋長拿一尊中尊，{p0}的工人拿小尊；第二輪{p2}的巫師和工人再雕刻最後一尊中尊。他的石像尺寸合計{total}，是他能拿到最多的。",
    "02.why.units2": "這樣{p3}的酋長會在{p2}回頭之前拿走大尊石像，他的酋長第二輪只拿得到中尊。他的石像尺寸合計{total}，而不是{best}。",
    "02.why.chief2": "酋長的雕刻工不能拆開用：3個中浪費1個，而{p3}的酋長拿走大尊石像。他的石像尺寸合計{total}，而不是{best}（R5.5）。",
    "02.why.chief1": "酋長的3個雕刻工浪費了2個。{p3}拿走大尊石像，{p0}和{p1}各只有1個工人，無法雕刻中尊；第二輪{p2}的巫師和工人拿到一尊中尊。他的石像尺寸合計{total}，最後一尊中尊石像放回公區（R5.6）。",
    "02.why.units3": "不行：1個工人加巫師是2個雕刻工，大尊石像需要3個（R5.3）。",
    "02.question2": "第4回合：{p3}是起始玩家，石像採石場板塊上有小尊、中尊、大尊石像各一尊。{p0}、{p1}和{p3}已經秘密出價。你是{p2}：屏風後方有1個部落標記、1個工人、你的巫師和酋長，屏風前方有2個半塊石碑，比其他人都多。每個人一開始都有2個部落標記，而且沒有人去巫師屋拿過標記；數一數圖板上的部落標記，{p1}和{p3}的屏風後方各有1個，{p0}一個也沒有。你要出價什麼，才能確保雕刻到大尊石像，同時把其他配件留到本回合之後使用？請填寫出價表並出價。",
    "02.why.bid_least": "穩當又省。{p1}和{p3}最多只能出價1個部落標記；平手時半塊石碑較多的玩家先挑，也就是有2個半塊石碑的你（R5.4）。你的酋長單獨就能雕刻大尊石像（R5.3），工人和巫師則留在屏風後方，供第3階段使用（R5.8）。這裡{p3}和{p1}確實各出價了1個部落標記：按「接下來會怎樣？」看看。",
    "02.why.bid_none": "沒有出部落標記，你就排在所有出了標記的玩家之後（R5.4）。{p3}出價1個部落標記和她的酋長：她先挑，雕刻大尊石像，你只拿到小尊。",
    "02.why.bid_units": "你先挑，但1個工人加巫師只有2個雕刻工，大尊石像需要3個（R5.3）：你雕刻一尊中尊石像，{p3}的酋長拿走大尊。",
    "02.why.bid_sorcerer": "你先挑，酋長也雕刻了大尊石像，但巫師是多出來的：它只能在第二輪雕刻，而四位玩家搶三尊石像，很少會有第二輪。這裡其他人拿走另外兩尊，你的巫師整回合閒置在屏風前方，不能在第3階段去拿圓木或工人（R5.5、R5.8）。",
    "02.why.bid_two": "不行：你的屏風後方只有1個部落標記，出價只能用屏風後方的配件（R5.1）。",
    # 03 -------------------------------------------------------------------------------------------
    "03.title": "放置族人：五種行動",
    "03.summary": "工人放置：族人與圓木上島、特定區域、半塊石碑，以及酋長的代價。",
    "03.explain": (
        "第3階段是工人放置。從起始玩家開始順時針，每位玩家從五種行動中選一種執行，再輪到下一位，直到所有玩家都PASS（R6.1）。到了階段後段，可能會有一位玩家連續行動好幾次。\n"
        "- A.從屏風後方拿1個族人放到一般區域的六角格上。放工人或巫師時，可以同時放0、1或2根圓木；放酋長時不能放圓木（R6.2）。每個六角格可以放任意數量、任何玩家的族人（R6.3）。本教具把鄰近石台的六角格也算作一般區域。\n"
        "- B.派巫師前往特定區域，立即獲得效果（R6.4）：村莊（從備用箱拿1個自家工人）、巫師屋（從備用箱拿1個部落標記）、數字面朝上的森林（拿取該數字的圓木，並把板塊翻面，之後不再提供圓木）、石帽雕刻場（拿1個石帽），或鄰近石台的六角格（把1個石像基座顏色面朝上放在那個空的石台上：這個石台就保留給你）。\n"
        "- C.支付2個半塊石碑到公區，派酋長前往特定區域，效果與巫師相同，每回合最多一次（R6.5）。\n"
        "- D.把1個部落標記放到屏風前方，拿取1個半塊石碑（R6.6）。\n"
        "- E. PASS：本階段不再行動（R6.7）。\n\n"
        "得到的工人、部落標記或圓木放到屏風後方，石帽則放在屏風前方（R6.8）。本教具讓得到的配件立即可用，本回合之後輪到你時就能使用：這是本教具的讀法，不是規則寫明的。現在放置的族人就是第4階段的搬運工：石像只能經過有足夠族人的六角格，而圓木只有在族人旁邊才算數（R7.4）。所以每次放置也是在建立路線，為自己，也為對手。\n\n"
        "這是一局三人遊戲的第2回合。{p1}是起始玩家。競拍時她出價了酋長和1個工人，只用酋長就雕刻了大尊石像：酋長算3個雕刻工（R5.3、R5.5）。工人沒有雕刻，但仍留在屏風前方直到回合結束（R5.8）。"
    ),
    "03.step.1": "{p1}先行動。行動B：她的巫師前往森林H19，拿取4根圓木，並把森林板塊翻面。",
    "03.step.2": "{p2}執行行動A：把1個工人和他的2根圓木放在H43。第4階段時這一格的搬運力是3：工人1，每根圓木各1。旁邊沒有族人的話，圓木就一點也搬不動。",
    "03.step.3": "{p0}執行行動C：他把僅有的2個半塊石碑付給公區，派酋長前往村莊，從備用箱拿1個自家工人放到屏風後方。行動C每回合只能執行一次。",
    "03.step.4": "{p1}把工人放在H32，帶上她這個階段剛拿到的2根圓木：本教具讓得到的配件立即可用（R6.8）。",
    "03.step.5": "{p2}的巫師前往石台A07旁邊，把1個石像基座顏色面朝上放在石台上。從此只有{p2}能在那裡豎立石像，而這個石像基座不能再移動。接著輪到{p0}：酋長的行程用掉了他的2個半塊石碑，他想馬上拿回1個。",
    "03.step.6": "{p0}執行行動D：1個部落標記放到屏風前方，直到回合結束都不能使用，他拿取1個半塊石碑。兩個半塊石碑可以支付酋長的行動；遊戲結束時每2個半塊石碑得3分。",
    "03.step.7": "{p1}宣告PASS：她的酋長和1個工人在競拍時出價了，其他族人都已經在島上。本階段她不再行動，其他人繼續。",
    "03.step.8": "{p2}把酋長放在H45。酋長不能帶圓木，但單獨就能搬運3。",
    "03.question2": "仍然輪到{p0}，局面相同。{p2}的中尊石像停在石像雕刻場H44；他的巫師在H54預定了A07，H54同時鄰近H44和A07，而他已經沒有族人可以放置。{p0}應該把工人放在哪裡，讓對手在第4階段必須用它當搬運工，{p0}因此得到協助搬運的分數？在表單中選擇族人和圓木數量，再在圖板上點選六角格。",
    "03.why.h54": "中尊石像進入的每一格都需要搬運力2（R7.3），而H54只有{p2}的巫師，搬運力1。有了你的工人，{p2}終於能到達A07，但必須用你的工人當搬運工，而被使用的其他玩家的工人立即為主人得1分（R7.6、R9.1）。協助是一種交換：你的工人也替他打開了通往A07的路，遊戲結束時那尊石像會為他得{a07}分。按「接下來會怎樣？」看看。",
    "03.why.h54_log": "你的圓木壞了事：圓木在任何顏色的族人旁邊都算搬運力，所以{p2}用他自己的巫師加上你的圓木搬運，誰也不得分（R7.4、R7.6）。想得到協助搬運的分數，就不要帶圓木。",
    "03.why.h43": "沒有人需要它：H43已經有{p2}的工人和圓木，搬運力3。而{p2}的石像仍然進不了H54，那裡只有他的巫師，搬運力1，不夠需要的2：他本回合運送不了任何東西，你也得不到分數（R7.3、R7.6）。",
    "03.why.h44": "石像從雕刻場出發時不需要搬運工：只有進入的格子才需要搬運力（R7.3）。放在H44的族人不會替任何人搬運，而{p2}仍然進不了H54。",
    # 04 -------------------------------------------------------------------------------------------
    "04.title": "運送：搬運、豎立、標記",
    "04.summary": "沿著族人與圓木鋪成的路線拾取與運送：搬運力、協助得分、豎立石像、石帽與標記。",
    "04.explain": (
        "第4階段沿著第3階段建立的路線運送石像。依行動順位，每位還沒PASS的玩家選擇：運送1個物件（一尊石像或一個石帽）之後可以標記1個物件；或不運送、只標記1個物件；或在本階段剩下的時間PASS。大家輪流進行，直到所有人都PASS（R7.1）。\n"
        "- 可以運送的物件：自家屏風前方的物件（從對應的雕刻場出發）、圖板上有你部落標記的物件，或圖板上任何沒有標記的物件（R7.2）。不能運送有其他玩家標記的物件，也不能移動豎立在石台上的物件。\n"
        "- 路線：從一格移到相鄰的一格，同一次運送中同一格不能經過兩次（R7.3）。每進入一格都需要足夠的搬運力：小尊、中尊、大尊石像分別需要1、2、3，石帽需要1。\n"
        "- 搬運力：格內每個族人，不論是誰的（工人1、巫師1、酋長3），加上每根圓木1，但圓木只有在族人旁邊才算數（R7.4）。規則只要求圓木所在的格內有族人；本教具的讀法較嚴格：運送的玩家也選用了那一格的族人當搬運工時，圓木才算數。搬運工不會用掉：同樣的族人可以協助每一次運送（R7.5）。\n"
        "- 協助：由運送的玩家決定使用誰的族人。每位被使用族人的其他玩家立即得分：工人或巫師1分，酋長得分等於石像的尺寸（石帽1分）。使用自家族人和圓木都不得分（R7.6）。\n"
        "- 豎立：如果你有族人在與石台相鄰的六角格上，而且石台是空的或由你預定，就可以把石像豎立在它旁邊的石台上。你的石像基座顏色面朝下墊在下面，這尊石像從此不能再移動（R7.7）。也是用同樣的方式為自家的石像穿戴石帽（R7.8）。石台是空的時，你的屏風後方還必須留有石像基座：沒有石像基座就不能在那裡豎立（R7.7）。\n"
        "- 顏色面朝下的石像基座：其他人看不出是誰的石像。依規則，忘記的玩家可以支付1個半塊石碑到公區，秘密察看一個顏色面朝下的石像基座（R7.9）。本教具改為直接讓每位玩家看到自己的石像基座；開啟規則選項「記憶模式（隱藏石像基座）」就會隱藏它們，恢復付費察看。\n"
        "- 標記：把屏風後方的部落標記放在物件上，它就保持歸你所有；圖板上沒有標記的物件，任何人都可以占為己有（R7.10、R7.11）。玩家PASS時，還留在屏風前方的物件移到雕刻場（R7.12）。\n\n"
        "沒有標記的物件什麼時候對其他人開放？中文規則摘要有兩種讀法：立即開放，之後任何一次行動都可以拿；或要到下一回合的運送階段才開放。本教具採用第一種讀法，下面的練習也以它為準；第二種讀法是規則選項「未標記物件下回合才開放」（R7.11）。\n\n"
        "本階段結束時，圖板上所有的圓木都移除遊戲（R7.13）。這是另一局的第6回合：你看到的族人是第3階段放置的；{p0}是起始玩家。穿戴石帽的那一步由你來做；第二個練習則跳到同一局的第7回合。"
    ),
    "04.step.1": "{p0}先運送他的巫師在第3階段拿到的石帽。石帽放在他的屏風前方，所以從石帽雕刻場H48出發。",
    "04.step.2": "石帽每進入一格需要搬運力1。H57只有{p1}的工人：{p0}必須使用它，{p1}立即得1分。",
    "04.step.3": "H64有{p0}自己的工人：搬運不用給分。H64鄰近石台A03，那裡豎立著{p0}的石像。",
    "04.step.4": "{p0}為A03上自家的石像穿戴石帽：那是他自己的石像，而且他的工人就在石台旁邊。遊戲結束時，這個石帽得到石台的石帽分數：{hat}分。",
    "04.step.5": "{p1}宣告PASS。她本回合雕刻的大尊石像還在屏風前方，所以移到石像雕刻場。她僅有的部落標記在競拍時出價了，無法標記這尊石像：它沒有標記。",
    "04.step.6": "{p2}從石像雕刻場H44拿起他的中尊石像。石像上有他的部落標記，標記會跟著石像一起移動。",
    "04.step.7": "中尊石像每進入一格需要搬運力2。H33的搬運力是3：{p0}的工人、{p1}的工人和1根圓木。{p2}必須說明使用誰的族人。",
    "04.step.8": "本教具的讀法是：圓木只有在被選用的族人旁邊才算數（規則只要求格內有族人）。{p2}使用{p0}的工人和圓木，所以{p0}得1分；若使用{p1}的工人和圓木，就是{p1}得分；使用兩個工人則兩人都得分。",
    "04.step.9": "H34只有{p0}的酋長：搬運力3，足夠。協助搬運的酋長得分等於石像的尺寸：{p0}得2分。",
    "04.step.10": "H35：{p2}自己的工人加1根圓木正好是2，不用給任何人分數。這次運送不能再回到H33或H34：同一次運送中同一格不能經過兩次。",
    "04.step.11": "H36鄰近石台A09，有{p2}的工人、巫師和1根圓木。",
    "04.step.12": "{p2}的巫師在第3階段已經用顏色面朝上的石像基座預定了A09。{p2}有族人在石台旁邊，於是把石像豎立上去，並把石像基座翻成顏色面朝下：其他人不再看得出這是誰的石像。原本在石像上的部落標記回到他的屏風後方。",
    "04.question": "{p2}的部落標記回到了屏風後方，運送之後他可以標記1個物件。石像雕刻場H44上有{p1}沒有標記的大尊石像m32，以及他自己有標記的大尊石像m30；下一位行動的{p0}屏風後方有2個部落標記。{p2}應該怎麼做？用下方的按鈕標記一個物件，或按「完成」把標記留在屏風後方。",
    "04.why.claim": "圖板上沒有標記的物件，誰拿到就是誰的（R7.11）。放上{p2}的標記之後，其他人都不能移動它：之後輪到他時再由他運送並豎立（R7.10）。",
    "04.why.keep": "這樣下一位行動的{p0}就可以把他的標記放在{p1}的石像上，占為己有（R7.10、R7.11）。這是本教具的讀法：沒有標記的物件立即開放；若開啟規則選項「未標記物件下回合才開放」，這尊石像要到下一回合才對他開放。",
    "04.why.own": "不行：那尊石像已經有他的標記，每個物件只能放1個標記（R7.10）。",
    "04.why.erected": "不行：豎立在石台上的石像不能再移動，也不能放標記（R7.7、R7.10）。",
    "04.question2": "同一局的第7回合。{p2}把他的一尊大尊石像從石像雕刻場運進H33。那裡有他自己的工人和他的2根圓木、{p1}的工人，以及{p0}的酋長；大尊石像進入的每一格都需要搬運力3（R7.3）。{p0}有{s0}分，{p1}有{s1}分，{p2}有{s2}分。{p2}在H33應該使用哪些搬運工？用按鈕選擇。",
    "04.why.carry_own": "你的工人加上你的2根圓木正好是3，而自家族人和圓木都不會讓任何人得分（R7.4、R7.6）。你的運送沒有讓任何人得分。",
    "04.why.carry_worker": "這會讓{p1}立即得1分（R7.6），而且毫無必要：你的第2根圓木就能免費做同樣的事。",
    "04.why.carry_chief": "協助搬運的酋長得分等於石像的尺寸：{p0}立即得3分，以{after0}分超過你的{s2}分（R7.6）。你自己的工人和圓木就能免費搬運。",
    # 05 -------------------------------------------------------------------------------------------
    "05.title": "回合結束與遊戲結束",
    "05.summary": "第5階段、最後一尊石像、最終計分，以及立即計分的變體規則。",
    "05.explain": (
        "每一回合都以第5階段結束（R8）：\n"
        "- 每位玩家取回圖板上的族人、屏風前方出價或用掉的配件，以及部落旗幟；\n"
        "- 每位玩家決定是否取回圖板上自家物件上的部落標記；取回標記後，那個物件就沒有標記，任何人都可以占為己有；\n"
        "- 圖板上剩下的圓木移除遊戲；圖板上的石像與石帽、豎立的石像和預定的石像基座都留在原地；\n"
        "- 起始玩家指示物傳給左手邊的玩家。\n\n"
        "只有在第4階段結束時才檢查遊戲是否結束（R10.1）。如果這時有玩家把所有的石像基座都放在石台上，而且每個上面都豎立了石像，遊戲立即結束，不進行第5階段；只有預定、沒有石像的石像基座不算。接著（R10.2到R10.6）：\n"
        "- 所有石像基座翻成顏色面朝上；\n"
        "- 每尊豎立的石像得到：石台的石像分數×石像尺寸（1、2或3），若戴著石帽，再加上石台的石帽分數；\n"
        "- 每2個半塊石碑得3分（單獨1個不計分）；\n"
        "- 這些分數加上計分區上已有的協助搬運分數，總分最高者獲勝（本教具中平手時共享勝利）。\n\n"
        "沒有豎立的石像、沒有穿戴的石帽，以及沒有石像的預定基座都不計分（R10.5）。\n\n"
        "立即計分的變體規則（R10.7）：石像豎立的當下就得到石台分數×尺寸；石帽仍然在遊戲結束時才計分。使用這個變體時，本教具也把石像基座顏色面朝上放置，因為分數已經透露了石像是誰的：這是本教具的選擇，不是變體規則的一部分。\n\n"
        "這是某一局第19回合的第4階段：{p1}和{p2}已經PASS。{p0}正在運送他的最後一尊石像，石像就停在石台A20旁邊，屏風後方只剩1個石像基座。標示的步驟由你替他行動。"
    ),
    "05.step.1": "{p0}把他的小尊石像豎立在A20，用上最後一個石像基座。遊戲還沒有結束：要到第4階段結束時才檢查。",
    "05.step.2": "本階段繼續進行。{p1}和{p2}已經PASS，所以{p0}一直輪到自己，直到他也PASS：他再次運送。石帽雕刻場H48上有一個沒有標記的石帽，任何人都可以拿。",
    "05.step.3": "H38有{p0}的巫師和{p1}的工人；石帽只需要搬運力1。",
    "05.step.4": "{p0}選擇自己的巫師搬運：使用{p1}的工人會讓她得1分。",
    "05.step.5": "H26鄰近A20：{p0}的酋長負責搬運。",
    "05.step.6": "{p0}為他剛豎立的石像穿戴石帽：遊戲結束時加上A20的石帽分數。",
    "05.step.7": "所有人都已PASS，第4階段結束，而{p0}的每個石像基座上都有石像：遊戲立即結束，不進行第5階段。石像基座翻面並計分。{p0}：{t0}分（協助搬運{h0}、石像{m0}、石帽{d0}）。{p1}：{t1}分（{h1}、{m1}、{d1}）。{p2}：{t2}分（{h2}、{m2}、{d2}）。{p1}獲勝：結束遊戲不等於贏得遊戲。圖表顯示每人各項規則的得分。",
}

CATALOG = Catalog(
    "lessons.giants",
    {f"lessons.giants.{key}": text for key, text in EN.items()},
    {f"lessons.giants.{key}": text for key, text in ZH.items()},
)
