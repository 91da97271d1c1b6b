"""The words every game's figures share, in English and Traditional Chinese.

:data:`CATALOG` is loaded by :mod:`kit.plots` (see :mod:`kit.core.i18n`); each game's own figure
words are in its own catalog next to this one (``kit.plots.<game>_messages``, the game's
``figure_words``).
"""

from kit.core.i18n import Catalog, Message

EN: dict[str, Message] = {
    "plots.you": "you",
    "plots.list_sep": ", ",
    "plots.label_value": "{label}: {value}",
    "plots.history.title": "Score over the game",
    "plots.history.step": "action",
    "plots.history.score": "score",
    "plots.breakdown.title": "Final score by scoring rule",
    "plots.breakdown.winner": "winner",
    "plots.sweep.title": "{measure} for each value of {option} (95% intervals)",
    "plots.sweep.estimate": "estimate",
    "plots.sweep.meets.contains": "meets the target: interval contains it",
    "plots.sweep.meets.above": "meets the target: interval at or above it",
    "plots.sweep.meets.below": "meets the target: interval at or below it",
    "plots.sweep.misses": "does not meet the target",
    "plots.sweep.mark": "meets",
    "plots.sweep.target": "target {target}",
    "plots.sweep.point": "{option} = {value}: {estimate} ({interval})",
    "plots.sweep.point_meets": "{option} = {value}: {estimate} ({interval}), meets the target",
}

ZH_TW: dict[str, Message] = {
    "plots.you": "你",
    "plots.list_sep": "、",
    "plots.label_value": "{label}：{value}",
    "plots.history.title": "整局的分數變化",
    "plots.history.step": "行動",
    "plots.history.score": "分數",
    "plots.breakdown.title": "最終分數（依計分規則）",
    "plots.breakdown.winner": "勝者",
    "plots.sweep.title": "{option}各設定值下的{measure}（95%信賴區間）",
    "plots.sweep.estimate": "估計值",
    "plots.sweep.meets.contains": "達到目標：區間包含目標",
    "plots.sweep.meets.above": "達到目標：區間全在目標以上",
    "plots.sweep.meets.below": "達到目標：區間全在目標以下",
    "plots.sweep.misses": "未達到目標",
    "plots.sweep.mark": "達標",
    "plots.sweep.target": "目標{target}",
    "plots.sweep.point": "{option}={value}：{estimate}（{interval}）",
    "plots.sweep.point_meets": "{option}={value}：{estimate}（{interval}），達到目標",
}

CATALOG = Catalog("plots", EN, ZH_TW)
