"""anywidget's front end as the kit ships it: a model waits a minute, not two seconds, for its
module (deploy/anywidget_wait.py), in the installed bundle and in made-up ones."""

import sys
from pathlib import Path

import pytest

from deploy import anywidget_wait

WAIT = (
    'AbortSignal.timeout(2000).addEventListener("abort", function() {\n'
    '            resolvers.reject(new Error("[anywidget] Failed to initialize model."));\n'
    "        });"
)
INSTALLED = Path(sys.prefix) / "share/jupyter/labextensions/anywidget"


def test_the_model_wait_is_a_minute_and_other_waits_are_kept():
    js = "var s = AbortSignal.timeout(3000);\n" + WAIT
    new, changed = anywidget_wait.patch_text(js)
    assert changed == 1
    assert "AbortSignal.timeout(60000).addEventListener" in new
    assert "AbortSignal.timeout(3000);" in new  # a message's reply wait is not the model's
    assert anywidget_wait.patch_text(new) == (new, 0)  # patching twice changes nothing


def test_a_bundle_without_the_expected_code_is_refused():
    other = 'setTimeout(() => reject(new Error("[anywidget] Failed to initialize model.")), 2000)'
    with pytest.raises(anywidget_wait.UnknownBundle):
        anywidget_wait.patch_text(other)
    assert anywidget_wait.patch_text("console.log(1)") == ("console.log(1)", 0)


def test_a_folder_with_no_wait_at_all_is_refused(tmp_path):
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "a.js").write_text("console.log(1)")
    with pytest.raises(anywidget_wait.UnknownBundle, match="no anywidget model wait"):
        anywidget_wait.patch_folder(tmp_path)


def test_the_installed_anywidget_is_patched_in_a_copy(tmp_path):
    assert anywidget_wait.installed_extension([str(INSTALLED.parent)]) == INSTALLED
    before = {p.name: p.read_bytes() for p in (INSTALLED / "static").glob("*.js")}
    out = anywidget_wait.patched_copy(INSTALLED, tmp_path)
    patched = anywidget_wait.patch_folder(out / "anywidget")
    assert patched  # the pinned version has the code the patch expects
    for script in patched:
        text = script.read_text(encoding="utf-8")
        assert "AbortSignal.timeout(60000)" in text and "AbortSignal.timeout(2000)" not in text
    assert {p.name: p.read_bytes() for p in (INSTALLED / "static").glob("*.js")} == before
    assert anywidget_wait.installed_extension([str(tmp_path / "none")]) is None
