"""Abandoned pages' kernels end (:mod:`deploy.moai_voila`): a page's kernel that has had no
connection from its page for the culling time is shut down, whatever it is doing, and every
process it started ends with it.

Jupyter Server's culler ends a kernel once its last activity is older than
``MappingKernelManager.cull_idle_timeout``; but a lab run reports its progress to the page every
few seconds, and every message the kernel sends counts as activity, so a run whose page was closed
without an unload (a crashed tab, a closed laptop) kept its kernel and its process pool (the fork
server, the workers, the resource tracker) running until the server stopped. Here the clock is the
page's connection, not the kernel's activity:

- only the pages' kernels count (a preheated kernel waits for its page without a connection); a
  kernel whose page is still being rendered is not counted either (its page has not connected yet);
- a kernel none of whose page's websockets has been open for ``cull_idle_timeout`` seconds (checked
  every ``cull_interval`` seconds; 0: never) is shut down, busy or not; one that is idle and quiet
  as well is left to Jupyter Server's culler (which logs "Culling 'idle' kernel"), so each kernel
  has one culler;
- then its process group is killed: a kernel is started in a session of its own (jupyter_client's
  launcher), so the group holds the processes it started (a pool's fork server and workers, which
  would otherwise outlive a kernel that ended gracefully, or finish their games first).

Reads Jupyter Server 2's kernel model (``connections``) and jupyter_client 8's local provisioner
(``pid``, ``pgid``).
"""

from __future__ import annotations

import os
import signal
import time
from datetime import timedelta
from typing import Any

from tornado.ioloop import PeriodicCallback

from deploy.voila_adapter import ensure_async, utcnow
from deploy.voila_ownership import KernelOwners


class AbandonedKernels:
    """The sweep that ends the kernels of pages gone (see the module's documentation)."""

    def __init__(self, owners: KernelOwners, timeout: float, interval: float) -> None:
        self.owners = owners
        self.km = owners.km
        self.log = owners.log
        self.timeout = timeout
        self.interval = interval
        self.unseen: dict[str, float] = {}
        """Kernel id → since when (monotonic seconds) its page has had no connection."""
        self._sweeping = False
        self._callback: PeriodicCallback | None = None

    @classmethod
    def of(cls, owners: KernelOwners) -> AbandonedKernels:
        """The sweep with the kernel manager's culling settings (``voila.json``)."""
        km = owners.km
        timeout = float(getattr(km, "cull_idle_timeout", 0) or 0)
        interval = float(getattr(km, "cull_interval", 0) or 0) or 60.0
        return cls(owners, timeout, interval)

    def start(self) -> None:
        """Sweep every ``interval`` seconds (nothing when culling is off)."""
        if self.timeout <= 0 or self._callback is not None:
            return
        self.log.info(
            "Ending kernels whose page has had no connection for %g s (checked every %g s)",
            self.timeout,
            self.interval,
        )
        self._callback = PeriodicCallback(self.sweep, self.interval * 1000)
        self._callback.start()

    # -- the sweep --------------------------------------------------------------------------
    def _connections(self, kernel_id: str) -> int:
        try:
            return int(self.km.kernel_model(kernel_id).get("connections", 0))
        except Exception:  # ended while we looked
            return 0

    def abandoned(self, now: float) -> list[str]:
        """The pages' kernels whose page has had no connection for ``timeout`` seconds by
        ``now``; the others' clocks are kept or reset."""
        owners = self.owners
        owners.prune()
        rendering = {claim.kernel_id for claim in owners.pending if claim.kernel_id}
        gone = []
        for kernel_id in list(owners.owned):
            if kernel_id in rendering or self._connections(kernel_id) > 0:
                self.unseen.pop(kernel_id, None)
                continue
            since = self.unseen.setdefault(kernel_id, now)
            if now - since >= self.timeout and not self._culled_when_idle(kernel_id):
                gone.append(kernel_id)
        for kernel_id in [k for k in self.unseen if k not in owners.owned]:
            del self.unseen[kernel_id]
        return gone

    def _culled_when_idle(self, kernel_id: str) -> bool:
        """Whether Jupyter Server's culler ends ``kernel_id`` anyway: not busy, and quiet for
        the culling time."""
        try:
            kernel = self.km.get_kernel(kernel_id)
            quiet = utcnow() - kernel.last_activity > timedelta(seconds=self.timeout)
            return quiet and kernel.execution_state != "busy"
        except Exception:  # ended while we looked, or no activity watched
            return False

    async def sweep(self) -> None:
        """End the kernels of pages gone."""
        if self._sweeping:  # the last sweep still waits for a kernel to end
            return
        self._sweeping = True
        try:
            for kernel_id in self.abandoned(time.monotonic()):
                await self.end(kernel_id)
        finally:
            self._sweeping = False

    async def end(self, kernel_id: str) -> None:
        """Shut ``kernel_id`` down, busy or not, and kill what it started."""
        group = self._group(kernel_id)
        self.log.warning(
            "Culling kernel %s: its page has had no connection for %d s", kernel_id, self.timeout
        )
        try:
            await ensure_async(self.km.shutdown_kernel(kernel_id))
        except Exception as error:  # already gone, or it would not stop: its group is killed
            self.log.info("Kernel %s: %s", kernel_id, error)
        kill_group(group)
        self.unseen.pop(kernel_id, None)
        self.owners.prune()

    def _group(self, kernel_id: str) -> int | None:
        """The process group of ``kernel_id``'s process, if it has one of its own."""
        try:
            provisioner: Any = getattr(self.km.get_kernel(kernel_id), "provisioner", None)
        except KeyError:
            return None
        group = getattr(provisioner, "pgid", None)
        if not isinstance(group, int):
            pid = getattr(provisioner, "pid", None)
            try:
                group = os.getpgid(pid) if isinstance(pid, int) else None
            except OSError:
                group = None
        return group


def kill_group(group: int | None) -> None:
    """Kill every process left in the process group ``group``; never the server's own group."""
    if not group or group <= 1 or not hasattr(os, "killpg") or group == os.getpgid(0):
        return
    try:
        os.killpg(group, signal.SIGKILL)
    except OSError:  # none left
        pass
