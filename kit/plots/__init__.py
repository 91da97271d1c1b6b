"""Plotly figures of both games: pure functions from a view (and a language) to a ``go.Figure``.

Nothing here imports ipywidgets; widgets and notebooks only display what these functions build.
The figures' words (:mod:`kit.plots.messages`) are loaded here, once.
"""

from kit.core import i18n
from kit.plots import lab_messages, messages
from kit.plots.giants import giants_board, giants_breakdown, giants_tiles
from kit.plots.history import final_breakdown, score_history
from kit.plots.rapanui import rapanui_altar, rapanui_breakdown, rapanui_table

i18n.load(messages.CATALOG, lab_messages.CATALOG)  # the figures' words (see kit.core.i18n)

__all__ = [
    "final_breakdown",
    "giants_board",
    "giants_breakdown",
    "giants_tiles",
    "rapanui_altar",
    "rapanui_breakdown",
    "rapanui_table",
    "score_history",
]
