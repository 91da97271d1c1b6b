"""Moai Kit's Voilà server: ``python -m deploy.moai_voila notebooks/ --port=8866``.

Standalone Voilà (same options, same ``voila.json``) with what a classroom needs:

- ``/`` and Voilà's file list lead to the landing page, the query string kept (``?lang=zh-TW``);
  the landing page is a static document (:mod:`widgets.landing_page`, both languages inside),
  answered at once with no kernel, however busy the server is (``MoaiVoila.static_landing``);
- preheated kernels are started a few at a time (:mod:`deploy.pool_pace`): refilling a class-sized
  pool does not take the processor from the pages just handed their kernels;
- every page render sets a client cookie (``moai_client``); the kernel started for that page, or
  the preheated kernel handed to it, belongs to that client. Only its owner reaches it:
  ``/api/kernels/<id>`` and its channels, the unload shutdown, ``/voila/query/<id>`` and
  ``/moai/alive/<id>`` answer 404 to anyone else and touch nothing;
- the page's shutdown on unload (a beacon without a valid xsrf field) is accepted from the owner,
  so a closed page's kernel ends at once;
- caps on kernels per server, per client and per address: over one, a page gets an HTTP 503 page
  in its language (``?lang=``) saying what to do, and no kernel is started;
- ``/moai/alive/<id>``: whether the page's kernel still runs (the ``moai`` page template polls it
  and covers the page with a notice when the kernel is gone);
- the ``moai`` template (``deploy/jupyter/voila/templates/moai``: icons served locally, no request
  leaving the server) by default; Voilà's contents API and template overrides are off.

Each started kernel gets ``MOAI_CLIENT=<client id>`` in its environment; a preheated kernel gets
it with the request's information (``voila.utils.wait_for_request``, which
``widgets.language.page_lang`` calls). Culling, timeouts and pool sizes live in ``voila.json``.
"""

from __future__ import annotations

import atexit
import contextvars
import hashlib
import hmac
import html
import json
import os
import re
import secrets
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow
from jupyter_server.base.handlers import APIHandler, JupyterHandler
from jupyter_server.services.kernels.handlers import KernelHandler
from jupyter_server.utils import url_path_join
from tornado import web
from traitlets import Bool, Dict, Float, Integer, Unicode
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler
from voila.utils import get_voila_labextensions_path

from deploy import anywidget_wait
from deploy.pool_pace import PacedKernelManager, PoolPace
from kit.core import i18n
from widgets import autosave
from widgets.a11y import html_lang
from widgets.landing_page import landing_document

HERE = Path(__file__).resolve().parent
JUPYTER_DIR = HERE / "jupyter"
"""Holds ``voila/templates/moai``; put first on ``JUPYTER_PATH`` by the launcher."""
TEMPLATE = "moai"
CLIENT_COOKIE = "moai_client"
CLIENT_COOKIE_AGE = 400 * 24 * 3600  # the longest browsers keep a cookie
KERNEL_ID = r"(?P<kernel_id>\w+-\w+-\w+-\w+-\w+)"
_CLIENT_ID = re.compile(r"[0-9a-f]{32}")


@dataclass(eq=False)
class Claim:
    """A page render's right to one kernel: who asked for it, from where, and once started, which."""

    client: str
    address: str
    kernel_id: str | None = None


_CLAIM: contextvars.ContextVar[Claim | None] = contextvars.ContextVar("moai_claim", default=None)
"""The claim of the page render in progress; read by the kernel manager's wrapped methods. Pool
refills run in tasks of their own that never reach those methods, so pool kernels stay unowned
until a page is handed one."""


