"""One student's page of the kit, driven at the protocol level: no browser.

A :class:`VoilaClient` does over HTTP and the kernel websocket what the page's JavaScript does:

1. ``GET /voila/render/<notebook>`` with its own cookie jar (so its own ``moai_client`` cookie,
   the launcher's kernel owner), reading the streamed HTML as it comes: the kernel id is in the
   ``jupyter-config-data`` JSON near the top, the first widget's ``model_id`` in the first cell
   output (``application/vnd.jupyter.widget-view+json``); the time until that output arrives is
   the page's *time to first widget*;
2. opens the kernel's channels (``/api/kernels/<id>/channels``) with the same cookies and an
   ``Origin`` of the server, in Jupyter's JSON form (no subprotocol: text frames out, text or
   binary frames in; binary ones carry buffers);
3. loads the widgets' state (:meth:`VoilaClient.load_widgets`): as the page's widget manager
   does, one ``request_states`` on a ``jupyter.widget.control`` comm, or, when that answer is
   late, ``comm_info_request`` for the ``jupyter.widget`` comms, a ``request_state`` to each and
   their ``update`` replies; from then on it follows every ``comm_open``/``update``/
   ``comm_close`` on iopub;
4. acts as clicks do: ``{"method": "update", "state": {...}}`` for a value (a ``Dropdown`` syncs
   its ``index``, not its ``value``), ``{"method": "custom", "content": {"event": "click"}}`` for
   a button.

:meth:`VoilaClient.play_bots_game` fills the setup form of a play page (every seat a bot, the bot
pause 0), clicks start and follows the game until its header says it is over.

Quirks met on the way, handled here:

- a page refused by a cap is an HTTP 503 page (``data-moai-refusal``) with no kernel;
- a page the server could not finish has its config but no widget output (Voilà's
  ``iopub_timeout``): ``first_widget`` stays None; a notebook that raised has an ``error``
  output instead (``PageLoad.error``);
- a page whose kernel died while starting (over TCP, a port taken by another process in the
  meantime: "Address already in use") is never finished: the response stays open with no more
  bytes; it is given up after ``page_timeout`` s (``PageLoad.timed_out``);
- widgets are built while Voilà executes the notebook, before any websocket is open: their
  ``comm_open`` went to Voilà only, so the state must be asked for;
- asking each widget costs the kernel about 8 times and the server about 25 times the CPU of
  asking the control comm once (the play page has about 300 widgets); the control comm wants
  ``{"version": "1.0.0"}`` in the message's metadata, and the page gives up on it after 4 s
  (then asks each widget: a busy server gets the costlier way); closing it as the page does
  makes the kernel warn "No such comm" on stderr (ipykernel 7: harmless, not counted);
- ``ipywidgets`` 8 echoes a value the page sets (``echo_update``) and sends large values as
  binary buffers (``buffer_paths``): both are merged like ``update``;
- a flood of iopub messages can make the server drop some ("IOPub message rate exceeded", on
  stderr): kept in :attr:`VoilaClient.errors`, as are the kernel's ``error`` messages.
"""

from __future__ import annotations

import itertools
import json
import re
import struct
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import requests
import websocket

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
WIDGET_TARGET = "jupyter.widget"
CONTROL_TARGET = "jupyter.widget.control"
CONTROL_PATIENCE = 4.0
"""Seconds the page's widget manager waits for the control comm's answer before asking each
widget (``_loadFromKernel`` in ``@jupyter-widgets/base-manager``)."""
MODEL_REF = "IPY_MODEL_"
CONFIG_DATA = re.compile(
    r'<script id="jupyter-config-data" type="application/json">\s*(\{.*?\})\s*</script>', re.S
)
FIRST_WIDGET = re.compile(re.escape(WIDGET_MIME) + r'":\s*\{"model_id":\s*"([0-9a-f]+)"')
REFUSAL = re.compile(r'data-moai-refusal="(\w+)"')
CELL_ERROR = re.compile(r'"output_type": "error"(?:.*?"ename": "(\w+)")?', re.S)
PAGE_COMPLETE = "window.moaiPageComplete = true"
GAME_OVER = ("The game is over", "遊戲結束")
"""The play page's header once a game ends (``play.game_over`` in English and Chinese)."""
AT = "moai-at-"
"""The class on the action panel naming how many actions the game has had."""


