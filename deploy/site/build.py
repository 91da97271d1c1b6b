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
  site's pages, which the pages look for to offer their links;
- ``static/moai-site.js`` on every page fills in that query string before the kernel starts and
  turns the kit's links to ``*.ipynb`` pages into the site's ``*.html`` pages;
- the stylesheet that Voici puts in every page (JupyterLab's theme, 250 kB) is one shared file;
- the site's ``index.html`` opens the landing page, keeping ``?lang=``; the landing page is the
  static page the served app answers (:mod:`widgets.landing_page`): no Python, so it opens at once.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path
from typing import Any

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


# -- the wheels -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Requirement:
    """One line of ``wheels.txt``: ``name==version --hash=sha256:...``."""

    name: str
    version: str
    hashes: tuple[str, ...]


def read_requirements(path: Path) -> list[Requirement]:
    """The pinned wheels of ``path`` (comments and blank lines skipped)."""
    out = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("--") else ""
        if not line:
            continue
        spec, *options = line.split()
        name, sep, version = spec.partition("==")
        if not sep:
            raise ValueError(f"{path.name}: not pinned with ==: {raw!r}")
        hashes = tuple(o.split(":", 1)[1] for o in options if o.startswith("--hash=sha256:"))
        if not hashes:
            raise ValueError(f"{path.name}: no --hash=sha256: for {spec}")
        out.append(Requirement(canonical(name), version, hashes))
    return out


def wheel_name_version(filename: str) -> tuple[str, str]:
    """The (canonical name, version) of a wheel file name."""
    parts = Path(filename).name.split("-")
    return canonical(parts[0]), parts[1]


def cached_wheels(requirements: list[Requirement], folder: Path) -> dict[str, Path] | None:
    """The wheel of every requirement in ``folder`` with a matching hash, or None if any is
    missing (then they are fetched)."""
    found: dict[str, Path] = {}
    for path in sorted(folder.glob("*.whl")) if folder.exists() else []:
        found[wheel_name_version(path.name)[0] + "==" + wheel_name_version(path.name)[1]] = path
    out = {}
    for req in requirements:
        path = found.get(f"{req.name}=={req.version}")
        if path is None or sha256(path) not in req.hashes:
            return None
        out[req.name] = path
    return out


def fetch_wheels(requirements_file: Path, folder: Path) -> dict[str, Path]:
    """Every wheel of ``requirements_file``, from the cache or else from the package index."""
    requirements = read_requirements(requirements_file)
    wheels = cached_wheels(requirements, folder)
    if wheels is not None:
        log(f"wheels: {len(wheels)} from the cache")
        return wheels
    log(f"wheels: downloading {len(requirements)} from the package index")
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--disable-pip-version-check",
            "-q",
            "--no-deps",
            "--only-binary=:all:",
            "--platform=any",
            f"--python-version={PYTHON_VERSION}",
            "--implementation=py",
            "--abi=none",
            "--require-hashes",
            "-r",
            str(requirements_file),
            "-d",
            str(folder),
        ],
        check=True,
    )
    wheels = cached_wheels(requirements, folder)
    if wheels is None:
        raise RuntimeError("pip download did not give every wheel of " + str(requirements_file))
    return wheels


def fetch_pyodide(cache: Path) -> Path:
    """The npm tarball of Pyodide (``npm pack``), checked by its hash."""
    tarball = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        log(f"pyodide: npm pack pyodide@{PYODIDE_VERSION}")
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                "npm",
                "pack",
                "--loglevel=error",
                f"pyodide@{PYODIDE_VERSION}",
                "--pack-destination",
                str(cache),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    else:
        log("pyodide: from the cache")
    if sha256(tarball) != PYODIDE_TARBALL_SHA256:
        tarball.unlink()
        raise RuntimeError(f"{tarball.name}: unexpected sha256 (removed; run the build again)")
    return tarball


def project_wheel(dest: Path) -> Path:
    """This project (``kit`` and ``widgets``) as a wheel, built by its own build backend."""
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("*.whl"):
        old.unlink()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--disable-pip-version-check",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(dest),
            str(ROOT),
        ],
        check=True,
    )
    (wheel,) = dest.glob("moai_kit-*.whl")
    # a build tag naming its content: a browser that cached an older build never takes it for
    # this one (whose hash the lock gives)
    name, version, *tags = wheel.name[: -len(".whl")].split("-")
    tagged = wheel.with_name(f"{name}-{version}-0{sha256(wheel)[:12]}-{'-'.join(tags[-3:])}.whl")
    return wheel.rename(tagged)


