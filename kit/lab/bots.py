"""Bots by name: ``make_bot(game, spec)`` for the lab, its command line and its pages.

A spec is a bot's name, optionally followed by parameters, each ``:name=value``:

- ``random``: any legal action, uniformly;
- ``greedy``: the game's readable heuristic; parameters are fields of the game's
  ``GreedyWeights`` (``greedy:wood=0.8:moai=5``);
- ``ismcts``: information-set Monte Carlo tree search (:mod:`kit.lab.ismcts`); parameters
  ``iterations``, ``time_limit`` (seconds), ``c``, ``rollout`` (random or greedy), ``cutoff``
  (decisions before a rollout is scored, by the game's ``evaluate`` if it has one; ``none``
  plays to the end), ``wide`` (a decision with more legal actions is left to the greedy bot)
  and ``anchor`` (the greedy bot's choice kept unless the search's beats it by more);
- ``ismcts-sees-all``: the same search on the true game: it **sees every hidden card (not a fair
  player)**, for measuring what hidden information is worth (:mod:`kit.lab.hidden_value`); the
  same parameters. It is not one of :data:`BOTS`, the bots a page offers as players.

Specs carry no spaces, so a list of them can be written with commas (``greedy,greedy,ismcts``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from kit.core.bots import Bot, RandomBot
from kit.lab.games import LabError, engine, lab_parts
from kit.lab.ismcts import ROLLOUTS, ISMCTSBot
from kit.lab.summary import STRENGTH

BOTS = STRENGTH  # random, greedy, ismcts: weakest first
SEES_ALL = "ismcts-sees-all"
"""The omniscient ISMCTS bot's name: it reads the true game, so it is not a fair player."""

_ISMCTS_PARAMS = {
    "iterations": int,
    "time_limit": float,
    "c": float,
    "rollout": str,
    "cutoff": int,
    "wide": int,
    "anchor": float,
}


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """A spec's bot name and its raw parameters (LabError if it is malformed)."""
    if not isinstance(spec, str) or not spec.strip():
        raise LabError(f"a bot is one of {', '.join(BOTS)}, not {spec!r}")
    if any(ch.isspace() for ch in spec.strip()) or "," in spec:
        raise LabError(f"a bot spec has no spaces or commas: {spec!r}")
    name, *parts = spec.strip().split(":")
    if name not in BOTS and name != SEES_ALL:
        raise LabError(f"unknown bot {name!r}; the bots are: {', '.join(BOTS)}")
    params: dict[str, str] = {}
    for part in parts:
        key, sep, value = part.partition("=")
        if not sep or not key or not value:
            raise LabError(f"a bot parameter is name=value, not {part!r} (in {spec!r})")
        if key in params:
            raise LabError(f"bot parameter {key!r} is given twice in {spec!r}")
        params[key] = value
    return name, params


def make_bot(game: str, spec: str) -> Bot:
    """A new bot for ``game`` from its spec (LabError names what is wrong and what is valid)."""
    module = engine(game)
    name, params = parse_spec(spec)
    if name == "random":
        if params:
            raise LabError("the random bot takes no parameters")
        return RandomBot()
    if name == "greedy":
        return module.GreedyBot(_weights(module, params))
    return _ismcts(game, module, params, omniscient=name == SEES_ALL)


def _weights(module: Any, params: dict[str, str]) -> Any:
    fields = {f.name: f for f in dataclasses.fields(module.GreedyWeights)}
    values: dict[str, Any] = {}
    for key, raw in params.items():
        if key not in fields:
            raise LabError(f"unknown greedy weight {key!r}; the weights are: {', '.join(fields)}")
        kind = type(fields[key].default)
        try:
            values[key] = kind(raw) if kind is not int else int(raw)
        except ValueError:
            raise LabError(f"greedy weight {key} takes a {kind.__name__}, not {raw!r}") from None
    return module.GreedyWeights(**values)


def _ismcts(game: str, module: Any, params: dict[str, str], omniscient: bool) -> ISMCTSBot:
    values: dict[str, Any] = dict(lab_parts(game).ismcts)
    for key, raw in params.items():
        kind = _ISMCTS_PARAMS.get(key)
        if kind is None:
            raise LabError(
                f"unknown ismcts parameter {key!r}; the parameters are: {', '.join(_ISMCTS_PARAMS)}"
            )
        if key == "cutoff" and raw.lower() == "none":
            values[key] = None
            continue
        if key == "rollout" and raw not in ROLLOUTS:
            raise LabError(f"rollout is one of {', '.join(ROLLOUTS)}, not {raw!r}")
        try:
            values[key] = kind(raw)
        except ValueError:
            raise LabError(f"ismcts parameter {key} takes a {kind.__name__}, not {raw!r}") from None
    leans = values.get("wide") is not None or values.get("anchor") is not None
    wants_greedy = values["rollout"] == "greedy" or leans
    greedy = module.GreedyBot() if wants_greedy else None
    dealer = getattr(module, "dealer", None)  # the view read once per decision
    playout = getattr(module, "playout", None)  # the random rollout without events or checks
    evaluate = getattr(module, "evaluate", None)  # a rollout stopped at the cutoff, scored
    try:
        return ISMCTSBot(
            module.determinize,
            greedy=greedy,
            omniscient=omniscient,
            dealer=dealer,
            playout=playout,
            evaluate=evaluate,
            **values,
        )
    except ValueError as exc:
        raise LabError(str(exc)) from None
