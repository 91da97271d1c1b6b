"""Build the lessons' prepared positions as JSON: ``python -m kit.lessons.build [game ...]``.

A game's lessons are made by ``kit/lessons/build_<game>.py``: a tuple ``BUILDERS`` of functions,
each returning one lesson's JSON form. They play a seeded game with the engine's greedy bots up to
the lesson's position (:class:`Script`), then take the actions the lesson steps through one by one
(:func:`step` checks that each causes the events its sentence speaks of). The files are written
to ``kit/lessons/data/<game>/<id>.json`` and checked; the lessons' tests replay the written files,
so a lesson that no longer fits the rules fails there first. Run it again after a rule change.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from kit import games
from kit.core.game import Event, Game
from kit.lessons.checking import check
from kit.lessons.files import DATA, lesson_from_dict


class Script:
    """A seeded game of ``engine`` moved on by its greedy bots or by chosen actions."""

    def __init__(self, engine: ModuleType, seed: int, players: int) -> None:
        self.engine = engine
        self.game: Game = engine.new_game(players, seed=seed)
        self.bots = [engine.GreedyBot() for _ in range(players)]
        self.rng = random.Random(seed)

    @property
    def at(self) -> int:
        """How many actions have been taken."""
        return len(self.game.history)

    def bots_to(self, count: int) -> None:
        """Let the greedy bots play until ``count`` actions have been taken."""
        while self.at < count:
            seat = self.game.to_move[0]
            view = self.game.view(seat)
            self.game.apply(self.bots[seat].choose(view, self.game.legal_actions(seat), self.rng))

    def play(self, notation: str) -> list[Event]:
        """Take the action written ``notation`` (it must be legal)."""
        return self.game.apply(self.engine.ACTIONS.parse(notation))


def step(
    script: Script,
    notation: str,
    rules: list[str],
    key: str,
    expect: list[dict[str, Any]],
    params: dict[str, Any] | None = None,
    yours: bool = False,
) -> dict[str, Any]:
    """Take the action ``notation`` as a lesson step (JSON form); each event of ``expect`` must
    be among those it causes. ``yours``: the learner makes this move."""
    events = script.play(notation)
    for wanted in expect:
        assert any(all(e.get(k) == v for k, v in wanted.items()) for e in events), (
            notation,
            wanted,
            events,
        )
    out: dict[str, Any] = {"action": notation, "rules": rules, "sentence": key, "expect": expect}
    if params:
        out["params"] = params
    if yours:
        out["yours"] = True
    return out


def choice(
    prefix: str, cid: str, right: bool, action: str | None = None, **params: Any
) -> dict[str, Any]:
    """An exercise's choice (JSON form): an action, or a named option labelled
    ``<prefix>.choice.<cid>``; explained by ``<prefix>.why.<cid>``."""
    out: dict[str, Any] = {"id": cid, "right": right, "why": f"{prefix}.why.{cid}"}
    if action is None:
        out["label"] = f"{prefix}.choice.{cid}"
    else:
        out["action"] = action
    if params:
        out["params"] = params
    return out


def lesson(
    game: str,
    number: int,
    slug: str,
    mechanisms: list[str],
    names: dict[str, list[str]],
    script: Script,
    start: int,
    steps: list[dict[str, Any]],
    exercise: dict[str, Any] | list[dict[str, Any]],
) -> dict[str, Any]:
    """A whole lesson (JSON form); its texts are ``lessons.<game>.<NN>.title`` etc. Give one
    exercise or a list of them (in the order of their positions)."""
    prefix = f"lessons.{game}.{number:02d}"
    return {
        "id": f"{number:02d}_{slug}",
        "game": game,
        "number": number,
        "title": f"{prefix}.title",
        "summary": f"{prefix}.summary",
        "explanation": f"{prefix}.explain",
        "mechanisms": mechanisms,
        "names": names,
        "viewer": "actor",
        "start": start,
        "steps": steps,
        "exercises": exercise if isinstance(exercise, list) else [exercise],
        "record": script.game.record(),
    }


def build(game: str, folder: Path | None = None) -> list[Path]:
    """Write every lesson of ``game`` into ``folder`` (default: the package's data) and check
    each; returns the paths written."""
    builders = importlib.import_module(games.spec(game).part("lessons")).BUILDERS
    folder = DATA / game if folder is None else folder
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for builder in builders:
        data = builder()
        check(lesson_from_dict(data))
        path = folder / f"{data['id']}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


def lesson_games() -> tuple[str, ...]:
    """The games that have lessons to build (a ``GameSpec.part("lessons")`` module)."""
    return tuple(
        spec.key for spec in games.specs() if importlib.util.find_spec(spec.part("lessons"))
    )


def main(argv: list[str] | None = None) -> int:
    chosen = (argv if argv is not None else sys.argv[1:]) or list(lesson_games())
    for game in chosen:
        for path in build(game):
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