def placeholder_wheel(path: Path, name: str, version: str) -> Path:
    """An empty wheel: stands for a compiled module of the lock that the site does not ship
    (``sqlite3``: IPython then keeps its history in memory)."""
    tag = "py3-none-any"
    info = f"{name}-{version}.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{info}/WHEEL": f"Wheel-Version: 1.0\nGenerator: moai-site\nRoot-Is-Purelib: true\nTag: {tag}\n",
    }
    record = []
    for member, text in files.items():
        data = text.encode()
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{member},sha256={digest},{len(data)}")
    files[f"{info}/RECORD"] = "\n".join([*record, f"{info}/RECORD,,"]) + "\n"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for member, text in files.items():
            info_ = zipfile.ZipInfo(member, date_time=(2020, 1, 1, 0, 0, 0))
            zf.writestr(info_, text)
    return path


# -- the lock ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WheelInfo:
    """What the lock needs to know of a wheel."""

    name: str
    """Its distribution name, as its metadata gives it."""
    version: str
    requires: tuple[str, ...]
    """Canonical names of what it needs (no extras; markers for Pyodide)."""
    imports: tuple[str, ...]
    """Its top-level modules."""


def marker_holds(marker: str) -> bool:
    """Whether a Requires-Dist marker holds under Pyodide (no extras asked for)."""
    if "extra" in marker:
        return False
    from packaging.markers import Marker

    env = {
        "python_version": PYTHON_VERSION,
        "python_full_version": PYTHON_VERSION + ".2",
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "platform_machine": "wasm32",
        "os_name": "posix",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
    }
    return Marker(marker).evaluate(env)