class KernelOwners:
    """Which client owns which kernel, and the caps on how many kernels each may hold."""

    def __init__(self, app: MoaiVoila, kernel_manager: Any) -> None:
        self.app = app
        self.km = kernel_manager
        self.log = app.log
        self.owned: dict[str, Claim] = {}
        self.pending: set[Claim] = set()
        self.pids: dict[str, int | None] = {}

    # -- bookkeeping ------------------------------------------------------------------------
    def prune(self) -> None:
        """Forget kernels that ended (shut down, culled, died)."""
        for kernel_id in [k for k in self.owned if k not in self.km]:
            self.owned.pop(kernel_id, None)
            self.pids.pop(kernel_id, None)
            RequestInfoSocketHandler._cache.pop(kernel_id, None)

    def own(self, kernel_id: str, claim: Claim) -> None:
        """Record ``kernel_id`` as the kernel of ``claim``'s page."""
        claim.kernel_id = kernel_id
        self.owned[kernel_id] = claim
        self.pids[kernel_id] = self._pid(kernel_id)
        self.log.info("Kernel %s belongs to client %s…", kernel_id, claim.client[:8])

    def owner(self, kernel_id: str | None) -> Claim | None:
        """The claim that owns ``kernel_id``, if the kernel still runs."""
        if not kernel_id:
            return None
        claim = self.owned.get(kernel_id)
        if claim is not None and kernel_id not in self.km:
            self.prune()
            return None
        return claim

    def is_owner(self, kernel_id: str | None, client: str | None) -> bool:
        """Whether ``client`` owns the running kernel ``kernel_id``."""
        claim = self.owner(kernel_id)
        return bool(client) and claim is not None and hmac.compare_digest(claim.client, client)

    # -- caps -------------------------------------------------------------------------------
    def holding(self) -> list[Claim]:
        """Every kernel held or being started for a page."""
        self.prune()
        return [*self.owned.values(), *(c for c in self.pending if c.kernel_id is None)]

    def refusal(self, claim: Claim) -> tuple[str, int] | None:
        """Which cap a new kernel for ``claim`` would pass, and that cap; None if none."""
        held = self.holding()
        caps = [
            ("client", self.app.max_kernels_per_client, lambda c: c.client == claim.client),
            ("address", self.app.max_kernels_per_address, lambda c: c.address == claim.address),
            ("server", self.app.max_kernels, lambda c: True),
        ]
        for kind, cap, mine in caps:
            if cap > 0 and sum(1 for c in held if mine(c)) >= cap:
                return kind, cap
        return None

    def reserve(self, claim: Claim) -> None:
        """Count ``claim`` against the caps while its kernel starts."""
        self.pending.add(claim)

    def release(self, claim: Claim) -> None:
        """The render is over: its kernel, if any, counts as owned from now on."""
        self.pending.discard(claim)

    # -- liveness ---------------------------------------------------------------------------
    def _pid(self, kernel_id: str) -> int | None:
        try:
            kernel = self.km.get_kernel(kernel_id)
        except KeyError:
            return None
        provisioner = getattr(kernel, "provisioner", None)
        pid = getattr(provisioner, "pid", None)
        return pid if isinstance(pid, int) else None

    async def alive(self, kernel_id: str) -> bool:
        """Whether ``kernel_id`` still runs the page it was started for. A dead kernel, or one
        that was restarted (an empty process: the page's widgets are gone), is shut down."""
        if kernel_id not in self.km:
            return False
        try:
            kernel = self.km.get_kernel(kernel_id)
            running = await ensure_async(kernel.is_alive())
        except Exception:  # the kernel ended while we looked
            return False
        if running and self._pid(kernel_id) == self.pids.get(kernel_id):
            return True
        self.log.warning("Kernel %s stopped or was restarted: shutting it down", kernel_id)
        try:
            await ensure_async(self.km.shutdown_kernel(kernel_id, now=True))
        except Exception:  # already gone
            pass
        self.prune()
        return False

    # -- the kernel manager's entry points ---------------------------------------------------
    def wrap(self) -> None:
        """Make the kernel manager record who each page's kernel belongs to."""
        km = self.km
        start_kernel = km.start_kernel

        async def owned_start_kernel(*args: Any, **kwargs: Any) -> str:
            claim = _CLAIM.get()
            if claim is not None and claim.kernel_id is None:
                kwargs["env"] = {**(kwargs.get("env") or {}), "MOAI_CLIENT": claim.client}
            kernel_id = await ensure_async(start_kernel(*args, **kwargs))
            if claim is not None and claim.kernel_id is None:
                self.own(kernel_id, claim)
            return kernel_id

        km.start_kernel = owned_start_kernel

        get_rendered_notebook: Callable[..., Any] | None = getattr(
            km, "get_rendered_notebook", None
        )
        if get_rendered_notebook is None:  # no preheated kernels
            return

        async def owned_rendered_notebook(*args: Any, **kwargs: Any) -> Any:
            result = await get_rendered_notebook(*args, **kwargs)
            claim = _CLAIM.get()
            kernel_id = result[2]
            if claim is not None and claim.kernel_id is None:
                self.own(kernel_id, claim)
            try:  # idle since it was preheated: its idle time starts now
                km.get_kernel(kernel_id).last_activity = utcnow()
            except KeyError:
                pass
            return result

        km.get_rendered_notebook = owned_rendered_notebook


