"""The design lessons of Rapa Nui (see :mod:`kit.lab.lessons`): their runs, answers and words.

The answer to each prediction is computed from the run, the numbers the texts quote are the
run's; :data:`WRITTEN` keeps what the runs showed when the lessons were written, for the
teacher's page (a test recomputes them).
"""

from __future__ import annotations

from typing import Any

from kit.core.i18n import Catalog, Message
from kit.lab.compare import MEANINGFUL, Comparison
from kit.lab.lessons import PILOT, DesignLesson, Sizing, _pct, _seen, mean_fact
from kit.lab.table import Table


# -- Rapa Nui: the first player and the starting wood (R2.7) ----------------------------------
def _first_player_answer(tables: dict[str, Table], c: Comparison) -> str:
    # A has the rule's wood 2/3/4/5; B gives every seat 2. "Does the extra wood fix it?"
    change = c.changes["first_seat_win_rate"]
    return {1: "helps", 0: "nothing", -1: "hurts"}[_seen(change.p_value, change.diff)]


def _first_player_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    a, b = c.changes["first_seat_win_rate"].a, c.changes["first_seat_win_rate"].b
    fair = 1 / tables["A"].players
    excess_a, excess_b = a.value - fair, b.value - fair
    return {
        "first_a": _pct(a.value),
        "first_b": _pct(b.value),
        "fair": _pct(fair),
        "excess_a": _pct(excess_a),
        "excess_b": _pct(excess_b),
        "removed": _pct(1 - excess_a / excess_b) if excess_b > 0 else 0,
        "low_a": _pct(a.low),
        "balance_a": round(c.changes["balance"].a.value, 2),
        "balance_b": round(c.changes["balance"].b.value, 2),
    }


# -- Rapa Nui: the majority bonus at 2 cards (R8.2) -------------------------------------------
def _majority_answer(tables: dict[str, Table], c: Comparison) -> str:
    lead, skill = c.changes["lead_changes"], c.changes["skill_win_rate"]
    if _seen(lead.p_value, lead.diff, MEANINGFUL["lead_changes"]) > 0:
        return "interaction"
    if _seen(skill.p_value, skill.diff, MEANINGFUL["skill_win_rate"]) < 0:
        return "luck"
    return "neither"


def _majority_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    skill, lead, spread = (c.changes[k] for k in ("skill_win_rate", "lead_changes", "score_spread"))
    return {
        "bonus_a": round(mean_fact(tables["A"], "majority_bonuses"), 1),
        "bonus_b": round(mean_fact(tables["B"], "majority_bonuses"), 1),
        "lead_a": round(100 * lead.a.value, 1),
        "lead_b": round(100 * lead.b.value, 1),
        "skill_a": round(100 * skill.a.value, 1),
        "skill_b": round(100 * skill.b.value, 1),
        "spread_a": round(spread.a.value, 1),
        "spread_b": round(spread.b.value, 1),
        "margin": _pct(MEANINGFUL["skill_win_rate"]),
    }


# -- Rapa Nui: a cheaper moai (R5.1c, rule parameter moai_cost) ------------------------------
def _moai_cost_answer(tables: dict[str, Table], c: Comparison) -> str:
    # The question names the game's length in rounds; a change counts from half a round.
    rounds = c.changes["duration_rounds"]
    seen = _seen(rounds.p_value, rounds.diff, MEANINGFUL["duration_rounds"])
    return {1: "longer", 0: "same_length", -1: "shorter"}[seen]


def _moai_cost_quote(tables: dict[str, Table], c: Comparison) -> dict[str, Any]:
    rounds, decisions = c.changes["duration_rounds"], c.changes["duration_decisions"]
    return {
        "moai_a": round(mean_fact(tables["A"], "moai"), 1),
        "moai_b": round(mean_fact(tables["B"], "moai"), 1),
        "rounds_a": round(rounds.a.value, 1),
        "rounds_b": round(rounds.b.value, 1),
        "turns_a": round(mean_fact(tables["A"], "turns"), 1),
        "turns_b": round(mean_fact(tables["B"], "turns"), 1),
        "decisions_a": round(decisions.a.value),
        "decisions_b": round(decisions.b.value),
    }


