// Compiles wheels for the static site inside Pyodide (Node.js), so that their bytecode is that of
// the site's Python: node deploy/site/pycompile.js <pyodide folder> <source.whl> <dest.whl> <mode> ...
// (the work is deploy/site/pycompile.py, run in Pyodide with the host's files under /host).
"use strict";
const path = require("path");

const [pyodideDir, ...triples] = process.argv.slice(2);
const script = path.join(__dirname, "pycompile.py");
const { loadPyodide } = require(path.resolve(pyodideDir, "pyodide.js"));

(async () => {
  const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
  py.FS.mkdirTree("/host");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: "/" }, "/host");
  const host = (p) => "/host" + path.resolve(p);
  // source, destination, mode: the paths as Pyodide sees them
  const args = [host(script), ...triples.map((a, i) => (i % 3 === 2 ? a : host(a)))];
  py.globals.set("ARGS", py.toPy(args));
  py.runPython(
    "import runpy, sys\nsys.argv = list(ARGS)\nrunpy.run_path(sys.argv[0], run_name='__main__')"
  );
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