def wheel_info(path: Path) -> WheelInfo:
    """The name, version, requirements and top-level modules of the wheel at ``path``."""
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        (meta,) = [n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1]
        message = Parser().parsestr(zf.read(meta).decode("utf-8"))
    requires = []
    for line in message.get_all("Requires-Dist") or []:
        spec, _, marker = line.partition(";")
        if marker.strip() and not marker_holds(marker.strip()):
            continue
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
        if match:
            requires.append(canonical(match.group(1)))
    imports = set()
    for name in names:
        top = name.split("/", 1)[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in name and name.endswith("/__init__.py") and name.count("/") == 1:
            imports.add(top)
        elif "/" not in name and name.endswith(".py"):
            imports.add(name[:-3])
    return WheelInfo(message["Name"], message["Version"], tuple(requires), tuple(sorted(imports)))


def site_lock(
    lock: dict[str, Any],
    wheels: dict[str, tuple[str, str, WheelInfo]],
    placeholders: Iterable[str] = (),
) -> dict[str, Any]:
    """The site's ``pyodide-lock.json`` from Pyodide's ``lock``.

    ``wheels`` maps a canonical name to (file name, sha256, info) of a wheel shipped in the
    site. The new lock lists exactly those packages, each with its own file name and sha256:
    a package of Pyodide's lock keeps its entry (its ``depends`` limited to what the site ships,
    so ``matplotlib-inline`` does not pull matplotlib); another gets an entry from its metadata.
    Names in ``placeholders`` are compiled modules of the lock replaced by an empty wheel.
    """
    shipped = set(wheels)
    packages: dict[str, Any] = {}
    for key, (file_name, digest, info) in sorted(wheels.items()):
        old = lock["packages"].get(key)
        if old is not None:
            entry = dict(old)
            depends = [d for d in old.get("depends", []) if canonical(d) in shipped]
            if key in placeholders:
                entry["imports"] = []
        else:
            entry = {
                "name": info.name,
                "version": info.version,
                "imports": list(info.imports),
                "install_dir": "site",
                "package_type": "package",
                "unvendored_tests": False,
            }
            depends = [d for d in info.requires if d in shipped]
        entry["file_name"] = file_name
        entry["sha256"] = digest
        entry["depends"] = sorted(set(depends), key=depends.index)
        entry["unvendored_tests"] = False
        if old is not None and key not in placeholders and info.version != old["version"]:
            raise ValueError(f"{key}: the site ships {info.version}, the lock has {old['version']}")
        packages[key] = entry
    missing = sorted(
        {d for e in packages.values() for d in e["depends"] if canonical(d) not in shipped}
    )
    if missing:
        raise ValueError(f"the lock depends on packages the site does not ship: {missing}")
    return {"info": dict(lock["info"]), "packages": packages}


def closure(lock: dict[str, Any], names: Iterable[str]) -> set[str]:
    """``names`` and everything they depend on in ``lock`` (canonical names)."""
    seen: set[str] = set()
    todo = [canonical(n) for n in names]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(canonical(d) for d in lock["packages"][name]["depends"])
    return seen


def compile_wheels(
    runtime: Path, wheels: list[Path], folder: Path, keep_sources: Iterable[Path] = ()
) -> list[Path]:
    """Each wheel (or zip) compiled for the site (``pycompile.py`` run in Pyodide by Node.js),
    kept in ``folder`` by the hash of its source and of the compiler: a rebuild compiles only
    what changed (the project's own wheel). A wheel in ``keep_sources`` keeps its ``.py``."""
    compiler = sha256(HERE / "pycompile.py")[:8] + sha256(HERE / "pycompile.js")[:8]
    keep = set(keep_sources)
    out, args = [], []
    for wheel in wheels:
        mode = "keep-sources" if wheel in keep else "sourceless"
        key = f"{sha256(wheel)[:16]}-{compiler}-{PYODIDE_VERSION}-{mode}"
        dest = folder / key / wheel.name
        out.append(dest)
        if not dest.exists():
            dest.parent.mkdir(parents=True, exist_ok=True)
            args += [str(wheel), str(dest.with_name(dest.name + ".part")), mode]
    if args:
        node = shutil.which("node")
        if node is None:
            raise RuntimeError("the site's build needs Node.js (Debian's 'nodejs') for Pyodide")
        log(f"compiling {len(args) // 3} wheels in Pyodide")
        subprocess.run(
            [node, str(HERE / "pycompile.js"), str(runtime), *args],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        for part in args[1::3]:
            Path(part).rename(part.removesuffix(".part"))
    else:
        log(f"compiled wheels: {len(out)} from the cache")
    return out


def build_pyodide(
    dest: Path, tarball: Path, wheel_files: list[Path], cache: Path, project: Path
) -> dict[str, Any]:
    """Pyodide's runtime and the site's wheels (compiled) in ``dest``, with the site's lock.
    The ``project`` wheel keeps its sources (the kit finds its games by their ``spec.py``)."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        lock = json.load(tar.extractfile("package/pyodide-lock.json"))  # type: ignore[arg-type]
        for name in (*PYODIDE_FILES, "pyodide-lock.json"):  # the lock: replaced below
            member = tar.getmember(f"package/{name}")
            (dest / name).write_bytes(tar.extractfile(member).read())  # type: ignore[union-attr]
    sqlite = lock["packages"]["sqlite3"]
    placeholder = placeholder_wheel(dest / sqlite["file_name"], "sqlite3", sqlite["version"])
    stdlib = dest / "python_stdlib.zip"
    compiled = compile_wheels(
        dest, [*wheel_files, project, stdlib], cache / "compiled", keep_sources=[project]
    )
    shutil.copyfile(compiled.pop(), stdlib)  # the standard library compiled too
    wheels: dict[str, tuple[str, str, WheelInfo]] = {}
    for path in [*compiled, placeholder]:
        info = wheel_info(path)
        key = canonical(info.name)
        if path.parent != dest:
            shutil.copyfile(path, dest / path.name)
        wheels[key] = (path.name, sha256(dest / path.name), info)
    new = site_lock(lock, wheels, placeholders=("sqlite3",))
    unused = set(new["packages"]) - closure(new, PRELOAD)
    if unused:
        raise ValueError(f"wheels nothing loads: {sorted(unused)}")
    (dest / "pyodide-lock.json").write_text(json.dumps(new, indent=1) + "\n", encoding="utf-8")
    return new


# -- the pages --------------------------------------------------------------------------------------


def setup_cell(page: str, pages: list[str]) -> dict[str, Any]:
    """The first cell of ``page`` in the site (not shown): the page's query string and the
    site's pages as the working folder, as Voila gives them on a server; widget messages that
    carry ``None`` as a server's kernel does, and the game kept in the browser
    (:mod:`widgets.site_kernel`)."""
    folder = str(Path(page).parent).replace(".", "")
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


def stage_notebooks(source: Path, dest: Path) -> list[str]:
    """Copies of the notebooks under ``dest``, each with its setup cell first."""
    if dest.exists():
        shutil.rmtree(dest)
    pages = notebook_pages(source)
    for page in pages:
        nb = json.loads((source / page).read_text(encoding="utf-8"))
        nb["cells"] = [setup_cell(page, pages), *nb["cells"]]
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
        from widgets.landing_page import landing_document
    finally:
        sys.path.remove(str(ROOT))
    html = landing_document("en", notebooks).replace(".ipynb?", ".html?")
    if ".ipynb" in html:
        raise ValueError("the landing page links to a notebook the site does not have")
    (out / "voici" / "render" / "index.html").write_text(html, encoding="utf-8")


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
