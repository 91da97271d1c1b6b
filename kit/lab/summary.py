"""What a measure is: :class:`Measure` (one measure of a table, with its interval and per-game
values) and :class:`Summary` (the measures of one table, as rows of text or JSON). The measures
themselves are computed in :mod:`kit.lab.measures`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kit.core.i18n import t
from kit.lab.messages import bot_name, fmt, fmt_interval, kind_name, p_text

# Ludii's AdvantageP1 is player 1's raw win rate (a draw half a win; here a shared win is a whole
# one); its Balance compares the players' win rates, here those of the turn positions.
LUDII: dict[str, str] = {
    "balance": "Balance",
    "first_seat_win_rate": "AdvantageP1",
    "first_seat_advantage": "AdvantageP1 − 1/players",
    "completion": "Completion",
    "shared_wins": "Drawishness",
    "duration_decisions": "DurationMoves",
    "duration_rounds": "DurationTurns",
    "decision_moves": "DecisionMoves",
    "branching_factor": "BranchingFactor",
    "lead_changes": "LeadChange",
    "decisiveness": "Decisiveness",
}
STRENGTH = ("random", "greedy", "ismcts")  # bot kinds, weakest first


@dataclass(frozen=True)
class Measure:
    """One measure of a table.

    ``kind`` decides the interval and how :mod:`kit.lab.compare` tests a difference:
    ``"rate"`` (one 0/1 trial per game: ``successes`` of ``trials``, value ``successes / trials
    − offset``; Wilson), ``"clustered"`` (wins of the seats a bot held, several per game: the
    game as the unit), ``"mean"`` (a per-game value; t interval), ``"ratio"`` (``Σx / Σy`` over
    games; cluster-robust t interval) or ``"balance"`` (see :func:`_balance`). ``values`` holds
    the per-game data in table order (``(x, y)`` pairs, ``(0, 0)`` for a game outside the
    measure; for balance the position flags) and ``seeds`` the games' seeds, so that two tables
    played on the same seeds are compared game by game. ``unit`` says how to show the value:
    ``"share"`` (a percentage), ``"points"`` (a difference of shares, in percentage points) or
    ``"number"``. ``detail`` is the turn position, bot spec or bot kind the label names.
    ``p_equal`` (balance only): the p-value of the test that every turn position wins equally.
    """

    key: str
    value: float
    low: float | None
    high: float | None
    n: int
    kind: str
    unit: str = "number"
    successes: int | None = None
    trials: int | None = None
    offset: float = 0.0
    sd: float | None = None
    values: tuple[Any, ...] = field(default=(), repr=False)
    detail: str = ""
    seeds: tuple[int, ...] = field(default=(), repr=False)
    p_equal: float | None = None

    @property
    def base(self) -> str:
        """The key without its position or bot: ``win_rate_position``, ``win_rate_bot``, ..."""
        for prefix in ("win_rate_position", "win_rate_bot"):
            if self.key.startswith(prefix + "_"):
                return prefix
        return self.key

    def label(self, lang: str = "en") -> str:
        """The measure's name in ``lang`` (message ``lab.measure.<base>``)."""
        position = int(self.detail) + 1 if self.base == "win_rate_position" else ""
        bot, kind = bot_name(self.detail, lang), kind_name(self.detail, lang)
        return t(f"lab.measure.{self.base}", lang, position=position, bot=bot, kind=kind)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready fields (the per-game values are left out)."""
        out = {k: getattr(self, k) for k in ("key", "value", "low", "high", "n", "kind", "unit")}
        out.update(successes=self.successes, trials=self.trials, sd=self.sd, detail=self.detail)
        if self.p_equal is not None:
            out["p_equal"] = self.p_equal
        if self.key in LUDII:
            out["ludii"] = LUDII[self.key]
        return out


@dataclass(frozen=True)
class Summary:
    """The measures of one table: ``game``, ``players``, ``games`` (rows) and ``measures``."""

    game: str
    players: int
    games: int
    measures: dict[str, Measure]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: game, players, games and each measure's :meth:`Measure.to_dict`."""
        measures = {k: m.to_dict() for k, m in self.measures.items()}
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "measures": measures,
        }

    def header(self, lang: str = "en") -> tuple[str, str, str]:
        """Column names for :meth:`rows`."""
        return (
            t("lab.column.measure", lang),
            t("lab.column.value", lang),
            t("lab.column.interval", lang),
        )

    def rows(self, lang: str = "en") -> list[tuple[str, str, str]]:
        """``(name, value, interval)`` as text for a terminal table (no header: see
        :meth:`header`); "—" for no interval."""
        return [
            (m.label(lang), value_text(m, lang), fmt_interval(m.low, m.high, m.unit, lang))
            for m in self.measures.values()
        ]


def value_text(m: Measure, lang: str = "en") -> str:
    """A measure's value as text; balance with its test that all turn positions win equally."""
    value = fmt(m.value, m.unit, lang)
    if m.p_equal is None:
        return value
    return t("lab.balance_equal", lang, value=value, p=p_text(m.p_equal))
