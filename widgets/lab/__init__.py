"""The design lab: the lab page (:class:`widgets.lab.app.LabApp`, as its notebook shows it:
:func:`widgets.lab.page.lab_page`) with its rule-set panels, runs and results, the design lessons'
page (:mod:`widgets.lab.design`), and the lab's words.

Nothing is imported here: ``import widgets`` loads the words of :mod:`widgets.lab.messages`
without the pages.
"""