MOAI_PILOT = "9 blocks of 300 games, seeds 1 + 100,000·k (k = 1..9), outside the lesson's seeds"

LESSONS: tuple[DesignLesson, ...] = (
    DesignLesson(
        id="rapanui_first_player",
        game="rapanui",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"starting_wood": "2,2,2,2"},
        games=1000,
        seed=1,
        choices=("helps", "nothing", "hurts"),
        figures=("win_rates", "differences"),
        # pilot, 300 games a block: first seat 32.7% (rule's wood) and 41.9% (equal wood)
        sizing=(Sizing("proportions", effect=0.092, base=0.327, source=PILOT),),
        answer_of=_first_player_answer,
        quote_of=_first_player_quote,
    ),
    DesignLesson(
        id="rapanui_majority",
        game="rapanui",
        players=3,
        bots=("greedy", "greedy", "random"),
        a={},
        b={"majority_min_count": 2},
        games=1500,
        seed=1,
        choices=("interaction", "luck", "neither"),
        figures=("differences", "scores"),
        # pilot, 2,000 games a block: the greedy seats' rate −1.0 point (paired sd 0.19 per
        # game), lead changes −0.6 point (sd 0.10): both under the meaningful 2 points
        sizing=(
            Sizing("rule_out", effect=-0.010, sd=0.19, margin=0.02, source=PILOT),
            Sizing("rule_out", effect=-0.006, sd=0.10, margin=0.02, source=PILOT),
        ),
        answer_of=_majority_answer,
        quote_of=_majority_quote,
    ),
    DesignLesson(
        id="rapanui_moai_cost",
        game="rapanui",
        players=4,
        bots=("greedy",) * 4,
        a={},
        b={"moai_cost": 5},
        games=100,
        seed=1,
        choices=("shorter", "same_length", "longer"),
        figures=("length", "differences"),
        # pilot: rounds +0.04 per game (paired sd 0.86), under the meaningful half round; moai
        # played +1.41 per game (paired sd 1.40)
        sizing=(
            Sizing("rule_out", effect=0.04, sd=0.86, margin=0.5, source=MOAI_PILOT),
            Sizing("mean", effect=1.41, sd=1.40, source=MOAI_PILOT),
        ),
        answer_of=_moai_cost_answer,
        quote_of=_moai_cost_quote,
    ),
)

WRITTEN: dict[str, dict[str, object]] = {
    "rapanui_first_player": {
        "first_a": 34, "first_b": 42, "fair": 25, "excess_a": 9, "excess_b": 17, "removed": 46,
        "low_a": 31, "balance_a": 0.82, "balance_b": 0.7,
    },    "rapanui_majority": {
        "bonus_a": 8.5, "bonus_b": 15.2, "lead_a": 21.4, "lead_b": 20.4, "skill_a": 46.6,
        "skill_b": 45.7, "spread_a": 6.8, "spread_b": 8.1, "margin": 2,
    },
    "rapanui_moai_cost": {
        "moai_a": 2.3, "moai_b": 3.5, "rounds_a": 10.3, "rounds_b": 10.3, "turns_a": 39.9,
        "turns_b": 39.5, "decisions_a": 141, "decisions_b": 150,
    },
}  # fmt: skip
"""What the runs showed when the lessons were written."""

