"""Every use the launcher makes of Voilà's and Jupyter Server's internals, in one place.

Written for **Voilà 0.5.13** and **Jupyter Server 2.21.1**. The launcher's other modules
(``deploy/voila_*.py``, :mod:`deploy.moai_voila`) import nothing from ``voila`` or
``jupyter_server``: they subclass the ports defined here and fill in their hooks (but
:mod:`deploy.pool_pace` subclasses ``AsyncMappingKernelManager``, made to be replaced, through
Voilà's ``multi_kernel_manager_class``). What this module relies on (check at an upgrade):

- Voilà's route table (``Voila.init_handlers``: ``(pattern, class[, kwargs])``), its handlers'
  ``get``/``post``/``open``, the shutdown route (``/voila/api/shutdown/(.*)``, replaced by one
  naming ``kernel_id``), ``TornadoVoilaHandler.notebook_path``, the websocket's ``open_kwargs``,
  ``RequestInfoSocketHandler._cache`` (the request information kept for each kernel);
- Voilà's application steps ``setup_template_dirs``, ``init_settings``, ``init_handlers``,
  ``stop`` (redone), its ``kernel_manager``, ``connection_dir``, ``identity_provider`` (its
  login and logout handlers) and ``voila_configuration``, ``get_voila_labextensions_path``, the
  environment variables its preheated kernels read (``VOILA_WS_BASE_URL``, ``VOILA_APP_IP``);
- Voilà's pooling kernel manager: ``start_kernel`` and ``get_rendered_notebook``, whose result
  is ``(render_task, rendered_cache, kernel_id)`` (read by :func:`rendered_kernel_id`);
- Jupyter Server's private ``jupyter_server._tz.utcnow`` (a kernel's ``last_activity``), its
  ``KernelHandler`` (``/api/kernels/<id>``) and kernel-id pattern, ``JupyterHandler``'s login
  check in ``prepare`` (also over bare file handlers), tornado's ``_finished`` and ``_reason``.

At import, another major or minor version than named above gives a :class:`VoilaVersionWarning`
(the server still starts: :meth:`VoilaHooks.init_handlers` refuses to serve if a guarded handler
is gone); a patch-level bump (0.5.14, 2.21.2) is taken as compatible.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import warnings
from collections.abc import Callable
from importlib import metadata
from typing import Any

from jupyter_core.utils import ensure_async, run_sync
from jupyter_server._tz import utcnow
from jupyter_server.base.handlers import APIHandler as APIHandler  # re-exported: the launcher's
from jupyter_server.base.handlers import JupyterHandler as JupyterHandler  # handlers' bases
from jupyter_server.services.kernels.handlers import KernelHandler
from jupyter_server.utils import url_path_join
from tornado import web
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler
from voila.utils import get_voila_labextensions_path

WRITTEN_FOR = {"voila": "0.5.13", "jupyter_server": "2.21.1"}
"""The versions this module was written for (and the launcher tested with)."""

KERNEL_ID = r"(?P<kernel_id>\w+-\w+-\w+-\w+-\w+)"
"""A kernel id in a route, as Voilà's and Jupyter Server's routes match it (``_kernel_id_regex``)."""


class VoilaVersionWarning(UserWarning):
    """Voilà or Jupyter Server is not the version :mod:`deploy.voila_adapter` was written for."""


def _major_minor(version: str) -> tuple[str, ...]:
    return tuple(version.split(".")[:2])


def check_versions(written_for: dict[str, str] = WRITTEN_FOR) -> list[str]:
    """Warn (:class:`VoilaVersionWarning`) for each package whose installed major.minor version
    differs from ``written_for``'s; the differences, as sentences."""
    differences = []
    for package, expected in written_for.items():
        try:
            installed = metadata.version(package)
        except metadata.PackageNotFoundError:
            installed = "none"
        if _major_minor(installed) != _major_minor(expected):
            differences.append(
                f"{package} {installed} is installed; deploy/voila_adapter.py was written for "
                f"{package} {expected}: check what it relies on (its docstring)"
            )
    for difference in differences:
        warnings.warn(difference, VoilaVersionWarning, stacklevel=2)
    return differences