# -- the client cookie ------------------------------------------------------------------------
def client_id(handler: web.RequestHandler) -> str | None:
    """The client id the request carries, if any (a well-formed ``moai_client`` cookie)."""
    value = handler.get_cookie(CLIENT_COOKIE)
    return value if value and _CLIENT_ID.fullmatch(value) else None


def issue_client_id(handler: web.RequestHandler) -> str:
    """The request's client id, a new one if it has none; (re)sets the cookie either way.

    HttpOnly; SameSite=Lax: sent when a student follows a link to the kit from another site (so
    the id does not change under the pages already open), never with another site's requests
    (posts, fetches, websockets); the server also refuses cross-origin ones (Origin checks).
    """
    client = client_id(handler) or secrets.token_hex(16)
    handler.set_cookie(
        CLIENT_COOKIE,
        client,
        path=handler.settings.get("base_url", "/"),
        max_age=CLIENT_COOKIE_AGE,
        httponly=True,
        samesite="Lax",
        secure=handler.request.protocol == "https",
    )
    return client


def owners_of(handler: web.RequestHandler) -> KernelOwners:
    """The server's record of kernel owners."""
    return handler.settings["moai_owners"]


def owns(handler: web.RequestHandler, kernel_id: str | None) -> bool:
    """Whether the request comes from the client that owns ``kernel_id``."""
    return owners_of(handler).is_owner(kernel_id, client_id(handler))


def request_lang(handler: web.RequestHandler) -> str:
    """The language the request asks for (``?lang=zh-TW``), English otherwise."""
    lang = handler.get_argument("lang", "en")
    return lang if lang in i18n.LANGS else "en"


# -- the refusal page -------------------------------------------------------------------------
REFUSALS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {
        "client": (
            "Too many pages of the kit are open",
            "This browser already has {cap} pages of Moai Kit open, the most one browser may "
            "have. Close the pages of the kit you no longer use, then reload this page. If this "
            "keeps happening, ask your teacher.",
        ),
        "address": (
            "Too many pages of the kit are open on this computer",
            "This computer already has {cap} pages of Moai Kit open, the most one computer may "
            "have. Close the pages of the kit you no longer use (in every browser), then reload "
            "this page. If this keeps happening, ask your teacher.",
        ),
        "server": (
            "The server is full",
            "The server already runs {cap} pages of Moai Kit, the most it can. Close the pages "
            "of the kit you no longer use, wait a minute, then reload this page. If this keeps "
            "happening, ask your teacher.",
        ),
        "reload": ("Reload this page", ""),
        "title": ("Moai Kit", ""),
    },
    "zh-TW": {
        "client": (
            "開啟的教具頁面太多了",
            "這個瀏覽器已經開啟了{cap}個摩艾教具箱的頁面，這是一個瀏覽器的上限。"
            "請關閉不再使用的教具頁面，然後重新載入這個頁面。如果一直出現這個訊息，請告訴老師。",
        ),
        "address": (
            "這台電腦開啟的教具頁面太多了",
            "這台電腦已經開啟了{cap}個摩艾教具箱的頁面，這是一台電腦的上限。"
            "請關閉不再使用的教具頁面（每個瀏覽器都要），然後重新載入這個頁面。"
            "如果一直出現這個訊息，請告訴老師。",
        ),
        "server": (
            "伺服器已經滿了",
            "伺服器已經在執行{cap}個摩艾教具箱的頁面，這是它的上限。"
            "請關閉不再使用的教具頁面，等一分鐘，然後重新載入這個頁面。"
            "如果一直出現這個訊息，請告訴老師。",
        ),
        "reload": ("重新載入這個頁面", ""),
        "title": ("摩艾教具箱", ""),
    },
}