class ClientError(RuntimeError):
    """The page or its kernel did not do what the client expected."""


@dataclass
class PageLoad:
    """One page render, timed from the request (seconds)."""

    status: int
    kernel_id: str | None = None
    model_id: str | None = None  # the first widget's
    first_byte: float | None = None
    first_widget: float | None = None
    total: float = 0.0
    complete: bool = False  # rendered to its end (the moai template's last script)
    refused: str | None = None  # which cap refused it (``client``, ``address``, ``server``)
    error: str | None = None  # the notebook raised (the error's name when the page gives it)
    timed_out: bool = False  # the page was still not whole after ``page_timeout`` s


def decode_frame(frame: str | bytes) -> dict[str, Any]:
    """A message from the channels websocket: JSON text, or Jupyter's binary form with buffers
    (4 bytes: number of parts n; n offsets of 4 bytes; the JSON message; the buffers)."""
    if isinstance(frame, str):
        return json.loads(frame)
    (parts,) = struct.unpack("!I", frame[:4])
    offsets = [*struct.unpack(f"!{parts}I", frame[4 : 4 * (parts + 1)]), len(frame)]
    msg = json.loads(frame[offsets[0] : offsets[1]].decode("utf-8"))
    msg["buffers"] = [frame[a:b] for a, b in itertools.pairwise(offsets[1:])]
    return msg


