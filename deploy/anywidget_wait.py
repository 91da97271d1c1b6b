"""The browser side of anywidget, given time to load a figure on a slow computer.

anywidget's front end (0.9.18 and later) gives each widget model two seconds to load its module;
when that runs out, the model's ``ready`` promise is rejected for good: every later message from
the kernel to that model fails with "[anywidget] Failed to initialize model." and is dropped.
Plotly's ``FigureWidget`` is an anywidget whose module is Plotly.js itself (about 4 MB): on a
slow school laptop, or with the static site's Python starting beside it, loading it can take
longer than two seconds, and the figure then never changes again (no move drawn, clicks lost).

The kit serves a copy of anywidget's front end in which the model waits up to a minute, the same
code otherwise: the served app puts the copy first on Voilà's extension path (``deploy/moai_voila``)
and the static site's build patches the copy it ships (``deploy/site/build.py``). A bundle that
does not have the expected code (another anywidget version) is refused, so that an upgrade is
looked at rather than shipped unpatched.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

WAIT_MS = 60_000
"""How long a model may take to load its module, in milliseconds (anywidget's own: 2,000)."""

_INIT_WAIT = re.compile(
    r"AbortSignal\.timeout\((\d+)\)(?=\.addEventListener\(\"abort\", function\(\) \{\s*"
    r"resolvers\.reject\(new Error\(\"\[anywidget\] Failed to initialize model\.\"\)\))"
)


class UnknownBundle(ValueError):
    """anywidget's front end does not have the code this patch expects."""


def patch_text(js: str) -> tuple[str, int]:
    """``js`` with the model's load wait set to :data:`WAIT_MS`; the number of waits changed
    (0 when ``js`` has no model to load, or already waits that long)."""
    found = list(_INIT_WAIT.finditer(js))
    if not found and "Failed to initialize model" in js:
        raise UnknownBundle("anywidget's model wait is not where this patch expects it")
    changed = sum(1 for m in found if int(m.group(1)) != WAIT_MS)
    return _INIT_WAIT.sub(f"AbortSignal.timeout({WAIT_MS})", js), changed


def patch_folder(extension: Path) -> list[Path]:
    """Patch, in place, the scripts of anywidget's extension folder ``extension`` (the one with
    ``package.json``); the scripts that have the wait. Raises :class:`UnknownBundle` if none
    has it."""
    patched: list[Path] = []
    for script in sorted((extension / "static").glob("*.js")):
        js = script.read_text(encoding="utf-8")
        if "Failed to initialize model" not in js:
            continue
        new, _changed = patch_text(js)
        if new != js:
            script.write_text(new, encoding="utf-8")
        patched.append(script)
    if not patched:
        raise UnknownBundle(f"no anywidget model wait found in {extension}")
    return patched


def patched_copy(extension: Path, out: Path) -> Path:
    """A patched copy of anywidget's extension folder ``extension`` in ``out/anywidget``
    (replacing what was there); the labextensions folder ``out`` to put first on the path."""
    target = out / "anywidget"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(extension, target)
    patch_folder(target)
    return out


def installed_extension(labextension_paths: list[str]) -> Path | None:
    """The first anywidget extension folder on ``labextension_paths``, if any."""
    for folder in labextension_paths:
        candidate = Path(folder) / "anywidget"
        if (candidate / "package.json").is_file():
            return candidate
    return None


def main() -> None:
    """``python -m deploy.anywidget_wait``: patch the installed anywidget in place (for servers
    that are not the kit's launcher: Binder's ``postBuild``, JupyterLab)."""
    from jupyter_core.paths import jupyter_path

    extension = installed_extension(jupyter_path("labextensions"))
    if extension is None:
        raise SystemExit("anywidget's JupyterLab extension is not installed")
    for script in patch_folder(extension):
        print(f"anywidget waits {WAIT_MS // 1000} s for a model's module: {script}")


if __name__ == "__main__":
    main()
