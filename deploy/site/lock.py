"""The static site's ``pyodide-lock.json`` and its wheels compiled by Pyodide
(:mod:`deploy.site.build`)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tarfile
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path
from typing import Any

from deploy.site.common import (
    HERE,
    PRELOAD,
    PYODIDE_FILES,
    PYODIDE_VERSION,
    PYTHON_VERSION,
    canonical,
    log,
    sha256,
)
from deploy.site.wheels import placeholder_wheel

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
