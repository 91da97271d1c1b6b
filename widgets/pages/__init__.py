"""The kit's own pages, about no one game: the start page (:class:`widgets.pages.landing.Landing`,
and the static document the launcher answers, :mod:`widgets.pages.landing_page`), the gallery,
and the teacher's page (:class:`widgets.pages.teachers.TeachersPage`) with its glossary.

Nothing is imported here: ``import widgets`` loads the words of :mod:`widgets.pages.glossary`
without the pages.
"""
