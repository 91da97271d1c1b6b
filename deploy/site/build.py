"""Build Moai Kit as a static website: the notebooks as Voici pages running on Pyodide.

Run with the site's own tools (``.venv-site``, from ``deploy/site/requirements.txt``)::

    .venv-site/bin/python deploy/site/build.py            # -> _site/
    .venv-site/bin/python deploy/site/build.py --out /tmp/site

Everything the pages need is inside the output folder: the Pyodide runtime (from the npm package
``pyodide``), every Python package as a wheel listed in ``pyodide-lock.json`` with its own hash
(the kernel's packages, the project's pins from ``wheels.txt`` and this project's own wheel), the
JupyterLite and widget front-end, Font Awesome and the fonts. No page asks for anything outside
its own site. Every wheel and Pyodide's standard library are compiled to bytecode by Pyodide
itself (``pycompile.js`` in Node.js): a page then imports without compiling (a few seconds less
on every page). Downloads and compiled wheels are kept in ``build/site-cache``: a rebuild
downloads nothing and compiles only the project's own wheel.

What the build adds to Voici's output, so that the pages work as they do under Voila:

- each notebook gets a first cell (not shown) that gives the kernel the page's query string
  (``?lang=zh-TW``, read by :func:`widgets.language.page_lang`) and a working folder holding the
  site's pages, which the pages look for to offer their links; it also installs the pages'
  router (:mod:`widgets.site_router`) with every page's code: a link from a page to another
  page of the games' folders opens it in the Python already running (about a second, not a new
  Pyodide's 6 s), at its own address (``history.pushState``; back, forward and a reload work);
- ``static/moai-site.js`` on every page fills in that query string before the kernel starts and
  turns the kit's links to ``*.ipynb`` pages into the site's ``*.html`` pages;
- the stylesheet that Voici puts in every page (JupyterLab's theme, 250 kB) is one shared file;
- the site's ``index.html`` opens the landing page, keeping ``?lang=``; the landing page is the
  static page the served app answers (:mod:`widgets.pages.landing_page`): no Python, so it opens at once.

The parts live beside this script: ``common.py`` (folders, versions, helpers), ``wheels.py``
(the wheels and Pyodide's tarball), ``lock.py`` (the site's lock and compiled wheels),
``pages.py`` (the pages and what the build adds to them) and ``checks.py`` (the built site's
checks); this script runs the build and gives the names the parts define.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # run as a script, or loaded from its file: the parts are beside it
try:
    from deploy.site.checks import (
        EXTERNAL,
        check_site,
        external_references,
        external_references_in,
        folder_size,
    )
    from deploy.site.common import (
        CACHE,
        FONTAWESOME,
        HERE,
        KERNEL_WHEELS,
        MARK,
        NOTEBOOKS,
        OUT,
        PRELOAD,
        PYODIDE_FILES,
        PYODIDE_TARBALL_SHA256,
        PYODIDE_VERSION,
        PYTHON_VERSION,
        SITE_DIR,
        STAGE,
        canonical,
        log,
        sha256,
    )
    from deploy.site.lock import (
        WheelInfo,
        build_pyodide,
        closure,
        compile_wheels,
        marker_holds,
        site_lock,
        wheel_info,
    )
    from deploy.site.pages import (
        CONFIG_SCRIPT,
        EMPTY_ICON,
        INDEX_HTML,
        MARKERS,
        RELATIVE_URL,
        SHARED_STYLE,
        STYLE,
        finish_site,
        icon_link,
        lite_config,
        notebook_pages,
        pages_code,
        patch_page,
        patient_anywidget,
        relative_root,
        setup_cell,
        share_styles,
        stage_notebooks,
        static_landing,
    )
    from deploy.site.wheels import (
        Requirement,
        cached_wheels,
        fetch_pyodide,
        fetch_wheels,
        placeholder_wheel,
        project_wheel,
        read_requirements,
        wheel_name_version,
    )
finally:
    sys.path.remove(str(ROOT))

__all__ = [  # the names this script has always given, defined by its parts
    "CACHE",
    "CONFIG_SCRIPT",
    "EMPTY_ICON",
    "EXTERNAL",
    "FONTAWESOME",
    "HERE",
    "INDEX_HTML",
    "KERNEL_WHEELS",
    "MARK",
    "MARKERS",
    "NOTEBOOKS",
    "OUT",
    "PRELOAD",
    "PYODIDE_FILES",
    "PYODIDE_TARBALL_SHA256",
    "PYODIDE_VERSION",
    "PYTHON_VERSION",
    "RELATIVE_URL",
    "ROOT",
    "SHARED_STYLE",
    "SITE_DIR",
    "STAGE",
    "STYLE",
    "Requirement",
    "WheelInfo",
    "build",
    "build_pyodide",
    "cached_wheels",
    "canonical",
    "check_site",
    "closure",
    "compile_wheels",
    "external_references",
    "external_references_in",
    "fetch_pyodide",
    "fetch_wheels",
    "finish_site",
    "folder_size",
    "icon_link",
    "lite_config",
    "log",
    "main",
    "marker_holds",
    "notebook_pages",
    "pages_code",
    "patch_page",
    "patient_anywidget",
    "placeholder_wheel",
    "project_wheel",
    "read_requirements",
    "relative_root",
    "setup_cell",
    "sha256",
    "share_styles",
    "site_lock",
    "stage_notebooks",
    "static_landing",
    "wheel_info",
    "wheel_name_version",
]


# -- the build --------------------------------------------------------------------------------------


def build(out: Path, cache: Path = CACHE, stage: Path = STAGE) -> None:
    """Build the site into ``out`` (replaced: an earlier site, or an empty folder)."""
    if out.exists() and any(out.iterdir()) and not (out / "jupyter-lite.json").exists():
        raise RuntimeError(f"{out} is not empty and holds no earlier site: not replaced")
    started = time.perf_counter()
    tarball = fetch_pyodide(cache)
    wheels = fetch_wheels(HERE / "wheels.txt", cache / "wheels")
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    kit = project_wheel(stage / "dist")
    log(f"project wheel: {kit.name}")
    kernel_pypi = (
        Path(sys.prefix)
        / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    )
    kernel_wheels = [next(kernel_pypi.glob(f"{name}-*.whl")) for name in KERNEL_WHEELS]
    lock = build_pyodide(
        stage / "lite" / "static" / "pyodide",
        tarball,
        [*wheels.values(), *kernel_wheels],
        cache,
        kit,
    )
    log(f"pyodide-lock.json: {len(lock['packages'])} packages")
    (stage / "lite" / "jupyter-lite.json").write_text(
        json.dumps(lite_config(), indent=1) + "\n", encoding="utf-8"
    )
    pages = stage_notebooks(NOTEBOOKS, stage / "notebooks")
    log(f"notebooks: {len(pages)}")
    if out.exists():
        shutil.rmtree(out)
    voici = Path(sys.executable).parent / "voici"
    done = subprocess.run(
        [
            str(voici),
            "build",
            f"--lite-dir={stage / 'lite'}",
            f"--contents={stage / 'notebooks'}",
            f"--output-dir={out}",
            "--no-sourcemaps",
            "--no-unused-shared-packages",
            "--log-level=WARN",
        ],
        cwd=stage,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    if done.returncode != 0:
        print(done.stdout[-6000:], file=sys.stderr)
        raise RuntimeError(f"voici build failed ({done.returncode})")
    rendered = finish_site(out)
    static_landing(out, stage / "notebooks")
    check_site(out, lock)
    size = folder_size(out)
    log(
        f"built {out} in {time.perf_counter() - started:.0f} s: {len(rendered)} pages, "
        f"{size / 1e6:.1f} MB"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="the site's folder (default _site)")
    parser.add_argument("--cache", type=Path, default=CACHE, help="downloads kept between builds")
    args = parser.parse_args(argv)
    build(args.out.resolve(), args.cache.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
