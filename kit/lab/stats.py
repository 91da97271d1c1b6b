"""Statistics for the design lab, in plain Python (no numpy or scipy: it runs under Pyodide).

Every interval is two-sided at ``confidence`` (95% by default). A function given no data raises
``ValueError``; an interval that one observation cannot give (a mean's, a bootstrap's) is ``None``.

- :func:`wilson`: score interval for a proportion (Wilson 1927).
- :func:`t_cdf`, :func:`t_quantile`: Student's t distribution through the regularized incomplete
  beta function, evaluated by its continued fraction (Numerical Recipes, 3rd ed., §6.4 ``betacf``).
- :func:`mean_interval`: mean, sample standard deviation and Student-t interval.
- :func:`bootstrap_interval`, :func:`bootstrap_difference`, :func:`paired_bootstrap_difference`:
  percentile bootstrap (Efron and Tibshirani, *An Introduction to the Bootstrap*, 1993, ch. 13
  and 16), seeded and deterministic.

The game as the unit (ratios of per-game sums, paired differences, McNemar) is in
:mod:`kit.lab.clustered`; Holm's correction and the chi-square test in :mod:`kit.lab.significance`.
- :func:`two_proportions`: pooled two-proportion z-test and Newcombe's hybrid score interval.
- :func:`welch`: Welch's t-test with the Welch–Satterthwaite degrees of freedom.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

RESAMPLES = 2000


@dataclass(frozen=True)
class MeanInterval:
    """A sample's mean, sample standard deviation (``None`` for one value) and t interval."""

    mean: float
    sd: float | None
    n: int
    low: float | None
    high: float | None


@dataclass(frozen=True)
class Difference:
    """A difference B − A with its interval (``None`` if undefined), two-sided p-value and, for
    t-tests, the degrees of freedom and the standard error."""

    diff: float
    low: float | None
    high: float | None
    p_value: float | None
    df: float | None = None
    se: float | None = None


def z_value(confidence: float = 0.95) -> float:
    """The normal quantile ``z`` with ``P(|Z| < z) = confidence`` (1.95996 for 95%)."""
    return NormalDist().inv_cdf(1 - alpha_of(confidence) / 2)


def alpha_of(confidence: float) -> float:
    """``1 − confidence`` (ValueError unless 0 < confidence < 1)."""
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1, not {confidence!r}")
    return 1 - confidence


def _check_counts(successes: int, trials: int) -> None:
    if trials <= 0:
        raise ValueError("a proportion needs at least one trial (n = 0)")
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be 0 to {trials}, not {successes}")


# -- proportions ---------------------------------------------------------------------------------
def wilson(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson's score interval for the proportion ``p = successes / trials``.

    ``(p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n)`` (E. B. Wilson, "Probable inference, the
    law of succession, and statistical inference", JASA 22, 1927; Newcombe 1998, method 3).
    Unlike the Wald interval it stays inside [0, 1] and is sensible at 0 or n successes.
    """
    _check_counts(successes, trials)
    low, high = wilson_share(successes / trials, trials, confidence)
    return (0.0 if successes == 0 else low), (1.0 if successes == trials else high)


def wilson_share(p: float, n: float, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson's interval for a proportion ``p`` of ``n`` trials, ``n`` possibly fractional (an
    effective number of trials), clipped to [0, 1]."""
    z = z_value(confidence)
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def two_proportions(
    successes_a: int, trials_a: int, successes_b: int, trials_b: int, confidence: float = 0.95
) -> Difference:
    """The difference ``p_B − p_A`` of two independent proportions.

    p-value: the pooled z-test, ``z = (p_B − p_A) / √(p(1−p)(1/n_A + 1/n_B))`` with
    ``p = (s_A + s_B) / (n_A + n_B)``, two-sided ``erfc(|z|/√2)``; if ``p`` is 0 or 1 the two
    samples agree exactly and the p-value is 1.

    Interval: Newcombe's hybrid score interval (R. G. Newcombe, "Interval estimation for the
    difference between independent proportions", Statistics in Medicine 17, 1998, method 10),
    built from the Wilson intervals ``(l_A, u_A)`` and ``(l_B, u_B)``:
    ``d − √((p_B − l_B)² + (u_A − p_A)²)`` to ``d + √((u_B − p_B)² + (p_A − l_A)²)``.
    """
    _check_counts(successes_a, trials_a)
    _check_counts(successes_b, trials_b)
    pa, pb = successes_a / trials_a, successes_b / trials_b
    la, ua = wilson(successes_a, trials_a, confidence)
    lb, ub = wilson(successes_b, trials_b, confidence)
    d = pb - pa
    low = d - math.sqrt((pb - lb) ** 2 + (ua - pa) ** 2)
    high = d + math.sqrt((ub - pb) ** 2 + (pa - la) ** 2)
    pooled = (successes_a + successes_b) / (trials_a + trials_b)
    se = math.sqrt(pooled * (1 - pooled) * (1 / trials_a + 1 / trials_b))
    p_value = 1.0 if se == 0 else math.erfc(abs(d) / se / math.sqrt(2))
    return Difference(d, low, high, min(1.0, p_value))


# -- Student's t ---------------------------------------------------------------------------------
def _betacf(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz; NR ``betacf``)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1, a - 1
    c, d = 1.0, 1 - qab * x / qap
    d = 1 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 10_000):
        m2 = 2 * m
        even = m * (b - m) * x / ((qam + m2) * (a + m2))
        odd = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        for aa in (even, odd):
            d = 1 + aa * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + aa / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1) < 1e-15:
            return h
    raise ArithmeticError(f"incomplete beta did not converge (a={a}, b={b}, x={x})")


def betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function ``I_x(a, b)`` (NR §6.4 ``betai``)."""
    if not 0 <= x <= 1:
        raise ValueError(f"x must be in [0, 1], not {x!r}")
    if x in (0, 1):
        return float(x)
    ln_front = (
        math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    )
    front = math.exp(ln_front)
    if x < (a + 1) / (a + b + 2):
        return front * _betacf(a, b, x) / a
    return 1 - front * _betacf(b, a, 1 - x) / b


def _check_df(df: float) -> None:
    if not df > 0:
        raise ValueError(f"degrees of freedom must be > 0, not {df!r}")


def t_two_sided(t: float, df: float) -> float:
    """``P(|T| ≥ |t|)`` for Student's t with ``df`` degrees of freedom: ``I_{df/(df+t²)}(df/2, ½)``."""
    _check_df(df)
    return betainc(df / 2, 0.5, df / (df + t * t))


def t_cdf(t: float, df: float) -> float:
    """``P(T ≤ t)``: ``1 − ½·I_{df/(df+t²)}(df/2, ½)`` for ``t ≥ 0``, by symmetry below 0."""
    tail = t_two_sided(t, df) / 2
    return 1 - tail if t >= 0 else tail


def t_quantile(p: float, df: float) -> float:
    """The ``t`` with ``P(T ≤ t) = p`` (``t_quantile(0.975, 5)`` = 2.570582), by bisection on
    :func:`t_cdf` to machine precision."""
    _check_df(df)
    if not 0 < p < 1:
        raise ValueError(f"p must be between 0 and 1, not {p!r}")
    if p < 0.5:
        return -t_quantile(1 - p, df)
    low, high = 0.0, 1.0
    while t_cdf(high, df) < p:
        low, high = high, high * 2
    for _ in range(200):
        mid = (low + high) / 2
        if mid in (low, high):
            break
        if t_cdf(mid, df) < p:
            low = mid
        else:
            high = mid
    return (low + high) / 2


# -- means ---------------------------------------------------------------------------------------
def mean_interval(values: Sequence[float], confidence: float = 0.95) -> MeanInterval:
    """Mean, sample sd ``s = √(Σ(x − x̄)² / (n − 1))`` and the Student-t interval
    ``x̄ ± t(1 − α/2, n − 1)·s/√n``.

    One value has no sd and no interval (``None``: it serializes as JSON ``null``); values all
    equal give ``s = 0`` and the interval ``(x̄, x̄)``.
    """
    n = len(values)
    if n == 0:
        raise ValueError("a mean needs at least one value (n = 0)")
    mean = math.fsum(values) / n
    if n == 1:
        return MeanInterval(mean, None, 1, None, None)
    sd = math.sqrt(math.fsum((x - mean) ** 2 for x in values) / (n - 1))
    half = t_quantile(1 - alpha_of(confidence) / 2, n - 1) * sd / math.sqrt(n)
    return MeanInterval(mean, sd, n, mean - half, mean + half)


def welch(a: Sequence[float], b: Sequence[float], confidence: float = 0.95) -> Difference:
    """Welch's unequal-variances t-test of ``mean(B) − mean(A)`` (B. L. Welch, Biometrika 34, 1947).

    ``t = d / se`` with ``se = √(s_A²/n_A + s_B²/n_B)``; degrees of freedom (Welch–Satterthwaite)
    ``ν = se⁴ / ((s_A²/n_A)²/(n_A − 1) + (s_B²/n_B)²/(n_B − 1))``; interval ``d ± t(1 − α/2, ν)·se``.
    Each sample needs two values. If both have zero variance the difference is exact: interval
    ``(d, d)``, p-value 0 if ``d ≠ 0`` else 1, and ``df`` is ``None``.
    """
    if len(a) < 2 or len(b) < 2:
        raise ValueError("Welch's test needs at least two values in each sample")
    ma, mb = mean_interval(a, confidence), mean_interval(b, confidence)
    assert ma.sd is not None and mb.sd is not None
    d = mb.mean - ma.mean
    va, vb = ma.sd**2 / ma.n, mb.sd**2 / mb.n
    se2 = va + vb
    if se2 == 0:
        return Difference(d, d, d, 0.0 if d != 0 else 1.0, None)
    df = se2 * se2 / (va * va / (ma.n - 1) + vb * vb / (mb.n - 1))
    se = math.sqrt(se2)
    half = t_quantile(1 - alpha_of(confidence) / 2, df) * se
    return Difference(d, d - half, d + half, t_two_sided(d / se, df), df)