check_versions()


# -- the kernel manager -----------------------------------------------------------------------
def rendered_kernel_id(result: Any) -> str:
    """The kernel id in what Voilà's ``get_rendered_notebook`` returns
    (``(render_task, rendered_cache, kernel_id)``)."""
    return result[2]


def forget_request_info(kernel_id: str) -> None:
    """Drop what Voilà keeps of an ended kernel's page request."""
    RequestInfoSocketHandler._cache.pop(kernel_id, None)


def patch_kernel_manager(
    km: Any, extra_env: Callable[[], dict[str, str]], started: Callable[[str], None]
) -> None:
    """Make Voilà's kernel manager call back: ``extra_env()`` is added to the environment of each
    kernel it starts, ``started(kernel_id)`` is called once a kernel is started or a preheated one
    handed to a page (whose idle time then starts anew)."""
    start_kernel = km.start_kernel

    async def start_kernel_with_hooks(*args: Any, **kwargs: Any) -> str:
        env = extra_env()
        if env:
            kwargs["env"] = {**(kwargs.get("env") or {}), **env}
        kernel_id = await ensure_async(start_kernel(*args, **kwargs))
        started(kernel_id)
        return kernel_id

    km.start_kernel = start_kernel_with_hooks

    get_rendered_notebook: Callable[..., Any] | None = getattr(km, "get_rendered_notebook", None)
    if get_rendered_notebook is None:  # no preheated kernels
        return

    async def rendered_notebook_with_hooks(*args: Any, **kwargs: Any) -> Any:
        result = await get_rendered_notebook(*args, **kwargs)
        kernel_id = rendered_kernel_id(result)
        started(kernel_id)
        try:  # idle since it was preheated: its idle time starts now
            km.get_kernel(kernel_id).last_activity = utcnow()
        except KeyError:
            pass
        return result

    km.get_rendered_notebook = rendered_notebook_with_hooks


# -- the handlers' ports: Voilà's and Jupyter's handlers, with hooks for the launcher's ----------
class PlainErrors:
    """Errors as one line of text: jupyter_server's error pages need settings this app lacks; a
    refusal (an HTTP error) logged once, by the access log."""

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/plain; charset=UTF-8")  # type: ignore[attr-defined]
        self.finish(f"{status_code}: {self._reason}\n")  # type: ignore[attr-defined]

    def log_exception(self, typ: Any, value: Any, tb: Any) -> None:
        if not isinstance(value, web.HTTPError):  # a refusal: the access log's line says it
            super().log_exception(typ, value, tb)  # type: ignore[misc]


class PagePort(TornadoVoilaHandler):
    """Voilà's page render (``/voila/render/<path>``, or ``/`` with one notebook)."""

    @property
    def one_notebook(self) -> bool:
        """Whether the server was started for one notebook (``voila notebook.ipynb``)."""
        return bool(self.notebook_path)

    async def render(self, path: str | None) -> None:
        """Voilà's render of the page at ``path``."""
        await super().get(path=path)


class KernelModelPort(KernelHandler):
    """Jupyter's ``/api/kernels/<id>``; a 404 where :meth:`refuses` says so."""

    def refuses(self, kernel_id: str | None) -> bool:
        return False

    async def prepare(self) -> None:  # type: ignore[override]
        await super().prepare()
        if not self._finished and self.refuses(self.path_kwargs.get("kernel_id")):
            raise web.HTTPError(404)


class KernelChannelsPort(VoilaKernelWebsocketHandler):
    """Voilà's kernel channels (``/api/kernels/<id>/channels``)."""

    async def connect(self, kernel_id: str) -> None:
        """Voilà's websocket upgrade to the kernel's channels."""
        await super().get(kernel_id=kernel_id)


class ShutdownPort(VoilaShutdownKernelHandler):
    """Voilà's shutdown on unload (``/voila/api/shutdown/<id>``, routed with a named id)."""

    def skips_xsrf(self, kernel_id: str | None) -> bool:
        return False

    def check_xsrf_cookie(self) -> None:
        if self.skips_xsrf(self.path_kwargs.get("kernel_id")):
            return None
        return super().check_xsrf_cookie()

    async def shut_down(self, kernel_id: str) -> None:
        """Shut the kernel down (gracefully)."""
        await ensure_async(self.kernel_manager.shutdown_kernel(kernel_id))


