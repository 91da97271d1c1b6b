"""What the Giants lessons' builders share (see :mod:`kit.lessons.build_giants`): the players'
names, a seeded script, lesson steps, exercises made of the engine's moves, and small readings of
a game (the moai on the quarry tile or in the supply, what an auction pick carves, who was paid).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kit import giants
from kit.giants.actions import Decline, Sculpt
from kit.giants.game import Giants
from kit.lessons import decisions
from kit.lessons.build import Script, choice, lesson, step
from kit.lessons.walk import PlayOn

NAMES = {"en": ["Hotu", "Marama", "Tiki", "Vai"], "zh-TW": ["霍圖", "瑪拉瑪", "提基", "瓦伊"]}


def _step(
    script: Script,
    notation: str,
    rules: list[str],
    key: str,
    expect: list[dict[str, Any]],
    params: dict[str, Any] | None = None,
    yours: bool = False,
) -> dict[str, Any]:
    """A lesson step (:func:`kit.lessons.build.step`); a step that causes no event (a player
    keeping their markers, choosing only their own carriers) expects none and says so by
    leaving ``expect`` out, as the lesson files write it. ``yours``: the learner makes it."""
    out = step(script, notation, rules, key, expect, params, yours=yours)
    if not out["expect"]:
        del out["expect"]
    return out


def _script(seed: int, players: int = 3) -> Script:
    return Script(giants, seed, players)


def _keys(number: int, count: int) -> list[str]:
    return [f"lessons.giants.{number:02d}.step.{i}" for i in range(1, count + 1)]


def _move(number: int, cid: str, right: bool, notation: str, **params: Any) -> dict[str, Any]:
    """A move the learner makes with the controls (labelled by the engine)."""
    return choice(f"lessons.giants.{number:02d}", cid, right, notation, **params)


def _exercise(
    at: int,
    question: str,
    choices: list[dict[str, Any]],
    figures: list[str],
    viewer: int | None = None,
    params: dict[str, Any] | None = None,
    play_on: int = 0,
) -> dict[str, Any]:
    """An exercise (JSON form): ``question`` is ``lessons.giants.<question>``."""
    return decisions.exercise("giants", at, question, choices, figures, viewer, params, play_on)


played = decisions.played
"""What the bots make of the move ``notation`` at exercise ``index`` of the lesson ``data``."""


def paid(play: PlayOn, seat: int) -> list[tuple[int, int]]:
    """The help points ``seat`` scored during ``play``: (points, mover) per payment (R7.6)."""
    return [
        (e["points"], e["mover"])
        for e in play.events
        if e["type"] == "helper_paid" and e["seat"] == seat
    ]


def _lesson(
    number: int,
    slug: str,
    mechanisms: list[str],
    script: Script,
    start: int,
    steps: list[dict[str, Any]],
    exercise: dict[str, Any] | list[dict[str, Any]],
) -> dict[str, Any]:
    return lesson("giants", number, slug, mechanisms, NAMES, script, start, steps, exercise)


def _play(script: Script, *notations: str) -> None:
    for notation in notations:
        script.play(notation)


def _bots_until(script: Script, done: Callable[[Giants], bool]) -> None:
    """Let the greedy bots play until ``done(game)`` holds."""
    while not done(script.game):  # type: ignore[arg-type]
        script.bots_to(script.at + 1)


def _tile(game: Giants) -> list[int]:
    return sorted(i.size for i in game.state.items.values() if i.place == "tile")


def _supply(game: Giants, size: int) -> int:
    return sum(1 for i in game.state.items.values() if i.place == "supply" and i.size == size)


def sculpted_after(game: Giants, notation: str, seat: int) -> int:
    """The total size of the moai ``seat`` carves in this auction if it picks ``notation`` now
    and then every picker, itself included, takes the largest moai it can (without the chief
    when it can)."""
    game = game.clone()
    game.apply(giants.ACTIONS.parse(notation))
    while game.phase == "auction_pick":
        picker = game.to_move[0]
        picks = [a for a in game.legal_actions(picker) if isinstance(a, Sculpt)]
        best = max(picks, key=lambda a: (a.size, not a.chief)) if picks else Decline(picker)
        game.apply(best)
    return sum(i.size for i in game.state.front_items(seat) if i.kind == "moai")
