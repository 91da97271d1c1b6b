"""The play page's own errors, kept as they are and rendered in the language of the moment (see
:meth:`~widgets.play.draw.PlayDrawing.error_text`), so that a language switch translates them
too."""

from __future__ import annotations

from collections.abc import Callable

from kit.core import i18n
from kit.core.errors import KitError


class Notice(KitError):
    """A message of the page's catalog shown as an error (rendered in the language of the
    moment)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key

    def message(self, lang: str) -> str:
        return i18n.t(self.key, lang)


class Refused(KitError):
    """The engine's refusal of an action, the action named as its button names it (the engine's
    reasons name it in the code's notation, "0:no_buy")."""

    def __init__(self, error: KitError, label: Callable[[str], str]) -> None:
        super().__init__(str(error))
        self.error, self.label = error, label

    def message(self, lang: str) -> str:
        key, params = getattr(self.error, "key", None), getattr(self.error, "params", None)
        if isinstance(key, str) and isinstance(params, dict) and "action" in params:
            return i18n.t(key, lang, **{**params, "action": self.label(lang)})
        return self.error.message(lang)
