"""Moai Kit's Voilà server: ``python -m deploy.moai_voila notebooks/ --port=8866``.

Standalone Voilà (same options, same ``voila.json``) with what a classroom needs:

- ``/`` and Voilà's file list lead to the landing page, the query string kept (``?lang=zh-TW``);
  the landing page is a static document (:mod:`widgets.pages.landing_page`, both languages inside),
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
- a page's kernel whose page has had no connection for the culling time ends, busy or not, with
  the processes it started (:mod:`deploy.voila_culling`);
- ``/moai/alive/<id>``: whether the page's kernel still runs (the ``moai`` page template polls it
  and covers the page with a notice when the kernel is gone);
- the ``moai`` template (``deploy/jupyter/voila/templates/moai``: icons served locally, no request
  leaving the server) by default; Voilà's contents API and template overrides are off.

The parts live in modules of their own: :mod:`deploy.voila_ownership` (which browser owns which
kernel), :mod:`deploy.voila_caps` (the caps and the page that says one was reached),
:mod:`deploy.voila_pages` (the landing page and the login), :mod:`deploy.voila_handlers` (the
handlers that replace Voilà's), :mod:`deploy.voila_refusals` (every refusal in one line of the
log; without the login, only the login page and what it shows) and :mod:`deploy.voila_adapter`,
the one module that touches Voilà's and Jupyter Server's internals (and names the versions it was
written for). This module is the application, its options and its command line; it also gives
the names the parts define.

Each started kernel gets ``MOAI_CLIENT=<client id>`` in its environment; a preheated kernel gets
it with the request's information (``voila.utils.wait_for_request``, which
``widgets.language.page_lang`` calls). Culling, timeouts and pool sizes live in ``voila.json``.
"""

from __future__ import annotations

import atexit
import json
import os
import secrets
import shutil
import tempfile
from pathlib import Path
from typing import Any

from traitlets import Bool, Dict, Float, Integer, Unicode

from deploy import anywidget_wait
from deploy.pool_pace import PacedKernelManager, PoolPace
from deploy.voila_adapter import KERNEL_ID, PlainErrors, Swaps, Voila, VoilaHooks, url_path_join
from deploy.voila_caps import REFUSALS, refusal_page
from deploy.voila_culling import AbandonedKernels
from deploy.voila_handlers import (
    AliveHandler,
    MoaiPageHandler,
    OwnedKernelHandler,
    OwnedKernelWebsocketHandler,
    OwnedRequestInfoHandler,
    OwnedShutdownHandler,
    TemplateFilesHandler,
)
from deploy.voila_ownership import (
    _CLAIM,
    _CLIENT_ID,
    CLIENT_COOKIE,
    CLIENT_COOKIE_AGE,
    Claim,
    KernelOwners,
    client_id,
    issue_client_id,
    owners_of,
    owns,
)
from deploy.voila_pages import (
    LandingDocuments,
    LandingRedirectHandler,
    login_cookie_secret,
    request_lang,
)
from deploy.voila_refusals import quiet
from widgets.play import autosave

__all__ = [  # the names this module has always given, most of them defined by its parts
    "CLIENT_COOKIE",
    "CLIENT_COOKIE_AGE",
    "HERE",
    "JUPYTER_DIR",
    "KERNEL_ID",
    "REFUSALS",
    "TEMPLATE",
    "_CLAIM",
    "_CLIENT_ID",
    "AliveHandler",
    "Claim",
    "KernelOwners",
    "LandingRedirectHandler",
    "MoaiPageHandler",
    "MoaiVoila",
    "OwnedKernelHandler",
    "OwnedKernelWebsocketHandler",
    "OwnedRequestInfoHandler",
    "OwnedShutdownHandler",
    "PlainErrors",
    "TemplateFilesHandler",
    "client_id",
    "issue_client_id",
    "main",
    "owners_of",
    "owns",
    "refusal_page",
    "request_lang",
]

HERE = Path(__file__).resolve().parent
JUPYTER_DIR = HERE / "jupyter"
"""Holds ``voila/templates/moai``; put first on ``JUPYTER_PATH`` by the launcher."""
TEMPLATE = "moai"


