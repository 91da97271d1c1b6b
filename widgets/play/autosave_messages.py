"""The words of the autosave (a game kept at every action, continued after a reload) on the pages, in English and Traditional Chinese (loaded by :mod:`widgets`)."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message, Plural

EN: dict[str, Message] = {
    # the setup screen's offer to continue the game kept on the server
    "autosave.offer": "Continue your game from {when}?",
    "autosave.details": "{actions}{sep}{players}",
    "autosave.actions": Plural(one="{n} action played", other="{n} actions played"),
    "autosave.bot_seat": "{name} ({bot})",
    "autosave.just_now": "just now",
    "autosave.minutes_ago": Plural(one="{n} minute ago", other="{n} minutes ago"),
    "autosave.hours_ago": Plural(one="{n} hour ago", other="{n} hours ago"),
    "autosave.days_ago": Plural(one="{n} day ago", other="{n} days ago"),
    "autosave.replaced": "A new game started below takes its place.",
    "autosave.continue": "Continue",
    "autosave.discard": "Discard",
    "autosave.continued": "Your game goes on where it stood.",
    # said on a page whose game another page has taken over (the same game continued there)
    "autosave.taken_over": "This game is no longer kept on the server: it was continued on another page.",
    # failures as the status shows them (the details go to the kernel's log, never to the page)
    "autosave.bot_failed": "A bot could not make its move; the game stays as it was.",
    "autosave.action_failed": "That action could not be made; the game stays as it was.",
}

ZH_TW: dict[str, Message] = {
    "autosave.offer": "要繼續你{when}的遊戲嗎？",
    "autosave.details": "{actions}{sep}{players}",
    "autosave.actions": "已進行{n}個行動",
    "autosave.bot_seat": "{name}（{bot}）",
    "autosave.just_now": "剛才",
    "autosave.minutes_ago": "{n}分鐘前",
    "autosave.hours_ago": "{n}小時前",
    "autosave.days_ago": "{n}天前",
    "autosave.replaced": "在下方開始新遊戲會取代這一局。",
    "autosave.continue": "繼續這一局",
    "autosave.discard": "捨棄",
    "autosave.continued": "你的遊戲從停下的地方繼續。",
    "autosave.taken_over": "這一局已不再保存在伺服器上：它已在另一個頁面繼續。",
    "autosave.bot_failed": "有個機器人無法行動；遊戲保持原樣。",
    "autosave.action_failed": "這個行動無法執行；遊戲保持原樣。",
}

CATALOG = Catalog("widgets.play.autosave", EN, ZH_TW)
