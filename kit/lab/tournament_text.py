"""The words of the class tournament (:mod:`kit.lab.tournament`) and of its figures
(:mod:`kit.plots.lab_tournament`), in both languages."""

from __future__ import annotations

from kit.core.i18n import Catalog

EN = {
    "lab.tournament.reference": "The published rules",
    "lab.tournament.unnamed": "Variant {n}",
    "lab.tournament.column.name": "Variant",
    "lab.tournament.column.author": "Author",
    "lab.tournament.column.note": "Note",
    "lab.tournament.column.games": "Games",
    "lab.tournament.column.differs": "Differs from the published rules (Holm)",
    "lab.tournament.column.low": "{measure} (95% low)",
    "lab.tournament.column.high": "{measure} (95% high)",
    "lab.tournament.column.p": "{measure} (p, Holm)",
    "lab.tournament.measure.hidden_value": "What seeing the hidden cards is worth",
    "lab.tournament.is_reference": "(the reference)",
    "lab.tournament.differs_none": "none",
    "lab.tournament.cell": "{value} {interval}",
    "lab.tournament.higher": "{measure} higher",
    "lab.tournament.lower": "{measure} lower",
    "lab.tournament.err.no_entries": "Choose one or more variants for the tournament.",
    "lab.tournament.err.other_game": (
        "The variant {name} is a rule set of {other}; this tournament plays {game} only."
    ),
    "lab.tournament.err.bad_rules": "The variant {name} cannot be played: {detail}",
    "lab.tournament.err.not_entry": "Every variant of a tournament is an Entry with a rule set.",
    "lab.tournament.err.tables": "Give one table per variant ({entries} variants, {tables} tables).",
    "plots.tournament.title": "{measure}: each variant with its 95% interval",
    "plots.tournament.differs": "Differs from the published rules (Holm)",
    "plots.tournament.same": "No clear difference from the published rules",
    "plots.tournament.reference": "The published rules",
    "plots.tournament.reference_line": "The published rules: {value}",
    "plots.tournament.mark": "differs",
    "plots.tournament.point": "{name}: {value}, 95% interval {interval}",
    "plots.tournament.point_differs": (
        "{name}: {value}, 95% interval {interval}; differs from the published rules (p = {p}, Holm)"
    ),
    "plots.tournament.point_reference": "{name} (the reference): {value}, 95% interval {interval}",
    "plots.tournament.hidden_title": (
        "What seeing the hidden cards is worth: the searcher's win rate gap (sees all − fair),"
        " each variant, 95% interval"
    ),
    "plots.tournament.hidden_point": (
        "{name}: seeing the hidden cards was worth {value}, 95% interval {interval}"
        " ({games} games; the fair searcher won {fair}, the one that sees all {sees})"
    ),
    "plots.tournament.hidden_axis": "Win rate gap (sees all − fair)",
    "plots.tournament.hidden_estimate": "Gap of each variant",
    "plots.tournament.no_gap": "No gap",
}

ZH_TW = {
    "lab.tournament.reference": "已出版的規則",
    "lab.tournament.unnamed": "變體{n}",
    "lab.tournament.column.name": "變體",
    "lab.tournament.column.author": "作者",
    "lab.tournament.column.note": "說明",
    "lab.tournament.column.games": "局數",
    "lab.tournament.column.differs": "與已出版的規則不同的指標（Holm校正）",
    "lab.tournament.column.low": "{measure}（95%下限）",
    "lab.tournament.column.high": "{measure}（95%上限）",
    "lab.tournament.column.p": "{measure}（p值，Holm校正）",
    "lab.tournament.measure.hidden_value": "看到隱藏牌的價值",
    "lab.tournament.is_reference": "（比較基準）",
    "lab.tournament.differs_none": "無",
    "lab.tournament.cell": "{value}（{interval}）",
    "lab.tournament.higher": "{measure}較高",
    "lab.tournament.lower": "{measure}較低",
    "lab.tournament.err.no_entries": "請選一個以上的變體參加錦標賽。",
    "lab.tournament.err.other_game": "變體{name}是{other}的規則組；這場錦標賽只進行{game}。",
    "lab.tournament.err.bad_rules": "變體{name}無法進行：{detail}",
    "lab.tournament.err.not_entry": "錦標賽的每個變體都必須是附有規則組的Entry。",
    "lab.tournament.err.tables": "每個變體要有一張表格（{entries}個變體，{tables}張表格）。",
    "plots.tournament.title": "{measure}：各變體及其95%信賴區間",
    "plots.tournament.differs": "與已出版的規則不同（Holm校正）",
    "plots.tournament.same": "與已出版的規則沒有明確差異",
    "plots.tournament.reference": "已出版的規則",
    "plots.tournament.reference_line": "已出版的規則：{value}",
    "plots.tournament.mark": "不同",
    "plots.tournament.point": "{name}：{value}，95%信賴區間{interval}",
    "plots.tournament.point_differs": "{name}：{value}，95%信賴區間{interval}；與已出版的規則不同（Holm校正p值{p}）",
    "plots.tournament.point_reference": "{name}（比較基準）：{value}，95%信賴區間{interval}",
    "plots.tournament.hidden_title": "看到隱藏牌的價值：搜尋者的勝率差距（看得到全部減公平），各變體，95%信賴區間",
    "plots.tournament.hidden_point": "{name}：看到隱藏牌值{value}，95%信賴區間{interval}（{games}局；公平的搜尋者贏了{fair}，看得到全部的贏了{sees}）",
    "plots.tournament.hidden_axis": "勝率差距（看得到全部減公平）",
    "plots.tournament.hidden_estimate": "各變體的差距",
    "plots.tournament.no_gap": "沒有差距",
}

CATALOG = Catalog("lab.tournament", EN, ZH_TW)
