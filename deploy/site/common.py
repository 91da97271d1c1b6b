"""What every part of the static site's build shares (:mod:`deploy.site.build`): its folders,
Pyodide's version, the packages loaded with it, and small helpers."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
NOTEBOOKS = ROOT / "notebooks"
CACHE = ROOT / "build" / "site-cache"
STAGE = ROOT / "build" / "site-stage"
OUT = ROOT / "_site"
FONTAWESOME = (
    ROOT / "deploy" / "jupyter" / "voila" / "templates" / "moai" / "static" / "fontawesome"
)

PYODIDE_VERSION = "0.29.0"
PYODIDE_TARBALL_SHA256 = "52ea0e976b6e8373ef911f21cb3751ea50b03eb423b093fbfa21ffc27e842f01"
PYODIDE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
PYTHON_VERSION = "3.13"
"""The Python of Pyodide 0.29.0 (its lock says 3.13.2)."""

KERNEL_WHEELS = ("piplite", "pyodide_kernel", "ipykernel")
"""Wheels that the Pyodide kernel extension ships (its ``static/pypi``), put in the lock too."""

PRELOAD = (
    "micropip",
    "piplite",
    "sqlite3",
    "ipykernel",
    "comm",
    "pyodide-kernel",
    "jedi",
    "ipython",
    "moai-kit",
)
"""Loaded with Pyodide itself, from the lock, all at once: the kernel's packages (which the kernel
would otherwise install one by one through piplite) and the kit with everything it imports."""

MARK = "__MOAI_QUERY__"
"""Stands for the page's query string in the first cell; moai-site.js puts the real one there."""

SITE_DIR = "/home/pyodide/moai-site"
"""The working folder of the pages' kernels: the site's notebooks, as empty files."""


def log(message: str) -> None:
    print(f"[site] {message}", flush=True)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def canonical(name: str) -> str:
    """A package name as the lock keys it (PEP 503: lower case, runs of ``-_.`` as ``-``)."""
    return re.sub(r"[-_.]+", "-", name).lower()
