"""Every message catalog of the kit and its pages, found in the sources (for the tests that read
all of them: the glossary, the learners' words)."""

from __future__ import annotations

import importlib
from pathlib import Path

import kit
from kit.core import i18n

ROOT = Path(kit.__file__).resolve().parents[1]


def kit_catalogs() -> dict[str, i18n.Catalog]:
    """Every catalog of the kit and its pages by domain: the values of type ``Catalog`` (or lists
    of them) in each module of ``kit`` and ``widgets`` that builds one (not the tests' own)."""
    found: dict[str, i18n.Catalog] = {}
    for path in sorted([*(ROOT / "kit").rglob("*.py"), *(ROOT / "widgets").rglob("*.py")]):
        if "Catalog(" not in path.read_text(encoding="utf-8") or path.stem == "__main__":
            continue
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        for value in vars(module).values():
            for item in value if isinstance(value, list | tuple) else [value]:
                if isinstance(item, i18n.Catalog):
                    found[item.domain] = item
    return found
