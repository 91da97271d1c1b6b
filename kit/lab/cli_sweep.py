"""``python -m kit lab sweep``: one rule option over a list of values (see :mod:`kit.lab.sweep`).

::

    python -m kit lab sweep --game rapanui --players 3 --bots greedy,greedy,greedy --games 50 \\
        --seed 1 --option majority_min_count=1,2,3 --measure rounds --target 12 --out sweep.json

Exactly one ``--option`` holds a list of values: the option swept. Whole numbers and true/false
are listed with commas (``majority_min_count=1,2,3``); a text-valued option, whose one value may
hold commas, with semicolons (``--option "moai_supply=17,12,6;10,8,4"``, quoted for the shell).
The other ``--option`` are fixed. It prints, in ``--lang``, a table of each value's estimate of
``--measure`` with its 95% interval and whether it meets ``--target`` (``--side``: the interval
``contains`` the target, or lies ``above`` or ``below`` it), then the values meeting it named.
A bad value is refused, in ``--lang``, before any game is played (exit status 2).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from kit import games as registry
from kit.core.errors import KitError
from kit.lab.games import LabError, engine, option_fields, parse_option
from kit.lab.sweep import ALIASES, MEASURES, SIDES, is_list, parse_values, sweep


def add_parser(sub: Any) -> None:
    """The ``sweep`` command's arguments, on the lab's subparsers ``sub``."""
    p = sub.add_parser("sweep", help="one rule option over a list of values, a table per value")
    p.add_argument("--game", required=True, choices=registry.keys())
    p.add_argument("--players", required=True, type=int)
    p.add_argument("--bots", required=True, help="one spec per seat, comma-separated")
    p.add_argument("--games", type=int, default=100, help="games per value")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUES",
        help="the option swept (values: 1,2,3; text values: a;b) or a fixed option",
    )
    p.add_argument(
        "--measure",
        required=True,
        metavar="MEASURE",
        help=f"a measure of the summary, e.g. {', '.join(MEASURES[:5])} (or {', '.join(ALIASES)})",
    )
    p.add_argument("--target", type=_target, default=None, help="a number; 40%% for a share")
    p.add_argument("--side", choices=SIDES, default="contains", help="how an interval meets it")
    p.add_argument("--board", help="a board file (JSON), for a game with a board")
    p.add_argument("--workers", type=int, default=None, help="processes (default: the cores)")
    p.add_argument("--max-steps", type=int, default=None, help="decisions before a game is cut")
    p.add_argument("--out", help="write the sweep (its tables) to this .json file")
    p.add_argument("--json", action="store_true", help="print the points as JSON")
    p.add_argument("--lang", default="en", choices=("en", "zh-TW"))


def _target(text: str) -> float:
    text = text.strip()
    try:
        return float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None


def split_options(game: str, texts: list[str]) -> tuple[str, list[Any], dict[str, Any]]:
    """The option swept, its values and the fixed options, from the ``--option`` texts
    (LabError unless exactly one of them holds a list)."""
    fields = option_fields(game)
    swept: list[tuple[str, str]] = []
    fixed: dict[str, Any] = {}
    for text in texts:
        name, sep, raw = (part.strip() for part in text.partition("="))
        if sep and name in fields and is_list(game, name, raw):
            swept.append((name, raw))
        else:
            key, value = parse_option(game, text)
            fixed[key] = value
    if len(swept) != 1:
        raise LabError(
            "give exactly one --option with a list of values to sweep, such as "
            f"--option majority_min_count=1,2,3 (given: {len(swept)})"
        )
    name, raw = swept[0]
    return name, parse_values(game, name, raw), fixed


def command(args: argparse.Namespace) -> int:
    """Run ``python -m kit lab sweep`` (exit status as the lab's other commands)."""
    from kit.lab.cli import ProgressLine, Stopped, _write, format_rows

    lang = args.lang
    try:
        engine(args.game)
        name, values, fixed = split_options(args.game, args.option)
        if args.out is not None and not args.out.endswith(".json"):
            raise LabError(f"--out must end in .json, not {args.out!r}")
        if args.out is not None and os.path.isdir(args.out):
            raise LabError(f"--out {args.out!r} is a folder: give a file name in it")
        if args.workers is not None and args.workers < 1:
            raise LabError("--workers must be 1 or more")
        line = ProgressLine(sys.stderr)
        try:
            result = sweep(
                args.game,
                name,
                values,
                players=args.players,
                bots=[b.strip() for b in args.bots.split(",")],
                games=args.games,
                seed=args.seed,
                options=fixed,
                board=args.board,
                workers=args.workers,
                max_steps=args.max_steps,
                progress=line,
            )
        finally:
            line.close()
        if args.out is not None:
            _write(args.out, result.to_json())
        points = result.points(args.measure)
    except KitError as exc:  # a bad value or measure: its reason in the chosen language
        print(f"error: {exc.message(lang)}", file=sys.stderr)
        return 2
    except Stopped as stop:
        stop.note = "nothing written"
        raise
    if args.json:
        target, side = args.target, args.side
        out = [
            {
                "value": p.value,
                "estimate": p.estimate,
                "low": p.low,
                "high": p.high,
                "meets": None if target is None else p.meets(target, side),
            }
            for p in points
        ]
        print(json.dumps({"name": name, "measure": args.measure, "points": out}, indent=1))
        return 0
    print(result.measure_label(args.measure, lang))
    rows = result.rows(args.measure, lang, args.target, args.side)
    print(format_rows([result.header(lang), *rows]))
    if args.target is not None:
        print(result.sentence(args.measure, args.target, lang, args.side))
    return 0
