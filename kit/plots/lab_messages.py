"""The lab figures' words in English and Traditional Chinese.

:data:`CATALOG` is loaded by :mod:`kit.plots` with the other figures' words (see
:mod:`kit.core.i18n`).
"""

from __future__ import annotations

from kit.core.i18n import Catalog, Message, Plural

EN: dict[str, Message] = {
    "plots.lab.rule_set": "Rules {name}",
    "plots.lab.position": "Seat {n} in turn order",
    "plots.lab.win_rates": "Who wins, by place in the turn order (95% intervals)",
    "plots.lab.fair_share": "fair share {share}",
    "plots.lab.scores": "Final scores by place in the turn order",
    "plots.lab.score": "points",
    "plots.lab.length": "How long the games last",
    "plots.lab.rounds": "rounds",
    "plots.lab.decisions": "decisions",
    "plots.lab.games": "games",
    "plots.lab.differences": "What changed from A to B (95% intervals)",
    "plots.lab.b_minus_a": "B − A (0 = no change)",
    "plots.lab.significant": "more than chance (p < 0.05, Holm-corrected)",
    "plots.lab.chance": "could be chance",
    "plots.lab.ranking": "The sacrifice ranking at the end: what each kind was worth per card",
    "plots.lab.ranking_note": "Share of games in which the kind was worth 3, 2, 1 or 0 per card (darkest: 3). Bars from left to right: rules {sets}; hatched: B.",
    "plots.lab.worth": "worth {n}",
    "plots.lab.moai_sizes": "Moai erected per game, by size",
    "plots.lab.fact.moai_1": "size 1",
    "plots.lab.fact.moai_2": "size 2",
    "plots.lab.fact.moai_3": "size 3",
    "plots.lab.helpers": "Who is paid for hauling: helper points and what was erected, per game",
    "plots.lab.fact.helper_points": "helper points paid",
    "plots.lab.fact.moai": "moai erected",
    "plots.lab.fact.headdresses": "headdresses set",
    "plots.lab.dice": "What the dice brought into play, per game",
    "plots.lab.fact.moai_drawn": "moai brought into play",
    "plots.lab.fact.faces_empty": "faces that brought none",
    "plots.lab.fact.empty_rolls": "rounds with none",
    "plots.lab.per_game": "per game",
    "plots.lab.ahus": Plural(
        count="games",
        one="Rules {name}: where moai were erected ({games} game)",
        other="Rules {name}: where moai were erected ({games} games)",
    ),
    "plots.lab.share_games": "games",
    "plots.lab.ahu_hover": "Ahu %{customdata[0]} (%{customdata[1]} points per size)<br>a moai in %{customdata[2]} games",
}
ZH_TW: dict[str, Message] = {
    "plots.lab.rule_set": "規則{name}",
    "plots.lab.position": "第{n}順位",
    "plots.lab.win_rates": "誰會贏：依行動順位（95%信賴區間）",
    "plots.lab.fair_share": "平均分配{share}",
    "plots.lab.scores": "依行動順位的最終分數",
    "plots.lab.score": "分",
    "plots.lab.length": "遊戲進行多久",
    "plots.lab.rounds": "回合",
    "plots.lab.decisions": "決策",
    "plots.lab.games": "局數",
    "plots.lab.differences": "從A到B改變了什麼（95%信賴區間）",
    "plots.lab.b_minus_a": "B − A（0表示沒有改變）",
    "plots.lab.significant": "不只是運氣（Holm校正後p < 0.05）",
    "plots.lab.chance": "可能只是運氣",
    "plots.lab.ranking": "結束時的獻祭排名：每種祭品每張值幾分",
    "plots.lab.ranking_note": "該種祭品每張值3、2、1或0分的局數比例（最深色：3分）。由左至右：規則{sets}；斜線：B。",
    "plots.lab.worth": "值{n}分",
    "plots.lab.moai_sizes": "每局豎立的石像，依尺寸",
    "plots.lab.fact.moai_1": "小尊石像",
    "plots.lab.fact.moai_2": "中尊石像",
    "plots.lab.fact.moai_3": "大尊石像",
    "plots.lab.helpers": "搬運由誰得分：每局的協助分數和豎立的數量",
    "plots.lab.fact.helper_points": "支付的協助分數",
    "plots.lab.fact.moai": "豎立的石像",
    "plots.lab.fact.headdresses": "放上的石帽",
    "plots.lab.dice": "骰子每局帶進遊戲的石像",
    "plots.lab.fact.moai_drawn": "進入遊戲的石像",
    "plots.lab.fact.faces_empty": "沒有帶來石像的骰面",
    "plots.lab.fact.empty_rolls": "完全沒有石像的回合",
    "plots.lab.per_game": "每局",
    "plots.lab.ahus": "規則{name}：石像豎立在哪裡（{games}局）",
    "plots.lab.share_games": "局數比例",
    "plots.lab.ahu_hover": "石台%{customdata[0]}（石像分數%{customdata[1]}×尺寸）<br>%{customdata[2]}局有石像",
}

CATALOG = Catalog("plots.lab", EN, ZH_TW)
