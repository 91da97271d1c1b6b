"""Jupyter widgets of Moai Kit.

Importing any page loads the pages' words (:data:`widgets.messages.CATALOG`, the design lab
page's :data:`widgets.lab.messages.CATALOG`, the played lessons'
:data:`widgets.lessons.messages.CATALOG`, the glossary's :data:`widgets.pages.glossary.CATALOG`
and the autosave's :data:`widgets.play.autosave_messages.CATALOG`) once, here (see
:mod:`kit.core.i18n`). The pages are in folders by kind: :mod:`widgets.play`,
:mod:`widgets.lessons`, :mod:`widgets.lab` and :mod:`widgets.pages` (whose packages import
nothing, so that this loads only words); what they share (the page's base class,
:class:`widgets.page.Page`, the language switch, figures, files, the ways between pages) and each
game's own parts (``widgets/<game>_*.py``) are here.
"""

from kit import games
from kit.core import i18n
from widgets import a11y_messages, messages, nav_messages, upload_messages
from widgets.lab import messages as lab_messages
from widgets.lessons import messages as lesson_messages
from widgets.pages import glossary
from widgets.play import autosave_messages

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
