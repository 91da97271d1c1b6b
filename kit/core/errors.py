"""Error types shared by both engines.

Every error a user can cause carries a message key and its parameters (see
:mod:`kit.core.i18n`), rendered when it is shown: ``exc.message(lang)`` renders it in the language
of the moment, so an error shown after a language switch (or after a catalog was loaded) reads
right. ``reason`` (English, also ``str(exc)``) and ``reason_zh`` are the two renderings.
"""

from __future__ import annotations

from typing import Any

from kit.core import i18n


class KitError(Exception):
    """Base class of every error the kit raises on purpose."""

    def message(self, lang: str) -> str:
        """The error in ``lang``; a plain error has one text only."""
        return str(self)


class _BilingualError(KitError):
    """An error built from an i18n key and its parameters, rendered when asked for."""

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(key)

    def message(self, lang: str) -> str:
        """The reason in ``lang`` ("en" or "zh-TW"), rendered now."""
        return i18n.t(self.key, lang, **self.params)

    @property
    def reason(self) -> str:
        """The reason in English."""
        return self.message("en")

    @property
    def reason_zh(self) -> str:
        """The reason in Traditional Chinese."""
        return self.message("zh-TW")

    def __str__(self) -> str:
        return self.reason

    def __reduce__(self):  # keep the error picklable (process pools)
        return (_rebuild, (type(self), self.key, self.params))


def _rebuild(cls: type, key: str, params: dict) -> KitError:
    return cls(key, **params)


class IllegalAction(_BilingualError, ValueError):
    """An action that the rules do not allow now. The game is left exactly as it was.

    ``message(lang)`` says why (``reason`` in English, ``reason_zh`` in Traditional Chinese);
    ``key`` and ``params`` name the message in the catalogs of :mod:`kit.core.i18n`.
    """


class RecordError(_BilingualError, ValueError):
    """A saved game (record) that cannot be read or does not replay."""


class OptionError(_BilingualError, ValueError):
    """A rule option with a value the game cannot take; the reason names the option and the
    values it may take (a tuple parameter is listed the way ``lang`` lists things)."""

    def message(self, lang: str) -> str:
        sep = i18n.t("core.list_sep", lang)
        params = {
            k: sep.join(str(x) for x in v) if isinstance(v, tuple) else v
            for k, v in self.params.items()
        }
        return i18n.t(self.key, lang, **params)


class BoardError(_BilingualError, ValueError):
    """A board file that is malformed; the reason names the problem."""
