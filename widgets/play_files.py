"""Files on the play page: a saved game to download, and an upload that is either a saved game
(played on from where it stood) or a rule set saved by the design lab (the next game follows it).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from kit.core import i18n
from kit.core.bots import Bot
from kit.core.errors import KitError, RecordError
from kit.lab.ruleset import FORMAT, RuleSet
from widgets.play_ui import GameUI
from widgets.session import PlaySession


@dataclass
class Loaded:
    """What an uploaded file held: a game to play on, or a rule set for the next game."""

    session: PlaySession | None = None
    rules: RuleSet | None = None


def is_rule_set(content: bytes) -> bool:
    """True when ``content`` says it is a rule-set file (it may still be a bad one)."""
    if FORMAT.encode() not in content[:4096]:
        return False
    try:
        raw = json.loads(content.decode("utf-8"))
    except (ValueError, RecursionError):
        return False
    return isinstance(raw, dict) and raw.get("format") == FORMAT


def read_upload(ui: GameUI, content: bytes, make_bot: Callable[[str], Bot | None]) -> Loaded:
    """The game or rule set in ``content``; a KitError says why it cannot be used."""
    if is_rule_set(content):
        rules = RuleSet.from_json(content)
        if rules.game != ui.key:
            raise RecordError(
                "core.err.record_bad_field",
                field="game",
                detail={
                    lang: i18n.t("play.rules_wrong_game", lang, game=ui.spec.name(lang))
                    for lang in ("en", "zh-TW")
                },
            )
        return Loaded(rules=rules)
    return Loaded(session=PlaySession.load(ui.engine, content, make_bot, revealing=ui.revealing))


def save_name(ui: GameUI, session: PlaySession) -> str:
    """The file name of a saved game: ``<game>-<seed>-<actions>.json``."""
    return f"{ui.key}-{session.game.seed}-{len(session.steps)}.json"


__all__ = ["KitError", "Loaded", "read_upload", "save_name"]
