"""The played lessons: a lesson's page (:class:`widgets.lessons.lesson.LessonPage`), a game's
lessons in order (:class:`widgets.lessons.index.LessonIndex`), the exercises, the moves a learner
makes, and the lessons' words.

Nothing is imported here: ``import widgets`` loads the words of :mod:`widgets.lessons.messages`
without the pages.
"""
