"""Preheated kernels start in turn (deploy/pool_pace.py), without a server: fake kernel starts."""

import asyncio

import pytest
from asyncrun import run_to_end

from deploy.pool_pace import PoolPace

POOL = {"env": {"VOILA_PREHEAT": "True"}}
PAGE = {"env": {"VOILA_PREHEAT": "False"}}


class Starts:
    """A fake kernel start that records when each kernel starts and may fail."""

    def __init__(self):
        self.started: list[str] = []
        self.fail = False

    async def __call__(self, **kwargs):
        await asyncio.sleep(0)
        if self.fail:
            raise RuntimeError("no kernel")
        kernel_id = f"k{len(self.started)}"
        self.started.append(kernel_id)
        return kernel_id


async def settle():
    for _ in range(20):
        await asyncio.sleep(0)


def test_pool_kernels_start_one_at_a_time_each_once_the_previous_reached_its_page():
    async def scenario():
        pace, starts = PoolPace(1, hold=30), Starts()
        tasks = [asyncio.ensure_future(pace.start(starts, **POOL)) for _ in range(3)]
        await settle()
        assert starts.started == ["k0"]  # the others wait for their turn
        pace.asked("k0")  # k0's notebook now waits for its page: the next may start
        await settle()
        assert starts.started == ["k0", "k1"]
        pace.asked("k1")
        await settle()
        assert starts.started == ["k0", "k1", "k2"]
        assert [t.result() for t in tasks] == ["k0", "k1", "k2"]
        pace.asked("k2")
        await settle()
        assert not pace.slots.locked()

    run_to_end(scenario())


def test_kernels_started_for_a_page_never_wait():
    async def scenario():
        pace, starts = PoolPace(1, hold=30), Starts()
        pooled = asyncio.ensure_future(pace.start(starts, **POOL))
        await settle()
        assert pooled.done() and pace.slots.locked()  # k0 holds the only slot
        assert await pace.start(starts, **PAGE) == "k1"
        assert await pace.start(starts) == "k2"  # no env at all
        pace.asked("k0")

    run_to_end(scenario())


def test_a_kernel_that_never_reaches_its_page_holds_its_turn_only_so_long():
    async def scenario():
        pace, starts = PoolPace(1, hold=0.05), Starts()
        first = asyncio.ensure_future(pace.start(starts, **POOL))
        second = asyncio.ensure_future(pace.start(starts, **POOL))
        await settle()
        assert starts.started == ["k0"]
        await asyncio.sleep(0.2)  # k0 never asks: its hold runs out
        assert starts.started == ["k0", "k1"]
        assert (await first, await second) == ("k0", "k1")

    run_to_end(scenario())


def test_a_failed_start_gives_its_turn_back():
    async def scenario():
        pace, starts = PoolPace(1, hold=30), Starts()
        starts.fail = True
        with pytest.raises(RuntimeError):
            await pace.start(starts, **POOL)
        starts.fail = False
        assert await asyncio.wait_for(pace.start(starts, **POOL), 1) == "k0"

    run_to_end(scenario())


def test_two_at_once_and_zero_means_all_at_once():
    async def scenario():
        pace, starts = PoolPace(2, hold=30), Starts()
        tasks = [asyncio.ensure_future(pace.start(starts, **POOL)) for _ in range(3)]
        await settle()
        assert starts.started == ["k0", "k1"]
        pace.asked("k1")
        assert await asyncio.wait_for(tasks[2], 1) == "k2"
        free, others = PoolPace(0, hold=30), Starts()
        await asyncio.gather(*(free.start(others, **POOL) for _ in range(5)))
        assert len(others.started) == 5

    run_to_end(scenario())
