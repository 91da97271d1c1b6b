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
}

CATALOG = Catalog("plots", EN, ZH_TW)
