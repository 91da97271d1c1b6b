"""Files on the play page: a saved game to download, and an upload that is either a saved game
(played on from where it stood) or a rule set saved by the design lab (the next game follows it).

An upload is refused, with a message naming the problem in both languages (a KitError), before
anything on the page changes: over :data:`UPLOAD_LIMIT` (checked before the content is read),
binary, cut off, not JSON, nested too deeply, another game's, of another version, tampered with
(the first illegal action named), a board file instead of a game; and, as a last guard, anything
else that goes wrong while reading it, so that no upload ever raises out of a widget callback.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kit import games
from kit.core import i18n
from kit.core.bots import Bot
from kit.core.errors import KitError, RecordError
from kit.core.records import MAX_RECORD_BYTES, loads
from kit.lab.ruleset import FORMAT, RuleSet
from widgets.files import Upload
from widgets.play.session import PlaySession
from widgets.play.ui import GameUI

UPLOAD_LIMIT = MAX_RECORD_BYTES
"""The largest saved game or rule set the play page reads (2 MB), stated on its upload button."""

log = logging.getLogger(__name__)


@dataclass
class Loaded:
    """What an uploaded file held: a game to play on, or a rule set for the next game."""

    session: PlaySession | None = None
    rules: RuleSet | None = None


class UploadError(RecordError):
    """An upload that could not be read for a reason no other check names."""


def _game_names(key: Any) -> Any:
    """A game's key as its name in both languages (the key itself if it is no game)."""
    if isinstance(key, str) and key in games.keys():
        spec = games.spec(key)
        return {lang: spec.name(lang) for lang in i18n.LANGS}
    return key


def _wrong_game(exc: RecordError, ui: GameUI) -> RecordError:
    """Another game's file, its games named in the page language."""
    found = exc.params.get("found")
    return RecordError(
        "core.err.record_wrong_game",
        found=_game_names(found),
        expected=_game_names(ui.key),
    )


def _read(ui: GameUI, content: bytes | str, make_bot: Callable[[str], Bot | None]) -> Loaded:
    raw = loads(content)  # size, text, nesting depth, JSON, an object: checked once here
    if raw.get("format") == FORMAT:
        game = raw.get("game")
        if isinstance(game, str) and game in games.keys() and game != ui.key:
            raise RecordError(
                "core.err.record_bad_field",
                field="game",
                detail={  # the game the rule set is for
                    lang: i18n.t("play.rules_wrong_game", lang, game=name)
                    for lang, name in _game_names(game).items()
                },
            )
        return Loaded(rules=RuleSet.from_data(raw))
    if "hexes" in raw and "ahus" in raw and "actions" not in raw:
        raise RecordError("upload.board_on_play")
    try:
        session = PlaySession.load(ui.engine, content, make_bot, revealing=ui.revealing)
    except RecordError as exc:
        if exc.key == "core.err.record_wrong_game":
            raise _wrong_game(exc, ui) from None
        raise
    return Loaded(session=session)


def read_upload(
    ui: GameUI, content: Upload | bytes | str, make_bot: Callable[[str], Bot | None]
) -> Loaded:
    """The game or rule set in ``content`` (an :class:`~widgets.files.Upload` is refused over
    :data:`UPLOAD_LIMIT` before it is read); a KitError says why it cannot be used, and nothing
    else is ever raised."""
    try:
        data = content.read(UPLOAD_LIMIT) if isinstance(content, Upload) else content
        return _read(ui, data, make_bot)
    except KitError:
        raise
    except Exception as exc:  # a last guard: a widget callback must never raise
        log.warning("upload refused: %s: %s", type(exc).__name__, str(exc)[:200])
        raise UploadError("upload.unreadable", kind=type(exc).__name__) from None


def save_name(ui: GameUI, session: PlaySession) -> str:
    """The file name of a saved game: ``<game>-<seed>-<actions>.json``."""
    return f"{ui.key}-{session.game.seed}-{len(session.steps)}.json"


__all__ = ["UPLOAD_LIMIT", "KitError", "Loaded", "UploadError", "read_upload", "save_name"]
