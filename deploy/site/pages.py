"""The static site's pages (:mod:`deploy.site.build`): the notebooks staged with their setup cell,
the rendered pages patched (icons, ``moai-site.js``, shared styles), the index and the landing page."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

from deploy.site.common import (
    FONTAWESOME,
    HERE,
    MARK,
    PRELOAD,
    ROOT,
    SITE_DIR,
)

MARKERS = {
    # Voila's lab template takes Font Awesome from a CDN: the site serves its own copy.
    "fa_all": '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/'
    'fontawesome-free@^5/css/all.min.css" type="text/css" />',
    "fa_shims": '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/'
    'fontawesome-free@^5/css/v4-shims.min.css" type="text/css" />',
}
CONFIG_SCRIPT = re.compile(
    r'(<script id="jupyter-config-data" type="application/json">.*?</script>)', re.S
)


# -- the pages --------------------------------------------------------------------------------------


def setup_cell(page: str, pages: list[str], code: dict[str, str] | None = None) -> dict[str, Any]:
    """The first cell of ``page`` in the site (not shown): the page's query string and the
    site's pages as the working folder, as Voila gives them on a server; widget messages that
    carry ``None`` as a server's kernel does, and the game kept in the browser
    (:mod:`widgets.site_kernel`). With ``code`` (each page's code, by its path without
    ``.ipynb``), the pages' router (:mod:`widgets.site_router`): a link to one of them opens it
    in this page's Python."""
    folder = str(Path(page).parent).replace(".", "")
    router = []
    if code is not None:
        name = page.removesuffix(".ipynb")
        router = [
            "import widgets.site_router as _router",
            f'_router.install({name!r}, {code!r}, _site, _os.environ["QUERY_STRING"])',
            "del _router",
        ]
    source = "\n".join(
        [
            "# Moai Kit's static site: what Voila gives a page on a server.",
            "import os as _os",
            "import pathlib as _pathlib",
            f'_os.environ["QUERY_STRING"] = "{MARK}"  # the page address\'s, from moai-site.js',
            f"_site = _pathlib.Path({SITE_DIR!r})",
            f"for _page in {pages!r}:",
            "    (_site / _page).parent.mkdir(parents=True, exist_ok=True)",
            "    (_site / _page).touch()",
            f"_os.chdir(_site / {folder!r})",
            *router,
            "del _os, _pathlib, _site, _page",
            "import widgets.site_kernel as _kernel",
            "_kernel.send_none_as_null()",
            "await _kernel.keep_games_in_browser()",
            "del _kernel",
        ]
    )
    return {
        "cell_type": "code",
        "id": "moai-site-setup",
        "execution_count": None,
        "metadata": {"tags": ["moai-site"]},
        "outputs": [],
        "source": source,
    }


def notebook_pages(folder: Path) -> list[str]:
    """The notebooks under ``folder`` (relative POSIX paths, sorted)."""
    return sorted(
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts
    )


ROUTED_NOT = ("index.ipynb",)
"""Pages the router does not open: the landing page is a static page (no Python)."""


def pages_code(folder: Path, pages: list[str]) -> dict[str, str]:
    """Each page's code cells (the notebooks are thin: import, construct, show), by the page's
    path without ``.ipynb``, for the pages' router (:mod:`widgets.site_router`)."""
    code = {}
    for page in pages:
        if page in ROUTED_NOT:
            continue
        nb = json.loads((folder / page).read_text(encoding="utf-8"))
        cells = [c["source"] for c in nb["cells"] if c["cell_type"] == "code"]
        code[page.removesuffix(".ipynb")] = "\n\n".join(
            "".join(s) if isinstance(s, list) else s for s in cells
        )
    return code


def stage_notebooks(source: Path, dest: Path) -> list[str]:
    """Copies of the notebooks under ``dest``, each with its setup cell first."""
    if dest.exists():
        shutil.rmtree(dest)
    pages = notebook_pages(source)
    code = pages_code(source, pages)
    for page in pages:
        nb = json.loads((source / page).read_text(encoding="utf-8"))
        nb["cells"] = [setup_cell(page, pages, code), *nb["cells"]]
        target = dest / page
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return pages


def lite_config() -> dict[str, Any]:
    """The site's ``jupyter-lite.json``: Pyodide from the site, the packages from its lock and
    never from the package index."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Moai Kit",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.js",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": list(PRELOAD)},
                }
            },
        },
    }


def relative_root(page: Path, out: Path) -> str:
    """The relative address of the site's root from ``page`` ("../../" for voici/render/x.html)."""
    depth = len(page.relative_to(out).parts) - 1
    return "../" * depth


EMPTY_ICON = '<link rel="icon" href="data:;base64,=">'
"""Voila's lab template's empty icon, which the site's pages replace with the kit's."""


