"""The design lab's words in English and Traditional Chinese (Taiwan usage).

``lab.measure.<key>``: the name of each measure (per position, bot or bot kind with a parameter);
``lab.sentence.<key>.up`` / ``.down``: the plain-words sentence for a significant difference B − A
(above or below 0), with ``{a}``, ``{b}`` (the two values) and ``{diff}`` (its size, no sign);
``lab.column.*``: the headings of the comparison table. A sentence whose ``{diff}`` counts
something is a :class:`~kit.core.i18n.Plural` in English ("1 point", "3 points"; "1.5 points").
``lab.bot.*`` and ``lab.kind.*`` name the bots (:mod:`kit.lab.bots` specs) and their kinds, so
that a text never shows a spec such as ``ismcts:iterations=100``: :func:`bot_name` and
:func:`kind_name` render them. :mod:`kit.lab` loads :data:`CATALOG` (see :mod:`kit.core.i18n`).
"""

from __future__ import annotations

import math

from kit.core import i18n
from kit.core.i18n import Catalog, Message, Plural

EN: dict[str, Message] = {
    "lab.measure.win_rate_position": "Win rate, turn position {position}",
    "lab.measure.win_rate_bot": "Win rate of {bot}",
    "lab.measure.balance": "Balance",
    "lab.measure.first_seat_win_rate": "First-seat win rate",
    "lab.measure.first_seat_advantage": "First-seat advantage",
    "lab.measure.completion": "Completion",
    "lab.measure.shared_wins": "Shared wins (drawishness)",
    "lab.measure.duration_decisions": "Game length (decisions)",
    "lab.measure.duration_rounds": "Rounds per game",
    "lab.measure.decision_moves": "Decision moves (real choices)",
    "lab.measure.branching_factor": "Branching factor",
    "lab.measure.lead_changes": "Lead changes",
    "lab.measure.decisiveness": "Decisiveness (when the game was settled)",
    "lab.measure.score_spread": "Score spread (winner over runner-up)",
    "lab.measure.skill_win_rate": "Win rate of the strongest bot ({kind})",
    "lab.measure.skill_gap": "Skill gap ({kind})",
    "lab.unit.points": "{value} pp",
    "lab.interval": "[{low}, {high}]",
    "lab.balance_equal": "{value} (all positions equal? p = {p})",
    "lab.held": "Held in {found} of {blocks} seed blocks ({same_way} of {blocks} the same way).",
    # the bots by spec (kit.lab.bots), as a sentence names them, and their kinds
    "lab.bot.random": "the random bot",
    "lab.bot.greedy": "the greedy bot",
    "lab.bot.greedy_tuned": "the greedy bot with changed weights",
    "lab.bot.ismcts": "the ISMCTS bot",
    "lab.bot.ismcts_iterations": Plural(
        count="iterations",
        one="the ISMCTS bot ({iterations} iteration per decision)",
        other="the ISMCTS bot ({iterations} iterations per decision)",
    ),
    "lab.bot.ismcts_time": "the ISMCTS bot ({seconds} s per decision)",
    "lab.bot.ismcts-sees-all": "the ISMCTS bot that sees every hidden card (not a fair player)",
    "lab.kind.ismcts-sees-all": "ISMCTS that sees every hidden card (not a fair player)",
    "lab.hidden.reading.more": "On these {games} seeds the searcher that sees every hidden card (not a fair player) won {sees} of the games and the fair one {fair}: seeing the hidden cards was worth {gap} (95% interval {interval}).",
    "lab.hidden.reading.less": "On these {games} seeds the searcher that sees every hidden card (not a fair player) won fewer games than the fair one ({sees} against {fair}; {gap}, 95% interval {interval}).",
    "lab.hidden.reading.unclear": "On these {games} seeds the searcher that sees every hidden card (not a fair player) won {sees} of the games and the fair one {fair}: the gap, {gap}, has a 95% interval {interval} that includes zero (no gap), so these runs cannot say what the hidden cards are worth.",
    "lab.ladder.reading.flat": "The extra thinking did not win more games in these runs: from {low_budget} to {high_budget} iterations the win rate changed by {gap} (95% interval {interval}, {games} games per budget).",
    "lab.ladder.reading.more": "In these runs the extra thinking won more games: from {low_budget} to {high_budget} iterations the win rate rose by {gap} (95% interval {interval}, {games} games per budget).",
    "lab.ladder.reading.less": "In these runs the searcher won fewer games with {high_budget} iterations than with {low_budget}: {gap} (95% interval {interval}, {games} games per budget).",
    "lab.ladder.reading.few": "Too few games yet to say anything.",
    "lab.kind.random": "random",
    "lab.kind.greedy": "greedy",
    "lab.kind.ismcts.abbr": "ISMCTS",
    "lab.column.measure": "Measure",
    "lab.column.value": "Value",
    "lab.column.a": "A",
    "lab.column.b": "B",
    "lab.column.diff": "B − A",
    "lab.column.interval": "95% interval",
    "lab.column.p": "p",
    "lab.column.p_holm": "p (Holm)",
    # sentences for a significant difference B − A
    "lab.sentence.win_rate_position.up": Plural(
        count="diff",
        one="In B, the player in turn position {position} wins {diff} point more often ({b} vs {a}).",
        other="In B, the player in turn position {position} wins {diff} points more often ({b} vs {a}).",
    ),
    "lab.sentence.win_rate_position.down": Plural(
        count="diff",
        one="In B, the player in turn position {position} wins {diff} point less often ({b} vs {a}).",
        other="In B, the player in turn position {position} wins {diff} points less often ({b} vs {a}).",
    ),
    "lab.sentence.win_rate_bot.up": Plural(
        count="diff",
        one="In B, {bot} wins {diff} point more often ({b} vs {a}).",
        other="In B, {bot} wins {diff} points more often ({b} vs {a}).",
    ),
    "lab.sentence.win_rate_bot.down": Plural(
        count="diff",
        one="In B, {bot} wins {diff} point less often ({b} vs {a}).",
        other="In B, {bot} wins {diff} points less often ({b} vs {a}).",
    ),
    "lab.sentence.balance.up": "B is better balanced between turn positions (balance {b} vs {a}).",
    "lab.sentence.balance.down": "B is less balanced between turn positions (balance {b} vs {a}).",
    "lab.sentence.first_seat_win_rate.up": Plural(
        count="diff",
        one="B's first seat wins {diff} point more often ({b} vs {a}).",
        other="B's first seat wins {diff} points more often ({b} vs {a}).",
    ),
    "lab.sentence.first_seat_win_rate.down": Plural(
        count="diff",
        one="B's first seat wins {diff} point less often ({b} vs {a}).",
        other="B's first seat wins {diff} points less often ({b} vs {a}).",
    ),
    "lab.sentence.completion.up": Plural(
        count="diff",
        one="B's games reach their end {diff} point more often ({b} vs {a}).",
        other="B's games reach their end {diff} points more often ({b} vs {a}).",
    ),
    "lab.sentence.completion.down": Plural(
        count="diff",
        one="B's games reach their end {diff} point less often ({b} vs {a}).",
        other="B's games reach their end {diff} points less often ({b} vs {a}).",
    ),
    "lab.sentence.shared_wins.up": Plural(
        count="diff",
        one="B's games end in a shared win {diff} point more often ({b} vs {a}).",
        other="B's games end in a shared win {diff} points more often ({b} vs {a}).",
    ),
    "lab.sentence.shared_wins.down": Plural(
        count="diff",
        one="B's games end in a shared win {diff} point less often ({b} vs {a}).",
        other="B's games end in a shared win {diff} points less often ({b} vs {a}).",
    ),
    "lab.sentence.duration_decisions.up": Plural(
        count="diff",
        one="B's games are longer: {diff} more decision on average ({b} vs {a}).",
        other="B's games are longer: {diff} more decisions on average ({b} vs {a}).",
    ),
    "lab.sentence.duration_decisions.down": Plural(
        count="diff",
        one="B's games are shorter: {diff} fewer decision on average ({b} vs {a}).",
        other="B's games are shorter: {diff} fewer decisions on average ({b} vs {a}).",
    ),
    "lab.sentence.duration_rounds.up": Plural(
        count="diff",
        one="B's games last {diff} more round on average ({b} vs {a}).",
        other="B's games last {diff} more rounds on average ({b} vs {a}).",
    ),
    "lab.sentence.duration_rounds.down": Plural(
        count="diff",
        one="B's games last {diff} fewer round on average ({b} vs {a}).",
        other="B's games last {diff} fewer rounds on average ({b} vs {a}).",
    ),
    "lab.sentence.decision_moves.up": Plural(
        count="diff",
        one="In B, {diff} point more of the decisions offer a real choice ({b} vs {a}).",
        other="In B, {diff} points more of the decisions offer a real choice ({b} vs {a}).",
    ),
    "lab.sentence.decision_moves.down": Plural(
        count="diff",
        one="In B, {diff} point fewer of the decisions offer a real choice ({b} vs {a}).",
        other="In B, {diff} points fewer of the decisions offer a real choice ({b} vs {a}).",
    ),
    "lab.sentence.branching_factor.up": Plural(
        count="diff",
        one="B offers {diff} more legal action per decision on average ({b} vs {a}).",
        other="B offers {diff} more legal actions per decision on average ({b} vs {a}).",
    ),
    "lab.sentence.branching_factor.down": Plural(
        count="diff",
        one="B offers {diff} fewer legal action per decision on average ({b} vs {a}).",
        other="B offers {diff} fewer legal actions per decision on average ({b} vs {a}).",
    ),
    "lab.sentence.lead_changes.up": "The lead changes hands more often in B (after {b} of the rounds vs {a}).",
    "lab.sentence.lead_changes.down": "The lead changes hands less often in B (after {b} of the rounds vs {a}).",
    "lab.sentence.decisiveness.up": "B's games are settled later: the winner leads for good from {b} of the game on (vs {a}).",
    "lab.sentence.decisiveness.down": "B's games are settled earlier: the winner leads for good from {b} of the game on (vs {a}).",
    "lab.sentence.score_spread.up": Plural(
        count="diff",
        one="B's winners win by a wider margin: {diff} more point over the runner-up on average ({b} vs {a}).",
        other="B's winners win by a wider margin: {diff} more points over the runner-up on average ({b} vs {a}).",
    ),
    "lab.sentence.score_spread.down": Plural(
        count="diff",
        one="B's winners win by a narrower margin: {diff} fewer point over the runner-up on average ({b} vs {a}).",
        other="B's winners win by a narrower margin: {diff} fewer points over the runner-up on average ({b} vs {a}).",
    ),
    "lab.sentence.skill_win_rate.up": Plural(
        count="diff",
        one="In B, the strongest bot ({kind}) wins {diff} point more often ({b} vs {a}).",
        other="In B, the strongest bot ({kind}) wins {diff} points more often ({b} vs {a}).",
    ),
    "lab.sentence.skill_win_rate.down": Plural(
        count="diff",
        one="In B, the strongest bot ({kind}) wins {diff} point less often ({b} vs {a}).",
        other="In B, the strongest bot ({kind}) wins {diff} points less often ({b} vs {a}).",
    ),
    # sweeps (kit.lab.sweep)
    "lab.sweep.column.value": "Value",
    "lab.sweep.column.estimate": "Estimate",
    "lab.sweep.column.interval": "95% interval",
    "lab.sweep.column.meets": "Meets the target",
    "lab.sweep.yes": "yes",
    "lab.sweep.no": "no",
    "lab.sweep.meet.contains": "{name}: the values whose 95% interval contains the target {target}: {values}.",
    "lab.sweep.meet.above": "{name}: the values whose 95% interval lies at or above the target {target}: {values}.",
    "lab.sweep.meet.below": "{name}: the values whose 95% interval lies at or below the target {target}: {values}.",
    "lab.sweep.meet_none.contains": "{name}: no value's 95% interval contains the target {target}.",
    "lab.sweep.meet_none.above": "{name}: no value's 95% interval lies at or above the target {target}.",
    "lab.sweep.meet_none.below": "{name}: no value's 95% interval lies at or below the target {target}.",
    "lab.sweep.err.no_values": "Give one or more values of {name} to sweep.",
    "lab.sweep.err.twice": "{name}: the value {value} is given twice.",
    "lab.sweep.err.measure": "There is no measure {measure}; choose one of {known}.",
    "lab.time.seconds": "about {n} s",
    "lab.time.minutes": "about {n} min",
    "lab.time.hours": "about {h} h {m} min",
    "lab.time.hours_only": "about {h} h",
    "lab.estimate.line": "Estimated time: {time} {where} ({source}).",
    "lab.estimate.pool": "on this machine with {workers} workers",
    "lab.estimate.here": "on this machine, one game at a time",
    "lab.estimate.timed": "timed from a few decisions here",
    "lab.estimate.observed": "at the speed of the last such run here",
    "lab.estimate.bound": "at most: a timed game was very long",
}

