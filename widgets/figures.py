"""Showing ``kit.plots`` figures in widgets.

A figure that is only looked at goes into an ``Output`` as a Plotly mime bundle: the page's
Plotly renderer draws it, no 5 MB widget bundle is shipped, and replacing the bundle repaints
it in place. (A ``FigureWidget`` is kept for figures that must send clicks.)
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W
import plotly.graph_objects as go

from kit.plots.common import figure_config

PLOTLY_MIME = "application/vnd.plotly.v1+json"


def figure_bundle(fig: go.Figure, data: dict[str, Any] | None = None) -> dict[str, Any]:
    """The display data of ``fig`` for the Plotly mime renderer (with a text fallback)."""
    data = data if data is not None else fig.to_plotly_json()
    title = fig.layout.title.text or "figure"
    return {
        PLOTLY_MIME: {"data": data["data"], "layout": data["layout"], "config": figure_config()},
        "text/plain": f"<Plotly figure: {title}>",
    }


class FigureSlot(W.Output):
    """A place on the page that shows one figure at a time."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("moai-slot")
        self.figure: go.Figure | None = None
        self._shown: dict[str, Any] | None = None

    def show(self, fig: go.Figure | None) -> None:
        """Replace what the slot shows with ``fig`` (None: nothing). A figure equal to the one
        shown is not sent again, so the browser redraws only what changed."""
        self.figure = fig
        if fig is None:
            self._shown = None
            self.outputs = ()
            return
        data = fig.to_plotly_json()
        if data == self._shown:
            return
        self._shown = data
        self.outputs = (
            {"output_type": "display_data", "data": figure_bundle(fig, data), "metadata": {}},
        )
