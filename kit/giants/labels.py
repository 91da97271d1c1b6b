"""Giants' moves in words: :func:`describe_action`, the label of an action as it is offered to
a player (the play page's buttons and lists, the lessons' choices), and the names of its parts
(a moai or headdress by its id, carriers, a bid).

``*.count.*`` are count phrases ("1 worker", "3 workers") that a label with several parts
joins (:func:`kit.core.i18n.join`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kit.core import i18n
from kit.core.actions import Action
from kit.core.i18n import Catalog, Message, Plural
from kit.giants.actions import Bid
from kit.giants.messages import size_name
from kit.giants.state import moai_size

EN: dict[str, Message] = {
    "play.giants.log": "a log",
    "play.giants.moai": "size-{size} moai ({id})",
    "play.giants.headdress": "headdress ({id})",
    "play.giants.carrier": "{name}'s {figure}",
    "play.giants.chief_yes": "with the chief",
    "play.giants.chief_no": "without the chief",
    "play.giants.bid_sorcerer": "the sorcerer",
    "play.giants.bid_chief": "the chief",
    "play.giants.action.bid": "bid {what}",
    "play.giants.action.sculpt": "a size-{size} moai {chief}",
    "play.giants.action.decline": "no more moai",
    "play.giants.action.place": Plural(
        count="logs",
        zero="{figure} on {hex}",
        one="{figure} on {hex} with {logs} log",
        other="{figure} on {hex} with {logs} logs",
    ),
    "play.giants.count.workers": Plural(one="{n} worker", other="{n} workers"),
    "play.giants.count.markers": Plural(one="{n} Tribe Marker", other="{n} Tribe Markers"),
    "play.giants.count.logs": Plural(one="{n} log", other="{n} logs"),
    "play.giants.count.bases": Plural(one="{n} base", other="{n} bases"),
    "play.giants.action.special": "{figure} on {hex} (Ahu: {ahu})",
    "play.giants.action.influence": "take a half-tablet",
    "play.giants.action.pass": "pass",
    "play.giants.action.carry": "{item}",
    "play.giants.action.step": "to {hex}",
    "play.giants.action.helpers": "{carriers}",
    "play.giants.action.erect": "erect on {ahu}",
    "play.giants.action.crown": "crown the moai on {ahu}",
    "play.giants.action.stop": "stop here",
    "play.giants.action.mark": "mark {item}",
    "play.giants.action.done": "done",
    "play.giants.action.peek": "look at {ahu}",
    "play.giants.action.recall": "take back the marker on {item}",
}

ZH_TW: dict[str, Message] = {
    "play.giants.log": "一根圓木",
    "play.giants.moai": "{size}石像（{id}）",
    "play.giants.headdress": "石帽（{id}）",
    "play.giants.carrier": "{name}的{figure}",
    "play.giants.chief_yes": "用酋長",
    "play.giants.chief_no": "不用酋長",
    "play.giants.bid_sorcerer": "巫師",
    "play.giants.bid_chief": "酋長",
    "play.giants.action.bid": "出價：{what}",
    "play.giants.action.sculpt": "{size}石像（{chief}）",
    "play.giants.action.decline": "不再挑選",
    "play.giants.action.place": Plural(
        count="logs", zero="{figure}放在{hex}", other="{figure}放在{hex}，帶{logs}根圓木"
    ),
    "play.giants.count.workers": "{n}個工人",
    "play.giants.count.markers": "{n}個部落標記",
    "play.giants.count.logs": "{n}根圓木",
    "play.giants.count.bases": "{n}個石像基座",
    "play.giants.action.special": "{figure}放在{hex}（石台：{ahu}）",
    "play.giants.action.influence": "拿半塊石碑",
    "play.giants.action.pass": "宣告PASS",
    "play.giants.action.carry": "{item}",
    "play.giants.action.step": "到{hex}",
    "play.giants.action.helpers": "{carriers}",
    "play.giants.action.erect": "豎立在{ahu}",
    "play.giants.action.crown": "替{ahu}的石像穿戴石帽",
    "play.giants.action.stop": "停在這裡",
    "play.giants.action.mark": "標記{item}",
    "play.giants.action.done": "完成",
    "play.giants.action.peek": "查看{ahu}",
    "play.giants.action.recall": "收回{item}上的標記",
}

CATALOG = Catalog("giants.labels", EN, ZH_TW)
i18n.load(CATALOG)


def item_name(item: str, lang: str) -> str:
    """A moai or headdress by its id: "size-2 moai (m20)"."""
    if item.startswith("hd"):
        return i18n.t("play.giants.headdress", lang, id=item)
    return i18n.t("play.giants.moai", lang, size=size_name(moai_size(item), lang), id=item)


def carrier_name(token: str, lang: str, names: list[str]) -> str:
    """A carrier token (``C1``, ``W0``, ``S2``, ``L``) in words."""
    if token == "L":
        return i18n.t("play.giants.log", lang)
    figure = {"C": "chief", "W": "worker", "S": "sorcerer"}[token[0]]
    seat = int(token[1:])
    who = names[seat] if seat < len(names) else token
    return i18n.t(
        "play.giants.carrier", lang, figure=i18n.t(f"giants.name.{figure}", lang), name=who
    )


def carriers_name(tokens: Sequence[str], lang: str, names: list[str]) -> str:
    """A carrier set in words, the logs counted together: "2 logs and Tiki's worker"."""
    logs = sum(1 for token in tokens if token == "L")
    parts = [carrier_name(token, lang, names) for token in tokens if token != "L"]
    if logs:
        one = i18n.t("play.giants.log", lang)
        parts.insert(0, one if logs == 1 else i18n.t("play.giants.count.logs", lang, n=logs))
    return i18n.join(parts, lang) if parts else "—"


def bid_name(bid: Bid, lang: str) -> str:
    """What a bid holds, without the parts it leaves empty: "1 Tribe Marker and the chief";
    "nothing" for an empty bid."""
    parts = [
        i18n.t("play.giants.count.markers", lang, n=bid.markers) if bid.markers else "",
        i18n.t("play.giants.count.workers", lang, n=bid.workers) if bid.workers else "",
        i18n.t("play.giants.bid_sorcerer", lang) if bid.sorcerer else "",
        i18n.t("play.giants.bid_chief", lang) if bid.chief else "",
    ]
    return i18n.join(parts, lang)


def describe_action(action: Action, lang: str, names: list[str] | None = None) -> str:
    """A short label for a Giants action, for buttons, lists and the lessons' choices."""
    names = names or []
    if isinstance(action, Bid):
        return i18n.t("play.giants.action.bid", lang, what=bid_name(action, lang))
    params: dict[str, Any] = {}
    for key, value in action.to_dict().items():
        if key in ("item",) and isinstance(value, str):
            value = item_name(value, lang)
        elif key == "figure":
            value = i18n.t(f"giants.name.{value}", lang)
        elif key == "size" and isinstance(value, int):
            value = size_name(value, lang)
        elif key == "carriers":
            value = carriers_name(value, lang, names)
        elif key == "ahu" and value is None:
            value = "—"
        elif key in ("markers", "workers") and isinstance(value, int):
            value = i18n.t(f"play.giants.count.{key}", lang, n=value)
        elif isinstance(value, bool):
            value = i18n.t(f"play.giants.{key}_{'yes' if value else 'no'}", lang)
        params[key] = value
    return i18n.t(f"play.giants.action.{action.KIND}", lang, **params)