class RequestInfoPort(RequestInfoSocketHandler):
    """Voilà's ``/voila/query/<id>``: a preheated kernel's page request, sent to the kernel."""

    def refuses(self, kernel_id: str | None) -> bool:
        return False

    def opened(self, kernel_id: str) -> None:
        """Called once the websocket of ``kernel_id`` is open."""

    def request_info(self, kernel_id: str | None, message: dict) -> dict:
        """The page request's information ``message`` as sent to ``kernel_id``."""
        return message

    async def get(self, *args: Any, **kwargs: Any) -> None:
        if self.refuses(kwargs.get("kernel_id")):
            raise web.HTTPError(404)
        await super().get(*args, **kwargs)

    def open(self, *args: Any, **kwargs: Any) -> None:
        super().open(*args, **kwargs)
        self.opened(kwargs.get("kernel_id", args[0] if args else ""))

    def write_message(self, message: Any, binary: bool = False) -> Any:
        if isinstance(message, dict):
            message = self.request_info(self.open_kwargs.get("kernel_id"), message)
        return super().write_message(message, binary)


class TemplateFilesPort(TemplateStaticFileHandler):
    """Voilà's templates' static files (``<template>/static/<file>``)."""

    def refuses_path(self, url_path: str) -> bool:
        return False

    def parse_url_path(self, url_path: str) -> str:
        if self.refuses_path(url_path):
            raise web.HTTPError(404)
        return super().parse_url_path(url_path)


ROLES: dict[str, type] = {
    "kernel_model": KernelHandler,
    "kernel_channels": VoilaKernelWebsocketHandler,
    "shutdown": VoilaShutdownKernelHandler,
    "request_info": RequestInfoSocketHandler,
    "tree": TornadoVoilaTreeHandler,
    "page": TornadoVoilaHandler,
    "contents": VoilaContentsHandler,
    "template_files": TemplateStaticFileHandler,
}
"""The handlers of Voilà's route table that the launcher replaces or drops, by role."""


Swaps = dict[str, "tuple[type, dict | None] | None"]
"""Roles of :data:`ROLES` given a (class, kwargs) in place of Voilà's (kwargs None: Voilà's
own), or dropped (None)."""


def swap_handlers(app: Voila, specs: list, swaps: Swaps, needed: set[str]) -> list:
    """Voilà's route table ``specs`` with the handlers of ``swaps`` replaced or dropped. Raises if
    a role of ``needed`` is not in the table (a Voilà whose handlers changed: refuse to serve
    unguarded)."""
    by_class = {ROLES[role]: role for role in swaps}
    done: set[str] = set()
    handlers = []
    for spec in specs:
        pattern, cls, *rest = spec
        role = by_class.get(cls)
        if role is None:
            handlers.append(spec)
            continue
        done.add(role)
        new = swaps[role]
        if new is None:
            continue
        new_cls, kwargs = new
        if kwargs is None:
            kwargs = dict(rest[0]) if rest else {}
        if role == "shutdown":
            pattern = url_path_join(app.server_url, rf"/voila/api/shutdown/{KERNEL_ID}")
        handlers.append((pattern, new_cls, kwargs))
    if not needed <= done:
        missing = ", ".join(sorted(ROLES[role].__name__ for role in needed - done))
        raise RuntimeError(f"Voilà's handlers changed, not guarded: {missing}")
    return handlers


