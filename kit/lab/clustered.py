"""The game as the unit: statistics of measures that pool several trials of one game.

A bot's win rate pools the seats it held, a share of real choices pools the decisions: the trials
of one game are not independent (if one seat wins, the others lose), so each such measure is a
ratio of per-game sums, ``Σx / Σy``, whose variance is taken over games (:func:`ratio_estimate`,
:func:`ratio_interval`, :func:`clustered_wilson`). Two tables played on the same seeds are
compared seed by seed (:func:`ratio_difference` paired; :func:`mcnemar` for one 0/1 trial per
game). Plain Python, like :mod:`kit.lab.stats`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from kit.lab.stats import Difference, alpha_of, t_quantile, t_two_sided, wilson_share


@dataclass(frozen=True)
class RatioEstimate:
    """``Σx / Σy`` over games, its cluster-robust standard error and ``n`` (games with ``y > 0``)."""

    value: float
    se: float
    n: int
    games: int


def ratio_estimate(pairs: Sequence[tuple[float, float]]) -> RatioEstimate:
    """The ratio ``r = Σx / Σy`` of per-game pairs ``(x, y)`` with the game as the unit.

    A measure that pools several trials of one game (every seat a bot held, every decision) is a
    ratio of per-game sums; the trials of one game are not independent (if one seat wins, the
    others lose), so its variance is taken over games: the linearization (delta method) of the
    ratio estimator, ``se² = Σ uᵢ² / (N (N − 1))`` with ``uᵢ = (xᵢ − r·yᵢ) / ȳ`` over all ``N``
    games (W. G. Cochran, *Sampling Techniques*, 3rd ed., 1977, §6.4; the cluster-robust
    variance of a mean of clusters). A game with ``y = 0`` (not in the measure's domain, e.g. a
    timed-out game for a win rate) adds nothing to ``Σx`` or ``Σy`` but counts in ``N``, as in
    domain estimation. ValueError if ``Σy = 0``.
    """
    total_y = math.fsum(y for _, y in pairs)
    if not pairs or total_y <= 0:
        raise ValueError("a ratio needs at least one game in its domain (Σy = 0)")
    r = math.fsum(x for x, _ in pairs) / total_y
    n_all = len(pairs)
    n = sum(1 for _, y in pairs if y > 0)
    if n_all < 2:
        return RatioEstimate(r, math.nan, n, n_all)
    u = contributions(pairs, r)
    se = math.sqrt(math.fsum(v * v for v in u) / (n_all * (n_all - 1)))
    return RatioEstimate(r, se, n, n_all)


def contributions(pairs: Sequence[tuple[float, float]], r: float) -> list[float]:
    """Each game's contribution to the error of the ratio ``r`` of ``pairs``, ``(xᵢ − r·yᵢ) / ȳ``
    (mean 0)."""
    y_bar = math.fsum(y for _, y in pairs) / len(pairs)
    return [(x - r * y) / y_bar for x, y in pairs]


def ratio_interval(est: RatioEstimate, confidence: float = 0.95) -> tuple[float, float] | None:
    """The Student-t interval ``r ± t(1 − α/2, N − 1)·se`` of a ratio (None for one game)."""
    if est.games < 2 or math.isnan(est.se):
        return None
    half = t_quantile(1 - alpha_of(confidence) / 2, est.games - 1) * est.se
    return est.value - half, est.value + half


def clustered_wilson(
    est: RatioEstimate, trials: int, confidence: float = 0.95
) -> tuple[float, float] | None:
    """Wilson's interval for a proportion of trials clustered in games, with the effective
    number of trials ``n* = r(1 − r) / se²`` in place of the trials (E. L. Korn and B. I.
    Graubard, "Confidence intervals for proportions with small expected number of positive
    counts estimated from survey data", Survey Methodology 24, 1998). Trials of one game may be
    alike (``n*`` below the trials) or, as the seats of one game are (one wins, the others
    lose), opposed (``n*`` above them). With ``se = 0`` a proportion strictly between 0 and 1
    is fixed by the games' structure (the interval is the value itself); one of 0 or 1 takes the
    games as ``n*``. None for one game.
    """
    del trials  # the trials bound nothing: n* can exceed them when the trials are opposed
    if est.games < 2 or math.isnan(est.se):
        return None
    r = est.value
    if est.se > 0:
        return wilson_share(r, r * (1 - r) / est.se**2, confidence)
    if 0 < r < 1:
        return r, r
    return wilson_share(r, float(max(1, est.n)), confidence)


def ratio_difference(
    a: Sequence[tuple[float, float]],
    b: Sequence[tuple[float, float]],
    *,
    paired: bool,
    confidence: float = 0.95,
) -> Difference:
    """``r_B − r_A`` of two ratio estimates (:func:`ratio_estimate`), the game as the unit.

    Paired (A and B played on the same seeds, ``a[i]`` and ``b[i]`` from the same seed): the
    per-seed differences of the linearized contributions ``zᵢ = u_Bᵢ − u_Aᵢ`` give
    ``se = sd(z)/√N`` and a t-test with ``N − 1`` degrees of freedom (a paired t-test; it removes
    what the two games of a seed share, such as the deal). Unpaired: ``se² = se_A² + se_B²`` with
    the Welch–Satterthwaite degrees of freedom. Interval ``d ± t·se``. A difference with
    ``se = 0`` is exact: interval ``(d, d)``, p-value 0 if ``d ≠ 0`` else 1. Each side needs two
    games (and, paired, the same number).
    """
    if len(a) < 2 or len(b) < 2:
        raise ValueError("a difference needs at least two games on each side")
    if paired and len(a) != len(b):
        raise ValueError("a paired difference needs the same games on both sides")
    ea, eb = ratio_estimate(a), ratio_estimate(b)
    d = eb.value - ea.value
    if paired:
        ua, ub = contributions(a, ea.value), contributions(b, eb.value)
        z = [y - x for x, y in zip(ua, ub, strict=True)]
        n = len(z)
        mean = math.fsum(z) / n
        var = math.fsum((v - mean) ** 2 for v in z) / (n - 1)
        se, df = math.sqrt(var / n), float(n - 1)
    else:
        va, vb = ea.se**2, eb.se**2
        se = math.sqrt(va + vb)
        ratio = va * va / (ea.games - 1) + vb * vb / (eb.games - 1)
        df = (va + vb) ** 2 / ratio if ratio > 0 else float(ea.games + eb.games - 2)
    if se == 0:
        return Difference(d, d, d, 0.0 if d != 0 else 1.0, None, 0.0)
    half = t_quantile(1 - alpha_of(confidence) / 2, df) * se
    return Difference(d, d - half, d + half, t_two_sided(d / se, df), df, se)


def mcnemar(pairs: Sequence[tuple[int, int]]) -> float:
    """Exact McNemar test of paired 0/1 outcomes ``(a, b)``: with ``k`` pairs that went 0 → 1
    and ``m`` that went 1 → 0, the two-sided p-value ``min(1, 2·P(X ≤ min(k, m)))`` for
    ``X ~ Binomial(k + m, ½)`` (1 when no pair differs)."""
    up = sum(1 for x, y in pairs if (x, y) == (0, 1))
    down = sum(1 for x, y in pairs if (x, y) == (1, 0))
    n, low = up + down, min(up, down)
    if n == 0:
        return 1.0
    tail = math.fsum(math.comb(n, i) for i in range(low + 1)) / 2**n
    return min(1.0, 2 * tail)
