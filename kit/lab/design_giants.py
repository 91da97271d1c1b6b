"""The design lessons of Giants (see :mod:`kit.lab.lessons`): their runs, answers and words.

The answer to each prediction is computed from the run, the numbers the texts quote are the
run's; :data:`WRITTEN` keeps what the runs showed when the lessons were written, for the
teacher's page (a test recomputes them).
"""

from __future__ import annotations

from typing import Any

from kit.core.i18n import Catalog, Message
from kit.lab.compare import MEANINGFUL, Comparison
from kit.lab.lessons import DesignLesson, Sizing, _seen, fact_difference, mean_fact
from kit.lab.table import Table


# -- Giants: logs as carriers (R7.6) ----------------------------------------------------------
def _logs_answer(tables: dict[str, Table], c: Comparison) -> str:
    helpers = fact_difference(tables, "helper_points")
    moai = fact_difference(tables, "moai")
    if _seen(moai.p_value, moai.diff, 0.5) > 0:
        return "more_moai"
    if _seen(helpers.p_value, helpers.diff, 1.0) < 0:
        return "fewer_helpers"
    return "no_change"


def _logs_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    return {
        "helpers_a": round(mean_fact(tables["A"], "helper_points"), 1),
        "helpers_b": round(mean_fact(tables["B"], "helper_points"), 1),
        "moai_a": round(mean_fact(tables["A"], "moai"), 1),
        "moai_b": round(mean_fact(tables["B"], "moai"), 1),
        "rounds_a": round(c.changes["duration_rounds"].a.value, 1),
        "rounds_b": round(c.changes["duration_rounds"].b.value, 1),
        "spread_a": round(c.changes["score_spread"].a.value, 1),
        "spread_b": round(c.changes["score_spread"].b.value, 1),
    }


# -- Giants: the die faces (R4.5) -------------------------------------------------------------
def _dice_answer(tables: dict[str, Table], c: Comparison) -> str:
    big = fact_difference(tables, "moai_3")
    rounds = c.changes["duration_rounds"]
    bigger = _seen(big.p_value, big.diff, 0.5) > 0
    longer = _seen(rounds.p_value, rounds.diff, MEANINGFUL["duration_rounds"]) > 0
    if bigger and longer:
        return "bigger_longer"
    return "bigger_same" if bigger else "no_bigger"


def _per_round(table: Table, fact: str) -> float:
    games = [row for row in table if not row["timed_out"]]
    return sum(r["facts"][fact] for r in games) / sum(r["rounds"] for r in games)


def _dice_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    a, b = tables["A"], tables["B"]
    carved_all = sum(1 for r in b if r["facts"]["supply_3"] == 0)
    return {
        "big_a": round(mean_fact(a, "moai_3"), 1),
        "big_b": round(mean_fact(b, "moai_3"), 1),
        "rounds_a": round(c.changes["duration_rounds"].a.value, 1),
        "rounds_b": round(c.changes["duration_rounds"].b.value, 1),
        "drawn_a": round(_per_round(a, "moai_drawn"), 1),
        "drawn_b": round(_per_round(b, "moai_drawn"), 1),
        "empty_a": round(mean_fact(a, "faces_empty"), 1),
        "empty_b": round(mean_fact(b, "faces_empty"), 1),
        "none_a": round(mean_fact(a, "empty_rolls"), 1),
        "none_b": round(mean_fact(b, "empty_rolls"), 1),
        "carved_all": carved_all,
        "games": len(b),
        "helpers_a": round(_per_round(a, "helper_points"), 1),
        "helpers_b": round(_per_round(b, "helper_points"), 1),
    }


LESSONS: tuple[DesignLesson, ...] = (
    DesignLesson(
        id="giants_logs",
        game="giants",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"logs_need_figure_in_set": False},
        games=40,
        seed=1,
        choices=("fewer_helpers", "more_moai", "no_change"),
        figures=("helpers", "differences"),
        # pilot, 120 games: helper points −4.3 per game, paired sd 2.5
        sizing=(Sizing("mean", effect=-4.3, sd=2.5, source="120 games of seed 777"),),
        answer_of=_logs_answer,
        quote_of=_logs_quote,
    ),
    DesignLesson(
        id="giants_dice",
        game="giants",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"white_faces": "012333", "brown_faces": "023333"},
        games=40,
        seed=1,
        choices=("bigger_longer", "bigger_same", "no_bigger"),
        figures=("moai_sizes", "dice", "length"),
        # pilot, 120 games: large moai erected +2.35 per game (paired sd 1.5); rounds +2.8
        # (paired sd 3.4)
        sizing=(
            Sizing("mean", effect=2.35, sd=1.5, source="120 games of seed 777"),
            Sizing("mean", effect=2.8, sd=3.4, source="120 games of seed 777"),
        ),
        answer_of=_dice_answer,
        quote_of=_dice_quote,
    ),
)

