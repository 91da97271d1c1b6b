"""Plotly figures of both games: pure functions from a view (and a language) to a ``go.Figure``.

Nothing here imports ipywidgets; widgets and notebooks only display what these functions build.
"""

from kit.plots.giants import giants_board, giants_breakdown, giants_tiles
from kit.plots.history import final_breakdown, score_history
from kit.plots.rapanui import rapanui_altar, rapanui_breakdown, rapanui_table

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