ZH_TW: dict[str, Message] = {
    "lab.measure.win_rate_position": "第{position}順位勝率",
    "lab.measure.win_rate_bot": "{bot}的勝率",
    "lab.measure.balance": "平衡度",
    "lab.measure.first_seat_win_rate": "起始玩家勝率",
    "lab.measure.first_seat_advantage": "起始玩家優勢",
    "lab.measure.completion": "完成率",
    "lab.measure.shared_wins": "共同勝利（平手率）",
    "lab.measure.duration_decisions": "遊戲長度（決策數）",
    "lab.measure.duration_rounds": "回合數",
    "lab.measure.decision_moves": "決策步比例",
    "lab.measure.branching_factor": "分支因子",
    "lab.measure.lead_changes": "領先變化",
    "lab.measure.decisiveness": "決勝時點",
    "lab.measure.score_spread": "分差（勝者領先第二名）",
    "lab.measure.skill_win_rate": "最強機器人（{kind}）的勝率",
    "lab.measure.skill_gap": "強弱差距（{kind}）",
    "lab.unit.points": "{value}個百分點",
    "lab.interval": "{low}至{high}",
    "lab.balance_equal": "{value}（各順位勝率相同的檢定：p值={p}）",
    "lab.held": "在{blocks}個種子區塊中有{found}個得到相同結果（{same_way}個方向相同）。",
    "lab.bot.random": "隨機機器人",
    "lab.bot.greedy": "貪婪機器人",
    "lab.bot.greedy_tuned": "調整過權重的貪婪機器人",
    "lab.bot.ismcts": "ISMCTS機器人",
    "lab.bot.ismcts_iterations": "ISMCTS機器人（每次決策{iterations}次迭代）",
    "lab.bot.ismcts_time": "ISMCTS機器人（每次決策{seconds}秒）",
    "lab.bot.ismcts-sees-all": "看得到所有隱藏牌的ISMCTS機器人（不是公平的玩家）",
    "lab.kind.ismcts-sees-all": "看得到所有隱藏牌的ISMCTS（不是公平的玩家）",
    "lab.hidden.reading.more": "在這{games}個種子上，看得到所有隱藏牌的搜尋者（不是公平的玩家）贏了{sees}的對局，公平的搜尋者贏了{fair}：看到隱藏牌值{gap}（95%信賴區間{interval}）。",
    "lab.hidden.reading.less": "在這{games}個種子上，看得到所有隱藏牌的搜尋者（不是公平的玩家）贏得比公平的搜尋者少（{sees}對{fair}；{gap}，95%信賴區間{interval}）。",
    "lab.hidden.reading.unclear": "在這{games}個種子上，看得到所有隱藏牌的搜尋者（不是公平的玩家）贏了{sees}的對局，公平的搜尋者贏了{fair}：差距{gap}的95%信賴區間{interval}包含零，所以這些對局說不出隱藏牌值多少。",
    "lab.ladder.reading.flat": "在這些對局中，多想並沒有贏更多局：從{low_budget}次到{high_budget}次迭代，勝率變化{gap}（95%信賴區間{interval}，每種思考量{games}局）。",
    "lab.ladder.reading.more": "在這些對局中，多想贏了更多局：從{low_budget}次到{high_budget}次迭代，勝率上升{gap}（95%信賴區間{interval}，每種思考量{games}局）。",
    "lab.ladder.reading.less": "在這些對局中，搜尋者用{high_budget}次迭代贏得比用{low_budget}次少：{gap}（95%信賴區間{interval}，每種思考量{games}局）。",
    "lab.ladder.reading.few": "對局還太少，什麼都還說不出來。",
    "lab.kind.random": "隨機",
    "lab.kind.greedy": "貪婪",
    "lab.kind.ismcts.abbr": "ISMCTS",
    "lab.column.measure": "指標",
    "lab.column.value": "數值",
    "lab.column.a": "A組",
    "lab.column.b": "B組",
    "lab.column.diff": "B − A差值",
    "lab.column.interval": "95%信賴區間",
    "lab.column.p": "p值",
    "lab.column.p_holm": "p值（Holm校正）",
    "lab.sentence.win_rate_position.up": "B的第{position}順位勝率高了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.win_rate_position.down": "B的第{position}順位勝率低了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.win_rate_bot.up": "B中{bot}的勝率高了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.win_rate_bot.down": "B中{bot}的勝率低了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.balance.up": "B各順位之間較平衡（平衡度{b}對{a}）。",
    "lab.sentence.balance.down": "B各順位之間較不平衡（平衡度{b}對{a}）。",
    "lab.sentence.first_seat_win_rate.up": "B的起始玩家勝率高了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.first_seat_win_rate.down": "B的起始玩家勝率低了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.completion.up": "B的完成率高了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.completion.down": "B的完成率低了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.shared_wins.up": "B以共同勝利收場的比例高了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.shared_wins.down": "B以共同勝利收場的比例低了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.duration_decisions.up": "B的對局較長：平均多{diff}個決策（{b}對{a}）。",
    "lab.sentence.duration_decisions.down": "B的對局較短：平均少{diff}個決策（{b}對{a}）。",
    "lab.sentence.duration_rounds.up": "B的對局平均多{diff}個回合（{b}對{a}）。",
    "lab.sentence.duration_rounds.down": "B的對局平均少{diff}個回合（{b}對{a}）。",
    "lab.sentence.decision_moves.up": "B中有真正選擇的決策步比例高了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.decision_moves.down": "B中有真正選擇的決策步比例低了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.branching_factor.up": "B每個決策平均多{diff}個合法行動（{b}對{a}）。",
    "lab.sentence.branching_factor.down": "B每個決策平均少{diff}個合法行動（{b}對{a}）。",
    "lab.sentence.lead_changes.up": "B的領先者較常易主（{b}的回合後換人，A為{a}）。",
    "lab.sentence.lead_changes.down": "B的領先者較少易主（{b}的回合後換人，A為{a}）。",
    "lab.sentence.decisiveness.up": "B的勝負較晚底定：勝者在對局進行到{b}時才一路領先到底（A為{a}）。",
    "lab.sentence.decisiveness.down": "B的勝負較早底定：勝者在對局進行到{b}時就一路領先到底（A為{a}）。",
    "lab.sentence.score_spread.up": "B的勝者贏得較多：平均比第二名多領先{diff}分（{b}對{a}）。",
    "lab.sentence.score_spread.down": "B的勝者贏得較少：平均比第二名少領先{diff}分（{b}對{a}）。",
    "lab.sentence.skill_win_rate.up": "B中最強的機器人（{kind}）勝率高了{diff}個百分點（{b}對{a}）。",
    "lab.sentence.skill_win_rate.down": "B中最強的機器人（{kind}）勝率低了{diff}個百分點（{b}對{a}）。",
    "lab.sweep.column.value": "設定值",
    "lab.sweep.column.estimate": "估計值",
    "lab.sweep.column.interval": "95%信賴區間",
    "lab.sweep.column.meets": "達到目標",
    "lab.sweep.yes": "是",
    "lab.sweep.no": "否",
    "lab.sweep.meet.contains": "{name}：95%信賴區間包含目標{target}的設定值：{values}。",
    "lab.sweep.meet.above": "{name}：95%信賴區間全在目標{target}以上的設定值：{values}。",
    "lab.sweep.meet.below": "{name}：95%信賴區間全在目標{target}以下的設定值：{values}。",
    "lab.sweep.meet_none.contains": "{name}：沒有任何設定值的95%信賴區間包含目標{target}。",
    "lab.sweep.meet_none.above": "{name}：沒有任何設定值的95%信賴區間全在目標{target}以上。",
    "lab.sweep.meet_none.below": "{name}：沒有任何設定值的95%信賴區間全在目標{target}以下。",
    "lab.sweep.err.no_values": "請給{name}一個以上要掃描的設定值。",
    "lab.sweep.err.twice": "{name}的設定值{value}重複了。",
    "lab.sweep.err.measure": "沒有{measure}這個指標；請從{known}中選一個。",
    "lab.time.seconds": "約{n}秒",
    "lab.time.minutes": "約{n}分鐘",
    "lab.time.hours": "約{h}小時{m}分鐘",
    "lab.time.hours_only": "約{h}小時",
    "lab.estimate.line": "預估時間：{time}（{where}；{source}）。",
    "lab.estimate.pool": "在這臺電腦上用{workers}個工作程序",
    "lab.estimate.here": "在這臺電腦上一次跑一局",
    "lab.estimate.timed": "依在這裡計時的幾次決策估算",
    "lab.estimate.observed": "依這裡上一次同樣執行的速度估算",
    "lab.estimate.bound": "這是上限：計時的一局非常長",
}