WRITTEN: dict[str, dict[str, object]] = {
    "giants_logs": {
        "helpers_a": 47.4, "helpers_b": 42.6, "moai_a": 15.3, "moai_b": 15.3, "rounds_a": 10.2,
        "rounds_b": 10.2, "spread_a": 9.7, "spread_b": 10.8,
    },    "giants_dice": {
        "big_a": 0.5, "big_b": 2.7, "rounds_a": 10.2, "rounds_b": 13.3, "drawn_a": 2.9,
        "drawn_b": 1.8, "empty_a": 11.7, "empty_b": 29.6, "none_a": 0.4, "none_b": 2.6,
        "carved_all": 40, "games": 40, "helpers_a": 4.7, "helpers_b": 4.9,
    },
}  # fmt: skip
"""What the runs showed when the lessons were written."""

EN: dict[str, Message] = {
    "design.giants_logs.title": "Logs as carriers (R7.6): who pays for hauling a moai?",
    "design.giants_logs.question": "A moai is hauled along a chain of hexes with carriers: figures, and logs on a hex where a figure stands. Each figure of another player used as a carrier earns its owner a helper point (R7.6). The rules summary counts every log on a hex with a figure; the kit's default reading counts a log only beside a figure the mover chose as a carrier. What changes if any figure lets the logs count?",
    "design.giants_logs.setup": "Four greedy bots. A: the kit's default reading (a log counts beside a chosen carrier). B: a log counts beside any figure on its hex.",
    "design.giants_logs.choice.fewer_helpers": "The same moai are moved, but the movers pay fewer helpers",
    "design.giants_logs.choice.more_moai": "More moai are erected, since moving them is easier",
    "design.giants_logs.choice.no_change": "Nothing measurable changes",
    "design.giants_logs.explain": "Helper points paid per game: {helpers_a} in A, {helpers_b} in B. Moai erected per game: {moai_a} in A, {moai_b} in B; rounds per game {rounds_a} and {rounds_b}. The winner's lead over the runner-up: {spread_a} points in A, {spread_b} in B.",
    "design.giants_logs.conclusion": "Logs that count beside any figure replace helpers a mover would otherwise pay: for these bots the same moai reach the Ahu in the same number of rounds, but fewer points go to the players who help. A rule about who may carry is a rule about who scores: it moves points from cooperation to the mover.",
    "design.giants_logs.next": "Try it together with the other reading of R7.6 in the lab (a mover may pay more helpers than needed) and watch the helper points and the score spread.",
    "design.giants_logs.task": "In the lab, find a variant in which the helper points paid per game rise without making the game longer.",
    "design.giants_dice.title": "Change the die faces (R4.5): what happens to the auction and the moai?",
    "design.giants_dice.question": "The dice decide which moai are carved each round (R4.5). Their faces are not in the sources; the kit's are designed. What if the dice show more big moai?",
    "design.giants_dice.setup": "Four greedy bots. A: the kit's faces (white 0 1 1 2 2 3, brown 0 1 2 2 3 3). B: faces skewed to size 3 (white 0 1 2 3 3 3, brown 0 2 3 3 3 3).",
    "design.giants_dice.choice.bigger_longer": "More big moai are erected, and the games get longer",
    "design.giants_dice.choice.bigger_same": "More big moai are erected; the length stays the same",
    "design.giants_dice.choice.no_bigger": "No more big moai are erected: they are too hard to move",
    "design.giants_dice.explain": "Large moai erected per game: {big_a} in A, {big_b} in B. Rounds per game: {rounds_a} in A, {rounds_b} in B. Why longer: B's dice carved all six large moai in {carved_all} of {games} games, and after that a face showing a large moai brings nothing (none is left, R4.4). Faces that brought no moai: {empty_a} per game in A, {empty_b} in B; rounds in which the dice brought none: {none_a} in A, {none_b} in B. So moai entered play at {drawn_b} per round in B against {drawn_a} in A, while helper points per round moved less ({helpers_a} and {helpers_b}).",
    "design.giants_dice.conclusion": "The dice shape the whole game: faces skewed to size 3 erect more large moai, but the six large moai run out early, and from then on many faces bring nothing: fewer moai enter play each round, so the game takes longer to end. Die faces set the game's pace through what is left in the supply.",
    "design.giants_dice.next": "Try faces with one 3 turned into a 1, and watch the rounds with nothing carved and the game length.",
    "design.giants_dice.task": "In the lab, design die faces (R4.5) that keep the game near ten rounds while more large moai are erected (the faces are digits 0-3, one per face).",
}

