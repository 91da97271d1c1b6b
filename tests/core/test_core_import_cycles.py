"""No import cycles within ``kit`` (issue 22): the modules of the package, linked by their
module-level imports, form no cycle. Imports under ``if TYPE_CHECKING:`` (type hints only) and
imports inside functions are not counted; an import of a submodule is not counted as an import
of its package's ``__init__`` (Python loads the parent first, whatever the order)."""

from __future__ import annotations

import ast
from pathlib import Path

import kit

ROOT = Path(kit.__file__).resolve().parent


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def module_level_imports(
    tree: ast.Module, type_hints: bool = False
) -> list[ast.Import | ast.ImportFrom]:
    """The import statements run when the module loads: at module level, also inside ``if``
    (except ``if TYPE_CHECKING:``, unless ``type_hints``), ``try`` and ``with`` blocks, never
    inside a function or a class body's methods."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.stmt] = list(tree.body)
    while todo:
        node = todo.pop(0)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            skip = is_type_checking(node) and not type_hints
            todo += node.orelse if skip else node.body + node.orelse
        elif isinstance(node, ast.Try):
            todo += node.body + node.orelse + node.finalbody
            for handler in node.handlers:
                todo += handler.body
        elif isinstance(node, (ast.With, ast.ClassDef)):
            todo += node.body
    return found


def import_graph(type_hints: bool = False) -> dict[str, dict[str, int]]:
    """``{module: {imported module of kit: line}}`` for the module-level imports (and those
    for type hints only, if ``type_hints``)."""
    mods = modules()

    def within(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, dict[str, int]] = {}
    for name, path in mods.items():
        edges: dict[str, int] = {}
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in module_level_imports(tree, type_hints):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                # ``from a import b``: the submodule a.b if there is one, else a itself
                targets = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in mods else base
                    for alias in node.names
                ]
            for target in targets:
                found = within(target)
                if found is not None and found != name:
                    edges.setdefault(found, node.lineno)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_graph_sees_the_engines_imports():
    graph = import_graph()
    assert graph["kit.giants.phases"].keys() >= {"kit.giants.auction", "kit.core.phases"}
    assert "kit.giants.game" not in graph["kit.giants.phases"]  # only for type hints
    assert "kit.rapanui.turn" in graph["kit.rapanui.phases"]


def described(graph: dict[str, dict[str, int]], found: list[list[str]]) -> str:
    return "import cycles:\n" + "\n".join(
        f"{a} -> {b} (line {graph[a][b]})"
        for group in found
        for a in group
        for b in sorted(graph[a])
        if b in group
    )


def test_no_import_cycle_within_kit():
    graph = import_graph()
    found = cycles(graph)
    assert not found, described(graph, found)


def test_no_import_cycle_within_the_engines_even_for_type_hints():
    """The rules, reasons and views type the game they are given without importing the game's
    module (Giants: :class:`kit.giants.state.GameLike`; Rapa Nui: the game is a
    :class:`kit.rapanui.state.State`)."""
    engines = ("kit.core", "kit.giants", "kit.rapanui")
    graph = {
        name: {t: line for t, line in edges.items() if t.startswith(engines)}
        for name, edges in import_graph(type_hints=True).items()
        if name.startswith(engines)
    }
    found = cycles(graph)
    assert not found, described(graph, found)


def test_a_cycle_is_found():
    graph = {"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b": 1}, "b": {}}) == []
