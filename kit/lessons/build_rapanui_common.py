"""What the Rapa Nui lessons' builders share (see :mod:`kit.lessons.build_rapanui`): the
players' names, a seeded three-player script, lesson steps, exercise choices and lessons."""

from __future__ import annotations

from typing import Any

from kit import rapanui
from kit.lessons.build import Script, choice, lesson, step

NAMES = {"en": ["Hina", "Tane", "Moana"], "zh-TW": ["希娜", "塔內", "莫娜"]}
_step = step


def _script(seed: int) -> Script:
    return Script(rapanui, seed, players=3)


def _keys(number: int, count: int) -> list[str]:
    return [f"lessons.rapanui.{number:02d}.step.{i}" for i in range(1, count + 1)]


def _choice(
    number: int, cid: str, right: bool, action: str | None = None, **params: Any
) -> dict[str, Any]:
    return choice(f"lessons.rapanui.{number:02d}", cid, right, action, **params)


def _lesson(
    number: int,
    slug: str,
    mechanisms: list[str],
    script: Script,
    start: int,
    steps: list[dict[str, Any]],
    exercise: dict[str, Any] | list[dict[str, Any]],
) -> dict[str, Any]:
    return lesson("rapanui", number, slug, mechanisms, NAMES, script, start, steps, exercise)
