"""The shared core of both engines: errors, chance, actions, records, hex grid, i18n, bots."""

from kit.core import i18n, messages
from kit.core.actions import Action, ActionSet
from kit.core.bots import Bot, RandomBot
from kit.core.chance import Chance
from kit.core.errors import BoardError, IllegalAction, KitError, OptionError, RecordError
from kit.core.game import Event, Game
from kit.core.hexgrid import Hex, Layout
from kit.core.simulate import play, simulate

i18n.load(messages.CATALOG)  # the core's words, loaded once (see kit.core.i18n)

__all__ = [
    "Action",
    "ActionSet",
    "BoardError",
    "Bot",
    "Chance",
    "Event",
    "Game",
    "Hex",
    "IllegalAction",
    "KitError",
    "Layout",
    "OptionError",
    "RandomBot",
    "RecordError",
    "play",
    "simulate",
]
