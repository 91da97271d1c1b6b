"""Running a coroutine to its end from a test, whatever event loop the test's thread has.

Browser tests share an xdist worker with the others, and Playwright's sync API leaves an event
loop running in the main thread: ``asyncio.run`` would refuse. The coroutine runs on a fresh
loop in a thread of its own instead, and its exception, if any, is raised here.
"""

import asyncio
import threading


def run_to_end(coro, timeout: float = 120.0):
    outcome = {}

    def target():
        try:
            outcome["value"] = asyncio.run(coro)
        except BaseException as exc:  # re-raised in the test's thread
            outcome["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        raise TimeoutError(f"the coroutine did not end within {timeout} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")