def refusal_page(kind: str, cap: int, lang: str, url: str) -> str:
    """The HTML page shown instead of a kit page when a cap is reached (no outside resource)."""
    lang = lang if lang in REFUSALS else "en"
    text = REFUSALS[lang]
    heading, body = text[kind]
    return f"""<!DOCTYPE html>
<html lang="{html_lang(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(text["title"][0])}: {html.escape(heading)}</title>
<style>
  body {{ font-family: system-ui, "Noto Sans CJK TC", sans-serif; background: #f5f1ea;
         color: #2b2b2b; margin: 0; }}
  main {{ max-width: 40rem; margin: 10vh auto; padding: 2rem; background: #fff;
         border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.12); }}
  h1 {{ font-size: 1.5rem; margin-top: 0; }}
  p {{ font-size: 1.1rem; line-height: 1.6; }}
  a.button {{ display: inline-block; padding: .6rem 1.2rem; background: #2f6f8f; color: #fff;
             border-radius: 6px; text-decoration: none; }}
</style>
</head>
<body>
<main class="moai-refusal" data-moai-refusal="{kind}">
<h1>{html.escape(heading)}</h1>
<p>{html.escape(body.format(cap=cap))}</p>
<p><a class="button" href="{html.escape(url)}">{html.escape(text["reload"][0])}</a></p>
</main>
</body>
</html>
"""


# -- handlers ---------------------------------------------------------------------------------
class PlainErrors:
    """Errors as one line of text: jupyter_server's error pages need settings this app lacks."""

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/plain; charset=UTF-8")  # type: ignore[attr-defined]
        self.finish(f"{status_code}: {self._reason}\n")  # type: ignore[attr-defined]


class LandingRedirectHandler(PlainErrors, JupyterHandler):
    """``/`` and Voilà's file list: to the landing page, the query kept (not the token, which by
    now is in the login cookie)."""

    def initialize(self, landing: str = "index.ipynb", **_kwargs: Any) -> None:
        self.landing = landing

    @web.authenticated
    def get(self, path: str = "") -> None:
        query = [
            (k, v) for k, v in parse_qsl(self.request.query, keep_blank_values=True) if k != "token"
        ]
        url = url_path_join(self.base_url, "voila/render", self.landing)
        self.redirect(url + (f"?{urlencode(query)}" if query else ""))


class MoaiPageHandler(TornadoVoilaHandler):
    """A page render: sets the client cookie, applies the caps, and claims the page's kernel."""

    def _starts_kernel(self, path: str | None) -> bool:
        if self.notebook_path:
            return not path
        return bool(path) and path.lower().endswith(".ipynb")

    @web.authenticated
    async def get(self, path: str | None = None) -> None:
        client = issue_client_id(self)
        landing = self.settings.get("moai_landing")
        if landing is not None and path == landing[0]:
            self.set_header("Content-Type", "text/html; charset=UTF-8")
            self.set_header("Cache-Control", "no-cache")
            self.finish(landing[1](request_lang(self)))
            return
        if not self._starts_kernel(path):
            await super().get(path=path)
            return
        owners = owners_of(self)
        claim = Claim(client=client, address=self.request.remote_ip or "")
        refused = owners.refusal(claim)
        if refused is not None:
            kind, cap = refused
            self.log.warning(
                "Refused a kernel for %s to client %s… at %s: %s cap (%d) reached",
                path,
                client[:8],
                claim.address,
                kind,
                cap,
            )
            self.set_status(503)
            self.set_header("Retry-After", "30")
            self.set_header("Content-Type", "text/html; charset=UTF-8")
            self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
            self.finish(refusal_page(kind, cap, request_lang(self), self.request.uri or ""))
            return
        owners.reserve(claim)
        token = _CLAIM.set(claim)
        try:
            await super().get(path=path)
        finally:
            _CLAIM.reset(token)
            owners.release(claim)


