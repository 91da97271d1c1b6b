"""Plotly figures of the games: pure functions from a view (and a language) to a ``go.Figure``.

Nothing here imports ipywidgets; widgets and notebooks only display what these functions build.
The figures' words (:mod:`kit.plots.messages`) are loaded here, once.
"""

import importlib

from kit import games as registry
from kit.core import i18n
from kit.plots import lab_messages, messages
from kit.plots.history import final_breakdown, score_history

i18n.load(messages.CATALOG, lab_messages.CATALOG)  # the figures' words (see kit.core.i18n)
i18n.load_modules(spec.part("figure_words") for spec in registry.specs())  # each game's own words

__all__ = ["final_breakdown", "score_history"]

for _spec in registry.specs():  # each game's figure functions (its figures module's __all__)
    _module = importlib.import_module(_spec.part("figures"))
    for _name in getattr(_module, "__all__", ()):
        globals()[_name] = getattr(_module, _name)
        __all__.append(_name)
