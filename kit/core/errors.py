"""Error types shared by both engines.

Every error a user can cause carries its reason in English and in Traditional Chinese, so the
UI can show it in the chosen language without a traceback.
"""

from __future__ import annotations

from typing import Any

from kit.core import i18n


class KitError(Exception):
    """Base class of every error the kit raises on purpose."""


class _BilingualError(KitError):
    """An error built from an i18n key (or from two ready sentences)."""

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params = params
        self.reason = i18n.t(key, "en", **params)
        self.reason_zh = i18n.t(key, "zh-TW", **params)
        super().__init__(self.reason)

    def message(self, lang: str) -> str:
        """The reason in ``lang`` ("en" or "zh-TW")."""
        return self.reason_zh if lang == "zh-TW" else self.reason

    def __reduce__(self):  # keep the error picklable (process pools)
        return (_rebuild, (type(self), self.key, self.params))


def _rebuild(cls: type, key: str, params: dict) -> KitError:
    return cls(key, **params)


class IllegalAction(_BilingualError, ValueError):
    """An action that the rules do not allow now. The game is left exactly as it was.

    ``reason`` says why in English, ``reason_zh`` in Traditional Chinese; ``key`` and ``params``
    name the message in the catalogs of :mod:`kit.core.i18n`.
    """


class RecordError(_BilingualError, ValueError):
    """A saved game (record) that cannot be read or does not replay."""


class BoardError(_BilingualError, ValueError):
    """A board file that is malformed; the reason names the problem."""
