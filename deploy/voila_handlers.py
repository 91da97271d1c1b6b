"""The handlers that replace Voilà's and Jupyter's in the launcher's routes (:mod:`deploy.moai_voila`).

Only a kernel's owner reaches it: ``/api/kernels/<id>`` and its channels, the unload shutdown,
``/voila/query/<id>`` and ``/moai/alive/<id>`` answer 404 to anyone else and touch nothing. Each
handler subclasses its port in :mod:`deploy.voila_adapter` and fills in the port's hooks.
"""

from __future__ import annotations

import json
import os
from typing import Any

from tornado import web

from deploy.voila_adapter import (
    APIHandler,
    KernelChannelsPort,
    KernelModelPort,
    PagePort,
    PlainErrors,
    RequestInfoPort,
    ShutdownPort,
    TemplateFilesPort,
)
from deploy.voila_caps import refusal_page
from deploy.voila_ownership import _CLAIM, Claim, issue_client_id, owners_of, owns
from deploy.voila_pages import request_lang, serve_landing
from deploy.voila_refusals import V1_PROTOCOL, unreadable


class MoaiPageHandler(PagePort):
    """A page render: sets the client cookie, applies the caps, and claims the page's kernel."""

    def _starts_kernel(self, path: str | None) -> bool:
        if self.one_notebook:
            return not path
        return bool(path) and path.lower().endswith(".ipynb")

    @web.authenticated
    async def get(self, path: str | None = None) -> None:
        client = issue_client_id(self)
        if serve_landing(self, path):
            return
        if not self._starts_kernel(path):
            await self.render(path)
            return
        owners = owners_of(self)
        claim = Claim(client=client, address=self.request.remote_ip or "")
        refused = owners.refusal(claim)
        if refused is not None:
            self._refuse(path, claim, *refused)
            return
        owners.reserve(claim)
        token = _CLAIM.set(claim)
        try:
            await self.render(path)
        finally:
            _CLAIM.reset(token)
            owners.release(claim)

    def _refuse(self, path: str | None, claim: Claim, kind: str, cap: int) -> None:
        """Answer a 503 page saying which cap was reached; no kernel is started."""
        self.log.warning(
            "Refused a kernel for %s to client %s… at %s: %s cap (%d) reached",
            path,
            claim.client[:8],
            claim.address,
            kind,
            cap,
        )
        self.set_status(503)
        self.set_header("Retry-After", "30")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.finish(refusal_page(kind, cap, request_lang(self), self.request.uri or ""))


class OwnedKernelHandler(KernelModelPort):
    """``/api/kernels/<id>`` (the page reads its kernel's model): the owner only."""

    def refuses(self, kernel_id: str | None) -> bool:
        return not owns(self, kernel_id)


class OwnedKernelWebsocketHandler(PlainErrors, KernelChannelsPort):
    """The kernel's channels: the owner only (others get 404 before any upgrade)."""

    async def prepare(self) -> None:  # type: ignore[override]
        if not owns(self, self.path_kwargs.get("kernel_id")):  # before the login: one line
            raise web.HTTPError(404)
        await super().prepare()

    async def get(self, kernel_id: str) -> None:  # type: ignore[override]
        if not owns(self, kernel_id):
            raise web.HTTPError(404)
        await self.connect(kernel_id)

    def on_message(self, message: str | bytes) -> object:
        """A message the server or the kernel could not read is dropped with one line."""
        why = unreadable(message, self.selected_subprotocol == V1_PROTOCOL)
        if why is not None:
            kernel_id = self.path_kwargs.get("kernel_id", "")
            self.log.warning("Dropped a message on kernel %s's channels: %s", kernel_id, why)
            return None
        return super().on_message(message)


