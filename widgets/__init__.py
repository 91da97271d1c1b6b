"""Jupyter widgets of Moai Kit.

Importing any page loads the pages' words (:data:`widgets.messages.CATALOG`, the design lab
page's :data:`widgets.lab_messages.CATALOG`, the played lessons'
:data:`widgets.lesson_messages.CATALOG` and the glossary's :data:`widgets.glossary.CATALOG`)
once, here (see :mod:`kit.core.i18n`).
"""

from kit import games
from kit.core import i18n
from widgets import (
    a11y_messages,
    autosave_messages,
    glossary,
    lab_messages,
    lesson_messages,
    messages,
    nav_messages,
    upload_messages,
)

i18n.load(
    messages.CATALOG,
    lab_messages.CATALOG,
    lesson_messages.CATALOG,
    autosave_messages.CATALOG,
    upload_messages.CATALOG,
    nav_messages.CATALOG,
    glossary.CATALOG,
    a11y_messages.CATALOG,
)
i18n.load_modules(spec.part("page_words") for spec in games.specs())  # each game's own words
