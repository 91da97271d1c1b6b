"""The words of the Giants lessons' decisions (:mod:`kit.lessons.decisions_giants`), in English
and Chinese.

Keys follow the lessons' own (``lessons.giants.<NN>.decide`` for a question, ``why.<id>`` for the
explanation of a choice); the choices are moves, labelled by the engine. ``{p0}``... are the
players' names; the other parameters come from the lesson's file.
"""

from __future__ import annotations

from kit.core.i18n import Catalog

EN = {
    "00.decide": "Phase 3 of round 1: {p1}'s first action. She carved a size-2 moai, which needs carrying power 2 on every hex it enters in phase 4, and a log beside a figure adds 1 that scores for nobody (R7.4, R7.6). She sends her sorcerer to a forest for its logs, as {p0} did. Which forest? Look at the forest tiles on the board, then make her move.",
    "00.why.forest5": "Right: {hex} gives {logs} logs, the most any forest still gives now that {p0} has cleared H30. The sorcerer takes them all at once and the tile is turned (R6.4).",
    "00.why.forest4": "Allowed, but {hex} gives only {logs} logs, and a forest gives its logs only once: {best} gives {most} (R6.4).",
    "00.why.forest3": "Allowed, but {hex} gives only {logs} logs, and a forest gives its logs only once: {best} gives {most} (R6.4).",
    "00.why.cleared": "Not allowed: {p0}'s sorcerer has just cleared H30, and a cleared forest gives no more logs (R6.4).",
    "00.question2": "The bots played on in round 1. In phase 3 every player put a worker on H53, next to the Ahu A06. Phase 4 began with {p0}: he carried his size-1 moai from the Moai quarry hex, H44, into H53, and chose his own worker there as carrier, so nobody scored for helping. His moai now lies next to A06, which is free, and he has 7 bases behind his screen; {p1}'s size-2 moai still waits on H44. What should {p0} do with his moai now? Make his move on the board.",
    "00.why.stop": "Allowed: the moai stays lying on H53. But A06 is free for anyone: {p1} carries her size-2 moai into H53 at once, with the workers standing there, and stands it on A06 (R7.7). {p0}'s moai has lost its Ahu. Press “What happens next?” to watch it.",
    "01.decide": "Round 9's auction, seen by {p2}, the first player this round. The dice left one moai on the quarry tile, a size-3. Every player's Tribe Markers lie on moai on the board, so nobody can bid one, and nobody has a half-tablet. Behind {p2}'s screen: {workers} workers, his sorcerer and his chief. Whatever he bids stays in front of his screen until the end of the round (R5.8), and each action of phase 3 places one figure. What should he bid, to be sure to carve the size-3 moai and keep the most figures for phase 3? Fill in the bid form and place the bid.",
    "01.why.chief": "Sure, and cheap. Nobody can bid a marker and nobody has half-tablets, so the pick order follows the turn order from the first player: {p2} picks first (R5.4). His chief alone is 3 sculptors, enough for the size-3 moai (R5.3), and his 3 workers and his sorcerer stay behind his screen: {kept} figures for phase 3.",
    "01.why.workers3": "He carves it too, 3 workers are 3 sculptors (R5.3), but then only his sorcerer and his chief are left for phase 3: 2 figures instead of {kept}.",
    "01.why.workers_sorcerer": "He carves it too: 2 workers and the sorcerer are 3 sculptors (R5.3). But only a worker and his chief are left for phase 3: 2 figures instead of {kept}.",
    "01.why.worker_sorcerer": "He picks first but cannot carve it: a worker and the sorcerer are 2 sculptors, and a size-3 moai needs 3 (R5.3). {p0}'s chief takes it, and {p2}'s worker and sorcerer are spent all the same until the end of the round (R5.8).",
    "01.why.nothing": "Then {p2} carves nothing: {p0} bid his chief, and he carves the size-3 moai (R5.5).",
    "03.decide": "{p0}'s turn in phase 3. His chief stands in the Village: action C cost him 2 half-tablets (R6.5), and now he has 1 half-tablet. Behind his screen: 2 workers, his sorcerer, 5 logs and 1 Tribe Marker. Next round he wants to send his chief to a special space again. What should he do now? Make his move.",
    "03.why.tablet": "Right: action D puts his Tribe Marker in front of his screen for a half-tablet (R6.6). With 2 half-tablets he can pay for his chief next round (R6.5), and on a tie in the auction the player with more half-tablets picks first (R5.4).",
    "03.why.hut": "Allowed (action B): a second Tribe Marker comes from the reserve box (R6.4), but no half-tablet. He still has 1, one short of the 2 his chief needs, and would need another action D to turn a marker into one.",
    "03.why.worker": "Allowed (action A), but it brings no half-tablet: he still has 1, one short of the 2 his chief needs (R6.5).",
    "03.why.forest": "Allowed (action B): his sorcerer takes the {logs} logs of H10. But logs bring no half-tablet: he still has 1, one short of the 2 his chief needs (R6.5).",
    "05.decide": "{p0} has just stood his size-1 moai on A20 (moai value {moai}, headdress value {hat}): every base of his now lies under a moai on an Ahu. The others have passed. An unmarked headdress waits on the Headdress quarry hex, H48, and his figures stand where it can be carried to A20. What should he do now? Make his move.",
    "05.why.crown": "Right: the game ends at the end of phase 4, not the moment his last base is covered (R10.1). Until he passes he may still move: the headdress goes to A20 and crowns his moai (R7.8), {hat} points more at the end (R10.3): {with_hat} instead of {without}.",
    "05.why.pass": "Allowed, and with everyone passed, phase 4 ends and the game with it (R10.1). But until then he could still have set the headdress on his moai on A20 (R7.8): {hat} points given away, {without} instead of {with_hat} (R10.3).",
}

