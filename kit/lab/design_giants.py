"""The design lessons of Giants (see :mod:`kit.lab.lessons`): their runs, answers and words.

The answer to each prediction is computed from the run, the numbers the texts quote are the
run's; :data:`WRITTEN` keeps what the runs showed when the lessons were written, for the
teacher's page (a test recomputes them).
"""

from __future__ import annotations

import copy
from typing import Any

from kit.core.i18n import Catalog, Message
from kit.giants.board import OFFSETS, default_board, load_board
from kit.lab.compare import MEANINGFUL, Comparison
from kit.lab.lessons import DesignLesson, Sizing, _pct, _seen, fact_difference, mean_fact
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


# -- Giants: an Ahu moved next to the Moai quarry (R1.1, a custom island) ---------------------
MOVED = "A01"
"""The Ahu moved (Vinapu: 7 points per moai size step and 3 per headdress, the far south-west)."""


def ahu_by_the_quarry(ahu_id: str = MOVED) -> dict[str, Any]:
    """The default island with Ahu ``ahu_id`` moved, its points kept, to the free sea place
    beside the most land hexes next to the Moai quarry (then beside the most land hexes); it
    is next to every land hex around that place (R1.1, R7.7)."""
    board = copy.deepcopy(default_board().to_dict())
    hexes = {h["id"]: h for h in board["hexes"]}
    land = {(h["q"], h["r"]): h["id"] for h in board["hexes"]}
    taken = {(a["anchor_q"], a["anchor_r"]) for a in board["ahus"]}
    quarry = next(h for h in board["hexes"] if h["kind"] == "quarry_moai")
    near = set(quarry["neighbours"])

    def beside(q: int, r: int) -> list[str]:
        return sorted(land[(q + dq, r + dr)] for dq, dr in OFFSETS if (q + dq, r + dr) in land)

    places = (
        {(hexes[h]["q"] + dq, hexes[h]["r"] + dr) for h in near for dq, dr in OFFSETS}
        - set(land)
        - taken
    )
    if not places:
        raise ValueError("no free sea place next to the Moai quarry's neighbours")
    place = max(sorted(places), key=lambda p: (len(near & set(beside(*p))), len(beside(*p))))
    ahu = next(a for a in board["ahus"] if a["id"] == ahu_id)
    for h in ahu["adjacent_hexes"]:
        hexes[h]["adjacent_ahus"].remove(ahu_id)
    ahu["anchor_q"], ahu["anchor_r"] = place
    ahu["adjacent_hexes"] = beside(*place)
    for h in ahu["adjacent_hexes"]:
        hexes[h]["adjacent_ahus"].append(ahu_id)
    load_board(board)  # a board the engine takes (BoardError otherwise)
    return board


def _quarry_answer(tables: dict[str, Table], c: Comparison) -> str:
    first, rounds = c.changes["first_seat_win_rate"], c.changes["duration_rounds"]
    if _seen(first.p_value, first.diff, MEANINGFUL["first_seat_win_rate"]) > 0:
        return "start_player"
    if _seen(rounds.p_value, rounds.diff, MEANINGFUL["duration_rounds"]) < 0:
        return "shorter"
    return "nothing"


def _used(table: Table, ahu_id: str) -> int:
    return sum(1 for row in table if ahu_id in str(row["facts"].get("ahus", "")).split())