ZH_TW: dict[str, Message] = {
    "design.giants_logs.title": "圓木當作搬運工（R7.6）：搬運石像由誰付出？",
    "design.giants_logs.question": "石像沿著一串六角格搬運，需要搬運工：人物，以及與人物同格的圓木。每使用一個其他玩家的族人當搬運工，該玩家得到1分協助分數（R7.6）。規則摘要中，只要格內有族人，每根圓木都算；摩艾教具箱預設的解讀只在移動石像的玩家選定的搬運工旁邊才算圓木。如果任何人物都能讓圓木算數，會有什麼改變？",
    "design.giants_logs.setup": "四個貪婪機器人。A：摩艾教具箱預設的解讀（圓木在選定的搬運工旁邊才算）。B：圓木只要與任何人物同格就算。",
    "design.giants_logs.choice.fewer_helpers": "搬運的石像一樣，但移動石像的玩家付出的協助分數變少",
    "design.giants_logs.choice.more_moai": "豎立更多石像，因為搬運變容易",
    "design.giants_logs.choice.no_change": "沒有可測出的改變",
    "design.giants_logs.explain": "每局支付的協助分數：A為{helpers_a}，B為{helpers_b}。每局豎立的石像：A為{moai_a}，B為{moai_b}；每局回合數為{rounds_a}和{rounds_b}。贏家領先第二名的分數：A為{spread_a}分，B為{spread_b}分。",
    "design.giants_logs.conclusion": "圓木在任何族人旁邊都算數時，取代了移動石像的玩家原本要付分的協助者：對這些機器人來說，同樣的石像在同樣的回合數內抵達石台，但協助的玩家得到的分數變少。關於誰能搬運的規則，也是關於誰得分的規則：它把分數從合作移到移動石像的玩家身上。",
    "design.giants_logs.next": "在實驗室中把它和R7.6的另一種解讀一起試試（移動石像的玩家可以付分給比需要更多的協助者），觀察協助分數和分差。",
    "design.giants_logs.task": "在實驗室中找出一個變體，讓每局支付的協助分數增加，但遊戲不變長。",
    "design.giants_dice.title": "改變骰面（R4.5）：競拍和石像會怎樣？",
    "design.giants_dice.question": "骰子決定每回合雕刻哪些石像（R4.5）。原始資料沒有列出骰面；摩艾教具箱的骰面是設計出來的。如果骰子出現更多大尊石像呢？",
    "design.giants_dice.setup": "四個貪婪機器人。A：摩艾教具箱的骰面（白骰0 1 1 2 2 3，棕骰0 1 2 2 3 3）。B：偏向大尊的骰面（白骰0 1 2 3 3 3，棕骰0 2 3 3 3 3）。",
    "design.giants_dice.choice.bigger_longer": "豎立更多大尊石像，遊戲也變長",
    "design.giants_dice.choice.bigger_same": "豎立更多大尊石像，長度不變",
    "design.giants_dice.choice.no_bigger": "沒有豎立更多大尊石像：它們太難搬",
    "design.giants_dice.explain": "每局豎立的大尊石像：A為{big_a}，B為{big_b}。每局回合數：A為{rounds_a}，B為{rounds_b}。為什麼變長：B的骰子在{games}局中有{carved_all}局雕刻了全部六尊大尊石像，之後骰出大尊的骰面（R4.5）就什麼都拿不到（已經沒有了，R4.4）。沒有帶來石像的擲骰結果：A每局{empty_a}個，B每局{empty_b}個；骰子完全沒有帶來石像的回合：A為{none_a}，B為{none_b}。所以石像進入遊戲的速度B為每回合{drawn_b}尊，A為{drawn_a}尊；每回合的協助分數變化較小（{helpers_a}和{helpers_b}）。",
    "design.giants_dice.conclusion": "骰子塑造了整個遊戲：偏向大尊的骰面讓豎立的大尊石像變多，但六尊大尊很早就用完，之後許多骰面什麼都拿不到：每回合進入遊戲的石像變少，所以遊戲要更久才結束。骰面透過供應區剩下的石像決定了遊戲的節奏。",
    "design.giants_dice.next": "試試把一個3改成1的骰面，觀察沒有雕刻的回合數和遊戲長度。",
    "design.giants_dice.task": "在實驗室中設計一組骰面（R4.5），讓遊戲維持在十回合左右，同時豎立更多大尊石像（骰面是0到3的數字，每面一個）。",
}

CATALOG = Catalog("lab.design.giants", EN, ZH_TW)