ZH = {
    "00.decide": "第1回合第3階段：{p1}的第一個行動。她雕刻了一尊中尊石像，第4階段它進入的每一格都需要搬運力2；族人旁邊的每根圓木可增加1點搬運力，而且不讓任何人得分（R7.4、R7.6）。她像{p0}一樣派巫師去森林拿圓木。該去哪一座森林？先看圖板上的森林板塊，再替她行動。",
    "00.why.forest5": "正確：{hex}有{logs}根圓木，是{p0}拿走H30之後，森林能給的最多數量。巫師一次拿走全部圓木，森林板塊翻面（R6.4）。",
    "00.why.forest4": "可以，但{hex}只有{logs}根圓木，而每座森林只能拿一次：{best}有{most}根（R6.4）。",
    "00.why.forest3": "可以，但{hex}只有{logs}根圓木，而每座森林只能拿一次：{best}有{most}根（R6.4）。",
    "00.why.cleared": "不行：{p0}的巫師剛拿走H30的圓木，翻面的森林不再給圓木（R6.4）。",
    "00.question2": "機器人接著進行第1回合。第3階段每位玩家都在H53放了1個工人，H53鄰近石台A06。第4階段由{p0}先行動：他把小尊石像從石像雕刻場H44運進H53，並選擇自己在那裡的工人當搬運工，所以沒有人得到協助搬運的分數。現在他的石像停在空的石台A06旁邊，屏風後方還有7個石像基座；{p1}的中尊石像還在H44等著。{p0}現在該怎麼處理他的石像？請在圖板上替他行動。",
    "00.why.stop": "可以：石像留在H53躺著。但A06是空的，誰都可以用：{p1}立刻利用那裡的工人，把她的中尊石像運進H53，豎立在A06上（R7.7）。{p0}的石像失去了這座石台。按「接下來會怎樣？」看看。",
    "01.decide": "第9回合的競拍，從本回合的起始玩家{p2}的角度來看。骰子只在石像採石場板塊上留下一尊大尊石像。每位玩家的部落標記都放在圖板上的石像上，所以沒有人能出價部落標記，也沒有人有半塊石碑。{p2}的屏風後方有{workers}個工人、巫師和酋長。出價的配件到回合結束前都留在屏風前方（R5.8），而第3階段每個行動放置一個族人。他該出價什麼，才能確保雕刻到大尊石像，又把最多的族人留給第3階段？請填寫出價表並出價。",
    "01.why.chief": "穩當又省。沒有人能出價部落標記，也沒有人有半塊石碑，所以挑選順序依照從起始玩家開始的行動順位：{p2}先挑（R5.4）。他的酋長單獨就是3個雕刻工，足以雕刻大尊石像（R5.3），3個工人和巫師則留在屏風後方：第3階段有{kept}個族人可用。",
    "01.why.workers3": "這樣也能雕刻：3個工人就是3個雕刻工（R5.3）。但第3階段只剩巫師和酋長：2個族人，而不是{kept}個。",
    "01.why.workers_sorcerer": "這樣也能雕刻：2個工人加巫師是3個雕刻工（R5.3）。但第3階段只剩1個工人和酋長：2個族人，而不是{kept}個。",
    "01.why.worker_sorcerer": "他先挑，卻雕刻不了：1個工人加巫師只有2個雕刻工，大尊石像需要3個（R5.3）。{p0}的酋長拿走了它，而{p2}的工人和巫師照樣到回合結束前都不能使用（R5.8）。",
    "01.why.nothing": "這樣{p2}什麼也雕刻不到：{p0}出價了酋長，由他雕刻大尊石像（R5.5）。",
    "03.decide": "第3階段輪到{p0}。他的酋長在村莊：行動C花了他2個半塊石碑（R6.5），現在他只剩1個半塊石碑。屏風後方有2個工人、巫師、5根圓木和1個部落標記。下一回合他想再派酋長前往特定區域。他現在該做什麼？請替他行動。",
    "03.why.tablet": "正確：行動D把他的部落標記放到屏風前方，換1個半塊石碑（R6.6）。有了2個半塊石碑，下一回合他就能支付酋長的費用（R6.5）；而且競拍平手時，半塊石碑較多的玩家先挑（R5.4）。",
    "03.why.hut": "可以（行動B）：從備用箱拿到第2個部落標記（R6.4），但沒有半塊石碑。他仍然只有1個，比酋長需要的2個少1個，還得再做一次行動D才能把標記換成半塊石碑。",
    "03.why.worker": "可以（行動A），但拿不到半塊石碑：他仍然只有1個，比酋長需要的2個少1個（R6.5）。",
    "03.why.forest": "可以（行動B）：他的巫師拿走H10的{logs}根圓木。但圓木換不到半塊石碑：他仍然只有1個，比酋長需要的2個少1個（R6.5）。",
    "05.decide": "{p0}剛把他的小尊石像豎立在A20（石像分數{moai}，石帽分數{hat}）：他的每個石像基座上現在都有石像。其他人都已PASS。一頂沒有標記的石帽在石帽雕刻場H48，而他的族人所在位置可以把它運到A20。他現在該做什麼？請替他行動。",
    "05.why.crown": "正確：遊戲在第4階段結束時才結束，而不是在他最後一個石像基座被蓋上的那一刻（R10.1）。在他PASS之前還可以運送：石帽運到A20，穿戴在他的石像上（R7.8），遊戲結束時多得{hat}分（R10.3）：{with_hat}分而不是{without}分。",
    "05.why.pass": "可以，而所有人都PASS了，第4階段結束，遊戲也隨之結束（R10.1）。但在那之前，他本來還能為A20上的石像穿戴石帽（R7.8）：白白少了{hat}分，{without}分而不是{with_hat}分（R10.3）。",
}

CATALOG = Catalog(
    "lessons.decisions.giants",
    {f"lessons.giants.{k}": text for k, text in EN.items()},
    {f"lessons.giants.{k}": text for k, text in ZH.items()},
)