CATALOG = Catalog("lab", EN, ZH_TW)


def bot_name(spec: str, lang: str = "en") -> str:
    """A bot spec (``greedy``, ``greedy:wood=0.8``, ``ismcts:iterations=100``, ``random``) by
    its name in ``lang``: "the greedy bot", "貪婪機器人", "ISMCTS機器人（每次決策100次迭代）".
    A spec of no known bot is returned as it is."""
    name, _, rest = str(spec).partition(":")
    params = dict(part.partition("=")[::2] for part in rest.split(":") if part)
    if not i18n.has(f"lab.bot.{name}"):
        return str(spec)
    if name == "greedy" and params:
        return i18n.t("lab.bot.greedy_tuned", lang)
    if name == "ismcts" and params.get("time_limit"):
        return i18n.t("lab.bot.ismcts_time", lang, seconds=params["time_limit"])
    if name == "ismcts" and params.get("iterations"):
        return i18n.t("lab.bot.ismcts_iterations", lang, iterations=params["iterations"])
    return i18n.t(f"lab.bot.{name}", lang)


def kind_name(kind: str, lang: str = "en") -> str:
    """A bot kind (``random``, ``greedy``, ``ismcts``: a spec's name) in ``lang`` ("貪婪"); an
    abbreviation written alike in every language is ``lab.kind.<kind>.abbr`` ("ISMCTS")."""
    for key in (f"lab.kind.{kind}", f"lab.kind.{kind}.abbr"):
        if i18n.has(key):
            return i18n.t(key, lang)
    return str(kind)


