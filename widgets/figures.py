"""Showing ``kit.plots`` figures in widgets.

A figure that is only looked at goes into an ``Output`` as a Plotly mime bundle: the page's
Plotly renderer draws it, no 5 MB widget bundle is shipped, and replacing the bundle repaints
it in place. (A ``FigureWidget`` is kept for figures that must send clicks or that change often:
it is updated trace by trace.) A ``FigureSlot`` ``in_place`` sends a later figure to the plot
already drawn (:class:`PlotReact`, ``Plotly.react``), not a new bundle from which plotly.js
would build a new plot. A figure that only shows a table may be HTML instead
(:class:`HTMLSlot`): quicker to build, to send and to draw.

Every figure is as wide as its place on the page and follows the window's width (``responsive``
in :func:`kit.plots.common.figure_config`).
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets as W
import plotly.graph_objects as go
import traitlets

from kit.plots.common import figure_config
from widgets.board_legend import legend_html, split_legend, wants_html_legend
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
    """A place on the page that shows one figure at a time. With ``in_place`` (a figure that
    changes often, as the play page's altar) a later figure redraws the one drawn in place
    (:class:`PlotReact`): plotly.js diffs it instead of building a new plot."""

    def __init__(self, in_place: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("moai-slot")
        self.figure: go.Figure | None = None
        self._shown: dict[str, Any] | None = None
        self._react: PlotReact | None = None  # in place: what redraws the figure drawn
        self._alt: W.HTML | None = None  # in place: the figure's text alternative
        self._in_place = False
        self.in_place = in_place

    @property
    def in_place(self) -> bool:
        """Whether a later figure redraws the one drawn in place (see the class)."""
        return self._in_place

    @in_place.setter
    def in_place(self, value: bool) -> None:
        self._in_place = value
        if value and self._react is None:
            # made with the slot, so that the page sets them up as it opens: anywidget gives a
            # model 2 s to start, which a page busy drawing its first figures may exceed (such a
            # model gets no change any more)
            self._react = PlotReact()
            self._alt = W.HTML(layout=W.Layout(height="0px", margin="0"))

    def show(self, fig: go.Figure | None) -> None:
        """Replace what the slot shows with ``fig`` (None: nothing). A figure equal to the one
        shown is not sent again, so the browser redraws only what changed."""
        if fig is not None and fig is self.figure:
            return  # the very figure shown (a game's UI may keep a figure that did not change)
        self.figure = fig
        if fig is None:
            self._shown = None
            self.outputs = ()
            if self._react is not None:
                self._react.figure = {}  # nothing for a view drawn later to redraw
            return
        data = fig.to_plotly_json()
        if data == self._shown:
            return
        drawn, self._shown = self._shown, data
        react, alt_widget = self._react, self._alt
        if self.in_place and drawn is not None and react is not None and alt_widget is not None:
            # one message: plotly.js redraws what changed (Plotly.react), then the text
            react.figure = figure_bundle(fig, data)[PLOTLY_MIME]
            alt_widget.value = alt_html(data)
            return
        figure = {"output_type": "display_data", "data": figure_bundle(fig, data), "metadata": {}}
        if not self.in_place or react is None or alt_widget is None:
            alt = {"text/html": alt_html(data)}
            self.outputs = (figure, STYLE_OUTPUT, {**figure, "data": alt})
            return
        react.figure = {}  # the figure drawn anew: its redrawer starts from it
        alt_widget.value = alt_html(data)
        self.outputs = (figure, STYLE_OUTPUT, widget_output(alt_widget), widget_output(react))

    def close(self) -> None:
        for widget in (self._react, self._alt):
            if widget is not None:
                widget.close()
        super().close()


def widget_output(widget: W.Widget) -> dict[str, Any]:
    """An output (of an ``Output``) that shows ``widget``."""
    view = {"model_id": widget.model_id, "version_major": 2, "version_minor": 0}
    return {
        "output_type": "display_data",
        "data": {"application/vnd.jupyter.widget-view+json": view, "text/plain": ""},
        "metadata": {},
    }


class PlotReact(anywidget.AnyWidget):
    """Nothing to see: put in a :class:`FigureSlot` after its figure, it redraws that figure in
    place whenever ``figure`` (a Plotly mime bundle's ``data``, ``layout`` and ``config``)
    changes, with ``Plotly.react`` (the plotly.js of the page's Plotly renderer, which drew the
    figure first): only what changed is drawn again."""

    _esm = """
    function render({ model, el }) {
      let timer = 0;
      const draw = (tries) => {
        clearTimeout(timer);
        const fig = model.get("figure");
        if (!fig || !fig.data) return;
        const slot = el.closest(".moai-slot");
        const gd = slot && slot.querySelector(".js-plotly-plot");
        if (gd && gd._fullLayout && window.Plotly) {
          window.Plotly.react(gd, fig.data, fig.layout, fig.config);
        } else if (tries < 200) {
          timer = setTimeout(() => draw(tries + 1), 50);  // the figure is not drawn yet
        }
      };
      const changed = () => draw(0);
      model.on("change:figure", changed);
      draw(0);
      return () => { clearTimeout(timer); model.off("change:figure", changed); };
    }
    export default { render };
    """
    figure = traitlets.Dict().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=W.Layout(height="0px", margin="0", overflow="hidden"), **kwargs)


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


class BoardWidget(go.FigureWidget):
    """A ``FigureWidget`` whose widget opens with its figure. Plotly's opens empty and sends the
    traces and layout right after: a page that draws the widget before that message is applied
    shows empty axes for good (its view reads them once), which a busy page did now and then."""

    def __init__(self, data: dict[str, Any]) -> None:
        self._opening = True
        super().__init__(data)
        self._opening = False
        self.open()  # now, with the figure in the state it opens with

    def open(self) -> None:
        if not getattr(self, "_opening", False):
            super().open()


def figure_dict(fig: go.Figure) -> dict[str, Any]:
    """``fig.to_plotly_json()`` without its deep copy and its search for arrays to encode (the
    kit's figures hold none): the figure's own traces and layout, in new lists and dicts."""
    return {"data": list(fig._data), "layout": dict(fig._layout)}


class BoardSlot(W.VBox):
    """A figure that sends clicks: a ``FigureWidget`` built once from a complete figure (so it
    never shows blank in Voila) and updated in place afterwards. A click on a point of a trace
    whose ``uid`` is in ``pickable`` calls ``on_pick`` with that point's ``customdata``. A figure
    whose layout asks for it has its legend drawn as HTML under the widget
    (:mod:`widgets.board_legend`), sent only when it changes: Plotly would draw it anew at every
    change of the board. (The play page's board is drawn by the page's own plotly.js instead:
    :class:`widgets.plot_board.PlotBoardSlot`.)"""

    def __init__(self, pickable: tuple[str, ...] = ("hexes", "ahus"), **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("moai-slot")  # and "moai-board" while it shows a figure with clicks
        self.pickable = pickable
        self.widget: go.FigureWidget | None = None
        self.figure: go.Figure | None = None
        self.on_pick: Any = None
        self._shown: dict[str, Any] | None = None
        self.alt = W.HTML()  # the text alternative of the figure shown
        self.legend = W.HTML(layout=W.Layout(display="none"))  # the legend, if drawn as HTML

    def show(self, fig: go.Figure | None) -> None:
        """Show ``fig`` (None: nothing), changing the widget in place: one message with only
        the traces and layout that changed."""
        if fig is not None and fig is self.figure and self.widget is not None:
            return  # the very figure shown (a game's UI may keep a figure that did not change)
        self.figure = fig
        if fig is None:
            self._shown = None
            self.children = ()
            return
        data = figure_dict(fig)
        # A FigureWidget gives every trace a uid of its own: keep the figure's names in ``meta``.
        for k, trace in enumerate(data["data"]):
            if trace.get("uid") in self.pickable:
                data["data"][k] = {**trace, "meta": trace["uid"]}
        legend = ""
        if wants_html_legend(data["layout"]):
            data, entries = split_legend(data)
            legend = legend_html(entries, data["layout"]["meta"].get("legend_title", ""))
        if data == self._shown and self.widget is not None:
            return
        shown, self._shown = self._shown, data
        picks = [i for i, trace in enumerate(data["data"]) if trace.get("uid") in self.pickable]
        # a figure updated in place without clicks (a live figure) is no board
        (self.add_class if picks else self.remove_class)("moai-board")
        if self.widget is None:
            self.widget = BoardWidget(data)
            self.widget._config = figure_config()
            style = W.HTML(f"<style>{PLOT_CSS}</style>", layout=W.Layout(height="0px", margin="0"))
            self.children = (self.widget, FitToSlot(), style, self.legend, self.alt)
        elif shown is not None and [t["type"] for t in shown["data"]] == [
            t["type"] for t in data["data"]
        ]:
            self._update(shown, data)  # the same traces: only what changed, in one message
        else:
            with self.widget.batch_update():
                self.widget.data = []
                self.widget.add_traces(data["data"])
                self.widget.layout = data["layout"]
        for i in picks:
            self.widget.data[i].on_click(self._clicked)
        self.alt.value = alt_html(data)  # after the board: what is seen first goes first
        self.legend.value = legend
        self.legend.layout.display = None if legend else "none"

    def _update(self, shown: dict[str, Any], data: dict[str, Any]) -> None:
        """One ``Plotly.update`` with the top-level properties that changed, of the traces and
        of the layout that changed, set as they are (the figure was checked when built: the
        widget does not validate them again)."""
        assert self.widget is not None
        changed = [
            i for i, (a, b) in enumerate(zip(shown["data"], data["data"], strict=True)) if a != b
        ]
        keys: set[str] = set()
        for i in changed:
            before, after = shown["data"][i], data["data"][i]
            keys |= {k for k in before.keys() | after.keys() if before.get(k) != after.get(k)}
        keys.discard("uid")
        restyle = {k: [data["data"][i].get(k) for i in changed] for k in sorted(keys)}
        old, new = shown["layout"], data["layout"]
        relayout = {k: new.get(k) for k in old.keys() | new.keys() if old.get(k) != new.get(k)}
        if restyle or relayout:
            self.widget.plotly_update(
                restyle_data=restyle or None, relayout_data=relayout or None, trace_indexes=changed
            )

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
