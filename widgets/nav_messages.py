"""The words of the ways between pages and of the Giants special spaces as the play page lists
them, in English and Traditional Chinese; loaded by :mod:`widgets`."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message

EN: dict[str, Message] = {
    "nav.label": "The game's pages",
    # a special space offered on the Giants play page (R6.4): the space, then what it gives
    "play.giants.special.forest": "forest {hex} ({logs})",
    "play.giants.special.village": "Village {hex} (a worker)",
    "play.giants.special.sorcerer_hut": "Sorcerers' hut {hex} (a Tribe Marker)",
    "play.giants.special.quarry_hat": "Headdress quarry {hex} (a headdress)",
    "play.giants.special.ahu": "{hex} next to Ahu {ahu} (reserve it)",
    "play.giants.special.stand": "{hex} next to an Ahu",
    "play.giants.special.by": "{space} · {figure}",
    "play.giants.special.by_chief": "{space} · chief, for 2 half-tablets",
}

ZH_TW: dict[str, Message] = {
    "nav.label": "本遊戲的頁面",
    "play.giants.special.forest": "森林{hex}（{logs}）",
    "play.giants.special.village": "村莊{hex}（1個工人）",
    "play.giants.special.sorcerer_hut": "巫師屋{hex}（1個部落標記）",
    "play.giants.special.quarry_hat": "石帽雕刻場{hex}（1個石帽）",
    "play.giants.special.ahu": "鄰近石台{ahu}的{hex}（預定石台）",
    "play.giants.special.stand": "鄰近石台的{hex}",
    "play.giants.special.by": "{space}·{figure}",
    "play.giants.special.by_chief": "{space}·酋長，付2個半塊石碑",
}

CATALOG = Catalog("widgets.nav", EN, ZH_TW)
