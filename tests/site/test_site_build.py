"""The static site's build script (deploy/site/build.py), without building: the wheel list, the
site's Pyodide lock, the pages' patches and the check that nothing comes from another site."""

import ast
import importlib.util
import json
import os
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("MOAI_SITE") or ROOT / "_site")


def load_build():
    spec = importlib.util.spec_from_file_location("site_build", ROOT / "deploy/site/build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # for its dataclasses
    spec.loader.exec_module(module)
    return module


build = load_build()


def make_wheel(folder: Path, name: str, version: str, requires=(), files=("pkg/__init__.py",)):
    path = folder / f"{name}-{version}-py3-none-any.whl"
    meta = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    meta += [f"Requires-Dist: {r}" for r in requires]
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(f"{name}-{version}.dist-info/METADATA", "\n".join(meta) + "\n")
        for member in files:
            zf.writestr(member, "")
    return path


def test_every_wheel_is_pinned_with_its_hash():
    requirements = build.read_requirements(build.HERE / "wheels.txt")
    names = [r.name for r in requirements]
    assert len(names) == len(set(names))
    assert {"plotly", "ipywidgets", "anywidget", "ipython", "micropip"} <= set(names)
    pins = {r.name: r.version for r in requirements}
    # the project's own pins (pyproject.toml)
    assert pins["plotly"] == "7.1.0" and pins["ipywidgets"] == "8.1.9"
    assert pins["anywidget"] == "0.11.0"
    assert all(len(h) == 64 for r in requirements for h in r.hashes)


def test_an_unpinned_or_unhashed_wheel_is_refused(tmp_path):
    path = tmp_path / "wheels.txt"
    path.write_text("plotly>=7\n")
    with pytest.raises(ValueError, match="not pinned"):
        build.read_requirements(path)
    path.write_text("plotly==7.1.0\n")
    with pytest.raises(ValueError, match="no --hash"):
        build.read_requirements(path)


def test_wheel_info_reads_what_pyodide_needs(tmp_path):
    path = make_wheel(
        tmp_path,
        "Some_Pkg",
        "1.2",
        requires=[
            "typing-extensions>=4",
            'pytest; extra == "test"',
            'tomli; python_version < "3.11"',
            'pyodide-only; sys_platform == "emscripten"',
        ],
        files=("some_pkg/__init__.py", "some_pkg/sub/__init__.py", "single.py"),
    )
    info = build.wheel_info(path)
    assert info.name == "Some_Pkg" and info.version == "1.2"
    assert info.requires == ("typing-extensions", "pyodide-only")
    assert info.imports == ("single", "some_pkg")


def pyodide_lock():
    def entry(name, depends, version="1.0", kind="package"):
        return {
            "name": name,
            "version": version,
            "file_name": f"{name}-{version}-py3-none-any.whl",
            "install_dir": "site",
            "sha256": "0" * 64,
            "package_type": kind,
            "imports": [name],
            "depends": depends,
            "unvendored_tests": True,
        }

    return {
        "info": {"arch": "wasm32", "python": "3.13.2"},
        "packages": {
            "ipython": entry("ipython", ["traitlets", "sqlite3", "matplotlib-inline"]),
            "matplotlib-inline": entry("matplotlib-inline", ["traitlets", "matplotlib"]),
            "traitlets": entry("traitlets", []),
            "sqlite3": entry("sqlite3", [], kind="cpython_module"),
            "numpy": entry("numpy", []),
            "matplotlib": entry("matplotlib", ["numpy"]),
        },
    }


def info(name, version="1.0", requires=()):
    return build.WheelInfo(name, version, tuple(requires), (name.replace("-", "_"),))


def test_the_site_lock_lists_exactly_the_shipped_wheels_with_their_hashes():
    wheels = {
        "ipython": ("ipython-1.0-py3-none-any.whl", "a" * 64, info("ipython")),
        "matplotlib-inline": ("mi.whl", "b" * 64, info("matplotlib-inline")),
        "traitlets": ("traitlets-1.0-py3-none-any.whl", "c" * 64, info("traitlets")),
        "sqlite3": ("sqlite3-1.0.0-cp313.whl", "d" * 64, info("sqlite3", "0.0")),
        "moai-kit": ("moai_kit.whl", "e" * 64, info("moai-kit", "0.1.0", ["ipython", "numpy"])),
    }
    lock = build.site_lock(pyodide_lock(), wheels, placeholders=("sqlite3",))
    packages = lock["packages"]
    assert set(packages) == set(wheels)  # numpy and matplotlib are not shipped: not listed
    assert packages["ipython"]["sha256"] == "a" * 64
    assert packages["ipython"]["depends"] == ["traitlets", "sqlite3", "matplotlib-inline"]
    assert packages["matplotlib-inline"]["depends"] == ["traitlets"]  # no matplotlib
    assert packages["matplotlib-inline"]["file_name"] == "mi.whl"
    assert packages["sqlite3"]["imports"] == []  # the empty placeholder
    assert packages["moai-kit"]["depends"] == ["ipython"]
    assert packages["moai-kit"]["package_type"] == "package"
    assert not any(e["unvendored_tests"] for e in packages.values())
    assert lock["info"] == pyodide_lock()["info"]
    assert build.closure(lock, ["moai-kit"]) == set(wheels)


def test_the_site_lock_refuses_another_version_than_the_lock_s():
    wheels = {"traitlets": ("t.whl", "c" * 64, info("traitlets", "2.0"))}
    with pytest.raises(ValueError, match="traitlets"):
        build.site_lock(pyodide_lock(), wheels)


def test_the_sqlite3_placeholder_is_an_empty_wheel(tmp_path):
    path = build.placeholder_wheel(tmp_path / "sqlite3.whl", "sqlite3", "1.0.0")
    got = build.wheel_info(path)
    assert (got.name, got.version, got.imports) == ("sqlite3", "1.0.0", ())
    with zipfile.ZipFile(path) as zf:
        assert all(n.startswith("sqlite3-1.0.0.dist-info/") for n in zf.namelist())


@pytest.mark.parametrize("query", ["", "lang=zh-TW", "lang=en&x=\"\\'\n", "lang=%E4%B8%AD"])
def test_the_setup_cell_takes_any_query_string_as_moai_site_js_fills_it_in(query):
    cell = build.setup_cell("rapanui/play.ipynb", ["index.ipynb", "rapanui/play.ipynb"])
    source = cell["source"]
    assert f'"{build.MARK}"' in source
    # moai-site.js puts JSON.stringify(query) in place of the quoted mark: a Python string
    filled = source.replace(f'"{build.MARK}"', json.dumps(query))
    compile(filled, "cell", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)  # as IPython runs it
    line = next(x for x in filled.splitlines() if "QUERY_STRING" in x)
    assert eval(line.split("=", 1)[1].split("#")[0]) == query
    assert "_os.chdir(_site / 'rapanui')" in source
    assert "_os.chdir(_site / '')" in build.setup_cell("index.ipynb", ["index.ipynb"])["source"]
    # the kernel's messages carry None as null, the play pages keep their game in the browser
    assert "_kernel.send_none_as_null()" in source
    assert "await _kernel.keep_games_in_browser()" in source


def test_moai_site_js_fills_in_the_mark_and_rewrites_notebook_links():
    script = (build.HERE / "moai-site.js").read_text()
    assert build.MARK in script and "JSON.stringify(query)" in script
    assert ".ipynb" in script and '".html"' in script


PAGE = (
    "<head>"
    + build.MARKERS["fa_all"]
    + "\n"
    + build.MARKERS["fa_shims"]
    + '</head><body><script id="jupyter-config-data" type="application/json">{"a": 1}</script>'
    + "<div>cells</div></body>"
)


def test_a_page_gets_the_site_s_icons_and_script():
    html = build.patch_page(PAGE, "../../")
    assert "cdn.jsdelivr" not in html
    assert '<link rel="stylesheet" href="../../static/fontawesome/css/all.min.css">' in html
    assert '{"a": 1}</script>\n<script src="../../static/moai-site.js"></script>' in html
    assert list(build.external_references_in(html)) == []
    with pytest.raises(ValueError, match="template changed"):
        build.patch_page("<head></head>", "../")


def test_outside_references_are_found():
    html = (
        '<link rel="stylesheet" href="https://cdn.example.org/x.css">'
        "<style>@import url(//fonts.example.org/f.css); .a{background:url('http://x.org/i.png')}"
        '</style><script src="static/ok.js"></script><a href="https://example.org">a link</a>'
    )
    found = list(build.external_references_in(html))
    assert len(found) == 3, found  # a plain link to another site is no request: not counted


def test_relative_root():
    out = Path("/s")
    assert build.relative_root(Path("/s/voici/render/index.html"), out) == "../../"
    assert build.relative_root(Path("/s/voici/render/rapanui/play.html"), out) == "../../../"


def test_the_built_site_holds_everything_it_loads():
    """The built site (if any): every wheel of its lock there with the lock's hash, every page
    with the site's script, no page or stylesheet loading from another site, under 60 MB."""
    if not (SITE / "static" / "pyodide" / "pyodide-lock.json").exists():
        reason = f"no static site in {SITE}: build it with 'make site'"
        if os.environ.get("REQUIRE_SITE") == "1":
            pytest.fail(f"REQUIRE_SITE=1 but {reason}")
        pytest.skip(f"{reason} (REQUIRE_SITE=1 makes this a failure)")
    lock = json.loads((SITE / "static" / "pyodide" / "pyodide-lock.json").read_text())
    build.check_site(SITE, lock)
    assert build.closure(lock, build.PRELOAD) == set(lock["packages"])
    config = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.js"
    pages = list((SITE / "voici" / "render").rglob("*.html"))
    assert len(pages) >= 20
    landing = SITE / "voici" / "render" / "index.html"
    python_pages = [p for p in pages if p != landing]
    assert all("static/moai-site.js" in p.read_text() for p in python_pages)
    # the landing page is the static one, needing no Python, its links to the site's pages
    text = landing.read_text()
    assert "moai-landing-static" in text and "jupyter-config-data" not in text
    assert 'href="rapanui/play.html?lang=en"' in text and ".ipynb" not in text
    assert build.folder_size(SITE) < 60e6
    # anywidget's front end gives a figure a minute to load (deploy/anywidget_wait.py)
    waits = [
        js.read_text(encoding="utf-8")
        for js in (SITE / "extensions" / "anywidget" / "static").glob("*.js")
        if "Failed to initialize model" in js.read_text(encoding="utf-8")
    ]
    assert waits and all("AbortSignal.timeout(60000)" in js for js in waits)
    assert not any("AbortSignal.timeout(2000)" in js for js in waits)


def load_pycompile():
    spec = importlib.util.spec_from_file_location("site_pycompile", build.HERE / "pycompile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pycompile = load_pycompile()


def a_wheel(tmp_path):
    path = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("demo/__init__.py", "VALUE = 41 + 1\n")
        zf.writestr("demo/spec.py", "NAME = 'demo'\n")
        zf.writestr("demo/data.json", "{}")
        zf.writestr("demo/broken_py2.py", "print 'old'\n")
        zf.writestr("demo/labextension/static/x.js", "//")
        zf.writestr("demo-1.0.data/data/share/jupyter/labextensions/demo/x.js", "//")
        zf.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nVersion: 1.0\n")
        zf.writestr("demo-1.0.dist-info/RECORD", "stale\n")
    return path


def import_from(wheel, tmp_path, monkeypatch):
    folder = tmp_path / "site-packages"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(folder)
    monkeypatch.syspath_prepend(str(folder))
    for name in [m for m in sys.modules if m == "demo" or m.startswith("demo.")]:
        del sys.modules[name]
    import demo

    return demo, folder


def test_a_wheel_compiled_sourceless_imports_without_its_sources(tmp_path, monkeypatch):
    out = tmp_path / "out.whl"
    counts = pycompile.compile_wheel(str(a_wheel(tmp_path)), str(out))
    assert counts == {"compiled": 2, "kept": 3, "dropped": 2}
    names = zipfile.ZipFile(out).namelist()
    assert "demo/__init__.pyc" in names and "demo/__init__.py" not in names
    assert "demo/broken_py2.py" in names  # not Python 3: kept as it was
    assert not any("labextension" in n or ".data/" in n for n in names)
    record = zipfile.ZipFile(out).read("demo-1.0.dist-info/RECORD").decode()
    assert "demo/__init__.pyc,sha256=" in record and "stale" not in record
    demo, _ = import_from(out, tmp_path, monkeypatch)
    assert demo.VALUE == 42 and demo.__file__.endswith("__init__.pyc")


def test_a_wheel_compiled_with_its_sources_keeps_them_and_uses_the_bytecode(tmp_path, monkeypatch):
    out = tmp_path / "out.whl"
    pycompile.compile_wheel(str(a_wheel(tmp_path)), str(out), keep_sources=True)
    names = zipfile.ZipFile(out).namelist()
    assert "demo/spec.py" in names  # the kit looks for its games' spec.py
    cached = importlib.util.cache_from_source("demo/spec.py")
    assert cached in names
    _, folder = import_from(out, tmp_path, monkeypatch)
    (folder / "demo" / "__init__.py").write_text("VALUE = 0\n")  # the bytecode is not checked
    del sys.modules["demo"]
    import demo as again

    assert again.VALUE == 42
