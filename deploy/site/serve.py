"""Serve the built site (``_site/``) on this computer, as any static host would.

    .venv-site/bin/python deploy/site/serve.py            # http://127.0.0.1:8000/
    python3 deploy/site/serve.py --port 8100 --dir _site

Plain files only: the same as GitHub Pages or any web server. The right types for WebAssembly
and JavaScript modules, and caching left to the browser (``Last-Modified``), so a second visit
loads from its cache. Standard library only: any Python 3.11+ runs it.
"""

from __future__ import annotations

import argparse
import functools
import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parents[2]

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ipynb": "application/json",
}


class Handler(SimpleHTTPRequestHandler):
    """Static files with the site's types, quiet unless asked."""

    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    verbose = False

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


def serve(folder: Path, host: str = "127.0.0.1", port: int = 8000, verbose: bool = False) -> None:
    """Serve ``folder`` on ``host:port`` until interrupted."""
    if not (folder / "index.html").exists():
        sys.exit(f"{folder} has no site: build it first (make site)")
    handler = functools.partial(Handler, directory=str(folder))
    Handler.verbose = verbose
    with ThreadingHTTPServer((host, port), handler) as server:
        print(f"Moai Kit's static site: open http://{host}:{server.server_port}/ (Ctrl-C stops it)")
        print(f"  ?lang=zh-TW opens it in Chinese; serving {folder}", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve Moai Kit's static site.")
    parser.add_argument("--dir", type=Path, default=ROOT / "_site", help="the site (_site)")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on")
    parser.add_argument("--port", type=int, default=8000, help="0: any free port")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    serve(args.dir.resolve(), args.host, args.port, args.verbose)
    return 0


if __name__ == "__main__":
    sys.exit(main())