class OwnedShutdownHandler(ShutdownPort):
    """The page's shutdown on unload: accepted from the owner without an xsrf field (the page's
    beacon has none that is valid; the owner's cookie never comes with another site's request,
    and a cross-origin request is refused by the Origin check); refused (404) to anyone else."""

    def skips_xsrf(self, kernel_id: str | None) -> bool:
        return owns(self, kernel_id)

    @web.authenticated
    async def post(self, kernel_id: str) -> None:  # type: ignore[override]
        if not owns(self, kernel_id):
            raise web.HTTPError(404)
        self.log.info("Page closed: shutting down its kernel %s", kernel_id)
        await self.shut_down(kernel_id)
        owners_of(self).prune()
        self.set_status(204)
        self.finish()


class OwnedRequestInfoHandler(RequestInfoPort):
    """The request's information for a preheated kernel (``voila.utils.wait_for_request``).

    Two routes: ``/voila/query/<id>`` for the kernel's owner, and the one the kernels themselves
    use (they have no cookie), whose path holds a secret of this server given to kernels in
    ``VOILA_WS_BASE_URL``. The information sent gains ``MOAI_CLIENT``, the owner's id.

    Only a kernel's own socket waits for its page: the newest of its own replaces an older one,
    and a socket's close takes off the list only itself (Voilà's ``on_close`` took off the newest
    waiting kernel when the socket closed had been replaced: the next page's kernel never heard
    of its page, busy for good). An owner's socket gets only the page already sent to its kernel.
    A page sent is kept for its kernel, so that a kernel asking again (its socket lost) gets it.
    """

    def initialize(self, trusted: bool = False) -> None:
        self.trusted = trusted

    def refuses(self, kernel_id: str | None) -> bool:
        return not self.trusted and not owns(self, kernel_id)

    def open(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        if self.trusted:  # the kernel itself: its waiter (Voilà's), sent its page if already asked
            super().open(*args, **kwargs)
            return
        held = self._cache.get(kwargs.get("kernel_id", args[0] if args else ""))
        if held is not None:  # the owner's own page: never the kernel's waiter
            self.write_message(held)

    def on_close(self) -> None:
        kernel_id = (self.open_kwargs or {}).get("kernel_id")
        if self._waiters.get(kernel_id) is self:
            del self._waiters[kernel_id]

    def write_message(self, message: Any, binary: bool = False) -> Any:
        kernel_id = self.open_kwargs.get("kernel_id")
        if self.trusted and isinstance(message, dict):
            self._cache[kernel_id] = message  # the kernel asking again gets its page
        if self.ws_connection is None or self.ws_connection.is_closing():
            return None  # the kernel left before its page came (kept above for its next ask)
        return super().write_message(message, binary)

    def opened(self, kernel_id: str) -> None:
        pace = self.settings.get("moai_pace")
        if self.trusted and pace is not None:  # a kernel has run its notebook up to its page
            pace.asked(kernel_id)

    def request_info(self, kernel_id: str | None, message: dict) -> dict:
        claim = owners_of(self).owner(kernel_id)
        if claim is not None:
            message = {**message, "MOAI_CLIENT": claim.client}
        return message


class TemplateFilesHandler(TemplateFilesPort):
    """The templates' static files; a path leading out of a template's ``static`` folder gets a
    404 (Voilà's handler fails on an assertion there: a 500 and a traceback in the log)."""

    def refuses_path(self, url_path: str) -> bool:
        parts = os.path.normpath(url_path).split(os.sep)
        return len(parts) < 3 or parts[1] != "static" or parts[0] in ("", ".", "..")


class AliveHandler(APIHandler):
    """``/moai/alive/<id>``: 200 ``{"alive": true}`` while the owner's kernel runs, else 404."""

    @web.authenticated
    async def get(self, kernel_id: str) -> None:
        self.set_header("Cache-Control", "no-store")
        owners = owners_of(self)
        if not owns(self, kernel_id) or not await owners.alive(kernel_id):
            raise web.HTTPError(404)
        self.finish(json.dumps({"alive": True}))