EN: dict[str, Message] = {
    "design.rapanui_first_player.title": "Is there a first-player advantage, and does the starting wood fix it?",
    "design.rapanui_first_player.question": "In Rapa Nui the start player moves first with 2 wood; each later seat starts with one more (R2.7: 2, 3, 4, 5). Is moving first an advantage, and does the extra wood of the later seats make up for it?",
    "design.rapanui_first_player.setup": "Four greedy bots. A: the rule's wood 2, 3, 4, 5. B: every seat starts with 2 wood (a classroom option, not a rule). If the extra wood compensates the later seats, the first seat should win more often in B.",
    "design.rapanui_first_player.choice.helps": "The extra wood helps the later seats: without it the first seat wins more",
    "design.rapanui_first_player.choice.nothing": "The extra wood makes no measurable difference",
    "design.rapanui_first_player.choice.hurts": "The extra wood backfires: with it the first seat wins more",
    "design.rapanui_first_player.explain": "With the rule's wood the first seat won {first_a}% of the games, with equal wood {first_b}% (a fair share is {fair}%): the rule's wood takes back about {removed}% of the first seat's excess ({excess_b} points over a fair share without it, {excess_a} with it). Balance (1 minus the largest gap between seats) was {balance_a} in A and {balance_b} in B.",
    "design.rapanui_first_player.conclusion": "Moving first is worth something in Rapa Nui, and the rule's extra wood for later seats takes about {removed}% of it back, not all of it for these bots: with the rule's wood the first seat still wins {first_a}% (at least {low_a}% with 95% confidence), above its fair {fair}%.",
    "design.rapanui_first_player.next": "Try 2, 3, 4, 6 or 2, 4, 5, 6 as starting wood and look for the set that brings balance closest to 1. Then check with ISMCTS bots: strong players may use the first move differently.",
    "design.rapanui_first_player.task": "In the lab, change the starting wood (and one more rule if you like) and find a variant where every seat wins about a quarter of the games.",
    "design.rapanui_majority.title": "The majority bonus (R8.2) at 2 cards instead of 3: more interaction, or more luck?",
    "design.rapanui_majority.question": "When a card type is scored, the player with the sole majority of that type gets a bonus, but only with 3 or more such cards (R8.2). What happens if 2 cards are enough?",
    "design.rapanui_majority.setup": "Two greedy bots and one random bot, three players. A: 3 cards for the bonus. B: 2 cards. More interaction would show as more lead changes; more luck as a smaller advantage of the greedy bots over the random one (the skill gap). A change counts only if it is at least 2 points and more than chance.",
    "design.rapanui_majority.choice.interaction": "More interaction: the lead changes hands more often",
    "design.rapanui_majority.choice.luck": "More luck: the greedy bots win less often against the random one",
    "design.rapanui_majority.choice.neither": "Neither: bonuses are more frequent, but the games play out alike",
    "design.rapanui_majority.explain": "The bonus was given {bonus_a} times per game in A and {bonus_b} times in B. The lead changed after {lead_a}% of the rounds in A and {lead_b}% in B; the greedy bots won {skill_a}% of their seats in A and {skill_b}% in B. The winner's lead over the runner-up was {spread_a} points in A and {spread_b} in B.",
    "design.rapanui_majority.conclusion": "A lower threshold makes the bonus much more frequent, but for these bots neither the lead changes nor the skill gap move by the {margin} points a designer would notice: it rewards both players of a race alike. What it does change is the margin of victory. A rule can change a lot of what happens and little of who wins.",
    "design.rapanui_majority.next": "Try the threshold at 1 (sole majority only) or 4, and watch the score spread, which grew: a bonus that comes more often makes wins wider, not more frequent.",
    "design.rapanui_majority.task": "In the lab, combine the 2-card majority bonus (R8.2) with another change (for example the supply card made mandatory, R6.4) and look for a variant that does change the lead changes.",
    "design.rapanui_moai_cost.title": "Make moai cheaper (R5.1): do games get shorter?",
    "design.rapanui_moai_cost.question": "A moai costs 7 wood (R5.1c), and moai bring the most glory. The cost is a rule parameter of the kit (moai_cost). What if a moai cost only 5 wood: would the players play their moai sooner and end the game sooner?",
    "design.rapanui_moai_cost.setup": "Four greedy bots. A: a moai costs 7 wood (the rule). B: a moai costs 5 wood. The length of a game is counted in rounds; a change counts only if it is at least half a round and more than chance.",
    "design.rapanui_moai_cost.choice.shorter": "Shorter: the moai come sooner, so the game ends sooner",
    "design.rapanui_moai_cost.choice.same_length": "No shorter: more moai are played, but the game lasts as long",
    "design.rapanui_moai_cost.choice.longer": "Longer: every moai brings a sacrifice round (R6), so there is more to play",
    "design.rapanui_moai_cost.explain": "The bots played {moai_a} moai per game in A and {moai_b} in B. The games lasted {rounds_a} rounds in A and {rounds_b} in B ({turns_a} and {turns_b} turns of a player). The bots did make more decisions, {decisions_a} per game in A and {decisions_b} in B: every moai brings a sacrifice round in which each player chooses an offering card (R6).",
    "design.rapanui_moai_cost.conclusion": "What ends a game of Rapa Nui is the draw pile (R9.1), not the moai: after each turn the player draws back up to a full hand from the market (R7.1), so the deck, far more than what is played, sets the number of turns. A cheaper moai changes what the players do ({moai_a} moai per game became {moai_b}) but not how long they play. To change the length of a game, change its clock.",
    "design.rapanui_moai_cost.next": "Try a smaller deck (the rule parameter deck, R1.2) or a deeper market (market_depth, R2.4) and watch the rounds; then try a moai at 9 wood and watch the moai played.",
    "design.rapanui_moai_cost.task": "In the lab, find a variant in which the games are at least two rounds shorter while the bots play at least as many moai as with the rules.",
}

