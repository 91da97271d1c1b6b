"""Moai Kit: rules engines, bots, simulation and Plotly figures for Giants and Rapa Nui.

``from kit import rapanui, giants`` gives the two engines; the core's error types are here too.
"""

from kit.core.errors import BoardError, IllegalAction, KitError, OptionError, RecordError

__all__ = ["BoardError", "IllegalAction", "KitError", "OptionError", "RecordError"]
__version__ = "0.1.0"
