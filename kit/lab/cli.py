"""The lab from a terminal: ``python -m kit lab run|summary|compare|sweep``.

::

    python -m kit lab run --game rapanui --players 3 --bots greedy,greedy,ismcts --games 500 \\
        --option majority_min_count=2 --seed 1 --workers 2 --out b.csv
    python -m kit lab summary b.csv
    python -m kit lab compare a.csv b.csv          # --json for machine-readable output

``run`` prints its estimated time (:mod:`kit.lab.estimate`) before it plays, on a terminal, as
its progress line; ``run ... --estimate`` prints it and plays nothing.

Exit status: 0 done; 2 a bad argument (``--board`` file, ``--out`` folder and the rest, checked
before any game is played; the message names the valid choices); 1 a table file that cannot be
read or written (the message says which file and what is wrong in it, with the line), or a run
whose worker processes were killed; 130 stopped by Ctrl-C (SIGINT), 143 stopped by SIGTERM
(the pool's worker processes are ended first). Errors are one line on stderr, never a Python
traceback. Nothing is written unless the whole run succeeds: no partial table, no ``.part``
file left behind.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
import threading
import time
import unicodedata
from collections.abc import Iterator, Sequence
from concurrent.futures.process import BrokenProcessPool
from typing import IO, Any

from kit import games as registry
from kit.lab.games import LabError, engine, parse_option
from kit.lab.table import Table, TableError


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    try:
        with _stopped_by_signals():
            if args.command == "run":
                return _run(args)
            if args.command == "summary":
                return _summary(args)
            if args.command == "sweep":
                from kit.lab.cli_sweep import command

                return command(args)
            return _compare(args)
    except Stopped as stop:
        note = stop.note or ("no table written" if args.command == "run" else "")
        print(f"stopped: {note}" if note else "stopped", file=sys.stderr)
        return 128 + stop.signum
    except TableError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except LabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenProcessPool:
        print(
            "error: a worker process was killed (out of memory?): no table written;"
            " try fewer --workers",
            file=sys.stderr,
        )
        return 1


class Stopped(BaseException):
    """SIGINT (Ctrl-C) or SIGTERM arrived (a BaseException, like KeyboardInterrupt, so that
    nothing on the way mistakes it for an error); ``note`` says what was left done."""

    def __init__(self, signum: int, note: str = "") -> None:
        super().__init__(signum)
        self.signum = signum
        self.note = note


@contextlib.contextmanager
def _stopped_by_signals() -> Iterator[None]:
    """SIGINT and SIGTERM raise :class:`Stopped` in the main thread, once: a second signal
    while the run is being stopped is ignored, so the stop finishes. The handlers are restored
    at the end."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    seen: list[int] = []

    def stop(signum: int, _frame: Any) -> None:
        if not seen:
            seen.append(signum)
            raise Stopped(signum)

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, signal.SIG_DFL if handler is None else handler)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m kit lab", description="The design lab: many seeded games, measures."
    )
    sub = parser.add_subparsers(dest="command")
    run = sub.add_parser("run", help="play games and write their table (CSV or JSON)")
    run.add_argument("--game", required=True, choices=registry.keys())
    run.add_argument("--players", required=True, type=int)
    run.add_argument("--bots", required=True, help="one spec per seat, comma-separated")
    run.add_argument("--games", type=int, default=100)
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    run.add_argument("--board", help="a Giants board file (JSON)")
    run.add_argument("--workers", type=int, default=None, help="processes (default: the cores)")
    run.add_argument("--max-steps", type=int, default=None, help="decisions before a game is cut")
    run.add_argument("--no-rotate", action="store_true", help="keep each bot on its seat")
    run.add_argument("--out", required=True, help="the table file: .csv or .json")
    run.add_argument("--json", action="store_true", help="print the summary as JSON")
    run.add_argument(
        "--estimate", action="store_true", help="print the run's estimated time, play nothing"
    )
    summary = sub.add_parser("summary", help="the measures of a table")
    summary.add_argument("table")
    summary.add_argument("--json", action="store_true")
    summary.add_argument("--lang", default="en", choices=("en", "zh-TW"))
    compare = sub.add_parser("compare", help="what changed from table A to table B")
    compare.add_argument("a")
    compare.add_argument("b")
    compare.add_argument("--json", action="store_true")
    compare.add_argument("--lang", default="en", choices=("en", "zh-TW"))
    from kit.lab.cli_sweep import add_parser  # python -m kit lab sweep

    add_parser(sub)
    return parser


