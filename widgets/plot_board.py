"""A board drawn by the page's own plotly.js (issue 24): the play page's clickable board and its
live figures, without a ``FigureWidget``.

The first figure goes into an ``Output`` as a Plotly mime bundle, which the page's Plotly
renderer draws (as :class:`widgets.figures.FigureSlot` does); a :class:`PlotBoard` beside it
(an anywidget, nothing to see) then

- redraws that plot in place (``Plotly.react``) from one small message per change: the traces
  that differ from the figure first drawn (by index) and the layout, so that a view drawn late
  (or drawn again) needs only the last message;
- listens to the plot's ``plotly_click`` and sends the ``customdata`` of the clicked point of a
  ``pickable`` trace to Python (the slot's ``on_pick``).

Traces that never change (``meta["image"]``, the island's plain hexes and their ids) are drawn
once, as pictures (:func:`kit.plots.figure_images.with_images`), and not sent again: plotly.js
redraws every trace at any change, and the island was most of that work.

The slot takes a figure as plain dicts (``{"data": [...], "layout": {...}}``, as
:func:`kit.plots.giants.giants_board_data` builds it) or a ``go.Figure``: no Plotly object is
built on the way from a click to the message. ``figure`` builds one on demand (for the tests).
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets as W
import plotly.graph_objects as go
import traitlets

from kit.plots.common import figure_config
from kit.plots.figure_images import with_images
from widgets.board_legend import legend_html, split_legend, wants_html_legend
from widgets.figures import STYLE_OUTPUT, BoardSlot, alt_html, figure_dict, widget_output

PLOTLY_MIME = "application/vnd.plotly.v1+json"


_TEMPLATES: dict[int, tuple[go.layout.Template, dict[str, Any]]] = {}


def plain_layout(layout: dict[str, Any]) -> dict[str, Any]:
    """``layout`` as JSON can carry it: its template (a ``go.layout.Template``, which a widget
    message would not serialize) as a dict, each template converted once."""
    template = layout.get("template")
    if not isinstance(template, go.layout.Template):
        return layout
    kept = _TEMPLATES.get(id(template))
    if kept is None or kept[0] is not template:
        kept = _TEMPLATES[id(template)] = (template, template.to_plotly_json())
    return {**layout, "template": kept[1]}


class PlotBoard(anywidget.AnyWidget):
    """Nothing to see: put in a slot after its figure, it redraws the figure from ``update``
    (``n``: its number, ``count``: the number of traces, ``traces``: the traces that differ from
    the figure first drawn, by index, ``layout``, ``config``) and sends ``{"pick": customdata}``
    for a click on a point of a trace whose ``meta`` is in ``pickable``."""

    _esm = """
    function render({ model, el }) {
      let timer = 0, gd = null, latest = model.get("update") || {};
      const clicked = (ev) => {
        const names = model.get("pickable") || [];
        const pt = ((ev && ev.points) || []).find(
          p => p.data && names.includes(p.data.meta) && p.customdata !== undefined);
        if (!pt) return;
        const c = Array.isArray(pt.customdata) ? pt.customdata[0] : pt.customdata;
        model.send({ pick: String(c) });
      };
      const draw = (tries) => {
        clearTimeout(timer);
        const slot = el.closest(".moai-slot");
        const plot = slot && slot.querySelector(".js-plotly-plot");
        if (!(plot && plot._fullLayout && plot.on && window.Plotly)) {
          if (tries < 400) timer = setTimeout(() => draw(tries + 1), 25);  // not drawn yet
          return;
        }
        if (plot !== gd) {
          if (gd && gd.removeListener) gd.removeListener("plotly_click", clicked);
          gd = plot;
          // the figure as its bundle drew it: every update says what differs from it
          if (!gd.__moaiFirst) {
            gd.__moaiFirst = { data: gd.data.slice(), images: gd.layout.images, n: 0 };
          }
          gd.on("plotly_click", clicked);
        }
        const up = latest, first = gd.__moaiFirst;
        if (!up.layout || up.n === first.n) return;
        first.n = up.n;
        const data = first.data.slice(0, up.count);
        for (const [i, trace] of Object.entries(up.traces || {})) data[Number(i)] = trace;
        // pictures as first drawn (the island: see kit.plots.figure_images) are not sent again
        const layout = up.first_images ? { ...up.layout, images: first.images } : up.layout;
        window.Plotly.react(gd, data, layout, up.config);
      };
      const take = (up) => {
        if (up && up.layout && !(latest.n >= up.n)) { latest = up; draw(0); }
      };
      const changed = () => take(model.get("update"));
      model.on("change:update", changed);
      draw(0);
      return () => {
        clearTimeout(timer);
        model.off("change:update", changed);
        if (gd && gd.removeListener) gd.removeListener("plotly_click", clicked);
      };
    }
    export default { render };
    """
    update = traitlets.Dict().tag(sync=True)
    pickable = traitlets.List(traitlets.Unicode()).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=W.Layout(height="0px", margin="0", overflow="hidden"), **kwargs)


class PlotBoardSlot(BoardSlot):
    """A :class:`~widgets.figures.BoardSlot` drawn by the page's plotly.js (see the module): the
    same classes, HTML legend, text alternative and ``on_pick``, no ``widget``."""

    def __init__(self, pickable: tuple[str, ...] = ("hexes", "ahus"), **kwargs: Any) -> None:
        super().__init__(pickable, **kwargs)
        self.plot = W.Output()  # the figure first drawn
        # what redraws it and sends its clicks: made with the slot, so that the page sets it up
        # as it opens (anywidget gives a model 2 s to start, which a page busy drawing its first
        # figures may exceed: such a model gets no change any more)
        self.board = PlotBoard(pickable=list(pickable))
        self.board.on_msg(self._message)
        self._drawn = False  # whether ``plot`` shows a figure
        self._given: Any = None  # the figure last given (a dict or a go.Figure)
        self._first: list[dict[str, Any]] = []  # the traces first drawn
        self._first_images: Any = None  # and the pictures (kit.plots.figure_images)
        self._n = 0

    @property  # type: ignore[override]
    def figure(self) -> go.Figure | None:
        """The figure shown, as a ``go.Figure`` (built when asked: the page never asks)."""
        given = self._given
        if given is None or isinstance(given, go.Figure):
            return given
        return go.Figure(given, _validate=False)

    @figure.setter
    def figure(self, value: Any) -> None:
        self._given = value

    def show(self, fig: go.Figure | dict[str, Any] | None) -> None:  # type: ignore[override]
        """Show ``fig`` (None: nothing): the first figure as a bundle, later ones redrawn in
        place from one message (nothing sent for a figure equal to the one shown)."""
        if fig is not None and fig is self._given and self._drawn:
            return  # the very figure shown
        self._given = fig
        if fig is None:
            self.reset()
            return
        data = figure_dict(fig) if isinstance(fig, go.Figure) else dict(fig)
        data["layout"] = plain_layout(data["layout"])
        data["data"] = [
            {**trace, "meta": trace["uid"]} if trace.get("uid") in self.pickable else trace
            for trace in data["data"]
        ]
        legend = ""
        if wants_html_legend(data["layout"]):
            data, entries = split_legend(data)
            legend = legend_html(entries, data["layout"]["meta"].get("legend_title", ""))
        if data == self._shown and self._drawn:
            return
        self._shown = data
        alt = alt_html(data)  # of every trace, those drawn as pictures too
        data = with_images(data)
        picks = any(trace.get("uid") in self.pickable for trace in data["data"])
        (self.add_class if picks else self.remove_class)("moai-board")
        if not self._drawn:
            self._draw_first(data)
        else:
            self._redraw(data)
        self.alt.value = alt  # after the board: what is seen first goes first
        self.legend.value = legend
        self.legend.layout.display = None if legend else "none"

    def _draw_first(self, data: dict[str, Any]) -> None:
        """The figure as a Plotly bundle in an ``Output``, its :class:`PlotBoard` after it."""
        self._first = list(data["data"])
        self._first_images = data["layout"].get("images")
        self._n = 0
        self.board.update = {}  # a view drawn with this figure starts from it
        bundle = {
            PLOTLY_MIME: {**data, "config": figure_config()},
            "text/plain": "<Plotly figure>",
        }
        figure = {"output_type": "display_data", "data": bundle, "metadata": {}}
        self.plot.outputs = (figure, STYLE_OUTPUT, widget_output(self.board))
        self.children = (self.plot, self.legend, self.alt)
        self._drawn = True

    def _redraw(self, data: dict[str, Any]) -> None:
        """One message: the traces that differ from those first drawn, and the layout."""
        first = self._first
        traces = {
            str(i): trace
            for i, trace in enumerate(data["data"])
            if i >= len(first) or trace != first[i]
        }
        self._n += 1
        layout = data["layout"]
        same = layout.get("images") is not None and layout.get("images") == self._first_images
        if same:
            layout = {k: v for k, v in layout.items() if k != "images"}
        update = {
            "n": self._n,
            "count": len(data["data"]),
            "traces": traces,
            "layout": layout,
            "first_images": same,
            "config": figure_config(),
        }
        self.board.update = update

    def reset(self) -> None:
        """Forget the plot: the next :meth:`show` draws its figure anew (as a bundle)."""
        self.plot.outputs = ()
        self._drawn = False
        self.widget = None
        self._given = None
        self._shown = None
        self._first = []
        self._first_images = None
        self.children = ()

    def _message(self, _: Any, content: dict[str, Any], buffers: Any = None) -> None:
        """A click on the plot: the ``customdata`` of a pickable point, to ``on_pick``."""
        value = content.get("pick") if isinstance(content, dict) else None
        if value is None or self.on_pick is None:
            return
        self.on_pick(str(value))