# -- the application ----------------------------------------------------------------------------
class VoilaHooks:
    """Voilà's application set-up steps, given hooks: a mixin, put before ``Voila`` in the bases
    (``class MoaiVoila(VoilaHooks, Voila)``); not a ``Voila`` subclass itself, so that it adds no
    section of options to the command line (the options stay ``Voila``'s and the app's own)."""

    # Voilà's, for the hooks and the steps below
    voila_configuration: Any
    config: Any
    server_url: str
    base_url: str
    ip: str

    def configure_templates(self) -> dict[str, Any]:
        """Voilà configuration defaults (``VoilaConfiguration`` traits not set by the user)."""
        return {}

    def labextensions_first(self, installed: list[str]) -> list[str]:
        """Folders put first on the extension path, given the path Voilà would use."""
        return []

    def pool_sizes_wanted(self) -> dict[str, int]:
        """Preheated kernels per notebook, over ``VoilaKernelManager.kernel_pools_config``."""
        return {}

    def kernel_manager_class(self) -> type | None:
        """Voilà's multi-kernel manager class, if the user set none."""
        return None

    def before_settings(self) -> None:
        """Called before Voilà makes its settings and kernel manager."""

    def after_settings(self, settings: dict[str, Any], kernel_manager: Any) -> None:
        """Called with Voilà's settings and its kernel manager, once made."""

    def handler_swaps(self) -> Swaps:
        """The handlers of Voilà's route table replaced or dropped (:data:`Swaps`)."""
        return {}

    def guarded_roles(self) -> set[str]:
        """The roles that must be in Voilà's route table (or the server does not start)."""
        return set()

    def extra_handlers(self) -> list:
        """Routes put before Voilà's."""
        return []

    @property
    def preheats(self) -> bool:
        """Whether Voilà preheats kernels."""
        return bool(self.voila_configuration.preheat_kernel)

    def route_kernel_queries(self, secret: str) -> None:
        """Preheated kernels ask for their page's request under a path holding ``secret``."""
        server_url = self.server_url or self.base_url
        os.environ["VOILA_WS_BASE_URL"] = (
            url_path_join(server_url, "moai/kernel-query", secret) + "/"
        )
        if self.ip and self.ip not in ("0.0.0.0", "localhost") and ":" not in self.ip:
            os.environ["VOILA_APP_IP"] = self.ip

    def setup_template_dirs(self) -> None:
        extra = list(self.voila_configuration.extra_labextensions_path)
        first = self.labextensions_first(get_voila_labextensions_path(extra))
        if first:
            self.voila_configuration.extra_labextensions_path = [*first, *extra]
        asked = self.config.VoilaConfiguration
        for name, value in self.configure_templates().items():
            if name not in asked:
                setattr(self.voila_configuration, name, value)
        super().setup_template_dirs()  # type: ignore[misc]

    def init_settings(self) -> dict[str, Any]:
        pools = dict(self.config.VoilaKernelManager.get("kernel_pools_config", {}))
        for notebook, size in self.pool_sizes_wanted().items():
            pools[notebook] = {**pools.get(notebook, {}), "pool_size": size}
        if pools:
            self.config.VoilaKernelManager.kernel_pools_config = pools
        self.before_settings()
        manager = self.kernel_manager_class()
        if (
            manager is not None
            and "multi_kernel_manager_class" not in self.config.VoilaConfiguration
        ):
            self.voila_configuration.multi_kernel_manager_class = manager
        settings = super().init_settings()  # type: ignore[misc]
        self.after_settings(settings, self.kernel_manager)  # type: ignore[attr-defined]
        return settings

    def kernels_ended_gently(self) -> list[str]:
        """The kernels asked to shut down when the server stops (the others: :meth:`stop`)."""
        return []

    def stop(self) -> None:
        """``Voila.stop``: the kernels of :meth:`kernels_ended_gently` asked to shut down, the
        others (preheated: a cell still running would answer on a closed socket) killed."""
        manager = self.kernel_manager  # type: ignore[attr-defined]
        for kernel_id in self.kernels_ended_gently():
            with contextlib.suppress(Exception):  # ended meanwhile
                run_sync(manager.shutdown_kernel)(kernel_id)
        shutil.rmtree(self.connection_dir, ignore_errors=True)  # type: ignore[attr-defined]
        run_sync(manager.shutdown_all)(now=True)

    def init_handlers(self) -> list:
        handlers = swap_handlers(
            self,  # type: ignore[arg-type]
            super().init_handlers(),  # type: ignore[misc]
            self.handler_swaps(),
            self.guarded_roles(),
        )
        return [*self.extra_handlers(), *handlers]