def interval_text(low: str, high: str, lang: str = "en") -> str:
    """An interval of two values already written: "[1.0, 2.0]", "1.0至2.0"."""
    return i18n.t("lab.interval", lang, low=low, high=high)


def sentence_sep(lang: str) -> str:
    """What stands between two sentences: a space in English, nothing in Chinese."""
    return "" if lang.startswith("zh") else " "


def p_text(p: float | None) -> str:
    """A p-value as text: "—" for none, "<0.001", or three decimals."""
    if p is None:
        return "—"
    return "<0.001" if p < 0.001 else f"{p:.3f}"


def fmt(value: float | None, unit: str, lang: str = "en", digits: int = 1) -> str:
    """``value`` as text: a share as "31.2%", points as "+3.1 pp", a number as "4.25", a
    ``"delta"`` (a signed number) as "+4.25"."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if unit == "share":
        return f"{value * 100:.{digits}f}%"
    if unit == "points":
        return i18n.t("lab.unit.points", lang, value=f"{value * 100:+.{digits}f}")
    if unit == "delta":
        return f"{value:+.{digits + 1}f}"
    return f"{value:.{digits + 1}f}"


def fmt_interval(low: float | None, high: float | None, unit: str, lang: str = "en") -> str:
    """``[low, high]`` in the measure's unit, or "—" when there is none."""
    if low is None or high is None:
        return "—"
    return interval_text(fmt(low, unit, lang), fmt(high, unit, lang), lang)
