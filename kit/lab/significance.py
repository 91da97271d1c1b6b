"""Many tests at once, and whether every cell is alike: :func:`holm` and
:func:`chi_square_uniform` (plain Python, like :mod:`kit.lab.stats`)."""

from __future__ import annotations

import math
from collections.abc import Sequence


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values (S. Holm, "A simple sequentially rejective multiple
    test procedure", Scand. J. Statist. 6, 1979): sorted ascending, ``p̃₍ᵢ₎ = max_{j≤i}
    min(1, (m − j + 1)·p₍ⱼ₎)``, in the order given. Rejecting where ``p̃ < α`` keeps the chance
    of any false finding among the ``m`` tests at most ``α``, whatever their dependence."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [1.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


# -- chi-square ----------------------------------------------------------------------------------
def gammainc_upper(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function ``Q(a, x)`` (NR §6.2: the series below
    ``x < a + 1``, the continued fraction above)."""
    if a <= 0 or x < 0:
        raise ValueError(f"Q(a, x) needs a > 0 and x >= 0, not a={a!r}, x={x!r}")
    if x == 0:
        return 1.0
    ln_front = -x + a * math.log(x) - math.lgamma(a)
    if x < a + 1:
        term = total = 1 / a
        ap = a
        for _ in range(10_000):
            ap += 1
            term *= x / ap
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1 - total * math.exp(ln_front))
    tiny = 1e-300
    b = x + 1 - a
    c, d = 1 / tiny, 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1 / (d if abs(d) > tiny else tiny)
        c = b + an / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        if abs(d * c - 1) < 1e-15:
            break
    return math.exp(ln_front) * h


def chi_square_uniform(counts: Sequence[int]) -> tuple[float, float]:
    """Pearson's goodness-of-fit test that ``counts`` come from equal cells:
    ``X² = Σ (Oᵢ − E)² / E`` with ``E = ΣO / k``, and its p-value ``Q((k − 1)/2, X²/2)`` on
    ``k − 1`` degrees of freedom. ``(0.0, 1.0)`` for no counts."""
    total = sum(counts)
    if total == 0 or len(counts) < 2:
        return 0.0, 1.0
    expected = total / len(counts)
    x2 = math.fsum((o - expected) ** 2 / expected for o in counts)
    return x2, gammainc_upper((len(counts) - 1) / 2, x2 / 2)
