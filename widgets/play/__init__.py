"""The play page: a whole game against bots or hot-seat (:class:`widgets.play.app.PlayApp`, any
game's page by its key: :func:`widgets.play.page.play_page`), its parts (the setup form, the
session, the drawing, the bots, files and the autosave) and the autosave's words.

Nothing is imported here: ``import widgets`` loads the words of
:mod:`widgets.play.autosave_messages` without the page.
"""
