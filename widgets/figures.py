"""Showing ``kit.plots`` figures in widgets.

A figure that is only looked at goes into an ``Output`` as a Plotly mime bundle: the page's
Plotly renderer draws it, no 5 MB widget bundle is shipped, and replacing the bundle repaints
it in place. (A ``FigureWidget`` is kept for figures that must send clicks or that change often:
it is updated trace by trace.) A figure that only shows a table may be HTML instead
(:class:`HTMLSlot`): quicker to build, to send and to draw.

Every figure is as wide as its place on the page and follows the window's width (``responsive``
in :func:`kit.plots.common.figure_config`).
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets as W
import plotly.graph_objects as go

from kit.plots.common import figure_config
from widgets.figure_alt import figure_alt

PLOTLY_MIME = "application/vnd.plotly.v1+json"

# A responsive figure with a height of its own but no width (every figure of the kit) is drawn in a
# box whose height is 100% of a parent of no set height: after a resize of the window it would
# shrink to nothing and the page below would slide over it. Its first svg gives it its height.
PLOT_CSS = (
    ".js-plotly-plot .plotly .svg-container > svg.main-svg:first-child "
    "{position: relative; display: block}"
)
STYLE_OUTPUT = {
    "output_type": "display_data",
    "data": {"text/html": f"<style>{PLOT_CSS}</style>"},
    "metadata": {},
}


def alt_html(data: dict[str, Any]) -> str:
    """A figure's text alternative (:func:`widgets.figure_alt.figure_alt`) as the page holds it:
    right after the figure, for screen readers only."""
    return f'<div class="moai-sr-only moai-figure-alt">{figure_alt(data)}</div>'


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
        if fig is not None and fig is self.figure:
            return  # the very figure shown (a game's UI may keep a figure that did not change)
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
            STYLE_OUTPUT,
            {"output_type": "display_data", "data": {"text/html": alt_html(data)}, "metadata": {}},
        )


class FitToSlot(anywidget.AnyWidget):
    """Nothing to see: it makes the figures of its slot as wide as the slot. A ``FigureWidget``
    is drawn before it is on the page, at Plotly's default width (700 px), and only a resize of
    the window makes a responsive figure measure its place again; so whenever the slot changes
    size (the figure appears, the page is laid out anew) the window is told it was resized."""

    _esm = """
    function render({ el }) {
      let frame = 0, tries = 0, timer = 0;
      const nudge = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => window.dispatchEvent(new Event("resize")));
      };
      const observer = new ResizeObserver(nudge);
      const watch = () => {
        const slot = el.closest(".moai-slot");
        if (slot) observer.observe(slot);
        else if (tries++ < 100) timer = setTimeout(watch, 100);
      };
      watch();
      return () => { clearTimeout(timer); cancelAnimationFrame(frame); observer.disconnect(); };
    }
    export default { render };
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=W.Layout(height="0px", margin="0", overflow="hidden"), **kwargs)


class BoardSlot(W.VBox):
    """A figure that sends clicks: a ``FigureWidget`` built once from a complete figure (so it
    never shows blank in Voila) and updated in place afterwards. A click on a point of a trace
    whose ``uid`` is in ``pickable`` calls ``on_pick`` with that point's ``customdata``."""

    def __init__(self, pickable: tuple[str, ...] = ("hexes", "ahus"), **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("moai-board")
        self.add_class("moai-slot")
        self.pickable = pickable
        self.widget: go.FigureWidget | None = None
        self.figure: go.Figure | None = None
        self.on_pick: Any = None
        self._shown: dict[str, Any] | None = None
        self.alt = W.HTML()  # the text alternative of the figure shown

    def show(self, fig: go.Figure | None) -> None:
        """Show ``fig`` (None: nothing), changing the widget in place."""
        if fig is not None and fig is self.figure and self.widget is not None:
            return  # the very figure shown (a game's UI may keep a figure that did not change)
        self.figure = fig
        if fig is None:
            self._shown = None
            self.children = ()
            return
        # A FigureWidget gives every trace a uid of its own: keep the figure's names in ``meta``.
        picks = [i for i, trace in enumerate(fig.data) if trace.uid in self.pickable]
        for i in picks:
            fig.data[i].meta = fig.data[i].uid
        data = fig.to_plotly_json()
        if data == self._shown and self.widget is not None:
            return
        shown, self._shown = self._shown, data
        self.alt.value = alt_html(data)
        if self.widget is None:
            self.widget = go.FigureWidget(fig)
            self.widget._config = figure_config()
            style = W.HTML(f"<style>{PLOT_CSS}</style>", layout=W.Layout(height="0px", margin="0"))
            self.children = (self.widget, FitToSlot(), style, self.alt)
        elif shown is not None and [t["type"] for t in shown["data"]] == [
            t["type"] for t in data["data"]
        ]:
            # The same traces: one message with only the traces and layout that changed.
            with self.widget.batch_update():
                for old, before, after in zip(
                    self.widget.data, shown["data"], data["data"], strict=True
                ):
                    if before != after:
                        changes = dict(after)
                        changes.pop("uid", None)
                        old.update(changes, overwrite=True)
                if shown["layout"] != data["layout"]:
                    self.widget.layout.update(data["layout"], overwrite=True)
        else:
            with self.widget.batch_update():
                self.widget.data = []
                self.widget.add_traces(fig.data)
                self.widget.layout = fig.layout
        for i in picks:
            self.widget.data[i].on_click(self._clicked)

    def reset(self) -> None:
        """Forget the widget: the next :meth:`show` builds a new one from its complete figure
        (a language switch redraws every text of a board that updates in place unreliably)."""
        self.widget = None
        self.figure = None
        self._shown = None
        self.children = ()

    def _clicked(self, trace: Any, points: Any, state: Any) -> None:
        # Plotly calls every trace's handler on a click, mostly with no points: ignore those.
        if not points.point_inds or self.on_pick is None:
            return
        index = points.point_inds[0]
        custom = trace.customdata
        if custom is None or index >= len(custom):
            return
        value = custom[index]
        if isinstance(value, list | tuple):
            value = value[0]
        self.on_pick(str(value))


class HTMLSlot(W.VBox):
    """A place on the page that shows a figure drawn as HTML (a table): the stylesheet ``css`` is
    sent once, the content is replaced when it changes (an equal value is not sent again)."""

    def __init__(self, css: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("moai-slot")
        self.add_class("moai-html-slot")
        self.figure: go.Figure | None = None  # never a Plotly figure: see ``content``
        self.style = W.HTML(f"<style>{css}</style>" if css else "")
        self.content = W.HTML()
        self.children = (self.style, self.content)

    @property
    def html(self) -> str:
        """The HTML shown ("" for nothing)."""
        return self.content.value

    def show(self, content: str | None) -> None:
        """Show ``content`` (None: nothing)."""
        self.content.value = content or ""
        self.layout.display = None if content else "none"
