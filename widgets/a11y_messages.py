"""The words that only screen readers say (the names of form controls whose label is shown
beside them in another way), in English and Traditional Chinese (loaded by :mod:`widgets`)."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message

EN: dict[str, Message] = {
    # "Player 2: person or bot" (the seat's list on a play page's setup form)
    "a11y.person_or_bot": "person or bot",
    # "Player 2: bot" (the seat's list on a lab page)
    "a11y.bot": "bot",
    # the lists of the Giants placement form
    "a11y.figure": "figure to place",
    "a11y.hex": "hex to place it on",
}

ZH_TW: dict[str, Message] = {
    "a11y.person_or_bot": "真人或機器人",
    "a11y.bot": "機器人",
    "a11y.figure": "要放置的族人",
    "a11y.hex": "要放置的六角格",
}

CATALOG = Catalog("widgets.a11y", EN, ZH_TW)
