"""How often a design lesson's verdict holds on other seeds: its ten seed blocks, kept as data.

Each design lesson is sized (:class:`kit.lab.lessons.Sizing`) so that its verdict is the same on
at least 9 of 10 independent blocks of seeds, far from the lesson's own seed (block ``k`` starts
at seed ``1,000,000 + k·games``). Playing the ten blocks takes minutes, so what each block found
(its verdict and the numbers the lesson's texts quote) is kept next to the game's lessons, in
``<design module>_blocks.json``, and the lesson page shows how often its verdict held. A test
replays two of the blocks and checks they still give exactly the numbers kept: the games being
seeded, the same numbers mean the same code, and the kept blocks stand; after a change of the
rules engines or bots the test fails and says to play the blocks again:

    python -m kit.lab.lesson_blocks              # every lesson (or name some), then write
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from typing import Any

from kit import games as registry
from kit.lab.lessons import DesignLesson, design_lesson, design_lessons

BLOCKS = 10
FIRST_SEED = 1_000_000


def block_seed(lesson: DesignLesson, k: int) -> int:
    """The first seed of block ``k`` of ``lesson`` (blocks of ``lesson.games`` seeds, apart)."""
    return FIRST_SEED + k * lesson.games


def play_block(lesson: DesignLesson, k: int, workers: int | None = 1) -> dict[str, Any]:
    """What block ``k`` finds: ``{"answer": ..., "quoted": {...}}`` (the verdict and the numbers
    the lesson's texts quote, as its own run would give them)."""
    tables = lesson.play(workers=workers, seed=block_seed(lesson, k), causes=False)
    answer, quoted = lesson.findings(tables)
    return {"answer": answer, "quoted": json.loads(json.dumps(quoted))}


def blocks_file(lesson: DesignLesson) -> Path:
    """The file that keeps the blocks of the lessons of ``lesson``'s game (beside its module)."""
    module = importlib.import_module(_module_name(lesson))
    return Path(str(module.__file__)).with_name(f"{module.__name__.rpartition('.')[2]}_blocks.json")


def _module_name(lesson: DesignLesson) -> str:
    return registry.spec(lesson.game).part("design")


def kept_blocks(lesson: DesignLesson) -> list[dict[str, Any]]:
    """The blocks of ``lesson`` as kept (an empty list if they were never played)."""
    path = blocks_file(lesson)
    if not path.exists():
        return []
    kept = json.loads(path.read_text(encoding="utf-8"))
    return list(kept.get(lesson.id, {}).get("blocks", []))


def held(lesson: DesignLesson, answer: str) -> tuple[int, int]:
    """How many of the kept blocks found ``answer``, and how many blocks are kept."""
    blocks = kept_blocks(lesson)
    return sum(block["answer"] == answer for block in blocks), len(blocks)


def write_blocks(lesson: DesignLesson, blocks: list[dict[str, Any]]) -> Path:
    """Keep ``blocks`` as ``lesson``'s (the other lessons' blocks in the file stay)."""
    path = blocks_file(lesson)
    kept = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    kept[lesson.id] = {
        "games": lesson.games,
        "first_seed": FIRST_SEED,
        "blocks": blocks,
    }
    text = json.dumps(dict(sorted(kept.items())), ensure_ascii=False, indent=1)
    path.write_text(text + "\n", encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Play the seed blocks of design lessons.")
    parser.add_argument("lessons", nargs="*", help="lesson ids (none: every lesson)")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: cores)")
    args = parser.parse_args(argv)
    lessons = [design_lesson(i) for i in args.lessons] or design_lessons()
    for lesson in lessons:
        blocks = []
        for k in range(BLOCKS):
            blocks.append(play_block(lesson, k, workers=args.workers))
            print(f"{lesson.id}: block {k + 1}/{BLOCKS}: {blocks[-1]['answer']}", flush=True)
        path = write_blocks(lesson, blocks)
        print(f"{lesson.id}: kept in {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