def icon_link() -> str:
    """The kit's icon for a page's tab (:func:`widgets.icon.icon_link`)."""
    sys.path.insert(0, str(ROOT))
    try:
        from widgets.icon import icon_link as link
    finally:
        sys.path.remove(str(ROOT))
    return link()


def patch_page(html: str, prefix: str) -> str:
    """A rendered page with the site's icons and ``moai-site.js`` (``prefix``: the site root)."""
    for key, marker in MARKERS.items():
        if marker not in html:
            raise ValueError(f"the page template changed: no {key} link to replace")
    css = f"{prefix}static/fontawesome/css/"
    html = html.replace(MARKERS["fa_all"], f'<link rel="stylesheet" href="{css}all.min.css">')
    html = html.replace(
        MARKERS["fa_shims"], f'<link rel="stylesheet" href="{css}v4-shims.min.css">'
    )
    html = html.replace(EMPTY_ICON, icon_link())  # the kit's icon, inline
    script = f'\\1\n<script src="{prefix}static/moai-site.js"></script>'
    html, count = CONFIG_SCRIPT.subn(script, html, count=1)
    if count != 1:
        raise ValueError("the page template changed: no jupyter-config-data script")
    return html


STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.S)
SHARED_STYLE = 8000
"""A ``<style>`` of at least this many characters goes to a file that every page shares."""
RELATIVE_URL = re.compile(r"""url\(\s*["']?(?!data:|#)""")


def share_styles(html: str, prefix: str, folder: Path) -> str:
    """``html`` with each large ``<style>`` (Voici inlines JupyterLab's theme, 250 kB, in every
    page) in a file of ``folder`` named by its content, linked in its place: stored once,
    cached by the browser once. A style with a relative ``url()`` stays in the page."""

    def replace(match: re.Match[str]) -> str:
        css = match.group(1)
        if len(css) < SHARED_STYLE or RELATIVE_URL.search(css):
            return match.group(0)
        name = f"{hashlib.sha256(css.encode()).hexdigest()[:16]}.css"
        path = folder / name
        if not path.exists():
            folder.mkdir(parents=True, exist_ok=True)
            path.write_text(css, encoding="utf-8")
        return f'<link rel="stylesheet" href="{prefix}static/{folder.name}/{name}">'

    return STYLE.sub(replace, html)


INDEX_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moai Kit</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>location.replace("voici/render/index.html" + location.search + location.hash);</script>
</head>
<body><p><a href="voici/render/index.html">Moai Kit</a></p></body>
</html>
"""


def finish_site(out: Path) -> list[Path]:
    """Patch the rendered pages, add the site's static files and its index; the pages."""
    static = out / "static"
    shutil.copytree(FONTAWESOME, static / "fontawesome", dirs_exist_ok=True)
    shutil.copy2(HERE / "moai-site.js", static / "moai-site.js")
    patient_anywidget(out / "extensions" / "anywidget")
    script = (static / "moai-site.js").read_text(encoding="utf-8")
    if MARK not in script:
        raise ValueError(f"moai-site.js does not fill in {MARK}")
    pages = sorted((out / "voici" / "render").rglob("*.html"))
    for page in pages:
        prefix = relative_root(page, out)
        html = patch_page(page.read_text(encoding="utf-8"), prefix)
        page.write_text(share_styles(html, prefix, static / "css"), encoding="utf-8")
    # the folder listings (voici/tree) are not part of the kit: both indexes open the landing page
    shutil.rmtree(out / "voici" / "tree", ignore_errors=True)
    (out / "index.html").write_text(INDEX_HTML, encoding="utf-8")
    (out / "voici" / "index.html").write_text(
        INDEX_HTML.replace("voici/render/", "render/"), encoding="utf-8"
    )
    return pages


def patient_anywidget(extension: Path) -> None:
    """The site's anywidget front end with a minute, not two seconds, for a figure's module to
    load (:mod:`deploy.anywidget_wait`): the browser starts Python beside it."""
    sys.path.insert(0, str(ROOT))
    try:
        from deploy import anywidget_wait
    finally:
        sys.path.remove(str(ROOT))
    anywidget_wait.patch_folder(extension)


def static_landing(out: Path, notebooks: Path) -> None:
    """The landing page as the served app answers it: one static page (both languages inside,
    ``?lang=`` honoured by its script), which needs no Python and so opens at once; its links
    name the site's pages."""
    sys.path.insert(0, str(ROOT))
    try:
        from widgets.pages.landing_page import landing_document
    finally:
        sys.path.remove(str(ROOT))
    html = landing_document("en", notebooks).replace(".ipynb?", ".html?")
    if ".ipynb" in html:
        raise ValueError("the landing page links to a notebook the site does not have")
    (out / "voici" / "render" / "index.html").write_text(html, encoding="utf-8")