class OwnedKernelHandler(KernelHandler):
    """``/api/kernels/<id>`` (the page reads its kernel's model): the owner only."""

    async def prepare(self) -> None:  # type: ignore[override]
        await super().prepare()
        if not self._finished and not owns(self, self.path_kwargs.get("kernel_id")):
            raise web.HTTPError(404)


class OwnedKernelWebsocketHandler(PlainErrors, VoilaKernelWebsocketHandler):
    """The kernel's channels: the owner only (others get 404 before any upgrade)."""

    async def get(self, kernel_id: str) -> None:  # type: ignore[override]
        if not owns(self, kernel_id):
            raise web.HTTPError(404)
        await super().get(kernel_id=kernel_id)


class OwnedShutdownHandler(VoilaShutdownKernelHandler):
    """The page's shutdown on unload: accepted from the owner without an xsrf field (the page's
    beacon has none that is valid; the owner's cookie never comes with another site's request,
    and a cross-origin request is refused by the Origin check); refused (404) to anyone else."""

    def check_xsrf_cookie(self) -> None:
        if owns(self, self.path_kwargs.get("kernel_id")):
            return None
        return super().check_xsrf_cookie()

    @web.authenticated
    async def post(self, kernel_id: str) -> None:  # type: ignore[override]
        if not owns(self, kernel_id):
            raise web.HTTPError(404)
        self.log.info("Page closed: shutting down its kernel %s", kernel_id)
        await ensure_async(self.kernel_manager.shutdown_kernel(kernel_id))
        owners_of(self).prune()
        self.set_status(204)
        self.finish()


class OwnedRequestInfoHandler(RequestInfoSocketHandler):
    """The request's information for a preheated kernel (``voila.utils.wait_for_request``).

    Two routes: ``/voila/query/<id>`` for the kernel's owner, and the one the kernels themselves
    use (they have no cookie), whose path holds a secret of this server given to kernels in
    ``VOILA_WS_BASE_URL``. The information sent gains ``MOAI_CLIENT``, the owner's id."""

    def initialize(self, trusted: bool = False) -> None:
        self.trusted = trusted

    async def get(self, *args: Any, **kwargs: Any) -> None:
        if not self.trusted and not owns(self, kwargs.get("kernel_id")):
            raise web.HTTPError(404)
        await super().get(*args, **kwargs)

    def open(self, *args: Any, **kwargs: Any) -> None:
        super().open(*args, **kwargs)
        pace = self.settings.get("moai_pace")
        if self.trusted and pace is not None:  # a kernel has run its notebook up to its page
            pace.asked(kwargs.get("kernel_id", args[0] if args else ""))

    def write_message(self, message: Any, binary: bool = False) -> Any:
        if isinstance(message, dict):
            claim = owners_of(self).owner(self.open_kwargs.get("kernel_id"))
            if claim is not None:
                message = {**message, "MOAI_CLIENT": claim.client}
        return super().write_message(message, binary)


class TemplateFilesHandler(TemplateStaticFileHandler):
    """The templates' static files; a path leading out of a template's ``static`` folder gets a
    404 (Voilà's handler fails on an assertion there: a 500 and a traceback in the log)."""

    def parse_url_path(self, url_path: str) -> str:
        parts = os.path.normpath(url_path).split(os.sep)
        if len(parts) < 3 or parts[1] != "static" or parts[0] in ("", ".", ".."):
            raise web.HTTPError(404)
        return super().parse_url_path(url_path)


class AliveHandler(APIHandler):
    """``/moai/alive/<id>``: 200 ``{"alive": true}`` while the owner's kernel runs, else 404."""

    @web.authenticated
    async def get(self, kernel_id: str) -> None:
        self.set_header("Cache-Control", "no-store")
        owners = owners_of(self)
        if not owns(self, kernel_id) or not await owners.alive(kernel_id):
            raise web.HTTPError(404)
        self.finish(json.dumps({"alive": True}))


