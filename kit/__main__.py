"""``python -m kit lab ...``: the kit's command line (see :mod:`kit.lab.cli`)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Dispatch ``lab`` to the lab's command line."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] != "lab":
        print("usage: python -m kit lab {run,summary,compare} ...", file=sys.stderr)
        return 2
    from kit.lab.cli import main as lab_main

    try:
        return lab_main(args[1:])
    except BrokenPipeError:  # the output was cut short (``| head``): not an error
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
