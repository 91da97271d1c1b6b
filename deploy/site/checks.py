"""The checks of a built static site (:mod:`deploy.site.build`): the lock's files are there and no
page or stylesheet loads anything from another site."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from deploy.site.common import (
    sha256,
)

EXTERNAL = re.compile(
    r"""<(?:script|img|iframe|source|audio|video|embed|track)\b[^>]*?\bsrc\s*=\s*["']?(?:https?:)?//"""
    r"""|<link\b[^>]*?\bhref\s*=\s*["']?(?:https?:)?//"""
    r"""|@import\s+(?:url\()?\s*["']?(?:https?:)?//"""
    r"""|url\(\s*["']?(?:https?:)?//""",
    re.I,
)
"""What in HTML or CSS makes a browser load from another site (a plain link does not)."""


def external_references_in(text: str) -> Iterator[str]:
    """Each place in ``text`` (HTML or CSS) that loads something from another site."""
    for match in EXTERNAL.finditer(text):
        start = max(0, match.start() - 40)
        yield "..." + text[start : match.end() + 60].replace("\n", " ") + "..."


def external_references(out: Path) -> Iterator[str]:
    """Every place in the site's HTML and CSS that would load something from another site."""
    for path in sorted(out.rglob("*")):
        if path.suffix in (".html", ".css"):
            text = path.read_text(encoding="utf-8", errors="replace")
            for found in external_references_in(text):
                yield f"{path.relative_to(out)}: {found}"


def check_site(out: Path, lock: dict[str, Any]) -> None:
    """The lock's files are all there and no page loads anything from outside the site."""
    pyodide = out / "static" / "pyodide"
    for entry in lock["packages"].values():
        path = pyodide / entry["file_name"]
        if not path.exists() or sha256(path) != entry["sha256"]:
            raise RuntimeError(f"{entry['file_name']}: missing or not the lock's")
    refs = list(external_references(out))
    if refs:
        raise RuntimeError("pages load from outside the site:\n" + "\n".join(refs[:20]))


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
