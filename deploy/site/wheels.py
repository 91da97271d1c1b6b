"""The static site's wheels (:mod:`deploy.site.build`): the pinned ones of ``wheels.txt``, Pyodide's
npm tarball, the project's own wheel and the empty stand-ins for modules the site does not ship."""

from __future__ import annotations

import base64
import hashlib
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

from deploy.site.common import (
    PYODIDE_TARBALL_SHA256,
    PYODIDE_VERSION,
    PYTHON_VERSION,
    ROOT,
    canonical,
    log,
    sha256,
)

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
