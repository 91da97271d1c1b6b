"""Jupyter widgets of Moai Kit.

Importing any page loads the pages' words (:data:`widgets.messages.CATALOG`, and the design lab
page's :data:`widgets.lab_messages.CATALOG`) once, here (see :mod:`kit.core.i18n`).
"""

from kit.core import i18n
from widgets import lab_messages, messages

i18n.load(messages.CATALOG, lab_messages.CATALOG)