def _run(args: argparse.Namespace) -> int:
    from kit.lab.experiment import run

    engine(args.game)
    options = dict(parse_option(args.game, text) for text in args.option)
    bots = [b.strip() for b in args.bots.split(",")]
    if not args.out.endswith((".csv", ".json")):
        raise LabError(f"--out must end in .csv or .json, not {args.out!r}")
    if os.path.isdir(args.out):
        raise LabError(f"--out {args.out!r} is a folder: give a file name in it, such as a.csv")
    if args.workers is not None and args.workers < 1:
        raise LabError("--workers must be 1 or more")
    directory = os.path.dirname(os.path.abspath(args.out))
    if not os.path.isdir(directory):
        raise LabError(f"no folder {directory!r} to write {args.out!r} in")
    line = ProgressLine(sys.stderr)
    if args.estimate or line.tty:  # on a terminal, before the run as the progress line
        from kit.lab.estimate import before_run

        text = before_run(
            args.game, args.players, bots, options, args.board, args.games, args.workers
        )
        print(text, file=sys.stdout if args.estimate else sys.stderr, flush=True)
        if args.estimate:
            return 0
    try:  # a signal stops the run: the pool's workers are ended, nothing is written
        table = run(
            args.game,
            players=args.players,
            bots=bots,
            options=options,
            board=args.board,
            games=args.games,
            seed=args.seed,
            workers=args.workers,
            rotate=not args.no_rotate,
            max_steps=args.max_steps,
            progress=line,
        )
    finally:
        line.close()
    text = table.to_csv() if args.out.endswith(".csv") else table.to_json()
    _write(args.out, text)
    try:
        _print_summary(table, args.json, "en", args.out)
    except Stopped as stop:
        stop.note = f"the table is written to {args.out}"
        raise
    return 0


def _summary(args: argparse.Namespace) -> int:
    _print_summary(read_table(args.table), args.json, args.lang, args.table)
    return 0


def _compare(args: argparse.Namespace) -> int:
    from kit.lab.compare import compare

    try:
        result = compare(read_table(args.a), read_table(args.b))
    except TableError:
        raise
    except ValueError as exc:
        raise TableError(str(exc)) from None
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=1))
        return 0
    print(format_rows([result.header(args.lang), *result.rows(args.lang)]))
    for sentence in result.sentences(args.lang):
        print(sentence)
    return 0


def _print_summary(table: Table, as_json: bool, lang: str, path: str) -> None:
    from kit.lab.measures import summarize

    try:
        summary = summarize(table)
    except ValueError as exc:  # a table the measures cannot take
        raise TableError(f"{path}: {exc}") from None
    if as_json:
        print(json.dumps(summary.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(format_rows([summary.header(lang), *summary.rows(lang)]))


def read_table(path: str) -> Table:
    """A table from a .csv or .json file, of games with one player count (TableError names the
    file and says what is wrong)."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read(50_000_001)
    except OSError as exc:
        raise TableError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise TableError(f"{path} is not a text file") from None
    if len(text) > 50_000_000:
        raise TableError(f"{path} is larger than 50 MB")
    try:
        table = Table.from_json(text) if path.endswith(".json") else Table.from_csv(text)
        table.players  # noqa: B018 - one player count, or ValueError: the measures need one
    except RecursionError:
        raise TableError(f"{path}: nested too deeply") from None
    except ValueError as exc:
        raise TableError(f"{path}: {exc}") from None
    return table


def _write(path: str, text: str) -> None:
    """Write ``text`` to ``path`` through ``<path>.part``, renamed when complete; on any
    failure (or a signal) the ``.part`` file is removed and ``path`` left as it was."""
    tmp = f"{path}.part"
    created = False
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            created = True
            handle.write(text)
        os.replace(tmp, path)
    except BaseException as exc:
        if created:
            with contextlib.suppress(OSError):
                os.remove(tmp)
        if isinstance(exc, OSError | UnicodeError):
            reason = (exc.strerror or exc) if isinstance(exc, OSError) else "cannot encode it"
            raise TableError(f"cannot write {path}: {reason}") from None
        raise


def width(text: str) -> int:
    """Columns ``text`` takes on a terminal (Chinese characters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def format_rows(rows: Sequence[Sequence[Any]]) -> str:
    """Rows of cells as aligned text columns (the first row is the header)."""
    cells = [[str(c) for c in row] for row in rows]
    if not cells:
        return ""
    widths = [max(width(row[i]) for row in cells if i < len(row)) for i in range(len(cells[0]))]
    lines = [
        "  ".join(c + " " * (w - width(c)) for c, w in zip(row, widths, strict=False))
        for row in cells
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines)


class ProgressLine:
    """A progress line on a terminal: games done of all, games per second, time left."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream
        self.start = time.perf_counter()
        self.shown = False
        self.tty = hasattr(stream, "isatty") and stream.isatty()

    def __call__(self, done: int, total: int) -> None:
        if not self.tty:
            return
        elapsed = time.perf_counter() - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        left = (total - done) / rate if rate > 0 else 0.0
        self.stream.write(
            f"\r{done}/{total} games  {rate:6.1f} games/s  {_clock(elapsed)} elapsed"
            f"  {_clock(left)} left "
        )
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


def _clock(seconds: float) -> str:
    seconds = int(seconds + 0.5)
    return f"{seconds // 60}:{seconds % 60:02d}"