ZH_TW: dict[str, Message] = {
    "design.rapanui_first_player.title": "起始玩家有優勢嗎？起始圓木能彌補嗎？",
    "design.rapanui_first_player.question": "在復活島中，起始玩家先行動，有2根圓木；之後每個座位多1根（R2.7：2、3、4、5）。先行動是優勢嗎？後面座位多出的圓木能彌補嗎？",
    "design.rapanui_first_player.setup": "四個貪婪機器人。A：規則的圓木2、3、4、5。B：每個座位都從2根圓木開始（課堂用選項，不是遊戲規則）。如果多出的圓木能補償後面的座位，B的起始玩家應該贏得更多。",
    "design.rapanui_first_player.choice.helps": "多出的圓木幫助後面的座位：沒有它，起始玩家贏得更多",
    "design.rapanui_first_player.choice.nothing": "多出的圓木沒有可測出的差別",
    "design.rapanui_first_player.choice.hurts": "多出的圓木適得其反：有了它，起始玩家贏得更多",
    "design.rapanui_first_player.explain": "依規則的圓木，起始玩家贏了{first_a}%的對局；圓木相同時贏了{first_b}%（平均分配是{fair}%）：規則的圓木補回了起始玩家超出部分的大約{removed}%（沒有它時高出平均{excess_b}個百分點，有它時{excess_a}個百分點）。平衡度（1減去座位間最大的勝率差）A為{balance_a}，B為{balance_b}。",
    "design.rapanui_first_player.conclusion": "在復活島中先行動是有價值的；規則給後面座位的額外圓木補回了大約{removed}%，對這些機器人來說並沒有全部補回：依規則的圓木，起始玩家仍贏了{first_a}%（95%信賴下至少{low_a}%），高於平均的{fair}%。",
    "design.rapanui_first_player.next": "試試起始圓木2、3、4、6或2、4、5、6，找出讓平衡度最接近1的組合。再用ISMCTS機器人檢查：強的玩家可能用不同方式運用起始玩家的優勢。",
    "design.rapanui_first_player.task": "在實驗室中改變起始圓木（也可以再改一條規則），找出每個座位都大約贏四分之一對局的變體。",
    "design.rapanui_majority.title": "多數獎勵（R8.2）改為2張而不是3張：互動更多，還是運氣更多？",
    "design.rapanui_majority.question": "某種牌計分時，該種牌唯一最多的玩家得到獎勵，但必須有3張以上（R8.2）。如果2張就夠了會怎樣？",
    "design.rapanui_majority.setup": "兩個貪婪機器人和一個隨機機器人，三人遊戲。A：獎勵需要3張。B：需要2張。互動更多會表現為領先更常易主；運氣更多會表現為貪婪機器人對隨機機器人的優勢變小（強弱差距）。變化至少要有2個百分點，而且不只是運氣，才算數。",
    "design.rapanui_majority.choice.interaction": "互動更多：領先更常易主",
    "design.rapanui_majority.choice.luck": "運氣更多：貪婪機器人贏隨機機器人的次數變少",
    "design.rapanui_majority.choice.neither": "都不是：獎勵更常出現，但對局的走向差不多",
    "design.rapanui_majority.explain": "A每局給出{bonus_a}次獎勵，B給出{bonus_b}次。A有{lead_a}%的回合後領先易主，B為{lead_b}%；貪婪機器人在A贏得其座位的{skill_a}%，在B為{skill_b}%。贏家領先第二名的分數A為{spread_a}分，B為{spread_b}分。",
    "design.rapanui_majority.conclusion": "降低門檻讓獎勵出現得多很多，但對這些機器人來說，領先易主和強弱差距的變化都不到設計者會注意的{margin}個百分點：它對競爭的雙方一樣有利。它真正改變的是勝差。一條規則可以大幅改變遊戲中發生的事，卻很少改變誰會贏。",
    "design.rapanui_majority.next": "試試門檻1（只要唯一最多）或4，並注意變大的分差：更常出現的獎勵讓勝差變大，而不是讓誰更常贏。",
    "design.rapanui_majority.task": "在實驗室中把2張多數獎勵（R8.2）和另一個改變結合（例如從供應區加牌改為必須，R6.4），找出確實改變領先易主的變體。",
    "design.rapanui_moai_cost.title": "讓摩艾像更便宜（R5.1）：遊戲會變短嗎？",
    "design.rapanui_moai_cost.question": "打出一張摩艾像要花7根圓木（R5.1c），而摩艾像帶來最多的分數。這個花費是摩艾教具箱的一個規則參數（moai_cost）。如果摩艾像只要5根圓木，玩家會更早打出摩艾像、更早結束遊戲嗎？",
    "design.rapanui_moai_cost.setup": "四個貪婪機器人。A：摩艾像花費7根圓木（規則）。B：摩艾像花費5根圓木。遊戲長度以回合數計算；變化至少要有半個回合，而且不只是運氣，才算數。",
    "design.rapanui_moai_cost.choice.shorter": "變短：摩艾像來得更早，所以遊戲更早結束",
    "design.rapanui_moai_cost.choice.same_length": "沒有變短：打出更多摩艾像，但遊戲一樣長",
    "design.rapanui_moai_cost.choice.longer": "變長：每張摩艾像都帶來一次獻祭（R6），所以要做的事更多",
    "design.rapanui_moai_cost.explain": "機器人每局打出的摩艾像：A為{moai_a}張，B為{moai_b}張。遊戲長度：A為{rounds_a}個回合，B為{rounds_b}個回合（玩家共行動{turns_a}次與{turns_b}次）。機器人做的決策確實變多了，每局A為{decisions_a}個，B為{decisions_b}個：每張摩艾像都帶來一次獻祭，每位玩家都要選一張祭品卡（R6）。",
    "design.rapanui_moai_cost.conclusion": "讓復活島結束的是牌堆（R9.1），不是摩艾像：玩家每次行動後都從補牌區補滿手牌（R7.1），所以決定行動次數的主要是牌堆，而不是打出了什麼。更便宜的摩艾像改變了玩家做的事（每局的摩艾像從{moai_a}張變成{moai_b}張），卻沒有改變遊戲的長度。要改變遊戲的長度，就要改變它的時鐘。",
    "design.rapanui_moai_cost.next": "試試更小的牌堆（規則參數deck，R1.2）或更深的補牌區（market_depth，R2.4），觀察回合數；再試試摩艾像花費9根圓木，觀察打出的摩艾像。",
    "design.rapanui_moai_cost.task": "在實驗室中找出一個變體，讓遊戲至少短兩個回合，同時機器人打出的摩艾像不少於原規則。",
}

CATALOG = Catalog("lab.design.rapanui", EN, ZH_TW)
