"""Preheated kernels started a few at a time, so that refilling the pools never starves the pages.

Voilà refills a page's pool as soon as a kernel is taken from it, every kernel at once: when a
class arrives, thirty kernels start together and take the processor from the thirty pages that
were just handed theirs. Here a pool kernel waits for a free slot (``MoaiVoila.refills_at_once``)
before it starts and holds the slot until its notebook has run as far as it can without its page
(it asks for the page's request: ``voila.utils.wait_for_request``), or ``MoaiVoila.refill_hold``
seconds, or its end. Kernels started for a page directly are never held back.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

PREHEAT = "VOILA_PREHEAT"


class PoolPace:
    """The slots pool kernels wait for, and which of them have reached their page's request."""

    def __init__(self, at_once: int, hold: float, log: logging.Logger | None = None) -> None:
        self.at_once = at_once
        self.hold = hold
        self.log = log or logging.getLogger(__name__)
        self._slots: asyncio.Semaphore | None = None
        self._asked: dict[str, asyncio.Event] = {}
        self._holds: set[asyncio.Task] = set()  # kept until done (the loop keeps weak refs)

    @property
    def slots(self) -> asyncio.Semaphore:
        if self._slots is None:  # made on the server's loop, when first needed
            self._slots = asyncio.Semaphore(max(1, self.at_once))
        return self._slots

    def _event(self, kernel_id: str) -> asyncio.Event:
        return self._asked.setdefault(kernel_id, asyncio.Event())

    def asked(self, kernel_id: str) -> None:
        """The kernel ``kernel_id`` waits for its page's request: its start is done."""
        event = self._asked.get(kernel_id)  # None: not a kernel holding a turn
        if event is not None and not event.is_set():
            self.log.info("Preheated kernel %s waits for its page", kernel_id)
            event.set()

    async def held(self, kernel_id: str) -> None:
        """Hold a slot until ``kernel_id`` has asked for its request, or ``hold`` seconds."""
        try:
            await asyncio.wait_for(self._event(kernel_id).wait(), self.hold)
        except TimeoutError:
            self.log.info("Pool kernel %s still starting after %.0f s", kernel_id, self.hold)
        finally:
            self._asked.pop(kernel_id, None)
            self.slots.release()

    async def start(self, start: Any, *args: Any, **kwargs: Any) -> str:
        """``start(*args, **kwargs)`` (a kernel start) in its turn, if it starts a pool kernel."""
        env = kwargs.get("env") or {}
        if self.at_once <= 0 or env.get(PREHEAT) != "True":
            return await start(*args, **kwargs)
        await self.slots.acquire()
        try:
            kernel_id = await start(*args, **kwargs)
        except BaseException:
            self.slots.release()
            raise
        self._event(kernel_id)
        task = asyncio.ensure_future(self.held(kernel_id))
        self._holds.add(task)
        task.add_done_callback(self._holds.discard)
        return kernel_id


class PacedKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager whose pool kernels start in turn (the app's ``pool_pace``)."""

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        pace: PoolPace | None = getattr(self.parent, "pool_pace", None)
        start = super().start_kernel
        if pace is None:
            return await start(*args, **kwargs)
        return await pace.start(start, *args, **kwargs)
