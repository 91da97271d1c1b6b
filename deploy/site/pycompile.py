"""Wheels for the static site, compiled to bytecode by the Python that will run them.

Run inside Pyodide (``pycompile.js`` loads it in Node.js) so that the bytecode is exactly that
of the site's Python::

    compile_wheel(source, dest, keep_sources=False)

writes ``dest``: the wheel ``source`` with every module as a ``.pyc`` in place of its ``.py``
(as Pyodide ships its own packages: a page imports without compiling, several seconds less on
every load; with ``keep_sources`` the ``.py`` stay and the bytecode goes to ``__pycache__``,
used without checking the source: for a package that looks for its own ``.py`` files) and without what only a Jupyter server uses (``*.data/`` files for the server's
prefix, ``labextension/`` copies of front-ends the site already serves). Its ``RECORD`` lists
the new files. A zip that is no wheel (Pyodide's ``python_stdlib.zip``) is compiled the same
way. Standard library only; any Python runs it (the bytecode is that Python's).
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import sys
import warnings
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]

DROPPED_DIRS = ("labextension",)
"""Folders (at any depth) that only a Jupyter server reads."""

FIXED_TIME = (2020, 1, 1, 0, 0, 0)


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def dropped(name: str) -> bool:
    """Whether the wheel member ``name`` is left out of the site's wheel."""
    parts = name.split("/")
    if parts[0].endswith(".data") and len(parts) > 1:
        return True
    return any(p in DROPPED_DIRS for p in parts[:-1])


def pyc(source: bytes, name: str) -> bytes | None:
    """The bytecode of ``source`` (None if this Python cannot compile it)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the packages' own warnings (invalid escapes ...)
            code = compile(source, name, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def compile_wheel(source: str, dest: str, keep_sources: bool = False) -> dict[str, int]:
    """Write the compiled wheel of ``source`` to ``dest``; counts of what was done."""
    counts = {"compiled": 0, "kept": 0, "dropped": 0}
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(source) as zin:
        names = zin.namelist()
        records = [n for n in names if n.endswith(".dist-info/RECORD") and n.count("/") == 1]
        record = records[0] if records else None
        for name in names:
            if name.endswith("/") or name == record:
                continue
            if dropped(name):
                counts["dropped"] += 1
                continue
            data = zin.read(name)
            if name.endswith(".py") and ".dist-info/" not in name:
                code = pyc(data, name)
                if code is not None and keep_sources:
                    files[importlib.util.cache_from_source(name)] = code
                    counts["compiled"] += 1
                elif code is not None:
                    files[name[:-3] + ".pyc"] = code
                    counts["compiled"] += 1
                    continue
            files[name] = data
            counts["kept"] += 1
    if record is not None:
        lines = [record_line(n, d) for n, d in files.items()]
        files[record] = ("\n".join([*lines, f"{record},,"]) + "\n").encode()
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zout:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, data)
    return counts


def main(argv: list[str]) -> None:
    """``argv``: triples of source, destination and ``sourceless`` or ``keep-sources``."""
    for source, dest, mode in zip(argv[::3], argv[1::3], argv[2::3], strict=True):
        counts = compile_wheel(source, dest, keep_sources=mode == "keep-sources")
        print(f"{dest.rsplit('/', 1)[-1]}: {counts}")


if __name__ == "__main__":
    main(sys.argv[1:])