class MoaiVoila(VoilaHooks, Voila):
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
    routes_file = Unicode(
        "",
        config=True,
        help="A file to write the route table to, as a JSON list of patterns, once made (for "
        "audits and tests; empty: none).",
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

    # -- the templates ----------------------------------------------------------------------
    def configure_templates(self) -> dict[str, Any]:
        return {"template": TEMPLATE, "allow_template_override": "NO", "allow_theme_override": "NO"}

    def labextensions_first(self, installed: list[str]) -> list[str]:
        """anywidget's front end with a minute, not two seconds, for a figure to load
        (:mod:`deploy.anywidget_wait`): a copy put first on the extension path, removed at exit."""
        extension = anywidget_wait.installed_extension(installed)
        if extension is None:
            return []
        out = Path(tempfile.mkdtemp(prefix="moai-labextensions-"))
        atexit.register(shutil.rmtree, out, True)
        anywidget_wait.patched_copy(extension, out)
        return [str(out)]

    # -- the settings -----------------------------------------------------------------------
    @property
    def _landing_is_static(self) -> bool:
        return self.static_landing and not self.notebook_path

    def pool_sizes_wanted(self) -> dict[str, int]:
        sizes = dict(self.pool_sizes)
        if self._landing_is_static:
            sizes[self.landing_page] = 0  # answered without a kernel
        return sizes

    def kernel_manager_class(self) -> type:
        return PacedKernelManager

    def before_settings(self) -> None:
        # Preheated kernels ask for their page's request at a path only they know.
        self.kernel_query_secret = secrets.token_hex(16)
        self.route_kernel_queries(self.kernel_query_secret)
        # A token given (make class TOKEN=...) keeps the browsers logged in across restarts: the
        # login cookie is signed with a secret derived from it (whoever has the token can log in
        # anyway), so a student reloading after a restart gets the page, not a login form.
        asked = {**self.config.get("Voila", {}), **self.config.get("MoaiVoila", {})}
        if self.token and "cookie_secret" not in asked:
            self.cookie_secret = login_cookie_secret(self.token)
        self.pool_pace = PoolPace(self.refills_at_once, self.refill_hold, self.log)

    def after_settings(self, settings: dict[str, Any], kernel_manager: Any) -> None:
        settings["moai_pace"] = self.pool_pace
        if self.autosave_days > 0:
            folder = autosave.default_folder()
            gone = autosave.FileStore(folder).prune(self.autosave_days)
            if gone:
                self.log.info(
                    "Removed %d games autosaved over %g days ago", gone, self.autosave_days
                )
        if self._landing_is_static:
            settings["moai_landing"] = (self.landing_page, LandingDocuments(Path(self.root_dir)))
        self.kernel_owners = KernelOwners(self, kernel_manager)
        self.kernel_owners.wrap()
        settings["moai_owners"] = self.kernel_owners
        self.abandoned_kernels = AbandonedKernels.of(self.kernel_owners)
        self.abandoned_kernels.start()

    def kernels_ended_gently(self) -> list[str]:
        """The pages' kernels (their work cleans up), not the preheated ones."""
        owners = self.kernel_owners
        return [k for k in owners.km.list_kernel_ids() if owners.owner(k) is not None]

    # -- the routes -------------------------------------------------------------------------
    def handler_swaps(self) -> Swaps:
        return {
            "kernel_model": (OwnedKernelHandler, None),
            "kernel_channels": (OwnedKernelWebsocketHandler, None),
            "shutdown": (OwnedShutdownHandler, None),
            "request_info": (OwnedRequestInfoHandler, None),
            "tree": (LandingRedirectHandler, {"landing": self.landing_page}),
            "page": (MoaiPageHandler, None),
            "contents": None,  # the file list's API: no file list here
            "template_files": (TemplateFilesHandler, None),
        }

    def guarded_roles(self) -> set[str]:
        needed = {"kernel_model", "kernel_channels", "shutdown", "page"}
        return needed | {"request_info"} if self.preheats else needed

    def init_handlers(self) -> list:
        provider = self.identity_provider
        login = provider.login_handler_class if provider.login_available else None
        logout = provider.logout_handler_class if provider.logout_available else None
        handlers = [quiet(spec, login, logout) for spec in super().init_handlers()]
        if self.routes_file:
            patterns = [spec[0] for spec in handlers]
            Path(self.routes_file).write_text(json.dumps(patterns, indent=1))
        return handlers

    def extra_handlers(self) -> list:
        query = rf"/moai/kernel-query/{self.kernel_query_secret}/voila/query/{KERNEL_ID}"
        return [
            (url_path_join(self.server_url, rf"/moai/alive/{KERNEL_ID}"), AliveHandler),
            (url_path_join(self.server_url, query), OwnedRequestInfoHandler, {"trusted": True}),
        ]


def main() -> None:
    """Run the server (the command line is Voilà's)."""
    MoaiVoila.launch_instance()


if __name__ == "__main__":
    main()
