"""When the bots move on the play page: at once outside a kernel, live with pauses inside one.

:class:`BotScheduler` knows nothing of widgets: it asks whether a bot is to move, tells the page
to make one move, and reports when it stops. Inside a Jupyter kernel (Voila, JupyterLab) the
moves run on the kernel's event loop with a pause before each, so the page stays responsive;
elsewhere (scripts, tests) they all happen at once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable


def in_kernel() -> bool:
    """True inside a Jupyter kernel, whose event loop runs the bots live."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


class BotScheduler:
    """Runs bot moves until a person must act.

    ``due()`` says whether a bot is to move, ``move()`` makes one move (and, live, shows it),
    ``pause()`` gives the seconds to wait before a live move, ``paused()`` whether the person
    paused the bots, and ``stopped(error)`` is told when a live run ends (``error``: why it
    failed, or "").
    """

    def __init__(
        self,
        due: Callable[[], bool],
        move: Callable[[], None],
        pause: Callable[[], float],
        paused: Callable[[], bool],
        stopped: Callable[[str], None],
        live: bool | None = None,
    ) -> None:
        self.due, self.move, self.pause, self.paused, self.stopped = (
            due,
            move,
            pause,
            paused,
            stopped,
        )
        self.live = in_kernel() if live is None else live
        self._task: asyncio.Future | None = None

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self) -> bool:
        """Let the bots move. Returns True when they already moved (not live): the caller
        redraws once; live moves redraw as they come."""
        if self.paused() or self.running or not self.due():
            return False
        if not self.live:
            while self.due():
                self.move()
            return True
        self._task = asyncio.ensure_future(self._loop())
        self._task.add_done_callback(self._done)
        return False

    async def _loop(self) -> None:
        while self.due() and not self.paused():
            await asyncio.sleep(self.pause())
            if self.paused() or not self.due():
                return
            self.move()

    def _done(self, task: asyncio.Future) -> None:
        error = ""
        if not task.cancelled() and task.exception() is not None:
            error = f"{type(task.exception()).__name__}: {task.exception()}"
        self.stopped(error)

    def cancel(self) -> None:
        """Stop a live run (the move in progress, if any, is not interrupted)."""
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None