# -- the application --------------------------------------------------------------------------
class MoaiVoila(Voila):
    """Voilà for a classroom (see the module's documentation)."""

    description = "Moai Kit's Voilà server: Voilà with kernel owners, caps and a landing page."

    max_kernels = Integer(
        40, config=True, help="Most kernels of pages at once on this server (0: no cap)."
    )
    max_kernels_per_client = Integer(
        6, config=True, help="Most kernels of pages at once for one browser (0: no cap)."
    )
    max_kernels_per_address = Integer(
        12, config=True, help="Most kernels of pages at once from one address (0: no cap)."
    )
    landing_page = Unicode(
        "index.ipynb", config=True, help="The notebook that / and the file list lead to."
    )
    static_landing = Bool(
        True,
        config=True,
        help="Answer the landing page with a static document (no kernel); False renders its "
        "notebook like any page.",
    )
    refills_at_once = Integer(
        1,
        config=True,
        help="Preheated kernels started at once (0: all at once, as Voilà does); each holds its "
        "turn until its notebook waits for its page, or refill_hold seconds.",
    )
    refill_hold = Float(
        30.0, config=True, help="Longest a starting preheated kernel holds its turn (s)."
    )
    autosave_days = Float(
        30.0,
        config=True,
        help="Autosaved games not played for this many days are removed when the server starts "
        "(0: kept for ever).",
    )
    pool_sizes = Dict(
        value_trait=Integer(),
        config=True,
        help="Preheated kernels per notebook, on top of VoilaKernelManager.kernel_pools_config "
        "(e.g. --MoaiVoila.pool_sizes index.ipynb=4).",
    )

    def initialize(self, argv: list[str] | None = None) -> None:
        paths = [str(JUPYTER_DIR), *filter(None, [os.environ.get("JUPYTER_PATH")])]
        os.environ["JUPYTER_PATH"] = os.pathsep.join(paths)
        super().initialize(argv)

    def setup_template_dirs(self) -> None:
        self._serve_patient_anywidget()
        asked = self.config.VoilaConfiguration
        if "template" not in asked:
            self.voila_configuration.template = TEMPLATE
        if "allow_template_override" not in asked:
            self.voila_configuration.allow_template_override = "NO"
        if "allow_theme_override" not in asked:
            self.voila_configuration.allow_theme_override = "NO"
        super().setup_template_dirs()

    def _serve_patient_anywidget(self) -> None:
        """anywidget's front end with a minute, not two seconds, for a figure to load
        (:mod:`deploy.anywidget_wait`): a copy put first on the extension path, removed at exit."""
        extra = list(self.voila_configuration.extra_labextensions_path)
        installed = anywidget_wait.installed_extension(get_voila_labextensions_path(extra))
        if installed is None:
            return
        out = Path(tempfile.mkdtemp(prefix="moai-labextensions-"))
        atexit.register(shutil.rmtree, out, True)
        anywidget_wait.patched_copy(installed, out)
        self.voila_configuration.extra_labextensions_path = [str(out), *extra]

    def init_settings(self) -> dict[str, Any]:
        pools = dict(self.config.VoilaKernelManager.get("kernel_pools_config", {}))
        sizes = dict(self.pool_sizes)
        if self.static_landing and not self.notebook_path:
            sizes[self.landing_page] = 0  # answered without a kernel
        for notebook, size in sizes.items():
            pools[notebook] = {**pools.get(notebook, {}), "pool_size": size}
        if pools:
            self.config.VoilaKernelManager.kernel_pools_config = pools
        # Preheated kernels ask for their page's request at a path only they know.
        self.kernel_query_secret = secrets.token_hex(16)
        server_url = self.server_url or self.base_url
        os.environ["VOILA_WS_BASE_URL"] = (
            url_path_join(server_url, "moai/kernel-query", self.kernel_query_secret) + "/"
        )
        if self.ip and self.ip not in ("0.0.0.0", "localhost") and ":" not in self.ip:
            os.environ["VOILA_APP_IP"] = self.ip
        # A token given (make class TOKEN=...) keeps the browsers logged in across restarts: the
        # login cookie is signed with a secret derived from it (whoever has the token can log in
        # anyway), so a student reloading after a restart gets the page, not a login form.
        asked = {**self.config.get("Voila", {}), **self.config.get("MoaiVoila", {})}
        if self.token and "cookie_secret" not in asked:
            self.cookie_secret = hashlib.sha256(b"moai-kit login\0" + self.token.encode()).digest()
        self.pool_pace = PoolPace(self.refills_at_once, self.refill_hold, self.log)
        if "multi_kernel_manager_class" not in self.config.VoilaConfiguration:
            self.voila_configuration.multi_kernel_manager_class = PacedKernelManager
        settings = super().init_settings()
        settings["moai_pace"] = self.pool_pace
        if self.autosave_days > 0:
            folder = autosave.default_folder()
            gone = autosave.FileStore(folder).prune(self.autosave_days)
            if gone:
                self.log.info(
                    "Removed %d games autosaved over %g days ago", gone, self.autosave_days
                )
        if self.static_landing and not self.notebook_path:
            settings["moai_landing"] = (self.landing_page, self._landing_document)
        self.kernel_owners = KernelOwners(self, self.kernel_manager)
        self.kernel_owners.wrap()
        settings["moai_owners"] = self.kernel_owners
        return settings

    def _landing_document(self, lang: str) -> str:
        cache: dict[str, str] = self.__dict__.setdefault("_landing_cache", {})
        if lang not in cache:
            cache[lang] = landing_document(lang, Path(self.root_dir))
        return cache[lang]

    def init_handlers(self) -> list:
        swaps: dict[type, type | None] = {
            KernelHandler: OwnedKernelHandler,
            VoilaKernelWebsocketHandler: OwnedKernelWebsocketHandler,
            VoilaShutdownKernelHandler: OwnedShutdownHandler,
            RequestInfoSocketHandler: OwnedRequestInfoHandler,
            TornadoVoilaTreeHandler: LandingRedirectHandler,
            TornadoVoilaHandler: MoaiPageHandler,
            VoilaContentsHandler: None,  # the file list's API: no file list here
            TemplateStaticFileHandler: TemplateFilesHandler,
        }
        done: set[type] = set()
        handlers = []
        for spec in super().init_handlers():
            pattern, cls, *rest = spec
            if cls not in swaps:
                handlers.append(spec)
                continue
            done.add(cls)
            new = swaps[cls]
            if new is None:
                continue
            kwargs = dict(rest[0]) if rest else {}
            if new is LandingRedirectHandler:
                kwargs = {"landing": self.landing_page}
            if new is OwnedShutdownHandler:
                pattern = url_path_join(self.server_url, rf"/voila/api/shutdown/{KERNEL_ID}")
            handlers.append((pattern, new, kwargs))
        needed = {
            KernelHandler,
            VoilaKernelWebsocketHandler,
            VoilaShutdownKernelHandler,
            TornadoVoilaHandler,
        }
        if self.voila_configuration.preheat_kernel:
            needed.add(RequestInfoSocketHandler)
        if not needed <= done:  # a Voilà whose handlers changed: refuse to serve unguarded
            missing = ", ".join(sorted(c.__name__ for c in needed - done))
            raise RuntimeError(f"Voilà's handlers changed, not guarded: {missing}")
        query = rf"/moai/kernel-query/{self.kernel_query_secret}/voila/query/{KERNEL_ID}"
        handlers[:0] = [
            (url_path_join(self.server_url, rf"/moai/alive/{KERNEL_ID}"), AliveHandler),
            (url_path_join(self.server_url, query), OwnedRequestInfoHandler, {"trusted": True}),
        ]
        return handlers


def main() -> None:
    """Run the server (the command line is Voilà's)."""
    MoaiVoila.launch_instance()


if __name__ == "__main__":
    main()