def _quarry_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    first, balance, rounds = (
        c.changes[k] for k in ("first_seat_win_rate", "balance", "duration_rounds")
    )
    return {
        "used_a": _used(tables["A"], MOVED),
        "used_b": _used(tables["B"], MOVED),
        "games": len(tables["B"]),
        "first_a": _pct(first.a.value),
        "first_b": _pct(first.b.value),
        "low_b": _pct(first.b.low),
        "fair": _pct(1 / tables["A"].players),
        "balance_a": round(balance.a.value, 2),
        "balance_b": round(balance.b.value, 2),
        "rounds_a": round(rounds.a.value, 1),
        "rounds_b": round(rounds.b.value, 1),
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
    DesignLesson(
        id="giants_ahu_quarry",
        game="giants",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={},
        games=30,
        seed=1,
        choices=("start_player", "shorter", "nothing"),
        figures=("win_rates", "ahus_b"),
        # pilot, 120 games: the start player won 13.3% (the island) and 63.3% (Vinapu by the
        # quarry); rounds −0.76 (paired sd 3.1). Replayed, the start player erected on the moved
        # Ahu in round 1 in all of 60 games of B (seeds 900-959). The ten test blocks: 9 of 10
        # with this verdict (the other: 43% against 70%, p = 0.057).
        sizing=(Sizing("proportions", effect=0.50, base=0.133, source="120 games of seed 777"),),
        answer_of=_quarry_answer,
        quote_of=_quarry_quote,
        board_b=ahu_by_the_quarry(),
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
    "giants_ahu_quarry": {
        "used_a": 0, "used_b": 30, "games": 30, "first_a": 10, "first_b": 63, "low_b": 46,
        "fair": 25, "balance_a": 0.73, "balance_b": 0.4, "rounds_a": 10.2, "rounds_b": 9.7,
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
    "design.giants_ahu_quarry.title": "Move an Ahu next to the quarry: does it decide the game?",
    "design.giants_ahu_quarry.question": "On the kit's island an Ahu is worth more the farther it lies from the Moai quarry (R1.1): Vinapu, on the far south-west coast, gives 7 points per moai size step (R10.3), the most of any Ahu. What if Vinapu, with the same points, stood on the coast right next to the quarry? Does one Ahu decide the game?",
    "design.giants_ahu_quarry.setup": "Four greedy bots. A: the kit's island. B: the same island with Vinapu (Ahu A01 of the board file) moved to the sea beside the two coastal hexes next to the Moai quarry, its points unchanged: a custom island, like the ones a class can upload in the lab. If the Ahu decides the game, the start player, first in turn order (R3.2), should win far more often in B; if it only saves hauling, the games should get shorter. A change counts only if it is more than chance (and at least 2 percentage points, or half a round).",
    "design.giants_ahu_quarry.choice.start_player": "It decides the game: the start player wins far more often",
    "design.giants_ahu_quarry.choice.shorter": "The games get shorter, but who wins stays as fair as before",
    "design.giants_ahu_quarry.choice.nothing": "Nothing measurable: it is only one Ahu of 26",
    "design.giants_ahu_quarry.explain": "A moai stood on Vinapu in {used_a} of {games} games in A, far from the quarry, and in {used_b} of {games} games in B, beside it. The start player won {first_a}% of the games in A and {first_b}% in B (at least {low_b}% with 95% confidence; a fair share is {fair}%). Balance (1 minus the largest gap between seats) went from {balance_a} to {balance_b}; the games lasted {rounds_a} rounds in A and {rounds_b} in B.",
    "design.giants_ahu_quarry.conclusion": "One Ahu decided the game. Beside the quarry, 7 points per size step are within reach of the first in turn order (R3.2), and the start player won {first_b}% of the games instead of {first_a}%. The kit's island pays for distance (far from the quarry, more points): an Ahu's points and its place are one design decision, and an island that separates them breaks the balance of the game.",
    "design.giants_ahu_quarry.next": "Move Vinapu one or two hexes farther from the quarry, or give it 2 points per size step instead of 7 (moai_points in the board file), and watch the start player's win rate: where does an Ahu near the quarry stop deciding the game?",
    "design.giants_ahu_quarry.task": "In the lab, download the island, move or revalue one Ahu in the board file, upload it for B, and find an island with an Ahu near the quarry on which the start player still wins about a quarter of the games.",
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
    "design.giants_ahu_quarry.title": "把石台移到石像雕刻場旁邊：它會決定勝負嗎？",
    "design.giants_ahu_quarry.question": "在摩艾教具箱的島上，石台離石像雕刻場越遠，分數越高（R1.1）：遠在西南海岸的石台Vinapu，石像每一級尺寸得7分（R10.3），是所有石台中最高的。如果Vinapu分數不變，就在石像雕刻場旁邊的海岸上呢？一個石台會決定勝負嗎？",
    "design.giants_ahu_quarry.setup": "四個貪婪機器人。A：摩艾教具箱的島。B：同一個島，但把Vinapu（圖板檔案中的石台A01）移到石像雕刻場旁邊兩個海岸格外的海上，分數不變：這是一個自訂的島，就像全班可以在實驗室中上傳的島一樣。如果這個石台決定勝負，行動順位最先的起始玩家（R3.2）在B應該贏得多很多；如果它只是省下搬運，遊戲應該變短。變化必須不只是運氣（而且至少要有2個百分點，或半個回合），才算數。",
    "design.giants_ahu_quarry.choice.start_player": "它決定勝負：起始玩家贏得多很多",
    "design.giants_ahu_quarry.choice.shorter": "遊戲變短，但誰會贏和以前一樣公平",
    "design.giants_ahu_quarry.choice.nothing": "沒有可測出的改變：它只是26個石台之一",
    "design.giants_ahu_quarry.explain": "在A，Vinapu遠離石像雕刻場，{games}局中有{used_a}局豎立了石像；在B，它就在旁邊，{games}局中有{used_b}局。起始玩家在A贏了{first_a}%的對局，在B贏了{first_b}%（95%信賴下至少{low_b}%；平均分配是{fair}%）。平衡度（1減去座位間最大的勝率差）從{balance_a}變成{balance_b}；每局回合數A為{rounds_a}，B為{rounds_b}。",
    "design.giants_ahu_quarry.conclusion": "一個石台決定了勝負。在石像雕刻場旁邊，石像每一級尺寸得7分的石台，是行動順位最先的玩家（R3.2）伸手可及的，起始玩家贏了{first_b}%的對局，而不是{first_a}%。摩艾教具箱的島按距離給分（離石像雕刻場越遠，分數越高）：石台的分數和位置是同一個設計決定，把兩者分開的島會破壞遊戲的平衡。",
    "design.giants_ahu_quarry.next": "把Vinapu移到離石像雕刻場遠一兩格的地方，或把它的分數從每級7分改成2分（圖板檔案中的moai_points），觀察起始玩家的勝率：石像雕刻場附近的石台要到哪裡才不再決定勝負？",
    "design.giants_ahu_quarry.task": "在實驗室中下載這個島，在圖板檔案中移動一個石台或改變它的分數，上傳給B，找出一個在石像雕刻場附近有石台、但起始玩家仍只贏大約四分之一對局的島。",
}

CATALOG = Catalog("lab.design.giants", EN, ZH_TW)