class VoilaClient:
    """One browser's page of ``notebook`` on the server at ``base`` (``http://host:port``)."""

    def __init__(
        self,
        base: str,
        notebook: str = "rapanui/play.ipynb",
        *,
        token: str | None = None,
        lang: str | None = None,
        page_timeout: float = 300,
    ) -> None:
        self.base = base.rstrip("/")
        self.notebook = notebook
        self.token, self.lang = token, lang
        self.page_timeout = page_timeout
        """Seconds a page may take to arrive whole (Voilà's own waits, ``voila.json``: a kernel
        180 s to start, 60 s for a cell's output): a page not whole by then is given up."""
        self.http = requests.Session()
        self.session_id = uuid.uuid4().hex
        self.page: PageLoad | None = None
        self.ws: websocket.WebSocket | None = None
        self.models: dict[str, dict[str, Any]] = {}  # comm id -> widget state
        self.errors: list[str] = []  # kernel errors and stderr seen on iopub
        self.received = 0  # messages read from the websocket
        self.started = 0.0  # when open_page began (time.monotonic())
        self.marks: dict[str, float] = {}  # s from open_page: page, connected, widgets, ...
        self.state_via = ""  # how the widgets' state came: "control" or "each"
        self._control = "-"  # the widget control comm (the kernel warns it has no such comm)
        self._first: dict[str, str | None] = {}  # class -> widget found with it

    def mark(self, name: str) -> None:
        """Note when a step ended (seconds since the page was asked for)."""
        self.marks[name] = time.monotonic() - self.started

    @property
    def kernel_id(self) -> str | None:
        return self.page.kernel_id if self.page else None

    # -- the page ---------------------------------------------------------------------------
    def open_page(self) -> PageLoad:
        """Render the page, timing its first byte, its first widget's output and its end."""
        params = {k: v for k, v in (("token", self.token), ("lang", self.lang)) if v}
        url = f"{self.base}/voila/render/{self.notebook}"
        start = self.started = time.monotonic()
        text, page = "", PageLoad(status=0)
        try:
            with self.http.get(
                url, params=params, stream=True, timeout=(30, self.page_timeout)
            ) as r:
                page.status = r.status_code
                for chunk in r.iter_content(chunk_size=None, decode_unicode=True):
                    if page.first_byte is None:
                        page.first_byte = time.monotonic() - start
                    text += chunk
                    if page.kernel_id is None and (config := CONFIG_DATA.search(text)):
                        page.kernel_id = json.loads(config.group(1)).get("kernelId")
                    if page.model_id is None and (widget := FIRST_WIDGET.search(text)):
                        page.model_id = widget.group(1)
                        page.first_widget = time.monotonic() - start
                    if time.monotonic() - start > self.page_timeout:
                        page.timed_out = True
                        break
        except requests.exceptions.Timeout:
            page.timed_out = True  # no answer in time
        except requests.exceptions.ConnectionError as exc:  # also a stall in mid-page
            if not text:
                raise ClientError(f"no answer: {exc}") from exc
            page.timed_out = True
        page.total = time.monotonic() - start
        self.mark("page")
        page.complete = PAGE_COMPLETE in text
        if refused := REFUSAL.search(text):
            page.refused = refused.group(1)
        if error := CELL_ERROR.search(text):
            page.error = error.group(1) or "error"
        self.page = page
        return page

    def headers(self) -> dict[str, str]:
        """What the page's own requests carry besides cookies: the xsrf token, if any."""
        xsrf = self.http.cookies.get("_xsrf")
        return {"X-XSRFToken": xsrf} if xsrf else {}

    def shutdown(self) -> int:
        """Close the page as its unload beacon does: ``POST voila/api/shutdown/<id>``."""
        self.close_channels()
        if not self.kernel_id:
            return 0
        url = f"{self.base}/voila/api/shutdown/{self.kernel_id}"
        return self.http.post(url, headers=self.headers(), timeout=60).status_code

    # -- the kernel's channels --------------------------------------------------------------
    def connect(self) -> None:
        """Open the page's kernel websocket (its owner's cookies, the server as Origin)."""
        if not self.kernel_id:
            raise ClientError(f"no kernel on the page (HTTP {self.page and self.page.status})")
        parts = urlsplit(self.base)
        scheme = "wss" if parts.scheme == "https" else "ws"
        url = f"{scheme}://{parts.netloc}/api/kernels/{self.kernel_id}/channels"
        cookies = "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())
        self.ws = websocket.create_connection(
            f"{url}?session_id={self.session_id}",
            cookie=cookies,
            origin=f"{parts.scheme}://{parts.netloc}",
            header=[f"{k}: {v}" for k, v in self.headers().items()],
            timeout=30,
            enable_multithread=True,
        )
        self.mark("connected")

    def close_channels(self) -> None:
        """Drop the websocket (a page closed without a word: its kernel is left to culling)."""
        if self.ws is not None:
            try:
                self.ws.close(timeout=2)
            except Exception:  # already gone
                pass
            self.ws = None

    def send(
        self,
        msg_type: str,
        content: dict[str, Any],
        channel: str = "shell",
        metadata: dict[str, Any] | None = None,
    ) -> str:
        """Send a message to the kernel; returns its id."""
        if self.ws is None:
            raise ClientError("the channels are not open")
        msg_id = uuid.uuid4().hex
        header = {
            "msg_id": msg_id,
            "msg_type": msg_type,
            "username": "student",
            "session": self.session_id,
            "date": "",
            "version": "5.3",
        }
        msg = {
            "header": header,
            "parent_header": {},
            "metadata": metadata or {},
            "content": content,
            "channel": channel,
            "buffers": [],
        }
        self.ws.send(json.dumps(msg))
        return msg_id

    def messages(self, timeout: float) -> Iterator[dict[str, Any]]:
        """The kernel's messages as they come, each already applied to :attr:`models`, for up
        to ``timeout`` seconds."""
        if self.ws is None:
            raise ClientError("the channels are not open")
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            self.ws.settimeout(min(left, 1.0))
            try:
                frame = self.ws.recv()
            except websocket.WebSocketTimeoutException:
                continue
            except (websocket.WebSocketConnectionClosedException, OSError) as exc:
                raise ClientError(f"the kernel websocket closed: {exc}") from exc
            if not frame:
                continue
            msg = decode_frame(frame)
            self.received += 1
            self._apply(msg)
            yield msg

    def pump(self, until: Callable[[], bool], timeout: float) -> bool:
        """Read messages until ``until()`` holds (True) or ``timeout`` seconds pass (False)."""
        if until():
            return True
        for _ in self.messages(timeout):
            if until():
                return True
        return until()

    def _apply(self, msg: dict[str, Any]) -> None:
        kind, content = msg["header"]["msg_type"], msg.get("content", {})
        if kind == "comm_open" and content.get("target_name") == WIDGET_TARGET:
            self.models[content["comm_id"]] = dict(content.get("data", {}).get("state", {}))
        elif kind == "comm_msg":
            data = content.get("data", {})
            if data.get("method") in ("update", "echo_update"):
                state = self.models.setdefault(content["comm_id"], {})
                state.update(data.get("state", {}))
        elif kind == "comm_close":
            self.models.pop(content.get("comm_id"), None)
        elif kind == "error":
            self.errors.append(f"{content.get('ename')}: {content.get('evalue')}")
        elif kind == "stream" and content.get("name") == "stderr":
            text = content.get("text", "").strip()
            if text != f"No such comm: {self._control}":
                self.errors.append(text)

    # -- widgets ----------------------------------------------------------------------------
    def load_widgets(self, timeout: float = 120, how: str = "page") -> int:
        """Ask for every widget's state; returns how many widgets there are.

        ``how="each"``: ``comm_info_request`` for the ``jupyter.widget`` comms, then a
        ``request_state`` to each and its ``update`` reply (three iopub messages per widget:
        busy, update, idle). ``how="control"``: one ``request_states`` on a
        ``jupyter.widget.control`` comm, answered by one ``update_states`` message with every
        state. ``how="page"`` (the default): as the page's widget manager (ipywidgets 8) does it,
        the control comm first, then "each" if its answer takes more than 4 s.
        :attr:`state_via` says which answered.
        """
        if how in ("page", "control"):
            count = self._load_by_control(CONTROL_PATIENCE if how == "page" else timeout)
            if count is not None:
                self.state_via = "control"
                return count
            if how == "control":
                raise ClientError("no update_states on the widget control comm")
        self.state_via = "each"
        return self._load_each(timeout)

    def _load_each(self, timeout: float) -> int:
        asked = self.send("comm_info_request", {"target_name": WIDGET_TARGET})
        comms: dict[str, Any] | None = None
        for msg in self.messages(timeout):
            if msg["header"]["msg_type"] == "comm_info_reply":
                if msg.get("parent_header", {}).get("msg_id") == asked:
                    comms = msg["content"].get("comms", {})
                    break
        if comms is None:
            raise ClientError("no comm_info_reply from the kernel")
        widgets = {c for c, info in comms.items() if info.get("target_name") == WIDGET_TARGET}
        for comm_id in widgets:
            self.comm_msg(comm_id, {"method": "request_state"})
        waiting = set(widgets)
        for msg in self.messages(timeout):
            content = msg.get("content", {})
            if (
                msg["header"]["msg_type"] == "comm_msg"
                and content.get("data", {}).get("method") == "update"
            ):
                waiting.discard(content["comm_id"])
            if not waiting:
                break
        if waiting:
            raise ClientError(f"{len(waiting)} of {len(widgets)} widgets sent no state")
        self.mark("widgets")
        return len(widgets)

    def _load_by_control(self, timeout: float) -> int | None:
        """Every state in one message (None if it does not come within ``timeout`` s)."""
        control = self._control = uuid.uuid4().hex
        opening = {"comm_id": control, "target_name": CONTROL_TARGET, "data": {}}
        self.send("comm_open", opening, metadata={"version": "1.0.0"})
        self.comm_msg(control, {"method": "request_states"})
        states: dict[str, Any] | None = None
        for msg in self.messages(timeout):
            content = msg.get("content", {})
            data = content.get("data", {})
            if content.get("comm_id") == control and data.get("method") == "update_states":
                states = data.get("states", {})
                break
        self.send("comm_close", {"comm_id": control, "data": {}})  # as the page does
        if states is None:
            return None
        for comm_id, model in states.items():
            self.models.setdefault(comm_id, {}).update(model.get("state", {}))
        self.mark("widgets")
        return len(states)

    def comm_msg(self, comm_id: str, data: dict[str, Any]) -> str:
        return self.send("comm_msg", {"comm_id": comm_id, "data": data})

    def set_state(self, comm_id: str, **state: Any) -> None:
        """Change a widget's synced values, as a control on the page does."""
        self.comm_msg(comm_id, {"method": "update", "state": state, "buffer_paths": []})
        self.models.setdefault(comm_id, {}).update(state)

    def click(self, comm_id: str) -> None:
        """Click a button."""
        self.comm_msg(comm_id, {"method": "custom", "content": {"event": "click"}})

    def with_class(self, cls: str) -> list[str]:
        """The widgets (comm ids) whose ``_dom_classes`` include ``cls``."""
        return [c for c, s in self.models.items() if cls in s.get("_dom_classes", ())]

    def one(self, cls: str) -> str:
        found = self.with_class(cls)
        if len(found) != 1:
            raise ClientError(f"{len(found)} widgets have the class {cls!r}, not one")
        return found[0]

    def children(self, comm_id: str) -> list[str]:
        refs = self.models.get(comm_id, {}).get("children", [])
        return [r[len(MODEL_REF) :] for r in refs if isinstance(r, str) and r.startswith(MODEL_REF)]

    def first(self, cls: str) -> str | None:
        """The widget with class ``cls`` (the one found last time while it keeps the class: this
        is asked at every message of a game)."""
        known = self._first.get(cls)
        if known is not None and cls in self.models.get(known, {}).get("_dom_classes", ()):
            return known
        found = self.with_class(cls)
        self._first[cls] = found[0] if found else None
        return self._first[cls]

    def value(self, cls: str, name: str = "value") -> Any:
        """A synced value of the widget with class ``cls`` (None when there is none)."""
        found = self.first(cls)
        return self.models[found].get(name) if found else None

    # -- the play page ----------------------------------------------------------------------
    def seat_dropdowns(self) -> list[str]:
        """The setup form's seat dropdowns (person or bot), in seat order, shown seats only: the
        form's second child holds a row per seat (label, name, kind)."""
        form = self.one("moai-setup")
        seats_box = self.children(form)[1]
        return [self.children(row)[2] for row in self.children(seats_box)]

    def header(self) -> str:
        return self.value("moai-header") or ""

    def steps(self) -> int:
        """How many actions the game has had, as the action panel's class says (-1: none)."""
        classes = self.value("moai-actions", "_dom_classes") or ()
        return max((int(c[len(AT) :]) for c in classes if c.startswith(AT)), default=-1)

    def game_over(self) -> bool:
        return any(text in self.header() for text in GAME_OVER)

    def start_bots_game(self, bot: str = "greedy") -> int:
        """Every shown seat a bot (``bot``'s entry, else the first bot), the bot pause 0, then
        start; returns the number of seats."""
        seats = self.seat_dropdowns()
        for comm_id in seats:
            labels = list(self.models[comm_id].get("_options_labels", []))
            bots = [i for i, label in enumerate(labels) if label.startswith("bot")]
            chosen = [i for i in bots if bot in labels[i]] or bots or [1]
            self.set_state(comm_id, index=chosen[0])
        self.set_state(self.one("moai-speed"), value=0.0)
        self.click(self.one("moai-start"))
        self.mark("start")
        return len(seats)

    def wait_game_over(self, timeout: float, progress: Callable[[int], None] | None = None) -> bool:
        """Follow the game until its header says it is over (False after ``timeout`` s)."""
        last = -2

        def over() -> bool:
            nonlocal last
            if progress is not None and (n := self.steps()) != last:
                last = n
                progress(n)
            return self.game_over()

        if self.pump(over, timeout):
            self.mark("over")
            return True
        return False

    def play_bots_game(
        self,
        bot: str = "greedy",
        timeout: float = 600,
        progress: Callable[[int], None] | None = None,
        states: str = "page",
    ) -> bool:
        """Open the page, its channels and widgets (``states``: see :meth:`load_widgets`), play
        a bots-only game to its end."""
        deadline = time.monotonic() + timeout
        page = self.open_page()
        if page.status != 200 or not page.model_id:
            raise ClientError(
                f"page not served: HTTP {page.status}, refused={page.refused}, "
                f"complete={page.complete}, widget={page.model_id}"
            )
        self.connect()
        self.load_widgets(timeout=deadline - time.monotonic(), how=states)
        self.start_bots_game(bot)
        return self.wait_game_over(deadline - time.monotonic(), progress)
