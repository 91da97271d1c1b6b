"""Which browser owns which kernel (:mod:`deploy.moai_voila`).

Every page render sets a client cookie (``moai_client``); the kernel started for that page, or the
preheated kernel handed to it, belongs to that client, and only its owner reaches it.
"""

from __future__ import annotations

import contextvars
import hmac
import re
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tornado import web

from deploy import voila_adapter, voila_caps
from deploy.voila_adapter import ensure_async

if TYPE_CHECKING:
    from deploy.moai_voila import MoaiVoila

CLIENT_COOKIE = "moai_client"
CLIENT_COOKIE_AGE = 400 * 24 * 3600  # the longest browsers keep a cookie
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


def unstarted_claim() -> Claim | None:
    """The claim of the page render in progress, if its kernel is not started yet."""
    claim = _CLAIM.get()
    return claim if claim is not None and claim.kernel_id is None else None


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
            voila_adapter.forget_request_info(kernel_id)

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
        return voila_caps.refusal(self.holding(), claim, voila_caps.caps_of(self.app))

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
        voila_adapter.patch_kernel_manager(self.km, self._claim_env, self._claim_kernel)

    def _claim_env(self) -> dict[str, str]:
        """What a kernel started for the page render in progress gets in its environment."""
        claim = unstarted_claim()
        return {"MOAI_CLIENT": claim.client} if claim is not None else {}

    def _claim_kernel(self, kernel_id: str) -> None:
        """``kernel_id`` was started for, or handed to, the page render in progress (if any)."""
        claim = unstarted_claim()
        if claim is not None:
            self.own(kernel_id, claim)


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