# -- bootstrap -----------------------------------------------------------------------------------
def percentile(ordered: Sequence[float], q: float) -> float:
    """The ``q`` quantile of sorted values by linear interpolation (Hyndman and Fan type 7)."""
    h = (len(ordered) - 1) * q
    lo = math.floor(h)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (h - lo) * (ordered[hi] - ordered[lo])


def _replicates(
    values: Sequence[Any], statistic: Callable[[Sequence[Any]], float], rng: random.Random, k: int
) -> list[float]:
    n = len(values)
    return [statistic(rng.choices(values, k=n)) for _ in range(k)]


def bootstrap_interval(
    values: Sequence[Any],
    statistic: Callable[[Sequence[Any]], float],
    *,
    resamples: int = RESAMPLES,
    confidence: float = 0.95,
    seed: int = 0,
) -> tuple[float, float] | None:
    """Percentile bootstrap interval of ``statistic`` over per-game ``values``.

    Draw ``resamples`` samples of ``n`` values with replacement (``random.Random(seed)``: the same
    call gives the same interval), compute the statistic on each and take the ``α/2`` and
    ``1 − α/2`` percentiles (Efron and Tibshirani 1993, §13.3). One value gives ``None``: every
    resample would be that value, which says nothing about the spread.
    """
    if not values:
        raise ValueError("a bootstrap needs at least one value (n = 0)")
    alpha = alpha_of(confidence)
    if len(values) == 1:
        return None
    reps = sorted(_replicates(values, statistic, random.Random(seed), resamples))
    return percentile(reps, alpha / 2), percentile(reps, 1 - alpha / 2)


def bootstrap_difference(
    a: Sequence[Any],
    b: Sequence[Any],
    statistic: Callable[[Sequence[Any]], float],
    *,
    resamples: int = RESAMPLES,
    confidence: float = 0.95,
    seed: int = 0,
) -> Difference:
    """``statistic(B) − statistic(A)`` with a percentile bootstrap interval and p-value.

    A and B are resampled independently (``random.Random(seed)``), giving replicates ``d*``. The
    interval is the ``α/2`` and ``1 − α/2`` percentiles of ``d*``; the two-sided p-value is the
    normal one of ``d / se*``, ``se*`` the standard deviation of ``d*`` (the bootstrap estimate
    of the standard error, Efron and Tibshirani 1993, §6.2): unlike a p-value counted from the
    replicates, it is not bounded below by ``1/R``, so it can pass a correction for many tests
    at the lab's few hundred resamples. ``se* = 0`` gives 1 when ``d = 0`` and 0 otherwise.
    Each sample needs two values.
    """
    if len(a) < 2 or len(b) < 2:
        raise ValueError("a bootstrap difference needs at least two values in each sample")
    alpha = alpha_of(confidence)
    rng = random.Random(seed)
    reps_a = _replicates(a, statistic, rng, resamples)
    reps_b = _replicates(b, statistic, rng, resamples)
    reps = sorted(y - x for x, y in zip(reps_a, reps_b, strict=True))
    d = statistic(b) - statistic(a)
    return _from_replicates(d, reps, alpha)


def _from_replicates(d: float, reps: list[float], alpha: float) -> Difference:
    """The percentile interval of sorted replicates ``reps`` and the normal p-value of
    ``d / sd(reps)``."""
    mean = math.fsum(reps) / len(reps)
    se = math.sqrt(math.fsum((r - mean) ** 2 for r in reps) / (len(reps) - 1))
    if se == 0:
        p_value = 1.0 if d == 0 else 0.0
    else:
        p_value = math.erfc(abs(d) / se / math.sqrt(2))
    return Difference(d, percentile(reps, alpha / 2), percentile(reps, 1 - alpha / 2), p_value)


def paired_bootstrap_difference(
    a: Sequence[Any],
    b: Sequence[Any],
    statistic: Callable[[Sequence[Any]], float],
    *,
    resamples: int = RESAMPLES,
    confidence: float = 0.95,
    seed: int = 0,
) -> Difference:
    """:func:`bootstrap_difference` for A and B played on the same seeds: the seeds are
    resampled, each drawn seed bringing its A game and its B game (``a[i]`` and ``b[i]``);
    the same interval and p-value."""
    if len(a) != len(b) or len(a) < 2:
        raise ValueError("a paired bootstrap needs the same games, two or more, on both sides")
    alpha = alpha_of(confidence)
    rng = random.Random(seed)
    n = len(a)
    reps = []
    for _ in range(resamples):
        idx = rng.choices(range(n), k=n)
        reps.append(statistic([b[i] for i in idx]) - statistic([a[i] for i in idx]))
    reps.sort()
    return _from_replicates(statistic(b) - statistic(a), reps, alpha)
