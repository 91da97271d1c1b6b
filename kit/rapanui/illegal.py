"""The old name of :mod:`kit.rapanui.reasons` (both engines call the module of reasons for
refused actions ``reasons``): importing ``kit.rapanui.illegal`` gives that very module."""

import sys

from kit.rapanui import reasons

sys.modules[__name__] = reasons
